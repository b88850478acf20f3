"""What a table is set up with, and the seats' controllers (human or computer).

Humans and computers are the same kind of seat: each has a controller. A
human controller waits for the table scene's input; a computer controller
asks its policy. Several human seats would be hot-seat play; the desktop
game seats one human at the bottom (seat 0) unless ``autoplay`` makes every
seat a computer.

>>> config = MatchConfig(computers=3, seed=1)
>>> match = Match(config)
>>> match.game.n, match.humans
(4, {0})
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from game.core import EDITIONS, Game, Rules
from game.core.moves import Decision, Move
from game.core.view import PlayerView

#: Computer personalities offered on the setup screen, mildest first.
PERSONALITIES = ("careful", "balanced", "bold", "expert")
MIXED = "mixed"
#: Threshold players with the risk the player sets (:attr:`MatchConfig.risk`).
CUSTOM = "custom"

#: The risks a custom computer may be given: the issue's range, 0.05 to 0.60,
#: in steps of 5 points, plus Balanced's 0.26.
RISKS = (0.05, 0.10, 0.15, 0.20, 0.25, 0.26, 0.30, 0.35, 0.40, 0.45, 0.50, 0.55, 0.60)

COMPUTER_NAMES = ("Ann", "Ben", "Cat", "Dev", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jo",
                  "Kai", "Lea", "Max", "Nia", "Oto", "Pia", "Quin")


@dataclass(frozen=True)
class MatchConfig:
    """Everything the setup screen (or the command line) chooses."""

    edition: str = "classic"
    brutal: bool = False
    computers: int = 3
    personality: str = "balanced"
    risk: float = 0.26  # the custom computers' risk threshold
    target: int = 200
    seed: int | None = None
    human_name: str = "You"
    autoplay: bool = False  # every seat is a computer

    def again(self) -> MatchConfig:
        """The same table with a fresh shuffle."""
        return replace(self, seed=None)


def make_computer(personality: str, risk: float):  # type: ignore[no-untyped-def]
    """The policy for ``personality``: a preset, the Expert, or (``custom``) a
    threshold player that stays at ``risk``."""
    from game.ai import make_policy

    if personality == CUSTOM:
        return make_policy(f"threshold:{risk:g}")
    return make_policy(personality)


class Match:
    """A game plus who controls each seat."""

    def __init__(self, config: MatchConfig, game: Game | None = None) -> None:
        """Seat the players of ``config``; ``game`` replaces the shuffled game (tests, replays)."""
        self.config = config
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**31)
        self.seed = seed
        computers = max(2, min(17, config.computers))
        n = computers + 1 if game is None else game.n
        if config.autoplay:
            names = list(COMPUTER_NAMES[:n]) if n <= len(COMPUTER_NAMES) else \
                [f"CPU {i + 1}" for i in range(n)]
            self.humans: set[int] = set()
        else:
            names = [config.human_name, *COMPUTER_NAMES[:computers]]
            self.humans = {0}
        edition = EDITIONS[config.edition]
        rules = Rules(edition, brutal=config.brutal and edition.allows_brutal,
                      target=config.target)
        self.game = game if game is not None else Game(names, rules, rng=random.Random(seed))
        self.ai_rng = random.Random(seed ^ 0x5EED)
        self.policies = {}
        self.personalities: dict[int, str] = {}
        for seat in range(n):
            if seat in self.humans:
                continue
            index = seat - (0 if config.autoplay else 1)
            kind = config.personality if config.personality != MIXED else \
                PERSONALITIES[index % len(PERSONALITIES)]
            self.personalities[seat] = kind
            self.policies[seat] = make_computer(kind, config.risk)
        from game.ai import introduce

        # An Expert expects people (and other Experts) to chase a total it banks.
        introduce(self.policies, self.humans)

    def is_human(self, seat: int) -> bool:
        """Does a person decide for ``seat``?"""
        return seat in self.humans

    def computer_move(self, decision: Decision) -> Move:
        """Ask the computer at the deciding seat; an illegal answer becomes the first option."""
        policy = self.policies[decision.seat]
        move = policy.choose(PlayerView(self.game, decision.seat), decision, self.ai_rng)
        return move if move in decision.options else decision.options[0]

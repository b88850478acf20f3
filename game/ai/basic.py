"""The simplest computer players: a uniformly random legal move, and a
plain card-counting threshold bot.

The random player is the floor every other policy must beat, and the fuzzing
partner of the legality tests. The plain threshold bot only counts the next
card's bust chance and targets by habit (the leader); it is the engine
benchmark's workload and a baseline for the personalities, which live in
:mod:`game.ai.personalities` (``ThresholdPolicy`` is re-exported here).

>>> import random
>>> from game.core import Game, Rules
>>> from game.core.view import PlayerView
>>> game = Game(3, Rules(), rng=random.Random(2))
>>> move = RandomPolicy().choose(PlayerView(game, game.pending.seat), game.pending,
...                              random.Random(0))
>>> move in game.pending.options
True
"""

from __future__ import annotations

import random
from typing import Final

from game.core.cards import CHANCE
from game.core.moves import BONUS, HIT, STAY, TARGET, TURN, Decision, Move
from game.core.view import PlayerView

from .counting import bust_chance
from .personalities import ThresholdPolicy

__all__ = ["PlainThresholdPolicy", "RandomPolicy", "ThresholdPolicy"]

_HIT: Final = Move(HIT)
_STAY: Final = Move(STAY)


class RandomPolicy:
    """Picks a uniformly random legal option."""

    name = "random"

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        """Any legal option, uniformly."""
        return decision.options[rng.randrange(len(decision.options))]


class PlainThresholdPolicy:
    """Stays once the counted chance that the next card busts reaches ``risk``.

    Nothing else: no look at the scores, no Flip 7 push. Targets by habit: a
    harmful card goes to the opponent with the highest total, a Second Chance
    to the lowest, a Brutal Flip 7 takes the bonus; card choices are random.

    >>> PlainThresholdPolicy(0.25).name
    'plain:0.25'
    """

    def __init__(self, risk: float = 0.25) -> None:
        self.risk = risk
        self.name = f"plain:{risk!r}"  # as ThresholdPolicy names its risk

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        """Hit or stay by the threshold; a habitual choice otherwise."""
        options = decision.options
        if decision.kind == TURN:
            risky = bust_chance(view, decision.seat) >= self.risk
            return _STAY if risky and _STAY in options else _HIT
        if decision.kind == TARGET:
            me = decision.seat
            totals = view.totals
            if decision.card == CHANCE:
                return min(options, key=lambda m: totals[m.player or 0])
            others = [m for m in options if m.player != me] or list(options)
            return max(others, key=lambda m: totals[m.player or 0])
        if Move(BONUS) in options:
            return Move(BONUS)
        return options[rng.randrange(len(options))]

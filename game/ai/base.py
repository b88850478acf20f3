"""The one interface every computer seat implements.

A policy sees a :class:`~game.core.view.PlayerView` (everything public, never
the deck order) and the pending decision, draws any randomness from the rng
it is handed, and returns one of the decision's options. Same seed, same game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from game.core.engine import Game
from game.core.moves import Decision, Move
from game.core.view import PlayerView


class Policy(Protocol):
    """Chooses a legal move for a computer seat."""

    name: str

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        """Return one of ``decision.options``."""
        ...


def play_to_the_end(game: Game, policies: Sequence[Policy],
                    rngs: Sequence[random.Random]) -> None:
    """Let seat ``s``'s policy ``policies[s]`` decide with ``rngs[s]`` until
    ``game`` is over: the loop of every headless game (simulations,
    benchmarks), compiled with the engine in a compiled build.

    >>> from game.core import Game
    >>> from game.ai import make_policy
    >>> game = Game(3, rng=random.Random(5), watched=False)
    >>> play_to_the_end(game, [make_policy("plain:0.25")] * 3, [random.Random(s) for s in range(3)])
    >>> game.finished and game.winner is not None
    True
    """
    views = [PlayerView(game, seat) for seat in range(game.n)]
    decision = game.pending
    while decision is not None:
        seat = decision.seat
        game.apply(policies[seat].choose(views[seat], decision, rngs[seat]))
        decision = game.pending

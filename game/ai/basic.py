"""The simplest computer player: a uniformly random legal move.

It is the floor every other policy must beat, and the fuzzing partner of the
legality tests. The threshold players live in :mod:`game.ai.personalities`
(re-exported here for older imports).

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

from game.core.moves import Decision, Move
from game.core.view import PlayerView

from .personalities import ThresholdPolicy

__all__ = ["RandomPolicy", "ThresholdPolicy"]


class RandomPolicy:
    """Picks a uniformly random legal option."""

    name = "random"

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        """Any legal option, uniformly."""
        return decision.options[rng.randrange(len(decision.options))]

"""The one interface every computer seat implements.

A policy sees a :class:`~game.core.view.PlayerView` (everything public, never
the deck order) and the pending decision, draws any randomness from the rng
it is handed, and returns one of the decision's options. Same seed, same game.
"""

from __future__ import annotations

import random
from typing import Protocol

from game.core.moves import Decision, Move
from game.core.view import PlayerView


class Policy(Protocol):
    """Chooses a legal move for a computer seat."""

    name: str

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        """Return one of ``decision.options``."""
        ...

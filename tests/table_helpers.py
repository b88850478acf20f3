"""Tables for the scene tests: a stacked Vengeance deck with one person."""

from __future__ import annotations

import random

from game.core import VENGEANCE
from game.core.editions import full_deck
from game.session import Seat, Session, TableSetup


def stacked_vengeance(top: list[str], dealer: int = 2) -> Session:
    """You, Ann and Ben (Balanced computers), Vengeance, the deck starting with ``top``
    (with dealer 2, you are dealt first); the rest shuffled by seed 0."""
    rest = full_deck(VENGEANCE, 3)
    for card in top:
        rest.remove(card)
    random.Random(0).shuffle(rest)
    setup = TableSetup((Seat("You"), Seat("Ann", "balanced"), Seat("Ben", "balanced")),
                       "vengeance")
    return Session(setup, seed=0, ai_seed=0, deck=top + rest, dealer=dealer)


def handover_wait() -> int:
    """Frames (at 60 a second) of quiet before a hand-over takes a key or a click."""
    from game.ui.scene_handover import QUIET

    return int(QUIET * 60) + 2

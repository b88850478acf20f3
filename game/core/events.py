"""Events: what happened, in order, for the table to animate and the log to tell.

``Game.apply`` returns a list of these plain records. They carry no drawing
details; the UI decides how each one looks and sounds. Seats are indices,
cards are codes (see :mod:`game.core.cards`).

>>> CardDrawn(2, "7")
CardDrawn(seat=2, card='7')
"""

from __future__ import annotations

from typing import NamedTuple

from .scoring import Breakdown


class RoundStarted(NamedTuple):
    """A round begins; ``number`` counts from 1; ``tiebreak`` per G-12."""

    number: int
    dealer: int
    tiebreak: bool


class CardDealt(NamedTuple):
    """The initial deal gave ``card`` to ``seat`` face up (G-7)."""

    seat: int
    card: str


class CardDrawn(NamedTuple):
    """``seat`` took ``card`` from the deck (a hit or a forced draw)."""

    seat: int
    card: str


class CardSetAside(NamedTuple):
    """An action/modifier drawn during Flip Three/Four waits (C-4, V-4)."""

    seat: int
    card: str


class ActionPlayed(NamedTuple):
    """Action ``card`` held by ``by`` was played on ``on`` (C-2, V-1)."""

    card: str
    by: int
    on: int


class ModifierPlayed(NamedTuple):
    """Vengeance modifier ``card`` was put in ``on``'s line by ``by`` (V-1)."""

    card: str
    by: int
    on: int


class Frozen(NamedTuple):
    """``seat`` is frozen by ``by`` and banks their line (C-3)."""

    seat: int
    by: int


class Stayed(NamedTuple):
    """``seat`` chose to stay (G-8)."""

    seat: int


class Stopped(NamedTuple):
    """``seat`` was made to stop: ``reason`` is ``"onemore"`` (V-3) or ``"empty"`` (G-6)."""

    seat: int
    reason: str


class Busted(NamedTuple):
    """``seat`` busted on ``card`` (G-9)."""

    seat: int
    card: str


class SecondChanceUsed(NamedTuple):
    """``seat`` discarded duplicate ``card`` and their Second Chance (C-5)."""

    seat: int
    card: str


class SecondChanceGiven(NamedTuple):
    """An extra Second Chance went from ``by`` to ``to`` (C-5)."""

    by: int
    to: int


class CardDiscarded(NamedTuple):
    """``card`` went to the discard pile without effect; ``reason`` says why.

    Reasons: ``"no-target"`` (V-8, C-4), ``"extra-chance"`` (C-5),
    ``"set-aside"`` (a Flip 7 or a bust voided set-aside cards, C-4/V-4).
    """

    card: str
    seat: int
    reason: str


class Flip7(NamedTuple):
    """``seat`` holds seven number cards: the round ends (G-10, V-13)."""

    seat: int


class Reshuffled(NamedTuple):
    """The discard pile (``cards`` cards) became the new deck (G-6)."""

    cards: int


class CardStolen(NamedTuple):
    """``by`` took ``card`` from ``victim``'s line (V-5)."""

    by: int
    victim: int
    card: str


class CardsSwapped(NamedTuple):
    """``by`` exchanged ``first`` and ``second`` ((seat, card) pairs) (V-6)."""

    by: int
    first: tuple[int, str]
    second: tuple[int, str]


class CardDiscardedByAction(NamedTuple):
    """``by`` discarded ``card`` from ``victim``'s line (V-7)."""

    by: int
    victim: int
    card: str


class UnluckyWipe(NamedTuple):
    """The Unlucky 7 cleared ``cards`` from ``seat``'s line (V-11)."""

    seat: int
    cards: tuple[str, ...]


class BrutalAttack(NamedTuple):
    """Flip 7 achiever ``by`` took −15 off ``on``'s round instead of +15 (V-B-3)."""

    by: int
    on: int


class Flip7Bonus(NamedTuple):
    """Flip 7 achiever ``seat`` took the +15 rather than take 15 off a rival (V-B-3)."""

    seat: int


class RoundScored(NamedTuple):
    """A round is over: per-seat ``scores`` and ``breakdowns``, new ``totals``."""

    number: int
    dealer: int
    scores: tuple[int, ...]
    breakdowns: tuple[Breakdown, ...]
    totals: tuple[int, ...]
    flip7: int | None
    busted: tuple[int, ...]


class TieBreak(NamedTuple):
    """The target was reached but ``seats`` share the lead: all play on (G-12)."""

    seats: tuple[int, ...]


class GameWon(NamedTuple):
    """``seat`` won with the single highest total (G-12)."""

    seat: int
    totals: tuple[int, ...]


#: Any event the engine reports.
Event = (
    RoundStarted | CardDealt | CardDrawn | CardSetAside | ActionPlayed | ModifierPlayed
    | Frozen | Stayed | Stopped | Busted | SecondChanceUsed | SecondChanceGiven | CardDiscarded
    | Flip7 | Reshuffled | CardStolen | CardsSwapped | CardDiscardedByAction | UnluckyWipe
    | BrutalAttack | Flip7Bonus | RoundScored | TieBreak | GameWon
)

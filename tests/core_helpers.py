"""Helpers for rules tests: stacked decks and moves written as short text."""

from __future__ import annotations

from game.core import CLASSIC, VENGEANCE, Game, Move, Rules
from game.core.editions import Edition, full_deck
from game.core.events import Event


def stacked(top: list[str], *, edition: Edition = CLASSIC, players: int = 3, dealer: int = 2,
            brutal: bool = False, target: int = 200) -> Game:
    """A game whose deck starts with ``top`` (top card first); the rest follows in
    the edition's plain order. With 3 players and dealer 2, seat 0 is dealt first
    and takes the first turn."""
    rest = full_deck(edition, players)
    for card in top:
        rest.remove(card)
    return Game([f"P{i}" for i in range(players)], Rules(edition, brutal, target),
                deck=top + rest, dealer=dealer)


def vstacked(top: list[str], **kwargs: object) -> Game:
    """:func:`stacked` for With a Vengeance."""
    return stacked(top, edition=VENGEANCE, **kwargs)  # type: ignore[arg-type]


def move(text: str) -> Move:
    """``"hit"``, ``"stay"``, ``"t 2"`` (target), ``"steal 1 9"``, ``"discard 1 9"``,
    ``"swap 0 5 1 9"``, ``"bonus"``, ``"attack 2"``."""
    word, *rest = text.split()
    if word in ("hit", "stay", "bonus"):
        return Move(word)
    if word in ("t", "target"):
        return Move("target", int(rest[0]))
    if word == "attack":
        return Move("attack", int(rest[0]))
    if word in ("steal", "discard"):
        return Move(word, int(rest[0]), rest[1])
    if word == "swap":
        return Move.swap((int(rest[0]), rest[1]), (int(rest[2]), rest[3]))
    raise ValueError(text)


def do(game: Game, *moves: str) -> list[Event]:
    """Apply moves in order; return all events they caused."""
    events: list[Event] = []
    for text in moves:
        events += game.apply(move(text))
    return events


def kinds(events: list[Event]) -> list[str]:
    """Event class names, for order checks."""
    return [type(e).__name__ for e in events]

"""Moves, pending decisions and the error for an illegal move.

A :class:`Move` is a tiny hashable value with the same fields as a record's
move (``shared/record-format.md``), so legal options can be compared as sets
(G-13) and written back to records unchanged.

>>> Move.swap((2, "7"), (0, "x")) == Move.swap((0, "x"), (2, "7"))
True
>>> Move.from_json({"do": "target", "player": 1})
Move(do='target', player=1, card=None, other=None)
"""

from __future__ import annotations

import json
from typing import Any, Final, NamedTuple

HIT: Final = "hit"
STAY: Final = "stay"
TARGET: Final = "target"
STEAL: Final = "steal"
DISCARD: Final = "discard"
SWAP: Final = "swap"
BONUS: Final = "bonus"
ATTACK: Final = "attack"

#: Decision kinds (the ``decision`` of a pending decision in replay output).
TURN: Final = "turn"
FLIP7: Final = "flip7"


class IllegalMove(ValueError):
    """A move the rules do not allow; ``rule`` is the rule id that forbids it."""

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule


class Move(NamedTuple):
    """One decision, as in a record.

    ``do`` is ``hit``, ``stay``, ``target``, ``steal``, ``discard``, ``swap``,
    ``bonus`` or ``attack``. ``player`` is the target / the seat a card is
    taken from / the attacked seat; ``card`` the card code for steal and
    discard; a swap keeps its two ``(seat, card)`` pairs in ``player, card``
    and ``other``, sorted so that naming order does not matter.
    """

    do: str
    player: int | None = None
    card: str | None = None
    other: tuple[int, str] | None = None

    @staticmethod
    def swap(first: tuple[int, str], second: tuple[int, str]) -> Move:
        """The swap of two (seat, card) pairs, in canonical order."""
        a, b = sorted((first, second))
        return Move(SWAP, a[0], a[1], b)

    def to_json(self) -> dict[str, Any]:
        """The record form of this move (without ``seat``).

        >>> Move(STEAL, 2, "x2").to_json()
        {'do': 'steal', 'from': 2, 'card': 'x2'}
        """
        if self.do in (TARGET, ATTACK):
            return {"do": self.do, "player": self.player}
        if self.do in (STEAL, DISCARD):
            return {"do": self.do, "from": self.player, "card": self.card}
        if self.do == SWAP:
            assert self.other is not None
            return {"do": SWAP, "cards": [[self.player, self.card], list(self.other)]}
        return {"do": self.do}

    @staticmethod
    def from_json(data: Any) -> Move:
        """Parse a record move; raises ``ValueError`` with a reason if malformed."""
        if not isinstance(data, dict):
            raise ValueError("a move must be an object")
        do = data.get("do")
        if do in (HIT, STAY, BONUS):
            return Move(do)
        if do in (TARGET, ATTACK):
            return Move(do, _seat_field(data, "player"))
        if do in (STEAL, DISCARD):
            return Move(do, _seat_field(data, "from"), _card_field(data.get("card")))
        if do == SWAP:
            cards = data.get("cards")
            if not (isinstance(cards, list) and len(cards) == 2
                    and all(isinstance(c, list) and len(c) == 2 for c in cards)):
                raise ValueError("swap needs \"cards\": [[seat, card], [seat, card]]")
            pairs = [(_seat_value(c[0], "cards"), _card_field(c[1])) for c in cards]
            return Move.swap(pairs[0], pairs[1])
        raise ValueError(f"unknown move {json.dumps(do, ensure_ascii=False)[:40]}")

    def __str__(self) -> str:
        data = self.to_json()
        return " ".join(str(v) for v in data.values())


def _seat_value(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"\"{name}\" must be a seat number")
    return value


def _seat_field(data: dict[str, Any], name: str) -> int:
    if name not in data:
        raise ValueError(f"missing \"{name}\"")
    return _seat_value(data[name], name)


def _card_field(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("\"card\" must be a card code")
    return value


class Decision(NamedTuple):
    """The decision the game waits for: ``seat`` must choose ``kind`` from ``options``.

    ``card`` is the card being played, for ``target`` / ``steal`` /
    ``swap`` / ``discard`` decisions (e.g. ``"freeze"``, ``"chance"``, ``"-4"``).
    """

    seat: int
    kind: str
    options: tuple[Move, ...]
    card: str | None = None

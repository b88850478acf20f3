"""Card codes and what each card is.

A card is its code string, exactly as written in ``shared/rules.md`` and in
game records (``"7"``, ``"x2"``, ``"freeze"``, ``"l13"`` …). Codes are cheap to
compare, hash and serialise, so the engine never wraps them in objects; the
facts about a code live in the tables below.

>>> number_value("12"), number_value("u7"), number_value("x2")
(12, 7, None)
>>> kind_of("flip3")
'action'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

NUMBER: Final = "number"
MODIFIER: Final = "modifier"
ACTION: Final = "action"

#: Action card codes of both editions.
FREEZE: Final = "freeze"
FLIP3: Final = "flip3"
CHANCE: Final = "chance"
ONEMORE: Final = "onemore"
FLIP4: Final = "flip4"
STEAL: Final = "steal"
SWAP: Final = "swap"
DISCARD: Final = "discard"

#: Special Vengeance numbers (V-10 … V-12).
ZERO: Final = "0"
UNLUCKY7: Final = "u7"
LUCKY13: Final = "l13"

ACTIONS: Final = frozenset({FREEZE, FLIP3, CHANCE, ONEMORE, FLIP4, STEAL, SWAP, DISCARD})
MODIFIERS: Final = frozenset(
    {"+2", "+4", "+6", "+8", "+10", "x2", "/2", "-2", "-4", "-6", "-8", "-10"}
)

# Value of every number card code; special numbers score as their face.
_NUMBER_VALUES: dict[str, int] = {str(v): v for v in range(14)}
_NUMBER_VALUES[UNLUCKY7] = 7
_NUMBER_VALUES[LUCKY13] = 13

#: Every card code either edition knows.
ALL_CODES: Final = frozenset(_NUMBER_VALUES) | ACTIONS | MODIFIERS


#: The face value of a number card, or ``None`` for any other card.
#: A bound ``dict.get``: it is the engine's and the AI's hottest call.
#:
#: >>> number_value("0"), number_value("l13")
#: (0, 13)
number_value: Callable[[str], int | None] = _NUMBER_VALUES.get


def kind_of(code: str) -> str:
    """``"number"``, ``"modifier"`` or ``"action"`` for a known card code.

    >>> kind_of("-4"), kind_of("13")
    ('modifier', 'number')
    """
    if code in _NUMBER_VALUES:
        return NUMBER
    if code in MODIFIERS:
        return MODIFIER
    if code in ACTIONS:
        return ACTION
    raise ValueError(f"unknown card code {code!r}")


def is_number(code: str) -> bool:
    """True for number cards (the Zero, Unlucky 7 and Lucky 13 included)."""
    return code in _NUMBER_VALUES


def card_name(code: str) -> str:
    """A short human name for log lines: ``"Flip Three"``, ``"÷2"``, ``"7"``.

    >>> card_name("flip3"), card_name("/2"), card_name("u7")
    ('Flip Three', '÷2', 'Unlucky 7')
    """
    return _NAMES.get(code, code.replace("-", "−"))


_NAMES: dict[str, str] = {
    FREEZE: "Freeze",
    FLIP3: "Flip Three",
    CHANCE: "Second Chance",
    ONEMORE: "Just One More",
    FLIP4: "Flip Four",
    STEAL: "Steal",
    SWAP: "Swap",
    DISCARD: "Discard",
    UNLUCKY7: "Unlucky 7",
    LUCKY13: "Lucky 13",
    "x2": "×2",
    "/2": "÷2",
}

"""Card codes and what each card is and does.

A card is its code string, exactly as written in ``shared/rules.md`` and in
game records (``"7"``, ``"x2"``, ``"freeze"``, ``"l13"`` …). Codes are cheap to
compare, hash and serialise, so the engine never wraps them in objects; the
facts about a code live in one table, :data:`CARDS`: its kind, its value,
its name, what playing it does, whom it may be played on, how many cards
it makes its target draw and the rule that says so. The engine reads that
table instead of asking for cards by name.

>>> number_value("12"), number_value("u7"), number_value("x2")
(12, 7, None)
>>> kind_of("flip3")
'action'
>>> CARDS["flip4"].effect, CARDS["flip4"].draws, CARDS["flip4"].targets, CARDS["flip4"].rule
('flip', 4, 'unbusted', 'V-4')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, NamedTuple

from .quoting import as_given

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

# What a card does once it is received (``Card.effect``).
#: It joins the line of whoever receives it: numbers (G-9) and classic
#: modifiers, which stay with the drawer (C-1).
JOIN: Final = "join"
#: A Second Chance joins the line; an extra one is given away (C-5).
GIVE: Final = "give"
#: A Vengeance modifier is put in a chosen player's line (V-1).
MODIFY: Final = "modify"
#: The target stops and banks their line (C-3).
FREEZE_TARGET: Final = "freeze"
#: The target draws ``draws`` cards and plays on (C-4, V-4).
FLIP: Final = "flip"
#: The target draws one card and then stops (V-3).
ONE_MORE: Final = "onemore"
#: A card moves from another player's line into the holder's (V-5).
TAKE: Final = "steal"
#: Two cards of two players' lines change places (V-6).
EXCHANGE: Final = "swap"
#: A card of a player's line goes to the discard pile (V-7).
REMOVE: Final = "discard"

# Whom a played card may go to (``Card.targets``).
#: Nobody: the card is not played on a player (it joins a line, or its
#: choice is of cards, V-5 … V-7).
NOBODY: Final = ""
#: Any active player, the holder included (C-2).
ACTIVE_PLAYERS: Final = "active"
#: Another active player who holds no Second Chance (C-5).
CHANCE_TAKERS: Final = "active-without-chance"
#: Any player not busted, stayed players included (V-1, V-2).
UNBUSTED: Final = "unbusted"
#: Any player not busted, or anybody at all in Brutal mode (V-1, V-B-2).
MODIFIER_TAKERS: Final = "unbusted-or-anyone-brutal"

#: The rule that says whom a card may target, per ``Card.targets`` (Brutal
#: modifiers: V-B-2).
TARGET_RULES: Final = {
    ACTIVE_PLAYERS: "C-2", CHANCE_TAKERS: "C-5", UNBUSTED: "V-1",
    MODIFIER_TAKERS: "V-1",
}


class Card(NamedTuple):
    """What one card code is and does.

    ``value`` is a number card's face (``None`` otherwise); ``effect`` what
    it does once received (:data:`JOIN`, :data:`GIVE`, :data:`MODIFY`,
    :data:`FREEZE_TARGET`, :data:`FLIP`, :data:`ONE_MORE`, :data:`TAKE`,
    :data:`EXCHANGE` or :data:`REMOVE`); ``targets`` whom it may be played
    on (one of :data:`NOBODY`, :data:`ACTIVE_PLAYERS`, :data:`CHANCE_TAKERS`,
    :data:`UNBUSTED`, :data:`MODIFIER_TAKERS`); ``draws`` how many cards its
    target then draws; ``rule`` the rule id of its effect.
    """

    code: str
    kind: str
    value: int | None
    name: str
    effect: str
    targets: str
    draws: int
    rule: str


def _table() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for value in range(14):
        cards[str(value)] = Card(str(value), NUMBER, value, str(value), JOIN, NOBODY, 0, "G-9")
    cards[UNLUCKY7] = Card(UNLUCKY7, NUMBER, 7, "Unlucky 7", JOIN, NOBODY, 0, "V-11")
    cards[LUCKY13] = Card(LUCKY13, NUMBER, 13, "Lucky 13", JOIN, NOBODY, 0, "V-12")
    for code in ("+2", "+4", "+6", "+8", "+10"):
        cards[code] = Card(code, MODIFIER, None, code, JOIN, NOBODY, 0, "C-1")
    cards["x2"] = Card("x2", MODIFIER, None, "×2", JOIN, NOBODY, 0, "C-1")
    cards["/2"] = Card("/2", MODIFIER, None, "÷2", MODIFY, MODIFIER_TAKERS, 0, "V-1")
    for code in ("-2", "-4", "-6", "-8", "-10"):
        name = code.replace("-", "−")
        cards[code] = Card(code, MODIFIER, None, name, MODIFY, MODIFIER_TAKERS, 0, "V-1")
    for card in (
        Card(FREEZE, ACTION, None, "Freeze", FREEZE_TARGET, ACTIVE_PLAYERS, 0, "C-3"),
        Card(FLIP3, ACTION, None, "Flip Three", FLIP, ACTIVE_PLAYERS, 3, "C-4"),
        Card(CHANCE, ACTION, None, "Second Chance", GIVE, CHANCE_TAKERS, 0, "C-5"),
        Card(ONEMORE, ACTION, None, "Just One More", ONE_MORE, UNBUSTED, 1, "V-3"),
        Card(FLIP4, ACTION, None, "Flip Four", FLIP, UNBUSTED, 4, "V-4"),
        Card(STEAL, ACTION, None, "Steal", TAKE, NOBODY, 0, "V-5"),
        Card(SWAP, ACTION, None, "Swap", EXCHANGE, NOBODY, 0, "V-6"),
        Card(DISCARD, ACTION, None, "Discard", REMOVE, NOBODY, 0, "V-7"),
    ):
        cards[card.code] = card
    return cards


#: Every card code either edition knows, with what it is and does.
CARDS: Final[dict[str, Card]] = _table()

#: Every card code either edition knows.
ALL_CODES: Final = frozenset(CARDS)

#: Value of every number card code; special numbers score as their face.
NUMBER_VALUES: Final[dict[str, int]] = {
    code: card.value for code, card in CARDS.items() if card.value is not None}


#: The face value of a number card, or ``None`` for any other card.
#: A bound ``dict.get``: it is the engine's and the AI's hottest call.
#:
#: >>> number_value("0"), number_value("l13")
#: (0, 13)
number_value: Callable[[str], int | None] = NUMBER_VALUES.get


def kind_of(code: str) -> str:
    """``"number"``, ``"modifier"`` or ``"action"`` for a known card code.

    >>> kind_of("-4"), kind_of("13")
    ('modifier', 'number')
    """
    card = CARDS.get(code)
    if card is None:
        raise ValueError(f"unknown card code {as_given(code, 12)!r}")
    return card.kind


def is_number(code: str) -> bool:
    """True for number cards (the Zero, Unlucky 7 and Lucky 13 included)."""
    return code in NUMBER_VALUES


def card_name(code: str) -> str:
    """A short human name for log lines: ``"Flip Three"``, ``"÷2"``, ``"7"``.

    >>> card_name("flip3"), card_name("/2"), card_name("u7")
    ('Flip Three', '÷2', 'Unlucky 7')
    """
    card = CARDS.get(code)
    return card.name if card is not None else code.replace("-", "−")

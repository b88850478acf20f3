"""What happens when a card arrives in a line: the one place that says it.

The engine, the table's display model and the computers' play-outs all ask
:func:`arrival` (what would happen) or :func:`receive` (make it happen):

- a number card joins the line (G-14) unless its value is already there:
  then the line busts (G-9), or a held Second Chance takes the duplicate and
  goes with it (C-5). The Lucky 13 lets a line hold two 13s (V-12); the
  Unlucky 7 never busts and wipes every other number and modifier (V-11);
  the seventh number makes Flip 7 (G-10, V-13); in Vengeance the Zero
  forces its holder to hit from then on (V-10);
- a classic modifier joins the drawer's line (C-1), a first Second Chance
  too; an extra Second Chance is given away (C-5); any other action, and a
  Vengeance modifier, is played by whoever received it (C-2, V-1);
- a card moved by Steal or Swap is received like a drawn one, but a moved
  modifier simply joins (V-9).

>>> from game.core.editions import CLASSIC, VENGEANCE
>>> line = ["5", "9", "chance"]
>>> arrival(line, "9", CLASSIC) == SAVED, receive(line, "9", CLASSIC), line
(True, 3, ['5', '9'])
>>> arrival(["13", "l13"], "13", VENGEANCE) == BUSTS, arrival(["l13"], "13", VENGEANCE)
(True, 0)
"""

from __future__ import annotations

from typing import Final

from .cards import ACTIONS, CARDS, CHANCE, GIVE, JOIN, LUCKY13, UNLUCKY7, ZERO, number_value
from .editions import Edition

#: The card joins the line and nothing else happens.
JOINS: Final = 0
#: The card joins and the line holds seven numbers: Flip 7 (G-10, V-13).
FLIP7: Final = 1
#: The card joins and the line busts (G-9).
BUSTS: Final = 2
#: The held Second Chance absorbs the duplicate: both leave the line (C-5).
SAVED: Final = 3
#: The Unlucky 7: every other number and modifier leaves the line (V-11).
WIPES: Final = 4
#: The card stays out of the line: its holder plays it (C-2, V-1).
PLAYED: Final = 5
#: A second Second Chance: its holder gives it away (C-5).
EXTRA: Final = 6
#: The Zero joins: its holder must hit from now on (V-10).
ZEROED: Final = 7

#: Outcomes after which the card lies in the line.
IN_LINE: Final = frozenset({JOINS, FLIP7, BUSTS, WIPES, ZEROED})

# For each number code but the 13s and the Unlucky 7: the codes in a line
# that make it bust (a 7 busts on a held Unlucky 7 too, V-11).
_CLASHES: dict[str, frozenset[str]] = {
    code: frozenset(other for other, card in CARDS.items() if card.value == value)
    for code, value in ((c, card.value) for c, card in CARDS.items())
    if value is not None and value != 13 and code != UNLUCKY7
}
_THIRTEENS: Final = ("13", LUCKY13)


def would_bust(line: list[str], card: str) -> bool:
    """Would ``card`` arriving in ``line`` bust it (no Second Chance)? (G-9, V-11, V-12)

    >>> would_bust(["13", "l13"], "13"), would_bust(["l13"], "13")
    (True, False)
    >>> would_bust(["7"], "u7"), would_bust(["u7"], "7")
    (False, True)
    """
    clashes = _CLASHES.get(card)
    if clashes is not None:
        return not clashes.isdisjoint(line)
    if card == "13" or card == LUCKY13:
        held = line.count("13") + line.count(LUCKY13)
        lucky = card == LUCKY13 or LUCKY13 in line
        return held >= (2 if lucky else 1)
    return False


def count_numbers(line: list[str]) -> int:
    """How many number cards ``line`` holds (toward Flip 7, G-10, V-13).

    >>> count_numbers(["5", "x2", "chance", "l13", "13"])
    3
    """
    count = 0
    for code in line:
        if number_value(code) is not None:
            count += 1
    return count


def arrival(line: list[str], card: str, edition: Edition, moved: bool = False) -> int:
    """What ``card`` arriving in ``line`` does: :data:`JOINS`, :data:`FLIP7`,
    :data:`BUSTS`, :data:`SAVED`, :data:`WIPES`, :data:`PLAYED`,
    :data:`EXTRA` or :data:`ZEROED`. ``moved`` is a card moved by Steal or
    Swap (V-9). ``line`` is not changed.

    >>> from game.core.editions import CLASSIC, VENGEANCE
    >>> arrival(["5"], "+4", CLASSIC), arrival(["5"], "-4", VENGEANCE)
    (0, 5)
    >>> arrival(["7", "3"], "u7", VENGEANCE) == WIPES
    True
    """
    info = CARDS[card]
    if info.value is None:
        if moved or info.effect == JOIN:
            return JOINS
        if info.effect == GIVE:
            return EXTRA if CHANCE in line else JOINS
        return PLAYED
    if card == UNLUCKY7:
        return WIPES
    if would_bust(line, card):
        return SAVED if CHANCE in line and not moved else BUSTS
    if len(line) >= 6 and count_numbers(line) >= 6:
        return FLIP7
    if card == ZERO and edition.zero_rules:
        return ZEROED
    return JOINS


def receive(line: list[str], card: str, edition: Edition, discard: list[str] | None = None,
            moved: bool = False) -> int:
    """Make ``card`` arrive in ``line`` by the rules and return the
    :func:`arrival` outcome. Cards that leave the line (a duplicate with its
    Second Chance, a line wiped by the Unlucky 7) go to ``discard``; a card
    its holder plays stays out of the line.

    >>> from game.core.editions import VENGEANCE
    >>> line, gone = ["7", "-4", "3"], []
    >>> receive(line, "u7", VENGEANCE, gone) == WIPES
    True
    >>> line, gone
    (['u7'], ['7', '-4', '3'])
    """
    outcome = arrival(line, card, edition, moved)
    if outcome in IN_LINE:
        if outcome == WIPES:
            kept = [c for c in line if c in ACTIONS]
            if discard is not None:
                discard.extend(c for c in line if c not in ACTIONS)
            line[:] = kept
        line.append(card)
    elif outcome == SAVED:
        line.remove(CHANCE)
        if discard is not None:
            discard.append(card)
            discard.append(CHANCE)
    return outcome

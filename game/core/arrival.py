"""What happens when a card arrives in a line: the one place that says it.

The engine, the table's display model and the computers' play-outs all
call :func:`receive` (the display model and the computers on a copy of a
line, to see what would happen):

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
>>> receive(line, "9", CLASSIC) == SAVED, line
(True, ['5', '9'])
>>> receive(["13", "l13"], "13", VENGEANCE) == BUSTS, receive(["l13"], "13", VENGEANCE)
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

#: Outcomes after which the card stays out of the line, held by whoever
#: received it until it is played or given away.
HELD: Final = frozenset({PLAYED, EXTRA})

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


def receive(line: list[str], card: str, edition: Edition, discard: list[str] | None = None,
            moved: bool = False) -> int:
    """Make ``card`` arrive in ``line`` by the rules; return what happened:
    :data:`JOINS`, :data:`FLIP7`, :data:`BUSTS`, :data:`SAVED`,
    :data:`WIPES`, :data:`PLAYED`, :data:`EXTRA` or :data:`ZEROED`.

    Cards that leave the line (a duplicate with its Second Chance, a line
    wiped by the Unlucky 7) go to ``discard``; a card its holder plays or
    gives away stays out of the line. ``moved`` is a card moved by Steal or
    Swap (V-9). To ask what would happen, pass a copy of the line.

    >>> from game.core.editions import CLASSIC, VENGEANCE
    >>> receive(["5"], "+4", CLASSIC) == JOINS, receive(["5"], "-4", VENGEANCE) == PLAYED
    (True, True)
    >>> line, gone = ["7", "-4", "3"], []
    >>> receive(line, "u7", VENGEANCE, gone) == WIPES, line, gone
    (True, ['u7'], ['7', '-4', '3'])
    """
    clashes = _CLASHES.get(card)
    if clashes is not None and clashes.isdisjoint(line):
        # The common case first: a number the line does not hold yet.
        if len(line) >= 6 and count_numbers(line) >= 6:
            line.append(card)
            return FLIP7
        line.append(card)
        return ZEROED if card == ZERO and edition.zero_rules else JOINS
    info = CARDS[card]
    if info.value is None:
        if moved or info.effect == JOIN:
            line.append(card)
            return JOINS
        if info.effect == GIVE and CHANCE not in line:
            line.append(card)
            return JOINS
        return EXTRA if info.effect == GIVE else PLAYED
    if card == UNLUCKY7:
        if discard is not None:
            discard.extend(c for c in line if c not in ACTIONS)
        line[:] = [c for c in line if c in ACTIONS]
        line.append(card)
        return WIPES
    if clashes is not None or would_bust(line, card):
        if CHANCE in line and not moved:
            line.remove(CHANCE)
            if discard is not None:
                discard.append(card)
                discard.append(CHANCE)
            return SAVED
        line.append(card)
        return BUSTS
    # A 13 the line may hold (V-12).
    if len(line) >= 6 and count_numbers(line) >= 6:
        line.append(card)
        return FLIP7
    line.append(card)
    return JOINS

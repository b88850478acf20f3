"""Round scoring for both editions (C-S, V-S, V-B-2).

Scoring is a pure function of a line, so the table can show the same
breakdown the engine used.

>>> score_classic(["12", "11", "x2", "8", "5", "+10"]).total  # 36 x2 +10 (C-S)
82
>>> score_vengeance(["13", "12", "11", "7", "5", "/2", "-4"], flip7=True).total
35
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .cards import NUMBER_VALUES, ZERO

FLIP7_BONUS: Final = 15


class Breakdown(NamedTuple):
    """How one seat's round score was reached, step by step.

    ``numbers`` is the plain sum of number cards; ``factor`` is ``"x2"``,
    ``"/2"`` or ``""``; ``after_factor`` the sum after it; ``bonus`` the added
    ``+n`` cards; ``minus`` the subtracted ``-n`` cards (as a positive number);
    ``floored`` tells that the V-S floor at 0 applied; ``zero`` that the Zero
    set the score to 0 (V-10); ``flip7`` the Flip 7 bonus (15 or 0);
    ``attack`` a Brutal −15 taken (V-B-3, 0 or −15); ``busted`` a bust.
    """

    numbers: int
    factor: str
    after_factor: int
    bonus: int
    minus: int
    floored: bool
    zero: bool
    flip7: int
    attack: int
    busted: bool
    total: int


def score_classic(line: list[str], *, flip7: bool = False, busted: bool = False) -> Breakdown:
    """Score a classic line (C-S): sum, ×2 on numbers only, bonuses, +15.

    >>> score_classic(["+6"]).total, score_classic(["x2"]).total
    (6, 0)
    >>> score_classic(["5", "5"], busted=True).total
    0
    """
    return classic_round(line, flip7, busted, False, True)


def classic_round(line: list[str], flip7: bool, busted: bool, brutal: bool,
                  flip7_bonus: bool) -> Breakdown:
    """:func:`score_classic` in the form every edition's scorer takes (the
    engine's and the AI's hot call); ``brutal`` and ``flip7_bonus`` exist
    only in Vengeance and are ignored."""
    if busted:
        return Breakdown(0, "", 0, 0, 0, False, False, 0, 0, True, 0)
    numbers = 0
    doubles = 0
    bonus = 0
    for code in line:
        value = NUMBER_VALUES.get(code)
        if value is not None:
            numbers += value
        elif code == "x2":
            doubles += 1
        elif code[0] == "+":
            bonus += int(code[1:])
    # Each x2 doubles the number sum only (C-1, C-S); two only meet with 2 decks.
    after = numbers << doubles
    extra = FLIP7_BONUS if flip7 else 0
    return Breakdown(
        numbers, "x2" if doubles else "", after, bonus, 0, False, False, extra, 0, False,
        after + bonus + extra,
    )


def score_vengeance(
    line: list[str], *, flip7: bool = False, busted: bool = False, brutal: bool = False,
    flip7_bonus: bool = True,
) -> Breakdown:
    """Score a Vengeance line (V-S; Brutal V-B-1, V-B-2).

    ``flip7_bonus`` is False when a Brutal Flip 7 took the attack instead of
    the +15 (V-B-3); the −15 on the victim is added by the engine.

    >>> score_vengeance(["0", "9", "8"]).total  # the Zero without Flip 7 (V-10)
    0
    >>> score_vengeance(["3", "-8"]).total, score_vengeance(["3", "-8"], brutal=True).total
    (0, -5)
    >>> score_vengeance(["5", "5", "-4"], busted=True, brutal=True).total
    -4
    """
    return vengeance_round(line, flip7, busted, brutal, flip7_bonus)


def vengeance_round(line: list[str], flip7: bool, busted: bool, brutal: bool,
                    flip7_bonus: bool) -> Breakdown:
    """:func:`score_vengeance` in the form every edition's scorer takes."""
    numbers = 0
    halves = 0
    minus = 0
    has_zero = False
    for code in line:
        value = NUMBER_VALUES.get(code)
        if value is not None:
            numbers += value
            if code == ZERO:
                has_zero = True
        elif code == "/2":
            halves += 1
        elif code[0] == "-":
            minus += int(code[1:])
    if busted:
        # V-B-2: a busted Brutal player scores 0 minus their minus cards.
        total = -minus if brutal else 0
        return Breakdown(0, "", 0, 0, minus if brutal else 0, False, False, 0, 0, True, total)
    after = numbers >> halves  # halving rounds down (V-S)
    if has_zero and not flip7:
        # V-10: the Zero makes the round worth 0 whatever else lies there.
        return Breakdown(numbers, "/2" if halves else "", after, 0, minus, False, True, 0, 0,
                         False, 0)
    total = after - minus
    floored = total < 0 and not brutal
    if floored:
        total = 0
    extra = FLIP7_BONUS if flip7 and flip7_bonus else 0
    return Breakdown(
        numbers, "/2" if halves else "", after, 0, minus, floored, False, extra, 0, False,
        total + extra,
    )

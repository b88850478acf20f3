"""Card counting: what the unseen cards are, and what the next ones will do.

The deck persists across rounds (G-5) and every card is dealt face up, so the
composition of the unseen pile is exact public information: the whole game's
cards minus every card seen since the last reshuffle (on the table, in the
discard pile, or being played). Only the order is hidden. That turns "how
risky is one more card?" into a count.

All chances here are for the pile the next card really comes from: with an
empty deck the discard pile is reshuffled first (G-6), see
:meth:`~game.core.view.PlayerView.next_card_counts`.

>>> bust_chance_for(["5", "9"], {"5": 4, "9": 8, "1": 8}, 20)
0.6
"""

from __future__ import annotations

from collections import Counter
from typing import Final, NamedTuple

from game.core.arrival import count_numbers
from game.core.cards import CARDS, CHANCE, LUCKY13, NUMBER_VALUES, UNLUCKY7, ZERO
from game.core.editions import full_deck
from game.core.view import PlayerView


def unseen_counts(view: PlayerView) -> dict[str, int]:
    """The unseen cards, counted from what has been seen since the last reshuffle.

    Every card of the game minus the cards in lines, in the discard pile and
    being played. This is what a careful human counts; it always equals the
    deck's composition (``view.deck_counts``), which the tests check.
    """
    counts = Counter(full_deck(view.rules.edition, view.n))
    counts.subtract(view.discard)
    counts.subtract(view.set_aside)
    for line in view.lines:
        counts.subtract(line)
    return {code: count for code, count in counts.items() if count > 0}


def held_values(line: list[str]) -> set[int]:
    """The number values in ``line`` (the Zero is the value 0)."""
    values = set()
    for code in line:
        value = NUMBER_VALUES.get(code)
        if value is not None:
            values.add(value)
    return values


# Precomputed per number code but the 13s: the plain code whose arrival
# busts a line holding it (a held Unlucky 7 busts on a 7, and an arriving
# Unlucky 7 busts nobody, V-11), and a bit per value so that two cards of one
# value count once.
_BUSTER: Final[dict[str, str]] = {
    code: str(card.value) for code, card in CARDS.items()
    if card.value is not None and card.value != 13
}
_VALUE_BIT: Final[dict[str, int]] = {
    code: 1 << int(plain) for code, plain in _BUSTER.items()}


def busting_cards(line: list[str], counts: dict[str, int]) -> int:
    """How many cards of a pile of ``counts`` would bust ``line`` (no Second Chance).

    Follows :func:`game.core.arrival.would_bust`: the Unlucky 7 never busts
    (V-11) and the Lucky 13 lets a line hold two 13s (V-12).

    >>> busting_cards(["13"], {"13": 5, "l13": 1}), busting_cards(["l13"], {"13": 5})
    (5, 0)
    >>> busting_cards(["u7", "3"], {"7": 6, "3": 2, "u7": 0})
    8
    """
    busting = 0
    thirteens = 0
    lucky = False
    seen = 0
    for code in line:
        bit = _VALUE_BIT.get(code)
        if bit is not None:
            if not seen & bit:
                seen |= bit
                busting += counts.get(_BUSTER[code], 0)
        elif code == "13" or code == LUCKY13:
            thirteens += 1
            if code == LUCKY13:
                lucky = True
    if thirteens:
        # V-12: with the Lucky 13 a plain 13 busts only once two 13s are held;
        # an arriving Lucky 13 never busts next to a single 13.
        if not lucky:
            busting += counts.get("13", 0)
        elif thirteens >= 2:
            busting += counts.get("13", 0) + counts.get(LUCKY13, 0)
    return busting


def bust_chance_for(line: list[str], counts: dict[str, int], size: int,
                    second_chance: bool = True) -> float:
    """Chance that one card from a pile of ``counts`` (``size`` cards) busts ``line``.

    A held Second Chance makes a duplicate harmless (C-5) unless
    ``second_chance`` is False (to ask "what if it were spent?").

    >>> bust_chance_for(["5", "9"], {"5": 4, "9": 8, "1": 8}, 20)
    0.6
    >>> bust_chance_for(["5", "chance"], {"5": 4, "1": 16}, 20)
    0.0
    >>> bust_chance_for(["5", "chance"], {"5": 4, "1": 16}, 20, second_chance=False)
    0.2
    """
    if size <= 0:
        return 0.0
    if second_chance and CHANCE in line:
        return 0.0
    return busting_cards(line, counts) / size


def bust_chance(view: PlayerView, seat: int, second_chance: bool = True) -> float:
    """Chance that ``seat`` busts on the next card drawn (reshuffle included)."""
    counts, size = view.next_card_counts()
    return bust_chance_for(view.lines[seat], counts, size, second_chance)


class CardOdds(NamedTuple):
    """What the next card does to one line, as chances (they need not sum to 1).

    ``bust`` counts a held Second Chance, ``bust_without_chance`` ignores it;
    ``zero`` is the chance of the Zero (V-10: the round is then worth 0 unless
    Flip 7); ``unlucky`` the chance of the Unlucky 7 wiping the line (V-11);
    ``flip7`` the chance that the next card completes Flip 7.
    """

    bust: float
    bust_without_chance: float
    zero: float
    unlucky: float
    flip7: float


def card_odds(line: list[str], counts: dict[str, int], size: int,
              zero_rules: bool = False) -> CardOdds:
    """The :class:`CardOdds` of ``line`` for a pile of ``counts`` (``size`` cards).

    >>> card_odds(["1", "2", "3", "4", "5", "6"], {"6": 2, "7": 4, "0": 1, "x2": 1}, 8)
    CardOdds(bust=0.25, bust_without_chance=0.25, zero=0.0, unlucky=0.0, flip7=0.625)
    """
    if size <= 0:
        return CardOdds(0.0, 0.0, 0.0, 0.0, 0.0)
    busting = busting_cards(line, counts)
    raw = busting / size
    bust = 0.0 if CHANCE in line else raw
    values = held_values(line)
    zero = counts.get(ZERO, 0) / size if zero_rules and 0 not in values else 0.0
    unlucky = counts.get(UNLUCKY7, 0) / size
    flip7 = 0.0
    if count_numbers(line) == 6:
        safe_numbers = sum(
            count for code, count in counts.items() if NUMBER_VALUES.get(code) is not None
        ) - busting
        if UNLUCKY7 in counts:
            safe_numbers -= counts[UNLUCKY7]  # V-11: it wipes the line instead
        flip7 = max(0, safe_numbers) / size
    return CardOdds(bust, raw, zero, unlucky, flip7)


def safe_gain(line: list[str], counts: dict[str, int], modifiers_kept: bool) -> float:
    """Expected points a non-busting card adds to ``line``'s number sum and bonuses.

    ``modifiers_kept`` is True in classic, where drawn ``+n`` / ``x2`` stay in
    the drawer's line (C-1); in Vengeance the drawer plays modifiers on
    others, so only numbers count. Action cards count as adding nothing.

    >>> safe_gain(["5"], {"5": 4, "8": 2, "+4": 1, "freeze": 1}, True)  # (8 + 8 + 4 + 0) / 4
    5.0
    """
    values = held_values(line)
    numbers = 0
    for code in line:
        value = NUMBER_VALUES.get(code)
        if value is not None:
            numbers += value
    total = 0.0
    safe = 0
    for code, count in counts.items():
        if count <= 0:
            continue
        value = NUMBER_VALUES.get(code)
        if value is not None:
            if value in values and code != UNLUCKY7:
                continue
            safe += count
            total += count * (value if code != UNLUCKY7 else 7 - numbers)
        else:
            safe += count
            if modifiers_kept:
                if code == "x2":
                    total += count * numbers
                elif code[0] == "+":
                    total += count * int(code[1:])
    return total / safe if safe else 0.0

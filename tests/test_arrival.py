"""The one rule of a card arriving in a line (core/arrival.py), on random lines.

The oracle below reads the rules as written: values held (G-9), the Lucky 13
pair (V-12), the Unlucky 7 (V-11), the Second Chance (C-5), seven numbers
(G-10, V-13), classic modifiers kept (C-1), Vengeance modifiers played
(V-1), an extra Second Chance given away (C-5), the Zero's forced hit
(V-10) and cards moved by Steal or Swap (V-9). Hypothesis draws lines of
any card codes, duplicates included, so the rule is checked beyond the
lines a game can reach.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import arrival as A
from game.core.cards import ACTIONS, CHANCE, LUCKY13, MODIFIERS, UNLUCKY7, ZERO, number_value
from game.core.editions import CLASSIC, VENGEANCE, Edition

CODES = sorted(set(CLASSIC.deck) | set(VENGEANCE.deck))


@st.composite
def arrivals(draw: st.DrawFn) -> tuple[Edition, list[str], str]:
    """An edition, a line of any of its card codes and a card of it."""
    edition = draw(st.sampled_from([CLASSIC, VENGEANCE]))
    codes = sorted(set(edition.deck))
    line = draw(st.lists(st.sampled_from(codes), max_size=9))
    return edition, line, draw(st.sampled_from(codes))


def _oracle(line: list[str], card: str, edition: Edition, moved: bool) -> int:
    value = number_value(card)
    if value is None:
        if moved:
            return A.JOINS  # V-9: a moved modifier simply joins
        if card in MODIFIERS:
            return A.PLAYED if edition.modifiers_played else A.JOINS  # V-1 / C-1
        if card == CHANCE:
            return A.EXTRA if CHANCE in line else A.JOINS  # C-5
        return A.PLAYED  # every other action is played by its holder
    if card == UNLUCKY7:
        return A.WIPES  # V-11: never a bust
    values = [number_value(c) for c in line if number_value(c) is not None]
    if value == 13:
        lucky = card == LUCKY13 or LUCKY13 in line
        busts = values.count(13) >= (2 if lucky else 1)  # V-12
    else:
        busts = value in values  # G-9 (a held Unlucky 7 is a 7)
    if busts:
        return A.SAVED if CHANCE in line and not moved else A.BUSTS
    if len(values) + 1 >= 7:
        return A.FLIP7
    if card == ZERO and edition.zero_rules:
        return A.ZEROED
    return A.JOINS


@settings(max_examples=800, deadline=None)
@given(case=arrivals(), moved=st.booleans())
def test_receive_follows_the_rules_on_any_line(case: tuple[Edition, list[str], str],
                                               moved: bool) -> None:
    edition, line, card = case
    changed = list(line)
    gone: list[str] = []
    outcome = A.receive(changed, card, edition, gone, moved=moved)
    assert outcome == _oracle(line, card, edition, moved)
    if outcome in (A.JOINS, A.FLIP7, A.BUSTS, A.ZEROED):
        assert changed == [*line, card] and gone == []
    elif outcome == A.SAVED:
        rest = list(line)
        rest.remove(CHANCE)
        assert changed == rest and gone == [card, CHANCE]
    elif outcome == A.WIPES:
        assert changed == [c for c in line if c in ACTIONS] + [UNLUCKY7]
        assert gone == [c for c in line if c not in ACTIONS]
    else:  # held out of the line: played or given away
        assert outcome in A.HELD and changed == line and gone == []


@given(line=st.lists(st.sampled_from(CODES), max_size=9), card=st.sampled_from(CODES))
def test_would_bust_is_the_bust_of_receive(line: list[str], card: str) -> None:
    without_chance = [c for c in line if c != CHANCE]
    outcome = A.receive(list(without_chance), card, VENGEANCE)
    assert A.would_bust(without_chance, card) == (outcome == A.BUSTS)

"""Card counting: the unseen composition and the chance of busting (issue 4.2)."""

from __future__ import annotations

import random

from core_helpers import do, stacked, vstacked
from hypothesis import given
from hypothesis import strategies as st

from game.ai import RandomPolicy
from game.ai.counting import (
    bust_chance,
    bust_chance_for,
    busting_cards,
    card_odds,
    unseen_counts,
)
from game.core import CLASSIC, VENGEANCE, Game, Rules
from game.core.engine import would_bust
from game.core.view import PlayerView


def test_unseen_counts_match_the_deck_through_whole_games() -> None:
    # Counting what has been seen since the last reshuffle gives exactly the
    # deck's composition, across rounds and reshuffles (G-5, G-6).
    policy = RandomPolicy()
    for seed, edition in ((1, CLASSIC), (2, VENGEANCE)):
        game = Game(3, Rules(edition, target=300), rng=random.Random(seed))
        rng = random.Random(seed)
        reshuffled = False
        while game.pending is not None:
            view = PlayerView(game, game.pending.seat)
            expected = {c: n for c, n in game.deck_counts.items() if n}
            assert unseen_counts(view) == expected
            before = len(game.reshuffle_orders)
            game.apply(policy.choose(view, game.pending, rng))
            reshuffled = reshuffled or len(game.reshuffle_orders) > before
        assert reshuffled  # the test did cross a reshuffle


def test_bust_chance_counts_the_persistent_deck() -> None:
    # Seat 0 holds a 12; the other eleven 12s are unseen among 91 cards.
    game = stacked(["12", "1", "2"])
    view = PlayerView(game, 0)
    assert bust_chance(view, 0) == 11 / 91


def test_second_chance_makes_the_next_card_safe_unless_asked_without() -> None:
    counts = {"5": 4, "1": 16}
    assert bust_chance_for(["5", "chance"], counts, 20) == 0.0
    assert bust_chance_for(["5", "chance"], counts, 20, second_chance=False) == 0.2
    odds = card_odds(["5", "chance"], counts, 20)
    assert (odds.bust, odds.bust_without_chance) == (0.0, 0.2)


def test_vengeance_specials() -> None:
    # V-11: the Unlucky 7 never busts, a plain 7 busts a held Unlucky 7.
    assert busting_cards(["7"], {"7": 5, "u7": 1}) == 5
    assert busting_cards(["u7"], {"7": 6}) == 6
    # V-12: the Lucky 13 lets one plain 13 join; a third 13 busts.
    assert busting_cards(["l13"], {"13": 12}) == 0
    assert busting_cards(["13"], {"13": 11, "l13": 1}) == 11
    assert busting_cards(["13", "l13"], {"13": 11}) == 11
    # V-10: the Zero is not a bust but ruins the round: its chance is reported.
    odds = card_odds(["5"], {"0": 1, "5": 4, "9": 5}, 10, zero_rules=True)
    assert (odds.bust, odds.zero, odds.unlucky) == (0.4, 0.1, 0.0)


def test_flip7_chance_with_six_numbers() -> None:
    # Safe numbers 7 (x4) of 8 cards; the two 6s bust; x2 is neither.
    odds = card_odds(["1", "2", "3", "4", "5", "6"], {"6": 2, "7": 4, "0": 1, "x2": 1}, 8)
    assert odds.flip7 == 5 / 8 and odds.bust == 2 / 8


def test_bust_chance_reads_a_vengeance_table() -> None:
    game = vstacked(["13", "l13", "7"])
    do(game, "hit")  # seat 0 takes the next card of the plain order: a 0 (the Zero)
    view = PlayerView(game, 1)
    # Seat 1 holds the Lucky 13: plain 13s do not bust it.
    assert bust_chance(view, 1) == 0.0


NUMBER_CODES = ["0", "1", "2", "3", "5", "7", "u7", "12", "13", "l13"]


@given(
    line=st.lists(st.sampled_from([*NUMBER_CODES, "x2", "-4", "chance"]), max_size=5),
    counts=st.dictionaries(st.sampled_from([*NUMBER_CODES, "+4", "freeze"]),
                           st.integers(0, 6), max_size=8),
)
def test_bust_chance_agrees_with_the_rules_engine(line: list[str], counts: dict[str, int]
                                                   ) -> None:
    # Keep only lines the rules allow (no duplicate that would have busted).
    legal: list[str] = []
    for code in line:
        if not would_bust(legal, code) and code != "u7":
            legal.append(code)
    size = sum(counts.values()) + 3
    expected = sum(n for code, n in counts.items() if would_bust(legal, code))
    assert bust_chance_for(legal, counts, size, second_chance=False) == expected / size

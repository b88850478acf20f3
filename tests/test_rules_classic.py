"""Stacked-deck scenarios for the common (G-…) and classic (C-…) rules.

Unless said otherwise: 3 players, dealer seat 2, so the deal goes 0, 1, 2 and
seat 0 takes the first turn.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from core_helpers import do, kinds, stacked

from game.core import ACTIVE, BUSTED, CLASSIC, FROZEN, STAYED, VENGEANCE, Game, IllegalMove, Rules
from game.core.editions import decks_needed, full_deck
from game.core.events import (
    ActionPlayed,
    Busted,
    CardDealt,
    CardDiscarded,
    CardDrawn,
    CardSetAside,
    Flip7,
    Frozen,
    GameWon,
    Reshuffled,
    RoundScored,
    RoundStarted,
    SecondChanceGiven,
    SecondChanceUsed,
    Stopped,
    TieBreak,
)


def scored(events: list[object]) -> RoundScored:
    found = [e for e in events if isinstance(e, RoundScored)]
    assert len(found) == 1
    return found[0]


# ----------------------------------------------------------------- G rules


def test_g1_editions_have_their_decks() -> None:
    classic = Counter(CLASSIC.deck)
    assert len(CLASSIC.deck) == 94
    assert classic["12"] == 12 and classic["1"] == 1 and classic["0"] == 1
    assert classic["freeze"] == classic["flip3"] == classic["chance"] == 3
    assert all(classic[m] == 1 for m in ("+2", "+4", "+6", "+8", "+10", "x2"))
    venge = Counter(VENGEANCE.deck)
    assert len(VENGEANCE.deck) == 108
    assert venge["7"] == 6 and venge["u7"] == 1 and venge["13"] == 12 and venge["l13"] == 1
    assert all(venge[c] == 2 for c in ("onemore", "flip4", "steal", "swap", "discard"))
    assert all(venge[m] == 1 for m in ("/2", "-2", "-4", "-6", "-8", "-10"))
    assert "freeze" not in venge and "x2" not in venge


def test_g2_player_count_and_decks() -> None:
    with pytest.raises(ValueError, match="G-2"):
        Game(2)
    assert decks_needed(18) == 1 and decks_needed(19) == 2 and decks_needed(36) == 2
    game = Game(19, rng=random.Random(1))
    assert len(game.all_cards()) == 188


def test_g3_target_is_a_setting_within_50_to_1000() -> None:
    assert Rules().target == 200
    with pytest.raises(ValueError, match="G-3"):
        Rules(CLASSIC, target=49)
    with pytest.raises(ValueError, match="G-3"):
        Rules(CLASSIC, target=1001)
    assert Rules(CLASSIC, target=1000).target == 1000


def test_g4_first_dealer_random_then_rotates_left() -> None:
    dealers = {Game(4, rng=random.Random(seed)).dealer for seed in range(30)}
    assert dealers == {0, 1, 2, 3}
    game = stacked(["5", "6", "7"])
    events = do(game, "stay", "stay", "stay")
    assert [e for e in events if isinstance(e, RoundStarted)] == [RoundStarted(2, 0, False)]
    assert game.dealer == 0
    # New dealer 0: the deal starts with seat 1 and seat 0 is dealt last.
    assert [e.seat for e in events if isinstance(e, CardDealt)] == [1, 2, 0]


def test_g5_deck_persists_across_rounds() -> None:
    game = stacked(["5", "6", "7", "8", "9", "10"])
    do(game, "stay", "stay", "stay")
    # Round 2 goes on with the same deck: 8, 9, 10 are dealt to seats 1, 2, 0.
    assert game.lines == [["10"], ["8"], ["9"]]
    assert sorted(game.discard) == ["5", "6", "7"]
    assert len(game.deck) == 94 - 6


def test_g6_reshuffle_only_the_discard_pile_when_the_deck_runs_out() -> None:
    game = stacked(["5", "6", "7", "8"])
    # Surgery: leave one card in the deck, the rest in the discard pile.
    moved = game.deck[:-1]
    game.discard.extend(moved)
    del game.deck[:-1]
    game._count_deck()
    order = sorted(moved, key=lambda c: (c != "3", c))  # a "3" on top
    game.reshuffler.orders = [order]
    events = do(game, "hit")  # draws the last deck card (8)
    assert game.lines[0] == ["5", "8"]
    events = do(game, "hit")  # seat 1: empty deck -> reshuffle
    assert Reshuffled(len(moved)) in events
    assert game.lines[1] == ["6", "3"]
    assert game.discard == []
    assert game.reshuffle_orders == [order]
    # Cards in front of players were not reshuffled.
    assert sorted(game.all_cards()) == sorted(full_deck(CLASSIC, 3))


def test_g6_reshuffle_must_be_a_permutation_of_the_discard_pile() -> None:
    game = stacked(["5", "6", "7", "8"])
    game.discard.extend(game.deck)
    game.deck.clear()
    game._count_deck()
    game.reshuffler.orders = [["1", "2"]]
    with pytest.raises(IllegalMove, match="G-6"):
        do(game, "hit")


def test_g6_nothing_left_to_draw_means_staying() -> None:
    game = stacked(["5", "6", "7"])
    game.deck.clear()
    game._count_deck()
    events = do(game, "hit")
    assert Stopped(0, "empty") in events
    assert game.status[0] == STAYED
    assert game.pending is not None and game.pending.seat == 1


def test_g7_deal_order_and_actions_resolved_during_the_deal() -> None:
    game = stacked(["flip3", "4", "5", "6", "7"])
    assert game.pending is not None and game.pending.kind == "target"
    events = do(game, "t 2")
    # Seat 2 drew 4, 5, 6 through Flip Three and is skipped in the deal.
    assert game.lines == [[], ["7"], ["4", "5", "6"]]
    assert [e for e in events if isinstance(e, CardDealt)] == [CardDealt(1, "7")]
    assert game.pending.seat == 0 and game.pending.kind == "turn"


def test_g8_play_continues_after_the_player_whose_turn_it_was() -> None:
    game = stacked(["5", "6", "7", "flip3", "1", "2", "3"])
    do(game, "hit", "t 2")
    assert game.lines[2] == ["7", "1", "2", "3"]
    # Not seat 0 again, not seat 2's neighbour: seat 1.
    assert game.pending.seat == 1
    do(game, "stay")
    assert game.pending.seat == 2
    do(game, "stay", "hit")  # seat 0 hits 0
    assert game.pending.seat == 0  # 1 and 2 stayed: skipped


def test_g9_bust_scores_zero_and_cards_stay() -> None:
    game = stacked(["5", "6", "7", "5"])
    events = do(game, "hit")
    assert Busted(0, "5") in events
    assert game.status[0] == BUSTED and game.lines[0] == ["5", "5"]
    events = do(game, "stay", "stay")
    result = scored(events)
    assert result.scores == (0, 6, 7) and result.busted == (0,)


def _seat0_collects(cards: list[str], extra: list[str]) -> Game:
    """Seat 0 is dealt cards[0] and hits the rest while seats 1 and 2 (dealt a 12
    each) stay; ``extra`` cards follow in the deck."""
    game = stacked([cards[0], "12", "12", *cards[1:], *extra])
    do(game, "hit", "stay", "stay", *["hit"] * (len(cards) - 2))
    return game


def test_g10_flip7_ends_the_round_at_once_with_15() -> None:
    game = stacked(["3", "1", "2", "4", "12", "12", "5", "11", "11", "6", "10", "10",
                    "8", "0", "7", "9", "9", "9", "10"])
    do(game, *["hit"] * 15)
    assert not game.rounds and game.lines[0] == ["3", "4", "5", "6", "8", "9"]
    events = do(game, "hit")
    assert Flip7(0) in events
    # Seats 1 and 2 were still active: the round ended for them too.
    assert game.rounds[0].lines[1] == ("1", "12", "11", "10", "0", "9")
    result = scored(events)
    assert result.flip7 == 0
    assert result.scores == (3 + 4 + 5 + 6 + 8 + 9 + 10 + 15, 43, 51)


def test_g11_round_ends_when_nobody_is_active() -> None:
    game = stacked(["5", "6", "7", "freeze"])
    do(game, "stay", "hit")
    events = do(game, "t 2")  # seat 1 freezes seat 2: seat 1 still active
    assert not any(isinstance(e, RoundScored) for e in events)
    assert game.pending.seat == 1
    events = do(game, "stay")
    assert scored(events).scores == (5, 6, 7)


def test_g12_tie_at_the_top_plays_another_round() -> None:
    game = stacked(["12", "12", "1", "11", "11", "10", "10", "9", "9", "8", "8",
                    "7", "6", "5"], target=50)
    events = do(game, "hit", "hit", "stay", "hit", "hit", "hit", "hit", "hit", "hit",
                "stay", "stay")
    assert game.totals == [50, 50, 1]
    assert TieBreak((0, 1)) in events
    assert not game.finished and RoundStarted(2, 0, True) in events
    events = do(game, "stay", "stay", "stay")  # seats 1, 2, 0 got 7, 6, 5
    assert game.finished and game.winner == 1 and game.totals == [55, 57, 7]
    assert GameWon(1, (55, 57, 7)) in events


def test_g12_below_the_target_the_game_goes_on() -> None:
    game = stacked(["12", "5", "1", "11", "10"], target=50)
    do(game, "hit", "stay", "stay", "hit", "stay")
    assert game.totals == [33, 5, 1] and not game.finished


def test_g13_single_option_is_automatic_and_not_recorded() -> None:
    game = stacked(["5", "6", "7", "freeze"])
    do(game, "stay", "stay")
    events = do(game, "hit")  # seat 2 alone: the Freeze must go to seat 2
    assert ActionPlayed("freeze", 2, 2) in events and Frozen(2, 2) in events
    assert [m.do for _, m in game.moves] == ["stay", "stay", "hit"]


def test_g14_line_keeps_arrival_order() -> None:
    game = stacked(["9", "6", "7", "+4", "3"])
    do(game, "hit", "stay", "stay", "hit")
    assert game.lines[0] == ["9", "+4", "3"]


# ----------------------------------------------------------------- C rules


def test_c1_modifiers_never_bust_nor_count_toward_flip7() -> None:
    game = _seat0_collects(["3", "4", "5", "6", "8", "9"], ["x2", "+4", "10"])
    assert game.lines[0] == ["3", "4", "5", "6", "8", "9"]
    events = do(game, "hit", "hit")
    assert not any(isinstance(e, Flip7) for e in events)  # 6 numbers + 2 modifiers
    events = do(game, "hit")
    assert Flip7(0) in events
    # (3+4+5+6+8+9+10) x2 + 4 + 15
    assert scored(events).scores[0] == 45 * 2 + 4 + 15
    assert scored(events).scores[1:] == (12, 12)


def test_c2_actions_target_active_players_only() -> None:
    game = stacked(["5", "6", "7", "freeze"])
    do(game, "stay", "hit")
    assert {m.player for m in game.pending.options} == {1, 2}
    with pytest.raises(IllegalMove, match=r"C-2"):
        do(game, "t 0")  # seat 0 stayed
    do(game, "t 1")
    assert "freeze" not in game.lines[1] and "freeze" in game.discard


def test_c3_freeze_banks_points_even_with_an_empty_line_during_the_deal() -> None:
    game = stacked(["freeze", "5", "6", "7"])
    events = do(game, "t 2")
    assert Frozen(2, 0) in events
    assert game.status[2] == FROZEN and game.lines == [[], ["5"], []]
    # Seat 2 was skipped by the deal; seat 0 plays on.
    assert game.pending.seat == 0
    do(game, "hit", "stay", "stay")  # seat 0 draws 6, stays
    assert game.rounds[-1].scores == (6, 5, 0)


def test_c4_flip_three_sets_aside_actions_and_resolves_them_after() -> None:
    game = stacked(["flip3", "4", "freeze", "9", "6"])
    events = do(game, "t 1")
    assert CardSetAside(1, "freeze") in events
    assert game.lines[1] == ["4", "9"]
    # After the three cards, seat 1 chooses the Freeze's target.
    assert game.pending.seat == 1 and game.pending.card == "freeze"
    events = do(game, "t 0")
    assert game.status[0] == FROZEN
    # The deal goes on: seat 1 already drew, seat 2 is dealt.
    assert game.lines[2] == ["6"]


def test_c4_flip_three_is_discarded_only_after_its_set_aside_cards() -> None:
    """rules.md, "Readings settled": Flip Three goes to the discard pile after its
    set-aside cards are resolved. Here a set-aside Flip Three finds the deck empty and
    the pile is reshuffled (G-6): the first Flip Three, still in play, is not in it."""
    game = stacked(["5", "6", "7", "flip3", "flip3", "4", "8"])
    # Surgery: after the three numbers dealt and the four cards above, the deck is empty.
    moved = game.deck[:-4]
    game.discard.extend(moved)
    del game.deck[:-4]
    game._count_deck()
    in_pile = moved.count("flip3")
    do(game, "hit")  # seat 0 draws Flip Three
    events = do(game, "t 0")  # on itself: Flip Three (set aside), 4, 8
    assert CardSetAside(0, "flip3") in events and game.lines[0] == ["5", "4", "8"]
    assert "flip3" not in game.discard[len(moved):]  # still in play
    assert game.pending is not None and game.pending.card == "flip3"
    events = do(game, "t 1")  # the set-aside Flip Three: seat 1 draws from a reshuffle
    assert Reshuffled(len(moved)) in events
    assert game.reshuffle_orders[0].count("flip3") == in_pile
    assert sorted(game.all_cards()) == sorted(full_deck(CLASSIC, 3))


def test_c4_flip_three_keeps_its_place_in_the_pile_without_a_reshuffle() -> None:
    """Resolved without a reshuffle, the first Flip Three lies in the pile under the cards
    its set-aside Freeze sent there, as the pile always was (seeded reshuffles alike)."""
    game = stacked(["5", "6", "7", "flip3", "freeze", "4", "8"])
    do(game, "hit", "t 0")
    assert "flip3" not in game.discard and game.pending.card == "freeze"
    do(game, "t 1")
    assert game.discard[-2:] == ["flip3", "freeze"]
    assert sorted(game.all_cards()) == sorted(full_deck(CLASSIC, 3))


def test_c4_busted_target_chooses_among_other_active_players() -> None:
    game = stacked(["flip3", "4", "freeze", "4"])
    do(game, "t 1")
    assert game.status[1] == BUSTED
    assert game.pending.seat == 1 and {m.player for m in game.pending.options} == {0, 2}


def test_c4_set_aside_card_with_no_active_player_is_discarded() -> None:
    game = stacked(["5", "6", "7", "flip3", "freeze", "7"])
    events = do(game, "stay", "stay", "hit")  # seat 2 alone: Flip Three on itself
    assert Busted(2, "7") in events
    assert CardDiscarded("freeze", 2, "no-target") in events
    assert scored(events).scores == (5, 6, 0)


def test_c4_second_chance_drawn_in_flip_three_saves_later_in_it() -> None:
    game = stacked(["flip3", "chance", "8", "8", "6"])
    events = do(game, "t 1")
    assert SecondChanceUsed(1, "8") in events
    assert game.lines[1] == ["8"] and game.status[1] == ACTIVE
    assert game.lines[2] == ["6"]


def test_c4_flip7_during_flip_three_discards_set_aside_cards() -> None:
    game = _seat0_collects(["1", "4", "5", "6", "7"], ["flip3", "freeze", "8", "9"])
    assert game.lines[0] == ["1", "4", "5", "6", "7"]
    events = do(game, "hit")  # Flip Three on itself (the only active player)
    assert Flip7(0) in events
    assert CardDiscarded("freeze", 0, "set-aside") in events
    assert scored(events).scores[0] == 1 + 4 + 5 + 6 + 7 + 8 + 9 + 15
    # The Flip Three itself was played, not set aside: no word of it (the History said
    # "The set-aside Flip Three is discarded unplayed": QA 236); it is on the pile.
    assert [e.card for e in events if isinstance(e, CardDiscarded)] == ["freeze"]
    assert "flip3" in game.discard


def test_c4_flip7_on_a_flip_threes_last_card_sets_nothing_aside() -> None:
    """G-10 on the third card of a Flip Three (QA 236): nothing was set aside, and no
    card is said to be discarded unplayed; the Flip Three goes to the pile."""
    game = _seat0_collects(["1", "4", "5", "6"], ["flip3", "7", "8", "9"])
    events = do(game, "hit")
    assert Flip7(0) in events
    assert not [e for e in events if isinstance(e, CardDiscarded)]
    assert "flip3" in game.discard


def test_c5_second_chance_cancels_a_duplicate() -> None:
    game = stacked(["chance", "5", "6", "3", "3"])
    events = do(game, "hit", "stay", "stay", "hit")
    assert SecondChanceUsed(0, "3") in events
    assert game.lines[0] == ["3"] and game.status[0] == ACTIVE
    assert game.discard[-2:] == ["3", "chance"]
    assert game.pending.seat == 0  # still in, their turn was over


def test_c5_extra_second_chance_is_given_to_an_active_player_without_one() -> None:
    game = stacked(["chance", "5", "6", "chance"])
    do(game, "hit")
    assert game.pending.card == "chance"
    assert {m.player for m in game.pending.options} == {1, 2}
    events = do(game, "t 2")
    assert SecondChanceGiven(0, 2) in events and game.lines[2] == ["6", "chance"]


def test_c5_extra_second_chance_with_no_taker_is_discarded() -> None:
    game = stacked(["chance", "5", "6", "2", "chance"])
    events = do(game, "hit", "stay", "stay", "hit")
    assert CardDiscarded("chance", 0, "extra-chance") in events
    assert game.lines[0] == ["chance", "2"]


def test_c5_unused_second_chance_is_discarded_with_the_line() -> None:
    game = stacked(["chance", "5", "6", "4"])
    events = do(game, "hit", "stay", "stay", "stay")
    assert game.rounds[0].lines[0] == ("chance", "4")
    assert scored(events).scores == (4, 5, 6)
    assert "chance" in game.discard


def test_cs_scoring_in_play_doubles_numbers_only() -> None:
    game = _seat0_collects(["12", "11", "x2", "8", "5", "+10"], [])
    events = do(game, "stay")
    assert scored(events).scores[0] == 82  # 36 x2 + 10 (seed 000)


def test_drawn_cards_are_reported_in_order() -> None:
    game = stacked(["5", "6", "7", "9"])
    events = do(game, "hit")
    assert events == [CardDrawn(0, "9")]
    assert kinds(game.opening_events) == ["RoundStarted", "CardDealt", "CardDealt", "CardDealt"]

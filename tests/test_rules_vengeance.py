"""Stacked-deck scenarios for With a Vengeance (V-…) and Brutal mode (V-B-…).

3 players, dealer seat 2: the deal goes 0, 1, 2 and seat 0 plays first.
"""

from __future__ import annotations

import pytest
from core_helpers import do, move, vstacked

from game.core import BUSTED, STAYED, IllegalMove, Move
from game.core.events import (
    BrutalAttack,
    Busted,
    CardDiscarded,
    CardDiscardedByAction,
    CardsSwapped,
    CardStolen,
    Flip7,
    Flip7Bonus,
    ModifierPlayed,
    RoundScored,
    Stopped,
    UnluckyWipe,
)


def scores(events: list[object]) -> tuple[int, ...]:
    found = [e for e in events if isinstance(e, RoundScored)]
    assert len(found) == 1
    return found[0].scores


def targets(game: object) -> set[int | None]:
    return {m.player for m in game.pending.options}  # type: ignore[attr-defined]


def test_v1_modifiers_are_played_on_any_unbusted_player_and_stay_there() -> None:
    game = vstacked(["-4", "5", "6", "7"])
    assert game.pending.kind == "target" and game.pending.card == "-4"
    assert targets(game) == {0, 1, 2}
    events = do(game, "t 1")
    assert ModifierPlayed("-4", 0, 1) in events
    assert game.lines == [[], ["-4", "5"], ["6"]]


def test_v1_stayed_players_are_legal_targets_and_actions_are_discarded() -> None:
    game = vstacked(["5", "6", "7", "onemore", "8"])
    do(game, "stay", "hit")
    assert targets(game) == {0, 1, 2}
    events = do(game, "t 0")
    assert game.lines[0] == ["5", "8"] and "onemore" in game.discard
    assert Stopped(0, "onemore") in events


def test_v2_a_stayed_player_can_still_bust_and_never_plays_again() -> None:
    game = vstacked(["5", "6", "7", "onemore", "5"])
    events = do(game, "stay", "hit", "t 0")
    assert Busted(0, "5") in events and game.status[0] == BUSTED
    game = vstacked(["5", "6", "7", "8"])
    do(game, "stay", "stay", "hit")
    assert game.pending.seat == 2  # seats 0 and 1 stayed: skipped


def test_v3_just_one_more_takes_one_card_then_stops() -> None:
    game = vstacked(["onemore", "8", "6", "7"])
    events = do(game, "t 1")
    assert Stopped(1, "onemore") in events
    assert game.lines == [[], ["8"], ["6"]] and game.status[1] == STAYED
    assert game.pending.seat == 0


def test_v3_the_card_drawn_is_resolved_as_usual_before_stopping() -> None:
    game = vstacked(["onemore", "-2", "6", "7"])
    do(game, "t 1")
    assert game.pending.seat == 1 and game.pending.card == "-2"
    do(game, "t 2")
    assert game.lines == [[], [], ["-2", "6"]] and game.status[1] == STAYED


def test_v4_flip_four_resolves_set_aside_cards_after_four() -> None:
    game = vstacked(["flip4", "3", "-2", "4", "5", "6"])
    do(game, "t 1")
    assert game.lines[1] == ["3", "4", "5"]
    assert game.pending.seat == 1 and game.pending.card == "-2"
    do(game, "t 0")
    assert game.lines == [["-2"], ["3", "4", "5"], ["6"]]


def test_v4_set_aside_cards_are_void_when_the_target_busts() -> None:
    game = vstacked(["flip4", "3", "steal", "3", "6"])
    events = do(game, "t 1")
    assert game.status[1] == BUSTED
    assert CardDiscarded("steal", 1, "set-aside") in events
    assert game.lines[2] == ["6"] and game.pending.seat == 0


def test_v4_a_target_who_busts_while_resolving_discards_the_rest() -> None:
    """"Only if the target did not bust" (seed 004: "als de speler niet af is"): a Steal
    resolved after the four cards makes the target bust on a second 6, and the −2 set
    aside after it is discarded unplayed; the busted target chose its target before."""
    game = vstacked(["5", "6", "6", "flip4", "steal", "-2", "1", "2", "9"])
    do(game, "hit", "t 1")
    assert game.lines[1] == ["6", "1", "2"] and game.pending.card == "steal"
    events = do(game, "steal 2 6")
    assert Busted(1, "6") in events and game.status[1] == BUSTED
    assert CardDiscarded("-2", 1, "set-aside") in events
    assert game.pending.seat == 2 and game.pending.kind == "turn"
    assert "-2" in game.discard and all("-2" not in line for line in game.lines)


def test_v4_a_stayed_target_stays_stopped() -> None:
    game = vstacked(["5", "6", "7", "flip4", "1", "2", "3", "4"])
    do(game, "stay", "hit", "t 0")
    assert game.lines[0] == ["5", "1", "2", "3", "4"] and game.status[0] == STAYED
    assert game.pending.seat == 2


def test_v5_steal_moves_a_card_to_the_end_of_the_line() -> None:
    game = vstacked(["5", "9", "6", "steal"])
    do(game, "hit")
    assert set(game.pending.options) == {Move("steal", 1, "9"), Move("steal", 2, "6")}
    events = do(game, "steal 1 9")
    assert CardStolen(0, 1, "9") in events
    assert game.lines == [["5", "9"], [], ["6"]]


def test_v5_a_stolen_duplicate_busts_the_thief() -> None:
    game = vstacked(["5", "5", "6", "steal"])
    events = do(game, "hit", "steal 1 5")
    assert Busted(0, "5") in events and game.lines[0] == ["5", "5"]


def test_v5_g14_a_stolen_card_joins_the_end_of_the_line() -> None:
    game = vstacked(["5", "5", "6", "9", "steal"])
    events = do(game, "hit", "stay", "stay", "hit", "steal 1 5")
    assert Busted(0, "5") in events
    assert game.rounds[0].lines[0] == ("5", "9", "5")  # arrival order kept (G-14)


def test_v5_a_stolen_card_can_complete_flip7() -> None:
    game = vstacked(["1", "8", "9", "2", "3", "4", "5", "6", "steal"])
    do(game, "hit", "stay", "stay", "hit", "hit", "hit", "hit", "hit")
    events = do(game, "steal 1 8")
    assert Flip7(0) in events
    assert scores(events) == (1 + 2 + 3 + 4 + 5 + 6 + 8 + 15, 0, 9)


def test_v6_swap_exchanges_two_cards_of_two_players() -> None:
    game = vstacked(["5", "9", "6", "swap"])
    do(game, "hit")
    assert len(game.pending.options) == 3
    assert move("swap 2 6 1 9") in game.pending.options
    events = do(game, "swap 1 9 2 6")
    assert CardsSwapped(0, (1, "9"), (2, "6")) in events
    assert game.lines == [["5"], ["6"], ["9"]]


def test_v6_one_swap_can_bust_two_players() -> None:
    game = vstacked(["5", "9", "6", "6", "9", "swap"])
    events = do(game, "stay", "hit", "hit", "hit", "swap 1 9 2 6")
    assert Busted(1, "6") in events and Busted(2, "9") in events
    assert scores(events) == (5, 0, 0)


def test_v7_discard_removes_a_chosen_card() -> None:
    game = vstacked(["5", "9", "6", "discard"])
    do(game, "hit")
    assert move("discard 0 5") in game.pending.options
    events = do(game, "discard 1 9")
    assert CardDiscardedByAction(0, 1, "9") in events
    assert game.lines == [["5"], [], ["6"]] and game.discard[-2:] == ["discard", "9"]


def test_v8_an_action_with_no_legal_choice_is_discarded() -> None:
    game = vstacked(["steal", "5", "6"])
    assert CardDiscarded("steal", 0, "no-target") in game.opening_events
    assert game.lines == [[], ["5"], ["6"]]
    game = vstacked(["5", "swap", "6"])  # only seat 0 has a card: nothing to swap
    assert CardDiscarded("swap", 1, "no-target") in game.opening_events


def test_v9_a_moved_unlucky_7_wipes_its_new_line() -> None:
    game = vstacked(["u7", "5", "6", "steal"])
    events = do(game, "stay", "hit", "steal 0 u7")
    assert UnluckyWipe(1, ("5",)) in events and game.lines[1] == ["u7"]


def test_v9_the_zero_moves_with_its_effect() -> None:
    game = vstacked(["5", "0", "6", "steal"])
    do(game, "hit", "steal 1 0")
    assert game.lines[0] == ["5", "0"]
    assert set(game.pending.options) == {Move("hit"), Move("stay")}  # seat 1 is free
    events = do(game, "stay", "stay")  # seat 0 must now hit on its own: 1, 2, 2
    assert game.rounds[0].lines[0] == ("5", "0", "1", "2", "2")
    assert scores(events) == (0, 0, 6)


def test_v10_the_zero_forces_hits_and_cannot_stay() -> None:
    game = vstacked(["0", "5", "6", "7"])
    assert game.lines[0] == ["0", "7"]  # seat 0's forced hit was automatic
    assert game.pending.seat == 1
    with pytest.raises(IllegalMove, match=r"cannot stay while holding the Zero \(V-10\)"):
        game.play(0, Move("stay"))


def test_v10_a_stay_at_the_turn_the_zero_played_and_busted_is_refused_by_v10() -> None:
    """A record's Zero holder stays at its turn, whose forced hit (G-13) was automatic
    and busted it (a second 5): the stay is refused by V-10, as when the hit did not
    bust, not as out of turn (QA 101). Once another seat has moved, that turn is past
    and a stay from the busted seat is out of turn (G-8)."""
    game = vstacked(["5", "6", "7", "0", "8", "9", "5"])
    do(game, "hit", "hit", "hit")  # seat 0 draws the Zero; its forced hit is a second 5
    assert game.status[0] == BUSTED and game.pending.seat == 1
    with pytest.raises(IllegalMove, match=r"seat 0 cannot stay while holding the Zero \(V-10\)"):
        game.play(0, Move("stay"))
    game.play(1, Move("stay"))
    with pytest.raises(IllegalMove, match=r"seat 0 is not to decide now, seat 2 is \(G-8\)"):
        game.play(0, Move("stay"))
    copied = vstacked(["5", "6", "7", "0", "8", "9", "5"])
    do(copied, "hit", "hit", "hit")
    copied = copied.copy()
    with pytest.raises(IllegalMove, match=r"\(V-10\)"):
        copied.play(0, Move("stay"))


def test_v10_a_stayed_seat_swapped_the_zero_is_out_of_turn_not_made_to_hit() -> None:
    """Seat 0 stayed, then a Swap gave it the Zero: it stays stopped, so its "stay" is
    refused as out of turn (G-8), not as a Zero holder's (V-10; audit 35)."""
    game = vstacked(["5", "6", "0", "swap"])
    do(game, "stay", "hit", "swap 2 0 0 5")
    assert game.lines[0] == ["0"] and game.status[0] == STAYED
    assert game.pending.seat == 2
    with pytest.raises(IllegalMove, match=r"seat 0 is not to decide now, seat 2 is \(G-8\)"):
        game.play(0, Move("stay"))


def test_v10_just_one_more_stops_a_zero_holder_who_scores_0() -> None:
    game = vstacked(["5", "6", "0", "onemore", "9"])
    events = do(game, "hit", "t 2")
    assert Stopped(2, "onemore") in events and game.lines[2] == ["0", "9"]
    events = do(game, "stay", "stay")
    assert scores(events) == (5, 6, 0)


def test_v10_the_zero_with_flip7_scores_normally() -> None:
    game = vstacked(["0", "12", "12", "1", "2", "3", "4", "5", "6"])
    events = do(game, "stay", "stay")
    assert Flip7(0) in events
    assert scores(events) == (21 + 15, 12, 12)


def test_v11_unlucky_7_wipes_numbers_and_modifiers_and_never_busts() -> None:
    game = vstacked(["7", "3", "4", "-4", "u7", "7"])
    do(game, "hit", "t 0", "stay", "stay")
    assert game.lines[0] == ["7", "-4"]
    events = do(game, "hit")
    assert UnluckyWipe(0, ("7", "-4")) in events and game.lines[0] == ["u7"]
    assert game.status[0] != BUSTED
    events = do(game, "hit")
    assert Busted(0, "7") in events


def test_v12_lucky_13_allows_one_other_13() -> None:
    game = vstacked(["13", "5", "6", "l13", "13"])
    do(game, "hit", "stay", "stay")
    assert game.lines[0] == ["13", "l13"] and game.status[0] != BUSTED
    events = do(game, "hit")
    assert Busted(0, "13") in events
    game = vstacked(["l13", "5", "6", "13"])
    do(game, "hit")
    assert game.status[0] != BUSTED
    game = vstacked(["13", "5", "6", "13"])
    events = do(game, "hit")
    assert Busted(0, "13") in events


def test_v13_the_lucky_pair_counts_twice_toward_flip7() -> None:
    game = vstacked(["13", "12", "12", "l13", "1", "2", "3", "4", "5"])
    do(game, "hit", "stay", "stay", "hit", "hit", "hit", "hit")
    assert game.lines[0] == ["13", "l13", "1", "2", "3", "4"]
    events = do(game, "hit")
    assert Flip7(0) in events
    assert scores(events)[0] == 13 + 13 + 1 + 2 + 3 + 4 + 5 + 15


def test_vs_scoring_order_in_play() -> None:
    game = vstacked(["13", "12", "12", "12", "11", "/2", "5", "-4", "4", "2", "1"])
    events = do(game, "hit", "stay", "stay", "hit", "hit", "t 0", "hit", "hit", "t 0",
                "hit", "hit", "hit")
    assert Flip7(0) in events
    assert scores(events)[0] == 35  # 48 -> 24 -> 20 -> 35 (seed 002)


def test_vs_floor_at_zero_and_vb1_no_floor_in_brutal() -> None:
    for brutal, expected in ((False, 0), (True, -5)):
        game = vstacked(["3", "5", "6", "-8"], brutal=brutal)
        events = do(game, "hit", "t 0", "stay", "stay", "stay")
        assert scores(events)[0] == expected
        assert game.totals[0] == expected


def test_vb2_modifiers_on_busted_players_only_in_brutal() -> None:
    game = vstacked(["5", "6", "7", "5", "-6"], brutal=True)
    do(game, "hit", "hit")
    assert targets(game) == {0, 1, 2}
    events = do(game, "t 0", "stay", "stay")
    assert scores(events) == (-6, 6, 7)
    game = vstacked(["5", "6", "7", "5", "-6"])
    do(game, "hit", "hit")
    assert targets(game) == {1, 2}


def test_vb2_actions_still_target_only_unbusted_players() -> None:
    game = vstacked(["5", "6", "7", "5", "onemore"], brutal=True)
    do(game, "hit", "hit")
    assert targets(game) == {1, 2}


@pytest.mark.parametrize(("choice", "expected"), [
    ("bonus", (29 + 15, 12, 12)),
    ("attack 1", (29, 12 - 15, 12)),
])
def test_vb3_flip7_bonus_or_attack(choice: str, expected: tuple[int, ...]) -> None:
    game = vstacked(["1", "12", "12", "2", "3", "4", "5", "6", "8"], brutal=True)
    do(game, "hit", "stay", "stay", "hit", "hit", "hit", "hit")
    events = do(game, "hit")
    assert Flip7(0) in events and game.pending.kind == "flip7"
    assert {m.player for m in game.pending.options if m.do == "attack"} == {1, 2}
    events = do(game, choice)
    # Either choice is reported (the +15 was not: the history read as if it were
    # still to be made, QA 40), and only the one made.
    made = Flip7Bonus(0) if choice == "bonus" else BrutalAttack(0, 1)
    assert made in events and not {Flip7Bonus(0), BrutalAttack(0, 1)} - {made} & set(events)
    assert scores(events) == expected


def test_v3_g10_a_just_one_more_whose_draw_makes_flip_7_was_played_not_set_aside() -> None:
    """The History said "The set-aside Just One More is discarded unplayed" of the Just
    One More whose one card had just made a Flip 7 (QA 238): it was played; it goes to
    the pile without a word."""
    game = vstacked(["1", "12", "12", "2", "3", "4", "5", "6", "onemore", "7"])
    do(game, "hit", "stay", "stay", "hit", "hit", "hit", "hit", "hit")
    assert game.lines[0] == ["1", "2", "3", "4", "5", "6"]
    events = do(game, "t 0")  # Just One More on themselves: the 7
    assert Flip7(0) in events
    assert not [e for e in events if isinstance(e, CardDiscarded)]
    assert "onemore" in game.discard

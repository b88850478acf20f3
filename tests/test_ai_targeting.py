"""Targeting in constructed positions: one test per decision kind and edition (issue 4.4).

Positions use stacked decks: 3 players, dealer seat 2, so the deal goes to
seats 0, 1, 2 and seat 0 acts first. Every policy that targets (the threshold
personalities share :mod:`game.ai.targeting`; the Expert judges by its win
model) must find the answer.
"""

from __future__ import annotations

import random

import pytest
from core_helpers import do, move, stacked, vstacked

from game.ai import make_policy
from game.core import Game, Move
from game.core.view import PlayerView

POLICIES = ["careful", "balanced", "bold", "expert"]


def chosen(spec: str, game: Game) -> Move:
    decision = game.pending
    assert decision is not None
    result = make_policy(spec).choose(PlayerView(game, decision.seat), decision,
                                      random.Random(3))
    assert result in decision.options
    return result


def vengeance_table(card: str) -> Game:
    """Seat 1 stayed on a big, fragile 13 12 11; seat 2 stayed on a lone 1;
    seat 0 (5 6 7 8) has just drawn ``card``."""
    game = vstacked(["5", "13", "1", "6", "12", "7", "11", "8", card])
    do(game, "hit", "hit", "stay", "hit", "hit", "hit", "stay", "hit")
    assert game.lines == [["5", "6", "7", "8"], ["13", "12", "11"], ["1"]]
    return game


@pytest.mark.parametrize("spec", POLICIES)
def test_classic_freeze_stops_a_growing_round_not_a_fragile_one(spec: str) -> None:
    # Seat 1 holds 1 2 3 (much still to gain); seat 2 holds 12 11 10 (37 % to
    # bust: it would stay anyway, a Freeze would only bank it).
    game = stacked(["5", "1", "12", "6", "2", "11", "7", "3", "10", "freeze"])
    do(game, *["hit"] * 7)
    assert game.pending is not None and game.pending.card == "freeze"
    assert chosen(spec, game) == move("t 1")


@pytest.mark.parametrize("spec", POLICIES)
def test_classic_freeze_yourself_when_banking_is_good(spec: str) -> None:
    # Everybody holds 12 11 10: nobody wants another card; banking your own
    # fragile 33 is the only Freeze that helps you.
    game = stacked(["12", "12", "12", "11", "11", "11", "10", "10", "10", "freeze"])
    do(game, *["hit"] * 7)
    assert chosen(spec, game) == move("t 0")


@pytest.mark.parametrize("spec", POLICIES)
def test_classic_flip_three_on_the_likely_bust_never_an_easy_flip7(spec: str) -> None:
    # Seat 1: 12 11 10 +4 +8 (45 points, 37 % to bust per card). Seat 2:
    # 1 2 3 4 5 (13 % to bust; two more numbers are Flip 7).
    game = stacked(["6", "12", "1", "7", "11", "2", "8", "10", "3", "+2", "+4", "4",
                    "+6", "+8", "5", "flip3"])
    do(game, *["hit"] * 13)
    assert game.pending is not None and game.pending.card == "flip3"
    assert chosen(spec, game) == move("t 1")


@pytest.mark.parametrize("spec", POLICIES)
def test_classic_second_chance_goes_to_the_least_threatening(spec: str) -> None:
    game = stacked(["5", "12", "1", "chance", "11", "2", "chance"])
    do(game, *["hit"] * 4)
    decision = game.pending
    assert decision is not None and decision.card == "chance"
    assert {m.player for m in decision.options} == {1, 2}
    assert chosen(spec, game) == move("t 2")  # 1 2, not the 12 11


@pytest.mark.parametrize("spec", POLICIES)
@pytest.mark.parametrize("card", ["onemore", "flip4"])
def test_vengeance_forced_cards_hit_the_stayed_fragile_leader(spec: str, card: str) -> None:
    assert chosen(spec, vengeance_table(card)) == move("t 1")


@pytest.mark.parametrize("spec", POLICIES)
@pytest.mark.parametrize("card", ["/2", "-10"])
def test_vengeance_halve_and_minus_go_to_the_biggest_threat(spec: str, card: str) -> None:
    assert chosen(spec, vengeance_table(card)) == move("t 1")


@pytest.mark.parametrize("spec", POLICIES)
def test_vengeance_steal_takes_the_leaders_best_card(spec: str) -> None:
    assert chosen(spec, vengeance_table("steal")) == move("steal 1 13")


@pytest.mark.parametrize("spec", POLICIES)
def test_vengeance_swap_busts_the_leader(spec: str) -> None:
    # Seat 0 holds a 12 too: giving it to seat 1 busts its 36 points (V-9).
    game = vstacked(["5", "13", "1", "12", "12", "6", "11", "7", "swap"])
    do(game, "hit", "hit", "stay", "hit", "hit", "hit", "stay", "hit")
    assert game.lines[0] == ["5", "12", "6", "7"] and game.lines[1] == ["13", "12", "11"]
    choice = chosen(spec, game)
    assert (choice.player, choice.card, choice.other and choice.other[0]) == (0, "12", 1)
    if spec != "expert":
        # The rules take the 13 back; the Expert's play-outs may prefer the 11
        # (fewer 11s are left to bust it later).
        assert choice == move("swap 0 12 1 13")


@pytest.mark.parametrize("spec", POLICIES)
def test_vengeance_discard_removes_your_own_minus_card(spec: str) -> None:
    # Seat 1 put −10 on seat 0; discarding it is worth 10 to seat 0, more than
    # the 13 it could take from seat 1 is worth against a rival.
    game = vstacked(["5", "13", "1", "6", "-10", "7", "12", "discard"])
    do(game, "hit", "hit", "t 0", "stay", "hit", "hit", "hit")
    assert game.lines[0] == ["5", "6", "-10", "7"]
    assert chosen(spec, game) == move("discard 0 -10")


def brutal_flip7(target: int) -> Game:
    """Brutal: seat 0's Zero forces hits up to Flip 7 with 0..6 (21, or 36
    with the bonus) while seat 1 stays on 13 12 11 10 9 = 55."""
    game = vstacked(["0", "13", "2", "1", "12", "2", "11", "3", "10", "4", "9", "5", "6"],
                    brutal=True, target=target)
    do(game, "hit", "stay", "hit", "hit", "hit", "stay")
    decision = game.pending
    assert decision is not None and decision.kind == "flip7" and decision.seat == 0
    return game


@pytest.mark.parametrize("spec", POLICIES)
def test_brutal_flip7_attacks_when_the_bonus_hands_over_the_game(spec: str) -> None:
    # Target 50: with the +15 seat 1 wins on 55; −15 leaves nobody at 50.
    assert chosen(spec, brutal_flip7(50)) == move("attack 1")


@pytest.mark.parametrize("spec", POLICIES)
def test_brutal_flip7_takes_the_bonus_in_a_long_game(spec: str) -> None:
    assert chosen(spec, brutal_flip7(500)) == Move("bonus")


@pytest.mark.parametrize("spec", POLICIES)
def test_halve_at_the_deal_goes_to_a_rival_not_to_an_empty_line_of_ones_own(spec: str) -> None:
    # V-1, V-S: the ÷2 stays in the line it is played on and halves every number
    # still to come. Dealt first, on three empty lines, it cost nothing by the
    # targeting rules' reckoning, and a threshold computer played it on itself
    # (the first seat of a tie; QA 67).
    game = vstacked(["/2"])
    decision = game.pending
    assert decision is not None and decision.card == "/2" and decision.seat == 0
    assert game.lines == [[], [], []]
    assert chosen(spec, game) != move("t 0")

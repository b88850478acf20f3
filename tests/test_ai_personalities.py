"""Risk-threshold personalities and make_policy (issue 4.3, 4.6).

Positions: 3 players, dealer seat 2, so seat 0 is dealt first and acts first.
"""

from __future__ import annotations

import random

import pytest
from core_helpers import do, stacked

from game.ai import PERSONALITIES, ExpertPolicy, RandomPolicy, ThresholdPolicy, make_policy
from game.ai.counting import bust_chance
from game.core import CLASSIC, Game, Move, Rules
from game.core.view import PlayerView

HIT, STAY = Move("hit"), Move("stay")


def choice(spec: str, game: Game) -> Move:
    decision = game.pending
    assert decision is not None
    return make_policy(spec).choose(PlayerView(game, decision.seat), decision, random.Random(0))


def test_make_policy_accepts_every_documented_spec() -> None:
    assert isinstance(make_policy("random"), RandomPolicy)
    assert isinstance(make_policy("expert"), ExpertPolicy)
    risks = {spec: make_policy(spec).risk for spec in ("careful", "balanced", "bold")}
    assert risks == {"careful": 0.15, "balanced": 0.26, "bold": 0.40}
    for risk in (0.05, 0.33, 0.6):
        policy = make_policy(f"threshold:{risk}")
        assert isinstance(policy, ThresholdPolicy) and policy.risk == risk
    for bad in ("threshold:0.01", "threshold:0.61", "threshold:x", "nobody", "careful:1"):
        with pytest.raises(ValueError):
            make_policy(bad)
    assert list(PERSONALITIES) == ["careful", "balanced", "bold", "expert"]
    assert all(isinstance(text, str) and text for text in PERSONALITIES.values())


def test_threshold_decides_by_the_counted_bust_chance() -> None:
    game = stacked(["12", "1", "2", "11", "10"])
    do(game, "hit", "stay", "stay")  # seat 0 holds 12 11; the others stayed
    chance = bust_chance(PlayerView(game, 0), 0)
    assert chance == pytest.approx(21 / 90)  # eleven 12s and ten 11s unseen
    assert [choice(s, game) for s in ("careful", "balanced", "bold")] == [STAY, HIT, HIT]
    do(game, "hit")  # 12 11 10: 30 busting cards of 89
    assert bust_chance(PlayerView(game, 0), 0) == pytest.approx(30 / 89)
    assert [choice(s, game) for s in ("careful", "balanced", "bold")] == [STAY, STAY, HIT]


def test_always_stays_when_staying_wins_the_game() -> None:
    # Target 50: seat 0 holds 12 11 x2 +4 = 50, the others hold 1 and 2.
    game = stacked(["12", "1", "2", "11", "x2", "+4"], target=50)
    do(game, "hit", "stay", "stay", "hit", "hit")
    assert game.lines[0] == ["12", "11", "x2", "+4"]
    assert bust_chance(PlayerView(game, 0), 0) < 0.40
    assert choice("bold", game) == STAY  # bold would hit at this risk otherwise
    assert choice("threshold:0.6", game) == STAY


def test_plays_for_round_points_even_behind_a_banked_leader() -> None:
    """Issue 4.3: a threshold player stays at its threshold; the only rule
    about the whole game it follows is to stay when staying wins. Target 50,
    dealer 0 (seat 1 acts first): seat 1 stays with 12 11 10 x2 = 66; seat
    0's 12 11 10 9 = 42 cannot win by staying. Careful stays all the same
    (its bust chance is over 15 %). Chasing is the Expert's game (see
    test_expert_chases_a_banked_winner_and_stops_once_ahead)."""
    game = stacked(["12", "1", "12", "11", "11", "10", "10", "x2", "9"], target=50, dealer=0)
    do(game, "hit", "stay", "hit", "hit", "hit", "hit", "hit", "stay")
    assert game.lines[1] == ["12", "11", "10", "x2"] and game.lines[0] == ["12", "11", "10", "9"]
    assert game.pending is not None and game.pending.seat == 0
    assert bust_chance(PlayerView(game, 0), 0) > 0.15
    assert [choice(s, game) for s in ("careful", "balanced")] == [STAY, STAY]


def test_pushes_for_flip7_when_the_odds_justify_it() -> None:
    # Six numbers 0..5 (sum 15): 10 cards of 86 bust, and any other number is
    # Flip 7 (+15): a 0.10 threshold says stay, the odds say hit.
    game = stacked(["0", "12", "11", "1", "2", "3", "4", "5"])
    do(game, "hit", "stay", "stay", "hit", "hit", "hit", "hit")
    assert game.lines[0] == ["0", "1", "2", "3", "4", "5"]
    assert bust_chance(PlayerView(game, 0), 0) == pytest.approx(10 / 86)
    assert choice("threshold:0.1", game) == HIT


def test_bust_rate_rises_with_the_threshold() -> None:
    rates = []
    for risk in (0.1, 0.25, 0.45):
        policy = ThresholdPolicy(risk)
        busts = seats = 0
        for seed in range(40):
            game = Game(3, Rules(CLASSIC), rng=random.Random(seed))
            rng = random.Random(seed)
            while game.pending is not None:
                decision = game.pending
                game.apply(policy.choose(PlayerView(game, decision.seat), decision, rng))
            busts += sum(len(r.busted) for r in game.rounds)
            seats += 3 * len(game.rounds)
        rates.append(busts / seats)
    assert rates[0] + 0.05 < rates[1] and rates[1] + 0.05 < rates[2]

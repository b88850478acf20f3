"""The head-start scale (bench/ai_headstart.py): its reading of a curve, on known answers."""

from __future__ import annotations

import pytest
from bench_helpers import load_bench

ai_headstart = load_bench("ai_headstart")


def test_a_rate_is_read_off_the_curve_between_its_points() -> None:
    points = [(0, 0.33), (10, 0.37), (20, 0.41), (30, 0.47)]
    assert ai_headstart.head_start_for(points, 0.37) == 10.0
    assert ai_headstart.head_start_for(points, 0.44) == pytest.approx(25.0)
    assert ai_headstart.head_start_for(points, 0.33) == 0.0
    assert ai_headstart.head_start_for(points, 0.30) is None  # below the curve
    assert ai_headstart.head_start_for(points, 0.50) is None  # above it


def test_a_noisy_dip_gives_the_first_crossing() -> None:
    assert ai_headstart.head_start_for([(0, 0.20), (5, 0.26), (10, 0.25), (15, 0.30)],
                                       0.255) == pytest.approx(4.583, abs=1e-3)


def test_rates_are_parsed_and_bad_ones_named() -> None:
    assert ai_headstart.parse_rates("classic:3=0.4,vengeance:5=26%") == {
        ("classic", 3): 0.4, ("vengeance", 5): 0.26}
    assert ai_headstart.parse_rates("") == {}
    for bad in ("classic=0.4", "chess:3=0.4", "classic:3="):
        with pytest.raises(ValueError, match="bad rate"):
            ai_headstart.parse_rates(bad)


def test_a_head_start_past_the_target_wins_at_the_first_round_end() -> None:
    # 1,000 points up: whoever else scores, the first round that ends leaves
    # that player alone at the top past the target (G-12).
    assert all(ai_headstart.play(("classic", 3, seed, 1000)) == 1 for seed in range(1, 6))
    assert all(ai_headstart.play(("vengeance", 5, seed, 1000)) == 1 for seed in range(1, 4))


def test_without_a_head_start_the_player_wins_some_and_loses_some() -> None:
    results = [ai_headstart.play(("classic", 3, seed, 0)) for seed in range(1, 31)]
    assert 0 < sum(results) < 30


def test_the_report_names_the_goal_and_the_rate_in_points() -> None:
    lines = ai_headstart.report("classic", 3, 100, [(0, 33), (10, 37), (20, 41)], 0.40, 0.35)
    text = "\n".join(lines)
    assert "| 10 | 37.0% |" in text
    assert "The goal, 40%, is worth a head start of 17.5 points." in text
    assert "A win rate of 35.0% is worth 5.0 points." in text
    bare = "\n".join(ai_headstart.report("classic", 4, 100, [(0, 25), (10, 30)], None, None))
    assert "goal" not in bare and "worth" not in bare

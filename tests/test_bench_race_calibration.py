"""The race model's calibration check (bench/race_calibration.py) on known answers."""

from __future__ import annotations

import math

from bench_helpers import load_bench

race_calibration = load_bench("race_calibration")


def test_log_loss_and_bins() -> None:
    found = race_calibration.Calibration()
    found.add([0.5, 0.25, 0.25], winner=0)
    found.add([0.05, 0.9, 0.05], winner=0)
    assert math.isclose(found.log_loss(), -(math.log(0.5) + math.log(0.05)) / 2)
    rows = {label: (count, mean, won) for label, count, mean, won in found.rows()}
    # 0.05 twice, 0.25 twice, 0.5 once, 0.9 once; the two winners sat in 50 % and 0 %.
    assert rows["0–10 %"] == (2, 0.05, 0.5)
    assert rows["20–30 %"] == (2, 0.25, 0.0)
    assert rows["50–60 %"] == (1, 0.5, 1.0)
    assert rows["90–100 %"] == (1, 0.9, 0.0)


def test_a_real_game_is_forecast_round_by_round() -> None:
    starts, winner = race_calibration.round_starts(3, "classic", 5)
    assert starts[0] == [0, 0, 0] and 0 <= winner < 3
    found = race_calibration.calibrate(3, "classic", 2, 5)
    assert found.forecasts >= len(starts)
    assert 0.0 < found.log_loss() < 10.0
    assert sum(count for _, count, _, _ in found.rows()) == 3 * found.forecasts

"""The plain threshold bot: legal, deterministic, and its threshold matters."""

from __future__ import annotations

import pytest

from game.ai import PlainThresholdPolicy, make_policy
from game.app.simulate_cli import play_one, simulate
from game.core import CLASSIC, VENGEANCE, Rules


@pytest.mark.parametrize("rules", [Rules(CLASSIC), Rules(VENGEANCE, brutal=True)])
def test_plain_bots_play_whole_games_deterministically(rules: Rules) -> None:
    for seed in range(40):
        game = play_one(["plain:0.25", "plain:0.1", "plain:0.5"], rules, seed, seed % 3)
        again = play_one(["plain:0.25", "plain:0.1", "plain:0.5"], rules, seed, seed % 3)
        assert game.finished and game.moves == again.moves  # apply() checked legality


def test_plain_spec_and_bust_rate_rises_with_the_threshold() -> None:
    assert isinstance(make_policy("plain:0.3"), PlainThresholdPolicy)
    result = simulate(["plain:0.1", "plain:0.5", "plain:0.25"], Rules(CLASSIC), 300, seed=5)
    careful, bold, _ = (p["bust_rate"] for p in result["players"])
    assert careful < bold

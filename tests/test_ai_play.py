"""Every computer player makes only legal moves, and the same seed replays
the same game (issue 4.1, 4.8)."""

from __future__ import annotations

import random

import pytest

from game.ai import make_policy
from game.core import CLASSIC, VENGEANCE, Game, Rules
from game.core.view import PlayerView

SETTINGS = [Rules(CLASSIC), Rules(VENGEANCE), Rules(VENGEANCE, brutal=True)]


def play(specs: list[str], rules: Rules, seed: int) -> Game:
    """One whole game; every move is checked against the options before it is applied."""
    policies = [make_policy(spec) for spec in specs]
    rngs = [random.Random(seed * 31 + s) for s in range(len(specs))]
    game = Game(len(specs), rules, rng=random.Random(seed))
    views = [PlayerView(game, s) for s in range(len(specs))]
    while game.pending is not None:
        decision = game.pending
        move = policies[decision.seat].choose(views[decision.seat], decision,
                                              rngs[decision.seat])
        assert move in decision.options, (decision, move)
        game.apply(move)
    assert game.finished and game.winner is not None
    return game


@pytest.mark.parametrize("rules", SETTINGS, ids=["classic", "vengeance", "brutal"])
def test_threshold_and_random_players_only_make_legal_moves(rules: Rules) -> None:
    # 500 short games per setting (target 100), table sizes 3 to 5.
    specs = ["random", "careful", "balanced", "bold", "threshold:0.05", "threshold:0.6"]
    rng = random.Random(11)
    short = Rules(rules.edition, rules.brutal, 100)
    for seed in range(500):
        players = rng.sample(specs, 3 + seed % 3)
        play(players, short, seed)


@pytest.mark.parametrize("rules", SETTINGS, ids=["classic", "vengeance", "brutal"])
def test_the_expert_only_makes_legal_moves(rules: Rules) -> None:
    for seed in range(5):
        play(["expert", "random", "expert", "balanced"][: 3 + seed % 2], rules, seed)


@pytest.mark.parametrize("rules", SETTINGS[:2], ids=["classic", "vengeance"])
def test_same_seed_same_game(rules: Rules) -> None:
    specs = ["expert", "careful", "bold"]
    first, again, other = play(specs, rules, 5), play(specs, rules, 5), play(specs, rules, 6)
    assert first.moves == again.moves and first.totals == again.totals
    assert first.moves != other.moves

"""A pickled game loads as the same game and plays on exactly as the original.

Nothing in the game pickles a ``Game`` today (saves are records that are
replayed), but sending games between processes (a benchmark's workers, a
future background Expert) would: a loaded game must not fall apart. The
engine and the computers compare seat statuses, and code compares editions,
so a loaded game's statuses and edition must behave like the originals.
"""

from __future__ import annotations

import pickle
import random

import pytest

from game.ai.expert import ExpertPolicy
from game.core import ACTIVE, CLASSIC, VENGEANCE, Game, Rules
from game.core.editions import Edition, edition_named
from game.core.view import PlayerView


def _play(game: Game, rng: random.Random, moves: int | None = None) -> None:
    """Random legal moves until the game ends (or ``moves`` are played)."""
    played = 0
    while game.pending is not None and (moves is None or played < moves):
        game.apply(rng.choice(game.pending.options))
        played += 1


@pytest.mark.parametrize("edition", [CLASSIC, VENGEANCE], ids=lambda e: e.name)
@pytest.mark.parametrize("seed", range(6))
def test_a_loaded_game_plays_on_like_the_original(edition: Edition, seed: int) -> None:
    game = Game(4, Rules(edition), rng=random.Random(seed))
    _play(game, random.Random(seed), moves=40 + 7 * seed)
    loaded = pickle.loads(pickle.dumps(game))
    # The same moves from here on: the same rng for both, and the same deck.
    _play(game, random.Random(1000 + seed))
    _play(loaded, random.Random(1000 + seed))
    assert loaded.finished and game.finished
    assert loaded.moves == game.moves
    assert loaded.totals == game.totals
    assert loaded.winner == game.winner
    assert [r.scores for r in loaded.rounds] == [r.scores for r in game.rounds]


@pytest.mark.parametrize("edition", [CLASSIC, VENGEANCE], ids=lambda e: e.name)
def test_a_game_pickled_after_a_reshuffle_reshuffles_on_alike(edition: Edition) -> None:
    # G-6: the next reshuffle comes from the rng, which must continue where it was.
    game = Game(3, Rules(edition, target=1000), rng=random.Random(11), watched=False)
    rng = random.Random(11)
    while game.pending is not None and not game.reshuffle_orders:
        game.apply(rng.choice(game.pending.options))
    assert game.reshuffle_orders, "the game should reach a reshuffle"
    loaded = pickle.loads(pickle.dumps(game))
    assert loaded.deck == game.deck and loaded.discard == game.discard
    _play(game, random.Random(12))
    _play(loaded, random.Random(12))
    assert len(game.reshuffle_orders) >= 2
    assert loaded.reshuffle_orders == game.reshuffle_orders
    assert loaded.totals == game.totals and loaded.winner == game.winner


def test_a_loaded_game_knows_who_is_still_in_play() -> None:
    game = Game(3, Rules(VENGEANCE), rng=random.Random(5))
    loaded = pickle.loads(pickle.dumps(game))
    assert loaded.status == [ACTIVE] * 3
    # Active players are found by status (the engine's own question).
    assert loaded.pending is not None
    assert loaded.pending.options == game.pending.options  # type: ignore[union-attr]


@pytest.mark.parametrize("edition", [CLASSIC, VENGEANCE], ids=lambda e: e.name)
def test_an_edition_loads_as_the_one_value(edition: Edition) -> None:
    assert pickle.loads(pickle.dumps(edition)) is edition
    rules = Rules(edition, brutal=edition.allows_brutal, target=150)
    assert pickle.loads(pickle.dumps(rules)) == rules
    assert edition_named(edition.name) is edition


@pytest.mark.parametrize("edition", [CLASSIC, VENGEANCE], ids=lambda e: e.name)
def test_the_expert_reads_a_loaded_game_as_the_original(edition: Edition) -> None:
    expert = ExpertPolicy()
    for seed in range(4):
        game = Game(3, Rules(edition), rng=random.Random(seed))
        _play(game, random.Random(seed), moves=12 + seed)
        loaded = pickle.loads(pickle.dumps(game))
        if game.pending is None:
            continue
        seat = game.pending.seat
        mine = expert.read(PlayerView(game, seat), game.pending, random.Random(seed))
        theirs = expert.read(PlayerView(loaded, seat), loaded.pending,  # type: ignore[arg-type]
                             random.Random(seed))
        assert theirs == mine

"""The display model and the tweens: pure logic, no display."""

from __future__ import annotations

import random

import pytest

from game.ai import make_policy
from game.core import CLASSIC, VENGEANCE, Game, Rules
from game.core.events import CardDealt, CardDrawn
from game.core.view import PlayerView
from game.ui.easing import in_out_cubic, linear, out_back, out_cubic, out_quad, pulse
from game.ui.model import TableModel
from game.ui.tween import Tween, arc_point, lerp


@pytest.mark.parametrize("seed", range(40))
def test_model_follows_random_games_event_by_event(seed: int) -> None:
    edition = VENGEANCE if seed % 2 else CLASSIC
    n = 3 + seed % 16
    game = Game([f"P{i}" for i in range(n)],
                Rules(edition, brutal=seed % 4 == 1, target=80), rng=random.Random(seed))
    model = TableModel.for_game(game, you=0)
    for event in game.opening_events:
        model.apply(event)
    policy = make_policy("random")
    rng = random.Random(seed)
    while not game.finished:
        assert model.matches(game)
        # A Flip Three (or Just One More) under way lies on the table's pile already,
        # through a reshuffle too: the events alone keep the counts.
        on_pile = len(game.discard) + len(game.cards_in_play())
        assert (model.deck_count, model.discard_count) == (len(game.deck), on_pile)
        model.sync_counts(game)
        assert model.discard_count == on_pile
        assert all(not seat.held for seat in model.seats) or game.pending.kind != "turn"
        decision = game.pending
        for event in game.apply(policy.choose(PlayerView(game, decision.seat), decision, rng)):
            model.apply(event)
    assert model.winner == game.winner
    assert [s.total for s in model.seats] == game.totals


def test_the_log_speaks_to_the_human_in_the_second_person() -> None:
    game = Game(["Me", "Ann", "Ben"], Rules(), rng=random.Random(2))
    model = TableModel.for_game(game, you=0)
    for event in game.opening_events:
        model.apply(event)
    assert model.who(0) == "You" and model.who(1) == "Ann"
    model.apply(type("E", (), {})())  # an unknown event is ignored
    from game.core.events import Stayed

    model.apply(Stayed(0))
    assert model.log[-1].startswith("You stay")
    model.apply(Stayed(1))
    assert model.log[-1].startswith("Ann stays")


def test_for_game_counts_the_full_deck_before_the_deal() -> None:
    game = Game(4, Rules(), rng=random.Random(0))
    model = TableModel.for_game(game)
    dealt = sum(isinstance(e, CardDealt | CardDrawn) for e in game.opening_events)
    assert model.deck_count == len(game.deck) + dealt == 94


def test_tween_progress_delay_and_finish() -> None:
    tween = Tween(1.0, out_cubic, delay=0.5)
    tween.update(0.25)
    assert not tween.started and tween.value == 0.0
    tween.update(0.75)
    assert tween.started and 0.8 < tween.value < 0.9
    tween.finish()
    assert tween.done and tween.value == 1.0
    assert Tween(0.0).linear == 1.0


@pytest.mark.parametrize("ease", [linear, out_quad, out_cubic, in_out_cubic, out_back])
def test_easings_start_at_zero_and_end_at_one(ease) -> None:  # type: ignore[no-untyped-def]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0)


def test_pulse_and_arc_helpers() -> None:
    assert pulse(0.5) == pytest.approx(1.0)
    assert lerp(0, 10, 0.3) == pytest.approx(3.0)
    assert arc_point((0, 0), (100, 0), 0.0) == (0.0, 0.0)
    assert arc_point((0, 0), (100, 0), 0.5, 20) == (50.0, -20.0)


def test_every_seats_round_points_are_the_rounds_score_before_it_is_said() -> None:
    """What each seat shows as this round's points when the round is scored is its score:
    a Brutal Flip 7's −15 said on a rival (V-B-3) left their points as they were until
    the summary (QA 171). Random Brutal games of 3 to 10 seats."""
    from game.core.events import BrutalAttack, RoundScored

    attacks = 0
    for seed in range(60):
        n = 3 + seed % 8
        game = Game([f"P{i}" for i in range(n)], Rules(VENGEANCE, brutal=True, target=120),
                    rng=random.Random(seed))
        model = TableModel.for_game(game, you=0)
        for event in game.opening_events:
            model.apply(event)
        policy, rng = make_policy("random"), random.Random(seed)
        while not game.finished:
            decision = game.pending
            for event in game.apply(policy.choose(PlayerView(game, decision.seat), decision,
                                                  rng)):
                if isinstance(event, RoundScored):
                    assert [v.round_score for v in model.seats] == list(event.scores), seed
                model.apply(event)
                attacks += isinstance(event, BrutalAttack)
    assert attacks >= 5  # the case at hand comes up

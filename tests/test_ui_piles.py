"""The discard pile at the table and in the viewer while a Flip Three is under way
(C-4): the table lays the Flip Three on the pile when it is played; the game does when
its cards are done. Mid-flip the pile lost it ("Discard 1" to "Discard 0" with no
card moving, QA twenty-ninth pass)."""

from __future__ import annotations

import pytest
from kept_helpers import HIT, stacked_record

from game.core.events import Reshuffled
from game.core.moves import Move
from game.session import Session, TableSetup
from game.session.timeline import Timeline
from game.ui.model import TableModel


def _freeze_set_aside_by_a_flip_three() -> Timeline:
    """Ann 12, Ben 11, Cat 10 dealt; Ann hits a Flip Three and plays it on Ben, who
    draws 9, a Freeze (set aside) and 8; then Ben chooses whom the Freeze stops, with
    the Flip Three still in play: on no pile in the game, on the pile at the table."""
    record = stacked_record(["Ann", "Ben", "Cat"], ["human", "human", "human"],
                            ["12", "11", "10", "flip3", "9", "freeze", "8"],
                            [(0, HIT), (0, Move("target", 1))], target=200)
    return Timeline(record)


def test_the_flip_three_under_way_counts_on_the_pile() -> None:
    timeline = _freeze_set_aside_by_a_flip_three()
    game = timeline.game
    assert game.pending is not None and (game.pending.seat, game.pending.kind) == (1, "target")
    assert game.discard == [] and game.cards_in_play() == ["flip3"]
    assert (timeline.piles[-1].discard, timeline.piles[-1].top) == (1, "flip3")
    # The table's model, its events shown and then its counts taken from the game.
    model = TableModel.for_game(timeline.opening, 0)
    for event in timeline.events:
        model.apply(event)
    assert (model.discard_count, model.discard_top) == (1, "flip3")
    model.sync_counts(game)
    assert (model.discard_count, model.discard_top) == (1, "flip3")
    assert model.deck_count == len(game.deck)


def test_the_flip_three_reaches_the_games_pile_once_its_cards_are_done() -> None:
    """After the Freeze's target, the game lays the Flip Three (and the Freeze) down:
    the pile counts each once."""
    record = stacked_record(["Ann", "Ben", "Cat"], ["human", "human", "human"],
                            ["12", "11", "10", "flip3", "9", "freeze", "8"],
                            [(0, HIT), (0, Move("target", 1)), (1, Move("target", 2))],
                            target=200)
    timeline = Timeline(record)
    game = timeline.game
    assert game.cards_in_play() == [] and sorted(game.discard) == ["flip3", "freeze"]
    model = TableModel.for_game(timeline.opening, 0)
    for event in timeline.events:
        model.apply(event)
    before = (model.discard_count, model.discard_top)
    model.sync_counts(game)
    assert model.discard_count == 2 == before[0]
    assert timeline.piles[-1].discard == 2


@pytest.mark.parametrize("seed", [7, 27, 268])
def test_a_reshuffle_during_a_flip_leaves_the_flip_on_the_pile(seed: int) -> None:
    """Seeded games in which the deck runs out during a Flip Three, a Flip Four or Just
    One More (found by the thirtieth QA pass): the reshuffle took the card under way
    off the table's pile too, and it came back at the next decision. The table's pile
    now agrees with the game's at every decision of the whole game."""
    edition = ("classic", "vengeance", "vengeance")[seed % 3]
    seats = (3, 4, 6, 10, 16)[seed % 5]
    setup = TableSetup.quick(seats, "mixed", person=None, edition=edition, brutal=seed % 3 == 2)
    session = Session(setup, seed=seed, ai_seed=seed)
    while not session.game.finished:
        session.play(session.computer_move())
    timeline = Timeline(session.record())
    model = TableModel.for_game(timeline.opening)
    at_decision = {position: k for k, position in enumerate(timeline.decisions)}
    for position, event in enumerate(timeline.events, start=1):
        model.apply(event)
        if position in at_decision and position < timeline.end:
            piles = timeline.piles[at_decision[position]]
            assert (model.deck_count, model.discard_count) == (piles.deck, piles.discard), \
                position
    assert any(isinstance(event, Reshuffled) for event in timeline.events)

"""Enter tapped to hurry the computers on never chooses for the person (QA 169):
a tap that lands on a choice a moment after it appeared, or on a round's summary
whose count-up the last tap ended, is one more hurry; Enter chooses once it rested
(game.ui.input.HURRY)."""

from __future__ import annotations

import pygame

from game.session import Seat, Session, TableSetup
from game.ui import input as inp
from game.ui.scene_summary import SummaryScene
from game.ui.scene_table import TableScene

TAP = 9  # frames between taps: 150 ms


def _table(ui) -> TableScene:  # type: ignore[no-untyped-def]
    setup = TableSetup((Seat("Ann"), Seat("Ben", "balanced"), Seat("Cat", "balanced")))
    ui.app.settings.speed = "normal"
    table = TableScene(ui.app, Session(setup, seed=2, ai_seed=2))
    ui.app.push(table)
    ui.until(lambda: table.choice is not None and table.director.idle)
    return table


def _people_moves(table: TableScene) -> int:
    return sum(1 for seat, _ in table.session.game.moves if seat == 0)


def test_taps_of_enter_hurry_the_computers_but_never_hit_for_the_person(ui) -> None:  # type: ignore[no-untyped-def]
    table = _table(ui)
    ui.key(pygame.K_h)
    assert _people_moves(table) == 1
    shown = 0
    for _ in range(40):  # six seconds of taps: the computers play, Ann's turn comes back
        ui.key(pygame.K_RETURN, frames=TAP)
        shown += table.choice is not None
    assert shown > 0 and _people_moves(table) == 1  # her turn came and waited for her
    assert table.choice is not None
    ui.step(round(inp.HURRY * 60) + 1)  # Enter rested: now it chooses the focused pick
    ui.key(pygame.K_RETURN)
    assert _people_moves(table) == 2


def test_another_key_ends_the_taps(ui) -> None:  # type: ignore[no-untyped-def]
    """The taps' run ends with a key of another kind: ↓ then Enter chooses at once."""
    table = _table(ui)
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is None)
    ui.until(lambda: (ui.key(pygame.K_RETURN, frames=TAP), table.choice is not None)[1])
    ui.key(pygame.K_RETURN, frames=1)
    assert _people_moves(table) == 1  # hurried still
    ui.key(pygame.K_RIGHT, frames=1)
    ui.key(pygame.K_RETURN, frames=1)
    assert _people_moves(table) == 2


def test_taps_of_enter_do_not_pass_the_summary_unread(ui) -> None:  # type: ignore[no-untyped-def]
    table = _table(ui)
    ui.key(pygame.K_s)  # Ann stays: the computers end the round
    summary = None
    for _ in range(80):
        ui.key(pygame.K_RETURN, frames=TAP)
        if isinstance(ui.app.top, SummaryScene):
            summary = ui.app.top
    assert summary is not None and ui.app.top is summary  # tapped on, it stays
    assert summary.elapsed >= summary.finish_time  # the count-up was ended, though
    ui.step(round(inp.HURRY * 60) + 1)
    ui.key(pygame.K_RETURN)
    assert ui.app.top is table


def test_the_loop_does_not_rest_while_enter_counts_as_a_hurry(ui) -> None:  # type: ignore[no-untyped-def]
    """A resting loop passes no time: with an Enter's hurry still running when the
    person's choice came, the table rested with it frozen, and Enter never chose again
    (QA 170). Neither the table nor the summary rests until the hurry is over."""
    table = _table(ui)
    ui.key(pygame.K_h)
    ui.until(lambda: (ui.key(pygame.K_RETURN, frames=TAP), table.choice is not None)[1])
    assert table.hurried > 0 and not table.at_rest
    ui.step(round(inp.HURRY * 60) + 1)
    assert table.hurried == 0 and table.at_rest
    ui.key(pygame.K_s)
    summary = None
    for _ in range(80):
        ui.key(pygame.K_RETURN, frames=TAP)
        if isinstance(ui.app.top, SummaryScene):
            summary = ui.app.top
            break
    assert summary is not None
    ui.key(pygame.K_RETURN, frames=1)  # ends the count-up, a tap of the run
    assert summary.hurried > 0 and not summary.at_rest
    ui.step(round(inp.HURRY * 60) + 1)
    assert summary.at_rest


def test_a_tool_key_or_esc_ends_the_taps_too(ui) -> None:  # type: ignore[no-untyped-def]
    """C (Cards left), then Enter: still swallowed, as the tools took C before the run
    of taps was ended (QA 170). Any key but Enter ends it."""
    table = _table(ui)
    ui.key(pygame.K_h)
    ui.until(lambda: (ui.key(pygame.K_RETURN, frames=TAP), table.choice is not None)[1])
    ui.key(pygame.K_c, frames=1)
    ui.key(pygame.K_c, frames=1)
    ui.key(pygame.K_RETURN, frames=1)
    assert _people_moves(table) == 2

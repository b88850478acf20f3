"""Enter tapped to hurry the computers never chooses for a person before they could see
the choice (QA 169): a choice shown while the taps run (a pick, a call-out's button, the
summary's Next) waits game.ui.input.HURRY seconds from its showing; a steady Enter is
served after that (QA 174), and any other key ends the run."""

from __future__ import annotations

import pygame
import pytest

from game.core import Move
from game.session import Seat, Session, TableSetup
from game.ui import input as inp
from game.ui.scene_callout import CalloutScene
from game.ui.scene_summary import SummaryScene
from game.ui.scene_table import TableScene

TAP = 9  # frames between taps: 150 ms
WAIT = round(inp.HURRY * 60)  # the wait, in frames


def _table(ui, speed: str = "normal") -> TableScene:  # type: ignore[no-untyped-def]
    setup = TableSetup((Seat("Ann"), Seat("Ben", "balanced"), Seat("Cat", "balanced")))
    ui.app.settings.speed = speed
    table = TableScene(ui.app, Session(setup, seed=2, ai_seed=2))
    ui.app.push(table)
    ui.until(lambda: table.choice is not None and table.director.idle)
    return table


def _people_moves(table: TableScene) -> int:
    return sum(1 for seat, _ in table.session.game.moves if seat == 0)


def _tap_until_a_choice(ui, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    ui.until(lambda: (ui.key(pygame.K_RETURN, frames=TAP), table.choice is not None)[1])


def test_taps_of_enter_never_choose_what_was_shown_a_moment_ago(ui) -> None:  # type: ignore[no-untyped-def]
    """Tapped every 150 ms, Enter played Hit on a choice shown 130 ms before (QA 169):
    each choice the taps reach has been on screen the wait at least."""
    table = _table(ui)
    ui.key(pygame.K_h)
    shown, played = None, []  # the frame the choice showed; its age at each move
    for frame in range(60 * TAP):  # nine seconds of taps
        before = _people_moves(table)
        if frame % TAP == 0:
            ui.key(pygame.K_RETURN, frames=1)
        else:
            ui.step()
        if _people_moves(table) > before:
            played.append(frame - shown if shown is not None else -1)
        there = table.choice is not None and table.choice.decision.seat == 0
        shown = (shown if shown is not None else frame) if there else None
    assert played and min(played) >= WAIT, played


def test_at_instant_speed_a_rounds_first_turn_waits_out_the_taps(ui) -> None:  # type: ignore[no-untyped-def]
    """At instant speed the first turn of a round came at once after the summary the
    taps closed, and the next tap played it 150 ms later (QA 205): a screen between
    (the summary) ends the Enter's claim to "its own next turn"."""
    from game.ui.scene_summary import SummaryScene

    table = _table(ui, "instant")
    ui.key(pygame.K_h)
    closed, shown, ages = None, None, []
    summing = False
    for frame in range(40 * 60):  # forty seconds of taps
        before = _people_moves(table)
        if frame % TAP == 0:
            ui.key(pygame.K_RETURN, frames=1)
        else:
            ui.step()
        if isinstance(ui.app.top, SummaryScene):
            summing = True
        elif summing and ui.app.top is table:
            summing, closed = False, frame
        there = table.choice is not None and table.choice.decision.seat == 0 \
            and ui.app.top is table
        if closed is not None and _people_moves(table) > before:
            ages.append(frame - shown if shown is not None else -1)
            closed = None
        shown = (shown if shown is not None else frame) if there else None
    assert len(ages) >= 3 and min(ages) >= WAIT, ages


def test_a_steady_enter_slower_than_the_taps_is_served(ui) -> None:  # type: ignore[no-untyped-def]
    """Every tap restarted the wait, so Enter pressed every 0.3 s never chose (QA 174)."""
    table = _table(ui)
    ui.key(pygame.K_h)
    _tap_until_a_choice(ui, table)
    for _ in range(4):
        ui.key(pygame.K_RETURN, frames=18)
    assert _people_moves(table) == 2


def test_another_key_ends_the_taps(ui) -> None:  # type: ignore[no-untyped-def]
    """↓, or a tool's key (C twice) or Esc, then Enter chooses at once (QA 170)."""
    table = _table(ui)
    for keys in ([pygame.K_RIGHT], [pygame.K_c, pygame.K_c]):
        moves = _people_moves(table)
        ui.key(pygame.K_h if table.choice.focus == 0 else pygame.K_s, frames=1)  # type: ignore[union-attr]
        if _people_moves(table) == moves:  # the focus was elsewhere: play H
            ui.key(pygame.K_h, frames=1)
        moves = _people_moves(table)
        _tap_until_a_choice(ui, table)
        ui.key(pygame.K_RETURN, frames=1)
        assert _people_moves(table) == moves  # waits
        for key in keys:
            ui.key(key, frames=1)
        ui.key(pygame.K_RETURN, frames=1)
        assert _people_moves(table) == moves + 1
        if table.game.finished or table.choice is None:
            break


def test_the_loop_does_not_rest_while_a_choice_waits(ui) -> None:  # type: ignore[no-untyped-def]
    """A resting loop passes no time: the wait froze and Enter never chose again (QA 170);
    nor while the run goes on: frozen, it made a choice shown seconds later wait (QA 176)."""
    table = _table(ui)
    ui.key(pygame.K_h)
    _tap_until_a_choice(ui, table)
    assert table.hurry.waiting and not table.at_rest
    ui.key(pygame.K_RETURN, frames=WAIT - 2)  # one more tap, as the wait ends
    assert not table.hurry.waiting and table.hurry.run > 0 and not table.at_rest
    ui.step(WAIT)
    assert not table.hurry.busy and table.at_rest


def _to_summary(ui, table: TableScene) -> SummaryScene:  # type: ignore[no-untyped-def]
    ui.key(pygame.K_s)  # Ann stays: the computers end the round
    for _ in range(120):
        ui.key(pygame.K_RETURN, frames=TAP)
        if isinstance(ui.app.top, SummaryScene):
            return ui.app.top
    raise AssertionError("no summary")


def test_taps_of_enter_do_not_pass_the_summary_unread(ui) -> None:  # type: ignore[no-untyped-def]
    """Taps went past the round's summary in 300 ms (QA 169): its Next waits the wait
    from its showing; then the taps go on, the loop resting meanwhile never."""
    table = _table(ui)
    summary = _to_summary(ui, table)
    ui.key(pygame.K_RETURN, frames=1)  # a tap of the run ends the count-up
    assert summary.elapsed >= summary.finish_time and summary.hurry.waiting
    assert not summary.at_rest
    shown = 0
    while ui.app.top is summary and shown < 600:
        ui.key(pygame.K_RETURN, frames=TAP)
        shown += TAP
    assert ui.app.top is table and WAIT <= shown + 1 < WAIT + 3 * TAP


def test_space_l_or_esc_on_the_summary_end_the_taps(ui) -> None:  # type: ignore[no-untyped-def]
    """Only other keys at the table ended the run: after Space on the summary, Enter
    still waited (QA 174)."""
    table = _table(ui)
    summary = _to_summary(ui, table)
    ui.key(pygame.K_RETURN, frames=1)
    assert ui.app.top is summary and summary.hurry.waiting
    ui.key(pygame.K_SPACE, frames=1)
    ui.key(pygame.K_RETURN, frames=1)
    assert ui.app.top is table


def test_a_guide_call_out_waits_out_the_taps_and_the_choice_after_it_does_not(ui) -> None:  # type: ignore[no-untyped-def]
    """In How to play, taps closed every call-out 0.2 s after it came (QA 174), and the
    Enter after one was read went unheard on the choice under it."""
    from game.ui.guide import Guide, guided_session

    ui.app.settings.speed = "normal"
    table = TableScene(ui.app, guided_session("You"), guide=Guide())
    ui.app.push(table)
    callout = None
    for _ in range(400):
        ui.key(pygame.K_RETURN, frames=TAP)
        if isinstance(ui.app.top, CalloutScene):
            callout = ui.app.top
            break
    assert callout is not None and callout.hurry.waiting
    ui.key(pygame.K_RETURN, frames=TAP)
    assert ui.app.top is callout  # a tap of the run: not read yet
    ui.step(WAIT)
    ui.key(pygame.K_RETURN, frames=1)  # read: Continue
    assert ui.app.top is table and not table.hurry.waiting
    # Another key on a call-out ends the run, as at the table (QA 176).
    for _ in range(400):
        ui.key(pygame.K_RETURN, frames=TAP)
        if isinstance(ui.app.top, CalloutScene) and ui.app.top.hurry.waiting:
            break
    callout = ui.app.top
    assert isinstance(callout, CalloutScene)
    ui.key(pygame.K_TAB, frames=1)
    ui.key(pygame.K_TAB, frames=1)
    assert not callout.hurry.busy


def test_the_pause_opened_by_a_click_ends_the_taps(ui) -> None:  # type: ignore[no-untyped-def]
    """Closed again, the pause gave the choice its wait back (QA 176)."""
    table = _table(ui)
    ui.key(pygame.K_h)
    _tap_until_a_choice(ui, table)
    assert table.hurry.waiting
    menu = next(rect for tool, rect in table.tools.placed() if tool is table.tools.menu)
    ui.click(menu.center)
    assert ui.app.top is not table  # the pause, opened by a click
    ui.step(60)
    ui.app.pop()
    ui.step()
    assert not table.hurry.busy
    ui.key(pygame.K_RETURN, frames=1)
    assert _people_moves(table) == 2


def test_the_summarys_history_opened_by_a_click_ends_the_taps(ui) -> None:  # type: ignore[no-untyped-def]
    """Closed again, the History left the summary's Next waiting: an Enter read after it
    went unheard (QA 177)."""
    table = _table(ui)
    summary = _to_summary(ui, table)
    ui.key(pygame.K_RETURN, frames=1)
    assert summary.hurry.waiting
    history = next(w for w in summary.menu.widgets if w is not summary.menu.widgets[0])
    ui.click(history.rect.center)
    assert ui.app.top is not summary
    ui.step(60)
    ui.app.pop()
    ui.step()
    assert ui.app.top is summary and not summary.hurry.busy and summary.at_rest


def _your_turn(ui, speed: str, top: list[str]) -> TableScene:  # type: ignore[no-untyped-def]
    """You, Ann and Ben in Vengeance, the deck starting with ``top`` (yours first), at
    ``speed``: the table at your first hit or stay."""
    from table_helpers import stacked_vengeance

    ui.app.settings.speed = speed
    table = TableScene(ui.app, stacked_vengeance(top))
    ui.app.push(table)
    ui.until(lambda: table.choice is not None and table.director.idle
             and table.choice.decision.seat == 0)
    return table


@pytest.mark.parametrize("speed", ["fast", "instant"])  # the target shows within the run
def test_an_enter_that_chose_counts_as_a_tap_for_the_choice_it_brings(  # type: ignore[no-untyped-def]
        ui, speed: str) -> None:
    """Enter played Hit, the card was a Flip Four, and the next Enter 0.35 s later played
    its target, on screen for 0.15 s (QA 194): the Enter that chose is a tap of the run,
    so the choice it brings while the run goes on waits as any other does."""
    table = _your_turn(ui, speed, ["5", "7", "9", "flip4"])
    session = table.session
    before = len(session.game.moves)
    ui.key(pygame.K_RETURN, frames=1)  # Hit: the Flip Four comes
    frames = ui.until(lambda: table.choice is not None
                      and table.choice.decision.kind == "target")
    assert frames < WAIT, frames
    ui.key(pygame.K_RETURN, frames=1)  # a tap, not a choice
    ours = [move for seat, move in session.game.moves[before:] if seat == 0]
    assert len(ours) == 1, ours  # the Hit alone


def test_at_instant_speed_the_choosers_next_turn_takes_the_next_enter(ui) -> None:  # type: ignore[no-untyped-def]
    """At instant speed the person's next hit or stay comes at once after their own
    Enter chose: the next Enter 0.2 s later was swallowed for 0.4 s (QA 203). That
    choice is theirs to take; a choice the move brings (a target) still waits."""
    table = _your_turn(ui, "instant", ["5", "7", "9", "3"])
    session = table.session
    before = len(session.game.moves)
    ui.key(pygame.K_RETURN, frames=1)  # Hit: a 3
    frames = ui.until(lambda: table.choice is not None and table.choice.decision.seat == 0
                      and len(session.game.moves) > before + 1)
    assert frames < WAIT, frames  # the next turn came within the run
    ui.step(max(0, 12 - frames))
    ui.key(pygame.K_RETURN, frames=1)
    ours = [move for seat, move in session.game.moves[before:] if seat == 0]
    assert len(ours) == 2, ours  # the Enter played


def test_at_instant_speed_the_choosers_next_turn_waits_if_a_rival_changed_their_line(  # type: ignore[no-untyped-def]
        ui) -> None:
    """Not so when another seat's move reached their line meanwhile: at instant speed
    a rival's Flip Three put three cards on a person, and their next Enter 0.27 s after
    the Hit played the turn it had not seen (QA 209). Here Ann's Flip Four gives you
    four cards: your next turn waits out the taps."""
    table = _your_turn(ui, "instant", ["12", "7", "2", "3", "flip4", "6", "8", "10", "11",
                                       "4"])
    session = table.session
    before = len(session.game.moves)
    ui.key(pygame.K_RETURN, frames=1)  # Hit: a 3; Ann's Flip Four then lands on you
    frames = ui.until(lambda: table.choice is not None and table.choice.decision.seat == 0
                      and len(session.game.moves) > before + 1)
    assert frames < WAIT, frames
    assert (1, Move("target", 0)) in session.game.moves[before:]
    assert session.game.lines[0] == ["12", "3", "6", "8", "10", "11"]
    ui.step(max(0, 12 - frames))
    ui.key(pygame.K_RETURN, frames=1)  # a tap of the run: the turn waits
    ours = [move for seat, move in session.game.moves[before:] if seat == 0]
    assert len(ours) == 1, ours


def test_taps_do_not_go_on_through_game_over_into_a_new_game(ui) -> None:  # type: ignore[no-untyped-def]
    """Enter tapped on and on to hurry the last round chose Play again 0.9 s after the
    winner showed, and the new game's first hit (QA 207): on game over Enter chooses
    only after a quiet moment; then one Enter plays again."""
    from game.core.events import GameWon
    from game.ui.scene_gameover import GameOverScene

    setup = TableSetup((Seat("Ann", "balanced"), Seat("Ben", "balanced"),
                        Seat("Cat", "balanced")), target=50)
    session = Session(setup, seed=3, ai_seed=3)
    while not session.finished:
        session.play(session.computer_move())
    table = TableScene(ui.app, session)
    ui.app.push(table)
    game = session.game
    over = GameOverScene(ui.app, table, GameWon(game.winner, tuple(game.totals)))
    ui.app.push(over)
    for _ in range(30):  # four and a half seconds of taps
        ui.key(pygame.K_RETURN, frames=TAP)
        assert ui.app.top is over
    ui.step(40)  # a quiet moment
    ui.key(pygame.K_RETURN)
    assert ui.app.top is not over and isinstance(ui.app.top, TableScene)


def test_a_swaps_first_card_picked_by_a_tap_makes_the_second_wait(ui) -> None:  # type: ignore[no-untyped-def]
    """The Enter that picked a Swap's first card was no tap: the next tap, 150 ms later,
    played the whole Swap with a partner card never seen (QA 207)."""
    table = _your_turn(ui, "normal", ["5", "7", "9", "swap"])
    session = table.session
    before = len(session.game.moves)
    for _ in range(60):  # nine seconds of taps
        ui.key(pygame.K_RETURN, frames=TAP)
        if table.choice is not None and table.choice.decision.kind == "swap" \
                and table.choice.first is not None:
            break
    else:
        raise AssertionError("the Swap's first card was never picked")
    ui.key(pygame.K_RETURN, frames=TAP)  # 150 ms after the second question showed
    ours = [move for seat, move in session.game.moves[before:] if seat == 0]
    assert all(move.do != "swap" for move in ours), ours


def test_taps_300_ms_apart_do_not_pass_a_summary_shown_a_moment_ago(ui) -> None:  # type: ignore[no-untyped-def]
    """Tapped every 300 ms, the summary's Next was chosen 300 ms after it showed: the
    tap that showed the summary refreshed the run after the summary had taken it
    (QA 207). Next waits 0.4 s from its showing, however the taps fall."""
    from game.ui.scene_summary import SummaryScene

    table = _table(ui)
    ui.key(pygame.K_h)
    summary, next_at, ages = None, None, []
    for frame in range(60 * 60):  # a minute of taps
        if frame % (2 * TAP) == 0:
            ui.key(pygame.K_RETURN, frames=1)
        else:
            ui.step()
        top = ui.app.top
        if isinstance(top, SummaryScene):
            if top is not summary:
                summary, next_at = top, None
            if next_at is None and top.next_shown:
                next_at = frame
        elif summary is not None:
            if top is table and next_at is not None:
                ages.append(frame - next_at)
            summary = None
    assert len(ages) >= 3 and min(ages) >= WAIT, ages

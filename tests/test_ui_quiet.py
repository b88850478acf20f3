"""A quiet wait and flat memory (issue 14), on the fake clock.

When may the loop sleep? Only when the top scene is at rest: nothing moves
and a person is to act. While it rests, input wakes it and is handled in the
very next frame. Card flights draw at in-between sizes without caching them.
The figures themselves (CPU while waiting, RSS over 200 games) are measured
by ``bench/idle.py`` and ``bench/soak.py``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.editions import VENGEANCE
from game.session import Session, TableSetup
from game.ui.scene_table import TableScene


def _table(app: Any, autoplay: bool = False) -> TableScene:
    setup = TableSetup.quick(4 if autoplay else 3, person=None if autoplay else "You")
    table = TableScene(app, Session(setup, seed=5, ai_seed=5), instant=autoplay)
    app.push(table)
    return table


def test_the_table_rests_only_while_a_person_is_to_decide_and_nothing_moves(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    table = _table(app)
    ui.step()
    assert table.director.busy and not table.at_rest and app.rest_time() == 0.0  # the deal
    frames = ui.until(lambda: table.at_rest)
    assert frames > 10
    decision = table.game.pending
    assert decision is not None and table.session.is_person(decision.seat)
    assert table.choice is not None and table.director.idle and not table.effects.items
    assert app.rest_time() > 0
    ui.step(30)
    assert table.at_rest and table.game.pending is decision  # resting changes nothing
    ui.key(pygame.K_h)  # hit: a card flies, the computers think
    assert not table.at_rest and app.rest_time() == 0.0


def test_at_instant_speed_the_frame_that_wakes_the_loop_starts_no_endless_effect(ui) -> None:  # type: ignore[no-untyped-def]
    """The first frame after the loop slept takes no time (the real clock's tick right
    after a rest); at Instant that was 0 × ∞ = NaN animation seconds, and the Stay's glow
    it started never ended: the table never rested again (QA 128)."""
    app = ui.app
    app.settings.speed = "instant"
    table = _table(app)
    ui.until(lambda: table.at_rest)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s",
                                         scancode=0))
    app.frame(0.0)  # the waking frame: the Stay is played, its effects start
    assert all(item.tween.elapsed == item.tween.elapsed for item in table.effects.items)
    ui.until(lambda: table.at_rest or app.top is not table)
    ui.step(5)
    assert not any(item.tween.elapsed != item.tween.elapsed for item in table.effects.items)
    if app.top is table:
        assert table.at_rest and app.rest_time() > 0


def test_a_computer_thinking_or_a_scene_on_top_keeps_the_frames_going(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_pause import PauseScene

    app = ui.app
    table = _table(app)
    ui.until(lambda: table.at_rest)
    ui.key(pygame.K_s)  # stay: the computers play on, each thinking a while
    ui.until(lambda: table.thinking_seat is not None)
    assert app.rest_time() == 0.0
    ui.until(lambda: table.at_rest or app.top is not table)
    if app.top is table:
        app.push(PauseScene(app, table))
        assert not table.at_rest  # not on top: the pause menu decides
        assert app.rest_time() > 0  # ... and a still menu rests too


def test_rest_never_outlasts_a_notice_and_notices_age_while_resting(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.loop import MAX_REST

    app = ui.app
    table = _table(app)
    ui.until(lambda: table.at_rest)
    assert app.rest_time() == MAX_REST
    app.notice("Your settings are saved again.")
    app.notices[-1] = (app.notices[-1][0], 0.2)
    assert app.rest_time() == 0.2
    app.wait_for_input = lambda timeout: ([], timeout)  # nothing came: slept it all
    assert app.rest(app.rest_time()) == []
    assert app.notices == [] and app.rest_time() == MAX_REST


def test_the_loop_sleeps_at_rest_and_input_wakes_it_for_the_next_frame(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.loop import MAX_REST

    app = ui.app
    table = _table(app)
    ui.until(lambda: table.at_rest)
    waits: list[float] = []
    drawn_before: list[int] = []

    def waiter(timeout: float) -> tuple[list[pygame.event.Event], float]:
        waits.append(timeout)
        drawn_before.append(app.frames)
        if len(waits) == 1:  # the first rest ends with nothing: the safety frame
            return [], timeout
        if len(waits) == 2:  # then the player presses H
            return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h",
                                       scancode=0)], 0.1
        app.quit(0)
        return [], 0.0

    played_at: list[int] = []
    submit = table.submit

    def timed_submit(move: Any) -> None:
        played_at.append(app.frames)  # frames completed before the one playing it
        submit(move)

    table.submit = timed_submit  # type: ignore[method-assign]
    app.wait_for_input = waiter
    app.run()
    assert waits[:2] == [MAX_REST, MAX_REST]
    assert drawn_before[1] == drawn_before[0] + 1  # one frame between two rests
    assert played_at[0] == drawn_before[1]  # the key was played in the very next frame
    assert drawn_before[2] > drawn_before[1] + 10  # then full frames while things moved


def test_the_summary_rests_once_counted_up_but_not_in_autoplay(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_summary import SummaryScene

    app = ui.app
    table = _table(app, autoplay=True)
    ui.until(lambda: isinstance(app.top, SummaryScene), limit=20000)
    assert not app.top.at_rest  # autoplay moves on by itself
    app.options.autoplay = table.instant = False
    summary = app.top
    summary.elapsed = 0.0
    assert not summary.at_rest
    ui.step(round(summary.finish_time * 60) + 2)
    assert summary.at_rest and app.rest_time() > 0
    assert table.at_rest is False


# ---------------------------------------------------------------------- memory


def test_cards_in_flight_are_drawn_at_any_size_without_being_cached(ui_app) -> None:  # type: ignore[no-untyped-def]
    from game.ui.cards import CardPainter

    painter = CardPainter(ui_app.assets, VENGEANCE)
    scaled, texts = len(ui_app.assets._scaled), len(ui_app.assets._text)
    for step in range(120):
        w, h = 40 + step, 56 + round(step * 1.4)
        for code in ("7", "0", "+4", None):
            image = painter.flying(code, w, h)
            assert image.get_size() == (w, h)
        shadow = painter.flying_shadow(w, h)
        assert shadow.get_width() > w and shadow.get_height() > h
    assert len(ui_app.assets._scaled) - scaled <= 1  # the one shadow blurred for flights
    # Small cards carry an index: one text per label and font size (10 sizes at most).
    assert len(ui_app.assets._text) - texts <= 3 * 10
    rest = painter.face("7", 64, 90)
    assert painter.flying("7", 64, 90) is rest  # a resting size is reused as it is


def test_a_game_watched_at_normal_speed_caches_cards_only_at_resting_sizes(ui_app) -> None:  # type: ignore[no-untyped-def]
    from game.ui import cards
    from game.ui.assets import Assets
    from game.ui.scene_gameover import GameOverScene

    class Watched(TableScene):
        @property
        def speed(self) -> float:
            return 1.0

    app = ui_app
    app.assets = Assets()  # its own cache: the shared one holds other tests' tables
    app.options.autoplay = True
    table = Watched(app, Session(TableSetup.quick(6, person=None, target=50), seed=7, ai_seed=7))
    app.reset(table)
    for _ in range(40000):
        app.frame(1 / 60)
        if isinstance(app.top, GameOverScene):
            break
    else:
        raise AssertionError("the game did not end")
    resting = {box.card_size for box in table.layout.seats}
    resting |= {table.layout.deck.size, table.layout.discard.size}
    resting |= {table.held_rect(seat, 0).size for seat in range(table.game.n)}
    resting.add(getattr(cards, "_FLYING_SHADOW", (0, 0)))
    card_keys = [key for key in app.assets._scaled
                 if key[0].startswith(("face:", "back_", "card-shadow", "card_"))]
    assert card_keys
    # Each flight passes through dozens of sizes; none of them may stay behind.
    assert {(w, h) for _, w, h in card_keys} <= resting


def test_the_rules_and_settings_screens_rest_when_still(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_rules import RulesScene
    from game.ui.scene_settings import NAME_SAVE_DELAY, SettingsScene

    app = ui.app
    app.push(RulesScene(app))
    ui.step()
    assert app.top.at_rest
    ui.key(pygame.K_PAGEDOWN)
    assert not app.top.at_rest  # the page glides
    ui.until(lambda: app.top.at_rest)
    app.pop()
    settings = SettingsScene(app)
    app.push(settings)
    assert settings.at_rest
    settings.menu.focus = settings.menu.widgets.index(settings.name)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    ui.step()
    assert not settings.at_rest  # the name is still to be saved
    ui.step(round(NAME_SAVE_DELAY * 60) + 2)
    assert settings.at_rest


def test_the_title_and_the_other_still_screens_rest(ui, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The title, Your games, Statistics, New game and a question drew 60 frames a
    second while nothing moved (70 % of a core under Xvfb, QA twenty-third pass)."""
    from kept_helpers import known_folder

    from game.i18n import msg
    from game.storage.paths import games_folder
    from game.ui.scene_confirm import ConfirmScene
    from game.ui.scene_games import GamesScene
    from game.ui.scene_setup import SetupScene
    from game.ui.scene_stats import StatsScene
    from game.ui.scene_title import TitleScene

    app = ui.app
    app.push(TitleScene(app))
    ui.step()
    assert app.top.at_rest and app.rest_time() > 0
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    known_folder(games_folder())
    for kind in (GamesScene, StatsScene):
        scene = kind(app)
        app.push(scene)
        assert not scene.at_rest and app.rest_time() == 0.0  # still reading the games
        ui.until(lambda scene=scene: scene.building is None)
        assert scene.at_rest and app.rest_time() > 0
        app.pop()
    app.push(SetupScene(app))
    ui.step()
    assert app.top.at_rest and app.rest_time() > 0
    app.push(ConfirmScene(app, msg("newgame.question"), msg("newgame.yes"), msg("newgame.no"),
                          lambda: None))
    ui.step()
    assert app.top.at_rest and app.rest_time() > 0
    # A notice still ends on time: the rest is never longer than what is left of it.
    app.notice("A short notice.")
    assert 0 < app.rest_time() <= max(left for _text, left in app.notices)


def test_closing_the_window_on_a_resting_table_still_ends_after_the_farewell(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.loop import FAREWELL_TIME

    app = ui.app
    table = _table(app)
    table.farewell = lambda: "Your game is saved."  # type: ignore[method-assign]
    ui.until(lambda: table.at_rest)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.step()
    assert app.running and app.closing is not None  # the game says it is saved...
    assert app.rest_time() == 0.0  # ...and the farewell is counted frame by frame
    frames = ui.until(lambda: not app.running)
    assert frames <= round(FAREWELL_TIME * 60) + 2


def test_a_paused_replay_and_the_score_race_rest(ui) -> None:  # type: ignore[no-untyped-def]
    """A paused viewer and the race chart over it drew 60 frames a second while nothing
    moved (most of a core, QA 44); playing, or with the keys' reminder still counting
    down, the frames go on."""
    from kept_helpers import ann_flip7

    from game.session.timeline import Timeline
    from game.ui.scene_race import RaceScene
    from game.ui.scene_title import TitleScene
    from game.ui.scene_viewer import KEYS_SHOWN, ViewerScene

    app = ui.app
    app.push(TitleScene(app))
    viewer = ViewerScene(app, Timeline(ann_flip7()), "ann.flip7.json")
    app.push(viewer)
    ui.step()
    assert not viewer.at_rest and app.rest_time() == 0.0  # the keys are shown a while
    ui.until(lambda: viewer.at_rest, limit=round(KEYS_SHOWN * 60) + 600)
    assert app.rest_time() > 0 and not viewer.playing
    ui.key(pygame.K_SPACE)  # play
    assert viewer.playing and not viewer.at_rest and app.rest_time() == 0.0
    ui.step(30)
    assert not viewer.at_rest
    ui.key(pygame.K_SPACE)  # pause: the card in flight lands, then all is still
    ui.until(lambda: viewer.at_rest, limit=600)
    ui.key(pygame.K_r)
    assert isinstance(app.top, RaceScene) and app.rest_time() > 0


def test_the_hand_over_rests_once_faded_in(ui) -> None:  # type: ignore[no-untyped-def]
    """"Ben's turn" drew the table behind it 60 times a second, a whole core, while the
    laptop went round (QA 45): once faded in, and the keys quiet long enough for it to
    take one (it counts that quiet by frames), the loop sleeps on input there."""
    from game.session import Seat
    from game.ui.scene_handover import HandoverScene

    app = ui.app
    app.settings.speed = "instant"
    setup = TableSetup((Seat("Ann"), Seat("Ben"), Seat("Cat", "balanced")))
    table = TableScene(app, Session(setup, seed=4, ai_seed=4))
    app.push(table)
    ui.until(lambda: isinstance(app.top, HandoverScene), limit=300)
    handover = app.top
    assert not handover.at_rest and app.rest_time() == 0.0  # fading in
    frames = ui.until(lambda: handover.at_rest, limit=60)
    assert frames >= 30 and app.rest_time() > 0
    ui.key(pygame.K_RETURN)
    assert app.top is table


def test_game_over_rests_only_once_enter_is_no_longer_held_back(ui) -> None:  # type: ignore[no-untyped-def]
    """Enter waits :data:`GUARD` seconds on the game-over screen; a sleeping loop's frames
    pass no time, so resting before then (a computer's win brings no confetti to wait
    for) held Enter back until some other input came. It rests once the hold is over."""
    from game.core.events import GameWon
    from game.ui.scene_gameover import GUARD, GameOverScene

    app = ui.app
    table = TableScene(app, Session(TableSetup.quick(3, person=None), seed=4, ai_seed=4))
    app.push(table)
    over = GameOverScene(app, table, GameWon(1, (92, 204, 150)))
    app.push(over)
    over.effects.clear()  # no confetti left
    ui.step()
    assert over.age < GUARD and app.rest_time() == 0
    ui.step(int(GUARD * 60) + 2)
    assert over.at_rest and app.rest_time() > 0


def test_the_loop_does_not_rest_while_the_pointer_settles(ui) -> None:  # type: ignore[no-untyped-def]
    """After F11 or a resize the pointer is ignored for a moment, counted by frame time;
    a resting loop's frames pass none, so the pointer stayed ignored on a still screen
    until something moved (QA 104). The loop rests only once it has settled."""
    from game.ui.loop import POINTER_SETTLES
    from game.ui.scene_title import TitleScene

    app = ui.app
    app.push(TitleScene(app))
    ui.step()
    assert app.rest_time() > 0
    app._pointer_settles = POINTER_SETTLES  # as F11 or a resize sets it
    assert app.rest_time() == 0
    ui.step(int(POINTER_SETTLES * 60) + 2)
    assert app.rest_time() > 0


def test_a_notice_whose_screen_was_made_anew_shows_on_the_new_one(ui) -> None:  # type: ignore[no-untyped-def]
    """A notice first shown on the title and carried to a screen with no room for it
    waits for the title; the way back makes a new title, and the notice waited for the
    old one for good, coming out later over a game (QA 104). It is at home on the new
    title and counts down there."""
    from game.ui.scene_title import TitleScene

    app = ui.app
    app.push(TitleScene(app))
    text = "The settings file was damaged; the defaults are used. " * 6  # room for none
    app.notice(text)
    ui.step()
    old = app.top
    assert app._notice_homes.get(text) is old
    app.reset_to_title()
    assert app.top is not old
    ui.step()
    left = dict(app.notices)[text]
    assert text not in app._held_notices()
    ui.step(30)
    assert dict(app.notices).get(text, 0.0) < left

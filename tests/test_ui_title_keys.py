"""The title's arrows follow the screen (QA: Up from Settings went to Rules, because
the arrows walked the buttons as one list)."""

from __future__ import annotations

import pygame

from game.ui.scene_title import TitleScene


def _title(ui) -> TitleScene:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    ui.step()
    title = app.top
    assert isinstance(title, TitleScene)
    return title


def _focus(title: TitleScene, label: str) -> None:
    title.menu.focus = next(i for i, w in enumerate(title.menu.widgets) if w.label == label)


def _focused(title: TitleScene) -> str:
    return str(title.menu.focused.label)


def test_up_from_the_bottom_row_goes_to_the_column_above(ui) -> None:  # type: ignore[no-untyped-def]
    title = _title(ui)
    for start in ("How to play", "Rules", "Settings", "Quit"):
        _focus(title, start)
        ui.key(pygame.K_UP)
        assert _focused(title) == "Your games", start
    ui.key(pygame.K_UP)
    assert _focused(title) == "New game"


def test_down_from_the_column_reaches_the_bottom_row(ui) -> None:  # type: ignore[no-untyped-def]
    title = _title(ui)
    _focus(title, "Your games")
    ui.key(pygame.K_DOWN)
    assert _focused(title) in ("Rules", "Settings")


def test_left_and_right_walk_the_bottom_row(ui) -> None:  # type: ignore[no-untyped-def]
    title = _title(ui)
    _focus(title, "Rules")
    ui.key(pygame.K_RIGHT)
    assert _focused(title) == "Settings"
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_LEFT)
    assert _focused(title) == "How to play"


def test_tab_still_goes_through_every_button(ui) -> None:  # type: ignore[no-untyped-def]
    title = _title(ui)
    seen = []
    for _ in range(len(title.menu.widgets)):
        seen.append(_focused(title))
        ui.key(pygame.K_TAB)
    assert sorted(seen) == sorted(str(w.label) for w in title.menu.widgets)


def test_up_then_down_comes_back(ui) -> None:  # type: ignore[no-untyped-def]
    title = _title(ui)
    for start in ("How to play", "Rules", "Settings", "Quit"):
        _focus(title, start)
        ui.key(pygame.K_UP)
        ui.key(pygame.K_DOWN)
        assert _focused(title) == start


def test_down_from_the_bottom_row_wraps_to_the_top_of_the_column(ui) -> None:  # type: ignore[no-untyped-def]
    """QA: Down from How to play went on to Rules, beside it. Past the bottom the arrows
    wrap to the top of the screen, and Up from the top wraps to the bottom row."""
    title = _title(ui)
    top = str(title.menu.widgets[0].label)  # Quick game (or Continue with a saved game)
    for start in ("How to play", "Rules", "Settings", "Quit"):
        _focus(title, start)
        ui.key(pygame.K_DOWN)
        assert _focused(title) == top, start
    ui.key(pygame.K_UP)
    assert _focused(title) == "Quit"  # straight back the way it came
    title = _title(ui)  # a fresh title: the focus on the top button, no way back
    ui.key(pygame.K_UP)
    assert _focused(title) in ("Rules", "Settings")  # the nearest below, sideways


def test_left_and_right_keep_to_a_row(ui) -> None:  # type: ignore[no-untyped-def]
    """QA: Right from the column went to Settings, and Right again to Quit (Right,
    Right, Enter asked to quit). Sideways keys stay in the focused button's row: the
    column's buttons stand alone on their lines, and a row's ends wrap round."""
    title = _title(ui)
    for start in ("Quick game", "New game", "Your games"):
        for key in (pygame.K_RIGHT, pygame.K_LEFT):
            _focus(title, start)
            ui.key(key)
            assert _focused(title) == start, (start, key)
    _focus(title, "Quit")
    ui.key(pygame.K_RIGHT)
    assert _focused(title) == "How to play"
    ui.key(pygame.K_LEFT)
    assert _focused(title) == "Quit"


def test_the_right_button_does_not_press_a_button(ui) -> None:  # type: ignore[no-untyped-def]
    """A stray right click on Quit closed the game (QA 98): buttons answer the left
    button; the right one keeps its one meaning, taking back a Swap's first card."""
    title = _title(ui)
    quit_button = next(w for w in title.menu.widgets if str(w.label) == "Quit")
    ui.click(quit_button.rect.center, button=3)
    assert ui.app.running and ui.app.top is title
    ui.click(quit_button.rect.center)
    assert not ui.app.running


def test_the_right_button_does_nothing_in_new_game_or_your_games(ui) -> None:  # type: ignore[no-untyped-def]
    """New game's grid and Your games took a right click for a left one: on Start it
    started a game, on a seat's × it removed the seat (QA 100)."""
    from game.ui.scene_games import GamesScene
    from game.ui.scene_setup import SetupScene

    _title(ui)
    app = ui.app
    setup = SetupScene(app)
    app.push(setup)
    ui.step()
    seats = len(setup.drafts)
    for widget in (setup.seat_rows[-1][4], setup.start_button, setup.back_button):
        ui.click(widget.rect.center, button=3)
        assert app.top is setup and len(setup.drafts) == seats
    ui.click(setup.back_button.rect.center)
    assert isinstance(app.top, TitleScene)
    games = GamesScene(app)
    app.push(games)
    ui.step()
    ui.click(games.back_button.rect.center, button=3)
    assert app.top is games
    ui.click(games.back_button.rect.center)
    assert isinstance(app.top, TitleScene)


def test_a_button_acts_when_the_mouse_button_comes_up_over_it(ui) -> None:  # type: ignore[no-untyped-def]
    """A press on Quit that slid off it before the release quit the game (QA 98): a
    button acts on the release, over the button it went down on."""
    title = _title(ui)
    quit_button = next(w for w in title.menu.widgets if str(w.label) == "Quit")
    elsewhere = (quit_button.rect.centerx, quit_button.rect.top - 80)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=quit_button.rect.center,
                                         button=1))
    ui.step()
    assert ui.app.running and _focused(title) == "Quit"  # pressed: nothing yet
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=elsewhere, button=1))
    ui.step()
    assert ui.app.running and ui.app.top is title  # slid off: nothing at all
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=quit_button.rect.center,
                                         button=1))
    ui.step()
    assert ui.app.running  # a release with no press before it
    ui.click(quit_button.rect.center)  # down and up over it
    assert not ui.app.running

"""The notices at the top of the screen: one of each, and none that outlives what it
speaks about. Driven through the real scenes on a fake clock."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.i18n import t
from game.ui.loop import NOTICE_TIME
from game.ui.scene_confirm import ConfirmScene
from game.ui.scene_pause import PauseScene
from game.ui.scene_summary import SummaryScene
from game.ui.scene_table import TableScene
from game.ui.scene_title import TitleScene


def _button(ui, label: str):  # type: ignore[no-untyped-def]
    return next(w for w in ui.app.top.menu.widgets if w.label == label)


def _play_and_quit(ui) -> None:  # type: ignore[no-untyped-def]
    """Play on to the person's first turn (the computers' moves before it are saved),
    then Esc and "Quit to title". A Quick game is dealt at random: the person may be
    out at the deal, so round summaries are closed on the way (at instant speed one
    may already be open over the table)."""
    table = next(s for s in reversed(ui.app.scenes) if isinstance(s, TableScene))
    for _ in range(3000):
        top = ui.app.top
        if isinstance(top, SummaryScene):
            ui.step(10)
            ui.key(pygame.K_RETURN)
        elif top is table and table.choice is not None and table.director.idle:
            break
        else:
            ui.step()
    else:
        raise AssertionError("the person never had a decision")
    for _ in range(20):
        if isinstance(ui.app.top, PauseScene):
            break
        ui.key(pygame.K_ESCAPE)
    ui.click(_button(ui, "Quit to title").rect.center)
    assert isinstance(ui.app.top, TitleScene)


def _saved(ui) -> list[str]:  # type: ignore[no-untyped-def]
    return [text for text, _ in ui.app.notices if text == t("app.game_saved_title")]


def _quick_game_and_quit(ui) -> None:  # type: ignore[no-untyped-def]
    """From the title: a Quick game, a few moves, then Quit to title (it is saved)."""
    ui.app.settings.speed = "instant"
    ui.app.push(TitleScene(ui.app))
    ui.step()
    ui.click(_button(ui, "Quick game").rect.center)
    _play_and_quit(ui)


def test_the_saved_notice_stays_with_the_title_and_never_stacks(ui) -> None:  # type: ignore[no-untyped-def]
    """Quit to title says the game is saved. It used to stay its six seconds wherever the
    player went, so a new game started quickly sat down under "Your game is saved"
    (over the top seat's name), though that game had just been set aside; quitting
    again then stacked a second copy on the title."""
    app = ui.app
    _quick_game_and_quit(ui)
    assert len(_saved(ui)) == 1
    ui.step(30)  # well within the notice's time
    ui.click(_button(ui, "Quick game").rect.center)
    assert isinstance(app.top, ConfirmScene)  # a game is saved: asked first
    ui.click(_button(ui, "New game").rect.center)
    assert any(isinstance(s, TableScene) for s in app.scenes)
    ui.step()
    assert _saved(ui) == []  # it spoke of the game just set aside
    _play_and_quit(ui)
    assert len(_saved(ui)) == 1


def test_a_notice_already_showing_is_not_shown_twice(ui) -> None:  # type: ignore[no-untyped-def]
    """The same words again start the notice's time afresh instead of a second copy."""
    app = ui.app
    app.push(TitleScene(app))
    app.notice("Exported.")
    app.notice("Something else.")
    ui.step(60)
    app.notice("Exported.")
    texts = [text for text, _ in app.notices]
    assert texts == ["Something else.", "Exported."]
    assert dict(app.notices)["Exported."] == NOTICE_TIME


def test_notices_follow_large_text(ui) -> None:  # type: ignore[no-untyped-def]
    """A notice is running text: a step larger with Large text, still inside the screen."""
    from game.ui.theme import LARGE_STEP

    app = ui.app
    app.push(TitleScene(app))
    app.notice("Exported to a place with a rather long name, which wraps onto two lines "
               "when the notice is set a step larger than usual.")
    drawn: list[int] = []
    real = app.assets.text

    def text(words: str, size: int, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        drawn.append(size)  # the only notice's lines
        return real(words, size, *args, **kwargs)

    for large in (False, True):
        app.settings.large_text = large
        drawn.clear()
        app.assets.text = text  # type: ignore[method-assign]
        try:
            app._draw_notices(app.screen)
        finally:
            app.assets.text = real  # type: ignore[method-assign]
        assert drawn and set(drawn) == {20 + (LARGE_STEP if large else 0)}


def test_your_games_shows_an_export_notice_between_its_buttons(ui, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """An export's notice across the top covered Your games' heading and tabs; it shows
    in the free place between the buttons at the bottom. What does not fit there (three
    notices at once) shows over the half of the list the chosen game is not in."""
    from game.ui.scene_games import GamesScene

    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    app = ui.app
    app.push(TitleScene(app))
    games = GamesScene(app)
    app.push(games)
    app.notice("Exported to /home/ann/Documents/flip7-games-2026-12-02-1930.zip",
               kind="export")

    def inked(rows: range) -> bool:
        screen = pygame.Surface(app.screen.get_size())
        app._draw_notices(screen)
        return any(screen.get_at((x, y))[:3] != (0, 0, 0)
                   for y in rows for x in range(0, screen.get_width(), 4))

    area = games.notice_area
    assert area is not None
    assert not inked(range(0, 140, 2)) and inked(range(area.y, area.bottom, 2))
    app.notice("A second notice.")
    app.notice("A third notice, which no longer fits between the buttons.")
    # Over the list's free half, not across the top over the heading (QA 109).
    more = games.notice_area_more
    assert not inked(range(0, 140, 2)) and inked(range(more.y, more.bottom, 2))


def _notices_only_in_its_area(app, scene) -> None:  # type: ignore[no-untyped-def]
    """The notices are drawn, all inside ``scene``'s notice place, clear of its widgets."""
    screen = pygame.Surface(app.screen.get_size())
    app._draw_notices(screen)
    inked = [(x, y) for y in range(0, screen.get_height(), 2)
             for x in range(0, screen.get_width(), 4) if screen.get_at((x, y))[:3] != (0, 0, 0)]
    assert inked and all(scene.notice_area.collidepoint(p) for p in inked)
    assert not any(w.rect.colliderect(scene.notice_area) for w in scene.menu.widgets)


def test_the_title_shows_its_notices_beside_the_buttons_not_over_its_art(ui) -> None:  # type: ignore[no-untyped-def]
    """Quit to title's "saved" notice covered the cards at the top of the title, and
    sent the player "to the title screen" they were on (QA eleventh pass)."""
    app = ui.app
    _quick_game_and_quit(ui)
    title = app.top
    assert isinstance(title, TitleScene)
    (text,) = _saved(ui)
    assert "title screen" not in text and "Continue" in text
    _notices_only_in_its_area(app, title)


def _inked_only_in(app, places) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """The notices' pixels, each in one of ``places``; returned."""
    screen = pygame.Surface(app.screen.get_size())
    app._draw_notices(screen)
    inked = [(x, y) for y in range(0, screen.get_height(), 2)
             for x in range(0, screen.get_width(), 4) if screen.get_at((x, y))[:3] != (0, 0, 0)]
    assert inked and all(any(place.collidepoint(p) for place in places) for p in inked)
    return inked


_FOLDER = "/home/someone/.local/share/flip7"
_DAMAGED = (f"Your settings file {_FOLDER}/settings.json was damaged (not valid JSON: "
            "Expecting property name enclosed in double quotes at line 1, column 2); the "
            "defaults are back (kept as settings.json.damaged-20261205-223314).")
_UNSAVED = f"Couldn't save your settings: cannot write in {_FOLDER} (permission denied)."


def test_two_start_up_notices_go_either_side_of_the_titles_buttons(ui) -> None:  # type: ignore[no-untyped-def]
    """A damaged settings file and a folder that cannot be written, said at start-up,
    were too tall together for the place left of the buttons and stacked across the
    top, over the title's cards (QA 72): the second goes right of the buttons."""
    app = ui.app
    app.notice(_DAMAGED)
    app.notice(_UNSAVED)
    title = TitleScene(app)
    app.push(title)
    ui.step()
    places = (title.notice_area, title.notice_area_more)
    inked = _inked_only_in(app, places)
    for place in places:
        assert any(place.collidepoint(p) for p in inked)
        assert not any(w.rect.colliderect(place) for w in title.menu.widgets)


def test_start_up_notices_above_the_offer_of_the_guide_go_right_of_the_buttons(ui) -> None:  # type: ignore[no-untyped-def]
    """On a first start (a damaged settings file makes one) the offer of the guide
    leaves the place left of the buttons too small for the damaged file's notice: it
    went across the top, over the cards, and the unsaved settings' notice with it (QA
    80). It goes right of the buttons, where the first start has nothing; the shorter
    one left of them, over the offer."""
    app = ui.app
    app.notice(_DAMAGED)
    app.notice(_UNSAVED)
    title = TitleScene(app)
    title.offer_guide = True
    app.push(title)
    ui.step()
    inked = _inked_only_in(app, [title.notice_area, title.notice_area_more])
    assert any(title.notice_area_more.collidepoint(p) for p in inked)
    offer = pygame.Rect(0, 0, 380, 76)
    offer.bottomright = (title.how_button.rect.right, title.how_button.rect.y - 16)
    assert not any(offer.collidepoint(p) for p in inked)
    assert not any(w.rect.colliderect(place) for w in title.menu.widgets
                   for place in (title.notice_area, title.notice_area_more))


def test_a_notice_right_of_the_buttons_keeps_clear_of_the_saved_games_box(ui) -> None:  # type: ignore[no-untyped-def]
    """With a game saved, the notice right of the buttons covered the box beside
    Continue that names it (QA 80): the place there starts under that box."""
    app = ui.app
    _quick_game_and_quit(ui)
    title = app.top
    assert isinstance(title, TitleScene) and title.saved is not None
    ui.step(60 * 10)  # the "saved" notice is gone
    app.notice(_DAMAGED)
    app.notice(_UNSAVED)  # too tall together for the place left of the buttons
    ui.step()
    inked = _inked_only_in(app, [title.notice_area, title.notice_area_more])
    box = title._saved_box()
    assert not any(box.collidepoint(p) for p in inked)
    assert any(title.notice_area_more.collidepoint(p) for p in inked)


def test_settings_show_notices_beside_the_form_not_over_its_heading(ui) -> None:  # type: ignore[no-untyped-def]
    """F11 where fullscreen is not available said so over the Settings heading (QA
    thirteenth pass, in German); beside the form the heading and rows stay readable."""
    from game.ui.scene_settings import SettingsScene

    app = ui.app
    app.push(TitleScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    ui.step()
    app.notice("Vollbild ist hier nicht verfügbar.")
    _notices_only_in_its_area(app, settings)


def test_a_notice_naming_a_long_file_stays_beside_the_settings_form(ui) -> None:  # type: ignore[no-untyped-def]
    """The damaged-settings notice names the file it kept aside, one word wider than the
    place beside the form: it ran off the right edge, the file's name cut (QA nineteenth
    pass). Broken inside the word, every line stays in its place, and no letter is lost."""
    from game.ui.scene_settings import SettingsScene
    from game.ui.widgets import wrap_text

    app = ui.app
    app.push(TitleScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    ui.step()
    kept = "/work/qa19/home/settings.json.damaged-20261203-081502"
    text = f"Your settings file was damaged; the defaults are back (kept as {kept})."
    app.notice(text)
    _notices_only_in_its_area(app, settings)
    font = app.assets.font("bold", app.assets.size(20))
    lines = wrap_text(font, text, settings.notice_area.w - 36, break_words=True)
    assert len(lines) > 2 and "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(font.size(line)[0] <= settings.notice_area.w - 36 for line in lines)


def _notice_lines(ui, text: str, width: int) -> tuple[pygame.font.Font, list[str]]:  # type: ignore[no-untyped-def]
    """``text`` wrapped as a notice is, to ``width``: no letter lost, no line too wide."""
    from game.ui.widgets import wrap_text

    font = ui.app.assets.font("bold", ui.app.assets.size(20))
    lines = wrap_text(font, text, width, break_words=True)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(font.size(line)[0] <= width for line in lines)
    return font, lines


@pytest.mark.parametrize("width", [394, 300, 240, 180])
def test_a_file_name_broken_over_lines_never_ends_a_line_like_a_sentence(ui, width: int) -> None:  # type: ignore[no-untyped-def]
    """The title said "It was kept as current.flip7.json." above "damaged-2026…", which
    read as the end of a sentence (QA twenty-third pass). A name broken inside goes on
    a line of its own where it fits one, and is broken at a dot only before it."""
    text = ("Your saved game could not be opened (not valid JSON: Expecting ',' delimiter "
            "at line 1, column 16). It was kept as current.flip7.json.damaged-20261203-"
            "122742.")
    font, lines = _notice_lines(ui, text, width)
    assert not any(line.endswith(".") for line in lines[:-1]), lines
    name = "current.flip7.json.damaged-20261203-122742."
    if font.size(name)[0] <= width:
        assert name in lines


@pytest.mark.parametrize("width", range(300, 400, 10))
def test_a_rule_id_before_a_long_file_name_stays_whole(ui, width: int) -> None:  # type: ignore[no-untyped-def]
    """A dash in an earlier word was taken as the place to break the long name at the
    end: "(G-" above "2)). It was kept as …" (QA twenty-ninth pass). Only the long word
    itself is broken."""
    text = ("Your saved game could not be opened (record: the deck is not a complete "
            "classic deck for 3 players (G-2)). It was kept as current.flip7.json."
            "damaged-20261203-194424.")
    _font, lines = _notice_lines(ui, text, width)
    assert any("(G-2))." in line.split() for line in lines), lines


def test_a_game_whose_save_failed_is_not_called_saved_and_leaving_it_asks(
        ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With the disk full, Quit to title said "Your game is saved", and Continue then
    opened the game saved before (QA fourteenth pass). Now leaving asks first, by the
    menu and by the window's close button, and once the disk has room again the game
    is saved on the way out and said to be."""
    import errno
    import os

    from game.storage import files

    app = ui.app
    app.settings.speed = "instant"
    app.push(TitleScene(app))
    ui.step()
    ui.click(_button(ui, "Quick game").rect.center)
    table = next(s for s in reversed(app.scenes) if isinstance(s, TableScene))
    real_mkstemp = files.tempfile.mkstemp

    def full(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files.tempfile, "mkstemp", full)
    for _ in range(3000):  # on to a person's decision; saves fail meanwhile
        if isinstance(app.top, SummaryScene):
            ui.step(10)
            ui.key(pygame.K_RETURN)
        elif app.top is table and table.choice is not None and table.director.idle:
            break
        else:
            ui.step()
    table.session.save()
    assert table.session.files is not None and table.session.files.behind is not None
    assert not table.saved and table.farewell() is None
    ui.key(pygame.K_ESCAPE)
    ui.click(_button(ui, "Quit to title").rect.center)
    asking = app.top
    assert isinstance(asking, ConfirmScene)
    assert str(asking.question) == "Your game is not saved"
    assert asking.menu.focused.label == "Keep playing"  # Enter by habit keeps it
    assert "no space left on device" in str(asking.detail) or "disk is full" in str(asking.detail)
    ui.click(_button(ui, "Keep playing").rect.center)
    assert app.top is table  # keep playing: the table, not the pause menu again
    # The window's close button asks too; a second close means it.
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.step()
    assert isinstance(app.top, ConfirmScene) and app.running
    ui.key(pygame.K_ESCAPE)  # no
    assert app.top is table and app.running
    # Room again: leaving saves the game and says so, without asking.
    monkeypatch.setattr(files.tempfile, "mkstemp", real_mkstemp)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    ui.click(_button(ui, "Quit to title").rect.center)
    assert isinstance(app.top, TitleScene) and _saved(ui)
    assert app.top.saved is not None


def test_closing_the_window_over_an_unsaved_game_asks_and_a_second_close_quits(
        ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import errno
    import os

    from game.storage import files

    app = ui.app
    app.settings.speed = "instant"
    app.push(TitleScene(app))
    ui.step()
    ui.click(_button(ui, "Quick game").rect.center)
    monkeypatch.setattr(files.tempfile, "mkstemp", lambda *a, **k: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
    table = next(s for s in reversed(app.scenes) if isinstance(s, TableScene))
    table.session.save()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.step()
    assert isinstance(app.top, ConfirmScene) and app.running
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.step()
    assert not app.running


def test_a_dialog_hides_the_table_under_it(ui) -> None:  # type: ignore[no-untyped-def]
    """The score race, the pause menu and the round summary are opaque panels: at 250 of
    255 the table's numbers showed through as ghosts (QA nineteenth pass). Over white
    and over black, the panel's inside is the same colour."""
    from game.ui.theme import DIALOG_FILL
    from game.ui.widgets import dialog

    seen = []
    for under in ((255, 255, 255), (0, 0, 0)):
        screen = pygame.Surface((1280, 720))
        screen.fill(under)
        dialog(screen, ui.app.assets, pygame.Rect(100, 100, 600, 400), "Heading")
        seen.append(screen.get_at((400, 400))[:3])
    assert seen[0] == seen[1] == DIALOG_FILL[:3]


def test_a_notice_carried_to_a_screen_without_room_for_it_waits_for_its_own(
        ui, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A damaged-settings notice said on the title, carried on into Your games, went
    across the top over Your games' heading (QA 29). It waits there, unseen, with its
    time standing still, and shows again when the title is back; a short notice that
    fits Your games' notice place shows there."""
    from game.ui.scene_games import GamesScene

    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    app = ui.app
    title = TitleScene(app)
    app.push(title)
    long = ("Your settings file /home/ann/.config/flip7/settings.json was damaged "
            "(not valid JSON: Expecting value in line 1, column 1); the defaults apply.")
    app.notice(long)
    ui.step(1, 1.0)  # drawn on the title: its home
    assert dict(app.notices)[long] == pytest.approx(NOTICE_TIME - 1.0, abs=0.1)

    def inked(rows: range) -> bool:
        screen = pygame.Surface(app.screen.get_size())
        app._draw_notices(screen)
        return any(screen.get_at((x, y))[:3] != (0, 0, 0)
                   for y in rows for x in range(0, screen.get_width(), 4))

    games = GamesScene(app)
    app.push(games)
    for _ in range(10):
        ui.step(1, 1.0)  # longer than a notice lasts
    assert not inked(range(0, app.screen.get_height(), 2))  # neither on top nor below
    assert dict(app.notices)[long] == pytest.approx(NOTICE_TIME - 1.0, abs=0.2)
    app.notice("Exported.")
    assert inked(range(games.notice_area.y, games.notice_area.bottom, 2))
    assert not inked(range(0, 140, 2))
    app.pop()  # the title, made afresh on its return
    back = app.top
    assert isinstance(back, TitleScene)
    assert inked(range(back.notice_area.y, back.notice_area.bottom, 2))
    for _ in range(6):
        ui.step(1, 1.0)
    assert long not in dict(app.notices)  # its time ran on at home, and ran out


def test_a_carried_notice_waits_on_new_game_but_shows_over_the_table(ui) -> None:  # type: ignore[no-untyped-def]
    """New game's heading sits at the top, so a notice carried from the title waits
    there (QA 29); the table has no heading, and a notice said over a hand-over or a
    summary and carried back to it shows there as ever, in its corner (QA 60)."""
    from game.ui.scene_setup import SetupScene

    app = ui.app
    app.push(TitleScene(app))
    long = "Your saved game could not be opened (" + "a very long reason, " * 8 + "end)."
    app.notice(long)
    ui.step()

    def inked_top(y: int = 30) -> bool:
        screen = pygame.Surface(app.screen.get_size())
        app._draw_notices(screen)
        return any(screen.get_at((x, y))[:3] != (0, 0, 0)
                   for x in range(0, screen.get_width(), 4))

    app.push(SetupScene(app))
    ui.step(1, 1.0)
    assert not inked_top() and dict(app.notices)[long] > NOTICE_TIME - 1.5
    app.pop()
    table = _table_now(ui)
    assert table is app.top and table.notice_area is not None
    assert inked_top(table.notice_area.y + 20) and not inked_top()  # carried to the table


def _table_now(ui):  # type: ignore[no-untyped-def]
    """A Quick game's table pushed over the title (no frame run yet)."""
    from game.session import Seat, Session, TableSetup

    setup = TableSetup((Seat("You"), Seat("Ann", "balanced"), Seat("Ben", "bold")))
    table = TableScene(ui.app, Session(setup, seed=1, ai_seed=1))
    ui.app.push(table)
    return table


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("seats", [3, 4, 5, 6, 10, 13, 18])
def test_a_notice_at_the_table_covers_no_seat_where_the_seats_leave_room(
        ui, seats: int, large: bool) -> None:  # type: ignore[no-untyped-def]
    """"Couldn't save your game: …" went across the top, over the top seat's name and
    total (QA 60): it goes in the bottom-left corner where the seats leave room for it,
    and across the top only where they do not (14 seats and more)."""
    from game.session import Seat, Session, TableSetup

    app = ui.app
    app.settings.large_text = large
    setup = TableSetup((Seat("You"), *(Seat(f"C{i}", "balanced") for i in range(seats - 1))))
    table = TableScene(app, Session(setup, seed=1, ai_seed=1))
    app.push(table)
    text = ("Couldn't save your game: cannot write in /home/ann/.local/share/flip7 "
            "(it is a file, not a folder).")
    app.notice(text)
    screen = pygame.Surface(app.screen.get_size())
    app._draw_notices(screen)
    inked = {(x, y) for x in range(0, screen.get_width(), 3)
             for y in range(0, screen.get_height(), 3) if screen.get_at((x, y))[:3] != (0, 0, 0)}
    assert inked
    area = table.notice_area
    if area is None or not app.notices_fit([text], area):  # too narrow for three lines
        assert seats > (6 if large else 10) and all(y < 200 for _x, y in inked)
        return
    covered = [box.seat for box in table.layout.seats
               if any(box.rect.collidepoint(p) for p in inked)]
    assert covered == [] and all(area.collidepoint(p) for p in inked)


def test_notices_at_the_table_start_at_the_corners_left_edge(ui) -> None:  # type: ignore[no-untyped-def]
    """Each notice was centred in the table's corner on its own width, so "Your game is
    saved again." stood 37 px right of the wider failure it replaced (QA 83): both start
    at the corner's left edge."""
    app = ui.app
    table = _table_now(ui)
    area = table.notice_area
    assert area is not None
    lefts = []
    for text in ("Couldn't save your game: no space left on device.", "Saved again."):
        app.notices.clear()
        app.notice(text)
        screen = pygame.Surface(app.screen.get_size())
        app._draw_notices(screen)
        inked = [x for x in range(screen.get_width()) for y in range(area.y, area.bottom, 4)
                 if screen.get_at((x, y))[:3] != (0, 0, 0)]
        lefts.append(min(inked))
    assert abs(lefts[0] - area.x) <= 2 and abs(lefts[1] - area.x) <= 2, (lefts, area.x)


def test_the_log_lines_stay_while_a_notice_shows_in_the_tables_corner(ui) -> None:  # type: ignore[no-untyped-def]
    """A notice in the table's bottom-left corner blanked the lines under the piles for
    its six seconds, though it lies nowhere near them (only the viewer's notice place
    is over its lines)."""
    app = ui.app
    table = _table_now(ui)
    ui.step(120)
    asked: list[int] = []
    real = table.view.log_lines

    def log_lines(rows: int):  # type: ignore[no-untyped-def]
        asked.append(rows)
        return real(rows)

    table.view.log_lines = log_lines  # type: ignore[method-assign]
    app.notice("Couldn't save your game: no space left on device.")
    ui.step()
    assert app.notices_over(table) and asked


def test_saved_again_takes_the_place_of_the_failure_it_ends(ui, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """"Your game is saved again." stacked under the still showing "Couldn't save your
    game" (QA 62): it replaces it."""
    import errno
    import os

    from game.session import Seat, Session, TableSetup
    from game.session.saves import GameFiles
    from game.storage import files

    app = ui.app
    app.settings.speed = "instant"
    setup = TableSetup((Seat("You"), Seat("Ann", "balanced"), Seat("Ben", "balanced")))
    table = TableScene(app, Session(setup, seed=3, ai_seed=3,
                                    files=GameFiles(tmp_path / "g.flip7.json", tmp_path / "g")))
    app.push(table)
    ui.until(lambda: table.choice is not None, limit=300)
    real = files.tempfile.mkstemp
    monkeypatch.setattr(files.tempfile, "mkstemp", lambda *a, **k: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
    table.submit(table.session.game.legal_moves()[0])
    assert [text for text, _ in app.notices if "Couldn't save your game" in text]
    monkeypatch.setattr(files.tempfile, "mkstemp", real)
    ui.until(lambda: table.choice is not None, limit=300)
    table.submit(table.session.game.legal_moves()[0])
    assert [text for text, _ in app.notices] == ["Your game is saved again."]


def test_large_text_steps_back_before_a_notice_goes_across_the_titles_cards(ui) -> None:  # type: ignore[no-untyped-def]
    """With Large text a German notice about a saved game's bad move fitted neither
    place beside the title's buttons and went across the cards (QA 82): it takes the
    usual size there first, as other Large-text lines do."""
    from game.i18n import set_language

    app = ui.app
    _quick_game_and_quit(ui)
    title = app.top
    assert isinstance(title, TitleScene)
    ui.step(60 * 10)  # the "saved" notice is gone
    app.settings.large_text = True
    set_language("de")
    try:
        app.notice("Dein gespeichertes Spiel hatte einen Zug, der sich nicht spielen lässt "
                   "(Zug 7: Platz 2 ist jetzt nicht am Zug, sondern Platz 0 (G-8)): Es geht "
                   "vor diesem Zug weiter. Die Datei, wie sie war, liegt jetzt unter "
                   "current.flip7.json.damaged-20261205-231234.")
        ui.step()
        _inked_only_in(app, [title.notice_area, title.notice_area_more])
    finally:
        set_language("en")


def test_a_new_game_whose_first_save_fails_says_so_before_any_move(ui, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A new game is saved before its table opens; when that failed (a read-only or full
    folder), nothing was said until the first move was played, and the person could sit
    at their first decision not knowing (QA 107)."""
    from game.session import GameFiles, Seat, Session, TableSetup

    blocker = tmp_path / "blocker"
    blocker.write_text("")  # a file where the save's folder should be
    setup = TableSetup((Seat("Ann"), Seat("Ben", "balanced"), Seat("Cat", "balanced")))
    session = Session(setup, seed=1, ai_seed=1,
                      files=GameFiles(blocker / "current.flip7.json"))
    table = TableScene(ui.app, session)
    ui.app.push(table)
    ui.step(2)
    assert not session.game.moves  # nobody has moved yet: the deal is still coming out
    said = [text for text, _ in ui.app.notices if text.startswith("Couldn't save your game")]
    assert said == [f"Couldn't save your game: cannot write in {blocker} (it is a file, "
                    "not a folder)."]
    for _ in range(5):  # said once, not again at every frame
        ui.step(30)
    assert session.files is not None and session.files.take_notices() == []


def test_quitting_does_not_say_settings_are_kept_when_they_could_not_be_saved(  # type: ignore[no-untyped-def]
        ui, tmp_path) -> None:
    """"Quit Flip 7? Your settings are kept." over a title whose notice said they could
    not be saved (a data folder that cannot be made: QA 118)."""
    from game.storage.settings import SettingsStore

    blocker = tmp_path / "local"
    blocker.write_text("a file where the folder should be")
    app = ui.app
    for folder, said, speed in ((tmp_path / "flip7", "title.quit_settings_kept", "fast"),
                                (blocker / "flip7", "title.quit_settings_lost", "instant")):
        app.store = SettingsStore(folder / "settings.json", app.settings)
        # A change from the defaults each time (a sound switched twice was the default
        # again, and the second store had nothing to save).
        app.settings.speed = speed
        app.save_settings()
        app.push(TitleScene(app))
        app.top.ask_quit()
        assert isinstance(app.top, ConfirmScene) and app.top.detail.key == said
        app.pop()
        app.pop()


def test_a_short_word_before_a_file_name_is_not_left_alone_on_its_line(ui) -> None:  # type: ignore[no-untyped-def]
    """The German damaged-settings notice wrapped "(aufbewahrt / als /
    settings.json.damaged-…)", "als" alone on a line (QA 118): it takes the word
    before it along."""
    from game.i18n import translate
    from game.ui.widgets import wrap_text

    text = translate("de", "settings_file.damaged_kept",
                     path="/work/qa118/home12/.local/share/flip7/settings.json",
                     reason="eine leere Datei", kept="settings.json.damaged-20261206-163826")
    font = ui.app.assets.font("bold", 20)
    for width in range(300, 420, 2):
        lines = wrap_text(font, text, width, break_words=True)
        assert all(" " in line or len(line) > 4 for line in lines[:-1]), (width, lines)
        assert " ".join(lines).replace("/ ", "/").replace("- ", "-").replace(" .", ".") \
            == text, (width, lines)
        assert all(font.size(line)[0] <= width for line in lines), (width, lines)


def test_a_kept_files_name_starts_its_line_rather_than_break_at_a_dot(ui) -> None:  # type: ignore[no-untyped-def]
    """The damaged-save notice broke the kept file's name at a dot, "current /
    .flip7.json.damaged-…", where the name on a line of its own breaks after a dash
    (QA 118)."""
    from game.ui.widgets import wrap_text

    text = ("Your saved game could not be opened (not valid JSON: Unterminated string "
            "starting at line 1, column 1179). It was kept as "
            "current.flip7.json.damaged-20261206-161952.")
    font = ui.app.assets.font("bold", 20)
    for width in range(300, 420, 2):
        lines = wrap_text(font, text, width, break_words=True)
        assert not any(line.startswith(".") for line in lines), (width, lines)
        (first,) = [line for line in lines if "current." in line]
        assert first.endswith(("-", "161952.")) and "current.flip7.json.damaged-" in first, \
            (width, lines)  # after a dash, or whole
        assert all(font.size(line)[0] <= width for line in lines), (width, lines)


@given(st.text(alphabet="abcW il/.-_ÄÖ…", max_size=400), st.integers(min_value=1, max_value=700))
@settings(max_examples=200, deadline=None)
def test_shortened_start_takes_the_fewest_letters_off_its_start(text: str, width: int) -> None:
    """The end of a line being typed, as much of it as fits: found by halving (one
    letter at a time, a long export path cost 21 ms a frame: QA 124), it is still the
    longest end that fits after "…"."""
    from game.ui.widgets import shortened_start

    pygame.font.init()
    font = pygame.font.Font(None, 20)
    shown = shortened_start(font, text, width)
    if font.size(text)[0] <= width:
        assert shown == text
        return
    assert shown.startswith("…") and text.endswith(shown[1:])
    kept = len(shown) - 1
    fits = font.size(shown)[0] <= width
    assert fits or kept <= 1  # at least one letter stays, even where none fits
    if kept + 1 < len(text):  # one letter more would not fit
        assert font.size("…" + text[len(text) - kept - 1:])[0] > width or kept <= 0

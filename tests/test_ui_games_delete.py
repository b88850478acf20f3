"""Your games: Delete (a button, the Delete key, or Backspace as a Mac's delete key)
asks first, then takes the game off the list and the statistics; its file is renamed,
never removed (QA 57: test games stayed in the list for good)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from kept_helpers import KNOWN, ann_flip7, known_folder, write_record

from game.i18n import set_language, t
from game.session.kept import GameIndex
from game.ui.scene_confirm import ConfirmScene
from game.ui.scene_games import GamesScene
from game.ui.scene_stats import StatsScene
from game.ui.scene_title import TitleScene


def _games(ui, folder: Path) -> GamesScene:  # type: ignore[no-untyped-def]
    index = GameIndex(known_folder(folder))
    index.load()
    ui.app.push(TitleScene(ui.app))
    games = GamesScene(ui.app, index)
    ui.app.push(games)
    ui.step()
    return games


def test_delete_asks_and_keep_it_changes_nothing(ui, tmp_path) -> None:  # type: ignore[no-untyped-def]
    games = _games(ui, tmp_path / "games")
    ui.key(pygame.K_DELETE)
    ask = ui.app.top
    assert isinstance(ask, ConfirmScene) and ask.menu.focus == 1  # careful: on Keep it
    ui.key(pygame.K_RETURN)  # Enter out of habit keeps the game
    assert ui.app.top is games and len(games.games) == 3
    assert sorted(p.name for p in (tmp_path / "games").iterdir()
                  if p.name.endswith(".flip7.json")) == sorted(name for name, _ in KNOWN)


def test_delete_by_mouse_takes_the_chosen_game_off_the_list_and_the_statistics(  # type: ignore[no-untyped-def]
        ui, tmp_path) -> None:
    folder = tmp_path / "games"
    games = _games(ui, folder)
    games.select(1)
    chosen = games.games[1].file
    ui.click(games.delete_button.rect.center)
    ask = ui.app.top
    assert isinstance(ask, ConfirmScene)
    ui.click(ask.menu.widgets[0].rect.center)  # Delete
    assert ui.app.top is games
    assert chosen not in [g.file for g in games.games] and len(games.games) == 2
    assert games.selected == 1  # the next game is chosen, in the same place
    assert not (folder / chosen).exists()
    assert [p.name for p in folder.iterdir() if p.name.startswith(chosen + ".deleted-")]
    assert t("games.deleted") in dict(ui.app.notices)
    # The statistics count the games that are left.
    ui.key(pygame.K_TAB)
    stats = ui.app.top
    assert isinstance(stats, StatsScene) and len(stats.index.games) == 2


@pytest.mark.parametrize("key", [pygame.K_DELETE, pygame.K_BACKSPACE])
def test_the_last_game_deleted_by_keyboard_leaves_an_empty_list(ui, tmp_path, key) -> None:  # type: ignore[no-untyped-def]
    games = _games(ui, tmp_path / "games")
    for left in (2, 1, 0):
        ui.key(key)
        ui.key(pygame.K_LEFT)  # from Keep it to Delete
        ui.key(pygame.K_RETURN)
        assert ui.app.top is games and len(games.games) == left
    assert not games.delete_button.enabled and not games.watch_button.enabled
    ui.key(key)  # nothing to delete: nothing asks
    assert ui.app.top is games


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_buttons_and_the_question_fit(ui, tmp_path, language: str) -> None:  # type: ignore[no-untyped-def]
    """Four buttons in a row, clear of each other and of the notice place; the question
    says which game (its date and players)."""
    set_language(language)
    games = _games(ui, tmp_path / "games")
    rects = [w.rect for w in games.menu.widgets]
    for i, rect in enumerate(rects):
        assert not any(rect.colliderect(other) for other in rects[i + 1:])
        assert not rect.colliderect(games.notice_area)
    for large in (False, True):
        ui.app.settings.large_text = large
        games.ask_delete()
        ask = ui.app.top
        assert isinstance(ask, ConfirmScene)
        assert "Ann" in str(ask.detail)
        ask.yes()
        ui.step()
        # "Deleted" shows in the list's own notice place, not over its heading.
        assert t("games.deleted") in dict(ui.app.notices) and ui.app.notices_over(games)


def test_the_deleted_notice_never_covers_the_heading_when_the_next_delete_asks(  # type: ignore[no-untyped-def]
        ui, tmp_path) -> None:
    """"Gelöscht" went across the top, over the heading, when the next Delete asked at
    once (QA 58). It is said of the list, so it ends when a screen opens over the list
    (QA 59: a refusal left over showed under the Export dialog, as if the export had
    failed); and a question lends the list's notice place to any other notice, where
    it leaves that place clear."""
    games = _games(ui, tmp_path / "games")
    games.ask_delete()
    ui.app.top.yes()  # type: ignore[union-attr]
    ui.step()
    assert t("games.deleted") in dict(ui.app.notices)
    games.ask_delete()
    ask = ui.app.top
    assert isinstance(ask, ConfirmScene) and ask.notice_area == games.notice_area
    ui.step()
    assert t("games.deleted") not in dict(ui.app.notices)
    ui.app.notice("A notice from elsewhere.")
    ui.step()
    placed = ui.app._placed_notices()
    assert placed is not None and placed[1]  # in a screen's own place, not across the top


def _tab_of(ui, folder: Path, tab: str) -> GamesScene | StatsScene:  # type: ignore[no-untyped-def]
    """The games or statistics tab of the games in ``folder``, drawn once."""
    index = GameIndex(folder)
    index.load()
    ui.app.push(TitleScene(ui.app))
    scene = GamesScene(ui.app, index) if tab == "games" else StatsScene(ui.app, index)
    ui.app.push(scene)
    ui.step()
    return scene


def _inked_by_a_notice(ui) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """Where a two-line notice is drawn ("Couldn't open …: 20 players …")."""
    ui.app.notice("Couldn't open 2026-12-06_11-50-00.flip7.json: 20 players: the table "
                  "shows at most 18")
    screen = pygame.Surface(ui.app.screen.get_size())
    ui.app._draw_notices(screen)
    return [(x, y) for y in range(0, screen.get_height())
            for x in range(0, screen.get_width(), 2) if screen.get_at((x, y))[:3] != (0, 0, 0)]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("tab", ["games", "stats"])
def test_a_notice_keeps_clear_of_the_line_about_unreadable_games(ui, tmp_path, tab: str,  # type: ignore[no-untyped-def]
                                                                 language: str) -> None:
    """A two-line notice lay over the red line's reason for a file that could not be
    read (QA 106), on the statistics over all of it: the line ends short of the
    notices' place, and the notices start below anything that still reaches into it,
    or go across the top."""
    set_language(language)
    folder = known_folder(tmp_path / "games")
    (folder / "garbage.flip7.json").write_text("not a record")
    scene = _tab_of(ui, folder, tab)
    lines = scene.bottom_lines()
    assert len(lines) >= (2 if tab == "games" else 3)  # a long reason: on two rows or more
    assert not any(rect.colliderect(scene.notice_area) for rect in lines)
    assert scene.notice_area == scene.notice_place  # nothing reaches into it
    inked = _inked_by_a_notice(ui)
    assert inked and all(scene.notice_area.collidepoint(p) for p in inked)


@pytest.mark.parametrize("tab", ["games", "stats"])
def test_a_notice_gives_way_to_a_line_about_a_long_path(ui, tmp_path, monkeypatch,  # type: ignore[no-untyped-def]
                                                        tab: str) -> None:
    """A reason too long for the room left of the notices' place (a deep games folder)
    takes the line's full width: the notices then go below it, or across the top, and
    never over it. The path is cut in its middle where the rows run out, so the reason
    after it still shows (cut at the end, "… could not…" lost it: QA 109)."""
    from game.ui import scene_games

    folder = tmp_path / ("a-rather-deep-folder/" * 8) / "games"
    folder.parent.mkdir(parents=True)
    folder.write_text("")  # a file where the games folder should be
    rows: list[str] = []
    real_fit = scene_games.fit

    def fit(assets, text, size, colour, weight, width):  # type: ignore[no-untyped-def]
        if assets.font(weight, size).size(text)[0] <= width:
            rows.append(text)
        else:  # cut at its end with "…", or made smaller: not a whole row
            rows.append("(cut)")
        return real_fit(assets, text, size, colour, weight, width)

    monkeypatch.setattr(scene_games, "fit", fit)
    scene = _tab_of(ui, folder, tab)
    lines = scene.bottom_lines()
    assert "(cut)" not in rows and rows[-1].endswith("(not a directory).")
    assert any(rect.right > scene.notice_place.x for rect in lines)  # the case at hand
    inked = _inked_by_a_notice(ui)
    assert inked
    assert not [p for p in inked if any(rect.collidepoint(p) for rect in lines)]


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize("chosen", [0, 10])
def test_a_long_export_notice_stays_off_the_heading_and_the_chosen_game(  # type: ignore[no-untyped-def]
        ui, tmp_path, language: str, chosen: int) -> None:
    """"Exported to" a deep folder was too tall for the place between the buttons and
    went across the top, over the heading and the tabs, for its six seconds (QA 109). It
    goes over the half of the list the chosen game is not in, wrapped to that width."""
    from game.ui import scene_games

    set_language(language)
    folder = tmp_path / "games"
    for day in range(1, 13):
        write_record(folder / f"2026-01-{day:02d}_10-00-00.flip7.json", ann_flip7())
    scene = _tab_of(ui, folder, "games")
    assert isinstance(scene, GamesScene) and len(scene.games) == 12
    scene.select(chosen)
    ui.step()
    path = "/home/" + "someone-with-a-long-name/" * 4 + "Documents/2026-12-06.flip7.json"
    ui.app.notice(t("export.done", path=path))
    screen = pygame.Surface(ui.app.screen.get_size())
    ui.app._draw_notices(screen)
    inked = [(x, y) for y in range(0, screen.get_height())
             for x in range(0, screen.get_width(), 2) if screen.get_at((x, y))[:3] != (0, 0, 0)]
    assert inked
    tabs_bottom = max(button.rect.bottom for button in scene.tabs)
    y = scene_games.LIST.y + scene_games.HEADER + (chosen - scene.top) * scene_games.ROW
    row = pygame.Rect(scene_games.LIST.x, y, scene_games.LIST.w, scene_games.ROW)
    assert all(y > tabs_bottom and not row.collidepoint(x, y) for x, y in inked)
    assert max(y for _, y in inked) - min(y for _, y in inked) < 120  # wide, not a column


def test_a_notice_on_the_statistics_keeps_under_a_long_note_of_what_is_counted(  # type: ignore[no-untyped-def]
        ui, tmp_path) -> None:
    """With Large text in German and an unfinished game not counted, the note under
    the panels ran into the notices' place and a notice went across the top over the
    heading (QA 106): it takes the width left of Back, under the note."""
    from kept_helpers import unfinished

    set_language("de")
    ui.app.settings.large_text = True
    folder = known_folder(tmp_path / "games")
    write_record(folder / "2026-01-04_10-00-00.flip7.json", unfinished())
    scene = _tab_of(ui, folder, "stats")
    lines = scene.bottom_lines()
    assert any(rect.colliderect(scene.notice_place) for rect in lines)  # the case at hand
    ui.app.notice("Die Einstellungen waren beschädigt und wurden zurückgesetzt.")
    screen = pygame.Surface(ui.app.screen.get_size())
    ui.app._draw_notices(screen)
    inked = [(x, y) for y in range(0, screen.get_height())
             for x in range(0, screen.get_width(), 2) if screen.get_at((x, y))[:3] != (0, 0, 0)]
    assert inked and min(y for _, y in inked) > max(rect.bottom for rect in lines)
    assert not any(scene.back_button.rect.collidepoint(p) for p in inked)


@pytest.mark.parametrize("tab", ["games", "stats"])
def test_the_reading_progress_shows_over_the_list(ui, tmp_path, tab: str) -> None:  # type: ignore[no-untyped-def]
    """"Reading your games… 40 of 2,500" was drawn under the list's dark panel on the
    Games tab, near invisible, the one sign of a long first opening (QA 123). It is
    light on dark on both tabs."""
    from game.ui.scene_games import LIST

    index = GameIndex(known_folder(tmp_path / "games"))
    scene = GamesScene(ui.app, index) if tab == "games" else StatsScene(ui.app, index)
    scene.building = iter(())  # as while the files are read
    scene.progress = (40, 2500)
    assert scene.loading
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    middle = pygame.Rect(0, 0, 300, 30)
    middle.center = LIST.center
    brightest = max(sum(surface.get_at((x, y))[:3]) for x in range(middle.x, middle.right)
                    for y in range(middle.y, middle.bottom))
    assert brightest > 600  # the text's own colour, not text seen through the panel


def test_a_bad_move_is_counted_from_1_as_the_title_counts_it(ui, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """One record's bad move was "move 61" in Your games and "move 62" on the title
    (QA 123): the game's screens count moves from 1, the command line from 0."""
    from dataclasses import replace

    from drawn_helpers import record_texts
    from kept_helpers import STAY

    folder = known_folder(tmp_path / "games")
    record = ann_flip7()
    # moves[2] is Cat's stay; seat 0 to stay there is not to decide now (G-8).
    bad = replace(record, moves=[*record.moves[:2], (0, STAY), *record.moves[3:]])
    write_record(folder / "2026-01-05_10-00-00.flip7.json", bad)
    games = _games(ui, tmp_path / "games")
    assert games.index.problems
    with pytest.MonkeyPatch.context() as patch:
        drawn = record_texts(ui.app.assets, patch)
        games.draw(pygame.Surface((1280, 720)))
    said = " ".join(words for words, _ in drawn)
    assert "move 3:" in said and "move 2:" not in said


@pytest.mark.parametrize("tab", ["games", "stats"])
def test_the_open_tab_is_marked_under_it_not_by_a_focus_ring(ui, tmp_path, tab: str) -> None:  # type: ignore[no-untyped-def]
    """The open tab wore the focus's gold ring while the keys' focus was on the Player
    selector or a row: two rings, and which one the keys moved was unclear (QA 122)."""
    from game.ui.theme import GOLD

    index = GameIndex(known_folder(tmp_path / "games"))
    index.load()
    scene = GamesScene(ui.app, index) if tab == "games" else StatsScene(ui.app, index)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)

    def gold(x: int, y: int) -> bool:
        return sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], GOLD,
                                               strict=True)) < 40

    for button, name in zip(scene.tabs, ("games", "stats"), strict=True):
        x = button.rect.centerx
        assert not any(gold(x, button.rect.y - d) for d in (2, 3, 4)), name  # no ring
        assert any(gold(x, button.rect.bottom + d) for d in range(4, 10)) == (name == tab)


def test_a_record_of_a_newer_flip_7_is_said_to_be_one(ui, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Your games said "record: unsupported version 2 (expected 1)", the command line's
    words (QA 123); the title says a saved game of a later version is a newer Flip 7's.
    The list says so too, without the command line's "record:"."""
    import json

    from drawn_helpers import record_texts

    folder = known_folder(tmp_path / "games")
    data = ann_flip7().to_json()
    data["version"] = 2
    (folder / "2026-01-05_10-00-00.flip7.json").write_text(json.dumps(data))
    games = _games(ui, tmp_path / "games")
    with pytest.MonkeyPatch.context() as patch:
        drawn = record_texts(ui.app.assets, patch)
        games.draw(pygame.Surface((1280, 720)))
    said = " ".join(words for words, _ in drawn)
    assert "a newer Flip 7 made it (record version 2)" in said
    assert "record:" not in said and "expected 1" not in said


def test_a_delete_that_fails_says_the_systems_reason_in_the_players_language(  # type: ignore[no-untyped-def]
        ui, tmp_path) -> None:
    """The file went meanwhile (a file manager): the notice says why, not only that it
    could not be renamed (QA 123), and the game leaves the list (QA 133)."""
    set_language("de")
    folder = tmp_path / "games"
    games = _games(ui, folder)
    chosen = games.games[0].file
    (folder / chosen).unlink()
    ui.key(pygame.K_DELETE)
    ask = ui.app.top
    assert isinstance(ask, ConfirmScene)
    ui.click(ask.menu.widgets[0].rect.center)  # Löschen
    assert ui.app.top is games and chosen not in [g.file for g in games.games]
    assert len(games.games) == 2  # gone, it leaves the list at once (QA 133)
    said = " ".join(dict(ui.app.notices))
    assert said.startswith(f"{chosen} ließ sich nicht löschen") \
        and t("files.os.enoent") in said and t("games.deleted") not in said


def _thirty_games(ui, folder: Path) -> GamesScene:  # type: ignore[no-untyped-def]
    """Your games with thirty kept games in ``folder``: more than the list's rows."""
    record = ann_flip7()
    for day in range(1, 31):
        write_record(folder / f"2026-01-{day:02d}_10-00-00.flip7.json", record)
    index = GameIndex(folder)
    index.load()
    ui.app.push(TitleScene(ui.app))
    games = GamesScene(ui.app, index)
    ui.app.push(games)
    ui.until(lambda: not games.loading and len(games.games) == 30, limit=600)
    return games


def test_the_lists_scroll_bar_scrolls_and_opens_no_game(ui, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A click on the list's scroll bar chose the game in that row and a second click
    opened it, and the bar never moved the list (QA 150): a click beside its thumb
    pages, the thumb drags, and no game is chosen or opened."""
    from game.ui.scene_games import LIST, ROW

    games = _thirty_games(ui, tmp_path)
    track = games._track()
    assert games.top == 0 and games.selected == 0
    for _ in range(2):
        ui.click((track.centerx, track.bottom - 4))
    assert ui.app.top is games and games.selected == 0
    assert games.top == min(2 * games.visible, 30 - games.visible)
    thumb = games._thumb()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1))
    ui.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, track.y - 50),
                                         rel=(0, -1), buttons=(1, 0, 0)))
    ui.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, track.y),
                                         button=1))
    ui.step()
    assert games.top == 0 and games.dragging is None and ui.app.top is games
    ui.click((LIST.x + 40, track.y + 2 * ROW + 10))  # a row itself still chooses its game
    assert games.selected == 2 and ui.app.top is games


def test_the_list_keeps_its_place_across_the_statistics_tab(ui, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Tab to Statistics and back put the choice on the first game again, and E then
    exported that one (QA 151): the list comes back as it was left."""
    games = _thirty_games(ui, tmp_path)
    for _ in range(17):
        ui.key(pygame.K_DOWN, frames=0)
    ui.step()
    chosen, top = games.games[games.selected].file, games.top
    assert games.selected == 17 and top > 0
    ui.key(pygame.K_TAB)
    assert isinstance(ui.app.top, StatsScene)
    ui.key(pygame.K_TAB)
    back = ui.app.top
    assert isinstance(back, GamesScene) and back is not games
    assert back.games[back.selected].file == chosen and back.top == top


def test_page_down_and_up_move_the_view_with_the_choice(ui, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """From the first game Page Down moved the choice a page and the view one row, so
    the choice sat at the bottom (QA 150): a page moves both, as in any list."""
    games = _thirty_games(ui, tmp_path)
    page = games.visible
    assert 2 * page < 30
    ui.key(pygame.K_PAGEDOWN)
    assert (games.selected, games.top) == (page, page)
    ui.key(pygame.K_DOWN)
    ui.key(pygame.K_PAGEUP)
    assert (games.selected, games.top) == (1, 0)
    for _ in range(3):
        ui.key(pygame.K_PAGEDOWN)
    # The last page: the view stops at the end, the choice on the last game.
    assert games.selected == 29 and games.top == 30 - page

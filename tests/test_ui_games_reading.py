"""Your games and Statistics across visits: a reading left half done, and the person
Statistics shows (game.ui.scene_games, game.ui.scene_stats, game.session.kept)."""

from __future__ import annotations

from pathlib import Path

import pygame
from kept_helpers import ann_and_ben, known_folder, write_record
from test_ui_games_delete import _tab_of

from game.session.kept import INDEX_FILE, GameIndex
from game.ui.scene_games import GamesScene
from game.ui.scene_stats import StatsScene
from game.ui.scene_title import TitleScene


def _more_games(folder: Path, count: int) -> Path:
    """The known folder and ``count`` more hot-seat games (Ann and Ben people)."""
    known_folder(folder)
    for i in range(count):
        write_record(folder / f"2026-03-01_10-00-{i:02d}.flip7.json", ann_and_ben())
    return folder


def test_a_reading_closed_half_way_keeps_what_it_read(tmp_path: Path) -> None:
    """Left before the end, the reading threw everything away: the next opening of
    3,000 games started again from 0 (QA 165). What was read is cached, and only the
    rest is read next time."""
    folder = _more_games(tmp_path / "games", 5)  # 8 games
    building = GameIndex(folder).build()
    for _ in range(3):
        next(building)
    building.close()
    assert (folder / INDEX_FILE).is_file()
    again = GameIndex(folder)
    again.load()
    assert again.replayed == 5 and len(again.games) == 8
    third = GameIndex(folder)
    third.load()
    assert third.replayed == 0 and third.games == again.games


def test_leaving_your_games_while_it_reads_keeps_the_reading(ui, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Esc during "Reading your games… N of M" closes the reading, which caches what it
    has read (the screen dropped the reading as it was)."""
    folder = _more_games(tmp_path / "games", 5)
    ui.app.push(TitleScene(ui.app))
    scene = GamesScene(ui.app, GameIndex(folder))
    scene.building = scene.index.build()
    ui.app.push(scene)
    for _ in range(2):
        scene.progress = next(scene.building)
    assert scene.loading
    ui.key(pygame.K_ESCAPE)
    assert ui.app.top is not scene and not scene.loading
    again = GameIndex(folder)
    again.load()
    assert again.replayed == 6 and len(again.games) == 8


def _shown(ui) -> str:  # type: ignore[no-untyped-def]
    scene = ui.app.top
    assert isinstance(scene, StatsScene) and scene.shown is not None
    return scene.shown.name


def test_statistics_open_on_the_player_however_settings_spell_the_name(ui, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Settings' "ben" opened on Ann's figures beside Ben's games: the statistics count
    "ben" and "Ben" as one person, and now open on them too (QA 165)."""
    folder = _more_games(tmp_path / "games", 0)
    ui.app.settings.name = " ben"
    _tab_of(ui, folder, "stats")
    assert _shown(ui) == "Ben"


def test_the_person_chosen_comes_back_after_a_look_at_the_list(ui, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Tab, Tab from Statistics showed the player's own figures again, not the
    person chosen a moment before (the list keeps its place: QA 165)."""
    folder = _more_games(tmp_path / "games", 0)
    ui.app.settings.name = "Ann"
    scene = _tab_of(ui, folder, "stats")
    assert _shown(ui) == "Ann" and scene.chooser is not None
    ui.key(pygame.K_RIGHT)
    chosen = _shown(ui)
    assert chosen != "Ann"
    ui.key(pygame.K_TAB)
    assert isinstance(ui.app.top, GamesScene)
    ui.key(pygame.K_TAB)
    assert _shown(ui) == chosen

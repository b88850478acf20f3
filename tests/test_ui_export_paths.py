"""Export's offered path and what a typed one is told (QA 195): a remembered folder
that can no longer be entered, a path cut at the field's limit, endings in any case,
a name taken in the other spelling of an accent, and seats named with nothing."""

from __future__ import annotations

import json
import unicodedata
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from kept_helpers import ann_flip7, write_record
from locked_helpers import unsearchable
from test_record_cli import run

from game.session.kept import GameIndex
from game.session.timeline import Timeline
from game.ui import scene_export
from game.ui.scene_export import ExportScene, default_target
from game.ui.scene_title import TitleScene
from game.ui.scene_viewer import ViewerScene

NAME = "2026-01-01_10-00-00.flip7.json"


def _export_dialog(ui) -> ExportScene:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    app.push(ViewerScene(app, Timeline(ann_flip7()), NAME))
    ui.step()
    ui.key(pygame.K_e)
    dialog = app.top
    assert isinstance(dialog, ExportScene)
    return dialog


def test_a_last_export_folder_that_cannot_be_entered_offers_the_home_folder(
        ui, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Still there but no longer to be entered (mode 0644), the remembered folder made
    E crash the game, after every restart too."""
    folder = tmp_path / "for-bob"
    folder.mkdir()
    ui.app.last_export_folder = folder
    unsearchable(monkeypatch, folder)
    dialog = _export_dialog(ui)
    assert dialog.field.text == str(Path.home() / f"flip7-{NAME}")
    ui.key(pygame.K_ESCAPE)


def test_a_path_cut_at_the_limit_is_not_exported(ui, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Enter wrote the copy under the cut path, a name the player never typed."""
    dialog = _export_dialog(ui)
    dialog.field.erase(word=True)
    dialog.field.text = ""
    dialog.field.type(f"{tmp_path}/" + "my-game-for-bob-" * 300)
    assert dialog.field.cut
    ui.key(pygame.K_RETURN)
    assert ui.app.top is dialog and list(tmp_path.iterdir()) == []
    assert dialog.problem == f"A path is at most {dialog.field.limit} characters: " \
                             "the rest was not taken"
    # The next erase makes the cut the player's own: the path is tried (and no file
    # system takes a name of some four thousand letters).
    ui.key(pygame.K_BACKSPACE)
    ui.key(pygame.K_RETURN)
    assert dialog.problem is not None and dialog.problem.endswith(": file name too long.")
    assert list(tmp_path.iterdir()) == []


def test_an_offered_path_longer_than_the_limit_is_not_cut_at_the_first_key(
        ui, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """A deep remembered folder made the offered path longer than the field took: the
    first key typed cut it, and the copy went under a name never typed."""
    monkeypatch.setattr(scene_export, "MAX_PATH", 20)
    ui.app.last_export_folder = tmp_path
    dialog = _export_dialog(ui)
    offered = dialog.field.text
    assert len(offered) > 20 and dialog.field.limit >= len(offered)
    for _ in range(len(".flip7.json")):
        ui.key(pygame.K_BACKSPACE)
    dialog.field.type("-v2")
    assert not dialog.field.cut
    ui.key(pygame.K_RETURN)
    assert (tmp_path / f"flip7-{NAME.removesuffix('.flip7.json')}-v2.flip7.json").is_file()


def test_the_offered_name_has_the_ending_once_in_any_case(tmp_path: Path) -> None:
    """"GAME.FLIP7.JSON" offered "flip7-GAME.FLIP7.JSON.flip7.json", "game.flip7"
    "flip7-game.flip7.flip7.json"."""
    assert Path(default_target("GAME.FLIP7.JSON", tmp_path)).name == "flip7-GAME.flip7.json"
    assert Path(default_target("game.flip7", tmp_path)).name == "flip7-game.flip7.json"


def test_a_name_taken_in_the_other_spelling_is_not_offered(tmp_path: Path) -> None:
    """The folder held "flip7-Zoë" written decomposed: the name offered, composed, was
    refused as taken (the export refuses either spelling)."""
    taken = unicodedata.normalize("NFD", "flip7-Zoë.flip7.json")
    (tmp_path / taken).write_text("{}")
    offered = Path(default_target(unicodedata.normalize("NFC", "Zoë.flip7.json"), tmp_path))
    assert offered.name == unicodedata.normalize("NFC", "flip7-Zoë-2.flip7.json")


def test_a_seat_named_with_nothing_is_player_n_everywhere(tmp_path: Path) -> None:
    """An edited record's seat named "" or "   ": the viewer said "Player 2", Your games
    "You, , Ben" and replay's totals " 203"."""
    for blank in ("", "   "):
        record = ann_flip7()
        record = replace(record, players=[record.players[0], blank, *record.players[2:]])
        path = write_record(tmp_path / "games" / "2026-01-01_10-00-00.flip7.json", record)
        index = GameIndex(path.parent)
        index.load()
        assert index.games[0].players == ("Ann", "Player 2", "Cat")
        done = run("replay", str(path))
        assert done.returncode == 0, done.stderr
        assert "Totals: Ann 66, Player 2 11, Cat 10" in done.stdout
        assert json.loads(run("replay", str(path), "--json").stdout)["totals"] == [66, 11, 10]


def test_a_refusal_names_the_folder_that_cannot_be_entered_or_the_whole_path(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"cannot write in …/locked/sub" for a locked "locked", and "mygame: file name too
    long" for a path past the system's bytes with every part short (QA 199)."""
    import os

    from game.session.records import ExportProblem, export_record

    locked = tmp_path / "locked"
    (locked / "sub").mkdir(parents=True)
    unsearchable(monkeypatch, locked)
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda place, mode: os.fspath(place) != str(locked)
                        and real_access(place, mode))
    with pytest.raises(ExportProblem) as caught:
        export_record(ann_flip7(), str(locked / "sub" / "mygame"))
    assert f"cannot write in {locked} (permission denied)" in str(caught.value)
    monkeypatch.undo()
    deep = tmp_path.joinpath(*["é" * 100] * 25) / "mygame"  # 5,000 bytes, parts of 200
    with pytest.raises(ExportProblem) as caught:
        export_record(ann_flip7(), str(deep))
    assert f"{deep}: file name too long" in str(caught.value)

"""Leaving a game whose saves fail: "this game is lost" only when no earlier save of it
is on disk; otherwise the moves since are, and Continue goes back to the round named
(QA 45: an earlier save was still there for Continue)."""

from __future__ import annotations

import errno
import os

import pygame

from game.i18n import t
from game.session import Seat, Session, TableSetup
from game.session.saves import GameFiles
from game.storage import files
from game.ui.scene_confirm import ConfirmScene
from game.ui.scene_pause import PauseScene
from game.ui.scene_summary import SummaryScene
from game.ui.scene_table import TableScene


def _full_disk(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def full(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files.tempfile, "mkstemp", full)


def _table(ui, tmp_path) -> TableScene:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "instant"
    setup = TableSetup((Seat("You"), Seat("Ann", "balanced"), Seat("Ben", "balanced")),
                       "classic")
    game_files = GameFiles(tmp_path / "current.flip7.json", tmp_path / "games")
    table = TableScene(app, Session(setup, seed=3, ai_seed=3, files=game_files))
    app.push(table)
    return table


def _play_to_round(ui, table: TableScene, wanted: int) -> None:  # type: ignore[no-untyped-def]
    """Hit or stay (every third turn stays) until round ``wanted`` waits for you."""
    app = ui.app
    turns = 0
    for _ in range(20000):
        top = app.top
        if isinstance(top, SummaryScene):
            ui.step(10)
            ui.key(pygame.K_RETURN)
        elif top is table and table.choice is not None and table.director.idle:
            if table.game.round_number >= wanted:
                return
            turns += 1
            ui.key(pygame.K_s if turns % 3 == 0 else pygame.K_RETURN)
        else:
            ui.step()
    raise AssertionError("round not reached")


def _leave(ui) -> ConfirmScene:  # type: ignore[no-untyped-def]
    ui.key(pygame.K_ESCAPE)
    pause = ui.app.top
    assert isinstance(pause, PauseScene)
    ui.click(next(w for w in pause.menu.widgets if w.label == t("pause.quit")).rect.center)
    asking = ui.app.top
    assert isinstance(asking, ConfirmScene)
    return asking


def test_moves_since_the_last_save_are_lost_and_continue_goes_back(
        ui, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    table = _table(ui, tmp_path)
    _play_to_round(ui, table, 2)
    saved_round = table.game.round_number
    _full_disk(monkeypatch)
    _play_to_round(ui, table, saved_round + 1)
    asking = _leave(ui)
    assert str(asking.detail).endswith(
        f"the moves since the last save are lost: Continue goes back to round {saved_round}.")
    # What is on disk is that round indeed.
    record = GameFiles(tmp_path / "current.flip7.json", tmp_path / "games").load()
    assert Session.resume(record).standing().round_number == saved_round  # type: ignore[arg-type]
    # Another program changes the file: no longer said to go back anywhere.
    ui.key(pygame.K_ESCAPE)  # keep playing
    (tmp_path / "current.flip7.json").write_text("{}", encoding="utf-8")
    asking = _leave(ui)
    assert str(asking.detail).endswith("If you leave now, this game is lost.")


def test_a_game_never_saved_is_lost(ui, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _full_disk(monkeypatch)
    table = _table(ui, tmp_path)
    _play_to_round(ui, table, 1)
    asking = _leave(ui)
    assert str(asking.detail).endswith("If you leave now, this game is lost.")
    assert not (tmp_path / "current.flip7.json").exists()


def test_a_continued_game_goes_back_to_the_round_it_was_continued_at(
        ui, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    table = _table(ui, tmp_path)
    _play_to_round(ui, table, 2)
    ui.app.scenes.remove(table)
    game_files = GameFiles(tmp_path / "current.flip7.json", tmp_path / "games")
    record = game_files.load()
    session = Session.resume(record, game_files)  # type: ignore[arg-type]
    continued_at = session.standing().round_number
    _full_disk(monkeypatch)
    again = TableScene(ui.app, session)
    ui.app.push(again)
    _play_to_round(ui, again, session.game.round_number + 1)
    asking = _leave(ui)
    assert str(asking.detail).endswith(f"Continue goes back to round {continued_at}.")


def test_a_long_reason_leaves_the_last_sentence_in_the_dialog(
        ui, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The question showed two lines of its detail: after a long reason (a folder's
    path) the sentence saying what leaving loses was cut off. Every line shows now, in
    a taller panel, above its buttons, in every language."""
    from game.i18n import LANGUAGES, set_language

    deep = tmp_path / ("a-rather-long-folder-name-" * 3)
    deep.mkdir()
    table = _table(ui, deep)
    _play_to_round(ui, table, 2)
    _full_disk(monkeypatch)
    _play_to_round(ui, table, 3)
    try:
        for code in LANGUAGES:
            set_language(code)
            asking = _leave(ui)
            ui.step()
            detail = str(asking.detail)
            assert len(asking.lines) > 2
            assert "".join(asking.lines).replace(" ", "") == detail.replace(" ", "")
            font = ui.app.assets.font("regular", ui.app.assets.size(18))
            assert all(font.size(line)[0] <= asking.rect.w - 48 for line in asking.lines)
            size = ui.app.assets.size(18)
            last = asking.rect.y + 96 - (size + 6) // 2 + (len(asking.lines) - 1) * (size + 6)
            assert last + size < min(b.rect.y for b in asking.menu.widgets)
            assert asking.rect.contains(asking.menu.widgets[0].rect)
            ui.key(pygame.K_ESCAPE)
    finally:
        set_language("en")

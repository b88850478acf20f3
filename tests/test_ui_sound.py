"""Sound effects that say what happened (game.ui.sound): at instant speed a frame's one
sound is its most telling; a damaged or vanished file silences itself only; Sound
turned on says so with a click."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
import pytest

from game.session import Seat, Session, TableSetup
from game.storage.paths import log_path
from game.ui import sound as sound_module
from game.ui.assets import AssetNotFound
from game.ui.scene_gameover import GameOverScene
from game.ui.scene_summary import SummaryScene
from game.ui.scene_table import TableScene
from game.ui.sound import RANK, SOUND_NAMES, SoundBoard


def test_every_effect_has_a_rank() -> None:
    assert set(RANK) == set(SOUND_NAMES)
    assert RANK["click"] < RANK["deal"] < RANK["bust"] < RANK["flip7"] < RANK["win"]


def test_a_frames_offers_sound_the_most_telling_once() -> None:
    board = SoundBoard(enabled=False, start=False)
    for name in ("click", "deal", "bust", "scored", "flip"):
        board.offer(name)
    board.flush()
    board.flush()  # nothing left to sound
    assert board.played == ["bust"]


def test_at_instant_speed_busts_and_scores_are_heard_not_only_clicks(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A whole game with a person at instant speed: the pick's click came first in
    every frame, and no bust, score or Flip 7 sounded in 22 busts (QA 168)."""
    app = ui.app
    heard: Counter[str] = Counter()
    monkeypatch.setattr(app.sound, "play", lambda name, *a, **k: heard.update([name]))
    app.settings.speed = "instant"
    seats = (Seat("You"), Seat("Ben", "balanced"), Seat("Cat", "balanced"))
    table = TableScene(app, Session(TableSetup(seats), seed=3, ai_seed=3))
    app.push(table)
    for _ in range(3000):
        top = app.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, SummaryScene):
            ui.step(30)
            ui.key(pygame.K_RETURN)
        elif top is table and table.choice is not None:
            if table.choice.decision.kind == "turn":
                ui.key(pygame.K_h if table.model.seats[0].round_score < 20 else pygame.K_s)
            else:
                ui.key(pygame.K_RETURN)
        else:
            ui.step()
    assert isinstance(app.top, GameOverScene)
    assert heard["bust"] >= 3 and heard["scored"] >= 3, heard


@pytest.fixture
def damaged_deal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An assets folder whose deal sound is 100 bytes of noise, found first."""
    sounds = tmp_path / "assets" / "sounds"
    sounds.mkdir(parents=True)
    (sounds / "deal.wav").write_bytes(bytes(range(100)))
    monkeypatch.setenv("FLIP7_ASSETS", str(tmp_path / "assets"))
    return sounds / "deal.wav"


def test_a_damaged_sound_file_silences_itself_only(damaged_deal: Path) -> None:
    """One damaged file silenced every sound for the rest of the run, with no word
    anywhere (QA 168): that effect stays silent, the others play, the log says why."""
    board = SoundBoard(enabled=True)
    if not board.available:
        pytest.skip("no mixer, even the dummy one")
    board.play("deal", now=0.0)
    board.play("flip", now=0.0)
    assert board.available and "flip" in board._sounds and "deal" not in board._sounds
    board.play("deal", now=1.0)  # not tried again
    logged = log_path().read_text(encoding="utf-8")
    assert logged.count("could not be played") == 1 and str(damaged_deal) in logged


def test_a_sound_file_gone_while_the_game_runs_is_no_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sounds load as they are first played: one deleted since the start (the game
    updated while it ran) raised AssetNotFound and ended the game (QA 168)."""
    found = sound_module.find_asset

    def gone(name: str) -> Path:
        if name == "sounds/steal.wav":
            raise AssetNotFound(name, [Path("/nowhere") / name])
        return found(name)

    monkeypatch.setattr(sound_module, "find_asset", gone)
    board = SoundBoard(enabled=True)
    if not board.available:
        pytest.skip("no mixer, even the dummy one")
    board.play("steal", now=0.0)
    board.play("swap", now=0.0)
    assert board.available and "swap" in board._sounds


def test_sound_turned_on_clicks_and_turned_off_does_not(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_settings import SettingsScene

    app = ui.app
    scene = SettingsScene(app)
    app.push(scene)
    ui.step()
    row = next(w for w in scene.menu.widgets if getattr(w, "label", None) == "Sound")
    heard: list[str] = []
    real = app.sound.play
    app.sound.play = lambda name, *a, **k: (heard.append(name)  # type: ignore[method-assign]
                                            if app.sound.enabled else None, real(name, *a, **k))
    assert app.sound.enabled
    row.nudge(1, app)  # off: silent
    assert not app.sound.enabled and heard == []
    row.nudge(1, app)  # on: a click says so
    assert app.sound.enabled and heard == ["click"]

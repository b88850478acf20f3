"""The game and its files (issue 14): hostile settings, settings saved when they
change, ``--screenshot`` checked first and written safely, the error log."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest
from locked_helpers import unsearchable

from game.app import gui
from game.core.record import Record, replay
from game.storage import errorlog, files
from game.storage.settings import Settings, SettingsStore

ROOT = Path(__file__).resolve().parent.parent

# ---------------------------------------------------------------------- hostile settings

HOSTILE_SETTINGS = [
    ("latin-1", '{"name": "Zoë"}'.encode("latin-1"), "not UTF-8"),
    ("utf-16", '{"name": "Zoë"}'.encode("utf-16"), "UTF-16"),
    ("deep", b'{"setup": ' + b"[" * 5000 + b"]" * 5000 + b"}", "nested too deeply"),
    ("surrogate", b'{"name": "\\ud800"}', "not text"),
    ("truncated", b'{"speed": "fa', "not valid JSON"),
    ("not-an-object", b"[1, 2]", "must be a JSON object"),
    ("too-large", b" " * (files.MAX_BYTES + 1), "too large"),
]


@pytest.mark.parametrize(("label", "content", "words"), HOSTILE_SETTINGS,
                         ids=[label for label, _, _ in HOSTILE_SETTINGS])
def test_a_damaged_settings_file_gives_defaults_a_notice_and_is_kept(
        tmp_path: Path, label: str, content: bytes, words: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    store = SettingsStore.open(path)
    assert store.settings == Settings()
    assert len(store.notices) == 1
    notice = store.notices[0]
    assert str(path) in notice and words in notice and "\n" not in notice
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content and kept[0].name in notice
    store.settings.speed = "fast"
    assert store.save() and SettingsStore.open(path).settings.speed == "fast"


@pytest.mark.parametrize(("content", "field"), [
    (b'{"name": "Zoe", "speed": "fast", "sound": NaN}', "Sound"),
    (b'{"name": "Zoe", "speed": "fast", "sound": Infinity}', "Sound"),
    (b'{"name": "Zoe", "speed": "fast", "setup": {"target": ' + b"9" * 5000 + b"}}",
     "table"),
])
def test_a_value_the_reader_refuses_resets_only_its_own_setting(
        tmp_path: Path, content: bytes, field: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A NaN (or Infinity, or a number of 5,000 digits, anywhere inside a field) made
    the whole file damaged, and every setting went back to its default (QA 56). Only
    its own field does now, said as a wrong value is; the rest is kept. The error log
    has it too (QA 60)."""
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    store = SettingsStore.open(path)
    assert (store.settings.name, store.settings.speed) == ("Zoe", "fast")
    assert store.settings.sound is True and store.settings.setup is None  # the defaults
    [notice] = store.notices
    assert "back to their defaults" in notice and field.casefold() in notice.casefold()
    assert notice in (tmp_path / "flip7-error.log").read_text(encoding="utf-8")
    assert not [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    store.settings.sound = False  # the next change writes the file whole again
    assert store.save() and SettingsStore.open(path).notices == []
    assert SettingsStore.open(path).settings.sound is False


def test_a_settings_path_that_is_no_file_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()
    store = SettingsStore.open(path)
    assert store.settings == Settings() and path.is_dir()
    assert len(store.notices) == 1 and "is a folder" in store.notices[0]
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.json"
        os.mkfifo(fifo)
        store = SettingsStore.open(fifo)  # must not block
        assert store.settings == Settings() and "not a regular file" in store.notices[0]


def test_a_read_only_folder_still_reads_and_says_why_it_cannot_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"speed": "slow", "name": "Ida"}))

    def read_only(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(files.tempfile, "mkstemp", read_only)
    store = SettingsStore.open(path)
    assert store.notices == [] and store.settings.name == "Ida"  # read all the same
    store.settings.speed = "fast"
    assert not store.save()
    assert store.notices == ["Couldn't save your settings: cannot write in "
                             f"{tmp_path} (read-only file system)."]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]  # no probe file
    assert json.loads(path.read_text())["speed"] == "slow"  # untouched


def test_the_game_starts_with_a_damaged_settings_file(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_bytes('{"name": "Zoë"}'.encode("latin-1"))
    env = dict(os.environ, PYTHONPATH=str(ROOT), FLIP7_HOME=str(home))
    done = subprocess.run([sys.executable, "-m", "game", "--autoplay", "--exit-when-done",
                           "--seed", "3", "--players", "3"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert any(p.name.startswith("settings.json.damaged-") for p in home.iterdir())


def test_a_command_line_fullscreen_is_not_saved(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    store = SettingsStore.open(path)
    store.override(fullscreen=True)
    store.settings.speed = "fast"
    assert store.save() and store.settings.fullscreen
    saved = SettingsStore.open(path).settings
    assert saved.speed == "fast" and not saved.fullscreen
    store.settings.fullscreen = False  # the player switches it off: that is a choice
    store.settings.sound = False
    assert store.save() and not SettingsStore.open(path).settings.fullscreen


# ---------------------------------------------------------------------- saved when changed


@pytest.fixture
def saved_app(ui_app, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The headless app with its settings saved to a real file."""
    ui_app.store = SettingsStore.open(tmp_path / "settings.json")
    return ui_app


def _on_disk(app: Any) -> dict[str, Any]:
    return json.loads(Path(app.store.path).read_text())


def test_a_change_on_the_settings_screen_is_saved_at_once(saved_app, ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_settings import NAME_SAVE_DELAY, SettingsScene

    app = saved_app
    app.push(SettingsScene(app))
    ui.key(pygame.K_DOWN)  # past the language
    ui.key(pygame.K_RIGHT)  # speed: normal -> fast
    assert _on_disk(app)["speed"] == "fast"
    ui.key(pygame.K_DOWN)
    ui.key(pygame.K_RIGHT)  # sound off
    assert _on_disk(app)["sound"] is False
    scene = app.top
    widgets = scene.menu.widgets
    for _ in range(widgets.index(scene.name) - widgets.index(scene.sound)):  # Sound -> name
        ui.key(pygame.K_DOWN)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ada"))
    ui.step()
    assert _on_disk(app)["name"] == "You"  # not a disk write per letter...
    ui.step(round(NAME_SAVE_DELAY * 60) + 2)
    assert _on_disk(app)["name"] == "Ada"  # ...but as soon as typing pauses (over "You")


def test_closing_the_window_on_the_settings_screen_keeps_the_changes(saved_app) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_settings import SettingsScene

    app = saved_app
    scene = SettingsScene(app)
    app.push(scene)
    for _ in range(scene.menu.widgets.index(scene.name)):  # down to the name
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                             unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Bo"))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert _on_disk(app)["name"] == "Bo"  # the first key replaced the placeholder "You"


def test_a_save_failing_at_close_is_told_outside_the_window(
        saved_app, monkeypatch, capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path / "home"))
    app = saved_app
    app.settings.speed = "slow"

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files.os, "fsync", full)
    app.finish()
    err = capsys.readouterr().err
    assert err == "flip7: Couldn't save your settings: the disk is full.\n"
    monkeypatch.undo()
    log = (tmp_path / "home" / "flip7-error.log").read_text()
    assert " · problem · " in log and "the disk is full" in log


# ---------------------------------------------------------------------- --screenshot


@pytest.mark.parametrize("where", ["folder", "file-as-folder", "empty"])
def test_a_bad_screenshot_path_is_refused_before_the_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        where: str) -> None:
    monkeypatch.setattr(gui, "_play", lambda *a: pytest.fail("the game started"))
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    path = {"folder": str(tmp_path), "file-as-folder": str(blocker / "shot.png"),
            "empty": ""}[where]
    assert gui.run_gui(["--autoplay", "--exit-when-done", "--screenshot", path]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("flip7: --screenshot")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["blocker"]  # no probe left


def test_a_screenshot_in_a_folder_that_cannot_be_searched_is_refused_before_the_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """QA 111: ``--screenshot /locked/shot.png`` ended with a PermissionError of looking
    at the path (status 1); it is refused as an unwritable folder is, with status 2."""
    monkeypatch.setattr(gui, "_play", lambda *a: pytest.fail("the game started"))
    unsearchable(monkeypatch, tmp_path / "locked")
    for shot in (tmp_path / "locked" / "shot.png", tmp_path / "locked" / "deeper" / "shot.png"):
        assert gui.run_gui(["--autoplay", "--exit-when-done", "--screenshot", str(shot)]) == 2
        assert capsys.readouterr().err == (f"flip7: --screenshot: shot.png: cannot write in "
                                           f"{shot.parent} (permission denied)\n")


def test_the_screenshot_folder_is_made_and_probed_up_front(tmp_path: Path) -> None:
    target = tmp_path / "new" / "deeper" / "shot.png"
    files.check_writable(target)
    assert target.parent.is_dir() and list(target.parent.iterdir()) == []


def test_a_screenshot_on_a_full_disk_fails_loudly_and_leaves_nothing(
        ui_app, tmp_path: Path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    shot = tmp_path / "shot.png"
    ui_app.options.screenshot = shot

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files.os, "fsync", full)
    assert not ui_app.save_screenshot()
    assert ui_app.exit_code == 1
    assert capsys.readouterr().err == (f"flip7: the screenshot {shot} could not be saved "
                                       "(the disk is full)\n")
    assert list(tmp_path.iterdir()) == []  # no broken PNG, no temporary file


def test_the_screenshot_is_a_png_whatever_its_name(ui_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    shot = tmp_path / "last-frame"
    ui_app.options.screenshot = shot
    ui_app.screen.fill((10, 20, 30))
    assert ui_app.save_screenshot() and ui_app.exit_code == 0
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert pygame.image.load(str(shot)).get_at((5, 5))[:3] == (10, 20, 30)


@pytest.mark.parametrize("bad", [["--opponents", ""], ["--opponents", "threshold:"],
                                 ["--opponents", " "], ["--seed", ""], ["--players", ""],
                                 ["--edition", ""], ["--screenshot"],
                                 ["--seed", "9" * 5000]])
def test_empty_and_odd_flag_values_exit_2_with_one_line(bad, capsys) -> None:  # type: ignore[no-untyped-def]
    assert gui.run_gui(bad) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("flip7: ") and len(err[0]) < 400


# ---------------------------------------------------------------------- the error log


def test_log_entries_are_timestamped_capped_and_rotated_once(tmp_path: Path) -> None:
    log = tmp_path / "flip7-error.log"
    for n in range(30):
        errorlog.write_entry(log, "crash", f"entry {n} " + "x" * 900, version="9.9",
                             limit=8000)
    assert log.stat().st_size <= 8000
    rotated = log.with_name(log.name + ".1")
    assert rotated.stat().st_size <= 8000
    assert sorted(p.name for p in tmp_path.iterdir()) == ["flip7-error.log",
                                                          "flip7-error.log.1"]
    text = log.read_text()
    assert "entry 29 " in text and "entry 0 " not in text + rotated.read_text()
    first = text.splitlines()[0]
    assert first.startswith("=== 20") and " · crash · flip7 9.9 · " in first
    errorlog.write_entry(log, "crash", "y" * 20_000, version="9.9", limit=8000)
    assert log.stat().st_size <= 8000 and "[entry cut at 8,000 bytes]" in log.read_text()


def test_a_full_log_whose_older_place_is_taken_starts_afresh(tmp_path: Path) -> None:
    """With a folder named ``flip7-error.log.1``, a full log could not be moved on and
    no entry, a crash's neither, was ever written again, without a word (QA 126)."""
    log = tmp_path / "flip7-error.log"
    (tmp_path / "flip7-error.log.1").mkdir()
    for n in range(12):
        errorlog.write_entry(log, "crash", f"entry {n} " + "x" * 900, version="9.9",
                             limit=4000)
    text = log.read_text()
    assert "entry 11 " in text and log.stat().st_size <= 4000


def test_a_log_that_cannot_be_written_is_not_left_empty(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """On a full disk the log file was made and nothing went into it (QA 85): a log the
    call made is removed again; one that was there keeps what it had."""
    real_open = open

    class Full:
        def __init__(self, handle: Any) -> None:
            self.handle = handle

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()

        def write(self, data: bytes) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(errorlog, "open",
                        lambda path, mode, **kw: Full(real_open(path, mode, **kw)), raising=False)
    log = tmp_path / "flip7-error.log"
    with pytest.raises(files.FileProblem):
        errorlog.write_entry(log, "crash", "lost", version="9.9")
    assert not log.exists()
    log.write_text("an older entry\n")
    with pytest.raises(files.FileProblem):
        errorlog.write_entry(log, "crash", "lost", version="9.9")
    assert log.read_text() == "an older entry\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_in_the_logs_place_is_not_waited_for(tmp_path: Path) -> None:
    """A named pipe where the log goes, with nobody reading it, held the game before
    its window opened, for ever (QA 98): the write fails at once instead."""
    log = tmp_path / "flip7-error.log"
    os.mkfifo(log)
    with pytest.raises(files.FileProblem):
        errorlog.write_entry(log, "problem", "said on screen", version="9.9")


def test_a_crash_at_the_table_is_logged_with_version_seed_and_a_record_that_replays(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from game import __version__
    from game.ui import scene_table

    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    calls = [0]
    update = scene_table.TableScene.update

    def breaks_at_last(self: Any, dt: float) -> None:
        update(self, dt)
        calls[0] += 1
        if len(self.game.moves) >= 12:
            raise RuntimeError("the table collapsed")

    monkeypatch.setattr(scene_table.TableScene, "update", breaks_at_last)
    assert gui.run_gui(["--autoplay", "--seed", "41", "--players", "4"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    log = tmp_path / "flip7-error.log"
    assert len(err) == 1 and "the table collapsed" in err[0] and str(log) in err[0]
    lines = log.read_text().splitlines()
    assert lines[0].startswith("=== ") and f" · crash · flip7 {__version__} · " in lines[0]
    assert "command line: --autoplay --seed 41 --players 4" in lines
    assert "seed: 41" in lines
    record_line = lines[lines.index(next(x for x in lines if x.startswith("record ("))) + 1]
    game = replay(Record.from_json(json.loads(record_line)))
    assert len(game.moves) >= 12 and game.n == 4
    assert "RuntimeError: the table collapsed" in lines


def test_the_error_window_says_where_the_log_is(tmp_path: Path) -> None:
    log = tmp_path / "flip7-error.log"
    lines = gui._error_lines(RuntimeError("x"), log)
    assert str(log) in lines and any("replay" in line for line in lines)
    assert any("could not be written" in line for line in gui._error_lines(RuntimeError(), None))


def test_a_run_that_changed_nothing_writes_no_settings(ui_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ui_app.store = SettingsStore.open(tmp_path / "settings.json")
    ui_app.finish()
    assert list(tmp_path.iterdir()) == []
    ui_app.settings.speed = "fast"
    ui_app.finish()
    assert json.loads((tmp_path / "settings.json").read_text())["speed"] == "fast"


def test_a_long_notice_wraps_inside_the_screen(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_title import TitleScene

    app = ui.app
    title = TitleScene(app)
    app.push(title)
    ui.step()
    plain = [app.screen.get_at((x, y)) for x in (4, 1275) for y in range(12, 90, 3)]
    # The title shows notices beside its buttons (the area's middle), other screens
    # across the top.
    spot = title.notice_area.center
    middle = app.screen.get_at(spot)
    app.notice("Your settings file C:\\Users\\Someone Long\\AppData\\Local\\flip7\\settings"
               ".json was damaged (not UTF-8 text: byte 0xeb at offset 11); the defaults are "
               "back (kept as settings.json.damaged-20261201-090729).")
    ui.step()
    assert [app.screen.get_at((x, y)) for x in (4, 1275) for y in range(12, 90, 3)] == plain
    assert app.screen.get_at(spot) != middle  # ... and it is drawn


def test_a_saved_game_that_had_ended_is_kept_not_offered(ui) -> None:  # type: ignore[no-untyped-def]
    """The game stopping between keeping a finished game and removing its save left a
    finished game as the saved one: Continue opened a table with nothing to play, and
    kept being offered (QA fourteenth pass). The title keeps it under games/ instead,
    and says so."""
    import json

    from game.session import GameFiles, Session, TableSetup
    from game.session.seats import Seat
    from game.ui.scene_title import TitleScene

    setup = TableSetup(seats=[Seat("Ann", "balanced"), Seat("Ben", "bold"),
                              Seat("Cat", "careful")], target=50)
    session = Session(setup, seed=5, ai_seed=5)
    while session.pending is not None:
        session.play(session.computer_move())
    files = GameFiles()
    files.current.parent.mkdir(parents=True, exist_ok=True)
    files.current.write_text(json.dumps(session.record().to_json()))
    title = TitleScene(ui.app)
    ui.app.push(title)
    ui.step()
    assert title.saved is None
    assert "Continue" not in [w.label for w in title.menu.widgets]
    assert not files.current.exists() and len(list(files.games.glob("*.flip7.json"))) == 1
    assert [text for text, _ in ui.app.notices] == [
        "The saved game had already ended (winner: Ann, 68 points): it is kept in Your games."]


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")
def test_the_error_log_is_an_ordinary_file_not_an_executable_one(tmp_path: Path) -> None:
    """It was made with mode 0755 (``os.open``'s default 0o777 under the umask) where
    every other file the game writes is 0644 (QA 107)."""
    import stat

    log = tmp_path / "flip7-error.log"
    old = os.umask(0o022)
    try:
        errorlog.write_entry(log, "problem", "said on screen", version="9.9")
    finally:
        os.umask(old)
    assert stat.S_IMODE(log.stat().st_mode) == 0o644

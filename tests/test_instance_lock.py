"""One window of the game at a time for one folder of files (QA 49: two windows wrote
over each other's saved game, one finishing a game removed the other's save, and a
setting changed in one was lost when the other saved)."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.app import gui
from game.storage.instance import LOCK_FILE, InstanceLock

ROOT = Path(__file__).resolve().parents[1]

#: A stand-in for a running window: it takes the folder's lock and waits.
HOLDER = ("import pathlib, sys, time\n"
          "from game.storage.instance import InstanceLock\n"
          "lock = InstanceLock(pathlib.Path(sys.argv[1]))\n"
          "print('held' if lock.acquire() else 'refused', flush=True)\n"
          "time.sleep(120)\n")


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT), FLIP7_HOME=str(home))


def _hold(home: Path) -> subprocess.Popen[str]:
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(home)], env=_env(home),
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


def _beside_a_window(home: Path, folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The whole program run with ``args`` while another window holds ``home``."""
    holder = _hold(home)
    try:
        return subprocess.run([sys.executable, "-m", "game", *args], cwd=folder,
                              env=_env(home), capture_output=True, text=True, timeout=120)
    finally:
        holder.kill()
        holder.wait(timeout=30)


def _terminated(home: Path, folder: Path, *args: str) -> int:
    """The exit status of the whole program run with ``args``, sent SIGTERM a second
    after it holds ``home``'s lock."""
    import time

    game = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=folder, env=_env(home),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not (home / LOCK_FILE).exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(1.0)
        game.send_signal(signal.SIGTERM)
        return game.wait(timeout=30)
    finally:
        game.kill()
        game.communicate(timeout=30)


def _files(home: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(home.iterdir())
            if p.is_file() and p.name != LOCK_FILE}


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in is killed with SIGKILL")
def test_a_killed_window_leaves_no_lock_behind(tmp_path: Path) -> None:
    holder = _hold(tmp_path)
    try:
        assert not InstanceLock(tmp_path).acquire()
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(timeout=30)
    lock = InstanceLock(tmp_path)
    assert lock.acquire()  # the operating system let it go with the process
    lock.release()


def test_a_second_window_says_so_and_touches_no_file(tmp_path: Path) -> None:
    """The whole program: with the folder held, the window says the game is open
    elsewhere (in the settings' language), Close ends it with status 1, and no file is
    written, renamed or set aside — not even a damaged save, which a first window
    would set aside."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"language": "de"}))
    (home / "current.flip7.json").write_text("{ damaged")
    before = _files(home)
    script = tmp_path / "elsewhere.script"
    script.write_text("expect scene elsewhere\nscreenshot shot.png\nclick Schließen\n")
    done = _beside_a_window(home, tmp_path, "--seats", "human:Ann,balanced,bold",
                            "--script", str(script))
    assert done.returncode == 1, done.stderr
    assert "Flip 7 is already open in another window" in done.stderr
    assert str(home) in done.stderr and "Traceback" not in done.stderr
    assert (tmp_path / "shot.png").stat().st_size > 0
    assert _files(home) == before
    assert sorted(p.name for p in home.iterdir()) == sorted([*before, LOCK_FILE])


def test_the_game_lets_the_lock_go_when_it_ends(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    assert gui.run_gui(["--autoplay", "--exit-when-done", "--target", "50"]) == 0
    assert (tmp_path / LOCK_FILE).exists()
    lock = InstanceLock(tmp_path)
    assert lock.acquire()
    lock.release()


def test_no_lock_where_none_can_be_taken(tmp_path: Path) -> None:
    """A file where the folder should be: the game runs unlocked (its files cannot be
    written there either, and the safe writer says so)."""
    blocked = tmp_path / "home"
    blocked.write_text("a file, not a folder")
    assert InstanceLock(blocked).acquire()


def test_sigterm_ends_the_game_without_a_question(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A game whose saves fail asks before the window closes; a SIGTERM (a logout, a
    shutdown) has no one to answer, and the game waited for one (QA 49: ten minutes,
    until a second signal). It ends now, after one more try at saving, with 143."""
    import errno

    from game.session import Seat, Session, TableSetup
    from game.session.saves import GameFiles
    from game.storage import files
    from game.ui.loop import TERMINATED
    from game.ui.scene_confirm import ConfirmScene
    from game.ui.scene_table import TableScene

    home = Path(os.environ["FLIP7_HOME"])
    setup = TableSetup((Seat("You"), Seat("Ann", "balanced"), Seat("Ben", "balanced")),
                       "classic")
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, Session(setup, seed=3, ai_seed=3,
                                    files=GameFiles(home / "g.flip7.json", home / "games")))
    app.push(table)
    real = files.tempfile.mkstemp
    monkeypatch.setattr(files.tempfile, "mkstemp", lambda *a, **k: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
    ui.until(lambda: table.choice is not None, limit=300)
    assert table.unsaved() is not None
    previous = signal.getsignal(signal.SIGTERM)
    run = gui._Run()
    run.app = app
    try:
        gui._end_on_sigterm(run)
        monkeypatch.setattr(files.tempfile, "mkstemp", real)  # room again for the last try
        signal.raise_signal(signal.SIGTERM)
        assert app.run() == TERMINATED
    finally:
        run.release()
    assert signal.getsignal(signal.SIGTERM) is previous  # the run gives it back
    assert not any(isinstance(scene, ConfirmScene) for scene in app.scenes)
    assert (home / "g.flip7.json").exists()  # the last try saved it


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_sigterm_while_the_save_still_fails_says_what_is_lost(ui, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    """The last try failing too, the game ended with 143 and not a word (QA 60): one
    line on stderr and in the error log says the game is lost."""
    import errno

    from game.session import Seat, Session, TableSetup
    from game.session.saves import GameFiles
    from game.storage import files
    from game.ui.loop import TERMINATED
    from game.ui.scene_table import TableScene

    home = Path(os.environ["FLIP7_HOME"])
    setup = TableSetup((Seat("You"), Seat("Ann", "balanced"), Seat("Ben", "balanced")),
                       "classic")
    app = ui.app
    app.settings.speed = "instant"
    monkeypatch.setattr(files.tempfile, "mkstemp", lambda *a, **k: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
    table = TableScene(app, Session(setup, seed=3, ai_seed=3,
                                    files=GameFiles(home / "lost.flip7.json", home / "games")))
    app.push(table)
    ui.until(lambda: table.choice is not None, limit=300)
    capsys.readouterr()
    app.terminate()
    assert app.run() == TERMINATED
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith("flip7: Your game could not be saved and is lost: cannot write in")
    assert line.endswith("(no space left on device).")
    log = (home / "flip7-error.log").read_text()
    # A lost game is a problem in the log, not a "notice" (QA 72).
    assert line.removeprefix("flip7: ") in log and " · problem · " in log


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_sigterm_ends_the_whole_program(tmp_path: Path) -> None:
    """The whole program, at its title: SIGTERM ends it with 143 and lets the lock go."""
    home = tmp_path / "home"
    assert _terminated(home, tmp_path) == 143
    lock = InstanceLock(home)
    assert lock.acquire()
    lock.release()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_sigterm_ends_a_scripted_run(tmp_path: Path) -> None:
    """A script's own frames end on SIGTERM too (QA 50: a scripted run under
    ``timeout`` ran on until killed)."""
    script = tmp_path / "long.script"
    script.write_text("wait scene title within 10\nrepeat 1000000\nframes 10\nend\n")
    assert _terminated(tmp_path / "home", tmp_path, "--script", str(script)) == 143


def test_a_run_in_this_process_gives_sigterm_back(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``run_gui`` in a test's own process leaves SIGTERM's handler as it found it (a
    handler pointing at an ended game would have kept ``timeout`` from ending pytest)."""
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    previous = signal.getsignal(signal.SIGTERM)
    assert gui.run_gui(["--autoplay", "--exit-when-done", "--target", "50"]) == 0
    assert signal.getsignal(signal.SIGTERM) is previous


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_sigterm_before_the_window_ends_the_run(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A SIGTERM before the window's loop exists ends the run at once with 143."""
    from game.ui.loop import TERMINATED

    run = gui._Run()
    previous = signal.getsignal(signal.SIGTERM)
    try:
        gui._end_on_sigterm(run)
        with pytest.raises(SystemExit) as ended:
            signal.raise_signal(signal.SIGTERM)
        assert ended.value.code == TERMINATED
    finally:
        run.release()
    assert signal.getsignal(signal.SIGTERM) is previous


def test_a_record_opened_while_the_game_is_open_is_shown_and_nothing_kept(
        tmp_path: Path) -> None:
    """``flip7 --replay FILE`` (a record opened from a file manager) while a game is
    open: the viewer shows it, says it keeps no settings, Esc closes the window (there
    is no title to go back to), and no file is written."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"language": "en", "speed": "normal"}))
    before = _files(home)
    record = ROOT / "tests" / "records" / "empty-line.flip7.json"
    script = tmp_path / "watch.script"
    script.write_text("expect scene viewer\nkey right\nkey escape\n")
    done = _beside_a_window(home, tmp_path, "--replay", str(record), "--script", str(script))
    assert done.returncode == 0, done.stderr
    assert "already open" not in done.stderr
    assert _files(home) == before


def test_the_window_close_of_the_already_open_window_says_1_as_its_close_does(ui) -> None:  # type: ignore[no-untyped-def]
    """Its Close ended with status 1, its window's close button with 0 (QA 60)."""
    import pygame

    from game.ui.scene_elsewhere import ELSEWHERE_STATUS, ElsewhereScene

    ui.app.push(ElsewhereScene(ui.app, "/somewhere/flip7"))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert ui.app.run() == ELSEWHERE_STATUS == 1


def test_a_window_that_started_unlocked_does_not_write_over_a_second_one(
        tmp_path: Path) -> None:
    """A window started where no lock could be taken (a read-only folder) and a second
    one started once it could: both played and wrote the same saved game (QA 98). The
    first takes the lock at its first write when it can; if the second has it, the
    first's writes into the folder are refused, saying why, and nothing else is."""
    from game.storage import files

    folder = tmp_path / "home"
    folder.mkdir()
    first, second = InstanceLock(folder), InstanceLock(folder)  # first: never locked
    files.guard_writes(first.guard)
    try:
        assert second.acquire()
        with pytest.raises(files.FileProblem) as refused:
            files.write_text(folder / "current.flip7.json", "{}")
        assert "open in another window" in str(refused.value)
        assert not (folder / "current.flip7.json").exists()
        files.write_text(tmp_path / "export.flip7.json", "{}")  # elsewhere: no lock asked
        second.release()
        files.write_text(folder / "current.flip7.json", "{}")  # the lock is free: taken
        assert not second.acquire()
    finally:
        files.guard_writes(None)
        first.release()


def test_a_lock_file_that_cannot_be_written_still_keeps_a_second_window_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A `flip7.lock` this user cannot write (left by a run as another user; here its
    opening for writing is refused), or a folder in its place, in a folder they can
    write: both windows played at once (QA 111). The lock is taken read-only."""
    from game.storage import instance

    (tmp_path / "as-a-folder" / LOCK_FILE).mkdir(parents=True)
    first, second = InstanceLock(tmp_path / "as-a-folder"), InstanceLock(tmp_path / "as-a-folder")
    assert first.acquire() and not second.acquire()
    first.release()
    assert second.acquire()
    second.release()

    (tmp_path / "not-mine" / LOCK_FILE).parent.mkdir()
    (tmp_path / "not-mine" / LOCK_FILE).write_text("")
    real_open = os.open

    def refused(path, flags, *args):  # type: ignore[no-untyped-def]
        if flags & os.O_RDWR:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(instance.os, "open", refused)
    first, second = InstanceLock(tmp_path / "not-mine"), InstanceLock(tmp_path / "not-mine")
    assert first.acquire() and not second.acquire()
    first.release()


@pytest.mark.skipif(sys.platform == "win32", reason="a held file cannot be removed there")
def test_a_lock_file_removed_meanwhile_keeps_a_second_window_from_writing_over_the_first(
        tmp_path: Path) -> None:
    """A player removed ``flip7.lock`` while a window played (clearing the folder); a
    second window started, locked a new one and played, and the first's next save wrote
    over the second's game, lost without a word (QA 211). The first window finds its
    lock file gone: it takes the new one if it is free, or writes nothing there, saying
    why."""
    from game.storage import files

    folder = tmp_path / "home"
    first, second = InstanceLock(folder), InstanceLock(folder)
    assert first.acquire()
    files.guard_writes(first.guard)
    try:
        (folder / LOCK_FILE).unlink()
        assert second.acquire()  # it finds no lock held: it starts
        with pytest.raises(files.FileProblem) as refused:
            files.write_text(folder / "current.flip7.json", "{}")
        assert "open in another window" in str(refused.value)
        assert not (folder / "current.flip7.json").exists()
        second.release()
        (folder / LOCK_FILE).unlink()  # removed again, no second window this time
        files.write_text(folder / "current.flip7.json", "{}")  # the lock is taken anew
        assert (folder / LOCK_FILE).exists() and not second.acquire()
    finally:
        files.guard_writes(None)
        first.release()


@pytest.mark.skipif(sys.platform == "win32", reason="a held file cannot be removed there")
@pytest.mark.parametrize(("first_wrote_meanwhile", "second_saved"),
                         [(False, True), (True, True), (False, False)])
def test_a_second_window_s_saved_game_is_kept_aside_when_the_first_takes_the_lock_back(
        tmp_path: Path, monkeypatch,  # type: ignore[no-untyped-def]
        first_wrote_meanwhile: bool, second_saved: bool) -> None:
    """The lock file removed, a second window started, saved its own game and closed;
    the first window's next save took the lock back and wrote over the second's game
    without a word (QA 218), also where it had been refused while the second was open.
    The second's save is kept aside (a copy) before the first writes, the log and the
    screen say where, and the first window's later saves write as before. A second
    window that saved nothing leaves no copy and no notice (QA 222: a stale copy of the
    first's own game, and a notice that another window had saved it)."""
    from game.session.saves import GameFiles
    from game.storage import files, instance

    folder = tmp_path / "home"
    monkeypatch.setenv("FLIP7_HOME", str(folder))
    save = folder / "current.flip7.json"
    folder.mkdir()
    (folder / "settings.json").write_text("{}")  # found at the start, never written
    first, second = InstanceLock(folder), InstanceLock(folder)
    assert first.acquire()
    files.guard_writes(first.guard, first.wrote)
    try:
        files.write_text(save, "first's game")
        files.write_text(folder / ".index.json", "{}")
        (folder / LOCK_FILE).unlink()
        assert second.acquire()
        files.guard_writes(second.guard, second.wrote)
        if second_saved:
            files.write_text(save, "second's game")  # the second window plays and saves
        files.guard_writes(first.guard, first.wrote)
        if first_wrote_meanwhile:
            with pytest.raises(files.FileProblem):
                files.write_text(save, "first's game, move 2")
        second.release()  # the second window closes
        assert instance.take_kept_aside() == []
        files.write_text(save, "first's game, move 3")
        files.write_text(folder / "settings.json", "{}")  # as the first found it: no copy
        files.write_text(folder / ".index.json", "{}")  # a cache: nothing kept
        kept = sorted(folder.glob("*.replaced-*"))
        assert [k.read_text() for k in kept] == (["second's game"] if second_saved else [])
        assert save.read_text() == "first's game, move 3"
        notices = GameFiles(save, folder / "games").take_notices()
        assert len(notices) == len(kept)
        assert all(k.name in n for k, n in zip(kept, notices, strict=True))
        if second_saved:
            assert kept[0].name in (folder / "flip7-error.log").read_text()
        files.write_text(save, "first's game, move 4")  # once only
        assert sorted(folder.glob("*.replaced-*")) == kept
    finally:
        files.guard_writes(None)
        first.release()
        second.release()


def test_a_bad_record_opened_while_the_game_is_open_says_why_in_the_window(
        tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A record that cannot be shown, opened from a file manager while a game is open:
    the window said only "Flip 7 is already open", the reason went to a terminal
    nobody sees (QA 216). It is said in the window too, as the title says it."""
    from game.ui.scene_elsewhere import ElsewhereScene

    home = tmp_path / "home"
    home.mkdir()
    bad = tmp_path / "bad.flip7.json"
    bad.write_text("{")
    seen: list[tuple[object, list[str]]] = []

    def looked(app, opts, script, sound) -> int:  # type: ignore[no-untyped-def]
        seen.append((app.top, [text for text, _left in app.notices]))
        return 0

    monkeypatch.setenv("FLIP7_HOME", str(home))
    monkeypatch.setattr(gui, "_drive", looked)
    holder = _hold(home)
    try:
        assert gui.run_gui([str(bad)]) == 0
    finally:
        holder.kill()
        holder.wait(timeout=30)
    [(top, notices)] = seen
    assert isinstance(top, ElsewhereScene)
    assert any(text.startswith("Couldn't open bad.flip7.json: ") for text in notices), notices


def test_a_file_kept_aside_is_said_on_whatever_screen_is_up(ui) -> None:  # type: ignore[no-untyped-def]
    """A settings file another window wrote, kept aside as the first window saved a
    setting at the title, was said only at the next table, or never (QA 222): the
    screen that is up says it at its next frame."""
    from game.storage import instance
    from game.ui.scene_title import TitleScene

    ui.app.push(TitleScene(ui.app))
    instance._kept_aside.append(Path("/nowhere/settings.json.replaced-20261207-190000"))
    ui.app.frame(1 / 60)
    assert any("settings.json.replaced-20261207-190000" in text for text, _ in ui.app.notices)
    assert instance.take_kept_aside() == []


@pytest.mark.skipif(sys.platform == "win32", reason="a held file cannot be removed there")
@pytest.mark.parametrize("refused_meanwhile", [True, False])
def test_a_window_that_started_unlocked_keeps_a_second_window_s_save_aside(
        tmp_path: Path, refused_meanwhile: bool) -> None:
    """A window started where no lock could be taken (a file in its folder's place);
    once the folder was there, a second window took the lock and saved; the first was
    refused, the second closed, and the first's next save went over the second's game:
    the folder was looked at only at the first lock taken (QA 224); so it did where
    the second came and went between two of the first's moves (QA 225). It is looked
    at the first time the lock is tried, and the second's save is kept aside."""
    from game.storage import files, instance

    folder = tmp_path / "home"
    folder.write_text("in the way")
    first, second = InstanceLock(folder), InstanceLock(folder)
    assert first.acquire()  # nowhere to lock: it runs unlocked
    files.guard_writes(first.guard, first.wrote)
    try:
        folder.unlink()
        assert second.acquire()
        files.guard_writes(second.guard, second.wrote)
        files.write_text(folder / "current.flip7.json", "second's game")
        files.guard_writes(first.guard, first.wrote)
        if refused_meanwhile:
            with pytest.raises(files.FileProblem):
                files.write_text(folder / "current.flip7.json", "first's game")
        second.release()  # (or it came, saved and went between two of the first's moves)
        files.write_text(folder / "current.flip7.json", "first's game")
        kept = list(folder.glob("current.flip7.json.replaced-*"))
        assert [k.read_text() for k in kept] == ["second's game"]
        assert [k.name for k in instance.take_kept_aside()] == [kept[0].name]
    finally:
        files.guard_writes(None)
        first.release()
        second.release()


@pytest.mark.skipif(sys.platform == "win32", reason="links need rights there")
def test_a_linked_file_kept_aside_is_a_copy_of_what_it_held(tmp_path: Path) -> None:
    """A settings file linked from a dotfiles folder, which a second window wrote: the
    copy kept aside was a hard link of the link itself, which followed the live file,
    and held the first window's settings once it wrote (QA 224). It is a copy."""
    from game.storage import files

    (tmp_path / "dotfiles").mkdir()
    target = tmp_path / "dotfiles" / "settings.json"
    target.write_text("second's settings")
    link = tmp_path / "settings.json"
    link.symlink_to(target)
    aside = files.copy_aside(link, "replaced")
    assert aside is not None and not aside.is_symlink()
    files.write_text(link, "first's settings")
    assert aside.read_text() == "second's settings" and link.is_symlink()


@pytest.mark.skipif(sys.platform == "win32", reason="links need rights there")
@pytest.mark.parametrize(("beside", "second_wrote"), [(False, False), (True, True)])
def test_a_linked_settings_file_is_kept_aside_once_and_only_if_another_wrote_it(
        tmp_path: Path, beside: bool, second_wrote: bool) -> None:
    """A settings file linked from a dotfiles folder is written through its link; the
    lock knew the written file by its target only, so after taking the lock back it
    took the link for another window's file and kept a needless copy. Linked to a file
    beside it, another window's settings were kept aside twice, by the link's name and
    the file's (QA 225): once."""
    from game.storage import files, instance

    folder, dotfiles = tmp_path / "home", tmp_path / "dotfiles"
    folder.mkdir()
    dotfiles.mkdir()
    real = (folder / "real_settings.json") if beside else (dotfiles / "settings.json")
    real.write_text("{}")
    (folder / "settings.json").symlink_to(real)
    first, second = InstanceLock(folder), InstanceLock(folder)
    assert first.acquire()
    files.guard_writes(first.guard, first.wrote)
    try:
        files.write_text(folder / "settings.json", "first's")
        (folder / LOCK_FILE).unlink()
        assert second.acquire()
        files.guard_writes(second.guard, second.wrote)
        if second_wrote:
            files.write_text(folder / "settings.json", "second's")
        second.release()
        files.guard_writes(first.guard, first.wrote)
        files.write_text(folder / "settings.json", "first's again")
        kept = [*folder.glob("*.replaced-*"), *dotfiles.glob("*.replaced-*")]
        assert [k.read_text() for k in kept] == (["second's"] if second_wrote else [])
        assert len(instance.take_kept_aside()) == len(kept)
        assert (folder / "settings.json").is_symlink()
    finally:
        files.guard_writes(None)
        first.release()
        second.release()


def test_one_odd_entry_in_the_folder_does_not_make_the_lock_forget_the_rest(
        tmp_path: Path) -> None:
    """A link whose target's name is too long to look up made the whole folder unknown to
    the lock, so after taking it back the player's untouched settings were kept aside as
    another window's, and the screen said so (QA 228)."""
    from game.storage import files, instance

    folder = tmp_path / "home"
    folder.mkdir()
    (folder / "settings.json").write_text("{}")  # found at the start, never written
    (folder / "odd").symlink_to(tmp_path / ("x" * 300))  # its stat fails: ENAMETOOLONG
    first, second = InstanceLock(folder), InstanceLock(folder)
    assert first.acquire()
    files.guard_writes(first.guard, first.wrote)
    try:
        (folder / LOCK_FILE).unlink()
        assert second.acquire()  # a second window came, wrote nothing and went
        second.release()
        files.write_text(folder / "settings.json", "{}")
        assert list(folder.glob("*.replaced-*")) == [] and instance.take_kept_aside() == []
    finally:
        files.guard_writes(None)
        first.release()
        second.release()


def test_a_folder_that_can_no_longer_be_entered_refuses_a_write_without_an_error(
        tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The folder's rights changed while the game ran: looking for the lock file raised,
    and the finished game's archive ended in an uncaught error where it had said that it
    could not be written (QA 228). The write goes on to succeed or be refused."""
    from game.storage import files

    folder = tmp_path / "home"
    folder.mkdir()
    lock = InstanceLock(folder)
    assert lock.acquire()
    files.guard_writes(lock.guard, lock.wrote)
    real_exists = Path.exists

    def exists(path: Path, *args: object, **kwargs: object) -> bool:
        if path.name == LOCK_FILE:
            raise PermissionError(13, "Permission denied", str(path))
        return real_exists(path, *args, **kwargs)  # type: ignore[arg-type]

    try:
        (folder / LOCK_FILE).unlink()  # so the lock is no longer the one held
        monkeypatch.setattr(Path, "exists", exists)
        # Refused as a file problem (said to the player), or written: no other error.
        with contextlib.suppress(files.FileProblem):
            files.write_text(folder / "games" / "a.flip7.json", "a finished game")
    finally:
        files.guard_writes(None)
        lock.release()


def test_a_lock_file_that_cannot_be_looked_at_for_a_moment_is_still_held(
        tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The folder's rights changed for a moment: the window took its lock for gone and let
    it go, though nobody had removed it, so a second window could start beside it once
    the rights were back (QA 230). It keeps the lock; the second window is refused."""
    from game.storage import files

    folder = tmp_path / "home"
    folder.mkdir()
    first, second = InstanceLock(folder), InstanceLock(folder)
    assert first.acquire()
    files.guard_writes(first.guard, first.wrote)
    real_stat, real_open = os.stat, os.open

    def stat(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if str(path).endswith(LOCK_FILE):
            raise PermissionError(13, "Permission denied", str(path))
        return real_stat(path, *args, **kwargs)  # type: ignore[arg-type]

    def open_(path: object, *args: object, **kwargs: object) -> int:
        if str(path).endswith(LOCK_FILE):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    try:
        with monkeypatch.context() as patched:
            patched.setattr(os, "stat", stat)
            patched.setattr(os, "open", open_)
            with contextlib.suppress(files.FileProblem):
                files.write_text(folder / "settings.json", "{}")
        assert not second.acquire()
    finally:
        files.guard_writes(None)
        first.release()
        second.release()


@pytest.mark.skipif(sys.platform == "win32", reason="a held file cannot be removed there")
@pytest.mark.parametrize("call, code", [("fstat", errno.ESTALE), ("stat", errno.ELOOP)])
def test_a_lock_that_cannot_be_told_for_another_reason_than_rights_is_not_still_held(
        tmp_path: Path, monkeypatch, call: str, code: int) -> None:  # type: ignore[no-untyped-def]
    """Its own open lock file gone stale on a network share (ESTALE), or a link that loops
    in the lock file's place (ELOOP), was taken for "still held" as a moment's change of
    rights is (QA 232): the window then wrote over a second window's settings. Only a
    refusal of rights keeps the lock; here the second window holds it and the write is
    refused."""
    from game.storage import files

    folder = tmp_path / "home"
    folder.mkdir()
    first, second = InstanceLock(folder), InstanceLock(folder)
    assert first.acquire()
    (folder / LOCK_FILE).unlink()  # cleared by the player: a second window starts
    assert second.acquire()
    files.write_text(folder / "settings.json", "the second window's")
    files.guard_writes(first.guard, first.wrote)
    real = getattr(os, call)

    def failing(target: object, *args: object, **kwargs: object) -> os.stat_result:
        if target == first._fd or str(target).endswith(LOCK_FILE):
            raise OSError(code, os.strerror(code))
        return real(target, *args, **kwargs)  # type: ignore[no-any-return]

    try:
        with monkeypatch.context() as patched:
            patched.setattr(os, call, failing)
            with pytest.raises(files.FileProblem):
                files.write_text(folder / "settings.json", "the first window's")
        assert (folder / "settings.json").read_text() == "the second window's"
    finally:
        files.guard_writes(None)
        first.release()
        second.release()

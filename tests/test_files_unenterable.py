"""A folder the game can list but not enter, and a log that cannot be written for a
while (QA 182): the game says so and goes on; it never crashes, and the log keeps
what it could not write at the time."""

from __future__ import annotations

from pathlib import Path

import pytest
from locked_helpers import unsearchable

from game.i18n import msg
from game.session import GameFiles
from game.session.kept import GameIndex
from game.storage import errorlog, files
from game.storage.files import FileProblem
from game.storage.paths import log_path


def _room_for(monkeypatch: pytest.MonkeyPatch, room: int) -> list[int]:
    """A log that takes entries of at most ``room[0]`` characters (a disk nearly full;
    the list returned, to change it)."""
    real = errorlog.write_entry
    left = [room]

    def writing(path, kind, body, *args, **kwargs):  # type: ignore[no-untyped-def]
        if len(body) > left[0]:
            raise FileProblem(log_path(), msg("files.reason.disk_full"))
        real(path, kind, body, *args, **kwargs)

    monkeypatch.setattr(errorlog, "write_entry", writing)
    return left


def test_a_file_in_a_folder_that_cannot_be_entered_is_a_problem_not_a_crash(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Your games' list (its cache) in a games folder of mode 0666 crashed the game
    with a PermissionError from the look for a link."""
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "2026-12-01_10-00-00.flip7.json").write_text("{}")
    unsearchable(monkeypatch, folder)
    with pytest.raises(FileProblem) as problem:
        files.write_bytes(folder / ".index.json", b"{}")
    assert "permission denied" in str(problem.value.why)
    index = GameIndex(folder)
    index.load()  # nothing raised: the list is read again next time, and the log says so
    assert index.games == [] and index.problems
    assert "could not be kept for next time" in log_path().read_text()


def test_a_new_game_beside_a_save_that_cannot_be_looked_at_starts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Quick game crashed where the data folder could not be entered: the look for a
    save to set aside raised."""
    home = tmp_path / "home"
    home.mkdir()
    unsearchable(monkeypatch, home)
    assert GameFiles(home / "current.flip7.json", home / "games").keep_unusable() is None


def test_a_games_folder_that_cannot_be_read_is_in_the_error_log(tmp_path: Path) -> None:
    """Said on screen, it never reached the log, which has every file problem."""
    folder = tmp_path / "games"
    folder.write_text("a file where the folder should be")
    index = GameIndex(folder)
    index.load()
    assert index.problems
    log = log_path().read_text()
    assert "Your games could show no games" in log and str(folder) in log


def test_an_entry_the_log_could_not_take_is_written_ahead_of_the_next(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk full, "Couldn't save your game" was never logged, and after it was
    cleared the log said only "Your game is saved again"."""
    real = errorlog.write_entry
    full = [True]

    def writing(*args, **kwargs):  # type: ignore[no-untyped-def]
        if full[0]:
            raise FileProblem(log_path(), msg("files.reason.disk_full"))
        real(*args, **kwargs)

    monkeypatch.setattr(errorlog, "write_entry", writing)
    errorlog.log_told("files.reason.disk_full", Path("current.flip7.json"))
    assert not log_path().exists()
    full[0] = False
    errorlog.log_told("files.saved_again.game", Path("current.flip7.json"), kind="notice")
    log = log_path().read_text()
    assert log.index("disk is full") < log.index(" · notice · ")
    assert log.count("=== ") == 2
    errorlog.log_told("games.log_folder", Path("games"), reason="x")
    assert log_path().read_text().count("=== ") == 3  # each once


def test_half_an_entry_is_not_left_before_the_whole_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An entry the disk filled up in the middle of was written again whole later,
    after its own first half, which ran into its header (QA 186)."""
    import errno

    errorlog.log_told("files.saved_again.game", Path("a.flip7.json"), kind="notice")
    real_open = open

    class Half:
        def __init__(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.file = real_open(*args, **kwargs)

        def __enter__(self):  # type: ignore[no-untyped-def]
            return self

        def __exit__(self, *exc):  # type: ignore[no-untyped-def]
            self.file.close()

        def write(self, data: bytes) -> None:
            self.file.write(data[:len(data) // 2])
            self.file.flush()
            raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as full:
        full.setattr(errorlog, "open", Half, raising=False)
        errorlog.log_told("files.reason.disk_full", Path("b.flip7.json"))
    assert log_path().read_text().count("=== ") == 1  # the first entry, whole, alone
    errorlog.log_told("files.saved_again.game", Path("b.flip7.json"), kind="notice")
    text = log_path().read_text()
    assert text.count("=== ") == 3 and text.count("disk is full") == 1
    assert all(line.startswith("=== ") for line in text.splitlines() if "===" in line)


def test_entries_held_back_are_written_in_time_order_and_before_a_crash(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A long entry refused and a shorter, later one fitting were written out of time
    order; entries held back were lost when the run ended in a crash (QA 188)."""
    from game.app import gui

    room = _room_for(monkeypatch, 200)
    errorlog.log_told("games.log_folder",
                      Path("/a/very/long/folder/name/" + "x" * 300), reason="first")
    errorlog.log_told("files.saved_again.game", Path("b"), kind="notice")
    assert not log_path().exists()  # the later one waits for the first
    room[0] = 10_000
    try:
        raise RuntimeError("boom")
    except RuntimeError as error:
        gui._write_log(error, {}, [])
    log = log_path().read_text()
    assert log.index("Your games could show no games") < log.index("saved again") \
        < log.index(" · crash · ")
    assert errorlog._unwritten == []


def test_a_path_typed_keeps_its_letters_as_they_are() -> None:
    """Export's path made NFC named a folder written decomposed ("Expo\u0301rte") that
    looked the same and was not (QA 188)."""
    import pygame

    from game.ui.widgets import TextField

    field = TextField(pygame.Rect(0, 0, 300, 40), "", "/tmp/Expo\u0301rte/", 400, print,
                      exact=True)
    field.type("a")
    assert field.text == "/tmp/Expo\u0301rte/a"


def test_an_accent_typed_as_a_mark_finds_its_folder(tmp_path: Path) -> None:
    """"Donne" and a combining acute typed after it named no folder beside Données
    (written composed, as usual): the path is kept as typed (QA 188), so the export
    spells the folder as the disk does (QA 190)."""
    from game.core.record import Record
    from game.session.records import ExportProblem, export_record

    folder = tmp_path / "Donn\u00e9es"
    folder.mkdir()
    record = Record.from_json({"format": "flip7-record", "version": 1,
                               "edition": "classic", "players": ["A", "B", "C"],
                               "dealer": 0, "seed": 1, "moves": []})
    written = export_record(record, str(tmp_path / "Donne\u0301es" / "x"))
    assert written.parent == folder and written.exists()
    # A folder's name typed so is a folder still, not a file beside it (QA 191).
    with pytest.raises(ExportProblem, match="is a folder"):
        export_record(record, str(tmp_path / "Donne\u0301es"))
    # A folder there as typed is the one used, where both spellings are (QA 191).
    (tmp_path / "Cafe\u0301" / "Donn\u00e9es").mkdir(parents=True)
    (tmp_path / "Caf\u00e9" / "Donn\u00e9es").mkdir(parents=True)
    written = export_record(record, str(tmp_path / "Cafe\u0301" / "Donne\u0301es" / "y"))
    assert written.parent == tmp_path / "Cafe\u0301" / "Donn\u00e9es"
    # A file of the typed spelling beside the folder of the other is no folder; a copy
    # beside one of the other spelling, looking the same, is refused; "nodir/." is a
    # folder meant (QA 192).
    (tmp_path / "Tr\u00e9s").mkdir()
    (tmp_path / "Tre\u0301s").write_text("a file")
    assert export_record(record, str(tmp_path / "Tre\u0301s" / "z")).parent \
        == tmp_path / "Tr\u00e9s"
    (tmp_path / "Na\u00eb.flip7.json").write_text("{}")
    with pytest.raises(ExportProblem, match="already"):
        export_record(record, str(tmp_path / "Nae\u0308"))
    for folder_meant in ("nodir/.", "nodir/.."):
        with pytest.raises(ExportProblem, match="no folder"):
            export_record(record, str(tmp_path) + "/" + folder_meant)
    assert not (tmp_path / "nodir.flip7.json").exists()


def test_what_is_told_outside_the_window_is_written_in_turn_or_at_least_alone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A later line was written before an earlier one the log could take (QA 190); and
    one that fits behind one still refused is the run's last chance, so it is written
    alone rather than lost (QA 191), the older one kept for when the log takes it."""
    from game.ui import loop

    room = _room_for(monkeypatch, 60)
    errorlog.log_told("games.log_folder", Path("/far/" + "x" * 100), reason="first")
    loop._tell_outside([msg("files.save_failed.settings", reason="x")])
    assert "Couldn't save your settings" in log_path().read_text()
    assert [kind for _path, kind, _body, _when in errorlog._unwritten] == ["problem"]
    room[0] = 10_000
    errorlog.write_unwritten()
    assert "Your games could show no games" in log_path().read_text()
    errorlog.log_told("games.log_folder", Path("/near"), reason="second")
    loop._tell_outside([msg("files.reason.disk_full")])  # nothing held: in turn
    log = log_path().read_text()
    assert log.index("/near") < log.rindex("the disk is full")


def test_a_crash_entry_that_fits_is_written_behind_one_that_does_not(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An older, longer entry still refused held the crash entry back with it, and the
    crash went unlogged (QA 191): the run's last chance is tried alone."""
    from game.app import gui

    _room_for(monkeypatch, 2000)
    errorlog.log_told("games.log_folder", Path("/far/" + "x" * 3000), reason="first")
    errorlog.log_told("files.saved_again.game", Path("b"), kind="notice")  # held behind
    try:
        raise RuntimeError("boom")
    except RuntimeError as error:
        assert gui._write_log(error, {}, []) == log_path()
    log = log_path().read_text()
    # Each the log takes, in order: the notice held behind the long one too (QA 192).
    assert log.index(" · notice · ") < log.index(" · crash · ")
    assert [kind for _path, kind, _body, _when in errorlog._unwritten] == ["problem"]

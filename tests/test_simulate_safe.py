"""``simulate``: bad option values refused up front, ``--save`` written safely (issue 14)."""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest
from locked_helpers import unsearchable

from game.app import simulate_cli
from game.core.record import Record, replay
from game.storage import files


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        status = simulate_cli.main(list(args))
    except SystemExit as done:  # argparse's own errors
        status = int(done.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def assert_refused(status: int, out: str, err: str) -> None:
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("flip7 simulate: ") and "Traceback" not in err


@pytest.mark.parametrize(("args", "words"), [
    (["--players", ""], "--players is empty"),
    (["--players", " , ,"], "player 1 is empty"),
    (["--players", "random,,random,random"], "player 2 is empty"),
    (["--players", "threshold:,random,random"], "nothing after the colon"),
    (["--players", "random:,random,random"], "nothing after the colon"),
    (["--players", "threshold:0.9,random,random"], "outside 0.05-0.6"),
    (["--players", "threshold:nan,random,random"], "outside"),
    (["--players", "random,random"], "at least 3 players"),
    (["--players", "random,random,wizard"], "wizard"),
    (["--games", ""], "invalid int value"),
    (["--games", "0"], "--games must be at least 1"),
    (["--games", "ten"], "invalid int value"),
    (["--target", ""], "invalid int value"),
    (["--target", "20"], "target 20 is outside 50-1000"),
    (["--seed", ""], "needs a whole number"),
    (["--seed", "-1"], "must be 0 or more"),
    (["--seed", "1" * 43], "argument --seed: must have at most 40 digits, not 43"),
    (["--seed", "9" * 40, "--games", "2"], "the last game's seed would have 41 digits"),
    (["--edition", ""], "invalid choice"),
    (["--edition", "classic", "--brutal"], "only in With a Vengeance"),
    (["--save", ""], "--save needs a folder"),
    (["--bogus"], "unrecognized arguments"),
])
def test_bad_values_are_refused_with_one_line(capsys: pytest.CaptureFixture[str],
                                              args: list[str], words: str) -> None:
    status, out, err = run(capsys, "--games", "1", *args)
    assert_refused(status, out, err)
    assert words in err


def test_the_longest_seed_taken_makes_records_replay_reads(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """QA 111: a 43-digit --seed was played and saved into records that replay refuses
    (more than 40 digits); the longest seed taken is one replay still reads."""
    seed = str(10 ** 40 - 2)  # games 1 and 2 have seeds of 40 digits
    status, _, err = run(capsys, "--games", "2", "--seed", seed, "--save", str(tmp_path))
    assert status == 0 and err == ""
    for path in sorted(tmp_path.iterdir()):
        data = files.read_json(path)  # the reader replay uses: no FileProblem
        assert len(str(data["seed"])) == 40 and replay(Record.from_json(data)).finished


def test_save_onto_a_file_or_an_unwritable_path_is_refused_before_any_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[int] = []
    monkeypatch.setattr(simulate_cli, "play_one", lambda *a: played.append(1))
    a_file = tmp_path / "records"
    a_file.write_text("a file, not a folder")
    for target, words in ((a_file, "it is a file, not a folder"),
                          (a_file / "deeper", "cannot write in")):
        status, out, err = run(capsys, "--games", "5", "--save", str(target))
        assert_refused(status, out, err)
        assert words in err and str(target) in err
    assert played == []
    assert a_file.read_text() == "a file, not a folder"


def test_save_under_a_folder_that_cannot_be_searched_is_refused_as_unwritable(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """QA 111: ``--save /locked/records`` ended with "cannot write the output:
    Permission denied" and status 1 (a PermissionError of looking for the folder);
    it is refused as any folder that cannot be written is, before any game."""
    monkeypatch.setattr(simulate_cli, "play_one", lambda *a: pytest.fail("a game was played"))
    unsearchable(monkeypatch, tmp_path / "locked")
    target = tmp_path / "locked" / "records"
    status, out, err = run(capsys, "--games", "2", "--save", str(target))
    assert_refused(status, out, err)
    # The folder is named once: "records: cannot write in …/records" said it twice (QA 142).
    assert err == f"flip7 simulate: --save: cannot write in {target} " \
                  "(permission denied)\n"


def test_a_full_disk_stops_with_one_line_and_leaves_no_broken_record(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    real_fsync = os.fsync
    synced: list[int] = []

    def filling_disk(fd: int) -> None:  # two records fit, then the disk is full
        if stat.S_ISREG(os.fstat(fd).st_mode):  # not the folder's own fsync
            synced.append(fd)
        if len(synced) > 2:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    monkeypatch.setattr(files.os, "fsync", filling_disk)
    status, out, err = run(capsys, "--games", "6", "--save", str(tmp_path))
    assert_refused(status, out, err)
    assert "game-000003.flip7.json" in err and "the disk is full" in err
    saved = sorted(tmp_path.iterdir())
    assert [p.name for p in saved] == ["game-000001.flip7.json", "game-000002.flip7.json"]
    for path in saved:  # what is there is whole: it replays to the end
        assert replay(Record.from_json(json.loads(path.read_text()))).finished


def test_saved_records_are_whole_and_replay(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--games", "3", "--json", "--save", str(tmp_path / "new"))
    assert status == 0 and err == "" and json.loads(out)["games"] == 3
    saved = sorted((tmp_path / "new").iterdir())
    assert len(saved) == 3  # no probe or temporary file left behind
    for path in saved:
        assert replay(Record.from_json(json.loads(path.read_text()))).finished
        if hasattr(os, "fchmod"):  # the mode a plain write gives, not mkstemp's 0600
            assert path.stat().st_mode & 0o777 == 0o666 & ~files._UMASK


def test_a_second_run_into_one_folder_keeps_the_first_runs_records(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """QA 32: a second run with the same seeds wrote over the first's records (two
    classic games became two Vengeance games); it adds its own beside them."""
    folder = str(tmp_path / "records")
    assert run(capsys, "--games", "2", "--save", folder)[0] == 0
    first = {path.name: path.read_text() for path in (tmp_path / "records").iterdir()}
    assert run(capsys, "--games", "2", "--edition", "vengeance", "--save", folder)[0] == 0
    now = {path.name: path.read_text() for path in (tmp_path / "records").iterdir()}
    assert sorted(now) == ["game-000001-2.flip7.json", "game-000001.flip7.json",
                           "game-000002-2.flip7.json", "game-000002.flip7.json"]
    assert all(now[name] == text for name, text in first.items())
    assert json.loads(now["game-000001-2.flip7.json"])["edition"] == "vengeance"


def test_a_record_another_run_writes_meanwhile_is_never_written_over(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """QA 111: runs at once into one folder overwrote each other's records (the name
    was looked up free, then renamed over). Here another run's record lands under the
    name while the first is being written: it stays, and this run's goes beside it."""
    real_mkstemp = files.tempfile.mkstemp
    rival = tmp_path / "game-000001.flip7.json"

    def meanwhile(*args: Any, **kwargs: Any) -> tuple[int, str]:
        if not rival.exists() and kwargs.get("suffix") == ".tmp":
            rival.write_text("the other run's record")
        return real_mkstemp(*args, **kwargs)

    monkeypatch.setattr(files.tempfile, "mkstemp", meanwhile)
    assert run(capsys, "--games", "2", "--save", str(tmp_path))[0] == 0
    assert rival.read_text() == "the other run's record"
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "game-000001-2.flip7.json", "game-000001.flip7.json", "game-000002.flip7.json"]
    assert json.loads((tmp_path / "game-000001-2.flip7.json").read_text())["seed"] == 1


def test_ctrl_c_ends_a_long_run_without_a_traceback(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(simulate_cli, "play_one", interrupted)
    assert run(capsys, "--games", "5") == (130, "", "")


def test_brutal_implies_vengeance_as_the_games_own_flag_does(
        capsys: pytest.CaptureFixture[str]) -> None:
    """QA 39: ``simulate --brutal`` was refused without ``--edition vengeance``, while
    the game's ``--brutal`` implies it. Now both do; classic named with it is refused."""
    status, out, err = run(capsys, "--games", "2", "--brutal", "--json",
                           "--players", "balanced,bold,careful")
    assert status == 0 and err == ""
    result = json.loads(out)
    assert result["edition"] == "vengeance" and result["brutal"] is True
    status, out, _ = run(capsys, "--games", "2", "--json", "--players", "balanced,bold,careful")
    assert status == 0 and json.loads(out)["edition"] == "classic"


@pytest.mark.parametrize("stop", ["disk", "ctrl-c"])
def test_the_progress_line_is_ended_on_every_way_out(
        stop: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Into a log file (no terminal), the error came glued onto "594/4000 games, 296
    games/s", and Ctrl+C left the line unended (QA 142): the line ends whatever stops
    the run."""
    clock = iter(range(0, 10_000, 3))  # three seconds a game: a progress report each
    monkeypatch.setattr(simulate_cli.time, "perf_counter", lambda: float(next(clock)))
    real = simulate_cli.play_one
    played: list[int] = []

    def play_one(*args: Any) -> Any:
        played.append(1)
        if stop == "ctrl-c" and len(played) > 2:
            raise KeyboardInterrupt
        return real(*args)

    monkeypatch.setattr(simulate_cli, "play_one", play_one)
    if stop == "disk":
        real_write = simulate_cli.write_new_json

        def write(folder: Path, stem: str, *args: Any) -> Any:
            if stem.endswith("3"):
                raise files.FileProblem(folder / stem, files.os_reason(
                    OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
            return real_write(folder, stem, *args)

        monkeypatch.setattr(simulate_cli, "write_new_json", write)
        status, out, err = run(capsys, "--games", "2000", "--save", str(tmp_path))
        assert status == 2 and "\r2/2000 games" in err
        assert "games/s\nflip7 simulate: stopped: game-000003" in err
        assert err.endswith("no space left on device\n")
    else:
        status, out, err = run(capsys, "--games", "2000")
        assert (status, out) == (130, "") and "\r2/2000 games" in err
        assert err.endswith("games/s\n")


def test_custom_risk_is_taken_as_the_records_name_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The records of ``--save`` name a seat "Custom 37 %", and ``--seats`` and
    ``--opponents`` take ``custom:0.37``: ``--players`` refused it (QA 235). It plays as
    ``threshold:0.37``; a name keeps within a screen's 14 characters."""
    folder = tmp_path / "records"
    status, _out, err = run(capsys, "--games", "1", "--json", "--save", str(folder),
                           "--players", "Custom:0.37,custom:0.123457,balanced")
    assert status == 0 and err == "", err
    saved = json.loads(next(folder.iterdir()).read_text())
    plays = {who: name for who, name in zip(saved["plays"], saved["players"], strict=True)}
    assert plays == {"threshold:0.37": "Custom 37 %", "threshold:0.123457": "Custom 12.35 %",
                     "balanced": "Balanced"}
    assert run(capsys, "--players", "custom:,balanced,bold")[0] == 2
    # Quoted as typed where refused, and its row named so (QA 237: "threshold:abc").
    status, _out, err = run(capsys, "--players", "custom:abc,balanced,bold")
    assert status == 2 and "'custom:abc'" in err, err
    status, out, _err = run(capsys, "--games", "1", "--json", "--players",
                            "custom:0.3,balanced,bold")
    assert [row["player"] for row in json.loads(out)["players"]] == [
        "custom:0.3", "balanced", "bold"]

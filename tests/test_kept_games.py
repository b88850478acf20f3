"""The kept games under games/: the index, its cache, and damaged and foreign files
(game.session.kept, game.session.records)."""

from __future__ import annotations

import json
import os
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from kept_helpers import (
    KNOWN,
    ann_and_ben,
    ann_busts,
    ann_flip7,
    known_folder,
    unfinished,
    write_record,
)

from game.app import replay_cli
from game.core.record import replay, summary
from game.session import GameFiles, Seat, Session, TableSetup
from game.session.kept import INDEX_FILE, GameIndex, KeptGame
from game.session.records import ExportProblem, RecordProblem, export_record, read_record


def test_the_list_is_newest_first_with_each_games_facts(tmp_path: Path) -> None:
    index = GameIndex(known_folder(tmp_path / "games"))
    index.load()
    assert [g.file for g in index.games] == [name for name, _ in reversed(KNOWN)]
    newest, middle, oldest = index.games
    assert newest.ended == "2026-01-03 10:00:00"
    assert (middle.edition, middle.brutal, middle.players) == ("classic", False,
                                                               ("Ann", "Ben", "Cat"))
    assert (middle.winner_name, middle.rounds, middle.totals) == ("Ann", 1, (66, 11, 10))
    assert (oldest.winner_name, oldest.busted, oldest.flip7) == ("Ben", ((0,),), (1,))
    assert newest.people == (0, 1) and oldest.people == (0,)
    assert index.problems == []


def test_a_kept_game_has_the_rounds_flip7_replay_reports(tmp_path: Path) -> None:
    setup = TableSetup((Seat("You"), Seat("Ann", "bold"), Seat("Ben", "expert"),
                        Seat("Cat", "careful")), "vengeance", brutal=True, target=150)
    session = Session(setup, seed=4, ai_seed=4, files=GameFiles(tmp_path / "current.json",
                                                                tmp_path / "games"))
    session.policies[0] = session.policies[1]  # a computer plays "You" for the test
    while not session.finished:
        session.play(session.computer_move())
    index = GameIndex(tmp_path / "games")
    index.load()
    [kept] = index.games
    assert session.archived is not None and kept.file == session.archived.name
    result = summary(replay(read_record(session.archived)))
    assert [list(s) for s in kept.scores] == [r["scores"] for r in result["rounds"]]
    assert [list(b) for b in kept.busted] == [r["busted"] for r in result["rounds"]]
    assert list(kept.flip7) == [r["flip7"] for r in result["rounds"]]
    assert list(kept.totals) == result["totals"] and kept.winner == result["winner"]
    assert kept.plays == ("human", "bold", "expert", "careful") and kept.brutal


def test_the_cache_spares_the_replays_and_follows_the_files(tmp_path: Path) -> None:
    folder = known_folder(tmp_path / "games")
    first = GameIndex(folder)
    first.load()
    assert first.replayed == 3 and (folder / INDEX_FILE).is_file()
    again = GameIndex(folder)
    again.load()
    assert again.replayed == 0 and again.games == first.games
    # A game changes, one goes, one comes: only the new and the changed are replayed.
    changed = folder / KNOWN[0][0]
    write_record(changed, ann_flip7())
    os.utime(changed, ns=(1, 1))
    (folder / KNOWN[1][0]).unlink()
    write_record(folder / "2026-02-01_09-00-00.flip7.json", ann_busts())
    third = GameIndex(folder)
    third.load()
    assert third.replayed == 2
    assert [g.file for g in third.games] == ["2026-02-01_09-00-00.flip7.json", KNOWN[2][0],
                                             KNOWN[0][0]]
    assert third.games[-1].winner_name == "Ann"  # the changed file's new game


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="names of any bytes")
def test_a_file_name_that_is_not_utf8_leaves_the_cache_readable(tmp_path: Path) -> None:
    """A record named with a Latin-1 "é" made the cache a file that is not UTF-8 (the
    name written raw): never read again, every opening of Your games replayed every
    game, seconds at 2,500 games (QA 123). The cache reads back, the name kept."""
    folder = known_folder(tmp_path / "games")
    odd = os.fsdecode(b"caf\xe9-2026-01-04_10-00-00.flip7.json")
    write_record(folder / odd, ann_flip7())
    first = GameIndex(folder)
    first.load()
    assert first.replayed == 4
    (folder / INDEX_FILE).read_bytes().decode("utf-8")  # UTF-8 text, as every JSON here
    again = GameIndex(folder)
    again.load()
    assert again.replayed == 0 and again.games == first.games
    assert odd in {game.file for game in again.games}


def test_every_unreadable_file_is_logged_once_as_it_is_found(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    """Seven bad files: the screen names the first, and the error log, which the README
    says has every file problem told on screen, had none (QA 123). Each is logged with
    its reason when it is first read; the next opening (from the cache) adds nothing."""
    from game.storage import paths

    monkeypatch.setenv("FLIP7_HOME", str(tmp_path / "home"))
    folder = known_folder(tmp_path / "games")
    (folder / "2026-02-01_09-00-00.flip7.json").write_text("{not json")
    (folder / "2026-02-02_09-00-00.flip7.json").write_text('{"format": "flip7-record", '
                                                           '"version": 2}')
    index = GameIndex(folder)
    index.load()
    assert len(index.problems) == 2
    log = paths.log_path().read_text()
    assert "2026-02-01_09-00-00.flip7.json" in log and "2026-02-02_09-00-00.flip7.json" in log
    assert log.count("A file in your games folder could not be read") == 2
    GameIndex(folder).load()
    assert paths.log_path().read_text() == log
    # A file the game cannot reach (a folder so named) is read at every opening, not
    # cached: it is logged once a run all the same (QA 126: the log filled).
    (folder / "2026-02-03_09-00-00.flip7.json").mkdir()
    (folder / "2026-02-04_09-00-00.flip7.json").mkdir()
    for _ in range(3):
        GameIndex(folder).load()
    for day in ("03", "04"):
        assert paths.log_path().read_text().count(f"/2026-02-{day}_09-00-00.flip7.json)\n") == 1


@pytest.mark.parametrize("content", [b"{not json", b'{"format": "flip7-games-index"}',
                                     b"\xff\xfe\x00", b"[]"])
def test_a_damaged_cache_is_rebuilt_from_the_records(tmp_path: Path, content: bytes) -> None:
    folder = known_folder(tmp_path / "games")
    (folder / INDEX_FILE).write_bytes(content)
    index = GameIndex(folder)
    index.load()
    assert index.replayed == 3 and len(index.games) == 3 and index.problems == []
    assert json.loads((folder / INDEX_FILE).read_text())["format"] == "flip7-games-index"


def test_a_cache_entry_that_lies_is_not_believed(tmp_path: Path) -> None:
    folder = known_folder(tmp_path / "games")
    GameIndex(folder).load()
    data = json.loads((folder / INDEX_FILE).read_text())
    entry = data["files"][KNOWN[0][0]]
    entry["game"]["scores"] = [[1, 2]]  # two scores for three seats
    (folder / INDEX_FILE).write_text(json.dumps(data))
    index = GameIndex(folder)
    index.load()
    assert index.replayed == 1 and index.games[-1].totals == (0, 65, 10)


@pytest.mark.parametrize("damage", [{"finished": "yes"}, {"brutal": 1}, {"edition": "chess"},
                                    {"target": 5000}, {"finished": False}, {"winner": None},
                                    {"brutal": None}, {"at": 1e300}, {"at": 1e18},
                                    {"at": -1.0}])
def test_a_cache_entry_of_the_wrong_kind_is_not_believed(tmp_path: Path,
                                                        damage: dict[str, object]) -> None:
    """A cache entry damaged into ``"finished": "yes"`` or an edition "chess" was read
    as an unfinished game of no edition, and the statistics lost the game (QA 136):
    the entry is refused and its record replayed again. So is a moment no record can
    say: ``"at": 1e300`` crashed Your games at every opening (QA 155)."""
    folder = known_folder(tmp_path / "games")
    GameIndex(folder).load()
    data = json.loads((folder / INDEX_FILE).read_text())
    entry = data["files"][KNOWN[0][0]]
    entry["game"].update(damage)
    (folder / INDEX_FILE).write_text(json.dumps(data))
    index = GameIndex(folder)
    index.load()
    assert index.replayed == 1
    oldest = index.games[-1]
    assert (oldest.finished, oldest.brutal, oldest.edition, oldest.target,
            oldest.winner_name) == (True, False, "classic", 50, "Ben")


def _replay_line(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """What ``flip7 replay PATH`` says on stderr."""
    assert replay_cli.main([str(path)]) == 2
    return capsys.readouterr().err.strip()


def test_damaged_and_foreign_files_are_skipped_with_replays_own_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = known_folder(tmp_path / "games")
    bad_move = ann_flip7().to_json()
    bad_move["moves"][1]["seat"] = 2
    damaged = {
        "2026-03-01_00-00-00.flip7.json": b'{"format": "flip7-record", "vers',
        "2026-03-02_00-00-00.flip7.json": json.dumps({"format": "flip7-record", "version": 1,
                                                      "edition": "poker"}).encode(),
        "2026-03-03_00-00-00.flip7.json": json.dumps(bad_move).encode(),
    }
    for name, content in damaged.items():
        (folder / name).write_bytes(content)
    # Foreign files: not records by name, so not the index's business.
    (folder / "notes.txt").write_text("my best games")
    (folder / "2026-01-01_10-00-00.flip7.json.damaged-20260101-100000").write_text("{")
    (folder / "sub").mkdir()
    write_record(folder / "sub" / "2026-04-01_00-00-00.flip7.json", ann_flip7())
    index = GameIndex(folder)
    index.load()
    assert len(index.games) == 3
    problems = dict(index.problems)
    assert sorted(problems) == sorted(damaged)
    for name, line in problems.items():  # replay's very words for each
        assert "\n" not in line and line == _replay_line(folder / name, capsys)
    assert problems["2026-03-03_00-00-00.flip7.json"].startswith("move 1: seat 2 is not to")
    assert "not valid JSON" in problems["2026-03-01_00-00-00.flip7.json"]
    # Looking changes nothing: every file is still there as it was.
    assert (folder / "2026-03-01_00-00-00.flip7.json").read_bytes() == damaged[
        "2026-03-01_00-00-00.flip7.json"]
    # The damaged files' verdicts are cached too: nothing is read twice.
    again = GameIndex(folder)
    again.load()
    assert again.replayed == 0 and dict(again.problems) == problems


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_or_a_folder_named_like_a_record_does_not_block_the_list(tmp_path: Path) -> None:
    folder = known_folder(tmp_path / "games")
    os.mkfifo(folder / "2026-05-01_00-00-00.flip7.json")
    (folder / "2026-05-02_00-00-00.flip7.json").mkdir()
    index = GameIndex(folder)
    index.load()
    assert len(index.games) == 3
    problems = dict(index.problems)
    assert "not a regular file" in problems["2026-05-01_00-00-00.flip7.json"]
    assert "folder" in problems["2026-05-02_00-00-00.flip7.json"]


def test_records_without_players_kinds_and_unfinished_games_are_listed(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    plain = ann_flip7()
    plain.plays = None
    write_record(folder / "sim.flip7.json", plain)
    write_record(folder / "2026-06-01_00-00-00.flip7.json", unfinished())
    os.utime(folder / "sim.flip7.json", (0, 0))  # no date in its name: its file time counts
    index = GameIndex(folder)
    index.load()
    first, second = index.games
    assert first.file == "2026-06-01_00-00-00.flip7.json" and not first.finished
    assert first.winner_name is None and first.rounds == 0
    assert first.rounds_played == 1  # the round under way, as the viewer shows it
    assert second.file == "sim.flip7.json" and second.plays is None and second.people == ()
    assert second.rounds == second.rounds_played == 1


def test_no_folder_is_no_games(tmp_path: Path) -> None:
    index = GameIndex(tmp_path / "nowhere")
    index.load()
    assert index.games == [] and index.problems == []
    assert not (tmp_path / "nowhere").exists()  # looking creates nothing


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0,
                    reason="permissions do not stop this user")
def test_a_folder_that_cannot_be_written_still_lists(tmp_path: Path) -> None:
    folder = known_folder(tmp_path / "games")
    folder.chmod(0o555)
    try:
        index = GameIndex(folder)
        index.load()
        assert len(index.games) == 3 and not (folder / INDEX_FILE).exists()
    finally:
        folder.chmod(0o755)


def test_kept_game_round_trips_through_the_cache_form() -> None:
    game = KeptGame("a.flip7.json", "2026-01-01 00:00:00", "vengeance", True, 150,
                    ("A", "B", "C"), ("human", "bold", "threshold:0.3"), True, 2,
                    ((-5, 10, 20),), ((0,),), (None,))
    assert KeptGame.from_json(json.loads(json.dumps(game.to_json()))) == game
    stamped = replace(game, at=1_800_000_000.25)
    assert KeptGame.from_json(json.loads(json.dumps(stamped.to_json()))) == stamped


# ---------------------------------------------------------------------- opening and exporting


def test_opening_a_file_says_what_replay_says(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "x.flip7.json"
    path.write_text(json.dumps({"format": "flip7-record", "version": 1, "edition": "classic",
                                "players": ["A", "B"]}))
    with pytest.raises(RecordProblem) as caught:
        read_record(path)
    assert str(caught.value) == _replay_line(path, capsys)
    with pytest.raises(RecordProblem) as missing:
        read_record(tmp_path / "gone.flip7.json")
    assert missing.value.missing and "gone.flip7.json" in str(missing.value)


def test_export_writes_the_record_under_the_players_name(tmp_path: Path) -> None:
    record = ann_flip7()
    out = export_record(record, "for-the-bug-report", home=tmp_path)
    assert out == tmp_path / "for-the-bug-report.flip7.json"
    assert read_record(out) == record
    with pytest.raises(ExportProblem, match="already exists"):
        export_record(record, str(out))
    assert read_record(out) == record  # not overwritten
    with pytest.raises(ExportProblem, match="folder"):
        export_record(record, str(tmp_path))
    with pytest.raises(ExportProblem, match="file name"):
        export_record(record, "  ")
    # A folder that is not there is said, not made: a typo made folders named like
    # the record (appended to the name offered) wherever it pointed.
    with pytest.raises(ExportProblem, match="no folder"):
        export_record(record, str(tmp_path / "new" / "g.json"))
    assert not (tmp_path / "new").exists()
    # A file where a folder is typed is said to be one: "There is no folder
    # …/for-the-bug-report.flip7.json" named a file that was there (QA 195).
    for typed in (out / "new" / "g.json", f"{out}/"):
        with pytest.raises(ExportProblem, match="it is a file, not a folder"):
            export_record(record, str(typed))
    assert out.is_file()
    # Typed with a slash, a folder that is not there is said too: the slash went, and
    # the game was written beside it as "nodir.flip7.json" (QA 142).
    with pytest.raises(ExportProblem, match="no folder"):
        export_record(record, f"{tmp_path / 'nodir'}/")
    assert not (tmp_path / "nodir.flip7.json").exists()
    # The ending in any case, or its first half alone, is the ending (QA 150).
    for typed, made in (("up.FLIP7.JSON", "up.flip7.json"), ("half.flip7", "half.flip7.json"),
                        ("plain.Json", "plain.flip7.json")):
        out = export_record(record, str(tmp_path / typed))
        assert out.name == made and out.is_file()  # what it says is what it wrote
    assert not (tmp_path / "up.FLIP7.JSON.flip7.json").exists()
    # The ending typed alone is no name: it made a hidden ".flip7.json" (QA 151).
    for ending in (".flip7", ".JSON", ".flip7.json"):
        with pytest.raises(ExportProblem, match="file name"):
            export_record(record, str(tmp_path / ending))
    assert not list(tmp_path.glob(".*"))
    nested = tmp_path / "new" / "folder"
    nested.mkdir(parents=True)
    inside = export_record(record, str(nested / "g.json"))
    assert inside.name == "g.flip7.json" and read_record(inside) == record


def test_a_path_typed_after_the_offered_folder_starts_afresh(tmp_path: Path) -> None:
    """The field offers "/root/"; a player typing "/work/qa25/vw" after it got
    "/root//work/qa25/vw" and the error named /root/work/qa25/vw (QA twenty-fifth
    pass). A "//" inside starts the path afresh, as a file dialog does."""
    record = ann_flip7()
    offered = tmp_path / "home"
    offered.mkdir()
    wanted = tmp_path / "elsewhere"
    wanted.mkdir()
    out = export_record(record, f"{offered}/{wanted}/g", home=offered)
    assert out == wanted / "g.flip7.json" and read_record(out) == record
    assert list(offered.iterdir()) == []


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0,
                    reason="permissions do not stop this user")
def test_an_export_that_fails_says_why_and_leaves_nothing(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    try:
        with pytest.raises(ExportProblem, match="Couldn't export the game"):
            export_record(ann_flip7(), str(locked / "g"))
        assert list(locked.iterdir()) == []
    finally:
        locked.chmod(0o755)


def test_a_deleted_game_is_renamed_not_removed_and_comes_back_when_renamed_back(
        tmp_path: Path) -> None:
    """Delete takes a game off the list (and so off the statistics) by renaming its file
    ``NAME.deleted-STAMP``: nothing is lost by a slip (QA 57 asked for a delete)."""
    folder = known_folder(tmp_path / "games")
    index = GameIndex(folder)
    index.load()
    middle = index.games[1]
    aside = index.delete(middle)
    assert aside is not None and aside.parent == folder
    assert aside.name.startswith(middle.file + ".deleted-")
    assert not (folder / middle.file).exists()
    assert json.loads(aside.read_text()) == json.loads(json.dumps(ann_flip7().to_json()))
    assert [g.file for g in index.games] == [KNOWN[2][0], KNOWN[0][0]]
    again = GameIndex(folder)
    again.load()  # read afresh (the cache follows the files): still gone, no problem
    assert [g.file for g in again.games] == [KNOWN[2][0], KNOWN[0][0]] and not again.problems
    aside.rename(folder / middle.file)
    again.load()
    assert [g.file for g in again.games] == [name for name, _ in reversed(KNOWN)]


def test_a_game_whose_file_is_gone_is_not_deleted_twice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The file went meanwhile (another window, a file manager): the caller gets the
    system's error (the screen says its reason), the game leaves the list, and the error
    log has it with that reason, as every file problem said on screen (QA 123)."""
    from game.storage import paths

    monkeypatch.setenv("FLIP7_HOME", str(tmp_path / "home"))
    folder = known_folder(tmp_path / "games")
    index = GameIndex(folder)
    index.load()
    newest = index.games[0]
    (folder / newest.file).unlink()
    with pytest.raises(FileNotFoundError):
        index.delete(newest)
    assert newest not in index.games and len(index.games) == 2  # gone, not listed (QA 133)
    assert f"Couldn't delete {newest.file}: it could not be renamed in your games folder " \
        "(no such file or directory)." in paths.log_path().read_text()


def test_seats_named_alike_stay_apart_and_the_same_from_one_load_to_the_next(
        tmp_path: Path) -> None:
    """Seats "Ann", "Ann", "Ann (2)" (a hand-made record) were listed as "Ann",
    "Ann (2)", "Ann (2)", so the statistics counted one game twice for one person, and
    from the cache the names changed again (QA 111). Every seat keeps a name of its own,
    the same at every load."""
    from game.session.stats import statistics

    record = ann_and_ben()
    record.players = ["Ann", "Ann", "Ann (2)"]
    record.plays = ["human", "human", "human"]
    folder = tmp_path / "games"
    write_record(folder / "2026-01-01_10-00-00.flip7.json", record)
    seen = []
    for _ in range(3):  # replayed, then twice from the cache
        index = GameIndex(folder)
        index.load()
        (game,) = index.games
        people = sorted((p.name, p.games) for p in statistics(index.games).people)
        seen.append((game.players, people))
    assert seen[0][0] == ("Ann", "Ann (3)", "Ann (2)")
    assert seen[0][1] == [("Ann", 1), ("Ann (2)", 1), ("Ann (3)", 1)]
    assert seen[1] == seen[0] and seen[2] == seen[0]


def test_games_kept_within_one_second_keep_the_order_they_ended_in(tmp_path: Path) -> None:
    """Games kept in one second are named "…", "…-2", "…-3"; sorted by name, "-2" came
    before the first, so the list ("newest first") and the longest run of wins were out
    of order (QA 111). Here Ann wins, loses, wins: her longest run is 1."""
    from game.session.stats import statistics

    folder = tmp_path / "games"
    stamp = "2026-01-01_10-00-00"
    for suffix, make in (("", ann_flip7), ("-2", ann_busts), ("-3", ann_and_ben)):
        write_record(folder / f"{stamp}{suffix}.flip7.json", make())
    index = GameIndex(folder)
    index.load()
    assert [g.file for g in index.games] == [f"{stamp}-3.flip7.json", f"{stamp}-2.flip7.json",
                                             f"{stamp}.flip7.json"]
    ann = statistics(index.games).person("Ann").tallies["all"]
    assert (ann.games, ann.wins, ann.streak) == (3, 2, 1)


def test_games_keep_the_order_they_ended_in_across_a_change_of_time_zone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Kept games are named by the local time: Ann won in Tokyo, lost, then won in Los
    Angeles a second later, and that last game's name is the day before. By the names
    the newest was listed last and her longest run of wins was 2 (QA 136): a record
    says the moment it ended (``ended``, UTC), which orders the list and the runs, and
    is shown in the local time of now."""
    import time

    from game.core.record import utc_stamp
    from game.session.stats import statistics

    monkeypatch.setenv("TZ", "America/Los_Angeles")
    time.tzset()
    try:
        folder = tmp_path / "games"
        start = 1_800_000_000.0
        for name, make, at in (("2027-01-15_17-00-00.flip7.json", ann_flip7, start),
                               ("2027-01-15_17-00-01.flip7.json", ann_busts, start + 1),
                               ("2027-01-15_00-00-02.flip7.json", ann_and_ben, start + 2)):
            record = make()
            record.ended = utc_stamp(at)
            write_record(folder / name, record)
        for _ in range(2):  # made, then from the cache
            index = GameIndex(folder)
            index.load()
            assert [g.file[11:19] for g in index.games] == ["00-00-02", "17-00-01", "17-00-00"]
            assert index.games[0].ended == time.strftime("%Y-%m-%d %H:%M:%S",
                                                         time.localtime(start + 2))
            ann = statistics(index.games).person("Ann").tallies["all"]
            assert (ann.games, ann.wins, ann.streak) == (3, 2, 1)
        # Read from the cache after a change of time zone, the hours are the new zone's
        # (they stayed the old one's: QA 150).
        monkeypatch.setenv("TZ", "Asia/Tokyo")
        time.tzset()
        index = GameIndex(folder)
        index.load()
        assert index.games[0].ended == time.strftime("%Y-%m-%d %H:%M:%S",
                                                     time.localtime(start + 2))
        assert index.games[0].ended.startswith("2027-01-15 17:")
    finally:
        monkeypatch.undo()
        time.tzset()


@pytest.mark.parametrize(("typed", "said"), [
    ("~nosuchuser-qa126/game", "~nosuchuser-qa126: there is no such user"),
    ("game\0.flip7.json", "a file name cannot hold that letter (NUL)")])
def test_an_export_path_the_system_cannot_take_is_said_not_crashed(
        tmp_path: Path, typed: str, said: str) -> None:
    """"~nosuchuser/game" raised RuntimeError and a NUL ValueError, past the dialog's
    ExportProblem: the game crashed (QA 126). Both are said, and nothing is written."""
    with pytest.raises(ExportProblem) as problem:
        export_record(ann_flip7(), typed, home=tmp_path)
    assert str(problem.value) == f"Couldn't export the game: {said}."
    assert list(tmp_path.iterdir()) == []


def test_twin_names_read_back_from_the_cache_as_they_were_made(tmp_path: Path) -> None:
    """Two "Annabelle Lee"s were "Annabelle Lee" and "Annabelle Lee (2)" at the first
    opening, and "Annabelle Lee…" at the next, read back from the cache and told apart
    a second time: the winner's name and the statistics changed (QA 126)."""
    from kept_helpers import stacked_record

    record = stacked_record(["Annabelle Lee", "Annabelle Lee", "Cat"],
                            ["human", "human", "expert"],
                            ["12", "11", "10", "9", "8", "7", "6", "5", "4"],
                            ann_flip7().moves)
    folder = tmp_path / "games"
    folder.mkdir()
    write_record(folder / "2026-01-01_10-00-00.flip7.json", record)
    first = GameIndex(folder)
    first.load()
    again = GameIndex(folder)
    again.load()
    assert again.replayed == 0
    assert first.games[0].players == ("Annabelle Lee", "Annabelle Lee (2)", "Cat")
    assert again.games == first.games


def test_an_export_never_writes_over_a_file_that_came_since_it_looked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Export looked the name up free and then renamed its copy to it: a file put there
    between the two was written over (QA 126). It is said to be there, and kept."""
    other = tmp_path / "evening.flip7.json"
    other.write_bytes(b"another program's file")
    monkeypatch.setattr(Path, "exists", lambda _self: False)  # as if it came just after
    with pytest.raises(ExportProblem, match=r"evening\.flip7\.json"):
        export_record(ann_flip7(), "evening", home=tmp_path)
    assert other.read_bytes() == b"another program's file"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["evening.flip7.json"]


def test_a_cache_that_cannot_be_written_is_logged_once_a_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the list's cache cannot be written every opening reads every game again,
    and nothing said so (QA 123): the error log has it, once a run."""
    from game.session import kept
    from game.storage import paths

    monkeypatch.setenv("FLIP7_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(kept, "_LOGGED", set())
    folder = known_folder(tmp_path / "games")
    (folder / kept.INDEX_FILE).mkdir()  # a folder where the cache file goes
    for _ in range(2):
        index = GameIndex(folder)
        index.load()
        assert len(index.games) == 3 and index.replayed == 3  # nothing came from a cache
    log = paths.log_path().read_text()
    assert log.count("The list of your games could not be kept for next time") == 1


def test_the_cache_version_goes_with_the_names_it_keeps() -> None:
    """The list's cache keeps the names as :func:`told_apart` tells them apart; its
    stand-ins and the game's own names alike in every language came without a new
    cache version, and a list made before kept "You, , Ben" (QA 199). Whoever changes
    these names changes this test, and the version with it."""
    from game.session.kept import INDEX_VERSION
    from game.session.seats import told_apart

    tables = [["You", "", "Ben"], ["Player 1", "Speler 1", "Cat"], ["Ann", "ann", "Ann (2)"],
              ["Du", "You", "Jij"], ["\ufe0f", "Anne  Marie", "Anne Marie"],
              ["", "Player 1", "Ann"], ["Player 1 (2)", "Speler 1 (2)", "Du (2)"]]
    assert (INDEX_VERSION, [told_apart(names) for names in tables]) == (4, [
        ("You", "Player 2", "Ben"), ("Player 1", "Speler 1 (2)", "Cat"),
        ("Ann", "ann (3)", "Ann (2)"), ("Du", "You (2)", "Jij (3)"),
        ("Player 1", "Anne Marie", "Anne Marie (2)"), ("Player 2", "Player 1", "Ann"),
        ("Player 1 (2)", "Speler 1 (2) (2)", "Du (2)")])


def test_a_list_cached_by_the_last_version_is_made_again(tmp_path: Path) -> None:
    """A cache of version 2 kept a blank name as it was (QA 199): it is read again."""
    import json
    from dataclasses import replace

    from game.session.kept import INDEX_FILE, GameIndex

    record = ann_flip7()
    write_record(tmp_path / "2026-01-01_10-00-00.flip7.json",
                 replace(record, players=["Ann", "", "Cat"]))
    GameIndex(tmp_path).load()
    cache = tmp_path / INDEX_FILE
    data = json.loads(cache.read_text())
    data["version"] = 2
    for entry in data["files"].values():
        entry["game"]["players"] = ["Ann", "", "Cat"]
    cache.write_text(json.dumps(data))
    index = GameIndex(tmp_path)
    index.load()
    assert index.replayed == 1 and index.games[0].players == ("Ann", "Player 2", "Cat")

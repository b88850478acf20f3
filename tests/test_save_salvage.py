"""A saved game with a bad move goes on from before that move: the moves from there on
are lost, not the whole game (QA 49), and the damaged file is kept aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.record import RecordError
from game.session import GameFiles, Seat, Session, TableSetup, Unusable, resume_saved


def _saved(home: Path, moves: int = 30) -> tuple[GameFiles, list[object]]:
    """A game of three computers played ``moves`` moves and saved; its moves as JSON."""
    files = GameFiles(home / "current.flip7.json", home / "games")
    setup = TableSetup((Seat("Ann", "balanced"), Seat("Ben", "bold"), Seat("Cat", "careful")),
                       "vengeance")
    session = Session(setup, seed=11, ai_seed=11, files=files)
    for _ in range(moves):
        session.play(session.computer_move())
    data = json.loads(files.current.read_text(encoding="utf-8"))
    return files, data["moves"]


def _damage(files: GameFiles, change) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(files.current.read_text(encoding="utf-8"))
    change(data["moves"])
    files.current.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("bad", [
    {"seat": 9, "do": "fly"},        # refused by the record's own checks
    {"seat": 0, "do": "target", "player": 1},  # well formed, but not the decision due
])
def test_a_bad_last_move_loses_that_move_only(tmp_path: Path, bad: dict[str, object]) -> None:
    files, moves = _saved(tmp_path)
    _damage(files, lambda m: m.append(bad))
    found = files.load()
    assert not isinstance(found, Unusable) and found is not None
    session = resume_saved(found, files)
    assert len(session.game.moves) == len(moves)
    notices = files.take_notices()
    assert len(notices) == 1 and f"move {len(moves) + 1}:" in notices[0]  # counted from 1
    assert "goes on from the move before" in notices[0]
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].name in notices[0]
    assert json.loads(kept[0].read_text(encoding="utf-8"))["moves"][-1] == bad
    # The save now holds the game as it goes on.
    again = GameFiles(tmp_path / "current.flip7.json", tmp_path / "games").load()
    assert not isinstance(again, Unusable) and again is not None
    assert Session.resume(again).game.moves == session.game.moves


def test_a_bad_move_in_the_middle_keeps_the_moves_before_it(tmp_path: Path) -> None:
    files, _moves = _saved(tmp_path)
    _damage(files, lambda m: m.__setitem__(12, {"seat": 1, "do": "stay", "oops": 1}))
    found = files.load()
    assert not isinstance(found, Unusable) and found is not None
    session = resume_saved(found, files)
    assert len(session.game.moves) == 12
    assert "move 13:" in files.take_notices()[0]  # the 13th, as the viewer counts


def test_a_look_at_the_saved_game_touches_nothing(tmp_path: Path) -> None:
    files, moves = _saved(tmp_path)
    _damage(files, lambda m: m.append({"seat": 9, "do": "fly"}))
    before = sorted(p.name for p in tmp_path.iterdir())
    found = files.load()
    assert found is not None and not isinstance(found, Unusable)
    assert len(resume_saved(found).game.moves) == len(moves)
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_bad_first_move_still_sets_the_save_aside(tmp_path: Path) -> None:
    files, _moves = _saved(tmp_path)
    _damage(files, lambda m: m.__setitem__(0, {"seat": 0, "do": "fly"}))
    assert isinstance(files.load(), Unusable)
    files, _moves = _saved(tmp_path / "b")
    _damage(files, lambda m: m.__setitem__(0, {"seat": 0, "do": "target", "player": 1}))
    found = files.load()
    assert found is not None and not isinstance(found, Unusable)
    with pytest.raises(RecordError):
        resume_saved(found, files)


def test_a_cut_is_told_for_the_record_it_cut_only(tmp_path: Path) -> None:
    """``load`` remembers the cut with the record it returned: resuming another record
    with the same files later tells nothing and sets nothing aside."""
    files, _moves = _saved(tmp_path)
    other = files.load()
    _damage(files, lambda m: m.append({"seat": 9, "do": "fly"}))
    assert files.load() is not None and files.cut is not None
    assert other is not None and not isinstance(other, Unusable)
    resume_saved(other, files)
    assert files.take_notices() == []
    assert not [p for p in tmp_path.iterdir() if ".damaged-" in p.name]


def test_file_problems_told_on_screen_are_in_the_error_log_too(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The error log held crashes only: a save that failed, a damaged save kept aside
    and a bad move left no trace for a bug report (QA 60). Each is an English entry
    naming the file; a bad move is counted from 0 there, as `flip7 replay` counts."""
    home = tmp_path / "home"
    monkeypatch.setenv("FLIP7_HOME", str(home))
    log = home / "flip7-error.log"
    files, moves = _saved(home)
    _damage(files, lambda m: m.append({"seat": 9, "do": "fly"}))
    found = files.load()
    assert found is not None and not isinstance(found, Unusable)
    session = resume_saved(found, files)
    entry = log.read_text(encoding="utf-8")
    assert " · problem · " in entry and str(files.current) in entry
    assert f"move {len(moves)}: " in entry and "counted from 0" in entry
    # A save that cannot be written: once per reason, in English.
    files.current.unlink()
    files.current.mkdir()
    session.play(session.computer_move())
    session.play(session.computer_move())
    assert log.read_text(encoding="utf-8").count("Couldn't save your game") == 1
    files.current.rmdir()
    session.play(session.computer_move())
    last = log.read_text(encoding="utf-8").split("=== ")[-1]
    assert " · notice · " in last and "Your game is saved again." in last
    # A damaged save kept aside.
    files.current.write_text("{ damaged", encoding="utf-8")
    assert isinstance(GameFiles(files.current, files.games).load(), Unusable)
    last = log.read_text(encoding="utf-8").split("=== ")[-1]
    assert "Your saved game could not be opened (not valid JSON" in last \
        and ".damaged-" in last
    # One that cannot be read at all (a folder in its place) is left where it is, and
    # logged too (QA 98: said on screen only).
    assert not files.current.exists()  # the damaged one was kept aside
    files.current.mkdir()
    found = GameFiles(files.current, files.games).load()
    assert isinstance(found, Unusable) and found.kept_as is None
    last = log.read_text(encoding="utf-8").split("=== ")[-1]
    assert "Your saved game could not be opened (" in last and str(files.current) in last \
        and "is a folder" in last


def test_a_bad_listed_reshuffle_is_dropped_with_the_moves_it_spoiled(tmp_path: Path) -> None:
    """A save whose listed reshuffle is no permutation of the pile (G-6) went on from
    the move before it, but kept the order listed: the table met it again when the
    deck next ran out, and crashed (QA 126). The order goes with the moves; the game
    plays on to its end, its next reshuffles drawn afresh."""
    files = GameFiles(tmp_path / "current.flip7.json", tmp_path / "games")
    session = Session(TableSetup.quick(5, "mixed", person=None), seed=7, ai_seed=7, files=files)
    while not session.game.reshuffle_orders or len(session.game.moves) < 5:
        session.play(session.computer_move())
    for _ in range(5):
        session.play(session.computer_move())
    data = json.loads(files.current.read_text(encoding="utf-8"))
    order = data["reshuffles"][0]
    order[-1] = "0" if order[-1] == "12" else "12"  # a card the pile does not hold
    files.current.write_text(json.dumps(data), encoding="utf-8")
    found = files.load()
    assert not isinstance(found, Unusable) and found is not None
    resumed = resume_saved(found, files)
    assert not resumed.game.reshuffle_orders  # from before the deck first ran out
    while not resumed.finished:
        resumed.play(resumed.computer_move())
    assert resumed.game.reshuffle_orders  # a reshuffle came, drawn afresh


def test_a_repair_that_cannot_be_written_leaves_the_save_in_place(tmp_path: Path) -> None:
    """The damaged save was renamed aside before the repaired game was written: with
    the disk full (or the game killed between the two) there was no save at all, and
    no Continue at the next start (QA 126). The file stays until the repair replaces
    it, a copy of it kept aside; the next start repairs it again."""
    from game.i18n import msg
    from game.storage import files as storage

    files, moves = _saved(tmp_path)
    _damage(files, lambda m: m.append({"seat": 0, "do": "fly"}))
    damaged = files.current.read_bytes()
    storage.guard_writes(lambda _path: msg("files.reason.disk_full"))
    try:
        found = files.load()
        assert not isinstance(found, Unusable) and found is not None
        resume_saved(found, files)
    finally:
        storage.guard_writes(None)
    assert files.current.read_bytes() == damaged  # still there, as it was
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    later = GameFiles(tmp_path / "current.flip7.json", tmp_path / "games")
    again = later.load()
    assert not isinstance(again, Unusable) and again is not None
    assert len(resume_saved(again, later).game.moves) == len(moves)


def test_a_game_played_again_to_the_same_record_is_kept_again(tmp_path: Path) -> None:
    """Two games of one seeded table played the same way made one file: the second was
    taken for the first, kept already, and was missing from Your games and the
    statistics (QA 126). A game that ends here is kept; only a save that had ended
    before it was opened is looked for among the kept games."""
    kept = []
    for _ in range(2):
        files = GameFiles(tmp_path / "current.flip7.json", tmp_path / "games")
        setup = TableSetup((Seat("Ann", "balanced"), Seat("Ben", "bold"),
                            Seat("Cat", "careful")), target=60)
        session = Session(setup, seed=42, ai_seed=42, files=files)
        while not session.finished:
            session.play(session.computer_move())
        session.end_seen()
        kept.append(session.archived)
    assert kept[0] is not None and kept[1] is not None and kept[0] != kept[1]
    assert len(list((tmp_path / "games").glob("*.flip7.json"))) == 2
    # The same game, move for move, kept as two: each says when it ended (QA 136).
    first, second = (json.loads(path.read_text()) for path in kept)
    assert first.pop("ended") != second.pop("ended") and first == second


def test_play_again_after_a_kept_game_whose_saves_failed_says_nothing_of_saving(
        tmp_path: Path) -> None:
    """The disk filled near a game's end and had room again by its winner, so the game
    was kept; Play again's first save then said "Your game is saved again." of a new
    game that had never failed (QA 126)."""
    from game.i18n import msg
    from game.storage import files as storage

    files = GameFiles(tmp_path / "current.flip7.json", tmp_path / "games")
    setup = TableSetup((Seat("Ann", "balanced"), Seat("Ben", "bold"), Seat("Cat", "careful")))
    session = Session(setup, seed=5, ai_seed=5, files=files)
    for _ in range(60):
        session.play(session.computer_move())
    storage.guard_writes(lambda _path: msg("files.reason.disk_full"))
    try:
        while not session.finished:
            session.play(session.computer_move())
    finally:
        storage.guard_writes(None)
    assert any("Couldn't save" in words for words in files.take_notices())
    session.end_seen()
    assert session.archived is not None
    files.take_notices()
    session.make_way()
    Session(setup, files=files)  # Play again: its first save
    assert not any("saved again" in words for words in files.take_notices())

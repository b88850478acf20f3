"""The headless game session: seats, hot-seat play, autosave, resume (game.session)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.core.moves import Move
from game.core.record import Record, replay
from game.session import GameFiles, Seat, SeatError, Session, TableSetup, Unusable, parse_seats
from game.session.seats import HUMAN

HOT_SEAT = TableSetup((Seat("Ann"), Seat("Ben"), Seat("Cat", "expert")), "vengeance",
                      brutal=True, target=150)


def person_move(session: Session) -> Move:
    """A person's choice that depends only on the move number (so runs can be compared)."""
    decision = session.pending
    assert decision is not None
    rng = random.Random(f"person:{len(session.game.moves)}")
    return rng.choice(decision.options)


def play_on(session: Session, limit: int = 20_000) -> None:
    """Play to the end: people by :func:`person_move`, computers by their policies."""
    for _ in range(limit):
        decision = session.pending
        if decision is None:
            return
        move = person_move(session) if session.is_person(decision.seat) \
            else session.computer_move()
        session.play(move)
    raise AssertionError("the game did not end")


def files(tmp_path: Path) -> GameFiles:
    return GameFiles(tmp_path / "current.flip7.json", tmp_path / "games")


def test_a_hot_seat_game_of_two_people_and_a_computer(tmp_path: Path) -> None:
    store = files(tmp_path)
    session = Session(HOT_SEAT, seed=11, ai_seed=12, files=store)
    assert session.people == [0, 1] and not session.is_person(2)
    deciders = set()
    while session.pending is not None:
        deciders.add(session.pending.seat)
        move = person_move(session) if session.is_person(session.pending.seat) \
            else session.computer_move()
        session.play(move)
    assert deciders == {0, 1, 2}
    assert session.finished and session.game.winner is not None
    # The finished game is in games/; the save holds it until the winner is shown.
    assert Record.from_json(json.loads(store.current.read_text())).moves \
        == session.record().moves
    session.end_seen()
    assert not store.current.exists()
    kept = list(store.games.iterdir())
    assert [p.name for p in kept] == [session.archived.name] if session.archived else False
    data = json.loads(kept[0].read_text())
    assert data["plays"] == ["human", "human", "expert"] and data["ai_seed"] == 12
    again = replay(Record.from_json(data))
    assert again.finished and again.totals == session.game.totals


def test_every_save_replays_to_the_position_on_the_table(tmp_path: Path) -> None:
    store = files(tmp_path)
    session = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    checked = 0
    while session.pending is not None:
        saved = replay(Record.from_json(json.loads(store.current.read_text())))
        assert saved.lines == session.game.lines
        assert saved.totals == session.game.totals
        assert saved.pending == session.pending
        move = person_move(session) if session.is_person(session.pending.seat) \
            else session.computer_move()
        session.play(move)
        checked += 1
    assert checked > 30 and session.archived is not None
    final = replay(Record.from_json(json.loads(session.archived.read_text())))
    assert final.finished and final.totals == session.game.totals


@pytest.mark.parametrize("seed", [21, 22, 23])
def test_a_resumed_game_is_the_uninterrupted_game(tmp_path: Path, seed: int) -> None:
    setup = TableSetup((Seat("Ann"), Seat("Bo", "balanced"), Seat("Cy", "expert"),
                        Seat("Di"), Seat("Ed", "threshold:0.4")), "classic", target=120)
    whole = Session(setup, seed=seed, ai_seed=seed + 100)
    play_on(whole)
    moves = whole.game.moves
    assert len(moves) > 30
    for cut in (0, 1, len(moves) // 3, len(moves) - 1):
        partial = Session(setup, seed=seed, ai_seed=seed + 100, files=files(tmp_path / str(cut)))
        for _ in range(cut):
            partial.play(person_move(partial) if partial.is_person(partial.pending.seat)
                         else partial.computer_move())
        # Resume from the file written after the last move, as a new process would.
        saved = partial.files.load() if partial.files else None
        assert isinstance(saved, Record)
        resumed = Session.resume(saved)
        play_on(resumed)
        assert resumed.game.moves == moves, f"diverged after a resume at move {cut}"
        assert resumed.game.totals == whole.game.totals
        assert resumed.game.reshuffle_orders == whole.game.reshuffle_orders


def test_a_table_of_computers_only_plays_itself() -> None:
    setup = TableSetup(tuple(Seat(n, "balanced") for n in ("A", "B", "C")))
    assert setup.problems() == []
    session = Session(setup, seed=1, ai_seed=1)
    assert session.people == []
    play_on(session)
    assert session.finished


# ---------------------------------------------------------------------- setup


def test_impossible_setups_are_explained() -> None:
    two = TableSetup((Seat("Ann"), Seat("Ben", "bold")))
    assert two.problems() == ["Flip 7 needs at least 3 players."]
    unnamed = TableSetup((Seat("Ann"), Seat("  ", "bold"), Seat("Cat", "bold")))
    assert unnamed.problems() == ["Seat 2 has no name."]
    twins = TableSetup((Seat("Ann"), Seat("ANN", "bold"), Seat("Cat", "bold")))
    assert twins.problems() == ["Two seats are called Ann."]
    # Three of a name: said once, with how many (it was said twice).
    triplets = TableSetup((Seat("Ann"), Seat("ANN", "bold"), Seat("ann", "bold"),
                           Seat("Cat", "bold"), Seat("cat", "bold")))
    assert triplets.problems() == ["3 seats are called Ann.", "Two seats are called Cat."]
    crowd = TableSetup(tuple(Seat(f"P{i}", "bold") for i in range(19)))
    assert crowd.problems() == ["The table has room for 18 players at most."]
    brutal = TableSetup(HOT_SEAT.seats, "classic", brutal=True)
    assert brutal.problems() == ["Brutal mode exists only in With a Vengeance."]
    far = TableSetup(HOT_SEAT.seats, target=1050)
    assert far.problems() == ["The target score must be between 50 and 1000."]
    with pytest.raises(ValueError, match="at least 3"):
        Session(two)


def test_the_last_setup_round_trips_and_bad_ones_fall_back() -> None:
    assert TableSetup.from_json(HOT_SEAT.to_json()) == HOT_SEAT
    default = TableSetup.default("Zoë")
    assert TableSetup.from_json({"seats": "nope"}, "Zoë") == default
    bad_spec = HOT_SEAT.to_json()
    bad_spec["seats"][2]["plays"] = "threshold:0.99"
    assert TableSetup.from_json(bad_spec, "Zoë") == default
    odd = HOT_SEAT.to_json() | {"edition": "classic", "target": True}
    read = TableSetup.from_json(odd)
    assert (read.edition, read.brutal, read.target) == ("classic", False, 200)


def test_seats_from_the_command_line() -> None:
    seats = parse_seats("human:Ann, human:Ben ,balanced,expert,threshold:0.4,Zed=bold")
    assert [(s.name, s.plays) for s in seats] == [
        ("Ann", HUMAN), ("Ben", HUMAN), ("Cat", "balanced"), ("Dev", "expert"),
        ("Eva", "threshold:0.4"), ("Zed", "bold")]
    for bad, words in [("", "comma-separated"), ("human:Ann,,bold", "no empty"),
                       ("human", "needs a name"), ("human:  ", "needs a name"),
                       ("wizard", "neither a person nor a computer: human:NAME for a person"),
                       ("threshold:0.9", "outside"),
                       ("threshold:", "threshold:"), ("=bold", "name before"),
                       # A name longer than the table shows is refused, not cut short.
                       ("human:Zoë Ünal-Longname", "at most 14 characters"),
                       ("Zoë Ünal-Longname=balanced", "at most 14 characters"),
                       ("Zed=wizard", "neither a person nor a computer")]:
        with pytest.raises(SeatError, match=words):
            parse_seats(bad)
    assert parse_seats("human:Maximilianusss,Zoë Ünal=bold")[1].name == "Zoë Ünal"  # 14, 8


# ---------------------------------------------------------------------- saved files


def test_no_save_is_no_continue(tmp_path: Path) -> None:
    assert files(tmp_path).load() is None


@pytest.mark.parametrize(("content", "reason"), [
    (b'{"format": "flip7-record", "version": 1, "edition": "cla', "not valid JSON"),
    (b"\x00\xff\xfe garbage", "not UTF-8"),
    (b'{"speed": "fast", "sound": true}', "format"),
    (b"[]", "JSON object"),
])
def test_a_damaged_save_is_kept_aside_and_explained(tmp_path: Path, content: bytes,
                                                    reason: str) -> None:
    store = files(tmp_path)
    store.current.write_bytes(content)
    outcome = store.load()
    assert isinstance(outcome, Unusable) and reason in outcome.reason
    assert outcome.kept_as is not None and outcome.kept_as.read_bytes() == content
    assert not store.current.exists()
    assert "could not be opened" in outcome.notice and outcome.kept_as.name in outcome.notice
    assert store.load() is None  # a new game can start


def test_a_plain_record_is_not_a_saved_game(tmp_path: Path) -> None:
    store = files(tmp_path)
    session = Session(HOT_SEAT, seed=1, ai_seed=1)
    data = session.record().to_json()
    del data["plays"]
    store.current.write_text(json.dumps(data))
    outcome = store.load()
    assert isinstance(outcome, Unusable) and "not a saved game" in outcome.reason


def test_a_save_of_more_seats_than_the_table_shows_is_kept_aside(tmp_path: Path) -> None:
    """A good record of 19 seats (two decks; `flip7 simulate` plays them) put in place
    of the save crashed Continue (QA 111): it is kept aside with the reason, as any save
    that cannot be continued here, and a new game can start."""
    store = files(tmp_path)
    players = [f"P{i}" for i in range(19)]
    record = Record(edition="classic", players=players, dealer=0, deck=None, seed=3,
                    plays=[HUMAN] + ["balanced"] * 18, ai_seed=5)
    assert replay(record).pending is not None  # a good record, only too big
    store.current.write_text(json.dumps(record.to_json()))
    outcome = store.load()
    assert isinstance(outcome, Unusable) and "19 players" in outcome.reason
    assert outcome.kept_as is not None and outcome.kept_as.exists()
    assert store.load() is None


def test_a_save_whose_plays_entry_is_not_text_cannot_resume() -> None:
    """A record replays with any entry in "plays" (record-format.md); a game does not
    take such an entry for a player: the save cannot be continued, and says whose."""
    session = Session(HOT_SEAT, seed=1, ai_seed=1)
    data = session.record().to_json()
    data["plays"][2] = 7
    with pytest.raises(ValueError, match="seat 'Cat'"):
        Session.resume(Record.from_json(data))


def test_a_save_whose_moves_do_not_replay_cannot_resume(tmp_path: Path) -> None:
    session = Session(HOT_SEAT, seed=1, ai_seed=1)
    data = session.record().to_json()
    data["moves"] = [{"seat": (session.pending.seat + 1) % 3, "do": "hit"}]
    with pytest.raises(ValueError, match="move 0"):
        Session.resume(Record.from_json(data))


def test_a_save_whose_listed_reshuffles_differ_from_its_seeds_resumes_by_them() -> None:
    """QA 33: a record from elsewhere made a save (its seed does not draw its listed
    reshuffles) was set aside as damaged when the seed's reshuffle made a later move
    illegal, although ``flip7 replay`` plays it: the listed orders win."""
    from game.core.engine import Game
    from game.core.record import RecordError, record_of

    setup = TableSetup(tuple(Seat(n, "balanced") for n in ("A", "B", "C", "D", "E", "F")),
                       target=300)
    whole = Session(setup, seed=4, ai_seed=4)
    play_on(whole)
    data = record_of(whole.game, seed=4).to_json()
    assert data["reshuffles"], "the test needs a reshuffle"
    data["plays"], data["ai_seed"] = ["human"] + ["balanced"] * 5, 4
    for other in range(100, 400):
        data["seed"] = other
        record = Record.from_json(data)
        try:
            replay(record, Game(record.players, whole.game.rules, rng=random.Random(other),
                                deck=record.deck, dealer=record.dealer))
        except RecordError:
            break  # a seed whose own reshuffle breaks a later move
    else:
        raise AssertionError("no seed breaks the replay")
    resumed = Session.resume(record)
    assert resumed.game.moves == whole.game.moves
    assert resumed.game.totals == replay(record).totals


def test_a_failed_autosave_is_said_once_and_the_game_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "blocked"
    blocker.write_text("a file where the folder should be")
    store = GameFiles(blocker / "current.flip7.json", blocker / "games")
    session = Session(HOT_SEAT, seed=2, ai_seed=2, files=store)
    for _ in range(5):
        session.play(person_move(session) if session.is_person(session.pending.seat)
                     else session.computer_move())
    notices = store.take_notices()
    assert len(notices) == 1 and notices[0].startswith("Couldn't save your game")
    blocker.unlink()
    session.play(person_move(session) if session.is_person(session.pending.seat)
                 else session.computer_move())
    assert store.take_notices() == ["Your game is saved again."]
    assert isinstance(store.load(), Record)


def test_a_session_tells_its_experts_who_chases() -> None:
    """The people, the other Experts and the threshold computers chase a
    winning total an Expert banks (issue 20); a random computer does not."""
    from game.ai import ExpertPolicy, RandomPolicy, ThresholdPolicy

    kinds = ("careful", "balanced", "random", "expert")
    seats = [Seat("Ann"), Seat("Bea")] + [Seat(f"C{i}", kinds[i % 4]) for i in range(8)]
    session = Session(TableSetup(tuple(seats)), seed=3, ai_seed=3)
    policies = session.policies
    experts = {s for s, p in policies.items() if isinstance(p, ExpertPolicy)}
    thresholds = {s for s, p in policies.items() if isinstance(p, ThresholdPolicy)}
    assert len(experts) == 2 and thresholds
    assert any(isinstance(p, RandomPolicy) for p in policies.values())
    for seat in experts:
        assert policies[seat].chasers == ({0, 1} | experts | thresholds) - {seat}
    watched = Session(TableSetup(tuple(Seat(f"E{i}", "expert") for i in range(4))), seed=3)
    assert all(p.chasers == set(range(4)) - {s} for s, p in watched.policies.items())


def test_a_game_kept_already_is_not_kept_twice(tmp_path: Path) -> None:
    """The game stopping between keeping a finished game and removing its save, then
    the same game finished again, listed it twice in Your games (QA fifteenth pass)."""
    store = files(tmp_path)
    session = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    play_on(session)
    session.end_seen()
    assert session.archived is not None and not store.current.exists()
    record = session.record()
    store.current.write_text(json.dumps(record.to_json()))  # the save the stop left
    assert store.archive(record) == session.archived
    assert not store.current.exists()
    assert [p.name for p in store.games.iterdir()] == [session.archived.name]
    other = Session(HOT_SEAT, seed=5, ai_seed=6, files=store)
    play_on(other)  # a different game is kept beside it
    assert len(list(store.games.iterdir())) == 2


def test_a_stop_while_a_finished_game_is_kept_never_asks_its_last_move_again(
        tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Killed between keeping the finished game under games/ and rewriting the save, the
    save held the game one move before its end: Continue asked that move again, and a
    different answer kept the game twice with another winner (QA 85). The save holds
    the finished game before it is kept, so a stop in between leaves a finished save,
    which the next start keeps once."""
    from game.session import resume_saved, saves

    class Killed(BaseException):
        """The process ends here (a kill -9 between two writes)."""

    def write_new_json(folder, stem, suffix, data):  # type: ignore[no-untyped-def]
        raise Killed

    store = files(tmp_path)
    session = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    real = saves.write_new_json
    monkeypatch.setattr(saves, "write_new_json", write_new_json)
    with pytest.raises(Killed):
        play_on(session)
    monkeypatch.setattr(saves, "write_new_json", real)
    assert session.game.finished and not list(store.games.glob("*.flip7.json"))
    later = files(tmp_path)
    saved = later.load()
    assert isinstance(saved, Record) and saved.moves == session.record().moves
    words = resume_saved(saved, later).put_away_if_over()
    assert words and "had already ended" in words[0]
    assert len(list(store.games.glob("*.flip7.json"))) == 1 and not store.current.exists()


def test_a_seeded_game_played_again_and_stopped_as_it_ends_is_kept_as_a_second_game(
        tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A seeded table plays the same game twice, move for move. The second, stopped
    between its finished save and its keeping, was taken at the next start for the
    first ("kept already"), its save removed: one game of two kept (QA 136). A kept
    game says when it ended (``ended``), so two such games are two files."""
    from game.session import resume_saved, saves

    class Killed(BaseException):
        """The process ends here (a kill -9 between two writes)."""

    def write_new_json(folder, stem, suffix, data):  # type: ignore[no-untyped-def]
        raise Killed

    store = files(tmp_path)
    first = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    play_on(first)
    first.end_seen()
    second = Session(HOT_SEAT, seed=3, ai_seed=4, files=files(tmp_path))
    real = saves.write_new_json
    monkeypatch.setattr(saves, "write_new_json", write_new_json)
    with pytest.raises(Killed):
        play_on(second)
    monkeypatch.setattr(saves, "write_new_json", real)
    assert second.game.moves == first.game.moves
    later = files(tmp_path)
    saved = later.load()
    assert isinstance(saved, Record) and saved.ended == second.ended != first.ended
    words = resume_saved(saved, later).put_away_if_over()
    assert words and "had already ended" in words[0]
    kept = sorted(store.games.glob("*.flip7.json"))
    assert len(kept) == 2 and not store.current.exists()
    assert {Record.from_json(json.loads(p.read_text())).ended for p in kept} == {
        first.ended, second.ended}
    # Stopped again after the second was kept, its save left: kept once, not three times.
    store.current.write_text(json.dumps(second.record().to_json()))
    assert resume_saved(files(tmp_path).load(), files(tmp_path)).put_away_if_over()
    assert len(list(store.games.glob("*.flip7.json"))) == 2 and not store.current.exists()


def test_a_seeded_game_played_again_that_could_not_be_kept_is_kept_at_play_again(
        tmp_path: Path) -> None:
    """The same game played twice, the second not kept as it ended (the games folder
    could not be written): Play again took it for the first, kept already, and removed
    its save without a word (QA 136)."""
    store = files(tmp_path)
    first = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    play_on(first)
    first.end_seen()
    store.games.rename(tmp_path / "away")
    store.games.write_text("not a folder")
    second = Session(HOT_SEAT, seed=3, ai_seed=4, files=files(tmp_path))
    play_on(second)
    second.end_seen()
    assert second.archived is None and store.current.exists()
    store.games.unlink()
    (tmp_path / "away").rename(store.games)
    second.make_way()
    assert len(list(store.games.glob("*.flip7.json"))) == 2 and not store.current.exists()


def test_a_finished_game_the_disk_has_no_room_for_is_said_plainly(
        tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """"Couldn't keep the finished game: could not be saved (the disk is full)." said
    the failure twice over (QA 85): the sentence gives the cause alone."""
    from game.i18n import msg
    from game.session import saves
    from game.storage.files import FileProblem

    def write_new_json(folder, stem, suffix, data):  # type: ignore[no-untyped-def]
        raise FileProblem(Path(folder) / (stem + suffix), msg(
            "files.reason.not_saved", reason=msg("files.reason.disk_full")))

    store = files(tmp_path)
    monkeypatch.setattr(saves, "write_new_json", write_new_json)
    play_on(Session(HOT_SEAT, seed=3, ai_seed=4, files=store))
    assert store.take_notices() == ["Couldn't keep the finished game: the disk is full."]


def test_a_game_closed_over_its_last_summary_tells_the_winner_at_the_next_start(
        tmp_path: Path) -> None:
    """Closing the game (or killing it) over the last round's summary left the title
    with nothing: no Continue, no word of who won (QA 60). The save holds the finished
    game until the winner is shown; the next start keeps it once and names the winner."""
    from game.session import resume_saved

    store = files(tmp_path)
    session = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    play_on(session)  # the last summary is showing; the window closes now
    winner = session.game.winner
    assert winner is not None and store.current.exists()
    later = files(tmp_path)
    found = later.load()
    assert isinstance(found, Record)
    words = resume_saved(found, later).put_away_if_over()
    name, points = session.game.names[winner], session.game.totals[winner]
    assert words == [f"The saved game had already ended (winner: {name}, {points} points): "
                     "it is kept in Your games."]
    assert not store.current.exists()
    assert [p.name for p in store.games.iterdir()] == [session.archived.name] \
        if session.archived else False


def test_the_winner_shown_the_save_goes_but_not_one_another_program_wrote(
        tmp_path: Path) -> None:
    store = files(tmp_path)
    session = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    play_on(session)
    store.current.write_text(store.current.read_text() + " ")  # someone else's now
    session.end_seen()
    assert store.current.exists()


def test_a_finished_game_whose_save_cannot_hold_it_leaves_no_save_to_continue(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The save holds the game before its last move: if the finished game cannot be
    written over it, it goes, rather than be continued from before the end."""
    from game.i18n import msg
    from game.session import saves
    from game.storage.files import FileProblem

    store = files(tmp_path)
    session = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    real = saves.write_json

    def refusing(path: Path, value: object, indent: int | None = None) -> None:
        if Path(path) == store.current and session.finished:
            raise FileProblem(Path(path), msg("files.reason.not_written", reason="disk full"))
        real(path, value, indent)

    monkeypatch.setattr(saves, "write_json", refusing)
    play_on(session)
    assert session.archived is not None and not store.current.exists()


def test_a_games_folder_that_cannot_be_searched_is_said_not_a_crash(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A games folder without search permission made looking for a free name raise
    PermissionError, which ended the game window (QA 111; as root, played here by
    refusing every look inside it): the game is not kept, stays in the save, and
    the reason is said, as for any folder that cannot take it."""
    from locked_helpers import unsearchable

    store = files(tmp_path)
    store.games.mkdir()
    unsearchable(monkeypatch, store.games)
    session = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    play_on(session)
    assert session.finished and session.archived is None
    assert any("permission denied" in notice for notice in store.take_notices())
    assert store.current.exists()


def test_a_finished_game_the_games_folder_cannot_take_is_never_lost(tmp_path: Path) -> None:
    """The games folder unwritable (here a file in its place; a full disk alike): the
    finished game could not be kept, and its save was removed all the same once the
    winner was shown, so the game was lost (QA 72). The save holds the finished game
    until it is kept: the winner shown, it is tried again; the next start keeps it."""
    from game.session import resume_saved

    (tmp_path / "games").write_text("in the way")
    store = files(tmp_path)
    session = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    play_on(session)
    assert session.archived is None and store.take_notices()
    session.end_seen()  # the winner shown: still no games folder
    assert session.archived is None and store.current.exists()
    held = Record.from_json(json.loads(store.current.read_text()))
    assert held.moves == session.record().moves  # the finished game, every move
    (tmp_path / "games").unlink()  # room again: the next start keeps it
    later = files(tmp_path)
    found = later.load()
    assert isinstance(found, Record)
    words = resume_saved(found, later).put_away_if_over()
    assert words and "it is kept in Your games" in words[-1]
    assert not store.current.exists() and len(list((tmp_path / "games").iterdir())) == 1


def test_a_finished_game_not_kept_is_kept_once_its_winner_is_shown_if_it_can_be(
        tmp_path: Path) -> None:
    (tmp_path / "games").write_text("in the way")
    store = files(tmp_path)
    session = Session(HOT_SEAT, seed=3, ai_seed=4, files=store)
    play_on(session)
    assert session.archived is None
    (tmp_path / "games").unlink()  # room again before the game-over screen
    session.end_seen()
    assert session.archived is not None and session.archived.exists()
    assert not store.current.exists()

"""Statistics per person from the kept games, against answers worked out by hand
(game.session.stats), and the score race's series (game.session.race)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from kept_helpers import known_folder, unfinished, write_record

from game.core.events import RoundScored
from game.core.record import Record, replay
from game.session import Seat, Session, TableSetup
from game.session.kept import GameIndex, KeptGame, kept_game
from game.session.race import RaceSeries
from game.session.stats import statistics, temperament


def test_statistics_of_the_known_games(tmp_path: Path) -> None:
    # The three games of kept_helpers.KNOWN, in the order they ended:
    #   1. Ann busts (0), Ben (a computer) wins with a Flip 7; Ben balanced, Cat careful.
    #   2. Ann wins with a Flip 7 worth 66; Ben balanced, Cat expert.
    #   3. Ann (57, Flip 7) beats Ben (12), both people; Cat expert.
    folder = known_folder(tmp_path / "games")
    write_record(folder / "2026-01-04_10-00-00.flip7.json", unfinished())
    (folder / "2026-01-05_10-00-00.flip7.json").write_text("{")
    index = GameIndex(folder)
    index.load()
    stats = statistics(index.games)
    assert (stats.counted, stats.unfinished) == (3, 1)
    assert [p.name for p in stats.people] == ["Ann", "Ben"]  # Cat is always a computer
    ann = stats.person("Ann")
    a = ann.tallies["all"]
    assert (a.games, a.wins, a.rounds, a.points) == (3, 2, 3, 0 + 66 + 57)
    assert a.win_rate == pytest.approx(2 / 3) and a.average == pytest.approx(41.0)
    assert (a.best, a.flip7s, a.busts) == (66, 2, 1) and a.bust_rate == pytest.approx(1 / 3)
    assert a.streak == 2  # lost, won, won
    assert ann.tallies["classic"] == a
    assert ann.tallies["vengeance"].games == ann.tallies["brutal"].games == 0
    assert ann.tallies["vengeance"].win_rate is None
    assert {k: (v.games, v.wins) for k, v in ann.against.items()} == {
        "balanced": (2, 1), "careful": (1, 0), "expert": (2, 2)}
    assert dict(ann.spread) == {6: 1, 5: 1} and ann.busted == 1  # 66 and 57; one bust
    b = stats.person("Ben").tallies["all"]
    assert (b.games, b.wins, b.points, b.best, b.busts, b.streak) == (1, 0, 12, 12, 0, 0)
    assert b.win_rate == 0.0
    with pytest.raises(KeyError):
        stats.person("Cat")


def _kept(day: int, edition: str, brutal: bool, winner: int,
          scores: tuple[tuple[int, ...], ...], plays: tuple[str, ...] = (
              "human", "bold", "threshold:0.33")) -> KeptGame:
    return KeptGame(f"{day}.flip7.json", f"2026-02-{day:02d} 12:00:00", edition, brutal, 200,
                    ("You", "Ann", "Ben"), plays, True, winner, scores,
                    tuple(() for _ in scores), tuple(None for _ in scores))


def test_editions_are_counted_apart_and_streaks_follow_the_order_games_ended() -> None:
    games = [
        _kept(3, "vengeance", True, 0, ((-10, 5, 0), (30, 0, 0))),
        _kept(1, "classic", False, 0, ((20, 0, 0),)),
        _kept(2, "classic", False, 0, ((40, 0, 0), (7, 1, 1))),
        _kept(5, "vengeance", False, 1, ((0, 90, 0),)),
        _kept(4, "classic", False, 0, ((15, 0, 0),)),
    ]
    you = statistics(games).person("You")
    # In order: classic W, classic W, Brutal W, classic W, Vengeance L.
    assert you.tallies["all"].streak == 4 and you.tallies["all"].wins == 4
    assert you.tallies["classic"].streak == 3 and you.tallies["classic"].games == 3
    brutal = you.tallies["brutal"]
    assert (brutal.games, brutal.best, brutal.points, brutal.rounds) == (1, 30, 20, 2)
    # The Brutal game is a Vengeance game too: won, beside the Vengeance game lost.
    vengeance = you.tallies["vengeance"]
    assert (vengeance.games, vengeance.wins, vengeance.win_rate) == (2, 1, 0.5)
    assert (vengeance.best, vengeance.rounds) == (30, 3)
    assert you.spread[-1] == 1  # the Brutal −10 counts from −10 to −1
    assert {k: (v.games, v.wins) for k, v in you.against.items()} == {
        "bold": (5, 4), "custom": (5, 4)}


def test_a_person_never_named_is_one_person_in_every_language() -> None:
    """"You" and "Du", "Player 2" and "Spieler 2": names the game gave count as one
    person, shown in the language of the moment (QA eleventh pass: "Spieler 1" was a
    person of its own beside "Player 1")."""
    from dataclasses import replace

    games = [_kept(1, "classic", False, 0, ((20, 0, 0),)),
             replace(_kept(2, "classic", False, 0, ((30, 0, 0),)), players=("Du", "Ann", "Ben")),
             replace(_kept(3, "classic", False, 1, ((0, 9, 0),)), players=("Spieler 1", "Speler 2",
                                                                          "Ben"),
                     plays=("human", "human", "bold")),
             replace(_kept(4, "classic", False, 0, ((5, 0, 0),)), players=("Player 1", "Ann",
                                                                         "Ben"))]
    stats = statistics(games)
    assert [p.name for p in stats.people] == ["Player 1", "You", "Player 2"]  # most games first
    assert stats.person("You").tallies["all"].games == 2
    assert stats.person("Player 1").tallies["all"].games == 2
    assert stats.person("Player 2").tallies["all"].wins == 1


def test_temperaments_group_custom_risks_and_foreign_specs() -> None:
    assert [temperament(p) for p in ("careful", "balanced", "bold", "expert",
                                     "threshold:0.05", "plain:0.3", "random")] == [
        "careful", "balanced", "bold", "expert", "custom", "other", "other"]


# ---------------------------------------------------------------------- the score race


def _played(setup: TableSetup, seed: int) -> Record:
    session = Session(setup, seed=seed, ai_seed=seed)
    stand_in = {s: session.policies[next(iter(session.policies))] for s in session.people}
    session.policies.update(stand_in)  # computers play the people's seats for the test
    while not session.finished:
        session.play(session.computer_move())
    return session.record()


@pytest.mark.parametrize(("seats", "edition", "brutal"), [(3, "classic", False),
                                                          (18, "vengeance", True),
                                                          (7, "vengeance", False)])
def test_the_race_is_the_records_totals_round_by_round(seats: int, edition: str,
                                                       brutal: bool) -> None:
    rng = random.Random(seats)
    kinds = ["careful", "balanced", "bold", "expert"]
    setup = TableSetup((Seat("You"), *(Seat(f"C{i}", rng.choice(kinds))
                                       for i in range(seats - 1))), edition, brutal)
    record = _played(setup, seed=seats)
    game = record.start()
    scored = [e for e in game.opening_events if isinstance(e, RoundScored)]
    for seat, move in record.moves:
        scored += [e for e in game.play(seat, move) if isinstance(e, RoundScored)]
    for race in (RaceSeries.of_game(replay(record)), RaceSeries.of_kept(
            kept_game(record, "x.flip7.json", "2026-01-01 00:00:00"))):
        assert race.rounds == len(scored) and race.n == seats
        for r, event in enumerate(scored, 1):
            assert tuple(race.totals[s][r] for s in range(seats)) == event.totals
            assert race.busts[r - 1] == event.busted and race.flip7[r - 1] == event.flip7
        assert [t[-1] for t in race.totals] == list(game.totals)
        assert race.winner == game.winner == race.leader
        assert all(t[0] == 0 for t in race.totals)
        mid = race.upto(2)
        assert mid.totals == tuple(t[:3] for t in race.totals)
        assert mid.winner == (None if race.rounds > 2 else race.winner)


def _two_games_of(first: str, second: str, other: str) -> list[KeptGame]:
    """Two kept games whose person (seat 0) is called ``first`` and then ``second``,
    beside ``other`` and Ben."""
    from dataclasses import replace

    return [replace(_kept(1, "classic", False, 0, ((20, 0, 0),)), players=(first, other, "Ben")),
            replace(_kept(2, "classic", False, 1, ((0, 9, 0),)), players=(second, other, "Ben"))]


def test_one_person_however_an_accent_was_typed() -> None:
    """"Zoë" as one character and as "e" plus a combining diaeresis: one person in the
    statistics (QA 49: two "Zoë" rows, each with one game)."""
    stats = statistics(_two_games_of("Zo\u00eb", "Zoe\u0308", "Ann"))
    assert [p.name for p in stats.people] == ["Zo\u00eb"]
    assert stats.person("Zo\u00eb").tallies["all"].games == 2


def test_one_person_however_the_case_of_their_name_was_typed() -> None:
    """The table takes "Ann" and "ann " for one name (New game refuses both at one
    table), and the statistics counted two people (QA 126): one, called as last typed."""
    stats = statistics(_two_games_of("ann ", "Ann", "Cat"))
    assert [p.name for p in stats.people] == ["Ann"]
    assert stats.person("Ann").tallies["all"].games == 2


def test_one_game_counts_once_for_a_person_seated_twice_by_a_record() -> None:
    """A record seating "You", "Du" and "Jij" (or "Player 1" and "Speler 1": QA 198)
    counted one game three times for "You"; the screens now tell the seats apart, as
    twins ("Du (2)"), and each seat is a person of its own once."""
    from dataclasses import replace

    from kept_helpers import ann_flip7

    for names, told in ((["You", "Du", "Jij"], ("Du (2)", "Jij (3)")),
                        (["Player 1", "Speler 1", "SPIELER 1"], ("Speler 1 (2)", "SPIELER 1 (3)")),
                        # With a twin's number already (QA 209: "Player 1 (2)" and "Speler
                        # 1 (2)" were one name at the table and counted one game twice).
                        (["Player 1 (2)", "Speler 1 (2)", "Du (2)"],
                         ("Speler 1 (2) (2)", "Du (2)"))):
        record = replace(ann_flip7(), players=names, plays=["human"] * 3)
        game = kept_game(record, "g.flip7.json", "2026-02-01 12:00:00")
        assert game.players[1:] == told
        stats = statistics([game])
        assert stats.counted == 1 and len(stats.people) == 3
        assert all(person.tallies["all"].games == 1 for person in stats.people)


def test_a_twin_of_a_placeholder_twin_is_one_person_in_every_language() -> None:
    """Two games seating "Player 1 (2)" and "Speler 1 (2)" in either order: each table
    numbers the second "Player 1 (2) (2)", and the statistics counted a "Player 1 (2)
    (2)" and a "Speler 1 (2) (2)", one game each (QA 212): one person of two games."""
    from dataclasses import replace

    from kept_helpers import ann_flip7

    games = [kept_game(replace(ann_flip7(), players=names, plays=["human"] * 3),
                       f"g{k}.flip7.json", f"2026-02-0{k + 1} 12:00:00")
             for k, names in enumerate((["Player 1 (2)", "Speler 1 (2)", "Ben"],
                                        ["Speler 1 (2)", "Player 1 (2)", "Ben"]))]
    stats = statistics(games)
    assert stats.counted == 2
    assert sorted((person.name, person.tallies["all"].games) for person in stats.people) == [
        ("Ben", 2), ("Player 1 (2)", 2), ("Player 1 (2) (2)", 2)]


def test_a_record_cannot_seat_one_placeholder_name_twice_in_two_languages() -> None:
    """`--seats "human:Player 2,human:Spieler 2"` sat two "Player 2"s at one table; and
    "You" beside a "Speler 1" was numbered "Player 1", the same name again (QA 198)."""
    from game.session.seats import numbered_people

    twice = TableSetup((Seat("Player 2"), Seat("Spieler 2"), Seat("Cat", "bold")))
    assert twice.problems() == ["Two seats are called Player 2."]
    numbered = TableSetup((Seat("Player 1 (2)"), Seat("Speler 1 (2)"), Seat("Cat", "bold")))
    assert numbered.problems() == ["Two seats are called Player 1 (2)."]  # QA 209
    seated = numbered_people([Seat("You"), Seat("Speler 1"), Seat("Cat", "bold")])
    assert [seat.name for seat in seated] == ["Player 2", "Speler 1", "Cat"]
    assert TableSetup(tuple(seated)).problems() == []


def test_computers_written_as_the_commands_take_them_count_by_temperament() -> None:
    """"Expert" and "custom:0.3" (as `simulate --players` and `--seats` take them) were
    "Others" in the wins at tables with each computer (QA 198)."""
    from dataclasses import replace

    games = [replace(_kept(1, "classic", False, 0, ((20, 0, 0),)),
                     plays=("human", "Expert", "Threshold:0.30")),
             replace(_kept(2, "classic", False, 1, ((0, 20, 0),)),
                     plays=("human", "expert", "custom:0.3"))]
    against = statistics(games).person("You").against
    assert {k: (v.games, v.wins) for k, v in against.items()} == {
        "expert": (2, 1), "custom": (2, 1)}


def test_a_numbered_twin_of_the_games_own_name_is_one_person_in_every_language() -> None:
    """"Speler 1 (2)" in one game and "Spieler 1 (2)" in another were two people, and
    Your games said "Speler 1 (2)" where the table said "Player 1 (2)" (QA 199)."""
    from dataclasses import replace

    from kept_helpers import ann_flip7

    games = [kept_game(replace(ann_flip7(), players=["Player 1", second, "Cat"],
                               plays=["human", "human", "balanced"]),
                       f"{day}.flip7.json", f"2026-02-0{day} 12:00:00")
             for day, second in ((1, "Speler 1"), (2, "Spieler 1"))]
    stats = statistics(games)
    assert [person.name for person in stats.people] == ["Player 1", "Player 1 (2)"]
    assert stats.person("Player 1 (2)").tallies["all"].games == 2

"""Names from files the game did not write, and who leads on a tie (QA twenty-ninth
pass).

A saved game whose record holds a NUL in a name closed the game at every start (the
title sets the names in type, and pygame refuses a NUL), and the same record kept
under ``games/`` closed Your games. The title said "Nobody leads yet" when two
players shared the lead.
"""

from __future__ import annotations

import json

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.events import RoundScored
from game.session import GameFiles, Seat, Session, TableSetup
from game.session.seats import told_apart
from game.session.session import Standing, standing_of
from game.ui.scene_games import GamesScene
from game.ui.scene_title import TitleScene, round_and_leader

ODD = "Ann\x00x"


def _record_with_an_odd_name() -> dict[str, object]:
    """A record one round in, whose first player's name holds a NUL."""
    setup = TableSetup((Seat("Ann", "balanced"), Seat("Ben", "bold"), Seat("Cat", "careful")),
                       target=1000)
    session = Session(setup, seed=5, ai_seed=5)
    while not any(isinstance(e, RoundScored) for e in session.play(session.computer_move())):
        pass
    data = session.record().to_json()
    data["players"] = [ODD, "Ben", "Cat"]
    return data


def _your_games_with(ui, data: dict[str, object]) -> GamesScene:  # type: ignore[no-untyped-def]
    """Your games, read, with ``data`` its one kept game."""
    files = GameFiles()
    files.games.mkdir(parents=True, exist_ok=True)
    (files.games / "2026-01-02_03-04-05.flip7.json").write_text(json.dumps(data))
    ui.app.push(TitleScene(ui.app))
    games = GamesScene(ui.app)
    ui.app.push(games)
    for _ in range(600):
        if not games.loading:
            break
        ui.step()
    assert not games.loading
    return games


def test_a_saved_game_with_a_nul_in_a_name_shows_on_the_title(ui) -> None:  # type: ignore[no-untyped-def]
    files = GameFiles()
    files.current.parent.mkdir(parents=True, exist_ok=True)
    files.current.write_text(json.dumps(_record_with_an_odd_name()))
    title = TitleScene(ui.app)
    ui.app.push(title)
    ui.step()
    assert title.saved is not None
    standing = title.saved.standing()
    assert standing.names == ("Ann x", "Ben", "Cat")
    title.draw(pygame.Surface(ui.app.screen.get_size()))  # raised ValueError
    assert ui.app.top is title


def test_a_kept_game_with_a_nul_in_a_name_shows_in_your_games(ui) -> None:  # type: ignore[no-untyped-def]
    games = _your_games_with(ui, _record_with_an_odd_name())
    games.draw(pygame.Surface(ui.app.screen.get_size()))  # raised ValueError
    assert [entry.players for entry in games.index.games] == [("Ann x", "Ben", "Cat")]


def test_any_text_the_game_sets_in_type_may_hold_a_nul(ui_app) -> None:  # type: ignore[no-untyped-def]
    """The last line of defence: a NUL shows as a space, whatever path brought it."""
    plain = ui_app.assets.render("Ann x", 20, (255, 255, 255), "bold")
    for drawn in (ui_app.assets.text(ODD, 20, (255, 255, 255), "bold"),
                  ui_app.assets.render(ODD, 20, (255, 255, 255), "bold")):
        assert drawn.get_size() == plain.get_size()


def _standing(tied: tuple[str, ...], leader: str | None = None) -> Standing:
    return Standing("classic", False, ("You", "Ann", "Ben", "Cat"), 3, leader, 33, 200, tied)


def test_two_players_sharing_the_lead_are_named() -> None:
    assert str(round_and_leader(_standing(("Ben", "Cat")))) == \
        "Round\u00a03\u00a0· Ben and Cat lead with 33 of 200"
    # The person who never typed a name is addressed, first, wherever they sit.
    assert str(round_and_leader(_standing(("Ann", "You")))) == \
        "Round\u00a03\u00a0· You and Ann lead with 33 of 200"
    assert str(round_and_leader(_standing(("Ann", "Ben", "Cat")))) == \
        "Round\u00a03\u00a0· 3 players share the lead with 33 of 200"
    assert str(round_and_leader(_standing((), "Ann"))) == \
        "Round\u00a03\u00a0· Ann leads with 33 of 200"
    assert str(round_and_leader(_standing(()))) == "Round\u00a03\u00a0· Nobody leads yet"


def test_the_standing_of_a_game_names_everyone_sharing_the_lead() -> None:
    """Seeded games played round by round until two seats share the lead: the
    standing names them and no single leader; before any points, nobody leads."""
    setup = TableSetup((Seat("Ann", "balanced"), Seat("Ben", "bold"), Seat("Cat", "careful")),
                       target=1000)
    seen = {"tie": False, "lead": False}
    for seed in range(60):
        session = Session(setup, seed=seed, ai_seed=seed)
        fresh = standing_of(session.game)
        assert fresh.leader is None and fresh.tied == ()
        for _ in range(6):
            while not any(isinstance(e, RoundScored)
                          for e in session.play(session.computer_move())):
                pass
            totals = session.game.totals
            best = max(totals)
            top = tuple(name for name, total in zip(("Ann", "Ben", "Cat"), totals, strict=True)
                        if total == best)
            standing = standing_of(session.game)
            if best > 0 and len(top) > 1:
                seen["tie"] = True
                assert (standing.leader, standing.tied) == (None, top)
            elif best > 0:
                seen["lead"] = True
                assert (standing.leader, standing.tied) == (top[0], ())
        if all(seen.values()):
            break
    assert all(seen.values())


def test_two_seats_of_one_name_are_told_apart_at_the_table() -> None:
    """A save that seats two "Ann"s (New game refuses it; a hand-edited file may not):
    the hand-over and the prompt said "Ann" for both (QA twenty-ninth pass). The second
    is "Ann (2)"; names the game made stay as they are."""
    from game.core import Game, Rules
    from game.ui.model import TableModel

    game = Game(["Ann", "ann ", "Cat", "Ann"], Rules())
    model = TableModel.for_game(game)
    assert [seat.name for seat in model.seats] == ["Ann", "ann (2)", "Cat", "Ann (3)"]
    plain = TableModel.for_game(Game(["Ann", "Ben", "Cat"], Rules()))
    assert [seat.name for seat in plain.seats] == ["Ann", "Ben", "Cat"]


def test_two_people_of_one_name_are_told_apart_on_the_title_and_at_the_hand_over(ui) -> None:  # type: ignore[no-untyped-def]
    """The title's saved game listed "Ann, Ann, Cat", and the hand-over said "Ann's
    turn" to the second Ann, whose seat read "Ann (2)" (QA thirty-first pass)."""
    from game.ui.scene_handover import HandoverScene
    from game.ui.scene_table import TableScene

    data = _record_with_an_odd_name()
    data["players"], data["plays"] = ["Ann", "Ann", "Cat"], ["human", "human", "careful"]
    files = GameFiles()
    files.current.parent.mkdir(parents=True, exist_ok=True)
    files.current.write_text(json.dumps(data))
    title = TitleScene(ui.app)
    ui.app.push(title)
    ui.step()
    assert title.saved is not None
    assert title.saved.standing().names == ("Ann", "Ann (2)", "Cat")
    table = TableScene(ui.app, title.saved)
    assert [HandoverScene(ui.app, table, seat).name for seat in (0, 1)] == ["Ann", "Ann (2)"]


def test_two_players_of_one_name_are_told_apart_in_your_games_and_statistics(ui) -> None:  # type: ignore[no-untyped-def]
    """Your games listed a kept game of two "Ann"s as "Ann, Ann, Cat", and Statistics
    counted both as one Ann who played that game twice (QA thirty-first pass)."""
    from game.session.stats import statistics

    setup = TableSetup((Seat("Ann", "balanced"), Seat("Ben", "bold"), Seat("Cat", "careful")),
                       target=50)
    session = Session(setup, seed=5, ai_seed=5)
    while not session.game.finished:
        session.play(session.computer_move())
    data = session.record().to_json()
    data["players"], data["plays"] = ["Ann", "Ann", "Cat"], ["human", "human", "careful"]
    games = _your_games_with(ui, data)
    assert [entry.players for entry in games.index.games] == [("Ann", "Ann (2)", "Cat")]
    counted = statistics(games.index.games)
    assert [(p.name, p.games) for p in counted.people] == [("Ann", 1), ("Ann (2)", 1)]


def test_a_seat_with_an_empty_name_is_called_by_its_number() -> None:
    """A record's empty name (or one of spaces, or of control characters) showed a
    seat with no name at all in the viewer (QA 56): it is "Player 2", in the language
    of the moment."""
    from game.core import Game, Rules
    from game.i18n import set_language
    from game.ui.model import TableModel

    model = TableModel.for_game(Game(["Ann", "", " \x01 ", "Cat"], Rules()))
    assert [seat.name for seat in model.seats] == ["Ann", "Player 2", "Player 3", "Cat"]
    set_language("de")
    assert [seat.name for seat in model.seats][1:3] == ["Spieler 2", "Spieler 3"]


def test_in_brutal_a_lead_of_zero_or_less_is_a_lead() -> None:
    """Brutal's minus cards leave totals such as -6, -8, 0 after a round: the title
    said "Nobody leads yet" over them (QA 111). The highest leads; nobody leads only
    while all stand level at 0 or below."""
    setup = TableSetup((Seat("Ann", "bold"), Seat("Ben", "bold"), Seat("Cat", "bold")),
                       "vengeance", brutal=True, target=1000)
    for seed in range(400):
        session = Session(setup, seed=seed, ai_seed=seed)
        while not any(isinstance(e, RoundScored)
                      for e in session.play(session.computer_move())):
            pass
        totals = session.game.totals
        best = max(totals)
        if best <= 0 and min(totals) < best and totals.count(best) == 1:
            standing = standing_of(session.game)
            assert standing.leader == ("Ann", "Ben", "Cat")[totals.index(best)]
            assert standing.leader_total == best and standing.tied == ()
            return
    raise AssertionError("no first round left every total at 0 or below")


@given(st.lists(st.sampled_from(["Ann", "ann ", "Ann (2)", "Ann (3)", "ANN", "Ann (2) (2)",
                                 "Ben", "Ann (4)"]), max_size=14))
@settings(max_examples=300, deadline=None)
def test_names_told_apart_are_all_different(names: list[str]) -> None:
    """However a record's names repeat ("Ann", "ann", "Ann (2)"…), the screens' names
    are all different, a name alone at the table keeps its own, and a twin's number is
    the first free from its count (the search starts past the last one given: from
    the count, thousands of twins took seconds: QA 126)."""
    from game.session.seats import name_key, twin_numbers

    shown = told_apart(names)
    assert len({name_key(name) for name in shown}) == len(names)
    numbers = twin_numbers(names)
    for name, number, told in zip(names, numbers, shown, strict=True):
        if number == 0:
            assert told == name.strip() or told == name

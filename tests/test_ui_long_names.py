"""Names at their 14-letter limit, in the widest letters, on every screen that lists
players (QA twenty-third pass): they end with "…" inside their room, and a list of
names always says how many more there are."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from game.core.events import GameWon, RoundScored
from game.i18n import set_language, t
from game.session import GameFiles, Session
from game.session.seats import Seat
from game.session.setup import TableSetup
from game.storage.settings import MAX_NAME
from game.ui.scene_gameover import GameOverScene
from game.ui.scene_summary import NAME_ROOM, SummaryScene
from game.ui.scene_table import TableScene
from game.ui.scene_title import SAVED_BOX, TitleScene

WIDE = ("WWWWWWWWWWWWWW", "MMMMMMMMMMMMMM", "ÄÖÜWWWWWWWWWWW", "Wolfgang Wwwww")
LONG = ("Bartholomäus", "Friedrich-Wilh", "Maximiliane", "Konstantinos", "Eva", "Finn",
        "Gus", "Hana", "Ivo", "Jo", "Kai", "Lea")


def _setup(names: tuple[str, ...], target: int = 50) -> TableSetup:
    return TableSetup(tuple(Seat(n, "balanced") for n in names), "classic", target=target)


@contextmanager
def _drawn(app) -> Iterator[list[tuple[str, int]]]:  # type: ignore[no-untyped-def]
    """Every text the screen renders while inside, with its width."""
    real = app.assets.text
    drawn: list[tuple[str, int]] = []

    def text(words, *args, **kwargs):  # type: ignore[no-untyped-def]
        label = real(words, *args, **kwargs)
        drawn.append((str(words), label.get_width()))
        return label

    app.assets.text = text
    try:
        yield drawn
    finally:
        app.assets.text = real


def _played(setup: TableSetup, until_over: bool) -> tuple[Session, RoundScored | None]:
    session = Session(setup, seed=4, ai_seed=4)
    scored = None
    while session.pending is not None:
        for event in session.play(session.computer_move()):
            if isinstance(event, RoundScored) and scored is None:
                scored = event
        if scored is not None and not until_over:
            break
    return session, scored


def _summary_drawn(app, names: tuple[str, ...]) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    """What the first round's summary of a game of ``names`` draws, counted up."""
    session, event = _played(_setup(names), until_over=False)
    assert event is not None
    app.push(TitleScene(app))
    table = TableScene(app, session)
    app.push(table)
    summary = SummaryScene(app, table, event, False)
    summary.elapsed = summary.finish_time
    app.push(summary)
    with _drawn(app) as drawn:
        summary.draw(app.screen)
    return drawn


def _game_over_drawn(app, names: tuple[str, ...]) -> tuple[GameOverScene, list[tuple[str, int]]]:  # type: ignore[no-untyped-def]
    """The game-over screen of a game of ``names``, and what it draws."""
    session, _ = _played(_setup(names), until_over=True)
    game = session.game
    assert game.winner is not None
    app.push(TitleScene(app))
    table = TableScene(app, session)
    app.push(table)
    over = GameOverScene(app, table, GameWon(game.winner, tuple(game.totals)))
    app.push(over)
    with _drawn(app) as drawn:
        over.draw(app.screen)
    return over, drawn


def test_your_games_shows_every_name_the_column_holds(ui, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Five short names fit the Players column: all five, not four and "+ 1 more"
    (QA 51). (Long names still end with the count of the rest: the test above.)"""
    from kept_helpers import write_record

    session, _ = _played(_setup(("Ida", "Ann", "Ben", "Cat", "Dev")), until_over=True)
    write_record(tmp_path / "2026-03-01_00-00-00.flip7.json", session.record())
    drawn = [text for text, _ in _games_drawn(ui, tmp_path)]
    assert "Ida, Ann, Ben, Cat, Dev" in drawn, [d for d in drawn if "Ann" in d]


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_round_summary_keeps_a_long_name_out_of_the_numbers(ui, language: str) -> None:  # type: ignore[no-untyped-def]
    set_language(language)
    drawn = _summary_drawn(ui.app, WIDE)
    names = [(text, w) for text, w in drawn if text.rstrip("…") and
             any(n.startswith(text.rstrip("…")) for n in WIDE)]
    assert len(names) == len(WIDE)
    for text, width in names:
        assert width <= NAME_ROOM, text
    assert any(text.endswith("…") for text, _ in names)


def test_game_over_ends_a_long_name_with_an_ellipsis(ui) -> None:  # type: ignore[no-untyped-def]
    over, drawn = _game_over_drawn(ui.app, WIDE)
    cut = [text for text, _ in drawn if text.endswith("…")]
    # The standings and the chart's legend: each name that does not fit is shortened,
    # never drawn whole past its room.
    assert len(cut) >= 2
    room = over.standings.w - 150
    for text, width in drawn:
        if text in WIDE or text.rstrip("…") in {n[:len(text) - 1] for n in WIDE}:
            assert width <= max(room, over.chart.rect.w), text


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_saved_game_box_always_says_how_many_more_players(ui, monkeypatch, tmp_path,
                                                              language: str) -> None:  # type: ignore[no-untyped-def]
    """German, 12 seats: "Bartholomäus, Friedrich-Wilh, Maximiliane, Konstantinos" and
    the "+ 8 weitere" cut off: it looked like a game of four."""
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    set_language(language)
    files = GameFiles()
    session = Session(_setup(LONG, target=200), seed=3, ai_seed=3, files=files)
    session.play(session.computer_move())
    app = ui.app
    title = TitleScene(app)
    app.push(title)
    assert title.saved is not None
    with _drawn(app) as drawn:
        labels = title.saved_labels(title.saved.standing())
    line, width = drawn[-1]
    assert labels[-1].get_width() == width <= SAVED_BOX[0] - 28
    more = len(LONG) - (line.count(",") + 1)
    assert more >= 8 and line.endswith(t("title.more_names", names="", n=more).strip()), line


def _games_drawn(ui, folder) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    """Your games over the records in ``folder``: every text its screen draws."""
    from game.session.kept import GameIndex
    from game.ui.scene_games import GamesScene

    index = GameIndex(folder)
    index.load()
    app = ui.app
    app.push(TitleScene(app))
    games = GamesScene(app, index)
    app.push(games)
    ui.step()
    with _drawn(app) as drawn:
        games.draw(app.screen)
    return drawn


def test_your_games_lists_long_names_with_an_ellipsis_and_the_count(ui, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The Players and Winner columns cut long names at their edge, without a sign."""
    from kept_helpers import write_record

    session, _ = _played(_setup(tuple(f"WWWWWWWWWWWW{i:02d}" for i in range(12))),
                         until_over=True)
    write_record(tmp_path / "2026-03-01_00-00-00.flip7.json", session.record())
    drawn = _games_drawn(ui, tmp_path)
    players = [text for text, _ in drawn if text.endswith(t("title.more_names", names="",
                                                           n=11).strip())]
    assert players, drawn
    winner = session.record().players[session.game.winner or 0]
    assert any(text.endswith("…") and winner.startswith(text[:-1]) for text, _ in drawn), (
        winner, drawn)


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_your_games_names_an_unreadable_file_once(ui, tmp_path, language: str) -> None:  # type: ignore[no-untyped-def]
    """"…could not be read; the first: record: 2026-01-01_00-00-00.flip7.json: not
    valid JSON…" repeated the command line's "record:" inside the sentence (QA
    twenty-third pass): the file is named once, then its reason."""
    set_language(language)
    for name in ("2026-01-01_00-00-00.flip7.json", "2026-01-02_00-00-00.flip7.json"):
        (tmp_path / name).write_text("{")
    drawn = _games_drawn(ui, tmp_path)
    said = " ".join(text for text, _ in drawn)
    assert said.count("2026-01-01_00-00-00.flip7.json") == 1, said
    # No readable game: the list does not say that none were ever kept (QA 25).
    assert t("games.none") not in said and t("games.none_readable") in said
    assert t("records.reason.record", reason="").strip() not in said, said


ALIKE = ("Christopher W.", "Christopher M.", "Anna-Katharina", "Anna-Katharine",
         "Maria-Theresia", "Maria-Theresa", "Alexandra K.", "Alexandra L.", "Jan",
         "WWWWWWWWWWWWWW", "WWWWWWWWWWWWWM")


def _could_be(text: str, name: str) -> bool:
    """Could a player read ``text`` (a name maybe cut with "…") as ``name``?"""
    head, cut, tail = text.partition("…")
    return name.startswith(head) and name.endswith(tail) if cut else text == name


def _told_apart(drawn: list[tuple[str, int]]) -> list[str]:
    """The names drawn (whole or cut), each asserted to be readable as one name only."""
    shown = [text for text, _ in drawn if any(_could_be(text, name) for name in ALIKE)]
    for text in shown:
        assert sum(_could_be(text, name) for name in ALIKE) == 1, (text, shown)
    return shown


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_game_over_and_the_summary_tell_alike_names_apart(ui, language: str) -> None:  # type: ignore[no-untyped-def]
    """With Large text the game-over legend cut "Christopher W." and "Christopher M."
    both to "Christopher…", and the standings and the summary cut 14-letter names
    alike (QA 180): a name cut keeps the end that tells it from the others."""
    set_language(language)
    ui.app.settings.large_text = True
    shown = _told_apart(_summary_drawn(ui.app, ALIKE))
    assert any("…" in text for text in shown) and len(set(shown)) == len(ALIKE), shown
    shown = _told_apart(_game_over_drawn(ui.app, ALIKE)[1])
    # The standings and the legend: every name twice, some cut in the middle.
    assert len(shown) == 2 * len(ALIKE) and any("…" in text[:-1] for text in shown), shown


@pytest.mark.parametrize("large", [False, True])
def test_a_long_name_in_a_selector_stays_between_its_arrows(ui, large: bool) -> None:  # type: ignore[no-untyped-def]
    """Statistics' person: "MOHAMMED WAHID" ran over both ‹ › arrows and past the box
    (QA 180); cut, it is still told from a name alike."""
    from game.ui.scene_stats import WHO
    from game.ui.widgets import Selector

    app = ui.app
    app.settings.large_text = large
    names = ["WWWWWWWWWWWWWW", "WWWWWWWWWWWWWM", "MOHAMMED WAHID", "Ann"]
    shown = []
    for index, name in enumerate(names):
        selector = Selector(WHO, "Player", names, index, lambda _: None)
        with _drawn(app) as drawn:
            selector.draw(app.screen, app.assets, False)
        room = selector._rooms(app.assets)[2]
        value = [(text, width) for text, width in drawn
                 if text == name or (text.endswith(name[-1]) and "…" in text)]
        assert len(value) == 1, drawn
        assert value[0][1] <= room, value
        shown.append(value[0][0])
    assert shown[-1] == "Ann" and len(set(shown)) == len(names), shown


def test_play_again_at_a_table_an_older_version_seated_alike(ui) -> None:  # type: ignore[no-untyped-def]
    """An older version seated "Anne  Marie" (two spaces) beside "Anne Marie"; the game,
    continued and finished after the update, crashed at Play again, the two names now
    one (QA 186). The new game seats them as the table showed them."""
    import dataclasses

    from game.session.seats import HUMAN

    setup = TableSetup((Seat("Anne Mari"), Seat("Anne Mare"), Seat("Cat", "balanced")),
                       "classic", target=50)
    session = Session(setup, seed=4, ai_seed=4)
    while (decision := session.pending) is not None:
        if decision.seat == 2:
            session.play(session.computer_move())
        else:  # the people hit once, then stay
            session.play(next((m for m in decision.options if m.do == "stay"),
                              decision.options[0]))
    record = dataclasses.replace(session.record(), players=("Anne  Marie", "Anne Marie", "Cat"))
    assert record.plays is not None and list(record.plays[:2]) == [HUMAN, HUMAN]
    finished = Session.resume(record)
    game = finished.game
    assert game.winner is not None
    app = ui.app
    app.push(TitleScene(app))
    table = TableScene(app, finished)
    app.push(table)
    over = GameOverScene(app, table, GameWon(game.winner, tuple(game.totals)))
    app.push(over)
    over.play_again()
    again = app.top
    assert isinstance(again, TableScene) and again.session is not finished
    assert [seat.name for seat in again.session.setup.seats] == [
        "Anne Marie", "Anne Marie (2)", "Cat"]


def test_play_again_names_a_seat_with_nothing_to_see_and_keeps_twin_numbers() -> None:
    """Play again crashed on a seat whose name (from a record made elsewhere) shows
    nothing, which the table calls "Player N"; twins of 13 letters lost the number that
    told them apart, cut by the screens (QA 188)."""
    table = TableSetup(tuple(Seat(name) for name in ("", "Christophorus", "\u200b",
                                                     "Christophorus", "Ann", "ann")),
                       "classic", target=50).anew()
    assert [seat.name for seat in table.seats] == [
        "Player 1", "Christophorus", "Player 3", "Christoph… (2)", "Ann", "ann (2)"]
    assert table.problems() == []
    # Two pairs of twins of 14 letters cut alike got one name twice: a crash (QA 190).
    table = TableSetup(tuple(Seat(name) for name in (
        "Alexandrina AB", "Alexandrina AB", "Alexandrina CD", "Alexandrina CD",
        "Abcdefghijk", "Abcdefghijk", "Abcdefghi… (2)")), "classic", target=50).anew()
    names = [seat.name for seat in table.seats]
    assert table.problems() == [] and all(len(name) <= MAX_NAME for name in names), names
    assert names[0] == "Alexandrina AB" and names[6] == "Abcdefghi… (2)"

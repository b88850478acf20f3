"""The round summary counts each row up, and the table around it agrees (QA
twenty-third and twenty-fourth passes)."""

from __future__ import annotations

import pygame

from game.core.events import RoundScored
from game.session import Seat, Session, TableSetup
from game.ui.scene_summary import COLUMN_X, SummaryScene
from game.ui.scene_table import TableScene
from game.ui.scene_title import TitleScene


def _first_round(seed: int = 4) -> tuple[Session, RoundScored]:
    setup = TableSetup(tuple(Seat(n, "balanced") for n in ("Ann", "Ben", "Cat")),
                       "classic", target=50)
    session = Session(setup, seed=seed, ai_seed=seed)
    while True:
        for event in session.play(session.computer_move()):
            if isinstance(event, RoundScored):
                return session, event


def _summary_over_table(app):  # type: ignore[no-untyped-def]
    """The first round's summary of :func:`_first_round`, over its table on the title."""
    session, event = _first_round()
    app.push(TitleScene(app))
    table = TableScene(app, session)
    app.push(table)
    summary = SummaryScene(app, table, event, False)
    app.push(summary)
    return table, summary


def test_the_seats_count_their_totals_with_the_summary_not_before_it(ui) -> None:  # type: ignore[no-untyped-def]
    """The seats showed the new totals while the summary's rows still counted up from
    the old ones ("41" on a seat beside its row's "0", QA twenty-fourth pass). Now they
    keep the old totals through the table's score beat and follow the rows' count."""
    app = ui.app
    app.settings.speed = "normal"
    setup = TableSetup((Seat("Ann"), Seat("Ben", "balanced"), Seat("Cat", "bold")),
                       "classic", target=1000)
    session = Session(setup, seed=6, ai_seed=6)
    app.push(TitleScene(app))
    table = TableScene(app, session)
    app.push(table)
    seen_before = False
    for _ in range(6000):  # Ann (the person) plays as a Balanced computer would
        if isinstance(app.top, SummaryScene):
            break
        choice = table.choice
        if choice is not None and app.top is table and table.director.idle:
            decision = session.pending
            assert decision is not None
            move = session.suggestion(decision)
            ui.key({"hit": pygame.K_h, "stay": pygame.K_s}.get(move.do, pygame.K_RETURN))
        elif any(type(b).__name__ == "ScoreBeat" for b in table.director.running):
            scored = table.game.totals
            shown = [table.effects.shown_total(s, v.total) for s, v in
                     enumerate(table.model.seats)]
            old = [v.total for v in table.model.seats]
            seen_before = seen_before or shown != list(scored) or old == list(scored)
            assert shown == [t - r for t, r in zip(table.model.last_scored.totals,  # type: ignore[union-attr]
                                                    table.model.last_scored.scores,  # type: ignore[union-attr]
                                                    strict=True)]
        ui.step()
    summary = app.top
    assert isinstance(summary, SummaryScene) and seen_before
    event = summary.event
    for elapsed in (0.0, summary.finish_time * 0.5, summary.finish_time * 0.8):
        summary.elapsed = elapsed
        summary.update(0.0)
        for row, seat in enumerate(summary.order):
            assert table.effects.shown_total(seat, event.totals[seat]) == \
                summary.counted(row)[1]
    ui.key(pygame.K_RETURN)  # the count is done: the seats show the new totals
    ui.step()
    assert [table.effects.shown_total(s, event.totals[s]) for s in range(3)] == \
        list(event.totals)
    ui.key(pygame.K_RETURN)  # back to the table
    ui.step()
    assert app.top is not summary and table.effects.held == {}


def test_a_summary_row_fades_in_whole_not_its_numbers_before_its_name(ui) -> None:  # type: ignore[no-untyped-def]
    """The first frame of a row showed its numbers with no name beside them (QA
    twenty-third pass): the row's every cell now fades in together."""
    app = ui.app
    _table, summary = _summary_over_table(app)

    def brightest(elapsed: float) -> tuple[int, int]:
        """The brightest pixel of the first row's name and of its total."""
        summary.elapsed = elapsed
        screen = pygame.Surface(app.screen.get_size())
        summary.draw(screen)
        r = summary.rect
        cy = r.y + 112 + summary.row_h // 2  # the first row, under the heads

        def peak(x0: int, x1: int) -> int:
            return max(max(screen.get_at((x, y))[:3]) for x in range(x0, x1, 2)
                       for y in range(cy - 8, cy + 8, 2))
        return peak(r.x + 40, r.x + 90), peak(r.x + COLUMN_X[5] - 12, r.x + COLUMN_X[5] + 12)

    early_name, early_total = brightest(0.015)
    late_name, late_total = brightest(summary.finish_time)
    assert early_name < late_name * 0.6
    assert early_total < late_total * 0.6
    # Its stripe too: the first frame showed an empty stripe (QA twenty-fourth pass).
    summary.elapsed = 0.0
    bare = pygame.Surface(app.screen.get_size())
    summary.draw(bare)
    summary.elapsed = summary.finish_time
    full = pygame.Surface(app.screen.get_size())
    summary.draw(full)
    r = summary.rect
    # Between the Numbers and ×2 columns, at the top of the row: the stripe alone.
    spot = (r.x + 350, r.y + 112 + 3)
    assert sum(bare.get_at(spot)[:3]) < sum(full.get_at(spot)[:3])


def test_the_totals_keep_inside_their_rows_at_a_full_table(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """At 18 seats the totals' 28 px digits touched the next row's (QA twenty-fifth
    pass): a total's digits now fit its row, and a small table keeps its big totals."""
    from drawn_helpers import record_texts

    from game.session.seats import COMPUTER_NAMES

    app = ui.app
    app.push(TitleScene(app))
    for names in (("Ann", "Ben", "Cat"), COMPUTER_NAMES[:18]):
        setup = TableSetup(tuple(Seat(n, "balanced") for n in names), "classic", target=50)
        session = Session(setup, seed=4, ai_seed=4)
        event = next(e for _ in range(2000) for e in session.play(session.computer_move())
                     if isinstance(e, RoundScored))
        table = TableScene(app, session)
        summary = SummaryScene(app, table, event, False)
        summary.elapsed = summary.finish_time
        drawn = record_texts(app.assets, monkeypatch)
        summary.draw(pygame.Surface(app.screen.get_size()))
        monkeypatch.undo()
        totals = {str(total) for total in event.totals}
        size = max(size for words, size in drawn if words in totals)  # the Total column's
        digit = app.assets.font("black", size).metrics("8")[0][3]  # its height over the line
        if len(names) == 3:
            assert size == 28
        # A digit fills at most 70 % of its row: at 18 seats 28 px ones filled 77 %.
        assert digit <= 0.7 * summary.row_h, (len(names), size, digit, summary.row_h)


def test_the_player_heading_starts_where_the_names_start(ui) -> None:  # type: ignore[no-untyped-def]
    """The Player heading stood centred over names that start at the row's left, apart
    from every one of them (QA twenty-eighth pass): its first letter now lines up with
    theirs."""
    app = ui.app
    session, event = _first_round()
    app.push(TitleScene(app))
    table = TableScene(app, session)
    summary = SummaryScene(app, table, event, False)
    summary.elapsed = summary.finish_time
    screen = pygame.Surface(app.screen.get_size())
    summary.draw(screen)
    r = summary.rect
    # The dealer's chip sits left of a name: the band starts after it.
    start, end = r.x + 34, r.x + COLUMN_X[0] - 40

    def left_edge(y0: int, y1: int) -> int:
        """The leftmost column of bright (text) pixels in the band."""
        return min(x for x in range(start, end) for y in range(y0, y1)
                   if max(screen.get_at((x, y))[:3]) > 120)

    head = r.y + 96
    heading = left_edge(head - 8, head + 8)
    names = [left_edge(head + 16 + row * summary.row_h + 6,
                       head + 16 + (row + 1) * summary.row_h - 6)
             for row in range(len(event.scores))]
    assert all(abs(heading - x) <= 3 for x in names), (heading, names)


def test_a_click_beside_the_summary_ends_the_count_but_only_next_goes_on(ui) -> None:  # type: ignore[no-untyped-def]
    """At a shared screen a stray click on the table beside the summary started the
    next round before everyone had read this one (QA 35). A click there ends the
    count-up, as before; only Next round (its button, Enter) goes on."""
    app = ui.app
    app.settings.speed = "normal"
    table, summary = _summary_over_table(app)
    ui.step()
    assert summary.elapsed < summary.finish_time
    ui.click((30, 700))  # the bare table, outside the panel
    assert app.top is summary and summary.elapsed >= summary.finish_time
    for _ in range(3):
        ui.click((30, 700))
        ui.step(20)
    assert app.top is summary
    ui.click(summary.menu.widgets[0].rect.center)
    assert app.top is table


def test_the_hidden_history_button_takes_nothing_while_the_count_runs(ui) -> None:  # type: ignore[no-untyped-def]
    """While the rows count up the buttons are not drawn, the hint in their place; a
    click at the hint's end (over the hidden History button) opened the history, and
    → then Enter did too (QA 144). Both only end the count."""
    from game.ui.scene_history import HistoryScene

    app = ui.app
    app.settings.speed = "normal"
    for keys in (False, True):
        _table, summary = _summary_over_table(app)
        ui.step()
        assert summary.elapsed < summary.finish_time
        history = summary.menu.widgets[1]
        if keys:
            ui.key(pygame.K_RIGHT)
            ui.key(pygame.K_RETURN)
        else:
            ui.click(history.rect.center)
        assert app.top is summary and not isinstance(app.top, HistoryScene)
        assert summary.elapsed >= summary.finish_time and summary.menu.focus == 0
        ui.click(history.rect.center)  # counted: the button is there, and works
        assert isinstance(app.top, HistoryScene)
        while app.scenes:
            app.pop()


def test_a_busted_player_given_the_flip_7s_minus_15_shows_it_in_its_column() -> None:
    """Brutal (V-B-3): the Flip 7 took −15 from a player who had busted; the row said
    "bust" and "−15" for the round with its "Flip 7 / −15" column empty (QA 44)."""
    from core_helpers import do, vstacked

    from game.core import VENGEANCE
    from game.ui.scene_summary import steps

    # Ann: 1, 2, 3, 4, 6, 8, 9 (Flip 7); Ben busts on a second 5; Cat stays on 12.
    game = vstacked(["1", "5", "12", "2", "5", "3", "4", "6", "8", "9"], brutal=True)
    do(game, "hit", "hit", "stay", "hit", "hit", "hit", "hit", "hit")
    scored = next(e for e in do(game, "attack 1") if isinstance(e, RoundScored))
    assert scored.scores == (33, -15, 12)
    assert steps(scored.breakdowns[1], VENGEANCE) == ["bust", "", "", "−15"]
    assert steps(scored.breakdowns[0], VENGEANCE)[3] == ""  # the attack instead of +15


def test_the_minus_column_says_zero_where_a_row_holds_the_zero(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """"Zero: 0" under the heading "Minus" read as a minus card (QA 61): the heading is
    "Minus / Zero" in a round where someone holds the Zero, "Minus" otherwise (V-10)."""
    app = ui.app
    setup = TableSetup(tuple(Seat(n, "balanced") for n in ("Ann", "Ben", "Cat")), "vengeance")
    seen: dict[bool, RoundScored] = {}
    for seed in range(1, 200):
        session = Session(setup, seed=seed, ai_seed=seed)
        while session.pending is not None and not session.game.rounds:
            for event in session.play(session.computer_move()):
                if isinstance(event, RoundScored):
                    seen.setdefault(any(b.zero for b in event.breakdowns), event)
        if len(seen) == 2:
            break
    assert len(seen) == 2
    table = TableScene(app, session)
    app.push(table)
    drawn: list[str] = []
    real = app.assets.text

    def text(words, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(str(words))
        return real(words, *args, **kwargs)

    monkeypatch.setattr(app.assets, "text", text)
    for zero, event in seen.items():
        drawn.clear()
        SummaryScene(app, table, event, False).draw(app.screen)
        assert ("Minus / Zero" in drawn) is zero and ("Minus" in drawn) is not zero


def test_space_ends_the_count_but_never_goes_on_past_the_summary(ui) -> None:  # type: ignore[no-untyped-def]
    """Space skips animations, so a player presses it again and again while the
    computers play: it went on past the round summary unread (QA 68). It ends the
    count-up; only Enter (or the Next round button) goes on."""
    app = ui.app
    app.settings.speed = "normal"
    table, summary = _summary_over_table(app)
    ui.step()
    assert summary.elapsed < summary.finish_time
    ui.key(pygame.K_SPACE)
    assert app.top is summary and summary.elapsed >= summary.finish_time
    for _ in range(3):
        ui.key(pygame.K_SPACE)
        ui.step(20)
    assert app.top is summary
    ui.key(pygame.K_RETURN)
    assert app.top is table


def test_enter_goes_on_as_its_badge_says_wherever_the_focus_went(ui) -> None:  # type: ignore[no-untyped-def]
    """Next round carries the Enter badge; Tab (or →) put the focus on History, and
    Enter opened it instead of going on (QA 214). Enter goes on; L opens the History."""
    from game.ui.scene_history import HistoryScene

    app = ui.app
    app.settings.speed = "normal"
    def counted() -> tuple[object, SummaryScene]:
        while app.scenes:
            app.pop()
        table, summary = _summary_over_table(app)
        ui.step()
        ui.key(pygame.K_SPACE)  # the count ends
        return table, summary

    for key in (pygame.K_TAB, pygame.K_RIGHT):
        table, summary = counted()
        ui.key(key)
        assert summary.menu.focus == 1  # History
        ui.key(pygame.K_RETURN)
        assert app.top is table and not any(isinstance(s, HistoryScene) for s in app.scenes)
    counted()
    ui.key(pygame.K_l)
    assert isinstance(app.top, HistoryScene)
    # The lit History opens with Space, as a focused button does (QA 215); Space never
    # goes on with the focus on Next.
    _table, summary = counted()
    ui.key(pygame.K_SPACE)
    assert app.top is summary
    ui.key(pygame.K_TAB)
    ui.key(pygame.K_SPACE)
    assert isinstance(app.top, HistoryScene)


def test_a_last_round_everybody_busted_in_still_says_the_game_is_over(ui) -> None:  # type: ignore[no-untyped-def]
    """A Brutal tie-break where everybody busted (a −2 given decides it) ended the game
    under "Everybody busted" alone (QA 144): the last round says it was the last."""
    from game.i18n import t

    session, event = _first_round()
    everybody = event._replace(busted=tuple(range(len(event.scores))), flip7=None)
    ui.app.push(TitleScene(ui.app))
    table = TableScene(ui.app, session)
    ui.app.push(table)
    going_on = SummaryScene(ui.app, table, everybody, False)
    assert going_on.subtitle() == t("summary.all_bust")
    going_on.final = True  # as a GameWon queued behind the round makes it
    over = t("summary.over", target=table.model.target)
    assert going_on.subtitle() == f"{t('summary.all_bust')}  ·  {over}"

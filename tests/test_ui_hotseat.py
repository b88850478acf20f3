"""Hot-seat at the table, save and Continue, and leaving the game (issue 13).

The real scenes, driven by posted events on a fake clock; the saved game
lives in the test's private per-user folder (``FLIP7_HOME``).
"""

from __future__ import annotations

import itertools
import json
from dataclasses import replace

import pygame
import pytest
from table_helpers import handover_wait

from game.i18n import t, tn
from game.session import GameFiles, Seat, Session, TableSetup
from game.ui.scene_confirm import ConfirmScene
from game.ui.scene_handover import _BOTTOM, _TOP, HandoverScene
from game.ui.scene_pause import PauseScene
from game.ui.scene_summary import SummaryScene
from game.ui.scene_table import TableScene
from game.ui.scene_title import TitleScene
from game.ui.theme import SMALL

TWO_PEOPLE = TableSetup((Seat("Ann"), Seat("Ben"), Seat("Cat", "balanced"),
                         Seat("Dev", "bold"), Seat("Eva", "expert")), "vengeance",
                        brutal=True, target=150)


@pytest.fixture
def files(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A private per-user folder for this test."""
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    return GameFiles()


def _play_person(ui, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    """The deciding person picks: hit below 15, else stay; other decisions take the
    focused pick with Enter."""
    choice = table.choice
    assert choice is not None
    if choice.decision.kind == "turn":
        seat = choice.decision.seat
        hit = table.model.seats[seat].round_score < 15
        ui.key(pygame.K_h if hit and any(p.move and p.move.do == "hit" for p in choice.picks)
               else pygame.K_s)
    else:
        ui.key(pygame.K_RETURN)


def _drive(ui, table: TableScene, frames: int, on_handover=None) -> int:  # type: ignore[no-untyped-def]
    """Play ``frames`` frames as the people at the table would; count hand-overs."""
    app = ui.app
    handovers = 0
    for _ in range(frames):
        top = app.top
        if isinstance(top, HandoverScene):
            handovers += 1
            if on_handover:
                on_handover(top)
            ui.step(handover_wait())  # the hand-over ignores keys for a moment
            ui.key(pygame.K_RETURN)
            continue
        if isinstance(top, SummaryScene):
            ui.key(pygame.K_RETURN)
            continue
        if top is table and table.choice is not None:
            _play_person(ui, table)
            continue
        if top is not table:
            break
        ui.step()
    return handovers


def test_the_decision_passes_between_people_with_a_hand_over(ui, files) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, Session(TWO_PEOPLE, seed=4, ai_seed=4, files=files))
    app.push(TitleScene(app))
    app.push(table)
    seen: list[tuple[int, int]] = []

    def check(handover: HandoverScene) -> None:
        # The table has turned: the new person sits in the large seat at the front.
        assert table.front == handover.seat and table.session.is_person(handover.seat)
        assert table.layout.seats[handover.seat].tier.name == "human"
        seen.append((handover.seat, len(table.game.moves)))

    handovers = _drive(ui, table, 1500, check)
    assert handovers >= 3 and {seat for seat, _ in seen} == {0, 1}
    assert all(a != b for (a, _), (b, _) in itertools.pairwise(seen))
    # At a table of two people nobody is "you": the log uses names.
    assert table.model.you is None
    assert not any(line.startswith("You ") for line in table.model.log)


def _at_first_hand_over(ui, seed: int = 4) -> tuple[TableScene, HandoverScene]:  # type: ignore[no-untyped-def]
    """Two people's table at its first hand-over, past the moment it ignores keys."""
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, Session(TWO_PEOPLE, seed=seed, ai_seed=seed))
    app.push(table)
    ui.until(lambda: isinstance(app.top, HandoverScene), limit=200)
    handover = app.top
    assert isinstance(handover, HandoverScene)
    ui.step(handover_wait())
    return table, handover


def test_esc_at_the_hand_over_opens_the_pause_menu_over_it(ui, files) -> None:  # type: ignore[no-untyped-def]
    """Esc counted as "any key" and handed the table over; the menu took a second Esc
    (QA seventeenth pass). Now it pauses, and Resume comes back to the hand-over."""
    app = ui.app
    table, handover = _at_first_hand_over(ui)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.scenes[-2] is handover
    ui.key(pygame.K_ESCAPE)  # Esc resumes: the hand-over again, still waiting
    assert app.top is handover
    ui.step(handover_wait())
    ui.key(pygame.K_RETURN)
    assert app.top is table


def test_the_hand_over_has_a_menu_button_for_the_mouse(ui, files) -> None:  # type: ignore[no-untyped-def]
    """Esc was the only way to the pause menu from the hand-over (QA 52): its Menu
    button, under the panel, opens it; a click anywhere else still hands over."""
    app = ui.app
    table, handover = _at_first_hand_over(ui)
    button = handover.menu_button().rect
    panel, _rows = handover.plan()
    assert button.top > panel.bottom and button.centerx == panel.centerx
    assert button.bottom < table.layout.seats[table.front].rect.y
    # As every button: it acts on the release over it; a press that slides off does
    # nothing, not even hand the table over.
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(button.centerx, 20),
                                         button=1))
    ui.step()
    assert app.top is handover
    ui.click(button.center)
    assert isinstance(app.top, PauseScene) and app.scenes[-2] is handover
    ui.key(pygame.K_ESCAPE)
    assert app.top is handover
    ui.click((panel.centerx, panel.centery))
    assert app.top is table


@pytest.mark.parametrize("second", ["click", "key"])
def test_a_double_click_on_the_hand_over_plays_nothing_for_the_next_person(  # type: ignore[no-untyped-def]
        ui, files, second: str) -> None:
    """The second click of a double click on the hand-over (or a key pressed twice) went
    to the table under it and played Hit or Stay for the next person before they had
    seen their cards (QA 102). The picks wait a moment after the hand-over goes; then a
    click plays as usual."""
    app = ui.app
    table, _handover = _at_first_hand_over(ui)
    moves = len(table.game.moves)
    if second == "click":
        # The double click lands on the hand-over where the next person's pick will be:
        # its second half, on the table now, is spent by the loop; a click of the
        # person's own a moment later plays (one elsewhere was lost for the table's
        # wait after a hand-over: QA 149).
        where = table.layout.seats[table.front].rect.center  # the person's own seat
        ui.click(where)
        assert app.top is table
        ui.click(where, frames=5)
        ui.click(where, frames=5)  # a triple click's third neither (QA 151)
        assert table.choice is not None and any(
            p.rect.collidepoint(where) for p in table.choice.picks)
        assert len(table.game.moves) == moves
        assert table.settling > 0  # the table's wait after the hand-over goes on
        other = next(p for p in table.choice.picks if p.seat != table.front)
        ui.click(other.rect.center, frames=5)  # the person's own click, elsewhere: plays
        assert len(table.game.moves) == moves + 1
        return
    ui.click((640, 300))  # hands over
    assert app.top is table
    ui.until(lambda: table.choice is not None, limit=20)
    # The loop sleeps on input while the table is at rest, and its frames then pass no
    # time: resting during the wait, the wait never ended and the picks stayed dead
    # (QA 103). The table is not at rest until the wait is over.
    for _ in range(40):
        if table.settling <= 0:
            break
        assert app.rest_time() == 0
        ui.step()
    assert table.settling <= 0 and app.rest_time() > 0
    table.settling = 0.5  # as just after the hand-over, for the double click below
    pick = table.choice.picks[table.choice.focus]  # what Enter would play
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_c)  # a tool neither (QA 103: the coach opened unasked)
    ui.step(5)
    assert len(table.game.moves) == moves and table.choice is not None
    assert not table.coach_open and not table.cards_open
    ui.step(30)  # half a second on
    ui.click(pick.rect.center)
    ui.step(5)
    assert len(table.game.moves) == moves + 1


def test_the_buttons_are_dimmed_while_the_table_waits_after_a_hand_over(  # type: ignore[no-untyped-def]
        ui, files, monkeypatch) -> None:
    """A key pressed in the half second after a hand-over did nothing, with no sign why
    (QA 103): the table's buttons are drawn dimmed for that moment, then as usual."""
    from game.core.moves import TURN
    from game.ui import table_view

    app = ui.app
    for seed in range(1, 20):  # a hit or stay to hand over, with its two buttons
        table, _handover = _at_first_hand_over(ui, seed)
        if table.game.pending is not None and table.game.pending.kind == TURN:
            break
        app.scenes.clear()
    ui.click((640, 300))  # hands over
    ui.until(lambda: table.choice is not None, limit=20)
    arts: list[str] = []
    real = table_view.nine_slice

    def nine_slice(assets, name, *args, **kwargs):  # type: ignore[no-untyped-def]
        arts.append(name)
        return real(assets, name, *args, **kwargs)

    monkeypatch.setattr(table_view, "nine_slice", nine_slice)
    assert table.settling > 0 and table.choice.buttons()
    app.draw()
    assert arts and set(arts) == {"button_disabled"}
    ui.step(31)
    arts.clear()
    app.draw()
    assert "button_disabled" not in arts and arts


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_hand_over_asks_a_brutal_flip_7_without_promising_enter(language: str) -> None:
    """V-B-3 at a shared screen: the hand-over said "Enter: +15 for you" while the table's
    Enter, its focus on the rival a Balanced computer would pick, gave that rival −15
    (QA 103). It asks the question without keys; the table says what Enter does."""
    from game.core.moves import ATTACK, BONUS, FLIP7, Decision, Move
    from game.i18n import set_language
    from game.ui.decisions import question_of

    set_language(language)
    try:
        decision = Decision(0, FLIP7, (Move(BONUS), Move(ATTACK, 1), Move(ATTACK, 2)))
        asked = question_of(decision, keys=False)
        assert asked == t("prompt.flip7_ask") and "Enter" not in asked
        assert "+15" in asked and "−15" in asked
        assert question_of(decision) == t("prompt.flip7")
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_hand_over_says_what_a_person_is_called_for(ui, language) -> None:  # type: ignore[no-untyped-def]
    """A dealer called to an empty table at a round's start did not know why (QA 52: a
    −10 to give): the hand-over asks the question, unless it is hit or stay."""
    from game.core.moves import TARGET, TURN
    from game.i18n import set_language, t

    set_language(language)
    app = ui.app
    app.settings.speed = "instant"
    asked: list[tuple[str, str | None]] = []
    for seed in range(12):
        table = TableScene(app, Session(TWO_PEOPLE, seed=seed, ai_seed=seed))
        app.push(table)

        def seen(handover: HandoverScene) -> None:
            decision = handover.table.game.pending
            assert decision is not None
            asked.append((decision.kind, handover.question))
            if handover.question:
                _rect, rows = handover.plan()
                texts = [image for image, _ in rows if image is not None]
                assert len(texts) >= 5  # the title, the question, and the three lines

        _drive(ui, table, 600, seen)
        app.scenes.clear()
        if any(kind == TARGET for kind, _ in asked):
            break
    assert any(kind == TURN and question is None for kind, question in asked)
    targets = [question for kind, question in asked if kind == TARGET]
    assert targets and all(question for question in targets)
    questions = {t(f"prompt.target.{card}") for card in ("freeze", "flip3", "flip4", "onemore",
                                                         "chance")}
    assert all(q in questions or "−" in q or "÷" in q or "×" in q for q in targets if q)


def test_prompts_name_the_person_at_a_hot_seat_table_and_say_you_alone(ui, files) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, Session(TWO_PEOPLE, seed=4, ai_seed=4))
    app.push(table)
    ui.until(lambda: isinstance(app.top, HandoverScene), limit=200)
    name = app.top.name
    ui.step(handover_wait())
    ui.click((640, 360))  # a click dismisses the hand-over too
    ui.until(lambda: table.choice is not None, limit=200)
    assert table.choice.prompt.startswith(f"{name} — ")
    alone = TableScene(app, Session(TableSetup.default("Ann"), seed=4, ai_seed=4))
    app.push(alone)
    ui.until(lambda: alone.choice is not None, limit=400)
    assert not isinstance(app.top, HandoverScene)  # one person: no hand-overs
    assert alone.choice.prompt.startswith("Your turn")


def test_every_move_is_saved_and_continue_resumes_it_exactly(ui, files) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "instant"
    long_game = TableSetup(TWO_PEOPLE.seats, "vengeance", brutal=True, target=1000)
    session = Session(long_game, seed=9, ai_seed=5, files=files)
    table = TableScene(app, session)
    app.push(TitleScene(app))
    app.push(table)
    _drive(ui, table, 150)
    assert not session.finished
    moves = len(session.game.moves)
    assert moves > 5
    saved = json.loads(files.current.read_text())
    assert len(saved["moves"]) == moves and saved["plays"][:2] == ["human", "human"]
    # Leave through the pause menu: back at the title, the game says it is saved.
    while not isinstance(app.top, PauseScene):
        if isinstance(app.top, HandoverScene):
            ui.step(handover_wait())
            ui.key(pygame.K_SPACE)
        ui.key(pygame.K_ESCAPE)
    quit_button = next(w for w in app.top.menu.widgets if w.label == "Quit to title")
    ui.click(quit_button.rect.center)
    title = app.top
    assert isinstance(title, TitleScene)
    assert any("saved" in text for text, _ in app.notices)
    cont = title.menu.widgets[0]
    assert cont.label == "Continue" and title.saved is not None
    standing = title.saved.standing()
    assert standing.names == tuple(s.name for s in TWO_PEOPLE.seats)
    assert standing.edition == "vengeance" and standing.brutal
    app.settings.speed = "normal"  # nobody moves in the frame that sits down again
    ui.click(cont.rect.center)
    resumed = app.top if isinstance(app.top, TableScene) else app.scenes[-2]
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.game.moves == session.game.moves
    assert resumed.game.lines == session.game.lines
    if not resumed.director.idle:  # left over a round's summary: it shows again first
        ui.until(lambda: isinstance(app.top, SummaryScene), limit=600)
        app.top.elapsed = app.top.finish_time
        ui.key(pygame.K_RETURN)
        ui.until(lambda: resumed.director.idle, limit=900)
    assert [s.line for s in resumed.model.seats] == resumed.game.lines
    assert [s.total for s in resumed.model.seats] == resumed.game.totals


def test_a_game_that_goes_on_opens_turned_to_the_person_who_decided_last(ui, files) -> None:  # type: ignore[no-untyped-def]
    """Continue at a round's summary showed the table behind it turned to the first
    person, not to the one who had just played (QA 52)."""
    app = ui.app
    app.settings.speed = "instant"
    session = Session(TWO_PEOPLE, seed=9, ai_seed=5, files=files)
    table = TableScene(app, session)
    app.push(table)
    last = session.people[0]
    for _ in range(60):  # until the second person decided last (else there is no telling)
        _drive(ui, table, 5)
        last = next((seat for seat, _ in reversed(session.game.moves)
                     if seat in session.people), last)
        if last != session.people[0]:
            break
    assert last != session.people[0]
    resumed = TableScene(app, Session.resume(session.record()), resumed=True)
    assert resumed.front == last
    fresh = TableScene(app, Session(TWO_PEOPLE, seed=9, ai_seed=5))
    assert fresh.front == session.people[0]


def test_a_game_closed_over_a_round_summary_resumes_at_that_summary(ui, files) -> None:  # type: ignore[no-untyped-def]
    """Killed while the round's breakdown was on screen, the game went on with the
    next round at Continue, and that breakdown was never seen (QA twenty-third pass).
    It comes back over the ended round's cards, and Next round deals as it would have."""
    from game.core.events import RoundScored

    app = ui.app
    one_person = TableSetup((Seat("Ann"), Seat("Ben", "balanced"), Seat("Cat", "bold")))
    session = Session(one_person, seed=6, ai_seed=6, files=files)
    scored = None
    while scored is None:
        decision = session.pending
        assert decision is not None
        move = (session.suggestion(decision) if session.is_person(decision.seat)
                else session.computer_move())
        events = session.play(move)
        scored = next((e for e in events if isinstance(e, RoundScored)), None)
    assert session.pending is not None and session.game.round_number == 2
    found = GameFiles(files.current, files.games).load()
    resumed = Session.resume(found, files)  # type: ignore[arg-type]
    # The title's Continue names the round whose summary it opens, not the next one
    # (QA 36: "Round 2 · …" opened round 1's summary).
    assert resumed.left_at_summary and resumed.standing().round_number == 1
    app.push(TitleScene(app))
    app.settings.speed = "normal"
    table = TableScene(app, resumed, resumed=True)
    app.push(table)
    ui.until(lambda: isinstance(app.top, SummaryScene), limit=600)
    summary = app.top
    assert summary.event == scored
    assert table.lit_seat is None  # as under the summary shown live (QA 38)
    # Under it, the round that ended: its scored totals, none of the next round's cards.
    assert [s.total for s in table.model.seats] == list(scored.totals)
    assert table.model.round_number == 1
    # Shown again, it is counted already: it counted up for two seconds with Next
    # round hidden (QA 37). Enter goes on at once.
    ui.step()
    assert summary.elapsed >= summary.finish_time and summary.at_rest
    assert not table.effects.held
    ui.key(pygame.K_RETURN)
    ui.until(lambda: app.top is table and table.director.idle, limit=900)
    assert table.model.round_number == 2
    assert table.lit_seat == table.game.pending.seat
    assert [s.line for s in table.model.seats] == table.game.lines
    assert table.model.matches(table.game)
    # Next round was pressed: the save says so, and a game left before anyone decides
    # in the new round (a Freeze dealt to a person, say) continues in that round rather
    # than at the summary before it (QA 35).
    assert json.loads(files.current.read_text())["rounds_seen"] == 1
    assert not resumed.left_at_summary and resumed.standing().round_number == 2
    assert len(resumed.game.moves) == len(session.game.moves)  # no move since the summary
    after = Session.resume(GameFiles(files.current, files.games).load(), files)  # type: ignore[arg-type]
    third = TableScene(app, after, resumed=True)
    assert not any(isinstance(e, RoundScored) for e in third.director.queue)
    assert third.model.round_number == 2 and third.model.matches(after.game)
    # Once a move is made in the new round, Continue sits down at the table as it was.
    decision = resumed.pending
    assert decision is not None
    resumed.play(resumed.suggestion(decision) if resumed.is_person(decision.seat)
                 else resumed.computer_move())
    again = Session.resume(GameFiles(files.current, files.games).load(), files)  # type: ignore[arg-type]
    second = TableScene(app, again, resumed=True)
    assert not any(isinstance(e, RoundScored) for e in second.director.queue)
    assert second.model.round_number == 2 and second.model.matches(again.game)


def test_continue_is_offered_only_with_a_saved_game(ui, files) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    assert next(w.label for w in app.top.menu.widgets) == "Quick game"
    files.current.write_text("{broken")
    app.reset_to_title()
    assert next(w.label for w in app.top.menu.widgets) == "Quick game"
    assert any("could not be opened" in text for text, _ in app.notices)
    kept = [p for p in files.current.parent.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == "{broken"


def test_closing_the_window_mid_game_says_it_is_saved(ui, files) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    app.push(TableScene(app, Session(TWO_PEOPLE, seed=2, ai_seed=2, files=files)))
    ui.step(5)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.step()
    assert app.running and any("saved" in text for text, _ in app.notices)
    ui.step(70)
    assert not app.running and app.exit_code == 0
    assert files.current.exists()


def test_closing_the_window_on_the_title_ends_at_once(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.step()
    assert not app.running


def test_esc_on_the_title_asks_before_quitting(ui, files) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and app.running
    ui.key(pygame.K_ESCAPE)  # Esc again: stay
    assert isinstance(app.top, TitleScene) and app.running
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_RETURN)  # the focused answer is Quit
    assert not app.running


def test_a_finished_game_is_kept_and_continue_goes(ui, files) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_gameover import GameOverScene

    app = ui.app
    app.options.autoplay = True
    watched = TableSetup(tuple(Seat(n, "balanced") for n in ("A", "B", "C")), target=50)
    app.push(TitleScene(app))
    table = TableScene(app, Session(watched, seed=3, ai_seed=3, files=files), instant=True)
    app.push(table)
    ui.until(lambda: isinstance(app.top, GameOverScene), limit=3000)
    assert not files.current.exists()
    kept = list(files.games.iterdir())
    assert len(kept) == 1 and kept[0].name.endswith(".flip7.json")
    assert json.loads(kept[0].read_text())["moves"]
    app.reset_to_title()
    assert app.top.saved is None


def test_the_turned_table_shows_nothing_placed_on_the_old_layout(ui, files) -> None:  # type: ignore[no-untyped-def]
    """A banner still showing when the decision passes to another person was placed for
    the old seats; once the table turns it would cover another seat's name, frozen
    behind the hand-over screen (docs/handover.png once showed "Unlucky 7!" so)."""
    from game.ui.effects import Banner

    app = ui.app
    app.settings.speed = "normal"
    table = TableScene(app, Session(TWO_PEOPLE, seed=4, ai_seed=4, files=files))
    app.push(TitleScene(app))
    app.push(table)
    ui.until(lambda: isinstance(app.top, HandoverScene))
    ui.step(handover_wait())
    ui.key(pygame.K_RETURN)
    ui.until(lambda: table.choice is not None)
    first = table.front
    area = table.banner_area(first)
    table.effects.add(Banner("Unlucky 7!", area.center, within=area, duration=60.0))
    for _ in range(20000):  # the person plays on until the decision passes to the other
        if isinstance(app.top, HandoverScene):
            break
        if isinstance(app.top, SummaryScene):
            ui.key(pygame.K_RETURN)
        elif app.top is table and table.choice is not None:
            _play_person(ui, table)
        else:
            ui.step()
    assert isinstance(app.top, HandoverScene) and table.front != first
    assert not [e for e in table.effects.items if isinstance(e, Banner)]


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_a_long_name_does_not_widen_the_hand_over_over_the_side_seats(ui, language) -> None:  # type: ignore[no-untyped-def]
    """At 5 seats a 14-letter wide name once made the hand-over panel 940 px wide, over
    both side seats' names: now the panel keeps its 620 px and the title takes smaller
    type and two lines, every line inside the panel, no seat's header covered."""
    from game.i18n import set_language

    set_language(language)
    name = "WmWmWmWmWmWmWm"
    setup = TableSetup((Seat("Ann"), Seat(name), Seat("Cat", "balanced"), Seat("Dev", "bold"),
                        Seat("Eva", "expert")))
    app = ui.app
    table = TableScene(app, Session(setup, seed=12, ai_seed=12))
    app.push(table)
    handover = HandoverScene(app, table, 1)
    app.push(handover)
    ui.step()
    rect, rows = handover.plan()
    assert rect.w <= 620
    lines = [image for image, _ in rows if image is not None]
    assert len(lines) >= 5 and all(image.get_width() <= rect.w - 48 for image in lines)
    for box in table.layout.seats:
        header = pygame.Rect(box.rect.x, box.rect.y, box.rect.w, 6 + box.tier.header)
        assert not rect.colliderect(header), box.seat
    assert rect.bottom < table.layout.seats[table.front].rect.y


def test_a_short_name_keeps_the_hand_over_as_it_was(ui) -> None:  # type: ignore[no-untyped-def]
    """'Ben's turn' stays one line in the large type, on the panel of the docs' picture."""
    app = ui.app
    table = TableScene(app, Session(TWO_PEOPLE, seed=4, ai_seed=4))
    app.push(table)
    handover = HandoverScene(app, table, 1)
    app.push(handover)
    rect, rows = handover.plan()
    assert rect.w == 620 and _TOP + sum(h for _, h in rows) + _BOTTOM == 230
    assert rows[0][0] is not None and rows[0][0].get_height() == app.assets.text(
        "Ben's turn", 56, (0, 0, 0), "black").get_height()
    assert rows[1][0] is None  # one title line, then the gap


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("name", ["Ben", "WmWmWmWmWmWmWm"])
def test_the_hand_over_covers_the_tables_log_lines_whole_or_not_at_all(
        ui, large: bool, name: str) -> None:  # type: ignore[no-untyped-def]
    """The panel's lower edge cut the newest log line in half ("Ann stays with 12.",
    QA 33): it now ends clear of the log or below all of it, and the lines sit in its
    middle."""
    app = ui.app
    app.settings.large_text = large
    setup = TableSetup((Seat("Ann"), Seat(name), Seat("Cat", "balanced")))
    table = TableScene(app, Session(setup, seed=4, ai_seed=4))
    app.push(table)
    handover = HandoverScene(app, table, 1)
    app.push(handover)
    rect, _rows = handover.plan()
    log = table.layout.log
    assert rect.bottom <= log.y or rect.bottom >= log.bottom + 10  # Large text's ink
    assert rect.bottom < table.layout.seats[table.front].rect.y
    for box in table.layout.seats:
        header = pygame.Rect(box.rect.x, box.rect.y, box.rect.w, 6 + box.tier.header)
        assert not rect.colliderect(header), box.seat


def test_back_on_the_title_the_focus_is_where_the_player_left(ui, files) -> None:  # type: ignore[no-untyped-def]
    """Back from Settings the focus went to Quick game (so Up wrapped round to Quit):
    it comes back to Settings, also when the language changed there."""
    from game.ui.scene_settings import SettingsScene

    app = ui.app
    app.push(TitleScene(app))
    title = app.top
    while title.menu.focused.label != "Settings":
        ui.key(pygame.K_TAB)  # button by button (the arrows follow the screen)
    ui.key(pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    ui.key(pygame.K_RIGHT)  # Language: English -> the next one
    ui.key(pygame.K_ESCAPE)
    back = app.top
    assert isinstance(back, TitleScene) and back is not title
    assert back.entries[back.menu.focus] == "title.settings"
    assert str(back.menu.focused.label) != "Settings"  # in the new language
    ui.key(pygame.K_UP)  # the button above Settings on the screen
    assert back.entries[back.menu.focus] == "title.your_games"


def _saved_game(files) -> bytes:  # type: ignore[no-untyped-def]
    """A game of three computers saved in round 3; the saved file's bytes."""
    watched = TableSetup(tuple(Seat(n, "balanced") for n in ("Ann", "Ben", "Cat")))
    session = Session(watched, seed=3, ai_seed=3, files=files)
    while session.game.round_number < 3:
        session.play(session.computer_move())
    return files.current.read_bytes()


def test_quick_game_asks_before_it_replaces_a_saved_game(ui, files) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    before = _saved_game(files)
    app.push(TitleScene(app))
    quick = next(w for w in app.top.menu.widgets if w.label == "Quick game")
    ui.click(quick.rect.center)
    question = app.top
    assert isinstance(question, ConfirmScene)
    assert str(question.question) == "Start a new game?"
    assert "Round\u00a02" in str(question.detail)  # Continue opens round 2's summary
    # Enter takes Back (where the focus starts), and so does Esc: nothing changes.
    ui.key(pygame.K_RETURN)
    assert isinstance(app.top, TitleScene) and files.current.read_bytes() == before
    ui.click(quick.rect.center)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and files.current.read_bytes() == before
    assert app.top.menu.widgets[0].label == "Continue"
    # Yes: the saved game is kept aside, never lost, and the new game begins.
    ui.click(quick.rect.center)
    yes = next(w for w in app.top.menu.widgets if w.label == "New game")
    ui.click(yes.rect.center)
    assert isinstance(app.top, TableScene) or isinstance(app.scenes[-2], TableScene)
    kept = [p for p in files.current.parent.iterdir() if ".replaced-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == before


@pytest.mark.parametrize("version", [2, 7])
def test_a_newer_flip7s_save_is_left_as_it_is_and_never_written_over(ui, files,
                                                                     version: int) -> None:  # type: ignore[no-untyped-def]
    """A save with "version": 2 was called damaged and renamed ".damaged-…" (QA
    twenty-third pass): a newer Flip 7 made it, and it could go on with it. The title
    says so and leaves the file where it is, every time; a new game keeps it aside
    under a new name before writing its own save, and says and logs which (QA 211: the
    log had nothing, and the new name was said nowhere)."""
    import json

    from game.storage.paths import log_path

    _saved_game(files)
    data = json.loads(files.current.read_text())
    data["version"] = version
    files.current.write_text(json.dumps(data))
    newer = files.current.read_bytes()
    app = ui.app
    for _ in range(2):  # every start says it, and the file stays
        app.notices.clear()
        app.push(TitleScene(app))
        said = [text for text, _left in app.notices]
        assert len(said) == 1 and "newer Flip 7" in said[0] and f"version {version}" in said[0]
        assert "damaged" not in said[0]
        assert files.current.read_bytes() == newer
        assert app.top.menu.widgets[0].label != "Continue"
        assert not [p for p in files.current.parent.iterdir() if ".damaged-" in p.name]
        app.pop()
    app.push(TitleScene(app))
    quick = next(w for w in app.top.menu.widgets if w.label == "Quick game")
    ui.click(quick.rect.center)  # nothing Continue offers: no question
    assert isinstance(app.top, TableScene) or isinstance(app.scenes[-2], TableScene)
    kept = [p for p in files.current.parent.iterdir() if ".replaced-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == newer
    assert json.loads(files.current.read_text())["version"] == 1
    told = f"The saved game this Flip 7 could not go on with is kept as {kept[0].name}."
    assert told in [text for text, _left in app.notices]
    log = log_path().read_text()
    assert f"record version {version}" in log and told in log


def test_the_setup_asks_before_its_start_replaces_a_saved_game(ui, files) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_setup import SetupScene

    app = ui.app
    before = _saved_game(files)
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup.start()
    assert isinstance(app.top, ConfirmScene)
    ui.key(pygame.K_ESCAPE)
    assert app.top is setup and files.current.read_bytes() == before
    setup.start()
    yes = next(w for w in app.top.menu.widgets if w.label == "New game")
    ui.click(yes.rect.center)
    assert setup not in app.scenes
    assert any(isinstance(s, TableScene) for s in app.scenes)
    kept = [p for p in files.current.parent.iterdir() if ".replaced-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == before


def test_a_table_from_the_command_line_asks_before_it_replaces_a_saved_game(ui, files) -> None:  # type: ignore[no-untyped-def]
    """QA: ``flip7 --seats human:Zed,careful,bold --seed 5`` wrote its new game over the
    saved one without a word. It asks as Quick game does; Back leaves the player at the
    title with Continue, Yes keeps the saved game aside and sits down."""
    from game.app import gui

    app = ui.app
    before = _saved_game(files)
    opts = gui.parse_args(["--seats", "human:Zed,careful,bold", "--seed", "5"])
    make = gui._first_table(app, opts)
    assert make is not None and files.current.read_bytes() == before  # nothing made yet
    app.push(TitleScene(app))
    gui._sit_down(app, opts, make)
    assert isinstance(app.top, ConfirmScene) and "Round\u00a02" in str(app.top.detail)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and files.current.read_bytes() == before
    assert app.top.menu.widgets[0].label == "Continue"
    gui._sit_down(app, opts, make)
    ui.click(next(w for w in app.top.menu.widgets if w.label == "New game").rect.center)
    assert any(isinstance(s, TableScene) for s in app.scenes)
    kept = [p for p in files.current.parent.iterdir() if ".replaced-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert files.current.read_bytes() != before  # the new game, saved as it sat down


def test_the_new_game_question_wraps_its_detail_into_even_lines(ui, files, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """QA: "The saved game will not be continued: Round 1 · Nobody leads" / "yet." (Since
    QA 68 a line of its own says that the file is kept.)"""
    from drawn_helpers import record_texts

    from game.i18n import msg

    app = ui.app
    detail = msg("newgame.detail", game="Round 1 · Nobody leads yet")
    app.push(ConfirmScene(app, msg("newgame.question"), msg("newgame.yes"), msg("newgame.no"),
                          lambda: None, detail))
    drawn = record_texts(app.assets, monkeypatch)
    ui.step()
    words = str(detail).split()
    lines = [w for w, _ in drawn if w.split() and all(p in words for p in w.split())
             and w != "Back"]
    first, kept = str(detail).split("\n")
    assert lines == [*lines[:-1], kept] and " ".join(lines[:-1]) == first and len(lines) == 3
    assert min(len(line.split()) for line in lines) >= 3


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_the_new_game_question_keeps_the_round_and_its_number_together(  # type: ignore[no-untyped-def]
        ui, monkeypatch, code: str, large: bool) -> None:
    """QA 135: "…niet voortgezet: Ronde" / "1 · Maartje de Vri staat voor …": the
    saved game's round is one word to the line breaks, and its "·" stays with it (QA
    137: with Large text a line began "· Bartholomew Jr leads …")."""
    from drawn_helpers import record_texts

    from game.i18n import msg, set_language
    from game.session import Standing
    from game.ui.scene_title import round_and_leader

    app = ui.app
    set_language(code)
    app.settings.large_text = large
    word = {"en": "Round", "de": "Runde", "nl": "Ronde"}[code]
    try:
        for leader in ("Maartje de Vri", "Bartholomew Jr"):
            standing = Standing("classic", False, (leader, "Joost", "Fenna"), 1, leader, 54,
                                200)
            detail = msg("newgame.detail", game=round_and_leader(standing))
            app.push(ConfirmScene(app, msg("newgame.question"), msg("newgame.yes"),
                                  msg("newgame.no"), lambda: None, detail))
            drawn = record_texts(app.assets, monkeypatch)
            ui.step()
            lines = [w for w, _ in drawn if word in w]
            assert lines and all(f"{word}\u00a01\u00a0·" in line for line in lines), lines
            assert not [w for w, _ in drawn if w.startswith("·")], leader
            app.pop()
    finally:
        set_language("en")
        app.settings.large_text = False


def test_without_a_saved_game_a_new_game_starts_at_once(ui, files) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    app.top.quick_game()
    assert any(isinstance(s, TableScene) for s in app.scenes)
    assert not [p for p in files.current.parent.iterdir() if ".replaced-" in p.name]


def test_a_person_typed_as_you_at_a_shared_screen_gets_a_number(ui, files) -> None:  # type: ignore[no-untyped-def]
    """"Du ist dran" names nobody: a person who is still "You" (here typed as "du" after
    the second person sat down) is numbered when two people start (the table's words)."""
    from game.ui.scene_setup import SetupScene

    app = ui.app
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup.add_person_seat()
    setup.drafts[-1].name = "Zoe"
    setup.drafts[0].name = "du"  # typed afterwards, in any language's spelling
    setup.start()
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    people = [seat.name for seat in table.session.setup.seats if seat.is_person]
    assert people == ["Player 1", "Zoe"]


def test_a_third_person_added_is_numbered_by_their_place(ui, files) -> None:  # type: ignore[no-untyped-def]
    """A third person added after Jörg and Anaïs was "Spieler 1" (QA seventeenth pass):
    the number is the person's place among the people."""
    from game.i18n import set_language
    from game.ui.scene_setup import SetupScene

    set_language("de")
    app = ui.app
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup.drafts[0].name = "Jörg"
    setup.add_person_seat()
    setup.drafts[-1].name = "Anaïs"
    setup.add_person_seat()
    assert setup.drafts[-1].name == "Spieler 3"


def test_a_numbered_person_left_alone_is_you_again(ui, files) -> None:  # type: ignore[no-untyped-def]
    """Two people make "You" into "Player 1"; when the second goes (now, or in the setup
    remembered for next time) the one left is "You" again, not "Player 1" for good
    (QA eleventh pass: "Spieler 1" stayed the name of a one-person table)."""
    from game.ui.scene_setup import SetupScene

    app = ui.app
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup.add_person_seat()
    assert [d.name for d in setup.drafts if d.person] == ["Player 1", "Player 2"]
    name_field = setup.seat_rows[-1][1]
    assert name_field.placeholder  # the first key typed replaces "Player 2"
    setup.remove_seat(len(setup.drafts) - 1)
    assert [d.name for d in setup.drafts if d.person] == ["You"]
    setup.add_person_seat()
    setup.start()  # remembered with two people...
    app.settings.setup = replace_people(app.settings.setup)
    again = SetupScene(app)  # ...and one of them taken away by hand in the file
    assert [d.name for d in again.drafts if d.person] == ["You"]


def test_a_computer_made_a_person_numbers_the_people_at_once(ui, files) -> None:  # type: ignore[no-untyped-def]
    """Who → Person on a computer's seat makes two people: "You" shows as "Player 1"
    in the form at once (it used to change only at Start); back to a computer, the
    one person left is "You" again."""
    from game.ui.scene_setup import SetupScene

    app = ui.app
    setup = SetupScene(app)
    app.push(setup)
    who = setup.seat_rows[1][0]
    who.activate(app)  # the next value: a person
    assert setup.drafts[1].person
    assert setup.drafts[0].name == "Player 1" and setup.seat_rows[0][1].text == "Player 1"
    assert setup.seat_rows[0][1].placeholder
    who.activate(app)  # a computer again
    assert not setup.drafts[1].person
    assert setup.drafts[0].name == "You" and setup.seat_rows[0][1].text == "You"


def replace_people(setup: dict) -> dict:  # type: ignore[type-arg]
    """``setup`` (as settings keep it) with its second person made a computer."""
    seats = [dict(seat) for seat in setup["seats"]]
    second = [i for i, seat in enumerate(seats) if seat["plays"] == "human"][1]
    seats[second]["plays"] = "balanced"
    return {**setup, "seats": seats}


def test_one_person_keeps_you(ui, files) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_setup import SetupScene

    app = ui.app
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    assert [d.name for d in setup.drafts if d.person] == ["You"]
    setup.start()
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    assert [seat.name for seat in table.session.setup.seats if seat.is_person] == ["You"]


def _hides_what_is_under(scene, rect: pygame.Rect) -> bool:  # type: ignore[no-untyped-def]
    """Drawn over white and over black, is ``scene`` the same inside ``rect`` (its
    rounded corners and edge left out)?"""
    inside = rect.inflate(-48, -48)
    shots = []
    for under in ((255, 255, 255), (0, 0, 0)):
        screen = pygame.Surface((1280, 720))
        screen.fill(under)
        scene.draw(screen)
        shots.append(screen.subsurface(inside).copy())
    return all(shots[0].get_at((x, y)) == shots[1].get_at((x, y))
               for y in range(0, inside.h, 3) for x in range(0, inside.w, 3))


def test_the_hand_over_and_the_history_hide_the_table_under_them(ui) -> None:  # type: ignore[no-untyped-def]
    """The table showed through the "Ben's turn" box and the History panel, its header,
    buttons and cards as ghosts behind their words (QA twentieth pass)."""
    from game.ui.scene_history import FRAME

    app = ui.app
    table = TableScene(app, Session(TWO_PEOPLE, seed=4, ai_seed=4))
    app.push(table)
    handover = HandoverScene(app, table, 1)
    app.push(handover)
    ui.step(30)
    assert _hides_what_is_under(handover, handover.plan()[0])
    app.pop()
    table.open_history()
    history = app.top
    ui.step()
    assert history is not table and _hides_what_is_under(history, FRAME)


def test_settings_from_a_vengeance_game_keep_its_felt(ui) -> None:  # type: ignore[no-untyped-def]
    """Opened from a Vengeance game's pause menu, Settings were on the classic green felt
    while the Rules kept the game's purple (QA twenty-first pass)."""
    from game.core.editions import VENGEANCE
    from game.ui.loop import felt
    from game.ui.scene_settings import SettingsScene

    app = ui.app
    setup = TableSetup((Seat("Ann"), Seat("Cat", "balanced"), Seat("Dev", "bold")), "vengeance")
    table = TableScene(app, Session(setup, seed=4, ai_seed=4))
    app.push(table)
    pause = PauseScene(app, table)
    app.push(pause)
    pause.settings()
    settings = app.top
    assert isinstance(settings, SettingsScene)
    screen = pygame.Surface((1280, 720))
    settings.draw(screen)
    corner = felt(app.assets, VENGEANCE).get_at((5, 5))
    assert screen.get_at((5, 5)) == corner


def test_the_peoples_numbers_close_up_when_one_goes(ui, files) -> None:  # type: ignore[no-untyped-def]
    """QA: with Player 2 removed, the others stayed Player 1 and Player 3. The numbers
    the game gave follow the people's places; a name someone typed stays."""
    from game.ui.scene_setup import SetupScene

    app = ui.app
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup.add_person_seat()
    setup.add_person_seat()
    setup.add_person_seat()
    people = [i for i, d in enumerate(setup.drafts) if d.person]
    assert [setup.drafts[i].name for i in people] == [f"Player {n}" for n in (1, 2, 3, 4)]
    setup.drafts[people[3]].name = "Zoe"
    setup.remove_seat(people[1])
    assert [d.name for d in setup.drafts if d.person] == ["Player 1", "Player 2", "Zoe"]
    assert [row[1].text for row, d in zip(setup.seat_rows, setup.drafts, strict=False)
            if d.person] == ["Player 1", "Player 2", "Zoe"]
    setup.remove_seat(0)
    assert [d.name for d in setup.drafts if d.person] == ["Player 1", "Zoe"]


def test_any_key_hands_the_table_over_but_not_a_modifier_alone(ui, files) -> None:  # type: ignore[no-untyped-def]
    """"Press any key or click to play" took only the game's own keys: X or Q left it up
    (QA 46). Any key does now; Shift or Ctrl alone, on the way to another key, does not."""
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, Session(TWO_PEOPLE, seed=4, ai_seed=4))
    app.push(table)
    ui.until(lambda: isinstance(app.top, HandoverScene), limit=200)
    ui.step(handover_wait())
    for modifier in (pygame.K_LSHIFT, pygame.K_RCTRL, pygame.K_LALT):
        ui.key(modifier)
        assert isinstance(app.top, HandoverScene)
    ui.key(pygame.K_x)
    assert app.top is table


def test_space_does_not_skip_the_next_persons_hand_over(ui, files) -> None:  # type: ignore[no-untyped-def]
    """Space hurries the computers' animations; a person pressing it again and again
    through them dismissed the next person's "Ben's turn" unseen (QA 70). Space leaves
    the hand-over up, and the screen says which keys go on: Enter goes, once the keys
    have been quiet a moment (Enter, a click or S pressed again and again to hurry the
    computers dismissed it too, and then played for the next person: QA 148)."""
    table, handover = _at_first_hand_over(ui)
    for _ in range(5):
        ui.key(pygame.K_SPACE)
        assert ui.app.top is handover
    assert t("handover.go") == "Press Enter or click to play"
    ui.key(pygame.K_RETURN)  # right after the hurrying: still the hand-over
    assert ui.app.top is handover
    for _ in range(4):  # clicks and S every 0.3 s: the hand-over waits on
        ui.step(18)
        ui.click((640, 360)) if _ % 2 else ui.key(pygame.K_s)
        assert ui.app.top is handover
    moves = len(table.game.moves)
    ui.step(handover_wait())
    ui.key(pygame.K_RETURN)
    assert ui.app.top is table and len(table.game.moves) == moves


def test_a_new_game_keeps_a_finished_game_the_games_folder_could_not_take(
        ui, files, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A finished game the games folder had no room for stays in the save (QA 72). Play
    again, Quick game or Start then keep it under games/ if they now can, before the new
    game writes its own save; if they still cannot, it is kept aside, never written over."""
    from game.ui.new_game import start_new_game

    setup = TableSetup((Seat("Ann"), Seat("Ben", "balanced"), Seat("Cat", "careful")),
                       target=50)
    files.games.parent.mkdir(parents=True, exist_ok=True)
    files.games.write_text("in the way")
    session = Session(setup, seed=4, ai_seed=4, files=files)
    while session.pending is not None:
        session.play(session.computer_move() if not session.is_person(session.pending.seat)
                     else session.suggestion(session.pending) or session.pending.options[0])
    assert session.archived is None and files.current.exists()
    kept = files.current.read_text()
    begun: list[bool] = []
    # The title, opening over that save, tries to keep it and says it could not; the
    # new game's notice that it is set aside then takes its place, not one under the
    # other (QA 87).
    from game.ui.scene_title import TitleScene

    ui.app.push(TitleScene(ui.app))
    assert [text for text, _left in ui.app.notices if "finished game" in text] \
        == [f"Couldn't keep the finished game: cannot write in {files.games} (it is a file, "
            "not a folder)."]
    start_new_game(ui.app, lambda: begun.append(True), GameFiles())  # still no room
    assert begun == [True] and not files.current.exists()
    aside = [p for p in files.current.parent.iterdir() if ".replaced-" in p.name]
    assert [p.read_text() for p in aside] == [kept]
    # Said, where it was done without a word (QA 72): one notice, naming the file.
    said = [text for text, _left in ui.app.notices if "finished game" in text]
    assert said == [f"Couldn't keep the finished game: cannot write in {files.games} (it "
                    f"is a file, not a folder). Its save is set aside as {aside[0].name}, "
                    "not written over."]
    # Tried at the end and again at the new game: one entry in the error log (QA 74).
    from game.storage.paths import log_path

    assert log_path().read_text().count("Couldn't keep the finished game") == 1
    aside[0].rename(files.current)  # as it was, and now the games folder has room
    files.games.unlink()
    start_new_game(ui.app, lambda: begun.append(True), GameFiles())
    assert begun == [True, True] and not files.current.exists()
    assert [p.read_text() for p in files.games.iterdir()] == [kept]


@pytest.mark.parametrize("room_again", [False, True])
def test_play_again_never_writes_over_a_finished_game_not_kept(
        ui, files, room_again: bool) -> None:  # type: ignore[no-untyped-def]
    """Play again sat down at once, not through New game's checks: the new game's first
    save went over the finished game the games folder had no room for (QA 74). It is
    kept under games/ if there is room now, else kept aside, never written over."""
    from game.ui.scene_gameover import GameOverScene

    app = ui.app
    app.settings.speed = "instant"
    files.games.parent.mkdir(parents=True, exist_ok=True)
    files.games.write_text("in the way")
    setup = TableSetup((Seat("Ann", "balanced"), Seat("Ben", "balanced"),
                        Seat("Cat", "careful")), target=50)
    table = TableScene(app, Session(setup, seed=4, ai_seed=4, files=files))
    app.push(table)
    ui.until(lambda: isinstance(app.top, SummaryScene | GameOverScene), limit=20000)
    while not isinstance(app.top, GameOverScene):
        if isinstance(app.top, SummaryScene):
            ui.key(pygame.K_RETURN)
        ui.step()
    finished = files.current.read_text()
    assert table.session.archived is None and table.session.finished
    if room_again:
        files.games.unlink()
    app.top.play_again()  # type: ignore[union-attr]
    assert isinstance(app.top, TableScene) and app.top is not table
    if room_again:
        assert [p.read_text() for p in files.games.iterdir()] == [finished]
    else:
        aside = [p for p in files.current.parent.iterdir() if ".replaced-" in p.name]
        assert [p.read_text() for p in aside] == [finished]
        said = [text for text, _left in app.notices if "finished game" in text]
        assert len(said) == 1 and said[0].startswith("Couldn't keep the finished game")
        assert aside[0].name in said[0]  # the game over's notice gave way to it (QA 87)


def test_since_the_last_turn_tells_what_others_did_to_the_person(ui) -> None:  # type: ignore[no-untyped-def]
    """The news a hand-over gives (QA 94: a family at 12 seats met their turn again
    after a dozen computers' moves): what others did to that person this round and what
    came of it for their line, since their own last move played out; not their own draws
    and stays, not others' doings among themselves, not the Freeze told twice, not the
    round's score, not an earlier round's (QA 96: last round's bust read as news beside
    a fresh line), not an Unlucky 7 that wiped nothing (QA 122); before their first
    move, all of a new game (QA 110)."""
    from game.core.events import (
        ActionPlayed,
        Busted,
        CardDrawn,
        Frozen,
        ModifierPlayed,
        SecondChanceUsed,
        Stayed,
        TieBreak,
        UnluckyWipe,
    )
    from game.i18n import msg, set_language
    from game.ui.history import Entry

    app = ui.app
    table = TableScene(app, Session(TWO_PEOPLE, seed=4, ai_seed=4))
    app.push(table)
    assert table.since_last_turn(0) == []  # no move of Ann's yet, nothing done to her
    history = table.model.history
    # Before her first move, a new game is all news: a Flip Three given to her then went
    # untold (QA 110); a continued game's news starts where it opened.
    given = Entry(table.model.round_number, False, msg("common.percent", n=0), "plain", (2, 0),
                  ActionPlayed("flip3", 2, 0))  # type: ignore[arg-type]
    history.append(given)
    assert table.since_last_turn(0) == [given]
    history.remove(given)
    session = Session(TWO_PEOPLE, seed=4, ai_seed=4)
    while not session.is_person(session.pending.seat) or len(session.game.moves) < 6:
        session.play(session.computer_move() if not session.is_person(session.pending.seat)
                     else session.pending.options[0])
    resumed = TableScene(app, Session.resume(session.record()), resumed=True)
    # A continued game's news starts after each person's last move as the record has
    # it (QA 148: a hand-over left unanswered told nothing after Continue): the history
    # of the game cut just after that move.
    record = session.record()
    for person in (0, 1):
        last = max(i for i, (seat, _move) in enumerate(record.moves) if seat == person)
        cut = replace(record, moves=record.moves[:last + 1])
        upto = TableScene(app, Session.resume(cut)).model.history
        assert resumed.seen_upto[person] == len(upto) <= len(resumed.model.history)
    table.seen_upto[0] = len(history)

    def told(event: object, *seats: int, round_: int = 2) -> Entry:
        entry = Entry(round_, False, msg("common.percent", n=len(history)), "plain", seats,
                      event)  # type: ignore[arg-type]
        history.append(entry)
        return entry

    table.model.round_number = 2
    told(Busted(0, "9"), 0, round_=1)  # the round before: its summary told it
    told(ModifierPlayed("-2", 3, 0), 3, 0, round_=1)
    told(CardDrawn(0, "5"), 0)
    told(ActionPlayed("freeze", 2, 1), 2, 1)
    told(ActionPlayed("freeze", 2, 0), 2, 0)
    frozen = told(Frozen(0, 2), 2, 0)
    minus = told(ModifierPlayed("-4", 3, 0), 3, 0)
    bust = told(Busted(0, "5"), 0)
    told(Stayed(0), 0)
    told(Busted(1, "7"), 1)
    told(TieBreak((1, 0)), 1, 0)
    told(UnluckyWipe(0, ()), 0)  # nothing wiped, nothing changed (QA 113, QA 122)
    wiped = told(UnluckyWipe(0, ("5",)), 0)
    assert table.since_last_turn(0) == [frozen, minus, bust, wiped]
    history.remove(wiped)
    assert table.since_last_turn(0) == [frozen, minus, bust]
    table.seen_upto[0] = history.index(minus)
    assert table.since_last_turn(0) == [minus, bust]

    # Told under a question too, in any language, the panel reaching up to the seats
    # above it for the room (a question left none below its usual top: QA 96); its
    # heading says when some are left out.
    table.seen_upto[0] = history.index(frozen)
    table.turn_to(0)
    for code in ("en", "de", "nl"):
        set_language(code)
        for large in (False, True):
            app.settings.large_text = large
            handover = HandoverScene(app, table, 0, "Whose line gets the −10?")
            assert handover.recap == [frozen, minus, bust]
            rect, rows = handover.plan()
            # The news: the rows after its gap and heading, before the last two (a gap
            # and "Press Enter…").
            gap = max(i for i, (image, _) in enumerate(rows[:-2]) if image is None)
            news = [image for image, _ in rows[gap + 2:-2]]
            # At 5 seats a question's lines leave room for two, or one with Large text;
            # the heading then says how many of how many.
            assert len(news) >= (1 if large else 2), (code, large)
            said = t("handover.since") if len(news) == 3 else tn(
                "handover.since_some", len(news), total=3)
            heading = app.assets.text(said, app.assets.size(SMALL), (0, 0, 0), "bold")
            assert rows[gap + 1][0] is not None
            assert rows[gap + 1][0].get_size() == heading.get_size(), (code, large)
            front = table.layout.seats[table.front].rect
            assert handover.menu_button().rect.bottom < front.y
            for box in table.layout.seats:
                header = pygame.Rect(box.rect.x, box.rect.y, box.rect.w, 6 + box.tier.header)
                assert not rect.colliderect(header), (code, large, box.seat)
    set_language("en")
    app.settings.large_text = False

    # A sentence too long for the panel gives way to its short form (the German
    # Second Chance's was always cut: QA 96).
    history.append(Entry(2, False, msg("log.saved", name="W" * 30, card="an 8"), "good", (0,),
                         SecondChanceUsed(0, "8"), msg("log.saved_short", name="Ann",
                                                       card="an 8")))
    handover = HandoverScene(app, table, 0)
    _rect, rows = handover.plan()
    short = app.assets.text("Second Chance saves Ann from an 8.", app.assets.size(SMALL),
                            (0, 0, 0))
    assert any(image is not None and image.get_size() == short.get_size() for image, _ in rows)


def test_the_news_tells_the_cards_a_flip_three_made_the_person_draw(ui) -> None:  # type: ignore[no-untyped-def]
    """"Fenna plays Flip Three on Maartje." was the news, without the 6, 8 and Freeze it
    made her draw, which is what came of it (QA 135): the draws another's Flip Three,
    Flip Four or Just One More forced on the person are news; their own are not, nor
    another seat's draws that follow."""
    from game.core.events import ActionPlayed, CardDealt, CardDrawn, CardSetAside, Stopped
    from game.i18n import msg
    from game.ui.history import Entry

    app = ui.app
    table = TableScene(app, Session(TWO_PEOPLE, seed=4, ai_seed=4))
    app.push(table)
    history = table.model.history
    table.seen_upto[0] = len(history)
    round_ = table.model.round_number

    def told(event: object, *seats: int) -> Entry:
        entry = Entry(round_, False, msg("common.percent", n=len(history)), "plain", seats,
                      event)  # type: ignore[arg-type]
        history.append(entry)
        return entry

    told(CardDrawn(0, "4"))  # dealt: no news (the table shows it)
    played = told(ActionPlayed("flip3", 2, 0), 2, 0)
    drawn = [told(CardDrawn(0, "6"), 0), told(CardSetAside(0, "freeze"), 0),
             told(CardDrawn(0, "8"), 0)]
    told(CardDealt(1, "3"), 1)
    told(CardDrawn(0, "9"), 0)  # after another seat's card: not the Flip Three's
    told(ActionPlayed("flip3", 0, 0), 0)  # her own Flip Three on herself
    told(CardDrawn(0, "10"), 0)
    more = told(ActionPlayed("onemore", 3, 0), 3, 0)
    last = [told(CardDrawn(0, "2"), 0), told(Stopped(0, "onemore"), 0)]
    assert table.since_last_turn(0) == [played, *drawn, more, *last]
    assert table.since_last_turn(1) == []


def test_news_with_room_for_few_lines_keeps_the_action_that_made_the_draws(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    """With room for two to four lines the news said "Ann draws a 12. Ann draws an
    11." and left out "Eva plays Flip Four on Ann.", which made her (QA 137): where
    the lines shown begin among such draws, the action comes first."""
    from drawn_helpers import record_texts

    from game.core.events import ActionPlayed, CardDrawn

    app = ui.app
    app.settings.large_text = True
    table = TableScene(app, Session(TWO_PEOPLE, seed=4, ai_seed=4))
    app.push(table)
    ui.step()
    table.seen_upto[0] = len(table.model.history)
    for event in (ActionPlayed("flip4", 2, 0), CardDrawn(0, "12"), CardDrawn(0, "11"),
                  CardDrawn(0, "5"), CardDrawn(0, "3")):
        table.model.apply(event)
    told = [entry.text for entry in table.since_last_turn(0)]
    assert len(told) == 5
    table.turn_to(0)
    handover = HandoverScene(app, table, 0, "Whose line gets the −10?")
    drawn = record_texts(app.assets, monkeypatch)
    counts = set()
    for room in range(40, 400, 8):
        drawn.clear()
        handover._recap_rows(room)
        shown = [text for text in told if any(words == text for words, _ in drawn)]
        counts.add(len(shown))
        if len(shown) >= 2:
            assert shown[0] == told[0] and shown[-1] == told[-1], room
            assert shown[1:] == told[len(told) - len(shown) + 1:], room
    assert {2, 3, 4, 5} <= counts
    # And it draws so, under a question, with Large text.
    app.push(handover)
    ui.step()
    app.settings.large_text = False


SEED = 1


def test_a_hand_over_tells_the_news_since_the_persons_last_turn(ui, files) -> None:  # type: ignore[no-untyped-def]
    """In a played game, the hand-over shows "Since your last turn:" and the newest of
    that person's news that fit, the panel and its Menu button still above their seat."""
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, Session(TWO_PEOPLE, seed=SEED, ai_seed=SEED, files=files))
    app.push(TitleScene(app))
    app.push(table)
    told: list[list[str]] = []

    def check(handover: HandoverScene) -> None:
        news = table.since_last_turn(handover.seat)
        assert handover.recap == news
        start = table.seen_upto.get(handover.seat, len(table.model.history))
        assert all(table.model.history.index(entry) >= start for entry in news)
        rect, rows = handover.plan()
        front = table.layout.seats[table.front].rect
        assert handover.menu_button().rect.bottom < front.y and rect.bottom < front.y
        shown = [image for image, _ in rows if image is not None]
        if news:  # under a question too (it left no room: QA 96)
            heading = app.assets.text(t("handover.since"), app.assets.size(SMALL),
                                      (0, 0, 0), "bold")
            assert any(image.get_height() == heading.get_height() for image in shown)
            told.append([entry.text for entry in handover.recap])

    _drive(ui, table, 4000, check)
    assert told, "no hand-over had news to tell"


@pytest.mark.parametrize("large", [False, True])
def test_the_hand_over_covers_no_seat_at_any_table_size(ui, large: bool) -> None:  # type: ignore[no-untyped-def]
    """At 3 and 6 seats the panel's top corners lay over the upper side seats' cards,
    at 9 seats over their boxes' corners: it is narrower there, up to 2 px from
    them, and never so narrow that the table's tool buttons peek out at its sides."""
    app = ui.app
    app.settings.large_text = large
    widths = {}
    for n in range(3, 19):
        seats = [Seat("Ann"), Seat("Ben")] + [Seat(f"C{i}", "balanced") for i in range(n - 2)]
        table = TableScene(app, Session(TableSetup(tuple(seats)), seed=n, ai_seed=n))
        app.push(table)
        handover = HandoverScene(app, table, 1)
        app.push(handover)
        rect, _rows = handover.plan()
        menu = handover.menu_button().rect
        for box in table.layout.seats:
            assert not rect.colliderect(box.rect), (n, box.seat)
            assert not menu.colliderect(box.rect), (n, box.seat)
        for tool in table.layout.tools:
            assert rect.contains(tool) or not rect.colliderect(tool), n
        widths[n] = rect.w
        app.pop()
        app.pop()
    assert widths[4] == widths[12] == 620  # where nothing comes beside it, as it was
    assert widths[3] < 620 and widths[6] < 620


def test_a_finished_game_the_full_disk_kept_nowhere_is_not_left_without_asking(
        ui, files, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The disk filled mid-game and stayed full to the end: the finished game was kept
    nowhere (the save held an earlier move), yet Play again, Title and closing the window
    left it without a word, and the notice called that earlier save the finished game
    (QA 98). Each now asks first, and the notice says what was set aside."""
    import errno

    from game.storage import files as storage
    from game.ui.scene_gameover import GameOverScene

    app = ui.app
    app.settings.speed = "instant"
    setup = TableSetup((Seat("Ann", "balanced"), Seat("Ben", "balanced"),
                        Seat("Cat", "careful")), target=50)
    table = TableScene(app, Session(setup, seed=4, ai_seed=4, files=files))
    app.push(table)
    ui.until(lambda: len(table.session.game.moves) >= 3, limit=2000)
    earlier = files.current.read_text()

    def full(path, data) -> None:  # type: ignore[no-untyped-def]
        raise storage.FileProblem(path, storage.os_reason(OSError(errno.ENOSPC, "full")))

    def full_too(folder, stem, suffix, data) -> None:  # type: ignore[no-untyped-def]
        full(folder / (stem + suffix), data)

    monkeypatch.setattr(storage, "write_bytes", full)
    monkeypatch.setattr(storage, "write_new", full_too)  # where finished games are kept
    ui.until(lambda: isinstance(app.top, SummaryScene | GameOverScene), limit=20000)
    while not isinstance(app.top, GameOverScene):
        if isinstance(app.top, SummaryScene):
            ui.key(pygame.K_RETURN)
        ui.step()
    over = app.top
    assert table.session.finished and table.session.archived is None
    assert files.current.read_text() == earlier  # an earlier move, not the end
    # Worded for a finished game: nothing is left to "keep playing" (QA 100).
    for leave, yes in ((over.play_again, "Play again, lose it"),
                       (over.to_title, "Leave, lose it"), (app.close, "Close, lose it")):
        leave()
        question = app.top
        assert isinstance(question, ConfirmScene), leave
        assert str(question.question) == "Your game is not kept"
        assert str(question.detail) == ("Why: no space left on device. If you go on from "
                                        "here, this game is lost.")
        assert [str(w.label) for w in question.menu.widgets] == [yes, "Stay here"]
        # "Couldn't keep the finished game" beside the question, not across the top
        # over the winner's name (QA 100).
        assert any("Couldn't keep the finished game" in text for text, _left in app.notices)
        assert app.notices_over(question)
        question.no()
        assert app.top is over and app.running
    over.play_again()
    app.top.yes()  # type: ignore[union-attr]
    assert isinstance(app.top, TableScene) and app.top is not table
    aside = [p for p in files.current.parent.iterdir() if ".replaced-" in p.name]
    assert [p.read_text() for p in aside] == [earlier]
    said = [text for text, _left in app.notices if "finished game" in text]
    assert said == [f"Couldn't keep the finished game: no space left on device. An earlier "
                    f"save of it is set aside as {aside[0].name}, not written over."]


@pytest.mark.parametrize("seats", [4, 5, 6])
def test_a_notice_at_a_hand_over_stays_in_the_tables_corner(ui, tmp_path, seats: int) -> None:  # type: ignore[no-untyped-def]
    """A new hot-seat game whose first save failed said so as the table opened; the
    first hand-over then sent the notice across the top, over the upper seats' names
    and totals (QA 109). It keeps to the table's free corner, clear of the panel (where
    the corner has room for it: at 9 seats and more the table itself says a two-line
    notice across the top)."""
    blocker = tmp_path / "blocker"
    blocker.write_text("")  # a file where the save's folder should be
    people = (Seat("Ann"), Seat("Ben"))
    setup = TableSetup(people + tuple(Seat(f"C{n}", "balanced") for n in range(seats - 2)))
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, Session(setup, seed=2, ai_seed=2,
                                    files=GameFiles(blocker / "current.flip7.json")))
    app.push(table)
    ui.until(lambda: isinstance(app.top, HandoverScene), limit=400)
    handover = app.top
    assert isinstance(handover, HandoverScene)
    said = [text for text, _ in app.notices if text.startswith("Couldn't save your game")]
    assert said  # still showing at the hand-over
    area = handover.notice_area
    assert area is not None and area == table.layout.notices
    screen = pygame.Surface(app.screen.get_size())
    app._draw_notices(screen)
    inked = [(x, y) for y in range(0, screen.get_height(), 2)
             for x in range(0, screen.get_width(), 2) if screen.get_at((x, y))[:3] != (0, 0, 0)]
    assert inked and all(area.collidepoint(p) for p in inked)
    seat_boxes = [box.rect for box in table.layout.seats]
    assert not [p for p in inked if any(rect.collidepoint(p) for rect in seat_boxes)]


def test_a_language_switch_under_a_hand_over_renames_the_numbered_people_everywhere(
        ui) -> None:  # type: ignore[no-untyped-def]
    """People who never typed a name are "Spieler 1", "Spieler 2" at a shared screen.
    Switched to English while a hand-over was up, the seats said "Player 2" but the
    hand-over, the lines under the piles and the History kept "Spieler 2" (QA 110):
    every sentence words those names when it is shown."""
    from game.i18n import set_language

    set_language("de")
    app = ui.app
    app.settings.speed = "instant"
    setup = TableSetup((Seat("Spieler 1"), Seat("Spieler 2"), Seat("Cat", "balanced"),
                        Seat("Dev", "bold")), target=150)
    table = TableScene(app, Session(setup, seed=4, ai_seed=4))
    app.push(table)
    seen: list[HandoverScene] = []

    def look(handover: HandoverScene) -> None:
        if len(seen) == 2:  # a later hand-over: the History has both people in it
            app.set_language("en")
            ui.step()
        seen.append(handover)

    _drive(ui, table, 3000, look)
    assert len(seen) >= 3
    handover = seen[2]
    assert handover.name in ("Player 1", "Player 2")
    told = " ".join(entry.text for entry in table.model.history)
    assert "Player 1" in told and "Player 2" in told and "Spieler" not in told
    assert not [line for line in table.model.log if "Spieler" in line]


def test_large_text_switched_over_a_hand_over_lays_the_table_out_at_once(ui) -> None:  # type: ignore[no-untyped-def]
    """Large text switched from the menu of a hand-over: the table behind the curtain
    kept the old layout and size until the curtain went, then jumped (QA 119)."""
    from game.ui.layout import table_layout
    from game.ui.scene_table import TableScene

    app = ui.app
    app.settings.speed = "instant"
    seats = (Seat("Ann"), Seat("Ben"), Seat("Cat", "balanced"), Seat("Dev", "balanced"))
    table = TableScene(app, Session(TableSetup(seats), seed=3, ai_seed=3))
    app.push(table)
    ui.until(lambda: isinstance(app.top, HandoverScene), limit=400)
    ui.step(20)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    app.settings.large_text = True  # as the Settings screen opened from there would
    ui.key(pygame.K_ESCAPE)  # back to the hand-over, the table drawn under it
    assert isinstance(app.top, HandoverScene)
    ui.step(3)
    try:
        assert table.large and table.layout == table_layout(table.game.n, table.front, True)
    finally:
        app.settings.large_text = False


def test_the_hand_overs_fade_in_keeps_one_shade_whatever_its_frames(ui, files) -> None:  # type: ignore[no-untyped-def]
    """Each frame of the fade-in asked for a full-screen shade of its own alpha, and
    every one was kept: about 400 MB over an evening's hand-overs, frame times varying
    on a real clock (QA 124). However its frames fall, the cache does not grow, and
    the shade is as dark as the fade says."""
    app = ui.app
    _table, handover = _at_first_hand_over(ui)
    surface = pygame.Surface((1280, 720))
    handover.time = 0.0
    handover.draw(surface)
    before = app.assets.cache_size()
    for step in range(1, 60):
        handover.time = step * 0.2 / 61  # a new alpha each frame
        handover.draw(surface)
    assert app.assets.cache_size() == before
    # The dimming itself: white under the shade at full fade is 255 * (1 - 120/255).
    surface.fill((255, 255, 255))
    handover.time = 1.0
    handover.draw(surface)
    assert abs(surface.get_at((4, 4))[0] - (255 - 120)) <= 2


def test_the_dealer_is_lit_while_the_next_round_is_swept_and_announced(ui) -> None:  # type: ignore[no-untyped-def]
    """Under "Round 2 · C3 deals" the seat that acted last in round 1 stayed lit
    (QA 128): the sweep lights the dealer."""
    from game.session import Session, TableSetup
    from game.ui.beats import SweepBeat
    from game.ui.scene_summary import SummaryScene
    from game.ui.scene_table import TableScene

    app = ui.app
    app.settings.speed = "normal"
    table = TableScene(app, Session(TableSetup.quick(4, person=None), seed=21, ai_seed=21))
    app.push(table)
    ui.until(lambda: isinstance(app.top, SummaryScene), limit=20000)
    ui.step(2)
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_RETURN)
    ui.until(lambda: any(isinstance(b, SweepBeat) and b.elapsed > 0.2
                         for b in table.director.running))
    sweep = next(b for b in table.director.running if isinstance(b, SweepBeat))
    assert sweep.event.number == 2 and table.lit_seat == sweep.event.dealer


class _Stop(Exception):
    """Raised from a hand-over check to stop driving the table there."""


def test_a_hand_over_left_unanswered_tells_its_news_again_after_continue(ui, files) -> None:  # type: ignore[no-untyped-def]
    """"Since your last turn: Cat steals the 13 from Ben." — the group quit to the title
    before Ben answered, and after Continue his hand-over told nothing (a continued game
    took all its history as seen: QA 148). The record says when each person last moved:
    the news is told again. L at a hand-over hands over and opens the History."""
    from game.ui.scene_history import HistoryScene

    app = ui.app
    app.settings.speed = "instant"
    app.push(TitleScene(app))
    table = TableScene(app, Session(TWO_PEOPLE, seed=SEED, ai_seed=SEED, files=files))
    app.push(table)
    news: list[str] = []

    def stop_at_news(handover: HandoverScene) -> None:
        if handover.recap:
            news.extend(entry.text for entry in handover.recap)
            raise _Stop

    with pytest.raises(_Stop):
        _drive(ui, table, 6000, stop_at_news)
    handover = app.top
    assert isinstance(handover, HandoverScene) and news
    ui.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.quit_to_title()
    ui.step(2)
    title = app.top
    assert isinstance(title, TitleScene)
    title.continue_game()
    ui.step(3)
    again = app.top
    assert isinstance(again, HandoverScene) and again.seat == handover.seat
    assert [entry.text for entry in again.recap] == news
    ui.step(handover_wait())
    ui.key(pygame.K_l)
    assert isinstance(app.top, HistoryScene)
    # Closed, the History leaves the hand-over as it was: the Enter that meant "play"
    # after it made the waiting choice at once (QA 157).
    ui.key(pygame.K_l)
    assert app.top is again
    ui.key(pygame.K_RETURN)
    assert app.top is again  # a quiet moment first, as after any screen over it
    ui.step(handover_wait())
    ui.key(pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.choice is not None


def test_a_bust_is_said_whole_before_the_table_turns_to_the_next_person(ui) -> None:  # type: ignore[no-untyped-def]
    """Ann busts; "BUST" over her cards was cut off, still whole, by Bea's hand-over
    (the table turning clears its effects: QA 147). The hand-over waits for the word."""
    import random

    from game.core.editions import CLASSIC, full_deck
    from game.ui.effects import Banner

    top = ["5", "6", "7", "5"]
    rest = full_deck(CLASSIC, 3)
    for card in top:
        rest.remove(card)
    random.Random(0).shuffle(rest)
    setup = TableSetup((Seat("Ann"), Seat("Bea"), Seat("Cat", "balanced")))
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, Session(setup, seed=0, ai_seed=0, deck=top + rest, dealer=2))
    app.push(TitleScene(app))
    app.push(table)
    for _ in range(300):
        if isinstance(app.top, HandoverScene):
            ui.step(handover_wait())
            ui.key(pygame.K_RETURN)
        if table.choice is not None and app.top is table:
            break
        ui.step()
    assert table.choice is not None and table.choice.decision.seat == 0
    ui.step(40)  # the table's wait after a hand-over
    app.settings.speed = "normal"
    ui.key(pygame.K_h)  # Ann's second 5
    banners: list[Banner] = []
    for _ in range(300):
        if isinstance(app.top, HandoverScene):
            break
        banners += [e for e in table.effects.items if isinstance(e, Banner)
                    and e not in banners]
        ui.step()
    assert isinstance(app.top, HandoverScene) and app.top.seat == 1
    assert banners and all(banner.done for banner in banners)  # each said to its end


def test_a_zero_swapped_in_by_another_is_news_with_the_draws_it_brings(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Dev swapped his Zero for Ann's 11 while she waited; the Zero then drew a 12 and
    a 6 for her (V-9, V-10), a Flip 7. Her hand-over's one line repeated the question
    above it ("Ann chooses: +15 … or −15 …"), the Swap hidden and the two draws not
    counted at all (QA 157): they are news, led by the Swap, and a Brutal Flip 7 is
    said short."""
    from drawn_helpers import record_texts

    from game.core.events import CardDrawn, CardsSwapped, Flip7, Stayed
    from game.ui.history import Entry
    from game.ui.scene_table import _forced_draws, newest_told

    swap = Entry(1, False, "Dev swaps", "", (3, 3, 1),  # type: ignore[arg-type]
                 CardsSwapped(3, (3, "0"), (1, "11")))
    told = [swap] + [Entry(1, False, "…", "", (s,), e)  # type: ignore[arg-type]
                     for s, e in ((0, Stayed(0)), (1, CardDrawn(1, "12")),
                                  (1, CardDrawn(1, "6")), (1, Flip7(1)))]
    assert [forced for _, forced in _forced_draws(told, 1)] == [False, False, True, True,
                                                                  False]
    assert [forced for _, forced in _forced_draws(told, 0)] == [False] * 5  # not Mia's
    # The Zero's draws come turn after turn, between the others' (QA 160: only the
    # first was news); they end when the Zero leaves the line.
    from game.core.events import CardStolen

    turns = [swap] + [Entry(1, False, "…", "", (s,), e)  # type: ignore[arg-type]
                      for s, e in ((1, CardDrawn(1, "3")), (3, CardDrawn(3, "4")),
                                   (1, CardDrawn(1, "5")), (3, CardDrawn(3, "6")),
                                   (3, CardStolen(3, 1, "0")), (1, CardDrawn(1, "7")))]
    assert [forced for _, forced in _forced_draws(turns, 1)] == [
        False, True, False, True, False, False, False]
    # Another Swap of her line that leaves her the Zero does not end its news (QA 162).
    again = CardsSwapped(3, (3, "5"), (1, "12"))
    later = [*turns[:4], Entry(1, False, "…", "", (3, 3, 1), again),  # type: ignore[arg-type]
             Entry(1, False, "…", "", (1,), CardDrawn(1, "6"))]  # type: ignore[arg-type]
    assert [forced for _, forced in _forced_draws(later, 1)][-1] is True
    news = [swap, *told[2:]]
    assert newest_told(news, 2, 1)[0] is swap  # the cause first, not a bare draw
    # The Brutal Flip 7's entry, at the hand-over, is its short form.
    table, handover = _at_first_hand_over(ui)
    table.model.brutal = True
    seat = handover.seat
    flip = table.model.history[-1]
    handover.recap = [Entry(flip.round, False, t("log.flip7_brutal", name="Bea"),  # type: ignore[arg-type]
                            "", (seat,), Flip7(seat), short=t("log.flip7_short", name="Bea"))]
    handover._plans.clear()  # laid out afresh with this news
    drawn = record_texts(ui.app.assets, monkeypatch)
    handover.draw(ui.app.screen)
    words = [w for w, _ in drawn]
    assert t("log.flip7_short", name="Bea") in words
    assert t("log.flip7_brutal", name="Bea") not in words


def test_a_card_set_aside_is_news_once_not_as_its_draw_too() -> None:
    """Flip Four on Dev: he draws a 6, then Just One More, set aside until the draws are
    done (V-4). "Dev draws Just One More." and "Dev sets Just One More aside…" took two
    of the hand-over's lines and pushed out his 8 (QA 167): the set-aside says it."""
    from game.core.events import ActionPlayed, CardDrawn, CardSetAside
    from game.ui.history import Entry
    from game.ui.scene_table import _forced_draws

    events = [ActionPlayed("flip4", 5, 3), CardDrawn(3, "6"), CardDrawn(3, "onemore"),
              CardSetAside(3, "onemore"), CardDrawn(3, "8")]
    told = [Entry(1, False, "…", "", (3,), e) for e in events]  # type: ignore[arg-type]
    assert [forced for _, forced in _forced_draws(told, 3)] == [
        False, True, False, True, True]


def test_the_news_at_the_body_size_fits_as_many_lines_as_before(ui) -> None:  # type: ignore[no-untyped-def]
    """At 18 px (QA 231) the news stood at the font's line height, and with Large text
    one line fewer fitted than at 16 px before (QA 233: 3 of 12 became 2 at 5 seats).
    The same counts as then, with and without Large text."""
    from game.core.events import SecondChanceUsed
    from game.i18n import msg
    from game.ui.history import Entry

    app = ui.app
    seats = (Seat("Ann"), Seat("Ben"), *(Seat(name, "balanced") for name in ("Cy", "Dee", "Eve")))
    table = TableScene(app, Session(TableSetup(seats, "vengeance", brutal=True), seed=4,
                                    ai_seed=4))
    app.push(table)
    ui.step()
    news = [Entry(2, False, msg("log.saved", name="Ann", card="an 8"), "good", (0,),
                  SecondChanceUsed(0, "8")) for _ in range(12)]
    for large, fits in ((False, 3), (True, 3)):
        app.settings.large_text = large
        table.turn_to(0)
        ui.step()
        handover = HandoverScene(app, table, 0)
        handover.recap = news
        _rect, rows = handover.plan()
        gap = max(i for i, (image, _) in enumerate(rows[:-2]) if image is None)
        assert len(rows[gap + 2:-2]) == fits, large
    app.settings.large_text = False

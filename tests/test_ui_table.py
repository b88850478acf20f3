"""The table, played headless: posted clicks and keys, a fake clock, dummy SDL.

Each test drives the real scenes through ``App.frame``; nothing is mocked
but time. Computers think for no time at "instant" speed, so a whole game
runs in about a second.
"""

from __future__ import annotations

import pygame
import pytest
from table_helpers import stacked_vengeance

from game.core.engine import ACTIVE
from game.core.moves import HIT, STEAL, SWAP, TARGET
from game.session import Seat, Session, TableSetup
from game.ui.scene_gameover import GameOverScene
from game.ui.scene_pause import PauseScene
from game.ui.scene_rules import RulesScene
from game.ui.scene_setup import SetupScene
from game.ui.scene_summary import SummaryScene
from game.ui.scene_table import TableScene
from game.ui.scene_title import TitleScene


def _session(computers: int = 3, seed: int = 1, people: int = 1, edition: str = "classic",
             brutal: bool = False, target: int = 200, plays: str = "balanced") -> Session:
    """A table of ``people`` people and ``computers`` computers, not saved."""
    names = ["You"] if people == 1 else [f"P{i + 1}" for i in range(people)]
    seats = [Seat(n) for n in names] + [Seat(f"C{i + 1}", plays) for i in range(computers)]
    return Session(TableSetup(tuple(seats), edition, brutal, target), seed=seed, ai_seed=seed)


def _table(app) -> TableScene:  # type: ignore[no-untyped-def]
    scene = next(s for s in reversed(app.scenes) if isinstance(s, TableScene))
    return scene


def test_title_shows_version_and_quick_game_starts_a_classic_table(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    ui.step()
    quick = app.top.menu.widgets[0]
    assert quick.label == "Quick game"
    ui.click(quick.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.game.n == 4 and table.game.edition.name == "classic"
    assert table.session.people == [0] and table.model.you == 0
    assert "click" in app.sound.played


def test_human_plays_rounds_with_keys_and_clicks(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "instant"
    app.push(TitleScene(app))
    app.push(TableScene(app, _session(3, seed=11)))
    table = _table(app)
    moves = 0
    summaries = []
    for _ in range(1500):
        ui.step()
        top = app.top
        if isinstance(top, SummaryScene):
            summaries.append(top.event)
            ui.key(pygame.K_RETURN)  # at instant speed the count-up is already done
            assert app.top is not top
            if len(summaries) == 2:
                break
            continue
        choice = table.choice
        if choice is None or top is not table:
            continue
        decision = choice.decision
        # Every legal option can be picked, and nothing else can.
        assert {p.move for p in choice.picks} == set(decision.options)
        assert table.model.matches(table.game)
        if decision.kind == "turn":
            hit = table.model.seats[0].round_score < 18
            ui.key(pygame.K_h if hit else pygame.K_s)
        else:  # targets and the like: click the first offered pick
            ui.click(choice.picks[0].rect.center)
        moves += 1
    assert moves > 0, "the human was never asked"
    assert len(summaries) == 2
    assert [s.total for s in table.model.seats][:1] == [summaries[-1].totals[0]] or \
        table.model.round_number > summaries[-1].number


def test_a_click_on_the_deck_draws_as_hit_does(ui) -> None:  # type: ignore[no-untyped-def]
    """A new player clicks the deck to draw, and nothing happened (QA 236): at their
    turn it is Hit."""
    app = ui.app
    app.settings.speed = "instant"
    app.push(TitleScene(app))
    app.push(TableScene(app, _session(3, seed=11)))
    table = _table(app)
    ui.until(lambda: table.choice is not None and app.top is table
             and table.choice.decision.kind == "turn", limit=600)
    drawn = len(table.game.moves)
    seat = table.choice.decision.seat
    ui.click(table.layout.deck.center)
    assert len(table.game.moves) > drawn  # (the computers may play on at once)
    assert table.game.moves[drawn][0] == seat and table.game.moves[drawn][1].do == "hit"


def test_clicks_on_the_deck_that_hurry_the_computers_do_not_hit(ui) -> None:  # type: ignore[no-untyped-def]
    """Clicked on and on to skip the computers' cards, the deck drew cards for the person
    0.23 s after their turn showed (QA 238): a click in a run of clicks is one more of
    them; after a pause, the deck is Hit again."""
    ui.app.settings.speed = "normal"
    seats = (Seat("You"), *(Seat(name, "balanced") for name in ("Ann", "Ben", "Cat")))
    table = TableScene(ui.app, Session(TableSetup(seats, "classic"), seed=2, ai_seed=2))
    ui.app.push(table)
    turns = 0
    for frame in range(1500):
        ui.step()
        if ui.app.top is not table:
            ui.key(pygame.K_RETURN, 20)  # a round's summary
            continue
        if frame % 15 == 0:  # four clicks a second on the deck
            ui.click(table.layout.deck.center)
        turns += table.choice is not None and table.choice.decision.kind == "turn"
    assert turns > 100  # the person's turn stood while the clicks went on
    assert not [move for seat, move in table.game.moves if seat == 0 and move.do == "hit"]
    ui.step(30)  # a pause
    ui.click(table.layout.deck.center)
    assert [move.do for seat, move in table.game.moves if seat == 0][-1:] == ["hit"]


def test_computers_play_a_whole_game_to_the_game_over_screen(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.options.autoplay = True
    app.push(TitleScene(app))
    app.push(TableScene(app, _session(4, seed=5, people=0), instant=True))
    table = _table(app)
    ui.until(lambda: isinstance(app.top, GameOverScene), limit=3000)
    assert table.game.finished
    assert table.model.winner == table.game.winner
    assert [s.total for s in table.model.seats] == table.game.totals
    # The last round's cards lie in the lines, counted once: not on the pile as well.
    on_table = sum(len(s.line) + len(s.held) for s in table.model.seats)
    assert table.model.discard_count + on_table == len(table.game.discard)
    ui.step(2)
    assert "win" in app.sound.played


def test_game_over_names_a_person_as_the_table_did(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """QA: a person seated as Ann was "Ann" at the table and in every round's summary,
    then "You" in the game-over standings and the race, as if another player."""
    from drawn_helpers import record_texts

    app = ui.app
    seats = (Seat("Ann"), Seat("Ben", "balanced"), Seat("Cat", "bold"))
    app.push(TitleScene(app))
    table = TableScene(app, Session(TableSetup(seats, target=50), seed=7, ai_seed=7),
                       instant=True)
    app.push(table)
    for _ in range(4000):  # Ann hits below 15 and stays after; Enter for anything else
        top = app.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, SummaryScene):
            ui.key(pygame.K_RETURN)
        elif top is table and table.choice is not None:
            turn = table.choice.decision.kind == "turn"
            low = table.model.seats[0].round_score < 15
            ui.key((pygame.K_h if low else pygame.K_s) if turn else pygame.K_RETURN)
        else:
            ui.step()
    over = app.top
    assert isinstance(over, GameOverScene)
    assert _table(app).model.you == 0  # the one person: the table speaks to Ann
    assert over.chart.names == ["Ann", "Ben", "Cat"]
    drawn = record_texts(app.assets, monkeypatch)
    ui.step()
    words = {w for w, _ in drawn}
    assert "Ann" in words and "You" not in words


def _computers_to_game_over(ui, seed: int) -> GameOverScene:  # type: ignore[no-untyped-def]
    """Three computers play a short game (target 50) to its game-over screen."""
    app = ui.app
    app.options.autoplay = True
    app.push(TitleScene(app))
    app.push(TableScene(app, _session(3, seed=seed, people=0, target=50), instant=True))
    ui.until(lambda: isinstance(app.top, GameOverScene), limit=3000)
    over = app.top
    assert isinstance(over, GameOverScene)
    return over


def test_the_replay_from_game_over_goes_back_to_game_over(ui) -> None:  # type: ignore[no-untyped-def]
    """Watch again, then Back (or Esc): the standings again, not the title."""
    from game.ui.scene_viewer import ViewerScene

    app = ui.app
    over = _computers_to_game_over(ui, seed=8)
    ui.step(2)
    watch = over.menu.widgets[1]
    ui.click(watch.rect.center)
    assert isinstance(app.top, ViewerScene)
    ui.step(5)
    ui.key(pygame.K_ESCAPE)
    assert app.top is over
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_vengeance_brutal_eighteen_seats_plays_to_the_end(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.options.autoplay = True
    app.push(TableScene(app, _session(18, seed=2, people=0, edition="vengeance", brutal=True,
                                      target=100, plays="careful"), instant=True))
    table = _table(app)
    ui.until(lambda: isinstance(app.top, GameOverScene), limit=4000)
    assert table.game.finished and table.game.rules.brutal


def test_exit_when_done_runs_the_loop_and_returns_zero(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.options.autoplay = True
    app.options.exit_when_done = True
    app.push(TableScene(app, _session(3, seed=8, people=0, target=50), instant=True))
    assert app.run() == 0
    assert isinstance(app.top, GameOverScene)


def test_animations_play_over_time_and_space_skips_them(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "normal"
    app.push(TableScene(app, _session(5, seed=4)))
    table = _table(app)
    ui.step(3)
    assert table.director.busy, "the opening deal should still be flying"
    shown = sum(len(s.line) + len(s.held) for s in table.model.seats)
    assert shown < 6
    ui.key(pygame.K_SPACE)
    assert not table.director.busy
    assert sum(len(s.line) + len(s.held) for s in table.model.seats) >= 6


def test_pause_resumes_and_quits_to_title(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    app.push(TableScene(app, _session(3, seed=1)))
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TableScene)
    ui.key(pygame.K_ESCAPE)
    quit_button = app.top.menu.widgets[-1]
    ui.click(quit_button.rect.center)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def _new_game(ui) -> SetupScene:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    new = next(w for w in app.top.menu.widgets if w.label == "New game")
    ui.click(new.rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    return setup


def _forward(ui, widget) -> None:  # type: ignore[no-untyped-def]
    """Click the right half of a selector: its next value."""
    ui.click((widget.rect.right - 8, widget.rect.centery))


def test_setup_screen_starts_a_brutal_vengeance_table(ui) -> None:  # type: ignore[no-untyped-def]
    setup = _new_game(ui)
    assert [d.person for d in setup.drafts] == [True, False, False, False]
    assert not setup.brutal.enabled
    _forward(ui, setup.edition)  # vengeance
    assert setup.brutal.enabled
    _forward(ui, setup.brutal)  # on
    ui.click(setup.add_computer.rect.center)
    ui.click(setup.start_button.rect.center)
    table = ui.app.top
    assert isinstance(table, TableScene)
    assert table.game.rules.brutal and table.game.edition.name == "vengeance"
    assert table.game.n == 5 and table.session.people == [0]


@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_brutal_mode_in_classic_says_why_it_cannot_change(ui, code: str) -> None:  # type: ignore[no-untyped-def]
    """In Classic the Brutal mode row showed "‹ — ›", arrows that did nothing and said
    nothing (QA 84): it shows no arrows and says it is With a Vengeance's, in a room
    that holds the words whole; in Vengeance its arrows and value are back."""
    from game.i18n import set_language, t

    setup = _new_game(ui)
    set_language(code)
    assets = ui.app.assets
    drawn: list[tuple[str, int]] = []
    real = assets.text

    def text(words: str, size: int, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append((words, real(words, size, *args, **kwargs).get_width()))
        return real(words, size, *args, **kwargs)

    assets.text = text  # type: ignore[method-assign]
    setup.brutal.draw(pygame.Surface((1280, 720)), assets, False)
    words = [w for w, _ in drawn]
    assert "‹" not in words and "›" not in words and "—" not in words
    idle = t("setup.brutal_idle")
    assert idle in words and "Vengeance" in idle
    label_width, idle_width = drawn[0][1], drawn[-1][1]
    assert 18 + label_width + 16 + idle_width <= setup.brutal.rect.w - 18
    _forward(ui, setup.edition)  # vengeance
    drawn.clear()
    setup.brutal.draw(pygame.Surface((1280, 720)), assets, False)
    assert "‹" in [w for w, _ in drawn] and idle not in [w for w, _ in drawn]


def test_the_new_game_form_keeps_its_table_after_esc(ui) -> None:  # type: ignore[no-untyped-def]
    """Esc on New game lost every change (QA 41: ten seats' names and temperaments):
    the table set up is kept for next time, as Start keeps it; a form that could not
    start a game (a seat without a name) leaves the last kept table as it was."""
    setup = _new_game(ui)
    _forward(ui, setup.edition)  # vengeance
    ui.click(setup.add_computer.rect.center)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.app.top, TitleScene)
    setup = _new_game(ui)
    assert str(setup.edition.value) == "vengeance" and len(setup.drafts) == 5
    kept = ui.app.settings.setup
    _who, name, *_ = setup.seat_rows[1]
    ui.click(name.rect.center)
    for _ in range(len(name.text)):
        ui.key(pygame.K_BACKSPACE, frames=0)
    ui.key(pygame.K_ESCAPE)
    assert ui.app.settings.setup == kept


def test_setup_seats_people_and_computers_with_their_own_temperaments(ui) -> None:  # type: ignore[no-untyped-def]
    """Issue 13.2: each seat a person or a computer, every name editable, each
    computer its own temperament (or a risk from 5 % to 60 %)."""
    from game.ai import ExpertPolicy, ThresholdPolicy

    setup = _new_game(ui)
    ui.click(setup.add_person.rect.center)
    _who, name, kind, risk, _remove = setup.seat_rows[4]
    assert setup.drafts[4].person and not kind.enabled and not risk.enabled
    ui.click(name.rect.center)
    for _ in range(len(name.text)):
        ui.key(pygame.K_BACKSPACE, frames=0)
    for letter in "Bo":  # letters are typed text in a name, never Hit or Stay
        ui.key(getattr(pygame, f"K_{letter.lower()}"), frames=0)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        ui.step()
    assert setup.drafts[4].name == "Bo"
    _who, _name, kind1, risk1, _ = setup.seat_rows[1]
    while kind1.value != "custom":
        _forward(ui, kind1)
    # From Bold's 40 %, the last temperament's on the way (QA 138).
    assert risk1.enabled and risk1.value == 0.40
    _forward(ui, risk1)
    _forward(ui, risk1)  # 40 % -> 45 % -> 50 %
    _who, _name, kind2, _risk2, _ = setup.seat_rows[2]
    while kind2.value != "expert":
        _forward(ui, kind2)
    ui.click(setup.start_button.rect.center)
    table = ui.app.top
    assert isinstance(table, TableScene)
    plays = [seat.plays for seat in table.session.seats]
    assert plays == ["human", "threshold:0.5", "expert", "balanced", "human"]
    assert table.session.seats[4].name == "Bo"
    policies = table.session.policies
    assert isinstance(policies[1], ThresholdPolicy) and policies[1].risk == 0.5
    assert isinstance(policies[2], ExpertPolicy) and policies[2].chasers >= {0, 4}


def test_enter_on_a_setup_row_goes_to_start_and_changes_nothing(ui) -> None:  # type: ignore[no-untyped-def]
    setup = _new_game(ui)
    assert setup.grid.focused is setup.start_button
    ui.key(pygame.K_RIGHT)  # Start -> Back
    ui.key(pygame.K_RIGHT)  # -> "+ Add a person", on the same line
    ui.key(pygame.K_UP)  # -> the last seat
    who = setup.seat_rows[3][0]
    assert setup.grid.focused is who
    before = setup.chosen()
    ui.key(pygame.K_RETURN)
    assert setup.grid.focused is setup.start_button and setup.chosen() == before
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_UP):
        ui.key(key)
    ui.key(pygame.K_RIGHT)  # Left/Right change the focused value: computer -> person
    assert setup.drafts[3].person
    ui.key(pygame.K_TAB)  # along the row to the name
    assert setup.grid.focused is setup.seat_rows[3][1]


def test_up_and_down_on_the_setup_follow_the_screen(ui) -> None:  # type: ignore[no-untyped-def]
    """Up from Start went to "+ Add a person", in the other column: Up and Down now keep
    to the column on screen (the rules over Start on the left, the seats over the Add
    buttons on the right), each wrapping round within it."""
    setup = _new_game(ui)
    grid = setup.grid

    def after(key: int) -> object:
        ui.key(key)
        return grid.focused

    assert grid.focused is setup.start_button
    assert after(pygame.K_UP) is setup.target
    assert after(pygame.K_UP) is setup.edition  # Brutal mode is off in the classic game
    assert after(pygame.K_UP) is setup.start_button  # round again, within the column
    assert after(pygame.K_DOWN) is setup.edition
    ui.key(pygame.K_DOWN)
    assert after(pygame.K_DOWN) is setup.start_button  # Target score -> Start
    ui.key(pygame.K_RIGHT)
    assert grid.focused is setup.back_button and after(pygame.K_UP) is setup.target
    grid.focus_on(setup.add_person)
    assert after(pygame.K_UP) is setup.seat_rows[-1][0]  # the last seat, not the target
    grid.focus_on(setup.seat_rows[-1][4])  # its ×
    assert after(pygame.K_DOWN) is setup.add_computer
    assert after(pygame.K_DOWN) is setup.seat_rows[0][1]  # round to the first seat's name
    grid.focus_on(setup.seat_rows[0][1])
    assert after(pygame.K_UP) is setup.add_person


def test_the_focus_on_a_seats_remove_button_stands_out(ui) -> None:  # type: ignore[no-untyped-def]
    """The × that takes a seat away showed its focus as a ring on its own gold edge: now
    the × itself turns gold and the ring stands off the edge by a dark gap."""
    from game.ui.theme import GOLD

    setup = _new_game(ui)
    focused, other = setup.seat_rows[1][4], setup.seat_rows[2][4]
    setup.grid.focus_on(setup.seat_rows[1][2])  # the kind (the risk is dimmed)
    ui.key(pygame.K_TAB)  # to the second seat's ×
    assert setup.grid.focused is focused
    ui.app.draw()
    screen = ui.app.screen

    def gold(x: int, y: int) -> bool:
        return sum(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], GOLD, strict=True)) < 60

    def gold_in(rect: pygame.Rect) -> int:
        return sum(gold(x, y) for x in range(rect.left, rect.right)
                   for y in range(rect.top, rect.bottom))

    face = focused.rect.inflate(-16, -16)
    assert gold_in(face) > 20 and gold_in(other.rect.inflate(-16, -16)) == 0
    x = focused.rect.centerx
    assert gold(x, focused.rect.y - 4) and not gold(x, focused.rect.y - 2)  # ring, gap
    assert not gold(x, other.rect.y - 4)  # no ring round a × without the focus


def test_an_impossible_table_is_explained_and_cannot_start(ui) -> None:  # type: ignore[no-untyped-def]
    setup = _new_game(ui)
    ui.click(setup.seat_rows[3][4].rect.center)  # remove the fourth seat
    ui.click(setup.seat_rows[2][4].rect.center)  # and the third: two are left
    assert len(setup.drafts) == 2
    assert setup.chosen().problems() == ["Flip 7 needs at least 3 players."]
    assert not setup.start_button.enabled
    ui.click(setup.start_button.rect.center)
    assert ui.app.top is setup
    ui.click(setup.add_person.rect.center)
    name = setup.seat_rows[2][1]
    ui.click(name.rect.center)
    for _ in range(len(name.text)):
        ui.key(pygame.K_BACKSPACE, frames=0)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=setup.drafts[0].name))
    ui.step()
    assert setup.chosen().problems() == [f"Two seats are called {setup.drafts[0].name}."]
    assert not setup.start_button.enabled
    for _ in range(len(setup.drafts[0].name)):
        ui.key(pygame.K_BACKSPACE, frames=0)
    ui.step()
    assert setup.chosen().problems() == ["Seat 3 has no name."]
    # Letters the game's font has no glyph for showed as empty boxes, and two such
    # names looked alike everywhere (QA fourteenth pass): the form says so instead.
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\u0645\u062d\u0645\u062f"))
    ui.step()
    assert setup.problems(setup.chosen()) == ["Seat 3's name has letters this game cannot show."]
    assert not setup.start_button.enabled
    for _ in range(4):
        ui.key(pygame.K_BACKSPACE, frames=0)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zo\u00eb \u0141ukasz"))
    ui.step()
    assert setup.problems(setup.chosen()) == [] and setup.start_button.enabled


def _words_drawn(ui, monkeypatch, scene):  # type: ignore[no-untyped-def]
    """A function that draws ``scene`` and returns every text it drew, joined."""
    drawn: list[str] = []
    real = ui.app.assets.text

    def text(words: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(ui.app.assets, "text", text)

    def words() -> str:
        drawn.clear()
        scene.draw(ui.app.screen)
        return " ".join(drawn)

    return words


@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_the_setups_red_line_names_no_rule_id(ui, monkeypatch, code: str) -> None:  # type: ignore[no-untyped-def]
    """Players saw "Flip 7 needs at least 3 players (G-2).": the form's red line now
    says it without the rulebook's id, in every language (the code cites G-2)."""
    import re

    setup = _new_game(ui)
    ui.app.set_language(code)
    ui.click(setup.seat_rows[3][4].rect.center)
    ui.click(setup.seat_rows[2][4].rect.center)  # two seats are left
    red = _words_drawn(ui, monkeypatch, setup)()
    assert {"en": "at least 3", "de": "mindestens 3", "nl": "minstens 3"}[code] in red
    assert not re.search(r"\b[CVG]-[0-9A-Z]", red), red


def test_the_setup_says_what_vengeance_and_brutal_bring(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A new player chose With a Vengeance and Brutal with nothing on the form saying
    what they bring, and met their cards unexplained (QA fourteenth pass)."""
    setup = _new_game(ui)
    notes = _words_drawn(ui, monkeypatch, setup)
    assert "With a Vengeance:" not in notes() and "Brutal:" not in notes()  # classic
    _forward(ui, setup.edition)
    assert "the Zero" in notes() and "Brutal:" not in notes()
    _forward(ui, setup.brutal)
    assert "the Zero" in notes() and "take 15 off" in notes()


def test_a_table_of_computers_only_can_be_watched(ui) -> None:  # type: ignore[no-untyped-def]
    setup = _new_game(ui)
    _forward(ui, setup.seat_rows[0][0])  # the person becomes a computer
    assert setup.chosen().people == [] and setup.start_button.enabled
    ui.click(setup.start_button.rect.center)
    assert isinstance(ui.app.top, TableScene) and ui.app.top.session.people == []


def test_the_last_setup_is_remembered(ui) -> None:  # type: ignore[no-untyped-def]
    setup = _new_game(ui)
    _forward(ui, setup.edition)
    ui.click(setup.add_person.rect.center)
    ui.click(setup.start_button.rect.center)
    remembered = ui.app.settings.setup
    assert remembered is not None and remembered["edition"] == "vengeance"
    again = SetupScene(ui.app)
    assert again.chosen() == TableSetup.from_json(remembered)
    assert [d.person for d in again.drafts] == [True, False, False, False, True]


def test_a_name_set_in_settings_seats_you_at_the_remembered_table(ui) -> None:  # type: ignore[no-untyped-def]
    """Settings says the name is "Your seat's name in a quick game and in a new game",
    yet New game kept the remembered table's "You" (or the name before), and a player's
    games counted under two names (QA 73). The player's own seat takes the new name;
    the other person's stays."""
    from game.session.seats import HUMAN, Seat

    app = ui.app
    kept = TableSetup((Seat("You", HUMAN), Seat("Zoe", HUMAN), Seat("Ann", "careful")))
    app.settings.setup = kept.to_json()
    app.settings.name = "Sam"
    assert [d.name for d in SetupScene(app).drafts] == ["Sam", "Zoe", "Ann"]
    setup = SetupScene(app)
    ui.app.push(setup)
    ui.click(setup.start_button.rect.center)
    assert isinstance(app.top, TableScene)
    assert [s.name for s in app.top.session.setup.seats] == ["Sam", "Zoe", "Ann"]
    app.settings.name = "Max"  # renamed again: the seat kept as "Sam" is the player's
    assert [d.name for d in SetupScene(app).drafts] == ["Max", "Zoe", "Ann"]
    app.settings.name = "Zoe"  # never onto another seat's name
    assert [d.name for d in SetupScene(app).drafts] == ["Sam", "Zoe", "Ann"]


def test_the_setup_lists_eighteen_seats_with_scrolling(ui) -> None:  # type: ignore[no-untyped-def]
    setup = _new_game(ui)
    while setup.add_computer.enabled:
        ui.click(setup.add_computer.rect.center)
    assert len(setup.drafts) == 18 and setup.start_button.enabled
    assert setup.scroll == 9  # the newest seats are in view
    ui.app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=20))
    ui.step()
    assert setup.scroll == 0
    ui.click(setup.start_button.rect.center)
    assert isinstance(ui.app.top, TableScene) and ui.app.top.game.n == 18


def test_rules_page_scrolls(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    rules_button = next(w for w in app.top.menu.widgets if w.label == "Rules")
    ui.click(rules_button.rect.center)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.max_scroll > 0
    ui.key(pygame.K_END, frames=60)
    assert rules.scroll == rules.max_scroll
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_the_rules_set_the_rulebooks_codes_dimmer(ui, code: str) -> None:  # type: ignore[no-untyped-def]
    """Players took "(G-7)" at the end of every Rules sentence for words to understand
    (QA 66, QA 84): each bracket of codes is set dimmer than the sentence, whole on
    one line, and no code is left in the sentence's colour."""
    import re

    from game.core.editions import CLASSIC, VENGEANCE
    from game.i18n import set_language
    from game.ui.scene_rules import RulesPage
    from game.ui.theme import MUTED

    set_language(code)
    assets = ui.app.assets
    parts: list[tuple[str, tuple[int, int, int]]] = []
    real = assets.render

    def render(text: str, size: int, color, *args, **kwargs):  # type: ignore[no-untyped-def]
        parts.append((text, color))
        return real(text, size, color, *args, **kwargs)

    assets.render = render  # type: ignore[method-assign]
    for edition in (CLASSIC, VENGEANCE):
        RulesPage(assets, edition)
    codes = [(text, color) for text, color in parts if re.search(r"[CGV]-[0-9SB]", text)]
    assert len(codes) > 20
    assert all(color == MUTED and text.startswith("(") and text.endswith(")")
               for text, color in codes), [c for c in codes if c[1] != MUTED][:3]


@pytest.mark.parametrize("code", ["en", "de", "nl"])
@pytest.mark.parametrize("large", [False, True])
def test_the_rules_keys_describe_in_one_column(ui, code: str, large: bool) -> None:  # type: ignore[no-untyped-def]
    """With Large text in German the words beside "←→ ↑↓ Enter" began 15 px right of
    every other key's (QA 202): every key row's words start in one column, past the
    widest row of key chips."""
    from game.core.editions import CLASSIC, VENGEANCE
    from game.i18n import set_language
    from game.ui.scene_rules import RulesPage

    set_language(code)
    ui.app.settings.large_text = large

    class Watched(RulesPage):
        starts: list[int]
        chips: list[int]

        def _place(self, block, y):  # type: ignore[no-untyped-def]
            if block[0] == "key":
                before = len(self.items)
                bottom = super()._place(block, y)
                placed = self.items[before:]
                chips = placed[:len(block[1])]
                self.chips.append(chips[-1][1][0] + chips[-1][0].get_width())
                self.starts.append(placed[len(block[1])][1][0])
                return bottom
            return super()._place(block, y)

    for edition in (CLASSIC, VENGEANCE):
        Watched.starts, Watched.chips = [], []
        page = Watched(ui.app.assets, edition)
        assert len(page.starts) >= 5 and len(set(page.starts)) == 1, page.starts
        assert max(page.chips) + 10 <= page.starts[0]


# ---------------------------------------------------------------------- stacked decks


def _human_table(ui, session: Session) -> TableScene:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, session)
    app.push(table)
    ui.until(lambda: table.choice is not None, limit=50)
    return table


def test_steal_by_clicking_a_card(ui) -> None:  # type: ignore[no-untyped-def]
    table = _human_table(ui, stacked_vengeance(["5", "7", "9", "steal"]))
    ui.key(pygame.K_h)  # hit: draws the Steal
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == STEAL, 50)
    pick = next(p for p in table.choice.picks if p.seat == 2)
    ui.click(pick.rect.center)
    ui.until(lambda: table.director.idle, 50)
    assert table.game.lines[0] == ["5", "9"]
    assert table.model.seats[0].line == ["5", "9"]


def test_swap_by_keyboard_and_undo_by_right_click(ui) -> None:  # type: ignore[no-untyped-def]
    table = _human_table(ui, stacked_vengeance(["5", "7", "9", "swap"]))
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == SWAP, 50)
    choice = table.choice
    ui.key(pygame.K_RETURN)  # first card: the focused one
    assert choice.first is not None
    ui.click((5, 5), button=3)  # right-click undoes it
    assert choice.first is None
    first = next(p for p in choice.picks if p.seat == 1)
    ui.click(first.rect.center)
    second = next(p for p in choice.picks if p.seat == 2)
    ui.click(second.rect.center)
    ui.until(lambda: table.director.idle, 50)
    assert table.game.lines[1][0] == "9" and table.game.lines[2][0] == "7"
    assert table.model.matches(table.game)


def test_swap_by_two_enters_plays_the_suggested_swap(ui) -> None:  # type: ignore[no-untyped-def]
    """The focus starts on a card of the swap a Balanced computer would make, and once
    that card is chosen, on its partner: Enter, Enter does no harm (QA nineteenth pass:
    card choices started on the first card of the screen)."""
    table = _human_table(ui, stacked_vengeance(["5", "7", "9", "swap"]))
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == SWAP, 50)
    choice = table.choice
    suggested = table.session.suggestion(choice.decision)
    assert suggested.other is not None
    ends = {(suggested.player, suggested.card), suggested.other}
    first = choice.picks[choice.focus]
    assert (first.seat, first.card) in ends
    ui.key(pygame.K_RETURN)
    assert choice.first == (first.seat, first.card)
    assert choice.picks[choice.focus].move == suggested
    lines = [list(line) for line in table.game.lines]
    ui.key(pygame.K_RETURN)
    ui.until(lambda: table.director.idle, 50)
    (a, card_a), (b, card_b) = (suggested.player, suggested.card), suggested.other
    assert card_b in table.game.lines[a] and card_a in table.game.lines[b]
    assert table.game.lines != lines


def test_target_with_arrow_keys_and_enter(ui) -> None:  # type: ignore[no-untyped-def]
    table = _human_table(ui, stacked_vengeance(["5", "7", "9", "flip4"]))
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == TARGET, 50)
    choice = table.choice
    seats = table.layout.seats

    def focused() -> int:
        seat = choice.picks[choice.focus].seat
        assert seat is not None
        return seat

    # The arrows go where they point: you sit at the bottom, Ann left, Ben right.
    ui.key(pygame.K_DOWN)
    assert focused() == 0
    ui.key(pygame.K_LEFT)
    assert focused() == 1 and seats[1].rect.centerx < seats[0].rect.centerx
    ui.key(pygame.K_RIGHT)
    assert focused() == 2 and seats[2].rect.centerx > seats[0].rect.centerx
    ui.key(pygame.K_RIGHT)  # nothing further right: round to the far side
    assert focused() == 1
    target = focused()
    ui.key(pygame.K_RETURN)
    ui.until(lambda: table.director.idle, 80)
    assert len(table.game.lines[target]) > 1 or table.game.status[target] != ACTIVE


def test_hit_button_click(ui) -> None:  # type: ignore[no-untyped-def]
    table = _human_table(ui, stacked_vengeance(["5", "7", "9", "3"]))
    hit = next(p for p in table.choice.picks if p.move is not None and p.move.do == HIT)
    ui.click(hit.rect.center)
    ui.until(lambda: table.director.idle, 50)
    assert table.game.lines[0][:2] == ["5", "3"]


def test_hit_and_the_menu_act_on_the_release_over_them(ui) -> None:  # type: ignore[no-untyped-def]
    """At the table, as in every menu, a button acts when the mouse button comes up over
    the one it went down on: a press on Hit or on Menu that slides off does nothing (the
    table's picks and tools acted on the press: QA 98)."""
    from game.ui.scene_pause import PauseScene

    table = _human_table(ui, stacked_vengeance(["5", "7", "9", "3"]))
    hit = next(p for p in table.choice.picks if p.move is not None and p.move.do == HIT)
    menu = next(rect for tool, rect in table.tools.placed() if tool is table.tools.menu)
    away = (hit.rect.centerx, hit.rect.top - 120)
    for spot in (hit.rect.center, menu.center):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=away, button=1))
        ui.step(20)
        assert ui.app.top is table and table.choice is not None
        assert table.game.lines[0] == ["5"]
    # Pressed on Menu, let go over Hit: neither.
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=menu.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=hit.rect.center, button=1))
    ui.step(20)
    assert ui.app.top is table and table.game.lines[0] == ["5"]
    ui.click(menu.center)
    assert isinstance(ui.app.top, PauseScene)
    ui.key(pygame.K_ESCAPE)
    ui.click(hit.rect.center)
    ui.until(lambda: table.director.idle, 50)
    assert table.game.lines[0][:2] == ["5", "3"]


def test_brutal_flip7_offers_the_bonus_button_and_every_rival(ui) -> None:  # type: ignore[no-untyped-def]
    from game.core.moves import ATTACK, BONUS, Decision, Move
    from game.ui.decisions import Choice

    table = _human_table(ui, stacked_vengeance(["5", "7", "9", "3"]))
    options = (Move(BONUS), Move(ATTACK, 1), Move(ATTACK, 2))
    choice = Choice(Decision(0, "flip7", options), table)
    assert {p.move for p in choice.picks} == set(options)
    button = next(p for p in choice.picks if p.kind == "button")
    assert _click(choice, button.rect.center) == Move(BONUS)
    seat_two = table.layout.seats[2].rect.center
    assert _click(choice, seat_two) == Move(ATTACK, 2)
    assert _click(choice, (2, 2)) is None  # nothing there


def _click(choice, pos: tuple[int, int], until: tuple[int, int] | None = None):  # type: ignore[no-untyped-def]
    """Press the left button at ``pos`` and let it go at ``until`` (there too by
    default): what the choice plays on the release (nothing on the press)."""
    from game.ui.input import Click, Release

    assert choice.handle(Click(pos)) is None
    return choice.handle(Release(until or pos))


def test_a_pick_is_played_on_the_release_over_it(ui) -> None:  # type: ignore[no-untyped-def]
    """A press on a pick lights it; the release over the same pick plays it, as buttons
    do: a press on Hit that slid off to think again drew a card (QA 98). A release
    over another pick than the pressed one plays neither."""
    from game.core.moves import ATTACK, BONUS, Decision, Move
    from game.ui.decisions import Choice
    from game.ui.input import Release

    table = _human_table(ui, stacked_vengeance(["5", "7", "9", "3"]))
    options = (Move(BONUS), Move(ATTACK, 1), Move(ATTACK, 2))
    choice = Choice(Decision(0, "flip7", options), table)
    button = next(p for p in choice.picks if p.kind == "button")
    seat_two = table.layout.seats[2].rect.center
    assert _click(choice, button.rect.center, until=(2, 2)) is None  # slid off
    assert _click(choice, seat_two, until=button.rect.center) is None  # onto another
    assert choice.picks[choice.focus].move == Move(ATTACK, 2)  # the press lit it
    assert choice.handle(Release(button.rect.center)) is None  # no press before
    assert _click(choice, seat_two) == Move(ATTACK, 2)


def test_log_and_model_match_the_game_after_every_human_decision(ui) -> None:  # type: ignore[no-untyped-def]
    table = _human_table(ui, stacked_vengeance(["5", "7", "9", "steal"]))
    assert table.model.matches(table.game)
    assert any("deals" in line for line in table.model.log)


def test_a_long_name_in_a_narrow_seat_is_cut_with_an_ellipsis(ui) -> None:  # type: ignore[no-untyped-def]
    """At 18 seats a 14-letter name does not fit beside the total: it ends in "…"
    (it used to be clipped through a letter), and a short name is shown whole."""
    seats = (Seat("You"), Seat("Maximilian Jan", "balanced"), Seat("Ann", "balanced"),
             *(Seat(f"C{i}", "balanced") for i in range(15)))
    table = TableScene(ui.app, Session(TableSetup(seats), seed=1, ai_seed=1))
    shown = table.view.shown_name(1)
    assert shown.endswith("…") and "Maximilian Jan".startswith(shown[:-1].rstrip())
    box = table.layout.seats[1]
    total = ui.app.assets.font("black", box.tier.total_size).size("0")[0]
    assert ui.app.assets.font("bold", box.tier.name_size).size(shown)[0] \
        <= box.rect.w - 24 - total - 12
    assert table.view.shown_name(2) == "Ann"
    assert table.view.shown_name(0) == "You"


def _icons_drawn(ui) -> tuple[pygame.Surface, list[str]]:  # type: ignore[no-untyped-def]
    """A screen that lists the icons (by name) blitted onto it, and that list."""
    drawn: list[str] = []
    tagged: dict[int, str] = {}
    real = ui.app.assets.scaled

    def scaled(name: str, width: int, height: int, keep: bool = True) -> pygame.Surface:
        image = real(name, width, height, keep)
        tagged[id(image)] = name
        return image

    class Spy(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):  # type: ignore[no-untyped-def]
            if id(source) in tagged:
                drawn.append(tagged[id(source)])
            return super().blit(source, dest, *args, **kwargs)

    ui.app.assets.scaled = scaled
    return Spy((1280, 720)), drawn


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("count", [3, 10, 16, 18])
def test_a_long_name_leaves_room_for_the_dealer_chip(  # type: ignore[no-untyped-def]
        ui, count: int, large: bool) -> None:
    """At 16 seats of 13- and 14-letter names no seat showed the dealer chip: the name
    took the whole room and the chip was drawn only where room was left (QA 42). A long
    name now gives way to the dealer chip in every seat, beside a three-digit total,
    with or without Large text; the Second Chance's and the frozen icon (the seat's
    line and the words under the name show them too) take the room left over."""

    from game.core import cards as C

    ui.app.settings.large_text = large
    names = ("Bartholomäus", "Wilhelmina V", "WWWWWWWWWWWW", "Maximiliane-")
    seats = tuple(Seat(f"{names[i % 4]} {chr(65 + i)}", "balanced") for i in range(count))
    table = TableScene(ui.app, Session(TableSetup(seats), seed=1, ai_seed=1))
    surface, drawn = _icons_drawn(ui)
    table.model.seats[0].total = 188
    for seat, box in enumerate(table.layout.seats):
        view = table.model.seats[seat]
        table.model.dealer = seat
        view.line = [C.CHANCE]
        view.status = "frozen"
        drawn.clear()
        table.view._draw_header(surface, seat, box.rect, False)
        assert drawn[:1] == ["icon_dealer"], (count, seat, drawn)
        assert drawn[1:] == ["icon_chance", "icon_ice"][:len(drawn) - 1]


@pytest.mark.parametrize("large", [True, False])
def test_a_name_takes_the_room_its_total_leaves(ui, large: bool) -> None:  # type: ignore[no-untyped-def]
    """At 11 seats in German Large text "Bartholomäus" was cut to "Bartholom…" while
    every total was 0 and the room was there (QA 37): a name has the room left of the
    table's widest total, as the status line has, and never reaches its own total."""
    from game.i18n import set_language

    ui.app.settings.large_text = large
    set_language("de")
    names = ("Ann", "Bartholomäus", *(f"Spieler {i}" for i in range(3, 12)))
    seats = tuple(Seat(name, "balanced") for name in names)
    table = TableScene(ui.app, Session(TableSetup(seats, "vengeance"), seed=1, ai_seed=1))
    assert table.view.shown_name(1) == "Bartholomäus"  # a side seat, not the front one
    assets = ui.app.assets
    for totals in ((0,) * 11, (155, 9, *(0,) * 9), (0, 1234, *(0,) * 9)):
        for seat, total in enumerate(totals):
            table.model.seats[seat].total = total
        for seat, box in enumerate(table.layout.seats):
            shown = table.view.shown_name(seat)
            right = box.rect.x + 12 + assets.font("bold", box.tier.name_size).size(shown)[0]
            width = assets.font("black", box.tier.total_size).size(str(totals[seat]))[0]
            assert right + 8 <= box.rect.right - 12 - width, (totals, seat, shown)


def test_a_name_cut_at_its_limit_says_so_even_in_a_full_field(ui) -> None:  # type: ignore[no-untyped-def]
    """"Maximilian-Alexander" became "Maximilian-Ale" with nothing said: the red count
    was left out whenever the name filled the field (QA fourteenth pass)."""
    from game.ui.theme import RED

    setup = _new_game(ui)
    name = setup.seat_rows[0][1]
    ui.click(name.rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Maximilian-Alexander"))
    ui.step()
    assert name.text == "Maximilian-Ale" and name.cut
    screen = pygame.Surface(ui.app.screen.get_size())
    name.draw(screen, ui.app.assets, True)
    right = range(name.rect.right - 60, name.rect.right - 8)
    assert any(screen.get_at((x, y))[:3] == RED
               for x in right for y in range(name.rect.y, name.rect.bottom))
    # Left, the count goes and the name has the whole field: "14/14" stayed after Tab
    # and squeezed it to "Maximiliane-…" (QA 40).
    screen.fill((0, 0, 0))
    name.draw(screen, ui.app.assets, False)
    assert not any(screen.get_at((x, y))[:3] == RED
                   for x in right for y in range(name.rect.y, name.rect.bottom))


def test_three_problems_are_all_said(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Three problems showed as two and "… and 1 more", in the line the third needs
    (QA fifteenth pass); a fourth is still summed up."""
    setup = _new_game(ui)
    words = _words_drawn(ui, monkeypatch, setup)
    for row in (1, 2, 3):
        name = setup.seat_rows[row][1]
        ui.click(name.rect.center)
        for _ in range(len(name.text)):
            ui.key(pygame.K_BACKSPACE, frames=0)
    ui.step()
    assert [p for p in setup.problems(setup.chosen())] == [
        "Seat 2 has no name.", "Seat 3 has no name.", "Seat 4 has no name."]
    drawn = words()
    assert "Seat 4 has no name." in drawn and "and 1 more" not in drawn
    assert "Fix the red lines to start." in drawn


def test_a_person_added_by_keyboard_is_named_by_typing_at_once(ui) -> None:  # type: ignore[no-untyped-def]
    """Enter on "+ Add a person" left the focus on the button, and the name typed next
    went nowhere (QA twenty-first pass): the focus goes to the new person's name."""
    setup = _new_game(ui)
    setup.grid.focus_on(setup.add_person)
    ui.key(pygame.K_RETURN)
    name = setup.seat_rows[-1][1]
    assert setup.drafts[-1].person and setup.grid.focused is name
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Bo"))
    ui.step()
    assert setup.drafts[-1].name == "Bo"


def test_a_second_enter_does_not_skip_the_game_over_screen(ui) -> None:  # type: ignore[no-untyped-def]
    """QA: Enter on the last summary's "See the winner", then Enter again, dealt a new
    game before the standings and the race were seen. Enter waits a moment on the game
    over screen; a click on its buttons does not."""
    from game.ui.scene_gameover import GUARD

    app = ui.app
    over = _computers_to_game_over(ui, seed=5)
    ui.key(pygame.K_RETURN)
    assert app.top is over  # too soon: the screen stays
    ui.step(int(GUARD * 60) + 2)
    ui.key(pygame.K_RETURN)  # Play again, the focused button
    assert over not in app.scenes  # a new game (the computers already play it; at
    # instant speed its new shuffle may even end it within the key's frames)
    assert any(isinstance(s, TableScene) and s is not over.table for s in app.scenes)


@pytest.mark.parametrize("large", [False, True])
def test_names_cut_alike_keep_the_ends_that_tell_them_apart(ui, large: bool) -> None:  # type: ignore[no-untyped-def]
    """At 18 seats with totals of three digits "Christopher" and "Christophe" both read
    "Christo…", a target to choose between them (QA 167): each keeps its own end."""
    from game.ui.theme import LARGE_STEP

    ui.app.settings.large_text = large
    pairs = ["Maximilian", "Maximiliane", "Konstantin", "Konstantina", "Valentina",
             "Valentino", "Christopher", "Christophe", "Alexandra", "Alexander",
             "Gwendolyn Moor", "Gwendolyn Moon", "Gwendolyn Mohr"]
    seats = tuple(Seat(name) for name in pairs) + tuple(
        Seat(f"C{i}", "balanced") for i in range(18 - len(pairs)))
    table = TableScene(ui.app, Session(TableSetup(seats, "vengeance"), seed=1, ai_seed=1))
    for seat, view in enumerate(table.model.seats):
        view.total = 188 if seat % 3 else -100  # rooms a total's width apart
    for front in (0, 5):
        table.turn_to(front)
        shown = [table.view.shown_name(seat) for seat in range(18)]
        assert any("…" in name for name in shown[:10])  # the case at hand
        assert len(set(shown)) == 18, shown
        # Nor is one the start of another ("Gwen…" beside "Gwendo…", QA 173).
        for name in shown:
            if name.endswith("…"):
                assert not [o for o in shown if o != name and o.startswith(name[:-1])], name
        for seat, box in enumerate(table.layout.seats):  # each still in its room
            words, size = table.view.name_fit(seat)
            # Never two steps smaller with Large text (QA 173).
            assert size >= box.tier.name_size - (LARGE_STEP if large else 0), words
            right = box.rect.x + 12 + ui.app.assets.font("bold", size).size(words)[0]
            width = ui.app.assets.font("black", box.tier.total_size).size(
                str(table.model.seats[seat].total))[0]
            assert right + 8 <= box.rect.right - 12 - width, (seat, words)


@pytest.mark.parametrize("total", [95, 150, 1000, -150])
@pytest.mark.parametrize("large", [False, True])
def test_twins_cut_alike_keep_the_ends_that_tell_them_apart(  # type: ignore[no-untyped-def]
        ui, large: bool, total: int) -> None:
    """A record's twins "Christopher Wa (2)" and "Christopher Ma (2)" at 16 seats read
    "Christ… (2)" and "Chris… (2)" in their headers (QA 209; the race legend told them
    apart already): a cut with a twin's number keeps the end that tells it too, where it
    fits, and no two headers read alike; also beside three-digit totals, where both read
    "Chris… (2)" again (QA 218): the number then without its space ("C…Wa(2)"); and
    beside four characters (1000, a Brutal −150), where both read "C… (2)" (QA 228):
    then without the start ("…Wa(2)")."""
    shown = _twin_headers(ui, large, ("Christopher Wa", "Christopher Ma", "Alexandrina Xy",
                                      "Bartholomäus K", "Ann", "Ben", "Cy", "Dee"), total)
    twins = [shown[seat] for seat in (1, 3)]
    # One of them at least keeps its telling end; the other then reads as the one left.
    assert any(name.endswith(("Wa (2)", "Ma (2)", "Wa(2)", "Ma(2)")) for name in twins), twins


@pytest.mark.parametrize("total", [150, 1000, -150])
@pytest.mark.parametrize("large", [False, True])
def test_twins_of_names_ending_alike_read_apart(  # type: ignore[no-untyped-def]
        ui, large: bool, total: int) -> None:
    """Beside four-character totals the last try kept none of the start, and the twins
    of "Christopher Wa" and "Alexandrina Wa" both read "…Wa(2)" (QA 230): a name without
    its start is told by an end no other seat has; two px smaller comes first."""
    shown = _twin_headers(ui, large, ("Christopher Wa", "Christopher Ma", "Alexandrina Wa",
                                      "Alexandrina Ma", "Ann", "Ben", "Cy", "Dee"), total)
    assert all(name.count("…") <= 1 and name.strip("…() 0123456789") for name in shown)


@pytest.mark.parametrize("seats", [9, 12])
@pytest.mark.parametrize("total", [-150, 1000])
def test_a_name_told_apart_does_not_read_as_a_third_seats(  # type: ignore[no-untyped-def]
        ui, seats: int, total: int) -> None:
    """"Bartholomäus L", told apart from "Bartholomäus K" (cut alike), read
    "Bartholom…L", and so did "Bartholomew L", told apart from "Bartholomew K", at 9-12
    seats beside four-character totals (QA 232): no header reads as another seat's."""
    names = ["Bartholomäus K", "Bartholomäus L", "Bartholomäus K", "Bartholomäus L",
             "Bartholomew K", "Bartholomew L", "Abe", "Ben", "Cy", "Dee", "Eva", "Fay"]
    table = TableScene(ui.app, Session(TableSetup(
        tuple(Seat(f"C{i}", "balanced") for i in range(seats)), "classic"), seed=3, ai_seed=3))
    for seat, view in enumerate(table.model.seats):
        view.recorded, view.twin = names[seat], 2 if seat in (2, 3) else 0
        view.total = total
    table.turn_to(0)
    shown = [table.view.shown_name(seat) for seat in range(seats)]
    assert any("…" in name and name[-1].isalpha() for name in shown)  # the case at hand
    for seat, header in enumerate(shown):
        left, number = header.removesuffix(" (2)"), header.endswith(" (2)")
        head, _dots, tail = left.partition("…")
        readers = [other for other, view in enumerate(table.model.seats)
                   if (view.twin == 2) == number
                   and view.recorded.startswith(head) and view.recorded.endswith(tail)]
        assert readers == [seat], (header, readers)


@pytest.mark.parametrize("large", [False, True])
def test_a_twin_keeps_its_number_where_its_space_does_not_fit(  # type: ignore[no-untyped-def]
        ui, large: bool) -> None:
    """"Plain 37 % (2)" read "Plai…" at 13 seats beside four-character totals, as if it
    were the first "Plain 37 %" (QA 232): its number stays, without its space."""
    ui.app.settings.large_text = large
    names = ["Custom 37 %", "Custom 37 %", "Custom 38 %", "Custom 37.5 %", "Custom 37 %",
             "Plain 37 %", "Plain 37 %", "Custom 3 %"]
    table = TableScene(ui.app, Session(TableSetup(
        tuple(Seat(f"C{i}", "balanced") for i in range(13)), "classic"), seed=3, ai_seed=3))
    for seat, view in enumerate(table.model.seats):
        view.recorded = names[seat] if seat < len(names) else f"P{seat}"
        view.twin = {1: 2, 4: 3, 6: 2}.get(seat, 0)
        view.total = -999
    table.turn_to(0)
    words, size = table.view.name_fit(6)
    assert words.endswith("(2)") and "…" in words, words
    assert ui.app.assets.font("bold", size).size(words)[0] <= table.view._name_room(6, None)


@pytest.mark.parametrize("large", [False, True])
def test_a_header_keeps_a_number_whole_before_letters_of_the_start(  # type: ignore[no-untyped-def]
        ui, large: bool) -> None:
    """`simulate --save`'s "Custom 38 %" beside "Custom 37 %" at 13 seats read "Cust…8 %"
    (as 8 %) where "Cu…38 %" fits (QA 238): every try with numbers whole comes before a
    cut inside one."""
    ui.app.settings.large_text = large
    names = ["Custom 37 %", "Custom 38 %"] + ["Balanced"] * 11
    table = TableScene(ui.app, Session(TableSetup(
        tuple(Seat(f"C{i}", "balanced") for i in range(13)), "classic"), seed=3, ai_seed=3))
    for seat, view in enumerate(table.model.seats):
        view.recorded, view.twin = names[seat], seat - 1 if seat > 2 else 0
        view.total = 150
    table.turn_to(0)
    shown = [table.view.shown_name(seat) for seat in (0, 1)]
    assert any("…" in words for words in shown)  # the case at hand
    for words in shown:
        _head, _dots, tail = words.partition("…")
        assert not tail or not tail[0].isdigit() or tail.startswith(("37", "38")), shown


def test_a_twins_few_letters_are_set_smaller_with_large_text(ui) -> None:  # type: ignore[no-untyped-def]
    """With Large text "A… (2)" ran 5 px past its room in a 13-seat dealer's header: its
    " (2)" was counted as letters, so a step smaller was not tried (QA 232)."""
    ui.app.settings.large_text = True
    table = TableScene(ui.app, Session(TableSetup(
        tuple(Seat(f"C{i}", "balanced") for i in range(13)), "classic"), seed=3, ai_seed=3))
    for seat, view in enumerate(table.model.seats):
        view.recorded = "Anne-Sophie Ko" if seat in (5, 6) else f"P{seat}"
        view.twin = 2 if seat == 6 else 0
        view.total = 150
    table.turn_to(0)
    table.model.dealer = 6  # the chip takes its share of the room
    words, size = table.view.name_fit(6)
    assert words.endswith("… (2)")  # the case at hand
    assert ui.app.assets.font("bold", size).size(words)[0] <= table.view._name_room(6, None)


@pytest.mark.parametrize("large", [False, True])
def test_twins_of_names_cut_already_keep_one_ellipsis(ui, large: bool) -> None:  # type: ignore[no-untyped-def]
    """Names a record from elsewhere holds longer than a screen shows ("Bartholomäus
    Ma…") as twins: their headers read "Barth…… (2)" and "Bart…e… (2)" (QA 212)."""
    shown = _twin_headers(ui, large, ("Bartholomäus Ma", "Bartholomäuse Wa", "Alexandrina Xyz",
                                      "Christopher Wax", "Ann", "Ben", "Cy", "Dee"))
    assert all(name.count("…") <= 1 for name in shown), shown


def _twin_headers(ui, large: bool, names: tuple[str, ...],  # type: ignore[no-untyped-def]
                  total: int = 95) -> list[str]:
    ui.app.settings.large_text = large
    table = TableScene(ui.app, Session(TableSetup(
        tuple(Seat(f"C{i}", "balanced") for i in range(16)), "classic"), seed=3, ai_seed=3))
    for seat, view in enumerate(table.model.seats):
        view.recorded, view.twin = names[seat // 2], seat % 2 * 2  # as a record's twins
        view.total = total
    table.turn_to(0)
    shown = [table.view.shown_name(seat) for seat in range(16)]
    assert len(set(shown)) == 16, shown
    twins = [shown[seat] for seat in (1, 3)]
    assert all(name.endswith("(2)") and "…" in name and "  " not in name
               for name in twins), twins
    return shown


@pytest.mark.parametrize("large", [False, True])
def test_a_narrow_seat_that_stayed_keeps_its_lock(ui, large: bool) -> None:  # type: ignore[no-untyped-def]
    """At 18 seats the line under a name says the points alone and leaves the state to
    the icon; a stayed "Quentin" beside a total of 100 had no room for the lock, and a
    bare "12" said nothing of the stay (QA 194). The name gives the icon its room, and
    a Second Chance's icon gives way to it."""

    from game.core import cards as C
    from game.core.engine import STAYED

    ui.app.settings.large_text = large
    names = ["Alexandrina", "Bartholomew", "Christabel", "Demetrius", "Evangeline",
             "Fitzgerald", "Gwendolyn", "Hildegard", "Ignatius", "Jacqueline", "Konstantin",
             "Leopoldine", "Maximilian", "Nathaniel", "Octavia", "Persephone", "Quentin",
             "Comp6"]
    seats = tuple(Seat(name, "balanced") for name in names)
    table = TableScene(ui.app, Session(TableSetup(seats), seed=5, ai_seed=5))
    surface, drawn = _icons_drawn(ui)
    table.model.dealer = 0
    checked = 0
    for seat, box in enumerate(table.layout.seats[1:], 1):
        for total, line in ((100, ["12"]), (0, []), (100, [])):
            for view in table.model.seats:
                view.total = 0
            view = table.model.seats[seat]
            view.total, view.line, view.status = total, line, STAYED
            view.round_score = 12 if line else 0
            for chance in (False, True):
                view.line = [*line, C.CHANCE] if chance else line
                shown = table.view.status_shown(seat)[0]
                if shown != table.view._status_text(seat)[0]:  # the state by its icon
                    drawn.clear()
                    table.view._draw_header(surface, seat, box.rect, False)
                    assert "icon_lock" in drawn, (seat, total, chance, shown, drawn)
                    checked += 1
    assert checked >= 10  # the narrow seats


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("count", [14, 16, 18])
def test_a_seat_that_stayed_keeps_the_end_that_tells_its_name_apart(  # type: ignore[no-untyped-def]
        ui, count: int, large: bool) -> None:
    """Taking the lock's room from the name cut "Ch…Bb", "Ch…Dd" and "Ch…Kk" to "Ch…"
    at 14-18 seats, several seats alike to choose between (QA 206): a seat's name is
    cut as before it stayed, and its lock goes before the points under it."""
    from game.core.engine import STAYED

    ui.app.settings.large_text = large
    names = [f"Christopher {chr(65 + n)}{chr(97 + n)}" for n in range(count)]
    table = TableScene(ui.app, Session(TableSetup(tuple(Seat(n, "balanced") for n in names),
                                                  target=1000), seed=5, ai_seed=5))
    surface, drawn = _icons_drawn(ui)
    table.model.dealer = 0
    for view in table.model.seats:
        view.total, view.line, view.round_score = 4444, ["12"], 12
    before = [table.view.shown_name(seat) for seat in range(count)]
    for view in table.model.seats[1:]:
        view.status = STAYED
    ui.app.frames += 1  # a frame later: what is worked out once a frame is worked out again
    assert [table.view.shown_name(seat) for seat in range(count)] == before
    for seat, box in enumerate(table.layout.seats[1:], 1):
        if table.view.status_shown(seat)[0] != table.view._status_text(seat)[0]:
            drawn.clear()
            table.view._draw_header(surface, seat, box.rect, False)
            assert "icon_lock" in drawn, (seat, drawn)


@pytest.mark.parametrize("count", [10, 14, 18])
def test_a_stopped_seats_words_keep_off_its_total_in_dutch_large_text(  # type: ignore[no-untyped-def]
        ui, count: int) -> None:
    """"Gestopt · 23" says the stop itself; the lock put before it moved it into the
    seat's total with Dutch Large text (QA 208). The icon goes before the points alone."""
    from game.core.engine import STAYED
    from game.i18n import set_language

    set_language("nl")
    ui.app.settings.large_text = True
    names = [f"IJsbrand van {chr(65 + n)}" for n in range(count)]
    table = TableScene(ui.app, Session(TableSetup(tuple(Seat(n, "balanced") for n in names),
                                                  "vengeance"), seed=5, ai_seed=5))
    placed: dict[int, pygame.Rect] = {}
    said: dict[int, str] = {}
    real = ui.app.assets.text

    def text(words: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        image = real(words, *args, **kwargs)
        said[id(image)] = words
        return image

    class Spy(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):  # type: ignore[no-untyped-def]
            if id(source) in said:
                placed[id(source)] = source.get_rect(topleft=dest) if isinstance(
                    dest, tuple) else pygame.Rect(dest)
            return super().blit(source, dest, *args, **kwargs)

    ui.app.assets.text = text  # type: ignore[method-assign]
    for view in table.model.seats:
        view.total, view.status, view.stopped = 120, STAYED, True
        view.line, view.round_score = ["12", "11"], 23
    checked = 0
    for seat, box in enumerate(table.layout.seats):
        words = table.view.status_shown(seat)[0]
        placed.clear()
        table.view._draw_header(Spy((1280, 720)), seat, box.rect, False)
        label = next(rect for key, rect in placed.items() if said[key] == words)
        total = next(rect for key, rect in placed.items() if said[key] == "120")
        assert not label.colliderect(total), (seat, words, label, total)
        checked += words != table.view._status_text(seat)[0]
    assert checked, "no seat said its stop short: the test shows nothing"

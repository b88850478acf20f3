"""The table, played headless: posted clicks and keys, a fake clock, dummy SDL.

Each test drives the real scenes through ``App.frame``; nothing is mocked
but time. Computers think for no time at "instant" speed, so a whole game
runs in about a second.
"""

from __future__ import annotations

import asyncio
import random

import pygame

from game.core import VENGEANCE, Game, Rules
from game.core.editions import full_deck
from game.core.engine import ACTIVE
from game.core.moves import HIT, STEAL, SWAP, TARGET
from game.ui.match import MatchConfig
from game.ui.scene_gameover import GameOverScene
from game.ui.scene_pause import PauseScene
from game.ui.scene_rules import RulesScene
from game.ui.scene_setup import SetupScene
from game.ui.scene_summary import SummaryScene
from game.ui.scene_table import TableScene
from game.ui.scene_title import TitleScene


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
    assert table.match.humans == {0}
    assert "click" in app.sound.played


def test_human_plays_rounds_with_keys_and_clicks(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "instant"
    app.push(TitleScene(app))
    app.push(TableScene(app, MatchConfig(computers=3, seed=11)))
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


def test_computers_play_a_whole_game_to_the_game_over_screen(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.options.autoplay = True
    app.push(TitleScene(app))
    app.push(TableScene(app, MatchConfig(computers=3, seed=5, autoplay=True)))
    table = _table(app)
    ui.until(lambda: isinstance(app.top, GameOverScene), limit=3000)
    assert table.game.finished
    assert table.model.winner == table.game.winner
    assert [s.total for s in table.model.seats] == table.game.totals
    ui.step(2)
    assert "win" in app.sound.played


def test_vengeance_brutal_eighteen_seats_plays_to_the_end(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.options.autoplay = True
    app.push(TableScene(app, MatchConfig(edition="vengeance", brutal=True, computers=17,
                                         seed=2, autoplay=True, target=100,
                                         personality="careful")))
    table = _table(app)
    ui.until(lambda: isinstance(app.top, GameOverScene), limit=4000)
    assert table.game.finished and table.game.rules.brutal


def test_exit_when_done_runs_the_loop_and_returns_zero(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.options.autoplay = True
    app.options.exit_when_done = True
    app.push(TableScene(app, MatchConfig(computers=2, seed=8, autoplay=True, target=50)))
    assert app.run() == 0
    assert isinstance(app.top, GameOverScene)


def test_the_async_loop_runs_the_same_frames(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.options.autoplay = True
    app.options.exit_when_done = True
    app.push(TableScene(app, MatchConfig(computers=2, seed=9, autoplay=True, target=50)))
    assert asyncio.run(app.run_async()) == 0


def test_animations_play_over_time_and_space_skips_them(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "normal"
    app.push(TableScene(app, MatchConfig(computers=5, seed=4)))
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
    app.push(TableScene(app, MatchConfig(computers=3, seed=1)))
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TableScene)
    ui.key(pygame.K_ESCAPE)
    quit_button = app.top.menu.widgets[-1]
    ui.click(quit_button.rect.center)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_setup_screen_starts_a_brutal_vengeance_table(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    ui.click(app.top.menu.widgets[1].rect.center)  # New game
    setup = app.top
    assert isinstance(setup, SetupScene)
    assert not setup.brutal.enabled
    for _ in range(4):  # from Start up to Edition (the disabled Brutal row is skipped)
        ui.key(pygame.K_UP, frames=0)
    ui.key(pygame.K_RIGHT)  # Edition: vengeance
    assert setup.brutal.enabled
    ui.key(pygame.K_DOWN)
    ui.key(pygame.K_RIGHT)  # Brutal: on
    ui.key(pygame.K_DOWN)
    ui.key(pygame.K_RIGHT)  # Computers: 3 -> 4
    ui.click(_button(setup, "Start").rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.game.rules.brutal and table.game.edition.name == "vengeance"
    assert table.game.n == 5


def _button(scene, label: str):  # type: ignore[no-untyped-def]
    return next(w for w in scene.menu.widgets if getattr(w, "label", None) == label)


def test_setup_screen_seats_custom_computers_at_the_chosen_risk(ui) -> None:  # type: ignore[no-untyped-def]
    """Issue 4.3: the risk threshold is the player's to set (0.05 to 0.60)."""
    from game.ai.personalities import ThresholdPolicy

    app = ui.app
    app.push(TitleScene(app))
    ui.click(app.top.menu.widgets[1].rect.center)  # New game
    setup = app.top
    assert not setup.risk.enabled  # Balanced: the preset's own risk
    while setup.personality.value != "custom":
        ui.click((setup.personality.rect.right - 20, setup.personality.rect.centery))
    assert setup.risk.enabled and setup.risk.value == 0.26
    ui.click((setup.risk.rect.right - 20, setup.risk.rect.centery))  # 26 % -> 30 %
    ui.click((setup.risk.rect.right - 20, setup.risk.rect.centery))  # -> 35 %
    assert setup.risk.value == 0.35
    ui.click(_button(setup, "Start").rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    policies = table.match.policies.values()
    assert policies and all(isinstance(p, ThresholdPolicy) and p.risk == 0.35
                            for p in policies)


def test_the_risk_row_covers_the_issues_range_and_keys_skip_it_when_unused(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.match import RISKS

    assert min(RISKS) == 0.05 and max(RISKS) == 0.60 and 0.26 in RISKS
    app = ui.app
    app.push(TitleScene(app))
    ui.click(app.top.menu.widgets[1].rect.center)  # New game
    setup = app.top
    ui.key(pygame.K_UP, frames=0)  # Start -> Target score
    ui.key(pygame.K_UP)  # -> Their style: the disabled risk row is skipped
    assert setup.menu.widgets[setup.menu.focus] is setup.personality
    ui.key(pygame.K_LEFT)  # balanced -> careful
    assert setup.personality.value == "careful" and not setup.risk.enabled


def test_rules_page_scrolls(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    ui.click(app.top.menu.widgets[2].rect.center)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.max_scroll > 0
    ui.key(pygame.K_END, frames=60)
    assert rules.scroll == rules.max_scroll
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


# ---------------------------------------------------------------------- stacked decks


def _stacked_vengeance(top: list[str], dealer: int = 2) -> Game:
    """Three players, Vengeance, the deck starting with ``top`` (seat 0 dealt first)."""
    rest = full_deck(VENGEANCE, 3)
    for card in top:
        rest.remove(card)
    random.Random(0).shuffle(rest)
    return Game(["You", "Ann", "Ben"], Rules(VENGEANCE), deck=top + rest, dealer=dealer)


def _human_table(ui, game: Game) -> TableScene:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, MatchConfig(edition="vengeance", computers=2), game)
    app.push(table)
    ui.until(lambda: table.choice is not None, limit=50)
    return table


def test_steal_by_clicking_a_card(ui) -> None:  # type: ignore[no-untyped-def]
    table = _human_table(ui, _stacked_vengeance(["5", "7", "9", "steal"]))
    ui.key(pygame.K_h)  # hit: draws the Steal
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == STEAL, 50)
    pick = next(p for p in table.choice.picks if p.seat == 2)
    ui.click(pick.rect.center)
    ui.until(lambda: table.director.idle, 50)
    assert table.game.lines[0] == ["5", "9"]
    assert table.model.seats[0].line == ["5", "9"]


def test_swap_by_keyboard_and_undo_by_right_click(ui) -> None:  # type: ignore[no-untyped-def]
    table = _human_table(ui, _stacked_vengeance(["5", "7", "9", "swap"]))
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


def test_target_with_arrow_keys_and_enter(ui) -> None:  # type: ignore[no-untyped-def]
    table = _human_table(ui, _stacked_vengeance(["5", "7", "9", "flip4"]))
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == TARGET, 50)
    choice = table.choice
    start = choice.focus
    ui.key(pygame.K_RIGHT)
    assert choice.focus == (start + 1) % len(choice.picks)
    target = choice.picks[choice.focus].seat
    ui.key(pygame.K_RETURN)
    ui.until(lambda: table.director.idle, 80)
    assert len(table.game.lines[target]) > 1 or table.game.status[target] != ACTIVE


def test_hit_button_click(ui) -> None:  # type: ignore[no-untyped-def]
    table = _human_table(ui, _stacked_vengeance(["5", "7", "9", "3"]))
    hit = next(p for p in table.choice.picks if p.move is not None and p.move.do == HIT)
    ui.click(hit.rect.center)
    ui.until(lambda: table.director.idle, 50)
    assert table.game.lines[0][:2] == ["5", "3"]


def test_brutal_flip7_offers_the_bonus_button_and_every_rival(ui) -> None:  # type: ignore[no-untyped-def]
    from game.core.moves import ATTACK, BONUS, Decision, Move
    from game.ui.decisions import Choice

    table = _human_table(ui, _stacked_vengeance(["5", "7", "9", "3"]))
    options = (Move(BONUS), Move(ATTACK, 1), Move(ATTACK, 2))
    choice = Choice(Decision(0, "flip7", options), table)
    assert {p.move for p in choice.picks} == set(options)
    button = next(p for p in choice.picks if p.kind == "button")
    assert choice.handle(_click_event(button.rect.center)) == Move(BONUS)
    seat_two = table.layout.seats[2].rect.center
    assert choice.handle(_click_event(seat_two)) == Move(ATTACK, 2)
    assert choice.handle(_click_event((2, 2))) is None  # nothing there


def _click_event(pos: tuple[int, int]):  # type: ignore[no-untyped-def]
    from game.ui.input import Click

    return Click(pos)


def test_log_and_model_match_the_game_after_every_human_decision(ui) -> None:  # type: ignore[no-untyped-def]
    table = _human_table(ui, _stacked_vengeance(["5", "7", "9", "steal"]))
    assert table.model.matches(table.game)
    assert any("deals" in line for line in table.model.log)

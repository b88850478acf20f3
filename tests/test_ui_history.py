"""The history: every event of a game told once, in order, with its round; the panel
over the table that shows it (issue 15.1)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai import make_policy
from game.core import CLASSIC, VENGEANCE, Game, Rules
from game.core.events import (
    ActionPlayed,
    Busted,
    CardDiscardedByAction,
    CardDrawn,
    CardSetAside,
    CardsSwapped,
    Flip7,
    Flip7Bonus,
    ModifierPlayed,
    RoundStarted,
    Stopped,
)
from game.core.view import PlayerView
from game.session import Seat, Session, TableSetup
from game.ui.history import BUST, ROUND, rounds
from game.ui.model import TableModel
from game.ui.scene_history import HistoryScene
from game.ui.scene_table import TableScene


def _played(seed: int) -> tuple[Game, TableModel, list[object]]:
    """A seeded random game applied event by event to a model; every event, in order."""
    edition = VENGEANCE if seed % 2 else CLASSIC
    n = 3 + seed % 16
    game = Game([f"P{i}" for i in range(n)], Rules(edition, brutal=seed % 4 == 1, target=90),
                rng=random.Random(seed))
    model = TableModel.for_game(game, you=seed % n if seed % 3 else None)
    events: list[object] = list(game.opening_events)
    for event in game.opening_events:
        model.apply(event)
    policy = make_policy("random")
    rng = random.Random(seed)
    while not game.finished:
        decision = game.pending
        assert decision is not None
        for event in game.apply(policy.choose(PlayerView(game, decision.seat), decision, rng)):
            events.append(event)
            model.apply(event)
    return game, model, events


@pytest.mark.parametrize("seed", range(24))
def test_the_history_holds_every_event_of_a_game_in_order_with_its_round(seed: int) -> None:
    game, model, events = _played(seed)
    assert [entry.event for entry in model.history] == events
    number, tiebreak = 0, False
    for entry in model.history:
        if isinstance(entry.event, RoundStarted):
            number, tiebreak = entry.event.number, entry.event.tiebreak
        assert (entry.round, entry.tiebreak) == (number, tiebreak)
        assert entry.text and "{" not in entry.text and "}" not in entry.text
        for seat in entry.seats:
            assert 0 <= seat < game.n
    assert number == game.round_number
    # Rounds come apart at each RoundStarted, and nothing is lost on the way.
    groups = rounds(model.history)
    assert [g[1][0].tone for g in groups] == [ROUND] * len(groups)
    assert sum(len(g[1]) for g in groups) == len(events)


def _vengeance_model(you: int | None) -> TableModel:
    model = TableModel(("Eva", "Ben", "Cat"), VENGEANCE, False, 200, 108, you)
    model.apply(RoundStarted(1, 2, False))
    return model


@pytest.mark.parametrize("you", [None, 0])
def test_a_brutal_flip_7s_plus_15_is_told_and_ends_the_choosing(you: int | None) -> None:
    """After "FLIP 7 for Eva! Eva chooses: +15 for them, or −15 for a rival." the +15
    was never told: the history went on to the round's scores as if the choice were
    still open (QA 40). It is said now, and the seat stops showing the choice."""
    model = TableModel(("Eva", "Ben", "Cat"), VENGEANCE, True, 200, 108, you)
    model.apply(RoundStarted(1, 2, False))
    for card in ("1", "2", "3", "4", "5", "6", "8"):
        model.apply(CardDrawn(0, card))
    model.apply(Flip7(0))
    assert model.seats[0].choosing and model.seats[0].round_score == 29  # +15 undecided
    model.apply(Flip7Bonus(0))
    assert not model.seats[0].choosing and model.seats[0].round_score == 29 + 15
    assert model.history[-1].text == ("You take the +15." if you == 0 else
                                      "Eva takes the +15.")


def test_a_player_acting_on_their_own_line_is_not_named_twice() -> None:
    """Issue 15.6: "Eva discards her own ÷2", not "Eva discards Eva's ÷2"."""
    model = _vengeance_model(None)
    model.apply(ModifierPlayed("/2", 0, 0))
    model.apply(CardDiscardedByAction(0, 0, "/2"))
    assert model.history[-2].text == "Eva puts ÷2 in their own line."
    assert model.history[-1].text == "Eva discards their own ÷2."
    model.apply(CardsSwapped(1, (1, "5"), (2, "9")))
    assert model.history[-1].text == "Ben swaps their own 5 with Cat's 9."
    you = _vengeance_model(0)
    you.apply(ModifierPlayed("/2", 1, 0))
    you.apply(CardDiscardedByAction(0, 0, "/2"))
    assert you.history[-2].text == "Ben gives ÷2 to you."
    assert you.history[-1].text == "You discard your own ÷2."


def test_just_one_more_stops_rather_than_stays() -> None:
    model = _vengeance_model(None)
    model.apply(Stopped(1, "onemore"))
    assert model.seats[1].stopped
    assert "stops" in model.history[-1].text and "stays" not in model.history[-1].text


def test_a_bust_is_marked_and_its_card_named() -> None:
    from game.core.events import Busted, CardDrawn

    model = _vengeance_model(1)
    model.apply(CardDrawn(1, "8"))
    model.apply(CardDrawn(1, "8"))
    model.apply(Busted(1, "8"))
    entry = model.history[-1]
    assert entry.tone == BUST and entry.text == "You bust on an 8!" and entry.seats == (1,)


def _table(ui, seats: int = 4, edition: str = "classic") -> TableScene:  # type: ignore[no-untyped-def]
    names = ["You"] + [f"C{i}" for i in range(1, seats)]
    setup = TableSetup(tuple([Seat("You")] + [Seat(n, "balanced") for n in names[1:]]), edition)
    table = TableScene(ui.app, Session(setup, seed=3, ai_seed=3))
    ui.app.push(table)
    return table


def test_l_opens_the_history_over_a_waiting_table_and_closes_it(ui) -> None:  # type: ignore[no-untyped-def]
    ui.app.settings.speed = "fast"
    table = _table(ui)
    ui.until(lambda: table.choice is not None and ui.app.top is table)
    ui.key(pygame.K_l)
    scene = ui.app.top
    assert isinstance(scene, HistoryScene)
    entries = len(table.model.history)
    assert entries == len(scene.panel.tops) > 4
    # It opens at the newest entry; the table does not move while it is open.
    assert scene.panel.target == scene.panel.max_scroll
    ui.step(30)
    assert len(table.model.history) == entries
    ui.key(pygame.K_HOME, frames=40)
    assert scene.panel.scroll == 0 and scene.panel.visible()[0] == 0
    ui.key(pygame.K_END)
    ui.key(pygame.K_l)
    assert ui.app.top is table


def test_the_history_button_opens_it_and_rounds_can_be_skipped(ui) -> None:  # type: ignore[no-untyped-def]
    ui.app.settings.speed = "instant"
    table = _table(ui, 6, "vengeance")
    for _ in range(3000):
        if table.model.round_number >= 3 and table.choice is not None and ui.app.top is table:
            break
        top = ui.app.top
        if top is not table:
            ui.key(pygame.K_RETURN)
        elif table.choice is not None:
            table.submit(table.choice.decision.options[-1])
        ui.step()
    (tool, rect), *_ = table.tools.placed()
    assert tool.label == "History"
    ui.click(rect.center)
    scene = ui.app.top
    assert isinstance(scene, HistoryScene)
    starts = scene.panel.round_starts()
    assert len(starts) >= 3
    ui.key(pygame.K_LEFT)
    assert scene.panel.target in starts and scene.panel.target < scene.panel.max_scroll
    scene.panel.home()
    ui.key(pygame.K_RIGHT)
    assert scene.panel.target == min(starts[1], scene.panel.max_scroll)
    ui.key(pygame.K_ESCAPE)
    assert ui.app.top is table


def test_the_round_score_line_calls_the_person_you_as_every_other_line_does() -> None:
    """QA 32: "You bust on a 9!" and then "Round 1 is scored: Eva +13 (total 13), Ben
    bust (total 0) …" for that same person Ben read like two people."""
    from game.core.events import RoundScored

    empty = (None, None, None)
    scored = RoundScored(1, 0, (13, 0, 5), empty, (13, 0, 5), None, (1,))  # type: ignore[arg-type]
    model = _vengeance_model(1)
    model.apply(scored)
    # "total" and its number keep together across a line's end (QA 39).
    assert model.history[-1].text == ("Round 1 is scored: Eva +13 (total\u00a013), Cat +5 "
                                      "(total\u00a05), you bust (total\u00a00).")
    watched = _vengeance_model(None)  # nobody addressed (a hot-seat table): names
    watched.apply(scored)
    assert "Ben bust (total\u00a00)" in watched.history[-1].text


def test_a_round_nobody_scored_in_says_so_on_the_table() -> None:
    """The table's short line: "best Ben +0" when every seat busted read as if Ben had
    won the round; it says nobody gains points instead. A round with points names the
    best."""
    from game.core.events import RoundScored

    model = _vengeance_model(None)
    empty = (None, None, None)
    model.apply(RoundScored(1, 0, (0, 0, 0), empty, (0, 0, 0), None, (0, 1, 2)))  # type: ignore[arg-type]
    assert model.log[-1] == "Round 1 scored: nobody gains points."
    model.apply(RoundScored(2, 1, (0, 12, 5), empty, (0, 12, 5), None, (0,)))  # type: ignore[arg-type]
    assert model.log[-1] == "Round 2 scored: best Ben +12."


def test_an_action_dealt_is_told_as_dealt_on_the_table_too() -> None:
    """The table said "You draw Flip Four." for a card the history says was dealt."""
    from game.core.events import CardDealt

    model = _vengeance_model(1)
    model.apply(CardDealt(1, "flip4"))
    assert model.history[-1].text == model.log[-1] == "You are dealt Flip Four."
    model.apply(CardDealt(2, "5"))  # a number dealt has its line too (QA 88)
    assert model.log[-2:] == ["You are dealt Flip Four.", "Cat is dealt a 5."]


def test_a_modifier_to_give_is_told_on_the_table_as_an_action_is() -> None:
    """"Whose line gets the −6?" came under short lines that never said a −6 was drawn
    (QA 78): a Vengeance modifier is given to a line (V-1), so its draw or deal is a
    table line as an action's is; a classic modifier stays in its drawer's line (C-1)
    and shows there, as a number does."""
    from game.core.events import CardDealt

    model = _vengeance_model(1)
    model.apply(CardDrawn(2, "-6"))
    assert model.history[-1].text == model.log[-1] == "Cat draws a −6."
    model.apply(CardDealt(0, "/2"))
    assert model.log[-1] == "Eva is dealt a ÷2."


def test_every_draw_is_told_on_the_table_and_a_bust_takes_its_line() -> None:
    """"Ann busts on a 9!" stood under the piles while two more cards came and read as
    news (QA 66, 68, 81): every draw has its short line now, numbers and classic
    modifiers too; a bust or a Second Chance's save on the card just drawn says both
    in one line, in its place; so does every card dealt ("Ben gives Dirk the −10."
    stood as news while the deal went on: QA 88)."""
    from game.core.events import Busted, CardDealt, SecondChanceUsed

    classic = TableModel(("Eva", "Ben", "Cat"), CLASSIC, False, 200, 94, 1)
    classic.apply(RoundStarted(1, 2, False))
    classic.apply(CardDealt(0, "5"))
    assert classic.log == ["Round 1: Cat deals.", "Eva is dealt a 5."]
    classic.apply(CardDrawn(2, "+4"))
    classic.apply(CardDrawn(0, "9"))
    assert classic.log[-2:] == ["Cat draws a +4.", "Eva draws a 9."]
    classic.apply(CardDrawn(0, "5"))
    classic.apply(Busted(0, "5"))
    assert classic.log[-3:] == ["Cat draws a +4.", "Eva draws a 9.", "Eva busts on a 5!"]
    classic.apply(CardDrawn(2, "7"))
    classic.apply(SecondChanceUsed(2, "7"))
    assert classic.log[-2] == "Eva busts on a 5!" and "Cat" in classic.log[-1]
    assert "draws" not in classic.log[-1]
    # A draw's line waits until its card has landed face up (QA 86: "Ann draws a 9."
    # showed while the 9 still flew in face down).
    classic.apply(CardDrawn(1, "3"))
    classic.apply(CardDrawn(2, "8"))
    assert classic.log_landed(lambda seat: int(seat == 2))[-1] == "You draw a 3."  # seat 1
    assert classic.log_landed(lambda seat: int(seat in (1, 2)))[-1] == classic.log[-3]
    assert classic.log_landed(lambda seat: 0) == classic.log
    # Counted per card: Cat's landed 8 stays while her next card flies (QA 89: a seat's
    # landed line went with its next card in the air).
    classic.apply(CardDrawn(2, "10"))
    assert classic.log_landed(lambda seat: int(seat == 2))[-1] == "Cat draws an 8."
    assert classic.log_landed(lambda seat: 2 * (seat == 2))[-1] == "You draw a 3."


def test_the_table_tells_a_draw_once_its_card_has_landed(ui) -> None:  # type: ignore[no-untyped-def]
    """Frame by frame through a round of computers' draws: the newest line under the
    piles never tells a draw whose card is still in the air (QA 86), and every draw is
    told once it has landed."""
    setup = TableSetup(tuple(Seat(name, "bold") for name in ("Ann", "Ben", "Cat")))
    table = TableScene(ui.app, Session(setup, seed=3, ai_seed=3))
    ui.app.push(table)
    ui.app.settings.speed = "normal"
    seen_in_air = told = again = 0
    for _ in range(1500):
        ui.step()
        model, director = table.model, table.director
        shown = [text for text, *_rest in table.view.log_lines(5)]
        if not model.recent or model.recent_draws[-1] is None:
            continue
        newest, (seat, _card) = str(model.recent[-1]), model.recent_draws[-1]
        if sum(director.hidden(seat)) > 0:
            seen_in_air += 1
            assert newest not in shown[-1:], newest
            earlier = model.recent_draws[-2]
            if sum(director.hidden(seat)) == 1 and earlier is not None and earlier[0] == seat:
                # The same seat's card before has landed: its line stays the newest
                # shown (QA 89: it went too, and an older event came back).
                again += 1
                assert shown[-1] == str(model.recent[-2])
        else:
            told += 1
            assert shown and shown[-1] == newest
    assert seen_in_air > 10 and told > 10 and again > 0


def test_a_freeze_played_on_oneself_is_not_said_to_go_into_a_line() -> None:
    """"Ann plays Freeze on their own line." came before "Ann takes the Freeze and keeps
    34." (QA 86): a Freeze goes into no line; the entry says only that it is played."""
    from game.core.events import ActionPlayed, CardDrawn, Frozen

    model = TableModel(("Eva", "Ben", "Cat"), CLASSIC, False, 200, 94, 0)
    model.apply(RoundStarted(1, 2, False))
    model.apply(CardDrawn(1, "9"))
    model.apply(ActionPlayed("freeze", 1, 1))
    model.apply(Frozen(1, 1))
    assert [str(e.text) for e in model.history[-2:]] == [
        "Ben plays Freeze.", "Ben takes the Freeze and keeps 9."]
    # Nor does any other action: they all go to the pile (C-2; QA 131).
    model.apply(ActionPlayed("flip3", 2, 2))
    assert str(model.history[-1].text) == "Cat plays Flip Three on themselves."


def _history_in_round(ui, seats: int, number: int):  # type: ignore[no-untyped-def]
    """The History's panel, opened at the first decision of round ``number`` of a
    Vengeance game at ``seats`` seats (the person takes the last option every time),
    60 frames after it opened."""
    ui.app.settings.speed = "instant"
    table = _table(ui, seats, "vengeance")
    for _ in range(3000):
        if table.model.round_number >= number and table.choice is not None \
                and ui.app.top is table:
            break
        if ui.app.top is not table:
            ui.key(pygame.K_RETURN)
        elif table.choice is not None:
            table.submit(table.choice.decision.options[-1])
        ui.step()
    ui.key(pygame.K_l)
    scene = ui.app.top
    assert isinstance(scene, HistoryScene)
    ui.step(60)
    return scene.panel


def test_home_and_end_leap_through_a_long_page_and_glide_only_the_last_of_it(ui) -> None:  # type: ignore[no-untyped-def]
    """Home in a long game's history glided through the whole page for most of a
    second (QA thirtieth pass): it comes within a page at once and glides that page."""
    panel = _history_in_round(ui, 6, 3)
    ui.step(60)
    assert panel.scroll == panel.max_scroll > 4 * panel.rect.h
    ui.key(pygame.K_HOME)  # one frame
    assert 0 < panel.scroll <= panel.rect.h
    ui.step(60)
    assert panel.scroll == 0
    ui.key(pygame.K_END)
    assert panel.max_scroll - panel.rect.h <= panel.scroll < panel.max_scroll
    ui.key(pygame.K_UP)  # a short step still glides from where it is
    assert panel.max_scroll - 50 - 80 < panel.target <= panel.max_scroll - 50
    assert panel.target in panel.tops  # to a whole row


def test_the_history_stops_on_whole_rows_not_on_one_cut_by_its_top(ui) -> None:  # type: ignore[no-untyped-def]
    """The History's top row was cut in half at its newest entries and after every
    arrow or wheel step (QA 75): the view stops where an entry begins, whichever way it
    is moved, and still reaches the newest entry."""
    panel = _history_in_round(ui, 5, 2)
    assert panel.max_scroll > 0 and panel.scroll == panel.max_scroll in panel.tops
    assert panel.max_scroll >= panel.page_height - panel.rect.h  # the newest is in view
    for key in (pygame.K_UP, pygame.K_UP, pygame.K_PAGEUP, pygame.K_DOWN, pygame.K_PAGEDOWN,
                pygame.K_UP):
        before = panel.target
        ui.key(key, frames=60)
        assert panel.scroll == panel.target in panel.tops
        assert (panel.target < before) == (key in (pygame.K_UP, pygame.K_PAGEUP))
    for dy in (1, 1, -1):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False,
                                             precise_x=0.0, precise_y=float(dy)))
        ui.step(60)
        assert panel.scroll == panel.target in panel.tops


@pytest.mark.parametrize("seed", [15, 31])
def test_page_up_and_down_pass_no_row_over_unseen(ui, seed: int) -> None:  # type: ignore[no-untyped-def]
    """At 18 seats a round's score row is taller than the rows a page step keeps in
    view: Page Down passed it over, cut, and Page Up skipped whole rows (QA 144). Paged
    through either way, every row shows whole at some stop."""
    from game.ui import input as inp

    _game, model, _events = _played(seed)
    panel = HistoryScene(ui.app, model, None).panel
    assert len(model.history) > 100

    def whole() -> set[int]:
        return {i for i, (top, height) in enumerate(zip(panel.tops, panel.heights, strict=True))
                if top >= panel.target and top + height - 6 <= panel.target + panel.rect.h}

    for start, key, done in ((panel.home, inp.PAGE_DOWN, lambda: panel.target >= panel.max_scroll),
                             (panel.end, inp.PAGE_UP, lambda: panel.target <= 0)):
        start()
        seen = whole()
        for _ in range(1000):
            if done():
                break
            before = panel.target
            panel.handle(inp.Press(key))
            assert panel.target != before  # every press moves
            seen |= whole()
        assert seen == set(range(len(panel.tops))), sorted(set(range(len(panel.tops))) - seen)


def test_a_swaps_pictures_follow_its_sentence_own_card_first() -> None:
    """"Cat swaps their own 5 with Ann's 9." stood beside a 9, then a 5 (the engine lists
    a swap's cards in seat order): the pictures follow the sentence (QA 144)."""
    from game.core.events import CardsSwapped
    from game.i18n import msg
    from game.ui.history import Entry
    from game.ui.history_view import cards_of

    def entry(by: int) -> Entry:
        return Entry(1, False, msg("log.swap"), "action", (by,),
                     CardsSwapped(by, (0, "9"), (2, "5")))

    assert cards_of(entry(2)) == ("5", "9")
    assert cards_of(entry(0)) == ("9", "5")
    assert cards_of(entry(1)) == ("9", "5")  # two others': in seat order, as told


@pytest.mark.parametrize("seed", [15])
def test_the_history_scroll_track_is_faint_not_white(ui, seed: int) -> None:  # type: ignore[no-untyped-def]
    """Drawn straight on the screen, the track's alpha was lost: a solid white bar beside
    the gold one (QA 144)."""
    _game, model, _events = _played(seed)
    scene = HistoryScene(ui.app, model, None)
    ui.app.push(scene)
    ui.step()
    panel = scene.panel
    assert panel.max_scroll > 0
    panel.home()
    ui.step(30)
    pixel = ui.app.screen.get_at((panel.rect.right - 5, panel.rect.bottom - 10))
    assert tuple(pixel)[:3] != (255, 255, 255)


def test_the_history_scrolls_by_its_bar_for_a_mouse_without_a_wheel(ui) -> None:  # type: ignore[no-untyped-def]
    """A click on the History's scroll bar did nothing: without a wheel it could not be
    scrolled by the mouse (QA 146). A click beside the bar pages; the bar drags."""
    _game, model, _events = _played(15)
    scene = HistoryScene(ui.app, model, None)
    ui.app.push(scene)
    ui.step()
    panel = scene.panel
    panel.home()
    ui.step(30)
    track_x = panel.rect.right - 5
    ui.click((track_x, panel.rect.bottom - 10), frames=30)
    assert ui.app.top is scene and 0 < panel.target <= panel.rect.h
    paged = panel.target
    ui.click((track_x, panel.rect.y + 2), frames=30)  # above the bar: back
    assert panel.target < paged
    bar = panel._bar()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.x - 6, bar.centery),
                                         button=1))  # beside the thin bar: held too
    ui.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.centerx, panel.rect.bottom),
                                         rel=(0, 1), buttons=(1, 0, 0)))
    ui.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.centerx,
                                                                   panel.rect.bottom), button=1))
    ui.step(5)
    assert panel.target == panel.max_scroll and panel.dragging is None
    assert ui.app.top is scene


def test_a_flip_threes_draws_are_told_as_such() -> None:
    """"Cat draws a 2 / 12 / 6 / 4" read as four cards of a Flip Three where the last
    was a hit of its own (QA 236): the draws a Flip Three forces say so, until they are
    done or a bust ends them, and which of them each is ("Ben draws Flip Three (Flip
    Three)" read as a slip); one set aside says so at its own draws."""
    model = _vengeance_model(None)
    model.apply(CardDrawn(0, "flip3"))
    model.apply(ActionPlayed("flip3", 0, 1))
    for card in ("4", "flip3", "6"):
        model.apply(CardDrawn(1, card))
    assert [str(e.text) for e in model.history[-3:]] == [
        "Ben draws a 4 (Flip Three: 1 of 3).", "Ben draws Flip Three (Flip Three: 2 of 3).",
        "Ben draws a 6 (Flip Three: 3 of 3)."]
    model.apply(CardSetAside(1, "flip3"))
    model.apply(ActionPlayed("flip3", 1, 2))  # the set-aside one, on Cat
    model.apply(CardDrawn(2, "5"))
    model.apply(CardDrawn(2, "5"))
    model.apply(Busted(2, "5"))  # the bust ends its draws
    model.apply(CardDrawn(1, "7"))  # Ben's own hit
    told = [str(e.text) for e in model.history]
    assert told[-4:-2] == ["Cat draws a 5 (Flip Three: 1 of 3).",
                           "Cat draws a 5 (Flip Three: 2 of 3)."]
    assert told[-1] == "Ben draws a 7."

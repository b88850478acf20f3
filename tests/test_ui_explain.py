"""The table explains itself (issue 15.2, 15.3, 15.6): the odds next to Hit are the
computers' own count, the coach is the Expert's reading, and prompts start where
Enter does no harm."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import handover_wait

from game.ai import ExpertPolicy
from game.ai.counting import bust_chance, unseen_counts
from game.ai.expert import MODEL
from game.core import CLASSIC, VENGEANCE
from game.core.editions import full_deck
from game.core.moves import HIT, STAY, TARGET, TURN, Move
from game.core.view import PlayerView
from game.i18n import half_up, t
from game.session import Seat, Session, TableSetup
from game.ui.scene_table import TableScene


def _stacked(top: list[str], edition: str = "classic", people: int = 1, seats: int = 3,
             plays: str = "balanced", brutal: bool = False) -> Session:
    """A table whose deck starts with ``top`` (seat 0 is dealt first; the dealer is last)."""
    rest = full_deck(CLASSIC if edition == "classic" else VENGEANCE, seats)
    for card in top:
        rest.remove(card)
    random.Random(0).shuffle(rest)
    names = ["You"] if people == 1 else [f"P{i + 1}" for i in range(people)]
    names_left = ("Ann", "Ben", "Cat", "Dev", "Eva", "Finn", "Gus")
    others = [Seat(n, plays) for n in names_left[:seats - people]]
    setup = TableSetup(tuple([Seat(n) for n in names] + others), edition, brutal)
    return Session(setup, seed=0, ai_seed=0, deck=top + rest, dealer=seats - 1)


def _sit(ui, session: Session, speed: str = "instant") -> TableScene:  # type: ignore[no-untyped-def]
    ui.app.settings.speed = speed
    table = TableScene(ui.app, session)
    ui.app.push(table)
    from game.ui.scene_handover import HandoverScene

    for _ in range(200):
        if table.choice is not None and ui.app.top is table:
            return table
        if isinstance(ui.app.top, HandoverScene):
            ui.step(handover_wait())
            ui.key(pygame.K_RETURN)
        ui.step()
    raise AssertionError("no decision for a person")


def _until_read(ui, table: TableScene, done, limit: int = 600) -> None:  # type: ignore[no-untyped-def]
    """Frames until ``done()``, each after the coach's reading in hand is finished.

    The reading is worked out on a worker thread; a frame at rest takes a
    millisecond, so counting frames alone would race the thread's wall time.
    """
    for _ in range(limit):
        if done():
            return
        table.coach.wait(10)
        ui.step()
    raise AssertionError(f"not reached in {limit} frames")


# ---------------------------------------------------------------------- the odds


def test_the_odds_next_to_hit_are_the_computers_count_on_a_stacked_deck(ui) -> None:  # type: ignore[no-untyped-def]
    table = _sit(ui, _stacked(["12", "5", "6", "11"]))
    game = table.game
    assert game.lines[0] == ["12"] and len(game.deck) == 91
    # Eleven 12s are left among the 91 cards: the known answer, and the AI's own count.
    assert table.odds is not None and table.odds.bust == 11 / 91
    assert table.odds.bust == bust_chance(PlayerView(game, 0), 0)
    ui.key(pygame.K_h)  # draws the 11
    ui.until(lambda: table.choice is not None and table.director.idle, limit=200)
    assert game.lines[0] == ["12", "11"]
    # The truth, from the deck's real order: every 12 and 11 still in it.
    busting = sum(1 for card in game.deck if card in ("12", "11"))
    assert table.odds is not None and table.odds.bust == busting / len(game.deck)
    assert table.odds.bust == bust_chance(PlayerView(game, 0), 0)


def test_the_odds_round_a_half_up_as_people_do(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """2 busting cards of 16 is 12.5 %: the box said "12 %" (Python rounds a half to
    the even number), where Statistics, rounding as people do, would say 13 (QA 154)."""
    from dataclasses import replace

    from drawn_helpers import record_texts

    table = _sit(ui, _stacked(["12", "5", "6", "11"]))
    assert table.odds is not None
    table.odds = replace(table.odds, bust=2 / 16, flip7=0.125, saved=False)
    drawn = record_texts(ui.app.assets, monkeypatch)
    table.draw(ui.app.screen)
    words = [text for text, _size in drawn]
    assert t("common.percent", n=13) in words and t("odds.flip7", n=13) in words
    assert t("common.percent", n=12) not in words


def test_the_cards_left_panel_counts_what_the_computers_count(ui) -> None:  # type: ignore[no-untyped-def]
    table = _sit(ui, _stacked(["12", "5", "6"]))
    assert not table.cards_open
    ui.key(pygame.K_c)
    assert table.cards_open
    left = dict(table.left.numbers)
    assert (left["12"], left["5"], left["6"], left["0"]) == (11, 4, 5, 1)
    counted = unseen_counts(PlayerView(table.game, 0))
    assert left == {code: counted.get(code, 0) for code in left}
    assert table.left.pile == 91 and table.left.others == 91 - sum(left.values())
    ui.step()  # it draws
    ui.key(pygame.K_c)
    assert not table.cards_open


def test_the_cards_left_panel_counts_a_card_once_its_face_shows(ui) -> None:  # type: ignore[no-untyped-def]
    """The panel's count was taken only when the table stood still: while cards landed,
    and through a round's end until the next deal was done, it said "7 elevens left"
    beside the sixth eleven seen (QA 40). It counts each card the table turns face up,
    and not one still face down in the air."""
    from game.ui.beats import DealBeat

    table = _sit(ui, _stacked(["12", "5", "6", "7"]), speed="normal")
    ui.until(lambda: table.director.idle, limit=200)
    ui.key(pygame.K_c)
    before = dict(table.left.numbers)
    pile = table.left.pile
    ui.key(pygame.K_h, frames=0)
    ui.step()
    deal = next(b for b in table.director.running if isinstance(b, DealBeat))
    assert deal.event.card == "7" and not deal.face_shown
    assert dict(table.shown_left().numbers) == before  # in the air: not told yet
    ui.until(lambda: deal.face_shown, limit=120)
    assert not table.director.idle and dict(table.left.numbers) == before  # not recounted
    shown = table.shown_left()
    assert dict(shown.numbers) == {**before, "7": before["7"] - 1}
    assert shown.pile == pile - 1 and shown.others == table.left.others
    # Still again: the count taken then agrees with the one shown.
    ui.until(lambda: table.director.idle and table.choice is not None, limit=400)
    assert table.shown_left() == table.left and dict(table.left.numbers)["7"] == before["7"] - 1


def test_a_second_chance_shows_no_bust_but_says_it_would_save(ui) -> None:  # type: ignore[no-untyped-def]
    table = _sit(ui, _stacked(["12", "5", "6", "chance"]))
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.director.idle, limit=200)
    assert table.game.lines[0] == ["12", "chance"]
    assert table.odds is not None and table.odds.bust == 0.0 and table.odds.saved


def test_the_odds_setting_turns_them_off(ui) -> None:  # type: ignore[no-untyped-def]
    ui.app.settings.odds = False
    table = _sit(ui, _stacked(["12", "5", "6"]))
    assert table.choice is not None and table.odds is None
    # Changed in the middle of a decision (from the pause menu): at once, both ways
    # (QA thirteenth pass: only from the next decision on).
    choice = table.choice
    ui.app.settings.odds = True
    ui.step(2)
    assert table.choice is choice and table.odds is not None
    ui.app.settings.odds = False
    ui.step(2)
    assert table.choice is choice and table.odds is None


# ---------------------------------------------------------------------- the coach


def test_the_coach_gives_the_experts_own_win_chances_off_the_frame(ui) -> None:  # type: ignore[no-untyped-def]
    table = _sit(ui, _stacked(["12", "5", "6", "11"]))
    decision = table.choice.decision
    moves = len(table.game.moves)
    expected = ExpertPolicy().read(PlayerView(table.game.copy(), 0), decision,
                                   random.Random(f"coach:{table.session.ai_seed}:{moves}"))
    (button,) = [rect for tool, rect in table.tools.placed() if tool.label == "Coach"]
    ui.click(button.center)  # the Coach button (the ? key does the same)
    coach = table.coach
    assert table.coach_open and coach.decision is decision
    # The reading is worked out on a worker thread; meanwhile the table says so.
    assert coach._worker is not None and coach._worker.is_alive()
    if coach.thinking:
        assert table.coach_line.startswith("Coach: thinking")
    _until_read(ui, table, lambda: coach.reading is not None)
    reading = coach.reading
    assert reading == expected and reading.basis == MODEL
    assert set(reading.chances) == {Move(HIT), Move(STAY)}
    hit = int(half_up(100 * reading.chances[Move(HIT)]))
    stay = int(half_up(100 * reading.chances[Move(STAY)]))
    line = table.coach_line
    assert line.startswith(f"Coach: {'Hit' if reading.move.do == HIT else 'Stay'} — ")
    assert f"{stay}\u00a0% of games if you stay, {hit}\u00a0% if you hit" in line
    ui.step()  # the advice and the coach's star are drawn
    ui.key(pygame.K_h)
    assert coach.moment != moves  # a new decision: the old reading is gone
    worker = coach._worker
    ui.app.pop()  # leaving the table ends the coach's worker
    assert worker is not None
    worker.join(5)
    assert not worker.is_alive()


def test_a_safe_hit_names_the_flip_three_the_last_active_player_must_take(ui) -> None:  # type: ignore[no-untyped-def]
    """With no number left that busts the line, the coach said "no card left in the
    deck can bust you" to the last active player, who must play a drawn Flip Three on
    themselves (C-2), and its three cards can bust them (QA 154: 5 % on a real table)."""
    from game.core import cards as C
    from game.core.engine import ACTIVE
    from game.ui.odds import three_on_yourself

    table = _sit(ui, _stacked(["0", "5", "6"]))
    game = table.game
    assert game.lines[0] == ["0"] and game.deck_counts.get(C.FLIP3, 0) == 3
    assert not three_on_yourself(game, 0)  # Ann and Ben are in: it would go to one of them
    ui.key(pygame.K_QUESTION)
    _until_read(ui, table, lambda: table.coach.reading is not None)
    assert table.coach_line == t("coach.safe")
    for seat in (1, 2):  # as if both had stayed already
        game.status[seat] = "stayed"
    assert game.status[0] == ACTIVE and three_on_yourself(game, 0)
    assert table.coach_line == t("coach.safe_but_three")
    assert "Flip Three" in t("coach.safe_but_three")


@pytest.mark.parametrize("moved_by", [None, "arrow", "pointer"])
def test_the_focus_goes_to_the_coachs_advice_unless_the_player_moved_it(  # type: ignore[no-untyped-def]
        ui, moved_by: str | None) -> None:
    """The gold focus ring stayed on Balanced's choice while the coach's star stood on
    the other button, so Enter did what the coach advised against (QA fourteenth pass)."""
    table = _sit(ui, _stacked(["12", "5", "6", "11"]))
    choice = table.choice
    assert choice is not None and choice.decision.kind == TURN
    advised = ExpertPolicy().read(PlayerView(table.game.copy(), 0), choice.decision,
                                  random.Random(f"coach:{table.session.ai_seed}:"
                                                f"{len(table.game.moves)}")).move
    other = next(i for i, p in enumerate(choice.picks) if p.move not in (None, advised))
    choice.focus = other  # where Balanced's suggestion puts it when the two disagree
    if moved_by == "arrow":
        ui.key(pygame.K_RIGHT)
        ui.key(pygame.K_LEFT)
    elif moved_by == "pointer":
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION,
                                             pos=choice.picks[other].rect.center,
                                             rel=(1, 1), buttons=(0, 0, 0)))
        ui.step()
    assert choice.focus == other
    table.toggle_coach()
    _until_read(ui, table, lambda: table.coach.reading is not None)
    ui.step()
    focused = choice.picks[choice.focus].move
    assert focused == (advised if moved_by is None else choice.picks[other].move)
    assert table.choice is choice  # nothing was played for the player


def _swap_read_by_the_coach(ui):  # type: ignore[no-untyped-def]
    """Your Swap to play (Vengeance, you hold a 5; Ann 7, Ben 9), the coach open and
    its reading in."""
    from game.core.moves import SWAP

    table = _sit(ui, _stacked(["5", "7", "9", "swap"], "vengeance"))
    ui.key(pygame.K_h)  # draws the Swap
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == SWAP
             and table.director.idle, limit=300)
    table.toggle_coach()
    _until_read(ui, table, lambda: table.coach.reading is not None)
    return table, table.choice


def test_on_a_swap_the_focus_follows_the_coach_to_both_cards(ui) -> None:  # type: ignore[no-untyped-def]
    """The coach advised one Swap while the focus sat on the first card of the screen,
    then on the first partner: Enter, Enter swapped what it had not advised (QA
    sixteenth pass)."""
    table, choice = _swap_read_by_the_coach(ui)
    ui.step()
    advised = table.coach.reading.move
    first = choice.picks[choice.focus]
    assert (first.seat, first.card) == (advised.player, advised.card)
    # The coach's star at the card's corner shows whole, over the focus ring (which
    # hid half of it).
    from game.ui.theme import GOLD

    ui.app.draw()
    star = (first.rect.right - 4 + 2, first.rect.bottom - 4 + 1)
    assert tuple(ui.app.screen.get_at(star))[:3] == GOLD
    ui.key(pygame.K_RETURN)
    assert choice.first == (advised.player, advised.card)
    ui.step()
    assert choice.picks[choice.focus].move == advised
    moves = len(table.game.moves)
    ui.key(pygame.K_RETURN)
    assert table.game.moves[moves] == (0, advised)


def test_on_a_swap_the_coach_follows_a_first_card_it_did_not_choose(ui) -> None:  # type: ignore[no-untyped-def]
    """After a first card the coach had not advised, its line still named its own two
    cards, which no longer fitted the choice left (QA 75). It names its best swap with
    the card picked, and its star marks that swap's partner."""
    from game.ui.coach import advice

    table, choice = _swap_read_by_the_coach(ui)
    reading = table.coach.reading
    advised = {(reading.move.player, reading.move.card), reading.move.other}
    other = next(p for p in choice.picks if (p.seat, p.card) not in advised)
    ui.click(other.rect.center)  # a first card the coach did not choose
    assert choice.first == (other.seat, other.card)
    narrowed = table.coach_reading
    assert narrowed is not None and narrowed.move != reading.move
    assert choice.first in ((narrowed.move.player, narrowed.move.card), narrowed.move.other)
    best = max(chance for move, chance in reading.chances.items()
               if choice.first in ((move.player, move.card), move.other))
    assert narrowed.chances[narrowed.move] == best
    assert table.coach_line == advice(table.model, choice.decision, narrowed)
    ui.key(pygame.K_BACKSPACE)  # the first card let go: the coach's own swap again
    assert choice.first is None and table.coach_reading is reading


def test_a_first_card_no_weighed_swap_used_gets_no_advice_for_another(ui) -> None:  # type: ignore[no-untyped-def]
    """At 8 seats the coach weighs a shortlist of swaps: after a first card none of them
    used, it still advised its own swap of two other cards, no star anywhere (QA 141).
    It says it weighed none with that card; Backspace brings its advice back."""
    from game.core.moves import SWAP
    from game.ui.coach import with_first_card

    deal = ["5", "12", "11", "10", "9", "8", "6", "4"]
    table = _sit(ui, _stacked([*deal, "swap"], "vengeance", seats=8))
    table.toggle_coach()
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == SWAP
             and table.director.idle, limit=300)
    _until_read(ui, table, lambda: table.coach.reading is not None)
    choice, reading = table.choice, table.coach.reading
    assert len(reading.chances) < len(choice.decision.options)  # a shortlist
    advised = table.coach_line
    outside = next(p for p in choice.picks
                   if with_first_card(reading, (p.seat, p.card)) is None)
    ui.click(outside.rect.center)
    assert choice.first == (outside.seat, outside.card)
    assert table.coach_reading is None
    assert table.coach_line == t("coach.swap_unweighed",
                                 card=choice.card_words(outside.seat, outside.card))
    ui.key(pygame.K_BACKSPACE)
    assert choice.first is None and table.coach_line == advised


def test_the_coach_names_the_target_it_would_choose(ui) -> None:  # type: ignore[no-untyped-def]
    table = _sit(ui, _stacked(["5", "7", "9", "-10"], "vengeance"))
    ui.key(pygame.K_SLASH)
    ui.key(pygame.K_h)  # draws the −10: whose line gets it?
    _until_read(ui, table, lambda: table.choice is not None
                and table.choice.decision.kind == TARGET and table.coach.reading is not None)
    reading = table.coach.reading
    assert reading.move in table.choice.decision.options
    assert len(reading.chances) == len(table.choice.decision.options)
    name = table.game.names[reading.move.player] if reading.move.player != 0 else "yourself"
    assert table.coach_line.startswith(f"Coach: Give −10 to {name} — ")
    assert "% to win" in table.coach_line


def test_the_coachs_star_and_the_focus_ring_are_drawn_over_every_seat(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    """At 18 seats the seat above covered half of the coach's star on the seat it
    advised, and of its focus ring (QA 156: each was drawn with its own seat): they are
    drawn once every seat is."""
    table = _sit(ui, _stacked(["5", "7", "9", "-10"], "vengeance"))
    ui.key(pygame.K_SLASH)
    ui.key(pygame.K_h)  # draws the −10: whose line gets it?
    _until_read(ui, table, lambda: table.choice is not None
                and table.choice.decision.kind == TARGET and table.coach.reading is not None)
    view = table.view
    order: list[str] = []
    real_seat, real_star = view._draw_seat, view._coach_star
    monkeypatch.setattr(view, "_draw_seat", lambda *a: (order.append("seat"), real_seat(*a)))
    monkeypatch.setattr(view, "_coach_star", lambda *a: (order.append("star"), real_star(*a)))
    table.draw(ui.app.screen)
    assert order.count("seat") == 3 and "star" in order
    assert order.index("star") > len(order) - 1 - order[::-1].index("seat")
    assert view._rings == [] and view._stars == []  # nothing left for the next frame


def test_hot_seat_players_are_coached_for_their_own_seat(ui) -> None:  # type: ignore[no-untyped-def]
    table = _sit(ui, _stacked(["12", "5", "6"], people=2))
    from game.ui.scene_handover import HandoverScene

    table.toggle_coach()
    for _ in range(200):
        if isinstance(ui.app.top, HandoverScene):
            ui.step(handover_wait())
            ui.key(pygame.K_RETURN)
        if table.choice is not None and table.choice.decision.seat == 1 and ui.app.top is table:
            break
        if table.choice is not None and ui.app.top is table:
            ui.key(pygame.K_s)
        ui.step()
    assert table.choice.decision.seat == 1
    # Each person opens their own coach: the first one's did not advise the second
    # unasked (QA seventeenth pass).
    assert not table.coach_open and table.coach_line is None
    ui.step(31)  # the table waits half a second after a hand-over (QA 102, QA 103)
    ui.key(pygame.K_QUESTION)
    assert table.coach_open
    _until_read(ui, table, lambda: table.coach.reading is not None)
    assert table.coach.decision.seat == 1 and table.coach_line.startswith("Coach: ")
    table.toggle_coach()  # the second person closes theirs; the first one's stays open
    assert not table.coach_open and table._coached == {0}


def test_the_coach_setting_removes_the_coach(ui) -> None:  # type: ignore[no-untyped-def]
    ui.app.settings.coach = False
    table = _sit(ui, _stacked(["12", "5", "6"]))
    assert "Coach" not in [tool.label for tool, _ in table.tools.placed()]
    ui.key(pygame.K_SLASH)
    assert not table.coach_open and table.coach_line is None


def test_the_coach_switched_off_while_open_advises_no_more(ui) -> None:  # type: ignore[no-untyped-def]
    """Set off in Settings (from the pause menu) while it was open, the coach went on
    advising every decision, with its button gone and ? doing nothing (QA 141)."""
    table = _sit(ui, _stacked(["12", "5", "6"]))
    ui.key(pygame.K_SLASH)
    _until_read(ui, table, lambda: table.coach.reading is not None)
    assert table.coach_open and table.coach_line is not None
    ui.app.settings.coach = False  # as the Settings screen under the pause menu sets it
    ui.step()
    assert not table.coach_open and table.coach_line is None
    ui.key(pygame.K_SLASH)
    assert not table.coach_open
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.director.idle, limit=300)
    assert table.coach_line is None
    ui.app.settings.coach = True  # on again: the person's coach is as they left it
    ui.step()
    assert table.coach_open


# ---------------------------------------------------------------------- prompts


def test_a_swap_that_busts_you_says_so_as_a_steal_does(ui) -> None:  # type: ignore[no-untyped-def]
    """A Steal's hint says "(you bust)"; a Swap of your 3 for Ann's 9 beside your own 9
    said nothing, and Enter busted you (V-6, V-9; QA 141). Your 9 for Ann's 9 busts
    nobody, and a swap between two others leaves your line alone."""
    from game.core.moves import SWAP

    table = _sit(ui, _stacked(["9", "9", "5", "flip4", "3", "swap", "4", "6"], "vengeance"))
    ui.key(pygame.K_h)  # the Flip Four
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == TARGET
             and table.director.idle, limit=300)
    ui.click(next(p for p in table.choice.picks if p.seat == 0).rect.center)  # on yourself
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == SWAP
             and table.director.idle, limit=600)
    choice = table.choice
    assert table.game.lines[0] == ["9", "3", "4", "6"] and table.game.lines[1] == ["9"]

    def hint_on(seat: int, card: str) -> str:
        return choice.hints()[next(i for i, p in enumerate(choice.picks)
                                   if p.seat == seat and p.card == card)]

    busts = t("pick.busts", pick=choice.focused_words(0)).removeprefix(
        choice.focused_words(0))  # " (you bust)"
    assert busts not in hint_on(1, "9")  # nothing picked yet
    ui.click(next(p for p in choice.picks if p.seat == 0 and p.card == "3").rect.center)
    assert choice.first == (0, "3")
    assert busts in hint_on(1, "9") and busts not in hint_on(2, "5")
    ui.key(pygame.K_BACKSPACE)
    ui.click(next(p for p in choice.picks if p.seat == 0 and p.card == "9").rect.center)
    assert busts not in hint_on(1, "9")
    ui.key(pygame.K_BACKSPACE)
    ui.click(next(p for p in choice.picks if p.seat == 1 and p.card == "9").rect.center)
    assert busts in hint_on(0, "3") and busts not in hint_on(2, "5")


def test_a_minus_card_never_starts_on_your_own_line(ui) -> None:  # type: ignore[no-untyped-def]
    """Issue 15.6: Enter on a fresh −10 prompt must not give the −10 to yourself."""
    table = _sit(ui, _stacked(["5", "7", "9", "-10"], "vengeance"))
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == TARGET,
             limit=200)
    choice = table.choice
    focused = choice.picks[choice.focus]
    assert focused.seat != 0
    assert focused.move == table.session.suggestion(choice.decision)
    # The hint says whom Enter gives it to (QA twelfth pass: it did not).
    name = table.model.seats[focused.seat].name
    assert choice.hint == f"Enter: {name}  ·  click or arrows: another"
    ui.key(pygame.K_RETURN)
    ui.until(lambda: table.director.idle, limit=200)
    assert "-10" not in table.game.lines[0]
    assert "-10" in table.game.lines[focused.seat]


@pytest.mark.parametrize("coach", [True, False])
def test_hit_or_stay_starts_on_the_computers_choice_only_with_the_coach(ui, coach: bool) -> None:  # type: ignore[no-untyped-def]
    """QA: with the coach turned off, the focus still moved to Stay on its own where a
    computer would stay: advice the player had switched off. Without the coach it starts
    on Hit, as always; with it, on the computer's choice."""
    ui.app.settings.coach = coach
    session = _stacked(["12", "5", "6"])
    session.game.totals = [190, 0, 0]  # staying on 12 wins: a computer would stay
    assert session.suggestion(session.pending) == Move(STAY)
    table = _sit(ui, session)
    choice = table.choice
    assert choice.decision.kind == TURN
    assert choice.picks[choice.focus].move == Move(STAY if coach else HIT)


def test_turn_and_target_prompts_start_on_a_computers_choice() -> None:
    from game.ai import make_policy

    session = _stacked(["5", "7", "9", "freeze"], "classic")
    decision = session.pending
    assert decision is not None and decision.kind == TURN
    balanced = make_policy("balanced")
    rng = random.Random(0)
    view = PlayerView(session.game, 0)
    assert session.suggestion(decision) == balanced.choose(view, decision, rng)
    session.play(Move(HIT))  # the Freeze: whom?
    decision = session.pending
    assert decision is not None and decision.kind == TARGET and decision.card == "freeze"
    suggested = session.suggestion(decision)
    assert suggested == balanced.choose(PlayerView(session.game, 0), decision, rng)


def test_card_prompts_go_over_the_cards_as_they_lie_on_screen(ui) -> None:  # type: ignore[no-untyped-def]
    table = _sit(ui, _stacked(["5", "7", "9", "3", "8", "2", "4", "13", "1", "swap"],
                              "vengeance"))
    for _ in range(3):  # everybody builds a line, then you draw the Swap
        ui.key(pygame.K_h)
        ui.until(lambda: table.choice is not None and ui.app.top is table, limit=300)
        if table.choice.decision.kind != TURN:
            break
    choice = table.choice
    assert choice.decision.kind == "swap" and choice.picks_cards
    # Round the table in seat order, as the player choices go (QA nineteenth pass: reading
    # order jumped from the top right seat to the left one), each line left to right.
    keys = [(p.seat, p.index) for p in choice.picks]
    assert keys == sorted(keys)
    # The focus starts on a card of the swap a Balanced computer would make.
    suggested = table.session.suggestion(choice.decision)
    start = choice.focus
    assert (choice.picks[start].seat, choice.picks[start].card) in (
        (suggested.player, suggested.card), suggested.other)

    def words(pick) -> str:  # type: ignore[no-untyped-def]
        owner = "your" if pick.seat == 0 else f"{table.model.seats[pick.seat].name}'s"
        return f"{owner} {pick.card}"

    # The hint names what Enter takes, from the start and as the arrows move; the
    # question's box keeps its place and size meanwhile (the Menu beside it jumped).
    assert choice.hint == f"Enter: {words(choice.picks[start])}  ·  click or arrows: another"
    box = table.view.prompt_box()
    hints = set()
    for _ in range(len(choice.picks)):
        ui.key(pygame.K_RIGHT)
        hints.add(choice.hint)
        assert table.view.prompt_box() == box
    assert len(hints) > 1
    ui.key(pygame.K_RIGHT)  # round every card and one on
    assert choice.focus != start
    # → goes across the table as the lines lie, left to right (QA 54).
    across = []
    for _ in range(len(choice.picks)):
        pick = choice.picks[choice.focus]
        across.append((table.layout.seats[pick.seat].rect.centerx, pick.index))
        ui.key(pygame.K_RIGHT)
    first = across.index(min(across))
    assert across[first:] + across[:first] == sorted(across)
    if choice.focus == 0:
        ui.key(pygame.K_RIGHT)  # a card other than the first, for the undo below
    pick = choice.picks[choice.focus]
    assert choice.hint == f"Enter: {words(pick)}  ·  click or arrows: another"
    ui.key(pygame.K_RETURN)  # the first card
    assert choice.first == (pick.seat, pick.card)
    partner = choice.picks[choice.focus]
    assert choice.hint == (f"Enter: {words(partner)}  ·  undo the first card: right-click or "
                           "Backspace")
    keys = [(p.seat, p.index) for p in choice.picks]
    assert keys == sorted(keys)
    ui.key(pygame.K_BACKSPACE)
    assert choice.first is None
    # Back on the card just let go, not on the screen's first (QA eleventh pass).
    again = choice.picks[choice.focus]
    assert (again.seat, again.card) == (pick.seat, pick.card) and choice.focus != 0


def test_the_zero_says_why_there_is_no_staying(ui) -> None:  # type: ignore[no-untyped-def]
    """V-10 with G-13: holding the Zero, a person's turn is a hit made for them; the
    table says so where Hit and Stay would be, and shakes that notice at S."""
    table = _sit(ui, _stacked(["5", "6", "7", "0", "8", "9", "10", "3"], "vengeance"),
                 speed="normal")
    ui.key(pygame.K_h)  # the Zero arrives
    seen = False
    for _ in range(600):
        ui.step()
        if table.forced is not None:
            seen = True
            assert table.forced == 0 and table.choice is None
            ui.key(pygame.K_s)
            assert table.refused > 0
            break
    assert seen, "the forced hit was never explained"
    # S did not stay: the next card comes without being asked for.
    ui.until(lambda: len(table.game.lines[0]) >= 3 or table.game.round_number > 1, limit=1200)
    assert "0" in table.game.lines[0] and len(table.game.lines[0]) >= 3
    assert table.game.status[0] == "active" or table.game.round_number > 1


def test_the_zero_notice_stays_while_its_holder_is_in_the_round(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The notice showed for 1.6 seconds after each forced card, and a new player who
    looked away saw three cards drawn for them and no reason (QA 71). It is up in every
    frame from the moment the Zero lands on your line, through the others' turns, for as
    long as you hold it in the round."""
    from drawn_helpers import record_texts

    from game.core.engine import ACTIVE
    from game.i18n import addressed

    # You: 5, then the Zero; Ann and Ben draw 9 and 10; then your forced cards 3 and 4
    # between Ann's and Ben's 8, 11, 12 and 1.
    table = _sit(ui, _stacked(["5", "6", "7", "0", "9", "10", "3", "8", "11", "4", "12",
                               "1", "2"], "vengeance"), speed="normal")
    drawn = record_texts(ui.app.assets, monkeypatch)
    words = addressed("forced.zero", True, name="You")
    ui.key(pygame.K_h)  # the Zero
    ui.until(lambda: "0" in table.model.seats[0].line, limit=600)
    shown = 0
    for _ in range(3000):
        if len(table.game.lines[0]) >= 4:
            break
        drawn.clear()
        ui.step()
        view = table.model.seats[0]
        if view.status == ACTIVE and "0" in view.line and ui.app.top is table \
                and table.choice is None:
            assert table.forced == 0
            assert any(text == words for text, _ in drawn), shown
            shown += 1
    assert len(table.game.lines[0]) >= 4 and shown > 200


def test_the_zero_notice_goes_when_its_holder_busts(ui) -> None:  # type: ignore[no-untyped-def]
    """The notice stayed up after the holder busted on a forced card, under the round
    summary and into the next deal; it goes as soon as the holder is out."""
    from game.core.engine import BUSTED

    table = _sit(ui, _stacked(["5", "6", "7", "0", "9", "10", "5", "3"], "vengeance"),
                 speed="normal")
    ui.key(pygame.K_h)  # the Zero; Ben and Cat hit (9, 10); the forced card is a second 5
    shown = False
    for _ in range(600):
        ui.step()
        shown = shown or table.forced is not None
        if table.model.seats[0].status == BUSTED:
            break
    assert shown and table.model.seats[0].status == BUSTED
    ui.step()
    assert table.forced is None


def _zero_then(ui, top: list[str], until) -> TableScene:  # type: ignore[no-untyped-def]
    """A Vengeance table on ``top``: your hit draws the Zero, then frames until
    ``until(table)``; the Zero's notice must have shown on the way."""
    table = _sit(ui, _stacked(top, "vengeance"), speed="normal")
    ui.key(pygame.K_h)  # the Zero
    shown = False
    for _ in range(1200):
        ui.step()
        shown = shown or table.forced is not None
        if until(table):
            break
    assert shown and until(table)
    return table


def test_the_zero_notice_goes_when_its_holder_makes_flip_7(ui) -> None:  # type: ignore[no-untyped-def]
    """Forced cards made a Flip 7, and "No staying: you hold the Zero" stayed under the
    FLIP 7! banner, the round already over (QA 44): it goes with the Flip 7."""
    # You: 5, the Zero; Ann and Ben bust on a second 6 and 7; your forced cards
    # 1, 2, 3, 4, 8 make seven numbers.
    table = _zero_then(ui, ["5", "6", "7", "0", "6", "7", "1", "2", "3", "4", "8"],
                       lambda table: table.model.seats[0].flip7)
    ui.step()
    assert table.forced is None


def test_the_zero_notice_goes_when_a_swap_takes_the_zero_away(ui) -> None:  # type: ignore[no-untyped-def]
    """Your forced card was a Swap, and you swapped your Zero for Ann's 6: "No staying:
    you hold the Zero" stayed up into the next player's turn (QA 48). It goes with the
    Zero."""
    from game.core.moves import Move

    # You: 5, the Zero; Ann and Ben draw 9 and 10; your forced card is the Swap.
    table = _zero_then(ui, ["5", "6", "7", "0", "9", "10", "swap", "3", "4", "8"],
                       lambda table: table.choice is not None
                       and table.choice.decision.kind == "swap")
    table.submit(Move.swap((0, "0"), (1, "6")))
    ui.until(lambda: "0" not in table.model.seats[0].line, limit=600)
    ui.step()
    assert table.forced is None


def test_a_classic_0_never_says_there_is_no_staying(ui) -> None:  # type: ignore[no-untyped-def]
    """In classic the 0 is a plain number (C-1): a person holding it hits and may stay
    on the next turn, and the V-10 notice never shows (QA eleventh pass: it showed after
    a classic hit by a person holding the 0)."""
    table = _sit(ui, _stacked(["5", "6", "7", "0", "8", "9", "10", "3", "4", "11"],
                              "classic"), speed="normal")
    ui.key(pygame.K_h)  # the 0 arrives on your line
    ui.until(lambda: table.choice is not None and ui.app.top is table, limit=600)
    assert "0" in table.game.lines[0]
    ui.key(pygame.K_h)  # a hit with the 0 in the line
    for _ in range(240):
        ui.step()
        assert table.forced is None
    ui.until(lambda: table.choice is not None and ui.app.top is table, limit=600)
    decision = table.choice.decision
    assert decision.kind == TURN and any(m.do == "stay" for m in decision.options)


# ---------------------------------------------------------------------- rough edges


def test_a_brutal_flip7_shows_the_choice_before_the_result(ui) -> None:  # type: ignore[no-untyped-def]
    """Issue 15.6 / V-B-3: the banner asks; the +15 is shown once it is chosen."""
    from game.core.events import Flip7, Flip7Bonus
    from game.core.moves import BONUS
    from game.ui.beats import Flip7Beat, beat_for
    from game.ui.effects import Banner

    table = _sit(ui, _stacked(["12", "5", "6"], "vengeance", brutal=True))
    Flip7Beat(Flip7(0)).started(table)
    (banner,) = [e for e in table.effects.items if isinstance(e, Banner)]
    assert banner.text == "FLIP 7!" and banner.sub.startswith("Choose: +15 for you, or −15")
    table.model.apply(Flip7(0))
    assert table.model.seats[0].choosing
    assert "choosing" in table.view._status_text(0)[0]
    assert table.model.history[-1].text.startswith("FLIP 7 for you! Choose")
    # The +15 taken is an event now (QA 40), so the viewer says it as the table does.
    table.effects.clear()
    beat_for(Flip7Bonus(0)).started(table)
    (told,) = [e for e in table.effects.items if isinstance(e, Banner)]
    assert told.text == "+15 for you"
    classic = _sit(ui, _stacked(["12", "5", "6"]))
    Flip7Beat(Flip7(1)).started(classic)
    subs = [e.sub for e in classic.effects.items if isinstance(e, Banner)]
    assert "+15 for Ann" in subs
    assert Move(BONUS) not in classic.choice.decision.options


def test_the_brutal_flip7_question_says_what_enter_does_once_the_arrows_move(ui) -> None:  # type: ignore[no-untyped-def]
    """V-B-3 by keys: no room for a hint under the question (its Take +15 button sits
    there), so once an arrow moves the focus the question itself names the pick."""
    from game.core.moves import ATTACK, BONUS, FLIP7, Decision
    from game.ui.decisions import Choice
    from game.ui.input import DOWN, RIGHT, Press

    table = _sit(ui, _stacked(["12", "5", "6"], "vengeance", brutal=True))
    decision = Decision(0, FLIP7, (Move(BONUS), Move(ATTACK, player=1), Move(ATTACK, player=2)))
    choice = Choice(decision, table, Move(BONUS))
    assert choice.prompt == "Flip 7! Enter: +15 for you  ·  click or arrows: −15 for a rival"
    choice.handle(Press(RIGHT))
    name = table.model.seats[choice.picks[choice.focus].seat].name
    assert choice.prompt == f"Flip 7! Enter: −15 for {name}  ·  arrows: another"
    choice.handle(Press(DOWN))  # the Take +15 button lies under the rivals' seats
    assert choice.prompt == "Flip 7! Enter: Take +15  ·  arrows: another"


def test_the_brutal_flip7_question_follows_a_focus_the_pointer_moved(ui) -> None:  # type: ignore[no-untyped-def]
    """The pointer resting on a rival moves the focus there, and it stays once the
    pointer leaves: the question still said "Enter: +15 for you" where Enter gave that
    rival −15 (QA 102). It names the focused pick, as after the arrows; the coach's
    advice moving the focus does the same."""
    from game.core.moves import ATTACK, BONUS, FLIP7, Decision
    from game.ui.decisions import Choice
    from game.ui.input import Point

    table = _sit(ui, _stacked(["12", "5", "6"], "vengeance", brutal=True))
    decision = Decision(0, FLIP7, (Move(BONUS), Move(ATTACK, player=1), Move(ATTACK, player=2)))
    choice = Choice(decision, table, Move(BONUS))
    seat = next(p for p in choice.picks if p.seat is not None)
    choice.handle(Point(seat.rect.center))
    choice.handle(Point((5, 5)))  # off every pick: the focus stays on the rival
    name = table.model.seats[seat.seat].name
    assert choice.picks[choice.focus] is seat
    assert choice.prompt == f"Flip 7! Enter: −15 for {name}  ·  arrows: another"
    advised = Choice(decision, table, Move(BONUS))
    assert advised.follow(Move(ATTACK, player=2))
    assert advised.prompt.startswith("Flip 7! Enter: −15 for ")


def test_the_summary_names_players_as_the_table_does_and_leads_to_the_winner(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_gameover import GameOverScene
    from game.ui.scene_summary import SummaryScene, columns

    setup = TableSetup((Seat("Ida"), Seat("Ann", "balanced"), Seat("Ben", "balanced")),
                       "classic", False, 60)
    ui.app.settings.speed = "instant"
    table = TableScene(ui.app, Session(setup, seed=4, ai_seed=4))
    ui.app.push(table)
    labels, lines = [], []
    last = None
    for _ in range(4000):
        top = ui.app.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, SummaryScene):
            labels.append(str(top.menu.widgets[0].label))
            last = top
            assert table.lit_seat is None  # the round is over: nobody is lit (QA 38)
            if top.event.flip7 is None:
                lines.append((str(top.menu.widgets[0].label), top.subtitle()))
            assert [top.row_name(s) for s in range(3)] == ["Ida", "Ann", "Ben"]
            ui.step(2)
            ui.key(pygame.K_RETURN)
            continue
        if table.choice is not None and top is table:
            ui.key(pygame.K_s if table.model.seats[0].round_score >= 15 else pygame.K_h)
        ui.step()
    assert labels and labels[-1] == "See the winner"
    assert set(labels[:-1]) <= {"Next round"}
    # The last round's line says the game is over; the others how it will end (QA 37:
    # the last one said "Once a round ends with someone at 60…" after the win).
    said = {label: line for label, line in lines}
    assert said["See the winner"] == "The target of 60 is reached: this was the last round"
    assert said["Next round"].startswith("Once a round ends with someone at 60")
    # A Flip 7 in the last round says both (QA 38: the Flip 7 alone read as going on).
    last.event = last.event._replace(flip7=0)
    assert last.subtitle() == ("Flip 7 for you!  ·  The target of 60 is reached: "
                               "this was the last round")
    assert table.model.you == 0  # the table says "you" in sentences, "Ida" on the seat
    assert "÷2" not in " ".join(columns(CLASSIC, False))
    assert "×2" not in " ".join(columns(VENGEANCE, False))


def test_large_text_enlarges_the_table_and_its_history(ui) -> None:  # type: ignore[no-untyped-def]
    """Issue 15.7: a setting, applied when the player comes back from Settings."""
    from game.ui.layout import table_layout
    from game.ui.scene_history import HistoryScene
    from game.ui.scene_pause import PauseScene
    from game.ui.theme import BODY

    table = _sit(ui, _stacked(["12", "5", "6"], seats=6))
    assert table.layout is table_layout(6, 0, False)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.app.top, PauseScene)
    ui.app.settings.large_text = True  # as the Settings screen under the pause menu sets it
    ui.key(pygame.K_ESCAPE)
    assert ui.app.top is table and table.layout is table_layout(6, 0, True)
    ui.until(lambda: table.choice is not None, limit=100)
    ui.step()  # draws in large text
    ui.key(pygame.K_l)
    history = ui.app.top
    assert isinstance(history, HistoryScene) and history.panel.size > BODY


def test_the_table_keeps_drawing_while_the_coach_thinks(ui) -> None:  # type: ignore[no-untyped-def]
    """The resting loop sleeps on input only once the coach's answer is on screen."""
    table = _sit(ui, _stacked(["12", "5", "6"]))
    ui.until(lambda: table.at_rest, limit=300)
    ui.key(pygame.K_SLASH)
    assert table.coach.thinking == (not table.at_rest)
    _until_read(ui, table, lambda: table.coach.reading is not None)
    ui.until(lambda: table.at_rest, limit=300)
    assert table.coach_line is not None and not table.coach_line.endswith("...")


def test_the_summary_offers_next_round_only_once_the_count_is_done(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The first Enter during the count-up only completes it; the button said "Next
    round" all along, so that Enter seemed lost. While counting, a line says what Enter
    does; Next round shows once the count is done, and the second Enter goes on."""
    from game.ui.scene_summary import SummaryScene

    setup = TableSetup((Seat("Ida", "balanced"), Seat("Ann", "balanced"),
                        Seat("Ben", "balanced")), "classic", False, 200)
    ui.app.settings.speed = "normal"
    table = TableScene(ui.app, Session(setup, seed=4, ai_seed=4))
    ui.app.push(table)
    ui.until(lambda: isinstance(ui.app.top, SummaryScene), limit=20000)
    summary = ui.app.top
    real = ui.app.assets.text

    def drawn() -> str:
        seen: list[str] = []

        def text(words: str, *args: object, **kwargs: object) -> pygame.Surface:
            seen.append(words)
            return real(words, *args, **kwargs)

        monkeypatch.setattr(ui.app.assets, "text", text)
        summary.draw(ui.app.screen)
        monkeypatch.setattr(ui.app.assets, "text", real)
        return "\n".join(seen)

    assert summary.elapsed < summary.finish_time
    counting = drawn()
    assert "Enter or a click shows every score" in counting and "Next round" not in counting
    ui.key(pygame.K_RETURN)
    assert ui.app.top is summary and summary.elapsed >= summary.finish_time
    done = drawn()
    assert "Next round" in done and "Counting up" not in done
    ui.key(pygame.K_RETURN)
    assert ui.app.top is not summary


def test_a_seat_dealt_an_action_says_plus_0_this_round(ui) -> None:  # type: ignore[no-untyped-def]
    """A seat whose dealt card was an action (played at once) has an empty line; it says
    "+0 this round" as the others do, once the deal has reached it, not nothing (QA
    eleventh pass: such seats looked skipped). Before the deal reaches it: nothing."""
    from game.core.events import CardDealt, RoundStarted

    table = _sit(ui, _stacked(["12", "5", "6"]))
    model = table.model
    model.apply(RoundStarted(2, 0, False))
    assert table.view._status_text(1)[0] == ""  # the deal has not reached Ann
    model.apply(CardDealt(1, "freeze"))
    assert table.view._status_text(1)[0] == ""  # the Freeze is in her hand, to be played
    model.seats[1].held.clear()  # played
    assert table.view._status_text(1)[0] == "+0 this round"


def test_the_round_summary_opens_the_history(ui) -> None:  # type: ignore[no-untyped-def]
    """A player out by a Flip Four played on them after they stayed could not find out
    why until the next round: L (or the History button) opens the story from the
    round's summary, and closing it comes back to the summary."""
    from game.ui.scene_history import HistoryScene
    from game.ui.scene_summary import SummaryScene

    setup = TableSetup((Seat("Ida", "balanced"), Seat("Ann", "balanced"),
                        Seat("Ben", "balanced")), "classic", False, 200)
    ui.app.settings.speed = "instant"
    ui.app.push(TableScene(ui.app, Session(setup, seed=4, ai_seed=4)))
    ui.until(lambda: isinstance(ui.app.top, SummaryScene))
    summary = ui.app.top
    ui.step(5)
    ui.key(pygame.K_l)
    assert isinstance(ui.app.top, HistoryScene)
    ui.key(pygame.K_ESCAPE)
    assert ui.app.top is summary
    button = next(w for w in summary.menu.widgets if w.label == "History")
    assert not button.rect.colliderect(summary.menu.widgets[0].rect)
    assert summary.rect.contains(button.rect)
    ui.click(button.rect.center)
    assert isinstance(ui.app.top, HistoryScene)
    # A click beside the panel closes it, as a panel over the table is expected to (QA
    # 102); a click in it, or a drag out of it, does not.
    from game.ui.scene_history import FRAME

    ui.click(FRAME.center)
    assert isinstance(ui.app.top, HistoryScene)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=FRAME.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(20, 360), button=1))
    ui.step()
    assert isinstance(ui.app.top, HistoryScene)
    ui.click((20, 360))
    assert ui.app.top is summary


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_percentage_is_never_broken_before_its_sign(ui_app, code: str) -> None:  # type: ignore[no-untyped-def]
    """The German coach broke "18,3 %" over two lines, its "%" alone at the start of the
    next (QA 35): the number and its sign are held by a no-break space, which the
    wrapping keeps (Python's plain split broke there)."""
    from game.i18n import set_language, t
    from game.ui.widgets import wrap_text

    set_language(code)
    try:
        chance = t("common.percent", n="18,3")
        line = t("coach.best", move="Gib Ann die −6", chance=chance)
        font = ui_app.assets.font("regular", 18)
        whole = font.size(line)[0]
        for width in range(40, whole, 3):
            lines = wrap_text(font, line, width)
            assert not any(part.startswith("%") for part in lines), (width, lines)
            assert " ".join(lines) == line.replace("  ", " ")
    finally:
        set_language("en")


def test_a_hit_made_safe_by_a_second_chance_says_so() -> None:
    """Holding a Second Chance the coach said "no card left in the deck can bust you"
    while the cards-left panel showed eleven 12s to come (QA 231): the chance is what
    makes the hit safe, and the line says so."""
    from game.ai.expert import SAFE, Reading
    from game.core import CLASSIC
    from game.core.moves import HIT, STAY, TURN, Decision, Move
    from game.ui.coach import advice
    from game.ui.model import TableModel

    model = TableModel(("Ann", "Ben", "Cat"), CLASSIC, False, 200, 94, 0)
    turn = Decision(0, TURN, (Move(HIT), Move(STAY)))
    safe = Reading(Move(HIT), SAFE, {})
    model.seats[0].line = ["12", "chance"]
    assert advice(model, turn, safe, saved=True) == t("coach.safe_chance")
    assert "Second Chance" in t("coach.safe_chance")
    assert advice(model, turn, safe) == t("coach.safe")


def test_a_second_chance_alone_is_not_what_makes_a_hit_safe(ui) -> None:  # type: ignore[no-untyped-def]
    """A Second Chance dealt first, no number held: the coach said it "takes any number
    you already hold" (QA 233). No card can bust the line at all, as the odds say."""
    table = _sit(ui, _stacked(["chance", "5", "6"]))
    assert table.game.lines[0] == ["chance"]
    ui.key(pygame.K_QUESTION)
    _until_read(ui, table, lambda: table.coach.reading is not None)
    assert table.odds is not None and not table.odds.saved
    assert table.coach_line == t("coach.safe")


def test_the_coach_asks_once_a_reading_whether_a_second_chance_makes_a_hit_safe(
        ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With the odds box shut the coach counted the pile at every frame of a safe
    reading to say whether a held Second Chance made it safe (QA 235): once a reading."""
    from game.ai.expert import SAFE
    from game.ui import scene_table

    ui.app.settings.odds = False
    table = _sit(ui, _stacked(["chance", "5", "6"]))
    counted = []
    real = scene_table.turn_odds

    def counting(game, seat):  # type: ignore[no-untyped-def]
        counted.append(seat)
        return real(game, seat)

    monkeypatch.setattr(scene_table, "turn_odds", counting)
    ui.key(pygame.K_QUESTION)
    _until_read(ui, table, lambda: table.coach.reading is not None)
    assert table.odds is None and table.coach.reading.basis == SAFE
    lines = set()
    for _frame in range(30):
        ui.step()
        lines.add(table.coach_line)
    assert lines == {t("coach.safe")} and len(counted) == 1, (lines, counted)


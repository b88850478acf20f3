"""A click on a card or player that cannot be picked says why (QA 48: a click on a
dimmed card did nothing, with no word). Stacked Vengeance decks, played headless."""

from __future__ import annotations

import pygame
from table_helpers import stacked_vengeance

from game.core.engine import BUSTED
from game.core.moves import FLIP7, STEAL, SWAP, TARGET, TURN, Move
from game.i18n import set_language
from game.session import Seat, Session, TableSetup
from game.ui.decisions import MISSED_TIME
from game.ui.scene_table import TableScene


def _decision(ui, top: list[str], kind: str) -> TableScene:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, stacked_vengeance(top))
    app.push(table)
    for _ in range(6):
        ui.until(lambda: table.choice is not None, limit=200)
        if table.choice is not None and table.choice.decision.kind == kind:
            return table
        ui.key(pygame.K_h)
    raise AssertionError(f"no {kind} decision came")


def test_a_steal_of_your_own_card_says_why_and_plays_nothing(ui) -> None:  # type: ignore[no-untyped-def]
    table = _decision(ui, ["5", "7", "9", "steal"], STEAL)  # V-5
    choice = table.choice
    moves = len(table.game.moves)
    own = table.line_rect(0, 0)
    ui.click(own.center)
    assert choice.missed == "A Steal takes another player's card: pick a lit card."
    assert choice.hint == choice.missed and choice.missed not in choice.hints()
    assert len(table.game.moves) == moves and table.choice is choice
    # The loop does not sleep while the words show: a sleeping loop's frames pass no
    # time, and they would never go (QA 103 met the like of it after a hand-over).
    ui.step(60)
    assert choice.missed is not None and ui.app.rest_time() == 0
    ui.step(int(MISSED_TIME * 60) - 58)
    assert choice.missed is None
    assert choice.hint.startswith("Enter: ")
    assert ui.app.rest_time() > 0


def test_arrow_keys_take_the_words_away(ui) -> None:  # type: ignore[no-untyped-def]
    table = _decision(ui, ["5", "7", "9", "steal"], STEAL)
    choice = table.choice
    ui.click(table.line_rect(0, 0).center)
    assert choice.missed is not None
    ui.key(pygame.K_RIGHT)
    assert choice.missed is None and choice.hint.startswith("Enter: ")


def test_a_swap_cannot_take_both_cards_from_one_line(ui) -> None:  # type: ignore[no-untyped-def]
    table = _decision(ui, ["5", "7", "9", "swap"], SWAP)  # V-6
    choice = table.choice
    first = next(p for p in choice.picks if p.seat == 1)
    ui.click(first.rect.center)
    assert choice.first == (1, "7") and choice.missed is None
    ui.click(table.line_rect(1, 0).center)  # the chosen card again: its own line
    assert choice.missed == "A Swap takes cards from two lines: pick a lit card."
    assert choice.first == (1, "7")
    second = next(p for p in choice.picks if p.seat == 2)
    ui.click(second.rect.center)
    ui.until(lambda: table.director.idle, 50)
    assert table.game.lines[1][0] == "9" and table.game.lines[2][0] == "7"


def test_a_busted_player_cannot_be_targeted_and_the_table_says_so(ui) -> None:  # type: ignore[no-untyped-def]
    # You 5, Ann 7, Ben 9; you draw 2, Ann draws a second 7 (bust), Ben 3, you Just One More.
    table = _decision(ui, ["5", "7", "9", "2", "7", "3", "onemore"], TARGET)
    assert table.game.status[1] == BUSTED
    choice = table.choice
    assert all(p.seat != 1 for p in choice.picks)
    ui.click(table.layout.seats[1].rect.center)
    assert choice.missed == "Ann has busted: pick a lit player."
    ui.step()  # and it is drawn, in red under the question
    set_language("de")
    try:
        ui.click(table.layout.seats[1].rect.center)
        assert choice.missed == "Ann ist raus: Wähle einen hervorgehobenen Spieler."
        ui.step()
    finally:
        set_language("en")
    played = len(table.game.moves)
    ui.click(table.layout.seats[2].rect.center)  # a lit player: played
    assert table.game.moves[played] == (0, Move(TARGET, 2))


def test_a_click_on_empty_felt_says_nothing(ui) -> None:  # type: ignore[no-untyped-def]
    table = _decision(ui, ["5", "7", "9", "steal"], STEAL)
    choice = table.choice
    ui.click((table.layout.deck.centerx, table.layout.deck.bottom + 30))
    assert choice.missed is None


def test_a_brutal_flip7_cannot_give_you_the_minus_15(ui) -> None:  # type: ignore[no-untyped-def]
    """Seed 5 deals you a Flip 7 in the first round if you always hit (Brutal, V-B-3):
    a click on your own seat says the −15 goes to a rival, in the question's place
    (its Take +15 button leaves no room under it), then the question is back."""
    setup = TableSetup((Seat("You"), Seat("Ann", "balanced"), Seat("Ben", "balanced")),
                       "vengeance", True)
    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, Session(setup, seed=5, ai_seed=5))
    app.push(table)
    for _ in range(40):
        ui.until(lambda: table.choice is not None, limit=300)
        if table.choice.decision.kind == FLIP7:
            break
        ui.key(pygame.K_h if table.choice.decision.kind == TURN else pygame.K_RETURN)
    choice = table.choice
    assert choice.decision.kind == FLIP7
    ui.click(table.layout.seats[0].rect.center)
    assert choice.missed == "The −15 goes to a rival: pick a lit player."
    ui.step()
    assert table.view.prompt_box() is not None
    ui.step(int(MISSED_TIME * 60) + 2)
    assert choice.missed is None and table.choice is choice


def test_a_long_reason_is_drawn_whole_within_the_room(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """German, a Swap's second card from the first card's line: the reason ran past the
    question's box, cut at "…hervorgehobenen Karte" (QA 50). It is drawn whole, on one
    line or two, within the room between the side seats; the other hints keep their
    size meanwhile."""
    from drawn_helpers import record_texts

    set_language("de")
    try:
        table = _decision(ui, ["5", "7", "9", "swap"], SWAP)
        choice = table.choice
        sizes = table.view._hint_fit(choice.hints())
        ui.click(next(p for p in choice.picks if p.seat == 1).rect.center)
        drawn = record_texts(ui.app.assets, monkeypatch)  # the reason is set once
        ui.click(table.line_rect(1, 0).center)
        assert choice.missed is not None and choice.missed.startswith("Getauscht")
        ui.step()
        words = " ".join(text for text, _size in drawn)
        assert all(word in words for word in choice.missed.split())
        note = table.view._missed_note(choice.missed, sizes[0], table.view._hint_room())
        assert note.get_width() <= table.view._hint_room()
        assert table.view._hint_fit(choice.hints()) == table.view._hint_fit(
            [table.choice._hint(i) for i in range(len(choice.picks))])
    finally:
        set_language("en")


def test_with_large_text_the_reason_keeps_its_size(ui) -> None:  # type: ignore[no-untyped-def]
    """Large text: the reason is set at the hint's size, or two px less, on two lines
    where it must; it was shrunk to the usual size (QA 51)."""
    ui.app.settings.large_text = True
    set_language("de")
    try:
        table = _decision(ui, ["5", "7", "9", "swap"], SWAP)
        choice = table.choice
        ui.click(next(p for p in choice.picks if p.seat == 1).rect.center)
        ui.click(table.line_rect(1, 0).center)
        assert choice.missed is not None
        size = table.view._hint_fit(choice.hints())[0]
        room = table.view._hint_room()
        note = table.view._missed_note(choice.missed, size, room)
        assert note.get_width() <= room
        line = ui.app.assets.font("regular", size - 2).get_linesize()
        assert note.get_height() >= ui.app.assets.font("regular", size - 2).get_height()
        if note.get_height() < 2 * line:  # one line: at most two px smaller
            assert ui.app.assets.font("regular", size - 2).size(choice.missed)[0] <= room
        ui.step()
    finally:
        set_language("en")
        ui.app.settings.large_text = False


def _classic(ui, top: list[str], seats: int = 3) -> TableScene:  # type: ignore[no-untyped-def]
    """A classic table (you first, then computers; the dealer last) whose deck starts
    with ``top``, at your first decision."""
    import random

    from game.core.editions import CLASSIC, full_deck

    rest = full_deck(CLASSIC, seats)
    for card in top:
        rest.remove(card)
    random.Random(0).shuffle(rest)
    names = ("Ann", "Ben", "Cat", "Dev")[:seats - 1]
    setup = TableSetup((Seat("You"), *(Seat(n, "balanced") for n in names)), "classic")
    ui.app.settings.speed = "instant"
    table = TableScene(ui.app, Session(setup, seed=0, ai_seed=0, deck=top + rest,
                                       dealer=seats - 1))
    ui.app.push(table)
    ui.until(lambda: table.choice is not None, limit=200)
    return table


def test_a_freeze_set_aside_cannot_go_to_you_once_you_busted_and_says_you_have(ui) -> None:  # type: ignore[no-untyped-def]
    """Busted in your own Flip Three, the Freeze you set aside goes to another player: a
    click on your seat said "You has busted" (QA 141)."""
    table = _classic(ui, ["5", "7", "9", "flip3", "freeze", "5"])
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == TARGET
             and table.director.idle, limit=300)
    ui.click(table.layout.seats[0].rect.center)  # the Flip Three on yourself
    ui.until(lambda: table.choice is not None and table.choice.decision.card == "freeze"
             and table.director.idle, limit=600)
    assert table.game.status[0] == BUSTED
    ui.click(table.layout.seats[0].rect.center)
    assert table.choice.missed == "You have busted: pick a lit player."


def test_an_extra_second_chance_refused_names_the_one_it_has_already(ui) -> None:  # type: ignore[no-untyped-def]
    """Giving an extra Second Chance (C-5), a click on a player holding one, or on your
    own seat, said only "Not that one" (QA 141)."""
    table = _classic(ui, ["chance", "chance", "9", "8", "chance"], seats=4)
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.choice.decision.card == "chance"
             and table.director.idle, limit=300)
    choice = table.choice
    ui.click(table.layout.seats[1].rect.center)
    assert choice.missed == "Ann already has a Second Chance: pick a lit player."
    ui.click(table.layout.seats[0].rect.center)
    assert choice.missed == \
        "The extra Second Chance goes to another player: pick a lit player."


def test_a_flip7_question_with_two_long_names_stays_clear_of_the_seats(ui) -> None:  # type: ignore[no-untyped-def]
    """Hot-seat Brutal, two people of 14 wide letters: "WWW… — Flip 7! Enter: −15 for
    MMM… · arrows: another" ran over the side seats (QA 141). Too wide, the question
    drops the arrows' part; the box stays clear in every language."""
    from game.core.moves import ATTACK, BONUS, Decision
    from game.ui.decisions import Choice

    names = ["W" * 14, "M" * 14, "Cat", "Dan", "Eve"]
    seats = tuple(Seat(n) if i < 2 else Seat(n, "balanced") for i, n in enumerate(names))
    ui.app.settings.speed = "instant"
    table = TableScene(ui.app, Session(TableSetup(seats, "vengeance", True), seed=1, ai_seed=1))
    ui.app.push(table)
    ui.step(3)
    while ui.app.top is not table:
        ui.app.pop()
    for language in ("en", "de", "nl"):
        set_language(language)
        decision = Decision(0, FLIP7, (Move(BONUS), *(Move(ATTACK, s) for s in range(1, 5))))
        choice = Choice(decision, table)
        table.choice = choice
        choice.focus, choice.steered = 1, True
        table.draw(ui.app.screen)
        box = table.view.prompt_box()
        assert box is not None
        assert not any(box.colliderect(seat.rect) for seat in table.layout.seats[1:]), language
    set_language("en")

"""How the table reads at a glance: what the centre stacks under the piles, and the
marks of a person's choice. Driven through the real scenes on a fake clock."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.core import VENGEANCE
from game.core.editions import full_deck
from game.core.engine import ACTIVE, STAYED
from game.i18n import set_language, t
from game.session import Seat, Session, TableSetup
from game.ui.scene_table import TableScene
from game.ui.theme import SMALL, TEXT


def _stacked(top: list[str], seats: int = 3, dealer: int | None = None) -> Session:
    """A Vengeance table of ``seats`` (you and computers) whose deck starts with ``top``."""
    rest = full_deck(VENGEANCE, seats)
    for card in top:
        rest.remove(card)
    random.Random(0).shuffle(rest)
    names = ("Ann", "Ben", "Cat", "Dev", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jo", "Kai", "Lu",
             "Mo", "Ned", "Ola", "Pia", "Quin")
    setup = TableSetup((Seat("You"), *(Seat(n, "balanced") for n in names[:seats - 1])),
                       "vengeance")
    dealer = seats - 1 if dealer is None else dealer
    return Session(setup, seed=0, ai_seed=0, deck=top + rest, dealer=dealer)


def _sit(ui, session: Session) -> TableScene:  # type: ignore[no-untyped-def]
    ui.app.settings.speed = "instant"
    table = TableScene(ui.app, session)
    ui.app.push(table)
    ui.until(lambda: table.choice is not None and table.director.idle, limit=400)
    return table


def _read(ui, table: TableScene) -> None:  # type: ignore[no-untyped-def]
    """Frames until the coach's reading is on screen (it is worked out on a thread)."""
    for _ in range(600):
        if table.coach.reading is not None:
            ui.step()
            return
        table.coach.wait(10)
        ui.step()
    raise AssertionError("the coach gave no reading")


# ---------------------------------------------------------------------- under the piles


@pytest.mark.parametrize("seats", [3, 12])
def test_cards_left_and_a_two_line_coach_both_show_without_overlap(ui, seats: int) -> None:  # type: ignore[no-untyped-def]
    """German with Large text: the coach's advice takes two lines, and the cards-left
    panel (key C) still shows above it instead of vanishing while its button is lit."""
    set_language("de")
    ui.app.settings.large_text = True
    table = _sit(ui, _stacked(["12", "5", "6"], seats))
    ui.key(pygame.K_c)
    table.toggle_coach()
    _read(ui, table)
    stack = table.view.log_stack()
    (coach, lines, _size), = stack.texts
    assert len(lines) == 2  # the case in question: advice that wraps
    assert table.cards_open and stack.cards is not None
    layout = table.layout
    assert stack.cards.bottom <= coach.top
    assert stack.cards.top > max(layout.deck.bottom, layout.discard.bottom)
    prompt_top = layout.prompt.top
    assert coach.bottom <= prompt_top
    # The piles' counts moved onto the piles as badges: nothing is drawn under them.
    assert stack.lifted


def test_the_stack_stays_under_the_pile_labels_when_it_fits(ui) -> None:  # type: ignore[no-untyped-def]
    """English, one-line advice: the coach sits where it always did, under the piles'
    count labels, and the newest log lines still show. With the cards panel open too
    the area has no row left for the log: the stack rises (QA 53), the panel above the
    coach and one log line under it."""
    table = _sit(ui, _stacked(["12", "5", "6"]))
    table.toggle_coach()
    _read(ui, table)
    stack = table.view.log_stack()
    (coach, lines, _size), = stack.texts
    assert len(lines) == 1 and not stack.lifted and stack.rows >= 1
    assert coach.top == table.layout.log.top
    ui.key(pygame.K_c)
    stack = table.view.log_stack()
    (coach, lines, _size), = stack.texts
    assert stack.lifted and stack.rows == 1
    assert stack.cards is not None and stack.cards.bottom <= coach.top


@pytest.mark.parametrize(("seats", "large"), [(3, False), (3, True), (10, True), (12, False)])
def test_a_two_line_coach_leaves_the_newest_event_in_view(ui, seats: int, large: bool) -> None:  # type: ignore[no-untyped-def]
    """The coach's two lines filled the room under the piles, and what the others did
    since the player's last decision ("Ben steals Ann's 8") was hidden while the coach
    stayed open (QA 53): where the area has no row left for it, the stack rises into
    the count labels' room, and the newest log line shows under the advice, above the
    question."""
    set_language("de")
    ui.app.settings.large_text = large
    table = _sit(ui, _stacked(["12", "5", "6"], seats))
    table.toggle_coach()
    _read(ui, table)
    stack = table.view.log_stack()
    (coach, lines, _size), = stack.texts
    assert len(lines) == 2 and table.model.log
    assert stack.rows >= 1
    assert stack.lifted == large  # (the usual size leaves a row without rising)
    assert coach.top > max(table.layout.deck.bottom, table.layout.discard.bottom)
    row_bottom = stack.log_y + table.view.size(SMALL)
    assert row_bottom <= table.layout.prompt.top + 2
    (text, *_), *_ = table.view.log_lines(stack.rows)[-1:]
    assert text == table.model.log[-1] or table.model.log[-1].endswith(text)


@pytest.mark.parametrize("lifted", [False, True])
def test_your_card_set_aside_says_later_clear_of_the_cards_left_panel(  # type: ignore[no-untyped-def]
        ui, lifted: bool) -> None:
    """Your Freeze, set aside during a Flip Three, lies beside the discard pile with
    "later" under it; with the cards-left panel and a two-line coach lifted into the
    room under the piles, "later" was drawn over the panel's counts (QA 42), and under
    the card it ran on from the pile's label, "Discard 47 later" (QA 43). It sits on the
    card's top, as the piles' counts do; and once the card's turn comes ("Freeze: who
    stops now?") it no longer says "later" (QA 43)."""
    from game.core import cards as C

    if lifted:
        set_language("de")
        ui.app.settings.large_text = True
    table = _sit(ui, _stacked(["12", "5", "6"]))
    ui.key(pygame.K_c)
    if lifted:  # (with the panel and one line of advice, the stack rises too: QA 53)
        table.toggle_coach()
        _read(ui, table)
    view = table.model.seats[table.front]
    view.held.append(C.FREEZE)
    view.aside.append(C.FREEZE)
    stack = table.view.log_stack()
    assert stack.lifted == lifted and stack.cards is not None
    later = ui.app.assets.text(t("table.later"), SMALL, TEXT, "bold")
    places: list[pygame.Rect] = []

    class Spy(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):  # type: ignore[no-untyped-def]
            if source is later:
                places.append(pygame.Rect(pygame.Rect(dest).topleft, source.get_size()))
            return super().blit(source, dest, *args, **kwargs)

    surface = Spy((1280, 720))
    table.view._draw_seat(surface, table.front)
    held = table.held_rect(table.front, 0)
    (place,) = places
    assert not place.colliderect(stack.cards)
    assert held.left < place.centerx < held.right
    assert held.top <= place.centery <= held.top + 10  # on the card's top edge
    # Its turn: the decision plays that very card.
    assert table.choice is not None
    decision = table.choice.decision
    table.choice.decision = decision._replace(card=C.FREEZE)
    places.clear()
    table.view._draw_seat(surface, table.front)
    assert places == []


# ---------------------------------------------------------------------- choosing a player


def _brightness(surface: pygame.Surface, pos: tuple[int, int]) -> int:
    return sum(surface.get_at(pos)[:3])


def test_the_seat_enter_picks_stands_out_from_the_other_targets(ui) -> None:  # type: ignore[no-untyped-def]
    """Flip Four: every seat can be picked. The focused one has a white ring and a white
    halo; the others only a calm dark-gold ring, so the focus is plain at any table size.
    Moving the focus moves the look."""
    from game.core.moves import TARGET
    from game.ui.theme import GOLD_DARK, TEXT

    table = _sit(ui, _stacked(["5", "7", "9", "flip4"], dealer=2))
    ui.key(pygame.K_h)  # draws the Flip Four
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == TARGET
             and table.director.idle, 80)
    choice = table.choice
    screen = ui.app.screen
    for _ in range(2):
        ui.step()
        focused = choice.picks[choice.focus].seat
        others = [p.seat for p in choice.picks
                  if p.seat not in (focused, table.lit_seat) and p.kind == "seat"]
        assert others, "a calm option to compare with"
        rings = {}
        for seat in (focused, others[0]):
            rect = table.layout.seats[seat].rect
            x = rect.centerx + 40  # clear of the coach's star at the top edge's middle
            rings[seat] = (screen.get_at((x, rect.y - 2))[:3], screen.get_at((x, rect.y - 4))[:3],
                           _brightness(screen, (x, rect.y - 10)))
        ring, _, halo = rings[focused]
        _, calm_ring, felt = rings[others[0]]
        assert ring == TEXT and calm_ring == GOLD_DARK
        assert halo > felt + 50  # the white halo around the focused seat only
        ui.key(pygame.K_RIGHT, frames=0)


def test_your_own_seat_focused_glows_white_not_gold(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A Freeze on yourself: your seat, lit gold as the one deciding, is the focus. Its
    white glow lay over the gold one and looked like the gold it always has (QA 68):
    focused, it glows white alone, as any focused seat does."""
    from game.core import CLASSIC
    from game.core.moves import TARGET
    from game.ui import table_seats
    from game.ui.theme import GOLD

    rest = full_deck(CLASSIC, 3)
    rest.remove("freeze")
    random.Random(0).shuffle(rest)
    setup = TableSetup((Seat("You"), Seat("Ann", "balanced"), Seat("Ben", "balanced")),
                       "classic")
    # Dealt first: your Freeze to give at once, any seat a target (C-4).
    table = _sit(ui, Session(setup, seed=0, ai_seed=0, deck=["freeze", *rest], dealer=2))
    choice = table.choice
    assert choice is not None and choice.decision.kind == TARGET
    glows: list[tuple[int, int, tuple[int, int, int]]] = []
    real = table_seats.glow

    def recorded(assets, w, h, colour, *rest):  # type: ignore[no-untyped-def]
        glows.append((w, h, tuple(colour)))
        return real(assets, w, h, colour, *rest)

    monkeypatch.setattr(table_seats, "glow", recorded)
    own = table.layout.seats[table.lit_seat].rect.size
    ui.step()
    assert choice.picks[choice.focus].seat != table.lit_seat
    assert (*own, tuple(GOLD)) in glows  # not focused: the lit seat's gold glow
    ui.key(pygame.K_DOWN)  # down to your own seat at the front
    assert choice.picks[choice.focus].seat == table.lit_seat
    glows.clear()
    ui.step()
    assert (*own, tuple(TEXT)) in glows and (*own, tuple(GOLD)) not in glows


# ---------------------------------------------------------------------- choosing a card


def test_steal_arrows_up_down_change_player_left_right_change_card(ui) -> None:  # type: ignore[no-untyped-def]
    """Steal: ↓ goes to the next player's cards (it used to be the next card, like →),
    ↑ back; ← and → still go card by card; a click still picks any card."""
    from game.core.moves import STEAL

    table = _sit(ui, _stacked(["1", "2", "3", "4", "5", "steal"], dealer=0))
    assert table.game.lines[1] == ["1", "4"] and table.game.lines[2] == ["2", "5"]
    ui.key(pygame.K_h)  # draws the Steal
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == STEAL
             and table.director.idle, 80)
    choice = table.choice

    def focused() -> tuple[int | None, int | None]:
        pick = choice.picks[choice.focus]
        return (pick.seat, pick.index)

    assert focused() == (2, 1)  # the card a Balanced computer would take: Ben's 5
    ui.key(pygame.K_LEFT)
    assert focused() == (2, 0)
    ui.key(pygame.K_UP)
    assert focused() == (1, 0)  # Ann's first card
    ui.key(pygame.K_RIGHT)
    assert focused() == (1, 1)
    ui.key(pygame.K_DOWN)
    assert focused() == (2, 1)  # Ben's card in the same place
    ui.key(pygame.K_LEFT)
    assert focused() == (2, 0)
    ui.key(pygame.K_UP)
    assert focused() == (1, 0)
    ui.key(pygame.K_UP)  # from the first player, round to the last
    assert focused() == (2, 0)
    ui.key(pygame.K_DOWN)
    assert focused() == (1, 0)
    # The mouse is unchanged: Ben's second card, clicked, is stolen.
    pick = next(p for p in choice.picks if p.seat == 2 and p.index == 1)
    ui.click(pick.rect.center)
    ui.until(lambda: table.director.idle, 80)
    assert table.game.lines[0] == ["3", "5"] and table.game.lines[2][0] == "2"


def test_steal_starts_on_a_card_that_does_no_harm(ui) -> None:  # type: ignore[no-untyped-def]
    """The focus of a Steal starts where a Balanced computer would take, not on the first
    card of the screen: that was Ann's 2, which busts a player holding a 2 (V-5, QA
    nineteenth pass). Enter takes it, and nobody busts."""
    from game.core.moves import STEAL

    table = _sit(ui, _stacked(["2", "1", "2", "4", "5", "steal"], dealer=0))
    assert table.game.lines == [["2"], ["2", "4"], ["1", "5"]]
    ui.key(pygame.K_h)  # draws the Steal
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == STEAL
             and table.director.idle, 80)
    choice = table.choice
    first = choice.picks[0]
    assert (first.seat, first.card) == (1, "2")  # the card the focus used to start on
    pick = choice.picks[choice.focus]
    assert pick.move == table.session.suggestion(choice.decision)
    assert pick.card != "2"
    ui.key(pygame.K_RETURN)
    ui.until(lambda: table.director.idle, 80)
    assert table.game.lines[0] == ["2", pick.card]
    assert table.game.status[0] == ACTIVE


def test_a_steal_that_busts_you_says_so_before_enter(ui) -> None:  # type: ignore[no-untyped-def]
    """Renée stole Ann's 13 beside her own and busted, without a word before Enter
    (QA 75). The hint names the pick and says "(you bust)" where the card is one of your
    numbers (V-5, V-9), and only there."""
    from game.core.moves import STEAL

    table = _sit(ui, _stacked(["2", "1", "2", "4", "5", "steal"], dealer=0))
    ui.key(pygame.K_h)  # draws the Steal; your line holds a 2
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == STEAL
             and table.director.idle, 80)
    choice = table.choice
    for focus, pick in enumerate(choice.picks):
        choice.focus = focus
        named = choice.focused_words(focus)
        assert named is not None
        busts = pick.card == "2"
        assert choice.hint == t("prompt.hint_on", pick=t("pick.busts", pick=named) if busts
                                else named), pick
    assert any(p.card == "2" for p in choice.picks)


@pytest.mark.parametrize("seats", [3, 10])
def test_an_arrow_points_at_the_card_enter_picks(ui, seats: int) -> None:  # type: ignore[no-untyped-def]
    """At 10 seats a Steal's focused card, ringed white among a dozen small gold-ringed
    ones, was hard to find (QA twenty-ninth pass): a gold arrow under it points at it,
    under no other card, and follows the focus."""
    from game.core.moves import STEAL
    from game.ui.theme import GOLD

    numbers = ["3", "1", "2", "4", "5", "6", "8", "9", "10", "11"][:seats]
    table = _sit(ui, _stacked([*numbers, "steal"], seats=seats))
    ui.key(pygame.K_h)  # draws the Steal
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == STEAL
             and table.director.idle, 80)
    choice = table.choice
    screen = ui.app.screen

    def arrowed() -> set[tuple[int | None, int | None]]:
        """The cards with gold just under their middle, where the arrow's body is."""
        return {(p.seat, p.index) for p in choice.picks
                if screen.get_at((p.rect.centerx, p.rect.bottom + 14))[:3] == GOLD}

    for _ in range(2):
        ui.step()
        pick = choice.picks[choice.focus]
        assert arrowed() == {(pick.seat, pick.index)}
        ui.key(pygame.K_DOWN, frames=0)  # the next player's cards


# ---------------------------------------------------------------------- the log


def test_a_long_log_line_wraps_or_fits_instead_of_being_cut(ui) -> None:  # type: ignore[no-untyped-def]
    """12 seats, German, Large text: "„Nur noch eine Karte“ ist erledigt: Ann muss mit 0
    aufhören." is wider than the centre. With room for two rows it wraps (older lines make
    way); with one row it takes the plain size; it is never cut mid-sentence."""
    from game.i18n import msg
    from game.ui.theme import LARGE_STEP, SMALL

    set_language("de")
    ui.app.settings.large_text = True
    table = _sit(ui, _stacked(["12", "5", "6"], 12))
    table.model.recent.append(msg("log.stopped", name="Ann", score=0))  # as play tells it
    entry = table.model.log[-1]
    ui.step()  # it draws
    fonts = ui.app.assets
    width = table.layout.log.w
    large = SMALL + LARGE_STEP
    assert fonts.font("bold", large).size(entry)[0] > width  # the case in question

    rows = table.view.log_lines(3)
    mine = [row for row in rows if row[3] == rows[-1][3] and row[4] == 255]
    assert len(rows) == 3 and len(mine) == 2  # the entry's two rows and one older line
    assert " ".join(text for text, *_ in mine) == entry
    for text, size, weight, *_ in rows:
        assert fonts.font(weight, size).size(text)[0] <= width

    (text, size, weight, _, alpha), = table.view.log_lines(1)
    assert text == entry and size == SMALL and alpha == 255
    assert fonts.font(weight, size).size(text)[0] <= width


def test_an_older_long_log_line_is_read_whole_too(ui) -> None:  # type: ignore[no-untyped-def]
    """Once a newer line comes, the long line above stays readable: it used to be cut
    mid-sentence ("… Cat muss mit 12…"). At Large text it steps back to the plain size;
    longer still (14-letter names) it wraps while there is room, else it takes a smaller
    size. No row is wider than the centre, none is cut, and none is larger than a row."""
    from game.i18n import msg
    from game.ui.table_view import _LOG_SMALLEST
    from game.ui.theme import LARGE_STEP, SMALL

    set_language("de")
    ui.app.settings.large_text = True
    table = _sit(ui, _stacked(["12", "5", "6"], 12))
    fonts = ui.app.assets
    width = table.layout.log.w
    large = SMALL + LARGE_STEP

    def rows_of(entry: str, rows: int) -> list[tuple[str, int, str, tuple[int, int, int], int]]:
        out = table.view.log_lines(rows)
        for text, size, weight, *_ in out:
            assert fonts.font(weight, size).size(text)[0] <= width
            assert _LOG_SMALLEST <= size <= large and not text.endswith("…")
        older = [row for row in out if row[4] != 255]
        assert entry in " ".join(text for text, *_ in older)
        return out

    recent = table.model.recent
    entry = str(msg("log.stopped", name="Cat", score=12))
    recent.append(msg("log.stopped", name="Cat", score=12))
    recent.append(msg("log.stayed", name="Ann", score=7))
    assert fonts.font("regular", large).size(entry)[0] > width  # the case in question
    ui.step()
    rows = rows_of(entry, 3)
    assert [size for _, size, *_ in rows[-2:]] == [SMALL, large]

    longer = str(msg("log.stopped", name="Maximilianeeee", score=120))
    assert fonts.font("regular", SMALL).size(longer)[0] > width  # even plain is too wide
    recent.append(msg("log.stopped", name="Maximilianeeee", score=120))
    recent.append(msg("log.stayed", name="Ann", score=7))
    ui.step()
    rows = rows_of(longer, 3)
    assert len(rows) == 3 and [size for _, size, *_ in rows] == [large] * 3  # wrapped
    newest = str(msg("log.stopped", name="Maximilianeeee", score=130))
    recent.append(msg("log.stopped", name="Maximilianeeee", score=120))
    recent.append(msg("log.stopped", name="Maximilianeeee", score=130))
    ui.step()
    rows = rows_of(longer, 3)  # the newest wraps onto two rows: one left for the older
    assert len(rows) == 3 and rows[0][1] < SMALL
    assert " ".join(text for text, *_ in rows[1:]) == newest


# ---------------------------------------------------------------------- game over


def test_no_confetti_hangs_beside_the_game_over_panel(ui) -> None:  # type: ignore[no-untyped-def]
    """The win's confetti on the table used to freeze where it was when the game-over
    screen opened (the table is not updated under it): coloured specks in the margin
    beside the panel, for good. Once the screen's own confetti has fallen, the margins
    show the dimmed table alone."""
    from game.ui.scene_gameover import GameOverScene

    app = ui.app
    app.options.autoplay = True
    app.settings.speed = "fast"
    setup = TableSetup(tuple(Seat(n, "bold") for n in ("Ann", "Ben", "Cat")), target=50)
    table = TableScene(app, Session(setup, seed=4, ai_seed=4))
    app.push(table)
    ui.until(lambda: isinstance(app.top, GameOverScene), limit=20000)
    over = app.top
    ui.step(240)  # four seconds: the game-over confetti (three) is done
    assert not over.effects.items
    shown = app.screen.copy()
    table.effects.clear()  # what the margins show with nothing left on the table
    ui.step()
    panel = over.rect
    for x, y in ((x, y) for x in range(0, 1280, 2) for y in range(0, 720, 2)
                 if not panel.collidepoint(x, y)):
        assert shown.get_at((x, y)) == app.screen.get_at((x, y)), (x, y)


def test_tied_totals_share_a_place_in_the_final_standings(ui) -> None:  # type: ignore[no-untyped-def]
    """Game over listed "3. You 92 / 4. Cat 92" (QA sixth pass): a tie shares a place,
    and the next one counts them all; the winner stays first."""
    from game.core.events import GameWon
    from game.ui.scene_gameover import GameOverScene

    app = ui.app
    setup = TableSetup((Seat("You"), *(Seat(n, "bold") for n in ("Ann", "Ben", "Cat", "Dev"))))
    table = TableScene(app, Session(setup, seed=4, ai_seed=4))
    app.push(table)
    over = GameOverScene(app, table, GameWon(1, (92, 204, 150, 92, 40)))
    app.push(over)
    ui.step()
    assert over.order == [1, 2, 0, 3, 4]
    assert [over.places[seat] for seat in over.order] == [1, 2, 3, 3, 5]


@pytest.mark.parametrize("code", ["en", "de", "nl"])
@pytest.mark.parametrize("large", [False, True])
def test_game_over_says_how_to_follow_a_line_at_any_size(ui, code: str, large: bool) -> None:  # type: ignore[no-untyped-def]
    """The hint on following a line ("Point at a name, or ↑/↓, …") sits under the
    standings where they leave room; at 12 and 18 seats, where they fill their column,
    it had no place at all (QA 39): there it ends the chart's key row, whole, clear of
    the key's marks, the legend's names and the buttons."""
    from game.core.events import GameWon
    from game.ui.scene_gameover import GameOverScene

    set_language(code)
    app = ui.app
    app.settings.large_text = large
    words = t("race.follow")
    for n in (3, 5, 8, 10, 12, 18):
        setup = TableSetup((Seat("You"), *(Seat(f"P{i}", "bold") for i in range(1, n))))
        table = TableScene(app, Session(setup, seed=4, ai_seed=4))
        app.push(table)
        totals = tuple(200 - 7 * s for s in range(n))
        over = GameOverScene(app, table, GameWon(0, totals))
        app.push(over)
        ui.step()
        assert over.hint, (n, "no hint")
        assert " ".join(line for line, _, _ in over.hint) == words
        buttons = [w.rect for w in over.menu.widgets]
        for line, size, place in over.hint:
            assert app.assets.font("regular", size).size(line)[0] <= place.w
            assert over.rect.contains(place) and not place.collidelist(buttons) >= 0
        places = [place for *_, place in over.hint]
        if n <= 10:  # under the standings, lined up with them
            assert all(place.x > over.standings.x for place in places)
            assert places[0].y > over.standings.y + n * over.row_h
            assert places[-1].bottom <= over.standings.bottom
        else:  # at the key row's end: clear of its marks and of every name
            room = over.chart.key_room()
            assert room.contains(places[0]) and places[0].h <= room.h + 4
            names = [rect.move(over.chart.rect.topleft) for rect, _ in over.chart._names]
            assert names and places[0].collidelist(names) < 0
        app.pop()
        app.pop()


# ---------------------------------------------------------------------- seat headers


@pytest.mark.parametrize("large", [False, True])
def test_the_dealer_chip_ends_above_the_status_line(ui, large: bool) -> None:  # type: ignore[no-untyped-def]
    """At every seat size the icons beside a name (the dealer chip, …) end above the line
    under the name ("+11 this round"), which a 22 px chip used to cover."""
    from game.ui.layout import table_layout
    from game.ui.table_seats import header_icon

    for n in (3, 6, 10, 12, 18):
        for box in table_layout(n, large=large).seats:
            name_h = ui.app.assets.text("Ivo", box.tier.name_size, (0, 0, 0), "bold").get_height()
            size, top = header_icon(name_h)
            assert 16 <= size <= 22 and top >= 0
            assert top + size <= name_h - 2  # the status line starts there (see _draw_header)


def test_long_advice_takes_a_smaller_size_before_anything_is_cut(ui) -> None:  # type: ignore[no-untyped-def]
    """A Dutch Swap suggestion between two long names, with its reason, is three lines at
    the running size: it steps down to fit two whole lines instead of losing its end.
    Only text no size can hold in two lines is cut, with "…"."""
    from game.i18n import t

    set_language("nl")
    ui.app.settings.large_text = True
    table = _sit(ui, _stacked(["12", "5", "6"]))
    view = table.view
    move = t("coach.do.swap", card="Lucky 13", target="Maximiliaan", other="12",
             second="Bartholomeus")
    advice = t("coach.rules", move=move)
    width = table.layout.log.w - 24
    running = view.size(18)
    from game.ui.widgets import wrap_text

    assert len(wrap_text(ui.app.assets.font("bold", running), advice, width)) > 2  # cut before
    lines, size = view._advice_fit(advice, 2)
    assert len(lines) == 2 and " ".join(lines) == advice and size < running
    font = ui.app.assets.font("bold", size)
    assert all(font.size(line)[0] <= width for line in lines)
    lines, size = view._advice_fit(advice * 3, 2)
    assert len(lines) == 2 and lines[-1].endswith("…") and size == 14


@pytest.mark.parametrize("seats", [3, 5, 8, 10, 12])
@pytest.mark.parametrize("large", [False, True])
def test_the_round_line_above_the_piles_touches_no_seat(ui, seats: int, large: bool) -> None:  # type: ignore[no-untyped-def]
    """"Round 1 · With a Vengeance · target 200" sits between the seats above it and the
    piles, with a gap on both sides (with Large text at 5 seats it touched a seat's edge)."""
    from game.i18n import t
    from game.ui.theme import SMALL

    ui.app.settings.large_text = large
    table = _sit(ui, _stacked(["12", "5", "6"], seats))
    view = table.view
    text = t("table.info", round=t("table.round", number=12),
             edition=t("edition.vengeance"), target=1000)
    label = ui.app.assets.text(text, view.size(SMALL), (255, 255, 255), "bold")
    rect = label.get_rect(center=view._info_center(label.get_width()))
    ink = label.get_bounding_rect().move(rect.topleft)  # the glyphs, without leading
    # A clear gap to every seat (its glow reaches 2 px out) and to the piles below.
    assert all(not box.rect.inflate(12, 12).colliderect(ink) for box in table.layout.seats)
    assert ink.bottom <= table.layout.deck.y - 6


def test_the_odds_note_fits_its_box_in_german_large_text(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """"noch 105 Karten" (a Vengeance deck of 100 cards or more) was cut to "Karter"."""
    set_language("de")
    ui.app.settings.large_text = True
    ui.app.settings.odds = True
    table = _sit(ui, _stacked(["12", "5", "6"]))
    assert table.odds is not None and table.odds.pile >= 100
    from test_ui_i18n import _rendered_sized

    assets = ui.app.assets
    drawn = _rendered_sized(ui.app, table, monkeypatch)
    (size,) = {size for words, size in drawn if words.startswith("noch ")}
    note = next(words for words, _ in drawn if words.startswith("noch "))
    assert assets.font("regular", size).size(note)[0] <= table.layout.odds.w - 16


def test_a_flip_7_star_shows_over_the_busts_at_the_same_point(ui_app) -> None:  # type: ignore[no-untyped-def]
    """Round 2: Ann makes Flip 7 and reaches 30 as Ben and Cat bust on 30. Her star sits
    where their crosses do and is drawn over them (QA eleventh pass: under them)."""
    from game.session.race import RaceSeries
    from game.ui.race_chart import RaceChart
    from game.ui.theme import GOLD, RED

    series = RaceSeries.of_scores(("Ann", "Ben", "Cat"), 200, [(0, 30, 30), (30, 0, 0)],
                                  busts=[(), (1, 2)], flip7=[None, 0], winner=2)
    chart = RaceChart(ui_app.assets, series, pygame.Rect(0, 0, 700, 420))
    assert chart.point(0, 2) == chart.point(1, 2) == chart.point(2, 2)
    surface = pygame.Surface((700, 420))
    chart.draw(surface)
    assert tuple(surface.get_at(chart.point(0, 2)))[:3] == GOLD
    # ... and their crosses still show, just back along their flat bust round (QA 32:
    # a bust hidden under another player's star), side by side, one for each (QA 82:
    # crosses on one point lay on each other), in this last round ending at the star
    # (QA 117).
    x, y = chart.point(1, 2)
    assert tuple(surface.get_at((x - 24, y)))[:3] == RED
    assert tuple(surface.get_at((x - 12, y)))[:3] == RED
    assert tuple(surface.get_at((x - 18, y)))[:3] != RED


def test_busts_on_one_point_show_one_cross_each(ui_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Three players busting in the first round all stay on 0: the race drew their three
    crosses on one point, one × for three busts (QA 82). Ten are one cross and "×10"
    (a bare "10" read like a score: QA 133)."""
    from drawn_helpers import record_texts

    from game.session.race import RaceSeries
    from game.ui.race_chart import RaceChart
    from game.ui.theme import RED

    series = RaceSeries.of_scores(("Ann", "Ben", "Cat"), 200, [(0, 0, 0), (20, 10, 5)],
                                  busts=[(0, 1, 2), ()])
    chart = RaceChart(ui_app.assets, series, pygame.Rect(0, 0, 700, 420))
    surface = pygame.Surface((700, 420))
    chart.draw(surface)
    x, y = chart.point(0, 1)
    assert chart.point(1, 1) == chart.point(2, 1) == (x, y)
    centres = [x - 12, x, x + 12]
    assert all(tuple(surface.get_at((cx + dx, y + dy)))[:3] == RED
               for cx in centres for dx, dy in ((-3, -3), (3, 3), (-3, 3), (3, -3)))
    # Ten on one point would run into the next round: one cross and their count.
    names = tuple(f"P{i}" for i in range(10))
    many = RaceSeries.of_scores(names, 200, [(0,) * 10, tuple(range(10, 20))],
                                busts=[tuple(range(10)), ()])
    chart = RaceChart(ui_app.assets, many, pygame.Rect(0, 0, 700, 420))
    surface = pygame.Surface((700, 420))
    drawn = record_texts(ui_app.assets, monkeypatch)
    chart.draw(surface)
    assert "×10" in [words for words, _ in drawn]
    x, y = chart.point(0, 1)
    step = chart.point(0, 2)[0] - x
    red = [(px, py) for px in range(x - step, x + step) for py in range(y - 30, y + 8)
           if tuple(surface.get_at((px, py)))[:3] == RED]
    assert red and max(px for px, _ in red) - min(px for px, _ in red) < step
    assert any(py < y - 8 for _, py in red)  # the count, above the line
    # On its own dark: the next round's lines rose through "×4" (QA 226), as these
    # rise steeply; and out of their way, left of its cross (right of it, its dark hid
    # the lines' start: QA 236).
    steep = RaceSeries.of_scores(names, 200, [(0,) * 10, tuple(range(150, 160))],
                                 busts=[tuple(range(10)), ()])
    chart = RaceChart(ui_app.assets, steep, pygame.Rect(0, 0, 700, 420))
    surface = pygame.Surface((700, 420))
    chart.draw(surface)
    count = [(px, py) for px in range(x - 80, x + 80) for py in range(y - 30, y - 6)
             if tuple(surface.get_at((px, py)))[:3] == RED]
    assert count and max(px for px, _ in count) < x - 4, count
    left, row = min(count)
    assert tuple(surface.get_at((left - 2, row)))[:3] == (10, 14, 12)
    # In the last round the count goes left of its cross, not among the names beside
    # the lines' ends.
    last = RaceSeries.of_scores(names, 200, [(0,) * 10, (0,) * 10],
                                busts=[(), tuple(range(10))])
    chart = RaceChart(ui_app.assets, last, pygame.Rect(0, 0, 700, 420))
    surface = pygame.Surface((700, 420))
    chart.draw(surface)
    x, y = chart.point(0, 2)
    red = [(px, py) for px in range(0, 700) for py in range(y - 30, y - 8)
           if tuple(surface.get_at((px, py)))[:3] == RED]
    assert red and max(px for px, _ in red) < x


def test_busts_a_few_points_apart_show_side_by_side(ui_app) -> None:  # type: ignore[no-untyped-def]
    """Ben busts on 30 and Cat on 31 in round 2: their crosses, 2 px apart, lay over
    each other as one blot (QA 135); they go side by side as on one point."""
    from game.session.race import RaceSeries
    from game.ui.race_chart import RaceChart
    from game.ui.theme import RED

    series = RaceSeries.of_scores(("Ann", "Ben", "Cat"), 200, [(10, 30, 31), (20, 0, 0),
                                                               (5, 5, 5)],
                                  busts=[(), (1, 2), ()])
    chart = RaceChart(ui_app.assets, series, pygame.Rect(0, 0, 700, 420))
    (x, y), (cx, cy) = chart.point(1, 2), chart.point(2, 2)
    assert x == cx and 0 < abs(y - cy) < 9
    surface = pygame.Surface((700, 420))
    chart.draw(surface)
    for centre in (x - 6, x + 6):
        assert all(tuple(surface.get_at((centre + dx, y + dy)))[:3] == RED
                   for dx, dy in ((-3, -3), (3, 3), (-3, 3), (3, -3))), centre
    assert tuple(surface.get_at((x, y)))[:3] != RED  # apart, not one blot


@pytest.mark.parametrize("busted", [1, 3])
def test_last_round_busts_end_at_the_lines_end_short_of_the_names(  # type: ignore[no-untyped-def]
        ui_app, busted: int) -> None:
    """After one round a bust's cross sat where the name's dotted leader began (QA 117)
    and three crosses side by side reached the names. In the last round they end at the
    line's end, and the leader starts past them."""
    from game.session.race import RaceSeries
    from game.ui.race_chart import RaceChart, seat_colour
    from game.ui.theme import RED

    scores = (0,) * busted + (20, 35)
    names = ("Ann", "Ben", "Cat", "Dev", "Eva")[:len(scores)]
    series = RaceSeries.of_scores(names, 200, [scores], busts=[tuple(range(busted))])
    chart = RaceChart(ui_app.assets, series, pygame.Rect(0, 0, 700, 420))
    surface = pygame.Surface((700, 420))
    chart.draw(surface)
    x, y = chart.point(0, 1)
    red = [px for px in range(x - 60, 700) for py in range(y - 6, y + 7)
           if tuple(surface.get_at((px, py)))[:3] == RED]
    assert red and max(red) <= x + 5  # one cross's half beyond the end, no more
    assert min(red) <= x - 12 * (busted - 1) - 3  # each of them shows
    # Ann's leader begins past her cross, not under it.
    assert all(tuple(surface.get_at((px, y)))[:3] != seat_colour(0) for px in range(x, x + 6))
    assert any(tuple(surface.get_at((px, py)))[:3] == seat_colour(0)
               for px in range(x + 6, x + 18) for py in range(y - 30, y + 30))


@pytest.mark.parametrize(("players", "width", "rows"), [
    (6, 780, [3, 3]), (5, 780, [5]), (7, 780, [4, 3]), (18, 1200, [6, 6, 6]), (3, 700, [3])])
def test_the_races_legend_fills_its_rows_evenly(ui_app, players: int, width: int,  # type: ignore[no-untyped-def]
                                                rows: list[int]) -> None:
    """Six names in rows of five left "Ben" alone on a second row (QA 52)."""
    from game.session.race import RaceSeries
    from game.ui.race_chart import RaceChart

    names = tuple(f"P{i}" for i in range(players))
    series = RaceSeries.of_scores(names, 200, [tuple(range(players))],
                                  busts=[()], flip7=[None], winner=None)
    chart = RaceChart(ui_app.assets, series, pygame.Rect(0, 0, width, 420))
    chart.draw(pygame.Surface((width, 420)))
    legend = [rect for rect, _seat in chart._names][-players:]  # (the line ends come first)
    tops = sorted({rect.y for rect in legend})
    assert [sum(rect.y == top for rect in legend) for top in tops] == rows


def test_the_races_target_line_is_not_a_players_colour(ui_app) -> None:  # type: ignore[no-untyped-def]
    """The target's dashed line was gold, like the yellow (fourth) player's line beside
    the orange ones (QA fourteenth pass): it is pale now, far from the first six colours."""
    from game.session.race import RaceSeries
    from game.ui.race_chart import RaceChart, seat_colour

    names = ("Ann", "Ben", "Cat", "Dev", "Eva", "Finn")
    series = RaceSeries.of_scores(names, 200, [(10, 20, 30, 40, 50, 60)],
                                  busts=[()], flip7=[None], winner=None)
    chart = RaceChart(ui_app.assets, series, pygame.Rect(0, 0, 700, 420))
    surface = pygame.Surface((700, 420))
    chart.draw(surface)
    start = chart.point(0, 0)
    # The target's row: 200 on the scale set by the sixth player's 60 after round 1.
    y = start[1] + round((chart.point(5, 1)[1] - start[1]) * 200 / 60)
    row = max(range(y - 3, y + 4),
              key=lambda r: sum(surface.get_at((start[0] + 3, r))[:3]))
    dash = tuple(surface.get_at((start[0] + 3, row)))[:3]
    for seat in range(6):
        gap = sum(abs(a - b) for a, b in zip(dash, seat_colour(seat), strict=True))
        assert gap > 100, (seat, dash, seat_colour(seat))


@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_the_game_end_is_said_as_g12_has_it_and_fits(ui_app, code: str) -> None:  # type: ignore[no-untyped-def]
    """"First to 200 wins" (hand-over, summary, guide) was wrong by G-12: the game ends
    after the round in which someone reaches the target, and the highest total wins,
    whoever got there first (QA seventeenth pass). The longer words still fit the
    summary's 1000-px panel with Large text."""
    from game.i18n import set_language, t, tn
    from game.ui.theme import SMALL

    set_language(code)
    ui_app.settings.large_text = True
    words = {"en": ("first to",), "de": ("zuerst",), "nl": ("eerst",)}[code]
    said = [t("summary.target", target=200), tn("handover.standing", 40, target=200),
            t("table.info", round="R", edition="E", target=200), t("guide.farewell"),
            t("rules.round.win")]
    assert not any(w in s.lower() for s in said for w in words)
    size = ui_app.assets.size(SMALL)
    for key in ("summary.target", "summary.over"):
        width = ui_app.assets.font("bold", size).size(t(key, target=1000))[0]
        assert width <= 1000 - 48, key
    # A Flip 7 in the last round says both, for the widest name there can be (QA 38).
    from game.i18n import addressed
    from game.ui.widgets import fit_size

    both = (addressed("summary.flip7", False, name="W" * 14) + "  ·  "
            + t("summary.over", target=1000))
    fitted = fit_size(ui_app.assets, both, SMALL, 1000 - 48)
    assert ui_app.assets.font("bold", fitted).size(both)[0] <= 1000 - 48


@pytest.mark.parametrize(("seats", "language", "large"), [(18, "en", False), (12, "de", True),
                                                           (10, "nl", False)])
def test_seats_of_a_size_say_their_round_points_in_one_form(ui, seats: int, language: str,
                                                            large: bool) -> None:  # type: ignore[no-untyped-def]
    """QA: two seats side by side said "+11" and "+12 this round" at once. Seats of one
    size whose points have as many digits say them in the same form, all the game."""
    from game.ui.scene_summary import SummaryScene

    set_language(language)
    ui.app.settings.large_text = large
    ui.app.options.autoplay = True
    ui.app.settings.speed = "fast"
    names = [f"Seat{k}" for k in range(seats)]
    setup = TableSetup(tuple(Seat(n, "balanced") for n in names), "vengeance")
    table = TableScene(ui.app, Session(setup, seed=7, ai_seed=7))
    ui.app.push(table)
    checked = mixed = 0
    for _ in range(20000):
        ui.step(dt=0.1)
        if isinstance(ui.app.top, SummaryScene):
            ui.key(pygame.K_RETURN)
            continue
        forms: dict[tuple[int, int, int], set[bool]] = {}
        for seat, view in enumerate(table.model.seats):
            if view.status != ACTIVE or not view.line:
                continue
            words, size, _color, _weight = table.view.status_shown(seat)
            if not words or seat == table.thinking_seat:
                continue  # a card on its way, or "thinking…"
            key = (table.layout.seats[seat].rect.w, size, len(str(abs(view.round_score))))
            forms.setdefault(key, set()).add(words.lstrip("+−-").isdecimal())
        checked += 1
        mixed += any(len(shown) > 1 for shown in forms.values())
        if table.model.round_number > 3:
            break
    assert checked > 100 and mixed == 0


def test_an_empty_deck_says_the_next_card_comes_from_a_reshuffle(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """QA: "Deck 0" beside "91 cards left" puzzled a player. With the deck empty the
    odds count the discard pile (G-6) and say it is to be reshuffled."""
    from dataclasses import replace

    from drawn_helpers import record_texts

    from game.ui.odds import turn_odds

    table = _sit(ui, _stacked(["12", "5", "6"]))
    game = table.game
    decision = game.pending
    assert decision is not None
    assert not turn_odds(game, decision.seat).reshuffle
    game.discard.extend(game.deck)
    game.deck.clear()
    odds = turn_odds(game, decision.seat)
    assert odds.reshuffle and odds.pile == len(game.discard)
    table.odds = replace(odds, pile=91, saved=False, flip7=0.0)
    drawn = record_texts(ui.app.assets, monkeypatch)
    ui.app.draw()
    said = {words for words, _ in drawn}
    assert "91 to reshuffle" in said and "91 cards left" not in said


@pytest.mark.parametrize("large", [False, True])
def test_a_held_card_never_covers_the_tables_buttons_or_round_line(
        ui_app, large: bool) -> None:  # type: ignore[no-untyped-def]
    """A computer's drawn Swap, held off its seat's edge while it chose, covered the
    History button (QA 32; at 3, 5 and 8 seats) and, off a top seat, the round's line
    (QA 34; at 4, 5 and 7 seats). Every seat's held cards, at every size of table, keep
    clear of both, still hang off their own seat and leave its name and total alone."""
    from types import SimpleNamespace

    from game.core.editions import VENGEANCE
    from game.ui.layout import table_layout
    from game.ui.table_stage import TableStage
    from game.ui.table_view import TableView
    from game.ui.theme import SMALL

    ui_app.assets.large_text = lambda: large
    try:
        for n in range(3, 19):
            layout = table_layout(n, 0, large)
            # The widest line there is: a Brutal tie-break round.
            model = SimpleNamespace(round_number=12, tiebreak=True, edition=VENGEANCE,
                                    brutal=True, target=200)
            view = TableView(SimpleNamespace(  # type: ignore[arg-type]
                layout=layout, model=model, app=ui_app))
            _, line = view.info_line()
            held_cards = SimpleNamespace(held=["swap", "-4", "freeze"])
            stage = SimpleNamespace(layout=layout, front=0, view=view,
                                    model=SimpleNamespace(seats=[held_cards] * n))
            for seat in range(1, n):
                box = layout.seats[seat]
                header = pygame.Rect(box.rect.x, box.rect.y, box.rect.w, 6 + box.tier.header)
                for index in range(3):
                    held = TableStage.held_rect(stage, seat, index)  # type: ignore[arg-type]
                    # Nor the odds box (QA 121: Ann's at 11 seats lay half under it).
                    buttons = (*layout.tools, layout.menu, layout.odds)
                    assert not any(held.colliderect(tool) for tool in buttons), (n, seat)
                    assert not held.colliderect(line), (n, seat, index)
                    # Nor its "later", once set aside (QA 40: under a top seat's card).
                    later = ui_app.assets.text(t("table.later"), SMALL, (0, 0, 0), "bold")
                    tag = later.get_rect(center=(held.centerx, held.bottom + 10))
                    assert not tag.colliderect(line), (n, seat, index)
                    # Nor the buttons (QA 71: "later" on History's top edge, 5 seats).
                    assert not any(tag.colliderect(tool) for tool in buttons), (n, seat)
                    # The first on its seat's edge (the next fan out from it).
                    assert index > 0 or held.colliderect(box.rect), (n, seat)
                    assert not held.colliderect(header), (n, seat)
                    # Nor another seat's name and total (QA 128: a left seat's, half
                    # out, lay over the next seat's name and first card at 15-18 seats),
                    # and all on the screen.
                    others = [pygame.Rect(o.rect.x, o.rect.y, o.rect.w, 6 + o.tier.header)
                              for o in layout.seats if o.seat != seat]
                    assert held.collidelist(others) < 0, (n, seat, index)
                    assert pygame.Rect(0, 0, 1280, 720).contains(held), (n, seat, index)
    finally:
        ui_app.assets.large_text = lambda: False


def test_players_tied_all_game_show_both_colours_in_the_race(ui_app) -> None:  # type: ignore[no-untyped-def]
    """Ann and Ben score the same every round: their lines lie on one another, and the
    one drawn last hid the other (QA 34). A round they share is drawn in turns of both
    colours; Cat's own round 2 stays hers alone."""
    from game.session.race import RaceSeries
    from game.ui.race_chart import RaceChart, seat_colour

    series = RaceSeries.of_scores(("Ann", "Ben", "Cat"), 200,
                                  [(40, 40, 40), (70, 70, 20), (95, 95, 30)], winner=None)
    chart = RaceChart(ui_app.assets, series, pygame.Rect(0, 0, 700, 420))
    surface = pygame.Surface((700, 420))
    chart.draw(surface)

    def colours_along(seat: int, r: int) -> set[tuple[int, ...]]:
        (x0, y0), (x1, y1) = chart.point(seat, r - 1), chart.point(seat, r)
        return {tuple(surface.get_at((round(x0 + (x1 - x0) * f / 40),
                                      round(y0 + (y1 - y0) * f / 40))))[:3]
                for f in range(4, 37)}

    for r in (2, 3):
        seen = colours_along(0, r)
        assert seat_colour(0) in seen and seat_colour(1) in seen, r
    assert colours_along(2, 2) - {seat_colour(2)} <= {(10, 14, 12)}


@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_a_questions_hint_keeps_off_the_side_seats_and_whole(ui_app, code: str) -> None:  # type: ignore[no-untyped-def]
    """At 10 seats a German Swap's hint in Large text ("Enter: 2 von Hana · erste Karte
    zurück: Rechtsklick oder Rücktaste") made the question's box run over Ann's total
    and Ivo's name (QA 35). At every size of table the box keeps between the seats
    beside it, the hint still whole (smaller type rather than cut)."""
    from types import SimpleNamespace

    from game.ui.layout import table_layout
    from game.ui.table_view import TableView

    set_language(code)
    try:
        for large in (False, True):
            ui_app.assets.large_text = lambda large=large: large
            for n in range(3, 19):
                layout = table_layout(n, 0, large)
                view = TableView(SimpleNamespace(layout=layout, app=ui_app))  # type: ignore[arg-type]
                hint = t("prompt.hint_on_swap", pick=t("pick.card_of", card="Lucky 13",
                                                        name="Wilhelmina"))
                size, widest = view._hint_fit([hint])
                assert ui_app.assets.font("regular", size).size(hint)[0] <= view.hint_room()
                line = ui_app.assets.font("regular", size).get_linesize()
                box = pygame.Rect(0, layout.prompt.y, widest + 48, layout.prompt.h + line + 2)
                box.centerx = layout.prompt.centerx
                for seat in layout.seats[1:]:
                    assert not box.colliderect(seat.rect), (n, large, seat.seat)
    finally:
        ui_app.assets.large_text = lambda: False
        set_language("en")


@pytest.mark.parametrize("seats", [7, 10])
def test_a_swaps_first_card_ring_leaves_the_status_line_above_it_alone(ui, seats: int) -> None:  # type: ignore[no-untyped-def]
    """The ice-blue ring round a Swap's first card reached 6 px above the card and cut
    the "y" of "Stayed" in Large text (QA 36): no ring is drawn above the header's foot."""
    from game.ui.theme import ICE

    ui.app.settings.large_text = True
    dealt = ["12", "5", "6", "7", "8", "9", "10", "11", "4", "3"][:seats]
    table = _sit(ui, _stacked([*dealt, "swap"], seats))
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.director.idle
             and table.game.pending.kind == "swap", limit=400)
    ui.key(pygame.K_RETURN)
    ui.step(3)
    first = table.choice.first
    assert first is not None
    seat = first[0]
    box = table.layout.seats[seat]
    slot = table.line_rect(seat, table.model.seats[seat].line.index(first[1]))
    foot = box.rect.y + 6 + box.tier.header
    screen = ui.app.screen
    ice = [(x, y) for x in range(slot.x - 6, slot.right + 6) for y in range(slot.y - 8, slot.y)
           if tuple(screen.get_at((x, y)))[:3] == ICE]
    assert ice, "the ring is drawn"
    assert all(y >= foot for _, y in ice), (foot, min(y for _, y in ice))


def test_the_menu_button_is_not_left_lit_after_the_pause_menu(ui) -> None:  # type: ignore[no-untyped-def]
    """QA 38: Menu, clicked, kept its lit look after Resume was clicked in the pause
    menu, until the mouse moved: the table drew the hover it had before the pause.
    It draws what is under the pointer now."""
    from game.ui.scene_pause import PauseScene

    table = _sit(ui, _stacked(["12", "5", "6"]))

    def point(pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        ui.step(20)

    menu = next(rect for tool, rect in table.tools.placed() if tool is table.tools.menu)
    point((5, 5))
    before = ui.app.screen.subsurface(menu).copy()
    point(menu.center)
    lit = ui.app.screen.subsurface(menu).copy()
    ui.click(menu.center)
    pause = ui.app.top
    assert isinstance(pause, PauseScene)
    ui.click(pause.menu.widgets[0].rect.center)  # Resume
    assert ui.app.top is table
    ui.step(20)
    after = ui.app.screen.subsurface(menu).copy()
    assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(before, "RGB")
    assert pygame.image.tobytes(lit, "RGB") != pygame.image.tobytes(before, "RGB")


def test_an_empty_score_race_gives_no_hint_on_following_a_line(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With no round scored there is no line to follow, and the race still said "Point at
    a name, or ↑/↓, to follow one line" (QA 44); from the first round on it does."""
    from drawn_helpers import record_texts

    from game.session.race import RaceSeries
    from game.ui.scene_race import RaceScene

    app = ui.app
    session = Session(TableSetup.quick(3, person=None), seed=4, ai_seed=4)
    for rounds in (0, 1):
        while RaceSeries.of_game(session.game).rounds < rounds:
            session.play(session.computer_move())
        race = RaceScene(app, RaceSeries.of_game(session.game), list(session.game.names))
        app.push(race)
        with monkeypatch.context() as patch:
            drawn = record_texts(app.assets, patch)
            race.draw(pygame.Surface((1280, 720)))
        assert (t("race.follow") in [words for words, _ in drawn]) == (rounds == 1)
        ui.click(race.rect.center)  # in the panel: it stays
        assert app.top is race
        ui.click((race.rect.x // 2, race.rect.centery))  # beside it: closed (QA 102)
        assert app.top is not race


@pytest.mark.parametrize("large", [False, True])
def test_a_notice_at_game_over_leaves_the_winners_name_readable(ui, large: bool) -> None:  # type: ignore[no-untyped-def]
    """"Couldn't keep the finished game: …" went across the top, over "Ben wins!" (QA 56).
    It goes under the standings where the column has room, else over the line under
    the heading; never over the heading, the standings, the chart or the buttons."""
    from game.core.events import GameWon
    from game.ui.scene_gameover import GameOverScene

    app = ui.app
    app.settings.large_text = large
    words = ("Couldn't keep the finished game: cannot write in /home/ann/.local/share/flip7/"
             "games (it is a file, not a folder).")
    for n in (3, 5, 8, 10, 12, 18):
        setup = TableSetup((Seat("You"), *(Seat(f"P{i}", "bold") for i in range(1, n))))
        table = TableScene(app, Session(setup, seed=4, ai_seed=4))
        app.push(table)
        over = GameOverScene(app, table, GameWon(0, tuple(200 - 7 * s for s in range(n))))
        app.push(over)
        app.notices.clear()
        app.notice(words)
        ui.step()
        assert app.notices_over(over), n
        area = over.notice_area
        heading = pygame.Rect(over.rect.x, over.rect.y, over.rect.w, 67)
        rows = pygame.Rect(over.standings.topleft, (over.standings.w, n * over.row_h))
        taken = [heading, rows, over.chart.rect, *(w.rect for w in over.menu.widgets)]
        if n <= 5:
            assert area.y > rows.bottom  # in the column, under the standings
        assert area.collidelist(taken) < 0, n
        app.pop()
        app.pop()


def test_the_card_enter_picks_shows_whole_in_a_crowded_line(ui) -> None:  # type: ignore[no-untyped-def]
    """In a crowded line the card after the focused one hid its middle, its corner alone
    readable (QA 61): the focused card is drawn over its neighbours."""
    from game.ai import make_policy
    from game.core.moves import STEAL
    from game.core.view import PlayerView

    names = ("Ann", "Ben", "Cat", "Dev", "Eva", "Finn", "Gus", "Hana", "Ivo")
    setup = TableSetup((Seat("You"), *(Seat(n, "balanced") for n in names)), "vengeance")
    session = Session(setup, seed=236, ai_seed=236)
    stand_in = make_policy("balanced")
    while not (session.pending is not None and session.pending.seat == 0
               and session.pending.kind == STEAL):
        decision = session.pending
        assert decision is not None and not session.game.rounds
        session.play(stand_in.choose(PlayerView(session.game, 0), decision, random.Random(0))
                     if decision.seat == 0 else session.computer_move())
    assert len(session.game.lines[2]) == 6  # Cat's line, its cards overlapping
    table = _sit(ui, session)
    choice = table.choice
    assert choice is not None and choice.decision.kind == STEAL
    cats = [p for p in choice.picks if p.seat == 2]
    assert cats[1].rect.right > cats[2].rect.x  # they overlap
    painter = table.painter
    for pick in cats[:-1]:
        choice.focus = choice.picks.index(pick)
        ui.step()
        face = painter.face(pick.card, pick.rect.w, pick.rect.h)
        x = pick.rect.w - 10  # under the next card, were it on top
        for y in range(6, pick.rect.h - 6, 2):
            shown = ui.app.screen.get_at((pick.rect.x + x, pick.rect.y + y))
            assert max(abs(a - b) for a, b in zip(shown[:3], face.get_at((x, y))[:3],
                                                   strict=True)) <= 4, (pick.card, y)
    # A click where it covers the next card takes it, as drawn.
    pick = cats[1]
    choice.focus = choice.picks.index(pick)
    ui.step()
    played = len(session.game.moves)
    ui.click((pick.rect.right - 6, pick.rect.centery))
    ui.until(lambda: len(session.game.moves) > played, 200)
    assert session.game.moves[played] == (0, pick.move)


def test_an_arrow_points_at_your_own_card_too(ui) -> None:  # type: ignore[no-untyped-def]
    """The front seat keeps no room under its cards, and the arrow under the card Enter
    picks was left out there (QA 61, a Swap's first card): it rises into the card's foot."""
    from game.core.moves import SWAP
    from game.ui.theme import GOLD

    table = _sit(ui, _stacked(["3", "1", "2", "swap"]))
    ui.key(pygame.K_h)  # draws the Swap
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == SWAP
             and table.director.idle, 80)
    choice = table.choice
    own = next(p for p in choice.picks if p.seat == 0)
    choice.focus = choice.picks.index(own)
    ui.step()
    seat = table.layout.seats[0].rect
    assert own.rect.bottom < seat.bottom - 4
    assert ui.app.screen.get_at((own.rect.centerx, seat.bottom - 4))[:3] == GOLD


def test_a_seat_made_to_stop_says_so_in_words_at_a_big_table(ui) -> None:  # type: ignore[no-untyped-def]
    """At 11 seats the Dutch "Moest stoppen · 26" (made to stop by Just One More) did not
    fit beside the total and left a bare "26" (QA 68): such a seat says "Gestopt · 26",
    as its lock shows, where that fits."""
    from game.ui.scene_summary import SummaryScene

    set_language("nl")
    ui.app.options.autoplay = True
    ui.app.settings.speed = "fast"
    setup = TableSetup(tuple(Seat(f"Seat{k}", "balanced") for k in range(11)), "vengeance")
    table = TableScene(ui.app, Session(setup, seed=3, ai_seed=3))
    ui.app.push(table)
    seen: list[str] = []
    for _ in range(20000):
        ui.step(dt=0.1)
        if isinstance(ui.app.top, SummaryScene):
            ui.key(pygame.K_RETURN)
            continue
        for seat, view in enumerate(table.model.seats):
            if view.status == STAYED and view.stopped and not table.director.hidden(seat)[0]:
                words = table.view.status_shown(seat)[0]
                assert not words.isdecimal(), (seat, words)
                seen.append(words)
        if table.model.round_number > 4 or len(set(seen)) >= 3:
            break
    assert any(words.startswith("Gestopt") for words in seen), seen


def test_the_card_in_play_is_not_covered_by_one_waiting_for_later(ui) -> None:  # type: ignore[no-untyped-def]
    """A Flip Four set aside for later lay over half of your Swap in play beside the
    discard pile ("RU" of "RUIL" showed: QA 110): where the centre has room they lie
    side by side, and the card in play is drawn over any it still touches."""
    from game.core import cards as C
    from game.ui.layout import CENTRE

    table = _sit(ui, _stacked(["12", "5", "6"]))
    view = table.model.seats[table.front]
    view.held.extend([C.SWAP, C.FLIP4])
    view.aside.append(C.FLIP4)
    now, later = table.held_rect(table.front, 0), table.held_rect(table.front, 1)
    assert not now.inflate(-4, 0).colliderect(later)  # side by side, an edge at most
    assert later.right <= CENTRE.right  # and still in the table's centre
    painted: list[str] = []
    real_face = table.painter.face

    def face(code, w, h):  # type: ignore[no-untyped-def]
        painted.append(code)
        return real_face(code, w, h)

    table.painter.face = face  # type: ignore[method-assign]
    assert table.choice is not None
    table.choice.decision = table.choice.decision._replace(card=C.SWAP)
    table.view._draw_seat(pygame.Surface((1280, 720)), table.front)
    held = [code for code in painted if code in (C.SWAP, C.FLIP4)]
    assert held[-2:] == [C.FLIP4, C.SWAP]  # the one in play last, on top


@pytest.mark.parametrize("waiting", [2, 3])
def test_every_card_waiting_for_later_shows_beside_the_one_in_play(  # type: ignore[no-untyped-def]
        ui, waiting: int) -> None:
    """A Flip Four set aside −4, ÷2 and Discard for you: the ÷2 lay exactly under the
    Discard, out of sight, while you chose where the −4 goes (QA 113). The cards spread
    over the room beside the pile, each in sight, and "later" is said over them."""
    from game.core import cards as C
    from game.ui.layout import CENTRE

    table = _sit(ui, _stacked(["12", "5", "6"]))
    view = table.model.seats[table.front]
    later = ["/2", C.DISCARD, C.FREEZE][:waiting]
    view.held.extend(["-4", *later])
    view.aside.extend(later)
    assert table.choice is not None
    table.choice.decision = table.choice.decision._replace(card="-4")
    places = [table.held_rect(table.front, i) for i in range(len(view.held))]
    assert len({place.x for place in places}) == len(places)
    assert all(b.x - a.x >= 20 for a, b in itertools.pairwise(places))  # each in sight
    assert places[-1].right <= CENTRE.right
    badges: list[pygame.Rect] = []
    real = table.view._badge

    def badge(surface, words, center):  # type: ignore[no-untyped-def]
        badges.append(pygame.Rect(center, (0, 0)))
        real(surface, words, center)

    table.view._badge = badge  # type: ignore[method-assign]
    table.view._draw_seat(pygame.Surface((1280, 720)), table.front)
    assert badges and all(places[1].left <= b.x <= places[-1].right for b in badges)


def test_later_keeps_clear_of_the_waiting_cards_corner_index(ui) -> None:  # type: ignore[no-untyped-def]
    """"later", centred on the top of a waiting card beside the one in play, covered
    its corner index (the small "÷2": QA 113): it sits at the right of the card."""
    from game.core import cards as C

    table = _sit(ui, _stacked(["12", "5", "6"]))
    view = table.model.seats[table.front]
    view.held.extend([C.SWAP, "/2"])
    view.aside.append("/2")
    assert table.choice is not None
    table.choice.decision = table.choice.decision._replace(card=C.SWAP)
    centres: list[tuple[int, int]] = []
    real = table.view._badge

    def badge(surface, words, center):  # type: ignore[no-untyped-def]
        centres.append(center)
        real(surface, words, center)

    table.view._badge = badge  # type: ignore[method-assign]
    table.view._draw_seat(pygame.Surface((1280, 720)), table.front)
    waiting = table.held_rect(table.front, 1)
    width = ui.app.assets.text(t("table.later"), SMALL, TEXT, "bold").get_width() + 14
    (centre,) = centres
    assert centre[0] - width // 2 >= waiting.left + 24  # the index's corner is clear
    assert centre[0] + width // 2 <= waiting.right


def _later_said(ui, table, monkeypatch) -> bool:  # type: ignore[no-untyped-def]
    """Whether drawing the table now says "later" anywhere."""
    from drawn_helpers import record_texts

    with monkeypatch.context() as patch:
        drawn = record_texts(ui.app.assets, patch)
        table.view.draw(ui.app.screen)
    return t("table.later") in [words for words, _size in drawn]


def test_a_computers_set_aside_card_it_is_playing_does_not_say_later(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """While a computer thought where its Steal set aside in a Flip Four goes, that very
    card still said "later" (QA 119)."""
    from game.core.moves import HIT, TARGET, Move

    # Ben deals: you 3, Ann 4, Ben 2; you hit a Flip Four for Ann: 5, Steal, 6, 8.
    session = _stacked(["3", "4", "2", "flip4", "5", "steal", "6", "8"], dealer=2)
    table = _sit(ui, session)
    table.submit(Move(HIT))
    ui.until(lambda: table.choice is not None and table.director.idle, limit=2000)
    table.submit(Move(TARGET, 1))
    ui.app.settings.speed = "normal"  # Ann thinks for a moment before her Steal
    ui.until(lambda: table.director.idle and session.game.pending is not None
             and session.game.pending.kind == "steal" and table.thinking_seat == 1,
             limit=2000)
    assert table.model.seats[1].aside == ["steal"]
    assert not _later_said(ui, table, monkeypatch)


@pytest.mark.parametrize("second", ["steal", "swap"])
def test_a_second_set_aside_card_of_the_same_kind_still_says_later(  # type: ignore[no-untyped-def]
        ui, monkeypatch, second: str) -> None:
    """Two Steals set aside in one Flip Four: while the first is played, the second lost
    its "later" too, drawn as if it were in play (matched by its code: QA 119)."""
    from game.core.moves import HIT, TARGET, Move

    session = _stacked(["3", "4", "2", "flip4", "5", "steal", "6", second], dealer=2)
    table = _sit(ui, session)
    table.submit(Move(HIT))
    ui.until(lambda: table.choice is not None and table.director.idle, limit=2000)
    table.submit(Move(TARGET, 0))
    ui.until(lambda: table.choice is not None and table.director.idle
             and table.choice.decision.kind == "steal", limit=2000)
    assert table.model.seats[0].aside == ["steal", second]
    assert _later_said(ui, table, monkeypatch)


def test_a_side_seats_waiting_cards_say_later_once(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Two cards set aside at another seat lie almost on top of each other, and a
    "later" under each stacked two of them (QA 120)."""
    from drawn_helpers import record_texts

    table = _sit(ui, _stacked(["12", "5", "6"]))
    view = table.model.seats[1]
    view.held.extend(["swap", "-4"])
    view.aside.extend(["swap", "-4"])
    with monkeypatch.context() as patch:
        drawn = record_texts(ui.app.assets, patch)
        table.view.draw(ui.app.screen)
    assert [words for words, _size in drawn].count(t("table.later")) == 1


@pytest.mark.parametrize("large", [False, True])
def test_a_side_seats_held_cards_leave_its_first_cards_index_in_sight(  # type: ignore[no-untyped-def]
        ui, large: bool) -> None:
    """Half inside its box, a right-hand seat's held card covered the corner index of
    the first card in its line, the only card it had (QA 121). Where the table has
    room beside the seat, the held cards lie outside it but for a sliver, clear of the
    other seats, and each card behind the first shows a corner."""
    from game.ui.layout import MIN_STEP

    ui.app.settings.large_text = large
    try:
        # The side seats of these tables have that room, at both text sizes.
        for n, seats in ((5, (1, 4)), (11, (2, 3, 8, 9)), (12, (2, 3, 8, 9, 10)),
                         (18, (4, 14, 15, 16))):
            table = _sit(ui, _stacked(["12", "5", "6"], seats=n))
            for seat in seats:
                view = table.model.seats[seat]
                view.held[:] = ["swap", "-4"]
                box = table.layout.seats[seat].rect
                first = table.line_rect(seat, 0)
                corner = pygame.Rect(first.x, first.y, 16, 20)
                held = [table.held_rect(seat, i) for i in range(2)]
                assert not any(card.colliderect(corner) for card in held), (n, seat)
                assert held[0].colliderect(box), (n, seat)  # still its seat's
                step = max(abs(held[1].x - held[0].x), abs(held[1].y - held[0].y))
                assert step >= MIN_STEP, (n, seat)
                others = [other.rect for other in table.layout.seats if other.seat != seat]
                assert all(card.collidelist(others) < 0 for card in held), (n, seat)
            ui.app.pop()
    finally:
        ui.app.settings.large_text = False


def test_a_name_has_the_room_its_own_total_leaves(ui) -> None:  # type: ignore[no-untyped-def]
    """One −15 in Brutal or a total of 100 anywhere at the table cut "IJsbrand Smit" to
    "IJsbrand…" beside his own 0, at 12 seats with Large text (QA 122). A name keeps
    the room its own total leaves (two digits' worth at least); the round points' line
    is still judged beside the table's widest total (one form at every seat)."""
    ui.app.settings.large_text = True
    try:
        names = ("IJsbrand Smit", "Ann", "Ben", "Cat", "Dev", "Eva", "Finn", "Gus", "Hana",
                 "Ivo", "Jo")
        setup = TableSetup((Seat("You"), *(Seat(n, "balanced") for n in names)),
                           "vengeance", brutal=True)
        table = _sit(ui, Session(setup, seed=3, ai_seed=3, dealer=11))
        view = table.view
        assert view.shown_name(1) == "IJsbrand Smit"
        table.model.seats[4].total = -15
        table.model.seats[5].total = 112
        assert view.shown_name(1) == "IJsbrand Smit"
        size = table.layout.seats[1].tier.name_size
        assert view.name_fit(1) == ("IJsbrand Smit", size)
        table.model.seats[1].total = 105  # his own total takes its room
        assert view.name_fit(1) != ("IJsbrand Smit", size)
    finally:
        ui.app.settings.large_text = False


def test_end_labels_on_one_pixel_stand_in_the_order_of_their_totals(ui_app) -> None:  # type: ignore[no-untyped-def]
    """With a target of 1000 one pixel holds several points: "balanced#1 948" stood
    over "balanced#12 949", ties put in seat order (QA 123)."""
    from game.session.race import RaceSeries
    from game.ui.race_chart import RaceChart

    series = RaceSeries.of_scores(("Ann", "Ben", "Cat"), 1000, [(948, 949, 10)], winner=None)
    chart = RaceChart(ui_app.assets, series, pygame.Rect(0, 0, 700, 420))
    assert chart.point(0, 1)[1] == chart.point(1, 1)[1]  # one pixel
    chart.draw(pygame.Surface((700, 420)))
    labels = {seat: rect for rect, seat in chart._names if rect.x > chart.plot.right}
    assert labels[1].centery < labels[0].centery  # Ben's 949 above Ann's 948


def test_a_card_on_its_way_to_the_discard_pile_is_not_on_it_yet(ui) -> None:  # type: ignore[no-untyped-def]
    """A played action lay face up on the pile, counted, while it still flew to its
    target: one card in two places for 0.7 s (QA 128). The pile shows what it held
    until the card lands, then the card."""
    from game.session import Session, TableSetup
    from game.ui.beats import ActionBeat

    app = ui.app
    app.settings.speed = "normal"
    app.options.autoplay = True
    table = TableScene(app, Session(TableSetup.quick(4, person=None, edition="vengeance"),
                                    seed=3, ai_seed=3))
    app.push(table)

    def flying() -> ActionBeat | None:
        return next((b for b in table.director.running
                     if isinstance(b, ActionBeat) and 0.2 < b.elapsed < 0.4), None)

    ui.until(lambda: flying() is not None, limit=20000)
    beat = flying()
    assert beat is not None and table.model.discard_top == beat.event.card
    assert table.view.pile_shown() == beat.pile_before
    assert table.view.pile_shown()[1] == table.model.discard_count - 1
    ui.until(lambda: beat.elapsed >= beat.flights[-1].total or beat not in
             table.director.running)
    assert table.view.pile_shown()[0] == beat.event.card


def test_a_top_seats_many_held_cards_stay_over_its_own_box(ui) -> None:  # type: ignore[no-untyped-def]
    """Half a card apart from a top seat's middle, four or five held cards (a Flip
    Four's set-aside actions) ran on over the next seat's name (QA 128): they close up
    and move left to stay within the seat's width, each still showing a corner."""
    from game.ui.layout import MIN_STEP

    for n in (5, 8, 12, 18):
        table = _sit(ui, _stacked(["12", "5", "6"], seats=n))
        for seat in range(1, n):
            box = table.layout.seats[seat].rect
            vx, vy = 640 - box.centerx, 360 - box.centery
            if abs(vx) / box.w > abs(vy) / box.h or vy <= 0:
                continue  # a side seat's (tested above), or the front's
            table.model.seats[seat].held[:] = ["flip3", "steal", "swap", "-4", "/2"]
            held = [table.held_rect(seat, i) for i in range(5)]
            assert all(box.x <= card.x and card.right <= box.right for card in held), (n, seat)
            assert all(b.x - a.x >= MIN_STEP for a, b in itertools.pairwise(held)), (n, seat)
        ui.app.pop()


@pytest.mark.parametrize("n", [3, 12, 18])
def test_every_covered_card_of_a_crowded_line_shows_its_whole_index(  # type: ignore[no-untyped-def]
        ui, monkeypatch, n: int) -> None:
    """Eight cards at 12 seats overlapped so far that "−10" read "−1" and "+10" "+1"
    under the next card: each covered card shows its whole corner index, the line
    wrapping into its second row sooner where its indices are wide."""
    from drawn_helpers import record_texts

    from game.ui.assets import Assets
    from game.ui.cards import CardPainter

    table = _sit(ui, _stacked(["12", "5", "6"], seats=n))
    line = ["-10", "12", "+10", "9", "-8", "11", "x2", "3"]
    for seat in range(1, n):
        table.model.seats[seat].line[:] = line
    ui.step()  # drawn as laid out (the draw and line_rect share one layout)
    for seat in range(1, n):
        cw, ch = table.layout.seats[seat].card_size
        slots = [table.line_rect(seat, i) for i in range(len(line))]
        for i, (here, there) in enumerate(itertools.pairwise(slots)):
            if here.y != there.y:
                continue  # the next card is on the next row: this one shows whole
            assets = Assets()  # a fresh painter: the index is set anew, and its size seen
            drawn = record_texts(assets, monkeypatch)
            CardPainter(assets, VENGEANCE).face(line[i], cw, ch)
            words, size = drawn[-1]
            # Set 4 px in from the card's edge (see CardPainter._with_index).
            assert there.x - here.x >= 4 + assets.font("black", size).size(words)[0], \
                (n, seat, line[i])


def test_a_swap_hint_too_wide_for_its_room_takes_two_rows_whole(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """German, six seats of long names: "Enter: die Unglückszahl 7 von Gwendolyn Moor ·
    erste Karte zurück: Rechtsklick oder Rücktaste" was cut at "Rückta" (QA 141). Too
    wide even at the smallest size, the hint takes two rows, broken at its dot, and
    the box stays clear of the seats."""
    from drawn_helpers import record_texts

    from game.core.moves import Decision, Move
    from game.ui.decisions import Choice

    names = ("Wilhelmina-Jos", "Maartje de Wit", "Johannes-Maria", "Annemieke Wolf",
             "Gwendolyn Moor", "Bartholomeus W")
    set_language("de")
    try:
        setup = TableSetup(tuple(Seat(n) if i == 0 else Seat(n, "balanced")
                                 for i, n in enumerate(names)), "vengeance")
        table = _sit(ui, Session(setup, seed=1, ai_seed=1))
        for seat in range(6):
            table.model.seats[seat].line[:] = ["u7", "3"] if seat == 4 else ["5", "9"]
        options = tuple(Move.swap((0, "5"), (b, c)) for b in range(1, 6)
                        for c in table.model.seats[b].line)
        choice = Choice(Decision(0, "swap", options), table)
        table.choice = choice
        choice._commit(next(p for p in choice.picks if p.seat == 0 and p.card == "5"))
        choice.focus = next(i for i, p in enumerate(choice.picks) if p.card == "u7")
        choice.steered = True
        drawn = record_texts(ui.app.assets, monkeypatch)
        table.draw(ui.app.screen)
        said = [words for words, _ in drawn]
        assert "Enter: die Unglückszahl 7 von Gwendolyn Moor" in said
        assert "erste Karte zurück: Rechtsklick oder Rücktaste" in said
        box = table.view.prompt_box()
        assert box is not None
        assert not any(box.colliderect(seat.rect) for seat in table.layout.seats[1:])
    finally:
        set_language("en")


def test_with_large_text_a_long_name_steps_back_a_size_before_it_is_cut(ui) -> None:  # type: ignore[no-untyped-def]
    """At 12 seats with Large text "Gwendolyn Moor" read "Gwendolyn…" (and "Fenna…"
    beside the dealer's chip), at the table and in the replay viewer: a name a step
    smaller where that shows it whole, its status line where every seat has it; a
    name too long even so is cut as before."""
    ui.app.settings.large_text = True
    try:
        names = ("Gwendolyn Moor", "Annemieke Wolf", "Bartholomeus W", "Fenna Jansen", "Eva",
                 "Finn", "Gus", "Hana", "Ivo", "Jo", "W" * 14)
        setup = TableSetup((Seat("You"), *(Seat(n, "balanced") for n in names)), "vengeance")
        table = _sit(ui, Session(setup, seed=3, ai_seed=3, dealer=4))
        view = table.view
        for seat, name in enumerate(names[:4], 1):
            words, size = view.name_fit(seat)
            assert words == name, seat
            assert size <= table.layout.seats[seat].tier.name_size
        assert view.name_fit(1)[1] < table.layout.seats[1].tier.name_size  # stepped back
        assert view.name_fit(5) == ("Eva", table.layout.seats[5].tier.name_size)
        assert view.shown_name(11).endswith("…")
        ui.app.settings.large_text = False
        ui.step()
        assert view.name_fit(1)[0] == "Gwendolyn Moor"
    finally:
        ui.app.settings.large_text = False


def test_with_large_text_a_name_cut_to_a_few_letters_steps_back_a_size(ui) -> None:  # type: ignore[no-untyped-def]
    """At 18 seats with Large text the dealer "Theodora Blom" on −10 read "The…", and
    "Gwendolyn Moor" "Gw…" (QA 156): where the cut keeps three letters or fewer, a
    step smaller keeps more of the name; a longer cut keeps its size."""
    from game.ui.theme import LARGE_STEP

    ui.app.settings.large_text = True
    try:
        names = ["Gwendolyn Moo", "Annemieke Wol", "Bartholomeus", "Theodora Blo"] * 5
        setup = TableSetup((Seat("You"), *(Seat(f"{n}{i % 10}", "balanced")
                                           for i, n in enumerate(names[:17]))), "vengeance")
        table = _sit(ui, Session(setup, seed=3, ai_seed=3, dealer=4))
        for shown in table.model.seats:
            shown.total = -10
        view = table.view
        large = table.layout.seats[4].tier.name_size
        words, size = view.name_fit(4)  # the dealer: the chip takes room too
        # A step smaller; and told from the three other "Theodora Blo…"s by its end.
        assert words == "Th…o3" and size < large
        for seat in range(1, 18):
            assert len(view.name_fit(seat)[0]) > 4, seat
        # The five "Gwendolyn Moo…"s, cut alike at "Gwen…", keep the ends that tell
        # them apart, a step smaller (QA 167).
        assert view.name_fit(1) == ("Gwen…o0", large - LARGE_STEP)
        shown = [view.shown_name(seat) for seat in range(18)]
        assert len(set(shown)) == 18, shown
    finally:
        ui.app.settings.large_text = False


def test_no_card_is_missing_for_a_frame_in_a_swap_or_a_rounds_sweep(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A Swap's card vanished for a fifth of a second before it flew to the pile, the
    swapped cards for a few frames after they had landed (the seat's round line blank
    with them), a swept line at once, its cards popping back one by one; the pile kept
    its old top until the last card landed (QA 147). Every card is drawn somewhere in
    every frame: at its place, in the air, or on the pile."""
    from game.core.moves import SWAP
    from game.ui import beats
    from game.ui.beats import SwapBeat, SweepBeat

    drawn: list[str | None] = []
    real = beats.draw_card

    def draw_card(surface, stage, face, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(face)
        return real(surface, stage, face, *args, **kwargs)

    monkeypatch.setattr(beats, "draw_card", draw_card)
    table = _sit(ui, _stacked(["5", "6", "7", "swap"]))
    ui.app.settings.speed = "normal"
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == SWAP
             and table.director.idle, limit=400)
    ui.click(table.line_rect(0, 0).center)  # your 5
    ui.click(table.line_rect(1, 0).center)  # Ann's 6
    def swapping() -> SwapBeat | None:
        return next((b for b in table.director.running if isinstance(b, SwapBeat)), None)

    ui.until(lambda: swapping() is not None, limit=200)
    beat = swapping()
    assert beat is not None and beat.elapsed < 0.05
    while beat in table.director.running:
        drawn.clear()
        ui.step()
        if beat not in table.director.running:
            break
        pile = table.view.pile_shown() or (table.model.discard_top, 0)
        assert "swap" in [*drawn, pile[0]], beat.elapsed  # beside the pile, flying, or on it
        landed = [f for f in beat.flights[:2] if beat.elapsed >= f.total]
        for seat in (0, 1):
            assert table.director.hidden(seat)[0] == (0 if len(landed) == 2 else 1), \
                beat.elapsed
    # The round's end: each line's cards are on the table until they fly.
    ui.app.settings.speed = "normal"
    for _ in range(3000):
        sweep = next((b for b in table.director.running if isinstance(b, SweepBeat)), None)
        if sweep is not None:
            break
        if table.choice is not None and ui.app.top is table:
            ui.key(pygame.K_s)
        elif ui.app.top is not table:
            ui.key(pygame.K_RETURN)
        ui.step()
    assert sweep is not None
    cards = len(sweep.flights)
    before = sweep.pile_before[1]
    while sweep in table.director.running:
        drawn.clear()
        ui.step()
        if sweep not in table.director.running:
            break
        _top, count = table.view.pile_shown() or (None, table.model.discard_count)
        on_their_way = sum(1 for f in sweep.flights if sweep.elapsed < f.total)
        assert len(drawn) >= on_their_way  # each at its place or in the air
        assert count == before + cards - on_their_way  # the rest landed on the pile


def test_a_card_in_flight_stays_on_the_screen(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """At 18 seats a Swap's card between two bottom seats dipped 45 px below the screen
    (its arc bends one way whatever the seats: QA 147): a flight keeps on the screen."""
    from game.ui import beats
    from game.ui.beats import CardFlight
    from game.ui.theme import HEIGHT, WIDTH

    table = _sit(ui, _stacked(["12", "5", "6"], seats=18))
    placed: list[tuple[tuple[float, float], tuple[float, float]]] = []
    monkeypatch.setattr(beats, "draw_card", lambda surface, stage, face, center, size, *a,
                        **k: placed.append((center, size)))
    bottom = [box for box in table.layout.seats if box.rect.bottom > HEIGHT - 120]
    left, right = bottom[0], bottom[-1]
    for lift in (70, -70):
        flight = CardFlight("6", table.line_rect(left.seat, 0), table.line_rect(right.seat, 0),
                            fly=0.55, lift=lift)
        for frame in range(34):
            flight.draw(ui.app.screen, table, frame / 60)
    assert len(placed) >= 60
    for (x, y), (w, h) in placed:
        assert w / 2 <= x <= WIDTH - w / 2 and h / 2 <= y <= HEIGHT - h / 2, (x, y)


def test_at_instant_speed_a_frame_starts_one_sound_at_most(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A frame that played several computers' moves at instant speed started up to seven
    sounds at once (QA 147): one a frame; at the usual speed each still sounds."""
    from collections import Counter

    from game.session import Session, TableSetup

    app = ui.app
    started: Counter[int] = Counter()
    monkeypatch.setattr(app.sound, "play", lambda name, *a, **k: started.update([app.frames]))
    app.settings.speed = "instant"
    table = TableScene(app, Session(TableSetup.quick(11, person=None, edition="vengeance"),
                                    seed=4, ai_seed=4))
    app.push(table)
    for _ in range(120):
        ui.app.frame(1 / 60)
    assert started and max(started.values()) == 1
    started.clear()
    app.pop()
    app.settings.speed = "normal"
    app.push(TableScene(app, Session(TableSetup.quick(11, person=None, edition="vengeance"),
                                     seed=4, ai_seed=4)))
    for _ in range(600):
        ui.app.frame(1 / 60)
    assert sum(started.values()) > 20  # every move's sound at the usual speed


@pytest.mark.parametrize("rounds", [51, 52, 23, 7])
def test_the_races_axis_always_numbers_the_last_round(ui_app, monkeypatch, rounds: int) -> None:  # type: ignore[no-untyped-def]
    """A 51-round game's axis, thinned to every second round, stopped at 50 (QA 153):
    the last round is numbered, and no two numbers run together."""
    from drawn_helpers import record_texts

    from game.session.race import RaceSeries
    from game.ui.race_chart import RaceChart

    series = RaceSeries.of_scores(("Ann", "Ben", "Cat"), 1000,
                                  [(10, 20, 15)] * rounds)
    chart = RaceChart(ui_app.assets, series, pygame.Rect(0, 0, 700, 420))
    drawn = record_texts(ui_app.assets, monkeypatch)
    chart.draw(pygame.Surface((700, 420)))
    numbers = sorted(int(words) for words, _ in drawn if words.isdigit()
                     and int(words) <= rounds and f"{int(words)}" == words)
    axis = [n for n in numbers if n >= 1]
    assert rounds in axis
    xs = sorted({chart.plot.x + round(chart.plot.w * n / rounds) for n in set(axis)})
    assert all(b - a >= 20 for a, b in itertools.pairwise(xs))


class _Moves:
    """A computer that plays the moves it is given, in turn."""

    def __init__(self, *moves: str) -> None:
        self.moves = list(moves)

    def choose(self, view, decision, rng):  # type: ignore[no-untyped-def]
        from game.core.moves import Move

        return Move(self.moves.pop(0))


def test_a_line_a_card_leaves_from_the_middle_closes_up_by_sliding(ui) -> None:  # type: ignore[no-untyped-def]
    """You steal Ann's 6 from her 6, 2 (V-5): her 2 jumped into the 6's slot as the beat
    began, over the 6 still lifting off (QA 171). It slides there, hidden in its new
    slot until it lands; and your stolen 6 shows only as the beat ends."""
    from game.core.moves import STEAL
    from game.ui.beats import StealBeat

    session = _stacked(["5", "6", "7", "1", "2", "4", "3", "steal"])
    session.policies[1] = _Moves("hit", "hit", "stay")  # type: ignore[assignment]
    session.policies[2] = _Moves("stay")  # type: ignore[assignment]
    table = _sit(ui, session)
    for _ in range(2):  # your 1 and 4; Ann draws her 2 and 3, Ben stays
        ui.key(pygame.K_h)
        ui.until(lambda: table.choice is not None and table.director.idle, limit=600)
    ui.key(pygame.K_h)  # the Steal
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == STEAL
             and table.director.idle, limit=600)
    assert table.model.seats[1].line == ["6", "2", "3"]
    were = [table.line_rect(1, i) for i in (1, 2)]
    ui.app.settings.speed = "normal"
    ui.click(table.line_rect(1, 0).center)  # Ann's 6

    def stealing() -> StealBeat | None:
        return next((b for b in table.director.running if isinstance(b, StealBeat)), None)

    ui.until(lambda: stealing() is not None, limit=200)
    beat = stealing()
    assert beat is not None and table.model.seats[1].line == ["2", "3"]
    # In the line's order, under the leaving 6 (each over the one before: QA 173).
    slides = beat.flights[:2]
    assert [f.code for f in slides] == ["2", "3"]
    assert [(f.start, f.end) for f in slides] == list(zip(
        were, [table.line_rect(1, 0), table.line_rect(1, 1)], strict=True))
    assert table.director.hidden(1) == (2, 0)  # in the air, not in their slots
    # ...yet in Ann's line: her points are 2 + 3 (blank while they slid: QA 173).
    assert table.director.arriving(1) == 0 and "5" in table.view._status_text(1)[0]
    ui.step(round(slides[-1].total * 60) + 2)
    assert table.director.hidden(1) == (0, 0)
    assert table.director.hidden(0) == (1, 0)  # the 6 is still on its way to you


def test_a_reshuffle_shows_the_piles_as_they_were_until_its_backs_land(ui) -> None:  # type: ignore[no-untyped-def]
    """The deck stood full ("Deck 101") and the pile empty as the backs began to slide
    from the pile (QA 171): the piles change as the last back lands."""
    from game.core.events import Reshuffled
    from game.ui.beats import ReshuffleBeat

    table = _sit(ui, _stacked(["5", "6", "7"]))
    ui.app.settings.speed = "normal"
    model = table.model
    model.deck_count, model.discard_count, model.discard_top = 0, 12, "9"
    table.director.push([Reshuffled(12)])
    ui.step()
    beat = next(b for b in table.director.running if isinstance(b, ReshuffleBeat))
    assert (model.deck_count, model.discard_count) == (12, 0)  # the model's at once
    assert table.view.deck_shown() == 0 and table.view.pile_shown() == ("9", 12)
    ui.step(round(ReshuffleBeat.LANDED * 60) + 1)
    assert beat.landed
    assert table.view.deck_shown() == 12 and table.view.pile_shown() == (None, 0)


def test_a_discards_last_card_to_land_is_the_piles_top(ui) -> None:  # type: ignore[no-untyped-def]
    """The victim's 6 landed first and the Discard card on it, then the 6 jumped back on
    top, where the rules leave it (QA 171): the Discard flies first."""
    from game.core.moves import DISCARD
    from game.ui.beats import DiscardActionBeat

    table = _sit(ui, _stacked(["5", "6", "7", "discard"]))
    ui.key(pygame.K_h)
    ui.until(lambda: table.choice is not None and table.choice.decision.kind == DISCARD
             and table.director.idle, limit=600)
    ui.app.settings.speed = "normal"
    ui.click(table.line_rect(1, 0).center)  # Ann's 6
    ui.until(lambda: any(isinstance(b, DiscardActionBeat) for b in table.director.running),
             limit=200)
    beat = next(b for b in table.director.running if isinstance(b, DiscardActionBeat))
    last = max((f for f in beat.flights if f.end == table.layout.discard),
               key=lambda f: f.total)
    assert last.code == "6" == table.model.discard_top
    # Both leave at once: the 6 lay in its slot over its neighbour for its stagger, the
    # seat's points already without it (QA 217).
    assert all(f.delay == 0 for f in beat.flights if f.end == table.layout.discard)


def test_a_flip_7_pulses_its_numbers_only_one_after_another() -> None:
    """"The seven cards pulse" (visual-style.md): the modifiers pulsed too, and took a
    number's turn (QA 217)."""
    from game.core.events import Flip7
    from game.ui.beats import Flip7Beat

    line = ["2", "-4", "8", "7", "6", "12", "3", "13"]
    beat = Flip7Beat(Flip7(0))
    beat.elapsed = 0.09 * 1 + 0.15  # the second number's peak
    pulses = [beat.pulse(0, i, line) for i in range(len(line))]
    assert pulses[1] == 1.0  # the −4, never
    assert max(pulses) == pulses[2] > 1.15  # the 8, the second number
    beat.elapsed = 0.09 * 6 + 0.15
    assert beat.pulse(0, 7, line) > 1.15  # the 13, the seventh number


def test_a_busted_seats_set_aside_cards_no_longer_say_later(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """After a Flip Four bust the set-aside cards are only thrown away (V-4), yet "later"
    stood under them beside "BUST" (QA 171)."""
    from drawn_helpers import record_texts

    from game.core.engine import ACTIVE, BUSTED
    from game.i18n import t

    table = _sit(ui, _stacked(["5", "6", "7"]))
    view = table.model.seats[0]
    view.held, view.aside = ["steal"], ["steal"]
    for status, said in ((ACTIVE, True), (BUSTED, False)):
        view.status = status
        drawn = record_texts(ui.app.assets, monkeypatch)
        table.draw(ui.app.screen)
        assert (t("table.later") in [w for w, _ in drawn]) is said, status


def test_an_arrow_fades_as_a_whole_outline_too(ui_app) -> None:  # type: ignore[no-untyped-def]
    """Its colour darkened in place over an opaque black outline: fading, an arrow read
    as a thick black curve, then vanished at once (QA 171). Near its end it is faint."""
    from game.ui.effects import Arrow
    from game.ui.theme import GOLD

    felt = (0, 120, 0)
    for late, darkest in ((0.5, 0), (0.95, 100)):
        arrow = Arrow((200, 200), (900, 300), GOLD, 1.0)
        arrow.update(late)
        surface = pygame.Surface((1280, 720))
        surface.fill(felt)
        arrow.draw(surface, ui_app.assets)
        greens = [surface.get_at((x, y))[1] for x in range(150, 960, 3)
                  for y in range(100, 450, 3)]
        assert min(greens) <= darkest if late < 0.7 else min(greens) >= darkest, late


def test_the_lit_seat_goes_straight_from_a_thinking_computer_to_its_move(ui) -> None:  # type: ignore[no-untyped-def]
    """Between a computer's thinking and its move the seat that acted before it was lit
    again for a frame, a flicker while the computers played (QA 236): the light never
    comes back to a seat for one frame only."""
    ui.app.settings.speed = "normal"
    seats = (Seat("You"), *(Seat(name, "balanced") for name in ("Ann", "Ben", "Cat")))
    table = TableScene(ui.app, Session(TableSetup(seats, "classic"), seed=5, ai_seed=5))
    ui.app.push(table)
    runs: list[list[int | None]] = []  # the lit seat, and for how many frames
    for _frame in range(3000):
        ui.step()
        if table.choice is not None and ui.app.top is table:
            ui.key(pygame.K_s)  # you stay, the computers play on
        lit = table.lit_seat
        if runs and runs[-1][0] == lit:
            runs[-1][1] = (runs[-1][1] or 0) + 1
        else:
            runs.append([lit, 1])
    assert len(runs) > 8  # the case at hand: the light went round several times
    blips = [(runs[i - 1][0], runs[i][0]) for i in range(1, len(runs) - 1)
             if runs[i][1] == 1 and runs[i - 1][0] == runs[i + 1][0]]
    assert blips == []


def test_counts_of_busts_never_lie_on_each_other(ui_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Placed where they hide the fewest lines, a round's "×5" went left onto the round
    before's count, which read "×?×5" (QA 238, a 14-player Brutal game): a count keeps
    clear of the others where it can, then of the crosses and stars."""
    from game.ai import make_policy
    from game.ai.base import play_to_the_end
    from game.core.engine import Game, Rules
    from game.session.race import RaceSeries
    from game.ui.race_chart import RaceChart

    rng = random.Random(75)
    kinds = ["bold", "balanced", "threshold:0.6", "careful"]
    policies = [make_policy(rng.choice(kinds)) for _ in range(14)]
    game = Game(14, Rules(VENGEANCE, brutal=True), rng=random.Random(75), watched=False)
    play_to_the_end(game, policies, [random.Random(7500 + seat) for seat in range(14)])
    series = RaceSeries.of_game(game)
    placed: list[pygame.Rect] = []
    real = RaceChart._count_place

    def spy(self, *args):  # type: ignore[no-untyped-def]
        place = real(self, *args)
        placed.append(place.inflate(4, 0))
        return place

    monkeypatch.setattr(RaceChart, "_count_place", spy)
    chart = RaceChart(ui_app.assets, series, pygame.Rect(400, 137, 826, 490),  # game over's
                      [f"Player {i}" for i in range(14)])
    chart.draw(pygame.Surface((1280, 720)))
    assert len(placed) > 2  # the case at hand
    for i, place in enumerate(placed):
        assert place.collidelist(placed[i + 1:]) == -1, placed

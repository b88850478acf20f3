"""Banners (BUST, Frozen, Unlucky 7!, a card set aside, Round 3, FLIP 7!) never cover a
seat's name or total, at 3 to 18 seats, in every language, with Large text or not.

A banner is painted as the players see it — at the peak of its pop-in, when it
is largest, and while it holds — and every pixel it inks is checked against the
header (name, status line, total) of every seat. Before banners were kept inside
their seat's panel, a wide word over a small seat ("Second Chance set aside",
"Unglückszahl 7!") spilled onto the names of its neighbours at 10 and 18 seats.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import cards as C
from game.core.events import (
    BrutalAttack,
    Busted,
    CardSetAside,
    Flip7,
    Frozen,
    Reshuffled,
    RoundStarted,
    SecondChanceUsed,
    TieBreak,
    UnluckyWipe,
)
from game.i18n import set_language
from game.i18n.cards import NAMED
from game.session import Seat, Session, TableSetup
from game.ui.beats import beat_for
from game.ui.effects import Banner
from game.ui.scene_table import TableScene

#: With two digits, as wide as a name may be (14 characters, wide letters).
WIDE = "WmWmWmWmWmWm"


def _table(ui, n: int, edition: str, large: bool) -> TableScene:  # type: ignore[no-untyped-def]
    ui.app.settings.large_text = large
    seats = (Seat(f"{WIDE}00"), *(Seat(f"{WIDE}{i:02}", "balanced") for i in range(1, n)))
    session = Session(TableSetup(seats, edition, brutal=edition == "vengeance"), seed=1, ai_seed=1)
    return TableScene(ui.app, session)


def _seat_events(n: int, seat: int) -> list[object]:
    """Every event that puts a word over a seat."""
    other = (seat + 1) % n
    events: list[object] = [Busted(seat, "5"), Frozen(seat, other), SecondChanceUsed(seat, "5"),
                            UnluckyWipe(seat, ()), BrutalAttack(other, seat)]
    events += [CardSetAside(seat, card) for card in NAMED]
    return events


def _banners(table: TableScene, event: object) -> list[Banner]:
    """The banners the event's beat starts."""
    table.effects.clear()
    beat = beat_for(event)  # type: ignore[arg-type]
    beat.prepare(table)
    beat.started(table)
    return [e for e in table.effects.items if isinstance(e, Banner)]


def _covered(banner: Banner, table: TableScene, screen: pygame.Surface) -> list[int]:
    """The seats whose header (name, status line, total) the banner inks on an empty
    ``screen``, at its largest and as it holds (``screen`` is left empty again)."""
    headers = [(box.seat, pygame.Rect(box.rect.x + 6, box.rect.y + 6, box.rect.w - 12,
                                      box.tier.header)) for box in table.layout.seats]
    covered = set()
    for progress in (0.105, 0.5):  # out_back peaks at 58 % of the 0.18 pop-in
        banner.tween.elapsed = banner.tween.duration * progress
        banner.draw(screen, table.app.assets)
        for seat, header in headers:
            if pygame.mask.from_surface(screen.subsurface(header), 1).count():
                covered.add(seat)
        screen.fill((0, 0, 0, 0))
    return sorted(covered)


@pytest.mark.parametrize("n", [3, 5, 10, 18])
@pytest.mark.parametrize("large", [False, True])
def test_no_banner_covers_a_name_or_a_total(ui, n: int, large: bool) -> None:  # type: ignore[no-untyped-def]
    """Every seat's words, and the table's own (a round, a Flip 7, a tie) with the widest
    names, in English, German and Dutch."""
    table = _table(ui, n, "vengeance", large)
    table_events: list[object] = [RoundStarted(12, n - 1, False), RoundStarted(13, n - 1, True),
                                  Flip7(n - 1), TieBreak((1, 2, n - 1))]
    screen = pygame.Surface((1280, 720), pygame.SRCALPHA)
    screen.fill((0, 0, 0, 0))
    problems = []
    for language in ("en", "de", "nl"):
        set_language(language)
        for seat in range(n):
            for event in _seat_events(n, seat) + (table_events if seat == 0 else []):
                banners = _banners(table, event)
                assert banners, event
                for banner in banners:
                    covered = _covered(banner, table, screen)
                    on_screen = screen.get_rect().contains(banner.plan(table.app.assets).rect)
                    if covered or not on_screen:
                        problems.append((language, event, banner.text, covered))
    assert problems == []


def test_a_banner_in_a_small_seat_shrinks_and_wraps_but_stays_readable(ui) -> None:  # type: ignore[no-untyped-def]
    """At 18 seats a long word is set smaller and on two lines, never below the floor."""
    from game.ui.effects import MIN_SIZE

    table = _table(ui, 18, "classic", False)
    (banner,) = _banners(table, CardSetAside(7, C.CHANCE))
    plan = banner.plan(table.app.assets)
    area = table.banner_area(7)
    assert plan.lines == ("Second Chance", "set aside") and MIN_SIZE <= plan.size < 24
    assert area.contains(plan.rect)
    # Where there is room, the word keeps its size on one line.
    roomy = _table(ui, 3, "classic", False)
    (banner,) = _banners(roomy, Busted(1, "5"))
    assert banner.plan(roomy.app.assets).lines == ("BUST",)
    assert banner.plan(roomy.app.assets).size == 34


@pytest.mark.parametrize("n", [3, 12])
@pytest.mark.parametrize("large", [False, True])
def test_the_reshuffle_banner_leaves_the_pile_counts_and_the_log_readable(  # type: ignore[no-untyped-def]
        ui, n: int, large: bool) -> None:
    """"Reshuffle" lies across the piles, whose backs slide under it; the counts under
    the piles (the new deck's size) and the log below stay clear of it. It used to sit
    on the counts and the oldest log line."""
    table = _table(ui, n, "vengeance", large)
    for language in ("en", "de", "nl"):
        set_language(language)
        (banner,) = _banners(table, Reshuffled(40))
        rect = banner.plan(table.app.assets).rect
        layout = table.layout
        piles = layout.deck.union(layout.discard)
        assert piles.collidepoint(rect.center)
        counts = pygame.Rect(piles.x, piles.bottom + 4, piles.w, 24)  # "Deck 40", "Discard 0"
        assert not rect.colliderect(counts) and not rect.colliderect(layout.log)
        # Nor over the History, Coach and Cards left buttons' keys ("Neu gemischt": QA 52).
        assert not any(rect.colliderect(tool) for tool in layout.tools)


@pytest.mark.parametrize("n", [3, 12])
@pytest.mark.parametrize("large", [False, True])
def test_the_round_banner_leaves_the_buttons_keys_readable(  # type: ignore[no-untyped-def]
        ui, n: int, large: bool) -> None:
    """"Round 3 / Ann deals" covered the History, Coach and Cards left buttons' key
    badges for its second, every round (QA 46, QA 53); it keeps right of them, over
    the piles, in every language, a tie-break round too."""
    table = _table(ui, n, "vengeance", large)
    for language in ("en", "de", "nl"):
        set_language(language)
        for event in (RoundStarted(3, n - 1, False), RoundStarted(13, n - 1, True)):
            (banner,) = _banners(table, event)
            rect = banner.plan(table.app.assets).rect
            assert table.layout.tools
            assert not any(rect.colliderect(tool) for tool in table.layout.tools), \
                (language, banner.text)
            piles = table.layout.deck.union(table.layout.discard)
            assert piles.collidepoint(rect.center)


def test_a_reshuffle_on_the_rounds_first_card_takes_the_round_banners_place(ui) -> None:  # type: ignore[no-untyped-def]
    """A newer banner in the same area retires the older one: "Reshuffle" on a round's
    first card was drawn over the fading "Round 5 / Ann deals" (12 seats)."""
    table = _table(ui, 12, "classic", False)
    table.effects.clear()
    for event in (RoundStarted(5, 3, False), Reshuffled(40)):
        beat = beat_for(event)  # type: ignore[arg-type]
        beat.prepare(table)
        beat.started(table)
        table.effects.update(0.2)
    shown = [e.text for e in table.effects.items if isinstance(e, Banner)]
    assert shown == ["Reshuffle"]
    # Banners over different seats do not retire each other.
    busts = [banner for seat in (1, 2) for banner in _banners(table, Busted(seat, "5"))]
    table.effects.clear()
    for banner in busts:
        table.effects.add(banner)
    table.effects.update(0.2)
    assert len([e for e in table.effects.items if isinstance(e, Banner)]) == 2


def test_the_unlucky_seven_slides_to_the_first_slot_as_the_line_is_wiped(ui) -> None:  # type: ignore[no-untyped-def]
    """The Unlucky 7 arriving at the end of a line jumped to its first slot at once,
    under the cards flying off to the pile (QA 147): it slides there, hidden in its
    slot until it lands (V-11 leaves it alone in the line)."""
    from game.ui.beats import CardFlight, FlightBeat

    table = _table(ui, 3, "vengeance", large=False)
    table.model.seats[1].line[:] = ["5", "9", C.UNLUCKY7]
    before = table.line_rect(1, 2)
    beat = beat_for(UnluckyWipe(1, ("5", "9")))
    assert isinstance(beat, FlightBeat)
    beat.begin(table)
    assert table.model.seats[1].line == [C.UNLUCKY7]
    (slide,) = [f for f in beat.flights if f.code == C.UNLUCKY7]
    assert isinstance(slide, CardFlight)
    assert slide.start == before and slide.end == table.line_rect(1, 0)
    assert beat.hidden(1) == (1, 0)  # in the air: its slot stays empty
    beat.update(slide.total + 0.01)
    assert beat.hidden(1) == (0, 0) and beat.duration >= slide.total
    # Where it already lies first (nothing before it was wiped), it does not move.
    table.model.seats[2].line[:] = [C.UNLUCKY7, "+4"]
    beat = beat_for(UnluckyWipe(2, ("+4",)))
    beat.begin(table)
    assert not [f for f in beat.flights if f.code == C.UNLUCKY7]  # type: ignore[attr-defined]

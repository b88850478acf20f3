"""Table layout, as pure geometry: every seat count from 3 to 18 fits cleanly."""

from __future__ import annotations

import itertools

import pytest
from pygame import Rect

from game.ui.layout import CENTRE, MIN_STEP, SEAT_CLEARANCE, line_slots, overlaps, table_layout
from game.ui.theme import HEIGHT, WIDTH


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("n", range(3, 19))
def test_no_seat_overlaps_another_or_the_centre(n: int, large: bool) -> None:
    """At every table size, with and without Large text (issue 15.7)."""
    layout = table_layout(n, large=large)
    assert overlaps(layout) == []
    for box in layout.seats:
        assert not box.rect.colliderect(CENTRE)
        assert box.rect.contains(box.line)
        # The name and its status line fit the header above the cards.
        assert box.tier.name_size + box.tier.status_size + 2 <= box.tier.header
        assert box.line.y >= box.rect.y + 6 + box.tier.header


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("n", range(3, 19))
def test_the_odds_box_and_menu_keep_clear_of_the_side_seats(n: int, large: bool) -> None:
    """At 10 seats the odds box touched Ann's seat and Menu Ivo's (QA twentieth pass):
    a few pixels apart at every size they read as separate things."""
    layout = table_layout(n, large=large)
    for box in layout.seats:
        for rect in (layout.odds, layout.menu):
            assert not box.rect.colliderect(rect.inflate(2 * (SEAT_CLEARANCE - 2), 0)), box.seat


def test_large_text_makes_names_and_status_lines_bigger_and_keeps_the_cards() -> None:
    for n in (3, 10, 18):
        plain, large = table_layout(n).seats[1].tier, table_layout(n, large=True).seats[1].tier
        assert large.name_size > plain.name_size and large.status_size > plain.status_size
        assert (large.card_w, large.card_h) == (plain.card_w, plain.card_h)


@pytest.mark.parametrize("n", range(3, 19))
def test_human_sits_bottom_centre_and_others_go_clockwise(n: int) -> None:
    layout = table_layout(n)
    human = layout.seats[0].rect
    assert human.centerx == WIDTH // 2 and human.bottom > HEIGHT - 20
    # Seat 1 is to the human's left (the left half of the screen), the last to the right.
    assert layout.seats[1].rect.centerx < WIDTH // 2 < layout.seats[n - 1].rect.centerx
    # Mirror symmetry: seat k and seat n-k sit at the same height.
    for k in range(1, n):
        assert layout.seats[k].rect.y == layout.seats[n - k].rect.y


@pytest.mark.parametrize("n", [3, 6, 10, 14, 18])
def test_lines_stay_readable_up_to_fourteen_cards(n: int) -> None:
    for box in table_layout(n).seats:
        for count in range(1, 15):
            slots = line_slots(box.line, box.tier.card_w, box.tier.card_h, count)
            assert len(slots) == count
            for slot in slots:
                assert box.rect.contains(slot), (n, box.seat, count)
            # Each covered card shows at least MIN_STEP px (its index), or sits on another row.
            for a, b in itertools.pairwise(slots):
                assert b.x - a.x >= MIN_STEP - 1 or b.y != a.y


def test_totals_and_body_text_are_big_enough() -> None:
    for n in (3, 10, 18):
        for box in table_layout(n).seats:
            assert box.tier.total_size >= 28
            assert box.tier.name_size >= 18


def test_cards_side_by_side_while_they_fit() -> None:
    slots = line_slots(Rect(0, 0, 300, 80), 40, 56, 4)
    assert [s.x for s in slots] == [0, 44, 88, 132]


def test_seat_at_finds_the_seat_under_a_point() -> None:
    layout = table_layout(6)
    for box in layout.seats:
        assert layout.seat_at(box.rect.center) == box.seat
    assert layout.seat_at(CENTRE.center) is None

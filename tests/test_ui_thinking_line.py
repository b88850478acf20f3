"""A computer's seat keeps its round's points while it thinks (QA 48: "thinking."
took the place of "+12 this round"), and its line does not switch between whole and
short as the dots come and go."""

from __future__ import annotations

import pytest

from game.session import Seat, Session, TableSetup
from game.ui.scene_table import TableScene


def _thinking_table(ui, seats: int) -> tuple[TableScene, int]:  # type: ignore[no-untyped-def]
    """A table of computers at normal speed, run until one with cards in its line thinks."""
    app = ui.app
    app.settings.speed = "normal"
    setup = TableSetup(tuple(Seat(f"C{i + 1}", "balanced") for i in range(seats)), "classic")
    table = TableScene(app, Session(setup, seed=7, ai_seed=7))
    app.push(table)

    def thinking() -> bool:
        seat = table.thinking_seat
        return seat is not None and bool(table.model.seats[seat].line) \
            and table.director.idle
    ui.until(thinking, limit=3000)
    seat = table.thinking_seat
    assert seat is not None
    return table, seat


def test_a_thinking_computer_keeps_its_points_in_view(ui) -> None:  # type: ignore[no-untyped-def]
    table, seat = _thinking_table(ui, 3)
    points = table.model.seats[seat].round_score
    words = table.view.status_shown(seat)[0]
    assert words.startswith(f"+{points} · thinking."), words


@pytest.mark.parametrize("seats", [3, 10, 18])
def test_the_line_keeps_its_form_as_the_dots_change(ui, seats: int) -> None:  # type: ignore[no-untyped-def]
    table, seat = _thinking_table(ui, seats)
    shown = set()
    for third in range(3):  # one, two and three dots
        table.clock = third / 3 + 0.01
        words, size, _colour, _weight = table.view.status_shown(seat)
        shown.add((words.rstrip("."), size))
    assert len(shown) == 1, shown

"""The arrows go where they point on the screen when a player or a line is picked
(QA 53: at 11 seats → from the right-hand seats came back to you at the bottom, and ↓
from you went to a seat up on the left: the arrows stepped in seat order round the
ring, which runs left along its bottom and right along its top)."""

from __future__ import annotations

import pytest

from game.core import cards as C
from game.core.moves import TARGET, Decision, Move
from game.session import Seat, Session, TableSetup
from game.ui.decisions import Choice
from game.ui.input import DOWN, LEFT, NEXT, RIGHT, UP, Press
from game.ui.scene_table import TableScene


def _table(ui, seats: int) -> TableScene:  # type: ignore[no-untyped-def]
    names = [Seat("You"), *(Seat(f"P{i}", "balanced") for i in range(1, seats))]
    table = TableScene(ui.app, Session(TableSetup(tuple(names), "classic"), seed=1, ai_seed=1))
    ui.app.push(table)
    ui.step(2)
    return table


def _freeze(table: TableScene, seats: int) -> Choice:
    """A Freeze for you to give, any seat a target (C-4)."""
    moves = tuple(Move(TARGET, player=seat) for seat in range(seats))
    return Choice(Decision(0, TARGET, moves, card=C.FREEZE), table, Move(TARGET, player=0))


def _centre(table: TableScene, choice: Choice) -> tuple[int, int]:
    seat = choice.picks[choice.focus].seat
    assert seat is not None
    return table.layout.seats[seat].rect.center


@pytest.mark.parametrize("seats", [3, 7, 11, 18])
def test_each_arrow_moves_the_focus_its_way_or_round_to_the_far_side(ui, seats: int) -> None:  # type: ignore[no-untyped-def]
    table = _table(ui, seats)
    choice = _freeze(table, seats)
    centres = [table.layout.seats[s].rect.center for s in range(seats)]
    for start in range(seats):
        for action, axis, sign in ((RIGHT, 0, 1), (LEFT, 0, -1), (DOWN, 1, 1), (UP, 1, -1)):
            choice.focus = start
            before = _centre(table, choice)
            choice.handle(Press(action))
            after = _centre(table, choice)
            further = [c for c in centres if sign * (c[axis] - before[axis]) > 8]
            if further:  # a seat lies that way: the focus went that way
                assert sign * (after[axis] - before[axis]) > 8, (seats, start, action)
            else:  # none: round to the seat furthest the other way
                assert sign * after[axis] == min(sign * c[axis] for c in centres)


def test_at_eleven_seats_right_goes_right_and_down_goes_down(ui) -> None:  # type: ignore[no-untyped-def]
    table = _table(ui, 11)
    choice = _freeze(table, 11)
    you = table.layout.seats[0].rect
    choice.handle(Press(RIGHT))  # from you at the bottom: the nearest seat to the right
    right = _centre(table, choice)
    assert right[0] > you.right - 10
    assert right[1] > 360  # in the table's lower half, not up the right-hand side
    choice.handle(Press(LEFT))
    assert choice.picks[choice.focus].seat == 0
    choice.handle(Press(UP))  # the seat straight above you is the top one
    up = _centre(table, choice)
    assert up[1] == min(table.layout.seats[s].rect.centery for s in range(11))
    assert abs(up[0] - you.centerx) < 200


def test_tab_still_goes_round_the_table_in_seat_order(ui) -> None:  # type: ignore[no-untyped-def]
    table = _table(ui, 11)
    choice = _freeze(table, 11)
    seen = []
    for _ in range(11):
        choice.handle(Press(NEXT))
        seen.append(choice.picks[choice.focus].seat)
    assert seen == [*range(1, 11), 0]

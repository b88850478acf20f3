"""A form laid out in rows of widgets, with one focus that mouse and keys share.

Up and Down move between rows in the same column of the form (keeping the place
across where they can: a form may hold two columns side by side), Tab and
Shift+Tab go field by field in reading order, Left and Right change the
focused value (or, on a button or a text field, move along the row). Enter
or Space activates a focused button; on any other field Enter calls
``on_enter`` — the setup screen uses it to go to Start — so Enter never
changes a value silently. Letters typed into a focused text field are text,
never commands. A click on nothing puts a text field to rest: it is no longer
lit, and keys type nothing into it until a key that moves the focus, or the
pointer, wakes the form (a click beside a name and then Backspace edited the
name out of sight: QA 57).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from . import input as inp
from .widgets import Button, TextField, Widget, press_or_release, typed_into

if TYPE_CHECKING:
    import pygame

    from .assets import Assets


#: The keys that wake a form at rest: they move the focus or act on it.
_WAKING = frozenset({inp.UP, inp.DOWN, inp.LEFT, inp.RIGHT, inp.NEXT, inp.PREV, inp.CONFIRM})


class Grid:
    """Rows of widgets; ``visible(row)`` says which rows are on screen now."""

    def __init__(self, rows: Sequence[Sequence[Widget]], on_enter: Callable[[], None],
                 visible: Callable[[int], bool] | None = None) -> None:
        self.rows = [list(row) for row in rows]
        self.on_enter = on_enter
        self.visible = visible or (lambda _row: True)
        self.focus = (0, 0)
        #: A text field clicked away from: nothing is lit and typing does nothing.
        self.resting = False
        #: The button the mouse button went down on (see :func:`press_or_release`).
        self.pressed: Widget | None = None
        #: What the key that just put the focus in a text field types: that text is
        #: the key's, not the field's.
        self._swallow = ""
        #: The widget the mouse button was let go over, while the pointer stays on it:
        #: moving there does not take the focus back from where the click put it.
        self._clicked: Widget | None = None
        if self.rows:
            self._settle(1)

    # ------------------------------------------------------------------ focus

    @property
    def focused(self) -> Widget:
        """The widget with the focus."""
        r, c = self.focus
        return self.rows[r][c]

    def set_rows(self, rows: Sequence[Sequence[Widget]], focus: tuple[int, int]) -> None:
        """Replace the rows (after a seat is added or removed) and put the focus at ``focus``."""
        self.rows = [list(row) for row in rows]
        r = max(0, min(focus[0], len(self.rows) - 1))
        self.focus = (r, max(0, min(focus[1], len(self.rows[r]) - 1)))
        self._settle(1)

    def focus_on(self, widget: Widget) -> None:
        """Give ``widget`` the focus (if it is in the grid); a disabled one passes it on
        to the next enabled widget (an unlit focus is lost to the player)."""
        for r, row in enumerate(self.rows):
            for c, item in enumerate(row):
                if item is widget:
                    self.focus = (r, c)
                    self._settle(1)
                    return

    def _order(self) -> list[tuple[int, int]]:
        return [(r, c) for r, row in enumerate(self.rows) for c in range(len(row))]

    def _settle(self, step: int) -> None:
        """Move off a disabled widget, in reading order, in the direction of ``step``."""
        if self.focused.enabled:
            return
        self.step(step)

    def step(self, step: int) -> None:
        """Tab / Shift+Tab: the next / previous enabled widget in reading order."""
        order = self._order()
        i = order.index(self.focus)
        for k in range(1, len(order) + 1):
            r, c = order[(i + k * step) % len(order)]
            if self.rows[r][c].enabled:
                self.focus = (r, c)
                return

    def move_row(self, step: int) -> None:
        """Up / Down: the widget straight under (or over) the focused one, past dimmed
        ones; where nothing is straight under, the next row with an enabled widget in
        the focused row's column of the form (across from its first widget to its
        last), and there the widget nearest across to the focused one.

        So Up and Down follow the screen: the setup's Start, under the rules and beside
        the seat list's Add buttons, goes up to the target score, and the last seat
        down to the Add buttons. A form in one column goes row by row.
        """
        r, c = self.focus
        row = self.rows[r]
        here = row[c].rect
        # Past a dimmed widget straight under: Down on a computer's temperament went into
        # the next person's name field, ready to type, where theirs is dimmed (QA 122).
        for k in range(1, len(self.rows)):
            i = (r + k * step) % len(self.rows)
            below = [j for j, widget in enumerate(self.rows[i])
                     if widget.rect.right > here.left and widget.rect.left < here.right]
            lit = [j for j in below if self.rows[i][j].enabled]
            if lit:
                self.focus = (i, min(lit, key=lambda j: abs(self.rows[i][j].rect.centerx
                                                            - here.centerx)))
                return
            if not below:
                break  # nothing straight under: the row's column decides (below)
        left, right = min(w.rect.left for w in row), max(w.rect.right for w in row)
        x = here.centerx
        for k in range(1, len(self.rows) + 1):
            i = (r + k * step) % len(self.rows)
            under = [j for j, widget in enumerate(self.rows[i]) if widget.enabled
                     and widget.rect.right > left and widget.rect.left < right]
            if under:
                self.focus = (i, min(under, key=lambda j: abs(self.rows[i][j].rect.centerx - x)))
                return

    def move_along(self, step: int) -> None:
        """Left / Right on a widget that does not use them: the neighbour in the row; at
        the row's end, the nearest widget beside it on the same line of the screen (the
        setup's Back goes right to "+ Add a person", in a row of its own)."""
        r, c = self.focus
        row = self.rows[r]
        i = c + step
        while 0 <= i < len(row):
            if row[i].enabled:
                self.focus = (r, i)
                return
            i += step
        here = row[c].rect
        beside = [(abs(widget.rect.centerx - here.centerx), (j, k))
                  for j, other in enumerate(self.rows) if j != r and self.visible(j)
                  for k, widget in enumerate(other)
                  if widget.enabled and widget.rect.bottom > here.top
                  and widget.rect.top < here.bottom
                  and (widget.rect.centerx - here.centerx) * step > 0]
        if beside:
            self.focus = min(beside)[1]

    # ------------------------------------------------------------------ input

    def handle(self, event: inp.Input, app: Any) -> bool:
        """Route one input; True if the grid used it."""
        if isinstance(event, inp.Typed) and self._swallow:
            swallow, self._swallow = self._swallow, ""
            if event.text == swallow:
                # Space on "+ Add a person" added one, focused their name, and typed
                # a space over "Player 2": the name was gone (QA 124).
                return True
        if isinstance(event, inp.Press | inp.Click):
            self._swallow = ""
        before = self.focused if self.rows else None
        used = self._route(event, app)
        if isinstance(event, inp.Press) and self.rows and self.focused is not before \
                and isinstance(self.focused, TextField):
            self._swallow = event.text
        return used

    def _route(self, event: inp.Input, app: Any) -> bool:
        if isinstance(event, inp.Release):
            at = self._at(event.pos)
            under = None if at is None else self.rows[at[0]][at[1]]
            used = press_or_release(self, under, event, app)
            self._clicked = under
            return used
        if isinstance(event, inp.Point | inp.Click):
            hit = self._at(event.pos)
            if isinstance(event, inp.Point):
                if hit is not None and self.rows[hit[0]][hit[1]] is self._clicked:
                    # "+ Add a person" put the focus on the new name; a twitch of the
                    # mouse on the button took it back, and the name typed next went
                    # nowhere (QA 138).
                    return False
                self._clicked = None
            if hit is None:
                if isinstance(event, inp.Click):
                    press_or_release(self, None, event, app)
                    if isinstance(self.focused, TextField):
                        self.resting = True
                return False
            self.focus = hit
            self.resting = False
            if isinstance(event, inp.Click):
                press_or_release(self, self.focused, event, app)
            return isinstance(event, inp.Click)
        widget = self.focused
        if self.resting:
            if isinstance(event, inp.Typed) or (isinstance(event, inp.Press) and (
                    event.action in inp.TYPING or event.action in (inp.ERASE, inp.ERASE_WORD))):
                return True  # not typed into a field nobody sees lit
            if not isinstance(event, inp.Press) or event.action not in _WAKING:
                return False  # End, Home… move no focus: the field stays at rest (QA 58)
            self.resting = False
        if typed_into(widget, event):
            return True
        if not isinstance(event, inp.Press):
            return False
        action = event.action
        if action == inp.DOWN:
            self.move_row(1)
        elif action == inp.UP:
            self.move_row(-1)
        elif action == inp.NEXT:
            self.step(1)
        elif action == inp.PREV:
            self.step(-1)
        elif action in (inp.LEFT, inp.RIGHT):
            if isinstance(widget, TextField):
                # A name has no cursor to move, and the row's next widget beside it is a
                # selector, which ← → change: ← then → on Cat's name made Cat a person
                # (QA 138), as a second ← in Settings' name switched Fullscreen on (QA
                # 124). ↑ ↓ and Tab leave a name, as in every menu.
                return True
            step = -1 if action == inp.LEFT else 1
            if not widget.nudge(step, app, event.fine):
                self.move_along(step)
        elif action in (inp.CONFIRM, inp.SKIP):
            if isinstance(widget, Button):
                widget.activate(app)
            elif action == inp.CONFIRM:
                self.on_enter()
        else:
            return False
        return True

    def _at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        for r, row in enumerate(self.rows):
            if not self.visible(r):
                continue
            for c, widget in enumerate(row):
                if widget.enabled and widget.rect.collidepoint(pos):
                    return (r, c)
        return None

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        """Paint the visible rows; the focused widget lit."""
        for r, row in enumerate(self.rows):
            if not self.visible(r):
                continue
            for c, widget in enumerate(row):
                widget.draw(surface, assets, (r, c) == self.focus and not self.resting)

"""Hot-seat hand-over: "Ben's turn", until Ben presses a key or clicks.

Shown over the table when the decision passes from one person to another
(and before the first decision of a game with several people). The table
behind has already turned so the new person sits at the front; the screen
goes as soon as a key or click arrives — that input is not also played —
except Space (the key a person presses again and again to hurry the computers
along: it would skip the next person's screen unseen, QA 70) and Esc and a click
on its Menu button, which open the pause menu over it.
Unless the call is for hit or stay, it says what it is for ("Whose line gets
the −10?").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.events import Flip7
from game.i18n import current_language, msg, t, tn

from . import input as inp
from .scene import Scene
from .theme import DIALOG_FILL, GOLD, HEIGHT, MUTED, SMALL, TEXT, WIDTH
from .widgets import (
    Button,
    blit_alpha,
    blit_center,
    fit_lines,
    panel,
    press_or_release,
    shade,
    shortened,
    shrunk_size,
)

if TYPE_CHECKING:
    from .layout import TableLayout
    from .loop import App
    from .scene_table import TableScene


#: The panel's width (names of any length), the room either side of its text, and
#: the type sizes the title and the line under it may take, largest first.
PANEL_WIDTH = 620
#: The panel's usual top edge (a taller panel grows down, and up for the news).
_USUAL_TOP = HEIGHT // 2 - 155
_PAD = 32
_TOP, _BOTTOM = 47, 11
_TITLE_SIZES = (56, 52, 48, 44, 40, 36)
_PASS_SIZES = (22, 20, 18)
#: The Menu button's size, under the panel.
MENU_SIZE = (118, 34)
#: How far below the log's area its last line's ink may reach (Large text: 10 px, QA 34).
_LOG_INK = 12
#: Seconds the table's picks wait once the hand-over has gone: the second click of a
#: double click on it (or a key pressed twice) played Hit or Stay for the next person
#: before they had seen their cards (QA 102). Double clicks come within about 0.5 s.
SETTLE = 0.5
#: Seconds without a key or a click before the hand-over takes one: the last player
#: hurrying the computers (Enter, a click, S twice, a double click) dismissed the next
#: person's hand-over before they had looked, and went on to play for them (QA 148).
#: A key or click sooner is swallowed and starts the wait again.
QUIET = 0.5


class HandoverScene(Scene):
    """A big name and a line saying how to go on."""

    opaque = False

    #: Notices start at the left edge of their place, as at the table.
    notices_from_left = True

    @property
    def notice_area(self) -> pygame.Rect | None:  # type: ignore[override]
        """The table's own notice place (the corner its seats leave free) where the
        panel and its Menu button leave it clear: across the top, a notice at a
        hand-over covered the upper seats' names and totals (QA 109: a new hot-seat
        game's first save failing, said as the table opens)."""
        area = self.table.notice_area
        if area is None:
            return None
        rect, _rows = self.plan()
        return None if area.colliderect(rect.union(self._menu_under(rect).rect)) else area

    def __init__(self, app: App, table: TableScene, seat: int,
                 question: str | Callable[[], str | None] | None = None) -> None:
        """The curtain before ``seat``'s turn at ``table``; ``question``: what they are
        called for, if not hit or stay (or how to word it in the language of the
        moment)."""
        super().__init__(app)
        self.table = table
        self.seat = seat
        self._question = question
        #: The pointer is on the Menu button (it lights up).
        self.pointed = False
        #: The Menu button when the left mouse button went down on it (it acts on the
        #: release, see :func:`~game.ui.widgets.press_or_release`).
        self.pressed: Button | None = None
        self._menu: Button | None = None
        self._seat = table.model.seats[seat]
        #: What concerned the person since their last turn, oldest first (QA 94).
        self.recap = table.since_last_turn(seat)
        self.time = 0.0
        #: Seconds since the hand-over appeared or took its last key or click (see
        #: :data:`QUIET`).
        self.quiet = 0.0
        #: The panel's width for the table layout it was worked out for (see :meth:`width`).
        self._width: tuple[object, int] | None = None
        self._plans: dict[tuple[str, int, int], tuple[pygame.Rect,
                                                 list[tuple[pygame.Surface | None, int]]]] = {}

    @property
    def question(self) -> str | None:
        """What the person is called for ("Whose line gets the −10?"), if not hit or
        stay, in the language of the moment (QA 110: a switch while the curtain was up
        left it in the old one)."""
        return self._question() if callable(self._question) else self._question

    @property
    def name(self) -> str:
        """The person as their seat shows them now: with two "Ann"s in a save, "Ann (2)"
        (QA thirty-first pass); "Player 3" after a switch to English while the curtain
        is up, not the "Spieler 3" it opened with (QA 110)."""
        return self._seat.name

    def handle(self, event: inp.Input) -> None:
        """A key or click hands the table over (after :data:`QUIET` seconds without one,
        so the last player's hurrying does not skip it; L opens the History too); Esc
        opens the pause menu over it, as it does at the table (it handed the table
        over, and the menu took a second Esc: QA seventeenth pass). Space does nothing
        here: it hurries the computers' animations, and a person pressing it again and
        again while they played dismissed the next person's hand-over before they
        looked (QA 70)."""
        button = self.menu_button()
        if isinstance(event, inp.Point):
            self.pointed = button.rect.collidepoint(event.pos)
            return
        if isinstance(event, inp.Click | inp.Release):
            # The Menu button acts on the release over it, as buttons do; the hand-over
            # itself still goes at any other press.
            on = button if button.rect.collidepoint(event.pos) else None
            if press_or_release(self, on, event, self.app) or isinstance(event, inp.Release):
                return
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            button.activate(self.app)
            return
        if not isinstance(event, inp.Press | inp.Click | inp.RightClick):
            return
        if self.quiet < QUIET or (isinstance(event, inp.Press) and event.action == inp.SKIP):
            # Space never hands over: it hurries the computers (QA 70).
            self.quiet = 0.0
            return
        self.app.sound.play("click")
        if isinstance(event, inp.Press) and event.action == inp.HISTORY:
            # The news says "L: History": L opens it (it only handed over, the key used
            # up: QA 148), over the hand-over, which is there again when it closes:
            # opened as the table took over, the Enter that meant "play" after it made
            # the waiting choice at once (a Brutal +15: QA 157).
            # A quiet moment again when it closes (this scene waits meanwhile): the
            # key that closed it, pressed twice, must not hand over.
            self.quiet = 0.0
            self.table.open_history()
            return
        self.table.settling = SETTLE
        # The last person's run of skip clicks is over: the next one's first click on
        # the deck is Hit (QA 240).
        self.table.clicking = 0.0
        self.app.pop()

    def update(self, dt: float) -> None:
        """Only the fade-in moves (and the quiet before a key is taken counts)."""
        self.time += dt
        self.quiet += dt

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """Faded in: nothing moves until the next person takes over, and the loop may
        sleep on input (it drew the table behind at 60 frames a second, a whole core,
        while the laptop went round: QA 45)."""
        return self.time >= 0.2 and self.quiet >= QUIET  # the quiet counts by frames

    def plan(self) -> tuple[pygame.Rect, list[tuple[pygame.Surface | None, int]]]:
        """The panel and its lines, each with the height of its row, top to bottom
        (``None``: a gap).

        The panel keeps one width whatever the name: at 5 seats a wider one covered
        the side seats' names. A long name ("WmWmWmWmWmWmWm is aan de beurt") sets
        the title in smaller type, then in two lines; the panel grows downwards, and
        up only as far as the seats above it, for the news since the last turn.

        Worked out once for each language and type size: it is asked several times a
        frame (drawing, the Menu button's place), and the news is set twice over to
        choose between its room and the points so far.
        """
        key = (current_language(), self.app.assets.size(SMALL), self.width())
        planned = self._plans.get(key)
        if planned is None:
            planned = self._plans[key] = self._plan()
        return planned

    def _plan(self) -> tuple[pygame.Rect, list[tuple[pygame.Surface | None, int]]]:
        assets = self.app.assets
        title, size, passing, pass_size = self._fit()
        model = self.table.model
        standing = tn("handover.standing", model.seats[self.seat].total, target=model.target)
        # Row heights put a short name's lines where they always were: the title's
        # centre 78 px from the top, the last line's 26 px from the bottom.
        rows: list[tuple[pygame.Surface | None, int]] = [
            (assets.text(line, size, GOLD, "black"), round(size * 1.1)) for line in title]
        rows.append((None, 12))
        if self.question:
            asked, ask_size = self._fit_question()
            rows += [(assets.text(line, ask_size, GOLD, "bold"), max(28, ask_size + 6))
                     for line in asked]
            rows.append((None, 6))
        rows += [(assets.text(line, pass_size, TEXT, "bold"),
                  30 if len(passing) == 1 else max(26, pass_size + 3)) for line in passing]
        small = assets.size(SMALL)
        points = (assets.text(standing, small, MUTED), 30)
        ending = [(None, 8), (assets.text(t("handover.go"), small, GOLD, "bold"), 30)]
        # The news goes where the panel may reach: down to the Menu button's place above
        # the person's seat, and up to the seats above it (a question's lines left it no
        # room below the usual top: QA 96); the points so far (the seat shows them)
        # give way if all the news fits then and not beside them.
        lowest = self._lowest()
        ceiling = self._ceiling()
        room = lowest - ceiling - _TOP - sum(h for _, h in rows + ending) - _BOTTOM
        news = self._recap_rows(room - points[1])
        shorter = self._recap_rows(room)
        if len(shorter) > len(news):
            rows += shorter
        else:
            rows += [points, *news]
        rows += ending
        rect = pygame.Rect(0, 0, self.width(), _TOP + sum(h for _, h in rows) + _BOTTOM)
        top = max(ceiling, min(_USUAL_TOP, lowest - rect.h))
        rect.midtop = (WIDTH // 2, top)
        log = self.table.layout.log
        if log.y < rect.bottom < log.bottom + _LOG_INK:
            # Down over the table's log lines rather than through one: its lower edge
            # cut the newest line in half (QA 33). No seat comes in there.
            rect.h = log.bottom + _LOG_INK - rect.y
        return rect, rows

    def _front_top(self) -> int:
        """The top of the person's own seat, at the front: the panel and its Menu
        button stay above it."""
        table = self.table
        return min((box.rect.y for box in table.layout.seats if box.seat == table.front),
                   default=HEIGHT)

    def _lowest(self) -> int:
        """How low the panel may reach: the Menu button under it stays above the
        person's seat."""
        return self._front_top() - 10 - MENU_SIZE[1] - 8

    def width(self) -> int:
        """The panel's width: :data:`PANEL_WIDTH`, or less, to 2 px from the seats
        beside it where they would come under it (at 3 and 6 seats the upper side
        seats' cards were under the panel's top corners, at 9 seats their boxes'
        corners); never so narrow that the table's tool buttons peek out at its sides
        (a seat that near is kept clear from above, :meth:`_ceiling`). Worked out once
        for each layout of the table (Large text switched over the panel lays it out
        anew)."""
        layout = self.table.layout
        if self._width is None or self._width[0] is not layout:
            self._width = (layout, self._width_for(layout))
        return self._width[1]

    def _width_for(self, layout: TableLayout) -> int:
        centre = WIDTH // 2
        narrowest = 2 * (centre - min(tool.left for tool in layout.tools) + 2)
        width = PANEL_WIDTH
        span = pygame.Rect((WIDTH - PANEL_WIDTH) // 2, _USUAL_TOP + 2, PANEL_WIDTH,
                           self._lowest() - _USUAL_TOP - 2)
        for box in layout.seats:
            rect = box.rect
            if box.seat == self.table.front or not rect.colliderect(span) \
                    or rect.left < centre < rect.right:
                continue
            gap = centre - rect.right if rect.right <= centre else rect.left - centre
            clear = 2 * gap - 4
            if clear >= narrowest:
                width = min(width, clear)
        return width

    def _ceiling(self) -> int:
        """How high the panel may reach: under the seats above it, at the usual top
        when they leave it clear (by 2 px at least: at 8 seats the two upper seats'
        boxes end there), and up to 8 px under them for the news."""
        width = self.width()
        span = pygame.Rect((WIDTH - width) // 2, 0, width, HEIGHT // 2)
        above = max((box.rect.bottom for box in self.table.layout.seats
                     if box.rect.colliderect(span) and box.rect.bottom < HEIGHT // 2),
                    default=0)
        return max(above + 2, min(_USUAL_TOP, above + 8))

    def _recap_rows(self, room: int) -> list[tuple[pygame.Surface | None, int]]:
        """"Since your last turn:" and the newest of :attr:`recap` that fit ``room``
        pixels, one line each (set smaller, then cut with "…", if too long); the
        heading says how many are left out, for the History (L). None if not even one
        line fits."""
        if not self.recap:
            return []
        assets = self.app.assets
        # The body's size, as the line above it: at 16 px, a little smaller where long,
        # they were hard to read in a window smaller than the screen (QA 231). The lines
        # stand 4 px apart, so as many fit as at 16 px, with Large text too (its 26 px
        # line height fitted one fewer: QA 233).
        size = assets.size(SMALL)
        step = assets.font("regular", size).get_height() + 4
        fits = min(len(self.recap), (room - 6 - (step + 6)) // step)
        if fits < 1:
            return []
        said = t("handover.since") if fits == len(self.recap) \
            else tn("handover.since_some", fits, total=len(self.recap))
        heading = (assets.text(said, assets.size(SMALL), GOLD, "bold"), step + 6)
        width = self.width() - 2 * _PAD
        lines: list[tuple[pygame.Surface | None, int]] = []
        from .scene_table import newest_told  # the table's module imports this one

        for entry in newest_told(self.recap, fits, self.seat):
            # The History's sentence; too long even a little smaller, its short form
            # ("Second Chance saves Ann from the 8."): the German long one was always
            # cut (QA 96); failing that, cut.
            text = str(entry.message)
            if isinstance(entry.event, Flip7) and self.table.model.brutal \
                    and entry.short is not None:
                # "FLIP 7 for Ann!" alone: its whole sentence, "Ann chooses: +15 for
                # herself or −15 for someone else", repeated the question above it in
                # the one line there was room for (QA 157).
                text = str(entry.short)
            fitted = shrunk_size(assets, text, size, width, "regular", size - 2)
            if assets.font("regular", fitted).size(text)[0] > width and entry.short:
                text = str(entry.short)
                fitted = shrunk_size(assets, text, size, width, "regular", size - 2)
            text = shortened(assets.font("regular", fitted), text, width)
            lines.append((assets.text(text, fitted, TEXT), step))
        return [(None, 6), heading, *lines]

    def menu_button(self) -> Button:
        """The pause menu's button, under the panel: Esc was the only way to the menu
        from here, none for a player with a mouse alone (QA 52)."""
        return self._menu_under(self.plan()[0])

    def _menu_under(self, rect: pygame.Rect) -> Button:
        """The Menu button under the panel ``rect`` (made again only if that moves)."""
        button = self._menu
        # Under the panel, in the middle: in its corner it touched a long name's title.
        place = pygame.Rect(0, 0, *MENU_SIZE)
        place.midtop = (rect.centerx, rect.bottom + 10)
        if button is None or button.rect != place:
            button = self._menu = Button(place, msg("tools.menu"), self._open_menu,
                                         msg("key.esc"), SMALL)
        return button

    def _open_menu(self) -> None:
        from .scene_pause import PauseScene

        self.pointed = False
        self.app.push(PauseScene(self.app, self.table))

    def _fit_question(self) -> tuple[list[str], int]:
        """The question's lines and type size (measured once per plan, see :meth:`plan`)."""
        sizes = tuple(dict.fromkeys((self.app.assets.size(_PASS_SIZES[0]), *_PASS_SIZES)))
        return fit_lines(self.app.assets, self.question or "", "bold", sizes,
                         self.width() - 2 * _PAD)

    def _fit(self) -> tuple[list[str], int, list[str], int]:
        """The title's and the passing line's lines and type sizes (measured once per
        plan, see :meth:`plan`)."""
        room = self.width() - 2 * _PAD
        # A smaller title leaves the news since the last turn more room.
        title, size = fit_lines(self.app.assets, t("handover.turn", name=self.name),
                                "black", _TITLE_SIZES[3:] if self.recap else _TITLE_SIZES, room)
        # Large text tries its size first (dict: no size twice when it is off).
        sizes = tuple(dict.fromkeys((self.app.assets.size(_PASS_SIZES[0]), *_PASS_SIZES)))
        passing, pass_size = fit_lines(self.app.assets, t("handover.pass", name=self.name),
                                       "bold", sizes, room)
        return title, size, passing, pass_size

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table; the name in gold on a panel."""
        assets = self.app.assets
        fade = min(1.0, self.time / 0.2)
        surface.blit(shade(assets, int(120 * fade)), (0, 0))
        rect, rows = self.plan()
        surface.blit(panel(assets, rect.w, rect.h, DIALOG_FILL, 24, (*GOLD, 170)), rect)
        # The lines in the middle of a panel grown over the log (see plan).
        y = rect.y + _TOP + (rect.h - _TOP - sum(h for _, h in rows) - _BOTTOM) // 2
        for i, (image, h) in enumerate(rows):
            if image is not None and i == len(rows) - 1 and self.quiet < QUIET:
                # "Press Enter or click to play" comes up as the hand-over takes a key:
                # clicks that kept it up said nothing of why (QA 149).
                blit_alpha(surface, image, image.get_rect(
                    center=(rect.centerx, y + h // 2)).topleft, 70)
            elif image is not None:
                blit_center(surface, image, (rect.centerx, y + h // 2))
            y += h
        self._menu_under(rect).draw(surface, assets, self.pointed)

"""Game over: the winner, the final standings and the score race; play again, watch
the game again, or back to the title."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.events import GameWon
from game.i18n import addressed, msg, numeral, t, tn
from game.session.race import RaceSeries

from . import input as inp
from .effects import Confetti, Effects
from .race_chart import RaceChart
from .scene import Scene
from .scene_handover import QUIET
from .theme import DIALOG_FILL, GOLD, HEIGHT, MUTED, SMALL, TEXT, WIDTH
from .widgets import (
    Button,
    Menu,
    blit_center,
    fit_lines,
    fit_size,
    panel,
    row_size,
    shortened_among,
    shrunk_size,
)

if TYPE_CHECKING:
    from .loop import App
    from .scene_table import TableScene


def places(totals: Sequence[int], winner: int) -> list[int]:
    """Each seat's place in the final standings: the winner first, and seats with the
    same total share a place, the next one counting them all ("1. 2. 3. 3. 5.").

    >>> places([150, 92, 205, 92, 40], winner=2)
    [2, 3, 1, 3, 5]
    """
    return [1 if seat == winner else
            1 + sum(1 for other, total in enumerate(totals) if other == winner or total > mine)
            for seat, mine in enumerate(totals)]


#: Seconds the game-over screen is shown before Enter or Space acts on its buttons
#: (a click does at once).
GUARD = 0.8


class GameOverScene(Scene):
    """Shown over the final table."""

    opaque = False

    def __init__(self, app: App, table: TableScene, event: GameWon) -> None:
        super().__init__(app)
        self.table = table
        self.event = event
        # The table is not updated under this screen: the win's confetti would hang in the
        # air beside the panel for good (stray coloured specks). This screen has its own.
        table.effects.clear()
        # The winner is shown: the save that held the finished game for a player who
        # closed the game over its last summary goes (see GameFiles.archive).
        table.session.end_seen()
        files = table.session.files
        for text in files.take_notices() if files is not None else []:
            # Kept at last ("Your game is saved again."), or still not: say so here.
            app.notice(text, kind="saving")
        n = len(event.totals)
        self.order = sorted(range(n), key=lambda s: (s != event.seat, -event.totals[s], s))
        self.places = places(event.totals, event.seat)
        self.rect = pygame.Rect(0, 0, 1220, 690)
        self.rect.center = (WIDTH // 2, HEIGHT // 2)
        r = self.rect
        #: The standings on the left, the race beside them.
        self.standings = pygame.Rect(r.x + 24, r.y + 140, 330, r.h - 140 - 84)
        self.row_h = min(34, self.standings.h // n)
        model = table.model
        chart = pygame.Rect(self.standings.right + 16, r.y + 122, r.right - 24
                            - self.standings.right - 16, r.h - 122 - 78)
        # The names the seats show (a person's own name, as the round summary shows it):
        # "You" here beside "Ann" at the table read as two people (QA eighth pass).
        self.chart = RaceChart(app.assets, RaceSeries.of_game(table.game), chart,
                               [model.seats[s].name for s in range(n)])
        #: How to follow a line, set once: its lines and where each goes.
        self.hint = self._place_hint()
        self.column_room = self._column_room()
        y = r.bottom - 66
        items = [(msg("gameover.again"), self.play_again),
                 (msg("gameover.watch"), self.watch_again),
                 (msg("gameover.title"), self.to_title)]
        width, gap = 230, 24
        left = r.centerx - (len(items) * width + (len(items) - 1) * gap) // 2
        self.menu = Menu([Button(pygame.Rect(left + i * (width + gap), y, width, 50), label,
                                 action) for i, (label, action) in enumerate(items)])
        self.effects = Effects()
        self.effects.add(Confetti((WIDTH // 2, r.y + 40), 200, 3.0, seed=3))
        self.shown = 0
        self.age = 0.0  # seconds on screen (Enter waits for GUARD, see handle)
        #: Seconds since the last Enter or Space held back (see :meth:`handle`).
        self.quiet = 0.0

    def _place_hint(self) -> list[tuple[str, int, pygame.Rect]]:
        """The hint on following a line: its lines, their size and place. Just under the
        standings where they leave room for it, lined up with their places (at the
        panel's foot it sat apart from them, beside the buttons: QA 38); at 12 and more
        seats, where they fill their column, on one line at the end of the chart's key
        (bust, Flip 7, target), which has room to its right."""
        assets = self.app.assets
        words = t("race.follow")
        box = self.standings
        lines, size = fit_lines(assets, words, "regular", (assets.size(SMALL),), box.w - 40,
                                most=3)
        font = assets.font("regular", size)
        step = font.get_linesize()
        y = box.y + len(self.order) * self.row_h + max(step, self.row_h // 2)
        if y + len(lines) * step <= box.bottom:
            return [(line, size, pygame.Rect((box.x + 26, y + i * step), font.size(line)))
                    for i, line in enumerate(lines)]
        room = self.chart.key_room()
        size = shrunk_size(assets, words, self.chart.label, room.w - 12, "regular", SMALL - 4)
        place = pygame.Rect((0, 0), assets.font("regular", size).size(words))
        if place.w > room.w - 12:
            return []  # not even there: the README's keys table says it
        place.midright = (room.right - 4, room.centery)
        return [(words, size, place)]

    def _column_room(self) -> pygame.Rect | None:
        """Under the standings and their hint, where the column has room for notices."""
        box = self.standings
        below = [rect.bottom for _line, _size, rect in self.hint if box.contains(rect)]
        top = max(below, default=box.y + len(self.order) * self.row_h) + 16
        bottom = self.rect.bottom - 74  # above the buttons
        return pygame.Rect(box.x, top, box.w, bottom - top) if bottom - top >= 80 else None

    @property
    def notice_area(self) -> pygame.Rect:  # type: ignore[override]
        """Where notices go: under the standings where they fit there, else over the line
        under the heading (the points and rounds). Across the top, "Couldn't keep the
        finished game: …" hid the winner's name (QA 56)."""
        texts = [text for text, _left in self.app.notices]
        if self.column_room is not None and self.app.notices_fit(texts, self.column_room):
            return self.column_room
        r = self.rect
        return pygame.Rect(r.x + 24, r.y + 67, r.w - 48, 122 - 67)

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """The confetti has fallen, Enter is no longer held back (:data:`GUARD`: a sleeping
        loop's frames pass no time, so the hold would last until the next input) and the
        player is to choose."""
        return not self.app.options.exit_when_done and not self.effects.items \
            and self.age >= GUARD and self.quiet >= QUIET

    def play_again(self) -> None:
        """A new game at the same table (the same seats and rules, a new shuffle); if the
        finished game is not on disk (a full disk), ask first."""
        self._unless_lost(self._play_again, "unsaved.again")

    def _unless_lost(self, then: Callable[[], None], yes: str = "unsaved.leave") -> None:
        """``then``, after asking if that loses the finished game (not kept, nor in its
        save: the disk was full before it ended; QA 98 lost it without a word); ``yes``
        is the catalogue key of the button that goes on."""
        why = self.table.unsaved()
        if why is None:
            then()
            return
        from .scene_confirm import unsaved_question

        self.app.push(unsaved_question(self.app, why, yes, then, over=True))

    def _play_again(self) -> None:
        from game.session import Session

        from .scene_table import TableScene

        old = self.table.session
        old.make_way()  # a finished game not kept yet is not written over
        self.app.reset_to_title()
        session = Session(old.setup.anew(), files=old.files)
        self.app.push(TableScene(self.app, session, instant=self.table.instant))
        if old.files is not None:
            self.app.drop_notices(old.files.superseded)  # "Couldn't keep …", said before
        for text in old.files.take_notices() if old.files is not None else []:
            self.app.notice(text)  # where that finished game went, if it was set aside

    def watch_again(self) -> None:
        """The game just played, in the replay viewer; its Back comes back here, to the
        standings and the race that sent the player there (QA eleventh pass: it went on
        to the title)."""
        from game.session.timeline import Timeline

        from .scene_viewer import ViewerScene

        session = self.table.session
        archived = session.archived
        self.app.push(ViewerScene(self.app, Timeline(session.record()),
                                  archived.name if archived is not None else None))

    def to_title(self) -> None:
        """Back to the title screen (asking first, as :meth:`play_again` does)."""
        self._unless_lost(self.app.reset_to_title)

    def handle(self, event: inp.Input) -> None:
        """Buttons (← → and Tab between them); ↑/↓ follow one player's line in the race,
        as the viewer's race does; Esc goes to the title."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.to_title()
            return
        if isinstance(event, inp.Press) and event.action in (inp.CONFIRM, inp.SKIP) \
                and (self.age < GUARD or self.quiet < QUIET):
            # The Enter that closed the last summary, pressed twice, dealt a new game
            # before this screen was seen (QA twenty-sixth pass); Enter tapped on and on
            # to hurry the last round went on into Play again, and the new game's first
            # hit (QA 207): Enter chooses here only after a quiet moment, as on the
            # hand-over.
            self.quiet = 0.0
            return
        if isinstance(event, inp.Press) and event.action in (inp.UP, inp.DOWN):
            # The buttons stand in one row, so ← → move between them; ↑/↓ moved there
            # too and left no key to follow a line by (QA 37).
            self.chart.step(1 if event.action == inp.DOWN else -1)
            return
        if isinstance(event, inp.Point):
            self.chart.point_at(event.pos)
            seat = self.standing_at(event.pos)
            if seat is not None:  # a row of the standings names its player too
                self.chart.highlight = seat
        self.menu.handle(event, self.app)

    def standing_at(self, pos: tuple[int, int]) -> int | None:
        """The player whose row of the standings is at ``pos``, if any."""
        box = self.standings
        place = (pos[1] - box.y) // self.row_h
        if box.collidepoint(pos) and place < len(self.order):
            return self.order[place]
        return None

    def update(self, dt: float) -> None:
        """Confetti; with --exit-when-done, quit once this screen has been drawn."""
        self.effects.update(dt)
        self.age += dt
        self.quiet += dt
        if self.app.options.exit_when_done and self.shown >= 1:
            self.app.quit(0)
        self.shown += 1

    def draw(self, surface: pygame.Surface) -> None:
        """Winner and standings."""
        assets = self.app.assets
        surface.blit(panel(assets, WIDTH, HEIGHT, (0, 0, 0, 140), 0, None), (0, 0))
        self.effects.draw(surface, assets)  # confetti rains around the panel, not over the names
        r = self.rect
        surface.blit(panel(assets, r.w, r.h, DIALOG_FILL, 22, (*GOLD, 170)), r)
        model = self.table.model
        winner = self.event.seat
        headline = addressed("gameover.wins", winner == model.you, name=model.seats[winner].name)
        blit_center(surface, assets.text(headline, 50, GOLD, "black"), (r.centerx, r.y + 46))
        blit_center(surface, assets.text(
            tn("gameover.points", model.round_number, total=self.event.totals[winner]),
            assets.size(20), TEXT, "bold"), (r.centerx, r.y + 92))
        box = self.standings
        names = [view.name for view in model.seats]
        for place, seat in enumerate(self.order):
            cy = box.y + place * self.row_h + self.row_h // 2
            if seat == self.chart.highlight:
                # The line followed in the race is lit in the standings too.
                stripe = panel(assets, box.w, self.row_h - 2, (255, 255, 255, 26), 8, None)
                surface.blit(stripe, (box.x, cy - self.row_h // 2 + 1))
            color = GOLD if seat == winner else TEXT
            rank = assets.text(f"{self.places[seat]}.", row_size(assets, SMALL, self.row_h), MUTED,
                               "bold")
            surface.blit(rank, rank.get_rect(midright=(box.x + 40, cy)))
            who = model.seats[seat].name
            base = 20 if self.row_h >= 26 else SMALL
            size = fit_size(assets, who, base, box.w - 150) if row_size(
                assets, base, self.row_h) > base else base
            # Too long even so: "…" at its end, not a letter cut in half (QA 23).
            name = assets.text(shortened_among(assets.font("bold", size), who, names, box.w - 150),
                               size,
                               color, "bold")
            surface.blit(name, name.get_rect(midleft=(box.x + 52, cy)))
            total = assets.text(numeral(self.event.totals[seat]), 28 if self.row_h >= 30 else 22,
                                color, "black")
            surface.blit(total, total.get_rect(midright=(box.right - 10, cy)))
        self.chart.draw(surface)
        self.menu.draw(surface, assets)
        for line, size, spot in self.hint:
            surface.blit(assets.text(line, size, MUTED), spot)

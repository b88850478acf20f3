"""A call-out of the guided first game: the table waits while it explains a moment.

Enter, Space or a click on Continue goes on; Esc or "Leave the guide" goes
back to the title at any moment (nothing is saved). The last call-out
(``farewell``, :attr:`CalloutScene.final`) offers a real game instead of Continue.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import msg

from . import input as inp
from .scene import Scene
from .theme import BODY, DIALOG_FILL, GOLD, HEIGHT, TEXT, WIDTH
from .widgets import Button, Menu, balanced_wrap, blit_center, panel, shade

if TYPE_CHECKING:
    from .guide import Callout
    from .loop import App
    from .scene_table import TableScene


#: Where every call-out's box ends: just under the table's centre panel.
CALLOUT_BOTTOM = HEIGHT // 2 + 94
#: The size of the card a call-out shows beside its words (a seat's card is 64 × 78).
CARD_SIZE = (72, 100)
#: The words' width, without and with a card beside them.
WORDS_WIDTH = 560
WORDS_BESIDE_CARD = 452


class CalloutScene(Scene):
    """One call-out over the waiting table."""

    opaque = False
    #: The box lies over the table's log: the log is not drawn under it (with Large text
    #: the descenders of its last line peeked out below the box: QA 66).
    covers_log = True

    def __init__(self, app: App, table: TableScene, callout: Callout,
                 farewell: bool = False, hurry: float = 0.0) -> None:
        """``callout`` over ``table``; ``hurry``: what is left of the table's run of
        Enter taps (see :class:`inp.Hurry`)."""
        super().__init__(app)
        self.table = table
        #: A run of Enter taps closed every call-out of the guide 0.2 s after it came,
        #: unread (QA 174): while it runs, Enter and Space wait.
        self.hurry = inp.Hurry(hurry)
        self.hurry.shown()
        self.callout = callout
        # Not ``self.farewell``: that is what a scene says when the window closes.
        self.final = farewell
        self.size = app.assets.size(BODY)
        font = app.assets.font("bold", self.size)
        # The card the call-out explains sits on the discard pile, under the box (QA
        # fourteenth pass: Flip Three was explained over a hidden Flip Three): show it.
        self.card = (table.painter.face(callout.card, *CARD_SIZE)
                     if callout.card is not None else None)
        wide = WORDS_WIDTH if self.card is None else WORDS_BESIDE_CARD
        self.lines = balanced_wrap(font, callout.text, wide)
        words = len(self.lines) * font.get_linesize()
        if self.card is not None:
            words = max(words, CARD_SIZE[1] + 8)
        height = 96 + words + 84
        self.rect = pygame.Rect(0, 0, 640, height)
        # The bottom stays put and a longer text grows the box upwards, so Continue is
        # always in the same place for a player clicking through the guide, and the box
        # always covers the table's centre, status line included (none peeks out under it).
        self.rect.midbottom = (WIDTH // 2, CALLOUT_BOTTOM)
        # A box tall enough to reach the cards of a seat above it (the German farewell
        # with Large text covered Ben's 11 almost whole: QA 81, QA 94) moves down into the
        # free band above the front seat, as far as that takes; only such a box's buttons
        # leave their usual place.
        self.rect.move_ip(0, _sink(table, self.rect))
        # A top edge across the round's line ("Round 1 · Classic · target 200") cut it in
        # half (two lines of Large text, or three of the usual size: QA 81); the box then
        # reaches over the whole line, the words moved down by half the extra room.
        line = table.view.info_line()[1]
        extra = self.rect.top - (line.top - 6)
        self.lift = 0
        if extra > 0 and self.rect.top < line.bottom + 6:
            self.rect.top -= extra
            self.rect.height += extra
            self.lift = extra // 2
        y = self.rect.bottom - 66
        if farewell:
            buttons = [Button(pygame.Rect(self.rect.x + 40, y, 270, 50), msg("callout.play"),
                              self.play, msg("key.enter")),
                       Button(pygame.Rect(self.rect.right - 310, y, 270, 50),
                              msg("callout.title_screen"), self.leave, msg("key.esc"))]
        else:
            buttons = [Button(pygame.Rect(self.rect.x + 40, y, 270, 50), msg("callout.continue"),
                              self.proceed, msg("key.enter")),
                       Button(pygame.Rect(self.rect.right - 310, y, 270, 50),
                              msg("callout.leave"), self.leave, msg("key.esc"))]
        self.menu = Menu(buttons)
        self.time = 0.0

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """Still once faded in and no longer waiting out a run of Enter taps (the loop
        may sleep on input)."""
        return self.time >= 0.2 and not self.hurry.busy

    def proceed(self) -> None:
        """Back to the table, which goes on (and so does a run of Enter taps)."""
        self.table.hurry.run = self.hurry.run
        self.app.pop()

    def leave(self) -> None:
        """The guide is over: back to the title (the guided game is never saved), the
        focus on How to play, as the title puts it on any entry left from (it went to
        Quick game, one Enter from a game the player had not asked for: QA 184)."""
        self.app.reset_to_title("title.how_to_play")

    def play(self) -> None:
        """A real game: you and three computers, classic rules."""
        from game.session import GameFiles, Session, TableSetup

        from .new_game import start_new_game
        from .scene_table import TableScene

        self.app.reset_to_title()
        setup = TableSetup.default(self.app.settings.name)
        start_new_game(self.app, lambda: self.app.push(
            TableScene(self.app, Session(setup, files=GameFiles()))))

    def handle(self, event: inp.Input) -> None:
        """Enter or Space: the first button; Esc: leave; a moment's grace so the key that
        played the last move does not skip the call-out."""
        if self.time < 0.15:
            return
        if isinstance(event, inp.Press) and event.action not in (inp.CONFIRM, inp.SKIP):
            self.hurry.end()  # another key: the taps are over, as at the table (QA 176)
        if isinstance(event, inp.Press):
            if event.action == inp.BACK:
                self.leave()
                return
            if event.action in (inp.CONFIRM, inp.SKIP) and self.hurry.waiting:
                self.hurry.tapped()  # one more tap of the run
                return
            if event.action in (inp.CONFIRM, inp.SKIP) and self.hurry.run > 0:
                self.hurry.tapped()  # the tap that closes it goes on with the run
            if event.action in (inp.CONFIRM, inp.SKIP) and self.menu.focus == 0:
                self.menu.widgets[0].activate(self.app)
                return
        self.menu.handle(event, self.app)

    def update(self, dt: float) -> None:
        """Only the fade-in moves (and the run of taps passes)."""
        self.time += dt
        self.hurry.passing(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """A gold-edged panel with the call-out's title and words."""
        assets = self.app.assets
        fade = min(1.0, self.time / 0.2)
        surface.blit(shade(assets, int(90 * fade)), (0, 0))
        r = self.rect
        surface.blit(panel(assets, r.w, r.h, DIALOG_FILL, 22, (*GOLD, 200)), r)
        top = r.y + self.lift
        blit_center(surface, assets.text(self.callout.title, 38, GOLD, "black"),
                    (r.centerx, top + 44))
        font = assets.font("bold", self.size)
        y = top + 88
        centre = r.centerx
        if self.card is not None:
            # The card at the left, the words centred in the room beside it.
            card_x = r.x + 40
            lines_h = len(self.lines) * font.get_linesize()
            room = top + 84 + max(lines_h, CARD_SIZE[1] + 8) // 2
            surface.blit(self.card, (card_x, room - CARD_SIZE[1] // 2))
            y = room - lines_h // 2
            centre = (card_x + CARD_SIZE[0] + r.right - 24) // 2
        for line in self.lines:
            blit_center(surface, assets.text(line, self.size, TEXT, "bold"),
                        (centre, y + font.get_linesize() // 2))
            y += font.get_linesize()
        self.menu.draw(surface, assets)


def _sink(table: TableScene, box: pygame.Rect) -> int:
    """How far ``box`` moves down to clear the cards of the seats above it, at most to
    just above the front seat (0 for a box that covers no card)."""
    layout = table.layout
    clear = max((seat.line.top + seat.tier.card_h + 4 for seat in layout.seats
                 if seat.rect.bottom <= box.centery and seat.rect.left < box.right
                 and seat.rect.right > box.left), default=box.top)
    room = layout.seats[0].rect.top - 8 - box.bottom
    return max(0, min(clear - box.top, room))

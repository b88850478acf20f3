"""The history over the table (key L or the History button): every event of the game.

The table waits underneath while it is open (only the top scene moves), so
nothing happens that the reader would miss. It opens at the newest entry;
the wheel, arrows and Page Up/Down scroll, Left/Right jump round by round,
Home/End go to the start and the end; L, Esc or Close go back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import msg, t

from . import input as inp
from .history_view import HINT_SIZE, HistoryPanel, history_hint
from .scene import Scene
from .theme import BODY, DIALOG_FILL, GOLD, HEIGHT, MUTED, WIDTH
from .widgets import Button, Menu, blit_center, clicked_outside, panel

if TYPE_CHECKING:
    from .cards import CardPainter
    from .loop import App
    from .model import TableModel

#: The panel on screen: wide enough for a long line at any table size.
FRAME = pygame.Rect(WIDTH // 2 - 430, 28, 860, HEIGHT - 56)


class HistoryScene(Scene):
    """``model``'s history in a panel over whatever scene is below."""

    opaque = False

    def __init__(self, app: App, model: TableModel, painter: CardPainter | None = None,
                 text_size: int | None = None) -> None:
        """``text_size`` is the rows' (by default as Large text has it)."""
        super().__init__(app)
        self.model = model
        if text_size is None:
            text_size = app.assets.size(BODY)
        # The rows end clear of the hint line under them (and the hint of the Close button).
        view = pygame.Rect(FRAME.x + 24, FRAME.y + 70, FRAME.w - 40, FRAME.h - 70 - 106)
        self.panel = HistoryPanel(app.assets, model, view, painter, text_size)
        close = pygame.Rect(0, 0, 200, 48)
        close.midbottom = (FRAME.centerx, FRAME.bottom - 14)
        self.menu = Menu([Button(close, msg("history.close"), self.close, "L")])

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """Still once the scroll has glided to its place (the loop may sleep on input)."""
        self.panel.sync()
        return self.panel.scroll == self.panel.target

    def relayout(self) -> None:
        """Lay the rows out afresh (see :meth:`HistoryPanel.relayout`)."""
        self.panel.relayout()

    def close(self) -> None:
        """Back to the table."""
        self.app.pop()

    def handle(self, event: inp.Input) -> None:
        """Scrolling goes to the panel; L, Esc, Close or a click beside the panel go back."""
        if (isinstance(event, inp.Press) and event.action in (inp.BACK, inp.HISTORY)) \
                or clicked_outside(self, event, FRAME):
            self.close()
            return
        if self.panel.handle(event):
            return
        self.menu.handle(event, self.app)

    def update(self, dt: float) -> None:
        """The scroll glides."""
        self.panel.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below; the panel, its title and its hint."""
        assets = self.app.assets
        surface.blit(panel(assets, WIDTH, HEIGHT, (0, 0, 0, 150), 0, None), (0, 0))
        surface.blit(panel(assets, FRAME.w, FRAME.h, DIALOG_FILL, 20, (*GOLD, 150)), FRAME)
        blit_center(surface, assets.text(t("history.heading"), 36, GOLD, "black"),
                    (FRAME.centerx, FRAME.y + 34))
        self.panel.draw(surface)
        hint = assets.text(history_hint(), assets.size(HINT_SIZE), MUTED)
        blit_center(surface, hint, (FRAME.centerx, FRAME.bottom - 88))
        self.menu.draw(surface, assets)

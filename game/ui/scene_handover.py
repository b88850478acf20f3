"""Hot-seat hand-over: "Ben's turn", until Ben presses a key or clicks.

Shown over the table when the decision passes from one person to another
(and before the first decision of a game with several people). The table
behind has already turned so the new person sits at the front; the screen
goes as soon as any key or click arrives — that input is not also played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import t, tn

from . import input as inp
from .scene import Scene
from .theme import GOLD, HEIGHT, MUTED, SMALL, TEXT, WIDTH
from .widgets import blit_center, panel

if TYPE_CHECKING:
    from .loop import App
    from .scene_table import TableScene


class HandoverScene(Scene):
    """A big name and a line saying how to go on."""

    opaque = False

    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.session.seats[seat].name
        self.time = 0.0

    def handle(self, event: inp.Input) -> None:
        """Any key or click hands the table over (a moment after it appeared, so a
        key still held from the last move does not skip it)."""
        if isinstance(event, inp.Press | inp.Click) and self.time > 0.15:
            self.app.sound.play("click")
            self.app.pop()

    def update(self, dt: float) -> None:
        """Only the fade-in moves."""
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table; the name in gold on a panel."""
        assets = self.app.assets
        fade = min(1.0, self.time / 0.2)
        surface.blit(panel(assets, WIDTH, HEIGHT, (0, 0, 0, int(120 * fade)), 0, None), (0, 0))
        title = assets.text(t("handover.turn", name=self.name), 56, GOLD, "black")
        # As wide as a long name needs ("Maximilian-Jan is aan de beurt").
        rect = pygame.Rect(0, 0, min(WIDTH - 80, max(620, title.get_width() + 64)), 230)
        rect.center = (WIDTH // 2, HEIGHT // 2 - 40)
        surface.blit(panel(assets, rect.w, rect.h, (14, 18, 16, 245), 24, (*GOLD, 170)), rect)
        blit_center(surface, title, (rect.centerx, rect.y + 78))
        model = self.table.model
        standing = tn("handover.standing", model.seats[self.seat].total, target=model.target)
        blit_center(surface, assets.text(t("handover.pass", name=self.name), 22, TEXT, "bold"),
                    (rect.centerx, rect.y + 136))
        blit_center(surface, assets.text(standing, SMALL, MUTED), (rect.centerx, rect.y + 166))
        blit_center(surface, assets.text(t("handover.go"), SMALL, GOLD, "bold"),
                    (rect.centerx, rect.bottom - 26))

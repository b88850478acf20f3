"""Game over: the winner, the final standings, play again or back to the title."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.events import GameWon

from . import input as inp
from .effects import Confetti, Effects
from .scene import Scene
from .theme import GOLD, HEIGHT, MUTED, SMALL, TEXT, WIDTH
from .widgets import Button, Menu, blit_center, panel

if TYPE_CHECKING:
    from .loop import App
    from .scene_table import TableScene


class GameOverScene(Scene):
    """Shown over the final table."""

    opaque = False

    def __init__(self, app: App, table: TableScene, event: GameWon) -> None:
        super().__init__(app)
        self.table = table
        self.event = event
        n = len(event.totals)
        self.order = sorted(range(n), key=lambda s: (-event.totals[s], s))
        self.row_h = min(34, 380 // n)
        height = 180 + n * self.row_h + 90
        self.rect = pygame.Rect(0, 0, 620, height)
        self.rect.center = (WIDTH // 2, HEIGHT // 2)
        y = self.rect.bottom - 70
        again = pygame.Rect(self.rect.x + 60, y, 230, 52)
        title = pygame.Rect(self.rect.right - 290, y, 230, 52)
        self.menu = Menu([Button(again, "Play again", self.play_again),
                          Button(title, "Title screen", self.to_title)])
        self.effects = Effects()
        self.effects.add(Confetti((WIDTH // 2, self.rect.y + 40), 200, 3.0, seed=3))
        self.shown = 0

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """The confetti has fallen and the player is to choose."""
        return not self.app.options.exit_when_done and not self.effects.items

    def play_again(self) -> None:
        """A new game at the same table (the same seats and rules, a new shuffle)."""
        from game.session import Session

        from .scene_table import TableScene

        old = self.table.session
        self.app.reset_to_title()
        session = Session(old.setup, files=old.files)
        self.app.push(TableScene(self.app, session, instant=self.table.instant))

    def to_title(self) -> None:
        """Back to the title screen."""
        self.app.reset_to_title()

    def handle(self, event: inp.Input) -> None:
        """Buttons; Esc goes to the title."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.to_title()
            return
        self.menu.handle(event, self.app)

    def update(self, dt: float) -> None:
        """Confetti; with --exit-when-done, quit once this screen has been drawn."""
        self.effects.update(dt)
        if self.app.options.exit_when_done and self.shown >= 1:
            self.app.quit(0)
        self.shown += 1

    def draw(self, surface: pygame.Surface) -> None:
        """Winner and standings."""
        assets = self.app.assets
        surface.blit(panel(assets, WIDTH, HEIGHT, (0, 0, 0, 140), 0, None), (0, 0))
        self.effects.draw(surface, assets)  # confetti rains around the panel, not over the names
        r = self.rect
        surface.blit(panel(assets, r.w, r.h, (14, 18, 16, 250), 22, (*GOLD, 170)), r)
        model = self.table.model
        winner = self.event.seat
        headline = "You win!" if winner == model.you else f"{model.seats[winner].name} wins!"
        blit_center(surface, assets.text(headline, 54, GOLD, "black"), (r.centerx, r.y + 54))
        blit_center(surface, assets.text(
            f"{self.event.totals[winner]} points after {model.round_number} rounds", 20, TEXT,
            "bold"), (r.centerx, r.y + 104))
        y = r.y + 150
        for place, seat in enumerate(self.order):
            cy = y + place * self.row_h + self.row_h // 2
            color = GOLD if seat == winner else TEXT
            rank = assets.text(f"{place + 1}.", SMALL, MUTED, "bold")
            surface.blit(rank, rank.get_rect(midright=(r.x + 120, cy)))
            name = assets.text(model.who(seat), 20, color, "bold")
            surface.blit(name, name.get_rect(midleft=(r.x + 136, cy)))
            total = assets.text(str(self.event.totals[seat]), 28 if self.row_h >= 30 else 22,
                                color, "black")
            surface.blit(total, total.get_rect(midright=(r.right - 110, cy)))
        self.menu.draw(surface, assets)

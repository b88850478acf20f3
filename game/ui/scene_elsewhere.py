"""The game is open in another window already (its folder's lock is held: see
:mod:`game.storage.instance`): this window says so and closes, touching no
file. A second double-click on the game's icon is the usual way here."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.editions import CLASSIC
from game.i18n import msg

from . import input as inp
from .loop import felt
from .scene import Scene
from .theme import HEIGHT, MUTED, SMALL, WIDTH
from .widgets import Button, Menu, balanced_wrap, blit_center, dialog

if TYPE_CHECKING:
    from .loop import App

#: The exit status of a window that found the game open elsewhere.
ELSEWHERE_STATUS = 1


class ElsewhereScene(Scene):
    """"Flip 7 is already open", why that matters, and one button: Close (Enter, Esc, a
    click, or the window's close button)."""

    at_rest = True
    close_status = ELSEWHERE_STATUS

    def __init__(self, app: App, folder: str) -> None:
        """``folder``: the per-user folder the other window holds."""
        super().__init__(app)
        self.folder = folder
        assets = app.assets
        size = assets.size(SMALL)
        # A long folder's path breaks inside, as in a notice.
        self.lines = balanced_wrap(assets.font("regular", size),
                                   str(msg("elsewhere.detail", folder=folder)), 640 - 56,
                                   break_words=True)
        self.step = size + 6
        self.rect = pygame.Rect(0, 0, 640, 190 + len(self.lines) * self.step)
        self.rect.center = (WIDTH // 2, HEIGHT // 2)
        self.menu = Menu([Button(pygame.Rect(WIDTH // 2 - 115, self.rect.bottom - 82, 230, 52),
                                 msg("elsewhere.close"), self.close, msg("key.esc"))])

    def close(self) -> None:
        """Close this window; the other one plays on."""
        self.app.quit(ELSEWHERE_STATUS)

    def handle(self, event: inp.Input) -> None:
        """Esc closes too."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.close()
            return
        self.menu.handle(event, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """The question-like panel over the felt."""
        assets = self.app.assets
        surface.blit(felt(assets, CLASSIC), (0, 0))
        r = self.rect
        dialog(surface, assets, r, str(msg("elsewhere.title")), 36, 52)
        size = assets.size(SMALL)
        top = r.y + 96
        for i, line in enumerate(self.lines):
            blit_center(surface, assets.text(line, size, MUTED), (r.centerx, top + i * self.step))
        self.menu.draw(surface, assets)

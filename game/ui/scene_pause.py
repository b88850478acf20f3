"""Pause (Esc): resume, rules, settings, or quit to the title."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import msg, t

from . import input as inp
from .scene import Scene
from .theme import HEIGHT, MUTED, SMALL, WIDTH
from .widgets import Button, Menu, blit_center, dialog

if TYPE_CHECKING:
    from .loop import App
    from .scene_table import TableScene


class PauseScene(Scene):
    """The game stands still under a menu."""

    opaque = False
    at_rest = True  # a still menu: the loop sleeps until input

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.rect = pygame.Rect(0, 0, 420, 400)
        self.rect.center = (WIDTH // 2, HEIGHT // 2)
        x = self.rect.x + 60
        y = self.rect.y + 100
        items = [("pause.resume", self.resume), ("pause.rules", self.rules),
                 ("pause.settings", self.settings), ("pause.quit", self.quit_to_title)]
        self.menu = Menu([Button(pygame.Rect(x, y + i * 64, 300, 52), msg(key), action)
                          for i, (key, action) in enumerate(items)])

    def resume(self) -> None:
        """Back to the game."""
        self.app.pop()

    def rules(self) -> None:
        """The rules, over the pause menu."""
        from .scene_rules import RulesScene

        self.app.push(RulesScene(self.app, self.table.model.edition,
                                 saved=self.table.guide is None))

    def settings(self) -> None:
        """Settings, over the pause menu."""
        from .scene_settings import SettingsScene

        self.app.push(SettingsScene(self.app, self.table.model.edition))

    def quit_to_title(self) -> None:
        """Leave the game; it is saved after every move, so say so. If its save failed
        (a full disk), ask first: leaving would lose it. Keep playing means the table,
        not this menu again (QA fifteenth pass)."""
        why = self.table.unsaved()
        if why is not None:
            from .scene_confirm import unsaved_question

            self.app.push(unsaved_question(self.app, why, "unsaved.leave", self._leave,
                                           on_no=self.resume, kept=self.table.kept_round()))
            return
        self._leave()

    def _leave(self) -> None:
        saved = self.table.saved
        # The guided round's pause leaves to How to play, as its own "Leave" does.
        self.app.reset_to_title(None if self.table.guide is None else "title.how_to_play")
        if saved:
            # Said of the title's Continue: it ends when the title is left (a new game
            # started from there would sit down under words no longer true).
            self.app.notice(t("app.game_saved_title"), self.app.top)

    def handle(self, event: inp.Input) -> None:
        """Esc resumes."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.resume()
            return
        self.menu.handle(event, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table; the menu on a panel."""
        assets = self.app.assets
        r = self.rect
        dialog(surface, assets, r, t("pause.heading"), 44, 50)
        self.menu.draw(surface, assets)
        hint = assets.text(t("pause.hint"), assets.size(SMALL), MUTED)
        blit_center(surface, hint, (r.centerx, r.bottom - 22))

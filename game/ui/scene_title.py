"""The title screen: Quick game, New game, Rules, Settings, Quit, and the version."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import __version__
from game.core.editions import CLASSIC

from . import input as inp
from .cards import CardPainter
from .loop import felt
from .match import MatchConfig
from .scene import Scene
from .theme import GOLD, MUTED, SMALL, TEXT, WIDTH
from .widgets import Button, Menu, blit_center

if TYPE_CHECKING:
    from .loop import App

#: The fan of cards behind the title: (code, angle in degrees, x offset).
_FAN = (("3", 20, -170), ("x2", 10, -85), ("7", 0, 0), ("flip3", -10, 85), ("12", -20, 170))
_CARD = (124, 174)


class TitleScene(Scene):
    """The first screen."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        x = WIDTH // 2 - 150
        y = 396
        items = [("Quick game", self.quick_game), ("New game", self.new_game),
                 ("Rules", self.rules), ("Settings", self.settings), ("Quit", self.quit)]
        self.menu = Menu([Button(pygame.Rect(x, y + i * 62, 300, 52), label, action)
                          for i, (label, action) in enumerate(items)])
        self.painter = CardPainter(app.assets, CLASSIC)
        self.time = 0.0

    def quick_game(self) -> None:
        """You and three computers, classic rules."""
        from .scene_table import TableScene

        name = self.app.settings.name
        self.app.push(TableScene(self.app, MatchConfig(computers=3, human_name=name)))

    def new_game(self) -> None:
        """The setup screen."""
        from .scene_setup import SetupScene

        self.app.push(SetupScene(self.app))

    def rules(self) -> None:
        """The rules summary."""
        from .scene_rules import RulesScene

        self.app.push(RulesScene(self.app, CLASSIC))

    def settings(self) -> None:
        """Speed, sound, fullscreen, name."""
        from .scene_settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        """Leave the game."""
        self.app.quit(0)

    def handle(self, event: inp.Input) -> None:
        """Menu input; Esc quits from here."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.quit()
            return
        self.menu.handle(event, self.app)

    def update(self, dt: float) -> None:
        """The fan breathes a little."""
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, a fan of cards, the title, the menu and the version."""
        assets = self.app.assets
        surface.blit(felt(assets, CLASSIC), (0, 0))
        self._draw_fan(surface)
        shadow = assets.text("FLIP 7", 112, (0, 0, 0), "black")
        title = assets.text("FLIP 7", 112, GOLD, "black")
        blit_center(surface, shadow, (WIDTH // 2 + 4, 282 + 6))
        blit_center(surface, title, (WIDTH // 2, 282))
        sub = assets.text("The push-your-luck card game  ·  Classic and With a Vengeance", 22,
                          TEXT, "bold")
        blit_center(surface, sub, (WIDTH // 2, 352))
        self.menu.draw(surface, assets)
        version = assets.text(f"version {__version__}", SMALL, MUTED)
        surface.blit(version, version.get_rect(bottomright=(WIDTH - 16, 712)))
        keys = assets.text("Arrows and Enter, or the mouse  ·  F11 fullscreen", SMALL, MUTED)
        surface.blit(keys, keys.get_rect(bottomleft=(16, 712)))

    def _draw_fan(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        for code, angle, dx in _FAN:
            w, h = _CARD
            key = (f"title-fan:{code}:{angle}", w, h)
            image = assets.recall(key)
            if image is None:
                face = self.painter.face(code, w, h)
                shadowed = pygame.Surface((w + 20, h + 20), pygame.SRCALPHA)
                shadowed.blit(self.painter.shadow(w, h), (4, 10))
                shadowed.blit(face, (10, 10))
                image = assets.remember(key, pygame.transform.rotozoom(shadowed, angle, 1.0))
            lift = abs(dx) * 0.2
            blit_center(surface, image, (WIDTH // 2 + dx, 118 + lift))

"""Settings: animation speed, sound, fullscreen and the player's name.

Each change is saved at once; the name a moment after the last key (a save
per keystroke would be a disk write per letter), on leaving the screen, and
by the app when the window closes while this screen is open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.storage.settings import MAX_NAME, SPEEDS, clean_name

from . import input as inp
from .loop import felt
from .scene import Scene
from .theme import GOLD, MUTED, SMALL, WIDTH
from .widgets import Button, Menu, Selector, TextField, blit_center, panel

if TYPE_CHECKING:
    from .loop import App

#: Seconds after the last keystroke in the name field before the name is saved.
NAME_SAVE_DELAY = 1.0


class SettingsScene(Scene):
    """A small form; every change applies and is saved at once (the name: see the module)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        x, w, h = WIDTH // 2 - 300, 600, 56
        speeds = tuple(SPEEDS)
        self.speed = Selector(pygame.Rect(x, 170, w, h), "Animation speed", speeds,
                              speeds.index(s.speed), self._speed, lambda v: str(v).capitalize())
        self.sound = Selector(pygame.Rect(x, 240, w, h), "Sound", (True, False),
                              0 if s.sound else 1, self._sound, lambda v: "On" if v else "Off")
        self.fullscreen = Selector(pygame.Rect(x, 310, w, h), "Fullscreen (F11)", (False, True),
                                   int(s.fullscreen), self._fullscreen,
                                   lambda v: "On" if v else "Off")
        self.name = TextField(pygame.Rect(x, 380, w, h), "Your name", s.name, MAX_NAME,
                              self._name)
        back = Button(pygame.Rect(WIDTH // 2 - 130, 490, 260, 56), "Done", self.back, "Esc")
        self.menu = Menu([self.speed, self.sound, self.fullscreen, self.name, back])
        self.name_unsaved: float | None = None  # seconds since the name last changed

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """A still form, unless a typed name waits to be saved."""
        return self.name_unsaved is None

    def _speed(self, value: object) -> None:
        self.app.settings.speed = str(value)
        self.app.save_settings()

    def _sound(self, value: object) -> None:
        self.app.settings.sound = bool(value)
        self.app.save_settings()  # also switches the sound board

    def _fullscreen(self, value: object) -> None:
        if bool(value) != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()
        self.fullscreen.index = int(self.app.settings.fullscreen)

    def _name(self, text: str) -> None:
        if text.strip():
            self.app.settings.name = clean_name(text)
            self.name_unsaved = 0.0

    def back(self) -> None:
        """Close (saving: see :meth:`exit`)."""
        self.app.pop()

    def exit(self) -> None:
        """Leaving the screen saves what is not saved yet (the name being typed)."""
        self.name_unsaved = None
        self.app.save_settings()

    def update(self, dt: float) -> None:
        """Save the name once typing has paused."""
        if self.name_unsaved is not None:
            self.name_unsaved += dt
            if self.name_unsaved >= NAME_SAVE_DELAY:
                self.name_unsaved = None
                self.app.save_settings()

    def handle(self, event: inp.Input) -> None:
        """Menu input; Esc saves and closes."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.back()
            return
        self.menu.handle(event, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """The form."""
        assets = self.app.assets
        surface.blit(felt(assets, "classic"), (0, 0))
        card = pygame.Rect(WIDTH // 2 - 340, 70, 680, 520)
        surface.blit(panel(assets, card.w, card.h, (8, 12, 10, 170), 24), card)
        blit_center(surface, assets.text("Settings", 44, GOLD, "black"), (WIDTH // 2, 118))
        self.menu.draw(surface, assets)
        note = "Instant shows no animations. At the table, Space or a click skips ahead."
        blit_center(surface, assets.text(note, SMALL, MUTED), (WIDTH // 2, 460))

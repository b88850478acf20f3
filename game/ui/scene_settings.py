"""Settings: animation speed, sound, the table's helpers (the odds, the coach), large
text, starting in fullscreen and the player's name.

Each change is saved at once; the name a moment after the last key (a save
per keystroke would be a disk write per letter), on leaving the screen, and
by the app when the window closes while this screen is open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.editions import CLASSIC
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

_ON_OFF = (True, False)


def _on_off(value: object) -> str:
    return "On" if value else "Off"


class SettingsScene(Scene):
    """A small form; every change applies at once and is saved."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        x, w, h, step = WIDTH // 2 - 300, 600, 50, 58
        speeds = tuple(SPEEDS)

        def row(i: int) -> pygame.Rect:
            return pygame.Rect(x, 112 + i * step, w, h)

        self.speed = Selector(row(0), "Animation speed", speeds, speeds.index(s.speed),
                              self._speed, lambda v: str(v).capitalize())
        self.sound = Selector(row(1), "Sound", _ON_OFF, 0 if s.sound else 1, self._sound,
                              _on_off)
        self.odds = Selector(row(2), "Show the odds", _ON_OFF, 0 if s.odds else 1,
                             self._odds, _on_off)
        self.coach = Selector(row(3), "Coach (?)", _ON_OFF, 0 if s.coach else 1, self._coach,
                              _on_off)
        self.large = Selector(row(4), "Large text", _ON_OFF, 0 if s.large_text else 1,
                              self._large, _on_off)
        self.fullscreen = Selector(row(5), "Start in fullscreen", _ON_OFF,
                                   0 if s.fullscreen else 1, self._fullscreen, _on_off)
        self.name = TextField(row(6), "Your name", s.name, MAX_NAME, self._name)
        back = Button(pygame.Rect(WIDTH // 2 - 130, 620, 260, 52), "Done", self.back, "Esc")
        self.menu = Menu([self.speed, self.sound, self.odds, self.coach, self.large,
                          self.fullscreen, self.name, back])
        self.name_unsaved: float | None = None  # seconds since the name last changed

    def _speed(self, value: object) -> None:
        self.app.settings.speed = str(value)
        self.app.save_settings()

    def _sound(self, value: object) -> None:
        self.app.settings.sound = bool(value)
        self.app.save_settings()  # also switches the sound board

    def _odds(self, value: object) -> None:
        self.app.settings.odds = bool(value)
        self.app.save_settings()

    def _coach(self, value: object) -> None:
        self.app.settings.coach = bool(value)
        self.app.save_settings()

    def _large(self, value: object) -> None:
        self.app.settings.large_text = bool(value)
        self.app.save_settings()

    def _fullscreen(self, value: object) -> None:
        """How the game starts; the window follows now (F11 alone is for this session)."""
        self.app.settings.fullscreen = bool(value)
        self.app.save_settings()
        if bool(value) != self.app.fullscreen:
            self.app.toggle_fullscreen()

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
        surface.blit(felt(assets, CLASSIC), (0, 0))
        card = pygame.Rect(WIDTH // 2 - 340, 24, 680, 672)
        surface.blit(panel(assets, card.w, card.h, (8, 12, 10, 170), 24), card)
        blit_center(surface, assets.text("Settings", 44, GOLD, "black"), (WIDTH // 2, 66))
        self.menu.draw(surface, assets)
        note = "Instant shows no animations. At the table, Space or a click skips ahead."
        blit_center(surface, assets.text(note, SMALL, MUTED), (WIDTH // 2, 548))

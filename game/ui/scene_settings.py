"""Settings: language, animation speed, sound, fullscreen and the player's name.

Each change is saved at once; the name a moment after the last key (a save
per keystroke would be a disk write per letter), on leaving the screen, and
by the app when the window closes while this screen is open. A new language
shows at once, on this screen and under it: every scene asks the catalogue
again as it draws (see :mod:`game.i18n`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.editions import CLASSIC
from game.i18n import LANGUAGES, msg, t
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

#: The rows of the form: top of the first, distance between rows, row height.
_TOP, _STEP, _ROW = 156, 62, 54


def _on_off(value: object) -> str:
    return t("common.on") if value else t("common.off")


class SettingsScene(Scene):
    """A small form; every change applies and is saved at once (the name: see the module)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        x, w = WIDTH // 2 - 300, 600

        def row(i: int) -> pygame.Rect:
            return pygame.Rect(x, _TOP + i * _STEP, w, _ROW)

        language = s.language if s.language in LANGUAGES else "en"
        self.language = Selector(row(0), msg("settings.language"), LANGUAGES,
                                 LANGUAGES.index(language), self._language,
                                 lambda v: t(f"language.{v}"))
        speeds = tuple(SPEEDS)
        self.speed = Selector(row(1), msg("settings.speed"), speeds, speeds.index(s.speed),
                              self._speed, lambda v: t(f"settings.speed.{v}"))
        self.sound = Selector(row(2), msg("settings.sound"), (True, False), 0 if s.sound else 1,
                              self._sound, _on_off)
        self.fullscreen = Selector(row(3), msg("settings.fullscreen"), (False, True),
                                   int(s.fullscreen), self._fullscreen, _on_off)
        self.name = TextField(row(4), msg("settings.name"), s.name, MAX_NAME, self._name)
        back = Button(pygame.Rect(WIDTH // 2 - 130, 512, 260, 56), msg("settings.done"),
                      self.back, msg("key.esc"))
        self.menu = Menu([self.language, self.speed, self.sound, self.fullscreen, self.name,
                          back])
        self.name_unsaved: float | None = None  # seconds since the name last changed

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """A still form, unless a typed name waits to be saved."""
        return self.name_unsaved is None

    def _language(self, value: object) -> None:
        self.app.set_language(str(value))
        self.name.text = self.app.settings.name  # an untyped default name follows the language
        self.app.save_settings()

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
        surface.blit(felt(assets, CLASSIC), (0, 0))
        card = pygame.Rect(WIDTH // 2 - 340, 70, 680, 520)
        surface.blit(panel(assets, card.w, card.h, (8, 12, 10, 170), 24), card)
        blit_center(surface, assets.text(t("settings.heading"), 44, GOLD, "black"),
                    (WIDTH // 2, 118))
        self.menu.draw(surface, assets)
        blit_center(surface, assets.text(t("settings.note"), SMALL, MUTED), (WIDTH // 2, 484))

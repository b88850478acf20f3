"""Settings: language, animation speed, sound, the table's helpers (the odds, the
coach), large text, starting in fullscreen (F11 alone switches for the session) and
the player's name.

Each change is saved at once; the name a moment after the last key (a save
per keystroke would be a disk write per letter), on leaving the screen, and
by the app when the window closes while this screen is open. A new language
shows at once, on this screen and under it: every scene asks the catalogue
again as it draws (see :mod:`game.i18n`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.editions import CLASSIC, Edition
from game.i18n import LANGUAGES, is_default_player_name, msg, t
from game.storage.settings import MAX_NAME, SPEEDS, clean_name

from . import input as inp
from .loop import felt
from .scene import Scene
from .theme import GOLD, MUTED, RED, SMALL, WIDTH
from .widgets import (
    Button,
    Menu,
    Selector,
    TextField,
    blit_center,
    fit_size,
    on_off,
    panel,
    shortened,
    wrap_text,
)

if TYPE_CHECKING:
    from .loop import App

#: Seconds after the last keystroke in the name field before the name is saved.
NAME_SAVE_DELAY = 1.0

#: The rows of the form: top of the first, distance between rows, row height.
_TOP, _STEP, _ROW = 100, 58, 50
#: The widest the help line under the form may be (inside the form's panel).
_HELP_WIDTH = 640


class SettingsScene(Scene):
    """A small form; every change applies and is saved at once (the name: see the module)."""

    #: Notices beside the form, right of it: across the top they covered its heading
    #: ("Vollbild ist hier nicht verfügbar" over "Einstellungen": QA thirteenth pass).
    notice_area = pygame.Rect(WIDTH // 2 + 350, 96, WIDTH // 2 - 360, 460)

    def __init__(self, app: App, edition: Edition = CLASSIC) -> None:
        """Settings over the felt of ``edition``: the game's own when opened from its
        pause menu (a Vengeance game's Settings were green, its Rules purple: QA
        twenty-first pass)."""
        super().__init__(app)
        self.edition = edition
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
                              self._sound, on_off)
        self.odds = Selector(row(3), msg("settings.odds"), (True, False), 0 if s.odds else 1,
                             self._odds, on_off)
        self.coach = Selector(row(4), msg("settings.coach"), (True, False), 0 if s.coach else 1,
                              self._coach, on_off)
        self.large = Selector(row(5), msg("settings.large_text"), (True, False),
                              0 if s.large_text else 1, self._large, on_off)
        self.fullscreen = Selector(row(6), msg("settings.fullscreen"), (False, True),
                                   int(s.fullscreen), self._fullscreen, on_off)
        self.name = TextField(row(7), msg("settings.name"), s.name, MAX_NAME, self._name,
                              placeholder=is_default_player_name(s.name))
        back = Button(pygame.Rect(WIDTH // 2 - 130, 626, 260, 52), msg("settings.done"),
                      self.back, msg("key.esc"))
        self.menu = Menu([self.language, self.speed, self.sound, self.odds, self.coach,
                          self.large, self.fullscreen, self.name, back])
        #: The line under the form says what the focused row does (Done: that every
        #: change is saved already).
        self.help = dict(zip(self.menu.widgets, (
            "settings.help.language", "settings.help.speed", "settings.help.sound",
            "settings.help.odds", "settings.help.coach", "settings.help.large_text",
            "settings.help.fullscreen", "settings.help.name", "settings.help.done"),
            strict=True))
        self.name_unsaved: float | None = None  # seconds since the name last changed
        #: The name the screen opened with: an emptied field keeps it (erased letter by
        #: letter, "Anna" was kept as its last "A": QA 140).
        self.opened_name = s.name
        #: The name typed has letters the game cannot show (it is not taken).
        self.name_problem = False

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """A still form, unless a typed name waits to be saved."""
        return self.name_unsaved is None

    def _language(self, value: object) -> None:
        self.app.set_language(str(value))
        self.name.text = self.app.settings.name  # an untyped default name follows the language
        if is_default_player_name(self.opened_name):
            # So does the one an emptied field keeps: "You" came back over "Du", and was
            # saved over a file's name the font cannot show (QA 164).
            self.opened_name = self.app.settings.name
        self.name_problem = False  # the field holds the name kept, which the font shows
        self.app.save_settings()

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
        # A name of letters the font cannot draw is not taken: it showed as empty boxes
        # at the quick game's table, and New game refused it there (QA 124).
        self.name_problem = bool(self.app.assets.missing_letters(text))
        if self.name_problem:
            return
        typed = clean_name(text)
        name = typed or self.opened_name
        # Typed over a stand-in (the file's name has letters the font cannot show), even
        # the same words are the player's choice from now on (QA 162); an emptied field
        # is no choice (one Backspace wrote the stand-in over the file's name: QA 164).
        kept = self.app.store.kept("name")
        stand_in = bool(typed) and kept is not None and not is_default_player_name(kept)
        if name != self.app.settings.name or stand_in:
            self.app.settings.name = name
            self.app.store.chosen("name")
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
        surface.blit(felt(assets, self.edition), (0, 0))
        card = pygame.Rect(WIDTH // 2 - 340, 16, 680, 680)
        surface.blit(panel(assets, card.w, card.h, (8, 12, 10, 170), 24), card)
        blit_center(surface, assets.text(t("settings.heading"), 44, GOLD, "black"),
                    (WIDTH // 2, 56))
        self.menu.draw(surface, assets)
        # One line between the last row and Done; two where a name in it makes it too
        # long ("… es bleibt bei" lost the name it kept, its point: QA 140).
        help_text = self.help_text()
        size = fit_size(assets, help_text, SMALL, _HELP_WIDTH, "regular")
        font = assets.font("regular", size)
        lines = wrap_text(font, help_text, _HELP_WIDTH)
        if len(lines) > 2:
            lines = [lines[0], shortened(font, " ".join(lines[1:]), _HELP_WIDTH)]
        colour = RED if self.name_problem or self._unsaved() else MUTED
        step = font.get_linesize()
        for i, line in enumerate(lines):
            blit_center(surface, assets.text(line, size, colour),
                        (WIDTH // 2, 600 + round((i - (len(lines) - 1) / 2) * step)))

    def _unsaved(self) -> bool:
        """Settings could not be saved and changes made here are lost (Done must not
        say they are saved)."""
        store = self.app.store
        return store.save_problem is not None and store.changed

    def help_text(self) -> str:
        """What the focused row does, in the language of the moment; for the language
        in a ``flip7 --lang`` run, that it is this run's only and which one is kept (the
        row showed "Deutsch" with no sign that English was the language kept: QA 45)."""
        focused = self.menu.focused
        if self.name_problem:
            return t("settings.name_letters", name=self.app.settings.name)
        if focused is self.name and not clean_name(self.name.text):
            return t("settings.name_empty", name=self.app.settings.name)
        if self._unsaved():
            # "Every change is saved already" while the folder refused each one (the
            # first said so in a notice, the rest went unsaid: QA 140).
            return t("title.quit_settings_lost")
        if focused is self.language:
            kept = self.app.store.kept("language")
            if kept is not None:
                # The kept language named in this one's words ("Englisch", not the
                # selector's "English" in a German sentence: QA 50).
                return t("settings.help.language_run", kept=t(f"language_in.{kept}"))
        return t(self.help[focused])

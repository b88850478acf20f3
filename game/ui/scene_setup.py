"""New game: edition, Brutal mode, number and personality of computers (or
their risk threshold), target score."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.editions import EDITIONS

from . import input as inp
from .loop import felt
from .match import CUSTOM, MIXED, PERSONALITIES, RISKS, MatchConfig
from .scene import Scene
from .theme import GOLD, MUTED, SMALL, WIDTH
from .widgets import Button, Menu, Selector, blit_center, panel

if TYPE_CHECKING:
    from .loop import App

_EDITIONS = tuple(EDITIONS)
_TARGETS = tuple(range(50, 1001, 50))
_PERSONALITY_NOTES = {
    "careful": "Careful computers stay early and rarely bust.",
    "balanced": "Balanced computers play steady, sensible cards.",
    "bold": "Bold computers push their luck.",
    "expert": "Expert computers count cards and plan ahead.",
    MIXED: "A mix: careful, balanced, bold and expert in turn.",
    CUSTOM: "Custom computers stay at a {risk} chance of busting.",
}


def _percent(risk: float) -> str:
    return f"{round(risk * 100)} %"


class SetupScene(Scene):
    """A short form: choose, then Start."""

    def __init__(self, app: App, config: MatchConfig | None = None) -> None:
        super().__init__(app)
        self.config = config or MatchConfig(human_name=app.settings.name)
        c = self.config
        x, w, h = WIDTH // 2 - 300, 600, 52
        rows = iter(range(128, 1000, 60))  # one form row every 60 px
        self.edition = Selector(pygame.Rect(x, next(rows), w, h), "Edition", _EDITIONS,
                                _EDITIONS.index(c.edition), self._changed,
                                lambda v: EDITIONS[v].title)
        self.brutal = Selector(pygame.Rect(x, next(rows), w, h), "Brutal mode", (False, True),
                               int(c.brutal), self._changed, lambda v: "On" if v else "Off")
        self.computers = Selector(pygame.Rect(x, next(rows), w, h), "Computers", range(2, 18),
                                  c.computers - 2, self._changed)
        choices = (*PERSONALITIES, MIXED, CUSTOM)
        self.personality = Selector(pygame.Rect(x, next(rows), w, h), "Their style", choices,
                                    choices.index(c.personality), self._changed,
                                    lambda v: str(v).capitalize())
        nearest = min(range(len(RISKS)), key=lambda i: abs(RISKS[i] - c.risk))
        self.risk = Selector(pygame.Rect(x, next(rows), w, h), "Risk they take", RISKS,
                             nearest, self._changed, _percent)
        self.target = Selector(pygame.Rect(x, next(rows), w, h), "Target score", _TARGETS,
                               _TARGETS.index(c.target) if c.target in _TARGETS else 3,
                               self._changed)
        self.note_y = next(rows) + 18
        start = Button(pygame.Rect(WIDTH // 2 + 10, self.note_y + 30, 290, 56), "Start",
                       self.start, "Enter")
        back = Button(pygame.Rect(WIDTH // 2 - 300, self.note_y + 30, 290, 56), "Back",
                      self.back)
        self.menu = Menu([self.edition, self.brutal, self.computers, self.personality,
                          self.risk, self.target, start, back], focus=6)
        self._changed(None)

    def _changed(self, _value: object) -> None:
        # Brutal mode exists only in With a Vengeance (V-B).
        self.brutal.enabled = EDITIONS[self.edition.value].allows_brutal
        # Only custom computers take a risk the player chooses; the others
        # have their own (the presets) or decide by the game (the Expert).
        self.risk.enabled = self.personality.value == CUSTOM

    def chosen(self) -> MatchConfig:
        """The configuration on screen."""
        return MatchConfig(
            edition=self.edition.value, brutal=bool(self.brutal.value and self.brutal.enabled),
            computers=int(self.computers.value), personality=str(self.personality.value),
            risk=float(self.risk.value), target=int(self.target.value),
            human_name=self.app.settings.name)

    def start(self) -> None:
        """Sit down at the table."""
        from .scene_table import TableScene

        self.app.replace(TableScene(self.app, self.chosen()))

    def back(self) -> None:
        """Back to the title."""
        self.app.pop()

    def handle(self, event: inp.Input) -> None:
        """Menu input; Esc goes back."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.back()
            return
        self.menu.handle(event, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """The form on the felt of the chosen edition."""
        assets = self.app.assets
        surface.blit(felt(assets, EDITIONS[self.edition.value]), (0, 0))
        card = pygame.Rect(WIDTH // 2 - 340, 40, 680, 620)
        surface.blit(panel(assets, card.w, card.h, (8, 12, 10, 170), 24), card)
        blit_center(surface, assets.text("New game", 44, GOLD, "black"), (WIDTH // 2, 92))
        self.menu.draw(surface, assets)
        note = _PERSONALITY_NOTES.get(str(self.personality.value), "").format(
            risk=_percent(float(self.risk.value)))
        players = int(self.computers.value) + 1
        text = f"{players} players.  {note}"
        blit_center(surface, assets.text(text, SMALL, MUTED), (WIDTH // 2, self.note_y))

"""The score race over the replay viewer: every total, round by round, so far."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import msg, t, tn
from game.session.race import RaceSeries

from . import input as inp
from .race_chart import RaceChart
from .scene import Scene
from .theme import HEIGHT, MUTED, SMALL, WIDTH
from .widgets import Button, Menu, blit_center, clicked_outside, dialog, fit_size

if TYPE_CHECKING:
    from .loop import App


#: The arrow keys step the picked-out line down the labels (↓, →) or up (↑, ←).
_STEPS = {inp.DOWN: 1, inp.RIGHT: 1, inp.UP: -1, inp.LEFT: -1}


class RaceScene(Scene):
    """The chart on a panel; Esc, Enter, R or Close returns to the table. Pointing at a
    name, or the arrow keys, bring that player's line to the front."""

    opaque = False
    at_rest = True  # a still chart: the loop sleeps until input (it drew 60 frames a second)

    def __init__(self, app: App, series: RaceSeries, names: list[str]) -> None:
        super().__init__(app)
        self.series = series
        self.rect = pygame.Rect(0, 0, 1200, 680)
        self.rect.center = (WIDTH // 2, HEIGHT // 2)
        chart = pygame.Rect(self.rect.x + 24, self.rect.y + 84, self.rect.w - 48,
                            self.rect.h - 84 - 76)
        self.chart = RaceChart(app.assets, series, chart, names)
        close = pygame.Rect(0, 0, 200, 48)
        close.midbottom = (self.rect.centerx, self.rect.bottom - 16)
        self.menu = Menu([Button(close, msg("history.close"), self.close, msg("key.esc"))])

    def close(self) -> None:
        """Back to the table."""
        self.app.pop()

    def handle(self, event: inp.Input) -> None:
        """Close on Esc, Enter, Space or R; the button by mouse; ↑/↓ (or ←/→) pick out
        one player's line after another."""
        if (isinstance(event, inp.Press) and event.action in (inp.BACK, inp.CONFIRM, inp.SKIP,
                                                              inp.RACE)) \
                or clicked_outside(self, event, self.rect):
            self.close()
            return
        if isinstance(event, inp.Press) and event.action in _STEPS:
            self.chart.step(_STEPS[event.action])
            return
        if isinstance(event, inp.Point):
            self.chart.point_at(event.pos)
        self.menu.handle(event, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table; the chart on its panel."""
        assets = self.app.assets
        r = self.rect
        dialog(surface, assets, r, t("race.heading"), 36, 34)
        rounds = self.series.rounds
        sub = (tn("race.final", rounds) if self.series.winner is not None
               else t("race.so_far", number=rounds) if rounds else t("race.none"))
        blit_center(surface, assets.text(sub, assets.size(SMALL), MUTED, "bold"),
                    (r.centerx, r.y + 66))
        self.chart.draw(surface)
        self.menu.draw(surface, assets)
        if not rounds:
            return  # no lines yet to follow (the hint said how, QA 44)
        # Right of Close, at the Large text size where it fits, else the usual one.
        close = self.menu.widgets[0].rect
        room = r.right - 24 - close.right - 24
        words = t("race.follow")
        hint = assets.text(words, fit_size(assets, words, SMALL, room, "regular"), MUTED)
        if hint.get_width() <= room:
            surface.blit(hint, hint.get_rect(midright=(r.right - 24, close.centery)))

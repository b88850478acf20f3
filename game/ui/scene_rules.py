"""The rules, as a scrollable page (wheel, arrows, Page Up/Down, Home/End)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.editions import CLASSIC, VENGEANCE, Edition

from . import input as inp
from .loop import felt
from .rules_text import RULES
from .scene import Scene
from .theme import BODY, GOLD, MUTED, SMALL, TEXT, WIDTH
from .widgets import Button, Menu, panel, wrap_text

if TYPE_CHECKING:
    from .loop import App

#: The page viewport on screen.
VIEW = pygame.Rect(WIDTH // 2 - 390, 60, 780, 560)
_STYLE = {"h1": (40, GOLD, "black", 18), "h2": (28, GOLD, "black", 14), "p": (BODY, TEXT,
                                                                            "regular", 8)}


#: The section the page opens at for each edition (classic: the top).
_SECTIONS: dict[Edition, str] = {VENGEANCE: "With a Vengeance"}


class RulesScene(Scene):
    """The rules text, rendered once into a tall page and scrolled."""

    def __init__(self, app: App, edition: Edition = CLASSIC) -> None:
        super().__init__(app)
        self.edition = edition
        self.page, anchors = self._render_page()
        self.scroll = 0.0
        section = _SECTIONS.get(edition)
        self.target = float(anchors.get(section, 0) - 10) if section else 0.0
        self.target = max(0.0, min(self.target, self.max_scroll))
        self.scroll = self.target
        back = Button(pygame.Rect(WIDTH // 2 - 120, 640, 240, 52), "Back", self.back, "Esc")
        self.menu = Menu([back])

    @property
    def max_scroll(self) -> float:
        """How far the page can move."""
        return float(max(0, self.page.get_height() - VIEW.h))

    def _render_page(self) -> tuple[pygame.Surface, dict[str, int]]:
        assets = self.app.assets
        width = VIEW.w - 60
        lines: list[tuple[pygame.Surface, int, int]] = []  # (image, x, y)
        anchors: dict[str, int] = {}
        y = 20
        for style, text in RULES:
            size, color, weight, gap = _STYLE[style]
            font = assets.font(weight, size)
            indent = 0
            if text.startswith("• "):
                indent = 22
                bullet = assets.text("•", size, GOLD, "bold")
                lines.append((bullet, 30, y))
                text = text[2:]
            if style != "p":
                y += gap
                anchors[text] = y
            for row in wrap_text(font, text, width - indent):
                image = font.render(row, True, color)
                lines.append((image, 30 + indent, y))
                y += font.get_linesize()
            y += gap
        page = pygame.Surface((VIEW.w, y + 20), pygame.SRCALPHA)
        for image, x, top in lines:
            page.blit(image, (x, top))
        return page, anchors

    def back(self) -> None:
        """Close the rules."""
        self.app.pop()

    def handle(self, event: inp.Input) -> None:
        """Scrolling keys and wheel; Esc closes."""
        if isinstance(event, inp.Scroll):
            self.target -= event.dy * 60
        elif isinstance(event, inp.Press):
            step = {inp.UP: -50, inp.DOWN: 50, inp.PAGE_UP: -VIEW.h + 60,
                    inp.PAGE_DOWN: VIEW.h - 60}.get(event.action)
            if step is not None:
                self.target += step
            elif event.action == inp.HOME:
                self.target = 0
            elif event.action == inp.END:
                self.target = self.max_scroll
            elif event.action == inp.BACK:
                self.back()
                return
            else:
                self.menu.handle(event, self.app)
        else:
            self.menu.handle(event, self.app)
        self.target = max(0.0, min(self.target, self.max_scroll))

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """The page has stopped gliding: the loop may sleep until input."""
        return self.scroll == self.target

    def update(self, dt: float) -> None:
        """Glide towards the scroll target."""
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def draw(self, surface: pygame.Surface) -> None:
        """The visible part of the page, a scroll bar and the Back button."""
        assets = self.app.assets
        surface.blit(felt(assets, self.edition), (0, 0))
        frame = VIEW.inflate(24, 24)
        surface.blit(panel(assets, frame.w, frame.h, (8, 12, 10, 215), 20), frame)
        top = int(self.scroll)
        area = pygame.Rect(0, top, VIEW.w, min(VIEW.h, self.page.get_height() - top))
        surface.blit(self.page, VIEW.topleft, area)
        if self.max_scroll > 0:
            bar_h = max(40, int(VIEW.h * VIEW.h / self.page.get_height()))
            bar_y = VIEW.y + int((VIEW.h - bar_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, (255, 255, 255, 60), (VIEW.right - 6, VIEW.y, 4, VIEW.h),
                             border_radius=2)
            pygame.draw.rect(surface, GOLD, (VIEW.right - 8, bar_y, 8, bar_h), border_radius=4)
        hint = assets.text("Wheel, arrows or Page Up/Down to scroll", SMALL, MUTED)
        surface.blit(hint, hint.get_rect(bottomleft=(20, 712)))
        self.menu.draw(surface, assets)

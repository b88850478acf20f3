"""The table's tool buttons, left of the deck: History (L), and what the settings add;
and right of Hit and Stay, Menu (Esc).

Each tool is a small labelled button with its key beside the label; the key
and a click do the same. :class:`Tools` routes the inputs that belong to
the tools (their keys, clicks and pointing on their buttons) before the
table's own handling, and :meth:`Tools.draw` paints them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import Label, msg

from . import input as inp
from .theme import GOLD, HEIGHT, MUTED, SMALL, TEXT, WIDTH
from .widgets import blit_center, fit_size, panel, shrunk_size

if TYPE_CHECKING:
    from .scene_table import TableScene


@dataclass(frozen=True)
class Tool:
    """One tool: its label, the key shown and pressed (an input action), what it does,
    and whether it is shown now."""

    label: Label
    key: Label
    action: str
    run: Callable[[], None]
    shown: Callable[[], bool] = lambda: True
    lit: Callable[[], bool] = lambda: False


class Tools:
    """The tool buttons of one table scene."""

    def __init__(self, scene: TableScene, watching: bool = False) -> None:
        """The tools of ``scene``; ``watching`` for a table nobody plays at (the replay
        viewer: no coach, and no Menu, whose place its own bar takes)."""
        self.scene = scene
        #: The tool the left mouse button went down on (it runs on the release).
        self.pressed: Tool | None = None
        self.items = [Tool(msg("tools.history"), "L", inp.HISTORY, scene.open_history)]
        if not watching:
            self.items.append(Tool(msg("tools.coach"), "?", inp.COACH, scene.toggle_coach,
                                   shown=lambda: scene.offers_coach,
                                   lit=lambda: scene.coach_open))
        # The viewer counts too (QA 44: C did nothing there).
        self.items.append(Tool(msg("tools.cards"), "C", inp.CARDS, scene.toggle_cards,
                               lit=lambda: scene.cards_open))
        #: Esc's pause menu as a button: without it a player who uses the mouse alone
        #: could not pause, change settings or leave a game (or the guided round).
        self.menu = None if watching else Tool(msg("tools.menu"), msg("key.esc"), inp.BACK,
                                               scene.pause)

    def placed(self) -> list[tuple[Tool, pygame.Rect]]:
        """The tools shown now, each with its button's rect (top down, no gaps; Menu on
        the other side of the piles)."""
        shown = [tool for tool in self.items if tool.shown()]
        placed = list(zip(shown, self.scene.layout.tools, strict=False))
        # Under another screen (a guide's card, whose Esc leaves the guide) the Menu's
        # "Esc" would promise what Esc does not do there.
        if self.menu is not None and self.scene.app.top is self.scene:
            spot = self._menu_spot()
            if spot is not None:
                placed.append((self.menu, spot))
        return placed

    def _menu_spot(self) -> pygame.Rect | None:
        """Where the Menu goes now: right of Hit and Stay, unless a wide question
        ("Draai Vier! Wie neemt vier kaarten?" and its hint) reaches over that place;
        then beside the question, right or left, where no seat or tool is. ``None``
        when neither side is clear (Esc still pauses): a player with the mouse alone
        lost the Menu at every wide question before (QA eighth pass)."""
        layout = self.scene.layout
        usual = layout.menu
        box = self.scene.view.prompt_box()
        if box is None or not box.colliderect(usual):
            return usual
        screen = pygame.Rect(0, 0, WIDTH, HEIGHT)
        taken = [seat.rect for seat in layout.seats] + list(layout.tools) + [box]
        under = pygame.Rect(0, box.bottom + 4, usual.w, usual.h)
        under.centerx = box.centerx
        for spot in (pygame.Rect(box.right + 10, usual.y, usual.w, usual.h),
                     pygame.Rect(box.x - 10 - usual.w, usual.y, usual.w, usual.h), under):
            if screen.contains(spot) and spot.inflate(0, 4).collidelist(taken) < 0:
                return spot
        return None

    def handle(self, event: inp.Input) -> bool:
        """A tool's key, or a click on its button: run it. True if used."""
        if isinstance(event, inp.Press):
            for tool, _rect in self.placed():
                if tool.action == event.action:
                    tool.run()
                    return True
            return False
        if isinstance(event, inp.Click | inp.Release):
            # A button acts when the mouse button comes up over the one it went down
            # on, as every menu's does: a press on Menu that slid off still paused.
            hit = next((tool for tool, rect in self.placed()
                        if rect.collidepoint(event.pos)), None)
            if isinstance(event, inp.Click):
                self.pressed = hit
                return hit is not None
            pressed, self.pressed = self.pressed, None
            if hit is not None and hit is pressed:
                self.scene.app.sound.play("click")
                hit.run()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Each shown tool: label on the left, its key in a box on the right."""
        assets = self.scene.app.assets
        pointer = self.scene.app.pointer
        for tool, rect in self.placed():
            lit = tool.lit()
            # Where the pointer is now: a hover remembered from before the pause menu
            # kept Menu lit after Resume until the mouse moved (QA 38).
            hover = rect.collidepoint(pointer)
            fill = (60, 50, 20, 230) if lit else (20, 26, 24, 225) if hover else (10, 14, 12, 190)
            edge = (*GOLD, 220) if lit or hover else (255, 255, 255, 60)
            surface.blit(panel(assets, rect.w, rect.h, fill, 10, edge), rect)
            key = assets.text(str(tool.key), SMALL, GOLD, "black")
            box = pygame.Rect(0, 0, max(22, key.get_width() + 10), rect.h - 10)
            words = str(tool.label)
            room = rect.w - 12 - box.w - 16
            # Smaller still where even the usual size runs into the key's box (Dutch
            # "Kaarten over", since "Restkaarten", in the narrower tool column: QA tenth pass).
            size = shrunk_size(assets, words, fit_size(assets, words, SMALL, room), room,
                               "bold", 12)
            label = assets.text(words, size, TEXT if lit or hover else MUTED, "bold")
            surface.blit(label, label.get_rect(midleft=(rect.x + 12, rect.centery)))
            box.midright = (rect.right - 8, rect.centery)
            pygame.draw.rect(surface, GOLD, box, 2, border_radius=6)
            blit_center(surface, key, box.center)

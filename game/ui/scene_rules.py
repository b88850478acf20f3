"""The rules with pictures: every card of an edition as the table draws it, what it
does, a round scored card by card, what players often miss, and the controls.

Two tabs switch between Flip 7 and With a Vengeance (Brutal mode is on the
Vengeance page); the page opens on the edition being played. The page is
laid out once per edition (see :mod:`game.ui.rules_text` for the words)
and scrolled: wheel, Up/Down, Page Up/Down, Home/End; Left/Right or a
click change the tab; Esc goes back.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.editions import CLASSIC, VENGEANCE, Edition
from game.i18n import Message, current_language, msg, t

from . import input as inp
from .cards import CardPainter
from .loop import felt
from .rules_text import Block, rules_for
from .scene import Scene
from .theme import BODY, GOLD, MUTED, SMALL, TEXT, WIDTH
from .widgets import (
    RULE_CODE,
    Button,
    Menu,
    ScrollGrip,
    blit_center,
    fit_size,
    panel,
    wrap_text,
)

if TYPE_CHECKING:
    from .assets import Assets
    from .loop import App

#: A bracket of the rulebook's codes: "(G-7)", "(G-5, G-6)", "(C-S)", "(V-B-3)".
_CODES = re.compile(rf"\({RULE_CODE}(?:, {RULE_CODE})*\)")


def _code_parts(row: str) -> list[tuple[str, bool]]:
    """``row`` cut into its words and its brackets of rule codes (``True``).

    >>> _code_parts("starting at their left (G-7).")
    [('starting at their left ', False), ('(G-7)', True), ('.', False)]
    >>> _code_parts("(V-S, V-10)")
    [('(V-S, V-10)', True)]
    """
    parts: list[tuple[str, bool]] = []
    at = 0
    for found in _CODES.finditer(row):
        if found.start() > at:
            parts.append((row[at:found.start()], False))
        parts.append((found.group(), True))
        at = found.end()
    if at < len(row):
        parts.append((row[at:], False))
    return parts


#: The page viewport on screen.
VIEW = pygame.Rect(WIDTH // 2 - 410, 74, 820, 546)
_PAD = 28
_CARD = (60, 84)  # a card beside what it does
_SMALL_CARD = (44, 62)  # one of a row of cards
_EDITIONS = (CLASSIC, VENGEANCE)


class RulesPage:
    """The rules of one edition laid out into one tall surface, with anchors for its
    sections (by name: ``"cards"``, ``"scoring"``, see :mod:`game.ui.rules_text`) and
    its cards (``"card:flip4"``), in the language of the moment it is laid out."""

    def __init__(self, assets: Assets, edition: Edition, size: int = BODY,
                 saved: bool = True) -> None:
        self.assets = assets
        self.painter = CardPainter(assets, edition)
        self.size = size
        self.width = VIEW.w
        self.items: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.anchors: dict[str, int] = {}
        self.codes: set[str] = set()  # every card drawn on the page
        blocks = list(rules_for(edition, saved))
        #: Where the words of the keys' rows start: past the widest row of key chips,
        #: so that they make one column (with Large text "←→ ↑↓ Enter" pushed one
        #: description 15 px right of the others: QA 202).
        self.key_column = max([190, *(self._chips_width(block[1]) + 10 for block in blocks
                                      if block[0] == "key")])
        y = 16
        for block in blocks:
            y = self._place(block, y)
        self.surface = pygame.Surface((self.width, y + 24), pygame.SRCALPHA)
        for image, pos in self.items:
            self.surface.blit(image, pos)

    @property
    def height(self) -> int:
        """Height of the whole page."""
        return self.surface.get_height()

    # ------------------------------------------------------------------ layout

    def _text(self, text: str, x: int, y: int, width: int, size: int,
              color: tuple[int, int, int], weight: str = "regular") -> int:
        """Wrapped text at ``(x, y)``; returns the y below it. The rulebook's codes in
        brackets, "(G-7)", are set dimmer: they read as part of every sentence, and
        players took them for words they should understand (QA 66, QA 84)."""
        font = self.assets.font(weight, size)
        for row in wrap_text(font, text, width):
            left = x
            for part, is_code in _code_parts(row):
                self.items.append((self.assets.render(part, size, MUTED if is_code else color,
                                                      weight), (left, y)))
                left += font.size(part)[0]
            y += font.get_linesize()
        return y

    def _cards(self, codes: tuple[str, ...], x: int, y: int, size: tuple[int, int],
               room: int) -> tuple[int, int]:
        """A row of cards from ``(x, y)``, overlapping if they must to fit ``room``;
        returns the (right, bottom) of the row."""
        w, h = size
        step = w + 6 if len(codes) <= 1 else min(w + 6, (room - w) // (len(codes) - 1))
        for i, code in enumerate(codes):
            self.items.append((self.painter.face(code, w, h), (x + i * step, y)))
            self.codes.add(code)
        return x + (len(codes) - 1) * step + w, y + h

    def _chip(self, key: str) -> pygame.Surface:
        """A key's name in a gold-edged chip."""
        # With Large text too (18 px chips stood beside 23 px words: QA 145).
        label = self.assets.render(key, self.assets.size(SMALL), GOLD, "black")
        chip = pygame.Surface((label.get_width() + 16, label.get_height() + 6), pygame.SRCALPHA)
        pygame.draw.rect(chip, GOLD, chip.get_rect(), 2, border_radius=6)
        chip.blit(label, (8, 3))
        return chip

    def _chips_width(self, keys: Sequence[str]) -> int:
        """How wide a row of ``keys``' chips is (6 px between them)."""
        return sum(self._chip(key).get_width() + 6 for key in keys) - 6

    def _place(self, block: Block, y: int) -> int:
        kind = block[0]
        left, width = _PAD, self.width - 2 * _PAD
        size = self.size
        if kind == "h1":
            return self._text(block[1], left, y, width, size + 18, GOLD, "black") + 10
        if kind == "h2":
            y += 18
            self.anchors[block[1]] = y - 10
            rule = pygame.Surface((width, 2), pygame.SRCALPHA)
            rule.fill((*GOLD, 90))
            self.items.append((rule, (left, y - 6)))
            return self._text(block[2], left, y, width, size + 8, GOLD, "black") + 8
        if kind == "p":
            return self._text(block[1], left, y, width, size, TEXT) + 10
        if kind == "li":
            bullet = self.assets.render("•", size, GOLD, "black")
            self.items.append((bullet, (left + 2, y)))
            return self._text(block[1], left + 22, y, width - 22, size, TEXT) + 6
        if kind == "card":
            _, codes, title, text = block
            self.anchors[f"card:{codes[0]}"] = y - 10  # a card's own place ("card:steal")
            if len(codes) == 1:
                self._cards(codes, left, y, _CARD, _CARD[0])
                x = left + _CARD[0] + 18
                bottom = self._text(title, x, y, width - x + left, size + 2, GOLD, "bold")
                bottom = self._text(text, x, bottom + 2, width - x + left, size, TEXT)
                return max(bottom, y + _CARD[1]) + 14
            _right, bottom = self._cards(codes, left, y, _SMALL_CARD, width)
            y = self._text(title, left, bottom + 6, width, size + 2, GOLD, "bold")
            return self._text(text, left, y + 2, width, size, TEXT) + 14
        if kind == "example":
            _, codes, text = block
            _right, bottom = self._cards(codes, left, y, _SMALL_CARD, width)
            panel_y = bottom + 6
            first = len(self.items)  # the panel goes under the text it frames
            end = self._text(text, left + 14, panel_y + 8, width - 28, size, TEXT, "bold")
            box = panel(self.assets, width, end - panel_y + 8, (242, 193, 78, 30), 10,
                        (*GOLD, 110))
            self.items.insert(first, (box, (left, panel_y)))
            return end + 20
        if kind == "key":
            _, keys, text = block
            x = left
            for key in keys:
                chip = self._chip(key)
                self.items.append((chip, (x, y)))
                x += chip.get_width() + 6
            text_x = left + self.key_column
            return max(self._text(text, text_x, y + 1, width - text_x + left, size, TEXT),
                       y + 28) + 8
        raise ValueError(f"unknown rules block {kind!r}")


class RulesScene(Scene):
    """The illustrated rules of both editions, one tab each."""

    #: A notice carried from the title waits rather than cover the heading (QA 29).
    takes_notices_on_top = False

    def __init__(self, app: App, edition: Edition = CLASSIC, saved: bool = True) -> None:
        super().__init__(app)
        #: Whether the game under these rules is saved: the guided round is not, and
        #: its Rules said "(the game is saved)" (QA 145).
        self.saved = saved
        self.size = app.assets.size(BODY)
        #: Pages laid out so far, by edition and language (a language switched in the
        #: pause menu's Settings shows on return).
        self.pages: dict[tuple[Edition, str], RulesPage] = {}
        self.tabs = [Button(pygame.Rect(WIDTH // 2 - 330 + i * 340, 16, 320, 44),
                            edition_title(e), self._shower(e)) for i, e in enumerate(_EDITIONS)]
        back = Button(pygame.Rect(WIDTH // 2 - 120, 650, 240, 52), msg("rules.back"), self.back,
                      msg("key.esc"))
        self.menu = Menu([back, *self.tabs])
        self.edition = edition
        self.scroll = self.target = 0.0
        #: The mouse on the scroll bar (a page without a wheel: QA 145).
        self.grip = ScrollGrip()
        self.show(edition)

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """Still once the scroll has glided to its place (the loop may sleep on input)."""
        return self.scroll == self.target

    @property
    def page(self) -> RulesPage:
        """The page shown now (laid out the first time it is shown)."""
        key = (self.edition, current_language())
        page = self.pages.get(key)
        if page is None:
            page = self.pages[key] = RulesPage(self.app.assets, self.edition, self.size,
                                               self.saved)
        return page

    def relayout(self) -> None:
        """Lay the pages out afresh when next shown (their words are drawn into them)."""
        self.pages.clear()

    def _shower(self, edition: Edition) -> Callable[[], None]:
        return lambda: self.show(edition)

    @property
    def max_scroll(self) -> float:
        """How far the page can move."""
        return float(max(0, self.page.height - VIEW.h))

    def show(self, edition: Edition) -> None:
        """Switch to ``edition``'s page, at its top."""
        self.edition = edition
        self.scroll = self.target = 0.0
        _ = self.page

    def _bar(self) -> pygame.Rect:
        """The scroll bar where the page stands now."""
        bar_h = max(40, int(VIEW.h * VIEW.h / max(1, self.page.height)))
        share = self.scroll / self.max_scroll if self.max_scroll > 0 else 0.0
        return pygame.Rect(VIEW.right - 8, VIEW.y + int((VIEW.h - bar_h) * share), 8, bar_h)

    def _track_area(self) -> pygame.Rect | None:
        """Where a click is on the scroll bar (a little wider than drawn, for a hand);
        ``None`` when the page has no scrolling."""
        return pygame.Rect(VIEW.right - 16, VIEW.y, 25, VIEW.h) if self.max_scroll > 0 \
            else None

    @property
    def dragging(self) -> int | None:
        """Where on the scroll bar the pointer holds it while it is dragged."""
        return self.grip.held

    def jump(self, section: str) -> None:
        """Scroll to the section named ``section`` (e.g. ``"scoring"``)."""
        self.target = max(0.0, min(float(self.page.anchors.get(section, 0)), self.max_scroll))

    def back(self) -> None:
        """Close the rules."""
        self.app.pop()

    def handle(self, event: inp.Input) -> None:
        """Scrolling keys and wheel; Left/Right change the tab; Esc closes."""
        if isinstance(event, inp.Scroll):
            self.target -= event.dy * 60
        elif (bar := self.grip.handle(event, self._track_area(), VIEW, self._bar())):
            kind, value = bar
            if kind == "page":
                self.target += value * (VIEW.h - 60)
            elif kind == "drag":
                self.target = value * self.max_scroll
                self.scroll = self.target  # the bar follows the pointer, no glide
        elif isinstance(event, inp.Press):
            step = {inp.UP: -50, inp.DOWN: 50, inp.PAGE_UP: -VIEW.h + 60,
                    inp.PAGE_DOWN: VIEW.h - 60}.get(event.action)
            if step is not None:
                self.target += step
            elif event.action == inp.HOME:
                self.target = 0
            elif event.action == inp.END:
                self.target = self.max_scroll
            elif event.action in (inp.LEFT, inp.RIGHT):
                index = _EDITIONS.index(self.edition)
                self.show(_EDITIONS[(index + (1 if event.action == inp.RIGHT else -1))
                                    % len(_EDITIONS)])
            elif event.action == inp.BACK:
                self.back()
                return
            else:
                self.menu.handle(event, self.app)
        else:
            self.menu.handle(event, self.app)
        self.target = max(0.0, min(self.target, self.max_scroll))

    def update(self, dt: float) -> None:
        """Glide towards the scroll target."""
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def draw(self, surface: pygame.Surface) -> None:
        """The tabs, the visible part of the page, a scroll bar and the Back button."""
        assets = self.app.assets
        surface.blit(felt(assets, self.edition), (0, 0))
        frame = VIEW.inflate(20, 20)
        surface.blit(panel(assets, frame.w, frame.h, (8, 12, 10, 225), 20), frame)
        page = self.page
        top = int(self.scroll)
        area = pygame.Rect(0, top, VIEW.w, min(VIEW.h, page.height - top))
        surface.blit(page.surface, VIEW.topleft, area)
        if self.max_scroll > 0:
            # A faint track (drawn straight on the screen, its alpha was lost: solid
            # white), the gold bar on it.
            surface.blit(panel(assets, 4, VIEW.h, (255, 255, 255, 60), 2, None),
                         (VIEW.right - 6, VIEW.y))
            pygame.draw.rect(surface, GOLD, self._bar(), border_radius=4)
        focus = self.menu.focused
        for tab, edition in zip(self.tabs, _EDITIONS, strict=True):
            chosen = edition is self.edition
            # The focused tab lighter than the rest, chosen or not: Tab onto the chosen
            # tab, gold already, left nothing lit on the screen (QA 58).
            lit = tab is focus
            fill = ((104, 84, 26, 245) if lit else (60, 48, 14, 235)) if chosen \
                else (34, 42, 38, 230) if lit else (10, 14, 12, 200)
            edge = (*GOLD, 230) if chosen or lit else (255, 255, 255, 60)
            surface.blit(panel(assets, tab.rect.w, tab.rect.h, fill, 12, edge), tab.rect)
            text = str(tab.label)
            label = assets.text(text, fit_size(assets, text, 22, tab.rect.w - 20),
                                GOLD if chosen else TEXT, "bold")
            blit_center(surface, label, tab.rect.center)
        # Left of the Back button: the Large text size where it fits there (German and
        # Dutch do not), else the usual one.
        room = WIDTH // 2 - 120 - 20 - 12
        words = t("rules.hint")
        size = fit_size(assets, words, SMALL, room, "regular")
        # Too wide even so, its two parts go on two lines (with Home/End named, the
        # German hint ran under Back: "← → Ed").
        lines = [words] if assets.font("regular", size).size(words)[0] <= room \
            else [part.strip() for part in words.split(" · ")]
        hints = [assets.text(line, fit_size(assets, line, SMALL, room, "regular"), MUTED)
                 for line in lines]
        top = 712 - sum(hint.get_height() for hint in hints)
        for hint in hints:  # top down, in reading order
            surface.blit(hint, (20, top))
            top += hint.get_height()
        self.menu.widgets[0].draw(surface, assets, focus is self.menu.widgets[0])


def edition_title(edition: Edition) -> Message:
    """The tab's label: the edition's name as players know it."""
    return msg("rules.tab.classic" if edition is CLASSIC else "rules.tab.vengeance")

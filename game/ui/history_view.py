"""The history of a game as a scrollable panel: every event, rounds separated.

:class:`HistoryPanel` shows ``model.history`` (see :mod:`game.ui.history`)
of any :class:`~game.ui.model.TableModel` inside a rectangle: a band for
each round, then one row per event with a small picture of the card it
concerns and a mark of its tone (a bust in red, a save or Flip 7 in gold,
a stay or freeze in ice). Rows are laid out once and rendered only while
visible, so a long game scrolls as fast as a short one; entries added
later (a replay stepping on) are laid out on the next draw.

The panel owns no scene: the table's history overlay and a replay viewer
put it where they like and feed it scrolling input.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import TYPE_CHECKING

import pygame

from game.core.events import (
    ActionPlayed,
    Busted,
    CardDealt,
    CardDiscarded,
    CardDiscardedByAction,
    CardDrawn,
    CardSetAside,
    CardsSwapped,
    CardStolen,
    ModifierPlayed,
    SecondChanceGiven,
    SecondChanceUsed,
    UnluckyWipe,
)
from game.i18n import current_language, t

from . import input as inp
from .history import ACTION, BUST, GOOD, ROUND, SCORE, STOP, Entry, swap_told
from .theme import BODY, GOLD, ICE, MUTED, RED, SMALL, TEXT
from .widgets import ScrollGrip, panel, wrap_text

if TYPE_CHECKING:
    from .assets import Assets
    from .cards import CardPainter
    from .model import TableModel

#: The mark at the left of a row, by tone.
_TONE_COLOR = {BUST: RED, GOOD: GOLD, STOP: ICE, SCORE: GOLD, ACTION: (214, 170, 90)}
_CHIP = (24, 34)  # a card picture in a row (5:7)
_ROUND_H = 40
_GAP = 6


def cards_of(entry: Entry) -> tuple[str, ...]:
    """The cards an entry is about, to draw beside its text."""
    e = entry.event
    if isinstance(e, CardDealt | CardDrawn | Busted | SecondChanceUsed | CardSetAside
                  | CardStolen | CardDiscardedByAction):
        return (e.card,)
    if isinstance(e, ActionPlayed | ModifierPlayed | CardDiscarded):
        return (e.card,)
    if isinstance(e, SecondChanceGiven):
        return ("chance",)
    if isinstance(e, CardsSwapped):
        first, second = swap_told(e)
        return (first[1], second[1])
    if isinstance(e, UnluckyWipe):
        return ("u7",)
    return ()


class HistoryPanel:
    """``model``'s history in ``rect``; ``size`` is the text size (larger for Large text)."""

    def __init__(self, assets: Assets, model: TableModel, rect: pygame.Rect,
                 painter: CardPainter | None = None, size: int = BODY) -> None:
        self.assets = assets
        self.model = model
        self.rect = pygame.Rect(rect)
        #: The mouse on the scroll bar (a History without a wheel: QA 146).
        self.grip = ScrollGrip()
        self.painter = painter
        self.size = size
        self.font = assets.font("regular", size)
        self.bold = assets.font("bold", size)
        self.tops: list[int] = []  # each laid-out entry's top, from the page's top
        self.heights: list[int] = []
        self.lines: list[list[str]] = []
        self.page_height = 0
        self.scroll = 0.0
        self.target = 0.0
        self._rows: dict[int, pygame.Surface] = {}  # rendered rows near the view
        self.language = current_language()  # the words laid out are of this language
        self.sync()
        self.end()
        self.scroll = self.target

    # ------------------------------------------------------------------ layout

    def relayout(self) -> None:
        """Lay every entry out afresh (the language changed: its words wrap anew),
        keeping the view on the same entry."""
        shown = self.visible()
        first = shown.start if shown else 0
        self.tops, self.heights, self.lines = [], [], []
        self.page_height = 0
        self._rows.clear()
        self.language = current_language()
        self.sync()
        if first < len(self.tops):
            self.scroll = self.target = float(min(self.tops[first], self.max_scroll))

    def sync(self) -> None:
        """Lay out entries added since the last call (all of them again if the language
        changed meanwhile)."""
        if self.language != current_language():
            self.relayout()
            return
        history = self.model.history
        width = self.rect.w - 24
        for index in range(len(self.tops), len(history)):
            entry = history[index]
            if entry.tone == ROUND:
                lines = [entry.text]
                height = _ROUND_H + (8 if index else 0)
            else:
                chips = len(cards_of(entry)) if self.painter is not None else 0
                indent = _text_x(chips)
                font = self.bold if self._mine(entry) else self.font
                lines = wrap_text(font, entry.text, width - indent) or [""]
                height = max(len(lines) * font.get_linesize(), _CHIP[1] if chips else 0) + _GAP
            self.tops.append(self.page_height)
            self.heights.append(height)
            self.lines.append(lines)
            self.page_height += height

    def _mine(self, entry: Entry) -> bool:
        """Does the entry concern the seat the table addresses as "you"?"""
        return self.model.you is not None and self.model.you in entry.seats

    @property
    def max_scroll(self) -> float:
        """How far the page can scroll: to the top of the first entry from which the
        rest of the page fits, so that the newest entries show under a whole row, not
        under a sliver of one cut by the view's top edge (QA 75)."""
        bottom = self.page_height - self.rect.h
        if bottom <= 0:
            return 0.0
        first = bisect_left(self.tops, bottom)
        return float(self.tops[first] if first < len(self.tops) else bottom)

    # ------------------------------------------------------------------ scrolling

    def scroll_by(self, dy: float) -> None:
        """Move the view down by about ``dy`` pixels (up if negative), to an entry's top:
        the view stops on whole rows, never on one cut in half (QA 75). It moves no
        further than ``dy`` (short of it to a row's top), so the rows a page step keeps
        in view stay in view: snapping past the step passed rows taller than the overlap
        over unseen, a round's tall score row at 18 seats (QA 144). A row taller than
        the step still moves the view by a row."""
        if not self.tops:
            return
        here = self.target
        goal = max(0.0, min(self.max_scroll, here + dy))
        if dy < 0:
            # The first row top at or below the goal; a row above at least.
            nearer = bisect_left(self.tops, goal)
            top = self.tops[nearer] if nearer < len(self.tops) else here
            if top >= here:
                top = self.tops[max(0, bisect_left(self.tops, here) - 1)]
        else:
            # The last row top at or above the goal, and no further than the first row
            # the view does not show whole (it comes to the top); a row below at least.
            bottom = here + self.rect.h
            cut = next((t for t, h in zip(self.tops, self.heights, strict=True)
                        if t > here and t + h - _GAP > bottom), None)
            top = self.tops[max(0, bisect_right(self.tops, goal) - 1)]
            if cut is not None:
                top = min(top, cut)
            if top <= here:
                later = bisect_right(self.tops, here)
                top = self.tops[later] if later < len(self.tops) else self.max_scroll
        self.target = min(self.max_scroll, float(top))

    def home(self) -> None:
        """The start of the game."""
        self.target = 0.0
        self._leap()

    def end(self) -> None:
        """The newest entry."""
        self.target = self.max_scroll
        self._leap()

    def _leap(self) -> None:
        """Come within a page of a far target at once, to glide only the last page: the
        glide through a long game's page took most of a second (QA thirtieth pass)."""
        page = float(self.rect.h)
        if abs(self.target - self.scroll) > 2 * page:
            self.scroll = self.target + (page if self.scroll > self.target else -page)

    def round_starts(self) -> list[int]:
        """Page offsets where each round's band begins."""
        return [self.tops[i] for i, e in enumerate(self.model.history[:len(self.tops)])
                if e.tone == ROUND]

    def to_round(self, step: int) -> None:
        """Jump to the previous (``-1``) or next (``+1``) round's band."""
        starts = self.round_starts()
        if not starts:
            return
        here = self.target + 1
        if step > 0:
            later = [y for y in starts if y > here]
            self.target = float(min(later[0], self.max_scroll)) if later else self.max_scroll
        else:
            earlier = [y for y in starts if y < here - 2]
            self.target = float(earlier[-1]) if earlier else 0.0

    def handle(self, event: inp.Input) -> bool:
        """Wheel, scrolling keys and the scroll bar (a click beside the bar pages, the
        bar drags: with a mouse without a wheel the History could not be scrolled: QA
        146); True if used."""
        if isinstance(event, inp.Scroll):
            self.scroll_by(-event.dy * 60)
            return True
        bar = self.grip.handle(event, self._track_area(), self.rect, self._bar())
        if bar is not None:
            kind, value = bar
            if kind == "page":
                self.scroll_by(value * (self.rect.h - 60))
            elif kind == "drag":
                self.scroll = self.target = max(0.0, min(self.max_scroll,
                                                         value * self.max_scroll))
            return True
        if not isinstance(event, inp.Press):
            return False
        page = self.rect.h - 60
        steps = {inp.UP: -50, inp.DOWN: 50, inp.PAGE_UP: -page, inp.PAGE_DOWN: page}
        if event.action in steps:
            self.scroll_by(steps[event.action])
        elif event.action == inp.HOME:
            self.home()
        elif event.action == inp.END:
            self.end()
        elif event.action in (inp.LEFT, inp.RIGHT):
            self.to_round(-1 if event.action == inp.LEFT else 1)
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        """Glide towards the scroll target."""
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    # ------------------------------------------------------------------ painting

    def visible(self) -> range:
        """Indices of the entries at least partly in view."""
        top = int(self.scroll)
        first = max(0, bisect_right(self.tops, top) - 1)
        last = bisect_right(self.tops, top + self.rect.h)
        return range(first, min(last, len(self.tops)))

    def draw(self, surface: pygame.Surface) -> None:
        """The visible rows, clipped to the panel, and a scroll bar."""
        self.sync()
        rect = self.rect
        shown = self.visible()
        # Keep the rendered rows of the view (and drop the rest): memory stays small.
        for index in [i for i in self._rows if i not in shown]:
            del self._rows[index]
        clip = surface.get_clip()
        surface.set_clip(rect)
        for index in shown:
            row = self._rows.get(index)
            if row is None:
                row = self._rows[index] = self._render(index)
            surface.blit(row, (rect.x, rect.y + self.tops[index] - int(self.scroll)))
        surface.set_clip(clip)
        if not self.tops:
            # The replay viewer before the deal: an empty box looked broken (QA 156).
            words = self.assets.text(t("history.empty"), self.size, MUTED)
            surface.blit(words, words.get_rect(midtop=(rect.centerx, rect.y + 24)))
        if self.max_scroll > 0:
            # A faint track: drawn straight on the screen its alpha was lost (solid
            # white: QA 144).
            surface.blit(panel(self.assets, 4, rect.h, (255, 255, 255, 60), 2, None),
                         (rect.right - 6, rect.y))
            pygame.draw.rect(surface, GOLD, self._bar(), border_radius=4)

    def _bar(self) -> pygame.Rect:
        """The scroll bar where the page stands now."""
        rect = self.rect
        bar_h = max(40, int(rect.h * rect.h / max(1, self.page_height)))
        share = self.scroll / self.max_scroll if self.max_scroll > 0 else 0.0
        return pygame.Rect(rect.right - 8, rect.y + int((rect.h - bar_h) * share), 8, bar_h)

    def _track_area(self) -> pygame.Rect | None:
        """Where a click is on the scroll bar (a little wider than drawn, for a hand);
        ``None`` when the page has no scrolling."""
        rect = self.rect
        return pygame.Rect(rect.right - 16, rect.y, 21, rect.h) if self.max_scroll > 0 \
            else None

    @property
    def dragging(self) -> int | None:
        """Where on the scroll bar the pointer holds it while it is dragged."""
        return self.grip.held

    def _render(self, index: int) -> pygame.Surface:
        entry = self.model.history[index]
        width = self.rect.w - 12
        row = pygame.Surface((width, self.heights[index]), pygame.SRCALPHA)
        if entry.tone == ROUND:
            top = 8 if index else 0
            band = panel(self.assets, width, _ROUND_H - 6, (242, 193, 78, 40), 10, (*GOLD, 120))
            row.blit(band, (0, top))
            label = self.assets.render(entry.text, self.size + 2, GOLD, "black")
            row.blit(label, (12, top + (_ROUND_H - 6 - label.get_height()) // 2))
            return row
        color = _TONE_COLOR.get(entry.tone)
        if color is not None:
            pygame.draw.rect(row, color, (2, 3, 4, self.heights[index] - _GAP - 4),
                             border_radius=2)
        x = 14
        chips = cards_of(entry) if self.painter is not None else ()
        for code in chips:
            assert self.painter is not None
            row.blit(self.painter.face(code, *_CHIP), (x, 0))
            x += _CHIP[0] + 4
        x = _text_x(len(chips))
        mine = self._mine(entry)
        font = self.bold if mine else self.font
        ink = RED if entry.tone == BUST else TEXT if mine or entry.tone != "draw" else MUTED
        height = font.get_linesize()
        lines = self.lines[index]
        y = max(0, (self.heights[index] - _GAP - len(lines) * height) // 2)
        for line in lines:
            row.blit(self.assets.render(line, self.size, ink, "bold" if mine else "regular"),
                     (x, y))
            y += height
        return row


def _text_x(chips: int) -> int:
    """Where a row's text starts: after its card pictures, and never before the first
    picture's column ends, so rows with and without a card line up."""
    return 14 + max(1, chips) * (_CHIP[0] + 4) + 6


def history_hint() -> str:
    """The keys the history answers to, for a line under the panel."""
    return t("history.hint")


#: Text size of the history's hint line.
HINT_SIZE = SMALL

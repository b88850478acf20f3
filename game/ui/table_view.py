"""Painting the table: felt, piles, seats with their lines, the log and the prompt.

:class:`TableView` only reads — the display model, the layout, the
director's in-flight cards and the effects — and draws from cached
surfaces. The table scene owns it and calls :meth:`TableView.draw`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar, cast

import pygame

from game.i18n import addressed, half_up, t, tn

from .cards import edition_name
from .input import key_letter
from .loop import felt
from .table_seats import SeatDrawing
from .theme import (
    GOLD,
    GREEN,
    MUTED,
    RED,
    SMALL,
    TEXT,
    WIDTH,
)
from .widgets import (
    balanced_wrap,
    blit_alpha,
    blit_center,
    fit_size,
    nine_slice,
    panel,
    shortened,
    shrunk_size,
    wrap_text,
)

if TYPE_CHECKING:
    from .scene_table import TableScene


#: What a remembered piece of layout is (see :meth:`TableView._remembered`).
_T = TypeVar("_T")




@dataclass(frozen=True)
class LogStack:
    """The area under the piles laid out for one frame, top down."""

    #: The cards-left panel's row (``None``: closed, or no room beside the advice).
    cards: pygame.Rect | None
    #: The coach's line and the guide's prompt: each box with its wrapped lines and
    #: their type size.
    texts: tuple[tuple[pygame.Rect, tuple[str, ...], int], ...]
    #: Where the recent log lines start, and how many fit.
    log_y: int
    rows: int
    #: The stack starts above the log area, in the room of the piles' count labels.
    lifted: bool


#: The widest a prompt's hint line may be (px): wider, it shrinks, then is cut (its box then
#: stays clear of the side seats at five players).
_HINT_ROOM = 620

#: The smallest size a log line takes to fit the width before it is cut (still legible
#: at 1280x720; smaller text would read as noise under the piles).
_LOG_SMALLEST = 14

#: Height of the cards-left panel (a small card and its count below).
_CARDS_H = 47


class TableView(SeatDrawing):
    """Paints one table scene (its seats: :class:`~game.ui.table_seats.SeatDrawing`)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.assets = scene.app.assets
        self._rings: list[tuple[bool, pygame.Rect]] = []
        self._stars: list[tuple[int, int]] = []
        #: Wrapped and fitted text (:meth:`_advice_fit`, :meth:`_log_fit`): the centre
        #: is laid out every frame, and its words change only with the play, the
        #: language or Large text.
        self._fitted: dict[tuple[object, ...], object] = {}

    def size(self, base: int) -> int:
        """A text size, a step larger with the Large text setting."""
        return self.assets.size(base)

    # ------------------------------------------------------------------ whole frame

    def draw(self, surface: pygame.Surface) -> None:
        """The table, bottom layer to top."""
        scene = self.scene
        surface.blit(felt(self.assets, scene.model.edition), (0, 0))
        self._draw_centre(surface)
        for seat in range(scene.model.n):
            self._draw_seat(surface, seat)
        self._draw_marks(surface)
        scene.director.draw(surface)
        scene.effects.draw(surface, self.assets)
        self._draw_prompt(surface)
        self._draw_forced(surface)

    # ------------------------------------------------------------------ centre

    def _info_center(self, width: int) -> tuple[int, int]:
        """Where the line "Round 1 · With a Vengeance · target 200" is centred: above
        the piles, and halfway between them and a seat that ends just above it (5 and
        8 seats), whose edge it would otherwise touch with Large text."""
        layout = self.scene.layout
        deck = layout.deck
        x, y = deck.centerx + 62, deck.y - 26
        span = pygame.Rect(x - width // 2, 0, width, deck.y)
        above = [box.rect.bottom for box in layout.seats
                 if box.rect.colliderect(span) and box.rect.bottom <= deck.y]
        if above:
            y = max(y, (max(above) + deck.y) // 2)
        return x, y

    def info_line(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The line "Round 1 · With a Vengeance · target 200" and where it goes."""
        model = self.scene.model
        # Before the first round starts (the replay's first position) nothing is dealt:
        # the header says so, as the replay's track does (it read "Dealing" beside
        # "Before the deal": QA twelfth pass).
        info = t("table.round", number=model.round_number) if model.round_number \
            else t("table.before_deal")
        if model.tiebreak:
            info = t("table.tiebreak")
        edition = edition_name(model.edition, model.brutal)
        line = self.assets.text(t("table.info", round=info, edition=edition,
                                  target=model.target), self.size(SMALL), MUTED, "bold")
        return line, line.get_rect(center=self._info_center(line.get_width()))

    def _draw_centre(self, surface: pygame.Surface) -> None:
        scene = self.scene
        layout = scene.layout
        line, where = self.info_line()
        surface.blit(line, where)
        # The deck: a small stack of backs, thicker while it is full.
        deck = layout.deck
        painter = scene.painter
        deck_count = self.deck_shown()
        if deck_count > 0:
            layers = 1 + min(3, deck_count // 20)
            back = painter.back(deck.w, deck.h)
            shade = painter.shadow(deck.w, deck.h)
            surface.blit(shade, shade.get_rect(center=(deck.centerx + 3, deck.centery + 5)))
            for i in range(layers):
                surface.blit(back, deck.move(-2 * (layers - 1 - i), -2 * (layers - 1 - i)))
        else:
            self._empty_slot(surface, deck)
        pile = layout.discard
        pile_top, on_pile = self.pile_shown()
        if pile_top is not None and on_pile > 0:
            shade = painter.shadow(pile.w, pile.h)
            surface.blit(shade, shade.get_rect(center=(pile.centerx + 3, pile.centery + 5)))
            surface.blit(painter.face(pile_top, pile.w, pile.h), pile)
        else:
            self._empty_slot(surface, pile)
        stack = self.log_stack()
        self._draw_pile_counts(surface, stack.lifted, on_pile)
        top = scene.app.top
        if top is None or not top.covers_log:
            self._draw_log(surface, stack)
        scene.tools.draw(surface)

    def _empty_slot(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(panel(self.assets, rect.w, rect.h, (0, 0, 0, 50), 8,
                           (255, 255, 255, 60)), rect)

    def log_stack(self) -> LogStack:
        """Where the area under the piles puts, top down, the cards-left panel (if open),
        the coach's line, the guide's prompt and the newest log lines.

        The area holds the panel and a one-line coach; when the coach (or the guide)
        needs more, the stack starts higher, just under the piles, whose counts then
        sit on them as badges (:meth:`_draw_pile_counts`). Only when even that is not
        enough does the panel give way: the advice is what was asked for last.
        """
        scene = self.scene
        area = scene.layout.log
        bottom = area.bottom + 6  # the prompt starts a little lower
        wanted = [(text, most) for text, most in ((scene.coach_line, 2), (scene.guide_prompt, 3))
                  if text]
        texts = [self._advice_fit(text, most) for text, most in wanted]
        highest = scene.layout.deck.bottom + 2
        largest = self.size(SMALL)
        while largest > _LOG_SMALLEST and self._stacked_height(texts) > bottom - highest:
            # The coach's line and the guide's step together in Large text ran into the
            # question below (QA twenty-sixth pass): both step down a size until they fit.
            largest -= 1
            texts = [self._advice_fit(text, most, largest) for text, most in wanted]
        # The boxes' height (with the panel above them), 2 px apart (no gap after the last).
        advice = self._stacked_height(texts)
        need = advice + _CARDS_H
        cards = scene.cards_open
        top = area.y
        if cards and top + need > bottom:
            if highest + need <= bottom:
                top = bottom - need
            else:
                cards = False
        if not cards and top + advice > bottom:
            # The guide's three lines in Large text reached into the question's box
            # below (QA thirteenth pass): the stack starts higher, as for the panel.
            top = max(highest, bottom - advice)
        step = self.size(SMALL) + 5
        above = _CARDS_H + 2 if cards else 0
        if scene.coach_line and scene.model.log and top + above + advice + step > bottom + 2 \
                and highest + above + advice + step <= bottom + 2:
            # The coach's two lines filled the area, and what the others did since the
            # player's last decision went unsaid ("Ben steals Ann's 8": QA 53): the
            # stack rises into the count labels' room to keep the newest event in view.
            # (Not for the guide's step alone: its first lesson showed the piles' counts
            # as bare badges to a new player, QA 54, and its strip says what happens.)
            # Two px more where the piles leave them: Large text's ink touched the
            # question's box (QA 54).
            top = max(highest, bottom - step - above - advice)
        y = top
        panel_rect = None
        if cards:
            panel_rect = pygame.Rect(area.x, y, area.w, _CARDS_H)
            y += _CARDS_H + 2
        boxes = []
        for lines, size in texts:
            box = pygame.Rect(area.x, y, area.w, self._advice_height(lines, size))
            boxes.append((box, lines, size))
            y = box.bottom + 2
        rows = max(0, (bottom + 2 - y) // step)
        return LogStack(panel_rect, tuple(boxes), y + 4, rows, top < area.y)

    def pile_shown(self) -> tuple[str | None, int]:
        """The discard pile's top card and count as drawn: as they were while cards are
        still flying to it (see :meth:`Director.pile_shown`)."""
        shown = self.scene.director.pile_shown()
        model = self.scene.model
        return shown if shown is not None else (model.discard_top, model.discard_count)

    def deck_shown(self) -> int:
        """The deck's count as drawn: as it was while a reshuffle's backs still slide
        onto it (see :meth:`Director.deck_shown`)."""
        shown = self.scene.director.deck_shown()
        return shown if shown is not None else self.scene.model.deck_count

    def _draw_pile_counts(self, surface: pygame.Surface, lifted: bool, on_pile: int) -> None:
        """How many cards the deck and the discard pile hold: a label under each, or,
        while the log's stack is lifted into that room, a badge on each pile's
        top-right corner (a corner no card face puts its value in)."""
        layout = self.scene.layout
        for rect, key, n in ((layout.deck, "table.deck", self.deck_shown()),
                             (layout.discard, "table.discard", on_pile)):
            if not lifted:
                words = t(key, n=n)  # under its pile, clear of the other pile's (124 px on)
                count = self.assets.text(words, fit_size(self.assets, words, SMALL, 118), TEXT,
                                         "bold")
                blit_center(surface, count, (rect.centerx, rect.bottom + 16))
                continue
            self._badge(surface, str(n), (rect.right - 4, rect.y + 4))


    def _draw_log(self, surface: pygame.Surface, stack: LogStack) -> None:
        """The area under the piles, as :meth:`log_stack` lays it out."""
        scene = self.scene
        area = scene.layout.log
        if stack.cards is not None:
            self._draw_cards_left(surface, area, stack.cards.y)
        for i, (box, lines, size) in enumerate(stack.texts):
            # The guide's step (the last strip) shakes red when its other option is tried.
            bumped = scene.refused > 0 and scene.guide_prompt is not None \
                and i == len(stack.texts) - 1
            self._draw_coach(surface, box, lines, size, scene.refused if bumped else 0.0)
        notices = scene.notice_area
        if notices is not None and notices.colliderect(area) and scene.app.notices_over(scene):
            # A notice is shown over the log lines (the viewer's "Exported to …"); one in
            # the table's corner left the lines blank for its six seconds.
            return
        step = self.size(SMALL) + 5
        y = stack.log_y
        for text, size, weight, color, alpha in self.log_lines(stack.rows):
            label = self.assets.text(text, size, color, weight)
            # A row made smaller to fit sits in the middle of its row, not at its top.
            lower = (self.size(SMALL) - size) // 2
            blit_alpha(surface, label, (area.centerx - label.get_width() // 2, y + lower),
                       alpha)
            y += step

    def log_lines(self, rows: int) -> list[tuple[str, int, str, tuple[int, int, int], int]]:
        """The newest log entries in ``rows`` rows, oldest first: each row's text, size,
        weight, colour and opacity.

        The newest entry is bold and bright. One too wide for the area wraps onto a
        second row while there is room (older entries make way); with one row only,
        it takes the plain size if Large text made it too wide. An older entry too
        wide takes the plain size first (it is the one to read least), then wraps
        while there is room. Either, when neither helps, takes a smaller size, down
        to :data:`_LOG_SMALLEST`, and is cut with "…" only when even that does not fit.
        """
        if rows <= 0:
            return []
        director = self.scene.director
        # Cards on their way to a seat, not those sliding along its line (in it already).
        entries = self.scene.model.log_landed(
            lambda seat: director.arriving(seat) + director.hidden(seat)[1], rows)
        out: list[tuple[str, int, str, tuple[int, int, int], int]] = []
        for back, text in enumerate(reversed(entries)):
            room = rows - len(out)
            if room <= 0:
                break
            newest = back == 0
            weight = "bold" if newest else "regular"
            color = TEXT if newest else MUTED
            alpha = 255 if newest else 150 + 40 * (2 - back)
            pieces = self._log_fit(text, weight, room, newest)
            if len(pieces) > room:
                break
            out[:0] = [(piece, size, weight, color, alpha) for piece, size in pieces]
        return out

    def _log_fit(self, text: str, weight: str, room: int,
                 newest: bool) -> list[tuple[str, int]]:
        """``text`` as rows of the log's width (each with its size), in at most ``room``
        rows when it can be; see :meth:`log_lines` for the order of what is tried."""
        return self._remembered(("log", text, weight, room, newest),
                                lambda: self._fit_log(text, weight, room, newest))

    def _fit_log(self, text: str, weight: str, room: int,
                 newest: bool) -> list[tuple[str, int]]:
        """:meth:`_log_fit` worked out."""
        width = self.scene.layout.log.w
        small = self.size(SMALL)
        font = self.assets.font(weight, small)
        if font.size(text)[0] <= width:
            return [(text, small)]
        wrapped = balanced_wrap(font, text, width)
        plain_fits = self.assets.font(weight, SMALL).size(text)[0] <= width
        if newest and len(wrapped) <= room:
            return [(piece, small) for piece in wrapped]
        if plain_fits:
            return [(text, SMALL)]  # Large text's step back: still body size
        if not newest and len(wrapped) <= room:
            return [(piece, small) for piece in wrapped]
        for size in range(min(small, SMALL) - 1, _LOG_SMALLEST - 1, -1):
            if self.assets.font(weight, size).size(text)[0] <= width:
                return [(text, size)]
        return [(shortened(self.assets.font(weight, _LOG_SMALLEST), text, width),
                 _LOG_SMALLEST)]

    def _advice_fit(self, text: str, most: int,
                    largest: int | None = None) -> tuple[tuple[str, ...], int]:
        """The coach's line or the guide's prompt wrapped to the area's width in at most
        ``most`` lines, and the size that takes: the running size (or ``largest``), else
        the plain size, else smaller down to :data:`_LOG_SMALLEST`. Only when even that
        needs more lines is the last one cut with "…" (a long Dutch Swap suggestion with
        long names fits at a smaller size instead of losing its reason)."""
        return self._remembered(("advice", text, most, largest),
                                lambda: self._fit_advice(text, most, largest))

    def _stacked_height(self, texts: list[tuple[tuple[str, ...], int]]) -> int:
        """The height of the advice strips one under another, 2 px apart."""
        return sum(self._advice_height(lines, size) + 2 for lines, size in texts)

    def _remembered(self, key: tuple[object, ...], work: Callable[[], _T]) -> _T:
        """``work()``'s answer for ``key`` at today's text size and log width, worked out
        once (a few dozen kept: the log and advice of the moment)."""
        key = (*key, self.size(SMALL), self.scene.layout.log.w)
        if key not in self._fitted:
            if len(self._fitted) > 64:
                self._fitted.clear()
            self._fitted[key] = work()
        return cast(_T, self._fitted[key])

    def _fit_advice(self, text: str, most: int,
                    largest: int | None = None) -> tuple[tuple[str, ...], int]:
        """:meth:`_advice_fit` worked out."""
        width = self.scene.layout.log.w - 24
        top = self.size(SMALL) if largest is None else largest
        for size in dict.fromkeys([top, *range(min(top, SMALL), _LOG_SMALLEST - 1, -1)]):
            lines = balanced_wrap(self.assets.font("bold", size), text, width)
            if len(lines) <= most:
                return tuple(lines), size
        font = self.assets.font("bold", _LOG_SMALLEST)
        lines = wrap_text(font, text, width)
        return (*lines[:most - 1], shortened(font, " ".join(lines[most - 1:]), width)), \
            _LOG_SMALLEST

    def _hint_fit(self, hints: list[str]) -> tuple[int, int]:
        """The type size for every one of a question's ``hints`` and the widest one's
        width at it (at most :meth:`hint_room`)."""
        assets = self.assets
        room = self._hint_room()
        font = assets.font("regular", self.size(SMALL))
        longest = max(hints, key=lambda words: font.size(words)[0])
        size = shrunk_size(assets, longest, self.size(SMALL), room, "regular", SMALL - 3)
        return size, min(room, assets.font("regular", size).size(longest)[0])

    def hint_room(self) -> int:
        """How wide a question's hint may be: :data:`_HINT_ROOM`, less where side seats
        come closer beside the question's box (at 10 seats a German Swap's hint in Large
        text ran over Ann's total and Ivo's name: QA 35)."""
        layout = self.scene.layout
        area = layout.prompt
        bottom = area.bottom + self.assets.font("regular", self.size(SMALL)).get_linesize() + 2
        left, right = 0, WIDTH
        for box in layout.seats:
            if box.rect.y < bottom and box.rect.bottom > area.y:
                if box.rect.right <= area.centerx:
                    left = max(left, box.rect.right)
                elif box.rect.x >= area.centerx:
                    right = min(right, box.rect.x)
        half = min(area.centerx - left, right - area.centerx)
        return min(_HINT_ROOM, 2 * half - 48 - 8)

    def _hint_room(self) -> int:
        """:meth:`hint_room`, worked out once per table (it asks every frame)."""
        return self._remembered(("hint room", self.scene.layout.n), self.hint_room)

    def _advice_height(self, lines: tuple[str, ...], size: int) -> int:
        """The height of the strip that holds ``lines`` at ``size``."""
        return 6 + self.assets.font("bold", size).get_linesize() * len(lines)

    def _draw_coach(self, surface: pygame.Surface, box: pygame.Rect,
                    lines: tuple[str, ...], size: int, shaking: float = 0.0) -> None:
        """The coach's line or the guide's prompt on a gold-edged strip (``box``);
        ``shaking`` (seconds left) shakes it, edged red."""
        assets = self.assets
        linesize = assets.font("bold", size).get_linesize()
        if shaking > 0:
            box = box.move(round(5 * math.sin(shaking * 40)), 0)
        edge = (*RED, 230) if shaking > 0 else (*GOLD, 200)
        surface.blit(panel(assets, box.w, box.h, (40, 32, 8, 225), 8, edge), box)
        for i, line in enumerate(lines):
            label = assets.text(line, size, GOLD, "bold")
            blit_center(surface, label, (box.centerx, box.y + 3 + linesize * i
                                         + linesize // 2))

    def _draw_cards_left(self, surface: pygame.Surface, area: pygame.Rect, y: int) -> int:
        """How many of each number the next card may be: a small card and its count per
        number, zero counts dimmed; returns the panel's bottom."""
        scene = self.scene
        left = scene.shown_left()
        assets = self.assets
        chip_w, chip_h = 20, 28
        cells = len(left.numbers) + 1 if left is not None else 1
        word = assets.text(t("table.other"), SMALL, MUTED)
        # The last cell is as wide as its word ("other", "andere") needs; the numbers share
        # the rest, so a long word never runs past the panel (17 cells in Vengeance).
        last = max(32, word.get_width() + 6)
        step = min(32, (area.w - 8 - last) // max(1, cells - 1))
        width = min(area.w, step * (cells - 1) + last + 8)
        box = pygame.Rect(0, y, width, _CARDS_H)
        box.centerx = area.centerx
        surface.blit(panel(assets, box.w, box.h, (8, 10, 10, 200), 8, (*GOLD, 90)), box)
        if left is None:
            return box.bottom
        x = box.x + 4 + (step - chip_w) // 2
        painter = scene.painter
        for code, count in left.numbers:
            face = painter.face(code, chip_w, chip_h) if count else \
                painter.dimmed(code, chip_w, chip_h)
            surface.blit(face, (x, box.y + 2))
            label = assets.text(str(count), SMALL, TEXT if count else MUTED, "bold")
            blit_center(surface, label, (x + chip_w // 2, box.y + chip_h + 10))
            x += step
        centre = x - (step - chip_w) // 2 + last // 2
        # A bare count, as under the chips: "+10" over "other" read as the +10 card (QA 76).
        other = assets.text(str(left.others), SMALL, MUTED, "bold")
        blit_center(surface, other, (centre, box.y + chip_h // 2 + 2))
        blit_center(surface, word, (centre, box.y + chip_h + 10))
        return box.bottom

    # ------------------------------------------------------------------ prompt

    def _draw_forced(self, surface: pygame.Surface) -> None:
        """Where Hit and Stay would be: why a person holding the Zero draws without being
        asked (V-10, G-13); it shakes if they press S meanwhile."""
        scene = self.scene
        if scene.forced is None or scene.choice is not None:
            return
        seat = scene.forced
        # Not under the round summary or a hand-over (the scene keeps ``forced`` to the
        # Zero's holder still in the round: see TableScene._watch_forced).
        if scene.app.top is not scene:
            return
        assets = self.assets
        refused = scene.refused
        shake = round(5 * math.sin(refused * 40)) if refused > 0 else 0
        rect = scene.layout.buttons.move(shake, 0)
        edge = (*RED, 230) if refused > 0 else (*GOLD, 150)
        surface.blit(panel(assets, rect.w, rect.h, (30, 14, 16, 225), 12, edge), rect)
        top = addressed("forced.zero", seat == scene.model.you,
                        name=scene.model.seats[seat].name)
        why = t("forced.why")
        size = self._forced_size(top, why, rect.size)
        gap = (rect.h - 2 * size) // 3
        blit_center(surface, assets.text(top, size, RED if refused > 0 else TEXT, "bold"),
                    (rect.centerx, rect.y + gap + size // 2 + 1))
        blit_center(surface, assets.text(why, size, MUTED),
                    (rect.centerx, rect.bottom - gap - size // 2 - 1))

    def _forced_size(self, top: str, why: str, box: tuple[int, int]) -> int:
        """The type size of the Zero's two lines in a ``box`` (measured once per words
        and text size, not in every frame the notice shows)."""
        key = ("forced", top, why, box, self.assets.size(SMALL))
        size = self._fitted.get(key)
        if not isinstance(size, int):
            assets = self.assets
            # Large text's size where it fits the box (it kept the plain size: QA 75).
            room = box[0] - 16
            size = min(fit_size(assets, top, SMALL, room),
                       fit_size(assets, why, SMALL, room, "regular"))
            size = min(shrunk_size(assets, top, size, room, "bold", SMALL - 3),
                       shrunk_size(assets, why, size, room, "regular", SMALL - 3))
            # Two lines with room above, between and below them (the top line sat 2 px
            # under the box's edge with Large text: QA 77).
            while size > SMALL - 3 and 2 * size + 12 > box[1]:
                size -= 1
            self._fitted[key] = size
        return size

    def _draw_odds(self, surface: pygame.Surface) -> None:
        """Beside Hit: the chance that the next card busts the deciding person."""
        scene = self.scene
        odds = scene.odds
        if odds is None:
            return
        assets = self.assets
        area = scene.layout.odds
        percent = int(half_up(100 * odds.bust))  # 12.5 % is 13 %, as people round
        color = GREEN if odds.bust < 0.15 else GOLD if odds.bust < 0.3 else RED
        surface.blit(panel(assets, area.w, area.h, (10, 12, 10, 210), 12, (*color, 170)), area)
        big = assets.text(t("common.percent", n=percent), self.size(26), color, "black")
        surface.blit(big, big.get_rect(midleft=(area.x + 10, area.y + 19)))
        word = assets.text(t("odds.bust"), self.size(SMALL), TEXT, "bold")
        surface.blit(word, word.get_rect(midleft=(area.x + 14 + big.get_width(), area.y + 21)))
        if odds.saved:
            note = t("odds.saved")
        elif odds.flip7 > 0:
            note = t("odds.flip7", n=int(half_up(100 * odds.flip7)))
        else:
            # An empty deck: the next card comes from the discard pile, shuffled ("Deck 0"
            # beside "91 cards left" puzzled a player: QA twenty-sixth pass).
            note = tn("odds.reshuffle" if odds.reshuffle else "odds.left", odds.pile)
        room = area.w - 20  # 10 px either side, as the figure above keeps
        # A long word in Large text ("noch 105 Karten"): smaller until it fits, then cut.
        size = shrunk_size(assets, note, self.size(SMALL) - 1, room, "regular", _LOG_SMALLEST)
        small = assets.text(note, size, MUTED)
        if small.get_width() > room:
            small = small.subsurface((0, 0, room, small.get_height()))
        # At most 3 px into the box's bottom edge (Large text's "86 cards left" sat on it).
        surface.blit(small, (area.x + 10, min(area.y + 32, area.bottom - small.get_height())))

    def prompt_box(self) -> pygame.Rect | None:
        """Where the question to the deciding person is drawn now (``None``: no question)."""
        return self._prompt_parts()[2] if self.scene.choice is not None else None

    def _prompt_parts(self) -> tuple[pygame.Surface, pygame.Surface | None, pygame.Rect]:
        """The question's words, its hint (a choice without buttons: "Click, or arrows +
        Enter") and the box that holds them."""
        choice = self.scene.choice
        assert choice is not None
        assets = self.assets
        area = self.scene.layout.prompt
        # The box is its words and 24 px either side: the hint's room (between the side
        # seats) holds the question too (a 619 px question in a 640 px place reached 1 px
        # over a side seat at 5 seats).
        room = min(area.w, self._hint_room())
        words = choice.prompt
        if assets.font("bold", SMALL - 3).size(words)[0] > room:
            # Wider than its place at the smallest size, the question's box reached over
            # the side seats (a Swap's second question at a shared screen, with whose
            # card: QA 43). Only then without whose card: "Swap the 8" at 12 seats where
            # two seats held an 8 fitted at a smaller size whole (QA 214).
            words = choice.short_prompt
        hint = choice.hint if not choice.buttons() else ""
        colour = GOLD
        if choice.missed and not hint:
            # A Flip 7's button leaves no room for a hint under its question: a refused
            # click's words take the question's place for their few seconds.
            words, colour = choice.missed, RED
        size = shrunk_size(assets, words, self.size(22), room, "bold", SMALL - 3)
        text = assets.text(words, size, colour, "bold")
        note = None
        widest = 0
        if hint:
            # One size and width for every pick's hint: the box (and the Menu beside it)
            # keeps still as the arrows move the focus. A long name in a long hint
            # ("Enter: Unglückszahl 7 von Wilhelmina-Jos · erste Karte zurück: …")
            # takes a px or three off rather than the side seats' room.
            size, widest = self._remembered(("hint", *choice.hints()),
                                            lambda: self._hint_fit(choice.hints()))
            room = self._hint_room()
            if choice.missed:
                words = choice.missed  # set once, drawn every frame for its seconds
                note = self._remembered(("missed", words, size, room),
                                        lambda: self._missed_note(words, size, room))
                widest = max(widest, note.get_width())
            else:
                # Too wide even at the smallest size, every pick's hint takes two rows (a
                # German Swap's "… Rechtsklick oder Rücktaste" was cut at the box's edge
                # with a long name: QA 141); all of them, so the box keeps still.
                tall = self._remembered(
                    ("hint tall", size, room, *choice.hints()),
                    lambda: any(assets.font("regular", size).size(words)[0] > room
                                for words in choice.hints()))
                if tall:
                    note = self._remembered(("hint rows", hint, size, room),
                                            lambda: self._rows(hint, size, room, TEXT, 2))
                else:
                    note = assets.text(hint, size, TEXT)
        w = max(text.get_width(), widest) + 48
        h = max(area.h, text.get_height() + 4) + (note.get_height() + 2 if note else 0)
        return text, note, pygame.Rect(area.centerx - w // 2, area.y, w, h)

    def _missed_note(self, words: str, size: int, room: int) -> pygame.Surface:
        """Why a click was refused, in red under the question: on one line, a px or
        three smaller where it must, else on two (a German Swap's reason was cut off at
        the box's edge: QA 50)."""
        assets = self.assets
        # A px or two off at most, then two lines: Large text's reason came out smaller
        # than the hint above it (QA 51).
        fitted = shrunk_size(assets, words, size, room, "regular", size - 2)
        font = assets.font("regular", fitted)
        if font.size(words)[0] <= room:
            return assets.text(words, fitted, RED)
        return self._rows(words, size, room, RED)

    def _rows(self, words: str, size: int, room: int, colour: tuple[int, int, int],
              least: int = 1) -> pygame.Surface:
        """``words`` on at most two centred rows ``room`` wide, as tall as ``least`` rows
        at least."""
        assets = self.assets
        font = assets.font("regular", size)
        # Two parts ("Enter: … · undo the first card: …") break at their dot, which then
        # goes: a row that began "· erste Karte zurück" read as a stray mark.
        parts = [part.strip() for part in words.split(" · ", 1)]
        lines = parts if len(parts) == 2 and all(font.size(part)[0] <= room for part in parts) \
            else balanced_wrap(font, words, room, break_words=True)[:2]
        rows = [assets.text(line, size, colour) for line in lines]
        step = font.get_linesize()
        note = pygame.Surface((max(r.get_width() for r in rows), step * max(least, len(rows))),
                              pygame.SRCALPHA)
        for i, row in enumerate(rows):
            note.blit(row, ((note.get_width() - row.get_width()) // 2, i * step))
        return note

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        scene = self.scene
        choice = scene.choice
        if choice is None:
            return
        self._draw_odds(surface)
        assets = self.assets
        area = scene.layout.prompt
        text, note, box = self._prompt_parts()
        surface.blit(panel(assets, box.w, box.h, (10, 12, 10, 215), 12, (*GOLD, 140)), box)
        top = max(area.h, text.get_height() + 4)
        blit_center(surface, text, (area.centerx, area.y + top // 2))
        if note is not None:
            blit_center(surface, note, (area.centerx, area.y + top + note.get_height() // 2 - 2))
        buttons = choice.buttons()
        keys = {id(pick): assets.text(key_letter(pick.key), SMALL, GOLD, "black")
                for pick, _ in buttons if pick.key}
        # The words' room leaves the key's badge beside them and 12 px of face either
        # side (German "Aufhören (S)" in Large text touched the edge: QA eighth pass);
        # one size for every button, so that Hit and Stay read alike.
        size = min((fit_size(assets, str(pick.label), 24, pick.rect.w - 24 - (
            keys[id(pick)].get_width() + 24 if id(pick) in keys else 0))
            for pick, _ in buttons), default=24)
        # Dimmed while the table waits after a hand-over (it takes no pick then): a key
        # pressed in that half second did nothing, with no sign why (QA 103).
        waiting = scene.settling > 0
        for pick, focused in buttons:
            dim = pick.locked or waiting
            art = "button_disabled" if dim else "button_hover" if focused else "button"
            surface.blit(nine_slice(assets, art, pick.rect.w, pick.rect.h), pick.rect)
            if focused:
                pygame.draw.rect(surface, GOLD, pick.rect.inflate(6, 6), 3, border_radius=14)
            if self._coached(pick.move):
                self._coach_star(surface, (pick.rect.right - 6, pick.rect.y + 4))
            label = assets.text(str(pick.label), size, MUTED if dim else TEXT, "bold")
            key = keys.get(id(pick))
            if key is not None:
                total = label.get_width() + 12 + key.get_width() + 12
                x = pick.rect.centerx - total // 2
                surface.blit(label, label.get_rect(midleft=(x, pick.rect.centery)))
                box = pygame.Rect(0, 0, key.get_width() + 12, key.get_height() + 2)
                box.midleft = (x + label.get_width() + 12, pick.rect.centery)
                pygame.draw.rect(surface, GOLD, box, 2, border_radius=6)
                blit_center(surface, key, box.center)
            else:
                blit_center(surface, label, pick.rect.center)

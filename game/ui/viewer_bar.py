"""The replay viewer's controls: a track of the game's rounds, and a row of buttons.

They sit where a person's Hit and Stay buttons sit at a game (the table
keeps that strip free for 3 to 18 seats). The track shows every round as a
segment as long as its events, the position as a gold marker; a click on a
round jumps to its start. The buttons, left to right: back to the previous
round, one decision back, one event back, play or pause, one event on, one
decision on, the next round; then the speed, the score race, Export and
Back. Text buttons are as wide as their words (other languages are longer);
if the row would overflow, their type gets smaller. The line beside the
track tells where the game is, or what the button under the pointer does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from .theme import GOLD, MUTED, SMALL, TEXT
from .widgets import (
    Button,
    Widget,
    blit_center,
    fit_size,
    nine_slice,
    panel,
    shrunk_size,
)

if TYPE_CHECKING:
    from .assets import Assets

#: Width of the whole control strip (the table keeps 640 px free above the front seat).
WIDTH = 640
ICON = 40
GAP = 4


class IconButton(Button):
    """A square button with a drawn icon (and no words) and a line of help for the pointer."""

    def __init__(self, rect: pygame.Rect, icon: str, action: Callable[[], None],
                 help_text: str) -> None:
        super().__init__(rect, "", action)
        self.icon = icon
        self.help = help_text

    def draw(self, surface: pygame.Surface, assets: Assets, focused: bool) -> None:
        """Button art with the icon in the middle."""
        art = "button_disabled" if not self.enabled else "button_hover" if focused else "button"
        surface.blit(nine_slice(assets, art, self.rect.w, self.rect.h, 10), self.rect)
        draw_icon(surface, self.icon, self.rect, GOLD if focused else TEXT)


class HelpButton(Button):
    """A text button with a line of help for the pointer."""

    def __init__(self, rect: pygame.Rect, label: str, action: Callable[[], None],
                 help_text: str, size: int) -> None:
        super().__init__(rect, label, action, size=size)
        self.help = help_text

    def _sizes(self, assets: Assets) -> tuple[int, int]:
        """The size :func:`row_of` chose for the whole row, Large text included: a
        button with room to spare took a step larger again ("Schnell" beside a smaller
        "Exportieren", QA nineteenth pass)."""
        return self.size, SMALL


def draw_icon(surface: pygame.Surface, icon: str, rect: pygame.Rect,
              colour: tuple[int, int, int]) -> None:
    """Play, pause, steps and skips drawn from triangles and bars (no font has them all)."""
    cx, cy = rect.center
    s = rect.h * 0.22

    def right(x: float, size: float = s) -> None:
        pygame.draw.polygon(surface, colour, [(x - size * 0.8, cy - size), (x + size * 0.8, cy),
                                              (x - size * 0.8, cy + size)])

    def left(x: float, size: float = s) -> None:
        pygame.draw.polygon(surface, colour, [(x + size * 0.8, cy - size), (x - size * 0.8, cy),
                                              (x + size * 0.8, cy + size)])

    def bar(x: float, size: float = s) -> None:
        pygame.draw.rect(surface, colour, (round(x - 1.5), round(cy - size), 3, round(2 * size)))

    if icon == "play":
        right(cx + 2, s * 1.2)
    elif icon == "pause":
        for dx in (-5, 5):
            pygame.draw.rect(surface, colour, (cx + dx - 3, round(cy - s * 1.1), 6,
                                               round(2.2 * s)))
    elif icon == "event_forward":
        right(cx - 3, s * 0.8)
        bar(cx + 6, s * 0.8)
    elif icon == "event_back":
        left(cx + 3, s * 0.8)
        bar(cx - 6, s * 0.8)
    elif icon == "decision_forward":
        right(cx - 5)
        right(cx + 5)
    elif icon == "decision_back":
        left(cx + 5)
        left(cx - 5)
    elif icon == "round_forward":
        right(cx - 8, s * 0.85)
        right(cx + 1, s * 0.85)
        bar(cx + 9, s * 0.85)
    elif icon == "round_back":
        left(cx + 8, s * 0.85)
        left(cx - 1, s * 0.85)
        bar(cx - 9, s * 0.85)
    elif icon == "close":
        r = s * 0.9
        pygame.draw.line(surface, colour, (cx - r, cy - r), (cx + r, cy + r), 3)
        pygame.draw.line(surface, colour, (cx - r, cy + r), (cx + r, cy - r), 3)


def row_of(assets: Assets, x: int, y: int, icons: list[tuple[str, Callable[[], None], str]],
           texts: list[tuple[str, Callable[[], None], str]],
           shows: dict[int, Sequence[str]] | None = None) -> list[Widget]:
    """Icon buttons, then text buttons as wide as their words, centred in ``WIDTH`` from
    ``x``; the type, then the room around the words, shrink until the row fits (German's
    "Exportieren" and "Zurück" overflowed into the seats beside the strip at 16 px).

    ``shows`` gives, for a text button whose words change (the speed), every label it
    may show: it is as wide as the widest, so the row does not shift under the pointer
    as the words change (QA eighth pass)."""
    shows = shows or {}
    # A button's words need 20 px of its width (Button.overflows): the room never shrinks
    # below that. Large text tries its size first.
    for size, pad in ((assets.size(20), 26), (20, 26), (18, 26), (16, 26), (16, 22), (14, 22),
                      (14, 20)):
        widths = [max(assets.text(words, size, TEXT, "bold").get_width()
                      for words in (label, *shows.get(i, ()))) + pad
                  for i, (label, _, _) in enumerate(texts)]
        total = len(icons) * (ICON + GAP) + 8 + sum(w + GAP for w in widths) - GAP
        if total <= WIDTH:
            break
    left = x + max(0, (WIDTH - total) // 2)
    out: list[Widget] = []
    for icon, action, help_text in icons:
        out.append(IconButton(pygame.Rect(left, y, ICON, ICON), icon, action, help_text))
        left += ICON + GAP
    left += 8
    for (label, action, help_text), w in zip(texts, widths, strict=True):
        out.append(HelpButton(pygame.Rect(left, y, w, ICON), label, action, help_text, size))
        left += w + GAP
    return out


#: The narrowest a round is drawn on the track where it has room for every round so:
#: drawn by its share of the events alone, a short round had no room for its number
#: even in 10 px type (rounds 11 and 15 of an 18-round game: QA 112).
MIN_SEGMENT = 22


def track_spans(inner: pygame.Rect, rounds: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Each round's ``(left, right)`` on the track's ``inner`` part: its share of the
    events, but at least :data:`MIN_SEGMENT` px where every round can have that.

    >>> spans = track_spans(pygame.Rect(0, 0, 200, 10), [(0, 90), (90, 91), (91, 100)])
    >>> spans, [right - left for left, right in spans]
    ([(0, 156), (156, 178), (178, 200)], [156, 22, 22])
    """
    if not rounds:
        return []
    least = min(MIN_SEGMENT, inner.w // len(rounds))
    events = [max(0, stop - start) for start, stop in rounds]
    narrow: set[int] = set()
    while True:
        room = inner.w - least * len(narrow)
        rest = sum(n for i, n in enumerate(events) if i not in narrow)
        others = len(rounds) - len(narrow)
        widths = [least if i in narrow else room * n / rest if rest else room / others
                  for i, n in enumerate(events)]
        more = {i for i, w in enumerate(widths) if i not in narrow and w < least}
        if not more:
            break
        narrow |= more
    spans, reached = [], 0.0
    for width in widths:
        left = inner.x + round(reached)
        reached += width
        spans.append((left, inner.x + round(reached)))
    return spans


def track_x(spans: list[tuple[int, int]], rounds: list[tuple[int, int]], position: int,
            inner: pygame.Rect) -> int:
    """Where ``position`` is on the track: in its round's span, by its share of the
    round's events."""
    for (left, right), (start, stop) in zip(spans, rounds, strict=True):
        if position < stop:
            return left + (right - left) * max(0, position - start) // max(1, stop - start)
    return spans[-1][1] if spans else inner.x


def draw_track(surface: pygame.Surface, assets: Assets, rect: pygame.Rect,
               rounds: list[tuple[int, int]], end: int, position: int,
               current: int) -> None:
    """The rounds as segments (``(first event, past-the-last event)`` each), the
    position as a gold marker, the round shown brighter."""
    surface.blit(panel(assets, rect.w, rect.h, (0, 0, 0, 140), rect.h // 2,
                       (255, 255, 255, 50)), rect)
    inner = rect.inflate(-12, -12)
    spans = track_spans(inner, rounds)
    x = track_x(spans, rounds, position, inner) if rounds \
        else inner.x + inner.w * position // max(1, end)
    marker = pygame.Rect(x - 2, rect.y + 2, 4, rect.h - 4)
    segments = [pygame.Rect(x0 + 1, inner.y, max(1, x1 - x0 - 2), inner.h) for x0, x1 in spans]
    # The round shown is numbered first, clear of the marker, and the others give way
    # to it: in a 51-round game the marker stood on "24" and round 25, the lit one,
    # had no number (QA 153).
    lit_place = _lit_label(assets, segments, current, marker, inner)
    for number, segment in enumerate(segments, 1):
        colour = (90, 120, 100) if number == current \
            else (60, 74, 66) if number % 2 else (48, 60, 54)
        pygame.draw.rect(surface, colour, segment, border_radius=3)
    # The numbers over every segment: one reaching past its own is not cut by the next.
    # The first may reach into the track's edge as far as the others reach into their
    # neighbours: on a long track round 1 had no number ("2 3 4 …": QA 196).
    labelled = inner.x - 3  # where the last number drawn ends
    for number, segment in enumerate(segments, 1):
        lit = number == current
        if lit_place is not None and lit:
            label, centre = lit_place
            blit_center(surface, label, (centre, segment.centery))
            labelled = centre + (label.get_width() + 1) // 2
            continue
        # A short round's number is set smaller rather than left out: a track reading
        # "13, 15" looked as if round 14 were missing (QA 56). The smallest may fill
        # its segment to the edges, or reach past them where the number before it left
        # room: a 24-round game's track showed 1 to 11 and then nothing (QA 114).
        for size in (14, 12, 10):
            label = assets.text(str(number), size, MUTED, "bold")
            width = label.get_width()
            if width + 4 < segment.w:
                centre = label_x(segment, width, marker)
                if not _clear(centre, width, None, lit_place):
                    # The lit number beside the marker reaches in here: round 10 was
                    # drawn over "9", reading "90" (QA 158); smaller, it may still fit
                    # (QA 162: round 8 was left without a number).
                    continue
            elif size == 10 and segment.centerx - width // 2 >= labelled + 3 \
                    and _clear(segment.centerx, width, marker, lit_place):
                centre = segment.centerx
            else:
                continue
            blit_center(surface, label, (centre, segment.centery))
            labelled = centre + (width + 1) // 2
            break
    pygame.draw.rect(surface, GOLD, marker, border_radius=2)


def _lit_label(assets: Assets, segments: list[pygame.Rect], current: int,
               marker: pygame.Rect, inner: pygame.Rect) -> tuple[pygame.Surface, int] | None:
    """The lit round's number and where it is centred: at the largest size that fits
    its segment (else the smallest), where :func:`label_x` puts it, and beside the
    marker wherever the marker would stand on it (in a 30-round game it went through
    the lit "5": QA 158), on the side that keeps it within the track's ``inner`` rect
    (the last round's "71" stood past the track's end, round 1's "1" over its left
    edge: QA 196)."""
    if not 1 <= current <= len(segments):
        return None
    segment = segments[current - 1]
    for size in (14, 12, 10):
        label = assets.text(str(current), size, TEXT, "bold")
        if label.get_width() + 4 < segment.w:
            centre = label_x(segment, label.get_width(), marker)
            break
    else:
        centre = segment.centerx
    half = (label.get_width() + 1) // 2
    low, high = inner.left + half, inner.right - half
    if (marker.left - 2 <= centre + half and centre - half <= marker.right + 2) \
            or not low <= centre <= high:
        sides = sorted((marker.left - 3 - half, marker.right + 3 + half),
                       key=lambda side: abs(side - segment.centerx))
        centre = next((side for side in sides if low <= side <= high),
                      min(max(centre, low), high))
    return label, centre


def _clear(centre: int, width: int, marker: pygame.Rect | None,
           lit: tuple[pygame.Surface, int] | None) -> bool:
    """Would a number ``width`` wide centred at ``centre`` keep off the marker (when
    given) and the lit round's number?"""
    left, right = centre - (width + 1) // 2, centre + (width + 1) // 2
    if marker is not None and marker.left - 2 <= right and left <= marker.right + 2:
        return False
    if lit is None:
        return True
    label, middle = lit
    half = (label.get_width() + 1) // 2
    return right + 3 <= middle - half or middle + half + 3 <= left


def label_x(segment: pygame.Rect, width: int, marker: pygame.Rect) -> int:
    """Where a segment's round number is centred: in the middle, or where the marker
    in it leaves the more room, so that the marker never hides the number (QA 37: it
    stood over the "1" at a round's first moves).

    >>> import pygame
    >>> label_x(pygame.Rect(0, 0, 100, 10), 8, pygame.Rect(0, 0, 4, 10).move(90, 0))
    50
    >>> label_x(pygame.Rect(0, 0, 100, 10), 8, pygame.Rect(0, 0, 4, 10).move(48, 0))
    24
    """
    middle = segment.centerx
    if not (marker.left - 2 <= middle + width // 2 and middle - (width + 1) // 2
            <= marker.right + 2):
        return middle
    left, right = marker.left - segment.left, segment.right - marker.right
    if max(left, right) < width + 6:
        return middle  # no room beside it: the number stays where it is looked for
    return (segment.left + marker.left) // 2 if left >= right else \
        (marker.right + segment.right) // 2


def track_round(rect: pygame.Rect, rounds: list[tuple[int, int]],
                pos: tuple[int, int]) -> int | None:
    """The round under the point ``pos`` on the track ``rect``, if any."""
    if not rect.collidepoint(pos) or not rounds:
        return None
    for number, (_left, right) in enumerate(track_spans(rect.inflate(-12, -12), rounds), 1):
        if pos[0] < right:
            return number
    return len(rounds)


#: The smallest the line beside the track is set before a name in it is cut: at 10
#: seats in German Large text the winner was "G… hat gewonnen" (QA twenty-seventh pass).
STATUS_SMALLEST = 14


def fit_name(assets: Assets, width: int, sentence: Callable[[str], str], name: str) -> str:
    """``sentence(name)``, the name shortened with "…" as far as needed for the
    whole sentence to fit ``width`` beside the track at its smallest size
    (:data:`STATUS_SMALLEST`; "Maximilia… hat gewonnen" rather than "Maximilianusss
    hat gev"). :func:`draw_status` then sets it as large as it fits."""
    font = assets.font("bold", STATUS_SMALLEST)
    text = sentence(name)
    for keep in range(len(name) - 1, 0, -1):
        if font.size(text)[0] <= width:
            break
        text = sentence(name[:keep].rstrip() + "…")
    return text


def draw_status(surface: pygame.Surface, assets: Assets, text: str,
                rect: pygame.Rect) -> None:
    """The line beside the track (a step back from Large text, then smaller down to
    :data:`STATUS_SMALLEST`, then cut, to fit)."""
    size = fit_size(assets, text, SMALL, rect.w)
    size = shrunk_size(assets, text, size, rect.w, "bold", min(size, STATUS_SMALLEST))
    label = assets.text(text, size, TEXT, "bold")
    if label.get_width() > rect.w:
        label = label.subsurface((0, 0, rect.w, label.get_height()))
    surface.blit(label, label.get_rect(midleft=rect.midleft))


#: The key box's lines and type size, by (words, room, Large text's size): measured
#: once, not in every frame the box is up.
_KEY_LINES: dict[tuple[str, int, int], tuple[tuple[str, ...], int]] = {}


def _key_lines(assets: Assets, text: str, room: int) -> tuple[tuple[str, ...], int]:
    """``text`` (items joined by " · ") on one line, or two broken between items as
    evenly as they can be (never inside one: a line began "· + −" where the words
    were wrapped), at the largest size that fits ``room``; and that size."""
    key = (text, room, assets.size(SMALL))
    if key not in _KEY_LINES:
        items = text.split(" · ")
        pairs = [(" · ".join(items[:k]), " · ".join(items[k:])) for k in range(1, len(items))]
        found: tuple[tuple[str, ...], int] | None = None
        for size in (assets.size(SMALL), SMALL, SMALL - 2):
            font = assets.font("bold", size)
            if font.size(text)[0] <= room:
                found = ((text,), size)
                break
            widest = {pair: max(font.size(line)[0] for line in pair) for pair in pairs}
            best = min(widest, key=widest.__getitem__, default=None)
            if best is not None and widest[best] <= room:
                found = (best, size)
                break
        half = len(items) // 2
        _KEY_LINES[key] = found or ((" · ".join(items[:half]), " · ".join(items[half:])),
                                    SMALL - 2)
    return _KEY_LINES[key]


def draw_more_keys(surface: pygame.Surface, assets: Assets, text: str, area: pygame.Rect
                   ) -> None:
    """The rest of the viewer's keys (``text``: items joined by " · "), on one line or
    two at the foot of ``area``, above the track's row, which holds the main ones
    meanwhile (:func:`_key_lines`)."""
    lines, size = _key_lines(assets, text, area.w - 24)
    step = assets.font("bold", size).get_linesize()
    height = step * len(lines) + 8
    box = pygame.Rect(area.x, area.bottom - height, area.w, height)
    surface.blit(panel(assets, box.w, box.h, (6, 6, 6, 255), 12, (*GOLD, 120)), box)
    for i, line in enumerate(lines):
        label = assets.text(line, size, GOLD, "bold")
        blit_center(surface, label, (box.centerx, box.y + 4 + step * i + step // 2))


def draw_help(surface: pygame.Surface, assets: Assets, text: str, rect: pygame.Rect) -> None:
    """What the button under the pointer does, across the track's row."""
    surface.blit(panel(assets, rect.w, rect.h, (0, 0, 0, 160), rect.h // 2,
                       (*GOLD, 120)), rect)
    label = assets.text(text, fit_size(assets, text, SMALL, rect.w - 24), GOLD, "bold")
    if label.get_width() > rect.w - 24:
        label = label.subsurface((0, 0, rect.w - 24, label.get_height()))
    blit_center(surface, label, rect.center)

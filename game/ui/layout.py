"""Where everything sits on the 1280×720 table: pure functions, no display needed.

Seats sit on a closed curve around the centre: an ellipse for small tables,
flattening towards a rounded rectangle (a superellipse) as seats are added,
because a 16:9 screen has room in its corners that a true ellipse wastes.
The human seat is at the bottom centre and larger; the others follow
clockwise (seat + 1 is to the human's left, as at a real table), spaced evenly
by arc length. Seat size comes in tiers chosen by the number of seats, and
the tests check for 3 to 18 seats that no two seats overlap, nothing leaves
the screen, and the centre (deck, discard pile, log, prompt) stays clear.

>>> layout = table_layout(4)
>>> len(layout.seats), layout.seats[0].rect.centerx
(4, 640)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

from pygame import Rect

from .theme import HEIGHT, WIDTH, text_size


def row_offset(card_h: int) -> int:
    """How far a wrapped row of cards sits below the one above (showing its index)."""
    return int(card_h * 0.46)


@dataclass(frozen=True)
class Tier:
    """A seat size: panel width, card size in the line, type sizes."""

    name: str
    width: int
    card_w: int
    card_h: int
    name_size: int
    total_size: int
    rows: int  # rows the line may wrap into before cards overlap harder
    status_size: int = 18  # the line under the name ("Stayed · 18")

    @property
    def header(self) -> int:
        """Height of the name/total header: the total, or the name over its status line,
        whichever is taller."""
        return max(self.total_size + 10, self.name_size + self.status_size + 2)

    def large(self) -> Tier:
        """This tier for the Large text setting: bigger names and status lines (the
        header grows to hold them, the cards keep their size)."""
        return replace(self, name_size=text_size(self.name_size, True),
                       status_size=text_size(self.status_size, True))

    @property
    def line_height(self) -> int:
        """Height of the line area (extra rows peek out below the first)."""
        return self.card_h + (self.rows - 1) * row_offset(self.card_h)

    @property
    def height(self) -> int:
        """Height of the whole seat panel."""
        return 6 + self.header + 2 + self.line_height + 8


HUMAN = Tier("human", 470, 64, 90, 22, 38, 1)
TIERS = (
    Tier("large", 300, 56, 78, 20, 32, 2),
    Tier("medium", 244, 48, 67, 20, 30, 2),
    Tier("small", 208, 40, 56, 18, 28, 2),
    Tier("tiny", 164, 34, 48, 18, 28, 2),
)

#: The smallest visible strip of an overlapped card (its corner index must show).
MIN_STEP = 20
CARD_GAP = 4

#: The centre of the table: deck, discard pile, log and prompt live here.
CENTRE = Rect(372, 214, 536, 300)
DECK_CARD = (76, 106)
#: Above the human seat: the prompt and the Hit / Stay buttons.
#: Room between the odds box (and Menu) and a side seat beside them.
SEAT_CLEARANCE = 8

_DECISION_AREA = Rect(WIDTH // 2 - 320, HEIGHT - HUMAN.height - 6 - 100, 640, 100)


@dataclass(frozen=True)
class SeatBox:
    """One seat's panel: ``rect`` on screen, its tier, and the ``line`` area for cards."""

    seat: int
    rect: Rect
    tier: Tier
    line: Rect

    @property
    def card_size(self) -> tuple[int, int]:
        """Width and height of a card in this seat's line."""
        return (self.tier.card_w, self.tier.card_h)


@dataclass(frozen=True)
class TableLayout:
    """Every fixed region of the table scene for ``n`` seats."""

    n: int
    seats: tuple[SeatBox, ...]
    deck: Rect
    discard: Rect
    log: Rect
    prompt: Rect
    buttons: Rect
    #: The table's tool buttons, left of the deck: History, Coach, Cards left.
    tools: tuple[Rect, ...]
    #: Left of the Hit button: the chance that the next card busts the decider.
    odds: Rect
    #: Right of the Stay button (the odds box's mirror image, clear of every seat at 3 to
    #: 18 seats): Menu (Esc), the pause menu for a player who plays with the mouse alone.
    #: Not beside the piles: the front seat's card in play lies there.
    menu: Rect
    #: The bottom-left corner, clear of every seat and of the centre: where the table's
    #: notices go ("Couldn't save your game: …" across the top covered the top seat's
    #: name and total: QA 60); ``None`` where the seats leave too little (14 seats and
    #: more, 12 with Large text), and the notices go across the top as before.
    notices: Rect | None = None

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose panel contains ``pos``, if any."""
        for box in self.seats:
            if box.rect.collidepoint(pos):
                return box.seat
        return None


def room_right(layout: TableLayout, rect: Rect) -> int:
    """How far ``rect``'s row is free to the right of its left edge: up to the first
    seat beside it (:data:`SEAT_CLEARANCE` kept) or the screen's margin.

    >>> room_right(table_layout(3), Rect(782, 460, 178, 30))
    486
    """
    right = WIDTH - 12
    for box in layout.seats:
        seat = box.rect
        if seat.bottom > rect.top and seat.top < rect.bottom and seat.right > rect.left:
            right = min(right, seat.left - SEAT_CLEARANCE)
    return max(0, right - rect.left)


def tier_for(others: int, large: bool = False) -> Tier:
    """The largest seat tier that fits ``others`` seats around the table."""
    if others <= 4:
        tier = TIERS[0]
    elif others <= 7:
        tier = TIERS[1]
    elif others <= 11:
        tier = TIERS[2]
    else:
        tier = TIERS[3]
    return tier.large() if large else tier


def human_rect(tier: Tier = HUMAN) -> Rect:
    """The human seat panel, at the bottom centre."""
    return Rect((WIDTH - tier.width) // 2, HEIGHT - tier.height - 6, tier.width, tier.height)


def _box(seat: int, rect: Rect, tier: Tier) -> SeatBox:
    line = Rect(rect.x + 8, rect.y + 6 + tier.header + 2, rect.w - 16, tier.line_height)
    return SeatBox(seat, rect, tier, line)


def _squircle(theta: float, a: float, b: float, power: float) -> tuple[float, float]:
    """A point of the superellipse |x/a|^p + |y/b|^p = 1 (p = 2: an ellipse)."""
    c, s = math.cos(theta), math.sin(theta)
    e = 2.0 / power
    return (math.copysign(abs(c) ** e, c) * a, math.copysign(abs(s) ** e, s) * b)


@lru_cache(maxsize=32)
def table_layout(n: int, human: int = 0, large: bool = False) -> TableLayout:
    """The layout of a table of ``n`` seats (3–18) with ``human`` at the bottom centre;
    ``large`` for the Large text setting.

    >>> table_layout(18).seats[1].tier.name, table_layout(18, large=True).seats[1].tier.header
    ('tiny', 44)
    """
    if not 1 <= n <= 18:
        raise ValueError(f"the table shows 1 to 18 seats, not {n}")
    others = n - 1
    tier = tier_for(others, large)
    boxes = _ring(n, human, tier, HUMAN.large() if large else HUMAN)
    seats = tuple(boxes[s] for s in range(n))
    deck = Rect(0, 0, *DECK_CARD)
    deck.center = (CENTRE.centerx - 62, CENTRE.y + 82)
    discard = Rect(0, 0, *DECK_CARD)
    discard.center = (CENTRE.centerx + 62, CENTRE.y + 82)
    log = Rect(CENTRE.x, CENTRE.y + 166, CENTRE.w, 72)
    human_box = seats[human].rect
    buttons = Rect(0, 0, 330, 52)
    buttons.midbottom = (WIDTH // 2, human_box.y - 10)
    prompt = Rect(0, 0, 640, 34)
    prompt.midbottom = (WIDTH // 2, buttons.y - 4)
    tools = tuple(Rect(CENTRE.x + 4, deck.y - 2 + i * 38, deck.x - CENTRE.x - 16, 32)
                  for i in range(3))
    # A few pixels in from the decision area's edge, where the side seats of a big table
    # stop: at 10 seats Ann's seat and the odds box (Ivo's and Menu) touched (QA 20).
    odds = Rect(_DECISION_AREA.x + SEAT_CLEARANCE, buttons.y,
                buttons.x - _DECISION_AREA.x - 10 - SEAT_CLEARANCE, buttons.h)
    menu = Rect(0, 0, odds.w, tools[0].h)
    menu.midleft = (buttons.right + buttons.x - odds.right, buttons.centery)
    blocks = [box.rect for box in seats] + [CENTRE, odds, menu, buttons, prompt]
    return TableLayout(n, seats, deck, discard, log, prompt, buttons, tools, odds, menu,
                       corner_room(blocks))


#: The least room :func:`corner_room` offers (a short notice on two lines), and the most
#: width it takes (a notice wider than that reads as a banner across the table).
CORNER_LEAST = (240, 60)
CORNER_WIDEST = 400


def corner_room(blocks: list[Rect]) -> Rect | None:
    """The largest free rectangle in the bottom-left corner of the screen that keeps
    :data:`SEAT_CLEARANCE` from every one of ``blocks``, or ``None`` if it would be
    smaller than :data:`CORNER_LEAST`.

    >>> corner_room([Rect(0, 0, 1280, 500)])
    Rect(12, 508, 400, 204)
    >>> corner_room([Rect(0, 0, 1280, 690)]) is None
    True
    """
    best: Rect | None = None
    for width in range(CORNER_WIDEST, CORNER_LEAST[0] - 1, -20):
        span = Rect(12, 0, width, HEIGHT)
        top = max((b.bottom + SEAT_CLEARANCE for b in blocks if b.colliderect(span)),
                  default=8)
        room = Rect(12, top, width, HEIGHT - 8 - top)
        if room.h >= CORNER_LEAST[1] and (best is None or room.w * room.h > best.w * best.h):
            best = room
    return best


def _ring(n: int, human: int, tier: Tier, front: Tier = HUMAN) -> dict[int, SeatBox]:
    """Seats clockwise around the table, mirror-symmetric, spaced as widely as fits.

    The left half is packed greedily along the curve from the human seat
    upwards, each seat the first position clear of the previous one by a
    margin; a binary search finds the largest margin for which the packed
    half still meets its mirror image (or the single top seat). The result:
    even gaps, and by construction no two seats touch.
    """
    others = n - 1
    w, h = tier.width, tier.height
    human_box = _box(human, human_rect(front), front)
    rects: list[Rect] = []
    for power in (2.0, 2.6, 3.4, 4.5, 6.0, 9.0, 14.0):
        curve = _left_half(w, h, power)
        lo, hi = -1.0, 240.0
        best = _pack(curve, w, h, others, lo) if others else []
        if best is None:
            continue
        for _ in range(22):
            mid = (lo + hi) / 2
            packed = _pack(curve, w, h, others, mid)
            if packed is None:
                hi = mid
            else:
                lo, best = mid, packed
        rects = best
        break
    boxes = {human: human_box}
    for k, rect in enumerate(rects):
        seat = (human + 1 + k) % n
        boxes[seat] = _box(seat, rect, tier)
    return boxes


def _left_half(w: int, h: int, power: float) -> list[tuple[int, int]]:
    """Seat centres along the left half of the curve, from bottom centre to top centre."""
    cx, cy = WIDTH / 2, HEIGHT / 2
    a = WIDTH / 2 - w / 2 - 4
    b = HEIGHT / 2 - h / 2 - 4
    samples = 600
    points = []
    for i in range(samples + 1):
        x, y = _squircle(math.pi / 2 + math.pi * i / samples, a, b, power)
        points.append((round(cx + x), round(cy + y)))
    return points


def _pack(curve: list[tuple[int, int]], w: int, h: int, count: int,
          margin: float) -> list[Rect] | None:
    """Seats packed along ``curve`` with ``margin`` between them, mirrored; ``None`` if
    they do not fit."""
    pad = max(0, math.ceil(margin))
    blocked = [human_rect().inflate(2 * pad, 2 * pad)]
    half, middle = divmod(count, 2)
    left: list[Rect] = []
    i = 0
    for _ in range(half):
        while i < len(curve):
            rect = Rect(0, 0, w, h)
            rect.center = curve[i]
            if not rect.collidelist(blocked) >= 0 and not _in_centre(rect):
                break
            i += 1
        else:
            return None
        left.append(rect)
        blocked = [rect.inflate(2 * pad, 2 * pad)]
    top: list[Rect] = []
    if middle:
        rect = Rect(0, 0, w, h)
        rect.center = curve[-1]
        if rect.collidelist(blocked) >= 0 or _in_centre(rect):
            return None
        top.append(rect)
    right = [Rect(WIDTH - r.right, r.y, w, h) for r in reversed(left)]
    if not middle and left and left[-1].inflate(2 * pad, 2 * pad).colliderect(right[0]):
        return None
    return left + top + right


def _in_centre(rect: Rect) -> bool:
    return bool(rect.colliderect(CENTRE) or rect.colliderect(_DECISION_AREA))


def _index(arc: list[float], s: float) -> int:
    """The sample index whose arc length is closest to ``s`` (binary search)."""
    lo, hi = 0, len(arc) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if arc[mid] < s:
            lo = mid + 1
        else:
            hi = mid
    if lo > 0 and abs(arc[lo - 1] - s) < abs(arc[lo] - s):
        return lo - 1
    return lo


def line_slots(area: Rect, card_w: int, card_h: int, count: int,
               strip: int = MIN_STEP) -> list[Rect]:
    """Rects for ``count`` cards laid left to right in ``area``.

    Cards sit side by side while they fit; then they overlap, each showing a
    strip at least ``strip`` wide (its corner index: the table passes the
    reach of the widest one); when even that does not fit, the line wraps into
    rows that peek out below each other.

    >>> [r.x for r in line_slots(Rect(0, 0, 200, 80), 40, 56, 3)]
    [0, 44, 88]
    >>> len({r.y for r in line_slots(Rect(0, 0, 120, 90), 40, 56, 12)})
    2
    """
    if count <= 0:
        return []
    rows_fit = 1 + max(0, (area.h - card_h) // max(1, row_offset(card_h)))
    per_row = count
    step = _step(area.w, card_w, per_row)
    rows = 1
    while step < strip and rows < rows_fit:
        rows += 1
        per_row = -(-count // rows)
        step = _step(area.w, card_w, per_row)
    slots = []
    dy = row_offset(card_h)
    for i in range(count):
        row, col = divmod(i, per_row)
        slots.append(Rect(area.x + round(col * step), area.y + row * dy, card_w, card_h))
    return slots


def _step(width: int, card_w: int, count: int) -> float:
    if count <= 1:
        return float(card_w + CARD_GAP)
    return min(float(card_w + CARD_GAP), (width - card_w) / (count - 1))


def overlaps(layout: TableLayout) -> list[tuple[str, str]]:
    """Pairs of regions that overlap (empty for a good layout): a check for tests."""
    named = [(f"seat {b.seat}", b.rect) for b in layout.seats]
    centre = [("deck", layout.deck), ("discard", layout.discard), ("log", layout.log),
              ("prompt", layout.prompt), ("buttons", layout.buttons), ("odds", layout.odds)]
    centre += [(f"tool {i}", rect) for i, rect in enumerate(layout.tools)]
    centre += [("menu", layout.menu)]
    found = []
    for i, (na, ra) in enumerate(named):
        for nb, rb in named[i + 1:]:
            if ra.colliderect(rb):
                found.append((na, nb))
        for nb, rb in centre:
            if ra.colliderect(rb):
                found.append((na, nb))
    screen = Rect(0, 0, WIDTH, HEIGHT)
    for name, rect in named + centre:
        if not screen.contains(rect):
            found.append((name, "screen edge"))
    return found

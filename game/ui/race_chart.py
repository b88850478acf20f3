"""The score race: a line chart of every player's total, round by round.

Drawn with pygame into one surface per chart (it does not move, so a frame
costs a single blit). Every seat has its own colour from a palette chosen to
stay apart on the dark panel (the first eight are the Okabe–Ito colours,
safe for colour-blind players; lightness varies too). Each line ends in the
player's name and total, pushed apart so that even eighteen stay legible;
a legend below names every colour again. The target is a pale dashed line; a
round in which a player busted is a red cross on that player's line, a
Flip 7 a gold star. The winner's line is drawn last and thicker; a round
that several players went through on the same totals is drawn in turns of
their colours, so that a line on top hides none. Pointing at
a name (in the legend or at a line's end) brings that player's line to the
front and dims the others: with eighteen lines, one can be followed.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import numeral, t
from game.session.race import RaceSeries

from .theme import GOLD, MUTED, RED, SMALL, TEXT
from .widgets import shortened_among

if TYPE_CHECKING:
    from .assets import Assets

Color = tuple[int, int, int]

#: One colour per seat (up to 18), distinct on a dark panel.
PALETTE: tuple[Color, ...] = (
    (86, 180, 233), (230, 159, 0), (0, 178, 130), (240, 228, 66), (214, 131, 177),
    (233, 104, 40), (245, 245, 245), (140, 220, 120), (170, 140, 255), (255, 140, 140),
    (0, 215, 215), (205, 175, 125), (255, 95, 200), (150, 150, 150), (190, 235, 70),
    (100, 135, 255), (255, 205, 165), (205, 95, 255),
)

#: The target's dashed line: pale, not gold, which the yellow player's line and the
#: orange ones resembled at six players (QA fourteenth pass).
TARGET_LINE = (255, 255, 255, 150)

_LABEL = 16  # end-of-line labels and axis figures (a step larger with Large text)
#: How many busts on one point are drawn as a cross each; more are one cross and a count.
_SIDE_BY_SIDE = 3
_LEGEND_ROW = 22  # at the usual label size; as much taller as the labels are larger


def seat_colour(seat: int) -> Color:
    """The colour of ``seat``'s line (the same in the legend and at the line's end)."""
    return PALETTE[seat % len(PALETTE)]


def nice_step(span: float, ticks: int = 5) -> int:
    """A round grid step (10, 20, 25, 50, 100, …) giving about ``ticks`` lines over ``span``.

    >>> nice_step(200), nice_step(900), nice_step(30)
    (50, 200, 10)
    """
    raw = max(1.0, span / ticks)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 2.5, 5, 10):
        if raw <= factor * power:
            return max(1, int(factor * power))
    return int(10 * power)


def _dotted(out: pygame.Surface, colour: tuple[int, int, int], start: tuple[float, float],
            end: tuple[float, float], gap: float = 4.0) -> None:
    """A dotted line from ``start`` to ``end``: a dot every ``gap`` px.

    >>> out = pygame.Surface((4, 41))
    >>> _dotted(out, (255, 0, 0), (0, 0), (0, 40))
    >>> "".join("x" if out.get_at((0, y))[0] else "." for y in range(12))
    'xx..xx..xx..'
    """
    (x0, y0), (x1, y1) = start, end
    steps = max(1, int(math.hypot(x1 - x0, y1 - y0) // gap))
    for k in range(steps + 1):
        f = k / steps
        out.fill(colour, (round(x0 + (x1 - x0) * f), round(y0 + (y1 - y0) * f), 2, 2))


def spread_labels(wanted: list[float], height: float, top: float, bottom: float) -> list[float]:
    """Label centres as near ``wanted`` as they can be while ``height`` apart, within
    ``top``..``bottom`` (squeezed evenly when they cannot all fit).

    >>> spread_labels([100, 101, 300], 20, 0, 400)
    [90.5, 110.5, 300.0]
    """
    n = len(wanted)
    if n == 0:
        return []
    gap = height if n == 1 else min(height, (bottom - top) / (n - 1))
    order = sorted(range(n), key=lambda i: wanted[i])
    # Labels that would overlap form a cluster centred on the mean of their wishes;
    # clusters that then overlap merge, until none do.
    clusters: list[tuple[float, int]] = []  # (sum of wishes, labels)
    for i in order:
        clusters.append((float(wanted[i]), 1))
        while len(clusters) > 1:
            (sa, na), (sb, nb) = clusters[-2], clusters[-1]
            if sa / na - gap * (na - 1) / 2 + gap * na <= sb / nb - gap * (nb - 1) / 2:
                break
            clusters[-2:] = [(sa + sb, na + nb)]
    placed: list[float] = []
    for total, count in clusters:
        start = total / count - gap * (count - 1) / 2
        placed += [start + j * gap for j in range(count)]
    placed = [max(y, top + j * gap) for j, y in enumerate(placed)]
    placed = [min(y, bottom - (n - 1 - j) * gap) for j, y in enumerate(placed)]
    out = [0.0] * n
    for k, i in enumerate(order):
        out[i] = placed[k]
    return out


class RaceChart:
    """The chart of ``series`` in ``rect`` (screen coordinates)."""

    def __init__(self, assets: Assets, series: RaceSeries, rect: pygame.Rect,
                 names: list[str] | None = None) -> None:
        """``names`` replace the series' names on screen (``"You"`` for the player)."""
        self.assets = assets
        self.series = series
        self.rect = pygame.Rect(rect)
        self.names = names if names is not None else list(series.names)
        #: The seat whose line is brought to the front (``None``: the winner's, as usual).
        self.highlight: int | None = None
        self._drawn: dict[int | None, pygame.Surface] = {}
        #: Where each name is (legend and line ends), in the chart's own coordinates.
        self._names: list[tuple[pygame.Rect, int]] = []
        #: The labels' size and the legend's row height, for the Large text setting as the
        #: chart is made (the screens showing a chart are not under Settings).
        self.label = assets.size(_LABEL)
        self.legend_row = _LEGEND_ROW + self.label - _LABEL
        label_w = max((assets.text(self.end_label(s), self.label, TEXT, "bold").get_width()
                       for s in range(len(self.names))), default=40)
        legend_h = self.legend_rows() * self.legend_row + self.legend_row + 8
        self.plot = pygame.Rect(52, 14, self.rect.w - 52 - label_w - 30,
                                self.rect.h - 14 - 26 - legend_h)

    # ------------------------------------------------------------------ geometry

    def legend_rows(self) -> int:
        """Rows the legend needs."""
        return math.ceil(self.series.n / self._legend_columns())

    def _legend_columns(self) -> int:
        """As many columns as the rows need, filled evenly: six names in rows of five
        left "Ben" alone on the second row (QA 52); three and three read as a table."""
        n = self.series.n
        most = max(1, min(n, self.rect.w // 150))
        return math.ceil(n / math.ceil(n / most))

    def _key_top(self) -> int:
        """The top of the key's row (bust, Flip 7, target), in the chart's coordinates."""
        return self.plot.bottom + 30 + self.legend_rows() * self.legend_row + 4

    def _key_marks(self) -> tuple[tuple[str, str], ...]:
        """The key's marks and their words, left to right."""
        return (("bust", t("race.bust")), ("flip7", t("race.flip7")),
                ("target", t("race.target", target=self.series.target)))

    def key_room(self) -> pygame.Rect:
        """The room the key's row leaves right of its marks, on screen: a place for a
        line about the chart where nothing else has room for it."""
        end = 8 + sum(28 + self.assets.text(text, self.label, MUTED).get_width() + 26
                      for _, text in self._key_marks())
        return pygame.Rect(self.rect.x + end, self.rect.y + self._key_top(),
                           max(0, self.rect.w - end), self.legend_row)

    def _ranges(self) -> tuple[int, int, int]:
        """Lowest and highest value on the axis, and the grid step. Below 0 the axis
        ends a quarter step under the lowest total (room for its line and marks), not at
        the next whole step: a Brutal −2 took the chart down to −50, and a −6 to −20
        (QA 40 and 41)."""
        values = [v for line in self.series.totals for v in line]
        lowest = min(0, *values)
        high = max(self.series.target, *values)
        step = nice_step(high - lowest)
        low = max(math.floor(lowest / step) * step, lowest - step // 4) if lowest < 0 else 0
        high = math.ceil(high * 1.04 / step) * step
        return low, high, step

    def point(self, seat: int, round_: int) -> tuple[int, int]:
        """Where ``seat``'s total after ``round_`` rounds sits (in the chart's surface)."""
        low, high, _ = self._ranges()
        rounds = max(1, self.series.rounds)
        x = self.plot.x + self.plot.w * round_ / rounds
        y = self.plot.bottom - self.plot.h * (self.series.totals[seat][round_] - low) / (
            high - low)
        return (round(x), round(y))

    # ------------------------------------------------------------------ drawing

    def name_rects(self) -> list[tuple[pygame.Rect, int]]:
        """Where each player's name is on screen (in the legend and at the line's end)."""
        if not self._names:
            self._render()
        return [(rect.move(self.rect.topleft), seat) for rect, seat in self._names]

    def end_label(self, seat: int) -> str:
        """The label at the end of ``seat``'s line: the name and the last total."""
        return f"{self.names[seat]} {numeral(self.series.totals[seat][-1])}"

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The player whose name is at screen position ``pos``, if any."""
        return next((seat for rect, seat in self.name_rects() if rect.collidepoint(pos)), None)

    def point_at(self, pos: tuple[int, int]) -> bool:
        """The pointer moved to ``pos``: highlight the player named there; True if that
        changed what is drawn."""
        seat = self.seat_at(pos)
        changed = seat != self.highlight
        self.highlight = seat
        return changed

    def step(self, delta: int) -> None:
        """Bring the next (``delta`` 1) or previous (−1) player's line to the front, in
        the order of the labels at the lines' ends (highest total first); past either
        end, no line is picked out. The keyboard's way to what pointing at a name does."""
        ranked = sorted(range(self.series.n), key=lambda s: (-self.series.totals[s][-1], s))
        places: list[int | None] = [None, *ranked]
        at = places.index(self.highlight) if self.highlight in places else 0
        self.highlight = places[(at + delta) % len(places)]

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the chart (each look at it drawn once, then kept)."""
        image = self._drawn.get(self.highlight)
        if image is None:
            if len(self._drawn) > 1:  # keep the usual look and the latest highlight only
                self._drawn = {None: self._drawn[None]} if None in self._drawn else {}
            image = self._drawn[self.highlight] = self._render()
        surface.blit(image, self.rect)

    def colour(self, seat: int) -> Color:
        """``seat``'s colour, dimmed while another player's line is highlighted."""
        base = seat_colour(seat)
        if self.highlight is None or seat == self.highlight:
            return base
        return tuple(round(c * 0.35 + 12 * 0.65) for c in base)  # type: ignore[return-value]

    def _render(self) -> pygame.Surface:
        assets = self.assets
        out = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        series = self.series
        self._names = []
        self._draw_grid(out)
        if series.rounds == 0:
            note = assets.text(t("race.empty"), assets.size(SMALL), MUTED)
            out.blit(note, note.get_rect(center=self.plot.center))
        else:
            self._draw_lines(out)
            self._draw_end_labels(out)
        self._draw_legend(out, self.plot.bottom + 30)
        return out

    def _draw_grid(self, out: pygame.Surface) -> None:
        assets = self.assets
        low, high, step = self._ranges()
        plot = self.plot
        for value in range(math.ceil(low / step) * step, high + 1, step):
            y = plot.bottom - round(plot.h * (value - low) / (high - low))
            pygame.draw.line(out, (255, 255, 255, 70 if value == 0 else 28),
                             (plot.x, y), (plot.right, y))
            figure = assets.text(numeral(value), self.label, MUTED)
            out.blit(figure, figure.get_rect(midright=(plot.x - 8, y)))
        target = self.series.target
        y = plot.bottom - round(plot.h * (target - low) / (high - low))
        for x in range(plot.x, plot.right, 14):
            pygame.draw.line(out, TARGET_LINE, (x, y), (min(x + 8, plot.right), y), 2)
        rounds = max(1, self.series.rounds)
        every = max(1, math.ceil(rounds * 30 / max(1, plot.w)))
        ticks = list(range(0, rounds + 1, every))
        if ticks[-1] != rounds:
            # The last round is always numbered (thinned to every second round, a
            # 51-round game's axis ended at 50: QA 153); the number before it gives
            # way where the two would run together.
            if len(ticks) > 1 and (rounds - ticks[-1]) * plot.w / rounds < 30:
                ticks.pop()
            ticks.append(rounds)
        for r in ticks:
            x = plot.x + round(plot.w * r / rounds)
            pygame.draw.line(out, (255, 255, 255, 40), (x, plot.bottom), (x, plot.bottom + 5))
            if r:
                figure = assets.text(str(r), self.label, MUTED)
                out.blit(figure, figure.get_rect(midtop=(x, plot.bottom + 6)))

    def _order(self) -> list[int]:
        """Seats in drawing order: the highlighted player, else the winner (or leader),
        last, on top."""
        top = self.highlight
        if top is None:
            top = self.series.winner if self.series.winner is not None else self.series.leader
        return [s for s in range(self.series.n) if s != top] + [top]

    def _draw_lines(self, out: pygame.Surface) -> None:
        series = self.series
        order = self._order()
        for seat in order:
            points = [self.point(seat, r) for r in range(series.rounds + 1)]
            width = self._width(seat == order[-1])
            pygame.draw.lines(out, (10, 14, 12), False, points, width + 2)
            pygame.draw.lines(out, self.colour(seat), False, points, width)
        if self.highlight is None:
            self._draw_shared_rounds(out, order)
        marked = order if self.highlight is None else [self.highlight]
        # Every cross first, then the stars: a round's Flip 7 (one a round) was hidden
        # under the busts of the players drawn after it (QA eleventh pass).
        stars = [self.point(seat, r) for seat in marked for r in range(1, series.rounds + 1)
                 if series.flip7[r - 1] == seat]
        crosses: dict[tuple[int, int, bool], int] = {}
        for seat in marked:
            for r in range(1, series.rounds + 1):
                if seat in series.busts[r - 1]:
                    x, y = self.point(seat, r)
                    if any(abs(x - sx) < 10 and abs(y - sy) < 10 for sx, sy in stars):
                        # Under a star (a Flip 7 ending on the same total) the cross hid
                        # (QA 32): it moves back along its own line, flat in a bust round.
                        x -= 12
                    # Busts a few points apart are a few pixels apart: two crosses
                    # drawn there lay over each other as one blot (QA 135). Within a
                    # cross's height they share the first one's point, side by side.
                    last = r == series.rounds
                    key = next((k for k in crosses if k[0] == x and abs(k[1] - y) < 9
                                and k[2] == last), (x, y, last))
                    crosses[key] = crosses.get(key, 0) + 1
        # What a count of busts must not cover: every cross and star, and the counts
        # placed before it ("×?×5": QA 238).
        spread = {(x, y, last): 12 * (min(count, _SIDE_BY_SIDE) - 1)
                  for (x, y, last), count in crosses.items()}  # side by side, 12 px apart
        marks = [pygame.Rect(x - 6 - reach, y - 6, 13 + 2 * reach, 13)
                 for (x, y, _last), reach in spread.items()] + [
            pygame.Rect(sx - 9, sy - 9, 19, 19) for sx, sy in stars]
        counts: list[pygame.Rect] = []
        for (x, y, last), count in crosses.items():
            # Players who bust in one round on one total share a point: their crosses
            # lay on each other, three busts drawn as one (QA 82). A few go side by
            # side; more (ten on 0 in a first round at 18 seats) would run into the next
            # round, so one cross says how many.
            if count <= _SIDE_BY_SIDE:
                # 12 px apart: at 10 two crosses' strokes touched and read as one squiggle
                # (QA 83). In the last round they end at the line's end, short of the
                # names' dotted leaders (QA 117: centred, they ran into the names).
                first = -(count - 1) if last else -(count - 1) / 2
                for i in range(count):
                    _cross(out, (x + round((first + i) * 12), y), 4, RED)
                continue
            _cross(out, (x, y), 4, RED)
            # "×5", not a bare "5": beside the cross a number read like a score (QA 133).
            number = self.assets.text(f"×{count}", self.assets.size(SMALL), RED, "bold")
            place = self._count_place(out, number.get_rect(), x, y, marks, counts)
            counts.append(place.inflate(4, 0))
            # On the chart's own dark, the count stays readable where lines pass under
            # it (QA 226: "×4" crossed by four lines), placed where it hides least of
            # them (QA 236: above and right of its cross, it hid the lines rising there).
            pygame.draw.rect(out, (10, 14, 12), place.inflate(4, 0), border_radius=3)
            out.blit(number, place)
        for sx, sy in stars:
            _star(out, (sx, sy), 8, GOLD)

    def _count_place(self, out: pygame.Surface, size: pygame.Rect, x: int, y: int,
                     marks: list[pygame.Rect], counts: list[pygame.Rect]) -> pygame.Rect:
        """Where a count of busts (``size``) goes beside its cross at (``x``, ``y``):
        above or below it, right or left, within the plot, clear of the other ``counts``
        and then of the ``marks`` (crosses, stars) where it can be, on the fewest pixels
        of the lines drawn so far (right and above first where it is a tie). Never right
        of it past the plot: the last round's count stood among the names at the lines'
        ends, read as a part of one (QA 83)."""
        plot = self.plot
        tries = [size.copy() for _ in range(4)]
        tries[0].bottomleft, tries[1].bottomright = (x + 6, y - 3), (x - 6, y - 3)
        tries[2].topleft, tries[3].topright = (x + 6, y + 3), (x - 6, y + 3)
        within = [place for place in tries if plot.contains(place)] or [
            tries[0] if tries[0].right <= plot.right else tries[1]]
        drawn = out.get_rect()

        def ink(place: pygame.Rect) -> int:
            box = place.inflate(4, 0).clip(drawn)
            # The lines and crosses are opaque, the grid faint (alpha 70 at most).
            return pygame.mask.from_surface(out.subsurface(box), 100).count() if box else 0

        def covers(place: pygame.Rect, taken: list[pygame.Rect]) -> int:
            return len(place.inflate(4, 0).collidelistall(taken))

        # A count on a count is the worst ("×?×5": QA 238), then one on a cross or star.
        return min(within, key=lambda place: (covers(place, counts), covers(place, marks),
                                              ink(place)))

    def _draw_shared_rounds(self, out: pygame.Surface, order: list[int]) -> None:
        """A round that several players went through on the same totals is one segment
        drawn in turns of their colours: the line drawn last hid the others, and two
        players tied every round showed one line for two labels (QA 34)."""
        series = self.series
        for r in range(1, series.rounds + 1):
            shared: dict[tuple[int, int], list[int]] = {}
            for seat in order:
                shared.setdefault((series.totals[seat][r - 1], series.totals[seat][r]),
                                  []).append(seat)
            for seats in shared.values():
                if len(seats) > 1:
                    _striped(out, [self.colour(s) for s in seats],
                             self.point(seats[0], r - 1), self.point(seats[0], r),
                             self._width(order[-1] in seats))

    def _width(self, on_top: bool) -> int:
        """A line's width: the line drawn on top thicker, all thinner past 8 players."""
        return 4 if on_top else 3 if self.series.n <= 8 else 2

    def _draw_end_labels(self, out: pygame.Surface) -> None:
        assets = self.assets
        series = self.series
        ends = [self.point(s, series.rounds) for s in range(series.n)]
        height = assets.font("bold", self.label).get_linesize()
        # Ends on one pixel are told apart by their totals, the higher one above: in
        # seat order, "balanced#1 948" stood over "balanced#12 949" (QA 123).
        wanted = [y - series.totals[seat][series.rounds] * 1e-4
                  for seat, (_, y) in enumerate(ends)]
        ys = spread_labels(wanted, height, self.plot.y + height / 2,
                           self.plot.bottom - height / 2 + 12)
        x = self.plot.right + 18
        for seat, (ex, ey) in enumerate(ends):
            y = round(ys[seat])
            colour = self.colour(seat)
            # A dotted leader, not a line of the race: at 12+ seats the steep ones from
            # the ends to their labels read as last-round jumps (QA twenty-fifth pass).
            # It starts past a bust's cross at the end, which it ran into (QA 117).
            _dotted(out, colour, (ex + 2 + self._cross_reach(seat), ey), (x - 4, y))
            label = assets.text(self.end_label(seat), self.label, colour, "bold")
            rect = label.get_rect(midleft=(x, y))
            out.blit(label, rect)
            self._names.append((rect, seat))

    def _cross_reach(self, seat: int) -> int:
        """How far right of ``seat``'s line end a cross there reaches (0: none)."""
        busted = self.series.busts[-1]
        return 6 if seat in busted and self.highlight in (None, seat) else 0

    def _draw_legend(self, out: pygame.Surface, top: int) -> None:
        assets = self.assets
        columns = self._legend_columns()
        width = self.rect.w // columns
        for seat, name in enumerate(self.names):
            row, col = divmod(seat, columns)
            x, y = col * width + 8, top + row * self.legend_row
            mid = y + self.legend_row // 2 - 1  # 10 px down at the usual size
            pygame.draw.line(out, self.colour(seat), (x, mid), (x + 22, mid), 4)
            colour = GOLD if seat in (self.series.winner, self.highlight) else TEXT
            weight = "bold" if colour == GOLD else "regular"
            # A name too long for its column ends with "…", not a letter cut (QA 23).
            label = assets.text(shortened_among(assets.font(weight, self.label), name, self.names,
                                                 width - 40),
                                self.label, colour, weight)
            out.blit(label, (x + 30, y + 1))
            self._names.append((pygame.Rect(x, y, 30 + label.get_width(), self.legend_row),
                                seat))
        y = self._key_top()
        x = 8
        mid = y + self.legend_row // 2 - 1
        for mark, text in self._key_marks():
            if mark == "bust":
                _cross(out, (x + 10, mid), 4, RED)
            elif mark == "flip7":
                _star(out, (x + 10, mid), 8, GOLD)
            else:
                for dx in (0, 12):
                    pygame.draw.line(out, TARGET_LINE, (x + dx, mid), (x + dx + 8, mid), 2)
            label = assets.text(text, self.label, MUTED)
            out.blit(label, (x + 28, y + 1))
            x += 28 + label.get_width() + 26


def _striped(out: pygame.Surface, colours: list[Color], start: tuple[int, int],
             end: tuple[int, int], width: int, dash: float = 9.0) -> None:
    """A line from ``start`` to ``end`` in dashes of ``colours`` in turn, ``dash`` px each.

    >>> out = pygame.Surface((60, 3))
    >>> _striped(out, [(255, 0, 0), (0, 0, 255)], (0, 1), (54, 1), 1)
    >>> [tuple(out.get_at((x, 1)))[:3] for x in (4, 13, 22)]
    [(255, 0, 0), (0, 0, 255), (255, 0, 0)]
    """
    (x0, y0), (x1, y1) = start, end
    pieces = max(len(colours), round(math.hypot(x1 - x0, y1 - y0) / dash))
    for k in range(pieces):
        a, b = k / pieces, (k + 1) / pieces
        pygame.draw.line(out, colours[k % len(colours)],
                         (round(x0 + (x1 - x0) * a), round(y0 + (y1 - y0) * a)),
                         (round(x0 + (x1 - x0) * b), round(y0 + (y1 - y0) * b)), width)


def _cross(out: pygame.Surface, centre: tuple[int, int], r: int, colour: Color) -> None:
    x, y = centre
    pygame.draw.line(out, colour, (x - r, y - r), (x + r, y + r), 3)
    pygame.draw.line(out, colour, (x - r, y + r), (x + r, y - r), 3)


def _star(out: pygame.Surface, centre: tuple[int, int], r: int, colour: Color) -> None:
    x, y = centre
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    pygame.draw.polygon(out, colour, points)
    pygame.draw.polygon(out, (40, 30, 0), points, 1)

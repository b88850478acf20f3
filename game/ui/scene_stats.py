"""Statistics: one person's games, per edition, computed from the kept games.

On the left a table (games, wins, win rate, average round, best round, Flip
7s, bust rate, the longest run of wins) with a column for all games and one
per edition played; on the right how often they won at tables with each
computer temperament, and a small chart of how their round scores spread.
With more than one person in the kept games, ← → (or the arrows on the
name) choose whose statistics are shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import TYPE_CHECKING

import pygame

from game.i18n import half_up, msg, numeral, shown_player_name, t, tn
from game.session.kept import GameIndex
from game.session.seats import name_key
from game.session.stats import BIN, GROUPS, PersonStats, Statistics, Tally, statistics

from . import input as inp
from .scene_games import KeptGamesScene, fit
from .theme import GOLD, MUTED, RED, SMALL, TEXT, WIDTH
from .widgets import Menu, Selector, blit_center, fit_size, panel, shrunk_size, wrap_text

if TYPE_CHECKING:
    from .loop import App

#: The table's columns and the computers' temperaments, as catalogue keys.
GROUP_LABELS = {"all": "stats.group.all", "classic": "edition.classic",
                "vengeance": "edition.vengeance", "brutal": "stats.group.brutal"}
TEMPERAMENT_LABELS = {"careful": "setup.kind.careful", "balanced": "setup.kind.balanced",
                      "bold": "setup.kind.bold", "expert": "setup.kind.expert",
                      "custom": "stats.kind.custom", "other": "stats.kind.other"}
TABLE = pygame.Rect(50, 206, 650, 420)
AGAINST = pygame.Rect(720, 150, 510, 220)
SPREAD = pygame.Rect(720, 384, 510, 242)
#: Whose statistics: a name, or a chooser when several people played.
WHO = pygame.Rect(50, 150, 650, 44)


def percent(value: float | None) -> str:
    """``42 %``, or a dash when there is nothing to count.

    >>> percent(0.4167), percent(0.125), percent(None)
    ('42\\xa0%', '13\\xa0%', '—')
    """
    return "—" if value is None else t("common.percent", n=int(half_up(value * 100)))


def _number(value: float | int | None, digits: int = 0) -> str:
    if value is None:
        return "—"
    if not digits:
        return numeral(value)
    # A Brutal average below 0 with the true minus, as the table writes it.
    return numeral(f"{half_up(value, digits):.{digits}f}".replace(".", t("number.decimal")))


#: The rows of the table: label (a catalogue key), and the value of a tally as text.
ROWS: tuple[tuple[str, Callable[[Tally], str]], ...] = (
    ("stats.row.played", lambda tally: str(tally.games)),
    ("stats.row.won", lambda tally: str(tally.wins)),
    ("stats.row.win_rate", lambda tally: percent(tally.win_rate)),
    ("stats.row.average", lambda tally: _number(tally.average, 1)),
    ("stats.row.best", lambda tally: _number(tally.best)),
    ("stats.row.flip7s", lambda tally: str(tally.flip7s)),
    ("stats.row.bust_rate", lambda tally: percent(tally.bust_rate)),
    ("stats.row.streak", lambda tally: str(tally.streak)),
)


def bin_label(b: int) -> str:
    """The scores bin ``b`` of the spread holds, as a range: "0" under a bar holding 0 to
    9 read as the scores of 0 alone (QA 40). A range of minus scores is joined by "…":
    "−10–−1" read as "-10--1" in the small type under the bars (QA 106).

    >>> bin_label(0), bin_label(3), bin_label(-1)
    ('0–9', '30–39', '−10…−1')
    """
    join = "…" if b < 0 else "–"
    return f"{numeral(b * BIN)}{join}{numeral(b * BIN + BIN - 1)}"


#: The smallest type the spread's ticks step down to so that every range fits.
_SMALLEST_TICK = 11


def placed_ticks(ticks: Sequence[tuple[int, pygame.Rect]],
                 right: int) -> list[tuple[int, pygame.Rect]]:
    """Which of the spread's ticks to draw, and where, given each one's rank and
    place: by rank (lower first), then left to right, each where it clears every
    tick already placed by 8 px; one past ``right`` moves left to end there (the last
    bar's "100–109" was left out). "bust" and "−10…−1" ran together, ranges are wider
    than the bars at a wide spread, and with Large text, placed left to right, empty
    bars kept their ticks where full ones lost theirs (QA 40, 41).

    >>> R = pygame.Rect
    >>> [(i, p.x) for i, p in placed_ticks([(0, R(0, 0, 30, 9)), (1, R(20, 0, 30, 9)),
    ...     (2, R(40, 0, 30, 9)), (1, R(60, 0, 30, 9)), (2, R(120, 0, 30, 9))], 140)]
    [(0, 0), (3, 60), (4, 110)]

    An empty bar (rank 2 or more) beside a full one that lost its range keeps none
    either: "0–9" under an empty slot beside an unlabelled −5 bar read as that bar's
    range (QA 150).

    >>> [(i, p.x) for i, p in placed_ticks([(0, R(0, 0, 30, 9)), (1, R(20, 0, 30, 9)),
    ...     (2, R(50, 0, 30, 9))], 140)]
    [(0, 0)]
    """
    drawn: dict[int, pygame.Rect] = {}
    lost: set[int] = set()  # full bars whose range found no room
    for i in sorted(range(len(ticks)), key=lambda i: ticks[i][0]):
        place = ticks[i][1].move(min(0, right - ticks[i][1].right), 0)
        if ticks[i][0] >= 2 and (i - 1 in lost or i + 1 in lost):
            continue
        if place.inflate(16, 0).collidelist(list(drawn.values())) < 0:
            drawn[i] = place
        elif ticks[i][0] < 2:
            lost.add(i)
    return sorted(drawn.items())


class StatsScene(KeptGamesScene):
    """The statistics tab."""

    tab = "stats"
    #: The line about unreadable files may take three rows under the panels (it ends
    #: short of the notices' place).
    problem_rows = 3

    def __init__(self, app: App, index: GameIndex | None = None,
                 chosen: tuple[str, int, bool] | None = None,
                 who: str | None = None) -> None:
        self.stats: Statistics | None = None
        self.person = 0
        self.chooser: Menu | None = None
        super().__init__(app, index, chosen, who)

    def loaded(self) -> None:
        """Work the statistics out from the games just read."""
        self.stats = statistics(self.index.games)
        people = self.stats.people
        # The person chosen before a visit to the list, else the player as Settings
        # name them, spelt as the statistics tell people apart ("jürgen" in Settings
        # opened on someone else's figures beside Jürgen's games: QA 165).
        keys = [name_key(person.name) for person in people]
        wanted = [self.who, name_key(shown_player_name(self.app.settings.name))]
        self.person = next((keys.index(key) for key in wanted if key in keys), 0)
        if len(people) > 1:
            selector = Selector(WHO, msg("stats.player"), [p.name for p in people], self.person,
                                self._choose)
            self.chooser = Menu([selector])

    def _choose(self, name: str) -> None:
        assert self.stats is not None
        self.person = [p.name for p in self.stats.people].index(name)
        self.who = name_key(name)

    @property
    def shown(self) -> PersonStats | None:
        """The person whose statistics are on screen."""
        if self.stats is None or not self.stats.people:
            return None
        return self.stats.people[self.person]

    def handle(self, event: inp.Input) -> None:
        """Tabs and Back; ← → choose the person."""
        if self.handle_common(event):
            return
        if self.chooser is not None:
            if isinstance(event, inp.Press) and event.action in (inp.LEFT, inp.RIGHT):
                self.chooser.focused.nudge(-1 if event.action == inp.LEFT else 1, self.app)
            elif isinstance(event, inp.Click | inp.Point):
                self.chooser.handle(event, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """The frame, then the person's table and charts (or why there are none)."""
        self.draw_frame(surface, t("games.heading"))
        if self.loading or self.stats is None:
            self.draw_progress(surface)
            return
        assets = self.app.assets
        person = self.shown
        if person is None:
            box = pygame.Rect(150, 220, WIDTH - 300, 200)
            surface.blit(panel(assets, box.w, box.h, (8, 12, 10, 215), 18), box)
            blit_center(surface, assets.text(t("stats.none"), 28, GOLD, "black"),
                        (box.centerx, box.y + 70))
            # Finished games of computers alone (`simulate` records) are listed but count
            # for nobody: "Finish a game and it counts here" read as a fault (QA 59).
            # A game of people not finished yet is one to finish: it was said to have
            # had no person at the table (QA 198).
            alone = self.index.games and not any(game.people for game in self.index.games)
            more = t("stats.none_people" if alone else "stats.none_more")
            blit_center(surface, assets.text(more, fit_size(assets, more, 20, box.w - 40),
                                             TEXT, "bold"), (box.centerx, box.y + 124))
            if self.stats is not None and self.stats.unfinished:
                left = tn("stats.unfinished", self.stats.unfinished)
                blit_center(surface, assets.text(left, fit_size(assets, left, SMALL,
                                                                box.w - 40), MUTED, "bold"),
                            (box.centerx, box.y + 164))
            self.draw_problems(surface)
            return
        if self.chooser is not None:
            self.chooser.draw(surface, assets, show_focus=True)
        else:
            name = fit(assets, person.name, 28, GOLD, "black", WHO.w)
            surface.blit(name, name.get_rect(midleft=(WHO.x + 4, WHO.centery)))
        self._draw_table(surface, person)
        self._draw_against(surface, person)
        self._draw_spread(surface, person)
        for label, rect in self._counted():
            surface.blit(label, rect)
        self.draw_problems(surface)

    @property
    def problems_y(self) -> int | None:  # type: ignore[override]
        """Under the panels; under the note of what is counted when there is one."""
        if self.loading or self.stats is None:
            return None
        return 630 if self.shown is None else 660

    @property
    def notice_area_more(self) -> pygame.Rect:  # type: ignore[override]
        """The whole width left of Back, under the lines at the bottom, for a notice
        too tall for :attr:`notice_area`: with the note of what is counted running into
        that place (Large text in German, or an unfinished game not counted), a notice
        went across the top over the heading (QA 106)."""
        place = self.notice_place
        top = max([place.y, *(rect.bottom + 4 for rect in self.bottom_lines())])
        return pygame.Rect(50, top, place.right - 50, max(0, place.bottom - top))

    def bottom_lines(self) -> list[pygame.Rect]:
        """The note of what is counted, and the line about unreadable files."""
        return [rect for _, rect in self._counted()] + super().bottom_lines()

    def _counted(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The note under the panels: how many games the figures come from."""
        stats = self.stats
        if self.loading or stats is None or self.shown is None:
            return []
        note = tn("stats.counted", stats.counted)
        if stats.unfinished:
            note = t("stats.and_unfinished", counted=note,
                     unfinished=tn("stats.unfinished", stats.unfinished))
        label = self.app.assets.text(note, self.app.assets.size(SMALL), MUTED, "bold")
        return [(label, label.get_rect(topleft=(50, 632)))]

    def _draw_table(self, surface: pygame.Surface, person: PersonStats) -> None:
        assets = self.app.assets
        surface.blit(panel(assets, TABLE.w, TABLE.h, (8, 12, 10, 215), 18), TABLE)
        groups = [g for g in GROUPS if g == "all" or person.tallies[g].games]
        label_w = 240
        col_w = (TABLE.w - label_w - 20) // max(1, len(groups))
        y = TABLE.y + 18
        for k, group in enumerate(groups):
            x = TABLE.x + label_w + col_w * k + col_w // 2
            text = t(GROUP_LABELS[group])
            size = fit_size(assets, text, SMALL, col_w - 6)
            font = assets.font("bold", size)
            # A name wider than its column ("With a Vengeance" among four) takes two
            # lines rather than losing its end.
            lines = wrap_text(font, text, col_w - 6)[:2]
            top = y + 10 - font.get_linesize() * (len(lines) - 1) // 2
            for n, line in enumerate(lines):
                head = fit(assets, line, size, GOLD if group == "all" else MUTED, "bold",
                           col_w - 6)
                blit_center(surface, head, (x, top + n * font.get_linesize()))
        row_h = (TABLE.h - 60) // len(ROWS)
        for r, (label, value) in enumerate(ROWS):
            cy = TABLE.y + 58 + r * row_h + row_h // 2
            if r % 2 == 0:
                stripe = panel(assets, TABLE.w - 24, row_h - 4, (255, 255, 255, 14), 8, None)
                surface.blit(stripe, (TABLE.x + 12, cy - row_h // 2 + 2))
            text = t(label)
            name = fit(assets, text, fit_size(assets, text, 20, label_w - 30), TEXT, "bold",
                       label_w - 30)
            surface.blit(name, name.get_rect(midleft=(TABLE.x + 26, cy)))
            for k, group in enumerate(groups):
                tally: Tally = person.tallies[group]
                x = TABLE.x + label_w + col_w * k + col_w // 2
                figure = assets.text(value(tally), assets.size(22),
                                     GOLD if group == "all" else TEXT, "black")
                blit_center(surface, figure, (x, cy))

    def _box(self, surface: pygame.Surface, box: pygame.Rect, title: str) -> None:
        """A panel with its title in the corner."""
        assets = self.app.assets
        surface.blit(panel(assets, box.w, box.h, (8, 12, 10, 215), 18), box)
        surface.blit(fit(assets, title, 22, GOLD, "black", box.w - 40), (box.x + 20, box.y + 12))

    def _draw_against(self, surface: pygame.Surface, person: PersonStats) -> None:
        """Win rate at tables with each temperament, as bars."""
        assets = self.app.assets
        box = AGAINST
        self._box(surface, box, t("stats.against"))
        kinds = [k for k in TEMPERAMENT_LABELS if k in person.against]
        if not kinds:
            surface.blit(assets.text(t("stats.against_none"), assets.size(SMALL), MUTED),
                         (box.x + 20, box.y + 60))
            return
        row_h = min(30, (box.h - 56) // len(kinds))
        texts = {kind: t("stats.won_of", wins=person.against[kind].wins,
                         games=person.against[kind].games,
                         rate=percent(person.against[kind].win_rate)) for kind in kinds}
        # The bars give way to the longest "9 of 42 won · 21 %" (German runs longer).
        small = assets.size(SMALL)
        font = assets.font("regular", small)
        room = min(260, max(176, max(font.size(text)[0] for text in texts.values())))
        # As much room right of the words as left of the names (German ended 7 px from
        # the edge, QA nineteenth pass): 10 px after the bar, 20 px at the edge.
        bar_x, bar_w = box.x + 150, box.w - 150 - 10 - room - 20
        for i, kind in enumerate(kinds):
            entry = person.against[kind]
            cy = box.y + 54 + i * row_h + row_h // 2
            kind_name = t(TEMPERAMENT_LABELS[kind])
            name = fit(assets, kind_name, fit_size(assets, kind_name, SMALL, 124), TEXT, "bold",
                       124)
            surface.blit(name, name.get_rect(midleft=(box.x + 20, cy)))
            pygame.draw.rect(surface, (52, 62, 56), (bar_x, cy - 8, bar_w, 16),
                             border_radius=5)
            filled = round(bar_w * (entry.win_rate or 0.0))
            if filled:
                pygame.draw.rect(surface, GOLD, (bar_x, cy - 8, filled, 16), border_radius=5)
            label = fit(assets, texts[kind], small, MUTED, "regular", room)
            surface.blit(label, label.get_rect(midleft=(bar_x + bar_w + 10, cy)))

    def _draw_spread(self, surface: pygame.Surface, person: PersonStats) -> None:
        """How the round scores spread: busts, then bins of ten points."""
        assets = self.app.assets
        box = SPREAD
        self._box(surface, box, t("stats.spread"))
        bins = sorted(person.spread)
        if not bins and not person.busted:
            return
        low, high = (min(bins), max(bins)) if bins else (0, 0)
        columns: list[tuple[str, int, tuple[int, int, int]]] = [
            (t("summary.bust"), person.busted, RED)]
        for b in range(low, high + 1):
            columns.append((bin_label(b), person.spread.get(b, 0), GOLD))
        peak = max(1, *(count for _, count, _ in columns))
        plot = pygame.Rect(box.x + 20, box.y + 66, box.w - 40, box.h - 66 - 34)
        size = assets.size(14)  # the figures and ticks: 14 px, or Large text's step more
        # Ticks a size or more smaller where every bar's range fits so: at a wide
        # spread every other bar lost its range, the small one beside "bust" too
        # (QA 43). Where not even the smallest fits them all, the usual size, and
        # placement (below) keeps the ranges of the bars that hold rounds first.
        most = plot.w / len(columns)
        tick_size = size
        for smaller in range(size, _SMALLEST_TICK - 1, -1):
            font = assets.font("bold", smaller)
            widths = [font.size(label)[0] for label, _, _ in columns]
            # Neighbours' halves and the 8 px between them within a bar's width.
            if all((a + b) / 2 + 8 <= most for a, b in pairwise(widths)):
                tick_size = smaller
                break
        labels = [assets.text(label, tick_size, MUTED, "bold") for label, _, _ in columns]
        widest = max(label.get_width() for label in labels) + 8
        # Bars as wide as their ticks and the 8 px between them, where the box has room:
        # at 56 px, Large text's "30–39" gave way beside "20–29" with the box two
        # thirds empty (QA 42).
        width = min(max(56.0, widest), most)
        left = plot.x + (plot.w - width * len(columns)) / 2
        ticks: list[tuple[int, pygame.Surface, pygame.Rect]] = []
        for i, (_label, count, colour) in enumerate(columns):
            h = round(plot.h * count / peak)
            x = left + i * width
            bar = pygame.Rect(round(x) + 2, plot.bottom - h, max(2, round(width) - 4), h)
            if h:
                pygame.draw.rect(surface, colour, bar, border_radius=3)
            if count and width >= 24:  # how many rounds, over the bar
                # Within the bar's width, a size or more smaller where it must: with a
                # thousand games and Large text "645" and "664" over neighbours read
                # "645664" (QA 150); too wide even so, it is left out.
                words = str(count)
                fitted = shrunk_size(assets, words, size, round(width) - 4, "bold",
                                     _SMALLEST_TICK)
                figure = assets.text(words, fitted, TEXT, "bold")
                if figure.get_width() <= round(width) - 4:
                    blit_center(surface, figure,
                                (x + width / 2, plot.bottom - h - fitted // 2 - 3))
            tick = labels[i]
            place = tick.get_rect(center=(round(x + width / 2), plot.bottom + size // 2 + 5))
            # The bars that hold rounds first ("bust" before the others), then the empty
            # ones: an empty "bust" took the room of a bar's "30–39" (QA 42).
            ticks.append(((0 if i == 0 else 1) if count else (2 if i == 0 else 3), tick, place))
        for i, place in placed_ticks([(rank, place) for rank, _, place in ticks],
                                     box.right - 6):
            surface.blit(ticks[i][1], place)

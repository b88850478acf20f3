"""Your games: the kept games, newest first, to watch again or export; and a tab
for the statistics (:mod:`game.ui.scene_stats`).

The list reads ``games/`` through :class:`~game.session.kept.GameIndex`. With
its cache that takes a few milliseconds; without it (the first look after
an update, a folder copied in) every record is replayed, a few per frame, and
the screen shows how far it got. A file that is no readable record is not
listed; a line under the list says how many there are and why the first one
failed.

Keys: ↑ ↓ choose, Page Up / Page Down and Home / End move by pages, Enter
watches, E exports, Delete (or Backspace) deletes after asking, Tab shows the
statistics, Esc goes back. The wheel scrolls; a click chooses a game, a second
click on it watches it. A deleted game's file is not removed but renamed
(:meth:`~game.session.kept.GameIndex.delete`): a game is never lost by a slip.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.core.editions import CLASSIC, EDITIONS
from game.i18n import Message, msg, names_label, shown_player_name, t, tn
from game.session.kept import GameIndex, KeptGame
from game.session.records import RecordProblem, after_name
from game.storage.files import os_reason

from . import input as inp
from .cards import edition_name
from .loop import felt
from .scene import Scene
from .theme import GOLD, MUTED, RED, SMALL, TEXT, WIDTH
from .widgets import (
    Button,
    Menu,
    ScrollGrip,
    Widget,
    blit_center,
    cut_long_words,
    fit_size,
    fitting_names,
    panel,
    press_or_release,
    shortened,
    wrap_text,
)

if TYPE_CHECKING:
    from .assets import Assets
    from .loop import App

T = TypeVar("T")

#: Frame time spent replaying records while the list is being built.
BUILD_BUDGET = 0.010
LIST = pygame.Rect(50, 150, WIDTH - 100, 456)
#: Where the rounds column ends: 14 px inside a row's edge (a row leaves the scroll
#: bar its room), not on its border (QA eighth pass).
ROUNDS_RIGHT = LIST.right - 36
#: The type of a line about unreadable files too long for one line at :data:`SMALL`.
PROBLEM_SIZE = 16
HEADER = 34
ROW = 42
#: Column left edges, relative to the list (the rounds column is right-aligned to its end).
#: Column headers are catalogue keys (``games.column.<name>``).
COLUMNS = (("when", 20), ("edition", 200), ("players", 440), ("winner", 850), ("rounds", 1050))
#: The columns with Large text: the date and "With a Vengeance · Brutal" need more room.
COLUMNS_LARGE = (("when", 20), ("edition", 212), ("players", 476), ("winner", 850),
                 ("rounds", 1050))


def edition_label(edition: str, brutal: bool) -> str:
    """``"Classic"``, ``"With a Vengeance"`` or ``"With a Vengeance · Brutal"`` (in the
    language of the moment).

    >>> edition_label("vengeance", True)
    'With a Vengeance · Brutal'
    """
    return edition_name(EDITIONS[edition], brutal)


#: The list's column of players (0: when, 1: edition, 2: players, 3: winner).
PLAYERS_COLUMN = 2


def players_label(game: KeptGame, fits: int = 4) -> str:
    """The first names and how many more.

    >>> from game.session.kept import KeptGame
    >>> g = KeptGame("f", "e", "classic", False, 200, tuple("ABCDEF"), None, True, 0, (), (), ())
    >>> players_label(g)
    'A, B, C, D + 2 more'
    """
    return names_label(game.players, fits)


def fit(assets: Assets, text: str, size: int, colour: tuple[int, int, int], weight: str,
        width: int) -> pygame.Surface:
    """``text`` rendered within ``width`` pixels: shortened with "…" where it is wider
    (cut at the edge, a long name lost letters without a sign: QA twenty-third pass)."""
    return assets.text(shortened(assets.font(weight, size), text, width), size, colour,
                       weight)



def shown_date(ended: str) -> str:
    """When a kept game ended, as its language writes a date: "2026-12-05 01:21",
    "05.12.2026 01:21" (QA 52: German players read the ISO date as foreign). A
    date not in the form the index writes is shown as it is.

    >>> shown_date("2026-12-05 01:21:09")
    '2026-12-05 01:21'
    """
    year, month, day, time = ended[0:4], ended[5:7], ended[8:10], ended[11:16]
    if not (len(ended) >= 16 and ended[4] == ended[7] == "-" and ended[13] == ":"
            and (year + month + day).isdigit()):
        return ended[:16]
    return t("games.date", year=year, month=month, day=day, time=time)

class KeptGamesScene(Scene):
    """What the list and the statistics share: the index, loaded a bit per frame, the
    tabs, and the way back."""

    #: The tab this screen is ("games" or "stats").
    tab = "games"

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """Still once the index is read: the loop sleeps until input."""
        return self.building is None

    #: Notices (an export's "Saved to …") between the buttons at the bottom: across
    #: the top they covered the heading and the tabs.
    notice_place = pygame.Rect(520, 634, WIDTH - 520 - 240, 84)

    @property
    def notice_area(self) -> pygame.Rect:  # type: ignore[override]
        """:attr:`notice_place`, from below the lines written at the screen's bottom
        left where they reach into it: a notice covered the red line's reason for a
        game that could not be read (QA 106). Too little room left sends the notices
        across the top, as on any screen without room for them."""
        area = self.notice_place
        for rect in self.bottom_lines():
            if rect.colliderect(area):
                top = rect.bottom + 4
                area = pygame.Rect(area.x, top, area.w, max(0, area.bottom - top))
        return area

    def bottom_lines(self) -> list[pygame.Rect]:
        """Where the screen's lines under its list or panels are drawn."""
        return [rect for _, rect in self.problem_lines()]

    #: Where the line about unreadable files goes (``None``: not drawn now).
    problems_y: int | None = None
    #: The rows it may take when it runs long (the list's buttons are under two).
    problem_rows = 2

    def __init__(self, app: App, index: GameIndex | None = None,
                 chosen: tuple[str, int, bool] | None = None,
                 who: str | None = None) -> None:
        """Show ``index`` (loaded already), or load the player's games; ``chosen``: the
        list's lit game (its file), first row and whether the player chose that game
        (:attr:`GamesScene.picked`), kept while Statistics is open;
        ``who``: the person Statistics showed (their :func:`name_key`), kept likewise."""
        super().__init__(app)
        self.index = index if index is not None else GameIndex()
        #: The list's place to come back to from the other tab: Tab, Tab put the choice
        #: back on the first game, and E exported that one (QA 151).
        self.chosen = chosen
        #: And the person chosen in Statistics: Tab, Tab showed the player's own name
        #: again (QA 165).
        self.who = who
        self.building: Generator[tuple[int, int], None, None] | None = None
        self.progress = (0, 0)
        if index is None:
            self.building = self.index.build()
        tabs = [(msg("games.tab.games"), "games"), (msg("games.tab.stats"), "stats")]
        # The other tab shows its key: Tab switches, and nothing on screen said so (the
        # arrows move in the list, not between the tabs: QA 51).
        self.tabs = [Button(pygame.Rect(WIDTH // 2 - 230 + i * 240, 84, 220, 46), label,
                            partial(self.show_tab, tab),
                            "" if tab == self.tab else msg("key.tab"))
                     for i, (label, tab) in enumerate(tabs)]
        back = pygame.Rect(WIDTH - 230, 650, 190, 50)
        self.back_button = Button(back, msg("games.back"), self.back, msg("key.esc"))
        #: The tab or Back button the mouse button went down on (see press_or_release).
        self.pressed: Widget | None = None
        if self.building is None:
            self.loaded()

    @property
    def loading(self) -> bool:
        """Still reading the games?"""
        return self.building is not None

    def loaded(self) -> None:
        """The index is ready (override to build what the screen shows)."""

    def show_tab(self, tab: str) -> None:
        """Switch between the list and the statistics (the index goes along)."""
        if tab == self.tab or self.loading:
            return
        if tab == "stats":
            from .scene_stats import StatsScene

            self.app.replace(StatsScene(self.app, self.index, self.place(), self.who))
        else:
            self.app.replace(GamesScene(self.app, self.index, self.chosen, self.who))

    def place(self) -> tuple[str, int, bool] | None:
        """Where the list stands, to come back to (the list's own: see GamesScene)."""
        return self.chosen

    def back(self) -> None:
        """Back to the title; a reading left half done keeps what it has read."""
        if self.building is not None:
            # The games read so far go to the cache: left before the end, the next
            # opening started again from the first of 3,000 games (QA 165).
            self.building.close()
            self.building = None
        self.app.pop()

    def update(self, dt: float) -> None:
        """Read more records while building (a frame's worth of them)."""
        if self.building is None:
            return
        deadline = time.perf_counter() + BUILD_BUDGET
        for step in self.building:
            self.progress = step
            if time.perf_counter() > deadline:
                return
        self.building = None
        self.loaded()

    def handle_common(self, event: inp.Input) -> bool:
        """Esc, Tab and the tab and Back buttons; True if used."""
        if isinstance(event, inp.Press):
            if event.action == inp.BACK:
                self.back()
                return True
            if event.action in (inp.NEXT, inp.PREV):
                self.show_tab("stats" if self.tab == "games" else "games")
                return True
        if isinstance(event, inp.Click | inp.Release):
            # Acting on the release over the button pressed, as every button does.
            hit = next((button for button in [*self.tabs, self.back_button]
                        if button.rect.collidepoint(event.pos)), None)
            return press_or_release(self, hit, event, self.app)
        return False

    def draw_frame(self, surface: pygame.Surface, title: str) -> None:
        """Felt, the title, the tabs (this one lit) and Back."""
        assets = self.app.assets
        surface.blit(felt(assets, CLASSIC), (0, 0))
        blit_center(surface, assets.text(title, 44, GOLD, "black"), (WIDTH // 2, 44))
        for button, tab in zip(self.tabs, ("games", "stats"), strict=True):
            # The open tab is marked by a gold bar under it, not by the focus's ring: two
            # rings (the tab's and the Player selector's) left it unclear where the keys
            # act (QA 122).
            button.draw(surface, assets, False)
            if tab == self.tab:
                bar = pygame.Rect(0, 0, button.rect.w - 36, 4)
                bar.midtop = (button.rect.centerx, button.rect.bottom + 5)
                pygame.draw.rect(surface, GOLD, bar, border_radius=2)
        pointer = self.app.pointer
        self.back_button.draw(surface, assets, self.back_button.rect.collidepoint(pointer))

    def draw_progress(self, surface: pygame.Surface) -> None:
        """While the games are read: how far, in the middle of the list's place (drawn
        over the list's panel: under it, it was near invisible, the one sign of a long
        first opening: QA 123)."""
        if self.loading:
            done, todo = self.progress
            text = t("games.reading_count", done=done, todo=todo) if todo \
                else t("games.reading")
            assets = self.app.assets
            blit_center(surface, assets.text(text, assets.size(24), TEXT, "bold"), LIST.center)

    def draw_problems(self, surface: pygame.Surface) -> None:
        """The line about the files that could not be read (see :meth:`problem_lines`)."""
        for label, rect in self.problem_lines():
            surface.blit(label, rect)

    def problem_lines(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """A line about the files that could not be read, if any, with the first one's
        reason, at :attr:`problems_y`: in smaller type on up to :attr:`problem_rows`
        rows when it runs long (a German reason does), so the reason at its end is not
        cut off."""
        problems = self.index.problems
        y = self.problems_y
        if not problems or y is None:
            return []
        name, line = problems[0]
        why = self.index.why.get(name)
        if why is not None and why.key != "games.reason.folder":
            # The file named once, not as "the first: record: x.flip7.json: …" (the
            # command line's words, QA twenty-third pass); a bad move counted from 1
            # as on the title.
            why = after_name(why)
        reason = line if why is None else why  # worded in the language of the sentence
        count = len(problems)
        if isinstance(why, Message) and why.key == "games.reason.folder":
            # The folder itself, not "1 file in your games folder" (a file stood where
            # the folder should be: QA 49).
            text = t("games.folder_unreadable", folder=self.index.folder,
                     reason=why.params["reason"])
        elif name in str(reason):  # a reason that names the file ("cannot read x: …")
            text = tn("games.unreadable_named", count, reason=reason)
        else:
            text = tn("games.unreadable", count, file=name, reason=reason)
        # It ends short of the notices' place (a notice there covered its reason: QA 106)
        # unless that leaves too little room (a long path); then the notices give way.
        assets, width = self.app.assets, min(WIDTH - 340, self.notice_place.x - 60)
        if assets.font("bold", SMALL).size(text)[0] <= width:
            label = assets.text(text, SMALL, RED, "bold")
            return [(label, label.get_rect(topleft=(50, y)))]
        font = assets.font("bold", PROBLEM_SIZE)
        # A path breaks after a "/" rather than run long: cut with "…" on the last row,
        # it lost the reason after it (QA 109).
        wrapped = wrap_text(font, text, width, break_words=True)
        rows = self.problem_rows
        if len(wrapped) > rows:
            width = WIDTH - 340
            wrapped = wrap_text(font, text, width, break_words=True)
        if len(wrapped) > rows:  # a deep folder's path: cut in its middle
            wrapped = wrap_text(font, cut_long_words(font, text, width // 2), width)
        if len(wrapped) > rows:  # the rest on the last row, made smaller to fit
            wrapped = [*wrapped[:rows - 1], " ".join(wrapped[rows - 1:])]
        lines = []
        for n, line in enumerate(wrapped):
            label = fit(assets, line, PROBLEM_SIZE, RED, "bold", width)
            lines.append((label, label.get_rect(topleft=(50, y - 4 + n * font.get_linesize()))))
        return lines


class GamesScene(KeptGamesScene):
    """The list of kept games."""

    tab = "games"

    #: Between the Delete and Back buttons.
    notice_place = pygame.Rect(626, 628, WIDTH - 626 - 240, 90)

    @property
    def problems_y(self) -> int | None:  # type: ignore[override]
        """Under the list, once it is read."""
        return None if self.loading else LIST.bottom + 8

    def __init__(self, app: App, index: GameIndex | None = None,
                 chosen: tuple[str, int, bool] | None = None,
                 who: str | None = None) -> None:
        self.selected = 0
        self.top = 0
        #: Has the player chosen the lit row here (a click or a key)? The first row,
        #: lit as the list opens, was watched at a mouse player's first click, which on
        #: any other row only chooses it (QA 184).
        self.picked = False
        #: The mouse on the scroll bar (see :class:`ScrollGrip`).
        self.grip = ScrollGrip()
        self.games: list[KeptGame] = []
        super().__init__(app, index, chosen, who)
        y = 650
        self.watch_button = Button(pygame.Rect(50, y, 180, 50), msg("games.watch"), self.watch,
                                   msg("key.enter"))
        self.export_button = Button(pygame.Rect(242, y, 180, 50), msg("games.export"),
                                    self.export, "E")
        # Test games and abandoned tables stayed in the list and the statistics for
        # good (QA 57).
        self.delete_button = Button(pygame.Rect(434, y, 180, 50), msg("games.delete"),
                                    self.ask_delete, msg("key.delete"))
        self.menu = Menu([self.watch_button, self.export_button, self.delete_button,
                          self.back_button])
        self._enable()

    @property
    def notice_area_more(self) -> pygame.Rect:  # type: ignore[override]
        """Over the list, in the half the chosen game is not in, for a notice too tall
        for the place between the buttons: an export to a deep folder went across the
        top over the heading and the tabs for its six seconds (QA 109)."""
        rows = self.visible * ROW // 2
        lower = self.selected - self.top < self.visible // 2
        y = LIST.y + HEADER + (rows if lower else 0)
        return pygame.Rect(LIST.x + 40, y + 4, LIST.w - 80, rows - 8)

    @property
    def visible(self) -> int:
        """Rows that fit in the list."""
        return (LIST.h - HEADER) // ROW

    def loaded(self) -> None:
        """The games are read: show them, newest first."""
        self.games = list(self.index.games)
        self.selected = 0
        self.top = 0
        self.picked = False
        files = [game.file for game in self.games]
        if self.chosen is not None and self.chosen[0] in files:
            self.top = max(0, min(self.chosen[1], len(self.games) - self.visible))
            self.select(files.index(self.chosen[0]))
            # Chosen at an earlier visit, or only lit then (back from Statistics it was
            # watched at one click: QA 187); lit again either way (the first game lit
            # instead, out of view, was the one E exported: QA 151, QA 189).
            self.picked = self.chosen[2]
        if hasattr(self, "menu"):
            self._enable()

    def cover(self) -> None:
        """A dialog or the viewer over the list: a drag of the scroll bar ends here, as its
        release goes to that screen (back, mere moves of the pointer scrolled the list
        and no row lit under it: QA 189)."""
        self.grip.held = None

    def place(self) -> tuple[str, int, bool] | None:
        """The lit game's file, the first row shown, and whether the player chose it."""
        return (self.games[self.selected].file, self.top, self.picked) if self.games else None

    def _enable(self) -> None:
        for button in (self.watch_button, self.export_button, self.delete_button):
            button.enabled = bool(self.games) and not self.loading

    def select(self, index: int) -> None:
        """Choose row ``index`` (kept in range and on screen)."""
        if not self.games:
            return
        self.selected = max(0, min(index, len(self.games) - 1))
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.visible:
            self.top = self.selected - self.visible + 1

    def scroll(self, rows: int) -> None:
        """Move the view by ``rows`` (the choice stays)."""
        self.top = max(0, min(self.top + rows, max(0, len(self.games) - self.visible)))

    def watch(self) -> None:
        """Open the chosen game in the replay viewer."""
        from game.session.timeline import load_timeline

        from .scene_viewer import ViewerScene

        found = self._open_chosen(load_timeline)
        if found is not None:
            self.picked = True  # watched: chosen (QA 187: two clicks after the viewer)
            self.app.push(ViewerScene(self.app, found, self.games[self.selected].file))

    def export(self) -> None:
        """Export the chosen game's record."""
        from game.session.records import read_record

        from .scene_export import ExportScene

        found = self._open_chosen(read_record)
        if found is not None:
            self.picked = True
            self.app.push(ExportScene(self.app, found, self.games[self.selected].file))

    def ask_delete(self) -> None:
        """Ask before the chosen game leaves the list (and the statistics)."""
        if not self.games or self.loading:
            return
        from .scene_confirm import ConfirmScene

        game = self.games[self.selected]
        detail = msg("games.delete.detail", when=shown_date(game.ended),
                     players=players_label(game))
        self.app.push(ConfirmScene(self.app, msg("games.delete.question"),
                                   msg("games.delete.yes"), msg("games.delete.no"),
                                   partial(self.delete, game), detail=detail, careful=True))

    def delete(self, game: KeptGame) -> None:
        """Set ``game``'s file aside and take it off the list; say where it went, or
        why it could not be (a game whose file is gone leaves the list all the same)."""
        try:
            self.index.delete(game)
        except OSError as error:
            self.app.notice(t("games.delete.failed", file=game.file, reason=os_reason(error)),
                            self)
            if game in self.index.games:
                return
            done = False
        else:
            done = True
        self.games = list(self.index.games)
        if not self.games:
            self.selected = self.top = 0
        # The game that slides into its place is lit, not chosen: one click opened it
        # (QA 187).
        self.picked = self.picked and game in self.games
        self.select(self.selected)
        self.scroll(0)
        self._enable()
        if done:
            # Said of this list: it ends when another screen opens over it (an Export's
            # dialog took a refusal under it, as if the export had failed: QA 59).
            self.app.notice(t("games.deleted"), self)

    def _open_chosen(self, reader: Callable[[Path], T]) -> T | None:
        """The chosen game's file read by ``reader``; ``None`` (and a notice saying why) if
        there is none or it changed since the list was read."""
        if not self.games:
            return None
        game = self.games[self.selected]
        try:
            return reader(self.index.folder / game.file)
        except RecordProblem as problem:
            self.app.notice(t("games.cannot_open", file=game.file,
                              problem=problem.after_name()), self)
            return None

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The game under ``pos`` in the list, if any."""
        y = pos[1]
        top = LIST.y + HEADER
        bar = self._bar_area()
        if not LIST.collidepoint(pos) or y < top or (bar is not None and bar.collidepoint(pos)):
            return None
        row = self.top + (y - top) // ROW
        return row if row < len(self.games) and (y - top) // ROW < self.visible else None

    def update(self, dt: float) -> None:
        """Loading, then nothing moves."""
        was = self.loading
        super().update(dt)
        if was and not self.loading:
            self._enable()

    def handle(self, event: inp.Input) -> None:
        """Keys and clicks as in the module's docstring."""
        if self.handle_common(event):
            return
        if isinstance(event, inp.Scroll):
            self.scroll(-event.dy * 3)
            return
        # The scroll bar's column: a click beside the thumb pages, the thumb drags (a
        # click there chose the row under it, a second one opened it: QA 150).
        bar = self.grip.handle(event, self._bar_area(), self._track(), self._thumb())
        if bar is not None:
            kind, value = bar
            if kind == "page":
                self.scroll(round(value) * self.visible)
            elif kind == "drag":
                self.scroll(round(value * (len(self.games) - self.visible)) - self.top)
            return
        if isinstance(event, inp.Click):
            row = self.row_at(event.pos)
            if row is not None:
                if row == self.selected and self.picked:
                    self.watch()
                else:
                    self.app.sound.play("click")
                    self.select(row)
                    self.picked = True
                return
            self.menu.handle(event, self.app)
            return
        if isinstance(event, inp.Point | inp.Release):
            self.menu.handle(event, self.app)
            return
        if not isinstance(event, inp.Press):
            return
        moves = {inp.UP: -1, inp.DOWN: 1, inp.PAGE_UP: -self.visible,
                 inp.PAGE_DOWN: self.visible}
        if event.action in (inp.PAGE_UP, inp.PAGE_DOWN):
            # A page moves the view with the choice, as in any list: from the first
            # game Page Down moved the choice ten rows and the view one (QA 150).
            self.scroll(moves[event.action])
        if event.action in (*moves, inp.HOME, inp.END):
            self.picked = True
        if event.action in moves:
            self.select(self.selected + moves[event.action])
        elif event.action == inp.HOME:
            self.select(0)
        elif event.action == inp.END:
            self.select(len(self.games) - 1)
        elif event.action in (inp.CONFIRM, inp.SKIP):
            self.watch()
        elif event.action == inp.EXPORT:
            self.export()
        elif event.action in (inp.DELETE, inp.ERASE):  # a Mac's delete key is Backspace
            self.ask_delete()

    def draw(self, surface: pygame.Surface) -> None:
        """Title and tabs, the list with its header and scroll bar, notes, buttons."""
        self.draw_frame(surface, t("games.heading"))
        assets = self.app.assets
        surface.blit(panel(assets, LIST.w, LIST.h, (8, 12, 10, 215), 18), LIST)
        small = assets.size(SMALL)
        for name, x in self.columns:
            head = assets.text(t(f"games.column.{name}"), small, MUTED, "bold")
            if name == "rounds":
                surface.blit(head, head.get_rect(topright=(ROUNDS_RIGHT, LIST.y + 8)))
            else:
                surface.blit(head, (LIST.x + x, LIST.y + 8))
        if not self.loading:
            if self.games:
                self._draw_rows(surface)
            else:
                # Files there but none readable: "No games kept yet" beside "2 files could
                # not be read" contradicted itself (QA twenty-fifth pass).
                empty = t("games.none_readable" if self.index.problems else "games.none")
                blit_center(surface, assets.text(empty, assets.size(22), TEXT, "bold"),
                            LIST.center)
            total = assets.text(tn("games.count", len(self.games)), small, MUTED, "bold")
            surface.blit(total, total.get_rect(topright=(LIST.right, LIST.bottom + 8)))
            self.draw_problems(surface)
        self.draw_progress(surface)
        self.menu.draw(surface, assets, show_focus=any(
            w.rect.collidepoint(self.app.pointer) for w in self.menu.widgets))

    @property
    def columns(self) -> tuple[tuple[str, int], ...]:
        """The list's columns for the Large text setting of the moment."""
        return COLUMNS_LARGE if self.app.assets.size(SMALL) > SMALL else COLUMNS

    def _draw_rows(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        columns, small = self.columns, assets.size(SMALL)
        top = LIST.y + HEADER
        # The row under the pointer is lit faintly, as buttons are: a click chooses it
        # (QA 184: the rows were the one thing to click that did not show it).
        # Not under a dialog (Export, Delete), nor while the scroll bar is dragged.
        pointed = self.row_at(self.app.pointer) \
            if self.app.top is self and self.grip.held is None else None
        for i in range(self.visible):
            index = self.top + i
            if index >= len(self.games):
                break
            game = self.games[index]
            y = top + i * ROW
            row = pygame.Rect(LIST.x + 8, y + 2, LIST.w - 30, ROW - 4)
            if index == self.selected:
                surface.blit(panel(assets, row.w, row.h, (*GOLD, 60), 10, (*GOLD, 200)), row)
            elif index == pointed:
                surface.blit(panel(assets, row.w, row.h, (255, 255, 255, 34), 10,
                                   (*GOLD, 90)), row)
            elif i % 2 == 0:
                surface.blit(panel(assets, row.w, row.h, (255, 255, 255, 12), 10, None), row)
            cy = row.centery
            winner = shown_player_name(game.winner_name) if game.winner_name else None
            # A person's win in gold, a computer's in plain text.
            person_won = game.winner is not None and game.winner in game.people
            cells = [(shown_date(game.ended), TEXT, "bold"),
                     (edition_label(game.edition, game.brutal), TEXT, "regular"),
                     (players_label(game), TEXT, "regular"),
                     (winner if winner is not None else t("games.unfinished"),
                      GOLD if person_won else TEXT if winner is not None else MUTED, "bold")]
            for k, (text, colour, weight) in enumerate(cells):
                x = LIST.x + columns[k][1]
                width = columns[k + 1][1] - columns[k][1] - 16
                size = fit_size(assets, text, SMALL, width, weight)
                if k == PLAYERS_COLUMN:
                    # As many names as the column holds (a fifth was hidden with room to
                    # spare: QA 51), never the count of the rest.
                    text = fitting_names(assets.font(weight, size), game.players, width,
                                         most=len(game.players))
                label = fit(assets, text, size, colour, weight, width)
                surface.blit(label, label.get_rect(midleft=(x, cy)))
            rounds = assets.text(str(game.rounds_played), small, TEXT, "bold")
            surface.blit(rounds, rounds.get_rect(midright=(ROUNDS_RIGHT, cy)))
        self._draw_scroll_bar(surface)

    def _draw_scroll_bar(self, surface: pygame.Surface) -> None:
        if len(self.games) <= self.visible:
            return
        track = self._track()
        # Faint: drawn straight on the screen, its alpha was lost (solid white, as the
        # history's was: QA 144).
        surface.blit(panel(self.app.assets, track.w, track.h, (255, 255, 255, 50), 3, None),
                     track)
        pygame.draw.rect(surface, GOLD, self._thumb(), border_radius=4)

    def _track(self) -> pygame.Rect:
        """The scroll bar's track beside the rows."""
        return pygame.Rect(LIST.right - 14, LIST.y + HEADER, 6, self.visible * ROW)

    def _thumb(self) -> pygame.Rect:
        """The scroll bar's gold thumb where the list stands now."""
        track, count = self._track(), len(self.games)
        h = max(30, track.h * self.visible // max(1, count))
        y = track.y + (track.h - h) * self.top // max(1, count - self.visible)
        return pygame.Rect(track.x - 1, y, 8, h)

    def _bar_area(self) -> pygame.Rect | None:
        """The scroll bar's column (right of the rows' panels), while the list has more
        games than rows."""
        track = self._track()
        return pygame.Rect(LIST.right - 22, track.y, 22, track.h) \
            if len(self.games) > self.visible else None

    @property
    def dragging(self) -> int | None:
        """Where on the scroll bar's thumb the pointer holds it while it is dragged."""
        return self.grip.held

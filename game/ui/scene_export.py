"""Export: a copy of a game's record, to a file the player names (for a bug report,
or to share the game).

The field starts with a full path in the home folder, named after the game;
the player may change any of it. Enter exports, Esc cancels. An export
never overwrites a file, and a failure is said in the dialog, so the player
can choose another place.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.record import Record
from game.i18n import msg, t
from game.session.records import (
    RECORD_SUFFIX,
    ExportProblem,
    export_name,
    export_record,
    without_ending,
)
from game.storage.files import FileProblem, free_path

from . import input as inp
from .scene import Scene
from .theme import HEIGHT, MUTED, RED, SMALL, TEXT, WIDTH
from .widgets import (
    Button,
    Menu,
    TextField,
    blit_center,
    cut_long_words,
    dialog,
    fit_size,
    wrap_text,
)

if TYPE_CHECKING:
    from .loop import App

#: Paths may be long; the field shows their end. As long as a remembered folder may
#: be (:data:`game.storage.settings.MAX_FOLDER`, the system's own limit): at 400 the
#: offered path of a deep folder was cut at the first key (QA 195).
MAX_PATH = 4096


def default_target(name: str | None, home: Path | None = None) -> str:
    """Where an export goes unless the player says otherwise.

    >>> default_target("2026-12-01_20-15-42.flip7.json", Path("/home/ann"))
    '/home/ann/flip7-2026-12-01_20-15-42.flip7.json'
    >>> default_target("s27.json", Path("/home/ann"))  # not "s27.json.flip7.json"
    '/home/ann/flip7-s27.flip7.json'

    A name taken there already is not offered: the second export of one game was
    refused under the name it offered ("… already exists there": QA 56).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "flip7-s27.flip7.json").write_text("{}")
    >>> Path(default_target("s27.json", folder)).name
    'flip7-s27-2.flip7.json'
    """
    # A record opened under a plain ".json" name keeps one ending, the record's
    # (QA thirtieth pass: "flip7-s27.json.flip7.json"), in any case ("GAME.FLIP7.JSON",
    # "game.flip7": QA 195).
    stem = without_ending(name or "game") or "game"
    if stem.startswith("flip7-"):
        stem = stem.removeprefix("flip7-")
    wanted = export_name(stem).removesuffix(RECORD_SUFFIX)
    folders = [home, Path.home()] if home is not None else [Path.home()]
    for folder in folders:
        try:
            return str(free_path(folder, wanted, RECORD_SUFFIX))
        except FileProblem:
            # The last export's folder, still there but no longer to be entered: E
            # crashed the game, after every restart too (QA 195). The home folder is
            # offered; failing that the name, and the export says what stops it.
            continue
    return str(folders[-1] / (wanted + RECORD_SUFFIX))


def _still_there(folder: Path | None) -> Path | None:
    """``folder`` if it is still a folder (a remembered one may have gone since)."""
    try:
        return folder if folder is not None and folder.is_dir() else None
    except OSError:
        return None


class ExportScene(Scene):
    """A small dialog over the screen that asked for it."""

    opaque = False
    at_rest = True  # a still dialog: the loop sleeps until input

    def __init__(self, app: App, record: Record, name: str | None) -> None:
        super().__init__(app)
        self.record = record
        self.problem: str | None = None
        #: :meth:`_problem_lines` of the problem and type size it was worked out for.
        self._problem_cut: tuple[tuple[str, int], list[str]] | None = None
        # Room under the field for a problem on two lines (a path and its reason).
        self.rect = pygame.Rect(0, 0, 860, 312)
        self.rect.center = (WIDTH // 2, HEIGHT // 2)
        r = self.rect
        # Notices go under the dialog: at the top they covered the heading of the
        # screen below (the last export's "Exported to …" when exporting again).
        self.notice_area = pygame.Rect(r.x, r.bottom + 12, r.w, HEIGHT - r.bottom - 24)
        offered = default_target(name, _still_there(app.last_export_folder))
        self.field = TextField(pygame.Rect(r.x + 40, r.y + 106, r.w - 80, 50), "",
                               offered, max(MAX_PATH, len(offered)), self._edited,
                               exact=True)
        export = pygame.Rect(r.centerx - 250, r.bottom - 76, 240, 52)
        cancel = pygame.Rect(r.centerx + 10, r.bottom - 76, 240, 52)
        self.menu = Menu([self.field, Button(export, msg("export.export"), self.export,
                                             msg("key.enter")),
                          Button(cancel, msg("export.cancel"), self.cancel, msg("key.esc"))])

    def _edited(self, text: str) -> None:
        self.problem = None

    def export(self) -> None:
        """Write the copy; say where it went, or what stopped it."""
        if self.field.cut:
            # What was typed past the limit is not in the field: the copy went under a
            # name the player never typed (QA 195).
            self.problem = t("export.too_long", limit=self.field.limit)
            return
        try:
            path = export_record(self.record, self.field.text)
        except ExportProblem as problem:
            self.problem = str(problem)
            return
        self.app.pop()
        # The next export offers this folder again, after a restart too.
        self.app.last_export_folder = path.parent
        if self.app.settings.export_folder != str(path.parent):
            self.app.settings.export_folder = str(path.parent)
            self.app.save_settings()
        # The record ending is added to a name typed without it; say so, or the
        # player looks for x.json and finds x.flip7.json.
        typed = Path(self.field.text.strip()).name
        words = t("export.done", path=path) if path.name == typed \
            else t("export.renamed", path=path, suffix=RECORD_SUFFIX)
        # Said of the screen it was exported from: it ends when another opens over it
        # (it showed over the viewer opened right after; QA fifteenth pass).
        self.app.notice(words, self.app.top, kind="export")

    def cancel(self) -> None:
        """Close without exporting."""
        self.app.pop()

    def handle(self, event: inp.Input) -> None:
        """Typing edits the name; Enter in the field exports, on a button presses it;
        Esc cancels."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.cancel()
            return
        if isinstance(event, inp.Press) and event.action == inp.CONFIRM \
                and self.menu.focused is self.field:
            self.export()
            return
        self.menu.handle(event, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """The dialog: a title, the field (its end, if long), a problem line, the buttons."""
        assets = self.app.assets
        r = self.rect
        dialog(surface, assets, r, t("export.heading"), 34, 38)
        blit_center(surface, assets.text(t("export.as"), fit_size(assets, t("export.as"),
                                                                  SMALL, r.w - 40, "regular"),
                                         MUTED), (r.centerx, r.y + 82))
        self.menu.draw(surface, assets)
        self._draw_text(surface)
        if not self.problem:  # without key repeat, a long path is erased a part at a time
            # Typing past the limit was dropped without a word, and a path typed after
            # leftover text came out cut (QA 115): say so until the next erase.
            cut = self.field.cut
            hint = t("export.too_long", limit=self.field.limit) if cut else t("export.keys")
            weight = "bold" if cut else "regular"
            blit_center(surface, assets.text(hint, fit_size(assets, hint, SMALL, r.w - 40,
                                                            weight),
                                             RED if cut else MUTED, weight),
                        (r.centerx, r.y + 178))
        else:
            size = assets.size(SMALL)
            font = assets.font("bold", size)
            for n, text in enumerate(self._problem_lines(font, size)):
                line = assets.text(text, size, RED, "bold")
                if line.get_width() > r.w - 40:  # a third line's worth: cut, never spilled
                    line = line.subsurface((0, 0, r.w - 40, line.get_height()))
                blit_center(surface, line, (r.centerx, r.y + 178 + n * font.get_linesize()))

    def _problem_lines(self, font: pygame.font.Font, size: int) -> list[str]:
        """The problem on at most two lines, a path as long as the line cut in the
        middle so that its reason stays on it. Worked out once: a refusal naming a path
        of thousands of letters took half a second a frame to cut (QA 203)."""
        problem = self.problem or ""
        if self._problem_cut is None or self._problem_cut[0] != (problem, size):
            words = cut_long_words(font, problem, (self.rect.w - 40) // 2)
            first, *rest = wrap_text(font, words, self.rect.w - 40)
            self._problem_cut = ((problem, size), [first, " ".join(rest)] if rest else [first])
        return self._problem_cut[1]

    def _draw_text(self, surface: pygame.Surface) -> None:
        """The path over the field, showing its end when it is too long to show whole."""
        assets = self.app.assets
        box = self.field.rect
        focused = self.menu.focused is self.field
        pygame.draw.rect(surface, (24, 30, 27), box.inflate(-4, -4), border_radius=10)
        text = self.field.text + ("|" if focused else "")
        # Large text too (the heading and the hint grew, the path typed did not: QA 150).
        label = assets.text(text or " ", assets.size(SMALL), TEXT if text else MUTED, "bold")
        room = box.w - 28
        if label.get_width() > room:
            label = label.subsurface((label.get_width() - room, 0, room, label.get_height()))
        surface.blit(label, label.get_rect(midleft=(box.x + 14, box.centery)))

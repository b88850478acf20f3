"""A yes-or-no question over the current screen ("Quit Flip 7?").

Enter (or a click) takes the focused answer, the arrows move between the
two, Esc takes the safe answer: the one that changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import Label, Message, msg

from . import input as inp
from .scene import Scene
from .theme import HEIGHT, MUTED, SMALL, WIDTH
from .widgets import Button, Menu, balanced_wrap, blit_center, dialog

if TYPE_CHECKING:
    from .loop import App


class ConfirmScene(Scene):
    """``question`` with a ``yes`` button (runs ``on_yes``) and a ``no`` button (goes back).

    Every text may be a :func:`game.i18n.msg` message, so it follows a language switch.
    """

    at_rest = True  # a still question: the loop sleeps until input

    opaque = False

    def __init__(self, app: App, question: Label, yes: Label, no: Label,
                 on_yes: Callable[[], None], detail: Label = "", careful: bool = False,
                 on_no: Callable[[], None] | None = None) -> None:
        """``careful``: the focus starts on ``no``, where "yes" loses something (Enter
        pressed out of habit keeps it). ``on_no`` runs after "no" closes the question,
        for a "no" that means more than "back" (Keep playing: back to the table)."""
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.on_yes = on_yes
        self.on_no = on_no
        self.rect = pygame.Rect(0, 0, 560, 230)
        self.menu = Menu([Button(pygame.Rect(0, 0, 230, 52), yes, self.yes),
                          Button(pygame.Rect(0, 0, 230, 52), no, self.no)],
                         focus=1 if careful else 0)
        self._laid_out: tuple[str, int] | None = None
        self.lines: list[str] = []
        self._lay_out()

    @property
    def notice_area(self) -> pygame.Rect | None:  # type: ignore[override]
        """The notice place of the screen beneath, where the question leaves it clear:
        across the top, "Deleted" covered the heading of Your games while the next
        "Delete this game?" was asked (QA 58)."""
        scenes = self.app.scenes
        below = scenes[scenes.index(self) - 1] if self in scenes[1:] else None
        area = below.notice_area if below is not None else None
        if area is None or not area.colliderect(self.rect):
            return area
        # The part of it beside the question, where the notices fit there: the game
        # over's column under the standings reaches under the question, and "Couldn't
        # keep the finished game" went across the top, over the winner's name (QA 100).
        beside = pygame.Rect(area.x, area.y, self.rect.x - 12 - area.x, area.h)
        texts = [text for text, _left in self.app.notices]
        if beside.w >= 200 and self.app.notices_fit(texts, beside):
            return beside
        return None

    def _lay_out(self) -> None:
        """The detail's lines (two, even, where they do; as many as it needs, where it
        is long: "Your game is not saved" cut off its last sentence after a long reason,
        the one that says what leaving loses) and the panel around them, again when the
        language or the text size changes."""
        assets = self.app.assets
        size = assets.size(SMALL)
        detail = str(self.detail)
        if self._laid_out == (detail, size):
            return
        self._laid_out = (detail, size)
        # A long path in a reason breaks inside, as in a notice (whole, it ran wide). A
        # new line in the detail starts a line (a second sentence of its own).
        font = assets.font("regular", size)
        self.lines = [line for part in detail.split("\n") if part
                      for line in balanced_wrap(font, part, 560 - 48, break_words=True)]
        extra = max(0, len(self.lines) - 2) * (size + 6)
        self.rect = pygame.Rect(0, 0, 560, 246 + extra)
        self.rect.center = (WIDTH // 2, HEIGHT // 2)
        y = self.rect.bottom - 82
        yes, no = self.menu.widgets
        yes.rect.topleft = (self.rect.x + 40, y)
        no.rect.topleft = (self.rect.right - 270, y)

    def update(self, dt: float) -> None:
        """Follow a change of language or text size (a question stays up meanwhile)."""
        self._lay_out()

    def yes(self) -> None:
        """Close the question and do it."""
        self.app.pop()
        self.on_yes()

    def no(self) -> None:
        """Close the question; nothing else happens unless ``on_no`` was given."""
        self.app.pop()
        if self.on_no is not None:
            self.on_no()

    def handle(self, event: inp.Input) -> None:
        """Esc is "no"; everything else goes to the two buttons."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.no()
            return
        self.menu.handle(event, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below; the question and the buttons on a panel."""
        assets = self.app.assets
        r = self.rect
        # The heading 6 px further in, the detail 16 px below it, than they were: with
        # four lines of detail the heading pressed against the top edge (QA 68).
        dialog(surface, assets, r, str(self.question), 36, 58)
        lines = self.lines
        if lines:
            # Short, even lines rather than one too wide (German sentences run long), and
            # no lone word on the last ("…Nobody leads" / "yet.": QA eighth pass).
            size = assets.size(SMALL)
            step = size + 6  # a line and a little: 24 px at the usual size
            top = r.y + 112 - (min(len(lines), 2) - 1) * step // 2
            for i, line in enumerate(lines):
                blit_center(surface, assets.text(line, size, MUTED), (r.centerx, top + i * step))
        self.menu.draw(surface, assets)


def unsaved_question(app: App, why: Message, yes: str, on_yes: Callable[[], None],
                     on_no: Callable[[], None] | None = None,
                     kept: int | None = None, over: bool = False) -> ConfirmScene:
    """"Your game is not saved" and ``why``, before a step that would lose the game
    (``yes``: the catalogue key of that step's button). The focus starts on Keep
    playing: Enter pressed out of habit keeps the game. With ``kept``, an earlier save
    of the game is on disk, at that round: only the moves since are lost ("this game is
    lost" was not true then: QA 45). ``over``: a finished game the disk kept nowhere,
    asked on the game-over screen ("Keep playing" and "If you leave now" read oddly
    there, beside Play again: QA 100)."""
    if over:
        return ConfirmScene(app, msg("unsaved.question_over"), msg(yes),
                            msg("unsaved.stay_here"), on_yes,
                            detail=msg("unsaved.detail_over", reason=why), careful=True,
                            on_no=on_no)
    detail = msg("unsaved.detail", reason=why) if kept is None else \
        msg("unsaved.detail_kept", reason=why, round=kept)
    return ConfirmScene(app, msg("unsaved.question"), msg(yes), msg("unsaved.stay"), on_yes,
                        detail=detail, careful=True, on_no=on_no)

"""The scene interface every screen implements.

A scene lives on the app's stack. It is told when it enters and exits and
when another scene covers or uncovers it; it receives inputs, advances its
animations in :meth:`Scene.update` and paints itself in :meth:`Scene.draw`,
which must not change any state (drawing twice shows the same frame).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from game.i18n import Message

    from .input import Input
    from .loop import App


class Scene:
    """Base class: override what a screen needs."""

    #: An opaque scene hides everything below it; overlays (pause, summary) are not.
    opaque = True

    #: Nothing moves and the scene waits for input: the loop may sleep until
    #: input comes (see ``App.rest_time``). Scenes that know so override it.
    at_rest = False

    #: The exit status when the window's close button ends the game over this screen
    #: (the "already open" window's own Close says 1; its window's close said 0: QA 60).
    close_status = 0

    #: This screen lies over the table's log, which is then not drawn (a call-out).
    covers_log = False

    #: Where this screen shows the notices while it is on top (``None``: across the
    #: top, the usual place). A screen whose heading and tabs sit at the top offers a
    #: free place lower down instead; notices that do not fit it go to the top.
    notice_area: pygame.Rect | None = None

    #: A second place of the same width for what does not fit the first (the title's
    #: right of its buttons), used before the top of the screen; ``None``: none. The
    #: newest notices go there, or all of them when the oldest is too tall for the first.
    notice_area_more: pygame.Rect | None = None

    #: Whether notices in :attr:`notice_area` start at its left edge rather than sit
    #: centred in it: in the table's corner a "saved again" stood 37 px right of the
    #: wider failure it replaced (QA 83).
    notices_from_left = False

    #: Whether a notice said on another screen may go across this one's top when it
    #: has no :attr:`notice_area` (``False``: it waits for a screen with room, as a
    #: heading sits there; see ``App._held_notices``).
    takes_notices_on_top = True

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def cover(self) -> None:
        """Another scene was pushed on top."""

    def uncover(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def handle(self, event: Input) -> None:
        """React to one input."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` real seconds (scenes scale animation time themselves)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change any state."""

    def unsaved(self) -> Message | None:
        """Why a game this scene holds would be lost if the window closed now (its save
        failed), or ``None``."""
        return None

    def kept_round(self) -> int | None:
        """While :meth:`unsaved`: the round an earlier save of that game goes back to
        (Continue opens it), or ``None`` when no save of it is on disk."""
        return None

    @property
    def over(self) -> bool:
        """Is the game this scene holds finished (its "not saved" question then speaks
        of a finished game, with nothing left to play)?"""
        return False

    def farewell(self) -> str | None:
        """A last word when the window is closed over this scene (e.g. "your game is
        saved"), or ``None``."""
        return None

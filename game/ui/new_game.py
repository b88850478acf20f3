"""Starting a new game when one is saved: ask first, and keep the old one aside.

There is one saved game (the title's Continue). A new game writes over it
with its first move, so Quick game, the setup's Start and the guide's "play
a real game" ask before they sit down: "Start a new game? The saved game
(Round 4 · Ann leads with 146 of 200) will not be continued." Esc or Back changes
nothing. Yes puts the saved file aside under a new name beside it (never
deleted, as every file the game gives up: see
:func:`game.storage.files.keep_aside`) and starts the new game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.record import Record, RecordError
from game.i18n import Message, msg
from game.session import GameFiles, Session, resume_saved
from game.storage.files import keep_aside

if TYPE_CHECKING:
    from .loop import App


def _saved_game(files: GameFiles) -> tuple[Record, Session] | None:
    """The saved record and its game as Continue would open it (touching no file), or
    ``None``: none, or unusable (the title has set it aside and said why)."""
    found = files.load()
    if not isinstance(found, Record):
        return None
    try:
        return found, resume_saved(found)
    except RecordError:
        return None


def _line(session: Session) -> Message | None:
    """The saved game at a glance ("Round 4 · Ann leads with 146 of 200"); ``None`` for
    a finished one (no game to go on with)."""
    from .scene_title import round_and_leader

    return None if session.finished else round_and_leader(session.standing())


def start_new_game(app: App, begin: Callable[[], None], files: GameFiles | None = None) -> None:
    """Run ``begin`` (which sits down at a new game); if a game is saved, ask first
    and, on yes, keep the saved file aside before the new game writes its own."""
    files = files if files is not None else GameFiles()
    saved = _saved_game(files)
    line = None if saved is None else _line(saved[1])
    if line is None:
        # No game Continue offers. A finished game's save the games folder had no room
        # for (QA 72) is kept there now if it can be; a save left in place because this
        # Flip 7 cannot go on with it (a newer one's), or that finished game if it still
        # cannot be kept, must not be written over.
        files.make_way(saved[0] if saved is not None and saved[1].finished else None)
        begin()
        app.drop_notices(files.superseded)  # the title's "Couldn't keep …", if said
        for text in files.take_notices():  # where that finished game went, if aside
            app.notice(text)
        return

    def replace() -> None:
        keep_aside(files.current, "replaced")
        begin()

    from .scene_confirm import ConfirmScene

    # The focus starts on Back: the Enter that chose Quick game, pressed once
    # more by habit, must not give up the saved game.
    question = ConfirmScene(app, msg("newgame.question"), msg("newgame.yes"), msg("newgame.no"),
                            replace, msg("newgame.detail", game=line), careful=True)
    app.push(question)

"""Where the game keeps per-user files: settings, the saved game, kept games,
the error log.

Everything the game writes goes to the per-user data folder that
``platformdirs`` names (``$XDG_DATA_HOME/flip7``, usually
``~/.local/share/flip7``, on Linux; ``%LOCALAPPDATA%\\flip7`` on Windows;
``~/Library/Application Support/flip7`` on macOS) — never next to the
program, which may be read-only inside an installed wheel or a bundle.

``FLIP7_HOME`` overrides the folder (tests and portable installs use it).
Nothing here creates or probes a folder: the safe writer of
:mod:`game.storage.files` creates what it needs and reports the real reason
when it cannot.

>>> settings_path().name, log_path().parent == user_folder()
('settings.json', True)
>>> current_game_path().name, games_folder().name
('current.flip7.json', 'games')
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "flip7"
SETTINGS_FILE = "settings.json"
LOG_FILE = "flip7-error.log"
CURRENT_GAME_FILE = "current.flip7.json"
GAMES_FOLDER = "games"


def user_folder() -> Path:
    """The per-user data folder (not created here)."""
    override = os.environ.get("FLIP7_HOME")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    """Where the settings JSON lives."""
    return user_folder() / SETTINGS_FILE


def log_path() -> Path:
    """Where unexpected errors are written for a bug report."""
    return user_folder() / LOG_FILE


def current_game_path() -> Path:
    """The game in progress, saved after every move (a game record)."""
    return user_folder() / CURRENT_GAME_FILE


def games_folder() -> Path:
    """Finished games, one record each, named by the date and time they ended."""
    return user_folder() / GAMES_FOLDER


def use_private_folder(prefix: str) -> Path:
    """Point ``FLIP7_HOME`` at a new empty temporary folder, removed when this process
    ends, and return it: for tools and benchmarks that run the game's screens or
    spawn the game, so that they never read or write a player's settings and saved
    game (a benchmark's launch wrote into the real folder, and timed the "already
    open" screen when the game was open: QA 95)."""
    import atexit
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["FLIP7_HOME"] = str(folder)
    atexit.register(shutil.rmtree, folder, True)
    return folder


class NoSuchUser(ValueError):
    """``~name`` at the start of a path names no user on this computer."""

    def __init__(self, name: str) -> None:
        self.name = name
        super().__init__(f"{name}: there is no such user")


def typed_path(text: str) -> Path:
    """A path as typed on the command line or in a dialog: ``~`` and ``~user`` mean
    home folders. Raises :class:`NoSuchUser` for a user this computer does not know
    (Python raises RuntimeError there, which closed three commands with a traceback:
    QA 142; the shell leaves such a word as it is, quoted or not).

    >>> typed_path("~/g.flip7.json") == Path.home() / "g.flip7.json"
    True
    >>> typed_path("~nosuchuser-of-flip7/x")
    Traceback (most recent call last):
    ...
    game.storage.paths.NoSuchUser: ~nosuchuser-of-flip7: there is no such user
    """
    try:
        return Path(text).expanduser()
    except RuntimeError:
        raise NoSuchUser(text.replace("\\", "/").split("/")[0]) from None

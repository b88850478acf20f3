"""Where the game keeps per-user files: settings, the error log.

Everything the game writes goes to the per-user data folder that
``platformdirs`` names (``~/.local/share/flip7`` on Linux, ``%LOCALAPPDATA%``
on Windows, ``~/Library/Application Support`` on macOS) — never next to the
program, which may be read-only inside an installed wheel or a bundle.

``FLIP7_HOME`` overrides the folder (tests and portable installs use it).

>>> settings_path().name, log_path().parent == user_folder()
('settings.json', True)
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "flip7"
SETTINGS_FILE = "settings.json"
LOG_FILE = "flip7-error.log"


def user_folder() -> Path:
    """The per-user data folder (not created here)."""
    override = os.environ.get("FLIP7_HOME")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def writable_user_folder() -> Path | None:
    """The per-user folder, created if needed, or ``None`` when it cannot be written."""
    folder = user_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".write-test"
        probe.write_text("ok", encoding="utf-8")
        probe.unlink()
    except OSError:
        return None
    return folder


def settings_path() -> Path:
    """Where the settings JSON lives."""
    return user_folder() / SETTINGS_FILE


def log_path() -> Path:
    """Where unexpected errors are written for a bug report."""
    return user_folder() / LOG_FILE

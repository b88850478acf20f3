"""Player settings, saved as JSON in the per-user folder.

The table reads a :class:`Settings` value; :class:`SettingsStore` loads and
saves it. A corrupt file falls back to the defaults and leaves a notice for
the screen; a folder that cannot be written keeps the settings in memory, and
says so once. No pygame here, so this module is safe to import anywhere.

>>> Settings.from_json({"speed": "fast", "sound": False}).speed
'fast'
>>> Settings.from_json({"speed": "warp"}).speed   # unknown values fall back
'normal'
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

#: Animation speeds, slowest first; the factor multiplies the clock's dt.
SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": float("inf")}
MAX_NAME = 14


@dataclass
class Settings:
    """What a player may change: animation speed, sound, fullscreen, their name."""

    speed: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    name: str = "You"

    @property
    def speed_factor(self) -> float:
        """How many times faster than normal animations play (``inf`` = instant)."""
        return SPEEDS[self.speed]

    def to_json(self) -> dict[str, Any]:
        """The JSON object stored on disk."""
        return asdict(self)

    @staticmethod
    def from_json(data: Any) -> Settings:
        """Settings from a JSON object; anything missing or invalid takes its default."""
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        out = Settings()
        if data.get("speed") in SPEEDS:
            out.speed = str(data["speed"])
        for flag in ("sound", "fullscreen"):
            if isinstance(data.get(flag), bool):
                setattr(out, flag, data[flag])
        name = data.get("name")
        if isinstance(name, str) and name.strip():
            out.name = clean_name(name)
        return out

    def copy(self) -> Settings:
        """An independent copy."""
        return replace(self)


def clean_name(name: str) -> str:
    """A player name fit for the table: printable, trimmed, at most 14 characters.

    >>> clean_name("  Ann\\n ")
    'Ann'
    """
    text = "".join(ch for ch in name if ch.isprintable()).strip()
    return text[:MAX_NAME] or "You"


@dataclass
class SettingsStore:
    """Loads, holds and saves :class:`Settings`; ``notices`` are messages for the screen."""

    path: Path | None
    settings: Settings = field(default_factory=Settings)
    notices: list[str] = field(default_factory=list)

    @staticmethod
    def open(path: Path | None) -> SettingsStore:
        """Load the settings at ``path`` (``None``: memory only, with a notice).

        A missing file is a first launch: defaults, no notice.
        """
        store = SettingsStore(path)
        if path is None:
            store.notices.append("Settings can't be saved on this computer; "
                                 "changes last until you quit.")
            return store
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return store
        except OSError as error:
            store.notices.append(f"Couldn't read your settings ({error.strerror}); "
                                 "using the defaults.")
            return store
        try:
            store.settings = Settings.from_json(json.loads(text))
        except ValueError:  # json.JSONDecodeError is a ValueError too
            store.notices.append("Your settings file was damaged; the defaults are back.")
        return store

    def save(self) -> bool:
        """Write the settings; on failure keep them in memory and add a notice."""
        if self.path is None:
            return False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(self.settings.to_json(), indent=2), encoding="utf-8")
            tmp.replace(self.path)  # atomic: a crash never leaves half a file
        except OSError:
            self.path = None
            self.notices.append("Settings can't be saved on this computer; "
                                "changes last until you quit.")
            return False
        return True

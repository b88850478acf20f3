"""Player settings, saved as JSON in the per-user folder.

The table reads a :class:`Settings` value; :class:`SettingsStore` loads and
saves it. A corrupt file falls back to the defaults and leaves a notice for
the screen; a folder that cannot be written keeps the settings in memory,
says so once, and tries again at the next change. No pygame here, so this
module is safe to import anywhere.

>>> Settings.from_json({"speed": "fast", "sound": False}).speed
'fast'
>>> Settings.from_json({"speed": "warp"}).speed   # unknown values fall back
'normal'
>>> Settings.from_json({"language": "nl"}).language, Settings.from_json({}).language
('nl', 'en')
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.i18n import (
    LANGUAGES,
    Message,
    default_player_name,
    has_key,
    is_default_player_name,
    msg,
    system_language,
    translate,
)

from .errorlog import log_told
from .files import (
    REFUSED,
    FileProblem,
    SafeWriter,
    keep_aside,
    parse_json_keeping,
    read_json,
    read_text,
)

#: Animation speeds, slowest first; the factor multiplies the clock's dt.
SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": float("inf")}
#: The longest name a seat or the player may have, in characters.
MAX_NAME = 14
#: The smallest and largest side of a remembered window, in pixels (anything else in
#: the file is ignored: a hand-edited 0 or 99999 must not open an unusable window).
WINDOW_SIDE = (200, 16384)


#: The longest export folder kept (a longer one in the file is ignored, and said).
MAX_FOLDER = 4096

#: The settings whose "none" is a value (no table kept, no window size, no export yet):
#: ``null`` in any other field is a value the game cannot use, said as any other is
#: (``"odds": null`` reset the odds without a word: QA 72).
MAY_BE_NULL = frozenset({"setup", "window", "export_folder"})

#: A check of the kept table the storage cannot make itself (the session knows tables):
#: ``True`` when New game can use all of it.
TableCheck = Callable[[dict[str, Any]], bool]

#: A check of the player's name the storage cannot make itself (the font knows its
#: letters): ``True`` when every letter of it can be shown.
NameCheck = Callable[[str], bool]


@dataclass
class Settings:
    """What a player may change: the language, animation speed, sound, starting in
    fullscreen, their name, the table's helpers (the odds, the coach) and large text;
    the folder of the last export (``export_folder``: the next one offers it);
    and the last table set up (``setup``, as
    :meth:`game.session.setup.TableSetup.to_json` writes it; checked when it is used,
    so a bad one only costs the default table).

    ``fullscreen`` is how the game starts: chosen in Settings only (F11 switches the
    window for the session without changing it). ``odds`` shows the chance that the
    next card busts the deciding player; ``coach`` offers the Expert's reading of a
    decision. Both are on for a first game. ``guide_offered`` remembers that the
    guided first game was offered, so it is offered once. A file from before
    languages existed has no ``language``: it reads as English, the only language
    there was; files from before the helpers read with their defaults.
    """

    speed: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    name: str = "You"
    odds: bool = True
    coach: bool = True
    large_text: bool = False
    guide_offered: bool = False
    setup: dict[str, Any] | None = None
    language: str = "en"
    window: tuple[int, int] | None = None
    #: The window was maximised when the game last ended (it opens so again; ``window``
    #: keeps the size it had before).
    maximized: bool = False
    export_folder: str | None = None

    @staticmethod
    def first(language: str | None = None) -> Settings:
        """The defaults of a very first start: the system's language (or ``language``)
        and the default name in it ("Du" in German)."""
        code = language or system_language()
        return Settings(name=default_player_name(code), language=code)

    @property
    def speed_factor(self) -> float:
        """How many times faster than normal animations play (``inf`` = instant)."""
        return SPEEDS[self.speed]

    def to_json(self) -> dict[str, Any]:
        """The JSON object stored on disk."""
        data = asdict(self)
        data["window"] = list(self.window) if self.window is not None else None
        return data

    @staticmethod
    def from_json(data: Any) -> Settings:
        """Settings from a JSON object; anything missing or invalid takes its default."""
        return Settings.read(data)[0]

    @staticmethod
    def read(data: Any, table_usable: TableCheck | None = None) -> tuple[Settings, list[str]]:
        """Settings from a JSON object, and the fields it holds that are not valid (each
        takes its default; a missing field is no fault: older files lack newer ones).
        ``table_usable`` checks the kept table (``setup``) beyond its being an object:
        one it refuses is dropped and named, so New game's usual table is explained.

        >>> Settings.read({"speed": "warp", "sound": False, "name": 123})[1]
        ['speed', 'name']
        >>> Settings.read({"odds": None, "window": None})[1]
        ['odds']
        """
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        out = Settings()
        rejected: list[str] = []

        def take(field: str, ok: bool) -> bool:
            if not ok and field in data and (data[field] is not None
                                             or field not in MAY_BE_NULL):
                rejected.append(field)
            return ok

        # A list or an object is no key of SPEEDS, and asking a dict for one raised
        # (QA 136: every start crashed on the file): text first, for both choices.
        if take("speed", isinstance(data.get("speed"), str) and data["speed"] in SPEEDS):
            out.speed = str(data["speed"])
        for flag in ("sound", "fullscreen", "odds", "coach", "large_text", "guide_offered",
                     "maximized"):
            if take(flag, isinstance(data.get(flag), bool)):
                setattr(out, flag, data[flag])
        name: Any = data.get("name")
        if take("name", isinstance(name, str) and bool(clean_name(name))):
            out.name = clean_name(name)
        setup: Any = data.get("setup")
        if take("setup", isinstance(setup, dict)
                and (table_usable is None or table_usable(setup))):
            out.setup = data["setup"]
        if take("language", isinstance(data.get("language"), str)
                and data["language"] in LANGUAGES):
            out.language = str(data["language"])
        window: Any = data.get("window")
        if take("window", isinstance(window, list) and len(window) == 2 and all(
                isinstance(side, int) and not isinstance(side, bool)
                and WINDOW_SIDE[0] <= side <= WINDOW_SIDE[1] for side in window)):
            out.window = (window[0], window[1])
        folder: Any = data.get("export_folder")
        if take("export_folder", isinstance(folder, str) and 0 < len(folder) <= MAX_FOLDER
                and "\0" not in folder and Path(folder).is_absolute()):
            out.export_folder = folder
        if is_default_player_name(out.name):
            # A name never typed speaks the settings' language ("Du", not "You",
            # in German), whatever language wrote it or if none was written.
            out.name = default_player_name(out.language)
        return out, rejected

    def copy(self) -> Settings:
        """An independent copy."""
        return replace(self, setup=dict(self.setup) if self.setup is not None else None)


def clean_name(name: str) -> str:
    """A name fit for the table, the one rule for the seats' names and the player's:
    printable characters, trimmed, each run of spaces (of any kind) one plain space,
    at most :data:`MAX_NAME` characters, each accented
    letter one character (Unicode's composed form, NFC: an "e" and a combining
    diaeresis took two of the 14 and made a second "Zoë": QA 49). It may be empty.

    Marks that only choose how the letter before them looks (an emoji's variation
    selector, U+FE0F, and their like) are dropped: they draw nothing, and "Ann" with
    one was a second "Ann" (QA 140).

    >>> clean_name("  Zoë\\x1b[31m "), clean_name("Zoe\\u0308") == "Zo\\u00eb"
    ('Zoë[31m', True)
    >>> clean_name("Ann\\ufe0f"), clean_name("\\ufe0f")
    ('Ann', '')
    >>> clean_name("Jean\\u00a0Paul"), clean_name(" Anne  Marie\\t")
    ('Jean Paul', 'Anne Marie')

    A name cannot begin with a combining mark: alone, an accent floated over
    nothing, and a name of marks only was a seat with no name to see (QA 152).

    >>> clean_name("\\u0301"), clean_name(" \\u0301Ann")
    ('', 'Ann')
    """
    text = without_selectors(unicodedata.normalize("NFC", name))
    # Every kind of space is one plain space: a pasted no-break space vanished
    # ("JeanPaul"), and "Anne  Marie" sat beside "Anne Marie" as a second person
    # renamed "(2)" by the table (QA 180).
    text = " ".join("".join(ch for ch in text if ch.isprintable() or ch.isspace()).split())
    while text and unicodedata.category(text[0]).startswith("M"):
        text = text[1:].lstrip()
    return text[:MAX_NAME]


def without_selectors(text: str) -> str:
    """``text`` without the marks that only choose how the letter before them looks
    (see :func:`clean_name`): two names that differ by them read alike.

    >>> without_selectors("Ben\\ufe0f") == "Ben"
    True
    """
    return _SELECTORS.sub("", text)


#: Characters that select a look for the one before them and draw nothing themselves:
#: variation selectors, the combining grapheme joiner, Mongolian free variation
#: selectors and Khmer's inherent vowels (Unicode's default ignorable marks).
_SELECTORS = re.compile("[\u034f\u17b4\u17b5\u180b-\u180d\ufe00-\ufe0f"
                        "\U000e0100-\U000e01ef]")


def _keeping_what_reads(path: Path) -> dict[str, Any] | None:
    """The settings object at ``path`` with each field that holds a value the strict
    reader refuses (NaN, Infinity, a huge number; anywhere inside the field) set to
    :data:`~game.storage.files.REFUSED`, which no field accepts; ``None`` where the
    file is damaged otherwise (not JSON, not an object) or holds no such value."""
    try:
        data = parse_json_keeping(read_text(path))
    except FileProblem:
        return None
    if not isinstance(data, dict):
        return None
    refused = {key for key, value in data.items() if _holds_refused(value)}
    return {key: REFUSED if key in refused else value
            for key, value in data.items()} if refused else None


def _holds_refused(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_holds_refused(item) for item in value.values())
    if isinstance(value, list):
        return any(_holds_refused(item) for item in value)
    return value is REFUSED


class SettingsStore:
    """Loads, holds and saves :class:`Settings`; ``notices`` are messages for the screen.

    Reading goes through :mod:`game.storage.files`: a damaged file (bad
    bytes, bad JSON, too large, not a file) is kept aside under a new name,
    the defaults are used, and a notice names the file. Saving is atomic; a
    failure is reported once with its reason and tried again on the next save.
    Without a usable file (the very first start, or a damaged one) the
    defaults speak the system's language (:meth:`Settings.first`), and so do
    the notices about it.
    """

    def __init__(self, path: Path | None, settings: Settings | None = None) -> None:
        """Settings in memory for ``path`` (``None``: never saved, e.g. in tests)."""
        self.path = path
        self.settings = settings if settings is not None else Settings()
        self.notices: list[str] = []
        self._writer = SafeWriter(path, "settings") if path is not None else None
        self._saved: dict[str, Any] | None = None
        #: Why the file there could not be read (permissions, an I/O error): it is never
        #: written over this run, as it holds settings the game could not see (the
        #: defaults replaced them at the first save, no copy kept: QA 155).
        self._unread: Message | None = None
        #: What the file holds that this version does not know (a newer version's
        #: settings): written back as it was (a rewrite dropped it: QA 155).
        self._unknown: dict[str, Any] = {}
        self._overrides: dict[str, tuple[Any, Any]] = {}  # field: (this run's, the saved)
        #: The language this run speaks whatever the file says (``flip7 --lang``), if any.
        self.speaks: str | None = None

    def override(self, **values: Any) -> None:
        """Use ``values`` for this run only (command-line flags such as ``--fullscreen``).

        They are in effect at once but not saved: a save writes the value from
        before unless the player has changed the setting since.
        """
        for name, value in values.items():
            # Overridden twice (a name the font lacks, then ``--lang``'s "Du"), the saved
            # value is still the first one's: the file's, not this run's.
            before = self._overrides[name][1] if name in self._overrides \
                else getattr(self.settings, name)
            self._overrides[name] = (value, before)
            setattr(self.settings, name, value)

    def speak_for_this_run(self, code: str) -> None:
        """Speak ``code`` this run (``flip7 --lang``) and keep the saved language; a name
        never typed speaks it too ("Du"), as a language chosen in Settings makes it."""
        values: dict[str, Any] = {"language": code}
        if is_default_player_name(self.settings.name):
            values["name"] = default_player_name(code)
        self.override(**values)

    def kept(self, name: str) -> Any | None:
        """The saved value of setting ``name`` while this run uses another (a command
        line's, e.g. ``--lang``); ``None`` when this run uses the saved one."""
        entry = self._overrides.get(name)
        if entry is None or entry[0] == entry[1] or getattr(self.settings, name) != entry[0]:
            return None
        return entry[1]

    def chosen(self, *names: str) -> None:
        """The player has set ``names`` now: they are saved as they are from here on,
        even where that is the value a command line gave for this run only."""
        for name in names:
            self._overrides.pop(name, None)

    def _to_save(self) -> dict[str, Any]:
        data = {**self._unknown, **self.settings.to_json()}
        for name, (value, before) in self._overrides.items():
            if data[name] == value:
                data[name] = before
        return data

    @staticmethod
    def peek(path: Path) -> SettingsStore:
        """The settings at ``path`` as far as they can be read, in a store that is never
        saved, touching no file (a damaged one is not set aside): for a window that
        finds the game open in another, which owns the files (language, window size)."""
        try:
            data = read_json(path)
        except FileProblem:
            return SettingsStore(None, Settings.first())
        if not isinstance(data, dict):
            return SettingsStore(None, Settings.first())
        return SettingsStore(None, Settings.read(data)[0])

    @staticmethod
    def open(path: Path | None, table_usable: TableCheck | None = None,
             language: str | None = None,
             name_usable: NameCheck | None = None) -> SettingsStore:
        """Load the settings at ``path``. A missing file is a first launch: defaults, no
        notice. ``table_usable`` checks the kept table (see :meth:`Settings.read`);
        ``name_usable`` the name as Settings does when it is typed: one with letters the
        game cannot show sat at the table as empty boxes (QA 155), so this run uses the
        default name and says so, and the file keeps its own (QA 158);
        ``language`` is the one this run speaks whatever the file says (``flip7
        --lang``), for the notices about the file too: they spoke the file's language,
        or the system's, on a screen in another (QA 80)."""
        store = SettingsStore(path)
        store.speaks = language
        if path is None:
            return store
        try:
            data = read_json(path)
        except FileProblem as problem:
            store.settings = Settings.first()
            if problem.missing:
                return store
            kept = _keeping_what_reads(path) if problem.damaged else None
            if kept is not None:
                # One value the strict reader refuses (a NaN) made the whole file damaged
                # and every setting its default (QA 56): only its field is.
                data = kept
            elif problem.damaged:
                store._damaged(path, problem.why)
                return store
            else:  # unreadable (permissions, not a file): leave it be, say why
                store.notices.append(store._say("settings_file.unreadable", path=path,
                                                reason=problem.why))
                log_told("settings_file.unreadable", path, path=path, reason=problem.why)
                # Said with its file: "Couldn't save your settings: is a folder, not a
                # file" had lost its subject (QA 158).
                store._unread = msg("files.reason.left_unread", path=path, reason=problem.why)
                return store
        if not isinstance(data, dict):  # valid JSON, but no settings (the one refusal)
            store.settings = Settings.first()
            store._damaged(path, msg("settings_file.reason.not_object"))
            return store
        store.settings, rejected = Settings.read(data, table_usable)
        known = {field.name for field in fields(Settings)}
        # A value the strict reader refuses (a NaN) cannot be written back: it crashed
        # every save (QA 158); such a key goes with the next save.
        store._unknown = {key: value for key, value in data.items()
                          if key not in known and not _holds_refused(value)}
        # What the file holds: with a value refused, it differs from the settings, so the
        # next save (at the latest when the window closes) writes them, and the notice is
        # not said again at every start until some setting changes (QA 80).
        store._saved = store._to_save() if not rejected else dict(data)
        if rejected:
            # Said, not silent (QA eighth pass); the file is rewritten at the next save.
            # A setting's own name, else the player's word for a field ("window");
            # a field with neither (the guide's "offered" mark) goes unsaid.
            keys = [f"settings.{field}" if has_key(f"settings.{field}")
                    else f"settings_file.field.{field}" for field in rejected]
            names = ", ".join(store._say(key) for key in keys if has_key(key))
            if names:  # the guide's "offered" mark is the game's business, not a setting
                store.notices.append(store._say("settings_file.reset", path=path,
                                                fields=names))
                log_told("settings_file.reset", path, path=path, fields=", ".join(
                    msg(key).in_language("en") for key in keys if has_key(key)))
        name = store.settings.name
        if name_usable is not None and not name_usable(name):
            # In this run's language: "You" was said to a ``--lang de`` run's "Du".
            shown = default_player_name(language or store.settings.language)
            store.override(name=shown)
            store.notices.append(store._say("settings_file.name_letters", path=path,
                                            name=name, shown=shown))
            log_told("settings_file.name_letters", path, path=path, name=name, shown=shown)
        return store

    def _say(self, key: str, **params: Any) -> str:
        """A notice in the language of this run: the settings' own (they may not be
        applied yet), or the one the command line gave."""
        return translate(self.speaks or self.settings.language, key, **params)

    def _damaged(self, path: Path, reason: Message) -> None:
        aside = keep_aside(path)
        key = "settings_file.damaged" if aside is None else "settings_file.damaged_kept"
        kept = aside.name if aside is not None else ""
        self.notices.append(self._say(key, path=path, reason=reason, kept=kept))
        log_told(key, path, path=path, reason=reason, kept=kept)

    @property
    def first_start(self) -> bool:
        """No settings were ever saved here (the very first start). A store that is
        never saved (``path`` is ``None``: tests, scripted pictures) has no first start."""
        return self.path is not None and self._saved is None and self._unread is None

    @property
    def changed(self) -> bool:
        """Do the settings differ from the file (or, with no file yet, from the defaults)?"""
        saved = self._saved if self._saved is not None else Settings().to_json()
        return self._to_save() != saved

    @property
    def save_problem(self) -> Message | None:
        """Why the last save failed (``None``: it worked, or nothing needed saving), to
        be worded in the language of the sentence it goes into. A file that could not
        be read is not written over: its reason stands for the run."""
        if self._unread is not None:
            return self._unread
        return self._writer.failing_why if self._writer is not None else None

    def save(self) -> bool:
        """Write the settings if they changed; a failure becomes a notice, once."""
        if self._writer is None or self._unread is not None:
            return False
        data = self._to_save()
        if data == self._saved:
            return True
        ok = self._writer.write_json(data, indent=2)
        if ok:
            self._saved = data
        notice = self._writer.take_notice()
        if notice:
            self.notices.append(notice)
        return ok

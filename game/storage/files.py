"""Every file the game reads or writes goes through here.

Reading is defensive: a bounded read (no real file comes near the cap), only
regular files (a FIFO, a device or a folder is refused without blocking),
strict UTF-8 (a byte-order mark of UTF-16 or UTF-32 is named as such), and
JSON without huge integers, NaN or deep nesting. Every problem is a
:class:`FileProblem` whose message is one line, so callers turn it into the
same clear outcome: exit 2 for a record, defaults plus a notice for settings
and saves.

A problem's reason is a catalogue entry (``files.reason.*``, ``files.os.*``)
with its parameters, so the one reason is worded twice: in English for the
command line, which stays English (``str(problem)``, ``problem.reason``), and
in the player's language for a notice (``problem.told()``, or
``problem.why`` as a parameter of a translated sentence).

Writing is safe: a uniquely named temporary file in the same folder,
flushed and fsynced, then renamed over the target, so a crash, a full disk
or a second copy of the game never leaves half a file behind. A file that must
be new (:func:`write_new`) is linked to a name not taken instead, never over one.

A damaged file is never deleted: :func:`keep_aside` renames it next to where
it was, so a player (or a bug report) can still get at it.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_json(folder / "a.json", {"n": 1})
>>> read_json(folder / "a.json")
{'n': 1}
>>> (folder / "b.json").write_bytes(b'{"n": 1e999}')
12
>>> try:
...     read_json(folder / "b.json")
... except FileProblem as problem:
...     print(problem)
b.json: not a number JSON allows (1e999)
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
import time
import unicodedata
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, BinaryIO

from game.core.record import is_text
from game.i18n import Message, has_key, msg, t

#: Larger than any real settings file, save or record (an 18-seat game of
#: 60 rounds is well under 1 MB), small enough that reading it is instant.
MAX_BYTES = 8 * 1024 * 1024

#: JSON nesting deeper than this is refused: our files nest four levels.
MAX_DEPTH = 32

#: Integers longer than this many digits are refused: a 64-bit seed has 20,
#: and parsing a number is quadratic in its digits (Python refuses 4,300).
MAX_DIGITS = 40


class FileProblem(Exception):
    """A file that cannot be read or written; ``str(problem)`` is one line, in English.

    ``why`` is the reason as a catalogue message (the part after the file's
    name); ``reason`` is it in English, for the command line and for messages
    that name the file their own way; :meth:`told` words it in the player's
    language. ``missing`` is true when there is no file (a first start, not a
    problem to report); ``damaged`` when there is one but its contents are
    unusable (keep it aside); neither when the file could not be opened or
    written (permissions, a full disk): then it is left alone.

    >>> from game.i18n import set_language
    >>> problem = FileProblem("s.json", os_reason(PermissionError(errno.EACCES, "")))
    >>> set_language("de"); str(problem), problem.reason, problem.told()
    ('s.json: permission denied', 'permission denied', 'Zugriff verweigert')
    >>> set_language("en")
    """

    def __init__(self, path: Path | str, why: Message, missing: bool = False,
                 damaged: bool = False) -> None:
        self.path = Path(path)
        self.why = why
        self.reason = why.in_language("en")
        self.missing = missing
        self.damaged = damaged
        super().__init__(f"{self.path.name}: {self.reason}")

    def told(self, code: str | None = None) -> str:
        """The reason in language ``code`` (default: the current one), for the screen."""
        return str(self.why) if code is None else self.why.in_language(code)

    @property
    def cause(self) -> Message:
        """The reason without the "could not be saved (…)" around it, for sentences
        that say so themselves ("Couldn't save your game: the disk is full.")."""
        inner = self.why.params.get("reason") if self.why.key == "files.reason.not_saved" \
            else None
        return inner if isinstance(inner, Message) else self.why


#: The OS errors a player meets with files, each worded in every language
#: (``files.os.eacces``…); any other keeps the system's English words.
OS_REASONS = ("EACCES", "EPERM", "ENOSPC", "EROFS", "ENOENT", "EISDIR", "ENOTDIR", "EEXIST",
              "ENAMETOOLONG", "EMFILE", "ENFILE", "EIO")
_OS_KEYS = {getattr(errno, name): f"files.os.{name.lower()}" for name in OS_REASONS
            if hasattr(errno, name)}


def os_reason(error: OSError) -> Message:
    """A short, real reason for an OS error ("permission denied", "no space left on
    device"), as a catalogue message.

    Its English is the system's own ``strerror``, lower-cased, as it has always
    been on the command line; an errno without an entry of its own carries
    that text as it is (``files.os.other``).

    >>> os_reason(OSError(errno.EROFS, "x")).in_language("nl")
    'de schijf is alleen-lezen'
    >>> os_reason(OSError(errno.ELOOP, "x")).in_language("de")
    'too many levels of symbolic links'
    """
    if error.errno is not None:
        key = _OS_KEYS.get(error.errno)
        return msg(key) if key else msg("files.os.other",
                                        system=os.strerror(error.errno).lower())
    return msg("files.os.other", system=str(error) or error.__class__.__name__)


# ---------------------------------------------------------------------- reading


def read_bytes(path: Path | str, limit: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    Raises :class:`FileProblem` for a missing, unreadable, non-regular or
    oversized file. Opening never blocks: a FIFO is opened non-blocking and
    refused before anything is read from it.
    """
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except (FileNotFoundError, NotADirectoryError):
        raise FileProblem(path, msg("files.reason.missing"), missing=True) from None
    except IsADirectoryError:
        raise FileProblem(path, msg("files.reason.folder")) from None
    except OSError as error:
        raise FileProblem(path, os_reason(error)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileProblem(path, msg("files.reason.folder"))
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(path, msg("files.reason.not_regular"))
        if info.st_size > limit:
            raise FileProblem(path, msg("files.reason.too_large", size=info.st_size,
                                        limit=limit), damaged=True)
        chunks: list[bytes] = []
        total = 0
        while True:  # a file may grow while we read it: the cap still holds
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise FileProblem(path, msg("files.reason.too_large_stream", limit=limit),
                                  damaged=True)
    except OSError as error:
        raise FileProblem(path, os_reason(error)) from None
    finally:
        os.close(fd)
    return b"".join(chunks)


_BOMS = ((b"\xff\xfe\x00\x00", "UTF-32"), (b"\x00\x00\xfe\xff", "UTF-32"),
         (b"\xff\xfe", "UTF-16"), (b"\xfe\xff", "UTF-16"))


def decode_text(path: Path | str, data: bytes) -> str:
    """``data`` as UTF-8 text (a UTF-8 byte-order mark is allowed).

    >>> decode_text("x.json", "Zoë".encode("latin-1"))
    Traceback (most recent call last):
    ...
    game.storage.files.FileProblem: x.json: not UTF-8 text: byte 0xeb at offset 2
    """
    for bom, name in _BOMS:
        if data.startswith(bom):
            raise FileProblem(path, msg("files.reason.wrong_encoding", encoding=name),
                              damaged=True)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise FileProblem(path, msg("files.reason.not_utf8", byte=data[error.start],
                                    offset=error.start), damaged=True) from None


def read_stream(stream: BinaryIO, name: str, limit: int = MAX_BYTES) -> bytes:
    """At most ``limit`` bytes from an open binary ``stream`` (standard input), all of them.

    ``name`` stands for the file in messages (``"standard input"``). A stream
    longer than ``limit`` is refused after reading ``limit + 1`` bytes, so an
    endless one (``< /dev/zero``) ends at once.

    >>> import io
    >>> read_stream(io.BytesIO(b"x" * 10), "stdin", limit=4)
    Traceback (most recent call last):
    ...
    game.storage.files.FileProblem: stdin: is too large (more than 4 bytes)
    """
    chunks: list[bytes] = []
    total = 0
    try:
        while total <= limit:
            chunk = stream.read(min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as error:
        raise FileProblem(name, os_reason(error)) from None
    if total > limit:
        raise FileProblem(name, msg("files.reason.too_large_stream", limit=limit), damaged=True)
    return b"".join(chunks)


def read_text(path: Path | str, limit: int = MAX_BYTES) -> str:
    """The UTF-8 text of the file at ``path`` (see :func:`read_bytes`)."""
    return decode_text(path, read_bytes(path, limit))


class _Refused(ValueError):
    """A JSON value we do not accept (raised from inside the parser's hooks)."""

    def __init__(self, why: Message) -> None:
        self.why = why
        super().__init__(why.in_language("en"))


class Refused:
    """A JSON value :func:`parse_json` refuses (NaN, ±Infinity, an integer of more than
    :data:`MAX_DIGITS` digits), kept in its place by :func:`parse_json_keeping`."""

    def __repr__(self) -> str:
        return "REFUSED"


#: The one :class:`Refused` value.
REFUSED = Refused()


# The parser's hooks: each refuses a value (``keep``: reads it as REFUSED instead).

def _parse_int(text: str, keep: bool = False) -> Any:
    if len(text.lstrip("-")) > MAX_DIGITS:
        if keep:
            return REFUSED
        raise _Refused(msg("files.reason.big_integer", digits=len(text.lstrip("-"))))
    return int(text)


def _parse_float(text: str, keep: bool = False) -> Any:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        if keep:
            return REFUSED
        raise _Refused(msg("files.reason.not_a_number", text=text[:20]))
    return value


def _parse_constant(text: str, keep: bool = False) -> Any:
    if keep:
        return REFUSED
    raise _Refused(msg("files.reason.not_a_number", text=text))


#: The parser's own words for what is wrong (``json.JSONDecodeError.msg``), worded in
#: every language; anything else it says stays as it is (``files.json.other``).
_JSON_ERRORS = {
    "Expecting value": "files.json.expecting_value",
    "Expecting property name enclosed in double quotes": "files.json.property_name",
    "Expecting ':' delimiter": "files.json.colon",
    "Expecting ',' delimiter": "files.json.comma",
    "Unterminated string starting at": "files.json.unterminated",
    "Invalid control character at": "files.json.control",
    "Invalid \\escape": "files.json.escape",
    "Invalid \\uXXXX escape": "files.json.unicode_escape",
    "Extra data": "files.json.extra",
    "Illegal trailing comma before end of object": "files.json.comma_object",
    "Illegal trailing comma before end of array": "files.json.comma_array",
}


def _json_error(detail: str) -> Message:
    """What the JSON parser found wrong, as a catalogue message.

    >>> _json_error("Expecting value").in_language("de")
    'Wert erwartet'
    """
    key = _JSON_ERRORS.get(detail)
    return msg(key) if key else msg("files.json.other", detail=detail)


def _check(value: Any, depth: int = 0) -> Message | None:
    """Why ``value`` is refused, or ``None``: nested deeper than :data:`MAX_DEPTH`,
    or a string (a key included) holding a lone surrogate such as ``"\\ud800"``,
    which JSON's escapes can spell but which is no text (it cannot be printed,
    drawn or written back as UTF-8). Stops at the first problem."""
    if depth > MAX_DEPTH:
        return msg("files.reason.too_deep", limit=MAX_DEPTH)
    if isinstance(value, str):
        return None if is_text(value) else msg("files.reason.lone_surrogate")
    if isinstance(value, dict):
        for key, item in value.items():
            reason = _check(key, depth) or _check(item, depth + 1)
            if reason:
                return reason
    elif isinstance(value, list):
        for item in value:
            reason = _check(item, depth + 1)
            if reason:
                return reason
    return None


#: A JSON string, escapes included (its brackets are text, not structure).
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
#: Everything but brackets, for :func:`_nesting`.
_NOT_BRACKETS = {c: None for c in range(128) if chr(c) not in "[]{}"}


def _nesting(text: str) -> int:
    """How many containers deep valid JSON ``text`` nests (an object in a list: 2).

    Strings are dropped and the brackets left are peeled a level at a time, all
    at C speed, so a record costs a handful of passes, not a walk of its values.
    """
    brackets = _JSON_STRING.sub("", text).translate(_NOT_BRACKETS)
    levels = 0
    while brackets and levels <= MAX_DEPTH:
        brackets = brackets.replace("[]", "").replace("{}", "")
        levels += 1
    return levels if not brackets else MAX_DEPTH + 1


#: A JSON escape that spells a surrogate; strict UTF-8 text holds none otherwise.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def parse_json(path: Path | str, text: str) -> Any:
    """Parse ``text`` as JSON with the limits above; raises :class:`FileProblem`.

    >>> parse_json("r.json", "[" * 5000 + "]" * 5000)
    Traceback (most recent call last):
    ...
    game.storage.files.FileProblem: r.json: JSON nested too deeply (more than 32 levels)
    """
    if not text.strip():  # said as such, not as JSON's "Expecting value" (QA nineteenth pass)
        raise FileProblem(path, msg("files.reason.empty"), damaged=True)
    try:
        value = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                           parse_constant=_parse_constant)
    except _Refused as refused:
        raise FileProblem(path, refused.why, damaged=True) from None
    except json.JSONDecodeError as error:
        raise FileProblem(path, msg("files.reason.bad_json", detail=_json_error(error.msg),
                                    line=error.lineno, column=error.colno),
                          damaged=True) from None
    except RecursionError:
        # The parser guards its own recursion: thousands of levels end here, at
        # C speed, instead of in a character-by-character scan of every file.
        raise FileProblem(path, msg("files.reason.json_too_deep", limit=MAX_DEPTH),
                          damaged=True) from None
    except ValueError as error:  # e.g. int digits beyond Python's limit
        raise FileProblem(path, msg("files.reason.invalid_json", detail=str(error)[:80]),
                          damaged=True) from None
    reason = _shape_problem(text, value)
    if reason:
        raise FileProblem(path, reason, damaged=True)
    return value


def _shape_problem(text: str, value: Any) -> Message | None:
    """Why parsed ``text`` (``value``) is refused all the same: nested too deeply, or
    holding a lone surrogate; ``None`` if neither."""
    if _nesting(text) > MAX_DEPTH:
        return msg("files.reason.json_too_deep", limit=MAX_DEPTH)
    # Only an escape can put a lone surrogate into text decoded as strict UTF-8,
    # so the string-by-string walk runs only when the text holds one.
    return _check(value) if _SURROGATE_ESCAPE.search(text) else None


def parse_json_keeping(text: str) -> Any:
    """``text`` as JSON, each value :func:`parse_json` refuses read as :data:`REFUSED`
    instead of refusing the whole text: a settings file with one ``NaN`` kept nothing
    (QA 56). ``None`` if it is no JSON even so, nests too deep or holds a lone
    surrogate (then the strict reader's reason stands).

    >>> parse_json_keeping('{"sound": NaN, "speed": "fast", "n": 1' + '0' * 50 + '}')
    {'sound': REFUSED, 'speed': 'fast', 'n': REFUSED}
    """
    try:
        value = json.loads(text, parse_int=partial(_parse_int, keep=True),
                           parse_float=partial(_parse_float, keep=True),
                           parse_constant=partial(_parse_constant, keep=True))
    except (ValueError, RecursionError):
        return None
    return None if _shape_problem(text, value) else value


def read_json(path: Path | str, limit: int = MAX_BYTES) -> Any:
    """The JSON value in the file at ``path``; every problem is a :class:`FileProblem`."""
    return parse_json(path, read_text(path, limit))


def keep_aside(path: Path | str, why: str = "damaged") -> Path | None:
    """Rename a file the game gives up to ``NAME.WHY-YYYYMMDD-HHMMSS`` beside it
    (never delete): ``damaged``, or ``replaced`` (a saved game a new one took the
    place of).

    Returns the new path, or ``None`` when it could not be renamed (then it
    stays where it is, untouched); :func:`set_aside` says why.
    """
    try:
        return set_aside(path, why)
    except OSError:
        return None


def set_aside(path: Path | str, why: str = "damaged") -> Path:
    """:func:`keep_aside`, raising the system's :class:`OSError` where it could not
    (the file stays where it is, untouched): a Delete that failed said no reason (QA
    123)."""
    path = Path(path)
    # Linked to the new name, which fails if another file took it since it was looked
    # at; a rename would have gone over that one (QA 126).
    aside, linkable = _link_aside(path, why)
    if linkable:
        if aside is None:
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))
        try:
            path.unlink()
        except OSError:
            with contextlib.suppress(OSError):
                aside.unlink()  # as it was: the file stays where it is, untouched
            raise
        return aside
    for aside in _aside_names(path, why):  # no hard links here: renamed, after a look
        if not aside.exists():
            path.rename(aside)
            return aside
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))


def copy_aside(path: Path | str, why: str = "damaged") -> Path | None:
    """Keep a copy of the file at ``path`` as :func:`keep_aside` names it, the file
    itself staying where it is: for a file about to be written over with a repaired
    version. Renamed first, a failed write of the repair (a full disk) or a kill
    between the two left no save at all, and no Continue (QA 126). A hard link where
    the folder allows one, else a copy; never over a file. ``None`` if neither."""
    path = Path(path)
    # A link's copy is a copy of its file: a hard link of the link itself followed the
    # live file, and the other window's settings it was to keep were lost (QA 224).
    aside, linkable = (None, False) if path.is_symlink() else _link_aside(path, why)
    if linkable:
        return aside
    try:
        data = path.read_bytes()
    except OSError:
        return None
    for aside in _aside_names(path, why):  # no hard links here (FAT, some network folders)
        try:
            with open(aside, "xb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
        except FileExistsError:
            continue
        except OSError:
            with contextlib.suppress(OSError):
                aside.unlink()
            return None
        return aside
    return None


def _link_aside(path: Path, why: str) -> tuple[Path | None, bool]:
    """``path`` hard-linked to the first free name :func:`_aside_names` gives, and
    whether links can be made here: ``(name, True)``; ``(None, True)`` when no name
    was free; ``(None, False)`` where the folder (or the file, a folder) takes none."""
    for aside in _aside_names(path, why):
        try:
            os.link(path, aside)
        except FileExistsError:
            continue
        except OSError:
            return None, False
        return aside, True
    return None, True


def _aside_names(path: Path, why: str) -> list[Path]:
    """The names a file kept aside takes, first free first: ``NAME.WHY-STAMP[-n]``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return [path.with_name(path.name + f".{why}-{stamp}" + (f"-{n}" if n else ""))
            for n in range(100)]


# ---------------------------------------------------------------------- writing


def _fsync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); folders cannot be opened on Windows."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _umask() -> int:
    mask = os.umask(0o022)  # the only way to read it is to set it: put it straight back
    os.umask(mask)
    return mask


#: Read once: setting and restoring it while other threads create files would race.
_UMASK = _umask()


def _give_mode(fd: int, path: Path, fresh: bool = False) -> None:
    """Give the temporary file the mode the target would have had (``mkstemp`` makes 0600).

    A file replaced keeps its mode; a new one (``fresh``: always) gets the usual
    ``0666`` less the umask, as if it had been written in place.
    """
    if not hasattr(os, "fchmod"):  # Windows: no modes to speak of
        return
    mode = 0o666 & ~_UMASK
    if not fresh:
        with contextlib.suppress(OSError):
            mode = stat.S_IMODE(os.stat(path).st_mode)
    with contextlib.suppress(OSError):
        os.fchmod(fd, mode)


def file_in_the_way(folder: Path) -> Path | None:
    """The file that stands where ``folder`` or one of its parents should be a
    folder, if any (the first that exists, looking up from ``folder``)."""
    for place in (folder, *folder.parents):
        try:
            if place.is_dir():
                return None
            if place.exists():
                return place
        except OSError:
            return None
    return None


#: What every write asks first, and whom a write over a file tells once it is done
#: (see :func:`guard_writes`).
_guard: Callable[[Path], Message | None] | None = None
_written: Callable[[Path], None] | None = None


def guard_writes(guard: Callable[[Path], Message | None] | None,
                 written: Callable[[Path], None] | None = None) -> None:
    """Have every :func:`write_bytes` ask ``guard`` first: a reason it returns refuses
    the write (a :class:`FileProblem`); ``None`` lets it go on; and tell ``written``
    the path once the write is done. The game's window sets
    :meth:`game.storage.instance.InstanceLock.guard` and its ``wrote`` (``None``: no
    more asking)."""
    global _guard, _written
    _guard, _written = guard, written


def write_bytes(path: Path | str, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: temporary file, fsync, rename.

    The temporary file has a unique name in the target's folder, so two
    running copies of the game never write into each other's file. On any
    failure the target is unchanged, the temporary file is removed, and a
    :class:`FileProblem` gives the real reason.
    """
    path = asked = Path(path)
    try:
        linked = path.is_symlink()
    except OSError as error:  # a folder that can be listed but not entered (QA 182)
        raise FileProblem(path, _not_written(error, path)) from None
    if linked:
        # Through the link: replacing the link itself made a plain file of a settings
        # file kept elsewhere (a dotfiles folder), whose copy went stale (QA 155). Asked
        # of the link's place too, which the instance lock guards.
        refused = _guard(path) if _guard is not None else None
        if refused is not None:
            raise FileProblem(path, msg("files.reason.not_saved", reason=refused))
        with contextlib.suppress(OSError, RuntimeError):  # a loop: the link is replaced
            path = path.resolve()
    tmp = _temporary(path, data)
    try:
        os.replace(tmp, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise FileProblem(path, _not_written(error, path)) from None
    _fsync_folder(path.parent)
    if _written is not None:
        for each in {asked, path}:  # the link's place and the file's, both as written
            _written(each)


def _temporary(path: Path, data: bytes, fresh: bool = False) -> Path:
    """``data`` in a new, uniquely named temporary file beside ``path``, flushed and
    fsynced, with the mode ``path`` has (``fresh``: a new file's); the first half of
    every write here. Raises :class:`FileProblem` (leaving nothing behind)."""
    refused = _guard(path) if _guard is not None else None
    if refused is not None:
        raise FileProblem(path, msg("files.reason.not_saved", reason=refused))
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as error:
        blocker = file_in_the_way(folder)
        if blocker is not None:
            # The system says "file exists" or "not a directory": name the file.
            raise FileProblem(path, msg("files.reason.folder_is_file",
                                        folder=blocker)) from None
        raise FileProblem(path, msg("files.reason.cannot_write_in", folder=folder,
                                    reason=os_reason(error))) from None
    tmp = Path(tmp_name)
    try:
        _give_mode(fd, path, fresh)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as error:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise FileProblem(path, _not_written(error, path)) from None
    return tmp


def _not_written(error: OSError, path: Path) -> Message:
    """Why writing ``path`` failed, as "could not be saved (…)"."""
    if error.errno == errno.ENOSPC:
        reason = msg("files.reason.disk_full")
    elif error.errno == errno.EISDIR:
        # The system's "is a directory" named no file (QA 60, QA 62, QA 72).
        reason = msg("files.reason.folder_named", path=path)
    else:
        reason = os_reason(error)
    return msg("files.reason.not_saved", reason=reason)


class NameTaken(Exception):
    """:func:`write_new` with ``numbered=False``: a file holds the name already."""


def write_new(folder: Path | str, stem: str, suffix: str, data: bytes,
              numbered: bool = True) -> Path:
    """Write ``data`` atomically to a new file in ``folder``, named as :func:`free_path`
    names it (``stem+suffix``, else with ``-2``, ``-3``, … before ``suffix``); return
    its path. A file already there is never written over, not even one another process
    makes meanwhile.

    Looking for a free name and then renaming over it raced: two ``simulate --save``
    runs into one folder found the same name free and the second replaced the first's
    record (QA 111). Here the written temporary file is hard-linked to the name, which
    fails if the name is taken, and then the next name is tried; where the file system
    has no hard links, the name is claimed by creating it exclusively, then the
    temporary file is renamed over that empty claim. Raises :class:`FileProblem`;
    ``numbered`` False: the name ``stem+suffix`` or none, :class:`NameTaken` if a file
    holds it (an export's own name, looked up free and then renamed to: QA 126).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> [write_new(folder, "game", ".json", b"{}").name for _ in range(3)]
    ['game.json', 'game-2.json', 'game-3.json']
    >>> sorted(p.name for p in folder.iterdir())  # no temporary file left
    ['game-2.json', 'game-3.json', 'game.json']
    """
    folder = Path(folder)
    tmp = _temporary(folder / (stem + suffix), data, fresh=True)
    linking = True
    number = 1
    try:
        while True:
            path = _numbered(folder, stem, suffix, number)
            if linking:
                try:
                    os.link(tmp, path)
                    break
                except FileExistsError:
                    if not numbered:
                        raise NameTaken(path) from None
                    number += 1
                    continue
                except OSError:  # no hard links here (FAT, some network shares)
                    linking = False
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
            except FileExistsError:
                if not numbered:
                    raise NameTaken(path) from None
                number += 1
                continue
            try:
                os.replace(tmp, path)  # over our own empty claim only
            except OSError:
                with contextlib.suppress(OSError):
                    path.unlink()  # the claim, never anyone else's file
                raise
            break
    except OSError as error:
        raise FileProblem(path, _not_written(error, path)) from None
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()  # linked: the name holds the file now; renamed: gone already
    _fsync_folder(folder)
    return path


#: What :func:`write_bytes` and :func:`check_folder` leave behind when the game is
#: killed between making a temporary file and renaming or removing it: for the game's
#: own files only (the settings, a save or a kept game, the games' index), as a
#: FLIP7_HOME may be a folder shared with other programs (QA 87: any ".x.y.tmp" went).
_LEFTOVER = re.compile(r"^\.(?:(?:settings\.json|\.index\.json|[^/]*\.flip7\.json)"
                       r"\.[A-Za-z0-9_]{8}\.tmp|flip7-[A-Za-z0-9_]{8}\.probe)$")


def remove_leftovers(folder: Path | str, older_than: float = 0.0,
                     records_only: bool = False) -> int:
    """Remove the temporary files a killed game left in ``folder`` (half-written saves
    under hidden names: QA 85 found 187 after many kills, nothing ever removing
    them); only the game's own names, only files. Call it while holding the folder's
    :class:`~game.storage.instance.InstanceLock`, so that no other copy is writing, or
    with ``older_than`` seconds: only files last written that long ago (an export's
    folder, where another copy of the game may be exporting now); ``records_only``:
    only those of records (a folder the player chose may hold another program's
    ".settings.json…tmp"). Returns how many went.

    A whole record beside its empty namesake is the end of a :func:`write_new` that was
    killed between claiming the name and renaming the record over it (where there are
    no hard links): the rename is finished, or the empty claim stayed as a file that
    cannot be read, and the game went under the next name (QA 211).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> for name in (".current.flip7.json.ab_cd123.tmp", ".flip7-x1y2z3w4.probe",
    ...              "..index.json.k70rjek7.tmp", ".settings.json.zz99yy88.tmp",
    ...              "current.flip7.json", ".other.tmp", ".notes.txt.abcdefgh.tmp"):
    ...     _ = (folder / name).write_text("x")
    >>> remove_leftovers(folder), sorted(p.name for p in folder.iterdir())
    (4, ['.notes.txt.abcdefgh.tmp', '.other.tmp', 'current.flip7.json'])
    >>> _ = (folder / "g.flip7.json").write_bytes(b"")
    >>> _ = (folder / ".g.flip7.json.k70rjek7.tmp").write_text('{"format": "flip7"}')
    >>> remove_leftovers(folder), (folder / "g.flip7.json").read_text()
    (1, '{"format": "flip7"}')
    """
    removed = 0
    try:
        names = [entry for entry in Path(folder).iterdir() if _LEFTOVER.match(entry.name)
                 and (not records_only or _RECORD_LEFTOVER.match(entry.name))]
    except OSError:
        return 0
    now = time.time()
    for entry in names:
        with contextlib.suppress(OSError):
            if not entry.is_file() or entry.is_symlink():
                continue
            if older_than and now - entry.stat().st_mtime < older_than:
                continue
            if _finish_claim(entry):
                removed += 1
                continue
            entry.unlink()
            removed += 1
    return removed


#: The ending of a record's file (game.session.records.RECORD_SUFFIX; the file layer
#: knows no records).
RECORD_ENDING = ".flip7.json"

#: The leftovers of a record's :func:`write_new` (a kept game, an export).
_RECORD_LEFTOVER = re.compile(r"^\.[^/]*\.flip7\.json\.[A-Za-z0-9_]{8}\.tmp$")


def _finish_claim(entry: Path) -> bool:
    """Rename the temporary file ``entry`` over its empty namesake, the claim of a
    :func:`write_new` killed before it renamed (see :func:`remove_leftovers`), if that
    is what it is: a record whose JSON reads whole. Whether it did.

    The temporary file is named after the first name tried, and the claim may be a
    numbered one ("NAME-2.flip7.json", the first taken: QA 212): the lowest-numbered
    empty file of the name's numbers is the claim."""
    if not _RECORD_LEFTOVER.match(entry.name):
        return False
    first = entry.name[1:-len(".xxxxxxxx.tmp")]  # ".NAME.xxxxxxxx.tmp"
    stem = first.removesuffix(RECORD_ENDING)
    numbered = re.compile(re.escape(stem) + r"(?:-([2-9]|[1-9]\d+))?" + re.escape(RECORD_ENDING))
    try:
        claims = sorted((int(found[1] or 1), sibling)
                        for sibling in entry.parent.iterdir()
                        if (found := numbered.fullmatch(sibling.name)) is not None
                        and not sibling.is_symlink() and sibling.is_file()
                        and not sibling.stat().st_size)
        if not claims:
            return False
        json.loads(entry.read_bytes().decode("utf-8"))
    except (OSError, ValueError):
        return False
    os.replace(entry, claims[0][1])
    _fsync_folder(entry.parent)
    return True


def check_folder(folder: Path | str) -> None:
    """Make sure files can be written in ``folder`` later (records after each game).

    Creates the folder if it is missing, then writes and removes a uniquely
    named empty file in it: permission bits alone do not tell (a read-only
    disk, an administrator, network folders), so only a real write does.
    Raises :class:`FileProblem`.
    """
    folder = Path(folder)
    try:
        # Inside the try: a parent that cannot be searched raises PermissionError here
        # already, which ended simulate --save with "cannot write the output" (QA 111).
        if folder.exists() and not folder.is_dir():
            raise FileProblem(folder, msg("files.reason.folder_is_file", folder=folder))
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".flip7-", suffix=".probe")
    except OSError as error:
        raise FileProblem(folder, msg("files.reason.cannot_write_in", folder=folder,
                                      reason=os_reason(error))) from None
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(probe)


def check_writable(path: Path | str) -> None:
    """Make sure the file ``path`` can be written later (a screenshot after a whole game).

    See :func:`check_folder`; the target itself is not touched.
    """
    path = Path(path)
    try:
        is_folder = path.is_dir()
    except OSError as error:  # a parent that cannot be searched (QA 111)
        raise FileProblem(path, msg("files.reason.cannot_write_in", folder=path.parent,
                                    reason=os_reason(error))) from None
    if is_folder:
        raise FileProblem(path, msg("files.reason.folder"))
    try:
        check_folder(path.parent)
    except FileProblem as problem:
        raise FileProblem(path, problem.why) from None


def free_path(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/stem+suffix``, or with ``-2``, ``-3``, … before ``suffix`` if that is
    taken: a file is never written over (the kept games, an export's offered name).
    The name is free when looked at: to write a new file that no other process can
    take meanwhile, use :func:`write_new`, which names it so.

    Raises :class:`FileProblem` when ``folder`` cannot be looked in (a parent that
    cannot be searched), as every other file problem here is (QA 111: its
    ``PermissionError`` got through).

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> free_path(folder, "game-000001", ".flip7.json").name
    'game-000001.flip7.json'
    >>> _ = (folder / "game-000001.flip7.json").write_text("{}")
    >>> free_path(folder, "game-000001", ".flip7.json").name
    'game-000001-2.flip7.json'
    """
    number = 1
    while True:
        path = _numbered(folder, stem, suffix, number)
        try:
            # Either spelling of an accent (Unicode's NFC or NFD) is the name taken to
            # the player, and the export refuses it so: the name offered was refused as
            # taken (QA 195).
            taken = is_taken(path)
        except OSError as error:
            raise FileProblem(path, msg("files.reason.cannot_write_in", folder=folder,
                                        reason=os_reason(error))) from None
        if not taken:
            return path
        number += 1


def is_taken(path: Path) -> bool:
    """Is there a file, a folder or a link (a dangling one too) of ``path``'s name, in
    either spelling of an accent (Unicode's NFC or NFD: one name to the player, two to
    the disk)? Raises ``OSError`` where the folder cannot be looked in."""
    return path.exists() or path.is_symlink() or any(
        os.path.lexists(path.with_name(unicodedata.normalize(form, path.name)))
        for form in ("NFC", "NFD"))


def _numbered(folder: Path, stem: str, suffix: str, number: int) -> Path:
    """``folder/stem+suffix`` for the first file of a name, with ``-number`` before
    ``suffix`` for the next (:func:`free_path`, :func:`write_new`)."""
    return folder / (stem + (f"-{number}" if number > 1 else "") + suffix)


def write_text(path: Path | str, text: str) -> None:
    """Write UTF-8 ``text`` atomically (see :func:`write_bytes`); a lone surrogate (a
    file name's undecodable byte) as its ``\\udcXX`` escape, so that the file stays
    UTF-8 that reads back."""
    write_bytes(path, text.encode("utf-8", "backslashreplace"))


def write_json(path: Path | str, value: Any, indent: int | None = None) -> None:
    """Write ``value`` as JSON atomically (see :func:`write_bytes`)."""
    write_bytes(path, json_bytes(value, indent))


def write_new_json(folder: Path | str, stem: str, suffix: str, value: Any) -> Path:
    """Write ``value`` as JSON to a new file in ``folder``, never over one (see
    :func:`write_new`); return its path."""
    return write_new(folder, stem, suffix, json_bytes(value))


def json_bytes(value: Any, indent: int | None = None) -> bytes:
    """``value`` as the UTF-8 JSON text every JSON file here holds.

    A lone surrogate (a file name's byte that is not UTF-8, as the games list keeps
    names) is written as JSON's own ``\\udcXX`` escape, which reads back as the same
    text: written raw, it made ``games/.index.json`` a file that is not UTF-8, never
    read again, and every opening of Your games read every game anew (QA 123).

    >>> name = "caf" + chr(0xDCE9)  # "café" in Latin-1, read as a file's name
    >>> json_bytes({"name": name})
    b'{"name": "caf\\\\udce9"}\\n'
    >>> json.loads(json_bytes({"name": name}).decode("utf-8"))["name"] == name
    True
    """
    return (json.dumps(value, indent=indent, ensure_ascii=False) + "\n").encode(
        "utf-8", "backslashreplace")


class SafeWriter:
    """Writes one file again and again; a failure is reported once, then retried.

    :meth:`write` returns ``True`` on success. After a failure, ``notice``
    holds one line with the real reason (until the caller takes it with
    :meth:`take_notice`); later failures for the same reason stay quiet, and
    every later call tries again — one failed save never turns saving off.

    >>> import tempfile, pathlib
    >>> writer = SafeWriter(pathlib.Path(tempfile.mkdtemp()) / "s.json", "settings")
    >>> writer.write_json({"a": 1}), writer.take_notice()
    (True, None)
    """

    def __init__(self, path: Path, what: str) -> None:
        """Write ``path``; ``what`` names it in notices (``"game"`` or ``"settings"``
        have sentences of their own in every language; anything else is named as is)."""
        self.path = path
        self.what = what
        self.failing: str | None = None  # the reason of the last failure, if any (English)
        #: That reason as a catalogue message, to word it in the player's language.
        self.failing_why: Message | None = None
        self.notice: str | None = None

    def write_json(self, value: Any, indent: int | None = None) -> bool:
        """Save ``value`` as JSON; see the class."""
        try:
            write_json(self.path, value, indent)
        except FileProblem as problem:
            if problem.reason != self.failing:
                self.notice = self._say("files.save_failed", reason=problem.cause)
            self.failing, self.failing_why = problem.reason, problem.cause
            return False
        if self.failing is not None:
            self.notice = self._say("files.saved_again")
        self.failing = self.failing_why = None
        return True

    def _say(self, key: str, **params: Any) -> str:
        from .errorlog import log_told  # it reads and writes through this module

        own = f"{key}.{self.what}" if has_key(f"{key}.{self.what}") else None
        if own is None:
            own, params = f"{key}.other", {"what": self.what, **params}
        log_told(own, self.path, kind="notice" if key == "files.saved_again" else "problem",
                 **params)
        return t(own, **params)

    def take_notice(self) -> str | None:
        """The pending notice, once."""
        notice, self.notice = self.notice, None
        return notice

    def settled(self) -> None:
        """What failed to be written is safe by other means (a finished game kept): the
        next write that works is no "saved again" (it was said at a new game's first
        move, of a game that had never failed: QA 126)."""
        self.failing = self.failing_why = None

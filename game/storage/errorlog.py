"""The error log: timestamped entries in one file, capped in size, one rotation.

Every entry starts with a header line naming when it happened (local time
with its UTC offset), what it is, and which game wrote it::

    === 2026-12-01 09:14:03 +0100 · crash · flip7 0.9.0 · linux · Python 3.11.7

A crash entry (:func:`crash_entry`) then holds what reproduces it: the
command line, the game's seed and its record on one line (save that line
as ``crash.flip7.json``; ``flip7 --replay crash.flip7.json`` plays the game
up to the crash), then the traceback.

When an entry would take the file past :data:`MAX_LOG_BYTES`, the file is
renamed to ``<name>.1`` (replacing the previous one) and a new file starts,
so the log never holds more than about twice the cap. An entry is appended
and fsynced: a crash right after it cannot lose it.

>>> import tempfile, pathlib
>>> log = pathlib.Path(tempfile.mkdtemp()) / "flip7-error.log"
>>> write_entry(log, "notice", "Couldn't save your settings.", version="1.0")
>>> text = log.read_text()
>>> text.startswith("=== ") and " · notice · flip7 1.0 · " in text
True
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
import traceback
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.i18n import msg

from .files import FileProblem, os_reason

#: The log is rotated before it grows past this (a crash entry with its record
#: is a few kB to a few tens of kB; an 18-seat game's record is under 100 kB).
MAX_LOG_BYTES = 1024 * 1024


def log_told(key: str, file: Path, /, kind: str = "problem", **params: Any) -> None:
    """A problem with ``file`` the player is told of on screen (a save that failed, a
    damaged file kept aside): the catalogue's ``key`` in English, and the file, as a
    ``problem`` entry of the error log; the log is what a bug report sends, and it held
    crashes only (QA 60). ``kind`` "notice": the end of one ("saved again"). A log
    that cannot be written is left alone: the player was told already. The same entry
    told again with nothing between (a finished game the games folder cannot take,
    tried at the winner and again at a new game) is written once (QA 74)."""
    from .paths import log_path

    global _last_told
    log = log_path()
    body = f"{msg(key, **params).in_language('en')}\n({file})"
    if (log, kind, body) == _last_told:
        return
    _last_told = (log, kind, body)
    # An entry the log could not take (a full disk) is written ahead of the next one,
    # at its own time: after the disk was cleared the log said only "Your game is saved
    # again", of a failure it never told (QA 182).
    write_in_turn(log, kind, body)


def write_in_turn(path: Path, kind: str, body: str, last: bool = False) -> bool:
    """Write an entry to the log at ``path`` after any held back before it (see
    :func:`write_unwritten`); held back itself, at its own time, if the log refuses it.
    Whether the log has it now. ``last``: the run's last chance (a crash, the end), so
    every entry the log takes is written, past those it still refuses: a crash's fitted
    where an older, longer entry did not, and was lost with it (QA 191)."""
    entry = (path, kind, body, time.time())
    _unwritten.append(entry)
    write_unwritten(every=last)
    return entry not in _unwritten


def write_unwritten(every: bool = False) -> None:
    """Write the entries :func:`log_told` could not write yet, oldest first, stopping at
    the first the log still refuses (a shorter, later one fitting first wrote the log
    out of time order: QA 188). Called at the end too, or they were lost with the run.
    ``every``: the run's last chance, so each the log takes is written, past those it
    still refuses (held back behind one, "Couldn't save your settings" was lost: QA 192).
    """
    refused: list[tuple[Path, str, str, float]] = []
    while _unwritten:
        entry = _unwritten.pop(0)
        place, what, text, when = entry
        try:
            write_entry(place, what, text, when=when)
        except FileProblem:
            refused.append(entry)
            if not every:
                break
    _unwritten[:0] = refused
    del _unwritten[:-_MOST_UNWRITTEN]


#: The entry :func:`log_told` wrote last in this run, and to which log.
_last_told: tuple[Path, str, str] | None = None

#: Entries :func:`log_told` could not write yet (log, kind, body, when); the newest
#: :data:`_MOST_UNWRITTEN` only.
_unwritten: list[tuple[Path, str, str, float]] = []
_MOST_UNWRITTEN = 20


def header(kind: str, version: str, when: float | None = None) -> str:
    """The first line of an entry."""
    stamp = time.strftime("%Y-%m-%d %H:%M:%S %z", time.localtime(when))
    return (f"=== {stamp} · {kind} · flip7 {version} · {sys.platform} · "
            f"Python {sys.version.split()[0]}")


def write_entry(path: Path, kind: str, body: str, version: str | None = None,
                limit: int = MAX_LOG_BYTES, when: float | None = None) -> None:
    """Append one timestamped entry to the log at ``path`` (rotating it first if full);
    ``when``: the time it happened, if not now.

    Raises :class:`~game.storage.files.FileProblem` when the log cannot be written.
    """
    if version is None:
        from game import __version__

        version = __version__
    text = header(kind, version, when) + "\n" + body.rstrip("\n") + "\n\n"
    data = text.encode("utf-8", "backslashreplace")
    if len(data) > limit:  # never in practice; still, the cap holds
        note = f"\n[entry cut at {limit:,} bytes]\n\n".encode()
        data = data[:limit - len(note)] + note
    new = False  # this call makes the log file (none there, or the full one moved on)
    before: int | None = None  # the log's length before this entry, once known
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            size = path.stat().st_size
        except FileNotFoundError:
            new = True
        else:
            if size + len(data) > limit:
                try:
                    os.replace(path, path.with_name(path.name + ".1"))
                except OSError:
                    # The older log's place is taken (a folder of that name): the full
                    # log starts afresh rather than never take an entry again (QA 126).
                    os.truncate(path, 0)
                new = True
        before = 0 if new else size
        with open(path, "ab", opener=_without_waiting) as handle:
            handle.write(data)
            handle.flush()
            before = None  # written whole: kept, even if the sync below fails
            # Synced, so that a crash right after cannot lose it; the entry is in the
            # log even where that fails (written again, it would be there twice).
            with contextlib.suppress(OSError):
                os.fsync(handle.fileno())
    except OSError as error:
        # A log this call made and could not write a byte to is not left behind: on a
        # full disk an empty error log was all there was to find (QA 85).
        with contextlib.suppress(OSError):
            if before is not None and path.stat().st_size > before:
                # Nor half an entry: written again whole later (:func:`log_told`), it
                # followed its own first half, which ran into the next header (QA 186).
                os.truncate(path, before)
            if new and path.stat().st_size == 0:
                path.unlink()
        raise FileProblem(path, msg("files.reason.not_written", reason=os_reason(error))) from None


def _without_waiting(path: str, flags: int) -> int:
    """Open without waiting: a pipe in the log's place with nobody reading it held the
    game before its window opened, for ever (QA 98); now that is a log not written."""
    # 0o666 as open() gives: os.open's own default, 0o777, made the log executable.
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0), 0o666)


def crash_entry(error: BaseException, context: Mapping[str, Any],
                args: Sequence[str] = ()) -> str:
    """The body of a crash entry: command line, seed, record, then the traceback.

    ``context`` is what the running game knows (see ``App.crash_context``):
    ``seed`` and ``record`` (a record's JSON object) when a table is open,
    maybe more; anything else in it is written as ``key: value`` too.
    """
    lines = [f"command line: {' '.join(args) if args else '(none)'}"]
    for key, value in context.items():
        if key == "record":
            continue
        lines.append(f"{key}: {value}")
    record = context.get("record")
    if record is not None:
        lines.append("record (save the next line as crash.flip7.json; "
                     "flip7 --replay crash.flip7.json plays the game up to here):")
        lines.append(json.dumps(record, ensure_ascii=False))
    else:
        lines.append("record: none (no table was open)")
    lines.append("".join(traceback.format_exception(error)).rstrip("\n"))
    return "\n".join(lines)

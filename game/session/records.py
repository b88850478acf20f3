"""Record files the player opens or writes: a kept game, a ``simulate --save`` record,
a bug report; and a copy of a game's record under a name the player chooses.

Opening a record says what is wrong in the very line ``flip7 replay`` prints
for the same file (``shared/record-format.md``): the file's problem as the
safe reader names it, or the record's first bad field or move. Whether the
moves replay is checked by whoever replays them (the viewer's
:class:`~game.session.timeline.Timeline`, the games index), which raises
:class:`~game.core.record.RecordError` with the replay's own message.

>>> import json, tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> (folder / "bad.flip7.json").write_text(json.dumps({"format": "flip7-record"}))
26
>>> try:
...     read_record(folder / "bad.flip7.json")
... except RecordProblem as problem:
...     print(problem)
record: the record has no "version" (expected 1)
"""

from __future__ import annotations

import errno
import os
import unicodedata
from pathlib import Path
from typing import NoReturn

from game.core.record import VERSION, Record, RecordError
from game.i18n import Message, msg, t
from game.storage.files import (
    FileProblem,
    NameTaken,
    file_in_the_way,
    is_taken,
    json_bytes,
    os_reason,
    read_json,
    remove_leftovers,
    write_new,
)
from game.storage.paths import NoSuchUser, typed_path

from .core_reasons import core_reason

#: The ending every record file has.
RECORD_SUFFIX = ".flip7.json"

#: Seconds after which a record's temporary file in an export's folder is a leftover
#: (see :func:`export_record`): an export in progress writes it in a moment.
LEFTOVER_AGE = 60.0


#: The reasons that say "record:" and the file's name before the trouble itself.
_NAMING = frozenset({"records.reason.record", "records.reason.unreadable",
                     "records.reason.damaged"})
#: Reasons that say a file is no game record at all (not JSON, not an object, another
#: format), rather than a record with a bad field or move.
_NOT_A_RECORD = frozenset({"files.reason.bad_json", "files.reason.invalid_json",
                           "files.reason.not_utf8", "files.reason.wrong_encoding",
                           "core.not_object", "core.format"})


class RecordProblem(Exception):
    """A record file that cannot be opened; ``str(problem)`` is ``flip7 replay``'s line.

    ``why`` is the same line as a catalogue message, for the screen: :meth:`told`
    words it in the player's language (the core's words about a bad field or move
    too: :mod:`game.session.core_reasons`).
    """

    def __init__(self, why: Message, missing: bool = False, lasting: bool = True) -> None:
        self.why = why
        self.line = why.in_language("en")
        #: There is no such file.
        self.missing = missing
        #: The trouble is in the file's contents (it stays until the file changes), not
        #: in reaching it (permissions, a pipe, a file that went away).
        self.lasting = lasting
        super().__init__(self.line)

    def told(self) -> str:
        """The line in the current language."""
        return str(self.why)

    @property
    def not_a_record(self) -> bool:
        """Is the file no game record at all (a text file, another program's JSON)?"""
        return self.after_name().key in _NOT_A_RECORD

    def after_name(self) -> Message:
        """The reason for a sentence that names the file already ("Couldn't open
        x.flip7.json: …"): without the command line's "record: x.flip7.json:" before
        it, which named the file twice (QA twenty-sixth pass). A bad move is counted
        from 1, as the title counts a saved game's and the viewer counts moves (it
        said "move 6" where the title said "move 7" for the same move: QA 82); the
        command line and the error log count from 0, as the record does."""
        return after_name(self.why)


def after_name(why: Message) -> Message:
    """A record's problem ``why`` as the game's screens say it after naming the file
    (see :meth:`RecordProblem.after_name`); a version above the game's own is said to
    be a newer Flip 7's, as a saved game's is ("record: unsupported version 2
    (expected 1)" in Your games: QA 123).

    >>> after_name(msg("records.reason.record", reason=msg("core.version", version="2"))
    ...            ).in_language("en")
    'a newer Flip 7 made it (record version 2)'
    """
    why = moves_from_one(why)
    if why.key in _NAMING and isinstance(why.params.get("reason"), Message | str):
        reason = why.params["reason"]
        why = reason if isinstance(reason, Message) else msg("files.reason.other",
                                                              detail=reason)
    version = str(why.params.get("version", "")) if why.key == "core.version" else ""
    if version.isdigit() and int(version) > VERSION:
        return msg("records.reason.newer", version=version)
    return why


def moves_from_one(why: Message) -> Message:
    """``why`` as the game's screens say it: a bad move counted from 1, as the title
    counts a saved game's and the viewer counts moves; the command line, the error log
    and the record count from 0 (the same move was "move 61" in Your games and "move
    62" on the title: QA 123). Any other reason as it is.

    >>> moves_from_one(msg("records.reason.move", move=0, reason="x")).in_language("en")
    'move 1: x'
    """
    if why.key == "records.reason.move" and isinstance(why.params.get("move"), int):
        return msg("records.reason.move", move=why.params["move"] + 1,
                   reason=why.params["reason"])
    return why


def problem_reason(problem: FileProblem, name: str) -> Message:
    """Why ``flip7 replay NAME`` cannot read the file as JSON, as a catalogue message."""
    if problem.damaged:  # there is a file, it just is no record
        return msg("records.reason.damaged", name=problem.path.name, reason=problem.why)
    return msg("records.reason.unreadable", name=name, reason=problem.why)


def problem_line(problem: FileProblem, name: str) -> str:
    """The one line ``flip7 replay NAME`` prints for a file it cannot read as JSON."""
    return problem_reason(problem, name).in_language("en")


def error_reason(error: RecordError) -> Message:
    """A bad field or move of a record (``str(error)``) as a catalogue message: the
    place and the core's reason (:func:`~game.session.core_reasons.core_reason`) are
    worded in the player's language; in English it is ``str(error)`` exactly.

    >>> error_reason(RecordError("the game is already over (G-12)", 4)).in_language("nl")
    'zet\\xa04: het spel is al afgelopen (G-12)'
    """
    reason = core_reason(error.reason)
    if error.move is None:
        return msg("records.reason.record", reason=reason)
    return msg("records.reason.move", move=error.move, reason=reason)


def read_record(path: Path | str) -> Record:
    """The record in the file at ``path``, checked field by field (not yet replayed).

    Raises :class:`RecordProblem` with the line ``flip7 replay`` prints.
    """
    try:
        data = read_json(path)
    except FileProblem as problem:
        raise RecordProblem(problem_reason(problem, str(path)), problem.missing,
                            problem.damaged) from None
    try:
        return Record.from_json(data)
    except RecordError as error:
        raise RecordProblem(error_reason(error)) from None


def export_name(stem: str) -> str:
    """A file name for an exported record: ``stem`` with the record ending.

    >>> export_name("2026-12-01_20-15-42"), export_name("ann.flip7.json")
    ('flip7-2026-12-01_20-15-42.flip7.json', 'ann.flip7.json')
    """
    if stem.endswith(RECORD_SUFFIX):
        return stem
    return f"flip7-{stem}{RECORD_SUFFIX}"


def without_ending(name: str) -> str:
    """``name`` without the record ending, in any case, or its first half alone: the
    name an export is written under, and the one it offers, gets it once ("a.FLIP7.JSON"
    became "a.FLIP7.JSON.flip7.json", "b.flip7" "b.flip7.flip7.json": QA 150, 151, 195).

    >>> without_ending("a.FLIP7.JSON"), without_ending("b.flip7"), without_ending("c.json")
    ('a', 'b', 'c')
    """
    for part in (".json", ".flip7"):
        if name.lower().endswith(part):
            name = name[:-len(part)]
    return name


def _as_written(path: Path) -> Path:
    """``path`` with each part that is not there as typed spelt as the disk spells it:
    an accent typed as a mark after its letter (or a folder's name written decomposed)
    is the same name to the player, not to the disk ("There is no folder …/Données"
    beside Données: QA 190). Part by part, so that a folder there as typed is the one
    used, and a folder's name typed so is a folder still (QA 191)."""
    found = Path(path.parts[0])
    last = len(path.parts) - 1
    for number, part in enumerate(path.parts[1:], 1):
        # A folder on the way is one only if it is a folder (a file of the typed
        # spelling beside the folder of the other: QA 192); the last part anything.
        there = os.path.lexists if number == last else os.path.isdir
        here = found / part
        if not there(here):
            here = next((spelt for spelt in (found / unicodedata.normalize("NFC", part),
                                             found / unicodedata.normalize("NFD", part))
                         if there(spelt)), here)
        found = here
    return found


class ExportProblem(Exception):
    """An export that did not happen; ``str(problem)`` is one line for the screen."""


def _at_fault(path: Path, error: OSError) -> str:
    """What the system refused of an export to ``path``, naming the part at fault: the
    typed file's name went with every reason ("x: permission denied" for a folder that
    cannot be entered, "mygame: file name too long" for a folder's long name: QA 195).
    """
    if error.errno == errno.ENAMETOOLONG:
        # The part too long, or else the path as a whole (past the system's bytes, with
        # every part short: QA 199).
        part = next((part for part in path.parts if len(os.fsencode(part)) > _NAME_MAX),
                    str(path))
        return f"{part}: {os_reason(error)}"
    folder = path.parent
    if error.errno in (errno.EACCES, errno.EPERM):
        # The first folder on the way that cannot be entered, not the one it holds
        # ("cannot write in locked/sub" for a locked "locked": QA 199).
        folder = next((place for place in (*reversed(path.parents[1:]), path.parent)
                       if not os.access(place, os.X_OK)), folder)
    return t("files.reason.cannot_write_in", folder=folder, reason=os_reason(error))


#: The longest a file's or a folder's name may be, in bytes, on the common file systems.
_NAME_MAX = 255


def _no_folder(folder: Path) -> NoReturn:
    """Refuse an export into ``folder``, which is not a folder: a file where one is
    typed is said to be one ("There is no folder …/notes.txt" named a file that was
    there: QA 195)."""
    blocker = file_in_the_way(folder)
    if blocker is not None:
        raise ExportProblem(t("export.failed", problem=t("files.reason.folder_is_file",
                                                         folder=blocker)))
    raise ExportProblem(t("export.no_folder", folder=folder))


def export_record(record: Record, target: Path | str, home: Path | None = None) -> Path:
    """Write ``record`` to the file the player named; return where it went.

    ``~`` means the home folder; a relative name is taken in ``home`` (the
    home folder by default); a name without the record ending gets it. A path
    typed after the offered folder starts afresh where it has "//" inside it
    ("/home/ann//tmp/x" is "/tmp/x", as in a file dialog). A
    folder, a file that already exists, or a folder that does not, is refused
    with a line saying so: nothing the player has is ever overwritten. The
    write is atomic, so a full disk leaves no half-written copy. Raises :class:`ExportProblem`.
    """
    text = str(target).strip()
    if not text:
        raise ExportProblem(t("export.no_name"))
    fresh = text.rfind("//")
    if fresh > 0:  # not a leading "//" (a network path on Windows)
        # A "/" typed after the offered folder meant a path of its own: it was joined
        # on as "/root//work/…" and exported under the home folder (QA 25).
        text = text[fresh + 1:]
    if "\0" in text:  # no file name holds one: the OS's check raised ValueError (QA 126)
        raise ExportProblem(t("export.failed", problem=t("export.bad_letter")))
    try:
        path = typed_path(text)
    except NoSuchUser as error:  # "~nosuchuser/game" (it crashed: QA 126)
        raise ExportProblem(t("export.failed", problem=t("export.no_user",
                                                          name=error.name))) from None
    if not path.is_absolute():
        path = (home if home is not None else Path.home()) / path
    try:
        path = _as_written(path)
        if path.is_dir():
            raise ExportProblem(t("export.folder", path=path))
        # "nodir/." too: Path() drops the ".", and the game went beside the folder.
        if text.endswith(("/", os.sep, "/.", "/..")) or text in (".", ".."):
            # A folder meant, that does not exist: the slash went with Path(), and the
            # game was written beside it as "nodir.flip7.json" (QA 142).
            _no_folder(path)
        # The ending is written as the games list reads it.
        stem = without_ending(path.name)
        if not stem:  # the ending alone is no name: ".flip7" made a hidden file (QA 151)
            raise ExportProblem(t("export.no_name"))
        path = path.with_name(stem + RECORD_SUFFIX)
        # First what an export killed as it wrote left there: a hidden copy of a record, or
        # an empty file under its name where no hard links are (QA 211). Not one
        # another copy of the game is writing now: those are a moment old.
        remove_leftovers(path.parent, older_than=LEFTOVER_AGE, records_only=True)
        # Not beside one of the other spelling either, a copy that looks alike (QA 192).
        if is_taken(path):
            raise ExportProblem(t("export.exists", name=path.name))
        if not path.parent.is_dir():
            # A mistyped folder would otherwise be made, folders and all, wherever
            # the typo points, and the player looks for the copy where they meant.
            _no_folder(path.parent)
        # Never over a file, not even one put there since the look above (QA 126).
        write_new(path.parent, path.name.removesuffix(RECORD_SUFFIX), RECORD_SUFFIX,
                  json_bytes(record.to_json()), numbered=False)
    except NameTaken:
        raise ExportProblem(t("export.exists", name=path.name)) from None
    except FileProblem as problem:
        raise ExportProblem(t("export.failed", problem=f"{problem.path.name}: "
                                                      f"{problem.told()}")) from None
    except OSError as error:  # a name too long to look up, say: the reason, not a crash
        raise ExportProblem(t("export.failed", problem=_at_fault(path, error))) from None
    return path

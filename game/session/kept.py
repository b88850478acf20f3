"""The kept games: every finished game under ``games/``, at a glance.

The session keeps each finished game there as a record
(:meth:`game.session.saves.GameFiles.archive`). The games list and the
statistics need, for every game, who sat where, who played each seat, and
each round's scores, busts and Flip 7: a :class:`KeptGame`, made by
replaying the record. Replaying a thousand records takes seconds, so the
index caches what it made in ``games/.index.json``, keyed by each file's
name, size and modification time: a record that changes, appears or goes
is replayed again, the rest are read from the cache. The cache only ever
holds what the records say, so deleting it loses nothing.

A file in ``games/`` whose name ends ``.flip7.json`` but is no readable
record is skipped with a note (the line ``flip7 replay`` would print for
it); other files are none of the index's business. Nothing there is ever
changed or moved by looking at it.

>>> import tempfile, pathlib
>>> index = GameIndex(pathlib.Path(tempfile.mkdtemp()) / "games")
>>> index.load()
>>> index.games, index.problems
([], [])
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Generator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.core.editions import EDITIONS
from game.core.engine import Game
from game.core.record import Record, RecordError, is_text, replay, stamp_seconds
from game.i18n import Message, msg
from game.storage import paths
from game.storage.errorlog import log_told
from game.storage.files import FileProblem, os_reason, read_json, set_aside, write_json

from .records import RECORD_SUFFIX, RecordProblem, error_reason, read_record
from .seats import HUMAN, told_apart

#: The cache file inside ``games/`` (not a record: the index never lists it).
INDEX_FILE = ".index.json"
INDEX_FORMAT = "flip7-games-index"
#: Bump when :class:`KeptGame` changes, or what it keeps (the names as
#: :func:`~game.session.seats.told_apart` tells them apart), so every cached entry is
#: made again: 3 for the stand-in names and the game's own names alike in every
#: language (a list made before kept "You, , Ben": QA 199); 4 for those names with a
#: twin's number alike too ("Player 1 (2)" and "Speler 1 (2)": QA 209).
INDEX_VERSION = 4
#: The file problems this run has written to the error log (see :func:`_log_once`).
_LOGGED: set[tuple[str, str, str]] = set()
#: The cache of many thousand games is larger than any record; still bounded.
INDEX_MAX_BYTES = 64 * 1024 * 1024

#: ``2026-12-01_20-15-42.flip7.json`` (and ``…-2`` for a second game in that second).
_STAMP = re.compile(r"^(\d{4}-\d{2}-\d{2})_(\d{2})-(\d{2})-(\d{2})(?:-(\d+))?\.flip7\.json$")


@dataclass(frozen=True)
class KeptGame:
    """One kept game: its file, when it ended, the table and each round's results."""

    file: str
    #: ``YYYY-MM-DD HH:MM:SS``, local time: from the file's name, else its modification time.
    ended: str
    edition: str
    brutal: bool
    target: int
    players: tuple[str, ...]
    #: Who played each seat (``"human"`` or a computer spec); ``None`` if not recorded.
    plays: tuple[str, ...] | None
    finished: bool
    winner: int | None
    #: Per completed round: every seat's score, the seats that busted, who made Flip 7.
    scores: tuple[tuple[int, ...], ...]
    busted: tuple[tuple[int, ...], ...]
    flip7: tuple[int | None, ...]
    #: When it ended, in seconds since 1970 (UTC), if its record says (``ended``, kept
    #: since QA 136); ``None``: only :attr:`ended` knows, in the local time it was kept.
    at: float | None = None

    @property
    def rounds(self) -> int:
        """Completed rounds."""
        return len(self.scores)

    @property
    def rounds_played(self) -> int:
        """Rounds played, the one under way of an unfinished game included (the next
        round is dealt as one ends, G-12): what the replay viewer shows at its end. The
        games list said "1" beside the viewer's "Round 2" (QA nineteenth pass)."""
        return self.rounds + (0 if self.finished else 1)

    @property
    def totals(self) -> tuple[int, ...]:
        """The totals after the last completed round."""
        return tuple(sum(column) for column in zip(*self.scores, strict=True)) if self.scores \
            else (0,) * len(self.players)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats people played (none when the record does not say)."""
        return tuple(s for s, plays in enumerate(self.plays or ()) if plays == HUMAN)

    @property
    def winner_name(self) -> str | None:
        """The winner's name (``None`` for an unfinished game)."""
        return self.players[self.winner] if self.winner is not None else None

    def to_json(self) -> dict[str, Any]:
        """The cache entry."""
        return {"file": self.file, "ended": self.ended, "edition": self.edition,
                "brutal": self.brutal, "target": self.target, "players": list(self.players),
                "plays": list(self.plays) if self.plays is not None else None,
                "finished": self.finished, "winner": self.winner,
                "scores": [list(r) for r in self.scores],
                "busted": [list(r) for r in self.busted], "flip7": list(self.flip7),
                "at": self.at}

    @staticmethod
    def from_json(data: Any) -> KeptGame:
        """A cache entry read back; raises ``ValueError`` for anything but what
        :meth:`to_json` writes (then the record is replayed again)."""
        if not isinstance(data, dict):
            raise ValueError("not an object")
        # As kept: told apart once, when made (told apart again, a 14-letter twin's
        # "Annabelle Lee (2)" came back cut as "Annabelle Lee…" at the next opening,
        # and the statistics with it: QA 126).
        players = _strings(data.get("players"))
        n = len(players)
        plays = data.get("plays")
        winner = data.get("winner")
        flip7 = data.get("flip7")
        scores = _rows(data.get("scores"), n, exact=True)
        busted = _rows(data.get("busted"), n, exact=False)
        if not isinstance(flip7, list) or len(flip7) != len(scores) \
                or len(busted) != len(scores) \
                or not all(f is None or _seat(f, n) for f in flip7):
            raise ValueError("rounds disagree")
        finished = _flag(data.get("finished"))
        if (winner is not None and not _seat(winner, n)) or (winner is None) == finished:
            raise ValueError("bad winner")
        # Only what a record can hold (the record's own checks, G-1 and G-3): a cache
        # damaged into "finished": "yes" or an edition "chess" was read as an
        # unfinished game of no edition, and the statistics lost it (QA 136).
        edition = _text(data.get("edition"))
        target = _int(data.get("target"))
        if edition not in EDITIONS or not 50 <= target <= 1000:
            raise ValueError("not a record's edition or target")
        at = data.get("at")
        if at is not None and (isinstance(at, bool) or not isinstance(at, (int, float))
                               or not 0 <= at <= LAST_MOMENT):
            # A moment no record can say: 1e300 crashed Your games at every opening
            # (the platform's clock cannot show it; QA 155).
            raise ValueError("not a time")
        game = KeptGame(
            file=_text(data.get("file")), ended=_text(data.get("ended")),
            edition=edition, brutal=_flag(data.get("brutal")),
            target=target, players=players,
            plays=None if plays is None else _strings(plays, n),
            finished=finished, winner=winner, scores=scores,
            busted=busted, flip7=tuple(flip7), at=at)
        return game


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("not text")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("not true or false")
    return value


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("not an integer")
    return value


def _seat(value: Any, n: int) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and 0 <= value < n


def _strings(value: Any, n: int | None = None) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value) \
            or (n is not None and len(value) != n):
        raise ValueError("not a list of names")
    return tuple(value)


def _rows(value: Any, n: int, exact: bool) -> tuple[tuple[int, ...], ...]:
    """Per-round rows: ``n`` integers each (``exact``), or seats."""
    if not isinstance(value, list):
        raise ValueError("not a list")
    out = []
    for row in value:
        if not isinstance(row, list) or (exact and len(row) != n):
            raise ValueError("bad row")
        out.append(tuple(_int(v) if exact else _seat_of(v, n) for v in row))
    return tuple(out)


def _seat_of(value: Any, n: int) -> int:
    if not _seat(value, n):
        raise ValueError("not a seat")
    return int(value)


def kept_game(record: Record, file: str, ended: str, game: Game | None = None) -> KeptGame:
    """The :class:`KeptGame` of ``record`` (replayed unless ``game`` is its replay);
    ``ended`` is when it ended as far as its file tells (:func:`ended_of`), used where
    the record does not say (an older version's, or a record from elsewhere).

    Raises :class:`~game.core.record.RecordError` when the record does not replay.
    """
    if game is None:
        game = replay(record, record.start(watched=False))
    at = stamp_seconds(record.ended) if record.ended is not None else None
    if at is not None:
        ended = local_time(at)
    return KeptGame(
        file=file, ended=ended, at=at, edition=record.edition, brutal=record.brutal,
        # As the screens can show them: a record may hold any text in a name, and a
        # NUL in one broke the list (QA twenty-ninth pass); two "Ann"s showed as one.
        target=record.target, players=told_apart(record.players),
        plays=tuple(record.plays) if record.plays is not None else None,
        finished=game.finished, winner=game.winner,
        scores=tuple(tuple(r.scores) for r in game.rounds),
        busted=tuple(tuple(r.busted) for r in game.rounds),
        flip7=tuple(r.flip7 for r in game.rounds))


#: The last moment a record's ``ended`` can say (9999-12-31 23:59:59 UTC).
LAST_MOMENT = 253402300799


def local_time(at: float) -> str:
    """The moment ``at`` (seconds since the epoch) as the list shows it: in the time
    zone the player is in now (worked out at every reading, the cache's too: a game read
    before a change of time zone kept the old one's hours, QA 150); games are ordered by
    the moment itself.

    >>> local_time(1e300)  # no platform's clock can show it
    '?'
    """
    try:
        return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(at))
    except (OverflowError, OSError, ValueError):
        # A moment the platform's clock cannot show (before 1970 on Windows, say): the
        # list shows no time rather than crash (QA 155).
        return "?"


def ended_order(game: KeptGame) -> tuple[float, int, str]:
    """The order games ended in: by the moment its record says (:attr:`KeptGame.at`),
    else by :attr:`KeptGame.ended` read as local time, and of games that ended within
    one second by the number the game gave the later one's name ("…-2", "…-3"): by name
    alone "…-2" came before the first and "…-10" before "…-2", which put the list
    ("newest first") and the longest run of wins out of order (QA 111). By the local
    time alone, a game kept after a change of time zone or clock (or in the hour the
    clock repeats in autumn) could sort before older ones (QA 136).

    >>> from types import SimpleNamespace
    >>> names = ["2026-12-01_20-15-42-10.flip7.json", "2026-12-01_20-15-42.flip7.json",
    ...          "2026-12-01_20-15-42-2.flip7.json"]
    >>> games = [SimpleNamespace(file=n, ended=ended_of(n, 0.0), at=None) for n in names]
    >>> [g.file[19:] for g in sorted(games, key=ended_order)]
    ['.flip7.json', '-2.flip7.json', '-10.flip7.json']
    """
    match = _STAMP.match(game.file)
    number = int(match.group(5)) if match and match.group(5) else 1
    at = game.at if game.at is not None else _local_seconds(game.ended)
    return at, number, game.file


def _local_seconds(ended: str) -> float:
    """``YYYY-MM-DD HH:MM:SS`` in local time as seconds since 1970 (0 if it is not)."""
    try:
        return time.mktime(time.strptime(ended, "%Y-%m-%d %H:%M:%S"))
    except (ValueError, OverflowError):
        return 0.0


def ended_of(name: str, mtime: float) -> str:
    """When a kept game ended: the date and time in its name, else ``mtime`` (local time).

    >>> ended_of("2026-12-01_20-15-42-2.flip7.json", 0.0)
    '2026-12-01 20:15:42'
    """
    match = _STAMP.match(name)
    if match:
        day, h, m, s, _second = match.groups()
        return f"{day} {h}:{m}:{s}"
    return local_time(mtime)


@dataclass(frozen=True)
class _Entry:
    """A file as last seen: its key, and the game it holds or why it holds none."""

    key: str
    game: KeptGame | None
    problem: Message | None


class GameIndex:
    """The kept games of one folder, newest first, and the files that could not be read."""

    def __init__(self, folder: Path | None = None) -> None:
        """The index of ``folder`` (default: ``games/`` in the per-user folder)."""
        self.folder = folder if folder is not None else paths.games_folder()
        self.cache = self.folder / INDEX_FILE
        #: Newest first.
        self.games: list[KeptGame] = []
        #: ``(file name, one-line reason)`` for every record that could not be read: the
        #: line ``flip7 replay`` prints for it, in English.
        self.problems: list[tuple[str, str]] = []
        #: The same reasons by file name, as catalogue messages (for the screen).
        self.why: dict[str, Message] = {}
        #: How many records had to be replayed (not found in the cache) at the last load.
        self.replayed = 0

    def load(self) -> None:
        """Read the folder in one go (see :meth:`build`)."""
        for _ in self.build():
            pass

    def build(self) -> Generator[tuple[int, int], None, None]:
        """Read the folder, yielding ``(done, to do)`` after each record it replays, so
        a screen can show progress between frames; the cache is brought up to date at
        the end."""
        self.games, self.problems, self.why, self.replayed = [], [], {}, 0
        listing, trouble = self._listing()
        if trouble is not None:
            self._problem(self.folder.name, trouble)
            # In the error log too, which has every file problem the screens tell of
            # (QA 182: said on screen only).
            _log_once("games.log_folder", self.folder, trouble)
            return
        cached = self._read_cache()
        fresh: dict[str, _Entry] = {}
        todo = [(name, key, mtime) for name, key, mtime in listing
                if name not in cached or cached[name].key != key]
        done = 0
        try:
            for name, key, mtime in listing:
                entry = cached.get(name)
                read = entry is None or entry.key != key
                if read:
                    entry = self._make(name, key, mtime)
                    if entry.problem is not None:
                        # Each bad file once, as it is found: the screen names the first
                        # only, and the log had none of them (QA 123). One the game
                        # cannot reach is not cached but read at every opening: once a
                        # run, or it filled the log (QA 126).
                        _log_once("games.log_unreadable", self.folder / name,
                                  entry.problem)  # moves from 0, as `replay` counts
                assert entry is not None
                fresh[name] = entry  # before the yield: a close there keeps it
                if read:
                    done += 1
                    self.replayed += 1
                    yield done, len(todo)
        except GeneratorExit:
            # Closed before the end (the player left the screen): what was read is
            # cached, beside the cache's entries for the files not reached yet, so the
            # next opening goes on from here; it started again from the first of 3,000
            # games (QA 165). An entry whose file changed is read again then.
            listed = {name for name, _key, _mtime in listing}
            if fresh:
                self._write_cache({**{name: entry for name, entry in cached.items()
                                      if name in listed}, **fresh})
            raise
        for name, entry in fresh.items():
            if entry.game is not None:
                self.games.append(entry.game)
            elif entry.problem is not None:
                self._problem(name, entry.problem)
        self.games.sort(key=ended_order, reverse=True)
        self.problems.sort()
        if todo or set(cached) != set(fresh):
            self._write_cache(fresh)

    def delete(self, game: KeptGame) -> Path:
        """Take ``game`` out of the list: its file is renamed ``NAME.deleted-STAMP``
        beside the others, never removed (renamed back, it is listed again). Returns
        the new path; raises the system's :class:`OSError` if the file could not be
        renamed (then nothing changes, but a file that is gone leaves the list: it
        stayed listed until Your games was opened again, QA 133)."""
        try:
            aside = set_aside(self.folder / game.file, "deleted")
        except OSError as error:
            # Said on screen by the caller; the log has every file problem (QA 123).
            log_told("games.delete.failed", self.folder / game.file, file=game.file,
                     reason=os_reason(error))
            if isinstance(error, FileNotFoundError):
                self.games.remove(game)
            raise
        self.games.remove(game)
        return aside

    def _problem(self, name: str, why: Message) -> None:
        self.problems.append((name, why.in_language("en")))
        self.why[name] = why

    def _listing(self) -> tuple[list[tuple[str, str, float]], Message | None]:
        """``(name, key, mtime)`` of every record file, or why the folder cannot be read."""
        out = []
        try:
            with os.scandir(self.folder) as entries:
                for entry in entries:
                    if not entry.name.endswith(RECORD_SUFFIX) or entry.name.startswith("."):
                        continue
                    try:
                        info = entry.stat()
                    except OSError:  # a dangling link, a loop: read_record names it
                        out.append((entry.name, "?", 0.0))
                        continue
                    out.append((entry.name, f"{info.st_size}:{info.st_mtime_ns}",
                                info.st_mtime))
        except FileNotFoundError:
            return [], None
        except OSError as error:
            return [], msg("games.reason.folder", reason=os_reason(error))
        return out, None

    def _make(self, name: str, key: str, mtime: float) -> _Entry:
        try:
            record = read_record(self.folder / name)
            game = kept_game(record, name, ended_of(name, mtime))
        except RecordProblem as problem:
            # A file we could not reach is tried again next time; a damaged one is not.
            return _Entry(key if problem.lasting else "?", None, problem.why)
        except RecordError as error:
            return _Entry(key, None, error_reason(error))
        except Exception as error:  # a bug of ours must not hide every other game
            return _Entry("?", None, msg("records.reason.internal", error=repr(error)))
        return _Entry(key, game, None)

    @staticmethod
    def _cache_name(name: str) -> str:
        """``name`` as the cache writes it: a file name whose bytes are not UTF-8 (read
        with lone surrogates for them) as "/" and its bytes in hex. Raw, it made the
        cache text no reader takes, and every game was replayed at every opening (QA
        123); no file's name holds a "/", so no name is taken for another.

        >>> latin1 = chr(0xDCE9) + ".flip7.json"  # a Latin-1 "é", read as a name
        >>> GameIndex._cache_name("a.flip7.json"), GameIndex._cache_name(latin1)
        ('a.flip7.json', '/e92e666c6970372e6a736f6e')
        """
        return name if is_text(name) else "/" + os.fsencode(name).hex()

    @staticmethod
    def _file_name(cached: str) -> str:
        """The file's name from :meth:`_cache_name`'s form."""
        return os.fsdecode(bytes.fromhex(cached[1:])) if cached.startswith("/") else cached

    def _read_cache(self) -> dict[str, _Entry]:
        """The cached entries (none when the cache is missing, damaged or of another
        version: then every record is read again)."""
        try:
            data = read_json(self.cache, INDEX_MAX_BYTES)
        except FileProblem:
            return {}
        if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT \
                or data.get("version") != INDEX_VERSION or not isinstance(data.get("files"), dict):
            return {}
        out: dict[str, _Entry] = {}
        for cached, raw in data["files"].items():
            try:
                name = self._file_name(cached)
                key = _text(raw["key"])
                game = None if raw.get("game") is None \
                    else replace(KeptGame.from_json(raw["game"]), file=name)
                if game is not None and game.at is not None:
                    game = replace(game, ended=local_time(game.at))
                # A problem is a catalogue message; one cached as a line of text (before
                # reasons were worded in every language) is no entry: the file is read again.
                problem = None if raw.get("problem") is None \
                    else Message.from_json(raw["problem"])
                if (game is None) == (problem is None):
                    raise ValueError("neither a game nor a problem")
            except (ValueError, KeyError, TypeError):
                continue
            out[name] = _Entry(key, game, problem)
        return out

    def _write_cache(self, entries: dict[str, _Entry]) -> None:
        files = {self._cache_name(name): {
            "key": e.key,
            "game": {**e.game.to_json(), "file": self._cache_name(name)} if e.game else None,
            "problem": e.problem.to_json() if e.problem else None}
            for name, e in entries.items() if e.key != "?"}
        data = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "files": files}
        # A folder we cannot write costs only speed: the records are read again next time.
        # Said once a run in the error log, which has every file problem: silent, every
        # opening read every game (QA 123).
        try:
            write_json(self.cache, data)
        except FileProblem as problem:
            _log_once("games.log_no_cache", self.cache, problem.why)


def _log_once(key: str, file: Path, reason: Message) -> None:
    """The error log's entry ``key`` for ``file`` and its ``reason``, once a run: a
    problem met at every opening of Your games filled the log (QA 126)."""
    told = (key, str(file), str(reason))
    if told not in _LOGGED:
        _LOGGED.add(told)
        log_told(key, file, reason=reason)

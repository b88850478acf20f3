"""The game in progress on disk, and the finished games kept under ``games/``.

After every move the session writes its record (``shared/record-format.md``,
with ``plays`` and ``ai_seed``) to ``current.flip7.json`` through the safe
writer: atomically, a failure said once and retried at the next move. When
the game ends the record moves to ``games/`` under the date and time, where
the games list and the statistics find it. A saved game that cannot be
used is kept aside under a new name (never deleted) and the reason is one
line for the title screen.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from pathlib import Path

from game.core.record import FORMAT, VERSION, Record, RecordError
from game.i18n import Message, msg, t
from game.storage import paths
from game.storage.errorlog import log_told
from game.storage.files import (
    FileProblem,
    SafeWriter,
    copy_aside,
    json_bytes,
    keep_aside,
    read_json,
    write_json,
    write_new_json,
)
from game.storage.instance import take_kept_aside

from .records import RECORD_SUFFIX, error_reason
from .seats import MAX_SEATS

#: Kept games are named by when they ended: ``games/2026-12-01_20-15-42.flip7.json``
#: (a record's own ending, as every record file has).
GAME_SUFFIX = RECORD_SUFFIX


@dataclass(frozen=True)
class Unusable:
    """A saved game that could not be continued (``why``, a catalogue message), and
    what became of the file."""

    why: Message
    kept_as: Path | None

    @property
    def reason(self) -> str:
        """Why, in English (for the command line and the error log)."""
        return self.why.in_language("en")

    @property
    def notice(self) -> str:
        """One line for the title screen (in the language of the moment)."""
        if self.kept_as is None:
            return t("saves.unusable", reason=self.why)
        return t("saves.unusable_kept", reason=self.why, kept=self.kept_as.name)


class GameFiles:
    """Where one session's record goes: the current save, then the kept games."""

    def __init__(self, current: Path | None = None, games: Path | None = None) -> None:
        """Files in ``current`` and ``games`` (default: the per-user folder)."""
        self.current = current if current is not None else paths.current_game_path()
        self.games = games if games is not None else paths.games_folder()
        self._writer = SafeWriter(self.current, "game")
        self.notices: list[str] = []
        #: The save file as this session last knew it to hold the game (written or read):
        #: its modification time and size, and the round Continue would open.
        self._kept: tuple[int, int, int] | None = None
        #: The bad move :meth:`load` cut the saved record before, if it had to (a move
        #: the record's own checks refuse), with the record it returned: see
        #: :meth:`salvaged` and :func:`game.session.session.resume_saved`.
        self.cut: tuple[RecordError, Record] | None = None
        #: Why the last finished game could not be kept under ``games/``, if it could not.
        self.unkept: Message | None = None
        #: Whether :meth:`load` found a save it leaves in place, unused (a newer Flip 7's,
        #: or one that cannot be read): a new game keeps it aside and says where.
        self.left = False
        #: The save holds that finished game as it ended (written as it was kept, or in
        #: its place when it could not be): false while a full disk left an earlier
        #: save of it there (QA 98).
        self.ended_held = False
        #: Notices said before that the newest take the place of (a screen showing them
        #: still drops them): "Couldn't keep the finished game", once its save is set
        #: aside and a notice says where (QA 87 saw both at once).
        self.superseded: list[str] = []

    def save(self, record: Record) -> bool:
        """Write the game in progress; a failure becomes a notice (once per reason)."""
        ok = self._writer.write_json(record.to_json())
        self._take(self._writer.take_notice())
        return ok

    def remember(self, round_number: int) -> None:
        """The save file holds the game at round ``round_number`` now (just written, or
        just read to continue it)."""
        try:
            st = self.current.stat()
        except OSError:
            self._kept = None
            return
        self._kept = (st.st_mtime_ns, st.st_size, round_number)

    def kept_round(self) -> int | None:
        """The round Continue would open from the save file, while the file is still the
        one this session wrote or read last (its writes failing since); ``None`` when
        there is no such file, or another program changed it."""
        if self._kept is None:
            return None
        try:
            st = self.current.stat()
        except OSError:
            return None
        return self._kept[2] if (st.st_mtime_ns, st.st_size) == self._kept[:2] else None

    @property
    def behind(self) -> Message | None:
        """Why the save file does not hold the game as it is (its last write failed),
        or ``None`` when it does."""
        return self._writer.failing_why

    def archive(self, record: Record, until_seen: bool = False,
                new: bool = False) -> Path | None:
        """Keep a finished game under ``games/`` and remove the current save.

        A game kept already (the game stopped between keeping it and removing the
        save) is not kept twice: only the save goes, and the kept file is returned.
        ``new``: the game ended just now, so it cannot be kept already: a game played
        again to the same record (a seeded table watched twice) was taken for the
        first and never kept (QA 126). ``until_seen``: the save is not removed but
        holds the finished game until its winner has been shown (:meth:`end_seen`): a
        game closed over its last round's summary opens the title with who won,
        instead of nothing (QA 60).
        """
        kept = None if new else self._kept_already(record)
        # The save holds the finished game first, then it goes under games/: the other
        # way round, a stop between the two writes left it kept under games/ and saved
        # one move before its end, so Continue asked that move again and a different
        # answer kept the game twice, with another winner (QA 85). A finished save is
        # kept at the next start; one that could not be written is removed below,
        # rather than continued, once the game is kept. (Kept already and not to be
        # held, the save only goes: nothing to write.)
        held = self._hold_ended(record) if kept is None or until_seen else False
        self.ended_held = held
        if kept is None:
            try:
                # Linked to a name not taken, never renamed over one; a folder that
                # cannot be searched is a FileProblem too (its PermissionError ended the
                # game window: QA 111).
                target = write_new_json(self.games, time.strftime("%Y-%m-%d_%H-%M-%S"),
                                        GAME_SUFFIX, record.to_json())
            except FileProblem as problem:
                # "Couldn't keep the finished game: the disk is full.", not "…: could not
                # be saved (the disk is full)." (QA 85).
                self._take(t("saves.archive_failed", reason=problem.cause))
                # The folder, not the file's dated name: the same problem met again
                # (at the winner, at a new game) is one entry of the log, not several
                # (QA 74; see log_told).
                log_told("saves.archive_failed", self.games, reason=problem.cause)
                self.unkept = problem.cause
                # Not kept: the save holds it instead, finished if it could be written
                # so (the next start keeps it then), or as it last was; it is never
                # removed while the game is not under games/ (QA 72: a finished game
                # the disk had no room for was lost once its winner was shown).
                return None
            kept = target
        self.unkept = None
        self._writer.settled()  # the game is kept: saves that failed before are done with
        if until_seen and held:
            return kept
        with contextlib.suppress(OSError):
            self.current.unlink()
        return kept

    def _hold_ended(self, record: Record) -> bool:
        """Write the finished ``record`` as the save (quietly: it is kept already);
        ``False`` when it could not be written, so that the save, which holds the game
        before its last move, is removed rather than continued."""
        try:
            write_json(self.current, record.to_json())
        except FileProblem:
            return False
        self.remember(0)
        return True

    def end_seen(self) -> None:
        """The finished game's winner has been shown: the save that held it goes (only
        the file this session wrote; one another program put there stays)."""
        if self.kept_round() is not None:
            with contextlib.suppress(OSError):
                self.current.unlink()
            self._kept = None

    def _kept_already(self, record: Record) -> Path | None:
        """The file under ``games/`` holding exactly ``record`` as :meth:`archive` writes
        it, if there is one (only files of its very size are read)."""
        data = json_bytes(record.to_json())  # as write_new_json writes it
        try:
            found = [p for p in self.games.glob("*" + GAME_SUFFIX)
                     if p.is_file() and p.stat().st_size == len(data)]
        except OSError:
            return None
        for path in found:
            with contextlib.suppress(OSError):
                if path.read_bytes() == data:
                    return path
        return None

    def load(self) -> Record | Unusable | None:
        """The saved game's record, what was wrong with it, or ``None`` (no saved game).

        The record is checked as a file and as a record here; whether its
        moves replay is for the session to find out (see
        :meth:`game.session.session.Session.resume`).
        """
        self.left = False
        try:
            data = read_json(self.current)
        except FileProblem as problem:
            if problem.missing:
                return None
            if not problem.damaged:  # unreadable: leave the file alone
                # Told on the title, and logged as every such problem is (QA 98: a
                # folder in the save's place was said on screen only).
                log_told("saves.unusable", self.current, reason=problem.why, kept="")
                self.left = True
                return Unusable(problem.why, None)
            return self.set_aside(problem.why)
        newer = _newer_version(data)
        if newer is not None:
            # Not damaged: a newer Flip 7 can go on with it. It stays where it is (a new
            # game keeps it aside first, see keep_unusable) rather than being renamed
            # as damaged (QA twenty-third pass). Logged too (QA 211).
            why = msg("saves.newer", version=newer)
            log_told("saves.unusable", self.current, reason=why, kept="")
            self.left = True
            return Unusable(why, None)
        self.cut = None
        try:
            record = Record.from_json(data)
        except RecordError as error:
            # A bad move spoils only what comes after it: the game before it can go on
            # (QA 49: one bad move at the end lost the whole game).
            shorter = _moves_before(data, error)
            if shorter is None:
                return self.set_aside(error)
            try:
                record = Record.from_json(shorter)
            except RecordError:
                return self.set_aside(error)
            self.cut = (error, record)
        if record.plays is None or record.ai_seed is None:
            return self.set_aside(msg("saves.not_a_save"))
        if len(record.players) > MAX_SEATS:
            # A good record of 19 seats or more (two decks) put here by hand: the table
            # has no room for it, and Continue crashed on it (QA 111).
            return self.set_aside(msg("records.reason.too_many_to_show",
                                      n=len(record.players), most=MAX_SEATS))
        return record

    def set_aside(self, why: Message | RecordError) -> Unusable:
        """Rename the unusable save so a new game can start; say ``why`` (a reason, or
        the record's bad move found when it was replayed)."""
        if isinstance(why, RecordError):
            why = told_reason(why)
        aside = keep_aside(self.current)
        log_told("saves.unusable" if aside is None else "saves.unusable_kept", self.current,
                 reason=why, kept=aside.name if aside else "")
        return Unusable(why, aside)

    def salvaged(self, error: RecordError) -> None:
        """The saved game goes on from before its move ``error.move``, which cannot be
        played: the file as it was is kept aside (never deleted), and the title says so
        (:meth:`take_notices`). The caller saves the game as it now stands, over the
        file (a copy is kept aside, so the save is never missing)."""
        aside = copy_aside(self.current)
        why = told_reason(error)
        key = "saves.salvaged" if aside is None else "saves.salvaged_kept"
        self._take(t(key, reason=why, kept=aside.name if aside else ""))
        # The log counts moves as the record and `flip7 replay` do, from 0.
        log_told(key, self.current, reason=f"{error}, counted from 0",
                 kept=aside.name if aside else "")

    def make_way(self, finished: Record | None = None) -> None:
        """Before a new game writes its save: a ``finished`` game in the save is kept
        under ``games/`` if it can be now, and otherwise the save is set aside under a
        new name, as a save that cannot be continued here is (:meth:`keep_unusable`),
        and a notice says where: that was done without a word (QA 72)."""
        self.superseded = []
        if finished is not None and self.archive(finished) is None:
            aside = self.keep_unusable()
            if aside is not None and self.unkept is not None:
                # One notice, in place of the "Couldn't keep the finished game" that
                # archive said (any other notice stays); it does not call an earlier
                # save the finished game (QA 98: the disk was full before it ended).
                said = t("saves.archive_failed", reason=self.unkept)
                self.superseded = [said]
                self.notices = [*(n for n in self.notices if n != said),
                                t("saves.finished_aside" if self.ended_held
                                  else "saves.earlier_aside", reason=self.unkept,
                                  kept=aside.name)]
            return
        aside = self.keep_unusable()
        if aside is not None and self.left:
            # Kept aside without a word: the player could not hand a newer Flip 7's save
            # back to it (QA 211).
            self._take(t("saves.left_aside", kept=aside.name))
            log_told("saves.left_aside", self.current, kind="notice", kept=aside.name)
            self.left = False

    def keep_unusable(self) -> Path | None:
        """Before a new game writes its save: keep a saved game that is left in place
        because it cannot be continued here (a newer Flip 7's, or one that could not
        be read) aside under a new name, so the new game does not write over it."""
        try:
            if not self.current.exists():
                return None
        except OSError:
            # A folder that cannot be entered: the new game's save cannot be written
            # there either (it says so), so nothing is written over (QA 182: a crash).
            return None
        return keep_aside(self.current, "replaced")

    def take_notices(self) -> list[str]:
        """Messages for the screen since the last call (and where another window's
        files were kept aside before this one wrote over them: QA 218)."""
        for aside in take_kept_aside():
            self._take(t("files.others_kept", kept=aside.name))
        out, self.notices = self.notices, []
        return out

    def _take(self, notice: str | None) -> None:
        if notice:
            self.notices.append(notice)


def told_reason(error: RecordError) -> Message:
    """A saved game's bad field or move for the title: moves counted from 1, as the
    replay viewer counts them (the record's own count, and the command line's, starts
    at 0: "move 24" was the 25th: QA 50).

    >>> told_reason(RecordError("unknown move 'fly'", 24)).in_language("en")
    "move 25: unknown move 'fly'"
    """
    if error.move is None:
        return error_reason(error)
    return error_reason(RecordError(error.reason, error.move + 1))


def _moves_before(data: object, error: RecordError) -> dict[str, object] | None:
    """``data`` with its moves from ``error.move`` on left out, if the error is a move's
    and a move before it is kept."""
    if error.move is None or error.move < 1 or not isinstance(data, dict):
        return None
    moves = data.get("moves")
    if not isinstance(moves, list) or error.move > len(moves):
        return None
    return {**data, "moves": moves[:error.move]}


def _newer_version(data: object) -> int | None:
    """The record version of a saved game a newer Flip 7 wrote, if ``data`` is one."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    version = data.get("version")
    return version if type(version) is int and version > VERSION else None

"""One window of the game at a time for one folder of per-user files.

Two copies of the game over one folder wrote over each other's saved game
after every move, the one that finished a game removed the other's save,
and a setting changed in one was lost when the other saved its own (QA 49).
A window of the game therefore holds a lock on ``flip7.lock`` in the folder
while it runs; a second window finds it held and says so instead of playing.

The lock is the operating system's (``flock`` on Linux and macOS, a byte
lock on Windows), so it goes with the process however that ends: a crash or
``kill -9`` never leaves the game locked out. A lock file this user cannot
write (another user's) is locked through a read-only handle. Where no lock can be taken
(the folder cannot be created, or a file stands in its place) the game runs
unlocked: its files cannot be written there anyway, and saying so is the
safe writer's job. The headless commands (``flip7 replay``, ``flip7
simulate``) write no per-user files and take no lock.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> first, second = InstanceLock(folder), InstanceLock(folder)
>>> first.acquire(), second.acquire()
(True, False)
>>> first.release(); second.acquire()
True
>>> second.release()
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from game.i18n import Message, msg

LOCK_FILE = "flip7.lock"


class InstanceLock:
    """The lock of one folder of per-user files (see the module's text)."""

    def __init__(self, folder: Path) -> None:
        """A lock on ``folder`` (not taken yet)."""
        self.path = folder / LOCK_FILE
        self._fd: int | None = None
        #: After the lock was taken back from another window (see :meth:`guard`): the
        #: files written since, each kept aside (a copy) before its first write where
        #: another window changed it.
        self._since_another: set[Path] | None = None
        #: Each file of the folder as this window found it when it first took the lock,
        #: or last wrote it (:func:`_signature`): what is not ours is another window's.
        self._ours: dict[Path, tuple[int, int, int] | None] = {}  # by real names
        self._looked = False

    def acquire(self) -> bool:
        """Take the lock: ``False`` when another running copy of the game holds it;
        ``True`` when this one does now, or when no lock can be taken here at all."""
        if self._fd is not None:
            return True
        self._look()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            try:
                # A lock file this user cannot write (left by a run as another user)
                # or a folder in its place, in a folder they can write: the lock is
                # taken on it read-only, or two windows played at once (QA 111).
                fd = os.open(self.path, os.O_RDONLY)
            except OSError:
                return True  # nowhere to lock: nothing can be written here either
        try:
            _lock(fd)
        except BlockingIOError:
            os.close(fd)
            return False
        except OSError as error:
            os.close(fd)
            # Windows says a held byte lock with EACCES (or EDEADLOCK); a file system
            # without locks (some network shares) says ENOLCK or EOPNOTSUPP: run then.
            return not _held(error)
        self._fd = fd
        with contextlib.suppress(OSError):  # who holds it, for a person who looks
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        return True

    def _look(self) -> None:
        """The folder as this window first finds it, and reads: at its first try for
        the lock, taken or not (at its first lock, taken later where it started without
        one, a second window's save was taken for its own: QA 224)."""
        if self._looked:
            return
        self._looked = True
        try:
            entries = list(self.path.parent.iterdir())
        except OSError:
            return
        # Each entry as it is, folders too (no file is written by a folder's name): one
        # entry whose kind could not be told (a name too long to stat) left the whole
        # folder unknown, and the player's own settings were then kept aside as another
        # window's (QA 228).
        self._ours = {_real(entry): _signature(entry) for entry in entries}

    def wrote(self, path: Path) -> None:
        """For :func:`game.storage.files.guard_writes`: ``path`` is as this window
        wrote it now."""
        if path.is_relative_to(self.path.parent):
            self._ours[_real(path)] = _signature(path)

    def guard(self, path: Path) -> Message | None:
        """For :func:`game.storage.files.guard_writes`: a reason not to write ``path``
        when it is in this lock's folder and another window holds the lock. A window
        that started where no lock could be taken (a read-only folder) takes it at its
        first write once it can; a second window started meanwhile had taken it, and
        both wrote the same saved game (QA 98): the later writer's saves are refused.

        A lock file removed while this window held it (a player clearing the folder)
        let a second window start and lock a new one, and the two wrote one saved game,
        the second's lost without a word (QA 211): a window whose lock file is no longer
        the one it holds takes the lock again, or writes nothing there. Where a new lock
        file stands in its place, another window did start meanwhile and may have saved
        its own game and closed; the first window's next save went over it without a
        word (QA 218): each file this window then writes for the first time is kept
        aside first (a copy, :func:`~game.storage.files.copy_aside`), logged, and
        handed to :func:`take_kept_aside` for the screen, where it is not as this window
        found or last wrote it (a window that started and wrote nothing left the first
        window a stale copy of its own game and a notice that was untrue: QA 222)."""
        if not path.is_relative_to(self.path.parent):
            return None
        if self._fd is not None and not self._still_ours():
            try:
                replaced = self.path.exists()  # ours is gone: a new one is another window's
            except OSError:
                # The folder can no longer be entered (its rights changed): the archive of
                # a finished game ended in an uncaught error, not the notice that it could
                # not be written (QA 228). Whether another window came cannot be told.
                replaced = True
            if replaced:
                self._since_another = set()
            self.release()
        if self._fd is None:
            if not self.acquire():
                self._since_another = set()  # another window holds it: it writes meanwhile
                return msg("files.reason.elsewhere")
            if self._fd is not None and self._since_another is None:
                # Taken only now (a window that started unlocked): another window may
                # have come, saved and gone meanwhile (QA 225).
                self._since_another = set()
        if self._since_another is not None:
            # Each file once, by its real name: a link and its file were kept twice.
            real = _real(path)
            if real not in self._since_another:
                self._since_another.add(real)
                if _signature(path) != self._ours.get(real):
                    _keep_theirs(path)
        return None

    def _still_ours(self) -> bool:
        """Is the lock file on disk still the one this window holds locked? (A held
        file cannot be removed on Windows, so there it always is.)"""
        if sys.platform == "win32" or self._fd is None:  # pragma: no cover - Windows
            return True
        try:
            held = os.fstat(self._fd)
        except OSError:
            # Its own open file cannot be looked at (ESTALE, EBADF: removed on a network
            # share): held no longer (it was taken for still held: QA 232).
            return False
        try:
            there = os.stat(self.path)
        except PermissionError:
            # Not to be told (the folder's rights changed for a moment): still held, as
            # far as anyone knows. Let go, it left a second window free to start beside
            # this one once the rights were back (QA 230); a write that fails says so.
            return True
        except OSError:
            # Gone, or something else in its place (a link that loops): not ours.
            return False
        return (held.st_dev, held.st_ino) == (there.st_dev, there.st_ino)

    def release(self) -> None:
        """Let the lock go (the file stays: removing it could race a starting copy)."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                _unlock(self._fd)
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None


#: Files kept aside by :meth:`InstanceLock.guard` that no screen has said yet.
_kept_aside: list[Path] = []


def take_kept_aside() -> list[Path]:
    """The copies kept aside of another window's files (:meth:`InstanceLock.guard`)
    since the last call, for the screen to say where they are."""
    out = _kept_aside[:]
    _kept_aside.clear()
    return out


def _real(path: Path) -> Path:
    """``path`` by its real name (through links), or as it is where that cannot be
    known (a loop)."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return path


def _signature(path: Path) -> tuple[int, int, int] | None:
    """What tells one version of the file at ``path`` from another (every write here
    renames a new file into place); ``None`` where there is none."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (found.st_ino, found.st_mtime_ns, found.st_size)


def _keep_theirs(path: Path) -> None:
    """Keep a copy of ``path``, which another window may have written, aside before
    this window writes over it; said in the error log and to the screen."""
    from .errorlog import log_told
    from .files import copy_aside

    if path.name.startswith("."):
        return  # a hidden cache or a temporary file: nothing of a game
    try:
        if not path.is_file():
            return
    except OSError:
        return
    aside = copy_aside(path, "replaced")
    if aside is not None:
        _kept_aside.append(aside)
        log_told("files.others_kept", path, kind="notice", kept=aside.name)


if sys.platform == "win32":  # pragma: no cover - checked on Windows builds only
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

    def _held(error: OSError) -> bool:
        import errno

        return error.errno in (errno.EACCES, getattr(errno, "EDEADLOCK", errno.EDEADLK))
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

    def _held(error: OSError) -> bool:
        import errno

        return error.errno in (errno.EAGAIN, errno.EACCES)

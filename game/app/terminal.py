"""Safe command-line output for the headless commands (``replay``, ``simulate``).

- :func:`shown` escapes what a terminal would act on instead of print:
  control characters (an escape sequence can recolour, retitle or clear a
  terminal), bidirectional overrides and other invisible format characters.
  Names come from record files, so they are printed through it.
- :func:`one_line` makes any message fit the one-line contract of stderr.
- :class:`Parser` is an ``argparse`` parser whose errors are one line and
  exit status 2, like every other bad input.
- :func:`parse_seed` reads a ``--seed`` as both commands and the game take it.
- :func:`run_command` runs a command so that a reader closing the pipe early
  (``| head``) ends it quietly, output that cannot be written (a full disk)
  ends it with one line and status 1, Ctrl+C ends it with status 130, none
  with a traceback, and unprintable characters never crash it.

>>> shown("Ann\\x1b[2J")
'Ann\\\\x1b[2J'
>>> shown("Zoë 日本")
'Zoë 日本'
"""

from __future__ import annotations

import argparse
import errno
import io
import os
import sys
from collections.abc import Callable
from typing import NoReturn

#: An error line longer than this is cut (a hostile record can make any reason huge).
MAX_LINE = 300


def shown(text: str) -> str:
    """``text`` with every non-printable character escaped (``\\x1b``, ``\\n``, ``\\u202e``)."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def one_line(text: str, limit: int = MAX_LINE) -> str:
    """``text`` as one printable line of at most ``limit`` characters: a long word (a
    path) cut in its middle first, so that the reason after it still shows ("cannot
    read aaaa…" lost "file name too long": QA 142); the line's end cut only then.

    >>> cut = one_line("record: cannot read " + "a" * 400 + ".json: file name too long", 80)
    >>> len(cut), cut.startswith("record: cannot read a"), cut.endswith(".json: file name too long")
    (80, True, True)
    >>> len(one_line("x " * 100, 20))
    20
    """
    line = shown(text)
    if len(line) <= limit:
        return line
    words = line.split(" ")
    longest = max(range(len(words)), key=lambda i: len(words[i]))
    word = words[longest]
    keep = len(word) - (len(line) - limit) - 1  # its letters left, beside "…"
    if keep >= 16:
        head = keep // 3  # the end names the file: it keeps more than the start
        words[longest] = word[:head] + "…" + word[len(word) - (keep - head):]
        return " ".join(words)
    return line[:limit - 1] + "…"


class Parser(argparse.ArgumentParser):
    """An argument parser whose every error is one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        """Print ``prog: message`` (one line, pointing at ``--help``) and exit 2."""
        print(one_line(f"{self.prog}: {message} (see {self.prog} --help)"), file=sys.stderr)
        raise SystemExit(2)


def parse_seed(text: str) -> int:
    """A ``--seed``: a whole number of 0 or more with at most
    :data:`~game.storage.files.MAX_DIGITS` digits; raises ``ValueError`` with the
    reason (after the option's name).

    A seed is kept in the game's save and in every record, whose reader refuses
    longer integers: a 43-digit seed was taken, and the save it made was set aside
    as damaged at the next start (QA 111). Python's shuffle takes a seed's size, not
    its sign: -1 dealt the games of 1 (QA 56).

    >>> parse_seed("7")
    7
    >>> parse_seed("1" * 43)
    Traceback (most recent call last):
    ...
    ValueError: must have at most 40 digits, not 43
    """
    from game.storage.files import MAX_DIGITS

    try:
        seed = int(text)
    except ValueError:
        digits = text.strip().lstrip("+-").lstrip("0")
        if digits.isdecimal() and len(digits) > MAX_DIGITS:  # beyond Python's own limit
            raise ValueError(f"must have at most {MAX_DIGITS} digits, not {len(digits)}") \
                from None
        raise ValueError(f"needs a whole number, not {text!r}") from None
    if seed < 0:
        raise ValueError(f"must be 0 or more, not {seed}")
    length = len(str(seed))
    if length > MAX_DIGITS:
        raise ValueError(f"must have at most {MAX_DIGITS} digits, not {length}")
    return seed


class _ClosedOutput(io.TextIOBase):
    """Standard output the command was started without (``>&-``: ``sys.stdout`` is
    ``None``, and ``print`` wrote nowhere, status 0: QA 111): writing to it fails as
    writing to a closed file does."""

    def write(self, text: str) -> int:
        """Refuse ``text`` (``EBADF``, the system's own word for it)."""
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))


def run_command(main: Callable[[], int], writes: bool = False) -> int:
    """Run ``main`` and return its status; a closed output pipe ends it quietly.

    When the reader of our output goes away (``flip7 replay game.json | head
    -1``), Python raises ``BrokenPipeError`` at the next write, or at exit
    while flushing. The reader has what it wanted, so that is no error: the
    rest of the output is dropped, nothing is said and the status is 0 (the
    commands write to stdout only once their work succeeded: for ``replay``,
    once the record proved valid). Characters the terminal's encoding lacks
    are escaped rather than crash the output. Output that cannot be written at
    all (``> /dev/full``: no space left) ends the command with one line on stderr
    and status 1, not a traceback (QA 56). ``writes``: ``main`` is a command whose
    result is its output (``replay``, ``simulate``), so standard output closed from
    the start (``>&-``) cannot take it either (QA 111); the game's window, which
    writes nothing there (a Windows program with a window has no standard output at
    all), is not such a command.
    """
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    status = 0
    closed = writes and sys.stdout is None
    if closed:
        sys.stdout = _ClosedOutput()
    try:
        status = main()
        if sys.stdout is not None:
            sys.stdout.flush()  # a broken pipe here is still ours to catch, not Python's at exit
    except KeyboardInterrupt:  # Ctrl+C on a long simulate: the user knows, no traceback
        return 130
    except BrokenPipeError:
        _silence_stdout()
    except OSError as error:  # the commands catch their own file errors: this is output
        _silence_stdout()
        # The reason in the words every other command-line refusal uses ("no space
        # left on device", lower case), not the system's capitalised strerror (QA 112).
        from game.storage.files import os_reason  # only on this rare path: keep startup light
        reason = os_reason(error).in_language("en")
        print(one_line(f"flip7: cannot write the output: {reason}"), file=sys.stderr)
        return 1
    finally:
        if closed:
            sys.stdout = None  # as it was, for the interpreter
    return status


def _silence_stdout() -> None:
    """Point stdout at nothing, so the interpreter's own final flush of what is left
    in its buffer stays quiet too."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass

"""``python -m game replay FILE [--json]``: replay a game record headless.

Exit status 0 with the result on stdout; 2 with one line on stderr (naming the
move index and the reason) for a malformed record or an illegal move, and for
a file that is not a record at all: unreadable, not a regular file (a FIFO, a
device, a folder), too large, not UTF-8, not JSON, or JSON we refuse (huge
integers, deep nesting, lone surrogates; see :mod:`game.storage.files`).
Names are printed with control characters escaped, so a record cannot drive
the terminal; output into a pipe closed early (``| head``) ends quietly.
"""

from __future__ import annotations

import errno
import json
import os
import sys
import unicodedata
from collections.abc import Sequence
from typing import Any

from game.core.cards import card_name
from game.core.record import Record, RecordError, replay, summary
from game.i18n import msg
from game.session.records import problem_line
from game.session.seats import stand_ins
from game.storage.files import (
    FileProblem,
    decode_text,
    os_reason,
    parse_json,
    read_stream,
    read_text,
)
from game.storage.paths import NoSuchUser, typed_path

from .terminal import Parser, one_line, run_command, shown

STDIN = "standard input"


def _parser() -> Parser:
    parser = Parser(
        prog="flip7 replay", description="Replay a Flip 7 game record (.flip7.json).")
    parser.add_argument("file", help="the record to replay ('-' reads standard input)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def main(argv: Sequence[str]) -> int:
    """Replay the record named in ``argv``; return the exit status."""
    args = _parser().parse_args(list(argv))
    return run_command(lambda: _replay(args.file, args.json), writes=True)


def _fail(line: str) -> int:
    print(one_line(line), file=sys.stderr)
    return 2


def _read(name: str) -> Any:
    """The parsed JSON of the record ``name`` (``-``: standard input), bounded and strict."""
    if name == "-":
        if sys.stdin is None:  # started with it closed (<&-): no traceback (QA 111)
            raise FileProblem(STDIN, os_reason(OSError(errno.EBADF, os.strerror(errno.EBADF))))
        return parse_json(STDIN, decode_text(STDIN, read_stream(sys.stdin.buffer, STDIN)))
    try:
        path = typed_path(name)  # ~ as --replay takes it
    except NoSuchUser as error:
        raise FileProblem(name, msg("export.no_user", name=error.name)) from None
    return parse_json(name, read_text(path))


def _replay(name: str, as_json: bool) -> int:
    try:
        data = _read(name)
    except FileProblem as problem:  # worded as the viewer words it (one place)
        return _fail(problem_line(problem, STDIN if name == "-" else name))
    try:
        game = replay(Record.from_json(data))
    except RecordError as error:
        return _fail(str(error))
    except Exception as error:  # a bug of ours: still one line, never a traceback
        print(one_line(f"record: internal error while replaying: {error!r}"), file=sys.stderr)
        return 1
    result = summary(game)
    if as_json:
        print(json.dumps(result))
    else:
        print(_describe(result, [shown(n) for n in stand_ins(game.names)]))
    return 0


#: The widest the names' column grows in the text account.
NAME_COLUMN_MOST = 30


def columns(text: str) -> int:
    """How many columns of a terminal ``text`` takes: a wide letter (日本) two, a
    combining mark none.

    >>> columns("Zoë"), columns("日本語"), columns("Zoe\u0308")
    (3, 6, 3)
    """
    return sum(0 if unicodedata.combining(ch) else
               2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def in_column(name: str, width: int) -> str:
    """``name`` padded to ``width`` columns, or cut to them with "…" (a 100-letter name
    pushed its score out of the column; a Japanese one sat six columns right: QA 142).

    >>> in_column("Ann", 6) + "|", in_column("日本語の名前", 6) + "|", in_column("A" * 9, 6) + "|"
    ('Ann   |', '日本… |', 'AAAAA…|')
    """
    out, used = "", 0
    for ch in name:
        wide = columns(ch)
        if used + wide > width - (1 if columns(name) > width else 0):
            return out + "…" + " " * (width - used - 1)
        out, used = out + ch, used + wide
    return out + " " * (width - used)


def _describe(result: dict[str, object], names: Sequence[str]) -> str:
    """A short human-readable account of a replayed game."""
    out: list[str] = []
    rounds = result["rounds"]
    assert isinstance(rounds, list)
    # The names' column as wide as the longest (to a point: a hostile record's name may
    # be huge): a 13-letter name pushed its score a column right (QA 56).
    width = min(NAME_COLUMN_MOST, max([12, *(columns(name) for name in names)]))
    for number, entry in enumerate(rounds, 1):
        scores = entry["scores"]
        head = f"Round {number} (dealer {names[entry['dealer']]})"
        out.append(head + ("" if scores is not None else " — in progress"))
        for seat, line in enumerate(entry["lines"]):
            mark = " BUST" if seat in entry["busted"] else ""
            mark += " FLIP 7" if entry["flip7"] == seat else ""
            # A round in progress keeps the score's place: its cards began where the
            # others' scores stand (QA 142).
            score = " " * 4 if scores is None else f"{scores[seat]:>4}"
            # A comma between cards: "Unlucky 7 11 7" read as four cards (QA 44).
            shown = ", ".join(card_name(c) for c in line)
            out.append(f"  {in_column(names[seat], width)}{score}  {shown}{mark}".rstrip())
    totals = result["totals"]
    assert isinstance(totals, list)
    out.append("Totals: " + ", ".join(f"{n} {t}" for n, t in zip(names, totals, strict=True)))
    if result["finished"]:
        winner = result["winner"]
        assert isinstance(winner, int)
        out.append(f"Winner: {names[winner]}")
    else:
        pending = result["pending"]
        assert isinstance(pending, dict)
        out.append(f"Waiting for {names[pending['seat']]} to decide: {pending['decision']}")
    return "\n".join(out)

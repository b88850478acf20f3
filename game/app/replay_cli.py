"""``python -m game replay FILE [--json]``: replay a game record headless.

Exit status 0 with the result on stdout; 2 with one line on stderr (naming the
move index and the reason) for a malformed record or an illegal move.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from game.core.cards import card_name
from game.core.record import Record, RecordError, replay, summary


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="flip7 replay", description="Replay a Flip 7 game record (.flip7.json).")
    parser.add_argument("file", help="the record to replay ('-' reads standard input)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def main(argv: Sequence[str]) -> int:
    """Replay the record named in ``argv``; return the exit status."""
    args = _parser().parse_args(list(argv))
    try:
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8") as handle:
                text = handle.read()
    except OSError as error:
        print(f"record: cannot read {args.file}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        print(f"record: not valid JSON ({error})", file=sys.stderr)
        return 2
    try:
        game = replay(Record.from_json(data))
    except RecordError as error:
        print(str(error), file=sys.stderr)
        return 2
    except Exception as error:  # a bug of ours: still one line, never a traceback
        print(f"record: internal error while replaying: {error!r}", file=sys.stderr)
        return 1
    result = summary(game)
    if args.json:
        print(json.dumps(result))
    else:
        print(_describe(result, game.names))
    return 0


def _describe(result: dict[str, object], names: Sequence[str]) -> str:
    """A short human-readable account of a replayed game."""
    out: list[str] = []
    rounds = result["rounds"]
    assert isinstance(rounds, list)
    for number, entry in enumerate(rounds, 1):
        scores = entry["scores"]
        head = f"Round {number} (dealer {names[entry['dealer']]})"
        out.append(head + ("" if scores is not None else " — in progress"))
        for seat, line in enumerate(entry["lines"]):
            mark = " BUST" if seat in entry["busted"] else ""
            mark += " FLIP 7" if entry["flip7"] == seat else ""
            score = "" if scores is None else f"{scores[seat]:>4}"
            shown = " ".join(card_name(c) for c in line)
            out.append(f"  {names[seat]:<12}{score}  {shown}{mark}")
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

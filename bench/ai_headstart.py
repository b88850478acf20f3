"""What is an edge worth in points? The head-start scale of issue 20's goals.

A win rate says how often a player wins, not how much better it plays, and
its scale differs from table to table: 40 % at 3 seats and 26 % at 5 seats
are not the same edge. This benchmark gives both one scale. It plays a
Balanced player that starts the game ``H`` points up against Balanced
players (the strength benchmark's tables: 3 and 5 seats, seats rotated, the
same seeds for every ``H``, see ``bench/ai_strength.py``) for ``H`` on a
grid, and reads any win rate off that curve as points: the head start a
Balanced player would need to win as often.

It prints, per table and edition, the curve with 95 % intervals, then the
head start each goal of issue 20 asks for (40 % at 3 seats, 26 % at 5) and,
for the win rates given with ``--rates``, the head start they are worth. The
head start is a measuring device of this script only: no rule of the game
gives one.

Run from the repository root::

    python3 bench/ai_headstart.py --jobs 2                     # 20,000 games per point, ~15 min
    python3 bench/ai_headstart.py --games 4000 --rates classic:3=0.382,classic:5=0.223
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from itertools import pairwise
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(1, str(Path(__file__).resolve().parent))

from ai_strength import EDITION_NAMES, TABLES, play_seated

from game.app.simulate_cli import wilson

#: The head starts played by default (points).
HEADS = (0, 5, 10, 15, 20, 25, 30, 35, 40)


def play(args: tuple[str, int, int, int]) -> int:
    """One game: ``(edition, seats, seed, head)``; 1 if the Balanced player
    that started ``head`` points up won (seated as by
    :func:`ai_strength.play_seated`)."""
    edition, seats, seed, head = args
    game, entry_of, _ = play_seated(("balanced",) * seats, edition, seed, head=head)
    assert game.winner is not None
    return int(entry_of[game.winner] == 0)


def curve(pool: Pool, edition: str, seats: int, heads: Sequence[int], games: int,
          seed: int) -> list[tuple[int, int]]:
    """``(head, wins)`` for each head start, over ``games`` games from ``seed``."""
    found = []
    for head in heads:
        jobs = [(edition, seats, s, head) for s in range(seed, seed + games)]
        found.append((head, sum(pool.imap_unordered(play, jobs, chunksize=64))))
    return found


def head_start_for(points: Sequence[tuple[int, float]], rate: float) -> float | None:
    """The head start at which the curve ``points`` (head, win rate; heads
    rising) reaches ``rate``, by straight lines between its points; ``None``
    outside the curve. Where noise makes the curve dip, the first crossing.

    >>> round(head_start_for([(0, 0.33), (10, 0.37), (20, 0.41)], 0.39), 6)
    15.0
    >>> head_start_for([(0, 0.33), (10, 0.37)], 0.45) is None
    True
    """
    for (h0, r0), (h1, r1) in pairwise(points):
        if r0 <= rate <= r1 and r1 > r0:
            return h0 + (h1 - h0) * (rate - r0) / (r1 - r0)
        if rate == r0:
            return float(h0)
    return None


def parse_rates(text: str) -> dict[tuple[str, int], float]:
    """``"classic:3=0.382,vengeance:5=0.244"`` -> {(edition, seats): rate}.

    >>> parse_rates("classic:3=0.382, vengeance:5=24.4%")
    {('classic', 3): 0.382, ('vengeance', 5): 0.244}
    """
    found: dict[tuple[str, int], float] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        table, _, value = item.partition("=")
        edition, _, seats = table.partition(":")
        if edition not in EDITION_NAMES or not seats.isdigit() or not value:
            raise ValueError(f"bad rate {item!r}: use edition:seats=rate")
        rate = float(value.rstrip("%")) / (100 if value.endswith("%") else 1)
        found[(edition, int(seats))] = round(rate, 6)
    return found


def report(edition: str, seats: int, games: int, found: Sequence[tuple[int, int]],
           goal: float | None, rate: float | None) -> list[str]:
    """The curve of one table as markdown rows, and what its ``goal`` (if it
    has one) and ``rate`` (if given) are worth."""
    lines = [f"### {edition}, {seats} seats ({games} games per head start; "
             f"a fair share is {1 / seats:.1%})", "",
             "| head start | wins | 95 % interval |", "| ---: | ---: | --- |"]
    points = []
    for head, wins in found:
        low, high = wilson(wins, games)
        points.append((head, wins / games))
        lines.append(f"| {head} | {wins / games:.1%} | {low:.1%} – {high:.1%} |")
    lines.append("")

    def worth(value: float, subject: str, unit: str) -> str:
        head = head_start_for(points, value)
        if head is None:
            return f"{subject} lies outside the curve (play more head starts)."
        return f"{subject} is worth {unit}{head:.1f} points."

    if goal is not None:
        lines.append(worth(goal, f"The goal, {goal:.0%},", "a head start of "))
    if rate is not None:
        lines.append(worth(rate, f"A win rate of {rate:.1%}", ""))
    lines.append("")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    """Play the curves and print them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20_000,
                        help="games per head start, table and edition (default 20000)")
    parser.add_argument("--heads", default=",".join(map(str, HEADS)),
                        help="head starts to play, in points (default %(default)s)")
    parser.add_argument("--tables", default=",".join(str(s) for s, _ in TABLES),
                        help="table sizes (default %(default)s)")
    parser.add_argument("--editions", default=",".join(EDITION_NAMES))
    parser.add_argument("--rates", default="",
                        help="win rates to convert, e.g. classic:3=0.382,vengeance:5=0.244")
    parser.add_argument("--jobs", "--workers", dest="jobs", type=int,
                        default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        heads = sorted({int(h) for h in args.heads.split(",") if h.strip()})
        tables = [int(s) for s in args.tables.split(",") if s.strip()]
        rates = parse_rates(args.rates)
    except ValueError as error:
        parser.error(str(error))
    editions = [e for e in args.editions.split(",") if e]
    unknown = [e for e in editions if e not in EDITION_NAMES] + \
        [str(s) for s in tables if s < 3]
    if unknown:
        parser.error(f"unknown edition or table: {', '.join(unknown)}")
    goals = dict(TABLES)
    started = time.perf_counter()
    print("# What an edge is worth: Balanced with a head start against Balanced")
    print()
    print(f"`python3 bench/ai_headstart.py --games {args.games} "
          f"--heads {','.join(map(str, heads))}`"
          f", seeds {args.seed} … {args.seed + args.games - 1}, {args.jobs} job(s).")
    print()
    with Pool(args.jobs) as pool:
        for seats in tables:
            for edition in editions:
                found = curve(pool, edition, seats, heads, args.games, args.seed)
                for line in report(edition, seats, args.games, found, goals.get(seats),
                                   rates.get((edition, seats))):
                    print(line, flush=True)
    print(f"Total runtime: {time.perf_counter() - started:.0f} s.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

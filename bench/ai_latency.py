"""Expert decision latency at small and big tables, per decision kind.

Run: ``python3 bench/ai_latency.py [--games N] [--seats 3,6,12,18]``. For
each edition and table size it plays whole games at the "Mixed" table of
the setup screen (Expert, Balanced, Bold and Careful computers in turn, the
Experts told about each other), times every decision an Expert takes, and
prints p50, p99 and the maximum per decision kind (``turn``, each target
card, ``steal``, ``swap``, ``discard``, ``flip7``). The budget is p99 ≤ 20 ms
for every kind at every size (issue 18).

Times are the CPU time of the deciding process (``time.process_time``),
so other work on a shared machine does not inflate them; one process, one
core. ``--markdown`` prints the table for ``bench/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import _build
from game.ai import introduce, make_policy
from game.core import EDITIONS, Game, Rules
from game.core.cards import MODIFIERS
from game.core.moves import TARGET, Decision
from game.core.view import PlayerView

#: The budget per decision, p99 (seconds).
BUDGET = 0.020

#: The "Mixed" table: these computers in turn around the table.
MIX = ("expert", "balanced", "bold", "careful")

#: Games per table size when ``--games`` is not given: about the same number
#: of Expert decisions at every size.
GAMES = {3: 40, 6: 24, 12: 12, 18: 10}


def kind_of(decision: Decision) -> str:
    """The row a decision is counted in: ``turn``, ``target:<card>`` (the
    ``-n`` modifiers share ``target:-n``), ``steal``, ``swap``, ``discard``,
    ``flip7``."""
    if decision.kind != TARGET:
        return decision.kind
    card = decision.card or "?"
    if card in MODIFIERS and card.startswith("-"):
        card = "-n"
    return f"target:{card}"


def play(edition: str, seats: int, seed: int, times: dict[str, list[float]]) -> None:
    """One game at a Mixed table of ``seats``; adds each Expert decision time."""
    specs = [MIX[(s + seed) % len(MIX)] for s in range(seats)]
    policies = [make_policy(spec) for spec in specs]
    introduce(dict(enumerate(policies)))
    rngs = [random.Random(seed * 7919 + s) for s in range(seats)]
    game = Game(seats, Rules(EDITIONS[edition]), rng=random.Random(seed), watched=False)
    views = [PlayerView(game, s) for s in range(seats)]
    clock = time.process_time
    while game.pending is not None:
        decision = game.pending
        seat = decision.seat
        if specs[seat] == "expert":
            start = clock()
            move = policies[seat].choose(views[seat], decision, rngs[seat])
            times.setdefault(kind_of(decision), []).append(clock() - start)
        else:
            move = policies[seat].choose(views[seat], decision, rngs[seat])
        game.apply(move)


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted ``values`` (nearest rank)."""
    if not values:
        return 0.0
    return values[min(len(values) - 1, max(0, math.ceil(q * len(values)) - 1))]


def measure(edition: str, seats: int, games: int, seed: int) -> dict[str, list[float]]:
    """Sorted Expert decision times per kind over ``games`` games."""
    times: dict[str, list[float]] = {}
    for g in range(games):
        play(edition, seats, seed + g, times)
    return {kind: sorted(values) for kind, values in sorted(times.items())}


def main(argv: Sequence[str] | None = None) -> int:
    """Print the latency table; exit 1 if a kind misses the budget."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None,
                        help="games per edition and table size (default: 40 at 3 seats "
                             "down to 10 at 18)")
    parser.add_argument("--seats", default="3,6,12,18", help="table sizes (3,6,12,18)")
    parser.add_argument("--editions", default="classic,vengeance")
    parser.add_argument("--seed", type=int, default=7_000_000)
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.seats.split(",")]
    editions = [e.strip() for e in args.editions.split(",")]
    started = time.perf_counter()
    print(f"Expert decision latency, CPU ms per decision, {_build.describe()}, "
          f"Python {sys.version.split()[0]}; budget p99 ≤ {BUDGET * 1000:.0f} ms")
    if args.markdown:
        print("\n| edition | seats | decision | count | p50 | p99 | max |")
        print("| --- | ---: | --- | ---: | ---: | ---: | ---: |")
    else:
        print(f"{'edition':<10}{'seats':>6}  {'decision':<16}{'count':>7}"
              f"{'p50':>9}{'p99':>9}{'max':>9}")
    over = []
    for edition in editions:
        for seats in sizes:
            games = args.games or GAMES.get(seats, 10)
            for kind, values in measure(edition, seats, games, args.seed).items():
                p50, p99, top = (1000 * percentile(values, q) for q in (0.5, 0.99, 1.0))
                flag = " over" if p99 > BUDGET * 1000 else ""
                if flag:
                    over.append(f"{edition} {seats} {kind}")
                if args.markdown:
                    print(f"| {edition} | {seats} | {kind} | {len(values)} | {p50:.1f} | "
                          f"{p99:.1f}{flag} | {top:.1f} |")
                else:
                    print(f"{edition:<10}{seats:>6}  {kind:<16}{len(values):>7}"
                          f"{p50:>9.1f}{p99:>9.1f}{top:>9.1f}{flag}")
            sys.stdout.flush()
    print(f"\n{len(over)} rows over budget{': ' + ', '.join(over) if over else ''}; "
          f"{time.perf_counter() - started:.0f} s")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())

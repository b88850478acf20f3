"""Expert decision latency at small and big tables, per decision kind.

Run: ``python3 bench/ai_latency.py [--games N] [--seats 3,6,12,18]``. For
each edition and table size it plays whole games at the "Mixed" table of
the setup screen (Expert, Balanced, Bold and Careful computers in turn, the
Experts told about each other), times every decision an Expert takes, and
prints p50, p99 and the maximum per decision kind (``turn``, each target
card, ``steal``, ``swap``, ``discard``, ``flip7``). The budget is p99 ≤ 20 ms
for every kind at every size (issue 18).

Times are the CPU time of the deciding process (``time.process_time``);
one process, one core. The race model's tables, built once per process and
edition, are built before the timing starts. On a machine shared with other
work a decision's CPU time still varies (caches, other processes on the
same core), so each decision is also replayed ``--replays`` times from the
same position and random state (a fresh decision, same answer): the
``p99 best`` column is the p99 of each decision's fastest run, what the
decision itself costs; ``p99`` and ``max`` are of the single runs the game
really made. ``--markdown`` prints the table for ``bench/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import _build
from game.ai import introduce, make_policy
from game.ai.race import Race, edition_key
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


def play(edition: str, seats: int, seed: int, times: dict[str, list[tuple[float, float]]],
         replays: int) -> None:
    """One game at a Mixed table of ``seats``; adds each Expert decision's
    (time, fastest time of it and its replays)."""
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
            state = rngs[seat].getstate()
            start = clock()
            move = policies[seat].choose(views[seat], decision, rngs[seat])
            took = clock() - start
            fastest = took
            for _ in range(replays):
                again = random.Random()
                again.setstate(state)
                start = clock()
                repeat = policies[seat].choose(views[seat], decision, again)
                fastest = min(fastest, clock() - start)
                assert repeat == move, "a replayed decision must give the same answer"
            times.setdefault(kind_of(decision), []).append((took, fastest))
        else:
            move = policies[seat].choose(views[seat], decision, rngs[seat])
        game.apply(move)


def _load() -> float:
    """The 1-minute load average (0 where the system has none)."""
    try:
        return os.getloadavg()[0]
    except (OSError, AttributeError):  # AttributeError: Windows has no load average
        return 0.0


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted ``values`` (nearest rank)."""
    if not values:
        return 0.0
    return values[min(len(values) - 1, max(0, math.ceil(q * len(values)) - 1))]


def measure(edition: str, seats: int, games: int, seed: int, replays: int
            ) -> dict[str, tuple[list[float], list[float]]]:
    """Per kind: the sorted Expert decision times over ``games`` games, and
    the sorted fastest times of each decision with its replays."""
    # The race model's tables are built once per process, edition and target
    # (tens of ms): at start-up, not in the decisions timed here.
    Race.get(edition_key(EDITIONS[edition], False), 200)
    times: dict[str, list[tuple[float, float]]] = {}
    for g in range(games):
        play(edition, seats, seed + g, times, replays)
    return {kind: (sorted(t for t, _ in values), sorted(b for _, b in values))
            for kind, values in sorted(times.items())}


def main(argv: Sequence[str] | None = None) -> int:
    """Print the latency table; exit 1 if a kind misses the budget."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None,
                        help="games per edition and table size (default: 40 at 3 seats "
                             "down to 10 at 18)")
    parser.add_argument("--seats", default="3,6,12,18", help="table sizes (3,6,12,18)")
    parser.add_argument("--editions", default="classic,vengeance")
    parser.add_argument("--seed", type=int, default=7_000_000)
    parser.add_argument("--replays", type=int, default=2,
                        help="replays of each decision for the 'p99 best' column (2)")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.seats.split(",")]
    editions = [e.strip() for e in args.editions.split(",")]
    started = time.perf_counter()
    load_at_start = _load()
    print(f"Expert decision latency, CPU ms per decision, {_build.describe()}, "
          f"Python {sys.version.split()[0]}; budget p99 ≤ {BUDGET * 1000:.0f} ms")
    if args.markdown:
        print("\n| edition | seats | decision | count | p50 | p99 | max | p99 best |")
        print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    else:
        print(f"{'edition':<10}{'seats':>6}  {'decision':<16}{'count':>7}"
              f"{'p50':>9}{'p99':>9}{'max':>9}{'p99 best':>10}")
    over: list[str] = []
    over_best: list[str] = []
    for edition in editions:
        for seats in sizes:
            games = args.games or GAMES.get(seats, 10)
            found = measure(edition, seats, games, args.seed, args.replays)
            for kind, (values, fastest) in found.items():
                p50, p99, top = (1000 * percentile(values, q) for q in (0.5, 0.99, 1.0))
                best = 1000 * percentile(fastest, 0.99)
                flag = " over" if p99 > BUDGET * 1000 else ""
                flag_best = " over" if best > BUDGET * 1000 else ""
                if flag:
                    over.append(f"{edition} {seats} {kind}")
                if flag_best:
                    over_best.append(f"{edition} {seats} {kind}")
                if args.markdown:
                    print(f"| {edition} | {seats} | {kind} | {len(values)} | {p50:.1f} | "
                          f"{p99:.1f}{flag} | {top:.1f} | {best:.1f}{flag_best} |")
                else:
                    print(f"{edition:<10}{seats:>6}  {kind:<16}{len(values):>7}"
                          f"{p50:>9.1f}{p99:>9.1f}{top:>9.1f}{best:>10.1f}{flag or flag_best}")
            sys.stdout.flush()
    print(f"\nload average (1 min) at the start {load_at_start:.2f}, at the end {_load():.2f} "
          f"on {os.cpu_count()} cores: other work on the machine inflates the single runs")
    print(f"p99 over budget: {len(over)} rows{': ' + ', '.join(over) if over else ''}; "
          f"p99 best over budget: {len(over_best)} rows"
          f"{': ' + ', '.join(over_best) if over_best else ''}; "
          f"{time.perf_counter() - started:.0f} s")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())

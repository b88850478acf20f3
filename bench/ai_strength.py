"""How strong are the computer players? The issue-4 / issue-20 benchmark.

Plays, on ``--jobs`` cores:

1. the Expert against two Balanced players (3 seats) and against four (5
   seats), classic and With a Vengeance, ``--games`` games per table and
   edition (default 20,000) on the seeds from ``--seed``, seats rotated
   (game ``g`` puts the Expert in seat ``-g mod seats``); win rates with 95 %
   Wilson intervals, points per round and bust rates;
2. the same tables again on a fresh seed range (``--confirm-games`` each,
   default a quarter of ``--games``): seeds drawn at random for this run,
   far from every range a benchmark or an audit uses, so no tuning has seen
   them (``--confirm-seed`` replays a given range);
3. the Expert against two Experts (3 seats, ``--sanity-games``): a sanity
   check, about a third each;
4. bust rate by risk threshold: one ``threshold:R`` player against two
   Balanced, the share of its rounds that end in a bust;
5. Expert decision latency (p50, p99, max; CPU time) at 3 and 5 seats, measured in a
   separate pass on one core, so the figure is not inflated by the parallel
   games (``bench/ai_latency.py`` times every decision kind up to 18 seats).

Run from the repository root::

    python3 bench/ai_strength.py --jobs 2 --markdown bench/RESULTS.md   # the full benchmark
    python3 bench/ai_strength.py --games 600                            # a quick look

Everything but the confirmation seeds is seeded: the same options give the
same numbers, and the confirmation seed is printed with its table.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import os
import platform
import random
import sys
import time
from collections.abc import Sequence
from itertools import pairwise
from multiprocessing import Pool
from pathlib import Path
from typing import NamedTuple

if "game" not in sys.modules:  # bench/ai_compare.py may have imported another tree's
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import introduce, make_policy
from game.ai.race import Race, edition_key
from game.app.simulate_cli import wilson
from game.core import EDITIONS, Game, Rules
from game.core.view import PlayerView

THRESHOLDS = (0.05, 0.10, 0.15, 0.20, 0.26, 0.30, 0.40, 0.50, 0.60)
EDITION_NAMES = ("classic", "vengeance")

#: The tables the goals are set for: (seats, the goal for the Expert's wins).
TABLES = ((3, 0.40), (5, 0.26))

#: Confirmation seeds are drawn from here on: far above the benchmark's own
#: range (1 …), the fresh range of earlier notes (100,001 …), the audits'
#: (900,000 …) and the latency benches' (7,000,000 …).
FRESH_FROM = 100_000_000


class Played(NamedTuple):
    """One game, per entry of the specs (not per seat): ``won`` (0/1),
    round points, busts; the number of rounds; the decision times of the
    entry asked to be timed; and a digest of every move (two versions of a
    player that chose alike from the same seed made the same digest)."""

    won: list[int]
    points: list[int]
    busts: list[int]
    rounds: int
    times: list[float]
    moves: str


def play_seated(specs: Sequence[str], edition: str, seed: int,
                timed: str | None = None, head: int = 0
                ) -> tuple[Game, list[int], list[float]]:
    """One game of ``specs`` played to its end, seats rotated by ``seed``: the
    player of ``specs[i]`` sits in seat ``(i - seed) % n``. Every Expert is
    told who chases (``introduce``). The entry ``specs[0]`` starts ``head``
    points up (``bench/ai_headstart.py``; no rule gives one). Returns the
    game, the entry of the specs in each seat, and the decision times (CPU)
    of the entry ``timed``."""
    n = len(specs)
    rotation = seed % n
    entry_of = [(s + rotation) % n for s in range(n)]
    policies = [make_policy(specs[entry_of[s]]) for s in range(n)]
    introduce(dict(enumerate(policies)))
    rngs = [random.Random(seed * 7919 + s) for s in range(n)]
    game = Game(n, Rules(EDITIONS[edition]), rng=random.Random(seed))
    game.totals[entry_of.index(0)] += head  # before any round is scored
    views = [PlayerView(game, s) for s in range(n)]
    times: list[float] = []
    while game.pending is not None:
        decision = game.pending
        seat = decision.seat
        if timed is not None and specs[entry_of[seat]] == timed:
            start = time.process_time()
            move = policies[seat].choose(views[seat], decision, rngs[seat])
            times.append(time.process_time() - start)
        else:
            move = policies[seat].choose(views[seat], decision, rngs[seat])
        game.apply(move)
    return game, entry_of, times


def play_game(specs: Sequence[str], edition: str, seed: int,
              timed: str | None = None) -> Played:
    """One game of ``specs`` (see :func:`play_seated`), added up per entry."""
    game, entry_of, times = play_seated(specs, edition, seed, timed)
    n = len(specs)
    won = [0] * n
    points = [0] * n
    busts = [0] * n
    assert game.winner is not None
    won[entry_of[game.winner]] = 1
    for result in game.rounds:
        for seat in range(n):
            points[entry_of[seat]] += result.scores[seat]
            busts[entry_of[seat]] += seat in result.busted
    moves = hashlib.sha1(repr(game.moves).encode()).hexdigest()[:16]
    return Played(won, points, busts, len(game.rounds), times, moves)


def _job(args: tuple[tuple[str, ...], str, int]) -> tuple[int, Played]:
    specs, edition, seed = args
    return seed, play_game(specs, edition, seed)


class Tally(NamedTuple):
    """Results added up per entry of the specs over ``games`` games."""

    games: int
    won: list[int]
    points: list[int]
    busts: list[int]
    rounds: int


def play_many(pool: Pool, specs: tuple[str, ...], edition: str, seeds: range
              ) -> dict[int, Played]:
    """Every game of ``seeds`` in ``pool``, by seed."""
    jobs = [(specs, edition, seed) for seed in seeds]
    return dict(pool.imap_unordered(_job, jobs, chunksize=8))


def tally(pool: Pool, specs: tuple[str, ...], edition: str, games: int, seed: int) -> Tally:
    """Play ``games`` games from ``seed`` in ``pool`` and add up the results."""
    n = len(specs)
    won, points, busts = [0] * n, [0] * n, [0] * n
    rounds = 0
    for played in play_many(pool, specs, edition, range(seed, seed + games)).values():
        for i in range(n):
            won[i] += played.won[i]
            points[i] += played.points[i]
            busts[i] += played.busts[i]
        rounds += played.rounds
    return Tally(games, won, points, busts, rounds)


def latency(seats: int, games: int, seed: int) -> dict[str, list[float]]:
    """Expert decision times (seconds) against Balanced players, one core,
    per edition."""
    specs = ("expert",) + ("balanced",) * (seats - 1)
    result: dict[str, list[float]] = {}
    for edition in EDITION_NAMES:
        # The race model's tables are built once per process, edition and
        # target (tens of ms): at start-up, not in the decisions timed here.
        Race.get(edition_key(EDITIONS[edition], False), 200)
        times: list[float] = []
        for g in range(games):
            times += play_game(specs, edition, seed + g, timed="expert").times
        result[edition] = sorted(times)
    return result


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted ``values`` (nearest rank)."""
    if not values:
        return 0.0
    return values[min(len(values) - 1, max(0, math.ceil(q * len(values)) - 1))]


def fresh_seed() -> int:
    """The first seed of a confirmation range nobody has tuned on: drawn
    from the system's entropy, a multiple of 1,000 at or above
    :data:`FRESH_FROM`."""
    return FRESH_FROM + 1000 * random.SystemRandom().randrange(1_000_000)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print (and optionally write) its tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20_000,
                        help="Expert games per table and edition (default 20000)")
    parser.add_argument("--confirm-games", type=int, default=None,
                        help="games per table and edition on fresh seeds (default games/4)")
    parser.add_argument("--confirm-seed", type=int, default=None,
                        help="first seed of the confirmation range (default: drawn at random)")
    parser.add_argument("--sanity-games", type=int, default=None,
                        help="Expert-against-two-Experts games per edition "
                             "(default games/10, at least 100)")
    parser.add_argument("--threshold-games", type=int, default=None,
                        help="games per threshold for the bust rates (default games/10, at least "
                             "100)")
    parser.add_argument("--latency-games", type=int, default=None,
                        help="games per edition and table timed on one core "
                             "(default games/100, 40-200)")
    parser.add_argument("--jobs", "--workers", dest="jobs", type=int,
                        default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--markdown", type=Path, help="also write the tables to this file")
    args = parser.parse_args(argv)
    games = args.games
    confirm_games = args.confirm_games if args.confirm_games is not None else games // 4
    confirm_seed = args.confirm_seed if args.confirm_seed is not None else fresh_seed()
    sanity_games = args.sanity_games if args.sanity_games is not None else max(100, games // 10)
    threshold_games = args.threshold_games or max(100, games // 10)
    latency_games = args.latency_games or min(200, max(40, games // 100))
    started = time.perf_counter()
    lines: list[str] = []

    def out(text: str = "") -> None:
        print(text, flush=True)
        lines.append(text)

    def table_rows(pool: Pool, seats: int, count: int, first: int) -> None:
        specs = ("expert",) + ("balanced",) * (seats - 1)
        out("| edition | games | Expert wins | 95 % interval | Expert points/round "
            "| Balanced points/round | Expert busts | Balanced busts |")
        out("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |")
        for edition in EDITION_NAMES:
            t0 = time.perf_counter()
            result = tally(pool, specs, edition, count, first)
            low, high = wilson(result.won[0], count)
            others = seats - 1
            rounds = result.rounds
            out(f"| {edition} | {count} | {result.won[0] / count:.1%} | {low:.1%} – {high:.1%} "
                f"| {result.points[0] / rounds:.2f} "
                f"| {sum(result.points[1:]) / (others * rounds):.2f} "
                f"| {result.busts[0] / rounds:.1%} "
                f"| {sum(result.busts[1:]) / (others * rounds):.1%} |")
            print(f"  ({seats} seats, {edition}: {time.perf_counter() - t0:.0f} s)",
                  file=sys.stderr)
        out()

    out("# AI strength benchmark (issues 4 and 20)")
    out()
    out(f"`python3 bench/ai_strength.py --games {games} --confirm-games {confirm_games} "
        f"--sanity-games {sanity_games}` with {args.jobs} job(s), "
        f"Python {platform.python_version()}, {platform.machine()}, seed {args.seed}; "
        f"confirmation seeds {confirm_seed} … {confirm_seed + max(0, confirm_games - 1)}.")
    out()
    with Pool(args.jobs) as pool:
        for seats, goal in TABLES:
            out(f"## Expert against {seats - 1} Balanced ({seats} players, seats rotated, "
                f"seeds {args.seed} … {args.seed + games - 1})")
            out()
            table_rows(pool, seats, games, args.seed)
            out(f"A fair share is {1 / seats:.1%}. Goal: at least {goal:.0%}.")
            out()
        if confirm_games:
            for seats, _goal in TABLES:
                out(f"## Confirmation on fresh seeds: Expert against {seats - 1} Balanced "
                    f"(seeds {confirm_seed} … {confirm_seed + confirm_games - 1})")
                out()
                table_rows(pool, seats, confirm_games, confirm_seed)
        if sanity_games:
            out(f"## Expert against two Experts ({sanity_games} games, sanity check: "
                "about a third each)")
            out()
            out("| edition | games | first seat's entry | 95 % interval | second | third |")
            out("| --- | ---: | ---: | --- | ---: | ---: |")
            for edition in EDITION_NAMES:
                result = tally(pool, ("expert",) * 3, edition, sanity_games, args.seed)
                low, high = wilson(result.won[0], sanity_games)
                rates = [w / sanity_games for w in result.won]
                out(f"| {edition} | {sanity_games} | {rates[0]:.1%} | {low:.1%} – {high:.1%} "
                    f"| {rates[1]:.1%} | {rates[2]:.1%} |")
            out()
        out(f"## Bust rate by risk threshold ({threshold_games} games each, "
            "one threshold player against two Balanced; share of its rounds, "
            "95 % interval)")
        out()
        out("| threshold | " + " | ".join(EDITION_NAMES) + " |")
        out("| ---: | " + " | ".join("---:" for _ in EDITION_NAMES) + " |")
        rates: dict[str, list[float]] = {edition: [] for edition in EDITION_NAMES}
        for risk in THRESHOLDS:
            cells = []
            for edition in EDITION_NAMES:
                spec = f"threshold:{risk}"
                result = tally(pool, (spec, "balanced", "balanced"), edition,
                               threshold_games, args.seed + 500_000)
                rates[edition].append(result.busts[0] / result.rounds)
                low, high = wilson(result.busts[0], result.rounds)
                cells.append(f"{rates[edition][-1]:.1%} ({low:.1%} – {high:.1%})")
            out(f"| {risk:.2f} | " + " | ".join(cells) + " |")
        out()
        rising = [edition for edition, values in rates.items()
                  if all(a < b for a, b in pairwise(values))]
        out("Bust rate rises with the threshold at every step: "
            + ", ".join(f"{e} {'yes' if e in rising else 'NO'}" for e in EDITION_NAMES) + ".")
        out()
    out(f"## Expert decision latency ({latency_games} games per edition and table, "
        "one core, against Balanced; CPU time of the deciding process)")
    out()
    out("| edition | seats | decisions | p50 | p99 | max |")
    out("| --- | ---: | ---: | ---: | ---: | ---: |")
    for seats, _goal in TABLES:
        for edition, times in latency(seats, latency_games, args.seed + 900_000).items():
            out(f"| {edition} | {seats} | {len(times)} | {percentile(times, 0.5) * 1000:.2f} ms "
                f"| {percentile(times, 0.99) * 1000:.2f} ms | {times[-1] * 1000:.2f} ms |")
    out()
    out(f"Total runtime: {time.perf_counter() - started:.0f} s.")
    if args.markdown is not None:
        write_markdown(args.markdown, lines)
    return 0


#: Where the hand-written part of the results file begins; it is kept.
HAND_WRITTEN = "## Reading the numbers"


def write_markdown(path: Path, lines: list[str]) -> None:
    """Write the measured tables to ``path``, keeping its hand-written notes."""
    kept = ""
    if path.exists():
        old = path.read_text(encoding="utf-8")
        if HAND_WRITTEN in old:
            kept = "\n" + old[old.index(HAND_WRITTEN):]
    path.write_text("\n".join(lines) + "\n" + kept, encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())

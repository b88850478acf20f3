"""How strong are the computer players? The issue-4 benchmark.

Plays, on every core:

1. Expert against two Balanced players, 3-player games, classic and With a
   Vengeance (``--games`` each, default 20,000), seats rotated every game so
   each seat order is played equally; win rates with 95 % Wilson intervals
   and average round points.
2. Bust rate by risk threshold: one ``threshold:R`` player against two
   Balanced, the share of its rounds that end in a bust.
3. Expert decision latency (p50, p99, max), measured in a separate pass on
   one core with nothing else running, so the figure is not inflated by the
   parallel games.

Run from the repository root::

    python bench/ai_strength.py                 # the full benchmark (minutes)
    python bench/ai_strength.py --games 600     # a quick look
    python bench/ai_strength.py --markdown bench/RESULTS.md

Everything is seeded: the same options give the same numbers.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import random
import sys
import time
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import introduce, make_policy
from game.app.simulate_cli import wilson
from game.core import EDITIONS, Game, Rules
from game.core.view import PlayerView

THRESHOLDS = (0.05, 0.10, 0.15, 0.20, 0.26, 0.30, 0.40, 0.50, 0.60)
EDITION_NAMES = ("classic", "vengeance")


def play_game(specs: Sequence[str], edition: str, seed: int,
              timed: str | None = None) -> tuple[list[int], list[int], list[int], int,
                                                  list[float]]:
    """One 3-player game, seats rotated by ``seed``; returns per entry (the
    index in ``specs``): [won], round points, busts; the number of rounds;
    and the decision times of entries named ``timed``."""
    n = len(specs)
    rotation = seed % n
    entry_of = [(s + rotation) % n for s in range(n)]
    policies = [make_policy(specs[entry_of[s]]) for s in range(n)]
    introduce(dict(enumerate(policies)))
    rngs = [random.Random(seed * 7919 + s) for s in range(n)]
    game = Game(n, Rules(EDITIONS[edition]), rng=random.Random(seed))
    views = [PlayerView(game, s) for s in range(n)]
    times: list[float] = []
    while game.pending is not None:
        decision = game.pending
        seat = decision.seat
        if timed is not None and specs[entry_of[seat]] == timed:
            start = time.perf_counter()
            move = policies[seat].choose(views[seat], decision, rngs[seat])
            times.append(time.perf_counter() - start)
        else:
            move = policies[seat].choose(views[seat], decision, rngs[seat])
        game.apply(move)
    won = [0] * n
    points = [0] * n
    busts = [0] * n
    assert game.winner is not None
    won[entry_of[game.winner]] = 1
    for result in game.rounds:
        for seat in range(n):
            points[entry_of[seat]] += result.scores[seat]
            busts[entry_of[seat]] += seat in result.busted
    return won, points, busts, len(game.rounds), times


def _job(args: tuple[tuple[str, ...], str, int]) -> tuple[list[int], list[int], list[int], int]:
    specs, edition, seed = args
    won, points, busts, rounds, _ = play_game(specs, edition, seed)
    return won, points, busts, rounds


def tally(pool: Pool, specs: tuple[str, ...], edition: str, games: int, seed: int
          ) -> dict[str, list[int] | int]:
    """Play ``games`` games in ``pool`` and add up the results per entry."""
    n = len(specs)
    won, points, busts = [0] * n, [0] * n, [0] * n
    rounds = 0
    jobs = [(specs, edition, seed + g) for g in range(games)]
    for w, p, b, r in pool.imap_unordered(_job, jobs, chunksize=16):
        for i in range(n):
            won[i] += w[i]
            points[i] += p[i]
            busts[i] += b[i]
        rounds += r
    return {"won": won, "points": points, "busts": busts, "rounds": rounds}


def latency(games: int, seed: int) -> dict[str, list[float]]:
    """Expert decision times (seconds), one core, per edition."""
    result: dict[str, list[float]] = {}
    for edition in EDITION_NAMES:
        times: list[float] = []
        for g in range(games):
            times += play_game(("expert", "balanced", "balanced"), edition, seed + g,
                               timed="expert")[4]
        result[edition] = sorted(times)
    return result


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted ``values`` (nearest rank)."""
    if not values:
        return 0.0
    return values[min(len(values) - 1, max(0, math.ceil(q * len(values)) - 1))]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print (and optionally write) its tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20_000,
                        help="Expert games per edition (default 20000)")
    parser.add_argument("--threshold-games", type=int, default=None,
                        help="games per threshold for the bust rates (default games/10)")
    parser.add_argument("--latency-games", type=int, default=None,
                        help="games per edition timed on one core (default games/100, 40-200)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--markdown", type=Path, help="also write the tables to this file")
    args = parser.parse_args(argv)
    games = args.games
    threshold_games = args.threshold_games or max(100, games // 10)
    latency_games = args.latency_games or min(200, max(40, games // 100))
    started = time.perf_counter()
    lines: list[str] = []

    def out(text: str = "") -> None:
        print(text, flush=True)
        lines.append(text)

    out("# AI strength benchmark (issue 4)")
    out()
    out(f"`python bench/ai_strength.py --games {games}` on {args.workers} worker(s), "
        f"Python {platform.python_version()}, {platform.machine()}, seed {args.seed}.")
    out()
    out("## Expert against two Balanced (3 players, seats rotated)")
    out()
    out("| edition | games | Expert wins | 95 % interval | Expert points/round "
        "| Balanced points/round | Expert busts | Balanced busts |")
    out("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |")
    specs = ("expert", "balanced", "balanced")
    with Pool(args.workers) as pool:
        for edition in EDITION_NAMES:
            t0 = time.perf_counter()
            result = tally(pool, specs, edition, games, args.seed)
            won = result["won"]
            points = result["points"]
            busts = result["busts"]
            rounds = result["rounds"]
            assert isinstance(won, list) and isinstance(points, list)
            assert isinstance(busts, list) and isinstance(rounds, int)
            low, high = wilson(won[0], games)
            out(f"| {edition} | {games} | {won[0] / games:.1%} | {low:.1%} – {high:.1%} "
                f"| {points[0] / rounds:.2f} | {(points[1] + points[2]) / (2 * rounds):.2f} "
                f"| {busts[0] / rounds:.1%} | {(busts[1] + busts[2]) / (2 * rounds):.1%} |")
            print(f"  ({edition}: {time.perf_counter() - t0:.0f} s)", file=sys.stderr)
        out()
        out("A fair share is 33.3 %. Goal: at least 40 %.")
        out()
        out(f"## Bust rate by risk threshold ({threshold_games} games each, "
            "one threshold player against two Balanced)")
        out()
        out("| threshold | " + " | ".join(EDITION_NAMES) + " |")
        out("| ---: | " + " | ".join("---:" for _ in EDITION_NAMES) + " |")
        for risk in THRESHOLDS:
            cells = []
            for edition in EDITION_NAMES:
                spec = f"threshold:{risk}"
                result = tally(pool, (spec, "balanced", "balanced"), edition,
                               threshold_games, args.seed + 500_000)
                busts = result["busts"]
                rounds = result["rounds"]
                assert isinstance(busts, list) and isinstance(rounds, int)
                cells.append(f"{busts[0] / rounds:.1%}")
            out(f"| {risk:.2f} | " + " | ".join(cells) + " |")
    out()
    out(f"## Expert decision latency ({latency_games} games per edition, one core)")
    out()
    out("| edition | decisions | p50 | p99 | max |")
    out("| --- | ---: | ---: | ---: | ---: |")
    for edition, times in latency(latency_games, args.seed + 900_000).items():
        out(f"| {edition} | {len(times)} | {percentile(times, 0.5) * 1000:.2f} ms "
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

"""Engine benchmark: whole 4-player games between threshold-0.25 bots.

Run: ``python bench/engine.py [--games N] [--jobs J]``. Prints games per second
for classic and With a Vengeance, in one process and spread over ``--jobs``
processes (default: every core). The workload is the plain threshold bot
(``plain:0.25``: stay once the counted chance that the next card busts reaches
25 %); the personality bot (``threshold:0.25``, which also reads the scores)
is measured too, for reference. The target is ≥ 1,000 classic games/s with
the plain bot on a 2-core machine.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.app.simulate_cli import play_one
from game.core.editions import CLASSIC, VENGEANCE, Edition
from game.core.engine import Rules


def run_games(edition_name: str, bot: str, first: int, count: int) -> int:
    """Play ``count`` seeded games; return the number of rounds played."""
    edition: Edition = CLASSIC if edition_name == "classic" else VENGEANCE
    rules = Rules(edition)
    specs = [bot] * 4
    rounds = 0
    for seed in range(first, first + count):
        rounds += len(play_one(specs, rules, seed, seed % 4).rounds)
    return rounds


def measure(edition_name: str, bot: str, games: int, jobs: int) -> tuple[float, float]:
    """Games per second and rounds per game for one configuration."""
    started = time.perf_counter()
    if jobs == 1:
        rounds = run_games(edition_name, bot, 0, games)
    else:
        share = games // jobs
        tasks = [(edition_name, bot, i * share, share) for i in range(jobs)]
        with multiprocessing.Pool(jobs) as pool:
            rounds = sum(pool.starmap(run_games, tasks))
        games = share * jobs
    elapsed = time.perf_counter() - started
    return games / elapsed, rounds / games


def main() -> None:
    """Print the benchmark's figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args()
    print(f"{args.games} games per row, 4 players, target 200")
    print(f"{'edition':<11}{'bots':<16}{'processes':>10}{'games/s':>10}{'rounds/game':>13}")
    for edition_name in ("classic", "vengeance"):
        for bot in ("plain:0.25", "threshold:0.25"):
            for jobs in sorted({1, args.jobs}):
                rate, rounds = measure(edition_name, bot, args.games, jobs)
                print(f"{edition_name:<11}{bot:<16}{jobs:>10}{rate:>10.0f}{rounds:>13.1f}")


if __name__ == "__main__":
    main()

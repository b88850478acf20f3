"""Engine benchmark: whole 4-player games between threshold bots, against a peer engine.

Run: ``python3 bench/engine.py [--games N] [--peer GIT_DIR] [--jobs J]``.

The workload is four plain threshold bots (``plain:0.25``: stay once the
counted chance that the next card busts reaches 25 %), target 200, played
by the simulate command's game loop, one process; the personality bot
(``threshold:0.25``, which also reads the scores and targets by the
situation) and With a Vengeance are measured too. Every figure is taken in
a fresh process per build: the pure-Python modules always, and the
mypyc-compiled ones when they are built (``FLIP7_COMPILE=1 python3 setup.py
build_ext --inplace``, see ``setup.py``).

``--peer GIT_DIR`` also runs the public peer engine SunflowerEdition/Flip7AI
on the same workload (``shared/tools/peer-bench``: four ProbThresholdAgent
(0.25) bots, one process) and prints our classic plain-bot figure over
theirs. Both are measured ``--rounds`` times, interleaved, and the best of
each is kept, so that the ratio is taken on the same machine in the same
minutes. The goal of issue 18 is a ratio of at least 2.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: The tool that measures the peer engine (see the module docstring).
PEER_BENCH = ROOT.parent / "shared" / "tools" / "peer-bench"

#: (edition, bot) rows; the first is the workload compared with the peer.
ROWS = (("classic", "plain:0.25"), ("classic", "threshold:0.25"),
        ("vengeance", "plain:0.25"), ("vengeance", "threshold:0.25"))


def run_games(edition_name: str, bot: str, first: int, count: int) -> int:
    """Play ``count`` seeded games; return the number of rounds played."""
    from game.app.simulate_cli import play_one
    from game.core.editions import EDITIONS
    from game.core.engine import Rules

    rules = Rules(EDITIONS[edition_name])
    specs = [bot] * 4
    rounds = 0
    for seed in range(first, first + count):
        rounds += len(play_one(specs, rules, seed, seed % 4).rounds)
    return rounds


def _worker(edition_name: str, bot: str, games: int, jobs: int) -> dict[str, object]:
    """Measure one row in this process (``jobs`` > 1: spread over processes)."""
    from game import _build

    run_games(edition_name, bot, 10_000_000, 20)  # warm-up: imports, caches
    started = time.perf_counter()
    if jobs == 1:
        rounds = run_games(edition_name, bot, 0, games)
    else:
        import multiprocessing

        share = games // jobs
        tasks = [(edition_name, bot, i * share, share) for i in range(jobs)]
        with multiprocessing.Pool(jobs) as pool:
            rounds = sum(pool.starmap(run_games, tasks))
        games = share * jobs
    elapsed = time.perf_counter() - started
    return {"rate": games / elapsed, "rounds": rounds / games, "compiled": _build.compiled()}


def measure(edition_name: str, bot: str, games: int, jobs: int, pure: bool) -> dict[str, object]:
    """Run one row in a fresh process, on the pure or the compiled build."""
    env = dict(os.environ)
    if pure:
        env["FLIP7_PURE"] = "1"
    else:
        env.pop("FLIP7_PURE", None)
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--worker", edition_name, bot,
         str(games), str(jobs)], env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def peer(git_dir: str, games: int) -> float:
    """The peer engine's games per second (the last line of peer-bench)."""
    done = subprocess.run([str(PEER_BENCH), git_dir, str(games)], capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        said = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise SystemExit(f"engine.py: the peer's run failed for {git_dir} (status "
                         f"{done.returncode}): {said}")
    return float(done.stdout.strip().splitlines()[-1].split()[0])


def main() -> None:
    """Print the benchmark's figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per row (2000)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="also measure spread over J processes (default: one process)")
    parser.add_argument("--peer", metavar="GIT_DIR",
                        help="a copy of SunflowerEdition/Flip7AI to compare with")
    parser.add_argument("--peer-games", type=int, default=1000, help="games per peer run")
    parser.add_argument("--rounds", type=int, default=2,
                        help="interleaved runs of ours and the peer's; the best is kept (2)")
    parser.add_argument("--only-workload", action="store_true",
                        help="only the classic plain-bot row (the one compared with the peer)")
    parser.add_argument("--worker", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.peer and not PEER_BENCH.is_file():
        # The runner belongs to the planning workspace beside this checkout, not to it.
        parser.error(f"--peer needs the peer's runner at {PEER_BENCH}, which is missing "
                     "(it comes with the planning workspace's shared/tools/)")
    if args.worker:
        edition_name, bot, games, jobs = args.worker
        print(json.dumps(_worker(edition_name, bot, int(games), int(jobs))))
        return

    from game import _build

    builds = [("pure Python", True)]
    if _build.twins_built():
        builds.append(("compiled", False))
    rows = ROWS[:1] if args.only_workload else ROWS
    print(f"{args.games} games per row, 4 players, target 200, Python "
          f"{sys.version.split()[0]}; builds: {', '.join(name for name, _ in builds)}")
    best: dict[tuple[str, str, str, int], dict[str, object]] = {}
    peer_best = 0.0
    runs = max(1, args.rounds) if args.peer else 1
    for _ in range(runs):
        if args.peer:
            peer_best = max(peer_best, peer(args.peer, args.peer_games))
        for edition_name, bot in rows:
            for name, pure in builds:
                for jobs in sorted({1, args.jobs}):
                    if (edition_name, bot) != ROWS[0] and (edition_name, bot, name, jobs) in best:
                        continue  # only the row compared with the peer is run again
                    found = measure(edition_name, bot, args.games, jobs, pure)
                    assert found["compiled"] == (not pure), "the build did not load as asked"
                    key = (edition_name, bot, name, jobs)
                    old = best.get(key)
                    if old is None or float(str(found["rate"])) > float(str(old["rate"])):
                        best[key] = found
    print(f"{'edition':<11}{'bots':<16}{'build':<13}{'processes':>10}{'games/s':>10}"
          f"{'rounds/game':>13}")
    for (edition_name, bot, name, jobs), found in best.items():
        print(f"{edition_name:<11}{bot:<16}{name:<13}{jobs:>10}"
              f"{float(str(found['rate'])):>10.0f}{float(str(found['rounds'])):>13.1f}")
    if args.peer:
        print(f"\npeer SunflowerEdition/Flip7AI, classic, 4 x ProbThresholdAgent(0.25), "
              f"1 process: {peer_best:.0f} games/s (best of {runs})")
        for name, _ in builds:
            ours = float(str(best[(*ROWS[0], name, 1)]["rate"]))
            print(f"ratio, ours {name} / peer: {ours:.0f} / {peer_best:.0f} = "
                  f"{ours / peer_best:.2f}x (goal: at least 2x)")


if __name__ == "__main__":
    main()

"""The coach's cost to the table: the frame's share, and how long its answer takes.

Run: ``python3 bench/coach.py [--games N] [--seats 3,6,18]``. For each edition
and table size it plays seeded games in which seat 0 is a person (played by
a Balanced stand-in) and the others the setup screen's "Mixed" computers.
At every one of the person's decisions it asks the table's coach
(:class:`game.ui.coach.Coach`, on its worker thread) and measures

- **ask**: the time the asking frame spends (copying the game and starting
  the worker); this is all the table pays, however long the reading takes;
- **answer**: wall time until the Expert's reading is there, in milliseconds
  and in 60 Hz frames (the table says "thinking…" meanwhile).

Wall time, so a busy shared machine inflates it; the Expert's own CPU time per
decision is ``bench/ai_latency.py``'s figure.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_policy
from game.core.view import PlayerView
from game.session import Seat, Session, TableSetup
from game.ui.coach import Coach

MIX = ("expert", "balanced", "bold", "careful")
FRAME = 1 / 60


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0–100) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def measure(edition: str, seats: int, games: int) -> tuple[list[float], list[float]]:
    """(ask seconds, answer seconds) over every decision of the person in ``games``."""
    asks: list[float] = []
    answers: list[float] = []
    stand_in = make_policy("balanced")
    for g in range(games):
        people = [Seat("You")]
        others = [Seat(f"C{i}", MIX[i % len(MIX)]) for i in range(1, seats)]
        setup = TableSetup(tuple(people + others), edition, False, 150)
        session = Session(setup, seed=1000 * seats + g, ai_seed=g)
        coach = Coach(session)
        rng = random.Random(g)
        while session.pending is not None:
            decision = session.pending
            if decision.seat == 0:
                start = time.perf_counter()
                coach.ask(decision)
                asked = time.perf_counter()
                coach.wait()
                done = time.perf_counter()
                asks.append(asked - start)
                answers.append(done - start)
                move = stand_in.choose(PlayerView(session.game, 0), decision, rng)
                coach.forget()
            else:
                move = session.computer_move(decision)
            session.play(move)
    return asks, answers


def main() -> None:
    """Print the figures for each edition and size."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seats", default="3,6,18")
    args = parser.parse_args()
    print("coach: ask = the frame's share; answer = until the reading is there (wall time)")
    print(f"{'edition':10} {'seats':>5} {'asks':>5}  {'ask p50':>8} {'ask p99':>8}   "
          f"{'answer p50':>10} {'p99':>8} {'max':>8}  {'frames p99':>10}")
    for edition in ("classic", "vengeance"):
        for seats in (int(s) for s in args.seats.split(",")):
            asks, answers = measure(edition, seats, args.games)
            ms = [a * 1000 for a in answers]
            print(f"{edition:10} {seats:5d} {len(asks):5d}  "
                  f"{percentile(asks, 50) * 1000:6.2f}ms {percentile(asks, 99) * 1000:6.2f}ms"
                  f"   {statistics.median(ms):8.1f}ms {percentile(ms, 99):6.1f}ms "
                  f"{max(ms):6.1f}ms  {math.ceil(percentile(answers, 99) / FRAME):10d}")


if __name__ == "__main__":
    main()

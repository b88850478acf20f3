"""How well does the race model predict who wins? Its forecasts against Balanced games.

The Expert values every end of its round by the race model
(:mod:`game.ai.race`): the chance of winning the game from the totals after
the round. This plays Balanced self-play games at each table size and
edition and, at the start of every round, asks the model for each player's
chance from the totals; then it compares those chances with who really won:

- the log-loss of the winner's chance (lower is better; a model that knew
  nothing would score ``log(seats)``);
- a reliability table: the forecasts in bins of 10 %, each with the share
  of those players that won. A well-calibrated model wins as often as it
  says; a model too sure of a lead shows the top bins winning less often.

Run from the repository root::

    python3 bench/race_calibration.py --games 1500 --seats 3,5

Everything is seeded: the same options give the same numbers.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_policy
from game.ai.base import play_to_the_end
from game.ai.race import Race, edition_key
from game.core import EDITIONS, Game, Rules

#: Bins of the reliability table (forecasts 0-10 %, 10-20 %, …).
BINS = 10


def round_starts(seats: int, edition: str, seed: int) -> tuple[list[list[int]], int]:
    """One Balanced self-play game: the totals at the start of every round and
    the winner."""
    game = Game(seats, Rules(EDITIONS[edition]), rng=random.Random(seed), watched=False)
    rng = random.Random(-seed)  # one stream shared by every seat
    play_to_the_end(game, [make_policy("balanced")] * seats, [rng] * seats)
    assert game.winner is not None
    totals = [0] * seats
    starts = []
    for result in game.rounds:
        starts.append(list(totals))
        totals = [t + s for t, s in zip(totals, result.scores, strict=True)]
    return starts, game.winner


class Calibration:
    """Forecasts and outcomes added up: log-loss and the reliability bins."""

    def __init__(self) -> None:
        self.loss = 0.0
        self.forecasts = 0
        self.bins = [[0, 0.0, 0] for _ in range(BINS)]  # count, sum of forecasts, wins

    def add(self, chances: Sequence[float], winner: int) -> None:
        """One forecast of every player's chance, and who won."""
        self.loss -= math.log(max(1e-12, chances[winner]))
        self.forecasts += 1
        for seat, chance in enumerate(chances):
            cell = self.bins[min(BINS - 1, int(chance * BINS))]
            cell[0] += 1
            cell[1] += chance
            cell[2] += seat == winner

    def log_loss(self) -> float:
        """The mean log-loss of the winner's forecast chance."""
        return self.loss / max(1, self.forecasts)

    def rows(self) -> list[tuple[str, int, float, float]]:
        """Per non-empty bin: its range, forecasts, mean forecast, share won."""
        found = []
        for i, (count, total, wins) in enumerate(self.bins):
            if count:
                found.append((f"{100 * i // BINS}–{100 * (i + 1) // BINS} %", count,
                              total / count, wins / count))
        return found


def calibrate(seats: int, edition: str, games: int, seed: int) -> Calibration:
    """The race model's forecasts over ``games`` Balanced games from ``seed``."""
    race = Race.get(edition_key(EDITIONS[edition], False), 200)
    found = Calibration()
    for g in range(games):
        starts, winner = round_starts(seats, edition, seed + g)
        for totals in starts:
            found.add(race.win_chances([float(t) for t in totals]), winner)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Print the calibration of every table size and edition asked for."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--seats", default="3,5", help="table sizes (default 3,5)")
    parser.add_argument("--editions", default="classic,vengeance")
    parser.add_argument("--seed", type=int, default=1_000_000)
    args = parser.parse_args(argv)
    for seats in (int(s) for s in args.seats.split(",")):
        for edition in args.editions.split(","):
            found = calibrate(seats, edition, args.games, args.seed)
            print(f"## {edition}, {seats} seats, {args.games} Balanced games "
                  f"(seeds {args.seed} …): log-loss {found.log_loss():.4f} "
                  f"(knowing nothing: {math.log(seats):.4f})")
            print()
            print("| forecast | players | mean forecast | won |")
            print("| --- | ---: | ---: | ---: |")
            for label, count, mean, won in found.rows():
                print(f"| {label} | {count} | {mean:.1%} | {won:.1%} |")
            print(flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

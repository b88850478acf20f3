"""Where are the Expert's games won and lost? Its games, phase by phase.

Plays the strength benchmark's games (``bench/ai_strength.py``: the Expert
against ``--seats - 1`` Balanced players, seats rotated, the same seeds give
the same games) and sets the Expert beside one of its Balanced rivals, the
player in the next entry, in the same games:

1. **the last round**: how often each enters the round that ends the game in
   first, second … last place (by the totals before that round), and how
   often it wins from there;
2. **by phase** (how far the leader is from the target at the start of a
   round): round points and the share of rounds that bust;
3. **leading or behind** once the leader is within 140 of the target: round
   points and busts in first place, second place, and further behind;
4. **aimed at**: how many action cards (Freeze, Flip Three … and in Vengeance
   the modifiers played on others) the other seats aim at each, a game.

It answers questions a win rate cannot: whether an Expert change costs the
rounds before the last (it enters the last round behind more often) or the
last round itself (it converts less from the same places). Issue 20's notes
read it at 5 seats (``bench/RESULTS.md``).

Run from the repository root::

    python3 bench/ai_phases.py --seats 5 --games 4000           # about 75 s on 2 cores, compiled
    python3 bench/ai_phases.py --edition vengeance --seats 3
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(1, str(Path(__file__).resolve().parent))

import ai_strength

from game.core import EDITIONS, Rules
from game.core.moves import TARGET

#: A phase is how far the leader stands from the target when a round starts:
#: at least this many points short (target 200: the leader under 60, 60–119,
#: 120–159, 160 or more).
PHASES = ((141, "leader more than 140 short"), (81, "81–140 short"), (41, "41–80 short"),
          (-10**9, "40 or less short"))

#: The places of the last table: first, second, and the rest together.
PLACES = ("first", "second", "behind")

#: Rounds count toward "leading or behind" once the leader is at most this far
#: from the target (target 200: a total of 60 or more).
LATE = 140


def place(totals: Sequence[int], entry: int) -> int:
    """0 for the best total (ties share the better place), 1 for the next …"""
    return sum(total > totals[entry] for total in totals)


def phase(totals: Sequence[int], target: int) -> int:
    """The index in :data:`PHASES` of a round that starts at ``totals``."""
    short = target - max(totals)
    return next(i for i, (least, _label) in enumerate(PHASES) if short >= least)


@dataclass
class Count:
    """Rounds, their points and their busts (or games and wins)."""

    n: int = 0
    points: int = 0
    busts: int = 0

    def add(self, points: int, bust: bool) -> None:
        """One more round (or game: ``bust`` is then a win)."""
        self.n += 1
        self.points += points
        self.busts += bust


@dataclass
class Phases:
    """The three tables for two entries (the Expert, 0, and a rival, 1)."""

    seats: int
    target: int
    last: dict[int, list[Count]] = field(default_factory=dict)
    by_phase: dict[int, list[Count]] = field(default_factory=dict)
    by_place: dict[int, list[Count]] = field(default_factory=dict)
    #: Action cards the other seats aimed at each entry.
    aimed: list[int] = field(default_factory=lambda: [0, 0])

    def __post_init__(self) -> None:
        for entry in (0, 1):
            self.last[entry] = [Count() for _ in range(self.seats)]
            self.by_phase[entry] = [Count() for _ in PHASES]
            self.by_place[entry] = [Count() for _ in PLACES]

    def add(self, rounds: Iterable[tuple[Sequence[int], Sequence[bool]]], winner: int,
            aimed: Sequence[int] = (0, 0)) -> None:
        """One game, per entry: each round's points and busts in order, the
        entry that won, and the action cards others aimed at each entry."""
        for entry in (0, 1):
            self.aimed[entry] += aimed[entry]
        totals = [0] * self.seats
        before = totals
        for points, busted in rounds:
            before = list(totals)
            stage = phase(before, self.target)
            for entry in (0, 1):
                self.by_phase[entry][stage].add(points[entry], busted[entry])
                if self.target - max(before) <= LATE:
                    where = min(place(before, entry), len(PLACES) - 1)
                    self.by_place[entry][where].add(points[entry], busted[entry])
            totals = [t + p for t, p in zip(totals, points, strict=True)]
        for entry in (0, 1):
            self.last[entry][place(before, entry)].add(0, winner == entry)

    def report(self, rival: str) -> list[str]:
        """The three tables in Markdown."""
        def pct(part: int, whole: int) -> str:
            return f"{part / whole:.1%}" if whole else "–"

        def per(count: Count) -> str:
            return f"{count.points / count.n:.2f}" if count.n else "–"

        lines = [f"| place entering the last round | Expert games | Expert won | {rival} games "
                 f"| {rival} won |", "| --- | ---: | ---: | ---: | ---: |"]
        for where in range(self.seats):
            a, b = self.last[0][where], self.last[1][where]
            lines.append(f"| {where + 1} | {a.n} | {pct(a.busts, a.n)} | {b.n} "
                         f"| {pct(b.busts, b.n)} |")
        lines += ["", f"| phase | Expert points/round | Expert busts | {rival} points/round "
                      f"| {rival} busts |", "| --- | ---: | ---: | ---: | ---: |"]
        for stage, (_least, label) in enumerate(PHASES):
            a, b = self.by_phase[0][stage], self.by_phase[1][stage]
            lines.append(f"| {label} | {per(a)} | {pct(a.busts, a.n)} | {per(b)} "
                         f"| {pct(b.busts, b.n)} |")
        lines += ["", f"| place, leader within {LATE} of the target | Expert rounds "
                      f"| points/round | busts | {rival} rounds | points/round | busts |",
                  "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for where, label in enumerate(PLACES):
            a, b = self.by_place[0][where], self.by_place[1][where]
            lines.append(f"| {label} | {a.n} | {per(a)} | {pct(a.busts, a.n)} | {b.n} "
                         f"| {per(b)} | {pct(b.busts, b.n)} |")
        games = sum(count.n for count in self.last[0])  # one last round a game
        if games:
            lines += ["", f"| action cards aimed at it by the others, a game | Expert | {rival} |",
                      "| --- | ---: | ---: |",
                      f"| all kinds | {self.aimed[0] / games:.2f} "
                      f"| {self.aimed[1] / games:.2f} |"]
        return lines


#: A game read for the tables: its rounds (points and busts per entry), the
#: winning entry, the target, and the action cards others aimed at each entry.
GameRounds = tuple[list[tuple[list[int], list[bool]]], int, int, list[int]]


def game_rounds(specs: tuple[str, ...], edition: str, seed: int) -> GameRounds:
    """One benchmark game: per round the points and busts per entry, the
    winning entry, the target, and per entry the action cards (every
    ``target`` move: C-3, C-4, C-5, V-1, V-3, V-4) another seat aimed at it."""
    game, entry_of, _times = ai_strength.play_seated(specs, edition, seed)
    n = len(specs)
    seat_of = [entry_of.index(entry) for entry in range(n)]
    rounds = [([result.scores[seat_of[e]] for e in range(n)],
               [seat_of[e] in result.busted for e in range(n)]) for result in game.rounds]
    aimed = [0] * n
    for seat, move in game.moves:
        if move.do == TARGET and move.player is not None and move.player != seat:
            aimed[entry_of[move.player]] += 1
    assert game.winner is not None
    return rounds, entry_of[game.winner], game.rules.target, aimed


def _job(args: tuple[tuple[str, ...], str, int]) -> GameRounds:
    return game_rounds(*args)


def main(argv: Sequence[str] | None = None) -> int:
    """Play the games and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", choices=sorted(EDITIONS), default="classic")
    parser.add_argument("--seats", type=int, default=5)
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="balanced")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    specs = ("expert",) + (args.opponent,) * (args.seats - 1)
    jobs = [(specs, args.edition, seed) for seed in range(args.seed, args.seed + args.games)]
    found = Phases(args.seats, Rules(EDITIONS[args.edition]).target)
    with Pool(args.jobs) as pool:
        for rounds, winner, _target, aimed in pool.imap(_job, jobs, chunksize=8):
            found.add(rounds, winner, aimed)
    rival = args.opponent.capitalize()
    print(f"# The Expert against {args.seats - 1} {rival}, {args.edition}, {args.games} games "
          f"(seeds {args.seed} … {args.seed + args.games - 1}); beside it, one {rival} seat "
          "in the same games")
    print()
    print("\n".join(found.report(rival)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Where does the Expert gain or lose? An audit of its decisions by play-outs.

Plays Expert-against-Balanced games (``--seats``, 3 by default) and, at a
random share of the Expert's decisions, estimates the win chance of *every* legal option by
playing the whole rest of the game many times: each play-out samples the
unseen deck order (what the seat cannot know), applies the option, then lets
every seat play Balanced to the end. All options of one position share the
same sampled decks (common random numbers), so their differences are much
steadier than the chances themselves.

By the performance-difference identity, the Expert's edge over Balanced is
the sum, over the Expert's decisions in a game, of how much better its
option is than Balanced's option in that position (both valued with Balanced
play afterwards). So the report gives, per decision kind:

- ``expert - balanced``: that difference per decision, and per game
  (times the decisions of that kind per game); its sum over the kinds
  should come close to the measured win-rate edge;
- ``oracle gain``: what choosing by the play-outs themselves would add over
  the Expert, judged without selection bias (choose on one half of the
  play-outs, score on the other half). Near zero or negative means the
  Expert already picks as well as this many play-outs can tell.

``--then expert`` lets the audited seat go on as the Expert in the
play-outs (the others stay Balanced). Then the oracle gain measures what a
second round of policy improvement could add: choosing each option by its
value *under the Expert's own later play*. ``--late N`` audits only positions
where some total is within ``N`` points of the target, where the game is
decided and such play-outs are affordable.

Run from the repository root::

    python3 bench/ai_audit.py --edition classic --games 300     # ~10 min on 2 cores
    python3 bench/ai_audit.py --then expert --late 60 --only turn --games 200

Everything is seeded: the same options give the same numbers.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import time
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_policy
from game.core import EDITIONS, Game, Rules
from game.core.moves import TURN, Move
from game.core.view import PlayerView

#: A position's record: (kind, the options' win chances per half of the
#: play-outs, the Expert's option, Balanced's option).
Audited = tuple[str, list[tuple[float, float]], int, int]


#: The play after an audited decision (one instance each per process): every
#: seat plays Balanced, except that ``--then expert`` keeps the audited seat
#: the Expert.
POLICIES = {"balanced": make_policy("balanced"), "expert": make_policy("expert")}


def _finish(game: Game, rng: random.Random, seat: int, then: str) -> int | None:
    """Play ``game`` to its end, ``seat`` with the ``then`` policy and every
    other seat Balanced; the winner."""
    balanced = POLICIES["balanced"]
    mine = POLICIES[then]
    views = [PlayerView(game, s) for s in range(game.n)]
    while game.pending is not None:
        decision = game.pending
        policy = mine if decision.seat == seat else balanced
        game.apply(policy.choose(views[decision.seat], decision, rng))
    return game.winner


def _option_chances(view: PlayerView, options: Sequence[Move], rollouts: int,
                    seed: int, then: str = "balanced") -> list[tuple[float, float]]:
    """Each option's win chance for ``view``'s seat, on even and odd play-outs."""
    wins = [[0, 0] for _ in options]
    for r in range(rollouts):
        world = view.sample(random.Random(seed * 100_003 + r))
        for i, option in enumerate(options):
            game = world.copy()
            game.apply(option)
            wins[i][r % 2] += _finish(game, random.Random(r), view.seat, then) == view.seat
    half = rollouts / 2
    return [(even / half, odd / half) for even, odd in wins]


def audit_game(args: tuple[str, int, int, float, frozenset[str], str, int, int]
               ) -> list[Audited]:
    """One game of ``seats`` (the Expert in seat ``seed % seats``, Balanced in the
    others), auditing a ``share`` of its
    decisions (of the kinds in ``only``, if any; only within ``late`` points of
    the target, if ``late``) with ``rollouts`` play-outs per option, the seat
    playing on as ``then``."""
    edition, seed, rollouts, share, only, then, late, seats = args
    expert, balanced = POLICIES["expert"], POLICIES["balanced"]
    game = Game(seats, Rules(EDITIONS[edition]), rng=random.Random(seed))
    rngs = [random.Random(seed * 31 + s) for s in range(seats)]
    views = [PlayerView(game, s) for s in range(seats)]
    me = seed % seats
    pick = random.Random(-seed)
    found: list[Audited] = []
    while game.pending is not None:
        decision = game.pending
        seat = decision.seat
        move = (expert if seat == me else balanced).choose(views[seat], decision, rngs[seat])
        if (seat == me and len(decision.options) > 1 and (not only or decision.kind in only)
                and (not late or max(game.totals) >= game.rules.target - late)
                and pick.random() < share):
            options = list(decision.options)
            theirs = balanced.choose(views[seat], decision, random.Random(0))
            kind = "hit or stay" if decision.kind == TURN else \
                " ".join(dict.fromkeys(filter(None, (decision.kind, decision.card))))
            chances = _option_chances(views[seat], options, rollouts, seed * 1000 + len(found),
                                      then)
            found.append((kind, chances, options.index(move), options.index(theirs)))
        game.apply(move)
    return found


def report(found: list[Audited], games: int, share: float, seats: int = 3) -> list[str]:
    """The audit table, as markdown lines (``seats``: the table size, for the
    fair share the edge is measured from)."""
    kinds: dict[str, list[Audited]] = {}
    for item in found:
        kinds.setdefault(item[0], []).append(item)
    lines = ["| decision | audited | per game | Expert ≠ Balanced | expert − balanced "
             "| per game | oracle gain |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    total = 0.0
    for kind, items in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
        n = len(items)
        per_game = n / share / games

        def chance(option: tuple[float, float]) -> float:
            return (option[0] + option[1]) / 2

        edge = sum(chance(c[e]) - chance(c[b]) for _, c, e, b in items) / n
        oracle = 0.0
        for _, c, e, _b in items:
            for chooser, judge in ((0, 1), (1, 0)):
                best = max(range(len(c)), key=lambda i: (c[i][chooser], i == e))
                oracle += (c[best][judge] - c[e][judge]) / 2
        differ = sum(e != b for _, _c, e, b in items)
        total += edge * per_game
        lines.append(f"| {kind} | {n} | {per_game:.2f} | {differ} | {100 * edge:+.2f} % "
                     f"| {100 * edge * per_game:+.2f} % | {100 * oracle / n:+.2f} % |")
    lines.append("")
    lines.append(f"Sum of the per-game edges: {100 * total:+.2f} % win chance "
                 f"(the Expert's measured edge is its win rate minus {100 / seats:.1f} %).")
    return lines


def _interrupt(signum: int, frame: object) -> None:
    """Stop the audit on SIGTERM as on Ctrl+C."""
    raise KeyboardInterrupt


def main(argv: Sequence[str] | None = None) -> int:
    """Run the audit and print its table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", choices=sorted(EDITIONS), default="classic")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seats", type=int, default=3,
                        help="table size: the Expert and seats - 1 Balanced (default 3)")
    parser.add_argument("--rollouts", type=int, default=300,
                        help="play-outs per option and position (default 300)")
    parser.add_argument("--share", type=float, default=0.15,
                        help="share of the Expert's decisions audited (default 0.15)")
    parser.add_argument("--only", default="",
                        help="audit only these decision kinds, e.g. steal,discard "
                             "(turn, target, steal, swap, discard, flip7)")
    parser.add_argument("--then", choices=sorted(POLICIES), default="balanced",
                        help="how the audited seat plays after the decision (default "
                             "balanced; expert: the room for a second round of improvement)")
    parser.add_argument("--late", type=int, default=0,
                        help="audit only positions with some total within this many points "
                             "of the target (default: all)")
    parser.add_argument("--jobs", "--workers", dest="workers", type=int,
                        default=os.cpu_count() or 1, help="processes (default: every CPU)")
    parser.add_argument("--seed", type=int, default=900_000)
    args = parser.parse_args(argv)
    only = frozenset(filter(None, args.only.split(",")))
    jobs = [(args.edition, args.seed + g, args.rollouts, args.share, only, args.then, args.late,
             args.seats) for g in range(args.games)]
    found: list[Audited] = []
    done = 0
    start = time.perf_counter()
    # A long audit (hours at 5 seats with the Expert playing on) reports its
    # progress on stderr, and a stop (Ctrl+C) still prints the table over the
    # games finished so far, so that the hours spent are not lost.
    with Pool(args.workers) as pool:
        # Set after the workers start, which keep the default handlers (the
        # pool stops them by SIGTERM): here SIGTERM and SIGINT both stop the
        # audit, also when it runs in the background, where SIGINT is ignored.
        handlers = (signal.signal(signal.SIGINT, signal.default_int_handler),
                    signal.signal(signal.SIGTERM, _interrupt))
        try:
            for items in pool.imap_unordered(audit_game, jobs):
                found += items
                done += 1
                print(f"{done}/{args.games} games, {len(found)} decisions, "
                      f"{time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
        except KeyboardInterrupt:
            pool.terminate()
            print(f"stopped after {done} games", file=sys.stderr, flush=True)
        finally:
            signal.signal(signal.SIGINT, handlers[0])
            signal.signal(signal.SIGTERM, handlers[1])
    if not done:
        print("no game finished: nothing to report", file=sys.stderr)
        return 1
    print(f"# Decision audit: {args.edition}, {args.seats} seats, {done} games"
          + (f" (stopped; {args.games} asked)" if done < args.games else "") + ", "
          f"{args.rollouts} play-outs "
          f"per option, {args.share:.0%} of the Expert's "
          f"{'/'.join(sorted(only)) + ' ' if only else ''}decisions"
          + (f" within {args.late} of the target" if args.late else "")
          + f", then {args.then} play")
    print()
    for line in report(found, done, args.share, args.seats):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

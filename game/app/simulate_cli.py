"""``python -m game simulate``: computer games played headless, with statistics.

Each listed player spec (``random``, ``threshold:0.25``, or a personality such
as ``balanced``) takes a seat; seats rotate from game to game so no spec keeps
the advantage of a seat. Prints wins per seat and per player with a 95 %
interval, average round points, bust rate and games per second.

Every option is checked before the first game: a bad value is one line on
stderr and exit status 2, and so is a ``--save`` folder that cannot be
written. A record never replaces a file already in that folder (a second run
adds ``game-000001-2.flip7.json``). Records are written safely
(:mod:`game.storage.files`), so a full disk stops the run with one line and
leaves no half-written record.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.ai import introduce, make_policy
from game.ai.base import play_to_the_end
from game.core.editions import EDITIONS
from game.core.engine import Game, Rules
from game.core.record import Record, record_of
from game.session.records import RECORD_SUFFIX
from game.storage.files import MAX_DIGITS, FileProblem, check_folder, write_new_json
from game.storage.paths import NoSuchUser, typed_path
from game.storage.settings import MAX_NAME

from .terminal import Parser, one_line, parse_seed, run_command


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a win rate.

    >>> tuple(round(x, 3) for x in wilson(40, 100))
    (0.309, 0.498)
    """
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_one(specs: Sequence[str], rules: Rules, seed: int, rotation: int) -> Game:
    """Play one whole game; seat ``s`` gets ``specs[(s + rotation) % n]``."""
    n = len(specs)
    seat_spec = [specs[(s + rotation) % n] for s in range(n)]
    policies = [make_policy(spec) for spec in seat_spec]
    introduce(dict(enumerate(policies)))
    rngs = [random.Random(seed * 7919 + s) for s in range(n)]
    game = Game([f"{seat_spec[s]}#{s}" for s in range(n)], rules, rng=random.Random(seed),
                watched=False)
    play_to_the_end(game, policies, rngs)
    return game


def seat_name(spec: str) -> str:
    """A computer's name in a saved record, by what plays it: its seat number in the
    game's own name ("threshold:0.3#4") cut two such computers alike on every screen,
    "threshold:0.3…" (QA 220). Screens number twins ("Balanced (2)").

    >>> seat_name("balanced"), seat_name("threshold:0.37"), seat_name("plain:0.25")
    ('Balanced', 'Custom 37 %', 'Plain 25 %')

    Within a name's length (a screen cut "Custom 12.3457 %" to "Custom 12.345…", its
    "%" gone: QA 235), to fewer decimals where it has to be:

    >>> seat_name("threshold:0.123457")
    'Custom 12.35 %'
    """
    name, _, risk = spec.partition(":")
    kind = "Custom" if name == "threshold" else name.capitalize()
    if not risk:
        return kind
    percent = float(risk) * 100
    named = f"{kind} {percent:g} %"
    for decimals in range(3, -1, -1):
        if len(named) <= MAX_NAME:
            break
        named = f"{kind} {round(percent, decimals):g} %"
    return named


def _kept(game: Game, kinds: Sequence[str], rotation: int, seed: int) -> Record:
    """The record ``--save`` writes of ``game``: named by :func:`seat_name`, with who
    plays each seat (``plays``), as the game's own records say it (QA 220). ``kinds``:
    the players' specs as computers name themselves, in ``--players`` order."""
    n = len(kinds)
    plays = [kinds[(s + rotation) % n] for s in range(n)]
    return dataclasses.replace(record_of(game, seed=seed),
                               players=[seat_name(spec) for spec in plays], plays=plays)


def simulate(specs: Sequence[str], rules: Rules, games: int, seed: int,
             save: Path | None = None, progress: bool = False) -> dict[str, Any]:
    """Play ``games`` games and gather the statistics the command prints."""
    n = len(specs)
    seat_wins = [0] * n
    entry_wins = [0] * n
    entry_points = [0] * n
    entry_rounds = [0] * n
    entry_busts = [0] * n
    total_rounds = 0
    # As records write them ("custom:0.30" is "threshold:0.3"), worked out once.
    kinds = [make_policy(spec).name for spec in specs]
    started = time.perf_counter()
    last_report = started
    reported = False  # a progress line is on stderr, to be ended
    try:
        for g in range(games):
            rotation = g % n
            game = play_one(specs, rules, seed + g, rotation)
            if save is not None:  # a failure is a FileProblem for the caller to report
                # Beside the records of an earlier run, never over them (QA 32: a second
                # run into one folder replaced the first's games of the same seeds), nor
                # over those of a run writing there at the same time (QA 111).
                write_new_json(save, f"game-{seed + g:06d}", RECORD_SUFFIX,
                               _kept(game, kinds, rotation, seed + g).to_json())
            winner = game.winner
            assert winner is not None
            seat_wins[winner] += 1
            entry_wins[(winner + rotation) % n] += 1
            total_rounds += len(game.rounds)
            for result in game.rounds:
                for s in range(n):
                    entry = (s + rotation) % n
                    entry_points[entry] += result.scores[s]
                    entry_rounds[entry] += 1
                for s in result.busted:
                    entry_busts[(s + rotation) % n] += 1
            now = time.perf_counter()
            if progress and now - last_report > 2.0:
                last_report = now
                reported = True
                print(f"\r{g + 1}/{games} games, {(g + 1) / (now - started):.0f} games/s",
                      end="", file=sys.stderr, flush=True)
    finally:
        if reported:
            # Ended on every way out: an error or Ctrl+C was glued onto "594/4000 games"
            # where stderr was a file (QA 142).
            print(file=sys.stderr)
    elapsed = time.perf_counter() - started
    players = []
    for i, spec in enumerate(specs):
        low, high = wilson(entry_wins[i], games)
        players.append({
            "player": spec, "wins": entry_wins[i],
            "win_rate": entry_wins[i] / games if games else 0.0,
            "ci95": [low, high],
            "avg_round_points": entry_points[i] / entry_rounds[i] if entry_rounds[i] else 0.0,
            "bust_rate": entry_busts[i] / entry_rounds[i] if entry_rounds[i] else 0.0,
        })
    return {
        "games": games, "edition": rules.edition.name, "brutal": rules.brutal,
        "target": rules.target, "seed": seed, "seat_wins": seat_wins, "players": players,
        "avg_rounds": total_rounds / games if games else 0.0,
        "seconds": elapsed, "games_per_second": games / elapsed if elapsed > 0 else 0.0,
    }


def _seed(text: str) -> int:
    """A ``--seed``, as :func:`~game.app.terminal.parse_seed` takes it (said as
    argparse's own "argument --seed: …").

    >>> _seed("7")
    7
    """
    try:
        return parse_seed(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _parser() -> Parser:
    parser = Parser(
        prog="flip7 simulate",
        description="Play computer-only games headless and report who wins.")
    parser.add_argument("--games", "-n", type=int, default=100, help="games to play (100)")
    parser.add_argument(
        "--players", default="threshold:0.25,threshold:0.25,threshold:0.25,threshold:0.25",
        help="comma-separated player specs, one per seat: random, threshold:RISK (or "
             "custom:RISK), careful, balanced, bold, expert, plain:RISK (a bare threshold "
             "bot, no look at the scores) (default: four threshold:0.25)")
    parser.add_argument("--edition", choices=sorted(EDITIONS), default=None,
                        help="the edition (classic; vengeance with --brutal)")
    parser.add_argument("--brutal", action="store_true",
                        help="With a Vengeance's Brutal mode (implies --edition vengeance, "
                             "as the game's own --brutal does)")
    parser.add_argument("--target", type=int, default=200, help="target score (50-1000)")
    parser.add_argument("--seed", type=_seed, default=1,
                        help="seed of the first game (default 1: every run without --seed "
                             "plays the same games: seeds 1, 2, 3 and on)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--save", metavar="DIR", help="save every game as a record in DIR")
    return parser


def main(argv: Sequence[str]) -> int:
    """Run the simulate command; return the exit status."""
    args = _parser().parse_args(list(argv))
    return run_command(lambda: _run(args), writes=True)


def _specs(players: str) -> list[str]:
    """The player specs of ``--players``; raises ``ValueError`` for any bad one."""
    specs = [s.strip() for s in players.split(",")]
    if specs == [""]:
        raise ValueError("--players is empty: name at least 3 players (G-2)")
    for number, spec in enumerate(specs, 1):
        if not spec:
            raise ValueError(f"--players: player {number} is empty")
        # "custom:0.3" too, as --seats and --opponents take it and as the records of
        # --save name such a seat ("Custom 30 %"): it was refused here (QA 235).
        make_policy(spec)
    if len(specs) < 3:
        raise ValueError("Flip 7 needs at least 3 players (G-2)")
    return specs


def _fail(line: str) -> int:
    print(one_line(f"flip7 simulate: {line}"), file=sys.stderr)
    return 2


def _run(args: Any) -> int:
    try:
        specs = _specs(args.players)
        if args.games < 1:
            raise ValueError("--games must be at least 1")
        digits = len(str(args.seed + args.games - 1))
        if digits > MAX_DIGITS:
            # Game g plays seed + g, kept in its record: one over the record reader's
            # limit made records that replay refuses (QA 111).
            raise ValueError(f"--seed {args.seed} with --games {args.games}: the last game's "
                             f"seed would have {digits} digits, more than {MAX_DIGITS}")
        edition = args.edition or ("vengeance" if args.brutal else "classic")
        rules = Rules(EDITIONS[edition], brutal=args.brutal, target=args.target)
    except ValueError as error:
        return _fail(str(error))
    save = None
    if args.save is not None:
        if not args.save.strip():
            return _fail("--save needs a folder")
        try:  # before the first game, not after the first hour
            save = typed_path(args.save)
            check_folder(save)
        except FileProblem as problem:  # its reason names the folder ("x: … /proc/x", QA 142)
            return _fail(f"--save: {problem.reason}")
        except NoSuchUser as problem:
            return _fail(f"--save: {problem}")
    try:
        result = simulate(specs, rules, args.games, args.seed, save,
                          progress=sys.stderr.isatty() or args.games >= 2000)
    except FileProblem as problem:  # the disk filled up, the folder went away
        return _fail(f"stopped: {problem}")
    if args.json:
        print(json.dumps(result))
        return 0
    mode = " brutal" if rules.brutal else ""
    print(f"{args.games} games, {rules.edition.name}{mode}, target {rules.target}, "
          f"seats rotated, seed {args.seed}")
    print("wins per seat: " + ", ".join(
        f"seat {s} {w}" for s, w in enumerate(result["seat_wins"])))
    print(f"{'player':<18}{'wins':>7}{'win rate':>10}{'95% interval':>18}"
          f"{'pts/round':>11}{'bust rate':>11}")
    for p in result["players"]:
        low, high = p["ci95"]
        print(f"{p['player']:<18}{p['wins']:>7}{p['win_rate']:>10.1%}"
              f"{f'{low:.1%} – {high:.1%}':>18}{p['avg_round_points']:>11.1f}"
              f"{p['bust_rate']:>11.1%}")
    print(f"{result['avg_rounds']:.1f} rounds per game; "
          f"{result['games_per_second']:.0f} games/s ({result['seconds']:.2f} s)")
    return 0

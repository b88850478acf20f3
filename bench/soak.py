"""Soak benchmark: does memory stay flat over many games in one process?

    python3 bench/soak.py [--games 200] [--every 10] [--people 0]

The real table scene plays computer-only games at normal animation speed on
a fake clock (1/60 s a frame, every frame updated and drawn at 1280×720 with
SDL's dummy video driver), one game after another in one process, as a
spectator would watch them: the round summaries and the game-over screen
are shown for the time the autoplay gives them. The tables are mixed: the
seat count, the edition (Brutal included) and the computers change from game
to game, so every layout's card sizes and every flight path are met.

``--people N`` seats N people sharing the screen at every table (a hot-seat
evening): their hand-overs come up between them and are passed after a
second, and each of their decisions is a random legal one (seeded) after a
second's thought, so the hand-over's curtain, its "since your last turn" and
the choices' buttons are in the figure too.

Prints the resident set size (RSS) every ``--every`` games and, at the end,
the growth after game 20. Goal (issue 14): under 5 MB in total.

At normal speed a game is several thousand frames, so 200 games take a
while; ``--games 40`` shows the curve's shape (about half a minute a game here).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
from game.storage.paths import use_private_folder  # noqa: E402  (after sys.path)

use_private_folder("flip7-soak-")  # never a player's settings or saved game

#: The tables met in turn: seats, edition, Brutal, the computers' personality.
TABLES = (
    (4, "classic", False, "mixed"),
    (3, "vengeance", False, "balanced"),
    (6, "classic", False, "expert"),
    (10, "vengeance", True, "mixed"),
    (5, "vengeance", False, "bold"),
    (18, "classic", False, "careful"),
    (8, "classic", False, "mixed"),
)

#: Games at the start left out of the growth figure: every table and size
#: has been met by then, so what follows is what a long session adds.
SETTLED = 20


def rss_mb() -> float:
    """The process's resident set size now, in MB (peak RSS where /proc is missing)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, AttributeError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (1e6 if sys.platform == "darwin" else 1e3)


def soak(games: int, every: int, people: int = 0) -> list[tuple[int, float]]:
    """Play ``games`` games, ``people`` of each table's seats played by people sharing
    the screen; return (games played, RSS MB) every ``every`` games."""
    import random

    import pygame

    from game.session import Seat, Session, TableSetup
    from game.storage.settings import SettingsStore
    from game.ui import input as inp
    from game.ui.assets import Assets
    from game.ui.clock import FakeClock
    from game.ui.loop import App, AppOptions, create_window
    from game.ui.scene_gameover import GameOverScene
    from game.ui.scene_handover import HandoverScene
    from game.ui.scene_table import TableScene
    from game.ui.sound import SoundBoard

    class WatchedTable(TableScene):
        """Computers only, animated at normal speed (as a spectator sees them)."""

        @property
        def speed(self) -> float:
            return 1.0

    pygame.display.init()
    pygame.font.init()
    screen = create_window(scaled=False)
    clock = FakeClock(1 / 60)
    app = App(screen, Assets(), SoundBoard(enabled=False, start=False), SettingsStore(None),
              AppOptions(autoplay=True), clock)

    def new_table(game: int) -> None:
        seats, edition, brutal, personality = TABLES[game % len(TABLES)]
        setup = TableSetup.quick(seats - people, personality, person=None, edition=edition,
                                 brutal=brutal)
        if people:
            setup = TableSetup((*(Seat(f"Person {n + 1}") for n in range(people)),
                                *setup.seats), edition, brutal)
        session = Session(setup, seed=1000 + game, ai_seed=1000 + game)
        app.reset(WatchedTable(app, session))

    curve = [(0, rss_mb())]
    played = 0
    new_table(played)
    over_frames = 0
    started = time.perf_counter()
    choices = random.Random(7)
    waited = 0  # frames a person has looked at their hand-over or their choice
    while played < games and app.running:  # SDL turns SIGTERM into a quit: honour it
        app.frame(clock.tick())
        top = app.top
        if isinstance(top, HandoverScene) or (isinstance(top, TableScene) \
                and top.choice is not None):
            waited += 1
            if waited >= 60:  # a second to read, then the person acts
                waited = 0
                if isinstance(top, HandoverScene):
                    app.step(0.0, [inp.Press(inp.CONFIRM)])
                else:
                    top.submit(choices.choice(top.choice.decision.options))
            continue
        waited = 0
        if isinstance(app.top, GameOverScene):
            over_frames += 1
            if over_frames < 90:  # the game-over screen, confetti and all, for 1.5 s
                continue
            over_frames = 0
            played += 1
            if played % every == 0 or played == games:
                curve.append((played, rss_mb()))
                print(f"  after {played:4d} games  RSS {curve[-1][1]:7.1f} MB"
                      f"   ({time.perf_counter() - started:6.0f} s)", flush=True)
            new_table(played)
    return curve


def main() -> None:
    """Run the soak and print the curve and the growth after the settling games."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games to play (200)")
    parser.add_argument("--every", type=int, default=10, help="print RSS every N games (10)")
    parser.add_argument("--people", type=int, default=0,
                        help="people sharing the screen at every table, with their "
                             "hand-overs (0 to 3; 0)")
    args = parser.parse_args()
    if args.games < 1 or args.every < 1:
        parser.error("--games and --every must be at least 1")
    if not 0 <= args.people <= min(seats for seats, *_ in TABLES):
        parser.error("--people must be from 0 to 3 (the smallest table has 3 seats)")
    people = f", {args.people} people sharing the screen" if args.people else ""
    print(f"soak: {args.games} games at normal speed, mixed tables{people}, fake clock, "
          "1280x720")
    curve = soak(args.games, args.every, args.people)
    settled = [rss for played, rss in curve if played >= SETTLED]
    if len(settled) >= 2:
        growth = settled[-1] - settled[0]
        print(f"growth after game {SETTLED}: {growth:+.1f} MB over "
              f"{curve[-1][0] - SETTLED} games   (goal: under 5 MB in total)")
    else:
        print(f"(play more than {SETTLED} games for the growth figure)")


if __name__ == "__main__":
    main()

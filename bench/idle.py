"""Idle benchmark: what the game costs while the table waits for a person.

    python3 bench/idle.py [--seconds 10] [--seats 4]

The real loop (``App.run`` on the real 60 fps clock, in the game's own
scaled 1280×720 window, SDL's dummy video driver) runs a table with one
person and computers at normal speed. Once the person is to decide and
nothing moves, a helper thread measures, over ``--seconds`` of waiting:

- the process's CPU time per wall-clock second (% of one core). Goal
  (issue 14): at most 3 %;
- frames drawn per second while waiting.

Then it moves the mouse ten times, a fraction of a second apart, and takes
the time from posting each event to the table receiving it (the wake-up);
then it presses H (hit) and counts the frames per second while the game
animates (the card, the computers' turns) until the person is asked again.
Goal: a wake-up within a frame, 60 fps while animating.

Last, a finished game in the replay viewer, paused (QA 44 found a paused
viewer drawing 60 frames a second): its CPU and frames per second the same
way, over the same ``--seconds``.

The dummy driver has no GPU and no display to wait for, so the figures are
the game's own CPU work; a real display adds the cost of presenting frames
to the busy loop (more so to the old one, which presented 60 a second).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
from game.storage.paths import use_private_folder  # noqa: E402  (after sys.path)

use_private_folder("flip7-idle-")  # never a player's settings or saved game


def _still(app: Any, seconds: float, figures: dict[str, float]) -> None:
    """Over ``seconds`` of the loop running untouched: its CPU (share of a core) and
    frames per second, into ``figures``."""
    frames, cpu, wall = app.frames, time.process_time(), time.perf_counter()
    time.sleep(seconds)
    wall = time.perf_counter() - wall
    figures["idle_cpu"] = (time.process_time() - cpu) / wall
    figures["idle_fps"] = (app.frames - frames) / wall


def _run_beside(app: Any, helper: Any) -> None:
    """Run ``app``'s real loop with ``helper`` on a thread beside it (the helper ends
    the loop by posting a quit)."""
    thread = threading.Thread(target=helper, daemon=True)
    thread.start()
    app.run()
    thread.join()


def measure(seconds: float, seats: int) -> dict[str, float]:
    """Run the loop, wait, press a key; return the figures."""
    import pygame

    from game.session import Session, TableSetup
    from game.storage.settings import SettingsStore
    from game.ui import input as inp
    from game.ui.assets import Assets
    from game.ui.clock import RealClock
    from game.ui.loop import App, AppOptions, create_window
    from game.ui.scene_table import TableScene
    from game.ui.sound import SoundBoard

    played: list[float] = []
    pointed: list[float] = []

    class TimedTable(TableScene):
        """The real table; notes when it gets the pointer and when the person's move is played."""

        def handle(self, event: Any) -> None:
            if isinstance(event, inp.Point):
                pointed.append(time.perf_counter())
            super().handle(event)

        def submit(self, move: Any) -> None:
            if self.session.is_person(self.game.pending.seat):  # type: ignore[union-attr]
                played.append(time.perf_counter())
            super().submit(move)

    pygame.display.init()
    pygame.font.init()
    screen = create_window()  # the game's own window: scaled by SDL
    app = App(screen, Assets(), SoundBoard(enabled=False, start=False), SettingsStore(None),
              AppOptions(), RealClock(60))
    # Seed 5, four seats: the person (seat 0) is asked to hit or stay right after the deal.
    table = TimedTable(app, Session(TableSetup.quick(seats - 1), seed=5, ai_seed=5))
    app.push(table)
    figures: dict[str, float] = {}

    def waiting() -> bool:
        return (app.top is table and table.choice is not None and table.director.idle
                and table.warming is None)

    def wait_until(done: Any, limit: float = 60.0) -> None:
        end = time.perf_counter() + limit
        while not done():
            if time.perf_counter() > end:
                raise SystemExit("the table never came to wait for the person")
            time.sleep(0.005)

    def helper() -> None:
        try:
            wait_until(waiting)
            time.sleep(0.5)  # let the last frames settle
            _still(app, seconds, figures)
            wakes = []
            for n in range(10):
                time.sleep(0.15 + 0.037 * n)  # at rest again, at a different phase each time
                posted = time.perf_counter()
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(4 + n, 4),
                                                     rel=(1, 0), buttons=(0, 0, 0)))
                wait_until(lambda n=n: len(pointed) > n, 5.0)
                wakes.append((pointed[n] - posted) * 1000)
            figures["wake_median_ms"] = statistics.median(wakes)
            figures["wake_max_ms"] = max(wakes)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0,
                                                 unicode="h", scancode=0))
            wait_until(lambda: bool(played), 5.0)
            wait_until(lambda: not waiting(), 5.0)
            start, frames = time.perf_counter(), app.frames
            wait_until(lambda: waiting() or app.top is not table, 120.0)
            busy = time.perf_counter() - start
            figures["busy_fps"] = (app.frames - frames) / busy
            figures["busy_seconds"] = busy
        finally:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    _run_beside(app, helper)
    return figures


def measure_viewer(seconds: float, seats: int) -> dict[str, float]:
    """A whole game of computers in the replay viewer, paused once its keys' reminder is
    gone: the CPU and the frames per second while it shows it."""
    import pygame

    from game.session import Session, TableSetup
    from game.session.timeline import Timeline
    from game.storage.settings import SettingsStore
    from game.ui.assets import Assets
    from game.ui.clock import RealClock
    from game.ui.loop import App, AppOptions, create_window
    from game.ui.scene_viewer import ViewerScene
    from game.ui.sound import SoundBoard

    session = Session(TableSetup.quick(seats, person=None), seed=5, ai_seed=5)
    while not session.finished:
        session.play(session.computer_move())
    pygame.display.init()
    pygame.font.init()
    app = App(create_window(), Assets(), SoundBoard(enabled=False, start=False),
              SettingsStore(None), AppOptions(), RealClock(60))
    viewer = ViewerScene(app, Timeline(session.record()), "bench.flip7.json")
    viewer.keys_shown = 0.0  # its reminder of the keys would keep it drawing 12 s
    app.push(viewer)
    figures: dict[str, float] = {}

    def helper() -> None:
        try:
            end = time.perf_counter() + 60
            while not (viewer.at_rest and viewer.warming is None):
                if time.perf_counter() > end:
                    raise SystemExit("the viewer never came to rest")
                time.sleep(0.005)
            time.sleep(0.5)
            _still(app, seconds, figures)
        finally:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    _run_beside(app, helper)
    return figures


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds of waiting (10)")
    parser.add_argument("--seats", type=int, default=4, help="players at the table (4)")
    args = parser.parse_args()
    figures = measure(args.seconds, args.seats)
    print(f"table waiting for a person, {args.seats} seats, 1280x720, real 60 fps clock")
    print(f"  CPU while waiting     {figures['idle_cpu']:6.1%} of a core   (goal <= 3 %)")
    print(f"  frames while waiting  {figures['idle_fps']:6.1f} per second")
    print(f"  input to the table    {figures['wake_median_ms']:6.1f} ms median, "
          f"{figures['wake_max_ms']:.1f} ms max (10 mouse moves; a frame is 16.7 ms)")
    print(f"  frames while moving   {figures['busy_fps']:6.1f} per second "
          f"(over {figures['busy_seconds']:.1f} s; goal 60)")
    # In a process of its own: a second window after the first App has quit pygame
    # crashed in SDL now and then (fonts cached by the first).
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        viewer = pool.apply(measure_viewer, (args.seconds, args.seats))
    print(f"a finished {args.seats}-seat game in the replay viewer, paused")
    print(f"  CPU while paused      {viewer['idle_cpu']:6.1%} of a core   (goal <= 3 %)")
    print(f"  frames while paused   {viewer['idle_fps']:6.1f} per second")


if __name__ == "__main__":
    main()

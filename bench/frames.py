"""Frame-time benchmark of the table scene, and launch-to-first-frame time.

    python3 bench/frames.py [--frames N] [--seats N] [--runs N]

1. Six computers play at normal animation speed at 1280×720 (SDL's dummy
   video driver, so the figure is the game's own CPU work: update + draw,
   without the buffer flip a GPU would do). Prints per-frame p50, p99 and
   max over the frames in which something was animating. Target: p99 ≤ 4 ms.
2. Launch to first frame from source: ``python -m game --exit-after-first-frame``
   in a fresh process, from spawn until it prints ``first-frame`` (median of
   several runs). Target ≤ 0.5 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0–100) by nearest rank."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def frame_times(frames: int, seats: int) -> tuple[list[float], int]:
    """Per-frame seconds of update + draw while animations run; and frames measured."""
    import pygame

    from game.session import Seat, Session, TableSetup
    from game.storage.settings import SettingsStore
    from game.ui.assets import Assets
    from game.ui.clock import FakeClock
    from game.ui.loop import App, AppOptions, create_window
    from game.ui.scene_table import TableScene
    from game.ui.sound import SoundBoard

    class WatchedTable(TableScene):
        """Computers only, but animated at normal speed (as a spectator would see it)."""

        @property
        def speed(self) -> float:
            return 1.0

    pygame.display.init()
    pygame.font.init()
    screen = create_window(scaled=False)
    app = App(screen, Assets(), SoundBoard(enabled=False, start=False), SettingsStore(None),
              AppOptions(autoplay=True), FakeClock())
    setup = TableSetup(tuple(Seat(f"C{i + 1}", "balanced") for i in range(seats)))
    table = WatchedTable(app, Session(setup, seed=2024, ai_seed=2024))
    app.push(table)
    dt = 1 / 60
    times: list[float] = []
    # Warm up: the first frames load and scale the art they meet.
    for _ in range(120):
        app.step(dt, [])
        app.draw()
    clock = time.perf_counter
    for _ in range(frames):
        animating = table.director.busy or bool(table.effects.items)
        start = clock()
        app.step(dt, [])
        app.draw()
        elapsed = clock() - start
        if animating and app.top is table:
            times.append(elapsed)
        if app.top is not table:  # a summary is up: continue, as a player would
            app.pop()
        pygame.event.pump()
    return times, frames


def first_frame(runs: int) -> list[float]:
    """Seconds from spawning ``python -m game`` to its first frame, per run."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    results = []
    for _ in range(runs):
        started = time.perf_counter()
        process = subprocess.Popen([sys.executable, "-m", "game", "--exit-after-first-frame"],
                                   stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT.parent)
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == "first-frame":
                results.append(time.perf_counter() - started)
                break
        process.wait(timeout=60)
        if process.returncode != 0:
            raise SystemExit(f"the game exited with {process.returncode}")
    return results


def main() -> None:
    """Run both measurements and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1800, help="frames to time (60 per s)")
    parser.add_argument("--seats", type=int, default=6, help="players at the table")
    parser.add_argument("--runs", type=int, default=5, help="launches to time")
    args = parser.parse_args()
    from game.storage.paths import use_private_folder

    use_private_folder("flip7-bench-")  # the launches' and the table's files too
    launches = first_frame(args.runs)
    times, total = frame_times(args.frames, args.seats)
    ms = [t * 1000 for t in times]
    print(f"table scene, {args.seats} seats, 1280x720, animations at normal speed")
    print(f"  frames timed      {len(ms)} of {total} (the others had nothing moving)")
    print(f"  update+draw p50   {percentile(ms, 50):6.2f} ms")
    print(f"  update+draw p99   {percentile(ms, 99):6.2f} ms   (target <= 4 ms)")
    print(f"  update+draw max   {max(ms):6.2f} ms")
    print(f"launch to first frame from source (median of {len(launches)})")
    print(f"  {statistics.median(launches):.3f} s   (target <= 0.5 s; "
          f"min {min(launches):.3f}, max {max(launches):.3f})")


if __name__ == "__main__":
    main()

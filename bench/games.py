"""Kept-games benchmark: the games list and the statistics for 1,000 kept games.

    python3 bench/games.py [--games N] [--folder DIR]

Plays ``--games`` seeded games (default 1,000: 3 to 8 seats, one in ten of
18, both editions, Brutal now and then; ``game.app.snapshots.fill_games_folder``)
into a fresh ``games/`` folder, or reuses ``--folder`` if it already holds
records. Then, in this process, with SDL's dummy video driver:

1. the index read cold (no cache: every record replayed) and warm (the
   cache written by the cold read: one stat per file);
2. the games list opened from the title screen until its first frame shows
   the games, cold and warm;
3. the statistics worked out, and the Statistics screen opened until its
   first frame, warm;
4. the replay viewer for the longest game: its timeline built, and a step
   back from the end (the model rebuilt from the last round's start, kept
   when the viewer first went to the end).

Target: the games list and the statistics open in under a second.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


class Timer:
    """Wall-clock and CPU seconds of a block (the machine is shared: both are told)."""

    def __enter__(self) -> Timer:
        self.wall, self.cpu = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall = time.perf_counter() - self.wall
        self.cpu = time.process_time() - self.cpu

    def __str__(self) -> str:
        return f"{self.wall:.3f} s ({self.cpu:.3f} s CPU)"


def _open(app, scene_type, ready) -> Timer:  # type: ignore[no-untyped-def]
    """From the title screen's click to the first frame ``ready(scene)`` says shows what
    it should."""
    with Timer() as timer:
        scene = scene_type(app)
        app.push(scene)
        while True:
            app.frame(1 / 60)
            if ready(scene):
                break
        app.frame(1 / 60)  # the frame that shows it
    app.pop()
    return timer


def main() -> None:
    """Print the benchmark's figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--folder", type=Path, default=None,
                        help="a games/ folder to use (filled if it has no records)")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="flip7-bench-games-")) if args.folder is None \
        else args.folder.parent
    folder = args.folder if args.folder is not None else home / "games"
    os.environ["FLIP7_HOME"] = str(folder.parent)

    from game.app.snapshots import _app, fill_games_folder
    from game.session.kept import INDEX_FILE, GameIndex
    from game.session.stats import statistics
    from game.session.timeline import Timeline
    from game.ui.scene_games import GamesScene
    from game.ui.scene_stats import StatsScene
    from game.ui.scene_title import TitleScene
    from game.ui.scene_viewer import ViewerScene

    existing = sorted(folder.glob("*.flip7.json")) if folder.is_dir() else []
    if len(existing) < args.games:
        started = time.perf_counter()
        fill_games_folder(folder, args.games, seed=1)
        print(f"made {args.games} games in {time.perf_counter() - started:.1f} s")
    records = sorted(folder.glob("*.flip7.json"))
    size = sum(p.stat().st_size for p in records)
    print(f"{len(records)} kept games, {size / 1e6:.1f} MB of records in {folder}")

    cache = folder / INDEX_FILE
    cache.unlink(missing_ok=True)
    with Timer() as cold:
        index = GameIndex(folder)
        index.load()
    with Timer() as warm:
        warm_index = GameIndex(folder)
        warm_index.load()
    print(f"index: cold {cold} with {index.replayed} replayed; "
          f"warm {warm} with {warm_index.replayed} replayed; "
          f"cache {cache.stat().st_size / 1e6:.1f} MB")

    app = _app()
    app.push(TitleScene(app))
    app.frame(1 / 60)
    cache.unlink()
    list_cold = _open(app, GamesScene, lambda s: not s.loading)
    list_warm = _open(app, GamesScene, lambda s: not s.loading)
    with Timer() as worked:
        stats = statistics(warm_index.games)
    stats_warm = _open(app, StatsScene, lambda s: not s.loading)
    print(f"games list opens: cold {list_cold} (the records replayed a frame's worth "
          f"at a time, progress shown); warm {list_warm}")
    print(f"statistics: worked out in {worked} for {len(stats.people)} people from "
          f"{stats.counted} games; the Statistics screen opens (warm) in {stats_warm}")

    longest = max(warm_index.games, key=lambda g: len(g.players) * 100 + g.rounds)
    from game.session.records import read_record

    record = read_record(folder / longest.file)
    started = time.perf_counter()
    timeline = Timeline(record)
    built = time.perf_counter() - started
    viewer = ViewerScene(app, timeline, longest.file)
    app.push(viewer)
    viewer.goto(timeline.end)
    started = time.perf_counter()
    viewer.event_back()
    back = time.perf_counter() - started
    print(f"viewer, longest game ({len(longest.players)} seats, {longest.rounds} rounds, "
          f"{timeline.end} events, {timeline.moves} decisions): timeline {built * 1000:.1f} ms, "
          f"one event back from the end {back * 1000:.1f} ms")
    verdict = "met" if max(list_warm.wall, stats_warm.wall) < 1.0 else "NOT met"
    print(f"target (games list and statistics open in under 1 s, warm): {verdict}")
    if args.folder is None:  # the generated games were only for this run
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()

"""Is a change to a computer player better? Two versions on paired seeds.

Plays the benchmark's games (``bench/ai_strength.py``: the Expert against
Balanced players, seats rotated, every seed fixing the deck and each seat's
random numbers) twice on the same seeds: once with the code of a git
revision (``--base``) and once with the working tree. Two versions that
choose alike from the same position play the very same game, so only the
games in which some decision differs can differ in their result: the paired
difference (new minus base, per seed) has far less noise than two separate
win rates, and a change of 1 % is measurable on a few thousand games when
the change touches a minority of games.

Prints per table and edition: both win rates with their 95 % intervals,
the paired difference with its 95 % interval, and the share of games the
two versions played differently. Base results are cached per revision and
seed range (``--cache``), so trying one change after another against the
same base costs one run each.

Run from the repository root::

    python3 bench/ai_compare.py --base HEAD --games 4000 --jobs 2
    python3 bench/ai_compare.py --base main --tables 5 --editions vengeance --seed 100001
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import json
import math
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent

def compiled_sources(setup_py: Path = ROOT / "setup.py") -> tuple[str, ...]:
    """The sources that a compiled build has twins of: ``COMPILED`` in
    ``setup.py``, read without running it (one list, so this one cannot go
    stale when a module joins the compiled build)."""
    tree = ast.parse(setup_py.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "COMPILED" for t in node.targets):
            value = ast.literal_eval(node.value)
            return tuple(str(v) for v in value)
    raise SystemExit(f"{setup_py}: no COMPILED list")


def stale_twins(root: Path = ROOT) -> list[str]:
    """The compiled sources in ``root`` edited after the compiled build was
    made: Python would load the old code, so the working tree would not play
    what is being compared. The game's own check (``game._build.stale_sources``,
    which also makes the game run the sources then); here as ``/`` paths."""
    return [Path(source).as_posix() for source in _build().stale_sources(str(root))]


def _build() -> ModuleType:
    """This tree's ``game/_build.py`` (standard library only), loaded by its path:
    importing the ``game`` package here could find another install of it."""
    spec = importlib.util.spec_from_file_location("flip7_tree_build", ROOT / "game" / "_build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout


def export(rev: str, into: Path) -> None:
    """The ``game`` package of ``rev`` in ``into``, with this tree's compiled
    twins if the compiled sources are the same in both."""
    archive = subprocess.run(["git", "archive", "--format=tar", rev, "game"], cwd=ROOT,
                             check=True, capture_output=True).stdout
    tar_path = into / "game.tar"
    tar_path.write_bytes(archive)
    with tarfile.open(tar_path) as tar:
        tar.extractall(into, filter="data")
    tar_path.unlink()
    same = subprocess.run(["git", "diff", "--quiet", rev, "--", *compiled_sources()],
                          cwd=ROOT).returncode == 0
    if same:
        for twin in [*ROOT.glob("*.so"), *ROOT.glob("game/**/*.so")]:
            target = into / twin.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(twin, target)


def run_side(root: Path, specs: Sequence[str], edition: str, seeds: range,
             jobs: int) -> dict[int, list[object]]:
    """The games of ``seeds`` played by the ``game`` package in ``root``, in a
    fresh process: per seed [won, points, rounds, moves] of the first entry."""
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--worker", str(root),
         "--specs", ",".join(specs), "--editions", edition, "--seed", str(seeds.start),
         "--games", str(len(seeds)), "--jobs", str(jobs)],
        check=True, capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    return {int(k): v for k, v in json.loads(done.stdout).items()}


def worker(root: str, specs: Sequence[str], edition: str, seeds: range, jobs: int) -> None:
    """Play the games with the ``game`` package of ``root`` and print them as JSON."""
    sys.path.insert(0, root)
    import game  # noqa: F401 - the package of ``root`` from now on

    sys.path.insert(1, str(Path(__file__).resolve().parent))
    from multiprocessing import Pool

    import ai_strength

    assert Path(sys.modules["game"].__file__ or "").resolve().parent.parent == Path(root).resolve()
    with Pool(jobs) as pool:
        played = ai_strength.play_many(pool, tuple(specs), edition, seeds)
    print(json.dumps({seed: [p.won[0], p.points[0], p.rounds, p.moves]
                      for seed, p in played.items()}))


def paired(base: dict[int, list[object]], new: dict[int, list[object]]
           ) -> tuple[float, float, float, float, float]:
    """(base rate, new rate, mean paired difference, its 95 % half-width,
    share of games played differently)."""
    seeds = sorted(base)
    n = len(seeds)
    diffs = [float(new[s][0]) - float(base[s][0]) for s in seeds]  # type: ignore[arg-type]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    rate_base = sum(float(base[s][0]) for s in seeds) / n  # type: ignore[arg-type]
    rate_new = sum(float(new[s][0]) for s in seeds) / n  # type: ignore[arg-type]
    differ = sum(base[s][3] != new[s][3] for s in seeds) / n
    return rate_base, rate_new, mean, 1.96 * math.sqrt(var / n), differ


def main(argv: Sequence[str] | None = None) -> int:
    """Compare the working tree with ``--base`` and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="HEAD", help="git revision to compare with (HEAD)")
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tables", default="3", help="table sizes, e.g. 3,5 (default 3)")
    parser.add_argument("--editions", default="classic,vengeance")
    parser.add_argument("--opponent", default="balanced",
                        help="the other seats' player (default balanced)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--cache", type=Path,
                        default=Path(tempfile.gettempdir()) / "flip7-ai-compare")
    parser.add_argument("--base-only", action="store_true",
                        help="only play (and cache) the base: its win rates")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--specs", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    seeds = range(args.seed, args.seed + args.games)
    if args.worker:
        worker(args.worker, args.specs.split(","), args.editions, seeds, args.jobs)
        return 0
    sha = _git("rev-parse", args.base).strip()
    stale = stale_twins()
    if stale and not os.environ.get("FLIP7_PURE"):
        # The game itself would run the sources then (game._build.guard_stale), so
        # the twins could not be trusted even on request: rebuild, or run pure.
        print(f"compiled twins older than their sources: {', '.join(stale)}; rebuild with "
              "FLIP7_COMPILE=1 python3 setup.py build_ext --inplace (if it finds nothing "
              f"to do, touch {_build().RUNTIME}.*), or run pure (FLIP7_PURE=1)",
              file=sys.stderr)
        return 2
    print(f"# Paired comparison: working tree against {args.base} ({sha[:10]}), "
          f"seeds {seeds.start} … {seeds.stop - 1}")
    print()
    print("| edition | seats | games | base wins | new wins | new − base | 95 % interval "
          "| played differently |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |")
    args.cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        exported = False
        for seats in (int(s) for s in args.tables.split(",")):
            specs = ("expert",) + (args.opponent,) * (seats - 1)
            for edition in args.editions.split(","):
                cached = args.cache / (f"{sha}-{edition}-{'+'.join(specs)}-"
                                       f"{seeds.start}-{len(seeds)}.json")
                if cached.exists():
                    base = {int(k): v for k, v in json.loads(cached.read_text()).items()}
                else:
                    if not exported:
                        export(sha, Path(tmp))
                        exported = True
                    base = run_side(Path(tmp), specs, edition, seeds, args.jobs)
                    cached.write_text(json.dumps(base))
                new = base if args.base_only else run_side(ROOT, specs, edition, seeds,
                                                           args.jobs)
                rate_base, rate_new, mean, half, differ = paired(base, new)
                print(f"| {edition} | {seats} | {len(seeds)} | {rate_base:.2%} | {rate_new:.2%} "
                      f"| {mean:+.2%} | {mean - half:+.2%} … {mean + half:+.2%} "
                      f"| {differ:.0%} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

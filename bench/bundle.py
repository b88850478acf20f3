"""Bundle benchmark: size and launch time of the standalone builds.

Run ``python3 bench/bundle.py`` after ``bash .ci/build_exe.sh`` (or pass
``--build`` to build first). Prints the zipped size of the one-folder build
(on macOS: ``Flip 7.app``), the size of the single-file build, and
launch-to-first-frame for both and for the source tree (median of several
headless launches; the game prints ``first-frame`` and exits when started with
``--exit-after-first-frame``), each against its target: single file ≤ 25 MB,
first frame ≤ 0.5 s (one folder) and ≤ 1.0 s (single file). Exits 1 if a
build misses a target.
"""

from __future__ import annotations

import argparse
import atexit
import io
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE = ".exe" if sys.platform == "win32" else ""
ONEFOLDER = (ROOT / "dist" / "Flip 7.app" / "Contents" / "MacOS" / "flip7"
             if sys.platform == "darwin" else ROOT / "dist" / "flip7" / f"flip7{EXE}")
#: The folder a download holds: the app bundle on macOS.
FOLDER = ONEFOLDER.parents[2] if sys.platform == "darwin" else ONEFOLDER.parent
ONEFILE = ROOT / "dist" / "onefile" / f"flip7{EXE}"
MB = 1024 * 1024


def zipped_size(folder: Path) -> int:
    """Bytes of ``folder`` zipped with deflate (as a release would ship it)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and not path.is_symlink():  # an app bundle links files twice
                archive.write(path, path.relative_to(folder.parent))
    return buffer.tell()


def first_frame(binary: Path | list[str], runs: int, **extra: str) -> float:
    """Median seconds from spawning the program to its first frame (``extra``: more
    environment)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **extra)
    command = [str(binary)] if isinstance(binary, Path) else binary
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        process = subprocess.Popen([*command, "--exit-after-first-frame"], env=env,
                                   stdout=subprocess.PIPE, text=True, cwd=ROOT.parent)
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == "first-frame":
                times.append(time.perf_counter() - started)
                break
        process.wait(timeout=60)
        if process.returncode != 0:
            raise SystemExit(f"{command[0]} exited with {process.returncode}")
    return statistics.median(times)


def main() -> int:
    """Print the figures; return 1 if a build misses its target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="store_true", help="run .ci/build_exe.sh first")
    parser.add_argument("--runs", type=int, default=5, help="launches per measurement")
    args = parser.parse_args()
    if args.build:
        subprocess.run(["bash", str(ROOT / ".ci" / "build_exe.sh")], check=True)
    for binary in (ONEFOLDER, ONEFILE):
        if not binary.exists():
            raise SystemExit(f"{binary} is missing: build with bash .ci/build_exe.sh")
    # The launches' files in a folder of their own (removed at the end): in the real
    # one, an open game would have made them time its "already open" screen (QA 95).
    home = tempfile.mkdtemp(prefix="flip7-bundle-")
    atexit.register(shutil.rmtree, home, True)
    os.environ["FLIP7_HOME"] = home
    folder_zip = zipped_size(FOLDER) / MB
    single = ONEFILE.stat().st_size / MB
    # This tree's game, whatever else is installed (it runs from another folder).
    source = first_frame([sys.executable, "-m", "game"], args.runs, PYTHONPATH=str(ROOT))
    folder_t = first_frame(ONEFOLDER, args.runs)
    single_t = first_frame(ONEFILE, args.runs)
    rows = [("one folder (zipped)", f"{folder_zip:.1f}", folder_t, "≤ 0.5 s", folder_t <= 0.5),
            ("single file", f"{single:.1f}", single_t, "≤ 25 MB, ≤ 1.0 s",
             single <= 25 and single_t <= 1.0),
            ("from source", "", source, "≤ 0.5 s", source <= 0.5)]
    print(f"{'build':<22}{'size MB':>9}{'first frame s':>15}{'target':>20}  verdict")
    for name, size, seconds, target, ok in rows:
        print(f"{name:<22}{size:>9}{seconds:>15.2f}{target:>20}  {'ok' if ok else 'MISSED'}")
    print(f"(median of {args.runs} launches each; {sys.platform}, Python "
          f"{sys.version.split()[0]})")
    return 0 if all(ok for *_, ok in rows[:2]) else 1


if __name__ == "__main__":
    raise SystemExit(main())

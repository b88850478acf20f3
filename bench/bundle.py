"""Bundle benchmark: size and launch time of the standalone builds.

Run ``python bench/bundle.py`` after ``bash .ci/build_exe.sh`` (or pass
``--build`` to build first). Prints the zipped size of the one-folder build,
the size of the single-file build, and launch-to-first-frame for both (median
of several headless launches; the game prints ``first-frame`` and exits when
started with ``--exit-after-first-frame``). Targets: single file ≤ 25 MB,
first frame ≤ 0.5 s (one folder) and ≤ 1.0 s (single file).
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE = ".exe" if sys.platform == "win32" else ""
ONEFOLDER = ROOT / "dist" / "flip7" / f"flip7{EXE}"
ONEFILE = ROOT / "dist" / "onefile" / f"flip7{EXE}"


def zipped_size(folder: Path) -> int:
    """Bytes of ``folder`` zipped with deflate (as a release would ship it)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                archive.write(path, path.relative_to(folder.parent))
    return buffer.tell()


def first_frame(binary: Path | list[str], runs: int) -> float:
    """Median seconds from spawning the program to its first frame."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
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


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="store_true", help="run .ci/build_exe.sh first")
    parser.add_argument("--runs", type=int, default=5, help="launches per measurement")
    args = parser.parse_args()
    if args.build:
        subprocess.run(["bash", str(ROOT / ".ci" / "build_exe.sh")], check=True)
    for binary in (ONEFOLDER, ONEFILE):
        if not binary.exists():
            raise SystemExit(f"{binary} is missing: build with bash .ci/build_exe.sh")
    mb = 1024 * 1024
    folder_zip = zipped_size(ONEFOLDER.parent) / mb
    single = ONEFILE.stat().st_size / mb
    source = first_frame([sys.executable, "-m", "game"], args.runs)
    folder_t = first_frame(ONEFOLDER, args.runs)
    single_t = first_frame(ONEFILE, args.runs)
    print(f"{'build':<22}{'size MB':>9}{'first frame s':>15}{'target':>22}")
    print(f"{'one folder (zipped)':<22}{folder_zip:>9.1f}{folder_t:>15.2f}{'≤ 0.5 s':>22}")
    print(f"{'single file':<22}{single:>9.1f}{single_t:>15.2f}{'≤ 25 MB, ≤ 1.0 s':>22}")
    print(f"{'from source':<22}{'':>9}{source:>15.2f}{'≤ 0.5 s':>22}")


if __name__ == "__main__":
    main()

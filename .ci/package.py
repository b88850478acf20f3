"""Pack the smoke-tested builds as the downloads of a release, then check them.

    python .ci/package.py [--out dist/release]

Run after .ci/build_exe.sh, with the same FLIP7_VERSION (standard library only,
except ditto(1) on macOS). Writes into ``--out``:

* Linux: ``flip7-V-linux-ARCH.tar.gz``: the single file ``flip7``, its menu entry
  ``flip7.desktop``, the icon ``flip7.png`` and ``README.txt`` (how to install them);
* Windows: ``flip7-V-windows-ARCH.zip`` (the one-folder build, which starts
  fastest) and ``flip7-V-windows-ARCH-onefile.zip`` (``flip7.exe`` alone); both
  carry the icon and the version resource;
* macOS: ``flip7-V-macos-ARCH.zip``: ``Flip 7.app`` (zipped with ditto, which keeps
  the bundle's symbolic links).

Each archive is then unpacked into a temporary folder and the program in it must
answer ``--version`` with the version, so a download that lost its executable bit
or a file fails here. The release workflow adds ``SHA256SUMS`` for all of them.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT / "tools"))
import build_support as support  # noqa: E402

_ARCH = {"x86_64": "x86_64", "amd64": "x64", "arm64": "arm64", "aarch64": "arm64"}


def system() -> str:
    """``linux``, ``windows`` or ``macos``."""
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def arch() -> str:
    """The processor the build runs on, as download names usually say it."""
    machine = platform.machine().lower()
    return _ARCH.get(machine, machine or "unknown")


def _tar_add(archive: tarfile.TarFile, source: Path, name: str, mode: int, mtime: int) -> None:
    info = archive.gettarinfo(str(source), name)
    info.mode, info.mtime = mode, mtime
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    with source.open("rb") as handle:
        archive.addfile(info, handle)


def pack_linux(version: str, out: Path) -> list[Path]:
    """The single file with its desktop entry, icon and README."""
    top = f"flip7-{version}"
    path = out / f"flip7-{version}-linux-{arch()}.tar.gz"
    mtime = int(os.environ.get("SOURCE_DATE_EPOCH", time.time()))
    readme = out / "README.txt"
    readme.write_text(support.download_readme(
        (ROOT / "packaging" / "README-linux.txt").read_text(encoding="utf-8"), version),
        encoding="utf-8")
    with tarfile.open(path, "w:gz") as archive:
        _tar_add(archive, DIST / "onefile" / "flip7", f"{top}/flip7", 0o755, mtime)
        _tar_add(archive, ROOT / "packaging" / "flip7.desktop", f"{top}/flip7.desktop", 0o644,
                 mtime)
        _tar_add(archive, ROOT / "assets" / "sprites" / "icon_app.png", f"{top}/flip7.png",
                 0o644, mtime)
        _tar_add(archive, readme, f"{top}/README.txt", 0o644, mtime)
    readme.unlink()
    return [path]


def _zip_tree(path: Path, folder: Path) -> None:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for item in sorted(folder.rglob("*")):
            if item.is_file():
                archive.write(item, item.relative_to(folder.parent).as_posix())


def pack_windows(version: str, out: Path) -> list[Path]:
    """The one-folder build and the single ``flip7.exe``, each zipped."""
    stem = f"flip7-{version}-windows-{arch()}"
    folder = out / f"{stem}.zip"
    _zip_tree(folder, DIST / "flip7")
    single = out / f"{stem}-onefile.zip"
    with zipfile.ZipFile(single, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(DIST / "onefile" / "flip7.exe", "flip7.exe")
    return [folder, single]


def pack_macos(version: str, out: Path) -> list[Path]:
    """``Flip 7.app`` zipped by ditto, the way Finder's Compress does it."""
    path = out / f"flip7-{version}-macos-{arch()}.zip"
    subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent",
                    str(DIST / f"{support.NAME}.app"), str(path)], check=True)
    return [path]


def unpack(path: Path, into: Path) -> None:
    """Unpack a download as a person would (ditto on macOS keeps the app's links)."""
    if path.name.endswith(".tar.gz"):
        with tarfile.open(path) as archive:
            if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
                archive.extractall(into, filter="data")
            else:
                archive.extractall(into)  # our own archive, just written
    elif sys.platform == "darwin":
        subprocess.run(["ditto", "-x", "-k", str(path), str(into)], check=True)
    else:
        with zipfile.ZipFile(path) as archive:
            archive.extractall(into)


def program_in(folder: Path) -> Path:
    """The program a person starts in an unpacked download."""
    candidates = [*folder.glob(f"*/Contents/MacOS/{support.EXE_NAME}"),
                  *folder.glob("flip7.exe"), *folder.glob("*/flip7.exe"),
                  *folder.glob("*/flip7")]
    if not candidates:
        raise SystemExit(f"package: no program in {sorted(p.name for p in folder.iterdir())}")
    return candidates[0]


def check(path: Path, version: str) -> None:
    """Unpack ``path``, check what a person finds in it, and ask its program the version."""
    with tempfile.TemporaryDirectory(prefix="flip7-unpacked-") as tmp:
        into = Path(tmp)
        unpack(path, into)
        program = program_in(into)
        if path.name.endswith(".tar.gz"):
            names = sorted(p.name for p in program.parent.iterdir())
            if names != ["README.txt", "flip7", "flip7.desktop", "flip7.png"]:
                raise SystemExit(f"package: {path.name} holds {names}")
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        done = subprocess.run([str(program), "--version"], capture_output=True, text=True,
                              env=env, timeout=120, cwd=into)
        if done.stdout.strip() != f"flip7 {version}":
            raise SystemExit(f"package: {program.relative_to(into)} from {path.name} said "
                             f"{done.stdout.strip()!r} (status {done.returncode}, "
                             f"{done.stderr.strip()[:300]!r}), not 'flip7 {version}'")
    size = path.stat().st_size / (1024 * 1024)
    print(f"package: {path.name} ({size:.1f} MB) unpacks and says flip7 {version}")


def main(argv: list[str] | None = None) -> int:
    """Pack this system's downloads into ``--out`` and check each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DIST / "release")
    args = parser.parse_args(argv)
    version = support.build_version(os.environ.get("FLIP7_VERSION"))
    if args.out.exists():
        shutil.rmtree(args.out)
    args.out.mkdir(parents=True)
    pack = {"linux": pack_linux, "windows": pack_windows, "macos": pack_macos}[system()]
    for path in pack(version, args.out):
        check(path, version)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

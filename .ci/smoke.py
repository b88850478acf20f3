"""Smoke test of a built executable: walk every screen, replay, simulate, exit cleanly.

    python .ci/smoke.py dist/flip7/flip7 dist/onefile/flip7
    python .ci/smoke.py --source            # the same checks on python -m game

Run by .ci/build_exe.sh after each build, on every system (standard library only,
so the build's own interpreter runs it). Each program is started from an empty
folder with a fresh FLIP7_HOME, as a download would be, and must:

* say ``flip7 VERSION`` for ``--version``, VERSION being FLIP7_VERSION (the tag's
  in a release) or the source's, document ``--script`` in ``--help`` and its
  steps in ``help script``;
* play ``.ci/walk.script`` to the end (every module imported, title, settings,
  rules, setup, a table with the person's seat played by keys, pause, round
  summary, game over, back to the title and Quit) with status 0, writing every
  screenshot (1280x720, no two alike) and record the walk names;
* replay the walk's records with ``replay`` (the finished one must say so),
  and records written by ``simulate --save``;
* exit 2 with one line for a damaged record;
* play a whole game with ``--autoplay --exit-when-done``, looking up its per-user
  folder itself (no FLIP7_HOME; HOME and XDG_DATA_HOME in the test folder);
* on macOS (a binary inside ``Flip 7.app``) have the bundle id, version and icon
  in Info.plist; on Windows carry the version resource and an icon.
"""

from __future__ import annotations

import argparse
import json
import os
import plistlib
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WALK = ROOT / ".ci" / "walk.script"
sys.path.insert(0, str(ROOT / "tools"))
import build_support as support  # noqa: E402

#: Seconds any one run may take (a stuck program fails instead of hanging CI).
TIMEOUT = 300


class SmokeError(AssertionError):
    """A check failed; the message says which and what was seen."""


def _env(folder: Path, own_home: bool) -> dict[str, str]:
    """The environment of a run: FLIP7_HOME in ``folder``, or (``own_home``) none, so the
    game finds its per-user folder itself (platformdirs) under a home in ``folder``."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONPATH", None)  # a build must not lean on a source tree
    if own_home:
        env.pop("FLIP7_HOME", None)
        env["HOME"] = str(folder / "user")
        env["XDG_DATA_HOME"] = str(folder / "user" / "data")
    else:
        env["FLIP7_HOME"] = str(folder / "home")
    return env


class Smoke:
    """The checks against one program (a binary, or ``python -m game``)."""

    def __init__(self, command: list[str], version: str) -> None:
        self.command = command
        self.version = version
        self.folder = Path(tempfile.mkdtemp(prefix="flip7-smoke-"))
        self.checks = 0

    def run(self, *args: str, status: int = 0,
            own_home: bool = False) -> subprocess.CompletedProcess[str]:
        """Run the program with ``args`` in the test folder; check its exit status."""
        shown = " ".join(["flip7", *args])
        try:
            done = subprocess.run([*self.command, *args], cwd=self.folder,
                                  env=_env(self.folder, own_home), capture_output=True,
                                  text=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise SmokeError(f"{shown}: still running after {TIMEOUT} s") from None
        if done.returncode != status:
            raise SmokeError(f"{shown}: exit status {done.returncode}, wanted {status}\n"
                             f"stdout: {done.stdout[-2000:]}\nstderr: {done.stderr[-2000:]}")
        self.checks += 1
        return done

    def check(self, ok: bool, message: str) -> None:
        """One more check; ``message`` says what failed."""
        if not ok:
            raise SmokeError(message)
        self.checks += 1

    # ------------------------------------------------------------------ the checks

    def all(self) -> None:
        """Every check in order; raises :class:`SmokeError` at the first failure."""
        out = self.run("--version").stdout.strip()
        self.check(out == f"flip7 {self.version}",
                   f"--version said {out!r}, wanted 'flip7 {self.version}'")
        self.check("--script FILE" in self.run("--help").stdout, "--help lacks --script")
        self.check("repeat until" in self.run("help", "script").stdout,
                   "flip7 help script lacks the script's steps")
        self.walk()
        self.records()
        # The one run that finds the per-user folder itself (platformdirs), as a
        # player's does; it need not create it, since it saves nothing.
        shot = self.folder / "autoplay.png"
        self.run("--autoplay", "--exit-when-done", "--seed", "7", "--screenshot", str(shot),
                 own_home=True)
        self.check(_png_size(shot) == (1280, 720), "--screenshot wrote no 1280x720 PNG")

    def walk(self) -> None:
        """``--script .ci/walk.script`` and what it must leave behind."""
        started = time.perf_counter()
        done = self.run("--script", str(WALK))
        if done.stderr.strip():
            print(f"  (the walk wrote to stderr: {done.stderr.strip()[:500]})")
        steps = [line.split(None, 1) for line in WALK.read_text(encoding="utf-8").splitlines()]
        shots = [s[1] for s in steps if s[0:1] == ["screenshot"]]
        images = {}
        for name in shots:
            self.check(_png_size(self.folder / name) == (1280, 720),
                       f"the walk's {name} is not a 1280x720 PNG")
            images[(self.folder / name).read_bytes()] = name
        self.check(len(images) == len(shots), "two screenshots of the walk are the same")
        for name in (s[1] for s in steps if s[0:1] == ["record"]):
            self.check((self.folder / name).is_file(), f"the walk wrote no {name}")
        # Wherever the settings file lives in the per-user folder, it names the walker.
        saved = [p for p in (self.folder / "home").rglob("*") if p.is_file()
                 and "Walker" in p.read_text(encoding="utf-8", errors="replace")]
        self.check(bool(saved), "the name the walk gave in Settings was not saved")
        print(f"  walk: {len(shots)} screens, {time.perf_counter() - started:.1f} s")

    def records(self) -> None:
        """Replay the walk's records and simulated ones; a damaged one exits 2."""
        final = json.loads(self.run("replay", "walk.flip7.json", "--json").stdout)
        self.check(final["finished"] is True and isinstance(final["winner"], int),
                   f"the walk's finished game replays as {final}")
        self.check("Waiting for" in self.run("replay", "walk-round.flip7.json").stdout,
                   "the walk's record of a game in progress does not say who is to decide")
        self.run("simulate", "--games", "3", "--players", "balanced,expert,random",
                 "--edition", "vengeance", "--brutal", "--seed", "5", "--save", "simulated")
        saved = sorted((self.folder / "simulated").glob("*.flip7.json"))
        self.check(len(saved) == 3, f"simulate --save wrote {len(saved)} records, not 3")
        for path in saved:
            result = json.loads(self.run("replay", str(path), "--json").stdout)
            self.check(result["finished"] is True, f"{path.name} does not replay to the end")
        damaged = json.loads(saved[0].read_text(encoding="utf-8"))
        damaged["moves"] = [*damaged["moves"][:3], [0, {"do": "fly"}]]
        (self.folder / "damaged.flip7.json").write_text(json.dumps(damaged), encoding="utf-8")
        err = self.run("replay", "damaged.flip7.json", status=2).stderr.strip().splitlines()
        self.check(len(err) == 1 and "move 3" in err[0],
                   f"a damaged record should give one line naming move 3, not {err}")

    def clean(self) -> None:
        """Remove the test folder."""
        shutil.rmtree(self.folder, ignore_errors=True)


def _png_size(path: Path) -> tuple[int, int] | None:
    try:
        data = path.read_bytes()[:24]
    except OSError:
        return None
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def check_mac_bundle(binary: Path, version: str) -> None:
    """A binary in ``X.app/Contents/MacOS``: the bundle's Info.plist and icon."""
    contents = binary.parent.parent
    info = plistlib.loads((contents / "Info.plist").read_bytes())
    wanted = {"CFBundleIdentifier": support.BUNDLE_ID,
              "CFBundleShortVersionString": support.short_version(version),
              "CFBundleDisplayName": support.NAME, "CFBundleExecutable": binary.name}
    wrong = {k: info.get(k) for k, v in wanted.items() if info.get(k) != v}
    if wrong:
        raise SmokeError(f"Info.plist of {contents.parent.name}: {wrong}, wanted {wanted}")
    icon = contents / "Resources" / str(info.get("CFBundleIconFile", ""))
    if icon.suffix != ".icns":
        icon = icon.with_name(icon.name + ".icns")
    if not icon.is_file() or icon.read_bytes()[:4] != b"icns":
        raise SmokeError(f"{contents.parent.name} has no icon at {icon}")


def windows_resources(exe: Path) -> tuple[dict[str, str], tuple[int, ...], set[int]]:
    """The version strings, the file version numbers and the resource type ids of ``exe``
    (read with pefile, which PyInstaller installs on Windows)."""
    import pefile  # type: ignore[import-not-found]

    pe = pefile.PE(str(exe), fast_load=True)
    try:
        pe.parse_data_directories(
            directories=[pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_RESOURCE"]])
        kinds = {entry.struct.Id for entry in getattr(pe, "DIRECTORY_ENTRY_RESOURCE",
                                                     None).entries} \
            if hasattr(pe, "DIRECTORY_ENTRY_RESOURCE") else set()
        strings: dict[str, str] = {}
        for group in getattr(pe, "FileInfo", None) or []:
            for entry in group:
                for table in getattr(entry, "StringTable", None) or []:
                    strings.update({k.decode(): v.decode() for k, v in table.entries.items()})
        numbers: tuple[int, ...] = ()
        if hasattr(pe, "VS_FIXEDFILEINFO"):
            fixed = pe.VS_FIXEDFILEINFO[0]
            numbers = (fixed.FileVersionMS >> 16, fixed.FileVersionMS & 0xFFFF,
                       fixed.FileVersionLS >> 16, fixed.FileVersionLS & 0xFFFF)
        return strings, numbers, kinds
    finally:
        pe.close()


def check_windows_exe(exe: Path, version: str) -> None:
    """The version resource says ``version``; the icon is there."""
    strings, numbers, kinds = windows_resources(exe)
    if strings.get("ProductVersion") != version or strings.get("ProductName") != support.NAME:
        raise SmokeError(f"{exe.name} version resource: {strings}, wanted ProductVersion "
                         f"{version!r}")
    if numbers != support.numeric_version(version):
        raise SmokeError(f"{exe.name} file version {numbers}, wanted "
                         f"{support.numeric_version(version)}")
    rt_group_icon = 14
    if rt_group_icon not in kinds:
        raise SmokeError(f"{exe.name} carries no icon (resource types {sorted(kinds)})")


def main(argv: list[str] | None = None) -> int:
    """Smoke-test each program named; exit 1 at the first failure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binaries", nargs="*", type=Path, help="built executables")
    parser.add_argument("--source", action="store_true",
                        help="test this source tree (python -m game) instead")
    args = parser.parse_args(argv)
    if args.source:  # PYTHONPATH is dropped for the runs, so the tree goes in by hand
        launcher = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); "
                    "from game.app.main import main; raise SystemExit(main())")
        programs = [([sys.executable, "-c", launcher], support.source_version(), None)]
    elif args.binaries:
        version = support.build_version(os.environ.get("FLIP7_VERSION"))
        programs = [([str(b.resolve())], version, b.resolve()) for b in args.binaries]
    else:
        parser.error("name a built executable, or --source")
    for command, version, binary in programs:
        name = str(binary) if binary is not None else "python -m game"
        started = time.perf_counter()
        print(f"smoke test: {name}")
        smoke = Smoke(command, version)
        try:
            smoke.all()
            if binary is not None and binary.parent.name == "MacOS" \
                    and binary.parent.parent.name == "Contents":
                check_mac_bundle(binary, version)
                smoke.checks += 1
            if binary is not None and binary.suffix.lower() == ".exe":
                check_windows_exe(binary, version)
                smoke.checks += 1
        except SmokeError as error:
            print(f"smoke test FAILED: {name}\n  {error}\n  (files left in {smoke.folder})",
                  file=sys.stderr)
            return 1
        smoke.clean()
        print(f"smoke test passed: {name} ({smoke.checks} checks, "
              f"{time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

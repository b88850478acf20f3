"""An in-place compiled build runs from any folder, not only from the source root.

``FLIP7_COMPILE=1 python3 setup.py build_ext --inplace`` puts the compiled
twins beside their sources and their shared runtime (``flip7_native__mypyc``)
at the root of the tree, where an editable install does not look: started
from another folder, the game used to stop with "the compiled rules engine
is incomplete" (found by the QA helpers, who ran ``flip7`` from their own
folders).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import _build

ROOT = Path(__file__).resolve().parent.parent


def test_the_runtime_beside_the_package_is_put_on_the_path(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    # A runtime name nothing else provides (this process may load the real one).
    monkeypatch.setattr(_build, "RUNTIME", "flip7_test_only__mypyc")
    tree = tmp_path / "tree"
    (tree / "game").mkdir(parents=True)
    (tree / "flip7_test_only__mypyc.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    monkeypatch.setattr(_build, "_ROOT", str(tree / "game"))
    monkeypatch.setattr(sys, "path", list(sys.path))
    _build.find_inplace_runtime()
    assert sys.path[-1] == str(tree)


def test_a_tree_without_the_runtime_leaves_the_path_alone(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "game").mkdir()
    monkeypatch.setattr(_build, "_ROOT", str(tmp_path / "game"))
    monkeypatch.setattr(sys, "path", list(sys.path))
    before = list(sys.path)
    _build.find_inplace_runtime()
    assert sys.path == before


def test_the_compiled_game_starts_from_another_folder(tmp_path: Path) -> None:
    if not _build.twins_built():
        pytest.skip("no compiled twins here (FLIP7_COMPILE=1 python3 setup.py build_ext "
                    "--inplace)")
    # Only the package on the path (as an editable install maps it), not its root.
    packages = tmp_path / "packages"
    packages.mkdir()
    (packages / "game").symlink_to(ROOT / "game")
    env = {k: v for k, v in os.environ.items() if k != _build.PURE}
    env["PYTHONPATH"] = str(packages)
    done = subprocess.run([sys.executable, "-c", "import game.core.engine as e; print(e.__file__)"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert not done.stdout.strip().endswith(".py")


def _fake_build(tree: Path) -> tuple[Path, Path]:
    """A checkout with one compiled twin and the runtime, built after the source."""
    from importlib.machinery import EXTENSION_SUFFIXES

    suffix = EXTENSION_SUFFIXES[0]
    (tree / "game" / "core").mkdir(parents=True)
    (tree / "setup.py").write_text("")
    source = tree / "game" / "core" / "scoring.py"
    source.write_text("")
    twin = tree / "game" / "core" / f"scoring{suffix}"
    twin.write_bytes(b"")
    (tree / f"{_build.RUNTIME}{suffix}").write_bytes(b"")
    os.utime(source, (1_000, 1_000))
    return source, twin


def test_a_source_edited_after_the_inplace_build_is_run_and_said(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
        ) -> None:
    """After an in-place build an edit seemed to do nothing: Python loaded the old twin,
    and the tests passed on the old code (QA 63). The game now runs the sources then
    and says so on stderr."""
    source, _twin = _fake_build(tmp_path)
    assert _build.stale_sources(str(tmp_path)) == []
    source.write_text("# edited\n")
    assert _build.stale_sources(str(tmp_path)) == [os.path.join("game", "core", "scoring.py")]
    assert _build.stale_sources(str(tmp_path / "game")) == []  # no checkout there
    preferred = []
    monkeypatch.setattr(_build, "_tree_root", lambda: str(tmp_path))
    monkeypatch.setattr(_build, "prefer_sources", lambda: preferred.append(True))
    _build.guard_stale()
    assert preferred == [True]
    assert "older than game/core/scoring.py: running the Python sources" \
        in capsys.readouterr().err


def test_native_clean_removes_only_the_compiled_files(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
        ) -> None:
    """The README's way back to pure Python was `git clean -fX -- '*.so'`, which removes
    every ignored file (dist/, build/, caches: QA 63); `python3 -m game.native --clean`
    removes the twins and the runtime, nothing else."""
    from game import native

    source, twin = _fake_build(tmp_path)
    (tmp_path / "dist").mkdir()
    monkeypatch.setattr(_build, "_tree_root", lambda: str(tmp_path))
    assert native.main(["--clean"]) == 0
    assert "removed 2 compiled file(s)" in capsys.readouterr().out
    assert not twin.exists() and source.exists() and (tmp_path / "dist").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dist", "game", "setup.py"]
    assert native.main([]) == 0

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

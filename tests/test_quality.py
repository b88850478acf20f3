"""The code stays lint-clean and the headless layers stay strictly typed."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str) -> None:
    if shutil.which(name) is None and subprocess.run(
            [sys.executable, "-m", name, "--version"], capture_output=True).returncode != 0:
        pytest.skip(f"{name} is not installed (pip install -e '.[test]')")


def test_ruff_is_clean() -> None:
    _tool("ruff")
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "."], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_strict_on_the_headless_layers() -> None:
    _tool("mypy")
    headless = [str(p.relative_to(ROOT)) for p in (ROOT / "game").iterdir()
                if p.name in ("core", "ai", "i18n", "session", "storage")]
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", *headless],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr

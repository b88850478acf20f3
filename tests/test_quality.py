"""The code stays lint-clean and strictly typed, every layer of it."""

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


def test_mypy_strict_on_the_whole_game() -> None:
    """The headless layers (core, ai, i18n, session, storage) and the pygame ones."""
    _tool("mypy")
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "game"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_benchmark_is_named_in_the_readme() -> None:
    # The README's benchmark list is how a maintainer finds them.
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Benchmarks", 1)[1].split("\n## ", 1)[0]
    missing = [p.name for p in sorted((ROOT / "bench").glob("*.py"))
               if f"bench/{p.name}" not in section]
    assert not missing, f"bench scripts missing from the README's Benchmarks: {missing}"

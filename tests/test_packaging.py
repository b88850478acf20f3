"""The wheel's package list stays complete as the code grows."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "game").rglob("__init__.py")
    }
    assert found - listed == set(), "add these packages to pyproject.toml"
    assert "game.assets" in listed
    assert config["tool"]["setuptools"]["package-dir"]["game.assets"] == "assets"

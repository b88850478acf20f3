"""The examples in the rules core's, the AI's, the catalogue's and the commands' docstrings
run as tests (every module of those packages, found by walking them)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import game.ai
import game.core
import game.i18n
import game.session
import game.storage

MODULES = sorted(
    [f"{pkg.__name__}.{info.name}"
     for pkg in (game.core, game.ai, game.i18n, game.session, game.storage)
     for info in pkgutil.iter_modules(pkg.__path__)]
    + ["game.core", "game.ai", "game.i18n", "game.session", "game.storage",
       "game.app.simulate_cli", "game.app.replay_cli"]
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0


def test_examples_exist() -> None:
    counted = sum(doctest.testmod(importlib.import_module(n)).attempted for n in MODULES)
    assert counted >= 30

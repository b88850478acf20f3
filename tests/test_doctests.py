"""The examples in the docstrings of every module of the game, the rules core to the
scenes and the commands, run as tests (found by walking the packages). The scenes'
examples need pygame, which conftest.py starts headless."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import game.ai
import game.app
import game.core
import game.i18n
import game.session
import game.storage
import game.ui

MODULES = sorted(
    [f"{pkg.__name__}.{info.name}"
     for pkg in (game.core, game.ai, game.i18n, game.session, game.storage, game.ui, game.app)
     for info in pkgutil.iter_modules(pkg.__path__)]
    + ["game.core", "game.ai", "game.i18n", "game.session", "game.storage"]
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0


def test_examples_exist() -> None:
    counted = sum(doctest.testmod(importlib.import_module(n)).attempted for n in MODULES)
    assert counted >= 120

"""The examples in the UI and app modules' docstrings run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["game.ui.easing", "game.ui.tween", "game.ui.clock", "game.ui.layout", "game.ui.cards",
           "game.ui.model", "game.ui.widgets", "game.ui.assets",
           "game.ui.scene_summary", "game.ui.script", "game.app.gui", "game.ui.history",
           "game.ui.odds", "game.ui.coach", "game.ui.loop",
           "game.ui.scene_gameover"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0

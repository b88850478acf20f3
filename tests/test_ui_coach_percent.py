"""The coach's percentages never read "0 %" or "100 %" (QA 53 met "0 % to win either
way" far behind in round 2, when the game was only unlikely; QA 54 met it where the
play-outs had found no win at all, and a run of six numbers would have won)."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.ui.coach import _pair, _percent


@pytest.mark.parametrize(("chance", "whole", "fine"), [
    (0.0, "<1\u00a0%", "<0.1\u00a0%"),  # a few dozen play-outs without a win (QA 54)
    (0.00001, "<1\u00a0%", "<0.1\u00a0%"),
    (0.004, "<1\u00a0%", "0.4\u00a0%"),
    (0.31, "31\u00a0%", "31.0\u00a0%"),
    (0.996, ">99\u00a0%", "99.6\u00a0%"),
    (0.99999, ">99\u00a0%", ">99.9\u00a0%"),
    (1.0, ">99\u00a0%", ">99.9\u00a0%"),
])
def test_a_chance_reads_as_what_it_is(chance: float, whole: str, fine: str) -> None:
    assert _percent(chance) == whole
    assert _percent(chance, fine=True) == fine


def test_two_small_chances_keep_their_difference() -> None:
    assert _pair(0.001, 0.002) == ("0.1\u00a0%", "0.2\u00a0%")
    assert _pair(0.00001, 0.00002) == ("<0.1\u00a0%", "<0.1\u00a0%")


def test_each_language_writes_its_own_percent_and_decimal() -> None:
    set_language("de")
    assert _percent(0.00001, fine=True) == "<0,1\u00a0%"
    set_language("nl")
    assert _percent(0.004) == "<1%"

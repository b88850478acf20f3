"""The words of a person's question at a hot-seat table (QA thirtieth pass)."""

from __future__ import annotations

import pytest

from game.core import cards as C
from game.i18n import LANGUAGES, set_language, t
from game.ui.decisions import _target_prompt


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_modifiers_question_after_a_name_keeps_the_dash_and_the_minus_apart(code: str) -> None:
    """"Ann — −10: whose line gets it?" ran the dash into the minus sign (and "Ann – −10"
    in German and Dutch): the card's name is no longer the first word after the name,
    and every modifier still is named in its question."""
    set_language(code)
    modifiers = [card for card in C.CARDS.values() if card.kind == C.MODIFIER]
    assert any(card.name.startswith("−") for card in modifiers)
    for card in modifiers:
        question = _target_prompt(card.code)
        asked = t("prompt.named", name="Ann", question=question)
        assert card.name in question
        assert "— −" not in asked and "– −" not in asked and "— +" not in asked, asked

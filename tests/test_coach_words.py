"""The coach's words say what its figures say (QA 161): "any choice" only when every
choice is alike, a sure stay said for what makes it sure, the other choice named as
what it is, and German's "dir selbst" for a card given."""

from __future__ import annotations

import pytest

from game.ai.expert import DECIDED, MODEL, SURE, Reading
from game.core import VENGEANCE
from game.core.engine import STAYED
from game.core.moves import ATTACK, BONUS, DISCARD, FLIP7, STAY, TARGET, TURN, Decision, Move
from game.i18n import set_language
from game.ui.coach import advice
from game.ui.model import TableModel


@pytest.fixture
def model() -> TableModel:
    return TableModel(("You", "Ann", "Ben"), VENGEANCE, True, 50, 94, 0)


def test_any_choice_is_said_only_when_every_choice_is_alike(model: TableModel) -> None:
    """+15 and −15 to Ann both won, −15 to Ben lost on the spot: "any choice leaves you
    >99 % to win" invited the losing click."""
    choice = Decision(0, FLIP7, (Move(BONUS), Move(ATTACK, 1), Move(ATTACK, 2)))
    chances = {Move(BONUS): 1.0, Move(ATTACK, 1): 1.0, Move(ATTACK, 2): 0.0}
    said = advice(model, choice, Reading(Move(BONUS), MODEL, chances))
    assert "any choice" not in said and "the same as the next best" in said
    # The game decided, but a shortlist: the card left out may bust you (36 %).
    discard = Decision(0, DISCARD, (Move(DISCARD, 1, "3"), Move(DISCARD, 2, "4"),
                                    Move(DISCARD, 0, "8")), "discard")
    weighed = {Move(DISCARD, 1, "3"): 1.0, Move(DISCARD, 2, "4"): 1.0}
    said = advice(model, discard, Reading(Move(DISCARD, 1, "3"), DECIDED, weighed))
    assert "any choice" not in said
    weighed[Move(DISCARD, 0, "8")] = 0.9999
    said = advice(model, discard, Reading(Move(DISCARD, 1, "3"), DECIDED, weighed))
    assert "any choice leaves you >99" in said


def test_a_sure_stay_as_the_last_one_in_says_so(model: TableModel) -> None:
    """"Banking now puts you at the target far ahead of everyone" with a lead of 6: the
    last seat in the round is sure with any lead, and says that instead."""
    turn = Decision(0, TURN, (Move(STAY),))
    assert "far ahead" in advice(model, turn, Reading(Move(STAY), SURE, {}))
    for seat in (1, 2):
        model.seats[seat].status = STAYED
    said = advice(model, turn, Reading(Move(STAY), SURE, {}))
    assert "far ahead" not in said and "nobody else is left in the round" in said


def test_the_other_choice_is_named_as_what_it_is(model: TableModel) -> None:
    """Beside "Take the +15", "(Ben instead: 49 %)" read as Ben taking it; a modifier
    given to oneself is German "dir selbst" (a Freeze is "dich selbst")."""
    choice = Decision(0, FLIP7, (Move(BONUS), Move(ATTACK, 1), Move(ATTACK, 2)))
    chances = {Move(BONUS): 0.56, Move(ATTACK, 1): 0.40, Move(ATTACK, 2): 0.49}
    said = advice(model, choice, Reading(Move(BONUS), MODEL, chances))
    assert said.endswith("(−15 to Ben instead: 49\u00a0%).")
    minus = Decision(0, TARGET, (Move(TARGET, 0), Move(TARGET, 1)), "-4")
    freeze = Decision(0, TARGET, (Move(TARGET, 0), Move(TARGET, 1)), "freeze")
    odds = {Move(TARGET, 1): 0.39, Move(TARGET, 0): 0.37}
    set_language("de")
    try:
        assert "(stattdessen dir selbst: 37" in advice(
            model, minus, Reading(Move(TARGET, 1), MODEL, odds))
        assert "(stattdessen dich selbst: 37" in advice(
            model, freeze, Reading(Move(TARGET, 1), MODEL, odds))
        assert "(stattdessen −15 für Ben: 49" in advice(
            model, choice, Reading(Move(BONUS), MODEL, chances))
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_a_stay_that_surely_loses_is_said_in_words(model: TableModel, language: str) -> None:
    """"Hit — you win <1 % of games if you stay, 3 % if you hit" where the stay surely
    lost the game (QA 197): it says so, and what the hit leaves."""
    from game.ai.expert import LOSING
    from game.core.moves import HIT

    set_language(language)
    turn = Decision(0, TURN, (Move(HIT), Move(STAY)))
    said = advice(model, turn, Reading(Move(HIT), LOSING, {Move(HIT): 0.03, Move(STAY): 0.0}))
    words = {"en": "staying now surely loses the game",
             "de": "hörst du jetzt auf, verlierst du sicher",
             "nl": "als je nu stopt, verlies je zeker"}[language]
    assert words in said and "3" in said and "<1" not in said

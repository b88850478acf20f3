"""Every card code of both editions is known everywhere a card is looked up.

The rules core declares each card once (``game.core.cards.CARDS``: kind,
effect, targets, draws, rule id); the display (``game.ui.cards.FACES``) and
the computers' targeting (``game.ai.targeting.TARGET_JUDGES``) keep tables
keyed by card code. A card added to an edition without an entry in one of
them fails here, not in the middle of a game.
"""

from __future__ import annotations

import pytest

from game.ai.targeting import TARGET_JUDGES
from game.core.cards import ALL_CODES, CARDS, NOBODY, TARGET_RULES
from game.core.editions import CLASSIC, VENGEANCE
from game.ui.assets import find_asset
from game.ui.cards import FACES, face

EVERY_CODE = sorted(set(CLASSIC.deck) | set(VENGEANCE.deck))


def test_the_editions_use_exactly_the_codes_the_core_knows() -> None:
    assert set(EVERY_CODE) == ALL_CODES


@pytest.mark.parametrize("code", EVERY_CODE)
def test_every_table_has_the_card(code: str) -> None:
    card = CARDS[code]
    assert card.code == code
    assert code in FACES
    assert code in TARGET_JUDGES
    # The targeting rules judge exactly the cards that are played on a player.
    assert (TARGET_JUDGES[code] is None) == (card.targets == NOBODY)
    if card.targets != NOBODY:
        assert card.targets in TARGET_RULES
    assert card.rule[0] in "GCV" and card.rule[1] == "-"


@pytest.mark.parametrize("edition", [CLASSIC, VENGEANCE], ids=["classic", "vengeance"])
def test_every_card_of_an_edition_has_its_sprite(edition) -> None:  # type: ignore[no-untyped-def]
    for code in set(edition.deck):
        assert find_asset(f"sprites/{face(code, edition).sprite}.png").is_file()


def test_draws_follow_the_rules() -> None:
    # C-4 Flip Three, V-4 Flip Four, V-3 Just One More; nothing else deals cards.
    dealing = {code: card.draws for code, card in CARDS.items() if card.draws}
    assert dealing == {"flip3": 3, "flip4": 4, "onemore": 1}

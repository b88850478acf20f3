"""Editions as data (G-1, design principle 5).

An :class:`Edition` says which cards are in one deck and how the few rules
that differ between Flip 7 and With a Vengeance behave. The engine reads these
flags; it never asks for an edition by name.

>>> len(CLASSIC.deck), len(VENGEANCE.deck)
(94, 108)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from .scoring import Breakdown, classic_round, vengeance_round

#: Round scoring: (line, flip7, busted, brutal, flip7_bonus) -> breakdown.
Scorer = Callable[[list[str], bool, bool, bool, bool], Breakdown]


@dataclass(frozen=True, eq=False)
class Edition:
    """The rules of one edition, declared as data.

    - ``deck``: the codes of one complete deck (G-2 multiplies it).
    - ``modifiers_played``: modifiers are played on a chosen player (V-1)
      instead of kept by whoever drew them (C-1).
    - ``set_aside_after_bust``: set-aside cards still resolve after the Flip
      Three target busts (C-4); otherwise they are discarded (V-4).
    - ``zero_rules``: the ``0`` card is the Zero (V-10).
    - ``scorer``: the round scoring (C-S, V-S); ``max_number`` the highest
      number card; ``title`` the edition's name for people.

    What each card does, whom it may target and how many cards it deals is
    declared per card in :data:`game.core.cards.CARDS`. There is one value
    per edition (:data:`CLASSIC`, :data:`VENGEANCE`): pass it around instead
    of its name; it compares and hashes by identity, so tables may be keyed
    by it (a pickled edition loads as the same value, see ``__reduce__``).
    """

    name: str
    deck: tuple[str, ...]
    modifiers_played: bool
    set_aside_after_bust: bool
    zero_rules: bool
    scorer: Scorer
    max_number: int
    title: str

    def __reduce__(self) -> tuple[Callable[[str], Edition], tuple[str]]:
        """Pickle by name: a loaded game's edition is the one value again, so
        identity checks and tables keyed by edition still hold."""
        return edition_named, (self.name,)

    @property
    def allows_brutal(self) -> bool:
        """Brutal mode changes how played modifiers work, so only an edition
        that plays them has it (V-B)."""
        return self.modifiers_played


def _numbers(top: int) -> list[str]:
    cards = ["0"]
    for value in range(1, top + 1):
        cards += [str(value)] * value
    return cards


def _classic_deck() -> tuple[str, ...]:
    cards = _numbers(12)
    cards += ["+2", "+4", "+6", "+8", "+10", "x2"]
    cards += ["freeze", "flip3", "chance"] * 3
    return tuple(cards)


def _vengeance_deck() -> tuple[str, ...]:
    cards = _numbers(13)
    cards[cards.index("7")] = "u7"  # six 7 + one Unlucky 7
    cards[cards.index("13")] = "l13"  # twelve 13 + one Lucky 13
    cards += ["/2", "-2", "-4", "-6", "-8", "-10"]
    cards += ["onemore", "flip4", "steal", "swap", "discard"] * 2
    return tuple(cards)


CLASSIC: Final = Edition(
    name="classic", deck=_classic_deck(), modifiers_played=False, set_aside_after_bust=True,
    zero_rules=False, scorer=classic_round, max_number=12, title="Classic",
)

VENGEANCE: Final = Edition(
    name="vengeance", deck=_vengeance_deck(), modifiers_played=True, set_aside_after_bust=False,
    zero_rules=True, scorer=vengeance_round, max_number=13, title="With a Vengeance",
)

EDITIONS: Final = {CLASSIC.name: CLASSIC, VENGEANCE.name: VENGEANCE}


def edition_named(name: str) -> Edition:
    """The edition called ``name`` (how a pickled edition is loaded).

    >>> edition_named("classic") is CLASSIC
    True
    """
    return EDITIONS[name]


def decks_needed(players: int) -> int:
    """How many complete decks a table of ``players`` uses (G-2).

    >>> decks_needed(18), decks_needed(19)
    (1, 2)
    """
    return max(1, -(-players // 18))


def full_deck(edition: Edition, players: int) -> list[str]:
    """Every card of the game, in a fixed order (unshuffled)."""
    return list(edition.deck) * decks_needed(players)

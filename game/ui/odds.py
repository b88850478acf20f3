"""The odds the table shows: the same count the computers play by.

Every card is dealt face up and the deck persists across rounds (G-5), so
the unseen cards are known exactly: what the next card can do to a line is
a count. The computers count with :mod:`game.ai.counting`; the table asks
the very same functions, so "23 % bust" next to Hit is the number a
Balanced computer compares with its threshold (no second derivation here).

No pygame here.

>>> import random
>>> from game.core import Game, Rules
>>> game = Game(["Ann", "Ben", "Cat"], Rules(), rng=random.Random(3))
>>> odds = turn_odds(game, game.pending.seat)
>>> 0.0 <= odds.bust <= 1.0 and odds.pile == len(game.deck)
True
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.counting import bust_chance, card_odds
from game.core import cards as C
from game.core.engine import ACTIVE, Game
from game.core.view import PlayerView


@dataclass(frozen=True)
class Odds:
    """What the next card does to ``seat``'s line, as the computers count it.

    ``bust`` counts a held Second Chance (``saved``: it would save them);
    ``flip7`` is the chance that it completes Flip 7 (six numbers held);
    ``pile`` the number of cards the next one comes from (the discard pile when
    the deck is empty, G-6: then ``reshuffle``).
    """

    seat: int
    bust: float
    flip7: float
    saved: bool
    pile: int
    reshuffle: bool = False


def turn_odds(game: Game, seat: int) -> Odds:
    """The odds of ``seat``'s next card in ``game`` as it stands."""
    view = PlayerView(game, seat)
    counts, size = view.next_card_counts()
    line = view.lines[seat]
    odds = card_odds(line, counts, size, game.edition.zero_rules)
    return Odds(seat, bust_chance(view, seat), odds.flip7,
                C.CHANCE in line and odds.bust_without_chance > 0, size, not game.deck)


def three_on_yourself(game: Game, seat: int) -> bool:
    """Could ``seat``'s next card be a Flip Three they must play on themselves? As the
    last active player they must (C-2), and its three cards can bust a line no single
    card busts: the coach's "no card left can bust you" was untrue then (QA 154)."""
    counts, _ = PlayerView(game, seat).next_card_counts()
    return counts.get(C.FLIP3, 0) > 0 and all(
        status != ACTIVE for other, status in enumerate(game.status) if other != seat)


@dataclass(frozen=True)
class CardsLeft:
    """How many of each number the next cards come from, and how many other cards."""

    numbers: tuple[tuple[str, int], ...]  # (code, count) in face order, zero counts kept
    others: int
    pile: int
    reshuffle: bool  # the deck is empty: the next card comes from the discard pile


def cards_left(game: Game) -> CardsLeft:
    """The pile of ``game``'s next card, counted by number (what a careful player counts).

    >>> import random
    >>> from game.core import Game, Rules
    >>> left = cards_left(Game(3, Rules(), rng=random.Random(1)))
    >>> [code for code, _ in left.numbers][:3], left.pile + 3 <= 94
    (['0', '1', '2'], True)
    """
    counts, size = PlayerView(game, 0).next_card_counts()
    # Face order, a plain card before its special twin (7 then the Unlucky 7).
    codes = sorted({code for code in game.edition.deck if C.is_number(code)},
                   key=lambda code: (C.number_value(code), not code.isdigit()))
    numbers = tuple((code, counts.get(code, 0)) for code in codes)
    return CardsLeft(numbers, size - sum(n for _, n in numbers), size, not game.deck)


"""What one seat may see of a game (everything but the deck order).

Everything on the table is public in Flip 7, and since every card is seen
face up, the *composition* of the deck is public too (a perfect card counter
knows it); only its order is hidden. :class:`PlayerView` exposes exactly that,
and :meth:`PlayerView.sample` builds a full game with the hidden order
re-shuffled by the caller's rng, for AI roll-outs.

>>> import random
>>> from game.core.engine import Game
>>> view = PlayerView(Game(3, rng=random.Random(1)), 0)
>>> view.deck_size + len(view.discard) + sum(map(len, view.lines)) + len(view.set_aside)
94
"""

from __future__ import annotations

import random

from .engine import Game, Rules, shuffle
from .moves import Decision


class PlayerView:
    """A read-only window on ``game`` for the player at ``seat``."""

    __slots__ = ("_game", "seat")

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self.seat = seat

    @property
    def rules(self) -> Rules:
        """The game's rules (edition, Brutal, target)."""
        return self._game.rules

    @property
    def n(self) -> int:
        """Number of seats."""
        return self._game.n

    @property
    def totals(self) -> list[int]:
        """Game totals before this round."""
        return self._game.totals

    @property
    def lines(self) -> list[list[str]]:
        """Every seat's line (do not mutate)."""
        return self._game.lines

    @property
    def status(self) -> list[str]:
        """Every seat's status: active, stayed, frozen or busted."""
        return self._game.status

    @property
    def dealer(self) -> int:
        """This round's dealer."""
        return self._game.dealer

    @property
    def deck_size(self) -> int:
        """Cards left in the deck."""
        return len(self._game.deck)

    @property
    def deck_counts(self) -> dict[str, int]:
        """How many of each card code are left in the deck (do not mutate)."""
        return self._game.deck_counts

    @property
    def discard(self) -> list[str]:
        """The discard pile (do not mutate)."""
        return self._game.discard

    @property
    def set_aside(self) -> list[str]:
        """Cards out of play for the moment (being played or set aside)."""
        return self._game.set_aside()

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for."""
        return self._game.pending

    @property
    def flip7_seats(self) -> list[int]:
        """Seats that achieved Flip 7 this round (only while it is being settled)."""
        return self._game.flip7_seats

    def round_score(self, seat: int) -> int:
        """What ``seat`` would score if the round ended now."""
        return self._game.round_score(seat)

    def next_card_counts(self) -> tuple[dict[str, int], int]:
        """Composition and size of the pile the next card comes from.

        With an empty deck the next draw reshuffles the discard pile (G-6).
        """
        game = self._game
        if game.deck:
            return game.deck_counts, len(game.deck)
        counts: dict[str, int] = {}
        for code in game.discard:
            counts[code] = counts.get(code, 0) + 1
        return counts, len(game.discard)

    def sample(self, rng: random.Random) -> Game:
        """A full copy of the game with the unseen deck order shuffled by ``rng``
        and future reshuffles drawn from ``rng``: a world consistent with what
        this seat knows. Nobody watches it: it builds no events."""
        clone = self._game.copy(watched=False)
        shuffle(clone.deck, rng)
        clone.reshuffler.orders = []
        clone.reshuffler.rng = rng
        return clone

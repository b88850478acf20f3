"""Card counting: the chance that the next card busts a line.

The deck persists across rounds and every card is seen face up, so the
composition of the unseen pile is exact information (see
:class:`~game.core.view.PlayerView`). That turns "how risky is one more
card?" into a count.
"""

from __future__ import annotations

from game.core.cards import CHANCE, is_number
from game.core.engine import would_bust
from game.core.view import PlayerView


def bust_chance_for(line: list[str], counts: dict[str, int], size: int,
                    second_chance: bool = True) -> float:
    """Chance that one card from a pile of ``counts`` (``size`` cards) busts ``line``.

    A held Second Chance makes a duplicate harmless (C-5) unless
    ``second_chance`` is False (to ask "what if it were spent?").

    >>> bust_chance_for(["5", "9"], {"5": 4, "9": 8, "1": 8}, 20)
    0.6
    >>> bust_chance_for(["5", "chance"], {"5": 4, "1": 16}, 20)
    0.0
    """
    if size <= 0:
        return 0.0
    if second_chance and CHANCE in line:
        return 0.0
    busting = 0
    for code, count in counts.items():
        if count and is_number(code) and would_bust(line, code):
            busting += count
    return busting / size


def bust_chance(view: PlayerView, seat: int, second_chance: bool = True) -> float:
    """Chance that ``seat`` busts on the next card drawn (reshuffle included)."""
    counts, size = view.next_card_counts()
    return bust_chance_for(view.lines[seat], counts, size, second_chance)

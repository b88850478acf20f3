"""The rules core: pure Python, standard library only, no pygame.

Import what you need from here::

    from game.core import Game, Rules, CLASSIC, VENGEANCE, Move
"""

from .cards import card_name, kind_of, number_value
from .editions import CLASSIC, EDITIONS, VENGEANCE, Edition
from .engine import ACTIVE, BUSTED, FROZEN, STAYED, Game, RoundResult, Rules, step, would_bust
from .moves import Decision, IllegalMove, Move
from .scoring import Breakdown, score_classic, score_vengeance

__all__ = [
    "ACTIVE", "BUSTED", "CLASSIC", "EDITIONS", "FROZEN", "STAYED", "VENGEANCE", "Breakdown",
    "Decision", "Edition", "Game", "IllegalMove", "Move", "RoundResult", "Rules", "card_name",
    "kind_of", "number_value", "score_classic", "score_vengeance", "step", "would_bust",
]

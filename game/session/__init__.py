"""A table being played, headless: who sits where (people and computers), the
game, the computers' policies and randomness, and the autosave. No pygame.

The UI builds a :class:`~game.session.setup.TableSetup`, opens a
:class:`~game.session.session.Session` for it (or resumes a saved one), asks
it what is pending and hands it moves.
"""

from .saves import GameFiles, Unusable
from .seats import HUMAN, Seat, SeatError, parse_seats
from .session import Session, Standing, resume_saved
from .setup import TableSetup

__all__ = ["HUMAN", "GameFiles", "Seat", "SeatError", "Session", "Standing", "TableSetup",
           "Unusable", "parse_seats", "resume_saved"]

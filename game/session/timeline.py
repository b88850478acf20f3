"""A recorded game laid out for watching: every event in order, and where each
decision and each round begins.

A *position* counts the events shown so far: position 0 is the table before
the first deal, ``len(events)`` the end. Decision ``k`` (the ``k``-th move of
the record) waits at position ``decisions[k]``; ``decisions[-1]`` is the end
(all moves played). Round ``n`` (from 1) begins at ``rounds[n - 1]``, the
position of its ``RoundStarted`` event. The viewer shows any position by
replaying the first events onto a fresh display model; the piles' counts at
each decision come from the game itself (:attr:`Timeline.piles`), because
the display model only approximates them while a Flip Three is resolving.

>>> import random
>>> from game.core.engine import Game
>>> from game.core.record import record_of
>>> game = Game(["Ann", "Ben", "Cat"], rng=random.Random(3))
>>> while not game.finished:
...     _ = game.apply(game.pending.options[0])
>>> timeline = Timeline(record_of(game))
>>> len(timeline.decisions) == len(game.moves) + 1, timeline.decisions[-1] == len(timeline.events)
(True, True)
>>> timeline.round_at(timeline.round_start(2)), timeline.decision_at(timeline.decisions[2])
(2, 2)
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from pathlib import Path
from typing import NamedTuple

from game.core.engine import Game
from game.core.events import (
    CardDealt,
    CardDrawn,
    Event,
    Reshuffled,
    RoundScored,
    RoundStarted,
)
from game.core.record import Record, RecordError, play_move
from game.i18n import msg

from .records import RecordProblem, error_reason, read_record
from .seats import MAX_SEATS


class Piles(NamedTuple):
    """Deck and discard pile as they stand when a decision waits."""

    deck: int
    discard: int
    top: str | None


def piles_of(game: Game) -> Piles:
    """``game``'s deck and pile as a table shows them: a Flip Three (Flip Four, Just One
    More) under way lies on the pile from the moment it is played, though the game lays
    it there only when its draws are done (:meth:`Game.cards_in_play`)."""
    pile = [*game.discard, *game.cards_in_play()]
    return Piles(len(game.deck), len(pile), pile[-1] if pile else None)


class Timeline:
    """The events of ``record``'s game, with its decisions and rounds located.

    Raises :class:`~game.core.record.RecordError` (the replay's message,
    naming the move) when the record does not replay.
    """

    def __init__(self, record: Record) -> None:
        self.record = record
        game = record.start()
        #: A game at the start, untouched: the display model is built from it.
        self.opening = record.start()
        events: list[Event] = list(game.opening_events)
        self.decisions = [len(events)]
        self.piles = [piles_of(game)]
        for index, (seat, move) in enumerate(record.moves):
            events += play_move(game, index, seat, move)
            self.decisions.append(len(events))
            self.piles.append(piles_of(game))
        self.events: tuple[Event, ...] = tuple(events)
        self.rounds = [i for i, event in enumerate(events) if isinstance(event, RoundStarted)]
        self.scored = [i for i, event in enumerate(events) if isinstance(event, RoundScored)]
        #: The game after every move (finished, or waiting where the record stops).
        self.game = game
        #: A game replayed as far as :meth:`game_after` was last asked (watching goes
        #: forward: each step plays on from there; a step back starts afresh).
        self._cursor: tuple[int, Game] | None = None

    @property
    def end(self) -> int:
        """The last position."""
        return len(self.events)

    @property
    def moves(self) -> int:
        """How many decisions the record holds."""
        return len(self.record.moves)

    def decision_at(self, position: int) -> int:
        """How many decisions have been made by ``position`` (all of whose events are shown)."""
        return max(0, bisect_right(self.decisions, position) - 1)

    def moves_shown(self, position: int) -> int:
        """How many moves have been made by ``position``: those all of whose events are
        shown, and the one whose events are shown in part (a jump to a round's start
        shows the stay that ended the round before: "After move 81" there, and
        "After move 82" one decision on, named the same move twice: QA 88)."""
        done = self.decision_at(position)
        if self.decisions and position > self.decisions[min(done, len(self.decisions) - 1)]:
            done += 1
        return min(done, self.moves)

    def round_at(self, position: int) -> int:
        """The round shown at ``position`` (0 before the first round starts)."""
        return bisect_right(self.rounds, position - 1)

    def next_decision(self, position: int) -> int:
        """The first decision's position after ``position`` (the end if none)."""
        index = bisect_right(self.decisions, position)
        return self.decisions[index] if index < len(self.decisions) else self.end

    def previous_decision(self, position: int) -> int:
        """The last decision's position before ``position`` (0 if none)."""
        index = bisect_right(self.decisions, position - 1) - 1
        return self.decisions[index] if index >= 0 else 0

    def scored_at(self, position: int) -> int:
        """How many rounds have been scored by ``position``."""
        return bisect_right(self.scored, position - 1)

    def segments(self) -> list[tuple[int, int]]:
        """Every round's events as ``(first, past the last)`` positions."""
        starts = self.rounds
        return [(start, starts[i + 1] if i + 1 < len(starts) else self.end)
                for i, start in enumerate(starts)]

    def round_start(self, number: int) -> int:
        """The position just after round ``number``'s start (its table cleared, nothing
        dealt yet); ``number`` is clamped to the rounds played."""
        number = max(1, min(number, len(self.rounds)))
        return self.rounds[number - 1] + 1 if self.rounds else 0

    def game_after(self, k: int) -> Game:
        """The game as it waits for decision ``k`` (after the first ``k`` moves), to read
        and not to change: the same object comes back, played on, for a later ``k``.

        >>> import random
        >>> from game.core.record import record_of
        >>> game = Game(["Ann", "Ben", "Cat"], rng=random.Random(3))
        >>> for _ in range(4):
        ...     _ = game.apply(game.pending.options[0])
        >>> timeline = Timeline(record_of(game))
        >>> len(timeline.game_after(2).moves), len(timeline.game_after(4).moves)
        (2, 4)
        >>> timeline.game_after(1).deck == Timeline(record_of(game)).game_after(1).deck
        True
        """
        k = max(0, min(k, self.moves))
        if self._cursor is None or self._cursor[0] > k:
            self._cursor = (0, self.record.start())
        done, game = self._cursor
        for index in range(done, k):
            seat, move = self.record.moves[index]
            play_move(game, index, seat, move)
        self._cursor = (k, game)
        return game

    def marks_at(self, position: int) -> tuple[Counter[str], int]:
        """The cards turned face up (dealt or drawn) and the reshuffles among the first
        ``position`` events: what the table's model has counted by then."""
        drawn: Counter[str] = Counter()
        reshuffles = 0
        for event in self.events[:position]:
            if isinstance(event, CardDealt | CardDrawn):
                drawn[event.card] += 1
            elif isinstance(event, Reshuffled):
                reshuffles += 1
        return drawn, reshuffles

    def piles_at(self, position: int) -> Piles | None:
        """The game's piles if ``position`` is a decision's, else ``None``."""
        k = self.decision_at(position)
        return self.piles[k] if self.decisions[k] == position else None


def load_timeline(path: Path | str) -> Timeline:
    """The timeline of the record file at ``path``.

    Raises :class:`~game.session.records.RecordProblem` with the line ``flip7
    replay`` prints for the file: a file or record problem, or the move that
    does not replay.
    """
    record = read_record(path)
    if len(record.players) > MAX_SEATS:
        # A record of 19 or more players (two decks: `flip7 simulate` plays them) is a
        # good record, but the table has no room for it: said, not a crash (QA 56).
        raise RecordProblem(msg("records.reason.record", reason=msg(
            "records.reason.too_many_to_show", n=len(record.players), most=MAX_SEATS)))
    try:
        return Timeline(record)
    except RecordError as error:
        raise RecordProblem(error_reason(error)) from None

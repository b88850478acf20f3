"""The score race: every player's total round by round, for the chart.

``totals[seat][r]`` is the seat's total after ``r`` completed rounds
(``totals[seat][0]`` is 0); ``busts[r - 1]`` are the seats that busted in
round ``r`` and ``flip7[r - 1]`` the seat that made Flip 7 in it, if any.

>>> race = RaceSeries.of_scores(("Ann", "Ben", "Cat"), 200, ((25, 0, 40), (50, 15, 40)))
>>> race.totals
((0, 25, 75), (0, 0, 15), (0, 40, 80))
>>> race.leader, race.upto(1).totals[2]
(2, (0, 40))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from game.core.engine import Game

from .kept import KeptGame


@dataclass(frozen=True)
class RaceSeries:
    """The totals of every seat after every round, and the rounds' busts and Flip 7s."""

    names: tuple[str, ...]
    target: int
    totals: tuple[tuple[int, ...], ...]
    busts: tuple[tuple[int, ...], ...]
    flip7: tuple[int | None, ...]
    winner: int | None = None

    @staticmethod
    def of_scores(names: Sequence[str], target: int, scores: Sequence[Sequence[int]],
                  busts: Sequence[Sequence[int]] | None = None,
                  flip7: Sequence[int | None] | None = None,
                  winner: int | None = None) -> RaceSeries:
        """From each round's ``scores`` (by round, then seat)."""
        rounds = len(scores)
        totals = tuple(tuple(accumulate((row[seat] for row in scores), initial=0))
                       for seat in range(len(names)))
        return RaceSeries(
            tuple(names), target, totals,
            tuple(tuple(b) for b in busts) if busts is not None else ((),) * rounds,
            tuple(flip7) if flip7 is not None else (None,) * rounds, winner)

    @staticmethod
    def of_game(game: Game) -> RaceSeries:
        """The race of ``game`` so far (its completed rounds)."""
        return RaceSeries.of_scores(
            game.names, game.rules.target, [r.scores for r in game.rounds],
            [r.busted for r in game.rounds], [r.flip7 for r in game.rounds], game.winner)

    @staticmethod
    def of_kept(game: KeptGame) -> RaceSeries:
        """The race of a kept game."""
        return RaceSeries.of_scores(game.players, game.target, game.scores, game.busted,
                                    game.flip7, game.winner)

    @property
    def rounds(self) -> int:
        """Completed rounds."""
        return len(self.flip7)

    @property
    def n(self) -> int:
        """Players."""
        return len(self.names)

    @property
    def leader(self) -> int:
        """The seat with the highest total at the end (the lowest seat on a tie)."""
        return max(range(self.n), key=lambda s: (self.totals[s][-1], -s))

    def upto(self, rounds: int) -> RaceSeries:
        """The race after its first ``rounds`` rounds (the winner only if all are kept)."""
        rounds = max(0, min(rounds, self.rounds))
        return RaceSeries(self.names, self.target, tuple(t[:rounds + 1] for t in self.totals),
                          self.busts[:rounds], self.flip7[:rounds],
                          self.winner if rounds == self.rounds else None)

"""Statistics per person, computed from the kept games alone.

A person is a seat that a person played (``plays`` is ``"human"``), known by
the seat's name; computers and seats of records that do not say who played
them are nobody's statistics. Only finished games count. Everything is
worked out again from the :class:`~game.session.kept.KeptGame` list each
time (a thousand games take milliseconds), so the statistics can never
disagree with the games.

For every person, per edition (``"classic"``, ``"vengeance"``, and
``"brutal"``: those of the Vengeance games played in Brutal mode, which the
Vengeance column counts too) and for all games (``"all"``): games played
and won, win rate, average round score, best round, Flip 7s, bust rate and
the longest run of games won in a row (in the order they ended); how often
they won at tables with each computer temperament; and how their round
scores spread.

>>> from game.session.kept import KeptGame
>>> game = KeptGame("a.flip7.json", "2026-12-01 20:00:00", "classic", False, 200,
...                 ("Ann", "Ben", "Cat"), ("human", "expert", "careful"), True, 0,
...                 scores=((120, 30, 0), (95, 0, 40)), busted=((2,), (1,)), flip7=(0, None))
>>> ann = statistics([game]).person("Ann")
>>> tally = ann.tallies["classic"]
>>> tally.games, tally.wins, tally.average, tally.best, tally.flip7s, tally.streak
(1, 1, 107.5, 120, 1, 1)
>>> sorted(ann.against), ann.against["expert"].wins
(['careful', 'expert'], 1)
"""

from __future__ import annotations

import functools
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from game.i18n import shown_player_name

from .kept import KeptGame, ended_order
from .seats import HUMAN, TEMPERAMENTS, SeatError, computer_spec, name_key

#: The groups statistics are kept for, in the order a screen shows them.
GROUPS = ("all", "classic", "vengeance", "brutal")
#: Computers that are none of the temperaments: a custom risk, and the
#: simulator's players should a record of theirs be kept.
CUSTOM = "custom"
OTHER = "other"
#: Round scores are counted in bins this wide for the spread.
BIN = 10


def groups_of(game: KeptGame) -> tuple[str, ...]:
    """The groups besides ``"all"`` that ``game`` counts in: a Brutal game is a
    Vengeance game too (the With a Vengeance column left Brutal games out without
    a word, and a player took it for every Vengeance game they had played).

    >>> from game.session.kept import KeptGame
    >>> brutal = KeptGame("a.flip7.json", "2026-12-01 20:00:00", "vengeance", True, 200,
    ...                   ("Ann", "Ben"), ("human", "expert"), True, 0,
    ...                   scores=((-5, 10),), busted=((),), flip7=(None,))
    >>> groups_of(brutal)
    ('vengeance', 'brutal')
    """
    if game.edition == "vengeance":
        return ("vengeance", "brutal") if game.brutal else ("vengeance",)
    return ("classic",)


@functools.cache  # a few specs, asked for every computer seat of every game
def temperament(plays: str) -> str:
    """The temperament a computer spec belongs to, however the record writes it (as
    ``simulate --players`` and ``--seats`` take it: "Expert", "custom:0.3" were
    "Others": QA 198).

    >>> temperament("expert"), temperament("threshold:0.33"), temperament("random")
    ('expert', 'custom', 'other')
    >>> temperament("Expert"), temperament("custom:0.3"), temperament("nonsense")
    ('expert', 'custom', 'other')
    """
    try:
        plays = computer_spec(plays)
    except SeatError:
        return OTHER
    if plays in TEMPERAMENTS:
        return plays
    if plays.startswith("threshold:"):
        return CUSTOM
    return OTHER


@dataclass
class Tally:
    """One person's games of one group."""

    games: int = 0
    wins: int = 0
    rounds: int = 0
    points: int = 0
    best: int | None = None
    flip7s: int = 0
    busts: int = 0
    #: The longest run of wins in a row.
    streak: int = 0
    run: int = 0

    @property
    def win_rate(self) -> float | None:
        """Wins per game (``None`` before any game)."""
        return self.wins / self.games if self.games else None

    @property
    def average(self) -> float | None:
        """Points per round, busts counted (``None`` before any round)."""
        return self.points / self.rounds if self.rounds else None

    @property
    def bust_rate(self) -> float | None:
        """Rounds busted per round played."""
        return self.busts / self.rounds if self.rounds else None

    def add(self, game: KeptGame, seat: int) -> None:
        """Count ``game``, in which the person sat at ``seat`` (games in the order they
        ended, for the streak)."""
        self.games += 1
        won = game.winner == seat
        self.wins += won
        self.run = self.run + 1 if won else 0
        self.streak = max(self.streak, self.run)
        for number, scores in enumerate(game.scores):
            score = scores[seat]
            self.rounds += 1
            self.points += score
            self.best = score if self.best is None else max(self.best, score)
            self.flip7s += game.flip7[number] == seat
            self.busts += seat in game.busted[number]


@dataclass
class Against:
    """Games at tables with at least one computer of a temperament, and the wins."""

    games: int = 0
    wins: int = 0

    @property
    def win_rate(self) -> float | None:
        """Wins per game."""
        return self.wins / self.games if self.games else None


@dataclass
class PersonStats:
    """Everything about one person."""

    name: str
    tallies: dict[str, Tally] = field(default_factory=lambda: {g: Tally() for g in GROUPS})
    #: By temperament (``"careful"`` … ``"expert"``, ``"custom"``, ``"other"``).
    against: dict[str, Against] = field(default_factory=dict)
    #: Rounds scored, by bin: ``0`` counts scores 0–9, ``-1`` scores −10 to −1, …;
    #: busted rounds are counted apart, in :attr:`busted`.
    spread: Counter[int] = field(default_factory=Counter)
    busted: int = 0

    @property
    def games(self) -> int:
        """Games played in all."""
        return self.tallies["all"].games

    def add(self, game: KeptGame, seat: int) -> None:
        """Count one finished game."""
        self.tallies["all"].add(game, seat)
        for group in groups_of(game):
            self.tallies[group].add(game, seat)
        plays = game.plays or ()
        for kind in {temperament(p) for p in plays if p != HUMAN}:
            entry = self.against.setdefault(kind, Against())
            entry.games += 1
            entry.wins += game.winner == seat
        for number, scores in enumerate(game.scores):
            if seat in game.busted[number]:
                self.busted += 1
            else:
                self.spread[scores[seat] // BIN] += 1


@dataclass
class Statistics:
    """The statistics of a set of kept games."""

    people: list[PersonStats]
    #: Finished games counted, and unfinished ones left out.
    counted: int
    unfinished: int

    def person(self, name: str) -> PersonStats:
        """The statistics of ``name``; ``KeyError`` if nobody of that name played."""
        for person in self.people:
            if person.name == name:
                return person
        raise KeyError(name)


def statistics(games: Iterable[KeptGame]) -> Statistics:
    """The statistics of ``games`` (any order): people with the most games first."""
    people: dict[str, PersonStats] = {}
    counted = unfinished = 0
    for game in sorted(games, key=ended_order):
        if not game.finished:
            unfinished += 1
            continue
        counted += 1
        for seat in game.people:
            # A person who never typed a name is one person whichever language named
            # them: "You" and "Du", or "Player 1" and "Spieler 1", count together.
            # One person however an accent was typed ("Zoë" composed or not: QA 49).
            name = unicodedata.normalize("NFC", shown_player_name(game.players[seat]))
            # And however it was spelt in case and spaces, as the table tells names
            # apart: "Ann" and "ann" were two people here (QA 126); the latest spelling.
            person = people.setdefault(name_key(name), PersonStats(name))
            person.name = name
            person.add(game, seat)
    ranked = sorted(people.values(), key=lambda p: (-p.games, p.name.casefold(), p.name))
    return Statistics(ranked, counted, unfinished)

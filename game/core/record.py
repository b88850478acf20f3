"""Game records (``.flip7.json``) as specified in ``shared/record-format.md``.

A record holds the table, the exact card order and every real decision, so
replaying it gives the same game card for card.

>>> import random
>>> from game.core.engine import Game
>>> game = Game(["Ann", "Ben", "Cat"], rng=random.Random(3))
>>> _ = game.apply(game.pending.options[0])
>>> again = replay(Record.from_json(record_of(game).to_json()))
>>> again.lines == game.lines and again.totals == game.totals
True
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from .editions import EDITIONS
from .engine import BUSTED, Game, Rules
from .events import Event
from .moves import IllegalMove, Move

FORMAT = "flip7-record"
VERSION = 1


class RecordError(ValueError):
    """A malformed record or an illegal move in it.

    ``move`` is the index of the offending move, or ``None`` when the record
    itself is malformed. ``str(error)`` is the one-line message for stderr.
    """

    def __init__(self, reason: str, move: int | None = None) -> None:
        self.reason = reason
        self.move = move
        where = "record" if move is None else f"move {move}"
        super().__init__(f"{where}: {reason}")


@dataclass
class Record:
    """One game: everything needed to play it again exactly."""

    edition: str
    players: list[str]
    dealer: int
    deck: list[str] | None
    moves: list[tuple[int, Move]] = field(default_factory=list)
    brutal: bool = False
    target: int = 200
    reshuffles: list[list[str]] = field(default_factory=list)
    seed: int | None = None
    #: Who plays each seat ("human" or a computer spec); ``None`` when not recorded.
    plays: list[str] | None = None
    #: The computers' random source (see ``record-format.md``).
    ai_seed: int | None = None
    #: A save's: the rounds whose summary the players have seen (``None``: not said). A
    #: round's last move and the next round's first decision make the same moves, so
    #: only this tells a game left at a summary from one left after it. Replay ignores it.
    rounds_seen: int | None = None
    #: A kept game's: when it ended, in UTC (``YYYY-MM-DDTHH:MM:SS.ffffffZ``; ``None``:
    #: not said). Two games a seeded table plays alike are still two games (QA 136),
    #: and games keep their order across a change of clock or time zone. Replay
    #: ignores it.
    ended: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-ready dict, fields in the documented order."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "edition": self.edition,
            "brutal": self.brutal,
            "target": self.target,
            "players": list(self.players),
        }
        if self.plays is not None:
            data["plays"] = list(self.plays)
        if self.ai_seed is not None:
            data["ai_seed"] = self.ai_seed
        if self.rounds_seen is not None:
            data["rounds_seen"] = self.rounds_seen
        if self.ended is not None:
            data["ended"] = self.ended
        data["dealer"] = self.dealer
        if self.deck is not None:
            data["deck"] = list(self.deck)
        if self.reshuffles:
            data["reshuffles"] = [list(order) for order in self.reshuffles]
        if self.seed is not None:
            data["seed"] = self.seed
        data["moves"] = [{"seat": seat, **move.to_json()} for seat, move in self.moves]
        return data

    @staticmethod
    def from_json(data: Any) -> Record:
        """Validate and read a parsed JSON record; raises :class:`RecordError`."""
        if not isinstance(data, dict):
            raise RecordError("a record must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError(f"\"format\" must be \"{FORMAT}\"")
        version = data.get("version")
        if version is None:  # said as missing, not as "version null"
            raise RecordError("the record has no \"version\" (expected 1)")
        if type(version) is not int or version != VERSION:  # 1.0 and true are no version
            raise RecordError(f"unsupported version {_as_json(version)} (expected 1)")
        edition = data.get("edition")
        if edition is None:  # said as missing, not as "unknown edition None"
            raise RecordError(f"the record names no edition ({' or '.join(EDITIONS)}, G-1)")
        if not isinstance(edition, str) or edition not in EDITIONS:
            raise RecordError(f"unknown edition {_as_json(edition)} (G-1)")
        brutal = data.get("brutal", False)
        if not isinstance(brutal, bool):
            raise RecordError("\"brutal\" must be true or false")
        if brutal and not EDITIONS[edition].allows_brutal:
            raise RecordError("Brutal mode exists only in With a Vengeance (V-B)")
        target = data.get("target", 200)
        if isinstance(target, bool) or not isinstance(target, int):
            raise RecordError(f"target {_as_json(target)} is not a whole number from 50 to "
                              "1000 (G-3)")
        if not 50 <= target <= 1000:
            raise RecordError(f"target {_as_json(target)} is outside 50-1000 (G-3)")
        players = data.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise RecordError("\"players\" must be a list of names")
        if len(players) < 3:
            raise RecordError("Flip 7 needs at least 3 players (G-2)")
        for number, name in enumerate(players):
            if not is_text(name):
                raise RecordError(f"the name of seat {number} is not text (a lone surrogate)")
        plays = data.get("plays")
        if plays is not None and (not isinstance(plays, list) or len(plays) != len(players)):
            raise RecordError("\"plays\" must list who plays each seat, one entry per player")
        if plays is not None:
            # The contract has replay check only one entry per seat: an entry that is not
            # a spec's text is kept as its JSON text, which no game resumes as a player.
            plays = [p if isinstance(p, str) else json.dumps(p) for p in plays]
        ai_seed = data.get("ai_seed")
        if ai_seed is not None and (isinstance(ai_seed, bool) or not isinstance(ai_seed, int)):
            raise RecordError("\"ai_seed\" must be an integer")
        dealer = data.get("dealer")
        if isinstance(dealer, bool) or not isinstance(dealer, int) \
                or not 0 <= dealer < len(players):
            raise RecordError(f"\"dealer\" must be a seat from 0 to {len(players) - 1} (G-4)")
        seed = data.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise RecordError("\"seed\" must be an integer")
        deck = data.get("deck")
        if deck is None and seed is None:
            raise RecordError("the record has neither \"deck\" nor \"seed\"")
        if deck is not None and (
                not isinstance(deck, list) or not all(isinstance(c, str) for c in deck)):
            raise RecordError("\"deck\" must be a list of card codes")
        reshuffles = data.get("reshuffles", [])
        if not isinstance(reshuffles, list) or not all(
                isinstance(order, list) and all(isinstance(c, str) for c in order)
                for order in reshuffles):
            raise RecordError("\"reshuffles\" must be a list of lists of card codes")
        cards = set(EDITIONS[edition].deck)
        for number, order in enumerate(reshuffles, 1):
            if not cards.issuperset(order):
                # No discard pile holds a card the edition has not: such an order is
                # wrong wherever the game is, also when the game never gets to it
                # (QA 130: it passed unnoticed then).
                raise RecordError(f"reshuffle {number} is not a permutation of the discard "
                                  "pile (G-6)")
        raw_moves = data.get("moves")
        if not isinstance(raw_moves, list):
            raise RecordError("\"moves\" must be a list")
        moves: list[tuple[int, Move]] = []
        record = Record(
            edition=edition, players=list(players), dealer=dealer, deck=deck, moves=moves,
            brutal=brutal, target=target, reshuffles=reshuffles, seed=seed,
            plays=list(plays) if plays is not None else None, ai_seed=ai_seed,
            rounds_seen=_rounds_seen(data.get("rounds_seen")), ended=_ended(data.get("ended")),
        )
        for index, raw in enumerate(raw_moves):
            try:
                moves.append(_move_of(raw, index))
            except RecordError:
                # The first bad move is the one named: an illegal move before this
                # malformed one was passed over, and mended, the record failed again
                # earlier (QA 142). The moves before it are played to find out.
                replay(record)
                raise
        return record

    def start(self, watched: bool = True) -> Game:
        """A new game at the record's start (before any move); ``watched=False``
        builds no events (faster, for results only)."""
        rng = random.Random(self.seed if self.seed is not None else 0)
        rules = Rules(EDITIONS[self.edition], brutal=self.brutal, target=self.target)
        try:
            return Game(self.players, rules, rng=rng, deck=self.deck, dealer=self.dealer,
                        reshuffles=self.reshuffles, watched=watched)
        except ValueError as error:
            raise RecordError(str(error)) from None


def _rounds_seen(value: object) -> int | None:
    """A save's ``rounds_seen`` if it is a count; anything else is as if not said (a
    field the contract does not know is never a reason to refuse a record).

    >>> _rounds_seen(3), _rounds_seen(-1), _rounds_seen(True), _rounds_seen("3")
    (3, None, None, None)
    """
    return value if type(value) is int and value >= 0 else None


def _ended(value: object) -> str | None:
    """A kept game's ``ended`` if it is a UTC time as :func:`utc_stamp` writes it;
    anything else is as if not said (see :func:`_rounds_seen`).

    >>> _ended("2026-12-06T23:54:39.123456Z"), _ended("yesterday"), _ended(3)
    ('2026-12-06T23:54:39.123456Z', None, None)
    """
    return value if isinstance(value, str) and stamp_seconds(value) is not None else None


def utc_stamp(seconds: float | None = None) -> str:
    """The UTC time ``seconds`` (now by default) as a record's ``ended`` says it.

    >>> utc_stamp(0.5)
    '1970-01-01T00:00:00.500000Z'
    """
    moment = datetime.fromtimestamp(time.time() if seconds is None else seconds, UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def stamp_seconds(stamp: str) -> float | None:
    """The seconds since 1970 of a :func:`utc_stamp` (``None`` if it is not one).

    >>> stamp_seconds("1970-01-01T00:00:01.250000Z"), stamp_seconds("1970-01-01 00:00:01")
    (1.25, None)
    """
    try:
        moment = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S.%fZ")
    except ValueError:
        return None
    return moment.replace(tzinfo=UTC).timestamp()


def _as_json(value: Any) -> str:
    """``value`` as the file writes it (``true``, ``"1"``), not as Python does
    (``True``, ``'1'``): the reader of a message has the file in front of them.

    >>> _as_json(True), _as_json("1"), _as_json(1.5)
    ('true', '"1"', '1.5')
    """
    return json.dumps(value, ensure_ascii=False)[:40]


def is_text(text: str) -> bool:
    """Is ``text`` valid Unicode? A lone surrogate (JSON ``"\\ud800"``) cannot be printed."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def record_of(game: Game, seed: int | None = None) -> Record:
    """The record of ``game`` so far (every reshuffle order written out)."""
    return Record(
        edition=game.edition.name, players=list(game.names), dealer=game.first_dealer,
        deck=list(game.initial_deck), moves=list(game.moves), brutal=game.rules.brutal,
        target=game.rules.target, reshuffles=[list(o) for o in game.reshuffle_orders],
        seed=seed,
    )


def _move_of(raw: Any, index: int) -> tuple[int, Move]:
    """Move ``index`` of a record's ``"moves"``: its seat and move; raises
    :class:`RecordError` naming it when it is malformed."""
    if not isinstance(raw, dict):
        raise RecordError("a move must be an object", index)
    seat = raw.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise RecordError("missing or bad \"seat\"", index)
    if "do" not in raw:  # said as missing, not as "unknown move None"
        raise RecordError("the move has no \"do\"", index)
    try:
        return seat, Move.from_json(raw)
    except ValueError as error:
        raise RecordError(str(error), index) from None


def replay(record: Record, game: Game | None = None) -> Game:
    """Play the record's moves on ``game`` (default: :meth:`Record.start`); raises
    :class:`RecordError` naming the move."""
    game = game if game is not None else record.start()
    for index, (seat, move) in enumerate(record.moves):
        play_move(game, index, seat, move)
    return game


def play_move(game: Game, index: int, seat: int, move: Move) -> list[Event]:
    """Play move ``index`` of a record (``seat`` decides ``move``) on ``game``; return its
    events. Raises :class:`RecordError` naming the move when it cannot be played."""
    if game.finished:
        raise RecordError("the game is already over (G-12)", index)
    try:
        return game.play(seat, move)
    except IllegalMove as error:
        raise RecordError(str(error), index) from None


def summary(game: Game) -> dict[str, Any]:
    """The replay command's JSON object (``record-format.md``)."""
    rounds: list[dict[str, Any]] = [
        {"dealer": r.dealer, "scores": list(r.scores), "busted": list(r.busted),
         "flip7": r.flip7, "lines": [list(line) for line in r.lines]}
        for r in game.rounds
    ]
    pending = None
    if not game.finished:
        rounds.append({
            "dealer": game.dealer,
            "scores": None,
            "busted": [s for s in range(game.n) if game.status[s] is BUSTED],
            "flip7": game.flip7_seats[0] if game.flip7_seats else None,
            "lines": [list(line) for line in game.lines],
        })
        decision = game.pending
        assert decision is not None
        pending = {"seat": decision.seat, "decision": decision.kind}
    return {
        "finished": game.finished,
        "winner": game.winner,
        "totals": list(game.totals),
        "rounds": rounds,
        "pending": pending,
    }

"""A table being played, headless: seats, the game, the computers, the autosave.

The UI asks a :class:`Session` what is pending and hands it moves; the
session applies them, saves the game after every move, and keeps the
finished game under ``games/``. No pygame here.

Randomness is explicit, so that a saved game goes on exactly as the
uninterrupted one would have: the deck and the first dealer come from the
session's seed and are written into the record, later reshuffles come from
the record's ``seed`` alone, and a computer's decision uses a generator
made from ``ai_seed`` and the move number — never from a generator's
history.

>>> from game.session.setup import TableSetup
>>> session = Session(TableSetup.default("Ann"), seed=5)
>>> session.game.names
('Ann', 'Ben', 'Cat', 'Dev')
>>> while not session.is_person(session.pending.seat):
...     _ = session.play(session.computer_move())
>>> again = Session.resume(session.record())
>>> again.game.lines == session.game.lines and again.pending == session.pending
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from game.ai import Policy, as_given, introduce, make_policy
from game.core import EDITIONS, Game, Rules
from game.core.editions import full_deck
from game.core.events import Event
from game.core.moves import Decision, IllegalMove, Move
from game.core.record import Record, RecordError, record_of, replay, utc_stamp
from game.core.view import PlayerView
from game.i18n import Message, t

from .saves import GameFiles
from .seats import HUMAN, Seat, SeatError, computer_spec, told_apart
from .setup import TableSetup


@dataclass(frozen=True)
class Standing:
    """A game at a glance (the title's Continue button): edition, players, round, leader."""

    edition: str
    brutal: bool
    names: tuple[str, ...]
    round_number: int
    leader: str | None  # ``None`` before any round is scored, or on a tie for the lead
    leader_total: int
    target: int = 200  # the points that end the game (G-12)
    #: The names sharing the lead when two or more do (after a round scored points).
    tied: tuple[str, ...] = ()


class Session:
    """One table: who sits where, the game, the computers and where it is saved."""

    def __init__(self, setup: TableSetup, seed: int | None = None, ai_seed: int | None = None,
                 files: GameFiles | None = None, deck: Sequence[str] | None = None,
                 dealer: int | None = None) -> None:
        """A new game for ``setup`` (whose :meth:`~TableSetup.problems` must be empty).

        ``seed`` fixes the deal (the same seed deals the same game), ``ai_seed``
        the computers' choices; either is drawn at random when ``None``.
        ``files`` saves the game after every move (``None``: not saved).
        ``deck`` (top card first) and ``dealer`` prepare the game instead of
        the shuffle (stacked-deck tests, the guided first game).
        """
        problems = setup.problems()
        if problems:
            raise ValueError(problems[0])
        system = random.SystemRandom()
        self.seed = seed if seed is not None else system.randrange(2**31)
        self.ai_seed = ai_seed if ai_seed is not None else system.randrange(2**31)
        rules = setup.rules()
        names = [seat.name for seat in setup.seats]
        deal = random.Random(self.seed)
        shuffled = full_deck(rules.edition, len(names))
        deal.shuffle(shuffled)
        chosen = deal.randrange(len(names))
        deck = list(deck) if deck is not None else shuffled
        dealer = dealer if dealer is not None else chosen
        # Reshuffles come from their own seed, kept in the record, so a resumed
        # game reshuffles exactly as the uninterrupted one.
        self.reshuffle_seed = deal.randrange(2**31)
        game = Game(names, rules, rng=random.Random(self.reshuffle_seed), deck=deck,
                    dealer=dealer)
        self._seat_up(setup, game, files)
        self.rounds_seen: int | None = 0
        self.save()

    def _seat_up(self, setup: TableSetup, game: Game, files: GameFiles | None) -> None:
        self.setup = setup
        self.game = game
        self.files = files
        self.policies: dict[int, Policy] = {
            i: make_policy(seat.plays) for i, seat in enumerate(setup.seats)
            if not seat.is_person}
        # An Expert expects people (and the computers who chase) to chase a total it banks.
        introduce(self.policies, self.people)
        self.archived: Path | None = None
        #: Over already when it was opened (a save that ended before it was kept): it
        #: may be kept under ``games/`` already, where a game that ends here cannot be.
        self.ended_before = game.finished
        #: When the game ended (UTC, see :attr:`Record.ended`): set once it has.
        self.ended: str | None = None

    @staticmethod
    def resume(record: Record, files: GameFiles | None = None) -> Session:
        """The game of a saved ``record`` (with ``plays`` and ``ai_seed``), where it stopped.

        Raises :class:`~game.core.record.RecordError` when the record cannot be
        continued (its moves do not replay, or a seat's player is unknown).
        """
        if record.plays is None or record.ai_seed is None:
            raise RecordError("a saved game needs \"plays\" and \"ai_seed\"")
        seats = []
        for name, plays in zip(record.players, record.plays, strict=True):
            try:
                seats.append(Seat(name, plays if plays == HUMAN else computer_spec(plays)))
            except SeatError as error:
                # A name of thousands of letters, quoted whole, filled the screen (QA 230).
                raise RecordError(f"seat {as_given(name)!r}: {error}") from None
        setup = TableSetup(tuple(seats), record.edition, record.brutal, record.target)
        session = Session.__new__(Session)
        session.seed = record.seed if record.seed is not None else 0
        session.ai_seed = record.ai_seed
        session.reshuffle_seed = session.seed
        rules = Rules(EDITIONS[record.edition], brutal=record.brutal, target=record.target)
        # Replay with the reshuffles drawn from the seed, as the live game drew
        # them; if the listed orders disagree (another version's shuffle), the
        # record's own orders win.
        try:
            fresh = Game(record.players, rules, rng=random.Random(session.seed),
                         deck=record.deck, dealer=record.dealer)
        except ValueError as error:
            raise RecordError(str(error)) from None
        listed = [list(order) for order in record.reshuffles]
        try:
            game: Game | None = replay(record, fresh)
        except RecordError:
            # The seed's reshuffle made a later move illegal: the listed orders may
            # still play it (a record from elsewhere turned into a save, QA 33).
            if not listed:
                raise
            game = None
        if game is None or game.reshuffle_orders[:len(listed)] != listed:
            game = replay(record)
        session._seat_up(setup, game, files)
        session.rounds_seen = record.rounds_seen
        session.ended = record.ended if game.finished else None
        if files is not None:
            files.remember(session.standing().round_number)  # the file it came from
        return session

    # ------------------------------------------------------------------ seats

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who sits where."""
        return self.setup.seats

    @property
    def people(self) -> list[int]:
        """The seats people play, in seat order."""
        return self.setup.people

    def is_person(self, seat: int) -> bool:
        """Does a person decide for ``seat``?"""
        return self.seats[seat].is_person

    # ------------------------------------------------------------------ playing

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for (``None`` once it is over)."""
        return self.game.pending

    @property
    def finished(self) -> bool:
        """Is the game over?"""
        return self.game.finished

    def computer_move(self, decision: Decision | None = None) -> Move:
        """The computer's answer to the pending decision (it must be a computer's).

        Its generator comes from ``ai_seed`` and the move number alone, so a
        resumed game gets the same answer. An illegal answer becomes the first
        option: a faulty policy never stops the game.
        """
        decision = decision if decision is not None else self.game.pending
        if decision is None:
            raise ValueError("the game is over")
        policy = self.policies[decision.seat]
        rng = random.Random(f"{self.ai_seed}:{len(self.game.moves)}")
        move = policy.choose(PlayerView(self.game, decision.seat), decision, rng)
        return move if move in decision.options else decision.options[0]

    def suggestion(self, decision: Decision | None = None) -> Move:
        """What a Balanced computer would play in the deciding person's place: where the
        table puts a person's keyboard focus first. A harmful modifier (÷2, −n) is never
        suggested for the person's own line while a rival can take it (V-1)."""
        decision = decision if decision is not None else self.game.pending
        if decision is None:
            raise ValueError("the game is over")
        rng = random.Random(f"{self.ai_seed}:{len(self.game.moves)}:suggest")
        move = _SUGGESTER.choose(PlayerView(self.game, decision.seat), decision, rng)
        harmful = decision.card is not None and decision.card[0] in "-/"
        if harmful and move.player == decision.seat:
            others = [m for m in decision.options if m.player != decision.seat]
            move = others[0] if others else move
        return move if move in decision.options else decision.options[0]

    def play(self, move: Move) -> list[Event]:
        """Play ``move`` for the pending decision, save, and return what happened.

        Raises :class:`~game.core.moves.IllegalMove` (nothing changes then).
        """
        decision = self.game.pending
        if decision is None:
            raise IllegalMove("the game is already over", "G-12")
        rounds = len(self.game.rounds)
        events = self.game.apply(move)
        if self.rounds_seen is not None and self.rounds_seen < rounds:
            # A move in the next round: its summary is behind the players, shown or not
            # (a table driven without one), so that ``rounds_seen`` is always true.
            self.rounds_seen = rounds
        self.save()
        return events

    # ------------------------------------------------------------------ records

    def start_game(self) -> Game:
        """A new game at this game's start (the same deck, dealer and reshuffles), for
        replaying its moves (a screen catching up, a replay viewer)."""
        game = self.game
        return Game(game.names, game.rules, rng=random.Random(self.reshuffle_seed),
                    deck=game.initial_deck, dealer=game.first_dealer,
                    reshuffles=game.reshuffle_orders)

    def record(self) -> Record:
        """The game so far as a record, with who plays each seat and ``ai_seed``."""
        record = record_of(self.game, seed=self.reshuffle_seed)
        record.plays = [seat.plays for seat in self.seats]
        record.ai_seed = self.ai_seed
        if not self.game.finished:  # a kept game is not continued
            record.rounds_seen = self.rounds_seen
        else:
            if self.ended is None and not self.ended_before:
                # The first look at a game that ended here is its end. One that had
                # ended before keeps what its save said, even nothing: an older
                # version's finished save is the very game it kept already.
                self.ended = utc_stamp()
            record.ended = self.ended
        return record

    def summary_seen(self) -> None:
        """The players have seen the last round's summary and gone on: saved, so that a
        game left now continues in the next round rather than at that summary."""
        self.rounds_seen = len(self.game.rounds)
        self.save()

    def save(self) -> None:
        """Write the game to its files: the current save, or ``games/`` once it is over."""
        if self.files is None:
            return
        if self.game.finished:
            if self.archived is None:
                self.archived = self.files.archive(self.record(), until_seen=True,
                                                   new=not self.ended_before)
        elif self.files.save(self.record()):
            self.files.remember(self.standing().round_number)

    def put_away_if_over(self) -> list[str] | None:
        """A saved game that had already ended (closed over its last round's summary,
        before the winner was shown; or a kept game copied over the save) is not one
        to continue: keep it under ``games/`` now (a game kept already is not kept
        twice) and return what to tell the player (the files' notices, and who won).
        ``None``: the game goes on."""
        if not self.game.finished:
            return None
        if self.files is not None and self.archived is None:
            self.archived = self.files.archive(self.record())
        words = self.files.take_notices() if self.files is not None else []
        if self.archived is not None:
            winner = self.game.winner if self.game.winner is not None else 0
            words.append(t("title.ended_kept", name=told_apart(self.game.names)[winner],
                           points=self.game.totals[winner]))
        return words

    def end_seen(self) -> None:
        """The game-over screen shows the winner: a finished game's save is done with
        (see :meth:`GameFiles.archive`) once the game is kept under ``games/``. If it
        could not be kept, it is tried once more; failing again, the save stays (QA 72:
        it was removed all the same, and the game was lost)."""
        if self.files is None or not self.game.finished:
            return
        if self.archived is None:
            self.archived = self.files.archive(self.record(), until_seen=True,
                                               new=not self.ended_before)
        if self.archived is not None:
            self.files.end_seen()

    def make_way(self) -> None:
        """Before a new game at this table writes its save: a finished game not kept
        under ``games/`` (no room there) gets a last try, and failing still, its save is
        kept aside under a new name rather than written over (QA 74: Play again lost
        it). Nothing to do for a game kept already, or one not finished."""
        if self.files is None or not self.game.finished or self.archived is not None:
            return
        self.files.make_way(self.record())

    def unsaved(self) -> Message | None:
        """Why the game as it stands is not on disk, after one more try (the disk may
        have room again); ``None`` when it is saved, or never saved. A finished game is
        on disk when it is kept under ``games/`` or its save holds it as it ended: with
        the disk full before its end, neither was true, and leaving it lost it without
        a word (QA 98)."""
        if self.files is None:
            return None
        if self.game.finished:
            if self.archived is None:
                self.save()
            if self.archived is not None or self.files.ended_held:
                return None
            return self.files.unkept
        if self.files.behind is None:
            return None
        self.save()
        return self.files.behind

    def kept_round(self) -> int | None:
        """While the game is not saved as it stands (:meth:`unsaved`): the round an
        earlier save of it on disk goes back to, if there is one."""
        return self.files.kept_round() if self.files is not None else None

    def standing(self) -> Standing:
        """Edition, players, round and leader, for the title's Continue button: the round
        whose summary Continue opens, if the game was left at one (it named the next
        round, QA 36)."""
        standing = standing_of(self.game)
        if self.left_at_summary:
            return replace(standing, round_number=len(self.game.rounds))
        return standing

    @property
    def left_at_summary(self) -> bool:
        """Was the game left at its last round's summary, not yet gone on from (as the
        save's ``rounds_seen`` says; a save without it says nothing here)?"""
        seen = self.rounds_seen
        return seen is not None and seen < len(self.game.rounds) and not self.game.finished


#: The computer whose choice a person's prompt starts on (Session.suggestion).
_SUGGESTER: Policy = make_policy("balanced")


def resume_saved(record: Record, files: GameFiles | None = None) -> Session:
    """:meth:`Session.resume`, or, where a move of the record cannot be played, the game
    as it stood before that move (a damaged save loses the moves from there on, not the
    whole game: QA 49). With ``files`` the damaged file is kept aside, the game is saved
    as it now stands and the title is told (:meth:`GameFiles.salvaged`); without, nothing
    is touched (a look at the saved game). Raises
    :class:`~game.core.record.RecordError` when not even that replays."""
    # The record :meth:`GameFiles.load` cut short, if this is the one it returned.
    cut = files.cut[0] if files is not None and files.cut is not None \
        and files.cut[1] is record else None
    try:
        session = Session.resume(record, files)
    except RecordError as error:
        if error.move is None or error.move < 1:
            raise
        kept = replace(record, moves=record.moves[:error.move])
        # Only the reshuffles the kept moves used stay listed: a listed order that was
        # the move's trouble (not a permutation of the pile, G-6) was met again later in
        # the game and crashed the table (QA 126); the next one is drawn afresh.
        used = len(replay(kept).reshuffle_orders)
        session = Session.resume(replace(kept, reshuffles=kept.reshuffles[:used]), files)
        cut = error
    if files is not None and cut is not None:
        files.cut = None
        files.salvaged(cut)
        session.save()
    return session


def standing_of(game: Game) -> Standing:
    """The :class:`Standing` of ``game``."""
    totals = game.totals
    best = max(totals)
    # A saved or kept record may hold any text in a name; the title sets these names
    # in type, which a NUL (or a line break) would break (QA twenty-ninth pass), and
    # two seats of one name read as one (QA thirty-first pass).
    names = told_apart(game.names)
    # Nobody leads while all stand level at 0 or below (before any round scores); in
    # Brutal a lead of 0 or less over lower totals is a lead ("Nobody leads yet" was
    # said over -6, -8, 0: QA 111).
    leaders = [names[seat] for seat, total in enumerate(totals) if total == best] \
        if best > 0 or min(totals) < best else []
    leader = leaders[0] if len(leaders) == 1 else None
    return Standing(game.edition.name, game.rules.brutal, names, game.round_number,
                    leader, best, game.rules.target, tuple(leaders) if len(leaders) > 1 else ())

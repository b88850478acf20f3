"""The table as the screen shows it, advanced one core event at a time.

``Game.apply`` runs to the next decision at once; the screen must not. The
table scene keeps this *display model* and applies each event to it when its
animation reaches that point, so the picture never runs ahead of the motion.
Once every queued event has been applied the model matches the game
(:meth:`TableModel.matches` checks it in tests).

Cards drawn but not yet resolved (an action waiting for its target, a card
set aside during Flip Three) are *held* in front of their seat.

Every event applied also becomes one entry of :attr:`TableModel.history`
(see :mod:`game.ui.history`), and the notable ones a line of the short
recent-events :attr:`TableModel.log`. Both keep their sentences as catalogue
messages, worded when shown.

No pygame here.

>>> import random
>>> from game.core import Game, Rules
>>> game = Game(["Ann", "Ben", "Cat"], Rules(), rng=random.Random(3))
>>> model = TableModel.for_game(game, you=0)
>>> for event in game.opening_events: model.apply(event)
>>> model.matches(game)
True
"""

from __future__ import annotations

import copy
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from game.core import cards as C
from game.core.arrival import HELD, receive
from game.core.editions import Edition
from game.core.engine import ACTIVE, BUSTED, FROZEN, STAYED, Game
from game.core.events import (
    ActionPlayed,
    BrutalAttack,
    Busted,
    CardDealt,
    CardDiscarded,
    CardDiscardedByAction,
    CardDrawn,
    CardSetAside,
    CardsSwapped,
    CardStolen,
    Event,
    Flip7,
    Flip7Bonus,
    Frozen,
    GameWon,
    ModifierPlayed,
    Reshuffled,
    RoundScored,
    RoundStarted,
    SecondChanceGiven,
    SecondChanceUsed,
    Stayed,
    Stopped,
    TieBreak,
    UnluckyWipe,
)
from game.i18n import Message, shown_player_name, t
from game.session.seats import screen_name, stand_ins, twin_numbers, with_twin
from game.session.timeline import piles_of

from .history import Entry, narrate

#: Short lines kept for the table: more than it shows (three rows at most), as the
#: newest wait while their cards fly (at 10 seats a deal has several in the air: with
#: five kept, two rows showed).
LOG_LINES = 12


@dataclass
class SeatView:
    """One seat as shown: name, total, line, held cards, status."""

    recorded: str  # the name the game knows the seat by (the record's player)
    total: int = 0
    line: list[str] = field(default_factory=list)
    held: list[str] = field(default_factory=list)
    aside: list[str] = field(default_factory=list)  # held cards that wait for a flip to end
    status: str = ACTIVE
    flip7: bool = False
    stopped: bool = False  # made to stop (Just One More, an empty deck), not stayed
    choosing: bool = False  # a Brutal Flip 7 whose +15 or −15 is still to be chosen
    attacked: bool = False  # a Brutal Flip 7 that took −15 off a rival instead of +15
    #: The points rivals' Brutal Flip 7s took off this round (V-B-3: −15 each, a busted
    #: seat's too): the seat said 6 under the "−15" until the round was scored (QA 171).
    struck: int = 0
    dealt: bool = False  # a card came this round (an action dealt leaves the line empty)
    round_score: int = 0  # this round's points, kept current as the line changes
    #: 2, 3, … for the second, third seat of a name already at the table (a record from
    #: elsewhere may repeat a name; New game never does), 0 otherwise.
    twin: int = 0

    @property
    def name(self) -> str:
        """The seat's name on screen. A person who never typed a name is "You" in the
        language of the moment, so switching language mid-game does not leave an English
        "You" on the table beside "Du ist dran"."""
        return self.name_in(None)

    def name_in(self, code: str | None) -> str:
        """:attr:`name` in language ``code`` (``None``: the language of the moment)."""
        # A record from elsewhere may hold any name: 200 letters ran off the screen.
        name = screen_name(shown_player_name(self.recorded, code))
        # Two seats of one name are told apart: "Ann — hit or stay?" could be either
        # (QA twenty-ninth pass).
        return with_twin(name, self.twin)


class TableModel:
    """Deck, discard pile, seats, dealer, round, the history and a short log, as displayed."""

    def __init__(self, names: tuple[str, ...], edition: Edition, brutal: bool, target: int,
                 deck_count: int, you: int | None = None) -> None:
        # A record from elsewhere may hold an empty name: its seat showed no name at all
        # (QA 56). It is "Player 3" there, in the language of the moment.
        names = tuple(stand_ins(names))
        self.seats = [SeatView(name, twin=twin) for name, twin in zip(names, twin_numbers(names),
                                                                       strict=True)]
        self.edition = edition
        self.brutal = brutal
        self.target = target
        self.deck_count = deck_count
        self.discard_count = 0
        self.discard_top: str | None = None  # the card face up on the discard pile
        #: This round's Flip Threes, Flip Fours and Just One Mores laid on the pile when
        #: played: the game holds them in play until their draws are done, so a
        #: reshuffle meanwhile leaves them on the pile (:func:`_reshuffled`).
        self.forcing: list[str] = []
        #: The Flip Three, Flip Four or Just One More whose draws go on: its target, the
        #: draws left and the card (a stack: a set-aside one is played when the draws
        #: before it are done); and the card the last drawn card was drawn for (``None``:
        #: a hit or a deal). The History told the draws like hits: "Cat draws a 2 … a 4"
        #: read as four cards of a Flip Three (QA 236).
        self.draws_for: list[tuple[int, int, str]] = []
        #: (the card, which of its draws: 1, 2, …)
        self.drawn_for: tuple[str, int] | None = None
        #: Every card the table has taken from the deck, and how often the discard pile
        #: became the deck: what the cards-left panel counts down between two still
        #: moments (:meth:`TableScene.shown_left`).
        self.drawn: Counter[str] = Counter()
        self.reshuffles = 0
        self.dealer = 0
        self.round_number = 0
        self.tiebreak = False
        # The seat the table calls "you": the one person at a table with exactly
        # one; at a hot-seat table (or one of computers only) everyone has a name.
        self.you = you
        self.recent: deque[Message] = deque(maxlen=LOG_LINES)
        #: Beside each short line, the seat and card of the draw or deal it tells
        #: (``None``: it tells neither).
        self.recent_draws: deque[tuple[int, str] | None] = deque(maxlen=LOG_LINES)
        #: Every event shown so far, told (see :mod:`game.ui.history`).
        self.history: list[Entry] = []
        self.last_scored: RoundScored | None = None
        self.winner: int | None = None

    @staticmethod
    def for_game(game: Game, you: int | None = None) -> TableModel:
        """The model of ``game`` before its opening events (the full deck, nobody dealt)."""
        deck = len(game.deck) + sum(
            1 for e in game.opening_events if isinstance(e, CardDealt | CardDrawn))
        model = TableModel(game.names, game.edition, game.rules.brutal, game.rules.target,
                           deck, you)
        model.dealer = game.dealer
        return model

    @property
    def n(self) -> int:
        """Number of seats."""
        return len(self.seats)

    def copy(self) -> TableModel:
        """A model that goes on apart from this one (the replay viewer keeps one at each
        round's start). The history's entries are shared: an entry never changes."""
        other = copy.copy(self)
        other.seats = [replace(view, line=list(view.line), held=list(view.held),
                               aside=list(view.aside)) for view in self.seats]
        other.forcing = list(self.forcing)
        other.draws_for = list(self.draws_for)
        other.drawn = Counter(self.drawn)
        other.recent = deque(self.recent, maxlen=self.recent.maxlen)
        other.recent_draws = deque(self.recent_draws, maxlen=self.recent_draws.maxlen)
        other.history = list(self.history)
        return other

    # ------------------------------------------------------------------ words

    def who(self, seat: int) -> str:
        """The seat's name, or "You" (in the language of the moment) for the seat the
        table addresses, as a list of players shows it."""
        return t("player.addressed") if seat == self.you else self.seats[seat].name

    # ------------------------------------------------------------------ events

    def apply(self, event: Event) -> None:
        """Show ``event``: move cards, change statuses and counts, tell it in the history
        (and, if it is notable, in the short log)."""
        handler = _HANDLERS.get(type(event))
        if handler is None:
            return
        handler(self, event)
        told = narrate(self, event)
        self.history.append(Entry(self.round_number, self.tiebreak, told.text, told.tone,
                                  told.seats, event, told.short))
        if told.short is not None:
            if (isinstance(event, Busted | SecondChanceUsed) and self.recent_draws
                    and self.recent_draws[-1] == (event.seat, event.card)):
                # "Ann draws a 9." then "Ann busts on a 9!": the second says both.
                self.recent.pop()
                self.recent_draws.pop()
            self.recent.append(told.short)
            self.recent_draws.append((event.seat, event.card)
                                     if isinstance(event, CardDrawn | CardDealt) else None)

    @property
    def log(self) -> list[str]:
        """The short recent-events lines, oldest first, in the language of the moment."""
        return [str(line) for line in self.recent]

    def log_landed(self, in_air: Callable[[int], int], most: int = LOG_LINES) -> list[str]:
        """The newest ``most`` lines of :attr:`log` once its newest lines that tell a
        card still in the air are left out: ``in_air(seat)`` cards of that seat are, its
        newest (a seat's cards land in the order they were told). "Ann draws a 9."
        showed while the 9 flew in face down, telling it before the card turned over
        (QA 86); counted per card, not per seat, as Ann's landed 2 went with her flying
        12 (QA 89). Only the lines returned are worded (this runs every frame)."""
        lines = list(self.recent)
        told = list(self.recent_draws)
        if len(told) != len(lines):  # lines put there by hand (a test's, a script's)
            told = [None] * len(lines)
        flying: dict[int, int] = {}
        while told and told[-1] is not None:
            seat = told[-1][0]
            if seat not in flying:
                flying[seat] = in_air(seat)
            if flying[seat] <= 0:
                break
            flying[seat] -= 1
            lines.pop()
            told.pop()
        return [str(line) for line in lines[-most:]] if most > 0 else []

    def _rescore(self, seat: int) -> None:
        self.seats[seat].round_score = self.score_of(seat)

    def score_of(self, seat: int, cards: int | None = None) -> int:
        """The round score of ``seat``'s first ``cards`` cards (all by default).

        The table shows the score of the cards that have landed, so a card
        still turning over does not give its value away.
        """
        view = self.seats[seat]
        line = view.line if cards is None else view.line[:cards]
        busted = view.status == BUSTED
        # A Brutal Flip 7 adds its +15 only once it is chosen over the −15 (V-B-3).
        bonus = not (view.choosing or view.attacked)
        return self.edition.scorer(line, view.flip7, busted, self.brutal, bonus).total \
            + view.struck

    def _receive(self, seat: int, card: str) -> None:
        """A drawn card arrives at ``seat``: into the line, or held until it is played."""
        view = self.seats[seat]
        # The rules say where the card goes (core's receive, on a copy): the
        # line shows it as it lands, and the events that follow (a bust, a
        # Second Chance used, an Unlucky 7 wipe) take cards away again.
        if receive(list(view.line), card, self.edition) in HELD:
            view.held.append(card)  # an action, a Vengeance modifier or an extra Second Chance
        else:
            view.line.append(card)
        self._rescore(seat)

    def _to_discard(self, *cards: str) -> None:
        self.discard_count += len(cards)
        if cards:
            self.discard_top = cards[-1]

    def _release(self, seat: int, card: str) -> bool:
        """Take ``card`` out of ``seat``'s held cards (or anyone's); False if nobody held it."""
        order = [seat] + [s for s in range(self.n) if s != seat]
        for s in order:
            view = self.seats[s]
            if card in view.held:
                view.held.remove(card)
                if card in view.aside:
                    view.aside.remove(card)
                return True
        return False

    def _take_from_line(self, seat: int, card: str, last: bool = False) -> None:
        line = self.seats[seat].line
        if card in line:
            if last:
                del line[len(line) - 1 - line[::-1].index(card)]
            else:
                line.remove(card)
        self._rescore(seat)

    def _arrive_moved(self, seat: int, card: str) -> None:
        """A stolen or swapped card joins the end of ``seat``'s line (G-14)."""
        self.seats[seat].line.append(card)
        self._rescore(seat)

    def matches(self, game: Game) -> bool:
        """True when the model shows exactly the game's table (after the queue has played)."""
        if self.deck_count != len(game.deck):
            return False
        for seat, view in enumerate(self.seats):
            if view.line != game.lines[seat]:
                return False
            if game.round_number == self.round_number and view.status != game.status[seat]:
                return False
        return self.dealer == game.dealer

    def sync_counts(self, game: Game) -> None:
        """Adopt the game's pile counts once the queue is empty.

        The model moves a Flip Three card to the pile when it is played; the
        engine only when its three cards are done (:meth:`Game.cards_in_play`), so
        those count on the pile here too: the pile lost its Flip Three mid-flip
        (QA twenty-ninth pass).
        """
        piles = piles_of(game)
        self.adopt_piles(piles.deck, piles.discard, piles.top)

    def adopt_piles(self, deck: int, discard: int, top: str | None) -> None:
        """Take a game's pile counts. The card on top stays the one the table last
        laid there while the counts agree (a Second Chance used mid-flip lies on the
        Flip Three, though the game lays the Flip Three down last)."""
        if discard != self.discard_count or self.discard_top is None:
            self.discard_top = top
        self.deck_count = deck
        self.discard_count = discard

    def sync_final(self, game: Game) -> None:
        """Adopt a finished game's piles while the last round's cards still lie in the
        lines: the engine has put them on the discard pile (the last ones on it), the
        table shows them where they were, and counts each card once (QA eleventh pass:
        the replay's end counted them twice)."""
        on_table = sum(len(view.line) + len(view.held) for view in self.seats)
        kept = max(0, len(game.discard) - on_table)
        self.deck_count = len(game.deck)
        self.discard_count = kept
        self.discard_top = game.discard[kept - 1] if kept else None


# ---------------------------------------------------------------------- handlers
# One small function per event type keeps each rule of display in one place;
# what the table says of each event is written in game.ui.history.


def _round_started(m: TableModel, e: RoundStarted) -> None:
    for view in m.seats:
        m._to_discard(*view.line, *view.held)
        view.line.clear()
        view.held.clear()
        view.aside.clear()
        view.status = ACTIVE
        view.stopped = False
        view.flip7 = False
        view.choosing = False
        view.attacked = False
        view.struck = 0
        view.dealt = False
        view.round_score = 0
    m.forcing.clear()
    m.draws_for.clear()
    m.round_number = e.number
    m.dealer = e.dealer
    m.tiebreak = e.tiebreak
    m.last_scored = None


def _dealt(m: TableModel, e: CardDealt | CardDrawn) -> None:
    m.drawn_for = None
    if isinstance(e, CardDrawn) and m.draws_for and m.draws_for[-1][0] == e.seat:
        seat, left, card = m.draws_for.pop()
        m.drawn_for = (card, C.CARDS[card].draws - left + 1)
        if left > 1:
            m.draws_for.append((seat, left - 1, card))
    m.deck_count = max(0, m.deck_count - 1)
    view = m.seats[e.seat]
    view.dealt = True
    m.drawn[e.card] += 1
    m._receive(e.seat, e.card)


def _set_aside(m: TableModel, e: CardSetAside) -> None:
    view = m.seats[e.seat]
    if e.card in view.held:
        view.aside.append(e.card)


def _action_played(m: TableModel, e: ActionPlayed) -> None:
    draws = C.CARDS[e.card].draws
    if draws:
        m.draws_for.append((e.on, draws, e.card))
    if m._release(e.by, e.card):
        m._to_discard(e.card)
        if draws:
            m.forcing.append(e.card)


def _modifier_played(m: TableModel, e: ModifierPlayed) -> None:
    m._release(e.by, e.card)
    m.seats[e.on].line.append(e.card)
    m._rescore(e.on)


def _frozen(m: TableModel, e: Frozen) -> None:
    m.seats[e.seat].status = FROZEN
    m.draws_for.clear()  # (only ever after the draws: none is left over, G-6 aside)


def _stayed(m: TableModel, e: Stayed) -> None:
    m.seats[e.seat].status = STAYED
    m.draws_for.clear()


def _stopped(m: TableModel, e: Stopped) -> None:
    m.seats[e.seat].status = STAYED
    m.seats[e.seat].stopped = True
    m.draws_for.clear()


def _busted(m: TableModel, e: Busted) -> None:
    view = m.seats[e.seat]
    view.status = BUSTED
    m._rescore(e.seat)
    if m.draws_for and m.draws_for[-1][0] == e.seat:
        m.draws_for.pop()  # a bust ends the draws (C-4, V-4)


def _chance_used(m: TableModel, e: SecondChanceUsed) -> None:
    m._take_from_line(e.seat, e.card, last=True)
    m._take_from_line(e.seat, C.CHANCE)
    m._to_discard(e.card, C.CHANCE)


def _chance_given(m: TableModel, e: SecondChanceGiven) -> None:
    m._release(e.by, C.CHANCE)
    m.seats[e.to].line.append(C.CHANCE)
    m._rescore(e.to)


def _discarded(m: TableModel, e: CardDiscarded) -> None:
    if m._release(e.seat, e.card):
        m._to_discard(e.card)


def _flip7(m: TableModel, e: Flip7) -> None:
    m.draws_for.clear()  # the round ends at once (G-10)
    view = m.seats[e.seat]
    view.flip7 = True
    # V-B-3: in Brutal mode the +15 is a choice still to be made.
    view.choosing = m.brutal
    m._rescore(e.seat)


def _reshuffled(m: TableModel, e: Reshuffled) -> None:
    m.deck_count = e.cards
    m.reshuffles += 1
    # The game's pile went into the deck; a card still in play (a Flip Three drawing:
    # the reshuffle came in its draws) stays where the table shows it. It went to 0
    # and came back at the next decision (QA thirtieth pass).
    kept = max(0, m.discard_count - e.cards)
    m.discard_count = kept
    m.discard_top = m.forcing[-1] if kept and m.forcing else None


def _stolen(m: TableModel, e: CardStolen) -> None:
    if m._release(e.by, C.STEAL):
        m._to_discard(C.STEAL)
    m._take_from_line(e.victim, e.card)
    m._arrive_moved(e.by, e.card)


def _swapped(m: TableModel, e: CardsSwapped) -> None:
    if m._release(e.by, C.SWAP):
        m._to_discard(C.SWAP)
    (sa, ca), (sb, cb) = e.first, e.second
    m._take_from_line(sa, ca)
    m._take_from_line(sb, cb)
    m._arrive_moved(sa, cb)
    m._arrive_moved(sb, ca)


def _discarded_by_action(m: TableModel, e: CardDiscardedByAction) -> None:
    if m._release(e.by, C.DISCARD):
        m._to_discard(C.DISCARD)
    m._take_from_line(e.victim, e.card)
    m._to_discard(e.card)


def _unlucky(m: TableModel, e: UnluckyWipe) -> None:
    for card in e.cards:
        m._take_from_line(e.seat, card)
    m._to_discard(*e.cards)


def _brutal(m: TableModel, e: BrutalAttack) -> None:
    m.seats[e.by].choosing = False
    m.seats[e.by].attacked = True
    m._rescore(e.by)
    m.seats[e.on].struck -= 15
    m._rescore(e.on)


def _bonus(m: TableModel, e: Flip7Bonus) -> None:
    m.seats[e.seat].choosing = False
    m._rescore(e.seat)


def _scored(m: TableModel, e: RoundScored) -> None:
    m.last_scored = e
    for seat, view in enumerate(m.seats):
        view.round_score = e.scores[seat]
        view.total = e.totals[seat]
        view.choosing = False


def _tiebreak(m: TableModel, e: TieBreak) -> None:
    """Nothing on the table changes: the history says it."""


def _won(m: TableModel, e: GameWon) -> None:
    m.winner = e.seat
    for seat, view in enumerate(m.seats):
        view.total = e.totals[seat]


_HANDLERS: dict[type, Callable[[TableModel, Any], None]] = {
    RoundStarted: _round_started, CardDealt: _dealt, CardDrawn: _dealt,
    CardSetAside: _set_aside, ActionPlayed: _action_played, ModifierPlayed: _modifier_played,
    Frozen: _frozen, Stayed: _stayed, Stopped: _stopped, Busted: _busted,
    SecondChanceUsed: _chance_used, SecondChanceGiven: _chance_given, CardDiscarded: _discarded,
    Flip7: _flip7, Reshuffled: _reshuffled, CardStolen: _stolen, CardsSwapped: _swapped,
    CardDiscardedByAction: _discarded_by_action, UnluckyWipe: _unlucky, BrutalAttack: _brutal,
    Flip7Bonus: _bonus, RoundScored: _scored, TieBreak: _tiebreak, GameWon: _won,
}

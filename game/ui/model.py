"""The table as the screen shows it, advanced one core event at a time.

``Game.apply`` runs to the next decision at once; the screen must not. The
table scene keeps this *display model* and applies each event to it when its
animation reaches that point, so the picture never runs ahead of the motion.
Once every queued event has been applied the model matches the game
(:meth:`TableModel.matches` checks it in tests).

Cards drawn but not yet resolved (an action waiting for its target, a card
set aside during Flip Three) are *held* in front of their seat.

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

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
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

LOG_LINES = 5


def a_card(code: str) -> str:
    """The card's name with its article: ``"a 5"``, ``"an 8"``, ``"an Unlucky 7"``.

    >>> a_card("11"), a_card("12"), a_card("u7")
    ('an 11', 'a 12', 'an Unlucky 7')
    """
    name = C.card_name(code)
    vowel = name.startswith(("8", "11", "18", "A", "E", "I", "O", "U"))
    return f"{'an' if vowel else 'a'} {name}"


@dataclass
class SeatView:
    """One seat as shown: name, total, line, held cards, status."""

    name: str
    total: int = 0
    line: list[str] = field(default_factory=list)
    held: list[str] = field(default_factory=list)
    aside: list[str] = field(default_factory=list)  # held cards that wait for a flip to end
    status: str = ACTIVE
    flip7: bool = False
    round_score: int = 0  # this round's points, kept current as the line changes


class TableModel:
    """Deck, discard pile, seats, dealer, round and a short log, as displayed."""

    def __init__(self, names: tuple[str, ...], edition: Edition, brutal: bool, target: int,
                 deck_count: int, you: int | None = None) -> None:
        self.seats = [SeatView(name) for name in names]
        self.edition = edition
        self.brutal = brutal
        self.target = target
        self.deck_count = deck_count
        self.discard_count = 0
        self.discard_top: str | None = None  # the card face up on the discard pile
        self.dealer = 0
        self.round_number = 0
        self.tiebreak = False
        # The seat the table calls "you": the one person at a table with exactly
        # one; at a hot-seat table (or one of computers only) everyone has a name.
        self.you = you
        self.log: deque[str] = deque(maxlen=LOG_LINES)
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

    # ------------------------------------------------------------------ words

    def who(self, seat: int) -> str:
        """The seat's name, or "You" for the seat the table addresses."""
        return "You" if seat == self.you else self.seats[seat].name

    def does(self, seat: int, third: str, second: str) -> str:
        """``"Ann stays"`` / ``"You stay"``."""
        return f"{self.who(seat)} {second if seat == self.you else third}"

    def whom(self, seat: int) -> str:
        """Object form: ``"you"`` for the seat the table addresses."""
        return "you" if seat == self.you else self.seats[seat].name

    def whose(self, seat: int) -> str:
        """Possessive: ``"your"`` for the human, ``"Ann's"`` otherwise."""
        return "your" if seat == self.you else f"{self.seats[seat].name}'s"

    def say(self, text: str) -> None:
        """Add a line to the log."""
        self.log.append(text)

    # ------------------------------------------------------------------ events

    def apply(self, event: Event) -> None:
        """Show ``event``: move cards, change statuses, counts and the log."""
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

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
        return self.edition.scorer(line, view.flip7, busted, self.brutal, True).total

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
        engine only when its three cards are done. Counts may differ by that
        card mid-flip; everything else matches event for event.
        """
        self.deck_count = len(game.deck)
        self.discard_count = len(game.discard)
        self.discard_top = game.discard[-1] if game.discard else None


# ---------------------------------------------------------------------- handlers
# One small function per event type keeps each rule of display in one place.


def _round_started(m: TableModel, e: RoundStarted) -> None:
    for view in m.seats:
        m._to_discard(*view.line, *view.held)
        view.line.clear()
        view.held.clear()
        view.aside.clear()
        view.status = ACTIVE
        view.flip7 = False
        view.round_score = 0
    m.round_number = e.number
    m.dealer = e.dealer
    m.tiebreak = e.tiebreak
    m.last_scored = None
    label = "Tie-break round" if e.tiebreak else f"Round {e.number}"
    m.say(f"{label}: {m.who(e.dealer)} {'deal' if e.dealer == m.you else 'deals'}")


def _dealt(m: TableModel, e: CardDealt | CardDrawn) -> None:
    m.deck_count = max(0, m.deck_count - 1)
    m._receive(e.seat, e.card)
    if e.card in C.ACTIONS and e.card != C.CHANCE:
        m.say(f"{m.does(e.seat, 'draws', 'draw')} {C.card_name(e.card)}")


def _set_aside(m: TableModel, e: CardSetAside) -> None:
    view = m.seats[e.seat]
    if e.card in view.held:
        view.aside.append(e.card)
    m.say(f"{C.card_name(e.card)} set aside for later")


def _action_played(m: TableModel, e: ActionPlayed) -> None:
    if m._release(e.by, e.card):
        m._to_discard(e.card)
    if e.card == C.FREEZE:
        return  # the Frozen event that follows tells it
    target = "themselves" if e.by == e.on and e.by != m.you else \
        "yourself" if e.by == e.on else m.whom(e.on)
    m.say(f"{m.does(e.by, 'plays', 'play')} {C.card_name(e.card)} on {target}")


def _modifier_played(m: TableModel, e: ModifierPlayed) -> None:
    m._release(e.by, e.card)
    m.seats[e.on].line.append(e.card)
    m._rescore(e.on)
    target = "themselves" if e.by == e.on and e.by != m.you else \
        "yourself" if e.by == e.on else m.whom(e.on)
    m.say(f"{m.does(e.by, 'gives', 'give')} {C.card_name(e.card)} to {target}")


def _frozen(m: TableModel, e: Frozen) -> None:
    m.seats[e.seat].status = FROZEN
    if e.by == e.seat:
        m.say(f"{m.does(e.seat, 'freezes', 'freeze')} "
              f"{'yourself' if e.seat == m.you else 'themselves'}")
    else:
        m.say(f"{m.does(e.by, 'froze', 'froze')} {m.whom(e.seat)}")


def _stayed(m: TableModel, e: Stayed) -> None:
    m.seats[e.seat].status = STAYED
    m.say(f"{m.does(e.seat, 'stays', 'stay')} with {m.seats[e.seat].round_score}")


def _stopped(m: TableModel, e: Stopped) -> None:
    m.seats[e.seat].status = STAYED
    why = "the deck is empty" if e.reason == "empty" else "Just One More is done"
    m.say(f"{m.does(e.seat, 'stops', 'stop')}: {why}")


def _busted(m: TableModel, e: Busted) -> None:
    view = m.seats[e.seat]
    view.status = BUSTED
    m._rescore(e.seat)
    m.say(f"{m.does(e.seat, 'busts', 'bust')} on {a_card(e.card)}!")


def _chance_used(m: TableModel, e: SecondChanceUsed) -> None:
    m._take_from_line(e.seat, e.card, last=True)
    m._take_from_line(e.seat, C.CHANCE)
    m._to_discard(e.card, C.CHANCE)
    m.say(f"Second Chance saves {m.whom(e.seat)} from {a_card(e.card)}")


def _chance_given(m: TableModel, e: SecondChanceGiven) -> None:
    m._release(e.by, C.CHANCE)
    m.seats[e.to].line.append(C.CHANCE)
    m._rescore(e.to)
    m.say(f"{m.does(e.by, 'gives', 'give')} a Second Chance to {m.whom(e.to)}")


def _discarded(m: TableModel, e: CardDiscarded) -> None:
    if m._release(e.seat, e.card):
        m._to_discard(e.card)
    if e.reason == "no-target":
        m.say(f"{C.card_name(e.card)} has no target: discarded")
    elif e.reason == "extra-chance":
        m.say("Nobody can take the extra Second Chance")


def _flip7(m: TableModel, e: Flip7) -> None:
    m.seats[e.seat].flip7 = True
    m._rescore(e.seat)
    m.say(f"FLIP 7 for {m.whom(e.seat)}!")


def _reshuffled(m: TableModel, e: Reshuffled) -> None:
    m.deck_count = e.cards
    m.discard_count = 0
    m.discard_top = None
    m.say(f"The discard pile is shuffled into a new deck ({e.cards} cards)")


def _stolen(m: TableModel, e: CardStolen) -> None:
    if m._release(e.by, C.STEAL):
        m._to_discard(C.STEAL)
    m._take_from_line(e.victim, e.card)
    m._arrive_moved(e.by, e.card)
    m.say(f"{m.does(e.by, 'steals', 'steal')} {C.card_name(e.card)} from {m.whom(e.victim)}")


def _swapped(m: TableModel, e: CardsSwapped) -> None:
    if m._release(e.by, C.SWAP):
        m._to_discard(C.SWAP)
    (sa, ca), (sb, cb) = e.first, e.second
    m._take_from_line(sa, ca)
    m._take_from_line(sb, cb)
    m._arrive_moved(sa, cb)
    m._arrive_moved(sb, ca)
    m.say(f"{m.does(e.by, 'swaps', 'swap')} {m.whose(sa)} {C.card_name(ca)} "
          f"with {m.whose(sb)} {C.card_name(cb)}")


def _discarded_by_action(m: TableModel, e: CardDiscardedByAction) -> None:
    if m._release(e.by, C.DISCARD):
        m._to_discard(C.DISCARD)
    m._take_from_line(e.victim, e.card)
    m._to_discard(e.card)
    m.say(f"{m.does(e.by, 'discards', 'discard')} {m.whose(e.victim)} {C.card_name(e.card)}")


def _unlucky(m: TableModel, e: UnluckyWipe) -> None:
    for card in e.cards:
        m._take_from_line(e.seat, card)
    m._to_discard(*e.cards)
    m.say(f"Unlucky 7 wipes {m.whose(e.seat)} line!" if e.cards
          else f"Unlucky 7 for {m.whom(e.seat)}")


def _brutal(m: TableModel, e: BrutalAttack) -> None:
    m.say(f"{m.does(e.by, 'takes', 'take')} 15 off {m.whose(e.on)} round!")


def _scored(m: TableModel, e: RoundScored) -> None:
    m.last_scored = e
    for seat, view in enumerate(m.seats):
        view.round_score = e.scores[seat]
        view.total = e.totals[seat]
    best = max(range(m.n), key=lambda s: e.scores[s])
    m.say(f"Round {e.number} scored: best {m.who(best)} +{e.scores[best]}")


def _tiebreak(m: TableModel, e: TieBreak) -> None:
    names = " and ".join(m.who(s) for s in e.seats)
    m.say(f"Tie at the top between {names}: another round!")


def _won(m: TableModel, e: GameWon) -> None:
    m.winner = e.seat
    for seat, view in enumerate(m.seats):
        view.total = e.totals[seat]
    m.say(f"{m.does(e.seat, 'wins', 'win')} with {e.totals[e.seat]}!")


_HANDLERS: dict[type, Callable[[TableModel, Any], None]] = {
    RoundStarted: _round_started, CardDealt: _dealt, CardDrawn: _dealt,
    CardSetAside: _set_aside, ActionPlayed: _action_played, ModifierPlayed: _modifier_played,
    Frozen: _frozen, Stayed: _stayed, Stopped: _stopped, Busted: _busted,
    SecondChanceUsed: _chance_used, SecondChanceGiven: _chance_given, CardDiscarded: _discarded,
    Flip7: _flip7, Reshuffled: _reshuffled, CardStolen: _stolen, CardsSwapped: _swapped,
    CardDiscardedByAction: _discarded_by_action, UnluckyWipe: _unlucky, BrutalAttack: _brutal,
    RoundScored: _scored, TieBreak: _tiebreak, GameWon: _won,
}

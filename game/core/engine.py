"""The rules engine: one game of Flip 7 (classic or With a Vengeance).

A :class:`Game` holds the whole table. It always either waits for one
:class:`~game.core.moves.Decision` (``game.pending``) or is finished.
:meth:`Game.apply` takes a legal move, plays everything that follows by the
rules up to the next real decision, and returns the events that happened.

Effects nest (a Flip Three draws a Flip Three whose target busts and picks a
new target …), so the engine keeps an explicit stack of small *tasks*; each
task does one step of the rules and may ask for a decision. This keeps every
rule in one place and makes a game copyable for AI search.

What happens when a card arrives in a line is decided in one place,
:mod:`game.core.arrival`; what each card does when played, and whom it may
target, is read from the card table :data:`game.core.cards.CARDS`.

A game that nobody watches (``watched=False``: simulations, AI search)
builds no events at all; ``apply`` then returns an empty list.

Randomness never hides in here: the initial deck order and every reshuffle
come from an explicit order or from the injected ``random.Random``.

>>> import random
>>> game = Game(["Ann", "Ben", "Cat"], Rules(CLASSIC), rng=random.Random(7))
>>> game.pending.kind
'turn'
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, NamedTuple

from . import cards as C
from .arrival import (
    BUSTS,
    EXTRA,
    PLAYED,
    SAVED,
    WIPES,
    receive,
    would_bust,
)
from .arrival import (
    FLIP7 as MAKES_FLIP7,
)
from .cards import CARDS, ZERO
from .editions import CLASSIC, Edition, full_deck
from .events import (
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
from .moves import (
    ATTACK,
    BONUS,
    DISCARD,
    FLIP7,
    HIT,
    STAY,
    STEAL,
    SWAP,
    TARGET,
    TURN,
    Decision,
    IllegalMove,
    Move,
)
from .quoting import as_given
from .scoring import Breakdown

__all__ = [
    "ACTIVE", "BUSTED", "CLASSIC", "FROZEN", "STAYED", "Game", "RoundResult", "Rules", "step",
    "would_bust",
]

#: Seat statuses within a round. The engine and the computers compare them by
#: identity (``is``, the hot path): every status is one of these objects, in a
#: pickled game too (it is loaded by replaying it, see ``Game.__reduce__``).
ACTIVE: Final = "active"
STAYED: Final = "stayed"  # stayed voluntarily, or stopped (V-3, G-6)
FROZEN: Final = "frozen"
BUSTED: Final = "busted"

_HIT: Final = Move(HIT)
_HIT_OR_STAY: Final = (_HIT, Move(STAY))
_SET_ASIDE: Final = "set-aside"


@dataclass(frozen=True)
class Rules:
    """Everything that configures a game besides the players.

    >>> Rules(CLASSIC, target=50).target
    50
    """

    edition: Edition = CLASSIC
    brutal: bool = False
    target: int = 200

    def __post_init__(self) -> None:
        if not 50 <= self.target <= 1000:
            raise ValueError(f"target {self.target} is outside 50-1000 (G-3)")
        if self.brutal and not self.edition.allows_brutal:
            raise ValueError("Brutal mode exists only in With a Vengeance (V-B)")

    def __reduce__(self) -> tuple[type[Rules], tuple[Edition, bool, int]]:
        """Pickle by the constructor: a compiled (mypyc) frozen dataclass cannot
        be loaded field by field."""
        return Rules, (self.edition, self.brutal, self.target)


class RoundResult(NamedTuple):
    """A completed round as the replay command reports it."""

    number: int
    dealer: int
    scores: tuple[int, ...]
    busted: tuple[int, ...]
    flip7: int | None
    lines: tuple[tuple[str, ...], ...]
    breakdowns: tuple[Breakdown, ...]


def shuffle(cards: list[str], rng: random.Random) -> None:
    """Shuffle ``cards`` in place with ``rng``.

    The Fisher–Yates shuffle of :meth:`random.Random.shuffle`, each index
    drawn from ``getrandbits`` as it draws them, so a seed deals exactly the
    cards it always dealt. Spelled out here so that a compiled engine runs
    it compiled (a shuffle of 94 cards costs as much as a quarter of a
    simulated game otherwise), and so that the deal of a seed is the
    engine's own, whatever the Python version.

    >>> order = list("abcdef")
    >>> copy = list(order)
    >>> shuffle(order, random.Random(3)); random.Random(3).shuffle(copy)
    >>> order == copy
    True
    """
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        size = i + 1
        bits = size.bit_length()
        j = getrandbits(bits)
        while j >= size:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


class Reshuffler:
    """Where reshuffled decks come from: listed orders first, then the rng (G-6)."""

    def __init__(self, orders: Sequence[Sequence[str]], rng: random.Random) -> None:
        self.orders = [list(o) for o in orders]
        self.rng = rng

    def next_order(self, discard: list[str], index: int) -> list[str]:
        """The new deck, top card first, for the ``index``-th reshuffle (0-based)."""
        if index < len(self.orders):
            order = self.orders[index]
            if sorted(order) != sorted(discard):
                raise IllegalMove(
                    f"reshuffle {index + 1} is not a permutation of the discard pile", "G-6"
                )
            return list(order)
        order = list(discard)
        shuffle(order, self.rng)
        return order

    def copy(self) -> Reshuffler:
        """An independent copy whose rng continues identically."""
        clone = Reshuffler((), random.Random())
        clone.orders = self.orders
        clone.rng.setstate(self.rng.getstate())
        return clone


# --------------------------------------------------------------------------- tasks


class _Task:
    """One pending step of the rules; the engine runs the top of its stack."""

    __slots__ = ()

    def run(self, game: Game) -> None:
        raise NotImplementedError

    def answer(self, game: Game, move: Move) -> None:
        raise NotImplementedError  # pragma: no cover - only deciding tasks answer

    def held(self) -> list[str]:
        """Cards this task holds out of every line, deck and pile."""
        return []

    def clone(self) -> _Task:
        return self


class _Deal(_Task):
    """G-7: one card each, left of the dealer first, dealer last."""

    __slots__ = ("index", "order")

    def __init__(self, order: list[int]) -> None:
        self.order = order
        self.index = 0

    def run(self, game: Game) -> None:
        status, drawn = game.status, game.drawn
        while self.index < len(self.order):
            seat = self.order[self.index]
            self.index += 1
            # Skip players already out or already given draws this round (G-7).
            if status[seat] is ACTIVE and not drawn[seat]:
                card = game._draw(seat, dealt=True)
                if card is not None:
                    game._receive_drawn(seat, card, None)
                return
        game.stack.pop()
        game.stack.append(_Turns((game.dealer + 1) % game.n))

    def clone(self) -> _Task:
        copy = _Deal(self.order)
        copy.index = self.index
        return copy


class _Turns(_Task):
    """G-8: active players hit or stay in turn until nobody is active."""

    __slots__ = ("current", "seat")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.current = seat

    def run(self, game: Game) -> None:
        status, n = game.status, game.n
        seat = self.seat
        for _ in range(n):
            if status[seat] is ACTIVE:
                break
            seat = seat + 1 if seat + 1 < n else 0
        else:
            game.stack.pop()
            game.stack.append(_RoundEnd())
            return
        self.current = seat
        if game.edition.zero_rules and ZERO in game.lines[seat]:
            game._forced.add(seat)
            self.answer(game, _HIT)  # V-10: the Zero forces a hit, the only choice (G-13)
            return
        # The same decision every turn of this seat: built once per game.
        game.pending = game._turn_decisions[seat]
        game._pending_task = self

    def answer(self, game: Game, move: Move) -> None:
        seat = self.current
        # Play goes on after the player whose turn it was (G-8).
        self.seat = seat + 1 if seat + 1 < game.n else 0
        if move.do == STAY:
            game.status[seat] = STAYED
            if game.watched:
                game._events.append(Stayed(seat))
            return
        card = game._draw(seat)
        if card is not None:
            game._receive_drawn(seat, card, None)

    def clone(self) -> _Task:
        copy = _Turns(self.seat)
        copy.current = self.current
        return copy


class _HeldCard(_Task):
    """A task that plays one card held by ``by`` (the card is out of every pile)."""

    __slots__ = ("by", "card")

    def __init__(self, by: int, card: str) -> None:
        self.by = by
        self.card = card

    def held(self) -> list[str]:
        return [self.card]


class _ChooseTarget(_HeldCard):
    """C-2, C-5, V-1: whoever holds ``card`` picks the player it goes to."""

    __slots__ = ()

    def run(self, game: Game) -> None:
        card = self.card
        targets = _TARGETS[CARDS[card].targets](game, self.by)
        if not targets:
            game.stack.pop()
            game.discard.append(card)
            if game.watched:
                reason = "extra-chance" if CARDS[card].effect == C.GIVE else "no-target"
                game._events.append(CardDiscarded(card, self.by, reason))
            return
        game._ask(Decision(self.by, TARGET, tuple(Move(TARGET, t) for t in targets), card),
                  self)

    def answer(self, game: Game, move: Move) -> None:
        game.stack.pop()
        assert move.player is not None
        card = self.card
        _PLAYS[CARDS[card].effect](game, self.by, card, move.player)


class _Flip(_Task):
    """C-4 / V-4: the target takes the next N cards, one at a time."""

    __slots__ = ("aside", "by", "card", "left", "mark", "resolving", "target")

    def __init__(self, by: int, target: int, card: str, left: int) -> None:
        self.by = by
        self.target = target
        self.card = card
        self.left = left
        self.aside: list[str] = []
        #: The draws are done and the set-aside cards are being resolved (each its own
        #: task above this one); the card itself is still in play until they are.
        self.resolving = False
        #: When resolving began: the reshuffles so far and the discard pile's size.
        self.mark = (0, 0)

    def run(self, game: Game) -> None:
        target = self.target
        if self.resolving:
            game.stack.pop()
            self.finish(game)
            return
        if self.left > 0 and game.status[target] is not BUSTED:
            self.left -= 1
            card = game._draw(target)
            if card is None:
                self.left = 0  # G-6: forced draws end when no card is left
            else:
                game._receive_drawn(target, card, self)
            return
        if not self.aside:
            game.stack.pop()
            game.discard.append(self.card)
            return
        if game.status[target] is BUSTED and not game.edition.set_aside_after_bust:
            # V-4: a busted Flip Four target's set-aside cards are void.
            game.stack.pop()
            game.discard.append(self.card)
            for card in self.aside:
                game.discard.append(card)
                if game.watched:
                    game._events.append(CardDiscarded(card, target, _SET_ASIDE))
            return
        # Resolve in the order drawn: the first ends up on top of the stack, all of
        # them above this task, which then discards the card.
        self.resolving = True
        self.mark = (len(game.reshuffle_orders), len(game.discard))
        aside, self.aside = self.aside, []
        void = not game.edition.set_aside_after_bust
        for card in reversed(aside):
            game.stack.append(_AsideCard(target, card) if void else _task_for_card(target, card))

    def finish(self, game: Game) -> None:
        """The set-aside cards are resolved (or the round ended on a Flip 7 meanwhile):
        the card goes to the discard pile (rules.md, "Readings settled"), so a
        reshuffle while they were resolved left it out of the new deck.

        Without such a reshuffle it takes the place in the pile it had when its draws
        ended, under the cards its set-aside cards discarded: the pile's order then
        is the one it always had, and so are the seeded reshuffles drawn from it.
        """
        reshuffles, size = self.mark
        if len(game.reshuffle_orders) == reshuffles:
            game.discard.insert(size, self.card)
        else:
            game.discard.append(self.card)

    def held(self) -> list[str]:
        return [self.card, *self.aside]

    def clone(self) -> _Task:
        copy = _Flip(self.by, self.target, self.card, self.left)
        copy.aside = list(self.aside)
        copy.resolving = self.resolving
        copy.mark = self.mark
        return copy


class _AsideCard(_Task):
    """V-4: a card a Flip Four set aside, at its turn to be resolved by the target: if
    the target has busted meanwhile (a card set aside before it, resolved, made them
    bust), it is discarded unplayed like the rest ("only if the target did not bust";
    seed 004: "als de speler niet af is"); otherwise it is played as usual."""

    __slots__ = ("card", "target")

    def __init__(self, target: int, card: str) -> None:
        self.target = target
        self.card = card

    def run(self, game: Game) -> None:
        game.stack.pop()
        if game.status[self.target] is BUSTED:
            game.discard.append(self.card)
            if game.watched:
                game._events.append(CardDiscarded(self.card, self.target, _SET_ASIDE))
            return
        game.stack.append(_task_for_card(self.target, self.card))

    def held(self) -> list[str]:
        return [self.card]


class _OneMore(_Task):
    """V-3: the target takes one card, resolves it, then stops."""

    __slots__ = ("card", "done", "target")

    def __init__(self, target: int, card: str) -> None:
        self.target = target
        self.card = card
        self.done = False

    def run(self, game: Game) -> None:
        target = self.target
        if not self.done:
            self.done = True
            card = game._draw(target)
            if card is not None:
                game._receive_drawn(target, card, None)
            return
        game.stack.pop()
        game.discard.append(self.card)
        if game.status[target] is not BUSTED:
            game.status[target] = STAYED
            if game.watched:
                game._events.append(Stopped(target, "onemore"))

    def held(self) -> list[str]:
        return [self.card]

    def clone(self) -> _Task:
        copy = _OneMore(self.target, self.card)
        copy.done = self.done
        return copy


class _Steal(_HeldCard):
    """V-5: take one card from another non-busted player's line."""

    __slots__ = ()

    def run(self, game: Game) -> None:
        options = tuple(
            Move(STEAL, seat, code)
            for seat in game._unbusted() if seat != self.by
            for code in _unique(game.lines[seat])
        )
        game._ask_or_void(Decision(self.by, STEAL, options, self.card), self)

    def answer(self, game: Game, move: Move) -> None:
        game.stack.pop()
        game.discard.append(self.card)
        victim, code = move.player, move.card
        assert victim is not None and code is not None
        game.lines[victim].remove(code)
        if game.watched:
            game._events.append(CardStolen(self.by, victim, code))
        game._receive_moved(self.by, [(self.by, code)])


class _Swap(_HeldCard):
    """V-6: exchange two cards of two different non-busted players."""

    __slots__ = ()

    def run(self, game: Game) -> None:
        pairs = [(seat, code) for seat in game._unbusted() for code in _unique(game.lines[seat])]
        options = tuple(
            Move(SWAP, a[0], a[1], b)
            for i, a in enumerate(pairs) for b in pairs[i + 1:] if a[0] != b[0]
        )
        game._ask_or_void(Decision(self.by, SWAP, options, self.card), self)

    def answer(self, game: Game, move: Move) -> None:
        game.stack.pop()
        game.discard.append(self.card)
        first = (move.player, move.card)
        second = move.other
        assert first[0] is not None and first[1] is not None and second is not None
        lines = game.lines
        # Both cards move at once (V-9): take both out, then put both in.
        lines[first[0]].remove(first[1])
        lines[second[0]].remove(second[1])
        if game.watched:
            game._events.append(CardsSwapped(self.by, (first[0], first[1]), second))
        game._receive_moved(self.by, [(first[0], second[1]), (second[0], first[1])])


class _DiscardAction(_HeldCard):
    """V-7: a chosen card of a non-busted player goes to the discard pile."""

    __slots__ = ()

    def run(self, game: Game) -> None:
        options = tuple(
            Move(DISCARD, seat, code)
            for seat in game._unbusted() for code in _unique(game.lines[seat])
        )
        game._ask_or_void(Decision(self.by, DISCARD, options, self.card), self)

    def answer(self, game: Game, move: Move) -> None:
        game.stack.pop()
        game.discard.append(self.card)
        victim, code = move.player, move.card
        assert victim is not None and code is not None
        game.lines[victim].remove(code)
        game.discard.append(code)
        if game.watched:
            game._events.append(CardDiscardedByAction(self.by, victim, code))


class _Flip7Choice(_Task):
    """V-B-3: a Brutal Flip 7 takes +15 or gives −15 to another player."""

    __slots__ = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def run(self, game: Game) -> None:
        attacks = (Move(ATTACK, other) for other in range(game.n) if other != self.seat)
        options = (Move(BONUS), *attacks)
        game._ask(Decision(self.seat, FLIP7, options), self)

    def answer(self, game: Game, move: Move) -> None:
        game.stack.pop()
        if move.do == ATTACK:
            assert move.player is not None
            game._attacks.append((self.seat, move.player))
            if game.watched:
                game._events.append(BrutalAttack(self.seat, move.player))
        elif game.watched:
            # The +15 is said too: without it the record of the round read as if the
            # choice were still open (QA 40).
            game._events.append(Flip7Bonus(self.seat))


class _RoundEnd(_Task):
    """G-11, G-12: score the round, then end the game or deal the next round."""

    __slots__ = ()

    def run(self, game: Game) -> None:
        game.stack.pop()
        game._score_round()


# ------------------------------------------------------------------- card tables
# What a played card does and whom it may go to, per the card table's
# ``effect`` and ``targets`` (game.core.cards): no branch on card codes here.


def _task_for_card(holder: int, card: str) -> _Task:
    """The task that plays an action (or Vengeance modifier) card."""
    return _CARD_TASKS.get(CARDS[card].effect, _ChooseTarget)(holder, card)


#: Cards whose choice is of cards, not of a player (V-5 … V-7).
_CARD_TASKS: Final[dict[str, type[_HeldCard]]] = {
    C.TAKE: _Steal, C.EXCHANGE: _Swap, C.REMOVE: _DiscardAction,
}


def _active_players(game: Game, by: int) -> list[int]:
    status = game.status
    return [s for s in range(game.n) if status[s] is ACTIVE]


def _chance_takers(game: Game, by: int) -> list[int]:
    status, lines = game.status, game.lines
    return [s for s in range(game.n)
            if s != by and status[s] is ACTIVE and C.CHANCE not in lines[s]]


def _unbusted_players(game: Game, by: int) -> list[int]:
    return game._unbusted()


def _modifier_takers(game: Game, by: int) -> list[int]:
    return list(range(game.n)) if game.rules.brutal else game._unbusted()


#: Legal players for a card that ``by`` plays, per ``Card.targets`` (C-2, C-5, V-1, V-B-2).
_TARGETS: Final[dict[str, Callable[[Game, int], list[int]]]] = {
    C.ACTIVE_PLAYERS: _active_players, C.CHANCE_TAKERS: _chance_takers,
    C.UNBUSTED: _unbusted_players, C.MODIFIER_TAKERS: _modifier_takers,
}


def _give(game: Game, by: int, card: str, target: int) -> None:
    game.lines[target].append(card)  # C-5: an extra Second Chance changes hands
    if game.watched:
        game._events.append(SecondChanceGiven(by, target))


def _modify(game: Game, by: int, card: str, target: int) -> None:
    game.lines[target].append(card)  # V-1: the modifier stays in the target's line
    if game.watched:
        game._events.append(ModifierPlayed(card, by, target))


def _freeze(game: Game, by: int, card: str, target: int) -> None:
    if game.watched:
        game._events.append(ActionPlayed(card, by, target))
    game.discard.append(card)
    game.status[target] = FROZEN  # C-3
    if game.watched:
        game._events.append(Frozen(target, by))


def _one_more(game: Game, by: int, card: str, target: int) -> None:
    if game.watched:
        game._events.append(ActionPlayed(card, by, target))
    game.stack.append(_OneMore(target, card))  # V-3


def _flip(game: Game, by: int, card: str, target: int) -> None:
    if game.watched:
        game._events.append(ActionPlayed(card, by, target))
    game.stack.append(_Flip(by, target, card, CARDS[card].draws))  # C-4, V-4


#: What a card played on a chosen player does, per ``Card.effect``.
_PLAYS: Final[dict[str, Callable[[Game, int, str, int], None]]] = {
    C.GIVE: _give, C.MODIFY: _modify, C.FREEZE_TARGET: _freeze, C.ONE_MORE: _one_more,
    C.FLIP: _flip,
}


def _unique(line: list[str]) -> list[str]:
    """Codes of a line without repeats: options are sets (G-13)."""
    return list(dict.fromkeys(line))


def deck_difference(deck: Sequence[str], full: Sequence[str]) -> str:
    """What ``deck`` has that ``full`` lacks and the other way round, a few cards of
    each named, so that a hand-edited record's bad card can be found.

    >>> deck_difference(["5", "14", "12", "12"], ["5", "11", "12"])
    'extra 14, 12; missing 11'
    >>> deck_difference(["5"], [str(k % 13) for k in range(20)])
    'missing 0 x2, 1 x2, 2 x2, 3 x2 and 11 more'
    """
    have, want = Counter(deck), Counter(full)
    extra, missing = have - want, want - have
    parts = []
    if extra:
        parts.append("extra " + _some([c for c in dict.fromkeys(deck) if c in extra], extra))
    if missing:
        parts.append("missing " + _some([c for c in dict.fromkeys(full) if c in missing],
                                        missing))
    return "; ".join(parts)


def _some(cards: list[str], counts: Counter[str], most: int = 4) -> str:
    """``cards`` (distinct, each ``xN`` when ``counts`` has it more than once), the
    first ``most`` named and the rest counted."""
    # Each cut short: a damaged save's card of 3,000 characters filled the title screen,
    # where the save was kept out of sight (QA 235).
    named = [as_given(card, 12) if counts[card] == 1 else f"{as_given(card, 12)} x{counts[card]}"
             for card in cards[:most]]
    rest = sum(counts[card] for card in cards[most:])
    return ", ".join(named) + (f" and {rest} more" if rest else "")


# --------------------------------------------------------------------------- game


class Game:
    """One game: the table, the deck, the scores and what happens next.

    ``players`` are names (or a count); ``deck`` is the initial order, top
    card first (otherwise ``rng`` shuffles a full deck); ``dealer`` the first
    dealer (otherwise drawn with ``rng``, G-4); ``reshuffles`` explicit orders
    for the first reshuffles, the rest shuffled with ``rng`` (G-6). A game
    that is not ``watched`` builds no events (``apply`` returns ``[]``).
    """

    def __new__(cls, *args: object, **kwargs: object) -> Game:
        # Spelled out so that ``Game.__new__(Game)`` makes an empty game for
        # :meth:`copy` without running ``__init__``, compiled (mypyc) too.
        return super().__new__(cls)

    def __init__(
        self,
        players: Sequence[str] | int,
        rules: Rules | None = None,
        *,
        rng: random.Random | None = None,
        deck: Sequence[str] | None = None,
        dealer: int | None = None,
        reshuffles: Sequence[Sequence[str]] = (),
        watched: bool = True,
    ) -> None:
        names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) \
            else list(players)
        if len(names) < 3:
            raise ValueError("Flip 7 needs at least 3 players (G-2)")
        self.rules = rules or Rules()
        self.edition = self.rules.edition
        self.names = tuple(names)
        self.n = n = len(names)
        self.watched = watched
        rng = rng if rng is not None else random.Random()
        full = full_deck(self.edition, n)
        if deck is None:
            order = list(full)
            shuffle(order, rng)
        else:
            order = list(deck)
            if sorted(order) != sorted(full):
                raise ValueError(f"the deck is not a complete {self.edition.name} deck for "
                                 f"{n} players (G-2): {deck_difference(order, full)}")
        if dealer is None:
            dealer = rng.randrange(n)
        elif not 0 <= dealer < n:
            raise ValueError(f"dealer {dealer} is not a seat (G-4)")
        self.initial_deck = tuple(order)
        self.first_dealer = dealer
        self.reshuffler = Reshuffler(reshuffles, rng)
        self.deck = order[::-1]  # top card at the end: pop() draws it
        self.discard: list[str] = []
        self.totals = [0] * n
        self.dealer = dealer
        self.round_number = 0
        self.lines: list[list[str]] = [[] for _ in range(n)]
        self.status: list[str] = [ACTIVE] * n
        self.drawn = [False] * n
        self.stack: list[_Task] = []
        self.pending: Decision | None = None
        self._pending_task: _Task | None = None
        self._turn_decisions = tuple(Decision(s, TURN, _HIT_OR_STAY) for s in range(n))
        #: The seats whose turn the Zero played (a forced hit, V-10) since the last move:
        #: a record's stay for one of them is refused by V-10 (see :meth:`play`).
        self._forced: set[int] = set()
        self.finished = False
        self.winner: int | None = None
        self.rounds: list[RoundResult] = []
        self.moves: list[tuple[int, Move]] = []
        self.reshuffle_orders: list[list[str]] = []
        self.flip7_seats: list[int] = []
        self._attacks: list[tuple[int, int]] = []
        self.tiebreak = False
        self._events: list[Event] = []
        self.deck_counts: dict[str, int] = {}
        self._count_deck()
        self._start_round()
        self._advance()
        self.opening_events = self._take_events()

    # ----------------------------------------------------------------- public API

    def apply(self, move: Move) -> list[Event]:
        """Play ``move`` for the pending decision; return what happened.

        Raises :class:`IllegalMove` naming the rule if the move is not legal.
        """
        decision = self.pending
        if decision is None:
            raise IllegalMove("the game is over", "G-12")
        if move not in decision.options:
            raise IllegalMove(self._why_illegal(decision, move), _decision_rule(self, decision))
        self.moves.append((decision.seat, move))
        if self._forced:
            self._forced.clear()
        task = self._pending_task
        assert task is not None
        self.pending = None
        self._pending_task = None
        task.answer(self, move)
        self._advance()
        if not self.watched:
            return []
        return self._take_events()

    def play(self, seat: int, move: Move) -> list[Event]:
        """Like :meth:`apply`, first checking that ``seat`` is the one to decide."""
        decision = self.pending
        if (move.do == STAY and decision is not None and self.edition.zero_rules
                and (seat != decision.seat or move not in decision.options)
                and 0 <= seat < self.n and (seat in self._forced or (
                    C.ZERO in self.lines[seat] and self.status[seat] is ACTIVE))):
            # The Zero's forced hit is automatic (G-13), so name V-10, not the turn order:
            # also when that hit has just busted the seat, whose stay came at its turn
            # (QA 101: it was called out of turn), though not when the seat may stay now
            # (a new round's turn after that hit). Not for a seat that stayed before a
            # Swap gave it the Zero: that one is out of turn (G-8), not made to hit.
            raise IllegalMove(f"seat {seat} cannot stay while holding the Zero", "V-10")
        if decision is not None and seat != decision.seat:
            raise IllegalMove(
                f"seat {seat} is not to decide now, seat {decision.seat} is", "G-8")
        return self.apply(move)

    def legal_moves(self) -> tuple[Move, ...]:
        """The options of the pending decision (empty once the game is over)."""
        return self.pending.options if self.pending is not None else ()

    def __reduce__(self) -> tuple[Callable[..., Game], tuple[object, ...]]:
        """Pickle as the game's record: how it started, its reshuffles and its
        moves, replayed on loading, and the reshuffle rng where it is now, so
        that the loaded game plays on exactly as this one would. Replaying
        rebuilds every status from the engine's own constants (compared by
        identity) and needs no field of a compiled (mypyc) Game."""
        used = len(self.reshuffle_orders)
        reshuffles = [*self.reshuffle_orders, *self.reshuffler.orders[used:]]
        return _replayed, (self.names, self.rules, self.initial_deck, self.first_dealer,
                           reshuffles, [move for _, move in self.moves],
                           self.reshuffler.rng.getstate(), self.watched)

    def copy(self, watched: bool | None = None) -> Game:
        """An independent copy (the reshuffle rng is copied too, not shared).

        ``watched`` sets whether the copy builds events (by default as this
        game does); a copy starts with no events of its own.
        """
        clone = Game.__new__(Game)
        # Immutable or never changed after set-up: shared.
        clone.rules = self.rules
        clone.edition = self.edition
        clone.names = self.names
        clone.n = self.n
        clone.watched = self.watched if watched is None else watched
        clone.initial_deck = self.initial_deck
        clone.first_dealer = self.first_dealer
        clone.opening_events = self.opening_events
        clone._turn_decisions = self._turn_decisions
        clone._forced = set(self._forced)
        clone.pending = self.pending
        clone.finished = self.finished
        clone.winner = self.winner
        clone.dealer = self.dealer
        clone.round_number = self.round_number
        clone.tiebreak = self.tiebreak
        # Changing state: copied.
        clone.reshuffler = self.reshuffler.copy()
        clone.deck = list(self.deck)
        clone.deck_counts = dict(self.deck_counts)
        clone.discard = list(self.discard)
        clone.totals = list(self.totals)
        clone.lines = [list(line) for line in self.lines]
        clone.status = list(self.status)
        clone.drawn = list(self.drawn)
        clone.stack = [task.clone() for task in self.stack]
        clone._pending_task = None
        if self._pending_task is not None:
            clone._pending_task = clone.stack[self.stack.index(self._pending_task)]
        clone.rounds = list(self.rounds)
        clone.moves = list(self.moves)
        clone.reshuffle_orders = list(self.reshuffle_orders)
        clone.flip7_seats = list(self.flip7_seats)
        clone._attacks = list(self._attacks)
        clone._events = []
        return clone

    def set_aside(self) -> list[str]:
        """Cards out of every line, deck and pile: action cards being played
        and cards set aside during a Flip Three / Flip Four (C-4, V-4)."""
        held: list[str] = []
        for task in self.stack:
            held += task.held()
        return held

    def cards_in_play(self) -> list[str]:
        """Action cards played whose effect is still under way (a Flip Three drawing or
        resolving the cards it set aside, Just One More's draw): they reach the discard
        pile only when it is over (C-4, V-4), while a table shows them there from the
        moment they are played."""
        return [task.card for task in self.stack if isinstance(task, (_Flip, _OneMore))]

    def all_cards(self) -> list[str]:
        """Every card of the game wherever it is (for invariant checks)."""
        cards = list(self.deck) + list(self.discard) + self.set_aside()
        for line in self.lines:
            cards += line
        return cards

    def active_seats(self) -> list[int]:
        """Seats still taking turns this round."""
        return [s for s in range(self.n) if self.status[s] is ACTIVE]

    def round_score(self, seat: int) -> int:
        """What ``seat``'s line would score if the round ended now."""
        bust = self.status[seat] is BUSTED
        return self.edition.scorer(
            self.lines[seat], seat in self.flip7_seats, bust, self.rules.brutal, True).total

    # ----------------------------------------------------------------- engine

    def _take_events(self) -> list[Event]:
        events = self._events
        self._events = []
        return events

    def _advance(self) -> None:
        while self.pending is None and not self.finished:
            self.stack[-1].run(self)

    def _ask(self, decision: Decision, task: _Task) -> None:
        if len(decision.options) == 1:
            task.answer(self, decision.options[0])  # G-13: the only choice is made for you
        else:
            self.pending = decision
            self._pending_task = task

    def _ask_or_void(self, decision: Decision, task: _Task) -> None:
        if decision.options:
            self._ask(decision, task)
            return
        # V-8: no legal choice: the card is discarded without effect.
        self.stack.pop()
        assert decision.card is not None
        self.discard.append(decision.card)
        if self.watched:
            self._events.append(CardDiscarded(decision.card, decision.seat, "no-target"))

    def _count_deck(self) -> None:
        # Counted in C; codes in the order of their first copy in the deck, as
        # a plain dict (the AI iterates the counts in this order).
        self.deck_counts = dict(Counter(self.deck))

    def _draw(self, seat: int, dealt: bool = False) -> str | None:
        """Take the top card for ``seat``; reshuffle the discard pile if needed (G-6)."""
        if not self.deck:
            if not self.discard:
                # G-6: nothing left to draw: the player stays / stops.
                if self.status[seat] is ACTIVE:
                    self.status[seat] = STAYED
                    if self.watched:
                        self._events.append(Stopped(seat, "empty"))
                return None
            order = self.reshuffler.next_order(self.discard, len(self.reshuffle_orders))
            self.reshuffle_orders.append(order)
            self.deck = order[::-1]
            self.discard = []
            self._count_deck()
            if self.watched:
                self._events.append(Reshuffled(len(order)))
        card = self.deck.pop()
        self.deck_counts[card] -= 1
        self.drawn[seat] = True
        if self.watched:
            self._events.append(CardDealt(seat, card) if dealt else CardDrawn(seat, card))
        return card

    def _receive_drawn(self, seat: int, card: str, flip: _Flip | None) -> None:
        """Resolve a card ``seat`` just drew; ``flip`` is a Flip Three/Four in progress."""
        discard = self.discard
        mark = len(discard)
        outcome = receive(self.lines[seat], card, self.edition, discard)
        if outcome <= MAKES_FLIP7:  # joins, maybe with Flip 7
            if outcome == MAKES_FLIP7:
                self._flip7([seat])
        elif outcome == BUSTS:
            self.status[seat] = BUSTED
            if self.watched:
                self._events.append(Busted(seat, card))
        elif outcome == PLAYED:
            if flip is not None:
                flip.aside.append(card)  # C-4, V-4: resolved after the flip
                if self.watched:
                    self._events.append(CardSetAside(seat, card))
            else:
                self.stack.append(_task_for_card(seat, card))
        elif outcome == SAVED:
            if self.watched:
                self._events.append(SecondChanceUsed(seat, card))
        elif outcome == WIPES:
            if self.watched:
                self._events.append(UnluckyWipe(seat, tuple(discard[mark:])))
        elif outcome == EXTRA:
            # C-4: a Second Chance takes effect at once, even during Flip Three;
            # C-5: an extra one is given away.
            self.stack.append(_ChooseTarget(seat, card))

    def _receive_moved(self, mover: int, arrivals: list[tuple[int, str]]) -> None:
        """V-9: cards moved by Steal/Swap are received: busts and Unlucky 7
        first, then Flip 7, looking at seats clockwise from ``mover``."""
        n = self.n
        arrivals.sort(key=lambda a: (a[0] - mover) % n)
        discard = self.discard
        winners: list[int] = []
        for seat, card in arrivals:
            mark = len(discard)
            outcome = receive(self.lines[seat], card, self.edition, discard, moved=True)
            if outcome == BUSTS:
                self.status[seat] = BUSTED
                if self.watched:
                    self._events.append(Busted(seat, card))
            elif outcome == WIPES:
                if self.watched:
                    self._events.append(UnluckyWipe(seat, tuple(discard[mark:])))
            elif outcome == MAKES_FLIP7 and self.status[seat] is not BUSTED:
                winners.append(seat)
        if winners:
            self._flip7(winners)

    def _flip7(self, seats: list[int]) -> None:
        """G-10: the round ends at once; set-aside and waiting cards are discarded."""
        if self.watched:
            for seat in seats:
                self._events.append(Flip7(seat))
        # A Flip card whose set-aside cards were resolving was played, not set aside: it
        # goes to its place in the pile with no word of its own, the topmost first, as
        # the flips would have finished (a nested one's place counts from the outer's).
        for task in reversed(self.stack):
            if isinstance(task, _Flip) and task.resolving:
                task.finish(self)
        for task in self.stack:
            if isinstance(task, _Flip) and task.resolving:
                continue
            # A Flip card still drawing was played too: to the pile with no word, as when
            # its draws end; its set-aside cards are said ("The set-aside Flip Three is
            # discarded unplayed" was told of the Flip Three that had just made the
            # Flip 7: QA 236). So is a Just One More whose draw made it (QA 238).
            # (held: the played card first, then a Flip's set-aside cards)
            played = isinstance(task, _Flip | _OneMore)
            for index, card in enumerate(task.held()):
                self.discard.append(card)
                if self.watched and not (played and index == 0):
                    self._events.append(CardDiscarded(card, seats[0], _SET_ASIDE))
        self.flip7_seats = list(seats)
        # In place: callers up the Python stack may hold this list.
        self.stack[:] = [_RoundEnd()]
        if self.rules.brutal:
            self.stack += [_Flip7Choice(seat) for seat in reversed(seats)]

    def _unbusted(self) -> list[int]:
        status = self.status
        return [s for s in range(self.n) if status[s] is not BUSTED]

    def _start_round(self) -> None:
        self.round_number += 1
        n = self.n
        if self.watched:
            self._events.append(RoundStarted(self.round_number, self.dealer, self.tiebreak))
        self.stack[:] = [_Deal([(self.dealer + 1 + i) % n for i in range(n)])]

    def _score_round(self) -> None:
        n = self.n
        scorer, brutal = self.edition.scorer, self.rules.brutal
        attackers = {by for by, _ in self._attacks}
        breakdowns = [
            scorer(self.lines[s], s in self.flip7_seats, self.status[s] is BUSTED, brutal,
                   s not in attackers)
            for s in range(n)
        ]
        for _, victim in self._attacks:
            b = breakdowns[victim]
            breakdowns[victim] = b._replace(attack=b.attack - 15, total=b.total - 15)
        scores = tuple(b.total for b in breakdowns)
        for s in range(n):
            self.totals[s] += scores[s]
        busted = tuple(s for s in range(n) if self.status[s] is BUSTED)
        flip7 = self.flip7_seats[0] if self.flip7_seats else None
        self.rounds.append(RoundResult(
            self.round_number, self.dealer, scores, busted, flip7,
            tuple(tuple(line) for line in self.lines), tuple(breakdowns)))
        if self.watched:
            self._events.append(RoundScored(self.round_number, self.dealer, scores,
                                            tuple(breakdowns), tuple(self.totals), flip7,
                                            busted))
        # G-5: the table goes to the discard pile; the deck is kept as it is.
        for line in self.lines:
            self.discard.extend(line)
        self.lines = [[] for _ in range(n)]
        self.status = [ACTIVE] * n
        self.drawn = [False] * n
        self.flip7_seats = []
        self._attacks = []
        best = max(self.totals)
        if best >= self.rules.target:
            leaders = tuple(s for s in range(n) if self.totals[s] == best)
            if len(leaders) == 1:
                self.finished = True
                self.winner = leaders[0]
                self.stack.clear()
                if self.watched:
                    self._events.append(GameWon(leaders[0], tuple(self.totals)))
                return
            self.tiebreak = True
            if self.watched:
                self._events.append(TieBreak(leaders))  # G-12: everybody plays on
        else:
            self.tiebreak = False
        self.dealer = (self.dealer + 1) % n  # G-4
        self._start_round()

    # ----------------------------------------------------------------- messages

    def _why_illegal(self, decision: Decision, move: Move) -> str:
        seat = decision.seat
        kind = decision.kind
        if kind == TURN:
            if move.do == STAY:
                return f"seat {seat} cannot stay while holding the Zero"
            if move.do != HIT:
                return f"seat {seat} must hit or stay, not {move.do}"
        wanted = {TARGET: TARGET, STEAL: STEAL, SWAP: SWAP, DISCARD: DISCARD}.get(kind)
        card = C.card_name(decision.card) if decision.card else ""
        if wanted is not None and move.do != wanted:
            return f"seat {seat} must choose {wanted} for {card}, not {move.do}"
        if kind == FLIP7 and move.do not in (BONUS, ATTACK):
            return f"seat {seat} must choose bonus or attack for Flip 7, not {move.do}"
        if kind == TARGET:
            return f"seat {move.player} is not a legal target for {card} played by seat {seat}"
        if kind == FLIP7:
            return f"seat {seat} cannot attack seat {move.player}"
        if kind == SWAP:
            return f"seat {seat} cannot swap {move.player}:{move.card} with " \
                   f"{move.other[0] if move.other else '?'}:{move.other[1] if move.other else '?'}"
        return f"seat {seat} cannot {move.do} {move.card} from seat {move.player}"


def _replayed(names: tuple[str, ...], rules: Rules, deck: tuple[str, ...], dealer: int,
              reshuffles: list[list[str]], moves: list[Move],
              rng_state: tuple[object, ...], watched: bool) -> Game:
    """A pickled game, loaded (see :meth:`Game.__reduce__`)."""
    # Past reshuffles are listed, so replaying draws nothing from the rng.
    rng = random.Random(0)
    rng.setstate(rng_state)
    game = Game(names, rules, rng=rng, deck=deck, dealer=dealer, reshuffles=reshuffles,
                watched=watched)
    for move in moves:
        game.apply(move)
    return game


def step(game: Game, move: Move) -> tuple[Game, list[Event]]:
    """The pure form of :meth:`Game.apply`: the next state and the events,
    leaving ``game`` untouched (handy for search and for tests).

    >>> import random
    >>> game = Game(3, rng=random.Random(4))
    >>> after, events = step(game, game.legal_moves()[0])
    >>> len(after.moves), len(game.moves)
    (1, 0)
    """
    after = game.copy()
    return after, after.apply(move)


def _decision_rule(game: Game, decision: Decision) -> str:
    """The rule id that governs a decision, for error messages."""
    kind = decision.kind
    if kind == TURN:
        zero = game.edition.zero_rules and C.ZERO in game.lines[decision.seat]
        return "V-10" if zero else "G-8"
    if kind == FLIP7:
        return "V-B-3"
    card = CARDS.get(decision.card or "")
    if card is None:
        return "G-8"
    if kind == TARGET:
        if game.rules.brutal and card.targets == C.MODIFIER_TAKERS:
            return "V-B-2"
        return C.TARGET_RULES[card.targets]
    return card.rule  # Steal, Swap, Discard: V-5 … V-7

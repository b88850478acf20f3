"""The story of a game: every core event told as one history entry.

:meth:`game.ui.model.TableModel.apply` calls :func:`narrate` for each event
it shows, so any code that applies a game's events to a model (the table,
a replay viewer, a test) gets the same :class:`Entry` list in
``model.history``: one entry per event, in order, each with the round it
belongs to. The table's short recent-events lines are a selection of the
same texts, so every sentence the table says is written here and only here.

Sentences are whole, with named parameters, and come in two forms where the
subject may be the player the table addresses as "you" ("You stay with
18." / "Ann stays with 18."), so a translation can change each as a whole.

No pygame here.

>>> import random
>>> from game.core import Game, Rules
>>> from game.ui.model import TableModel
>>> game = Game(["Ann", "Ben", "Cat"], Rules(), rng=random.Random(3))
>>> model = TableModel.for_game(game, you=0)
>>> for event in game.opening_events: model.apply(event)
>>> len(model.history) == len(game.opening_events), model.history[0].round
(True, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from game.core import cards as C
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

if TYPE_CHECKING:
    from .model import TableModel

# Tones: how the history panel marks an entry (a colour and a symbol).
ROUND = "round"  # a round begins: the separator between rounds
DRAW = "draw"  # a card arrives
ACTION = "action"  # an action or modifier is played, a card moves
BUST = "bust"  # a bust, a wipe, an attack
GOOD = "good"  # a save, a Flip 7
STOP = "stop"  # a stay, a freeze, a stop
SCORE = "score"  # a round scored, a tie, the winner
NOTE = "note"  # anything else (a reshuffle, a card without effect)


@dataclass(frozen=True)
class Entry:
    """One event as the history tells it.

    ``round`` is the round it belongs to (the opening events belong to
    round 1), ``tiebreak`` whether that round is a tie-break; ``seats`` are
    the seats the event concerns (the actor first), ``tone`` one of the tones
    above, ``event`` the core event itself.
    """

    round: int
    tiebreak: bool
    text: str
    tone: str
    seats: tuple[int, ...]
    event: Event


class Told(NamedTuple):
    """What :func:`narrate` says of one event: the history text, its tone, the
    seats concerned, and the short line for the table's recent events
    (``None``: the table leaves it out, e.g. every number card drawn)."""

    text: str
    tone: str
    seats: tuple[int, ...]
    short: str | None


def a_card(code: str) -> str:
    """The card's name with its article: ``"a 5"``, ``"an 8"``, ``"an Unlucky 7"``.

    >>> a_card("11"), a_card("12"), a_card("u7")
    ('an 11', 'a 12', 'an Unlucky 7')
    """
    name = C.card_name(code)
    vowel = name.startswith(("8", "11", "18", "A", "E", "I", "O", "U"))
    return f"{'an' if vowel else 'a'} {name}"


class _Words:
    """Names, object and possessive forms of seats for one model."""

    def __init__(self, model: TableModel) -> None:
        self.model = model

    def line(self, seat: int, you: str, other: str, /, **params: object) -> str:
        """The sentence ``you`` when ``seat`` is the addressed player, else ``other``
        with ``{name}`` filled in; both take ``params``."""
        if seat == self.model.you:
            return you.format(**params)
        return other.format(name=self.model.seats[seat].name, **params)

    def whom(self, seat: int) -> str:
        return "you" if seat == self.model.you else self.model.seats[seat].name

    def whose(self, seat: int, by: int | None = None) -> str:
        """``"your"``, ``"Ann's"``; ``"your own"`` / ``"their own"`` when ``by`` is ``seat``."""
        if seat == by:
            return "your own" if seat == self.model.you else "their own"
        return "your" if seat == self.model.you else f"{self.model.seats[seat].name}'s"

    def score(self, seat: int) -> int:
        return self.model.seats[seat].round_score


def narrate(model: TableModel, event: Event) -> Told:
    """The history entry for ``event``, read from ``model`` just after it showed it."""
    teller = _TELLERS.get(type(event))
    if teller is None:
        return Told(type(event).__name__, NOTE, (), None)
    return teller(_Words(model), event)


# ---------------------------------------------------------------------- tellers
# One function per event type; each returns the whole entry.


def _round_started(w: _Words, e: RoundStarted) -> Told:
    if e.tiebreak:
        text = w.line(e.dealer, "Tie-break round: you deal.",
                      "Tie-break round: {name} deals.")
    else:
        text = w.line(e.dealer, "Round {number}: you deal.", "Round {number}: {name} deals.",
                      number=e.number)
    return Told(text, ROUND, (e.dealer,), text)


def _dealt(w: _Words, e: CardDealt) -> Told:
    card = a_card(e.card) if C.is_number(e.card) or e.card in C.MODIFIERS \
        else C.card_name(e.card)
    text = w.line(e.seat, "You are dealt {card}.", "{name} is dealt {card}.", card=card)
    short = None
    if e.card in C.ACTIONS and e.card != C.CHANCE:
        short = w.line(e.seat, "You draw {card}.", "{name} draws {card}.", card=card)
    return Told(text, DRAW, (e.seat,), short)


def _drawn(w: _Words, e: CardDrawn) -> Told:
    card = a_card(e.card) if C.is_number(e.card) or e.card in C.MODIFIERS \
        else C.card_name(e.card)
    text = w.line(e.seat, "You draw {card}.", "{name} draws {card}.", card=card)
    short = text if e.card in C.ACTIONS and e.card != C.CHANCE else None
    return Told(text, DRAW, (e.seat,), short)


def _set_aside(w: _Words, e: CardSetAside) -> Told:
    text = w.line(e.seat, "You set {card} aside until your draws are done.",
                  "{name} sets {card} aside until the draws are done.",
                  card=C.card_name(e.card))
    return Told(text, NOTE, (e.seat,), f"{C.card_name(e.card)} set aside for later")


def _action_played(w: _Words, e: ActionPlayed) -> Told:
    card = C.card_name(e.card)
    if e.by == e.on:
        text = w.line(e.by, "You play {card} on yourself.", "{name} plays {card} on themselves.",
                      card=card)
    else:
        text = w.line(e.by, "You play {card} on {target}.", "{name} plays {card} on {target}.",
                      card=card, target=w.whom(e.on))
    # A Freeze is told by the Frozen event that follows; the short lines skip it.
    return Told(text, ACTION, (e.by, e.on), None if e.card == C.FREEZE else text)


def _modifier_played(w: _Words, e: ModifierPlayed) -> Told:
    card = C.card_name(e.card)
    if e.by == e.on:
        text = w.line(e.by, "You put {card} in your own line.",
                      "{name} puts {card} in their own line.", card=card)
    else:
        text = w.line(e.by, "You give {card} to {target}.", "{name} gives {card} to {target}.",
                      card=card, target=w.whom(e.on))
    return Told(text, ACTION, (e.by, e.on), text)


def _frozen(w: _Words, e: Frozen) -> Told:
    keeps = w.line(e.seat, "You keep {score}.", "{name} keeps {score}.", score=w.score(e.seat))
    if e.by == e.seat:
        froze = w.line(e.seat, "You freeze yourself.", "{name} freezes themselves.")
    else:
        froze = w.line(e.by, "You freeze {target}.", "{name} freezes {target}.",
                       target=w.whom(e.seat))
    text = f"{froze} {keeps}"
    return Told(text, STOP, (e.by, e.seat), froze)


def _stayed(w: _Words, e: Stayed) -> Told:
    text = w.line(e.seat, "You stay with {score}.", "{name} stays with {score}.",
                  score=w.score(e.seat))
    return Told(text, STOP, (e.seat,), text)


def _stopped(w: _Words, e: Stopped) -> Told:
    if e.reason == "empty":
        text = w.line(e.seat, "You stop with {score}: the deck and the discard pile are empty.",
                      "{name} stops with {score}: the deck and the discard pile are empty.",
                      score=w.score(e.seat))
    else:
        text = w.line(e.seat, "Just One More is done: you stop with {score}.",
                      "Just One More is done: {name} stops with {score}.",
                      score=w.score(e.seat))
    return Told(text, STOP, (e.seat,), text)


def _busted(w: _Words, e: Busted) -> Told:
    text = w.line(e.seat, "You bust on {card}!", "{name} busts on {card}!", card=a_card(e.card))
    return Told(text, BUST, (e.seat,), text)


def _chance_used(w: _Words, e: SecondChanceUsed) -> Told:
    text = w.line(e.seat, "Second Chance saves you from {card}: both are discarded.",
                  "Second Chance saves {name} from {card}: both are discarded.",
                  card=a_card(e.card))
    short = w.line(e.seat, "Second Chance saves you from {card}",
                   "Second Chance saves {name} from {card}", card=a_card(e.card))
    return Told(text, GOOD, (e.seat,), short)


def _chance_given(w: _Words, e: SecondChanceGiven) -> Told:
    text = w.line(e.by, "You give a Second Chance to {target}.",
                  "{name} gives a Second Chance to {target}.", target=w.whom(e.to))
    return Told(text, ACTION, (e.by, e.to), text)


def _discarded(w: _Words, e: CardDiscarded) -> Told:
    card = C.card_name(e.card)
    if e.reason == "no-target":
        text = f"{card} has no target: it is discarded."
        return Told(text, NOTE, (e.seat,), f"{card} has no target: discarded")
    if e.reason == "extra-chance":
        text = "Nobody can take the extra Second Chance: it is discarded."
        return Told(text, NOTE, (e.seat,), "Nobody can take the extra Second Chance")
    text = f"The set-aside {card} is discarded unplayed."
    return Told(text, NOTE, (e.seat,), None)


def _flip7(w: _Words, e: Flip7) -> Told:
    if w.model.brutal:
        text = w.line(e.seat, "FLIP 7 for you! Choose: +15 for you, or −15 for a rival.",
                      "FLIP 7 for {name}! {name} chooses: +15 for them, or −15 for a rival.")
    else:
        text = w.line(e.seat, "FLIP 7 for you! The round ends at once: +15.",
                      "FLIP 7 for {name}! The round ends at once: +15.")
    short = w.line(e.seat, "FLIP 7 for you!", "FLIP 7 for {name}!")
    return Told(text, GOOD, (e.seat,), short)


def _reshuffled(w: _Words, e: Reshuffled) -> Told:
    text = f"The discard pile is shuffled into a new deck ({e.cards} cards)."
    return Told(text, NOTE, (), text.rstrip("."))


def _stolen(w: _Words, e: CardStolen) -> Told:
    text = w.line(e.by, "You steal {card} from {victim}.", "{name} steals {card} from {victim}.",
                  card=C.card_name(e.card), victim=w.whom(e.victim))
    return Told(text, ACTION, (e.by, e.victim), text)


def _swapped(w: _Words, e: CardsSwapped) -> Told:
    (sa, ca), (sb, cb) = e.first, e.second
    text = w.line(e.by, "You swap {first} {card} with {second} {other}.",
                  "{name} swaps {first} {card} with {second} {other}.",
                  first=w.whose(sa, e.by), card=C.card_name(ca),
                  second=w.whose(sb, e.by), other=C.card_name(cb))
    return Told(text, ACTION, (e.by, sa, sb), text)


def _discarded_by_action(w: _Words, e: CardDiscardedByAction) -> Told:
    text = w.line(e.by, "You discard {whose} {card}.", "{name} discards {whose} {card}.",
                  whose=w.whose(e.victim, e.by), card=C.card_name(e.card))
    return Told(text, ACTION, (e.by, e.victim), text)


def _unlucky(w: _Words, e: UnluckyWipe) -> Told:
    if e.cards:
        text = w.line(e.seat, "The Unlucky 7 wipes your line!",
                      "The Unlucky 7 wipes {name}'s line!")
    else:
        text = w.line(e.seat, "An Unlucky 7 for you: nothing to wipe.",
                      "An Unlucky 7 for {name}: nothing to wipe.")
    return Told(text, BUST, (e.seat,), text)


def _brutal(w: _Words, e: BrutalAttack) -> Told:
    text = w.line(e.by, "You take 15 off {whose} round instead of your +15.",
                  "{name} takes 15 off {whose} round instead of their +15.",
                  whose=w.whose(e.on))
    return Told(text, BUST, (e.by, e.on), text)


def _scored(w: _Words, e: RoundScored) -> Told:
    names = [w.model.seats[s].name for s in range(len(e.scores))]
    order = sorted(range(len(e.scores)), key=lambda s: (-e.scores[s], s))
    parts = []
    for seat in order:
        if seat in e.busted and e.scores[seat] == 0:
            parts.append(f"{names[seat]} bust (total {e.totals[seat]})")
        else:
            parts.append(f"{names[seat]} {e.scores[seat]:+d} (total {e.totals[seat]})")
    text = f"Round {e.number} is scored: {', '.join(parts)}."
    best = order[0]
    short = w.line(best, "Round {number} scored: best you {score:+d}",
                   "Round {number} scored: best {name} {score:+d}",
                   number=e.number, score=e.scores[best])
    return Told(text, SCORE, tuple(order), short)


def _tiebreak(w: _Words, e: TieBreak) -> Told:
    names = " and ".join(w.whom(s) for s in e.seats)
    text = f"Tie at the top between {names}: everybody plays another round!"
    return Told(text, SCORE, tuple(e.seats), text)


def _won(w: _Words, e: GameWon) -> Told:
    text = w.line(e.seat, "You win the game with {total}!", "{name} wins the game with {total}!",
                  total=e.totals[e.seat])
    return Told(text, SCORE, (e.seat,), text)


_TELLERS = {
    RoundStarted: _round_started, CardDealt: _dealt, CardDrawn: _drawn,
    CardSetAside: _set_aside, ActionPlayed: _action_played, ModifierPlayed: _modifier_played,
    Frozen: _frozen, Stayed: _stayed, Stopped: _stopped, Busted: _busted,
    SecondChanceUsed: _chance_used, SecondChanceGiven: _chance_given, CardDiscarded: _discarded,
    Flip7: _flip7, Reshuffled: _reshuffled, CardStolen: _stolen, CardsSwapped: _swapped,
    CardDiscardedByAction: _discarded_by_action, UnluckyWipe: _unlucky, BrutalAttack: _brutal,
    RoundScored: _scored, TieBreak: _tiebreak, GameWon: _won,
}


def rounds(entries: list[Entry]) -> list[tuple[int, list[Entry]]]:
    """The entries grouped by round, in order: ``[(round, entries), ...]``.

    A tie-break round is its own group even though the engine numbers it
    like any other round.
    """
    groups: list[tuple[int, list[Entry]]] = []
    for entry in entries:
        if not groups or isinstance(entry.event, RoundStarted) or groups[-1][0] != entry.round:
            groups.append((entry.round, []))
        groups[-1][1].append(entry)
    return groups

"""The story of a game: every core event told as one history entry.

:meth:`game.ui.model.TableModel.apply` calls :func:`narrate` for each event
it shows, so any code that applies a game's events to a model (the table,
a replay viewer, a test) gets the same :class:`Entry` list in
``model.history``: one entry per event, in order, each with the round it
belongs to. The table's short recent-events lines are a selection of the
same texts, so every sentence the table says is written here and only here.

Sentences are whole catalogue entries (``log.…`` in :mod:`game.i18n.en`)
with named parameters, in separate forms where the player the table
addresses as "you" acts (``.you``: "You stay with 18." / "Ann stays with
18.") or is acted on (``.to_you``: "Ann plays Freeze on you."), so a
translation changes each as a whole. An entry keeps its sentence as a
:class:`~game.i18n.Message`: it is worded when shown, in the language of
that moment.

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

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

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
from game.i18n import Label, Message, and_list, msg, msg_n, t
from game.i18n.cards import a_card, card_label

if TYPE_CHECKING:
    from .model import SeatView, TableModel

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
    above, ``event`` the core event itself; ``message`` the sentence, ``short``
    its short form for the lines under the piles, if it has one.
    """

    round: int
    tiebreak: bool
    message: Message
    tone: str
    seats: tuple[int, ...]
    event: Event
    short: Message | None = None

    @property
    def text(self) -> str:
        """The entry's words in the language of the moment."""
        return str(self.message)


class Told(NamedTuple):
    """What :func:`narrate` says of one event: the history text, its tone, the
    seats concerned, and the short line for the table's recent events
    (``None``: the table leaves it out, e.g. a Freeze played, told by who froze)."""

    text: Message
    tone: str
    seats: tuple[int, ...]
    short: Message | None


class SeatName(Message):
    """A seat's name inside a sentence, worded when the sentence is shown: a name the
    game gave ("Player 2", "You") follows the language of that moment, as the seat
    itself does. Set in the words of the moment the event happened, "Spieler 2 draws
    an 11." stayed in the history and under the piles after a switch to English,
    beside a seat called "Player 2" (QA 110)."""

    __slots__ = ("seat",)

    def __init__(self, seat: SeatView) -> None:
        super().__init__("player.numbered")  # never looked up: the seat words itself
        self.seat = seat

    def __str__(self) -> str:
        return self.seat.name

    def in_language(self, code: str) -> str:
        """The name in language ``code`` (see :meth:`SeatView.name_in`)."""
        return self.seat.name_in(code)

    def __eq__(self, other: object) -> bool:
        # As a message equals the text it shows now (two models of one game alike).
        if isinstance(other, SeatName | str):
            return str(self) == str(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"SeatName({self.seat.name!r})"


class _Words:
    """The sentences of one model: the form that speaks to the addressed seat or the one
    that names it, and the words for a seat inside a sentence."""

    def __init__(self, model: TableModel) -> None:
        self.model = model

    def you(self, seat: int) -> bool:
        return seat == self.model.you

    def name(self, seat: int) -> SeatName:
        return SeatName(self.model.seats[seat])

    def line(self, key: str, seat: int, /, **params: object) -> Message:
        """Entry ``key``: its ``.you`` form when ``seat`` is the addressed player,
        else the form naming them as ``{name}``."""
        if self.you(seat):
            return msg(f"{key}.you", **params)
        return msg(key, name=self.name(seat), **params)

    def towards(self, key: str, by: int, on: int, /, **params: object) -> Message:
        """Entry ``key`` for ``by`` doing something to ``on`` (another seat): ``.you``
        when ``by`` is addressed, ``.to_you`` when ``on`` is, else naming both as
        ``{name}`` and ``{target}``."""
        if self.you(by):
            return msg(f"{key}.you", target=self.name(on), **params)
        if self.you(on):
            return msg(f"{key}.to_you", name=self.name(by), **params)
        return msg(key, name=self.name(by), target=self.name(on), **params)

    def owner(self, seat: int) -> Message:
        """Whose card it is, inside a sentence: "your", "Ann's" (German "dir", "Ann",
        after its sentence's "von"): the catalogue's ``who.owner`` forms."""
        if self.you(seat):
            return msg("who.owner.you")
        return msg("who.owner", name=self.name(seat))

    def subject(self, seat: int) -> Label:
        """A seat as one of several subjects ("Ann and you share the lead")."""
        return msg("who.addressed") if self.you(seat) else self.name(seat)

    def score(self, seat: int) -> int:
        return self.model.seats[seat].round_score


class Listed:
    """Items shown as a list in the language of the moment: comma-separated, or
    ``joined`` as "A, B and C" (see :func:`game.i18n.and_list`)."""

    def __init__(self, items: list[Label], joined: bool = False) -> None:
        self.items = items
        self.joined = joined

    def __str__(self) -> str:
        if self.joined:
            return and_list(self.items)
        return t("list.comma").join(str(item) for item in self.items)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    __hash__ = None  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Listed):
            return NotImplemented
        return (self.items, self.joined) == (other.items, other.joined)


def _arriving(code: str) -> tuple[str, Label]:
    """The key suffix and ``{card}`` for a card arriving: a number or a modifier with
    English's article ("a 5"), an action by its name (the sentences differ around it)."""
    if C.is_number(code) or code in C.MODIFIERS:
        return "", a_card(code)
    return "_action", card_label(code)


def narrate(model: TableModel, event: Event) -> Told:
    """The history entry for ``event``, read from ``model`` just after it showed it."""
    teller = _TELLERS.get(type(event))
    if teller is None:
        return Told(msg("log.unknown", event=type(event).__name__), NOTE, (), None)
    return teller(_Words(model), event)


# ---------------------------------------------------------------------- tellers
# One function per event type; each returns the whole entry.


def _round_started(w: _Words, e: RoundStarted) -> Told:
    if e.tiebreak:
        text = w.line("log.tiebreak_round", e.dealer)
    else:
        text = w.line("log.round", e.dealer, number=e.number)
    return Told(text, ROUND, (e.dealer,), text)


def _dealt(w: _Words, e: CardDealt) -> Told:
    return _arrived(w, "log.dealt", e.seat, e.card)


def _drawn(w: _Words, e: CardDrawn) -> Told:
    drawn_for = w.model.drawn_for
    if drawn_for is not None:  # a Flip Three's draw, not a hit (QA 236)
        card, number = drawn_for
        draws = C.CARDS[card].draws
        # Which of them: "You draw Flip Four (Flip Four)" read as a slip where the
        # card drawn was the card's own kind.
        flip: Label = (msg("log.draw_of", flip=card_label(card), n=number, of=draws)
                       if draws > 1 else card_label(card))
        return _arrived(w, "log.drawn_for", e.seat, e.card, flip=flip)
    return _arrived(w, "log.drawn", e.seat, e.card)


def _arrived(w: _Words, key: str, seat: int, code: str, **more: object) -> Told:
    """A card dealt or drawn (``key``): every one has its short line on the table too.
    Without them, "Ann busts on a 9!" stood under the piles while two more cards came,
    and "Ben gives Dirk the −10." while the deal went on, and read as news (QA 66, 68,
    81, 88). A bust or a save on that card takes its line's place
    (:meth:`TableModel.apply`)."""
    kind, card = _arriving(code)
    text = w.line(f"{key}{kind}", seat, card=card, **more)
    return Told(text, DRAW, (seat,), text)


def _set_aside(w: _Words, e: CardSetAside) -> Told:
    card = card_label(e.card)
    text = w.line("log.set_aside", e.seat, card=card)
    return Told(text, NOTE, (e.seat,), msg("log.set_aside_short", card=card))


def _action_played(w: _Words, e: ActionPlayed) -> Told:
    card = card_label(e.card)
    if e.by == e.on:
        key = "log.action_self_freeze" if e.card == C.FREEZE else "log.action_self"
        text = w.line(key, e.by, card=card)
    else:
        text = w.towards("log.action", e.by, e.on, card=card)
    # A Freeze is told by the Frozen event that follows; the short lines skip it.
    return Told(text, ACTION, (e.by, e.on), None if e.card == C.FREEZE else text)


def _modifier_played(w: _Words, e: ModifierPlayed) -> Told:
    card = card_label(e.card)
    if e.by == e.on:
        text = w.line("log.modifier_self", e.by, card=card)
    else:
        text = w.towards("log.modifier", e.by, e.on, card=card)
    return Told(text, ACTION, (e.by, e.on), text)


def _frozen(w: _Words, e: Frozen) -> Told:
    score = w.score(e.seat)
    if e.by == e.seat:
        text = w.line("log.frozen_self", e.seat, score=score)
        froze = w.line("log.freezes_self", e.seat)
    else:
        text = w.towards("log.frozen", e.by, e.seat, score=score)
        froze = w.towards("log.freezes", e.by, e.seat)
    return Told(text, STOP, (e.by, e.seat), froze)


def _stayed(w: _Words, e: Stayed) -> Told:
    text = w.line("log.stayed", e.seat, score=w.score(e.seat))
    return Told(text, STOP, (e.seat,), text)


def _stopped(w: _Words, e: Stopped) -> Told:
    key = "log.stopped_empty" if e.reason == "empty" else "log.stopped"
    text = w.line(key, e.seat, score=w.score(e.seat))
    return Told(text, STOP, (e.seat,), text)


def _busted(w: _Words, e: Busted) -> Told:
    text = w.line("log.busted", e.seat, card=a_card(e.card))
    return Told(text, BUST, (e.seat,), text)


def _chance_used(w: _Words, e: SecondChanceUsed) -> Told:
    text = w.line("log.saved", e.seat, card=a_card(e.card))
    return Told(text, GOOD, (e.seat,), w.line("log.saved_short", e.seat, card=a_card(e.card)))


def _chance_given(w: _Words, e: SecondChanceGiven) -> Told:
    text = w.towards("log.chance_given", e.by, e.to)
    return Told(text, ACTION, (e.by, e.to), text)


def _discarded(w: _Words, e: CardDiscarded) -> Told:
    card = card_label(e.card)
    if e.reason == "no-target":
        return Told(msg("log.no_target", card=card), NOTE, (e.seat,),
                    msg("log.no_target_short", card=card))
    if e.reason == "extra-chance":
        return Told(msg("log.extra_chance"), NOTE, (e.seat,), msg("log.extra_chance_short"))
    return Told(msg("log.aside_discarded", card=card), NOTE, (e.seat,), None)


def _flip7(w: _Words, e: Flip7) -> Told:
    text = w.line("log.flip7_brutal" if w.model.brutal else "log.flip7", e.seat)
    return Told(text, GOOD, (e.seat,), w.line("log.flip7_short", e.seat))


def _reshuffled(w: _Words, e: Reshuffled) -> Told:
    return Told(msg_n("log.reshuffled", e.cards), NOTE, (),
                msg_n("log.reshuffled_short", e.cards))


def _stolen(w: _Words, e: CardStolen) -> Told:
    text = w.towards("log.stole", e.by, e.victim, card=card_label(e.card))
    return Told(text, ACTION, (e.by, e.victim), text)


def swap_told(e: CardsSwapped) -> tuple[tuple[int, str], tuple[int, str]]:
    """A Swap's two cards as it is told: the player's own card first ("swaps their own 5
    with Cat's 9"; the engine lists them in seat order). The history's pictures follow
    it (they showed 9 then 5: QA 144)."""
    if e.second[0] == e.by:
        return e.second, e.first
    return e.first, e.second


def _swapped(w: _Words, e: CardsSwapped) -> Told:
    (sa, ca), (sb, cb) = swap_told(e)
    card, other = card_label(ca), card_label(cb)
    if sa == e.by:
        text = w.line("log.swap_own", e.by, card=card, owner=w.owner(sb), other=other)
    else:
        text = w.line("log.swap", e.by, owner=w.owner(sa), card=card, second=w.owner(sb),
                      other=other)
    return Told(text, ACTION, (e.by, e.first[0], e.second[0]), text)


def _discarded_by_action(w: _Words, e: CardDiscardedByAction) -> Told:
    card = card_label(e.card)
    if e.victim == e.by:
        text = w.line("log.discard_own", e.by, card=card)
    else:
        text = w.line("log.discard", e.by, owner=w.owner(e.victim), card=card)
    return Told(text, ACTION, (e.by, e.victim), text)


def _unlucky(w: _Words, e: UnluckyWipe) -> Told:
    text = w.line("log.wiped" if e.cards else "log.unlucky_nothing", e.seat)
    return Told(text, BUST, (e.seat,), text)


def _brutal(w: _Words, e: BrutalAttack) -> Told:
    text = w.line("log.brutal", e.by, owner=w.owner(e.on))
    return Told(text, BUST, (e.by, e.on), text)


def _bonus(w: _Words, e: Flip7Bonus) -> Told:
    text = w.line("log.bonus", e.seat)
    return Told(text, GOOD, (e.seat,), text)


def _scored(w: _Words, e: RoundScored) -> Told:
    order = sorted(range(len(e.scores)), key=lambda s: (-e.scores[s], s))
    parts: list[Label] = [
        msg("log.score_bust" if seat in e.busted and e.scores[seat] == 0 else "log.score_item",
            # The person is "you" here too, as in every other line: "You bust on a 9!"
            # then "Zoë bust (total 0)" read like two people (QA 32).
            name=w.subject(seat), score=e.scores[seat], total=e.totals[seat])
        for seat in order]
    text = msg("log.scored", number=e.number, scores=Listed(parts))
    best = order[0]
    if e.scores[best] > 0:
        short = w.line("log.scored_short", best, number=e.number, score=e.scores[best])
    else:  # everyone busted (or lost points in Brutal): "best Ben +0" would mislead
        short = msg("log.scored_none_short", number=e.number)
    return Told(text, SCORE, tuple(order), short)


def _tiebreak(w: _Words, e: TieBreak) -> Told:
    text = msg("log.tie", names=Listed([w.subject(s) for s in e.seats], joined=True))
    return Told(text, SCORE, tuple(e.seats), text)


def _won(w: _Words, e: GameWon) -> Told:
    text = w.line("log.won", e.seat, total=e.totals[e.seat])
    return Told(text, SCORE, (e.seat,), text)


_TELLERS: dict[type, Callable[[_Words, Any], Told]] = {
    RoundStarted: _round_started, CardDealt: _dealt, CardDrawn: _drawn,
    CardSetAside: _set_aside, ActionPlayed: _action_played, ModifierPlayed: _modifier_played,
    Frozen: _frozen, Stayed: _stayed, Stopped: _stopped, Busted: _busted,
    SecondChanceUsed: _chance_used, SecondChanceGiven: _chance_given, CardDiscarded: _discarded,
    Flip7: _flip7, Reshuffled: _reshuffled, CardStolen: _stolen, CardsSwapped: _swapped,
    CardDiscardedByAction: _discarded_by_action, UnluckyWipe: _unlucky, BrutalAttack: _brutal,
    Flip7Bonus: _bonus, RoundScored: _scored, TieBreak: _tiebreak, GameWon: _won,
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

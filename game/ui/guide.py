"""The guided first game ("How to play"): one short round on a prepared deck.

The deck is stacked (top card first) so that one round of classic Flip 7 at
four seats shows everything a new player needs, in this order: hitting, a
bust, a Second Chance drawn, a bonus card, the Second Chance saving its
holder, a stay, a Freeze, a Flip Three and a Flip 7. The computers play
their part from a script and the person may play only the move the guide
asks for, so the round always goes this way; call-outs explain each moment
as it happens.

:class:`Guide` is what the table scene consults: what the person may play
(:meth:`Guide.allowed`), what the computers play (:meth:`Guide.computer_move`),
the call-out for the person's pending decision (:meth:`Guide.prompt`) and the
one to show after an event (:meth:`Guide.after`). No pygame here.

>>> session = guided_session("Ida")
>>> session.game.names, session.files is None
(('Ida', 'Ann', 'Ben', 'Cat'), True)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import cards as C
from game.core.editions import CLASSIC, full_deck
from game.core.events import (
    ActionPlayed,
    Busted,
    CardDrawn,
    Event,
    Flip7,
    Frozen,
    SecondChanceUsed,
    Stayed,
)
from game.core.moves import HIT, STAY, TARGET, Decision, Move
from game.i18n import default_player_name, t
from game.session import Seat, Session, TableSetup
from game.session.seats import name_key

#: Seats: the person, then three computers; Cat deals, so the person is dealt first.
NAMES = ("Ann", "Ben", "Cat")
ANN, BEN, CAT = 1, 2, 3

#: The top of the deck, in the order the cards come (the rest follows unshuffled).
STACK = (
    "6", "9", "11", "7",  # the deal: you, Ann, Ben, Cat
    "8", "9", "chance", "+6",  # you hit; Ann busts; Ben's Second Chance; Cat's bonus
    "2", "11",  # you hit; Ben's second 11 (the Second Chance saves him); Cat stays
    "freeze",  # you hit and freeze Ben
    "flip3", "1", "4", "10",  # you hit: Flip Three, yours alone: three new numbers
    "12",  # the seventh number: Flip 7
)

#: What the computers do, seat by seat, turn by turn.
SCRIPT: dict[int, list[Move]] = {
    ANN: [Move(HIT)],
    BEN: [Move(HIT), Move(HIT)],
    CAT: [Move(HIT), Move(STAY)],
}

#: What the person may do at each of their decisions, and the call-out for it (a key of
#: the catalogue).
STEPS: tuple[tuple[Move, str], ...] = (
    (Move(HIT), "guide.step.first"),
    (Move(HIT), "guide.step.again"),
    (Move(HIT), "guide.step.more"),
    (Move(TARGET, BEN), "guide.step.freeze"),
    (Move(HIT), "guide.step.alone"),
    (Move(HIT), "guide.step.six"),
)


#: The call-outs about one card, and that card.
CALLOUT_CARDS = {"chance": C.CHANCE, "bonus": "+6", "frozen": C.FREEZE, "flip3": C.FLIP3}


@dataclass(frozen=True)
class Callout:
    """A moment the guide stops the table to explain: ``key`` names its title
    (``guide.<key>.title``) and its words (``guide.<key>``) in the catalogue."""

    key: str

    @property
    def card(self) -> str | None:
        """The card the call-out explains, shown beside its words (the card itself
        lies on the discard pile under the call-out, or is about to), if any."""
        return CALLOUT_CARDS.get(self.key)

    @property
    def title(self) -> str:
        """The call-out's title in the language of the moment."""
        return t(f"guide.{self.key}.title")

    @property
    def text(self) -> str:
        """The call-out's words in the language of the moment."""
        return t(f"guide.{self.key}")


def guided_session(name: str) -> Session:
    """The prepared table: ``name`` and three computers, classic, the stacked deck; a
    player called as a computer of the guide is seated under the language's stand-in
    name ("You") for the round: How to play crashed for a player named Ben (QA 166).

    >>> [seat.name for seat in guided_session("ben").setup.seats]
    ['You', 'Ann', 'Ben', 'Cat']
    """
    if name_key(name) in {name_key(n) for n in NAMES}:
        name = default_player_name()
    setup = TableSetup((Seat(name), *(Seat(n, "balanced") for n in NAMES)), "classic", False,
                       200)
    rest = full_deck(CLASSIC, len(setup.seats))
    for card in STACK:
        rest.remove(card)
    return Session(setup, seed=0, ai_seed=0, deck=[*STACK, *rest], dealer=CAT)


class Guide:
    """The script of the guided round, followed one decision and one event at a time."""

    def __init__(self) -> None:
        self.step = 0  # the person's decisions answered so far
        self.turns = {seat: 0 for seat in SCRIPT}
        self.told: set[str] = set()
        self.complete = False  # the round has been scored: time to say goodbye

    # ------------------------------------------------------------------ decisions

    def allowed(self, decision: Decision) -> Move | None:
        """The one move the person may play now (``None``: any, the script is over)."""
        if self.step < len(STEPS):
            move = STEPS[self.step][0]
            if move in decision.options:
                return move
        return None

    def prompt(self, decision: Decision) -> str | None:
        """The call-out for the person's pending decision."""
        return t(STEPS[self.step][1]) if self.step < len(STEPS) else None

    def refused(self) -> str | None:
        """What the strip says once another move was tried at this step: why it was
        refused and what to do instead, short (the step's whole text and the coach's
        line together ran into the question in Large text: QA twenty-sixth pass)."""
        if self.step >= len(STEPS):
            return None
        todo = "guide.todo.freeze" if STEPS[self.step][0].do == TARGET else "guide.todo.hit"
        return t("guide.refused", todo=t(todo))

    def played(self, decision: Decision, move: Move) -> None:
        """A move was played (by anybody) for ``decision``."""
        if decision.seat == 0:
            self.step += 1
        elif decision.seat in self.turns:
            self.turns[decision.seat] += 1

    def computer_move(self, decision: Decision) -> Move | None:
        """A computer's scripted move (``None``: beyond the script, let it think)."""
        script = SCRIPT.get(decision.seat, [])
        turn = self.turns.get(decision.seat, 0)
        if turn < len(script) and script[turn] in decision.options:
            return script[turn]
        return None

    # ------------------------------------------------------------------ events

    def after(self, event: Event) -> Callout | None:
        """The call-out an event deserves, once (``None``: play on)."""
        found = self._callout(event)
        if found is None or found.key in self.told:
            return None
        self.told.add(found.key)
        if found.key == "flip7":
            self.complete = True
        return found

    def calls_out(self, event: Event) -> bool:
        """Will :meth:`after` stop the table at ``event``? (Asked before the event is
        shown; nothing is marked told.)"""
        found = self._callout(event)
        return found is not None and found.key not in self.told

    def _callout(self, event: Event) -> Callout | None:
        if isinstance(event, Busted):
            return Callout("bust")
        if isinstance(event, CardDrawn) and event.card == C.CHANCE:
            return Callout("chance")
        if isinstance(event, CardDrawn) and event.card in C.MODIFIERS:
            # The guide showed no bonus card: only its farewell named them (QA 76).
            return Callout("bonus")
        if isinstance(event, SecondChanceUsed):
            return Callout("saved")
        if isinstance(event, Stayed):
            return Callout("staying")
        if isinstance(event, Frozen):
            return Callout("frozen")
        if isinstance(event, ActionPlayed) and event.card == C.FLIP3:
            return Callout("flip3")
        if isinstance(event, Flip7):
            return Callout("flip7")
        return None


#: The last word, once the round's summary has been read.
FAREWELL = Callout("farewell")

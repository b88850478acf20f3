"""The coach: what the Expert would do in the deciding person's place, and why.

The coach asks the very policy the Expert computers play with
(:meth:`game.ai.expert.ExpertPolicy.read`) about the pending decision of a
person, and says its answer in one line: the chance of winning the game
after Hit and after Stay, or the player (or card) it would pick with the
win chance that makes it best. It knows who chases a total it banks the way
an Expert seat does (people, Experts and threshold computers; see
:func:`game.ai.introduce`).

A reading takes a few to a few dozen milliseconds, so it is worked out on a
worker thread on a copy of the game (the person may play on meanwhile);
the table shows that the coach is thinking until the answer is there.
Where threads are unavailable it answers on the spot.

No pygame here.
"""

from __future__ import annotations

import queue
import random
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.ai import ExpertPolicy, chases, introduce
from game.ai.expert import DECIDED, ONLY, RULES, SAFE, SURE, Reading
from game.core import cards as C
from game.core.moves import ATTACK, BONUS, HIT, STAY, SWAP, TARGET, TURN, Decision, Move
from game.core.view import PlayerView

if TYPE_CHECKING:
    from game.session import Session

    from .model import TableModel


class Coach:
    """Readings of people's decisions at one table, one at a time.

    One worker thread, started at the first question, takes the questions
    from a queue: asking costs the frame a copy of the game and a put, not
    the start of a thread. A reading lands only if its decision is still the
    one asked about.
    """

    def __init__(self, session: Session, threaded: bool = True) -> None:
        self.session = session
        self.threaded = threaded
        self.decision: Decision | None = None
        #: How many moves the game had when the current decision was asked about (the
        #: engine reuses a seat's turn decision, so the object alone does not say).
        self.moment = -1
        self.reading: Reading | None = None
        self.error: BaseException | None = None
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._jobs: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
        self._worker: threading.Thread | None = None

    def expert_for(self, seat: int) -> ExpertPolicy:
        """An Expert in ``seat``'s place, introduced to the table as an Expert seat is."""
        expert = ExpertPolicy()
        session = self.session
        chasing = {s for s, p in session.policies.items() if chases(p)}
        introduce({seat: expert}, set(session.people) | chasing)
        return expert

    def ask(self, decision: Decision) -> None:
        """Start reading ``decision`` (the pending one) unless it is being read already."""
        moment = len(self.session.game.moves)
        if decision is self.decision and moment == self.moment:
            return
        with self._lock:
            self.decision = decision
            self.moment = moment
            self.reading = None
            self.error = None
            self._done.clear()
        game = self.session.game.copy(watched=False)  # the person may move meanwhile
        expert = self.expert_for(decision.seat)
        rng = random.Random(f"coach:{self.session.ai_seed}:{moment}")

        def work() -> None:
            with self._lock:
                if self.decision is not decision or self.moment != moment:
                    return  # already answered by the person: not worth reading
            try:
                reading: Reading | None = expert.read(PlayerView(game, decision.seat),
                                                      decision, rng)
                error: BaseException | None = None
            except Exception as failure:  # shown as "no advice", never a crash at the table
                reading, error = None, failure
            with self._lock:
                if self.decision is decision and self.moment == moment:
                    self.reading, self.error = reading, error
                    self._done.set()

        if self.threaded and self._start_worker():
            self._jobs.put(work)
        else:
            work()

    def _start_worker(self) -> bool:
        """The worker thread, started once; False where threads are not available."""
        if self._worker is None:
            try:
                self._worker = threading.Thread(target=self._serve, name="coach", daemon=True)
                self._worker.start()
            except RuntimeError:
                self._worker = None
                self.threaded = False
                return False
        return True

    def _serve(self) -> None:
        while (job := self._jobs.get()) is not None:
            job()

    def close(self) -> None:
        """The table is gone: the worker ends after the reading it is on, if any."""
        self.forget()
        if self._worker is not None:
            self._jobs.put(None)
            self._worker = None

    def forget(self) -> None:
        """The decision was made: drop its reading (one being worked out is dropped when
        it is done)."""
        with self._lock:
            self.decision = None
            self.moment = -1
            self.reading = None
            self.error = None

    @property
    def thinking(self) -> bool:
        """Is a reading being worked out?"""
        return self.decision is not None and self.reading is None and self.error is None

    def wait(self, timeout: float = 30.0) -> None:
        """Block until the current reading is there (tests, pictures, benchmarks)."""
        if self.thinking:
            self._done.wait(timeout)


def _percent(chance: float, fine: bool = False) -> str:
    return f"{100 * chance:.1f} %" if fine else f"{round(100 * chance)} %"


def _pair(a: float, b: float) -> tuple[str, str]:
    """Two chances as percentages, with a decimal when whole numbers would look equal."""
    fine = round(100 * a) == round(100 * b) and abs(a - b) > 1e-6
    return _percent(a, fine), _percent(b, fine)


def move_words(model: TableModel, decision: Decision, move: Move) -> str:
    """What ``move`` does, said briefly: ``"Hit"``, ``"Freeze Ann"``, ``"steal Ben's 12"``."""
    me = decision.seat

    def whose(seat: int) -> str:
        if seat == me:
            return "your"
        return f"{model.seats[seat].name}'s"

    def whom(seat: int) -> str:
        return "yourself" if seat == me else model.seats[seat].name

    if move.do == HIT:
        return "Hit"
    if move.do == STAY:
        return "Stay"
    if move.do == BONUS:
        return "Take the +15"
    if move.do == ATTACK:
        assert move.player is not None
        return f"Give −15 to {model.seats[move.player].name}"
    if move.do == TARGET:
        assert move.player is not None
        card = decision.card or ""
        if card == C.FREEZE:
            return f"Freeze {whom(move.player)}"
        if card == C.CHANCE:
            return f"Give the Second Chance to {whom(move.player)}"
        if card in C.MODIFIERS:
            return f"Give {C.card_name(card)} to {whom(move.player)}"
        return f"{C.card_name(card)} on {whom(move.player)}"
    if move.do == SWAP:
        assert move.player is not None and move.other is not None
        return (f"Swap {whose(move.player)} {C.card_name(move.card or '')} with "
                f"{whose(move.other[0])} {C.card_name(move.other[1])}")
    assert move.player is not None
    verb = "Steal" if move.do == C.STEAL else "Discard"
    return f"{verb} {whose(move.player)} {C.card_name(move.card or '')}"


def advice(model: TableModel, decision: Decision, reading: Reading) -> str:
    """The coach's one line for ``reading`` of ``decision``.

    >>> from game.ai.expert import MODEL
    >>> from game.ui.model import TableModel
    >>> from game.core import CLASSIC
    >>> model = TableModel(("Ann", "Ben", "Cat"), CLASSIC, False, 200, 94, 0)
    >>> turn = Decision(0, TURN, (Move(HIT), Move(STAY)))
    >>> advice(model, turn, Reading(Move(STAY), MODEL, {Move(HIT): 0.31, Move(STAY): 0.402}))
    'Coach: Stay — you win 40 % of games if you stay, 31 % if you hit.'
    >>> aim = Decision(0, TARGET, (Move(TARGET, 1), Move(TARGET, 2)), "freeze")
    >>> advice(model, aim, Reading(Move(TARGET, 2), MODEL,
    ...                            {Move(TARGET, 1): 0.222, Move(TARGET, 2): 0.224}))
    'Coach: Freeze Cat — 22.4 % to win (Ben: 22.2 %).'
    """
    do = move_words(model, decision, reading.move)
    chances = reading.chances
    basis = reading.basis
    if decision.kind == TURN:
        if basis == ONLY:
            return "Coach: Hit — with the Zero in your line you must (V-10)." \
                if reading.move.do == HIT else "Coach: Stay — there is no card left to draw."
        if basis == SAFE:
            return "Coach: Hit — no card left in the deck can bust you."
        if basis == SURE:
            return "Coach: Stay — banking now puts you at the target far ahead of everyone."
        stay, hit = _pair(chances.get(Move(STAY), 0.0), chances.get(Move(HIT), 0.0))
        if basis == DECIDED:
            return f"Coach: {do} — the game hardly turns on it ({stay} to win either way)."
        return f"Coach: {do} — you win {stay} of games if you stay, {hit} if you hit."
    if basis == ONLY:
        return f"Coach: {do} — the only choice."
    if basis == RULES or not chances:
        why = "a Second Chance hardly changes who wins: give it to the least threat" \
            if decision.card == C.CHANCE else \
            "the win chances are too close to call: hurt the likeliest winner most"
        return f"Coach: {do} — {why}."
    best = chances.get(reading.move, 0.0)
    if basis == DECIDED:
        return f"Coach: {do} — any choice leaves you {_percent(best)} to win."
    others = sorted(((chance, move) for move, chance in chances.items()
                     if move != reading.move), key=lambda pair: -pair[0])
    if not others:
        return f"Coach: {do} — {_percent(best)} to win."
    chance, move = others[0]
    mine, theirs = _pair(best, chance)
    if move.do == BONUS:
        label = "+15"
    elif move.do in (TARGET, ATTACK) and move.player is not None:
        label = "yourself" if move.player == decision.seat else model.seats[move.player].name
    else:
        label = "next"
    return f"Coach: {do} — {mine} to win ({label}: {theirs})."

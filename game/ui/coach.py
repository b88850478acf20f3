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
from game.ai.expert import DECIDED, LOSING, ONLY, RULES, SAFE, SURE, Reading
from game.core import cards as C
from game.core.engine import ACTIVE
from game.core.moves import ATTACK, BONUS, HIT, STAY, SWAP, TARGET, TURN, Decision, Move
from game.core.view import PlayerView
from game.i18n import half_up, t
from game.i18n.cards import card_name

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
    """``chance`` as a percentage, whole or with one decimal (``fine``).

    A chance that rounds to 0 reads "<1 %", and one that rounds to 100 reads
    ">99 %": "0 % to win either way" told a player far behind that the game was
    lost when it was only unlikely (QA 53), and a few dozen play-outs in which no
    win turns up give exactly 0 for a game that can still be won (QA 54: a run
    of six numbers would have done it). A game that is truly decided ends, or the
    coach says so in words (a sure stay, the only choice).
    """
    digits = 1 if fine else 0
    floor = 10 ** -digits
    number = half_up(100 * chance, digits)
    if number < floor / 2:
        shown = f"<{floor:g}"
    elif number > 100 - floor / 2:
        shown = f">{100 - floor:g}"
    else:
        shown = f"{number:.{digits}f}"
    return t("common.percent", n=shown.replace(".", t("number.decimal")))


def _alike(a: float, b: float) -> bool:
    """Would two chances read the same even with a decimal? Then the coach says so
    rather than "31.1 % if you stay, 31.1 % if you hit" (QA twenty-first pass)."""
    return half_up(100 * a, 1) == half_up(100 * b, 1)


def _pair(a: float, b: float) -> tuple[str, str]:
    """Two chances as percentages, with a decimal when whole numbers would look equal."""
    fine = half_up(100 * a) == half_up(100 * b) and abs(a - b) > 1e-6
    return _percent(a, fine), _percent(b, fine)


def move_words(model: TableModel, decision: Decision, move: Move) -> str:
    """What ``move`` does, said briefly: ``"Hit"``, ``"Freeze Ann"``, ``"Steal Ben's 12"``."""
    me = decision.seat

    def name(seat: int) -> str:
        return model.seats[seat].name

    if move.do in (HIT, STAY, BONUS):
        return t({HIT: "coach.do.hit", STAY: "coach.do.stay", BONUS: "coach.do.bonus"}[move.do])
    if move.do == ATTACK:
        assert move.player is not None
        return t("coach.do.attack", target=name(move.player))
    if move.do == TARGET:
        assert move.player is not None
        card = decision.card or ""
        kind = "freeze" if card == C.FREEZE else "chance" if card == C.CHANCE else \
            "modifier" if card in C.MODIFIERS else "action"
        if move.player == me and kind != "chance":
            return t(f"coach.do.{kind}_self", card=card_name(card))
        return t(f"coach.do.{kind}", card=card_name(card), target=name(move.player))
    if move.do == SWAP:
        assert move.player is not None and move.other is not None
        (a, first), (b, second) = (move.player, move.card or ""), move.other
        if b == me:  # your own card first: "Swap your 5 with Ben's 9"
            (a, first), (b, second) = (b, second), (a, first)
        if a == me:
            return t("coach.do.swap_own", card=card_name(first), target=name(b),
                     other=card_name(second))
        return t("coach.do.swap", target=name(a), card=card_name(first), second=name(b),
                 other=card_name(second))
    assert move.player is not None
    verb = "steal" if move.do == C.STEAL else "discard"
    if move.player == me:
        return t(f"coach.do.{verb}_own", card=card_name(move.card or ""))
    return t(f"coach.do.{verb}", target=name(move.player), card=card_name(move.card or ""))


def with_first_card(reading: Reading, first: tuple[int, str]) -> Reading | None:
    """``reading`` of a Swap once its first card (``first``: seat and card) is picked:
    the best swap it weighed with that card, among those only; ``None`` if it weighed
    none. The advice named its own two cards, which no longer fitted a first card it
    did not choose (QA 75).

    >>> from game.ai.expert import MODEL
    >>> a, b = Move.swap((0, "12"), (1, "5")), Move.swap((0, "12"), (2, "9"))
    >>> best = Move.swap((1, "5"), (2, "0"))
    >>> with_first_card(Reading(best, MODEL, {best: 0.3, a: 0.2, b: 0.25}), (0, "12")).move == b
    True
    """
    kept = {move: chance for move, chance in reading.chances.items()
            if first in ((move.player, move.card), move.other)}
    if not kept:
        return None
    best = max(kept, key=lambda move: kept[move])
    return Reading(best, reading.basis, kept)


def advice(model: TableModel, decision: Decision, reading: Reading,
           three_on_you: bool = False, saved: bool = False) -> str:
    """The coach's one line for ``reading`` of ``decision``; ``three_on_you``: a
    Flip Three drawn now would be played on the deciding player (see
    :func:`~game.ui.odds.three_on_yourself`); ``saved``: a held Second Chance is what
    keeps the next card from busting the player (:attr:`~game.ui.odds.Odds.saved`).

    >>> from game.ai.expert import MODEL
    >>> from game.ui.model import TableModel
    >>> from game.core import CLASSIC
    >>> model = TableModel(("Ann", "Ben", "Cat"), CLASSIC, False, 200, 94, 0)
    >>> turn = Decision(0, TURN, (Move(HIT), Move(STAY)))
    >>> advice(model, turn, Reading(Move(STAY), MODEL, {Move(HIT): 0.31, Move(STAY): 0.402}))
    'Coach: Stay — you win 40\\xa0% of games if you stay, 31\\xa0% if you hit.'
    >>> aim = Decision(0, TARGET, (Move(TARGET, 1), Move(TARGET, 2)), "freeze")
    >>> advice(model, aim, Reading(Move(TARGET, 2), MODEL,
    ...                            {Move(TARGET, 1): 0.222, Move(TARGET, 2): 0.224}))
    'Coach: Freeze Cat — 22.4\\xa0% to win (Ben instead: 22.2\\xa0%).'
    >>> advice(model, aim, Reading(Move(TARGET, 2), MODEL,
    ...                            {Move(TARGET, 0): 0.09, Move(TARGET, 2): 0.31}))
    'Coach: Freeze Cat — 31\\xa0% to win (yourself instead: 9\\xa0%).'

    Chances that read the same even with a decimal are not set side by side, and the
    targeting rules' Flip Three is said by what they weigh:

    >>> advice(model, turn, Reading(Move(HIT), MODEL, {Move(HIT): 0.3111, Move(STAY): 0.3109}))
    'Coach: Hit — the game hardly turns on it (31\\xa0% to win either way).'
    >>> advice(model, aim, Reading(Move(TARGET, 2), MODEL,
    ...                            {Move(TARGET, 1): 0.0, Move(TARGET, 2): 0.0}))
    'Coach: Freeze Cat — any choice leaves you <1\\xa0% to win.'

    "Any choice" only when every option was weighed (a big table's shortlist of cards
    to steal leaves out the ones that would bust you):

    >>> from game.core.moves import STEAL
    >>> steal = Decision(0, STEAL, (Move(STEAL, 1, "5"), Move(STEAL, 2, "7"),
    ...                             Move(STEAL, 2, "9")), "steal")
    >>> advice(model, steal, Reading(Move(STEAL, 2, "7"), MODEL,
    ...                              {Move(STEAL, 2, "7"): 0.22, Move(STEAL, 2, "9"): 0.22}))
    "Coach: Steal Cat's 7 — 22\\xa0% to win, the same as the next best choices."
    >>> from game.ai.expert import RULES
    >>> flip = Decision(0, TARGET, (Move(TARGET, 0), Move(TARGET, 1)), "flip3")
    >>> advice(model, flip, Reading(Move(TARGET, 0), RULES, {})).split(" — ")[1]
    'three more cards should bring you more than they would cost a rival.'
    """
    do = move_words(model, decision, reading.move)
    chances = reading.chances
    basis = reading.basis
    if decision.kind == TURN:
        if basis == ONLY:
            return t("coach.zero") if reading.move.do == HIT else t("coach.empty")
        if basis == SAFE:
            if three_on_you:
                return t("coach.safe_but_three")
            # Safe by a held Second Chance, the deck still full of the player's numbers:
            # "no card left can bust you" read as untrue beside the cards-left panel
            # (QA 231). Not where no number could bust anyway (a Second Chance alone,
            # dealt first, was said to take "any number you already hold": QA 233).
            return t("coach.safe_chance" if saved else "coach.safe")
        if basis == SURE:
            # The last seat still in the round is sure with any lead (its stay ends the
            # round): "far ahead of everyone" was said with a lead of 6 (QA 161).
            last = all(shown.status != ACTIVE for seat, shown in enumerate(model.seats)
                       if seat != decision.seat)
            return t("coach.sure_last" if last else "coach.sure")
        stay_chance, hit_chance = chances.get(Move(STAY), 0.0), chances.get(Move(HIT), 0.0)
        if basis == LOSING:
            # "You win <1 % of games if you stay" for a stay that surely loses (QA 197).
            return t("coach.losing", move=do, hit=_percent(hit_chance))
        if basis == DECIDED or _alike(stay_chance, hit_chance):
            return t("coach.turn_decided", move=do, chance=_percent(stay_chance))
        stay, hit = _pair(stay_chance, hit_chance)
        return t("coach.turn", move=do, stay=stay, hit=hit)
    if basis == ONLY:
        return t("coach.only", move=do)
    if basis == RULES or not chances:
        # The targeting rules' pick (a Second Chance, classic Flip Three), said by what
        # the rules weigh: "hurt the likeliest winner" read wrong beside "Flip Three on
        # yourself" (QA twenty-first pass).
        key = "coach.rules_chance" if decision.card == C.CHANCE else \
            "coach.rules_self" if reading.move.player == decision.seat else "coach.rules"
        return t(key, move=do)
    best = chances.get(reading.move, 0.0)
    # "Any choice" only when every option was weighed and each is alike: at a big table
    # a Steal's shortlist leaves out the cards that would bust you (QA 35, QA 161), and
    # a −15 to the wrong rival lost the game where +15 and another −15 both won.
    anything = len(chances) >= len(decision.options) \
        and all(_alike(best, chance) for chance in chances.values())
    if basis == DECIDED:
        return t("coach.decided" if anything else "coach.alike", move=do,
                 chance=_percent(best))
    others = sorted(((chance, move) for move, chance in chances.items()
                     if move != reading.move), key=lambda pair: -pair[0])
    if not others:
        return t("coach.best", move=do, chance=_percent(best))
    chance, move = others[0]
    if _alike(best, chance):  # "0.0 % to win (Ann: 0.0 %)" compared nothing
        return t("coach.decided" if anything else "coach.alike", move=do,
                 chance=_percent(best))
    mine, theirs = _pair(best, chance)
    # "(Ann: 9 %)" beside "Freeze Ben" did not say what 9 % was (QA 37): another
    # target or the +15 is named as the other choice, "(Ann instead: 9 %)".
    if move.do == BONUS:
        label = t("coach.other.instead", other="+15")
    elif move.do == ATTACK and move.player is not None and reading.move.do == BONUS:
        # Beside "Take the +15", "(Ben instead: 49 %)" read as Ben taking it (QA 161).
        label = t("coach.other.attack", other=model.seats[move.player].name)
    elif move.do in (TARGET, ATTACK) and move.player is not None:
        # A modifier is given: German "dir selbst", where a Freeze is "dich selbst".
        given = decision.card in C.MODIFIERS
        other = t("coach.other.self_given" if given else "coach.other.self") \
            if move.player == decision.seat else model.seats[move.player].name
        label = t("coach.other.instead", other=other)
    else:
        label = t("coach.other.next")
    return t("coach.versus", move=do, chance=mine, other=label, theirs=theirs)

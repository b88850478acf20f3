"""The Expert: decides by its estimated chance of winning the game.

A threshold player maximises round points; the Expert maximises the chance
of winning, which is not the same near the end of a game or when far
behind. For each decision it builds a :class:`Forecast` of the round:

1. every other seat's round is played out a few dozen times from the counted
   pile (:mod:`game.ai.playout`): a stopped seat's score is settled, an
   active seat ends where a threshold player stops — or, for a rival who
   chases (every computer but the plain and random ones, people, other
   Experts) when the Expert or another seat has banked a winning total,
   wherever it gets by chasing it;
2. the totals after the round feed the race model (:mod:`game.ai.race`):
   who reaches the target first, from those totals, with the tie rule;
3. so for any final round score ``x`` of its own, :meth:`Forecast.win_if`
   gives the chance of winning the game.

Hit or stay is then an optimal-stopping search over its own next cards with
those win chances at the leaves (deck composition counted, Second Chance,
Flip 7, Zero, Unlucky 7 and Lucky 13 by the rules). A stay after a hit is
judged with the rivals whose rounds settle in between as they settle: a
chasing rival chases a total at the target only once its owner has
stopped. Threshold players chase (issue 20: they never stay on a total
that surely loses), so by default every rival does;
:func:`~game.ai.introduce` tells an Expert which seats do. Targeting
decisions, Steal, Swap and Discard are judged the same way: each option
re-plays the rivals it touches, and a line the Expert keeps playing is
valued by that same stopping search (it will decide hit or stay itself, not
as a threshold player would). The search is bounded (a few
hundred positions), so a decision takes milliseconds.

>>> ExpertPolicy().name
'expert'
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from itertools import repeat
from operator import add, mul, truediv
from typing import NamedTuple

from game.core import cards as C
from game.core.arrival import BUSTS, HELD, count_numbers, receive
from game.core.arrival import FLIP7 as MAKES_FLIP7
from game.core.engine import ACTIVE, BUSTED
from game.core.moves import (
    ATTACK,
    DISCARD,
    FLIP7,
    HIT,
    STAY,
    STEAL,
    SWAP,
    TARGET,
    TURN,
    Decision,
    Move,
)
from game.core.view import PlayerView

from .counting import bust_chance_for
from .outlook import Outlook, bust_score
from .personalities import (
    banked_winners,
    outstaying_total,
    threshold_wants_hit,
    winning_move,
    without_sure_loss,
)
from .playout import Outcome, play_out
from .race import Race, ahead_chance, edition_key
from .targeting import LINE_CHANGES, choose_target, option_scorer

_HIT = Move(HIT)
_STAY = Move(STAY)

#: Play-outs per other seat and decision: enough for the win chance to be
#: stable to about a percent; hit and stay share them, so their difference
#: is much steadier than that.
SAMPLES = 32

#: How many more cards the stopping search looks ahead on a hit.
DEPTH = 2


#: Target choices the Expert leaves to the shared heuristic of
#: :mod:`game.ai.targeting`. Passing a Second Chance hardly moves the win
#: chance. Flip Three (classic) targets only active players (C-2), and the
#: play-outs of an active player draw those three cards anyway, so the win
#: model sees every target as nearly equal and picks by sampling noise. Measured
#: with 200 full-game play-outs per option in 233 positions, the heuristic's
#: choice was worth 1.0 % more win chance per Flip Three than the model's.
HEURISTIC_CARDS = frozenset({C.CHANCE, C.FLIP3})


#: Line-changing decisions the Expert judges by its win model (V-5 … V-7).
MODELLED_CHANGES = frozenset({STEAL, SWAP, DISCARD})

#: At most this many Steal, Swap or Discard options are re-played (the
#: targeting rules' favourites); more would cost too much time at a big table.
SHORTLIST = 8


#: A lead (after banking, at the target) that no rival makes up in one round
#: but for a freak: about the best 2 % of rounds (see race.ROUND_SCORES).
SURE_LEAD = 60

#: A win chance below this, whichever way it decides, is "lost" to the win model:
#: its play-outs cannot tell 0.02 % from 0.05 %, and chasing such a difference
#: had an Expert far behind hit every round and bust (a 12-seat game ended
#: "Dev 8" after eight busts in a row). It plays for round points instead.
HOPELESS = 0.001


#: The seats that chase a winning total the Expert banks; ``None``: every seat.
Chasers = frozenset[int] | None


def _chases(chasers: Chasers, seat: int) -> bool:
    return chasers is None or seat in chasers


def _sure_win(view: PlayerView, me: int) -> bool:
    """Does staying now reach the target more than :data:`SURE_LEAD` ahead of
    every other seat's total plus what it holds this round — or, as the last seat
    still in the round, ahead of them at all (its stay ends the round: G-11, G-12)?"""
    mine = view.totals[me] + view.round_score(me)
    if mine < view.rules.target:
        return False
    others = [s for s in range(view.n) if s != me]
    status = view.status
    if all(status[s] is not ACTIVE for s in others):
        # Nothing can change the others' rounds once it stays, so any lead is a win.
        # A Second Chance made the hit look safe, and the Expert drew on from a sure
        # win into the Flip Three it would have to take itself (C-2, QA 67).
        return all(view.totals[s] + view.round_score(s) < mine for s in others)
    return all(view.totals[s] + view.round_score(s) + SURE_LEAD < mine for s in others)


def _losing(view: PlayerView, move: Move, basis: str, hit: float) -> str:
    """:data:`LOSING` for a hit where staying surely loses and the hit still wins in
    some play-out (win chance ``hit``), else ``basis``: only the words of the reading
    change, never the move. Behind a banked winning total, not level with it: a tie is
    another round (G-12), won about half the time, and "surely loses" was said of it
    (QA 203). "Only a hit can still win it" was said 193 points behind, more than a
    round can score (QA 209)."""
    if move != _HIT or hit <= 0.0:
        return basis
    mine = view.totals[view.seat] + view.round_score(view.seat)
    if any(theirs is not None and theirs > mine
           for other, theirs in enumerate(banked_winners(view)) if other != view.seat):
        return LOSING
    return basis


class _Rival:
    """One rival's part of a :class:`Forecast`, from its play-outs.

    The race terms (``keep[k]``: the rival has not reached the target after
    ``k`` more rounds, ``tie[k]``: it reaches it in round ``k``), the mean
    total it ends the round on, and the totals it ends on against a banked
    winning total. One decision judges many options, and most options leave
    most rivals as they are: such a rival's part is built once per decision
    and shared (see :class:`_Shared`).
    """

    __slots__ = ("_beaten", "_ends", "_picked", "chasing", "keep", "mean", "results", "tie",
                 "total")

    def __init__(self, race: Race, target: int, total: int, results: list[Outcome],
                 chasing: bool) -> None:
        rounds = race.rounds
        # Per future round k = 1 … rounds (index 0 unused), summed over the
        # play-outs one round at a time.
        keep = [0.0] * rounds
        tie = [0.0] * rounds
        weight = repeat(1.0 / len(results))
        mean = 0.0
        mass = 0.0
        for outcome in results:
            z = total + outcome.stop
            if z >= target:
                continue  # they win now unless we beat them: see Forecast.win_if
            reach, behind = race.first_passage(z)
            keep = list(map(add, keep, map(mul, weight, behind[1:])))
            tie = list(map(add, tie, map(mul, weight, reach[1:])))
            mean += z
            mass += 1
        self.keep = [0.0, *keep]
        self.tie = [0.0, *tie]
        self._picked: dict[tuple[int, int], tuple[list[float], list[float]]] = {}
        self.mean = mean / mass if mass else float(total)
        self.total = total
        self.results = results
        self.chasing = chasing
        self._ends: dict[int, list[int]] = {}
        self._beaten: dict[tuple[int, int], float] = {}

    def picked(self, span: tuple[int, int] | None,
               pick: Callable[[list[float]], list[float]]) -> tuple[list[float], list[float]]:
        """``keep`` and ``tie`` at some of the rounds (``pick``); kept for the
        next total when the rounds are the range ``span``."""
        found = self._picked.get(span) if span is not None else None
        if found is None:
            found = (pick(self.keep), pick(self.tie))
            if span is not None:
                self._picked[span] = found
        return found

    def ends(self, hits: int) -> list[int]:
        """The sorted totals this rival ends on when the Expert banks a winning
        total after ``hits`` more hits. A chasing rival never stays when
        staying surely loses, but it chases only once the Expert has stopped:
        a rival whose round settles in its first ``hits`` turns, while the
        Expert is still in play, ends where it stops. A rival who never
        chases (a plain or random computer) always ends where it stops."""
        found = self._ends.get(hits)
        if found is None:
            chasing = self.chasing
            found = sorted(self.total + (o.best if chasing and o.turns > hits else o.stop)
                           for o in self.results)
            self._ends[hits] = found
        return found

    def beaten(self, total: int, hits: int) -> float:
        """The chance this rival ends below ``total`` (a tie counts half),
        against a winning total the Expert banks after ``hits`` hits (G-12)."""
        key = (total, hits)
        found = self._beaten.get(key)
        if found is None:
            reached = self.ends(hits)
            below = bisect_left(reached, total)
            ties = bisect_right(reached, total) - below
            found = (below + 0.5 * ties) / len(reached)
            self._beaten[key] = found
        return found


class _Shared:
    """What the forecasts of one decision share: each rival's part, by the
    play-outs it was built from, and the forecasts that others are built
    from by changing a rival or two."""

    def __init__(self) -> None:
        self.rivals: dict[int, tuple[list[Outcome], _Rival]] = {}
        self.bases: list[Forecast] = []

    def rival(self, race: Race, target: int, total: int, results: list[Outcome],
              chasing: bool) -> _Rival:
        """The part of the rival whose play-outs are ``results``."""
        found = self.rivals.get(id(results))
        if found is not None and found[0] is results:
            return found[1]
        made = _Rival(race, target, total, results, chasing)
        self.rivals[id(results)] = (results, made)
        return made

    def forecast(self, view: PlayerView, outcomes: dict[int, list[Outcome]],
                 chasers: Chasers) -> Forecast:
        """The forecast of ``outcomes``: an earlier one with the same rivals,
        one computed from an earlier one that differs in one or two rivals,
        or a new base for later ones."""
        rules = view.rules
        race = Race.get(edition_key(rules.edition, rules.brutal), rules.target)
        rivals = [self.rival(race, rules.target, view.totals[seat], results,
                             _chases(chasers, seat))
                  for seat, results in outcomes.items()]
        for base in self.bases:
            if len(base.rivals) != len(rivals):
                continue
            changes = [(i, rival) for i, (rival, old) in enumerate(
                zip(rivals, base.rivals, strict=True)) if rival is not old]
            if not changes:
                return base
            if len(changes) <= 2:
                return Forecast(view, outcomes, chasers, rivals=rivals, base=base,
                                changes=changes)
        made = Forecast(view, outcomes, chasers, rivals=rivals)
        self.bases.append(made)
        return made


class _Profile:
    """A base forecast's race terms at one total of the Expert, arranged so
    that an option changing one or two rivals costs one pass over the rounds
    ``rounds`` the Expert may still reach the target in: ``product[i]`` is
    the chance of round ``rounds[i]`` with every rival's term, ``terms[j]``
    rival ``j``'s terms. An option divides its rivals' old terms out and
    multiplies their new ones in (where an old term is 0, the product of
    the others is taken afresh)."""

    __slots__ = ("pick", "product", "reach", "rounds", "span", "terms", "zeros")

    def __init__(self, race: Race, total: int, rivals: list[_Rival]) -> None:
        reach_all, _ = race.first_passage(total)
        rounds = [k for k in range(1, race.rounds + 1) if reach_all[k] >= 1e-9]
        self.rounds = rounds
        self.span = (rounds[0], rounds[-1]) if rounds and \
            rounds[-1] - rounds[0] + 1 == len(rounds) else None
        self.pick = _picker(rounds)
        self.reach = self.pick(reach_all)
        self.terms = [self._terms(total, rival) for rival in rivals]
        self.zeros = [0.0 in terms for terms in self.terms]
        product = self.reach
        for terms in self.terms:
            product = list(map(mul, product, terms))
        self.product = product

    def _terms(self, total: int, rival: _Rival) -> list[float]:
        """The rival's race term for each of the rounds (see Forecast.win_if)."""
        keep, tie = rival.picked(self.span, self.pick)
        return list(map(add, keep, map(mul, tie, repeat(ahead_chance(total - rival.mean)))))

    def replaced(self, total: int, changes: list[tuple[int, _Rival]]) -> float:
        """The win chance with the rivals at positions ``changes`` replaced
        (one or two of them)."""
        rest: Iterable[float]
        if any(self.zeros[j] for j, _ in changes):
            # A term of 0 cannot be divided out: the others' product afresh.
            rest = self.reach
            for j, terms in enumerate(self.terms):
                if all(j != changed for changed, _ in changes):
                    rest = map(mul, rest, terms)
        else:
            rest = self.product
            for j, _ in changes:
                rest = map(truediv, rest, self.terms[j])
        for _, new in changes:
            rest = map(mul, rest, self._terms(total, new))
        chance: float = sum(rest)
        return chance


class _Beaten:
    """A base forecast at a winning total of the Expert: each rival's chance
    of ending below it, and the products of those before and after each
    rival, so that an option changing one or two rivals costs a product or
    two (see :class:`_Profile`)."""

    __slots__ = ("after", "before", "factors")

    def __init__(self, total: int, hits: int, rivals: list[_Rival]) -> None:
        self.factors = [rival.beaten(total, hits) for rival in rivals]
        before = [1.0]
        for factor in self.factors[:-1]:
            before.append(before[-1] * factor)
        after = [1.0]
        for factor in reversed(self.factors[1:]):
            after.append(after[-1] * factor)
        after.reverse()
        self.before = before
        self.after = after

    def replaced(self, total: int, hits: int, changes: list[tuple[int, _Rival]]) -> float:
        """The chance with the rivals at positions ``changes`` replaced."""
        first, new = changes[0]
        last = changes[-1][0]
        chance = self.before[first] * new.beaten(total, hits)
        if len(changes) == 2:
            for factor in self.factors[first + 1:last]:
                chance *= factor
            chance *= changes[1][1].beaten(total, hits)
        return chance * self.after[last]


def _picker(rounds: list[int]) -> Callable[[list[float]], list[float]]:
    """A function taking the entries ``rounds`` of a per-round list."""
    if not rounds:
        return lambda values: []
    first, last = rounds[0], rounds[-1]
    if last - first + 1 == len(rounds):
        return lambda values: values[first:last + 1]
    return lambda values: [values[k] for k in rounds]


class Forecast:
    """The chance of winning the game for each way the Expert's round may end.

    Built from ``view`` with ``outcomes``: for each other seat, a list of
    :class:`~game.ai.playout.Outcome` (one for a settled seat). The seats in
    ``chasers`` chase a winning total the Expert banks; the others end where
    they would stop. The forecasts of one decision come from one
    :class:`_Shared` (:meth:`_Shared.forecast`): a rival whose play-outs are
    the same list is then computed once, and a forecast that differs from an
    earlier ``base`` only in the rivals ``changes`` (one or two: position,
    new part) is computed from the base's products (the same chances up to
    rounding).
    """

    def __init__(self, view: PlayerView, outcomes: dict[int, list[Outcome]],
                 chasers: Chasers = frozenset(), *, rivals: list[_Rival] | None = None,
                 base: Forecast | None = None,
                 changes: Sequence[tuple[int, _Rival]] = ()) -> None:
        rules = view.rules
        self.race = Race.get(edition_key(rules.edition, rules.brutal), rules.target)
        self.target = rules.target
        self.me = view.seat
        self.mine = view.totals[view.seat]
        self.outcomes = outcomes
        if rivals is None:
            rivals = [_Rival(self.race, self.target, view.totals[seat], results,
                             _chases(chasers, seat)) for seat, results in outcomes.items()]
        self.rivals = rivals
        self._hits_matter = any(rival.chasing for rival in self.rivals)
        self._cache: dict[tuple[int, int], float] = {}
        self._base = base
        self._changes = list(changes)
        self._profiles: dict[int, _Profile] = {}
        self._beatens: dict[tuple[int, int], _Beaten] = {}

    def win_if(self, score: int, hits: int = 0) -> float:
        """Chance of winning the game if the Expert's round ends with ``score``,
        staying after ``hits`` more hits (every active rival takes a turn
        after each)."""
        total = self.mine + score
        # Short of the target nobody chases, and without chasers nobody ever
        # does, so then the hits do not matter.
        if total < self.target or not self._hits_matter:
            hits = 0
        key = (score, hits)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        if total >= self.target:
            # The game ends this round unless somebody beats or ties us (G-12).
            if self._base is not None:
                chance = self._base._beaten(total, hits).replaced(total, hits, self._changes)
            else:
                chance = 1.0
                for rival in self.rivals:
                    chance *= rival.beaten(total, hits)
        elif self._base is not None:
            chance = self._base._profile(total).replaced(total, self._changes)
        else:
            # The per-round products, multiplied list by list (the same
            # products in the same order as round by round, so the same
            # chance), are kept: forecasts built from this one start there.
            chance = sum(self._profile(total).product)
        self._cache[key] = chance
        return chance

    def _profile(self, total: int) -> _Profile:
        found = self._profiles.get(total)
        if found is None:
            found = _Profile(self.race, total, self.rivals)
            self._profiles[total] = found
        return found

    def _beaten(self, total: int, hits: int) -> _Beaten:
        found = self._beatens.get((total, hits))
        if found is None:
            found = _Beaten(total, hits, self.rivals)
            self._beatens[(total, hits)] = found
        return found


def _scorer(view: PlayerView) -> Callable[[list[str], bool], int]:
    scorer = view.rules.edition.scorer
    brutal = view.rules.brutal

    def score(line: list[str], flip7: bool) -> int:
        return scorer(line, flip7, False, brutal, True).total

    return score


def _pool(counts: dict[str, int]) -> list[str]:
    pool: list[str] = []
    for code, count in counts.items():
        pool += [code] * count
    return pool


class _Plan:
    """The Expert's stopping search from one line, laid out once per decision
    and valued under any forecast (the options of a decision differ only in
    their forecasts).

    ``keys`` are the (score, hits) the forecast is asked about (stays and
    busts), ``flips`` the scores of a Flip 7 (valued with every other line as
    it is, G-10). ``nodes`` come children first, the root last; each is
    ``(stay, forced, total, draws)``: the key index of staying, whether the
    Zero forbids it (V-10), the number of cards that change the line, and
    per card that may come next ``(copies, kind, index)``, where kind 0 is a
    key, 1 a flip and 2 the next node (``draws`` is ``None`` where the search
    ends).
    """

    __slots__ = ("flips", "keys", "nodes")

    def __init__(self) -> None:
        self.keys: list[tuple[int, int]] = []
        self.flips: list[int] = []
        self.nodes: list[tuple[int, bool, int, list[tuple[int, int, int]] | None]] = []


def _lay_out(table: _Table, line: list[str], top: int) -> _Plan:
    """The stopping search of ``line``, ``top`` cards deep (see
    :meth:`_Table.plan`)."""
    score = table.score
    edition = table.edition
    zero_rules = edition.zero_rules
    brutal = table.brutal
    counts = dict(table.counts)
    plan = _Plan()
    keys: dict[tuple[int, int], int] = {}
    flips: dict[int, int] = {}

    def key(value: int, hits: int) -> int:
        found = keys.get((value, hits))
        if found is None:
            found = keys[(value, hits)] = len(plan.keys)
            plan.keys.append((value, hits))
        return found

    def flip(value: int) -> int:
        found = flips.get(value)
        if found is None:
            found = flips[value] = len(plan.flips)
            plan.flips.append(value)
        return found

    # Lines reached by different draws share a node (the counts are those of
    # the first way there: a close enough pile).
    memo: dict[tuple[tuple[str, ...], int], int] = {}

    def node(line: list[str], depth: int, size: int) -> int:
        memo_key = (tuple(sorted(line)), depth)
        found = memo.get(memo_key)
        if found is not None:
            return found
        stay = key(score(line, False), top - depth)
        forced = zero_rules and C.ZERO in line
        total, found_draws = draws(line, depth, size) if depth > 0 and size > 0 else (0, None)
        plan.nodes.append((stay, forced, total, found_draws))
        memo[memo_key] = len(plan.nodes) - 1
        return len(plan.nodes) - 1

    def draws(line: list[str], depth: int, size: int) -> tuple[int, list[tuple[int, int, int]]]:
        hits = top - depth + 1  # hits taken once this card is drawn
        found: list[tuple[int, int, int]] = []
        total = 0
        for code, count in list(counts.items()):
            if count <= 0:
                continue
            nxt = list(line)
            outcome = receive(nxt, code, edition)
            if outcome == BUSTS:
                found.append((count, 0, key(bust_score(nxt, brutal), hits)))
            elif outcome == MAKES_FLIP7:
                found.append((count, 1, flip(score(nxt, True))))
            elif outcome in HELD:
                # Actions, and Vengeance modifiers the Expert plays on others:
                # the line is unchanged and the Expert decides again later,
                # so they only dilute the pile.
                continue
            else:
                counts[code] = count - 1
                found.append((count, 2, node(nxt, depth - 1, size - 1)))
                counts[code] = count
            total += count
        return total, found

    stay = key(score(line, False), 0)
    total, root_draws = draws(line, top, table.size)
    plan.nodes.append((stay, False, total, root_draws))
    return plan


class _Table:
    """What one decision needs to play seats out: pile, scorer, rules flags."""

    def __init__(self, view: PlayerView, rng: random.Random, samples: int,
                 chasers: Chasers = None) -> None:
        self.view = view
        # Only a chasing rival's best score is read (Forecast, _Rival.ends):
        # the others' play-outs need not track it. None: every seat chases.
        self.chasers = chasers
        # Common random numbers: every play-out of one seat, whatever card
        # is being judged for it, draws the same stream, so two options are
        # compared on the same luck instead of on sampling noise (without
        # this a harmful modifier sometimes looked best on the Expert itself).
        self.seed = rng.getrandbits(32)
        # Big tables get fewer play-outs per seat, so a decision costs about
        # the same at any table size (three players: ``samples`` each).
        self.samples = max(8, samples * 2 // max(1, view.n - 1))
        self.counts, self.size = view.next_card_counts()
        self.pool = _pool(self.counts)
        # Where a play-out draws the deck dry, the discard pile comes next (G-6).
        self.reserve = list(view.discard) if view.deck_size else None
        # The seats still drawing this round share the deck (see play_out's burn).
        self.active = frozenset(s for s in range(view.n) if view.status[s] is ACTIVE)
        self.score = _scorer(view)
        self.edition = view.rules.edition
        self.brutal = view.rules.brutal
        # Where each seat's banked round would take it to the target ahead of
        # everybody's current standing: a threshold player stays there.
        standing = [view.totals[s] + view.round_score(s) for s in range(view.n)]
        self.bank_at = [
            max(view.rules.target - view.totals[s],
                max(standing[o] for o in range(view.n) if o != s) - view.totals[s] + 1)
            for s in range(view.n)
        ]
        # Where a seat other than the Expert has banked a winning total, a
        # chasing seat does not stop at or below it (staying surely loses);
        # the Expert's own banked totals are the forecasts' business (_Rival.ends).
        banked = banked_winners(view)
        me = view.seat
        # A seat still in that wins by staying at its next turn stays there: chased as
        # a banked winner is (see personalities.outstayed).
        for s in range(view.n):
            if banked[s] is None and s != me:
                banked[s] = outstaying_total(view, s)
        self.chase_to: list[int | None] = []
        for s in range(view.n):
            past = [b for o, b in enumerate(banked) if b is not None and o != s and o != me]
            self.chase_to.append(max(past) - view.totals[s]
                                 if past and _chases(chasers, s) else None)
        # What the forecasts of this decision share (see Forecast).
        self.shared = _Shared()
        self._plans: dict[tuple[tuple[str, ...], int], _Plan] = {}
        self._settled: dict[int, list[Outcome]] = {}
        self.ended: Forecast | None = None  # every rival as it is (a Flip 7, G-10)

    def settled(self, seat: int, line: list[str] | None = None) -> list[Outcome]:
        """The outcome of a seat that takes no more cards this round."""
        view = self.view
        if line is None:
            # One list per seat, so that forecasts share the rival's part.
            found = self._settled.get(seat)
            if found is None:
                found = self._settled[seat] = self.settled(seat, view.lines[seat])
            return found
        if view.status[seat] is BUSTED:
            value = bust_score(line, self.brutal)
        else:
            value = self.score(line, count_numbers(line) >= 7)
        return [Outcome(value, value)]

    def plan(self, line: list[str], depth: int) -> _Plan:
        """The Expert's stopping search from ``line``, ``depth`` cards deep:
        every card it may draw next (the counted pile, without replacement)
        and where that leaves it, laid out once per decision and line, then
        valued under any forecast (see ExpertPolicy._stopping). The rules of
        the line are core's (``receive``): bust, Second Chance, Flip 7, the
        Zero, the Unlucky 7, the Lucky 13."""
        key = (tuple(line), depth)
        found = self._plans.get(key)
        if found is None:
            found = self._plans[key] = _lay_out(self, line, depth)
        return found

    def outcomes(self, seat: int, line: list[str] | None = None, forced: int = 0,
                 stop_after_forced: bool = False) -> list[Outcome]:
        """Play-outs of ``seat`` (optionally with a changed ``line`` or forced cards)."""
        view = self.view
        line = view.lines[seat] if line is None else line
        stopped = view.status[seat] is not ACTIVE
        if view.status[seat] is BUSTED or (stopped and not forced) or not self.pool:
            return self.settled(seat, line)
        rng = random.Random(self.seed * 131 + seat)
        return [
            play_out(line, self.pool, rng, scorer=self.score, forced=forced,
                     stop_after_forced=stop_after_forced, edition=self.edition,
                     brutal=self.brutal, stopped=stopped, bank_at=self.bank_at[seat],
                     chase_to=self.chase_to[seat], counts=self.counts,
                     track_best=_chases(self.chasers, seat), reserve=self.reserve,
                     burn=len(self.active) - (seat in self.active))
            for _ in range(self.samples)
        ]


# Why the Expert plays what it plays (``Reading.basis``).
#: Its win model compared the options (``Reading.chances`` holds the figures).
MODEL = "model"
#: Only one option (the Zero's forced hit, V-10).
ONLY = "only"
#: Classic, and no card can bust the line: a hit can only help.
SAFE = "safe"
#: Staying now reaches the target far ahead of every rival (see :data:`SURE_LEAD`).
SURE = "sure"
#: The game is as good as decided either way: it plays for round points.
DECIDED = "decided"
#: A choice the win model cannot tell apart, left to the targeting rules.
RULES = "rules"
#: A hit where staying surely loses (a rival has banked a winning total the stay cannot
#: pass): the coach says so in words, not as "<1 %" (QA 197).
LOSING = "losing"


class Reading(NamedTuple):
    """The Expert's reading of a decision: the ``move`` it plays, why (``basis``,
    one of :data:`MODEL`, :data:`ONLY`, :data:`SAFE`, :data:`SURE`,
    :data:`DECIDED`, :data:`RULES`, :data:`LOSING`) and the chance of winning the game after
    each option its model weighed (``chances``; for hit or stay the keys are
    the Hit and Stay moves)."""

    move: Move
    basis: str
    chances: dict[Move, float]


def _best_by_win_chance(view: PlayerView, decision: Decision, rng: random.Random,
                        options: Sequence[Move], judge: Callable[[Move], float]) -> Reading:
    """The option ``judge`` gives the best win chance. When the game is already
    decided every option looks the same (all lose, or all win), so the targeting
    rules choose. One sure win among options that are not is no such case: the
    rules once took over there and could give the win away (QA 52: "Steal Ann's 12,
    any choice leaves you 100 %", where her 10 left 68 %)."""
    best = options[0]
    best_value = -1.0
    chances: dict[Move, float] = {}
    for move in options:
        chance = judge(move)
        chances[move] = chance
        if chance > best_value + 1e-9:
            best, best_value = move, chance
    if best_value <= 1e-9 or min(chances.values()) >= best_value - 1e-9:
        # Lost either way, it still does not freeze itself into the loss, as no
        # threshold computer does: a watcher read that as giving up (QA 67). Every
        # option alike, the first (the lowest seat) was taken: from seat 0 a Freeze or
        # a minus card on itself (QA 99: 9 of 176 such choices in 9,240 games).
        return Reading(choose_target(view, without_sure_loss(view, decision), rng,
                                     Outlook(view)), DECIDED, chances)
    return Reading(best, MODEL, chances)


class ExpertPolicy:
    """Plays to win: hit, stay and targets by the estimated chance of winning.

    ``samples`` play-outs per other seat and a ``depth``-card stopping search
    bound the time per decision (see ``bench/ai_strength.py`` for latency).
    ``chasers`` are the seats whose players chase a winning total it banks
    (people, other Experts, threshold computers); ``None``, the default,
    means every rival does (see :func:`~game.ai.introduce`).
    """

    name = "expert"
    description = "Plays to win: counts every card and weighs the whole game."

    def __init__(self, samples: int = SAMPLES, depth: int = DEPTH,
                 chasers: Iterable[int] | None = None) -> None:
        self.samples = samples
        self.depth = depth
        self.chasers: Chasers = None if chasers is None else frozenset(chasers)

    # ----------------------------------------------------------------- decisions

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        """The move with the best estimated chance of winning the game."""
        return self.read(view, decision, rng).move

    def read(self, view: PlayerView, decision: Decision, rng: random.Random) -> Reading:
        """The move :meth:`choose` plays, with why and the win chances behind it (what
        the table's coach shows a person)."""
        kind = decision.kind
        if kind == TURN:
            if len(decision.options) == 1:
                return Reading(decision.options[0], ONLY, {})
            return self.hit_or_stay(view, rng)
        if kind == TARGET and decision.card not in HEURISTIC_CARDS:
            return self._target(view, decision, rng)
        if kind == FLIP7:
            return self._flip7(view, decision)
        if kind in MODELLED_CHANGES:
            return self._change_lines(view, decision, rng)
        if len(decision.options) == 1:
            return Reading(decision.options[0], ONLY, {})
        return Reading(choose_target(view, decision, rng, Outlook(view)), RULES, {})

    def wants_hit(self, view: PlayerView, rng: random.Random) -> bool:
        """True if hitting now has the better chance of winning than staying."""
        return self.hit_or_stay(view, rng).move == _HIT

    def hit_or_stay(self, view: PlayerView, rng: random.Random) -> Reading:
        """Hit or stay, by the better chance of winning the game."""
        me = view.seat
        line = view.lines[me]
        counts, size = view.next_card_counts()
        if size == 0:
            return Reading(_STAY, ONLY, {})
        if _sure_win(view, me):
            # Banking now reaches the target far ahead of every rival: only a
            # freak round could catch up, and a few dozen play-outs can only
            # over- or under-sample a freak; the sure thing is worth more.
            # Before the "safe" hit below: a hit that cannot bust by itself still
            # can as the last active player, who must take a Flip Three (C-2).
            return Reading(_STAY, SURE, {})
        if not view.rules.edition.zero_rules and bust_chance_for(line, counts, size) == 0.0:
            return Reading(_HIT, SAFE, {})  # classic: a card that cannot bust can only help
        table = _Table(view, rng, self.samples, self.chasers)
        forecast = self.forecast(table)
        stay, hit = self._stopping(view, table, forecast)
        chances = {_HIT: hit, _STAY: stay}
        if abs(hit - stay) < 1e-9 or max(hit, stay) < HOPELESS:
            # The game does not care (already won or lost): play for points.
            move = _HIT if threshold_wants_hit(view, me, 0.26) else _STAY
            return Reading(move, _losing(view, move, DECIDED, hit), chances)
        move = _HIT if hit > stay else _STAY
        return Reading(move, _losing(view, move, MODEL, hit), chances)

    def forecast(self, table: _Table, changed: dict[int, list[Outcome]] | None = None
                 ) -> Forecast:
        """The :class:`Forecast` for ``table``'s seat; ``changed`` replaces some
        seats' outcomes (to judge a targeting option)."""
        view = table.view
        outcomes: dict[int, list[Outcome]] = {}
        for seat in range(view.n):
            if seat == view.seat:
                continue
            if changed is not None and seat in changed:
                outcomes[seat] = changed[seat]
            else:
                outcomes[seat] = table.outcomes(seat)
        return self._forecast(table, outcomes)

    def _forecast(self, table: _Table, outcomes: dict[int, list[Outcome]]) -> Forecast:
        return table.shared.forecast(table.view, outcomes, self.chasers)

    # ----------------------------------------------------------------- hit or stay

    def _stopping(self, view: PlayerView, table: _Table, forecast: Forecast,
                  line: list[str] | None = None) -> tuple[float, float]:
        """(win chance if staying now, win chance if hitting and then playing on
        well), for the Expert's ``line`` (its line on the table by default)."""
        line = list(view.lines[view.seat] if line is None else line)
        plan = table.plan(line, self.depth)
        win = [forecast.win_if(value, hits) for value, hits in plan.keys]
        flip: list[float] = []
        if plan.flips:
            # G-10: Flip 7 ends the round at once, every other line as it is.
            if table.ended is None:
                table.ended = self._forecast(table, {seat: table.settled(seat)
                                                     for seat in forecast.outcomes})
            flip = [table.ended.win_if(value) for value in plan.flips]
        values: list[float] = []
        stay = hit = 0.0
        for stay_key, forced, total, draws in plan.nodes:
            stay = win[stay_key]
            if draws is None:
                values.append(stay)
                continue
            acc = 0.0
            for count, kind, index in draws:
                acc += count * (win[index] if kind == 0 else flip[index] if kind == 1
                                else values[index])
            hit = acc / total if total else stay
            values.append(hit if forced else max(stay, hit))
        return stay, hit  # the root's, which comes last

    def _my_chance(self, view: PlayerView, table: _Table, forecast: Forecast,
                   results: Callable[[], list[Outcome]], line: list[str] | None) -> float:
        """The Expert's win chance under ``forecast`` after an option.

        If the option leaves it in play with ``line``, it will decide hit or
        stay itself at its next turn, so its own stopping search values the
        line: valuing it by ``results()`` (a threshold player's play-outs) would
        undervalue staying in play next to freezing itself or being frozen,
        most of all late in a game, where the Expert plays far from any
        threshold. Otherwise the mean over ``results()`` (asked for only
        then: play-outs cost time).
        """
        if line is not None and table.pool:
            stay, hit = self._stopping(view, table, forecast, line)
            if view.rules.edition.zero_rules and C.ZERO in line:
                return hit  # V-10: no staying with the Zero
            return max(stay, hit)
        found = results()
        return sum(forecast.win_if(o.stop) for o in found) / len(found)

    # ----------------------------------------------------------------- targeting

    def _target(self, view: PlayerView, decision: Decision, rng: random.Random) -> Reading:
        won = winning_move(view, decision)
        if won is not None:
            # A Freeze that leaves it alone in the round with the game won by staying:
            # sure, where the play-outs only estimate (QA 201).
            return Reading(won, MODEL, {won: 1.0})
        card = decision.card or ""
        table = _Table(view, rng, self.samples, self.chasers)
        me = view.seat
        status = view.status
        effect_kind = C.CARDS[card].effect
        freezes = effect_kind == C.FREEZE_TARGET
        draws = C.CARDS[card].draws

        def effect(seat: int) -> list[Outcome]:
            line = view.lines[seat]
            if freezes:
                return table.settled(seat)  # C-3: the round is banked as it is
            if draws:
                # V-3: Just One More stops its target; so does a flip for a
                # stayed target (V-4).
                stops = effect_kind == C.ONE_MORE or status[seat] is not ACTIVE
                return table.outcomes(seat, forced=draws, stop_after_forced=stops)
            return table.outcomes(seat, line=[*line, card])  # a modifier or a Second Chance

        base = {seat: table.outcomes(seat) for seat in range(view.n) if seat != me}
        self._forecast(table, base)  # first: every option's forecast changes it in one rival
        mine: list[list[Outcome]] = []
        playing = status[me] is ACTIVE
        line = view.lines[me]

        def my_outcomes() -> list[Outcome]:
            if not mine:
                mine.append(table.outcomes(me))
            return mine[0]

        def judge(move: Move) -> float:
            seat = move.player
            assert seat is not None
            if seat == me:
                # Frozen or forced to draw, the play-outs settle the round; a
                # modifier leaves the Expert to play on with a changed line.
                plain = playing and not freezes and not draws
                return self._my_chance(view, table, self._forecast(table, base),
                                       lambda: effect(me), [*line, card] if plain else None)
            return self._my_chance(view, table,
                                   self._forecast(table, {**base, seat: effect(seat)}),
                                   my_outcomes, line if playing else None)

        return _best_by_win_chance(view, decision, rng, decision.options, judge)

    def _change_lines(self, view: PlayerView, decision: Decision, rng: random.Random
                      ) -> Reading:
        """Steal, Swap or Discard: re-play the seats whose lines each option changes."""
        won = winning_move(view, decision)
        if won is not None:
            # A Flip 7 that ends the round with the game won: its play-outs could rate
            # an option that only nearly wins as high, and at a big table the shortlist
            # may leave the sure one out (the threshold computers missed it: QA 99).
            return Reading(won, MODEL, {won: 1.0})
        table = _Table(view, rng, self.samples, self.chasers)
        me = view.seat
        base = {seat: table.outcomes(seat) for seat in range(view.n) if seat != me}
        # First: the forecasts of the options change it in a rival or two.
        self._forecast(table, base)
        options = list(decision.options)
        if len(options) > SHORTLIST:
            # A big table offers dozens of cards: the targeting rules pick the
            # candidates, the win model the card, so the time stays bounded.
            value = option_scorer(view, decision, Outlook(view))
            options = sorted(options, key=value, reverse=True)[:SHORTLIST]

        playing = view.status[me] is ACTIVE

        def judge(move: Move) -> float:
            changes = LINE_CHANGES[decision.kind](view, move)
            # A line reaching seven numbers ends the round for everybody (G-10).
            ended = any(not busted and count_numbers(line) >= 7 for _, line, busted in changes)
            outcomes = {seat: table.settled(seat) for seat in range(view.n) if seat != me} \
                if ended else dict(base)
            mine_changed: tuple[list[str], bool] | None = None
            for seat, line, busted in changes:
                if seat == me:
                    mine_changed = (line, busted)
                elif busted:
                    lost = bust_score(line, table.brutal)
                    outcomes[seat] = [Outcome(lost, lost)]
                elif ended:
                    outcomes[seat] = table.settled(seat, line)
                else:
                    outcomes[seat] = table.outcomes(seat, line=line)
            # The Expert's own play-outs are played only if its stopping
            # search does not value its line (see _my_chance).
            mine: list[str] | None
            results: Callable[[], list[Outcome]]
            if mine_changed is None:
                mine = view.lines[me] if playing and not ended else None
                results = (lambda: table.settled(me)) if ended else (lambda: table.outcomes(me))
            else:
                line, busted = mine_changed
                mine = line if playing and not ended and not busted else None
                if busted:
                    lost = bust_score(line, table.brutal)
                    results = lambda: [Outcome(lost, lost)]  # noqa: E731
                elif ended:
                    results = lambda: table.settled(me, line)  # noqa: E731
                else:
                    results = lambda: table.outcomes(me, line=line)  # noqa: E731
            return self._my_chance(view, table, self._forecast(table, outcomes), results, mine)

        return _best_by_win_chance(view, decision, rng, options, judge)

    def _flip7(self, view: PlayerView, decision: Decision) -> Reading:
        """V-B-3: compare the totals each choice leads to, by the race model."""
        rules = view.rules
        race = Race.get(edition_key(rules.edition, rules.brutal), rules.target)
        me = view.seat
        base = [view.totals[s] + view.round_score(s) for s in range(view.n)]
        best = decision.options[0]
        best_value = -1.0
        chances: dict[Move, float] = {}
        for move in decision.options:
            finals = list(base)
            if move.do == ATTACK:
                assert move.player is not None
                finals[me] -= 15
                finals[move.player] -= 15
            top = max(finals)
            leaders = [s for s in range(view.n) if finals[s] == top]
            if top >= rules.target and len(leaders) == 1:
                chance = 1.0 if leaders == [me] else 0.0
            else:
                chance = race.win_chances([float(f) for f in finals])[me]
            chances[move] = chance
            if chance > best_value + 1e-9:
                best, best_value = move, chance
        return Reading(best, MODEL, chances)


__all__ = ["ExpertPolicy", "Forecast", "Reading"]

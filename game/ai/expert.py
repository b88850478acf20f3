"""The Expert: decides by its estimated chance of winning the game.

A threshold player maximises round points; the Expert maximises the chance
of winning, which is not the same near the end of a game or when far
behind. For each decision it builds a :class:`Forecast` of the round:

1. every other seat's round is played out a few dozen times from the counted
   pile (:mod:`game.ai.playout`): a stopped seat's score is settled, an
   active seat ends where a threshold player stops — or, for a rival known
   to chase (a person, another Expert) when the Expert has banked a winning
   total, wherever it gets by chasing it;
2. the totals after the round feed the race model (:mod:`game.ai.race`):
   who reaches the target first, from those totals, with the tie rule;
3. so for any final round score ``x`` of its own, :meth:`Forecast.win_if`
   gives the chance of winning the game.

Hit or stay is then an optimal-stopping search over its own next cards with
those win chances at the leaves (deck composition counted, Second Chance,
Flip 7, Zero, Unlucky 7 and Lucky 13 by the rules). A stay after a hit is
judged with the rivals whose rounds settle in between as they settle: a
chasing rival chases a total at the target only once its owner has
stopped. Threshold players never chase (issue 4.3: they stay at their
threshold unless staying wins), so by default no rival does;
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
from operator import add, mul

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
from .personalities import threshold_wants_hit
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


def _sure_win(view: PlayerView, me: int) -> bool:
    """Does staying now reach the target more than :data:`SURE_LEAD` ahead of
    every other seat's total plus what it holds this round?"""
    mine = view.totals[me] + view.round_score(me)
    if mine < view.rules.target:
        return False
    return all(view.totals[s] + view.round_score(s) + SURE_LEAD < mine
               for s in range(view.n) if s != me)


class _Rival:
    """One rival's part of a :class:`Forecast`, from its play-outs.

    The race terms (``keep[k]``: the rival has not reached the target after
    ``k`` more rounds, ``tie[k]``: it reaches it in round ``k``), the mean
    total it ends the round on, and the totals it ends on against a banked
    winning total. One decision judges many options, and most options leave
    most rivals as they are: such a rival's part is built once per decision
    and shared (see :class:`_Shared`).
    """

    __slots__ = ("_beaten", "_ends", "chasing", "keep", "mean", "results", "tie", "total")

    def __init__(self, race: Race, target: int, total: int, results: list[Outcome],
                 chasing: bool) -> None:
        rounds = race.rounds
        keep = [0.0] * (rounds + 1)
        tie = [0.0] * (rounds + 1)
        weight = 1.0 / len(results)
        mean = 0.0
        mass = 0.0
        for outcome in results:
            z = total + outcome.stop
            if z >= target:
                continue  # they win now unless we beat them: see Forecast.win_if
            reach, behind = race.first_passage(z)
            for k in range(1, rounds + 1):
                keep[k] += weight * behind[k]
                tie[k] += weight * reach[k]
            mean += z
            mass += 1
        self.keep = keep
        self.tie = tie
        self.mean = mean / mass if mass else float(total)
        self.total = total
        self.results = results
        self.chasing = chasing
        self._ends: dict[int, list[int]] = {}
        self._beaten: dict[tuple[int, int], float] = {}

    def ends(self, hits: int) -> list[int]:
        """The sorted totals this rival ends on when the Expert banks a winning
        total after ``hits`` more hits. A chasing rival never stays when
        staying surely loses, but it chases only once the Expert has stopped:
        a rival whose round settles in its first ``hits`` turns, while the
        Expert is still in play, ends where it stops. A threshold player
        always ends where it stops."""
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


class _Profile:
    """A base forecast's race terms at one total of the Expert, arranged so
    that an option changing one or two rivals costs one pass over the rounds:
    ``before[j][i]`` is the product of the terms of the rivals before ``j``,
    ``after[j][i]`` of those after it, over the rounds ``rounds[i]`` the
    Expert may reach the target in (chance ``reach[i]``)."""

    __slots__ = ("after", "before", "pick", "reach", "rounds", "terms")

    def __init__(self, race: Race, total: int, rivals: list[_Rival]) -> None:
        reach_all, _ = race.first_passage(total)
        rounds = [k for k in range(1, race.rounds + 1) if reach_all[k] >= 1e-9]
        self.rounds = rounds
        self.pick = _picker(rounds)
        self.reach = self.pick(reach_all)
        self.terms = [self._terms(total, rival) for rival in rivals]
        before = [[1.0] * len(rounds)]
        for terms in self.terms[:-1]:
            before.append(list(map(mul, before[-1], terms)))
        after = [[1.0] * len(rounds)]
        for terms in reversed(self.terms[1:]):
            after.append(list(map(mul, after[-1], terms)))
        after.reverse()
        self.before = before
        self.after = after

    def _terms(self, total: int, rival: _Rival) -> list[float]:
        """The rival's race term for each of the rounds (see Forecast.win_if)."""
        ahead = ahead_chance(total - rival.mean)
        return list(map(add, self.pick(rival.keep), map(mul, self.pick(rival.tie),
                                                          repeat(ahead))))

    def replaced(self, total: int, changes: list[tuple[int, _Rival]]) -> float:
        """The win chance with the rivals at positions ``changes`` replaced
        (one or two of them, in position order)."""
        first, new = changes[0]
        last = changes[-1][0]
        # The chance of each round for the Expert and the rivals left as they are.
        rest = map(mul, map(mul, self.reach, self.before[first]), self.after[last])
        if len(changes) == 2:
            for terms in self.terms[first + 1:last]:
                rest = map(mul, rest, terms)
            rest = map(mul, rest, self._terms(total, changes[1][1]))
        chance: float = sum(map(mul, rest, self._terms(total, new)))
        return chance


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
    they would stop. Forecasts of one decision pass the same ``shared``: a
    rival whose play-outs are the same list is then computed once, and a
    forecast that differs from an earlier one in one or two rivals is
    computed from that one's products (the same chances up to rounding).
    """

    def __init__(self, view: PlayerView, outcomes: dict[int, list[Outcome]],
                 chasers: frozenset[int] = frozenset(), shared: _Shared | None = None) -> None:
        rules = view.rules
        self.race = Race.get(edition_key(rules.edition, rules.brutal), rules.target)
        self.target = rules.target
        self.me = view.seat
        self.mine = view.totals[view.seat]
        self.outcomes = outcomes
        shared = shared if shared is not None else _Shared()
        self.rivals = [shared.rival(self.race, self.target, view.totals[seat], results,
                                    seat in chasers)
                       for seat, results in outcomes.items()]
        self._hits_matter = any(rival.chasing for rival in self.rivals)
        self._cache: dict[tuple[int, int], float] = {}
        # The earlier forecast this one changes in one or two rivals, if any.
        self._base: Forecast | None = None
        self._changes: list[tuple[int, _Rival]] = []
        self._profiles: dict[int, _Profile] = {}
        for base in shared.bases:
            if len(base.rivals) != len(self.rivals):
                continue
            changes = [(i, rival) for i, (rival, old) in enumerate(
                zip(self.rivals, base.rivals, strict=True)) if rival is not old]
            if 0 < len(changes) <= 2:
                self._base, self._changes = base, changes
                break
        else:
            shared.bases.append(self)

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
            chance = 1.0
            for rival in self.rivals:
                chance *= rival.beaten(total, hits)
        elif self._base is not None:
            chance = self._base._profile(total).replaced(total, self._changes)
        else:
            reach, _ = self.race.first_passage(total)
            aheads = [ahead_chance(total - rival.mean) for rival in self.rivals]
            chance = 0.0
            for k in range(1, self.race.rounds + 1):
                r = reach[k]
                if r < 1e-9:
                    continue
                for rival, ahead in zip(self.rivals, aheads, strict=True):
                    r *= rival.keep[k] + rival.tie[k] * ahead
                chance += r
        self._cache[key] = chance
        return chance

    def _profile(self, total: int) -> _Profile:
        found = self._profiles.get(total)
        if found is None:
            found = _Profile(self.race, total, self.rivals)
            self._profiles[total] = found
        return found


def _scorer(view: PlayerView) -> Callable[[list[str], bool], int]:
    edition = view.rules.edition
    brutal = view.rules.brutal

    def score(line: list[str], flip7: bool) -> int:
        return edition.scorer(line, flip7, False, brutal, True).total

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

    def __init__(self, view: PlayerView, rng: random.Random, samples: int) -> None:
        self.view = view
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
                     brutal=self.brutal, stopped=stopped, bank_at=self.bank_at[seat])
            for _ in range(self.samples)
        ]


def _best_by_win_chance(view: PlayerView, decision: Decision, rng: random.Random,
                        options: Sequence[Move], judge: Callable[[Move], float]) -> Move:
    """The option ``judge`` gives the best win chance. When the game is already
    decided every option looks the same, so the targeting rules choose."""
    best = options[0]
    best_value = -1.0
    for move in options:
        chance = judge(move)
        if chance > best_value + 1e-9:
            best, best_value = move, chance
    if best_value <= 1e-9 or best_value >= 1 - 1e-9:
        return choose_target(view, decision, rng, Outlook(view))
    return best


class ExpertPolicy:
    """Plays to win: hit, stay and targets by the estimated chance of winning.

    ``samples`` play-outs per other seat and a ``depth``-card stopping search
    bound the time per decision (see ``bench/ai_strength.py`` for latency).
    ``chasers`` are the seats whose players chase a winning total it banks
    (people, other Experts); threshold players do not.
    """

    name = "expert"
    description = "Plays to win: counts every card and weighs the whole game."

    def __init__(self, samples: int = SAMPLES, depth: int = DEPTH,
                 chasers: Iterable[int] = ()) -> None:
        self.samples = samples
        self.depth = depth
        self.chasers = frozenset(chasers)

    # ----------------------------------------------------------------- decisions

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        """The move with the best estimated chance of winning the game."""
        kind = decision.kind
        if kind == TURN:
            if len(decision.options) == 1:
                return decision.options[0]
            return _HIT if self.wants_hit(view, rng) else _STAY
        if kind == TARGET and decision.card not in HEURISTIC_CARDS:
            return self._target(view, decision, rng)
        if kind == FLIP7:
            return self._flip7(view, decision)
        if kind in MODELLED_CHANGES:
            return self._change_lines(view, decision, rng)
        return choose_target(view, decision, rng, Outlook(view))

    def wants_hit(self, view: PlayerView, rng: random.Random) -> bool:
        """True if hitting now has the better chance of winning than staying."""
        me = view.seat
        line = view.lines[me]
        counts, size = view.next_card_counts()
        if size == 0:
            return False
        if not view.rules.edition.zero_rules and bust_chance_for(line, counts, size) == 0.0:
            return True  # classic: a card that cannot bust can only help
        if _sure_win(view, me):
            # Banking now reaches the target far ahead of every rival: only a
            # freak round could catch up, and a few dozen play-outs can only
            # over- or under-sample a freak; the sure thing is worth more.
            return False
        table = _Table(view, rng, self.samples)
        forecast = self.forecast(table)
        stay, hit = self._stopping(view, table, forecast)
        if abs(hit - stay) < 1e-9:
            # The game does not care (already won or lost): play for points.
            return threshold_wants_hit(view, me, 0.26)
        return hit > stay

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
        return Forecast(table.view, outcomes, self.chasers, table.shared)

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
                   results: list[Outcome], line: list[str] | None) -> float:
        """The Expert's win chance under ``forecast`` after an option.

        If the option leaves it in play with ``line``, it will decide hit or
        stay itself at its next turn, so its own stopping search values the
        line: valuing it by ``results`` (a threshold player's play-outs) would
        undervalue staying in play next to freezing itself or being frozen,
        most of all late in a game, where the Expert plays far from any
        threshold. Otherwise the mean over ``results``.
        """
        if line is not None and table.pool:
            stay, hit = self._stopping(view, table, forecast, line)
            if view.rules.edition.zero_rules and C.ZERO in line:
                return hit  # V-10: no staying with the Zero
            return max(stay, hit)
        return sum(forecast.win_if(o.stop) for o in results) / len(results)

    # ----------------------------------------------------------------- targeting

    def _target(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        card = decision.card or ""
        table = _Table(view, rng, self.samples)
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
        mine = table.outcomes(me)
        playing = status[me] is ACTIVE
        line = view.lines[me]

        def judge(move: Move) -> float:
            seat = move.player
            assert seat is not None
            if seat == me:
                # Frozen or forced to draw, the play-outs settle the round; a
                # modifier leaves the Expert to play on with a changed line.
                plain = playing and not freezes and not draws
                return self._my_chance(view, table, self._forecast(table, base), effect(me),
                                       [*line, card] if plain else None)
            return self._my_chance(view, table,
                                   self._forecast(table, {**base, seat: effect(seat)}),
                                   mine, line if playing else None)

        return _best_by_win_chance(view, decision, rng, decision.options, judge)

    def _change_lines(self, view: PlayerView, decision: Decision, rng: random.Random
                      ) -> Move:
        """Steal, Swap or Discard: re-play the seats whose lines each option changes."""
        table = _Table(view, rng, self.samples)
        me = view.seat
        base = {seat: table.outcomes(seat) for seat in range(view.n)}
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
            outcomes = {seat: table.settled(seat) for seat in range(view.n)} if ended \
                else dict(base)
            mine: list[str] | None = view.lines[me] if playing and not ended else None
            for seat, line, busted in changes:
                if busted:
                    lost = bust_score(line, table.brutal)
                    outcomes[seat] = [Outcome(lost, lost)]
                elif ended:
                    outcomes[seat] = table.settled(seat, line)
                else:
                    outcomes[seat] = table.outcomes(seat, line=line)
                if seat == me and mine is not None:
                    mine = None if busted else line
            results = outcomes.pop(me)
            return self._my_chance(view, table, self._forecast(table, outcomes), results, mine)

        return _best_by_win_chance(view, decision, rng, options, judge)

    def _flip7(self, view: PlayerView, decision: Decision) -> Move:
        """V-B-3: compare the totals each choice leads to, by the race model."""
        rules = view.rules
        race = Race.get(edition_key(rules.edition, rules.brutal), rules.target)
        me = view.seat
        base = [view.totals[s] + view.round_score(s) for s in range(view.n)]
        best = decision.options[0]
        best_value = -1.0
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
            if chance > best_value + 1e-9:
                best, best_value = move, chance
        return best


__all__ = ["ExpertPolicy", "Forecast"]

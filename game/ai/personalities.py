"""Risk-threshold computer players: Careful, Balanced, Bold, or any threshold.

A threshold player counts the unseen cards and hits while its chance of
busting on the next card stays below its risk threshold: it plays for round
points. Around that one number it adds what any sensible player does:

- when the game is decided this round it plays to win (issue 20): it
  always stays if staying now wins the game (banking takes it to the
  target, ahead of everybody's current standing), and it never stays on a
  total that surely loses: someone has banked (stayed or been frozen on) a
  total at or past the target that its own total after staying cannot pass,
  or can only tie (G-12). It draws on instead, whatever its threshold says.
  For the same reason it never freezes itself, or plays a modifier on its
  own banked line, into such a loss; a Steal or Swap whose Flip 7 ends
  the round is taken when that surely wins the game, and left when that
  surely loses it while another choice does not; and so is a Freeze, Steal,
  Swap or Discard that leaves nobody else to draw with the game won once it
  stays (a Swap that busts the last rival still in, a Freeze on it);
- it hits when there is nothing to lose (the round is worth no more than a
  bust);
- with six different numbers it pushes for Flip 7 when the odds justify it:
  when the expected round score of one more card beats staying.

The turn rule is a few counts, no search, so thousands of games per second
stay possible. Non-turn decisions use :mod:`game.ai.targeting`.

>>> ThresholdPolicy(0.26).name, PRESETS["balanced"].risk
('threshold:0.26', 0.26)
"""

from __future__ import annotations

import random
from typing import NamedTuple

from game.core.arrival import count_numbers
from game.core.cards import FREEZE, MODIFIERS, ZERO
from game.core.engine import ACTIVE, BUSTED, FROZEN, STAYED
from game.core.moves import HIT, STAY, STEAL, SWAP, TARGET, TURN, Decision, Move
from game.core.scoring import FLIP7_BONUS
from game.core.view import PlayerView

from .counting import bust_chance_for, safe_gain
from .outlook import bust_score
from .targeting import LINE_CHANGES, choose_target

#: The range of risk thresholds a player may configure (issue 4).
MIN_RISK = 0.05
MAX_RISK = 0.60

_HIT = Move(HIT)
_STAY = Move(STAY)

#: The statuses of a seat whose round score is banked: it takes no more turns.
_BANKED = (STAYED, FROZEN)


class Preset(NamedTuple):
    """A named temperament: its risk threshold and a one-line description for menus."""

    risk: float
    description: str


#: The threshold temperaments, mildest first.
PRESETS: dict[str, Preset] = {
    "careful": Preset(0.15, "Stays once the next card would bust 15 % of the time."),
    "balanced": Preset(0.26, "Stays at a 26 % bust chance: the best average round."),
    "bold": Preset(0.40, "Keeps hitting up to a 40 % bust chance."),
}


def staying_wins(view: PlayerView, seat: int, score: int, ties: bool = False) -> bool:
    """Would banking ``score`` now take ``seat`` to the target, ahead of every
    other seat's total plus what it holds this round (G-12)? With ``ties``, level
    counts as ahead: the others cannot win by staying then either."""
    mine = view.totals[seat] + score
    if mine < view.rules.target:
        return False
    brutal = view.rules.brutal
    for other in range(view.n):
        if other == seat:
            continue
        line = view.lines[other]
        held = bust_score(line, brutal) if view.status[other] is BUSTED \
            else view.round_score(other)
        if view.totals[other] + held > mine or (view.totals[other] + held == mine
                                                 and not ties):
            return False
    return True


def banked_winners(view: PlayerView) -> list[int | None]:
    """Per seat: the total it has banked (stayed or been frozen on) if that
    total is at or past the target, so that the game ends this round (G-12);
    otherwise ``None``.

    In a tie-break round (G-12: someone already has the target) a seat's total
    so far is banked too, whatever it does this round, outside Brutal mode: a
    round scores 0 or more (C-S, V-S), a bust 0. A computer stayed there on 45
    against two totals of 106 at target 100 (QA 99)."""
    target = view.rules.target
    status = view.status
    floor = not view.rules.brutal  # no round below 0 (V-B-1 lifts that)
    found: list[int | None] = []
    for seat in range(view.n):
        total = view.totals[seat] + view.round_score(seat) if status[seat] in _BANKED \
            else view.totals[seat] if floor else None
        found.append(total if total is not None and total >= target else None)
    return found


def staying_loses(view: PlayerView, seat: int, score: int) -> bool:
    """Would banking ``score`` now surely lose the game? Some other seat has
    banked a winning total (:func:`banked_winners`) that ``seat``'s total
    after banking cannot pass, or can only tie: the game ends this round
    (G-12) and ``seat`` is not its single leader.

    A tie would mean another round (G-12) rather than a loss, but a player
    who can still draw does not settle for it (issue 20).
    """
    mine = view.totals[seat] + score
    return any(theirs is not None and theirs >= mine
               for other, theirs in enumerate(banked_winners(view)) if other != seat)


def outstayed(view: PlayerView, seat: int) -> bool:
    """Is another seat still in the round on a total that wins the game if it stays at
    its next turn, as it then will (:func:`staying_wins`), ahead of ``seat`` staying on
    its present total? Staying then loses but for a freak (that seat made to draw and
    bust), as surely as behind a banked winner (QA 201: 426 such stays in 1,500 games)."""
    return any(other != seat and wins_by_staying_next(view, other) for other in range(view.n))


def wins_by_staying_next(view: PlayerView, other: int) -> bool:
    """Is ``other`` still in the round on a total that wins the game if it stays at its
    next turn (:func:`staying_wins`)? The Zero's holder cannot stay (V-10), and in
    Brutal its draws may take it below its 0 (V-B-2): it wins so only where even a
    bust keeps it ahead (a chase of one with a −10 threw a lead away: QA 223)."""
    return outstaying_total(view, other) is not None


def outstaying_total(view: PlayerView, other: int) -> int | None:
    """The game total ``other`` wins by (:func:`wins_by_staying_next`), as a chaser
    must pass it: its standing, or a Zero holder's total after its worst, a bust;
    ``None`` where it does not win so. The Expert's play-outs chase to it as the
    threshold computers do (QA 228: they chased a Brutal holder's 0, past its bust)."""
    if view.status[other] is not ACTIVE:
        return None
    if view.rules.edition.zero_rules and ZERO in view.lines[other]:
        # It draws on, and wins unless its worst, a bust, leaves it behind (QA 225: one
        # without a minus card keeps its total whatever it draws); level at worst, a
        # stay beside it can only tie, which a chaser does not settle for (issue 20, as
        # beside a banked winner; QA 227: 0.23 against 0.29 for a hit).
        worst = bust_score(view.lines[other], view.rules.brutal)
        return view.totals[other] + worst if staying_wins(view, other, worst, ties=True) \
            else None
    score = view.round_score(other)
    return view.totals[other] + score if staying_wins(view, other, score) else None


def without_sure_loss(view: PlayerView, decision: Decision) -> Decision:
    """``decision`` without its option of playing the card on the chooser itself where
    that surely loses (:func:`self_target_loses`) and another player can take it, and
    without the Steals and Swaps that end the round in a sure loss
    (:func:`move_surely_loses`) while another option does not."""
    if decision.kind == TARGET and len(decision.options) > 1 \
            and self_target_loses(view, decision):
        return decision._replace(options=tuple(
            m for m in decision.options if m.player != decision.seat))
    if decision.kind in (STEAL, SWAP) and not view.rules.brutal and _flip7_in_reach(view):
        kept = tuple(m for m in decision.options if not move_surely_loses(view, decision, m))
        if kept and len(kept) < len(decision.options):
            return decision._replace(options=kept)
    return decision


def self_target_loses(view: PlayerView, decision: Decision) -> bool:
    """Would playing ``decision.card`` on the chooser itself surely lose the
    game (see :func:`staying_loses`)? A Freeze banks the round as it is
    (C-3); a modifier on a stopped line changes what it banks (V-1, V-2).
    A modifier on a line still in play, or any other card, is no sure loss:
    its owner can still draw."""
    seat = decision.seat
    card = decision.card
    if card == FREEZE:
        score = view.round_score(seat)
    elif card in MODIFIERS and view.status[seat] in _BANKED:
        rules = view.rules
        score = rules.edition.scorer([*view.lines[seat], card], False, False, rules.brutal,
                                     True).total
    else:
        return False
    # A Freeze on itself stops a chase the turn rule began (QA 223: frozen on a total
    # that lost to a rival still in on a winning one, where a Freeze of the rival won).
    return staying_loses(view, seat, score) or (card == FREEZE and outstayed(view, seat))


def winning_move(view: PlayerView, decision: Decision) -> Move | None:
    """An option that surely wins the game for the chooser, if there is one: a
    Steal or Swap completing a Flip 7 (:func:`move_surely_wins`), or a Freeze,
    Steal, Swap or Discard after which the chooser wins by staying, nobody else
    left to draw (:func:`_wins_by_staying`). The targeting rules count round
    points, never the game, so a Careful computer let such a Swap go (QA 99), and
    a Freeze of the last rival still in (QA 201)."""
    kind = decision.kind
    if kind in (STEAL, SWAP) and _flip7_in_reach(view):
        found = next((move for move in decision.options
                      if move_surely_wins(view, decision, move)), None)
        if found is not None:
            return found
    if not (kind in LINE_CHANGES or (kind == TARGET and decision.card == FREEZE)):
        return None
    me = decision.seat
    others_in = sum(1 for seat, state in enumerate(view.status)
                    if state is ACTIVE and seat != me)
    # One Swap busts two lines at most, and a Freeze stops one (V-6, C-3): with more
    # rivals still in, somebody draws again. So is a card still waiting to be played
    # (a Flip Three's set-aside cards, C-4), besides this decision's own.
    if others_in > 2 or view.set_aside != [decision.card]:
        return None
    return next((move for move in decision.options
                 if _wins_by_staying(view, decision, move)), None)


def _wins_by_staying(view: PlayerView, decision: Decision, move: Move) -> bool:
    """Does ``move`` leave nobody but the chooser able to draw again, with the game
    won once the round is scored — at once (G-11), or when the chooser stays at its
    next turn, which comes before anyone else's (G-8)? A Flip 7 is
    :func:`move_surely_wins`' case."""
    me = decision.seat
    changed: dict[int, tuple[list[str], bool]] = {}
    frozen = None
    if decision.kind == TARGET:
        frozen = move.player  # C-3: its round is banked as it stands
    else:
        changed = {seat: (line, busted)
                   for seat, line, busted in LINE_CHANGES[decision.kind](view, move)}
        if any(not busted and count_numbers(line) >= 7 for line, busted in changed.values()):
            return False
    status = view.status
    rules = view.rules
    for seat in range(view.n):
        if status[seat] is ACTIVE and seat != frozen and not changed.get(seat, ([], False))[1]:
            if seat != me:
                return False
            if rules.edition.zero_rules and ZERO in changed.get(me, (view.lines[me], False))[0]:
                return False  # V-10: it cannot stay with the Zero
    brutal = rules.brutal
    totals = []
    for seat in range(view.n):
        if seat in changed:
            line, busted = changed[seat]
            score = bust_score(line, brutal) if busted else rules.edition.scorer(
                line, False, False, brutal, True).total
        elif status[seat] is BUSTED:
            score = bust_score(view.lines[seat], brutal)
        else:
            score = view.round_score(seat)
        totals.append(view.totals[seat] + score)
    mine = totals[me]
    return mine >= rules.target and all(
        mine > theirs for seat, theirs in enumerate(totals) if seat != me)


def move_surely_wins(view: PlayerView, decision: Decision, move: Move) -> bool:
    """Does ``move``, a Steal or Swap, surely win the game for the chooser? It
    completes a Flip 7, which ends the round (V-9, V-13), and every seat's round
    as it then stands leaves the chooser at the target and alone ahead (G-12).

    In Brutal mode another seat's Flip 7 could still take 15 from the chooser
    (V-B-3), so only the chooser's own Flip 7 counts there."""
    ended = _flip7_totals(view, decision, move)
    if ended is None or (view.rules.brutal and ended[0] != {decision.seat}):
        return False
    totals = ended[1]
    mine = totals[decision.seat]
    return mine >= view.rules.target and all(
        mine > theirs for seat, theirs in enumerate(totals) if seat != decision.seat)


def move_surely_loses(view: PlayerView, decision: Decision, move: Move) -> bool:
    """Does ``move``, a Steal or Swap, surely lose the game for the chooser? It
    completes a Flip 7, which ends the round (V-9, V-13), with another seat at the
    target and ahead of the chooser (G-12). Never in Brutal mode, where the Flip 7's
    −15 may still change the order (V-B-3)."""
    ended = None if view.rules.brutal else _flip7_totals(view, decision, move)
    if ended is None:
        return False
    totals = ended[1]
    mine = totals[decision.seat]
    return any(theirs >= view.rules.target and theirs > mine
               for seat, theirs in enumerate(totals) if seat != decision.seat)


def _flip7_in_reach(view: PlayerView) -> bool:
    """Can one card more give some line seven numbers (a Flip 7 by Steal or Swap)?"""
    return any(count_numbers(line) >= 6 for line in view.lines)


def _flip7_totals(view: PlayerView, decision: Decision, move: Move
                  ) -> tuple[set[int], list[int]] | None:
    """If ``move`` (a Steal or Swap) completes a Flip 7, ending the round: the seats
    that made it and every seat's game total once the round is scored as it stands.
    ``None`` if the round goes on."""
    rules = view.rules
    brutal = rules.brutal
    changed = {seat: (line, busted)
               for seat, line, busted in LINE_CHANGES[decision.kind](view, move)}
    flip7 = {seat for seat, (line, busted) in changed.items()
             if not busted and count_numbers(line) >= 7}
    if not flip7:
        return None
    totals = []
    for seat in range(view.n):
        if seat in changed:
            line, busted = changed[seat]
            score = bust_score(line, brutal) if busted else rules.edition.scorer(
                line, seat in flip7, False, brutal, True).total
        elif view.status[seat] is BUSTED:
            score = bust_score(view.lines[seat], brutal)
        else:
            score = view.round_score(seat)
        totals.append(view.totals[seat] + score)
    return flip7, totals


def threshold_wants_hit(view: PlayerView, seat: int, risk: float) -> bool:
    """The threshold turn rule: True to hit, False to stay."""
    line = view.lines[seat]
    score = view.round_score(seat)
    if staying_wins(view, seat, score):
        return False
    if score <= bust_score(line, view.rules.brutal):
        return True  # nothing to lose by hitting: a bust scores the same
    if staying_loses(view, seat, score) or outstayed(view, seat):
        return True  # the game ends this round, and staying loses it: chase
    counts, size = view.next_card_counts()
    bust = bust_chance_for(line, counts, size)
    if bust < risk:
        return True
    if count_numbers(line) == 6 and size > 0:
        # One safe number ends the round with Flip 7: worth it if the
        # expected score of hitting beats the score in hand.
        gain = safe_gain(line, counts, not view.rules.edition.modifiers_played)
        return (1.0 - bust) * (score + gain + FLIP7_BONUS) > score
    return False


class ThresholdPolicy:
    """Stays once the counted bust chance reaches ``risk`` (0.05 … 0.60).

    >>> ThresholdPolicy(0.4, "bold").name
    'bold'
    """

    def __init__(self, risk: float = 0.26, name: str | None = None) -> None:
        if not MIN_RISK <= risk <= MAX_RISK:
            raise ValueError(f"risk threshold {risk} is outside {MIN_RISK}-{MAX_RISK}")
        self.risk = risk
        # repr, the shortest text that reads back as this very risk: ":g" kept six
        # digits, and 0.33333349 from a save or a flag became another computer (QA 220).
        self.name = name or f"threshold:{risk!r}"

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        """Hit or stay by the threshold; any other decision by the situation,
        but never a card on itself that surely loses the game."""
        if decision.kind == TURN:
            if len(decision.options) == 1:
                return decision.options[0]
            return _HIT if threshold_wants_hit(view, decision.seat, self.risk) else _STAY
        return winning_move(view, decision) \
            or choose_target(view, without_sure_loss(view, decision), rng)


def personality(name: str) -> ThresholdPolicy:
    """The preset named ``name`` (``careful``, ``balanced``, ``bold``)."""
    return ThresholdPolicy(PRESETS[name].risk, name)

"""Situational targeting for every non-turn decision of both editions.

Each option is scored by what it does to the expected round of every seat it
touches (see :class:`~game.ai.outlook.Outlook`): what the chooser gains, plus
what each opponent loses weighted by how dangerous that opponent is. So the
choice follows the situation, not a habit:

- Freeze (C-3): whoever loses most by stopping now — usually the most
  dangerous player with a small round still growing — or yourself when your
  round is big and the next card is risky (banking is good). Never the
  player whom banking would hand the game.
- Flip Three / Flip Four (C-4, V-4): a player likely to bust and with much to
  lose, never one for whom the cards are an easy Flip 7.
- Second Chance (C-5): the least threatening player who can take it.
- Just One More (V-3): a stayed leader with a big, fragile round; or a
  player whose growing round it cuts short.
- ÷2 and −n (V-1): the biggest threat whose score they really lower.
- Steal, Swap, Discard (V-5 … V-7): own gain plus the leader's loss or bust,
  computed on the changed lines with the real scoring.
- Brutal Flip 7 (V-B-3): the +15, unless −15 on someone decides the game.

The threshold personalities use these rules as they are; the Expert judges
most target choices by its win model instead (:mod:`game.ai.expert`).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core import cards as C
from game.core.arrival import BUSTS, count_numbers, receive
from game.core.engine import ACTIVE, BUSTED
from game.core.moves import ATTACK, DISCARD, FLIP7, STEAL, SWAP, TARGET, Decision, Move
from game.core.view import PlayerView

from .outlook import Outlook, bust_score

#: How much one point lost by the most dangerous opponent is worth to the
#: chooser, against one point gained by the chooser: in a three-player race a
#: point for you counts against both rivals, a point off one rival only
#: against that one.
RIVAL_SHARE = 0.6

#: Penalty (in points) for handing an opponent a likely game win.
HANDS_THE_GAME = 100.0


def choose_target(view: PlayerView, decision: Decision, rng: random.Random,
                  look: Outlook | None = None) -> Move:
    """The heuristic choice for any non-turn ``decision`` (target, steal, swap,
    discard, flip7). ``look`` may be passed in to reuse an :class:`Outlook`."""
    look = look if look is not None else Outlook(view)
    scorer = option_scorer(view, decision, look)
    best = decision.options[0]
    best_value = float("-inf")
    for move in decision.options:
        value = scorer(move)
        if value > best_value:
            best, best_value = move, value
    return best


def option_scorer(view: PlayerView, decision: Decision,
                  look: Outlook) -> Callable[[Move], float]:
    """A function giving each option of ``decision`` its value for the chooser."""
    kind = decision.kind
    card = decision.card or ""
    if kind == TARGET:
        judge = TARGET_JUDGES.get(card)
        if judge is None:
            return lambda m: _harm(look, _seat(m), 1.0)
        return lambda m: judge(look, _seat(m), card)
    if kind in LINE_CHANGES:
        changes = LINE_CHANGES[kind]
        # Each seat's line as it is, and each line an option leaves (a Swap
        # at a big table offers hundreds that share them), valued once.
        befores: dict[int, float] = {}
        afters: dict[tuple[int, tuple[str, ...], bool], float] = {}
        return lambda m: _line_changes(look, changes(view, m), befores, afters)
    if kind == FLIP7:
        return lambda m: _flip7_choice(look, m)
    return lambda m: 0.0


def _seat(move: Move) -> int:
    assert move.player is not None
    return move.player


def _harm(look: Outlook, seat: int, loss: float) -> float:
    """Value to the chooser of ``seat`` losing ``loss`` expected points."""
    if seat == look.me:
        return -loss
    return RIVAL_SHARE * look.weight[seat] * loss


def _hands_the_game(look: Outlook, seat: int, banked: float) -> bool:
    """Would ``seat`` banking ``banked`` round points probably win the game?"""
    total = look.view.totals[seat] + banked
    if total < look.target:
        return False
    return all(total > look.projected[s] for s in range(look.view.n) if s != seat)


def _give_chance(look: Outlook, seat: int, card: str) -> float:
    # A Second Chance is worth about what it saves: bust chance times the
    # round at stake, plus the extra risk it lets its holder take.
    saved = look.bust[seat] * look.score[seat] + 3.0
    return -look.weight[seat] * saved - 0.01 * look.projected[seat]


def _freeze(look: Outlook, seat: int, card: str) -> float:
    # Stopping now costs what the seat still expected to add, less the
    # protection banking gives a big, fragile round (no Flip Three can bust it
    # later): so a Freeze hurts a growing round and is a gift to a fragile one.
    protection = 0.2 * look.bust[seat] * look.score[seat]
    loss = look.final[seat] - look.score[seat] - protection
    value = _harm(look, seat, loss)
    if seat != look.me and _hands_the_game(look, seat, look.score[seat]):
        value -= HANDS_THE_GAME
    return value


def _flip(look: Outlook, seat: int, card: str) -> float:
    draws = C.CARDS[card].draws
    active = look.view.status[seat] is ACTIVE
    after = look.forced(seat, draws, then_continue=active)
    value = _harm(look, seat, look.final[seat] - after)
    if seat != look.me:
        # A Flip 7 also ends everybody else's round: never hand out an easy one.
        value -= look.flip7_chance(seat, draws) * (15.0 + max(0.0, look.gain_ahead(look.me)))
    return value


def _one_more(look: Outlook, seat: int, card: str) -> float:
    after = look.forced(seat, 1, then_continue=False)
    return _harm(look, seat, look.final[seat] - after)


def _modifier(look: Outlook, seat: int, card: str) -> float:
    view = look.view
    line = view.lines[seat]
    final = look.final[seat]
    if view.status[seat] is BUSTED:
        # V-B-2: only a minus card changes a busted Brutal score.
        loss = float(int(card[1:])) if card[0] == "-" else 0.0
    elif C.ZERO in line and look.numbers[seat] < 7:
        loss = 0.0  # V-10: the round is worth 0 anyway
    elif card == "/2":
        numbers = sum(C.number_value(c) or 0 for c in line)
        if numbers == 0 and view.status[seat] is ACTIVE:
            # The ÷2 stays and halves the numbers still to come (V-S): on an empty
            # line at the deal it cost nothing here, so a computer with nothing better
            # to tell apart played it on itself, the first seat of a tie (QA 67).
            loss = max(0.0, final) / 2
        else:
            share = final / look.score[seat] if look.score[seat] > 0 else 1.0
            loss = max(0.0, (numbers - (numbers >> 1)) * min(1.5, max(0.0, share)))
    else:
        amount = float(int(card[1:]))
        loss = amount if look.brutal else min(amount, max(0.0, final))
    return _harm(look, seat, loss)


#: How the targeting rules value playing a card on a seat: (outlook, seat, card) ->
#: value for the chooser.
TargetJudge = Callable[[Outlook, int, str], float]

#: Per card code of both editions: how the targeting rules judge playing it on
#: a player, or ``None`` for a card that is never played on one (numbers join
#: a line, G-9; classic modifiers stay with the drawer, C-1; Steal, Swap and
#: Discard choose cards, V-5 … V-7, see :data:`LINE_CHANGES`).
TARGET_JUDGES: dict[str, TargetJudge | None] = {
    **{code: None for code in C.ALL_CODES if C.kind_of(code) == C.NUMBER},
    "+2": None, "+4": None, "+6": None, "+8": None, "+10": None, "x2": None,
    C.STEAL: None, C.SWAP: None, C.DISCARD: None,
    C.CHANCE: _give_chance, C.FREEZE: _freeze, C.FLIP3: _flip, C.FLIP4: _flip,
    C.ONEMORE: _one_more,
    "/2": _modifier, "-2": _modifier, "-4": _modifier, "-6": _modifier, "-8": _modifier,
    "-10": _modifier,
}


# --------------------------------------------------------------------------- line changes

#: A seat's changed line: (seat, new line, whether it busts).
Change = tuple[int, list[str], bool]


def _receive(view: PlayerView, line: list[str], card: str) -> tuple[list[str], bool]:
    """``line`` (a copy, changed in place) after ``card`` arrives by Steal or
    Swap (V-9), and whether it busts."""
    return line, receive(line, card, view.rules.edition, moved=True) == BUSTS


def _steal_changes(view: PlayerView, move: Move) -> list[Change]:
    me = view.seat
    victim, card = _seat(move), move.card or ""
    theirs = list(view.lines[victim])
    theirs.remove(card)
    mine, busts = _receive(view, list(view.lines[me]), card)
    return [(me, mine, busts), (victim, theirs, False)]


def _swap_changes(view: PlayerView, move: Move) -> list[Change]:
    assert move.other is not None
    a, card_a = _seat(move), move.card or ""
    b, card_b = move.other
    line_a = list(view.lines[a])
    line_a.remove(card_a)
    line_b = list(view.lines[b])
    line_b.remove(card_b)
    new_a, bust_a = _receive(view, line_a, card_b)
    new_b, bust_b = _receive(view, line_b, card_a)
    return [(a, new_a, bust_a), (b, new_b, bust_b)]


def _discard_changes(view: PlayerView, move: Move) -> list[Change]:
    seat, card = _seat(move), move.card or ""
    line = list(view.lines[seat])
    line.remove(card)
    return [(seat, line, False)]


#: For Steal, Swap and Discard: the lines an option leaves (shared with the Expert).
LINE_CHANGES: dict[str, Callable[[PlayerView, Move], list[Change]]] = {
    STEAL: _steal_changes, SWAP: _swap_changes, DISCARD: _discard_changes,
}


def line_value(look: Outlook, seat: int, line: list[str], busted: bool) -> float:
    """Expected round score of ``seat`` holding ``line`` (Flip 7 counted)."""
    view = look.view
    if busted:
        return float(bust_score(line, look.brutal))
    flip7 = count_numbers(line) >= 7
    score = view.rules.edition.scorer(line, flip7, False, look.brutal, True).total
    if flip7 or view.status[seat] is not ACTIVE:
        return float(score)
    # An active seat keeps what it expected to add, if its line still allows it.
    return score + max(0.0, look.gain_ahead(seat)) * (0.5 if C.ZERO not in line else 0.0)


def _line_changes(look: Outlook, changes: list[Change], befores: dict[int, float],
                  afters: dict[tuple[int, tuple[str, ...], bool], float]) -> float:
    value = 0.0
    ended = False
    for seat, line, busted in changes:
        before = befores.get(seat)
        if before is None:
            before = befores[seat] = line_value(look, seat, look.view.lines[seat], False)
        key = (seat, tuple(line), busted)
        after = afters.get(key)
        if after is None:
            after = afters[key] = line_value(look, seat, line, busted)
        value += _harm(look, seat, before - after)
        ended = ended or (not busted and count_numbers(line) >= 7)
    if ended:
        # A Flip 7 ends the round: the chooser loses what it still expected.
        value -= max(0.0, look.gain_ahead(look.me))
    return value


def _flip7_choice(look: Outlook, move: Move) -> float:
    """V-B-3: the +15 or −15 on a player, judged on the totals it leads to."""
    view = look.view
    me = look.me
    finals = [view.totals[s] + look.score[s] for s in range(view.n)]
    if move.do == ATTACK:
        finals[me] -= 15  # the attack replaces the bonus
        finals[_seat(move)] -= 15
    best = max(finals)
    if best >= look.target:
        leaders = [s for s in range(view.n) if finals[s] == best]
        if leaders == [me]:
            return 1000.0 + finals[me] - max(f for s, f in enumerate(finals) if s != me)
        if me not in leaders:
            return -1000.0 - best + finals[me]
    # A float start: compiled, a bare sum() of floats would be typed as an int.
    rivals = sum((RIVAL_SHARE * look.weight[s] * finals[s] for s in range(view.n) if s != me),
                 0.0)
    return finals[me] - rivals

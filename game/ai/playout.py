"""Fast play-outs of one seat's rest of the round, drawn from the counted pile.

The Expert needs, for every other seat, the distribution of how its round
will end. Playing the whole table with the rules core would be exact but
costs far too much per decision; a seat's own line evolves almost
independently of the others, so this module replays just that line: draw
from the unseen cards (without replacement), apply the rules that change a
line (bust, Second Chance, Unlucky 7, Lucky 13, the Zero, Flip 7, classic
modifiers), and stop the way a threshold player stops.

Each play-out reports two scores: where a threshold player *stops*, and the
best score reached on the way if it *never* stops until it busts — what a
player chasing a leader's total can reach (it stops as soon as it is ahead).

>>> import random
>>> pool = ["3"] * 3 + ["9"] * 9
>>> outcome = play_out(["5"], pool, random.Random(1), scorer=_plain)
>>> 0 <= outcome.stop <= outcome.best and outcome.turns >= 1
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from game.core import cards as C
from game.core.arrival import BUSTS, FLIP7, JOINS, SAVED, WIPES, ZEROED, receive
from game.core.editions import CLASSIC, Edition

from .counting import busting_cards
from .outlook import TYPICAL_RISK, bust_score

#: Scores a line: (line, flip7) -> round score.
LineScorer = Callable[[list[str], bool], int]

#: A chasing player never draws more than this many cards in one play-out.
MAX_DRAWS = 12

#: Below this many cards, the other seats' draws between two turns are taken
#: from the deck in a play-out (see ``burn``).
BURN_BELOW = 30

#: Arrivals that end the owner's round (G-9, G-10).
_ENDS = frozenset({BUSTS, FLIP7})


class Outcome(NamedTuple):
    """How one play-out ended: the score where a threshold player stops, the
    best score reached before busting by a player who never stops, and the
    number of turns the threshold player takes until its round is settled
    (it stays, busts or makes Flip 7 in its ``turns``-th turn; 0 for a seat
    that takes no more turns)."""

    stop: int
    best: int
    turns: int = 0


def _plain(line: list[str], flip7: bool) -> int:
    return sum(C.number_value(c) or 0 for c in line) + (15 if flip7 else 0)


def play_out(line: list[str], pool: list[str], rng: random.Random, *,
             scorer: LineScorer, forced: int = 0, stop_after_forced: bool = False,
             risk: float = TYPICAL_RISK, edition: Edition = CLASSIC,
             brutal: bool = False, stopped: bool = False,
             bank_at: float | None = None, chase_to: float | None = None,
             counts: dict[str, int] | None = None, track_best: bool = True,
             reserve: list[str] | None = None, burn: int = 0) -> Outcome:
    """Play ``line``'s owner to the end of the round once.

    ``pool`` is the unseen cards (not changed); ``forced`` cards are drawn
    first whatever the risk (Flip Three/Four, Just One More), after which a
    ``stop_after_forced`` or ``stopped`` owner stops (V-3, V-4). An owner whose
    round score reaches ``bank_at`` stops there too: banking it would win the
    game, as a threshold player sees it (see
    :func:`~game.ai.personalities.staying_wins`). An owner whose score is at
    most ``chase_to`` does not stop by its threshold: someone has banked a
    winning total it must pass (see
    :func:`~game.ai.personalities.staying_loses`). ``counts`` may give the
    composition of ``pool``, to save counting it for every play-out.

    ``reserve`` is the discard pile: when ``pool`` runs out, the next card comes
    from it, shuffled (G-6). Without it a short deck ended every play-out with
    the deck: a line drawing its last cards never busted, and rivals seemed to
    reach Flip 7 at will near a reshuffle.

    ``burn`` is how many cards the other seats in play draw between two turns
    of this one: from a deck of at most :data:`BURN_BELOW` cards they are taken
    away at random before each turn (a big deck's odds hardly change, and the
    play-outs stay fast).

    Without ``track_best`` the play-out still draws on until the round would
    end, exactly as with it (so ``rng`` is left in the same state), but
    ``best`` is the best score up to the stop: for an owner who never chases.
    """
    line = list(line)
    deck = list(pool)
    if counts is None:
        counts = {}
        for code in deck:
            counts[code] = counts.get(code, 0) + 1
    else:
        counts = dict(counts)
    chance = C.CHANCE in line
    zero = edition.zero_rules and C.ZERO in line  # V-10: no staying
    score = scorer(line, False)
    stop: int | None = score if stopped and not forced else None
    # The Zero's holder cannot stay (V-10): its 0 is no score it could stop on, and in
    # Brutal its bust may score below it (V-B-2). ``best`` counts only scores its owner
    # could end on: a stay, or where the round ends (QA 223: a chase of a Brutal Zero
    # holder's 0 that it could never keep).
    free = not zero
    best = score
    draws = 0
    turns = 0
    draw = rng.randrange
    own = 0  # turns of its own so far (forced cards come in one go)
    while draws < MAX_DRAWS:
        if burn and own and forced == 0 and len(deck) <= BURN_BELOW:
            # The other seats drew since this seat's last turn: from a short deck
            # they take cards this seat will not get, and bring the reshuffle closer.
            for _ in range(min(burn, len(deck))):
                i = draw(len(deck))
                card = deck[i]
                deck[i] = deck[-1]
                deck.pop()
                if stop is None:
                    counts[card] -= 1
        if not deck:
            if not reserve:
                break
            deck, reserve = list(reserve), None  # G-6: the discard pile, shuffled
            counts = {}
            for code in deck:
                counts[code] = counts.get(code, 0) + 1
        if forced > 0:
            forced -= 1
        elif stop_after_forced or stopped:
            break
        elif stop is None:
            own += 1
            turns += 1  # a turn of its own: hit or stay by the rule
            if not zero and (
                    (bank_at is not None and score >= bank_at)
                    or (not chance and (chase_to is None or score > chase_to)
                        and busting_cards(line, counts) / len(deck) >= risk)):
                stop = score
        draws += 1
        i = draw(len(deck))
        card = deck[i]
        deck[i] = deck[-1]
        deck.pop()
        if stop is None:
            counts[card] -= 1  # only read for the stopping rule
        elif not track_best:
            # Past the stop only the end of the round matters (the draws
            # still come from ``rng``): no score, no count.
            if receive(line, card, edition) in _ENDS:
                break
            continue
        outcome = receive(line, card, edition)
        if outcome == JOINS:
            if card == C.CHANCE:
                chance = True
                continue
        elif outcome == ZEROED:
            zero = True
        elif outcome == WIPES:
            zero = False
        elif outcome == BUSTS:
            busted = bust_score(line, brutal)
            return Outcome(busted if stop is None else stop,
                           max(best, busted) if free else busted, turns)
        elif outcome == FLIP7:
            flip7 = scorer(line, True)
            return Outcome(flip7 if stop is None else stop,
                           max(best, flip7) if free else flip7, turns)
        elif outcome == SAVED:
            chance = False  # C-5: the Second Chance absorbed it
            continue
        else:
            continue  # actions, and Vengeance modifiers played on others
        score = scorer(line, False)
        if not zero and (score > best or not free):
            best = score
            free = True
    final = scorer(line, False)
    if stop is not None:
        return Outcome(stop, best if free else final, turns)
    return Outcome(final, max(best, final) if free else final, turns)

"""Simple computer players: uniformly random, and a card-counting threshold bot.

These are the baseline opponents of ``python -m game simulate``. The
threshold bot stays once its chance of busting on the next card (counted from
the unseen pile) reaches its risk threshold, and uses plain situational
targeting: hurt the leader, help nobody.
"""

from __future__ import annotations

import random

from game.core import cards as C
from game.core.moves import ATTACK, FLIP7, HIT, STAY, STEAL, TARGET, TURN, Decision, Move
from game.core.view import PlayerView

from .counting import bust_chance


class RandomPolicy:
    """Picks a uniformly random legal option."""

    name = "random"

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        """Any legal option, uniformly."""
        return decision.options[rng.randrange(len(decision.options))]


class ThresholdPolicy:
    """Stays when the counted bust chance reaches ``risk``; simple targeting."""

    def __init__(self, risk: float = 0.25) -> None:
        self.risk = risk
        self.name = f"threshold:{risk:g}"

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Move:
        """Hit or stay by the threshold; otherwise a simple targeting rule."""
        if decision.kind == TURN:
            if len(decision.options) == 1:
                return decision.options[0]
            risky = bust_chance(view, decision.seat) >= self.risk
            return Move(STAY) if risky else Move(HIT)
        return simple_targeting(view, decision, rng)


def _threat(view: PlayerView, seat: int) -> int:
    return view.totals[seat] + view.round_score(seat)


def simple_targeting(view: PlayerView, decision: Decision, rng: random.Random) -> Move:
    """A reasonable non-turn choice without search: harm the biggest threat."""
    me = decision.seat
    options = decision.options
    if decision.kind == TARGET:
        card = decision.card or ""
        others = [m for m in options if m.player != me]
        if card == C.CHANCE:
            return min(options, key=lambda m: _threat(view, m.player or 0))
        helpful = card in C.MODIFIERS and card.startswith(("+", "x"))
        if not others or helpful:
            return next((m for m in options if m.player == me), options[0])
        if card in (C.FLIP3, C.FLIP4, C.ONEMORE):
            return max(others, key=lambda m: (bust_chance(view, m.player or 0),
                                              _threat(view, m.player or 0)))
        return max(others, key=lambda m: _threat(view, m.player or 0))
    if decision.kind == FLIP7:
        rivals = [m for m in options if m.do == ATTACK]
        best = max(rivals, key=lambda m: view.totals[m.player or 0])
        if view.totals[best.player or 0] > view.totals[me]:
            return best
        return options[0]
    if decision.kind == STEAL:
        def gain(m: Move) -> float:
            value = C.number_value(m.card or "")
            if value is None:
                return -1.0 if (m.card or "").startswith(("-", "/")) else 0.5
            line = view.lines[me]
            from game.core.engine import would_bust
            return -100.0 if would_bust(line, m.card or "") else value + 0.01 * _threat(
                view, m.player or 0)
        return max(options, key=gain)
    return options[rng.randrange(len(options))]


def make_policy(spec: str) -> RandomPolicy | ThresholdPolicy:
    """Build a basic policy from ``"random"`` or ``"threshold[:RISK]"``."""
    name, _, arg = spec.partition(":")
    if name == "random":
        return RandomPolicy()
    if name == "threshold":
        return ThresholdPolicy(float(arg) if arg else 0.25)
    raise ValueError(f"unknown policy {spec!r}")

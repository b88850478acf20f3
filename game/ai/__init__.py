"""Computer opponents: policies that choose moves from what a seat can see.

Every computer seat is a :class:`~game.ai.base.Policy`: it gets a
:class:`~game.core.view.PlayerView` (everything public, never the deck
order), the pending decision and its own seeded rng, and returns a legal
move. :func:`make_policy` builds one from the short text the command line
and the menus use. No pygame here; the AI runs headless.

>>> [make_policy(spec).name for spec in ("random", "careful", "threshold:0.3")]
['random', 'careful', 'threshold:0.3']
>>> list(PERSONALITIES)
['careful', 'balanced', 'bold', 'expert']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from game.core.quoting import as_given

from .base import Policy
from .basic import PlainThresholdPolicy, RandomPolicy
from .expert import ExpertPolicy
from .personalities import MAX_RISK, MIN_RISK, PRESETS, ThresholdPolicy, personality

__all__ = [
    "PERSONALITIES", "ExpertPolicy", "PlainThresholdPolicy", "Policy", "RandomPolicy",
    "ThresholdPolicy", "as_given", "chases", "introduce", "make_policy",
]

#: The opponents a player can pick by temperament, for menus: name -> description.
PERSONALITIES: dict[str, str] = {name: preset.description for name, preset in PRESETS.items()}
# Read off an instance: a compiled (mypyc) class keeps its attributes per instance.
PERSONALITIES["expert"] = ExpertPolicy().description


def make_policy(spec: str) -> Policy:
    """Build a policy from ``"random"``, ``"careful"``, ``"balanced"``, ``"bold"``,
    ``"expert"``, ``"threshold:R"`` (R from 0.05 to 0.60; ``"threshold"``
    alone means Balanced's 0.26; ``"custom:R"`` is its other name) or ``"plain:R"``
    (the bare threshold bot of :class:`~game.ai.basic.PlainThresholdPolicy`). Raises
    ``ValueError`` for anything else.

    >>> make_policy("bold").risk, make_policy("custom:0.37").name
    (0.4, 'threshold:0.37')
    """
    name, colon, arg = spec.strip().lower().partition(":")
    given = as_given(spec)
    if colon and not arg.strip():  # "threshold:" is a risk left out, not Balanced's
        raise ValueError(f"{given!r} has nothing after the colon")
    if name == "random" and not arg:
        return RandomPolicy()
    if name in PRESETS and not arg:
        return personality(name)
    if name == "expert" and not arg:
        return ExpertPolicy()
    if name in ("threshold", "plain") or (name == "custom" and colon):
        # "custom:R" is "threshold:R" (New game calls it Custom), for every command
        # line, quoted as typed where it is refused (QA 237).
        try:
            risk = float(arg) if arg else PRESETS["balanced"].risk
        except ValueError:
            raise ValueError(f"bad risk threshold in {given!r}: a number from {MIN_RISK:g} "
                             f"to {MAX_RISK:g}, e.g. {name}:0.25") from None
        if not MIN_RISK <= risk <= MAX_RISK:
            # As typed: rounded, 0.6000001 was "0.6 is outside 0.05-0.6" (QA 220).
            raise ValueError(f"risk threshold {as_given(arg.strip())} is outside {MIN_RISK:g}-"
                             f"{MAX_RISK:g}")
        return PlainThresholdPolicy(risk) if name == "plain" else ThresholdPolicy(risk)
    raise ValueError(
        f"unknown player {given!r}: use random, {', '.join(PERSONALITIES)}, threshold:R "
        "or plain:R")


def chases(policy: Policy) -> bool:
    """Does ``policy`` chase a winning total another seat banks (never stay
    on a total that surely loses)? The Expert and the threshold computers
    do (issue 20); the plain and random computers do not.

    >>> chases(make_policy("careful")), chases(make_policy("plain:0.3"))
    (True, False)
    """
    return isinstance(policy, ExpertPolicy | ThresholdPolicy)


def introduce(policies: Mapping[int, Policy], humans: Iterable[int] = ()) -> None:
    """Tell every Expert in ``policies`` (seat -> its own policy object) which
    rivals chase a winning total it banks: the ``humans``, and the seats of
    ``policies`` whose policy :func:`chases`. An Expert not introduced
    assumes every rival does.

    >>> seats = {0: make_policy("expert"), 1: make_policy("balanced"), 2: make_policy("expert"),
    ...          4: make_policy("random")}
    >>> introduce(seats, humans=[3])
    >>> sorted(seats[0].chasers), sorted(seats[2].chasers)
    ([1, 2, 3], [0, 1, 3])
    """
    chasers = set(humans) | {seat for seat, policy in policies.items() if chases(policy)}
    for seat, policy in policies.items():
        if isinstance(policy, ExpertPolicy):
            policy.chasers = frozenset(chasers - {seat})

"""A fixed set of seeded whole games, reduced to one hash.

Speed work on the engine and the AI must not change a single card: every
game below is played from a fixed seed by fixed computer players, and the
hash covers what the game produced — the initial deck and dealer, every
move, every reshuffle order, every round's lines, scores and breakdowns,
the totals, the winner and every event the engine reported. Any change of
behaviour anywhere in the rules or in a policy changes the hash.

``python3 -m tests.golden_games`` prints the hashes and how long the games took;
update ``EXPECTED`` in ``tests/test_golden_games.py`` only for a change of
behaviour that is meant (and say so in the commit).
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, NamedTuple

from game.ai import introduce, make_policy
from game.core import EDITIONS, Game, Rules
from game.core.view import PlayerView


class Case(NamedTuple):
    """Games of one configuration: ``seeds`` played by ``specs`` (seat order rotated)."""

    edition: str
    brutal: bool
    target: int
    specs: tuple[str, ...]
    seeds: range


#: Every decision kind of both editions comes up: plain and threshold bots,
#: the random player (Steal, Swap, Discard, Brutal attacks), the Expert at
#: small and big tables, and two decks at 19 seats (G-2).
CASES: tuple[Case, ...] = (
    Case("classic", False, 200, ("plain:0.25",) * 4, range(0, 40)),
    Case("vengeance", False, 200, ("plain:0.25",) * 4, range(0, 40)),
    Case("classic", False, 200, ("balanced", "bold", "careful", "random"), range(100, 112)),
    Case("vengeance", False, 200, ("balanced", "bold", "careful", "random", "random"),
         range(200, 212)),
    Case("vengeance", True, 150, ("random", "balanced", "random", "bold"), range(300, 312)),
    Case("classic", False, 50, ("random", "plain:0.3") * 9 + ("careful",), range(400, 404)),
    Case("vengeance", True, 50, ("random", "balanced") * 9 + ("bold",), range(500, 504)),
    Case("classic", False, 200, ("expert", "balanced", "balanced"), range(600, 605)),
    Case("vengeance", False, 200, ("expert", "balanced", "bold"), range(700, 705)),
    Case("vengeance", True, 150, ("expert", "expert", "balanced", "random"), range(800, 804)),
    Case("classic", False, 100, ("expert", "random", "balanced", "bold", "careful", "random"),
         range(900, 903)),
    Case("vengeance", False, 50, ("expert",) + ("random", "balanced") * 5 + ("expert",),
         range(1000, 1002)),
    Case("classic", False, 50, ("expert",) + ("balanced", "random", "bold") * 5 + ("expert",) * 2,
         range(1100, 1102)),
)


def _canon(value: Any) -> Any:
    """Plain nested tuples with type names, so the hash does not depend on how
    a record type prints itself."""
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return (type(value).__name__, *(_canon(v) for v in value))
    if isinstance(value, list | tuple):
        return tuple(_canon(v) for v in value)
    return value


def play(case: Case, seed: int) -> tuple[Game, list[Any]]:
    """Play one game of ``case``; return it and every event it reported."""
    n = len(case.specs)
    rotation = seed % n
    specs = [case.specs[(s + rotation) % n] for s in range(n)]
    policies = [make_policy(spec) for spec in specs]
    introduce(dict(enumerate(policies)))
    rngs = [random.Random(seed * 7919 + s) for s in range(n)]
    rules = Rules(EDITIONS[case.edition], brutal=case.brutal, target=case.target)
    game = Game([f"{spec}#{s}" for s, spec in enumerate(specs)], rules,
                rng=random.Random(seed))
    views = [PlayerView(game, s) for s in range(n)]
    events: list[Any] = list(game.opening_events)
    while not game.finished:
        decision = game.pending
        assert decision is not None
        seat = decision.seat
        events += game.apply(policies[seat].choose(views[seat], decision, rngs[seat]))
    return game, events


def game_facts(game: Game) -> tuple[Any, ...]:
    """Everything a finished game produced, apart from its events."""
    return _canon((
        game.names, game.initial_deck, game.first_dealer, game.moves, game.reshuffle_orders,
        game.rounds, game.totals, game.winner,
    ))


def games(cases: Iterable[Case] = CASES) -> Iterator[tuple[Case, int, Game, list[Any]]]:
    """Every game of ``cases`` with its events, in a fixed order."""
    for case in cases:
        for seed in case.seeds:
            game, events = play(case, seed)
            yield case, seed, game, events


def digest(cases: Sequence[Case] = CASES) -> str:
    """The sha256 of every game of ``cases``: facts and events."""
    sha = hashlib.sha256()
    for case, seed, game, events in games(cases):
        sha.update(repr((case.edition, case.brutal, case.target, case.specs, seed)).encode())
        sha.update(repr(game_facts(game)).encode())
        sha.update(repr(_canon(events)).encode())
    return sha.hexdigest()


if __name__ == "__main__":  # pragma: no cover - prints the hash to update the test
    started = time.perf_counter()
    for case in CASES:
        part = time.perf_counter()
        print(f"{digest([case])}  {case.edition:<9} brutal={case.brutal!s:<5} "
              f"{len(case.specs):>2} seats {len(case.seeds):>2} games "
              f"{time.perf_counter() - part:6.2f} s")
    print(f"{digest()}  all ({time.perf_counter() - started:.1f} s)")

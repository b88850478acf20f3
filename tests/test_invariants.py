"""Seeded random-legal whole games, checking invariants after every step.

- every card is in exactly one place (deck, discard pile, a line, set aside);
- no live line holds a duplicate (the Lucky 13 pair aside), a busted one does;
- every game ends; round scores equal the scoring of the final lines and the
  totals their sum; a saved record replays to the identical game.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core import BUSTED, CLASSIC, VENGEANCE, Game, Rules, number_value
from game.core.editions import Edition, full_deck
from game.core.events import BrutalAttack, Flip7, RoundScored
from game.core.record import Record, record_of, replay, summary
from game.core.scoring import score_classic, score_vengeance

GAMES_PER_EDITION = 1000


def _values(line: tuple[str, ...] | list[str]) -> Counter[int]:
    return Counter(v for v in map(number_value, line) if v is not None)


def _line_ok(line: list[str]) -> bool:
    counts = _values(line)
    lucky = "l13" in line
    return all(c <= (2 if v == 13 and lucky else 1) for v, c in counts.items())


def _expected_scores(game: Game, result: RoundScored, flip7: list[int],
                     attacks: list[tuple[int, int]]) -> list[int]:
    lines = game.rounds[result.number - 1].lines
    attackers = {a for a, _ in attacks}
    out = []
    for seat, line in enumerate(lines):
        busted = seat in result.busted
        if game.edition is CLASSIC:
            score = score_classic(list(line), flip7=seat in flip7, busted=busted).total
        else:
            score = score_vengeance(list(line), flip7=seat in flip7, busted=busted,
                                    brutal=game.rules.brutal,
                                    flip7_bonus=seat not in attackers).total
        out.append(score - 15 * sum(1 for _, victim in attacks if victim == seat))
    return out


def play_checked(edition: Edition, brutal: bool, seed: int) -> Game:
    """Play one random-legal game, asserting the invariants at every step."""
    rng = random.Random(seed)
    players = 3 + seed % 6
    game = Game(players, Rules(edition, brutal=brutal, target=rng.choice((50, 100, 200))),
                rng=random.Random(seed))
    everything = Counter(full_deck(edition, players))
    totals = [0] * players
    flip7: list[int] = []
    attacks: list[tuple[int, int]] = []
    events = list(game.opening_events)
    for step in range(20000):
        for event in events:
            if isinstance(event, Flip7):
                flip7.append(event.seat)
            elif isinstance(event, BrutalAttack):
                attacks.append((event.by, event.on))
            elif isinstance(event, RoundScored):
                assert list(event.scores) == _expected_scores(game, event, flip7, attacks)
                totals = [t + s for t, s in zip(totals, event.scores, strict=True)]
                assert list(event.totals) == totals
                if event.flip7 is not None:
                    line = game.rounds[event.number - 1].lines[event.flip7]
                    assert sum(_values(line).values()) >= 7
                flip7, attacks = [], []
        assert Counter(game.all_cards()) == everything, f"seed {seed} step {step}"
        for seat in range(players):
            assert _line_ok(game.lines[seat]) == (game.status[seat] is not BUSTED)
        if game.finished:
            break
        assert game.pending is not None and len(game.pending.options) >= 2
        events = game.apply(rng.choice(game.pending.options))
    else:
        pytest.fail(f"seed {seed}: the game did not end")
    assert game.totals == totals
    best = max(totals)
    assert best >= game.rules.target and totals.count(best) == 1
    assert game.winner == totals.index(best)
    return game


def _replays_identically(game: Game, seed: int) -> None:
    text = json.dumps(record_of(game, seed=seed).to_json())
    again = replay(Record.from_json(json.loads(text)))
    assert summary(again) == summary(game)
    assert again.moves == game.moves and again.rounds == game.rounds


def test_classic_random_games_keep_every_invariant() -> None:
    for seed in range(GAMES_PER_EDITION):
        game = play_checked(CLASSIC, False, seed)
        if seed % 10 == 0:
            _replays_identically(game, seed)


def test_vengeance_random_games_keep_every_invariant_half_brutal() -> None:
    for seed in range(GAMES_PER_EDITION):
        game = play_checked(VENGEANCE, seed % 2 == 1, seed)
        if seed % 10 == 0:
            _replays_identically(game, seed)


def test_random_games_do_reach_the_rare_situations() -> None:
    """The invariant games above are only worth something if they exercise the
    hard paths: reshuffles, Flip 7, ties and Brutal attacks all happen."""
    seen: Counter[str] = Counter()
    for seed in range(200):
        game = Game(4, Rules(VENGEANCE, brutal=True), rng=random.Random(seed))
        rng = random.Random(seed)
        events = list(game.opening_events)
        while True:
            seen.update(type(e).__name__ for e in events)
            if game.finished:
                break
            events = game.apply(rng.choice(game.legal_moves()))
    for name in ("Reshuffled", "Flip7", "BrutalAttack", "CardsSwapped", "CardStolen",
                 "UnluckyWipe", "CardSetAside", "Stopped"):
        assert seen[name] > 0, name

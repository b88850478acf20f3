"""Risk-threshold personalities and make_policy (issue 4.3, 4.6).

Positions: 3 players, dealer seat 2, so seat 0 is dealt first and acts first.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from core_helpers import do, stacked, vstacked

from game.ai import PERSONALITIES, ExpertPolicy, RandomPolicy, ThresholdPolicy, make_policy
from game.ai.counting import bust_chance
from game.core import CLASSIC, Game, Move, Rules
from game.core.view import PlayerView

HIT, STAY = Move("hit"), Move("stay")


def choice(spec: str, game: Game) -> Move:
    decision = game.pending
    assert decision is not None
    return make_policy(spec).choose(PlayerView(game, decision.seat), decision, random.Random(0))


def test_make_policy_accepts_every_documented_spec() -> None:
    assert isinstance(make_policy("random"), RandomPolicy)
    assert isinstance(make_policy("expert"), ExpertPolicy)
    risks = {spec: make_policy(spec).risk for spec in ("careful", "balanced", "bold")}
    assert risks == {"careful": 0.15, "balanced": 0.26, "bold": 0.40}
    for risk in (0.05, 0.33, 0.6):
        policy = make_policy(f"threshold:{risk}")
        assert isinstance(policy, ThresholdPolicy) and policy.risk == risk
    for bad in ("threshold:0.01", "threshold:0.61", "threshold:x", "nobody", "careful:1"):
        with pytest.raises(ValueError):
            make_policy(bad)
    assert list(PERSONALITIES) == ["careful", "balanced", "bold", "expert"]
    assert all(isinstance(text, str) and text for text in PERSONALITIES.values())


def test_threshold_decides_by_the_counted_bust_chance() -> None:
    game = stacked(["12", "1", "2", "11", "10"])
    do(game, "hit", "stay", "stay")  # seat 0 holds 12 11; the others stayed
    chance = bust_chance(PlayerView(game, 0), 0)
    assert chance == pytest.approx(21 / 90)  # eleven 12s and ten 11s unseen
    assert [choice(s, game) for s in ("careful", "balanced", "bold")] == [STAY, HIT, HIT]
    do(game, "hit")  # 12 11 10: 30 busting cards of 89
    assert bust_chance(PlayerView(game, 0), 0) == pytest.approx(30 / 89)
    assert [choice(s, game) for s in ("careful", "balanced", "bold")] == [STAY, STAY, HIT]


def test_always_stays_when_staying_wins_the_game() -> None:
    # Target 50: seat 0 holds 12 11 x2 +4 = 50, the others hold 1 and 2.
    game = stacked(["12", "1", "2", "11", "x2", "+4"], target=50)
    do(game, "hit", "stay", "stay", "hit", "hit")
    assert game.lines[0] == ["12", "11", "x2", "+4"]
    assert bust_chance(PlayerView(game, 0), 0) < 0.40
    assert choice("bold", game) == STAY  # bold would hit at this risk otherwise
    assert choice("threshold:0.6", game) == STAY


def _behind_a_banked_leader(totals: list[int]) -> Game:
    """Target 50, dealer 0 (seat 1 acts first): seat 1 stays with 12 11 10 x2
    = 66 and seat 0 holds 12 11 10 9 = 42 (over 15 % to bust), its turn."""
    game = stacked(["12", "1", "12", "11", "11", "10", "10", "x2", "9"], target=50, dealer=0)
    game.totals = list(totals)
    do(game, "hit", "stay", "hit", "hit", "hit", "hit", "hit", "stay")
    assert game.lines[1] == ["12", "11", "10", "x2"] and game.lines[0] == ["12", "11", "10", "9"]
    assert game.pending is not None and game.pending.seat == 0
    assert game.status[1] == "stayed"
    assert bust_chance(PlayerView(game, 0), 0) > 0.26
    return game


def test_chases_a_banked_leader_instead_of_staying_on_a_sure_loss() -> None:
    """Issue 20 with G-12: seat 1 banked 66 at target 50, so the game ends
    this round. Staying on 42 surely loses: Careful and Balanced hit where
    their threshold (and they, before issue 20) would stay. A tie is no win
    either: at 24 + 42 = 66 they hit too."""
    for totals in ([0, 0, 0], [24, 0, 0]):
        game = _behind_a_banked_leader(totals)
        assert [choice(s, game) for s in ("careful", "balanced", "bold")] == [HIT, HIT, HIT]


def test_a_computer_ahead_of_the_banked_leader_stays() -> None:
    """The same position with seat 0 at 30: staying on 72 passes seat 1's
    banked 66 and every standing, so staying wins, and even Bold stays."""
    game = _behind_a_banked_leader([30, 0, 0])
    assert [choice(s, game) for s in ("careful", "balanced", "bold")] == [STAY, STAY, STAY]


def test_never_freezes_itself_into_a_sure_loss() -> None:
    """C-3 with issue 20: seat 1 banked 193 + 12 = 205. Seat 0 (165, holding
    12 11 10 = 198) draws a Freeze: by its 33 % bust chance Balanced would
    bank (freeze itself), which surely loses, so it freezes seat 2 and plays
    on. At 175 (208, past the banked 205) it freezes seat 2 too, the last rival
    still in: alone in the round, it then stays on a sure win (G-11; freezing
    itself would let seat 2 draw on: QA 201), though freezing itself is no sure
    loss there and stays an option."""
    from game.ai.personalities import without_sure_loss

    for total in (165, 175):
        game = stacked(["12", "12", "5", "11", "1", "10", "2", "freeze"])
        game.totals = [total, 193, 100]
        do(game, "hit", "stay", "hit", "hit", "hit", "hit")
        decision = game.pending
        assert decision is not None and decision.card == "freeze" and decision.seat == 0
        assert [o.player for o in decision.options] == [0, 2]
        kept = without_sure_loss(PlayerView(game, 0), decision).options
        assert [o.player for o in kept] == ([2] if total == 165 else [0, 2])
        assert choice("balanced", game).player == 2


def test_a_modifier_on_its_own_banked_line_can_surely_lose() -> None:
    """V-1, V-2 with issue 20: seat 0 stayed on 175 + 12 11 10 = 208, seat 1
    banked 180 + 13 12 = 205; Just One More makes seat 0 draw a -4 and play
    it. On itself it would bank 204, a sure loss; a -2 would leave 206."""
    from game.ai.personalities import self_target_loses

    game = vstacked(["12", "13", "1", "11", "12", "2", "10", "3", "onemore", "-4"])
    game.totals = [175, 180, 0]
    do(game, "hit", "hit", "hit", "hit", "stay", "hit", "stay", "hit", "t 0")
    decision = game.pending
    assert decision is not None and decision.seat == 0 and decision.card == "-4"
    assert game.status[:2] == ["stayed", "stayed"]
    view = PlayerView(game, 0)
    assert self_target_loses(view, decision)
    assert not self_target_loses(view, decision._replace(card="-2"))
    assert choice("balanced", game).player != 0


def test_pushes_for_flip7_when_the_odds_justify_it() -> None:
    # Six numbers 0..5 (sum 15): 10 cards of 86 bust, and any other number is
    # Flip 7 (+15): a 0.10 threshold says stay, the odds say hit.
    game = stacked(["0", "12", "11", "1", "2", "3", "4", "5"])
    do(game, "hit", "stay", "stay", "hit", "hit", "hit", "hit")
    assert game.lines[0] == ["0", "1", "2", "3", "4", "5"]
    assert bust_chance(PlayerView(game, 0), 0) == pytest.approx(10 / 86)
    assert choice("threshold:0.1", game) == HIT


def test_bust_rate_rises_with_the_threshold() -> None:
    """Issue 20: chasing a banked leader past its threshold does not blur the
    order. One threshold player against two Balanced, as the benchmark
    plays it, in both editions: a clear step between thresholds."""
    from game.core import VENGEANCE

    for edition in (CLASSIC, VENGEANCE):
        rates = []
        for risk in (0.05, 0.15, 0.26, 0.40, 0.60):
            policies = [ThresholdPolicy(risk), make_policy("balanced"), make_policy("balanced")]
            busts = rounds = 0
            for seed in range(30):
                game = Game(3, Rules(edition), rng=random.Random(seed))
                rng = random.Random(seed)
                while game.pending is not None:
                    decision = game.pending
                    view = PlayerView(game, decision.seat)
                    game.apply(policies[decision.seat].choose(view, decision, rng))
                busts += sum(0 in r.busted for r in game.rounds)
                rounds += len(game.rounds)
            rates.append(busts / rounds)
        assert all(a + 0.05 < b for a, b in pairwise(rates)), rates

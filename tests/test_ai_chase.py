"""Threshold computers chase a banked winner (issue 20), and the Expert's
play-outs expect them to.

The stacked positions of the rule are in ``test_ai_personalities.py``
(staying, Freeze and modifiers on a banked line); here the same rule over
whole seeded games, and what the Expert's model makes of it.
"""

from __future__ import annotations

import random

import pytest
from core_helpers import do, stacked, vstacked

from game.ai import ExpertPolicy, ThresholdPolicy, chases, introduce, make_policy
from game.ai.personalities import (
    move_surely_loses,
    move_surely_wins,
    self_target_loses,
    staying_loses,
    winning_move,
)
from game.ai.targeting import choose_target
from game.core import CLASSIC, VENGEANCE, Game, Move, Rules
from game.core.moves import BONUS, FLIP7, HIT, STAY, STEAL, SWAP, TARGET, TURN, Decision
from game.core.view import PlayerView


def _leader_banked_66() -> Game:
    """Target 50, dealer 0: seat 1 stays on 12 11 10 x2 = 66, a winning total
    (G-12); seat 0 holds 12 11 10 9 = 42 at its turn, seat 2 holds 12."""
    game = stacked(["12", "1", "12", "11", "11", "10", "10", "x2", "9"], target=50, dealer=0)
    do(game, "hit", "stay", "hit", "hit", "hit", "hit", "hit", "stay")
    assert game.status[1] == "stayed" and game.pending is not None and game.pending.seat == 0
    return game


@pytest.mark.parametrize(("edition", "seats"), [(CLASSIC, 3), (VENGEANCE, 3), (CLASSIC, 5)])
def test_no_threshold_computer_banks_a_sure_loss_in_seeded_games(edition: object,
                                                                 seats: int) -> None:
    """G-12 with issue 20, over seeded whole games at a low target (so that
    the game is often decided in a round someone banks a winner): whenever
    a Careful, Balanced or Bold seat may hit, it never stays on a total that
    surely loses, and it never freezes itself (C-3) or plays a modifier on
    its own banked line (V-1, V-2) into a sure loss while another seat could
    take the card. The spot must come up, and the computers must chase in
    it, for the test to mean anything."""
    names = ["careful", "balanced", "bold", "balanced", "careful"][:seats]
    chased = 0
    for seed in range(40):
        game = Game(seats, Rules(edition, target=80), rng=random.Random(seed))  # type: ignore[arg-type]
        policies = [make_policy(name) for name in names]
        rng = random.Random(seed)
        while game.pending is not None:
            decision = game.pending
            view = PlayerView(game, decision.seat)
            move = policies[decision.seat].choose(view, decision, rng)
            if decision.kind == TURN and Move(HIT) in decision.options:
                loses = staying_loses(view, decision.seat, view.round_score(decision.seat))
                assert not (loses and move == Move(STAY)), (seed, game.moves)
                chased += loses
            if decision.kind == TARGET and move.player == decision.seat \
                    and len(decision.options) > 1:
                assert not self_target_loses(view, decision), (seed, game.moves)
            game.apply(move)
    assert chased >= 5


@pytest.mark.parametrize("spec", ["careful", "balanced", "bold", "threshold:0.05", "expert"])
def test_a_rival_still_in_on_a_winning_total_is_chased_too(spec: str) -> None:
    """Issue 20 in its spirit (QA 201): seat 1 holds 12 11 10 9 8 = 50 at target 50 and
    is still in the round; at its next turn it stays and wins (every computer does, and
    any player would). Seat 0 on 11 10 9 8 = 38, past Careful's and Balanced's risk,
    stayed there; now it draws on, as behind a banked winner. Seat 2 stayed on 1."""
    from game.ai.personalities import outstayed

    game = stacked(["12", "1", "11", "11", "10", "10", "9", "9", "8", "8"], target=50,
                   dealer=0)
    do(game, "hit", "stay", *["hit"] * 6)
    assert game.status == ["active", "active", "stayed"] and game.pending is not None
    view = PlayerView(game, 0)
    assert outstayed(view, 0) and not staying_loses(view, 0, view.round_score(0))
    assert make_policy(spec).choose(view, game.pending, random.Random(0)) == Move(HIT)


@pytest.mark.parametrize("spec", ["careful", "balanced", "bold"])
def test_a_chasing_computer_does_not_freeze_itself_behind_a_rival_still_in(spec: str) -> None:
    """QA 223: seat 0 on 60 + 10 9 drew on behind seat 1, still in on 90 + 12 11 at
    target 100 (it wins by staying next), then drew a Freeze and froze itself: a sure
    loss, where freezing seat 1 wins some games. It freezes another seat."""
    from game.ai.personalities import self_target_loses

    game = stacked(["10", "12", "5", "9", "11", "freeze"], target=100)
    game.totals = [60, 90, 40]
    do(game, "hit", "hit", "stay", "hit")
    decision = game.pending
    assert decision is not None and decision.kind == TARGET and decision.seat == 0
    view = PlayerView(game, 0)
    assert self_target_loses(view, decision)
    assert make_policy(spec).choose(view, decision, random.Random(0)).player != 0


@pytest.mark.parametrize("spec", ["careful", "balanced", "expert"])
@pytest.mark.parametrize(("theirs", "chased"), [(110, False), (115, True)])
def test_a_brutal_zero_holder_is_chased_only_where_even_its_bust_keeps_it_level(
        spec: str, theirs: int, chased: bool) -> None:
    """QA 223: in Brutal seat 1 holds the Zero and a −10 on 110 at target 100; it cannot
    stay (V-10), and a bust takes it to 100 (V-B-2). Seat 0 on 72 + 12 11 10 stayed
    before the chase of a rival still in and won more often so (0.38 against 0.29 in
    play-outs): it stays again. On 115 its bust leaves it level with seat 0's stay,
    which then wins nothing (QA 227: a hit won 0.29 of play-outs, a stay 0.23): chased.

    The Expert alike: its play-outs let the holder end on its 0, which it cannot stay
    on, so a stay on 105 seemed to lose surely (0.0) and it hit on 110 too; the holder
    ends on its bust or a Flip 7 (QA 223's lead, in `game/ai/playout.py`)."""
    from game.ai.personalities import outstayed

    game = vstacked(["12", "0", "1", "11", "5", "10", "4", "-10", "3"], brutal=True,
                    target=100)
    game.totals = [72, theirs, 0]
    do(game, "hit", "stay", "hit", "hit", "t 1")
    assert game.pending is not None and game.pending.kind == TURN and game.pending.seat == 0
    view = PlayerView(game, 0)
    assert outstayed(view, 0) is chased
    assert make_policy(spec).choose(view, game.pending, random.Random(0)) == Move(
        HIT if chased else STAY)


def test_the_experts_play_outs_chase_a_brutal_zero_holder_as_far_as_its_bust() -> None:
    """The position above on 115, seen by seat 2 (an Expert): seat 1's bust leaves it on
    105, so a threshold seat 0 chases while its stay would be 105 or less (33 points this
    round) and stays past it. The Expert's play-outs had it chase to 115, the holder's
    total with its 0, where the threshold computers stop (QA 228)."""
    from game.ai.expert import _Table
    from game.ai.personalities import outstayed

    game = vstacked(["12", "0", "1", "11", "5", "10", "4", "-10", "3"], brutal=True,
                    target=100)
    game.totals = [72, 115, 0]
    do(game, "hit", "stay", "hit", "hit", "t 1")
    chase_to = _Table(PlayerView(game, 2), random.Random(0), 32).chase_to
    assert chase_to[0] == 33
    for extra in ("2", "5", "9"):  # 35, 38 and 42 this round: past the bust's 105
        later = game.copy()
        later.lines[0] = [*later.lines[0], extra]
        view = PlayerView(later, 0)
        assert view.round_score(0) > chase_to[0] and not outstayed(view, 0)
    assert outstayed(PlayerView(game, 0), 0)  # on 33, level with it: chased


@pytest.mark.parametrize("spec", ["careful", "balanced"])
def test_a_zero_holder_without_a_minus_card_is_chased_in_brutal(spec: str) -> None:
    """QA 225: in Brutal seat 1 holds the Zero and no minus card on 110 at target 100:
    whatever it draws it keeps 110 (a bust scores 0, V-B-2), so it wins unless caught.
    Seat 0 on 72 + 12 11 10 2 stayed there once the Zero's holder counted as no rival
    who wins by staying (staying won 0.017 of play-outs, hitting 0.247): it draws on."""
    from game.ai.personalities import outstayed

    game = vstacked(["12", "0", "1", "11", "5", "10", "4", "2"], brutal=True, target=100)
    game.totals = [72, 110, 0]
    do(game, "hit", "stay", "hit", "hit")
    assert game.pending is not None and game.pending.kind == TURN and game.pending.seat == 0
    view = PlayerView(game, 0)
    assert outstayed(view, 0)
    assert make_policy(spec).choose(view, game.pending, random.Random(0)) == Move(HIT)


def test_a_plain_computer_still_stays_on_the_sure_loss() -> None:
    """The plain bot never looks at the scores (the engine benchmark's
    workload): in the spot where the threshold computers chase, it stays,
    and it is the one computer the Expert is told does not chase."""
    game = _leader_banked_66()
    view = PlayerView(game, 0)
    assert staying_loses(view, 0, view.round_score(0))
    for spec, move in (("plain:0.26", Move(STAY)), ("balanced", Move(HIT))):
        assert make_policy(spec).choose(view, game.pending, random.Random(0)) == move
    assert [chases(make_policy(s)) for s in ("careful", "bold", "threshold:0.5", "expert",
                                             "plain:0.26", "random")] == [True] * 4 + [False] * 2


def test_the_experts_play_outs_chase_a_rivals_banked_winner() -> None:
    """The position above seen by seat 2 (an Expert, stopped on 1, as when
    a Flip Three comes its way): seat 1 has banked 66 at target 50, and seat
    0 holds 42 (12 11 10 9, past every threshold). Seat 0 chases, so each of
    the Expert's play-outs of its round ends past 66 or in a bust, never on
    a stay at 42; told seat 0 does not chase (a plain bot), every play-out
    stops at once on 42, as its threshold says."""
    from game.ai.expert import _Table

    view = PlayerView(_leader_banked_66(), 2)
    chasing = _Table(view, random.Random(1), 64).outcomes(0)
    assert all(o.stop > 66 or o.stop == 0 for o in chasing)
    assert any(o.stop > 66 for o in chasing) and any(o.stop == 0 for o in chasing)
    plain = _Table(view, random.Random(1), 64, chasers=frozenset()).outcomes(0)
    assert {o.stop for o in plain} == {42}


def test_introduce_tells_the_expert_every_threshold_computer_chases() -> None:
    """Issue 20: the Expert plays its real opponents, so a table of Balanced
    players is a table of chasers; a plain bot is not one."""
    expert = ExpertPolicy()
    introduce({0: expert, 1: ThresholdPolicy(0.26), 2: make_policy("plain:0.3"),
               3: make_policy("bold")})
    assert expert.chasers == {1, 3}


def _tie_break_at_57(edition: object = CLASSIC, brutal: bool = False) -> Game:
    """Target 50, dealer 0: seats 1 and 0 both stay on 12 11 10 9 8 7 = 57 and seat 2
    busts, so all play another round (G-12); in it seat 2 holds 12 11 10 9 = 42 at
    its turn while seats 0 and 1 are still drawing."""
    game = stacked(["12", "5", "12", "11", "5", "11", "10", "10", "9", "9", "8", "8", "7",
                    "7", "12", "1", "2", "11", "3", "4", "10", "6", "6", "9", "7", "8"],
                   edition=edition, brutal=brutal, target=50, dealer=0)  # type: ignore[arg-type]
    do(game, *["hit"] * 11, "stay", "stay")
    assert game.totals == [57, 57, 0]
    do(game, *["hit"] * 9)
    assert game.status == ["active"] * 3 and game.pending is not None
    assert game.pending.seat == 2
    return game


@pytest.mark.parametrize("edition", [CLASSIC, VENGEANCE])
def test_a_tie_break_round_is_chased_as_a_banked_winner(edition: object) -> None:
    """G-12's tie-break round with issue 20: seats 0 and 1 end it on 57 or more
    whatever they draw (a round scores 0 or more, C-S, V-S), so seat 2 staying on 42
    surely loses; every threshold computer draws on (they stayed: QA 99 met a
    computer staying on 45 against two totals of 106 at target 100)."""
    game = _tie_break_at_57(edition)
    view = PlayerView(game, 2)
    assert view.round_score(2) == 42
    assert staying_loses(view, 2, 42)
    for spec in ("careful", "balanced", "bold", "threshold:0.05"):
        assert make_policy(spec).choose(view, game.pending, random.Random(0)) == Move(HIT)


def test_a_brutal_tie_break_round_is_no_sure_loss() -> None:
    """In Brutal mode a round may score below 0 (V-B-1): a total at the target from
    earlier rounds is no sure win, so nothing is chased on its account."""
    game = _tie_break_at_57(VENGEANCE, brutal=True)
    view = PlayerView(game, 2)
    assert not staying_loses(view, 2, 42)


def _swap_that_ends_the_round() -> Game:
    """Vengeance, target 50: seat 0 holds 12 11 10 9 8 7 = 57 and draws a Swap; seat 1
    holds six numbers (1 3 4 5 6 13) and a −2, seat 2 has stayed on a 2. Swapping
    seat 1's −2 for seat 2's 2 gives seat 1 its seventh number: a Flip 7 ends the round
    (V-9, V-13) with seat 1 on 49 and seat 0 on 57, past the target (G-12)."""
    game = vstacked(["12", "1", "2", "11", "3", "-2", "10", "4", "9", "5", "8", "6", "7",
                     "13", "swap"], target=50)
    do(game, "hit", "hit", "hit", "t 1", "hit", "hit", "stay", *["hit"] * 7)
    assert game.pending is not None and game.pending.kind == SWAP and game.pending.seat == 0
    return game


@pytest.mark.parametrize("spec", ["careful", "balanced", "bold", "threshold:0.05", "expert"])
def test_a_swap_that_surely_wins_the_game_is_taken(spec: str) -> None:
    """Issue 20's "play to win when the game is decided this round", for a Swap: the
    targeting rules count round points and would rather swap the 7 for seat 1's 13
    (+6 for seat 0) than hand seat 1 a Flip 7; every computer takes the sure win
    instead (a Careful computer let one go: QA 99)."""
    game = _swap_that_ends_the_round()
    view = PlayerView(game, 0)
    decision = game.pending
    assert decision is not None
    winning = Move.swap((1, "-2"), (2, "2"))
    assert choose_target(view, decision, random.Random(0)) != winning
    assert winning_move(view, decision) == winning
    assert make_policy(spec).choose(view, decision, random.Random(0)) == winning
    game.apply(winning)
    assert game.finished and game.winner == 0 and game.totals == [57, 49, 0]


@pytest.mark.parametrize("spec", ["careful", "balanced", "bold", "threshold:0.05", "expert"])
def test_a_freeze_on_the_last_rival_still_in_is_taken_when_staying_then_wins(
        spec: str) -> None:
    """C-3 and G-11 with issue 20: seat 0 has hit on past the target (50, at 50) and
    draws a Freeze; seat 1 has stayed on 1, seat 2 is still in on 20. Freezing seat 2
    leaves seat 0 alone in the round, to stay on a winning 50 at its next turn;
    freezing itself banks the same 50 but lets seat 2 draw on (to a Flip 7 of 58, say).
    The targeting rules, counting round points, bank their own; every computer takes
    the sure win (a threshold computer let one go: QA 201)."""
    game = stacked(["12", "1", "2", "11", "3", "10", "4", "9", "5", "8", "6", "freeze"],
                   target=50)
    do(game, "hit", "stay", *["hit"] * 8)
    decision = game.pending
    assert decision is not None and decision.kind == TARGET and decision.seat == 0
    view = PlayerView(game, 0)
    assert choose_target(view, decision, random.Random(0)) == Move(TARGET, 0)
    assert winning_move(view, decision) == Move(TARGET, 2)
    assert make_policy(spec).choose(view, decision, random.Random(0)) == Move(TARGET, 2)
    do(game, "t 2")
    assert game.pending == Decision(0, TURN, (Move(HIT), Move(STAY)))
    do(game, "stay")
    assert game.finished and game.winner == 0 and game.totals == [50, 1, 20]


def test_no_freeze_is_a_sure_win_while_a_card_still_waits() -> None:
    """C-4: the same Freeze drawn in a Flip Three that seat 0 played on itself is
    played after the three cards, with the Flip Three still in play; a card set aside
    after it (a second Flip Three) could still come its way, so nothing is called
    sure then."""
    game = stacked(["12", "1", "2", "11", "3", "10", "4", "9", "5", "8", "6", "flip3",
                    "freeze", "flip3", "7"], target=50)
    do(game, "hit", "stay", *["hit"] * 8, "t 0")
    decision = game.pending
    assert decision is not None and decision.card == "freeze" and decision.seat == 0
    view = PlayerView(game, 0)
    assert len(view.set_aside) > 1
    assert winning_move(view, decision) is None


def test_in_brutal_mode_a_rivals_flip_7_is_no_sure_win() -> None:
    """V-B-3: the rival whose Flip 7 ends the round may take 15 from the chooser
    instead of the bonus, so the same Swap is no sure win in Brutal mode."""
    game = vstacked(["12", "1", "2", "11", "3", "-2", "10", "4", "9", "5", "8", "6", "7",
                     "13", "swap"], target=50, brutal=True)
    do(game, "hit", "hit", "hit", "t 1", "hit", "hit", "stay", *["hit"] * 7)
    decision = game.pending
    assert decision is not None and decision.kind == SWAP
    view = PlayerView(game, 0)
    assert not move_surely_wins(view, decision, Move.swap((1, "-2"), (2, "2")))
    assert winning_move(view, decision) is None


def test_every_sure_win_by_steal_swap_or_discard_wins_in_seeded_games() -> None:
    """Over seeded Vengeance games at a low target (half in Brutal mode), every Steal,
    Swap or Discard that :func:`winning_move` calls a sure win is the one played, and
    after it the game ends with the chooser its single winner (G-12): at once (a Flip 7
    by Steal or Swap, V-9), or when the chooser stays at its next turn, the only seat
    left in the round (G-11; QA 201 met computers letting such moves go), whatever the
    unseen deck holds (it is shuffled anew for each of five play-outs). Both kinds of
    spot must come up."""
    found = ended = 0
    for seed in range(1500):
        game = Game(5, Rules(VENGEANCE, seed % 2 == 1, target=60), rng=random.Random(seed))
        policies = [make_policy(n) for n in ("careful", "balanced", "bold", "balanced",
                                             "careful")]
        rng = random.Random(seed)
        while game.pending is not None:
            decision = game.pending
            view = PlayerView(game, decision.seat)
            move = policies[decision.seat].choose(view, decision, rng)
            won = winning_move(view, decision)
            if won is not None:
                found += 1
                assert move == won, (seed, game.moves)
                for shuffle in range(5):
                    after = game.copy()
                    random.Random(shuffle).shuffle(after.deck)
                    after.apply(move)
                    ended += after.finished
                    while after.pending is not None and after.pending.kind == FLIP7:
                        after.apply(Move(BONUS))  # the chooser's own Brutal Flip 7 (V-B-3)
                    if not after.finished:
                        # Nobody else is left in the round: the chooser's turn comes next.
                        assert after.pending == Decision(decision.seat, TURN, (Move(HIT),
                                                                            Move(STAY)))
                        after.apply(Move(STAY))
                    assert after.finished and after.winner == decision.seat, (seed, game.moves)
            game.apply(move)
    assert ended >= 10 * 5 and found - ended // 5 >= 10


def test_no_steal_or_swap_ends_the_round_in_a_sure_loss_while_another_would_not() -> None:
    """Issue 20's "never into a sure loss", for Steal and Swap: over seeded 12-seat
    Vengeance games no threshold computer takes one whose Flip 7 ends the round with
    another seat at the target and ahead of it (G-12) while another choice would not
    (a Bold computer did at 12 seats, QA 99's audit rerun). The spot must come up."""
    spots = 0
    for seed in range(300):
        game = Game(12, Rules(VENGEANCE, target=100), rng=random.Random(seed))
        policies = [make_policy(n) for n in ("careful", "balanced", "bold") * 4]
        rng = random.Random(seed)
        while game.pending is not None:
            decision = game.pending
            view = PlayerView(game, decision.seat)
            move = policies[decision.seat].choose(view, decision, rng)
            if decision.kind in (STEAL, SWAP):
                losing = [m for m in decision.options if move_surely_loses(view, decision, m)]
                if losing and len(losing) < len(decision.options):
                    spots += 1
                    assert move not in losing, (seed, game.moves)
            game.apply(move)
    assert spots >= 5

"""The Expert in constructed positions, and its win model (issue 4.5).

Positions use stacked decks (3 players, dealer seat 2: seat 0 acts first).
End-of-game positions set the totals before the round directly: the game
only reads them, and reaching them by play would take dozens of moves.
"""

from __future__ import annotations

import random

from core_helpers import do, stacked

from game.ai import make_policy
from game.ai.counting import bust_chance
from game.ai.race import Race
from game.core import Game, Move
from game.core.view import PlayerView

HIT, STAY = Move("hit"), Move("stay")


def choice(spec: str, game: Game, seed: int = 0) -> Move:
    decision = game.pending
    assert decision is not None
    return make_policy(spec).choose(PlayerView(game, decision.seat), decision,
                                    random.Random(seed))


def fragile_33(totals: list[int]) -> Game:
    """Seat 0 holds 12 11 10 (33 % to bust); seat 1 stayed on 12, seat 2 on 1."""
    game = stacked(["12", "12", "1", "11", "10"])
    game.totals = list(totals)
    do(game, "hit", "stay", "stay", "hit")
    assert game.lines == [["12", "11", "10"], ["12"], ["1"]]
    assert bust_chance(PlayerView(game, 0), 0) > 0.26
    return game


def test_expert_takes_more_risk_when_far_behind_near_the_end() -> None:
    # Seat 1 will stand at 197 and needs 3 points next round: staying on 133
    # all but loses, so the Expert hits where Balanced stays.
    game = fragile_33([100, 185, 150])
    assert choice("balanced", game) == STAY
    assert all(choice("expert", game, seed) == HIT for seed in range(3))


def test_expert_plays_for_points_in_an_open_game() -> None:
    # Nobody is near the target: a 33 % bust chance on 33 points is a stay.
    game = fragile_33([20, 30, 25])
    assert all(choice("expert", game, seed) == STAY for seed in range(3))


def test_expert_far_behind_with_no_chance_either_way_plays_for_points() -> None:
    # 40 + 33 against 197 and 181 a round before the end: the win model gives
    # hitting 0.046 % and staying 0.045 %, a difference its play-outs cannot
    # tell. Chasing such differences had an Expert bust round after round
    # ("Dev 8" after nine rounds at 12 seats); it plays for points, as Balanced.
    from game.ai.expert import DECIDED, HOPELESS, ExpertPolicy

    game = fragile_33([40, 185, 180])
    decision = game.pending
    assert decision is not None
    for seed in range(3):
        reading = ExpertPolicy().read(PlayerView(game, 0), decision, random.Random(seed))
        assert max(reading.chances.values()) < HOPELESS
        assert reading.move == STAY == choice("balanced", game) and reading.basis == DECIDED
    # With a real chance the model still decides: far behind near the end, it hits.
    assert choice("expert", fragile_33([100, 185, 150])) == HIT


def test_expert_stays_when_staying_wins() -> None:
    # 190 + 12 = 202 and nobody can catch up this round: stay, though the
    # next card busts only 12 % of the time.
    game = stacked(["12", "1", "2"])
    game.totals = [190, 120, 100]
    assert bust_chance(PlayerView(game, 0), 0) < 0.15
    assert choice("expert", game) == STAY


def test_expert_banks_a_sure_win_rather_than_hit_a_card_that_cannot_bust() -> None:
    # Seat 0 holds 1 0: no card left can bust it by itself, but it is the last
    # active player, so a Flip Three drawn now must go to itself (C-2) and its
    # three cards may pair. 199 + 1 = 200 wins by 150: bank it.
    game = stacked(["1", "12", "2", "0"])
    game.totals = [199, 50, 40]
    do(game, "hit", "stay", "stay")
    assert game.lines == [["1", "0"], ["12"], ["2"]]
    view = PlayerView(game, 0)
    assert bust_chance(view, 0) == 0.0 and view.next_card_counts()[0]["flip3"] == 3
    assert choice("expert", game) == STAY


def test_expert_chases_a_banked_winner_and_stops_once_ahead() -> None:
    # Seat 1 banked 193 + 12 = 205. From 168, staying on 33 (201) surely
    # loses: hit. From 180, 213 beats everybody: stay.
    assert choice("expert", fragile_33([168, 193, 0])) == HIT
    assert choice("expert", fragile_33([180, 193, 0])) == STAY


def test_race_model_known_answers() -> None:
    race = Race.get("classic", 200)
    equal = race.win_chances([50.0, 50.0, 50.0])
    assert max(equal) - min(equal) < 1e-9
    ahead = race.win_chances([150.0, 100.0, 100.0])
    assert ahead[0] > 0.6 and abs(ahead[1] - ahead[2]) < 1e-9
    # More points never lower your chances.
    chances = [race.win_chances([float(t), 120.0, 120.0])[0] for t in range(0, 200, 20)]
    assert chances == sorted(chances)


def test_expert_never_plays_a_minus_card_on_itself_with_rivals_at_hand() -> None:
    """V-1: a −8 goes to a rival, not to the Expert's own 10 (it once did,
    when its own play-outs and the rivals' were sampled apart)."""
    from core_helpers import vstacked

    from game.ai import make_policy
    from game.core.view import PlayerView

    for seed in range(30):
        game = vstacked(["10", "12", "11", "9", "8", "-8"], players=5, dealer=4)
        game.apply(Move("hit"))
        decision = game.pending
        assert decision is not None and decision.card == "-8" and decision.seat == 0
        move = make_policy("expert").choose(PlayerView(game, 0), decision, random.Random(seed))
        assert move.player != 0, seed


def test_expert_takes_an_early_flip_three_itself_in_classic() -> None:
    """C-4 with C-2: on a lone 3 the three cards are nearly free points.

    The win model cannot tell the targets apart here (every active player
    would draw three more cards anyway) and used to pick by sampling noise;
    the Expert now follows the targeting rules, as Balanced does.
    """
    game = stacked(["3", "9", "6", "flip3"])
    game.apply(Move("hit"))
    decision = game.pending
    assert decision is not None and decision.card == "flip3" and decision.seat == 0
    assert {choice("expert", game, seed).player for seed in range(8)} == {0}


def test_expert_steals_among_the_rules_favourites_at_a_big_table() -> None:
    """V-5 at ten seats: dozens of cards to steal; the Expert re-plays only the
    targeting rules' shortlist, so a decision stays quick at any table size."""
    from game.ai.expert import SHORTLIST
    from game.ai.outlook import Outlook
    from game.ai.targeting import option_scorer
    from game.core import EDITIONS, Rules

    found = 0
    for seed in range(40):
        game = Game(10, Rules(EDITIONS["vengeance"]), rng=random.Random(seed))
        rng = random.Random(seed)
        while game.pending is not None and found < 3:
            decision = game.pending
            view = PlayerView(game, decision.seat)
            if decision.kind == "steal" and len(decision.options) > SHORTLIST:
                value = option_scorer(view, decision, Outlook(view))
                shortlist = sorted(decision.options, key=value, reverse=True)[:SHORTLIST]
                move = make_policy("expert").choose(view, decision, random.Random(seed))
                assert move in shortlist
                found += 1
            game.apply(make_policy("balanced").choose(view, decision, rng))
        if found >= 3:
            break
    assert found >= 3


def test_expert_does_not_freeze_itself_into_a_sure_loss() -> None:
    """C-3 with G-12: seat 1 banked 193 + 12 = 205, so the game ends this
    round. The Expert (165, holding 12 11 10 = 198) draws a Freeze: freezing
    itself banks 198 and surely loses; freezing seat 2 lets it play on and
    reach 206+ with an 8 or a 9.

    The Expert once froze itself here: it valued playing on by a threshold
    player's play-outs, which stop at once on that 33 % bust chance. It now
    values its own line by its own stopping search. Balanced did the same
    until issue 20 (see test_never_freezes_itself_into_a_sure_loss).
    """
    game = stacked(["12", "12", "5", "11", "1", "10", "2", "freeze"])
    game.totals = [165, 193, 100]
    do(game, "hit", "stay", "hit", "hit", "hit", "hit")
    decision = game.pending
    assert decision is not None and decision.card == "freeze" and decision.seat == 0
    assert [o.player for o in decision.options] == [0, 2]
    assert {choice("expert", game, seed).player for seed in range(6)} == {2}


def test_expert_plays_on_at_the_target_while_a_chaser_would_fold() -> None:
    """G-12 against a player who chases: the Expert (170, holding 12 11 10 =
    203) is at the target; seat 1 (160, also holding 12 11 10) is at a 33 %
    bust chance: as Balanced it stays on 193 at its next turn if the Expert
    is still in play, but chases past 203 (staying surely loses, issue 20)
    once the Expert stops. A person chases the same way.

    Staying lets seat 1 chase; a hit that does not bust lets it fold first.
    Play-outs of the real game (1,000 per option, the Expert playing on,
    seat 1 chasing like a person) give hit 80 %, stay 68 %. The Expert used
    to value its later stays as if seat 1 would chase them too, and stayed.

    Seat 1 a plain computer instead, which never looks at the scores and so
    never chases: then 203 wins and the Expert stays.
    """
    from game.ai import ExpertPolicy, introduce

    game = _fold_position()
    assert game.lines == [["12", "11", "10"], ["12", "11", "10"], ["1"]]
    assert game.pending is not None and game.pending.seat == 0
    assert choice("balanced", game) == STAY
    view = PlayerView(game, 0)
    for seed in range(6):
        for rival, move in (("balanced", HIT), ("expert", HIT), ("plain:0.26", STAY)):
            expert = ExpertPolicy()
            introduce({0: expert, 1: make_policy(rival), 2: make_policy("plain:0.26")})
            assert expert.chasers == ({1} if move == HIT else set())
            assert expert.choose(view, game.pending, random.Random(seed)) == move
        assert choice("expert", game, seed) == HIT  # not introduced: every rival chases


def _fold_position() -> Game:
    game = stacked(["12", "12", "1", "11", "11", "10", "10"])
    game.totals = [170, 160, 100]
    do(game, "hit", "hit", "stay", "hit", "hit")
    return game


def test_play_outs_count_the_turns_until_a_threshold_player_settles() -> None:
    from game.ai.playout import play_out

    game = _fold_position()
    view = PlayerView(game, 0)
    counts, _ = view.next_card_counts()
    pool = [code for code, n in counts.items() for _ in range(n)]
    rng = random.Random(3)
    # 12 11 10 is a 33 % bust chance: a Balanced player stays in its first turn.
    folds = [play_out(["12", "11", "10"], pool, rng, scorer=expert_score) for _ in range(50)]
    assert all(o.stop == 33 and o.turns == 1 and o.best >= 33 for o in folds)
    # A lone 3 hits at least once before its round settles.
    opens = [play_out(["3"], pool, rng, scorer=expert_score) for _ in range(200)]
    assert all(o.turns >= 2 or o.stop == 0 for o in opens)
    assert max(o.turns for o in opens) >= 4
    assert play_out(["5"], pool, rng, scorer=expert_score, stopped=True).turns == 0


def test_forecast_lets_a_folding_rival_settle_while_the_expert_plays_on() -> None:
    """The position of the test above: banking 203 now lets seat 1 (a chaser) chase it;
    after one more hit, seat 1 has stayed on 193 and seat 2 sits on 101."""
    from game.ai.expert import ExpertPolicy, _Table

    view = PlayerView(_fold_position(), 0)
    forecast = ExpertPolicy(chasers=[1]).forecast(_Table(view, random.Random(1), 32))
    assert forecast.win_if(33, hits=1) == 1.0
    assert 0.4 < forecast.win_if(33) < 0.95
    # Short of the target (190), the game goes on with seat 1 ahead on 193.
    assert forecast.win_if(20, hits=1) == forecast.win_if(20) < 0.5


def expert_score(line: list[str], flip7: bool) -> int:
    from game.core import CLASSIC

    return CLASSIC.scorer(line, flip7, False, False, True).total


def test_a_flip_7_in_the_search_ends_the_round_with_every_line_as_it_is() -> None:
    """G-10 in the stopping search: seat 1 (185), a person in play on a lone
    12, would chase any total; the Expert (170) is judged holding six numbers
    (24). Any safe card makes Flip 7 for 213+ and ends the round at once, so
    seat 1 stays on 197 and the Expert wins: hitting is worth at least the
    share of safe cards. The search once let the rivals play on after a
    Flip 7 (seat 1 chasing) and valued this hit near 0.37."""
    from game.ai.expert import ExpertPolicy, _Table
    from game.core import cards as C
    from game.core.engine import would_bust

    game = stacked(["3", "12", "1"])
    game.totals = [170, 185, 100]
    view = PlayerView(game, 0)
    line = ["0", "2", "4", "5", "6", "7"]
    expert = ExpertPolicy(chasers=[1])
    table = _Table(view, random.Random(0), 32)
    stay, hit = expert._stopping(view, table, expert.forecast(table), line)
    counts = table.counts
    safe = sum(n for code, n in counts.items()
               if C.number_value(code) is not None and not would_bust(line, code))
    drawn = sum(n for code, n in counts.items()
                if C.number_value(code) is not None or code in C.MODIFIERS or code == C.CHANCE)
    assert hit >= safe / drawn > 0.5
    assert stay < 0.2  # 194 is short of the target, with seat 1 already on 197


def test_a_short_deck_does_not_make_every_rival_reach_flip7() -> None:
    """A QA game (fourteenth pass, ``tests/records/short-deck.flip7.json``), round 6,
    move 72: four seats at 124, 101, 115 and 136, all still drawing, and six cards
    left in the deck, none of which busts anyone. The play-outs drew each rival from
    those six cards alone: every rival took all six without busting, most reached
    Flip 7, Cat "won" this round in every play-out, and the coach told the player
    "0 % to win either way". The others draw from the same six cards, and the
    discard pile comes next (G-6): the rivals now bust and stop as rivals do."""
    import json
    from pathlib import Path

    from game.ai.expert import ExpertPolicy, _Table
    from game.core.moves import TURN
    from game.core.record import Record

    data = json.loads((Path(__file__).parent / "records" / "short-deck.flip7.json")
                      .read_text())
    record = Record.from_json(data)
    game = record.start()
    for seat, move in record.moves[:72]:
        game.play(seat, move)
    view = PlayerView(game, 0)
    assert view.pending is not None and view.pending.kind == TURN and view.pending.seat == 0
    assert view.totals == [124, 101, 115, 136] and view.deck_size == 6
    expert = ExpertPolicy()
    table = _Table(view, random.Random(1), expert.samples, expert.chasers)
    cat = table.outcomes(3)
    flip7 = sum(o.stop >= 28 + 15 + 7 for o in cat)  # 11 7 10 and four more numbers
    assert flip7 < len(cat) // 4, [o.stop for o in cat]
    reading = expert.read(view, view.pending, random.Random(1))
    assert min(reading.chances.values()) > 0.01, reading


def test_a_sure_win_among_options_that_are_not_is_taken() -> None:
    """A QA game (QA 52, ``tests/records/sure-steal.flip7.json``), Vengeance with
    Brutal mode to 100: Anna-Lena steals. Ann's 12 wins the game for sure; her 10 or
    11 leave about two chances in three, her −4 or Jürgen's 13 none. The Expert took
    a best chance of 100 % for a game already decided and left the card to the
    targeting rules, and the coach said "any choice leaves you 100 %"."""
    import json
    from pathlib import Path

    from game.ai.expert import MODEL, ExpertPolicy
    from game.core.moves import STEAL
    from game.core.record import Record

    data = json.loads((Path(__file__).parent / "records" / "sure-steal.flip7.json")
                      .read_text())
    record = Record.from_json(data)
    game = record.start()
    for seat, move in record.moves:
        game.play(seat, move)
    view = PlayerView(game, 1)
    decision = view.pending
    assert decision is not None and decision.kind == STEAL and decision.seat == 1
    for seed in range(3):
        reading = ExpertPolicy().read(view, decision, random.Random(seed))
        assert reading.basis == MODEL
        assert (reading.move.player, reading.move.card) == (4, "12")
        assert reading.chances[reading.move] == 1.0
        assert min(reading.chances.values()) == 0.0


def test_expert_last_in_the_round_banks_any_winning_lead_despite_a_second_chance() -> None:
    # G-11, G-12: seat 0 is the only seat still in the round; staying ends it on
    # 190 + 10 = 200 against 197 and 182, a win. Its Second Chance makes no card
    # bust it by itself, so the hit looked safe, and it drew on into the Flip
    # Three it would have to take itself (C-2: QA 67). A tie is no sure win.
    from game.ai.expert import SURE, ExpertPolicy

    def position(second: int) -> Game:
        game = stacked(["10", "12", "2", "chance"])
        game.totals = [190, second, 180]
        do(game, "hit", "stay", "stay")
        assert game.lines == [["10", "chance"], ["12"], ["2"]]
        return game

    game = position(185)
    view = PlayerView(game, 0)
    assert bust_chance(view, 0) == 0.0
    decision = game.pending
    assert decision is not None
    reading = ExpertPolicy().read(view, decision, random.Random(0))
    assert reading.move == STAY and reading.basis == SURE
    tied = position(188)  # 188 + 12 = 200: staying only ties, and the game goes on
    reading = ExpertPolicy().read(PlayerView(tied, 0), tied.pending, random.Random(0))  # type: ignore[arg-type]
    assert reading.basis != SURE


def test_expert_lost_either_way_does_not_freeze_itself_into_the_loss() -> None:
    # Seat 1 banked 195 + 12 = 207; seat 0 (the Expert) is on 20 + 42, a fragile
    # 12 11 10 9, and draws a Freeze: every choice loses by its model, and the
    # targeting rules once took its own seat (banking a fragile round), which
    # banks the loss: a watcher read that as giving up (QA 67).
    from game.ai.expert import DECIDED, ExpertPolicy

    game = stacked(["12", "12", "1", "11", "2", "10", "3", "9", "4", "freeze"])
    game.totals = [20, 195, 30]
    do(game, "hit", "stay", "hit", "hit", "hit", "hit", "hit", "hit")
    assert game.lines == [["12", "11", "10", "9"], ["12"], ["1", "2", "3", "4"]]
    decision = game.pending
    assert decision is not None and decision.card == "freeze" and decision.seat == 0
    assert {m.player for m in decision.options} == {0, 2}
    for seed in range(3):
        reading = ExpertPolicy().read(PlayerView(game, 0), decision, random.Random(seed))
        assert reading.basis == DECIDED and reading.move == Move("target", 2)


def test_expert_with_every_option_alike_leaves_the_choice_to_the_targeting_rules() -> None:
    # Every option of equal win chance, the first was taken, the lowest seat: from seat
    # 0 a Freeze on itself, where freezing its rival was worth more in play-outs (QA 99:
    # 78.7 % against 85.0 %). Alike, the targeting rules choose, as when every option
    # wins or every one loses.
    from game.ai.expert import DECIDED, _best_by_win_chance
    from game.ai.outlook import Outlook
    from game.ai.targeting import choose_target

    game = stacked(["12", "12", "1", "11", "2", "10", "3", "9", "4", "freeze"])
    game.totals = [20, 60, 30]
    do(game, "hit", "stay", "hit", "hit", "hit", "hit", "hit", "hit")
    decision = game.pending
    assert decision is not None and decision.card == "freeze" and decision.seat == 0
    view = PlayerView(game, 0)
    assert decision.options[0] == Move("target", 0)
    rules = choose_target(view, decision, random.Random(0), Outlook(view))
    assert rules == Move("target", 2)
    reading = _best_by_win_chance(view, decision, random.Random(0), decision.options,
                                  lambda move: 0.5)
    assert reading.basis == DECIDED and reading.move == rules
    # One option better by a hair is still the model's.
    reading = _best_by_win_chance(view, decision, random.Random(0), decision.options,
                                  lambda move: 0.5 + 0.001 * (move.player == 0))
    assert reading.move == Move("target", 0)


def test_a_hit_where_staying_surely_loses_is_read_as_such() -> None:
    """Ben has banked 190 + 12 = 202 of the target 200; seat 0, the last one in the
    round, holds 150 + 15: a stay surely loses the game. The coach said "you win <1 %
    of games if you stay" (QA 197); the reading says the stay loses (its move is the
    hit it always was)."""
    from game.ai.expert import DECIDED, LOSING, ExpertPolicy
    from game.core.moves import HIT, STAY

    game = stacked(["10", "12", "2", "5"])
    game.totals = [150, 190, 100]
    do(game, "hit", "stay", "stay")
    decision = game.pending
    assert decision is not None and decision.seat == 0
    reading = ExpertPolicy().read(PlayerView(game, 0), decision, random.Random(0))
    assert reading.move == Move(HIT) and reading.basis == LOSING
    game.totals = [150, 180, 100]  # Ben's 192 has not reached the target: no sure loss
    reading = ExpertPolicy().read(PlayerView(game, 0), decision, random.Random(0))
    assert reading.basis != LOSING
    # Level with Ben's 202: a tie is another round (G-12), won about half the time; it
    # was said to lose surely (QA 203).
    game.totals = [187, 190, 100]
    reading = ExpertPolicy().read(PlayerView(game, 0), decision, random.Random(0))
    assert reading.basis != LOSING and reading.chances[Move(STAY)] > 0.2
    # 187 behind, more than one classic round can score (171): no hit can win either,
    # and "only a hit can still win it" was said (QA 209).
    game.totals = [0, 190, 100]
    reading = ExpertPolicy().read(PlayerView(game, 0), decision, random.Random(0))
    assert reading.move == Move(HIT) and reading.basis == DECIDED
    assert reading.chances == {Move(HIT): 0.0, Move(STAY): 0.0}

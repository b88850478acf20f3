"""Where games are won and lost (bench/ai_phases.py): its tables on known games."""

from __future__ import annotations

from bench_helpers import load_bench

ai_phases = load_bench("ai_phases")


def test_places_share_ties_and_phases_count_from_the_target() -> None:
    assert [ai_phases.place([50, 80, 50], e) for e in range(3)] == [1, 0, 1]
    # Target 200: the leader under 60, 60–119, 120–159, 160 or more.
    assert ai_phases.phase([0, 59, 10], 200) == 0
    assert ai_phases.phase([0, 60, 10], 200) == 1
    assert ai_phases.phase([0, 119, 10], 200) == 1
    assert ai_phases.phase([0, 120, 10], 200) == 2
    assert ai_phases.phase([159, 0, 0], 200) == 2
    assert ai_phases.phase([160, 0, 0], 200) == 3
    assert ai_phases.phase([210, 0, 0], 200) == 3  # past the target: the last phase


def test_a_known_game_lands_in_its_rows() -> None:
    found = ai_phases.Phases(seats=3, target=200)
    # Entries 0 (the Expert) and 1 (its rival) and 2; three rounds.
    rounds = [([90, 40, 0], [False, False, True]),    # leader 200 short
              ([0, 30, 70], [True, False, False]),    # starts at 90/40/0: 110 short
              ([120, 10, 5], [False, False, False])]  # starts at 90/70/70: 110 short
    found.add(rounds, winner=0)
    # Entering the last round the Expert led (90) and won; the rival shared second.
    assert (found.last[0][0].n, found.last[0][0].busts) == (1, 1)
    assert (found.last[1][1].n, found.last[1][1].busts) == (1, 0)
    first, second = found.by_phase[0][0], found.by_phase[0][1]
    assert (first.n, first.points, first.busts) == (1, 90, 0)
    assert (second.n, second.points, second.busts) == (2, 120, 1)
    # A leader at 60 or more (rounds 2 and 3): the Expert led both times,
    # the rival was second (40 behind 90), then shared second (70).
    assert (found.by_place[0][0].n, found.by_place[0][0].points) == (2, 120)
    assert (found.by_place[1][1].n, found.by_place[1][1].points) == (2, 40)
    table = "\n".join(found.report("Balanced"))
    assert "| 1 | 1 | 100.0% | 0 | – |" in table
    assert "| leader more than 140 short | 90.00 | 0.0% | 40.00 | 0.0% |" in table


def test_a_real_benchmark_game_is_read_round_by_round() -> None:
    rounds, winner, target, aimed = ai_phases.game_rounds(("expert", "balanced", "balanced"),
                                                          "classic", 3)
    assert target == 200 and 0 <= winner < 3
    totals = [sum(points[e] for points, _ in rounds) for e in range(3)]
    assert max(totals) >= target and totals[winner] == max(totals)
    found = ai_phases.Phases(3, target)
    found.add(rounds, winner)
    assert sum(c.n for c in found.last[0]) == 1
    assert sum(c.n for c in found.by_phase[0]) == len(rounds)
    # Every action card aimed at another seat is counted once, at its entry.
    game, entry_of, _ = ai_phases.ai_strength.play_seated(("expert", "balanced", "balanced"),
                                                          "classic", 3)
    targeted = [m.player for s, m in game.moves if m.do == "target" and m.player != s]
    assert targeted and sum(aimed) == len(targeted)
    assert aimed == [sum(entry_of[p] == e for p in targeted) for e in range(3)]


def test_aimed_cards_are_reported_a_game() -> None:
    found = ai_phases.Phases(seats=3, target=200)
    found.add([([200, 0, 0], [False, False, False])], winner=0, aimed=[3, 1])
    found.add([([0, 200, 0], [False, False, False])], winner=1, aimed=[0, 2])
    assert "| all kinds | 1.50 | 1.50 |" in "\n".join(found.report("Balanced"))

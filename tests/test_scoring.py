"""Known answers for scoring (C-S, V-S, V-B-2) and properties checked by hypothesis."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.core.scoring import score_classic, score_vengeance


def test_seed_examples_classic() -> None:
    assert score_classic(["12", "11", "8", "5", "x2", "+10"]).total == 82  # not 92
    assert score_classic(["12", "9", "8", "x2", "+6"]).total == 64  # 29 x2 + 6
    assert score_classic(["+6", "+2"]).total == 8  # a bonus with no numbers counts
    assert score_classic(["x2"]).total == 0  # x2 alone is worth 0
    assert score_classic(["5", "3"], flip7=True).total == 23
    assert score_classic(["5", "5", "+10"], busted=True).total == 0


def test_breakdown_shows_each_step() -> None:
    b = score_classic(["12", "11", "8", "5", "x2", "+10"], flip7=True)
    assert (b.numbers, b.factor, b.after_factor, b.bonus, b.flip7, b.total) == \
        (36, "x2", 72, 10, 15, 97)


def test_seed_example_vengeance() -> None:
    line = ["13", "12", "11", "5", "4", "2", "1", "/2", "-4"]
    b = score_vengeance(line, flip7=True)
    assert (b.numbers, b.after_factor, b.minus, b.total) == (48, 24, 4, 35)


def test_vengeance_zero_floor_and_brutal() -> None:
    assert score_vengeance(["0", "12", "9"]).total == 0
    assert score_vengeance(["0", "12", "9"]).zero
    assert score_vengeance(["3", "/2"]).total == 1  # halving rounds down
    assert score_vengeance(["4", "-10"]).total == 0 and score_vengeance(["4", "-10"]).floored
    assert score_vengeance(["4", "-10"], brutal=True).total == -6
    assert score_vengeance(["4", "4", "-10"], busted=True).total == 0
    assert score_vengeance(["4", "4", "/2", "-10"], busted=True, brutal=True).total == -10
    assert score_vengeance(["4", "2"], flip7=True, flip7_bonus=False).total == 6


numbers = st.lists(st.sampled_from([str(v) for v in range(13)]), max_size=7)


@given(numbers, st.booleans(), st.sampled_from([[], ["+2"], ["+4", "+10"]]))
def test_x2_doubles_only_the_number_sum(line: list[str], double: bool,
                                        bonus: list[str]) -> None:
    base = sum(map(int, line))
    score = score_classic(line + (["x2"] if double else []) + bonus).total
    assert score == base * (2 if double else 1) + sum(int(b[1:]) for b in bonus)


@given(numbers, st.booleans(), st.lists(st.sampled_from(["-2", "-4", "-6", "-8", "-10"]),
                                         unique=True))
def test_vengeance_score_is_never_negative_outside_brutal(
        line: list[str], half: bool, minus: list[str]) -> None:
    cards = line + (["/2"] if half else []) + minus
    plain = score_vengeance(cards)
    brutal = score_vengeance(cards, brutal=True)
    assert plain.total >= 0
    assert brutal.total <= plain.total
    if "0" not in line:
        expected = (sum(map(int, line)) // (2 if half else 1)) - sum(-int(m) for m in minus)
        assert brutal.total == expected

"""Whatever a record file holds, replaying it either works or raises a
RecordError with one clear line; nothing else escapes (no traceback)."""

from __future__ import annotations

import copy
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import VENGEANCE, Game, Rules
from game.core.record import Record, RecordError, record_of, replay

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 300) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
    max_leaves=12,
)


def _valid_record() -> dict[str, Any]:
    game = Game(4, Rules(VENGEANCE, brutal=True, target=50), rng=random.Random(11))
    rng = random.Random(2)
    while not game.finished:
        game.apply(rng.choice(game.legal_moves()))
    return record_of(game, seed=11).to_json()


VALID = _valid_record()


def _replay(data: Any) -> None:
    try:
        replay(Record.from_json(data))
    except RecordError as error:
        text = str(error)
        assert "\n" not in text and (text.startswith("record: ") or text.startswith("move "))


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_arbitrary_json_never_escapes(data: Any) -> None:
    _replay(data)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(VALID)), json_values)
def test_a_field_replaced_by_anything_never_escapes(field: str, value: Any) -> None:
    data = copy.deepcopy(VALID)
    data[field] = value
    _replay(data)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, len(VALID["moves"]) - 1), st.sampled_from(["seat", "do", "player", "from",
                                                                  "card", "cards"]), json_values)
def test_a_move_field_replaced_by_anything_never_escapes(index: int, key: str,
                                                         value: Any) -> None:
    data = copy.deepcopy(VALID)
    data["moves"][index][key] = value
    _replay(data)


def test_the_valid_record_replays_to_the_end() -> None:
    game = replay(Record.from_json(copy.deepcopy(VALID)))
    assert game.finished

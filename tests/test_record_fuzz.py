"""Whatever a record file holds, replaying it either works or raises a
RecordError with one clear line; nothing else escapes (no traceback)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import VENGEANCE, Game, Rules
from game.core.record import Record, RecordError, record_of, replay

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 300) | st.integers(-10**40, 10**40)
    | st.text(max_size=6),
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


# ---------------------------------------------------------------------- raw bytes, through the CLI


def _replay_bytes(content: bytes) -> None:
    """``flip7 replay FILE`` on ``content``: it works (0) or says one line (2), nothing else."""
    import contextlib
    import io
    import os
    import tempfile

    from game.app import replay_cli

    fd, name = tempfile.mkstemp(suffix=".flip7.json")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = replay_cli.main([name, "--json"])
    finally:
        os.unlink(name)
    if status == 0:
        assert err.getvalue() == ""
        json.loads(out.getvalue())
    else:
        line = err.getvalue()
        assert status == 2, line
        assert out.getvalue() == "" and line.count("\n") == 1 and line.endswith("\n")
        assert line.startswith(("record: ", "move ")) and "Traceback" not in line


VALID_BYTES = json.dumps(VALID).encode()


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400))
def test_arbitrary_bytes_never_escape(content: bytes) -> None:
    _replay_bytes(content)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, len(VALID_BYTES) - 1), st.binary(min_size=1, max_size=8),
       st.sampled_from(["replace", "insert", "cut"]))
def test_a_valid_record_with_bytes_changed_never_escapes(at: int, junk: bytes, how: str) -> None:
    if how == "replace":
        content = VALID_BYTES[:at] + junk + VALID_BYTES[at + len(junk):]
    elif how == "insert":
        content = VALID_BYTES[:at] + junk + VALID_BYTES[at:]
    else:
        content = VALID_BYTES[:at]
    _replay_bytes(content)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(VALID)), st.sampled_from([
    "9" * 5000, "-" + "9" * 41, "1e999", "NaN", "-Infinity", "1.0", "[" * 400 + "]" * 400,
    '"\\ud800"', '"\\udfff\\ud800"', '"\\u0000"', '"\\u001b[2J"', "true", "null", "{}",
    '{"a": ' * 40 + "1" + "}" * 40, "0.0", "-0", "1E2", '""']))
def test_a_field_spelled_in_hostile_json_never_escapes(field: str, raw: str) -> None:
    data = copy.deepcopy(VALID)
    data[field] = "@@@"
    _replay_bytes(json.dumps(data).encode().replace(b'"@@@"', raw.encode()))

"""``replay`` against hostile and unlucky records (issue 14), written by the tests.

Every record here breaks the contract of ``shared/record-format.md`` in
its own way — its bytes, its JSON, or a field — and each must give exit
status 2, nothing on stdout and exactly one line on stderr naming the
problem: no traceback, no hang, no huge read. Records that are odd but
valid (names with control characters) replay, with the names escaped.
"""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.app import replay_cli
from game.core import CLASSIC, VENGEANCE, Game, Rules
from game.core.editions import full_deck
from game.core.record import record_of
from game.storage.files import MAX_BYTES

ROOT = Path(__file__).resolve().parent.parent


def _finished_game() -> dict[str, Any]:
    game = Game(["Ann", "Ben", "Cat"], Rules(CLASSIC, target=50), rng=random.Random(5))
    rng = random.Random(6)
    while not game.finished:
        game.apply(rng.choice(game.legal_moves()))
    return record_of(game, seed=5).to_json()


VALID = _finished_game()


def dump(data: Any) -> bytes:
    return json.dumps(data).encode()


def changed(**fields: Any) -> bytes:
    data = copy.deepcopy(VALID)
    data.update(fields)
    return dump(data)


def without(field: str) -> bytes:
    data = copy.deepcopy(VALID)
    del data[field]
    return dump(data)


def raw_field(field: str, text: str) -> bytes:
    """The valid record with ``field``'s value replaced by raw JSON ``text``."""
    data = copy.deepcopy(VALID)
    data[field] = "@@@"
    return dump(data).replace(b'"@@@"', text.encode())


def in_move(index: int, **fields: Any) -> bytes:
    data = copy.deepcopy(VALID)
    data["moves"][index].update(fields)
    return dump(data)


def hostile_records() -> Iterator[tuple[str, bytes]]:
    """(label, file contents) of records that must exit 2 with one line."""
    text = json.dumps(VALID, ensure_ascii=False)
    zoe = json.dumps({**VALID, "players": ["Zoë", "Ben", "Cat"]}, ensure_ascii=False)
    # -- the bytes: not UTF-8 text
    yield "latin-1", zoe.encode("latin-1")
    yield "cp1252", zoe.encode("cp1252")
    yield "utf-16", text.encode("utf-16")
    yield "utf-16-le-bom", b"\xff\xfe" + text.encode("utf-16-le")
    yield "utf-16-be-bom", b"\xfe\xff" + text.encode("utf-16-be")
    yield "utf-16-le-no-bom", text.encode("utf-16-le")
    yield "utf-32", text.encode("utf-32")
    yield "utf-32-be", b"\x00\x00\xfe\xff" + text.encode("utf-32-be")
    yield "lone-continuation", text.encode()[:40] + b"\x80" + text.encode()[40:]
    yield "overlong-slash", b'{"format": "flip7-record\xc0\xaf"}'
    yield "utf8-encoded-surrogate", text.encode()[:30] + b"\xed\xa0\x80" + text.encode()[30:]
    yield "truncated-multibyte", zoe.encode()[:zoe.encode().index(b"\xc3") + 1]
    yield "invalid-start-byte", b"\xff" + text.encode()
    yield "nul-bytes", b"\x00" * 64
    yield "gzip", b"\x1f\x8b\x08\x00" + os.urandom(60)
    yield "random-binary", random.Random(1).randbytes(512)
    yield "utf8-bom-only", b"\xef\xbb\xbf"
    yield "empty", b""
    yield "whitespace", b"  \n\t "
    # -- the JSON: not JSON, or JSON we refuse
    yield "truncated", text.encode()[: len(text) // 2]
    yield "trailing-garbage", text.encode() + b" x"
    yield "two-objects", text.encode() + text.encode()
    yield "trailing-comma", text.encode()[:-1] + b",}"
    yield "comment", b"// a record\n" + text.encode()
    yield "single-quotes", text.replace('"', "'").encode()
    yield "unquoted-keys", b'{format: "flip7-record"}'
    yield "python-literal", b"{'format': 'flip7-record', 'version': 1, 'brutal': False}"
    yield "nan", raw_field("seed", "NaN")
    yield "infinity", raw_field("target", "Infinity")
    yield "minus-infinity", raw_field("target", "-Infinity")
    yield "1e999", raw_field("target", "1e999")
    yield "-1e999", raw_field("dealer", "-1e999")
    for field in ("seed", "dealer", "target", "version"):
        yield f"5000-digits-{field}", raw_field(field, "9" * 5000)
        if field != "seed":  # a seed may be any integer: up to 40 digits are read
            yield f"41-digits-{field}", raw_field(field, "1" + "0" * 40)
    yield "5000-digits-negative", raw_field("seed", "-" + "9" * 5000)
    yield "5000-digits-in-move", dump(VALID).replace(b'"seat": 0', b'"seat": ' + b"7" * 5000, 1)
    yield "5000-digit-fraction", raw_field("target", "0." + "1" * 5000)
    yield "deep-array-1000", raw_field("moves", "[" * 1000 + "]" * 1000)
    yield "deep-object-1000", raw_field("moves", '{"a":' * 1000 + "1" + "}" * 1000)
    yield "deep-array-100000", raw_field("moves", "[" * 100_000 + "]" * 100_000)
    yield "deep-unclosed", b"[" * 50_000
    yield "deep-in-unknown-field", raw_field("comment", "[" * 200 + "]" * 200)
    yield "deep-in-move", dump(VALID).replace(b'"do": "hit"', b'"do": ' + b"[" * 500
                                                 + b"]" * 500, 1)
    yield "deep-33", raw_field("moves", "[" * 33 + "]" * 33)
    yield "too-large", b" " * (MAX_BYTES + 1) + text.encode()
    # -- lone surrogates: JSON can spell them, they are no text
    for seat in range(3):
        players = ["Ann", "Ben", "Cat"]
        players[seat] = "Zo\\ud800e"
        yield f"lone-high-surrogate-seat-{seat}", raw_field("players", json.dumps(players)
                                                            .replace("\\\\", "\\"))
    yield "lone-low-surrogate", raw_field("players", '["\\udc00", "Ben", "Cat"]')
    yield "reversed-pair", raw_field("players", '["\\udc00\\ud800", "Ben", "Cat"]')
    yield "surrogate-in-key", text.encode()[:-1] + b', "\\ud800": 1}'
    yield "surrogate-in-card", raw_field("deck", json.dumps([*VALID["deck"][:-1], "\\ud800"])
                                         .replace("\\\\", "\\"))
    # -- the shape: not a record object
    for label, value in (("array", []), ("string", "record"), ("number", 7), ("null", None),
                         ("true", True), ("array-of-record", [VALID])):
        yield f"top-level-{label}", dump(value)
    for field in ("format", "version", "edition", "players", "dealer", "moves"):
        yield f"missing-{field}", without(field)
    data = copy.deepcopy(VALID)
    del data["deck"], data["seed"]
    yield "missing-deck-and-seed", dump(data)
    # -- each field with values of the wrong type or out of range
    wrong: dict[str, list[Any]] = {
        "format": [None, 1, [], {}, True, "flip7", "FLIP7-RECORD", ""],
        "version": [None, "1", 1.0, True, 2, 0, -1, [1], {}, 1.5],
        "edition": [None, 1, [], {}, True, "Classic", "deluxe", ""],
        "brutal": [None, 1, 0, "true", [], {}, True],  # True: classic has no Brutal (V-B)
        "target": [None, "200", 200.5, 200.0, True, 49, 1001, [], {}, -200, 0],
        "players": [None, "Ann", [], ["A", "B"], [1, 2, 3], [None, "B", "C"], {},
                    ["A", ["B"], "C"], 3],
        "dealer": [None, "0", 0.0, True, -1, 3, [], {}, 99],
        "deck": [1, "7", {}, [1, 2], ["7"] * 94, [], VALID["deck"][:-1],
                 [*VALID["deck"], "7"], [*VALID["deck"][:-1], "joker"], True],
        "reshuffles": [1, "x", {}, [1], [[1]], [None], True],
        "seed": ["5", 5.5, True, [], {}],
        "moves": [None, "hit", {}, [1], [[]], [None], [{"seat": 0}], [{"do": "hit"}],
                  [{"seat": "0", "do": "hit"}], [{"seat": 0.0, "do": "hit"}],
                  [{"seat": True, "do": "hit"}], [{"seat": None, "do": "hit"}],
                  [{"seat": 0, "do": None}], [{"seat": 0, "do": "HIT"}], True, 0],
    }
    for field, values in wrong.items():
        for number, value in enumerate(values):
            yield f"{field}-{number}={json.dumps(value)[:20]}", changed(**{field: value})
    # -- odd spellings of a record
    yield "record-as-a-string", dump(text)
    yield "duplicate-key-last-wins", text.encode()[:-1] + b', "format": "other"}'
    yield "utf8-bom-then-latin-1", b"\xef\xbb\xbf" + zoe.encode("latin-1")
    yield "edition-with-nul", changed(edition="classic\u0000")
    yield "edition-with-escape", changed(edition="\x1b[2Jclassic")
    yield "vengeance-deck-in-classic", changed(deck=full_deck(VENGEANCE, 3))
    yield "two-decks-for-three", changed(deck=full_deck(CLASSIC, 3) * 2)
    yield "thousands-of-moves-after-the-end", changed(
        moves=[*VALID["moves"], *[{"seat": 0, "do": "hit"}] * 10_000])
    yield "discard-in-classic", in_move(0, do="discard", **{"from": 1, "card": "7"})
    yield "attack-without-brutal", in_move(0, do="attack", player=1)
    yield "move-is-a-list", changed(moves=[["seat", 0, "do", "hit"]])
    yield "move-is-a-string", changed(moves=["hit"])
    # -- moves that are not legal here
    yield "move-after-the-end", changed(moves=[*VALID["moves"], {"seat": 0, "do": "hit"}])
    first = VALID["moves"][0]["seat"]
    yield "wrong-seat", in_move(0, seat=(first + 1) % 3)
    yield "seat-out-of-range", in_move(0, seat=7)
    yield "seat-negative", in_move(0, seat=-1)
    yield "seat-huge", in_move(0, seat=10**30)
    yield "unknown-move", in_move(0, do="jump")
    yield "target-without-player", dump(VALID).replace(b'"do": "hit"', b'"do": "target"', 1)
    yield "steal-in-classic", in_move(0, do="steal", **{"from": 1, "card": "7"})
    yield "swap-malformed", in_move(0, do="swap", cards=[[0, "7"]])
    yield "bonus-in-classic", in_move(0, do="bonus")


HOSTILE = list(hostile_records())


def test_there_are_enough_hostile_records() -> None:
    labels = [label for label, _ in HOSTILE]
    assert len(labels) == len(set(labels))
    assert len(HOSTILE) >= 185


def run_replay(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = replay_cli.main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def assert_one_line_refusal(status: int, out: str, err: str) -> None:
    assert status == 2, err
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err and len(err) < 400
    assert err.startswith(("record: ", "move ")), err
    assert err.isprintable() or err[:-1].isprintable()


@pytest.mark.parametrize(("label", "content"), HOSTILE, ids=[label for label, _ in HOSTILE])
def test_a_hostile_record_exits_2_with_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                label: str, content: bytes) -> None:
    path = tmp_path / "hostile.flip7.json"
    path.write_bytes(content)
    for extra in ((), ("--json",)):
        assert_one_line_refusal(*run_replay(capsys, str(path), *extra))


@pytest.mark.parametrize(("content", "words"), [
    ('{"players": ["Zoë"]}'.encode("latin-1"), "not UTF-8 text: byte 0xeb at offset 16"),
    ('{"a": 1}'.encode("utf-16"), "is UTF-16 text; only UTF-8 is read"),
    (b'{"seed": ' + b"9" * 5000 + b"}", "an integer of 5,000 digits"),
    (b"[" * 1000 + b"]" * 1000, "nested too deeply"),
    (b'["\\ud800"]', "not text (a lone surrogate)"),
    (raw_field("version", "1.0"), "record: unsupported version 1.0 (expected 1)"),
])
def test_the_line_names_the_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    content: bytes, words: str) -> None:
    path = tmp_path / "r.flip7.json"
    path.write_bytes(content)
    status, out, err = run_replay(capsys, str(path))
    assert_one_line_refusal(status, out, err)
    assert words in err


def test_a_64_bit_seed_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "seed.flip7.json"
    path.write_bytes(changed(seed=2**64 - 1))
    assert run_replay(capsys, str(path))[0] == 0


def test_the_valid_record_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ok.flip7.json"
    path.write_bytes(dump(VALID))
    status, out, err = run_replay(capsys, str(path), "--json")
    assert (status, err) == (0, "")
    assert json.loads(out)["finished"] is True


def test_plays_is_checked_for_one_entry_per_seat_only(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """record-format.md: replay "checks only that it has one entry per seat" (audit 35:
    entries that were not text were refused); a count that is off still is."""
    plain = run_replay(capsys, str(_written(tmp_path / "plain.flip7.json", dump(VALID))))
    for plays in ([1, None, {"a": 1}], ["human", "bogus", 0.5]):
        path = _written(tmp_path / "plays.flip7.json", changed(plays=plays))
        assert run_replay(capsys, str(path)) == plain, plays
    status, out, err = run_replay(capsys, str(_written(tmp_path / "short.flip7.json",
                                                       changed(plays=["human"]))))
    assert (status, out) == (2, "") and '"plays" must list' in err


def _written(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


# ---------------------------------------------------------------------- not a regular file


def test_folders_devices_missing_files_and_loops(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    for path, words in ((tmp_path, "is a folder"), (Path("/dev/zero"), "not a regular file"),
                        (Path("/dev/null"), "not a regular file"),
                        (tmp_path / "none.json", "no such file"),
                        (tmp_path / "none" / "x.json", "no such file"), (loop, "cannot read")):
        if not path.exists() and str(path).startswith("/dev"):
            continue
        status, out, err = run_replay(capsys, str(path))
        assert_one_line_refusal(status, out, err)
        assert words in err and str(path) in err


def test_a_name_with_control_characters_stays_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad\nname\x1b[2J.json"
    path.write_bytes(b"{")
    status, out, err = run_replay(capsys, str(path))
    assert_one_line_refusal(status, out, err)
    assert "\\x1b[2J" in err


def test_stdin_is_read_bounded_and_strict(monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    import io

    class Stdin:
        def __init__(self, data: bytes) -> None:
            self.buffer = io.BytesIO(data)

    for data, words in ((b"\x00" * (MAX_BYTES + 10), "standard input: is too large"),
                        ('{"a": "é"}'.encode("latin-1"), "not UTF-8"),
                        (b"[" * 5000, "nested too deeply"), (b"", "an empty file")):
        monkeypatch.setattr(sys, "stdin", Stdin(data))
        status, out, err = run_replay(capsys, "-")
        assert_one_line_refusal(status, out, err)
        assert words in err
    monkeypatch.setattr(sys, "stdin", Stdin(dump(VALID)))
    status, out, err = run_replay(capsys, "-", "--json")
    assert status == 0 and json.loads(out)["finished"] is True


# ---------------------------------------------------------------------- names on a terminal


def test_names_are_escaped_in_text_output(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    names = ["\x1b[31mRed\x1b[0m", "Bell\x07", "Two\nlines"]
    path = tmp_path / "names.flip7.json"
    path.write_bytes(changed(players=names))
    status, out, err = run_replay(capsys, str(path))
    assert status == 0 and err == ""
    assert "\x1b" not in out and "\x07" not in out
    assert "\\x1b[31mRed\\x1b[0m" in out and "Bell\\x07" in out and "Two\\nlines" in out
    assert all(line.isprintable() for line in out.splitlines())
    status, out, err = run_replay(capsys, str(path), "--json")  # JSON escapes by itself
    assert status == 0 and "\x1b" not in out


def test_a_right_to_left_override_is_escaped(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bidi.flip7.json"
    path.write_bytes(changed(players=["Ann\u202egnp.exe", "Zoë", "日本"]))
    status, out, _ = run_replay(capsys, str(path))
    assert status == 0
    assert "Ann\\u202egnp.exe" in out and "Zoë" in out and "日本" in out


# ---------------------------------------------------------------------- as a user runs it


def _game(*args: str, **kwargs: Any) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_hanging(tmp_path: Path) -> None:
    fifo = tmp_path / "game.flip7.json"
    os.mkfifo(fifo)
    process = _game("replay", str(fifo))
    out, err = process.communicate(timeout=60)
    assert process.returncode == 2 and out == b""
    assert err.decode().count("\n") == 1 and "not a regular file" in err.decode()


@pytest.mark.parametrize("command", [["replay", "{record}"], ["replay", "{record}", "--json"],
                                     ["simulate", "--games", "3"]])
def test_a_pipe_closed_early_ends_quietly(tmp_path: Path, command: list[str]) -> None:
    record = tmp_path / "game.flip7.json"
    record.write_bytes(dump(VALID))
    process = _game(*[part.format(record=record) for part in command])
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # like `| head -0`: the reader is gone before a byte is written
    err = process.stderr.read()
    process.wait(timeout=120)
    assert err == b"" and process.returncode == 0


def test_head_reads_one_line(tmp_path: Path) -> None:
    record = tmp_path / "game.flip7.json"
    record.write_bytes(dump(VALID))
    done = subprocess.run(f"'{sys.executable}' -m game replay '{record}' | head -1",
                          shell=True, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.stdout.startswith("Round 1") and done.stderr == ""

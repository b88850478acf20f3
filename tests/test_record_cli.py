"""Records and the headless commands, run as a user would (pygame blocked)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.core import CLASSIC
from game.core.editions import full_deck

ROOT = Path(__file__).resolve().parent.parent

# Runs `python -m game ...` with every pygame import failing, to prove the
# headless commands stand on the standard library alone.
BLOCKED = (
    "import sys, runpy; sys.modules['pygame'] = None; "
    "sys.argv = ['game'] + sys.argv[1:]; runpy.run_module('game', run_name='__main__')"
)


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", BLOCKED, *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=120)


def deck(top: list[str]) -> list[str]:
    rest = full_deck(CLASSIC, 3)
    for card in top:
        rest.remove(card)
    return top + rest


def record(moves: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": "flip7-record", "version": 1, "edition": "classic",
        "players": ["Ann", "Ben", "Cat"], "dealer": 2,
        "deck": deck(["5", "6", "7", "freeze", "12", "11", "10", "9"]), "moves": moves,
    }
    data.update(extra)
    return data


#: The plain classic deck for 3 players, top card first.
FULL_CLASSIC = full_deck(CLASSIC, 3)

MOVES = [
    {"seat": 0, "do": "hit"},
    {"seat": 0, "do": "target", "player": 1},
    {"seat": 2, "do": "hit"},
    {"seat": 0, "do": "stay"},
    {"seat": 2, "do": "stay"},
]


def replay_json(tmp_path: Path, data: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "game.flip7.json"
    path.write_text(json.dumps(data))
    return run("replay", str(path), "--json")


def test_replay_prints_the_documented_json(tmp_path: Path) -> None:
    done = replay_json(tmp_path, record(MOVES))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert json.loads(done.stdout) == {
        "finished": False,
        "winner": None,
        "totals": [5, 6, 19],
        "rounds": [
            {"dealer": 2, "scores": [5, 6, 19], "busted": [], "flip7": None,
             "lines": [["5"], ["6"], ["7", "12"]]},
            {"dealer": 0, "scores": None, "busted": [], "flip7": None,
             "lines": [["9"], ["11"], ["10"]]},
        ],
        "pending": {"seat": 1, "decision": "turn"},
    }
    assert list(json.loads(done.stdout)) == ["finished", "winner", "totals", "rounds", "pending"]


@pytest.mark.parametrize("ended", ["2026-12-06T23:54:39.123456Z", "yesterday", 3, None])
def test_a_kept_games_end_time_is_read_and_changes_no_replay(tmp_path: Path,
                                                            ended: object) -> None:
    """A kept game says when it ended (``ended``, QA 136); like a save's
    ``rounds_seen`` it is the game's own note, never a reason to refuse a record
    or to replay it otherwise, and one that is no time reads as not said."""
    from game.core.record import Record

    plain = replay_json(tmp_path, record(MOVES))
    noted = replay_json(tmp_path, record(MOVES, ended=ended))
    assert noted.returncode == 0 and (noted.stdout, noted.stderr) == (plain.stdout, "")
    read = Record.from_json(record(MOVES, ended=ended))
    assert read.ended == (ended if ended == "2026-12-06T23:54:39.123456Z" else None)
    assert ("ended" in read.to_json()) == (read.ended is not None)


def test_pending_target_decision_and_card_waiting_in_no_line(tmp_path: Path) -> None:
    done = replay_json(tmp_path, record(MOVES[:1]))
    result = json.loads(done.stdout)
    assert result["pending"] == {"seat": 0, "decision": "target"}
    assert result["rounds"][-1]["lines"] == [["5"], ["6"], ["7"]]  # the Freeze waits


def test_finished_game_reports_the_winner(tmp_path: Path) -> None:
    data = record(MOVES, target=50, deck=deck(["12", "5", "6", "11", "10", "9", "+10"]))
    data["moves"] = [{"seat": 0, "do": "hit"}, {"seat": 1, "do": "stay"},
                     {"seat": 2, "do": "stay"}, {"seat": 0, "do": "hit"},
                     {"seat": 0, "do": "hit"}, {"seat": 0, "do": "hit"},
                     {"seat": 0, "do": "stay"}]
    result = json.loads(replay_json(tmp_path, data).stdout)
    assert result["finished"] is True and result["winner"] == 0
    assert result["totals"] == [52, 5, 6] and result["pending"] is None
    data["moves"].append({"seat": 1, "do": "hit"})
    done = replay_json(tmp_path, data)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == "move 7: the game is already over (G-12)"


@pytest.mark.parametrize(("change", "message"), [
    ({"format": "other"}, "record: \"format\" must be \"flip7-record\""),
    ({"version": 2}, "record: unsupported version 2"),
    ({"edition": "deluxe"}, 'record: unknown edition "deluxe"'),
    ({"edition": None}, "record: the record names no edition (classic or vengeance, G-1)"),
    ({"target": 40}, "record: target 40 is outside 50-1000 (G-3)"),
    # Values as the file has them, not as Python prints them (QA fourteenth pass).
    ({"target": True}, "record: target true is not a whole number from 50 to 1000 (G-3)"),
    ({"target": "200"}, "record: target \"200\" is not a whole number from 50 to 1000 (G-3)"),
    ({"version": "1"}, "record: unsupported version \"1\" (expected 1)"),
    ({"moves": [{"seat": 0}]}, "move 0: the move has no \"do\""),
    ({"players": ["A", "B"]}, "record: Flip 7 needs at least 3 players (G-2)"),
    ({"dealer": 3}, "record: \"dealer\" must be a seat from 0 to 2 (G-4)"),
    ({"deck": ["5", "6"]}, "record: the deck is not a complete classic deck for 3 players"),
    # The card that is wrong is named (QA 35: "14" for a 12, found by hand among 94).
    ({"deck": ["14", *FULL_CLASSIC[1:]]},
     f"record: the deck is not a complete classic deck for 3 players (G-2): extra 14; "
     f"missing {FULL_CLASSIC[0]}"),
    ({"brutal": True}, "record: Brutal mode exists only in With a Vengeance (V-B)"),
    # A card the edition has not is in no discard pile, reached or not (QA 130).
    ({"reshuffles": [["zz"]]},
     "record: reshuffle 1 is not a permutation of the discard pile (G-6)"),
    ({"reshuffles": [[], ["5", "u7"]]},
     "record: reshuffle 2 is not a permutation of the discard pile (G-6)"),
    ({"moves": [{"seat": 1, "do": "hit"}]},
     "move 0: seat 1 is not to decide now, seat 0 is (G-8)"),
    ({"moves": [{"seat": 0, "do": "jump"}]}, 'move 0: unknown move "jump"'),
    ({"moves": [{"do": "hit"}]}, "move 0: missing or bad \"seat\""),
    ({"moves": [*MOVES[:1], {"seat": 0, "do": "target", "player": 5}]},
     "move 1: seat 5 is not a legal target for Freeze played by seat 0 (C-2)"),
    ({"moves": [*MOVES[:1], {"seat": 0, "do": "target"}]}, "move 1: missing \"player\""),
    ({"moves": [*MOVES[:1], {"seat": 0, "do": "hit"}]},
     "move 1: seat 0 must choose target for Freeze, not hit (C-2)"),
    # The first bad move is named, an illegal one before a malformed one too (the
    # malformed one was named, and mended, the record failed again earlier: QA 142).
    ({"moves": [*MOVES[:1], {"seat": 0, "do": "hit"}, {"seat": 0, "do": "fly"}]},
     "move 1: seat 0 must choose target for Freeze, not hit (C-2)"),
    ({"moves": [*MOVES[:2], {"seat": 0, "do": "fly"}, {"seat": 0, "do": "hit"}]},
     'move 2: unknown move "fly"'),
])
def test_bad_records_exit_2_with_one_line(tmp_path: Path, change: dict[str, Any],
                                          message: str) -> None:
    done = replay_json(tmp_path, {**record(MOVES), **change})
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith(message), done.stderr


def test_not_json_and_missing_file_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    done = run("replay", str(path), "--json")
    assert done.returncode == 2 and done.stdout == "" and done.stderr.startswith("record:")
    done = run("replay", str(tmp_path / "none.json"))
    assert done.returncode == 2 and "cannot read" in done.stderr


def test_vengeance_illegal_stay_names_v10(tmp_path: Path) -> None:
    rest = full_deck(__import__("game.core", fromlist=["VENGEANCE"]).VENGEANCE, 3)
    for card in ("0", "5", "6", "7"):
        rest.remove(card)
    data = record([{"seat": 0, "do": "stay"}], edition="vengeance",
                  deck=["0", "5", "6", "7", *rest])
    done = replay_json(tmp_path, data)
    assert done.returncode == 2
    assert done.stderr.strip() == "move 0: seat 0 cannot stay while holding the Zero (V-10)"


def test_replay_human_readable(tmp_path: Path) -> None:
    path = tmp_path / "g.flip7.json"
    path.write_text(json.dumps(record(MOVES)))
    done = run("replay", str(path))
    assert done.returncode == 0
    assert "Round 1" in done.stdout and "Waiting for Ben to decide: turn" in done.stdout
    # Cards apart by commas: "Unlucky 7 11 7" read as four cards (QA 44).
    lines = {line.split()[0]: line for line in done.stdout.splitlines()[1:4]}
    assert lines["Cat"].endswith("  7, 12") and lines["Ann"].endswith("  5")
    # No line ends in spaces: a seat with no cards left at a round's end was printed
    # "  bold#1         0  " (QA 45; round 5 of this simulated game).
    empty = run("replay", str(Path(__file__).parent / "records" / "empty-line.flip7.json"))
    assert empty.returncode == 0 and "  bold#1         0\n" in empty.stdout
    assert all(line == line.rstrip() for line in empty.stdout.splitlines())


def test_simulate_plays_saves_and_the_records_replay(tmp_path: Path) -> None:
    done = run("simulate", "--games", "6", "--players", "random,threshold:0.25,threshold:0.4",
               "--edition", "vengeance", "--brutal", "--json", "--save", str(tmp_path))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert sum(result["seat_wins"]) == 6 == sum(p["wins"] for p in result["players"])
    assert result["games_per_second"] > 0
    saved = sorted(tmp_path.glob("*.flip7.json"))
    assert len(saved) == 6
    replayed = run("replay", str(saved[0]), "--json")
    assert json.loads(replayed.stdout)["finished"] is True
    # Named by what plays them, with who plays each seat: "threshold:0.25#1" and
    # "threshold:0.4#2" were cut alike on screens, and Statistics could not tell their
    # styles (QA 220). Seats rotate from game to game.
    first, second = (json.loads(path.read_text()) for path in saved[:2])
    assert first["players"] == ["Random", "Custom 25 %", "Custom 40 %"]
    assert first["plays"] == ["random", "threshold:0.25", "threshold:0.4"]
    assert second["plays"] == ["threshold:0.25", "threshold:0.4", "random"]


def test_simulate_text_and_errors() -> None:
    done = run("simulate", "--games", "3")
    assert done.returncode == 0 and "games/s" in done.stdout and "seat 0" in done.stdout
    done = run("simulate", "--players", "random,random")
    assert done.returncode == 2 and "at least 3 players" in done.stderr
    done = run("simulate", "--players", "random,random,wizard")
    assert done.returncode == 2 and "wizard" in done.stderr
    # A negative seed dealt the games of its size (-1 as 1: QA 56); a word is no seed.
    for seed, said in (("-1", "must be 0 or more, not -1"), ("x", "needs a whole number")):
        done = run("simulate", "--seed", seed)
        assert done.returncode == 2 and said in done.stderr and "_seed" not in done.stderr


def test_core_and_ai_import_without_pygame() -> None:
    code = ("import sys; sys.modules['pygame'] = None; import game.core, game.ai, "
            "game.core.record, game.app.replay_cli, game.app.simulate_cli; "
            "print(sorted(m for m in sys.modules if m.startswith('pygame')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['pygame']"  # only our blocking entry


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("args", [["replay", "RECORD"], ["--help"], ["help"], ["--version"],
                                  ["simulate", "--games", "1"]])
def test_output_that_cannot_be_written_ends_with_one_line_not_a_traceback(
        tmp_path: Path, args: list[str]) -> None:
    """``> /dev/full`` (no space left): a traceback ending in ``OSError: [Errno 28]``
    and status 1 (QA 56). Now one line on stderr, status 1."""
    path = tmp_path / "g.flip7.json"
    path.write_text(json.dumps(record(MOVES)))
    argv = [str(path) if a == "RECORD" else a for a in args]
    env = dict(os.environ, PYTHONPATH=str(ROOT), FLIP7_HOME=str(tmp_path / "home"))
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "game", *argv], stdout=full,
                              stderr=subprocess.PIPE, text=True, env=env, timeout=120)
    assert done.returncode == 1
    assert done.stderr == "flip7: cannot write the output: no space left on device\n"


@pytest.mark.skipif(os.name != "posix", reason="a POSIX shell closes the descriptor")
@pytest.mark.parametrize("args", [["replay", "RECORD"], ["replay", "RECORD", "--json"],
                                  ["simulate", "--games", "2"],
                                  ["simulate", "--games", "1", "--json"],
                                  ["--version"], ["--help"], ["help", "script"]])
def test_output_closed_from_the_start_ends_with_status_1(tmp_path: Path,
                                                         args: list[str]) -> None:
    """``>&-`` (standard output closed, ``sys.stdout`` None): the result was printed
    nowhere and the status was 0 (QA 111; the version and the usage too: QA 142). Now
    the usual line and status 1."""
    path = tmp_path / "g.flip7.json"
    path.write_text(json.dumps(record(MOVES)))
    argv = [str(path) if a == "RECORD" else a for a in args]
    done = subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", sys.executable, "-c", BLOCKED,
                           *argv], cwd=ROOT, stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr == "flip7: cannot write the output: bad file descriptor\n"


@pytest.mark.skipif(os.name != "posix", reason="a POSIX shell closes the descriptor")
def test_replay_of_standard_input_closed_is_one_line_status_2() -> None:
    """``replay - <&-`` (standard input closed, ``sys.stdin`` None) ended in an
    AttributeError's traceback (QA 111)."""
    done = subprocess.run(["sh", "-c", 'exec "$@" <&-', "sh", sys.executable, "-c", BLOCKED,
                           "replay", "-"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "record: cannot read standard input: bad file descriptor\n"


def test_replay_text_keeps_its_score_column_with_long_names(tmp_path: Path) -> None:
    """A 13-letter name pushed its score a column right of the others' (QA 56)."""
    import re

    data = json.loads((Path(__file__).parent / "records" / "empty-line.flip7.json").read_text())
    data["players"][0] = "Annabelle-Mari"
    path = tmp_path / "long.flip7.json"
    path.write_text(json.dumps(data))
    done = run("replay", str(path))
    assert done.returncode == 0
    ends = {re.match(r"^  (.+?) +(-?\d+)(  |$)", line).end(2)  # type: ignore[union-attr]
            for line in done.stdout.splitlines() if line.startswith("  ")}
    assert len(ends) == 1


def test_a_name_of_a_thousand_twin_numbers_replays(tmp_path: Path) -> None:
    """A record's name "Ann (2) (2) … (2)" (a thousand of them) went past Python's
    recursion limit as its twins' numbers were peeled: replay printed a traceback, the
    viewer and Your games said "internal error" (QA 218). It replays, and is keyed."""
    from game.i18n import shown_player_name
    from game.session.seats import person_key

    deep = "Ann" + " (2)" * 1000
    data = json.loads((Path(__file__).parent / "records" / "empty-line.flip7.json").read_text())
    data["players"][0] = deep
    path = tmp_path / "deep.flip7.json"
    path.write_text(json.dumps(data))
    done = run("replay", str(path))
    assert done.returncode == 0 and done.stderr == ""
    assert person_key(deep) == deep.casefold()
    assert shown_player_name("Speler 1" + " (2)" * 1000, "de") == "Spieler 1" + " (2)" * 1000


def test_replay_text_keeps_its_score_column_with_wide_and_huge_names(tmp_path: Path) -> None:
    """A Japanese name sat its score six columns right, a 100-letter one pushed it out,
    and a round in progress began its cards where the scores stand (QA 142): scores end
    in one screen column, and a line of cards starts in one too."""
    import re

    from game.app.replay_cli import columns

    data = json.loads((Path(__file__).parent / "records" / "empty-line.flip7.json").read_text())
    data["players"][:3] = ["日本語の名前", "A" * 100, "Zoë"]
    data["moves"] = data["moves"][:-1]  # the last round in progress
    path = tmp_path / "wide.flip7.json"
    path.write_text(json.dumps(data))
    done = run("replay", str(path))
    assert done.returncode == 0, done.stderr
    starts = set()
    in_progress = seen = False
    for line in done.stdout.splitlines():
        if not line.startswith("  "):
            in_progress = line.endswith("in progress")
            seen = seen or in_progress
            continue
        parts = re.split(r" {2,}", line.strip())
        if in_progress and len(parts) == 2:  # no score yet: name, cards
            starts.add(columns(line) - columns(parts[1]))
        elif len(parts) == 3:  # name, score, cards
            starts.add(columns(line) - columns(parts[2]))
    assert seen and len(starts) == 1, done.stdout  # every line's cards in one column


@pytest.mark.parametrize("args", [["--version", "--bogus"], ["-V", "x"], ["help", "me"],
                                  ["usage", "now"], ["help", "script", "please"]])
def test_a_word_after_version_or_help_is_refused_not_ignored(
        capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    """``flip7 --version --bogus`` printed the version with status 0 while ``flip7
    --bogus --version`` was refused (QA 111): the extra word is named, status 2, in one
    line as every other usage error (the whole usage followed it: QA 168)."""
    from game.app.main import main

    assert main(args) == 2
    out, err = capsys.readouterr()
    assert out == "" and repr(args[-1]) in err and len(err.splitlines()) == 1
    assert err.startswith("flip7: ") and "usage:" not in err
    assert main(args[:-1]) == 0 and capsys.readouterr().out  # without it, as before


def test_a_home_folder_of_nobody_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    """"~nosuchuser/…" (the shell leaves it as it is) closed replay's file, simulate's
    --save, and the game's --replay and --screenshot with a traceback (QA 142)."""
    for args in (["replay", "~nosuchuser-flip7/g.flip7.json"],
                 ["simulate", "-n", "1", "--save", "~nosuchuser-flip7/recs"]):
        done = run(*args)
        assert done.returncode == 2 and done.stdout == "", args
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, args
        assert "~nosuchuser-flip7: there is no such user" in done.stderr, args
    from game.app.gui import UsageError, parse_args

    for option in ("--replay", "--screenshot"):
        with pytest.raises(UsageError, match=f"{option}: ~nosuchuser-flip7: there is no such"):
            parse_args([option, "~nosuchuser-flip7/x"])


def test_replay_takes_a_home_folder_as_the_games_own_option_does(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "g.flip7.json").write_text(json.dumps(record(MOVES)))
    done = subprocess.run([sys.executable, "-c", BLOCKED, "replay", "~/g.flip7.json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "HOME": str(home)})
    assert done.returncode == 0 and done.stderr == ""

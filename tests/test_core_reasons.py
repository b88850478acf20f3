"""The core's reasons for a bad record or move, worded in German and Dutch (they stayed
English inside the player's sentences: QA 56, QA 60), while the command line keeps the
core's words exactly. The reasons here come from the real core: broken records and
illegal moves, so a reason whose wording changes in the core fails here."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from reason_helpers import english_left

from game.core import Game, Rules
from game.core.editions import VENGEANCE
from game.core.moves import ATTACK, BONUS, HIT, STAY, TARGET, Move
from game.core.record import Record, RecordError, record_of, replay
from game.i18n import Message
from game.session.core_reasons import core_reason
from game.session.records import error_reason

VALID = json.loads((Path(__file__).parent / "records" / "sure-steal.flip7.json").read_text())


def _broken(change: dict[str, Any] | None = None, drop: str | None = None,
            move: Any = None) -> RecordError:
    data = copy.deepcopy(VALID)
    data.update(change or {})
    if drop is not None:
        data.pop(drop)
    if move is not None:
        data["moves"] = [move]
    with pytest.raises(RecordError) as caught:
        replay(Record.from_json(data))
    return caught.value


def _field_errors() -> list[RecordError]:
    """A record's field faults, each as the core words it."""
    return [
        _broken({"format": "zip"}), _broken(drop="version"), _broken({"version": 2}),
        _broken(drop="edition"), _broken({"edition": "chess"}),
        _broken({"brutal": "yes"}), _broken({"edition": "classic", "brutal": True}),
        _broken({"target": "x"}), _broken({"target": 5}), _broken({"players": "Ann"}),
        _broken({"players": ["A", "B"], "plays": None}),
        _broken({"players": ["A", "B", "\ud800"], "plays": None}),
        _broken({"plays": ["human"]}), _broken({"ai_seed": "x"}), _broken({"dealer": 99}),
        _broken({"seed": "x"}), _broken({"seed": None}, drop="deck"),
        _broken({"deck": "x"}), _broken({"reshuffles": "x"}), _broken({"moves": "x"}),
        _broken(move=5), _broken(move={"do": "hit"}), _broken(move={"seat": 0}),
        _broken(move={"seat": 0, "do": "fly"}),
        _broken(move={"seat": 0, "do": "swap", "cards": 3}),
        _broken(move={"seat": 0, "do": "target"}),
        _broken(move={"seat": 0, "do": "target", "player": "x"}),
        _broken(move={"seat": 0, "do": "steal", "from": 1, "card": 5}),
        _broken(move={"seat": 3, "do": "hit"}),
    ]


def _move_errors() -> list[RecordError]:
    """Illegal moves, each as the core words it: seeded Vengeance games (Brutal) played
    to their end, with a wrong move tried at every kind of decision met."""
    found: dict[str, RecordError] = {}
    for seed in range(40):
        game = Game(4, Rules(VENGEANCE, brutal=True, target=80), rng=random.Random(seed))
        rng = random.Random(seed)
        while game.pending is not None:
            decision = game.pending
            wrong = [Move(STAY), Move(TARGET, 9), Move(ATTACK, decision.seat), Move(BONUS),
                     Move("steal", 9, "5"), Move.swap((9, "5"), (8, "6"))]
            for bad in wrong:
                if bad in decision.options:
                    continue
                record = record_of(game)
                record.moves.append((decision.seat, bad))
                try:
                    replay(record)
                except RecordError as error:
                    found.setdefault(f"{decision.kind}:{bad.do}", error)
            other = (decision.seat + 1) % 4
            record = record_of(game)
            record.moves.append((other, decision.options[0]))
            try:
                replay(record)
            except RecordError as error:
                found.setdefault("turn-order", error)
            game.play(decision.seat, rng.choice(decision.options))
        record = record_of(game)
        record.moves.append((0, Move(HIT)))
        try:
            replay(record)
        except RecordError as error:
            found.setdefault("over", error)
    return list(found.values())


@pytest.mark.parametrize("language", ["de", "nl"])
def test_the_cores_reasons_speak_german_and_dutch(language: str) -> None:
    errors = _field_errors() + _move_errors()
    assert len(errors) > 35
    untold = []
    for error in errors:
        reason = core_reason(error.reason)
        if not isinstance(reason, Message):
            untold.append(error.reason)
            continue
        assert reason.in_language("en") == error.reason  # the command line's words
        told = error_reason(error).in_language(language)
        # Quoted: the record's own field names and values ("flip7-record"), kept.
        assert english_left(re.sub(r'"[^"]*"', " ", told)) == set(), told
    # The deck's own difference ("extra 14; missing 11") too, since QA 235.
    assert untold == []


def test_the_english_words_are_the_cores_own() -> None:
    """``str(error)``, the command line's line, is unchanged word for word."""
    for error in _field_errors() + _move_errors():
        assert error_reason(error).in_language("en") == str(error)


@pytest.mark.parametrize("text", [
    "a record must be a JSON object",  # only from a file that is JSON but no object
    "the game is over (G-12)",  # the engine's own guard; a record stops before it
    "reshuffle 2 is not a permutation of the discard pile (G-6)",
    "dealer 7 is not a seat (G-4)",  # the engine's; a record's dealer is checked first
])
def test_the_reasons_records_seldom_reach_are_worded_too(text: str) -> None:
    reason = core_reason(text)
    assert isinstance(reason, Message) and reason.in_language("en") == text
    for language in ("de", "nl"):
        assert english_left(reason.in_language(language)) == set()


def test_a_reason_not_known_stays_as_it_came() -> None:
    assert core_reason("something else (G-8)") == "something else (G-8)"
    assert core_reason("") == ""


@pytest.mark.parametrize("spec", ["threshold:" + "1" * 3000, "plain:0." + "x" * 300,
                                  "w" * 500, "threshold:" + "9" * 3000 + ":"],
                         ids=["risk", "word", "name", "colon"])
def test_a_computer_of_a_thousand_characters_is_named_short(spec: str) -> None:
    """A damaged save's risk of 3,000 digits was said whole: it filled the title screen
    and put the notice's end, where the save was kept, out of sight (QA 228). The
    reason quotes 40 characters of it at most, and is still said in German and Dutch."""
    from game.ai import make_policy

    with pytest.raises(ValueError) as error:
        make_policy(spec)
    text = str(error.value)
    assert len(text) < 140 and "…" in text, text
    reason = core_reason(text)
    assert isinstance(reason, Message) and reason.in_language("en") == text
    for language in ("de", "nl"):
        assert english_left(reason.in_language(language)) == set()


@pytest.mark.parametrize(("name", "plays"), [("Anna-Lena", "threshold:" + "9" * 3000 + ":"),
                                              ("N" * 3000, "wizard"),
                                              ("\U0001F469\u200d" * 30, "wizard"),
                                              ("\\" * 40, "wizard")],
                         ids=["colon", "name", "joined", "backslashes"])
def test_a_saved_games_seat_of_a_thousand_characters_is_named_short(
        tmp_path: Path, name: str, plays: str) -> None:
    """The same in a saved game: a computer ending in ':' and a seat's name of 3,000
    letters were still quoted whole (QA 230); 40 characters of joined emoji or
    backslashes quoted to 100-200 (QA 232)."""
    from game.session import resume_saved
    from game.session.saves import GameFiles

    data = json.loads((Path(__file__).parent / "records" / "sure-steal.flip7.json")
                      .read_text())
    data["players"][1], data["plays"][1] = name, plays
    files = GameFiles(tmp_path / "current.flip7.json", tmp_path / "games")
    with pytest.raises(RecordError) as error:
        resume_saved(Record.from_json(data), files)
    text = str(error.value)
    assert len(text) < 160 and "…" in text, text
    assert english_left(error_reason(error.value).in_language("de")) == set()


def test_a_saved_games_card_of_a_thousand_characters_is_named_short(tmp_path: Path) -> None:
    """A damaged save whose deck held one card of 3,000 characters was refused with the
    card quoted whole: the notice filled the title screen and the end, where the save was
    kept, was out of sight (QA 235)."""
    from game.session import resume_saved
    from game.session.saves import GameFiles

    data = json.loads((Path(__file__).parent / "records" / "sure-steal.flip7.json")
                      .read_text())
    data["deck"][0] = "y" * 3000
    files = GameFiles(tmp_path / "current.flip7.json", tmp_path / "games")
    with pytest.raises(RecordError) as error:
        resume_saved(Record.from_json(data), files)
    text = str(error.value)
    assert "extra yyy" in text and len(text) < 160, text
    assert english_left(error_reason(error.value).in_language("de")) == set()

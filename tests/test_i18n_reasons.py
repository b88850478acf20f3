"""The reasons inside file notices speak the player's language (issue 17), while the
command line keeps its English lines word for word. Headless: no pygame here.

A reason is a catalogue message (``files.reason.*``, ``files.os.*``, ``files.json.*``,
``records.reason.*``): ``str(problem)`` and ``problem.reason`` word it in English,
``problem.told()`` and every notice in the language of the sentence around it.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from kept_helpers import ann_flip7, known_folder
from reason_helpers import ENGLISH_ONLY, REASONS, english_left

from game.app import replay_cli
from game.core.record import RecordError
from game.i18n import LANGUAGES, Message, catalogue, msg, set_language, t, translate
from game.session.kept import GameIndex
from game.session.records import ExportProblem, error_reason, export_record, problem_line
from game.session.saves import GameFiles, Unusable
from game.session.session import resume_saved
from game.storage import files
from game.storage.files import FileProblem, SafeWriter, os_reason, parse_json, read_json
from game.storage.settings import SettingsStore

ENGLISH = catalogue("en")
#: Entries that only carry words from elsewhere: the system's for a rare errno, Python's
#: for a JSON fault it seldom reports (both English); a core reason and its rule id; a
#: deck's cards too many and too few.
CARRIERS = {"files.reason.other", "files.os.other", "files.json.other", "core.with_rule",
            "core.deck_both"}


# ---------------------------------------------------------------------- the catalogue


def test_the_english_only_words_are_a_fair_detector() -> None:
    assert {"permission", "denied", "space", "disk", "nested", "valid", "expecting"} \
        <= ENGLISH_ONLY
    assert not {"json", "utf", "byte"} & ENGLISH_ONLY  # names the other languages use too
    assert english_left("kein Platz mehr auf dem Datenträger") == set()
    assert english_left("/tmp/the/disk: permission denied") == {"permission", "denied"}


@pytest.mark.parametrize("code", ["de", "nl"])
def test_every_reason_is_worded_in_the_language_not_copied(code: str) -> None:
    keys = [key for key in ENGLISH if key.startswith(REASONS)]
    assert len(keys) >= 50
    local = catalogue(code)
    copied = [key for key in keys if key not in CARRIERS and local[key] == ENGLISH[key]]
    assert copied == []
    leftover = {key: english_left(str(local[key])) for key in keys}
    assert {key: words for key, words in leftover.items() if words} == {}


@pytest.mark.parametrize("name", files.OS_REASONS)
def test_each_common_os_error_has_words_of_its_own(name: str) -> None:
    number = getattr(errno, name)
    why = os_reason(OSError(number, "whatever the system says"))
    assert why.key == f"files.os.{name.lower()}"
    # The command line says what it always said: the system's words, lower-cased.
    assert why.in_language("en") == os.strerror(number).lower()
    assert len({why.in_language(code) for code in LANGUAGES}) == 3


def test_every_errno_keeps_its_own_words_apart() -> None:
    """EACCES and EPERM, EMFILE and ENFILE: different faults, different words."""
    for code in LANGUAGES:
        worded = [os_reason(OSError(getattr(errno, n), "")).in_language(code)
                  for n in files.OS_REASONS]
        assert len(set(worded)) == len(worded), code


def test_any_other_os_error_keeps_the_systems_english_words() -> None:
    loop = os_reason(OSError(errno.ELOOP, "x"))
    assert [loop.in_language(code) for code in LANGUAGES] == \
        [os.strerror(errno.ELOOP).lower()] * 3
    assert os_reason(OSError("odd")).in_language("de") == "odd"  # no errno at all
    assert os_reason(OSError()).in_language("nl") == "OSError"


@pytest.mark.parametrize("text", ["{", '{"a" 1}', '{"a": 1 "b": 2}', "[1 2]", '"abc',
                                  '"a\x01b"', '"\\q"', '"\\u12"', "1 2", "{'a': 1}", "[1,]"])
def test_the_json_parsers_words_are_worded_in_every_language(text: str) -> None:
    with pytest.raises(json.JSONDecodeError) as parsed:
        json.loads(text)
    with pytest.raises(FileProblem) as caught:
        parse_json("s.json", text)
    problem = caught.value
    detail = problem.why.params["detail"]
    assert isinstance(detail, Message) and detail.key != "files.json.other", parsed.value.msg
    # The parser's very words, less a dangling "at" that the sentence's own "at
    # line …" follows ("Unterminated string starting at at line 1" read twice).
    words = parsed.value.msg.removesuffix(" at")
    assert detail.in_language("en") == words
    for code in ("de", "nl"):
        assert english_left(problem.told(code)) == set(), problem.told(code)
    set_language("de")
    assert problem.reason == (f"not valid JSON: {words} at line "
                              f"{parsed.value.lineno}, column {parsed.value.colno}")


def test_a_reason_inside_a_sentence_is_worded_in_that_sentences_language() -> None:
    reason = msg("files.reason.not_saved", reason=msg("files.reason.disk_full"))
    assert translate("nl", "files.save_failed.game", reason=reason) == \
        "Je spel kon niet worden opgeslagen: opslaan mislukt (de schijf is vol)."
    set_language("de")  # the current language does not leak into another one's sentence
    assert translate("en", "files.save_failed.game", reason=reason) == \
        "Couldn't save your game: could not be saved (the disk is full)."
    assert t("files.save_failed.game", reason=reason) == \
        "Dein Spiel konnte nicht gespeichert werden: Speichern fehlgeschlagen " \
        "(der Datenträger ist voll)."


def test_a_reason_survives_a_cache_on_disk_and_refuses_anything_else() -> None:
    reason = msg("records.reason.damaged", name="x.flip7.json",
                 reason=msg("files.reason.not_utf8", byte=0xEB, offset=3))
    again = Message.from_json(json.loads(json.dumps(reason.to_json())))
    assert again == reason and again.in_language("de") == reason.in_language("de")
    for bad in ("permission denied", {"key": "no.such.key", "params": {}},
                {"key": "files.os.eacces"}, {"key": "files.os.eacces", "params": {"a": [1]}},
                {"key": "files.os.eacces", "params": {}, "count": "2"}):
        with pytest.raises(ValueError):
            Message.from_json(bad)


# ---------------------------------------------------------------------- the notices


def test_a_damaged_settings_file_is_told_in_german(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "de")  # no usable settings: the system's language
    path = tmp_path / "settings.json"
    path.write_bytes('{"name": "Zoë"}'.encode("latin-1"))
    notice, = SettingsStore.open(path).notices
    assert "war beschädigt (kein UTF-8-Text: Byte 0xeb an Stelle 12)" in notice
    assert english_left(notice) == set(), notice
    path.write_text('{"speed": fast}')
    notice, = SettingsStore.open(path).notices
    assert "(kein gültiges JSON: Wert erwartet in Zeile 1, Spalte 11)" in notice
    assert english_left(notice) == set(), notice
    path.write_text("[1, 2]")  # JSON, but no settings
    notice, = SettingsStore.open(path).notices
    assert "(die Einstellungen müssen ein JSON-Objekt sein)" in notice


def test_a_settings_file_that_cannot_be_opened_is_told_in_dutch(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "nl")
    path = tmp_path / "settings.json"
    path.write_text("{}")
    real_open = os.open

    def refused(name: object, *args: object, **kwargs: object) -> int:
        if Path(str(name)) == path:  # the test runs as any user: refuse this one file
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
        return real_open(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(files.os, "open", refused)
    notice, = SettingsStore.open(path).notices
    assert "kon niet worden gelezen (geen toegang)" in notice
    assert english_left(notice) == set(), notice


def test_an_unusable_saved_game_is_told_in_german_with_the_cores_reason_too(
        tmp_path: Path) -> None:
    current = tmp_path / "current.flip7.json"
    current.write_bytes(b"[" * 100 + b"]" * 100)
    set_language("de")
    found = GameFiles(current, tmp_path / "games").load()
    assert isinstance(found, Unusable) and found.kept_as is not None
    assert found.reason == "JSON nested too deeply (more than 32 levels)"
    assert found.notice == ("Dein gespeichertes Spiel ließ sich nicht öffnen (JSON zu tief "
                            "verschachtelt (mehr als 32 Ebenen)). Es wurde als "
                            f"{found.kept_as.name} aufbewahrt.")
    current.write_text(json.dumps({"format": "flip7-record", "version": 1,
                                   "edition": "classic", "players": ["A", "B"]}))
    found = GameFiles(current, tmp_path / "games").load()
    assert isinstance(found, Unusable)
    # What the core says about the record is German too (it stayed English: QA 56, QA
    # 60), its rule cited; the command line's words are the core's, unchanged.
    assert found.notice.startswith("Dein gespeichertes Spiel ließ sich nicht öffnen "
                                   "(Aufzeichnung: Flip 7 braucht mindestens 3 Spieler (G-2))")
    assert found.reason == "record: Flip 7 needs at least 3 players (G-2)"
    assert english_left(found.notice) == set(), found.notice


@pytest.mark.parametrize("plays", ["threshold:2", "threshold:abc", "plain:", "wizard",
                                   "threshold:0.0499999"])
@pytest.mark.parametrize("language", ["de", "nl"])
@pytest.mark.parametrize("name", [None, 'Jo\'s "Ace"'])
def test_a_saved_game_s_bad_computer_is_told_in_the_player_s_language(
        tmp_path: Path, plays: str, language: str, name: str | None) -> None:
    """A save whose ``plays`` names a computer the game cannot make ("threshold:2") was
    set aside with the reason in English inside a German notice (QA 220), also where
    the seat's name holds both quotes, which Python's quoting escapes (QA 222); the
    command line keeps the English words, the value as written in the file."""
    data = json.loads((Path(__file__).parent / "records" / "sure-steal.flip7.json").read_text())
    data["plays"][1] = plays
    if name is not None:
        data["players"][1] = name
    current = tmp_path / "current.flip7.json"
    current.write_text(json.dumps(data))
    set_language(language)
    files_ = GameFiles(current, tmp_path / "games")
    record = files_.load()
    assert not isinstance(record, Unusable)  # the file reads; its computer is the trouble
    with pytest.raises(RecordError) as refused:
        resume_saved(record, files_)
    found = files_.set_aside(refused.value)
    assert english_left(found.notice) == set(), found.notice
    assert ("Platz" if language == "de" else "plaats") in found.notice
    assert str(found.reason).startswith(f"record: seat {data['players'][1]!r}: ")
    if plays == "threshold:0.0499999":
        assert "0.0499999" in found.notice and "0.0499999 is outside" in str(found.reason)


def test_a_failed_save_is_told_in_german(tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    set_language("de")
    writer = SafeWriter(tmp_path / "current.flip7.json", "game")
    monkeypatch.setattr(files.os, "fsync", full)
    assert not writer.write_json({"a": 1})
    # The sentence says "could not be saved" itself: the reason is just the cause.
    assert writer.take_notice() == ("Dein Spiel konnte nicht gespeichert werden: "
                                    "der Datenträger ist voll.")
    assert writer.failing == "could not be saved (the disk is full)"
    monkeypatch.undo()
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    games = GameFiles(tmp_path / "current.flip7.json", blocker / "games")
    assert games.archive(ann_flip7()) is None
    notice, = games.take_notices()
    assert notice.startswith("Das beendete Spiel konnte nicht aufbewahrt werden: in ")
    # The file in the way is named as such (not the system's "not a directory").
    assert notice.endswith(f"in {blocker} lässt sich nicht schreiben "
                           "(das ist eine Datei, kein Ordner).")
    assert english_left(notice) == set(), notice


def test_the_games_list_and_an_export_tell_their_reasons_in_dutch(tmp_path: Path) -> None:
    folder = known_folder(tmp_path / "games")
    (folder / "2026-03-01_00-00-00.flip7.json").write_bytes(b"\xff\xfe{}")
    index = GameIndex(folder)
    index.load()
    name, line = index.problems[0]
    assert line == "record: 2026-03-01_00-00-00.flip7.json: is UTF-16 text; only UTF-8 is read"
    assert index.why[name].in_language("nl") == (
        "verslag: 2026-03-01_00-00-00.flip7.json: is UTF-16-tekst; alleen UTF-8 wordt gelezen")
    cached = GameIndex(folder)  # from the cache: still worded in every language
    cached.load()
    assert cached.replayed == 0 and cached.why == index.why
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    set_language("nl")
    with pytest.raises(ExportProblem) as caught:
        export_record(ann_flip7(), str(blocker / "g"))
    # A file where the folder is typed is said to be one (QA 195), in Dutch too.
    assert str(caught.value) == ("Het spel kon niet worden geëxporteerd: kan niet schrijven "
                                 f"in {blocker} (dat is een bestand, geen map).")
    with pytest.raises(ExportProblem) as caught:
        export_record(ann_flip7(), str(tmp_path / "nodir" / "g"))
    assert str(caught.value) == (f"De map {tmp_path / 'nodir'} bestaat niet: "
                                 "kies een bestaande map.")
    too_long = "g" * 300  # no file system takes a name this long, whoever runs the test
    with pytest.raises(ExportProblem) as caught:
        export_record(ann_flip7(), str(tmp_path / too_long))
    # It used to escape as an OSError from the look-up, and crash the game.
    assert str(caught.value).startswith(f"Het spel kon niet worden geëxporteerd: {too_long}")
    assert str(caught.value).endswith(": bestandsnaam te lang.")
    assert english_left(str(caught.value)) == set(), str(caught.value)


def test_an_index_cached_before_reasons_were_messages_is_read_again(tmp_path: Path) -> None:
    folder = known_folder(tmp_path / "games")
    (folder / "2026-03-01_00-00-00.flip7.json").write_text("{")
    GameIndex(folder).load()
    cache = folder / ".index.json"
    data = json.loads(cache.read_text())
    entry = data["files"]["2026-03-01_00-00-00.flip7.json"]
    entry["problem"] = "record: an old line of text"
    cache.write_text(json.dumps(data))
    index = GameIndex(folder)
    index.load()
    assert index.replayed == 1  # that file only
    assert dict(index.problems)["2026-03-01_00-00-00.flip7.json"].startswith(
        "record: 2026-03-01_00-00-00.flip7.json: not valid JSON")


# ---------------------------------------------------------------------- the command line


def test_the_command_line_stays_english_whatever_the_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.flip7.json"
    path.write_bytes('{"players": ["Zoë"]}'.encode("latin-1"))
    set_language("de")
    assert replay_cli.main([str(path)]) == 2
    assert capsys.readouterr().err == \
        "record: bad.flip7.json: not UTF-8 text: byte 0xeb at offset 16\n"
    with pytest.raises(FileProblem) as caught:
        read_json(tmp_path / "nowhere" / "x.json")
    assert str(caught.value) == "x.json: no such file"
    assert caught.value.told() == "die Datei gibt es nicht"
    assert problem_line(caught.value, "x.json") == "record: cannot read x.json: no such file"
    assert str(error_reason(RecordError("bad", 3))) == "Zug\xa03: bad"
    assert error_reason(RecordError("bad", 3)).in_language("en") == str(RecordError("bad", 3))

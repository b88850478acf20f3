"""The catalogue (issue 17): complete in English, German and Dutch, English when a
translation is missing, the system's language on a very first start, and the
Language setting in the settings file. Headless: no pygame here."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path

import pytest

import game.i18n as i18n
from game.i18n import (
    LANGUAGES,
    PLURAL_FORMS,
    PSEUDO,
    addressed,
    catalogue,
    msg,
    parameters,
    set_language,
    t,
    tn,
    translate,
)
from game.i18n.cards import NAMED, card_name, card_title, face_lines
from game.i18n.system import language_code, system_language
from game.session import Seat, TableSetup
from game.storage.files import SafeWriter
from game.storage.settings import Settings, SettingsStore

ROOT = Path(__file__).resolve().parent.parent
ENGLISH = catalogue("en")


def _forms(entry: str | Mapping[str, str]) -> dict[str, str]:
    return {"": entry} if isinstance(entry, str) else dict(entry)


# ---------------------------------------------------------------------- completeness


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_every_key_exists_in_every_language_with_the_same_parameters(code: str) -> None:
    local = catalogue(code)
    assert set(local) - set(ENGLISH) == set(), "keys English does not have"
    assert set(ENGLISH) - set(local) == set(), f"keys missing in {code}"
    for key, english in ENGLISH.items():
        theirs = local[key]
        assert isinstance(theirs, str) == isinstance(english, str), key
        wanted = set().union(*(parameters(s) for s in _forms(english).values()))
        for form, text in _forms(theirs).items():
            assert text.strip(), f"{code} {key} {form} is empty"
            assert parameters(text) <= wanted | {"n"}, f"{code} {key}: unknown parameters"
        got = set().union(*(parameters(s) for s in _forms(theirs).values()))
        # Every parameter English fills in is used (a dropped {name} loses information);
        # a plural may leave out {n} in a form ("one point" written as a word).
        assert wanted - {"n"} <= got, f"{code} {key}: parameters dropped"
        # A sentence speaking to the deciding player ("….you") has the one naming them.
        assert not key.endswith(".you") or key.removesuffix(".you") in local, key


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_tables_problems_name_no_rule_ids(code: str) -> None:
    """The setup form shows these to players, who have no rulebook ids to look up."""
    problems = {k: v for k, v in catalogue(code).items() if k.startswith("problem.")}
    assert len(problems) >= 7
    assert [k for k, v in problems.items() if re.search(r"\b[CVG]-[0-9A-Z]", str(v))] == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_plural_entries_have_every_form_their_language_needs(code: str) -> None:
    plural = [key for key, entry in catalogue(code).items() if not isinstance(entry, str)]
    assert len(plural) >= 4  # the setup's counts and the hand-over's points, at least
    for key in plural:
        forms = catalogue(code)[key]
        assert isinstance(forms, Mapping)
        assert tuple(sorted(forms)) == tuple(sorted(PLURAL_FORMS[code])), key


def test_every_key_the_code_asks_for_exists() -> None:
    """Literal keys in t(...), tn(...), msg(...), addressed(...) anywhere in the game."""
    pattern = re.compile(r"""\b(?:t|tn|msg|addressed|translate)\(\s*["']([a-z0-9_.]+)["']""")
    used: dict[str, str] = {}
    for path in (ROOT / "game").rglob("*.py"):
        if "i18n" in path.parts:
            continue
        for key in pattern.findall(path.read_text(encoding="utf-8")):
            used[key] = str(path.relative_to(ROOT))
    assert len(used) > 60
    missing = {key: where for key, where in used.items() if key not in ENGLISH}
    assert missing == {}


def test_every_key_written_in_the_game_exists_with_its_forms() -> None:
    """Every literal that looks like a catalogue key ("log.stayed", "rules.card.x2"),
    wherever it is written (a plan of the Rules page, a history teller, a table of
    labels), is in the catalogue; a key spoken to "you" (``addressed``, the history's
    ``line``) has its ``.you`` form, one done to "you" (``towards``) its ``.to_you``."""
    sections = {key.split(".")[0] for key in ENGLISH}
    stems = "|".join(sorted(sections))
    literal = re.compile(r"""["']((?:""" + stems + r""")\.[a-z0-9_.]+)["']""")
    spoken = re.compile(r"""\b(?:addressed|addressed_msg|line)\(\s*f?["']([a-z0-9_.]+)["']""")
    done_to = re.compile(r"""\btowards\(\s*["']([a-z0-9_.]+)["']""")
    missing = []
    found = spoken_found = 0
    for path in (ROOT / "game").rglob("*.py"):
        if "i18n" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        where = str(path.relative_to(ROOT))
        found += len(literal.findall(text))
        spoken_found += len(spoken.findall(text)) + len(done_to.findall(text))
        for key in literal.findall(text):
            if key.endswith((".", ".py", ".json", ".png")):
                continue
            # A key's stem with its ending added at run time ("files.save_failed" + ".game").
            if key not in ENGLISH and not any(k.startswith(f"{key}.") for k in ENGLISH):
                missing.append((where, key))
        for key in spoken.findall(text):
            missing += [(where, k) for k in (key, f"{key}.you") if k not in ENGLISH]
        for key in done_to.findall(text):
            missing += [(where, k) for k in (key, f"{key}.you", f"{key}.to_you")
                        if k not in ENGLISH]
    assert missing == []


def test_the_history_sentences_built_from_parts_of_keys_exist() -> None:
    """The tellers' keys made at run time: a card arriving is a number's or an action's."""
    for base in ("log.dealt", "log.drawn"):
        for kind in ("", "_action"):
            assert {f"{base}{kind}", f"{base}{kind}.you"} <= set(ENGLISH)


def test_keys_made_from_codes_exist() -> None:
    """Keys built at run time from a code (an edition, a temperament, a speed, a card)."""
    from game.session.seats import CUSTOM, TEMPERAMENTS
    from game.storage.settings import SPEEDS

    keys = [f"edition.{e}" for e in ("classic", "vengeance")]
    keys += [f"setup.kind.{k}" for k in (*TEMPERAMENTS, CUSTOM)]
    keys += [f"setup.note.{k}" for k in (*TEMPERAMENTS, CUSTOM)]
    keys += [f"settings.speed.{s}" for s in SPEEDS] + [f"language.{c}" for c in LANGUAGES]
    keys += [f"card.{c}" for c in NAMED] + [f"face.{c}" for c in NAMED]
    keys += [f"index.{c}" for c in ("freeze", "flip3", "chance", "onemore", "flip4", "steal",
                                    "swap", "discard")]
    keys += [f"files.{k}.{w}" for k in ("save_failed", "saved_again")
             for w in ("game", "settings", "other")]
    assert [key for key in keys if key not in ENGLISH] == []


# ---------------------------------------------------------------------- looking up


def test_sentences_fill_in_named_parameters_and_plurals() -> None:
    set_language("de")
    assert t("handover.turn", name="Ben") == "Ben ist dran"
    assert tn("handover.standing", 1, target=200).startswith("1 Punkt bisher")
    assert tn("handover.standing", 40, target=200).startswith("40 Punkte bisher")
    set_language("nl")
    assert tn("setup.who", 4, people=tn("setup.people", 1), computers=tn("setup.computers", 3)) \
        == "4 spelers: 1 persoon, 3 computers"
    set_language("en")
    assert tn("setup.who", 1, people=tn("setup.people", 1), computers=tn("setup.computers", 0)) \
        == "1 player: 1 person, 0 computers"


def test_big_numbers_group_their_thousands_as_each_language_writes_them() -> None:
    # A file refused for its size: English groups with commas, German and
    # Dutch with points; small numbers and signed scores are left alone.
    size = {"size": 1_234_567, "limit": 1_048_576}
    assert "1,234,567 bytes; at most 1,048,576" in translate("en", "files.reason.too_large", **size)
    assert "1.234.567 Bytes; höchstens 1.048.576" in translate("de", "files.reason.too_large",
                                                               **size)
    assert "1.234.567 bytes; hoogstens 1.048.576" in translate("nl", "files.reason.too_large",
                                                               **size)
    assert translate("de", "files.reason.big_integer", digits=999) == "eine Zahl mit 999 Ziffern"
    assert translate("de", "files.reason.big_integer", digits=4300) == \
        "eine Zahl mit 4.300 Ziffern"


def test_a_missing_translation_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    german = dict(catalogue("de"))
    del german["pause.resume"]
    german["handover.turn"] = "{nom} ist dran"  # a broken parameter: English instead
    german["setup.people"] = {"other": "{n} Menschen"}  # a plural form missing
    monkeypatch.setitem(i18n._CATALOGUES, "de", german)
    set_language("de")
    assert t("pause.resume") == "Resume"
    assert t("handover.turn", name="Ben") == "Ben's turn"
    assert tn("setup.people", 1) == "1 Menschen"  # the other form, never a crash
    assert t("pause.heading") == "Pause"  # the rest is still German
    assert t("no.such.key") == "no.such.key"  # only a key nobody wrote comes back bare


def test_a_sentence_missing_a_parameter_never_crashes() -> None:
    assert t("handover.turn") == "handover.turn"  # a programming error, but no traceback
    assert t("handover.turn", name="Ann", extra=1) == "Ann's turn"


def test_unknown_languages_mean_english() -> None:
    set_language("fr")
    assert i18n.current_language() == "en" and t("title.quit") == "Quit"


def test_messages_follow_the_language_switch() -> None:
    label = msg("title.new_game")
    assert str(label) == "New game"
    set_language("de")
    assert str(label) == "Neues Spiel" and label == "Neues Spiel"
    set_language("nl")
    assert str(label) == "Nieuw spel"
    assert msg("setup.seats", n=4) == "Plaatsen (4)"


def test_addressed_picks_the_form_that_speaks_to_the_player(
        monkeypatch: pytest.MonkeyPatch) -> None:
    english = {**ENGLISH, "demo.busts": "{player} busts", "demo.busts.you": "You bust"}
    monkeypatch.setitem(i18n._CATALOGUES, "en", english)
    monkeypatch.setattr(i18n.en, "MESSAGES", english)
    assert addressed("demo.busts", True, player="Ann") == "You bust"
    assert addressed("demo.busts", False, player="Ann") == "Ann busts"


def test_the_pseudo_language_wraps_every_sentence() -> None:
    set_language(PSEUDO)
    assert t("handover.turn", name="Ben") == "⟦Ben's turn⟧"
    assert tn("setup.people", 2) == "⟦2 people⟧"
    assert set(catalogue(PSEUDO)) == set(ENGLISH)


# ---------------------------------------------------------------------- cards


def test_card_names_as_the_boxes_print_them() -> None:
    set_language("de")
    assert [card_name(c) for c in ("freeze", "flip3", "chance")] == \
        ["Freeze", "Drei ziehen", "Zweite Chance"]
    assert [card_name(c) for c in ("onemore", "flip4", "discard", "steal", "swap")] == \
        ["Nur noch eine Karte", "Vier Karten ziehen", "Ablegen", "Stehlen", "Tauschen"]
    assert [card_title(c, "vengeance") for c in ("0", "l13", "u7", "/2")] == \
        ["Die Null", "Glückszahl 13", "Unglückszahl 7", "Punktzahl halbieren"]
    set_language("nl")
    assert [card_name(c) for c in ("onemore", "flip4", "steal", "swap", "discard")] == \
        ["Nog Eén!", "Draai Vier!", "Steel", "Ruil", "Leg Af"]
    assert [card_title(c, "vengeance") for c in ("0", "l13", "u7", "/2", "-10")] == \
        ["De Nul", "Geluks-13", "Ongeluks-7", "÷2", "−10"]
    assert card_title("0", "classic") == "0" and card_name("x2") == "×2"
    set_language("en")
    assert card_name("flip3") == "Flip Three" and card_name("-4") == "−4"


def test_the_core_keeps_english_card_names() -> None:
    from game.core.cards import card_name as core_name

    set_language("de")
    assert core_name("flip3") == "Flip Three"  # records and the command line stay English


def test_worded_faces_have_words_and_short_indices_in_every_language() -> None:
    for code in LANGUAGES:
        set_language(code)
        for card in NAMED:
            lines = face_lines(card)
            assert 1 <= len(lines) <= 2 and all(line == line.upper() for line in lines)
        for card in ("freeze", "flip3", "flip4", "steal", "swap", "discard", "onemore"):
            assert 1 <= len(t(f"index.{card}")) <= 3
    assert face_lines("7") == []


# ---------------------------------------------------------------------- the system's language


@pytest.mark.parametrize("env, platform, expected", [
    ({"LANG": "de_DE.UTF-8"}, "linux", "de"),
    ({"LANG": "nl_BE.UTF-8"}, "linux", "nl"),
    ({"LANG": "fr_FR.UTF-8"}, "linux", "en"),
    ({"LANGUAGE": "fr:de", "LANG": "fr_FR.UTF-8"}, "linux", "de"),
    ({"LC_ALL": "nl_NL.UTF-8", "LANG": "de_DE.UTF-8"}, "linux", "nl"),
    ({"LC_MESSAGES": "de_CH.UTF-8"}, "darwin", "de"),
    ({"LANG": "C.UTF-8"}, "linux", "en"),
])
def test_the_system_language_comes_from_the_environment(env: dict[str, str], platform: str,
                                                        expected: str) -> None:
    assert system_language(env, platform, windows=lambda: None, macos=lambda: None) == expected


def test_windows_asks_the_display_language_and_macos_its_preferences() -> None:
    assert system_language({}, "win32", windows=lambda: "nl") == "nl"
    assert system_language({"LANG": "de_DE"}, "win32", windows=lambda: None) == "de"
    assert system_language({}, "win32", windows=lambda: None) == "en"
    assert system_language({}, "darwin", macos=lambda: "de") == "de"
    assert system_language({"LANG": "en_US.UTF-8"}, "darwin", macos=lambda: "de") == "en"


def test_a_failing_system_query_means_english() -> None:
    def broken() -> str | None:
        raise OSError("no such thing")

    assert system_language({}, "win32", windows=broken) == "en"
    assert system_language({}, "darwin", macos=broken) == "en"
    assert system_language({}, "win32", windows=lambda: "fr") == "en"  # not one we offer
    # Here (not Windows) the real query finds no windll and says nothing.
    from game.i18n import system as system_module

    assert system_module._windows_ui_language() is None
    assert language_code("German_Germany.1252") == "de" and language_code("") is None


def test_the_very_first_start_speaks_the_system_language(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "de")
    store = SettingsStore.open(tmp_path / "settings.json")
    assert store.first_start
    assert store.settings.language == "de" and store.settings.name == "Du"
    store.save()
    monkeypatch.setenv("LANGUAGE", "nl")  # the system changes later: the choice stays
    assert SettingsStore.open(tmp_path / "settings.json").settings.language == "de"


def test_a_damaged_settings_file_says_so_in_the_system_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "nl")
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    store = SettingsStore.open(path)
    assert store.settings.language == "nl"
    assert len(store.notices) == 1 and "was beschadigd" in store.notices[0]
    assert "bewaard als settings.json.damaged-" in store.notices[0]


def test_old_settings_files_without_a_language_read_as_english(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch
                                                               ) -> None:
    monkeypatch.setenv("LANGUAGE", "de")  # not a first start: the system is not asked
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"speed": "fast", "sound": True, "fullscreen": False,
                                "name": "Ida"}))
    store = SettingsStore.open(path)
    assert store.notices == [] and not store.first_start
    assert store.settings.language == "en" and store.settings.speed == "fast"
    assert Settings.from_json({"language": "klingon"}).language == "en"
    assert Settings.from_json({"language": PSEUDO}).language == "en"  # a test language only
    store.settings.language = "nl"
    assert store.save()
    assert json.loads(path.read_text())["language"] == "nl"


# ---------------------------------------------------------------------- notices of the layers


def test_storage_and_session_notices_speak_the_language(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("x")
    writer = SafeWriter(blocked / "save.json", "game")
    set_language("de")
    assert not writer.write_json({"a": 1})
    notice = writer.take_notice()
    assert notice is not None and notice.startswith("Dein Spiel konnte nicht gespeichert")
    blocked.unlink()
    assert writer.write_json({"a": 1})
    assert writer.take_notice() == "Dein Spiel wird wieder gespeichert."
    other = SafeWriter(tmp_path / "nope" / "x.json", "replay")
    set_language("en")
    (tmp_path / "nope").write_text("")
    assert not other.write_json({})
    assert (other.take_notice() or "").startswith("Couldn't save your replay:")
    set_language("nl")
    problems = TableSetup((Seat("Ann"), Seat("ann", "bold")), target=20).problems()
    assert problems == ["Flip 7 heeft minstens 3 spelers nodig.", "Twee plaatsen heten Ann.",
                        "De doelscore moet tussen 50 en 1000 liggen."]


def test_a_name_never_typed_speaks_the_settings_language() -> None:
    # QA found Settings and the statistics saying "You" in German while the table
    # said "Du": a settings file in German with the default name in English.
    assert Settings.from_json({"language": "de"}).name == "Du"
    assert Settings.from_json({"language": "nl", "name": "You"}).name == "Jij"
    assert Settings.from_json({"language": "en", "name": "du"}).name == "You"
    assert Settings.from_json({"language": "de", "name": "Dunja"}).name == "Dunja"
    assert Settings.from_json({"name": "Ann"}).name == "Ann"


@pytest.mark.parametrize(("code", "bust", "line"), [("en", "Bust −12", "−3 this round"),
                                                    ("de", "Raus −12", "−3 in dieser Runde"),
                                                    ("nl", "Af −12", "−3 deze ronde")])
def test_a_shown_sign_is_the_true_minus(code: str, bust: str, line: str) -> None:
    """QA 38: a Brutal bust's "Bust -12" (a hyphen) stood beside the summary's "−12".
    Wherever a sentence shows the sign, a minus is the true minus sign; thousands
    are still grouped as the language groups them."""
    from game.i18n import translate

    assert translate(code, "status.bust_points", points=-12) == bust
    assert translate(code, "status.round", points=-3) == line
    assert translate(code, "status.round", points=4).startswith("+4 ")
    assert "-" not in translate(code, "log.score_item", name="Ann", score=-15, total=0)
    # A total below 0 too (QA 39: "(total -4)"), held to its word across a line's end.
    busted = translate(code, "log.score_bust", name="Ann", total=-4)
    assert busted.endswith("\u00a0\u22124)") and "-" not in busted
    assert translate(code, "log.stayed", name="Ann", score=-3).count("\u2212") == 1


@pytest.mark.parametrize(("code", "one", "two"), [
    ("en", "−1 point so far", "−2 points so far"), ("de", "−1 Punkt bisher", "−2 Punkte bisher"),
    ("nl", "−1 punt tot nu toe", "−2 punten tot nu toe")])
def test_a_total_of_minus_one_is_one_point(code: str, one: str, two: str) -> None:
    """A Brutal total of −1 read "−1 Punkte bisher" on the hand-over (QA 181)."""
    i18n.set_language(code)
    try:
        assert i18n.tn("handover.standing", -1, target=100).startswith(one)
        assert i18n.tn("handover.standing", -2, target=100).startswith(two)
    finally:
        i18n.set_language("en")


def test_the_words_for_brutal_and_export_are_one_words_in_each_language() -> None:
    """A classic record with Brutal said "Brutal-modus … With a Vengeance" in Dutch, where
    every other screen says "Wrede modus" and "Vengeance"; the viewer's "Export" beside
    the list's "Exporteren" (QA 181)."""
    for code in ("de", "nl"):
        words = catalogue(code)
        assert "With a Vengeance" not in str(words["core.brutal_classic"])
        # The viewer's key line names the button as it reads.
        assert f"E: {words['viewer.export']}".lower() in str(words["viewer.keys_more"]).lower()
    assert "Wrede modus" in str(catalogue("nl")["core.brutal_classic"])
    # German keeps "Export" on the viewer's bar: "Exportieren" made every button on it
    # a size smaller (QA 186).
    words = catalogue("nl")
    assert words["viewer.export"] == words["games.export"] == words["export.export"]

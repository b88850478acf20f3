"""The safe file layer: bounded, strict reads and atomic writes (game.storage.files)."""

from __future__ import annotations

import errno
import json
import os
import threading
from pathlib import Path

import pytest
from locked_helpers import unsearchable

from game.storage import files
from game.storage.files import (
    FileProblem,
    SafeWriter,
    keep_aside,
    read_json,
    write_json,
    write_text,
)


def _problem(path: Path) -> FileProblem:
    with pytest.raises(FileProblem) as caught:
        read_json(path)
    assert "\n" not in str(caught.value)
    return caught.value


@pytest.mark.parametrize(("content", "words"), [
    ('{"name":"Zoë"}'.encode("latin-1"), "not UTF-8"),
    ('{"a": 1}'.encode("utf-16"), "UTF-16"),
    (b"[" * 2000 + b"]" * 2000, "nested too deeply"),
    (b'{"n": ' + b"9" * 5000 + b"}", "5,000 digits"),
    (b'{"n": NaN}', "not a number"),
    (b'{"n": 1', "not valid JSON"),
    (b"", "an empty file"),
    (b" \n\t", "an empty file"),
])
def test_hostile_contents_are_one_line_problems(tmp_path: Path, content: bytes,
                                                words: str) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(content)
    problem = _problem(path)
    assert words in str(problem) and problem.damaged and not problem.missing


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert "not a regular file" in str(_problem(fifo))


def test_folders_and_oversized_files_are_refused(tmp_path: Path) -> None:
    assert "folder" in str(_problem(tmp_path))
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 100)
    with pytest.raises(FileProblem, match="too large"):
        files.read_bytes(big, limit=50)


def test_missing_files_say_so(tmp_path: Path) -> None:
    assert _problem(tmp_path / "nothing.json").missing
    assert _problem(tmp_path / "nothing" / "deeper.json").missing


def test_a_utf8_bom_is_fine(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + '{"name": "Zoë"}'.encode())
    assert read_json(path) == {"name": "Zoë"}


def test_writes_are_atomic_and_leave_nothing_behind(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "deep" / "s.json"
    write_json(path, {"v": 1})
    assert read_json(path) == {"v": 1}

    def full_disk(fd: int) -> None:
        raise OSError(28, os.strerror(28))

    monkeypatch.setattr(files.os, "fsync", full_disk)
    with pytest.raises(FileProblem, match="disk is full"):
        write_json(path, {"v": 2})
    assert read_json(path) == {"v": 1}  # the old file is untouched
    assert sorted(p.name for p in path.parent.iterdir()) == ["s.json"]  # no temp file left


def test_a_free_name_in_a_folder_that_cannot_be_searched_is_a_file_problem(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """QA 111: looking for a free name let the system's PermissionError through, where
    every other problem of this module is a FileProblem with its reason."""
    unsearchable(monkeypatch, tmp_path / "games")
    with pytest.raises(FileProblem) as caught:
        files.free_path(tmp_path / "games", "game-000001", ".flip7.json")
    assert str(caught.value) == (f"game-000001.flip7.json: cannot write in {tmp_path / 'games'}"
                                 " (permission denied)")


@pytest.mark.parametrize("links", [True, False], ids=["hard-links", "no-hard-links"])
def test_new_files_written_at_once_into_one_folder_never_replace_each_other(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, links: bool) -> None:
    """QA 111: two ``simulate --save`` runs into one folder both found a name free and
    the later rename replaced the other's record. Many writers at once, all wanting
    the same name: every file is kept whole under a name of its own, and a file there
    before is untouched; without hard links (FAT) the name is claimed exclusively."""
    if not links:
        def no_links(*args: object) -> None:
            raise OSError(errno.EPERM, os.strerror(errno.EPERM))

        monkeypatch.setattr(files.os, "link", no_links)
    (tmp_path / "game.flip7.json").write_text("there before")
    start = threading.Barrier(8)
    names: list[str] = []

    def writer(n: int) -> None:
        start.wait()
        for i in range(25):
            path = files.write_new_json(tmp_path, "game", ".flip7.json", {"n": n, "i": i})
            names.append(path.name)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(names)) == len(names) == 200 and "game.flip7.json" not in names
    assert (tmp_path / "game.flip7.json").read_text() == "there before"
    written = sorted((json.loads(path.read_text())["n"], json.loads(path.read_text())["i"])
                     for path in tmp_path.iterdir() if path.name != "game.flip7.json")
    assert written == [(n, i) for n in range(8) for i in range(25)]  # no temporary file left
    assert (tmp_path / "game-201.flip7.json").exists()
    if hasattr(os, "fchmod"):  # a new file's mode, not mkstemp's 0600
        assert (tmp_path / "game-2.flip7.json").stat().st_mode & 0o777 == 0o666 & ~files._UMASK


def test_keep_aside_renames_and_never_deletes(tmp_path: Path) -> None:
    path = tmp_path / "current.flip7.json"
    path.write_text("garbage")
    first = keep_aside(path)
    path.write_text("more garbage")
    second = keep_aside(path)
    assert first and second and first != second and not path.exists()
    assert first.read_text() == "garbage" and second.read_text() == "more garbage"
    assert first.name.startswith("current.flip7.json.damaged-")


def test_safe_writer_reports_once_and_retries(tmp_path: Path) -> None:
    blocker = tmp_path / "here"
    blocker.write_text("a file where the folder should be")
    writer = SafeWriter(blocker / "save.json", "game")
    assert not writer.write_json({"a": 1})
    notice = writer.take_notice()
    assert notice and notice.startswith("Couldn't save your game")
    assert not writer.write_json({"a": 2}) and writer.take_notice() is None
    blocker.unlink()
    assert writer.write_json({"a": 3}) and read_json(blocker / "save.json") == {"a": 3}
    assert writer.take_notice() == "Your game is saved again."


def test_a_json_problem_reads_as_one_sentence(tmp_path: Path) -> None:
    # QA: "not valid JSON (Unterminated string starting at at line 1, column 431)".
    path = tmp_path / "current.flip7.json"
    for broken in ('{"a": "abc', '{"a": "b\x01c"}'):
        path.write_text(broken)
        with pytest.raises(FileProblem) as caught:
            read_json(path)
        said = caught.value.why.in_language("en")
        assert said.startswith("not valid JSON: ") and "line 1, column" in said
        assert " at at " not in said, said


def test_a_file_where_a_folder_should_be_is_named(tmp_path: Path) -> None:
    # QA: exporting to bin.json/x.json, bin.json being a file, said "file exists".
    blocker = tmp_path / "bin.json"
    blocker.write_text("{}")
    for target in (blocker / "x.json", blocker / "deeper" / "x.json"):
        with pytest.raises(FileProblem) as caught:
            write_text(target, "{}")
        said = caught.value.why.in_language("en")
        assert said == f"cannot write in {blocker} (it is a file, not a folder)"
    assert blocker.read_text() == "{}"


def test_a_folder_where_the_file_should_be_is_named(tmp_path: Path) -> None:
    """A folder in the save's place made "Couldn't save your game: is a directory.",
    the system's words naming no file (QA 60, QA 62, QA 72): it names it, in the
    player's language too."""
    path = tmp_path / "current.flip7.json"
    path.mkdir()
    writer = SafeWriter(path, "game")
    assert not writer.write_json({"a": 1}) and path.is_dir()
    assert writer.take_notice() == f"Couldn't save your game: {path} is a folder, not a file."
    assert writer.failing_why is not None
    assert writer.failing_why.in_language("de") == f"{path} ist ein Ordner, keine Datei"
    assert not list(tmp_path.glob(".*.tmp"))  # nothing left behind


def test_settings_that_could_not_be_read_are_named_in_the_players_words(tmp_path: Path) -> None:
    """The notice listed "…, Language, window.": a field's name from the file, not a
    word of the game's (QA fourteenth pass). The guide's mark is no setting to name."""
    from game.storage.settings import SettingsStore

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"speed": "warp", "window": [0, 5], "setup": [1],
                                "guide_offered": "yes", "sound": True}))
    store = SettingsStore.open(path)
    assert store.notices == [
        f"Some settings in {path} could not be read and are back to their defaults: "
        "Animation speed, New game's last table, Window size."]
    assert store.settings.sound is True
    path.write_text(json.dumps({"guide_offered": "yes"}))
    assert SettingsStore.open(path).notices == []


def test_a_null_where_a_setting_needs_a_value_is_named(tmp_path: Path) -> None:
    """``"odds": null`` turned the odds back on without a word (QA 72); a ``null``
    where "none" is a value (no window size kept) is no fault."""
    from game.storage.settings import SettingsStore

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"odds": None, "sound": None, "window": None,
                                "setup": None, "export_folder": None}))
    store = SettingsStore.open(path)
    assert store.notices == [
        f"Some settings in {path} could not be read and are back to their defaults: "
        "Sound, Show the odds."]
    assert store.settings.odds is True and store.settings.window is None


@pytest.mark.parametrize("odd", [[], ["fast"], {}, {"fast": 1}, 3, 2.5, True, "warp"])
def test_a_setting_of_any_wrong_kind_is_named_and_never_stops_the_game(
        tmp_path: Path, odd: object) -> None:
    """``"speed": ["fast"]`` crashed every start: a list was looked up among the speeds,
    a dict, and the file was never set aside (QA 136). Each field, given a value of
    any JSON kind, is read (the second window's ``peek`` too), and refused is named."""
    from game.app.gui import _table_usable
    from game.storage.settings import Settings, SettingsStore

    path = tmp_path / "settings.json"
    for field in Settings().to_json():
        path.write_text(json.dumps({field: odd, "sound": False}))
        store = SettingsStore.open(path, table_usable=_table_usable)
        assert store.settings.sound is False, field
        assert Settings.read({field: odd})[1] in ([], [field]), field
        SettingsStore.peek(path)
    path.write_text(json.dumps({"speed": odd, "language": odd}))
    store = SettingsStore.open(path)
    assert store.settings.speed == Settings().speed
    assert "Animation speed" in store.notices[0] and "Language" in store.notices[0]


def test_a_kept_table_new_game_cannot_use_is_named_at_start(tmp_path: Path) -> None:
    """A hand-edited table that is well formed but unusable (a temperament "god", an
    edition "chess") became New game's usual table without a word (QA 72): the game's
    start-up check (the session's reading of a table) names it, and drops it."""
    from game.app.gui import _table_usable
    from game.session import TableSetup
    from game.storage.settings import SettingsStore

    path = tmp_path / "settings.json"
    good = TableSetup.quick(3, "mixed", edition="vengeance", brutal=True).to_json()
    for bad in ({**good, "edition": "chess"}, {**good, "target": 5},
                {**good, "seats": [*good["seats"][:3], {"name": "Zed", "plays": "god"}]},
                # Good on the command line, but no choice of New game's: it crashed
                # at every opening (QA 138); and names New game would never keep.
                {**good, "seats": [*good["seats"][:3], {"name": "Zed", "plays": "random"}]},
                {**good, "seats": [*good["seats"][:3], {"name": "Zed", "plays": "plain:0.3"}]},
                {**good, "seats": [*good["seats"][:3], {"name": "Ben\nCat", "plays": "bold"}]},
                {**good, "seats": [*good["seats"][:3], {"name": "W" * 22, "plays": "bold"}]},
                {**good, "brutal": "yes"}, {**good, "seats": good["seats"][:2]}):
        path.write_text(json.dumps({"setup": bad, "speed": "fast"}))
        store = SettingsStore.open(path, table_usable=_table_usable)
        assert store.notices == [
            f"Some settings in {path} could not be read and are back to their defaults: "
            "New game's last table."], bad
        assert store.settings.setup is None and store.settings.speed == "fast"
    path.write_text(json.dumps({"setup": good}))
    store = SettingsStore.open(path, table_usable=_table_usable)
    assert store.notices == [] and store.settings.setup == good
    older = {key: value for key, value in good.items() if key != "brutal"}
    path.write_text(json.dumps({"setup": older}))  # a field missing is no fault
    assert SettingsStore.open(path, table_usable=_table_usable).notices == []
    # A name an older version kept with two spaces, or a no-break space, is kept with
    # one: the whole table was lost at the next start (QA 186).
    for spaced in ("Anne  Marie", "Anne\u00a0Marie"):
        kept = {**good, "seats": [*good["seats"][:3], {"name": spaced, "plays": "bold"}]}
        path.write_text(json.dumps({"setup": kept}))
        store = SettingsStore.open(path, table_usable=_table_usable)
        assert store.notices == [] and store.settings.setup == kept
        table = TableSetup.from_json(store.settings.setup)
        assert table.seats[3].name == "Anne Marie"


def test_notices_about_the_settings_speak_the_language_of_the_command_line(
        tmp_path: Path) -> None:
    """With ``flip7 --lang de`` the notice about a damaged or partly unusable settings
    file was English on a German screen (QA 80): it speaks the run's language."""
    from game.storage.settings import SettingsStore

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "en", "speed": "warp"}))
    (said,) = SettingsStore.open(path, language="de").notices
    assert said.startswith("Einige Einstellungen in") and "Animationstempo" in said
    assert SettingsStore.open(path).notices[0].startswith("Some settings in")
    path.write_text("{not json")
    (said,) = SettingsStore.open(path, language="nl").notices
    assert said.startswith("Je instellingenbestand")


def test_settings_reset_on_reading_are_written_back_at_the_next_save(tmp_path: Path) -> None:
    """A refused value stayed in the file until some setting changed, so its notice came
    back at every start (QA 80): the next save (the window's close at the latest) writes
    the settings as they are used, and the next start says nothing."""
    from game.storage.settings import SettingsStore

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"speed": "warp", "sound": False, "odds": None}))
    store = SettingsStore.open(path)
    assert store.notices and store.changed
    assert store.save()
    again = SettingsStore.open(path)
    assert again.notices == [] and not again.changed
    assert again.settings.sound is False and again.settings.speed == "normal"


def test_copy_aside_keeps_the_file_and_a_copy_of_it_links_or_not(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file about to be written over with its repair: the file stays, a copy beside
    it under the kept-aside name (a hard link, or bytes where links are not to be had),
    never over another file."""
    from game.storage.files import copy_aside, keep_aside

    save = tmp_path / "current.flip7.json"
    save.write_bytes(b"the damaged save")
    first = copy_aside(save)
    assert first is not None and first.name.startswith("current.flip7.json.damaged-")
    assert save.read_bytes() == first.read_bytes() == b"the damaged save"

    def no_links(*_args: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr("os.link", no_links)
    second = copy_aside(save)
    assert second is not None and second != first
    assert second.read_bytes() == b"the damaged save" and save.exists()
    # And kept aside (moved) there too: renamed, to a name no file holds.
    moved = keep_aside(save)
    assert moved is not None and moved not in (first, second)
    assert moved.read_bytes() == b"the damaged save" and not save.exists()


def test_keep_aside_never_renames_over_a_file_that_came_since_it_looked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The name was looked up free and then renamed to: a file another program put
    there between the two was written over (QA 126). Linked to the name, it fails on a
    file there, and the next name is taken."""
    import time as clock

    from game.storage.files import keep_aside

    monkeypatch.setattr(clock, "strftime", lambda _format, *_args: "20261206-120000")
    save = tmp_path / "current.flip7.json"
    save.write_bytes(b"the save")
    other = tmp_path / "current.flip7.json.damaged-20261206-120000"
    other.write_bytes(b"another program's file")
    monkeypatch.setattr(Path, "exists", lambda _self: False)  # as if it came just after
    aside = keep_aside(save)
    assert aside is not None and aside != other
    assert other.read_bytes() == b"another program's file"
    assert aside.read_bytes() == b"the save" and not save.is_file()


def test_a_settings_file_that_cannot_be_read_is_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A settings file the game could not read (left owned by another user, an I/O
    error) was replaced by the defaults at the first save, with no copy kept, and the
    start was taken for the very first one (QA 155): the file is left as it is, the
    run says its settings are not saved, and the guide is not offered again."""
    from game.storage import settings as settings_module
    from game.storage.settings import SettingsStore

    path = tmp_path / "settings.json"
    mine = json.dumps({"name": "Zoë", "sound": False, "speed": "fast"})
    path.write_text(mine)
    real = settings_module.read_json

    def unreadable(where: Path) -> object:
        if Path(where) == path:
            raise FileProblem(where, files.os_reason(PermissionError(errno.EACCES, "")))
        return real(where)

    monkeypatch.setattr(settings_module, "read_json", unreadable)
    store = SettingsStore.open(path)
    assert store.notices == [f"Couldn't read your settings file {path} (permission denied); "
                             "using the defaults, and leaving the file as it is."]
    assert not store.first_start
    store.settings.name = "Ann"
    assert store.changed and not store.save()
    assert str(store.save_problem) == f"{path} could not be read and is left as it is " \
                                      "(permission denied)"
    assert path.read_text() == mine and [p.name for p in tmp_path.iterdir()] == [path.name]


def test_settings_a_newer_version_wrote_are_written_back_as_they_were(tmp_path: Path) -> None:
    """Settings this version does not know (a newer version's "theme") were dropped by
    the first rewrite, with no copy (QA 155): they are written back as they were."""
    from game.storage.settings import SettingsStore

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sound": False, "theme": "dark", "deck": {"back": 3}}))
    store = SettingsStore.open(path)
    assert store.notices == [] and not store.changed  # nothing to write at the close
    store.settings.name = "Ann"
    assert store.changed and store.save()
    saved = json.loads(path.read_text())
    assert saved["theme"] == "dark" and saved["deck"] == {"back": 3}
    assert saved["name"] == "Ann" and saved["sound"] is False
    again = SettingsStore.open(path)
    assert again.notices == [] and not again.changed and again.settings.name == "Ann"


def test_a_file_behind_a_link_is_written_where_the_link_points(tmp_path: Path) -> None:
    """A settings file linked from a dotfiles folder became a plain file at the first
    save, and the linked copy went stale (QA 155): the write goes through the link."""
    kept = tmp_path / "dotfiles" / "flip7.json"
    kept.parent.mkdir()
    kept.write_text('{"sound": false}')
    link = tmp_path / "settings.json"
    link.symlink_to(kept)
    write_json(link, {"sound": True})
    assert link.is_symlink() and json.loads(kept.read_text()) == {"sound": True}
    assert sorted(p.name for p in kept.parent.iterdir()) == ["flip7.json"]
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    write_json(loop, {"a": 1})  # a link to itself is replaced, as before
    assert not loop.is_symlink() and json.loads(loop.read_text()) == {"a": 1}


def test_a_name_in_the_settings_with_letters_the_game_cannot_show_is_named(
        tmp_path: Path) -> None:
    """A hand-edited name "😀Bob中" sat at the table as "▯Bob▯", where Settings refuses
    such a name when it is typed (QA 155): this run uses the default name and says so."""
    from game.app.gui import _name_usable
    from game.storage.settings import SettingsStore

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"name": "\U0001f600Bob\u4e2d", "sound": False}))
    store = SettingsStore.open(path, name_usable=_name_usable)
    assert store.settings.name == "You" and store.settings.sound is False
    # Said as what it is, and the file keeps the name (it was read; a save wrote "You"
    # over it for good: QA 158), with --lang's own default name on top too.
    assert store.notices == [f"The name \U0001f600Bob\u4e2d in your settings file {path} has "
                             "letters the game cannot show: you are You for now (Settings "
                             "changes it)."]
    store.speak_for_this_run("de")
    assert store.settings.name == "Du" and not store.changed
    store.settings.speed = "fast"
    assert store.save()
    assert json.loads(path.read_text())["name"] == "\U0001f600Bob\u4e2d"
    store.settings.name = "Bob"  # typed in Settings: saved
    store.chosen("name")
    assert store.save() and json.loads(path.read_text())["name"] == "Bob"
    # A --lang run's own default name is the one said (QA 162: "You" for "Du").
    path.write_text(json.dumps({"name": "\U0001f600Bob\u4e2d", "language": "en"}))
    store = SettingsStore.open(path, name_usable=_name_usable, language="de")
    assert "Du heißt vorerst „Du“" in store.notices[0]
    path.write_text(json.dumps({"name": "Zoë Łucja"}))
    store = SettingsStore.open(path, name_usable=_name_usable)
    assert store.settings.name == "Zoë Łucja" and store.notices == []


def test_an_unknown_setting_the_strict_reader_refuses_is_not_written_back(
        tmp_path: Path) -> None:
    """An unknown key holding a NaN was kept to be written back, and every save
    crashed on it (QA 158: "Object of type Refused is not JSON serializable"): it is
    dropped, the other unknown keys kept."""
    from game.storage.settings import SettingsStore

    path = tmp_path / "settings.json"
    path.write_text('{"speed": NaN, "future": NaN, "theme_v2": {"glow": NaN}, "kept": 1}')
    store = SettingsStore.open(path)
    assert store.changed and store.save()
    saved = json.loads(path.read_text())
    assert "future" not in saved and "theme_v2" not in saved and saved["kept"] == 1
    assert saved["speed"] == "normal"


def test_a_name_the_font_cannot_show_stays_in_the_file_until_one_is_typed(
        ui, tmp_path: Path) -> None:
    """Choosing Deutsch in Settings wrote "Du" over the file's name the font cannot
    show, and typing "You" itself was no change, so the notice came back at every
    start (QA 162): a language keeps the file's name; a name typed is the player's."""
    from game.app.gui import _name_usable
    from game.storage.settings import SettingsStore
    from game.ui.scene_settings import SettingsScene

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"name": "\u65e5\u672c\u8a9e", "language": "en"}))
    app = ui.app
    app.store = SettingsStore.open(path, name_usable=_name_usable)
    scene = SettingsScene(app)
    app.push(scene)
    ui.step()
    try:
        scene._language("de")  # Settings' own language row
        assert app.settings.name == "Du" and scene.name.text == "Du"
        scene.exit()
        saved = json.loads(path.read_text())
        assert saved["language"] == "de" and saved["name"] == "\u65e5\u672c\u8a9e"
        scene._name("")  # emptied (a Backspace on the dimmed stand-in): no choice (QA 164)
        scene.exit()
        assert json.loads(path.read_text())["name"] == "\u65e5\u672c\u8a9e"
        scene._name("Du")  # typed: the same words as the stand-in, and the player's now
        scene.exit()
        assert json.loads(path.read_text())["name"] == "Du"
        assert SettingsStore.open(path, name_usable=_name_usable).notices == []
    finally:
        app.set_language("en")


def _killed_at_the_rename(monkeypatch: pytest.MonkeyPatch, folder: Path, stem: str,
                          value: object) -> Path:
    """:func:`write_new_json` of ``value`` into ``folder`` with no hard links, killed as
    it renames its temporary file over its claim; that temporary file's path (the kill's
    own "finally" removed it)."""

    class Killed(BaseException):
        pass

    def no_links(*args: object) -> None:
        raise OSError(errno.EPERM, os.strerror(errno.EPERM))

    def killed(*args: object) -> None:
        raise Killed

    temporaries: list[Path] = []
    real_temporary = files._temporary

    def kept_temporary(*args: object, **kwargs: object) -> Path:
        made = real_temporary(*args, **kwargs)  # type: ignore[arg-type]
        temporaries.append(made)
        return made

    with monkeypatch.context() as patch:
        patch.setattr(files.os, "link", no_links)
        patch.setattr(files.os, "replace", killed)
        patch.setattr(files, "_temporary", kept_temporary)
        with pytest.raises(Killed):
            files.write_new_json(folder, stem, ".flip7.json", value)
    return temporaries[0]


def test_a_write_killed_between_its_claim_and_its_rename_is_finished_at_the_next_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Where a folder has no hard links (FAT), :func:`write_new` claims the name with an
    empty file and renames the record over it: a game killed between the two left an
    empty record under the name ("could not be read: an empty file" at every opening of
    Your games) and the game in a hidden file (QA 211). The next start's clean-up
    finishes the rename; another program's empty file, or a temporary file that is not
    a whole record, is left as it was."""

    _killed_at_the_rename(monkeypatch, tmp_path, "2026-12-07_15-01-00", {"n": 1})
    claim = tmp_path / "2026-12-07_15-01-00.flip7.json"
    assert claim.read_bytes() == b""
    # (The "finally" of the kill's own frame removed the temporary file: put it back.)
    hidden = tmp_path / ".2026-12-07_15-01-00.flip7.json.abcd1234.tmp"
    hidden.write_text('{"n": 1}\n')
    (tmp_path / "notes.flip7.json").write_bytes(b"")  # empty, and nothing beside it
    (tmp_path / ".half.flip7.json.abcd1234.tmp").write_text('{"n": ')
    (tmp_path / "half.flip7.json").write_bytes(b"")
    assert files.remove_leftovers(tmp_path) == 2  # one finished, one removed
    assert json.loads(claim.read_text()) == {"n": 1}
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "2026-12-07_15-01-00.flip7.json", "half.flip7.json", "notes.flip7.json"]
    assert (tmp_path / "half.flip7.json").read_bytes() == b""


def test_a_killed_write_that_had_claimed_a_numbered_name_is_finished_too(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same kill where the name was taken and the claim was "NAME-2": its temporary
    file is named after the first name tried, and the clean-up removed the whole record
    and left the empty "-2" (QA 212)."""

    (tmp_path / "g.flip7.json").write_text('{"n": 0}')
    hidden = _killed_at_the_rename(monkeypatch, tmp_path, "g", {"n": 2})
    assert (tmp_path / "g-2.flip7.json").read_bytes() == b""
    assert hidden.name.startswith(".g.flip7.json.")
    hidden.write_text('{"n": 2}\n')  # (the kill's own "finally" removed it: put it back)
    assert files.remove_leftovers(tmp_path) == 1
    assert json.loads((tmp_path / "g-2.flip7.json").read_text()) == {"n": 2}
    assert json.loads((tmp_path / "g.flip7.json").read_text()) == {"n": 0}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g-2.flip7.json", "g.flip7.json"]


def test_an_exports_folder_loses_only_old_leftovers_of_records(tmp_path: Path) -> None:
    """An export killed as it wrote left its hidden copy in the player's folder for good
    (QA 211): the next export there removes it, once it is a minute old (not one
    another copy of the game is writing now), and nothing of another program's."""
    from kept_helpers import ann_flip7

    from game.session.records import LEFTOVER_AGE, export_record

    old = tmp_path / ".flip7-2026-12-07.flip7.json.abcd1234.tmp"
    young = tmp_path / ".other.flip7.json.efgh5678.tmp"
    theirs = tmp_path / ".settings.json.abcd1234.tmp"
    for path in (old, young, theirs):
        path.write_text("{}")
    past = old.stat().st_mtime - LEFTOVER_AGE - 5
    os.utime(old, (past, past))
    os.utime(theirs, (past, past))
    out = export_record(ann_flip7(), str(tmp_path / "mine"))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [out.name, young.name, theirs.name])

"""``flip7 --script FILE``: the language, the runner on a headless app, and the walk.

The walk (``.ci/walk.script``) is what every build's smoke test plays; running
it here from source means a screen change that breaks it fails the suite first.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.app import gui
from game.ui import script
from game.ui.script import ScriptError, ScriptRunner, parse_script

ROOT = Path(__file__).resolve().parent.parent
WALK = ROOT / ".ci" / "walk.script"


def _run(app, text: str) -> int:  # type: ignore[no-untyped-def]
    return ScriptRunner(app, parse_script(text)).run()


def _title(app):  # type: ignore[no-untyped-def]
    from game.ui.scene_title import TitleScene

    app.push(TitleScene(app))
    app.frame(1 / 60)
    return app


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# ---------------------------------------------------------------------- reading


def test_steps_parse_with_their_arguments() -> None:
    steps = parse_script("""
        # a comment line
        key shift+tab enter
        type Ada Lovelace
        click Quick game
        click 640 360
        wait decision turn or scene summary within 30
        expect scene title
        repeat 2
          frames 5
        end
        repeat until scene gameover
          key return
        end
        screenshot shots/a b.png
    """)
    verbs = [s.verb for s in steps]
    assert verbs == ["key", "type", "click", "click", "wait", "expect", "repeat", "repeat",
                     "screenshot"]
    assert steps[0].words == ("shift+tab", "enter") and steps[0].line == 3
    assert steps[1].words == ("Ada Lovelace",)
    assert steps[2].words == ("Quick game",) and steps[3].words == ("640", "360")
    wait = steps[4]
    assert [str(c) for c in wait.conditions] == ["decision turn", "scene summary"]
    assert wait.seconds == 30
    assert steps[5].seconds == script.WAIT_LIMIT
    assert steps[6].count == 2 and steps[6].body[0].count == 5
    assert steps[7].seconds == script.LOOP_LIMIT and steps[7].body[0].verb == "key"
    assert steps[8].words == ("shots/a b.png",)


def test_key_words_map_to_pygame_keys() -> None:
    assert script.key_code("return") == (pygame.K_RETURN, 0)
    assert script.key_code("Esc") == (pygame.K_ESCAPE, 0)
    assert script.key_code("f11") == (pygame.K_F11, 0)
    assert script.key_code("pagedown") == (pygame.K_PAGEDOWN, 0)
    assert script.key_code("h") == (pygame.K_h, 0)
    assert script.key_code("alt+return") == (pygame.K_RETURN, pygame.KMOD_ALT)


@pytest.mark.parametrize("text, message", [
    ("kye return", "line 1: unknown step 'kye'"),
    ("key\n", "line 1: 'key' needs words"),
    ("\n\nkey nosuchkey", "line 3: unknown key 'nosuchkey'"),
    ("key hyper+a", "unknown modifier 'hyper'"),
    ("frames 0", "'0' is not a count"),
    ("frames", "'frames' takes 1 word"),
    ("modules now", "'modules' takes 0 words"),
    ("wait scene", "not a condition: 'scene'"),
    ("wait decision bid", "no decision kind 'bid'"),
    ("wait scene title or", "a condition is missing"),
    ("wait scene title within soon", "'within' needs seconds"),
    ("repeat 3\nkey a", "line 1: 'repeat' without 'end'"),
    ("key a\nend", "line 2: 'end' without 'repeat'"),
    ("repeat\nkey a\nend", "'repeat' takes a count or 'until CONDITION'"),
    ("repeat 2\nend", "'repeat' needs steps"),
    ("screenshot", "'screenshot' needs a path"),
    # "nan" and "inf" waited for ever, a misspelt screen failed after 120 s (QA 168).
    ("wait scene title within nan", "'within' needs a positive number"),
    ("repeat until scene title within inf\nkey a\nend", "'within' needs a positive number"),
    ("wait scene tabel", "no scene 'tabel' (scenes: title, setup, table,"),
])
def test_bad_scripts_name_the_line_and_the_problem(text: str, message: str) -> None:
    with pytest.raises(ScriptError) as caught:
        parse_script(text, "walk.script")
    assert message in str(caught.value)
    assert str(caught.value).startswith("walk.script line ")


# ---------------------------------------------------------------------- running


def test_a_walk_through_menus_by_label_and_key(ui_app) -> None:  # type: ignore[no-untyped-def]
    app = _title(ui_app)
    status = _run(app, """
        expect scene title
        click Rules
        wait scene rules
        key end
        key escape
        wait scene title
        click Settings
        wait scene settings
        point Your name
        key backspace backspace backspace
        type Zed
        key escape
        wait scene title
    """)
    assert status == 0
    assert not app.running  # the steps ran out: the game closes
    assert app.settings.name == "Zed"


def _seeded_table(app, seed: int = 4):  # type: ignore[no-untyped-def]
    from game.session import Session, TableSetup
    from game.ui.scene_table import TableScene

    app.settings.speed = "instant"
    table = TableScene(app, Session(TableSetup.quick(3), seed=seed, ai_seed=seed))
    app.push(table)
    return table


def test_a_person_plays_by_keys_to_the_round_summary(ui_app) -> None:  # type: ignore[no-untyped-def]
    from game.core.moves import HIT, STAY

    app = _title(ui_app)
    table = _seeded_table(app)
    runner = ScriptRunner(app, parse_script("""
        repeat until scene summary within 900
          wait decision
          key h
        end
    """))
    runner._steps(runner.steps)  # the steps alone, without closing the game
    assert script.scene_name(app.top) == "summary"
    turns = [move.do for seat, move in table.game.moves if seat == 0 and move.do in (HIT, STAY)]
    assert turns and set(turns) == {HIT}, turns  # every turn of the person's was an H


def test_a_wait_inside_repeat_until_ends_when_the_loop_is_done(ui_app) -> None:  # type: ignore[no-untyped-def]
    # The inner wait can never hold (no table); the loop's condition ends it.
    app = _title(ui_app)
    status = _run(app, """
        repeat until scene rules within 5
          click Rules
          wait decision within 3
        end
        expect scene rules
    """)
    assert status == 0


def test_a_wait_that_never_holds_fails_naming_the_line_and_screen(ui_app) -> None:  # type: ignore[no-untyped-def]
    app = _title(ui_app)
    with pytest.raises(ScriptError) as caught:
        _run(app, "frames 1\nwait scene gameover within 0.5\n")
    message = str(caught.value)
    assert "line 2: wait: scene gameover not reached within 0.5 s" in message
    assert "the top screen is title" in message


def test_clicking_a_label_that_is_not_there_lists_what_is(ui_app) -> None:  # type: ignore[no-untyped-def]
    app = _title(ui_app)
    with pytest.raises(ScriptError) as caught:
        _run(app, "click Continue\n")
    message = str(caught.value)
    assert "no 'Continue' on the title screen" in message
    assert "'Quick game'" in message and "'Quit'" in message


def test_steps_after_the_game_closed_fail(ui_app) -> None:  # type: ignore[no-untyped-def]
    app = _title(ui_app)
    with pytest.raises(ScriptError) as caught:
        _run(app, "click Quit\nkey return\n")
    assert "line 2: key: the game has already closed" in str(caught.value)


def test_a_loop_whose_steps_run_no_frames_is_an_error(ui_app) -> None:  # type: ignore[no-untyped-def]
    app = _title(ui_app)
    with pytest.raises(ScriptError) as caught:
        _run(app, "repeat until scene rules\n  expect scene title\nend\n")
    assert "its steps run no frames" in str(caught.value)


def test_screenshot_and_record_write_files(ui_app, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from game.core.record import Record, replay

    monkeypatch.chdir(tmp_path)
    app = _title(ui_app)
    _run(app, "screenshot shots/title.png\n")
    app.running = True
    _seeded_table(app)
    _run(app, "wait decision\nrecord games/early.flip7.json\n")
    assert _png_size(tmp_path / "shots" / "title.png") == (1280, 720)
    game = replay(Record.from_json(json.loads((tmp_path / "games" / "early.flip7.json")
                                              .read_text())))
    assert not game.finished and game.pending is not None and game.pending.seat == 0


def test_every_kind_of_screen_can_be_waited_for() -> None:
    """A scene's name is checked as the script is read; every screen is a name."""
    import importlib
    import pkgutil

    import game.ui
    from game.ui.scene import Scene
    from game.ui.scene_games import KeptGamesScene
    from game.ui.table_stage import TableStage

    for module in pkgutil.iter_modules(game.ui.__path__):
        importlib.import_module(f"game.ui.{module.name}")
    kinds, todo = set(), [Scene]
    while todo:
        for kind in todo.pop().__subclasses__():
            todo.append(kind)
            if kind not in (KeptGamesScene, TableStage):  # bases, never on screen alone
                kinds.add(script.scene_name(kind.__new__(kind)))
    assert kinds | {"none"} == set(script.SCENE_NAMES)


def test_a_screenshot_or_record_that_cannot_be_written_fails_its_line(  # type: ignore[no-untyped-def]
        ui_app, tmp_path) -> None:
    """A folder as the path, or a path no one can write, ended the run as a crash with
    a traceback in the player's error log (QA 168); and x.jpg was saved as a JPEG."""
    app = _title(ui_app)
    with pytest.raises(ScriptError, match=f"script line 1: screenshot: {tmp_path}: "):
        _run(app, f"screenshot {tmp_path}\n")
    app.running = True
    _run(app, f"screenshot {tmp_path / 'title.jpg'}\n")
    assert (tmp_path / "title.jpg").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    app.running = True
    _seeded_table(app)
    (tmp_path / "taken").write_text("a file, not a folder")
    with pytest.raises(ScriptError, match="script line 2: record: "):
        _run(app, f"wait decision\nrecord {tmp_path / 'taken' / 'x.flip7.json'}\n")


def test_record_without_a_table_fails(ui_app) -> None:  # type: ignore[no-untyped-def]
    app = _title(ui_app)
    with pytest.raises(ScriptError, match="no game at the table"):
        _run(app, "record x.flip7.json\n")


def test_modules_imports_every_game_module_and_names_the_missing(ui_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    names = script.game_modules()
    assert {"game", "game.app.gui", "game.ui.script", "game.core.engine"} <= set(names)
    assert not any(name.endswith("__main__") for name in names)
    app = _title(ui_app)
    assert _run(app, "modules\n") == 0
    monkeypatch.setattr(script, "game_modules", lambda: [*names, "game.ui.nosuch"])
    app.running = True
    with pytest.raises(ScriptError) as caught:
        _run(app, "modules\n")
    assert f"1 of {len(names) + 1} modules did not import: game.ui.nosuch" in str(caught.value)


# ---------------------------------------------------------------------- command line


def test_help_documents_every_step(capsys) -> None:  # type: ignore[no-untyped-def]
    """A player's --help was half steps and conditions (QA 84): it names --script and
    where its steps are, and `flip7 help script` lists every one."""
    from game.app.main import main

    assert gui.run_gui(["--help"]) == 0
    out = capsys.readouterr().out
    assert "--script FILE" in out and "flip7 help script" in out
    assert "repeat until" not in out and "conditions" not in out
    assert main(["help", "script"]) == 0
    out = capsys.readouterr().out
    for verb in [*script._SIMPLE, "wait", "expect", "repeat", "repeat until"]:
        assert f"\n  {verb} " in out, verb
    for kind in script.DECISION_KINDS:
        assert kind in out


def test_a_missing_or_broken_script_exits_2_with_one_line(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert gui.run_gui(["--script", str(tmp_path / "none.script")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("flip7: cannot read script")
    # In the words of every other file problem, not the system's capitalised ones (QA 142).
    assert err[0].endswith(": no such file")  # as --replay says it
    broken = tmp_path / "broken.script"
    broken.write_text("wait scene title\nclick\n")
    assert gui.run_gui(["--script", str(broken)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"flip7: {broken} line 2: 'click' needs words"]


@pytest.mark.parametrize("name", ["/dev/zero", "fifo", "latin1.script", ""])
def test_a_script_that_is_no_text_file_is_refused_in_one_line(tmp_path, capsys,  # type: ignore[no-untyped-def]
                                                               name: str) -> None:
    """Read as records are: /dev/zero was read until the memory ran out, a pipe waited
    for ever, a Latin-1 byte was said in Python's words, and "" read the folder (QA 168)."""
    if name == "/dev/zero" and not Path(name).exists():
        pytest.skip("no /dev/zero here")
    if name == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(tmp_path / name)
    if name == "latin1.script":
        (tmp_path / name).write_bytes("key \xe9\n".encode("latin-1"))
    path = name if name in ("", "/dev/zero") else str(tmp_path / name)
    assert gui.run_gui(["--script", path]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("flip7: "), err
    assert "codec" not in err[0] and "Traceback" not in err[0]
    assert ("--script needs a script file" in err[0]) if name == "" else \
        err[0].startswith(f"flip7: cannot read script {path}: ")


def _game(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), FLIP7_HOME=str(cwd / "home"))
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def test_a_failing_step_exits_1_with_one_line(tmp_path: Path) -> None:
    walk = tmp_path / "short.script"
    walk.write_text("wait scene title\nclick Continue please\n")
    done = _game(["--script", str(walk)], tmp_path)
    assert done.returncode == 1
    err = done.stderr.strip().splitlines()
    assert len(err) == 1
    assert err[0].startswith(f"flip7: {walk}: script line 2: click: no 'Continue please'")


def test_the_smoke_walk_plays_every_screen_from_source(tmp_path: Path) -> None:
    done = _game(["--script", str(WALK)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    shots = [line.split(None, 1)[1] for line in WALK.read_text().splitlines()
             if line.startswith("screenshot ")]
    assert len(shots) >= 8
    images = set()
    for name in shots:
        assert _png_size(tmp_path / name) == (1280, 720), name
        images.add((tmp_path / name).read_bytes())
    assert len(images) == len(shots), "two screens of the walk look the same"
    final = json.loads(_game(["replay", "walk.flip7.json", "--json"], tmp_path).stdout)
    assert final["finished"] is True
    # The name given in Settings was saved (in whichever file the settings live).
    assert any("Walker" in p.read_text(errors="replace")
               for p in (tmp_path / "home").rglob("*") if p.is_file())

"""Scripted play: ``flip7 --script FILE`` drives the game the way a player would.

The smoke test of every build walks the game with such a script (``.ci/walk.script``):
a step posts ordinary pygame events (keys, clicks, typed text), so it goes through
the same input path as a keyboard and a mouse, and frames run on made-up time
(1/60 s each, without waiting), so a walk takes as long as drawing its frames.
The steps are described in :data:`LANGUAGE`, which ``flip7 --help`` prints.

pygame is imported inside the functions that need it: ``flip7 --help`` prints the
language without loading it.
"""

from __future__ import annotations

import contextlib
import importlib
import math
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.moves import DISCARD, FLIP7, STEAL, SWAP, TARGET, TURN

if TYPE_CHECKING:
    import pygame

    from .loop import App
    from .scene import Scene

LANGUAGE = """\
script steps (flip7 --script FILE; one step a line, '#' starts a comment line):
  key NAME...             press keys, a frame apart: return, escape, space, tab,
                          up, down, left, right, backspace, delete, pageup, pagedown,
                          home, end, f11, a-z, 0-9; shift+, ctrl+, alt+ prefixes
  type TEXT               type TEXT (the rest of the line) into the focused field
  click LABEL | X Y       click the widget of the top screen labelled LABEL (a
                          menu entry, a button or a seat at the table) or the
                          point X Y of the 1280x720 window
  point LABEL | X Y       move the pointer there (the menu focuses what is under it)
  frames N                run N frames
  wait COND [within S]    run frames until COND holds; fail after S seconds of
                          game time (default 120)
  expect COND             fail unless COND holds now
  screenshot PATH         save the frame as a PNG (paths: from the current folder)
  record PATH             save the game at the table so far as a record (.flip7.json)
  modules                 import every module of the game (a build must hold them)
  repeat N ... end        the steps in between, N times
  repeat until COND [within S] ... end
                          the steps in between until COND holds (checked after
                          every frame; default limit 600 s of game time)
conditions (COND), joined by 'or':
  scene NAME              the top screen is NAME: title, setup, table, pause,
                          rules, settings, summary, gameover, ...
  decision [KIND]         a person is to decide at the table; KIND is one of
                          turn, target, flip7, steal, swap, discard
When the steps run out the game closes with status 0; a failing step stops it
with status 1 and one line naming the script's line.
"""

#: Seconds of game time one frame of a script lasts.
FRAME = 1 / 60
WAIT_LIMIT = 120.0
LOOP_LIMIT = 600.0
DECISION_KINDS = (TURN, TARGET, FLIP7, STEAL, SWAP, DISCARD)
#: The screens a script can wait for (:func:`scene_name` of each kind of scene).
SCENE_NAMES = ("title", "setup", "table", "handover", "callout", "summary", "gameover",
               "pause", "confirm", "rules", "settings", "history", "race", "games",
               "stats", "viewer", "export", "elsewhere", "none")
_KEY_ALIASES = {"enter": "return", "esc": "escape", "del": "delete"}
_MODIFIERS = ("shift", "ctrl", "alt")
#: Steps and how many words follow them (None: any number, at least one).
_SIMPLE = {"key": None, "type": None, "click": None, "point": None, "frames": 1,
           "screenshot": None, "record": None, "modules": 0}


class ScriptError(Exception):
    """A script that cannot be read or a step that failed; the message is one line."""


@dataclass(frozen=True)
class Condition:
    """``scene NAME`` or ``decision [KIND]``."""

    kind: str
    arg: str | None = None

    def __str__(self) -> str:
        return self.kind if self.arg is None else f"{self.kind} {self.arg}"


@dataclass(frozen=True)
class Step:
    """One line of a script (a ``repeat`` holds the steps down to its ``end``)."""

    line: int
    verb: str
    words: tuple[str, ...] = ()
    conditions: tuple[Condition, ...] = ()
    seconds: float = 0.0
    count: int = 0
    body: tuple[Step, ...] = ()


# ---------------------------------------------------------------------- reading


def load_script(path: Path) -> list[Step]:
    """Read and check the script at ``path``; raises :class:`ScriptError`."""
    from game.storage.files import FileProblem, read_text

    try:
        # Read as records are: a regular file of bounded size, said as every other file
        # problem on the command line ("no such file", not the system's "No such file
        # or directory": QA 142). /dev/zero was read until the memory ran out, a pipe
        # waited for ever, and a byte not UTF-8 was said in Python's words (QA 168).
        text = read_text(path)
    except FileProblem as problem:
        raise ScriptError(f"cannot read script {path}: {problem.reason}") from None
    return parse_script(text, str(path))


def parse_script(text: str, name: str = "script") -> list[Step]:
    """The steps of a script's ``text``; ``name`` prefixes error messages.

    >>> [s.verb for s in parse_script("# walk\\nkey return\\nrepeat 2\\n  frames 3\\nend\\n")]
    ['key', 'repeat']
    """
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1)]
    lines = [(n, line) for n, line in lines if line and not line.startswith("#")]
    steps, rest = _block(lines, name, opened=None)
    assert not rest
    return steps


def _block(lines: list[tuple[int, str]], name: str,
           opened: int | None) -> tuple[list[Step], list[tuple[int, str]]]:
    steps: list[Step] = []
    while lines:
        (n, line), lines = lines[0], lines[1:]
        verb, _, rest = line.partition(" ")
        rest = rest.strip()
        if verb == "end":
            if opened is None:
                raise ScriptError(f"{name} line {n}: 'end' without 'repeat'")
            return steps, lines
        try:
            if verb == "repeat":
                head = _repeat(n, rest)
                body, lines = _block(lines, name, opened=n)
                if not body:
                    raise ValueError("'repeat' needs steps before its 'end'")
                steps.append(Step(n, verb, head.words, head.conditions, head.seconds,
                                  head.count, tuple(body)))
            else:
                steps.append(_step(n, verb, rest))
        except ValueError as error:
            raise ScriptError(f"{name} line {n}: {error}") from None
    if opened is not None:
        raise ScriptError(f"{name} line {opened}: 'repeat' without 'end'")
    return steps, []


def _step(n: int, verb: str, rest: str) -> Step:
    words = tuple(rest.split())
    if verb in ("wait", "expect"):
        conditions, seconds = _conditions(words, verb == "wait", WAIT_LIMIT)
        return Step(n, verb, conditions=conditions, seconds=seconds)
    if verb not in _SIMPLE:
        known = ", ".join([*_SIMPLE, "wait", "expect", "repeat"])
        raise ValueError(f"unknown step {verb!r} (steps: {known})")
    wanted = _SIMPLE[verb]
    if wanted is None and not words:
        what = "a path" if verb in ("screenshot", "record") else "words"
        raise ValueError(f"'{verb}' needs {what}")
    if wanted is not None and len(words) != wanted:
        raise ValueError(f"'{verb}' takes {wanted} word{'s' if wanted != 1 else ''}")
    if verb == "key":
        for word in words:
            key_code(word)
    elif verb == "frames":
        return Step(n, verb, count=_count(words[0]))
    elif verb in ("type", "screenshot", "record"):
        words = (rest,)  # the rest of the line, spaces and all
    elif verb in ("click", "point"):
        if len(words) == 2 and all(w.lstrip("-").isdigit() for w in words):
            return Step(n, verb, words=words)
        words = (rest,)
    return Step(n, verb, words=words)


def _repeat(n: int, rest: str) -> Step:
    words = tuple(rest.split())
    if words[:1] == ("until",):
        conditions, seconds = _conditions(words[1:], True, LOOP_LIMIT)
        return Step(n, "repeat", conditions=conditions, seconds=seconds)
    if len(words) != 1:
        raise ValueError("'repeat' takes a count or 'until CONDITION'")
    return Step(n, "repeat", count=_count(words[0]))


def _count(word: str) -> int:
    if not word.isdigit() or int(word) < 1:
        raise ValueError(f"{word!r} is not a count (1 or more)")
    return int(word)


def _conditions(words: tuple[str, ...], timed: bool,
                limit: float) -> tuple[tuple[Condition, ...], float]:
    """Parse ``COND [or COND...] [within S]``."""
    seconds = limit
    if timed and len(words) >= 2 and words[-2] == "within":
        try:
            seconds = float(words[-1])
        except ValueError:
            raise ValueError(f"'within' needs seconds, not {words[-1]!r}") from None
        if not 0 < seconds < math.inf:  # "nan" and "inf" waited for ever (QA 168)
            raise ValueError("'within' needs a positive number of seconds")
        words = words[:-2]
    conditions = []
    part: list[str] = []
    for word in (*words, "or"):
        if word != "or":
            part.append(word)
            continue
        if not part:
            raise ValueError("a condition is missing (scene NAME, or decision [KIND])")
        kind, args = part[0], part[1:]
        if kind == "scene" and len(args) == 1 and args[0].isidentifier():
            if args[0].lower() not in SCENE_NAMES:
                # A misspelt name failed only once its wait ran out (QA 168).
                raise ValueError(f"no scene {args[0]!r} (scenes: {', '.join(SCENE_NAMES)})")
            conditions.append(Condition("scene", args[0].lower()))
        elif kind == "decision" and len(args) <= 1:
            if args and args[0] not in DECISION_KINDS:
                raise ValueError(f"no decision kind {args[0]!r} (kinds: "
                                 f"{', '.join(DECISION_KINDS)})")
            conditions.append(Condition("decision", args[0] if args else None))
        else:
            raise ValueError(f"not a condition: {' '.join(part)!r} "
                             "(scene NAME, or decision [KIND])")
        part = []
    return tuple(conditions), seconds


def key_code(word: str) -> tuple[int, int]:
    """pygame's key code and modifier flags for a key word such as ``shift+tab``.

    >>> import pygame
    >>> key_code("enter") == (pygame.K_RETURN, 0)
    True
    """
    import pygame

    *mods, name = word.lower().split("+")
    flags = 0
    for mod in mods:
        if mod not in _MODIFIERS:
            raise ValueError(f"unknown modifier {mod!r} in {word!r} (shift, ctrl, alt)")
        flags |= getattr(pygame, f"KMOD_{mod.upper()}")
    name = _KEY_ALIASES.get(name, name)
    code = getattr(pygame, f"K_{name}", None) if len(name) == 1 else \
        getattr(pygame, f"K_{name.upper()}", None)
    if not isinstance(code, int):
        raise ValueError(f"unknown key {word!r}")
    return code, flags


# ---------------------------------------------------------------------- running


class _Terminated(Exception):
    """The system asked the game to end (SIGTERM) while the script ran."""


class _LoopDone(Exception):
    """The condition of the ``repeat until`` at ``depth`` holds: that loop is over."""

    def __init__(self, depth: int) -> None:
        super().__init__(depth)
        self.depth = depth


class ScriptRunner:
    """Plays ``steps`` on ``app``: events in, frames of :data:`FRAME` seconds."""

    def __init__(self, app: App, steps: list[Step]) -> None:
        self.app = app
        self.steps = steps
        self.time = 0.0  # game time so far
        self.loops: list[tuple[Condition, ...]] = []  # the open ``repeat until`` loops

    def run(self) -> int:
        """Play every step, then close the game; return the exit status.

        Raises :class:`ScriptError` for a step that fails.
        """
        with contextlib.suppress(_Terminated):  # App.terminate has set the exit status
            self._steps(self.steps)
        if self.app.running:
            self.app.quit(0)
        return self.app.finish()

    # ------------------------------------------------------------------ plumbing

    def _fail(self, step: Step, message: str) -> ScriptError:
        return ScriptError(f"script line {step.line}: {step.verb}: {message}")

    def _frame(self) -> None:
        """One frame; then end any ``repeat until`` whose condition now holds. A
        SIGTERM ends the script here, as it ends the player's loop (a scripted run under
        ``timeout`` never ended: QA 50)."""
        if self.app.terminated:
            self.app.terminate()
            raise _Terminated
        self.app.frame(FRAME)
        self.time += FRAME
        for depth, conditions in enumerate(self.loops):
            if self.holds(conditions):
                raise _LoopDone(depth)

    def _steps(self, steps: tuple[Step, ...] | list[Step]) -> None:
        for step in steps:
            if not self.app.running:
                raise self._fail(step, "the game has already closed")
            getattr(self, f"_do_{step.verb}")(step)

    def holds(self, conditions: tuple[Condition, ...]) -> bool:
        """Does any of ``conditions`` hold now?"""
        top = self.app.top
        for condition in conditions:
            if condition.kind == "scene" and scene_name(top) == condition.arg:
                return True
            if condition.kind == "decision":
                choice = getattr(top, "choice", None)
                if choice is not None and condition.arg in (None, choice.decision.kind):
                    return True
        return False

    def _post(self, kind: int, **fields: Any) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(kind, **fields))

    # ------------------------------------------------------------------ steps

    def _do_key(self, step: Step) -> None:
        import pygame

        for word in step.words:
            code, mods = key_code(word)
            self._post(pygame.KEYDOWN, key=code, mod=mods, unicode="", scancode=0)
            self._post(pygame.KEYUP, key=code, mod=mods, unicode="", scancode=0)
            self._frame()

    def _do_type(self, step: Step) -> None:
        import pygame

        self._post(pygame.TEXTINPUT, text=step.words[0])
        self._frame()

    def _do_click(self, step: Step) -> None:
        import pygame

        pos = self._where(step)
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self._frame()

    def _do_point(self, step: Step) -> None:
        import pygame

        self._post(pygame.MOUSEMOTION, pos=self._where(step), rel=(0, 0), buttons=(0, 0, 0))
        self._frame()

    def _where(self, step: Step) -> tuple[int, int]:
        if len(step.words) == 2:
            return int(step.words[0]), int(step.words[1])
        label = step.words[0]
        targets = clickables(self.app.top)
        for text, rect in targets:
            if text.casefold() == label.casefold():
                return rect.center
        shown = ", ".join(repr(text) for text, _ in targets) or "none"
        raise self._fail(step, f"no {label!r} on the {scene_name(self.app.top)} screen "
                               f"(there: {shown})")

    def _do_frames(self, step: Step) -> None:
        for _ in range(step.count):
            self._frame()

    def _do_wait(self, step: Step) -> None:
        start = self.time
        while not self.holds(step.conditions):
            if self.time - start >= step.seconds:
                raise self._fail(step, f"{self._describe(step)} not reached within "
                                       f"{step.seconds:g} s; {self._state()}")
            if not self.app.running:
                raise self._fail(step, f"the game closed before {self._describe(step)}")
            self._frame()

    def _do_expect(self, step: Step) -> None:
        if not self.holds(step.conditions):
            raise self._fail(step, f"expected {self._describe(step)}; {self._state()}")

    def _do_repeat(self, step: Step) -> None:
        if not step.conditions:
            for _ in range(step.count):
                self._steps(step.body)
            return
        depth = len(self.loops)
        self.loops.append(step.conditions)
        start = self.time
        try:
            while not self.holds(step.conditions):
                if self.time - start >= step.seconds:
                    raise self._fail(step, f"{self._describe(step)} not reached within "
                                           f"{step.seconds:g} s; {self._state()}")
                before = self.time
                self._steps(step.body)
                if self.time == before and not self.holds(step.conditions):
                    raise self._fail(step, "its steps run no frames, so nothing can change")
        except _LoopDone as done:
            if done.depth != depth:
                raise
        finally:
            del self.loops[depth:]

    def _do_screenshot(self, step: Step) -> None:
        from game.storage.files import FileProblem, write_bytes

        from .loop import png_bytes

        path = Path(step.words[0])
        self.app.draw()
        # A PNG whatever the name says, as --screenshot writes (x.jpg was a JPEG), and a
        # path it cannot write is this line's failure, not a crash (QA 168).
        try:
            write_bytes(path, png_bytes(self.app.screen))  # its folders made as needed
        except FileProblem as problem:
            raise self._fail(step, f"{path}: {problem.reason}") from None

    def _do_record(self, step: Step) -> None:
        from game.storage.files import FileProblem, write_json

        from .scene_table import TableScene

        table = next((s for s in reversed(self.app.scenes) if isinstance(s, TableScene)), None)
        if table is None:
            raise self._fail(step, f"no game at the table ({self._state()})")
        try:
            write_json(Path(step.words[0]), table.session.record().to_json())
        except FileProblem as problem:
            raise self._fail(step, f"{step.words[0]}: {problem.reason}") from None

    def _do_modules(self, step: Step) -> None:
        try:
            names = game_modules()
        except ScriptError as error:
            raise self._fail(step, str(error)) from None
        failed = []
        for name in names:
            try:
                importlib.import_module(name)
            except Exception as error:  # report every missing piece at once
                failed.append(f"{name} ({error.__class__.__name__}: {error})")
        if failed:
            raise self._fail(step, f"{len(failed)} of {len(names)} modules did not import: "
                                   + "; ".join(failed))

    def _describe(self, step: Step) -> str:
        return " or ".join(str(c) for c in step.conditions)

    def _state(self) -> str:
        return f"the top screen is {scene_name(self.app.top)}"


def scene_name(scene: Scene | None) -> str:
    """A scene's name in scripts: its class name without ``Scene``, in lower case."""
    if scene is None:
        return "none"
    return type(scene).__name__.removesuffix("Scene").lower()


def clickables(scene: Scene | None) -> list[tuple[str, pygame.Rect]]:
    """The labelled things a click can reach on ``scene``: the enabled widgets of its
    menus and forms (any attribute holding a :class:`~game.ui.widgets.Menu` or a
    :class:`~game.ui.grid.Grid`) and, at the table, the buttons and seats of a
    person's decision."""
    from .decisions import CARD
    from .grid import Grid
    from .widgets import Menu

    if scene is None:
        return []
    found: list[tuple[str, pygame.Rect]] = []
    for value in vars(scene).values():
        widgets = []
        if isinstance(value, Menu):
            widgets = value.widgets
        elif isinstance(value, Grid):
            widgets = [w for r, row in enumerate(value.rows) if value.visible(r) for w in row]
        for widget in widgets:
            label = str(getattr(widget, "label", ""))  # a catalogue message shows as text
            if label and widget.enabled:
                found.append((label, widget.rect))
    choice = getattr(scene, "choice", None)
    if choice is not None:
        found += [(str(pick.label), pick.rect) for pick in choice.picks
                  if pick.kind != CARD and str(pick.label)]
    return found


def game_modules() -> list[str]:
    """Every module of the game: in a build, the list its stamp carries (so nothing
    the build left out goes unnoticed); from source, the modules in the package."""
    import game

    if getattr(sys, "frozen", False):
        try:
            return list(importlib.import_module(game.BUILD_STAMP).MODULES)
        except ImportError:
            raise ScriptError("this build carries no module list (build it with "
                              "build_exe.spec)") from None
    import pkgutil

    names = ["game"]
    for info in pkgutil.walk_packages(game.__path__, "game."):
        if not info.name.endswith("__main__"):
            names.append(info.name)
    return names

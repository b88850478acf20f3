"""``flip7`` (no sub-command): open the window and play.

:func:`run_gui` parses the graphical game's flags, loads the settings, opens
the 1280×720 window and runs the scene loop. Scripted runs (``--autoplay
--exit-when-done``, ``--script FILE``) exit non-zero with one line on stderr if
anything goes wrong; a player who started the game normally never sees a
traceback: it is written to the error log in the per-user folder and the window
says so.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from game.session import Seat, TableSetup
    from game.session.records import RecordProblem
    from game.ui.loop import App
    from game.ui.scene_table import TableScene
    from game.ui.script import Step
    from game.ui.sound import SoundBoard

from game.core.editions import EDITIONS
from game.storage.paths import NoSuchUser, typed_path

HELP = """usage: flip7 [options]

Play Flip 7 against computers, with friends at one screen, or both.

options:
  --seats LIST          who sits at the table, in seat order, comma-separated:
                        human:NAME for a person, a computer (careful, balanced,
                        bold, expert, threshold:R or custom:R; random, plain:R),
                        or NAME=COMPUTER to name it;
                        e.g. --seats "human:Ann,human:Ben,balanced,Zed=expert"
  --players N           seats at the table, 3-18 (you and N-1 computers)
  --opponents STYLE     the computers of --players: careful, balanced, bold,
                        expert or mixed; or a risk threshold from 0.05 to 0.60,
                        bare or as custom:R (they stay once the next card would
                        bust that often)
  --edition NAME        classic or vengeance
  --brutal              With a Vengeance's Brutal mode (implies --edition vengeance)
  --target N            the score that ends the game, 50-1000 (default 200)
  --seed N              shuffle with seed N; the computers choose by it too, so
                        the same seed and the same keys play the same game
  --continue            go on with the saved game
  --replay FILE         watch a game record (.flip7.json) in the replay viewer
  FILE.flip7.json       the same, as a file manager's "Open with" passes it
  --fullscreen          start in fullscreen (F11 switches)
  --lang CODE           speak en (English), de (Deutsch) or nl (Nederlands) this
                        time; the language kept for every start is set in Settings
  --version             print the version and exit
  --help                show this help and exit

for testing and builds:
  --autoplay            every seat is a computer; animations at top speed
  --exit-when-done      quit with status 0 once the game-over screen appears
  --screenshot PATH     save the last frame as a PNG before exiting
  --script FILE         play the steps in FILE (keys, clicks, waits, screenshots:
                        flip7 help script lists them) on made-up time, then exit;
                        the smoke test of every build walks the game so

Headless commands: flip7 replay FILE, flip7 simulate (see flip7 help).
"""


class UsageError(ValueError):
    """A bad command line; the message is one line."""


@dataclass
class GuiArgs:
    """The parsed flags of the graphical game."""

    autoplay: bool = False
    exit_when_done: bool = False
    seed: int | None = None
    players: int | None = None
    seats: list[Seat] | None = None
    edition: str | None = None
    brutal: bool = False
    target: int | None = None
    opponents: str | None = None  # a computer spec, or "mixed"
    resume: bool = False  # --continue
    replay: Path | None = None  # --replay FILE
    bare: bool = False  # the record came without --replay (a file manager's "Open with")
    screenshot: Path | None = None
    fullscreen: bool = False
    version: bool = False
    help: bool = False
    exit_after_first_frame: bool = False  # for launch-time benchmarks
    script: Path | None = None
    language: str | None = None  # --lang, for this run only

    @property
    def scripted(self) -> bool:
        """Started by a script rather than a player: report errors on stderr only."""
        return (self.autoplay or self.exit_when_done or self.exit_after_first_frame
                or self.script is not None)


def _a_record(arg: str) -> bool:
    """Is ``arg`` a file named as a record, not an option: ``game.flip7.json`` (or any
    ``.json``), or any file there is (a file manager's "Open with" on a saved game the
    game kept aside, ``current.flip7.json.replaced-…``, exited with an "unknown option"
    nobody saw: QA 218; the window then says what is wrong with it)? Nothing else bare
    is taken, so a mistyped option still says so.

    >>> _a_record("Ann vs Ben.flip7.json"), _a_record("--seed"), _a_record("simulat")
    (True, False, False)
    """
    if arg.startswith("-"):
        return False
    if arg.lower().endswith(".json"):
        return True
    try:
        return Path(arg).is_file()
    except (OSError, ValueError):  # a name too long, a NUL: no file
        return False


def parse_args(args: list[str]) -> GuiArgs:
    """Parse ``args``; raises :class:`UsageError` with a one-line message.

    >>> parse_args(["--players", "6", "--edition=vengeance"]).players
    6
    """
    out = GuiArgs()
    flags = {"--autoplay": "autoplay", "--exit-when-done": "exit_when_done",
             "--fullscreen": "fullscreen", "--version": "version", "-V": "version",
             "--help": "help", "-h": "help", "--exit-after-first-frame": "exit_after_first_frame",
             "--brutal": "brutal", "--continue": "resume"}
    valued = ("--seed", "--players", "--seats", "--edition", "--opponents", "--target",
              "--screenshot", "--script", "--replay", "--lang")
    i = 0
    while i < len(args):
        arg = args[i]
        name, eq, value = arg.partition("=")
        if name in flags and not eq:
            setattr(out, flags[name], True)
        elif name in valued:
            if name == "--replay" and out.replay is not None:
                raise UsageError("one record at a time: two were given")
            if not eq:
                if i + 1 >= len(args):
                    raise UsageError(f"{name} needs a value")
                i += 1
                value = args[i]
            _set_value(out, name, value)
        elif _a_record(arg):
            # A record opened with Flip 7 from a file manager (the menu entry's "%f"):
            # it was refused as an unknown option (QA 213). Said as the file it is
            # where something is wrong, not as the --replay nobody typed (QA 216).
            if out.replay is not None:
                raise UsageError("one record at a time: two were given")
            out.bare = True
            _set_value(out, "--replay", arg)
        else:
            raise UsageError(f"unknown option {arg!r} (see flip7 --help)")
        i += 1
    _check_combination(out)
    return out


def _check_combination(out: GuiArgs) -> None:
    """Flags that cannot go together, and --brutal's edition."""
    if out.seats is not None and (out.players is not None or out.opponents is not None):
        raise UsageError("--seats names every seat; leave out --players and --opponents")
    if out.brutal:
        from game.core.editions import EDITIONS, VENGEANCE

        if out.edition is not None and not EDITIONS[out.edition].allows_brutal:
            raise UsageError("--brutal is a With a Vengeance mode; it needs --edition vengeance")
        out.edition = out.edition or VENGEANCE.name
    if out.resume and (out.seats is not None or out.players is not None or out.brutal
                       or out.edition is not None or out.target is not None
                       or out.opponents is not None or out.seed is not None or out.autoplay):
        raise UsageError("--continue goes on with the saved game as it is; "
                         "it takes no table options")
    if out.replay is not None and (out.resume or out.seats is not None or out.players is not None
                                   or out.brutal or out.edition is not None
                                   or out.target is not None or out.opponents is not None
                                   or out.seed is not None or out.autoplay):
        shown = "a record opened" if out.bare else "--replay"
        raise UsageError(f"{shown} shows a recorded game; it takes no table options")


def _set_value(out: GuiArgs, name: str, value: str) -> None:
    if name == "--seed":
        from game.app.terminal import parse_seed

        try:  # no seed the save's reader would refuse at the next start (QA 111)
            out.seed = parse_seed(value)
        except ValueError as error:
            raise UsageError(f"--seed {error}") from None
    elif name == "--players":
        try:
            players = int(value)
        except ValueError:
            raise UsageError(f"--players needs a number, not {value!r}") from None
        if not 3 <= players <= 18:
            raise UsageError(f"--players must be between 3 and 18, not {players}")
        out.players = players
    elif name == "--seats":
        from game.session import SeatError, parse_seats

        try:
            out.seats = parse_seats(value)
        except SeatError as error:
            raise UsageError(f"--seats: {error}") from None
    elif name == "--target":
        try:
            target = int(value)
        except ValueError:
            raise UsageError(f"--target needs a whole number, not {value!r}") from None
        if not 50 <= target <= 1000:
            raise UsageError(f"--target must be between 50 and 1000, not {target} (G-3)")
        out.target = target
    elif name == "--edition":
        if value not in EDITIONS:
            raise UsageError(f"--edition is {' or '.join(EDITIONS)}, not {value!r}")
        out.edition = value
    elif name == "--opponents":
        _set_opponents(out, value)
    elif name == "--lang":
        out.language = _language(value)
    elif name == "--script":
        if not value.strip():  # "" read the current folder (QA 168)
            raise UsageError("--script needs a script file")
        out.script = _typed(name, value)
    elif name == "--replay":
        if not value.strip():
            raise UsageError("--replay needs a record file")
        out.replay = _typed(value if out.bare else name, value)
    else:
        if not value.strip():
            raise UsageError("--screenshot needs a file name")
        # Made absolute as typed, not resolved: a loop of links raised a traceback.
        out.screenshot = Path(os.path.abspath(_typed(name, value)))


def _typed(option: str, value: str) -> Path:
    """``value`` as a path (``~`` expanded); a user nobody knows is a usage error."""
    try:
        return typed_path(value)
    except NoSuchUser as error:
        raise UsageError(f"{option}: {error}") from None


def _language(value: str) -> str:
    """The language code ``--lang`` names: a code or the language's own name, any case.

    >>> _language("DE"), _language("Nederlands"), _language("english")
    ('de', 'nl', 'en')
    """
    from game.i18n import LANGUAGES

    names = {"english": "en", "deutsch": "de", "german": "de", "nederlands": "nl",
             "dutch": "nl"}
    code = value.strip().lower()
    code = names.get(code, code)
    if code not in LANGUAGES:
        raise UsageError(f"--lang is {', '.join(LANGUAGES[:-1])} or {LANGUAGES[-1]}, "
                         f"not {value!r}")
    return code


def _set_opponents(out: GuiArgs, value: str) -> None:
    from game.session.seats import TEMPERAMENTS, SeatError, computer_spec

    style = value.strip().lower()
    if not style:
        raise UsageError("--opponents needs a value: careful, balanced, bold, expert, mixed "
                         "or a risk from 0.05 to 0.60")
    if style in (*TEMPERAMENTS, MIXED):
        out.opponents = style
        return
    # "custom:0.3" as --seats takes it (New game calls it Custom), "threshold:0.3"
    # as records write it, or the bare risk (QA 220 found custom: refused here).
    name, colon, risk = style.partition(":")
    if not colon or name not in ("threshold", "custom"):
        risk = style  # a bare risk; anything else fails the parser below
    # A decimal comma is a decimal point here ("0,3", as German and Dutch write it:
    # QA 43); --seats, which a comma separates, cannot take it.
    risk = risk.replace(",", ".", 1)
    try:  # a risk threshold: the AI's own parser checks the number and its range
        out.opponents = computer_spec("threshold:" + risk)
    except SeatError:
        # The choices alone: the parser's reason quoted a "threshold:crazy" never
        # typed (QA 42) and said the range a second time (QA 43).
        raise UsageError(f"--opponents is careful, balanced, bold, expert, mixed or a risk "
                         f"from 0.05 to 0.60, not {value!r}") from None


#: ``--opponents mixed``: the temperaments in turn, mildest first.
MIXED = "mixed"


def _table_usable(kept: dict[str, Any]) -> bool:
    """Can New game use all of the table kept in the settings? One it cannot is named
    at start-up, where it was replaced by the usual table without a word (QA 72)."""
    from game.session import TableSetup

    return TableSetup.read(kept)[1]


def _name_usable(name: str) -> bool:
    """Can the game's font show every letter of the player's name in the settings? One
    it cannot sat at the table as empty boxes, where Settings refuses it (QA 155). The
    font has every ASCII letter: most names need no font loaded at start-up for this."""
    if name.isascii():
        return True
    import pygame

    from game.ui.assets import AssetNotFound, Assets

    pygame.font.init()
    try:
        return not Assets().missing_letters(name)
    except AssetNotFound:  # no font to ask: the missing file is said next, by name
        return True


def table_setup(opts: GuiArgs, name: str) -> TableSetup:
    """The table the flags ask for: ``--seats``, or ``name`` and ``--players`` - 1
    computers of ``--opponents``; with ``--autoplay`` every seat is a computer.
    Raises :class:`UsageError` for a table that cannot be played.

    >>> opts = parse_args(["--players", "3", "--opponents", "mixed", "--brutal"])
    >>> setup = table_setup(opts, "Ida")
    >>> [(s.name, s.plays) for s in setup.seats], setup.edition, setup.brutal
    ([('Ida', 'human'), ('Ann', 'careful'), ('Ben', 'balanced')], 'vengeance', True)
    """
    from game.session import HUMAN, Seat, TableSetup
    from game.session.seats import TEMPERAMENTS, default_names, numbered_people

    if opts.seats is not None:
        seats = numbered_people(opts.seats)  # "human:Du,human:Ann": no "Du ist dran"
    else:
        people = [] if opts.autoplay else [Seat(name, HUMAN)]
        count = (opts.players or 4) - len(people)
        style = opts.opponents or "balanced"
        names = default_names([s.name for s in people], count)
        seats = people + [Seat(n, TEMPERAMENTS[i % len(TEMPERAMENTS)] if style == MIXED
                               else style) for i, n in enumerate(names)]
    if opts.autoplay:  # everyone is a computer; people's seats play Balanced
        seats = [Seat(s.name, "balanced") if s.is_person else s for s in seats]
    setup = TableSetup(tuple(seats), opts.edition or "classic", opts.brutal,
                       opts.target if opts.target is not None else 200)
    problems = setup.problems()
    if problems:
        # Said as every other --seats problem is ("flip7: --seats: …"), naming the option.
        where = "--seats: " if opts.seats else ""
        raise UsageError(where + problems[0].rstrip("."))
    return setup


def name_the_window() -> None:
    """Give the window the class "flip7" (what a task bar groups it by, and what
    ``xdotool search --class`` finds): pygame sets it to the program's name when
    imported, "__main__.py" under ``python3 -m game`` (QA 68). A class the user set
    in the environment is kept."""
    for variable in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        if os.environ.get(variable) in (None, os.path.basename(sys.argv[0])):
            os.environ[variable] = "flip7"


#: The video drivers SDL falls back to when no screen answers: nothing they draw is seen.
_UNSEEN_DRIVERS = frozenset({"offscreen", "dummy"})


@contextlib.contextmanager
def _held_stderr() -> Iterator[Callable[[], bytes]]:
    """Hold back what is written to file descriptor 2 inside the block (by C libraries
    too); the value given is a call that returns it. Where fd 2 cannot be
    redirected (closed), or no temporary file can be made (a full disk), nothing
    is held."""
    held = b""
    try:
        if sys.stderr is not None:  # None in the windowed Windows program
            sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield lambda: held
        return
    try:
        sink = tempfile.TemporaryFile()  # noqa: SIM115 (entered just below)
    except OSError:
        # A full disk leaves no temporary folder Python will use: the start crashed
        # there, before the title (QA 193). Nothing is held back then.
        os.close(saved)
        yield lambda: held
        return
    with sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield lambda: held
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            held = sink.read()


def _pass_on(said: bytes) -> None:
    """Write ``said`` (held back from stderr) to stderr after all."""
    with contextlib.suppress(OSError):
        if said:
            os.write(2, said)


def _display_found(pygame: Any) -> bool:
    """Whether the window would be seen; if not, say so on stderr.

    With no display (no ``DISPLAY``, or no X server where it points, as over SSH)
    SDL falls back to its offscreen driver: the game ran on with no window, held
    the lock, and every later start said "already open" (QA 118). A driver asked
    for by name (``SDL_VIDEODRIVER=dummy``: the tests, CI, a headless
    ``--autoplay``) is the user's choice and is kept. What the display's libraries
    print while SDL looks for a screen is passed on only if one is found: without
    one the game's line came after Wayland's "error: XDG_RUNTIME_DIR is invalid or
    not set" (QA 120).
    """
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    name_the_window()
    with _held_stderr() as said:
        try:
            pygame.display.init()
            driver = pygame.display.get_driver()
        except pygame.error as error:
            driver, reason = None, str(error)
        else:
            reason = ""
    if driver is not None and driver not in _UNSEEN_DRIVERS:
        _pass_on(said())
        return True
    pygame.display.quit()
    print("flip7: there is no screen to open the window on"
          + (f" ({reason})" if reason else " (no DISPLAY, or nothing answers there)")
          + "; start it from the desktop, or set SDL_VIDEODRIVER=dummy for a run "
          "without a window.", file=sys.stderr)
    return False


def run_gui(args: list[str]) -> int:
    """Run the graphical game with command-line ``args``; return the exit status."""
    from game.app.terminal import one_line
    from game.storage.files import FileProblem, check_writable

    try:
        opts = parse_args(args)
        if opts.screenshot is not None and not (opts.help or opts.version):
            try:  # now, not after a whole game
                check_writable(opts.screenshot)
            except FileProblem as problem:
                raise UsageError(f"--screenshot: {problem}") from None
        if opts.seats is not None or opts.players is not None:
            table_setup(opts, "You")  # an impossible table is refused before any window
        if opts.seats is not None:
            _check_letters(opts.seats)
    except UsageError as error:
        print(one_line(f"flip7: {error}"), file=sys.stderr)
        return 2
    if opts.help:
        # The script's language is for testers, apart (flip7 help script): a player's
        # --help was half steps and conditions (QA 84).
        print(HELP, end="")
        return 0
    if opts.version:
        from game import __version__

        print(f"flip7 {__version__}")
        return 0
    run = _Run()
    try:
        return _play(opts, run)
    except UsageError as error:
        print(f"flip7: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except ImportError as error:
        if (error.name or "").split(".")[0] != "pygame":
            return _report(error, opts, run.crash_context(), args)
        # pygame-ce is imported only here: an install without it is no crash (QA 63).
        from game.app.main import missing_part

        print(missing_part(error), file=sys.stderr)
        return 1
    except Exception as error:  # the last line of defence: log it, say it simply
        return _report(error, opts, run.crash_context(), args)
    finally:
        run.release()


def _check_letters(seats: list[Seat]) -> None:
    """Refuse a ``--seats`` name with letters the game's font cannot draw, as New game
    does: they would show as empty boxes, clipped in a small seat (an emoji first)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ImportError as error:
        if (error.name or "").split(".")[0] != "pygame":
            raise
        # No pygame-ce, no font to ask and no window: opening it says what is missing,
        # as for --players, instead of this import's traceback (QA 111).
        return

    from game.ui.assets import Assets

    pygame.font.init()
    assets = Assets()
    for n, seat in enumerate(seats, 1):
        missing = assets.missing_letters(seat.name)
        if missing:
            raise UsageError(f"--seats: seat {n}'s name {seat.name!r} has letters this game "
                             f"cannot show: {' '.join(missing)}")


class _Run:
    """What a crash report may ask of the running game (the app, once it exists)."""

    def __init__(self) -> None:
        self.app: Any = None
        self.lock: Any = None  # the folder's InstanceLock, once taken
        self.sigterm: Any = None  # SIGTERM's handler before this run's (see _end_on_sigterm)

    def release(self) -> None:
        """Let the folder's lock go and SIGTERM's handler be what it was (the run is
        over, however it ended; a test runs the game in its own process)."""
        if self.lock is not None:
            from game.storage.files import guard_writes

            guard_writes(None)
            self.lock.release()
        if self.sigterm is not None:
            import signal

            with contextlib.suppress(ValueError, OSError):
                signal.signal(signal.SIGTERM, self.sigterm)

    def crash_context(self) -> dict[str, Any]:
        """The app's :meth:`~game.ui.loop.App.crash_context`, or nothing before it exists."""
        return self.app.crash_context() if self.app is not None else {}


def _report(error: Exception, opts: GuiArgs, context: dict[str, Any] | None = None,
            args: list[str] | None = None) -> int:
    """Write the crash to the error log; one line on stderr; a message in the window."""
    from game.ui.assets import AssetNotFound

    log_file = _write_log(error, context or {}, args or [])
    if isinstance(error, AssetNotFound):
        tried = "; ".join(str(p) for p in error.tried)
        line = f"flip7: missing game file {error.name!r} (looked in: {tried})"
    else:
        where = f" (details in {log_file})" if log_file else ""
        line = f"flip7: unexpected error: {error.__class__.__name__}: {error}{where}"
    print(line.replace("\n", " "), file=sys.stderr)
    if not opts.scripted:
        _show_error_window(error, log_file)
    return 1


def _write_log(error: Exception, context: dict[str, Any], args: list[str]) -> Path | None:
    """A crash entry (version, seed, record, traceback) in the error log; its path, if written."""
    from game.storage.errorlog import crash_entry, write_in_turn
    from game.storage.paths import log_path

    path = log_path()
    # After what went wrong before, often the cause, in the order it happened (QA 188,
    # QA 190).
    return path if write_in_turn(path, "crash", crash_entry(error, context, args),
                                 last=True) else None


def _error_lines(error: Exception, log_file: Path | None) -> list[str]:
    """What the error window says: what happened, and where the log is."""
    from game.i18n import t
    from game.storage.paths import log_path
    from game.ui.assets import AssetNotFound

    if isinstance(error, AssetNotFound):
        lines = [t("error.missing_file"), "", t("error.missing_name", name=error.name),
                 t("error.reinstall")]
    else:
        lines = [t("error.crashed"), ""]
        if log_file is not None:
            lines += [t("error.details"), str(log_file), "", t("error.report")]
        else:
            lines += [t("error.no_log"), str(log_path())]
    return [*lines, "", t("error.close")]


def _show_error_window(error: Exception, log_file: Path | None) -> None:
    """A plain message in the window until a key or the close button (best effort)."""
    try:
        import pygame

        from game.i18n import t

        surface = pygame.display.get_surface()
        if surface is None:  # failed before the window opened: open a plain one to say so
            pygame.display.init()
            pygame.display.set_caption(t("app.window_title"))
            surface = pygame.display.set_mode((1000, 480))
        pygame.font.init()
        font = pygame.font.Font(None, 30)
        lines = _error_lines(error, log_file)
        surface.fill((24, 30, 28))
        for i, text in enumerate(lines):
            image = font.render(text, True, (240, 236, 226))
            surface.blit(image, (60, 120 + 36 * i))
        pygame.display.flip()
        clock = pygame.time.Clock()
        for _ in range(60 * 120):  # give up after two minutes
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    return
            clock.tick(30)
    except Exception:
        logging.getLogger(__name__).debug("could not show the error window", exc_info=True)


def _first_table(app: App, opts: GuiArgs) -> Callable[[], TableScene] | None:
    """What makes the table the command line asks for (``None``: start at the title).

    A new table is made only when called: its session saves itself as it sits
    down, over the saved game (see :func:`_sit_down`). When ``--continue`` finds no
    game to go on with, the title opens and says why (see :func:`_cannot_continue`).
    """
    from game.core.record import Record, RecordError
    from game.i18n import t
    from game.session import GameFiles, Session, resume_saved
    from game.ui.scene_table import TableScene

    if opts.resume:
        files = GameFiles()
        found = files.load()
        if found is None:
            _cannot_continue(
                app, t("title.none_to_continue"),
                line=f"there is no saved game to continue ({files.current})")
            return None
        if not isinstance(found, Record):
            _cannot_continue(app, found.notice)
            return None
        try:
            session = resume_saved(found, files)
        except RecordError as error:
            _cannot_continue(app, files.set_aside(error).notice)
            return None
        for text in files.take_notices():  # a damaged save goes on from before it
            app.notice(text)
        ended = session.put_away_if_over()
        if ended is not None:
            _cannot_continue(app, *ended)
            return None
        resumed = TableScene(app, session, resumed=True)
        return lambda: resumed
    direct = opts.autoplay or opts.seats is not None or opts.brutal or any(
        v is not None for v in (opts.seed, opts.players, opts.edition, opts.opponents,
                                opts.target))
    if not direct:
        return None
    setup = table_setup(opts, app.settings.name)
    # Autoplay is a demonstration (and the builds' smoke test): it leaves the
    # player's saved game alone.
    kept = None if opts.autoplay else GameFiles()

    def make() -> TableScene:
        # The seed fixes the computers' choices too: the same seed and the same keys
        # play the same game (a seeded bug report replays as it was seen).
        session = Session(setup, seed=opts.seed, ai_seed=opts.seed, files=kept)
        return TableScene(app, session, instant=opts.autoplay)

    return make


def _cannot_continue(app: App, *notices: str, line: str | None = None) -> None:
    """``--continue`` with no game to go on with: the title opens and says why, where
    a new game starts (stderr gets ``line``, or the notices). It used to exit 2 before
    the title showed, so a player starting from a shortcut never learnt that the saved
    game had been set aside as damaged (QA twenty-third pass)."""
    from game.app.terminal import one_line

    for text in notices:
        app.notice(text)
    print(one_line(f"flip7: {line or ' '.join(notices)}"), file=sys.stderr)


def _cannot_replay(app: App, path: Path, problem: RecordProblem) -> None:
    """``--replay`` with a record that cannot be shown: the title says why, naming
    the file once (stderr has had ``flip7 replay``'s line)."""
    from game.i18n import t

    # A file that is no record at all says so, before the parser's words (QA 84: "Couldn't
    # open bad.txt: not valid JSON: Expecting value at line 1, column 1").
    key = "games.not_a_record" if problem.not_a_record else "games.cannot_open"
    app.notice(t(key, file=path.name, problem=problem.after_name()))


def _sit_down(app: App, opts: GuiArgs, make: Callable[[], TableScene]) -> None:
    """Put the command line's table on top of the title. A new game started so while
    a game is saved asks first, as the title's Quick game does (QA: ``flip7 --seats
    …`` wrote over the saved game without a word); Back leaves the player at the
    title with Continue."""
    if opts.resume or opts.autoplay:
        app.push(make())
        return
    from game.ui.new_game import start_new_game

    start_new_game(app, lambda: app.push(make()))


def _play(opts: GuiArgs, run: _Run) -> int:
    _end_on_sigterm(run)
    timeline = None
    unshown = None  # why --replay's record cannot be shown, for the title to say
    if opts.replay is not None:
        # A record that cannot be shown is said as `flip7 replay` says it, and the title
        # opens and says it too: a player who opened the file from a file manager saw
        # nothing at all when the game exited 2 before any window (as --continue did).
        from game.app.terminal import one_line
        from game.session.records import RecordProblem
        from game.session.timeline import load_timeline

        try:
            timeline = load_timeline(opts.replay)
        except RecordProblem as problem:
            print(one_line(str(problem)), file=sys.stderr)
            unshown = problem
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    script = None
    if opts.script is not None:  # read and checked before any window opens
        from game.ui.script import ScriptError, load_script

        try:
            script = load_script(opts.script)
        except ScriptError as error:
            print(f"flip7: {error}", file=sys.stderr)
            return 2
    import pygame

    if not _display_found(pygame):
        return 1

    from game.i18n import set_language
    from game.storage.instance import InstanceLock
    from game.storage.paths import settings_path, user_folder
    from game.storage.settings import SettingsStore
    from game.ui.assets import AssetNotFound, Assets, find_asset, missing_assets
    from game.ui.cards import sprite_names
    from game.ui.clock import RealClock
    from game.ui.loop import App, AppOptions, create_window, window_size
    from game.ui.sound import SOUND_NAMES, SoundBoard

    required = ([f"sprites/{name}.png" for edition in EDITIONS.values()
                 for name in sprite_names(edition)]
                + [f"sprites/{name}.png" for name in ("felt_classic", "felt_vengeance",
                                                      "icon_lock", "icon_ice", "icon_bust",
                                                      "icon_chance", "icon_dealer", "icon_app",
                                                      "button", "button_hover",
                                                      "button_disabled")]
                + ["sprites/card_words.json"]
                + [f"fonts/Lato-{w}.ttf" for w in ("Regular", "Bold", "Black")]
                + [f"sounds/{name}.wav" for name in SOUND_NAMES])
    # One window at a time for one folder of files (QA 49: two wrote over each other's
    # saved game). A second window touches no file: it says so and closes.
    lock = InstanceLock(user_folder())
    elsewhere = not lock.acquire()
    run.lock = lock
    if not elsewhere:
        from game.storage.files import guard_writes, remove_leftovers
        from game.storage.paths import games_folder

        # Writes ask the lock first (a window that started unlocked takes it then).
        guard_writes(lock.guard, lock.wrote)
        # Half-written saves a killed game left (QA 85): no other copy writes now.
        for folder in (user_folder(), games_folder()):
            remove_leftovers(folder)
    if elsewhere and timeline is None:
        print(f"flip7: Flip 7 is already open in another window, with the files in "
              f"{user_folder()}; close that one first, or play on there.", file=sys.stderr)
    # The settings first: they say which language even a missing-file message speaks.
    store = SettingsStore.peek(settings_path()) if elsewhere \
        else SettingsStore.open(settings_path(), table_usable=_table_usable,
                                language=opts.language, name_usable=_name_usable)
    if opts.language is not None:
        store.speak_for_this_run(opts.language)
    settings = store.settings
    set_language(settings.language)
    missing = missing_assets(required)
    if missing:
        find_asset(missing[0])  # raises AssetNotFound listing every path tried
        raise AssetNotFound(missing[0], [])

    name_the_window()
    pygame.display.init()
    pygame.font.init()
    # --fullscreen is for this run only: the start-up setting is chosen in Settings.
    screen = create_window(fullscreen=settings.fullscreen or opts.fullscreen,
                           remembered=settings.window)
    opened = window_size()
    maximized = settings.maximized and not (settings.fullscreen or opts.fullscreen)
    if maximized:
        # Maximised when the game last ended: so again (it opened an ordinary window at
        # the start's size, QA 172).
        from game.ui.loop import maximize_window

        maximize_window()
    assets = Assets()
    pygame.display.set_icon(assets.image("icon_app"))
    sound = SoundBoard(enabled=settings.sound and not opts.autoplay, start=False)
    options = AppOptions(autoplay=opts.autoplay, exit_when_done=opts.exit_when_done,
                         seed=opts.seed, players=opts.players, edition=opts.edition,
                         screenshot=opts.screenshot)
    app = App(screen, assets, sound, store, options, RealClock(60))
    app.fullscreen = settings.fullscreen or opts.fullscreen
    app.maximized = maximized
    # Started in fullscreen, a kept maximised window is what F11 goes back to (and so
    # the choice is kept: QA 175).
    app.windowed_maximized = settings.maximized and app.fullscreen
    run.app = app
    if elsewhere:
        if timeline is not None:
            # A record opened from a file manager while a game is open: it is shown, in
            # a viewer that leaves to nowhere but the desktop and keeps no setting (its
            # store is never saved), so the two windows share no file.
            from game.i18n import t
            from game.ui.scene_viewer import ViewerScene

            assert opts.replay is not None
            app.push(ViewerScene(app, timeline, opts.replay.name))
            app.notice(t("elsewhere.watching"))
        else:
            from game.ui.scene_elsewhere import ElsewhereScene

            app.push(ElsewhereScene(app, str(user_folder())))
            if unshown is not None:
                # A bad record opened from a file manager meanwhile: why it does not
                # open is said here too, not on a terminal nobody sees (QA 216).
                assert opts.replay is not None
                _cannot_replay(app, opts.replay, unshown)
        app.frame(0.0)
        return _drive(app, opts, script, sound)
    from game.ui.scene_title import TitleScene

    # The table first: the title sets an unusable save aside as it opens, and
    # --continue must still say what was wrong with it, not that there is none.
    table = _first_table(app, opts)
    app.push(TitleScene(app))
    if unshown is not None:
        assert opts.replay is not None
        _cannot_replay(app, opts.replay, unshown)
    if timeline is not None:
        from game.ui.scene_viewer import ViewerScene

        assert opts.replay is not None
        app.push(ViewerScene(app, timeline, opts.replay.name))
    if table is not None:
        _sit_down(app, opts, table)
    app.frame(0.0)
    code = _drive(app, opts, script, sound)
    if not opts.exit_after_first_frame and script is None:
        _remember_window(app, opened, window_size())
    return code


def _end_on_sigterm(run: _Run) -> None:
    """SIGTERM ends the game without a question (SDL made it a window close, which asks
    when a game is not saved, and nobody answers at a logout): the loop sees the mark
    within its rest (at most half a second); before the window's loop exists, the run
    ends at once. Set before SDL starts, which then leaves it in place."""
    import signal

    from game.ui.loop import TERMINATED

    def mark(_signum: int, _frame: object) -> None:
        if run.app is None:
            raise SystemExit(TERMINATED)
        run.app.terminated = True

    with contextlib.suppress(ValueError, OSError):  # not the main thread: leave SDL's
        run.sigterm = signal.signal(signal.SIGTERM, mark)


def _drive(app: App, opts: GuiArgs, script: list[Step] | None, sound: SoundBoard) -> int:
    """After the first frame: the script's steps, or the player's, to the end."""
    if opts.exit_after_first_frame:
        if sys.stdout is not None:
            print("first-frame", flush=True)
        return 0
    sound.start()  # after the first frame: opening the audio device can take a moment
    if script is not None:
        from game.ui.script import ScriptError, ScriptRunner

        try:
            return ScriptRunner(app, script).run()
        except ScriptError as error:
            print(f"flip7: {opts.script}: {error}", file=sys.stderr)
            return 1
    return app.run()


def _remember_window(app: App, opened: tuple[int, int] | None,
                     now: tuple[int, int] | None) -> None:
    """Keep the window's size for the next start if the player changed it (a window
    shrunk to fit a small screen, or a fullscreen one, is not a choice to keep)."""
    from game.ui.loop import MIN_WINDOW

    # Left in fullscreen, the window it came from is the one F11 would give back:
    # maximised or not as it was then (QA 179: quitting from F11 forgot either).
    maximized = app.windowed_maximized if app.fullscreen else app.maximized
    if maximized != app.settings.maximized:
        # Maximised, it opens so next time; its size then is the screen's, not a choice
        # (the size before stays kept for when it is made ordinary again).
        app.settings.maximized = maximized
        app.save_settings()
    if app.fullscreen:
        return
    # Nor one smaller than the smallest a player may make (a screen without a window
    # manager lets the window be made smaller): the next start would ignore it anyway.
    if app.maximized or now is None or now == opened \
            or now[0] < MIN_WINDOW[0] or now[1] < MIN_WINDOW[1]:
        return
    app.settings.window = now
    app.save_settings()

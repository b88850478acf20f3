"""``flip7`` (no sub-command): open the window and play.

:func:`run_gui` parses the graphical game's flags, loads the settings, opens
the 1280×720 window and runs the scene loop. Scripted runs (``--autoplay
--exit-when-done``, ``--script FILE``) exit non-zero with one line on stderr if
anything goes wrong; a player who started the game normally never sees a
traceback: it is written to the error log in the per-user folder and the window
says so.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path

HELP = """usage: flip7 [options]

Play Flip 7 against computer players.

options:
  --autoplay            every seat is a computer; animations at top speed
  --exit-when-done      quit with status 0 once the game-over screen appears
  --seed N              shuffle with seed N (the same seed deals the same game)
  --players N           seats at the table, 3-18 (you and N-1 computers)
  --edition NAME        classic or vengeance
  --opponents STYLE     careful, balanced, bold, expert or mixed; or a risk
                        threshold from 0.05 to 0.60 (computers stay once the
                        next card would bust that often)
  --screenshot PATH     save the last frame as a PNG before exiting
  --script FILE         play the steps in FILE (keys, clicks, waits, screenshots:
                        see below) on made-up time, then exit; the smoke test of
                        every build walks the game so (.ci/walk.script)
  --fullscreen          start in fullscreen (F11 switches)
  --version             print the version and exit
  --help                show this help and exit

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
    edition: str | None = None
    opponents: str | None = None  # a style of the setup screen (custom: see risk)
    risk: float | None = None
    screenshot: Path | None = None
    fullscreen: bool = False
    version: bool = False
    help: bool = False
    exit_after_first_frame: bool = False  # for launch-time benchmarks
    script: Path | None = None

    @property
    def scripted(self) -> bool:
        """Started by a script rather than a player: report errors on stderr only."""
        return (self.autoplay or self.exit_when_done or self.exit_after_first_frame
                or self.script is not None)


def parse_args(args: list[str]) -> GuiArgs:
    """Parse ``args``; raises :class:`UsageError` with a one-line message.

    >>> parse_args(["--players", "6", "--edition=vengeance"]).players
    6
    """
    out = GuiArgs()
    flags = {"--autoplay": "autoplay", "--exit-when-done": "exit_when_done",
             "--fullscreen": "fullscreen", "--version": "version", "-V": "version",
             "--help": "help", "-h": "help", "--exit-after-first-frame": "exit_after_first_frame"}
    valued = ("--seed", "--players", "--edition", "--opponents", "--screenshot", "--script")
    i = 0
    while i < len(args):
        arg = args[i]
        name, eq, value = arg.partition("=")
        if name in flags and not eq:
            setattr(out, flags[name], True)
        elif name in valued:
            if not eq:
                if i + 1 >= len(args):
                    raise UsageError(f"{name} needs a value")
                i += 1
                value = args[i]
            _set_value(out, name, value)
        else:
            raise UsageError(f"unknown option {arg!r} (see flip7 --help)")
        i += 1
    return out


def _set_value(out: GuiArgs, name: str, value: str) -> None:
    if name == "--seed":
        try:
            out.seed = int(value)
        except ValueError:
            raise UsageError(f"--seed needs a whole number, not {value!r}") from None
    elif name == "--players":
        try:
            players = int(value)
        except ValueError:
            raise UsageError(f"--players needs a number, not {value!r}") from None
        if not 3 <= players <= 18:
            raise UsageError(f"--players must be between 3 and 18, not {players}")
        out.players = players
    elif name == "--edition":
        if value not in ("classic", "vengeance"):
            raise UsageError(f"--edition is classic or vengeance, not {value!r}")
        out.edition = value
    elif name == "--opponents":
        _set_opponents(out, value)
    elif name == "--script":
        out.script = Path(value)
    else:
        out.screenshot = Path(value).expanduser().resolve()


def _set_opponents(out: GuiArgs, value: str) -> None:
    from game.ai import make_policy
    from game.ui.match import CUSTOM, MIXED, PERSONALITIES

    style = value.strip().lower()
    if style in (*PERSONALITIES, MIXED):
        out.opponents = style
        return
    try:  # a risk threshold: the AI's own parser checks the number and its range
        policy = make_policy("threshold:" + style.removeprefix("threshold:"))
    except ValueError as error:
        raise UsageError(f"--opponents is careful, balanced, bold, expert, mixed or a risk "
                         f"from 0.05 to 0.60, not {value!r} ({error})") from None
    out.opponents, out.risk = CUSTOM, policy.risk


def run_gui(args: list[str]) -> int:
    """Run the graphical game with command-line ``args``; return the exit status."""
    try:
        opts = parse_args(args)
    except UsageError as error:
        print(f"flip7: {error}", file=sys.stderr)
        return 2
    if opts.help:
        from game.ui.script import LANGUAGE

        print(HELP + "\n" + LANGUAGE, end="")
        return 0
    if opts.version:
        from game import __version__

        print(f"flip7 {__version__}")
        return 0
    try:
        return _play(opts)
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # the last line of defence: log it, say it simply
        return _report(error, opts)


def _report(error: Exception, opts: GuiArgs) -> int:
    """Write the traceback to the error log; one line on stderr; a message in the window."""
    from game.ui.assets import AssetNotFound

    log_file = _write_log(error)
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


def _write_log(error: Exception) -> Path | None:
    from game.app.paths import log_path, writable_user_folder

    if writable_user_folder() is None:
        return None
    path = log_path()
    try:
        from game import __version__

        with path.open("a", encoding="utf-8") as handle:
            handle.write(f"--- flip7 {__version__} on {sys.platform}, Python "
                         f"{sys.version.split()[0]}\n")
            handle.write("".join(traceback.format_exception(error)))
    except OSError:
        return None
    return path


def _show_error_window(error: Exception, log_file: Path | None) -> None:
    """A plain message in the window until a key or the close button (best effort)."""
    try:
        import pygame

        from game.ui.assets import AssetNotFound

        surface = pygame.display.get_surface()
        if surface is None:  # failed before the window opened: open a plain one to say so
            pygame.display.init()
            pygame.display.set_caption("Flip 7")
            surface = pygame.display.set_mode((1000, 480))
        pygame.font.init()
        font = pygame.font.Font(None, 30)
        if isinstance(error, AssetNotFound):
            lines = ["Flip 7 could not start: a game file is missing.", "",
                     f"Missing: {error.name}", "Reinstalling the game should fix it."]
        else:
            lines = ["Sorry, Flip 7 ran into a problem and has to close.", ""]
            if log_file is not None:
                lines += ["The details were written to:", str(log_file), "",
                          "Please include that file if you report the problem."]
        lines += ["", "Press any key to close."]
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


def _play(opts: GuiArgs) -> int:
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

    from game.app.paths import settings_path, writable_user_folder
    from game.app.settings import SettingsStore
    from game.ui.assets import AssetNotFound, Assets, find_asset, missing_assets
    from game.ui.cards import sprite_names
    from game.ui.clock import RealClock
    from game.ui.loop import App, AppOptions, create_window
    from game.ui.match import MatchConfig
    from game.ui.sound import SOUND_NAMES, SoundBoard

    required = ([f"sprites/{name}.png" for edition in ("classic", "vengeance")
                 for name in sprite_names(edition)]
                + [f"sprites/{name}.png" for name in ("felt_classic", "felt_vengeance",
                                                      "icon_lock", "icon_ice", "icon_bust",
                                                      "icon_chance", "icon_dealer", "icon_app",
                                                      "button", "button_hover",
                                                      "button_disabled")]
                + [f"fonts/Lato-{w}.ttf" for w in ("Regular", "Bold", "Black")]
                + [f"sounds/{name}.wav" for name in SOUND_NAMES])
    missing = missing_assets(required)
    if missing:
        find_asset(missing[0])  # raises AssetNotFound listing every path tried
        raise AssetNotFound(missing[0], [])

    folder = writable_user_folder()
    store = SettingsStore.open(settings_path() if folder is not None else None)
    settings = store.settings
    pygame.display.init()
    pygame.font.init()
    screen = create_window(fullscreen=settings.fullscreen or opts.fullscreen)
    if opts.fullscreen and not settings.fullscreen:
        settings.fullscreen = True
    assets = Assets()
    pygame.display.set_icon(assets.image("icon_app"))
    sound = SoundBoard(enabled=settings.sound and not opts.autoplay, start=False)
    options = AppOptions(autoplay=opts.autoplay, exit_when_done=opts.exit_when_done,
                         seed=opts.seed, players=opts.players, edition=opts.edition,
                         screenshot=opts.screenshot)
    app = App(screen, assets, sound, store, options, RealClock(60))
    direct = opts.autoplay or any(v is not None for v in (opts.seed, opts.players, opts.edition,
                                                          opts.opponents))
    if direct:
        from game.ui.scene_table import TableScene
        from game.ui.scene_title import TitleScene

        players = opts.players or 4
        config = MatchConfig(edition=opts.edition or "classic", computers=players - 1,
                             personality=opts.opponents or "balanced",
                             risk=opts.risk if opts.risk is not None else MatchConfig.risk,
                             seed=opts.seed, human_name=settings.name, autoplay=opts.autoplay)
        app.push(TitleScene(app))
        app.push(TableScene(app, config))
    else:
        from game.ui.scene_title import TitleScene

        app.push(TitleScene(app))
    app.frame(0.0)
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

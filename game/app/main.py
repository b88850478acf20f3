"""The ``flip7`` / ``python -m game`` command line.

``replay`` and ``simulate`` run headless with the standard library alone;
anything else starts the graphical game (pygame-ce is imported only then).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

USAGE = """usage:
  flip7 [--fullscreen] [--autoplay] ...   start the game (see flip7 --help)
  flip7 replay FILE.flip7.json [--json]    replay a game record
  flip7 simulate [options]                 play computer games headless
  flip7 help script                        the steps of flip7 --script FILE
  flip7 --version
"""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command named by ``argv`` (default: ``sys.argv[1:]``); return the exit status.

    Help and version text go through :func:`~game.app.terminal.run_command` too: ``flip7
    --help > /dev/full`` ended in a traceback (QA 56).
    """
    from game.app.terminal import run_command

    args = list(sys.argv[1:] if argv is None else argv)
    # The version and the usage are their output, as replay's is: with standard output
    # closed (">&-") they ended 0, the words lost (QA 142). The game's window writes
    # nothing there.
    writes = bool(args) and args[0] in ("--version", "-V", "--help", "-h", "help", "usage")
    return run_command(lambda: _run(args), writes=writes)


def _run(args: list[str]) -> int:
    """The command named by ``args``."""
    if args and args[0] == "replay":
        from game.app.replay_cli import main as replay_main

        return replay_main(args[1:])
    if args and args[0] == "simulate":
        from game.app.simulate_cli import main as simulate_main

        return simulate_main(args[1:])
    if args and args[0] in ("--version", "-V", "help", "usage"):
        # A word more after these is a mistake to say, not to ignore: "--version
        # --bogus" succeeded while "--bogus --version" was refused (QA 111).
        words = 2 if args[:2] == ["help", "script"] else 1
        if len(args) > words:
            # One line, as every other usage error (it was followed by the usage: QA 168).
            print(f"flip7: {' '.join(args[:words])} takes nothing more "
                  f"(got {args[words]!r}) (see flip7 --help)", file=sys.stderr)
            return 2
    if args and args[0] in ("--version", "-V"):
        from game import __version__

        print(f"flip7 {__version__}")
        return 0
    if args[:2] == ["help", "script"]:
        from game.ui.script import LANGUAGE

        print(LANGUAGE, end="")
        return 0
    if args and args[0] in ("help", "usage"):
        print(USAGE, end="")
        return 0
    try:
        from game.app.gui import run_gui
    except ImportError as error:  # a broken install: say what is missing, no traceback
        print(missing_part(error) + "\n\n" + USAGE, file=sys.stderr)
        return 1
    return run_gui(args)


def missing_part(error: ImportError) -> str:
    """What to tell a player whose install lacks a module the game needs.

    pygame-ce is the usual one; a compiled install whose mypyc runtime
    library is gone (``*__mypyc``) is not a pygame problem, and the pure
    rules still work with ``FLIP7_PURE=1``.
    """
    name = error.name or ""
    if name.split(".")[0] == "pygame":
        return (f"flip7: the graphical game needs pygame-ce ({error}).\n"
                "Install it with: python3 -m pip install pygame-ce")
    if name.endswith("__mypyc"):
        return (f"flip7: the compiled rules engine is incomplete (missing {name}).\n"
                "Reinstall the game, or start it with the pure-Python rules: "
                "FLIP7_PURE=1 flip7")
    return (f"flip7: a part of the game is missing ({error}).\n"
            "Reinstall the game (from source: python3 -m pip install --force-reinstall .).")

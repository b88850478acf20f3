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
  flip7 --version
"""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command named by ``argv`` (default: ``sys.argv[1:]``); return the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "replay":
        from game.app.replay_cli import main as replay_main

        return replay_main(args[1:])
    if args and args[0] == "simulate":
        from game.app.simulate_cli import main as simulate_main

        return simulate_main(args[1:])
    if args and args[0] in ("--version", "-V"):
        from game import __version__

        print(f"flip7 {__version__}")
        return 0
    if args and args[0] in ("help", "usage"):
        print(USAGE, end="")
        return 0
    try:
        from game.app.gui import run_gui
    except ImportError as error:  # pygame-ce missing: say how to get it, no traceback
        print(f"flip7: the graphical game needs pygame-ce ({error}).\n"
              "Install it with: python3 -m pip install pygame-ce\n\n" + USAGE, file=sys.stderr)
        return 1
    return run_gui(args)

"""``python3 -m game.native [--clean]``: which build of the rules runs in this
checkout, and a way back to pure Python after an in-place compiled build
(``FLIP7_COMPILE=1 python3 setup.py build_ext --inplace``).

It is a module of its own, not ``game._build``'s ``__main__``: the package imports
``game._build`` first, and running an imported module as a script is unreliable.
"""

from __future__ import annotations

import argparse
import os

from game import _build


def main(argv: list[str] | None = None) -> int:
    """Say which build runs here, or (``--clean``) remove the compiled files beside the
    sources of the game this Python runs: a checkout's after an in-place build, or a
    compiled install's (which then runs pure Python too)."""
    parser = argparse.ArgumentParser(prog="python3 -m game.native", description=main.__doc__)
    parser.add_argument("--clean", action="store_true",
                        help="remove the compiled files beside the game's sources (a "
                             "checkout's in-place build, or a compiled install's)")
    args = parser.parse_args(argv)
    if args.clean:
        removed = _build.compiled_files()
        for path in removed:
            os.remove(path)
        print(f"removed {len(removed)} compiled file(s): pure Python from now on"
              if removed else "no compiled files here: pure Python already")
        return 0
    stale = _build.stale_sources()
    print(_build.describe() + (f"; older than their sources: {', '.join(stale)}"
                               if stale else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

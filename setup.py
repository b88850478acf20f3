"""The optional compiled engine: mypyc builds of the hot rules modules.

Everything about the package lives in ``pyproject.toml``; this file only
adds the compiled modules when asked to. ``python3 -m pip install .`` installs
pure Python and needs no C compiler. With ``FLIP7_COMPILE=1`` in the
environment, the rules core, the counting bot and the Expert are compiled
with mypyc (they are ``mypy --strict`` clean): the build then needs a C compiler and
fetches mypy as a build requirement. The ``.py`` files ship either way, so a
compiled install can still run pure (``FLIP7_PURE=1``, see
``game/_build.py``). In a checkout::

    FLIP7_COMPILE=1 python3 setup.py build_ext --inplace   # compiled twins next to the sources
    python3 -m game.native --clean                           # back to pure Python
"""

from __future__ import annotations

import os
import sys

from setuptools import setup

#: The modules compiled with mypyc: the rules core, the counting bot and the
#: Expert with its play-outs, race model, targeting rules and outlook (issue 18:
#: its big-table decisions; the targeting rules shortlist a Swap's hundreds of options).
COMPILED = [
    "game/core/cards.py",
    "game/core/arrival.py",
    "game/core/scoring.py",
    "game/core/editions.py",
    "game/core/moves.py",
    "game/core/events.py",
    "game/core/engine.py",
    "game/core/view.py",
    "game/ai/counting.py",
    "game/ai/basic.py",
    "game/ai/base.py",
    "game/ai/playout.py",
    "game/ai/race.py",
    "game/ai/expert.py",
    "game/ai/targeting.py",
    "game/ai/outlook.py",
]

#: mypy, which brings mypyc, for the compiled build (1.18 added the
#: ``__new__`` that ``Game.copy`` relies on).
MYPYC = "mypy>=1.18"


def _wanted() -> bool:
    return os.environ.get("FLIP7_COMPILE", "").strip() not in ("", "0")


if not _wanted():
    setup()
else:
    try:
        from mypyc.build import mypycify
    except ImportError:
        if "build_ext" in sys.argv:
            # Run by hand (an in-place build) nothing fetches mypy: it built nothing
            # and said nothing (QA 132).
            print(f"setup.py: FLIP7_COMPILE is set, but mypyc is not installed in this "
                  f"Python: nothing is compiled (python3 -m pip install '{MYPYC}' first)",
                  file=sys.stderr)
        # The first pass of a PEP 517 build asks for its build requirements:
        # name mypy; the build comes back here with it installed.
        setup(setup_requires=[MYPYC])
    else:
        # A fixed group name: the shared library is then "flip7_native__mypyc",
        # which a bundler can be told about (build_exe.spec).
        setup(ext_modules=mypycify(COMPILED, opt_level="3", group_name="flip7_native"))

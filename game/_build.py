"""Which build of the rules runs: pure Python, or the mypyc-compiled modules.

An install made with ``FLIP7_COMPILE=1`` (see ``setup.py``) has a compiled
twin next to the source of each hot module, and Python loads the twin.
``FLIP7_PURE=1`` in the environment makes a process load the sources anyway:
to compare both builds in one benchmark run, to run the seeded-games test
on both, or to rule the compiler out when hunting a bug.

"""

from __future__ import annotations

import os
import sys
from importlib.machinery import SOURCE_SUFFIXES, FileFinder, SourceFileLoader

#: The environment variable that asks for the pure-Python modules.
PURE = "FLIP7_PURE"

_ROOT = os.path.dirname(os.path.abspath(__file__))


def prefer_sources() -> None:
    """Load every later-imported module of the ``game`` package from its
    ``.py`` file, even where a compiled twin exists."""
    def finder(path: str) -> FileFinder:
        if os.path.abspath(path).startswith(_ROOT):
            return FileFinder(path, (SourceFileLoader, SOURCE_SUFFIXES))
        raise ImportError("not a folder of the game package")

    sys.path_hooks.insert(0, finder)
    for path in [p for p in sys.path_importer_cache if os.path.abspath(p).startswith(_ROOT)]:
        del sys.path_importer_cache[path]


#: The shared runtime of the compiled twins (``group_name`` in setup.py).
RUNTIME = "flip7_native__mypyc"


def find_inplace_runtime() -> None:
    """Put the source tree's root on ``sys.path`` (last) when it holds the
    compiled twins' shared runtime that nothing else on the path provides."""
    import glob
    import importlib.util

    root = os.path.dirname(os.path.realpath(_ROOT))
    if not glob.glob(os.path.join(glob.escape(root), RUNTIME + ".*")):
        return
    if importlib.util.find_spec(RUNTIME) is None:
        sys.path.append(root)


def compiled() -> bool:
    """True when the rules engine in use is the compiled one."""
    from game.core import engine

    return not (engine.__file__ or "").endswith(".py")


def describe() -> str:
    """``"compiled (mypyc)"`` or ``"pure Python"``, for benchmark headers."""
    return "compiled (mypyc)" if compiled() else "pure Python"


def pyinstaller_hook_dirs() -> list[str]:
    """Where PyInstaller finds this package's hooks (the ``pyinstaller40``
    entry point): a compiled build needs its shared library bundled."""
    return [os.path.join(_ROOT, "_hooks")]


def twins_built() -> bool:
    """True when compiled twins of the rules sit next to their sources, so
    that both builds can be run from this installation."""
    from importlib.machinery import EXTENSION_SUFFIXES

    folder = os.path.join(_ROOT, "core")
    return any(os.path.exists(os.path.join(folder, "engine" + suffix))
               for suffix in EXTENSION_SUFFIXES)

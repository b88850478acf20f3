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


def _tree_root() -> str:
    """The folder above the package: a source checkout's root (it holds ``setup.py``)."""
    return os.path.dirname(os.path.realpath(_ROOT))


def compiled_files(root: str | None = None) -> list[str]:
    """Every compiled file an in-place build left in the checkout at ``root`` (the
    default: this one): the twins beside their sources and the shared runtime."""
    from importlib.machinery import EXTENSION_SUFFIXES

    root = root or _tree_root()
    found = []
    for folder, _dirs, files in os.walk(os.path.join(root, "game")):
        found += [os.path.join(folder, f) for f in files
                  if any(f.endswith(suffix) for suffix in EXTENSION_SUFFIXES)]
    found += [os.path.join(root, f) for f in os.listdir(root)
              if f.startswith(RUNTIME + ".") and any(f.endswith(s) for s in EXTENSION_SUFFIXES)]
    return sorted(found)


def stale_sources(root: str | None = None) -> list[str]:
    """The sources of a checkout edited after its in-place compiled build: Python
    would load the old code from the twin, and an edit would seem to do nothing
    (QA 63). Empty outside a checkout (an installed package has no ``setup.py``
    beside it, and its files' times say nothing of the build)."""
    root = root or _tree_root()
    if not os.path.exists(os.path.join(root, "setup.py")):
        return []
    built = compiled_files(root)
    library = [os.path.getmtime(p) for p in built if os.path.dirname(p) == root]
    stale = []
    for twin in built:
        source = os.path.join(os.path.dirname(twin), os.path.basename(twin).split(".")[0] + ".py")
        if os.path.dirname(twin) != root and os.path.exists(source) \
                and os.path.getmtime(source) > max([os.path.getmtime(twin), *library]):
            stale.append(os.path.relpath(source, root))
    return stale


def guard_stale() -> None:
    """Run the sources, and say so on stderr, where a checkout's compiled twins are
    older than their sources (see :func:`stale_sources`). Every start runs this: the
    package's folders are walked only where an in-place build left its runtime."""
    import glob

    root = _tree_root()
    if not glob.glob(os.path.join(glob.escape(root), RUNTIME + ".*")):
        return
    stale = stale_sources(root)
    if not stale:
        return
    prefer_sources()
    if sys.stderr is not None:
        print(f"flip7: the compiled modules are older than {stale[0]}"
              f"{f' and {len(stale) - 1} more' if len(stale) > 1 else ''}: running the Python"
              " sources (rebuild: FLIP7_COMPILE=1 python3 setup.py build_ext --inplace;"
              " or remove them: python3 -m game.native --clean)", file=sys.stderr)


"""Flip 7 for the desktop: the rules core, computer opponents and the table."""

import contextlib
import os as _os
import sys

#: The version of this source tree (what ``pip install .`` and ``python -m game`` report).
__version__ = "0.1.0"

#: The module a built executable carries with what it was built as: ``VERSION`` (a
#: release's tag, so the download says the version it was published as) and
#: ``MODULES`` (every module of the game, for the smoke test). build_exe.spec
#: writes it; a source tree has none.
BUILD_STAMP = "_flip7_build"

if getattr(sys, "frozen", False):  # only a PyInstaller bundle holds a stamp
    with contextlib.suppress(ImportError):
        __version__ = __import__(BUILD_STAMP).VERSION

if _os.environ.get("FLIP7_PURE", "").strip() not in ("", "0"):
    # A compiled install can still run its pure-Python sources (game/_build.py).
    from . import _build

    _build.prefer_sources()
elif not getattr(sys, "frozen", False):
    # An in-place compiled build (``setup.py build_ext --inplace``) leaves the
    # shared mypyc runtime beside this folder, where an editable install does
    # not look: found from there, ``flip7`` starts from any folder, not only
    # from the source tree's root.
    from . import _build

    _build.find_inplace_runtime()
    _build.guard_stale()  # an edit after an in-place build would seem to do nothing

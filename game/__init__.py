"""Flip 7 for the desktop: the rules core, computer opponents and the table."""

import os as _os

__version__ = "0.1.0"

if _os.environ.get("FLIP7_PURE", "").strip() not in ("", "0"):
    # A compiled install can still run its pure-Python sources (game/_build.py).
    from . import _build

    _build.prefer_sources()

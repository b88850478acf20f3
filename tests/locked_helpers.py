"""A folder that cannot be searched (no ``x`` permission), played as the tests may run
as root, who may search any folder: every look at a path inside it is refused with
``EACCES``, as the system does (QA 111)."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest


def unsearchable(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Refuse every ``stat``, ``lstat``, ``mkdir`` and ``open`` of a path inside
    ``folder`` (the folder itself may still be looked at, as its parent allows)."""
    inside = os.fspath(folder) + os.sep

    def refusing(real: Any) -> Any:
        def call(path: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(path, (str, os.PathLike)) and os.fspath(path).startswith(inside):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fspath(path))
            return real(path, *args, **kwargs)
        return call

    for name in ("stat", "lstat", "mkdir", "open"):
        monkeypatch.setattr(os, name, refusing(getattr(os, name)))

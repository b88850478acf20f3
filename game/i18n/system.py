"""Which of our languages the operating system prefers (for the very first start).

Linux and macOS from a terminal: the ``LANGUAGE`` list (gettext's order of
preference), then the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that
is set, then :func:`locale.getlocale`. macOS apps started from the Finder
get no such variables, so there the preferred languages of the user's
account are read (``defaults read -g AppleLanguages``). Windows: the user's
display language (``GetUserDefaultUILanguage``), then the variables. The
first language we offer wins; anything else, or any failure, is English.

>>> system_language({"LANG": "de_AT.UTF-8"}, platform="linux")
'de'
>>> system_language({"LANGUAGE": "fr:nl", "LANG": "fr_FR.UTF-8"}, platform="linux")
'nl'
>>> system_language({"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}, platform="linux")
'en'
"""

from __future__ import annotations

import contextlib
import locale
import os
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping

OFFERED = ("en", "de", "nl")

#: Windows language names as ``locale.getlocale()`` spells them there ("German_Germany").
_NAMES = {"english": "en", "german": "de", "deutsch": "de", "dutch": "nl", "nederlands": "nl"}

#: Windows primary language ids (the low 10 bits of a LANGID).
_WINDOWS_PRIMARY = {0x09: "en", 0x07: "de", 0x13: "nl"}


def language_code(tag: str) -> str | None:
    """``"de"`` for ``"de_DE.UTF-8"``, ``"de-CH"``, ``"German_Germany.1252"``; ``None``
    for ``"C"``, ``"POSIX"``, an empty tag or a language we do not offer.

    >>> language_code("nl_BE.UTF-8@euro"), language_code("Dutch_Netherlands"), language_code("C")
    ('nl', 'nl', None)
    """
    head = tag.strip().split(".")[0].split("@")[0].replace("-", "_")
    if not head:
        return None
    first = head.split("_")[0].lower()
    code = _NAMES.get(first, first)
    return code if code in OFFERED else None


def _first_offered(tags: Iterable[str | None]) -> str | None:
    for tag in tags:
        if tag:
            code = language_code(tag)
            if code is not None:
                return code
    return None


def _from_environment(env: Mapping[str, str]) -> str | None:
    tags: list[str | None] = list((env.get("LANGUAGE") or "").split(":"))
    # Only the first locale variable that is set counts (that is how POSIX picks one).
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(name):
            tags.append(env[name])
            break
    return _first_offered(tags)


def _windows_ui_language() -> str | None:
    with contextlib.suppress(Exception):
        import ctypes

        langid = int(ctypes.windll.kernel32.GetUserDefaultUILanguage())  # type: ignore[attr-defined]
        return _WINDOWS_PRIMARY.get(langid & 0x3FF)
    return None


def _macos_languages() -> str | None:
    with contextlib.suppress(Exception):
        done = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True,
                              text=True, timeout=3, check=False)
        # Output looks like: (\n    "de-DE",\n    "en-US"\n)
        tags = [part.strip().strip('",') for part in done.stdout.strip("()\n ").split("\n")]
        return _first_offered(tags)
    return None


def _from_locale() -> str | None:
    with contextlib.suppress(Exception):
        return _first_offered([locale.getlocale()[0]])
    return None


def system_language(env: Mapping[str, str] | None = None, platform: str | None = None,
                    windows: Callable[[], str | None] = _windows_ui_language,
                    macos: Callable[[], str | None] = _macos_languages) -> str:
    """The language (``"en"``, ``"de"`` or ``"nl"``) the system asks for; English otherwise.

    ``env``, ``platform`` and the two system queries are parameters so tests
    can play any system.
    """
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    found: str | None = None
    if platform == "win32":
        found = _safely(windows) or _from_environment(env)
    else:
        set_somehow = any(env.get(n) for n in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"))
        found = _from_environment(env)
        if found is None and not set_somehow:
            found = _safely(macos) if platform == "darwin" else _from_locale()
    return found if found in OFFERED else "en"


def _safely(query: Callable[[], str | None]) -> str | None:
    """``query()``, or ``None`` if it fails in any way (a start never fails on this)."""
    try:
        return query()
    except Exception:
        return None

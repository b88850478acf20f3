"""Words of the catalogue's reasons for files that only English uses: a German or
Dutch notice holding one has English left in it (tests of issue 17)."""

from __future__ import annotations

import re

from game.i18n import catalogue

#: The catalogue's sections of reasons.
REASONS = ("files.reason.", "files.os.", "files.json.", "records.reason.", "games.reason.", "core.",
           "settings_file.reason.")


def _words(text: str) -> set[str]:
    return {w.casefold() for w in re.findall(r"[^\W\d_]{3,}", re.sub(r"\{[^}]*\}", " ", text))}


def _entries(code: str, prefixes: tuple[str, ...] = ("",)) -> list[str]:
    out: list[str] = []
    for key, entry in catalogue(code).items():
        if key.startswith(prefixes):
            out += [entry] if isinstance(entry, str) else list(entry.values())
    return out


#: Words of the English reasons that neither German nor Dutch uses ("permission",
#: "denied", "disk"; not "JSON" or "UTF"): in a German notice, each is English left over.
ENGLISH_ONLY = set().union(*map(_words, _entries("en", REASONS))) - set().union(
    *map(_words, _entries("de") + _entries("nl")))


def english_left(text: str) -> set[str]:
    """English reason words in ``text``, paths and file names (data) left out."""
    data = re.sub(r"\S*(?:/|\\|\.[A-Za-z])\S*", " ", text)
    return _words(data) & ENGLISH_ONLY

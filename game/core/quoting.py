"""Quoting what was given in a message: cut short, so that one damaged field cannot
fill a screen (standard library only, as the rest of the rules core)."""

from __future__ import annotations


def as_given(text: str, most: int = 40) -> str:
    """``text`` for a message, cut to ``most`` characters: a damaged save's risk of 3,000
    digits filled the title screen, its notice's end with it out of sight (QA 228).

    >>> as_given("0." + "1" * 60)[-3:], as_given("0.7")
    ('11…', '0.7')

    Counted as it is quoted (``!r``): 40 backslashes or joiners between emoji quoted to
    80-240 characters (QA 232).

    >>> len(repr(as_given(chr(92) * 40))) <= 42  # backslashes
    True
    """
    if len(repr(text)) <= most + 2:  # its quotes aside
        return text
    cut = text[:most - 1]
    while cut and len(repr(cut + "…")) > most + 2:  # (at least the "…": QA 237)
        cut = cut[:-1]
    return cut + "…"

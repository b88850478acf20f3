"""Card names and card-face words in the current language.

``game.core.cards.card_name`` stays English: records, the command line and
the rules core's messages speak English. What the table shows comes from
here: the name a box of that language prints (``card_name("flip3")`` is
"Drei ziehen" in German, "Draai Drie!" in Dutch) and the words drawn on a
card face (:func:`face_lines`). The short index of a small action card is
the catalogue's ``index.<code>`` (see ``game.ui.cards.index_label``).

>>> from game.i18n import set_language
>>> set_language("nl"); card_name("onemore"), card_name("-4"), card_title("0", "vengeance")
('Nog Eén!', '−4', 'De Nul')
>>> set_language("de"); face_lines("flip4"), card_title("/2", "vengeance")
(['VIER KARTEN', 'ZIEHEN'], 'Punktzahl halbieren')
>>> set_language("en"); card_name("x2"), symbol("-4")
('×2', '−4')
"""

from __future__ import annotations

from . import has_key, t

#: Cards with a name of their own (the rest are called by their number or symbol).
NAMED = ("freeze", "flip3", "chance", "onemore", "flip4", "steal", "swap", "discard",
         "u7", "l13")

#: Cards whose art carries words, drawn at run time in the language of the moment.
WORDED = NAMED


def symbol(code: str) -> str:
    """How a number or modifier card is written: ``"7"``, ``"×2"``, ``"÷2"``, ``"−4"``.

    >>> symbol("u7"), symbol("l13"), symbol("+10")
    ('7', '13', '+10')
    """
    if code in ("u7", "l13"):
        return code[1:]
    if code == "x2":
        return "×2"
    if code == "/2":
        return "÷2"
    if code.startswith("-"):
        return "−" + code[1:]
    return code


def card_name(code: str) -> str:
    """The card's name as the log and prompts print it: a box name for actions and
    the special numbers, the number or symbol for the rest."""
    return t(f"card.{code}") if code in NAMED else symbol(code)


def card_title(code: str, edition: str = "classic") -> str:
    """The card's full name as the box's card list gives it (the Rules glossary):
    like :func:`card_name`, but With a Vengeance's Zero is "The Zero" and its
    modifiers have names where a language gives them ("Punktzahl halbieren")."""
    if code == "0" and edition == "vengeance":
        return t("card.zero")
    if code == "/2":
        return t("card.half")
    if code.startswith("-"):
        return t("card.minus", n=code[1:])
    return card_name(code)


def face_lines(code: str) -> list[str]:
    """The words printed on the card's face, one string per line (empty: no words)."""
    key = f"face.{code}"
    return t(key).split("\n") if code in WORDED and has_key(key) else []

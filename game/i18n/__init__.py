"""Every word the player sees, in English, German and Dutch.

``t("title.quit")`` is a sentence in the current language,
``t("handover.turn", name="Ben")`` fills in named parameters,
``tn("setup.people", 3)`` picks the plural form for the count, and
``addressed("log.busts", you, player=...)`` picks the form that speaks to the
deciding player ("you bust") when ``you`` is true. ``set_language("de")``
switches at once: scenes ask the catalogue again every frame, and a label
made with :func:`msg` is looked up each time it is drawn, so nothing needs a
restart. A missing translation falls back to English (never to a key, never
to a crash); :func:`system_language` reads the operating system's choice
for the very first start.

Why a catalogue of our own, not :mod:`gettext`
----------------------------------------------
The catalogues are plain Python modules, one per language (:mod:`.en`,
:mod:`.de`, :mod:`.nl`), each a dict from a stable key to a whole sentence
with named ``{parameters}`` (or, for counts, a dict of plural forms).

* **Complete and testable.** Keys are compared across the three dicts in a
  test: every key exists in every language, with the same parameters and
  every plural form its language needs. With gettext the English sentence is
  the key, so rewording it silently orphans its translations, and checking a
  ``.po`` file needs a parser of its own.
* **Nothing to build, nothing to find.** ``.mo`` files must be compiled
  (``msgfmt`` is not part of Python) and found at run time as data files —
  in a wheel, in a PyInstaller bundle (``sys._MEIPASS``), in a checkout. The
  catalogue modules are imported by name here, so PyInstaller's analysis
  bundles them like any other module and the asset resolver is not involved.
* **Little to gain.** The three languages share one plural rule (one /
  other), which is two lines here; translators of a family card game edit a
  dict as easily as a ``.po`` file. mypy checks the catalogues' types.

Layering: this package imports nothing from the game, so ``game/storage``
and ``game/session`` use it for their notices; ``game/core`` stays English
(card names in records, the command line's messages) and the UI asks
:mod:`game.i18n.cards` for the names printed on the table.

>>> set_language("de"); t("title.quit"), tn("setup.people", 1), tn("setup.people", 2)
('Beenden', '1 Mensch', '2 Menschen')
>>> t("handover.turn", name="Ben")
'Ben ist dran'
>>> set_language("en"); str(msg("title.quit"))
'Quit'
"""

from __future__ import annotations

import functools
import math
import re
import string
from collections.abc import Mapping, Sequence
from typing import Any

from . import de, en, nl
from .system import system_language

__all__ = ["LANGUAGES", "PSEUDO", "Label", "Message", "addressed", "addressed_msg", "and_list",
           "current_language", "default_player_name", "has_key", "is_default_player_name",
           "msg", "msg_n", "numeral", "plural_form", "set_language", "signed", "system_language",
           "t", "tn", "translate", "translate_n"]

#: An entry: a sentence, or a sentence per plural form (``{"one": …, "other": …}``).
Entry = str | Mapping[str, str]

#: The languages a player can choose, in the order the Settings screen offers them.
LANGUAGES: tuple[str, ...] = ("en", "de", "nl")

#: A test language: every English sentence wrapped in ⟦…⟧, so a test can see at a
#: glance which words on screen did not come from the catalogue.
PSEUDO = "xx"

_CATALOGUES: dict[str, Mapping[str, Entry]] = {"en": en.MESSAGES, "de": de.MESSAGES,
                                               "nl": nl.MESSAGES}

#: The plural forms each language distinguishes (CLDR names), in the order tests list them.
PLURAL_FORMS: dict[str, tuple[str, ...]] = {"en": ("one", "other"), "de": ("one", "other"),
                                            "nl": ("one", "other"), PSEUDO: ("one", "other")}

_current = "en"


def _pseudo(entry: Entry) -> Entry:
    if isinstance(entry, str):
        return f"⟦{entry}⟧"
    return {form: f"⟦{text}⟧" for form, text in entry.items()}


_CATALOGUES[PSEUDO] = {key: _pseudo(entry) for key, entry in en.MESSAGES.items()}


def set_language(code: str) -> None:
    """Speak ``code`` from now on (``"en"``, ``"de"``, ``"nl"``, or the test's ``"xx"``);
    an unknown code means English."""
    global _current
    _current = code if code in _CATALOGUES else "en"


def current_language() -> str:
    """The language spoken now."""
    return _current


def catalogue(code: str) -> Mapping[str, Entry]:
    """Every entry of language ``code`` (for tests and tools)."""
    return _CATALOGUES[code]


def has_key(key: str) -> bool:
    """Does the (English) catalogue know ``key``?"""
    return key in en.MESSAGES


def plural_form(code: str, n: int) -> str:
    """The plural form ``n`` takes in language ``code``.

    >>> plural_form("de", 1), plural_form("nl", 0), plural_form("en", 2)
    ('one', 'other', 'other')

    A total of −1 is one point too: CLDR's rules read the number without its sign
    ("−1 Punkte bisher": QA 181).

    >>> plural_form("de", -1), plural_form("nl", -2)
    ('one', 'other')
    """
    return "one" if abs(n) == 1 else "other"  # the rule of all three languages (CLDR)


def _lookup(code: str, key: str) -> tuple[Entry | None, Entry | None]:
    return _CATALOGUES.get(code, en.MESSAGES).get(key), en.MESSAGES.get(key)


def _fill(template: str, params: Mapping[str, Any]) -> str | None:
    try:
        return template.format_map(params)
    except (KeyError, IndexError, ValueError, AttributeError):
        return None


#: The true minus sign, as the cards and the round summary print it.
MINUS = "\u2212"


def numeral(n: int | float | str) -> str:
    """``n`` as shown (a number, or one already written out): a negative one with the
    true minus sign (a Brutal total below 0), never a hyphen beside another number's
    "−".

    >>> numeral(12), numeral(-12), numeral("-1,5")
    ('12', '−12', '−1,5')
    """
    return str(n).replace("-", MINUS)


def half_up(value: float, digits: int = 0) -> float:
    """``value`` rounded as people round, a half away from zero: 12.5 → 13, 25.25 →
    25.3, −2.25 → −2.3 (Python's ``round`` and ``format`` give 12 and 25.2: QA
    eleventh pass; the odds beside Hit showed 12.5 % as "12 %": QA 154). A hair's
    allowance keeps a ratio's half a half: 57/200 as a percentage is
    28.499999999999996 in floating point, and 29 %.

    >>> half_up(12.5), half_up(25.25, 1), half_up(-2.25, 1), half_up(0.285 * 100)
    (13.0, 25.3, -2.3, 29.0)

    Rounded to nothing, it is 0, not "−0.0" (an average of −2 points in 41 rounds
    read so in the statistics: QA 198).

    >>> half_up(-2 / 41, 1), half_up(-0.4)
    (0.0, 0.0)
    """
    scale = 10 ** digits
    units = math.floor(abs(value) * scale + 0.5 + 1e-9)
    return math.copysign(units / scale, value) if units else 0.0


def signed(n: int) -> str:
    """``n`` with its sign always shown, a negative one with the true minus sign that
    the cards and the round summary print (a hyphen stood beside "−12" in one row:
    QA 38).

    >>> signed(12), signed(-12), signed(0)
    ('+12', '−12', '+0')
    """
    return numeral(f"{n:+d}")


class _Grouped(int):
    """An integer parameter that writes its thousands separator (where a template
    asks for one, ``{size:,}``) as a language does: English writes the comma. A minus
    is the true minus sign, as :func:`numeral` and :func:`signed` write it."""

    separator = ","

    def __format__(self, spec: str) -> str:
        text = format(int(self), spec)
        if self < 0:  # a hyphen stood beside the cards' and summary's "−12" (QA 38, 39)
            text = numeral(text)
        return text.replace(",", self.separator) if "," in spec else text


class _Dotted(_Grouped):
    separator = "."


#: The languages that group thousands with something other than the comma.
_GROUPING: dict[str, type[_Grouped]] = {"de": _Dotted, "nl": _Dotted}


def _grouped(code: str, params: Mapping[str, Any]) -> Mapping[str, Any]:
    kind = _GROUPING.get(code, _Grouped)
    return {name: kind(value) if type(value) is int else value
            for name, value in params.items()}


def _render(code: str, key: str, form: str | None, params: Mapping[str, Any]) -> str:
    """The entry ``key`` (plural ``form``) in ``code``, filled in; English when the
    translation is missing or its parameters do not fit; the bare key only when even
    English has no such entry (a programming error the catalogue tests catch).

    A parameter that is a :class:`Message` (a file's reason inside "Couldn't save
    your game: {reason}") is worded in ``code`` too, not in the current language:
    a sentence is in one language throughout."""
    if any(isinstance(value, Message) for value in params.values()):
        params = {name: value.in_language(code) if isinstance(value, Message) else value
                  for name, value in params.items()}
    local, english = _lookup(code, key)
    for entry, language in ((local, code), (english, "en")):
        if entry is None:
            continue
        if isinstance(entry, str):
            template = entry
        else:
            template = entry.get(form or "other") or entry.get("other") or ""
            if not template:
                continue
        text = _fill(template, _grouped(language, params))
        if text is not None:
            return text
    return key


def translate(code: str, key: str, /, **params: Any) -> str:
    """Entry ``key`` in language ``code`` with ``params`` filled in (see :func:`t`)."""
    return _render(code, key, None, params)


def translate_n(code: str, key: str, n: int, /, **params: Any) -> str:
    """Entry ``key`` in language ``code`` in the plural form for ``n`` (``{n}`` is filled in)."""
    return _render(code, key, plural_form(code, n), {"n": n, **params})


def t(key: str, /, **params: Any) -> str:
    """Entry ``key`` in the current language with its ``{parameters}`` filled in.

    >>> t("common.on")
    'On'
    """
    return _render(_current, key, None, params)


def tn(key: str, n: int, /, **params: Any) -> str:
    """Entry ``key`` in the plural form for the count ``n`` (``{n}`` is filled in).

    >>> tn("setup.computers", 1), tn("setup.computers", 3)
    ('1 computer', '3 computers')
    """
    return _render(_current, key, plural_form(_current, n), {"n": n, **params})


def addressed(key: str, you: bool, /, **params: Any) -> str:
    """Entry ``key + ".you"`` when the sentence speaks to the deciding player, else ``key``.

    A sentence that names a player (``"{player} busts"``) and the one that
    speaks to them (``"You bust"``) differ in more than the name in every
    language (verb forms, word order), so each is a whole sentence of its own.
    """
    return _render(_current, f"{key}.you" if you else key, None, params)


class Message:
    """A sentence looked up when it is shown: ``str(message)`` is in the language of
    that moment. Widgets keep these as labels, so a language switch needs no rebuild.

    A message equals the text it shows now, so a button can still be found by
    its words (``button.label == "Rules"``); it is not hashable, as that text changes.

    >>> quit_label = msg("title.quit"); set_language("nl")
    >>> quit_label == "Afsluiten", quit_label == msg("title.quit")
    (True, True)
    >>> set_language("en")
    """

    __slots__ = ("count", "key", "params")
    __hash__ = None  # type: ignore[assignment]

    def __init__(self, key: str, params: Mapping[str, Any] | None = None,
                 count: int | None = None) -> None:
        self.key = key
        self.params = dict(params or {})
        self.count = count  # a plural entry's count (see :func:`msg_n`)

    def __str__(self) -> str:
        if self.count is not None:
            return tn(self.key, self.count, **self.params)
        return t(self.key, **self.params)

    def in_language(self, code: str) -> str:
        """The sentence in language ``code`` whatever the current one is (messages in
        its parameters too): ``"en"`` for the command line and the error log.

        >>> notice = msg("files.save_failed.game", reason=msg("files.os.eacces"))
        >>> notice.in_language("de")
        'Dein Spiel konnte nicht gespeichert werden: Zugriff verweigert.'
        >>> notice.in_language("en")
        "Couldn't save your game: permission denied."
        """
        if self.count is not None:
            return translate_n(code, self.key, self.count, **self.params)
        return translate(code, self.key, **self.params)

    def to_json(self) -> dict[str, Any]:
        """The message as JSON (a cache on disk keeps a reason to word it later):
        numbers and text as they are, messages nested, anything else as text."""
        params = {name: value.to_json() if isinstance(value, Message)
                  else value if isinstance(value, int | float | str) else str(value)
                  for name, value in self.params.items()}
        out: dict[str, Any] = {"key": self.key, "params": params}
        if self.count is not None:
            out["count"] = self.count
        return out

    @staticmethod
    def from_json(data: Any) -> Message:
        """The message :meth:`to_json` wrote; ``ValueError`` for anything else (a key
        the catalogue does not know included).

        >>> reason = msg("files.reason.cannot_write_in", folder="/x",
        ...              reason=msg("files.os.eacces"))
        >>> Message.from_json(reason.to_json()) == reason
        True
        """
        if not isinstance(data, dict) or not isinstance(data.get("key"), str) \
                or not has_key(data["key"]) or not isinstance(data.get("params"), dict):
            raise ValueError("not a message")
        count = data.get("count")
        if count is not None and (not isinstance(count, int) or isinstance(count, bool)):
            raise ValueError("not a message")
        params: dict[str, Any] = {}
        for name, value in data["params"].items():
            if isinstance(value, dict):
                params[name] = Message.from_json(value)
            elif isinstance(value, int | float | str):
                params[name] = value
            else:
                raise ValueError("not a message")
        return Message(data["key"], params, count)

    def __format__(self, spec: str) -> str:
        # A message inside another one's parameters ("{card}") is filled in in the
        # language of the moment, like the sentence around it.
        return format(str(self), spec)

    def __repr__(self) -> str:
        count = "" if self.count is None else f", {self.count}"
        params = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"msg({self.key!r}{count}{params})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Message):
            return (self.key, self.count, self.params) == (other.key, other.count, other.params)
        if isinstance(other, str):
            return str(self) == other
        return NotImplemented


def msg(key: str, /, **params: Any) -> Message:
    """A :class:`Message` for ``key`` (a label that follows the language)."""
    return Message(key, params)


def msg_n(key: str, n: int, /, **params: Any) -> Message:
    """A :class:`Message` for the plural entry ``key`` and the count ``n`` (see :func:`tn`).

    >>> str(msg_n("setup.people", 2))
    '2 people'
    """
    return Message(key, params, n)


def addressed_msg(key: str, you: bool, /, **params: Any) -> Message:
    """:func:`addressed` as a :class:`Message`: the form is chosen now, the words
    when it is shown (a history entry, kept while the language may change)."""
    return Message(f"{key}.you" if you else key, params)


def and_list(items: Sequence[object]) -> str:
    """Items joined as the language lists them: ``"Ann, Ben and you"``, ``"Ann und Ben"``.

    >>> and_list(["Ann"]), and_list(["Ann", "Ben", "Cat"])
    ('Ann', 'Ann, Ben and Cat')
    """
    words = [str(item) for item in items]
    if len(words) <= 1:
        return "".join(words)
    return t("list.and", rest=t("list.comma").join(words[:-1]), last=words[-1])


#: What widgets accept as a label: fixed text (a name) or a :class:`Message`.
Label = str | Message


def default_player_name(code: str | None = None) -> str:
    """The name a player has until they type their own ("You", "Du", "Jij")."""
    return translate(code or _current, "player.default_name")


#: A name with a twin's number after it ("Ann (2)": game.session.seats.with_twin).
_TWIN = re.compile(r"(.+) \((\d+)\)")


def shown_player_name(name: str, code: str | None = None) -> str:
    """``name`` as a screen shows it now: a person who never typed a name is "You",
    "Du" or "Jij" in the language of the moment (or ``code``), whichever language
    named them, and one numbered at a shared screen is "Player 2", "Spieler 2" or
    "Speler 2" alike.

    >>> shown_player_name("Du"), shown_player_name("Ann"), shown_player_name("Speler 2")
    ('You', 'Ann', 'Player 2')
    >>> shown_player_name("Player 2", "de")
    'Spieler 2'

    With a twin's number too, as the table shows it: Your games said "Speler 1 (2)"
    where the table said "Player 1 (2)" (QA 199).

    >>> shown_player_name("Speler 1 (2)"), shown_player_name("Du (3)", "nl")
    ('Player 1 (2)', 'Jij (3)')

    And a twin of a twin, as a record from elsewhere may seat them ("Speler 1 (2)"
    beside "Player 1 (2)" is "Player 1 (2) (2)" at the table: QA 212).

    >>> shown_player_name("Speler 1 (2) (2)"), shown_player_name("Ann (2) (3)")
    ('Player 1 (2) (2)', 'Ann (2) (3)')
    """
    # The twins' numbers peeled in a loop: a record's name of a thousand " (2)"s went
    # past Python's recursion limit, and replay, the viewer and Your games failed on
    # it (QA 218).
    core, numbers = name, ""
    while core.endswith(")") and (twin := _TWIN.fullmatch(core)) is not None:
        core, numbers = twin[1], f" ({twin[2]}){numbers}"
    if numbers:
        return shown_player_name(core, code) + numbers if is_placeholder_name(core) else name
    if is_default_player_name(name):
        return default_player_name(code)
    number = numbered_player(name)
    return name if number is None else translate(code or _current, "player.numbered", n=number)


def is_placeholder_name(name: str) -> bool:
    """Is ``name`` one the game gave rather than a person typed: "You" or "Player N"
    in any language (the first key typed replaces it)?

    >>> is_placeholder_name("Speler 2"), is_placeholder_name("Du"), is_placeholder_name("Bo")
    (True, True, False)
    """
    return is_default_player_name(name) or numbered_player(name) is not None


def numbered_player(name: str) -> int | None:
    """N if ``name`` is "Player N" in any language (the name a person still called
    "You" gets when two or more people share the screen), else ``None``.

    >>> numbered_player("spieler 3"), numbered_player("Player"), numbered_player("Ann 2")
    (3, None, None)
    """
    head, _, number = name.strip().rpartition(" ")
    if not number.isdecimal() or not head:
        return None
    return int(number) if head.casefold() in _every_language(_current)[1] else None


def names_label(names: Sequence[str], fits: int = 4) -> str:
    """The first ``fits`` players' names as shown now, and how many more.

    >>> names_label(("You", "Ann", "Ben", "Cat", "Dev", "Eva"))
    'You, Ann, Ben, Cat + 2 more'
    """
    shown = ", ".join(shown_player_name(name) for name in names[:fits])
    more = len(names) - fits
    return t("title.more_names", names=shown, n=more) if more > 0 else shown


def is_default_player_name(name: str) -> bool:
    """Is ``name`` the untouched default name in any language (so it may follow the
    language rather than stay as typed)?

    >>> is_default_player_name("du"), is_default_player_name("Dunja")
    (True, False)
    """
    return name.strip().casefold() in _every_language(_current)[0]


@functools.cache
def _every_language(current: str) -> tuple[frozenset[str], frozenset[str]]:
    """The default name ("you", "du", "jij") and the numbered name's word ("player",
    "spieler", "speler") in every language and in ``current``, case-folded: asked for
    every seat in every frame (a tenth of an 18-seat table's drawing, QA 128), and the
    catalogues do not change while the game runs."""
    codes = (*LANGUAGES, current)
    return (frozenset(translate(code, "player.default_name").casefold() for code in codes),
            frozenset(translate(code, "player.numbered", n=0).rpartition(" ")[0].casefold()
                      for code in codes))


def parameters(template: str) -> set[str]:
    """The named parameters of ``template`` (for the catalogue tests).

    >>> sorted(parameters("{player} plays {card} on {target}"))
    ['card', 'player', 'target']
    """
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}

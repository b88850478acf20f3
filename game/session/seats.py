"""Who sits at the table: a name, and who plays it (a person or a computer).

A seat's ``plays`` is ``"human"`` or a computer spec as ``simulate
--players`` and game records take it (``"balanced"``, ``"expert"``,
``"threshold:0.33"``). :func:`parse_seats` reads the command line's
``--seats`` text; :func:`seat_problems` says what makes a table impossible.

>>> [(s.name, s.plays) for s in parse_seats("human:Ann,human:Ben,balanced,Zed=expert")]
[('Ann', 'human'), ('Ben', 'human'), ('Cat', 'balanced'), ('Zed', 'expert')]
>>> seat_problems([Seat("Ann", HUMAN), Seat("ann", "bold")])
['Flip 7 needs at least 3 players.', 'Two seats are called Ann.']
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.ai import as_given, make_policy
from game.ai.personalities import PRESETS
from game.i18n import (
    default_player_name,
    is_default_player_name,
    numbered_player,
    shown_player_name,
    t,
)
from game.storage.settings import MAX_NAME, clean_name, without_selectors

HUMAN = "human"
MIN_SEATS = 3
MAX_SEATS = 18

#: Computer temperaments the setup offers, mildest first, and the custom one.
TEMPERAMENTS = ("careful", "balanced", "bold", "expert")
CUSTOM = "custom"
#: Every kind of computer New game can show, in its selector's order.
KINDS = (*TEMPERAMENTS, CUSTOM)

#: The risks a custom computer may be given: 5 % to 60 % in steps of 5 points,
#: plus Balanced's 26 %.
RISKS = (0.05, 0.10, 0.15, 0.20, 0.25, 0.26, 0.30, 0.35, 0.40, 0.45, 0.50, 0.55, 0.60)

#: Names computers get unless the player names them.
COMPUTER_NAMES = ("Ann", "Ben", "Cat", "Dev", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jo",
                  "Kai", "Lea", "Max", "Nia", "Oto", "Pia", "Quin", "Rui")


class SeatError(ValueError):
    """A seat description that cannot be read; the message is one line."""


@dataclass(frozen=True)
class Seat:
    """One seat: its name and who plays it."""

    name: str
    plays: str = HUMAN

    @property
    def is_person(self) -> bool:
        """Does a person decide for this seat?"""
        return self.plays == HUMAN


def screen_name(name: str) -> str:
    """A name as a screen can show it, whatever a record from elsewhere holds: line
    breaks and other control characters become spaces, and a name longer than the
    game lets anyone type is cut with "…". A name the game made comes back unchanged.

    >>> screen_name("Ann"), screen_name("Ann\\nLee"), screen_name("A" * 40)
    ('Ann', 'Ann Lee', 'AAAAAAAAAAAAA…')
    """
    text = " ".join("".join(ch if ch.isprintable() else " " for ch in name).split())
    return text if len(text) <= MAX_NAME else text[:MAX_NAME - 1] + "…"


def twin_numbers(names: Sequence[str]) -> list[int]:
    """For each seat, 2, 3, … when its name (as a screen shows it, case and spaces
    aside) is already at the table, else 0: a record from elsewhere may seat two
    "Ann"s (New game never does). A number whose name is taken already is skipped:
    "Ann", "Ann", "Ann (2)" made two "Ann (2)"s, counted as one person (QA 111).

    >>> twin_numbers(["Ann", "Ben", "ann ", "Ann"])
    [0, 0, 2, 3]
    >>> told_apart(["Ann", "Ann", "Ann (2)"])
    ('Ann', 'Ann (3)', 'Ann (2)')

    The game's own names are one name in every language (:func:`person_key`).

    >>> twin_numbers(["Player 1", "Speler 1", "Du", "You"])
    [0, 2, 0, 2]
    """
    shown = [screen_name(name) for name in names]
    taken = {person_key(name) for name in shown}
    seen: dict[str, int] = {}
    #: Past the last number given to a name: every one from its count up to there is
    #: taken, so the search starts there (from the count, thousands of twins of names
    #: like "Ann (2)" took seconds: QA 126).
    after: dict[str, int] = {}
    numbers = []
    for name in shown:
        key = person_key(name)
        seen[key] = seen.get(key, 0) + 1
        number = max(seen[key], after.get(key, 0)) if seen[key] > 1 else 0
        if number:
            while person_key(with_twin(name, number)) in taken:
                number += 1
            taken.add(person_key(with_twin(name, number)))
            after[key] = number + 1
        numbers.append(number)
    return numbers


def stand_ins(names: Sequence[str]) -> list[str]:
    """``names`` with one that shows nothing (a record from elsewhere may hold "", "   "
    or a mark alone) as "Player N", N its seat counted from 1 or the next number no
    other seat is called, as the table calls it: Your games listed "You, , Ben" and
    ``replay`` said " 203" for the seat the viewer called "Player 2" (QA 56, QA 195,
    QA 199).

    >>> stand_ins(["You", " ", "Ben"]), stand_ins(["", "player 1", "\ufe0f"])
    (['You', 'Player 2', 'Ben'], ['Player 2', 'player 1', 'Player 3'])
    """
    taken = {person_key(name) for name in names if clean_name(name)}
    out = []
    for seat, name in enumerate(names, 1):
        if not clean_name(name):
            while person_key(f"Player {seat}") in taken:
                seat += 1
            name = f"Player {seat}"
            taken.add(person_key(name))
        out.append(name)
    return out


def told_apart(names: Sequence[str]) -> tuple[str, ...]:
    """``names`` as screens show them (:func:`screen_name`, :func:`stand_ins`), told
    apart by :func:`twin_numbers`: the title and the hand-over said "Ann" for both
    "Ann"s.

    >>> told_apart(["Ann", "Ben", "ann", "Ann"])
    ('Ann', 'Ben', 'ann (2)', 'Ann (3)')
    """
    names = stand_ins(names)
    return tuple(with_twin(screen_name(name), twin)
                 for name, twin in zip(names, twin_numbers(names), strict=True))


def with_twin(name: str, twin: int) -> str:
    """``name`` with its :func:`twin_numbers` number, if any.

    >>> with_twin("Ann", 2), with_twin("Ann", 0)
    ('Ann (2)', 'Ann')
    """
    return f"{name} ({twin})" if twin else name


def name_key(name: str) -> str:
    """How two names are told apart: without the spaces around them or the case
    ("ann " and "Ann" are one name), and alike however an accent was typed (a "ë" as
    one character or as "e" and a combining mark: QA 49).

    >>> name_key(" Ann ") == name_key("ann"), name_key("Zoe\\u0308") == name_key("ZOË")
    (True, True)
    >>> name_key("Anne  Marie") == name_key("anne\\u00a0marie")
    True

    A mark that only chooses a look draws nothing, so "Ben" with one is "Ben" (a
    pasted one made a second "Ben" at the table and in the statistics: QA 152).

    >>> name_key("Ben\\ufe0f") == name_key("Ben")
    True
    """
    # Spaces as a screen shows them (:func:`screen_name`): "Anne  Marie" is "Anne Marie".
    return unicodedata.normalize("NFC", " ".join(without_selectors(name).casefold().split()))


def person_key(name: str) -> str:
    """:func:`name_key`, with the names the game gives alike in every language: "You"
    and "Du", "Player 1" and "Speler 1" are the one name the screens show (two seats
    "Player 1" sat at one table and counted one game twice in the statistics: QA 198).

    >>> person_key("Speler 1") == person_key("player 1"), person_key("Du") == person_key("JIJ")
    (True, True)
    >>> person_key("Ann") == name_key("Ann")
    True

    So are they with a twin's number, as the screens show them (:func:`shown_player_name`):
    "Player 1 (2)" beside "Speler 1 (2)" were one name at the table, and the
    statistics counted their game twice (QA 209).

    >>> person_key("Speler 1 (2)") == person_key("Player  1 (2)"), person_key("Du (2)")
    (True, 'you (2)')
    """
    return name_key(shown_player_name(" ".join(name.split()), "en"))


def computer_spec(spec: str) -> str:
    """``spec`` checked and written the one way records keep it; raises :class:`SeatError`.

    >>> computer_spec(" Threshold:0.40 "), computer_spec("custom:0.3")
    ('threshold:0.4', 'threshold:0.3')
    """
    text = spec.strip().lower()
    if text.startswith(CUSTOM + ":"):
        text = "threshold:" + text.removeprefix(CUSTOM + ":")
    # Quoted to 40 characters, as the computers' own reasons are (QA 230).
    if not text or text == HUMAN:
        raise SeatError(f"{as_given(spec)!r} is not a computer")
    if text.endswith(":"):
        raise SeatError(f"{as_given(spec)!r} needs a risk after ':' (0.05 to 0.60)")
    try:
        policy = make_policy(text)
    except ValueError as error:
        raise SeatError(str(error)) from None
    return str(policy.name)


def temperament(plays: str) -> tuple[str, float]:
    """The setup's view of a computer spec: a temperament (or ``custom``) and its risk.

    >>> temperament("bold"), temperament("expert"), temperament("threshold:0.33")
    (('bold', 0.4), ('expert', 0.26), ('custom', 0.33))
    """
    if plays in TEMPERAMENTS:
        # A preset's own risk, as the form shows it: a remembered Bold made Custom
        # started from 26 %, not the 40 % its column showed (QA 152).
        preset = PRESETS.get(plays)
        return plays, preset.risk if preset is not None else 0.26
    name, _, arg = plays.partition(":")
    if name == "threshold":
        return CUSTOM, float(arg) if arg else 0.26
    return plays, 0.26


def spec_of(kind: str, risk: float) -> str:
    """The computer spec for a temperament and (for ``custom``) a risk.

    >>> spec_of("expert", 0.5), spec_of("custom", 0.35)
    ('expert', 'threshold:0.35')
    """
    return f"threshold:{risk!r}" if kind == CUSTOM else kind


def default_names(taken: Iterable[str], count: int) -> list[str]:
    """``count`` computer names not among ``taken`` (compared as the table compares
    names, :func:`name_key`: a person typed "Ann " and the next computer was called
    "Ann", which the table then refused as a second Ann: QA 57).

    >>> default_names(["Ann ", "cat"], 3)
    ['Ben', 'Dev', 'Eva']

    A name that starts as a person's does comes after the others: Ann and Ben beside
    Anna and Bernd were easy to mix up in the log's one line (QA 88).

    >>> default_names(["Anna", "Bernd"], 3)
    ['Cat', 'Dev', 'Eva']
    >>> len(default_names([f"{n}x" for n in COMPUTER_NAMES], 18))
    18
    """
    people = {name_key(name)[:2] for name in taken}
    used = {name_key(name) for name in taken}
    out: list[str] = []
    candidates = list(COMPUTER_NAMES) + [f"{base} {n}" for n in range(2, 10)
                                         for base in COMPUTER_NAMES]
    for alike in (False, True):  # first the names unlike every person's
        for name in candidates:
            if len(out) == count:
                return out
            key = name_key(name)
            if key not in used and (alike or key[:2] not in people):
                used.add(key)
                out.append(name)
    return out


#: What ``--seats`` entries may be, as ``--help`` says it.
SEATS_HELP = ("human:NAME for a person, a computer (careful, balanced, bold, expert, "
              "threshold:R), or NAME=COMPUTER to name it")


def parse_seats(text: str) -> list[Seat]:
    """Seats from ``--seats`` text: comma-separated ``human:NAME``, a computer
    spec, or ``NAME=SPEC`` for a named computer. Computers without a name get
    one. Raises :class:`SeatError` (one line) for an unreadable entry; use
    :func:`seat_problems` for a table that cannot be played."""
    entries = [part.strip() for part in text.split(",")]
    if not text.strip() or any(not part for part in entries):
        raise SeatError("a comma-separated list is needed, such as "
                        "\"human:Ann,balanced,expert\" (no empty entries)")
    raw: list[tuple[str | None, str]] = []
    for part in entries:
        head, colon, rest = part.partition(":")
        if head.strip().lower() == HUMAN and colon:
            person = _named(rest, part)
            if not person:
                raise SeatError(f"{part!r}: a person needs a name (human:NAME)")
            raw.append((person, HUMAN))
            continue
        if part.strip().lower() == HUMAN:
            raise SeatError(f"{part!r}: a person needs a name (human:NAME)")
        name_part, eq, spec = part.partition("=")
        name = _named(name_part, part) if eq else None
        if eq and not name:
            raise SeatError(f"{part!r}: the name before '=' is empty")
        try:
            raw.append((name, computer_spec(spec if eq else part)))
        except SeatError as error:
            if str(error).startswith("unknown player"):
                # "you" or "Ann" alone: say how a person is seated, as --help does.
                raise SeatError(f"{part!r} is neither a person nor a computer: "
                                f"{SEATS_HELP}") from None
            raise SeatError(f"{part!r}: {error}") from None
    names = default_names([n for n, _ in raw if n is not None],
                          sum(1 for n, _ in raw if n is None))
    fill = iter(names)
    return [Seat(name if name is not None else next(fill), plays) for name, plays in raw]


def unused_player_name(names: Iterable[str], first: int = 1) -> str:
    """The first "Player N" (in the language of the moment), N from ``first`` on, that
    none of ``names`` is.

    >>> unused_player_name(["Ann", "player 1"]), unused_player_name(["Ann"], first=3)
    ('Player 2', 'Player 3')
    """
    taken = {person_key(name) for name in names}
    number = first
    # "Speler 1" at the table takes "Player 1" too (QA 198).
    while person_key(t("player.numbered", n=number)) in taken:
        number += 1
    return t("player.numbered", n=number)


def numbered_people(seats: Sequence[Seat]) -> list[Seat]:
    """``seats`` with every person still called "You" ("Du", "Jij") given a number
    when two or more people play: at a shared screen "Du ist dran" names nobody. A
    person left alone with such a number ("Player 1" after the others went) is "You"
    again: the name was never theirs.

    The number is the person's place among the people (a third person added after
    Ann and Ben is "Player 3", not "Player 1"), or the next one free.

    >>> [s.name for s in numbered_people([Seat("You"), Seat("Ann"), Seat("Cat", "bold")])]
    ['Player 1', 'Ann', 'Cat']
    >>> [s.name for s in numbered_people([Seat("Ann"), Seat("Ben"), Seat("You")])]
    ['Ann', 'Ben', 'Player 3']
    >>> [s.name for s in numbered_people([Seat("Spieler 1"), Seat("Cat", "bold")])]
    ['You', 'Cat']
    """
    out = list(seats)
    if sum(seat.is_person for seat in seats) < 2:
        return [Seat(default_player_name(), seat.plays)
                if seat.is_person and numbered_player(seat.name) is not None else seat
                for seat in out]
    people = 0
    for k, seat in enumerate(out):
        people += seat.is_person
        if seat.is_person and is_default_player_name(seat.name):
            out[k] = Seat(unused_player_name((s.name for s in out), first=people), seat.plays)
    return out


def _named(text: str, part: str) -> str:
    """The name in ``text`` as :func:`clean_name` keeps it; a longer one is refused
    rather than cut without a word (``part``: the entry, for the message)."""
    whole = " ".join("".join(ch for ch in unicodedata.normalize("NFC", text)
                             if ch.isprintable() or ch.isspace()).split())
    if len(whole) > MAX_NAME:
        raise SeatError(f"{part!r}: a name has at most {MAX_NAME} characters")
    return clean_name(whole)


def seat_problems(seats: Sequence[Seat]) -> list[str]:
    """Why these seats cannot sit down together (empty if they can), one sentence each,
    in the language of the moment (:mod:`game.i18n`).

    The sentences are for players: they name no rule ids (the rule each one enforces
    is cited here instead)."""
    problems: list[str] = []
    if len(seats) < MIN_SEATS:  # G-2
        problems.append(t("problem.too_few", n=MIN_SEATS))
    if len(seats) > MAX_SEATS:
        problems.append(t("problem.too_many", n=MAX_SEATS))
    named: dict[str, list[int]] = {}
    for index, seat in enumerate(seats):
        if not clean_name(seat.name):  # nothing to see: spaces, or marks alone (QA 152)
            problems.append(t("problem.no_name", n=index + 1))
            continue
        named.setdefault(person_key(seat.name), []).append(index)
    # One line per name, however many seats share it (three Anns said it twice).
    problems += [t("problem.same_name" if len(same) == 2 else "problem.same_names",
                   n=len(same), name=seats[same[0]].name)
                 for same in named.values() if len(same) > 1]
    return problems

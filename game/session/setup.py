"""A table to sit down at: the seats, the edition, Brutal mode and the target.

The setup screen and the command line both build a :class:`TableSetup`;
:meth:`TableSetup.problems` explains on screen (or in one line on the
command line) what makes it impossible. The last setup is remembered in the
settings as :meth:`TableSetup.to_json`; :meth:`TableSetup.from_json` reads it
back and falls back to the default table for anything it cannot use.

>>> setup = TableSetup.default("Ann")
>>> [seat.plays for seat in setup.seats], setup.problems()
(['human', 'balanced', 'balanced', 'balanced'], [])
>>> TableSetup.from_json(setup.to_json()) == setup
True
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from typing import Any

from game.core import EDITIONS, Rules
from game.i18n import is_default_player_name, t
from game.storage.settings import MAX_NAME, clean_name, without_selectors

from .seats import (
    HUMAN,
    KINDS,
    MAX_SEATS,
    TEMPERAMENTS,
    Seat,
    SeatError,
    computer_spec,
    default_names,
    name_key,
    numbered_people,
    person_key,
    screen_name,
    seat_problems,
    stand_ins,
    temperament,
    twin_numbers,
)

MIN_TARGET = 50
MAX_TARGET = 1000


def brutal_allowed(edition: str) -> bool:
    """Does the edition called ``edition`` have a Brutal mode (V-B)? The core's rules decide.

    >>> brutal_allowed("vengeance"), brutal_allowed("classic")
    (True, False)
    """
    return edition in EDITIONS and EDITIONS[edition].allows_brutal


@dataclass(frozen=True)
class TableSetup:
    """Everything chosen before a game: who sits where, and the rules."""

    seats: tuple[Seat, ...]
    edition: str = "classic"
    brutal: bool = False
    target: int = 200

    @staticmethod
    def default(name: str = "You", computers: int = 3, plays: str = "balanced") -> TableSetup:
        """One person called ``name`` and ``computers`` computers playing ``plays``."""
        others = default_names([name], computers)
        return TableSetup((Seat(name, HUMAN), *(Seat(n, plays) for n in others)))

    @staticmethod
    def quick(computers: int, plays: str = "balanced", person: str | None = "You",
              edition: str = "classic", brutal: bool = False, target: int = 200) -> TableSetup:
        """A table in one call (tests, benchmarks, screenshots): ``person`` (``None``:
        nobody, the computers play alone) and ``computers`` computers playing
        ``plays`` — ``"mixed"`` gives Careful, Balanced, Bold and Expert in turn.

        >>> [s.plays for s in TableSetup.quick(5, "mixed", person=None).seats]
        ['careful', 'balanced', 'bold', 'expert', 'careful']
        """
        people = [Seat(person, HUMAN)] if person is not None else []
        names = default_names([s.name for s in people], computers)
        kinds = TEMPERAMENTS if plays == "mixed" else (plays,)
        return TableSetup((*people, *(Seat(n, kinds[i % len(kinds)])
                                      for i, n in enumerate(names))), edition, brutal, target)

    @property
    def people(self) -> list[int]:
        """The seats a person plays, in seat order."""
        return [i for i, seat in enumerate(self.seats) if seat.is_person]

    def problems(self) -> list[str]:
        """Why this table cannot be played (empty if it can), one sentence each, in the
        language of the moment, naming no rule ids (a player's words: see
        :func:`seat_problems`)."""
        out = seat_problems(self.seats)
        if self.edition not in EDITIONS:
            out.append(t("problem.no_edition", edition=repr(self.edition)))
        elif self.brutal and not brutal_allowed(self.edition):  # V-B
            out.append(t("problem.brutal_classic"))
        if not MIN_TARGET <= self.target <= MAX_TARGET:  # G-3
            out.append(t("problem.target", low=MIN_TARGET, high=MAX_TARGET))
        return out

    def anew(self) -> TableSetup:
        """This table for another game, its names as the screens showed them: a game
        continued from a record made elsewhere, or by an older version, may seat two
        alike ("Anne  Marie" beside "Anne Marie", two "Ann"s), which :meth:`problems`
        refuses (Play again crashed: QA 186); told apart, they are "Anne Marie" and
        "Anne Marie (2)", as the table called them."""
        # A name with nothing to see is "Player N", as the table showed it (QA 188: Play
        # again crashed on it too); a twin's number keeps its place within the letters
        # a name may have ("Christoph… (2)": cut by the screens, "Christophorus (2)"
        # lost the number that told it apart).
        # (:func:`stand_ins`: a number no seat has; "Player 1" beside a blank seat went to
        # the blank one, QA 204). A person still called "You" at a table of people is
        # numbered first, as New game and --seats number them: an older version's
        # hot-seat table said "You's turn" again after Play again (QA 200), and two
        # "You"s were "Player 1" and "You (2)" (QA 204).
        seats = numbered_people([replace(seat, name=screen_name(name)) for seat, name in zip(
            self.seats, stand_ins([seat.name for seat in self.seats]), strict=True)])
        shown = [seat.name for seat in seats]
        twins = twin_numbers(shown)
        kept = {person_key(name) for name, twin in zip(shown, twins, strict=True) if not twin}
        taken: set[str] = set()
        names = []
        for name, twin in zip(shown, twins, strict=True):
            number, told = max(twin, 2), name
            # A cut one may meet another's cut ("Alexandri… (2)" for two pairs of twins
            # of 14 letters: a crash at Play again, QA 190): the next number then.
            while (told == name and twin) or person_key(told) in taken or (
                    told != name and person_key(told) in kept):
                tail = f" ({number})"
                told = name + tail if len(name) + len(tail) <= MAX_NAME \
                    else name[:MAX_NAME - len(tail) - 1].rstrip() + "…" + tail
                number += 1
            taken.add(person_key(told))
            names.append(told)
        return replace(self, seats=tuple(replace(seat, name=name)
                                         for seat, name in zip(seats, names, strict=True)))

    def rules(self) -> Rules:
        """The core's rules for this table (call only when :meth:`problems` is empty)."""
        return Rules(EDITIONS[self.edition], brutal=self.brutal, target=self.target)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (kept in the settings as the last setup)."""
        return {"edition": self.edition, "brutal": self.brutal, "target": self.target,
                "seats": [{"name": s.name, "plays": s.plays} for s in self.seats]}

    @staticmethod
    def from_json(data: Any, name: str = "You") -> TableSetup:
        """The setup in ``data``; whatever is missing or unusable takes the default."""
        return TableSetup.read(data, name)[0]

    @staticmethod
    def read(data: Any, name: str = "You") -> tuple[TableSetup, bool]:
        """The setup in ``data`` as :meth:`from_json` reads it, and whether all of it
        could be used: ``False`` when anything in it took the default (an unknown
        edition or temperament, a target out of range, too few seats), so that a
        hand-edited table that is well formed but unusable is said, not silently
        replaced (QA 72).

        >>> TableSetup.read({"edition": "chess"})[1]
        False
        >>> TableSetup.read(TableSetup.default("Ann").to_json())[1]
        True
        """
        default = TableSetup.default(name)
        if not isinstance(data, dict):
            return default, False
        seats: list[Seat] = []
        raw = data.get("seats")
        for entry in raw if isinstance(raw, list) else []:
            if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) \
                    or not isinstance(entry.get("plays"), str):
                return default, False
            plays = entry["plays"]
            if plays != HUMAN:
                try:
                    plays = computer_spec(plays)
                except SeatError:
                    return default, False
                if temperament(plays)[0] not in KINDS:
                    # A computer New game has no choice for (``random``, ``plain:0.3``:
                    # good on the command line) crashed New game at every opening (QA
                    # 138): the table is named at start-up and the usual one offered.
                    return default, False
            # As New game itself would have it: a hand-made "Ben\nCat" or 22 letters
            # went to the table as they were (QA 138).
            # Spaces of any kind as one (an older version kept "Anne  Marie": the whole
            # table was lost at the next start, QA 186), but no line break or control.
            # Nor an accent kept decomposed, as versions before QA 49 kept it: the whole
            # table was lost for "Zoë" typed as "e" and a mark (QA 200). A name cut, or
            # one beginning with a mark, is still refused.
            raw = entry["name"]
            name = clean_name(raw)
            if name != " ".join(without_selectors(unicodedata.normalize("NFC", raw)).split()) \
                    or not name or any(
                    unicodedata.category(ch) == "Cc" for ch in raw):
                return default, False
            seats.append(Seat(name, plays))
        if not 3 <= len(seats) <= MAX_SEATS:
            return default, False
        edition = data.get("edition")
        brutal = data.get("brutal")
        target = data.get("target")
        usable_edition = edition if isinstance(edition, str) and edition in EDITIONS else None
        usable_target = target if isinstance(target, int) and not isinstance(target, bool) \
            else None
        # A field missing is no fault (as in the settings: an older file lacks it).
        whole = ((edition is None or usable_edition is not None)
                 and (target is None or usable_target is not None)
                 and (brutal is None or isinstance(brutal, bool)))
        setup = TableSetup(tuple(seats), usable_edition or "classic", brutal is True,
                           usable_target if usable_target is not None else 200)
        if setup.brutal and not brutal_allowed(setup.edition):
            setup, whole = replace(setup, brutal=False), False
        if not MIN_TARGET <= setup.target <= MAX_TARGET:
            setup, whole = replace(setup, target=200), False
        return setup, whole


def with_your_name(setup: TableSetup, name: str, kept_as: str | None = None) -> TableSetup:
    """``setup`` with the player's own seat called ``name``, the name set in Settings
    ("Your seat's name in a quick game and in a new game"): a remembered table kept
    its "You", or the old name, after the name was changed (QA 73: a player's games
    then counted under two names). Their seat is the first person's seat still called
    by the default name in any language, or called ``kept_as`` (the Settings name when
    the table was kept); no seat is renamed onto a name another seat has.

    >>> seats = (Seat("You", HUMAN), Seat("Zoe", HUMAN), Seat("Ann", "balanced"))
    >>> [s.name for s in with_your_name(TableSetup(seats), "Sam").seats]
    ['Sam', 'Zoe', 'Ann']
    >>> [s.name for s in with_your_name(TableSetup(seats), "Zoe").seats]
    ['You', 'Zoe', 'Ann']
    """
    i = your_seat([(seat.name, seat.is_person) for seat in setup.seats], name, kept_as)
    if i is None:
        return setup
    seats = list(setup.seats)
    seats[i] = Seat(name, HUMAN)
    return replace(setup, seats=tuple(seats))


def your_seat(seats: list[tuple[str, bool]], name: str, kept_as: str | None = None) -> int | None:
    """Which of ``seats`` (each a name and whether a person plays it) is to be called
    ``name``, the rule of :func:`with_your_name`; ``None`` for none.

    >>> your_seat([("Ann", False), ("", True), ("You", True)], "Sam")
    2
    """
    # Told apart as the table tells names apart (a "Zoë" typed with a combining mark is
    # the "Zoë" beside it: casefold alone took them for two, QA 126).
    taken = {name_key(seat) for seat, _ in seats}
    if not name.strip() or name_key(name) in taken:
        return None
    old = None if kept_as is None else name_key(kept_as)
    for i, (seat, person) in enumerate(seats):
        if person and (is_default_player_name(seat) or name_key(seat) == old):
            return i
    return None

"""New game: who sits at the table (people and computers), the edition, Brutal
mode and the target score.

The left column holds the rules, what the table will be, and Start; the
right column lists the seats, three to eighteen, each a person or a computer
with an editable name and — for a computer — its temperament (Careful,
Balanced, Bold, Expert, or Custom with a risk from 5 % to 60 %). An
impossible table (fewer than three seats, an empty or a repeated name) is
explained in red and Start stays off. The last table started is offered
again next time.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game.ai.personalities import PRESETS
from game.core.editions import EDITIONS
from game.i18n import (
    default_player_name,
    is_placeholder_name,
    msg,
    numbered_player,
    shown_player_name,
    t,
    tn,
)
from game.session import GameFiles, Seat, Session, TableSetup
from game.session.seats import (
    COMPUTER_NAMES,
    CUSTOM,
    HUMAN,
    KINDS,
    MAX_SEATS,
    RISKS,
    default_names,
    name_key,
    numbered_people,
    spec_of,
    temperament,
)
from game.session.setup import brutal_allowed, with_your_name, your_seat
from game.storage.settings import MAX_NAME, clean_name

from . import input as inp
from .grid import Grid
from .loop import felt
from .scene import Scene
from .theme import GOLD, MUTED, RED, SMALL, TEXT, WIDTH
from .widgets import (
    Button,
    GlyphButton,
    Selector,
    TextField,
    Widget,
    blit_center,
    fit_size,
    on_off,
    panel,
    shrunk_size,
    wrap_text,
)

if TYPE_CHECKING:
    from .loop import App

_EDITIONS = tuple(EDITIONS)
_TARGETS = tuple(range(50, 1001, 50))

#: Geometry of the seat list (right column).
_LIST_X = 540
_LIST_Y = 150
_ROW_H = 44
_ROW_STEP = 50
_VISIBLE = 9

#: The left column's notes: where they start, how wide and how far apart their lines are.
_NOTES_X = 84
_NOTES_W = 396  # to the selectors' right edge (80 + 400): 410 ran 14 px past it (QA 52)
#: The width the notes take only when a note would otherwise give way (the seats'
#: column starts 30 px further on).
_NOTES_W_MOST = 410
_LINE = 26  # at the usual size; Large text's lines are as much further apart


def _percent(risk: float) -> str:
    """A risk as a percentage, whole where it is (every step of the scale), else with
    a tenth: a remembered 0.255 read "26 %" beside Balanced's 26 %, and a key press
    between them seemed to do nothing (QA 220); and where a tenth still reads as a
    step does (0.0999 beside 10 %: QA 222), with every digit it has, or, where that
    is more than two decimals, as nearly the step ("≈30 %").

    >>> from game.i18n import set_language; set_language("de")
    >>> _percent(0.26), _percent(0.255), _percent(0.0999), _percent(0.30000000000000004)
    ('26\xa0%', '25,5\xa0%', '9,99\xa0%', '≈30\xa0%')
    >>> set_language("en")
    """
    shown = _tenths(risk)
    if risk not in RISKS and shown in _STEPS_SHOWN:
        # The risk's own digits moved two places: exact, where risk * 100 is not (and
        # no decimal module: the executable leaves it out).
        whole, _, digits = repr(risk).partition(".")
        digits = digits.ljust(2, "0")
        rest = digits[2:].rstrip("0")
        # More than two decimals have no room in the cell (cut mid-digit, "30,000":
        # QA 224): nearly the step then, and said so.
        shown = ((whole + digits[:2]).lstrip("0") or "0") + (f".{rest}" if rest else "") \
            if len(rest) <= 2 else f"≈{shown}"
    return t("common.percent", n=shown.replace(".", t("common.decimal_mark")))


def _tenths(risk: float) -> str:
    """A risk in percent to a tenth, the tenth left out where it is 0 ("26", "25.5")."""
    whole, tenth = divmod(round(risk * 1000), 10)
    return f"{whole}.{tenth}" if tenth else str(whole)


#: The scale's steps as :func:`_percent` shows them, worked out once.
_STEPS_SHOWN = frozenset(_tenths(step) for step in RISKS)


def _risk_by_one(risk: float, step: int) -> float | None:
    """The whole percent next to ``risk`` in the direction of ``step`` (Shift+← →, the
    risk's finer scale), or ``None`` past the scale's ends.

    >>> _risk_by_one(0.26, 1), _risk_by_one(0.255, -1), _risk_by_one(0.29, 1)
    (0.27, 0.25, 0.3)
    >>> _risk_by_one(0.6, 1) is None, _risk_by_one(0.05, -1) is None
    (True, True)
    """
    percent = risk * 100
    # The tolerance: 0.29 * 100 is 28.999999999999996, whose next whole is 30, not 29.
    whole = math.floor(percent + 1e-9) + 1 if step > 0 else math.ceil(percent - 1e-9) - 1
    found = whole / 100  # 30 / 100 is the very 0.3 of the scale's steps
    return found if RISKS[0] <= found <= RISKS[-1] else None


@dataclass
class _Draft:
    """One seat as the form holds it (mutable while the player edits)."""

    name: str
    person: bool
    kind: str = "balanced"
    risk: float = 0.26

    @staticmethod
    def of(seat: Seat) -> _Draft:
        if seat.is_person:
            return _Draft(seat.name, True)
        kind, risk = temperament(seat.plays)
        return _Draft(seat.name, False, kind, risk)

    def seat(self) -> Seat:
        # The name as the table keeps it: an invisible mark alone sat down as a seat
        # with no name to see, and "Ben" with one as a second "Ben" (QA 152).
        return Seat(clean_name(self.name),
                    HUMAN if self.person else spec_of(self.kind, self.risk))


@dataclass(frozen=True)
class _Unfinished:
    """New game's form left with Back while it could not start (see
    :attr:`~game.ui.loop.App.unfinished_table`)."""

    drafts: list[_Draft]
    edition: str
    brutal: bool
    target: int
    #: The player's name in Settings then: their seat takes a name set since.
    you: str


class SetupScene(Scene):
    """The form: seats on the right, rules and Start on the left."""

    #: A notice carried from the title waits rather than cover the heading (QA 29).
    takes_notices_on_top = False

    at_rest = True  # a still form: the loop sleeps until input

    def __init__(self, app: App, setup: TableSetup | None = None) -> None:
        super().__init__(app)
        #: The notes' lines by text, weight and size: the summary tries up to four sizes
        #: a frame, and wrapping measures every word.
        self._lines: dict[tuple[str, str, int, int], list[str]] = {}
        #: The computer whose temperament's note comes first (the last one focused).
        self._noted: _Draft | None = None
        #: Where "↑ 9 more" (-1) and "↓ 2 more" (1) were last drawn, to be clicked.
        self._more_at: dict[int, pygame.Rect] = {}
        if setup is None:
            kept = app.settings.setup
            kept_as = kept.get("you") if isinstance(kept, dict) else None
            setup = with_your_name(TableSetup.from_json(kept, app.settings.name),
                                   app.settings.name,
                                   kept_as if isinstance(kept_as, str) else None)
            unfinished = app.unfinished_table
        else:
            unfinished = None
        chosen = setup
        self.drafts = [_Draft.of(seat) for seat in chosen.seats]
        for draft in self.drafts:
            if draft.person:
                # "You" last time is "Du" in German now, and "Player 2" is "Spieler 2".
                draft.name = shown_player_name(draft.name)
        if isinstance(unfinished, _Unfinished):
            # Left with Back as it was, unfinished: that form again, not the last table
            # that could start (QA 138).
            self.drafts = [replace(draft) for draft in unfinished.drafts]
            chosen = replace(chosen, edition=unfinished.edition, brutal=unfinished.brutal,
                             target=unfinished.target)
            # A name or a language set in Settings meanwhile reaches the form, as it
            # reaches a remembered table ("You" stayed "You" in a German form: QA 140).
            # A person's seat left empty is no name typed: it takes one too (QA 146).
            mine = your_seat([((d.name.strip() or default_player_name()) if d.person
                               else d.name, d.person) for d in self.drafts],
                             app.settings.name, unfinished.you)
            if mine is not None:
                self.drafts[mine].name = app.settings.name
            for draft in self.drafts:
                if draft.person:
                    draft.name = shown_player_name(draft.name)
        #: Each seat's widgets (who, name, temperament, risk, remove), made by _rebuild.
        self.seat_rows: list[list[Widget]] = []
        self._number_people()
        self.scroll = 0
        #: The seats removed, each with where it sat, the last one last: Ctrl+Z brings
        #: them back, last first. Enter on a focused × removed a seat and its typed name
        #: at once (QA 42); a second click where the × was removed the next one too, and
        #: only that one came back (QA 74).
        self.removed: list[tuple[int, _Draft]] = []
        #: Where the note on that seat was drawn last: a click there brings it back too
        #: (Ctrl+Z alone did, none for a player with a mouse alone: QA 71).
        self.undo_place: pygame.Rect | None = None
        x, w, h = 80, 400, 50
        self.edition = Selector(pygame.Rect(x, 130, w, h), msg("setup.edition"), _EDITIONS,
                                _EDITIONS.index(chosen.edition), self._changed,
                                lambda v: t(f"edition.{v}"))
        self.brutal = Selector(pygame.Rect(x, 190, w, h), msg("setup.brutal"), (False, True),
                               int(chosen.brutal), self._changed, on_off)
        self.brutal.idle_text = msg("setup.brutal_idle")  # in Classic (V-B)
        targets = _TARGETS if chosen.target in _TARGETS else tuple(sorted({*_TARGETS,
                                                                            chosen.target}))
        self.target = Selector(pygame.Rect(x, 250, w, h), msg("setup.target"), targets,
                               targets.index(chosen.target), self._changed, wrap=False)
        self.start_button = Button(pygame.Rect(x, 610, 190, 56), msg("setup.start"), self.start,
                                   msg("key.enter"))
        # Esc goes back, as the other screens' Back buttons say (this one did not: QA 236).
        self.back_button = Button(pygame.Rect(x + 210, 610, 190, 56), msg("setup.back"),
                                  self.back, msg("key.esc"))
        add_y = _LIST_Y + _VISIBLE * _ROW_STEP + 10
        self.add_person = Button(pygame.Rect(_LIST_X, add_y, 250, 48), msg("setup.add_person"),
                                 self.add_person_seat)
        self.add_computer = Button(pygame.Rect(_LIST_X + 266, add_y, 250, 48),
                                   msg("setup.add_computer"), self.add_computer_seat)
        self.grid = Grid([], self._enter, self._row_visible)
        #: Where the form's keys were last drawn (under the seats' buttons).
        self.keys_rect = pygame.Rect(0, 0, 0, 0)
        self._rebuild(focus=self.start_button)

    # ------------------------------------------------------------------ the form

    def _rebuild(self, focus: Widget | None = None, at: tuple[int, int] | None = None) -> None:
        """Make the seat rows' widgets again (after a seat came or went, or a scroll)."""
        self.seat_rows = [self._seat_row(i) for i in range(len(self.drafts))]
        # What is enabled first, where the focus lands then: the last seat's × kept a
        # focus it could not show, disabled after the focus settled (QA 124).
        self._changed(None)
        rows: list[list[Widget]] = [[self.edition], [self.brutal], [self.target],
                                    *self.seat_rows, [self.add_person, self.add_computer],
                                    [self.start_button, self.back_button]]
        self.grid.set_rows(rows, at or (0, 0))
        if focus is not None:
            self.grid.focus_on(focus)

    def _seat_row(self, index: int) -> list[Widget]:
        draft = self.drafts[index]
        y = _LIST_Y + (index - self.scroll) * _ROW_STEP

        def rect(x: int, w: int) -> pygame.Rect:
            return pygame.Rect(_LIST_X + x, y, w, _ROW_H)

        def set_person(value: object) -> None:
            draft.person = value == HUMAN
            if not draft.person and is_placeholder_name(draft.name):
                # "Player 2" made a computer stayed "Player 2", drawn dimmed as a name
                # to type over, and the people's numbers no longer closed up (QA 138):
                # a computer gets a name of its own, as one added does.
                gone = [old.name for _, old in self.removed]
                draft.name = default_names([d.name for d in self.drafts if d is not draft]
                                           + gone, 1)[0]
                field = self.seat_rows[index][1] if index < len(self.seat_rows) else None
                if isinstance(field, TextField):
                    field.text = draft.name
                    field.placeholder = False
            self._number_people()
            self._changed(None)

        def set_name(text: str) -> None:
            draft.name = text
            self._changed(None)

        def set_kind(value: object) -> None:
            draft.kind = str(value)
            preset = PRESETS.get(draft.kind)
            # A 1 % value left behind is no step: from Custom 37 % to Bold and back, ←
            # from 40 % went to 37 % (QA 230). The value kept stays one (to Expert and
            # back, 37 % showed as 40 % and still played 37 %: QA 232).
            if preset is not None and (risk.fine_base is not None
                                       or preset.risk in risk.choices):
                # Custom starts from the risk the column showed last, dimmed: Bold's 40 %
                # became 26 % the moment it was made Custom (QA 138).
                draft.risk = preset.risk
                risk.settle(preset.risk)
            elif risk.fine_base is not None:
                risk.settle(risk.value)
            self._changed(None)

        def set_risk(value: object) -> None:
            draft.risk = float(str(value))
            self._changed(None)

        who = Selector(rect(0, 140), "", (HUMAN, "computer"), 0 if draft.person else 1,
                       set_person,
                       lambda v: t("setup.person") if v == HUMAN else t("setup.computer"))
        name = TextField(rect(148, 200), "", draft.name, MAX_NAME, set_name,
                         placeholder=draft.person and is_placeholder_name(draft.name))
        kind = Selector(rect(356, 170), "", KINDS, KINDS.index(draft.kind), set_kind,
                        lambda v: t(f"setup.kind.{v}"))
        # A risk set elsewhere (`threshold:0.33` in a remembered table edited by hand) is
        # one of the scale's steps for this seat: it showed as the nearest step, 35 %, and
        # a Start made it that (QA 56).
        risks = RISKS if draft.risk in RISKS or not 0.05 <= draft.risk <= 0.60 \
            else tuple(sorted((*RISKS, draft.risk)))
        nearest = min(range(len(risks)), key=lambda i: abs(risks[i] - draft.risk))
        # A scale stops at its ends, as the target does: ‹ at 5 % jumped to 60 %, the most
        # reckless (QA twenty-first pass).
        risk = Selector(rect(534, 96), "", risks, nearest, set_risk, _percent, wrap=False)
        risk.fine = _risk_by_one
        if risks is not RISKS and round(draft.risk * 100) / 100 == draft.risk:
            # A whole percent is the finer scale's (Shift+← →), as it was before the rows
            # were made again (a seat added, removed, brought back): once left by the
            # usual steps, it is not among them (QA 230: 37 %, → and ← came back to 37).
            risk.fine_base = list(RISKS)
        remove = GlyphButton(rect(638, 44), "×", lambda: self.remove_seat(index), size=26)
        return [who, name, kind, risk, remove]

    def _row_visible(self, row: int) -> bool:
        seat = row - 3
        return not 0 <= seat < len(self.drafts) or self.scroll <= seat < self.scroll + _VISIBLE

    def _changed(self, _value: object) -> None:
        # Brutal mode exists only in With a Vengeance (V-B).
        self.brutal.enabled = brutal_allowed(str(self.edition.value))
        for draft, (_who, _name, kind, risk, remove) in zip(self.drafts, self.seat_rows,
                                                             strict=True):
            kind.enabled = not draft.person
            risk.enabled = not draft.person and draft.kind == CUSTOM
            # A temperament's own risk, dimmed: "–" beside every computer but Custom said
            # nothing of what the column means (QA 71). The Expert has none: it counts.
            preset = PRESETS.get(draft.kind) if not draft.person else None
            if isinstance(risk, Selector):
                risk.idle_text = _percent(preset.risk) if preset is not None else "—"
            remove.enabled = len(self.drafts) > 1
        full = len(self.drafts) >= MAX_SEATS
        self.add_person.enabled = self.add_computer.enabled = not full
        self.start_button.enabled = not self.problems(self.chosen())

    def problems(self, setup: TableSetup) -> list[str]:
        """Why ``setup`` cannot start: the table's own problems, and names with letters
        the game's font cannot draw (they showed as empty boxes, and two such names
        looked alike on the table, at the hand-over and in the statistics)."""
        assets = self.app.assets
        return setup.problems() + [t("problem.letters", n=i + 1)
                                   for i, seat in enumerate(setup.seats)
                                   if assets.missing_letters(seat.name)]

    def chosen(self) -> TableSetup:
        """The table on screen."""
        return TableSetup(tuple(d.seat() for d in self.drafts), str(self.edition.value),
                          bool(self.brutal.value and self.brutal.enabled),
                          int(self.target.value))

    # ------------------------------------------------------------------ seats

    def add_person_seat(self) -> None:
        """Another person at the table (named "Player N" until someone types a name),
        the focus on their name.

        "You" (or "Du", "Jij") names nobody once two people share the screen, so a
        person still called that becomes a player with a number too.
        """
        added = self._add(_Draft(default_player_name(), True), self.add_person)
        self._number_people()
        if added:
            # The next thing to do is type their name: a name typed with the focus left
            # on the button went nowhere (QA twenty-first pass).
            self.grid.focus_on(self.seat_rows[-1][1])

    def _number_people(self) -> None:
        """The people named as the table will name them (:func:`numbered_people`): two
        or more, each still called "You" gets a number; one alone with a number ("Player
        1" once the others went) is "You" again. The name fields, once made, show it,
        and Start is judged again (two "You"s were a clash of names, now two players)."""
        # A number the game gave follows the person's place: with Player 2 gone, Player 3
        # is Player 2 (QA: the gap stayed). Any other name stays as it is.
        given = [replace(draft.seat(), name=default_player_name())
                 if draft.person and numbered_player(draft.name) is not None else draft.seat()
                 for draft in self.drafts]
        numbered = numbered_people(given)
        fields = [row[1] for row in self.seat_rows]
        for i, (draft, seat) in enumerate(zip(self.drafts, numbered, strict=True)):
            if seat.name == draft.name.strip():
                continue  # as typed (a name being typed keeps its spaces)
            draft.name = seat.name
            field = fields[i] if i < len(fields) else None
            if isinstance(field, TextField):
                field.text = draft.name
                field.placeholder = draft.person and is_placeholder_name(draft.name)
        if len(self.seat_rows) == len(self.drafts):
            self._changed(None)

    def add_computer_seat(self) -> None:
        """Another computer (Balanced, with a name of its own)."""
        # Not the name of a seat Ctrl+Z can still bring back: it came back beside its
        # namesake, and the table could not start (QA 45).
        gone = [draft.name for _, draft in self.removed]
        here = [d.name for d in self.drafts]
        name = default_names(here + gone, 1)[0]
        if name not in COMPUTER_NAMES:
            # Every plain name was held by a seat removed: grown to 18 and back to 4, the
            # next computer was "Ann 2" beside Ann (QA 138). A removed seat's name is
            # free again then (one brought back that meets its namesake is renamed).
            name = default_names(here, 1)[0]
        self._add(_Draft(name, False), self.add_computer)

    def _add(self, draft: _Draft, keep: Widget) -> bool:
        """Seat ``draft`` (the focus staying on ``keep`` while it can); False if the
        table was full."""
        if len(self.drafts) >= MAX_SEATS:
            return False
        self.drafts.append(draft)
        self.scroll = max(0, len(self.drafts) - _VISIBLE)
        self._rebuild(focus=keep)
        if not keep.enabled:  # the table is full now: go to the new seat's name
            self.grid.focus_on(self.seat_rows[-1][1])
        return True

    def remove_seat(self, index: int) -> None:
        """Take a seat away (the form explains if too few are left)."""
        if len(self.drafts) <= 1:
            return
        self.removed.append((index, self.drafts.pop(index)))
        self.scroll = max(0, min(self.scroll, len(self.drafts) - _VISIBLE))
        row = min(index, len(self.drafts) - 1)
        self._rebuild(at=(3 + row, 4))
        self._number_people()

    def undo_remove(self) -> None:
        """Ctrl+Z: the seat removed last back in its place, with its name and
        temperament, the focus on its name (nothing if the table has filled since);
        again, the one removed before it."""
        if not self.removed or len(self.drafts) >= MAX_SEATS:
            return
        index, draft = self.removed.pop()
        names = [d.name for d in self.drafts]
        if not draft.person and name_key(draft.name) in {name_key(n) for n in names}:
            # Its name given to another seat meanwhile: a computer comes back under a free
            # one rather than make the table unable to start (QA 46).
            draft.name = default_names(names, 1)[0]
        index = min(index, len(self.drafts))
        self.drafts.insert(index, draft)
        if not self.scroll <= index < self.scroll + _VISIBLE:
            self.scroll = max(0, min(index, len(self.drafts) - _VISIBLE))
        self._rebuild(focus=self.start_button)
        self._number_people()
        self.grid.focus_on(self.seat_rows[index][1])

    def _follow_focus(self) -> None:
        """Scroll the seat list so the focused seat is on screen."""
        seat = self.grid.focus[0] - 3
        if not 0 <= seat < len(self.drafts):
            return
        if seat < self.scroll:
            self._scroll_to(seat)
        elif seat >= self.scroll + _VISIBLE:
            self._scroll_to(seat - _VISIBLE + 1)

    def _keep_focus_in_sight(self) -> None:
        """After the wheel: a focused seat scrolled out of sight hands the focus to the
        nearest seat in sight, in its column (Enter on the unseen × removed a seat
        nobody saw: QA 124)."""
        row, column = self.grid.focus
        seat = row - 3
        if not 0 <= seat < len(self.drafts) or self._row_visible(row):
            return
        shown = max(self.scroll, min(seat, self.scroll + _VISIBLE - 1))
        self.grid.focus_on(self.seat_rows[shown][column])

    def _scroll_to(self, first: int) -> None:
        first = max(0, min(first, len(self.drafts) - _VISIBLE))
        if first != self.scroll:
            self.scroll = first
            self._rebuild(at=self.grid.focus)

    # ------------------------------------------------------------------ actions

    def _enter(self) -> None:
        """Enter on a field goes to Start (it never changes the field); nowhere while
        the table cannot start (the focus went to a Start it could not light, and
        Enter there did nothing: QA 124)."""
        if self.start_button.enabled:
            self.grid.focus_on(self.start_button)

    def _remember(self) -> TableSetup | None:
        """Keep the form's table for next time, if it could start a game as it stands;
        that table (``None``: it could not)."""
        setup = self.chosen()
        if self.problems(setup):
            return None
        # A name typed as "Du" after the second person sat down (see add_person_seat).
        setup = replace(setup, seats=tuple(numbered_people(setup.seats)))
        # With the name Settings had: the seat so called is the player's, renamed with it.
        kept = {**setup.to_json(), "you": self.app.settings.name}
        if self.app.settings.setup != kept:
            self.app.settings.setup = kept
            self.app.save_settings()
        return setup

    def start(self) -> None:
        """Sit down at the table (remembered for next time)."""
        from .new_game import start_new_game
        from .scene_table import TableScene

        setup = self._remember()
        if setup is None:
            return
        self.app.unfinished_table = None
        start_new_game(self.app, lambda: self.app.replace(
            TableScene(self.app, Session(setup, files=GameFiles()))))

    def back(self) -> None:
        """Back to the title. The table set up is kept for next time, as Start keeps
        it: Esc lost ten seats' names and temperaments at once (QA 41); one that cannot
        start yet (a name still empty) is kept for this run's next opening (QA 138)."""
        if self._remember() is None:
            self.app.unfinished_table = _Unfinished(
                [replace(draft) for draft in self.drafts], str(self.edition.value),
                bool(self.brutal.value), int(self.target.value), self.app.settings.name)
        else:
            self.app.unfinished_table = None
        self.app.pop()

    def handle(self, event: inp.Input) -> None:
        """Form input; the wheel scrolls the seats; Esc goes back."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.back()
            return
        if isinstance(event, inp.Scroll):
            self._scroll_to(self.scroll - event.dy)
            self._keep_focus_in_sight()
            return
        if isinstance(event, inp.Click):
            # "↑ 9 more" and "↓ 2 more" show the seats that way a page further, as the
            # wheel does a seat at a time (a click on them did nothing: QA 172).
            way = next((way for way, place in self._more_at.items()
                        if place.inflate(8, 8).collidepoint(event.pos)), 0)
            if way:
                self._scroll_to(self.scroll + way * _VISIBLE)
                self._keep_focus_in_sight()
                return
        if isinstance(event, inp.Press) and event.action == inp.UNDO:
            self.undo_remove()
            return
        if isinstance(event, inp.Click) and self.removed \
                and self.undo_place is not None and self.undo_place.collidepoint(event.pos):
            self.undo_remove()
            return
        self.grid.handle(event, self.app)
        self._follow_focus()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        """The form on the felt of the chosen edition."""
        assets = self.app.assets
        surface.blit(felt(assets, EDITIONS[str(self.edition.value)]), (0, 0))
        card = pygame.Rect(40, 24, WIDTH - 80, 672)
        surface.blit(panel(assets, card.w, card.h, (8, 12, 10, 180), 24), card)
        blit_center(surface, assets.text(t("setup.heading"), 40, GOLD, "black"), (280, 74))
        self._draw_list_heads(surface)
        self.grid.draw(surface, assets)
        self._draw_seat_numbers(surface)
        self._draw_summary(surface)
        self._draw_keys(surface)

    def _draw_keys(self, surface: pygame.Surface) -> None:
        """The form's keys, under the seats' buttons: a new player found Tab and ← →
        only by trying, where every other screen shows its keys (QA 117)."""
        assets = self.app.assets
        does = self._enter_does()
        # In a name ← → do nothing (QA 138): the line does not offer them there. On a
        # Custom risk they go by 5 %, and with Shift by 1 %: said in place of Tab, which
        # every other field's line names, so the line keeps its size (QA 230: German
        # fell from 18 px to 15).
        focused = self.grid.focused
        if isinstance(focused, TextField) and not self.grid.resting:
            moves = t("setup.keys.name")
        elif any(focused is row[3] for row in self.seat_rows) and focused.enabled:
            moves = t("setup.keys.risk")
        else:
            moves = t("setup.keys")
        words = moves if does is None else f"{moves}  ·  {t(f'setup.enter.{does}')}"
        room = WIDTH - 60 - _LIST_X
        size = shrunk_size(assets, words, fit_size(assets, words, SMALL, room, "regular"),
                           room, "regular", SMALL - 3)
        keys = assets.text(words, size, MUTED)
        self.keys_rect = keys.get_rect(midleft=(_LIST_X, self.add_person.rect.bottom + 18))
        surface.blit(keys, self.keys_rect)

    def _enter_does(self) -> str | None:
        """What Enter does where the focus is (``None``: nothing now): "Enter: start" on
        a name field only went to Start (QA 120), and on + Add a person it adds one."""
        focused = self.grid.focused
        if focused is self.start_button:
            return "start"
        if focused is self.back_button:
            return "back"
        if focused in (self.add_person, self.add_computer):
            return "add"
        if any(focused is row[-1] for row in self.seat_rows):
            return "remove"
        return "to_start" if self.start_button.enabled else None

    def _draw_list_heads(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        n = len(self.drafts)
        head = assets.text(t("setup.seats", n=n), 28, GOLD, "black")
        surface.blit(head, (_LIST_X, 56))
        right = _LIST_X + 682
        small = assets.size(SMALL)
        self._more_at = {}
        if self.scroll > 0:
            # On the heading's line: in the column heads' it would cover "Risk" in German.
            more = assets.text(t("setup.more_above", n=self.scroll), small, MUTED, "bold")
            place = more.get_rect(topright=(right, 66))
            surface.blit(more, place)
            self._more_at[-1] = place
            right -= more.get_width() + 18
        hint = assets.text(t("setup.seats_hint"), small, MUTED)
        x = _LIST_X + head.get_width() + 18
        if x + hint.get_width() <= right:  # the hint gives way to "↑ 4 more" if both can't fit
            surface.blit(hint, (x, 66))
        for x, key in ((0, "who"), (148, "name"), (356, "kind"), (534, "risk")):
            label = assets.text(t(f"setup.column.{key}"), small, MUTED, "bold")
            surface.blit(label, (_LIST_X + x + 8, _LIST_Y - 28))
        below = n - self.scroll - _VISIBLE
        if below > 0:
            more = assets.text(t("setup.more_below", n=below), small, MUTED, "bold")
            place = more.get_rect(topright=(_LIST_X + 682, self.add_person.rect.y + 12))
            surface.blit(more, place)
            self._more_at[1] = place

    def _draw_seat_numbers(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        for i in range(self.scroll, min(len(self.drafts), self.scroll + _VISIBLE)):
            y = _LIST_Y + (i - self.scroll) * _ROW_STEP + _ROW_H // 2
            number = assets.text(str(i + 1), assets.size(SMALL), MUTED, "bold")
            surface.blit(number, number.get_rect(midright=(_LIST_X - 10, y)))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        """Left column, under the rules: who plays, what the temperaments do, problems.

        Long sentences wrap to the column. Problems always show (at most two, and
        how many more); temperament notes give way when the column is full.
        """
        assets = self.app.assets
        setup = self.chosen()
        people = len(setup.people)
        computers = len(setup.seats) - people
        notes: list[tuple[str, tuple[int, int, int], str]] = []
        notes.append((tn("setup.who", len(setup.seats), people=tn("setup.people", people),
                         computers=tn("setup.computers", computers)), TEXT, "bold"))
        undo = None  # the note on a removed seat, in gold: it can be clicked
        if self.removed and len(self.drafts) < MAX_SEATS:
            index, gone = self.removed[-1]
            words = (t("setup.removed", name=gone.name.strip()) if gone.name.strip()
                     else t("setup.removed_seat", n=index + 1))
            undo = len(notes)
            notes.append((words, GOLD, "bold"))
        if people == 0:
            notes.append((t("setup.watch"), MUTED, "regular"))
        elif people > 1:
            notes.append((t("setup.hotseat"), MUTED, "regular"))
        kinds = [kind for kind in KINDS if kind in {d.kind for d in self.drafts if not d.person}]
        # The focused computer's temperament first: when the notes give way at the
        # column's end, the one the player is choosing stays (QA twenty-seventh pass);
        # so it does once the focus moves on to Start (a risk just set lost its line
        # there: QA 231).
        row = self.grid.focus[0] - 3
        if 0 <= row < len(self.drafts) and not self.drafts[row].person:
            self._noted = self.drafts[row]
        noted = self._noted
        if noted is not None and not noted.person and any(d is noted for d in self.drafts):
            kinds.remove(noted.kind)
            notes.append((t(f"setup.note.{noted.kind}"), MUTED, "regular"))
        # The edition's new cards showed up in play unexplained (QA fourteenth pass).
        if setup.edition != "classic":
            notes.append((t("setup.note.vengeance"), MUTED, "regular"))
        if setup.brutal:
            notes.append((t("setup.note.brutal"), MUTED, "regular"))
        notes += [(t(f"setup.note.{kind}"), MUTED, "regular") for kind in kinds]
        problems = self.problems(setup)
        # Three lines at most: a third problem takes the line "… and 1 more" would.
        shown = problems[:3] if len(problems) <= 3 else problems[:2]
        if len(problems) > 3:
            shown.append(t("setup.more_problems", n=len(problems) - 2))
        fix_y = self.start_button.rect.y - 34
        # Large text steps back to the usual size, then the lines close up and get a
        # little smaller, before a note gives way: with Vengeance, Brutal and two people
        # the notes on Custom and Expert were lost (QA twenty-seventh pass).
        large = assets.size(SMALL)
        for size, step, width in dict.fromkeys((
                (large, _LINE + large - SMALL, _NOTES_W), (SMALL, _LINE, _NOTES_W),
                (SMALL, _LINE - 3, _NOTES_W), (SMALL - 2, _LINE - 5, _NOTES_W),
                (SMALL - 2, _LINE - 5, _NOTES_W_MOST))):
            red = [line for text in shown for line in self._wrapped(text, "bold", size, width)]
            bottom = (fix_y - 8 - len(red) * step) if problems \
                else self.start_button.rect.y - 12
            wrapped = [(self._wrapped(text, weight, size, width), color, weight)
                       for text, color, weight in notes]
            if 330 + sum(len(lines) for lines, _, _ in wrapped) * step <= bottom:
                break
        y = 330
        self.undo_place = None
        for number, (lines, color, weight) in enumerate(wrapped):
            if y + len(lines) * step > bottom:
                break  # no room left: the notes below give way to the problems
            if number == undo:
                # As wide as the lines were wrapped: crowded, they take the wider
                # column, and ran past the light and the place to click (QA 187).
                self.undo_place = pygame.Rect(_NOTES_X, y, width, len(lines) * step)
                if self.undo_place.collidepoint(self.app.pointer):
                    # Lit under the pointer as a button is: a click on it brings the
                    # seat back, and nothing showed that it could be clicked (QA 184).
                    lit = self.undo_place.inflate(12, 4)
                    surface.blit(panel(assets, lit.w, lit.h, (255, 255, 255, 26), 8, GOLD), lit)
            for line in lines:
                surface.blit(assets.text(line, size, color, weight), (_NOTES_X, y))
                y += step
        y += 8
        for line in red:
            surface.blit(assets.text(line, size, RED, "bold"), (_NOTES_X, y))
            y += step
        if problems:
            # Within the column: German Large text's "Behebe die rote Zeile, dann kann es
            # losgehen." ran past it, under the seats' column (QA 45).
            words = tn("setup.fix", len(problems))
            note = assets.text(words, shrunk_size(assets, words, size, _NOTES_W, "regular",
                                                  SMALL - 3), RED)
            surface.blit(note, (_NOTES_X, fix_y))

    def _wrapped(self, text: str, weight: str, size: int, width: int) -> list[str]:
        """``text`` in lines of the notes' column (``width``), at ``size`` (worked out
        once)."""
        key = (text, weight, size, width)
        lines = self._lines.get(key)
        if lines is None:
            lines = self._lines[key] = wrap_text(self.app.assets.font(weight, size), text,
                                                 width)
        return lines

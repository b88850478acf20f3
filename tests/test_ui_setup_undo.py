"""New game: a seat removed by mistake comes back with Ctrl+Z (QA 42: Enter on a
focused × removed a seat and the name typed into it at once, with no way back)."""

from __future__ import annotations

import pygame
import pytest
from drawn_helpers import record_texts

from game.i18n import set_language, t
from game.session.seats import MAX_SEATS
from game.ui import scene_setup
from game.ui.scene_setup import SetupScene
from game.ui.scene_title import TitleScene


def _form(ui) -> SetupScene:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    return setup


def _ctrl_z(ui) -> None:  # type: ignore[no-untyped-def]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="\x1a", scancode=0))
    ui.step()


def _note_lines(setup: SetupScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words the form draws now."""
    with monkeypatch.context() as patch:
        drawn = record_texts(setup.app.assets, patch)
        setup.draw(pygame.Surface((1280, 720)))
    return [words for words, _size in drawn]


def test_enter_on_a_focused_cross_then_ctrl_z_brings_the_seat_back(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    setup = _form(ui)
    setup.add_computer_seat()
    seat = len(setup.drafts) - 2
    setup.drafts[seat].name = "Wilhelmina"
    setup.drafts[seat].kind = "bold"
    setup._rebuild()
    setup.grid.focus_on(setup.seat_rows[seat][4])
    before = setup.chosen()
    ui.key(pygame.K_RETURN)  # the focused ×
    assert len(setup.drafts) == len(before.seats) - 1
    assert "Wilhelmina" not in [d.name for d in setup.drafts]
    assert any("Wilhelmina removed: click here" in line
               for line in _note_lines(setup, monkeypatch))
    _ctrl_z(ui)
    assert setup.chosen() == before  # the same seat, name and temperament, in its place
    assert setup.grid.focused is setup.seat_rows[seat][1]  # on its name
    assert not any("removed" in line for line in _note_lines(setup, monkeypatch))
    _ctrl_z(ui)  # once only
    assert setup.chosen() == before


def test_a_click_on_the_note_brings_the_seat_back(ui) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+Z alone brought a removed seat back: none for a player with a mouse alone
    (QA 71). The note saying so is a place to click too, and says that; it goes once
    the seat is back, and a click where it was does nothing then."""
    setup = _form(ui)
    setup.drafts[1].name = "Wilhelmina"
    setup._rebuild()
    before = setup.chosen()
    ui.click(setup.seat_rows[1][4].rect.center)  # its ×
    assert "Wilhelmina" not in [d.name for d in setup.drafts]
    ui.step()
    place = setup.undo_place
    assert place is not None
    # Lit under the pointer as buttons are, and only there (QA 184: it looked the same).
    panels: list[pygame.Rect] = []
    real = scene_setup.panel

    def panel(assets, w, h, *args):  # type: ignore[no-untyped-def]
        panels.append(pygame.Rect(0, 0, w, h))
        return real(assets, w, h, *args)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(scene_setup, "panel", panel)
        ui.app.pointer = place.center
        setup.draw(ui.app.screen)
        lit = [p for p in panels if p.size == place.inflate(12, 4).size]
        panels.clear()
        ui.app.pointer = (place.x, place.bottom + 40)
        setup.draw(ui.app.screen)
        assert len(lit) == 1 and not [p for p in panels if p.size == lit[0].size]
    ui.click(place.center)
    assert setup.chosen() == before
    ui.step()
    assert setup.undo_place is None
    ui.click(place.center)
    assert setup.chosen() == before


def test_ctrl_z_is_not_german_z_for_draw_and_a_blank_name_says_its_seat(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    set_language("de")
    try:
        setup = _form(ui)
        setup.drafts[0].name = ""
        setup.remove_seat(0)
        assert t("setup.removed_seat", n=1) in " ".join(_note_lines(setup, monkeypatch))
        assert "Platz 1 entfernt" in t("setup.removed_seat", n=1)
        _ctrl_z(ui)
        assert setup.drafts[0].name == "" and setup.drafts[0].person
    finally:
        set_language("en")


def test_a_table_filled_since_takes_no_seat_back(ui) -> None:  # type: ignore[no-untyped-def]
    setup = _form(ui)
    setup.remove_seat(1)
    while len(setup.drafts) < MAX_SEATS:
        setup.add_computer_seat()
    _ctrl_z(ui)
    assert len(setup.drafts) == MAX_SEATS
    setup.remove_seat(MAX_SEATS - 1)
    _ctrl_z(ui)
    assert len(setup.drafts) == MAX_SEATS


def test_a_computer_added_meanwhile_does_not_take_the_removed_seats_name(ui) -> None:  # type: ignore[no-untyped-def]
    """× on Ann, + Add a computer, Ctrl+Z: the new computer was called Ann too, and the
    table came back with two Anns and could not start (QA 45)."""
    setup = _form(ui)
    ann = next(i for i, d in enumerate(setup.drafts) if d.name == "Ann")
    setup.remove_seat(ann)
    setup.add_computer_seat()
    assert "Ann" not in [d.name for d in setup.drafts]
    _ctrl_z(ui)
    names = [d.name.casefold() for d in setup.drafts]
    assert names.count("ann") == 1 and len(set(names)) == len(names)
    assert not setup.problems(setup.chosen()) and setup.start_button.enabled


def test_a_computer_brought_back_under_a_name_taken_since_gets_a_free_one(ui) -> None:  # type: ignore[no-untyped-def]
    """× on Ann, another seat renamed Ann, Ctrl+Z: two Anns, and Start greyed out (QA 46).
    A computer comes back under a free name; the one renamed keeps "Ann"."""
    setup = _form(ui)
    ann = next(i for i, d in enumerate(setup.drafts) if d.name == "Ann")
    setup.remove_seat(ann)
    other = next(d for d in setup.drafts if not d.person)
    other.name = "Ann"
    _ctrl_z(ui)
    names = [d.name.casefold() for d in setup.drafts]
    assert names.count("ann") == 1 and len(set(names)) == len(names)
    assert other.name == "Ann" and not setup.problems(setup.chosen())


def test_a_computer_added_beside_a_name_typed_with_a_space_gets_a_free_name(ui) -> None:  # type: ignore[no-untyped-def]
    """A person typed "Ann " (a space after it), + Add a computer: the new computer was
    called "Ann", and the form said "Two seats are called Ann" with Start greyed out
    (QA 57: the names were compared with the space, the table without it)."""
    setup = _form(ui)
    for draft in setup.drafts:
        if not draft.person:
            draft.name = f"Zed {draft.name}"  # no computer called Ann or Ben
    person = next(d for d in setup.drafts if d.person)
    person.name = "Ann "
    setup.add_computer_seat()
    assert setup.drafts[-1].name == "Ben"
    assert not setup.problems(setup.chosen()) and setup.start_button.enabled


def test_a_click_beside_a_name_field_puts_it_to_rest(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Click a seat's name, click the empty felt below the seats, press Backspace: the
    name lost its last letter out of sight ("MZed": QA 57). The field rests now, unlit,
    until a key that moves the focus or the pointer wakes the form."""
    setup = _form(ui)
    field = setup.seat_rows[1][1]
    before = field.text
    ui.click(field.rect.center)
    assert setup.grid.focused is field and not setup.grid.resting
    empty = (1200, 700)
    assert setup.grid._at(empty) is None
    ui.click(empty)
    assert setup.grid.resting
    ui.key(pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="M"))
    ui.step()
    assert field.text == before
    # End or Home moves no focus: the field stays at rest (End then "q" typed: QA 58).
    ui.key(pygame.K_END)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="q"))
    ui.step()
    assert field.text == before and setup.grid.resting
    lit = []
    monkeypatch.setattr(type(field), "draw", lambda self, s, a, focused: lit.append(focused))
    setup.grid.draw(pygame.Surface((1280, 720)), ui.app.assets)
    assert True not in lit  # nothing is lit while the form rests
    # Tab wakes it and moves on, as it would from the field.
    ui.key(pygame.K_TAB)
    assert not setup.grid.resting and setup.grid.focused is not field
    # A click back into the field types there again.
    ui.click(field.rect.center)
    ui.key(pygame.K_BACKSPACE)
    assert field.text == before[:-1]


def test_a_custom_risk_between_the_scales_steps_is_kept(ui) -> None:  # type: ignore[no-untyped-def]
    """A table remembered from `--seats threshold:0.33` showed its computer at "35 %",
    the nearest step, and Start made it 35 % (QA 56). The seat's scale holds its own
    33 % as a step; the other seats keep the usual steps."""
    from game.session.seats import RISKS

    app = ui.app
    setup, risk = _ann_at(app, "threshold:0.33")
    assert risk.value == 0.33 and 0.33 in risk.choices  # type: ignore[attr-defined]
    assert setup.chosen().seats[1].plays == "threshold:0.33"
    assert tuple(setup.seat_rows[2][3].choices) == RISKS  # type: ignore[attr-defined]
    risk.nudge(1, app)  # one step up: the next step of the scale
    assert setup.chosen().seats[1].plays == "threshold:0.35"


def test_a_risk_with_many_decimals_is_kept_exactly_and_read_apart(ui) -> None:  # type: ignore[no-untyped-def]
    """A risk of 0.33333349 (a save, a flag, a remembered table) was written back as
    "threshold:0.333333", another computer, without a word; a refused 0.6000001 was
    said "0.6 is outside 0.05-0.6"; and a remembered 0.255 read "26 %" beside Balanced's
    26 %, so a key press between them seemed to do nothing (QA 220)."""
    from game.ai import make_policy
    from game.session.seats import SeatError, computer_spec, spec_of

    assert computer_spec("threshold:0.33333349") == "threshold:0.33333349"
    assert make_policy("plain:0.33333349").name == "plain:0.33333349"
    assert spec_of("custom", 0.255) == "threshold:0.255"
    assert computer_spec("custom:0.4") == "threshold:0.4"  # the usual ones as they were
    with pytest.raises(SeatError, match=r"^risk threshold 0\.6000001 is outside 0\.05-0\.6$"):
        computer_spec("custom:0.6000001")
    for plays, shown in (("threshold:0.255", "25.5"), ("threshold:0.0999", "9.99"),
                         ("threshold:0.5999999", "≈60")):  # a tenth alike: QA 222, 224
        ui.app.scenes.clear()
        setup, risk = _ann_at(ui.app, plays)
        labels = [risk.fmt(choice) for choice in risk.choices]  # type: ignore[attr-defined]
        assert len(set(labels)) == len(labels) and f"{shown}\xa0%" in labels, labels
        assert setup.chosen().seats[1].plays == plays


@pytest.mark.parametrize("language", ["en", "nl"])
def test_a_risk_of_two_decimals_shows_whole_in_its_cell(  # type: ignore[no-untyped-def]
        ui, monkeypatch, language: str) -> None:
    """A remembered or typed risk of 10 % or more near a step shows two decimals
    ("14.99 %"), which the cell cut to "14.99 !" (QA 228): it is set a little smaller."""
    from drawn_helpers import record_texts

    from game.i18n import set_language

    set_language(language)
    for plays in ("threshold:0.1499", "threshold:0.5001", "threshold:0.255"):
        ui.app.scenes.clear()
        _setup, risk = _ann_at(ui.app, plays)
        shown = risk.fmt(risk.value)  # type: ignore[attr-defined]
        drawn = record_texts(ui.app.assets, monkeypatch)
        ui.step()
        sizes = [size for words, size in drawn if words == shown]
        assert sizes, (shown, drawn)
        width = ui.app.assets.font("bold", sizes[0]).size(shown)[0]
        assert width <= risk.rect.w - 44, (shown, sizes[0], width)
        monkeypatch.undo()


def _ann_at(app, plays: str):  # type: ignore[no-untyped-def]
    """New game over the title with Ann playing ``plays`` between You and a Balanced
    Ben, and Ann's risk cell."""
    from game.session import Seat, TableSetup

    app.push(TitleScene(app))
    setup = SetupScene(app, TableSetup((Seat("You"), Seat("Ann", plays),
                                        Seat("Ben", "balanced"))))
    app.push(setup)
    return setup, setup.seat_rows[1][3]


def test_a_temperaments_own_risk_shows_dimmed_in_the_risk_column(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    """Every computer but Custom showed "—" under Risk, which said nothing of what the
    column means (QA 71). Careful, Balanced and Bold show their own risk, dimmed and not
    to be changed; the Expert (it counts the cards) and a person show "—"; Custom's can
    be changed."""
    setup = _form(ui)
    del setup.drafts[3:]
    for draft, kind in zip(setup.drafts[1:], ("careful", "bold"), strict=True):
        draft.kind = kind
    setup.add_computer_seat()
    setup.drafts[-1].kind = "expert"
    setup.add_computer_seat()
    setup.drafts[-1].kind = "custom"
    setup.drafts[-1].risk = 0.35
    setup._rebuild()
    risks = [row[3] for row in setup.seat_rows]
    assert [r.enabled for r in risks] == [False, False, False, False, True]
    percent = [t("common.percent", n=n) for n in (15, 40, 35)]
    assert [r.idle_text for r in risks[:4]] == ["—", *percent[:2], "—"]  # type: ignore[attr-defined]
    lines = _note_lines(setup, monkeypatch)
    assert all(text in lines for text in percent)


def test_two_seats_removed_come_back_one_after_the_other(ui) -> None:  # type: ignore[no-untyped-def]
    """A second click where the × was removed the seat that moved up into its place,
    and only that one could come back (QA 74). Each comes back, the last first, in its
    place, by clicks on the note or Ctrl+Z."""
    setup = _form(ui)
    setup.drafts[1].name = "Wilhelmina"
    setup.drafts[2].name = "Xaver"
    setup.drafts[2].kind = "bold"
    setup._rebuild()
    before = setup.chosen()
    spot = setup.seat_rows[1][4].rect.center
    ui.click(spot)
    ui.click(spot)  # the × of the seat that moved up
    assert [d.name for d in setup.drafts][:2] == [before.seats[0].name, before.seats[3].name]
    ui.step()
    assert setup.undo_place is not None
    ui.click(setup.undo_place.center)  # Xaver, removed last, first
    assert [d.name for d in setup.drafts][1] == "Xaver"
    _ctrl_z(ui)  # then Wilhelmina
    assert setup.chosen() == before
    _ctrl_z(ui)  # nothing more to bring back
    assert setup.chosen() == before


@pytest.mark.parametrize("code", ["en", "de", "nl"])
@pytest.mark.parametrize("large", [False, True])
def test_the_form_shows_its_keys_under_the_seats_buttons(  # type: ignore[no-untyped-def]
        ui, monkeypatch, code: str, large: bool) -> None:
    """A new player found Tab and ← → only by trying (QA 117): the keys are said under
    the seats' buttons, clear of them and inside the form's panel, at 18 seats too."""
    set_language(code)
    ui.app.settings.large_text = large
    try:
        setup = _form(ui)
        setup.grid.focus_on(setup.add_computer)
        add = f"{t('setup.keys')}  ·  {t('setup.enter.add')}"
        assert add in _note_lines(setup, monkeypatch)
        while len(setup.drafts) < MAX_SEATS:
            setup.add_computer_seat()
        # Every thing Enter can do, each said where the focus is, and each line fits.
        for widget, does in ((setup.start_button, "start"), (setup.back_button, "back"),
                             (setup.add_computer, "add"), (setup.seat_rows[0][1], "to_start"),
                             (setup.seat_rows[0][-1], "remove")):
            if not widget.enabled:  # Add, with every seat taken
                continue
            setup.grid.focus_on(widget)
            # In a name ← → do nothing, and the line does not offer them (QA 138).
            moves = t("setup.keys.name") if does == "to_start" else t("setup.keys")
            words = f"{moves}  ·  {t(f'setup.enter.{does}')}"
            assert words in _note_lines(setup, monkeypatch)
            keys = setup.keys_rect
            assert keys.top > setup.add_person.rect.bottom
            assert keys.top > setup.add_computer.rect.bottom
            assert keys.right <= 1280 - 60 and keys.bottom <= 24 + 672
    finally:
        set_language("en")
        ui.app.settings.large_text = False


def test_the_keys_line_says_enter_on_a_name_goes_to_start(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    """The line said "Enter: start" while the focus was on a name, where Enter only goes
    to Start (QA 120): it says so there, and "start" once the focus is on Start."""
    setup = _form(ui)
    name = setup.seat_rows[0][1]
    setup.grid.focus_on(name)
    lines = _note_lines(setup, monkeypatch)
    assert any(line.endswith("Enter: to Start") for line in lines)
    assert not any(line.endswith("Enter: start") for line in lines)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    ui.step()
    assert setup.grid.focused is setup.start_button
    assert any(line.endswith("Enter: start") for line in _note_lines(setup, monkeypatch))


def test_space_on_add_a_person_keeps_their_name(ui) -> None:  # type: ignore[no-untyped-def]
    """Space on "+ Add a person" added one, put the focus on their name and typed the
    space into it: "Player 2" was gone and Start refused a nameless seat (QA 124)."""
    setup = _form(ui)
    setup.grid.focus_on(setup.add_person)
    seats = len(setup.drafts)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=" "))
    ui.step()
    assert len(setup.drafts) == seats + 1
    name = setup.seat_rows[-1][1]
    assert setup.grid.focused is name
    assert setup.drafts[-1].name.strip() and setup.drafts[-1].person
    assert setup.start_button.enabled
    # What is typed next is the player's own, typed into the name.
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    ui.step()
    assert setup.drafts[-1].name.endswith("x") or setup.drafts[-1].name == "x"


def test_the_focus_never_rests_on_a_widget_it_cannot_light(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Enter in a name went to a Start disabled by a nameless seat, and removing seats
    down to one left the focus on the last seat's disabled × (QA 124): unlit, the focus
    was lost. Enter then stays in the field and the keys line says nothing of it."""
    setup = _form(ui)
    while len(setup.drafts) > 1:
        setup.grid.focus_on(setup.seat_rows[-1][-1])
        setup.grid.focused.activate(ui.app)
    assert setup.grid.focused.enabled
    setup.add_computer_seat()
    name = setup.seat_rows[-1][1]
    setup.grid.focus_on(name)
    name.text = ""
    setup.drafts[-1].name = ""
    setup._changed(None)
    assert not setup.start_button.enabled
    ui.key(pygame.K_RETURN)
    assert setup.grid.focused is name
    assert not any("Enter" in line for line in _note_lines(setup, monkeypatch)
                   if line.startswith(t("setup.keys.name")))


def test_the_wheel_never_scrolls_the_focus_out_of_sight(ui) -> None:  # type: ignore[no-untyped-def]
    """The wheel scrolled the focused seat away, and Enter then removed a seat nobody
    saw (QA 124). A focus scrolled away goes to the nearest seat in sight, same column."""
    setup = _form(ui)
    while len(setup.drafts) < MAX_SEATS:
        setup.add_computer_seat()
    setup._scroll_to(0)
    setup.grid.focus_on(setup.seat_rows[1][-1])  # the second seat's ×
    names = [d.name for d in setup.drafts]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-9, flipped=False))
    ui.step()
    assert setup.scroll > 1
    row, column = setup.grid.focus
    assert setup._row_visible(row) and column == 4 and row - 3 == setup.scroll
    ui.key(pygame.K_RETURN)  # removes the seat in sight, the one with the focus
    removed = [n for n in names if n not in [d.name for d in setup.drafts]]
    assert removed == [names[row - 3]]


def test_down_the_temperament_column_passes_the_peoples_dimmed_ones(ui) -> None:  # type: ignore[no-untyped-def]
    """Down on a computer's temperament went into the next person's name field, ready
    to type, where the person's temperament is dimmed (QA 122): it goes on down the
    column to the next computer's, or to the Add buttons under it."""
    setup = _form(ui)
    while len(setup.drafts) > 1:
        setup.remove_seat(len(setup.drafts) - 1)
    setup.add_computer_seat()
    setup.add_person_seat()
    setup.add_person_seat()
    setup.add_computer_seat()
    kinds = [row[2] for row in setup.seat_rows]
    assert [k.enabled for k in kinds] == [False, True, False, False, True]
    setup.grid.focus_on(kinds[1])
    ui.key(pygame.K_DOWN)
    assert setup.grid.focused is kinds[4]
    ui.key(pygame.K_DOWN)
    assert setup.grid.focused is setup.add_computer
    ui.key(pygame.K_UP)
    assert setup.grid.focused is kinds[4]


def test_left_and_right_in_a_name_change_nothing_beside_it(ui) -> None:  # type: ignore[no-untyped-def]
    """← then → on a computer's name moved to its Person/Computer selector and switched
    it: Cat became a person, and the letters typed next were lost (QA 138). In a name
    ← → do nothing, as in every menu's field (QA 124); the name takes the letters."""
    setup = _form(ui)
    seat = next(i for i, d in enumerate(setup.drafts) if not d.person)
    kind = setup.drafts[seat].kind
    name = setup.seat_rows[seat][1]
    setup.grid.focus_on(name)
    for key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        ui.key(key)
    assert setup.grid.focused is name
    assert not setup.drafts[seat].person and setup.drafts[seat].kind == kind
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    ui.step()
    assert setup.drafts[seat].name.endswith("x")


def test_a_form_left_while_it_cannot_start_opens_again_as_it_was(ui) -> None:  # type: ignore[no-untyped-def]
    """Back with one name still empty forgot every edit: the settings keep only a
    table that can start, so the next opening showed the last of those (QA 138). The
    form as it was left comes back for the rest of the run; a Start forgets it."""
    setup = _form(ui)
    for _ in range(5):
        setup.add_computer_seat()
    setup.drafts[3].name = "Wilhelmina"
    setup.drafts[-1].name = ""
    setup.edition.nudge(1, ui.app)
    setup._rebuild()
    assert setup.problems(setup.chosen())
    left = [(d.name, d.person, d.kind) for d in setup.drafts]
    edition = setup.edition.value
    ui.key(pygame.K_ESCAPE)
    assert not isinstance(ui.app.top, SetupScene)
    again = SetupScene(ui.app)
    ui.app.push(again)
    assert [(d.name, d.person, d.kind) for d in again.drafts] == left
    assert again.edition.value == edition
    again.drafts[-1].name = "Zed"
    again._rebuild()
    again.start()
    assert ui.app.unfinished_table is None


def test_a_form_left_unfinished_takes_a_name_and_a_language_set_since(ui) -> None:  # type: ignore[no-untyped-def]
    """The form kept as it was left still said "You" after the name was set to "Zed"
    in Settings, and "You" in German (QA 140): the player's seat follows Settings, as
    a remembered table's does; a name typed into the form stays."""
    setup = _form(ui)
    setup.drafts[1].name = ""
    setup._rebuild()
    assert setup.problems(setup.chosen())
    mine = next(i for i, d in enumerate(setup.drafts) if d.person)
    ui.key(pygame.K_ESCAPE)
    ui.app.settings.name = "Zed"
    again = SetupScene(ui.app)
    ui.app.push(again)
    assert again.drafts[mine].name == "Zed" and again.drafts[1].name == ""
    ui.key(pygame.K_ESCAPE)
    ui.app.settings.name = "Ada"  # Zed is no default name: the seat follows it all the same
    third = SetupScene(ui.app)
    ui.app.push(third)
    assert third.drafts[mine].name == "Ada"
    third.drafts[mine].name = ""  # emptied: no name typed, it takes the next one
    third._rebuild()
    ui.key(pygame.K_ESCAPE)
    ui.app.settings.name = "Bo"
    fourth = SetupScene(ui.app)
    ui.app.push(fourth)
    assert fourth.drafts[mine].name == "Bo"
    ui.key(pygame.K_ESCAPE)
    ui.app.settings.name = "You"
    set_language("de")
    try:
        ui.app.set_language("de")
        german = SetupScene(ui.app)
        ui.app.push(german)
        assert german.drafts[mine].name == ui.app.settings.name == "Du"
    finally:
        ui.app.set_language("en")


def test_a_numbered_person_made_a_computer_gets_a_computers_name(ui) -> None:  # type: ignore[no-untyped-def]
    """"Player 2" switched to Computer stayed "Player 2", dimmed as a name to type over,
    and the people left were Player 1 and Player 3 (QA 138): the computer gets a name of
    its own, as one added does, and the people's numbers close up."""
    setup = _form(ui)
    setup.add_person_seat()
    setup.add_person_seat()
    people = [i for i, d in enumerate(setup.drafts) if d.person]
    assert [setup.drafts[i].name for i in people] == ["Player 1", "Player 2", "Player 3"]
    who = setup.seat_rows[people[1]][0]
    who.nudge(1, ui.app)
    made = setup.drafts[people[1]]
    assert not made.person and made.name not in ("Player 2", "")
    assert [d.name for d in setup.drafts if d.person] == ["Player 1", "Player 2"]
    assert len({d.name for d in setup.drafts}) == len(setup.drafts)
    assert not setup.problems(setup.chosen())
    field = setup.seat_rows[people[1]][1]
    assert field.text == made.name and not field.placeholder


def test_a_twitch_of_the_mouse_leaves_the_new_persons_name_focused(ui) -> None:  # type: ignore[no-untyped-def]
    """A click on "+ Add a person" puts the focus on the new name (to type it); a move
    of the mouse still on the button took the focus back, and the name typed next went
    nowhere (QA 138). Moves on the clicked button leave the focus where the click put
    it; once the pointer has left, pointing works as before."""
    setup = _form(ui)
    ui.step(30)  # past the pointer's settling time after the screen opened
    centre = setup.add_person.rect.center
    ui.click(centre)
    name = setup.seat_rows[-1][1]
    assert setup.grid.focused is name
    for dx in (3, -2, 5):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(centre[0] + dx, centre[1]),
                                             rel=(dx, 0), buttons=(0, 0, 0)))
        ui.step()
    assert setup.grid.focused is name
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zed"))
    ui.step()
    assert setup.drafts[-1].name == "Zed"
    away = setup.back_button.rect.center
    for pos in (away, centre):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        ui.step()
    assert setup.grid.focused is setup.add_person


def test_custom_starts_from_the_risk_the_temperament_before_it_showed(ui) -> None:  # type: ignore[no-untyped-def]
    """A Bold computer's Risk column shows 40 %, dimmed; made Custom it showed 26 %
    (QA 138). Custom starts from the last temperament's risk (the Expert has none)."""
    setup = _form(ui)
    seat = next(i for i, d in enumerate(setup.drafts) if not d.person)
    kind = setup.seat_rows[seat][2]
    while kind.value != "bold":
        kind.nudge(1, ui.app)
    while kind.value != "custom":
        kind.nudge(1, ui.app)  # by way of the Expert
    assert setup.drafts[seat].risk == 0.40 and setup.seat_rows[seat][3].value == 0.40
    assert setup.chosen().seats[seat].plays == "threshold:0.4"
    kind.nudge(1, ui.app)  # round to Careful, then back to Custom
    kind.nudge(-1, ui.app)
    assert setup.seat_rows[seat][3].value == 0.15


def test_after_a_big_table_shrinks_a_new_computer_takes_a_plain_name(ui) -> None:  # type: ignore[no-untyped-def]
    """Grown to 18 seats and back to 4, the next computers were "Ann 2" and so on beside
    Ann: every plain name was held back for the seats removed (QA 138). They are free
    again once every one is; a seat brought back that meets its namesake is renamed."""
    from game.session.seats import COMPUTER_NAMES

    setup = _form(ui)
    while len(setup.drafts) < MAX_SEATS:
        setup.add_computer_seat()
    while len(setup.drafts) > 4:
        setup.remove_seat(len(setup.drafts) - 1)
    setup.add_computer_seat()
    setup.add_computer_seat()
    names = [d.name for d in setup.drafts]
    assert all(name in COMPUTER_NAMES for name in names if name != setup.drafts[0].name)
    assert len({name.casefold() for name in names}) == len(names)
    _ctrl_z(ui)  # the last removed comes back, under a free name if its own is taken
    names = [d.name for d in setup.drafts]
    assert len(names) == 7 and len({name.casefold() for name in names}) == 7
    assert not setup.problems(setup.chosen())


def test_a_cross_pressed_before_the_window_changed_size_acts_on_release(ui) -> None:  # type: ignore[no-untyped-def]
    """The window resized between the press and the release on a seat's ×: the same
    spot of the screen was another place of the table by then, so the release fell
    off the ×, which stayed focused and never removed its seat (QA 138). The release
    counts where the press was."""
    setup = _form(ui)
    ui.step(30)
    setup.add_computer_seat()
    before = len(setup.drafts)
    cross = setup.seat_rows[-1][4]
    x, y = cross.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    ui.step()
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1000, y=560))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x + 150, y + 50), button=1))
    ui.step()
    assert len(setup.drafts) == before - 1
    # Without a resize, a release off the × still does nothing (a press that slid off).
    cross = setup.seat_rows[-1][4]
    x, y = cross.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    ui.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x + 150, y + 50), button=1))
    ui.step()
    assert len(setup.drafts) == before - 1
    # Moved off it once the window settled, the player lets go where they are: a press
    # that slid off, resized or not (a Hit let go far off it drew a card: QA 169).
    cross = setup.seat_rows[-1][4]
    x, y = cross.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    ui.step()
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1100, y=620))
    ui.step(30)  # the pointer settles
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 150, y + 50),
                                         rel=(150, 50), buttons=(1, 0, 0)))
    ui.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x + 150, y + 50), button=1))
    ui.step()
    assert len(setup.drafts) == before - 1


@pytest.mark.parametrize("typed", ["Ann ", " Ann", "Ann\ufe0f"])
def test_a_computer_brought_back_beside_a_name_typed_with_a_space_gets_a_free_one(  # type: ignore[no-untyped-def]
        ui, typed: str) -> None:
    """× on Ann, "Ann " typed into another seat (half-way through "Ann Lee"), Ctrl+Z:
    Ann came back as "Ann" and Start went dark (QA 152: compared by case alone, where
    the table compares without the spaces and the invisible marks)."""
    setup = _form(ui)
    ann = next(i for i, d in enumerate(setup.drafts) if d.name == "Ann")
    setup.remove_seat(ann)
    person = next(d for d in setup.drafts if d.person)
    person.name = typed
    _ctrl_z(ui)
    assert len(setup.drafts) == 4 and setup.drafts[ann].name not in ("Ann", typed)
    assert not setup.problems(setup.chosen()) and setup.start_button.enabled


@pytest.mark.parametrize("mark", ["\u034f", "\ufe0f", "\u180b", "\U000e0100", "\u0301"])
def test_a_name_of_invisible_marks_alone_is_no_name(ui, mark: str) -> None:  # type: ignore[no-untyped-def]
    """A mark that draws nothing by itself (a variation selector, the grapheme joiner,
    a lone accent) passed as a name: the game sat a seat with no name to see, and the
    table remembered could not be read again (QA 152). The form says the seat has no
    name; "Ben" with such a mark is "Ben", and two of them say so."""
    setup = _form(ui)
    computers = [i for i, d in enumerate(setup.drafts) if not d.person]
    setup.drafts[computers[0]].name = mark
    setup._changed(None)
    assert t("problem.no_name", n=computers[0] + 1) in setup.problems(setup.chosen())
    assert not setup.start_button.enabled
    ben = setup.drafts[computers[1]].name
    setup.drafts[computers[0]].name = ben + ("\ufe0f" if mark == "\u0301" else mark)
    setup._changed(None)
    assert t("problem.same_name", n=2, name=ben) in setup.problems(setup.chosen())
    setup.drafts[computers[0]].name = "Zed" + mark
    setup._changed(None)
    assert not setup.problems(setup.chosen()) and setup.start_button.enabled
    assert "Zed" in [seat.name for seat in setup.chosen().seats] or mark == "\u0301"


@pytest.mark.parametrize(("kind", "risk"), [("careful", 0.15), ("bold", 0.40)])
def test_a_remembered_temperament_made_custom_starts_from_its_own_risk(  # type: ignore[no-untyped-def]
        ui, kind: str, risk: float) -> None:
    """A remembered Careful (15 % shown dimmed) made Custom started at 26 % (QA 152:
    the QA 138 mend held for seats chosen in the form only)."""
    from game.session import TableSetup
    from game.session.seats import CUSTOM

    good = TableSetup.quick(3).to_json()
    good["seats"][1] = {"name": "Ann", "plays": kind}
    ui.app.settings.setup = good
    setup = _form(ui)
    row = setup.seat_rows[1]
    assert setup.drafts[1].kind == kind and row[3].idle_text == t("common.percent",  # type: ignore[attr-defined]
                                                                   n=round(risk * 100))
    row[2].index = row[2].choices.index(CUSTOM)  # type: ignore[attr-defined]
    row[2].on_change(row[2].value)  # type: ignore[attr-defined]
    assert setup.chosen().seats[1].plays == f"threshold:{risk:g}"


def test_the_note_crowded_into_the_wider_column_is_lit_and_clicked_whole(ui) -> None:  # type: ignore[no-untyped-def]
    """Crowded (Vengeance, Brutal, two people, a Custom risk, 18 seats, Large text, two
    red lines of names taken twice), the notes wrap at the wider column; the note's
    light and its place to click stayed at the narrower one, and its words ran past
    them (QA 187)."""
    from game.session import Seat, TableSetup

    app = ui.app
    app.settings.large_text = True
    seats = [Seat("Ann"), Seat("Ben"), Seat("Anna-Kathrin", "balanced"),
             Seat("Cy", "threshold:0.3")] + [Seat(f"C{n % 12}", "bold") for n in range(14)]
    app.settings.setup = TableSetup(tuple(seats), "vengeance", True, 200).to_json()
    setup = _form(ui)
    assert "Anna-Kathrin" in [d.name for d in setup.drafts]
    ui.click(setup.seat_rows[2][4].rect.center)  # its ×
    ui.step()
    place = setup.undo_place
    assert place is not None
    drawn: list[tuple[str, int]] = []
    real = setup.app.assets.text

    def text(words, *args, **kwargs):  # type: ignore[no-untyped-def]
        label = real(words, *args, **kwargs)
        drawn.append((str(words), label.get_width()))
        return label

    setup.app.assets.text = text
    try:
        setup.draw(app.screen)
    finally:
        setup.app.assets.text = real
    note = [width for words, width in drawn
            if "Anna-Kathrin" in words or "Ctrl+Z" in words or "back" in words]
    assert note and max(note) <= place.w, (note, place)


def test_back_says_its_key_as_every_other_back_does(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """New game's Back showed no "Esc", which every other screen's Back shows (QA 236);
    Esc does go back."""
    from drawn_helpers import record_texts

    from game.i18n import t

    setup = _form(ui)
    drawn = record_texts(ui.app.assets, monkeypatch)
    ui.step()
    assert t("key.esc") in [words for words, _ in drawn]
    ui.key(pygame.K_ESCAPE)
    assert ui.app.top is not setup


def test_the_more_seats_hints_show_them_when_clicked(ui) -> None:  # type: ignore[no-untyped-def]
    """"↓ 8 more" and "↑ 8 more" could not be clicked (QA 172; the wheel scrolls the
    seats): a click shows the seats that way, a page further."""
    from game.ui.scene_setup import _VISIBLE

    setup = _form(ui)
    while len(setup.drafts) < 18:
        setup.add_computer_seat()
    setup._scroll_to(0)
    ui.step()
    assert set(setup._more_at) == {1}  # only seats below
    ui.click(setup._more_at[1].center)
    assert setup.scroll == _VISIBLE
    assert -1 in setup._more_at
    ui.click(setup._more_at[-1].center)
    assert setup.scroll == 0

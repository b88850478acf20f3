"""The setup's target score is a scale with ends (QA: ← past 50 jumped to 1000)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scene_setup import SetupScene
from game.ui.scene_title import TitleScene


def _target_row(ui) -> SetupScene:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup.grid.focus_on(setup.target)
    return setup


def test_the_target_stops_at_its_ends(ui) -> None:  # type: ignore[no-untyped-def]
    setup = _target_row(ui)
    choices = setup.target.choices
    for _ in range(len(choices) + 3):
        ui.key(pygame.K_LEFT)
    assert setup.target.value == min(choices) == 50
    for _ in range(len(choices) + 3):
        ui.key(pygame.K_RIGHT)
    assert setup.target.value == max(choices) == 1000
    # The chosen table follows what the row shows.
    assert setup.chosen().target == 1000


def test_other_choices_still_go_round(ui) -> None:  # type: ignore[no-untyped-def]
    setup = _target_row(ui)
    edition = setup.edition
    first = edition.value
    for _ in range(len(edition.choices)):
        edition.nudge(1, ui.app)
    assert edition.value == first


def test_holding_an_arrow_at_the_end_changes_nothing_else(ui) -> None:  # type: ignore[no-untyped-def]
    # QA: → past 1000 moved the focus on to a seat's Who, and the next → made a
    # computer a person.
    setup = _target_row(ui)
    before = setup.chosen()
    for _ in range(len(setup.target.choices) + 5):
        ui.key(pygame.K_RIGHT)
    assert setup.grid.focused is setup.target
    after = setup.chosen()
    assert after.seats == before.seats and after.target == 1000
    for _ in range(len(setup.target.choices) + 5):
        ui.key(pygame.K_LEFT)
    assert setup.grid.focused is setup.target and setup.chosen().seats == before.seats


def _custom_risk(ui):  # type: ignore[no-untyped-def]
    """New game with its first computer made Custom and the focus on its risk."""
    from game.session.seats import CUSTOM

    setup = _target_row(ui)
    row = next(r for r, draft in zip(setup.seat_rows, setup.drafts, strict=True)
               if not draft.person)
    kind, risk = row[2], row[3]
    kind.index = kind.choices.index(CUSTOM)  # type: ignore[attr-defined]
    kind.on_change(kind.value)  # type: ignore[attr-defined]
    assert risk.enabled
    setup.grid.focus_on(risk)
    return setup, risk


def test_the_custom_risk_stops_at_its_ends(ui) -> None:  # type: ignore[no-untyped-def]
    """‹ at 5 % jumped to 60 %, the most reckless risk (QA twenty-first pass): a scale
    with ends, as the target is."""
    _setup, risk = _custom_risk(ui)
    for _ in range(len(risk.choices) + 3):  # type: ignore[attr-defined]
        ui.key(pygame.K_LEFT)
    assert risk.value == min(risk.choices) == 0.05  # type: ignore[attr-defined]
    for _ in range(len(risk.choices) + 3):  # type: ignore[attr-defined]
        ui.key(pygame.K_RIGHT)
    assert risk.value == max(risk.choices) == 0.60  # type: ignore[attr-defined]


def _risks(setup) -> list[str]:  # type: ignore[no-untyped-def]
    return [seat.plays for seat in setup.chosen().seats if seat.plays.startswith("threshold")]


def test_shift_goes_by_one_percent_on_a_custom_risk(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    """QA 226: a Custom risk went by 5 % (and Balanced's 26 %) alone, so 37 % was the
    command line's. Shift+← → and a Shift+click on ‹ › go by 1 %; the plain keys go
    on from there to the usual steps, and the keys line says so."""
    from drawn_helpers import record_texts

    from game.i18n import t

    setup, risk = _custom_risk(ui)
    assert risk.value == 0.26
    for _ in range(11):
        ui.key(pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    assert risk.value == 0.37 and _risks(setup) == ["threshold:0.37"]
    ui.key(pygame.K_RIGHT)
    assert risk.value == 0.40  # the usual steps again
    ui.key(pygame.K_LEFT)
    assert risk.value == 0.35  # not back to 37 %: a value of no scale, once left
    ui.key(pygame.K_LEFT, mod=pygame.KMOD_SHIFT | pygame.KMOD_CTRL)
    assert risk.value == 0.34
    pygame.key.set_mods(pygame.KMOD_LSHIFT)  # a click takes the keyboard's modifiers
    try:
        left = (risk.rect.x + 8, risk.rect.centery)
        ui.click(left)
        assert risk.value == 0.33
    finally:
        pygame.key.set_mods(0)
    ui.click(left)
    assert risk.value == 0.30 and _risks(setup) == ["threshold:0.3"]
    # The ends hold: 5 % by 1 % no lower, 60 % no higher, the focus kept.
    for _ in range(40):
        ui.key(pygame.K_LEFT, mod=pygame.KMOD_SHIFT)
    assert risk.value == 0.05 and setup.grid.focused is risk
    for _ in range(60):
        ui.key(pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    assert risk.value == 0.60 and setup.grid.focused is risk
    # Other selectors have no finer scale: Shift+→ on the target is a plain →.
    setup.grid.focus_on(setup.target)
    before = setup.target.value
    ui.key(pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    assert setup.target.index == setup.target.choices.index(before) + 1
    # The keys line offers Shift on a Custom risk only.
    drawn = record_texts(ui.app.assets, monkeypatch)
    ui.step()
    assert any(words.startswith(t("setup.keys")) for words, _ in drawn)
    setup.grid.focus_on(risk)
    drawn.clear()
    ui.step()
    said = " | ".join(words for words, _ in drawn)
    assert t("setup.keys.risk") in said and t("setup.keys") not in said


def test_a_one_percent_risk_is_no_step_after_the_rows_are_made_again(ui) -> None:  # type: ignore[no-untyped-def]
    """37 % by Shift, then a seat added (the rows made again): → and ← came back to 37 %,
    as for a risk from elsewhere; and from Custom 37 % to Bold and back, ← from 40 %
    went to 37 % (QA 230). The usual steps both times."""
    from game.session.seats import RISKS

    setup, risk = _custom_risk(ui)
    row = next(i for i, r in enumerate(setup.seat_rows) if r[3] is risk)
    for _ in range(11):
        ui.key(pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    setup.add_computer_seat()
    ui.step()
    risk = setup.seat_rows[row][3]
    assert risk.value == 0.37  # type: ignore[attr-defined]
    setup.grid.focus_on(risk)
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_LEFT)
    assert risk.value == 0.35 and tuple(risk.choices) == RISKS  # type: ignore[attr-defined]
    for _ in range(2):
        ui.key(pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)  # 37 % again
    kind = setup.seat_rows[row][2]
    setup.grid.focus_on(kind)
    for _ in range(2):
        ui.key(pygame.K_LEFT)  # Expert, then Bold: its 40 %
    assert kind.value == "bold"  # type: ignore[attr-defined]
    for _ in range(2):
        ui.key(pygame.K_RIGHT)  # Expert, then Custom again, from 40 %
    assert kind.value == "custom" and risk.value == 0.40  # type: ignore[attr-defined]
    setup.grid.focus_on(risk)
    ui.key(pygame.K_LEFT)
    assert risk.value == 0.35  # type: ignore[attr-defined]
    # To Expert (no risk of its own) and back: the risk shown is the one played (QA 232:
    # 37 % showed as 40 % and Start played 37 %).
    for _ in range(2):
        ui.key(pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)  # 37 %
    for temperament in ("expert", "custom"):
        kind.index = kind.choices.index(temperament)  # type: ignore[attr-defined]
        kind.on_change(kind.value)  # type: ignore[attr-defined]
    assert risk.value == 0.37  # type: ignore[attr-defined]
    assert setup.chosen().seats[row].plays == "threshold:0.37"


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_keys_line_on_a_custom_risk_keeps_its_size(  # type: ignore[no-untyped-def]
        ui, monkeypatch, language: str) -> None:
    """The line naming Shift was set smaller (German 15 px, Dutch 16) than every other
    field's 18 (QA 230): it names Shift in place of Tab."""
    from drawn_helpers import record_texts

    from game.i18n import set_language, t
    from game.ui.theme import SMALL

    set_language(language)
    _setup, _risk = _custom_risk(ui)
    drawn = record_texts(ui.app.assets, monkeypatch)
    ui.step()
    sizes = [size for words, size in drawn if words.startswith(t("setup.keys.risk"))]
    assert sizes and sizes[0] >= SMALL, (sizes, drawn)


def test_the_temperaments_notes_stay_in_large_text_with_every_edition_note(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    """QA: in German Large text with Vengeance and Brutal the line explaining the
    computers' temperaments gave way to the editions' notes, so "Individuell" went
    unexplained. Large text steps back to the usual size first."""
    from drawn_helpers import record_texts

    from game.i18n import set_language, t

    set_language("de")
    app = ui.app
    app.settings.large_text = True
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup.edition.nudge(1, app)  # With a Vengeance
    setup.brutal.nudge(1, app)  # Brutal: On
    setup.drafts[1].kind = "custom"
    setup.drafts[2].kind = "expert"
    assert setup.chosen().brutal
    drawn = record_texts(app.assets, monkeypatch)
    ui.step()
    said = " ".join(words for words, _ in drawn)
    for key in ("setup.note.vengeance", "setup.note.brutal", "setup.note.balanced",
                "setup.note.custom", "setup.note.expert"):
        assert t(key).split()[-1] in said and t(key).split()[0] in said, key
    words = set(said.split())
    for kind in ("custom", "expert", "balanced"):
        assert set(t(f"setup.note.{kind}").split()) <= words, kind
    # A fifth seat, a second person: not every note fits any more; the one on the
    # temperament the player is choosing stays.
    setup.add_person_seat()
    setup.grid.focus_on(setup.seat_rows[1][2])  # the custom computer's temperament
    drawn.clear()
    ui.step()
    words = set(" ".join(words for words, _ in drawn).split())
    assert set(t("setup.note.custom").split()) <= words
    # And once the focus moves on to Start: the line went there (QA 231).
    setup.grid.focus_on(setup.start_button)
    drawn.clear()
    ui.step()
    words = set(" ".join(words for words, _ in drawn).split())
    assert set(t("setup.note.custom").split()) <= words


def test_a_kept_table_with_a_computer_new_game_cannot_show_opens_the_usual_one(  # type: ignore[no-untyped-def]
        ui) -> None:
    """A remembered seat ``random`` or ``plain:0.3`` (fine for ``--seats``, not a choice
    of New game's) crashed New game at every opening (QA 138): the usual table opens."""
    from game.session import TableSetup

    app = ui.app
    good = TableSetup.quick(3, "mixed").to_json()
    for plays in ("random", "plain:0.3", "custom:0.3"):
        app.settings.setup = {**good, "seats": [*good["seats"][:3],
                                                {"name": "Zed", "plays": plays}]}
        setup = SetupScene(app)
        app.push(setup)
        ui.step()
        names = [seat.name for seat in setup.chosen().seats]
        assert ("Zed" in names) == (plays == "custom:0.3"), plays
        app.pop()

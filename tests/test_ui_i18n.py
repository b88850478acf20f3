"""Screens in English, German and Dutch (issue 17): no word bypasses the catalogue,
the language switches live, every label fits, card faces speak the language.

**No English left.** :data:`SCREENS` lists every screen converted to the
catalogue. Each is drawn in the pseudo-language ``xx``, where every catalogue
sentence comes wrapped in ⟦…⟧, while :meth:`Assets.text` records each string
rendered; a word outside the brackets that is not data (a player's name)
bypassed the catalogue. To cover another screen, add an entry to
:data:`SCREENS`: a function that builds it on the test app (pushing what it
needs below) and returns the scene to look at. Only that scene's own
drawing is checked, so an overlay over a not yet converted table is fine.
The same list drives the "every label fits" test in all three languages.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pygame
import pytest

from game.i18n import LANGUAGES, PSEUDO, current_language, set_language, t
from game.session import GameFiles, Seat, Session, TableSetup
from game.session.seats import COMPUTER_NAMES
from game.ui.cards import CardPainter
from game.ui.grid import Grid
from game.ui.loop import App
from game.ui.scene import Scene
from game.ui.scene_confirm import ConfirmScene
from game.ui.scene_handover import HandoverScene
from game.ui.scene_pause import PauseScene
from game.ui.scene_settings import SettingsScene
from game.ui.scene_setup import SetupScene
from game.ui.scene_table import TableScene
from game.ui.scene_title import TitleScene
from game.ui.theme import WIDTH
from game.ui.widgets import Menu, Widget

TWO_PEOPLE = TableSetup((Seat("Ann"), Seat("Ben"), Seat("Cat", "balanced"),
                         Seat("Dev", "bold"), Seat("Eva", "expert")), "vengeance", brutal=True)
#: Words that are data, not language: the names players and computers are given.
NAMES = {*COMPUTER_NAMES, "Zed"}


# ---------------------------------------------------------------------- the screens


def _title(app: App) -> Scene:
    app.push(TitleScene(app))
    return app.scenes[-1]


def _title_with_a_saved_game(app: App) -> Scene:
    watched = TableSetup(tuple(Seat(n, "balanced") for n in ("Ann", "Ben", "Cat", "Dev",
                                                             "Eva", "Finn")), "vengeance",
                         brutal=True)
    session = Session(watched, seed=3, ai_seed=3, files=GameFiles())
    while session.game.round_number < 2:
        session.play(session.computer_move())
    return _title(app)


def _quit_question(app: App) -> Scene:
    title = _title_with_a_saved_game(app)
    assert isinstance(title, TitleScene)
    title.ask_quit()
    return app.scenes[-1]


def _setup(app: App) -> Scene:
    app.push(SetupScene(app))
    return app.scenes[-1]


def _setup_crowded(app: App) -> Scene:
    """Eighteen seats, people and every temperament, and more problems than fit."""
    setup = SetupScene(app)
    app.push(setup)
    setup.add_person_seat()
    while len(setup.drafts) < 18:
        setup.add_computer_seat()
    for draft, kind in zip(setup.drafts[2:], ("careful", "bold", "expert", "custom"),
                           strict=False):
        draft.kind = kind
    for draft in setup.drafts[6:9]:
        draft.name = ""
    setup.drafts[9].name = setup.drafts[10].name = "Zed"
    setup.scroll = 4
    setup._rebuild()
    return setup


def _settings(app: App) -> Scene:
    app.push(SettingsScene(app))
    return app.scenes[-1]


def _table(app: App) -> TableScene:
    app.push(TitleScene(app))
    table = TableScene(app, Session(TWO_PEOPLE, seed=1, ai_seed=1))
    app.push(table)
    return table


def _pause(app: App) -> Scene:
    table = _table(app)
    app.push(PauseScene(app, table))
    return app.scenes[-1]


def _handover(app: App) -> Scene:
    table = _table(app)
    app.push(HandoverScene(app, table, 1))
    return app.scenes[-1]


#: Every screen the catalogue covers. Phase 2 adds the table's screens here.
SCREENS: dict[str, Callable[[App], Scene]] = {
    "title": _title,
    "title, a saved game": _title_with_a_saved_game,
    "quit?": _quit_question,
    "new game": _setup,
    "new game, 18 seats": _setup_crowded,
    "settings": _settings,
    "pause": _pause,
    "hand-over": _handover,
}


def _rendered(app: App, scene: Scene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string ``scene`` renders in one drawing of itself."""
    seen: list[str] = []
    real = app.assets.text

    def recording(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        seen.append(text)
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(app.assets, "text", recording)
    scene.draw(app.screen)
    monkeypatch.setattr(app.assets, "text", real)
    return seen


def _outside_the_catalogue(text: str) -> list[str]:
    """Words of ``text`` outside every ⟦…⟧ (innermost first, for nested sentences)."""
    while True:
        stripped = re.sub(r"⟦[^⟦⟧]*⟧", " ", text)
        if stripped == text:
            break
        text = stripped
    return [w for w in re.findall(r"[^\W\d_]{2,}", text) if w not in NAMES]


@pytest.fixture(params=list(SCREENS), ids=list(SCREENS))
def screen(request, ui_app, monkeypatch, tmp_path) -> Iterator[Callable[[str], Scene]]:  # type: ignore[no-untyped-def]
    """Builds the screen in a language (as a player of that language would open it)."""
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))  # a private saved game, if any

    def build(code: str) -> Scene:
        ui_app.set_language(code)
        scene = SCREENS[request.param](ui_app)
        ui_app.frame(1 / 60)
        return scene

    yield build


def test_no_english_is_left_on_a_converted_screen(ui_app, screen, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    scene = screen(PSEUDO)
    shown = _rendered(ui_app, scene, monkeypatch)
    assert shown, "the screen drew no text at all"
    # One string: a wrapped sentence is drawn as consecutive lines, ⟦ on the first, ⟧ on
    # the last.
    assert _outside_the_catalogue("\n".join(shown)) == []
    assert any("⟦" in text for text in shown)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_label_fits_in_every_language(ui_app, screen, monkeypatch, code: str) -> None:  # type: ignore[no-untyped-def]
    """Buttons, selectors (every choice) and fields, and no line wider than the screen."""
    app, scene = ui_app, screen(code)
    widgets: list[Widget] = []
    for value in vars(scene).values():
        if isinstance(value, Menu):
            widgets += value.widgets
        elif isinstance(value, Grid):
            widgets += [w for row in value.rows for w in row]
    too_wide = {type(w).__name__: over for w in widgets if (over := w.overflows(app.assets))}
    assert too_wide == {}
    for text in _rendered(app, scene, monkeypatch):
        assert app.assets.font("bold", 22).size(text)[0] < WIDTH - 40, text


# ---------------------------------------------------------------------- the live switch


def test_the_language_switches_live_on_every_screen_below(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    settings = app.top
    assert isinstance(settings, SettingsScene)
    ui.key(pygame.K_RIGHT)  # Language: English -> Deutsch
    assert current_language() == "de" and app.settings.language == "de"
    assert app.settings.name == "Du" and settings.name.text == "Du"  # an untyped name follows
    assert str(settings.speed.label) == "Animationstempo"
    ui.key(pygame.K_ESCAPE)  # saved and closed: the title below speaks German at once
    title = app.top
    assert isinstance(title, TitleScene)
    assert [str(w.label) for w in title.menu.widgets] == [
        "Schnelles Spiel", "Neues Spiel", "Deine Spiele", "So geht's", "Spielregeln",
        "Einstellungen", "Beenden"]
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and str(app.top.question) == "Flip 7 beenden?"


def test_a_typed_name_stays_when_the_language_changes(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    app.settings.name = "Ida"
    app.set_language("nl")
    assert app.settings.name == "Ida"
    app.set_language("de")
    assert t("title.quit") == "Beenden"


def test_the_setup_follows_the_language_too(ui) -> None:  # type: ignore[no-untyped-def]
    app = ui.app
    setup = SetupScene(app)
    app.push(setup)
    assert setup.drafts[0].name == "You"
    set_language("nl")
    assert setup.seat_rows[1][2].fmt("balanced") == "Evenwichtig"
    setup.add_person_seat()  # two people: "You" names nobody; numbered in Dutch
    assert [d.name for d in setup.drafts if d.person] == ["Speler 1", "Speler 2"]
    again = SetupScene(app)  # a remembered "You" is "Jij" in Dutch
    assert again.drafts[0].name == "Jij"


# ---------------------------------------------------------------------- card faces


def test_worded_card_faces_speak_the_language(ui_app) -> None:  # type: ignore[no-untyped-def]
    painter = CardPainter(ui_app.assets, "vengeance")

    def pixels(code: str, size: tuple[int, int] = (200, 280)) -> bytes:
        return pygame.image.tobytes(painter.face(code, *size), "RGBA")

    english = pixels("steal")
    plain = pixels("7")
    set_language("de")
    german = pixels("steal")
    assert german != english and pixels("7") == plain  # numbers carry no words
    face = painter.face("steal", 200, 280)
    band = pygame.Rect(18, 200, 164, 60)
    art = pygame.Rect(0, 0, 200, 190)
    assert pygame.image.tobytes(face.subsurface(art), "RGBA") == \
        pygame.image.tobytes(ui_app.assets.image("card_steal").subsurface(art), "RGBA")
    assert face.subsurface(band).get_bounding_rect().size == band.size
    set_language("en")
    assert pixels("steal") == english  # each language kept, back at once
    small_en = pixels("swap", (34, 48))
    set_language("nl")
    assert pixels("swap", (34, 48)) != small_en  # the small card's index is Dutch too ("RUI")


def test_the_words_are_in_the_picture_not_in_the_file(ui_app) -> None:  # type: ignore[no-untyped-def]
    """The sprite's band is empty (a soft gradient); the painted face has white words."""
    def spread(surface: pygame.Surface) -> int:
        area = surface.subsurface(pygame.Rect(40, 215, 120, 30))
        reds = [area.get_at((x, y)).r for x in range(0, 120, 2) for y in range(0, 30, 2)]
        return max(reds) - min(reds)

    assert spread(ui_app.assets.image("card_freeze")) < 12
    assert spread(CardPainter(ui_app.assets, "classic").face("freeze", 200, 280)) > 150


def test_a_label_too_wide_for_its_widget_is_reported(ui_app) -> None:  # type: ignore[no-untyped-def]
    from game.ui.widgets import Button, Selector

    assets = ui_app.assets
    assert Button(pygame.Rect(0, 0, 300, 52), "Quit", lambda: None).overflows(assets) == []
    long = "Vollständig neu beginnen und alles vergessen"
    assert Button(pygame.Rect(0, 0, 300, 52), long, lambda: None).overflows(assets) == [long]
    compact = Selector(pygame.Rect(0, 0, 140, 44), "", ("a", "Computergegner"), 0,
                       lambda _v: None)
    assert compact.overflows(assets) == ["Computergegner"]  # any choice, not just the shown one
    labelled = Selector(pygame.Rect(0, 0, 400, 50), "Animationsgeschwindigkeit", (1,), 0,
                        lambda _v: None)
    assert labelled.overflows(assets) == ["Animationsgeschwindigkeit"]

"""Start-up, settings, command-line flags, assets and card art."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from drawn_helpers import record_texts

from game.app import gui
from game.core.cards import ALL_CODES
from game.core.editions import CLASSIC, VENGEANCE
from game.i18n import set_language, t
from game.storage.settings import Settings, SettingsStore
from game.ui import assets as assets_module
from game.ui import input as inp
from game.ui.assets import AssetNotFound, asset_roots, find_asset
from game.ui.cards import CLASSIC_CODES, SMALL_CARD, VENGEANCE_CODES, CardPainter, sprite_name

ROOT = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------------- card art


@pytest.mark.parametrize("edition, codes", [(CLASSIC, CLASSIC_CODES),
                                            (VENGEANCE, VENGEANCE_CODES)],
                         ids=["classic", "vengeance"])
def test_every_card_code_of_both_editions_renders(ui_app, edition, codes) -> None:  # type: ignore[no-untyped-def]
    painter = CardPainter(ui_app.assets, edition)
    for code in codes:
        for size in ((200, 280), (64, 90), (34, 48)):
            face = painter.face(code, *size)
            assert face.get_size() == size
            # Opaque in the middle (real art), transparent in the rounded corner.
            assert face.get_at((size[0] // 2, size[1] // 2)).a > 240
            assert face.get_at((0, 0)).a < 255
            assert painter.dimmed(code, *size).get_size() == size
        assert painter.face(code, 64, 90) is painter.face(code, 64, 90)  # cached
    assert painter.back(76, 106).get_size() == (76, 106)


@pytest.mark.parametrize("height", [50, 64, 78])
def test_a_signed_index_is_narrower_than_a_two_digit_one(ui_app, monkeypatch, height: int) -> None:  # type: ignore[no-untyped-def]
    """A sign is as wide as a digit: "−8" filled the strip an overlapped card shows and
    ran into the next card's index, "−8" then "0" read "−80" (QA 122). A signed index
    is set a step smaller, narrower than a two-digit one."""
    from drawn_helpers import record_texts

    painter = CardPainter(ui_app.assets, VENGEANCE)
    widths = {}
    for code in ("-8", "12", "+4"):
        drawn = record_texts(ui_app.assets, monkeypatch)
        art = ui_app.assets.scaled(sprite_name(code, VENGEANCE), round(height * 0.72), height)
        painter._with_index(art, code)  # not face(): a face met before is kept, not made
        label, size = drawn[-1]
        widths[code] = ui_app.assets.font("black", size).size(label)[0]
    # Figures are all as wide as one another: a step smaller leaves the gap "12" has
    # not, where a sign and a digit after it read as one number with the next index.
    assert widths["-8"] < widths["12"] and widths["+4"] < widths["12"]


def test_card_codes_cover_the_rules_core() -> None:
    assert set(CLASSIC_CODES) | set(VENGEANCE_CODES) == set(ALL_CODES)
    assert sprite_name("0", CLASSIC) == "card_0"
    assert sprite_name("0", VENGEANCE) == "card_zero_v"
    assert sprite_name("+10", CLASSIC) == "card_plus10"
    assert sprite_name("-2", VENGEANCE) == "card_minus2"
    with pytest.raises(ValueError):
        sprite_name("joker", CLASSIC)


def test_small_cards_carry_their_own_index(ui_app) -> None:  # type: ignore[no-untyped-def]
    painter = CardPainter(ui_app.assets, CLASSIC)
    small = painter.face("12", 34, SMALL_CARD - 22)
    plain = ui_app.assets.scaled("card_12", 34, SMALL_CARD - 22)
    assert small is not plain
    assert pygame.image.tobytes(small, "RGBA") != pygame.image.tobytes(plain, "RGBA")


def test_a_history_sized_card_shows_its_whole_index_and_a_plain_divide_sign(  # type: ignore[no-untyped-def]
        ui_app, monkeypatch) -> None:
    """At the history's 34×48 the "−10" index ran off the card, and the font's small ÷
    read as "+2": the index takes a size that fits, and ÷ is drawn as wide as a "+"."""
    from game.ui.assets import Assets

    assets = Assets()  # its own caches: every face below is painted afresh
    painter = CardPainter(assets, VENGEANCE)
    drawn = record_texts(assets, monkeypatch)
    painter.face("-10", 34, 48)
    painter.face("/2", 34, 48)
    (size,) = [size for words, size in drawn if words == "−10"]
    assert assets.font("black", size).size("−10")[0] <= 34 - 5  # set 4 px in: all on the card
    assert "÷2" not in [words for words, _ in drawn] and "2" in [w for w, _ in drawn]
    # The drawn sign: some column of the corner crosses three dark marks (a dot, the
    # bar, a dot), as no "+" does.
    face = painter.face("/2", 34, 48)

    def marks(x: int) -> int:
        dark = [sum(face.get_at((x, y))[:3]) < 250 for y in range(1, 22)]
        return sum(1 for a, b in zip([False, *dark], dark, strict=False) if b and not a)

    assert max(marks(x) for x in range(3, 16)) >= 3


def test_the_cards_left_chips_show_their_number_on_the_cards_colour(ui_app) -> None:  # type: ignore[no-untyped-def]
    """The count of cards left showed each number as its art at 20×28: bits of the big
    oval numeral that read as squiggles (QA sixth pass). A chip is the card's colour
    with its number large in the middle; the index corner stays for larger cards."""
    from game.ui.cards import CHIP_CARD

    painter = CardPainter(ui_app.assets, VENGEANCE)
    for code in ("0", "7", "12", "13"):
        chip = painter.face(code, 20, 28)
        colour = chip.get_at((10, 2))[:3]
        inside = [chip.get_at((x, y))[:3] for x in range(2, 18) for y in range(2, 26)]
        assert sum(c == colour for c in inside) > 0.6 * len(inside), code  # art: 1-30 %
        ink = [c for c in inside if sum(abs(a - b) for a, b in zip(c, colour, strict=True)) > 200]
        assert len(ink) > 20, code  # the number, in a colour that stands out
    assert 28 < CHIP_CARD <= 34  # the history's 24×34 pictures keep their art


def test_the_unlucky_7_and_lucky_13_chips_carry_their_cards_mark(ui_app) -> None:  # type: ignore[no-untyped-def]
    """In With a Vengeance the cards left showed two "7" chips and two "13" chips, told
    apart only by colour. The Unlucky 7's chip carries its card's crack and the Lucky
    13's a star (a clover that small read as "#": QA ninth pass), in the band above the
    number that a plain chip leaves empty."""
    painter = CardPainter(ui_app.assets, VENGEANCE)

    def marked(code: str) -> int:
        chip = painter.face(code, 20, 28)
        back = chip.get_at((2, 14))[:3]
        band = [chip.get_at((x, y))[:3] for x in range(2, 18) for y in range(2, 7)]
        return sum(1 for c in band if sum(abs(a - b) for a, b in zip(c, back, strict=True)) > 90)

    assert marked("7") == 0 and marked("13") == 0
    assert marked("u7") >= 8  # the crack runs the chip's width
    assert marked("l13") >= 8  # the star


# ---------------------------------------------------------------------- resolver


def test_assets_resolve_from_the_source_checkout() -> None:
    assert find_asset("sprites/card_7.png") == ROOT / "assets" / "sprites" / "card_7.png"
    roots = asset_roots()
    assert roots[-1] == ROOT / "assets"
    assert ROOT / "game" / "assets" in roots  # an installed wheel's game/assets


def test_a_bundle_folder_is_searched_first(monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_roots()[0] == tmp_path / "assets"


def test_a_bundle_folder_is_named_once(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """In a bundle the game package's parent is the bundle's folder: a missing file's
    message named its assets twice (QA 213)."""
    monkeypatch.setattr(sys, "_MEIPASS", str(ROOT), raising=False)
    roots = asset_roots()
    assert roots[0] == ROOT / "assets" and len(roots) == len(set(roots)) == 2
    # Nor under two spellings of one folder (QA 215).
    monkeypatch.setenv("FLIP7_ASSETS", str(ROOT / "game" / ".." / "assets"))
    assert len(asset_roots()) == 2


def test_a_missing_asset_names_every_path_tried() -> None:
    with pytest.raises(AssetNotFound) as caught:
        find_asset("sprites/no_such_card.png")
    message = str(caught.value)
    for root in asset_roots():
        assert str(root / "sprites" / "no_such_card.png") in message


def test_missing_assets_stop_the_game_with_one_clear_line(monkeypatch, tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(assets_module, "asset_roots", lambda: [tmp_path / "nowhere"])
    status = gui.run_gui(["--autoplay", "--exit-when-done"])
    err = capsys.readouterr().err.strip().splitlines()
    assert status == 1
    assert len(err) == 1
    assert "missing game file" in err[0] and str(tmp_path / "nowhere") in err[0]


# ---------------------------------------------------------------------- settings


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    store = SettingsStore.open(path)
    assert store.notices == [] and store.settings == Settings()
    store.settings.speed = "fast"
    store.settings.name = "Zoë"
    assert store.save()
    again = SettingsStore.open(path)
    assert again.settings.speed == "fast" and again.settings.name == "Zoë"
    assert json.loads(path.read_text())["speed"] == "fast"


def test_corrupt_settings_fall_back_to_defaults_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    store = SettingsStore.open(path)
    assert store.settings == Settings()
    assert any("damaged" in notice for notice in store.notices)


def test_settings_with_bad_values_say_which_went_back_to_their_defaults(tmp_path: Path) -> None:
    """QA: a settings file of valid JSON with wrong values ("speed": "warp", "name": 123)
    was put back to defaults without a word. The good fields are kept; the notice names
    the others as the Settings screen does; an old file's missing fields are no fault."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"speed": "warp", "sound": False, "name": 123, "language": "en"}))
    store = SettingsStore.open(path)
    assert store.settings.speed == "normal" and store.settings.sound is False
    assert len(store.notices) == 1
    assert "Animation speed, Your name" in store.notices[0] and str(path) in store.notices[0]
    path.write_text(json.dumps({"speed": "fast"}))  # an old file: the rest is missing
    assert SettingsStore.open(path).notices == []


def test_an_unwritable_folder_keeps_settings_in_memory_and_retries(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("x")
    store = SettingsStore.open(blocked / "settings.json")  # a file where a folder should be
    assert store.notices == []  # nothing to read is a first start, not a problem
    store.settings.speed = "fast"
    assert not store.save()
    assert len(store.notices) == 1 and "Couldn't save your settings" in store.notices[0]
    store.settings.sound = False
    assert not store.save() and len(store.notices) == 1  # the same failure is said once
    blocked.unlink()  # the obstacle goes away: the next save works
    store.settings.name = "Ida"
    assert store.save()
    assert SettingsStore.open(blocked / "settings.json").settings.name == "Ida"
    assert "saved again" in store.notices[-1]


def test_notices_appear_on_screen(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_title import TitleScene

    app = ui.app
    app.notice("Your settings file was damaged; the defaults are back.")
    app.push(TitleScene(app))
    ui.step()
    assert app.notices
    ui.step(60 * 7, dt=1 / 60)
    assert not app.notices


def test_settings_screen_changes_speed_and_name(ui) -> None:  # type: ignore[no-untyped-def]
    from game.ui.scene_settings import SettingsScene

    app = ui.app
    app.push(SettingsScene(app))
    ui.key(pygame.K_DOWN)  # past the language
    ui.key(pygame.K_RIGHT)  # speed: normal -> fast
    assert app.settings.speed == "fast" and app.settings.language == "en"
    for _ in range(app.top.menu.widgets.index(app.top.name) - 1):  # down from the speed
        ui.key(pygame.K_DOWN, frames=0)
    for _ in range(3):
        ui.key(pygame.K_BACKSPACE, frames=0)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ada"))
    ui.step()
    assert app.settings.name == "Ada"
    ui.key(pygame.K_ESCAPE)
    assert not app.scenes


def test_settings_keeps_a_name_the_game_cannot_draw_out_and_says_so(ui) -> None:  # type: ignore[no-untyped-def]
    """'李明' was taken as the player's name: empty boxes at the quick game's table, and
    New game then refused it (QA 124). It is not taken, and the line under the form says
    so in red until the name can be shown; ← → in the field move nothing (they left
    it, and a second ← switched Fullscreen on)."""
    from game.ui.scene_settings import SettingsScene

    app = ui.app
    scene = SettingsScene(app)
    app.push(scene)
    ui.step()
    scene.menu.focus = scene.menu.widgets.index(scene.name)
    for _ in range(20):
        ui.key(pygame.K_BACKSPACE, frames=0)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ada"))
    ui.step()
    assert app.settings.name == "Ada" and not scene.name_problem
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\u674e\u660e"))
    ui.step(40)
    assert app.settings.name == "Ada" and scene.name_problem
    assert scene.help_text() == t("settings.name_letters", name="Ada")
    for key in (pygame.K_LEFT, pygame.K_LEFT, pygame.K_RIGHT):
        ui.key(key)
    assert scene.menu.focused is scene.name and not app.settings.fullscreen
    for _ in range(2):
        ui.key(pygame.K_BACKSPACE, frames=0)
    ui.step()
    assert app.settings.name == "Ada" and not scene.name_problem


def test_a_settings_row_goes_back_by_its_left_arrow_and_on_by_its_right(ui) -> None:  # type: ignore[no-untyped-def]
    """QA: the ‹ left of "Slow" went on to Normal: a click counted as "back" only in
    the row's left 45 %, and a labelled row draws its ‹ further right than that."""
    from game.ui.scene_settings import SettingsScene

    app = ui.app
    scene = SettingsScene(app)
    app.push(scene)
    speed = scene.speed
    arrow_end = speed._rooms(app.assets)[3]  # where the ‹ glyph ends
    assert arrow_end > speed.rect.x + speed.rect.w * 0.45  # where the old split fell
    assert app.settings.speed == "normal"
    ui.click((arrow_end - 6, speed.rect.centery))
    assert app.settings.speed == "slow"
    ui.click((speed.rect.right - 24, speed.rect.centery))  # the ›
    ui.click((speed.rect.right - 24, speed.rect.centery))
    assert app.settings.speed == "fast"


def test_a_name_cut_at_its_limit_says_so(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """QA: "Jürgen Großmann-Überlang" became "Jürgen Großman" without a sign. The field
    shows 14/14 in red once typing is cut, until a Backspace."""
    from drawn_helpers import record_texts

    from game.ui.scene_settings import SettingsScene

    app = ui.app
    scene = SettingsScene(app)
    app.push(scene)
    scene.menu.focus = scene.menu.widgets.index(scene.name)
    for _ in range(4):
        ui.key(pygame.K_BACKSPACE, frames=0)
    drawn = record_texts(app.assets, monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Jürgen Großmann"))
    ui.step()
    assert app.settings.name == "Jürgen Großman"
    assert "14/14" in {w for w, _ in drawn}
    ui.key(pygame.K_BACKSPACE)
    drawn.clear()
    ui.step()
    assert not any("/14" in w for w, _ in drawn)


def test_a_name_never_typed_is_replaced_by_the_first_key(ui) -> None:  # type: ignore[no-untyped-def]
    """QA: typing a name into the field that said "You" made "YouAnn". A name never
    typed is a placeholder (dimmed): the first key replaces it, Backspace clears it;
    a typed name is typed onto."""
    from game.ui.scene_settings import SettingsScene

    app = ui.app
    assert app.settings.name == "You"
    scene = SettingsScene(app)
    app.push(scene)
    scene.menu.focus = scene.menu.widgets.index(scene.name)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ann"))
    ui.step()
    assert app.settings.name == "Ann"
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="a"))
    ui.step()
    assert app.settings.name == "Anna"
    app.pop()
    app.settings.name = "Du"
    scene = SettingsScene(app)
    app.push(scene)
    scene.menu.focus = scene.menu.widgets.index(scene.name)
    ui.key(pygame.K_BACKSPACE)
    assert scene.name.text == "" and not scene.name.placeholder


def test_f11_switches_for_now_and_only_settings_change_how_the_game_starts(ui) -> None:  # type: ignore[no-untyped-def]
    """Issue 15.6: fullscreen is remembered as the start-up state only from Settings."""
    from game.ui.scene_settings import SettingsScene

    app = ui.app
    app.push(SettingsScene(app))
    was = app.fullscreen
    ui.key(pygame.K_F11)  # the window switches (where the display can), the setting stays
    assert not app.settings.fullscreen
    assert app.fullscreen != was or any("not available" in t for t, _ in app.notices)
    scene = app.top
    scene.menu.focus = scene.menu.widgets.index(scene.fullscreen)
    ui.key(pygame.K_RIGHT)  # Start in fullscreen: On
    assert app.settings.fullscreen


def test_back_from_fullscreen_a_small_screen_gets_the_shrunk_window_again(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    """On a 1280×720 screen F11 twice left a 1280×720 window hanging off the screen (the
    title cut at the right and bottom): back in a window, it is shrunk as at the start."""
    from game.ui import loop

    shrunk: list[tuple[int, int]] = []
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", lambda: 1)
    monkeypatch.setattr(loop, "_small_screen", lambda: (1120, 630))
    monkeypatch.setattr(loop, "_resize_window",
                        lambda size, centre=True, at=None: shrunk.append(size))
    app = ui.app
    app.fullscreen = False
    assert app.toggle_fullscreen() and app.fullscreen and shrunk == []
    assert app.toggle_fullscreen() and not app.fullscreen and shrunk == [(1120, 630)]
    monkeypatch.setattr(loop, "_small_screen", lambda: None)  # a screen with room
    app.toggle_fullscreen()
    app.toggle_fullscreen()
    assert shrunk == [(1120, 630), None]  # the default size, the smallest window reset


def test_back_from_fullscreen_the_window_has_its_size_again(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A window made 800×450 (or 1600×900) came back from F11 at 1280×720, and could not
    be made smaller than that again (QA 64, under a window manager): it gets its size
    back, where it stands, and the smallest window is 640×360 again."""
    from game.ui import loop

    sized: list[tuple[tuple[int, int] | None, bool, tuple[int, int] | None]] = []
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", lambda: 1)
    monkeypatch.setattr(loop, "_small_screen", lambda: None)
    monkeypatch.setattr(loop, "_desktop_size", lambda: (1920, 1080))
    monkeypatch.setattr(loop, "_resize_window",
                        lambda size, centre=True, at=None: sized.append((size, centre, at)))
    app = ui.app
    app.fullscreen = False
    for x, size in enumerate(((800, 450), (1600, 900), (1920, 1080))):
        monkeypatch.setattr(loop, "window_size", lambda size=size: size)
        monkeypatch.setattr(loop, "window_place", lambda x=x: (81 + x, 65))
        assert app.toggle_fullscreen() and app.toggle_fullscreen()
    # Where it stood too: under a window manager it came back a title bar lower, F11
    # after F11, until the player's seat hung off the screen (QA 169).
    assert sized == [((800, 450), False, (81, 65)), ((1600, 900), False, (82, 65)),
                     (None, False, (83, 65))]


def test_back_from_fullscreen_on_a_small_screen_a_window_sized_by_hand_keeps_its_size(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    """On a 1280×720 screen a window made 1024×600 came back from F11 at the start's
    shrunk 1120×630 (QA 117); a size that no longer fits still gets the shrunk one."""
    from game.ui import loop

    sized: list[tuple[tuple[int, int] | None, bool]] = []
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", lambda: 1)
    monkeypatch.setattr(loop, "_small_screen", lambda: (1120, 630))
    monkeypatch.setattr(loop, "_desktop_size", lambda: (1280, 720))
    monkeypatch.setattr(loop, "_resize_window",
                        lambda size, centre=True, at=None: sized.append((size, centre)))
    app = ui.app
    app.fullscreen = False
    for size in ((1024, 600), (1280, 720)):
        monkeypatch.setattr(loop, "window_size", lambda size=size: size)
        assert app.toggle_fullscreen() and app.toggle_fullscreen()
    assert sized == [((1024, 600), False), ((1120, 630), True)]


def test_the_pointer_a_fullscreen_switch_moves_does_not_take_the_focus(  # type: ignore[no-untyped-def]
        ui, monkeypatch) -> None:
    """QA: Settings → Start in fullscreen → Right switched the window, and the pointer,
    now over the Coach row under a still mouse, took the focus: the next arrow changed
    the coach. A moment after the switch the pointer is the player's again."""
    from game.ui.loop import POINTER_SETTLES
    from game.ui.scene_settings import SettingsScene

    monkeypatch.setattr(pygame.display, "toggle_fullscreen", lambda: 1)
    monkeypatch.setattr("game.ui.loop._small_screen", lambda: None)
    app = ui.app
    app.fullscreen = False
    scene = SettingsScene(app)
    app.push(scene)
    scene.menu.focus = scene.menu.widgets.index(scene.fullscreen)
    coach = next(w for w in scene.menu.widgets if w.rect.collidepoint(w.rect.center)
                 and w is not scene.fullscreen and "oach" in str(getattr(w, "label", "")))

    def point_at_coach() -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=coach.rect.center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        ui.step()

    ui.key(pygame.K_RIGHT)  # On: the window switches now
    assert app.fullscreen
    point_at_coach()  # the switch's own move of the pointer
    assert scene.menu.focused is scene.fullscreen
    ui.step(int(POINTER_SETTLES * 60) + 2)
    point_at_coach()  # the player's
    assert scene.menu.focused is coach


def test_the_pointer_a_resized_window_moves_does_not_take_the_focus(ui) -> None:  # type: ignore[no-untyped-def]
    """QA 32: at "Whose line gets the ÷2? Enter: Ann", resizing the window under a
    still mouse put the pointer over Gus's seat, and Enter would have picked Gus."""
    from game.ui.loop import POINTER_SETTLES
    from game.ui.scene_settings import SettingsScene

    app = ui.app
    scene = SettingsScene(app)
    app.push(scene)
    first = scene.menu.focused
    other = next(w for w in scene.menu.widgets if w is not first and hasattr(w, "rect"))

    def point_at_other() -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=other.rect.center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        ui.step()

    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=600))
    point_at_other()  # the resize's own move of the pointer, in the same frame
    assert scene.menu.focused is first
    ui.step(int(POINTER_SETTLES * 60) + 2)
    point_at_other()  # the player's
    assert scene.menu.focused is other


def test_the_pointer_place_from_before_the_window_took_its_size_is_dropped() -> None:
    """At start-up on a screen the window is made smaller for, the pointer's place as
    the unresized window had it (1:1) lit the button above the one under it and took
    the first start's focus from How to play (QA 81): it is dropped with the resize;
    keys pressed meanwhile are kept."""
    from game.ui import loop

    try:
        pygame.display.quit()
        pygame.display.init()
        loop.create_window()
        pygame.event.clear()
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(634, 457), rel=(0, 0),
                                             buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0,
                                             unicode="h", scancode=0))
        loop._resize_window((800, 450))
        kinds = [event.type for event in pygame.event.get()]
        assert pygame.KEYDOWN in kinds and pygame.MOUSEMOTION not in kinds
        assert loop.window_size() == (800, 450)
    finally:
        pygame.display.quit()
        pygame.display.init()


def _windowed_app(store: SettingsStore):  # type: ignore[no-untyped-def]
    """A silent app on the window :func:`_open_window` opened, keeping ``store``."""
    from game.ui.assets import Assets
    from game.ui.clock import FakeClock
    from game.ui.loop import App, AppOptions
    from game.ui.sound import SoundBoard

    return App(pygame.display.get_surface(), Assets(), SoundBoard(enabled=False, start=False),
               store, AppOptions(), FakeClock())


def _open_window(remembered: tuple[int, int] | None) -> tuple[int, int] | None:
    """A fresh scaled window, as a start of the game opens it; its size.

    The display is closed first: a second scaled ``set_mode`` on a window SDL has
    resized crashes the dummy video driver (the game calls it once per run)."""
    from game.ui import loop

    pygame.display.quit()
    pygame.display.init()
    loop.create_window(remembered=remembered)
    return loop.window_size()


def test_the_window_opens_at_the_size_it_was_left_at(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A window made larger or smaller by hand opens at that size next time, if the
    screen has room for it; sizes a hand-edited file makes up are ignored."""
    from game.ui import loop

    path = tmp_path / "settings.json"
    store = SettingsStore.open(path)
    try:
        opened = _open_window(store.settings.window)
        app = _windowed_app(store)
        gui._remember_window(app, opened, opened)  # not resized: nothing to keep
        assert not path.exists()
        gui._remember_window(app, opened, (800, 450))  # made smaller by hand
        assert SettingsStore.open(path).settings.window == (800, 450)
        assert _open_window(SettingsStore.open(path).settings.window) == (800, 450)
        gui._remember_window(app, (800, 450), (500, 300))  # below the smallest allowed
        assert SettingsStore.open(path).settings.window == (800, 450)
        app.fullscreen = True  # a fullscreen end is no window size to keep
        gui._remember_window(app, (800, 450), (1024, 768))
        assert SettingsStore.open(path).settings.window == (800, 450)
        # Too large for the screen there is now (the dummy display's is 1024×768): the
        # default size, shrunk to fit as always.
        assert loop.opening_size((1600, 900), (1024, 768)) is None
        assert _open_window((1600, 900)) == loop.fitting_size((1024, 768))
    finally:
        pygame.display.quit()
        pygame.display.init()
    for bad in ([0, 720], [1280], "big", [True, 720], [1280.5, 720], [99999, 720]):
        assert Settings.from_json({"window": bad}).window is None, bad


def test_helpers_and_large_text_are_settings_with_defaults_for_old_files() -> None:
    old = Settings.from_json({"speed": "fast", "sound": True, "fullscreen": False,
                              "name": "Ida"})
    assert (old.odds, old.coach, old.large_text, old.guide_offered) == (True, True, False,
                                                                       False)
    again = Settings.from_json({**old.to_json(), "odds": False, "large_text": True,
                                "coach": "maybe"})
    assert (again.odds, again.coach, again.large_text) == (False, True, True)


# ---------------------------------------------------------------------- command line


def test_flags_parse() -> None:
    args = gui.parse_args(["--autoplay", "--exit-when-done", "--seed", "4", "--players=6",
                           "--edition", "vengeance", "--screenshot", "x.png", "--fullscreen"])
    assert args.autoplay and args.exit_when_done and args.fullscreen
    assert (args.seed, args.players, args.edition) == (4, 6, "vengeance")
    assert args.screenshot is not None and args.screenshot.name == "x.png"


def test_seats_flag_numbers_a_person_still_called_you_at_a_shared_screen() -> None:
    """`--seats "human:Du,human:Ann"` said "Du ist dran" at the hand-over; as in New game,
    such a person gets a number once two people play, and one person keeps the name."""
    two = gui.table_setup(gui.parse_args(["--seats", "human:Du,human:Ann,balanced"]), "x")
    assert [s.name for s in two.seats] == ["Player 1", "Ann", "Ben"]
    one = gui.table_setup(gui.parse_args(["--seats", "human:You,balanced,bold"]), "x")
    assert one.seats[0].name == "You"


@pytest.mark.parametrize(("seats", "said"), [
    ("human:Ann", "flip7: --seats: Flip 7 needs at least 3 players"),
    ("human:Ann,Ann=bold,balanced", "flip7: --seats: Two seats are called Ann")])
def test_seats_that_cannot_sit_together_are_said_as_a_seats_problem(  # type: ignore[no-untyped-def]
        capsys, seats: str, said: str) -> None:
    """Every other `--seats` problem starts "--seats:"; too few seats and twins did not
    (QA 108)."""
    assert gui.run_gui(["--seats", seats, "--version"]) == 2
    assert capsys.readouterr().err.strip() == said


def test_opponents_flag_takes_a_style_or_a_risk() -> None:
    assert gui.parse_args(["--opponents", "Expert"]).opponents == "expert"
    # A record opened from a file manager (the menu entry passes it bare, "%f") is
    # shown as --replay shows it; it was "unknown option" (QA 213). Other bare words
    # are still refused, and so is a second record.
    assert gui.parse_args(["Ann vs Ben.FLIP7.json"]).replay == Path("Ann vs Ben.FLIP7.json")
    with pytest.raises(gui.UsageError, match="unknown option"):
        gui.parse_args(["simulat"])
    # Two records are refused as such, in any order (one was dropped: QA 216).
    for refused in (["a.flip7.json", "b.flip7.json"], ["--replay", "a.flip7.json", "b.json"],
                    ["a.flip7.json", "--replay", "b.flip7.json"],
                    ["--replay", "a.flip7.json", "--replay=b.flip7.json"]):
        with pytest.raises(gui.UsageError, match=r"^one record at a time: two were given$"):
            gui.parse_args(refused)
    # A record that came bare is not called --replay, which nobody typed.
    with pytest.raises(gui.UsageError, match=r"^a record opened shows a recorded game"):
        gui.parse_args(["a.flip7.json", "--players", "4"])
    with pytest.raises(gui.UsageError, match=r"^--replay shows a recorded game"):
        gui.parse_args(["--replay", "a.flip7.json", "--players", "4"])
    assert gui.parse_args(["--opponents=0.33"]).opponents == "threshold:0.33"
    assert gui.parse_args(["--opponents", "threshold:0.05"]).opponents == "threshold:0.05"


def test_a_bare_file_of_any_name_is_opened_as_a_record(tmp_path: Path) -> None:
    """"Open with Flip 7" on a saved game the game kept aside (``current.flip7.json
    .replaced-…``, the name its notice gives) exited with an "unknown option" on a
    terminal nobody sees (QA 218): any file there is comes to the viewer, which says
    in the window what is wrong with it; a bare word that is no file is still refused."""
    aside = tmp_path / "current.flip7.json.replaced-20261207-173624"
    aside.write_text("{}")
    assert gui.parse_args([str(aside)]).replay == aside
    assert gui.parse_args([str(aside)]).bare
    with pytest.raises(gui.UsageError, match="unknown option"):
        gui.parse_args([str(tmp_path / "current.flip7.json.replaced-nothing")])
    with pytest.raises(gui.UsageError, match="unknown option"):
        gui.parse_args([str(tmp_path)])  # a folder is no record


def test_seats_flag_refuses_letters_the_font_cannot_show(capsys) -> None:  # type: ignore[no-untyped-def]
    """New game refuses such names; `--seats` let an emoji through, clipped to an empty
    box in a small seat. It is refused before any window, naming the seat and letter."""
    # --version: it would print and stop at once, not open a game, were nothing refused.
    assert gui.run_gui(["--seats", "human:Ann,Zed\U0001F600=bold,balanced", "--version"]) == 2
    said = capsys.readouterr().err
    assert "seat 2's name" in said and "\U0001F600" in said
    assert gui.run_gui(["--seats", "human:Jörg,Zoë=bold,Þórunn=balanced", "--version"]) == 0


def test_seats_target_and_brutal_flags_make_the_table() -> None:
    opts = gui.parse_args(["--seats", "human:Ann,human:Ben,balanced,Zed=expert,threshold:0.4",
                           "--target", "150", "--brutal"])
    setup = gui.table_setup(opts, "ignored")
    assert [(s.name, s.plays) for s in setup.seats] == [
        ("Ann", "human"), ("Ben", "human"), ("Cat", "balanced"), ("Zed", "expert"),
        ("Dev", "threshold:0.4")]
    assert (setup.edition, setup.brutal, setup.target) == ("vengeance", True, 150)
    watched = gui.table_setup(gui.parse_args(["--seats", "human:Ann,bold,bold", "--autoplay"]),
                              "x")
    assert [s.plays for s in watched.seats] == ["balanced", "bold", "bold"]
    mixed = gui.table_setup(gui.parse_args(["--players", "5", "--opponents", "mixed"]), "Ida")
    assert [s.plays for s in mixed.seats] == ["human", "careful", "balanced", "bold", "expert"]


@pytest.mark.parametrize("bad", [["--players", "2"], ["--players", "x"], ["--edition", "gold"],
                                 ["--seed"], ["--bogus"], ["--opponents", "0.7"],
                                 ["--opponents", "wild"], ["--opponents", ""],
                                 ["--opponents", "threshold:"], ["--seats", ""],
                                 ["--seats", "human:Ann,bold"], ["--seats", "human:Ann,,bold"],
                                 ["--seats", "human:Ann,human:ann,bold"],
                                 ["--seats", "human,bold,bold"], ["--seats", "a,b,c"],
                                 ["--seats", "bold,bold,bold", "--players", "3"],
                                 ["--target", "40"], ["--target", "x"], ["--target", ""],
                                 ["--brutal", "--edition", "classic"],
                                 ["--continue", "--seed", "3"], ["--lang", "fr"],
                                 ["--lang"], ["--seed", "-1"], ["--seats", ",,,"]])
def test_bad_flags_exit_2_with_one_line(bad, capsys) -> None:  # type: ignore[no-untyped-def]
    assert gui.run_gui(bad) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("flip7: ")
    # Said once: "--seats: --seats needs…" named the option twice (QA 56).
    assert err[0].count(bad[0]) <= 1


@pytest.mark.parametrize("digits", [41, 43, 5000])
def test_a_seed_longer_than_a_save_keeps_is_refused(capsys, digits: int) -> None:  # type: ignore[no-untyped-def]
    """QA 111: a 43-digit --seed was played, saved as the game's ai_seed, and the next
    start set the save aside as damaged (its reader takes 40 digits at most)."""
    # --version: it would print and stop at once, not open a game, were nothing refused.
    assert gui.run_gui(["--seed", "7" * digits, "--version"]) == 2
    assert capsys.readouterr().err == f"flip7: --seed must have at most 40 digits, not {digits}\n"
    assert gui.parse_args(["--seed", "7" * 40]).seed == int("7" * 40)


def test_a_bad_opponents_word_is_not_told_as_a_threshold() -> None:
    """"--opponents crazy" was refused "(bad risk threshold in 'threshold:crazy')",
    naming a threshold never typed (QA 42), and "0.7" was told the range twice (QA
    43): the refusal lists the choices, once."""
    with pytest.raises(gui.UsageError) as word:
        gui.parse_args(["--opponents", "crazy"])
    assert "'crazy'" in str(word.value) and "threshold" not in str(word.value)
    with pytest.raises(gui.UsageError) as number:
        gui.parse_args(["--opponents", "0.7"])
    assert "'0.7'" in str(number.value) and str(number.value).count("0.05") == 1
    # A decimal comma, as German and Dutch write it, is a decimal point (QA 43).
    assert gui.parse_args(["--opponents", "0,3"]).opponents == "threshold:0.3"
    # Custom's own name, as --seats takes it (QA 220 found it refused here), and
    # no other name before a risk.
    assert gui.parse_args(["--opponents", "Custom:0,35"]).opponents == "threshold:0.35"
    for odd in ("plain:0.3", "threshold:custom:0.3", "custom:", "custom:0.7"):
        with pytest.raises(gui.UsageError, match=r"^--opponents is careful"):
            gui.parse_args(["--opponents", odd])


def test_lang_flag_speaks_a_language_for_this_run_only(tmp_path: Path) -> None:
    """``--lang de`` speaks German this run (a name never typed too) and leaves the
    saved language alone; a language chosen in Settings meanwhile is a choice, kept."""
    assert gui.parse_args(["--lang", "DE"]).language == "de"
    assert gui.parse_args(["--lang=Nederlands"]).language == "nl"
    with pytest.raises(gui.UsageError) as bad:
        gui.parse_args(["--lang", "fr"])
    assert "'fr'" in str(bad.value) and "de" in str(bad.value)
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "en", "name": "You", "speed": "slow"}))
    store = SettingsStore.open(path)
    store.speak_for_this_run("de")
    assert (store.settings.language, store.settings.name) == ("de", "Du")
    store.settings.speed = "fast"
    assert store.save()
    kept = json.loads(path.read_text())
    assert (kept["language"], kept["name"], kept["speed"]) == ("en", "You", "fast")
    store.settings.language = "de"  # chosen in Settings: the same value, now a choice
    store.chosen("language")
    store.settings.sound = False
    assert store.save() and json.loads(path.read_text())["language"] == "de"
    typed = SettingsStore.open(path)
    typed.settings.name = "Ada"
    typed.speak_for_this_run("nl")
    assert typed.settings.name == "Ada"  # a typed name is nobody's default


def test_lang_flag_opens_the_title_in_that_language(tmp_path: Path) -> None:
    """The whole program: the title's entries speak Dutch (a script clicks "Spelregels",
    which an English title has not), and the saved settings stay English."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"language": "en", "speed": "fast"}))
    script = tmp_path / "nl.script"
    script.write_text("click Spelregels\nkey escape\nclick Afsluiten\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT), FLIP7_HOME=str(home))
    done = subprocess.run([sys.executable, "-m", "game", "--lang", "nl", "--script", str(script)],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    english = subprocess.run([sys.executable, "-m", "game", "--script", str(script)],
                             cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert english.returncode != 0 and "Spelregels" in english.stderr
    assert json.loads((home / "settings.json").read_text())["language"] == "en"


def _continue(ui) -> tuple[object, list[str]]:  # type: ignore[no-untyped-def]
    """What ``flip7 --continue`` sits down at (``None``: the title) and the notices the
    screen then shows."""
    ui.app.notices.clear()
    made = gui._first_table(ui.app, gui.parse_args(["--continue"]))
    return made, [text for text, _left in ui.app.notices]


def test_continue_with_a_damaged_save_says_so_on_the_title(ui, capsys) -> None:  # type: ignore[no-untyped-def]
    """QA: it said "there is no saved game to continue", because the title had set the
    damaged file aside before --continue looked for it. And it exited 2 before any
    title showed, so a player starting from a shortcut never learnt that the game had
    been set aside (QA twenty-third pass): the title now opens and says so."""
    from game.storage import paths

    current = paths.current_game_path()
    current.parent.mkdir(parents=True, exist_ok=True)
    current.write_text('{"moves": [1, 2')
    made, shown = _continue(ui)
    assert made is None
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "could not be opened" in err[0] and ".damaged-" in err[0]
    assert "no saved game" not in err[0]
    assert len(shown) == 1 and "could not be opened" in shown[0] and ".damaged-" in shown[0]
    assert not current.exists() and list(current.parent.glob("current*.damaged-*"))


def test_continue_with_no_saved_game_opens_the_title_and_says_so(ui, capsys) -> None:  # type: ignore[no-untyped-def]
    from game.i18n import t

    made, shown = _continue(ui)
    assert made is None and shown == [t("title.none_to_continue")]
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("flip7: there is no saved game to continue")


def test_continue_opens_the_title_and_exits_0(tmp_path: Path) -> None:
    """The whole program: no saved game is no error of the command line any more."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), FLIP7_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-m", "game", "--continue",
                           "--exit-after-first-frame"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "first-frame"
    assert done.stderr.startswith("flip7: there is no saved game to continue")


def test_a_start_removes_the_half_written_files_a_killed_game_left(tmp_path: Path) -> None:
    """Every kill during a save left a hidden temporary file, and nothing ever removed
    them (QA 85: 187 after many kills); a start that holds the folder's lock removes
    the game's own leftovers, in its folder and in games/, and nothing else."""
    home = tmp_path / "home"
    (home / "games").mkdir(parents=True)
    leftovers = [home / ".current.flip7.json.y9qk2plz.tmp", home / ".flip7-abcd1234.probe",
                 home / "games" / ".2026-12-06_00-50-52.flip7.json.azpzenho.tmp"]
    kept = [home / "notes.tmp", home / "games" / "2026-12-06_00-50-52.flip7.json.bak"]
    for path in leftovers + kept:
        path.write_text("{")
    env = dict(os.environ, PYTHONPATH=str(ROOT), FLIP7_HOME=str(home))
    done = subprocess.run([sys.executable, "-m", "game", "--exit-after-first-frame"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert not any(path.exists() for path in leftovers)
    assert all(path.exists() for path in kept)


def test_help_and_version(capsys) -> None:  # type: ignore[no-untyped-def]
    from game import __version__

    assert gui.run_gui(["--help"]) == 0
    assert "--autoplay" in capsys.readouterr().out
    assert gui.run_gui(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"flip7 {__version__}"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11's DISPLAY")
def test_without_a_screen_the_game_says_so_and_leaves_no_window_running(
        tmp_path: Path) -> None:
    """With no DISPLAY (over SSH) SDL fell back to drawing offscreen: the game ran on
    unseen, held the lock, and every later start said "already open" (QA 118). Now one
    line and status 1, and no file of the player's is touched."""
    home = tmp_path / "home"
    # No XDG_RUNTIME_DIR either, as in a bare SSH session: Wayland's library said so
    # on stderr before the game's line (QA 120).
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR")}
    env.update(PYTHONPATH=str(ROOT), FLIP7_HOME=str(home))
    done = subprocess.run([sys.executable, "-m", "game"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.startswith("flip7: there is no screen to open the window on")
    assert done.stderr.count("\n") == 1  # that line alone
    assert "Traceback" not in done.stderr
    assert not home.exists() or not any(home.iterdir())


def test_autoplay_from_another_folder_exits_0_with_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "last.png"
    env = dict(os.environ, PYTHONPATH=str(ROOT), FLIP7_HOME=str(tmp_path / "home"))
    done = subprocess.run(
        [sys.executable, "-m", "game", "--autoplay", "--exit-when-done", "--seed", "7",
         "--players", "5", "--screenshot", str(shot)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)


def test_unexpected_errors_are_logged_not_shown(monkeypatch, tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))

    def boom(opts, run):  # type: ignore[no-untyped-def]
        raise RuntimeError("the table collapsed")

    monkeypatch.setattr(gui, "_play", boom)
    assert gui.run_gui(["--autoplay"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "the table collapsed" in err[0]
    log = (tmp_path / "flip7-error.log").read_text()
    assert "Traceback" in log and "RuntimeError" in log


@pytest.mark.parametrize(("missing", "says"), [
    ("pygame", "needs pygame-ce"),
    ("pygame.freetype", "needs pygame-ce"),
    ("flip7_native__mypyc", "compiled rules engine is incomplete"),
    ("platformdirs", "a part of the game is missing"),
])
def test_a_broken_install_names_what_is_missing(missing, says, monkeypatch,  # type: ignore[no-untyped-def]
                                                 capsys) -> None:
    # The graphical game's import fails as it would without that module; the
    # message must blame the right part, not always pygame-ce.
    from game.app import main as cli

    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise ModuleNotFoundError(f"No module named '{missing}'", name=missing)

    monkeypatch.delitem(sys.modules, "game.app.gui")
    monkeypatch.setattr("builtins.__import__", _failing_for("game.app.gui", broken))
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    assert says in err and missing in err and "Traceback" not in err
    assert err.count("needs pygame-ce") == (1 if missing.startswith("pygame") else 0)


def _failing_for(module, fail):  # type: ignore[no-untyped-def]
    import builtins

    real = builtins.__import__

    def importer(name, *args, **kwargs):  # type: ignore[no-untyped-def]
        if name == module:
            return fail()
        return real(name, *args, **kwargs)

    return importer


def test_the_settings_help_line_speaks_of_the_focused_row(ui) -> None:  # type: ignore[no-untyped-def]
    """The line under the form spoke of the animation speed whatever row had the focus:
    now it follows the focus, row by row, as far as Done, in every language, each
    text fitting its one line."""
    from game.i18n import LANGUAGES, set_language
    from game.ui.scene_settings import _HELP_WIDTH, SettingsScene
    from game.ui.theme import SMALL

    app = ui.app
    app.push(SettingsScene(app))
    scene = app.top
    seen = []
    for _ in scene.menu.widgets:
        seen.append((scene.menu.focused, scene.help_text()))
        ui.key(pygame.K_DOWN)
    assert [widget for widget, _ in seen] == scene.menu.widgets
    texts = dict(seen)
    assert len(set(texts.values())) == len(texts)  # a text of its own for every row
    assert "nimation" in texts[scene.speed]
    assert "nimation" not in texts[scene.sound] and "sound" in texts[scene.sound]
    assert "F11" in texts[scene.fullscreen] and "saved" in texts[scene.menu.widgets[-1]]
    font = app.assets.font("regular", SMALL)
    for code in LANGUAGES:
        set_language(code)
        for widget in scene.menu.widgets:
            scene.menu.focus = scene.menu.widgets.index(widget)
            assert font.size(scene.help_text())[0] <= _HELP_WIDTH, (code, widget)
        ui.step()


def test_a_seed_fixes_the_computers_choices_too(ui, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """--seed N: the same deal and the same computer choices, so the same keys play the
    same game (QA found the Expert staying in one run and hitting in the other)."""
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    opts = gui.parse_args(["--seats", "human:Ann,balanced,expert,bold", "--seed", "404"])
    games = []
    for _ in range(2):
        make = gui._first_table(ui.app, opts)
        assert make is not None
        session = make().session
        for seat in session.people:
            session.policies[seat] = session.policies[1]  # Ann's seat plays as Balanced
        while not session.finished and len(session.game.moves) < 400:
            session.play(session.computer_move())
        games.append((session.ai_seed, session.record().to_json()["moves"]))
    assert games[0][0] == 404 and games[0] == games[1]


def test_settings_say_when_the_language_is_this_runs_only(ui) -> None:  # type: ignore[no-untyped-def]
    """``flip7 --lang de`` over a kept English: the language row's help line says the
    German is for this run and English is kept (QA 45: "Deutsch" with no sign of it);
    once the player chooses a language here it is kept, and the line says so no more."""
    from game.i18n import LANGUAGES, set_language, t
    from game.ui.scene_settings import _HELP_WIDTH, SettingsScene
    from game.ui.theme import SMALL

    app = ui.app
    app.store.speak_for_this_run("de")
    set_language("de")
    app.push(SettingsScene(app))
    scene = app.top
    assert scene.menu.focused is scene.language
    assert scene.help_text() == ("Nur für diesen Start (--lang): Sonst gilt Englisch, "
                                 "außer du wählst hier.")
    font = app.assets.font("regular", SMALL)
    for code in LANGUAGES:  # every language's line fits, with the longest name kept
        set_language(code)
        for kept in LANGUAGES:
            words = t("settings.help.language_run", kept=t(f"language_in.{kept}"))
            assert font.size(words)[0] <= _HELP_WIDTH, words
    set_language("de")
    ui.step()
    ui.key(pygame.K_RIGHT)  # Nederlands, chosen here: kept from now on
    assert app.settings.language == "nl" and app.store.kept("language") is None
    assert scene.help_text() == "De taal van het hele spel; hij verandert meteen."
    ui.key(pygame.K_LEFT)  # back to Deutsch, chosen: still no "this run only"
    assert app.settings.language == "de" and app.store.kept("language") is None
    assert scene.help_text() == "Die Sprache des ganzen Spiels; sie wechselt sofort."


@pytest.mark.parametrize("args", [["--seed", "1"], ["--players", "3"],
                                  ["--seats", "human:Ann,balanced,bold"]])
def test_an_install_without_pygame_is_told_so_not_logged_as_a_crash(  # type: ignore[no-untyped-def]
        monkeypatch, capsys, tmp_path, args) -> None:
    """gui.py imports pygame-ce only when the window opens, so its absence came up as
    "unexpected error" with a crash entry in the error log (QA 63); --seats, whose names
    are checked against the font first, ended in that import's traceback (QA 111)."""
    from game.app import main as cli

    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    for name in [m for m in sys.modules if m == "pygame" or m.startswith("pygame.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "pygame", None)  # import pygame fails
    assert cli.main(args) == 1
    err = capsys.readouterr().err
    assert err.startswith("flip7: the graphical game needs pygame-ce")
    assert "pip install pygame-ce" in err and "Traceback" not in err
    assert "unexpected" not in err and not (tmp_path / "flip7-error.log").exists()


def test_the_window_is_classed_flip7_however_the_game_is_started(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """pygame names the window's class after the program when imported: "__main__.py"
    under `python3 -m game`, where `xdotool search --class flip7` found nothing (QA 68).
    The game calls it "flip7"; a class the user set is kept."""
    from game.app.gui import name_the_window

    monkeypatch.setattr("sys.argv", ["/usr/lib/python3/game/__main__.py"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")  # as pygame leaves it
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "flip7"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "flip7"
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "mine")
    name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "mine"


def test_the_audio_librarys_own_errors_stay_off_the_terminal(capfd, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With no sound card, SDL's audio library wrote eight "ALSA lib …" lines to the
    terminal at every start (QA 108): the game is silent then, and says nothing more."""
    import os

    from game.ui.sound import SoundBoard

    def no_card(*args, **kwargs):  # type: ignore[no-untyped-def]
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_card)
    board = SoundBoard(enabled=True)
    assert not board.available
    os.write(2, b"said after\n")  # stderr works again after the start
    assert capfd.readouterr().err == "said after\n"


def test_a_record_whose_name_is_not_utf8_is_said_on_the_title_not_a_crash(
        tmp_path: Path) -> None:
    """`--replay` of a file whose name is not UTF-8 (a byte 0xfe, read by Python as a
    lone surrogate) ended the window with UnicodeEncodeError when the title's notice
    named it (QA 111): the name shows with "?" for the byte, and the title opens."""
    home = tmp_path / "home"
    home.mkdir()
    odd = os.fsencode(tmp_path) + b"/\xfe.flip7.json"
    with open(odd, "wb") as file:
        file.write(b"not a record")
    script = tmp_path / "look.script"
    script.write_text("frames 30\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT), FLIP7_HOME=str(home))
    done = subprocess.run([sys.executable.encode(), b"-m", b"game", b"--replay", odd,
                           b"--script", str(script).encode()],
                          cwd=tmp_path, env=env, capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr and b"unexpected error" not in done.stderr


def test_what_c_libraries_print_while_the_screen_is_sought_is_held_then_passed_on(
        capfd: pytest.CaptureFixture[str]) -> None:
    """Written to fd 2 (as SDL's and Wayland's C code write) inside the search for a
    screen, it is held back; passed on once a screen is found, dropped if not."""
    with gui._held_stderr() as said:
        os.write(2, b"error: XDG_RUNTIME_DIR is invalid or not set\n")
    assert capfd.readouterr().err == ""
    assert said() == b"error: XDG_RUNTIME_DIR is invalid or not set\n"
    gui._pass_on(said())
    assert capfd.readouterr().err == "error: XDG_RUNTIME_DIR is invalid or not set\n"


def test_held_stderr_without_a_stderr(monkeypatch: pytest.MonkeyPatch) -> None:
    """The windowed Windows program has no sys.stderr (None): the search goes on."""
    monkeypatch.setattr(sys, "stderr", None)
    with gui._held_stderr() as said:
        pass
    assert said() == b""


def test_a_double_click_does_not_click_the_screen_it_opened(ui) -> None:  # type: ignore[no-untyped-def]
    """A double click on the title's Settings opened it, and its second click pressed
    Done, just under the pointer (QA 124; in the pause menu it turned Large text on).
    The second click of a double click whose first changed the screen is no click
    there; the same click a moment later is."""
    from game.i18n import t
    from game.ui.loop import DOUBLE_CLICK
    from game.ui.scene_settings import SettingsScene
    from game.ui.scene_title import TitleScene

    app = ui.app
    title = TitleScene(app)
    app.push(title)
    ui.step()
    where = next(w for w in title.menu.widgets
                 if getattr(w, "label", None) == t("title.settings")).rect.center
    ui.click(where)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    done = next(w for w in settings.menu.widgets if w.rect.collidepoint(where))
    assert getattr(done, "label", None) == t("settings.done")  # what lies under it
    ui.click(where, frames=5)  # the second half, a frame later
    assert app.top is settings
    ui.step(round(DOUBLE_CLICK[0] * 60) + 2)
    ui.click(where)  # a click of its own: Done, back to a title (made anew)
    assert isinstance(app.top, TitleScene) and settings not in app.scenes
    # The wait passes while the loop sleeps at rest too (its frames pass no time).
    title = app.top
    ui.step(round(DOUBLE_CLICK[0] * 60) + 2)
    ui.click(where)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    app.wait_for_input = lambda timeout: ([], timeout)  # nothing came: slept it all
    app.rest(1.0)
    ui.click(where, dt=0.0)
    assert settings not in app.scenes and title is not None


def test_a_double_click_does_not_click_a_screen_that_came_up_between_its_halves(ui) -> None:  # type: ignore[no-untyped-def]
    """A screen pushed by a frame's update (a hand-over, the game over) between the two
    halves of a double click took the second: "See the winner" double-clicked watched
    the game again, the winner unseen (QA 148). The second half is spent there; on the
    screen that took the first it is a click as ever, and a moment later one anywhere."""
    from game.ui.loop import DOUBLE_CLICK
    from game.ui.scene import Scene

    class Counting(Scene):
        def __init__(self, app, later=None) -> None:  # type: ignore[no-untyped-def]
            super().__init__(app)
            self.clicks = 0
            self.later = later

        def handle(self, event) -> None:  # type: ignore[no-untyped-def]
            if isinstance(event, inp.Click):
                self.clicks += 1

        def update(self, dt: float) -> None:
            if self.clicks and self.later is not None:  # as a table hands over
                self.app.push(self.later)
                self.later = None

        def draw(self, surface) -> None:  # type: ignore[no-untyped-def]
            surface.fill((0, 0, 0))

    app = ui.app
    second = Counting(app)
    first = Counting(app, later=second)
    app.push(first)
    ui.step()
    ui.click((400, 300))
    assert app.top is second and first.clicks == 1
    ui.click((402, 301), frames=5)  # the second half, 0.1 s on
    ui.click((401, 300), frames=5)  # a triple click's third (it went through: QA 151)
    assert second.clicks == 0
    ui.step(round(DOUBLE_CLICK[0] * 60) + 2)
    ui.click((400, 300))
    assert second.clicks == 1
    ui.click((400, 300))  # no screen came up between: a double click on one screen
    assert second.clicks == 2


def _settings_at_name(ui):  # type: ignore[no-untyped-def]
    from game.ui.scene_settings import SettingsScene

    scene = SettingsScene(ui.app)
    ui.app.push(scene)
    ui.step()
    scene.menu.focus = scene.menu.widgets.index(scene.name)
    return scene


def test_a_name_with_an_emojis_variation_selector_closes_nothing(ui) -> None:  # type: ignore[no-untyped-def]
    """"❤️" from the system's emoji picker is a heart and U+FE0F, which draws nothing:
    SDL_ttf refuses text of no width, and the game closed (QA 140). The heart is a
    letter the font lacks (the name is not taken, and the line says so); a name of
    the selector alone, from the settings file, opens Settings as the default name."""
    ui.app.settings.name = "Ann"
    scene = _settings_at_name(ui)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\u2764\ufe0f"))
    ui.step(3)
    assert ui.app.settings.name == "Ann" and scene.name_problem
    ui.key(pygame.K_ESCAPE)
    for name in ("\ufe0f", "Ben\ufe0f"):
        settings = Settings.from_json({"name": name})
        assert settings.name in ("Ben", Settings().name)
        ui.app.settings.name = name  # as if it had come through
        scene = _settings_at_name(ui)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\ufe0f"))
        ui.step(3)
        ui.key(pygame.K_ESCAPE)
    assert ui.app.assets.text("\ufe0f", 20, (255, 255, 255)).get_width() == 0


def test_a_name_erased_to_nothing_stays_the_name_the_screen_opened_with(ui) -> None:  # type: ignore[no-untyped-def]
    """Erased letter by letter, "Anna" was kept as its last "A" (each letter typed is
    taken): an empty field keeps the name Settings opened with, and says so."""
    ui.app.settings.name = "Anna"
    scene = _settings_at_name(ui)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="s"))
    ui.step()
    assert ui.app.settings.name == "Annas"
    for _ in range(5):
        ui.key(pygame.K_BACKSPACE, frames=0)
    ui.step()
    assert scene.name.text == "" and ui.app.settings.name == "Anna"
    assert scene.help_text() == t("settings.name_empty", name="Anna")
    ui.step(90)  # saved a moment after the last key
    ui.key(pygame.K_ESCAPE)
    assert ui.app.settings.name == "Anna"


def test_done_does_not_say_saved_while_changes_cannot_be_saved(ui, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The first failed save shows a notice, the next ones nothing (by design); Done's
    line still said "Every change is saved already" (QA 140)."""
    blocked = tmp_path / "data"
    blocked.write_text("a file where the folder should be")
    ui.app.store = SettingsStore.open(blocked / "settings.json")
    scene = _settings_at_name(ui)
    scene.menu.focus = len(scene.menu.widgets) - 1  # Done
    assert scene.help_text() == t("settings.help.done")
    scene.menu.focus = 1
    ui.key(pygame.K_RIGHT)  # the speed: not saved
    scene.menu.focus = len(scene.menu.widgets) - 1
    ui.step()
    assert scene.help_text() == t("title.quit_settings_lost")


def test_the_letters_warning_goes_with_the_name_a_new_language_puts_back(ui) -> None:  # type: ignore[no-untyped-def]
    ui.app.settings.name = "Ada"
    scene = _settings_at_name(ui)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\u674e"))
    ui.step()
    assert scene.name_problem
    scene.menu.focus = 0
    ui.key(pygame.K_RIGHT)  # another language: the field shows "Ada" again
    assert scene.name.text == "Ada" and not scene.name_problem
    set_language("en")


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_letters_warning_shows_the_name_it_keeps_whole(ui, monkeypatch, language: str) -> None:  # type: ignore[no-untyped-def]
    """"… es bleibt bei" lost the name kept, the sentence's point, for a name of six
    letters in German (QA 140): the line takes two rows where it needs them."""
    from drawn_helpers import record_texts

    set_language(language)
    try:
        ui.app.settings.name = "W" * 13  # a letter short of the limit: 李 is typed
        scene = _settings_at_name(ui)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\u674e"))
        ui.step()
        drawn = record_texts(ui.app.assets, monkeypatch)
        ui.step()
        said = " ".join(words for words, _ in drawn if "WWWW" in words or words.endswith("."))
        assert scene.name_problem and "W" * 13 + "." in said, said
    finally:
        set_language("en")


def test_back_from_fullscreen_a_maximised_window_is_maximised_again(ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A window the player had maximised came back from F11 an ordinary window: its
    size, taller than the screen with a title bar, was refused (QA 172). It is
    maximised again; an ordinary one gets its size back as before."""
    from game.ui import loop

    calls: list[object] = []
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", lambda: 1)
    monkeypatch.setattr(loop, "_small_screen", lambda: (1205, 678))
    monkeypatch.setattr(loop, "_desktop_size", lambda: (1366, 768))
    monkeypatch.setattr(loop, "window_size", lambda: (1366, 749))
    monkeypatch.setattr(loop, "window_place", lambda: (0, 19))
    monkeypatch.setattr(loop, "maximize_window", lambda: calls.append("maximize"))
    monkeypatch.setattr(loop, "_resize_window",
                        lambda size, centre=True, at=None: calls.append(size))
    app = ui.app
    app.fullscreen = False
    pygame.event.post(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    ui.step()
    assert app.maximized
    assert app.toggle_fullscreen() and app.toggle_fullscreen()
    # An ordinary size and the smallest window first: SDL's 1280×720 minimum left, the
    # maximised window hung off a 1280×720 screen (QA 175).
    assert calls == [(1205, 678), "maximize"]
    # Minimised and brought back, it is still maximised (QA 175): SDL ends the
    # minimising with two restores, a "maximised" between (QA 176).
    pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
    ui.step()
    for kind in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED,
                 pygame.WINDOWRESTORED):
        pygame.event.post(pygame.event.Event(kind))
    ui.step()
    assert app.maximized
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))  # made ordinary again
    ui.step()
    calls.clear()
    assert app.toggle_fullscreen() and app.toggle_fullscreen()
    assert calls == [(1205, 678)]
    # Minimised in fullscreen and brought back, the next un-maximising is one (QA 177).
    app.maximized = True
    for kind in (pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED):
        app.fullscreen = True
        pygame.event.post(pygame.event.Event(kind))
        ui.step()
    app.fullscreen = False
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
    ui.step()
    assert not app.maximized
    # Minimised and brought back maximised, SDL thinks it ordinary: made ordinary, it
    # sends only the new size, no restore (QA 179: F11 and the next start maximised it).
    app.maximized = True
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=697))
    ui.step()
    for kind in (pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED,
                 pygame.WINDOWRESTORED):
        pygame.event.post(pygame.event.Event(kind))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=697))
    ui.step()
    assert app.maximized
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1000, y=600))
    ui.step()
    assert not app.maximized
    # Maximised again later, it is again (and a size of its own then is no un-maximising).
    pygame.event.post(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=697))
    ui.step()
    assert app.maximized
    # Started in fullscreen with a kept maximised window: F11 maximises it, and the game
    # knows (SDL says nothing: the setting was lost at the end, QA 176).
    calls.clear()
    app.fullscreen, app.windowed_maximized, app.maximized = True, True, False
    assert app.toggle_fullscreen()
    assert calls == [(1205, 678), "maximize"] and app.maximized


def test_a_window_maximised_at_the_end_opens_maximised(tmp_path: Path) -> None:
    """Closed maximised, the game opened an ordinary window at the start's size the next
    time (QA 172): it remembers being maximised, keeps the ordinary size it had before,
    and forgets it once the window ends ordinary again."""
    from game.ui import loop

    path = tmp_path / "settings.json"
    store = SettingsStore.open(path)
    try:
        opened = _open_window(store.settings.window)
        app = _windowed_app(store)
        gui._remember_window(app, opened, (800, 450))
        app.maximized = True
        gui._remember_window(app, (800, 450), (1024, 749))  # the screen's size: no choice
        kept = SettingsStore.open(path).settings
        assert kept.maximized and kept.window == (800, 450)
        app.maximized = False
        gui._remember_window(app, (1024, 749), (900, 500))
        kept = SettingsStore.open(path).settings
        assert not kept.maximized and kept.window == (900, 500)
        # Quit in fullscreen: the window F11 would give back, maximised or not (QA 179:
        # either was forgotten); the fullscreen's size is no choice.
        app.fullscreen, app.windowed_maximized = True, True
        gui._remember_window(app, (900, 500), (1366, 768))
        kept = SettingsStore.open(path).settings
        assert kept.maximized and kept.window == (900, 500)
        app.windowed_maximized = False
        gui._remember_window(app, (900, 500), (1366, 768))
        assert not SettingsStore.open(path).settings.maximized
        app.fullscreen = False
    finally:
        pygame.display.quit()
    # And the next start maximises it (a script's run, to its first frame).
    import json

    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"maximized": True, "guide_offered": True}))
    script = tmp_path / "look.script"
    script.write_text("frames 2\n")
    called: list[bool] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FLIP7_HOME", str(home))
        patch.setattr(loop, "maximize_window", lambda: called.append(True))
        assert gui.run_gui(["--script", str(script)]) == 0
    assert called == [True]


def test_held_stderr_with_no_temporary_file(monkeypatch: pytest.MonkeyPatch,
                                            capfd: pytest.CaptureFixture[str]) -> None:
    """On a full disk Python finds no temporary folder (FileNotFoundError): the start
    crashed before the title (QA 193). Nothing is held back then; the search goes on."""
    def no_room(*args: object, **kwargs: object) -> None:
        raise FileNotFoundError(2, "No usable temporary directory found")
    monkeypatch.setattr(gui.tempfile, "TemporaryFile", no_room)
    with gui._held_stderr() as said:
        os.write(2, b"said straight away\n")
    assert said() == b""
    assert capfd.readouterr().err == "said straight away\n"

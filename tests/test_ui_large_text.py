"""The Large text setting on every screen: running text a step larger, nothing cut or
overlapping at 1280×720 in English, German and Dutch.

The screens are :data:`test_ui_i18n.SCREENS` (every screen the catalogue covers:
the title, the setup at 3 and 18 seats, Settings, pause, the hand-over, the table,
the round summary, game over, the history, the rules, the guide, Your games,
statistics, the replay viewer, the score race, export). Each is built twice, with
the setting off and on, and drawn while :meth:`Assets.text` and
:meth:`Assets.render` record the size of every string; then drawn once more on a
surface that records where each rendered string lands.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from drawn_helpers import record_texts
from test_ui_i18n import SCREENS, _rendered_sized, too_wide
from test_ui_title_keys import _title

from game.i18n import LANGUAGES
from game.ui.loop import App
from game.ui.scene import Scene
from game.ui.scene_stats import StatsScene
from game.ui.theme import HEADING, HEIGHT, LARGE_STEP, WIDTH

#: Running text: words (figures such as cards left may keep their size) in any size
#: below a heading's (headings and totals may keep theirs).
RUNNING = HEADING - 8

#: The share of a screen's running-text strings that must grow: a string may keep
#: its size where its row has no room (a step back, see ``widgets.fit_size`` and
#: ``widgets.row_size``).
MOST_GROWN = 0.6


@pytest.fixture(params=list(SCREENS), ids=list(SCREENS))
def build(request, ui_app, monkeypatch, tmp_path) -> Iterator[Callable[[bool, str], Scene]]:  # type: ignore[no-untyped-def]
    """Builds the screen with Large text off or on, in a language."""
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))

    def make(large: bool, code: str = "en") -> Scene:
        ui_app.settings.large_text = large
        ui_app.set_language(code)
        scene = SCREENS[request.param](ui_app)
        ui_app.frame(1 / 60)
        return scene

    make.name = request.param  # type: ignore[attr-defined]
    yield make


def _sizes(app: App, scene: Scene, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Each running-text string the scene draws, with the largest size it is drawn in."""
    out: dict[str, int] = {}
    for text, size in _rendered_sized(app, scene, monkeypatch):
        if any(ch.isalpha() for ch in text) and size < RUNNING:
            out[text] = max(size, out.get(text, 0))
    return out


def test_running_text_is_a_step_larger_with_large_text(ui_app, build, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    plain = _sizes(ui_app, build(False), monkeypatch)
    large = _sizes(ui_app, build(True), monkeypatch)
    both = [text for text in plain if text in large]
    assert both, "the screen drew no running text in both looks"
    grown = [text for text in both if large[text] >= plain[text] + LARGE_STEP]
    share = len(grown) / len(both)
    assert share >= MOST_GROWN, sorted(
        (text, plain[text], large[text]) for text in both if text not in grown)


class _Spy(pygame.Surface):
    """A screen that remembers where each blit of a chosen surface landed."""

    def __init__(self, watched: dict[int, str]) -> None:
        super().__init__((WIDTH, HEIGHT), pygame.SRCALPHA)
        self.watched = watched
        self.landed: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[no-untyped-def,override]
        """Blit, and note the inked box of a watched surface (a cut one's too)."""
        text = self.watched.get(id(source))
        parent = source.get_parent() if text is None else None
        if parent is not None:
            text = self.watched.get(id(parent))
        if text is not None:
            at = dest.topleft if isinstance(dest, pygame.Rect) else dest
            ink = source.get_bounding_rect().move(round(at[0]), round(at[1]))
            if ink.w and ink.h:
                self.landed.append((text, ink))
        return super().blit(source, dest, area, special_flags)


def _landed(app: App, scene: Scene, monkeypatch: pytest.MonkeyPatch
            ) -> list[tuple[str, pygame.Rect]]:
    """Where each string the scene renders (with :meth:`Assets.text`) lands on screen."""
    watched: dict[int, str] = {}
    kept: list[pygame.Surface] = []  # alive while drawing, so no id is reused
    real = app.assets.text

    def text(words: str, *args: object, **kwargs: object) -> pygame.Surface:
        surface = real(words, *args, **kwargs)
        watched[id(surface)] = words
        kept.append(surface)
        return surface

    monkeypatch.setattr(app.assets, "text", text)
    spy = _Spy(watched)
    scene.draw(spy)
    monkeypatch.setattr(app.assets, "text", real)
    return spy.landed


@pytest.mark.parametrize("code", LANGUAGES)
def test_with_large_text_nothing_overlaps_or_leaves_the_screen(ui_app, build, monkeypatch,  # type: ignore[no-untyped-def]
                                                               code: str) -> None:
    app, scene = ui_app, build(True, code)
    assert too_wide(app, scene) == {}
    landed = _landed(app, scene, monkeypatch)
    screen = pygame.Rect(0, 0, WIDTH, HEIGHT)
    assert [text for text, ink in landed if not screen.contains(ink)] == []
    clashes = [(a, b) for i, (a, ra) in enumerate(landed) for b, rb in landed[i + 1:]
               if a != b and ra.colliderect(rb)]  # the same words twice: a shadow
    assert clashes == []


def test_switching_large_text_shows_on_return_to_the_title_and_the_pause(ui) -> None:  # type: ignore[no-untyped-def]
    """Settings from the title and from the pause menu: the screen below follows."""
    from game.ui.scene_settings import SettingsScene
    from game.ui.scene_title import TitleScene
    from game.ui.theme import BUTTON

    app = ui.app
    title = _title(ui)
    quit_button = title.menu.widgets[-1]
    assert quit_button._sizes(app.assets)[0] == BUTTON  # type: ignore[attr-defined]
    app.push(SettingsScene(app))
    settings = app.top
    assert isinstance(settings, SettingsScene)
    settings.menu.focus = settings.menu.widgets.index(settings.large)
    ui.key(pygame.K_RIGHT)  # On
    assert app.settings.large_text
    ui.key(pygame.K_ESCAPE)
    title = app.top
    assert isinstance(title, TitleScene)
    assert title.menu.widgets[-1]._sizes(app.assets)[0] == BUTTON + LARGE_STEP  # type: ignore[attr-defined]


def _statistics(app: App, monkeypatch: pytest.MonkeyPatch, home: Path,
                large: bool) -> StatsScene:
    """The statistics of twelve seeded games (every edition among them), over the title."""
    from game.app.snapshots import fill_games_folder
    from game.session.kept import GameIndex
    from game.ui.scene_stats import StatsScene
    from game.ui.scene_title import TitleScene

    monkeypatch.setenv("FLIP7_HOME", str(home))
    folder = home / "kept"
    folder.mkdir()
    fill_games_folder(folder, 12, seed=3)
    index = GameIndex(folder)
    index.load()
    app.settings.large_text = large
    app.push(TitleScene(app))
    scene = StatsScene(app, index)
    app.push(scene)
    app.frame(1 / 60)
    return scene


@pytest.mark.parametrize("large", [False, True])
def test_a_statistics_column_head_too_wide_for_its_column_takes_two_lines(  # type: ignore[no-untyped-def]
        ui_app, monkeypatch, tmp_path, large: bool) -> None:
    """Four columns (all, classic, Vengeance, Brutal): "With a Vengeance" was cut to
    "With a Veng"; it is whole on two lines, inside the table."""
    from game.ui.scene_stats import TABLE

    scene = _statistics(ui_app, monkeypatch, tmp_path, large)
    assert scene.shown is not None
    assert all(scene.shown.tallies[group].games for group in ("vengeance", "brutal"))
    landed = dict(_landed(ui_app, scene, monkeypatch))
    assert "With a Vengeance" not in landed
    upper, lower = landed["With a"], landed["Vengeance"]
    assert upper.bottom <= lower.top and abs(upper.centerx - lower.centerx) <= 1
    assert TABLE.contains(upper) and TABLE.contains(lower)


@pytest.mark.parametrize("large", [False, True])
def test_the_round_scores_ticks_name_their_ranges_and_keep_apart(  # type: ignore[no-untyped-def]
        ui_app, monkeypatch, tmp_path, large: bool) -> None:
    """The spread's bars hold ten scores each: a tick "0" under the bar of 0 to 9 read
    as the scores of 0 alone (QA 40). Ticks say the range ("0–9"), stay apart from one
    another and from "bust", and inside the box."""
    from game.i18n import t
    from game.ui.scene_stats import SPREAD, bin_label

    scene = _statistics(ui_app, monkeypatch, tmp_path, large)
    landed = _landed(ui_app, scene, monkeypatch)
    labels = {bin_label(b) for b in range(-20, 20)}
    ticks = sorted((rect for words, rect in landed
                    if words in labels or words == t("summary.bust")), key=lambda r: r.x)
    assert len(ticks) >= 3 and any(words == "0–9" for words, _ in landed)
    for left, right in pairwise(ticks):
        assert left.right + 8 <= right.x
    assert all(SPREAD.contains(rect) for rect in ticks)
    # The bars that hold rounds are ticked before the empty ones (QA 41: with Large
    # text the empty ones kept their ticks where full ones lost theirs): placement's
    # doctest in game.ui.scene_stats.placed_ticks; here, most full bars are ticked.
    assert scene.shown is not None
    full = {bin_label(b) for b, n in scene.shown.spread.items() if n}
    shown = {words for words, _ in landed}
    assert len(full & shown) >= len(full) // 2 + 1


_FEW = {2: 3, 3: 1}
_WIDE = {-1: 5, 0: 40, 1: 95, 2: 32, 3: 60, 4: 19, 5: 12, 6: 7, 7: 3, 8: 1}


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("spread", [_FEW, _WIDE], ids=["few", "wide"])
@pytest.mark.parametrize("busted", [0, 2])
@pytest.mark.parametrize("large", [False, True])
def test_every_bar_of_round_scores_keeps_its_range(  # type: ignore[no-untyped-def]
        ui_app, monkeypatch, tmp_path, large: bool, busted: int, spread: dict[int, int],
        code: str) -> None:
    """Three rounds of 20 to 29 and one of 30 to 39, none bust: with Large text the
    bars were 56 px wide, "30–39" gave way beside "20–29", and "bust" stood under an
    empty bar as if it counted the 1 (QA 42). At a wide spread every other bar lost
    its range, the small one beside "bust" too (QA 43). Bars that hold rounds all
    keep their ranges, apart and inside the box, in every language."""
    from game.i18n import t
    from game.ui.scene_stats import SPREAD, bin_label

    ui_app.set_language(code)
    scene = _statistics(ui_app, monkeypatch, tmp_path, large)
    assert scene.shown is not None
    scene.shown.spread.clear()
    scene.shown.spread.update(spread)
    scene.shown.busted = busted
    landed = _landed(ui_app, scene, monkeypatch)
    ranges = {bin_label(b) for b in spread}
    words = {w: rect for w, rect in landed if w in ranges or w == t("summary.bust")}
    assert ranges <= words.keys(), ranges - words.keys()
    ticks = sorted(words.values(), key=lambda r: r.x)
    for left, right in pairwise(ticks):
        assert left.right + 8 <= right.x
    assert all(SPREAD.contains(rect) for rect in ticks)
    if busted:
        assert t("summary.bust") in words


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_statistics_row_name_keeps_the_large_size(  # type: ignore[no-untyped-def]
        ui_app, monkeypatch, tmp_path, code: str) -> None:
    """English "Longest winning streak" stepped back to the usual size in Large text,
    the one small name in its column (QA twenty-eighth pass): every row's name is set
    at one size in every language."""
    from game.i18n import t
    from game.ui.scene_stats import ROWS

    ui_app.set_language(code)
    scene = _statistics(ui_app, monkeypatch, tmp_path, large=True)
    drawn = record_texts(ui_app.assets, monkeypatch)
    scene.draw(ui_app.screen)
    names = {t(label) for label, _value in ROWS}
    sizes = {words: size for words, size in drawn if words in names}
    assert sizes.keys() == names
    assert set(sizes.values()) == {ui_app.assets.size(20)}, sizes


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_rules_hint_stays_left_of_the_back_button(ui_app, monkeypatch, tmp_path,  # type: ignore[no-untyped-def]
                                                      code: str) -> None:
    """German and Dutch with Large text ran "… ← → Edition" under the Back button: the
    hint fits left of it, on two lines (its two parts) where one is too short."""
    from game.i18n import t

    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    ui_app.settings.large_text = True
    ui_app.set_language(code)
    scene = SCREENS["rules, Flip 7"](ui_app)
    ui_app.frame(1 / 60)
    landed = dict(_landed(ui_app, scene, monkeypatch))
    back = next(w for w in scene.menu.widgets if w.label == t("rules.back"))  # type: ignore[attr-defined]
    words = t("rules.hint")
    parts = [words] if words in landed else [part.strip() for part in words.split(" · ")]
    assert all(part in landed for part in parts), landed
    assert all(landed[part].right < back.rect.left for part in parts)


def test_a_seats_status_steps_back_to_the_usual_size_before_its_short_form(  # type: ignore[no-untyped-def]
        ui_app, monkeypatch) -> None:
    """With Large text in German one seat read "+15" while the others read "+8 in dieser
    Runde": "+15 in dieser Runde" was a little too wide beside its total at the larger
    size. It now keeps its words at the usual size; the short form is for narrower seats."""
    from game.i18n import set_language
    from game.session import Seat, Session, TableSetup
    from game.ui.scene_table import TableScene

    ui_app.settings.large_text = True
    set_language("de")
    seats = (Seat("Du"), *(Seat(n, "balanced") for n in ("Ann", "Ben", "Cat", "Dev", "Eva")))
    table = TableScene(ui_app, Session(TableSetup(seats, "vengeance"), seed=1, ai_seed=1))
    ui_app.push(table)
    seat = 3
    view = table.model.seats[seat]
    view.line, view.round_score, view.total = ["10", "5"], 15, 41
    box = table.layout.seats[seat]
    assets = ui_app.assets
    total = assets.text("41", box.tier.total_size, (0, 0, 0), "black").get_width()
    room = box.rect.w - 24 - total - 8
    words = "+15 in dieser Runde"
    assert assets.font("regular", box.tier.status_size).size(words)[0] > room  # the case
    drawn = record_texts(assets, monkeypatch)
    table.draw(ui_app.screen)
    assert (words, box.tier.status_size - LARGE_STEP) in drawn
    assert ("+15", box.tier.status_size) not in drawn


@pytest.mark.parametrize("code", LANGUAGES)
def test_hit_and_stay_keep_their_face_around_words_and_key_in_one_size(  # type: ignore[no-untyped-def]
        ui_app, monkeypatch, tmp_path, code: str) -> None:
    """QA: German "Aufhören (S)" in Large text touched its button's edge, its words
    sized for the whole button with the key's badge left out. The Large size is taken
    only where the words and the badge keep 12 px of face either side (the usual size
    keeps at least 8), and Hit and Stay are set in one size."""
    from test_ui_i18n import ONE_PERSON, _at, _persons, _played_until

    from game.ui.widgets import fit_size

    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    ui_app.settings.large_text = True
    ui_app.set_language(code)
    table = _at(ui_app, _played_until(ONE_PERSON, _persons("turn")))
    buttons = [pick for pick, _ in table.choice.buttons()]
    drawn = record_texts(ui_app.assets, monkeypatch)
    ui_app.draw()
    sizes = {words: size for words, size in drawn}
    labels = [str(pick.label) for pick in buttons]
    assert len(labels) == 2 and len({sizes[w] for w in labels}) == 1
    assets = ui_app.assets
    for pick in buttons:
        key = assets.font("black", 18).size(pick.key[:1].upper())[0]
        words = assets.font("bold", sizes[str(pick.label)]).size(str(pick.label))[0]
        room = pick.rect.w - (24 if sizes[str(pick.label)] > 24 else 16)
        assert words + 12 + key + 12 <= room, (code, str(pick.label))
    assert fit_size(assets, "Hit", 24, 400) > 24  # Large text is on: a size to step back from


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_viewers_text_buttons_share_one_size(ui_app, monkeypatch, tmp_path,  # type: ignore[no-untyped-def]
                                                 code: str) -> None:
    """German with Large text drew "Schnell" a step larger than "Rennen", "Exportieren" and
    "Zurück" beside it: the speed button, as wide as its widest word, had room to grow
    again (QA nineteenth pass). The row's words are one size, in every language."""
    from game.ui.viewer_bar import HelpButton

    monkeypatch.setenv("FLIP7_HOME", str(tmp_path))
    ui_app.settings.large_text = True
    ui_app.set_language(code)
    scene = SCREENS["replay viewer"](ui_app)
    ui_app.frame(1 / 60)
    buttons = [w for w in scene.bar.widgets if isinstance(w, HelpButton)]  # type: ignore[attr-defined]
    assert len(buttons) == 4
    sizes: dict[str, int] = {}
    real = ui_app.assets.text

    def text(words: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        sizes[words] = size
        return real(words, size, *args, **kwargs)

    monkeypatch.setattr(ui_app.assets, "text", text)
    scene.draw(pygame.Surface((WIDTH, HEIGHT)))
    assert len({sizes[str(b.label)] for b in buttons}) == 1, sizes


@pytest.mark.parametrize("focused", [False, True])
def test_a_long_name_cut_at_its_limit_shows_whole_letters(ui_app, monkeypatch,  # type: ignore[no-untyped-def]
                                                          focused: bool) -> None:
    """"Zoë Ünal-Ødegårdsson", cut at 14 letters, read "oë Ünal-Ødegå" beside its red
    "14/14" even once the focus had moved on: the end typed, its first letter lost (QA
    twenty-first pass). Left, the start shows, "…" where it stops. Typing, the end
    shows (where the caret is): it was cut at the pixel, "Maximilianusss" read
    "ʌaximilianusss|" (QA 42); now whole letters after "…", clear of the count."""
    from game.ui.widgets import TextField

    field = TextField(pygame.Rect(0, 0, 200, 40), "", "", 14, lambda _text: None)
    field.type("ZoëWWWWWWWWWWWWWWW")  # wider than the field at any size
    assert field.cut and len(field.text) == 14
    drawn: dict[str, pygame.Surface] = {}
    real = ui_app.assets.text

    def text(words: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn[words] = made = real(words, *args, **kwargs)
        return made

    monkeypatch.setattr(ui_app.assets, "text", text)
    field.draw(pygame.Surface((WIDTH, HEIGHT)), ui_app.assets, focused=focused)
    if not focused:
        name = next(w for w in drawn if w.startswith(field.text[:3]))
        # Its start, whole, with "…" where it stops: nothing is cropped off its left.
        assert name.endswith("…") and drawn[name].get_width() <= field.rect.w - 24
        return
    count = drawn["14/14"]
    name = next(w for w in drawn if w.endswith("|"))
    assert name.startswith("…") and field.text.endswith(name[1:-1])
    assert drawn[name].get_width() <= field.rect.w - 24 - count.get_width() - 8


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("problems", [1, 2])
def test_new_games_fix_the_red_line_note_stays_in_its_column(ui, monkeypatch, code: str,  # type: ignore[no-untyped-def]
                                                           problems: int) -> None:
    """German Large text's "Behebe die rote Zeile, dann kann es losgehen." ran past the
    notes' column, under the seats' (QA 45)."""
    from game.i18n import set_language, tn
    from game.ui.scene_setup import _NOTES_W, SetupScene

    set_language(code)
    try:
        app = ui.app
        app.settings.large_text = True
        setup = SetupScene(app)
        app.push(setup)
        for seat in range(problems):
            setup.drafts[seat].name = ""
        setup._rebuild()
        assert len(setup.problems(setup.chosen())) >= problems
        with monkeypatch.context() as patch:
            drawn = record_texts(app.assets, patch)
            setup.draw(pygame.Surface((WIDTH, HEIGHT)))
        words = tn("setup.fix", len(setup.problems(setup.chosen())))
        size = next(size for text, size in drawn if text == words)
        assert app.assets.font("regular", size).size(words)[0] <= _NOTES_W
    finally:
        set_language("en")


def test_large_text_switched_mid_deal_lands_every_card_in_its_new_place(ui) -> None:  # type: ignore[no-untyped-def]
    """Switched from the pause menu while the deal was in the air, the cards flying kept
    the old layout's places: at 14 seats one landed 89 px off and jumped (QA 128). The
    flights end at once and what comes next is aimed on the new layout."""
    from game.session import Session, TableSetup
    from game.ui.beats import DealBeat, FlightBeat
    from game.ui.scene_table import TableScene

    app = ui.app
    app.settings.speed = "normal"
    table = TableScene(app, Session(TableSetup.quick(13), seed=4, ai_seed=4))
    app.push(table)
    ui.until(lambda: any(isinstance(b, DealBeat) and b.elapsed > 0.05
                         for b in table.director.running))
    ui.key(pygame.K_ESCAPE)
    app.settings.large_text = True  # what Settings does, under the pause menu
    try:
        ui.key(pygame.K_ESCAPE)
        assert app.top is table and table.large
        for _ in range(40):
            for beat in table.director.running:
                if isinstance(beat, FlightBeat):
                    seat = beat.event.seat
                    slot = table.line_rect(seat, len(table.model.seats[seat].line) - 1)
                    assert all(abs(f.end.x - slot.x) + abs(f.end.y - slot.y) <= 2
                               for f in beat.flights), seat
            ui.step()
    finally:
        app.settings.large_text = False


def test_large_text_switched_in_a_swap_keeps_its_first_card(ui) -> None:  # type: ignore[no-untyped-def]
    """A person had picked a Swap's first card and switched Large text in the pause
    menu: the Swap started over (QA 128). The picks are laid out anew, the first card
    kept."""
    from table_helpers import stacked_vengeance

    from game.core.moves import SWAP
    from game.ui.scene_table import TableScene

    app = ui.app
    app.settings.speed = "instant"
    table = TableScene(app, stacked_vengeance(["5", "8", "9", "swap"]))
    app.push(table)
    ui.until(lambda: app.top is table and table.choice is not None)
    ui.key(pygame.K_h)
    ui.until(lambda: app.top is table and table.choice is not None
             and table.choice.decision.kind == SWAP)
    ui.key(pygame.K_RETURN)  # the focused first card
    first = table.choice.first
    assert first is not None
    ui.key(pygame.K_ESCAPE)
    app.settings.large_text = True
    try:
        ui.key(pygame.K_ESCAPE)
        ui.step()
        assert app.top is table and table.large and table.choice.first == first
        assert all(p.rect.colliderect(table.layout.seats[p.seat].rect)
                   for p in table.choice.picks if p.seat is not None)
    finally:
        app.settings.large_text = False


def test_the_round_score_counts_keep_apart_over_their_bars(ui_app, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """With a thousand games and Large text, "645" and "664" over neighbouring bars read
    "645664" (QA 150): each count keeps within its bar, a size smaller where it must."""
    from collections import Counter

    from game.ui.scene_stats import SPREAD

    scene = _statistics(ui_app, monkeypatch, tmp_path, large=True)
    person = scene.shown
    assert person is not None
    person.spread = Counter({b: 600 + 37 * b for b in range(-3, 11)})  # 14 wide bins
    person.busted = 1255
    from game.ui import scene_stats

    landed: list[pygame.Rect] = []
    real = scene_stats.blit_center

    def blit_center(surface, image, center):  # type: ignore[no-untyped-def]
        landed.append(image.get_rect(center=(round(center[0]), round(center[1]))))
        return real(surface, image, center)

    monkeypatch.setattr(scene_stats, "blit_center", blit_center)
    scene._draw_spread(ui_app.screen, person)
    counts = sorted((rect for rect in landed if SPREAD.contains(rect)), key=lambda r: r.x)
    assert len(counts) >= 10  # the counts over the bars (the box's title is not centred)
    for first, second in pairwise(counts):
        assert first.right < second.x, (first, second)

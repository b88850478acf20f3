"""Random input over the whole game: keys, clicks (most on the screen's own buttons),
the wheel and focus changes, from the title and from Your games, in three languages.
Whatever a player presses, no screen may raise (the game never shows a traceback).

Seeded, so a failure names the seed and the last inputs to replay it by hand."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pygame
import pytest

from game.i18n import set_language
from game.storage.paths import games_folder
from game.ui.scene import Scene
from game.ui.scene_games import GamesScene
from game.ui.scene_title import TitleScene
from game.ui.widgets import Widget

KEYS = (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
        pygame.K_DOWN, pygame.K_TAB, pygame.K_SPACE, pygame.K_h, pygame.K_s, pygame.K_l,
        pygame.K_c, pygame.K_r, pygame.K_e, pygame.K_BACKSPACE, pygame.K_HOME, pygame.K_END,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_a, pygame.K_z, pygame.K_PLUS,
        pygame.K_MINUS, pygame.K_COMMA, pygame.K_PERIOD, pygame.K_SLASH, pygame.K_F1)
FRAMES = 1500


def _widgets(scene: Scene) -> list[Widget]:
    """The scene's buttons, selectors and fields (attributes, or in lists of them)."""
    found: list[Widget] = []
    for value in vars(scene).values():
        items = value if isinstance(value, list | tuple) else [value]
        found += [w for w in items if isinstance(w, Widget)]
    menu = getattr(scene, "menu", None)
    found += list(getattr(menu, "widgets", []))
    return found


def _post(rng: random.Random, scene: Scene | None) -> str:
    """Post one random input; what it was, for the failure's message."""
    r = rng.random()
    if r < 0.10:
        key = rng.choice(KEYS)
        text = chr(key) if 32 <= key < 127 else ""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text,
                                             scancode=0))
        if text and rng.random() < 0.3:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("aZé ÿ")))
        return f"key {pygame.key.name(key)}"
    if r < 0.18:
        pos = (rng.randrange(1280), rng.randrange(720))
        widgets = _widgets(scene) if scene is not None else []
        if widgets and rng.random() < 0.6:
            pos = rng.choice(widgets).rect.center
        button = 1 if rng.random() < 0.9 else rng.choice((2, 3))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        return f"click {pos} {button}"
    if r < 0.19:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)),
                                             flipped=False))
        return "wheel"
    if r < 0.195:
        pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
        return "focus lost"
    return "-"


@pytest.mark.parametrize(("seed", "language", "start"), [
    (1, "en", "title"), (2, "de", "games"), (3, "nl", "title"), (4, "en", "games")])
def test_random_input_never_raises(ui, tmp_path, monkeypatch, seed: int, language: str,  # type: ignore[no-untyped-def]
                                   start: str) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))  # where an export goes unless told otherwise
    app = ui.app
    records = Path(__file__).parent / "records"
    folder = games_folder()
    folder.mkdir(parents=True, exist_ok=True)
    for record in records.glob("*.flip7.json"):
        shutil.copy(record, folder / record.name)
    set_language(language)
    rng = random.Random(seed)
    app.push(TitleScene(app))
    if start == "games":
        app.push(GamesScene(app))
    seen: set[str] = set()
    steps: list[str] = []
    for frame in range(FRAMES):
        if not app.running:  # quit from the title: start again
            app.running = True
            app.scenes.clear()
            app.push(TitleScene(app))
        steps.append(_post(rng, app.top))
        seen.update(type(scene).__name__ for scene in app.scenes)
        try:
            app.frame(rng.choice((1 / 60, 1 / 60, 1 / 30, 0.25)))
        except Exception as error:  # pragma: no cover - the failure's report
            raise AssertionError(f"seed {seed}, frame {frame}, in {type(app.top).__name__}: "
                                 f"{error!r}; last inputs {steps[-12:]}") from error
    assert len(seen) >= 5, seen  # it went somewhere: more than the title and a game

"""Shared test set-up: headless SDL and a private per-user folder.

The environment is set here, before any test module can import pygame, so
UI tests run without a display or an audio device, and nothing a test does
touches the real settings of whoever runs the suite.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["FLIP7_HOME"] = tempfile.mkdtemp(prefix="flip7-test-home-")
# Gone with the run: every run left one behind in the system's temporary folder (QA 95).
atexit.register(shutil.rmtree, os.environ["FLIP7_HOME"], True)
# The system language picks the very first start's language: tests expect English
# whatever the machine running them speaks (tests of that choice pass their own).
os.environ["LANGUAGE"] = "en"


# ---------------------------------------------------------------------- UI fixtures
# pygame is imported inside the fixtures only, so rules and AI tests never load it.

_SHARED: dict[str, object] = {}


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory, monkeypatch):  # type: ignore[no-untyped-def]
    """Every test has a per-user folder of its own: a game one test saves never puts a
    Continue on another test's title screen, whatever order they run in."""
    monkeypatch.setenv("FLIP7_HOME", str(tmp_path_factory.mktemp("home")))
    # Nor an error-log entry one test could not write, written into the next's log.
    from game.storage import errorlog

    errorlog._unwritten.clear()


@pytest.fixture(autouse=True)
def _english_again():  # type: ignore[no-untyped-def]
    """Every test starts, and leaves the next one, in English."""
    from game.i18n import set_language

    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def ui_app():  # type: ignore[no-untyped-def]
    """A headless :class:`game.ui.loop.App` on a fake clock, settings in memory."""
    import pygame

    from game.storage.settings import SettingsStore
    from game.ui.assets import Assets
    from game.ui.clock import FakeClock
    from game.ui.loop import App, AppOptions, create_window
    from game.ui.sound import SoundBoard

    pygame.display.init()
    pygame.font.init()
    screen = create_window(scaled=False)
    pygame.event.clear()
    # One asset cache for the session: loading and scaling art once keeps UI tests fast.
    assets = _SHARED.setdefault("assets", Assets())
    store = SettingsStore(None)
    store.notices.clear()
    app = App(screen, assets, SoundBoard(enabled=True), store, AppOptions(),  # type: ignore[arg-type]
              FakeClock(1 / 60))
    yield app
    pygame.event.clear()


class Driver:
    """Drives an app as a player would: posted pygame events, made-up frame times."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        self.app = app

    def step(self, frames: int = 1, dt: float = 1 / 60) -> None:
        """Run ``frames`` frames of ``dt`` seconds."""
        for _ in range(frames):
            self.app.frame(dt)

    def key(self, code: int, frames: int = 1, dt: float = 1 / 60, mod: int = 0) -> None:
        """Press a key (by pygame key code; ``mod``: the modifiers held, as
        ``pygame.KMOD_SHIFT``), then run ``frames`` frames."""
        import pygame

        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="",
                                             scancode=0))
        self.step(frames, dt)

    def click(self, pos: tuple[int, int], button: int = 1, frames: int = 1,
              dt: float = 1 / 60) -> None:
        """Click at ``pos``, then run ``frames`` frames."""
        import pygame

        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.step(frames, dt)

    def until(self, done, limit: int = 5000, dt: float = 1 / 60) -> int:  # type: ignore[no-untyped-def]
        """Run frames until ``done()``; fail after ``limit``. Returns the frames run."""
        for i in range(limit):
            if done():
                return i
            self.app.frame(dt)
        raise AssertionError(f"not reached in {limit} frames")


@pytest.fixture
def ui(ui_app):  # type: ignore[no-untyped-def]
    """A :class:`Driver` for the headless app."""
    return Driver(ui_app)

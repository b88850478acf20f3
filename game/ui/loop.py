"""The app: a scene stack, one frame function, and sync and async loops around it.

One frame is: read the pygame event queue once (:func:`~game.ui.input.translate`),
give the inputs to the top scene, ``update(dt)`` it, draw the visible scenes
bottom to top, flip. :meth:`App.frame` takes ``dt`` from outside, so tests
drive it with made-up time steps, and :meth:`App.run_async` awaits
``asyncio.sleep(0)`` once per frame so a browser build (pygbag) can run the
same loop.
"""

from __future__ import annotations

import asyncio
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from . import input as inp
from .clock import Clock, RealClock
from .theme import HEIGHT, PANEL, TEXT, WIDTH
from .widgets import panel

if TYPE_CHECKING:
    from game.core.editions import Edition
    from game.storage.settings import Settings, SettingsStore

    from .assets import Assets
    from .scene import Scene
    from .sound import SoundBoard

#: Seconds a notice stays on screen.
NOTICE_TIME = 6.0
#: Seconds the window stays open after its close button, to say a last word.
FAREWELL_TIME = 0.9


@dataclass
class AppOptions:
    """Command-line choices that shape a run (see ``flip7 --help``)."""

    autoplay: bool = False
    exit_when_done: bool = False
    seed: int | None = None
    players: int | None = None
    edition: str | None = None
    screenshot: Path | None = None


class App:
    """Owns the window surface, shared services and the scene stack."""

    def __init__(self, screen: pygame.Surface, assets: Assets, sound: SoundBoard,
                 store: SettingsStore, options: AppOptions | None = None,
                 clock: Clock | None = None) -> None:
        self.screen = screen
        self.assets = assets
        self.sound = sound
        self.store = store
        self.options = options or AppOptions()
        self.clock: Clock = clock or RealClock()
        self.scenes: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.frames = 0
        self.notices: list[tuple[str, float]] = [(text, NOTICE_TIME) for text in store.notices]
        store.notices.clear()
        self.pointer = (0, 0)
        self.closing: float | None = None  # seconds left before a requested close

    # ------------------------------------------------------------------ the stack

    @property
    def top(self) -> Scene | None:
        """The scene receiving input, if any."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top."""
        if self.scenes:
            self.scenes[-1].cover()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below is uncovered."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].uncover()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start over with ``scene`` (back to the title)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def reset_to_title(self) -> None:
        """Abandon whatever is on the stack and show the title screen."""
        from .scene_title import TitleScene

        self.reset(TitleScene(self))

    def quit(self, code: int = 0) -> None:
        """End the loop after this frame with exit status ``code``."""
        self.running = False
        self.exit_code = code

    def close(self) -> None:
        """The window's close button: end, after a last word if a scene has one.

        A game in progress says it is saved; the window stays a moment so the
        player can read it. A second close ends at once.
        """
        words = [w for scene in self.scenes if (w := scene.farewell())]
        if not words or self.closing is not None:
            self.quit(0)
            return
        self.notice(words[-1])
        self.closing = FAREWELL_TIME

    # ------------------------------------------------------------------ services

    @property
    def settings(self) -> Settings:
        """The player's settings (speed, sound, fullscreen, name)."""
        return self.store.settings

    def notice(self, text: str) -> None:
        """Show ``text`` at the top of the screen for a few seconds."""
        self.notices.append((text, NOTICE_TIME))

    def save_settings(self) -> None:
        """Persist settings; a failure becomes a notice, never an error."""
        self.sound.enabled = self.settings.sound
        self.store.save()
        for text in self.store.notices:
            self.notice(text)
        self.store.notices.clear()

    def toggle_fullscreen(self) -> None:
        """F11: switch between window and fullscreen, and remember the choice."""
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            self.notice("Fullscreen is not available here.")
            return
        self.settings.fullscreen = not self.settings.fullscreen
        self.save_settings()

    # ------------------------------------------------------------------ one frame

    def frame(self, dt: float) -> None:
        """One frame: inputs, update, draw, flip."""
        self.step(dt, inp.translate(pygame.event.get()))
        self.draw()
        pygame.display.flip()
        self.frames += 1

    def step(self, dt: float, inputs: list[inp.Input]) -> None:
        """Route ``inputs`` and advance the top scene by ``dt`` seconds."""
        if self.closing is not None:  # saying goodbye: nothing else happens now
            self.closing -= dt
            if self.closing <= 0 or any(isinstance(e, inp.QuitRequest) for e in inputs):
                self.quit(0)
            self.notices = [(text, left - dt) for text, left in self.notices if left > dt]
            return
        for event in inputs:
            if isinstance(event, inp.QuitRequest):
                self.close()
                return
            if isinstance(event, inp.Press) and event.action == inp.FULLSCREEN:
                self.toggle_fullscreen()
                continue
            if isinstance(event, inp.Point | inp.Click):
                self.pointer = event.pos
            top = self.top
            if top is not None:
                top.handle(event)
        self.notices = [(text, left - dt) for text, left in self.notices if left > dt]
        top = self.top
        if top is not None:
            top.update(dt)
        if not self.scenes:
            self.quit(self.exit_code)

    def draw(self) -> None:
        """Paint every visible scene (an overlay shows the scene below it), then notices."""
        surface = self.screen
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        for scene in self.scenes[max(first, 0):]:
            scene.draw(surface)
        self._draw_notices(surface)

    def _draw_notices(self, surface: pygame.Surface) -> None:
        y = 12
        for text, _left in self.notices[-3:]:
            label = self.assets.text(text, 20, TEXT, "bold")
            w, h = label.get_width() + 36, label.get_height() + 16
            x = (WIDTH - w) // 2
            surface.blit(panel(self.assets, w, h, (*PANEL[:3], 225), 12), (x, y))
            surface.blit(label, (x + 18, y + 8))
            y += h + 6

    # ------------------------------------------------------------------ loops

    def run(self) -> int:
        """Run until a scene quits; return the exit status."""
        while self.running:
            self.frame(self.clock.tick())
        self._save_screenshot()
        return self.exit_code

    async def run_async(self) -> int:
        """The same loop, yielding to an event loop once per frame (browser builds)."""
        while self.running:
            self.frame(self.clock.tick())
            await asyncio.sleep(0)
        self._save_screenshot()
        return self.exit_code

    def _save_screenshot(self) -> None:
        path = self.options.screenshot
        if path is not None:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(path))


def create_window(fullscreen: bool = False, scaled: bool = True) -> pygame.Surface:
    """Open the 1280×720 logical window: resizable and scaled by SDL, optionally fullscreen."""
    flags = 0
    if scaled:
        flags |= pygame.SCALED | pygame.RESIZABLE
    if fullscreen:
        flags |= pygame.FULLSCREEN
    pygame.display.set_caption("Flip 7")
    with warnings.catch_warnings():
        # Without a GPU (CI, dummy video) SDL warns that it scales in software: harmless.
        warnings.simplefilter("ignore")
        return pygame.display.set_mode((WIDTH, HEIGHT), flags, vsync=0)


def felt(assets: Assets, edition: Edition) -> pygame.Surface:
    """The table felt of ``edition`` with a soft vignette baked in (cached)."""
    key = (f"felt+vignette:{edition.name}", WIDTH, HEIGHT)
    surface = assets.recall(key)
    if surface is None:
        surface = assets.scaled(f"felt_{edition.name}", WIDTH, HEIGHT).copy()
        # A tiny radial gradient, smoothly scaled up: cheap, and soft enough.
        shade = pygame.Surface((32, 18), pygame.SRCALPHA)
        w, h = shade.get_size()
        for y in range(h):
            for x in range(w):
                dx = (x + 0.5) / w * 2 - 1
                dy = (y + 0.5) / h * 2 - 1
                d = min(1.0, (dx * dx * 0.9 + dy * dy) ** 0.5)
                shade.set_at((x, y), (0, 0, 0, int(150 * max(0.0, d - 0.45) / 0.55)))
        shade = pygame.transform.smoothscale(shade, (WIDTH, HEIGHT))
        surface.blit(shade, (0, 0))
        if pygame.display.get_surface() is not None:
            surface = surface.convert()
        assets.remember(key, surface)
    return surface

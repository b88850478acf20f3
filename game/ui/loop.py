"""The app: a scene stack, one frame function, and the loop around it.

One frame is: read the pygame event queue once (:func:`~game.ui.input.translate`),
give the inputs to the top scene, ``update(dt)`` it, draw the visible scenes
bottom to top, flip. :meth:`App.frame` takes ``dt`` from outside, so tests
drive it with made-up time steps.

A quiet wait: when the top scene is *at rest* (nothing moves, it waits for
a person: :attr:`Scene.at_rest`), :meth:`App.run` stops drawing and sleeps
until input arrives (:func:`wait_for_input`), instead of redrawing the same
frame 60 times a second. Any input wakes it within :data:`POLL` seconds and
is handled in the very next frame; animations run at the full frame rate.

When the loop ends, changed settings are saved (closing the window on the
Settings screen loses nothing) and ``--screenshot`` is written safely.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import time
import warnings
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import Message, msg, set_language, t
from game.storage.instance import take_kept_aside

from . import input as inp
from .clock import Clock, RealClock
from .theme import HEIGHT, PANEL, TEXT, WIDTH
from .widgets import panel, wrap_text

if TYPE_CHECKING:
    from game.core.editions import Edition
    from game.storage.settings import Settings, SettingsStore

    from .assets import Assets
    from .scene import Scene
    from .sound import SoundBoard

#: Seconds a notice stays on screen.
NOTICE_TIME = 6.0
#: The widest a notice's line may be, in pixels (longer ones wrap).
NOTICE_WIDTH = 1100
#: Seconds the window stays open after its close button, to say a last word.
FAREWELL_TIME = 0.9
#: Seconds after a switch to or from fullscreen, or a change of the window's size, in
#: which pointer moves are ignored: the change moves the pointer over another widget
#: under a still mouse.
POINTER_SETTLES = 0.3
#: A second click this soon after, and this near (px), a click that changed the screen
#: is the rest of a double click: it is not a click on the screen that opened. A
#: double click on Settings closed it again with Done; in the pause menu it turned
#: Large text on (QA 124).
DOUBLE_CLICK = (0.4, 8)

#: The longest the loop sleeps at rest before drawing a frame anyway (a safety
#: net for a change that comes without input; it costs two frames a second).
MAX_REST = 0.5

#: How often a resting loop looks for input: well under a frame at 60 fps.
#: SDL's own ``pygame.event.wait`` was not used: with drivers that cannot
#: block (dummy, offscreen, browsers) it polls every millisecond, which cost
#: 2.6 % of a core on its own; this loop costs about 0.75 %.
POLL = 1 / 120


def _boxes_fit(boxes: list[tuple[list[pygame.Surface], int, int]], area: pygame.Rect) -> bool:
    """Whether notice ``boxes`` (lines, width, height) fit in ``area``, one under another."""
    return sum(h + 6 for _labels, _w, h in boxes) - 6 <= area.h


def _columns(boxes: list[tuple[list[pygame.Surface], int, int]], area: pygame.Rect,
             more: pygame.Rect | None,
             wide: list[tuple[list[pygame.Surface], int, int]] | None = None
             ) -> list[tuple[list[tuple[list[pygame.Surface], int, int]], pygame.Rect]] | None:
    """Where notice ``boxes`` go in a screen's places, each part with its place: all in
    ``area``; else the oldest there and the newest in ``more`` (two start-up notices
    stacked over the title's cards: QA 72), or the other way round when only that fits
    (the oldest too tall for ``area``: QA 80); else all in ``more`` (the only choice
    when the two places overlap). ``None`` when none of these fits. ``wide`` are the
    same notices wrapped to ``more``'s width, for the part that goes there (wrapped to a
    narrower ``area``, a long path stood in a wide place as a tall column: QA 109)."""
    if _boxes_fit(boxes, area):
        return [(boxes, area)]
    if more is None:
        return None
    wide = boxes if wide is None else wide
    if more.colliderect(area):
        # Places that overlap take the notices in one or the other, never split.
        return [(wide, more)] if _boxes_fit(wide, more) else None
    for split in range(len(boxes) - 1, -1, -1):
        for here, there in ((slice(0, split), slice(split, None)),
                            (slice(split, None), slice(0, split))):
            if _boxes_fit(boxes[here], area) and _boxes_fit(wide[there], more):
                return [(part, place) for part, place in ((boxes[here], area),
                                                          (wide[there], more)) if part]
    return None


def wait_for_input(timeout: float) -> tuple[list[pygame.event.Event], float]:
    """Sleep until an event arrives or ``timeout`` seconds pass.

    Returns the events taken from the queue (for the next frame, in order)
    and the seconds slept.
    """
    start = time.perf_counter()
    deadline = start + timeout
    while True:
        events = pygame.event.get()
        now = time.perf_counter()
        if events or now >= deadline:
            return events, now - start
        time.sleep(min(POLL, deadline - now))


#: The exit status after the system asked the game to end (128 + SIGTERM's 15, as a
#: shell reports a process ended by it).
TERMINATED = 143


def _notice_places(boxes: list[tuple[list[pygame.Surface], int, int]], centre: int, y: int,
                   left: int | None) -> Iterator[tuple[list[pygame.Surface], pygame.Rect]]:
    """Each notice of ``boxes`` (its lines, width and height) with its box on the
    screen: one under another from ``y``, centred on ``centre`` or, given ``left``,
    starting there."""
    for labels, w, h in boxes:
        yield labels, pygame.Rect(centre - w // 2 if left is None else left, y, w, h)
        y += h + 6


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
        # Every screen sizes its running text through the assets (Assets.size): they
        # ask this app's settings each time, so Large text reaches them all at once.
        assets.large_text = lambda: self.settings.large_text
        self.options = options or AppOptions()
        #: The screen the left mouse button last went down on (its release goes there).
        self._pressed_on: Scene | None = None
        #: What the key that opened the top scene types, while it may still be held.
        self._opened_by = ""
        self.clock: Clock = clock or RealClock()
        set_language(store.settings.language)
        self.scenes: list[Scene] = []
        self.running = True
        self.exit_code = 0
        #: The system asked the game to end (SIGTERM: a logout, a shutdown, ``kill``):
        #: see :meth:`terminate`.
        self.terminated = False
        self.frames = 0
        self.notices: list[tuple[str, float]] = [(text, NOTICE_TIME) for text in store.notices]
        store.notices.clear()
        #: Notices that speak of what one scene shows, and that scene (see :meth:`notice`).
        self._notice_scenes: dict[str, Scene] = {}
        #: Notices of a kind that a newer one of the same kind replaces (see :meth:`notice`).
        self._notice_kinds: dict[str, str] = {}
        #: The screen each notice was first shown on (see :meth:`_held_notices`).
        self._notice_homes: dict[str, Scene] = {}
        #: Wrapped notices by width, type size and words: a frame places them for the
        #: screen under them (:meth:`notices_over`) and to draw, and the words change
        #: only every few seconds.
        self._wrapped: dict[tuple[int, int, tuple[str, ...]],
                            list[tuple[list[pygame.Surface], int, int]]] = {}
        self.pointer = (0, 0)
        self.closing: float | None = None  # seconds left before a requested close
        self._asked_to_close: Scene | None = None  # "close anyway?" about an unsaved game
        #: Where the last export went (this session, or an earlier one as the settings
        #: remember it): the next one offers that folder while it is there.
        folder = store.settings.export_folder
        self.last_export_folder: Path | None = Path(folder) if folder else None
        #: New game's form as it was left with Back while it could not start (a name
        #: still empty): the settings keep only tables that can, and the next opening
        #: showed the last of those, every edit lost (QA 138). This run's only.
        self.unfinished_table: Any = None
        #: Is the window fullscreen now? (F11 changes it for this session only; the
        #: start-up state is the fullscreen setting, chosen in Settings.)
        self.fullscreen = store.settings.fullscreen
        self._pointer_settles = 0.0  # seconds left in which pointer moves are ignored
        #: Where the mouse button went down (until it comes up), and whether the window
        #: changed size since.
        self._pressed_at: tuple[int, int] | None = None
        self._resized_while_pressed = False
        #: Where a click changed the screen, and for how many seconds more a click
        #: there is taken as the second half of a double click (see DOUBLE_CLICK).
        #: The screen is the one the click opened, or (``taken``) the one that took it.
        self._double_click: tuple[tuple[int, int], float, Scene | None, bool] | None = None
        self._window_size = window_size()  # the last size SDL reported (or asked for)
        #: The window's size before fullscreen, given back when the window returns.
        self._windowed: tuple[int, int] | None = None
        #: And where it stood on the screen.
        self._windowed_at: tuple[int, int] | None = None
        #: Does the window manager have the window maximised (its events say)? And did
        #: it before F11?
        self.maximized = False
        self.windowed_maximized = False
        self._minimized = False
        #: A maximised window's size once back from the task bar: SDL then thinks it
        #: ordinary, so making it ordinary sends no restore, only another size.
        self._maximized_size: tuple[int, int] | None = None
        #: How the resting loop waits (tests replace it to wake the loop at will).
        self.wait_for_input: Callable[[float], tuple[list[pygame.event.Event], float]] = \
            wait_for_input

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

    def reset_to_title(self, focus: str | None = None) -> None:
        """Abandon whatever is on the stack and show the title screen; ``focus``: the
        key of the entry to put the focus on (where it is there)."""
        from .scene_title import TitleScene

        title = TitleScene(self)
        if focus in title.entries:
            title.menu.focus = title.entries.index(focus)
        self.reset(title)

    def terminate(self) -> None:
        """End now, asking nothing (no one may be there to answer: QA 49 found the game
        waiting ten minutes on "Your game is not saved" after a SIGTERM): a game whose
        save failed gets one more try, then, failing still, one line on stderr and in the
        error log says what is lost (QA 60); the exit status says how the game ended."""
        lost = []
        for scene in self.scenes:
            why = scene.unsaved()  # saves again where the last write failed
            if why is not None:  # still failing: said outside, as no one sees the window
                kept = scene.kept_round()
                lost.append(msg("unsaved.lost", reason=why) if kept is None
                            else msg("unsaved.lost_kept", reason=why, round=kept))
        _tell_outside(lost)
        self.quit(TERMINATED)

    def quit(self, code: int = 0) -> None:
        """End the loop after this frame with exit status ``code``."""
        self.running = False
        self.exit_code = code

    def close(self) -> None:
        """The window's close button: end, after a last word if a scene has one.

        A game in progress says it is saved; the window stays a moment so the
        player can read it. A game whose save failed is not lost without a word:
        the player is asked first. A second close ends at once.
        """
        top = self.top
        if self.closing is not None or (top is not None and top is self._asked_to_close):
            self.quit(0)  # asked twice: the player means it
            return
        losing = next(((scene, lost) for scene in self.scenes
                       if (lost := scene.unsaved()) is not None), None)
        if losing is not None:
            # A game whose save failed would be lost without a word: ask.
            from .scene_confirm import unsaved_question

            scene, why = losing
            asking = unsaved_question(self, why, "unsaved.close", lambda: self.quit(0),
                                      kept=scene.kept_round(), over=scene.over)
            self._asked_to_close = asking
            self.push(asking)
            return
        words = [w for scene in self.scenes if (w := scene.farewell())]
        if not words:
            self.quit(max((scene.close_status for scene in self.scenes), default=0))
            return
        self.notice(words[-1])
        self.closing = FAREWELL_TIME

    # ------------------------------------------------------------------ services

    @property
    def settings(self) -> Settings:
        """The player's settings (language, speed, sound, fullscreen, name)."""
        return self.store.settings

    def set_language(self, code: str) -> None:
        """Speak ``code`` from the next frame on (every scene asks the catalogue as it
        draws) and remember it. A name never typed ("You") follows the language."""
        from game.i18n import default_player_name, is_default_player_name

        # The name this run stands in for: a default one is the language's from now on;
        # another (one the font cannot show, kept in the file) stays the file's (QA 162).
        kept = self.store.kept("name")
        if is_default_player_name(self.settings.name):
            self.settings.name = default_player_name(code)
        self.settings.language = code
        self.store.chosen("language")  # no longer --lang's, for this run only
        if kept is None or is_default_player_name(kept):
            self.store.chosen("name")
        else:  # the stand-in speaks the language; the file keeps its own name
            self.store.override(name=self.settings.name)
        set_language(code)

    def notice(self, text: str, scene: Scene | None = None, kind: str | None = None) -> None:
        """Show ``text`` at the top of the screen for a few seconds.

        The same words already showing start their time afresh, as the newest notice,
        rather than showing twice. With ``scene`` the notice speaks of what that scene
        shows ("Your game is saved: Continue it from the title screen"): it ends as soon
        as that scene is no longer on top, so it does not follow the player into a new
        game, where it would be untrue and cover the top seat's name. With ``kind`` a
        newer notice of the same kind ("export") replaces the older one: two exports in
        a row say where the last went, instead of stacking over the screen's heading.
        """
        replaced = {old for old, was in self._notice_kinds.items() if kind and was == kind}
        self.notices = [(old, left) for old, left in self.notices
                        if old != text and old not in replaced]
        for old in replaced:
            del self._notice_kinds[old]
        if kind is not None:
            self._notice_kinds[text] = kind
        else:
            self._notice_kinds.pop(text, None)
        self.notices.append((text, NOTICE_TIME))
        self._notice_homes.pop(text, None)  # said afresh: at home where it shows next
        if scene is not None:
            self._notice_scenes[text] = scene
        else:
            self._notice_scenes.pop(text, None)

    def drop_notices(self, texts: list[str]) -> None:
        """Stop showing ``texts`` now: a newer notice says what they said, and more."""
        self.notices = [(text, left) for text, left in self.notices if text not in texts]
        for text in texts:
            self._notice_kinds.pop(text, None)

    def _end_notices(self, dt: float) -> None:
        """Count ``dt`` off every notice shown (a held one waits, see
        :meth:`_held_notices`); end those whose time is up and those whose scene is no
        longer on top."""
        top = self.top
        gone = {text for text, scene in self._notice_scenes.items() if scene is not top}
        self._count_down(dt, gone)
        showing = {text for text, _left in self.notices}
        # A notice whose screen is gone (the title is made anew on the way back to it)
        # is at home where it shows next: it waited for the old one for good, and came
        # out over the next game instead (QA 104).
        self._notice_homes = {text: home for text, home in self._notice_homes.items()
                              if text in showing and home in self.scenes}
        self._notice_scenes = {text: scene for text, scene in self._notice_scenes.items()
                               if text in showing}
        self._notice_kinds = {text: kind for text, kind in self._notice_kinds.items()
                              if text in showing}

    def _count_down(self, seconds: float, gone: Collection[str] = ()) -> None:
        """Take ``seconds`` off the notices on show; drop the ended and the ``gone``."""
        held = self._held_notices()
        self.notices = [(text, left if text in held else left - seconds)
                        for text, left in self.notices
                        if (left > seconds or text in held) and text not in gone]

    def _base_scene(self) -> Scene | None:
        """The lowest scene drawn now: the top one, or the screen under its overlays
        (the table under its pause menu)."""
        if not self.scenes:
            return None
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        return self.scenes[first]

    def _held_notices(self) -> set[str]:
        """Notices that wait, unseen and with their time standing still.

        A notice speaks on the screen where it was first shown. Carried to another
        (a damaged settings file said on the title, and the player goes on to Your
        games or New game), it shows in that screen's own notice place if it fits there
        beside the screen's own notices, and across the top only where the screen lets
        it (the table does; New game and Rules, with their headings there, do not);
        otherwise it waits until it fits or its screen is back. Across the top it
        covered the new screen's heading (QA 29).
        """
        base = self._base_scene()
        carried = [text for text, _left in self.notices
                   if text in self._notice_homes and self._notice_homes[text] is not base]
        top = self.top
        if not carried or top is None:
            return set()
        area = top.notice_area
        if area is None:
            return set() if top.takes_notices_on_top else set(carried)
        shown = [text for text, _left in self.notices if text not in carried]
        held = set()
        for text in carried:
            if self.notices_fit([*shown, text], area):
                shown.append(text)
            else:
                held.add(text)
        return held

    def notices_fit(self, texts: list[str], area: pygame.Rect) -> bool:
        """Whether the newest of ``texts`` (three at most) fit in ``area``, one under
        another: at running text's size, or at the usual one with Large text (its step
        back, as :meth:`_placed_notices` takes it)."""
        return any(_boxes_fit(self._notice_boxes(area.w - 36, texts, size), area)
                   for size in self._notice_sizes())

    def _notice_sizes(self) -> tuple[int, ...]:
        """The type sizes a notice may take in a screen's own place, largest first: a
        step smaller last, before the top of the screen (an export to a folder five
        long names deep went across the viewer's top seats: QA 114)."""
        return tuple(dict.fromkeys((self.assets.size(20), 20, 17)))

    def save_settings(self) -> None:
        """Persist settings; a failure becomes a notice, never an error."""
        self.sound.enabled = self.settings.sound
        self.store.save()
        for text in self.store.notices:
            self.notice(text)
        self.store.notices.clear()

    def crash_context(self) -> dict[str, Any]:
        """What the error log should know of the game: asks the top-most scene that can say.

        A scene offers ``crash_context() -> dict`` (the table: its seed and
        the game's record); a failure here must not hide the crash being
        reported, so it becomes a note in the context.
        """
        for scene in reversed(self.scenes):
            provide = getattr(scene, "crash_context", None)
            if provide is not None:
                try:
                    return dict(provide())
                except Exception as error:  # the state may be what broke
                    return {"context": f"unavailable ({error.__class__.__name__}: {error})"}
        return {}

    def toggle_fullscreen(self) -> bool:
        """F11: switch between window and fullscreen for now (how the game starts is the
        fullscreen setting, changed in Settings only). False if it could not switch."""
        windowed = None if self.fullscreen else window_size()
        place = None if self.fullscreen else window_place()
        maximized = self.maximized
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            self.notice(t("app.fullscreen_unavailable"))
            return False
        self.fullscreen = not self.fullscreen
        self._maximized_size = None  # F11 tells the window its state again
        if self.fullscreen:
            self._windowed, self._windowed_at = windowed, place
            self.windowed_maximized = maximized
        # The pointer the switch moves under a still mouse is the window's doing, not
        # the player's: it took the focus off the row just changed (QA twenty-sixth pass).
        self._pointer_settles = POINTER_SETTLES
        if not self.fullscreen:
            # Back in a window, SDL restores 1280×720 and makes it the smallest window
            # too: it hung off a screen with no room for it (a 1280×720 screen itself),
            # and a window the player had made smaller or larger came back at 1280×720,
            # never to be made smaller again (QA 64). The size before, where it fits, or
            # the start's shrunk size; and the smallest window as at the start. On a
            # small screen too the size before comes first: a window made 1024×600 on a
            # 1280×720 screen came back at the start's 1120×630 (QA 117).
            kept = opening_size(self._windowed, _desktop_size())
            small = _small_screen()
            if self.windowed_maximized:
                # Maximised again: it came back an ordinary window, its size taken for
                # one too tall for the screen (QA 172). The smallest window and an
                # ordinary size first: with SDL's 1280×720 minimum left, a maximised
                # window on a 1280×720 screen hung off it, and made ordinary again
                # could not be made smaller (QA 175).
                # Centred: where the maximised window stood, the corner, became the
                # place it went back to when made ordinary (QA 176).
                _resize_window(kept or small)
                maximize_window()
                self.maximized = True  # SDL says nothing of it here (QA 176)
            elif kept is None and small is not None:
                _resize_window(small)
            else:
                # Where it was, too: given its size back, a window under a window
                # manager came back a title bar lower each time, F11 after F11, until
                # the player's seat hung off the screen (QA 169).
                _resize_window(kept, centre=False, at=self._windowed_at)
        return True

    # ------------------------------------------------------------------ one frame

    def frame(self, dt: float, waited: list[pygame.event.Event] | None = None) -> None:
        """One frame: inputs (``waited``: events taken while resting, first), update, draw, flip."""
        events = [*waited, *pygame.event.get()] if waited else pygame.event.get()
        if self._window_resized(events):
            # A window resized under a still mouse puts the pointer over another
            # widget: Enter picked another player (QA thirty-second pass).
            self._pointer_settles = POINTER_SETTLES
            self._resized_while_pressed = self._pressed_at is not None
        self.step(dt, inp.translate(events))
        # Another window's file kept aside as a settings change was written (QA 222:
        # said only at the next table, or never): said on whatever screen is up.
        for aside in take_kept_aside():
            self.notice(t("files.others_kept", kept=aside.name))
        self.sound.flush()  # the frame's one sound at instant speed (SoundBoard.offer)
        self.draw()
        pygame.display.flip()
        self.frames += 1

    def _window_resized(self, events: list[pygame.event.Event]) -> bool:
        """Whether ``events`` change the window's size from the last one known (SDL also
        reports the size the window opened at, which changes nothing); and whether the
        window manager has it maximised (:attr:`maximized`)."""
        resized = False
        minimized = self._minimized
        for event in events:
            if event.type == pygame.WINDOWMAXIMIZED:
                self.maximized = True
                self._maximized_size = None
            elif event.type == pygame.WINDOWMINIMIZED:
                self._minimized = minimized = True
            elif event.type == pygame.WINDOWRESTORED:
                # Back from the task bar it is as it was: the restores that end a
                # minimising (SDL sends two, a maximised one between) made a maximised
                # window forgotten (QA 175, QA 176); in fullscreen too, or the next
                # un-maximising was taken for the end of it (QA 177).
                if minimized:
                    self._minimized = False
                elif not self.fullscreen:
                    self.maximized = False
            if event.type == pygame.WINDOWSIZECHANGED:
                size = (int(event.x), int(event.y))
                resized = resized or size != self._window_size
                self._window_size = size
                if self._maximized_size not in (None, size) and not self.fullscreen:
                    # Made ordinary after a minimising: no restore said so, and F11
                    # and the next start brought it back maximised (QA 179).
                    self.maximized, self._maximized_size = False, None
        if minimized and not self._minimized and self.maximized and not self.fullscreen:
            self._maximized_size = self._window_size
        return resized

    def step(self, dt: float, inputs: list[inp.Input]) -> None:
        """Route ``inputs`` and advance the top scene by ``dt`` seconds."""
        if self.closing is not None:  # saying goodbye: nothing else happens now
            self.closing -= dt
            if self.closing <= 0 or any(isinstance(e, inp.QuitRequest) for e in inputs):
                self.quit(0)
            self._count_down(dt)
            return
        for event in inputs:
            if isinstance(event, inp.QuitRequest):
                self.close()
                return
            if isinstance(event, inp.Press) and event.action == inp.FULLSCREEN:
                self.toggle_fullscreen()
                continue
            if isinstance(event, inp.Point) and self._pointer_settles > 0:
                continue
            if isinstance(event, inp.Point):
                # Moved once the window settled: the player's own pointer again, and the
                # release is where they let go (after a resize one let go far off a
                # pressed Hit still drew a card: QA 169).
                self._resized_while_pressed = False
            if isinstance(event, inp.Point | inp.Click):
                self.pointer = event.pos
            if isinstance(event, inp.Typed) and self._opened_by \
                    and event.text == self._opened_by:
                # E opens Export and also types "e", again and again while it is held:
                # the letters belong to the key, not to the field of the dialog it
                # opened ("eee" in the path: QA 124).
                continue
            self._opened_by = ""
            if isinstance(event, inp.KeyUp):
                continue  # for the loop alone
            top = self.top
            if isinstance(event, inp.Click) and self._double_clicked(event.pos):
                self._pressed_on = None  # its release goes nowhere either
                continue
            if isinstance(event, inp.Click) and self._notice_at(event.pos):
                # A click on a notice puts the notices away and goes no further: one
                # over the viewer's tools opened the History hidden under it (QA 196).
                # Its release goes nowhere, nor a double click's second half.
                held = self._held_notices()
                self.drop_notices([text for text, _left in self.notices if text not in held])
                self._pressed_on = None
                self._double_click = (event.pos, DOUBLE_CLICK[0], top, False)
                continue
            if isinstance(event, inp.Click):
                self._pressed_on = top
                self._pressed_at, self._resized_while_pressed = event.pos, False
            elif isinstance(event, inp.Release):
                if self._resized_while_pressed and self._pressed_at is not None:
                    # The window changed size between the press and the release: the
                    # same spot of the screen is another place of the table now, and a
                    # × pressed was let go "off" itself, focused, never removing its
                    # seat (QA 138). The release is where the press was.
                    event = inp.Release(self._pressed_at)
                self._pressed_at, self._resized_while_pressed = None, False
                # Only to the screen the mouse button went down on: a press that
                # closed a screen (a hand-over) must not let the one under it act on
                # the release over a button it was pressed on long before.
                pressed_on, self._pressed_on = self._pressed_on, None
                if pressed_on is not top:
                    continue
            if top is not None:
                top.handle(event)
                if isinstance(event, inp.Press) and self.top is not top:
                    self._opened_by = event.text
                if isinstance(event, inp.Click | inp.Release) and self.top is not top:
                    self._double_click = (event.pos, DOUBLE_CLICK[0], self.top, False)
                elif isinstance(event, inp.Click | inp.Release):
                    # The screen that took it: should another come on top before the
                    # second half (pushed by a frame's update, a hand-over, the game
                    # over), that half is spent too (QA 148: a double click on "See the
                    # winner" watched the game again, the winner unseen).
                    self._double_click = (event.pos, DOUBLE_CLICK[0], top, True)
                elif isinstance(event, inp.Press):
                    self._double_click = None  # a key between: no double click
        self._pointer_settles = max(0.0, self._pointer_settles - dt)
        self._age_double_click(dt)
        self._end_notices(dt)
        top = self.top
        if top is not None:
            top.update(dt)
        if not self.scenes:
            self.quit(self.exit_code)

    def _age_double_click(self, seconds: float) -> None:
        """``seconds`` pass for the double click's wait (a resting loop's frames pass
        none: the time slept counts too, or a click there a minute later was lost)."""
        if self._double_click is not None:
            place, left, scene, taken = self._double_click
            self._double_click = (place, left - seconds, scene, taken) if left > seconds \
                else None

    def _double_clicked(self, pos: tuple[int, int]) -> bool:
        """Whether a click at ``pos`` is the second half of a double click whose first
        half opened the screen still on top, or was taken by a screen another has come
        over since; no key pressed between (it is then spent)."""
        if self._double_click is None:
            return False
        (x, y), _left, scene, taken = self._double_click
        near = DOUBLE_CLICK[1]
        # The screen the first half opened is still on top; or the first half was taken
        # by a screen another has come over since.
        spent = abs(pos[0] - x) <= near and abs(pos[1] - y) <= near and (
            self.top is not scene if taken else self.top is scene)
        if not spent:
            self._double_click = None
        # Spent, it stays for the rest of its wait: a triple click's third went through
        # and played for the next person (QA 151).
        return spent

    def draw(self) -> None:
        """Paint every visible scene (an overlay shows the scene below it), then notices."""
        surface = self.screen
        base = self._base_scene()
        for scene in self.scenes[self.scenes.index(base) if base is not None else 0:]:
            scene.draw(surface)
        self._draw_notices(surface)

    def _draw_notices(self, surface: pygame.Surface) -> None:
        placed = self._placed_notices()
        if placed is not None:
            columns, _in_area = placed
            for boxes, centre, y, left in columns:
                self._blit_notices(surface, boxes, centre, y, left)

    def _notice_at(self, pos: tuple[int, int]) -> bool:
        """Whether a notice on show is drawn at ``pos``."""
        placed = self._placed_notices()
        return placed is not None and any(
            box.collidepoint(pos) for boxes, centre, y, left in placed[0]
            for _labels, box in _notice_places(boxes, centre, y, left))

    def _placed_notices(self) -> tuple[list[tuple[list[tuple[list[pygame.Surface], int, int]],
                                                  int, int, int | None]], bool] | None:
        """The notices to show now, wrapped, and where: one or two columns (their boxes,
        centre, top, and left edge if they start there rather than centred), and whether
        that is the top scene's notice place (else across the top of the screen). None
        when nothing shows."""
        if not self.notices:
            return None
        base = self._base_scene()
        if base is not None:
            # A notice's home is where it is first drawn, not where it was said: a
            # scene that says a notice and closes leaves it to the scene beneath.
            for text, _left in self.notices:
                self._notice_homes.setdefault(text, base)
        held = self._held_notices()
        texts = [text for text, _left in self.notices if text not in held]
        if not texts:
            return None
        top = self.top
        area = top.notice_area if top is not None else None
        if top is not None and area is not None:
            # Large text's step back before the top of the screen: a long German notice
            # about a saved game's bad move went across the title's cards (QA 82).
            for size in self._notice_sizes():
                boxes = self._notice_boxes(area.w - 36, texts, size)
                more = top.notice_area_more
                wide = None if more is None else self._notice_boxes(more.w - 36, texts, size)
                columns = _columns(boxes, area, more, wide)
                if columns is not None:
                    left = top.notices_from_left
                    return [(part, place.centerx, place.y, place.x if left else None)
                            for part, place in columns], True
        return [(self._notice_boxes(NOTICE_WIDTH, texts), WIDTH // 2, 12, None)], False

    def notices_over(self, scene: Scene) -> bool:
        """Whether notices show in ``scene``'s own notice place now: what the scene
        draws there (the viewer's log lines) makes way for them rather than show
        through and below their boxes (QA 37)."""
        if scene is not self.top or scene.notice_area is None:
            return False
        placed = self._placed_notices()
        return placed is not None and placed[1]

    def _notice_boxes(self, width: int, texts: list[str], size: int | None = None
                      ) -> list[tuple[list[pygame.Surface], int, int]]:
        """The newest of ``texts`` (three at most), each wrapped to ``width`` at type
        ``size`` (running text's, a step larger with Large text, unless given): its
        lines, and its box's width and height."""
        size = size if size is not None else self.assets.size(20)
        key = (width, size, tuple(texts[-3:]))
        known = self._wrapped.get(key)
        if known is not None:
            return known
        if len(self._wrapped) > 16:
            self._wrapped.clear()
        font = self.assets.font("bold", size)
        boxes = self._wrapped[key] = []
        for text in texts[-3:]:
            # A notice naming a file can be long: wrapped, it stays on the screen.
            labels = [self.assets.text(line, size, TEXT, "bold")
                      for line in wrap_text(font, text, width, break_words=True)]
            boxes.append((labels, max(label.get_width() for label in labels) + 36,
                          sum(label.get_height() for label in labels) + 16))
        return boxes

    def _blit_notices(self, surface: pygame.Surface,
                      boxes: list[tuple[list[pygame.Surface], int, int]], centre: int,
                      y: int, left: int | None = None) -> None:
        """``boxes`` one under another from ``y``, each centred on ``centre`` or, given
        ``left``, starting there."""
        for labels, box in _notice_places(boxes, centre, y, left):
            # Opaque: the lines of the screen under a notice showed through it (QA 37).
            surface.blit(panel(self.assets, box.w, box.h, PANEL[:3], 12), box)
            line_y = box.y + 8
            for label in labels:
                surface.blit(label, (box.x + 18, line_y))
                line_y += label.get_height()

    # ------------------------------------------------------------------ loops

    def rest_time(self) -> float:
        """How long the loop may sleep on input now (0: keep drawing every frame).

        Only while the top scene is at rest, and never past a notice's end
        (it must disappear on time) or :data:`MAX_REST`.
        """
        top = self.top
        if not self.running or self.closing is not None or top is None or not top.at_rest:
            return 0.0  # a farewell counts down frame by frame: no sleeping through it
        if self._pointer_settles > 0:
            # It counts down by frame time, and a resting loop's frames pass none: after
            # F11 or a resize the pointer was ignored until something moved (QA 104).
            return 0.0
        held = self._held_notices()
        return min([MAX_REST, *(left for text, left in self.notices if text not in held)])

    def rest(self, seconds: float) -> list[pygame.event.Event]:
        """Sleep on input for up to ``seconds``; the events that woke the loop."""
        events, slept = self.wait_for_input(seconds)
        # Time slept passes for the notices and a double click's wait; the frame clock
        # starts afresh, so the next frame's dt is one frame, not the whole rest.
        self._count_down(slept)
        self._age_double_click(slept)
        self.clock.resume()
        return events

    def run(self) -> int:
        """Run until a scene quits; return the exit status."""
        try:
            waited: list[pygame.event.Event] = []
            while self.running:
                if self.terminated:
                    self.terminate()
                    break
                self.frame(self.clock.tick(), waited)
                rest = self.rest_time()
                waited = self.rest(rest) if rest > 0 else []
        except BaseException:
            self.save_changed_settings()
            raise
        return self.finish()

    def finish(self) -> int:
        """After the last frame (of any loop, a script's too): save changed settings and
        the ``--screenshot``; return the exit status."""
        self.save_changed_settings()
        self.save_screenshot()
        from game.storage.errorlog import write_unwritten

        write_unwritten(every=True)  # entries a full disk held back: the last chance
        return self.exit_code

    def save_changed_settings(self) -> None:
        """The loop ends (the window closed, a scene quit, or a crash): save changed settings.

        A failure to save can no longer be shown on screen, so it goes to
        stderr and to the error log.
        """
        # A run that changed nothing writes nothing.
        failed = self.store.changed and not self.store.save()
        self.store.notices.clear()  # said on screen already, or replaced by what follows
        problem = self.store.save_problem
        if failed and problem is not None:
            _tell_outside([msg("files.save_failed.settings", reason=problem)])

    def save_screenshot(self) -> bool:
        """Write the last frame as a PNG to ``--screenshot``, safely.

        The image is encoded in memory and written through the safe layer, so
        a full disk leaves no broken PNG behind: one line on stderr and exit
        status 1 instead.
        """
        path = self.options.screenshot
        if path is None:
            return True
        from game.storage.files import FileProblem, write_bytes

        try:
            write_bytes(Path(path), png_bytes(self.screen))
        except FileProblem as problem:
            if sys.stderr is not None:
                print(f"flip7: the screenshot {path} {problem.reason}", file=sys.stderr)
            if self.exit_code == 0:
                self.exit_code = 1
            return False
        return True


def png_bytes(surface: pygame.Surface) -> bytes:
    """``surface`` as a PNG file's bytes (whatever name it is saved under)."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "screenshot.png")
    return buffer.getvalue()


def _tell_outside(lines: list[Message]) -> None:
    """Failures the window can no longer show: stderr (when there is one, in the
    player's language) and the error log (in English, a ``problem`` entry as every
    failure there is: a lost game was logged as a "notice", QA 72)."""
    from game.storage.errorlog import write_in_turn
    from game.storage.paths import log_path

    for line in lines:
        if sys.stderr is not None:
            print(f"flip7: {line}", file=sys.stderr)
        # After the entries a full disk held back, in the order things happened (QA 188,
        # QA 190); the disk that refused the settings, likely, refuses it too, and then
        # it is said on stderr only.
        write_in_turn(log_path(), "problem", line.in_language("en"), last=True)


#: The smallest window a player can make by hand (a quarter of the table's area: its
#: words stay readable). The table is drawn at 1280×720 and scaled to the window.
MIN_WINDOW = (640, 360)


def fitting_size(desktop: tuple[int, int], room: tuple[int, int] = (16, 90)
                 ) -> tuple[int, int] | None:
    """The largest 16:9 window that fits a ``desktop`` smaller than 1280×720 plus
    ``room`` (window frame, title bar, task bar); ``None`` when the full size fits.

    >>> fitting_size((1024, 600)), fitting_size((1920, 1080))
    ((906, 510), None)
    """
    width, height = desktop[0] - room[0], desktop[1] - room[1]
    if width >= WIDTH and height >= HEIGHT:
        return None
    scale = min(width / WIDTH, height / HEIGHT)
    return (max(320, int(WIDTH * scale)), max(180, int(HEIGHT * scale)))


def create_window(fullscreen: bool = False, scaled: bool = True,
                  remembered: tuple[int, int] | None = None) -> pygame.Surface:
    """Open the 1280×720 logical window: resizable and scaled by SDL, optionally fullscreen.

    On a screen too small for 1280×720 (a 1024×600 netbook) the window opens
    as large as the screen allows and the whole table is scaled down to fit
    it. Otherwise it opens at the ``remembered`` size (the size it had when the
    game last ended) if that fits the screen. A window may be made as small as
    :data:`MIN_WINDOW` by hand; the table is scaled down with it.
    """
    flags = 0
    if scaled:
        flags |= pygame.SCALED | pygame.RESIZABLE
    if fullscreen:
        flags |= pygame.FULLSCREEN
    windowed = scaled and not fullscreen
    small = _small_screen() if windowed else None
    if scaled:
        # pygame sizes a SCALED window by a whole factor of 1280×720 (at least 1)
        # and renders at whole factors: a window made smaller shows a cut-out of the
        # table, one made larger a 1280×720 table in black borders. This hint, which
        # pygame reads, asks for smooth fractional scaling instead: the table fills
        # any window (checked under Xvfb at 800×450 and 1600×900).
        os.environ["SDL_HINT_RENDER_SCALE_QUALITY"] = "1"
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
    pygame.display.set_caption(t("app.window_title"))
    with warnings.catch_warnings():
        # Without a GPU (CI, dummy video) SDL warns that it scales in software: harmless.
        warnings.simplefilter("ignore")
        screen = pygame.display.set_mode((WIDTH, HEIGHT), flags, vsync=0)
    if windowed:
        # With the hint pygame opens the window as large as the screen's usable part;
        # a new player gets the size pygame would have chosen without it.
        _resize_window(opening_size(remembered, _desktop_size()) or small
                       or whole_size(window_size()))
    return screen


def whole_size(usable: tuple[int, int] | None) -> tuple[int, int] | None:
    """The default window for a screen whose usable part ``usable`` holds, 16:9: the
    table at the largest whole scale that fits (1280×720 on a 1920×1080 screen,
    2560×1440 on a 4K one), as pygame sizes a scaled window.

    >>> whole_size((1920, 1050)), whole_size((3840, 2110)), whole_size(None)
    ((1280, 720), (2560, 1440), None)
    """
    if usable is None:
        return None
    scale = max(1, min(usable[0] // WIDTH, usable[1] // HEIGHT))
    return (WIDTH * scale, HEIGHT * scale)


def opening_size(remembered: tuple[int, int] | None, desktop: tuple[int, int] | None
                 ) -> tuple[int, int] | None:
    """The size to open the window at: the ``remembered`` one if it fits on ``desktop``
    (a window that was made larger on a screen since unplugged must not hang off the
    one there is now); ``None`` for the default 1280×720.

    >>> opening_size((1600, 900), (1920, 1080)), opening_size((2560, 1440), (1920, 1080))
    ((1600, 900), None)
    >>> opening_size((800, 450), (1920, 1080)), opening_size((800, 450), None)
    ((800, 450), None)

    A window as tall as the screen leaves no room for its title bar: on a 1280×720
    screen the remembered 1280×720 hung 20 px off it (QA 64).

    >>> opening_size((1280, 720), (1280, 720)), opening_size((1280, 720), (1366, 768))
    (None, (1280, 720))
    """
    if remembered is None or desktop is None:
        return None
    width, height = remembered
    if width < MIN_WINDOW[0] or height < MIN_WINDOW[1]:
        return None
    if width > desktop[0] or height + TITLE_BAR > desktop[1]:
        return None
    return remembered


#: The height a window's title bar takes above the table (a guess on the large side:
#: 20–40 px on the usual desktops).
TITLE_BAR = 30


def window_size() -> tuple[int, int] | None:
    """The window's size on screen now (``None`` without a window one can ask)."""
    return _window_pair("size")


def window_place() -> tuple[int, int] | None:
    """Where the window stands on screen now (``None`` without a window one can ask)."""
    return _window_pair("position")


def _window_pair(what: str) -> tuple[int, int] | None:
    """The window's ``size`` or ``position`` now, if SDL can say."""
    window = _the_window()
    if window is None:
        return None
    pair = getattr(window, what)
    return (int(pair[0]), int(pair[1]))


def _the_window() -> pygame.Window | None:
    """The display module's window (``None`` for an older pygame, or none to ask)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the display module still draws the window
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


def _desktop_size() -> tuple[int, int] | None:
    """The size of the screen the game opens on, if SDL can say."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None


def _resize_window(size: tuple[int, int] | None, centre: bool = True,
                   at: tuple[int, int] | None = None) -> None:
    """Let the window be made as small as :data:`MIN_WINDOW` by hand (pygame's SCALED
    window keeps 1280×720 as its minimum), and open it at ``size`` if given (centred on
    the screen unless ``centre`` is false: a window given back its size stays put, at
    ``at`` if given)."""
    window = _the_window()
    if window is None:
        return
    try:
        window.minimum_size = (min(MIN_WINDOW[0], size[0]), min(MIN_WINDOW[1], size[1])) \
            if size is not None else MIN_WINDOW
        if size is not None and tuple(window.size) != size:
            window.size = size
            if centre:
                window.position = pygame.WINDOWPOS_CENTERED
            # The pointer's place as the window had it before (1:1, elsewhere on the
            # screen) is not where it is on the table now: at start-up it lit the button
            # above the one under it and took the first start's focus from How to play
            # (QA 81). The next move of the mouse says where it is.
            pygame.event.pump()
            if not centre and at is not None:
                window.position = at  # once the window manager has seen the new size
            pygame.event.clear(pygame.MOUSEMOTION)
    except (AttributeError, pygame.error):  # an older pygame, or no window manager
        pass


def maximize_window() -> None:
    """Have the window manager maximise the window (nothing without one)."""
    window = _the_window()
    if window is not None:
        with contextlib.suppress(pygame.error):
            window.maximize()


def _small_screen() -> tuple[int, int] | None:
    """The window size for the screen the game opens on, if that screen is too small."""
    desktop = _desktop_size()
    return fitting_size(desktop) if desktop is not None else None


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

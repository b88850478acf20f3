"""Sound effects: short WAVs played on table events, silent when there is no audio.

A machine without an audio device (a server, a CI runner, a muted laptop
with no driver) must still run the game: if the mixer cannot start, every
:meth:`SoundBoard.play` quietly does nothing.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from game.storage.errorlog import log_told

from .assets import find_asset

if TYPE_CHECKING:
    import pygame

#: Every effect the table uses (``assets/sounds/<name>.wav``).
SOUND_NAMES = ("deal", "flip", "bust", "freeze", "chance", "flip3", "flip7", "scored", "win",
               "click", "steal", "swap", "shuffle")

#: The effects from the least to the most telling: a frame that can sound one only (at
#: instant speed) sounds the one that says most of what happened in it; the pick's
#: click drowned every bust, score and Flip 7 there (QA 168).
RANK = {name: rank for rank, name in enumerate((
    "click", "shuffle", "deal", "flip", "flip3", "scored", "chance", "freeze", "steal",
    "swap", "bust", "flip7", "win"))}

#: The same effect is not restarted within this many seconds (skipped queues
#: would otherwise stack dozens of copies into one loud burst).
_MIN_GAP = 0.06

log = logging.getLogger(__name__)


class SoundBoard:
    """Plays named effects; ``enabled`` follows the sound setting."""

    def __init__(self, enabled: bool = True, start: bool = True) -> None:
        self.enabled = enabled
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        #: Effects whose file could not be played: silent for the run, each alone.
        self._unplayable: set[str] = set()
        self._last: dict[str, float] = {}
        self._offered: str | None = None  # the frame's most telling effect (see offer)
        self.played: list[str] = []  # names played, newest last (tests read it)
        if start:
            self.start()

    def start(self) -> None:
        """Open the audio device; without one, stay silent."""
        try:
            import pygame

            if not pygame.mixer.get_init():
                with quiet_native_stderr():
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(16)
            self.available = True
        except Exception as error:  # pygame.error, or no audio driver at all
            log.info("no audio: %s", error)

    def play(self, name: str, now: float | None = None, volume: float = 1.0) -> None:
        """Play effect ``name`` unless sound is off or unavailable."""
        self.played.append(name)
        if len(self.played) > 200:
            del self.played[:100]
        if not (self.enabled and self.available):
            return
        import pygame

        clock = pygame.time.get_ticks() / 1000.0 if now is None else now
        if clock - self._last.get(name, -1.0) < _MIN_GAP:
            return
        self._last[name] = clock
        sound = self._load(name)
        if sound is not None:
            sound.set_volume(volume)
            sound.play()

    def offer(self, name: str) -> None:
        """One of the frame's effects, of which :meth:`flush` plays the most telling
        (:data:`RANK`) at the frame's end."""
        if self._offered is None or RANK.get(name, 0) > RANK.get(self._offered, 0):
            self._offered = name

    def flush(self) -> None:
        """Play the effect :meth:`offer` kept this frame, if any."""
        if self._offered is not None:
            name, self._offered = self._offered, None
            self.play(name)

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        sound = self._sounds.get(name)
        if sound is None:
            if name in self._unplayable:
                return None
            import pygame

            try:
                sound = pygame.mixer.Sound(str(find_asset(f"sounds/{name}.wav")))
            except (pygame.error, OSError) as error:
                if not pygame.mixer.get_init():  # the device vanished mid-game: silence
                    log.info("sound %s: %s", name, error)
                    self.available = False
                    return None
                # This one file, damaged or gone since the start (the game updated while
                # it ran): the others still sound. A damaged one silenced every sound
                # for the run, and a vanished one ended the game (QA 168).
                self._unplayable.add(name)
                log_told("sound.log_unplayable", _sound_path(name),
                         reason=str(error) or type(error).__name__)
                return None
            self._sounds[name] = sound
        return sound


def _sound_path(name: str) -> Path:
    """Where effect ``name``'s file is, or would be (for the log)."""
    try:
        return find_asset(f"sounds/{name}.wav")
    except OSError:
        return Path("sounds") / f"{name}.wav"


@contextlib.contextmanager
def quiet_native_stderr() -> Iterator[None]:
    """Point file descriptor 2 at nothing for the block, then back.

    Without a sound card the audio library below pygame writes its own errors
    straight to the terminal, eight lines at every start ("ALSA lib … Unknown PCM
    default"), which read like a crash (QA 108); the game plays silently then and logs
    why (``no audio: …``). Python's own ``sys.stderr`` is flushed first, so nothing
    said before the block is lost.
    """
    with contextlib.suppress(Exception):
        sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:  # no stderr at all (a windowed program): nothing to quiet
        yield
        return
    try:
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
        except OSError:
            devnull = None
        if devnull is not None:
            os.dup2(devnull, 2)
            os.close(devnull)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)

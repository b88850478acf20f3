"""Frame clocks: real time for play, made-up time for tests.

Both give ``tick() -> dt`` in seconds, capped so that a stall (a dragged
window, a breakpoint) never makes an animation jump across the table.

>>> clock = FakeClock(0.25)
>>> clock.tick(), clock.tick()
(0.1, 0.1)
"""

from __future__ import annotations

from typing import Protocol

#: The longest step one frame may take; longer stalls are slowed down instead.
MAX_DT = 0.1


class Clock(Protocol):
    """Something that paces frames and says how long the last one took."""

    def tick(self) -> float:
        """Wait for the next frame; return the seconds since the previous one."""
        ...

    def resume(self) -> None:
        """The loop slept (on input): count the next frame from now."""
        ...


class RealClock:
    """Paces the loop at ``fps`` with pygame's clock; returns capped dt."""

    def __init__(self, fps: int = 60) -> None:
        import pygame

        self.fps = fps
        self._clock = pygame.time.Clock()
        self._resumed = False

    def tick(self) -> float:
        """Sleep until the next frame is due and return the capped step."""
        if self._resumed:  # input woke the loop: no pacing wait, it is due now
            self._resumed = False
            return min(self._clock.tick() / 1000.0, MAX_DT)
        return min(self._clock.tick(self.fps) / 1000.0, MAX_DT)

    def resume(self) -> None:
        """Forget the time slept; the next :meth:`tick` returns at once."""
        self._clock.tick()
        self._resumed = True


class FakeClock:
    """Returns the same ``dt`` every frame without sleeping (tests, autoplay)."""

    def __init__(self, dt: float = 1 / 60) -> None:
        self.dt = dt
        self.now = 0.0

    def tick(self) -> float:
        """Advance made-up time by one capped step."""
        step = min(self.dt, MAX_DT)
        self.now += step
        return step

    def resume(self) -> None:
        """Made-up time does not pass while the loop sleeps."""


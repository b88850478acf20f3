"""Tweens: small data objects advanced by ``update(dt)``.

A :class:`Tween` knows only time: its duration, an optional delay and an
easing curve. Whoever owns it reads :attr:`Tween.value` (eased progress in
[0, 1]) and interpolates whatever it animates with :func:`lerp` /
:func:`lerp_point`. Nothing here draws, so tweens are tested with made-up
time steps.

>>> tw = Tween(0.5)
>>> tw.update(0.25); round(tw.linear, 2), tw.done
(0.5, False)
>>> tw.update(1.0); tw.value, tw.done
(1.0, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from .easing import Easing, clamp01, linear


class Tween:
    """Progress from 0 to 1 over ``duration`` seconds after ``delay`` seconds."""

    __slots__ = ("delay", "duration", "ease", "elapsed")

    def __init__(self, duration: float, ease: Easing = linear, delay: float = 0.0) -> None:
        self.duration = max(0.0, duration)
        self.ease = ease
        self.delay = max(0.0, delay)
        self.elapsed = 0.0

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (already scaled by the animation speed)."""
        self.elapsed += dt

    def finish(self) -> None:
        """Jump to the end (skipping animations)."""
        self.elapsed = self.delay + self.duration

    @property
    def started(self) -> bool:
        """True once the delay has passed."""
        return self.elapsed >= self.delay

    @property
    def linear(self) -> float:
        """Un-eased progress in [0, 1]."""
        if self.duration <= 0.0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return clamp01((self.elapsed - self.delay) / self.duration)

    @property
    def value(self) -> float:
        """Eased progress in [0, 1] (an overshooting curve may leave it briefly)."""
        t = self.linear
        return 1.0 if t >= 1.0 else self.ease(t)

    @property
    def done(self) -> bool:
        """True once the end has been reached."""
        return self.elapsed >= self.delay + self.duration

    @property
    def total(self) -> float:
        """Delay plus duration."""
        return self.delay + self.duration


def lerp(a: float, b: float, t: float) -> float:
    """The value ``t`` of the way from ``a`` to ``b``.

    >>> lerp(10, 20, 0.25)
    12.5
    """
    return a + (b - a) * t


def lerp_point(a: Sequence[float], b: Sequence[float], t: float) -> tuple[float, float]:
    """The point ``t`` of the way from ``a`` to ``b``.

    >>> lerp_point((0, 0), (10, 20), 0.5)
    (5.0, 10.0)
    """
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(a: Sequence[float], b: Sequence[float], t: float,
              lift: float = 40.0) -> tuple[float, float]:
    """Like :func:`lerp_point`, raised by ``lift`` pixels mid-way: a card tossed in an arc.

    >>> arc_point((0, 0), (100, 0), 0.5, lift=40)
    (50.0, -40.0)
    """
    x, y = lerp_point(a, b, t)
    return (x, y - lift * 4.0 * t * (1.0 - t))

"""Easing curves: pure functions from linear progress ``t`` in [0, 1] to eased progress.

>>> out_cubic(0.0), out_cubic(1.0)
(0.0, 1.0)
>>> round(out_cubic(0.5), 3)
0.875
"""

from __future__ import annotations

import math
from collections.abc import Callable

Easing = Callable[[float], float]


def linear(t: float) -> float:
    """No easing."""
    return t


def out_quad(t: float) -> float:
    """Fast start, gentle stop."""
    return 1.0 - (1.0 - t) * (1.0 - t)


def out_cubic(t: float) -> float:
    """A card sliding to rest on felt: quick, then settling."""
    u = 1.0 - t
    return 1.0 - u * u * u


def in_out_cubic(t: float) -> float:
    """Slow at both ends."""
    if t < 0.5:
        return 4.0 * t * t * t
    u = -2.0 * t + 2.0
    return 1.0 - u * u * u / 2.0


def out_back(t: float) -> float:
    """Overshoots a little, then settles: badges popping in.

    >>> out_back(1.0)
    1.0
    """
    c1 = 1.70158
    c3 = c1 + 1.0
    u = t - 1.0
    return 1.0 + c3 * u * u * u + c1 * u * u


def in_quad(t: float) -> float:
    """Slow start."""
    return t * t


def pulse(t: float) -> float:
    """Up and back down once (0 → 1 → 0): flashes and pulses.

    >>> pulse(0.0), pulse(0.5), round(pulse(1.0), 6)
    (0.0, 1.0, 0.0)
    """
    return math.sin(math.pi * t)


def shake(t: float, swings: int = 4) -> float:
    """A damped side-to-side wobble in [-1, 1] that ends at rest (a bust)."""
    return math.sin(t * swings * 2.0 * math.pi) * (1.0 - t)


def clamp01(t: float) -> float:
    """``t`` limited to [0, 1]."""
    return 0.0 if t < 0.0 else 1.0 if t > 1.0 else t

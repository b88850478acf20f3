"""Short-lived visual effects that never hold up the event queue.

A bust shake, a red flash, a banner, confetti, an arrow to a target: each is
a small object with a :class:`~game.ui.tween.Tween`, advanced by ``update(dt)``
and painted by ``draw``. Seat effects (shake, flash) are read by the seat
painter through :class:`Effects` rather than drawn on their own, so the
whole seat moves together.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from .easing import in_out_cubic, out_back, out_cubic, shake
from .theme import GOLD, TEXT
from .tween import Tween, lerp_point
from .widgets import blit_alpha, panel, wrap_text

if TYPE_CHECKING:
    from .assets import Assets


class Effect:
    """A timed effect; ``done`` once its tween has run."""

    def __init__(self, duration: float, delay: float = 0.0) -> None:
        self.tween = Tween(duration, delay=delay)

    def update(self, dt: float) -> None:
        """Advance."""
        self.tween.update(dt)

    @property
    def done(self) -> bool:
        """Finished?"""
        return self.tween.done

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        """Paint (seat effects paint through the seat painter instead)."""


class SeatShake(Effect):
    """A busted seat wobbles side to side."""

    def __init__(self, seat: int, duration: float = 0.45, amplitude: float = 9.0) -> None:
        super().__init__(duration)
        self.seat = seat
        self.amplitude = amplitude

    @property
    def offset(self) -> int:
        """Horizontal offset in pixels now."""
        if not self.tween.started:
            return 0
        return round(shake(self.tween.linear) * self.amplitude)


class SeatFlash(Effect):
    """A seat's panel glows in ``color`` and fades."""

    def __init__(self, seat: int, color: tuple[int, int, int], duration: float = 0.6) -> None:
        super().__init__(duration)
        self.seat = seat
        self.color = color

    @property
    def strength(self) -> float:
        """0..1 glow strength now."""
        return 0.0 if not self.tween.started else 1.0 - self.tween.linear


class CountUp(Effect):
    """A seat's total counting from ``start`` to ``end``."""

    def __init__(self, seat: int, start: int, end: int, duration: float = 0.9) -> None:
        super().__init__(duration)
        self.seat = seat
        self.start = start
        self.end = end

    @property
    def shown(self) -> int:
        """The number to show now."""
        return round(self.start + (self.end - self.start) * out_cubic(self.tween.linear))


#: Room around a banner's words where there is plenty, and where it is tight (a small seat).
_PAD = (80, 20)
_TIGHT_PAD = (20, 10)
#: The size of a banner's second line ("Ann deals").
SUB_SIZE = 22
#: The smallest type a banner shrinks to, to stay inside its area.
MIN_SIZE = 16
#: The pop-in overshoots its final size by up to this much (0.6 + 0.4 × out_back's peak).
_POP = 1.04


@dataclass(frozen=True)
class BannerPlan:
    """How a banner is set: its words as lines at a size, its sub-line likewise, and
    the ribbon's rect on screen at its full size."""

    size: int
    lines: tuple[str, ...]
    sub_size: int
    sub_lines: tuple[str, ...]
    rect: pygame.Rect


def _set_lines(assets: Assets, lines: tuple[str, ...], size: int,
               weight: str) -> tuple[int, int]:
    """Width and height of ``lines`` stacked (a line overlaps the one above by 4 px)."""
    if not lines:
        return (0, 0)
    font = assets.font(weight, size)
    height = font.get_height()
    return (max(font.size(line)[0] for line in lines), len(lines) * (height - 4) + 4)


def _fit(assets: Assets, text: str, size: int, sub: str, width: int,
         height: int) -> tuple[tuple[str, ...], int, tuple[str, ...], int]:
    """The lines and sizes of ``text`` (from ``size`` down) and ``sub`` that fit ``width``
    by ``height``: fewer lines first ("Unlucky 7!" a little smaller reads better than
    broken in two), then the larger type; the smallest wrapped if nothing fits."""
    sizes = range(size, min(size, MIN_SIZE) - 1, -2)
    sub_sizes = range(SUB_SIZE, MIN_SIZE - 1, -2) if sub else (SUB_SIZE,)
    plan: tuple[tuple[str, ...], int, tuple[str, ...], int] = ((text,), size, (), SUB_SIZE)
    for most in (1, 2, 3, 99):
        for main in sizes:
            lines = tuple(wrap_text(assets.font("black", main), text, width))
            w, h = _set_lines(assets, lines, main, "black")
            for small in sub_sizes:
                sub_lines = tuple(wrap_text(assets.font("bold", small), sub, width)) if sub else ()
                sw, sh = _set_lines(assets, sub_lines, small, "bold")
                plan = lines, main, sub_lines, small
                if max(len(lines), len(sub_lines)) <= most and max(w, sw) <= width \
                        and h + sh <= height:
                    return plan
    return plan


def plan_banner(assets: Assets, text: str, size: int, sub: str, center: tuple[int, int],
                within: pygame.Rect | None = None) -> BannerPlan:
    """Set a banner of ``text`` (and ``sub``) centred on ``center``; given ``within``,
    the ribbon stays inside it, even as it pops in: the type shrinks (to
    :data:`MIN_SIZE` at the least) and the words wrap until they fit.

    The areas banners are given are clear of every seat's name and total (a
    seat's cards, the centre of the table), so a banner never covers them.
    """
    subs: tuple[str, ...] = (sub,) if sub else ()
    if within is None:
        w, h = _set_lines(assets, (text,), size, "black")
        sw, sh = _set_lines(assets, subs, SUB_SIZE, "bold")
        rect = pygame.Rect(0, 0, max(w, sw) + _PAD[0], h + sh + _PAD[1])
        rect.center = center
        return BannerPlan(size, (text,), SUB_SIZE, subs, rect)
    room = pygame.Rect(0, 0, int(within.w / _POP), int(within.h / _POP))
    room.center = within.center
    lines, main, sub_lines, small = _fit(assets, text, size, sub, room.w - _TIGHT_PAD[0],
                                         room.h - _TIGHT_PAD[1])
    (w, h), (sw, sh) = (_set_lines(assets, lines, main, "black"),
                        _set_lines(assets, sub_lines, small, "bold"))
    w, h = max(w, sw), h + sh
    # Generous room around the words where the area allows it, never less than tight.
    pad_x = max(_TIGHT_PAD[0], min(_PAD[0], room.w - w))
    pad_y = max(_TIGHT_PAD[1], min(_PAD[1], room.h - h))
    rect = pygame.Rect(0, 0, w + pad_x, h + pad_y)
    rect.center = center
    rect.clamp_ip(room)
    return BannerPlan(main, lines, small, sub_lines, rect)


#: Where a retired banner's fade picks up: little of it left, so it is gone in a few frames.
_RETIRED = 0.93


class Banner(Effect):
    """Big centred text on a ribbon: "Round 3", "FLIP 7!", "BUST".

    Given ``within``, the ribbon stays inside that area (see :func:`plan_banner`).
    """

    def __init__(self, text: str, center: tuple[int, int], color: tuple[int, int, int] = GOLD,
                 size: int = 48, duration: float = 1.2, sub: str = "",
                 within: pygame.Rect | None = None) -> None:
        super().__init__(duration)
        self.text = text
        self.sub = sub
        self.center = center
        self.color = color
        self.size = size
        self.within = within
        self._plan: BannerPlan | None = None
        self._image: pygame.Surface | None = None

    def retire(self) -> None:
        """Fade out now, quickly: a newer banner takes this one's place (a Reshuffle on a
        round's first card would otherwise be drawn over the fading "Round 5")."""
        tween = self.tween
        tween.elapsed = max(tween.elapsed, tween.delay + _RETIRED * tween.duration)

    def plan(self, assets: Assets) -> BannerPlan:
        """How the banner is set (worked out once)."""
        if self._plan is None:
            self._plan = plan_banner(assets, self.text, self.size, self.sub, self.center,
                                     self.within)
        return self._plan

    def _paint(self, assets: Assets) -> pygame.Surface:
        """The ribbon with its words, at full size."""
        if self._image is None:
            plan = self.plan(assets)
            rect = plan.rect
            # A copy: the panel is cached and shared, the words belong to this banner.
            image = panel(assets, rect.w, rect.h, (12, 10, 8, 200), 18, (*self.color, 160)).copy()
            rows = [assets.text(line, plan.size, self.color, "black") for line in plan.lines]
            rows += [assets.text(line, plan.sub_size, TEXT, "bold") for line in plan.sub_lines]
            height = sum(row.get_height() - 4 for row in rows) + 4
            y = (rect.h - height) // 2
            for row in rows:
                image.blit(row, ((rect.w - row.get_width()) // 2, y))
                y += row.get_height() - 4
            self._image = image
        return self._image

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        """Pop in, hold, fade out."""
        t = self.tween.linear
        if not self.tween.started:
            return
        appear = min(1.0, t / 0.18)
        fade = 1.0 if t < 0.75 else 1.0 - (t - 0.75) / 0.25
        alpha = int(255 * max(0.0, fade))
        scale = 0.6 + 0.4 * out_back(appear)
        image = self._paint(assets)
        center = self.plan(assets).rect.center
        if abs(scale - 1.0) > 0.001:
            size = (max(1, int(image.get_width() * scale)),
                    max(1, int(image.get_height() * scale)))
            image = pygame.transform.smoothscale(image, size)
        blit_alpha(surface, image, image.get_rect(center=center).topleft, alpha)


class Arrow(Effect):
    """A curved arrow from one seat to another: who plays on whom."""

    def __init__(self, start: tuple[int, int], end: tuple[int, int],
                 color: tuple[int, int, int] = GOLD, duration: float = 0.9) -> None:
        super().__init__(duration)
        self.start = start
        self.end = end
        self.color = color

    def _points(self, grow: float) -> list[tuple[float, float]]:
        (x0, y0), (x1, y1) = self.start, self.end
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        # Bend towards the table centre so arrows do not run along the seats.
        bend_x, bend_y = (640 - mx) * 0.35, (360 - my) * 0.35
        pts = []
        steps = 18
        for i in range(int(steps * grow) + 1):
            t = i / steps
            u = 1 - t
            x = u * u * x0 + 2 * u * t * (mx + bend_x) + t * t * x1
            y = u * u * y0 + 2 * u * t * (my + bend_y) + t * t * y1
            pts.append((x, y))
        return pts

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        """Grow from the player to the target, then fade."""
        t = self.tween.linear
        if not self.tween.started or self.start == self.end:
            return
        grow = in_out_cubic(min(1.0, t / 0.45))
        fade = 1.0 if t < 0.7 else max(0.0, 1 - (t - 0.7) / 0.3)
        pts = self._points(grow)
        if len(pts) < 2:
            return
        (x0, y0), (x1, y1) = pts[-2], pts[-1]
        angle = math.atan2(y1 - y0, x1 - x0)
        size = 18
        head = [(x1 + math.cos(angle) * 6, y1 + math.sin(angle) * 6),
                (x1 - math.cos(angle - 0.5) * size, y1 - math.sin(angle - 0.5) * size),
                (x1 - math.cos(angle + 0.5) * size, y1 - math.sin(angle + 0.5) * size)]
        # Drawn on a layer of its own that fades as a whole, outline too: darkened in
        # place over its black outline, it read as a thick black curve that then
        # vanished at once (QA 171).
        xs, ys = [x for x, _ in pts + head], [y for _, y in pts + head]
        box = pygame.Rect(int(min(xs)) - 6, int(min(ys)) - 6, int(max(xs) - min(xs)) + 13,
                          int(max(ys) - min(ys)) + 13)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        line = [(x - box.x, y - box.y) for x, y in pts]
        tip = [(x - box.x, y - box.y) for x, y in head]
        pygame.draw.lines(layer, (0, 0, 0), False, line, 9)
        pygame.draw.lines(layer, self.color, False, line, 5)
        pygame.draw.polygon(layer, (0, 0, 0), tip)
        pygame.draw.polygon(layer, self.color, [(x * 0.92 + sum(p[0] for p in tip) / 3 * 0.08,
                                                 y * 0.92 + sum(p[1] for p in tip) / 3 * 0.08)
                                                for x, y in tip])
        layer.set_alpha(round(255 * fade))
        surface.blit(layer, box)


_CONFETTI = [(242, 193, 78), (232, 76, 72), (132, 212, 255), (110, 214, 140), (200, 120, 255),
             (255, 255, 255)]


class Confetti(Effect):
    """A burst of paper bits from ``origin`` falling under gravity (Flip 7, a win)."""

    def __init__(self, origin: tuple[int, int], count: int = 90, duration: float = 1.8,
                 seed: int = 7) -> None:
        super().__init__(duration)
        rng = random.Random(seed)  # fixed: the same burst every time, no global randomness
        self.origin = origin
        self.bits = [(rng.uniform(-1, 1) * 460, rng.uniform(-560, -120), rng.choice(_CONFETTI),
                      rng.randint(4, 8), rng.uniform(0, math.tau)) for _ in range(count)]

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        """Positions are a pure function of time: nothing to integrate."""
        if not self.tween.started:
            return
        t = self.tween.linear * self.tween.duration
        ox, oy = self.origin
        for vx, vy, color, size, phase in self.bits:
            x = ox + vx * t
            y = oy + vy * t + 700 * t * t
            if y > 730:
                continue
            w = max(1, int(abs(math.sin(phase + t * 9)) * size))
            surface.fill(color, (int(x), int(y), w, size))


class Sparkle(Effect):
    """A ring that widens and fades around a point (a Second Chance, a steal)."""

    def __init__(self, center: tuple[int, int], color: tuple[int, int, int],
                 duration: float = 0.6, radius: int = 60) -> None:
        super().__init__(duration)
        self.center = center
        self.color = color
        self.radius = radius

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        """An expanding circle outline."""
        if not self.tween.started:
            return
        t = self.tween.linear
        r = int(10 + self.radius * out_cubic(t))
        width = max(1, int(6 * (1 - t)))
        pygame.draw.circle(surface, self.color, self.center, r, width)


class Flyer(Effect):
    """A card face or back sliding between two points while other things happen."""

    def __init__(self, start: tuple[int, int], end: tuple[int, int],
                 image: pygame.Surface, duration: float = 0.4, delay: float = 0.0) -> None:
        super().__init__(duration, delay)
        self.start = start
        self.end = end
        self.image = image

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        """At its eased position."""
        if not self.tween.started:
            return
        x, y = lerp_point(self.start, self.end, out_cubic(self.tween.linear))
        surface.blit(self.image, self.image.get_rect(center=(round(x), round(y))))


class Effects:
    """All running effects; seat effects are looked up by seat."""

    def __init__(self) -> None:
        self.items: list[Effect] = []
        #: Totals a screen over the table is counting up (the round summary): the seats
        #: around it show the same numbers, not the new totals beside its count.
        self.held: dict[int, int] = {}

    def add(self, effect: Effect) -> Effect:
        """Start ``effect``; a banner retires the banners already shown in its area (or in
        an area holding it, or held by it: the reshuffle's part of the table's centre)."""
        area = effect.within if isinstance(effect, Banner) else None
        if area is not None:
            for item in self.items:
                if isinstance(item, Banner) and item.within is not None \
                        and (area.contains(item.within) or item.within.contains(area)):
                    item.retire()
        self.items.append(effect)
        return effect

    def update(self, dt: float) -> None:
        """Advance all and drop the finished ones."""
        for item in self.items:
            item.update(dt)
        self.items = [item for item in self.items if not item.done]

    def clear(self) -> None:
        """Stop everything (skipping)."""
        self.items.clear()

    def seat_offset(self, seat: int) -> int:
        """Horizontal shake of ``seat`` now."""
        return sum(e.offset for e in self.items if isinstance(e, SeatShake) and e.seat == seat)

    def seat_flash(self, seat: int) -> tuple[tuple[int, int, int], float] | None:
        """The strongest flash on ``seat``: colour and strength."""
        best = None
        for e in self.items:
            if isinstance(e, SeatFlash) and e.seat == seat and (best is None
                                                                 or e.strength > best[1]):
                best = (e.color, e.strength)
        return best

    def shown_total(self, seat: int, total: int) -> int:
        """The total to show for ``seat`` while it counts up."""
        if seat in self.held:
            return self.held[seat]
        for e in self.items:
            if isinstance(e, CountUp) and e.seat == seat:
                return e.shown
        return total

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        """Paint the free-standing effects."""
        for item in self.items:
            item.draw(surface, assets)


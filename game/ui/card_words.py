"""The words on card faces, written at run time in the player's language.

The action cards and the Unlucky 7 / Lucky 13 sprites carry no words;
``assets/sprites/card_words.json`` (written by ``tools/make_assets.py``
with the sprites) says where each face's words go and in what type: a band
at the foot of an action card, or a pill under a special number. They are
drawn here the way the generator drew them when they were baked in —
Lato Black capitals of a given cap height, letter-spaced, narrowed (to
82 %) and then shrunk when wider than the room, all at 4× and scaled down —
onto a copy of the full-size (200×280) sprite. :class:`~game.ui.cards.CardPainter`
scales that copy like any other face, once per language and size.
"""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n.cards import face_lines

from .assets import find_asset

if TYPE_CHECKING:
    from .assets import Assets

#: The generator's supersampling: words are laid out 4× larger and scaled down.
SS = 4
#: Narrowing goes this far before text is shrunk instead (still reads as Lato).
MIN_SQUEEZE = 0.82


@cache
def layouts() -> dict[str, dict[str, Any]]:
    """Sprite name → word layout, as ``tools/make_assets.py`` wrote it."""
    data = json.loads(find_asset("sprites/card_words.json").read_text(encoding="utf-8"))
    faces: dict[str, dict[str, Any]] = data["faces"]
    return faces


def has_words(sprite: str) -> bool:
    """Does the face ``sprite`` get words drawn on it?"""
    return sprite in layouts()


def _cap_ratio(assets: Assets, weight: str) -> float:
    """Cap height of ``weight`` as a fraction of the font size (the top of "H")."""
    metrics = assets.font(weight, 400).metrics("H")[0]
    return (metrics[3] if metrics else 287) / 400


def _ink_line(assets: Assets, text: str, cap: float, tracking: float, weight: str,
              ink: tuple[int, ...]) -> pygame.Surface:
    """``text`` at 4×, letter-spaced, cropped to its ink (like the generator's masks)."""
    px = round(cap * SS / _cap_ratio(assets, weight))
    font = assets.font(weight, px)
    pieces = []
    x = 0.0
    for ch in text:
        glyph = font.render(ch, True, ink[:3])
        pieces.append((glyph, x))
        metrics = font.metrics(ch)[0]
        advance = metrics[4] if metrics else glyph.get_width()
        x += advance + tracking * px
    width = int(x + px)
    line = pygame.Surface((max(1, width), font.get_height()), pygame.SRCALPHA)
    line.fill((*ink[:3], 0))
    for glyph, gx in pieces:
        line.blit(glyph, (round(gx), 0))
    box = line.get_bounding_rect(min_alpha=1)
    return line.subsurface(box).copy() if box.w and box.h else line


def _fit(surface: pygame.Surface, max_width: float) -> pygame.Surface:
    """Narrow, then shrink, ``surface`` (4×) to ``max_width`` sprite pixels."""
    room = max_width * SS
    w, h = surface.get_size()
    if w <= room:
        return surface
    squeeze = max(room / w, MIN_SQUEEZE)
    shrink = min(1.0, room / (w * squeeze))
    size = (max(1, round(w * squeeze * shrink)), max(1, round(h * shrink)))
    return pygame.transform.smoothscale(surface, size)


def _band(assets: Assets, layer: pygame.Surface, spec: dict[str, Any], lines: list[str],
          top: float) -> None:
    x0, y0, x1, y1 = spec["box"]
    caps = spec["caps"]
    cap = caps[0] if len(lines) == 1 else caps[1]
    gap = spec["gap"]
    total = cap * len(lines) + gap * (len(lines) - 1)
    y = (y0 + y1) / 2 - total / 2 + cap / 2
    for text in lines:
        ink = _fit(_ink_line(assets, text, cap, spec["tracking"], spec["weight"],
                             tuple(spec["ink"])), spec["max_width"])
        _paste(layer, ink, ((x0 + x1) / 2, y), top)
        y += cap + gap


def _pill(assets: Assets, layer: pygame.Surface, spec: dict[str, Any], text: str,
          top: float, card_w: int) -> None:
    cap = spec["cap"]
    ink = _fit(_ink_line(assets, text, cap, spec["tracking"], spec["weight"],
                         tuple(spec["ink"])), spec["max_width"])
    width = ink.get_width() / SS + spec["pad_x"]
    height = cap + spec["pad_y"]
    y = spec["y"]
    rect = pygame.Rect(round((card_w / 2 - width / 2) * SS), round((y - height / 2 - top) * SS),
                       round(width * SS), round(height * SS))
    pill = pygame.Surface(rect.size, pygame.SRCALPHA)
    fill = tuple(spec["fill"])
    pill.fill((*fill[:3], 0))
    pygame.draw.rect(pill, fill, pill.get_rect(), border_radius=rect.h // 2)
    layer.blit(pill, rect)
    _paste(layer, ink, (card_w / 2, y), top)


def _paste(layer: pygame.Surface, ink: pygame.Surface, centre: tuple[float, float],
           top: float) -> None:
    """Blit 4× ``ink`` with its centre at sprite point ``centre`` (the layer starts at ``top``)."""
    x = round(centre[0] * SS - ink.get_width() / 2)
    y = round((centre[1] - top) * SS - ink.get_height() / 2)
    layer.blit(ink, (x, y))


def worded(assets: Assets, sprite: str, code: str, base: pygame.Surface) -> pygame.Surface:
    """A copy of the full-size face ``base`` with ``code``'s words in the current language."""
    spec = layouts()[sprite]
    lines = face_lines(code)
    out = base.copy()
    if not lines:
        return out
    card_w = out.get_width()
    if spec["style"] == "band":
        top, bottom = spec["box"][1] - 4, spec["box"][3] + 4
    else:
        half = (spec["cap"] + spec["pad_y"]) / 2 + 4
        top, bottom = spec["y"] - half, spec["y"] + half
    top, bottom = int(top), int(bottom + 1)
    layer = pygame.Surface((card_w * SS, (bottom - top) * SS), pygame.SRCALPHA)
    # Transparent pixels take the colour next to them, so scaling down leaves no dark fringe.
    layer.fill((*spec["ink" if spec["style"] == "band" else "fill"][:3], 0))
    if spec["style"] == "band":
        _band(assets, layer, spec, lines, top)
    else:
        _pill(assets, layer, spec, " ".join(lines), top, card_w)
    small = pygame.transform.smoothscale(layer, (card_w, bottom - top))
    out.blit(small, (0, top))
    return out

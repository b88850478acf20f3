#!/usr/bin/env python3
"""Regenerate every sprite, sound and font file the game ships in ``assets/``.

Usage::

    python tools/make_assets.py

The run is deterministic: all noise comes from fixed seeds, so two runs write
byte-identical files. Everything drawn here is original; the only thing
copied is the open-licensed Lato font.

What it makes
-------------
``assets/fonts/``
    ``Lato-Regular.ttf``, ``Lato-Bold.ttf``, ``Lato-Black.ttf`` (copied from
    Debian's ``fonts-lato``) and ``OFL.txt``, their licence.

``assets/sprites/`` (PNG with alpha, drawn at 2x the on-screen size)
    * card faces, 200x280, rounded corners and a thin white border but no
      shadow (the game draws shadows): ``card_0`` ... ``card_13``, the
      classic modifiers ``card_plus2`` ... ``card_plus10`` and ``card_x2``,
      the Vengeance modifiers ``card_half`` and ``card_minus2`` ...
      ``card_minus10``, the actions ``card_freeze``, ``card_flip3``,
      ``card_chance``, ``card_onemore``, ``card_flip4``, ``card_steal``,
      ``card_swap``, ``card_discard``, the specials ``card_u7``,
      ``card_l13`` and ``card_zero_v`` (the black Vengeance Zero). The
      action cards and the Unlucky 7 / Lucky 13 carry no words: the game
      writes their names at run time in the player's language, where
      ``card_words.json`` (written here too) says, in the same type;
    * card backs ``back_classic`` and ``back_vengeance``;
    * table felts ``felt_classic`` and ``felt_vengeance``, 1280x720, opaque;
    * status icons 64x64: ``icon_lock``, ``icon_ice``, ``icon_bust``,
      ``icon_chance``, ``icon_dealer``;
    * the application icon ``icon_app.png`` (256x256) and ``icon_app.ico``;
      its macOS form ``packaging/flip7.icns`` (16 to 1024 px) lives outside
      ``assets/``, since only the macOS app bundle needs it;
    * buttons ``button``, ``button_hover``, ``button_disabled``: 96x48
      rounded rectangles without text, 9-slice friendly (corner radius 12, so
      any slice margin of 12 px or more keeps the corners intact).

``assets/sounds/`` (WAV, 44.1 kHz, 16-bit, mono)
    ``deal``, ``flip``, ``bust``, ``freeze``, ``chance``, ``flip3``,
    ``flip7``, ``scored``, ``win``, ``click``, ``steal``, ``swap``,
    ``shuffle``: synthesised from sine partials and filtered noise,
    loudness-matched, peaks at most -6 dBFS, with short fades against clicks.

How the sprites are drawn
-------------------------
Every sprite is drawn with Pillow on a canvas ``SS`` times larger than the
file and then box-filtered down, which gives smooth anti-aliased edges for
every shape and glyph. Drawing code is written in the file's own pixel
coordinates; :class:`Sketch` does the scaling. All text uses the bundled Lato
(never a system font).

numpy and Pillow are needed only here, at build time; the game loads the PNG
and WAV files with pygame alone.
"""

from __future__ import annotations

import json
import math
import shutil
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
SPRITES = ASSETS / "sprites"
SOUNDS = ASSETS / "sounds"
PACKAGING = ROOT / "packaging"
FONTS = ASSETS / "fonts"
SYSTEM_LATO = Path("/usr/share/fonts/truetype/lato")
FONT_FILES = {
    "regular": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "black": "Lato-Black.ttf",
}

SS = 4  # supersampling factor: draw 4x larger, then average 4x4 blocks
CARD_W, CARD_H = 200, 280
RADIUS = 16
BORDER = 6  # the white rim; about 2 px once the game scales a card to 70x98
PANEL = (BORDER, BORDER, CARD_W - BORDER, CARD_H - BORDER)
PANEL_RADIUS = RADIUS - BORDER  # concentric with the outer corner
CENTRE = (CARD_W / 2, CARD_H / 2)
# Where the small corner index sits: ink top-left, and the rotated copy's
# ink bottom-right. Left-aligned so two-digit values stay inside the panel.
CORNER_TL = (17, 18)
CORNER_BR = (CARD_W - 17, CARD_H - 18)
CORNER_CAP = 30  # cap height of corner indices (about 10 px on screen)

Colour = tuple[int, int, int, int]
Point = tuple[float, float]
Box = tuple[float, float, float, float]
Signal = npt.NDArray[np.float64]
# A timbre: (frequency ratio, amplitude, decay time constant in s) per partial.
Partials = list[tuple[float, float, float]]


# --------------------------------------------------------------------------
# colours


def rgb(code: str, alpha: int = 255) -> Colour:
    """Turn ``"#rrggbb"`` into an RGBA tuple."""
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16), alpha)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1), alpha included."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def lighten(c: Colour, t: float) -> Colour:
    """Blend ``c`` towards white, keeping its alpha."""
    return mix(c, (255, 255, 255, c[3]), t)


def darken(c: Colour, t: float) -> Colour:
    """Blend ``c`` towards black, keeping its alpha."""
    return mix(c, (0, 0, 0, c[3]), t)


def alpha(c: Colour, a: int) -> Colour:
    """The same colour with another alpha."""
    return (c[0], c[1], c[2], a)


def luminance(c: Colour) -> float:
    """WCAG relative luminance of an opaque colour."""

    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Colour, b: Colour) -> float:
    """WCAG contrast ratio between two opaque colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_on(colour: Colour, background: Colour, minimum: float = 4.5) -> Colour:
    """Darken ``colour`` just enough to read on ``background``.

    Dark hues stay as they are; light ones (yellow, sky, lime) become a deep
    shade of themselves, so the numeral keeps its hue and stays legible.
    """
    for step in range(21):
        candidate = darken(colour, step / 20)
        if contrast(candidate, background) >= minimum:
            return candidate
    return (0, 0, 0, 255)


WHITE = rgb("#ffffff")
BLACK = rgb("#000000")
CREAM = rgb("#fffaf0")
INK = rgb("#1d1b22")
CLEAR = (0, 0, 0, 0)


# --------------------------------------------------------------------------
# paints


@dataclass(frozen=True)
class Linear:
    """A linear gradient from ``start`` at ``p0`` to ``end`` at ``p1``.

    Points are in sprite pixels, or in fractions of the painted box when
    ``relative`` is set (used for text, whose box is not known in advance).
    """

    start: Colour
    end: Colour
    p0: Point = (0.0, 0.0)
    p1: Point = (0.0, 1.0)
    relative: bool = False


@dataclass(frozen=True)
class Radial:
    """A radial gradient: ``inner`` at ``centre``, ``outer`` from ``radius`` on."""

    inner: Colour
    outer: Colour
    centre: Point
    radius: float


Paint = Colour | Linear | Radial


def vertical(top: Colour, bottom: Colour, y0: float = 0, y1: float = CARD_H) -> Linear:
    """A top-to-bottom gradient between two rows of a sprite."""
    return Linear(top, bottom, (0, y0), (0, y1))


def paint_image(paint: Paint, size: tuple[int, int]) -> Image.Image:
    """An RGBA image of ``size`` supersampled pixels filled with ``paint``."""
    if isinstance(paint, tuple):
        return Image.new("RGBA", size, paint)
    w, h = size
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    if isinstance(paint, Linear):
        if paint.relative:
            xs, ys = (xs + 0.5) / w, (ys + 0.5) / h
        else:
            xs, ys = (xs + 0.5) / SS, (ys + 0.5) / SS
        (x0, y0), (x1, y1) = paint.p0, paint.p1
        dx, dy = x1 - x0, y1 - y0
        t = ((xs - x0) * dx + (ys - y0) * dy) / (dx * dx + dy * dy)
        start, end = paint.start, paint.end
    else:
        xs, ys = (xs + 0.5) / SS, (ys + 0.5) / SS
        cx, cy = paint.centre
        t = np.hypot(xs - cx, ys - cy) / paint.radius
        start, end = paint.inner, paint.outer
    t = np.clip(t, 0.0, 1.0)[..., None]
    a = np.array(start, np.float32)
    b = np.array(end, np.float32)
    return Image.fromarray(np.round(a + (b - a) * t).astype(np.uint8), "RGBA")


# --------------------------------------------------------------------------
# fonts and text


_fonts: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}
_cap_ratio: dict[str, float] = {}


def font(weight: str, px: int) -> ImageFont.FreeTypeFont:
    """The bundled Lato in ``weight`` at ``px`` (cached)."""
    key = (weight, px)
    if key not in _fonts:
        _fonts[key] = ImageFont.truetype(str(FONTS / FONT_FILES[weight]), px)
    return _fonts[key]


def cap_ratio(weight: str) -> float:
    """Cap height of ``weight`` as a fraction of the font size."""
    if weight not in _cap_ratio:
        top = font(weight, 400).getbbox("H", anchor="ls")[1]
        _cap_ratio[weight] = -top / 400
    return _cap_ratio[weight]


def text_masks(
    text: str, weight: str, px: int, stroke: int, tracking: float
) -> tuple[Image.Image, Image.Image]:
    """Fill and outline masks of ``text``, cropped to their common ink box.

    ``tracking`` adds letter spacing in em; letters are then placed one by one
    (losing kerning, which matters little for spaced capitals).
    """
    f = font(weight, px)
    advance = f.getlength(text) + tracking * px * len(text)
    w = int(advance + 2 * stroke + 2 * px)
    h = int(px * 2 + 2 * stroke)
    origin = (px + stroke, int(px * 1.4 + stroke))
    fill = Image.new("L", (w, h), 0)
    outline = Image.new("L", (w, h), 0)
    pieces: list[tuple[str, float]] = [(text, origin[0])]
    if tracking:
        pieces, x = [], float(origin[0])
        for ch in text:
            pieces.append((ch, x))
            x += f.getlength(ch) + tracking * px
    for piece, x in pieces:
        pos = (x, origin[1])
        ImageDraw.Draw(fill).text(pos, piece, font=f, fill=255, anchor="ls")
        if stroke:
            ImageDraw.Draw(outline).text(
                pos,
                piece,
                font=f,
                fill=255,
                anchor="ls",
                stroke_width=stroke,
                stroke_fill=255,
            )
    box = (outline if stroke else fill).getbbox()
    return fill.crop(box), outline.crop(box)


def measure(text: str, cap: float, weight: str = "black", tracking: float = 0.0) -> float:
    """Ink width in sprite pixels of ``text`` drawn by :meth:`Sketch.text`."""
    px = round(cap * SS / cap_ratio(weight))
    return text_masks(text, weight, px, 0, tracking)[0].width / SS


# --------------------------------------------------------------------------
# the drawing surface


class Sketch:
    """A supersampled RGBA canvas addressed in the final sprite's pixels.

    Every shape is rasterised as a mask and composited with a paint, so
    translucent colours blend and gradients work everywhere. Setting
    ``clip`` to a mask (see :meth:`mask_rect`) confines later drawing to it.
    """

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.img = Image.new("RGBA", (width * SS, height * SS), CLEAR)
        self.clip: Image.Image | None = None

    # -- masks -------------------------------------------------------------

    @staticmethod
    def _box(box: Box) -> tuple[int, int, int, int]:
        x0, y0, x1, y1 = box
        # Pillow boxes include their last pixel, hence the -1.
        return (round(x0 * SS), round(y0 * SS), round(x1 * SS) - 1, round(y1 * SS) - 1)

    @staticmethod
    def _points(points: Sequence[Point]) -> list[tuple[float, float]]:
        return [(x * SS, y * SS) for x, y in points]

    def blank(self) -> tuple[Image.Image, ImageDraw.ImageDraw]:
        """An empty full-size mask and a pen for it (coordinates supersampled)."""
        mask = Image.new("L", self.img.size, 0)
        return mask, ImageDraw.Draw(mask)

    def mask_rect(self, box: Box, radius: float = 0.0) -> Image.Image:
        """A mask of a (rounded) rectangle, e.g. for :attr:`clip`."""
        mask, d = self.blank()
        d.rounded_rectangle(self._box(box), radius=radius * SS, fill=255)
        return mask

    def fill_mask(self, mask: Image.Image, paint: Paint) -> None:
        """Composite ``paint`` through ``mask`` (and the clip, if any)."""
        if self.clip is not None:
            mask = ImageChops.multiply(mask, self.clip)
        layer = paint_image(paint, self.img.size)
        layer.putalpha(ImageChops.multiply(layer.getchannel("A"), mask))
        self.img.alpha_composite(layer)

    # -- shapes ------------------------------------------------------------

    def rect(self, box: Box, paint: Paint, radius: float = 0.0) -> None:
        """Fill a (rounded) rectangle."""
        self.fill_mask(self.mask_rect(box, radius), paint)

    def rect_outline(self, box: Box, paint: Paint, width: float, radius: float = 0.0) -> None:
        """Stroke a (rounded) rectangle inside its box."""
        mask, d = self.blank()
        d.rounded_rectangle(
            self._box(box), radius=radius * SS, outline=255, width=round(width * SS)
        )
        self.fill_mask(mask, paint)

    def ellipse(self, box: Box, paint: Paint) -> None:
        """Fill an ellipse."""
        mask, d = self.blank()
        d.ellipse(self._box(box), fill=255)
        self.fill_mask(mask, paint)

    def circle(self, centre: Point, r: float, paint: Paint) -> None:
        """Fill a circle."""
        x, y = centre
        self.ellipse((x - r, y - r, x + r, y + r), paint)

    def ring(self, box: Box, paint: Paint, width: float) -> None:
        """Stroke an ellipse inside its box."""
        mask, d = self.blank()
        d.ellipse(self._box(box), outline=255, width=round(width * SS))
        self.fill_mask(mask, paint)

    def polygon(self, points: Sequence[Point], paint: Paint) -> None:
        """Fill a polygon."""
        mask, d = self.blank()
        d.polygon(self._points(points), fill=255)
        self.fill_mask(mask, paint)

    def line(self, points: Sequence[Point], paint: Paint, width: float, caps: bool = True) -> None:
        """Stroke a polyline with round joints and (optionally) round caps."""
        mask, d = self.blank()
        pts = self._points(points)
        d.line(pts, fill=255, width=round(width * SS), joint="curve")
        if caps:
            r = width * SS / 2
            for x, y in (pts[0], pts[-1]):
                d.ellipse((x - r, y - r, x + r, y + r), fill=255)
        self.fill_mask(mask, paint)

    def arc(self, box: Box, start: float, end: float, paint: Paint, width: float) -> None:
        """Stroke part of an ellipse (angles in degrees, clockwise from 3 o'clock)."""
        mask, d = self.blank()
        d.arc(self._box(box), start, end, fill=255, width=round(width * SS))
        self.fill_mask(mask, paint)

    # -- images and text ---------------------------------------------------

    def paste(self, img: Image.Image, centre: Point) -> None:
        """Composite a supersampled RGBA image with its centre at ``centre``."""
        layer = Image.new("RGBA", self.img.size, CLEAR)
        x = round(centre[0] * SS - img.width / 2)
        y = round(centre[1] * SS - img.height / 2)
        layer.paste(img, (x, y))
        if self.clip is not None:
            layer.putalpha(ImageChops.multiply(layer.getchannel("A"), self.clip))
        self.img.alpha_composite(layer)

    def text(
        self,
        text: str,
        pos: Point,
        cap: float,
        paint: Paint,
        *,
        weight: str = "black",
        stroke: float = 0.0,
        stroke_paint: Paint = CLEAR,
        max_width: float | None = None,
        tracking: float = 0.0,
        underline: bool | str = False,
        anchor: str = "c",
        rotate180: bool = False,
    ) -> tuple[float, float]:
        """Draw ``text`` with capitals ``cap`` sprite pixels tall.

        ``pos`` is the centre of the ink (``anchor="c"``), its top-left
        (``"tl"``) or its bottom-right (``"br"``). Text wider than
        ``max_width`` is first narrowed (down to 82 %, which still reads as the
        same typeface) and then shrunk. ``underline`` adds the bar that tells
        6 from 9; a string names the end of ``text`` the bar goes under (the
        digit of "+6"). Returns the drawn size in sprite pixels.
        """
        px = round(cap * SS / cap_ratio(weight))
        st = round(stroke * SS)
        fill, outline = text_masks(text, weight, px, st, tracking)
        if max_width is not None and fill.width > max_width * SS:
            squeeze = max(max_width * SS / fill.width, 0.82)
            shrink = min(1.0, max_width * SS / (fill.width * squeeze))
            size = (round(fill.width * squeeze * shrink), round(fill.height * shrink))
            fill = fill.resize(size, Image.Resampling.LANCZOS)
            outline = outline.resize(size, Image.Resampling.LANCZOS)
        if underline:
            tail = underline if isinstance(underline, str) else text
            f = font(weight, px)
            share = f.getlength(tail) / f.getlength(text)
            fill, outline = _underline(fill, share), _underline(outline, share)
        layer = Image.new("RGBA", fill.size, CLEAR)
        if st:
            colour = paint_image(stroke_paint, fill.size)
            colour.putalpha(ImageChops.multiply(colour.getchannel("A"), outline))
            layer.alpha_composite(colour)
        colour = paint_image(paint, fill.size)
        colour.putalpha(ImageChops.multiply(colour.getchannel("A"), fill))
        layer.alpha_composite(colour)
        if rotate180:
            layer = layer.transpose(Image.Transpose.ROTATE_180)
        w, h = layer.width / SS, layer.height / SS
        x, y = pos
        if anchor == "tl":
            x, y = x + w / 2, y + h / 2
        elif anchor == "br":
            x, y = x - w / 2, y - h / 2
        self.paste(layer, (x, y))
        return w, h

    # -- effects and output ------------------------------------------------

    def erase(self, mask: Image.Image) -> None:
        """Make the canvas transparent where ``mask`` is set (cut gaps)."""
        self.img.putalpha(ImageChops.subtract(self.img.getchannel("A"), mask))

    def shadowed(
        self,
        draw: Callable[[Sketch], None],
        offset: float = 3.0,
        blur: float = 3.0,
        strength: int = 90,
    ) -> None:
        """Run ``draw(sketch)`` on a layer and composite it over a soft shadow.

        Used for icons on card faces so white shapes lift off the panel; the
        card itself never gets a shadow (the game draws that).
        """
        layer = Sketch(self.width, self.height)
        draw(layer)
        shade = Image.new("RGBA", layer.img.size, (0, 0, 0, 0))
        a = layer.img.getchannel("A").point(lambda v: v * strength // 255)
        shade.putalpha(a)
        shade = shade.filter(ImageFilter.GaussianBlur(blur * SS))
        moved = Image.new("RGBA", shade.size, CLEAR)
        moved.paste(shade, (0, round(offset * SS)))
        if self.clip is not None:
            for im in (moved, layer.img):
                im.putalpha(ImageChops.multiply(im.getchannel("A"), self.clip))
        self.img.alpha_composite(moved)
        self.img.alpha_composite(layer.img)

    def finish(self) -> Image.Image:
        """Average each SS x SS block into one pixel (premultiplied, no fringes)."""
        return self.img.convert("RGBa").reduce(SS).convert("RGBA")


def _underline(mask: Image.Image, share: float = 1.0) -> Image.Image:
    """``mask`` with a bar below it (the 6 / 9 underline), centred under the last
    ``share`` of its width (the digit of "+6")."""
    w, h = mask.size
    # Under a digit alone the bar is bolder: as thin as the 6's own, it was lost where
    # the table draws the card small (QA 120).
    weight = 0.09 if share == 1.0 else 0.14
    bar, gap = max(2, round(h * weight)), round(h * 0.09)
    out = Image.new("L", (w, h + gap + bar), 0)
    out.paste(mask, (0, 0))
    left = round(w * (1 - share))
    inset = round((w - left) * (0.18 if share == 1.0 else 0.06))
    ImageDraw.Draw(out).rounded_rectangle(
        (left + inset, h + gap, w - inset - 1, h + gap + bar - 1), radius=bar / 2, fill=255
    )
    return out


# --------------------------------------------------------------------------
# card building blocks


def card_blank(panel: Paint) -> Sketch:
    """A card: white rounded rim and a painted inner panel (clip set to it)."""
    sk = Sketch(CARD_W, CARD_H)
    sk.rect((0, 0, CARD_W, CARD_H), WHITE, RADIUS)
    sk.rect(PANEL, panel, PANEL_RADIUS)
    sk.clip = sk.mask_rect(PANEL, PANEL_RADIUS)
    return sk


def panel_finish(sk: Sketch, line: Colour) -> None:
    """The shared panel trim: a soft top sheen and a thin inner line.

    The sheen keeps flat colour fields from looking like placeholders; the
    line echoes the white rim so every card family shares one frame.
    """
    sk.polygon([(0, 0), (CARD_W, 0), (CARD_W, 70), (0, 130)], (255, 255, 255, 18))
    inset = 7
    box = (PANEL[0] + inset, PANEL[1] + inset, PANEL[2] - inset, PANEL[3] - inset)
    sk.rect_outline(box, line, 1.5, PANEL_RADIUS - 3)


def corner_indices(
    sk: Sketch,
    label: str,
    paint: Paint,
    *,
    underline: bool | str = False,
    inset: float = 0.0,
) -> None:
    """The small value in the top-left corner and, upside down, bottom-right.

    ``inset`` moves both inwards, e.g. to clear the metal frame of a modifier.
    """
    top_left = (CORNER_TL[0] + inset, CORNER_TL[1] + inset)
    bottom_right = (CORNER_BR[0] - inset, CORNER_BR[1] - inset)
    for pos, anchor, flip in ((top_left, "tl", False), (bottom_right, "br", True)):
        sk.text(
            label,
            pos,
            CORNER_CAP,
            paint,
            underline=underline,
            anchor=anchor,
            rotate180=flip,
            max_width=56,
        )


# The words on action and special cards are not in the sprites: the game draws
# them at run time in the player's language (game/ui/card_words.py), from the
# layout below, which make_sprites() writes to assets/sprites/card_words.json.
# The numbers are the ones the words were drawn with when they were baked in,
# so the English faces look as they always did.
BAND_BOX = (18, 200, CARD_W - 18, 260)
BAND_WORDS = {
    "style": "band",
    "box": list(BAND_BOX),
    "caps": [26, 20],  # cap height for one line, and for two or more
    "gap": 6,
    "tracking": 0.06,
    "max_width": 150,
    "weight": "black",
    "ink": list(WHITE),
}
PILL_Y = 212


def pill_words(fill: Colour, ink: Colour) -> dict[str, object]:
    """Layout of a special number card's name pill (the pill's width follows the word)."""
    return {
        "style": "pill",
        "y": PILL_Y,
        "cap": 18,
        "tracking": 0.1,
        "pad_x": 26,  # the pill is the word's ink width plus this
        "pad_y": 15,  # and its cap height plus this
        "max_width": 150,
        "weight": "black",
        "fill": list(fill),
        "ink": list(ink),
    }


def label_band(sk: Sketch, band: Colour) -> None:
    """The name strip at the foot of action cards (the name is drawn by the game)."""
    sk.rect(BAND_BOX, band, 10)


def icon_halo(sk: Sketch, centre: Point, radius: float, colour: Colour) -> None:
    """A soft light pool behind a card's icon so it reads as the focus."""
    sk.circle(centre, radius, Radial(alpha(colour, 70), alpha(colour, 0), centre, radius))


# --------------------------------------------------------------------------
# number cards


# One colour per value. Hues go round the wheel while lightness varies, and
# the exact values were tuned so every pair stays at least 17 CIELAB units
# apart under simulated deuteranopia, protanopia and tritanopia (Machado et
# al. 2009), not only in normal vision. The numeral is still the main cue.
NUMBER_COLOURS = {
    0: "#8d9ba5",  # slate grey
    1: "#f3dd38",  # lemon (light)
    2: "#2c89ce",  # blue
    3: "#dc8b18",  # amber
    4: "#207a4b",  # green (dark)
    5: "#ed5e72",  # coral
    6: "#63c2f7",  # sky (light)
    7: "#6942ba",  # violet (dark)
    8: "#b5d464",  # lime (light)
    9: "#a83b87",  # plum (dark)
    10: "#fbb6dc",  # pink (light)
    11: "#044f51",  # deep teal (very dark)
    12: "#9f7232",  # ochre brown
    13: "#272562",  # indigo (darkest)
}
MEDALLION = (30, 48, 170, 232)


def best_text_colour(background: Colour) -> Colour:
    """White or near-black, whichever contrasts more with ``background``."""
    return WHITE if contrast(WHITE, background) >= contrast(INK, background) else INK


def number_card(value: int) -> Image.Image:
    """A number card: colour panel, cream medallion, big numeral, corner indices."""
    base = rgb(NUMBER_COLOURS[value])
    sk = card_blank(vertical(lighten(base, 0.12), darken(base, 0.14)))
    panel_finish(sk, alpha(lighten(base, 0.6), 150))
    ring = darken(base, 0.3)
    sk.ellipse(MEDALLION, ring)
    inner = (MEDALLION[0] + 5, MEDALLION[1] + 5, MEDALLION[2] - 5, MEDALLION[3] - 5)
    sk.ellipse(inner, vertical(CREAM, rgb("#f3ead8"), inner[1], inner[3]))
    ink = ink_on(base, CREAM, 4.5)
    marked = value in (6, 9)
    sk.text(str(value), CENTRE, 112, ink, max_width=116, underline=marked)
    corner = best_text_colour(base)
    corner_indices(sk, str(value), corner, underline=marked)
    return sk.finish()


def zero_vengeance_card() -> Image.Image:
    """The Vengeance Zero: stark black, a white ring and a white 0."""
    sk = card_blank(vertical(rgb("#1c1c1f"), rgb("#050506")))
    panel_finish(sk, (255, 255, 255, 90))
    sk.ring(MEDALLION, WHITE, 5)
    sk.text("0", CENTRE, 112, WHITE)
    corner_indices(sk, "0", WHITE)
    return sk.finish()


def unlucky_seven_card() -> Image.Image:
    """Unlucky 7: dark red, a big 7 split by a crack running across the card."""
    red = rgb("#8e1b2a")
    sk = card_blank(vertical(rgb("#9c2232"), rgb("#3f0812")))
    panel_finish(sk, alpha(rgb("#f0a0a8"), 110))
    sk.text(
        "7",
        (CARD_W / 2, 124),
        124,
        vertical(rgb("#ffe9e4"), rgb("#f3c1bb")),
        stroke=4,
        stroke_paint=darken(red, 0.55),
    )
    # The crack: a jagged line from edge to edge through the numeral, dark
    # with a lit lower lip so it reads as a split, plus two short forks.
    crack = [
        (0, 110),
        (34, 118),
        (52, 107),
        (80, 128),
        (98, 117),
        (118, 140),
        (140, 127),
        (163, 146),
        (200, 134),
    ]
    dark = rgb("#1a0206")
    sk.line([(x, y + 3) for x, y in crack], alpha(rgb("#ff8c8c"), 150), 3, caps=False)
    sk.line(crack, dark, 5, caps=False)
    sk.line([(80, 128), (74, 148), (80, 162)], dark, 3)
    sk.line([(140, 127), (150, 108), (146, 96)], dark, 3)
    # The name pill ("UNLUCKY") is drawn by the game: see U7_WORDS.
    corner_indices(sk, "7", rgb("#ffe9e4"))
    return sk.finish()


U7_WORDS = pill_words(alpha(rgb("#1a0206"), 150), rgb("#ffd9d4"))


def clover(sk: Sketch, centre: Point, size: float, paint: Paint) -> None:
    """A four-leaf clover of circles on a curled stem, ``size`` across.

    Each leaf is two overlapping circles (a heart shape); thin cuts along the
    axes keep the four leaves apart so the shape still reads when small.
    """
    cx, cy = centre
    layer = Sketch(sk.width, sk.height)
    stem_r = size * 0.5
    layer.arc(
        (cx - stem_r * 0.15, cy - stem_r * 0.1, cx + stem_r * 1.85, cy + stem_r * 1.9),
        150,
        200,
        paint,
        size * 0.08,
    )
    for k in range(4):
        ang = math.radians(45 + 90 * k)
        for side in (-1, 1):
            a = ang + side * 0.5
            layer.circle(
                (cx + size * 0.25 * math.cos(a), cy + size * 0.25 * math.sin(a)), size * 0.17, paint
            )
    cut, d = layer.blank()
    gap = round(size * 0.045 * SS)
    reach = size * 0.5 * SS
    x, y = cx * SS, cy * SS
    d.line([(x - reach, y), (x + reach, y)], fill=255, width=gap)
    d.line([(x, y - reach), (x, y + reach * 0.2)], fill=255, width=gap)
    layer.erase(cut)
    sk.paste(layer.img, (sk.width / 2, sk.height / 2))


def lucky_thirteen_card() -> Image.Image:
    """Lucky 13: clover green, a clover, a big 13 and LUCKY."""
    green = rgb("#2f8f45")
    sk = card_blank(vertical(rgb("#4cb862"), rgb("#175a2a")))
    panel_finish(sk, alpha(rgb("#d8f5dc"), 120))
    sk.shadowed(lambda layer: clover(layer, (CARD_W / 2, 52), 58, rgb("#f2fff2")), offset=2, blur=2)
    sk.text(
        "13",
        (CARD_W / 2, 138),
        96,
        vertical(WHITE, rgb("#e2f6e4")),
        stroke=4,
        stroke_paint=darken(green, 0.5),
        max_width=138,
    )
    # The name pill ("LUCKY") is drawn by the game: see L13_WORDS.
    corner_indices(sk, "13", WHITE)
    return sk.finish()


L13_WORDS = pill_words(alpha(darken(rgb("#2f8f45"), 0.6), 150), rgb("#effcef"))


# --------------------------------------------------------------------------
# modifier cards

GOLD_FRAME = Linear(rgb("#fbe39a"), rgb("#b07d22"), (0, 0), (CARD_W, CARD_H))
GOLD_FIELD = vertical(rgb("#fffaf0"), rgb("#f6e9c8"))
GOLD_SOLID = Linear(rgb("#f9d976"), rgb("#c8912c"), (0, 0), (CARD_W, CARD_H))
GOLD_INK = rgb("#5a3a06")
BRONZE_FRAME = Linear(rgb("#e7a46a"), rgb("#6e3a19"), (0, 0), (CARD_W, CARD_H))
BRONZE_FIELD = vertical(rgb("#3a2a2c"), rgb("#1b1214"))
BRONZE_SOLID = Linear(rgb("#e0a06a"), rgb("#8a4d24"), (0, 0), (CARD_W, CARD_H))
BRONZE_LIGHT = rgb("#f7c79a")
BRONZE_INK = rgb("#2a150b")


def modifier_card(label: str, frame: Paint, field: Paint, ink: Paint, line: Colour) -> Image.Image:
    """A modifier: a metal frame around a field with the value centred."""
    sk = card_blank(frame)
    band = 12  # the visible metal frame
    inner = (PANEL[0] + band, PANEL[1] + band, PANEL[2] - band, PANEL[3] - band)
    sk.rect(inner, field, PANEL_RADIUS - 3)
    sk.rect_outline(inner, line, 2, PANEL_RADIUS - 3)
    # A diamond of fine lines behind the value, the mark of a modifier.
    cx, cy = CENTRE
    diamond = [(cx, cy - 92), (cx + 70, cy), (cx, cy + 92), (cx - 70, cy), (cx, cy - 92)]
    sk.line(diamond, alpha(line, 90), 2)
    sk.text(label, CENTRE, 74, ink, max_width=124)
    # The turned corner of a +6 or −6 read "9+" (QA 110): the bar the 6 and 9 number
    # cards have tells which way up it is here too.
    corner_indices(sk, label, ink, inset=band - 4, underline="6" if label.endswith("6") else False)
    return sk.finish()


def plus_card(n: int) -> Image.Image:
    """Classic bonus card ``+n``: gold frame, ivory field, dark gold value."""
    return modifier_card(f"+{n}", GOLD_FRAME, GOLD_FIELD, GOLD_INK, rgb("#c9a048"))


def times_two_card() -> Image.Image:
    """Classic ``x2``: all gold, so it stands apart from the ``+n`` cards."""
    return modifier_card("\u00d72", GOLD_FRAME, GOLD_SOLID, GOLD_INK, rgb("#fff1c2"))


def minus_card(n: int) -> Image.Image:
    """Vengeance ``-n``: bronze frame around a dark field, value in light bronze."""
    return modifier_card(f"\u2212{n}", BRONZE_FRAME, BRONZE_FIELD, BRONZE_LIGHT, rgb("#b4713f"))


def half_card() -> Image.Image:
    """Vengeance ``/2``: all bronze with a dark value (the counterpart of x2)."""
    return modifier_card("\u00f72", BRONZE_FRAME, BRONZE_SOLID, BRONZE_INK, rgb("#ffd9b5"))


# --------------------------------------------------------------------------
# icons (drawn into any Sketch at a centre and size)


def snowflake(sk: Sketch, centre: Point, size: float, paint: Paint) -> None:
    """A six-armed snowflake of round-capped strokes."""
    cx, cy = centre
    arm, w = size * 0.5, size * 0.075
    for k in range(6):
        a = math.radians(90 + 60 * k)
        dx, dy = math.cos(a), -math.sin(a)
        sk.line([(cx, cy), (cx + dx * arm, cy + dy * arm)], paint, w)
        for at, length in ((0.45, 0.2), (0.72, 0.13)):
            bx, by = cx + dx * arm * at, cy + dy * arm * at
            for side in (-1, 1):
                b = a + side * math.radians(50)
                tip = (bx + math.cos(b) * size * length, by - math.sin(b) * size * length)
                sk.line([(bx, by), tip], paint, w * 0.85)
    sk.circle(centre, size * 0.09, paint)


def heart_points(centre: Point, size: float, n: int = 120) -> list[tuple[float, float]]:
    """Outline of the classic parametric heart, ``size`` wide."""
    cx, cy = centre
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * size / 34, cy - (y + 2.5) * size / 34))
    return pts


def heart(sk: Sketch, centre: Point, size: float, paint: Paint) -> None:
    """A filled heart."""
    sk.polygon(heart_points(centre, size), paint)


def mini_card(
    w: float, h: float, face: Paint, edge: Paint, label: str = "", ink: Paint = BLACK
) -> Image.Image:
    """A small card glyph (supersampled RGBA) for icons, optionally numbered."""
    pad = 2
    sk = Sketch(math.ceil(w + 2 * pad), math.ceil(h + 2 * pad))
    box = (pad, pad, pad + w, pad + h)
    sk.rect(box, edge, w * 0.14)
    sk.rect(
        (box[0] + w * 0.09, box[1] + w * 0.09, box[2] - w * 0.09, box[3] - w * 0.09), face, w * 0.08
    )
    if label:
        sk.text(label, (pad + w / 2, pad + h / 2), h * 0.45, ink)
    return sk.img


def card_fan(
    sk: Sketch,
    centre: Point,
    size: float,
    count: int,
    face: Paint,
    edge: Paint,
    label: str,
    ink: Paint,
) -> None:
    """``count`` card glyphs fanned from a pivot below; the top one numbered."""
    cx, cy = centre
    w, h = size * 0.46, size * 0.64
    spread = 18 if count <= 3 else 15
    pivot = (cx, cy + size * 0.62)
    reach = size * 0.62  # pivot to card centre
    for i in range(count):
        ang = (i - (count - 1) / 2) * spread
        glyph = mini_card(w, h, face, edge, label if i == count - 1 else "", ink)
        glyph = glyph.rotate(-ang, resample=Image.Resampling.BICUBIC, expand=True)
        a = math.radians(ang)
        pos = (pivot[0] + reach * math.sin(a), pivot[1] - reach * math.cos(a))
        sk.paste(glyph, pos)


def hook(sk: Sketch, centre: Point, size: float, paint: Paint) -> None:
    """A hook on a ring: a shaft, a round bend and a pointed barb."""
    cx, cy = centre
    w = size * 0.11
    shaft_x = cx + size * 0.16
    bend_r = size * 0.2  # radius of the bend's centre line
    bend_cx, bend_cy = shaft_x - bend_r, cy + size * 0.12
    eye = size * 0.12
    sk.ring((shaft_x - eye, cy - size * 0.5, shaft_x + eye, cy - size * 0.26), paint, w * 0.8)
    sk.line([(shaft_x, cy - size * 0.27), (shaft_x, bend_cy)], paint, w)
    # Pillow strokes arcs inward from the box edge, so the box reaches half a
    # stroke beyond the centre line.
    r = bend_r + w / 2
    sk.arc((bend_cx - r, bend_cy - r, bend_cx + r, bend_cy + r), 0, 180, paint, w)
    tip_x = bend_cx - bend_r
    sk.polygon(
        [
            (tip_x - w * 0.95, bend_cy + 1),
            (tip_x + w * 0.7, bend_cy + 1),
            (tip_x - w * 0.35, bend_cy - size * 0.2),
        ],
        paint,
    )


def arrow(sk: Sketch, start: Point, end: Point, paint: Paint, width: float, head: float) -> None:
    """A straight arrow from ``start`` to ``end`` with a triangular head."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    bx, by = x1 - ux * head, y1 - uy * head
    sk.line([(x0, y0), (bx + ux * 2, by + uy * 2)], paint, width)
    half = head * 0.62
    sk.polygon(
        [(x1, y1), (bx - uy * half, by + ux * half), (bx + uy * half, by - ux * half)], paint
    )


def swap_arrows(sk: Sketch, centre: Point, size: float, paint: Paint) -> None:
    """Two opposed arrows: right along the top, left along the bottom."""
    cx, cy = centre
    dx, dy = size * 0.42, size * 0.17
    arrow(sk, (cx - dx, cy - dy), (cx + dx, cy - dy), paint, size * 0.12, size * 0.26)
    arrow(sk, (cx + dx, cy + dy), (cx - dx, cy + dy), paint, size * 0.12, size * 0.26)


def bin_icon(sk: Sketch, centre: Point, size: float, paint: Paint, slot: Paint) -> None:
    """A waste bin: lid with handle and a tapered body with three slots."""
    cx, cy = centre
    s = size
    sk.rect_outline(
        (cx - s * 0.13, cy - s * 0.5, cx + s * 0.13, cy - s * 0.34), paint, s * 0.06, s * 0.05
    )
    sk.rect((cx - s * 0.38, cy - s * 0.39, cx + s * 0.38, cy - s * 0.28), paint, s * 0.04)
    sk.polygon(
        [
            (cx - s * 0.31, cy - s * 0.22),
            (cx + s * 0.31, cy - s * 0.22),
            (cx + s * 0.25, cy + s * 0.5),
            (cx - s * 0.25, cy + s * 0.5),
        ],
        paint,
    )
    for k in (-1, 0, 1):
        x = cx + k * s * 0.13
        sk.line([(x, cy - s * 0.12), (x + k * s * 0.02, cy + s * 0.38)], slot, s * 0.055)


def one_more_icon(
    sk: Sketch, centre: Point, size: float, face: Paint, edge: Paint, badge: Paint
) -> None:
    """A card glyph with a round ``+1`` badge on its shoulder."""
    cx, cy = centre
    glyph = mini_card(size * 0.52, size * 0.72, face, edge)
    glyph = glyph.rotate(8, resample=Image.Resampling.BICUBIC, expand=True)
    sk.paste(glyph, (cx - size * 0.08, cy + size * 0.04))
    bx, by = cx + size * 0.24, cy - size * 0.26
    sk.circle((bx, by), size * 0.25, WHITE)
    sk.circle((bx, by), size * 0.2, badge)
    sk.text("+1", (bx, by), size * 0.17, WHITE)


# --------------------------------------------------------------------------
# action cards

# Draws an icon into a sketch at a centre point and size.
IconDraw = Callable[[Sketch, Point, float], None]


def action_card(
    top: Colour, bottom: Colour, draw_icon: IconDraw, *, vengeance: bool = False
) -> Image.Image:
    """An action card: coloured panel, a white icon in a halo, the band for its name.

    Vengeance actions get a dark outer band inside the rim, the mark of the
    edition, while keeping the same layout as the classic ones.
    """
    sk = card_blank(vertical(top, bottom))
    if vengeance:
        sk.rect_outline(PANEL, alpha(rgb("#1a0a14"), 150), 6, PANEL_RADIUS)
    panel_finish(sk, alpha(lighten(top, 0.6), 150))
    icon_centre = (CARD_W / 2, 112)
    icon_halo(sk, icon_centre, 88, WHITE)
    sk.shadowed(lambda layer: draw_icon(layer, icon_centre, 130))
    label_band(sk, alpha(darken(bottom, 0.45), 170))
    return sk.finish()


def freeze_card() -> Image.Image:
    """Freeze: icy blue with a snowflake."""
    return action_card(
        rgb("#8fd6f7"), rgb("#2a78c2"), lambda sk, c, s: snowflake(sk, c, s, WHITE)
    )


def flip_three_card() -> Image.Image:
    """Flip Three: orange with three fanned cards."""
    orange = rgb("#e8681c")
    return action_card(
        rgb("#ffb347"),
        orange,
        lambda sk, c, s: card_fan(sk, c, s, 3, WHITE, rgb("#fde3c4"), "3", orange),
    )


def second_chance_card() -> Image.Image:
    """Second Chance: red with a white heart bearing a red cross (a spare life)."""

    def draw(sk: Sketch, c: Point, s: float) -> None:
        heart(sk, c, s * 0.95, WHITE)
        x, y = c[0], c[1] - s * 0.05
        red = rgb("#c62834")
        sk.rect((x - s * 0.06, y - s * 0.2, x + s * 0.06, y + s * 0.2), red, s * 0.03)
        sk.rect((x - s * 0.2, y - s * 0.06, x + s * 0.2, y + s * 0.06), red, s * 0.03)

    return action_card(rgb("#f0555b"), rgb("#9e1828"), draw)


def one_more_card() -> Image.Image:
    """Just One More (Vengeance): teal, a card with a +1 badge."""
    teal = rgb("#0f6e68")
    return action_card(
        rgb("#35bfae"),
        teal,
        lambda sk, c, s: one_more_icon(sk, c, s, WHITE, rgb("#c9f1ea"), teal),
        vengeance=True,
    )


def flip_four_card() -> Image.Image:
    """Flip Four (Vengeance): burnt amber, four fanned cards."""
    amber = rgb("#a8400f")
    return action_card(
        rgb("#ef8a2e"),
        amber,
        lambda sk, c, s: card_fan(sk, c, s, 4, WHITE, rgb("#fbd9b8"), "4", amber),
        vengeance=True,
    )


def steal_card() -> Image.Image:
    """Steal (Vengeance): violet, a hook."""
    return action_card(
        rgb("#9a66d8"),
        rgb("#4a2280"),
        lambda sk, c, s: hook(sk, c, s, WHITE),
        vengeance=True,
    )


def swap_card() -> Image.Image:
    """Swap (Vengeance): blue, two opposed arrows."""
    return action_card(
        rgb("#4a8ae6"),
        rgb("#1b3f88"),
        lambda sk, c, s: swap_arrows(sk, c, s, WHITE),
        vengeance=True,
    )


def discard_card() -> Image.Image:
    """Discard (Vengeance): slate, a waste bin."""
    slate = rgb("#2e3440")
    return action_card(
        rgb("#7d8797"),
        slate,
        lambda sk, c, s: bin_icon(sk, c, s, WHITE, rgb("#59616f")),
        vengeance=True,
    )


# --------------------------------------------------------------------------
# card backs


def lattice(sk: Sketch, spacing: float, paint: Paint, width: float) -> None:
    """Diagonal lines both ways across the whole card (clipped by the caller)."""
    span = CARD_W + CARD_H
    k = float(-CARD_H)
    while k < span:
        sk.line([(k, 0), (k + CARD_H, CARD_H)], paint, width, caps=False)
        sk.line([(k + CARD_H, 0), (k, CARD_H)], paint, width, caps=False)
        k += spacing


def back_card(
    top: Colour, bottom: Colour, accent: Colour, badge: Colour, pattern: Colour, subtitle: str = ""
) -> Image.Image:
    """A card back: patterned panel, accent frame and the FLIP 7 badge."""
    sk = card_blank(vertical(top, bottom))
    lattice(sk, 18, pattern, 2)
    inset = 8
    frame = (PANEL[0] + inset, PANEL[1] + inset, PANEL[2] - inset, PANEL[3] - inset)
    sk.rect_outline(frame, accent, 2.5, PANEL_RADIUS - 3)
    oval = (36, 58, CARD_W - 36, CARD_H - 58)
    sk.ellipse(oval, Radial(lighten(badge, 0.12), badge, CENTRE, 90))
    sk.ring(oval, accent, 4)
    sk.ring((oval[0] + 8, oval[1] + 8, oval[2] - 8, oval[3] - 8), alpha(accent, 110), 1.5)
    gold = vertical(lighten(accent, 0.45), darken(accent, 0.1), 100, 200)
    sk.text("FLIP", (CARD_W / 2, 94), 22, lighten(accent, 0.7), tracking=0.14)
    sk.text("7", (CARD_W / 2, 152), 76, gold, stroke=3, stroke_paint=darken(badge, 0.4))
    if subtitle:
        sk.text(subtitle, (CARD_W / 2, 240), 10, lighten(accent, 0.55), weight="bold", tracking=0.2)
    for y in (22, CARD_H - 22):  # small diamonds at top and bottom of the frame
        sk.polygon([(100, y - 7), (107, y), (100, y + 7), (93, y)], accent)
    return sk.finish()


def back_classic() -> Image.Image:
    """Classic back: deep green with gold."""
    return back_card(
        rgb("#17784d"), rgb("#0a3a25"), rgb("#d9b45a"), rgb("#0b3020"), (255, 255, 255, 22)
    )


def back_vengeance() -> Image.Image:
    """Vengeance back: plum into crimson with rose-silver."""
    return back_card(
        rgb("#7a1737"),
        rgb("#2c0a26"),
        rgb("#e8a0b0"),
        rgb("#240818"),
        (255, 200, 220, 20),
        "VENGEANCE",
    )


# --------------------------------------------------------------------------
# felts


def felt(base: str, seed: int) -> Image.Image:
    """A 1280x720 felt: base colour, fine grain, soft mottling and a vignette.

    The grain is monochrome and small (about +-2 levels) so the PNG stays
    small and the texture is felt rather than seen.
    """
    w, h = 1280, 720
    rng = np.random.default_rng(seed)
    colour = np.array(rgb(base)[:3], np.float32)
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    # Distance from the centre, normalised so the corners are about 1.
    d = np.hypot((xs - w / 2) / (w / 2), (ys - h / 2) / (h / 2)) / math.sqrt(2)
    light = 1.12 - 0.55 * np.clip(d, 0, 1) ** 1.8
    coarse = rng.normal(0, 1, (h // 48 + 2, w // 48 + 2)).astype(np.float32)
    mottle = np.asarray(
        Image.fromarray(coarse).resize((w, h), Image.Resampling.BICUBIC), np.float32
    )
    grain = rng.normal(0, 1.6, (h, w)).astype(np.float32)
    img = colour * light[..., None] + (mottle * 2.0 + grain)[..., None]
    return Image.fromarray(np.clip(np.round(img), 0, 255).astype(np.uint8), "RGB")


# --------------------------------------------------------------------------
# status icons, app icon, buttons


ICON = 64


def badge(sk: Sketch, fill: Paint, rim: Colour = WHITE) -> None:
    """The round base shared by the status icons, ringed so it reads on any felt."""
    sk.circle((32, 32), 30, rim)
    sk.circle((32, 32), 26.5, fill)


def icon_lock() -> Image.Image:
    """Stayed: a gold padlock on a slate badge."""
    sk = Sketch(ICON, ICON)
    badge(sk, vertical(rgb("#4b5a6b"), rgb("#25303c"), 2, 62))
    gold = vertical(rgb("#ffe08a"), rgb("#d49a2a"), 28, 50)
    sk.arc((22, 13, 42, 35), 180, 360, rgb("#e9edf2"), 4.5)
    sk.line([(22.2, 24), (22.2, 30)], rgb("#e9edf2"), 4.5, caps=False)
    sk.line([(41.8, 24), (41.8, 30)], rgb("#e9edf2"), 4.5, caps=False)
    sk.rect((17, 28, 47, 50), gold, 4)
    sk.circle((32, 36.5), 3.6, rgb("#5a3d0a"))
    sk.polygon([(30.3, 37), (33.7, 37), (34.6, 44), (29.4, 44)], rgb("#5a3d0a"))
    return sk.finish()


def icon_ice() -> Image.Image:
    """Frozen: a white ice crystal on an icy blue badge."""
    sk = Sketch(ICON, ICON)
    badge(sk, vertical(rgb("#7cc9f2"), rgb("#2a7cc4"), 2, 62))
    snowflake(sk, (32, 32), 40, WHITE)
    return sk.finish()


def icon_bust() -> Image.Image:
    """Bust: a bold white cross on a red badge."""
    sk = Sketch(ICON, ICON)
    badge(sk, vertical(rgb("#f0555b"), rgb("#b0182a"), 2, 62))
    sk.line([(21, 21), (43, 43)], WHITE, 8)
    sk.line([(43, 21), (21, 43)], WHITE, 8)
    return sk.finish()


def icon_chance() -> Image.Image:
    """Second Chance held: a red heart with a white rim."""
    sk = Sketch(ICON, ICON)
    heart(sk, (32, 33), 62, WHITE)
    heart(sk, (32, 33.5), 50, vertical(rgb("#ff6b72"), rgb("#c0192c"), 10, 58))
    sk.circle((22, 22), 4, (255, 255, 255, 110))
    return sk.finish()


def icon_dealer() -> Image.Image:
    """Dealer: a white chip with a dashed edge and a bold D."""
    sk = Sketch(ICON, ICON)
    sk.circle((32, 32), 30, rgb("#23262e"))
    sk.circle((32, 32), 28, rgb("#f6f3ea"))
    for k in range(8):  # the chip's edge inserts
        a0 = 22.5 + 45 * k
        sk.arc((6, 6, 58, 58), a0 - 9, a0 + 9, rgb("#c0392b"), 6)
    sk.ring((13, 13, 51, 51), rgb("#c0392b"), 1.5)
    sk.text("D", (32, 32), 22, INK)
    return sk.finish()


def app_icon(size: int = 256) -> Image.Image:
    """The application icon: three fanned number cards, the front one a 7."""
    sk = Sketch(size, size)
    s = size / 256
    # Only the front card is numbered: half-hidden digits behind it would
    # read as stray marks at small sizes.
    cards = [(-16, NUMBER_COLOURS[2], ""), (0, NUMBER_COLOURS[3], ""), (16, NUMBER_COLOURS[7], "7")]
    for ang, colour, label in cards:
        glyph = app_card(112 * s, 157 * s, rgb(colour), label)
        glyph = glyph.rotate(-ang, resample=Image.Resampling.BICUBIC, expand=True)
        a = math.radians(ang)
        pivot, reach = (128 * s, 300 * s), 170 * s
        sk.paste(glyph, (pivot[0] + reach * math.sin(a), pivot[1] - reach * math.cos(a)))
    # Centre the fan's ink on the canvas (the rotation makes it lopsided).
    ink = sk.img.crop(sk.img.getbbox())
    sk.img = Image.new("RGBA", sk.img.size, CLEAR)
    sk.paste(ink, (size / 2, size / 2))
    return sk.finish()


def app_card(w: float, h: float, colour: Colour, label: str) -> Image.Image:
    """One card of the app icon: white rim, coloured panel, big white numeral."""
    pad = 2
    sk = Sketch(math.ceil(w + 2 * pad), math.ceil(h + 2 * pad))
    rim = w * 0.06
    sk.rect((pad, pad, pad + w, pad + h), WHITE, w * 0.12)
    sk.rect(
        (pad + rim, pad + rim, pad + w - rim, pad + h - rim),
        vertical(lighten(colour, 0.15), darken(colour, 0.15), pad, pad + h),
        w * 0.08,
    )
    if label:
        sk.text(
            label,
            (pad + w / 2, pad + h / 2),
            h * 0.48,
            WHITE,
            stroke=w * 0.03,
            stroke_paint=darken(colour, 0.45),
        )
    return sk.img


def small_app_icon(size: int) -> Image.Image:
    """A simplified icon for 16-32 px: one card with a 7 (a fan would blur)."""
    sk = Sketch(size, size)
    w = size * 0.72
    h = size * 0.98
    glyph = app_card(w, h, rgb(NUMBER_COLOURS[7]), "7")
    sk.paste(glyph, (size / 2, size / 2))
    return sk.finish()


BUTTON_W, BUTTON_H, BUTTON_R = 96, 48, 12


def button(top: str, bottom: str, rim: str, lip: str) -> Image.Image:
    """A plain rounded button: rim, vertical gradient body and a darker lip.

    All the detail sits within 12 px of the edges and the middle is a pure
    vertical gradient, so the image can be 9-sliced to any size.
    """
    sk = Sketch(BUTTON_W, BUTTON_H)
    box = (0, 0, BUTTON_W, BUTTON_H)
    sk.rect(box, rgb(rim), BUTTON_R)
    sk.rect((2, 2, BUTTON_W - 2, BUTTON_H - 2), rgb(lip), BUTTON_R - 2)
    sk.rect(
        (2, 2, BUTTON_W - 2, BUTTON_H - 5),
        vertical(rgb(top), rgb(bottom), 2, BUTTON_H - 5),
        BUTTON_R - 2,
    )
    sk.rect((8, 3, BUTTON_W - 8, 4.5), (255, 255, 255, 50), 1)  # top highlight
    return sk.finish()


# --------------------------------------------------------------------------
# sounds

RATE = 44100
PEAK = 10 ** (-6 / 20)  # never louder than -6 dBFS
TARGET_RMS = 10 ** (-15 / 20)  # A-weighted RMS of the loudest 50 ms (see level)


def seconds(n: float) -> int:
    """Samples in ``n`` seconds."""
    return round(n * RATE)


def timeline(duration: float) -> Signal:
    """Sample times for ``duration`` seconds."""
    return np.arange(seconds(duration)) / RATE


def decay(t: Signal, tau: float, attack: float = 0.002) -> Signal:
    """A raised-cosine attack followed by an exponential decay."""
    rise = 0.5 - 0.5 * np.cos(np.pi * np.clip(t / attack, 0, 1))
    return rise * np.exp(-np.maximum(t - attack, 0) / tau)


def hump(t: Signal, peak: float, length: float) -> Signal:
    """A smooth rise to ``peak`` seconds and fall to zero at ``length``."""
    rise = np.clip(t / peak, 0, 1)
    fall = np.clip((length - t) / (length - peak), 0, 1)
    return np.asarray(np.sin(np.pi / 2 * rise) ** 2 * np.sin(np.pi / 2 * fall) ** 2)


def bandpass(x: Signal, low: float, high: float) -> Signal:
    """Static band-pass by FFT with soft (raised-cosine, half-octave) skirts."""
    spec = np.fft.rfft(x)
    f = np.fft.rfftfreq(len(x), 1 / RATE)
    lo = np.clip(np.log2(np.maximum(f, 1) / low) * 2 + 1, 0, 1)
    hi = np.clip(np.log2(high / np.maximum(f, 1)) * 2 + 1, 0, 1)
    gain = (0.5 - 0.5 * np.cos(np.pi * lo)) * (0.5 - 0.5 * np.cos(np.pi * hi))
    return np.fft.irfft(spec * gain, len(x))


def sweep_bandpass(x: Signal, f_start: float, f_end: float, q: float) -> Signal:
    """A state-variable band-pass whose centre glides exponentially.

    This is what makes noise sound like air moving past (a whoosh) rather
    than static hiss. Topology-preserving form, stable at any cutoff.
    """
    n = len(x)
    freqs = f_start * (f_end / f_start) ** (np.arange(n) / max(n - 1, 1))
    g = np.tan(np.pi * freqs / RATE)
    k = 1 / q
    a1 = 1 / (1 + g * (g + k))
    a2 = g * a1
    a3 = g * a2
    out = np.empty(n)
    ic1 = ic2 = 0.0
    for i in range(n):
        v3 = x[i] - ic2
        v1 = a1[i] * ic1 + a2[i] * v3
        v2 = ic2 + a2[i] * ic1 + a3[i] * v3
        ic1, ic2 = 2 * v1 - ic1, 2 * v2 - ic2
        out[i] = v1
    return out


def tone(freq: float, t: Signal, partials: Partials, vibrato: float = 0.0) -> Signal:
    """Sum of sine partials ``(ratio, amplitude, tau)`` with their own decays."""
    out = np.zeros_like(t)
    wobble = vibrato * np.sin(2 * np.pi * 5.5 * t) * np.clip(t / 0.3, 0, 1)
    for ratio, amp, tau in partials:
        phase = 2 * np.pi * freq * ratio * (t + wobble / (2 * np.pi * 5.5))
        out += amp * np.sin(phase) * np.exp(-t / tau)
    return out


def place(track: Signal, sound: Signal, at: float) -> None:
    """Mix ``sound`` into ``track`` starting at ``at`` seconds (cut at the end)."""
    i = seconds(at)
    n = min(len(sound), len(track) - i)
    track[i : i + n] += sound[:n]


def note(
    freq: float,
    length: float,
    partials: Partials,
    attack: float = 0.004,
    release: float = 0.05,
    vibrato: float = 0.0,
) -> Signal:
    """A note of ``length`` seconds with a soft attack and release."""
    t = timeline(length)
    env = np.clip(t / attack, 0, 1) * np.clip((length - t) / release, 0, 1)
    return tone(freq, t, partials, vibrato) * env


BELL: Partials = [(1, 1.0, 0.35), (2, 0.35, 0.2), (3, 0.12, 0.12), (4.2, 0.05, 0.08)]
GLASS: Partials = [(1, 1.0, 0.22), (2.32, 0.35, 0.15), (4.25, 0.15, 0.08), (6.63, 0.06, 0.05)]
WARM: Partials = [(1, 1.0, 0.5), (2, 0.3, 0.3), (3, 0.1, 0.2), (4, 0.04, 0.15)]
BRASS: Partials = [(n, 1 / n**1.4, 2.0) for n in range(1, 7)]


def hz(name: str) -> float:
    """Equal-tempered frequency of a note name such as ``"C5"`` or ``"F#4"``."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]] + (1 if "#" in name else 0)
    octave = int(name[-1])
    return 440.0 * 2 ** ((semis + 12 * (octave - 4)) / 12)


def snd_deal(rng: np.random.Generator) -> Signal:
    """Paper slide: band-passed noise gliding up, in a short swell."""
    t = timeline(0.15)
    x = sweep_bandpass(rng.normal(0, 1, len(t)), 1500, 4200, 1.2)
    # Roll off the top octaves: the swish should be papery, not hissy.
    return bandpass(x, 300, 6500) * hump(t, 0.045, 0.15)


def snd_flip(rng: np.random.Generator) -> Signal:
    """Soft snap: a tick of bright noise over a tiny body thump."""
    t = timeline(0.08)
    snap = bandpass(rng.normal(0, 1, len(t)), 1800, 6000) * decay(t, 0.008, 0.001)
    body = np.sin(2 * np.pi * 210 * t) * decay(t, 0.018, 0.001)
    return snap + 0.6 * body


def snd_bust(rng: np.random.Generator) -> Signal:
    """Low thud: a falling tone with a few harmonics and a muffled knock.

    The harmonics and the knock carry the thud on small laptop speakers,
    which barely play the 60-90 Hz fundamental.
    """
    t = timeline(0.35)
    f = 62 + 110 * np.exp(-t / 0.06)
    phase = 2 * np.pi * np.cumsum(f) / RATE
    body = np.sin(phase) + 0.6 * np.sin(2 * phase) + 0.25 * np.sin(3 * phase)
    body *= decay(t, 0.1, 0.004)
    knock = bandpass(rng.normal(0, 1, len(t)), 150, 1200) * decay(t, 0.025, 0.002)
    return body + 0.7 * knock


def snd_freeze(rng: np.random.Generator) -> Signal:
    """Glassy chime: two inharmonic glass strikes a fifth apart."""
    out = np.zeros(seconds(0.6))
    for at, name, amp in ((0.0, "E6", 1.0), (0.07, "B6", 0.7)):
        t = timeline(0.6 - at)
        strike = tone(hz(name), t, GLASS) + 0.3 * tone(hz(name) * 1.003, t, GLASS)
        place(out, amp * strike * np.clip(t / 0.002, 0, 1), at)
    return out


def snd_chance(rng: np.random.Generator) -> Signal:
    """Warm two-note rise (a fourth up) with soft attacks."""
    out = np.zeros(seconds(0.6))
    place(out, note(hz("E5"), 0.25, WARM, 0.012, 0.08), 0.0)
    place(out, note(hz("A5"), 0.46, WARM, 0.012, 0.2), 0.14)
    return out


def snd_flip3(rng: np.random.Generator) -> Signal:
    """Three quick wooden ticks, each a little higher."""
    out = np.zeros(seconds(0.32))
    for i, f in enumerate((1100, 1250, 1400)):
        t = timeline(0.06)
        tick = np.sin(2 * np.pi * f * t) * decay(t, 0.012, 0.0008)
        tick += 0.4 * bandpass(rng.normal(0, 1, len(t)), 2000, 6000) * decay(t, 0.003, 0.0005)
        place(out, tick, 0.01 + 0.1 * i)
    return out


def snd_flip7(rng: np.random.Generator) -> Signal:
    """Ascending major arpeggio of bell tones, the last one ringing longer."""
    out = np.zeros(seconds(0.9))
    names = ("C5", "E5", "G5", "C6", "E6")
    for i, name in enumerate(names):
        length = 0.9 - 0.09 * i
        tail = 0.3 if i == len(names) - 1 else 0.2
        partials = [(r, a, tau * tail / 0.35) for r, a, tau in BELL]
        place(out, note(hz(name), length, partials, 0.003, 0.1) * 0.8, 0.09 * i)
    return out


def snd_scored(rng: np.random.Generator) -> Signal:
    """Coin ding: a short B5 then a ringing E6 with a metallic overtone."""
    out = np.zeros(seconds(0.5))
    metal = [(1, 1.0, 0.25), (2.76, 0.25, 0.08), (5.4, 0.08, 0.04)]
    place(out, note(hz("B5"), 0.09, metal, 0.002, 0.03) * 0.8, 0.0)
    place(out, note(hz("E6"), 0.44, metal, 0.002, 0.12), 0.07)
    return out


def snd_win(rng: np.random.Generator) -> Signal:
    """Small fanfare: three pickup notes and a held major chord."""
    out = np.zeros(seconds(1.5))
    for i, name in enumerate(("G4", "C5", "E5")):
        place(out, note(hz(name), 0.15, BRASS, 0.015, 0.04) * 0.8, 0.13 * i)
    held = 1.5 - 0.39
    place(out, note(hz("G5"), held, BRASS, 0.02, 0.45, vibrato=0.004), 0.39)
    place(out, note(hz("E5"), held, BRASS, 0.03, 0.45) * 0.5, 0.39)
    place(out, note(hz("C5"), held, BRASS, 0.03, 0.45) * 0.5, 0.39)
    return out


def snd_click(rng: np.random.Generator) -> Signal:
    """Button click: a tiny high blip with a breath of noise."""
    t = timeline(0.04)
    blip = np.sin(2 * np.pi * 1800 * t) * decay(t, 0.006, 0.0005)
    blip += 0.3 * bandpass(rng.normal(0, 1, len(t)), 2500, 8000) * decay(t, 0.002, 0.0003)
    return blip


def whoosh(rng: np.random.Generator, length: float, f0: float, f1: float) -> Signal:
    """Noise through a gliding band-pass inside a swell: air going past."""
    t = timeline(length)
    air = sweep_bandpass(rng.normal(0, 1, len(t)), f0, f1, 1.6)
    return bandpass(air, 150, 6000) * hump(t, length * 0.4, length)


def snd_steal(rng: np.random.Generator) -> Signal:
    """A quick rising whoosh."""
    return whoosh(rng, 0.3, 500, 3500)


def snd_swap(rng: np.random.Generator) -> Signal:
    """Two whooshes, one falling and one rising: things trading places."""
    out = np.zeros(seconds(0.5))
    place(out, whoosh(rng, 0.24, 3000, 800), 0.0)
    place(out, whoosh(rng, 0.24, 800, 3000), 0.24)
    return out


def snd_shuffle(rng: np.random.Generator) -> Signal:
    """A riffle: dozens of tiny paper ticks that speed up then slow down."""
    length = 0.6
    out = np.zeros(seconds(length))
    count = 42
    # Tick times follow a smoothstep, dense in the middle of the riffle.
    u = np.linspace(0, 1, count)
    times = 0.03 + 0.52 * (u - 0.35 * np.sin(2 * np.pi * u) / (2 * np.pi))
    for at in times:
        t = timeline(0.012)
        tick = bandpass(rng.normal(0, 1, len(t)), 2000, 7000) * decay(t, 0.0025, 0.0003)
        place(out, tick * rng.uniform(0.5, 1.0), float(at))
    t = timeline(length)
    bed = bandpass(rng.normal(0, 1, len(t)), 1000, 5000) * 0.12 * hump(t, 0.3, length)
    return out + bed


SOUND_MAKERS = {
    "deal": snd_deal,
    "flip": snd_flip,
    "bust": snd_bust,
    "freeze": snd_freeze,
    "chance": snd_chance,
    "flip3": snd_flip3,
    "flip7": snd_flip7,
    "scored": snd_scored,
    "win": snd_win,
    "click": snd_click,
    "steal": snd_steal,
    "swap": snd_swap,
    "shuffle": snd_shuffle,
}


def a_weighted(x: Signal) -> Signal:
    """``x`` filtered by the A-weighting curve (0 dB at 1 kHz).

    The ear hears a 100 Hz thud as much quieter than a 3 kHz hiss of the
    same energy; weighting before measuring keeps the levels honest.
    """
    f2 = np.asarray(np.fft.rfftfreq(len(x), 1 / RATE) ** 2, np.float64)

    def curve(f2: Signal) -> Signal:
        num = 12194.0**2 * f2 * f2
        den = (f2 + 20.6**2) * np.sqrt((f2 + 107.7**2) * (f2 + 737.9**2)) * (f2 + 12194.0**2)
        return num / den

    gain = curve(f2) / curve(np.array(1000.0**2, np.float64))
    return np.fft.irfft(np.fft.rfft(x) * gain, len(x))


def level(x: Signal) -> Signal:
    """Match loudness across sounds without ever exceeding -6 dBFS.

    Loudness is the A-weighted RMS of the loudest 50 ms window, so a long
    chime, a thud and a swish end up about equally strong; the peak limit
    wins for very short, spiky sounds (clicks stay discreet, as they should).
    """
    weighted = a_weighted(x)
    window = min(seconds(0.05), len(x))
    power = np.convolve(weighted**2, np.ones(window) / window, mode="valid")
    rms = math.sqrt(float(power.max()))
    peak = float(np.abs(x).max())
    return x * min(TARGET_RMS / rms, PEAK / peak)


def fade(x: Signal, fade_in: float = 0.002) -> Signal:
    """Raised-cosine fades at both ends so playback never starts or ends on a click.

    The fade-out covers the last 15 % (5 to 120 ms), so ringing tones taper
    off instead of being cut.
    """
    n_in = seconds(fade_in)
    n_out = int(np.clip(len(x) * 0.15, seconds(0.005), seconds(0.12)))
    env = np.ones(len(x))
    env[:n_in] *= 0.5 - 0.5 * np.cos(np.linspace(0, np.pi, n_in))
    env[-n_out:] *= 0.5 + 0.5 * np.cos(np.linspace(0, np.pi, n_out))
    return x * env


def write_wav(path: Path, x: Signal) -> None:
    """Write mono 16-bit 44.1 kHz PCM."""
    data = np.round(np.clip(x, -1, 1) * 32767).astype("<i2").tobytes()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)


def make_sounds() -> None:
    """Synthesise every sound into ``assets/sounds``, one fixed seed each."""
    SOUNDS.mkdir(parents=True, exist_ok=True)
    for seed, (name, maker) in enumerate(SOUND_MAKERS.items()):
        x = maker(np.random.default_rng(1000 + seed))
        x = level(fade(x - x.mean()))
        write_wav(SOUNDS / f"{name}.wav", x)
        peak_db = 20 * math.log10(float(np.abs(x).max()))
        print(f"  {name:8s} {len(x) / RATE:5.2f} s  peak {peak_db:6.1f} dBFS")


# --------------------------------------------------------------------------
# fonts

OFL_TEXT = """\
Copyright (c) 2010-2014 by tyPoland Lukasz Dziedzic with Reserved Font Name "Lato".
(Debian's fonts-lato package records it as: Copyright (c) 2010-2011, \u0141ukasz Dziedzic.)

This Font Software is licensed under the SIL Open Font License, Version 1.1.
This license is copied below, and is also available with a FAQ at:
http://scripts.sil.org/OFL

The files covered are Lato-Regular.ttf, Lato-Bold.ttf and Lato-Black.ttf
(Lato 2.007), copied unmodified from Debian's fonts-lato package.


-----------------------------------------------------------
SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007
-----------------------------------------------------------

PREAMBLE
The goals of the Open Font License (OFL) are to stimulate worldwide
development of collaborative font projects, to support the font creation
efforts of academic and linguistic communities, and to provide a free and
open framework in which fonts may be shared and improved in partnership
with others.

The OFL allows the licensed fonts to be used, studied, modified and
redistributed freely as long as they are not sold by themselves. The
fonts, including any derivative works, can be bundled, embedded,
redistributed and/or sold with any software provided that any reserved
names are not used by derivative works. The fonts and derivatives,
however, cannot be released under any other type of license. The
requirement for fonts to remain under this license does not apply
to any document created using the fonts or their derivatives.

DEFINITIONS
"Font Software" refers to the set of files released by the Copyright
Holder(s) under this license and clearly marked as such. This may
include source files, build scripts and documentation.

"Reserved Font Name" refers to any names specified as such after the
copyright statement(s).

"Original Version" refers to the collection of Font Software components as
distributed by the Copyright Holder(s).

"Modified Version" refers to any derivative made by adding to, deleting,
or substituting -- in part or in whole -- any of the components of the
Original Version, by changing formats or by porting the Font Software to a
new environment.

"Author" refers to any designer, engineer, programmer, technical
writer or other person who contributed to the Font Software.

PERMISSION & CONDITIONS
Permission is hereby granted, free of charge, to any person obtaining
a copy of the Font Software, to use, study, copy, merge, embed, modify,
redistribute, and sell modified and unmodified copies of the Font
Software, subject to the following conditions:

1) Neither the Font Software nor any of its individual components,
in Original or Modified Versions, may be sold by itself.

2) Original or Modified Versions of the Font Software may be bundled,
redistributed and/or sold with any software, provided that each copy
contains the above copyright notice and this license. These can be
included either as stand-alone text files, human-readable headers or
in the appropriate machine-readable metadata fields within text or
binary files as long as those fields can be easily viewed by the user.

3) No Modified Version of the Font Software may use the Reserved Font
Name(s) unless explicit written permission is granted by the corresponding
Copyright Holder. This restriction only applies to the primary font name as
presented to the users.

4) The name(s) of the Copyright Holder(s) or the Author(s) of the Font
Software shall not be used to promote, endorse or advertise any
Modified Version, except to acknowledge the contribution(s) of the
Copyright Holder(s) and the Author(s) or with their explicit written
permission.

5) The Font Software, modified or unmodified, in part or in whole,
must be distributed entirely under this license, and must not be
distributed under any other license. The requirement for fonts to
remain under this license does not apply to any document created
using the Font Software.

TERMINATION
This license becomes null and void if any of the above conditions are
not met.

DISCLAIMER
THE FONT SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO ANY WARRANTIES OF
MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT
OF COPYRIGHT, PATENT, TRADEMARK, OR OTHER RIGHT. IN NO EVENT SHALL THE
COPYRIGHT HOLDER BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY,
INCLUDING ANY GENERAL, SPECIAL, INDIRECT, INCIDENTAL, OR CONSEQUENTIAL
DAMAGES, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
FROM, OUT OF THE USE OR INABILITY TO USE THE FONT SOFTWARE OR FROM
OTHER DEALINGS IN THE FONT SOFTWARE.
"""


def install_fonts() -> None:
    """Copy Lato from Debian's fonts-lato (if present) and write OFL.txt.

    Once copied, the fonts live in the repository, so regenerating on a
    machine without fonts-lato simply keeps the bundled copies.
    """
    FONTS.mkdir(parents=True, exist_ok=True)
    for name in FONT_FILES.values():
        source = SYSTEM_LATO / name
        if source.exists():
            shutil.copyfile(source, FONTS / name)
        elif not (FONTS / name).exists():
            raise SystemExit(f"{name} missing: install fonts-lato (apt) or restore it")
    (FONTS / "OFL.txt").write_text(OFL_TEXT, encoding="utf-8")


# --------------------------------------------------------------------------
# main


def card_faces() -> dict[str, Image.Image]:
    """Every card sprite by file stem."""
    faces = {f"card_{v}": number_card(v) for v in range(14)}
    faces["card_zero_v"] = zero_vengeance_card()
    for n in (2, 4, 6, 8, 10):
        faces[f"card_plus{n}"] = plus_card(n)
        faces[f"card_minus{n}"] = minus_card(n)
    faces["card_x2"] = times_two_card()
    faces["card_half"] = half_card()
    faces["card_freeze"] = freeze_card()
    faces["card_flip3"] = flip_three_card()
    faces["card_chance"] = second_chance_card()
    faces["card_u7"] = unlucky_seven_card()
    faces["card_l13"] = lucky_thirteen_card()
    faces["card_onemore"] = one_more_card()
    faces["card_flip4"] = flip_four_card()
    faces["card_steal"] = steal_card()
    faces["card_swap"] = swap_card()
    faces["card_discard"] = discard_card()
    faces["back_classic"] = back_classic()
    faces["back_vengeance"] = back_vengeance()
    return faces


def card_words() -> dict[str, dict[str, object]]:
    """Where and how the game writes the words of each worded card face (by sprite stem)."""
    bands = ("freeze", "flip3", "chance", "onemore", "flip4", "steal", "swap", "discard")
    layout: dict[str, dict[str, object]] = {f"card_{code}": BAND_WORDS for code in bands}
    layout["card_u7"] = U7_WORDS
    layout["card_l13"] = L13_WORDS
    return layout


def save_png(img: Image.Image, stem: str) -> None:
    """Save a sprite as an optimised PNG (no metadata, so output is stable)."""
    img.save(SPRITES / f"{stem}.png", optimize=True)


#: The PNG-payload entries of a macOS .icns file: type code and pixel size.
#: icp4/icp5 are the 16 and 32 pt icons, ic07-ic09 128-512 pt; ic11-ic14 and
#: ic10 are the same points at twice the pixels (Retina).
ICNS_ENTRIES = (("icp4", 16), ("ic11", 32), ("icp5", 32), ("ic12", 64), ("ic07", 128),
                ("ic13", 256), ("ic08", 256), ("ic14", 512), ("ic09", 512), ("ic10", 1024))


def save_icns(path: Path) -> None:
    """The app icon as a macOS ``.icns``: a header, then one PNG per entry.

    The layout is the format's: the magic ``icns`` and the file length (big
    endian), then per entry its type code, its length (header included) and
    the PNG bytes. The small sizes use the one-card design, as the ``.ico`` does.
    """
    import io
    import struct

    path.parent.mkdir(parents=True, exist_ok=True)
    chunks = []
    for code, size in ICNS_ENTRIES:
        small = code in ("icp4", "ic11", "icp5", "ic12")
        img = small_app_icon(size) if small else app_icon(size)
        buffer = io.BytesIO()
        img.save(buffer, format="PNG", optimize=True)
        data = buffer.getvalue()
        chunks.append(code.encode("ascii") + struct.pack(">I", len(data) + 8) + data)
    body = b"".join(chunks)
    path.write_bytes(b"icns" + struct.pack(">I", len(body) + 8) + body)


def make_sprites() -> None:
    """Draw every sprite into ``assets/sprites``."""
    SPRITES.mkdir(parents=True, exist_ok=True)
    for stem, img in card_faces().items():
        save_png(img, stem)
    words = {"size": [CARD_W, CARD_H], "faces": card_words()}
    text = json.dumps(words, indent=1, sort_keys=True) + "\n"
    (SPRITES / "card_words.json").write_text(text, encoding="utf-8")
    save_png(felt("#0f5c3a", 7), "felt_classic")
    save_png(felt("#4a1430", 13), "felt_vengeance")
    icons = {
        "icon_lock": icon_lock,
        "icon_ice": icon_ice,
        "icon_bust": icon_bust,
        "icon_chance": icon_chance,
        "icon_dealer": icon_dealer,
    }
    for stem, maker in icons.items():
        save_png(maker(), stem)
    big = app_icon(256)
    save_png(big, "icon_app")
    small = [small_app_icon(s) for s in (16, 24, 32)]
    big.save(
        SPRITES / "icon_app.ico",
        sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)],
        append_images=small,
    )
    save_icns(PACKAGING / "flip7.icns")
    save_png(button("#3a4656", "#263040", "#d9b45a", "#161c26"), "button")
    save_png(button("#4a5a70", "#313d52", "#f3d27a", "#1b2230"), "button_hover")
    save_png(button("#5b5f66", "#4a4e55", "#80848b", "#34373c"), "button_disabled")


def main() -> None:
    """Build fonts first (the sprites render text with them), then sprites and sounds."""
    install_fonts()
    print("sprites ...")
    make_sprites()
    print("sounds ...")
    make_sounds()
    print("done")


if __name__ == "__main__":
    main()

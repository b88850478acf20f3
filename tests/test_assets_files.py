"""The generated assets exist and have the formats the game relies on.

PNG headers and WAV data are read with the standard library only (no numpy),
so these checks run anywhere. One extra check loads the sprites with pygame
when it is installed, and is skipped otherwise.

Regenerate the files with ``python tools/make_assets.py``.
"""

from __future__ import annotations

import array
import math
import os
import struct
import sys
import wave
from pathlib import Path
from typing import NamedTuple

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ASSETS = Path(__file__).resolve().parent.parent / "assets"
SPRITES = ASSETS / "sprites"
SOUNDS = ASSETS / "sounds"
FONTS = ASSETS / "fonts"

NUMBER_CARDS = [f"card_{n}" for n in range(14)]
CLASSIC_MODIFIERS = [f"card_plus{n}" for n in (2, 4, 6, 8, 10)] + ["card_x2"]
VENGEANCE_MODIFIERS = ["card_half"] + [f"card_minus{n}" for n in (2, 4, 6, 8, 10)]
CLASSIC_ACTIONS = ["card_freeze", "card_flip3", "card_chance"]
VENGEANCE_SPECIALS = ["card_u7", "card_l13", "card_zero_v"]
VENGEANCE_ACTIONS = ["card_onemore", "card_flip4", "card_steal", "card_swap", "card_discard"]
CARD_FACES = (
    NUMBER_CARDS
    + CLASSIC_MODIFIERS
    + VENGEANCE_MODIFIERS
    + CLASSIC_ACTIONS
    + VENGEANCE_SPECIALS
    + VENGEANCE_ACTIONS
)
BACKS = ["back_classic", "back_vengeance"]
FELTS = ["felt_classic", "felt_vengeance"]
STATUS_ICONS = ["icon_lock", "icon_ice", "icon_bust", "icon_chance", "icon_dealer"]
BUTTONS = ["button", "button_hover", "button_disabled"]
ALL_PNGS = CARD_FACES + BACKS + FELTS + STATUS_ICONS + ["icon_app"] + BUTTONS

SOUND_NAMES = [
    "deal",
    "flip",
    "bust",
    "freeze",
    "chance",
    "flip3",
    "flip7",
    "scored",
    "win",
    "click",
    "steal",
    "swap",
    "shuffle",
]
FONT_FILES = ["Lato-Regular.ttf", "Lato-Bold.ttf", "Lato-Black.ttf"]

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
RGBA = 6  # PNG colour type: truecolour with alpha


def png_header(name: str) -> tuple[int, int, int, int]:
    """Width, height, bit depth and colour type from a sprite's IHDR chunk."""
    data = (SPRITES / f"{name}.png").read_bytes()[:26]
    assert data[:8] == PNG_SIGNATURE, f"{name}.png is not a PNG"
    assert data[12:16] == b"IHDR"
    width, height, depth, colour_type = struct.unpack(">IIBB", data[16:26])
    return width, height, depth, colour_type


class Sound(NamedTuple):
    """What the tests need to know about a WAV file."""

    framerate: int
    nchannels: int
    sampwidth: int
    comptype: str
    nframes: int
    samples: array.array[int]


def read_wav(name: str) -> Sound:
    """The format and the 16-bit samples of a sound."""
    with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as w:
        params = w.getparams()
        frames = w.readframes(params.nframes)
    samples = array.array("h")
    if params.sampwidth == 2:
        samples.frombytes(frames)
        if sys.byteorder == "big":  # WAV data is little-endian
            samples.byteswap()
    return Sound(
        params.framerate,
        params.nchannels,
        params.sampwidth,
        params.comptype,
        params.nframes,
        samples,
    )


@pytest.mark.parametrize("name", ALL_PNGS)
def test_png_exists_and_is_small(name: str) -> None:
    path = SPRITES / f"{name}.png"
    assert path.is_file(), f"missing {path}; run tools/make_assets.py"
    assert path.stat().st_size < 1.5 * 1024 * 1024


@pytest.mark.parametrize("name", CARD_FACES + BACKS)
def test_card_sprites_are_200x280_with_alpha(name: str) -> None:
    width, height, depth, colour_type = png_header(name)
    assert (width, height) == (200, 280)
    assert (depth, colour_type) == (8, RGBA)


@pytest.mark.parametrize("name", FELTS)
def test_felts_are_1280x720(name: str) -> None:
    width, height, _, _ = png_header(name)
    assert (width, height) == (1280, 720)


@pytest.mark.parametrize("name", STATUS_ICONS)
def test_status_icons_are_64x64_with_alpha(name: str) -> None:
    width, height, _, colour_type = png_header(name)
    assert (width, height, colour_type) == (64, 64, RGBA)


def test_app_icon_png_and_ico() -> None:
    width, height, _, colour_type = png_header("icon_app")
    assert (width, height, colour_type) == (256, 256, RGBA)
    ico = (SPRITES / "icon_app.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1), "not a Windows icon file"
    assert count >= 4, "the .ico should hold several sizes"


def test_mac_icon_holds_every_size_as_png() -> None:
    # packaging/flip7.icns: "icns", the file length, then entries of type code,
    # length (header included) and PNG bytes; macOS picks one per size.
    data = (ASSETS.parent / "packaging" / "flip7.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sizes = {}
    at = 8
    while at < len(data):
        code, length = data[at:at + 4].decode("ascii"), struct.unpack(">I", data[at + 4:at + 8])[0]
        png = data[at + 8:at + length]
        assert png[:8] == PNG_SIGNATURE and png[12:16] == b"IHDR", code
        width, height, _, colour_type = struct.unpack(">IIBB", png[16:26])
        assert width == height and colour_type == RGBA, code
        sizes[code] = width
        at += length
    assert at == len(data)
    assert sizes == {"icp4": 16, "ic11": 32, "icp5": 32, "ic12": 64, "ic07": 128,
                     "ic13": 256, "ic08": 256, "ic14": 512, "ic09": 512, "ic10": 1024}


@pytest.mark.parametrize("name", BUTTONS)
def test_buttons_are_96x48_with_alpha(name: str) -> None:
    width, height, _, colour_type = png_header(name)
    assert (width, height, colour_type) == (96, 48, RGBA)


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_format_length_and_level(name: str) -> None:
    path = SOUNDS / f"{name}.wav"
    assert path.is_file(), f"missing {path}; run tools/make_assets.py"
    params = read_wav(name)
    samples = params.samples
    assert params.framerate == 44100
    assert params.nchannels == 1
    assert params.sampwidth == 2
    assert params.comptype == "NONE"
    assert 0 < params.nframes / params.framerate < 2.0
    peak = max(abs(min(samples)), abs(max(samples))) / 32768
    peak_db = 20 * math.log10(peak)
    assert -20 < peak_db < -3, f"{name}: peak {peak_db:.1f} dBFS"
    # Faded in and out: no click at either end.
    assert abs(samples[0]) < 300 and abs(samples[-1]) < 300


def test_sounds_folder_is_small() -> None:
    total = sum(p.stat().st_size for p in SOUNDS.glob("*.wav"))
    assert total < 2 * 1024 * 1024


def test_fonts_and_licence_are_bundled() -> None:
    for name in FONT_FILES:
        assert (FONTS / name).is_file(), f"missing {name}"
    licence = FONTS / "OFL.txt"
    assert licence.is_file()
    text = licence.read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in text
    assert "Lato" in text


def test_sprites_load_in_pygame_with_clear_corners() -> None:
    """Cards have transparent rounded corners and an opaque face (no shadow)."""
    pygame = pytest.importorskip("pygame")
    for name in CARD_FACES + BACKS:
        surface = pygame.image.load(str(SPRITES / f"{name}.png"))
        assert surface.get_size() == (200, 280)
        assert surface.get_at((0, 0)).a == 0, f"{name}: corner not transparent"
        assert surface.get_at((199, 279)).a == 0, f"{name}: corner not transparent"
        assert surface.get_at((100, 140)).a == 255, f"{name}: face not opaque"
        assert surface.get_at((100, 0)).a == 255, f"{name}: edge not opaque"
    for name in FELTS:
        assert pygame.image.load(str(SPRITES / f"{name}.png")).get_size() == (1280, 720)


def _corner_ink_runs(name: str, turned: bool) -> int:
    """How many separate bands of ink the corner index of ``name`` has, row by row (the
    top-left corner, or the turned bottom-right one read the right way up)."""
    pygame = pytest.importorskip("pygame")
    surface = pygame.image.load(str(SPRITES / f"{name}.png"))
    if turned:
        surface = pygame.transform.rotate(surface, 180)
    field = surface.get_at((26, 90))[:3]  # beside the index, below it: the bare field
    runs, inked_before = 0, False
    for y in range(20, 90):
        inked = any(sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], field,
                                                   strict=True)) > 150
                    for x in range(20, 80))
        runs += inked and not inked_before
        inked_before = inked
    return runs


@pytest.mark.parametrize("six, eight", [("card_plus6", "card_plus8"),
                                        ("card_minus6", "card_minus8")])
@pytest.mark.parametrize("turned", [False, True])
def test_a_six_has_the_bar_that_tells_it_from_a_nine_in_both_corners(
        six: str, eight: str, turned: bool) -> None:
    """The turned corner of +6 and −6 read "9+" and "9−" (QA 110): a six's corner index
    has one band of ink more than an eight's, its bar, as the number cards always had
    (their corners lie over the oval, so this count cannot read them)."""
    assert _corner_ink_runs(six, turned) == _corner_ink_runs(eight, turned) + 1

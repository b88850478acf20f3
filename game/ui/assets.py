"""The one asset resolver, and caches for images, scaled images, fonts and text.

Assets are found, in order, under:

1. ``$FLIP7_ASSETS`` (an override for tests and modders),
2. ``sys._MEIPASS/assets`` inside a PyInstaller bundle,
3. ``<package>/assets`` — an installed wheel maps the repository's
   ``assets/`` to the package ``game.assets``,
4. ``<repository>/assets`` in a source checkout.

Every root is found from a module's own location, never the working
directory, so the game starts from anywhere. A missing file raises
:class:`AssetNotFound`, whose message lists every path tried.

>>> [p.name for p in asset_roots()][-1]
'assets'
"""

from __future__ import annotations

import functools
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .theme import text_size

if TYPE_CHECKING:
    import pygame

_GAME_PACKAGE = Path(__file__).resolve().parent.parent  # .../game

#: Font weights bundled in ``assets/fonts``.
FONT_FILES = {"regular": "Lato-Regular.ttf", "bold": "Lato-Bold.ttf", "black": "Lato-Black.ttf"}

#: How many rendered text surfaces to keep before starting afresh.
_TEXT_CACHE_LIMIT = 3000


class AssetNotFound(FileNotFoundError):
    """An asset file is missing; ``tried`` lists every path looked at."""

    def __init__(self, name: str, tried: list[Path]) -> None:
        self.name = name
        self.tried = tried
        where = "\n".join(f"  {path}" for path in tried)
        super().__init__(f"asset {name!r} not found; looked in:\n{where}")


def _settable(text: str) -> str:
    """``text`` as the font can set it: pygame refuses a string holding a NUL (it
    raises), so one that slipped past the names' cleaning shows as a space rather than
    closing the game; and a lone surrogate (a file or folder name that is not UTF-8,
    as Python reads it) shows as "?": a notice naming one ended the window (QA 111).

    >>> _settable("Ann\\x00x"), _settable("\\udcfe.json")
    ('Ann x', '?.json')
    """
    if "\x00" in text:
        text = text.replace("\x00", " ")
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            text = _SURROGATE.sub("?", text)
    return text


#: A code point UTF-8 cannot encode on its own (see :func:`_settable`).
_SURROGATE = re.compile("[\\ud800-\\udfff]")


@functools.cache
def _font_type() -> type[pygame.font.Font]:
    """pygame's Font, measuring and setting only :func:`_settable` text: a width asked
    for a name that is not UTF-8 raised as its drawing did (QA 111). Made at first use:
    this module is read before pygame-ce is known to be there."""
    import pygame

    class SettableFont(pygame.font.Font):
        """A Font that never raises on the text it is given (see :func:`_settable`)."""

        def size(self, text: str | bytes) -> tuple[int, int]:
            """The size ``text`` takes, as :meth:`render` sets it."""
            return super().size(_settable(text) if isinstance(text, str) else text)

        def render(self, text: str | bytes | None, antialias: bool,
                   color: Any, bgcolor: Any = None, wraplength: int = 0) -> pygame.Surface:
            """``text`` drawn, as :func:`_settable` makes it; text of no width (an
            emoji's variation selector alone, U+FE0F: SDL_ttf refuses it, and a name
            holding one closed the game, QA 140) as an empty surface a line high."""
            if isinstance(text, str):
                text = _settable(text)
                if text and not wraplength and super().size(text)[0] == 0:
                    return pygame.Surface((0, self.get_height()), pygame.SRCALPHA)
            return super().render(text, antialias, color, bgcolor, wraplength)

    return SettableFont


def asset_roots() -> list[Path]:
    """Candidate asset folders, most specific first."""
    roots: list[Path] = []
    override = os.environ.get("FLIP7_ASSETS")
    if override:
        roots.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle) / "assets")
    roots.append(_GAME_PACKAGE / "assets")
    roots.append(_GAME_PACKAGE.parent / "assets")
    # In a bundle the last is the bundle's own: a missing file's message named it twice
    # (QA 213), also under two spellings of one folder (a link, "game/../assets": QA 215).
    named: dict[str, Path] = {}
    for root in roots:
        named.setdefault(os.path.realpath(root), root)
    return list(named.values())


def find_asset(name: str) -> Path:
    """The path of asset ``name`` (``"sprites/card_7.png"``) under the first root having it."""
    tried = []
    for root in asset_roots():
        path = root / name
        if path.is_file():
            return path
        tried.append(path)
    raise AssetNotFound(name, tried)


def missing_assets(names: list[str]) -> list[str]:
    """The names among ``names`` that no root has (cheap: no file is read)."""
    roots = asset_roots()
    return [name for name in names if not any((root / name).is_file() for root in roots)]


class Assets:
    """Loads every image, font and text rendering once and keeps it.

    Needs ``pygame.init()``; images are converted for fast blitting once a
    display mode is set.
    """

    def __init__(self) -> None:
        self._images: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._glyphs: dict[str, bool] = {}  # does the font draw this letter (missing_letters)
        self._no_glyph: bytes | None = None
        self._text: dict[tuple[str, str, int, tuple[int, ...]], pygame.Surface] = {}
        #: Whether the Large text setting is on. Asked as each text is sized, not kept:
        #: the App points it at its settings, so a switch in Settings shows on every
        #: screen from the next frame on. Off for assets without an App (tools, tests).
        self.large_text: Callable[[], bool] = lambda: False

    def size(self, base: int) -> int:
        """The size to set running text of ``base`` px in, following the Large text
        setting (see :func:`game.ui.theme.text_size`); headings keep theirs."""
        return text_size(base, self.large_text())

    def image(self, name: str) -> pygame.Surface:
        """The image ``sprites/<name>.png``, loaded and converted once."""
        surface = self._images.get(name)
        if surface is None:
            import pygame

            surface = pygame.image.load(str(find_asset(f"sprites/{name}.png")))
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            self._images[name] = surface
        return surface

    def scaled(self, name: str, width: int, height: int, keep: bool = True) -> pygame.Surface:
        """The image ``name`` smoothly scaled to ``width`` × ``height``, cached per size.

        ``keep=False`` is for a size met once (a card in flight): a cached
        copy is used if there is one, but a new one is not kept.
        """
        key = (name, width, height)
        surface = self._scaled.get(key)
        if surface is None:
            import pygame

            source = self.image(name)
            if source.get_size() == (width, height):
                surface = source
            else:
                surface = pygame.transform.smoothscale(source, (max(1, width), max(1, height)))
            if keep:
                self._scaled[key] = surface
        return surface

    def font(self, weight: str, size: int) -> pygame.font.Font:
        """The bundled Lato font of ``weight`` (regular/bold/black) at ``size`` px."""
        key = (weight, size)
        font = self._fonts.get(key)
        if font is None:
            font = _font_type()(str(find_asset(f"fonts/{FONT_FILES[weight]}")), size)
            self._fonts[key] = font
        return font

    def missing_letters(self, text: str) -> str:
        """The letters of ``text`` that the game's font has no glyph for (each once, in
        order): they would show as empty boxes, and two such names look alike.

        A letter is missing when it draws exactly as a private-use character does:
        the font's "no glyph" box.
        """
        import pygame

        font = self.font("bold", 20)
        if self._no_glyph is None:
            box = font.render("\U000F0000", False, (255, 255, 255))
            self._no_glyph = pygame.image.tobytes(box, "RGB")
        missing = ""
        for ch in dict.fromkeys(text):
            found = self._glyphs.get(ch)
            if found is None:
                drawn = pygame.image.tobytes(font.render(ch, False, (255, 255, 255)), "RGB")
                found = self._glyphs[ch] = ch.isspace() or drawn != self._no_glyph
            if not found:
                missing += ch
        return missing

    def text(self, text: str, size: int, color: tuple[int, ...],
             weight: str = "regular") -> pygame.Surface:
        """``text`` rendered once (anti-aliased) and cached."""
        key = (text, weight, size, color)
        surface = self._text.get(key)
        if surface is None:
            if len(self._text) > _TEXT_CACHE_LIMIT:
                self._text.clear()  # counts change every round; start afresh rather than grow
            surface = self.font(weight, size).render(text, True, color)
            self._text[key] = surface
        return surface

    def render(self, text: str, size: int, color: tuple[int, ...],
               weight: str = "regular") -> pygame.Surface:
        """``text`` rendered (anti-aliased) and not cached: for surfaces the caller keeps
        itself, such as a laid-out page or a history row."""
        return self.font(weight, size).render(text, True, color)

    def cache_size(self) -> int:
        """How many surfaces are cached (for tests and the benchmark)."""
        return len(self._images) + len(self._scaled) + len(self._text)

    def remember(self, key: tuple[str, int, int], surface: pygame.Surface) -> pygame.Surface:
        """Keep a derived surface (a shadow, a dimmed card) under ``key``."""
        self._scaled[key] = surface
        return surface

    def recall(self, key: tuple[str, int, int]) -> pygame.Surface | None:
        """A surface kept by :meth:`remember`, or ``None``."""
        return self._scaled.get(key)

"""Card sprites: which file draws which card code, and cached card surfaces.

Card art is drawn at 2× (200×280) and scaled down once per size. Cards in
the lines get a bold index of their own in the top-left corner — the art's
corner index is too fine to read below about 100 px — so an overlapped line
in a crowded table still shows every value.

>>> sprite_name("7", "classic"), sprite_name("0", "vengeance"), sprite_name("/2", "vengeance")
('card_7', 'card_zero_v', 'card_half')
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from game.core.cards import ALL_CODES, CHANCE, is_number
from game.i18n import current_language
from game.i18n.cards import index_label as _localized_index

from . import card_words
from .theme import DARK_TEXT

if TYPE_CHECKING:
    import pygame

    from .assets import Assets

#: Below this height a card gets its own bold index (every card in a line does).
SMALL_CARD = 100

#: Every card code each edition can show.
CLASSIC_CODES = tuple(sorted(
    [str(v) for v in range(13)] + ["+2", "+4", "+6", "+8", "+10", "x2", "freeze", "flip3",
                                   "chance"], key=lambda c: (not is_number(c), c)))
VENGEANCE_CODES = tuple(sorted(
    [str(v) for v in range(14)] + ["u7", "l13", "/2", "-2", "-4", "-6", "-8", "-10", "onemore",
                                   "flip4", "steal", "swap", "discard"],
    key=lambda c: (not is_number(c), c)))


def sprite_name(code: str, edition: str) -> str:
    """The sprite (``assets/sprites/<name>.png``) that draws ``code`` in ``edition``."""
    if code not in ALL_CODES:
        raise ValueError(f"unknown card code {code!r}")
    if code == "0" and edition == "vengeance":
        return "card_zero_v"  # the Zero of With a Vengeance is its own black card (V-10)
    if code.isdigit():
        return f"card_{code}"
    if code[0] == "+":
        return f"card_plus{code[1:]}"
    if code[0] == "-":
        return f"card_minus{code[1:]}"
    if code == "/2":
        return "card_half"
    return f"card_{code}"


def back_name(edition: str) -> str:
    """The card back sprite of ``edition``."""
    return f"back_{edition}"


def index_label(code: str) -> str:
    """The short corner label of a card: ``"7"``, ``"+4"``, ``"×2"``, ``"÷2"``, ``"−4"``,
    and a few letters for an action in the current language (``"FRZ"``).

    >>> index_label("u7"), index_label("-10"), index_label("x2")
    ('7', '−10', '×2')
    """
    return _localized_index(code)


def sprite_names(edition: str) -> list[str]:
    """Every card sprite ``edition`` needs, with its back."""
    codes = CLASSIC_CODES if edition == "classic" else VENGEANCE_CODES
    return sorted({sprite_name(c, edition) for c in codes} | {back_name(edition)})


class CardPainter:
    """Builds and caches every card surface one edition needs, at any size."""

    def __init__(self, assets: Assets, edition: str) -> None:
        self.assets = assets
        self.edition = edition

    def face(self, code: str, width: int, height: int) -> pygame.Surface:
        """The face of ``code`` at ``width`` × ``height``; small cards carry a bold index.

        A face with words (an action, the Unlucky 7, the Lucky 13) is kept per
        language, so switching languages shows the other words at once.
        """
        name = sprite_name(code, self.edition)
        key = (f"face:{self._tag(name)}", width, height)
        surface = self.assets.recall(key)
        if surface is None:
            surface = self._art(name, code, width, height)
            if height < SMALL_CARD:
                surface = self._with_index(surface, code)
            self.assets.remember(key, surface)
        return surface

    def _tag(self, name: str) -> str:
        """The sprite name, with the language when the face carries words."""
        return f"{name}@{current_language()}" if card_words.has_words(name) else name

    def _art(self, name: str, code: str, width: int, height: int) -> pygame.Surface:
        """The sprite scaled to size, with its words written in for a worded face."""
        if not card_words.has_words(name):
            return self.assets.scaled(name, width, height)
        import pygame

        full_key = (f"words:{self._tag(name)}", 0, 0)
        full = self.assets.recall(full_key)
        if full is None:
            full = self.assets.remember(
                full_key, card_words.worded(self.assets, name, code, self.assets.image(name)))
        if full.get_size() == (width, height):
            return full
        return pygame.transform.smoothscale(full, (max(1, width), max(1, height)))

    def warm(self, sizes: list[tuple[int, int]]) -> Iterator[None]:
        """Build every face of the edition at ``sizes``, one per step.

        The table runs this a little each frame from its start, so that the
        first appearance of a card never stalls a frame with loading and
        scaling.
        """
        codes = CLASSIC_CODES if self.edition == "classic" else VENGEANCE_CODES
        for width, height in sizes:
            self.back(width, height)
            self.shadow(width, height)
            yield
            for code in codes:
                self.face(code, width, height)
                yield

    def back(self, width: int, height: int) -> pygame.Surface:
        """The edition's card back at ``width`` × ``height``."""
        return self.assets.scaled(back_name(self.edition), width, height)

    def dimmed(self, code: str, width: int, height: int) -> pygame.Surface:
        """The face darkened, for a busted line."""
        key = (f"dim:{self._tag(sprite_name(code, self.edition))}", width, height)
        surface = self.assets.recall(key)
        if surface is None:
            import pygame

            surface = self.face(code, width, height).copy()
            # Multiply colour only: the transparent rounded corners stay transparent.
            surface.fill((120, 112, 118), special_flags=pygame.BLEND_RGB_MULT)
            self.assets.remember(key, surface)
        return surface

    def shadow(self, width: int, height: int) -> pygame.Surface:
        """A soft shadow for a card of this size (blit it offset down-right)."""
        key = ("card-shadow", width, height)
        surface = self.assets.recall(key)
        if surface is None:
            import pygame

            pad = 6
            surface = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
            radius = max(3, width // 12)
            pygame.draw.rect(surface, (0, 0, 0, 120), (pad, pad, width, height),
                             border_radius=radius)
            surface = pygame.transform.gaussian_blur(surface, 3)
            self.assets.remember(key, surface)
        return surface

    def _with_index(self, surface: pygame.Surface, code: str) -> pygame.Surface:
        import pygame

        out = surface.copy()
        w, h = out.get_size()
        label = index_label(code)
        if code == CHANCE:
            icon = self.assets.scaled("icon_chance", max(12, h // 3), max(12, h // 3))
            out.blit(icon, (2, 2))
            return out
        size = max(15, min(24, round(h * 0.34)))
        if len(label) >= 3:
            size -= 3  # "−10", "+10" must still fit the strip an overlapped card shows
        # The index sits on the card's own background colour, like a printed corner.
        back = out.get_at((w // 2, max(2, h // 14)))
        light = 0.299 * back.r + 0.587 * back.g + 0.114 * back.b > 150
        ink = DARK_TEXT if light else (255, 255, 255)
        text = self.assets.text(label, size, ink, "black")
        box = pygame.Rect(1, 1, min(w - 2, text.get_width() + 6), text.get_height() - 3)
        pygame.draw.rect(out, (back.r, back.g, back.b), box, border_bottom_right_radius=6,
                         border_top_left_radius=4)
        out.blit(text, (box.x + 3, box.y - 2))
        return out

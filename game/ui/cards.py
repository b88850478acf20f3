"""Card sprites: which file draws which card code, and cached card surfaces.

Card art is drawn at 2× (200×280) and scaled down once per size. Cards in
the lines get a bold index of their own in the top-left corner — the art's
corner index is too fine to read below about 100 px — so an overlapped line
in a crowded table still shows every value.

Only the sizes cards rest at are cached (a table layout has a handful). A
card in flight passes through a new size every frame: :meth:`CardPainter.flying`
scales it afresh each time (a twentieth of a millisecond) instead of keeping
thousands of sizes no frame will ask for again, which made memory grow with
every game (issue 14).

>>> from game.core import CLASSIC, VENGEANCE
>>> sprite_name("7", CLASSIC), sprite_name("0", VENGEANCE), sprite_name("/2", VENGEANCE)
('card_7', 'card_zero_v', 'card_half')
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, NamedTuple

from game.core.cards import CHANCE, is_number
from game.core.editions import CLASSIC, VENGEANCE, Edition
from game.i18n import current_language, has_key, t

from . import card_words
from .layout import MIN_STEP
from .theme import DARK_TEXT

if TYPE_CHECKING:
    import pygame

    from .assets import Assets

#: Below this height a card gets its own bold index (every card in a line does).
SMALL_CARD = 100
#: Below this height a card is a chip (the table's count of cards left): its number
#: alone, large, on the card's colour; its art scaled so small reads as squiggles.
CHIP_CARD = 32

#: The one size whose shadow is blurred for cards in flight; other sizes scale it.
_FLYING_SHADOW = (100, 140)


class Face(NamedTuple):
    """How one card code is drawn: its sprite (``assets/sprites/<sprite>.png``)
    and the bold corner ``label`` a small card gets."""

    sprite: str
    label: str


def _faces() -> dict[str, Face]:
    faces = {str(v): Face(f"card_{v}", str(v)) for v in range(14)}
    faces.update({
        "u7": Face("card_u7", "7"), "l13": Face("card_l13", "13"),
        "x2": Face("card_x2", "×2"), "/2": Face("card_half", "÷2"),
        "freeze": Face("card_freeze", "FRZ"), "flip3": Face("card_flip3", "F3"),
        "chance": Face("card_chance", "2nd"), "onemore": Face("card_onemore", "+1"),
        "flip4": Face("card_flip4", "F4"), "steal": Face("card_steal", "STL"),
        "swap": Face("card_swap", "SWP"), "discard": Face("card_discard", "DIS"),
    })
    for amount in (2, 4, 6, 8, 10):
        faces[f"+{amount}"] = Face(f"card_plus{amount}", f"+{amount}")
        faces[f"-{amount}"] = Face(f"card_minus{amount}", f"−{amount}")
    return faces


#: How every card code of both editions is drawn.
FACES: dict[str, Face] = _faces()

#: Faces one edition draws its own way: the Zero of With a Vengeance is a
#: black card of its own (V-10).
EDITION_FACES: dict[Edition, dict[str, Face]] = {
    VENGEANCE: {"0": Face("card_zero_v", "0")},
}



def edition_codes(edition: Edition) -> tuple[str, ...]:
    """Every card code ``edition`` can show, numbers first."""
    return tuple(sorted(set(edition.deck), key=lambda c: (not is_number(c), c)))


#: Every card code each edition can show, numbers first.
CLASSIC_CODES = edition_codes(CLASSIC)
VENGEANCE_CODES = edition_codes(VENGEANCE)


def face(code: str, edition: Edition) -> Face:
    """How ``code`` is drawn in ``edition``; ``ValueError`` for an unknown code."""
    found = EDITION_FACES.get(edition, {}).get(code) or FACES.get(code)
    if found is None:
        raise ValueError(f"unknown card code {code!r}")
    return found


def sprite_name(code: str, edition: Edition) -> str:
    """The sprite (``assets/sprites/<name>.png``) that draws ``code`` in ``edition``."""
    return face(code, edition).sprite


def edition_name(edition: Edition, brutal: bool = False) -> str:
    """The edition's name as the boxes of the current language print it ("Classic",
    "Grundspiel", "Basisspel"), with " · Brutal" in Brutal mode.

    >>> edition_name(VENGEANCE, True)
    'With a Vengeance · Brutal'
    """
    name = t(f"edition.{edition.name}")
    return t("edition.with_brutal", edition=name) if brutal else name


def back_name(edition: Edition) -> str:
    """The card back sprite of ``edition``."""
    return f"back_{edition.name}"


def index_label(code: str) -> str:
    """The short corner label of a card: ``"7"``, ``"+4"``, ``"×2"``, ``"÷2"``, ``"−4"``,
    and a few letters for an action in the current language (``"FRZ"``).

    >>> index_label("u7"), index_label("-10"), index_label("x2")
    ('7', '−10', '×2')
    """
    if has_key(f"index.{code}"):  # letters, in the language of the moment
        return t(f"index.{code}")
    found = FACES.get(code)
    return found.label if found is not None else code


def sprite_names(edition: Edition) -> list[str]:
    """Every card sprite ``edition`` needs, with its back."""
    return sorted({sprite_name(c, edition) for c in edition_codes(edition)}
                  | {back_name(edition)})


def _background(card: pygame.Surface) -> tuple[int, int, int]:
    """A card face's own background colour (near its top edge, above the art)."""
    w, h = card.get_size()
    colour = card.get_at((w // 2, max(2, h // 14)))
    return (colour.r, colour.g, colour.b)


def _ink_on(back: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark text on a light card colour, white on a dark one."""
    light = 0.299 * back[0] + 0.587 * back[1] + 0.114 * back[2] > 150
    return DARK_TEXT if light else (255, 255, 255)


def _chip_mark(chip: pygame.Surface, code: str) -> None:
    """The Unlucky 7's crack and a star for the Lucky 13, small, on ``chip``.

    A chip shows a number alone, so in With a Vengeance two chips read "7" and two
    "13"; a mark tells them apart beyond their colour (the 7 its card's own crack).
    """
    import pygame

    w, h = chip.get_size()
    if code == "u7":
        # A jagged crack across the chip's top and bottom edge, as on the card.
        for y in (max(3, h // 7), h - max(4, h // 7)):
            points = [(1 + i * (w - 2) / 6, y + (-1 if i % 2 else 1)) for i in range(7)]
            pygame.draw.lines(chip, (20, 0, 4), False, points, 1)
    elif code == "l13":
        # Above the number, inked like it.
        star = lucky_star(max(7, round(h * 0.3)), _ink_on(_background(chip)))
        chip.blit(star, star.get_rect(midtop=(w // 2, 1)))


def lucky_star(side: int, ink: tuple[int, int, int]) -> pygame.Surface:
    """The Lucky 13's mark where its clover is too small to read: a clover at chip or
    index size reads as "#", a small star says "the lucky one" where four leaves
    cannot. Drawn eight times larger and scaled down, for smooth edges."""
    import pygame

    big = pygame.Surface((side * 8, side * 8), pygame.SRCALPHA)
    c = side * 4.0
    corners = []
    for k in range(10):  # the five tips and the five notches between them
        reach, angle = c * (1.0 if k % 2 == 0 else 0.45), math.pi * k / 5 - math.pi / 2
        corners.append((c + reach * math.cos(angle), c + reach * math.sin(angle)))
    pygame.draw.polygon(big, ink, corners)
    return pygame.transform.smoothscale(big, (side, side))


#: The least height of a card in a seat's line (smaller ones are the History's).
_LINE_CARD = 40


def _index_size(label: str, code: str, height: int) -> tuple[int, int, int]:
    """The font size of ``label``, ``code``'s index on a card ``height`` tall, with the
    side of the Lucky 13's star and the room that star takes beside it (0 for others)."""
    size = max(15, min(24, round(height * 0.34)))
    if len(label) >= 3:
        size -= 3  # "−10", "+10" must still fit the strip an overlapped card shows
    elif label[:1] in ("−", "+", "×") and height >= _LINE_CARD:
        # A sign is as wide as a digit: "−8" filled the strip of a crowded line and
        # ran into the next card's index, "−8" then "0" read "−80" (QA 122). (The
        # History's cards lie apart: there the index keeps its size.)
        size -= 3
    # The index covers the Lucky 13's clover on a small card ("13," read like a
    # plain 13: QA 38); its star stands beside the number instead, as on a chip,
    # the number set smaller where the card is too narrow for both (the History's).
    side = max(6, round(size * 0.45))
    return size, side, (side + 1 if code == "l13" else 0)


def _index_room(width: int, extra: int) -> int:
    """The width an index may take on a card ``width`` wide: on the smallest cards (the
    History's) "−10" must not run off the card (it is set 4 px in; a pixel of the
    card's edge stays)."""
    return width - 8 - extra if extra else width - 5


class CardPainter:
    """Builds and caches every card surface one edition needs, at any size."""

    def __init__(self, assets: Assets, edition: Edition) -> None:
        self.assets = assets
        self.edition = edition
        self._reaches: dict[tuple[str, int, int], int] = {}

    def face(self, code: str, width: int, height: int) -> pygame.Surface:
        """The face of ``code`` at ``width`` × ``height``; small cards carry a bold index.

        A face with words (an action, the Unlucky 7, the Lucky 13) is kept per
        language, so switching languages shows the other words at once.
        """
        name = sprite_name(code, self.edition)
        key = (f"face:{self._tag(name)}", width, height)
        surface = self.assets.recall(key)
        if surface is None:
            surface = self._build_face(code, name, width, height, keep=True)
            self.assets.remember(key, surface)
        return surface

    def _build_face(self, code: str, name: str, width: int, height: int,
                    keep: bool) -> pygame.Surface:
        surface = self._art(name, code, width, height, keep)
        if height < CHIP_CARD and code != CHANCE:
            return self._chip(surface, code)
        if height < SMALL_CARD:
            surface = self._with_index(surface, code)
        return surface

    def _chip(self, surface: pygame.Surface, code: str) -> pygame.Surface:
        """``surface`` (the scaled art) as a chip: the card's colour and outline with its
        index large in the middle."""
        import pygame

        out = surface.copy()
        w, h = out.get_size()
        back = _background(out)
        pygame.draw.rect(out, back, pygame.Rect(1, 1, w - 2, h - 2), border_radius=3)
        # The Lucky 13's number sits a little smaller and lower, under its star.
        scale, drop = (0.5, 3) if code == "l13" else (0.6, 1)
        text = self._index_text(code, max(10, round(h * scale)), back, w - 3)
        out.blit(text, text.get_rect(center=(w // 2, h // 2 + drop)))
        _chip_mark(out, code)
        return out

    def index_reach(self, codes: Iterable[str], width: int, height: int) -> int:
        """How far the widest index among ``codes`` reaches from the left edge of a
        ``width`` × ``height`` line card, in the language of the moment (at least
        :data:`~game.ui.layout.MIN_STEP`): the strip an overlapped card must show for
        its value to read whole ("−10" under the next card read "−1", "SWP" "SW", at
        12 seats)."""
        return max((self._reach(code, width, height) for code in codes), default=MIN_STEP)

    def _reach(self, code: str, width: int, height: int) -> int:
        key = (f"{code}@{current_language()}", width, height)
        known = self._reaches.get(key)
        if known is None:
            from .widgets import shrunk_size

            if code == CHANCE:
                reach = 2 + max(12, height // 3)  # its icon (see _with_index)
            else:
                label = index_label(code)
                size, _side, extra = _index_size(label, code, height)
                size = shrunk_size(self.assets, label, size, _index_room(width, extra),
                                   "black", 10)
                # The divide sign is drawn as wide as a "+" (see _divide).
                shown = "+2" if code == "/2" else label
                reach = 4 + self.assets.font("black", size).size(shown)[0] + extra
            known = self._reaches[key] = max(MIN_STEP, reach)
        return known

    def _index_text(self, code: str, size: int, back: tuple[int, int, int],
                    room: int) -> pygame.Surface:
        """``code``'s index at ``size`` (smaller, down to 10 px, until it is at most
        ``room`` wide), inked to stand out on ``back``."""
        from .widgets import shrunk_size

        label = index_label(code)
        size = shrunk_size(self.assets, label, size, room, "black", 10)
        ink = _ink_on(back)
        return self._divide(size, ink) if code == "/2" else \
            self.assets.text(label, size, ink, "black")

    def _tag(self, name: str) -> str:
        """The sprite name, with the language when the face carries words."""
        return f"{name}@{current_language()}" if card_words.has_words(name) else name

    def _art(self, name: str, code: str, width: int, height: int,
             keep: bool) -> pygame.Surface:
        """The sprite scaled to size, with its words written in for a worded face (the
        full-size worded face is kept per language; ``keep`` is for the scaled one)."""
        if not card_words.has_words(name):
            return self.assets.scaled(name, width, height, keep)
        import pygame

        full_key = (f"words:{self._tag(name)}", 0, 0)
        full = self.assets.recall(full_key)
        if full is None:
            full = self.assets.remember(
                full_key, card_words.worded(self.assets, name, code, self.assets.image(name)))
        if full.get_size() == (width, height):
            return full
        return pygame.transform.smoothscale(full, (max(1, width), max(1, height)))

    def flying(self, code: str | None, width: int, height: int) -> pygame.Surface:
        """The face of ``code`` (its back for ``None``) at a size met in flight: not cached.

        A size cached already (where the card rests) is used as it is.
        """
        if code is None:
            return self.assets.scaled(back_name(self.edition), width, height, keep=False)
        name = sprite_name(code, self.edition)
        cached = self.assets.recall((f"face:{self._tag(name)}", width, height))
        return cached if cached is not None else self._build_face(code, name, width, height,
                                                                  keep=False)

    def flying_shadow(self, width: int, height: int) -> pygame.Surface:
        """A shadow for a card in flight: the cached one of its size, or one scaled to it."""
        cached = self.assets.recall(("card-shadow", width, height))
        if cached is not None:
            return cached
        import pygame

        base = self.shadow(*_FLYING_SHADOW)
        pad_w = base.get_width() - _FLYING_SHADOW[0]
        pad_h = base.get_height() - _FLYING_SHADOW[1]
        return pygame.transform.smoothscale(base, (width + pad_w, height + pad_h))

    def warm(self, sizes: list[tuple[int, int]]) -> Iterator[None]:
        """Build every face of the edition at ``sizes``, one per step.

        The table runs this a little each frame from its start, so that the
        first appearance of a card never stalls a frame with loading and
        scaling.
        """
        codes = edition_codes(self.edition)
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

    def _divide(self, size: int, ink: tuple[int, int, int]) -> pygame.Surface:
        """"÷2" with a ÷ drawn as wide as a "+" and dots that show: the font's own
        sign is small, and at index sizes it read as "+2" (a card Vengeance lacks)."""
        import pygame

        two = self.assets.text("2", size, ink, "black")
        plus_w = self.assets.font("black", size).size("+")[0]
        h = two.get_height()
        out = pygame.Surface((plus_w + 1 + two.get_width(), h), pygame.SRCALPHA)
        mid = h // 2 + 1
        bar = max(2, size // 8)
        pygame.draw.rect(out, ink, (1, mid - bar // 2, plus_w - 2, bar))
        dot = max(1.5, size / 11)
        for y in (mid - bar // 2 - dot - 2, mid + bar - bar // 2 + dot + 1):
            pygame.draw.circle(out, ink, (plus_w / 2, y), dot)
        out.blit(two, (plus_w + 1, 0))
        return out

    def _with_index(self, surface: pygame.Surface, code: str) -> pygame.Surface:
        import pygame

        out = surface.copy()
        w, h = out.get_size()
        label = index_label(code)
        if code == CHANCE:
            icon = self.assets.scaled("icon_chance", max(12, h // 3), max(12, h // 3))
            out.blit(icon, (2, 2))
            return out
        size, side, extra = _index_size(label, code, h)
        # The index sits on the card's own background colour, like a printed corner.
        back = _background(out)
        star = lucky_star(side, _ink_on(back)) if code == "l13" else None
        text = self._index_text(code, size, back, _index_room(w, extra))
        # Deep enough for the Lucky 13 to hide most of the clover, short of its big 13.
        deep = round(h * 0.24) if star is not None else 0
        box = pygame.Rect(1, 1, min(w - 2, text.get_width() + 6 + extra),
                          max(deep, text.get_height() - 3))
        pygame.draw.rect(out, back, box, border_bottom_right_radius=6,
                         border_top_left_radius=4)
        out.blit(text, (box.x + 3, box.y - 2))
        if star is not None:
            out.blit(star, (box.x + 3 + text.get_width(), box.y + 1))
        return out

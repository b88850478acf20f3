"""Buttons, option selectors, a text field, and a keyboard-and-mouse menu of them.

Every widget is drawn from cached surfaces (nine-sliced button art, text
renderings), so a menu costs a few blits per frame. A :class:`Menu` gives
the same control to mouse and keyboard: the pointer focuses what it is over,
arrows and Tab move the focus, Enter or Space activates.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import Label, names_label, shown_player_name, t

from . import input as inp
from .theme import BUTTON, DIALOG_FILL, GOLD, MUTED, PANEL, PANEL_EDGE, RED, SMALL, TEXT

if TYPE_CHECKING:
    from .assets import Assets


def nine_slice(assets: Assets, name: str, width: int, height: int,
               border: int = 14) -> pygame.Surface:
    """Sprite ``name`` stretched to ``width`` × ``height`` keeping its corners crisp (cached)."""
    key = (f"9:{name}", width, height)
    surface = assets.recall(key)
    if surface is not None:
        return surface
    source = assets.image(name)
    sw, sh = source.get_size()
    b = min(border, sw // 2 - 1, sh // 2 - 1, width // 2, height // 2)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    # Source columns/rows: corner, stretchable middle, corner.
    xs = [(0, b, 0, b), (b, sw - 2 * b, b, width - 2 * b), (sw - b, b, width - b, b)]
    ys = [(0, b, 0, b), (b, sh - 2 * b, b, height - 2 * b), (sh - b, b, height - b, b)]
    for sx, sw_, dx, dw in xs:
        for sy, sh_, dy, dh in ys:
            if dw <= 0 or dh <= 0:
                continue
            piece = source.subsurface((sx, sy, sw_, sh_))
            if (sw_, sh_) != (dw, dh):
                piece = pygame.transform.smoothscale(piece, (dw, dh))
            out.blit(piece, (dx, dy))
    return assets.remember(key, out)


def panel(assets: Assets, width: int, height: int, fill: tuple[int, ...] = PANEL,
          radius: int = 14, edge: tuple[int, ...] | None = PANEL_EDGE) -> pygame.Surface:
    """A translucent rounded panel surface (cached per size and colour)."""
    key = (f"panel:{fill}:{radius}:{edge}", width, height)
    surface = assets.recall(key)
    if surface is None:
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=radius)
        if edge is not None:
            pygame.draw.rect(surface, edge, surface.get_rect(), width=1, border_radius=radius)
        assets.remember(key, surface)
    return surface


def shade(assets: Assets, alpha: int) -> pygame.Surface:
    """The whole screen's black at ``alpha``: one surface, its alpha set for each use.

    A panel per alpha, as a fade-in asked for one a frame, kept a 3.5 MB surface for
    every alpha a frame's time gave: about 400 MB over a hot-seat evening (QA 124).
    """
    from .theme import HEIGHT, WIDTH

    key = ("shade", WIDTH, HEIGHT)
    surface = assets.recall(key)
    if surface is None:
        surface = assets.remember(key, pygame.Surface((WIDTH, HEIGHT)))
    surface.set_alpha(max(0, min(255, alpha)))
    return surface


def dialog(surface: pygame.Surface, assets: Assets, rect: pygame.Rect, title: str,
           size: int = 36, title_y: int = 36) -> None:
    """An overlay's frame: what is below dimmed, a panel at ``rect``, its title on top."""
    from .theme import HEIGHT, WIDTH

    surface.blit(panel(assets, WIDTH, HEIGHT, (0, 0, 0, 150), 0, None), (0, 0))
    surface.blit(panel(assets, rect.w, rect.h, DIALOG_FILL, 22, (*GOLD, 150)), rect)
    # A long title (German, Dutch) takes a smaller size rather than spill past the panel.
    title_image = assets.text(title, fit_size(assets, title, size, rect.w - 40, "black"), GOLD,
                              "black")
    surface.blit(title_image, title_image.get_rect(center=(rect.centerx, rect.y + title_y)))


def glow(assets: Assets, width: int, height: int, color: tuple[int, int, int],
         spread: int = 10, radius: int = 16) -> pygame.Surface:
    """A soft coloured halo ``spread`` px around a ``width`` × ``height`` box (cached)."""
    key = (f"glow:{color}:{spread}:{radius}", width, height)
    surface = assets.recall(key)
    if surface is None:
        # Blur a quarter-size copy and scale it up: a halo has no detail to lose,
        # and blurring full size costs tens of milliseconds for a seat panel.
        full = (width + 4 * spread, height + 4 * spread)
        small = pygame.Surface((max(4, full[0] // 4), max(4, full[1] // 4)), pygame.SRCALPHA)
        q = spread / 4
        rect = pygame.Rect(round(2 * q), round(2 * q), round(width / 4), round(height / 4))
        rect.inflate_ip(max(1, round(q)), max(1, round(q)))
        pygame.draw.rect(small, (*color, 200), rect, border_radius=max(1, (radius + spread) // 4))
        small = pygame.transform.gaussian_blur(small, max(1, round(q / 2)))
        surface = pygame.transform.smoothscale(small, full)
        assets.remember(key, surface)
    return surface


def breakable_words(text: str) -> list[str]:
    r"""``text``'s words, split where a line may break: at spaces, tabs and newlines,
    not at a no-break space ("18,3\u00a0%" broke before its "%": QA 35; Python's
    plain split breaks there too).

    A key in brackets stays with the word before it: "Met Stoppen / (S) zet…" put
    the key on the next line, apart from what it does (QA 54). A sum stays whole,
    its signs with the numbers on both sides, and so does the game's name: the
    Rules' example ended on a line of its own, "= 35." (QA 54), or "Flip / 7:".

    >>> breakable_words(" 18,3\u00a0% to  win\n")
    ['18,3\xa0%', 'to', 'win']
    >>> breakable_words("Met Stoppen (S) zet")
    ['Met', 'Stoppen (S)', 'zet']
    >>> breakable_words("make Flip 7: 20 + 15 = 35.")
    ['make', 'Flip 7:', '20 + 15 = 35.']

    A dash between two clauses stays at the end of a line, never starts one (a
    coach's line began "– jede Wahl…": QA 75).

    >>> breakable_words("auf Dev – jede Wahl")
    ['auf', 'Dev –', 'jede', 'Wahl']

    A bracket of the rulebook's codes stays whole (the Rules set it dimmer).

    >>> breakable_words("must (V-S, V-10).")
    ['must', '(V-S, V-10).']
    """
    words: list[str] = []
    glued = False  # the word before was a sign: this one joins it
    for word in re.split(r"[ \t\r\n]+", text):
        if not word:
            continue
        sign = word in _SIGNS
        if words and (glued or sign or word in _DASHES or _KEY_IN_BRACKETS.fullmatch(word)
                      or (words[-1] == "Flip" and word.startswith("7"))
                      or _OPEN_CODES.search(words[-1])):
            words[-1] += " " + word
        else:
            words.append(word)
        glued = sign
    return words


#: One of the rulebook's codes: "G-7", "C-S", "V-B-3".
RULE_CODE = r"[CGV]-[A-Z0-9]+(?:-[A-Z0-9]+)?"
#: A bracket of rule codes still open at a word's end: "(V-S,".
_OPEN_CODES = re.compile(rf"\({RULE_CODE}(?:, {RULE_CODE})*,$")
#: Signs standing alone between two numbers ("20 + 15 = 35"): a line never breaks at them.
_SIGNS = frozenset({"=", "+", "−", "×", "÷"})
#: Dashes between clauses: a line may break after one, not before.
_DASHES = frozenset({"–", "—"})


#: A key named in brackets after its word: "(S)", "(H)", "(?)", "(Esc)".
_KEY_IN_BRACKETS = re.compile(r"\(\S{1,3}\)[.,;:!?]?")


def shortened(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut at a word with "…" so that it fits ``width`` pixels in ``font``
    (unchanged if it fits; cut inside a word only when one word is too wide).

    A twin's number at the end stays ("threshold:0.3… (4)" lost its "(4)", the
    one thing telling it from its twins), and a text already cut keeps one "…"
    (a doubled "……" showed beside the dealer chip: QA 83).

    >>> import pygame; pygame.font.init()
    >>> font = pygame.font.Font(None, 20)
    >>> shortened(font, "short", 500), shortened(font, "word " * 40, 100).endswith("…")
    ('short', True)
    >>> twin = shortened(font, "threshold:0.3… (4)", font.size("threshold (4)")[0])
    >>> twin.endswith("… (4)"), twin.count("…")
    (True, 1)
    >>> shortened(font, "threshold:0.3… (3)", font.size("threshold:0.… (3)")[0])
    'threshold:0… (3)'
    """
    if font.size(text)[0] <= width:
        return text
    twin = _TWIN_AT_END.search(text)
    if twin and font.size("x…" + twin.group())[0] <= width:
        head = _shortened_head(font, text[:twin.start()],
                               width - font.size(twin.group())[0])
        return head + twin.group()
    return _shortened_head(font, text, width)


#: A twin's number after a name ("Ann (2)": :func:`game.session.seats.with_twin`).
_TWIN_AT_END = re.compile(r" \(\d+\)$")


def twin_number(text: str) -> str:
    """The twin's number at the end of ``text`` (a name, or a name cut by
    :func:`shortened`), with its space; ``""`` if none.

    >>> twin_number("Chr… (2)"), twin_number("Ann"), twin_number("(2)")
    (' (2)', '', '')
    """
    twin = _TWIN_AT_END.search(text)
    return twin.group() if twin else ""


def _shortened_head(font: pygame.font.Font, text: str, width: int) -> str:
    """:func:`shortened` without the twin's number: cut at a word, then a letter."""
    if font.size(text)[0] <= width:
        return text
    words = breakable_words(text)
    while len(words) > 1 and font.size(" ".join(words) + "…")[0] > width:
        words.pop()
    cut = " ".join(words).rstrip(",.:;…")
    while len(cut) > 1 and font.size(cut + "…")[0] > width:
        # No stop or comma before the "…": "threshold:0.… (3)" read as a doubled
        # ellipsis (QA 86).
        cut = cut[:-1].rstrip(",.:;…")
    return cut + "…"


def shortened_apart(font: pygame.font.Font, text: str, others: Sequence[str],
                    width: int, least: int = 3, tight: bool = False,
                    within: bool = False) -> str | None:
    """``text`` cut in the middle to fit ``width`` pixels, keeping as much of its end
    as tells it from each of ``others`` (names :func:`shortened` cuts alike), and at
    least two letters of it: "Christ…er" beside "Christ…he". ``None`` where no end tells
    them apart or fewer than ``least`` letters of the start are left.

    >>> import pygame; pygame.font.init()
    >>> font = pygame.font.Font(None, 20)
    >>> width = font.size("Christo…")[0]
    >>> shortened_apart(font, "Christopher", ["Christophe"], width)[-3:]
    '…er'
    >>> shortened_apart(font, "Christophe", ["Christopher"], width)[-3:]
    '…he'
    >>> shortened_apart(font, "Anna-Maria", ["Anne-Maria"], width) is None  # alike ends
    True
    >>> shortened_apart(font, "Gwendoline Mo…", ["Gwendolyn"], width)  # one "…"
    'Gwe…Mo'

    A twin's number stays at the end, after the letters that tell the names apart, and
    so it does after a name cut already ("Barth…… (2)": QA 212).

    >>> ma, wa = "Bartholomäus Ma… (2)", "Bartholomäuse W… (2)"
    >>> wide = font.size("Bartho…Ma (2)")[0]
    >>> shortened_apart(font, ma, [wa], wide), shortened_apart(font, wa, [ma], wide)
    ('Bartho…Ma (2)', 'Barthol…W (2)')

    An end that tells them apart starts where a number does: "Custom…7 %" read as 7 %
    (QA 235). With ``within``, where the whole number does not fit, from within it:
    a last try, for two "Kim…" are worse (QA 237), after every try that keeps numbers
    whole with fewer letters of the start ("Cust…8 %" had won over "Cu…38 %": QA 238).

    >>> shortened_apart(font, "Custom 37 %", ["Custom 30 %"], font.size("Custom…7 %")[0])
    'Custo…37 %'
    >>> kim = ("Kim 0612345679", ["Kim 0612345670"], font.size("Kim 06…79")[0])
    >>> shortened_apart(font, *kim), shortened_apart(font, *kim, within=True)
    (None, 'Kim 06…79')

    ``tight``: the number without its space, for a last try where even that is too
    wide ("Ch…Wa(2)"); and with ``least`` 0 none of the start is needed ("…Wa(2)").

    >>> shortened_apart(font, ma, [wa], wide, tight=True)
    'Barthol…Ma(2)'
    """
    # A twin's number is the same for the names told apart here (see _shortened_among).
    number = twin_number(text)
    if number:
        text = text.removesuffix(number)
        others = [other.removesuffix(number) for other in others]
    # A name cut already ("Gwendoline Mo…", from a record made elsewhere) is told apart
    # by its letters, not its "…" ("Gwe…o…": QA 175).
    # (Cut at a space, "Bartholomäus …", it ends in letters, not the space: QA 212.)
    text = text.removesuffix("…").rstrip()
    others = [other.removesuffix("…").rstrip() for other in others]
    for ends in range(2, len(text)):
        if text[-ends:] in {other[-ends:] for other in others}:
            continue
        # Not from the middle of a number: "Custo…7 %" for "Custom 37 %" beside
        # "Custom 30 %" read as 7 % (QA 235); "Cus…37 %" then (``within``: see above).
        at = len(text) - ends
        while not within and at > 0 and _in_number(text, at - 1) and _in_number(text, at):
            at -= 1
        tail = text[at:].lstrip() + (number.lstrip() if tight else number)
        head = text[:at].rstrip()
        # Down to one letter of the start, or with ``least`` 0 to none ("…Wa(2)").
        while len(head) > min(least, 1) and font.size(head + "…" + tail)[0] > width:
            head = head[:-1].rstrip()
        return head + "…" + tail if len(head) >= least and font.size(
            head + "…" + tail)[0] <= width else None
    return None


def _in_number(text: str, at: int) -> bool:
    """Is ``text[at]`` part of a number: a digit, or a decimal mark between two?

    >>> [_in_number("12.5 %", at) for at in range(6)]
    [True, True, True, True, False, False]
    """
    if text[at].isdigit():
        return True
    return (text[at] in ".," and 0 < at < len(text) - 1 and text[at - 1].isdigit()
            and text[at + 1].isdigit())


def shortened_among(font: pygame.font.Font, text: str, others: Sequence[str],
                    width: int) -> str:
    """``text`` cut by :func:`shortened` to fit ``width`` pixels in ``font``, unless
    the cut could be another of ``others`` (the names shown with it, cut to the same
    width): then cut in the middle to keep the end that tells it apart
    (:func:`shortened_apart`: "Christ…er W." for "Christopher W.", "Christopher…"
    for both it and "Christopher M." in the game-over legend with Large text: QA 180).

    >>> import pygame; pygame.font.init()
    >>> font = pygame.font.Font(None, 20)
    >>> names = ["Christopher W.", "Christopher M."]
    >>> width = font.size("Christopher…")[0]
    >>> [shortened_among(font, name, names, width)[-2:] for name in names]
    ['W.', 'M.']
    >>> shortened_among(font, "Ann", names, width), shortened_among(font, "Ann", [], 1)
    ('Ann', 'A…')
    >>> twins = ["Christopher Wa (2)", "Christopher Ma (2)"]
    >>> width = font.size("Christoph… (2)")[0]
    >>> [shortened_among(font, name, twins, width)[-6:] for name in twins]
    ['Wa (2)', 'Ma (2)']
    """
    return _shortened_among(font, text, tuple(others), width)


@functools.lru_cache(maxsize=1024)
def _shortened_among(font: pygame.font.Font, text: str, others: tuple[str, ...],
                     width: int) -> str:
    # Cached: the lists that use it are drawn every frame, up to 18 names each.
    cut = shortened(font, text, width)
    if cut == text:
        return cut
    # A twin's number stays after the "…" ("Christoph… (2)"): the cut is alike to
    # the others with that start and that number ("Christopher Ma (2)": QA 193).
    number = twin_number(cut)
    stem = cut.removesuffix(number).removesuffix("…")
    alike = [other for other in others
             if other != text and other.startswith(stem) and other.endswith(number)]
    if not alike:
        return cut
    # Numbers whole first, down to one letter of the start ("C…37 %" rather than
    # "Cu…7 %", read as 7 %: QA 238), then from within them.
    return (shortened_apart(font, text, alike, width)
            or shortened_apart(font, text, alike, width, 2)
            or shortened_apart(font, text, alike, width, 1)
            or shortened_apart(font, text, alike, width, within=True)
            or shortened_apart(font, text, alike, width, 2, within=True) or cut)


def shortened_start(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` with whole letters taken off its start, after "…", so that it fits
    ``width`` pixels in ``font`` (unchanged if it fits): the end of a line being typed.

    >>> import pygame; pygame.font.init()
    >>> font = pygame.font.Font(None, 20)
    >>> shortened_start(font, "short", 500), shortened_start(font, "x" * 80 + "end|", 60)[-4:]
    ('short', 'end|')
    >>> shortened_start(font, "x" * 80 + "end|", 60)[0]
    '…'
    """
    if font.size(text)[0] <= width:
        return text
    # The fewest letters off the start, found by halving: one letter at a time, a
    # 360-letter path took 21 ms a frame in the export dialog (QA 124).
    low, high = 1, max(1, len(text) - 1)
    while low < high:
        middle = (low + high) // 2
        if font.size("…" + text[middle:])[0] > width:
            low = middle + 1
        else:
            high = middle
    return "…" + text[low:]


def fitting_names(font: pygame.font.Font, names: Sequence[str], width: int,
                  most: int = 4) -> str:
    """The players' names as :func:`~game.i18n.names_label` lists them ("Ann, Ben + 8
    more"), as many of the first ``most`` as fit ``width`` pixels in ``font``, the
    count of the rest always said; a first name too long even alone is shortened
    with "…". Cut at the box's edge, the count went, and a 12-seat game looked like
    one of four (QA twenty-third pass).

    >>> import pygame; pygame.font.init()
    >>> font = pygame.font.Font(None, 20)
    >>> names = ["Bartholomäus", "Friedrich-Wilh", "Maximiliane", "Konstantinos", "Eva"]
    >>> fitting_names(font, names, 1000)
    'Bartholomäus, Friedrich-Wilh, Maximiliane, Konstantinos + 1 more'
    >>> fitting_names(font, names, 270), fitting_names(font, names, 105)
    ('Bartholomäus, Friedrich-Wilh + 3 more', 'Bart… + 4 more')
    """
    for fits in range(min(most, len(names)), 0, -1):
        text = names_label(names, fits)
        if font.size(text)[0] <= width:
            return text
    first = shown_player_name(names[0]) if names else ""
    for keep in range(len(first) - 1, 0, -1):
        text = names_label([first[:keep].rstrip() + "…", *names[1:]], 1)
        if font.size(text)[0] <= width:
            break
    return text


def cut_long_words(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` with every word wider than ``width`` pixels cut in its middle ("…"),
    keeping its start and its end: a long path stays recognisable, and the words
    after it still have room on the line.

    >>> import pygame; pygame.font.init()
    >>> font = pygame.font.Font(None, 20)
    >>> cut = cut_long_words(font, "at /" + "a" * 200 + "/end.json: too long", 120)
    >>> cut.startswith("at /aa") and "…" in cut and cut.endswith("/end.json: too long")
    True
    """
    words = []
    for word in text.split(" "):
        if font.size(word)[0] > width:
            # The most letters of each end that fit, found by halves: a letter at a
            # time, a path of thousands took half a second (QA 203).
            low, high = 1, len(word) // 2
            while low < high:
                middle = (low + high + 1) // 2
                if font.size(word[:middle] + "…" + word[-middle:])[0] <= width:
                    low = middle
                else:
                    high = middle - 1
            # The end names the file, so it keeps a little more than the start.
            word = word[:max(low - 4, 1)] + "…" + word[-(low + 4):]
        words.append(word)
    return " ".join(words)


def fit_size(assets: Assets, text: str, base: int, width: int, weight: str = "bold") -> int:
    """The size to set running ``text`` of ``base`` px in within ``width`` pixels: the
    Large text size (:meth:`Assets.size`) where it fits, else ``base`` — a step back
    rather than an overlap; what is too wide even then is the caller's to cut or wrap.

    >>> import pygame; pygame.font.init()
    >>> from game.ui.assets import Assets
    >>> assets = Assets(); assets.large_text = lambda: True
    >>> fit_size(assets, "Quit", 22, 300), fit_size(assets, "Beenden " * 6, 22, 300)
    (25, 22)
    """
    size = assets.size(base)
    if size != base and assets.font(weight, size).size(text)[0] > width:
        return base
    return size


def shrunk_size(assets: Assets, text: str, size: int, width: int, weight: str,
                smallest: int) -> int:
    """``size``, or smaller one px at a time (not below ``smallest``) until ``text`` is
    at most ``width`` pixels wide; what is too wide even then is the caller's to cut.

    >>> import pygame; pygame.font.init()
    >>> from game.ui.assets import Assets
    >>> assets = Assets()
    >>> [shrunk_size(assets, text, 20, 300, "bold", 12) for text in ("Quit", "W" * 40)]
    [20, 12]
    """
    while size > smallest and assets.font(weight, size).size(text)[0] > width:
        size -= 1
    return size


#: Rows at least this tall take the Large text step; a shorter row (a crowded list of
#: 18) keeps the usual size, so that one row's letters never touch the next's.
LARGE_ROW = 30


def row_size(assets: Assets, base: int, row_height: int) -> int:
    """The size of running text of ``base`` px in a list's row ``row_height`` tall:
    :meth:`Assets.size` where the row has room for it (see :data:`LARGE_ROW`).

    >>> from game.ui.assets import Assets
    >>> assets = Assets(); assets.large_text = lambda: True
    >>> row_size(assets, 20, 40), row_size(assets, 20, 26)
    (23, 20)
    """
    return assets.size(base) if row_height >= LARGE_ROW else base


def balanced_wrap(font: pygame.font.Font, text: str, width: int,
                  break_words: bool = False) -> list[str]:
    """``text`` in as few lines as :func:`wrap_text` needs at ``width``, but with the
    lines as even as they can be: no lone word on a last line ("…46.4 % if you" /
    "hit.") where the words can share the lines. ``break_words`` as for
    :func:`wrap_text` (a file's path).

    >>> import pygame; pygame.font.init()
    >>> font = pygame.font.Font(None, 20)
    >>> text = "Stay: you win 61.2 % if you stay and 46.4 % if you hit."
    >>> wide = font.size(text)[0] - 5
    >>> [len(line) for line in wrap_text(font, text, wide)]
    [50, 4]
    >>> [len(line) for line in balanced_wrap(font, text, wide)]
    [27, 27]
    """
    lines = wrap_text(font, text, width, break_words)
    if len(lines) < 2:
        return lines
    low, high = 1, width  # the narrowest width that needs no more lines
    while low < high:
        middle = (low + high) // 2
        if len(wrap_text(font, text, middle, break_words)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return wrap_text(font, text, high, break_words)


def wrap_text(font: pygame.font.Font, text: str, width: int,
              break_words: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``width`` pixels in ``font``; a word
    wider than a line stays whole (a caller may shrink the type or cut it with "…")
    unless ``break_words``, which breaks it inside (after a "/", "-" or "." where
    it can): a file's path in a notice.

    >>> import pygame; pygame.font.init()
    >>> len(wrap_text(pygame.font.Font(None, 20), "word " * 40, 100)) > 3
    True
    """
    lines: list[str] = []
    current = ""
    for word in breakable_words(text):
        trial = f"{current} {word}".strip(" ")
        if not current or font.size(trial)[0] <= width:
            current = trial
        elif not break_words or font.size(word)[0] <= width:
            lines.append(current)
            current = word
        else:
            current = trial  # too long for any line: it starts on this one
        # A word wider than the line (a file's path in a notice) is broken inside it:
        # left whole, it ran off the screen (QA nineteenth pass).
        while break_words and font.size(current)[0] > width and len(current) > 1:
            head = _fitting_head(font, current, width)
            lines.append(head.rstrip())
            current = current[len(head):].lstrip()
    if current:
        lines.append(current)
    _keep_short_words_company(font, lines, width)
    return lines


#: A word this short alone on a line inside a paragraph reads as a slip.
_LONE_WORD = 4


def _keep_short_words_company(font: pygame.font.Font, lines: list[str], width: int) -> None:
    """A short word alone on a line before a long one (a file's name) takes the word
    before it along, where the two fit: "(aufbewahrt / als / settings.json.damaged-…"
    left "als" alone (QA 118). The last line is left as it is (a short last word
    reads as the end it is).

    >>> import pygame; pygame.font.init()
    >>> font = pygame.font.Font(None, 20)
    >>> lines = ["one two three four", "as", "settings.json.damaged-20261206"]
    >>> _keep_short_words_company(font, lines, font.size(lines[0])[0])
    >>> lines
    ['one two three', 'four as', 'settings.json.damaged-20261206']
    """
    for i in range(1, len(lines) - 1):
        word, before = lines[i], lines[i - 1]
        if " " in word or len(word) > _LONE_WORD or " " not in before:
            continue
        head, last = before.rsplit(" ", 1)
        joined = f"{last} {word}"
        alone = " " not in head and len(head) <= _LONE_WORD  # it would leave another
        if not alone and font.size(joined)[0] <= width:
            lines[i - 1], lines[i] = head, joined


#: Where a line too long for its width is best broken, best first: at a space when
#: the rest then fits a line of its own (a file's name starts its line whole), after
#: a path separator, after a dash, and only then at a dot (the dot starting the next
#: line): "kept as current.flip7.json." above "damaged-2026…" read as the end of a
#: sentence (QA twenty-third pass).
_BREAKS = (" ", "/\\", "-_", ".,;:)")


def _fitting_head(font: pygame.font.Font, word: str, width: int) -> str:
    """The longest start of ``word`` that fits ``width`` (at least one letter), cut
    where :data:`_BREAKS` says.

    >>> import pygame; pygame.font.init()
    >>> font = pygame.font.Font(None, 20)
    >>> head = _fitting_head(font, "/home/ann/settings.json.damaged-2026", 120)
    >>> head.endswith("/") and font.size(head)[0] <= 120
    True
    >>> _fitting_head(font, "kept as current.flip7.json.damaged-2026", 240)
    'kept as '

    A name that fits no line whole starts a line of its own where it breaks there
    after a dash, rather than break at a dot after the words before it.

    >>> name = "current.flip7.json.damaged-20261206-161952."
    >>> wide = font.size(name)[0] * 3 // 4
    >>> _fitting_head(font, "It was kept as " + name, wide)
    'It was kept as '
    """
    fits = 1
    while fits < len(word) and font.size(word[:fits + 1])[0] <= width:
        fits += 1
    head = word[:fits]
    space = head.rfind(" ")
    if space > 0 and font.size(word[space + 1:])[0] <= width:
        return head[:space + 1]  # what follows fits a line of its own: left whole
    # Inside the last word only: a dash in an earlier one ("players (G-2)). It was
    # kept as current.flip7.json…") broke a rule's id in two (QA twenty-ninth pass).
    start = space + 1 if space > 0 else 0
    for marks in _BREAKS[1:]:
        cut = max(head.rfind(mark, start) for mark in marks)
        if cut > 0:
            if space > 0 and marks == _BREAKS[-1] \
                    and _fitting_head(font, word[start:], width)[-1] in _BREAKS[1] + _BREAKS[2]:
                # Only a dot here, a slash or dash on a line of its own: the name starts
                # the next line ("current / .flip7.json.damaged-…" read badly: QA 118).
                return head[:start]
            # Before a dot, after anything else: a line ending "…flip7.json." read as
            # a sentence's end, where ".damaged-2026…" below plainly goes on.
            return head[:cut] if head[cut] == "." else head[:cut + 1]
    return head[:space + 1] if space > 0 else head


def balanced_pair(font: pygame.font.Font, text: str) -> list[str]:
    """``text`` broken into two lines at the space that makes the longer line the
    shortest: a title in two lines reads as one when its halves are about even,
    where filling the first line leaves a word or two alone below. Never wider
    than the first-fit break, which is one of the breaks tried.

    >>> import pygame; pygame.font.init()
    >>> balanced_pair(pygame.font.Font(None, 40), "a bb ccc dddd eeeee ffffff")
    ['a bb ccc dddd', 'eeeee ffffff']
    """
    words = breakable_words(text)
    splits = ([" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words)))
    return min(splits, key=lambda pair: max(font.size(line)[0] for line in pair),
               default=[text])


def fit_lines(assets: Assets, text: str, weight: str, sizes: Sequence[int], width: int,
              most: int = 2) -> tuple[list[str], int]:
    """The lines and type size (one of ``sizes``, largest first) that set ``text``
    within ``width`` pixels: fewer lines first (a title a little smaller reads better
    than broken in two), then the larger type, at most ``most`` lines; failing that,
    the smallest size wrapped, a line still too wide cut with "…".

    >>> import pygame; pygame.font.init()
    >>> from game.ui.assets import Assets
    >>> fit_lines(Assets(), "Ann's turn", "black", (56, 40), 556)
    (["Ann's turn"], 56)
    >>> fit_lines(Assets(), "WmWmWmWmWmWmWm is aan de beurt", "black", (56, 48, 40), 556)
    (['WmWmWmWmWmWmWm', 'is aan de beurt'], 40)
    """
    for lines_allowed in range(1, most + 1):
        for size in sizes:
            font = assets.font(weight, size)
            lines = wrap_text(font, text, width)
            if len(lines) <= lines_allowed and all(font.size(line)[0] <= width
                                                   for line in lines):
                return (balanced_pair(font, text) if len(lines) == 2 else lines), size
    font = assets.font(weight, sizes[-1])
    return [shortened(font, line, width) for line in wrap_text(font, text, width)], sizes[-1]


def blit_center(target: pygame.Surface, surface: pygame.Surface,
                center: tuple[float, float]) -> pygame.Rect:
    """Blit ``surface`` centred on ``center``; return where it went."""
    rect = surface.get_rect(center=(round(center[0]), round(center[1])))
    target.blit(surface, rect)
    return rect


def blit_alpha(target: pygame.Surface, surface: pygame.Surface, pos: tuple[int, int],
               alpha: int) -> None:
    """Blit ``surface`` at ``alpha`` (0–255) without changing it for later blits."""
    if alpha >= 255:
        target.blit(surface, pos)
        return
    if alpha <= 0:
        return
    old = surface.get_alpha()
    surface.set_alpha(alpha)
    target.blit(surface, pos)
    surface.set_alpha(old)


class Widget:
    """Something in a menu: a rect, enabled or not, activated by click or key."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True

    def activate(self, app: Any) -> None:
        """Enter, Space or a click on it."""

    def nudge(self, step: int, app: Any, fine: bool = False) -> bool:
        """Left/right arrows (``fine``: with Shift); return True if used."""
        return False

    def click(self, pos: tuple[int, int], app: Any) -> None:
        """A click inside the rect (default: activate)."""
        self.activate(app)

    def draw(self, surface: pygame.Surface, assets: Assets, focused: bool) -> None:
        """Paint the widget."""

    def overflows(self, assets: Assets) -> list[str]:
        """The texts this widget can show that do not fit it, in the current language
        (every choice of a selector, not only the chosen one). Empty when all fit."""
        return []


class Button(Widget):
    """A labelled button calling ``action``; ``key_hint`` shows a shortcut letter.

    Labels may be :func:`game.i18n.msg` messages: they are looked up each time the
    button is drawn, so a language switch shows at once.
    """

    def __init__(self, rect: pygame.Rect, label: Label, action: Callable[[], None],
                 key_hint: Label = "", size: int = BUTTON) -> None:
        super().__init__(rect)
        self.label = label
        self.action = action
        self.key_hint = key_hint
        self.size = size

    def activate(self, app: Any) -> None:
        """Run the action (with a click sound)."""
        if self.enabled:
            app.sound.play("click")
            self.action()

    def draw(self, surface: pygame.Surface, assets: Assets, focused: bool) -> None:
        """Nine-sliced button art, label centred; focus adds a gold ring."""
        art = "button_disabled" if not self.enabled else "button_hover" if focused else "button"
        w, h = self.rect.size
        surface.blit(nine_slice(assets, art, w, h), self.rect)
        if focused and self.enabled:
            pygame.draw.rect(surface, GOLD, self.rect.inflate(6, 6), width=3, border_radius=14)
            # A white line round the gold: every button has a gold edge, so a gold ring
            # alone told the focused one apart by its thickness only (QA 68).
            pygame.draw.rect(surface, TEXT, self.rect.inflate(10, 10), width=2, border_radius=16)
        color = TEXT if self.enabled else MUTED
        size, hint_size = self._sizes(assets)
        text = assets.text(str(self.label), size, color, "bold")
        if self.key_hint:
            hint = assets.text(str(self.key_hint), hint_size, GOLD if self.enabled else MUTED,
                               "bold")
            total = text.get_width() + 10 + hint.get_width()
            x = self.rect.centerx - total // 2
            surface.blit(text, text.get_rect(midleft=(x, self.rect.centery)))
            surface.blit(hint, hint.get_rect(midleft=(x + text.get_width() + 10,
                                                      self.rect.centery + 1)))
        else:
            blit_center(surface, text, self.rect.center)

    def _width(self, assets: Assets, size: int, hint_size: int) -> int:
        """How wide the label and its key hint are set at these sizes."""
        width = assets.font("bold", size).size(str(self.label))[0]
        if self.key_hint:
            width += 10 + assets.font("bold", hint_size).size(str(self.key_hint))[0]
        return width

    def _sizes(self, assets: Assets) -> tuple[int, int]:
        """The label's and the hint's sizes: a step larger with Large text, unless the
        face has no room for that (then the usual sizes, which fit: see overflows)."""
        large = assets.size(self.size), assets.size(SMALL)
        if self._width(assets, *large) <= self.rect.w - 20:
            return large
        return self.size, SMALL

    def overflows(self, assets: Assets) -> list[str]:
        """The label (with its key hint) when it is wider than the button's face."""
        width = self._width(assets, *self._sizes(assets))
        return [str(self.label)] if width > self.rect.w - 20 else []


class GlyphButton(Button):
    """A small button showing one sign, such as the × that takes a seat away.

    On a face this small the focus ring of :class:`Button` merges with the art's gold
    edge, so the focus also lights the sign in gold (as an icon button's does) and the
    ring stands off the edge by a dark gap.
    """

    def draw(self, surface: pygame.Surface, assets: Assets, focused: bool) -> None:
        """Button art, the sign centred; focus: a gold sign and a ring clear of the edge."""
        lit = focused and self.enabled
        art = "button_disabled" if not self.enabled else "button_hover" if lit else "button"
        surface.blit(nine_slice(assets, art, self.rect.w, self.rect.h), self.rect)
        if lit:
            pygame.draw.rect(surface, GOLD, self.rect.inflate(10, 10), width=2,
                             border_radius=14)
        color = GOLD if lit else TEXT if self.enabled else MUTED
        blit_center(surface, assets.text(str(self.label), self.size, color, "bold"),
                    self.rect.center)


def on_off(value: object) -> str:
    """A yes/no selector's value in words: "On" or "Off", in the language of the moment."""
    return t("common.on") if value else t("common.off")


class Selector(Widget):
    """``label: value`` with ‹ › arrows cycling through ``choices``; a scale that
    does not ``wrap`` (a target score) stops at its ends instead."""

    def __init__(self, rect: pygame.Rect, label: Label, choices: Sequence[Any], index: int,
                 on_change: Callable[[Any], None], fmt: Callable[[Any], str] = str,
                 wrap: bool = True) -> None:
        super().__init__(rect)
        self.label = label
        self.choices = list(choices)
        self.index = index
        self.on_change = on_change
        self.fmt = fmt
        self.wrap = wrap
        #: What it shows, dimmed, while it cannot be changed.
        self.idle_text: Label = "—"
        #: A finer scale between the choices (Shift+← →, Shift+click): the value next to
        #: ``value`` in a direction, or ``None`` past an end. New game's risk goes by 5 %,
        #: and by 1 % so (a risk such as 37 % was the command line's alone: QA 226).
        self.fine: Callable[[Any, int], Any] | None = None
        #: The choices before the first finer step, which each step's value joins.
        self.fine_base: list[Any] | None = None

    @property
    def value(self) -> Any:
        """The chosen value."""
        return self.choices[self.index]

    def nudge(self, step: int, app: Any, fine: bool = False) -> bool:
        """Move to the previous / next choice (wrapping, or not past an end); ``fine``,
        by the finer scale where there is one."""
        if not self.enabled:
            return False
        if fine and self.fine is not None:
            return self._nudge_fine(step, app)
        index = self.index + step
        if not self.wrap and not 0 <= index < len(self.choices):
            # 50 does not go on to 1000: a scale has ends. The key is still this
            # field's, so the form does not take it to move the focus on (held
            # down, it would go on to change the next row).
            return True
        self.index = index % len(self.choices)
        if self.fine_base is not None:
            # A value only the finer scale reached leaves the choices once left: from
            # 27 %, → and then ← go to 30 % and to 26 %, the usual steps.
            self.settle(self.value)
        self.on_change(self.value)
        # After the change: Sound turned on said so with a click, and turned off
        # clicked (QA 168).
        app.sound.play("click")
        return True

    def _nudge_fine(self, step: int, app: Any) -> bool:
        """A step of the finer scale: the value it reaches joins the choices, and a value
        only the finer scale had leaves them, so ← → go on from it to the usual steps."""
        assert self.fine is not None
        value = self.fine(self.value, step)
        if value is None:
            return True  # an end, as the usual scale's (the key is still this field's)
        if self.fine_base is None:
            self.fine_base = list(self.choices)
        self.settle(value)
        self.on_change(value)
        app.sound.play("click")
        return True

    def settle(self, value: Any) -> None:
        """Show ``value`` among the usual choices, where a finer step was taken: it joins
        them, and a value the finer scale reached before leaves them."""
        if self.fine_base is not None:
            self.choices = sorted({*self.fine_base, value})
        self.index = self.choices.index(value)

    def activate(self, app: Any) -> None:
        """Enter cycles forward."""
        self.nudge(1, app)

    def click(self, pos: tuple[int, int], app: Any, fine: bool = False) -> None:
        """Left of the value's centre (its ‹, and the label) goes back; right of it, forward
        (``fine``: with Shift held, by the finer scale).

        A labelled selector's value sits far right: a fixed split of the row put its ‹
        on the forward side (QA: ‹ beside "Slow" went on to Normal)."""
        middle = self._rooms(app.assets)[1] if self.label else self.rect.centerx
        self.nudge(-1 if pos[0] < middle else 1, app, fine)

    def draw(self, surface: pygame.Surface, assets: Assets, focused: bool) -> None:
        """Label on the left, ‹ value › on the right (without a label: ‹ value › across)."""
        w, h = self.rect.size
        surface.blit(panel(assets, w, h, (255, 255, 255, 26) if focused else (0, 0, 0, 70),
                           12, GOLD if focused else PANEL_EDGE), self.rect)
        color = TEXT if self.enabled else MUTED
        if not self.label:
            self._draw_compact(surface, assets, color)
            return
        label_room, vx, value_room, arrow_x = self._rooms(assets)
        text = str(self.label)
        label = assets.text(text, fit_size(assets, text, 20, label_room), color, "bold")
        surface.blit(label, label.get_rect(midleft=(self.rect.x + 18, self.rect.centery)))
        right = self.rect.right - 18
        if not self.enabled:
            # No arrows that do nothing (Brutal mode's ‹ — › in Classic: QA 84), as a
            # compact selector has none; the idle words take the room they leave.
            idle = str(self.idle_text)
            room = right - (self.rect.x + 18 + label.get_width() + 16)
            words = assets.text(idle, shrunk_size(assets, idle, fit_size(
                assets, idle, 20, room, "regular"), room, "regular", 14), MUTED, "regular")
            surface.blit(words, words.get_rect(midright=(right, self.rect.centery)))
            return
        shown = self.fmt(self.value)
        size = fit_size(assets, shown, 20, value_room)
        if assets.font("bold", size).size(shown)[0] > value_room:
            # A long name (Statistics' person) ran over both arrows (QA 180): a little
            # smaller, then cut so that it is still told from the other choices.
            size = shrunk_size(assets, shown, size, value_room, "bold", SMALL)
            shown = shortened_among(assets.font("bold", size), shown,
                                    [self.fmt(choice) for choice in self.choices], value_room)
        value = assets.text(shown, size, GOLD, "bold")
        arrow_r = assets.text("›", 28, color, "bold")
        arrow_l = assets.text("‹", 28, color, "bold")
        surface.blit(arrow_r, arrow_r.get_rect(midright=(right, self.rect.centery - 2)))
        blit_center(surface, value, (vx, self.rect.centery))
        surface.blit(arrow_l, arrow_l.get_rect(midright=(arrow_x, self.rect.centery - 2)))

    def _rooms(self, assets: Assets) -> tuple[int, int, int, int]:
        """A labelled selector's geometry: the label's room, the value's centre, the
        value's room between the arrows and where the left arrow ends.

        The value has 192 px. With Large text, a label that needs more room than is
        left gets it from the value's side where every value is narrower ("Brutal-Modus"
        beside "An"): the left arrow moves in, so the label keeps the larger size.
        """
        arrow = assets.font("bold", 28).size("›")[0]
        right = self.rect.right - 18 - arrow - 12 + 6  # where the value's room ends
        half = 96
        start = self.rect.x + 18
        size = assets.size(20)
        if size > 20 and start + assets.font("bold", size).size(str(self.label))[0] \
                > right - 2 * half - 4 - arrow - 8:
            font = assets.font("bold", size)
            widest = max(font.size(self.fmt(choice))[0] for choice in self.choices)
            half = max(min(half, widest // 2 + 8), font.size("—")[0] // 2 + 8)
        vx = right - half
        arrow_x = vx - half - 4
        return arrow_x - arrow - 8 - start, vx, 2 * half, arrow_x

    def overflows(self, assets: Assets) -> list[str]:
        """The label if it reaches the value's arrows; every value wider than its room."""
        out: list[str] = []
        values = [self.fmt(choice) for choice in self.choices]
        # Measured at the size drawn: Large text's, or the usual one it steps back to.
        if not self.label:  # as :meth:`_draw_compact` sets it, a little smaller first
            room = self.rect.w - 44
            return [v for v in values
                    if assets.font("bold", _compact_size(assets, v, room)).size(v)[0] > room]
        label_room, _vx, value_room, _arrow = self._rooms(assets)
        for text, room in ((str(self.label), label_room),
                           *((v, value_room) for v in values)):
            if assets.font("bold", fit_size(assets, text, 20, room)).size(text)[0] > room:
                out.append(text)
        return out

    def _draw_compact(self, surface: pygame.Surface, assets: Assets,
                      color: tuple[int, int, int]) -> None:
        """A narrow selector in a row of a form: arrows at the edges, the value between."""
        rect = self.rect
        room = rect.w - 44
        shown = self.fmt(self.value) if self.enabled else str(self.idle_text)
        value = assets.text(shown, _compact_size(assets, shown, room),
                            GOLD if self.enabled else MUTED, "bold")
        if value.get_width() > room:
            value = value.subsurface((0, 0, room, value.get_height()))
        blit_center(surface, value, rect.center)
        if self.enabled:
            for glyph, x in (("‹", rect.x + 12), ("›", rect.right - 12)):
                arrow = assets.text(glyph, 24, color, "bold")
                blit_center(surface, arrow, (x, rect.centery - 2))


def _compact_size(assets: Assets, text: str, room: int) -> int:
    """The type size of a narrow selector's value (:meth:`Selector._draw_compact`): a
    little smaller before any cut, where a risk of two decimals ("14,99 %") lost its "%"
    to the cut (QA 228); measured alike by :meth:`Selector.overflows` (QA 235)."""
    return shrunk_size(assets, text, fit_size(assets, text, SMALL, room), room, "bold",
                       SMALL - 5)


class TextField(Widget):
    """A one-line text entry (the player's name)."""

    def __init__(self, rect: pygame.Rect, label: Label, text: str, limit: int,
                 on_change: Callable[[str], None], placeholder: bool = False,
                 exact: bool = False) -> None:
        """``placeholder``: ``text`` is a default the first key replaces (a name never
        typed, "You"), shown dimmed until then, rather than one typed onto. ``exact``:
        the text is kept as typed, spaces of every kind as they are (a path: a folder's
        name may hold a no-break space, or be written decomposed), where a name's are
        made plain spaces and its letters composed."""
        super().__init__(rect)
        self.exact = exact
        self.label = label
        self.text = text
        self.limit = limit
        self.on_change = on_change
        self.placeholder = placeholder
        #: Typing went past the limit and was cut: the field shows "14/14" in red while
        #: it is typed in, until the next erase, so the cut is not silent (QA eighth
        #: pass); left, the name has the room (the count squeezed it: QA 40).
        self.cut = False

    def type(self, text: str) -> None:
        """Append typed text up to the limit; an accent typed as a combining mark joins
        its letter (Unicode's NFC: one character of the limit, and one name however it
        was typed: QA 49), except in an ``exact`` field, which keeps what is typed (a
        path: the export spells its folders as the disk does)."""
        # A no-break space (pasted, or a layout's) is a space in a name: it vanished
        # (QA 180). In a path it is itself: "nbsp here" named a folder that looked like
        # the real one and was not (QA 186).
        if self.exact:
            printable = "".join(ch for ch in text
                                if ch.isprintable() or unicodedata.category(ch) == "Zs")
        else:
            printable = "".join(" " if ch.isspace() else ch for ch in text
                                if ch.isprintable() or ch.isspace())
        if self.placeholder and printable:
            self.text, self.placeholder = "", False
        # A path is kept as typed: its folder's name may be written decomposed, and
        # made NFC it named a folder that looked the same and was not (QA 188).
        joined = self.text + printable if self.exact \
            else unicodedata.normalize("NFC", self.text + printable)
        self.cut = self.cut or len(joined) > self.limit
        self.text = joined[: self.limit]
        self.on_change(self.text)

    def erase(self, word: bool = False) -> None:
        """Backspace (a placeholder goes at once); with ``word`` (Ctrl+Backspace) back
        to the last space or slash; in an ``exact`` field (a path) to the last slash: a
        path loses its last part ("my game for bob" lost a word at a time: QA 195).

        >>> field = TextField(pygame.Rect(0, 0, 9, 9), "", "/home/ann/g.json", 99, print)
        >>> field.erase(word=True)
        /home/ann/
        >>> field.erase(word=True)
        /home/
        >>> path = TextField(pygame.Rect(0, 0, 9, 9), "", "/a b/my game", 99, print, exact=True)
        >>> path.erase(word=True)
        /a b/
        """
        text = self.text
        if self.placeholder:
            text = ""
        elif word:
            stops = "/\\" if self.exact else " /\\"
            cut = len(text.rstrip(stops))
            while cut > 0 and text[cut - 1] not in stops:
                cut -= 1
            text = text[:cut]
        else:
            text = text[:-1]
        self.text = text
        self.placeholder = False
        self.cut = False
        self.on_change(self.text)

    def _count(self, assets: Assets) -> pygame.Surface | None:
        """``len/limit`` in red once typing was cut at the limit."""
        if not self.cut:
            return None
        return assets.text(f"{len(self.text)}/{self.limit}", SMALL, RED, "bold")

    def draw(self, surface: pygame.Surface, assets: Assets, focused: bool) -> None:
        """Label, then the text with a caret while focused (without a label: the text
        alone, from the left)."""
        w, h = self.rect.size
        surface.blit(panel(assets, w, h, (255, 255, 255, 26) if focused else (0, 0, 0, 70),
                           12, GOLD if focused else PANEL_EDGE), self.rect)
        count = self._count(assets) if focused else None
        if not self.label:
            shown = self.text + ("|" if focused else "")
            # A cut name keeps room for its red count: a full field hid it, and the
            # cut went unsaid (QA fourteenth pass).
            room = self.rect.w - 24 - (count.get_width() + 8 if count is not None else 0)
            size = fit_size(assets, shown, SMALL, room)
            if not focused:
                # Too wide even at the smallest size: the start of the name, "…" after
                # it (the end alone, "oë Ünal-Ødegå", lost its first letter: QA 21).
                shown = shortened(assets.font("bold", size), shown, room)
            else:
                # Typing, and too wide even at the smallest size: the end, where the caret
                # is, after "…" (cut at the pixel, "Maximilianusss" showed "ʌaximilianusss":
                # QA 42).
                shown = shortened_start(assets.font("bold", size), shown, room)
            value = assets.text(shown or " ", size, GOLD if self.text and not self.placeholder
                                else MUTED, "bold")
            surface.blit(value, value.get_rect(midleft=(self.rect.x + 12, self.rect.centery)))
            if count is not None:
                surface.blit(count, count.get_rect(midright=(self.rect.right - 12,
                                                             self.rect.centery)))
            return
        label = assets.text(str(self.label), assets.size(20), TEXT, "bold")
        surface.blit(label, label.get_rect(midleft=(self.rect.x + 18, self.rect.centery)))
        shown = self.text + ("|" if focused else "")
        value = assets.text(shown or " ", assets.size(20), MUTED if self.placeholder else GOLD,
                            "bold")
        right = value.get_rect(midright=(self.rect.right - 22, self.rect.centery))
        surface.blit(value, right)
        if count is not None and \
                right.x - 12 - count.get_width() > self.rect.x + 18 + label.get_width() + 12:
            surface.blit(count, count.get_rect(midright=(right.x - 12, self.rect.centery)))


    def overflows(self, assets: Assets) -> list[str]:
        """The label when it takes more than half the field (the rest is for the text)."""
        if self.label and \
                assets.font("bold", assets.size(20)).size(str(self.label))[0] > self.rect.w // 2:
            return [str(self.label)]
        return []


def nearest_toward(origin: tuple[int, int], dx: int, dy: int,
                   places: Iterable[tuple[int, tuple[int, int]]], ahead_by: int = 0
                   ) -> int | None:
    """Of ``places`` (a key and a centre each), the key of the nearest one lying in
    the direction (``dx``, ``dy``) from ``origin`` (one of them 0, the other ±1) by
    more than ``ahead_by`` px, sideways distance counting double; ``None`` if none.
    The arrows' rule wherever they go across the screen (a menu, the table's seats).

    >>> nearest_toward((0, 0), 1, 0, [(1, (100, 0)), (2, (50, 40)), (3, (-30, 0))])
    1
    """
    x0, y0 = origin
    best: tuple[int, int] | None = None
    for key, (x, y) in places:
        ahead = (x - x0) * dx + (y - y0) * dy
        if ahead <= ahead_by:
            continue
        cost = ahead + 2 * abs((x - x0) * dy + (y - y0) * dx)
        if best is None or cost < best[0]:
            best = (cost, key)
    return None if best is None else best[1]


class Menu:
    """Widgets sharing one focus, driven by pointer and keys alike.

    The arrows go through the widgets as one list, unless the menu is
    ``spatial``: then they go to the nearest widget on screen in their
    direction (a column of buttons above a row of them, as on the title),
    and through the list only where there is none that way.
    """

    def __init__(self, widgets: Sequence[Widget], focus: int = 0, spatial: bool = False) -> None:
        self.widgets = list(widgets)
        self.focus = focus
        self.spatial = spatial
        #: The last spatial move: its direction, the widget it left and the one it
        #: reached (a move back is straight back only from there).
        self._came: tuple[tuple[int, int], int, int] | None = None
        #: The button the mouse button went down on: it acts when the mouse button
        #: comes up over it (:func:`press_or_release`).
        self.pressed: Widget | None = None
        self._skip_disabled(1)

    def _skip_disabled(self, step: int) -> None:
        for _ in range(len(self.widgets)):
            if self.widgets[self.focus].enabled:
                return
            self.focus = (self.focus + step) % len(self.widgets)

    @property
    def focused(self) -> Widget:
        """The widget with the focus."""
        return self.widgets[self.focus]

    def move(self, step: int) -> None:
        """Focus the next / previous enabled widget."""
        self.focus = (self.focus + step) % len(self.widgets)
        self._skip_disabled(step)

    def toward(self, dx: int, dy: int) -> int | None:
        """The nearest enabled widget whose centre lies in the direction (``dx``,
        ``dy``) from the focused one's (one of them 0, the other ±1), sideways
        distance counting double; ``None`` if there is none. Left and right keep to
        the focused widget's row (QA: Right from the title's column went down to
        Settings, and Right again to Quit)."""
        return nearest_toward(self.focused.rect.center, dx, dy, (
            (i, widget.rect.center) for i, widget in enumerate(self.widgets)
            if i != self.focus and widget.enabled and not (dx and not self._same_row(widget))))

    def _same_row(self, widget: Widget) -> bool:
        """Does ``widget`` share a line of the screen with the focused one?"""
        here = self.focused.rect
        return widget.rect.top < here.bottom and widget.rect.bottom > here.top

    def _row_wrapped(self, dx: int) -> int | None:
        """Past the right (``dx`` 1) or left (−1) end of the focused widget's row: its
        other end; ``None`` for a widget alone on its line (the title's column)."""
        row = [i for i, w in enumerate(self.widgets)
               if w.enabled and i != self.focus and self._same_row(w)]
        if not row:
            return None
        edge = min if dx > 0 else max
        return edge(row, key=lambda i: self.widgets[i].rect.centerx)

    def _wrapped(self, dy: int) -> int | None:
        """Past the bottom (``dy`` 1) or the top (−1) of a spatial menu: the widget on
        the far side nearest the focused one sideways, as if the screen wrapped round
        (QA: Down from the title's bottom row went on to the next button in it)."""
        x0 = self.focused.rect.centerx
        enabled = [i for i, w in enumerate(self.widgets) if w.enabled and i != self.focus]
        if not enabled:
            return None
        edge = min if dy > 0 else max
        far = edge(self.widgets[i].rect.centery for i in enabled)
        return min((i for i in enabled if self.widgets[i].rect.centery == far),
                   key=lambda i: abs(self.widgets[i].rect.centerx - x0))

    def _go(self, dx: int, dy: int, step: int) -> None:
        came = self._came
        if self.spatial and came is not None and came[0] == (-dx, -dy) \
                and came[2] == self.focus and self.widgets[came[1]].enabled:
            # Straight back the way it came (Up then Down returns), even where
            # two widgets are equally near.
            found: int | None = came[1]
        else:
            found = self.toward(dx, dy) if self.spatial else None
            if found is None and self.spatial:
                found = self._wrapped(dy) if dy else self._row_wrapped(dx)
        if found is None:
            if not self.spatial:
                self.move(step)
            self._came = None
        else:
            self._came = ((dx, dy), self.focus, found)
            self.focus = found

    def handle(self, event: inp.Input, app: Any) -> bool:
        """Route one input; True if the menu used it."""
        if isinstance(event, inp.Point):
            for i, widget in enumerate(self.widgets):
                if widget.enabled and widget.rect.collidepoint(event.pos):
                    self.focus = i  # the first under the pointer, as a click takes
                    break
            return False
        if isinstance(event, inp.Click | inp.Release):
            hit = next((i for i, widget in enumerate(self.widgets)
                        if widget.enabled and widget.rect.collidepoint(event.pos)), None)
            if hit is not None and isinstance(event, inp.Click):
                self.focus = hit
            return press_or_release(self, None if hit is None else self.widgets[hit],
                                    event, app)
        if not isinstance(event, inp.Typed | inp.Press) or not self.widgets:
            return False
        widget = self.focused
        if typed_into(widget, event):
            return True
        if not isinstance(event, inp.Press):
            return False
        action = event.action
        if isinstance(widget, TextField) and action in (inp.LEFT, inp.RIGHT):
            # A field has no cursor to move: ← in Export's path went to Cancel, the next
            # letter was lost and Enter closed the dialog; in Settings' name, a second
            # ← switched Fullscreen on (QA 124).
            return True
        if action == inp.DOWN:
            self._go(0, 1, 1)
        elif action == inp.UP:
            self._go(0, -1, -1)
        elif action == inp.NEXT:
            self.move(1)
        elif action == inp.PREV:
            self.move(-1)
        elif action in (inp.LEFT, inp.RIGHT):
            step = -1 if action == inp.LEFT else 1
            if not widget.nudge(step, app, event.fine):
                self._go(step, 0, step)
        elif action in (inp.CONFIRM, inp.SKIP):
            widget.activate(app)
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface, assets: Assets, show_focus: bool = True) -> None:
        """Paint every widget; the focused one lit."""
        for i, widget in enumerate(self.widgets):
            widget.draw(surface, assets, show_focus and i == self.focus)


def typed_into(widget: Widget, event: inp.Input) -> bool:
    """Was ``event`` typing in ``widget``, a focused text field, and used there: text
    typed, a letter or a word erased, or a letter key, which types rather than commands
    (H in a name is no Hit)? The one rule of menus and New game's grid."""
    if not isinstance(widget, TextField):
        return False
    if isinstance(event, inp.Typed):
        widget.type(event.text)
        return True
    if not isinstance(event, inp.Press):
        return False
    if event.action in (inp.ERASE, inp.ERASE_WORD):
        widget.erase(word=event.action == inp.ERASE_WORD)
        return True
    return event.action in inp.TYPING  # its text arrives as Typed


def press_or_release(owner: Any, widget: Widget | None, event: inp.Click | inp.Release,
                     app: Any) -> bool:
    """A click (``event``) on ``widget`` (``None``: on none of ``owner``'s): a button
    acts when the mouse button comes up over the button it went down on, as buttons
    do, so a press that slides off does nothing (a press on Quit that slid off it quit
    the game: QA 98); fields and selectors answer the press. ``owner`` keeps the
    pressed button (its ``pressed``). True if the event was used."""
    if isinstance(event, inp.Click):
        owner.pressed = widget if isinstance(widget, Button) else None
        if isinstance(widget, Selector):
            widget.click(event.pos, app, event.fine)
        elif widget is not None and not isinstance(widget, Button):
            widget.click(event.pos, app)
        return widget is not None
    pressed, owner.pressed = owner.pressed, None
    if widget is None or widget is not pressed:
        return False
    widget.click(event.pos, app)
    return True


def clicked_outside(owner: Any, event: inp.Input, rect: pygame.Rect) -> bool:
    """Did a left click fall beside ``rect``, an overlay's panel that such a click closes
    (as a player expects of a panel over the table; only its Close or a key did: QA
    102)? The press and the release must both be outside it, so that a drag out of the
    panel closes nothing. ``owner`` keeps the press (its ``outside``)."""
    if isinstance(event, inp.Click):
        owner.outside = not rect.collidepoint(event.pos)
    elif isinstance(event, inp.Release):
        pressed, owner.outside = getattr(owner, "outside", False), False
        return bool(pressed) and not rect.collidepoint(event.pos)
    return False


class ScrollGrip:
    """The mouse on a scroll bar, for a player without a wheel: a click on the track
    beside the thumb pages towards the click, and the thumb, held a little beside it too
    as a hand holds it, drags. The Rules, the History and Your games share it (their
    bars did nothing, or chose a game: QA 145, 146, 149, 150)."""

    def __init__(self) -> None:
        #: Where on the thumb the pointer holds it while it is dragged.
        self.held: int | None = None

    def handle(self, event: inp.Input, area: pygame.Rect | None, track: pygame.Rect,
               thumb: pygame.Rect) -> tuple[str, float] | None:
        """What ``event`` does to the bar whose clicks land in ``area`` (``None``: no
        bar now), drawn along ``track`` with its ``thumb``: ``("page", ±1)``, ``("drag",
        share)`` with the thumb's share of the way down (unclamped), ``("taken", 0)``, or
        ``None`` when the event is not the bar's."""
        if isinstance(event, inp.Click) and area is not None \
                and area.collidepoint(event.pos):
            if thumb.inflate(20, 8).collidepoint(event.pos):
                self.held = event.pos[1] - thumb.y
                return ("taken", 0.0)
            return ("page", 1.0 if event.pos[1] > thumb.centery else -1.0)
        if self.held is None:
            return None
        if isinstance(event, inp.Release):
            self.held = None
            return ("taken", 0.0)
        if isinstance(event, inp.Point):
            room = track.h - thumb.h
            if room <= 0:
                return ("taken", 0.0)
            return ("drag", (event.pos[1] - self.held - track.y) / room)
        return None

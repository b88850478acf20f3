"""Painting the table's seats: each seat's box, its name and status line, its line of
cards with the rings and marks of a choice, and the cards it holds set aside.

:class:`SeatDrawing` is the seats' part of :class:`~game.ui.table_view.TableView`,
which draws the rest of the table; like it, it only reads the scene.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

import pygame

from game.core import cards as C
from game.core.engine import ACTIVE, BUSTED, FROZEN, STAYED
from game.i18n import current_language, numeral, signed, t

from .layout import line_slots
from .theme import GOLD, GOLD_DARK, ICE, LARGE_STEP, MUTED, PANEL, RED, SMALL, TEXT
from .widgets import (
    blit_alpha,
    blit_center,
    glow,
    panel,
    shortened,
    shortened_apart,
    twin_number,
)

if TYPE_CHECKING:
    from .assets import Assets
    from .scene_table import TableScene


#: Any digit, to measure a line as if each were an 8 (the widest).
_EIGHTS = re.compile(r"[0-9]")

_STATUS_ICON = {STAYED: "icon_lock", FROZEN: "icon_ice", BUSTED: "icon_bust"}


def _below(ring: pygame.Rect, top: int) -> pygame.Rect:
    """``ring`` with its top edge moved down to ``top`` if it starts above it.

    >>> _below(pygame.Rect(10, 40, 50, 80), 44)
    Rect(10, 44, 50, 76)
    """
    if ring.y >= top:
        return ring
    return pygame.Rect(ring.x, top, ring.w, ring.bottom - top)


def _could_be(stem: str, other: str) -> bool:
    """Could a name cut to ``stem`` + "…" be read as ``other`` (another seat's name as
    cut, its twin's number off), or ``other`` as this one: the same start?"""
    return other.startswith(stem) or (other.endswith("…")
                                      and stem.startswith(other.removesuffix("…")))


#: A twin's number at the end of a name or a header, with its space or without (a
#: last try sets "…Wa(2)").
_ANY_NUMBER = re.compile(r" ?\((\d+)\)$")


def _reads_as(shown: str, name: str) -> bool:
    """Could a header showing ``shown`` (a name cut with one "…") be taken for ``name``
    (a seat's name with its twin's number, if any): the same number, and its start
    and end, case aside?

    >>> _reads_as("Bartholom…L", "Bartholomew L"), _reads_as("Barthol…K (2)", "Bartholomew K")
    (True, False)
    >>> _reads_as("…Wa(2)", "Christopher Wa (2)"), _reads_as("Chr…Wa", "Christopher Ma")
    (True, False)
    """
    def parts(text: str) -> tuple[str, str]:
        number = _ANY_NUMBER.search(text)
        return (text[:number.start()], number.group(1)) if number else (text, "")

    cut, number = parts(shown)
    whole, own = parts(name)
    whole = whole.removesuffix("…").rstrip().casefold()
    head, _dots, tail = cut.casefold().partition("…")
    return (number == own and whole.startswith(head.rstrip()) and whole.endswith(tail.lstrip())
            and len(head) + len(tail) <= len(whole))


def header_icon(name_height: int) -> tuple[int, int]:
    """The size of the icons beside a seat's name (dealer chip, lock, …) and how far below
    the name's top they sit, for a name ``name_height`` px high: at most 22 px, centred
    on the name and ending above the status line, which starts 2 px above the name's
    bottom (a 22 px chip used to cover the top of "+11 this round").

    >>> header_icon(24), header_icon(30)
    ((20, 1), (22, 3))
    """
    status_top = name_height - 2
    size = min(22, status_top - 2)
    return size, (status_top - size) // 2


#: A name cut to this many characters or fewer (with its "…") says little of whose
#: seat it is: with Large text it is set a step smaller where that keeps more.
_FEW_LETTERS = 4


#: Names as :meth:`SeatDrawing._plain_fit` cut them, by name, room, size and Large text:
#: worked out once, not at every frame for every seat.
_PLAIN_FITS: dict[tuple[str, int, int, bool], tuple[str, int]] = {}
#: Names cut apart from others cut alike (see :meth:`SeatDrawing.name_fit`), or ``None``
#: where no cut tells them apart.
_APART: dict[tuple[str, tuple[str, ...], int, int, bool, tuple[str, ...]],
             tuple[str, int] | None] = {}


class SeatDrawing:
    """Draws the seats of :attr:`scene` (mixed into the table's view)."""

    scene: TableScene
    assets: Assets
    #: Rings and coach's stars drawn once every seat is (see :meth:`_draw_marks`): drawn
    #: with their seat, the seat above covered them at 18 seats (QA 156).
    _rings: list[tuple[bool, pygame.Rect]]
    _stars: list[tuple[int, int]]
    #: Every seat's plain cut name, and the frame (with the totals and the dealer) it is
    #: for (see :meth:`_plain_cuts`).
    _cuts_of_frame: tuple[tuple[int, ...], dict[int, str]] | None = None
    #: Every seat's name, and without its twin's number, and the frame they are for.
    _peeled_of_frame: tuple[tuple[object, ...],
                            tuple[tuple[str, ...], tuple[str, ...]]] | None = None

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """The pickable seats' rings, the focused seat's last, then the coach's stars,
        over every seat (and empty again for the next frame)."""
        for focus, rect in sorted(self._rings, key=lambda ring: ring[0]):
            if focus:
                pygame.draw.rect(surface, GOLD, rect.inflate(16, 16), width=3, border_radius=22)
                pygame.draw.rect(surface, TEXT, rect.inflate(9, 9), width=4, border_radius=18)
            else:
                pygame.draw.rect(surface, GOLD_DARK, rect.inflate(8, 8), width=2,
                                 border_radius=18)
        for star in self._stars:
            self._coach_star(surface, star)
        self._rings, self._stars = [], []

    def _badge(self, surface: pygame.Surface, words: str, center: tuple[int, int]) -> None:
        """``words`` on a small dark, gold-edged pill centred on ``center``."""
        text = self.assets.text(words, SMALL, TEXT, "bold")
        badge = pygame.Rect(0, 0, max(28, text.get_width() + 14), text.get_height() + 2)
        badge.center = center
        surface.blit(panel(self.assets, badge.w, badge.h, (10, 14, 12, 235), badge.h // 2,
                           (*GOLD, 200)), badge)
        blit_center(surface, text, badge.center)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        scene = self.scene
        assets = self.assets
        box = scene.layout.seats[seat]
        view = scene.model.seats[seat]
        tier = box.tier
        dx = scene.effects.seat_offset(seat)
        rect = box.rect.move(dx, 0)
        w, h = rect.size
        lit = seat == scene.lit_seat
        choice = scene.choice
        state = choice.seat_state(seat) if choice is not None else None
        if lit and state != "focus":
            halo = glow(assets, w, h, GOLD, 12, 14)
            surface.blit(halo, (rect.x - 24, rect.y - 24))
        if state == "focus":
            # The seat Enter picks glows white: among twelve ringed seats (and beside the
            # lit seat's gold glow) a ring alone was found hard to spot. The lit seat
            # focused (a Freeze on yourself) glows white alone: over its gold glow the
            # white one looked like the gold it always has (QA 68).
            halo = glow(assets, w, h, TEXT, 14, 14)
            surface.blit(halo, (rect.x - 28, rect.y - 28))
        flash = scene.effects.seat_flash(seat)
        if flash is not None and flash[1] > 0.02:
            halo = glow(assets, w, h, flash[0], 14, 14)
            blit_alpha(surface, halo, (rect.x - 28, rect.y - 28), int(255 * flash[1]))
        busted = view.status == BUSTED
        # The lit and the focused seat are opaque: their halo must not wash out the text.
        fill = (60, 14, 18, 200) if busted else (20, 24, 22, 252) if lit or state == "focus" \
            else PANEL
        edge = (*RED, 200) if busted else (*GOLD, 230) if lit else (255, 255, 255, 46)
        surface.blit(panel(assets, w, h, fill, 14, edge), rect)
        if lit:
            pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=14)
        if state is not None:
            # Seats that can be picked get a calm dark-gold ring; the focused one a thick
            # white ring with a bright gold edge (and its halo, above), plain to see even
            # beside the lit seat's gold panel.
            self._rings.append((state == "focus", rect))
            move = next((p.move for p in choice.picks if p.seat == seat and p.kind == "seat"),
                        None) if choice is not None else None
            if self._coached(move):
                # Never above the screen's edge (a seat at the very top: QA tenth pass).
                self._stars.append((rect.centerx, max(14, rect.y)))
        self._draw_header(surface, seat, rect, lit)
        # The line, with cards still in the air left out.
        hidden_line, hidden_held = scene.director.hidden(seat)
        line = view.line
        cw, ch = tier.card_w, tier.card_h
        painter = scene.painter
        # Every card but the last is overlapped while the line is crowded: the strip each
        # shows must hold the widest of their indices (the same as Stage.line_rect's).
        slots = line_slots(box.line.move(dx, 0), cw, ch, len(line),
                           painter.index_reach(line[:-1], cw, ch))
        shown = len(line) - hidden_line
        picking_cards = choice is not None and choice.picks_cards
        focused: pygame.Rect | None = None
        focused_image: pygame.Surface | None = None
        stars: list[tuple[int, int]] = []  # the coach's, drawn over the ring and next card
        # Rings round a card stop at the header's foot: the Swap's ice ring cut the "y" of
        # "Stayed" above the first row in Large text (QA 36).
        header_foot = rect.y + 6 + tier.header
        for i in range(shown):
            code = line[i]
            slot = slots[i]
            card_state = choice.card_state(seat, i) if choice is not None else None
            pulse = scene.director.pulse(seat, i, line)
            if pulse != 1.0:
                size = (round(cw * pulse), round(ch * pulse))
                image = pygame.transform.smoothscale(painter.face(code, cw, ch), size)
                grown = image.get_rect(center=slot.center)
                # Grown down from the header's foot, not over the status line ("Flip 7!
                # choosing…" was covered: QA 217).
                grown.top = max(grown.top, min(header_foot, slot.top))
                surface.blit(image, grown)
                continue
            # A focused or chosen card is not lifted: its ring and halo mark it, and a
            # lifted card covered the status line above the line (QA eighth pass).
            if card_state == "focus":
                # The card Enter picks glows brighter and wider than the other picks
                # (and is ringed white once its neighbours are down): among a
                # dozen gold-ringed cards a white ring alone was hard to find, and a
                # white glow looked dimmer than the gold ones (QA passes 11 and 12).
                halo = glow(assets, cw, ch, GOLD, 10, 10)
                for _ in range(2):  # twice over: a denser glow than the options' one
                    surface.blit(halo, (slot.x - 20, slot.y - 20))
            elif card_state is not None:
                halo = glow(assets, cw, ch, GOLD, 6, 6)
                blit_alpha(surface, halo, (slot.x - 12, slot.y - 12),
                           255 if card_state != "option" else 130)
            else:
                shade = painter.shadow(cw, ch)
                surface.blit(shade, (slot.x - 3, slot.y - 1))
            dim = busted or (picking_cards and card_state is None)
            image = painter.dimmed(code, cw, ch) if dim else painter.face(code, cw, ch)
            surface.blit(image, slot)
            if card_state is not None:
                if card_state == "focus":
                    focused = slot  # ringed once the cards after it are down
                    focused_image = image
                else:
                    # The other picks get a calm dark-gold ring, as pickable seats do:
                    # with bright gold rings on a dozen small cards the focused one's
                    # white ring was hard to find at 10 seats (QA twenty-ninth pass).
                    ring = GOLD_DARK if card_state == "option" else TEXT
                    pygame.draw.rect(surface, ring, _below(slot.inflate(4, 4), header_foot),
                                     width=2 if card_state == "option" else 4, border_radius=6)
                if card_state == "chosen":
                    # A Swap's first card: a second, ice-blue ring, so it never reads as
                    # the focused partner beside it (QA tenth pass: both had one white ring).
                    pygame.draw.rect(surface, ICE, _below(slot.inflate(12, 12), header_foot),
                                     width=3, border_radius=9)
                pick = choice.pick_for(seat, i) if choice is not None else None
                if pick is not None and self._coached(pick.move, seat, code):
                    # At the bottom corner: at the top it covered "+8 this round".
                    stars.append((slot.right - 4, slot.bottom - 4))
        if focused is not None:
            # Drawn again over the cards after it: in a crowded line the next card hid
            # the middle of the card Enter picks, its corner alone readable (QA 61).
            if focused_image is not None:
                surface.blit(focused_image, focused)
            # Over the next card's edge: the card after it used to hide half the ring.
            # White, with a dark edge so that it shows on a light face too.
            # Four px out at most: a wider gold ring covered a small seat's status line
            # and its neighbour's index (QA thirteenth pass).
            pygame.draw.rect(surface, (12, 14, 12), _below(focused.inflate(8, 8), header_foot),
                             width=2, border_radius=8)
            pygame.draw.rect(surface, TEXT, _below(focused.inflate(4, 4), header_foot), width=4,
                             border_radius=6)
            _pointer_under(surface, focused, rect, slots[:shown])
        # Last: under the next card and the focus ring it was half hidden (QA sixteenth
        # pass, a Steal's advised card); under the next seat at 18 seats (QA 156).
        self._stars += stars

        # The one card in play: the first of its kind (set-aside cards are played in
        # order), whoever decides where it goes. By its code, a second Steal waiting
        # behind the one in play lost its "later" too (QA 119).
        deciding = scene.deciding
        playing = view.held.index(deciding.card) if deciding is not None \
            and deciding.seat == seat and deciding.card in view.held else None

        def in_play(i: int) -> bool:
            return i == playing

        # Rightmost first and the card in play last: each covers only the left edge of
        # the one after it, whose face and "later" stay in sight (QA 110, QA 113).
        count = len(view.held) - hidden_held
        places = [scene.held_rect(seat, i).move(dx, 0) for i in range(count)]
        order = sorted(range(count), key=lambda i: (in_play(i), -i))
        waiting: list[pygame.Rect] = []
        aside: list[pygame.Rect] = []  # another seat's waiting cards: one "later" for all
        for n, i in enumerate(order):
            code = view.held[i]
            held = places[i]
            halo = glow(assets, held.w, held.h, GOLD, 6, 6)
            surface.blit(halo, (held.x - 12, held.y - 12))
            surface.blit(painter.face(code, held.w, held.h), held)
            # A card set aside says "later", until its turn comes: "later" stayed on a
            # Freeze while the table asked "Freeze: who stops now?" (QA 43). A bust
            # ends the waiting: the cards are only thrown away (V-4; "later" stood
            # beside "BUST" until they flew to the pile, QA 171).
            if code not in view.aside or in_play(i) or view.status == BUSTED:
                continue
            if seat == scene.front:
                # What the cards drawn after it leave in sight.
                left = max([held.left, *(places[j].right for j in order[n + 1:]
                                         if places[j].left <= held.left < places[j].right)])
                waiting.append(pygame.Rect(left, held.y, held.right - left, held.h))
            else:
                aside.append(held)
        if waiting:
            self._later(surface, waiting)
        if aside:
            # Under them all at once: a side seat's waiting cards lie almost on top of
            # each other, and a "later" under each stacked two (QA 120).
            group = aside[0].unionall(aside[1:])
            tag = assets.text(t("table.later"), SMALL, TEXT, "bold")
            blit_center(surface, tag, (group.centerx, group.bottom + 10))

    def _later(self, surface: pygame.Surface, waiting: list[pygame.Rect]) -> None:
        """"later" on the top of each of the front seat's waiting cards beside the
        discard pile (``waiting``: what is in sight of each), over all of them at once
        where they lie too close for one each. Beside the pile it was drawn over the
        cards-left panel's counts (QA 42) or ran on from the pile's label ("Discard 47
        later", QA 43): it goes on the cards' top, as the piles' counts do when the room
        under them is taken."""
        words = t("table.later")
        wide = self.assets.text(words, SMALL, TEXT, "bold").get_width() + 18
        if all(place.w >= wide for place in waiting):
            for place in waiting:
                # At the right of what is in sight: centred, it covered the card's
                # corner index (QA 113).
                self._badge(surface, words, (place.right - wide // 2, place.y + 4))
            return
        group = waiting[0].unionall(waiting[1:])
        self._badge(surface, words, (group.centerx, group.y + 4))

    def _draw_header(self, surface: pygame.Surface, seat: int, rect: pygame.Rect,
                     lit: bool) -> None:
        scene = self.scene
        assets = self.assets
        box = scene.layout.seats[seat]
        view = scene.model.seats[seat]
        tier = box.tier
        x = rect.x + 12
        y = rect.y + 6
        kept = self._total_width(seat)  # once: the status line's room
        own = self._total_width(seat, own=True)  # the name's and its icons'
        words, name_size = self.name_fit(seat, own)
        name = assets.text(words, name_size, GOLD if lit else TEXT, "bold")
        # A name a step smaller keeps its line's place: the status line under it, the
        # icons beside it sit as for every seat of the tier.
        line = assets.text("8", tier.name_size, TEXT, "bold").get_height()
        surface.blit(name, (x, y + (line - name.get_height()) // 2))
        icons_x = x + name.get_width() + 6
        icon_size, icon_y = header_icon(line)
        icons_end = rect.right - 12 - own - 8  # as far as the name's room
        words, size, color, weight = self.status_shown(seat, kept)
        whole, _color, short = self._status_text(seat)
        icons = self._icons(seat)
        # The line says the points alone (narrow seat): the state's icon says the rest.
        by_icon = view.status in _STATUS_ICON and words != whole
        if "icon_chance" in icons and icons_x + len(icons) * (icon_size + 3) - 3 > icons_end \
                and by_icon:
            # Short of room, the Second Chance gives way (its card is in the line) to the
            # state's icon, all that says the seat stayed (QA 194).
            icons.remove("icon_chance")
        state_shown = False
        for icon in icons:
            image = assets.scaled(icon, icon_size, icon_size)
            if icons_x + icon_size <= icons_end:
                surface.blit(image, (icons_x, y + icon_y))
                icons_x += icon_size + 3
                state_shown = state_shown or icon == _STATUS_ICON.get(view.status)
        label = assets.text(words, size, color, weight)
        total = scene.effects.shown_total(seat, view.total)
        total_text = assets.text(numeral(total), tier.total_size, TEXT, "black")
        status_x = x
        # The points alone, not "Gestopt · 23", which says it (moved right by the icon,
        # it ran into the total: QA 208).
        if not state_shown and view.status in (STAYED, FROZEN) and words == short:
            # The line says the points alone and the name left the state's icon no room
            # beside it: a bare "12" said nothing of the stay (QA 194). The icon goes
            # before the points; the name keeps its letters, the end that tells it
            # from another's among them (taking the icon's room from the name cut "Ch…Kk"
            # and its like to "Ch…", two seats alike: QA 206).
            image = assets.scaled(_STATUS_ICON[view.status], icon_size, icon_size)
            surface.blit(image, (x, y + line - 2 + (label.get_height() - icon_size) // 2))
            status_x += icon_size + 3
        surface.blit(label, (status_x, y + line - 2))
        surface.blit(total_text, total_text.get_rect(
            midright=(rect.right - 12, rect.y + 6 + tier.header // 2)))

    def status_shown(self, seat: int, kept: int | None = None
                     ) -> tuple[str, int, tuple[int, int, int], str]:
        """The line under a seat's name as it is drawn: its words (whole, or the points
        alone in a narrow seat), type size, colour and weight.

        Whether the line fits is judged alike for every seat of a size: beside the
        table's widest total, with every digit as wide as an 8, so that two seats with
        11 and 12 points do not say "+11" and "+12 this round" (QA 25th pass). ``kept``
        is that total's width (:meth:`_total_width`), when the caller has it already.
        """
        scene = self.scene
        assets = self.assets
        box = scene.layout.seats[seat]
        tier = box.tier
        status, color, short = self._status_text(seat)
        # Judged with its widest dots, a thinking seat's line does not switch between
        # whole and short as its dots come and go.
        widest = self._status_text(seat, dots=3)[0] if seat == scene.thinking_seat else status
        weight = "bold" if color != MUTED else "regular"
        room = box.rect.w - 24 - (self._total_width(seat) if kept is None else kept) - 8

        def fits(size: int, words: str = widest) -> bool:
            return assets.font(weight, size).size(_EIGHTS.sub("8", words))[0] <= room

        size = tier.status_size
        if not fits(size) and assets.large_text() and fits(size - LARGE_STEP):
            # Large text's step back first: "+15 in dieser Runde" at the usual size
            # rather than "+15" alone beside seats that say it whole.
            return status, size - LARGE_STEP, color, weight
        if not fits(size) and short:
            view = scene.model.seats[seat]
            if view.status == STAYED and view.stopped:
                # Made to stop (Just One More) in a seat too narrow to say so: said as a
                # stay, as its lock shows, rather than by the points alone (the Dutch
                # "Moest stoppen · 26" left a bare "26" at 11 seats: QA 68).
                stayed = t("status.stayed", points=short)
                if fits(size, stayed):
                    return stayed, size, color, weight
            return short, size, color, weight  # a narrow seat: the points alone
        return status, size, color, weight

    def _total_width(self, seat: int, own: bool = False) -> int:
        """The width a seat's header keeps for its total: the table's widest total with
        every digit as wide as an 8 (or the seat's own, if wider), so that every seat of
        a size says its round points in one form (:meth:`status_shown`).

        ``own``: the room beside the name, for the seat's own total with at least two
        digits as wide as an 8. Beside the table's widest, one −15 in Brutal or a
        total of 100 cut "IJsbrand Smit" to "IJsbrand…" beside his 0 (QA 122)."""
        scene = self.scene
        widest = max(len(str(scene.effects.shown_total(other, view.total)))
                     for other, view in enumerate(scene.model.seats)
                     if not own or other == seat)
        widest = max(widest, 2) if own else widest
        total = numeral(scene.effects.shown_total(seat, scene.model.seats[seat].total))
        font = self.assets.font("black", scene.layout.seats[seat].tier.total_size)
        return max(font.size("8" * widest)[0], font.size(total)[0])

    def shown_name(self, seat: int, kept: int | None = None) -> str:
        """The seat's name as its header has room for (see :meth:`name_fit`)."""
        return self.name_fit(seat, kept)[0]

    def name_fit(self, seat: int, kept: int | None = None) -> tuple[str, int]:
        """The seat's name as its header has room for, left of the total, and its type
        size: with Large text a step smaller where that fits it whole (at 12 seats
        "Gwendolyn Moor" read "Gwendolyn…", in the replay viewer too), else cut with "…"
        (never in the middle of a letter). The room is what the seat's own total leaves
        (:meth:`_total_width`): a fixed 60 px for the total cut "Bartholomäus" at 11
        seats while every total was 0 (QA 37). ``kept``: that width, when the caller
        has it.

        A name cut as another seat's is cut keeps the end that tells them apart:
        "Christopher" and "Christophe" both read "Christo…" at 18 seats, a target to
        choose between them (QA 167); now "Christ…er" and "Christ…he". So with a twin's
        number: "Chris… (2)" and "Chr… (2)" for "Christopher Wa (2)" and "Christopher
        Ma (2)" (QA 209), now "Chr…Wa (2)" and "Chr…Ma (2)"."""
        room = self._name_room(seat, kept)
        cut, size = self._plain_fit(seat, room)
        name = self.scene.model.seats[seat].name
        number = twin_number(cut)
        if twin_number(name) and not number:
            # The twin's number gave way to the cut: such a twin reads as the first of
            # them ("Plai…" for "Plain 37 % (2)" at 13 seats: QA 232). Its number without
            # the space, or 2 px smaller, where that fits.
            numbered = self._numbered(name, room, size)
            if numbered is not None:
                return numbered
        head = cut.removesuffix(number)
        if not head.endswith("…"):  # whole
            return cut, size
        # Alike: cut the same, or where this one could be read as the start of another
        # ("Gwen…" beside "Gwendo…", their rooms a total's width apart: QA 173), with
        # the same twin's number if any.
        stem = head.removesuffix("…")
        alike = tuple(self.scene.model.seats[other].name
                      for other, other_cut in self._plain_cuts().items()
                      if other != seat and twin_number(other_cut) == number
                      and _could_be(stem, other_cut.removesuffix(number)))
        if not alike:
            return cut, size
        # The seat's own size, then with Large text a step smaller (a cut already set
        # smaller went two steps down: QA 173), and 2 px below that only as a last resort.
        full = self.scene.layout.seats[seat].tier.name_size
        # Without any of its start a name is told only by its end, so that end must be
        # no other seat's at all, twin's number aside (its own twins have other numbers):
        # "…Wa(2)" was Christopher's and Alexandrina's twin both (QA 230).
        own = name.removesuffix(twin_number(name))
        everyone = tuple(peeled for peeled in self._peeled_names() if peeled != own)
        large = self.assets.large_text()
        names = self._seat_names()
        named = names[:seat] + names[seat + 1:]
        key = (name, alike, room, full, large, named)
        if key not in _APART:
            if len(_APART) > 4096:
                _APART.clear()
            # Three letters of the start at least, else two as a last resort: "Gw…hr"
            # says more than a "Gwen…" that could be any of them. A twin's number then
            # without its space, and one letter of the start: with three-digit totals
            # beside them, twins at 14-18 seats both read "Chris… (2)" (QA 218); then
            # two px smaller (below the sizes above, the one try that is: two seats read
            # alike are worse than 2 px, QA 232), and at last none of the start: with
            # totals of four characters (1000, −150) they both read "C… (2)" (QA 228).
            sizes = (full, full - LARGE_STEP) if large else (full,)
            tries = [(each, 3, False, alike) for each in sizes] + [
                (sizes[-1], 2, False, alike), (sizes[-1], 2, True, alike),
                (sizes[-1], 1, True, alike), (sizes[-1] - 2, 1, True, alike),
                (sizes[-1], 0, True, everyone), (sizes[-1] - 2, 0, True, everyone)]

            def apart_from(among: tuple[str, ...]) -> tuple[str, int] | None:
                # Every try with numbers whole before any cut inside one: "Cust…8 %"
                # (read as 8 %) won over "Cu…38 %" (QA 238).
                # Then the tries with no letter of the start, numbers whole first: a bare
                # "…1000002" had won over "Bot…02" (QA 240).
                return next(
                    ((apart, each) for lettered in (True, False) for within in (False, True)
                     for each, least, tight, others in tries if (least > 0) == lettered
                     if (apart := shortened_apart(self.assets.font("bold", each), name,
                                                  among if others is alike else others,
                                                  room, least, tight, within))
                     is not None), None)

            found = apart_from(alike)
            # Told apart from the names cut as this one is, a cut may still read as
            # another seat's: "Bartholom…L", told from "Bartholomäus K", was Bartholomew
            # L's header too (QA 232). Told apart from those as well, then.
            among = alike
            while found is not None and (more := tuple(
                    other for other in named
                    if other not in among and _reads_as(found[0], other))):
                among += more
                found = apart_from(among)
            _APART[key] = found
        return _APART[key] or (cut, size)

    def _numbered(self, name: str, room: int, size: int) -> tuple[str, int] | None:
        """``name`` cut to ``room`` with its twin's number kept, without its space
        ("Pl…(2)"), at ``size`` or 2 px smaller; ``None`` where neither fits."""
        number = twin_number(name)
        tight = number.lstrip()
        for each in (size, size - 2):
            font = self.assets.font("bold", each)
            head = shortened(font, name.removesuffix(number), room - font.size(tight)[0])
            if font.size(head + tight)[0] <= room:
                return head + tight, each
        return None

    def _peeled_names(self) -> tuple[str, ...]:
        """Every seat's name without its twin's number, worked out once a frame: asked
        for each seat cut alike, it made the 18-seat table's names twice as slow (QA 232)."""
        return self._names_of_frame()[1]

    def _seat_names(self) -> tuple[str, ...]:
        """Every seat's name as shown (a twin's number too), worked out once a frame
        (each seat cut alike asked for them all: QA 237)."""
        return self._names_of_frame()[0]

    def _names_of_frame(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        seats = self.scene.model.seats
        # The frame, and what may change within one: the names (a test), the language.
        frame = (self.scene.app.frames, current_language(),
                 *((view.recorded, view.twin) for view in seats))
        known = self._peeled_of_frame
        if known is None or known[0] != frame:
            names = tuple(view.name for view in seats)
            peeled = tuple(name.removesuffix(twin_number(name)) for name in names)
            known = (frame, (names, peeled))
            self._peeled_of_frame = known
        return known[1]

    def _plain_cuts(self) -> dict[int, str]:
        """Every seat's name as :meth:`_plain_fit` cuts it, worked out once a frame."""
        model = self.scene.model
        # The frame, and what a test may change within one: the totals, the dealer.
        frame = (self.scene.app.frames, model.dealer, *(view.total for view in model.seats))
        known = self._cuts_of_frame
        if known is None or known[0] != frame:
            known = (frame, {seat: self._plain_fit(seat, self._name_room(seat, None))[0]
                             for seat in range(len(model.seats))})
            self._cuts_of_frame = known
        return known[1]

    def _plain_fit(self, seat: int, room: int) -> tuple[str, int]:
        """:meth:`name_fit` without telling apart names cut alike."""
        key = (self.scene.model.seats[seat].name, room,
               self.scene.layout.seats[seat].tier.name_size, self.assets.large_text())
        fit = _PLAIN_FITS.get(key)
        if fit is None:
            if len(_PLAIN_FITS) > 4096:  # names and rooms of many games: start afresh
                _PLAIN_FITS.clear()
            fit = _PLAIN_FITS[key] = self._fit_anew(seat, room)
        return fit

    def _fit_anew(self, seat: int, room: int) -> tuple[str, int]:
        box = self.scene.layout.seats[seat]
        size = box.tier.name_size
        name = self.scene.model.seats[seat].name
        cut = shortened(self.assets.font("bold", size), name, room)
        if self.assets.large_text() and cut != name:
            smaller = self.assets.font("bold", size - LARGE_STEP)
            if smaller.size(name)[0] <= room:
                return name, size - LARGE_STEP
            # Letters only: a twin's " (2)" says nothing of whose seat it is ("A… (2)"
            # was taken for six letters, and ran 5 px past its room: QA 232).
            if len(cut.removesuffix(twin_number(cut))) <= _FEW_LETTERS:
                # Hardly a name left: beside the dealer's chip and a total of −10,
                # "Gwendolyn Moor" read "Gw…" at 18 seats (QA 156); a step smaller
                # keeps more of it.
                small_cut = shortened(smaller, name, room)
                # Or as many letters, where only the smaller fits: "M…" at full size
                # ran past its room and pushed the stayed dealer's lock off (QA 203).
                if len(small_cut) > len(cut) or (
                        self.assets.font("bold", size).size(cut)[0] > room
                        and smaller.size(small_cut)[0] <= room):
                    return small_cut, size - LARGE_STEP
        return cut, size

    def _name_room(self, seat: int, kept: int | None) -> int:
        """The width a seat's name may take (see :meth:`name_fit`)."""
        box = self.scene.layout.seats[seat]
        room = box.rect.w - 24 - (self._total_width(seat, own=True) if kept is None
                                  else kept) - 12
        if seat == self.scene.model.dealer:
            # A long name gives way to the dealer chip, which nothing else on the table
            # shows: at 16 seats no seat showed who dealt (QA 42). The other icons (the
            # status line and the seat's cards say the same) take the room left over.
            # As tall as the drawn name (a rendered line, taller than the font's height).
            height = self.assets.text("8", box.tier.name_size, TEXT, "bold").get_height()
            size, _top = header_icon(height)
            # The chip starts 6 px after the name and may reach 4 px past its room.
            room -= size + 2
        return room

    def _icons(self, seat: int) -> list[str]:
        view = self.scene.model.seats[seat]
        icons = ["icon_dealer"] if seat == self.scene.model.dealer else []
        # The Second Chance before the status icon, which the line under the name repeats.
        if C.CHANCE in view.line:
            icons.append("icon_chance")
        if view.status in _STATUS_ICON:
            icons.append(_STATUS_ICON[view.status])
        return icons

    def _status_text(self, seat: int, dots: int | None = None) -> tuple[
            str, tuple[int, int, int], str]:
        """The line under a seat's name, its colour, and a shorter form for a narrow
        seat ("" when it has none); ``dots``: a thinking seat's, as many (default: as
        the clock has them now)."""
        scene = self.scene
        view = scene.model.seats[seat]
        points = view.round_score
        # Not the cards sliding along the line after a card left it: they are in it
        # (counted without them, a line closing up read blank or "+5": QA 173).
        hidden = scene.director.arriving(seat)
        if hidden:
            landed = len(view.line) - hidden
            if landed <= 0:
                return ("", MUTED, "")
            points = scene.model.score_of(seat, landed)
        if view.status == BUSTED:
            if points == 0:
                return (t("status.bust"), RED, "")
            return (t("status.bust_points", points=points), RED, signed(points))
        if view.flip7 and view.choosing:
            # Short in a narrow seat: "Flip 7! choosing…" ran past the seat's edge, at
            # 18 seats off the screen (QA 206).
            return (t("status.flip7_choosing"), GOLD, t("status.flip7_short"))
        if view.flip7:
            return (t("status.flip7", points=points), GOLD, "")
        if seat == scene.thinking_seat:
            shown = "." * (dots if dots is not None else 1 + int(scene.clock * 3) % 3)
            if view.line and view.status == ACTIVE:
                # Its round's points stay beside the word (they were gone while it
                # thought: QA 48); a narrow seat keeps the points.
                return (t("status.round_thinking", points=points, dots=shown), MUTED,
                        signed(points))
            return (t("status.thinking", dots=shown), MUTED, "")
        # Stayed, stopped or frozen: the seat's icon says which, so a narrow seat shows the
        # points alone.
        if view.status == FROZEN:
            return (t("status.frozen", points=points), ICE, numeral(points))
        if view.status == STAYED:
            key = "status.stopped" if view.stopped else "status.stayed"
            return (t(key, points=points), GOLD, numeral(points))
        if not view.line and not (view.dealt and not view.held):
            # Nothing yet, or a card still in hand: no "+0" before the deal reaches it.
            # A seat whose dealt card was an action has been dealt: "+0 this round", as
            # everyone else's line says (QA eleventh pass: it looked skipped).
            return ("", MUTED, "")
        return (t("status.round", points=points), MUTED, signed(points))

    def _coached(self, move: object, seat: int | None = None, card: str | None = None) -> bool:
        """Is this pick what the coach advises? (For a swap's first half: one of its cards.)"""
        scene = self.scene
        reading = scene.coach_reading
        choice = scene.choice
        if reading is None or choice is None or not scene.coach_open \
                or scene.coach.decision is not choice.decision:
            return False
        if move is not None:
            return move == reading.move
        advised = reading.move
        return (seat, card) in ((advised.player, advised.card), advised.other)

    def _coach_star(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        """The coach's mark: a gold star on a dark disc."""
        cx, cy = center
        pygame.draw.circle(surface, (30, 24, 6), center, 13)
        pygame.draw.circle(surface, GOLD, center, 13, 2)
        points = []
        for k in range(10):
            r = 9 if k % 2 == 0 else 4
            angle = math.pi * k / 5 - math.pi / 2
            points.append((cx + r * math.cos(angle), cy + 1 + r * math.sin(angle)))
        pygame.draw.polygon(surface, GOLD, points)


def _pointer_under(surface: pygame.Surface, card: pygame.Rect, seat: pygame.Rect,
                   line: list[pygame.Rect]) -> None:
    """A gold arrow under the card Enter picks, pointing up at it, where the seat's box
    has room and no card of the line (a second row) lies: at 10 seats its ring alone
    was hard to find among a dozen small cards that can be picked (QA twenty-ninth
    pass)."""
    top = card.bottom + 7
    height = max(7, min(14, card.w // 3))
    x = card.centerx
    if top + height > seat.bottom - 2:
        # The front seat keeps 8 px under its cards: the arrow rises into the card's foot
        # (by half its height at most) rather than be left out, as it was there (QA 61).
        height = min(height, 2 * (seat.bottom - 2 - card.bottom))
        if height < 7:
            return  # no room: the ring and the glow have to do
        top = seat.bottom - 2 - height
    room = pygame.Rect(x - height, max(top, card.bottom), 2 * height, height)
    if room.collidelist([r for r in line if r != card]) != -1:
        return  # a second row's card lies there
    points = [(x, top), (x - height, top + height), (x + height, top + height)]
    pygame.draw.polygon(surface, GOLD, points)
    pygame.draw.polygon(surface, (12, 14, 12), points, width=2)

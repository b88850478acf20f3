"""Painting the table: felt, piles, seats with their lines, the log and the prompt.

:class:`TableView` only reads — the display model, the layout, the
director's in-flight cards and the effects — and draws from cached
surfaces. The table scene owns it and calls :meth:`TableView.draw`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import cards as C
from game.core.engine import BUSTED, FROZEN, STAYED

from .layout import line_slots
from .loop import felt
from .theme import GOLD, ICE, MUTED, PANEL, RED, SMALL, TEXT
from .widgets import blit_alpha, blit_center, glow, nine_slice, panel

if TYPE_CHECKING:
    from .scene_table import TableScene

_STATUS_ICON = {STAYED: "icon_lock", FROZEN: "icon_ice", BUSTED: "icon_bust"}


class TableView:
    """Paints one table scene."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.assets = scene.app.assets

    # ------------------------------------------------------------------ whole frame

    def draw(self, surface: pygame.Surface) -> None:
        """The table, bottom layer to top."""
        scene = self.scene
        surface.blit(felt(self.assets, scene.model.edition), (0, 0))
        self._draw_centre(surface)
        for seat in range(scene.model.n):
            self._draw_seat(surface, seat)
        scene.director.draw(surface)
        scene.effects.draw(surface, self.assets)
        self._draw_prompt(surface)

    # ------------------------------------------------------------------ centre

    def _draw_centre(self, surface: pygame.Surface) -> None:
        scene = self.scene
        model = scene.model
        layout = scene.layout
        assets = self.assets
        info = f"Round {model.round_number}" if model.round_number else "Dealing"
        if model.tiebreak:
            info = "Tie-break round"
        edition = model.edition.title
        if model.brutal:
            edition += " · Brutal"
        line = assets.text(f"{info}  ·  {edition}  ·  first to {model.target}", SMALL, MUTED,
                           "bold")
        blit_center(surface, line, (layout.deck.centerx + 62, layout.deck.y - 26))
        # The deck: a small stack of backs, thicker while it is full.
        deck = layout.deck
        painter = scene.painter
        if model.deck_count > 0:
            layers = 1 + min(3, model.deck_count // 20)
            back = painter.back(deck.w, deck.h)
            shade = painter.shadow(deck.w, deck.h)
            surface.blit(shade, shade.get_rect(center=(deck.centerx + 3, deck.centery + 5)))
            for i in range(layers):
                surface.blit(back, deck.move(-2 * (layers - 1 - i), -2 * (layers - 1 - i)))
        else:
            self._empty_slot(surface, deck)
        count = assets.text(f"Deck {model.deck_count}", SMALL, TEXT, "bold")
        blit_center(surface, count, (deck.centerx, deck.bottom + 16))
        pile = layout.discard
        if model.discard_top is not None and model.discard_count > 0:
            shade = painter.shadow(pile.w, pile.h)
            surface.blit(shade, shade.get_rect(center=(pile.centerx + 3, pile.centery + 5)))
            surface.blit(painter.face(model.discard_top, pile.w, pile.h), pile)
        else:
            self._empty_slot(surface, pile)
        count = assets.text(f"Discard {model.discard_count}", SMALL, TEXT, "bold")
        blit_center(surface, count, (pile.centerx, pile.bottom + 16))
        self._draw_log(surface)

    def _empty_slot(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(panel(self.assets, rect.w, rect.h, (0, 0, 0, 50), 8,
                           (255, 255, 255, 60)), rect)

    def _draw_log(self, surface: pygame.Surface) -> None:
        scene = self.scene
        area = scene.layout.log
        lines = list(scene.model.log)[-3:]
        y = area.y + 4
        for i, text in enumerate(lines):
            newest = i == len(lines) - 1
            color = TEXT if newest else MUTED
            label = self.assets.text(text, SMALL, color, "bold" if newest else "regular")
            if label.get_width() > area.w:
                label = self.assets.text(text[:60] + "…", SMALL, color, "regular")
            alpha = 255 if newest else 150 + 40 * i
            blit_alpha(surface, label, (area.centerx - label.get_width() // 2, y), alpha)
            y += 23

    # ------------------------------------------------------------------ seats

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
        if lit:
            halo = glow(assets, w, h, GOLD, 12, 14)
            surface.blit(halo, (rect.x - 24, rect.y - 24))
        flash = scene.effects.seat_flash(seat)
        if flash is not None and flash[1] > 0.02:
            halo = glow(assets, w, h, flash[0], 14, 14)
            blit_alpha(surface, halo, (rect.x - 28, rect.y - 28), int(255 * flash[1]))
        busted = view.status == BUSTED
        fill = (60, 14, 18, 200) if busted else (20, 24, 22, 252) if lit else PANEL
        edge = (*RED, 200) if busted else (*GOLD, 230) if lit else (255, 255, 255, 46)
        surface.blit(panel(assets, w, h, fill, 14, edge), rect)
        if lit:
            pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=14)
        if state is not None:
            # Seats that can be picked glow; the one with the focus glows brightest.
            pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), width=4 if state == "focus"
                             else 2, border_radius=18)
            if state == "focus":
                pygame.draw.rect(surface, (255, 240, 200), rect.inflate(14, 14), width=1,
                                 border_radius=20)
        self._draw_header(surface, seat, rect, lit)
        # The line, with cards still in the air left out.
        hidden_line, hidden_held = scene.director.hidden(seat)
        line = view.line
        cw, ch = tier.card_w, tier.card_h
        slots = line_slots(box.line.move(dx, 0), cw, ch, len(line))
        painter = scene.painter
        shown = len(line) - hidden_line
        picking_cards = choice is not None and choice.picks_cards
        for i in range(shown):
            code = line[i]
            slot = slots[i]
            card_state = choice.card_state(seat, i) if choice is not None else None
            pulse = scene.director.pulse(seat, i)
            if pulse != 1.0:
                size = (round(cw * pulse), round(ch * pulse))
                image = pygame.transform.smoothscale(painter.face(code, cw, ch), size)
                surface.blit(image, image.get_rect(center=slot.center))
                continue
            if card_state == "focus" or card_state == "chosen":
                slot = slot.move(0, -8)
            if card_state is not None:
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
                pygame.draw.rect(surface, GOLD, slot.inflate(4, 4),
                                 width=2 if card_state == "option" else 4, border_radius=6)
        for i in range(len(view.held) - hidden_held):
            code = view.held[i]
            held = scene.held_rect(seat, i).move(dx, 0)
            halo = glow(assets, held.w, held.h, GOLD, 6, 6)
            surface.blit(halo, (held.x - 12, held.y - 12))
            surface.blit(painter.face(code, held.w, held.h), held)
            if code in view.aside:
                tag = assets.text("later", SMALL, TEXT, "bold")
                blit_center(surface, tag, (held.centerx, held.bottom + 10))

    def _draw_header(self, surface: pygame.Surface, seat: int, rect: pygame.Rect,
                     lit: bool) -> None:
        scene = self.scene
        assets = self.assets
        box = scene.layout.seats[seat]
        view = scene.model.seats[seat]
        tier = box.tier
        x = rect.x + 12
        y = rect.y + 6
        name = assets.text(view.name, tier.name_size, GOLD if lit else TEXT, "bold")
        max_name = rect.w - 24 - 60
        if name.get_width() > max_name:
            name = name.subsurface((0, 0, max_name, name.get_height()))
        surface.blit(name, (x, y))
        icons_x = x + name.get_width() + 6
        icon_size = 22
        for icon in self._icons(seat):
            image = assets.scaled(icon, icon_size, icon_size)
            if icons_x + icon_size < rect.right - 60:
                surface.blit(image, (icons_x, y + 2))
                icons_x += icon_size + 3
        status, color = self._status_text(seat)
        label = assets.text(status, SMALL, color, "bold" if color != MUTED else "regular")
        surface.blit(label, (x, y + name.get_height() - 2))
        total = scene.effects.shown_total(seat, view.total)
        total_text = assets.text(str(total), tier.total_size, TEXT, "black")
        surface.blit(total_text, total_text.get_rect(
            midright=(rect.right - 12, rect.y + 6 + tier.header // 2)))

    def _icons(self, seat: int) -> list[str]:
        view = self.scene.model.seats[seat]
        icons = ["icon_dealer"] if seat == self.scene.model.dealer else []
        if view.status in _STATUS_ICON:
            icons.append(_STATUS_ICON[view.status])
        if C.CHANCE in view.line:
            icons.append("icon_chance")
        return icons

    def _status_text(self, seat: int) -> tuple[str, tuple[int, int, int]]:
        scene = self.scene
        view = scene.model.seats[seat]
        points = view.round_score
        hidden = scene.director.hidden(seat)[0]
        if hidden:
            landed = len(view.line) - hidden
            if landed <= 0:
                return ("", MUTED)
            points = scene.model.score_of(seat, landed)
        if view.status == BUSTED:
            return ("Bust" if points == 0 else f"Bust {points:+d}", RED)
        if view.flip7:
            return (f"Flip 7! +{points}", GOLD)
        if seat == scene.thinking_seat:
            dots = "." * (1 + int(scene.clock * 3) % 3)
            return (f"thinking{dots}", MUTED)
        if view.status == FROZEN:
            return (f"Frozen · {points}", ICE)
        if view.status == STAYED:
            return (f"Stayed · {points}", GOLD)
        if not view.line:
            return ("", MUTED)
        return (f"{points:+d} this round", MUTED)

    # ------------------------------------------------------------------ prompt

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        scene = self.scene
        choice = scene.choice
        if choice is None:
            return
        assets = self.assets
        area = scene.layout.prompt
        text = assets.text(choice.prompt, 22, GOLD, "bold")
        w = text.get_width() + 48
        surface.blit(panel(assets, w, area.h, (10, 12, 10, 200), 12, (*GOLD, 140)),
                     (area.centerx - w // 2, area.y))
        blit_center(surface, text, area.center)
        for pick, focused in choice.buttons():
            art = "button_hover" if focused else "button"
            surface.blit(nine_slice(assets, art, pick.rect.w, pick.rect.h), pick.rect)
            if focused:
                pygame.draw.rect(surface, GOLD, pick.rect.inflate(6, 6), 3, border_radius=14)
            label = assets.text(pick.label, 24, TEXT, "bold")
            hint = pick.key[:1].upper() if pick.key else ""
            if hint:
                key = assets.text(hint, SMALL, GOLD, "black")
                total = label.get_width() + 12 + key.get_width() + 12
                x = pick.rect.centerx - total // 2
                surface.blit(label, label.get_rect(midleft=(x, pick.rect.centery)))
                box = pygame.Rect(0, 0, key.get_width() + 12, key.get_height() + 2)
                box.midleft = (x + label.get_width() + 12, pick.rect.centery)
                pygame.draw.rect(surface, GOLD, box, 2, border_radius=6)
                blit_center(surface, key, box.center)
            else:
                blit_center(surface, label, pick.rect.center)

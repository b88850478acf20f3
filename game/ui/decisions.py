"""A human seat's decision on screen: what can be picked, and how.

Every legal option becomes a *pick*: a button (Hit, Stay, Take +15), a
seat (a target, a Brutal attack) or a card in a line (Steal, Discard, the
two halves of a Swap). Mouse and keyboard reach the same picks: the pointer
or the arrow keys move the focus, a click or Enter confirms; H and S are
Hit and Stay. Only legal options are ever offered, so whatever is chosen is
a move the engine accepts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core import cards as C
from game.core.moves import ATTACK, BONUS, FLIP7, HIT, STAY, SWAP, TARGET, TURN, Decision, Move

from . import input as inp

if TYPE_CHECKING:
    from .beats import Stage

BUTTON = "button"
SEAT = "seat"
CARD = "card"


@dataclass(frozen=True)
class Pick:
    """One pickable thing: ``move`` is what picking it plays (``None``: first half of a swap)."""

    kind: str
    rect: pygame.Rect
    label: str = ""
    seat: int | None = None
    card: str | None = None
    index: int | None = None
    move: Move | None = None
    key: str = ""  # a shortcut action (HIT / STAY)


#: What a human is asked when they play a card on a player; a modifier asks
#: "<name>: whose line gets it?".
TARGET_PROMPTS: dict[str, str] = {
    C.FREEZE: "Freeze: who stops now?",
    C.FLIP3: "Flip Three: who takes three cards?",
    C.FLIP4: "Flip Four: who takes four cards?",
    C.ONEMORE: "Just One More: who takes one more card?",
    C.CHANCE: "Extra Second Chance: give it to a player",
}


def _target_prompt(card: str) -> str:
    return TARGET_PROMPTS.get(card, f"{C.card_name(card)}: whose line gets it?")


class Choice:
    """The picks of one pending human decision and the keyboard focus among them."""

    def __init__(self, decision: Decision, stage: Stage) -> None:
        self.decision = decision
        self.stage = stage
        self.first: tuple[int, str] | None = None  # a swap's first card
        self.focus = 0
        self.picks = self._build()

    # ------------------------------------------------------------------ building

    @property
    def prompt(self) -> str:
        """What the player is asked: by name at a table of several people ("Ben — hit
        or stay?"), as "you" when only one person plays."""
        d = self.decision
        model = self.stage.model
        if d.seat == model.you:
            return "Your turn: Hit (H) or Stay (S)?" if d.kind == TURN else self._ask()
        name = model.seats[d.seat].name
        if d.kind == TURN:
            return f"{name} — hit (H) or stay (S)?"
        return f"{name} — {self._ask()}"

    def _ask(self) -> str:
        """The question of a decision other than hit or stay."""
        d = self.decision
        if d.kind == TARGET:
            return _target_prompt(d.card or "") + "  (click, or arrows + Enter)"
        if d.kind == FLIP7:
            return "Flip 7! Take +15, or give a player −15"
        if d.kind == C.STEAL:
            return "Steal: click the card you want"
        if d.kind == C.DISCARD:
            return "Discard: click the card to throw away"
        if d.kind == SWAP:
            if self.first is None:
                return "Swap: pick the first card"
            return f"Swap {C.card_name(self.first[1])} with… (right-click: undo)"
        return "Your move"

    def _build(self) -> list[Pick]:
        d = self.decision
        stage = self.stage
        picks: list[Pick] = []
        if d.kind == TURN:
            area = stage.layout.buttons
            half = (area.w - 16) // 2
            labels = {HIT: ("Hit", inp.HIT), STAY: ("Stay", inp.STAY)}
            for i, do in enumerate((HIT, STAY)):
                move = Move(do)
                rect = pygame.Rect(area.x + i * (half + 16), area.y, half, area.h)
                label, key = labels[do]
                if move in d.options:
                    picks.append(Pick(BUTTON, rect, label, move=move, key=key))
            return picks
        if d.kind == FLIP7:
            area = stage.layout.buttons
            picks.append(Pick(BUTTON, pygame.Rect(area.x + 40, area.y, area.w - 80, area.h),
                              "Take +15", move=Move(BONUS)))
        for move in d.options:
            if move.do in (TARGET, ATTACK):
                assert move.player is not None
                picks.append(Pick(SEAT, stage.layout.seats[move.player].rect,
                                  stage.model.who(move.player), seat=move.player, move=move))
        if d.kind in (C.STEAL, C.DISCARD):
            for move in d.options:
                picks.append(self._card_pick(move.player, move.card, move))
        elif d.kind == SWAP:
            if self.first is None:
                seen: dict[tuple[int, str], None] = {}
                for move in d.options:
                    assert move.player is not None and move.card is not None
                    assert move.other is not None
                    seen.setdefault((move.player, move.card))
                    seen.setdefault(move.other)
                picks += [self._card_pick(seat, card, None) for seat, card in sorted(seen)]
            else:
                for move in d.options:
                    a = (move.player, move.card)
                    b = move.other
                    if a == self.first and b is not None:
                        picks.append(self._card_pick(b[0], b[1], move))
                    elif b == self.first:
                        picks.append(self._card_pick(a[0], a[1], move))
        return picks

    def _card_pick(self, seat: int | None, card: str | None, move: Move | None) -> Pick:
        assert seat is not None and card is not None
        line = self.stage.model.seats[seat].line
        index = line.index(card) if card in line else 0  # the engine takes the first copy
        rect = self.stage.line_rect(seat, index)
        return Pick(CARD, rect, C.card_name(card), seat=seat, card=card, index=index, move=move)

    # ------------------------------------------------------------------ input

    def handle(self, event: inp.Input) -> Move | None:
        """Use one input; return the chosen move when the player commits."""
        if isinstance(event, inp.Point):
            hit = self._pick_at(event.pos)
            if hit is not None:
                self.focus = hit
            return None
        if isinstance(event, inp.Click):
            if event.button == 3:
                self._undo()
                return None
            hit = self._pick_at(event.pos)
            if hit is None:
                return None
            self.focus = hit
            return self._commit(self.picks[hit])
        if not isinstance(event, inp.Press):
            return None
        action = event.action
        for pick in self.picks:
            if pick.key and pick.key == action:
                return self._commit(pick)
        if action in (inp.RIGHT, inp.DOWN, inp.NEXT):
            self._move(1)
        elif action in (inp.LEFT, inp.UP, inp.PREV):
            self._move(-1)
        elif action == inp.CONFIRM and self.picks:
            return self._commit(self.picks[self.focus])
        elif action == inp.ERASE:
            self._undo()
        return None

    def _move(self, step: int) -> None:
        if self.picks:
            self.focus = (self.focus + step) % len(self.picks)

    def _pick_at(self, pos: tuple[int, int]) -> int | None:
        # Cards overlap left to right: the last one drawn is on top, so test in reverse.
        for i in range(len(self.picks) - 1, -1, -1):
            pick = self.picks[i]
            if pick.kind == CARD and self._visible_rect(pick).collidepoint(pos):
                return i
        for i, pick in enumerate(self.picks):
            if pick.kind != CARD and pick.rect.collidepoint(pos):
                return i
        return None

    def _visible_rect(self, pick: Pick) -> pygame.Rect:
        """The part of a card not covered by the next card in its line."""
        assert pick.seat is not None and pick.index is not None
        line = self.stage.model.seats[pick.seat].line
        rect = pygame.Rect(pick.rect)
        if pick.index + 1 < len(line):
            nxt = self.stage.line_rect(pick.seat, pick.index + 1)
            if nxt.y == rect.y and nxt.x < rect.right:
                rect.w = max(8, nxt.x - rect.x)
            elif nxt.y > rect.y and nxt.x <= rect.x + 4:
                rect.h = max(8, nxt.y - rect.y)
        return rect

    def _commit(self, pick: Pick) -> Move | None:
        if pick.move is not None:
            return pick.move
        # The first card of a swap: now offer its partners.
        assert pick.seat is not None and pick.card is not None
        self.first = (pick.seat, pick.card)
        self.picks = self._build()
        self.focus = 0
        return None

    def _undo(self) -> None:
        if self.first is not None:
            self.first = None
            self.picks = self._build()
            self.focus = 0

    # ------------------------------------------------------------------ painting

    @property
    def picks_cards(self) -> bool:
        """Is the player choosing cards (Steal, Discard, Swap)?"""
        return any(p.kind == CARD for p in self.picks)

    def seat_state(self, seat: int) -> str | None:
        """``"focus"``, ``"option"`` or ``None`` for a seat."""
        for i, pick in enumerate(self.picks):
            if pick.kind == SEAT and pick.seat == seat:
                return "focus" if i == self.focus else "option"
        return None

    def card_state(self, seat: int, index: int) -> str | None:
        """``"chosen"`` (swap's first), ``"focus"``, ``"option"`` or ``None`` for a line card."""
        if self.first is not None and self.first[0] == seat:
            line = self.stage.model.seats[seat].line
            if self.first[1] in line and line.index(self.first[1]) == index:
                return "chosen"
        for i, pick in enumerate(self.picks):
            if pick.kind == CARD and pick.seat == seat and pick.index == index:
                return "focus" if i == self.focus else "option"
        return None

    def buttons(self) -> list[tuple[Pick, bool]]:
        """The button picks and whether each has the focus."""
        return [(p, i == self.focus) for i, p in enumerate(self.picks) if p.kind == BUTTON]

"""A human seat's decision on screen: what can be picked, and how.

Every legal option becomes a *pick*: a button (Hit, Stay, Take +15), a
seat (a target, a Brutal attack) or a card in a line (Steal, Discard, the
two halves of a Swap). Mouse and keyboard reach the same picks: the pointer
or the arrow keys move the focus, a click or Enter confirms; H and S are
Hit and Stay. Only legal options are ever offered, so whatever is chosen is
a move the engine accepts.

The focus starts where Enter does no harm: on the move a computer would
make in the person's place (``suggested``, see
:meth:`game.session.Session.suggestion`) — never a −10 on their own line;
hit or stay only while the coach is on (otherwise on Hit: see
:meth:`game.ui.scene_table.TableScene._first_focus`).
The arrows go where they point on the screen: to the nearest seat or button
that way, round to the far side when there is none; Tab goes round in seat
order. Cards: ←/→ go card by card across the table as the lines lie, left to
right, ↑/↓ to the nearest player's cards above or below. Every card and seat
prompt says how to pick (:attr:`Choice.hint`), and a Swap's second card says
how to undo the first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game.core import cards as C
from game.core.arrival import BUSTS, receive
from game.core.engine import ACTIVE, BUSTED
from game.core.moves import ATTACK, BONUS, FLIP7, HIT, STAY, SWAP, TARGET, TURN, Decision, Move
from game.i18n import Label, current_language, msg, t
from game.i18n.cards import card_label, card_name

from . import input as inp
from .widgets import nearest_toward

if TYPE_CHECKING:
    from .beats import Stage
    from .layout import SeatBox

BUTTON = "button"
SEAT = "seat"
CARD = "card"

#: How long the words of a refused click (a dimmed card or seat) stay under the question.
MISSED_TIME = 3.0


@dataclass(frozen=True)
class Pick:
    """One pickable thing: ``move`` is what picking it plays (``None``: first half of a swap)."""

    kind: str
    rect: pygame.Rect
    label: Label = ""
    seat: int | None = None
    card: str | None = None
    index: int | None = None
    move: Move | None = None
    key: str = ""  # a shortcut action (HIT / STAY)
    locked: bool = False  # shown but not playable now (the guided game asks for another)


#: The cards whose target prompt is a question of its own (``prompt.target.<card>``); a
#: modifier asks "Whose line gets the <card>?" (after a name and a dash, "Ann — −10:"
#: ran the dash into the minus: QA thirtieth pass).
_TARGET_QUESTIONS = (C.FREEZE, C.FLIP3, C.FLIP4, C.ONEMORE, C.CHANCE)


#: The arrows' directions on the screen (y grows downwards).
_TOWARD = {inp.LEFT: (-1, 0), inp.RIGHT: (1, 0), inp.UP: (0, -1), inp.DOWN: (0, 1)}
#: How far (px) a pick must lie that way to count as ahead: Hit and Stay side by side
#: are not above one another.
_AHEAD = 8


def question_of(decision: Decision, keys: bool = True) -> str | None:
    """What ``decision`` asks before anything is picked, without a name before it
    ("Whose line gets the −10?"), as the hand-over screen says it; ``None`` for hit or
    stay, which needs no saying there. Without ``keys`` a Flip 7's question does not say
    what Enter does: on the hand-over it promised the +15 where the table's Enter would
    give the suggested rival −15 (QA 103)."""
    kind = decision.kind
    if kind == FLIP7 and not keys:
        return t("prompt.flip7_ask")
    if kind == TARGET:
        return _target_prompt(decision.card or "")
    questions = {FLIP7: "prompt.flip7", C.STEAL: "prompt.steal", C.DISCARD: "prompt.discard",
                 SWAP: "prompt.swap_first"}
    return t(questions[kind]) if kind in questions else None


def _target_prompt(card: str) -> str:
    if card in _TARGET_QUESTIONS:
        return t(f"prompt.target.{card}")
    return t("prompt.target.modifier", card=card_name(card))


class Choice:
    """The picks of one pending human decision and the keyboard focus among them."""

    def __init__(self, decision: Decision, stage: Stage, suggested: Move | None = None,
                 only: Move | None = None) -> None:
        """The picks of ``decision``; the focus starts on ``suggested``; with ``only``
        (the guided game) every other pick is shown but locked."""
        self.decision = decision
        self.stage = stage
        self.only = only
        self.first: tuple[int, str] | None = None  # a swap's first card
        #: A locked pick was chosen (the guided round's other option): not done, but
        #: not to be ignored in silence either.
        self.bumped = False
        #: Why the card or seat just clicked cannot be picked, said under the question
        #: for :data:`MISSED_TIME` seconds (a click on a dimmed card did nothing, with no
        #: word: QA 48).
        self.missed: str | None = None
        self.missed_left = 0.0
        #: The pick the left mouse button went down on: it is played when the button
        #: comes up over it, as a button acts (see :meth:`handle`).
        self.pressed: Pick | None = None
        self.picks = self._locked(self._build())
        self.focus = 0
        #: The arrow keys moved the focus: a Brutal Flip 7's question (which has no room
        #: for a hint under it) then names what Enter picks.
        self.steered = False
        #: The pointer rested on a pick (which moved the focus there).
        self.pointed = False
        #: The coach's reading the focus last followed (see :meth:`follow`).
        self.followed: object | None = None
        #: :meth:`hints` as last worked out, by the Swap's first card and the language.
        self._hints: tuple[object, list[str]] | None = None
        #: Where the focus starts: a card too, so that Enter does no harm (QA nineteenth
        #: pass: a Steal started on the first card of the screen, a 13 that busted the
        #: player holding a 13, while a Balanced computer would take a harmless 10).
        self.suggested = suggested
        self.focus = self._index_of(suggested)

    # ------------------------------------------------------------------ building

    @property
    def prompt(self) -> str:
        """What the player is asked: by name at a table of several people ("Ben — hit
        or stay?"), as "you" when only one person plays."""
        return self._prompt(whose=True)

    @property
    def short_prompt(self) -> str:
        """:attr:`prompt` in fewer words where it can be, for a question too wide for
        its place: a Swap's second question without whose card was picked first, a Flip
        7's without the arrows."""
        return self._prompt(whose=False)

    def _prompt(self, whose: bool) -> str:
        d = self.decision
        model = self.stage.model
        if d.seat == model.you:
            return t("prompt.turn.you") if d.kind == TURN else self._ask(whose)
        name = model.seats[d.seat].name
        if d.kind == TURN:
            return t("prompt.turn", name=name)
        return t("prompt.named", name=name, question=self._ask(whose))

    def _ask(self, whose: bool) -> str:
        """The question of a decision other than hit or stay, as it stands now: a Flip
        7's once the focus moved says what Enter does (its Take +15 button leaves no
        room for a hint), and a Swap's second (``whose``: with whose card was picked
        first)."""
        d = self.decision
        # Its own words name the +15 for Enter: once the focus is elsewhere (the arrows,
        # or the pointer resting on a rival, whose focus stays when it leaves) they
        # promised the +15 where Enter gave a rival −15 (QA 102).
        if d.kind == FLIP7 and (self.steered or self.pointed
                                or (self.picks and self.picks[self.focus].kind != BUTTON)):
            named = self.focused_words()
            if named:
                # Short: without "· arrows: another" (two long names ran the question
                # over the side seats: QA 141).
                return t("prompt.flip7_on" if whose else "prompt.flip7_on_short", pick=named)
        if d.kind == SWAP and self.first is not None:
            if not whose:
                return t("prompt.swap_second_short", card=card_name(self.first[1]))
            # Whose card: "Swap the 8 with which card?" where three seats held an 8 (QA 43).
            question = t("prompt.swap_second", card=self.card_words(*self.first))
            return question[:1].upper() + question[1:]  # German "die 8 von Ann …" opens it
        return question_of(d) or t("prompt.move")

    @property
    def hint(self) -> str:
        """How to answer, under the question: what Enter picks now, and how to pick
        another ("Enter: Ann's 7 · click or arrows: another"). The focus starts on a
        pick, and Enter took it without a word of which (QA twelfth pass)."""
        return self.missed or self._hint(self.focus)

    def hints(self) -> list[str]:
        """The hint as it reads with the focus on each pick in turn: the question's box
        is as wide as the widest, so that it (and the Menu beside it) keeps still while
        the arrows move the focus. Asked every frame: worked out once for each set of
        picks (a Swap's two halves) and language."""
        key = (self.first, current_language())
        if self._hints is None or self._hints[0] != key:
            self._hints = (key, [self._hint(i) for i in range(len(self.picks))]
                           or [self._hint(self.focus)])
        return self._hints[1]

    def _hint(self, focus: int) -> str:
        d = self.decision
        if d.kind == TURN:
            return ""
        named = self.focused_words(focus)
        if named is None:
            return t("prompt.hint")
        if self.only is not None and self._unlocked() < 2:
            # The guided round allows this pick alone: no "arrows: another" (QA 50).
            return t("prompt.hint_only", pick=named)
        if self._busts_chooser(focus):
            # The card is one of the chooser's numbers: taking it busts them (V-5, V-6,
            # V-9). It was taken without a word (QA 75: Renée stole Ann's 13 beside her
            # own; QA 141: a Swap of your 3 for Ann's 9 beside your 9).
            named = t("pick.busts", pick=named)
        key = "prompt.hint_on_swap" if d.kind == SWAP and self.first is not None \
            else "prompt.hint_on"
        return t(key, pick=named)

    def _busts_chooser(self, focus: int) -> bool:
        """Would the pick ``focus`` bust the one who chooses: a Steal's card, or a Swap's
        second card when it comes into their line (the two cards move at once: V-9)?"""
        d = self.decision
        if not 0 <= focus < len(self.picks):
            return False
        pick = self.picks[focus]
        if pick.card is None or pick.seat is None:
            return False
        line = list(self.stage.model.seats[d.seat].line)
        if d.kind == C.STEAL:
            coming = pick.card
        elif d.kind == SWAP and self.first is not None and d.seat in (self.first[0], pick.seat):
            going, coming = ((self.first[1], pick.card) if self.first[0] == d.seat
                             else (pick.card, self.first[1]))
            if self.first[0] == pick.seat or going not in line:
                return False
            del line[len(line) - 1 - line[::-1].index(going)]
        else:
            return False
        return receive(line, coming, self.stage.model.edition, moved=True) == BUSTS

    def _unlocked(self) -> int:
        """How many picks may be chosen (the guided round locks all but one)."""
        return sum(not p.locked for p in self.picks)

    def focused_words(self, focus: int | None = None) -> str | None:
        """What Enter picks now (or with the focus on pick ``focus``), in words: "Ann",
        "Ann's 11", "your −4", "−15 for Ann"."""
        if not self.picks:
            return None
        pick = self.picks[self.focus if focus is None else focus]
        model = self.stage.model
        if pick.kind == BUTTON:
            return str(pick.label)
        assert pick.seat is not None
        if pick.kind == SEAT:
            if self.decision.kind == FLIP7:
                return t("pick.attack", name=model.who(pick.seat))
            if pick.seat == self.decision.seat:
                # At a shared screen too the one deciding is "You", as their cards are
                # "your": "Enter: Maartje de Wit" spoke of Maartje to Maartje (QA 122).
                return t("player.addressed")
            return model.who(pick.seat)
        return self.card_words(pick.seat, pick.card or "")

    def card_words(self, seat: int, code: str) -> str:
        """A seat's card in words: "Ann's 11", "your −4". The one deciding owns "your"
        at a shared screen too: the question is put to them by name ("Bo — Swap your 6
        with which card?"), and "Bo — Swap Bo's 6 …" spoke of Bo to Bo (QA 52)."""
        card = card_name(code)
        if seat in (self.stage.model.you, self.decision.seat):
            return t("pick.card_yours", card=card)
        return t("pick.card_of", name=self.stage.model.seats[seat].name, card=card)

    def _build(self) -> list[Pick]:
        d = self.decision
        stage = self.stage
        picks: list[Pick] = []
        if d.kind == TURN:
            area = stage.layout.buttons
            half = (area.w - 16) // 2
            labels = {HIT: (msg("button.hit"), inp.HIT), STAY: (msg("button.stay"), inp.STAY)}
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
                              msg("button.take15"), move=Move(BONUS)))
        for move in d.options:
            if move.do in (TARGET, ATTACK):
                assert move.player is not None
                picks.append(Pick(SEAT, stage.layout.seats[move.player].rect,
                                  stage.model.who(move.player), seat=move.player, move=move))
        if d.kind in (C.STEAL, C.DISCARD):
            for move in d.options:
                picks.append(self._card_pick(move.player, move.card, move))
            picks.sort(key=self._table_order)
        elif d.kind == SWAP:
            if self.first is None:
                seen: dict[tuple[int, str], None] = {}
                for move in d.options:
                    assert move.player is not None and move.card is not None
                    assert move.other is not None
                    seen.setdefault((move.player, move.card))
                    seen.setdefault(move.other)
                picks += sorted((self._card_pick(seat, card, None) for seat, card in seen),
                                key=self._table_order)
            else:
                for move in d.options:
                    a = (move.player, move.card)
                    b = move.other
                    if a == self.first and b is not None:
                        picks.append(self._card_pick(b[0], b[1], move))
                    elif b == self.first:
                        picks.append(self._card_pick(a[0], a[1], move))
                picks.sort(key=self._table_order)
        return picks

    def _locked(self, picks: list[Pick]) -> list[Pick]:
        """With ``only`` set, every pick but that move's is locked."""
        if self.only is None:
            return picks
        return [p if p.move in (None, self.only) else replace(p, locked=True) for p in picks]

    def _table_order(self, pick: Pick) -> tuple[int, int]:
        """Round the table in seat order, as the arrows go over players, then the card's
        place in its line. (Reading order on the screen jumped from the top right seat
        across to the left one: QA nineteenth pass.)"""
        assert pick.seat is not None and pick.index is not None
        return (pick.seat, pick.index)

    def _card_pick(self, seat: int | None, card: str | None, move: Move | None) -> Pick:
        assert seat is not None and card is not None
        line = self.stage.model.seats[seat].line
        index = line.index(card) if card in line else 0  # the engine takes the first copy
        rect = self.stage.line_rect(seat, index)
        return Pick(CARD, rect, card_label(card), seat=seat, card=card, index=index, move=move)

    # ------------------------------------------------------------------ input

    def handle(self, event: inp.Input) -> Move | None:
        """Use one input; return the chosen move when the player commits."""
        if isinstance(event, inp.Point):
            hit = self._pick_at(event.pos)
            # A pick the guide refuses never takes the focus: the hint said "Enter: You"
            # for the seat it had just refused (QA twenty-sixth pass).
            if hit is not None and not self.picks[hit].locked:
                self.focus = hit
                self.pointed = True
            return None
        if isinstance(event, inp.RightClick):
            self._undo()
            return None
        if isinstance(event, inp.Click):
            # The press lights the pick; the release over the same pick plays it, as
            # buttons do everywhere else: a press on Hit that slid off to think again
            # still drew a card (QA 98).
            hit = self._pick_at(event.pos)
            self.pressed = None if hit is None else self.picks[hit]
            if hit is None:
                self._refuse_at(event.pos)
            elif not self.picks[hit].locked:
                self.focus = hit
            return None
        if isinstance(event, inp.Release):
            hit = self._pick_at(event.pos)
            pressed, self.pressed = self.pressed, None
            if hit is None or self.picks[hit] is not pressed:
                return None
            self.missed = None
            return self._commit(self.picks[hit])
        if not isinstance(event, inp.Press):
            return None
        action = event.action
        if action in (inp.LEFT, inp.RIGHT, inp.UP, inp.DOWN, inp.NEXT, inp.PREV):
            self.missed = None  # the hint says again what Enter picks now
            if self.only is not None and self._unlocked() < 2:
                # The guided round allows one pick here: the arrows have nowhere to go,
                # and say so as a locked pick does (they did nothing, silently: QA 45).
                self.bumped = True
                return None
        for pick in self.picks:
            if pick.key and pick.key == action:
                return self._commit(pick)
        if action in (inp.LEFT, inp.RIGHT) and self.picks_cards:
            self.steered = True
            self._along_lines(1 if action == inp.RIGHT else -1)
        elif action in _TOWARD:
            # The arrows go where they point on the screen: round the table's ring, a
            # step in seat order went left at its bottom and right at its top (QA 53:
            # → from the right-hand seats came back to you, ↓ from you went up-left).
            self.steered = True
            self._move_toward(_TOWARD[action])
        elif action in (inp.RIGHT, inp.NEXT):
            self.steered = True
            self._move(1)
        elif action in (inp.LEFT, inp.PREV):
            self.steered = True
            self._move(-1)
        elif action == inp.CONFIRM and self.picks:
            return self._commit(self.picks[self.focus])
        elif action in (inp.ERASE, inp.ERASE_WORD):
            self._undo()
        return None

    def fade(self, dt: float) -> None:
        """Let the words of a refused click go after their time."""
        if self.missed is not None:
            self.missed_left -= dt
            if self.missed_left <= 0:
                self.missed = None

    def _refuse_at(self, pos: tuple[int, int]) -> None:
        """A click on a card or seat that cannot be picked (it is dimmed) says why,
        where the hint under the question is: choosing cards, a card in a line; choosing
        players, a seat."""
        kinds = {p.kind for p in self.picks}
        if CARD in kinds:
            spot = self._line_card_at(pos)
            if spot is not None:
                self._say_missed(t("refuse.card", why=self._why_not(spot[0], card=True)))
        elif SEAT in kinds:
            seat = self.stage.layout.seat_at(pos)
            if seat is not None:
                self._say_missed(t("refuse.seat", why=self._why_not(seat, card=False)))

    def _say_missed(self, words: str) -> None:
        self.missed = words[:1].upper() + words[1:]  # a name or "your" may open it
        self.missed_left = MISSED_TIME

    def _why_not(self, seat: int, card: bool) -> str:
        """Why ``seat`` (or its card) cannot be picked, by the rule that rules it out."""
        d = self.decision
        model = self.stage.model
        status = model.seats[seat].status
        if d.kind == FLIP7 and seat == d.seat:
            return t("refuse.attack_self")  # V-B-3: the −15 goes to another player
        if status == BUSTED:
            # V-5, V-6, V-7: non-busted ("You has busted": QA 141).
            return t("refuse.bust_you") if seat == model.you else \
                t("refuse.bust", name=model.who(seat))
        if not card and d.kind == TARGET and d.card == C.CHANCE and status == ACTIVE:
            # C-5: an extra Second Chance goes to another player who holds none (a click
            # on such a player said only "Not that one": QA 141).
            return t("refuse.chance_self") if seat == d.seat else \
                t("refuse.chance_held", name=model.who(seat))
        if card and d.kind == C.STEAL and seat == d.seat:
            return t("refuse.own_steal")  # V-5: another player's line
        if card and d.kind == SWAP and self.first is not None and self.first[0] == seat:
            return t("refuse.same_line")  # V-6: two different players' lines
        if not card and d.kind == TARGET and status != ACTIVE:
            # An action or modifier goes to a player still in the round.
            key = "refuse.stopped_you" if seat == model.you else "refuse.stopped"
            return t(key, name=model.who(seat))
        return t("refuse.other")

    def _line_card_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The seat and slot of the line card under ``pos``, if any (the top one where
        cards overlap)."""
        for seat, view in enumerate(self.stage.model.seats):
            for index in range(len(view.line) - 1, -1, -1):
                if self._visible_rect(seat, index).collidepoint(pos):
                    return seat, index
        return None

    def follow(self, move: Move) -> bool:
        """Put the focus on ``move`` (the coach's advice, once it is worked out), unless
        the player has moved the focus already: the gold ring and the coach's star on
        two different buttons left Enter doing what the coach advised against (QA
        fourteenth pass). True if the focus moved."""
        if self.steered or self.pointed:
            return False
        for i, pick in enumerate(self.picks):
            if self._advised(pick, move) and not pick.locked:
                moved = i != self.focus
                self.focus = i
                return moved
        return False

    def _index_of(self, move: Move | None) -> int:
        """The pick of ``move`` (a Swap's card of it while its first card is still to
        choose, see :meth:`_advised`), or the first pick."""
        if move is None:
            return 0
        return next((i for i, pick in enumerate(self.picks)
                     if self._advised(pick, move) and not pick.locked), 0)

    def _advised(self, pick: Pick, move: Move) -> bool:
        """Is ``pick`` the advised ``move``, or, a Swap's first card still to choose,
        one of its two cards (the first named)?"""
        if pick.move is not None or self.decision.kind != SWAP or self.first is not None:
            return pick.move == move
        return (pick.seat, pick.card) == (move.player, move.card)

    def _move(self, step: int) -> None:
        for _ in range(len(self.picks)):
            self.focus = (self.focus + step) % len(self.picks)
            if not self.picks[self.focus].locked:
                return

    def _move_toward(self, direction: tuple[int, int]) -> None:
        """An arrow: to the nearest pick that way on the screen (choosing cards, to the
        nearest other player's cards that way, the card nearest the same place in their
        line; Left and Right go card by card). With nothing that way, round to the far
        side, as a list's arrows wrap. Tab keeps the order round the table."""
        current = self.picks[self.focus]
        cards = self.picks_cards
        places: dict[int, pygame.Rect] = {}  # a seat's box, or a button, by pick
        for i, pick in enumerate(self.picks):
            if pick.locked or i == self.focus or (cards and pick.seat == current.seat):
                continue
            places[i] = self.stage.layout.seats[pick.seat].rect \
                if cards and pick.seat is not None else pick.rect
        if not places:
            return
        start = self.stage.layout.seats[current.seat].rect \
            if cards and current.seat is not None else current.rect
        dx, dy = direction
        target = nearest_toward(start.center, dx, dy,
                                ((i, rect.center) for i, rect in places.items()), _AHEAD)
        if target is None:
            # Round to the far side: the pick furthest the other way, nearest in line.
            def behind(i: int) -> tuple[int, int, int]:
                x, y = places[i].centerx - start.centerx, places[i].centery - start.centery
                return x * dx + y * dy, abs(x * dy - y * dx), i

            target = min(places, key=behind)
        if not cards:
            self.focus = target
            return
        seat = self.picks[target].seat
        place = current.index or 0
        self.focus = min((i for i, p in enumerate(self.picks) if p.seat == seat and not p.locked),
                         key=lambda i: (abs((self.picks[i].index or 0) - place), i))

    def _along_lines(self, step: int) -> None:
        """Choosing cards, Left or Right: card by card across the table as the lines lie
        on the screen, left to right (each line from its first card), round to the
        other side at the end (QA 54: → from the right-hand seat's last card went to
        your line in the middle, the next in seat order)."""
        seats = self.stage.layout.seats
        order = sorted((i for i, p in enumerate(self.picks) if not p.locked or i == self.focus),
                       key=lambda i: self._screen_place(i, seats))
        if len(order) < 2:
            return
        self.focus = order[(order.index(self.focus) + step) % len(order)]

    def _screen_place(self, i: int, seats: Sequence[SeatBox]) -> tuple[int, int, int, int]:
        """Where pick ``i`` comes in left-to-right order: its line's seat across, then
        down, then its place in the line."""
        pick = self.picks[i]
        box = seats[pick.seat].rect if pick.seat is not None else pick.rect
        return box.centerx, box.centery, pick.index or 0, i

    def _pick_at(self, pos: tuple[int, int]) -> int | None:
        # The focused card is drawn over its neighbours (QA 61): it takes what it covers.
        if 0 <= self.focus < len(self.picks):
            focused = self.picks[self.focus]
            if focused.kind == CARD and focused.seat is not None and focused.index is not None \
                    and self.stage.line_rect(focused.seat, focused.index).collidepoint(pos):
                return self.focus
        # Cards overlap left to right: the last one drawn is on top, so test in reverse.
        for i in range(len(self.picks) - 1, -1, -1):
            pick = self.picks[i]
            if pick.kind == CARD and pick.seat is not None and pick.index is not None \
                    and self._visible_rect(pick.seat, pick.index).collidepoint(pos):
                return i
        for i, pick in enumerate(self.picks):
            if pick.kind != CARD and pick.rect.collidepoint(pos):
                return i
        if self.stage.layout.deck.collidepoint(pos):
            # The deck draws a card as Hit does: a new player clicks it first, and
            # nothing happened (QA 236).
            for i, pick in enumerate(self.picks):
                if pick.move is not None and pick.move.do == HIT:
                    return i
        return None

    def _visible_rect(self, seat: int, index: int) -> pygame.Rect:
        """The part of card ``index`` of ``seat``'s line not covered by the next card."""
        line = self.stage.model.seats[seat].line
        rect = self.stage.line_rect(seat, index)
        if index + 1 < len(line):
            nxt = self.stage.line_rect(seat, index + 1)
            if nxt.y == rect.y and nxt.x < rect.right:
                rect.w = max(8, nxt.x - rect.x)
            elif nxt.y > rect.y and nxt.x <= rect.x + 4:
                rect.h = max(8, nxt.y - rect.y)
        return rect

    def _commit(self, pick: Pick) -> Move | None:
        if pick.locked:
            self.bumped = True  # the table shows the guide's step again (see TableScene)
            return None
        if pick.move is not None:
            return pick.move
        # The first card of a swap: now offer its partners.
        assert pick.seat is not None and pick.card is not None
        self.first = (pick.seat, pick.card)
        self.picks = self._locked(self._build())
        self.focus = self._index_of(self.suggested)
        self.followed = None  # the coach's partner card, if it advised this one
        return None

    def lay_out_again(self) -> None:
        """Build the picks again on the table's new layout (Large text switched in the
        middle of a decision), keeping a Swap's first card and the focus: dropped and
        made anew, the Swap started over (QA 128)."""
        was = self.picks[self.focus] if 0 <= self.focus < len(self.picks) else None
        self.picks = self._locked(self._build())
        self.pressed = None
        self.focus = next((i for i, p in enumerate(self.picks) if was is not None
                           and (p.kind, p.seat, p.card, p.move) == (was.kind, was.seat,
                                                                    was.card, was.move)),
                          self.focus if self.focus < len(self.picks) else 0)

    def _undo(self) -> None:
        if self.first is not None:
            undone, self.first = self.first, None
            self.picks = self._locked(self._build())
            # Back on the card just undone, not on the first card of the screen: Enter
            # there chose another card than the player had let go (QA eleventh pass).
            self.focus = next((i for i, p in enumerate(self.picks)
                               if (p.seat, p.card) == undone), 0)

    # ------------------------------------------------------------------ painting

    @property
    def picks_cards(self) -> bool:
        """Is the player choosing cards (Steal, Discard, Swap)?"""
        return any(p.kind == CARD for p in self.picks)

    def seat_state(self, seat: int) -> str | None:
        """``"focus"``, ``"option"`` or ``None`` for a seat."""
        for i, pick in enumerate(self.picks):
            if pick.kind == SEAT and pick.seat == seat and not pick.locked:
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

    def pick_for(self, seat: int, index: int) -> Pick | None:
        """The card pick at slot ``index`` of ``seat``'s line, if that card can be picked."""
        for pick in self.picks:
            if pick.kind == CARD and pick.seat == seat and pick.index == index:
                return pick
        return None

    def buttons(self) -> list[tuple[Pick, bool]]:
        """The button picks and whether each has the focus."""
        return [(p, i == self.focus) for i, p in enumerate(self.picks) if p.kind == BUTTON]

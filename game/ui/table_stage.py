"""A table on screen, whatever drives it: the display model, the layout, the card
painter, the director that animates events, the effects and the painter of it all.

Two scenes show a table: :class:`~game.ui.scene_table.TableScene`, where a
game is played, and :class:`~game.ui.scene_viewer.ViewerScene`, where a
recorded one is watched. Both are a :class:`TableStage`: the geometry the
beats ask for (:class:`~game.ui.beats.Stage`), the surface warm-up, the
history (key L) and the defaults of what the painter shows only where a game
is played (a person's choice, the odds, the coach, a forced draw) live here
once.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pygame

from game.core.cards import is_number

from .beats import DealBeat
from .cards import CardPainter, edition_codes
from .director import Director
from .effects import Effects
from .layout import CENTRE, MIN_STEP, line_slots, table_layout
from .odds import CardsLeft
from .scene import Scene
from .table_view import TableView
from .theme import BODY, GOLD, HEIGHT, ICE, RED, WIDTH, text_size

#: At instant speed, what comes next is handed on until a frame has used this many seconds.
INSTANT_BUDGET = 0.012

if TYPE_CHECKING:
    from game.core.events import GameWon, RoundScored
    from game.core.moves import Decision

    from .decisions import Choice
    from .layout import TableLayout
    from .loop import App
    from .model import TableModel
    from .odds import Odds
    from .table_tools import Tools


#: Room under a held card for the "later" that says it is set aside (drawn centred
#: 10 px under the card, at 18 px).
_LATER_TAG = 24
#: How far a side seat's held card lies inside its box: over its border, short of
#: its first card (the line starts 8 px in).
_HELD_IN = 4


class TableStage(Scene):
    """The table of ``model`` with seat ``front`` shown large at the bottom."""

    #: No round summary here (the replay viewer): the seats count their totals up.
    summary_counts = False

    def __init__(self, app: App, model: TableModel, front: int) -> None:
        super().__init__(app)
        self.model = model
        #: The seat shown large at the front.
        self.front = front
        #: The Large text setting, as the layout was made for it.
        self.large = app.settings.large_text
        self.layout = table_layout(model.n, front, self.large)
        self.painter = CardPainter(app.assets, model.edition)
        self.effects = Effects()
        self.director = Director(self)
        # The painter is typed for the table a game is played at; a replay gives it the
        # same attributes, with no choice, coach or odds to show (see below).
        self.view = TableView(self)  # type: ignore[arg-type]
        #: The tool buttons beside the deck (History, …); each scene says which.
        self.tools: Tools
        #: The computer seat shown "thinking", if any.
        self.thinking_seat: int | None = None
        self.clock = 0.0
        # What the painter shows only where a game is played (see TableScene): a
        # person's choice, the odds beside Hit, the cards left, the coach, a forced draw.
        self.choice: Choice | None = None
        self.odds: Odds | None = None
        self.cards_open = False
        self.left: CardsLeft | None = None
        #: What the model had turned face up (and how often reshuffled) when
        #: :attr:`left` was counted: the panel counts the cards seen since off it.
        self.left_mark: tuple[Counter[str], int] = (Counter(), 0)
        self.coach_open = False
        self.forced: int | None = None
        self.refused = 0.0
        self.warming: Iterator[None] | None = self._warm_up()

    @property
    def coach_line(self) -> str | None:
        """What the coach says now (nothing, unless a game is played)."""
        return None

    @property
    def guide_prompt(self) -> str | None:
        """The guided game's words for a person's decision (none here)."""
        return None

    @property
    def deciding(self) -> Decision | None:
        """The decision the table stands at now, whoever makes it: a person's choice
        here (a played game knows a thinking computer's too, see TableScene)."""
        return self.choice.decision if self.choice is not None else None

    # ------------------------------------------------------------------ Stage

    def play(self, sound: str) -> None:
        """A sound, unless the director is skipping; at instant speed one a frame (a
        frame that played several computers' moves started up to seven at once: a
        click, a shuffle, a deal, a flip, a steal, a Flip Three and a bust: QA 147),
        the most telling of them (the first was the pick's click, and no bust, score
        or Flip 7 was ever heard there: QA 168)."""
        if self.director.quiet:
            return
        if math.isinf(self.speed):
            self.app.sound.offer(sound)  # played as the frame ends (App.frame)
            return
        self.app.sound.play(sound)

    @property
    def speed(self) -> float:
        """Animation speed factor (the table and the replay viewer each say their own)."""
        return 1.0

    def line_rect(self, seat: int, index: int, count: int | None = None) -> pygame.Rect:
        """Slot ``index`` of ``seat``'s line when it holds ``count`` cards (default: as now)."""
        box = self.layout.seats[seat]
        line = self.model.seats[seat].line
        n = max(len(line) if count is None else count, index + 1)
        cw, ch = box.tier.card_w, box.tier.card_h
        # As the seat is drawn: the strip holds the widest index of the covered cards.
        slots = line_slots(box.line, cw, ch, n, self.painter.index_reach(line[:n - 1], cw, ch))
        return slots[index]

    def held_rect(self, seat: int, index: int) -> pygame.Rect:
        """Held cards hang off the panel edge that faces the table centre, below the
        seat's header, so that they never hide its name or total.

        The front seat's card in play lies in the middle of the table, beside
        the discard pile, where nothing covers it and it covers nothing.
        """
        box = self.layout.seats[seat]
        rect = box.rect
        if seat == self.front:
            pile = self.layout.discard
            # Side by side where the centre has room: a card waiting for later lay over
            # half of the one in play ("RU" of a Swap left under a Flip Four: QA 110).
            # Spread by how many there are: by each one's own place, the third and
            # later all fell on the second's, hiding every one but the last (QA 113).
            count = max(len(self.model.seats[seat].held), index + 1)
            room = CENTRE.right - pile.right - 14 - pile.w
            step = min(pile.w + 8, room // max(1, count - 1))
            return pygame.Rect(pile.right + 10 + index * step, pile.y, pile.w, pile.h)
        cw, ch = round(box.tier.card_w * 1.15), round(box.tier.card_h * 1.15)
        below_header = rect.y + 6 + box.tier.header
        vx, vy = 640 - rect.centerx, 360 - rect.centery
        side = abs(vx) / rect.w > abs(vy) / rect.h
        info_line = self.view.info_line()[1]
        if side:
            count = max(len(self.model.seats[seat].held), index + 1)
            x, dx, dy = _side_held_place(self.layout, seat, count, info_line,
                                         (cw, ch, below_header), vx > 0)
            x, y = x + index * dx, below_header + index * dy
        else:
            # Above the centre: off the bottom edge; below it: over its own line.
            y = rect.bottom - ch // 2 if vy > 0 else below_header
            # Half a card apart from the middle, closer and further left when many do
            # not fit the seat's width: four or five ran on over the next seat's name
            # (QA 128).
            count = max(len(self.model.seats[seat].held), index + 1)
            step = cw // 2 if count < 2 else max(
                MIN_STEP, min(cw // 2, (rect.w - 16 - cw) // (count - 1)))
            first = max(rect.x + 8, min(rect.centerx - cw // 2,
                                        rect.right - 8 - cw - (count - 1) * step))
            x = first + index * step
        held = pygame.Rect(x, y, cw, ch)

        def clear_of(things: list[pygame.Rect], margin: int, lowest: int, tag: int = 0) -> None:
            """Draw ``held`` back towards its own seat until ``things`` are clear (its
            bottom no higher than ``lowest``), with ``tag`` px under it for its label."""
            taken = pygame.Rect(held.x, held.y, held.w, held.h + tag)
            hits = [thing for thing in things if taken.colliderect(thing.inflate(margin, margin))]
            if hits and side and vx > 0:
                held.right = min(thing.x for thing in hits) - 4
            elif hits and side:
                held.x = max(thing.right for thing in hits) + 4
            elif hits and vy > 0:
                held.bottom = max(min(thing.y for thing in hits) - 4 - tag, lowest)

        # Off a top seat's bottom edge it covered the round's line ("Round 4 · With a
        # Vengeance · target 200") at 4, 5 and 7 seats (QA 34): drawn up over its own
        # seat's cards instead, never over the seat's name and total. A side seat's,
        # beside a long line (a Brutal tie-break in Large text), draws back to its seat.
        # The "later" under a card set aside reached it even so (QA 40): room for it
        # too, for every card held, so that none moves when it is set aside.
        clear_of([info_line], 4, below_header + ch, _LATER_TAG)
        # It covered the History button (QA 32, at 3, 5 and 8 seats) and Menu (7-11
        # seats, QA 34); its "later" still touched History's top edge (QA 71, 5 seats).
        # Ann's card at 11 seats lay half under the odds box beside her (QA 121).
        clear_of([*self.layout.tools, self.layout.menu, self.layout.odds], 0, 0, _LATER_TAG)
        return held

    def shown_left(self) -> CardsLeft | None:
        """The cards-left panel's count as the table shows it: the count taken at the
        last still moment (:attr:`left`, with :attr:`left_mark`), less every card the
        table has turned face up since. It stayed at that moment's count while cards
        landed, and through a round's end until the next deal was done (QA 40: "7
        elevens left" beside the sixth seen).
        A card still in the air is not counted before its face shows; after a
        reshuffle the panel keeps the last count until the table is still again."""
        left = self.left
        drawn, reshuffles = self.left_mark
        if left is None or self.model.reshuffles != reshuffles:
            return left
        since = self.model.drawn - drawn
        for beat in self.director.running:
            if isinstance(beat, DealBeat) and not beat.face_shown:
                since[beat.event.card] -= 1
        if not +since:
            return left
        numbers = tuple((code, max(0, n - max(0, since[code]))) for code, n in left.numbers)
        others = max(0, left.others - sum(n for code, n in since.items()
                                          if n > 0 and not is_number(code)))
        pile = sum(n for _, n in numbers) + others
        if pile == 0:
            return left  # the deck ran out: the next card comes from the pile, counted then
        return CardsLeft(numbers, others, pile, left.reshuffle)

    def seat_center(self, seat: int) -> tuple[int, int]:
        """Centre of a seat's panel."""
        return self.layout.seats[seat].rect.center

    def banner_area(self, seat: int) -> pygame.Rect:
        """The seat's panel below its header: a banner there covers the seat's cards, and
        neither its name and total nor any other seat (seats never overlap)."""
        box = self.layout.seats[seat]
        rect = box.rect
        top = rect.y + 6 + box.tier.header
        return pygame.Rect(rect.x + 2, top, rect.w - 4, rect.bottom - 2 - top)

    def round_scored(self, event: RoundScored) -> None:
        """The round's count-up has played (the director holds until released)."""
        self.director.release()

    def game_won(self, event: GameWon) -> None:
        """The game is over (the director holds until released)."""
        self.director.release()

    @property
    def lit_seat(self) -> int | None:
        """The seat to light: whoever is acting."""
        return self.director.acting

    # ------------------------------------------------------------------ tools

    def open_history(self) -> None:
        """The whole story of the game so far, over the table (which waits meanwhile)."""
        from .scene_history import HistoryScene

        # The layout's setting, not the live one: the table and its history agree.
        size = text_size(BODY, self.large)
        self.app.push(HistoryScene(self.app, self.model, self.painter, size))

    def toggle_cards(self) -> None:
        """Show or hide how many of each number are left (key C)."""
        self.cards_open = not self.cards_open

    # ------------------------------------------------------------------ frames

    def animate(self, dt: float, speed: float) -> None:
        """Play the frame's ``dt`` seconds of animation at ``speed``. A frame in which no
        time passed (the first after the loop slept, waiting for input) plays none: at
        Instant it was 0 × ∞, NaN, and the effects it started never ended, so the table
        never rested again (QA 128)."""
        self.director.update(dt * speed if dt > 0 else 0.0)

    def hand_on(self, dt: float, speed: float, next_step: Callable[[float], bool]) -> None:
        """After the frame's animation: ``next_step(dt)`` hands on what comes next (True
        when it did); at instant speed again and again, each played at once, until the
        frame's budget is spent."""
        if math.isinf(speed):
            start = time.perf_counter()
            while next_step(dt) and time.perf_counter() - start < INSTANT_BUDGET:
                self.director.update(math.inf)
        else:
            next_step(dt)

    def warm_a_little(self) -> None:
        """A millisecond or two of cache building per frame keeps later frames smooth."""
        if self.warming is None:
            return
        deadline = time.perf_counter() + 0.0015
        for _ in self.warming:
            if time.perf_counter() > deadline:
                break
        else:
            self.warming = None

    def _warm_up(self) -> Iterator[None]:
        """Cache every surface the table will need, a step at a time."""
        from .widgets import glow

        sizes = {box.card_size for box in self.layout.seats}
        sizes.add(self.layout.deck.size)
        for seat in range(self.model.n):
            sizes.add(self.held_rect(seat, 0).size)
        yield from self.painter.warm(sorted(sizes))
        assets = self.app.assets
        for box in self.layout.seats:
            w, h = box.rect.size
            for color in (GOLD, RED, ICE):
                glow(assets, w, h, color, 12, 14)
                glow(assets, w, h, color, 14, 14)
                yield
        for w, h in sizes:
            glow(assets, w, h, GOLD, 6, 6)
            yield
        for code in edition_codes(self.model.edition):
            for w, h in sizes:
                self.painter.dimmed(code, w, h)
            yield

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the table."""
        self.view.draw(surface)


def _side_held_place(layout: TableLayout, seat: int, count: int, info_line: pygame.Rect,
                     card: tuple[int, int, int], left_seat: bool) -> tuple[int, int, int]:
    """Where a side seat's first held card lies across the edge of its box that faces
    the centre (``left_seat``: the seat is left of the centre, so its right edge), and
    the step (x, y) from one held card to the next: ``count`` cards of ``card`` =
    (width, height, top), beside the round's line ``info_line``.

    Outside the box but for a sliver where the table has room: half in, a right
    seat's card covered the corner index of its first card, the only one it had
    (QA 121). The cards fan out a corner's width apart, outwards or else downwards,
    so that each card behind shows an index; they and a "later" under them keep clear
    of the centre, the buttons and the other seats, and on the screen. Where nothing
    is clear, they lie at the far end of the seat's own line (a line starts at the
    left), fanned back along it: half out, a left seat's lay over the name and first
    card of the seat beside it at 15–18 seats (QA 128)."""
    cw, ch, top = card
    rect = layout.seats[seat].rect
    outward = MIN_STEP if left_seat else -MIN_STEP
    blocks = [CENTRE, layout.odds, layout.buttons, layout.menu, *layout.tools, info_line,
              *(other.rect for other in layout.seats if other.seat != seat)]
    near = [block.inflate(4, 4) for block in blocks]
    screen = pygame.Rect(0, 0, WIDTH, HEIGHT)
    far_end = rect.right - 8 - cw
    places = [rect.right - inside if left_seat else rect.x - cw + inside
              for inside in range(_HELD_IN, cw // 2, 4)]
    for x in (*places, far_end):
        for dx, dy in ((outward, 0), (0, MIN_STEP)):
            last = pygame.Rect(x + (count - 1) * dx, top + (count - 1) * dy, cw,
                               ch + _LATER_TAG)
            span = last.union(pygame.Rect(x, top, cw, ch))
            if screen.contains(span) and span.collidelist(near) < 0:
                return x, dx, dy
    return far_end, -MIN_STEP, 0

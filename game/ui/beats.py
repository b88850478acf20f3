"""Beats: the animation of one core event.

Each beat is made for one event. When it begins it reads the positions it
needs from the display model, applies its event to the model, plays its
sound and starts any side effects; while it runs it paints the moving card
and tells the seat painter which just-arrived cards to keep hidden until
they land. Timings are at normal speed; the director scales them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.core import cards as C
from game.core.events import (
    ActionPlayed,
    BrutalAttack,
    Busted,
    CardDealt,
    CardDiscarded,
    CardDiscardedByAction,
    CardDrawn,
    CardSetAside,
    CardsSwapped,
    CardStolen,
    Event,
    Flip7,
    Flip7Bonus,
    Frozen,
    GameWon,
    ModifierPlayed,
    Reshuffled,
    RoundScored,
    RoundStarted,
    SecondChanceGiven,
    SecondChanceUsed,
    Stayed,
    Stopped,
    TieBreak,
    UnluckyWipe,
)
from game.i18n import addressed, and_list, t
from game.i18n.cards import card_name

from .easing import out_cubic
from .effects import (
    Arrow,
    Banner,
    Confetti,
    CountUp,
    Effects,
    Flyer,
    SeatFlash,
    SeatShake,
    Sparkle,
)
from .layout import CENTRE
from .theme import GOLD, GREEN, HEIGHT, ICE, RED, WIDTH
from .tween import arc_point, lerp

if TYPE_CHECKING:
    from .cards import CardPainter
    from .layout import TableLayout
    from .model import TableModel


class Stage(Protocol):
    """What a beat needs from the table scene: the model, geometry and services."""

    model: TableModel
    layout: TableLayout
    painter: CardPainter
    effects: Effects
    #: A round summary follows the count-up and counts the totals itself (the game's
    #: table; the replay viewer has none): the seats wait for it.
    summary_counts: bool

    def play(self, sound: str) -> None:
        """Play a sound unless animations are being skipped."""

    def line_rect(self, seat: int, index: int, count: int | None = None) -> pygame.Rect:
        """Where card ``index`` of ``seat``'s line sits when the line has ``count`` cards."""

    def held_rect(self, seat: int, index: int) -> pygame.Rect:
        """Where held card ``index`` of ``seat`` sits."""

    def seat_center(self, seat: int) -> tuple[int, int]:
        """The centre of ``seat``'s panel."""

    def banner_area(self, seat: int) -> pygame.Rect:
        """Where a word about ``seat`` may appear (over its cards, clear of every seat's
        name and total)."""

    def round_scored(self, event: RoundScored) -> None:
        """The round's count-up has played: show the summary."""

    def game_won(self, event: GameWon) -> None:
        """The game is over: show the winner."""


Rect = pygame.Rect


class Beat:
    """The animation of one event; subclasses override :meth:`prepare` and friends."""

    duration = 0.3
    #: Seconds after which the next beat may start (``None``: when this one ends).
    gate: float | None = None
    #: A beat that makes the director wait (a summary screen on top).
    holds = False

    def __init__(self, event: Event) -> None:
        # Typed loosely: beat_for() picks each subclass for its own event type.
        self.event: Any = event
        self.elapsed = 0.0
        self.cues: list[tuple[float, str]] = []  # (seconds in, sound) played on the way
        self.actor: int | None = getattr(event, "seat", getattr(event, "by", None))

    # -- life cycle -----------------------------------------------------------------

    def begin(self, stage: Stage) -> None:
        """Read positions, apply the event to the model, start effects."""
        self.prepare(stage)
        #: The discard pile as it was (its top card and count), shown until the cards
        #: this beat sends there have landed (see :meth:`Director.pile_shown`).
        self.pile_before = (stage.model.discard_top, stage.model.discard_count)
        stage.model.apply(self.event)
        self.started(stage)

    def prepare(self, stage: Stage) -> None:
        """Positions that exist only before the event is applied."""

    def started(self, stage: Stage) -> None:
        """Sounds and effects once the model shows the event."""

    def update(self, dt: float) -> None:
        """Advance."""
        self.elapsed += dt

    @property
    def done(self) -> bool:
        """Finished?"""
        return self.elapsed >= self.duration

    @property
    def gate_open(self) -> bool:
        """May the next beat start alongside this one?"""
        return self.elapsed >= (self.duration if self.gate is None else self.gate)

    def end(self, stage: Stage) -> None:
        """Called once, when done."""

    def joins(self, running: list[Beat]) -> bool:
        """May this beat start while ``running`` beats are still playing?"""
        return False

    # -- what the seat painter asks ---------------------------------------------------

    def hidden(self, seat: int) -> tuple[int, int]:
        """How many of ``seat``'s last line cards and last held cards to hide now."""
        return (0, 0)

    def arriving(self, seat: int) -> int:
        """How many of ``seat``'s last line cards are still to come to it (hidden, and
        not yet counted in its points; a card sliding along the line is counted)."""
        return 0

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        """Paint the moving parts."""

    @property
    def t(self) -> float:
        """Progress 0..1."""
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)


def draw_card(surface: pygame.Surface, stage: Stage, code: str | None, center: tuple[float, float],
              size: tuple[float, float], squash: float = 1.0, shadow: bool = True) -> None:
    """A card face (or back for ``None``) centred at ``center``, ``squash`` its width factor."""
    w, h = max(2, round(size[0])), max(2, round(size[1]))
    image = stage.painter.flying(code, w, h)  # in-between sizes are not cached (issue 14)
    if squash < 0.999:
        sw = max(1, round(w * squash))
        image = pygame.transform.scale(image, (sw, h))
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    if shadow:
        shade = stage.painter.flying_shadow(w, h)
        surface.blit(shade, shade.get_rect(center=(rect.centerx + 3, rect.centery + 5)))
    surface.blit(image, rect)


def table_banner(text: str, size: int, duration: float, sub: str = "",
                 within: pygame.Rect = CENTRE) -> Banner:
    """A word for the whole table in gold ("Round 3", "FLIP 7!"), in the table's centre
    and kept inside ``within`` (the centre of the table by default)."""
    return Banner(text, (640, 300), GOLD, size, duration, sub=sub, within=within)


def right_of_tools(stage: Stage) -> pygame.Rect:
    """The table's centre right of the History, Coach and Cards left buttons: a banner
    there leaves their names and keys readable."""
    tools = stage.layout.tools
    left = max(rect.right for rect in tools) + 6 if tools else CENTRE.x
    return pygame.Rect(left, CENTRE.y, CENTRE.right - left, CENTRE.h)


def seat_banner(stage: Stage, seat: int, text: str, color: tuple[int, int, int], size: int,
                duration: float) -> Banner:
    """A word about ``seat`` over its cards, kept inside its panel below its header."""
    area = stage.banner_area(seat)
    return Banner(text, area.center, color, size, duration, within=area)


class CardFlight:
    """One card moving between two rects, optionally face down until it flips."""

    def __init__(self, code: str, start: Rect, end: Rect, delay: float = 0.0,
                 fly: float = 0.3, flip: float = 0.0, lift: float = 30.0,
                 hold: bool = False) -> None:
        """``hold``: before its delay the card lies at ``start`` (the model took it from
        there as the beat began: a Steal's card beside the pile, a line swept at a
        round's end vanished for up to a fifth of a second, then flew: QA 147)."""
        self.code = code
        self.start = start
        self.end = end
        self.delay = delay
        self.fly = fly
        self.flip = flip
        self.lift = lift
        self.hold = hold

    @property
    def total(self) -> float:
        """Seconds from the beat's start to landing."""
        return self.delay + self.fly + self.flip

    def draw(self, surface: pygame.Surface, stage: Stage, elapsed: float) -> None:
        """Paint the card at ``elapsed`` seconds into the beat (before its delay: at its
        start if it holds there, else nothing)."""
        t = elapsed - self.delay
        if t < 0 and self.hold:
            draw_card(surface, stage, self.code, self.start.center, self.start.size)
            return
        if t < 0 or t >= self.fly + self.flip:
            return
        if t < self.fly:
            u = out_cubic(t / self.fly) if self.fly > 0 else 1.0
            x, y = arc_point(self.start.center, self.end.center, u, self.lift)
            size = (lerp(self.start.w, self.end.w, u), lerp(self.start.h, self.end.h, u))
            # The arc stays on the screen: a Swap's card between two bottom seats at 18
            # seats dipped 45 px below it (QA 147).
            center = (min(max(x, size[0] / 2), WIDTH - size[0] / 2),
                      min(max(y, size[1] / 2), HEIGHT - size[1] / 2))
            face = None if self.flip > 0 else self.code
            draw_card(surface, stage, face, center, size)
            return
        u = (t - self.fly) / self.flip
        squash = abs(math.cos(math.pi * u))
        draw_card(surface, stage, None if u < 0.5 else self.code, self.end.center,
                  self.end.size, squash)


class FlightBeat(Beat):
    """A beat made of card flights; hides the cards it is bringing in."""

    def __init__(self, event: Event) -> None:
        super().__init__(event)
        self.flights: list[CardFlight] = []
        #: seat -> (line cards, held cards, hidden until this many seconds in: ``None``
        #: until the beat ends)
        self.arrivals: dict[int, list[tuple[int, int, float | None]]] = {}
        #: seat -> its line cards' places before the event (see :meth:`close_up`).
        self.places: dict[int, list[Rect]] = {}
        #: seat -> (line cards sliding to their new slots, hidden there until this many
        #: seconds in): they are in the line, and count in its points (QA 173).
        self.slides: dict[int, tuple[int, float]] = {}

    def arrive(self, seat: int, line: int = 0, held: int = 0,
               until: float | None = None) -> None:
        """Hide ``line``/``held`` trailing cards of ``seat`` while they are in the air:
        until ``until`` seconds into the beat (its flight's landing), or its end. Kept
        to the end, a card that had landed was gone for a few frames, the seat's round
        line blank with it (QA 147)."""
        self.arrivals.setdefault(seat, []).append((line, held, until))

    def hidden(self, seat: int) -> tuple[int, int]:
        """Cards still in the air."""
        if self.done:
            return (0, 0)
        line = held = 0
        for lines, helds, until in self.arrivals.get(seat, ()):
            if until is None or self.elapsed < until:
                line, held = line + lines, held + helds
        return (line + self._sliding(seat), held)

    def arriving(self, seat: int) -> int:
        """Line cards still on their way to the line's end (not the ones sliding)."""
        return 0 if self.done else self.hidden(seat)[0] - self._sliding(seat)

    def _sliding(self, seat: int) -> int:
        count, until = self.slides.get(seat, (0, 0.0))
        return count if self.elapsed < until else 0

    def pile_now(self, pile: Rect) -> tuple[str | None, int]:
        """The discard pile as the flights to it have filled it so far: as it was before
        the beat, with each card landed on top (it showed the old pile until the last
        card of a round's sweep had landed: QA 147)."""
        top, count = self.pile_before
        for flight in sorted(self.flights, key=lambda f: f.total):
            if flight.end == pile and self.elapsed >= flight.total:
                top, count = flight.code, count + 1
        return top, count

    def draw(self, surface: pygame.Surface, stage: Stage) -> None:
        """Every flight at this moment."""
        for flight in self.flights:
            flight.draw(surface, stage, self.elapsed)

    def still_flying_to(self, rect: Rect) -> bool:
        """Is a card of this beat still on its way to ``rect`` (the discard pile)?"""
        return any(f.end == rect and self.elapsed < f.total for f in self.flights)

    def fit_duration(self, minimum: float = 0.0) -> None:
        """Last as long as the longest flight."""
        self.duration = max([minimum] + [f.total for f in self.flights])

    def line_before(self, stage: Stage, seat: int) -> None:
        """Keep where ``seat``'s line cards lie before the event (see :meth:`close_up`)."""
        line = stage.model.seats[seat].line
        self.places.setdefault(seat, [stage.line_rect(seat, i) for i in range(len(line))])

    def close_up(self, stage: Stage, seat: int, taken: int, landing: int = 0) -> None:
        """The cards right of slot ``taken`` of ``seat``'s line (its place kept by
        :meth:`line_before`) slide one slot left, each hidden in its new slot until it
        lands there, before the ``landing`` cards coming to the line's end do: they
        jumped there as the beat began, over the card still lifting off (QA 171)."""
        before = self.places.get(seat, [])
        line = stage.model.seats[seat].line
        moved = range(taken, len(line) - landing)
        if not moved or len(before) < len(line) - landing + 1:
            return
        # Under the leaving card (drawn first), once it has begun to lift off; in the
        # line's own order, each over the one before (reversed, a card hid its
        # neighbour's corner: QA 173).
        self.flights[0:0] = [CardFlight(line[index], before[index + 1],
                                        stage.line_rect(seat, index), delay=0.1, fly=0.24,
                                        lift=0, hold=True) for index in moved]
        self.slides[seat] = (len(moved), 0.1 + 0.24)


# ---------------------------------------------------------------------- beats


class DealBeat(FlightBeat):
    """A card from the deck to a seat: slide with ease-out, then flip face up."""

    FLY = 0.25
    FLIP = 0.16

    def __init__(self, event: CardDealt | CardDrawn) -> None:
        super().__init__(event)
        self.gate = 0.12 if isinstance(event, CardDealt) else None

    def joins(self, running: list[Beat]) -> bool:
        """Opening deals to different seats overlap, like a dealer's hands."""
        return isinstance(self.event, CardDealt) and all(
            isinstance(b, DealBeat) and isinstance(b.event, CardDealt)
            and b.event.seat != self.event.seat for b in running)

    def prepare(self, stage: Stage) -> None:
        """Remember how long the line and held cards are before the card lands."""
        view = stage.model.seats[self.event.seat]
        self.before = (len(view.line), len(view.held))

    @property
    def face_shown(self) -> bool:
        """Has the card turned face up far enough to be read (half its flip)?"""
        return self.done or self.elapsed >= self.FLY + self.FLIP / 2

    def started(self, stage: Stage) -> None:
        """Fly to the new slot (in the line, or held in front of the seat)."""
        e = self.event
        view = stage.model.seats[e.seat]
        landed = self.FLY + self.FLIP
        if len(view.line) > self.before[0]:
            end = stage.line_rect(e.seat, len(view.line) - 1)
            self.arrive(e.seat, line=1, until=landed)
        else:
            end = stage.held_rect(e.seat, len(view.held) - 1)
            self.arrive(e.seat, held=1, until=landed)
        self.flights.append(CardFlight(e.card, stage.layout.deck, end, fly=self.FLY,
                                       flip=self.FLIP, lift=24))
        self.fit_duration()
        self.cues.append((self.FLY, "flip"))
        stage.play("deal")


class ActionBeat(FlightBeat):
    """An action card leaves its holder for its target (arrow), then the discard pile."""

    def prepare(self, stage: Stage) -> None:
        """Where the held card is now."""
        e = self.event
        view = stage.model.seats[e.by]
        index = view.held.index(e.card) if e.card in view.held else max(0, len(view.held) - 1)
        self.source = stage.held_rect(e.by, index) if e.card in view.held else stage.layout.deck

    def started(self, stage: Stage) -> None:
        """Arrow from holder to target; the card visits the target and drops on the pile."""
        e = self.event
        self.actor = e.by
        target = Rect(0, 0, *self.source.size)
        target.center = stage.seat_center(e.on)
        self.flights.append(CardFlight(e.card, self.source, target, fly=0.42, lift=50))
        self.flights.append(CardFlight(e.card, target, stage.layout.discard, delay=0.42, fly=0.3,
                                       lift=20))
        self.fit_duration()
        if e.by != e.on:
            stage.effects.add(Arrow(stage.seat_center(e.by), stage.seat_center(e.on), GOLD, 0.9))
        sound = {"flip3": "flip3", "flip4": "flip3", "onemore": "flip"}.get(e.card)
        if sound:
            stage.play(sound)
            stage.effects.add(Sparkle(stage.seat_center(e.on), GOLD, 0.7, 90))


class GiveBeat(FlightBeat):
    """A held card goes into a line: a Vengeance modifier or an extra Second Chance."""

    def prepare(self, stage: Stage) -> None:
        """The held card's spot."""
        e = self.event
        by = e.by
        card = e.card if isinstance(e, ModifierPlayed) else C.CHANCE
        view = stage.model.seats[by]
        index = view.held.index(card) if card in view.held else 0
        self.card = card
        self.source = stage.held_rect(by, index)

    def started(self, stage: Stage) -> None:
        """Fly to the end of the target's line, with an arrow."""
        e = self.event
        to = e.on if isinstance(e, ModifierPlayed) else e.to
        self.actor = e.by
        end = stage.line_rect(to, len(stage.model.seats[to].line) - 1)
        self.arrive(to, line=1, until=0.45)
        self.flights.append(CardFlight(self.card, self.source, end, fly=0.45, lift=50))
        self.fit_duration(0.5)
        if e.by != to:
            color = RED if self.card.startswith(("-", "/")) else GREEN
            stage.effects.add(Arrow(stage.seat_center(e.by), stage.seat_center(to), color, 0.8))
        stage.play("chance" if self.card == C.CHANCE else "flip")


class ToPileBeat(FlightBeat):
    """Cards leave lines or hands for the discard pile (discarded, used, wiped)."""

    def __init__(self, event: Event, pieces: list[tuple[str, str, int, int]] | None = None,
                 sound: str | None = None, minimum: float = 0.3) -> None:
        super().__init__(event)
        self.pieces = pieces or []  # (code, "line"|"held", seat, index)
        self.sound = sound
        self.minimum = minimum

    def prepare(self, stage: Stage) -> None:
        """Rects of the leaving cards, while they are still in place."""
        self.sources = []
        for code, where, seat, index in self.pieces:
            rect = stage.line_rect(seat, index) if where == "line" else stage.held_rect(seat, index)
            self.sources.append((code, rect))

    def started(self, stage: Stage) -> None:
        """Fly each to the pile (see :meth:`timing`)."""
        for i, (code, rect) in enumerate(self.sources):
            delay, fly = self.timing(i)
            self.flights.append(CardFlight(code, rect, stage.layout.discard, delay=delay,
                                           fly=fly, lift=30, hold=True))
        self.fit_duration(self.minimum)
        if self.sound:
            stage.play(self.sound)

    def timing(self, i: int) -> tuple[float, float]:
        """The ``i``-th leaving card's delay and flight: a little staggered."""
        return 0.05 * i, 0.32


def _line_index(stage: Stage, seat: int, card: str, last: bool = False) -> int:
    line = stage.model.seats[seat].line
    if card not in line:
        return max(0, len(line) - 1)
    return len(line) - 1 - line[::-1].index(card) if last else line.index(card)


def _held_index(stage: Stage, seat: int, card: str) -> tuple[int, int] | None:
    """(seat, index) of a held ``card``, looking at ``seat`` first."""
    model = stage.model
    for s in [seat] + [x for x in range(model.n) if x != seat]:
        if card in model.seats[s].held:
            return s, model.seats[s].held.index(card)
    return None


class DiscardedBeat(ToPileBeat):
    """A card without effect goes to the pile (no target, extra Second Chance, set aside)."""

    def prepare(self, stage: Stage) -> None:
        """The held card, if the model still shows it."""
        e = self.event
        found = _held_index(stage, e.seat, e.card)
        if found is not None:
            self.pieces = [(e.card, "held", found[0], found[1])]
        super().prepare(stage)


class ChanceUsedBeat(ToPileBeat):
    """A Second Chance saves its holder: duplicate and Second Chance go to the pile."""

    def prepare(self, stage: Stage) -> None:
        """The duplicate is the last of its kind in the line."""
        e = self.event
        self.pieces = [(e.card, "line", e.seat, _line_index(stage, e.seat, e.card, last=True)),
                       (C.CHANCE, "line", e.seat, _line_index(stage, e.seat, C.CHANCE))]
        self.minimum = 0.65
        super().prepare(stage)

    def started(self, stage: Stage) -> None:
        """A gold ring: saved."""
        super().started(stage)
        stage.effects.add(SeatFlash(self.event.seat, GOLD, 0.8))
        stage.effects.add(Sparkle(stage.seat_center(self.event.seat), GOLD, 0.7, 110))
        stage.effects.add(seat_banner(stage, self.event.seat, t("banner.saved"), GOLD, 30, 1.0))
        stage.play("chance")


class DiscardActionBeat(ToPileBeat):
    """Discard (V-7): the chosen card and the Discard card go to the pile."""

    def prepare(self, stage: Stage) -> None:
        """The victim's card and the held Discard card."""
        e = self.event
        self.taken = _line_index(stage, e.victim, e.card)
        # The Discard card first: the victim's card lies on top of the pile after (the
        # engine's order), and it landed first, to be covered by the Discard, then
        # jumped back on top (QA 171).
        found = _held_index(stage, e.by, C.DISCARD)
        if found is not None:
            self.pieces.append((C.DISCARD, "held", found[0], found[1]))
        self.pieces.append((e.card, "line", e.victim, self.taken))
        self.minimum = 0.5
        super().prepare(stage)
        self.line_before(stage, e.victim)
        self.sound = "flip"

    def timing(self, i: int) -> tuple[float, float]:
        """Both cards leave at once: the victim's card lay in its slot for the 0.05 s of
        a stagger, over its neighbour, while the seat's points already left it out (QA
        217); the Discard card lands first all the same, its flight the shorter."""
        return 0.0, 0.32 if i == len(self.sources) - 1 else 0.26

    def started(self, stage: Stage) -> None:
        """Arrow from the player to the victim; the victim's line closes up."""
        super().started(stage)
        e = self.event
        self.close_up(stage, e.victim, self.taken)
        self.fit_duration(self.minimum)
        if e.by != e.victim:
            stage.effects.add(Arrow(stage.seat_center(e.by), stage.seat_center(e.victim), RED))


class UnluckyBeat(ToPileBeat):
    """The Unlucky 7 wipes a line (V-11)."""

    def prepare(self, stage: Stage) -> None:
        """Each wiped card's slot (equal cards take successive slots)."""
        e = self.event
        line = list(stage.model.seats[e.seat].line)
        used: set[int] = set()
        for card in e.cards:
            index = next((i for i, c in enumerate(line) if c == card and i not in used), 0)
            used.add(index)
            self.pieces.append((card, "line", e.seat, index))
        #: Where the Unlucky 7 lay before the wipe: it slides to the line's first slot
        #: rather than jump there under the flying cards (QA 147).
        self.unlucky_from = stage.line_rect(e.seat, line.index(C.UNLUCKY7)) \
            if C.UNLUCKY7 in line else None
        self.minimum = 0.7
        super().prepare(stage)

    def started(self, stage: Stage) -> None:
        """The wiped cards to the pile, the Unlucky 7 to its place; a red flash, a shake."""
        super().started(stage)
        seat = self.event.seat
        line = stage.model.seats[seat].line
        if self.unlucky_from is not None and C.UNLUCKY7 in line:
            index = line.index(C.UNLUCKY7)
            to = stage.line_rect(seat, index)
            if to != self.unlucky_from and index == len(line) - 1:
                slide = CardFlight(C.UNLUCKY7, self.unlucky_from, to, delay=0.12, fly=0.3,
                                   lift=0, hold=True)
                self.flights.append(slide)
                self.arrive(seat, line=1, until=slide.total)
                self.fit_duration(self.minimum)
        stage.effects.add(SeatFlash(seat, RED, 0.8))
        stage.effects.add(SeatShake(seat, 0.4, 6))
        stage.effects.add(seat_banner(stage, seat, t("banner.unlucky"), RED, 30, 1.1))
        stage.play("bust")


class StealBeat(FlightBeat):
    """Steal (V-5): a card flies from the victim's line to the thief's."""

    def prepare(self, stage: Stage) -> None:
        """The stolen card's slot and the held Steal card."""
        e = self.event
        self.taken = _line_index(stage, e.victim, e.card)
        self.source = stage.line_rect(e.victim, self.taken)
        self.line_before(stage, e.victim)
        found = _held_index(stage, e.by, C.STEAL)
        self.steal_card = stage.held_rect(*found) if found else None

    def started(self, stage: Stage) -> None:
        """Fly to the end of the thief's line; the victim's closes up."""
        e = self.event
        end = stage.line_rect(e.by, len(stage.model.seats[e.by].line) - 1)
        # Hidden until the beat's end, when it lands: shown 0.05 s before, the thief's
        # line told a total it could not have (a second 6 beside "+12") before the bust
        # that follows could start (QA 171).
        self.arrive(e.by, line=1, until=0.55)
        self.flights.append(CardFlight(e.card, self.source, end, fly=0.55, lift=60))
        if self.steal_card is not None:
            self.flights.append(CardFlight(C.STEAL, self.steal_card, stage.layout.discard,
                                           delay=0.2, fly=0.3, hold=True))
        if e.victim != e.by:
            self.close_up(stage, e.victim, self.taken)
        self.fit_duration(0.55)
        stage.effects.add(Arrow(stage.seat_center(e.victim), stage.seat_center(e.by), GOLD, 0.8))
        stage.play("steal")


class SwapBeat(FlightBeat):
    """Swap (V-6): two cards cross between lines."""

    def prepare(self, stage: Stage) -> None:
        """Both cards' slots."""
        e = self.event
        (sa, ca), (sb, cb) = e.first, e.second
        self.taken = (_line_index(stage, sa, ca), _line_index(stage, sb, cb))
        self.rect_a = stage.line_rect(sa, self.taken[0])
        self.rect_b = stage.line_rect(sb, self.taken[1])
        self.line_before(stage, sa)
        self.line_before(stage, sb)
        found = _held_index(stage, e.by, C.SWAP)
        self.swap_card = stage.held_rect(*found) if found else None

    def started(self, stage: Stage) -> None:
        """Each card to the end of the other line; each line closes up before it."""
        e = self.event
        (sa, ca), (sb, cb) = e.first, e.second
        end_a = stage.line_rect(sa, len(stage.model.seats[sa].line) - 1)
        end_b = stage.line_rect(sb, len(stage.model.seats[sb].line) - 1)
        # Hidden to the beat's end, when they land (see StealBeat).
        self.arrive(sa, line=1, until=0.6)
        self.arrive(sb, line=1, until=0.6)
        self.flights.append(CardFlight(ca, self.rect_a, end_b, fly=0.6, lift=70))
        self.flights.append(CardFlight(cb, self.rect_b, end_a, fly=0.6, lift=-70))
        if self.swap_card is not None:
            self.flights.append(CardFlight(C.SWAP, self.swap_card, stage.layout.discard,
                                           delay=0.2, fly=0.3, hold=True))
        if sa != sb:  # two cards of one line cross in place: nothing closes up
            self.close_up(stage, sa, self.taken[0], landing=1)
            self.close_up(stage, sb, self.taken[1], landing=1)
        self.fit_duration(0.6)
        stage.play("swap")


class SweepBeat(ToPileBeat):
    """A new round: last round's cards go to the pile; the round is announced."""

    def __init__(self, event: Event) -> None:
        super().__init__(event)
        # The dealer is lit under "Round 2 · Cat deals": whoever acted last in the round
        # before stayed lit through the sweep (QA 128).
        self.actor = self.event.dealer

    def prepare(self, stage: Stage) -> None:
        """Every card on the table."""
        for seat, view in enumerate(stage.model.seats):
            for i, code in enumerate(view.line):
                self.pieces.append((code, "line", seat, i))
            for i, code in enumerate(view.held):
                self.pieces.append((code, "held", seat, i))
        self.minimum = 0.7  # the round's banner is read before the deal covers it
        super().prepare(stage)

    def started(self, stage: Stage) -> None:
        """Faster flights than usual (there can be many), plus the banner."""
        for i, (code, rect) in enumerate(self.sources):
            self.flights.append(CardFlight(code, rect, stage.layout.discard,
                                           delay=min(0.25, 0.012 * i), fly=0.3, lift=10,
                                           hold=True))
        self.fit_duration(self.minimum)
        e = self.event
        text = t("banner.tiebreak_round") if e.tiebreak else t("banner.round", number=e.number)
        dealer = stage.model.seats[e.dealer].name
        deals = addressed("banner.deals", e.dealer == stage.model.you, name=dealer)
        # Clear of the buttons beside the deck: every round's banner covered their
        # key badges for its second (QA 46, QA 53); it sits a little right of centre.
        stage.effects.add(table_banner(text, 46, 1.3, sub=deals, within=right_of_tools(stage)))
        if self.sources:
            stage.play("shuffle")


class ReshuffleBeat(Beat):
    """The discard pile becomes the deck (G-6)."""

    duration = 0.7
    #: Seconds until the last card back has slid onto the deck.
    LANDED = 0.05 * 5 + 0.35

    def prepare(self, stage: Stage) -> None:
        """The deck as it was, shown until the backs have slid onto it."""
        self.deck_before = stage.model.deck_count

    @property
    def landed(self) -> bool:
        """Have the backs reached the deck? Until then the piles show as they were: the
        deck stood full and the pile empty as the backs began to slide (QA 171)."""
        return self.done or self.elapsed >= self.LANDED

    def started(self, stage: Stage) -> None:
        """Card backs slide from the pile to the deck."""
        back = stage.painter.back(*stage.layout.deck.size)
        for i in range(6):
            stage.effects.add(Flyer(stage.layout.discard.center, stage.layout.deck.center, back,
                                    0.35, delay=0.05 * i))
        # Across the piles' middle: the backs still show sliding above and below it, and
        # the counts under the piles (the new deck's size) and the log stay readable.
        # Right of the History, Coach and Cards left buttons: a long word ("Neu gemischt")
        # reached over the Coach button's key (QA 52).
        piles = stage.layout.deck.union(stage.layout.discard)
        stage.effects.add(Banner(t("banner.reshuffle"), piles.center, GOLD, 28, 1.0,
                                 within=right_of_tools(stage)))
        stage.play("shuffle")


class BustBeat(Beat):
    """A bust: the seat shakes, flashes red, and its line dims."""

    duration = 0.55

    def started(self, stage: Stage) -> None:
        """Shake, flash, thud."""
        seat = self.event.seat
        stage.effects.add(SeatShake(seat))
        stage.effects.add(SeatFlash(seat, RED, 0.8))
        stage.effects.add(seat_banner(stage, seat, t("banner.bust"), RED, 34, 0.9))
        stage.play("bust")


class FreezeBeat(Beat):
    """A Freeze lands: an icy flash."""

    duration = 0.45

    def started(self, stage: Stage) -> None:
        """Ice flash, a ring and a chime."""
        seat = self.event.seat
        self.actor = self.event.by
        stage.effects.add(SeatFlash(seat, ICE, 0.9))
        stage.effects.add(Sparkle(stage.seat_center(seat), ICE, 0.7, 110))
        stage.effects.add(seat_banner(stage, seat, t("banner.frozen"), ICE, 30, 0.9))
        stage.play("freeze")


class StayBeat(Beat):
    """A player stays or is stopped: a short calm glow."""

    duration = 0.3

    def started(self, stage: Stage) -> None:
        """A soft gold glow."""
        stage.effects.add(SeatFlash(self.event.seat, GOLD, 0.5))
        stage.play("click")


class NoteBeat(Beat):
    """An event that only needs a word on the table (a card set aside, an attack)."""

    def __init__(self, event: Event, text: str, color: tuple[int, int, int] = GOLD,
                 duration: float = 0.35, sound: str | None = None) -> None:
        super().__init__(event)
        self.text = text
        self.color = color
        self.duration = duration
        self.sound = sound

    def started(self, stage: Stage) -> None:
        """A small banner over the seat concerned."""
        seat = getattr(self.event, "seat", getattr(self.event, "on", 0))
        stage.effects.add(seat_banner(stage, seat, self.text, self.color, 24,
                                      max(0.8, self.duration * 2)))
        if isinstance(self.event, BrutalAttack):
            e = self.event
            self.actor = e.by
            stage.effects.add(Arrow(stage.seat_center(e.by), stage.seat_center(e.on), RED, 1.0))
            stage.effects.add(SeatFlash(e.on, RED, 0.8))
        if self.sound:
            stage.play(self.sound)


class BonusBeat(Beat):
    """A Brutal Flip 7's +15 taken (V-B-3): said across the table, in the replay viewer
    too (the table said it from the move alone, when no event reported it)."""

    duration = 0.6

    def started(self, stage: Stage) -> None:
        """"+15 for Cat" over the table."""
        seat = self.event.seat
        model = stage.model
        text = addressed("banner.plus15", seat == model.you, name=model.seats[seat].name)
        stage.effects.add(table_banner(text, 48, 1.4))


class Flip7Beat(Beat):
    """Flip 7: a banner, confetti, and the line pulses card by card."""

    duration = 1.5

    def started(self, stage: Stage) -> None:
        """Celebrate (in Brutal mode the +15 is a choice still to make: say that, V-B-3)."""
        seat = self.event.seat
        model = stage.model
        name = model.seats[seat].name
        key = "banner.flip7_choose" if model.brutal else "banner.plus15"
        sub = addressed(key, seat == model.you, name=name)
        stage.effects.add(table_banner(t("banner.flip7"), 72, 1.8, sub=sub))
        stage.effects.add(Confetti((640, 300), seed=seat + 7))
        stage.effects.add(SeatFlash(seat, GOLD, 1.4))
        stage.play("flip7")

    def pulse(self, seat: int, index: int, line: Sequence[str]) -> float:
        """Scale factor of card ``index`` of ``seat`` now (1 = normal): the seven number
        cards pulse one after another, ``line`` the seat's cards (the modifiers among
        them pulsed too, and took a number's turn: QA 217)."""
        if seat != self.event.seat or self.done:
            return 1.0
        if C.kind_of(line[index]) != C.NUMBER:
            return 1.0
        index = sum(1 for code in line[:index] if C.kind_of(code) == C.NUMBER)
        t = self.elapsed - 0.09 * index
        if not 0 <= t <= 0.3:
            return 1.0
        return 1.0 + 0.2 * math.sin(math.pi * t / 0.3)


class ScoreBeat(Beat):
    """The round is scored: totals count up, then the summary is shown."""

    duration = 1.0
    holds = True

    def prepare(self, stage: Stage) -> None:
        """Totals before the round."""
        self.before = [view.total for view in stage.model.seats]

    def started(self, stage: Stage) -> None:
        """Count every seat up to its new total, or hold the old totals for the round
        summary to count up (seats at the new totals beside rows still counting from
        the old ones read as a mistake: QA twenty-fourth pass)."""
        if stage.summary_counts:
            stage.effects.held = dict(enumerate(self.before))
        else:
            for seat, view in enumerate(stage.model.seats):
                if view.total != self.before[seat]:
                    stage.effects.add(CountUp(seat, self.before[seat], view.total, 0.9))
        stage.play("scored")

    def end(self, stage: Stage) -> None:
        """Hand over to the summary screen."""
        stage.round_scored(self.event)


class TieBreakBeat(Beat):
    """G-12: the lead is shared: another round for everybody."""

    duration = 0.9

    def started(self, stage: Stage) -> None:
        """Announce it."""
        model = stage.model
        names = and_list([t("who.addressed") if s == model.you else model.seats[s].name
                          for s in self.event.seats])
        stage.effects.add(table_banner(t("banner.tiebreak"), 56, 1.8,
                                       sub=t("banner.tie", names=names)))


class WinBeat(Beat):
    """The game is won: a moment of confetti, then the game-over screen."""

    duration = 0.9
    holds = True

    def started(self, stage: Stage) -> None:
        """Confetti at the winner."""
        seat = self.event.seat
        stage.effects.add(Confetti(stage.seat_center(seat), 140, 2.2, seed=99))
        stage.effects.add(SeatFlash(seat, GOLD, 2.0))
        stage.play("win")

    def end(self, stage: Stage) -> None:
        """Show the winner."""
        stage.game_won(self.event)


def beat_for(event: Event) -> Beat:
    """The beat that animates ``event``."""
    if isinstance(event, CardDealt | CardDrawn):
        return DealBeat(event)
    if isinstance(event, ActionPlayed):
        return ActionBeat(event)
    if isinstance(event, ModifierPlayed | SecondChanceGiven):
        return GiveBeat(event)
    if isinstance(event, Busted):
        return BustBeat(event)
    if isinstance(event, Frozen):
        return FreezeBeat(event)
    if isinstance(event, Stayed | Stopped):
        return StayBeat(event)
    if isinstance(event, SecondChanceUsed):
        return ChanceUsedBeat(event)
    if isinstance(event, CardDiscarded):
        return DiscardedBeat(event, minimum=0.25)
    if isinstance(event, CardSetAside):
        return NoteBeat(event, t("banner.set_aside", card=card_name(event.card)), GOLD, 0.3)
    if isinstance(event, Flip7):
        return Flip7Beat(event)
    if isinstance(event, Reshuffled):
        return ReshuffleBeat(event)
    if isinstance(event, CardStolen):
        return StealBeat(event)
    if isinstance(event, CardsSwapped):
        return SwapBeat(event)
    if isinstance(event, CardDiscardedByAction):
        return DiscardActionBeat(event)
    if isinstance(event, UnluckyWipe):
        return UnluckyBeat(event)
    if isinstance(event, BrutalAttack):
        return NoteBeat(event, "−15!", RED, 0.8, "bust")
    if isinstance(event, Flip7Bonus):
        return BonusBeat(event)
    if isinstance(event, RoundStarted):
        return SweepBeat(event)
    if isinstance(event, RoundScored):
        return ScoreBeat(event)
    if isinstance(event, TieBreak):
        return TieBreakBeat(event)
    if isinstance(event, GameWon):
        return WinBeat(event)
    return Beat(event)


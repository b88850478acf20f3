"""The director: plays queued core events as beats, in order, at any speed.

Events go in as the engine returns them; the director starts one beat at a
time (opening deals may overlap), applying each event to the display model
when its beat begins. ``update(dt)`` takes animation time (already scaled by
the speed setting; ``inf`` plays everything now). :meth:`Director.skip`
plays the whole queue at infinite speed, silently. A beat that *holds*
(round scored, game won) stops the queue until :meth:`Director.release`:
the summary screen is up and the next round must wait for it. So does the
beat of an event :attr:`Director.stops_at` picks (the guided game's
call-outs), however fast the queue plays.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from .beats import Beat, FlightBeat, Flip7Beat, ReshuffleBeat, beat_for

if TYPE_CHECKING:
    import pygame

    from game.core.events import Event

    from .beats import Stage


class Director:
    """Turns the event queue into running beats."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self.queue: deque[Event] = deque()
        self.running: list[Beat] = []
        self.holding = False
        self.quiet = False  # skipping: no sounds
        self.actor: int | None = None
        self._peeked: Beat | None = None
        #: Events whose beat, once begun, holds the queue until released (the guided
        #: game explains them): a skip or instant speed would otherwise play past them
        #: in the same update, the round's scoring too.
        self.stops_at: Callable[[Event], bool] | None = None

    def push(self, events: Iterable[Event]) -> None:
        """Queue events to play after those already queued."""
        self.queue.extend(events)

    @property
    def idle(self) -> bool:
        """Nothing queued, nothing playing, not held."""
        return not self.queue and not self.running and not self.holding

    @property
    def busy(self) -> bool:
        """Something is queued or playing (a held director is not busy)."""
        return bool(self.queue or self.running)

    @property
    def acting(self) -> int | None:
        """Whoever acts now: :attr:`actor`, or where events were queued since the last
        beat ended, the actor of the first of them. A computer's move lit the seat that
        acted before it for a frame, between its thinking and its move (QA 236)."""
        if not self.running and self.queue and not self.holding:
            actor = self._peek().actor
            if actor is not None:
                return actor
        return self.actor

    def release(self) -> None:
        """The summary screen is gone: carry on."""
        self.holding = False

    def update(self, dt: float) -> None:
        """Advance running beats by ``dt`` animation seconds and start the next ones."""
        if not dt > 0:  # nor NaN: a NaN elapsed time never ends an effect (QA 128)
            return
        instant = math.isinf(dt)
        for beat in self.running:
            self._advance(beat, dt)
        while True:
            self._finish_done()
            if self.holding or not self.queue:
                break
            beat = self._peek()
            if self.running and not (all(b.gate_open for b in self.running)
                                     and beat.joins(self.running)):
                break
            self.queue.popleft()
            self._peeked = None
            beat.begin(self.stage)
            if beat.actor is not None:
                self.actor = beat.actor
            self.running.append(beat)
            if self.stops_at is not None and self.stops_at(beat.event):
                self.holding = True
            if instant:
                self._advance(beat, dt)
        self.stage.effects.update(dt)

    def _advance(self, beat: Beat, dt: float) -> None:
        before = beat.elapsed
        beat.update(dt)
        if not self.quiet and not math.isinf(dt):
            for at, sound in beat.cues:
                if before < at <= beat.elapsed:
                    self.stage.play(sound)

    def _finish_done(self) -> None:
        while self.running and self.running[0].done:
            beat = self.running.pop(0)
            if beat.holds:
                self.holding = True
            beat.end(self.stage)
            if self.holding:
                break

    def pile_shown(self) -> tuple[str | None, int] | None:
        """The discard pile to show (top card, count) while cards are still flying to it:
        as it was before the first beat that sends them, or ``None`` when the model's
        own is right. The model takes a card onto the pile as its beat begins, so a
        played Flip Four lay face up there while it still flew to its target (QA 128)."""
        pile = self.stage.layout.discard
        for beat in self.running:
            if isinstance(beat, ReshuffleBeat) and not beat.landed:
                return beat.pile_before
            if isinstance(beat, FlightBeat) and beat.still_flying_to(pile):
                return beat.pile_now(pile)
        return None

    def deck_shown(self) -> int | None:
        """The deck's count to show while a reshuffle's backs still slide onto it (as it
        was before), or ``None`` when the model's own is right."""
        for beat in self.running:
            if isinstance(beat, ReshuffleBeat) and not beat.landed:
                return beat.deck_before
        return None

    def land(self) -> None:
        """Bring the running beats to their end at once, without sound: their flights
        were aimed on a layout that is gone (Large text switched: a dealt card flew to
        its old place, 89 px off, and jumped: QA 128). What is queued plays on as
        usual, aimed anew."""
        self.quiet = True
        try:
            for beat in self.running:
                self._advance(beat, math.inf)
            self._finish_done()
        finally:
            self.quiet = False
        self.stage.effects.clear()

    def skip(self) -> None:
        """Play everything queued now, without sound, up to a holding beat."""
        self.quiet = True
        try:
            self.update(math.inf)
        finally:
            self.quiet = False
        self.stage.effects.clear()

    # ------------------------------------------------------------------ painting

    def hidden(self, seat: int) -> tuple[int, int]:
        """Trailing line / held cards of ``seat`` still in the air."""
        line = held = 0
        for beat in self.running:
            a, b = beat.hidden(seat)
            line += a
            held += b
        return line, held

    def arriving(self, seat: int) -> int:
        """Line cards of ``seat`` still on their way to it (see :meth:`Beat.arriving`)."""
        return sum(beat.arriving(seat) for beat in self.running)

    def pulse(self, seat: int, index: int, line: Sequence[str]) -> float:
        """Scale of a card pulsing for a Flip 7 (``line``: the seat's cards, so that only
        its numbers pulse)."""
        for beat in self.running:
            if isinstance(beat, Flip7Beat):
                return beat.pulse(seat, index, line)
        return 1.0

    def draw(self, surface: pygame.Surface) -> None:
        """Paint every running beat's moving parts."""
        for beat in self.running:
            beat.draw(surface, self.stage)

    def _peek(self) -> Beat:
        """The beat the next queued event makes (kept until it starts)."""
        if self._peeked is None or self._peeked.event is not self.queue[0]:
            self._peeked = beat_for(self.queue[0])
        return self._peeked

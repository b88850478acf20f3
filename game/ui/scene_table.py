"""The table scene: a game played out event by event, people and computers alike.

The scene shows a :class:`~game.session.Session`. Each frame it advances the
director by the frame's animation time. When the queue has played, the
pending decision goes to its seat: a person gets a
:class:`~game.ui.decisions.Choice`, a computer "thinks" for a moment
(skippable) and answers through the session. Every move goes through
``Session.play`` (which saves the game); the events it returns join the queue.

Hot-seat: the person deciding sits in the large seat at the front. When the
decision passes from one person to another the table turns to the new
person behind a short hand-over screen ("Ben's turn") that a key or a click
dismisses.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.core.events import GameWon, RoundScored, TieBreak
from game.core.moves import Decision, Move
from game.i18n import t
from game.session import Session

from . import input as inp
from .cards import CardPainter, edition_codes
from .decisions import Choice
from .director import Director
from .effects import Effects
from .layout import line_slots, table_layout
from .model import TableModel
from .scene import Scene
from .table_view import TableView
from .theme import GOLD, ICE, RED, THINK_TIME

if TYPE_CHECKING:
    from .loop import App

#: At instant speed, computer moves per frame stop after this many seconds.
_INSTANT_BUDGET = 0.012


class Thinker:
    """A computer's move, worked out during its "thinking" pause.

    The stronger computers search for up to a few dozen milliseconds; on a
    worker thread that time hides inside the pause instead of stalling frames.
    The game is not changed while it thinks (the scene applies moves only
    on its own thread), so the policy reads a still table. Where threads are
    not available (a browser build) or at instant speed it answers at once.
    """

    def __init__(self, session: Session, decision: Decision, threaded: bool) -> None:
        self.session = session
        self.decision = decision
        self.move: Move | None = None
        self.error: BaseException | None = None
        self.thread: threading.Thread | None = None
        if threaded:
            try:
                self.thread = threading.Thread(target=self._run, name="computer", daemon=True)
                self.thread.start()
                return
            except RuntimeError:  # no threads here: think on the spot
                self.thread = None
        self._run()

    def _run(self) -> None:
        try:
            self.move = self.session.computer_move(self.decision)
        except BaseException as error:  # handed to the main thread, which raises it
            self.error = error

    def result(self, wait: bool) -> Move | None:
        """The move, or ``None`` while still thinking (``wait`` blocks until it is done)."""
        if self.thread is not None:
            if wait:
                self.thread.join()
            elif self.thread.is_alive():
                return None
        if self.error is not None:
            raise self.error
        return self.move


class TableScene(Scene):
    """One game at the table."""

    def __init__(self, app: App, session: Session, instant: bool = False) -> None:
        """The table of ``session``; ``instant`` plays everything at top speed (autoplay)."""
        super().__init__(app)
        self.session = session
        self.instant = instant
        self.game = session.game
        people = session.people
        #: The seat shown large at the front: the person deciding (or who decided last).
        self.front = people[0] if people else 0
        #: The person who decided last, for hand-overs between people.
        self.last_person: int | None = None if len(people) > 1 else self.front
        self.model = _caught_up_model(session, people[0] if len(people) == 1 else None)
        self.layout = table_layout(self.game.n, self.front)
        self.painter = CardPainter(app.assets, self.game.edition)
        self.effects = Effects()
        self.director = Director(self)
        self.view = TableView(self)
        self.choice: Choice | None = None
        self.think = 0.0
        self.thinking_seat: int | None = None
        self.thinker: Thinker | None = None
        self.clock = 0.0
        if not self.game.moves:
            self.director.push(self.game.opening_events)
        self.warming: Iterator[None] | None = self._warm_up()

    # ------------------------------------------------------------------ Stage

    def play(self, sound: str) -> None:
        """A sound, unless the director is skipping."""
        if not self.director.quiet:
            self.app.sound.play(sound)

    def line_rect(self, seat: int, index: int, count: int | None = None) -> pygame.Rect:
        """Slot ``index`` of ``seat``'s line when it holds ``count`` cards (default: as now)."""
        box = self.layout.seats[seat]
        n = len(self.model.seats[seat].line) if count is None else count
        slots = line_slots(box.line, box.tier.card_w, box.tier.card_h, max(n, index + 1))
        return slots[index]

    def held_rect(self, seat: int, index: int) -> pygame.Rect:
        """Held cards hang off the panel edge that faces the table centre.

        The human's card in play lies in the middle of the table, beside the
        discard pile, where nothing covers it and it covers nothing.
        """
        box = self.layout.seats[seat]
        rect = box.rect
        if seat == self.front:
            pile = self.layout.discard
            return pygame.Rect(pile.right + 30 + index * 44, pile.y, pile.w, pile.h)
        cw, ch = round(box.tier.card_w * 1.15), round(box.tier.card_h * 1.15)
        vx, vy = 640 - rect.centerx, 360 - rect.centery
        if abs(vx) / rect.w > abs(vy) / rect.h:
            x = rect.right - cw // 2 if vx > 0 else rect.x - cw // 2
            y = rect.centery - ch // 2 + index * 14
            x += index * (8 if vx > 0 else -8)
        else:
            y = rect.bottom - ch // 2 if vy > 0 else rect.y - ch // 2
            x = rect.centerx - cw // 2 + index * (cw // 2)
        return pygame.Rect(x, y, cw, ch)

    def seat_center(self, seat: int) -> tuple[int, int]:
        """Centre of a seat's panel."""
        return self.layout.seats[seat].rect.center

    def banner_at(self, seat: int) -> tuple[int, int]:
        """Over the seat's header, so its cards stay in view."""
        rect = self.layout.seats[seat].rect
        return (rect.centerx, rect.y + 24)

    def round_scored(self, event: RoundScored) -> None:
        """Show the round summary over the table; the queue waits for it."""
        from .scene_summary import SummaryScene

        tiebreak = bool(self.director.queue) and isinstance(self.director.queue[0], TieBreak)
        self.app.push(SummaryScene(self.app, self, event, tiebreak))

    def game_won(self, event: GameWon) -> None:
        """Show the game-over screen."""
        from .scene_gameover import GameOverScene

        self.app.push(GameOverScene(self.app, self, event))

    # ------------------------------------------------------------------ helpers

    @property
    def speed(self) -> float:
        """Animation speed factor (``inf`` when instant or autoplaying)."""
        if self.instant:
            return math.inf
        return float(self.app.settings.speed_factor)

    @property
    def lit_seat(self) -> int | None:
        """The seat to light: whoever must decide, or whoever is acting."""
        if self.director.idle and self.game.pending is not None:
            return self.game.pending.seat
        return self.director.actor

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """The table waits for a person and nothing moves: the loop may sleep on input."""
        decision = self.game.pending
        return (self.warming is None and self.director.idle and not self.effects.items
                and decision is not None and self.choice is not None
                and self.choice.decision is decision and self.app.top is self)

    # ------------------------------------------------------------------ Scene

    def uncover(self) -> None:
        """Back from the summary or pause: let the queue go on."""
        self.director.release()

    def handle(self, event: inp.Input) -> None:
        """Esc pauses; a human choice takes its input; a click or Space skips ahead."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            from .scene_pause import PauseScene

            self.app.push(PauseScene(self.app, self))
            return
        if self.choice is not None:
            move = self.choice.handle(event)
            if move is not None:
                self.app.sound.play("click")
                self.submit(move)
            return
        skip = (isinstance(event, inp.Click) or (isinstance(event, inp.Press)
                and event.action in (inp.SKIP, inp.CONFIRM)))
        if skip:
            self.director.skip()
            self.think = 0.0

    def submit(self, move: Move) -> None:
        """Play ``move`` for the pending decision (the session saves it) and queue what
        happened."""
        self.choice = None
        self.thinking_seat = None
        self.thinker = None
        events = self.session.play(move)
        self.director.push(events)
        if self.session.files is not None:
            for text in self.session.files.take_notices():
                self.app.notice(text)

    @property
    def saved(self) -> bool:
        """Is this game being saved (so leaving it can say it is)?"""
        return self.session.files is not None and not self.session.finished

    def farewell(self) -> str | None:
        """What to say when the window closes over this table."""
        return t("app.game_saved") if self.saved else None

    def crash_context(self) -> dict[str, object]:
        """For the error log (see ``App.crash_context``): the seed and the game's record so
        far, with who plays each seat and ``ai_seed``, so ``flip7 --replay`` reproduces it."""
        return {"seed": self.session.seed, "record": self.session.record().to_json()}

    def _warm_up(self) -> Iterator[None]:
        """Cache every surface the table will need, a step at a time (see :meth:`update`)."""
        from .widgets import glow

        sizes = {box.card_size for box in self.layout.seats}
        sizes.add(self.layout.deck.size)
        for seat in range(self.game.n):
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
        for code in edition_codes(self.game.edition):
            for w, h in sizes:
                self.painter.dimmed(code, w, h)
            yield

    def update(self, dt: float) -> None:
        """Play animations; hand the next decision to its seat."""
        self.clock += dt
        if self.warming is not None:
            # A millisecond or two of cache building per frame keeps later frames smooth.
            deadline = time.perf_counter() + 0.0015
            for _ in self.warming:
                if time.perf_counter() > deadline:
                    break
            else:
                self.warming = None
        speed = self.speed
        self.director.update(dt * speed)
        if math.isinf(speed):
            start = time.perf_counter()
            while self._next_decision(dt) and time.perf_counter() - start < _INSTANT_BUDGET:
                self.director.update(math.inf)
        else:
            self._next_decision(dt)

    def _next_decision(self, dt: float) -> bool:
        """Give the pending decision to its controller; True if a computer just moved."""
        if not self.director.idle or self.game.pending is None or self.app.top is not self:
            return False
        self.model.sync_counts(self.game)
        decision = self.game.pending
        if self.session.is_person(decision.seat):
            if self.choice is None or self.choice.decision is not decision:
                if self._hand_over(decision.seat):
                    return False
                self.choice = Choice(decision, self)
            return False
        if self.thinker is None or self.thinker.decision is not decision:
            instant = math.isinf(self.speed)
            self.thinking_seat = decision.seat
            self.think = 0.0 if instant else THINK_TIME / self.speed
            self.thinker = Thinker(self.session, decision, threaded=not instant)
        self.think -= dt
        if self.think > 0:
            return False
        move = self.thinker.result(wait=self.think < -0.5)  # never stall for long
        if move is None:
            return False
        self.submit(move)
        return True

    def _hand_over(self, seat: int) -> bool:
        """Turn the table to ``seat`` if another person decided last; True if a hand-over
        screen now waits to be dismissed."""
        if seat == self.last_person:
            return False
        self.last_person = seat
        self.front = seat
        self.layout = table_layout(self.game.n, seat)
        from .scene_handover import HandoverScene

        self.app.push(HandoverScene(self.app, self, seat))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the table."""
        self.view.draw(surface)


def _caught_up_model(session: Session, you: int | None) -> TableModel:
    """The display model of the session's game as it stands now.

    A new game starts from the full deck and its opening events play on the
    table; a resumed game is caught up at once by replaying every move's
    events onto the model, so the seats, piles and recent lines are as they
    were when the game was left.
    """
    if not session.game.moves:
        return TableModel.for_game(session.game, you)
    start = session.start_game()
    model = TableModel.for_game(start, you)
    for event in start.opening_events:
        model.apply(event)
    for seat, move in session.game.moves:
        for event in start.play(seat, move):
            model.apply(event)
    model.sync_counts(session.game)
    return model


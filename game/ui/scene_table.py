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
from collections import Counter
from functools import partial
from typing import TYPE_CHECKING

from game.ai.expert import SAFE
from game.core.cards import FLIP3, FLIP4, FREEZE, ONE_MORE, ZERO
from game.core.engine import ACTIVE
from game.core.events import (
    ActionPlayed,
    Busted,
    CardDealt,
    CardDiscardedByAction,
    CardDrawn,
    CardSetAside,
    CardsSwapped,
    CardStolen,
    Event,
    Flip7,
    GameWon,
    RoundScored,
    SecondChanceUsed,
    Stopped,
    TieBreak,
    UnluckyWipe,
)
from game.core.moves import SWAP, TURN, Decision, Move
from game.i18n import Message, t
from game.session import Session

from . import input as inp
from .coach import Coach, advice, with_first_card
from .decisions import Choice, question_of
from .effects import Banner
from .history import Entry
from .layout import table_layout
from .model import TableModel
from .odds import CardsLeft, Odds, cards_left, three_on_yourself, turn_odds
from .table_stage import TableStage
from .table_tools import Tools
from .theme import THINK_TIME

if TYPE_CHECKING:
    import pygame

    from game.ai.expert import Reading

    from .guide import Callout, Guide
    from .loop import App


class Thinker:
    """A computer's move, worked out during its "thinking" pause.

    The stronger computers search for up to a few dozen milliseconds; on a
    worker thread that time hides inside the pause instead of stalling frames.
    The game is not changed while it thinks (the scene applies moves only
    on its own thread), so the policy reads a still table. Where threads are
    not available (a browser build) or at instant speed it answers at once.
    """

    def __init__(self, session: Session, decision: Decision, threaded: bool,
                 scripted: Move | None = None) -> None:
        """Think about ``decision``; a ``scripted`` move (the guided game) is the answer."""
        self.session = session
        self.decision = decision
        self.move: Move | None = scripted
        self.error: BaseException | None = None
        self.thread: threading.Thread | None = None
        if scripted is not None:
            return
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


class TableScene(TableStage):
    """One game at the table."""

    #: Each round's summary counts the totals up; the seats follow it.
    summary_counts = True

    def __init__(self, app: App, session: Session, instant: bool = False,
                 guide: Guide | None = None, resumed: bool = False) -> None:
        """The table of ``session``; ``instant`` plays everything at top speed (autoplay);
        a ``guide`` makes it the guided first game (see :mod:`game.ui.guide`); a game
        ``resumed`` (Continue) left at a round's summary shows it again."""
        people = session.people
        #: The people whose coach is open (before the stage's set-up, which closes it).
        self._coached: set[int] = set()
        model, to_play, seen = _caught_up_model(
            session, people[0] if len(people) == 1 else None, resumed)
        super().__init__(app, model, _front_seat(session, resumed))
        self.session = session
        self.instant = instant
        self.guide = guide
        self._told = 0  # history entries the guide has seen
        self.callout: Callout | None = None  # a call-out waiting for the table to settle
        self.summaries = 0  # round summaries shown
        #: A round's summary is over the table: the round is over, nobody is lit (the
        #: last to act stayed lit under it, but not under one shown again: QA 38).
        self.summing_up = False
        #: Continue opened the game at a round's summary: it shows that summary counted
        #: already (it counted up again for two seconds, Next round hidden: QA 37).
        self.resumed_summary = resumed and bool(session.game.moves) and bool(to_play)
        if guide is not None:
            # The queue holds at each moment the guide explains, even when Space skips
            # ahead: the Flip 7 call-out must come before the round's summary.
            self.director.stops_at = guide.calls_out
        self.game = session.game
        #: The person who decided last, for hand-overs between people.
        self.last_person: int | None = None if len(people) > 1 else self.front
        #: For each person, how much of the history had been shown when their last
        #: move had played out (see :meth:`since_last_turn`), and the person whose
        #: move is playing out now. Before that move: the whole game (a Flip Three given
        #: to a person before their first turn went untold at the hand-over: QA 110). A
        #: continued game knows each person's last move from its record: a hand-over
        #: left unanswered tells its news again (it told nothing: QA 148).
        self.seen_upto: dict[int, int] = {seat: seen.get(seat, 0) for seat in people}
        self._playing_out: int | None = None
        self.tools = Tools(self)
        self.think = 0.0
        self.thinker: Thinker | None = None
        #: The chance that the next card busts the deciding person (the odds setting).
        self.odds: Odds | None = None
        #: The coach's safe reading and whether a Second Chance makes it so (coach_line).
        self._saved_for: tuple[object, bool] | None = None
        #: The "cards left" panel (key C): open or not, and the count it shows, taken
        #: when the table is still so that it never tells a card still in the air.
        self.cards_open = False
        self.left: CardsLeft | None = None
        self._counted: tuple[int, int, int] | None = None
        #: The cards the table had drawn, and its reshuffles, when ``left`` was counted.
        #: The coach (key ?): the Expert's reading of each person's decision while open.
        self.coach = Coach(session)
        self.coach_open = False
        #: A person in the round holding the Zero, who draws without being asked (V-10).
        self.forced: int | None = None
        #: The coach's reading narrowed to a Swap's first card, by reading and card.
        self._narrowed: tuple[Reading, tuple[int, str], Reading | None] | None = None
        self.refused = 0.0  # S was pressed while forced: the notice shakes
        #: Seconds the picks still wait after a hand-over closed (see
        #: :data:`~game.ui.scene_handover.SETTLE`).
        self.settling = 0.0
        #: Seconds a run of clicks that hurried the computers on still lasts: a click on
        #: the deck meanwhile is one more of them, not Hit (see :meth:`handle`).
        self.clicking = 0.0
        #: Enter tapped to hurry the computers (see :class:`inp.Hurry`).
        self.hurry = inp.Hurry()
        self.refused_step: int | None = None  # the guide's step at which a move was refused
        if to_play:
            self.director.push(to_play)

    # ------------------------------------------------------------------ Stage

    def round_scored(self, event: RoundScored) -> None:
        """Show the round summary over the table; the queue waits for it."""
        from .scene_summary import SummaryScene

        tiebreak = bool(self.director.queue) and isinstance(self.director.queue[0], TieBreak)
        counted = self.resumed_summary and self.summaries == 0
        self.summaries += 1
        self.summing_up = True
        self.app.push(SummaryScene(self.app, self, event, tiebreak, counted))

    def game_won(self, event: GameWon) -> None:
        """Show the game-over screen."""
        from .scene_gameover import GameOverScene

        self.model.sync_final(self.game)
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
        if self.summing_up:
            return None
        if self.director.idle and self.game.pending is not None:
            return self.game.pending.seat
        return self.director.acting

    @property
    def notice_area(self) -> pygame.Rect | None:  # type: ignore[override]
        """The bottom-left corner where the seats leave it free (see
        :attr:`TableLayout.notices`); across the top where they do not."""
        return self.layout.notices

    notices_from_left = True

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """The table waits for a person and nothing moves: the loop may sleep on input
        (not while the coach is thinking: its answer must appear by itself, nor while the
        picks wait after a hand-over, a refusal shakes or a refused click's words show:
        a sleeping loop's frames pass no time, and the wait never ended, QA 103; nor while
        Enter still counts as a hurry: Enter never chose again, QA 170)."""
        decision = self.game.pending
        return (self.warming is None and self.director.idle and not self.effects.items
                and decision is not None and self.choice is not None
                and self.choice.decision is decision and self.app.top is self
                and not (self.coach_open and self.coach.thinking) and self.settling <= 0
                and not self.hurry.busy and self.refused <= 0
                and self.choice.missed is None)

    # ------------------------------------------------------------------ Scene

    def exit(self) -> None:
        """The table is left: its coach's worker may end."""
        self.coach.close()

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the table, in the text size the settings say now."""
        self._follow_text_size()
        super().draw(surface)

    def _follow_text_size(self) -> None:
        """Lay the table out again if Large text was switched in Settings: also while a
        hand-over covers it, whose menu reaches Settings (the table behind it kept the
        old size until it was dismissed: QA 119)."""
        if self.app.settings.large_text == self.large:
            return
        self.large = self.app.settings.large_text
        self.layout = table_layout(self.game.n, self.front, self.large)
        self.director.land()
        if self.choice is not None:  # its picks hold rects of the old layout
            self.choice.lay_out_again()

    def uncover(self) -> None:
        """Back from the summary or pause: let the queue go on (the guided game ends with
        its round: then it says goodbye). Large text may have been switched in Settings."""
        self.summing_up = False
        # The scene on top had the taps' run and hands back what is left of it (a
        # call-out, the summary), or ended it (the pause, History). A wait frozen here
        # meanwhile swallowed the Enter read after a call-out (QA 174): the choice
        # waits only if the taps still run, as if it showed now.
        self.hurry.guard = 0.0
        self.hurry.chooser = None  # a screen came between: no turn is "next" to a choice
        if self.choice is not None:
            self.hurry.shown()
        self._follow_text_size()
        if self.guide is not None and self.guide.complete and self.summaries:
            from .guide import FAREWELL
            from .scene_callout import CalloutScene

            # The summary's run of taps goes on over the farewell: a tap chose its
            # "Play a game" 0.2 s after it came (QA 174).
            self.app.push(CalloutScene(self.app, self, FAREWELL, farewell=True,
                                       hurry=self.hurry.run))
            return
        # A call-out still waiting for the table to settle keeps its hold: a pause or
        # the History opened meanwhile let the round play on, and the Flip 7 call-out
        # came over the round's summary (QA 119).
        if self.callout is None:
            self.director.release()

    def open_history(self) -> None:
        """The History over the table; opened by a click too, it ends the taps' run."""
        self.hurry.end()
        super().open_history()

    def pause(self) -> None:
        """The pause menu (Esc, or the Menu button): resume, settings, rules, leave."""
        from .scene_pause import PauseScene

        self.hurry.end()  # opened by a click too: the taps are over (QA 176)
        self.app.push(PauseScene(self.app, self))

    def handle(self, event: inp.Input) -> None:
        """Esc pauses; a human choice takes its input; a click or Space skips ahead."""
        if isinstance(event, inp.Press) and event.action != inp.CONFIRM:
            # Another key, a tool's or Esc too: the taps of Enter are over (QA 170).
            self.hurry.end()
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.pause()
            return
        if self.settling > 0 and isinstance(event, inp.Press):
            # The rest of a key pressed twice that closed the hand-over: neither a pick
            # nor a tool (a second C or ? opened the next person's coach: QA 103). A
            # double click's second half is spent by the loop (it lands where the first
            # did); a click elsewhere is the person's own, and was lost (QA 149).
            return
        if isinstance(event, inp.Click) and self.choice is not None:
            # A press the tools take is no press on a pick: a release over a pick after
            # it must not play a pick pressed before (its release went elsewhere).
            self.choice.pressed = None
        if self.tools.handle(event):
            return
        if self.forced is not None and self.choice is None and isinstance(event, inp.Press) \
                and event.action == inp.STAY:
            self.refused = 0.6
            return
        if self.choice is not None:
            if isinstance(event, inp.Click) and self.clicking > 0 \
                    and self.layout.deck.collidepoint(event.pos):
                # A click on the deck is Hit (QA 236), but not one of a run of clicks
                # that hurried the computers on: clicked on and on where the cards fly
                # from, it drew cards at once (QA 238). The run ends after a pause.
                self.clicking = inp.HURRY
                return
            if self.hurry.waiting and isinstance(event, inp.Press) \
                    and event.action == inp.CONFIRM:
                self.hurry.tapped()  # one more tap of the run, not a choice
                return
            running = self.hurry.run > 0
            move = self.choice.handle(event)
            if move is None and running and isinstance(event, inp.Press) \
                    and event.action == inp.CONFIRM:
                # A Swap's first card picked by a tap of the run: its second question
                # waits as a new choice does (the next tap played the whole Swap with a
                # partner card never seen: QA 207).
                self.hurry.tapped()
                self.hurry.shown()
            if move is not None:
                self.play("click")  # one sound a frame at instant speed (QA 149)
                if isinstance(event, inp.Press) and event.action == inp.CONFIRM:
                    # An Enter that chose is a tap of the run too: the choice it brings
                    # (a Flip Four's target, the round's summary) was taken by the next
                    # tap 0.15 s after it showed (QA 194).
                    self.hurry.tapped(self.choice.decision.seat)
                self.submit(move)
            elif self.choice.bumped:
                # Stay where the guide asks for a hit: its step shakes, edged red, so the
                # new player sees what to do instead of nothing happening (QA tenth pass).
                self.choice.bumped = False
                self.refused = 0.6
                if self.guide is not None:
                    self.refused_step = self.guide.step
            return
        skip = (isinstance(event, inp.Click) or (isinstance(event, inp.Press)
                and event.action in (inp.SKIP, inp.CONFIRM)))
        if isinstance(event, inp.Click):
            self.clicking = inp.HURRY  # a run of clicks hurrying on (see above)
        if skip:
            if isinstance(event, inp.Press) and event.action == inp.CONFIRM:
                # Before the skip: the skip may show the summary, which takes the run
                # as it stands, and took a stale one (taps 300 ms apart then chose its
                # Next 300 ms after it showed: QA 207).
                self.hurry.tapped()
            self.director.skip()
            self.think = 0.0

    @property
    def coach_open(self) -> bool:
        """Is the coach open for the person the table faces? At a shared screen each
        person opens and closes their own: one person's open coach advised the next
        person unasked (QA seventeenth pass). Never while Settings has the coach off:
        switched off there while it was open, it went on advising, with no key left to
        close it (QA 141)."""
        return self.offers_coach and self.front in self._coached

    @coach_open.setter
    def coach_open(self, value: bool) -> None:
        if value:
            self._coached.add(self.front)
        else:
            self._coached.discard(self.front)

    @property
    def offers_coach(self) -> bool:
        """Is the coach at hand (Settings), or is this the guided round, which shows it
        whatever the settings say (its last words point to it: QA twenty-sixth pass)?"""
        return self.app.settings.coach or self.guide is not None

    @property
    def shows_odds(self) -> bool:
        """Are the odds beside Hit shown (Settings, or always in the guided round,
        whose second step explains them: QA twenty-sixth pass)?"""
        return self.app.settings.odds or self.guide is not None

    def toggle_coach(self) -> None:
        """Open or close the coach (key ?) for the person the table faces; while open it
        reads each of their decisions."""
        self.coach_open = not self.coach_open
        if self.coach_open and self.choice is not None:
            self.coach.ask(self.choice.decision)

    @property
    def coach_reading(self) -> Reading | None:
        """The coach's reading of the decision as it stands: for a Swap whose first
        card is picked, its best swap with that card (see :func:`with_first_card`),
        ``None`` if it weighed none."""
        reading, choice = self.coach.reading, self.choice
        if reading is None or choice is None or choice.decision.kind != SWAP \
                or choice.first is None:
            return reading
        # Asked for every pick in every frame: narrowed once per reading and first card.
        narrowed = self._narrowed
        if narrowed is None or narrowed[0] is not reading or narrowed[1] != choice.first:
            # None where it weighed no swap with that card (at 8 seats and more it weighs
            # a shortlist): its own swap, which named another first card, no longer
            # fitted (QA 141); :attr:`coach_line` says so instead.
            narrowed = self._narrowed = (reading, choice.first,
                                         with_first_card(reading, choice.first))
        return narrowed[2]

    @property
    def coach_line(self) -> str | None:
        """What the coach says now: its advice, that it is thinking, or nothing."""
        choice = self.choice
        if not self.coach_open or choice is None or self.coach.decision is not choice.decision:
            return None
        reading = self.coach_reading
        if reading is not None:
            seat = choice.decision.seat
            # Whether a held Second Chance is what makes a hit safe: asked of the safe
            # readings only (the odds box's own count where it is open), once a reading,
            # not each frame (QA 235: the pile was counted every frame the box was shut).
            saved = False
            if reading.basis == SAFE:
                known = self._saved_for
                if known is None or known[0] is not reading:
                    known = self._saved_for = (
                        reading, (self.odds or turn_odds(self.game, seat)).saved)
                saved = known[1]
            return advice(self.model, choice.decision, reading,
                          three_on_yourself(self.game, seat), saved)
        if self.coach.reading is not None and choice.first is not None:
            return t("coach.swap_unweighed", card=choice.card_words(*choice.first))
        if self.coach.error is not None:
            return t("coach.none")
        return t("coach.thinking", dots="." * (1 + int(self.clock * 3) % 3))

    def submit(self, move: Move) -> None:
        """Play ``move`` for the pending decision (the session saves it) and queue what
        happened."""
        decision = self.game.pending
        if self.guide is not None and decision is not None:
            self.guide.played(decision, move)
        self.choice = None
        self.odds = None
        self.coach.forget()
        self.thinking_seat = None
        self.thinker = None
        if decision is not None and self.session.is_person(decision.seat):
            self._playing_out = decision.seat
        if decision is not None and decision.seat != self.hurry.chooser:
            self.hurry.reached(move.player)
            self.hurry.reached(move.other[0] if move.other is not None else None)
        events = self.session.play(move)
        self.director.push(events)
        self._say_saving()

    def _say_saving(self) -> None:
        """Show what the save files have to say (a failed or a recovered save) now."""
        if self.session.files is not None:
            for text in self.session.files.take_notices():
                # One kind: "Your game is saved again." takes the place of the failure
                # it ends, rather than stacking under it (QA 62).
                self.app.notice(text, kind="saving")

    @property
    def saved(self) -> bool:
        """Is this game in its save file as it stands (so leaving it can say so)? Not
        after a failed write: "Your game is saved" sent players to an older game."""
        files = self.session.files
        return files is not None and not self.session.finished and files.behind is None

    def unsaved(self) -> Message | None:
        """Why this game is not saved as it stands, after one more try (see Session)."""
        return self.session.unsaved()

    def kept_round(self) -> int | None:
        """The round an earlier save of this game goes back to (see Session)."""
        return self.session.kept_round()

    @property
    def over(self) -> bool:
        """The game is finished."""
        return self.session.finished

    def farewell(self) -> str | None:
        """What to say when the window closes over this table."""
        return t("app.game_saved") if self.saved else None

    def crash_context(self) -> dict[str, object]:
        """For the error log (see ``App.crash_context``): the seed and the game's record so
        far, with who plays each seat and ``ai_seed``, so ``flip7 --replay`` reproduces it."""
        return {"seed": self.session.seed, "record": self.session.record().to_json()}

    def update(self, dt: float) -> None:
        """Play animations; hand the next decision to its seat."""
        self.clock += dt
        self.settling = max(0.0, self.settling - dt)
        self.clicking = max(0.0, self.clicking - dt)
        self.hurry.passing(dt)
        # A new game's first save is written before the table opens: a failure then
        # waited for the first move to be said (QA 107).
        self._say_saving()
        self.warm_a_little()
        speed = self.speed
        self.animate(dt, speed)
        if self.choice is not None:
            self.choice.fade(dt)
        self._watch_forced(dt)
        self._follow_coach()
        if self.guide is not None and self._guide_callout():
            return
        self.hand_on(dt, speed, self._next_decision)

    def _follow_coach(self) -> None:
        """Once the open coach has read the pending decision, the keyboard focus goes to
        its advice (where its star is), unless the player moved the focus first."""
        choice, reading = self.choice, self.coach.reading
        if (not self.coach_open or choice is None or reading is None
                or self.coach.decision is not choice.decision or choice.followed is reading):
            return
        choice.followed = reading
        choice.follow(reading.move)

    def _guide_callout(self) -> bool:
        """The guided game stops at the moments it explains: the animations playing
        finish, nothing new starts, then the call-out comes. True while one is due."""
        assert self.guide is not None
        if self.callout is None:
            history = self.model.history
            while self._told < len(history) and self.callout is None:
                entry = history[self._told]
                self._told += 1
                self.callout = self.guide.after(entry.event)
            if self.callout is None:
                return False
            self.director.holding = True  # let what moves land; start nothing new
        # And the banners have faded: the call-out froze "BUST" over the second 9 it
        # talks about (QA 59).
        if self.director.running or any(isinstance(e, Banner) for e in self.effects.items):
            return True
        from .scene_callout import CalloutScene

        callout, self.callout = self.callout, None
        self.app.push(CalloutScene(self.app, self, callout, hurry=self.hurry.run))
        return True

    @property
    def deciding(self) -> Decision | None:
        """The decision the table stands at: a person's choice, or the one a computer
        is thinking over once what came before has been shown (its set-aside card
        said "later" while it chose where to play it: QA 119)."""
        if self.choice is not None:
            return self.choice.decision
        return self.game.pending if self.director.idle else None

    @property
    def guide_prompt(self) -> str | None:
        """The guided game's words for the person's pending decision."""
        if self.guide is None or self.choice is None:
            return None
        if self.refused_step == self.guide.step:
            # Another move was tried at this step: the strip says why it was refused, not
            # only shakes (QA: a new player took the shake for a fault).
            return self.guide.refused()
        return self.guide.prompt(self.choice.decision)

    def _watch_forced(self, dt: float) -> None:
        """V-10: a person holding the Zero cannot stay, so on their turns the one choice
        left, a hit, is made for them (G-13). From the moment the Zero lands on their
        line until they are out of the round, through it (Flip 7) or rid of the Zero
        (a Swap), the table says why where Hit and Stay would be. It said so only for
        1.6 seconds after each forced card, and a new player who looked away saw three
        cards drawn for them and no reason (QA 71)."""
        self.refused = max(0.0, self.refused - dt)
        self.forced = None
        if not self.game.edition.zero_rules:
            return  # classic: the 0 is a number like any other, staying is allowed
        n = self.game.n
        for seat in ((self.front + k) % n for k in range(n)):  # the front seat first
            view = self.model.seats[seat]
            if self.session.is_person(seat) and view.status == ACTIVE and not view.flip7 \
                    and ZERO in view.line:
                self.forced = seat
                return

    def _next_decision(self, dt: float) -> bool:
        """Give the pending decision to its controller; True if a computer just moved."""
        if not self.director.idle or self.game.pending is None or self.app.top is not self:
            return False
        if self._playing_out is not None:  # what that person's move did has been shown
            self.seen_upto[self._playing_out] = len(self.model.history)
            self._playing_out = None
        self.model.sync_counts(self.game)
        decision = self.game.pending
        counted = (len(self.game.moves), len(self.game.deck), len(self.game.discard))
        if self.left is None or counted != self._counted:
            self.left, self._counted = cards_left(self.game), counted
            self.left_mark = (Counter(self.model.drawn), self.model.reshuffles)
        if self.session.is_person(decision.seat):
            if self.choice is None or self.choice.decision is not decision:
                if self._hand_over(decision):
                    return False
                only = self.guide.allowed(decision) if self.guide is not None else None
                self.choice = Choice(decision, self, only or self._first_focus(decision), only)
                self.hurry.shown(decision.seat if decision.kind == TURN else None)
                self.odds = None
            # The odds follow the setting at once, also when it changes from the pause
            # menu in the middle of a decision (QA thirteenth pass: only at the next one).
            wanted = decision.kind == TURN and self.shows_odds
            if not wanted:
                self.odds = None
            elif self.odds is None:
                self.odds = turn_odds(self.game, decision.seat)
            if self.coach_open:
                self.coach.ask(decision)
            return False
        if self.thinker is None or self.thinker.decision is not decision:
            instant = math.isinf(self.speed)
            self.thinking_seat = decision.seat
            self.think = 0.0 if instant else THINK_TIME / self.speed
            scripted = self.guide.computer_move(decision) if self.guide is not None else None
            self.thinker = Thinker(self.session, decision, threaded=not instant,
                                   scripted=scripted)
        self.think -= dt
        if self.think > 0:
            return False
        move = self.thinker.result(wait=self.think < -0.5)  # never stall for long
        if move is None:
            return False
        self.submit(move)
        return True

    def _first_focus(self, decision: Decision) -> Move | None:
        """Where a person's keyboard focus starts: on the move a computer would make in
        their place, so that Enter does no harm (never a −10 on their own line). Hit or
        stay is the exception while the coach is off: a focus that moved to Stay on its
        own gave the advice the player had turned off (QA eighth pass), so it stays on
        Hit, where it always starts."""
        if decision.kind == TURN and not self.offers_coach:
            return None
        return self.session.suggestion(decision)

    def since_last_turn(self, seat: int) -> list[Entry]:
        """What others did to the person at ``seat`` this round since their last move
        played out, and what came of it for their line, oldest first: a family of three
        at 12 seats met their turn again after a dozen computers' moves, the lines under
        the piles telling only the last three ("Ivo swaps Player 1's 13 …" went unseen:
        QA 94). Earlier rounds are the summaries' (told again here, a bust of the round
        before read as news beside a fresh line: QA 96); before their first move, from
        the start of a new game or the moment a continued one opened (see
        :attr:`seen_upto`)."""
        start = self.seen_upto.get(seat)
        if start is None:
            return []
        model = self.model
        return [entry for entry, forced in _forced_draws(model.history[start:], seat)
                if entry.round == model.round_number and entry.tiebreak == model.tiebreak
                and (forced or self._news_to(entry, seat))]

    @staticmethod
    def _news_to(entry: Entry, seat: int) -> bool:
        """Whether ``entry`` is what another did to ``seat`` or what came of it for its
        line (see :meth:`since_last_turn`)."""
        return (not isinstance(entry.event, _EVERYONES)
                # "Cat plays Freeze on Ann." comes before "Cat freezes Ann. Ann keeps 6."
                and not (isinstance(entry.event, ActionPlayed) and entry.event.card == FREEZE)
                # An Unlucky 7 that wiped nothing changed nothing: "Since your last turn:
                # an Unlucky 7 for you: nothing to wipe." on a first turn (QA 113, 122).
                and not (isinstance(entry.event, UnluckyWipe) and not entry.event.cards)
                and (seat in entry.seats[1:]
                     or (isinstance(entry.event, _OUTCOMES) and entry.seats[:1] == (seat,))))

    def turn_to(self, seat: int) -> None:
        """Sit ``seat`` at the front, in the large seat, as a hand-over does."""
        self.front = seat
        self.layout = table_layout(self.game.n, seat, self.large)
        # A word, arrow or burst still showing was placed on the old layout: on the turned
        # table it would sit over another seat's name, and stay there, frozen, behind the
        # hand-over screen (the table does not run under it).
        self.effects.clear()

    def _hand_over(self, decision: Decision) -> bool:
        """Turn the table to the person who decides if another person decided last; True
        if a hand-over screen now waits to be dismissed."""
        seat = decision.seat
        if seat == self.last_person:
            return False
        if any(isinstance(e, Banner) for e in self.effects.items):
            # Its word first: "BUST" over Ann's cards was cut off, still whole, by Bea's
            # hand-over, which clears the effects as the table turns (QA 147).
            return True
        self.last_person = seat
        self.turn_to(seat)
        from .scene_handover import HandoverScene

        # What the person is called for, unless it is hit or stay: a dealer called to an
        # empty table at a round's start did not know why (a −10 to give: QA 52).
        self.app.push(HandoverScene(self.app, self, seat,
                                   partial(question_of, decision, keys=False)))
        return True


def _forced_draws(entries: list[Entry], seat: int) -> list[tuple[Entry, bool]]:
    """``entries``, each with whether it is a card ``seat`` had to draw because another
    played Flip Three, Flip Four or Just One More on it (C-3, V-3, V-4), or swapped the
    Zero into its line (V-9, V-10): "Fenna plays Flip Three on Maartje." was told
    without the 6, 8 and Freeze it brought, the very thing that came of it (QA 135).
    An action's draws end where another seat draws or plays; the Zero's go on, turn
    after turn between the others' (QA 160: only its first was news), while it stays
    in the line."""
    out: list[tuple[Entry, bool]] = []
    forced = zero = False
    for entry in entries:
        event = entry.event
        if isinstance(event, ActionPlayed | CardsSwapped):
            forced = _makes_draw(event, seat)
            zero = (forced and isinstance(event, CardsSwapped)) \
                or (zero and not _loses_zero(event, seat))  # given the Zero, or keeping it
        elif isinstance(event, (CardDealt, CardDrawn, CardSetAside)) and event.seat != seat:
            forced = False
        elif _loses_zero(event, seat):
            zero = False
        drawn = isinstance(event, (CardDrawn, CardSetAside))
        mine = drawn and getattr(event, "seat", None) == seat
        out.append((entry, drawn and (forced or (zero and mine))))
        before = out[-2][0].event if len(out) >= 2 else None
        if isinstance(event, CardSetAside) and isinstance(before, CardDrawn) \
                and (before.seat, before.card) == (event.seat, event.card):
            # "sets Just One More aside" says it was drawn: told twice, the card took
            # two of the hand-over's few lines and pushed out a draw (QA 167).
            out[-2] = (out[-2][0], False)
    return out


def _loses_zero(event: Event, seat: int) -> bool:
    """Does ``event`` take the Zero out of ``seat``'s line (a Steal, a Discard, a Swap,
    an Unlucky 7), or end its round there? (Another Swap of its line leaves it.)"""
    if isinstance(event, CardsSwapped):
        return (seat, ZERO) in (event.first, event.second)
    if isinstance(event, CardStolen | CardDiscardedByAction):
        return event.victim == seat and event.card == ZERO
    if isinstance(event, UnluckyWipe):
        return event.seat == seat and ZERO in event.cards
    return isinstance(event, Busted | Stopped | Flip7) and event.seat == seat


#: The actions that make their target draw (C-3, V-3, V-4).
_FORCING = frozenset({FLIP3, FLIP4, ONE_MORE})


def _makes_draw(event: Event, seat: int) -> bool:
    """Does another's ``event`` make ``seat`` draw: an action that makes its target
    draw, played on it, or a Swap that gives it the Zero (V-9, V-10: "Dev swaps his 0
    for Ann's 11" was hidden behind the 12 and 6 it brought her, which were not counted
    as news at all: QA 157)."""
    if isinstance(event, ActionPlayed):
        return event.on == seat and event.by != seat and event.card in _FORCING
    if isinstance(event, CardsSwapped) and event.by != seat:
        (one, one_card), (other, other_card) = event.first, event.second
        return (one == seat and other_card == ZERO) or (other == seat and one_card == ZERO)
    return False


def newest_told(news: list[Entry], room: int, seat: int) -> list[Entry]:
    """The newest ``room`` of ``news`` (see :meth:`TableScene.since_last_turn`) for
    ``seat``; where they begin among cards another's action made it draw, that action
    first in place of the oldest: "Ann draws a 12. Ann draws an 11." said nothing of
    the Flip Four that made her (QA 137).

    >>> from game.core.events import CardDrawn as D
    >>> news = [Entry(1, False, "m", "", (), e) for e in (  # type: ignore[arg-type]
    ...     ActionPlayed("flip4", 2, 0), D(0, "12"), D(0, "11"), D(0, "5"))]
    >>> [e.event for e in newest_told(news, 2, 0)]
    [ActionPlayed(card='flip4', by=2, on=0), CardDrawn(seat=0, card='5')]
    """
    shown = news[-room:] if room > 0 else []
    if room < 2 or len(shown) == len(news) \
            or not isinstance(shown[0].event, CardDrawn | CardSetAside):
        return shown
    for entry in reversed(news[:len(news) - room]):
        if _makes_draw(entry.event, seat):
            return [entry, *news[len(news) - room + 1:]]
    return shown

#: Events about a line's fate, news to its owner whoever caused them (see
#: :meth:`TableScene.since_last_turn`); and events about the whole table, which every
#: player sees in the round's summary.
_OUTCOMES = (Busted, SecondChanceUsed, UnluckyWipe, Stopped, Flip7)
_EVERYONES = (RoundScored, TieBreak, GameWon)


def _front_seat(session: Session, resumed: bool) -> int:
    """Who sits at the front as the table opens: the first person, or in a game that
    goes on (Continue) the person who decided last, as when it was left (a game left
    at a round's summary came back turned to another person: QA 52)."""
    people = session.people
    if resumed and len(people) > 1:
        for seat, _move in reversed(session.game.moves):
            if seat in people:
                return seat
    return people[0] if people else 0


def _caught_up_model(session: Session, you: int | None,
                     resumed: bool) -> tuple[TableModel, list[Event], dict[int, int]]:
    """The display model of the session's game as it stands now, the events still to
    play on it, and for each person who has moved, how long the model's history was
    once their last move had played out (see :attr:`TableScene.seen_upto`).

    A new game starts from the full deck and its opening events play on the
    table; a resumed game is caught up at once by replaying every move's
    events onto the model, so the seats, piles and recent lines are as they
    were when the game was left. If the game is ``resumed`` (Continue), the last
    move ended a round and nothing has been decided in the next, the table stops
    at that round's end and shows its summary again: a game closed over the
    summary went on with the next round, the breakdown of the last one never
    shown (QA twenty-third pass). Not when the save says that summary was seen:
    a game left at the next round's first decision (a Freeze dealt to a person)
    came back to the summary before it (QA 35).
    """
    if not session.game.moves:
        return (TableModel.for_game(session.game, you), list(session.game.opening_events),
                {})
    start = session.start_game()
    model = TableModel.for_game(start, you)
    for event in start.opening_events:
        model.apply(event)
    seen: dict[int, int] = {}
    *before, (seat, move) = session.game.moves
    for earlier_seat, earlier in before:
        for event in start.play(earlier_seat, earlier):
            model.apply(event)
        if session.is_person(earlier_seat):
            seen[earlier_seat] = len(model.history)
    last = start.play(seat, move)
    scored = next((i for i, event in enumerate(last) if isinstance(event, RoundScored)), None)
    if (resumed and scored is not None and start.pending is not None
            and (session.rounds_seen is None or session.left_at_summary)):
        for event in last[:scored]:
            model.apply(event)
        if session.is_person(seat):
            seen[seat] = len(model.history)
        return model, list(last[scored:]), seen  # the counts follow once the queue is done
    for event in last:
        model.apply(event)
    if session.is_person(seat):
        seen[seat] = len(model.history)
    model.sync_counts(session.game)
    return model, [], seen


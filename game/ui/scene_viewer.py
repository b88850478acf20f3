"""The replay viewer: a recorded game played back on the table.

The viewer is a table (:class:`~game.ui.table_stage.TableStage`) whose events
come from a :class:`~game.session.timeline.Timeline` instead of a live game.
Its *position* is how many of the game's events have been handed to the
director. Playing hands it one decision's events at a time, with the pause
a computer takes to think between them (longer after a round is scored);
stepping forward hands it one event or one decision's events, animated at
the chosen speed. Stepping back, or jumping to the start of a round,
builds the display model afresh up to the new position, from the model kept
at that round's start (a round is a few hundred events at most, a few
milliseconds), so every seat's line, total, status and the table's log are
exactly what they were at that moment.

Keys: Space plays and pauses; ← → one decision; , and . one event;
Page Up / Page Down the previous / next round; Home / End the start / end;
+ and − the speed; R the score race; L the history so far; E export; Esc back;
? shows every key: the main ones across the track's row, the rest above it (as the viewer
does when it opens).
"""

from __future__ import annotations

import math
from collections import Counter
from typing import TYPE_CHECKING

import pygame

from game.core.cards import is_number
from game.core.events import RoundScored
from game.i18n import addressed, current_language, is_default_player_name, t
from game.session.race import RaceSeries
from game.session.seats import HUMAN, name_key
from game.session.timeline import Timeline
from game.storage.settings import SPEEDS

from . import input as inp
from .beats import DealBeat
from .director import Director
from .layout import CENTRE, room_right
from .model import TableModel
from .odds import CardsLeft, cards_left
from .table_stage import TableStage
from .table_tools import Tools
from .theme import THINK_TIME
from .viewer_bar import WIDTH as BAR_WIDTH
from .viewer_bar import (
    draw_help,
    draw_more_keys,
    draw_status,
    draw_track,
    fit_name,
    row_of,
    track_round,
)
from .widgets import Menu

#: How long the keys show when the viewer opens (and after ?), in seconds: the main ones
#: across the track's row, the rest above it.
KEYS_SHOWN = 12.0

if TYPE_CHECKING:
    from .loop import App

#: The speeds the viewer offers, slowest first (the settings' names and factors).
SPEED_NAMES = tuple(SPEEDS)
#: Extra pause (at normal speed) after a round is scored, to look at the final lines.
ROUND_PAUSE = 1.4


def _watching(name: str, settings_name: str) -> bool:
    """Is the person called ``name`` in a record the one watching it, whose name in
    Settings is ``settings_name``? The untouched default name ("You", "Du", "Jij") is
    taken as theirs."""
    return is_default_player_name(name) or name_key(name) == name_key(settings_name)


#: The least room the status line keeps beside a held card (a few words, smaller).
STATUS_LEAST = 120


class ViewerScene(TableStage):
    """A recorded game on the table, to watch, step through and jump around in."""

    def __init__(self, app: App, timeline: Timeline, name: str | None = None) -> None:
        """The game of ``timeline``; ``name`` is its file's name (for Export)."""
        record = timeline.record
        people = [s for s, plays in enumerate(record.plays or ()) if plays == HUMAN]
        self.timeline = timeline
        #: The seats people played: they take their time without "thinking…", as at the
        #: table (QA 37: the watcher's own seat said it while the replay waited).
        self.people = frozenset(people)
        #: The seat the table says "you" to: the one person of a game with one, if it is
        #: the one watching (named as in Settings, or never named). Watching a friend's
        #: game, "You bust on a 4!" under Tess's seat read oddly (QA nineteenth pass).
        self.you = people[0] if len(people) == 1 and _watching(
            record.players[people[0]], app.settings.name) else None
        #: The model at each round's start shown so far (see :meth:`_model_at`).
        self._starts: dict[int, TableModel] = {}
        self._round_starts = frozenset(timeline.round_start(number)
                                       for number in range(1, len(timeline.rounds) + 1))
        super().__init__(app, self._model_at(0), people[0] if people else 0)
        self.name = name
        self.position = 0
        self.playing = False
        speed = app.settings.speed
        self.speed_name = speed if speed != "instant" else "normal"
        self.wait = 0.0
        self.race = RaceSeries.of_game(timeline.game)
        self.segments = timeline.segments()
        self.tools = Tools(self, watching=True)  # type: ignore[arg-type]
        #: The cards-left counts of the last few decisions asked for (see shown_left).
        self._counted: dict[int, tuple[CardsLeft, tuple[Counter[str], int]]] = {}
        self.hover: str | None = None
        #: The round on the track under the pointer: the line beside the track says a
        #: click goes there (the README's "the pointer says what each does" held for the
        #: buttons only: QA 117).
        self.track_hover: int | None = None
        #: Seconds the keys stay shown across the track's row: the buttons show no keys,
        #: and only the pointer brings a button's help (QA eleventh pass); ? again.
        self.keys_shown = KEYS_SHOWN
        self._bar_playing = False
        self._bar_language = ""
        self.bar = self._make_bar(0)

    @property
    def covers_log(self) -> bool:  # type: ignore[override]
        """While the keys show, the rest of them lie over the log lines, which are not
        drawn then (their top line peeked out above the keys' box)."""
        return self.help_line is not None and not self.hover

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """Paused, nothing moving and the keys' reminder gone: the loop may sleep on
        input (a paused viewer drew 60 frames a second, most of a core: QA 44)."""
        return (not self.playing and self.warming is None and self.director.idle
                and not self.effects.items and self.keys_shown <= 0
                and self.app.top is self)

    # ------------------------------------------------------------------ where we are

    def _model_at(self, position: int) -> TableModel:
        """The display model with the first ``position`` events shown: from the nearest
        round's start before it (kept as the events are first shown), not from the
        first event. Every step back at the end of an 18-seat game of 1000 points (8,247
        events) took 80-100 ms, and ten turns of the wheel a second (QA 196)."""
        timeline = self.timeline
        starts = self._starts
        if not starts:
            starts[0] = TableModel.for_game(timeline.opening, self.you)
        start = max(at for at in starts if at <= position)
        model = starts[start].copy()
        for at in range(start, position):
            model.apply(timeline.events[at])
            if at + 1 in self._round_starts and at + 1 not in starts:
                starts[at + 1] = model.copy()
        self._piles_onto(model, position)
        return model

    def _piles_onto(self, model: TableModel, position: int) -> None:
        """The game's piles at a decision; at the end of a finished game, as the table at
        game over counts them (:meth:`TableModel.sync_final`: the last round's cards in
        the lines, not also on the pile)."""
        timeline = self.timeline
        if position >= timeline.end and timeline.game.finished:
            model.sync_final(timeline.game)
            return
        piles = timeline.piles_at(position)
        if piles is not None:
            model.adopt_piles(piles.deck, piles.discard, piles.top)

    @property
    def shown(self) -> int:
        """Events the model shows now (those handed over but still queued are not yet)."""
        return self.position - len(self.director.queue)

    @property
    def decision(self) -> int:
        """Decisions made so far."""
        return self.timeline.decision_at(self.position)

    @property
    def round_number(self) -> int:
        """The round on the table (0 before the first deal)."""
        return self.timeline.round_at(self.position)

    @property
    def lit_round(self) -> int:
        """The round lit on the track: the one the table shows, as the marker is (it
        lit the next round while the table still played this one's end: QA 38)."""
        return self.timeline.round_at(self.shown)

    @property
    def speed(self) -> float:
        """The animation speed factor (``inf``: instant)."""
        return SPEEDS[self.speed_name]

    @property
    def lit_seat(self) -> int | None:
        """The seat about to decide, or the one acting."""
        if self.director.idle:
            return self.decider
        return self.director.acting

    @property
    def decider(self) -> int | None:
        """Who decides next, when the table stands at a decision (at the end of an
        unfinished record: who the game waits for)."""
        timeline = self.timeline
        k = self.decision
        if timeline.decisions[k] != self.position:
            return None
        if k < timeline.moves:
            return timeline.record.moves[k][0]
        pending = timeline.game.pending
        return pending.seat if pending is not None else None

    def goto(self, position: int) -> None:
        """Show ``position`` at once: the model rebuilt from the start, nothing animating."""
        position = max(0, min(position, self.timeline.end))
        self.model = self._model_at(position)
        self.director = Director(self)
        self.effects.clear()
        self.position = position
        self.thinking_seat = None

    def advance(self, to: int) -> None:
        """Animate the events up to position ``to``."""
        to = min(to, self.timeline.end)
        if to > self.position:
            self.director.push(self.timeline.events[self.position:to])
            self.position = to

    def _settle(self) -> None:
        """Finish what is animating, so a step starts from a still table."""
        self.director.skip()
        self._adopt_piles()

    def _adopt_piles(self) -> None:
        """At a decision, the piles are the game's (the model only follows them closely)."""
        if self.director.idle:
            self._piles_onto(self.model, self.position)

    # ------------------------------------------------------------------ controls

    def toggle_play(self) -> None:
        """Play or pause (at the end, play starts again from the beginning)."""
        if self.playing:
            self.pause()
            return
        if self.position >= self.timeline.end:
            self.goto(0)
        self.playing = True
        self.wait = 0.0

    def pause(self) -> None:
        """Stop playing (what is animating finishes)."""
        self.playing = False
        self.thinking_seat = None

    def event_forward(self) -> None:
        """One event on."""
        self.pause()
        self._settle()
        self.advance(self.position + 1)

    def event_back(self) -> None:
        """One event back."""
        self.pause()
        self._settle()
        self.goto(self.position - 1)

    def decision_forward(self) -> None:
        """On to the next decision (its events animate)."""
        self.pause()
        self._settle()
        self.advance(self.timeline.next_decision(self.position))

    def decision_back(self) -> None:
        """Back to the decision before."""
        self.pause()
        self._settle()
        self.goto(self.timeline.previous_decision(self.position))

    def jump_to_round(self, number: int) -> None:
        """The start of round ``number`` (from 1)."""
        self.pause()
        self.goto(self.timeline.round_start(number))

    def round_forward(self) -> None:
        """The start of the next round (the end after the last). The round is the one
        the table shows: a step that ends a round already holds the next one's deal, so
        counted from there Page Down skipped a round while the end still played (QA
        139)."""
        number = self.lit_round
        if number >= len(self.timeline.rounds):
            self.pause()
            self.goto(self.timeline.end)
        else:
            self.jump_to_round(number + 1)

    def round_back(self) -> None:
        """The start of this round (the one the table shows, see :meth:`round_forward`:
        Page Up went forward), or of the one before when already there."""
        number = self.lit_round
        if number == 0:
            self.pause()
            self.goto(0)
        elif self.shown > self.timeline.round_start(number):
            self.jump_to_round(number)
        elif number > 1:
            self.jump_to_round(number - 1)
        else:
            self.pause()
            self.goto(0)

    def change_speed(self, step: int) -> None:
        """Slower or faster (between slow and instant)."""
        index = SPEED_NAMES.index(self.speed_name) + step
        self._set_speed(SPEED_NAMES[max(0, min(index, len(SPEED_NAMES) - 1))])

    def cycle_speed(self) -> None:
        """The speed button: the next speed, back to slow after instant."""
        index = (SPEED_NAMES.index(self.speed_name) + 1) % len(SPEED_NAMES)
        self._set_speed(SPEED_NAMES[index])

    def _set_speed(self, name: str) -> None:
        """Play on at speed ``name``; the pause under way too: made "fast" in a slow
        pause between moves, the next move still waited its slow 3 s (QA 139)."""
        before = self.speed
        self.speed_name = name
        if self.wait > 0 and not math.isinf(before):
            self.wait = 0.0 if math.isinf(self.speed) else self.wait * before / self.speed
        self._build_bar()

    def show_race(self) -> None:
        """The score race so far, over the table."""
        from .scene_race import RaceScene

        self.pause()
        scored = self.timeline.scored_at(self.shown)
        self.app.push(RaceScene(self.app, self.race.upto(scored), self.seat_names()))

    def export(self) -> None:
        """Save a copy of the record under a name the player chooses."""
        from .scene_export import ExportScene

        self.pause()
        self.app.push(ExportScene(self.app, self.timeline.record, self.name))

    def back(self) -> None:
        """Leave the viewer."""
        self.app.pop()

    def seat_names(self) -> list[str]:
        """Names as the seats show them (a person's own name, as at the table)."""
        return [seat.name for seat in self.model.seats]

    # ------------------------------------------------------------------ the bar

    def _build_bar(self) -> None:
        """The buttons again (the play button's icon and the speed's word change)."""
        self.bar = self._make_bar(self.bar.focus)

    def _make_bar(self, focus: int) -> Menu:
        box = self.layout.buttons
        x = box.centerx - BAR_WIDTH // 2
        self.track = pygame.Rect(x, self.layout.prompt.y, BAR_WIDTH - 190, 30)
        self.status_rect = pygame.Rect(self.track.right + 12, self.track.y, 178, 30)
        # The status line (above all the end line, "End: Veronika to decide") may use
        # the row's free room right of the strip where the table has it (3 to 6 and 12
        # to 18 seats): at 178 px it cut names of five letters (QA twenty-second pass).
        self._status_row = self.status_rect.copy()
        self._status_row.w = max(self.status_rect.w, room_right(self.layout, self.status_rect))
        playing = "pause" if self.playing else "play"
        icons = [("round_back", self.round_back, t("viewer.help.round_back")),
                 ("decision_back", self.decision_back, t("viewer.help.decision_back")),
                 ("event_back", self.event_back, t("viewer.help.event_back")),
                 (playing, self.toggle_play, t("viewer.help.play")),
                 ("event_forward", self.event_forward, t("viewer.help.event_forward")),
                 ("decision_forward", self.decision_forward, t("viewer.help.decision_forward")),
                 ("round_forward", self.round_forward, t("viewer.help.round_forward"))]
        texts = [(t(f"settings.speed.{self.speed_name}"), self.cycle_speed,
                  t("viewer.help.speed")),
                 (t("viewer.race"), self.show_race, t("viewer.help.race")),
                 (t("viewer.export"), self.export, t("viewer.help.export")),
                 (t("viewer.back"), self.back, t("viewer.help.back"))]
        self._bar_playing = self.playing
        self._bar_language = current_language()  # the words are measured into the bar
        speeds = [t(f"settings.speed.{name}") for name in SPEED_NAMES]
        return Menu(row_of(self.app.assets, x, box.y + 4, icons, texts, {0: speeds}), focus)

    @property
    def notice_area(self) -> pygame.Rect:  # type: ignore[override]
        """Notices (an export's "Exported to …") go over the log lines under the piles,
        down to the track and as wide as its row (no seat comes in there, at any size of
        table): across the top they covered the top seats' names (QA 32). What does not
        fit there still goes to the top."""
        top = self.layout.log.y
        return pygame.Rect(self.track.x, top, BAR_WIDTH, max(0, self.track.y - 4 - top))

    @property
    def notice_area_more(self) -> pygame.Rect:  # type: ignore[override]
        """Over the piles and the log lines, in the table's centre under the line above
        the piles (no seat comes in there either), for a notice too tall for
        :attr:`notice_area`: an export to a deep folder went across the top over the top
        seat's name and cards (QA 112, QA 114)."""
        top = max(CENTRE.y, self.view.info_line()[1].bottom + 4)
        return pygame.Rect(CENTRE.x, top, CENTRE.w, max(0, self.track.y - 4 - top))

    @property
    def help_line(self) -> str | None:
        """What the track's row says instead of the track: the help of the button under
        the pointer, or for a while at the start (and after ?) the keys."""
        if self.hover:
            return self.hover
        if self.keys_shown <= 0:
            return None
        # Every key would not fit the row: the main ones there, the rest above it
        # (:meth:`draw`). They took turns in the row, six seconds each, and two players
        # in a row never saw the second half (QA 53, QA 68).
        return t("viewer.keys")

    @property
    def status_room(self) -> pygame.Rect:
        """Where the status line may go: the row's free room, up to a card a seat holds
        there. At 6 seats a side seat's waiting card hangs into the row, and "End:
        careful#5 to decide" was written across it (QA 153)."""
        room = self._status_row.copy()
        for seat, shown in enumerate(self.model.seats):
            for index in range(len(shown.held)):
                card = self.held_rect(seat, index).inflate(16, 0)  # its glow too
                if card.colliderect(room) and card.left > room.left:
                    room.w = max(STATUS_LEAST, card.left - room.left)
        return room

    def status(self) -> str:
        """Where the game is (beside the track), or what the button under the pointer
        does (across the track's row)."""
        if self.hover:
            return self.hover
        if self.track_hover is not None:
            return t("viewer.track_go", n=self.track_hover)
        timeline = self.timeline
        if self.position >= timeline.end:
            game = timeline.game
            model = self.model
            width = self.status_room.w
            if game.finished and game.winner is not None:
                you = game.winner == model.you
                return fit_name(self.app.assets, width,
                                lambda name: addressed("viewer.won", you, name=name),
                                model.seats[game.winner].name)
            waiting = self.decider
            if waiting is not None:
                you = waiting == model.you
                return fit_name(self.app.assets, width,
                                lambda name: addressed("viewer.to_decide", you, name=name),
                                model.seats[waiting].name)
            return t("viewer.end")
        if self.position < timeline.decisions[0]:
            # Before the first move "Move 0 of N" read the same on the empty table and
            # once the cards were out: say which.
            return t("viewer.before_deal" if self.position == 0 else "viewer.dealing")
        if self.decision == 0:
            return t("viewer.dealt")
        return t("viewer.move", n=timeline.moves_shown(self.position), moves=timeline.moves)

    # ------------------------------------------------------------------ Scene

    def handle(self, event: inp.Input) -> None:
        """Buttons and the track by mouse; keys as in the module's docstring."""
        if isinstance(event, inp.Press) and event.action == inp.HISTORY:
            self.pause()
        if self.tools.handle(event):
            if isinstance(event, inp.Press | inp.Release):
                # The panel a tool opens is drawn where the keys' reminder lies: C lit
                # Cards left and showed nothing until the reminder ran out (QA 153).
                self.keys_shown = 0.0
            return
        if isinstance(event, inp.Release):
            self.bar.handle(event, self.app)
            return
        if isinstance(event, inp.Point):
            self.bar.handle(event, self.app)
            self._point_at(event.pos)
            return
        if isinstance(event, inp.Click):
            covered = self.help_line is not None  # the row shows words, not the track
            self.keys_shown = 0.0
            if self.bar.handle(event, self.app) or covered:
                # A click on the keys over the track jumped to the round hidden under
                # them (QA 139): it puts the track back, as any click does.
                return
            number = track_round(self.track, self.segments, event.pos)
            if number is not None:
                self.app.sound.play("click")
                self.jump_to_round(number)
            return
        if isinstance(event, inp.Scroll):
            if event.dy > 0:
                self.decision_back()
            elif event.dy < 0:
                self.decision_forward()
            return
        if not isinstance(event, inp.Press) or event.action == inp.OTHER:
            return  # a key of no use here leaves the keys' reminder up (QA 47)
        if event.action == inp.COACH:  # ?: the keys again
            self.keys_shown = KEYS_SHOWN
            # Over the help of a button the pointer rests on, until it moves again: with
            # the pointer on a button, ? showed nothing (QA twenty-seventh pass).
            self.hover = None
            return
        self.keys_shown = 0.0
        keys = {inp.SKIP: self.toggle_play, inp.CONFIRM: self.toggle_play,
                inp.LEFT: self.decision_back, inp.RIGHT: self.decision_forward,
                inp.STEP_BACK: self.event_back, inp.STEP_FORWARD: self.event_forward,
                inp.PAGE_UP: self.round_back, inp.PAGE_DOWN: self.round_forward,
                inp.HOME: lambda: self.goto(0), inp.END: lambda: self.goto(self.timeline.end),
                inp.FASTER: lambda: self.change_speed(1),
                inp.SLOWER: lambda: self.change_speed(-1),
                inp.RACE: self.show_race, inp.EXPORT: self.export, inp.BACK: self.back}
        action = keys.get(event.action)
        if action is not None:
            if event.action in (inp.HOME, inp.END):
                self.pause()
            action()

    def _point_at(self, pos: tuple[int, int]) -> None:
        """The help of the button, or the round of the track, under the pointer."""
        self.hover = next((getattr(w, "help", None) for w in self.bar.widgets
                           if w.rect.collidepoint(pos)), None)
        self.track_hover = track_round(self.track, self.segments, pos)

    def uncover(self) -> None:
        """Back from the race or Export: what the pointer rests on now. The button's
        help from before stayed over the track, and a click on the track was taken for
        a click on that help and lost (QA 153)."""
        self._point_at(self.app.pointer)

    def update(self, dt: float) -> None:
        """Animate; while playing, hand the director the next decision's events in turn."""
        self.clock += dt
        self.keys_shown = max(0.0, self.keys_shown - dt)
        self.warm_a_little()
        speed = self.speed
        self.animate(dt, speed)
        self.hand_on(dt, speed, self._play_next)
        self._adopt_piles()
        if self._bar_playing != self.playing or self._bar_language != current_language():
            self._build_bar()

    def shown_left(self) -> CardsLeft | None:
        """The cards-left panel's count for the table as it shows now: the count of the
        game at the nearest decision that no reshuffle separates from what is shown,
        less the cards turned face up since it or plus those still to come before it.

        The decision before, as a rule; before the first deal is done, or after a
        reshuffle, the next one (the panel counted a deal before it was dealt, and the
        old deck's last cards after a reshuffle, until a decision: QA 46). A card in
        the air counts once its face shows, as at the table."""
        if not self.cards_open:
            return None
        timeline, model, shown = self.timeline, self.model, self.shown
        k = timeline.decision_at(shown)
        if shown >= timeline.decisions[k] and k < timeline.moves \
                and self._counted_at(k)[1][1] != model.reshuffles:
            k += 1
        counted = self._left_from(k)
        # Also where the deck was empty at decision k already (its count is the pile
        # then, before the round's lines joined it: 95 beside "Discard 108", QA 203).
        if (counted.pile == 0 or model.deck_count == 0) and k < timeline.moves:
            # The deck ran out: the next card comes from the pile reshuffled before the
            # next decision, counted from there with the cards turned up since put
            # back (the old count showed the deck's last cards, face up in the lines,
            # as still to come: QA 197).
            after = self._left_from(k + 1)
            return CardsLeft(after.numbers, after.others, after.pile, True)
        return counted if counted.pile else self._counted_at(k)[0]

    def _left_from(self, k: int) -> CardsLeft:
        """The count at decision ``k``, less the cards turned face up on the table shown
        since it, or plus those still to come before it."""
        model = self.model
        left, (drawn, _reshuffles) = self._counted_at(k)
        delta = {code: model.drawn[code] - drawn[code] for code in {*drawn, *model.drawn}}
        for beat in self.director.running:
            if isinstance(beat, DealBeat) and not beat.face_shown:
                delta[beat.event.card] = delta.get(beat.event.card, 0) - 1
        numbers = tuple((code, max(0, n - delta.get(code, 0))) for code, n in left.numbers)
        others = max(0, left.others - sum(n for code, n in delta.items() if not is_number(code)))
        return CardsLeft(numbers, others, sum(n for _, n in numbers) + others, left.reshuffle)

    def _counted_at(self, k: int) -> tuple[CardsLeft, tuple[Counter[str], int]]:
        """The cards left as the game waited for decision ``k``, and the cards turned up
        and reshuffles by then (the last few kept: the panel asks every frame)."""
        found = self._counted.get(k)
        if found is None:
            timeline = self.timeline
            if len(self._counted) >= 4:
                self._counted.pop(next(iter(self._counted)))
            found = self._counted[k] = (cards_left(timeline.game_after(k)),
                                        timeline.marks_at(timeline.decisions[k]))
        return found

    def _play_next(self, dt: float) -> bool:
        """While playing and idle: after the pause, the next decision; True if handed over."""
        if not self.playing or not self.director.idle or self.app.top is not self:
            return False
        timeline = self.timeline
        if self.position >= timeline.end:
            self.pause()
            return False
        self.wait -= dt
        if self.wait > 0 and not math.isinf(self.speed):
            lit = self.lit_seat
            self.thinking_seat = lit if lit not in self.people else None
            return False
        self.thinking_seat = None
        before = self.position
        self.advance(timeline.next_decision(before))
        pause = THINK_TIME
        if any(isinstance(e, RoundScored) for e in timeline.events[before:self.position]):
            pause += ROUND_PAUSE
        self.wait = pause / self.speed
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the track, the status line and the buttons."""
        super().draw(surface)
        assets = self.app.assets
        help_line = self.help_line
        if help_line:  # the help gets the whole row
            draw_help(surface, assets, help_line, self.track.union(self.status_rect))
            area = self.notice_area
            if not self.hover and area is not None and not self.app.notices_over(self):
                draw_more_keys(surface, assets, t("viewer.keys_more"), area)
        else:
            draw_track(surface, assets, self.track, self.segments, self.timeline.end,
                       self.shown, self.lit_round)
            draw_status(surface, assets, self.status(), self.status_room)
        hovered = any(w.rect.collidepoint(self.app.pointer) for w in self.bar.widgets)
        self.bar.draw(surface, assets, show_focus=hovered)

    def crash_context(self) -> dict[str, object]:
        """What a crash report needs: the record and where the viewer stood."""
        return {"record": self.timeline.record.to_json(), "position": self.position}

"""The round summary: every seat's breakdown, line by line, counting up.

Shown over the table after a round is scored. Rows appear one after the
other; in each the steps of the score appear in order (numbers, ×2 or ÷2,
bonuses or minus cards, Flip 7) and the round and total count up. Enter or
the Next round button continues; during the count-up a first press completes
it, and Next round shows only once it is complete (a line says so meanwhile).
Space and a click elsewhere only complete the count-up.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.core.editions import Edition
from game.core.events import GameWon, RoundScored
from game.core.scoring import Breakdown
from game.i18n import addressed, msg, numeral, signed, t

from . import input as inp
from .easing import out_cubic
from .scene import Scene
from .theme import DIALOG_FILL, GOLD, HEIGHT, ICE, MUTED, RED, SMALL, TEXT, WIDTH
from .widgets import (
    Button,
    Menu,
    blit_alpha,
    blit_center,
    fit_size,
    panel,
    row_size,
    shortened_among,
)

if TYPE_CHECKING:
    from .loop import App
    from .scene_table import TableScene

ROW_DELAY = 0.07
STEP = 0.16
COUNT = 0.5
#: Column centres in the panel: numbers, ×2 or ÷2, bonuses or minus cards, Flip 7,
#: round, total.
COLUMN_X = (300, 420, 540, 650, 760, 880)
#: Where a row's name (and the Player heading) starts in the panel.
NAME_X = 40
#: A name's room in its row: from its left edge to 32 px before the Numbers column's
#: centre (its widest text, "bust", is under 64 px).
NAME_ROOM = COLUMN_X[0] - NAME_X - 32


def columns(edition: Edition, brutal: bool, zero: bool = False) -> tuple[str, ...]:
    """The column headers of ``edition``: classic doubles and adds bonuses, With a
    Vengeance halves and subtracts (and a Brutal Flip 7 may take 15 off a rival).
    ``zero``: a row holds the Zero, whose "Zero: 0" the Minus column says ("Minus /
    Zero": under "Minus" alone it read as a minus card: QA 61).

    >>> from game.core import CLASSIC, VENGEANCE
    >>> columns(CLASSIC, False)[:3], columns(VENGEANCE, True)[1:4]
    (('Numbers', '×2', 'Bonus'), ('÷2', 'Minus', 'Flip 7 / −15'))
    >>> columns(VENGEANCE, False, zero=True)[2]
    'Minus / Zero'
    """
    numbers, round_, total = t("summary.col.numbers"), t("summary.col.round"), \
        t("summary.col.total")
    if not edition.modifiers_played:  # classic: modifiers stay with the drawer (C-1)
        return (numbers, "×2", t("summary.col.bonus"), t("summary.col.flip7"), round_, total)
    flip7 = t("summary.col.flip7_attack" if brutal else "summary.col.flip7")
    minus = t("summary.col.minus_zero" if zero else "summary.col.minus")
    return (numbers, "÷2", minus, flip7, round_, total)


def steps(b: Breakdown, edition: Edition) -> list[str]:
    """The breakdown as the four step texts of a row (empty where nothing happened).

    >>> from game.core.scoring import score_classic
    >>> from game.core import CLASSIC
    >>> steps(score_classic(["12", "11", "x2", "8", "5", "+10"]), CLASSIC)
    ['36', '×2 = 72', '+10', '']
    >>> from game.core import VENGEANCE
    >>> from game.core.scoring import vengeance_round
    >>> steps(vengeance_round(["0", "5", "-6"], False, False, False, True), VENGEANCE)
    ['5', '', '−6 Zero: 0', '']
    """
    if b.busted:
        # Brutal: a busted player can still be given the Flip 7's −15 (V-B-3); its
        # column was left empty, the round's −15 unexplained (QA 44).
        minus = f"−{b.minus}" if b.minus else ""
        return [t("summary.bust"), "", minus, f"−{-b.attack}" if b.attack else ""]
    factor = ""
    if b.factor == "x2":
        factor = f"×2 = {b.after_factor}"
    elif b.factor == "/2":
        factor = f"÷2 = {b.after_factor}"
    extra = []
    if b.bonus:
        extra.append(f"+{b.bonus}")
    if b.minus:
        extra.append(f"−{b.minus}")
    if b.zero:
        # The minus cards stay in sight before the Zero's 0: "Zero: 0" alone left a
        # player wondering where their −6 went (QA 57).
        extra = [f"−{b.minus}"] if b.minus else []
        extra.append(t("summary.zero"))
    elif b.floored:
        extra.append(t("summary.floor"))
    flip = []
    if b.flip7:
        flip.append(f"+{b.flip7}")
    if b.attack:
        flip.append(f"−{-b.attack}")
    return [str(b.numbers), factor, " ".join(extra), " ".join(flip)]


class SummaryScene(Scene):
    """The breakdown of one round, over the table."""

    opaque = False

    def __init__(self, app: App, table: TableScene, event: RoundScored, tiebreak: bool,
                 counted: bool = False) -> None:
        """The summary of ``event`` over ``table``; ``counted`` shows it counted up at
        once (a summary shown again when a game is continued)."""
        super().__init__(app)
        self.table = table
        self.event = event
        self.tiebreak = tiebreak
        n = len(event.scores)
        self.order = sorted(range(n), key=lambda s: (-event.totals[s], s))
        self.elapsed = 0.0
        #: The run of Enter taps that hurried the table's computers goes on here: the
        #: Next it counts up to waits it out (see :class:`inp.Hurry`).
        self.hurry = inp.Hurry(table.hurry.run)
        self.next_shown = False  # the count-up has ended, and Next shows
        self.row_h = min(40, (HEIGHT - 250) // n)
        height = 130 + n * self.row_h + 80
        self.rect = pygame.Rect(0, 0, 1000, height)
        self.rect.center = (WIDTH // 2, HEIGHT // 2)
        # The last round of the game leads to the winner, not to another round; the
        # guided round's leads to the guide's last word (QA: "Next round" ended it).
        self.final = any(isinstance(e, GameWon) for e in table.director.queue)
        if self.final:
            label = msg("summary.winner")
        elif table.guide is not None:
            label = msg("callout.continue")
        else:
            label = msg("summary.next")
        button = pygame.Rect(0, 0, 240, 50)
        button.midbottom = (self.rect.centerx, self.rect.bottom - 16)
        # The round's story beside it: a player surprised by a bust (a Flip Four played
        # on them after they stayed) could not find out why until the next round.
        history = pygame.Rect(0, 0, 180, 44)
        history.midleft = (button.right + 24, button.centery)
        self.menu = Menu([Button(button, label, self.proceed, msg("key.enter")),
                          Button(history, msg("tools.history"), self.open_history, "L",
                                 size=SMALL)])
        self.finish_time = (n - 1) * ROW_DELAY + 4 * STEP + COUNT
        if counted or math.isinf(self.speed):  # instant: counted before the first frame
            self.elapsed = self.finish_time
        self._hold()

    def counted(self, row: int) -> tuple[int, int]:
        """The round score and the total the ``row``-th row shows now (counting up)."""
        e = self.event
        seat = self.order[row]
        age = self.elapsed - row * ROW_DELAY
        u = out_cubic(max(0.0, min(1.0, (age - 4 * STEP) / COUNT)))
        old = e.totals[seat] - e.scores[seat]
        return round(e.scores[seat] * u), round(old + e.scores[seat] * u)

    def _hold(self) -> None:
        """The seats show the totals the rows show until the count is done (they showed
        the new totals beside a row still counting from the old: QA twenty-fourth pass)."""
        counting = self.elapsed < self.finish_time
        self.table.effects.held = {seat: self.counted(row)[1]
                                   for row, seat in enumerate(self.order)} if counting else {}

    def exit(self) -> None:
        """Back to the table: its seats show their totals again."""
        self.table.effects.held = {}

    def row_name(self, seat: int) -> str:
        """The name the table shows on the seat (the player's own name, not "You")."""
        return self.table.model.seats[seat].name

    @property
    def speed(self) -> float:
        """The table's animation speed."""
        return self.table.speed

    @property
    def autoplay(self) -> bool:
        """Does the game go on by itself (an autoplay run, a table played at top speed)?"""
        return self.app.options.autoplay or self.table.instant

    @property
    def at_rest(self) -> bool:  # type: ignore[override]
        """Counted up, waiting for the player's Next (autoplay moves on by itself), once
        a run of Enter taps is over (a resting loop passes no time: its wait never ended
        and Enter never went on, QA 170)."""
        return not self.autoplay and self.elapsed >= self.finish_time \
            and not self.hurry.busy

    def proceed(self) -> None:
        """Finish the count-up first; then go back to the table."""
        if self.elapsed < self.finish_time:
            self.elapsed = self.finish_time
            return
        self._leave()

    def open_history(self) -> None:
        """The round's story over the summary; opened by a click too, it ends the taps'
        run (closed again, the wait it had frozen swallowed an Enter: QA 177)."""
        self.hurry.end()
        self.table.open_history()

    def _leave(self) -> None:
        """On to the next round (or the winner): the save says the summary was seen."""
        self.table.session.summary_seen()
        self.table.hurry.run = self.hurry.run  # for a farewell the table shows next
        self.app.pop()

    def handle(self, event: inp.Input) -> None:
        """Enter / Next continue (Space and a click elsewhere end the count-up); L (or its
        button) opens the history; Esc pauses."""
        if isinstance(event, inp.Press) and event.action != inp.CONFIRM:
            # Any other key ends the taps' run, as at the table (QA 174).
            self.hurry.end()
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            from .scene_pause import PauseScene

            self.app.push(PauseScene(self.app, self.table))
            return
        if isinstance(event, inp.Press) and event.action == inp.HISTORY:
            self.open_history()
            return
        if isinstance(event, inp.Press) and event.action == inp.SKIP:
            # Space skips animations: pressed again and again while the computers
            # played, it went on past the summary unread (QA 68). It ends the
            # count-up only; Enter or the button goes on. With the focus on History
            # (Tab, the arrows) it opens it, as Space takes a focused button anywhere,
            # never Next (QA 215: the lit History then had no key).
            if self.elapsed >= self.finish_time and self.menu.focus == 1:
                self.open_history()
                return
            self.elapsed = max(self.elapsed, self.finish_time)
            return
        if self.elapsed < self.finish_time:
            # Counting up, the buttons are not drawn: none takes a click, a key or the
            # focus (the History button under the hint's end opened the history, and
            # → then Enter did: QA 144). Enter or a click only ends the count: at a
            # shared screen a stray click went on to the next round before everyone had
            # read this one (QA 35).
            if isinstance(event, inp.Click) or (
                    isinstance(event, inp.Press) and event.action == inp.CONFIRM):
                # A tap of the table's run goes on with it; an Enter of its own (a pause
                # after the table's last) ends the count only, and Enter goes on at once.
                if self.hurry.run > 0 and isinstance(event, inp.Press):
                    self.hurry.tapped()
                self.elapsed = self.finish_time
                self._count_done()
            return
        if isinstance(event, inp.Press) and event.action == inp.CONFIRM \
                and self.hurry.waiting:
            self.hurry.tapped()  # one more tap of the run, not the next round
            return
        if isinstance(event, inp.Press) and event.action == inp.CONFIRM:
            if self.hurry.run > 0:
                # The Enter that goes on is a tap of the run too: the screen after (the
                # guide's farewell) took a stale one (QA 207).
                self.hurry.tapped()
            # Enter goes on, as its badge on Next says, wherever the focus is: Tab to
            # History and Enter opened it (QA 214). L opens the History, and so does
            # Space with the focus on it.
            self.proceed()
            return
        self.menu.handle(event, self.app)

    def _count_done(self) -> None:
        """Next shows: it waits out a run of taps still going (see :class:`inp.Hurry`)."""
        if not self.next_shown and self.elapsed >= self.finish_time:
            self.next_shown = True
            self.hurry.shown()

    def update(self, dt: float) -> None:
        """Advance the count-up; autoplay moves on by itself."""
        speed = self.speed
        self.hurry.passing(dt)
        self.elapsed += dt * speed if not math.isinf(speed) else self.finish_time + 10
        self._count_done()
        self._hold()
        if self.autoplay and self.elapsed >= self.finish_time + 1.0:
            self._leave()

    def subtitle(self) -> str:
        """The line under the title: a Flip 7, everybody bust, or how the game ends."""
        e = self.event
        model = self.table.model
        # The last round's line says the game is over: "Once a round ends with someone
        # at 200…" read as if it went on (QA 37), and so did a Flip 7 alone (QA 38).
        over = t("summary.over", target=model.target) if self.final else ""
        if e.flip7 is not None:
            flip7 = addressed("summary.flip7", e.flip7 == model.you,
                              name=model.seats[e.flip7].name)
            return f"{flip7}  ·  {over}" if over else flip7
        if len(e.busted) == len(e.scores):
            # The last round, too, says so (a Brutal tie-break everybody busted in
            # ended the game without a word of it: QA 144).
            return f"{t('summary.all_bust')}  ·  {over}" if over else t("summary.all_bust")
        return over or t("summary.target", target=model.target)

    def draw(self, surface: pygame.Surface) -> None:
        """The panel with its rows."""
        assets = self.app.assets
        shade = panel(assets, WIDTH, HEIGHT, (0, 0, 0, 120), 0, None)
        surface.blit(shade, (0, 0))
        r = self.rect
        surface.blit(panel(assets, r.w, r.h, DIALOG_FILL, 20, (*GOLD, 150)), r)
        e = self.event
        title = assets.text(t("summary.title", number=e.number), 40, GOLD, "black")
        blit_center(surface, title, (r.centerx, r.y + 34))
        model = self.table.model
        sub = self.subtitle()
        # A long name's Flip 7 beside the game's end steps the type down to fit.
        blit_center(surface, assets.text(sub, fit_size(assets, sub, SMALL, r.w - 48), TEXT,
                                         "bold"), (r.centerx, r.y + 68))
        top = r.y + 96
        zero = any(b.zero for b in e.breakdowns)
        for name, x in zip(columns(model.edition, model.brutal, zero), COLUMN_X, strict=True):
            # A column's head keeps clear of the next one's (108 px apart at the least).
            size = fit_size(assets, name, SMALL, 104)
            blit_center(surface, assets.text(name, size, MUTED, "bold"), (r.x + x, top))
        # The names start at the row's left, and so does their heading: centred over
        # them it stood apart from every name (QA twenty-eighth pass).
        player = assets.text(t("summary.col.player"), assets.size(SMALL), MUTED, "bold")
        surface.blit(player, player.get_rect(midleft=(r.x + NAME_X, top)))
        y = top + 16
        edition = self.table.model.edition
        best = max(e.scores)
        bust = t("summary.bust")
        size = row_size(assets, 20, self.row_h)
        # The totals stand out, but inside their row: at 18 seats 28 px digits touched
        # the next row's (QA twenty-fifth pass).
        total_size = max(size + 2, min(28, self.row_h - 4))
        shown = [self.row_name(each) for each in self.order]
        for row, seat in enumerate(self.order):
            age = self.elapsed - row * ROW_DELAY
            if age < 0:
                break
            alpha = int(255 * min(1.0, age / 0.12))
            cy = y + row * self.row_h + self.row_h // 2
            if row % 2 == 0:
                stripe = panel(assets, r.w - 40, self.row_h - 2, (255, 255, 255, 14), 8, None)
                blit_alpha(surface, stripe, (r.x + 20, cy - self.row_h // 2 + 1), alpha)
            b = e.breakdowns[seat]
            name = self.row_name(seat)
            color = GOLD if e.scores[seat] == best and best > 0 else TEXT
            # A long name ends with "…" before the Numbers column: it ran into the
            # numbers (QA twenty-third pass).
            name = shortened_among(assets.font("bold", size), name, shown, NAME_ROOM)
            label = assets.text(name, size, color, "bold")
            blit_alpha(surface, label, (r.x + NAME_X, cy - label.get_height() // 2), alpha)
            if seat == self.table.model.dealer:
                chip = assets.scaled("icon_dealer", 20, 20)
                surface.blit(chip, (r.x + 14, cy - 10))
            texts = steps(b, edition)
            for i, text in enumerate(texts):
                if not text or age < STEP * i:
                    continue
                col = RED if text == bust or text.startswith("−") else \
                    ICE if text.startswith(("×", "÷")) else GOLD if i == 3 else TEXT
                surface_text = assets.text(text, size, col, "bold")
                # The whole row fades in with its name: the numbers stood alone in the
                # row's first frames (QA twenty-third pass).
                blit_alpha(surface, surface_text,
                           surface_text.get_rect(center=(r.x + COLUMN_X[i], cy)).topleft, alpha)
            shown_round, shown_total = self.counted(row)
            round_text = assets.text(signed(shown_round) if shown_round else "0", size + 2,
                                     RED if e.scores[seat] < 0 else color, "black")
            blit_alpha(surface, round_text,
                       round_text.get_rect(center=(r.x + COLUMN_X[4], cy)).topleft, alpha)
            total_text = assets.text(numeral(shown_total), total_size, TEXT, "black")
            blit_alpha(surface, total_text,
                       total_text.get_rect(center=(r.x + COLUMN_X[5], cy)).topleft, alpha)
        if self.elapsed < self.finish_time:
            # Enter now only completes the count: Next round waits until it is done, and
            # the line in its place says what the key does meanwhile.
            hint = assets.text(t("summary.counting"), assets.size(SMALL), MUTED, "bold")
            blit_center(surface, hint, self.menu.widgets[0].rect.center)
            return
        if self.tiebreak:
            note = assets.text(t("summary.tie"), assets.size(20), GOLD, "bold")
            blit_center(surface, note, (r.centerx, r.bottom - 84))
        self.menu.draw(surface, assets)

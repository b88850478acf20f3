"""The title screen: Continue (when a game is saved), Quick game, New game and Your
games in a column; How to play, Rules, Settings and Quit in a row below; and the
version.

The column holds what starts or opens a game, the row what is visited now and
then; the row takes up to six entries at 1280×720, so the menu can grow
without leaving the screen. On the very first start the guided first game is
offered: "How to play" has the focus and a note above it says what it is
(once; the settings remember it).

The saved game is looked at once, when the screen is made: a readable save
shows its edition, players, round and leader beside Continue; one that
cannot be continued is kept aside and a notice says why, so a new game can
start at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import __version__
from game.core.editions import CLASSIC, EDITIONS
from game.core.record import Record, RecordError
from game.i18n import (
    Message,
    addressed_msg,
    current_language,
    is_default_player_name,
    msg,
    names_label,
    t,
)
from game.session import GameFiles, Session, Standing, TableSetup, resume_saved

from . import input as inp
from .cards import CardPainter
from .loop import felt
from .scene import Scene
from .theme import GOLD, MUTED, SMALL, TEXT, WIDTH
from .widgets import Button, Menu, blit_center, fit_size, fitting_names, panel, shrunk_size

if TYPE_CHECKING:
    from .loop import App

#: The fan of cards behind the title: (code, angle in degrees, x offset).
_FAN = (("3", 20, -170), ("x2", 10, -85), ("7", 0, 0), ("flip3", -10, 85), ("12", -20, 170))
_CARD = (124, 174)


def round_and_leader(standing: Standing) -> Message:
    """The saved game's round and who leads, out of which target ("Round 4 · Ann
    leads with 146 of 200"): beside Continue, and in the question before a new game
    replaces it."""
    if len(standing.tied) == 2:  # "Ben and Cat lead with 33": not "Nobody leads yet"
        first, second = standing.tied
        if is_default_player_name(second):
            first, second = second, first
        leader = addressed_msg("title.tied", is_default_player_name(first), first=first,
                               other=second, total=standing.leader_total,
                               target=standing.target)
    elif standing.tied:
        leader = msg("title.tied_many", n=len(standing.tied), total=standing.leader_total,
                     target=standing.target)
    elif standing.leader is None:
        leader = msg("title.nobody_leads")
    else:  # "You lead with 58" to a person who never typed a name, in any language
        leader = addressed_msg("title.leads", is_default_player_name(standing.leader),
                               leader=standing.leader, total=standing.leader_total,
                               target=standing.target)
    return msg("title.saved_round", round=max(1, standing.round_number), leader=leader)


def saved_lines(standing: Standing) -> tuple[str, str, str]:
    """The three lines beside Continue: the edition, the round and who leads, and the
    players (the first four; "You" as the language says it now)."""
    edition = t(f"edition.{EDITIONS[standing.edition].name}")
    if standing.brutal:
        edition = t("edition.with_brutal", edition=edition)
    return (t("title.saved_game", edition=edition), str(round_and_leader(standing)),
            names_label(standing.names))


#: The title's entries that only look around (no game is played there): the first
#: start's offer of the guide is still there when the player comes back.
_LOOKING_AROUND = ("title.rules", "title.settings", "title.your_games")

#: The box beside Continue (width, height).
SAVED_BOX = (430, 112)


class TitleScene(Scene):
    """The first screen."""

    #: Nothing on it moves: the loop sleeps until input (it drew 60 frames a second,
    #: 70 % of a core under Xvfb, QA twenty-third pass).
    at_rest = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.files = GameFiles()
        self.saved: Session | None = self._saved_game()
        column = [("title.continue", self.continue_game)] if self.saved is not None else []
        column += [("title.quick_game", self.quick_game), ("title.new_game", self.new_game),
                   ("title.your_games", self.your_games)]
        row = [("title.how_to_play", self.how_to_play), ("title.rules", self.rules),
               ("title.settings", self.settings), ("title.quit", self.quit)]
        x = WIDTH // 2 - 150
        # Four entries need a tighter column than three to stay clear of the row below.
        y, step, h = (392, 58, 50) if len(column) <= 3 else (380, 54, 46)
        #: The catalogue key of each entry, in the menu's order (which entry is which,
        #: whatever the language).
        self.entries = [key for key, _ in column + row]
        buttons = [Button(pygame.Rect(x, y + i * step, 300, h), msg(key), action)
                   for i, (key, action) in enumerate(column)]
        width, gap = 190, 16
        left = WIDTH // 2 - (len(row) * width + (len(row) - 1) * gap) // 2
        buttons += [Button(pygame.Rect(left + i * (width + gap), 608, width, 44), msg(key),
                           action) for i, (key, action) in enumerate(row)]
        self.how_button = buttons[len(column)]
        # The arrows follow the screen: Up from Settings is Your games, not Rules.
        self.menu = Menu(buttons, spatial=True)
        #: The guided first game is offered on the very first start (once); a saved game
        #: says this is no first start, whatever became of the settings file (a damaged
        #: one put the focus on How to play, not Continue: QA fourteenth pass).
        # Not in a game the computers play alone (--autoplay): nobody sees the offer,
        # and it was gone at the player's real first start (QA 95).
        self.offer_guide = app.store.first_start and not app.settings.guide_offered \
            and self.saved is None and not app.options.autoplay
        if self.offer_guide:
            self.menu.focus = buttons.index(self.how_button)
        self.painter = CardPainter(app.assets, CLASSIC)
        #: Esc asked whether to quit (coming back is the answer Stay).
        self.asked_quit = False

    @property
    def notice_area(self) -> pygame.Rect:  # type: ignore[override]
        """Notices go beside the buttons, left of the column (above the first start's
        offer of the guide): across the top they covered the cards of the title's art
        (QA eleventh pass). What does not fit there goes right of the buttons
        (:attr:`notice_area_more`), and only what fits neither to the top."""
        return pygame.Rect(30, 384, 430, 124 if self.offer_guide else 204)

    @property
    def notice_area_more(self) -> pygame.Rect:  # type: ignore[override]
        """The place right of the buttons, for a second notice, or for one too tall for
        the place left of them (above the first start's offer of the guide): a damaged
        settings file and a folder that cannot be written said at once stacked across
        the top, over the cards (QA 72, QA 80). Under the saved game's box, when there
        is one: a notice there covered it (QA 80)."""
        top = 384 if self.saved is None else self._saved_box().bottom + 12
        return pygame.Rect(WIDTH - 30 - 430, top, 430, 588 - top)

    def _saved_box(self) -> pygame.Rect:
        """Where the box beside Continue goes."""
        button = self.menu.widgets[0].rect
        return pygame.Rect(button.right + 24, button.y - 8, SAVED_BOX[0], SAVED_BOX[1])

    def _saved_game(self) -> Session | None:
        """The saved game, ready to go on; an unusable one is set aside with a notice."""
        found = self.files.load()
        if found is None:
            return None
        if not isinstance(found, Record):
            self.app.notice(found.notice)
            return None
        try:
            session = resume_saved(found, self.files)
        except RecordError as error:
            self.app.notice(self.files.set_aside(error).notice)
            return None
        for text in self.files.take_notices():  # a damaged save goes on from before it
            self.app.notice(text)
        ended = session.put_away_if_over()
        if ended is not None:  # Continue would open a table with nothing left to play
            for text in ended:
                self.app.notice(text)
            return None
        return session

    def continue_game(self) -> None:
        """Sit down at the saved game where it was left."""
        from .scene_table import TableScene

        if self.saved is not None:
            self.app.push(TableScene(self.app, self.saved, resumed=True))

    def quick_game(self) -> None:
        """You and three computers, classic rules."""
        from .new_game import start_new_game
        from .scene_table import TableScene

        setup = TableSetup.default(self.app.settings.name)
        start_new_game(self.app, lambda: self.app.push(
            TableScene(self.app, Session(setup, files=self.files))), self.files)

    def new_game(self) -> None:
        """The setup screen."""
        from .scene_setup import SetupScene

        self.app.push(SetupScene(self.app))

    def your_games(self) -> None:
        """The kept games: watch them again, export them, see the statistics."""
        from .scene_games import GamesScene

        self.app.push(GamesScene(self.app))

    def how_to_play(self) -> None:
        """The guided first game: one short round that shows every move."""
        from .guide import Guide, guided_session
        from .scene_table import TableScene

        session = guided_session(self.app.settings.name)
        self.app.push(TableScene(self.app, session, guide=Guide()))

    def rules(self) -> None:
        """The rules with pictures."""
        from .scene_rules import RulesScene

        self.app.push(RulesScene(self.app, CLASSIC))

    def settings(self) -> None:
        """Speed, sound, fullscreen, name."""
        from .scene_settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        """Leave the game."""
        self.app.quit(0)

    def ask_quit(self) -> None:
        """Esc: ask first, so a stray key does not close the game."""
        from .scene_confirm import ConfirmScene

        store = self.app.store
        if self.saved is not None:
            note = msg("title.quit_game_kept")
        elif store.save_problem is not None and store.changed:
            # "Your settings are kept" over a title that said they could not be saved
            # (a data folder that cannot be made: QA 118).
            note = msg("title.quit_settings_lost")
        else:
            note = msg("title.quit_settings_kept")
        self.asked_quit = True
        self.app.push(ConfirmScene(self.app, msg("title.quit_question"), msg("title.quit_yes"),
                                   msg("title.quit_no"), self.quit, note))

    def uncover(self) -> None:
        """Back from a game, the setup or Settings: the saved game may have changed, so
        the screen is made again, the focus on the entry the player left from (if it is
        still there: a finished game takes Continue away)."""
        left_from = self.entries[self.menu.focus]
        self.app.reset_to_title()
        title = self.app.top
        if isinstance(title, TitleScene) and left_from in title.entries:
            title.menu.focus = title.entries.index(left_from)
            # The first start's offer of the guide stays while the player looks around
            # (Settings for the language or Large text, the Rules): it went as soon as
            # they came back (QA 81). A game played, or the guide, ends it.
            # So does Esc answered with Stay (the offer was gone for good: QA 140).
            if self.offer_guide and title.saved is None and (
                    left_from in _LOOKING_AROUND or self.asked_quit):
                title.offer_guide = True

    def handle(self, event: inp.Input) -> None:
        """Menu input; Esc asks whether to quit."""
        if isinstance(event, inp.Press) and event.action == inp.BACK:
            self.ask_quit()
            return
        self.menu.handle(event, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, a fan of cards, the title, the menu and the version."""
        assets = self.app.assets
        surface.blit(felt(assets, CLASSIC), (0, 0))
        self._draw_fan(surface)
        logo = t("title.logo")
        shadow = assets.text(logo, 112, (0, 0, 0), "black")
        title = assets.text(logo, 112, GOLD, "black")
        blit_center(surface, shadow, (WIDTH // 2 + 4, 282 + 6))
        blit_center(surface, title, (WIDTH // 2, 282))
        sub = assets.text(t("title.tagline"), assets.size(22), TEXT, "bold")
        blit_center(surface, sub, (WIDTH // 2, 352))
        self.menu.draw(surface, assets)
        if self.saved is not None:
            self._draw_saved(surface, self.saved.standing())
        if self.offer_guide:
            if not self.app.settings.guide_offered:
                # Offered once it is seen: a first start that opened a record from the
                # command line built the title under the viewer, and the offer was used
                # up, unseen (QA 213).
                self.app.settings.guide_offered = True
                self.app.save_settings()
            self._draw_offer(surface)
        version = assets.text(t("title.version", version=__version__), assets.size(SMALL), MUTED)
        surface.blit(version, version.get_rect(bottomright=(WIDTH - 16, 712)))
        keys_text = t("title.keys")
        # The keys line steps back to the usual size where it would reach the version.
        keys = assets.text(keys_text, fit_size(assets, keys_text, SMALL,
                                               WIDTH - 64 - version.get_width(), "regular"),
                           MUTED)
        surface.blit(keys, keys.get_rect(bottomleft=(16, 712)))

    def _draw_offer(self, surface: pygame.Surface) -> None:
        """Above How to play, on the first start: what it is."""
        assets = self.app.assets
        button = self.how_button
        lines = (t("title.guide_offer"), t("title.guide_offer_more"))
        # Room for the longer languages; wider, to the left, for Large text's size: the
        # German line kept the plain size in 380 px (QA 82).
        wanted = max(assets.font("bold", assets.size(SMALL)).size(text)[0] for text in lines)
        box = pygame.Rect(0, 0, min(max(380, wanted + 24), button.rect.right - 16), 76)
        box.bottomright = (button.rect.right, button.rect.y - 16)
        surface.blit(panel(assets, box.w, box.h, (40, 32, 8, 225), 14, (*GOLD, 200)), box)
        for i, text in enumerate(lines):
            size = fit_size(assets, text, SMALL, box.w - 24)
            label = assets.text(text, size, GOLD if i == 0 else TEXT, "bold")
            if label.get_width() > box.w - 24:
                label = label.subsurface((0, 0, box.w - 24, label.get_height()))
            surface.blit(label, (box.x + 16, box.y + 12 + i * 26))
        tip = (button.rect.centerx, box.bottom)
        pygame.draw.polygon(surface, GOLD, [(tip[0] - 10, tip[1] - 1), (tip[0], tip[1] + 14),
                                            (tip[0] + 10, tip[1] - 1)])

    def _draw_saved(self, surface: pygame.Surface, standing: Standing) -> None:
        """Beside Continue: which game it is, the round and who leads."""
        assets = self.app.assets
        box = self._saved_box()
        surface.blit(panel(assets, box.w, box.h, (0, 0, 0, 120), 14), box)
        for i, label in enumerate(self.saved_labels(standing)):
            if label.get_width() > box.w - 28:  # still too wide: cut rather than overlap
                label = label.subsurface((0, 0, box.w - 28, label.get_height()))
            surface.blit(label, (box.x + 14, box.y + 12 + i * 32))

    def saved_labels(self, standing: Standing) -> list[pygame.Surface]:
        """The three lines beside Continue, each set in a size that fits the box."""
        assets = self.app.assets
        room = SAVED_BOX[0] - 28
        colors = ((GOLD, "bold"), (TEXT, "bold"), (MUTED, "regular"))
        labels = []
        for i, (text, (color, weight)) in enumerate(zip(saved_lines(standing), colors,
                                                        strict=True)):
            # A long leader's name with the target ("Ronde 12 · Wilhelmina-Jos staat voor
            # met 198 van 200") takes a px or two off rather than losing its end.
            size = shrunk_size(assets, text, fit_size(assets, text, SMALL, room, weight),
                               room, weight, SMALL - 2)
            if i == 2:  # the players: fewer names, never the count of the rest
                text = fitting_names(assets.font(weight, size), standing.names, room)
            labels.append(assets.text(text, size, color, weight))
        return labels

    def _draw_fan(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        for code, angle, dx in _FAN:
            w, h = _CARD
            # The fan shows Flip Three, whose words follow the language.
            key = (f"title-fan:{code}:{angle}:{current_language()}", w, h)
            image = assets.recall(key)
            if image is None:
                face = self.painter.face(code, w, h)
                shadowed = pygame.Surface((w + 20, h + 20), pygame.SRCALPHA)
                shadowed.blit(self.painter.shadow(w, h), (4, 10))
                shadowed.blit(face, (10, 10))
                image = assets.remember(key, pygame.transform.rotozoom(shadowed, angle, 1.0))
            lift = abs(dx) * 0.2
            blit_center(surface, image, (WIDTH // 2 + dx, 118 + lift))

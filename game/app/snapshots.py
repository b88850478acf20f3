"""Scripted screenshots of the game, for the docs and for looking at changes.

    python -m game.app.snapshots [FOLDER] [--docs] [--all] [--screens] [--lang CODE] [--large]

Plays seeded games headless (SDL's dummy driver) on a fake clock and saves
PNGs of chosen moments: the title, a 4-seat table mid-round, a 10-seat
table, a bust, a round summary, the table explaining itself (the history, the
odds, the coach, the illustrated rules, a step of the guided first game), and
the kept games (the list, the replay viewer, the score race at 3 and 18
players, the statistics; ``--games`` shoots only those and the title).
``--all`` adds more (18 seats with and without Large text, With a Vengeance,
game over, setup, pause, a steal choice) for checking by eye. The human seat
is played by a computer until the moment is reached, so the same seed always
gives the same pictures.

``--lang de`` (or ``nl``, ``en``, or the test language ``xx``) takes the
pictures in that language; ``--screens`` takes only the menus and forms
(title, Continue, the quit question, new game with 3, 5 and 18 seats,
settings, pause, a hand-over) — quick, for checking that a language fits.
``--large`` takes every picture with the Large text setting on. ``--docs``
takes every picture the README shows (:data:`DOCS`), each in its language,
and saves it under its name in FOLDER: ``python -m game.app.snapshots docs
--docs`` retakes them all.
"""

from __future__ import annotations

import argparse
import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.loop import App
    from game.ui.scene_setup import SetupScene

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


#: The language of the pictures (``--lang``).
_LANGUAGE = "en"
#: The Large text setting of the pictures (``--large``).
_LARGE = False


#: Where the pictures' own files go during ``main`` (removed at its end): a folder of its
#: own, whatever ``FLIP7_HOME`` says, so that a player's saved game is never touched.
_SCRATCH: Path | None = None


def _scratch(prefix: str) -> Path:
    """A new empty folder for one picture's files, under :data:`_SCRATCH` if set."""
    import tempfile

    return Path(tempfile.mkdtemp(prefix=prefix, dir=_SCRATCH))


def _app() -> App:
    import pygame

    from game.i18n import default_player_name
    from game.storage.settings import Settings, SettingsStore
    from game.ui.assets import Assets
    from game.ui.clock import FakeClock
    from game.ui.loop import App, AppOptions, create_window
    from game.ui.sound import SoundBoard

    pygame.display.init()
    pygame.font.init()
    screen = create_window(scaled=False)
    settings = Settings(language=_LANGUAGE, name=default_player_name(_LANGUAGE),
                        large_text=_LARGE)
    return App(screen, Assets(), SoundBoard(enabled=False, start=False),
               SettingsStore(None, settings), AppOptions(), FakeClock())


class Shooter:
    """Plays a seeded table and stops at a chosen moment."""

    def __init__(self, seats: int, seed: int, edition: str = "classic", brutal: bool = False,
                 speed: str = "normal", people: int = 1) -> None:
        from game.ai import make_policy
        from game.session import Seat, Session, TableSetup
        from game.session.seats import TEMPERAMENTS, default_names
        from game.ui.scene_table import TableScene
        from game.ui.scene_title import TitleScene

        self.app = _app()
        self.app.settings.speed = speed
        self.app.push(TitleScene(self.app))
        humans = [self.app.settings.name] if people == 1 else ["Ann", "Ben", "Cat", "Dev"][:people]
        names = default_names(humans, seats - people)
        setup = TableSetup((*(Seat(n) for n in humans),
                            *(Seat(n, TEMPERAMENTS[i % 4]) for i, n in enumerate(names))),
                           edition, brutal)
        self.table = TableScene(self.app, Session(setup, seed=seed, ai_seed=seed))
        self.app.push(self.table)
        self.stand_in = make_policy("balanced")  # plays the people's seats until we stop

    def run_until(self, moment: Callable[[], bool], limit: int = 20000,
                  play_human: bool = True) -> bool:
        """Step frames until ``moment()``; the human seat plays itself meanwhile."""
        import random

        from game.core.view import PlayerView
        from game.ui.scene_handover import HandoverScene
        from game.ui.scene_summary import SummaryScene

        app, table = self.app, self.table
        for _ in range(limit):
            if moment():
                return True
            if play_human and isinstance(app.top, SummaryScene | HandoverScene):
                app.pop()
            if play_human and table.choice is not None and app.top is table:
                decision = table.choice.decision
                view = PlayerView(table.game, decision.seat)
                table.submit(self.stand_in.choose(view, decision, random.Random(0)))
            app.frame(1 / 60)
        return False

    def save(self, path: Path) -> None:
        """Draw the current frame and save it."""
        import pygame

        self.app.draw()
        pygame.image.save(self.app.screen, str(path))
        print(f"saved {path}")


def fill_games_folder(folder: Path, count: int, seed: int = 1) -> list[Path]:
    """Play ``count`` seeded games and keep them in ``folder`` as the session would,
    named a few hours apart (the pictures' and the games benchmark's workload).

    "You" (in the pictures' language: "Du", "Jij") sits at every table (a computer
    plays for you); every fifth game is
    hot-seat with Ann; the tables have 3 to 8 seats (one in ten has 18), both
    editions, Brutal now and then, computers of every temperament but the
    Expert (whose search makes a thousand games slow to make).
    """
    import random
    import time as clock

    from game.ai import make_policy
    from game.core.record import utc_stamp
    from game.i18n import default_player_name
    from game.session import Seat, Session, TableSetup
    from game.session.seats import default_names
    from game.storage.files import write_json

    me = default_player_name(_LANGUAGE)
    rng = random.Random(seed)
    start = clock.mktime((2026, 1, 1, 9, 0, 0, 0, 0, -1))
    kinds = ("careful", "balanced", "bold", "threshold:0.33")
    stand_in = make_policy("balanced")
    written = []
    for k in range(count):
        seats = 18 if rng.random() < 0.1 else rng.randint(3, 8)
        people = [me, "Ann"] if k % 5 == 4 else [me]
        names = default_names(people, seats - len(people))
        edition = rng.choice(("classic", "classic", "vengeance"))
        brutal = edition == "vengeance" and rng.random() < 0.4
        setup = TableSetup((*(Seat(n) for n in people),
                            *(Seat(n, rng.choice(kinds)) for n in names)), edition, brutal)
        session = Session(setup, seed=rng.randrange(2**31), ai_seed=rng.randrange(2**31))
        for seat in session.people:
            session.policies[seat] = stand_in
        while not session.finished:
            session.play(session.computer_move())
        ended = start + k * 3 * 3600 + 97
        stamp = clock.strftime("%Y-%m-%d_%H-%M-%S", clock.localtime(ended))
        path = folder / f"{stamp}.flip7.json"
        record = session.record()
        record.ended = utc_stamp(ended)  # as its name says, not when it was made
        write_json(path, record.to_json())
        written.append(path)
    return written


def _busy_round(shooter: Shooter, cards: int) -> Callable[[], bool]:
    table = shooter.table

    def moment() -> bool:
        shown = sum(len(s.line) for s in table.model.seats)
        return (table.choice is not None and table.app.top is table and shown >= cards
                and table.model.round_number >= 2)

    return moment


@contextlib.contextmanager
def _home(folder: Path) -> Iterator[None]:
    """``FLIP7_HOME`` is ``folder`` meanwhile (the per-user files of one picture)."""
    before = os.environ.get("FLIP7_HOME")
    os.environ["FLIP7_HOME"] = str(folder)
    try:
        yield
    finally:
        if before is None:
            del os.environ["FLIP7_HOME"]
        else:
            os.environ["FLIP7_HOME"] = before


def _save(app: App, path: Path) -> None:
    import pygame

    app.draw()
    pygame.image.save(app.screen, str(path))
    print(f"saved {path}")


def shoot_title(folder: Path) -> None:
    """The title screen, without and with a saved game to Continue."""
    from game.session import GameFiles, Seat, Session, TableSetup
    from game.ui.scene_title import TitleScene

    folder.mkdir(parents=True, exist_ok=True)
    app = _app()
    app.push(TitleScene(app))
    app.frame(1 / 60)
    _save(app, folder / "title.png")
    home = _scratch("flip7-shots-continue-")
    setup = TableSetup((Seat("Ann"), Seat("Ben"), Seat("Cat", "balanced"), Seat("Dev", "bold"),
                        Seat("Eva", "expert")), "vengeance", brutal=True)
    session = Session(setup, seed=4, ai_seed=4, files=GameFiles(
        home / "current.flip7.json", home / "games"))
    for _ in range(30):  # a few moves in (people play the computers' way here)
        pending = session.pending
        assert pending is not None
        session.play(session.computer_move() if not session.is_person(pending.seat)
                     else pending.options[0])
    with _home(home):
        app = _app()
        app.push(TitleScene(app))
        app.frame(1 / 60)
        _save(app, folder / "continue.png")


def shoot_games(folder: Path) -> None:
    """Your games: the list, the viewer, the score race at 3 and 18 players, statistics."""
    from game.session.timeline import Timeline
    from game.ui.scene_gameover import GameOverScene
    from game.ui.scene_games import GamesScene
    from game.ui.scene_title import TitleScene
    from game.ui.scene_viewer import ViewerScene

    folder.mkdir(parents=True, exist_ok=True)
    home = _scratch("flip7-shots-games-")
    with _home(home):
        kept = fill_games_folder(home / "games", 60, seed=7)
        app = _app()
        app.push(TitleScene(app))
        games = GamesScene(app)
        app.push(games)
        while games.loading:
            app.frame(1 / 60)
        games.select(3)
        app.frame(1 / 60)
        _save(app, folder / "games.png")
        games.show_tab("stats")
        app.frame(1 / 60)
        _save(app, folder / "stats.png")
        # The viewer: a six-seat game, round 3, a few decisions in.
        from game.session.records import read_record

        six = next(p for p in reversed(kept) if len(read_record(p).players) == 6)
        viewer = ViewerScene(app, Timeline(read_record(six)), six.name)
        app.push(viewer)
        viewer.jump_to_round(3)
        for _ in range(9):
            viewer.decision_forward()
            for _ in range(90):
                app.frame(1 / 60)
        _save(app, folder / "viewer.png")
        # The race at 18 players, from the viewer at the end of the game.
        big = next(p for p in reversed(kept) if len(read_record(p).players) == 18)
        viewer = ViewerScene(app, Timeline(read_record(big)), big.name)
        app.push(viewer)
        viewer.goto(viewer.timeline.end)
        viewer.show_race()
        app.frame(1 / 60)
        _save(app, folder / "race-18.png")
    # The race at 3 players: the game-over screen.
    over = Shooter(3, 6, speed="instant")
    over.run_until(lambda: isinstance(over.app.top, GameOverScene), limit=60000)
    for _ in range(200):  # the confetti settles
        over.app.frame(1 / 60)
    over.save(folder / "race-3.png")


def shoot(folder: Path, everything: bool = False) -> None:
    """Save the docs screenshots (and, with ``everything``, more) into ``folder``."""
    from game.ui.beats import BustBeat
    from game.ui.scene_summary import SummaryScene

    shoot_title(folder)
    # Four seats, mid-round, the human to play.
    four = Shooter(4, 12)
    four.run_until(_busy_round(four, 11))
    four.save(folder / "table-4.png")
    _ten(folder)
    # A bust, mid-shake.
    bust = Shooter(5, 3)
    bust.run_until(lambda: any(isinstance(b, BustBeat) and 0.16 < b.elapsed < 0.3
                               and len(bust.table.model.seats[b.event.seat].line) >= 4
                               for b in bust.table.director.running))
    bust.save(folder / "bust.png")
    # A round summary, counted up.
    summary = Shooter(6, 8)
    summary.run_until(lambda: isinstance(summary.app.top, SummaryScene)
                      and summary.table.model.round_number >= 2)
    summary.run_until(lambda: getattr(summary.app.top, "elapsed", 0.0) > 3.0, play_human=False)
    summary.save(folder / "round-summary.png")
    _explained(folder, everything)
    shoot_games(folder)
    if everything:
        _more(folder)


def _ten(folder: Path) -> None:
    """Ten seats mid-round (``table-10.png``)."""
    ten = Shooter(10, 21)
    ten.run_until(_busy_round(ten, 22))
    ten.save(folder / "table-10.png")


def _rules(folder: Path) -> None:
    """The rules: the cards of With a Vengeance (``rules.png``), then its action cards
    (``rules-actions.png``)."""
    import pygame

    from game.core import VENGEANCE
    from game.ui.scene_rules import RulesScene

    app = _app()
    rules = RulesScene(app, VENGEANCE)
    app.push(rules)
    rules.jump("cards")
    rules.scroll = rules.target
    app.frame(1 / 60)
    pygame.image.save(app.screen, str(folder / "rules.png"))
    print(f"saved {folder / 'rules.png'}")
    rules.jump("card:onemore")  # the action cards, by the names the box gives them
    rules.scroll = rules.target
    app.frame(1 / 60)
    pygame.image.save(app.screen, str(folder / "rules-actions.png"))
    print(f"saved {folder / 'rules-actions.png'}")


def _explained(folder: Path, everything: bool) -> None:
    """The history, the odds, the coach, the rules and the guided first game."""
    import pygame

    from game.ui.guide import Guide, guided_session
    from game.ui.scene_callout import CalloutScene
    from game.ui.scene_history import HistoryScene
    from game.ui.scene_table import TableScene

    # The history of a six-seat Vengeance game, opened at the start of round 3.
    story = Shooter(6, 9, "vengeance")
    story.run_until(lambda: story.table.model.round_number >= 3
                    and story.table.choice is not None and story.app.top is story.table,
                    limit=60000)
    story.table.open_history()
    history = story.app.top
    assert isinstance(history, HistoryScene)
    starts = history.panel.round_starts()
    history.panel.scroll = history.panel.target = float(min(starts[-2], history.panel.max_scroll))
    story.app.frame(1 / 60)
    story.save(folder / "history.png")
    # The odds beside Hit and the cards left, at four seats.
    odds = Shooter(4, 12)
    busy = _busy_round(odds, 11)
    odds.run_until(lambda: busy() and odds.table.odds is not None
                   and 0.1 < odds.table.odds.bust < 0.5)
    odds.table.toggle_cards()
    for _ in range(90):  # let the last banner fade
        odds.app.frame(1 / 60)
    odds.save(folder / "odds.png")
    # The coach at a six-seat Vengeance table, at a choice of target.
    coached = Shooter(6, 9, "vengeance")
    coached.run_until(lambda: coached.table.choice is not None
                      and coached.table.choice.decision.kind == "target"
                      and coached.table.model.round_number >= 2
                      and sum(len(s.line) for s in coached.table.model.seats) >= 8
                      and coached.app.top is coached.table, limit=60000)
    coached.table.toggle_coach()
    coached.app.frame(1 / 60)
    coached.table.coach.wait()
    coached.save(folder / "coach.png")
    _rules(folder)
    # The guided first game at its Freeze step, then a call-out.
    app = _app()
    table = TableScene(app, guided_session(app.settings.name), guide=Guide())
    app.push(table)
    shots = {"target": "tutorial.png", "chance": "tutorial-callout.png"}
    for _ in range(20000):
        top = app.top
        if isinstance(top, CalloutScene):
            name = shots.pop(top.callout.key, None)
            if name is not None:
                for _ in range(20):
                    app.frame(1 / 60)
                app.draw()
                pygame.image.save(app.screen, str(folder / name))
                print(f"saved {folder / name}")
            top.proceed()
        elif table.choice is not None and top is table and table.director.idle:
            name = shots.pop(table.choice.decision.kind, None)
            if name is not None:
                app.draw()
                pygame.image.save(app.screen, str(folder / name))
                print(f"saved {folder / name}")
            assert table.choice.only is not None
            table.submit(table.choice.only)
        if not shots:
            break
        app.frame(1 / 60)
    if everything:
        big = Shooter(18, 5, "vengeance")
        big.app.settings.large_text = True
        big.table.uncover()
        big.run_until(_busy_round(big, 40))
        big.table.toggle_coach()
        big.table.toggle_cards()
        big.app.frame(1 / 60)
        big.table.coach.wait()
        big.save(folder / "coach-18-large.png")
        big.table.open_history()
        big.app.frame(1 / 60)
        big.save(folder / "history-18-large.png")


def _more(folder: Path) -> None:
    from game.ui.scene_gameover import GameOverScene
    from game.ui.scene_pause import PauseScene
    from game.ui.scene_rules import RulesScene
    from game.ui.scene_setup import SetupScene

    big = Shooter(18, 5, "vengeance")
    big.run_until(_busy_round(big, 40))
    big.save(folder / "table-18.png")
    three = Shooter(3, 4)
    three.run_until(_busy_round(three, 7))
    three.save(folder / "table-3.png")
    ven = Shooter(6, 9, "vengeance", brutal=True)
    ven.run_until(_busy_round(ven, 14))
    ven.save(folder / "vengeance-6.png")
    steal = Shooter(5, 1, "vengeance")
    steal.run_until(lambda: steal.table.choice is not None
                    and steal.table.choice.decision.kind in ("steal", "swap", "discard"),
                    limit=60000)
    steal.save(folder / "choice-cards.png")
    target = Shooter(4, 2)
    target.run_until(lambda: target.table.choice is not None
                     and target.table.choice.decision.kind == "target", limit=60000)
    target.save(folder / "choice-target.png")
    over = Shooter(4, 6, speed="instant")
    over.run_until(lambda: isinstance(over.app.top, GameOverScene), limit=60000)
    for _ in range(40):
        over.app.frame(1 / 60)
    over.save(folder / "game-over.png")
    for name, scene in (("setup", SetupScene), ("rules-classic", RulesScene)):
        app = _app()
        app.push(scene(app))
        app.frame(1 / 60)
        import pygame

        pygame.image.save(app.screen, str(folder / f"{name}.png"))
        print(f"saved {folder / name}.png")
    pause = Shooter(4, 12)
    pause.run_until(_busy_round(pause, 6))
    pause.app.push(PauseScene(pause.app, pause.table))
    pause.save(folder / "pause.png")


def _hotseat_setup(app: App) -> SetupScene:
    """New game set for the docs' hot-seat table: two people, a Custom computer and
    an Expert, With a Vengeance, Brutal, to 150 (pushed on ``app``)."""
    from game.ui.scene_setup import SetupScene

    setup = SetupScene(app)
    app.push(setup)
    setup.add_person_seat()
    setup.drafts[2].kind = "custom"
    setup.drafts[3].kind = "expert"
    setup.edition.index = 1
    setup.brutal.index = 1
    setup.target.index = setup.target.choices.index(150)
    setup._rebuild()
    return setup


def shoot_screens(folder: Path) -> None:
    """The menus and forms (the screens the catalogue covers), one PNG each."""
    import pygame

    from game.session import GameFiles, Seat, Session, TableSetup
    from game.ui.scene_handover import HandoverScene
    from game.ui.scene_pause import PauseScene
    from game.ui.scene_settings import SettingsScene
    from game.ui.scene_setup import SetupScene
    from game.ui.scene_title import TitleScene

    folder.mkdir(parents=True, exist_ok=True)

    def save(app: App, name: str) -> None:
        app.frame(1 / 60)
        app.draw()
        pygame.image.save(app.screen, str(folder / f"{name}.png"))
        print(f"saved {folder / name}.png")

    app = _app()
    app.push(TitleScene(app))
    save(app, "screen-title")
    app.push(SettingsScene(app))
    save(app, "screen-settings")
    app = _app()
    app.push(SetupScene(app))
    save(app, "screen-setup-4")
    setup = _hotseat_setup(app)
    save(app, "screen-setup-hotseat")
    while len(setup.drafts) < 18:
        setup.add_computer_seat()
    for draft, kind in zip(setup.drafts[5:], ("careful", "bold"), strict=False):
        draft.kind = kind
    setup.drafts[6].name = ""
    setup.drafts[8].name = setup.drafts[9].name
    setup.drafts[10].name = ""
    setup._rebuild()
    save(app, "screen-setup-18")
    # A saved game, then the title offers to go on with it.
    watched = TableSetup(tuple(Seat(n, "balanced") for n in ("Ann", "Ben", "Cat", "Dev", "Eva",
                                                             "Finn")), "vengeance", brutal=True)
    session = Session(watched, seed=3, ai_seed=3, files=GameFiles())
    while session.game.round_number < 3:
        session.play(session.computer_move())
    app = _app()
    app.push(TitleScene(app))
    save(app, "screen-continue")
    app.top.ask_quit()  # type: ignore[union-attr]
    save(app, "screen-quit")
    people = Shooter(5, 12, people=2)
    # Turned to Ben, as the table turns to the person it hands over to (the picture
    # had Ann at the front under "Ben's turn").
    people.table.turn_to(1)
    people.app.push(HandoverScene(people.app, people.table, 1))
    # Past the fade-in, and taking keys (its last line comes up then).
    people.app.top.time = people.app.top.quiet = 1.0  # type: ignore[union-attr]
    save(people.app, "screen-handover")
    people.app.pop()
    people.app.push(PauseScene(people.app, people.table))
    save(people.app, "screen-pause")


def _two_people(folder: Path) -> None:
    """A hot-seat table (``hotseat-table.png``): Ann and Ben with three computers,
    Ann's first hit or stay, once her hand-over is dismissed."""
    two = Shooter(5, 11, people=2)
    table = two.table

    def ann_to_play() -> bool:
        choice = table.choice
        return (choice is not None and two.app.top is table and choice.decision.seat == 0
                and choice.decision.kind == "turn" and table.director.idle
                and sum(len(s.line) for s in table.model.seats) >= 5)

    two.run_until(ann_to_play)
    two.save(folder / "hotseat-table.png")


def _small_screen(folder: Path) -> None:
    """The table in the window a 1024×600 screen gets (``small-screen.png``): the whole
    1280×720 table scaled to fit, on the screen's black."""
    import pygame

    from game.ui.loop import fitting_size

    six = Shooter(6, 2)
    six.run_until(_busy_round(six, 8))
    for _ in range(90):  # the last banner fades
        six.app.frame(1 / 60)
    six.app.draw()
    screen = (1024, 600)
    window = fitting_size(screen)
    assert window is not None
    picture = pygame.Surface(screen)
    picture.fill((0, 0, 0))
    picture.blit(pygame.transform.smoothscale(six.app.screen, window),
                 ((screen[0] - window[0]) // 2, (screen[1] - window[1]) // 2))
    pygame.image.save(picture, str(folder / "small-screen.png"))
    print(f"saved {folder / 'small-screen.png'}")


#: Every picture the README shows: its name under ``docs/`` -> (the language it is
#: taken in, the file a shot above saves it as).
DOCS: dict[str, tuple[str, str]] = {
    **{name: ("en", name) for name in (
        "title.png", "continue.png", "table-4.png", "table-10.png", "bust.png",
        "round-summary.png", "history.png", "odds.png", "coach.png", "rules.png",
        "tutorial.png", "tutorial-callout.png", "games.png", "stats.png", "viewer.png",
        "race-18.png", "race-3.png", "hotseat-table.png", "small-screen.png")},
    "handover.png": ("en", "screen-handover.png"),
    "setup-hotseat.png": ("en", "screen-setup-hotseat.png"),
    **{f"{kind}-{lang}.png": (lang, shot) for lang in ("de", "nl")
       for kind, shot in (("table", "table-10.png"), ("rules", "rules-actions.png"),
                          ("setup", "screen-setup-hotseat.png"))},
}


def shoot_docs(folder: Path) -> None:
    """Every picture of :data:`DOCS` into ``folder`` under its README name, in its
    language (the shots go to a scratch folder first; only the README's are copied)."""
    import shutil

    global _LANGUAGE
    scratch = _scratch("flip7-docs-")
    before = _LANGUAGE
    try:
        _LANGUAGE = "en"
        shoot(scratch / "en")
        shoot_screens(scratch / "en")
        _two_people(scratch / "en")
        _small_screen(scratch / "en")
        for language in ("de", "nl"):
            _LANGUAGE = language
            shots = scratch / language
            shots.mkdir(parents=True)
            _ten(shots)
            _rules(shots)
            app = _app()
            _hotseat_setup(app)
            app.frame(1 / 60)
            _save(app, shots / "screen-setup-hotseat.png")
    finally:
        _LANGUAGE = before
    folder.mkdir(parents=True, exist_ok=True)
    for name, (language, shot) in DOCS.items():
        shutil.copyfile(scratch / language / shot, folder / name)
    shutil.rmtree(scratch)
    print(f"{len(DOCS)} README pictures in {folder}")


def main(argv: list[str] | None = None) -> int:
    """Command line: the folder (default ``docs``), ``--docs``, ``--all``, ``--screens``,
    ``--games``, ``--lang CODE``, ``--large``."""
    global _LANGUAGE, _LARGE, _SCRATCH
    from game.i18n import LANGUAGES, PSEUDO

    parser = argparse.ArgumentParser(prog="snapshots",
                                     description="Save the README's pictures, headless.")
    parser.add_argument("folder", nargs="?", type=Path, default=Path("docs"))
    parser.add_argument("--all", action="store_true",
                        help="every picture, not only the README's (the screens' too)")
    parser.add_argument("--screens", action="store_true",
                        help="one picture of every menu and form")
    parser.add_argument("--games", action="store_true", help="the kept games' screens")
    parser.add_argument("--docs", action="store_true",
                        help="every README picture, in its language, under its docs/ name")
    parser.add_argument("--lang", default=_LANGUAGE, choices=(*LANGUAGES, PSEUDO),
                        help="the pictures' language")
    parser.add_argument("--large", action="store_true", help="with the Large text setting on")
    args = parser.parse_args(argv)
    if args.folder.exists() and not args.folder.is_dir():  # a traceback at mkdir: QA 142
        parser.error(f"{args.folder} is a file, not a folder")
    _LANGUAGE = args.lang
    _LARGE = args.large
    # The shots save games of their own: in a folder of their own, removed afterwards,
    # whatever FLIP7_HOME says (a player's FLIP7_HOME had its saved game written over
    # by the shots' six-player game: QA 95).
    import shutil
    import tempfile

    _SCRATCH = Path(tempfile.mkdtemp(prefix="flip7-shots-"))
    try:
        with _home(_scratch("home-")):
            _shoot(args)
    finally:
        shutil.rmtree(_SCRATCH, ignore_errors=True)
        _SCRATCH = None
    return 0


def _shoot(args: argparse.Namespace) -> None:
    """The pictures the command line asked for (``--all`` takes the screens' too)."""
    if args.docs:
        shoot_docs(args.folder)
        return
    if args.all or not (args.screens or args.games):
        shoot(args.folder, args.all)
    if args.all or args.screens:
        shoot_screens(args.folder)
    if args.games and not args.all:
        shoot_title(args.folder)
        shoot_games(args.folder)


if __name__ == "__main__":
    raise SystemExit(main())

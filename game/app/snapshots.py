"""Scripted screenshots of the game, for the docs and for looking at changes.

    python -m game.app.snapshots [FOLDER] [--all] [--screens] [--lang CODE]

Plays seeded games headless (SDL's dummy driver) on a fake clock and saves
PNGs of chosen moments: the title, a 4-seat table mid-round, a 10-seat
table, a bust, a round summary. ``--all`` adds more (18 seats, With a
Vengeance, game over, setup, rules, pause, a steal choice) for checking by
eye. The human seat is played by a computer until the moment is reached, so
the same seed always gives the same pictures.

``--lang de`` (or ``nl``, ``en``, or the test language ``xx``) takes the
pictures in that language; ``--screens`` takes only the menus and forms
(title, Continue, the quit question, new game with 3, 5 and 18 seats,
settings, pause, a hand-over) — quick, for checking that a language fits.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.loop import App

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


#: The language of the pictures (``--lang``).
_LANGUAGE = "en"


def _app() -> App:
    import tempfile

    import pygame

    from game.i18n import default_player_name
    from game.storage.settings import Settings, SettingsStore
    from game.ui.assets import Assets
    from game.ui.clock import FakeClock
    from game.ui.loop import App, AppOptions, create_window
    from game.ui.sound import SoundBoard

    os.environ.setdefault("FLIP7_HOME", tempfile.mkdtemp(prefix="flip7-shots-"))
    pygame.display.init()
    pygame.font.init()
    screen = create_window(scaled=False)
    settings = Settings(language=_LANGUAGE, name=default_player_name(_LANGUAGE))
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


def _busy_round(shooter: Shooter, cards: int) -> Callable[[], bool]:
    table = shooter.table

    def moment() -> bool:
        shown = sum(len(s.line) for s in table.model.seats)
        return (table.choice is not None and table.app.top is table and shown >= cards
                and table.model.round_number >= 2)

    return moment


def shoot(folder: Path, everything: bool = False) -> None:
    """Save the docs screenshots (and, with ``everything``, more) into ``folder``."""
    from game.ui.beats import BustBeat
    from game.ui.scene_summary import SummaryScene

    folder.mkdir(parents=True, exist_ok=True)
    # The title.
    from game.ui.scene_title import TitleScene

    app = _app()
    app.push(TitleScene(app))
    app.frame(1 / 60)
    import pygame

    pygame.image.save(app.screen, str(folder / "title.png"))
    print(f"saved {folder / 'title.png'}")
    # Four seats, mid-round, the human to play.
    four = Shooter(4, 12)
    four.run_until(_busy_round(four, 11))
    four.save(folder / "table-4.png")
    # Ten seats.
    ten = Shooter(10, 21)
    ten.run_until(_busy_round(ten, 22))
    ten.save(folder / "table-10.png")
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
    if everything:
        _more(folder)


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
    for name, scene in (("setup", SetupScene), ("rules", RulesScene)):
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
    setup = SetupScene(app)
    app.push(setup)
    setup.add_person_seat()
    setup.drafts[2].kind = "custom"
    setup.drafts[3].kind = "expert"
    setup.edition.index = 1  # With a Vengeance, Brutal, to 150: the docs' hot-seat table
    setup.brutal.index = 1
    setup.target.index = setup.target.choices.index(150)
    setup._rebuild()
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
    people.app.push(HandoverScene(people.app, people.table, 1))
    people.app.top.time = 1.0  # type: ignore[union-attr]  # past the fade-in
    save(people.app, "screen-handover")
    people.app.pop()
    people.app.push(PauseScene(people.app, people.table))
    save(people.app, "screen-pause")


def main(argv: list[str] | None = None) -> int:
    """Command line: the folder (default ``docs``), ``--all``, ``--screens``, ``--lang CODE``."""
    global _LANGUAGE
    args = list(sys.argv[1:] if argv is None else argv)
    if "--lang" in args:
        at = args.index("--lang")
        if at + 1 >= len(args):
            print("snapshots: --lang needs a language (en, de, nl or xx)", file=sys.stderr)
            return 2
        _LANGUAGE = args[at + 1]
        del args[at:at + 2]
    from game.i18n import LANGUAGES, PSEUDO

    if _LANGUAGE not in (*LANGUAGES, PSEUDO):
        print(f"snapshots: no language {_LANGUAGE!r} (en, de, nl or xx)", file=sys.stderr)
        return 2
    everything = "--all" in args
    screens = "--screens" in args
    rest = [a for a in args if a not in ("--all", "--screens")]
    folder = Path(rest[0]) if rest else Path("docs")
    if screens:
        shoot_screens(folder)
    else:
        shoot(folder, everything)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

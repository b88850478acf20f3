"""The one place that turns raw pygame events into game inputs.

Scenes never call ``pygame.event.get``; the loop calls :func:`translate`
once per frame and hands each scene plain values: a :class:`Press` of a named
action, a :class:`Click`, a pointer :class:`Point`, a :class:`Scroll` or
:class:`Typed` text. Tests post ordinary pygame events and get the same
inputs a player's keyboard and mouse would produce.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

# Named actions.
CONFIRM = "confirm"
BACK = "back"  # Esc: pause on the table, back out of menus
UP = "up"
DOWN = "down"
LEFT = "left"
RIGHT = "right"
NEXT = "next"  # Tab
PREV = "prev"  # Shift+Tab
HIT = "hit"
STAY = "stay"
SKIP = "skip"  # Space: skip animations (and activate a focused button)
#: Seconds a run of Enter taps goes on after its last tap, and that a choice shown while
#: it runs waits before Enter chooses (see :class:`Hurry`).
HURRY = 0.4
FULLSCREEN = "fullscreen"
ERASE = "erase"  # Backspace in a text field
ERASE_WORD = "erase_word"  # Ctrl+Backspace: back to the last space or slash
PAGE_UP = "page_up"
PAGE_DOWN = "page_down"
HOME = "home"
END = "end"
HISTORY = "history"  # L: the whole story of the game
COACH = "coach"  # ?: what a strong player would do
CARDS = "cards"  # C: how many of each number are left
# The replay viewer's keys (as video players use them: , and . step the smallest unit).
STEP_BACK = "step_back"  # ,
STEP_FORWARD = "step_forward"  # .
FASTER = "faster"  # + or =
SLOWER = "slower"  # -
RACE = "race"  # R: the score race
EXPORT = "export"  # E: export a game's record
UNDO = "undo"  # Ctrl+Z: bring back a seat just removed in New game
DELETE = "delete"  # Delete: a kept game out of Your games
OTHER = "other"  # any other key (not a modifier alone): for "press any key"

#: Actions whose keys are letters or punctuation: typed text in a text field, not commands.
TYPING: frozenset[str] = frozenset({SKIP, HIT, STAY, HISTORY, COACH, CARDS, STEP_BACK,
                                    STEP_FORWARD, FASTER, SLOWER, RACE, EXPORT, OTHER})


@dataclass(frozen=True)
class Press:
    """A key that means ``action`` was pressed; ``text`` is what the key types ("e"
    for E: export), which arrives again as :class:`Typed` (not part of equality)."""

    action: str
    text: str = field(default="", compare=False)
    #: Shift was held: ← → change a scale by its finer step (New game's risk by 1 %).
    fine: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class Click:
    """The left mouse button went down at ``pos`` (logical 1280×720 pixels)."""

    pos: tuple[int, int]
    #: Shift was held: a scale's ‹ › go by its finer step, as Shift+← → do.
    fine: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class Release:
    """The left mouse button came up at ``pos``: a button in a menu acts then, if it is
    the one the mouse button went down on (a press on Quit that slid off it quit the
    game: QA 98)."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class RightClick:
    """The right mouse button went down at ``pos``. Apart from :class:`Click`: its one
    meaning is taking back a Swap's first card; buttons, seats and lists took it for a
    left click, and a stray one quit the game or started one (QA 98, QA 100)."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class Point:
    """The pointer moved to ``pos``."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class Scroll:
    """The wheel turned: ``dy`` > 0 is up."""

    dy: int


@dataclass(frozen=True)
class Typed:
    """Text typed (for the name field)."""

    text: str


@dataclass(frozen=True)
class KeyUp:
    """A key came up. Only the loop reads it: the text a held key repeats (SDL repeats
    text, not key presses) belongs to that key until it is let go."""


@dataclass(frozen=True)
class QuitRequest:
    """The window's close button, or the system asked the game to end."""


Input = Press | Click | Release | RightClick | Point | Scroll | Typed | KeyUp | QuitRequest


def _key_map() -> dict[int, str]:
    import pygame

    return {
        pygame.K_RETURN: CONFIRM, pygame.K_KP_ENTER: CONFIRM,
        pygame.K_ESCAPE: BACK,
        pygame.K_UP: UP, pygame.K_DOWN: DOWN, pygame.K_LEFT: LEFT, pygame.K_RIGHT: RIGHT,
        pygame.K_TAB: NEXT,
        pygame.K_h: HIT, pygame.K_s: STAY,
        pygame.K_SPACE: SKIP,
        pygame.K_F11: FULLSCREEN,
        pygame.K_BACKSPACE: ERASE, pygame.K_DELETE: DELETE,
        pygame.K_PAGEUP: PAGE_UP, pygame.K_PAGEDOWN: PAGE_DOWN,
        pygame.K_HOME: HOME, pygame.K_END: END,
        pygame.K_l: HISTORY, pygame.K_c: CARDS,
        # "?" is Shift+/ on most layouts; some report the "?" key itself.
        pygame.K_SLASH: COACH, pygame.K_QUESTION: COACH,
        pygame.K_COMMA: STEP_BACK, pygame.K_PERIOD: STEP_FORWARD,
        pygame.K_PLUS: FASTER, pygame.K_EQUALS: FASTER, pygame.K_KP_PLUS: FASTER,
        pygame.K_MINUS: SLOWER, pygame.K_KP_MINUS: SLOWER,
        pygame.K_r: RACE, pygame.K_e: EXPORT,
    }


_KEYS: dict[int, str] = {}

#: Actions of a letter or sign key alone (with Shift at most): held with Ctrl, Alt or
#: the system key, the key means something else.
_PLAIN_KEYS = frozenset({HIT, STAY, HISTORY, CARDS, COACH, STEP_BACK, STEP_FORWARD, FASTER,
                         SLOWER, RACE, EXPORT})


#: Keys that only change others (Shift, Ctrl, Alt, …): alone they are no key press.
_MODIFIERS: set[int] = set()


def _modifier_keys() -> set[int]:
    import pygame

    return {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
            pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_LMETA,
            pygame.K_RMETA, pygame.K_CAPSLOCK, pygame.K_NUMLOCK, pygame.K_SCROLLLOCK,
            pygame.K_MODE}


def key_letter(action: str) -> str:
    """The letter shown for ``action``'s key on its button, in the language spoken now.

    German says Ziehen (Z) and Aufhören (A), Dutch Nemen (N) and Stoppen (S), from
    the catalogue's ``key.hit`` and ``key.stay``; an action without an entry shows
    its own first letter.
    """
    from game.i18n import has_key, t

    return t(f"key.{action}") if has_key(f"key.{action}") else action[:1].upper()


def _word_letter(key: int) -> str | None:
    """Hit or Stay for the letter of its word in the language spoken now.

    H and S stay bound in every language (:func:`_key_map`). A letter key's code is
    its lower-case letter on the player's own layout (SDL), so Z is the key marked Z
    on a German board, wherever it sits.
    """
    for action in (HIT, STAY):
        letter = key_letter(action)
        if len(letter) == 1 and key == ord(letter.lower()):
            return action
    return None


def clipboard_line() -> str:
    """The first line of the text on the system clipboard, without the spaces round it
    ("" when there is none, or no clipboard: a headless run, a window not yet open)."""
    import pygame

    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, UnicodeError):
        return ""
    lines = text.strip().splitlines()
    return lines[0].strip() if lines else ""


def translate(events: Iterable[pygame.event.Event]) -> list[Input]:
    """Game inputs for a frame's raw pygame events (unknown events are dropped)."""
    import pygame

    if not _KEYS:  # worked out once, as the first keys arrive
        _KEYS.update(_key_map())
        _MODIFIERS.update(_modifier_keys())
    out: list[Input] = []
    for event in events:
        kind = event.type
        if kind == pygame.QUIT:
            out.append(QuitRequest())
        elif kind == pygame.KEYDOWN:
            mod = getattr(event, "mod", 0)
            action = _KEYS.get(event.key)
            if getattr(event, "unicode", "") == "?":
                # The coach's key by what it types: SDL names a key by its unshifted
                # letter, so a German "?" came as ß and a French one as "," (QA 124).
                action = COACH
            if event.key == pygame.K_v and mod & (pygame.KMOD_CTRL | pygame.KMOD_GUI):
                # Ctrl+V (Cmd+V) pastes: the clipboard's first line arrives as typed
                # text, so a folder copied from a file manager goes into Export's path
                # as if typed (every field takes it as it takes typing).
                pasted = clipboard_line()
                out.append(Typed(pasted) if pasted else Press(OTHER, ""))
                continue
            if event.key == pygame.K_z and mod & pygame.KMOD_CTRL:
                action = UNDO  # before Z as German's Ziehen (Hit)
            elif action is None:
                action = _word_letter(event.key)
            if action in _PLAIN_KEYS and mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT
                                               | pygame.KMOD_GUI):
                # Ctrl+S is no Stay, nor Cmd+H a Hit: a letter's action is the letter
                # alone, and a move cannot be taken back (QA 124).
                action = OTHER
            if action == NEXT and mod & pygame.KMOD_SHIFT:
                action = PREV
            if action == ERASE and mod & pygame.KMOD_CTRL:
                action = ERASE_WORD  # without key repeat, a long path goes a part at a time
            if action == CONFIRM and mod & pygame.KMOD_ALT:
                action = FULLSCREEN  # Alt+Enter, the other usual fullscreen key
            if action is None and event.key not in _MODIFIERS:
                # "Press any key" meant only the bound ones: X or Q left the hand-over
                # up (QA 46).
                action = OTHER
            if action is not None:
                out.append(Press(action, getattr(event, "unicode", ""),
                                 fine=action in (LEFT, RIGHT)
                                 and bool(mod & pygame.KMOD_SHIFT)))
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # A click carries no modifiers of its own: the keyboard's, as it stands.
            out.append(Click(tuple(event.pos),
                             fine=bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)))
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 3:
            out.append(RightClick(tuple(event.pos)))
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1:
            out.append(Release(tuple(event.pos)))
        elif kind == pygame.MOUSEMOTION:
            out.append(Point(tuple(event.pos)))
        elif kind == pygame.MOUSEWHEEL:
            out.append(Scroll(int(event.y)))
        elif kind == pygame.TEXTINPUT:
            out.append(Typed(event.text))
        elif kind == pygame.KEYUP:
            out.append(KeyUp())
    return out


class Hurry:
    """Enter tapped on and on to hurry the computers: a choice (a pick, a call-out's
    button, the summary's Next) shown while the taps run is not chosen by them for
    :data:`HURRY` seconds. Tapped every 150 ms, Enter played Hit on a choice shown a
    moment before, and went on past the round's summary unread (QA 169); the wait is
    counted from the choice's showing, not from each tap, so a steady Enter is served
    (restarted by each tap, at one tap in 0.3 s it never was: QA 174)."""

    def __init__(self, run: float = 0.0) -> None:
        #: Seconds the run of taps goes on (refreshed by each tap).
        self.run = run
        #: Seconds the choice shown still waits.
        self.guard = 0.0
        #: The seat whose Enter chose, the last tap of the run (``None``: a tap that
        #: chose nothing).
        self.chooser: int | None = None

    def tapped(self, chooser: int | None = None) -> None:
        """Enter hurried the game on, or was one more tap on a waiting choice (the run
        goes on; the choice's wait does not start again); or it chose, for ``chooser``:
        the choice that brings waits too (a Flip Four's target was taken by the next
        tap 0.15 s after it showed: QA 194)."""
        self.run = HURRY
        self.chooser = chooser

    def shown(self, turn_of: int | None = None) -> None:
        """A choice appeared (``turn_of``: a seat's hit or stay): it waits if the taps
        are running, but not a hit or stay of the seat whose Enter just chose; at
        instant speed its next turn comes at once, and each Enter played as pressed
        (QA 203)."""
        own = turn_of is not None and turn_of == self.chooser
        self.guard = HURRY if self.run > 0 and not own else 0.0
        # For the next choice only: the seat's first turn of the next round, after the
        # summary, was taken by a tap 150 ms after it showed (QA 205).
        self.chooser = None

    def reached(self, seat: int | None) -> None:
        """Another seat's move was played on ``seat``'s line (a Flip Four, a Steal …):
        if it is the seat whose Enter chose, its next hit or stay is no longer the one
        that Enter expected, and it waits as any other choice does (at instant speed a
        rival's Flip Three put three cards on a person, and the next tap 0.27 s later
        played their turn: QA 209)."""
        if seat is not None and seat == self.chooser:
            self.chooser = None

    @property
    def waiting(self) -> bool:
        """Is an Enter now one more tap, not a choice?"""
        return self.guard > 0

    @property
    def busy(self) -> bool:
        """Does time still matter to it (the loop must not rest: a resting loop passes
        no time, and a run frozen so made a choice shown seconds later wait: QA 176)?"""
        return self.run > 0 or self.guard > 0

    def end(self) -> None:
        """Another key, or the screen covered: the taps are over."""
        self.run = self.guard = 0.0
        self.chooser = None

    def passing(self, seconds: float) -> None:
        """Time passes."""
        self.run = max(0.0, self.run - seconds)
        self.guard = max(0.0, self.guard - seconds)

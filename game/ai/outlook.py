"""Quick estimates of how each seat's round is going, for targeting and staying.

Targeting needs to know, for every seat, how much a card would help or hurt
them. That depends on the round so far (score, bust chance, how many number
cards), on what they will probably still add, and on how much they matter
for the game (how close they are to winning). :class:`Outlook` computes
those numbers once per decision, cheaply (no search), from a
:class:`~game.core.view.PlayerView`.

>>> import random
>>> from game.core import Game, Rules
>>> from game.core.view import PlayerView
>>> look = Outlook(PlayerView(Game(3, Rules(), rng=random.Random(4)), 0))
>>> 0.0 <= look.bust[0] <= 1.0, len(look.projected)
(True, 3)
"""

from __future__ import annotations

import math

from game.core import cards as C
from game.core.arrival import count_numbers
from game.core.engine import ACTIVE, BUSTED
from game.core.scoring import FLIP7_BONUS
from game.core.view import PlayerView

from .counting import bust_chance_for, busting_cards, held_values, safe_gain

#: The risk a typical opponent is assumed to take (the Balanced threshold).
TYPICAL_RISK = 0.26

#: How quickly a seat's weight falls with its distance behind the leading
#: opponent: 40 points is about two average rounds.
THREAT_SCALE = 40.0


def bust_score(line: list[str], brutal: bool) -> int:
    """What a busted line scores: 0, or minus its ``-n`` cards in Brutal (V-B-2)."""
    if not brutal:
        return 0
    return -sum(int(code[1:]) for code in line if code[0] == "-" and code[1:].isdigit())


def expected_final(line: list[str], score: int, counts: dict[str, int], size: int, *,
                   risk: float = TYPICAL_RISK, modifiers_kept: bool = True,
                   brutal: bool = False) -> float:
    """Expected final round score of a line whose owner keeps hitting below ``risk``.

    A mean-path estimate, not a search: each step adds the expected safe gain,
    one expected number card and the busting copies it leaves behind, and
    multiplies the survival chance, until the bust chance reaches ``risk`` or
    the line reaches seven numbers (Flip 7, +15). Good to a few points, and
    cheap enough to run for every seat at every targeting decision.

    >>> expected_final(["12", "11", "10", "9"], 42, {"12": 11, "11": 10, "1": 1}, 22)
    42.0
    >>> expected_final(["3"], 3, {"3": 2, "8": 8, "10": 10}, 20) > 3
    True
    """
    if size <= 0:
        return float(score)
    path = _MeanPath(line, score, count_numbers(line), counts, size, modifiers_kept)
    while path.numbers < 7 and path.left > 0:
        p = path.next_bust()
        # A held Second Chance absorbs the first duplicate, so its owner hits on.
        if (0.0 if path.chance else p) >= risk:
            break
        path.draw(p)
    if path.numbers >= 7:
        path.value += FLIP7_BONUS
    return path.expected(bust_score(line, brutal))


class _MeanPath:
    """One line drawing card after card from the counted pile, on average.

    Each :meth:`draw` adds the expected safe gain, one expected number card
    and the busting copies it leaves behind, and multiplies the survival
    chance. :func:`expected_final` and :meth:`Outlook.forced` walk it with
    different stopping rules (a risk threshold, a fixed number of cards).
    """

    __slots__ = ("busting", "chance", "gain", "growth", "left", "number_share", "numbers",
                 "survive", "value")

    def __init__(self, line: list[str], score: int, numbers: int, counts: dict[str, int],
                 size: int, modifiers_kept: bool) -> None:
        self.chance = C.CHANCE in line
        self.busting = float(busting_cards(line, counts))
        safe_numbers, self.growth = _safe_numbers(counts, held_values(line))
        safe = size - self.busting
        self.number_share = safe_numbers / safe if safe > 0 else 0.0
        self.gain = safe_gain(line, counts, modifiers_kept)
        self.numbers = float(numbers)
        self.value = float(score)
        self.survive = 1.0
        self.left = float(size)

    def next_bust(self) -> float:
        """Chance that the next card busts the line (Second Chance not counted)."""
        return min(1.0, self.busting / self.left)

    def draw(self, p: float) -> None:
        """Take one card that busts with chance ``p``."""
        if self.chance:
            # The Second Chance absorbs a bust; once a bust is likelier than
            # not, it is probably spent.
            self.chance = False if p > 0.5 else self.chance
            p *= p
        self.survive *= 1.0 - p
        self.value += self.gain
        self.numbers += self.number_share
        self.busting += self.growth * self.number_share
        self.left -= 1

    def expected(self, busted_value: float) -> float:
        """The expected score: ``value`` if the line survived, else ``busted_value``."""
        return self.survive * self.value + (1.0 - self.survive) * busted_value


class Outlook:
    """Per-seat estimates of the current round, from ``view``'s point of view.

    - ``score``: round score if the round ended now; ``bust``: chance the next
      card busts (Second Chance counted); ``numbers``: number cards held.
    - ``final``: expected final round score (what an active seat will
      probably end with; a stayed, frozen or busted seat's is settled).
    - ``projected``: total + ``final``: where the seat will probably stand.
    - ``weight``: how much hurting the seat matters to ``view.seat`` — 1 for
      the most dangerous opponent, falling with distance behind it; 0 for
      the viewer itself.
    """

    def __init__(self, view: PlayerView, risk: float = TYPICAL_RISK) -> None:
        self.view = view
        self.me = view.seat
        rules = view.rules
        self.brutal = rules.brutal
        self.target = rules.target
        self.modifiers_kept = not rules.edition.modifiers_played
        self.counts, self.size = view.next_card_counts()
        n = view.n
        self.score = [view.round_score(s) for s in range(n)]
        self.bust = [0.0] * n
        self.numbers = [count_numbers(view.lines[s]) for s in range(n)]
        self.final = [float(x) for x in self.score]
        for s in range(n):
            line = view.lines[s]
            if view.status[s] is BUSTED:
                continue
            self.bust[s] = bust_chance_for(line, self.counts, self.size)
            if view.status[s] is ACTIVE:
                self.final[s] = expected_final(
                    line, self.score[s], self.counts, self.size,
                    risk=risk if s == self.me else TYPICAL_RISK,
                    modifiers_kept=self.modifiers_kept, brutal=self.brutal)
        self.projected = [view.totals[s] + self.final[s] for s in range(n)]
        others = [self.projected[s] for s in range(n) if s != self.me]
        top = max(others)
        self.weight = [
            0.0 if s == self.me else math.exp((self.projected[s] - top) / THREAT_SCALE)
            for s in range(n)
        ]

    def gain_ahead(self, seat: int) -> float:
        """What ``seat`` still expects to add this round (0 if it has stopped)."""
        return self.final[seat] - self.score[seat]

    def forced(self, seat: int, draws: int, then_continue: bool) -> float:
        """Expected round score of ``seat`` after ``draws`` forced cards.

        If ``then_continue`` the seat goes on playing afterwards (an active
        Flip Three / Flip Four target); otherwise it stops (Just One More, or
        a stayed target, V-3, V-4).
        """
        line = self.view.lines[seat]
        busted_value = bust_score(line, self.brutal)
        path = _MeanPath(line, self.score[seat], self.numbers[seat], self.counts, self.size,
                         self.modifiers_kept)
        for _ in range(draws):
            if path.left <= 0 or path.numbers >= 7:
                break
            path.draw(path.next_bust())
        if path.numbers >= 7:
            path.value += FLIP7_BONUS
            return path.expected(busted_value)
        if then_continue and path.left > 0:
            p = path.next_bust()
            # Roughly what the rest of the round adds, as for a fresh estimate.
            if p < TYPICAL_RISK:
                path.value += max(0.0, (1 - p) * path.gain - p * path.value) * 1.5
        return path.expected(busted_value)

    def flip7_chance(self, seat: int, draws: int) -> float:
        """Rough chance that ``draws`` forced cards give ``seat`` Flip 7."""
        need = 7 - self.numbers[seat]
        if need > draws or need <= 0:
            return 0.0
        line = self.view.lines[seat]
        counts, size = self.counts, self.size
        values = held_values(line)
        safe_numbers = sum(
            count for code, count in counts.items()
            if (v := C.number_value(code)) is not None and v not in values
            and code != C.UNLUCKY7
        )
        chance = 1.0
        # Spare draws may be spent on non-number cards without harm.
        spare = draws - need
        for i in range(need):
            left = size - i
            if left <= 0:
                return 0.0
            chance *= max(0.0, (safe_numbers - 1.5 * i) / left)
        return min(1.0, chance * (1.0 + 0.5 * spare))


def _safe_numbers(counts: dict[str, int], values: set[int]) -> tuple[int, float]:
    """How many cards of the pile are new numbers for a line holding ``values``
    (the Unlucky 7 aside), and how many more copies of the same value such a
    card leaves behind on average (the chance the next draw repeats it)."""
    safe_numbers = 0
    copies = 0.0
    for code, count in counts.items():
        face = C.number_value(code)
        if face is None or count <= 0 or face in values or code == C.UNLUCKY7:
            continue
        safe_numbers += count
        copies += count * (count - 1)
    return safe_numbers, (copies / safe_numbers if safe_numbers else 0.0)

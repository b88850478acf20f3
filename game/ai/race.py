"""How likely each player is to win from given totals: a model of the race to the target.

Between rounds, a game of Flip 7 is a race: every round each player adds a
round score, and after the first round in which somebody reaches the target,
the single highest total wins (G-12). The Expert needs the chance of winning
from any totals, fast, thousands of times per decision. This module models
each player's round scores as independent draws from the distribution a
Balanced player actually scores (measured in self-play, see
:func:`measure_round_scores`), precomputes for every deficit the chance of
first reaching the target in exactly k rounds, and combines the players:
you win if you reach the target in some round k before everybody else, or in
the same round with the higher total (a logistic in the difference).

>>> race = Race.get("classic", 200)
>>> round(sum(race.win_chances([0, 0, 0])), 2)
1.0
>>> race.win_chances([180, 100, 100])[0] > 0.8
True
"""

from __future__ import annotations

import math
from functools import lru_cache

from game.core.editions import CLASSIC, VENGEANCE, Edition

#: Round scores of a Balanced player in 3-player self-play (score, how often),
#: per edition key: 6,000 games each. Regenerate with
#: ``python -m game.ai.race`` (see :func:`measure_round_scores`).
ROUND_SCORES: dict[str, tuple[tuple[int, int], ...]] = {
    "classic": (
        (0, 55544), (1, 96), (2, 289), (3, 255), (4, 430), (5, 471), (6, 690),
        (7, 727), (8, 904), (9, 1018), (10, 1215), (11, 1307), (12, 1603), (13, 599),
        (14, 655), (15, 778), (16, 861), (17, 1066), (18, 1137), (19, 1333), (20, 1388),
        (21, 1828), (22, 1642), (23, 2155), (24, 1567), (25, 2080), (26, 2824), (27, 3749),
        (28, 4310), (29, 4697), (30, 4820), (31, 4524), (32, 3938), (33, 4211), (34, 2918),
        (35, 2773), (36, 2758), (37, 2355), (38, 2223), (39, 1695), (40, 1619), (41, 1287),
        (42, 1291), (43, 959), (44, 934), (45, 693), (46, 722), (47, 608), (48, 551),
        (49, 380), (50, 475), (51, 279), (52, 392), (53, 244), (54, 415), (55, 198),
        (56, 356), (57, 172), (58, 381), (59, 169), (60, 408), (61, 176), (62, 418),
        (63, 167), (64, 393), (65, 180), (66, 385), (67, 160), (68, 374), (69, 152),
        (70, 304), (71, 149), (72, 301), (73, 100), (74, 240), (75, 80), (76, 195),
        (77, 46), (78, 169), (79, 27), (80, 152), (81, 15), (82, 88), (83, 24),
        (84, 100), (85, 14), (86, 71), (87, 6), (88, 50), (89, 4), (90, 54),
        (91, 3), (92, 47), (93, 4), (94, 36), (95, 7), (96, 45), (97, 3),
        (98, 29), (99, 6), (100, 18), (101, 5), (102, 12), (103, 5), (104, 12),
        (105, 5), (106, 14), (107, 6), (108, 16), (109, 11), (110, 3), (111, 7),
        (112, 4), (113, 10), (114, 3), (115, 10), (116, 4), (117, 14), (118, 1),
        (119, 10), (121, 13), (122, 2), (123, 8), (124, 1), (125, 9), (127, 13),
        (129, 8), (131, 6), (133, 10), (135, 8), (137, 5), (139, 1), (141, 2),
        (143, 3), (147, 1),
    ),
    "vengeance": (
        (0, 82117), (1, 224), (2, 291), (3, 372), (4, 436), (5, 508), (6, 646),
        (7, 857), (8, 744), (9, 884), (10, 969), (11, 1130), (12, 1233), (13, 1365),
        (14, 748), (15, 1003), (16, 1188), (17, 1289), (18, 1301), (19, 1501), (20, 1428),
        (21, 1639), (22, 1592), (23, 1843), (24, 1679), (25, 2020), (26, 1852), (27, 2071),
        (28, 2445), (29, 2828), (30, 3489), (31, 3733), (32, 4420), (33, 4490), (34, 4579),
        (35, 3944), (36, 4348), (37, 3212), (38, 3128), (39, 2755), (40, 2565), (41, 2167),
        (42, 1898), (43, 1534), (44, 1222), (45, 940), (46, 918), (47, 689), (48, 560),
        (49, 527), (50, 401), (51, 406), (52, 349), (53, 313), (54, 265), (55, 248),
        (56, 183), (57, 191), (58, 183), (59, 178), (60, 206), (61, 178), (62, 191),
        (63, 196), (64, 208), (65, 200), (66, 229), (67, 198), (68, 204), (69, 194),
        (70, 201), (71, 155), (72, 140), (73, 133), (74, 127), (75, 121), (76, 92),
        (77, 87), (78, 86), (79, 52), (80, 54), (81, 48), (82, 37), (83, 27),
        (84, 10), (85, 14), (86, 4), (87, 1), (88, 1), (89, 2),
    ),
    "brutal": (
        (-28, 1), (-26, 1), (-24, 11), (-22, 14), (-20, 25), (-18, 150), (-16, 133),
        (-15, 1), (-14, 280), (-13, 2), (-12, 290), (-11, 8), (-10, 2598), (-9, 18),
        (-8, 2464), (-7, 31), (-6, 2536), (-5, 38), (-4, 2435), (-3, 79), (-2, 2425),
        (-1, 120), (0, 71180), (1, 216), (2, 270), (3, 376), (4, 419), (5, 502),
        (6, 660), (7, 877), (8, 743), (9, 880), (10, 957), (11, 1123), (12, 1251),
        (13, 1424), (14, 742), (15, 1051), (16, 1217), (17, 1300), (18, 1288), (19, 1520),
        (20, 1378), (21, 1604), (22, 1607), (23, 1852), (24, 1677), (25, 2047), (26, 1866),
        (27, 2045), (28, 2498), (29, 2875), (30, 3597), (31, 3864), (32, 4560), (33, 4623),
        (34, 4792), (35, 4132), (36, 4612), (37, 3357), (38, 3249), (39, 2881), (40, 2715),
        (41, 2282), (42, 1998), (43, 1607), (44, 1262), (45, 1001), (46, 956), (47, 712),
        (48, 589), (49, 571), (50, 438), (51, 447), (52, 360), (53, 329), (54, 287),
        (55, 250), (56, 217), (57, 204), (58, 184), (59, 191), (60, 218), (61, 198),
        (62, 200), (63, 222), (64, 200), (65, 212), (66, 228), (67, 195), (68, 205),
        (69, 192), (70, 188), (71, 156), (72, 134), (73, 136), (74, 114), (75, 120),
        (76, 86), (77, 74), (78, 82), (79, 46), (80, 53), (81, 42), (82, 30),
        (83, 21), (84, 5), (85, 8), (86, 3), (87, 1), (88, 2), (89, 1),
    ),
}

#: How sharply the higher total wins when two players reach the target in the
#: same round: the chance is a logistic in the difference of their totals
#: before that round, on this scale (points). The round's own scores (spread
#: about 19 points) blur it.
TIE_SCALE = 15.0

#: The model keeps deficits in steps of about 1/STEPS of the target.
STEPS = 100


def edition_key(edition: Edition, brutal: bool) -> str:
    """The :data:`ROUND_SCORES` key of a rules setting."""
    return "brutal" if brutal else edition.name


def ahead_chance(lead: float) -> float:
    """Chance that a player ``lead`` points ahead before a round finishes ahead
    of the other when both reach the target in that round.

    >>> ahead_chance(0.0)
    0.5
    """
    return 1.0 / (1.0 + math.exp(-lead / TIE_SCALE))


class Race:
    """First-passage tables for one edition's round scores and one target.

    ``crossed[k][d]`` is the chance of having gained at least ``d`` steps after
    ``k`` rounds (``crossed[0]`` is all zeros: the race counts future rounds
    only). A player ``d`` steps short reaches the target in round ``k`` with
    chance ``crossed[k][d] - crossed[k - 1][d]``.
    """

    def __init__(self, key: str, target: int) -> None:
        self.target = target
        self.unit = max(1, round(target / STEPS))
        self.steps = -(-target // self.unit)
        counts: dict[int, int] = {}
        for score, count in ROUND_SCORES[key]:
            step = max(0, round(score / self.unit))  # losses count as nothing gained
            counts[step] = counts.get(step, 0) + count
        total = sum(counts.values())
        moves = sorted((step, count / total) for step, count in counts.items())
        top = self.steps
        crossed: list[list[float]] = [[0.0] * (top + 1)]
        gained = [0.0] * (top + 1)
        gained[0] = 1.0
        while len(crossed) < 400:
            nxt = [0.0] * (top + 1)
            nxt[top] = gained[top]  # whoever reached the target stays there
            for have in range(top):
                p = gained[have]
                if p < 1e-12:
                    continue
                for step, q in moves:
                    nxt[min(top, have + step)] += p * q
            gained = nxt
            tail = [0.0] * (top + 1)
            acc = 0.0
            for d in range(top, -1, -1):
                acc += gained[d]
                tail[d] = acc
            crossed.append(tail)
            if tail[top] > 0.9995:
                break
        self.crossed = crossed
        self.rounds = len(crossed) - 1
        self._first: dict[int, tuple[list[float], list[float]]] = {}

    @staticmethod
    @lru_cache(maxsize=32)
    def get(key: str, target: int) -> Race:
        """The shared tables for ``key`` (see :func:`edition_key`) and ``target``."""
        return Race(key, target)

    def deficit(self, total: float) -> int:
        """Steps still missing from ``total`` to the target (0 if reached)."""
        if total >= self.target:
            return 0
        return min(self.steps, max(1, math.ceil((self.target - total) / self.unit)))

    def first_passage(self, total: float) -> tuple[list[float], list[float]]:
        """``(reach, behind)`` for a player at ``total``: ``reach[k]`` is the chance
        of first reaching the target in future round ``k`` (``k >= 1``),
        ``behind[k]`` the chance of not having reached it after round ``k``.
        A total already at the target reaches it "in round 1" (a tie-break)."""
        d = self.deficit(total)
        cached = self._first.get(d)
        if cached is not None:
            return cached
        rounds = self.rounds
        reach = [0.0] * (rounds + 1)
        behind = [1.0] * (rounds + 1)
        if d == 0:
            reach[1] = 1.0
            behind = [1.0] + [0.0] * rounds
        else:
            crossed = self.crossed
            for k in range(1, rounds + 1):
                reach[k] = crossed[k][d] - crossed[k - 1][d]
                behind[k] = 1.0 - crossed[k][d]
        self._first[d] = (reach, behind)
        return reach, behind

    def win_chances(self, totals: list[float]) -> list[float]:
        """Each player's chance of winning from ``totals`` at the start of a round."""
        tables = [self.first_passage(t) for t in totals]
        n = len(totals)
        chances = []
        for i in range(n):
            reach_i = tables[i][0]
            win = 0.0
            for k in range(1, self.rounds + 1):
                r = reach_i[k]
                if r < 1e-9:
                    continue
                for j in range(n):
                    if j != i:
                        reach_j, behind_j = tables[j]
                        r *= behind_j[k] + reach_j[k] * ahead_chance(totals[i] - totals[j])
                win += r
            chances.append(win)
        norm = sum(chances)
        return [c / norm for c in chances] if norm > 0 else [1.0 / n] * n


def measure_round_scores(edition: Edition, brutal: bool, games: int,
                         seed: int = 10_000) -> dict[int, int]:
    """Round scores of three Balanced players over ``games`` self-play games."""
    import random

    from game.core import Game, Rules
    from game.core.view import PlayerView

    from .personalities import personality

    policy = personality("balanced")
    counts: dict[int, int] = {}
    for g in range(games):
        game = Game(3, Rules(edition, brutal), rng=random.Random(seed + g))
        rng = random.Random(g + 1)
        views = [PlayerView(game, s) for s in range(3)]
        while game.pending is not None:
            decision = game.pending
            game.apply(policy.choose(views[decision.seat], decision, rng))
        for result in game.rounds:
            for score in result.scores:
                counts[score] = counts.get(score, 0) + 1
    return counts


if __name__ == "__main__":  # pragma: no cover - regenerates ROUND_SCORES
    for name, edition, cruel in (("classic", CLASSIC, False),
                                 ("vengeance", VENGEANCE, False),
                                 ("brutal", VENGEANCE, True)):
        table = sorted(measure_round_scores(edition, cruel, 6000).items())
        print(f'    "{name}": (')
        for i in range(0, len(table), 7):
            print("        " + ", ".join(f"({s}, {c})" for s, c in table[i:i + 7]) + ",")
        print("    ),")

"""Kept games for tests: short stacked-deck games whose every score is worked out by
hand, and a folder of them as the session leaves it."""

from __future__ import annotations

import json
from pathlib import Path

from game.core.editions import EDITIONS, full_deck
from game.core.moves import Move
from game.core.record import Record

HIT, STAY = Move("hit"), Move("stay")


def stacked_record(names: list[str], plays: list[str], top: list[str],
                   moves: list[tuple[int, Move]], target: int = 50) -> Record:
    """A classic game of three, dealer seat 2 (so seat 0 is dealt first and plays first),
    whose deck starts with ``top``."""
    rest = full_deck(EDITIONS["classic"], len(names))
    for card in top:
        rest.remove(card)
    return Record(edition="classic", players=list(names), dealer=2, deck=top + rest,
                  moves=list(moves), target=target, plays=list(plays), ai_seed=7, seed=1)


def ann_flip7() -> Record:
    """Ann 12, Ben 11, Cat 10 dealt; Ben and Cat stay; Ann draws 9 8 7 6 5 4: seven
    numbers, Flip 7 (G-10): 12+9+8+7+6+5+4 = 51 + 15 = 66. Round: Ann 66, Ben 11,
    Cat 10; Ann reaches the target of 50 alone and wins (G-12)."""
    return stacked_record(["Ann", "Ben", "Cat"], ["human", "balanced", "expert"],
                          ["12", "11", "10", "9", "8", "7", "6", "5", "4"],
                          [(0, HIT), (1, STAY), (2, STAY)] + [(0, HIT)] * 5)


def ann_busts() -> Record:
    """Ann 12, Ben 11, Cat 10 dealt; Ann hits a second 12 and busts (G-9); Ben hits 9,
    Cat stays, Ben hits 8 7 6 5 4: Flip 7, 11+9+8+7+6+5+4 = 50 + 15 = 65. Round: Ann 0
    (bust), Ben 65, Cat 10; Ben wins."""
    return stacked_record(["Ann", "Ben", "Cat"], ["human", "balanced", "careful"],
                          ["12", "11", "10", "12", "9", "8", "7", "6", "5", "4"],
                          [(0, HIT), (1, HIT), (2, STAY)] + [(1, HIT)] * 5)


def ann_and_ben() -> Record:
    """A hot-seat game (Ann and Ben are people): Ann 3, Ben 12, Cat 11 dealt; Ben and
    Cat stay; Ann draws 4 5 6 7 8 9: Flip 7, 3+4+5+6+7+8+9 = 42 + 15 = 57. Round: Ann
    57, Ben 12, Cat 11; Ann wins."""
    return stacked_record(["Ann", "Ben", "Cat"], ["human", "human", "expert"],
                          ["3", "12", "11", "4", "5", "6", "7", "8", "9"],
                          [(0, HIT), (1, STAY), (2, STAY)] + [(0, HIT)] * 5)


def unfinished() -> Record:
    """A game stopped after its first move (a record a player put in games/ by hand)."""
    record = ann_flip7()
    record.moves = record.moves[:1]
    return record


#: The kept games in the order they ended: Ann loses, then wins twice.
KNOWN = (("2026-01-01_10-00-00.flip7.json", ann_busts),
         ("2026-01-02_10-00-00.flip7.json", ann_flip7),
         ("2026-01-03_10-00-00.flip7.json", ann_and_ben))


def write_record(path: Path, record: Record) -> Path:
    """Save ``record`` as the session would."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record.to_json()))
    return path


def known_folder(folder: Path) -> Path:
    """``folder`` holding the :data:`KNOWN` games."""
    for name, make in KNOWN:
        write_record(folder / name, make())
    return folder

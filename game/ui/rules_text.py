"""What the Rules screen says, as data: the rules of each edition with the cards as
they look in the game (shared/rules.md is the full text; rule ids in brackets).

:func:`rules_for` gives the page of one edition, in the language of the moment,
as a list of blocks:

- ``("h1", text)``: the page's title;
- ``("h2", section, text)``: a section to jump to, by its ``section`` name
  (``"round"``, ``"cards"``, ``"brutal"``, ``"scoring"``, ``"know"``, ``"controls"``);
- ``("p", text)``: a paragraph; ``("li", text)``: a bullet;
- ``("card", codes, title, text)``: one kind of card drawn beside what it does
  (several codes: a row of them, e.g. the bonus cards); a named card is titled
  as the box of the language names it;
- ``("example", codes, text)``: a line of cards and the sum it scores;
- ``("key", keys, text)``: a control.

Every sentence is a whole catalogue entry (``rules.…``), so that it is
translated as it stands.

>>> from game.core import CLASSIC, VENGEANCE
>>> from game.ui.cards import edition_codes
>>> def shown(page):
...     return {code for block in page if block[0] in ("card", "example") for code in block[1]}
>>> [set(edition_codes(e)) <= shown(rules_for(e)) for e in (CLASSIC, VENGEANCE)]
[True, True]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import t
from game.i18n.cards import card_title

if TYPE_CHECKING:
    from game.core.editions import Edition

Block = tuple[Any, ...]

#: The page's plan: blocks whose words are catalogue keys. A card block's title is a key,
#: or ``None`` for the card's own name (:func:`game.i18n.cards.card_title`).
_ROUND: tuple[Block, ...] = (
    ("h2", "round", "rules.round"),
    ("li", "rules.round.players"),
    ("li", "rules.round.deal"),
    ("li", "rules.round.turns"),
    ("li", "rules.round.bust"),
    ("li", "rules.round.flip7"),
    ("li", "rules.round.end"),
    ("li", "rules.round.win"),
)

_CLASSIC_CARDS: tuple[Block, ...] = (
    ("h2", "cards", "rules.cards.classic"),
    ("card", ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"),
     "rules.card.numbers12.title", "rules.card.numbers12"),
    ("card", ("+2", "+4", "+6", "+8", "+10"), "rules.card.bonus.title", "rules.card.bonus"),
    ("card", ("x2",), None, "rules.card.x2"),
    ("card", ("freeze",), None, "rules.card.freeze"),
    ("card", ("flip3",), None, "rules.card.flip3"),
    ("card", ("chance",), None, "rules.card.chance"),
)

_VENGEANCE_CARDS: tuple[Block, ...] = (
    ("h2", "cards", "rules.cards.vengeance"),
    ("card", ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"),
     "rules.card.numbers13.title", "rules.card.numbers13"),
    ("card", ("0",), None, "rules.card.zero"),
    ("card", ("u7",), None, "rules.card.u7"),
    ("card", ("l13",), None, "rules.card.l13"),
    ("card", ("/2",), None, "rules.card.half"),
    ("card", ("-2", "-4", "-6", "-8", "-10"), "rules.card.minus.title", "rules.card.minus"),
    ("card", ("onemore",), None, "rules.card.onemore"),
    ("card", ("flip4",), None, "rules.card.flip4"),
    ("card", ("steal",), None, "rules.card.steal"),
    ("card", ("swap",), None, "rules.card.swap"),
    ("card", ("discard",), None, "rules.card.discard"),
    ("p", "rules.vengeance.play"),
    ("h2", "brutal", "rules.brutal"),
    ("li", "rules.brutal.below"),
    ("li", "rules.brutal.busted"),
    ("li", "rules.brutal.flip7"),
)

_CLASSIC_SCORING: tuple[Block, ...] = (
    ("h2", "scoring", "rules.scoring"),
    ("p", "rules.scoring.classic"),
    ("example", ("12", "11", "8", "5", "x2", "+10"), "rules.example.classic"),
    ("example", ("12", "9", "5", "3", "x2", "+6"), "rules.example.classic2"),
)

_VENGEANCE_SCORING: tuple[Block, ...] = (
    ("h2", "scoring", "rules.scoring"),
    ("p", "rules.scoring.vengeance"),
    ("example", ("13", "12", "9", "6", "4", "3", "1", "/2", "-4"), "rules.example.vengeance"),
)

_CLASSIC_KNOW: tuple[Block, ...] = (
    ("h2", "know", "rules.know"),
    ("li", "rules.know.classic.zero"),
    ("li", "rules.know.classic.self"),
    ("li", "rules.know.classic.never"),
    ("li", "rules.know.classic.during"),
    ("li", "rules.know.ids"),
)

_VENGEANCE_KNOW: tuple[Block, ...] = (
    ("h2", "know", "rules.know"),
    ("li", "rules.know.vengeance.zero"),
    ("li", "rules.know.vengeance.arrive"),
    ("li", "rules.know.vengeance.none"),
    ("li", "rules.know.vengeance.self"),
    ("li", "rules.know.vengeance.stayed"),
    ("li", "rules.know.vengeance.notarget"),
    ("li", "rules.know.ids"),
)

#: Key chips: a letter or arrow as it is, a named key through the catalogue (``key.…``).
_CONTROLS: tuple[Block, ...] = (
    ("h2", "controls", "rules.controls"),
    ("key", ("key.hit", "key.stay"), "rules.key.turn"),
    ("key", ("← →", "↑ ↓", "key.enter"), "rules.key.choose"),
    ("key", ("key.backspace",), "rules.key.undo"),
    ("key", ("L",), "rules.key.history"),
    ("key", ("?",), "rules.key.coach"),
    ("key", ("C",), "rules.key.cards"),
    ("key", ("key.space",), "rules.key.skip"),
    ("key", ("key.esc",), "rules.key.pause"),
    ("key", ("F11",), "rules.key.fullscreen"),
)


def _worded(block: Block, edition: Edition) -> Block:
    """A block of the plan with its words in the language of the moment."""
    kind = block[0]
    if kind == "h2":
        return ("h2", block[1], t(block[2]))
    if kind == "card":
        _, codes, title, text = block
        return ("card", codes, t(title) if title else card_title(codes[0], edition.name),
                t(text))
    if kind == "example":
        return ("example", block[1], t(block[2]))
    if kind == "key":
        return ("key", tuple(t(k) if k.startswith("key.") else k for k in block[1]), t(block[2]))
    return (kind, t(block[1]))


def rules_for(edition: Edition, saved: bool = True) -> list[Block]:
    """The Rules page of ``edition``: the round, its cards, scoring, what players
    often miss, and the controls, in the language of the moment. ``saved`` false
    (opened from the guided round, which is never saved) leaves the pause key's
    "(the game is saved)" out."""
    classic = not edition.modifiers_played  # classic modifiers stay with the drawer (C-1)
    plan: list[Block] = [
        ("h1", "rules.h1.classic" if classic else "rules.h1.vengeance"),
        ("p", "rules.intro"),
    ]
    plan += _ROUND
    plan += _CLASSIC_CARDS if classic else _VENGEANCE_CARDS
    plan += _CLASSIC_SCORING if classic else _VENGEANCE_SCORING
    plan += _CLASSIC_KNOW if classic else _VENGEANCE_KNOW
    # Undoing a Swap's first card is for With a Vengeance only: classic has no Swap,
    # and asks for a player only, never a card (its controls spoke of cards: QA 145).
    for block in _CONTROLS:
        words = block[-1]
        if classic and words == "rules.key.undo":
            continue
        if classic and words == "rules.key.choose":
            block = ("key", block[1], "rules.key.choose.classic")
        if not saved and words == "rules.key.pause":
            block = ("key", block[1], "rules.key.pause.unsaved")
        plan.append(block)
    return [_worded(block, edition) for block in plan]

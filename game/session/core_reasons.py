"""The core's reasons for a bad record or move, in the player's language.

The rules core speaks English only (it is the command line's and the record
contract's language, and knows nothing of the catalogue): "seat 1 is not to
decide now, seat 2 is (G-8)". A German or Dutch player met those words inside
their own language's sentences, on the title for a damaged save or in the
viewer for a bad record (QA 56, QA 60). :func:`core_reason` reads a reason
back into a catalogue message (``core.*``) with its values, so it is worded
when shown; in English it is the core's text, character for character, and a
reason it does not know stays as it came.

>>> from game.i18n import set_language
>>> reason = core_reason("seat 1 is not to decide now, seat 2 is (G-8)")
>>> reason.in_language("de")
'Platz 1 ist jetzt nicht am Zug, sondern Platz 2 (G-8)'
>>> reason.in_language("en")
'seat 1 is not to decide now, seat 2 is (G-8)'
>>> core_reason("a reason no one knows")
'a reason no one knows'

No pygame here.
"""

from __future__ import annotations

import re

from game.core import cards as C
from game.i18n import Message, msg
from game.i18n.cards import card_label

#: A rule id closing a reason: " (G-8)", " (V-B-3)".
_RULE = re.compile(r"(?P<body>.+) \((?P<rule>[CGV](?:-[A-Z0-9]+)+)\)")

#: The core's reasons (as ``game.core`` words them, without a closing rule id), each
#: with its catalogue key. Values are named groups; ``card`` is a card's English name.
_SEAT = r"(?P<seat>-?\d+)"
#: Text as Python quotes it (``repr``), escapes and all: "'Jo\\'s \"Ace\"'" (QA 222).
_QUOTED = r"'(?:[^'\\]|\\.)*'" + "|" + r'"(?:[^"\\]|\\.)*"'
_PATTERNS: tuple[tuple[str, str], ...] = (
    # game/core/record.py: the record's fields
    (r"a record must be a JSON object", "not_object"),
    (r'"format" must be "(?P<format>[^"]*)"', "format"),
    (r'the record has no "version" \(expected 1\)', "no_version"),
    (r"unsupported version (?P<version>.+) \(expected 1\)", "version"),
    (r"the record names no edition \((?P<first>\w+) or (?P<second>\w+), G-1\)",
     "no_edition"),
    (r"unknown edition (?P<edition>.+)", "unknown_edition"),
    (r'"brutal" must be true or false', "brutal_bool"),
    (r"Brutal mode exists only in With a Vengeance", "brutal_classic"),
    (r"target (?P<target>.+) is not a whole number from 50 to 1000", "target_kind"),
    (r"target (?P<target>.+) is outside 50-1000", "target_range"),
    (r'"players" must be a list of names', "players"),
    (r"Flip 7 needs at least 3 players", "few_players"),
    (rf"the name of seat {_SEAT} is not text \(a lone surrogate\)", "name_not_text"),
    (r'"plays" must list who plays each seat, one entry per player', "plays"),
    (r'"(?P<field>ai_seed|seed)" must be an integer', "integer"),
    (r'"dealer" must be a seat from 0 to (?P<last>\d+)', "dealer_field"),
    (r'the record has neither "deck" nor "seed"', "no_deck"),
    (r'"deck" must be a list of card codes', "deck_list"),
    (r'"reshuffles" must be a list of lists of card codes', "reshuffles_list"),
    (r'"moves" must be a list', "moves_list"),
    (r"a move must be an object", "move_object"),
    (r'missing or bad "seat"', "move_seat"),
    (r'the move has no "do"', "move_do"),
    (r"the game is already over", "already_over"),
    # game/core/moves.py: one move's fields
    (r'swap needs "cards": \[\[seat, card\], \[seat, card\]\]', "swap_cards"),
    (r"unknown move (?P<do>.+)", "unknown_move"),
    (r'"(?P<field>\w+)" must be a seat number', "seat_number"),
    (r'missing "(?P<field>\w+)"', "missing_field"),
    (r'"card" must be a card code', "card_code"),
    # game/core/engine.py: the rules
    (r"the game is over", "over"),
    (r"reshuffle (?P<n>\d+) is not a permutation of the discard pile", "reshuffle"),
    (r"the deck is not a complete (?P<edition>\w+) deck for (?P<n>\d+) players \(G-2\): "
     r"(?P<difference>.+)", "deck_incomplete"),
    (r"dealer (?P<dealer>-?\d+) is not a seat", "dealer_seat"),
    (rf"seat {_SEAT} cannot stay while holding the Zero", "zero_stay"),
    (rf"seat {_SEAT} is not to decide now, seat (?P<other>\d+) is", "not_to_decide"),
    (rf"seat {_SEAT} must hit or stay, not (?P<do>\w+)", "hit_or_stay"),
    (rf"seat {_SEAT} must choose bonus or attack for Flip 7, not (?P<do>\w+)",
     "bonus_or_attack"),
    (rf"seat {_SEAT} must choose (?P<wanted>\w+) for (?P<card>.+), not (?P<do>\w+)",
     "choose"),
    (r"seat (?P<player>-?\d+) is not a legal target for (?P<card>.+) played by seat "
     r"(?P<seat>\d+)", "bad_target"),
    (rf"seat {_SEAT} cannot attack seat (?P<player>-?\d+)", "bad_attack"),
    (rf"seat {_SEAT} cannot swap (?P<first>\S+) with (?P<second>\S+)", "bad_swap"),
    (rf"seat {_SEAT} cannot (?P<do>\w+) (?P<card>\S+) from seat (?P<player>-?\d+)",
     "bad_take"),
    # game/ai and game/session/seats.py: a saved game's computer (``plays``), said
    # after its seat's name; it came in English inside a German notice (QA 220)
    (r"risk threshold (?P<risk>.+) is outside (?P<low>[\d.]+)-(?P<high>[\d.]+)",
     "risk_range"),
    (rf"bad risk threshold in (?P<spec>{_QUOTED}): a number from (?P<low>[\d.]+) to "
     r"(?P<high>[\d.]+), e\.g\. (?P<example>\S+)", "risk_bad"),
    (rf"(?P<spec>{_QUOTED}) has nothing after the colon", "after_colon"),
    (rf"unknown player (?P<spec>{_QUOTED}): use random, (?P<styles>.+), threshold:R or "
     r"plain:R", "unknown_player"),
    (rf"(?P<spec>{_QUOTED}) is not a computer", "not_computer"),
    (rf"(?P<spec>{_QUOTED}) needs a risk after ':' \(0\.05 to 0\.60\)", "needs_risk"),
)
#: A reason about one seat, named as Python quotes a name: "seat 'Ann': …".
_OF_SEAT = re.compile(rf"seat (?P<name>{_QUOTED}): (?P<reason>.+)")
_COMPILED = tuple((re.compile(pattern), key) for pattern, key in _PATTERNS)

#: Cards by their English names (the core's ``card_name``), to name them in the
#: player's language.
_BY_NAME = {C.card_name(code): code for code in C.CARDS}


def core_reason(text: str) -> Message | str:
    """``text`` (a reason of :mod:`game.core`) as a catalogue message that words it in
    the language it is shown in; ``text`` itself when it is no reason known here, or
    when the English entry would not give back ``text`` exactly (the command line's
    words must not change)."""
    of_seat = _OF_SEAT.fullmatch(text)
    if of_seat is not None:
        inner = core_reason(of_seat["reason"])
        if isinstance(inner, str):
            return text
        reason = msg("core.of_seat", name=of_seat["name"], reason=inner)
        return reason if reason.in_language("en") == text else text
    body, rule = text, None
    closing = _RULE.fullmatch(text)
    if closing is not None:
        body, rule = closing["body"], closing["rule"]
    for pattern, key in _COMPILED:
        found = pattern.fullmatch(body)
        if found is None:
            continue
        values: dict[str, object] = dict(found.groupdict())
        if key == "deck_incomplete":
            # The edition by the name the screens give it ("Grundspiel"), not its code
            # ("classic-Stapel": QA 237); the cards as they are.
            if found["edition"] in ("classic", "vengeance"):
                values["edition"] = msg(f"edition_code.{found['edition']}")
            values["difference"] = _difference(found["difference"])
        english = msg(f"core.{key}", **values).in_language("en")
        card = values.get("card")
        if isinstance(card, str) and card in _BY_NAME:
            values["card"] = card_label(_BY_NAME[card])
        reason = msg(f"core.{key}", **values)
        if rule is not None:
            english = f"{english} ({rule})"
            reason = msg("core.with_rule", reason=reason, rule=rule)
        return reason if english == text else text
    return text


def _difference(text: str) -> Message | str:
    """The cards a record's deck has too many or too few (:func:`game.core.engine.
    deck_difference`: "extra 14, 12; missing 11 x2 and 3 more") in the language it is
    shown in; the codes as they are. It was English in a German notice (QA 235)."""
    sides: list[Message] = []
    for part in text.split("; "):
        side, _space, cards = part.partition(" ")
        if side not in ("extra", "missing"):
            return text
        more = re.fullmatch(r"(?P<cards>.+) and (?P<rest>\d+) more", cards)
        listed: Message | str = (msg("core.deck_more", cards=more["cards"], rest=more["rest"])
                                 if more else cards)
        sides.append(msg(f"core.deck_{side}", cards=listed))
    if len(sides) == 2:
        return msg("core.deck_both", first=sides[0], second=sides[1])
    return sides[0] if len(sides) == 1 else text

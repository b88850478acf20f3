"""What the Rules screen says, as data: the rules of each edition with the cards as
they look in the game (shared/rules.md is the full text; rule ids in brackets).

:func:`rules_for` gives the page of one edition as a list of blocks:

- ``("h1", text)``, ``("h2", text)``: headings (an ``h2`` is a section to jump to);
- ``("p", text)``: a paragraph; ``("li", text)``: a bullet;
- ``("card", codes, title, text)``: one kind of card drawn beside what it does
  (several codes: a row of them, e.g. the bonus cards);
- ``("example", codes, text)``: a line of cards and the sum it scores;
- ``("key", keys, text)``: a control.

Every sentence is whole, so that it can be translated as it stands.

>>> from game.core import CLASSIC, VENGEANCE
>>> from game.ui.cards import edition_codes
>>> def shown(page):
...     return {code for block in page if block[0] in ("card", "example") for code in block[1]}
>>> [set(edition_codes(e)) <= shown(rules_for(e)) for e in (CLASSIC, VENGEANCE)]
[True, True]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.editions import Edition

Block = tuple[Any, ...]

_ROUND: tuple[Block, ...] = (
    ("h2", "A round"),
    ("li", "The dealer gives everyone one card face up, starting at their left (G-7)."),
    ("li", "Then, in turn, each player still in the round either hits (takes one more card) "
           "or stays (stops and keeps the points of their line) (G-8)."),
    ("li", "Draw a number you already have and you bust: your cards score nothing this "
           "round (G-9)."),
    ("li", "Seven different numbers make Flip 7: the round ends at once for everyone and "
           "you get 15 more points (G-10)."),
    ("li", "The round ends when nobody is left in it; the deal passes to the left. The deck "
           "is not reshuffled between rounds: only when it runs out does the discard pile "
           "become the new deck (G-5, G-6)."),
    ("li", "The first player at or above the target (200 unless you set another) after a "
           "round, with the single highest total, wins. A tie at the top: everybody plays "
           "one more round (G-12)."),
)

_CLASSIC_CARDS: tuple[Block, ...] = (
    ("h2", "The cards of Flip 7 (94)"),
    ("card", ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"),
     "Numbers 0 to 12",
     "As many of each as its value: one 1, two 2s … twelve 12s, and a single 0. The 0 is "
     "worth nothing but is a number: it counts toward Flip 7."),
    ("card", ("+2", "+4", "+6", "+8", "+10"), "Bonus +2 to +10",
     "Adds its points to your round. Stays in your line, never busts you and does not "
     "count toward Flip 7 (C-1)."),
    ("card", ("x2",), "×2",
     "Doubles the sum of your numbers, not your bonuses and not the 15 of a Flip 7 "
     "(C-S)."),
    ("card", ("freeze",), "Freeze",
     "Play it on a player still in the round, yourself included: they stop at once and "
     "keep their points (C-3)."),
    ("card", ("flip3",), "Flip Three",
     "Play it on a player still in the round, yourself included: they take the next three "
     "cards one by one, stopping early on a bust or a Flip 7 (C-4)."),
    ("card", ("chance",), "Second Chance",
     "Keep it in your line. The first time you would bust, the duplicate and the Second "
     "Chance are discarded instead and you stay in. You hold one at most: an extra one "
     "goes to another player (C-5)."),
)

_VENGEANCE_CARDS: tuple[Block, ...] = (
    ("h2", "The cards of With a Vengeance (108)"),
    ("card", ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"),
     "Numbers 1 to 13",
     "As many of each as its value: one 1, two 2s … thirteen 13s (one of the 7s is the "
     "Unlucky 7, one of the 13s the Lucky 13)."),
    ("card", ("0",), "The Zero",
     "A number worth 0 that counts toward Flip 7. While you hold it you must hit, and "
     "your round is worth 0 unless you make Flip 7 (V-10)."),
    ("card", ("u7",), "Unlucky 7",
     "When it arrives it wipes every other number and modifier from your line; only the "
     "Unlucky 7 stays, worth 7. It never busts you (V-11)."),
    ("card", ("l13",), "Lucky 13",
     "With it you may hold one other 13 without busting; the pair counts as two numbers "
     "toward Flip 7. A third 13 busts (V-12, V-13)."),
    ("card", ("/2",), "÷2",
     "Play it on any player not busted: their numbers are halved, rounded down (V-S)."),
    ("card", ("-2", "-4", "-6", "-8", "-10"), "−2 to −10",
     "Play it on any player not busted: it takes its points off their round, which never "
     "goes below 0 (V-1, V-S)."),
    ("card", ("onemore",), "Just One More",
     "The player you choose takes one more card, then stops, even if they had stayed "
     "(V-3)."),
    ("card", ("flip4",), "Flip Four",
     "The player you choose takes the next four cards one by one, stopping early on a bust "
     "or a Flip 7 (V-4)."),
    ("card", ("steal",), "Steal",
     "Take any one card from another player's line into yours (V-5)."),
    ("card", ("swap",), "Swap",
     "Exchange two cards of two different players' lines, yours or two others' (V-6)."),
    ("card", ("discard",), "Discard",
     "Throw away any one card from a player's line (V-7)."),
    ("p", "You play every action and modifier you draw, on any player not busted, "
          "stayed players included (V-1, V-2). Actions go to the discard pile; modifiers "
          "stay in the line they were played on."),
    ("h2", "Brutal mode"),
    ("li", "Scores may go below zero, round and total (V-B-1)."),
    ("li", "Minus cards and ÷2 can also be played on busted players: they score 0 minus "
           "their minus cards (V-B-2)."),
    ("li", "A Flip 7 lets you choose: +15 for yourself, or −15 off any other player's "
           "round, busted players included (V-B-3)."),
)

_CLASSIC_SCORING: tuple[Block, ...] = (
    ("h2", "Scoring a round"),
    ("p", "Add your numbers; ×2 doubles only that sum; then add the bonus cards; then 15 "
          "for a Flip 7. A bust scores 0 (C-S)."),
    ("example", ("12", "11", "8", "5", "x2", "+10"),
     "Numbers 12 + 11 + 8 + 5 = 36, doubled = 72, plus 10 = 82 (not 92: the ×2 does not "
     "double the bonus)."),
    ("example", ("12", "9", "5", "3", "x2", "+6"),
     "Numbers 29, doubled = 58, plus 6 = 64."),
)

_VENGEANCE_SCORING: tuple[Block, ...] = (
    ("h2", "Scoring a round"),
    ("p", "Add your numbers; ÷2 halves that sum (rounded down); then take off the minus "
          "cards, never going below 0 (Brutal: below 0 too); then 15 for a Flip 7. A bust "
          "scores 0, and so does the Zero without Flip 7 (V-S, V-10)."),
    ("example", ("13", "12", "9", "6", "4", "3", "1", "/2", "-4"),
     "Numbers 48, halved = 24, minus 4 = 20, and seven numbers make Flip 7: 20 + 15 = 35."),
)

_CLASSIC_KNOW: tuple[Block, ...] = (
    ("h2", "Good to know"),
    ("li", "The 0 is a number: it counts toward your seven for Flip 7."),
    ("li", "You may play Freeze or Flip Three on yourself; when you are the only player "
           "left in the round you must (C-2)."),
    ("li", "Bonus cards and ×2 never bust you, and a Second Chance is not a number."),
    ("li", "A Freeze or Flip Three drawn during a Flip Three waits until the three cards "
           "are done, then you play it (C-4)."),
)

_VENGEANCE_KNOW: tuple[Block, ...] = (
    ("h2", "Good to know"),
    ("li", "The Zero counts toward Flip 7, and the Lucky 13 with another 13 counts as two "
           "numbers (V-10, V-13)."),
    ("li", "A number that arrives by Steal or Swap is received like a drawn one: it can "
           "bust you, or complete your Flip 7 (V-9)."),
    ("li", "With a Vengeance has no Freeze, Flip Three, Second Chance, +n or ×2 cards."),
    ("li", "You may play an action or a modifier on yourself; when you are the only player "
           "not busted you must (V-1)."),
    ("li", "Stayed players are still in play: they can be given minus cards, stolen from, "
           "or made to take cards by Just One More and Flip Four (V-2)."),
)

_CONTROLS: tuple[Block, ...] = (
    ("h2", "Controls"),
    ("key", ("H", "S"), "Hit or Stay (or click the buttons)."),
    ("key", ("←", "→", "Enter"), "Choose a player or a card: click it, or move with the "
                                  "arrow keys and press Enter."),
    ("key", ("Backspace",), "Undo the first card of a Swap (a right-click does too)."),
    ("key", ("L",), "The history: every event of the game, round by round."),
    ("key", ("?",), "The coach: what a strong player would do now, and why."),
    ("key", ("C",), "How many of each number are left in the deck."),
    ("key", ("Space",), "Skip the animations (a click does too)."),
    ("key", ("Esc",), "Pause: resume, rules, settings, or leave (the game is saved)."),
    ("key", ("F11",), "Fullscreen for now (Settings chooses how the game starts)."),
)


def rules_for(edition: Edition) -> list[Block]:
    """The Rules page of ``edition``: the round, its cards, scoring, what players
    often miss, and the controls."""
    classic = not edition.modifiers_played  # classic modifiers stay with the drawer (C-1)
    title = "How to play Flip 7" if classic else "How to play Flip 7: With a Vengeance"
    page: list[Block] = [
        ("h1", title),
        ("p", "Collect cards, push your luck, and be the first to reach the target score. "
              "Every round each player builds a line of face-up cards in front of them."),
    ]
    page += _ROUND
    page += _CLASSIC_CARDS if classic else _VENGEANCE_CARDS
    page += _CLASSIC_SCORING if classic else _VENGEANCE_SCORING
    page += _CLASSIC_KNOW if classic else _VENGEANCE_KNOW
    page += _CONTROLS
    return page

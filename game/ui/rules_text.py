"""A readable summary of the rules for the Rules screen (shared/rules.md is the full text).

Each entry is ``(style, text)``: ``"h1"``, ``"h2"`` or ``"p"`` (a paragraph;
a leading ``"• "`` makes a bullet).
"""

from __future__ import annotations

RULES: tuple[tuple[str, str], ...] = (
    ("h1", "How to play Flip 7"),
    ("p", "Collect cards, push your luck, and be the first to reach the target score "
          "(200 unless you choose another). Every round each player builds a line of "
          "face-up cards in front of them."),
    ("h2", "A round"),
    ("p", "• The dealer gives everyone one card, face up, starting at their left."),
    ("p", "• Then, in turn, every player still in the round either hits (takes one more "
          "card) or stays (stops and keeps their points for the round)."),
    ("p", "• Draw a number you already have and you bust: your cards score nothing this "
          "round."),
    ("p", "• Collect seven different numbers and you make Flip 7: the round ends at once "
          "and you get 15 extra points."),
    ("p", "• The round ends when nobody is left in it. Everyone who did not bust scores "
          "their line, and the deal passes to the left."),
    ("p", "• The deck is not reshuffled between rounds; when it runs out, the discard "
          "pile is shuffled into a new deck."),
    ("h2", "Classic: the cards"),
    ("p", "• Numbers 0 to 12: there are as many of each as its value (one 1, twelve 12s), "
          "and a single 0."),
    ("p", "• Bonus cards +2 to +10 add to your score; ×2 doubles your numbers (not the "
          "bonuses). They never make you bust."),
    ("p", "• Freeze: choose a player still in the round; they stop now and keep their "
          "points."),
    ("p", "• Flip Three: choose a player; they take the next three cards one by one "
          "(stopping if they bust or make Flip 7)."),
    ("p", "• Second Chance: keep it; the first time you would bust, the duplicate and the "
          "Second Chance are discarded instead and you stay in. You may hold only one; an "
          "extra one is given to another player."),
    ("h2", "Scoring"),
    ("p", "Add your numbers, double them with ×2, add the bonuses, then +15 for Flip 7. "
          "Example: numbers 36 with ×2 and +10 score 82."),
    ("h2", "With a Vengeance"),
    ("p", "The numbers go up to 13 and the cards are meaner:"),
    ("p", "• The Zero: while you hold it you must hit, and your round is worth 0 unless "
          "you make Flip 7."),
    ("p", "• Unlucky 7: it wipes every other number and modifier from your line."),
    ("p", "• Lucky 13: with it you may hold one other 13 without busting."),
    ("p", "• ÷2 halves your numbers; −2 to −10 subtract; a round never goes below 0."),
    ("p", "• Modifiers and actions are played on any player still in the round, "
          "stayed players included: Just One More (take one card, then stop), Flip Four, "
          "Steal (take a card from a line), Swap (exchange two cards between lines) and "
          "Discard (throw away any card from a line)."),
    ("h2", "Brutal mode"),
    ("p", "Scores can go below zero, minus cards can hit busted players too, and a Flip 7 "
          "may take 15 points from a rival instead of adding 15 to your own."),
    ("h2", "Winning"),
    ("p", "After a round, if someone has reached the target, the highest total wins. A tie "
          "at the top means one more round for everybody."),
    ("h2", "Controls"),
    ("p", "• H hits, S stays; or click the buttons."),
    ("p", "• To pick a player or a card, click it, or move with the arrow keys and press "
          "Enter. Right-click undoes the first card of a swap."),
    ("p", "• Space or a click skips animations. Esc pauses. F11 switches fullscreen."),
)

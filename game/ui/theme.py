"""Colours, type sizes and timings shared by every scene.

Contrast: body text is near-white (#F4F1E8) on panels at most as light as
rgb(40, 48, 44), a ratio above 12:1; muted text (#C9D1C8) stays above 8:1.
"""

from __future__ import annotations

#: The logical screen; the window scales it.
WIDTH, HEIGHT = 1280, 720

Color = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

TEXT: Color = (244, 241, 232)
MUTED: Color = (201, 209, 200)
DARK_TEXT: Color = (28, 30, 34)
GOLD: Color = (242, 193, 78)
GOLD_DARK: Color = (160, 118, 30)
RED: Color = (232, 76, 72)
ICE: Color = (132, 212, 255)
GREEN: Color = (110, 214, 140)
SHADOW: RGBA = (0, 0, 0, 110)
PANEL: RGBA = (10, 16, 14, 196)
PANEL_LIT: RGBA = (40, 34, 10, 190)
PANEL_EDGE: RGBA = (255, 255, 255, 40)
#: A dialog over the table (the summary, the score race, the pause menu): opaque. At 250
#: the table's numbers and seats showed through as ghosts (QA nineteenth pass).
DIALOG_FILL: RGBA = (14, 18, 16, 255)

#: Type sizes in logical pixels (≥ 18 body, ≥ 28 totals at 1280×720).
BODY = 20
SMALL = 18
NAME = 20
TOTAL = 30
TOTAL_HUMAN = 38
TITLE = 76
HEADING = 34
BUTTON = 22
#: How much larger running text is with the Large text setting: on every screen, the
#: body and small sizes, button and selector labels, list rows, status lines, the log,
#: prompts, the history, the rules and call-outs. Headings and totals keep their size.
LARGE_STEP = 3


def text_size(base: int, large: bool) -> int:
    """The size running text of ``base`` px is set in: :data:`LARGE_STEP` larger with
    the Large text setting (the one rule every screen follows, through
    :meth:`game.ui.assets.Assets.size`).

    >>> text_size(BODY, False), text_size(BODY, True)
    (20, 23)
    """
    return base + LARGE_STEP if large else base

#: Seconds of "thinking" a computer seat shows at normal speed.
THINK_TIME = 0.55

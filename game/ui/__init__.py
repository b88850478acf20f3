"""The table: pygame-ce scenes, layout, card sprites, tweens, sound and input.

The UI reads the rules core's state and events and submits moves; it never
changes a game any other way. Importing this package keeps pygame's
start-up banner quiet.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

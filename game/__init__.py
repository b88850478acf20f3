"""Flip 7 for the desktop: the rules core, computer opponents and the table."""

__version__ = "0.1.0"

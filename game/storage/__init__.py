"""The player's files: where they live, how they are read and written safely,
and the settings. No pygame, so session, ui and app may all import it."""

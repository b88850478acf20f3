"""Entry points, command line, settings and save files."""

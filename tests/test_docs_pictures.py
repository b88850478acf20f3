"""The README's pictures and the snapshot tool's ``--docs`` mode, which retakes them."""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from game.app import snapshots

ROOT = Path(__file__).resolve().parent.parent


def test_the_docs_mode_knows_every_picture_the_readme_shows() -> None:
    # One list: a picture added to the README without a shot (or a shot left for a
    # picture the README dropped) would make `--docs` retake a different set.
    shown = set(re.findall(r"\(docs/([\w-]+\.png)\)", (ROOT / "README.md").read_text("utf-8")))
    assert shown == set(snapshots.DOCS)
    assert all((ROOT / "docs" / name).is_file() for name in shown)
    assert {language for language, _shot in snapshots.DOCS.values()} == {"en", "de", "nl"}


def test_the_small_screen_picture_is_the_whole_table_scaled_on_black(tmp_path: Path) -> None:
    snapshots._small_screen(tmp_path)
    picture = pygame.image.load(str(tmp_path / "small-screen.png"))
    assert picture.get_size() == (1024, 600)
    # The window a 1024×600 screen gets (906×510), centred: black around it, felt inside.
    assert picture.get_at((10, 10))[:3] == (0, 0, 0)
    assert picture.get_at((1014, 590))[:3] == (0, 0, 0)
    left, top = (1024 - 906) // 2, (600 - 510) // 2
    inside = picture.get_at((left + 40, top + 200))
    assert inside.g > inside.r and inside.g > 40  # the green table, not the screen


def test_the_tool_leaves_a_players_saved_game_and_no_folders_behind(
        tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With FLIP7_HOME set, the tool wrote its own six-player game over the player's
    saved game there, and every run left temporary folders behind (QA 95): its files
    go to a folder of its own, removed at the end."""
    import tempfile

    home = tmp_path / "home"
    home.mkdir()
    save = home / "current.flip7.json"
    save.write_text('{"the": "player\'s game"}', encoding="utf-8")
    monkeypatch.setenv("FLIP7_HOME", str(home))
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    assert snapshots.main([str(tmp_path / "shots"), "--screens"]) == 0
    assert (tmp_path / "shots" / "screen-continue.png").is_file()
    assert save.read_text(encoding="utf-8") == '{"the": "player\'s game"}'
    assert sorted(p.name for p in home.iterdir()) == ["current.flip7.json"]
    assert list(scratch.iterdir()) == []

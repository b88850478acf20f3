"""What a screen draws: the words and sizes passed to ``Assets.text``."""

from __future__ import annotations

import pygame
import pytest

from game.ui.assets import Assets


def record_texts(assets: Assets, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """A list that fills with every ``(words, size)`` ``assets`` sets from now on."""
    drawn: list[tuple[str, int]] = []
    real = assets.text

    def text(words: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append((words, size))
        return real(words, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(assets, "text", text)
    return drawn

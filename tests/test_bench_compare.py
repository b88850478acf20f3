"""The paired comparison (bench/ai_compare.py): which build each side plays."""

from __future__ import annotations

import os
from pathlib import Path

from bench_helpers import load_bench

ai_compare = load_bench("ai_compare")
ROOT = Path(__file__).resolve().parent.parent


def test_the_compiled_sources_are_setup_pys_list() -> None:
    # The Expert and its helpers joined the compiled build after the script was
    # written: a base may borrow this tree's twins only if they are all unchanged.
    found = ai_compare.compiled_sources()
    assert "game/core/engine.py" in found
    assert {"game/ai/expert.py", "game/ai/race.py", "game/ai/playout.py",
            "game/ai/targeting.py", "game/ai/outlook.py"} <= set(found)
    assert all((ROOT / source).is_file() for source in found)


def test_a_source_edited_after_its_twin_was_built_is_named(tmp_path: Path) -> None:
    (tmp_path / "setup.py").write_text(
        'COMPILED = [\n    "game/ai/expert.py",\n    "game/ai/race.py",\n]\n', encoding="utf-8")
    folder = tmp_path / "game" / "ai"
    folder.mkdir(parents=True)
    for name in ("expert", "race"):
        (folder / f"{name}.py").write_text("", encoding="utf-8")
        (folder / f"{name}.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    assert ai_compare.stale_twins(tmp_path) == []
    twin = folder / "expert.cpython-311-x86_64-linux-gnu.so"
    os.utime(twin, (1_000_000, 1_000_000))  # built long before the source was saved
    assert ai_compare.stale_twins(tmp_path) == ["game/ai/expert.py"]
    # A rebuild renews the group's library and may leave the module's shim as it was.
    (tmp_path / "flip7_native__mypyc.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    assert ai_compare.stale_twins(tmp_path) == []
    os.utime(tmp_path / "flip7_native__mypyc.cpython-311-x86_64-linux-gnu.so",
             (1_000_000, 1_000_000))
    assert ai_compare.stale_twins(tmp_path) == ["game/ai/expert.py"]
    for twin in folder.glob("*.so"):
        twin.unlink()
    assert ai_compare.stale_twins(tmp_path) == []  # a pure tree has nothing stale

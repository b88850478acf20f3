"""The seeded games of :mod:`golden_games` hash exactly as before.

Each configuration has its own hash so a failure names the games that
changed. The hashes were taken from the engine and the policies before the
speed work of issue 18; they hold for the pure-Python modules and for the
mypyc-compiled ones alike. The test runs on the build this process loads,
and, where compiled twins are built, also on the other build in a second
process (``FLIP7_PURE``, see ``game/_build.py``). Update a hash only for a
change of behaviour that is meant, and say so in the commit.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from golden_games import CASES, Case, digest

from game import _build

EXPECTED = {
    0: "2b97b4afb371c6f649580bf9814d029d113e20f22041a2c9eef5c23d87e44af3",
    1: "04135e36c4b27822a325d79ecb30c2ea981ceb16e264cf0777e4f44b15cde66c",
    2: "9dbff17510fdaa5c986ddb02200a34d56c7c9cbf3b10d3e983e19580351c074b",
    3: "515ccbdb469e371dacc4422d0944b279ffa6fcc5c094816f7bc4d066b66b180c",
    4: "4f4bbc72716d015223e2e81e8fa92065ee1f4173e4b678f01dfaf6869e5bd7ed",
    5: "4bf1e1e9feb07d4ea69b2a67ca5416d92aab58c2daaca893538f902dec13227b",
    6: "9c8726198097a47f81a9a6235139aea64dcc198eba21bfae73702745cfa33bcf",
    7: "b017b6dc9ee4588947ad5171e979b5bde7c648703254de8e041d177b0599af7b",
    8: "f691dc9f3df835909f2833b70f2658a53b05e0172b8eb87ba73c05f101dbe68e",
    9: "10a90eded33c3e56832b6ddf861c2019a0dbbee91256e7de4c0c140b25a89e75",
    10: "170ee31b21eebf27817d3a9bedc08b76a12cd6716054717e218b185324eecf30",
    11: "da9cf733279cf173b15d8278e38d0b5463bdb439dc35c246a0026c1ea79e3d44",
    12: "244f1b4ab378a0e870155237d36cb987f081cc95673a8e96bb503bd2798349ec",
}

_TESTS = Path(__file__).resolve().parent


def _label(case: Case) -> str:
    mode = "-brutal" if case.brutal else ""
    return f"{case.edition}{mode}-{len(case.specs)}seats-{'+'.join(sorted(set(case.specs)))}"


@pytest.mark.parametrize("index", range(len(CASES)), ids=[_label(c) for c in CASES])
def test_seeded_games_hash_as_before(index: int) -> None:
    assert digest([CASES[index]]) == EXPECTED[index]


def test_seeded_games_hash_as_before_on_the_other_build() -> None:
    if not _build.twins_built():
        pytest.skip("no compiled build here (FLIP7_COMPILE=1 python3 setup.py build_ext "
                    "--inplace)")
    env = dict(os.environ)
    if _build.compiled():
        env[_build.PURE] = "1"
    else:
        env.pop(_build.PURE, None)
    script = (
        "import json, sys\n"
        f"sys.path.insert(0, {str(_TESTS)!r})\n"
        "from game import _build\n"
        "from golden_games import CASES, digest\n"
        "print(json.dumps([_build.compiled(), [digest([c]) for c in CASES]]))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, check=True, cwd=_TESTS.parent)
    other_compiled, hashes = json.loads(done.stdout)
    assert other_compiled != _build.compiled()
    assert hashes == [EXPECTED[i] for i in range(len(CASES))]

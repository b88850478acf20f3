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
    0: "348c3ec5b43a608ab93243f22e79be6ca66ee6514946ec135febcecf4882249e",
    1: "38e2ed4aa7351e6badf8c193aa1cbc0d63fd399d79374d32b0c8c9876c3c22b3",
    2: "85edf9bba0631a232e07bba665f4cb5dc8257c52ccc1de7cdb656c5befd71719",
    3: "7f3db7f3fb0b624b901ac8c927c08fffc0af1a417dbe4dea857f4bcc834600bd",
    4: "fd878d57134aba584855ec8539909a16a582467e9170193412c4e7222872eeca",
    5: "77c386f85295c632ae84dad38f1b82c68d0248b54f7815a6cfac63b4c3184266",
    6: "a4b2ff7bc641a7363339aaaf2b766b4fcda8e6b042eafd986f0d8c5b6696d4f8",
    7: "20e55e0326f6183924b7d63fde132868c7f00ca9341e91d659b391a2b0dca14a",
    8: "34c75fb4d93d3591df368572bcd1d14721c5fa40e0c04cbe4e18b63155748cb7",
    9: "9300b7b7182cf7f367da3148dd7bdf235166b6730ed54d0a38539ef65ee620be",
    10: "a31663068b1bba68237253927f660f8e58de4d50390cff2f885a1b308135c795",
    11: "c89a93481e0781ab411d157582f7a36b47fdd8b4da7d66a96f7ad266151f7bf8",
    12: "eec1bf07a413d152741cc0b8b045a4b4c95d08f70ea45ac56973f7f5b713d62b",
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

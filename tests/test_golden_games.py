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
    1: "de84377736d628e20da3643e55250cc0ff98451974e0e21ccff18d16ef79e8fe",
    2: "5feb00a0c5fefe71744b89944d4f464d259ba5f449c46d1315b3486ad5d0c642",
    3: "772e60806aa8239e89360168e64b08c645a53ab6503d2db2e8955a684249d804",
    4: "5a178acc71a86142fc64d4e2106219428fad655f18b4cd0a2cbca25c1e62b13b",
    5: "4bf1e1e9feb07d4ea69b2a67ca5416d92aab58c2daaca893538f902dec13227b",
    6: "5abe2a1bc19c15ebcf9c6ac376e296e8d461c9f559f127f1bc85908e4819e414",
    7: "b017b6dc9ee4588947ad5171e979b5bde7c648703254de8e041d177b0599af7b",
    8: "ab10b8e379ce135db1483bb46ede5c8b3af13914badcc607e7751470a1d9f951",
    9: "9300b7b7182cf7f367da3148dd7bdf235166b6730ed54d0a38539ef65ee620be",
    10: "d20f8892d13736bfdc39d06e45ace518e53e2fd6be1e05be8665784b4d59b2d9",
    11: "da9cf733279cf173b15d8278e38d0b5463bdb439dc35c246a0026c1ea79e3d44",
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

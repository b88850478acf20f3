"""What build_exe.spec relies on (tools/build_support.py): versions, modules, checks.

The builds themselves run in ``.ci/build_exe.sh``; these tests pin down the
pieces that decide what goes into a build and what it says about itself.
"""

from __future__ import annotations

import ast
import doctest
import importlib.util
import plistlib
import subprocess
import sys
from pathlib import Path

import pytest

import game

ROOT = Path(__file__).resolve().parent.parent
_SPEC = importlib.util.spec_from_file_location("build_support", ROOT / "tools" / "build_support.py")
assert _SPEC is not None and _SPEC.loader is not None
support = importlib.util.module_from_spec(_SPEC)
sys.modules["build_support"] = support
_SPEC.loader.exec_module(support)


def test_the_source_version_is_the_packages() -> None:
    assert support.source_version() == game.__version__
    assert support.build_version(None) == game.__version__
    assert support.build_version("  ") == game.__version__


@pytest.mark.parametrize("requested, version", [
    ("v1.2.0", "1.2.0"), ("1.2", "1.2"), ("2.0.0rc1", "2.0.0rc1"),
    ("1.0.0.post2", "1.0.0.post2"), ("0.3.0.dev4", "0.3.0.dev4"),
    ("0.1.0+g84b5620", "0.1.0+g84b5620"), ("0.1.0+ci", "0.1.0+ci"),
])
def test_a_tag_or_version_is_taken_as_it_is(requested: str, version: str) -> None:
    assert support.build_version(requested) == version


@pytest.mark.parametrize("bad", ["latest", "v1", "1.2.3-beta", "1.2.3+", "release-1.0",
                                 "1..2", "1.2.3 4"])
def test_a_tag_that_is_no_version_stops_the_build(bad: str) -> None:
    with pytest.raises(support.BuildError, match="is not a version"):
        support.build_version(bad)


def test_platform_versions_keep_the_release_numbers() -> None:
    assert support.numeric_version("1.2.3") == (1, 2, 3, 0)
    assert support.numeric_version("1.2.3.4rc1+ci") == (1, 2, 3, 4)
    assert support.short_version("2.1") == "2.1.0"
    assert support.short_version("0.1.0+g84b5620") == "0.1.0"


# ---------------------------------------------------------------------- modules


def test_every_game_module_is_listed_and_the_entry_script_is_not() -> None:
    names = support.game_modules()
    found = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
             for p in (ROOT / "game").rglob("*.py") if (p.parent / "__init__.py").exists()}
    assert set(names) == found - {"game.__main__"}
    assert {"game", "game.core.engine", "game.ui.script", "game.app.gui"} <= set(names)
    # The walk's "modules" step, from source, finds the same list.
    from game.ui.script import game_modules

    assert sorted(game_modules()) == sorted(names)


def test_imports_are_found_at_any_depth_but_not_for_type_checkers() -> None:
    source = '''
import os, json as j
from pathlib import Path
from . import sibling
from .. import parent
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    import decimal
    from email import message
else:
    import random

def lazy():
    import statistics.linear_regression
    class Inner:
        def deeper(self):
            from http.client import HTTPConnection
'''
    assert support.imports_of(source) == {"os", "json", "pathlib", "typing", "random",
                                          "statistics.linear_regression", "http.client"}


def test_the_game_imports_nothing_the_build_leaves_out() -> None:
    assert support.excluded_imports() == []


def test_a_lazy_import_of_a_left_out_module_is_caught(tmp_path: Path) -> None:
    (tmp_path / "game" / "app").mkdir(parents=True)
    (tmp_path / "game" / "__init__.py").write_text("")
    (tmp_path / "game" / "app" / "stats.py").write_text(
        "def spread(xs):\n    import statistics\n    return statistics.stdev(xs)\n")
    (tmp_path / "game" / "app" / "net.py").write_text("from urllib.request import urlopen\n"
                                                     "import urllib.parse\n")
    problems = support.excluded_imports(tmp_path)
    assert problems == [
        "game/app/net.py imports urllib.request, which build_exe.spec leaves out "
        "('urllib.request' in tools/build_support.py EXCLUDES)",
        "game/app/stats.py imports statistics, which build_exe.spec leaves out "
        "('statistics' in tools/build_support.py EXCLUDES)",
    ]


# ---------------------------------------------------------------------- the stamp


def test_a_frozen_game_reports_the_stamped_version(tmp_path: Path) -> None:
    support.write_stamp(tmp_path, "9.8.7", ["game", "game.core"])
    code = ("import sys; sys.frozen = True; sys.path.insert(0, sys.argv[1]); import game; "
            "stamp = __import__(game.BUILD_STAMP); print(game.__version__, stamp.MODULES)")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "9.8.7 ('game', 'game.core')"
    # From source the stamp is ignored even where one could be imported.
    done = subprocess.run([sys.executable, "-c", code.replace("sys.frozen = True; ", ""),
                           str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                          check=True)
    assert done.stdout.split()[0] == game.__version__


def test_a_frozen_game_without_a_stamp_keeps_the_source_version() -> None:
    code = "import sys; sys.frozen = True; import game; print(game.__version__)"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == game.__version__


# ---------------------------------------------------------------------- platforms


class _Node:
    """Stands in for PyInstaller's version-resource classes when reading the text."""

    def __init__(self, kind: str, *args: object, **kwargs: object) -> None:
        self.kind, self.args, self.kwargs = kind, args, kwargs


def test_the_windows_version_resource_carries_the_version() -> None:
    text = support.windows_version_text("1.4.2rc1")
    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable",
             "StringStruct", "VarFileInfo", "VarStruct")
    ast.parse(text, mode="eval")  # one expression, as PyInstaller evaluates it
    space = {n: (lambda *a, _n=n, **k: _Node(_n, *a, **k)) for n in names}
    info = eval(text, {"__builtins__": {}}, space)
    assert info.kind == "VSVersionInfo"
    fixed = info.kwargs["ffi"]
    assert fixed.kwargs["filevers"] == (1, 4, 2, 0) == fixed.kwargs["prodvers"]
    table = info.kwargs["kids"][0].args[0][0]
    strings = {s.args[0]: s.args[1] for s in table.args[1]}
    assert strings["ProductVersion"] == strings["FileVersion"] == "1.4.2rc1"
    assert strings["ProductName"] == "Flip 7" and strings["OriginalFilename"] == "flip7.exe"


def test_the_mac_bundle_says_its_version() -> None:
    entries = support.mac_info_plist("1.4.2+g84b5620")
    assert entries["CFBundleShortVersionString"] == "1.4.2" == entries["CFBundleVersion"]
    assert entries["CFBundleDisplayName"] == "Flip 7"
    assert "1.4.2+g84b5620" in str(entries["CFBundleGetInfoString"])
    assert plistlib.loads(plistlib.dumps(entries)) == entries
    assert support.BUNDLE_ID.count(".") >= 2



def test_the_linux_menu_entry_starts_the_program_with_its_icon() -> None:
    # desktop-file-validate accepts packaging/flip7.desktop; the archive
    # (.ci/package.py) holds flip7 and flip7.png beside it, which these name.
    lines = (ROOT / "packaging" / "flip7.desktop").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    fields = dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))
    assert fields["Type"] == "Application" and fields["Name"] == support.NAME
    # "%f": a record opened with it from a file manager is shown (QA 213).
    assert fields["Exec"] == f"{support.EXE_NAME} %f" and fields["Icon"] == support.EXE_NAME
    assert fields["Terminal"] == "false"
    assert fields["Categories"].endswith(";") and "Game" in fields["Categories"].split(";")
    readme = (ROOT / "packaging" / "README-linux.txt").read_text(encoding="utf-8")
    assert "{version}" in readme and "flip7.desktop" in readme and "flip7.png" in readme
    # A player backing up needs to know the games are there too (QA 84).
    assert "saved game" in readme and "games/" in readme and "XDG_DATA_HOME" in readme
    heading, rule = support.download_readme(readme, "0.1.0").splitlines()[:2]
    assert heading == "Flip 7 0.1.0 for Linux" and rule == "=" * len(heading)


def test_docstring_examples() -> None:
    result = doctest.testmod(support)
    assert result.attempted >= 6 and result.failed == 0

"""What build_exe.spec needs besides PyInstaller: the version, the module list, checks.

Standard library only, so the spec, ``.ci/smoke.py``, ``.ci/package.py`` and the
tests (``tests/test_build_support.py``) share one copy of each fact:

* the version a build carries: ``FLIP7_VERSION`` when set (the release workflow
  sets it from the tag, ``v1.2.0`` -> ``1.2.0``), else the source tree's
  ``game.__version__``; written into the bundle as the stamp module
  :data:`game.BUILD_STAMP`, which ``game/__init__.py`` reads when frozen;
* every module of the game, all of which the bundle must hold;
* the standard-library modules the spec leaves out, and a check that no game
  module imports one of them (a lazy import would only fail in the download);
* the Windows version resource and the macOS ``Info.plist`` entries.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

NAME = "Flip 7"
EXE_NAME = "flip7"
#: The macOS bundle identifier (reverse-DNS; it must never change once released,
#: or macOS treats the new version as another program with other settings).
BUNDLE_ID = "org.flip7.desktop"
DESCRIPTION = "Flip 7 and Flip 7: With a Vengeance, the push-your-luck card game"
COPYRIGHT = "The Flip 7 developers (MIT licence)"

#: Standard-library and third-party modules the game does not use; leaving them
#: out keeps the download small. Every game module is checked against this list
#: (:func:`excluded_imports`), so a game module that starts using one fails the build.
EXCLUDES = (
    "numpy", "tkinter", "_tkinter", "unittest", "pydoc", "doctest", "pytest", "hypothesis",
    "PIL", "setuptools", "pkg_resources", "distutils", "lib2to3", "xmlrpc", "sqlite3",
    "multiprocessing.dummy", "test", "pygame.examples", "pygame.tests", "pygame.docs",
    # No network and no hashing: this also leaves out OpenSSL (about 5 MB).
    "ssl", "_ssl", "hashlib", "_hashlib", "urllib.request", "http", "email",
    "decimal", "_decimal", "statistics", "fractions",
)

# PEP 440 public versions (1.2, 1.2.3, 1.2.3rc1, 1.2.3.post1, 1.2.3.dev4) with an
# optional local part (1.2.3+g1a2b3c4, which CI builds of branches carry).
_VERSION = re.compile(r"^(\d+(?:\.\d+){1,3})((?:a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?"
                      r"(\+[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)?$")


class BuildError(ValueError):
    """A build input is wrong; the message says which and how to fix it."""


def source_version(root: Path = ROOT) -> str:
    """``game.__version__`` as written in ``game/__init__.py`` (read, not imported).

    >>> bool(_VERSION.match(source_version()))
    True
    """
    tree = ast.parse((root / "game" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets):
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise BuildError("game/__init__.py has no __version__ = '...' line")


def build_version(requested: str | None, root: Path = ROOT) -> str:
    """The version a build carries: ``requested`` (``FLIP7_VERSION``; a leading ``v`` of a
    tag is dropped) after checking it, or the source version when it is empty.

    >>> build_version("v2.0.1")
    '2.0.1'
    >>> build_version("1.0.0+g84b5620")
    '1.0.0+g84b5620'
    """
    version = (requested or "").strip().removeprefix("v") or source_version(root)
    if not _VERSION.match(version):
        raise BuildError(f"FLIP7_VERSION {requested!r} is not a version such as 1.2.0, "
                         "1.2.0rc1 or 1.2.0+g84b5620 (tags are v1.2.0)")
    return version


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """The release numbers of ``version``, four of them (Windows' file version).

    >>> numeric_version("1.2rc1+local")
    (1, 2, 0, 0)
    """
    match = _VERSION.match(version)
    if match is None:
        raise BuildError(f"not a version: {version!r}")
    parts = [int(p) for p in match.group(1).split(".")]
    a, b, c, d = [*parts, 0, 0, 0][:4]
    return (a, b, c, d)


def short_version(version: str) -> str:
    """Three release numbers, as macOS wants in ``CFBundleShortVersionString``.

    >>> short_version("1.4.0.2.dev1")
    '1.4.0'
    """
    return ".".join(str(n) for n in numeric_version(version)[:3])


def download_readme(template: str, version: str) -> str:
    """The download's README from ``template``: ``{version}`` filled in, and a heading's
    row of ``=`` as long as the heading it underlines (it was the template's length, four
    signs too long for "0.1.0").

    >>> print(download_readme("Flip 7 {version}\\n================\\n\\nRun it.\\n", "0.1.0"))
    Flip 7 0.1.0
    ============
    <BLANKLINE>
    Run it.
    <BLANKLINE>
    """
    lines = template.replace("{version}", version).split("\n")
    for i in range(1, len(lines)):
        if lines[i] and set(lines[i]) == {"="} and lines[i - 1]:
            lines[i] = "=" * len(lines[i - 1])
    return "\n".join(lines)


# ---------------------------------------------------------------------- modules


def game_modules(root: Path = ROOT) -> list[str]:
    """Every module of the ``game`` package in the source tree, packages included,
    except ``game.__main__`` (the entry script: importing it would start the game).
    Files outside a package (``game/_hooks``, PyInstaller's hooks) are not modules."""
    names = []
    for path in sorted((root / "game").rglob("*.py")):
        if not (path.parent / "__init__.py").exists():
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        if parts[-1] == "__main__":
            continue
        names.append(".".join(parts))
    return names


def imports_of(source: str) -> set[str]:
    """The absolute module names a module's code imports when it runs: at the top and
    inside functions alike, but not under ``if TYPE_CHECKING:`` (never run).

    >>> sorted(imports_of("import os.path\\nfrom json import dumps\\nfrom . import x\\n"
    ...                   "if TYPE_CHECKING:\\n    import decimal\\n"
    ...                   "def f():\\n    from email import message\\n"))
    ['email', 'json', 'os.path']
    """
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source))
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _excluded(module: str, excludes: Iterable[str]) -> str | None:
    """The entry of ``excludes`` that leaves ``module`` out (itself or a parent package)."""
    for entry in excludes:
        if module == entry or module.startswith(entry + "."):
            return entry
    return None


def excluded_imports(root: Path = ROOT, excludes: Iterable[str] = EXCLUDES) -> list[str]:
    """One line per import in the game's code of a module the build leaves out."""
    excludes = tuple(excludes)
    problems = []
    for path in sorted((root / "game").rglob("*.py")):
        for module in sorted(imports_of(path.read_text(encoding="utf-8"))):
            entry = _excluded(module, excludes)
            if entry is not None:
                problems.append(f"{path.relative_to(root).as_posix()} imports {module}, "
                                f"which build_exe.spec leaves out ({entry!r} in "
                                "tools/build_support.py EXCLUDES)")
    return problems


def write_stamp(folder: Path, version: str, modules: list[str]) -> Path:
    """Write the stamp module (see :data:`game.BUILD_STAMP`) into ``folder``; return its path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "_flip7_build.py"
    path.write_text(
        '"""Written by build_exe.spec: what this executable was built as."""\n\n'
        f"VERSION = {version!r}\n"
        f"MODULES = {tuple(modules)!r}\n", encoding="utf-8")
    return path


# ---------------------------------------------------------------------- platforms


def windows_version_text(version: str) -> str:
    """The version resource of ``flip7.exe`` in PyInstaller's version-file syntax.

    Explorer shows it under Properties > Details (file and product version,
    description, copyright).
    """
    numbers = numeric_version(version)
    strings = [("CompanyName", "The Flip 7 developers"), ("FileDescription", NAME),
               ("FileVersion", version), ("InternalName", EXE_NAME),
               ("LegalCopyright", COPYRIGHT), ("OriginalFilename", f"{EXE_NAME}.exe"),
               ("ProductName", NAME), ("ProductVersion", version)]
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings)
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,\n"
        "                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([StringTable('040904B0', [\n"
        f"          {table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])]),\n"
        "  ],\n"
        ")\n")


def mac_info_plist(version: str) -> dict[str, object]:
    """Info.plist entries of ``Flip 7.app`` beyond those PyInstaller writes."""
    return {
        "CFBundleName": NAME,
        "CFBundleDisplayName": NAME,
        "CFBundleShortVersionString": short_version(version),
        "CFBundleVersion": short_version(version),
        "CFBundleGetInfoString": f"{NAME} {version}",
        "NSHumanReadableCopyright": COPYRIGHT,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHighResolutionCapable": True,
    }

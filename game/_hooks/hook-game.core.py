"""PyInstaller hook for ``game.core``, found through the ``pyinstaller40``
entry point in ``pyproject.toml`` (``game._build.pyinstaller_hook_dirs``).

In a compiled build (``FLIP7_COMPILE=1``, see ``setup.py``) the rules
modules share one library, ``flip7_native__mypyc``, that they import from
C, where PyInstaller cannot see the import: name it here. A pure build has
no such library and needs nothing.
"""

from importlib.util import find_spec

hiddenimports = ["flip7_native__mypyc"] if find_spec("flip7_native__mypyc") else []

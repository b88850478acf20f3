#!/usr/bin/env bash
# Build the standalone game with build_exe.spec (one folder, then one file) and
# smoke-test each build with .ci/smoke.py: the walk of every screen
# (.ci/walk.script), replays, simulate, a whole autoplay game, and on macOS and
# Windows the bundle's version and icon. A module left out of a bundle fails here.
# Used by .ci/run and by .github/workflows/ci.yml, so every system builds alike.
#
#   FLIP7_VERSION  the version the builds carry (the release passes the tag's;
#                  default: game.__version__ of this tree)
#   PYTHON         the interpreter (default python3; Windows runners have python)
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PIP_ROOT_USER_ACTION=ignore
export PIP_DISABLE_PIP_VERSION_CHECK=1
py=${PYTHON:-python3}
"$py" -m pip install -q -e ".[build]"

# Optional steps that change what gets bundled go here, before PyInstaller runs,
# each opt-in by an environment variable so that the default build stays plain.

"$py" -m PyInstaller --noconfirm --log-level WARN build_exe.spec
"$py" -m PyInstaller --noconfirm --log-level WARN --distpath dist/onefile \
  --workpath build/onefile build_exe.spec -- --onefile

# The programs a player starts: on macOS the one inside the app bundle.
case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*|Windows_NT) folder=dist/flip7/flip7.exe single=dist/onefile/flip7.exe ;;
  Darwin) folder="dist/Flip 7.app/Contents/MacOS/flip7" single=dist/onefile/flip7 ;;
  *) folder=dist/flip7/flip7 single=dist/onefile/flip7 ;;
esac
"$py" .ci/smoke.py "$folder" "$single"

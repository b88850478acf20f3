#!/usr/bin/env bash
# Build the standalone game with build_exe.spec (one folder, then one file)
# and smoke-test each build: computers play a whole game through the real
# table scene, headless, and the program must exit 0.
# Used by .ci/run and by .github/workflows/release.yml, so both build alike.
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PIP_ROOT_USER_ACTION=ignore
export PIP_DISABLE_PIP_VERSION_CHECK=1
# PYTHON lets the release workflow name its interpreter (Windows has no python3).
py=${PYTHON:-python3}
# Issue 18: the executables ship the mypyc-compiled engine (see setup.py).
export FLIP7_COMPILE="${FLIP7_COMPILE:-1}"
"$py" -m pip install -q -e ".[build]"
# ... and it plays the seeded games exactly as the pure one does (when pytest is there).
if "$py" -c "import pytest" 2> /dev/null; then "$py" -m pytest -q tests/test_golden_games.py; fi

case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*|Windows_NT) exe=".exe" ;;
  *) exe="" ;;
esac

"$py" -m PyInstaller --noconfirm --log-level WARN build_exe.spec
"$py" -m PyInstaller --noconfirm --log-level WARN --distpath dist/onefile \
  --workpath build/onefile build_exe.spec -- --onefile

limit=""
command -v timeout > /dev/null && limit="timeout 300"  # macOS has no timeout(1)

smoke() {
  local binary=$1 shot=$2
  # Run from another folder: the bundle must find its assets by itself.
  (cd "${TMPDIR:-/tmp}" && $limit "$binary" --autoplay --exit-when-done --seed 7 \
      --screenshot "$shot")
  test -s "$shot"
  echo "smoke test passed: $binary"
}
smoke "$PWD/dist/flip7/flip7$exe" "$PWD/dist/smoke-onefolder.png"
smoke "$PWD/dist/onefile/flip7$exe" "$PWD/dist/smoke-onefile.png"

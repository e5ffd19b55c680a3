#!/usr/bin/env bash
# Counts the instructions `brickyard import` executes on the generated app of 55 screens
# (scripts/gen-swift-app.py, callgrind), the import's measure for refactors: an instruction count
# is steady on a shared machine where a time is not. Compare two builds (release builds, or two
# debug builds; a debug build takes a minute or two under callgrind):
#
#   bash Benchmarks/import-instructions.sh /tmp/before-brickyard   # e.g. a release build of main
#   bash Benchmarks/import-instructions.sh .build-bench/release/brickyard
#
# SCREENS=N sets the app's size (55). The binary is stripped into a scratch copy first (valgrind
# cannot read Swift's debug info). Also prints the user time of one run without callgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:?usage: Benchmarks/import-instructions.sh path/to/brickyard}"
command -v valgrind > /dev/null || { echo "import-instructions: valgrind is not installed" >&2; exit 1; }
screens="${SCREENS:-55}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
strip -o "$work/brickyard" "$bin"
python3 scripts/gen-swift-app.py "$work/app" --screens "$screens" > /dev/null
count="$(cd "$work" && valgrind --tool=callgrind --callgrind-out-file=/dev/null \
  ./brickyard import app -o out 2>&1 | sed -n 's/.*Collected : //p')"
rm -rf "$work/out"
TIMEFORMAT=%U
user="$( { time "$work/brickyard" import "$work/app" -o "$work/out" > /dev/null 2>&1; } 2>&1 )"
printf 'import of %s screens: %15s instructions, %s s user\n' "$screens" "$count" "$user"

#!/usr/bin/env bash
# The compositional import benchmark: `brickyard import` of a 20-screen compositional app
# (written into a temporary folder by scripts/gen-compositional-app.py from the importer's
# compositional fixtures), timed in a release build, best of 5 runs, with the peak memory.
#
# Usage: Benchmarks/import-compositional.sh [BRICKYARD]   (default: .build/release/brickyard)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/release/brickyard}"
[ -x "$bin" ] || { echo "build it first: swift build -c release --product brickyard" >&2; exit 1; }
app="$(mktemp -d)"
out="$(mktemp -d)"
trap 'rm -rf "$out" "$app"' EXIT
python3 scripts/gen-compositional-app.py "$app" --screens 20 > /dev/null
best=""
for _ in 1 2 3 4 5; do
  start=$(date +%s.%N)
  "$bin" import "$app" -o "$out" > /dev/null 2>&1
  end=$(date +%s.%N)
  t=$(echo "$end - $start" | bc)
  if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
done
screens=$(ls "$out"/*.yaml | wc -l)
peak=""
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f "%M" -o "$out.peak" "$bin" import "$app" -o "$out" > /dev/null 2>&1
  peak=", peak $(($(tail -1 "$out.peak") / 1024)) MB"
  rm -f "$out.peak"
fi
for f in "$out"/*.yaml; do "$bin" check "$f" > /dev/null; done
printf 'import of %d compositional screens: %.2f s (best of 5)%s; every file loads\n' \
  "$screens" "$best" "$peak"

#!/usr/bin/env bash
# Counts the instructions `brickyard check` executes on three 100,000-brick files (callgrind),
# the loading measure for refactors: an instruction count is steady on a shared machine where a
# time is not. Compare two builds:
#
#   bash Benchmarks/load-instructions.sh /tmp/before-brickyard   # e.g. a release build of main
#   bash Benchmarks/load-instructions.sh .build-bench/release/brickyard
#
# The binary is stripped into a scratch copy first (valgrind cannot read Swift's debug info).
set -euo pipefail
bin="${1:?usage: Benchmarks/load-instructions.sh path/to/brickyard}"
command -v valgrind > /dev/null || { echo "load-instructions: valgrind is not installed" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
strip -o "$work/brickyard" "$bin"
"$work/brickyard" bench --synthetic flat --bricks 100000 --write "$work/flat100k.json"
"$work/brickyard" bench --synthetic explicit --bricks 100000 --write "$work/labels100k.json"
"$work/brickyard" bench --synthetic explicit --bricks 100000 --write "$work/labels100k.yaml"
for file in flat100k.json labels100k.json labels100k.yaml; do
  count="$(cd "$work" && valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    ./brickyard check "$file" 2>&1 | sed -n 's/.*Collected : //p')"
  printf '%-16s %15s instructions\n' "$file" "$count"
done

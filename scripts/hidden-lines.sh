#!/usr/bin/env bash
# Counts, per file in Layouts/, the measured text lines that the text screen hides (FORMAT.md
# §4): every screen from the top to the end of the content on an iPhone SE at zoom 1.
#   scripts/hidden-lines.sh            the working tree
#   scripts/hidden-lines.sh COMMIT     the tree of COMMIT, counted by this tree's counter
# The counter is Tests/BrickTestSupport/MeasuredLines.swift, built in scripts/HiddenLines.
# Builds go through the shared build lock.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tree="$root"
if [ $# -gt 0 ]; then
  tree="$(mktemp -d)/brickyard-$1"
  mkdir -p "$tree"
  git -C "$root" archive "$1" | tar -x -C "$tree"
  rm -rf "$tree/scripts/HiddenLines"
  mkdir -p "$tree/scripts/HiddenLines/Sources/hidden-lines"
  cp "$root/scripts/HiddenLines/Package.swift" "$tree/scripts/HiddenLines/"
  cp "$root/scripts/HiddenLines/Sources/hidden-lines/main.swift" \
    "$root/Tests/BrickTestSupport/MeasuredLines.swift" "$tree/scripts/HiddenLines/Sources/hidden-lines/"
fi
cd "$tree/scripts/HiddenLines"
flock /tmp/brickyard-build.lock swift build --product hidden-lines 2>&1 | grep -E "error|warning: .*MeasuredLines" || true
"$(swift build --show-bin-path)/hidden-lines" "$tree/Layouts"

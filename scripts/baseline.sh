#!/usr/bin/env bash
# Writes the frames (JSON) and the screens (text, with and without colour) of every layout in
# Layouts/ for several devices and offsets into a folder, so that two builds can be compared:
#
#   bash scripts/baseline.sh /tmp/before            # with the current build
#   ... change the code, rebuild ...
#   bash scripts/baseline.sh /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
#
# BRICKYARD=path/to/brickyard picks the binary (default: .build/debug/brickyard).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/baseline.sh OUTDIR}"
bin="${BRICKYARD:-.build/debug/brickyard}"
mkdir -p "$out"
count=0
for file in Layouts/*.yaml Layouts/*.json; do
  [ -e "$file" ] || continue
  name="$(basename "$file")"
  for device in iphone-se ipad; do
    for orientation in portrait landscape; do
      tag="$name.$device.$orientation"
      "$bin" frames "$file" --device "$device" --orientation "$orientation" \
        --offsets 0,120,400,900,2000,400,0 > "$out/$tag.frames.json" 2>&1 || true
      "$bin" render "$file" --device "$device" --orientation "$orientation" --frame \
        --color never > "$out/$tag.screen.txt" 2>&1 || true
      "$bin" render "$file" --device "$device" --orientation "$orientation" --offset 300 \
        --color always --zoom 2 > "$out/$tag.zoom2.ansi" 2>&1 || true
      count=$((count + 3))
    done
  done
done
if [ "$count" -eq 0 ]; then echo "baseline: no layouts found" >&2; exit 1; fi
echo "baseline: wrote $count files to $out"

#!/usr/bin/env bash
# Regenerates every picture in the docs: the README gallery (docs/gallery/*.svg) and the
# README's inline pictures (docs/appearance/*.svg) with `brickyard render --format svg`, and the
# text screens in docs/*.md between `<!-- render ARGS -->` and `<!-- /render -->` (the output of
# `brickyard render ARGS --color never`, fenced).
#   scripts/gallery.sh            write them (commit the result)
#   scripts/gallery.sh --check    regenerate into a temp folder and fail if any differs
# Uses $BRICKYARD, else .build/debug/brickyard (run `swift build` first).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BRICKYARD:-.build/debug/brickyard}
[ -x "$bin" ] || { echo "gallery: $bin not found; run swift build first" >&2; exit 2; }

check=false
[ "${1:-}" = "--check" ] && check=true
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Written here first; without --check the gallery is written in place, the rest copied after.
if $check; then gallery=$out/gallery; else gallery=docs/gallery; fi
mkdir -p "$gallery" "$out/appearance"

# name  layout  render options
while read -r name layout options; do
  [ -z "$name" ] && continue
  # shellcheck disable=SC2086
  "$bin" render "Layouts/$layout" --format svg $options > "$gallery/$name.svg"
done <<'LIST'
sticky-product-page  sticky-product-page.yaml  --offsets 0,300,700
spotlight            spotlight.yaml            --offsets 0,150,300
card-stack           card-stack.yaml           --offsets 0,200,400
mosaic-fm            mosaic-fm.yaml
photo-carousel       photo-carousel.yaml
dim-orientation      dim-orientation.yaml      --matrix orientation
size-classes         dim-horizontal-size-class.json --matrix sizeClass
z-index              z-index.yaml              --offsets 0,120
comp-grid            compositional-grid.yaml
comp-orthogonal      compositional-orthogonal-scroll-behaviors.yaml
comp-pinned          compositional-pinned-section-headers.yaml --offsets -59,400
comp-nested          compositional-nested-groups.yaml
comp-decoration      compositional-section-background-decoration.yaml
comp-adaptive        compositional-adaptive-sections.yaml --matrix devices:iphone-16,ipad
comp-inset-grid      compositional-inset-items-grid.yaml
comp-two-column      compositional-two-column.yaml
comp-distinct        compositional-distinct-sections.yaml
comp-list            compositional-list.yaml
comp-inset-grouped   compositional-inset-grouped-list.yaml
comp-badges          compositional-item-badges.yaml
comp-headers         compositional-section-headers-footers.yaml
comp-orthogonal-nest compositional-orthogonal-scrolling.yaml --collection-offset section0=200,0
comp-news            compositional-news-feed.yaml
comp-videos          compositional-video-sessions.yaml
LIST

# The README's inline pictures: path  layout  render options
while read -r path layout options; do
  [ -z "$path" ] && continue
  mkdir -p "$out/$(dirname "$path")"
  # shellcheck disable=SC2086
  "$bin" render "$layout" --format svg $options > "$out/$path"
done <<'LIST'
appearance/settings.svg    docs/appearance/settings.yaml  --matrix appearance
appearance/text-sizes.svg  Layouts/text-styles.yaml       --matrix contentSize:large,accessibility2
LIST

# Text screens inside the docs: each `<!-- render ARGS -->` line is followed by a fenced block
# holding `brickyard render ARGS --color never`, up to `<!-- /render -->`.
for doc in docs/*.md; do
  grep -q '^<!-- render ' "$doc" || continue
  mkdir -p "$out/md"
  BIN="$bin" python3 - "$doc" > "$out/md/$(basename "$doc")" <<'PY'
import os, shlex, subprocess, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
out, skipping = [], False
for line in lines:
    if skipping:
        if line.strip() == "<!-- /render -->":
            skipping = False
            out.append(line)
        continue
    out.append(line)
    if line.startswith("<!-- render ") and line.endswith(" -->"):
        args = shlex.split(line[len("<!-- render "):-len(" -->")])
        text = subprocess.run([os.environ["BIN"], "render", *args, "--color", "never"],
                              check=True, capture_output=True, text=True).stdout
        out += ["```", text.rstrip("\n"), "```"]
        skipping = True
sys.stdout.write("\n".join(out))
PY
done

if $check; then
  stale=0
  if ! diff -r -q docs/gallery "$out/gallery" >/dev/null; then
    diff -r -q docs/gallery "$out/gallery" >&2 || true
    stale=1
  fi
  for f in "$out"/appearance/*.svg "$out"/md/*.md; do
    [ -e "$f" ] || continue
    doc=docs/${f#"$out"/}
    doc=${doc/docs\/md\//docs/}
    cmp -s "$f" "$doc" || { echo "differs: $doc" >&2; stale=1; }
  done
  if [ "$stale" = 1 ]; then
    echo "gallery: pictures in docs/ are out of date; run scripts/gallery.sh and commit them" >&2
    exit 1
  fi
  echo "gallery: every picture in docs/ is current ($(ls "$out"/gallery | wc -l) gallery" \
    "pictures, $(ls "$out"/appearance | wc -l) inline, $(ls "$out"/md 2>/dev/null | wc -l)" \
    "documents)"
else
  cp "$out"/appearance/*.svg docs/appearance/
  for f in "$out"/md/*.md; do [ -e "$f" ] && cp "$f" "docs/$(basename "$f")"; done
  echo "gallery: wrote $(ls "$gallery"/*.svg | wc -l) gallery pictures," \
    "$(ls "$out"/appearance | wc -l) inline pictures and $(ls "$out"/md 2>/dev/null | wc -l)" \
    "documents"
fi

#!/usr/bin/env bash
# Regenerates the README gallery (docs/gallery/*.svg) with `brickyard render --format svg`.
#   scripts/gallery.sh            write docs/gallery/ (commit the result)
#   scripts/gallery.sh --check    regenerate into a temp folder and fail if docs/gallery differs
# Uses $BRICKYARD, else .build/debug/brickyard (run `swift build` first).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BRICKYARD:-.build/debug/brickyard}
[ -x "$bin" ] || { echo "gallery: $bin not found; run swift build first" >&2; exit 2; }

check=false
out=docs/gallery
if [ "${1:-}" = "--check" ]; then
  check=true
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"

# name  layout  render options
while read -r name layout options; do
  [ -z "$name" ] && continue
  # shellcheck disable=SC2086
  "$bin" render "Layouts/$layout" --format svg $options > "$out/$name.svg"
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

if $check; then
  if ! diff -r -q docs/gallery "$out" >/dev/null; then
    diff -r -q docs/gallery "$out" >&2 || true
    echo "gallery: docs/gallery is out of date; run scripts/gallery.sh and commit it" >&2
    exit 1
  fi
  echo "gallery: docs/gallery is current ($(ls "$out" | wc -l) pictures)"
else
  echo "gallery: wrote $(ls "$out"/*.svg | wc -l) pictures to $out"
fi

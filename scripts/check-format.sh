#!/usr/bin/env bash
# The formatting check CI runs: every Swift file (but the import fixtures and the fuzz seeds,
# which are Swift snippets and broken Swift on purpose) must be as the toolchain's
# swift-format leaves it (configured by .swift-format), and no line may be over 100 columns.
#
#   bash scripts/check-format.sh          # check
#   bash scripts/check-format.sh --fix    # format in place, then check the line lengths
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.swift' | grep -v -e '^Tests/BrickImportTests/Fixtures/' -e '^Fuzz/Seeds/')
[ ${#files[@]} -gt 0 ] || { echo "check-format: no Swift files found" >&2; exit 1; }

if [ "${1:-}" = "--fix" ]; then
  swift format format --parallel --in-place "${files[@]}"
else
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  for f in "${files[@]}"; do mkdir -p "$scratch/$(dirname "$f")"; cp "$f" "$scratch/$f"; done
  cp .swift-format "$scratch/"
  (cd "$scratch" && swift format format --parallel --in-place "${files[@]}")
  changed=0
  for f in "${files[@]}"; do
    if ! cmp -s "$f" "$scratch/$f"; then
      [ $changed -lt 20 ] && diff -u "$f" "$scratch/$f" | head -20
      changed=$((changed + 1))
    fi
  done
  if [ $changed -gt 0 ]; then
    echo "check-format: $changed files are not formatted: run bash scripts/check-format.sh --fix"
    exit 1
  fi
fi

python3 - "${files[@]}" <<'PY'
import sys
long = []
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if len(line.rstrip("\n")) > 100:
                long.append(f"{path}:{number}: {len(line.rstrip())} columns")
if long:
    print("\n".join(long[:40]))
    print(f"check-format: {len(long)} lines over 100 columns")
    sys.exit(1)
print(f"check-format: {len(sys.argv) - 1} files formatted, no line over 100 columns")
PY

#!/usr/bin/env bash
# CI's short fuzz runs, SECONDS (default 60) each, of scripts/fuzz.sh under AddressSanitizer:
#
#   scripts/ci-fuzz.sh [SECONDS]
#
# 1. The importer: CI's AddressSanitizer build (scripts/asan.sh, .build-asan) already makes
#    Sources/BrickFuzz a libFuzzer binary with the importer (scripts/fuzz-flags.sh), so that
#    debug binary runs, layouts and templates and Swift input alike, with no build of its own.
#    It is slow (a debug build: hundreds of inputs a minute), so:
# 2. Layouts and templates at speed: a release fuzz target without the importer (no
#    swift-syntax, so a short build of its own in .build-fuzz): tens of thousands of inputs.
# Without the ASan build (BRICKYARD_CI_SANITIZERS=0) only the second runs. Where the toolchain
# has no libFuzzer, says so and passes. Any crash or sanitizer report fails.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
if ! bash "$root/scripts/fuzz-flags.sh" >/dev/null; then
  echo "ci-fuzz: no libFuzzer in this toolchain; skipped"
  exit 0
fi
status=0
asan_binary="$root/.build-asan/debug/BrickFuzz"
if [[ -x "$asan_binary" ]] && grep -q LLVMFuzzerRunDriver "$asan_binary"; then
  echo "ci-fuzz: the AddressSanitizer build's fuzz target, importer included (debug)"
  FUZZ_BINARY="$asan_binary" FUZZ_OUT="$root/fuzz-out/ci-import" \
    "$root/scripts/fuzz.sh" "$seconds" || status=1
else
  echo "ci-fuzz: no AddressSanitizer build with the fuzz target (scripts/asan.sh makes it)"
fi
echo "ci-fuzz: layouts and templates, release, without the importer"
FUZZ_IMPORT=0 FUZZ_OUT="$root/fuzz-out/ci" "$root/scripts/fuzz.sh" "$seconds" || status=1
exit $status

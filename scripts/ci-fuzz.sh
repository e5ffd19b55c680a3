#!/usr/bin/env bash
# CI's short fuzz run: SECONDS (default 60) of scripts/fuzz.sh over layouts, templates and the
# importer's Swift input.
#
#   scripts/ci-fuzz.sh [SECONDS]
#
# CI's AddressSanitizer build (scripts/asan.sh, .build-asan) already makes Sources/BrickFuzz a
# libFuzzer binary with the importer (scripts/fuzz-flags.sh), so that binary runs and nothing
# is built. Without it (BRICKYARD_CI_SANITIZERS=0), fuzz.sh builds one of its own, release and
# without the importer (swift-syntax under the sanitizer would double the build). Where the
# toolchain has no libFuzzer, says so and passes.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
export FUZZ_OUT="${FUZZ_OUT:-$root/fuzz-out/ci}"
asan_binary="$root/.build-asan/debug/BrickFuzz"
if [[ -x "$asan_binary" ]] && grep -q LLVMFuzzerRunDriver "$asan_binary"; then
  echo "ci-fuzz: the AddressSanitizer build's fuzz target (importer included)"
  FUZZ_BINARY="$asan_binary" exec "$root/scripts/fuzz.sh" "$seconds"
fi
if ! bash "$root/scripts/fuzz-flags.sh" >/dev/null; then
  echo "ci-fuzz: no libFuzzer in this toolchain; skipped"
  exit 0
fi
FUZZ_IMPORT=0 exec "$root/scripts/fuzz.sh" "$seconds"

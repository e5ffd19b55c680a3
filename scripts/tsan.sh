#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer in its own build folder.
#
#   scripts/tsan.sh [--without-importer] [extra swift test arguments]
#
# --without-importer builds with --disable-default-traits: no Importer trait, so no
# swift-syntax (the importer's tests compile out, saying so).
#
# Swift Testing runs tests in parallel, and the loader runs on a thread of its own, so TSan
# sees real concurrency. The end-to-end tests run unless BRICKYARD_SANITIZER_SKIP_E2E=1.
set -euo pipefail
# SWIFT names the swift command (e.g. SWIFT=swiftlock where builds share a machine).
read -r -a swift <<< "${SWIFT:-swift}"
# The allocation counter's malloc stays out of sanitizer builds (Tests/AllocationCounter).
flags=(-Xcc -DBRICKYARD_NO_ALLOCATION_COUNTER)
root="$(cd "$(dirname "$0")/.." && pwd)"
if [[ "${1:-}" == --without-importer ]]; then flags+=(--disable-default-traits); shift; fi
cd "$root"
skip=()
if [[ "${BRICKYARD_SANITIZER_SKIP_E2E:-0}" == 1 ]]; then skip=(--skip EndToEndTests); fi
export SWIFT_BACKTRACE=enable=no
export BRICKYARD_SANITIZER=1  # longer time limits in BadInputTests
# Reports that are TSan's blind spots, not races, are in scripts/tsan-suppressions.txt.
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1:suppressions=$root/scripts/tsan-suppressions.txt}"
"${swift[@]}" build --build-tests --sanitize=thread "${flags[@]}" --scratch-path .build-tsan -j "${JOBS:-2}"
"${swift[@]}" test --skip-build --sanitize=thread "${flags[@]}" --scratch-path .build-tsan "${skip[@]}" "$@"

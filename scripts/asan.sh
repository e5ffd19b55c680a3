#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer (and LeakSanitizer) in its own build folder.
#
#   scripts/asan.sh [--without-importer] [extra swift test arguments]
#
# --without-importer builds with --disable-default-traits: no Importer trait, so no
# swift-syntax (the importer's tests compile out, saying so).
#
# The end-to-end tests start the brickyard binary, which is built with ASan too; they run unless
# BRICKYARD_SANITIZER_SKIP_E2E=1. Leaks are reported but only the project's own count: the
# Swift runtime and XCTest keep a few allocations for the life of the process, so
# scripts/lsan-suppressions.txt names those.
set -euo pipefail
# SWIFT names the swift command (e.g. SWIFT=swiftlock where builds share a machine).
read -r -a swift <<< "${SWIFT:-swift}"
# The allocation counter's malloc stays out of sanitizer builds (Tests/AllocationCounter).
flags=(-Xcc -DBRICKYARD_NO_ALLOCATION_COUNTER)
root="$(cd "$(dirname "$0")/.." && pwd)"
if [[ "${1:-}" == --without-importer ]]; then flags+=(--disable-default-traits); shift; fi
# The same build makes the fuzz target a libFuzzer binary (.build-asan/debug/BrickFuzz, what
# scripts/ci-fuzz.sh runs) when the toolchain has libFuzzer: coverage counters in every module,
# which the tests do not notice.
if fuzz_text="$(bash "$root/scripts/fuzz-flags.sh" 2>/dev/null)"; then
  mapfile -t fuzz_flags <<< "$fuzz_text"
  flags+=("${fuzz_flags[@]}")
fi
cd "$root"
skip=()
if [[ "${BRICKYARD_SANITIZER_SKIP_E2E:-0}" == 1 ]]; then skip=(--skip EndToEndTests); fi
# Let sanitizer reports reach stderr and the exit status instead of Swift's backtracer.
export SWIFT_BACKTRACE=enable=no
export BRICKYARD_SANITIZER=1  # longer time limits in BadInputTests
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:halt_on_error=1:detect_stack_use_after_return=0}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/scripts/lsan-suppressions.txt:print_suppressions=0}"
"${swift[@]}" build --build-tests --sanitize=address "${flags[@]}" --scratch-path .build-asan -j "${JOBS:-2}"
"${swift[@]}" test --skip-build --sanitize=address "${flags[@]}" --scratch-path .build-asan "${skip[@]}" "$@"

#!/usr/bin/env bash
# CI's short fuzz run: about 60 s of scripts/fuzz.sh when the fuzz target builds on this
# machine (a toolchain with libFuzzer); otherwise says so and passes.
#
#   scripts/ci-fuzz.sh [SECONDS]
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
rm -f "$root"/Fuzz/.build/release.yaml  # see fuzz.sh
# FUZZ_SANITIZE=address (as CI runs it) adds AddressSanitizer, here and in fuzz.sh.
sanitize=(--sanitize=fuzzer)
if [[ -n "${FUZZ_SANITIZE:-}" ]]; then sanitize+=("--sanitize=$FUZZ_SANITIZE"); fi
if ! (cd "$root/Fuzz" && swift build -c release "${sanitize[@]}" >/dev/null 2>&1); then
  echo "ci-fuzz: the fuzz target does not build here (no libFuzzer?); skipped"
  exit 0
fi
FUZZ_OUT="${FUZZ_OUT:-$root/fuzz-out/ci}" exec "$root/scripts/fuzz.sh" "$seconds"

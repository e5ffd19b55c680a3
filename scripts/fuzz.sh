#!/usr/bin/env bash
# Fuzzes the layout loader (templates included), solver, behaviors, rasterizer, the font reader
# and the Swift importer with libFuzzer for SECONDS (default 300), starting from a copy of
# Layouts/, Fuzz/Seeds/ (templates, font files font-*, fonts: layouts fonts-*) and the
# importer's Swift fixtures (never written to).
#
#   scripts/fuzz.sh [SECONDS]
#
# Builds Sources/BrickFuzz as a libFuzzer binary with AddressSanitizer (release, in
# .build-fuzz; scripts/fuzz-flags.sh has the flags), or runs FUZZ_BINARY when it names one
# already built (CI's AddressSanitizer build makes one: scripts/ci-fuzz.sh). FUZZ_IMPORT=0
# leaves the importer out of the build (no swift-syntax: a much shorter build). After a crash
# or a timeout (an input taking over FUZZ_TIMEOUT seconds, default 10) libFuzzer stops; the
# script restarts it with the grown corpus until the time is used up. Crashing inputs are kept in fuzz-out/ (ignored by git; FUZZ_OUT to change it).
# Prints the inputs tried (execs) and the distinct crashing inputs; exits 1 if any.
# A crashing input replays in any build: `swift run BrickFuzz fuzz-out/crash-...`.
set -euo pipefail

seconds="${1:-300}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${FUZZ_OUT:-$root/fuzz-out}"
timeout_s="${FUZZ_TIMEOUT:-10}"
# SWIFT names the swift command (e.g. SWIFT=swiftlock where builds share a machine).
read -r -a swift <<< "${SWIFT:-swift}"

if [[ -n "${FUZZ_BINARY:-}" ]]; then
  binary="$FUZZ_BINARY"
else
  flags_text="$(bash "$root/scripts/fuzz-flags.sh")" || exit 2
  mapfile -t fuzz_flags <<< "$flags_text"
  build=(build -c release --product BrickFuzz --scratch-path "$root/.build-fuzz"
    --sanitize=address "${fuzz_flags[@]}")
  if [[ "${FUZZ_IMPORT:-1}" == 0 ]]; then build+=(--disable-default-traits); fi
  echo "Building the fuzz target (release, AddressSanitizer, libFuzzer)..."
  build_log="${TMPDIR:-/tmp}/brickyard-fuzz-build.log"
  if ! (cd "$root" && "${swift[@]}" "${build[@]}" >"$build_log" 2>&1); then
    grep -E "error" "$build_log" | head -20 >&2
    echo "fuzz.sh: the fuzz target did not build (log: $build_log)" >&2
    exit 2
  fi
  binary="$(cd "$root" && swift "${build[@]}" --show-bin-path)/BrickFuzz"
fi
[[ -x "$binary" ]] || { echo "fuzz.sh: no fuzz binary at $binary" >&2; exit 2; }

corpus="$(mktemp -d "${TMPDIR:-/tmp}/brickyard-corpus.XXXXXX")"
log="$(mktemp "${TMPDIR:-/tmp}/brickyard-fuzz-log.XXXXXX")"
trap 'rm -rf "$corpus" "$log"' EXIT
cp "$root"/Layouts/*.yaml "$root"/Layouts/*.yml "$root"/Layouts/*.json "$corpus"/ 2>/dev/null || true
cp "$root"/Fuzz/Seeds/* "$corpus"/ 2>/dev/null || true
# Every fixture, the compositional ones too: a section provider asked at each probed width
# spends the screen's one step budget (issue 37), not a budget per width.
for f in "$root"/Tests/BrickImportTests/Fixtures/*/*.swift; do
  [[ -f "$f" ]] && cp "$f" "$corpus/$(basename "$(dirname "$f")")-$(basename "$f")"
done
mkdir -p "$out"

# Let libFuzzer's own crash handler see traps (it writes the crashing input); Swift's
# backtracer would otherwise take the signal first.
export SWIFT_BACKTRACE=enable=no

execs=0
runs=0
start=$SECONDS
while (( SECONDS - start < seconds )); do
  left=$(( seconds - (SECONDS - start) ))
  runs=$(( runs + 1 ))
  # -rss_limit_mb keeps one input's memory bounded; -print_final_stats gives the exec count.
  "$binary" "$corpus" -dict="$root/Fuzz/layout.dict" -max_total_time="$left" \
    -timeout="$timeout_s" -rss_limit_mb=2048 -max_len=8192 -print_final_stats=1 \
    -artifact_prefix="$out/" >"$log" 2>&1 || true
  # The final stats when it ran to time; after a crash, the last status line's count.
  n="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1 || true)"
  if [[ -z "$n" ]]; then n="$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#' || true)"; fi
  if ! grep -q "INFO: Seed" "$log"; then
    echo "fuzz.sh: libFuzzer did not run:" >&2
    tail -5 "$log" >&2
    exit 2
  fi
  execs=$(( execs + ${n:-0} ))
  if grep -qE "Test unit written|==[0-9]+== ERROR|deadly signal" "$log"; then
    echo "--- run $runs stopped after ${n:-?} inputs:"
    grep -E "Fatal error|ERROR:|SUMMARY|Test unit written|deadly signal" "$log" | head -8
    cp "$log" "$out/log-run-$runs.txt"
  fi
done

crashes=$(find "$out" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'slow-unit-*' \) | wc -l)
echo "fuzzed for $(( SECONDS - start )) s in $runs run(s): $execs inputs tried (execs)"
echo "corpus grew to $(ls "$corpus" | wc -l) inputs"
echo "crashing inputs in $out: $crashes"
find "$out" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \) -printf '  %f\n' | sort
(( crashes == 0 ))

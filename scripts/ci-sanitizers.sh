#!/usr/bin/env bash
# CI's sanitizer pass: ThreadSanitizer over the tests that run threads, and AddressSanitizer
# (with LeakSanitizer) over the loaders, the parsers and the importer. Each is a debug build of
# its own (.build-tsan, .build-asan) run with a filter; any report fails the run. The fuzz
# corpus runs under AddressSanitizer in CI's fuzz step (FUZZ_SANITIZE=address scripts/ci-fuzz.sh).
#
#   scripts/ci-sanitizers.sh [tsan|asan]...   (both when none is named)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
passes=("$@")
[[ ${#passes[@]} -gt 0 ]] || passes=(tsan asan)
export BRICKYARD_SANITIZER_SKIP_E2E=1

# The previewer's worker and reloads, the file watch, the loader's big-stack thread (every
# load runs on one; Swift Testing runs the loading tests in parallel) and the files module.
# Built without the Importer trait (--without-importer: no swift-syntax, 40% of its build):
# none of these threads is the importer's, and BrickFilesTests' importer tests (Swift files read
# as layouts, folder imports within limits) compile out here; they run under ASan below.
tsan_filter=(
  --filter 'BrickPreviewTests\.(PreviewBackgroundTests|PreviewThreadTests|PreviewReloadTests)'
  --filter 'BrickPreviewTests\.(FileWatch|aFileThatStaysBrokenIsNotParsedAgain)'
  --filter 'BrickFormatTests\.(exampleLayoutLoads|everyLayoutReadsTheSameAhead)'
  --filter 'BrickFormatTests\.generatedFilesReadTheSameAhead'
  --filter 'BrickFilesTests\.'
)
# Every loader, parser (YAML composer, strict JSON, reader) and importer test.
asan_filter=(
  --filter 'BrickFormatTests\.' --filter 'BrickFilesTests\.' --filter 'BrickImportTests\.'
)

for pass in "${passes[@]}"; do
  start=$SECONDS
  case "$pass" in
    tsan) nice -n 10 "$root/scripts/tsan.sh" --without-importer "${tsan_filter[@]}" ;;
    asan) nice -n 10 "$root/scripts/asan.sh" "${asan_filter[@]}" ;;
    *) echo "ci-sanitizers: unknown pass $pass (tsan or asan)" >&2; exit 2 ;;
  esac
  echo "ci-sanitizers: $pass passed in $(( SECONDS - start )) s"
done

#!/usr/bin/env bash
# Prints, one per line, the `swift build` arguments that turn Sources/BrickFuzz into a
# libFuzzer binary inside an ordinary build: coverage instrumentation for libFuzzer (inline
# 8-bit counters, a PC table and comparison tracing, what `-sanitize=fuzzer` compiles in), the
# BRICKYARD_LIBFUZZER condition (BrickFuzz's `main` then runs libFuzzer's driver), and
# compiler-rt's libFuzzer without its `main`, so the package's other executables and its test
# runner keep their own. Coverage instrumentation needs a sanitizer: pass --sanitize=address
# with these. Exits 1, saying why, when the toolchain has no libFuzzer (Xcode's has none; a
# swift.org toolchain has it).
#
#   mapfile -t flags < <(scripts/fuzz-flags.sh)
set -euo pipefail
resources="$(swift -print-target-info | python3 -c \
  'import json, sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])')"
case "$(uname -s)" in
  Darwin) runtime="$resources/clang/lib/darwin/libclang_rt.fuzzer_no_main_osx.a"; cxx=-lc++ ;;
  *) runtime="$resources/clang/lib/linux/libclang_rt.fuzzer_no_main-$(uname -m).a"; cxx=-lstdc++ ;;
esac
if [[ ! -f "$runtime" ]]; then
  echo "fuzz-flags: this toolchain has no libFuzzer runtime ($runtime)" >&2
  exit 1
fi
printf '%s\n' \
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  -Xswiftc -DBRICKYARD_LIBFUZZER \
  -Xlinker "$runtime" -Xlinker "$cxx"

#!/usr/bin/env bash
# Issue 33's compositional speed table, measured in one run: `brickyard bench --synthetic grid`
# at 1k, 10k, 100k and 1M cells, each followed by Taffy's CSS Grid on the same 5-column grid
# (scripts/bench-taffy-grid.py, Python's `stretchable`), then `--synthetic estimated` at 200k
# cells. Prints every phase's median and the full-solve ratio to Taffy.
#
# Usage: swift build -c release --product brickyard --scratch-path .build-bench
#        pip install stretchable
#        bash scripts/bench-compositional.sh [path/to/brickyard] [--quick]
# (--quick: 1k and 10k only, fewer runs.) BRICKYARD_BENCH_SIZES="1000 1000000" picks sizes.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=.build-bench/release/brickyard
quick=0
for a in "$@"; do
  case "$a" in
    --quick) quick=1 ;;
    *) binary="$a" ;;
  esac
done
[ -x "$binary" ] || { echo "bench-compositional.sh: no $binary (build it first)" >&2; exit 1; }
python3 -c 'import stretchable' 2>/dev/null || {
  echo "bench-compositional.sh: needs Python's stretchable (pip install stretchable)" >&2
  exit 1
}

sizes=${BRICKYARD_BENCH_SIZES:-"1000 10000 100000 1000000"}
iterations=11
estimated=200000
if [ "$quick" = 1 ]; then
  sizes=${BRICKYARD_BENCH_SIZES:-"1000 10000"}
  iterations=5
  estimated=20000
fi

# BRICKYARD_BENCH_OUT=DIR keeps the JSON of every run there; otherwise a temporary folder.
out=${BRICKYARD_BENCH_OUT:-}
if [ -z "$out" ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"
echo "brickyard: $binary; $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores;" \
  "load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for n in $sizes; do
  echo "grid $n: brickyard ..." >&2
  "$binary" bench --synthetic grid --bricks "$n" --iterations "$iterations" --json \
    >"$out/grid-$n.json"
  echo "grid $n: taffy ..." >&2
  runs=5
  [ "$n" -ge 1000000 ] && runs=1  # Taffy takes minutes a layout there
  # At 1M cells this VM kills the Python process (SIGKILL): the row then says so.
  python3 scripts/bench-taffy-grid.py "$n" --runs "$runs" --json >"$out/taffy-$n.json" ||
    { echo "grid $n: taffy did not finish (exit $?)" >&2; rm -f "$out/taffy-$n.json"; }
done
echo "estimated $estimated: brickyard ..." >&2
"$binary" bench --synthetic estimated --bricks "$estimated" --iterations "$iterations" --json \
  >"$out/estimated.json"

python3 - "$out" "$sizes" <<'EOF'
import json, os, sys
out, sizes = sys.argv[1], [int(s) for s in sys.argv[2].split()]

def load(name):
    with open(os.path.join(out, name)) as f:
        return json.load(f)

def ms(v):
    return f"{v:.3f}" if v < 1 else f"{v:.1f}"

grid = {n: load(f"grid-{n}.json") for n in sizes}
taffy = {n: load(f"taffy-{n}.json")["results"][0] for n in sizes
         if os.path.exists(os.path.join(out, f"taffy-{n}.json"))}
phases = [p["phase"] for p in grid[sizes[0]]["phases"]]
label = lambda n: f"{n // 1000000}M" if n >= 1000000 else f"{n // 1000}k"
print("**grid** (medians, ms)\n")
print("| phase | " + " | ".join(label(n) for n in sizes) + " |")
print("|---|" + "---:|" * len(sizes))
for name in phases:
    row = [ms(next(p["medianMs"] for p in grid[n]["phases"] if p["phase"] == name)) for n in sizes]
    print(f"| {name} | " + " | ".join(row) + " |")
print("| peak resident memory, MB | "
      + " | ".join(f"{grid[n]['peakMemoryMB']:.0f}" for n in sizes) + " |")
print("\n**against Taffy 0.7.7's CSS Grid** (5 columns of 1fr, the same cells; medians, ms)\n")
print("| cells | brickyard full solve | Taffy, dirty root | Taffy, fresh tree (1 run) | ratio |")
print("|---:|---:|---:|---:|---:|")
for n in sizes:
    ours = next(p["medianMs"] for p in grid[n]["phases"] if p["phase"].startswith("full solve"))
    if n not in taffy:
        print(f"| {n:,} | {ms(ours)} | did not finish | did not finish | |")
        continue
    t = taffy[n]
    ratio = min(t["medianMs"], t["freshMs"]) / ours
    print(f"| {n:,} | {ms(ours)} | {ms(t['medianMs'])} | {ms(t['freshMs'])} | {ratio:.0f}× |")
est = load("estimated.json")
print(f"\n**estimated**, {est['workload']} (medians, ms)\n")
print("| phase | median | min | max | runs |")
print("|---|---:|---:|---:|---:|")
for p in est["phases"]:
    print(f"| {p['phase']} | {ms(p['medianMs'])} | {ms(p['minMs'])} | {ms(p['maxMs'])} | "
          f"{p['runs']} |")
print(f"| peak resident memory, MB | {est['peakMemoryMB']:.0f} | | | |")
EOF

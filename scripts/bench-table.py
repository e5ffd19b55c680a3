#!/usr/bin/env python3
"""Prints the README's performance table: `brickyard bench --json` for the flat and nested
workloads at 1k, 10k, 100k and 1M bricks, one row per phase and column per size.

Usage: swift build -c release && python3 scripts/bench-table.py [path/to/brickyard]
"""
import json
import subprocess
import sys

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/brickyard"
sizes = [1_000, 10_000, 100_000, 1_000_000]
labels = {1_000: "1k", 10_000: "10k", 100_000: "100k", 1_000_000: "1M"}


def run(kind, n):
    out = subprocess.run(
        [binary, "bench", "--synthetic", kind, "--bricks", str(n), "--iterations", "11", "--json"],
        check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def ms(v):
    return f"{v:.3f}" if v < 1 else f"{v:.1f}"


for kind in ["flat", "nested"]:
    reports = {n: run(kind, n) for n in sizes}
    phases = [p["phase"] for p in reports[sizes[0]]["phases"]]
    print(f"\n**{kind}** (medians, ms)\n")
    print("| phase | " + " | ".join(labels[n] for n in sizes) + " |")
    print("|---|" + "---:|" * len(sizes))
    for i, phase in enumerate(phases):
        cells = [ms(reports[n]["phases"][i]["medianMs"]) for n in sizes]
        print(f"| {phase} | " + " | ".join(cells) + " |")
    print("| solved layout, bytes per item | " + " | ".join(
        f"{reports[n]['solvedBytesPerItem']:.1f}" for n in sizes) + " |")
    print("| peak resident memory, MB | " + " | ".join(
        f"{reports[n]['peakMemoryMB']:.0f}" for n in sizes) + " |")

#!/usr/bin/env python3
"""Prints the README's table for the speed issue (12): every row measured by `brickyard bench`
or `brickyard check` from a release build, side by side with the named references in the same
run (CPython's json.load and PyYAML's C loader on the same generated files).

Usage: swift build -c release --product brickyard
       python3 scripts/bench-reference.py [path/to/brickyard] [--quick] [--files]
(--files: only the loading rows; --quick: fewer runs, no 10M relayout.)

The layout files are generated here (Python), so any build of brickyard, old or new, reads the
same bytes: 100k explicit labels as JSON and YAML, 100k labels with text and ratio widths
(no ids, as a feed of cards is written), 200k repeated auto-height labels with {index}, and N
repeated labels that are all sticky footers.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import yaml

args = [a for a in sys.argv[1:] if not a.startswith("--")]
quick = "--quick" in sys.argv
binary = os.path.abspath(args[0] if args else ".build/release/brickyard")
work = tempfile.mkdtemp(prefix="brickyard-bench-")
RATIOS = ["1/1", "1/2", "1/2", "1/3", "1/3", "1/3"]
LABEL_TEXT = "Item {index}: the quick brown fox jumps over the lazy dog"


def explicit_spec(n):
    bricks = [{"type": "label", "id": f"b{k}", "width": RATIOS[k % 6], "height": 50,
               "text": f"Brick {k}"} for k in range(n)]
    return {"title": f"explicit {n}", "device": {"width": 320, "height": 568},
            "root": {"inset": 10, "edgeInsets": 20, "bricks": bricks}}


def text_labels_spec(n):
    # Issue 27's second kind of file: labels with a line of text each, string ratio widths
    # ("1/2", "1/3") and fixed heights, without ids.
    bricks = [{"type": "label", "width": "1/2" if k % 5 < 2 else "1/3", "height": 44,
               "text": f"Label {k}: the quick brown fox jumps over the lazy dog"}
              for k in range(n)]
    return {"title": f"text labels {n}", "device": {"width": 320, "height": 568},
            "root": {"inset": 10, "edgeInsets": 20, "bricks": bricks}}


def labels_spec(n, footer=False):
    spec = {"title": f"labels {n}", "device": {"width": 320, "height": 568},
            "root": {"inset": 10, "edgeInsets": 20, "bricks": [
                {"type": "label", "id": "label", "width": "1/2", "height": "auto",
                 "repeat": n, "text": LABEL_TEXT}]}}
    if footer:
        spec["behaviors"] = [{"type": "stickyFooter", "bricks": ["label"]}]
    return spec


def write_json(spec, name):
    # One brick a line, as generators write long lists.
    path = os.path.join(work, name)
    root = spec["root"]
    with open(path, "w") as f:
        f.write("{\n")
        f.write(f' "title": {json.dumps(spec["title"])},\n')
        f.write(' "device": {"width": 320, "height": 568},\n')
        f.write(f' "root": {{"inset": {root["inset"]}, "edgeInsets": {root["edgeInsets"]}, '
                '"bricks": [\n')
        f.write(",\n".join("  " + json.dumps(b) for b in root["bricks"]))
        f.write("\n ]}")
        if spec.get("behaviors"):
            f.write(f',\n "behaviors": {json.dumps(spec["behaviors"])}')
        f.write("\n}\n")
    return path


def write_yaml(spec, name):
    # One flow mapping per brick, as people write long lists.
    path = os.path.join(work, name)
    root = spec["root"]
    with open(path, "w") as f:
        f.write(f"title: {json.dumps(spec['title'])}\n")
        f.write("device: {width: 320, height: 568}\n")
        f.write(f"root:\n  inset: {root['inset']}\n  edgeInsets: {root['edgeInsets']}\n")
        f.write("  bricks:\n")
        for b in root["bricks"]:
            f.write("    - {" + ", ".join(f"{k}: {json.dumps(v)}" for k, v in b.items()) + "}\n")
        for beh in spec.get("behaviors", []):
            f.write("behaviors:\n  - {" + ", ".join(
                f"{k}: {json.dumps(v)}" for k, v in beh.items()) + "}\n")
    return path


def run_process(argv):
    """Wall time (s) and peak RSS (MB) of one process, start to exit. The RSS is GNU time's:
    a child's own rusage would count the pages of this Python process it was forked from."""
    start = time.perf_counter()
    proc = subprocess.run(["/usr/bin/time", "-f", "%M", *argv], stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed: {proc.stderr}")
    return elapsed, int(proc.stderr.strip().splitlines()[-1]) / 1024


def median_runs(fn, runs):
    results = [fn() for _ in range(runs)]
    return statistics.median(r[0] for r in results), max(r[1] for r in results)


def timed(fn, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench(argv):
    out = subprocess.run([binary, "bench", *argv, "--json"], check=True, capture_output=True,
                         text=True).stdout
    report = json.loads(out)
    return report, {p["phase"]: p for p in report["phases"]}


def ms(v):
    return f"{v:.3f} ms" if v < 1 else f"{v:.1f} ms"


rows = []
runs = 3 if quick else 5
only_files = "--files" in sys.argv


def solver_rows():
    # Full solve of 1M fixed-height bricks, and the process's peak memory.
    report, phases = bench(["--synthetic", "flat", "--bricks", "1000000", "--iterations", "5"])
    full = phases["full solve (fresh storage)"]
    rows.append(("full solve, 1M fixed-height bricks", ms(full["medianMs"]),
                 "Taffy: about 1,000 ms (issue 12)"))
    rows.append(("`bench --synthetic flat` 1M, peak RSS", f"{report['peakMemoryMB']:.0f} MB", ""))

    # 200k repeated auto-height labels with {index}: the file, solved for its device.
    labels = write_yaml(labels_spec(200_000), "labels-200k.yaml")
    report, phases = bench([labels, "--iterations", "5"])
    full = phases["full solve (fresh storage)"]
    rows.append(("full solve, 200k auto-height labels", f"{ms(full['medianMs'])} "
                 f"({full['medianMs'] * 1e6 / 200_000:.0f} ns a label)",
                 f"first screen measures {report.get('firstScreenMeasured', '?')} labels"))
    help_text = subprocess.run([binary, "bench", "--help"], capture_output=True, text=True).stdout
    if "labels" in help_text:
        report, phases = bench(["--synthetic", "labels", "--bricks", "1000000",
                                "--iterations", "3"])
        full = phases["full solve (fresh storage)"]
        rows.append(("full solve, 1M auto-height labels (`G`'s work)", ms(full["medianMs"]), ""))


def check_against_json_load(path):
    """Median `check` (s) and peak RSS (MB), and median json.load (s), of one JSON file.

    `check` and json.load alternate, so a machine that slows down or speeds up during the
    run (shared VMs do, by a third and more) moves both sides of the ratio alike."""
    def load():
        with open(path) as f:
            json.load(f)

    checks, loads = [], []
    for _ in range(5 if quick else 11):
        checks.append(run_process([binary, "check", path]))
        loads.append(timed(load, 1))
    return ((statistics.median(r[0] for r in checks), max(r[1] for r in checks)),
            statistics.median(loads))


def file_rows():
    # Explicit bricks, JSON and YAML: check, process start to exit, against the references.
    spec = explicit_spec(100_000)
    json_path = write_json(spec, "explicit-100k.json")
    yaml_path = write_yaml(spec, "explicit-100k.yaml")
    mb = lambda p: os.path.getsize(p) / 1e6
    def load_yaml():
        with open(yaml_path) as f:
            yaml.load(f, Loader=yaml.CLoader)

    json_check, json_ref = check_against_json_load(json_path)
    yaml_check = median_runs(lambda: run_process([binary, "check", yaml_path]), runs)
    yaml_ref = timed(load_yaml, 1 if quick else 3)
    t, rss = json_check
    rows.append((f"open 100k explicit bricks, JSON ({mb(json_path):.1f} MB), `check`",
                 f"{t * 1000:.0f} ms, {rss:.0f} MB RSS",
                 f"CPython json.load {json_ref * 1000:.0f} ms: {t / json_ref:.1f}×"))
    t, rss = yaml_check
    rows.append((f"the same as YAML ({mb(yaml_path):.1f} MB), `check`",
                 f"{t * 1000:.0f} ms, {rss:.0f} MB RSS",
                 f"PyYAML CLoader {yaml_ref * 1000:.0f} ms: {t / yaml_ref:.2f}×"))
    text_path = write_json(text_labels_spec(100_000), "text-labels-100k.json")
    (t, rss), ref = check_against_json_load(text_path)
    rows.append((f"open 100k labels with text and ratio widths, JSON "
                 f"({mb(text_path):.1f} MB), `check`", f"{t * 1000:.0f} ms, {rss:.0f} MB RSS",
                 f"CPython json.load {ref * 1000:.0f} ms: {t / ref:.1f}×"))


def behavior_rows():
    # Sticky footers over N repeated labels.
    for n in [10_000, 20_000, 40_000]:
        path = write_yaml(labels_spec(n, footer=True), f"footer-{n}.yaml")
        report, phases = bench([path, "--iterations", "3"])
        first = phases["first screen (solve + behaviors + draw)"]
        scroll = phases["scroll frame (behaviors + draw + diff)"]
        rows.append((f"sticky footer over {n // 1000}k repeated labels",
                     f"first screen {ms(first['medianMs'])}, scroll frame {ms(scroll['medianMs'])}",
                     ""))
    # Relayout at 10M nested.
    if not quick:
        report, phases = bench(["--synthetic", "nested", "--bricks", "10000000",
                                "--iterations", "11"])
        relayout = phases["relayout (one height) + frame"]
        rows.append(("relayout at 10M nested", f"median {ms(relayout['medianMs'])}, "
                     f"max {ms(relayout['maxMs'])}", f"{relayout['runs']} runs"))


if not only_files:
    solver_rows()
file_rows()
if not only_files:
    behavior_rows()

print(f"brickyard: {binary}")
print(f"machine: {os.cpu_count()} cores, {os.uname().sysname} {os.uname().release}\n")
print("| workload | measured | reference / note |")
print("|---|---|---|")
for r in rows:
    print("| " + " | ".join(r) + " |")

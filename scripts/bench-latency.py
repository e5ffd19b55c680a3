#!/usr/bin/env python3
"""Measures the previewer's latency as a user feels it, over every file in Layouts/: from a
save to the redrawn picture, and from a key to the picture (median and worst, in ms).

Each file is copied to a scratch folder and opened with `brickyard preview` in a private tmux
server (100x40). A save rewrites the file with a new `title` (the status line shows it); a key
is `i`, which shows or hides the inspector. The screen is polled with `tmux capture-pane`
(about every 2 ms, so the figures carry a few ms of polling) until the change shows.

Usage: swift build && python3 scripts/bench-latency.py [path/to/brickyard] [--saves N] [--keys N]
       [--only a.yaml,b.yaml]  (only these files of Layouts/)

The goal (issue 36) is one frame from a save to the screen: 16 ms median.
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

args = [a for i, a in enumerate(sys.argv[1:], 1)
        if not a.startswith("--") and sys.argv[i - 1] not in ("--saves", "--keys", "--only")]
binary = os.path.abspath(args[0] if args else ".build/debug/brickyard")
saves = 5
keys = 5
for i, a in enumerate(sys.argv):
    if a == "--saves":
        saves = int(sys.argv[i + 1])
    if a == "--keys":
        keys = int(sys.argv[i + 1])
only = None
for i, a in enumerate(sys.argv):
    if a == "--only":
        only = set(sys.argv[i + 1].split(","))
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
layouts = sorted(os.path.join(root, "Layouts", f) for f in os.listdir(os.path.join(root, "Layouts"))
                 if f.endswith((".yaml", ".yml", ".json")) and (only is None or f in only))
socket = f"bench-latency-{os.getpid()}"


def tmux(*a, check=True):
    return subprocess.run(["tmux", "-L", socket, *a], check=check, capture_output=True, text=True)


def screen():
    return tmux("capture-pane", "-p", "-t", "bench").stdout


def wait_for(predicate, timeout=10.0):
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        s = screen()
        if predicate(s):
            return time.monotonic()
        time.sleep(0.002)
    raise RuntimeError("timed out; screen:\n" + screen())


def with_title(text, path, title):
    """The file's text with its top-level title replaced (or added)."""
    if path.endswith(".json"):
        data = json.loads(text)
        data["title"] = title
        return json.dumps(data, indent=1)
    lines = [l for l in text.splitlines() if not l.startswith("title:")]
    return f"title: {title}\n" + "\n".join(lines) + "\n"


def save(path, text):
    # As editors do: write a temporary file and rename it over.
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


save_times, key_times = [], []
per_file = []
scratch = tempfile.mkdtemp(prefix="bench-latency-")
try:
    for layout in layouts:
        name = os.path.basename(layout)
        path = os.path.join(scratch, name)
        original = open(layout).read()
        save(path, with_title(original, path, "bench-0"))
        tmux("kill-server", check=False)
        tmux("new-session", "-d", "-s", "bench", "-x", "100", "-y", "40",
             f"TERM=xterm-256color {binary} preview {path}")
        wait_for(lambda s: "bench-0" in s)
        file_saves, file_keys = [], []
        for n in range(1, saves + 1):
            time.sleep(0.3)  # a pause between edits, as a person makes
            title = f"bench-{n}"
            text = with_title(original, path, title)
            start = time.monotonic()
            save(path, text)
            end = wait_for(lambda s, t=title: t in s)
            file_saves.append((end - start) * 1000)
        for n in range(keys):
            time.sleep(0.1)
            shown = "Inspector" in screen()
            start = time.monotonic()
            tmux("send-keys", "-t", "bench", "i")
            end = wait_for(lambda s, was=shown: ("Inspector" in s) != was)
            file_keys.append((end - start) * 1000)
        tmux("kill-server", check=False)
        save_times += file_saves
        key_times += file_keys
        per_file.append((name, statistics.median(file_saves), max(file_saves),
                         statistics.median(file_keys), max(file_keys)))
finally:
    tmux("kill-server", check=False)
    shutil.rmtree(scratch, ignore_errors=True)

print(f"{'file':36} {'save med':>9} {'save max':>9} {'key med':>8} {'key max':>8}")
for name, sm, sx, km, kx in per_file:
    print(f"{name:36} {sm:9.1f} {sx:9.1f} {km:8.1f} {kx:8.1f}")
print(f"\nover {len(per_file)} files: save to screen median {statistics.median(save_times):.1f} ms, "
      f"worst {max(save_times):.1f} ms; key to screen median {statistics.median(key_times):.1f} ms, "
      f"worst {max(key_times):.1f} ms")

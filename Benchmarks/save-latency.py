#!/usr/bin/env python3
"""Save to screen in the previewer, as tmux sees it (issue 36: one frame, 16 ms median).

Opens a layout from Layouts/ with `brickyard preview` in a private tmux server (100x40) and
follows the pane's output through `tmux pipe-pane`, into a small reader that stamps each chunk
with the monotonic clock as it arrives, so no screen polling adds to the figures. Each save
renames a new version over the file (as editors do) with a new title, `bench-aaaa`,
`bench-bbbb`, ...; the time is from the rename to the first output that draws the new title.
For comparison it times a key the same way (`i` shows the inspector, whose title is drawn;
the time of `tmux send-keys` is included).

Usage: swift build && python3 Benchmarks/save-latency.py [path/to/brickyard] [--saves N]
       [--file NAME.yaml]
"""
import os
import queue
import shutil
import statistics
import string
import subprocess
import sys
import tempfile
import threading
import time

args = sys.argv[1:]
saves = int(args[args.index("--saves") + 1]) if "--saves" in args else 20
name = args[args.index("--file") + 1] if "--file" in args else "sticky-product-page.yaml"
positional = [a for i, a in enumerate(args) if not a.startswith("--")
              and (i == 0 or args[i - 1] not in ("--saves", "--file"))]
binary = os.path.abspath(positional[0] if positional else ".build/debug/brickyard")
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
socket = f"bench-save-{os.getpid()}"


def tmux(*a, check=True):
    return subprocess.run(["tmux", "-L", socket, *a], check=check, capture_output=True, text=True)


def with_title(text, title):
    lines = [l for l in text.splitlines() if not l.startswith("title:")]
    return f"title: {title}\n" + "\n".join(lines) + "\n"


def save(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


scratch = tempfile.mkdtemp(prefix="bench-save-")
outputs: "queue.Queue[tuple[float, str]]" = queue.Queue()
try:
    original = open(os.path.join(root, "Layouts", name)).read()
    path = os.path.join(scratch, name)
    save(path, with_title(original, "bench-start"))
    tmux("new-session", "-d", "-s", "bench", "-x", "100", "-y", "40",
         f"TERM=xterm-256color {binary} preview {path}")
    log = os.path.join(scratch, "output.log")
    reader = ("import os,sys,time\n"
              "out = open(sys.argv[1], 'a', buffering=1)\n"
              "while True:\n"
              "    b = os.read(0, 65536)\n"
              "    if not b: break\n"
              "    out.write(repr(time.monotonic()) + ' ' + b.hex() + '\\n')\n")
    script = os.path.join(scratch, "reader.py")
    open(script, "w").write(reader)
    tmux("pipe-pane", "-o", "-t", "bench", f"exec python3 {script} {log}")

    def read():
        offset = 0
        while True:
            try:
                with open(log) as f:
                    f.seek(offset)
                    for line in f:
                        if not line.endswith("\n"):
                            break
                        offset += len(line)
                        when, data = line.split(" ", 1)
                        outputs.put((float(when), bytes.fromhex(data.strip()).decode(
                            "utf-8", "replace")))
            except FileNotFoundError:
                pass
            time.sleep(0.001)

    threading.Thread(target=read, daemon=True).start()

    def wait_for(marker, timeout=10.0):
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise RuntimeError(f"timed out waiting for {marker!r}")
            try:
                when, line = outputs.get(timeout=left)
            except queue.Empty:
                continue
            if marker in line:
                return when

    def drain():
        time.sleep(0.3)  # a pause, as a person makes; whatever was drawn meanwhile is dropped
        while not outputs.empty():
            outputs.get_nowait()

    tmux("send-keys", "-t", "bench", "C-l")  # a full redraw, now that the pipe is open
    wait_for("bench-start")
    save_times, key_times = [], []
    for n in range(saves):
        drain()
        mark = string.ascii_lowercase[n % 26] * 4
        text = with_title(original, f"bench-{mark}")
        start = time.monotonic()
        save(path, text)
        save_times.append((wait_for(mark) - start) * 1000)
    for n in range(min(saves, 10)):
        drain()
        start = time.monotonic()
        tmux("send-keys", "-t", "bench", "i")
        # The inspector's title when it opens; anything drawn when it closes.
        key_times.append((wait_for("Inspector" if n % 2 == 0 else "") - start) * 1000)
finally:
    tmux("kill-server", check=False)
    shutil.rmtree(scratch, ignore_errors=True)

print(f"{name}: save to screen median {statistics.median(save_times):.1f} ms, "
      f"min {min(save_times):.1f}, max {max(save_times):.1f} ({len(save_times)} saves); "
      f"key to screen median {statistics.median(key_times):.1f} ms (`tmux send-keys` included)")

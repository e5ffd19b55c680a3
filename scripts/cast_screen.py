#!/usr/bin/env python3
"""Replays an asciinema v2 recording through the pyte terminal emulator and prints the final
screen as JSON: {"width": W, "height": H, "events": N, "lines": [...]}.

Usage: scripts/cast_screen.py demo.cast
"""
import json
import sys

import pyte


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as f:
        lines = f.read().splitlines()
    header = json.loads(lines[0])
    if header.get("version") != 2:
        sys.exit("not an asciinema v2 recording")
    screen = pyte.Screen(header["width"], header["height"])
    stream = pyte.Stream(screen)
    last = -1.0
    events = 0
    for line in lines[1:]:
        time, kind, data = json.loads(line)
        if time < last:
            sys.exit(f"event times go backwards at event {events + 1}")
        last = time
        if kind == "o":
            stream.feed(data)
        events += 1
    print(json.dumps({"width": header["width"], "height": header["height"], "events": events,
                      "lines": screen.display}, ensure_ascii=False))


if __name__ == "__main__":
    main()

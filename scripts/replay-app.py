#!/usr/bin/env python3
"""Imports an app's Swift folder and compares each screen with a hand translation.

Usage: scripts/replay-app.py SWIFT_DIR HAND_DIR [--brickyard PATH] [--out DIR] [--device NAME]

`brickyard import SWIFT_DIR -o OUT` writes one layout per screen (named after its view
controller); every `HAND_DIR/<Screen>.yaml` is a layout written by hand from the same Swift.
A screen is equal when `brickyard frames` gives the same item frames (behaviors applied) and
content size for both files in portrait and landscape, at the top and scrolled by 300 points. Prints one line per hand translation and the count.

scripts/example-hands/ holds hand translations of every screen of BrickKit's Example app
(wayfair-archive/brickkit-ios, Example/Source; its Swift is not in this repository): with that
folder checked out, `scripts/replay-app.py brickkit-ios/Example/Source scripts/example-hands`.

Which Swift: the hands were written from the file versions a stored-copy reader returns by
default for each path (read without a commit), a mix of Swift 2, 3 and 4 files (Theme.swift's
`UIScreen.mainScreen()`, InteractiveAlign's `width: .ratio(ratio: 1/3), height: .fixed(size:
100)`), not from the repository's last commit: a checkout of the newest files differs in
Alignment, CardScrolling, InteractiveAlign, SizeClasses and others, and replays to other
counts. Fetch all 88 `.swift` files under Example/Source that way (paging each text by its
offset), keep them byte for byte (a text's length is its total_chars) and replay that folder.
The count printed is over the 58 hand translations: the app's 55 screens and its three base
screens (BaseRepeatBrick, BaseSectionBrick, BaseScrolling), which import equal too.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile


def frames(brickyard, path, device, orientation, offset):
    run = subprocess.run(
        [brickyard, "frames", path, "--device", device, "--orientation", orientation,
         "--offsets", offset],
        capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip().splitlines()[:3]
    data = json.loads(run.stdout)
    scenes = data if isinstance(data, list) else [data]
    rects, sizes = [], []
    for scene in scenes:
        rects += [(round(i["frame"]["x"], 3), round(i["frame"]["y"], 3),
                   round(i["frame"]["width"], 3), round(i["frame"]["height"], 3),
                   i.get("hidden", False))
                  for i in scene.get("items", []) if "frame" in i]
        sizes.append(scene.get("contentSize"))
    return (rects, sizes), None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("swift_dir")
    parser.add_argument("hand_dir")
    parser.add_argument("--brickyard", default=".build/release/brickyard")
    parser.add_argument("--out", default=None)
    parser.add_argument("--device", default="iphone-se")
    args = parser.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="brickyard-replay-")
    run = subprocess.run([args.brickyard, "import", args.swift_dir, "-o", out],
                         capture_output=True, text=True)
    warnings = [l for l in run.stderr.splitlines() if ": warning: " in l]
    if run.returncode != 0 and not os.path.isdir(out):
        print(run.stderr, file=sys.stderr)
        return 1
    hands = sorted(f for f in os.listdir(args.hand_dir) if f.endswith(".yaml"))
    equal = 0
    for name in hands:
        screen = name[:-5]
        imported = os.path.join(out, name)
        if not os.path.exists(imported):
            print(f"MISSING  {screen}: the import found no such screen")
            continue
        verdict = "EQUAL"
        for orientation, offset in [(o, "0,300") for o in ["portrait", "landscape"]]:
            got, err = frames(args.brickyard, imported, args.device, orientation, offset)
            want, err2 = frames(args.brickyard, os.path.join(args.hand_dir, name), args.device,
                                orientation, offset)
            if got is None or want is None:
                verdict = f"ERROR    {err or err2}"
                break
            if got != want:
                diffs = [i for i, (a, b) in enumerate(zip(got[0], want[0])) if a != b]
                verdict = (f"DIFFERS  {orientation} at {offset}: {len(got[0])} vs {len(want[0])} items, "
                           f"first differing item {diffs[0] if diffs else min(len(got[0]), len(want[0]))}")
                break
        if verdict == "EQUAL":
            equal += 1
        print(f"{verdict:8} {screen}")
    print(f"{equal} of {len(hands)} screens equal (layouts in {out}; {len(warnings)} warnings)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

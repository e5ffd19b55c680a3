#!/usr/bin/env python3
"""Writes a synthetic compositional app of N screens for the compositional import benchmark:
the screens are the importer's compositional fixtures (Swift in the shapes of Apple's
"Implementing Modern Collection Views" screens: grids, lists, nested groups, carousels, badges,
section providers that adapt to the width and the size class), each renamed per screen and
with its item counts varied, plus the app's delegate, cells and colours.

Usage: scripts/gen-compositional-app.py OUTDIR [--screens 20]
"""
import argparse
import os
import re
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "Tests", "BrickImportTests", "Fixtures", "Compositional")
SHAPES = [
    "Grid", "InsetItemsGrid", "TwoColumn", "DistinctSections", "NestedGroups",
    "SectionDecoration", "List", "OrthogonalScrolling", "VideoSessions", "HeadersFooters",
    "PinnedHeaders", "Badges", "AdaptiveSections", "OrthogonalBehaviors", "Carousel",
    "SizeClasses", "DataSourceCounts",
]

APP_DELEGATE = '''import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
'''

CELLS = '''import UIKit

class TextCell: UICollectionViewCell {
    static let reuseIdentifier = "text-cell-reuse-identifier"
    let label = UILabel()
}

class ListCell: UICollectionViewCell {
    static let reuseIdentifier = "list-cell-reuse-identifier"
    let label = UILabel()
    let separatorView = UIView()
}

class VideoCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let imageView = UIImageView()
}
'''


def screen(shape, i):
    with open(os.path.join(FIXTURES, shape + ".swift")) as f:
        text = f.read()
    text = re.sub(r"\b(\w+)ViewController\b", lambda m: f"{m.group(1)}{i}ViewController", text)
    # Vary the data: every `0..<N` of the snapshot gets a few more items per screen.
    text = re.sub(r"Array\(0\.\.<(\d+)\)", lambda m: f"Array(0..<{int(m.group(1)) + i})", text)
    if shape == "Badges":
        # One declaration of the app's colour in the whole app.
        text = text.replace("static var badgeBlue", f"static var badgeBlue{i}")
        text = text.replace(".badgeBlue\n", f".badgeBlue{i}\n")
    return text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("outdir")
    parser.add_argument("--screens", type=int, default=20)
    args = parser.parse_args()
    screens = os.path.join(args.outdir, "Screens")
    os.makedirs(screens, exist_ok=True)
    with open(os.path.join(args.outdir, "AppDelegate.swift"), "w") as f:
        f.write(APP_DELEGATE)
    with open(os.path.join(args.outdir, "Cells.swift"), "w") as f:
        f.write(CELLS)
    written = [os.path.join(args.outdir, "AppDelegate.swift"), os.path.join(args.outdir, "Cells.swift")]
    for i in range(args.screens):
        shape = SHAPES[i % len(SHAPES)]
        path = os.path.join(screens, f"{shape}{i}.swift")
        with open(path, "w") as f:
            f.write(screen(shape, i))
        written.append(path)
    # In the repository's style (scripts/check-format.sh reads Benchmarks/ too).
    # (Twice: a second pass settles what the first one wrapped.)
    if shutil.which("swift"):
        for _ in range(2):
            subprocess.run(["swift", "format", "-i"] + written, check=False)


if __name__ == "__main__":
    main()

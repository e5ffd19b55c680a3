#!/usr/bin/env python3
"""Writes a synthetic BrickKit app of N screens in the shapes apps are written in, for the
import benchmark: a base screen with stored bricks and data sources in extensions, subclasses
that change its bricks, a constants file, an appearance file, and plain screens with helpers,
loops and nested sections.

Usage: scripts/gen-swift-app.py OUTDIR [--screens 55] [--noisy]

--noisy adds what makes a real app's import warn (issue 35 §7): cells styled in closures the
importer does not run (cosmetic), one closure that sets a font (not cosmetic), an appearance
setting every screen reads, a models file with no screen and a playground.
"""
import argparse
import os

BASE = '''import BrickKit

class Base{i}: BrickViewController {{
    let count = {count}
    var rows: LabelBrick!
    var header: LabelBrickCellModel!

    override func viewDidLoad() {{
        super.viewDidLoad()
        rows = LabelBrick(Ids.row, width: .ratio(ratio: 1/2), height: .auto(estimate: .fixed(size: 50)), backgroundColor: .brickGray1, dataSource: self)
        header = LabelBrickCellModel(text: "HEADER {i}")
        let section = BrickSection(bricks: [
            LabelBrick(Ids.title, backgroundColor: .brickGray3, dataSource: header),
            rows,{noisy_base}
        ], inset: Sizes.inset, edgeInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        section.repeatCountDataSource = self
        setSection(section)
    }}
}}

extension Base{i}: BrickRepeatCountDataSource {{
    func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {{
        if identifier == Ids.row {{
            return count
        }} else {{
            return 1
        }}
    }}
}}

extension Base{i}: LabelBrickCellDataSource {{
    func configureLabelBrickCell(_ cell: LabelBrickCell) {{
        cell.label.text = "ROW \\(cell.index + 1)"
    }}
}}
'''

SUB = '''import BrickKit

class Sub{i}: Base{b} {{
    override func viewDidLoad() {{
        super.viewDidLoad()
        rows.width = .ratio(ratio: 1/{w})
        rows.height = .fixed(size: {h})
        brickCollectionView.section.alignment = BrickAlignment(horizontal: .justified, vertical: .top)
    }}
}}
'''

PLAIN = '''import BrickKit

private let Footer = "Footer{i}"

func tile{i}(_ n: Int) -> LabelBrick {{
    return LabelBrick("tile", width: .ratio(ratio: 1/3), height: .fixed(size: 40), text: "TILE \\(n)")
}}

class Plain{i}: BrickViewController {{
    override func viewDidLoad() {{
        super.viewDidLoad()
        var tiles: [Brick] = []
        for n in 0..<{tiles} {{
            tiles.append(tile{i}(n))
        }}
        let footer = LabelBrick(Footer, text: "footer".uppercased())
        setSection(BrickSection(bricks: [
            LabelBrick(width: .ratio(ratio: 1), text: "PLAIN {i}"),
            BrickSection(bricks: tiles, inset: 4),
            BrickSection(bricks: (1...3).map {{ LabelBrick(width: .fixed(size: 90), text: "CHIP \\($0)") }}),
            footer,{noisy_plain}
        ], inset: 10))
    }}
}}
'''

SHARED = '''import UIKit
import BrickKit

struct Ids {
    static let row = "Ids.row"
    static let title = "Ids.title"
}

enum Sizes {
    static let inset: CGFloat = 10
}

enum Theme {
    static func apply() {
        LabelBrickCell.appearance().edgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        ButtonBrickCell.appearance().edgeInsets = UIEdgeInsetsMake(10, 10, 10, 10)
    }
}
'''


NOISY_BASE = '''
            ImageBrick("badge", width: .fixed(size: 40), height: .fixed(size: 40), dataSource: self, configureCellBlock: {{ cell in
                cell.backgroundColor = .brickGray2
                cell.layer.cornerRadius = 20
            }}),'''

NOISY_PLAIN = '''
            ImageBrick("icon", width: .fixed(size: 30), height: .fixed(size: 30), configureCellBlock: {{ cell in
                cell.imageView.tintColor = .brickGray4
            }}),
            ImageBrick("flag", width: .fixed(size: 30), height: .fixed(size: 30), configureCellBlock: {{ cell in
                cell.imageView.tintColor = .brickGray4
            }}),
            BadgeBrick("badge", configureCellBlock: {{ cell in
                cell.titleLabel.font = UIFont.boldSystemFont(ofSize: 18)
            }}),'''

NOISY_SHARED = '''
enum Look {
    static func apply() {
        LabelBrickCell.appearance().edgeInsets = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
    }
}
'''

MODELS = '''import Foundation

struct Story: Decodable {
    let title: String
    let likes: Int
}
'''

PLAYGROUND = '''import UIKit
import BrickKit

let section = BrickSection(bricks: [LabelBrick(text: "TRY ME")])
'''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--screens", type=int, default=55)
    parser.add_argument("--noisy", action="store_true")
    args = parser.parse_args()
    noisy_base = NOISY_BASE if args.noisy else ""
    noisy_plain = NOISY_PLAIN if args.noisy else ""
    os.makedirs(os.path.join(args.out, "Screens"), exist_ok=True)
    with open(os.path.join(args.out, "Shared.swift"), "w") as f:
        f.write(SHARED + (NOISY_SHARED if args.noisy else ""))
    if args.noisy:
        with open(os.path.join(args.out, "Models.swift"), "w") as f:
            f.write(MODELS)
        os.makedirs(os.path.join(args.out, "Sandbox.playground"), exist_ok=True)
        with open(os.path.join(args.out, "Sandbox.playground", "Contents.swift"), "w") as f:
            f.write(PLAYGROUND)
    bases = max(1, args.screens // 5)
    written = 0
    for i in range(bases):
        with open(os.path.join(args.out, "Screens", f"Base{i}.swift"), "w") as f:
            f.write(BASE.format(i=i, count=20 + i, noisy_base=noisy_base.format()))
        written += 1
    i = 0
    while written < args.screens:
        if i % 2 == 0:
            with open(os.path.join(args.out, "Screens", f"Sub{i}.swift"), "w") as f:
                f.write(SUB.format(i=i, b=i % bases, w=2 + i % 3, h=40 + i))
        else:
            with open(os.path.join(args.out, "Screens", f"Plain{i}.swift"), "w") as f:
                f.write(PLAIN.format(i=i, tiles=3 + i % 6, noisy_plain=noisy_plain.format()))
        written += 1
        i += 1
    print(f"wrote {written} screens to {args.out}")


if __name__ == "__main__":
    main()

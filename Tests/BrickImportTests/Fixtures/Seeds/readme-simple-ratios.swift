// BrickKit README.md, Swift example 0, verbatim (BrickKit, Apache License 2.0).

let section = BrickSection(bricks: [
    LabelBrick(width: .Ratio(ratio: 1), text: "BRICK 1"),
    LabelBrick(width: .Ratio(ratio: 1), text: "MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK MULTI-LINE BRICK"),
    LabelBrick(width: .Ratio(ratio: 1/2), text: "1/2 BRICK"),
    LabelBrick(width: .Ratio(ratio: 1/2), text: "1/2 BRICK"),
    LabelBrick(width: .Ratio(ratio: 1/3), text: "1/3 BRICK"),
    LabelBrick(width: .Ratio(ratio: 1/3), text: "1/3 BRICK"),
    LabelBrick(width: .Ratio(ratio: 1/3), text: "1/3 BRICK"),
    ], inset: 10, edgeInsets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))

self.setSection(section)



// BrickKit Docs/BRICK_DIMENSION.md, Swift example 1, verbatim (BrickKit, Apache License 2.0).
let section = BrickSection(bricks: [
	LabelBrick(text: "LABEL BRICK 1", width: .Ratio(ratio: 1/2)),
	LabelBrick(text: "LABEL BRICK 2", width: .Ratio(ratio: 1/2))
])

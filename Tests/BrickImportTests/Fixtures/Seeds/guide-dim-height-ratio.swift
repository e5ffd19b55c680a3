// BrickKit Docs/BRICK_DIMENSION.md, Swift example 5, verbatim (BrickKit, Apache License 2.0).
let section = BrickSection(bricks: [
	LabelBrick(text: "LABEL BRICK", height: .Ratio(ratio: 1))
	])
}

// BrickKit Docs/BRICK_DIMENSION.md, Swift example 0, verbatim (BrickKit, Apache License 2.0).
let section = BrickSection(bricks: [
	LabelBrick(text: "LABEL BRICK", width: .Ratio(ratio: 1/2))
	])
}

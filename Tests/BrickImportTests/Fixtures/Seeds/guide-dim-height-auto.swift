// BrickKit Docs/BRICK_DIMENSION.md, Swift example 3, verbatim (BrickKit, Apache License 2.0).
let section = BrickSection(bricks: [
	LabelBrick(text: "LABEL BRICK", height: .Auto(estimate: .Fixed(size: 50)))
	])
}

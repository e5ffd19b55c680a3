// BrickKit Docs/BRICK_DIMENSION.md, Swift example 4, verbatim (BrickKit, Apache License 2.0).
let section = BrickSection(bricks: [
	LabelBrick(text: "LABEL BRICK", height: .Fixed(size: 50))
	])
}

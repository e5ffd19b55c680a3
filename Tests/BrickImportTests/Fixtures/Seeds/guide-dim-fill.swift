// BrickKit Docs/BRICK_DIMENSION.md, Swift example 6, verbatim (BrickKit, Apache License 2.0).
let section = BrickSection(bricks: [
	ImageBrick(width: .Fixed(size: 50)),
	LabelBrick(width: .Fill)
])

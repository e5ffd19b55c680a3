// BrickKit README.md, Swift example 14, verbatim (BrickKit, Apache License 2.0).
let section = BrickSection(bricks: [
	LabelBrick(text: "LABEL BRICK LABEL BRICK LABEL BRICK LABEL BRICK")
])

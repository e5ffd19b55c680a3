// BrickKit's web README (lowercase spellings), verbatim (BrickKit, Apache License 2.0).
let section = BrickSection(bricks: [
LabelBrick(text: "LABEL BRICK LABEL BRICK LABEL BRICK LABEL BRICK")
])

// A snippet without setSection: the last outermost section is previewed.
let inner = BrickSection(bricks: [LabelBrick(text: "Inner")])
let section = BrickSection(bricks: [inner]) // warning: no setSection call; previewed this section

// A snippet of bricks without a section.
let title = LabelBrick(text: "Title") // warning: no BrickSection; previewed the bricks found in a root section
let subtitle = LabelBrick(text: "Subtitle")

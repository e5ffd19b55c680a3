// BrickKit README.md, Swift example 1, verbatim (BrickKit, Apache License 2.0).

// Calculate height using auto-layout
LabelBrick(height: .Auto(estimate: .Fixed(size: 50)), text: "BRICK"),

// Fixed Height
LabelBrick(height: .Fixed(size: 50), text: "BRICK"),

// Calculate height based on ratio of the width
LabelBrick(height: .Ratio(ratio: 1), text: "BRICK"),

// Complex Rule based on size classes and/or orientation
let height: BrickDimension =
    .HorizontalSizeClass(
        regular: .Orientation(
            landscape: .Fixed(size: 200),
            portrait: .Fixed(size: 100)
        ),
        compact: .Orientation(
            landscape: .Fixed(size: 100),
            portrait: .Fixed(size: 50)
        )
)


// BrickKit Docs/BRICK_DIMENSION.md, Swift example 10, verbatim (BrickKit, Apache License 2.0).
let width: BrickDimension =
    .HorizontalSizeClass(
        regular: .Orientation(
            landscape: .Ratio(ratio: 1/3),
            portrait: .Ratio(ratio: 1/2)
        ),
        compact: .Ratio(ratio: 1)
        )


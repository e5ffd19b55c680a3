// BrickKit Docs/BRICK_DIMENSION.md, Swift example 8, verbatim (BrickKit, Apache License 2.0).
let width: BrickDimension = .HorizontalSizeClass(regular: .Ratio(ratio: 1/2), compact: .Ratio(ratio: 1))

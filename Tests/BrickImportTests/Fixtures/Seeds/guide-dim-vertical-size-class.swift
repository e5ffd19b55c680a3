// BrickKit Docs/BRICK_DIMENSION.md, Swift example 9, verbatim (BrickKit, Apache License 2.0).
let width: BrickDimension = . VerticalSizeClass(regular: .Ratio(ratio: 1/2), compact: .Ratio(ratio: 1))

// BrickKit Docs/BRICK_DIMENSION.md, Swift example 7, verbatim (BrickKit, Apache License 2.0).
let width: BrickDimension = .Orientation(landscape: .Ratio(ratio: 1/3), portrait: .Ratio(ratio: 1/2))

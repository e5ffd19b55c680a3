// BrickKit README.md, Swift example 7, verbatim (BrickKit, Apache License 2.0).

layout.scrollDirection = .Horizontal

let snapToBehavior = SnapToPointLayoutBehavior(scrollDirection: .Horizontal(.Center))
self.brickCollectionView.layout.behaviors.insert(snapToBehavior)
self.brickCollectionView.layout.behaviors.insert(CoverFlowLayoutBehavior(minimumScaleFactor: 0.75))


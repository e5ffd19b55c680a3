// BrickKit README.md, Swift example 4, verbatim (BrickKit, Apache License 2.0).
self.registerBrickClass(CollectionBrick.self)
self.registerBrickClass(LabelBrick.self)

let section1 = BrickSection(bricks: [
    ImageBrick(width: .Ratio(ratio: 1/4), height: .Ratio(ratio: 1), dataSource: self),
    ] , inset: 10, edgeInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
section1.repeatCountDataSource = self

let section2 = BrickSection(bricks: [
    ImageBrick(width: .Ratio(ratio: 1/2), height: .Ratio(ratio: 1), dataSource: self),
    ], inset: 10, edgeInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
section2.repeatCountDataSource = self

let section3 = BrickSection(bricks: [
    ImageBrick(width: .Fixed(size: 100), height: .Ratio(ratio: 1), dataSource: self),
    ], inset: 10, edgeInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
section3.repeatCountDataSource = self

let section = BrickSection(bricks: [
    LabelBrick(text: "1/4 Ratio"),
    CollectionBrick(scrollDirection: .Horizontal, dataSource: CollectionBrickCellModel(section: section1, configureHandler: { (brickCollectionCell) in
        brickCollectionCell.brickCollectionView.registerBrickClass(ImageBrick.self)
    })),
    LabelBrick(text: "1/2 Ratio"),
    CollectionBrick(scrollDirection: .Horizontal, dataSource: CollectionBrickCellModel(section: section2, configureHandler: { (brickCollectionCell) in
        brickCollectionCell.brickCollectionView.registerBrickClass(ImageBrick.self)
    })),
    LabelBrick(text: "100px Fixed"),
    CollectionBrick(scrollDirection: .Horizontal, dataSource: CollectionBrickCellModel(section: section3, configureHandler: { (brickCollectionCell) in
        brickCollectionCell.brickCollectionView.registerBrickClass(ImageBrick.self)
    })),
    ])
setSection(section)


import BrickKit
import UIKit

/// The shape of the Example app's Twitter mock: the screen keeps a
/// `BrickCollectionViewDataSource` in a stored property, fills it with `setSection` in a helper
/// that also builds the page's section, and returns it from `dataSourceForCollectionBrickCell`.
class DealsScreen: BrickViewController, BrickRepeatCountDataSource {
  var dealsSource: BrickCollectionViewDataSource!

  override func viewDidLoad() {
    super.viewDidLoad()
    let page = BrickSection(bricks: [
      LabelBrick("title", height: .fixed(size: 30), text: "Deals"),
      dealsRow(),
    ])
    brickCollectionView.setSection(page)
  }

  func dealsRow() -> BrickSection {
    dealsSource = BrickCollectionViewDataSource()
    let deals = BrickSection(bricks: [
      LabelBrick("deal", width: .fixed(size: 100), height: .fixed(size: 120), text: "Deal")
    ], inset: 4)
    deals.repeatCountDataSource = self
    dealsSource!.setSection(deals)
    return BrickSection(bricks: [
      CollectionBrick("row", scrollDirection: .horizontal, dataSource: self, brickTypes: [LabelBrick.self])
    ], edgeInsets: UIEdgeInsets(top: 0, left: 0, bottom: 2, right: 0))
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return identifier == "deal" ? 4 : 1
  }
}

extension DealsScreen: CollectionBrickCellDataSource {
  func dataSourceForCollectionBrickCell(brickCollectionCell: CollectionBrickCell) -> BrickCollectionViewDataSource {
    return dealsSource
  }
}

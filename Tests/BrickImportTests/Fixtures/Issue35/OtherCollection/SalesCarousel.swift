import BrickKit
import UIKit

/// A collection brick's data source in a class of its own, as the Example app's Twitter mock
/// keeps a `BrickCollectionViewDataSource` built elsewhere.
class SalesCarousel: NSObject, CollectionBrickCellDataSource, BrickRepeatCountDataSource {
  let dataSource = BrickCollectionViewDataSource()

  override init() {
    super.init()
    let sales = BrickSection(bricks: [
      LabelBrick("sale", width: .fixed(size: 140), height: .fixed(size: 140), text: "Sale")
    ], inset: 2)
    sales.repeatCountDataSource = self
    dataSource.setSection(sales)
  }

  func dataSourceForCollectionBrickCell(brickCollectionCell: CollectionBrickCell) -> BrickCollectionViewDataSource {
    return dataSource
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return 5
  }
}

import BrickKit
import UIKit

/// The home page: a title, a carousel of featured products, and a grid of two columns on a
/// phone and four where the width is regular.
class HomeScreen: BaseViewController {
  let products = Product.samples
  let featured = Array(Product.samples.prefix(4))

  override func makeSection() -> BrickSection? {
    var columns = 2
    if traitCollection.horizontalSizeClass == .regular {
      columns = 4
    }
    let carousel = CollectionBrick(
      "carousel", height: .fixed(size: Theme.Metrics.cardSize.height),
      scrollDirection: .horizontal, dataSource: self, brickTypes: [LabelBrick.self])
    let tile = LabelBrick(
      "tile", width: .ratio(ratio: 1 / CGFloat(columns)),
      height: .fixed(size: Theme.Metrics.rowHeight), backgroundColor: Theme.Colors.card,
      dataSource: self)
    let section = BrickSection(
      "home", bricks: [header("Featured"), carousel, tile], inset: gutter,
      edgeInsets: screenInsets)
    section.repeatCountDataSource = self
    return section
  }
}

extension HomeScreen: CollectionBrickCellDataSource {
  func sectionForCollectionBrickCell(_ cell: CollectionBrickCell) -> BrickSection {
    let card = LabelBrick(
      "card", width: .fixed(size: Theme.Metrics.cardSize.width),
      height: .fixed(size: Theme.Metrics.cardSize.height), dataSource: self)
    let section = BrickSection(bricks: [card], inset: gutter)
    section.repeatCountDataSource = self
    return section
  }
}

extension HomeScreen: BrickRepeatCountDataSource {
  func repeatCount(
    for identifier: String, with collectionIndex: Int, collectionIdentifier: String
  ) -> Int {
    switch identifier {
    case "tile": return products.count
    case "card": return featured.count
    default: return 1
    }
  }
}

extension HomeScreen: LabelBrickCellDataSource {
  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    let list = cell.brick.identifier == "card" ? featured : products
    let product = list[cell.index]
    cell.label.text = "\(product.name.uppercased()) \(String(format: "$%.2f", product.price))"
  }
}

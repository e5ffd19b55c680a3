import BrickKit
import UIKit

/// The cart: one row per item, a summary written with String(format:), a half-width button.
class CartScreen: BaseViewController {
  let items = [
    CartItem(product: Product.samples[0], quantity: 1),
    CartItem(product: Product.samples[2], quantity: 2),
    CartItem(product: Product.samples[3], quantity: 1),
  ]

  override func makeSection() -> BrickSection? {
    let count = items.reduce(0) { $0 + $1.quantity }
    let section = BrickSection(
      "cart",
      bricks: [
        header("Cart"),
        LabelBrick("item", height: .fixed(size: Theme.Metrics.rowHeight), dataSource: self),
        LabelBrick(
          "summary", height: .fixed(size: 44),
          text: String(format: "%d items in your cart", count)),
        LabelBrick(
          "checkout", width: .ratio(ratio: 1 / 2), height: .fixed(size: 50),
          backgroundColor: Theme.Colors.brand, text: "Check out"),
      ], inset: gutter, edgeInsets: screenInsets)
    section.repeatCountDataSource = self
    return section
  }
}

extension CartScreen: BrickRepeatCountDataSource {
  func repeatCount(
    for identifier: String, with collectionIndex: Int, collectionIdentifier: String
  ) -> Int {
    return identifier == "item" ? items.count : 1
  }
}

extension CartScreen: LabelBrickCellDataSource {
  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    let item = items[cell.index]
    cell.label.text = String(format: "%@ x%d", item.product.name, item.quantity)
  }
}

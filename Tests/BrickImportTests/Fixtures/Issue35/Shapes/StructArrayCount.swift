import BrickKit
import UIKit

struct Product {
  let name: String
  let price: Int
}

/// An array of structs: its `count` is the repeat count, its elements' fields the texts.
class ProductsViewController: BrickViewController, BrickRepeatCountDataSource,
  LabelBrickCellDataSource
{
  let products = [
    Product(name: "Sofa", price: 499),
    Product(name: "Lamp", price: 89),
    Product(name: "Rug", price: 240),
    Product(name: "Desk", price: 310),
    Product(name: "Stool", price: 45),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("product", height: .fixed(size: 44), dataSource: self)
    ], inset: 4)
    section.repeatCountDataSource = self
    brickCollectionView.setSection(section)
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return identifier == "product" ? products.count : 1
  }

  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    let product = products[cell.index]
    cell.label.text = "\(product.name): $\(product.price)"
  }
}

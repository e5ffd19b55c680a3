import BrickKit
import UIKit

/// Orders: the list arrives from the network; until then the screen has only its title.
class OrdersScreen: BaseViewController {
  var orders: [Order] = []

  override func makeSection() -> BrickSection? {
    let section = BrickSection(
      "orders",
      bricks: [
        header("Orders"),
        LabelBrick("order", height: .fixed(size: Theme.Metrics.rowHeight), dataSource: self),
      ], inset: gutter, edgeInsets: screenInsets)
    section.repeatCountDataSource = self
    API.shared.fetchOrders { [weak self] orders in
      self?.orders = orders
      self?.brickCollectionView.reloadData()
    }
    return section
  }
}

extension OrdersScreen: BrickRepeatCountDataSource {
  func repeatCount(
    for identifier: String, with collectionIndex: Int, collectionIdentifier: String
  ) -> Int {
    return identifier == "order" ? orders.count : 1
  }
}

extension OrdersScreen: LabelBrickCellDataSource {
  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    cell.label.text = "Order \(orders[cell.index].id): \(orders[cell.index].status)"
  }
}

import BrickKit
import UIKit

struct Order: Decodable {
  let id: Int
  let title: String
}

/// The usual real-app shape: the orders arrive in a completion handler, decoded from JSON.
class OrdersViewController: BrickViewController, BrickRepeatCountDataSource {
  var orders: [Order] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("header", height: .fixed(size: 60), text: "Your orders"),
      LabelBrick("order", height: .fixed(size: 80), text: "Order"),
    ], inset: 1)
    section.repeatCountDataSource = self
    brickCollectionView.setSection(section)
    let url = URL(string: "https://example.com/orders.json")!
    URLSession.shared.dataTask(with: url) { data, _, _ in  // warning: samples
      guard let data = data else { return }
      self.orders = (try? JSONDecoder().decode([Order].self, from: data)) ?? []
      DispatchQueue.main.async { self.brickCollectionView.reloadData() }
    }.resume()
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return identifier == "order" ? orders.count : 1
  }
}

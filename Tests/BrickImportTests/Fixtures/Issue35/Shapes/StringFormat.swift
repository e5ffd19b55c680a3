import BrickKit
import UIKit

/// `String(format:)` with the common specifiers, each on a label 100 points wide so the text's
/// length shows in its height.
class CartViewController: BrickViewController {
  let count = 12
  let rating = 4.25
  let seller = "Oak & Co"

  override func viewDidLoad() {
    super.viewDidLoad()
    let size = "XL"
    let section = BrickSection(bricks: [
      LabelBrick("count", width: .fixed(size: 100), text: String(format: "%d items in your cart", count)),
      LabelBrick("seller", width: .fixed(size: 100), text: String(format: "Sold by %@", seller)),
      LabelBrick("rating", width: .fixed(size: 100), text: String(format: "%.1f of 5 stars", rating)),
      LabelBrick("size", width: .fixed(size: 100), text: String(format: "Size %s only", size)),
      LabelBrick("padded", width: .fixed(size: 100), text: String(format: "Order #%05d", 42)),
    ])
    brickCollectionView.setSection(section)
  }
}

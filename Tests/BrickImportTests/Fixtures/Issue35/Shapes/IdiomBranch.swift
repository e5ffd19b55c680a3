import BrickKit
import UIKit

/// Columns chosen by the idiom, and a brick as wide as the screen less a margin.
class ShelfViewController: BrickViewController {
  let isPad = UIDevice.current.userInterfaceIdiom == .pad

  override func viewDidLoad() {
    super.viewDidLoad()
    let ratio: CGFloat = isPad ? 1/3 : 1
    let cardWidth = UIScreen.main.bounds.width - 40
    let section = BrickSection(bricks: [
      LabelBrick("shelf", width: .ratio(ratio: ratio), height: .fixed(size: 90), text: "Shelf"),
      LabelBrick("card", width: .fixed(size: cardWidth), height: .fixed(size: 50), text: "Card"),
    ])
    brickCollectionView.setSection(section)
  }
}

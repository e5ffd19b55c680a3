import BrickKit
import UIKit

/// A page whose carousel's section comes from another class.
class TweetsScreen: BrickViewController {
  let sales = SalesCarousel()

  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("header", height: .fixed(size: 40), text: "Daily Sales"),
      CollectionBrick("sales", scrollDirection: .horizontal, dataSource: sales, brickTypes: [LabelBrick.self]),
    ], inset: 1)
    brickCollectionView.setSection(section)
  }
}

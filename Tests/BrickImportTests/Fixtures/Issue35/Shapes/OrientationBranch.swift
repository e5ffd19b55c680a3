import BrickKit
import UIKit

/// A height chosen by the orientation, and a width by the view's width.
class HeroViewController: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let landscape = UIDevice.current.orientation.isLandscape
    let heroHeight: CGFloat = landscape ? 150 : 300
    let wide = view.bounds.width >= 600
    let section = BrickSection(bricks: [
      LabelBrick("hero", height: .fixed(size: heroHeight), text: "Hero"),
      LabelBrick("side", width: wide ? .ratio(ratio: 1/3) : .ratio(ratio: 1), height: .fixed(size: 40), text: "Side"),
    ])
    brickCollectionView.setSection(section)
  }
}

import BrickKit
import UIKit

/// Properties set after the initializers, and the layout's own settings.
class PropertiesViewController: BrickViewController, BrickRepeatCountDataSource, HideBehaviorDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    brickCollectionView.layout.scrollDirection = .horizontal
    layout.zIndexBehavior = .bottomUp
    self.layout.appearBehavior = BrickAppearBottomBehavior()
    self.brickCollectionView.layout.hideBehaviorDataSource = self

    let banner = LabelBrick("banner", width: .fixed(size: 200), text: "Banner")
    banner.isHidden = true
    let tile = LabelBrick("tile", width: .fixed(size: 100), text: "Tile")
    tile.repeatCount = 3
    let cards = BrickSection("cards", bricks: [
      LabelBrick("card", width: .fixed(size: 150), text: "Card"),
      LabelBrick("spacer", width: .fixed(size: 10), text: "-"),
      LabelBrick("ad", width: .fixed(size: 150), text: "Ad"),
    ])
    cards.inset = 6
    cards.edgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    cards.repeatCountDataSource = self
    let section = BrickSection(bricks: [banner, tile, cards])
    setSection(section)
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    switch identifier {
    case "card":
      return 5
    case "ad", "spacer":
      return 2
    default:
      return 1
    }
  }

  func hideBehaviorDataSource(shouldHideItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
    if identifier == "spacer" {
      return true
    }
    return false
  }
}

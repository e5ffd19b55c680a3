import BrickKit
import UIKit

/// Hiding and sticking decided on the item's index: the fourth row hidden, every even row sticky.
class RowsViewController: BrickViewController, HideBehaviorDataSource, StickyLayoutBehaviorDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    brickCollectionView.layout.hideBehaviorDataSource = self
    let sticky = StickyLayoutBehavior(dataSource: self)
    brickCollectionView.layout.behaviors.insert(sticky)
    let section = BrickSection(bricks: [
      LabelBrick("row", height: .fixed(size: 50), text: "Row")
    ])
    section.repeatCountDataSource = self
    brickCollectionView.setSection(section)
  }

  func hideBehaviorDataSource(shouldHideItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
    return identifier == "row" && indexPath.item == 3
  }

  func stickyLayoutBehavior(_ stickyLayoutBehavior: StickyLayoutBehavior, shouldStickItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
    return identifier == "row" && indexPath.item % 2 == 0
  }
}

extension RowsViewController: BrickRepeatCountDataSource {
  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return 6
  }
}

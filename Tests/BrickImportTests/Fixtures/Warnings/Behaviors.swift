import BrickKit
import UIKit

/// Behaviors whose data sources or parameters cannot be followed.
class BehaviorWarningsViewController: BrickViewController {
  var offset: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("title", height: .fixed(size: 40), text: "Title"),
      LabelBrick("row", height: .fixed(size: 40), text: "Row"),
    ])
    setSection(section)
    layout.hideBehaviorDataSource = HiddenNothing() // warning: no hideBehaviorDataSource(shouldHideItemAtIndexPath:...) found
    let behaviors: [BrickLayoutBehavior] = [
      StickyLayoutBehavior(dataSource: self, contentOffset: offset), // a stored var: 0 at load
      CardLayoutBehavior(dataSource: self), // warning: no cardLayoutBehavior(_:smallHeightForItemAtIndexPath:...) found
      SpotlightLayoutBehavior(dataSource: self), // warning: no brick has a small height
      CoverFlowLayoutBehavior(minimumScaleFactor: scale), // warning: cannot follow the scale `scale`; assumed 0.5
      SnapToPointLayoutBehavior(scrollDirection: direction), // warning: cannot follow the snap direction
      MaxZIndexLayoutBehavior(dataSource: self),
      OffsetLayoutBehavior(dataSource: Offsets()), // warning: no offsetLayoutBehavior data source functions found
    ]
    behaviors.forEach { layout.behaviors.insert($0) }
  }

  func stickyLayoutBehavior(_ behavior: StickyLayoutBehavior, shouldStickItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
    switch identifier {
    case "title": return true
    case Kinds.all.first: return true // warning: cannot follow the case `Kinds.all.first`
    default: return false
    }
  }

  func spotlightLayoutBehavior(_ behavior: SpotlightLayoutBehavior, smallHeightForItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> CGFloat? {
    return identifier == "story" ? 50 : nil // warning: no brick of the layout has the identifier 'story'
  }

  func maxZIndexLayoutBehavior(_ behavior: MaxZIndexLayoutBehavior, shouldHaveMaxZIndexAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
    return indexPath.item == 0 ? true : false // asked copy by copy: the title (item 0)
  }
}

import BrickKit
import UIKit

enum Ids {
  static let header = "header"
  static let footer = "footer"
}

/// Every layout behavior, with literal parameters and data sources of the usual shapes.
class BehaviorsViewController: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick(Ids.header, height: .fixed(size: 60), text: "Header"),
      LabelBrick("subheader", height: .fixed(size: 30), text: "Sub"),
      LabelBrick("story", height: .fixed(size: 200), text: "Story"),
      LabelBrick("card", height: .fixed(size: 300), text: "Card"),
      LabelBrick("badge", width: .fixed(size: 40), height: .fixed(size: 40), text: "1"),
      LabelBrick("toast", height: .fixed(size: 40), text: "Toast"),
      LabelBrick(Ids.footer, height: .fixed(size: 50), text: "Footer"),
    ])
    let sticky = StickyLayoutBehavior(dataSource: self, contentOffset: 20)
    sticky.canStackWithOtherSections = true
    let behaviors: [BrickLayoutBehavior] = [
      sticky,
      StickyFooterLayoutBehavior(dataSource: FooterDataSource()),
      OnScrollDownStickyLayoutBehavior(dataSource: ScrollDownDataSource()),
      MinimumStickyLayoutBehavior(dataSource: MinimumDataSource()),
      SnapToPointLayoutBehavior(scrollDirection: .vertical(.middle)),
      SpotlightLayoutBehavior(dataSource: self),
      CardLayoutBehavior(dataSource: self),
      CoverFlowLayoutBehavior(minimumScaleFactor: 3 / 4),
      OffsetLayoutBehavior(dataSource: self),
      SetZIndexLayoutBehavior(dataSource: self),
      MaxZIndexLayoutBehavior(dataSource: self),
    ]
    for behavior in behaviors { brickCollectionView.layout.behaviors.insert(behavior) }
    setSection(section)
  }
}

extension BehaviorsViewController: StickyLayoutBehaviorDataSource {
  func stickyLayoutBehavior(_ stickyLayoutBehavior: StickyLayoutBehavior, shouldStickItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
    return identifier == Ids.header
  }
}

class FooterDataSource: StickyLayoutBehaviorDataSource {
  func stickyLayoutBehavior(_ stickyLayoutBehavior: StickyLayoutBehavior, shouldStickItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
    return identifier == Ids.footer
  }
}

class ScrollDownDataSource: StickyLayoutBehaviorDataSource {
  func stickyLayoutBehavior(_ stickyLayoutBehavior: StickyLayoutBehavior, shouldStickItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
    return identifier == "subheader"
  }
}

class MinimumDataSource: MinimumStickyLayoutBehaviorDataSource {
  func stickyLayoutBehavior(_ stickyLayoutBehavior: StickyLayoutBehavior, shouldStickItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
    return identifier == Ids.header || identifier == "subheader"
  }

  func stickyLayoutBehavior(_ stickyLayoutBehavior: StickyLayoutBehavior, minimumStickingHeightForItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> CGFloat? {
    switch identifier {
    case Ids.header: return 30
    case "subheader": return 10
    default: return nil
    }
  }
}

extension BehaviorsViewController: SpotlightLayoutBehaviorDataSource, CardLayoutBehaviorDataSource {
  func spotlightLayoutBehavior(_ behavior: SpotlightLayoutBehavior, smallHeightForItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> CGFloat? {
    return identifier == "story" ? 50 : nil
  }

  func cardLayoutBehavior(_ cardLayoutBehavior: CardLayoutBehavior, smallHeightForItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> CGFloat? {
    return identifier == "card" ? 2 * 40 : nil
  }
}

extension BehaviorsViewController: OffsetLayoutBehaviorDataSource {
  func offsetLayoutBehavior(_ layout: UICollectionViewLayout, originOffsetForItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> CGSize? {
    return identifier == "badge" ? CGSize(width: -10, height: 10) : nil
  }

  func offsetLayoutBehavior(_ layout: UICollectionViewLayout, sizeOffsetForItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> CGSize? {
    if identifier == "badge" {
      return CGSize(width: 4, height: 4)
    }
    return nil
  }
}

extension BehaviorsViewController: SetZIndexLayoutBehaviorDataSource, MaxZIndexLayoutBehaviorDataSource {
  func setZIndexLayoutBehavior(_ behavior: SetZIndexLayoutBehavior, zIndexForItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Int? {
    return identifier == "badge" ? 2 : nil
  }

  func maxZIndexLayoutBehavior(_ behavior: MaxZIndexLayoutBehavior, shouldHaveMaxZIndexAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Bool {
    return identifier == "toast"
  }
}

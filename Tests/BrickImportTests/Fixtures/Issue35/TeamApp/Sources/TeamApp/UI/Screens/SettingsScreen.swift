import BrickKit
import UIKit

enum FeatureFlags {
  static let beta = false
}

/// Settings: five rows, the third (beta features) hidden while the flag is off, and a footer a
/// half wide where the view is wider than 600 points.
class SettingsScreen: BaseViewController, HideBehaviorDataSource {
  override var screenInsets: UIEdgeInsets { .zero }
  override var gutter: CGFloat { 1 }
  let options = ["Notifications", "Privacy", "Beta features", "Help", "About"]

  override func viewDidLoad() {
    super.viewDidLoad()
    brickCollectionView.layout.hideBehaviorDataSource = self
  }

  override func makeSection() -> BrickSection? {
    let footerWidth: BrickDimension = view.bounds.width > 600 ? .ratio(ratio: 1 / 2) : .ratio(ratio: 1)
    let section = BrickSection(
      "settings",
      bricks: [
        LabelBrick("option", height: .fixed(size: Theme.Metrics.rowHeight), dataSource: self),
        LabelBrick("version", width: footerWidth, height: .fixed(size: 44), text: "Version 2.4"),
      ], inset: gutter, edgeInsets: screenInsets)
    section.repeatCountDataSource = self
    return section
  }

  func hideBehaviorDataSource(
    shouldHideItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String,
    inCollectionViewLayout collectionViewLayout: UICollectionViewLayout
  ) -> Bool {
    return identifier == "option" && indexPath.item == 2 && !FeatureFlags.beta
  }
}

extension SettingsScreen: BrickRepeatCountDataSource {
  func repeatCount(
    for identifier: String, with collectionIndex: Int, collectionIdentifier: String
  ) -> Int {
    return identifier == "option" ? options.count : 1
  }
}

extension SettingsScreen: LabelBrickCellDataSource {
  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    cell.label.text = options[cell.index]
  }
}

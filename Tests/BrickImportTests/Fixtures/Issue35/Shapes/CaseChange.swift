import BrickKit
import UIKit

/// `uppercased()` and `lowercased()` on literals, constants and interpolations.
class SaleViewController: BrickViewController {
  static let banner = "Summer Sale"

  override func viewDidLoad() {
    super.viewDidLoad()
    let tag = "NEW IN"
    let section = BrickSection(bricks: [
      LabelBrick("banner", width: .fixed(size: 80), text: SaleViewController.banner.uppercased()),
      LabelBrick("tag", width: .fixed(size: 80), text: tag.lowercased()),
      LabelBrick("both", width: .fixed(size: 80), text: "\(tag.lowercased()) / \("ok".uppercased())"),
    ])
    brickCollectionView.setSection(section)
  }
}

import BrickKit
import UIKit

/// Columns chosen by the horizontal size class, a height by the vertical one.
class GridViewController: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    var columns = 2
    if traitCollection.horizontalSizeClass == .regular {
      columns = 4
    } else {
      columns = 2
    }
    let height: CGFloat = traitCollection.verticalSizeClass == .compact ? 80 : 120
    let section = BrickSection(bricks: [
      LabelBrick("cell", width: .ratio(ratio: 1/CGFloat(columns)), height: .fixed(size: height), text: "Cell")
    ], inset: 8)
    section.repeatCountDataSource = self
    brickCollectionView.setSection(section)
  }
}

extension GridViewController: BrickRepeatCountDataSource {
  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return 8
  }
}

import BrickKit
import UIKit

/// A typed local array of range pairs handed to `.dimensionRange`: the same as writing the
/// array inline.
class RangesViewController: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let pairs: [RangeDimensionPair] = [
      (dimension: .ratio(ratio: 1/2), minimumSize: 400),
      (dimension: .ratio(ratio: 1/4), minimumSize: 800),
    ]
    let width = BrickDimension.dimensionRange(default: .ratio(ratio: 1), additionalRangePairs: pairs)
    let section = BrickSection(bricks: [
      LabelBrick("tile", width: width, height: .fixed(size: 50), text: "Tile")
    ])
    section.repeatCountDataSource = self
    brickCollectionView.setSection(section)
  }
}

extension RangesViewController: BrickRepeatCountDataSource {
  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return 4
  }
}

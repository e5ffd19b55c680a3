import BrickKit
import UIKit

/// The shape of the Example app's horizontal collection screen: the layout aligns its rows'
/// heights, and a collection brick shows a section the screen keeps in a stored property.
class AlignedRowsScreen: BrickViewController, CollectionBrickCellDataSource {
  var stripSection: BrickSection!

  override func viewDidLoad() {
    super.viewDidLoad()
    brickCollectionView.layout.alignRowHeights = true
    stripSection = BrickSection(bricks: [
      LabelBrick("cell", width: .fixed(size: 100), height: .fixed(size: 50), text: "Cell")
    ], inset: 5)
    let section = BrickSection(bricks: [
      LabelBrick("short", width: .ratio(ratio: 1/2), height: .fixed(size: 40), text: "Short"),
      LabelBrick("tall", width: .ratio(ratio: 1/2), height: .fixed(size: 80), text: "Tall"),
      CollectionBrick("strip", scrollDirection: .horizontal, dataSource: self, brickTypes: [LabelBrick.self]),
    ])
    setSection(section)
  }

  func sectionForCollectionBrickCell(_ cell: CollectionBrickCell) -> BrickSection {
    return stripSection
  }
}

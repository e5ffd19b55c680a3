import BrickKit
import UIKit

/// A cell's uneven edge insets, set where the cell is configured: the text is 76 points wide
/// (100 less 12 and 12), not 92.
class NotesViewController: BrickViewController, LabelBrickCellDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("note", width: .fixed(size: 100), dataSource: self)
    ])
    brickCollectionView.setSection(section)
  }

  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    cell.label.text = "Deliver to the back door please"
    cell.edgeInsets = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
  }
}

import BrickKit
import UIKit

struct Room {
  let title: String
  let items: Int
}

/// `.map` of an array of structs to texts, and `uppercased()` on each, as the texts of a
/// repeated half-width brick.
class RoomsViewController: BrickViewController, BrickRepeatCountDataSource,
  LabelBrickCellDataSource
{
  let rooms = [Room(title: "Kitchen", items: 12), Room(title: "Bath", items: 4), Room(title: "Den", items: 7)]
  lazy var names = rooms.map { $0.title.uppercased() }

  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("room", width: .ratio(ratio: 1/2), height: .fixed(size: 60), dataSource: self)
    ], inset: 10)
    section.repeatCountDataSource = self
    brickCollectionView.setSection(section)
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return names.count
  }

  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    cell.label.text = names[cell.index]
  }
}

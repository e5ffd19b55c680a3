import BrickKit
import UIKit

/// Another screen of the folder with a carousel of its own.
class PhotosScreen: BrickViewController, CollectionBrickCellDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      CollectionBrick("photos", scrollDirection: .horizontal, dataSource: self, brickTypes: [ImageBrick.self])
    ])
    brickCollectionView.setSection(section)
  }

  func sectionForCollectionBrickCell(_ cell: CollectionBrickCell) -> BrickSection {
    return BrickSection(bricks: [
      LabelBrick("photo", width: .fixed(size: 300), height: .fixed(size: 200), text: "Photo"),
      LabelBrick("more", width: .fixed(size: 80), height: .fixed(size: 200), text: "More"),
    ], inset: 20)
  }
}

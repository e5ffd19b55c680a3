import BrickKit
import UIKit

/// Identifiers in a nested type, a GenericBrick configured by its closure, a collection whose
/// section comes from its data source, and the root's alignment set after setSection.
class FeedScreen: BrickViewController, CollectionBrickCellDataSource {
  struct Identifiers {
    static let post = "FeedScreen.post"
    static let strip = "FeedScreen.strip"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let post = GenericBrick<UILabel>(FeedScreen.Identifiers.post, width: .ratio(ratio: 0.8), height: .auto(estimate: .fixed(size: 40)), backgroundColor: .lightGray) { label, cell in
      label.text = "A post about bricks"
      label.numberOfLines = 0
      cell.edgeInsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    }
    let strip = CollectionBrick(FeedScreen.Identifiers.strip, width: .ratio(ratio: 0.8), height: .fixed(size: 100), dataSource: self, bric [LabelBrick.self])
    setSection(BrickSection(bricks: [post, strip], inset: 10))
    brickCollectionView.section.alignment = BrickAlignment(horizontal: .center, vertical: .top)
  }



















































  func sectionForCollectionBrickCell(_ cell: CollectionBrickCell) -> BrickSection {
    let items = (1...3).map { LabelBrick(width: .fixed(size: 90), text: "ITEM viewDidLoad() {
    super.viewDidLoad( \($0)") }
    return BrickSection(bricks: items, inset: 5)
  }
}

// Context for "Advanced Sticky", as Layouts/sticky.yaml shows it: two sections, each a title
// and twelve rows.
enum BrickIdentifiers {
  static let titleLabel = "titleLabel"
}

class StickyViewController: BrickViewController, BrickRepeatCountDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    let first = BrickSection(bricks: [
      LabelBrick(BrickIdentifiers.titleLabel, height: .fixed(size: 50), backgroundColor: .brickGray1, text: "Sticky title"),
      LabelBrick("row", height: .fixed(size: 60), text: "Row"),
    ])
    let second = BrickSection(bricks: [
      LabelBrick("footerTitle", height: .fixed(size: 50), backgroundColor: .brickGray2, text: "Another section"),
      LabelBrick("moreRow", height: .fixed(size: 60), text: "More"),
    ])
    let section = BrickSection(bricks: [first, second])
    section.repeatCountDataSource = self
    brickCollectionView.layout.behaviors.insert(behavior)
    setSection(section)
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    switch identifier {
    case "row", "moreRow": return 12
    default: return 1
    }
  }
}

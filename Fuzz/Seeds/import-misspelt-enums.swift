import BrickKit
class Feed: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.scrollDirection = .horijontal
    layout.zIndexBehavior = .bottomUpp
    let c = CollectionBrick("c", scrollDirection: .sideways, dataSource: CollectionBrickCellModel(section: BrickSection(bricks: [LabelBrick("x", text: "X")])))
    setSection(BrickSection(bricks: [LabelBrick("a", text: "A"), c]))
  }
}

// Context for the guide's `let width: BrickDimension` example, as Layouts/dim-vertical-size-class shows it:
// 4 labels 80 points high, repeated by a data source.
class DimensionViewController: BrickViewController, BrickRepeatCountDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("cell", width: width, height: .fixed(size: 80), text: "BRICK"),
    ])
    section.repeatCountDataSource = self
    setSection(section)
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return identifier == "cell" ? 4 : 1
  }
}

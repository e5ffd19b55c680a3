import BrickKit

/// Text per repetition from a list: the label repeats once per name.
class NamesScreen: BrickViewController, BrickRepeatCountDataSource, LabelBrickCellDataSource {
  let names = ["Ada", "Grace", "Edsger"]

  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("name", width: .ratio(ratio: 1/2), dataSource: self),
    ], inset: 4)
    section.repeatCountDataSource = self
    setSection(section)
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return identifier == "name" ? names.count : 1
  }

  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    cell.label.text = names[cell.index]
  }
}

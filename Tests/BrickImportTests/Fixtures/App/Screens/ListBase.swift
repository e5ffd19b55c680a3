import BrickKit
import UIKit

/// A titled list of numbered rows; subclasses change the rows after it is built.
class ListBase: BrickViewController {
  let rowCount = 12
  var rows: LabelBrick!
  var titleModel: LabelBrickCellModel!

  override func viewDidLoad() {
    super.viewDidLoad()
    rows = LabelBrick(Keys.row, width: .ratio(ratio: 1/2), height: .auto(estimate: .fixed(size: 40)), backgroundColor: .brickGray1, dataSource: self)
    titleModel = LabelBrickCellModel(text: "ROWS")
    let section = BrickSection(bricks: [
      LabelBrick(Keys.title, backgroundColor: .brickGray3, dataSource: titleModel),
      rows,
    ], inset: Metrics.gutter, edgeInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    section.repeatCountDataSource = self
    setSection(section)
  }
}

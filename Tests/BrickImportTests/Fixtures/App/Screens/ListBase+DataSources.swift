import BrickKit

extension ListBase: BrickRepeatCountDataSource {
  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    guard identifier == Keys.row else {
      return 1
    }
    return rowCount
  }
}

extension ListBase: LabelBrickCellDataSource {
  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    cell.label.text = "ROW \(cell.index + 1)"
  }
}

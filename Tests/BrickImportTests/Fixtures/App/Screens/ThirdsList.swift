import BrickKit

/// The list with rows a third wide and fixed height, changed after the base built them.
class ThirdsList: ListBase {
  override func viewDidLoad() {
    super.viewDidLoad()
    rows.width = .ratio(ratio: 1/3)
    rows.height = .fixed(size: Metrics.rowHeight)
  }
}

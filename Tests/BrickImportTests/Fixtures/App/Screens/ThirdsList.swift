import BrickKit

/// The list with rows a third wide and fixed height, and a longer title, changed after the
/// base built them.
class ThirdsList: ListBase {
  override func viewDidLoad() {
    super.viewDidLoad()
    rows.width = .ratio(ratio: 1/3)
    rows.height = .fixed(size: Metrics.rowHeight)
    titleModel.text = "ROWS IN THIRDS, A TITLE LONG ENOUGH TO WRAP ON A PHONE"
  }
}

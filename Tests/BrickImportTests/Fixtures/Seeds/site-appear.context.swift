// Context for "Appear Behavior", as Layouts/appear-bottom.yaml shows it before the insert:
// three 60-point items.
class AppearViewController: BrickViewController, BrickRepeatCountDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("item", height: .fixed(size: 60), text: "Item"),
    ], inset: 10)
    section.repeatCountDataSource = self
    setSection(section)
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return identifier == "item" ? 3 : 1
  }
}

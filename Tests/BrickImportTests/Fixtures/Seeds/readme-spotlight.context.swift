// Context for "Spotlight", as Layouts/spotlight.yaml shows it: ten labels 200 points high.
enum BrickIdentifiers {
  static let repeatLabel = "repeatLabel"
}

class SpotlightViewController: BrickViewController, BrickRepeatCountDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick(BrickIdentifiers.repeatLabel, height: .fixed(size: 200), backgroundColor: .brickGray2, text: "Spotlight"),
    ])
    section.repeatCountDataSource = self
    setSection(section)
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return identifier == BrickIdentifiers.repeatLabel ? 10 : 1
  }
}

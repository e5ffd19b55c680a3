import BrickKit
class Rows: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [LabelBrick("a", text: "A")], alignment: BrickAlignment(horizontal: .centre, vertical: .Bri))
    setSection(section)
  }
}

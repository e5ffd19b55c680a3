import BrickKit
class Sizes: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("a", height: .fixed(size: -40), text: "A"),
      ImageBrick("b", width: .fixed(size: 200), height: .fixed(size: 300), image: UIImage(named: "b.jpg")),
    ], inset: -20, edgeInsets: UIEdgeInsets(top: 40, left: 60, bottom: -7, right: 60))
    setSection(section)
  }
}

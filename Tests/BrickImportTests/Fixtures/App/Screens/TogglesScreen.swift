import BrickKit

/// Bricks hidden and repeated by later changes, a ternary, `if`, and a button whose title
/// comes from its data source.
class TogglesScreen: BrickViewController, ButtonBrickCellDataSource {
  let compact = true

  override func viewDidLoad() {
    super.viewDidLoad()
    let hint = LabelBrick("hint", text: "Only shown on large screens")
    let dots = LabelBrick("dot", width: .fixed(size: 30), height: .fixed(size: 30), text: "•")
    let buy = ButtonBrick("buy", dataSource: self)
    if compact {
      hint.isHidden = true
      dots.repeatCount = 4
    } else {
      dots.repeatCount = 8
    }
    let section = BrickSection(bricks: [hint, dots, buy])
    section.inset = compact ? 4 : 8
    setSection(section)
  }

  func configureButtonBrick(_ cell: ButtonBrickCell) {
    cell.button.setTitle("buy now".uppercased(), for: .normal)
  }
}

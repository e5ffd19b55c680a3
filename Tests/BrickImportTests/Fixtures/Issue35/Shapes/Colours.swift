import BrickKit
import UIKit

extension UIColor {
  static let brand = UIColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
  static let paper = UIColor(white: 0.96, alpha: 1)

  convenience init(hex: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }
}

enum Palette {
  static let ink = UIColor(hex: 0x336699)
  static let card = UIColor { trait in
    trait.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white
  }
}

/// Dynamic colours, app colour constants and colours built by the app's own helpers.
class SwatchesViewController: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let line = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .lightGray })
    let section = BrickSection(bricks: [
      LabelBrick("brand", backgroundColor: .brand, text: "Brand"),
      LabelBrick("paper", backgroundColor: UIColor.paper, text: "Paper"),
      LabelBrick("ink", backgroundColor: Palette.ink, text: "Ink"),
      LabelBrick("card", backgroundColor: Palette.card, text: "Card"),
      LabelBrick("line", backgroundColor: line, text: "Line"),
      LabelBrick("hex", backgroundColor: UIColor(hex: 0xFFCC00, alpha: 0.5), text: "Hex"),
    ])
    brickCollectionView.setSection(section)
  }
}

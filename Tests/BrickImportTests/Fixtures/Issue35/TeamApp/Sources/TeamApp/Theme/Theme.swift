import BrickKit
import UIKit

/// The app's look: metrics, colours and fonts, and the appearance proxies set at launch.
enum Theme {
  enum Metrics {
    static let gutter: CGFloat = 12
    static let rowHeight: CGFloat = 64
    static let cardSize = CGSize(width: 140, height: 180)
    static let screenInsets = UIEdgeInsets(top: 16, left: 12, bottom: 16, right: 12)
  }

  enum Colors {
    static let brand = UIColor(named: "Brand")!
    static let background = UIColor { trait in
      trait.userInterfaceStyle == .dark ? .black : UIColor(white: 0.96, alpha: 1)
    }
    static let card = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let muted = UIColor(hex: 0x8E8E93)
  }

  enum Fonts {
    static let title = UIFontMetrics(forTextStyle: .title2)
      .scaledFont(for: .systemFont(ofSize: 22, weight: .bold))
    static let body = UIFont.systemFont(ofSize: 15)
  }

  static func apply() {
    LabelBrickCell.appearance().edgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    UILabel.appearance(whenContainedInInstancesOf: [LabelBrickCell.self]).font = Fonts.body
  }
}

extension UIColor {
  convenience init(hex: Int) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
  }
}

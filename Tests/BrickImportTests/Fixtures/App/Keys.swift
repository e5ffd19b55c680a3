import Foundation

/// Brick identifiers shared by the screens.
struct Keys {
  static let row = "Keys.row"
  static let title = "Keys.title"
}

enum Metrics {
  static let gutter: CGFloat = 6
  static let rowHeight: CGFloat = 44
}

enum Slot: String {
  case banner
  case footer = "slot-footer"
}

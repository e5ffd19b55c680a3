import BrickKit
import UIKit

/// The app's cell appearance, set once at launch.
enum Look {
  static let padding: CGFloat = 8

  static func install() {
    #if os(tvOS)
      LabelBrickCell.appearance().edgeInsets = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
    #else
      LabelBrickCell.appearance().edgeInsets = UIEdgeInsets(
        top: padding, left: padding, bottom: padding, right: padding)
    #endif
    ButtonBrickCell.appearance().edgeInsets = UIEdgeInsetsMake(6, 6, 6, 6)
  }
}

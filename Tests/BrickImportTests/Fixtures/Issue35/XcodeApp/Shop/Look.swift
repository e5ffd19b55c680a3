import UIKit

/// The app's metrics, in the app root's folder, far from the screen that uses them.
enum Look {
  static let rowHeight: CGFloat = 72
  static let gap: CGFloat = 6
}

import UIKit

/// The app's metrics: the app root is the folder holding Assets.xcassets.
struct Metrics {
  static let cell: CGFloat = 88
}

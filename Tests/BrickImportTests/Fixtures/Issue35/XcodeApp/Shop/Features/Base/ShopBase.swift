import BrickKit
import UIKit

/// The base class of the app's screens.
class ShopBase: BrickViewController {
  var gap: CGFloat { Look.gap }
}

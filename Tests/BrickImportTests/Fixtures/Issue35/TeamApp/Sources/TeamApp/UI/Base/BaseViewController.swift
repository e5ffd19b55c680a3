import BrickKit
import UIKit

/// Every screen's base: the theme's background, the screen's insets and gutter, and the
/// section a subclass makes (none here: the base class is not a screen).
class BaseViewController: BrickViewController {
  var screenInsets: UIEdgeInsets { Theme.Metrics.screenInsets }
  var gutter: CGFloat { Theme.Metrics.gutter }

  override func viewDidLoad() {
    super.viewDidLoad()
    brickCollectionView.backgroundColor = Theme.Colors.background
    if let section = makeSection() {
      setSection(section)
    }
  }

  /// The screen's section; subclasses override it.
  func makeSection() -> BrickSection? {
    return nil
  }

  /// The title every screen starts with, in the theme's title font.
  func header(_ title: String) -> LabelBrick {
    return LabelBrick("header", text: title) { cell in
      cell.label.font = Theme.Fonts.title
    }
  }
}

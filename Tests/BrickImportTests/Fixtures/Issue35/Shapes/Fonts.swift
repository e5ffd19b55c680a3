import BrickKit
import UIKit

enum Typography {
  static let title = UIFont.systemFont(ofSize: 22, weight: .bold)
  static let body = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 15))
}

/// Fonts scaled with `UIFontMetrics` and resized with `withSize`, from the app's constants.
class ArticleViewController: BrickViewController, LabelBrickCellDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("headline", dataSource: self),
      LabelBrick("lede", dataSource: self),
      LabelBrick("caption", dataSource: self),
    ])
    brickCollectionView.setSection(section)
  }

  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    switch cell._brick.identifier {
    case "headline":
      cell.label.text = "A chair for every room of a small flat"
      cell.label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: Typography.title)
    case "lede":
      cell.label.text = "Five designers on what they sit on at home"
      cell.label.font = Typography.body
    default:
      cell.label.text = "Photograph by the studio"
      cell.label.font = Typography.title.withSize(12)
    }
  }
}

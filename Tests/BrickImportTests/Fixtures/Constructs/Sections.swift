import BrickKit
import UIKit

/// Sections: every BrickSection argument, nesting, identifiers and colours.
class SectionsViewController: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let sidebar = BrickSection("sidebar", width: .ratio(ratio: 1/3), backgroundColor: .brickGray2, bricks: [
      LabelBrick("menu", text: "Menu"),
      LabelBrick("help", text: "Help"),
    ], inset: 4, edgeInsets: UIEdgeInsetsMake(8, 4, 8, 4))
    let content = BrickSection(width: .Ratio(ratio: 2/3), bricks: [
      LabelBrick("headline", width: .ratio(ratio: 1/2), text: "Headline"),
      LabelBrick("byline", width: .ratio(ratio: 1/2), text: "By someone"),
    ], alignRowHeights: true, alignment: BrickAlignment(horizontal: .center, vertical: .bottom))
    let section = BrickSection("page", backgroundColor: UIColor.white, bricks: [
      sidebar,
      content,
      BrickSection(bricks: [
        LabelBrick("footer", text: "Footer"),
      ], edgeInsets: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)),
    ], inset: 10, edgeInsets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    self.brickCollectionView.setSection(section)
  }
}

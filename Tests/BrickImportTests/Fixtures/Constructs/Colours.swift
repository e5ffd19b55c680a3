import BrickKit
import UIKit

/// Colours: UIKit's named, system and semantic colours, BrickKit's palette, and colours built
/// from components, as the Example app and its users write them.
class ColoursViewController: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection("page", backgroundColor: .systemBackground, bricks: [
      LabelBrick("grey", backgroundColor: .lightGray, text: "Light gray"),
      LabelBrick("clear", backgroundColor: .clear, text: "Clear"),
      LabelBrick("brick", backgroundColor: UIColor.brickGray1, text: "Brick gray"),
      LabelBrick("blue", backgroundColor: .systemBlue, text: "System blue"),
      LabelBrick("components", backgroundColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5), text: "Orange"),
      LabelBrick("white", backgroundColor: UIColor(white: 0.2, alpha: 1), text: "Dark"),
      LabelBrick("swift2", backgroundColor: UIColor.darkGrayColor(), text: "Swift 2"),
      LabelBrick("faded", backgroundColor: UIColor.systemBlue.withAlphaComponent(0.5), text: "Faded"),
      LabelBrick("example", backgroundColor: UIColor(170, 126, 157), text: "Purple"),
      LabelBrick("semantic", backgroundColor: .secondarySystemBackground, text: "Grouped"),
      LabelBrick("brand", backgroundColor: .brandColor, text: "Brand"), // warning: the colour `.brandColor` has no name in layout files; left it out
    ])
    self.brickCollectionView.setSection(section)
  }
}

import BrickKit
import UIKit

/// A screen whose app has no project file or package: the asset catalog marks the root.
class ListScreen: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("cell", height: .fixed(size: Metrics.cell), text: "Cell")
    ])
    setSection(section)
  }
}

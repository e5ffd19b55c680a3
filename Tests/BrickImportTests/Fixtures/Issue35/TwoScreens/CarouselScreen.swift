import BrickKit
import UIKit

/// A horizontal carousel with a snap behavior and bottom-up z order, built in viewDidLoad.
class CarouselScreen: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.scrollDirection = .horizontal
    layout.zIndexBehavior = .bottomUp
    brickCollectionView.layout.behaviors.insert(SnapToPointLayoutBehavior(scrollDirection: .horizontal(.center)))
    let section = BrickSection(bricks: [
      LabelBrick("slide", width: .fixed(size: 200), height: .fixed(size: 300), text: "Slide")
    ], inset: 10)
    section.repeatCountDataSource = self
    brickCollectionView.setSection(section)
  }
}

extension CarouselScreen: BrickRepeatCountDataSource {
  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return 6
  }
}

import BrickKit
import UIKit

/// Four folders below the `.xcodeproj`: its superclass in Base/, its metrics in Look.swift.
class DealsScreen: ShopBase {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("deal", height: .fixed(size: Look.rowHeight), text: "Deal"),
      LabelBrick("more", height: .fixed(size: Look.rowHeight), text: "More deals"),
    ], inset: gap)
    setSection(section)
  }
}

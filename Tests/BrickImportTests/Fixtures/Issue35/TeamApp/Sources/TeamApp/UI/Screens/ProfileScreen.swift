import BrickKit
import UIKit

/// A brick whose cell comes from a nib: its height is in the nib (the sidecar gives it).
class PromoBrick: Brick {}

/// The profile: a banner from the asset catalog, a remote avatar beside the name in the brand
/// colour, three stats with uneven insets, and a promotion from a nib. No screen insets.
class ProfileScreen: BaseViewController {
  override var screenInsets: UIEdgeInsets { .zero }
  let stats = ["Orders", "Reviews", "Lists"]

  override func makeSection() -> BrickSection? {
    let details = BrickSection(
      "details",
      bricks: [
        LabelBrick("stat", width: .ratio(ratio: 1 / 3), height: .fixed(size: 60), dataSource: self)
      ], inset: 4, edgeInsets: UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12))
    details.repeatCountDataSource = self
    let avatarURL = URL(string: "https://cdn.example.com/avatar.jpg")!
    return BrickSection(
      "profile",
      bricks: [
        ImageBrick(
          "banner", height: .auto(estimate: .fixed(size: 100)),
          dataSource: ImageBrickCellModel(image: UIImage(named: "Banner")!, contentMode: .scaleAspectFill)),
        ImageBrick(
          "avatar", width: .fixed(size: 96), height: .auto(estimate: .fixed(size: 100)),
          dataSource: ImageURLBrickModel(url: avatarURL, contentMode: .scaleAspectFill)),
        LabelBrick(
          "name", width: .fill, height: .fixed(size: 50), backgroundColor: Theme.Colors.brand,
          text: "Ada Lovelace"),
        details,
        PromoBrick("promo", height: .auto(estimate: .fixed(size: 50))),
      ], edgeInsets: screenInsets)
  }
}

extension ProfileScreen: BrickRepeatCountDataSource {
  func repeatCount(
    for identifier: String, with collectionIndex: Int, collectionIdentifier: String
  ) -> Int {
    return identifier == "stat" ? stats.count : 1
  }
}

extension ProfileScreen: LabelBrickCellDataSource {
  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    cell.label.text = stats[cell.index].lowercased()
  }
}

import BrickKit
class Badges: BrickViewController, SetZIndexLayoutBehaviorDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick("badge", width: .fixed(size: 40), height: .fixed(size: 40), text: "1"),
      LabelBrick("toast", height: .fixed(size: 40), text: "Toast"),
      LabelBrick("plain", height: .fixed(size: 40), text: "Plain"),
    ])
    layout.behaviors.insert(SetZIndexLayoutBehavior(dataSource: self))
    setSection(section)
  }

  func setZIndexLayoutBehavior(_ behavior: SetZIndexLayoutBehavior, zIndexForItemAtIndexPath indexPath: IndexPath, withIdentifier identifier: String, inCollectionViewLayout collectionViewLayout: UICollectionViewLayout) -> Int? {
    switch identifier {
    case "badge": return 4.9e-324
    case "toast": return 2.5
    case "plain": return 3
    default: return nil
    }
  }
}

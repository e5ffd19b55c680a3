import BrickKit
import UIKit

// Text, fonts and sizes that cells and custom bricks decide, in the shapes of BrickKit's
// Example app.

class Look {
  class func apply() {
    if UIDevice.current.userInterfaceIdiom == .pad {
      UILabel.appearance().font = UIFont.systemFont(ofSize: 20) // warning: this appearance is set where
    } else {
      UILabel.appearance().font = UIFont.systemFont(ofSize: 14, weight: .medium)
    }
    LabelBrickCell.appearance().edgeInsets = UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
  }
}

extension UIFont {
  static func thinLook(size: CGFloat) -> UIFont {
    return UIFont.systemFont(ofSize: size, weight: .thin)
  }
}

class BadgeBrick: Brick {
  init(_ identifier: String, width: BrickDimension = .ratio(ratio: 1 / 2),
       height: BrickDimension = .auto(estimate: .fixed(size: 70)), backgroundColor: UIColor = .clear) {
    super.init(identifier, size: BrickSize(width: width, height: height), backgroundColor: backgroundColor)
  }
}

class CellsScreen: BrickViewController {
  var items = [String]()

  override func viewDidLoad() {
    super.viewDidLoad()
    let log = GenericBrick<UILabel>("log", height: .auto(estimate: .fixed(size: 40))) { label, cell in
      var text = "Entry \(cell.index)"
      for _ in 0..<(cell.index % 3) {
        text += "\nmore"
      }
      label.text = text
      label.font = .thinLook(size: 12)
      cell.edgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    }
    let once = GenericBrick<UILabel>("once") { label, cell in
      if #available(iOS 11.0, *) {
        label.text = "Only \(cell.index + 1)"
      } else {
        label.text = "Old"
      }
    }
    let section = BrickSection(bricks: [
      LabelBrick("title", text: "Cells"),
      LabelBrick("head", dataSource: self),
      log,
      once,
      BadgeBrick("badge"),  // warning: height comes from its nib
      LabelBrick("item", dataSource: self),
    ], inset: 8)
    section.repeatCountDataSource = self
    setSection(section)
  }
}

extension CellsScreen: BrickRepeatCountDataSource {
  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    switch identifier {
    case "item": return items.count
    case "log": return 7
    default: return 1
    }
  }
}

extension CellsScreen: LabelBrickCellDataSource {
  func configureLabelBrickCell(_ cell: LabelBrickCell) {
    if cell.brick.identifier == "head" {
      cell.label.text = "Head \(cell.index + 1)"
      cell.label.font = UIFont.preferredFont(forTextStyle: .headline)
    } else {
      cell.label.text = items[cell.index]
    }
  }
}

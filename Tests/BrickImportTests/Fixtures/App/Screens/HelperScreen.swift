import BrickKit

/// A banner brick made by a free function.
func banner(_ words: String, height: CGFloat = 30) -> LabelBrick {
  return LabelBrick(Slot.banner.rawValue, height: .fixed(size: height), text: words.uppercased())
}

/// Helpers, loops, map, switch and one brick listed twice.
class HelperScreen: BrickViewController {
  var footerRatio = 0.5
  let columns = 3

  override func viewDidLoad() {
    super.viewDidLoad()
    let top = banner("welcome back")
    var tiles: [Brick] = []
    for i in 0..<columns {
      tiles.append(LabelBrick("tile", width: .ratio(ratio: 1 / CGFloat(columns)), height: .fixed(size: 50), text: "Tile \(i + 1)"))
    }
    let chips = ["red", "green"].map { name in
      LabelBrick("chip", width: .fixed(size: 80), height: .fixed(size: 20), text: name.capitalized)
    }
    let tall = columns > 2 ? 70 : 35
    footerRatio = footerRatio * 2
    setSection(BrickSection(bricks: [
      top,
      BrickSection(bricks: tiles, inset: 2),
      BrickSection(bricks: chips + [makeFooter(style: 2, height: CGFloat(tall))]),
      top,
    ]))
  }

  func makeFooter(style: Int, height: CGFloat) -> Brick {
    switch style {
    case 1, 2:
      return LabelBrick(Slot.footer.rawValue, width: .ratio(ratio: footerRatio / 2), height: .fixed(size: height), text: "END")
    default:
      return LabelBrick(Slot.footer.rawValue, text: "?")
    }
  }
}

import BrickKit

/// Arithmetic that cannot be followed: each is a warning on its line, never a crash.
class ArithmeticViewController: BrickViewController {
  let columns = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      LabelBrick(width: .ratio(ratio: 1 / CGFloat(columns)), text: "A"), // warning: `1 / CGFloat(columns)` divides by zero // warning: cannot follow the width
      LabelBrick(height: .fixed(size: 1e300 * 1e300), text: "B"), // warning: `1e300 * 1e300` overflows // warning: cannot follow the height
    ])
    for i in 0..<1_000_000 { // warning: `0..<1_000_000` has more than 10000 steps // warning: cannot follow the loop over `0..<1_000_000`
      section.inset = CGFloat(i)
    }
    setSection(section)
  }
}

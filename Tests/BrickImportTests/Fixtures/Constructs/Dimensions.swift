import BrickKit
import UIKit

enum Metrics {
  static let rowHeight: CGFloat = 2 * 20
  static let columns = 4
}

/// Every BrickDimension form, in both spellings, with arithmetic on literals and constants.
class DimensionsViewController: BrickViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let gutter: CGFloat = 8
    let half = 1.0 / 2
    let responsive: BrickDimension = .HorizontalSizeClass(
      regular: .Orientation(landscape: .Ratio(ratio: 1/4), portrait: .Ratio(ratio: 1/3)),
      compact: .ratio(ratio: 1))
    let section = BrickSection(bricks: [
      LabelBrick("fixed", width: .Fixed(size: 100 + gutter * 2), height: .fixed(size: Metrics.rowHeight), text: "A"),
      LabelBrick("fill", width: .fill, height: .Fixed(size: CGFloat(30)), text: "B"),
      LabelBrick("quarter", width: .ratio(ratio: 1 / CGFloat(Metrics.columns)), height: .Auto(estimate: .Fixed(size: 20)), text: "C"),
      LabelBrick("half", width: .Ratio(ratio: half), height: .auto(estimate: .fixed(size: 50)), text: "D"),
      LabelBrick("responsive", width: responsive, height: .Ratio(ratio: 0.5), text: "E"),
      LabelBrick("vertical", width: .VerticalSizeClass(regular: .ratio(ratio: 1/2), compact: .Fill), height: .fixed(size: -(-10)), text: "F"),
      LabelBrick("ranged", width: .dimensionRange(default: .ratio(ratio: 1), additionalRangePairs: [(dimension: .ratio(ratio: 1/2), minimumSize: 400), (dimension: .ratio(ratio: 1/3), minimumSize: 800)]), text: "G"),
      LabelBrick("clamped", height: .restricted(size: .auto(estimate: .fixed(size: 30)), restrictedSize: .minimumSize(size: .fixed(size: 60))), text: "H"),
      LabelBrick("capped", size: BrickSize(width: .ratio(ratio: 0.25), height: .restricted(size: .auto(estimate: .fixed(size: 30)), restrictedSize: .maximumSize(size: .fixed(size: 20)))), text: "I"),
    ], inset: gutter, edgeInsets: UIEdgeInsets(top: gutter, left: gutter * 2, bottom: gutter, right: gutter * 2))
    setSection(section)
  }
}

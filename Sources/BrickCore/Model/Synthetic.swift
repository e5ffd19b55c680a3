/// The benchmark workloads of the performance issue, built in code.
///
/// - flat: one root section 320 points wide, edge insets 20, inset 10, N bricks 50 points tall
///   whose widths cycle through ratio 1, 1/2, 1/2, 1/3, 1/3, 1/3.
/// - nested: the same root holding N/10 full-width sections (edge insets 5, inset 5) of 10
///   such bricks each.
public enum SyntheticLayout: String, Sendable, CaseIterable {
  case flat, nested

  /// The width cycle of both workloads.
  public static let widthCycle: [Dimension] = [
    .ratio(1), .ratio(0.5), .ratio(0.5), .ratio(1.0 / 3), .ratio(1.0 / 3), .ratio(1.0 / 3),
  ]

  /// A spec with `bricks` bricks (nested rounds down to whole sections of 10).
  public func spec(bricks: Int) -> LayoutSpec {
    let n = max(0, bricks)
    let children: [Node]
    switch self {
    case .flat:
      children = (0..<n).map { k in
        Node(width: Self.widthCycle[k % 6], height: .fixed(50), content: .brick(text: nil, contentHeight: nil))
      }
    case .nested:
      let inner: [Node] = (0..<10).map { k in
        Node(width: Self.widthCycle[k % 6], height: .fixed(50), content: .brick(text: nil, contentHeight: nil))
      }
      let section = Section(inner, inset: 5, edgeInsets: EdgeInsets(all: 5))
      children = (0..<(n / 10)).map { _ in Node(content: .section(section)) }
    }
    var spec = LayoutSpec(root: Section(children, inset: 10, edgeInsets: EdgeInsets(all: 20)))
    spec.title = "synthetic \(rawValue) \(n)"
    spec.device = .size(width: 320, height: 568)
    return spec
  }
}

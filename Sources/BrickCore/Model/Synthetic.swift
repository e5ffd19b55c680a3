/// The benchmark workloads of the performance issue, built in code.
///
/// - flat: one root section 320 points wide, edge insets 20, inset 10, N bricks 50 points tall
///   whose widths cycle through ratio 1, 1/2, 1/2, 1/3, 1/3, 1/3.
/// - nested: the same root holding N/10 full-width sections (edge insets 5, inset 5) of 10
///   such bricks each.
/// - labels: the same root holding one label repeated N times, half width, height measured
///   from its text (`auto`), the text naming its repetition with `{index}`.
/// - footer: the labels workload with every repetition a `stickyFooter`.
/// - explicit: N labels written out one by one (ids `b0`, `b1`, ...), widths cycling as in
///   flat, 50 tall, texts naming their number: what a generated file of explicit bricks holds.
public enum SyntheticLayout: String, Sendable, CaseIterable {
  case flat, nested, labels, footer, explicit

  /// The text of the labels workload.
  public static let labelText = "Item {index}: the quick brown fox jumps over the lazy dog"

  /// The width cycle of both workloads.
  public static let widthCycle: [Dimension] = [
    .ratio(1), .ratio(0.5), .ratio(0.5), .ratio(1.0 / 3), .ratio(1.0 / 3), .ratio(1.0 / 3),
  ]

  /// A spec with `bricks` bricks (nested rounds down to whole sections of 10).
  public func spec(bricks: Int) -> LayoutSpec {
    let n = max(0, bricks)
    let children: [Node]
    // One content value for every brick: `Content` is indirect, so each value built is a heap
    // box, and a million equal boxes would cost more than the bricks' frames.
    let plain = Content.brick(text: nil, contentHeight: nil)
    switch self {
    case .flat:
      children = (0..<n).map { k in
        Node(width: Self.widthCycle[k % 6], height: .fixed(50), content: plain)
      }
    case .nested:
      let inner: [Node] = (0..<10).map { k in
        Node(width: Self.widthCycle[k % 6], height: .fixed(50), content: plain)
      }
      let section = Section(inner, inset: 5, edgeInsets: EdgeInsets(all: 5))
      children = (0..<(n / 10)).map { _ in Node(content: .section(section)) }
    case .labels, .footer:
      children = [
        Node(
          id: "label", width: .ratio(0.5), height: .auto(estimate: .fixed(50)), repeatCount: n,
          content: .label(text: Self.labelText, padding: 0))
      ]
    case .explicit:
      children = (0..<n).map { k in
        Node(
          id: "b\(k)", width: Self.widthCycle[k % 6], height: .fixed(50),
          content: .label(text: "Brick \(k)", padding: 0))
      }
    }
    var spec = LayoutSpec(root: Section(children, inset: 10, edgeInsets: EdgeInsets(all: 20)))
    if self == .footer {
      spec.behaviors = [.stickyFooter(bricks: [Selector(id: "label")], stackAcrossSections: false)]
    }
    spec.title = "synthetic \(rawValue) \(n)"
    spec.device = .size(width: 320, height: 568)
    return spec
  }
}

/// A small seeded generator (SplitMix64): the same seed gives the same sequence on every
/// platform, so benchmarks and sweeps are reproducible.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  public var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

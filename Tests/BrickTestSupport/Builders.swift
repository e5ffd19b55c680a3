import BrickCore

/// Test helpers shared by every test target: quick specs, solves and frame lookups.
public enum TestLayouts {
  /// A spec whose root section holds `bricks`.
  public static func spec(
    _ bricks: [Node], inset: Double = 0, edgeInsets: EdgeInsets = .zero,
    alignment: Alignment = Alignment(), alignRowHeights: Bool = false,
    scrollDirection: ScrollDirection = .vertical, zIndexOrder: LayoutSpec.ZIndexOrder = .topDown,
    widthRatio: Double = 1, behaviors: [BehaviorSpec] = []
  ) -> LayoutSpec {
    LayoutSpec(
      root: Section(
        bricks, inset: inset, edgeInsets: edgeInsets, alignment: alignment,
        alignRowHeights: alignRowHeights),
      scrollDirection: scrollDirection, zIndexOrder: zIndexOrder, widthRatio: widthRatio,
      behaviors: behaviors)
  }

  /// Solves a spec fully in a viewport of this size.
  public static func solve(
    _ spec: LayoutSpec, width: Double = 320, height: Double = 480, traits: Traits? = nil
  ) -> SolvedLayout {
    var env = Environment(width: width, height: height)
    if let traits { env.traits = traits }
    return SolvedLayout(solving: spec, environment: env)
  }
}

extension SolvedLayout {
  /// Every solved item's frame, in pre-order.
  public var allFrames: [Rect] { (0..<solvedItemCount).map { frame(of: $0) } }

  /// Frames of the items of node `id` (every repetition), in order.
  public func frames(ofID id: String) -> [Rect] {
    compiled.items(for: Selector(id: id)).map { frame(of: $0) }
  }
}

extension Rect {
  /// Compact literal for tests: `Rect(0, 0, 320, 50)`.
  public init(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
    self.init(x: x, y: y, width: w, height: h)
  }

  /// Equal within `tolerance` on every component.
  public func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }
}

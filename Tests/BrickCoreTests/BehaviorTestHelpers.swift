import BrickCore
import BrickTestSupport

// Numbering used by every behavior test (BrickKit → Brickyard):
// BrickKit's behavior tests drive `BrickFlowLayout` with raw data sources whose section 0 is
// the root content, with no wrapper item. Brickyard's item 0 is the root section, its
// children follow in pre-order. So "item k of raw section 0" is our item k + 1 when the root
// holds only bricks. When a raw test's section 0 holds a single section item (sections
// [1, 2, ...]), that raw section 0 plays BrickKit's wrapper (section 0 = one item, the root)
// and raw section 1 is our root; when raw section 0 holds several section items, raw section 0
// is our root and raw section n is the n-th nested section in pre-order.

enum BehaviorLayouts {
  /// BrickKit's standard behavior fixture: `count` full-width bricks of `height` in the root.
  static func bricks(
    _ count: Int = 20, height: Double = 100, inset: Double = 0,
    zIndexOrder: LayoutSpec.ZIndexOrder = .topDown,
    behaviors: [BehaviorSpec]
  ) -> LayoutSpec {
    TestLayouts.spec(
      [.brick("b", height: .fixed(height), repeat: count)], inset: inset, zIndexOrder: zIndexOrder,
      behaviors: behaviors)
  }

  /// Selects repetitions of brick `b` by BrickKit item number (our item = k + 1).
  static func b(_ ks: Int...) -> [Selector] { b(ks) }
  static func b(_ ks: [Int]) -> [Selector] { ks.map { Selector(id: "b", repetition: $0) } }

  static func engine(
    _ spec: LayoutSpec, width: Double = 320, height: Double = 480, contentInset: EdgeInsets = .zero,
    offset: Point = .zero, solveAll: Bool = true
  ) -> BehaviorEngine {
    // BrickKit's tests read attributes of items anywhere in the content; solve it all.
    var layout = SolvedLayout(
      CompiledLayout(spec), environment: Environment(width: width, height: height))
    if solveAll { layout.solve(through: .end) }
    return BehaviorEngine(
      layout: layout,
      viewport: Viewport(
        offset: offset, size: Size(width: width, height: height), contentInset: contentInset))
  }
}

extension BehaviorEngine {
  mutating func scrollY(_ y: Double) { scroll(to: Point(x: scene.viewport.offset.x, y: y)) }
  mutating func scrollX(_ x: Double) { scroll(to: Point(x: x, y: scene.viewport.offset.y)) }
  func frame(_ item: Int) -> Rect { scene.attributes(of: item).frame }
  func y(_ item: Int) -> Double { frame(item).y }
  func attributes(_ item: Int) -> ItemAttributes { scene.attributes(of: item) }

  /// Everything a pass decides, for "nothing changed" comparisons.
  var snapshot: [String] {
    var lines: [String] = []
    for item in 0..<scene.layout.solvedItemCount {
      lines.append("\(item) \(scene.attributes(of: item))")
    }
    lines.append("size \(scene.contentSize) inset \(scene.contentInset)")
    return lines
  }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

import BrickCore
import BrickTestSupport
import Testing

/// Every dimension form nested in every other, up to three levels, resolves to a finite size
/// under every combination of traits (issue 16: a range inside a size class recursed forever).
enum DimensionTrees {
  /// The forms without children.
  static let leaves: [Dimension] = [
    .fixed(50), .ratio(0.5), .viewportRatio(0.25), .minus(20), .fill, .auto(estimate: .fixed(30)),
  ]

  /// Every way one form wraps `d`, with a plain leaf wherever a second child is needed.
  static func wrappings(of d: Dimension) -> [Dimension] {
    let other = Dimension.fixed(70)
    return [
      .auto(estimate: d),
      .orientation(landscape: d, portrait: other), .orientation(landscape: other, portrait: d),
      .horizontalSizeClass(regular: d, compact: other),
      .horizontalSizeClass(regular: other, compact: d),
      .verticalSizeClass(regular: d, compact: other),
      .verticalSizeClass(regular: other, compact: d),
      .range(default: d, pairs: [Dimension.RangePair(minimumSize: 300, dimension: other)]),
      .range(default: other, pairs: [Dimension.RangePair(minimumSize: 300, dimension: d)]),
      .restricted(size: d, restriction: .minimum(other)),
      .restricted(size: .auto(estimate: other), restriction: .maximum(d)),
    ]
  }

  /// Every tree of exactly `depth` wrapping levels over a leaf.
  static func trees(depth: Int) -> [Dimension] {
    var level = leaves
    for _ in 0..<depth { level = level.flatMap(wrappings(of:)) }
    return level
  }

  static let everyTraits: [Traits] = Traits.Orientation.allCases.flatMap { o in
    Traits.SizeClass.allCases.flatMap { h in
      Traits.SizeClass.allCases.map { v in
        Traits(orientation: o, horizontalSizeClass: h, verticalSizeClass: v)
      }
    }
  }
}

@Test(arguments: 0...3)
func everyNestingOfDimensionFormsResolvesToAFiniteSize(depth: Int) {
  let trees = DimensionTrees.trees(depth: depth)
  #expect(trees.count == 6 * Int(pow11(depth)))
  for traits in DimensionTrees.everyTraits {
    // Width and height of one brick take every tree; a label measures text so `auto` is real.
    let bricks = trees.enumerated().map { (i, d) in
      Node.label("b\(i)", width: d, height: d, text: "measured text")
    }
    let spec = TestLayouts.spec(bricks, inset: 10)
    for width in [320.0, 1024.0] {
      let layout = TestLayouts.solve(spec, width: width, height: 600, traits: traits)
      #expect(layout.isComplete)
      let frames = layout.allFrames
      #expect(frames.count == trees.count + 1)
      let bad = frames.enumerated().first {
        !($0.element.width.isFinite && $0.element.height.isFinite && $0.element.x.isFinite
          && $0.element.y.isFinite)
      }
      #expect(bad == nil, "item \(bad?.offset ?? -1) at width \(width), \(traits)")
    }
  }
}

private func pow11(_ n: Int) -> Int { (0..<n).reduce(1) { acc, _ in acc * 11 } }

/// BrickKit's size-class example: a range inside the regular branch, on an iPad (regular).
@Test func aRangeInsideASizeClassBranchResolvesOnARegularWidth() {
  let width = Dimension.horizontalSizeClass(
    regular: .range(
      default: .ratio(1), pairs: [Dimension.RangePair(minimumSize: 300, dimension: .ratio(0.25))]),
    compact: .fixed(100))
  let spec = TestLayouts.spec([.brick("b", width: width, height: .fixed(10))])
  let regular = Traits(
    orientation: .portrait, horizontalSizeClass: .regular, verticalSizeClass: .regular)
  #expect(
    TestLayouts.solve(spec, width: 768, traits: regular).frames(ofID: "b") == [Rect(0, 0, 192, 10)])
  #expect(TestLayouts.solve(spec, width: 320).frames(ofID: "b") == [Rect(0, 0, 100, 10)])
}

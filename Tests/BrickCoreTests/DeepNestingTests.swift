import BrickCore
import BrickTestSupport
import Testing

/// A spec `levels` deep (sections inside sections, ending in a label), flow or mosaic sections,
/// scrolling either way.
func deepSpec(
  levels: Int, horizontal: Bool = false, mosaicEvery: Int = 0, sticky: Bool = false
) -> LayoutSpec {
  var node = Node.label("leaf", width: .ratio(1), height: .fixed(20), text: "deep")
  for level in stride(from: levels - 1, through: 1, by: -1) {
    var section = Section([node], inset: 1, edgeInsets: EdgeInsets(all: 0.1))
    if mosaicEvery > 0 && level % mosaicEvery == 0 {
      section.layout = .mosaic(
        MosaicSpec(pattern: [.init(frames: [Rect(0, 0, 1, 1)], repeated: true)]))
    }
    node = Node(id: "s\(level)", content: .section(section))
  }
  let behaviors: [BehaviorSpec] =
    sticky ? [.sticky(bricks: [Selector(id: "leaf")], topOffset: 0, stackAcrossSections: true)] : []
  return TestLayouts.spec(
    [node], scrollDirection: horizontal ? .horizontal : .vertical, behaviors: behaviors)
}

/// The deepest layouts the loader accepts (`LayoutLoader.maximumDepth`, 1,000 levels) solved,
/// scrolled and compared on a Swift Testing thread, whose 512 KiB stack is the smallest any
/// caller gives the solver. Nested sections are laid out with an explicit stack
/// (`SolvedLayout+Sections.swift`); before that, 1,000 levels overflowed this stack under
/// AddressSanitizer and about 1,300 levels overflowed it in a plain debug build.
@Suite struct DeepNestingTests {
  /// Far past the loader's limit: the solver's stack use no longer grows with depth.
  @Test func twentyThousandLevelsSolve() {
    let layout = TestLayouts.solve(deepSpec(levels: 20_000, mosaicEvery: 5))
    #expect(layout.solvedItemCount == 20_001)
    #expect(layout.frame(of: 20_000).height > 0)
  }

  @Test(arguments: [(false, 0), (true, 0), (false, 7)])
  func thousandLevelsSolveOnASmallStack(horizontal: Bool, mosaicEvery: Int) {
    let spec = deepSpec(levels: 1_000, horizontal: horizontal, mosaicEvery: mosaicEvery)
    let layout = TestLayouts.solve(spec)
    #expect(layout.solvedItemCount == 1_001)
    #expect(layout.frame(of: 1_000).height == 20)
    // Lazily, in steps, too.
    var lazy = SolvedLayout(CompiledLayout(spec), environment: Environment(width: 320, height: 480))
    lazy.solve(through: .y(10))
    lazy.solve(through: .end)
    #expect(lazy.allFrames == layout.allFrames)
  }

  @Test func thousandLevelsScrollAndCompare() {
    let spec = deepSpec(levels: 1_000, sticky: true)
    let layout = TestLayouts.solve(spec)
    var engine = BehaviorEngine(
      layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)))
    for y in [0.0, 100, 2_000, 0] { engine.scroll(to: Point(x: 0, y: y)) }
    #expect(engine.scene.attributes(of: 1_000).frame.width > 0)
    // Not compared with `==`: `Node`'s synthesized Equatable and Hashable recurse once per
    // level, which overflows this stack under AddressSanitizer at 1,000 levels. Nothing in
    // Sources compares or hashes whole specs; see docs-hardening.md (gaps).
  }
}

import AllocationCounter
import BrickCore
import BrickTestSupport
import Testing

/// Steady scrolling allocates nothing: after a warm-up over the same offsets, 1,430 behavior
/// passes over 100,000 bricks (sticky, on-scroll-down sticky, offset, zIndex, snap and cover
/// flow) allocate nothing, counted by `Tests/AllocationCounter` (no preloaded library). Debug
/// and release builds alike: one array made per pass in `BehaviorEngine.runPass` adds 1,430.
@Test(.countsAllocations) func steadyScrollingAllocatesNothing() {
  let header = Section([.brick("tab", width: .ratio(0.25), height: .fixed(30), repeat: 4)])
  let spec = TestLayouts.spec(
    [
      .brick("title", height: .fixed(50)), .brick("toolbar", height: .fixed(44)),
      .section("tabs", header),
      .brick("b", width: .ratio(0.5), height: .fixed(50), repeat: 100_000),
      .brick("card", height: .fixed(300), repeat: 5),
    ],
    inset: 10,
    behaviors: [
      .sticky(
        bricks: [Selector(id: "title"), Selector(id: "tabs")], topOffset: 0,
        stackAcrossSections: false),
      .onScrollDownSticky(bricks: [Selector(id: "toolbar")]),
      .offset(
        bricks: [Selector(id: "b", repetition: 7)], originOffset: Size(width: 4, height: 4),
        sizeOffset: .zero),
      .maxZIndex(bricks: [Selector(id: "title")]),
      .snapToPoint(position: .top),
      .coverFlow(minimumScaleFactor: 0.5),
    ])
  var e = settledEngine(spec)
  let (allocations, passes) = steadyScrollingAllocations(&e)
  #expect(passes == 1_430)
  #expect(allocations == 0, "\(allocations) allocations in \(passes) behavior passes")
  #expect(e.stats.itemsVisited / e.stats.passes < 120)
}

/// The behaviors that solve below the viewport and remember earlier passes (sticky footers
/// placed ahead or solved through, card, spotlight) scroll without allocating too.
@Test(
  .countsAllocations,
  arguments: [
    [
      BehaviorSpec.stickyFooter(
        bricks: [Selector(id: "footer"), Selector(id: "sectionFooter")],
        stackAcrossSections: false)
    ],
    [.stickyFooter(bricks: [Selector(id: "footer")], stackAcrossSections: true)],
    [
      .card(
        bricks: [Selector(id: "card")], smallHeight: PerBrick(all: 40),
        scrollLastBrickToTop: true),
      .spotlight(
        bricks: [Selector(id: "spot")], smallHeight: PerBrick(all: 30),
        scrollLastBrickToTop: false, lastBrickStretchy: true),
    ],
  ])
func downstreamBehaviorsScrollWithoutAllocating(_ behaviors: [BehaviorSpec]) {
  let section = Section([
    .brick("row", height: .fixed(30), repeat: 20), .brick("sectionFooter", height: .fixed(20)),
  ])
  let spec = TestLayouts.spec(
    [
      .brick("card", height: .fixed(120), repeat: 30),
      .brick("b", width: .ratio(0.5), height: .fixed(50), repeat: 10_000),
      .section("s", section), .brick("spot", height: .fixed(200), repeat: 30),
      .brick("footer", height: .fixed(40)),
    ],
    behaviors: behaviors)
  var e = settledEngine(spec)
  let (allocations, passes) = steadyScrollingAllocations(&e)
  #expect(allocations == 0, "\(allocations) allocations in \(passes) behavior passes")
}

/// An engine on `spec` solved to the end at 320x480. The engine holds the only copy of the
/// solved layout (no local keeps it alive in a debug build), so a pass never copies storage
/// another value shares.
private func settledEngine(_ spec: LayoutSpec) -> BehaviorEngine {
  BehaviorEngine(
    layout: {
      var layout = SolvedLayout(
        CompiledLayout(spec), environment: Environment(width: 320, height: 480))
      layout.solve(through: .end)
      return layout
    }(), viewport: Viewport(size: Size(width: 320, height: 480)))
}

/// Scrolls `e` from 0 to 5,000 and back in steps of 7 twice, counting the second time's
/// allocations: the first time over the very offsets measured lets buffers reach their sizes
/// and fills what a fresh process fills once (runtime caches). Returns the allocations and
/// the passes counted.
private func steadyScrollingAllocations(_ e: inout BehaviorEngine) -> (Int, Int) {
  for o in stride(from: 0.0, through: 5000, by: 7) { e.scrollY(o) }
  for o in stride(from: 5000.0, through: 0, by: -7) { e.scrollY(o) }
  var passes = 0
  allocation_counter_start()
  for o in stride(from: 0.0, through: 5000, by: 7) {
    e.scrollY(o)
    passes += 1
  }
  for o in stride(from: 5000.0, through: 0, by: -7) {
    e.scrollY(o)
    passes += 1
  }
  return (allocation_counter_stop(), passes)
}

import AllocationCounter
import BrickCore
import BrickTestSupport
import Testing

/// Steady scrolling allocates nothing: after a warm-up that sizes the engine's buffers, behavior
/// passes over 100,000 bricks (sticky, on-scroll-down sticky, offset, zIndex, snap and cover
/// flow) allocate nothing at all, counted by `Tests/AllocationCounter` in every build (skipped
/// only where the counter is compiled out: sanitizer builds, systems without glibc).
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
  var layout = SolvedLayout(CompiledLayout(spec), environment: Environment(width: 320, height: 480))
  layout.solve(through: .end)
  var e = BehaviorEngine(layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)))
  for o in stride(from: 0.0, through: 5000, by: 13) { e.scrollY(o) }  // warm up capacities
  for o in stride(from: 5000.0, through: 0, by: -13) { e.scrollY(o) }
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
  let allocations = allocation_counter_stop()
  #expect(allocations == 0, "\(allocations) allocations in \(passes) behavior passes")
  #expect(e.stats.itemsVisited / e.stats.passes < 120)
}

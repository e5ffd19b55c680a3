import BrickCore
import BrickTestSupport
import Testing

// Invariant sweeps over behavior layouts at many offsets, and the work a pass does.

/// A feed with nested sections, each with a sticky header and a sticky footer, plus a root
/// sticky title, a minimum-sticky banner, an on-scroll-down toolbar, offsets and zIndex.
func everythingLayout() -> LayoutSpec {
  var sections: [Node] = []
  for s in 0..<4 {
    sections.append(
      .section(
        "s\(s)",
        Section(
          [
            .brick("h\(s)", height: .fixed(40)),
            .brick("r\(s)", width: .ratio(0.5), height: .fixed(90), repeat: 7),
            .brick("f\(s)", height: .fixed(30)),
          ],
          inset: 5, edgeInsets: EdgeInsets(all: 8))))
  }
  let ids = (0..<4)
  return TestLayouts.spec(
    [
      .brick("title", height: .fixed(60)), .brick("banner", height: .fixed(120)),
      .brick("toolbar", height: .fixed(44)),
    ] + sections
      + [.brick("tail", height: .fixed(70), repeat: 12)],
    inset: 10,
    behaviors: [
      .sticky(
        bricks: [Selector(id: "title")] + ids.map { Selector(id: "h\($0)") }, topOffset: 0,
        stackAcrossSections: false),
      .minimumSticky(bricks: [Selector(id: "banner")], minimumHeight: PerBrick(all: 40)),
      .onScrollDownSticky(bricks: [Selector(id: "toolbar")]),
      .stickyFooter(bricks: ids.map { Selector(id: "f\($0)") }, stackAcrossSections: false),
      .offset(
        bricks: [Selector(id: "tail", repetition: 3)], originOffset: Size(width: 10, height: 5),
        sizeOffset: Size(width: -20, height: 0)),
      .maxZIndex(bricks: [Selector(id: "title")]),
      .setZIndex(bricks: ids.map { Selector(id: "h\($0)") }, zIndex: 2),
      .snapToPoint(position: .top),
    ])
}

let sweepOffsets: [Double] = Array(stride(from: -120.0, through: 3200, by: 23))

@Test func stickyHeadersStayInsideTheirSectionsAtEveryOffset() {
  var e = BehaviorLayouts.engine(everythingLayout())
  let compiled = e.layout.compiled
  for o in sweepOffsets + sweepOffsets.reversed() {
    e.scrollY(o)
    for s in 0..<4 {
      for id in ["h\(s)", "f\(s)"] {
        let item = compiled.items(for: Selector(id: id)).lowerBound
        guard let parent = compiled.parentItem(of: item) else { continue }
        let inside = e.frame(parent).contains(e.frame(item))
        #expect(inside, "\(id) at offset \(o)")
        let p = e.attributes(item).stickingPercentage ?? -1
        #expect(p >= 0 && p <= 1)
      }
    }
  }
}

@Test func aPassAtAnUnchangedOffsetChangesNothing() {
  var specs = [
    everythingLayout(), cardLayout(), spotlightLayout(),
    spotlightLayout(scrollLastBrickToTop: false, stretchy: true, count: 5),
  ]
  specs.append(
    TestLayouts.spec(
      [.brick("b", width: .fixed(100), height: .fixed(100), repeat: 10)],
      scrollDirection: .horizontal,
      behaviors: [.coverFlow(minimumScaleFactor: 0.3), .snapToPoint(position: .center)]))
  for spec in specs {
    var e = BehaviorLayouts.engine(spec)
    for o in sweepOffsets + [500, 450, 200, 200, 10, -30] {
      if spec.scrollDirection == .horizontal { e.scrollX(o) } else { e.scrollY(o) }
      let before = e.snapshot
      let passes = e.stats.passes
      e.update(viewport: e.scene.viewport)  // same viewport: no pass at all
      #expect(e.stats.passes == passes)
      e.modifyLayout { _ in }  // forces a pass at the same viewport
      #expect(e.stats.passes == passes + 1)
      #expect(e.snapshot == before, "offset \(o)")
    }
  }
}

@Test func steppingAndJumpingAgreeForStatelessBehaviors() {
  var spec = everythingLayout()
  spec.behaviors.removeAll { $0.behavior is OnScrollDownStickyBehavior }
  for target in [0.0, 333, 1200, 2500, -40] {
    var stepped = BehaviorLayouts.engine(spec)
    for o in stride(from: 0.0, through: 3000, by: 7) { stepped.scrollY(o) }
    stepped.scrollY(target)
    let jumped = BehaviorLayouts.engine(spec, offset: Point(x: 0, y: target))
    #expect(stepped.snapshot == jumped.snapshot, "target \(target)")
  }
}

@Test func coverFlowScalesStayWithinTheirBounds() {
  for f in [0.2, 0.5, 0.9] {
    var e = coverFlowEngine(minimum: f)
    for o in stride(from: -300.0, through: 1200, by: 17) {
      e.scrollX(o)
      e.scene.forEachItem(in: Rect(0, 0, 2000, 480)) { item, a in
        #expect(item == 0 || (a.scale >= f && a.scale <= 1), "offset \(o)")
      }
    }
  }
}

@Test func statefulBehaviorsSurviveBothStepsAndJumps() {
  for spec in [cardLayout(), spotlightLayout(), everythingLayout()] {
    var e = BehaviorLayouts.engine(spec)
    for o in [0.0, 2000, 10, 900, 899, 901, -100, 3000, 0] {
      e.scrollY(o)
      for item in 0..<e.layout.solvedItemCount {
        let f = e.frame(item)
        #expect(f.x.isFinite && f.y.isFinite && f.height >= 0)
      }
    }
  }
}

@Test func aPassCostsWhatIsVisiblePlusTheSelectedItems() {
  // 100,000 bricks, solved lazily; a sticky title, a sticky section header, offset, zIndex,
  // snap and cover flow.
  let header = Section([.brick("tab", width: .ratio(0.25), height: .fixed(30), repeat: 4)])
  let spec = TestLayouts.spec(
    [
      .brick("title", height: .fixed(50)), .section("tabs", header),
      .brick("b", width: .ratio(0.5), height: .fixed(50), repeat: 100_000),
    ],
    inset: 10,
    behaviors: [
      .sticky(
        bricks: [Selector(id: "title"), Selector(id: "tabs")], topOffset: 0,
        stackAcrossSections: false),
      .offset(
        bricks: [Selector(id: "b", repetition: 7)], originOffset: Size(width: 4, height: 4),
        sizeOffset: .zero),
      .maxZIndex(bricks: [Selector(id: "title")]),
      .snapToPoint(position: .top),
      .coverFlow(minimumScaleFactor: 0.5),
    ])
  var e = BehaviorLayouts.engine(spec, solveAll: false)
  var worst = BehaviorStats()
  for step in 1...400 {
    let before = e.stats
    e.scrollY(Double(step) * 97)
    let visited = e.stats.itemsVisited - before.itemsVisited
    let written = e.stats.overridesWritten - before.overridesWritten
    worst.itemsVisited = max(worst.itemsVisited, visited)
    worst.overridesWritten = max(worst.overridesWritten, written)
    worst.sectionsMoved = max(worst.sectionsMoved, e.stats.sectionsMoved - before.sectionsMoved)
  }
  // About 40 bricks fill the viewport; two rect queries (snap, cover flow) plus 3 selected items.
  #expect(worst.itemsVisited <= 120)
  #expect(worst.overridesWritten <= 60)
  #expect(worst.sectionsMoved == 1)
  // The tab section's children follow it without an override each.
  #expect(e.frame(3).y == e.frame(2).y)
  // Lazy: only the rows down to the viewport were solved.
  #expect(e.layout.solvedItemCount < 2_000)
}

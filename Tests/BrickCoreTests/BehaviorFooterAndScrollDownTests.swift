import BrickCore
import BrickTestSupport
import Testing

// Sticky footer (docs/semantics.md#stickyfooter) and onScrollDownSticky
// (docs/semantics.md#onscrolldownsticky). 320 × 480.

@Test(arguments: [(0.0, 380.0), (500, 880), (3000, 3380)])
func stickyFooterPinsToTheViewportBottom(offset: Double, y: Double) {
  // Raw item 19 = our item 20; a root footer ignores the content's end (3380 > 2000).
  let spec = BehaviorLayouts.bricks(behaviors: [
    .stickyFooter(bricks: BehaviorLayouts.b(19), stackAcrossSections: false)
  ])
  var e = BehaviorLayouts.engine(spec, solveAll: false)
  e.scrollY(offset)
  #expect(e.y(20) == y)
}

@Test(arguments: [(0.0, 380.0, 280.0), (500, 880, 780), (3000, 3380, 1800)])
func stackedStickyFooters(offset: Double, last: Double, previous: Double) {
  let spec = BehaviorLayouts.bricks(behaviors: [
    .stickyFooter(bricks: BehaviorLayouts.b(19, 18), stackAcrossSections: false)
  ])
  var e = BehaviorLayouts.engine(spec)
  e.scrollY(offset)
  #expect(e.y(20) == last)
  #expect(e.y(19) == previous)
}

// A scroll view with contentInset.top 20 starts at offset −20 (BrickKit's first assertion).
@Test(arguments: [(-20.0, 340.0), (500, 860), (3000, 3360)])
func stickyFooterWithContentInset(offset: Double, y: Double) {
  let spec = BehaviorLayouts.bricks(behaviors: [
    .stickyFooter(bricks: BehaviorLayouts.b(19), stackAcrossSections: false)
  ])
  var e = BehaviorLayouts.engine(spec, contentInset: EdgeInsets(top: 20, bottom: 20))
  e.scrollY(offset)
  #expect(e.y(20) == y)
}

/// Raw sections [1, 2, 2, 2]: raw section 0 holds one section item (BrickKit's wrapper), so
/// raw section 1 is our root; raw sections 2 and 3 are our items 1 and 4; their footers (raw
/// item 1) our items 3 and 6.
@Test(arguments: [(0.0, 380.0, 1100.0), (500, 880, 1100), (1100, 1000, 1480), (1600, 1000, 1980)])
func sectionFootersStayInTheirSections(offset: Double, first: Double, second: Double) {
  let s2 = Section([.brick("c2", height: .fixed(1000)), .brick("f2", height: .fixed(100))])
  let s3 = Section([.brick("c3", height: .fixed(1000)), .brick("f3", height: .fixed(100))])
  let spec = TestLayouts.spec(
    [.section("s2", s2), .section("s3", s3)],
    behaviors: [
      .stickyFooter(bricks: [Selector(id: "f2"), Selector(id: "f3")], stackAcrossSections: false)
    ])
  var e = BehaviorLayouts.engine(spec)
  e.scrollY(offset)
  #expect(e.y(3) == first)
  #expect(e.y(6) == second)
}

/// Raw [1, 2, 20], canStackWithOtherSections: our root = [s (20 × 100), brick]; raw (1, 1) is
/// our item 22, raw (19, 2) our item 21.
@Test(arguments: [(0.0, 380.0, 280.0), (500, 880, 780), (3000, 3380, 1900)])
func footersStackAcrossSections(offset: Double, rootFooter: Double, nested: Double) {
  let spec = TestLayouts.spec(
    [
      .section("s", Section([.brick("b", height: .fixed(100), repeat: 20)])),
      .brick("foot", height: .fixed(100)),
    ],
    behaviors: [
      .stickyFooter(
        bricks: [Selector(id: "foot"), Selector(id: "b", repetition: 19)], stackAcrossSections: true
      )
    ])
  var e = BehaviorLayouts.engine(spec)
  e.scrollY(offset)
  #expect(e.y(22) == rootFooter)
  #expect(e.y(21) == nested)
}

/// Raw [1, 2, 2]: our root = [brick 1000, s [brick 100, brick 100]]; the footer is section s
/// (our item 2), and its bricks (3, 4) move with it.
@Test(arguments: [(0.0, 280.0), (500, 780)])
func aFooterSectionTakesItsBricksAlong(offset: Double, y: Double) {
  let spec = TestLayouts.spec(
    [
      .brick("top", height: .fixed(1000)),
      .section("s", Section([.brick("x", height: .fixed(100), repeat: 2)])),
    ],
    behaviors: [.stickyFooter(bricks: [Selector(id: "s")], stackAcrossSections: false)])
  var e = BehaviorLayouts.engine(spec)
  e.scrollY(offset)
  #expect(e.frame(2) == Rect(0, y, 320, 200))
  #expect(e.frame(3) == Rect(0, y, 320, 100))
  #expect(e.frame(4) == Rect(0, y + 100, 320, 100))
  #expect(e.layout.originalFrame(of: 3) == Rect(0, 1000, 320, 100))
}

// onScrollDownSticky: stateful; the engine starts settled at offset 0.

@Test func onScrollDownRevealsTheBrickWhenTheOffsetDecreases() {
  let spec = BehaviorLayouts.bricks(behaviors: [.onScrollDownSticky(bricks: BehaviorLayouts.b(0))])
  var e = BehaviorLayouts.engine(spec)
  var ys: [Double] = []
  for o in [500.0, 450, 200, 200] {
    e.scrollY(o)
    ys.append(e.y(1))
  }
  #expect(ys == [0, 350, 200, 200])
  // Scrolling on (offset increasing) leaves it where it was; scrolling back brings it again.
  e.scrollY(600)
  #expect(e.y(1) == 200)
  e.scrollY(580)
  #expect(e.y(1) == 480)
}

@Test func onScrollDownStacked() {
  let spec = BehaviorLayouts.bricks(behaviors: [
    .onScrollDownSticky(bricks: BehaviorLayouts.b(0, 1))
  ])
  var e = BehaviorLayouts.engine(spec)
  e.scrollY(500)
  #expect([e.y(1), e.y(2)] == [0, 100])
  e.scrollY(450)
  #expect([e.y(1), e.y(2)] == [250, 350])
  e.scrollY(200)
  #expect([e.y(1), e.y(2)] == [200, 300])
}

@Test func onScrollDownSections() {
  // Raw [2, 2, 2] as in the sticky test: headers are our items 2 and 5.
  var e = BehaviorLayouts.engine(twoStickySections { .onScrollDownSticky(bricks: $0) })
  var ys: [[Double]] = []
  for o in [500.0, 1100, 1000, 1600] {
    e.scrollY(o)
    ys.append([e.y(2), e.y(5)])
  }
  #expect(ys == [[0, 1100], [0, 1100], [900, 1100], [900, 1100]])
}

@Test func onScrollDownWithSmallSteps() {
  // testThatOnScrollDownWorksWithBrickViewSameContentHeight: [brick 50, BRICK 50 × 100],
  // (0, 1) in a BrickCollectionView = our item 1; 0 → 100 → 95 → 90 → 90 gives y 45.
  let spec = TestLayouts.spec(
    [.brick("first", height: .fixed(50)), .brick("BRICK", height: .fixed(50), repeat: 100)],
    behaviors: [.onScrollDownSticky(bricks: [Selector(id: "first")])])
  var e = BehaviorLayouts.engine(spec)
  for o in [100.0, 95, 90, 90] { e.scrollY(o) }
  #expect(e.frame(1) == Rect(0, 45, 320, 50))
}

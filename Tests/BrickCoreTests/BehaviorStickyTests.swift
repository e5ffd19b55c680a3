import BrickCore
import BrickTestSupport
import Testing

// Sticky (docs/semantics.md#sticky). 20 bricks × 100 in 320 × 480; BrickKit item k is our item
// k + 1.

struct StickyCase: CustomTestStringConvertible, Sendable {
  let name: String
  let sticky: [Int]  // BrickKit item numbers
  let inset: Double
  let offset: Double
  let ys: [Double]  // displayed y of each sticky item
  var testDescription: String { name }
}

@Test(arguments: [
  StickyCase(name: "item 0 at 500", sticky: [0], inset: 0, offset: 500, ys: [500]),
  StickyCase(name: "content inset top 20", sticky: [0], inset: 20, offset: 500, ys: [520]),
  StickyCase(name: "items 0 and 2 stack", sticky: [0, 2], inset: 0, offset: 500, ys: [500, 600]),
  StickyCase(name: "in place at 0", sticky: [0, 2], inset: 0, offset: 0, ys: [0, 200]),
  StickyCase(name: "bounce above the top", sticky: [0], inset: 0, offset: -50, ys: [0]),
  StickyCase(name: "at the bottom", sticky: [0], inset: 0, offset: 1520, ys: [1520]),
])
func stickyBricks(_ c: StickyCase) {
  let spec = BehaviorLayouts.bricks(behaviors: [
    .sticky(bricks: BehaviorLayouts.b(c.sticky), topOffset: 0, stackAcrossSections: false)
  ])
  let e = BehaviorLayouts.engine(
    spec, contentInset: EdgeInsets(top: c.inset, bottom: c.inset), offset: Point(x: 0, y: c.offset))
  #expect(c.sticky.map { e.y($0 + 1) } == c.ys)
  for k in c.sticky {
    #expect(e.frame(k + 1).size == Size(width: 320, height: 100))
    #expect(e.layout.originalFrame(of: k + 1) == Rect(0, Double(k) * 100, 320, 100))  // untouched
  }
}

@Test func stickyTopOffsetAddsToTheStickingLine() {
  let spec = BehaviorLayouts.bricks(behaviors: [
    .sticky(bricks: BehaviorLayouts.b(0), topOffset: 30, stackAcrossSections: false)
  ])
  var e = BehaviorLayouts.engine(spec, offset: Point(x: 0, y: 500))
  #expect(e.y(1) == 530)
  e.scrollY(0)
  #expect(e.y(1) == 30)
}

/// Raw sections [2, 2, 2]: raw section 0 holds two section items, so it is our root; raw
/// sections 1 and 2 are our items 1 and 4; their headers (raw item 0) our items 2 and 5.
func twoStickySections(_ behavior: ([Selector]) -> BehaviorSpec) -> LayoutSpec {
  let s1 = Section([.brick("h1", height: .fixed(100)), .brick("c1", height: .fixed(1000))])
  let s2 = Section([.brick("h2", height: .fixed(100)), .brick("c2", height: .fixed(1000))])
  return TestLayouts.spec(
    [.section("s1", s1), .section("s2", s2)],
    behaviors: [behavior([Selector(id: "h1"), Selector(id: "h2")])])
}

@Test(arguments: [
  (500.0, 500.0, 1100.0), (1100, 1000, 1100), (1600, 1000, 1600), (0, 0, 1100), (2150, 1000, 2100),
])
func stickyHeadersStayInTheirSections(offset: Double, first: Double, second: Double) {
  var e = BehaviorLayouts.engine(
    twoStickySections { .sticky(bricks: $0, topOffset: 0, stackAcrossSections: false) })
  e.scrollY(offset)
  #expect(e.y(2) == first)
  #expect(e.y(5) == second)
}

@Test func stackingAcrossSectionsCarriesTheLastFrame() {
  var e = BehaviorLayouts.engine(
    twoStickySections { .sticky(bricks: $0, topOffset: 0, stackAcrossSections: true) })
  e.scrollY(1050)
  // h1 clamps to 1000 (its section ends at 1100); h2 sticks under it: max(1050, 1100) = 1100.
  #expect(e.y(2) == 1000)
  #expect(e.y(5) == 1100)
}

@Test(arguments: [
  (0.0, 0.0, 1.0), (50, 0, 0.5), (100, 0, 0), (500, 0, 0),
  (0, 20, 0.8), (50, 20, 0.3), (100, 20, 0), (500, 20, 0),
])
func stickingPercentage(offset: Double, inset: Double, expected: Double) {
  // BrickKit testStickingDelegateBehavior(WithContentInset): raw item 1 = our item 2.
  let spec = BehaviorLayouts.bricks(behaviors: [
    .sticky(bricks: BehaviorLayouts.b(1), topOffset: 0, stackAcrossSections: false)
  ])
  var e = BehaviorLayouts.engine(spec, contentInset: EdgeInsets(top: inset, bottom: inset))
  e.scrollY(offset)
  #expect(close(e.attributes(2).stickingPercentage ?? -1, expected))
}

@Test(arguments: [(0.0, 1.0, 1.0), (72, 0.5, 1), (96, 0, 1), (120, 0, 0.5), (144, 0, 0)])
func stickingPercentageWhenStacking(offset: Double, first: Double, second: Double) {
  // testStickingDelegateBehaviorWithStackingBricks: 20 bricks of 48, inset 48; (1, 1) and (2, 1)
  // in a BrickCollectionView (section 1 = our root) are our items 2 and 3.
  let spec = BehaviorLayouts.bricks(
    height: 48, inset: 48,
    behaviors: [.sticky(bricks: BehaviorLayouts.b(1, 2), topOffset: 0, stackAcrossSections: false)])
  var e = BehaviorLayouts.engine(spec)
  e.scrollY(offset)
  #expect(close(e.attributes(2).stickingPercentage ?? -1, first))
  #expect(close(e.attributes(3).stickingPercentage ?? -1, second))
}

@Test func aHiddenStickyBrickIsSkipped() {
  var spec = BehaviorLayouts.bricks(behaviors: [
    .hide(bricks: BehaviorLayouts.b(0)),
    .sticky(bricks: BehaviorLayouts.b(0, 2), topOffset: 0, stackAcrossSections: false),
  ])
  spec.title = "hidden"
  let e = BehaviorLayouts.engine(spec, offset: Point(x: 0, y: 500))
  #expect(e.attributes(1).hidden)
  #expect(e.attributes(1).stickingPercentage == nil)
  // Item 2 (raw 1) moved up to 0 when raw 0 was hidden; raw 2 sticks at the top alone.
  #expect(e.y(3) == 500)
}

@Test func aStickySectionTakesItsChildrenAlong() {
  let header = Section([
    .brick("title", height: .fixed(40)),
    .brick("tabs", width: .ratio(0.5), height: .fixed(20), repeat: 2),
  ])
  let spec = TestLayouts.spec(
    [
      .brick("hero", height: .fixed(200)), .section("header", header),
      .brick("row", height: .fixed(100), repeat: 30),
    ],
    behaviors: [.sticky(bricks: [Selector(id: "header")], topOffset: 0, stackAcrossSections: false)]
  )
  var e = BehaviorLayouts.engine(spec)
  e.scrollY(1000)
  // header (item 2) at y 200 in the layout, 60 tall; its children are items 3, 4, 5.
  #expect(e.frame(2) == Rect(0, 1000, 320, 60))
  #expect(e.frame(3) == Rect(0, 1000, 320, 40))
  #expect(e.frame(4) == Rect(0, 1040, 160, 20))
  #expect(e.frame(5) == Rect(160, 1040, 160, 20))
  #expect(e.layout.originalFrame(of: 3) == Rect(0, 200, 320, 40))
  var seen: [Int] = []
  e.scene.forEachItem(in: e.scene.viewport.bounds) { item, _ in seen.append(item) }
  #expect(Set(seen).isSuperset(of: [2, 3, 4, 5]))
  #expect(e.stats.sectionsMoved >= 1)
}

// Minimum sticky (docs/semantics.md#minimumsticky): raw item 0 (our 1), minimum 50.
@Test(
  arguments: [
    (25.0, Rect(0, 25, 320, 75)), (500.0, Rect(0, 500, 320, 50)), (0.0, Rect(0, 0, 320, 100)),
  ] as [(Double, Rect)])
func minimumSticky(offset: Double, expected: Rect) {
  let spec = BehaviorLayouts.bricks(behaviors: [
    .minimumSticky(bricks: BehaviorLayouts.b(0), minimumHeight: PerBrick(all: 50))
  ])
  var e = BehaviorLayouts.engine(spec)
  e.scrollY(offset)
  #expect(e.frame(1) == expected)
}

@Test func minimumStickyPerBrickAndWithoutAMinimum() {
  let spec = BehaviorLayouts.bricks(behaviors: [
    .minimumSticky(
      bricks: BehaviorLayouts.b(0, 2),
      minimumHeight: PerBrick(bySelector: [Selector(id: "b", repetition: 0): 30]))
  ])
  var e = BehaviorLayouts.engine(spec)
  e.scrollY(500)
  #expect(e.frame(1) == Rect(0, 500, 320, 30))
  // No minimum for raw item 2: keeps its original height, stacked under item 0's frame.
  #expect(e.frame(3) == Rect(0, 530, 320, 100))
}

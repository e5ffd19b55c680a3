import BrickCore
import BrickTestSupport
import Testing

// Inner scroll offsets and behaviors inside collection bricks: every collection item has its
// own engine, scrolled by its own offset.

extension Collections {
  static func engine(
    _ spec: LayoutSpec, width: Double = 320, height: Double = 480, offset: Point = .zero
  ) -> BehaviorEngine {
    BehaviorLayouts.engine(spec, width: width, height: height, offset: offset)
  }

  /// BrickKit's cover flow fixture (bricks 100 wide, viewport 300) inside a horizontal
  /// collection 300 wide, below a 100-point header.
  static let coverFlowInside = TestLayouts.spec([
    .brick("header", height: .fixed(100)),
    collection(
      "carousel", .horizontal, [.brick("b", width: .fixed(100), height: .fixed(100), repeat: 10)],
      behaviors: [.coverFlow(minimumScaleFactor: 0.1)]),
    .brick("footer", height: .fixed(1000)),
  ])
}

struct OffsetCase: CustomTestStringConvertible, Sendable {
  let requested: Point
  let used: Point
  var testDescription: String { "\(requested.x),\(requested.y) -> \(used.x),\(used.y)" }
}

// The quarter carousel at 320: content 800 x 80 in a 320 x 80 viewport.
@Test(arguments: [
  OffsetCase(requested: Point(x: 100, y: 0), used: Point(x: 100, y: 0)),
  OffsetCase(requested: Point(x: 10_000, y: 0), used: Point(x: 480, y: 0)),
  OffsetCase(requested: Point(x: -50, y: 0), used: Point(x: 0, y: 0)),
  OffsetCase(requested: Point(x: 20, y: 35), used: Point(x: 20, y: 0)),
  OffsetCase(requested: Point(x: .nan, y: .infinity), used: Point(x: 0, y: 0)),
])
func innerOffsetsAreClampedToTheInnerContent(_ c: OffsetCase) throws {
  var engine = Collections.engine(Collections.seed)
  let item = Collections.item(engine.layout, "quarter")
  #expect(engine.collectionContentSize(item: item) == Size(width: 800, height: 80))
  #expect(engine.scrollCollection(item: item, to: c.requested) == c.used)
  #expect(engine.collectionOffset(item: item) == c.used)
  #expect(engine.scene.collections.requestedOffset(of: item) == c.used)
  let inner = try #require(engine.scene.collectionScene(at: item))
  #expect(inner.viewport == Viewport(offset: c.used, size: Size(width: 320, height: 80)))
  let range = try #require(engine.collectionScrollRange(item: item))
  #expect(range.min == .zero && range.max == Point(x: 480, y: 0))
}

@Test func scrollingANonCollectionDoesNothing() {
  var engine = Collections.engine(Collections.seed)
  #expect(engine.scrollCollection(item: 1, to: Point(x: 5, y: 0)) == nil)
  #expect(engine.scrollCollection(item: 10_000, to: Point(x: 5, y: 0)) == nil)
  #expect(engine.collectionContentSize(item: 1) == nil)
  #expect(engine.scene.collections.requestedOffsets.isEmpty)
}

@Test func engineShowsOnlyTheCollectionsInView() {
  // 568 high: all three carousels are in view at 320 (398 tall); a 100-high viewport shows
  // only the first; scrolling down brings the others.
  var engine = Collections.engine(Collections.seed, height: 100)
  #expect(engine.collectionEngineCount == 1)
  #expect(engine.scene.collections.shownItems == [Collections.item(engine.layout, "quarter")])
  engine.scroll(to: Point(x: 0, y: 300))
  #expect(engine.collectionEngineCount == 2)  // the half carousel never came into view
  engine.scroll(to: Point(x: 0, y: 150))
  #expect(engine.collectionEngineCount == 3)
  engine.scroll(to: Point(x: 0, y: 300))
  #expect(
    engine.scene.collectionItems(in: engine.scene.viewport.bounds) == [
      Collections.item(engine.layout, "fixed")
    ])
  #expect(engine.scene.collectionItems(in: Rect(0, 0, 320, 400)).count == 3)
}

@Test(
  arguments: [
    (0.0, [2.0 / 3, 1, 2.0 / 3]), (50, [0.5, 5.0 / 6, 5.0 / 6]),
  ] as [(Double, [Double])])
func coverFlowInsideACollectionUsesTheInnerOffset(offset: Double, scales: [Double]) throws {
  // BrickKit's numbers (docs/semantics.md#coverflow) at the inner offset, whatever the outer
  // offset.
  for outer in [0.0, 60] {
    var engine = Collections.engine(
      Collections.coverFlowInside, width: 300, height: 480, offset: Point(x: 0, y: outer))
    let item = Collections.item(engine.layout, "carousel")
    engine.scrollCollection(item: item, to: Point(x: offset, y: 0))
    let inner = try #require(engine.scene.collectionScene(at: item))
    let got = (1...3).map { inner.attributes(of: $0).scale }
    #expect(zip(got, scales).allSatisfy { close($0, $1) }, "outer offset \(outer): \(got)")
    // The outer layout has no cover flow: its bricks keep scale 1.
    #expect(engine.scene.attributes(of: 1).scale == 1)
    #expect(engine.scene.attributes(of: item).scale == 1)
  }
}

@Test func stickyInsideAVerticalCollectionSticksToTheInnerOffset() throws {
  // A 100-high vertical collection of ten 50-point bricks; the file's sticky names inner
  // brick 0, so it runs inside, at the inner offset.
  let spec = TestLayouts.spec(
    [
      .brick("top", height: .fixed(50)),
      Collections.collection(
        "list", .vertical, [.brick("row", height: .fixed(50), repeat: 10)], height: .fixed(100)),
    ],
    behaviors: [
      .sticky(
        bricks: [Selector(id: "row", repetition: 0)], topOffset: 0, stackAcrossSections: false)
    ])
  var engine = Collections.engine(spec)
  let item = Collections.item(engine.layout, "list")
  #expect(engine.collectionContentSize(item: item) == Size(width: 320, height: 500))
  engine.scrollCollection(item: item, to: Point(x: 0, y: 120))
  var inner = try #require(engine.scene.collectionScene(at: item))
  #expect(inner.attributes(of: 1).frame == Rect(0, 120, 320, 50))
  // Scrolling the page does not move it inside the collection.
  engine.scroll(to: Point(x: 0, y: 30))
  inner = try #require(engine.scene.collectionScene(at: item))
  #expect(inner.attributes(of: 1).frame == Rect(0, 120, 320, 50))
  #expect(engine.scrollCollection(item: item, to: Point(x: 0, y: 1000)) == Point(x: 0, y: 400))
}

@Test func snapInsideACollectionAnswersTargetsAndWidensTheScrollRange() throws {
  // Photos 240 wide, edge insets 40: snapping to the centre lets the last photo reach the
  // middle (content inset right 80) and ends a scroll at the nearest photo's centre.
  let spec = TestLayouts.spec([
    Collections.collection(
      "photos", .horizontal, [.brick("photo", width: .fixed(240), height: .fixed(180), repeat: 6)],
      inset: 10, edgeInsets: EdgeInsets(top: 8, left: 40, bottom: 8, right: 40),
      behaviors: [.snapToPoint(position: .center), .coverFlow(minimumScaleFactor: 0.8)])
  ])
  var engine = Collections.engine(spec)
  let item = 1
  let inner = try #require(engine.collectionEngine(item: item))
  #expect(inner.scene.contentInset.left == 0 && inner.scene.contentInset.right == 80)
  #expect(engine.collectionContentSize(item: item) == Size(width: 1570, height: 196))
  // Proposed 180: photo 1 (290..530, mid 410) is nearest the middle (340) → 410 − 160 = 250.
  #expect(
    engine.collectionTargetContentOffset(item: item, proposed: Point(x: 180, y: 0))
      == Point(x: 250, y: 0))
  #expect(engine.collectionOffset(item: item) == .zero)  // asking does not scroll
  // The scroll range ends at content + right inset − width = 1570 + 80 − 320.
  #expect(engine.scrollCollection(item: item, to: Point(x: 5000, y: 0)) == Point(x: 1330, y: 0))
  // The last photo centred (1290 + 120 − 160): full size, its neighbour at the minimum.
  engine.scrollCollection(item: item, to: Point(x: 1250, y: 0))
  let last = try #require(engine.scene.collectionScene(at: item))
  #expect(last.attributes(of: 6).scale == 1)
  #expect(last.attributes(of: 5).scale == 0.8)
}

@Test func nestedCollectionsScrollThroughModifyCollection() throws {
  let spec = TestLayouts.spec([
    Collections.collection(
      "outer", .vertical,
      [
        .brick("title", height: .fixed(20)),
        Collections.collection(
          "innerRow", .horizontal,
          [.brick("cell", width: .fixed(100), height: .fixed(60), repeat: 8)]),
      ])
  ])
  var engine = Collections.engine(spec)
  #expect(engine.layout.frame(of: 1).height == 80)
  engine.modifyCollection(item: 1) { $0.scrollCollection(item: 2, to: Point(x: 150, y: 0)) }
  let outer = try #require(engine.scene.collectionScene(at: 1))
  let row = try #require(outer.collectionScene(at: 2))
  #expect(row.viewport.offset == Point(x: 150, y: 0))
  #expect(row.contentSize == Size(width: 800, height: 60))
}

@Test func replacingTheLayoutKeepsInnerOffsets() {
  var engine = Collections.engine(Collections.seed)
  let item = Collections.item(engine.layout, "half")
  engine.scrollCollection(item: item, to: Point(x: 300, y: 0))
  // Wider: the half carousel's content grows (1875 at 375), the offset stays.
  let wider = TestLayouts.solve(Collections.seed, width: 375, height: 667)
  engine.replaceLayout(wider)
  #expect(engine.collectionOffset(item: item) == Point(x: 300, y: 0))
  #expect(engine.collectionContentSize(item: item) == Size(width: 1875, height: 187.5))
}

@Test func layoutsWithoutCollectionsCreateNoInnerEngines() {
  var engine = Collections.engine(BehaviorLayouts.bricks(behaviors: []))
  engine.scroll(to: Point(x: 0, y: 300))
  #expect(engine.collectionEngineCount == 0)
  #expect(engine.scene.collections.shownItems.isEmpty)
}

@Test func collectionSceneWithoutAnEngineUsesTheCallersOffset() throws {
  var scene = Scene(
    layout: TestLayouts.solve(Collections.seed),
    viewport: Viewport(size: Size(width: 320, height: 480)))
  let item = Collections.item(scene.layout, "fixed")
  scene.collections.request(Point(x: 2000, y: 3), for: item)
  let inner = try #require(scene.collectionScene(at: item))
  #expect(inner.viewport.offset == Point(x: 780, y: 0))
  #expect(scene.collectionScene(at: 1) == nil)
}

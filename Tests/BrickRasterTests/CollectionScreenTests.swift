import BrickCore
import BrickFormat
import BrickRaster
import BrickTestSupport
import Foundation
import Testing

/// Collection bricks on screen: inner scenes drawn inside their box, clipped to it, shifted by
/// their inner offset.
@Suite struct CollectionScreenTests {
  static let layouts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Layouts")

  static func load(_ name: String) throws -> LayoutSpec {
    let text = try String(contentsOf: layouts.appendingPathComponent(name), encoding: .utf8)
    return try LayoutLoader.spec(text: text, sourceName: name)
  }

  /// An engine on `spec` at this size and offset, with inner offsets by collection id.
  static func engine(
    _ spec: LayoutSpec, width: Double = 320, height: Double = 568, offset: Point = .zero,
    inner: [String: Point] = [:]
  ) -> BehaviorEngine {
    let layout = SolvedLayout(
      CompiledLayout(spec), environment: Environment(width: width, height: height))
    var engine = BehaviorEngine(
      layout: layout, viewport: Viewport(offset: offset, size: Size(width: width, height: height)))
    for (id, p) in inner.sorted(by: { $0.key < $1.key }) {
      for item in engine.layout.compiled.items(for: Selector(id: id)) {
        engine.scrollCollection(item: item, to: p)
      }
    }
    return engine
  }

  @Test func horizontalCollectionsAt320() throws {
    let engine = Self.engine(try Self.load("horizontal-collection.json"), height: 400)
    Screens.expect(
      Draw.screen(engine.scene, "horizontal-collection.json at 320"), named: "horizontal-collection"
    )
  }

  @Test func horizontalCollectionsScrolledInside() throws {
    // Quarter carousel 100 in (a brick cut on each side), half carousel 80 in, fixed carousel
    // asked for 9,999 (clamped to its end, 780: the last brick ends 5 points before the right
    // edge); the page scrolled 40 down cuts the first carousel.
    let engine = Self.engine(
      try Self.load("horizontal-collection.json"), height: 400, offset: Point(x: 0, y: 40),
      inner: [
        "quarterCarousel": Point(x: 100, y: 0), "halfCarousel": Point(x: 80, y: 0),
        "fixedCarousel": Point(x: 9_999, y: 0),
      ])
    Screens.expect(
      Draw.screen(
        engine.scene, "horizontal-collection.json, inner offsets 100 / 80 / end, page at 40"),
      named: "horizontal-collection-scrolled")
  }

  @Test func photoCarouselWithCoverFlowInside() throws {
    // Photo 1 centred (snap target of a scroll toward 180): it is full size, its neighbours
    // shrink to 0.8 about their centres.
    var engine = Self.engine(try Self.load("photo-carousel.yaml"), height: 320)
    let item = engine.layout.compiled.items(for: Selector(id: "photos")).lowerBound
    let proposed = engine.collectionTargetContentOffset(item: item, proposed: Point(x: 180, y: 0))
    let target = try #require(proposed)
    #expect(target == Point(x: 250, y: 0))
    engine.scrollCollection(item: item, to: target)
    Screens.expect(
      Draw.screen(engine.scene, "photo-carousel.yaml, photos at 250"), named: "photo-carousel")
  }

  @Test func innerContentIsClippedToTheCollection() throws {
    // Letters: inner bricks 'x' run far past the collection's right edge and below it (the
    // collection is 32 points high, the bricks 64); nothing leaks outside its 3 rows x 20
    // columns.
    let spec = TestLayouts.spec([
      .brick("a", height: .fixed(32)),
      Node(
        id: "c", width: .ratio(1), height: .fixed(48),
        content: .collection(
          CollectionSpec(
            scrollDirection: .horizontal,
            section: Section(
              [.brick("x", width: .fixed(56), height: .fixed(64), repeat: 9)], inset: 8,
              edgeInsets: EdgeInsets(all: 8))))),
      .brick("z", height: .fixed(32)),
    ])
    let options = RasterOptions(color: false, debugLetters: true)
    var engine = Self.engine(spec, width: 160, height: 160)
    engine.scrollCollection(item: 2, to: Point(x: 30, y: 0))
    let screen = Draw.screen(
      engine.scene, "letters, collection 160 x 48 at inner offset 30", options: options)
    Screens.expect(screen, named: "collection-clipping")
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(
      String.init)
    #expect(rows[0].allSatisfy { $0 == "a" })
    #expect(rows[5].allSatisfy { $0 == "z" })
    #expect(rows[3...4].allSatisfy { $0.allSatisfy { "x ┄".contains($0) } })
    #expect(rows[7...].allSatisfy { $0.isEmpty })
  }

  @Test func collectionInsideACollection() {
    // One level of nesting: a vertical collection holding a title and a horizontal row.
    let row = Node(
      id: "row",
      content: .collection(
        CollectionSpec(
          scrollDirection: .horizontal,
          section: Section(
            [.label("cell", width: .fixed(96), height: .fixed(48), text: "cell", repeat: 6)],
            inset: 8))))
    let spec = TestLayouts.spec([
      Node(
        id: "outer", height: .fixed(112),
        content: .collection(
          CollectionSpec(
            scrollDirection: .vertical,
            section: Section(
              [.label("title", height: .fixed(32), text: "Inner title"), row], inset: 8,
              edgeInsets: EdgeInsets(all: 8)))))
    ])
    var engine = Self.engine(spec, width: 320, height: 128)
    engine.modifyCollection(item: 1) { $0.scrollCollection(item: 2, to: Point(x: 52, y: 0)) }
    Screens.expect(
      Draw.screen(engine.scene, "nested collections, row at 52"), named: "collection-nested")
  }

  @Test func drawingWithoutAnEngineUsesTheScenesOffsets() throws {
    // The render command's path: no behaviors, offsets set on the scene.
    let spec = try Self.load("horizontal-collection.json")
    var scene = Draw.scene(spec, width: 320, height: 400)
    let item = scene.layout.compiled.items(for: Selector(id: "quarterCarousel")).lowerBound
    scene.collections.request(Point(x: 100, y: 0), for: item)
    let withEngine = Self.engine(spec, height: 400, inner: ["quarterCarousel": Point(x: 100, y: 0)])
    #expect(Draw.screen(scene, "t") == Draw.screen(withEngine.scene, "t"))
  }
}

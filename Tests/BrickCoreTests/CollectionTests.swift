import BrickCore
import BrickTestSupport
import Testing

// Collection bricks (docs/semantics.md#collections): auto heights from the inner layout, the
// README's three horizontal carousels, caching and laziness of inner layouts.

enum Collections {
  /// A collection node hosting `bricks` in a section with these insets.
  static func collection(
    _ id: String, _ direction: ScrollDirection = .horizontal, _ bricks: [Node], inset: Double = 0,
    edgeInsets: EdgeInsets = .zero, width: Dimension = .ratio(1), height: Dimension? = nil,
    repeat count: Int = 1, behaviors: [BehaviorSpec] = []
  ) -> Node {
    Node(
      id: id, width: width, height: height, repeatCount: count,
      content: .collection(
        CollectionSpec(
          scrollDirection: direction,
          section: Section(bricks, inset: inset, edgeInsets: edgeInsets),
          behaviors: behaviors)))
  }

  /// The README's "Use different scroll directions within bricks": three horizontal
  /// carousels of ten images (1/4, 1/2 and 100 points wide, height ratio 1), inset 10, edge
  /// insets 5, each under a label.
  static let seed: LayoutSpec = {
    func carousel(_ id: String, _ width: Dimension) -> Node {
      collection(
        id, .horizontal,
        [
          Node(
            id: id + "Image", width: width, height: .ratio(1), repeatCount: 10,
            content: .image(src: "custom_image.jpg", aspect: nil, loadDelay: nil))
        ],
        inset: 10, edgeInsets: EdgeInsets(all: 5))
    }
    return TestLayouts.spec([
      .label("quarterTitle", height: .fixed(16), text: "1/4 Ratio"),
      carousel("quarter", .ratio(0.25)),
      .label("halfTitle", height: .fixed(16), text: "1/2 Ratio"),
      carousel("half", .ratio(0.5)),
      .label("fixedTitle", height: .fixed(16), text: "100px Fixed"),
      carousel("fixed", .fixed(100)),
    ])
  }()

  static func item(_ layout: SolvedLayout, _ id: String, _ rep: Int = 0) -> Int {
    layout.compiled.items(for: Selector(id: id)).lowerBound + rep
  }
}

struct BrickKitCollectionCase: CustomTestStringConvertible, Sendable {
  let name: String
  let node: Node
  let height: Double
  var testDescription: String { name }
}

@Test(arguments: [
  BrickKitCollectionCase(
    name: "10 bricks x 10 (vertical inner) -> 100",
    node: Collections.collection("c", .vertical, [.brick("b", height: .fixed(10), repeat: 10)]),
    height: 100),
  BrickKitCollectionCase(
    name: "horizontal inner, a 1/4-width square at 320 -> 80",
    node: Collections.collection(
      "c", .horizontal, [.brick("b", width: .ratio(0.25), height: .ratio(1))]),
    height: 80),
  BrickKitCollectionCase(
    name: "horizontal inner, ten 1/4 squares -> still 80",
    node: Collections.collection(
      "c", .horizontal, [.brick("b", width: .ratio(0.25), height: .ratio(1), repeat: 10)]),
    height: 80),
  BrickKitCollectionCase(
    name: "empty inner -> 0", node: Collections.collection("c", .vertical, []), height: 0),
  BrickKitCollectionCase(
    name: "edge insets count: 10 x 10 + 5 + 5 -> 110",
    node: Collections.collection(
      "c", .vertical, [.brick("b", height: .fixed(10), repeat: 10)],
      edgeInsets: EdgeInsets(all: 5)),
    height: 110),
  BrickKitCollectionCase(
    name: "a fixed height wins over the content",
    node: Collections.collection(
      "c", .vertical, [.brick("b", height: .fixed(10), repeat: 10)], height: .fixed(40)),
    height: 40),
])
func collectionAutoHeightIsTheInnerContentHeight(_ c: BrickKitCollectionCase) {
  let layout = TestLayouts.solve(TestLayouts.spec([c.node]), width: 320)
  #expect(layout.frame(of: 1) == Rect(0, 0, 320, c.height))
  #expect(layout.collectionLayout(at: 1)?.environment.viewport.width == 320)
}

struct SeedCase: CustomTestStringConvertible, Sendable {
  let id: String
  let width: Double
  let height: Double
  let xs: [Double]
  let contentWidth: Double
  var testDescription: String { "\(id) at \(Int(width))" }
}

// At 320: content width 310; 1/4 → (310 − 3·10)/4 = 70, 1/2 → (310 − 10)/2 = 150. At 375:
// 365 → 83.75 and 177.5. Height = 5 + side + 5; content = 5 + 10·side + 9·10 + 5.
@Test(arguments: [
  SeedCase(id: "quarter", width: 320, height: 80, xs: [5, 85, 165, 245, 325], contentWidth: 800),
  SeedCase(id: "half", width: 320, height: 160, xs: [5, 165, 325], contentWidth: 1600),
  SeedCase(id: "fixed", width: 320, height: 110, xs: [5, 115, 225, 335], contentWidth: 1100),
  SeedCase(
    id: "quarter", width: 375, height: 93.75, xs: [5, 98.75, 192.5, 286.25], contentWidth: 937.5),
  SeedCase(id: "half", width: 375, height: 187.5, xs: [5, 192.5, 380], contentWidth: 1875),
  SeedCase(id: "fixed", width: 375, height: 110, xs: [5, 115, 225, 335], contentWidth: 1100),
])
func seedCarousels(_ c: SeedCase) throws {
  let layout = TestLayouts.solve(Collections.seed, width: c.width, height: 667)
  let item = Collections.item(layout, c.id)
  #expect(layout.isCollection(item))
  #expect(layout.frame(of: item).height == c.height)
  #expect(layout.frame(of: item).width == c.width)
  let inner = try #require(layout.collectionLayout(at: item))
  #expect(inner.environment.viewport.width == c.width)
  #expect(inner.contentSize == Size(width: c.contentWidth, height: c.height))
  let images = inner.frames(ofID: c.id + "Image")
  #expect(images.count == 10)
  #expect(Array(images.prefix(c.xs.count).map(\.x)) == c.xs)
  #expect(images.allSatisfy { $0.y == 5 && $0.height == $0.width })
}

@Test func seedPageStacksTheCarouselsUnderTheirLabels() {
  let layout = TestLayouts.solve(Collections.seed, width: 320)
  let ys = ["quarterTitle", "quarter", "halfTitle", "half", "fixedTitle", "fixed"].map {
    layout.frame(of: Collections.item(layout, $0)).y
  }
  #expect(ys == [0, 16, 96, 112, 272, 288])
  #expect(layout.contentSize == Size(width: 320, height: 398))
}

@Test func repeatedCollectionsShareOneCompiledAndSolvedInnerLayout() {
  let spec = TestLayouts.spec([
    Collections.collection(
      "row", .horizontal, [.brick("cell", width: .fixed(50), height: .fixed(50), repeat: 20)],
      repeat: 500)
  ])
  var layout = SolvedLayout(CompiledLayout(spec), environment: Environment(width: 320, height: 480))
  layout.solve(through: .end)
  #expect(layout.collectionCacheCounts.compiled == 1)
  #expect(layout.collectionCacheCounts.solved == 1)
  #expect(layout.contentSize.height == 500 * 50)
  // Every repetition shows the same inner layout.
  #expect(
    layout.collectionLayout(at: 1)?.frame(of: 20) == layout.collectionLayout(at: 400)?.frame(of: 20)
  )
}

@Test func innerLayoutsAreBuiltOnlyForCollectionsReached() {
  // The second collection is 10,000 points down: a lazy solve of the first screen never
  // compiles it.
  let spec = TestLayouts.spec([
    Collections.collection(
      "top", .horizontal, [.brick("a", width: .fixed(50), height: .fixed(50))]),
    .brick("filler", height: .fixed(100), repeat: 100),
    Collections.collection(
      "bottom", .horizontal, [.brick("b", width: .fixed(50), height: .fixed(50))]),
  ])
  var layout = SolvedLayout(CompiledLayout(spec), environment: Environment(width: 320, height: 480))
  layout.solve(through: .y(480))
  #expect(layout.collectionCacheCounts.compiled == 1)
  layout.solve(through: .end)
  #expect(layout.collectionCacheCounts.compiled == 2)
}

@Test func aFixedHeightCollectionIsSolvedAtItsOwnSize() throws {
  // Inner heights relative to the viewport resolve against the brick's height when it is
  // not auto.
  let spec = TestLayouts.spec([
    Collections.collection(
      "c", .horizontal, [.brick("b", width: .fixed(100), height: .viewportRatio(0.5), repeat: 3)],
      height: .fixed(120))
  ])
  let layout = TestLayouts.solve(spec, width: 320, height: 480)
  let inner = try #require(layout.collectionLayout(at: 1))
  #expect(inner.environment.viewport == Size(width: 320, height: 120))
  #expect(inner.frames(ofID: "b").map(\.height) == [60, 60, 60])
}

@Test func innerSpecTakesTheCollectionsAndTheFilesBehaviorsForInnerIDs() throws {
  let spec = TestLayouts.spec(
    [
      .brick("outer", height: .fixed(50)),
      Collections.collection(
        "c", .vertical, [.brick("inner", height: .fixed(50), repeat: 3)],
        behaviors: [.coverFlow(minimumScaleFactor: 0.5)]),
    ],
    behaviors: [
      .sticky(
        bricks: [Selector(id: "outer"), Selector(id: "inner", repetition: 1)], topOffset: 4,
        stackAcrossSections: false),
      .maxZIndex(bricks: [Selector(id: "outer")]),
      .snapToPoint(position: .top),
    ])
  let compiled = CompiledLayout(spec)
  let inner = try #require(compiled.innerSpec(ofCollectionNode: 2))
  #expect(inner.scrollDirection == .vertical)
  #expect(
    inner.behaviors == [
      .coverFlow(minimumScaleFactor: 0.5),
      .sticky(
        bricks: [Selector(id: "inner", repetition: 1)], topOffset: 4, stackAcrossSections: false),
    ])
  #expect(compiled.innerSpec(ofCollectionNode: 1) == nil)
  #expect(compiled.isCollection(node: 2) && !compiled.isCollection(node: 1))
}

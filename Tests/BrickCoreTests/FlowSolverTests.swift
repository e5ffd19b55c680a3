import BrickCore
import BrickTestSupport
import Testing

/// BrickKit's ratio formula (docs/semantics.md#dimensions): (W − (R/r − 1)·inset)·(r/R).
struct RatioCase: CustomTestStringConvertible, Sendable {
  let name: String
  let sectionWidth: Double
  let inset: Double
  let ratio: Double
  let widthRatio: Double
  let expected: Double
  var testDescription: String { name }
}

@Test(arguments: [
  RatioCase(
    name: "half of 320, inset 10", sectionWidth: 320, inset: 10, ratio: 0.5, widthRatio: 1,
    expected: 155),
  RatioCase(
    name: "third of 300, inset 5", sectionWidth: 300, inset: 5, ratio: 1.0 / 3, widthRatio: 1,
    expected: 290.0 / 3),
  RatioCase(
    name: "third of 100, inset 5", sectionWidth: 100, inset: 5, ratio: 1.0 / 3, widthRatio: 1,
    expected: 30),
  RatioCase(
    name: "ratio 1.5 of 100, inset 10", sectionWidth: 100, inset: 10, ratio: 1.5, widthRatio: 1,
    expected: 155),
  RatioCase(
    name: "ratio 120 of widthRatio 240", sectionWidth: 320, inset: 10, ratio: 120, widthRatio: 240,
    expected: 155),
  RatioCase(
    name: "whole width", sectionWidth: 320, inset: 10, ratio: 1, widthRatio: 1, expected: 320),
])
func ratioWidthFormula(_ c: RatioCase) {
  let spec = TestLayouts.spec(
    [.brick("b", width: .ratio(c.ratio))], inset: c.inset, widthRatio: c.widthRatio)
  let layout = TestLayouts.solve(spec, width: c.sectionWidth)
  #expect(abs(layout.frames(ofID: "b")[0].width - c.expected) < 1e-9)
}

@Test func simpleRatiosExampleFromTheREADME() {
  // BrickKit's first README example: 320 wide, inset 10, edge insets 20.
  let spec = TestLayouts.spec(
    [
      .brick("one", width: .ratio(1)), .brick("half", width: .ratio(0.5), repeat: 2),
      .brick("third", width: .ratio(1.0 / 3), repeat: 3),
    ], inset: 10, edgeInsets: EdgeInsets(all: 20))
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "one") == [Rect(20, 20, 280, 50)])
  #expect(layout.frames(ofID: "half") == [Rect(20, 80, 135, 50), Rect(165, 80, 135, 50)])
  let thirds = layout.frames(ofID: "third")
  let w = (280 - 20) / 3.0
  #expect(thirds.count == 3)
  for (k, f) in thirds.enumerated() {
    #expect(f.isClose(to: Rect(20 + Double(k) * (w + 10), 140, w, 50)))
  }
  #expect(layout.contentSize == Size(width: 320, height: 210))
  #expect(layout.frame(of: 0) == Rect(0, 0, 320, 210))
}

@Test func fillTakesTheRestOfTheRow() {
  let spec = TestLayouts.spec([.brick("img", width: .fixed(50)), .brick("label", width: .fill)])
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "label") == [Rect(50, 0, 270, 50)])
}

@Test func fillStartingPastTheEndTakesTheWholeWidthAndWraps() {
  // BrickKit's testThatFullWidthFillAsSecondDoesntCrash.
  let spec = TestLayouts.spec([.brick("a", width: .ratio(1)), .brick("b", width: .fill)])
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "b") == [Rect(0, 50, 320, 50)])
}

struct AlignmentCase: CustomTestStringConvertible, Sendable {
  let alignment: Alignment.Horizontal
  let inset: Double
  let edge: Double
  let xs: [Double]
  var testDescription: String { "\(alignment) inset \(inset) edge \(edge)" }
}

@Test(arguments: [
  AlignmentCase(alignment: .left, inset: 0, edge: 0, xs: [0, 50, 100]),
  AlignmentCase(alignment: .center, inset: 0, edge: 0, xs: [85, 135, 185]),
  AlignmentCase(alignment: .right, inset: 0, edge: 0, xs: [170, 220, 270]),
  AlignmentCase(alignment: .justified, inset: 0, edge: 0, xs: [0, 135, 270]),
  AlignmentCase(alignment: .center, inset: 5, edge: 10, xs: [80, 135, 190]),
  AlignmentCase(alignment: .right, inset: 5, edge: 10, xs: [150, 205, 260]),
  AlignmentCase(alignment: .justified, inset: 5, edge: 10, xs: [10, 135, 260]),
])
func horizontalAlignment(_ c: AlignmentCase) {
  // BrickAlignmentTests: three 50-point bricks in a 320-point section.
  let spec = TestLayouts.spec(
    [.brick("b", width: .fixed(50), repeat: 3)], inset: c.inset,
    edgeInsets: EdgeInsets(top: 0, left: c.edge, bottom: 0, right: c.edge),
    alignment: Alignment(horizontal: c.alignment))
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "b").map(\.x) == c.xs)
  // originalFrame keeps the left-aligned flow.
  let originals = layout.compiled.items(for: Selector(id: "b")).map {
    layout.originalFrame(of: $0).x
  }
  #expect(originals == [c.edge, c.edge + 50 + c.inset, c.edge + 100 + 2 * c.inset])
}

@Test(arguments: [
  (Alignment.Vertical.top, [10.0, 10, 10]),
  (.center, [10.0, 20, 25]),
  (.bottom, [10.0, 30, 40]),
])
func verticalAlignment(_ vertical: Alignment.Vertical, _ ys: [Double]) {
  let spec = TestLayouts.spec(
    [
      .brick("a", width: .fixed(50), height: .fixed(50)),
      .brick("b", width: .fixed(50), height: .fixed(30)),
      .brick("c", width: .fixed(50), height: .fixed(20)),
    ], edgeInsets: EdgeInsets(top: 10), alignment: Alignment(vertical: vertical))
  let layout = TestLayouts.solve(spec)
  #expect(["a", "b", "c"].map { layout.frames(ofID: $0)[0].y } == ys)
}

@Test func alignRowHeightsStretchesEveryBrickToTheRow() {
  let spec = TestLayouts.spec(
    [
      .brick("a", width: .ratio(0.5), height: .fixed(80)),
      .brick("b", width: .ratio(0.5), height: .fixed(30)),
    ],
    alignRowHeights: true)
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "b") == [Rect(160, 0, 160, 80)])
  #expect(layout.originalFrame(of: 2) == Rect(160, 0, 160, 30))
}

@Test func rowsAreAsTallAsTheirTallestBrickAndShareTheirTop() {
  let spec = TestLayouts.spec(
    [
      .brick("a", width: .ratio(0.5), height: .fixed(80)),
      .brick("b", width: .ratio(0.5), height: .fixed(30)),
      .brick("c", height: .fixed(10)),
    ], inset: 10)
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "b")[0].y == 0)
  #expect(layout.frames(ofID: "c") == [Rect(0, 90, 320, 10)])
}

@Test func wrapToleranceKeepsANearlyFittingBrickOnTheRow() {
  // Three thirds of 100 with no inset sum to 100 within floating error: one row.
  let spec = TestLayouts.spec([.brick("t", width: .ratio(1.0 / 3), repeat: 3)])
  let layout = TestLayouts.solve(spec, width: 100)
  #expect(layout.frames(ofID: "t").map(\.y) == [0, 0, 0])
}

@Test func hiddenBricksTakeNoSpaceButStillWrap() {
  let spec = TestLayouts.spec([
    .brick("a", width: .ratio(0.5)), .brick("h", width: .ratio(0.75), hidden: true),
    .brick("b", width: .ratio(0.5)),
  ])
  let layout = TestLayouts.solve(spec)
  // The hidden brick does not fit after a, so it forces a line break; b takes its place.
  #expect(layout.frames(ofID: "h") == [Rect(0, 50, 240, 50)])
  #expect(layout.frames(ofID: "b") == [Rect(0, 50, 160, 50)])
  #expect(layout.isHidden(2))
  #expect(layout.contentSize.height == 100)
}

@Test func aSectionWhoseBricksAreAllHiddenCollapsesToZeroDroppingItsInsets() {
  let inner = Section([.brick("x", hidden: true)], edgeInsets: EdgeInsets(all: 10))
  let spec = TestLayouts.spec([.section("s", inner), .brick("after")])
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "s") == [Rect(0, 0, 320, 0)])
  #expect(layout.frames(ofID: "after") == [Rect(0, 0, 320, 50)])
}

@Test func anEmptySectionHasNoHeight() {
  let spec = TestLayouts.spec([
    .section("s", Section([], edgeInsets: EdgeInsets(all: 10))), .brick("b"),
  ])
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "s")[0].height == 0)
  #expect(layout.frames(ofID: "b")[0].y == 0)
}

@Test func childrenOfAHiddenSectionAreHiddenAndTheSectionTakesNoSpace() {
  let inner = Section([.brick("x", repeat: 2)], inset: 5)
  let spec = TestLayouts.spec([.section("s", hidden: true, inner), .brick("b")])
  let layout = TestLayouts.solve(spec)
  let s = layout.compiled.items(for: Selector(id: "s")).lowerBound
  #expect(layout.isHidden(s) && layout.isHidden(s + 1) && layout.isHidden(s + 2))
  // It keeps its full internal size.
  #expect(layout.frame(of: s).height == 105)
  #expect(layout.frames(ofID: "b")[0].y == 0)
}

@Test func repeatZeroMeansNoItems() {
  let spec = TestLayouts.spec([.brick("a", repeat: 0), .brick("b")])
  let layout = TestLayouts.solve(spec)
  #expect(layout.compiled.itemCount == 2)
  #expect(layout.frames(ofID: "b") == [Rect(0, 0, 320, 50)])
}

@Test func nestedSectionsFromTheREADME() {
  // "Sections in sections": section frame = children bounds + edge insets.
  let spec = TestLayouts.spec(
    [
      .brick("left", width: .ratio(0.5), height: .fixed(50)),
      .section(
        "right", width: .ratio(0.5),
        Section([.brick("r", height: .fixed(30), repeat: 3)], inset: 10)),
      .section(
        "row",
        Section(
          [
            .section(
              "a", width: .ratio(1.0 / 3),
              Section([.brick("aa", height: .fixed(20), repeat: 2)], inset: 5)),
            .section(
              "b", width: .ratio(2.0 / 3),
              Section([.brick("bb", height: .fixed(20), repeat: 3)], inset: 15)),
          ], inset: 5, edgeInsets: EdgeInsets(all: 5))),
    ], inset: 10, edgeInsets: EdgeInsets(all: 20))
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "left") == [Rect(20, 20, 135, 50)])
  #expect(layout.frames(ofID: "right") == [Rect(165, 20, 135, 110)])
  #expect(layout.frames(ofID: "r").map(\.y) == [20, 60, 100])
  // Row 2 starts after the taller of the two: 20 + 110 + 10.
  let row = layout.frames(ofID: "row")[0]
  #expect(row.y == 140)
  let a = layout.frames(ofID: "a")[0]
  let b = layout.frames(ofID: "b")[0]
  #expect(a.x == 25 && a.y == 145 && a.height == 45)
  #expect(b.height == 90)
  #expect(row.height == 5 + 90 + 5)
  #expect(layout.contentSize.height == 140 + 100 + 20)
}

@Test func zIndexTopDownAndBottomUpFollowBrickKitsTree() {
  // a[aa, ab[ab1, ab2[ab21..23]], ac, ad[ad1, ad2[ad21..23]], ae] inside the root: 17 items.
  func tree(_ order: LayoutSpec.ZIndexOrder) -> SolvedLayout {
    let ab2 = Section([.brick("ab21"), .brick("ab22"), .brick("ab23")])
    let ab = Section([.brick("ab1"), .section("ab2", ab2)])
    let ad2 = Section([.brick("ad21"), .brick("ad22"), .brick("ad23")])
    let ad = Section([.brick("ad1"), .section("ad2", ad2)])
    let a = Section([
      .brick("aa"), .section("ab", ab), .brick("ac"), .section("ad", ad), .brick("ae"),
    ])
    return TestLayouts.solve(TestLayouts.spec([.section("a", a)], zIndexOrder: order))
  }
  let top = tree(.topDown)
  let z = { (id: String) in
    top.compiled.zIndex(ofItem: top.compiled.items(for: Selector(id: id)).lowerBound)
  }
  #expect(top.compiled.maxZIndex == 16)
  // BrickKit's values for the tree rooted at `a` (15 = its maxZIndex), shifted by one for our root.
  let expected: [(String, Int)] = [
    ("aa", 15), ("ab", 9), ("ab1", 14), ("ab2", 10), ("ab21", 13), ("ab22", 12), ("ab23", 11),
    ("ac", 8),
    ("ad", 2), ("ad1", 7), ("ad2", 3), ("ad21", 6), ("ad22", 5), ("ad23", 4), ("ae", 1), ("a", 0),
  ]
  for (id, value) in expected { #expect(z(id) == value - 15, "\(id)") }
  #expect(top.compiled.zIndex(ofItem: 0) == -16)
  let bottom = tree(.bottomUp)
  #expect(bottom.compiled.zIndex(ofItem: 0) == -16)
  #expect(bottom.compiled.zIndex(ofItem: 16) == 0)
}

@Test func horizontalScrollDirectionPlacesEverythingOnOneRow() {
  // LazyLoadingTests: 4 × ½ + 1 × 1 → x 0/160/320/480/640, content width 960.
  let spec = TestLayouts.spec(
    [
      .brick("half", width: .ratio(0.5), height: .fixed(100), repeat: 4),
      .brick("whole", width: .ratio(1), height: .fixed(100)),
    ],
    scrollDirection: .horizontal)
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "half").map(\.x) == [0, 160, 320, 480])
  #expect(layout.frames(ofID: "whole") == [Rect(640, 0, 320, 100)])
  #expect(layout.contentSize == Size(width: 960, height: 100))
}

@Test(arguments: [
  (Traits(orientation: .portrait, horizontalSizeClass: .compact), 50.0),
  (Traits(orientation: .landscape, horizontalSizeClass: .compact), 100.0),
  (Traits(orientation: .portrait, horizontalSizeClass: .regular), 100.0),
  (Traits(orientation: .landscape, horizontalSizeClass: .regular), 200.0),
])
func sizeClassAndOrientationRule(_ traits: Traits, _ height: Double) {
  // The README's "complex rule".
  let rule = Dimension.horizontalSizeClass(
    regular: .orientation(landscape: .fixed(200), portrait: .fixed(100)),
    compact: .orientation(landscape: .fixed(100), portrait: .fixed(50)))
  let layout = TestLayouts.solve(TestLayouts.spec([.brick("b", height: rule)]), traits: traits)
  #expect(layout.frames(ofID: "b")[0].height == height)
}

@Test(arguments: [(320.0, 160.0), (500.0, 250.0), (800.0, 200.0), (399.0, 199.5)])
func rangeDimensionPicksTheLastPairNotAboveTheWidth(_ width: Double, _ expected: Double) {
  let range = Dimension.range(
    default: .ratio(0.5),
    pairs: [
      .init(minimumSize: 400, dimension: .ratio(0.5)),
      .init(minimumSize: 700, dimension: .ratio(0.25)),
    ])
  let layout = TestLayouts.solve(TestLayouts.spec([.brick("b", width: range)]), width: width)
  #expect(layout.frames(ofID: "b")[0].width == expected)
}

@Test func heightRatioIsAFractionOfTheBricksOwnWidth() {
  let layout = TestLayouts.solve(
    TestLayouts.spec([.brick("b", width: .ratio(0.5), height: .ratio(1))]))
  #expect(layout.frames(ofID: "b") == [Rect(0, 0, 160, 160)])
}

@Test func autoHeightsMeasureWrappedLabelText() {
  // Terminal metrics: 320 points = 40 columns; 16 points a line.
  let text = String(repeating: "MULTI-LINE BRICK ", count: 5)
  var spec = TestLayouts.spec([.label("l", text: text)])
  spec.textMetrics = .terminal
  let layout = TestLayouts.solve(spec)
  #expect(layout.frames(ofID: "l")[0].height == 48)
  #expect(!layout.isEstimated(1))
}

@Test func restrictedClampsMeasuredHeightsOnly() {
  let minHundred = Dimension.restricted(
    size: .auto(estimate: .fixed(50)), restriction: .minimum(.fixed(100)))
  let maxHalf = Dimension.restricted(
    size: .auto(estimate: .fixed(50)), restriction: .maximum(.ratio(0.1)))
  let fixedMin = Dimension.restricted(size: .fixed(50), restriction: .minimum(.fixed(100)))
  let layout = TestLayouts.solve(
    TestLayouts.spec([
      .label("a", height: minHundred, text: "x"),
      .label("b", height: maxHalf, text: String(repeating: "x ", count: 100)),
      .label("c", height: fixedMin, text: "x"),
    ]))
  #expect(layout.frames(ofID: "a")[0].height == 100)
  #expect(layout.frames(ofID: "b")[0].height == 32)
  #expect(layout.frames(ofID: "c")[0].height == 50)
}

import BrickTestSupport
import Testing

@testable import BrickCore

/// Root sticky footers over a long feed: the rows at the end are placed ahead of the rows in
/// between (BrickKit's downstream items), so a first screen's work does not grow with the
/// feed, and what is displayed is what a fully solved layout displays.
@Suite struct StickyFooterAheadTests {
  static let size = Size(width: 320, height: 568)

  /// The displayed frames of every item that shows in the viewport, by item.
  static func screen(_ engine: BehaviorEngine) -> [Int: Rect] {
    var shown: [Int: Rect] = [:]
    engine.scene.forEachItem(in: engine.scene.viewport.bounds) { item, a in
      if item != 0 { shown[item] = a.frame }
    }
    return shown
  }

  static func engines(
    _ spec: LayoutSpec, offset: Double
  ) -> (lazy: BehaviorEngine, whole: BehaviorEngine) {
    let compiled = CompiledLayout(spec)
    let environment = Environment(width: size.width, height: size.height)
    let viewport = Viewport(offset: Point(x: 0, y: offset), size: size)
    var whole = SolvedLayout(compiled, environment: environment)
    whole.solve(through: .end)
    return (
      BehaviorEngine(layout: SolvedLayout(compiled, environment: environment), viewport: viewport),
      BehaviorEngine(layout: whole, viewport: viewport)
    )
  }

  /// Items measured for the first screen of N labels, every one a sticky footer.
  static func firstScreenMeasurements(_ n: Int) -> SolveStats {
    let spec = SyntheticLayout.footer.spec(bricks: n)
    let engine = BehaviorEngine(
      layout: SolvedLayout(
        CompiledLayout(spec), environment: Environment(width: size.width, height: size.height)),
      viewport: Viewport(size: size))
    return engine.layout.stats
  }

  @Test(arguments: [10_000, 40_000, 80_000])
  func theFirstScreensWorkDoesNotGrowWithTheFeed(_ n: Int) {
    // 20,000 to 99,999 labels end in indices of the same digits, so in texts of the same
    // lines: the same work exactly.
    let small = Self.firstScreenMeasurements(20_000)
    let stats = Self.firstScreenMeasurements(n)
    if n >= 20_000 {
      #expect(stats.measurements == small.measurements)
      #expect(stats.itemsPlaced == small.itemsPlaced)
    }
    // The rows of one screen at the top, and the footers that cover it at the bottom.
    #expect(stats.measurements < 100)
    #expect(stats.itemsPlaced < 100)
  }

  /// The behavior side of a first screen does not grow with the feed either: the footer pass
  /// visits the placed footers only, and the selection of a repeated footer is one run.
  @Test(arguments: [20_000, 200_000])
  func theFirstScreensBehaviorWorkDoesNotGrowWithTheFeed(_ n: Int) {
    let spec = SyntheticLayout.footer.spec(bricks: n)
    let compiled = CompiledLayout(spec)
    let engine = BehaviorEngine(
      layout: SolvedLayout(
        compiled, environment: Environment(width: Self.size.width, height: Self.size.height)),
      viewport: Viewport(size: Self.size))
    #expect(engine.stats.itemsVisited < 200)
    let selection = BehaviorSelection(spec.behaviors[0].behavior, compiled: compiled)
    #expect(selection.count == n && selection.selectedByRuns && selection.itemsAscend)
    #expect(selection.lastItem == n)
  }

  struct Feed: CustomTestStringConvertible, Sendable {
    let name: String
    let spec: LayoutSpec
    var testDescription: String { name }
  }

  static let feeds: [Feed] = {
    let labels = SyntheticLayout.footer.spec(bricks: 3_000)
    var thirds = labels
    thirds.root = Node(
      id: "root",
      content: .section(
        Section(
          [.label("label", width: .ratio(1.0 / 3), text: "Row {index} in thirds", repeat: 2_000)],
          inset: 4, edgeInsets: EdgeInsets(all: 8))))
    var last = labels
    last.behaviors = [
      .stickyFooter(bricks: [Selector(id: "label", repetition: 2_999)], stackAcrossSections: false)
    ]
    var everyOther = labels
    everyOther.behaviors = [
      .stickyFooter(
        bricks: stride(from: 1, to: 3_000, by: 2).map { Selector(id: "label", repetition: $0) },
        stackAcrossSections: false)
    ]
    var fixed = TestLayouts.spec([.brick("b", height: .fixed(40), repeat: 5_000)], inset: 2)
    fixed.behaviors = [
      .stickyFooter(bricks: [Selector(id: "b")], stackAcrossSections: false)
    ]
    var centred = labels
    centred.root = Node(
      id: "root",
      content: .section(
        Section(
          [.label("label", width: .ratio(0.5), text: "Item {index}", repeat: 3_000)],
          alignment: Alignment(horizontal: .center))))
    return [
      Feed(name: "labels in halves", spec: labels), Feed(name: "labels in thirds", spec: thirds),
      Feed(name: "the last label", spec: last), Feed(name: "every other label", spec: everyOther),
      Feed(name: "fixed bricks", spec: fixed),
      Feed(name: "centred (solved through)", spec: centred),
    ]
  }()

  @Test(arguments: feeds, [0.0, 300, 5_000, 60_000])
  func theScreenIsTheFullySolvedOne(_ feed: Feed, _ offset: Double) {
    var (lazy, whole) = Self.engines(feed.spec, offset: offset)
    #expect(Self.screen(lazy) == Self.screen(whole))
    // And after scrolling on from there.
    lazy.scroll(to: Point(x: 0, y: offset + 700))
    whole.scroll(to: Point(x: 0, y: offset + 700))
    #expect(Self.screen(lazy) == Self.screen(whole))
  }

  @Test func rowsAheadAreDroppedWhenTheSolvedRowsReachThem() {
    var (lazy, _) = Self.engines(SyntheticLayout.footer.spec(bricks: 200), offset: 0)
    let end = lazy.layout.compiled.itemCount - 1
    #expect(lazy.layout.isPlaced(end))
    #expect(lazy.layout.solvedItemCount <= end)
    lazy.modifyLayout { $0.solve(through: .end) }
    #expect(lazy.layout.isComplete)
    #expect(lazy.layout.isPlaced(end))
  }
}

import BrickCore
import BrickTestSupport
import Testing

@Test func aFrameOfInterestCreatesOnlyTheRowsWhoseTopIsInsideIt() {
  // BrickKit: 20 bricks × 50 points, frame of interest 200 tall → 4 created.
  var layout = SolvedLayout(
    CompiledLayout(TestLayouts.spec([.brick("b", repeat: 20)])),
    environment: Environment(width: 320, height: 480))
  layout.solve(through: .y(200))
  #expect(layout.solvedItemCount == 1 + 4)
  #expect(layout.stats.rootRowsPlaced == 4)
  #expect(!layout.isComplete)
}

@Test func partiallySolvedContentHeightIsExtrapolated() {
  // 100 × 100 points with 5 done → 10000.
  var a = SolvedLayout(
    CompiledLayout(TestLayouts.spec([.brick("b", height: .fixed(100), repeat: 100)])),
    environment: Environment(width: 320, height: 480))
  a.solve(through: .y(500))
  #expect(a.solvedItemCount == 6)
  #expect(a.contentSize.height == 10000)
  // 99 two-per-row bricks, inset 10, edges 15: 10 done → 5465 (real 5520).
  let spec = TestLayouts.spec(
    [.brick("b", width: .ratio(0.5), height: .fixed(100), repeat: 99)], inset: 10,
    edgeInsets: EdgeInsets(top: 15, left: 0, bottom: 15, right: 0))
  var b = SolvedLayout(CompiledLayout(spec), environment: Environment(width: 320, height: 480))
  b.solve(through: .y(565))
  #expect(b.solvedItemCount == 11)
  #expect(abs(b.contentSize.height - 5465) < 1e-9)
  b.solve(through: .end)
  #expect(b.contentSize.height == 5520)
}

@Test func extendingALazySolveGivesTheSameFramesAsSolvingAtOnce() {
  let spec = TestLayouts.spec(
    [
      .brick("a", width: .ratio(1.0 / 3), repeat: 50),
      .label("l", width: .ratio(0.5), text: "hello world {index}", repeat: 31),
    ],
    inset: 7, edgeInsets: EdgeInsets(all: 11),
    alignment: Alignment(horizontal: .center, vertical: .bottom))
  let whole = TestLayouts.solve(spec)
  var lazy = SolvedLayout(CompiledLayout(spec), environment: Environment(width: 320, height: 480))
  var limit = 0.0
  while !lazy.isComplete {
    limit += 97
    lazy.solve(through: .y(limit))
  }
  #expect(lazy.allFrames == whole.allFrames)
  #expect(lazy.contentSize == whole.contentSize)
}

@Test func aHeightChangeReLaysOneRowAndMovesTheRestExactly() {
  let bricks: [Node] = (0..<60).map {
    .brick("b\($0)", width: .ratio($0 % 3 == 0 ? 1 : 0.5), height: .fixed(40))
  }
  let spec = TestLayouts.spec(
    bricks, inset: 10, edgeInsets: EdgeInsets(all: 20), alignment: Alignment(vertical: .center))
  var layout = TestLayouts.solve(spec)
  let before = layout.stats
  let target = layout.compiled.items(for: Selector(id: "b7")).lowerBound
  let delta = layout.updateHeight(of: target, to: 100)
  #expect(delta == 60)
  #expect(layout.stats.rowsRelaid == before.rowsRelaid + 1)
  // At most the row's items were placed again.
  #expect(layout.stats.itemsPlaced - before.itemsPlaced <= 2)
  // The result equals a fresh solve with that height fixed.
  var changed = bricks
  changed[7].height = .fixed(100)
  let fresh = TestLayouts.solve(
    TestLayouts.spec(
      changed, inset: 10, edgeInsets: EdgeInsets(all: 20), alignment: Alignment(vertical: .center)))
  #expect(layout.allFrames == fresh.allFrames)
  #expect(layout.contentSize == fresh.contentSize)
}

@Test func aHeightChangeInsideANestedSectionReLaysThatSectionOnly() {
  let inner = Section(
    [.brick("x", height: .fixed(20), repeat: 4)], inset: 5, edgeInsets: EdgeInsets(all: 5))
  let spec = TestLayouts.spec(
    [.brick("top"), .section("s", inner), .brick("bottom", repeat: 3)], inset: 10)
  var layout = TestLayouts.solve(spec)
  let x2 = layout.compiled.items(for: Selector(id: "x", repetition: 2)).lowerBound
  layout.updateHeight(of: x2, to: 50)
  let fresh: SolvedLayout = {
    var l = TestLayouts.solve(spec)
    l.updateHeight(of: x2, to: 50)
    return l
  }()
  let expectedHeight: Double = 5 + 20 * 3 + 50 + 15 + 5
  #expect(layout.frames(ofID: "s")[0].height == expectedHeight)
  #expect(layout.frames(ofID: "bottom")[0].y == fresh.frames(ofID: "bottom")[0].y)
  let expectedY: Double = 60 + expectedHeight + 10
  #expect(layout.frames(ofID: "bottom")[0].y == expectedY)
}

@Test func rectQueriesReturnOnlyIntersectingVisibleItems() {
  let spec = TestLayouts.spec([.brick("b", repeat: 100), .brick("h", hidden: true)])
  let layout = TestLayouts.solve(spec)
  var seen: [Int] = []
  layout.forEachItem(in: Rect(0, 500, 320, 100)) { seen.append($0) }
  // The root, then bricks 10 and 11 (touching edges do not count).
  #expect(seen == [0, 11, 12])
}

@Test func invalidatingKeepsTheStorageAndGivesTheSameFrames() {
  let spec = TestLayouts.spec([.brick("b", width: .ratio(0.5), repeat: 1000)], inset: 4)
  var layout = TestLayouts.solve(spec)
  let frames = layout.allFrames
  let address = layout.recordStorageAddress
  layout.invalidate()
  #expect(layout.solvedItemCount == 0)
  layout.solve(through: .end)
  #expect(layout.recordStorageAddress == address, "a re-solve writes into the same memory")
  #expect(layout.allFrames == frames)
  layout.invalidate(environment: Environment(width: 500, height: 300))
  layout.solve(through: .end)
  #expect(layout.frames(ofID: "b")[1].x == 252)  // (500 − 4)·½ = 248, then the inset
}

/// The item-and-node walk equals looking each item's node up, over random nested layouts
/// (repeats, empty sections, `repeat: 0`), for the whole range and for ranges starting inside.
@Test(arguments: 0..<40)
func itemsWithNodesMatchesTheLookup(seed: Int) {
  var generator = SplitMix(seed: UInt64(seed))
  let tape = (0..<200).map { _ in Int(generator.next() % 1000) }
  let compiled = CompiledLayout(RandomLayouts.spec(tape: tape))
  for start in [0, 1, compiled.itemCount / 2] where start <= compiled.itemCount {
    let walked = compiled.itemsWithNodes(start..<compiled.itemCount).map { [$0.item, $0.node] }
    let looked = (start..<compiled.itemCount).map { [$0, compiled.node(ofItem: $0)] }
    #expect(walked == looked)
  }
}

/// A small deterministic generator for the tapes above.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

import BrickCore
import BrickTestSupport
import PropertyBased
import Testing

/// `SolvedLayout.solve(through:)`, the one entry point of every solve: what each target places,
/// and that whatever the targets, the frames are those of one solve to the end.
@Suite struct SolveTargetTests {
  static let environment = Environment(width: 320, height: 480)

  /// 30 bricks 50 tall, two to a row (inset 10): item k (k ≥ 1) is in root row (k − 1) / 2.
  static let twoPerRow = TestLayouts.spec(
    [.brick("b", width: .ratio(0.5), height: .fixed(50), repeat: 30)], inset: 10)

  struct ItemCase: CustomTestStringConvertible, Sendable {
    let item: Int
    /// Items solved afterwards, the root included: through the end of the item's row.
    let solved: Int
    let rows: Int
    var testDescription: String { "item \(item)" }
  }

  @Test(arguments: [
    ItemCase(item: 0, solved: 1, rows: 0),
    ItemCase(item: 1, solved: 3, rows: 1),
    ItemCase(item: 2, solved: 3, rows: 1),
    ItemCase(item: 3, solved: 5, rows: 2),
    ItemCase(item: 17, solved: 19, rows: 9),
    ItemCase(item: 30, solved: 31, rows: 15),
  ])
  func throughAnItemPlacesTheRowsUpToItsRowAndNoMore(_ c: ItemCase) {
    var layout = SolvedLayout(CompiledLayout(Self.twoPerRow), environment: Self.environment)
    layout.solve(through: .item(c.item))
    #expect(layout.solvedItemCount == c.solved)
    #expect(layout.stats.rootRowsPlaced == c.rows)
    #expect(layout.isComplete == (c.item == 30))
  }

  @Test func throughAnItemAlreadySolvedDoesNoWork() {
    var layout = SolvedLayout(CompiledLayout(Self.twoPerRow), environment: Self.environment)
    layout.solve(through: .item(12))
    let before = layout.stats
    layout.solve(through: .item(5))
    #expect(layout.stats == before)
    #expect(layout.solvedItemCount == 13)
  }

  @Test func throughAnItemPastTheEndSolvesEverything() {
    var layout = SolvedLayout(CompiledLayout(Self.twoPerRow), environment: Self.environment)
    layout.solve(through: .item(1_000))
    #expect(layout.isComplete)
    #expect(layout.allFrames == TestLayouts.solve(Self.twoPerRow).allFrames)
  }

  @Test(arguments: [
    // (rect, items solved): rows start at 0, 60, 120, ...; a row is placed when its top is
    // above the rect's bottom, whatever the rect's top, left and width.
    (Rect(x: 0, y: 0, width: 320, height: 100), 5),
    (Rect(x: 200, y: 90, width: 10, height: 10), 5),
    (Rect(x: 0, y: 0, width: 0, height: 120), 5),
    (Rect(x: 0, y: 0, width: 0, height: 120.5), 7),
    (Rect(x: 0, y: 1_000, width: 320, height: 480), 51),
  ])
  func throughARectPlacesTheRowsWhoseTopIsAboveItsBottom(_ rect: Rect, _ solved: Int) {
    var layout = SolvedLayout(CompiledLayout(Self.twoPerRow), environment: Self.environment)
    layout.solve(through: .rect(rect))
    #expect(layout.solvedItemCount == min(solved, 31))
    var same = SolvedLayout(CompiledLayout(Self.twoPerRow), environment: Self.environment)
    same.solve(through: .y(rect.maxY))
    #expect(same.solvedItemCount == layout.solvedItemCount)
  }

  @Test func aHorizontalLayoutIsSolvedWholeWhateverTheTarget() {
    var spec = TestLayouts.spec([.brick("b", width: .fixed(100), height: .ratio(1), repeat: 40)])
    spec.scrollDirection = .horizontal
    for target: SolveTarget in [.item(1), .rect(Rect(x: 0, y: 0, width: 10, height: 10)), .end] {
      var layout = SolvedLayout(CompiledLayout(spec), environment: Self.environment)
      layout.solve(through: target)
      #expect(layout.isComplete, "\(target)")
      #expect(layout.solvedItemCount == 41, "\(target)")
    }
  }

  @Test func toTheEndPlacesEveryItemOnce() {
    var layout = SolvedLayout(CompiledLayout(Self.twoPerRow), environment: Self.environment)
    layout.solve(through: .end)
    #expect(layout.isComplete)
    #expect(layout.solvedItemCount == 31)
    #expect(layout.stats.itemsPlaced == 31)
    #expect(layout.stats.rootRowsPlaced == 15)
    layout.solve(through: .end)
    #expect(layout.stats.itemsPlaced == 31)
  }

  /// Lazy equals whole through items: each requested item is placed, what is placed is a
  /// prefix of the whole solve frame for frame, and the end is the whole solve.
  @Test func solvingThroughItemsEqualsSolvingAtOnce() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...999).array(of: 0...160),
      Gen.int(in: 0...300).array(of: 1...6)
    ) { tape, items in
      let spec = RandomLayouts.spec(tape: tape)
      let whole = SolvedLayout(solving: spec, environment: Self.environment)
      var lazy = SolvedLayout(CompiledLayout(spec), environment: Self.environment)
      for item in items {
        lazy.solve(through: .item(item))
        #expect(lazy.solvedItemCount > min(item, whole.solvedItemCount - 1))
        for k in 1..<lazy.solvedItemCount {
          #expect(lazy.originalFrame(of: k) == whole.originalFrame(of: k), "item \(k)")
        }
      }
      lazy.solve(through: .end)
      #expect(lazy.allFrames == whole.allFrames)
      #expect(lazy.contentSize == whole.contentSize)
    }
  }
}

import BrickCore
import BrickTestSupport
import Testing

/// Work and exactness at scale: a regression in laziness or invalidation fails here, not only
/// in a benchmark (the timings themselves live in `brickyard bench` and Benchmarks/).
@Suite struct ScaleTests {
  static let million = CompiledLayout(SyntheticLayout.flat.spec(bricks: 1_000_000))
  static let environment = Environment(width: 320, height: 568)

  @Test(arguments: [SyntheticLayout.flat, .nested])
  func aFirstScreenSolvesOnlyTheRowsItShows(_ kind: SyntheticLayout) {
    let compiled = CompiledLayout(kind.spec(bricks: 100_000))
    var layout = SolvedLayout(compiled, environment: Self.environment)
    layout.solve(through: .y(568))
    // flat: rows 50 tall + 10 between from y 20 start at 20, 80, ..., 560: 10 rows holding
    // 3 whole cycles (18 bricks) and one brick, plus the root item.
    // nested: sections 335 tall (6 rows) start at 20 and 365: 2 sections of 11 items + root.
    #expect(layout.stats.rootRowsPlaced == (kind == .flat ? 10 : 2))
    #expect(layout.stats.itemsPlaced == (kind == .flat ? 20 : 23))
    #expect(layout.solvedItemCount == layout.stats.itemsPlaced)
  }

  @Test(.tags(.slow), .whenSlowTestsRun) func aHeightChangeReSolvesOneRowAtAMillionBricks() {
    var layout = SolvedLayout(Self.million, environment: Self.environment)
    layout.solve(through: .end)
    let before = layout.stats
    let bottom = layout.frame(of: Self.million.itemCount - 1)
    let delta = layout.updateHeight(of: 500_001, to: 80)
    #expect(delta == 30)
    #expect(layout.stats.rowsRelaid - before.rowsRelaid == 1)
    #expect(layout.stats.itemsPlaced - before.itemsPlaced <= 3)
    #expect(layout.frame(of: Self.million.itemCount - 1).y == bottom.y + 30)
  }

  @Test func framesAtTheBottomOfAMillionBricksAreExact() {
    var layout = SolvedLayout(Self.million, environment: Self.environment)
    layout.solve(through: .end)
    // Closed form: every 6 bricks make 3 rows (1, 1/2 1/2, 1/3 1/3 1/3), each 50 tall plus
    // an inset of 10, from the top edge inset 20. Brick k (0-based) of cycle c sits in row
    // 3c + [0, 1, 1, 2, 2, 2][k].
    let rowOfPosition = [0, 1, 1, 2, 2, 2]
    // x accumulates along a row as the flow does: x + width + inset.
    let third = (280 - (1 / (1.0 / 3) - 1) * 10) * (1.0 / 3)  // BrickKit's ratio formula
    let xOfPosition: [Double] = [
      20, 20, 20 + 135 + 10, 20, 20 + third + 10, 20 + third + 10 + third + 10,
    ]
    for brick in [0, 1, 5, 999_994, 999_995, 999_996, 999_997, 999_998, 999_999] {
      let cycle = brick / 6
      let position = brick % 6
      let row = 3 * cycle + rowOfPosition[position]
      let f = layout.frame(of: brick + 1)
      #expect(f.y == 20 + Double(row) * 60, "brick \(brick)")
      #expect(f.x == xOfPosition[position], "brick \(brick)")
      #expect(f.height == 50)
    }
    // 166,666 whole cycles (499,998 rows) and 4 bricks more (2 rows): 500,001 rows.
    #expect(layout.contentSize.height == 20 + 500_001 * 60 - 10 + 20)
    #expect(Double(layout.storageBytes) / Double(Self.million.itemCount) <= 64)
  }

  @Test func scrollPassesVisitWhatIsVisibleNotTheWholeLayout() {
    var layout = SolvedLayout(Self.million, environment: Self.environment)
    layout.solve(through: .y(568))
    var engine = BehaviorEngine(
      layout: layout, viewport: Viewport(size: Size(width: 320, height: 568)))
    let solvedBefore = engine.layout.solvedItemCount
    for step in 1...100 { engine.scroll(to: Point(x: 0, y: Double(step) * 16)) }
    // 100 steps of 16 points reveal 1,600 points: about 27 rows more.
    #expect(engine.layout.solvedItemCount - solvedBefore < 80)
    var visible = 0
    engine.scene.forEachItem(in: engine.scene.viewport.bounds) { _, _ in visible += 1 }
    #expect(visible < 40)
  }
}

@Test func aCompiledFlatLayoutCostsAboutFiftyBytesANode() {
  // Per node: parent, depth, width and height dimensions, repeat count, section index and
  // child index (4 bytes each), flags (1), first item (8), content (8) and its place in its
  // section's child list (4); ids, backgrounds, index bases and lines are shared when every
  // node has the same one.
  let compiled = CompiledLayout(SyntheticLayout.flat.spec(bricks: 10_000))
  let perNode = Double(compiled.storageBytes) / Double(compiled.nodeCount)
  #expect(perNode < 52)
  #expect(perNode > 45)
}

@Test func nodeColumnsStayUniformUntilANodeDiffers() {
  let spec = TestLayouts.spec([
    .brick("a"), .brick(), .brick(), .brick("d"),
  ])
  let compiled = CompiledLayout(spec)
  #expect(
    (0..<compiled.nodeCount).map { compiled.explicitIDs[$0] } == ["root", "a", nil, nil, "d"])
  #expect((0..<compiled.nodeCount).map { compiled.backgrounds[$0] } == [nil, nil, nil, nil, nil])
  #expect(compiled.id(ofNode: 2) == "root.1")
}

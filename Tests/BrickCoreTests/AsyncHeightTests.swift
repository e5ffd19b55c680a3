import BrickCore
import BrickTestSupport
import Testing

/// Images with `loadDelay` keep their estimate until the delay has passed (BrickKit's
/// asynchronous height change), then take width × aspect and re-flow what follows.
@Suite struct AsyncHeightTests {
  static let spec = TestLayouts.spec(
    [
      .label("intro", height: .fixed(40), text: "Below is an image loaded dynamically"),
      Node(
        id: "photo", width: .ratio(1), height: .auto(estimate: .fixed(50)),
        content: .image(src: "sofa.jpg", aspect: 0.75, loadDelay: 400)),
      .label("after", height: .fixed(30), text: "caption"),
    ], inset: 10)

  @Test(arguments: [
    (0.0, 50.0, true), (399, 50, true), (400, 240, false), (5000, 240, false),
  ])
  func theEstimateStandsUntilTheDelay(_ time: Double, _ height: Double, _ estimated: Bool) {
    let layout = SolvedLayout(
      solving: Self.spec, environment: Environment(width: 320, height: 480),
      options: SolveOptions(timeMilliseconds: time))
    #expect(layout.frames(ofID: "photo")[0].height == height)
    #expect(layout.isEstimated(2) == estimated)
    #expect(layout.frames(ofID: "after")[0].y == 40 + 10 + height + 10)
  }

  @Test func settledLayoutsHaveEveryImageLoaded() {
    let layout = TestLayouts.solve(Self.spec)
    #expect(layout.frames(ofID: "photo")[0].height == 240)
  }

  @Test func aBrickAboveTheViewportGrowingShiftsContentByItsChange() {
    // BrickKit's updateHeight returns new − old, the content-offset adjustment that keeps what
    // the user looks at still when a brick above the viewport changes height.
    var layout = SolvedLayout(
      solving: Self.spec, environment: Environment(width: 320, height: 480),
      options: SolveOptions(timeMilliseconds: 0))
    let afterBefore = layout.frames(ofID: "after")[0].y
    let adjustment = layout.updateHeight(of: 2, to: 240)
    #expect(adjustment == 190)
    #expect(layout.frames(ofID: "after")[0].y == afterBefore + 190)
  }
}

/// BrickKit's content-offset adjustment (docs/semantics.md#measured-heights, `updateHeight`): a
/// load above the offset moves it by the change in height; one at or below leaves it (issue 16,
/// item 10). The photo (estimate 50, loads to 240 at 400 ms) starts at y 50.
@Test(
  arguments: [
    (300.0, 399.0, 300.0), (300, 400, 490), (50, 400, 50), (51, 400, 241), (0, 5000, 0),
  ] as [(Double, Double, Double)])
func loadsAboveTheOffsetMoveIt(offset: Double, time: Double, expected: Double) {
  let compiled = CompiledLayout(AsyncHeightTests.spec)
  let moved = SolvedLayout.offsetAfterLoads(
    compiled, environment: Environment(width: 320, height: 480), from: Point(x: 0, y: offset),
    at: time)
  #expect(moved == Point(x: 0, y: expected))
}

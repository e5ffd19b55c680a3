/// BrickKit's content-offset adjustment for asynchronous heights (reference §4, `updateHeight`):
/// when a brick whose top is above the viewport's top changes height, the offset moves by the
/// change, so what is on screen stays put.
extension SolvedLayout {
  /// Where a viewport left at `offset` when the layout appeared has moved by `time`
  /// milliseconds: each image whose `loadDelay` has passed takes its measured height, in the
  /// order of their delays (then of the file), and every one above the offset moves it.
  ///
  /// The layout as it appeared holds estimates; `frames --at-ms` shows the layout at `time`,
  /// and this is the offset it shows it at. Horizontal layouts are returned unchanged (BrickKit
  /// adjusts vertical offsets only).
  ///
  /// - Complexity: two full solves and one relayout per loaded repetition.
  public static func offsetAfterLoads(
    _ compiled: CompiledLayout, environment: Environment, from offset: Point, at time: Double
  ) -> Point {
    guard compiled.spec.scrollDirection == .vertical else { return offset }
    var loads: [(delay: Double, node: Int)] = []
    for n in 0..<compiled.nodeCount where compiled.repetitions(ofNode: n) > 0 {
      if case .image(_, _, let delay?) = compiled.contents[n], delay > 0, delay <= time {
        loads.append((delay, n))
      }
    }
    guard !loads.isEmpty else { return offset }
    loads.sort { ($0.delay, $0.node) < ($1.delay, $1.node) }
    var appeared = SolvedLayout(
      compiled, environment: environment, options: SolveOptions(timeMilliseconds: 0))
    appeared.solve(through: .end)
    var loaded = SolvedLayout(
      compiled, environment: environment, options: SolveOptions(timeMilliseconds: time))
    loaded.solve(through: .end)
    var y = offset.y
    for load in loads {
      let start = compiled.itemStart(ofNode: load.node)
      let end = min(start + compiled.repetitions(ofNode: load.node), appeared.solvedItemCount)
      guard start < end else { continue }
      for item in start..<end {
        let before = appeared.frame(of: item)
        let delta = appeared.updateHeight(of: item, to: loaded.originalFrame(of: item).height)
        if delta != 0 && before.minY < y { y += delta }
      }
    }
    return Point(x: offset.x, y: y)
  }
}

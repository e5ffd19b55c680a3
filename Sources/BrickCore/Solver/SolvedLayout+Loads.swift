/// BrickKit's content-offset adjustment for asynchronous heights
/// (docs/semantics.md#measured-heights, `updateHeight`): when a brick whose top is above the
/// viewport's top changes height, the offset moves by the change, so what is on screen stays put.
extension SolvedLayout {
  /// What loading images did to a layout and its offset (`applyingLoads`).
  public struct LoadOutcome: Sendable {
    /// The layout as of the later time, solved at least as far as the earlier one was.
    public var layout: SolvedLayout
    /// The offset, moved by every load above it.
    public var offset: Point
    /// True when a solved brick changed height.
    public var changed: Bool
  }

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
    guard compiled.spec.scrollDirection == .vertical,
      !loads(in: compiled, after: 0, through: time)
        .isEmpty
    else { return offset }
    var appeared = SolvedLayout(
      compiled, environment: environment, options: SolveOptions(timeMilliseconds: 0))
    appeared.solve(through: .end)
    return appeared.applyingLoads(through: time, offset: offset).offset
  }

  /// The same layout `time` milliseconds after it appeared, with the offset it is seen at: the
  /// images whose delays passed since this layout's time take their measured heights, in the
  /// order of their delays (then of the file), and each one above the offset moves it (BrickKit
  /// moves vertical offsets only). The layout returned is solved as of `time`, so what is
  /// solved later is measured too; the previewer and `frames --at-ms` both come here.
  ///
  /// - Complexity: a solve as far as this layout is solved, and one relayout of this layout
  ///   per loaded, solved repetition.
  public func applyingLoads(through time: Double, offset: Point) -> LoadOutcome {
    let from = options.timeMilliseconds ?? .infinity
    var loaded = SolvedLayout(
      compiled, environment: environment, options: SolveOptions(timeMilliseconds: time))
    if isComplete {
      loaded.solve(through: .end)
    } else if solvedItemCount > 0 {
      loaded.solve(through: .item(solvedItemCount - 1))
    }
    let loads = Self.loads(in: compiled, after: from, through: time)
    guard !loads.isEmpty else { return LoadOutcome(layout: loaded, offset: offset, changed: false) }
    var appeared = self
    var y = offset.y
    var changed = false
    let adjusts = compiled.spec.scrollDirection == .vertical
    for node in loads {
      let start = compiled.itemStart(ofNode: node)
      let end = min(start + compiled.repetitions(ofNode: node), appeared.solvedItemCount)
      guard start < end else { continue }
      for item in start..<end {
        let before = appeared.frame(of: item)
        let height = loaded.originalFrame(of: item).height
        let delta = appeared.updateHeight(of: item, to: height)
        changed = changed || delta != 0 || before.height != height
        if adjusts && delta != 0 && before.minY < y { y += delta }
      }
    }
    return LoadOutcome(layout: loaded, offset: Point(x: offset.x, y: y), changed: changed)
  }

  /// The image nodes whose load delays fall after `from` and at or before `time`, in the order
  /// they load (by delay, then node).
  public static func loads(
    in compiled: CompiledLayout, after from: Double, through time: Double
  )
    -> [Int]
  {
    var loads: [(delay: Double, node: Int)] = []
    for n in 0..<compiled.nodeCount where compiled.repetitions(ofNode: n) > 0 {
      if case .image(_, _, let delay?) = compiled.contents[n], delay > 0, delay > from,
        delay <= time
      {
        loads.append((delay, n))
      }
    }
    loads.sort { ($0.delay, $0.node) < ($1.delay, $1.node) }
    return loads.map(\.node)
  }

  /// The load delays of the layout's images, soonest first, each once (milliseconds).
  public static func loadTimes(in compiled: CompiledLayout) -> [Double] {
    var times: Set<Double> = []
    for n in 0..<compiled.nodeCount where compiled.repetitions(ofNode: n) > 0 {
      if case .image(_, _, let delay?) = compiled.contents[n], delay > 0, delay.isFinite {
        times.insert(delay)
      }
    }
    return times.sorted()
  }
}

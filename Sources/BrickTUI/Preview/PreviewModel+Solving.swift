import BrickCore

/// Long solves in slices, so the previewer never blocks (issue 12): `G` on a layout with many
/// items still unsolved places about `sliceItems` items per tick instead of all at once. The
/// event loop answers keys, resizes and signals between slices (a tick is due at once while a
/// solve runs), the status line says how far the solve has got, and Esc or any scroll or view
/// change cancels it. When the last slice lands the view jumps to the bottom, as an unsliced
/// `G` does.
extension PreviewModel {
  /// A solve running in slices, and what to do when it is done.
  struct SlicedSolve: Hashable, Sendable {
    /// Scroll to the bottom when the layout is complete (`G`).
    var scrollsToBottom: Bool
    /// The layout it is for: a different one (a reload, a state, a device) cancels it.
    var itemCount: Int
    var environment: Environment
  }

  /// Items placed per slice: a few milliseconds of solving (about 100 ns an item).
  public static let sliceItems = 40_000

  /// True while a solve is running in slices.
  public var isSolving: Bool { slicedSolve != nil }

  /// What the status line says while a solve runs: how many items are placed.
  var solvingStatus: String? {
    guard slicedSolve != nil else { return nil }
    let layout = engine.layout
    let total = max(1, layout.compiled.itemCount)
    let percent = min(99, layout.solvedItemCount * 100 / total)
    return "solving \(percent)% (Esc cancels)"
  }

  /// Starts `G` as a sliced solve when more than a slice of items is unsolved; returns false
  /// (and does nothing) when the rest is small enough to solve at once.
  mutating func beginSlicedSolveToBottom() -> Bool {
    let layout = engine.layout
    guard !layout.isComplete, !isHorizontal,
      layout.compiled.itemCount - layout.solvedItemCount > Self.sliceItems
    else { return false }
    slicedSolve = SlicedSolve(
      scrollsToBottom: true, itemCount: layout.compiled.itemCount,
      environment: layout.environment)
    advanceSlicedSolve()
    return true
  }

  /// Places one more slice; finishes the command when the layout is complete. Returns true
  /// when anything visible changed (the progress in the status line, at least).
  @discardableResult
  mutating func advanceSlicedSolve() -> Bool {
    guard let job = slicedSolve else { return false }
    let layout = engine.layout
    guard layout.compiled.itemCount == job.itemCount, layout.environment == job.environment else {
      slicedSolve = nil  // the layout was replaced: the solve was for another one
      return true
    }
    let solved = layout.solvedItemCount
    if !layout.isComplete {
      // The y that holds about a slice more items, from the average height so far.
      let bottom = solved > 0 ? layout.frame(of: solved - 1).maxY : 0
      let perItem = solved > 1 ? max(bottom / Double(solved), 0.01) : 50
      let limit = bottom + perItem * Double(Self.sliceItems)
      engine.modifyLayout { $0.solve(through: .y(limit)) }
    }
    if engine.layout.isComplete {
      slicedSolve = nil
      if job.scrollsToBottom { finishScrollToBottom() }
    }
    return true
  }

  /// Cancels a running sliced solve (what is solved stays solved). Returns true when one ran.
  @discardableResult
  public mutating func cancelSlicedSolve() -> Bool {
    guard slicedSolve != nil else { return false }
    slicedSolve = nil
    return true
  }

  /// Whether a command cancels a running solve: moving elsewhere or changing the layout does;
  /// help, the inspector, zoom and selection do not, and `G` again keeps it going.
  static func cancelsSlicedSolve(_ command: PreviewCommand) -> Bool {
    switch command {
    case .scrollLines, .scrollPages, .top, .scrollSideways, .toggleOrientation,
      .toggleHorizontalSizeClass, .toggleVerticalSizeClass, .nextDevice, .next, .previous,
      .reload, .quit:
      return true
    case .bottom, .zoomIn, .zoomOut, .inspector, .nextItem, .previousItem, .help, .click,
      .moveView:
      return false
    }
  }
}

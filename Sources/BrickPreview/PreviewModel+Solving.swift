import BrickCore

/// Solving without blocking (issue 12). A new device, orientation or size class is solved off
/// the loop (`BackgroundWork.Resolve`): the old layout stays on screen, the status line says
/// "solving…", and a newer change replaces an older one. `G` on a layout with many items still
/// unsolved places about `sliceItems` items per tick instead of all at once: the loop answers
/// keys, resizes and signals between slices, the status line says how far the solve has got,
/// and Esc or any scroll or view change cancels it. When the last slice lands the view jumps
/// to the bottom, as an unsliced `G` does.
extension PreviewModel {
  /// Items placed per slice: a few milliseconds of solving (about 100 ns an item).
  public static let sliceItems = 40_000

  /// True while a solve is running in slices.
  public var isSolving: Bool { work.sliced != nil }

  /// True while a read of the file or a re-solve runs off the loop.
  public var isWaiting: Bool { work.isWaiting }

  /// What the status line says while a solve runs: how many items are placed.
  var solvingStatus: String? {
    guard work.sliced != nil else { return nil }
    let layout = engine.layout
    let total = max(1, layout.compiled.itemCount)
    let percent = min(99, layout.solvedItemCount * 100 / total)
    return "solving \(percent)% (Esc cancels)"
  }

  // MARK: - Another device, off the loop

  /// Changes the device (after any change still being solved) and solves the layout for it.
  mutating func changeDevice(now: Double, _ change: (inout DeviceSetup) -> Void) {
    clock = now
    var changed = work.resolve?.device ?? display.choice
    change(&changed)
    let device = changed
    let compiled = engine.layout.compiled
    let elapsed = animations.loads.appliedMilliseconds
    let anchorItem = topAnchor().flatMap { ItemKeys.item(forKey: $0.key, in: compiled) }
    let answer = Pending<SolvedLayout>()
    work.resolve = BackgroundWork.Resolve(device: device, compiled: compiled, answer: answer)
    work.worker.run {
      var layout = PreviewModel.solvedLayout(
        compiled, environment: device.environment, elapsed: elapsed)
      if let anchorItem { layout.solve(through: .item(anchorItem)) }
      answer.fulfil(layout)
    }
    collectResolve(now: now)
  }

  /// Shows the layout solved for a new device when it is ready, keeping the top visible item
  /// where it was (proportionally within it) and the selection. Returns true when it was.
  @discardableResult
  mutating func collectResolve(now: Double) -> Bool {
    guard let job = work.resolve, let layout = job.answer.take() else { return false }
    work.resolve = nil
    clock = now
    display.choice = job.device
    let anchor = topAnchor()
    scrolling.snap = nil
    scrolling.idleSince = nil
    engine.replaceLayout(layout)
    work.generation += 1
    updateViewportSize()
    if let anchor { restore(anchor) }
    return true
  }

  /// A device change still being solved is taken over by a new layout (a reload or a state):
  /// the new layout is solved for that device instead.
  mutating func adoptPendingDevice() {
    guard let job = work.resolve else { return }
    display.choice = job.device
    work.resolve = nil
  }

  // MARK: - Sliced solves

  /// Starts `G` as a sliced solve when more than a slice of items is unsolved; returns false
  /// (and does nothing) when the rest is small enough to solve at once.
  mutating func beginSlicedSolveToBottom() -> Bool {
    let layout = engine.layout
    guard !layout.isComplete, !isHorizontal,
      layout.compiled.itemCount - layout.solvedItemCount > Self.sliceItems
    else { return false }
    work.sliced = BackgroundWork.SlicedSolve(
      scrollsToBottom: true, itemCount: layout.compiled.itemCount,
      environment: layout.environment)
    advanceSlicedSolve()
    return true
  }

  /// Places one more slice; finishes the command when the layout is complete. Returns true
  /// when anything visible changed (the progress in the status line, at least).
  @discardableResult
  mutating func advanceSlicedSolve() -> Bool {
    guard let job = work.sliced else { return false }
    let layout = engine.layout
    guard layout.compiled.itemCount == job.itemCount, layout.environment == job.environment else {
      work.sliced = nil  // the layout was replaced: the solve was for another one
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
      work.sliced = nil
      if job.scrollsToBottom { finishScrollToBottom() }
    }
    return true
  }

  /// Cancels a running sliced solve (what is solved stays solved). Returns true when one ran.
  @discardableResult
  public mutating func cancelSlicedSolve() -> Bool {
    guard work.sliced != nil else { return false }
    work.sliced = nil
    return true
  }

  /// Whether a command cancels a running solve: moving elsewhere or changing the layout does;
  /// help, the inspector, zoom and selection do not, and `G` again keeps it going.
  static func cancelsSlicedSolve(_ command: PreviewCommand) -> Bool {
    switch command {
    case .scrollLines, .scrollPages, .top, .scrollSideways, .toggleOrientation,
      .toggleHorizontalSizeClass, .toggleVerticalSizeClass, .nextDevice, .next, .previous,
      .reload, .quit, .largerText, .smallerText:
      return true
    case .bottom, .zoomIn, .zoomOut, .fitZoom, .variants, .inspector, .nextItem, .previousItem,
      .help, .click, .moveView, .toggleAppearance:
      return false
    }
  }
}

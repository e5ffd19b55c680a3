import BrickCore

/// Time: what is due when, and advancing everything that moves on its own (snap animations,
/// appear and flash animations, image loads, file polls).
extension PreviewModel {
  /// True while something animates (frames are drawn every `frameInterval`).
  public var isAnimating: Bool {
    snap != nil || jump != nil || (!appearing.isEmpty && clock < appearStart + Self.appearDuration)
  }

  /// When the model next wants a tick, or nil when idle.
  public func nextTick(now: Double) -> Double? {
    if slicedSolve != nil { return now }  // the next slice, after any waiting input
    var due: [Double] = []
    if isAnimating { due.append(clock + Self.frameInterval) }  // a frame after the last tick
    if let idle = scrollIdleSince { due.append(idle + Self.snapDelay) }
    if !appearing.isEmpty { due.append(appearStart + Self.appearDuration) }
    if !flashes.isEmpty { due.append(flashUntil) }
    if let load = nextLoad { due.append(load) }
    if let poll = nextPoll { due.append(poll) }
    return due.min()
  }

  /// Advances to `now`. Returns true when anything visible changed.
  public mutating func tick(now: Double, source: LayoutSource?) -> Bool {
    let wasAnimating = isAnimating
    clock = now
    var changed = advanceSlicedSolve()
    if advanceJump(now: now) { changed = true }
    if advanceSnap(now: now) { changed = true }
    if !appearing.isEmpty {
      changed = true
      if now >= appearStart + Self.appearDuration - 1e-9 { appearing = [] }
    } else if wasAnimating {
      changed = true
    }
    if !flashes.isEmpty && now >= flashUntil - 1e-9 {
      flashes = [:]
      changed = true
    }
    if advanceLoads(now: now) { changed = true }
    if let source, pollFile(now: now, source: source) { changed = true }
    return changed
  }
}

import BrickCore

/// Time: what is due when, and advancing everything that moves on its own (jumps and snap
/// animations, appear and flash animations, image loads, file polls, work off the loop).
extension PreviewModel {
  /// True while something animates (frames are drawn every `frameInterval`).
  public var isAnimating: Bool {
    scrolling.snap != nil || animations.jump != nil || animations.isAppearing(at: clock)
  }

  /// When the model next wants a tick, or nil when idle.
  public func nextTick(now: Double) -> Double? {
    if work.sliced != nil { return now }  // the next slice, after any waiting input
    if document.changes?.hasChanges == true { return now }  // the file's folder changed
    var due = animations.nextDue
    if isAnimating { due.append(clock + Self.frameInterval) }  // a frame after the last tick
    if let check = scrolling.nextCheck { due.append(check) }
    if let poll = nextPoll { due.append(poll) }
    if let notice = noticeDue { due.append(notice) }
    // A check a little after the last tick (not after `now`: the loop asks again after each
    // wait, and a time always ahead of it would never come due).
    if work.isWaiting { due.append(min(now, clock) + BackgroundWork.checkInterval) }
    return due.min()
  }

  /// Advances to `now`. Returns true when anything visible changed.
  public mutating func tick(now: Double, source: LayoutSource?) -> Bool {
    let wasAnimating = isAnimating
    clock = now
    var changed = advanceSlicedSolve()
    if collectWork(now: now) { changed = true }
    if advanceJump(now: now) { changed = true }
    if advanceSnap(now: now) { changed = true }
    let hadAppearing = !animations.appearing.isEmpty
    if animations.expire(now: now) { changed = true }
    if !hadAppearing && wasAnimating { changed = true }
    if advanceLoads(now: now) { changed = true }
    if expireNotice(now: now) { changed = true }
    if document.changes?.drain() == true { document.watch?.pollNow(now) }
    if let source, pollFile(now: now, source: source) { changed = true }
    return changed
  }

  /// Takes in the work off the loop that has finished. Returns true when any had (the status
  /// line changes, at least).
  mutating func collectWork(now: Double) -> Bool {
    guard work.isWaiting else { return false }
    let waiting = (work.reload != nil, work.resolve != nil)
    collectReload(now: now)
    collectResolve(now: now)
    return waiting != (work.reload != nil, work.resolve != nil)
  }
}

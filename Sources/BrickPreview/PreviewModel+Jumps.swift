import BrickCore

/// The offsets a jump passes through: from one offset to another in steps of at most
/// `step` points (more for very long jumps, at most `maximumSteps` steps), the last one the
/// target. `frames --offsets` over these offsets ends where the previewer's jump ends.
public enum JumpPath {
  /// The largest step, in points: one row at zoom 1.
  public static let step = 16.0
  /// Jumps longer than `step × maximumSteps` take longer steps.
  public static let maximumSteps = 4096

  /// The offsets after `from`, ending at `to`.
  public static func offsets(from: Point, to: Point) -> [Point] {
    let dx = to.x - from.x
    let dy = to.y - from.y
    let distance = max(abs(dx), abs(dy))
    guard distance.isFinite, distance > 0 else { return from == to ? [] : [to] }
    let count = min(maximumSteps, Int((distance / step).rounded(.up)))
    return (1...count).map { k in
      let f = Double(k) / Double(count)
      return k == count ? to : Point(x: from.x + dx * f, y: from.y + dy * f)
    }
  }
}

/// Jumps (pages, `g`/`G`): the behaviors run at every offset in between, as a finger's scroll
/// would, animated over `jumpDuration`; stateful behaviors (card stacks, on-scroll-down
/// sticky, spotlight) end where `frames --offsets` over `JumpPath.offsets` ends. Once a jump
/// ends, snapping settles on its target.
extension PreviewModel {
  /// The path of the running jump (for tests), empty when none runs.
  public var jumpPath: [Point] { animations.jump?.path ?? [] }

  /// Starts a jump to `target` (clamped to the content), finishing any running one first.
  mutating func startJump(to target: Point, now: Double) {
    finishJump(now: now)
    clock = now
    scrolling.cancel()
    let to = engine.scene.clampedOffset(target)
    let path = JumpPath.offsets(from: offset, to: to)
    guard !path.isEmpty else {
      scrolling.idleSince = now
      return
    }
    animations.jump = Animations.Jump(path: path, applied: 0, start: now)
  }

  /// Behavior work (selected items visited) one tick or one interrupted jump may spend on a
  /// jump's passes. A pass costs about its visits; at this bound a tick stays well inside the
  /// 100 ms a key may wait, unless a single pass is larger (then one pass a tick).
  static let jumpWorkPerTick = 200_000

  /// Applies the rest of a running jump at once (another command arrived). When the passes
  /// in between would cost more than `jumpWorkPerTick` (a layout whose every repetition is a
  /// sticky footer, say), the rest of the path is skipped and the jump lands on its target.
  public mutating func finishJump(now: Double) {
    guard let jump = animations.jump else { return }
    let rest = jump.path[jump.applied...]
    let start = engine.stats.itemsVisited
    for p in rest.dropLast() {
      if engine.stats.itemsVisited - start > Self.jumpWorkPerTick { break }
      scroll(to: p)
    }
    if let last = rest.last { scroll(to: last) }
    animations.jump = nil
    scrolling.idleSince = now
  }

  /// Advances a running jump to `now`, spending at most `jumpWorkPerTick` of behavior work
  /// (the rest waits for the next tick, so keys and signals are read in between). Returns true
  /// when the offset changed.
  mutating func advanceJump(now: Double) -> Bool {
    guard var jump = animations.jump else { return false }
    let (offsets, _) = jump.take(upTo: now)
    guard !offsets.isEmpty else { return false }
    let start = engine.stats.itemsVisited
    var applied = offsets.startIndex
    while applied < offsets.endIndex {
      scroll(to: offsets[applied])
      applied += 1
      if engine.stats.itemsVisited - start > Self.jumpWorkPerTick { break }
    }
    jump.applied = applied
    if applied >= jump.path.count {
      animations.jump = nil
      // The jump came to rest: snapping decides where it settles.
      scrolling.idleSince = now
    } else {
      animations.jump = jump
    }
    return true
  }
}

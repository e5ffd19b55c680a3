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
    let dx = to.x - from.x, dy = to.y - from.y
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
  /// How long a jump's animation takes.
  public static let jumpDuration = 0.18

  /// A running jump: its path and how much of it has been applied.
  struct JumpAnimation: Hashable, Sendable {
    var path: [Point]
    var applied: Int
    var start: Double
  }

  /// The path of the running jump (for tests), empty when none runs.
  public var jumpPath: [Point] { jump?.path ?? [] }

  /// Starts a jump to `target` (clamped to the content), finishing any running one first.
  mutating func startJump(to target: Point, now: Double) {
    finishJump(now: now)
    clock = now
    cancelSnap()
    let to = engine.scene.clampedOffset(target)
    let path = JumpPath.offsets(from: offset, to: to)
    guard !path.isEmpty else {
      scrollIdleSince = now
      return
    }
    jump = JumpAnimation(path: path, applied: 0, start: now)
  }

  /// Applies the rest of a running jump at once (another command arrived).
  public mutating func finishJump(now: Double) {
    guard let j = jump else { return }
    for p in j.path[j.applied...] { scroll(to: p) }
    jump = nil
    scrollIdleSince = now
  }

  /// Advances a running jump to `now`. Returns true when the offset changed.
  mutating func advanceJump(now: Double) -> Bool {
    guard var j = jump else { return false }
    let t = min(1, max(0, (now - j.start) / Self.jumpDuration))
    let count = j.path.count
    let due = t >= 1 ? count : min(count, Int((t * Double(count)).rounded(.up)))
    guard due > j.applied else { return false }
    for p in j.path[j.applied..<due] { scroll(to: p) }
    j.applied = due
    if due >= j.path.count {
      jump = nil
      // The jump came to rest: snapping decides where it settles.
      scrollIdleSince = now
    } else {
      jump = j
    }
    return true
  }
}

import BrickCore

/// Scrolling and snapping between events: when scroll input last arrived (a snap check is due
/// `snapDelay` after it), which collection that check is for, and a running snap animation.
struct ScrollState: Hashable, Sendable {
  /// A scroll between two offsets over time, eased out.
  struct SnapAnimation: Hashable, Sendable {
    var from: Point
    var to: Point
    var start: Double
    /// The collection item it scrolls, or nil for the page.
    var collection: Int?

    /// Where the animation is at `now`, and whether it has ended.
    func position(at now: Double) -> (point: Point, done: Bool) {
      let t = min(1, max(0, (now - start) / ScrollState.snapDuration))
      guard t < 1 else { return (to, true) }
      let eased = 1 - (1 - t) * (1 - t) * (1 - t)
      let point = Point(
        x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
      return (point, false)
    }
  }

  /// Scroll input must pause this long before snapping starts.
  static let snapDelay = 0.12
  /// A snap animation's duration.
  static let snapDuration = 0.2

  /// A scroll animating towards a snap target.
  var snap: SnapAnimation?
  /// When scroll input last arrived, while a snap check is pending.
  var idleSince: Double?
  /// Which collection the pending snap is for (nil: the page).
  var snapCollection: Int?

  /// Forgets the pending snap check and any running snap.
  mutating func cancel() {
    snap = nil
    idleSince = nil
    snapCollection = nil
  }

  /// Scroll input arrived at `now` (on `collection`, or the page): a snap check follows once it
  /// pauses.
  mutating func scrolled(at now: Double, collection: Int? = nil) {
    snap = nil
    idleSince = now
    snapCollection = collection
  }

  /// True when the snap check is due at `now` (it is then taken off the schedule).
  mutating func takeDueCheck(now: Double) -> Bool {
    guard snap == nil, let idle = idleSince, now >= idle + Self.snapDelay - 1e-9 else {
      return false
    }
    idleSince = nil
    return true
  }

  /// When the snap check is due, if one is pending.
  var nextCheck: Double? { idleSince.map { $0 + Self.snapDelay } }
}

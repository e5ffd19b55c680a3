import BrickCore

/// What moves on its own after a command: a jump through the offsets in between, bricks that
/// flash or enter after a data change, and images that finish loading
/// (docs/layout-file.md#label-button-image-brick, `loadDelay`).
public struct Animations: Hashable, Sendable {
  /// How an item flashes after a change.
  public enum Flash: Hashable, Sendable { case inserted, updated, moved }

  /// A running jump: its path and how much of it has been applied.
  struct Jump: Hashable, Sendable {
    var path: [Point]
    var applied: Int
    var start: Double

    /// The offsets due by `now` that are not applied yet (marking them applied), and whether
    /// the jump has ended.
    mutating func take(upTo now: Double) -> (offsets: ArraySlice<Point>, done: Bool) {
      let t = min(1, max(0, (now - start) / Animations.jumpDuration))
      let count = path.count
      let due = t >= 1 ? count : min(count, Int((t * Double(count)).rounded(.up)))
      guard due > applied else { return ([], false) }
      let offsets = path[applied..<due]
      applied = due
      return (offsets, due >= count)
    }
  }

  /// When images finish loading: the layout shown is the solver's layout as of
  /// `appliedMilliseconds` after it appeared (`SolveOptions.timeMilliseconds`), and the
  /// delays still to come move it on (`SolvedLayout.applyingLoads`).
  struct ImageLoads: Hashable, Sendable {
    /// When the layout appeared (delays count from here), in seconds.
    var start: Double
    /// The load delays still to come, soonest first, in milliseconds.
    var pending: [Double]
    /// How far the layout shown has loaded, in milliseconds.
    var appliedMilliseconds = 0.0

    /// The loads of `compiled`, for a layout that appeared at `start`.
    init(_ compiled: CompiledLayout, start: Double) {
      self.start = start
      pending = SolvedLayout.loadTimes(in: compiled)
    }

    /// The loads of a layout whose delays (`pending`, soonest first, in milliseconds) were
    /// found already, for a layout that appeared at `start`.
    init(pending: [Double], start: Double) {
      self.start = start
      self.pending = pending
    }

    /// When the next image finishes loading.
    var next: Double? { pending.first.map { start + $0 / 1000 } }

    /// The latest delay due by `now`, taken off the schedule; nil when none is due.
    mutating func takeDue(now: Double) -> Double? {
      var latest: Double?
      while let first = pending.first, start + first / 1000 <= now + 1e-9 {
        latest = pending.removeFirst()
      }
      if let latest { appliedMilliseconds = latest }
      return latest
    }
  }

  /// How long changed bricks flash.
  static let flashDuration = 0.6
  /// How long inserted bricks take to appear.
  static let appearDuration = 0.3
  /// How long a jump's animation takes.
  static let jumpDuration = 0.18

  /// A running jump.
  var jump: Jump?
  /// Items flashing after a data change, and until when.
  public internal(set) var flashes: [Int: Flash] = [:]
  public internal(set) var flashUntil: Double = 0
  /// Inserted items entering with the layout's appear behavior.
  var appearing: [Int] = []
  var appearStart: Double = 0
  var loads: ImageLoads

  init(loads: ImageLoads) {
    self.loads = loads
  }

  /// True while appearing items are still moving at `clock`.
  func isAppearing(at clock: Double) -> Bool {
    !appearing.isEmpty && clock < appearStart + Self.appearDuration
  }

  /// How far the appear animation is at `clock`, eased (0…1).
  func appearProgress(at clock: Double) -> Double {
    let t = min(1, max(0, (clock - appearStart) / Self.appearDuration))
    return 1 - (1 - t) * (1 - t)
  }

  /// `scene` with the appearing items where their animation is at `clock` (between where
  /// the layout's `appear` style brings them from and their place).
  func scene(_ scene: Scene, at clock: Double) -> Scene {
    guard isAppearing(at: clock) else { return scene }
    var scene = scene
    let eased = appearProgress(at: clock)
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
    for item in appearing where item < scene.layout.solvedItemCount {
      let to = scene.attributes(of: item)
      guard !to.hidden else { continue }
      let from = scene.appearAttributes(of: item, transition: .appearing)
      var a = to
      a.frame = Rect(
        x: mix(from.frame.x, to.frame.x), y: mix(from.frame.y, to.frame.y),
        width: mix(from.frame.width, to.frame.width),
        height: mix(from.frame.height, to.frame.height))
      a.alpha = mix(from.alpha, to.alpha)
      a.scale = mix(from.scale, to.scale)
      scene.overrides[item] = a
    }
    return scene
  }

  /// Starts the flashes and appearances of a change at `now`.
  mutating func show(flashes: [Int: Flash], appearing: [Int], now: Double) {
    self.flashes = flashes
    self.appearing = appearing
    flashUntil = flashes.isEmpty ? 0 : now + Self.flashDuration
    appearStart = now
  }

  /// Ends the flashes and appearances that are over at `now`. Returns true when any ran.
  mutating func expire(now: Double) -> Bool {
    var changed = false
    if !appearing.isEmpty {
      changed = true
      if now >= appearStart + Self.appearDuration - 1e-9 { appearing = [] }
    }
    if !flashes.isEmpty && now >= flashUntil - 1e-9 {
      flashes = [:]
      changed = true
    }
    return changed
  }

  /// When the flashes, the appearances and the image loads next need a tick.
  var nextDue: [Double] {
    var due: [Double] = []
    if !appearing.isEmpty { due.append(appearStart + Self.appearDuration) }
    if !flashes.isEmpty { due.append(flashUntil) }
    if let load = loads.next { due.append(load) }
    return due
  }
}

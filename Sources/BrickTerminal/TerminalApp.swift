import BrickRaster

/// What an app wants after an event or a tick.
public enum AppAction: Hashable, Sendable {
  /// Something visible changed: draw a new frame.
  case redraw
  /// Nothing visible changed.
  case unchanged
  /// End the loop.
  case quit
  /// Leave the screen, run the user's editor on `path` at `line`, then come back (a resize
  /// event tells the app the screen is its own again).
  case edit(path: String, line: Int)
}

/// An interactive program driven by `TerminalLoop`: it handles events and ticks, and draws
/// itself into a cell grid. It never touches the terminal.
public protocol TerminalApp {
  /// Reacts to a key, a mouse report or a resize (signals end the loop before reaching the app).
  /// The first event is always a `.resize` with the terminal's size at start.
  mutating func handle(_ event: InputEvent, now: Double) -> AppAction
  /// Advances animations and timers; called when `nextTick(now:)` is due.
  mutating func tick(now: Double) -> AppAction
  /// When the app next wants `tick(now:)` (a monotonic time in seconds), or nil when it is idle.
  func nextTick(now: Double) -> Double?
  /// Draws the whole screen into `grid`, which is blank and has the terminal's size.
  func draw(into grid: inout CellGrid)
  /// A file descriptor that becomes readable when the app has news (a watched file changed):
  /// the loop's wait for input ends then, and `nextTick(now:)` says what is due.
  var wakeDescriptor: Int32? { get }
}

extension TerminalApp {
  public mutating func tick(now: Double) -> AppAction { .unchanged }
  public func nextTick(now: Double) -> Double? { nil }
  public var wakeDescriptor: Int32? { nil }
}

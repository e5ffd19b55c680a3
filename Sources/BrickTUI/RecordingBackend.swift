import BrickRaster
import BrickTerminal

/// An in-memory terminal for tests: input comes from a script, every presented frame is kept,
/// and time is virtual.
///
/// The clock moves only when `readEvent` times out (a `.timeout` step, or the end of the
/// script), by exactly the timeout the loop asked for, so tests never depend on real time.
/// A poll (`readEvent(timeoutMilliseconds: 0)`) sees only the rest of a `.burst`, so every
/// `.event` step gets a frame of its own. When the script runs out, a waiting `readEvent`
/// returns `endOfScript` (a hangup by default: the terminal went away), which ends the run
/// loop.
public final class RecordingBackend: TerminalBackend {
  /// One scripted input step.
  public enum Step: Hashable, Sendable {
    /// `readEvent` returns this event. A `.resize` also changes `size`.
    case event(InputEvent)
    /// Events that arrive together: a wait returns the first, polls return the others.
    case burst([InputEvent])
    /// `readEvent` waits its whole timeout (1 s when it has none) and returns nil.
    case timeout
  }

  public var size: TerminalSize
  public var capabilities: TerminalCapabilities
  public private(set) var monotonicSeconds: Double = 0
  /// The steps still to be read.
  public var script: [Step]
  /// What `readEvent` returns once the script is empty; nil makes it time out forever.
  public var endOfScript: InputEvent? = .signal(.hangup)
  /// The rest of the current burst.
  private var pending: [InputEvent] = []

  /// The screen as the terminal would show it now.
  public private(set) var screen: CellGrid
  /// The screen at each `present()`, in order.
  public private(set) var frames: [CellGrid] = []
  /// How many cells each `draw` call wrote.
  public private(set) var drawnCellCounts: [Int] = []
  /// Whether each `draw` call was a full redraw.
  public private(set) var fullRedraws: [Bool] = []
  /// The timeouts `readEvent` was called with, in order.
  public private(set) var requestedTimeouts: [Int?] = []
  public private(set) var isActive = false
  public private(set) var beginCount = 0
  public private(set) var endCount = 0
  public private(set) var beepCount = 0
  public private(set) var cursorVisible = true
  /// Thrown by `begin()` when set, to test start-up failures.
  public var beginError: TerminalError?

  public init(
    cols: Int = 80, rows: Int = 24, script: [Step] = [],
    capabilities: TerminalCapabilities = TerminalCapabilities(
      colors: 256, unicode: true, mouse: true)
  ) {
    size = TerminalSize(cols: cols, rows: rows)
    self.script = script
    self.capabilities = capabilities
    screen = CellGrid(width: cols, height: rows)
  }

  /// Convenience: a script of events only.
  public convenience init(cols: Int = 80, rows: Int = 24, events: [InputEvent]) {
    self.init(cols: cols, rows: rows, script: events.map(Step.event))
  }

  /// The last presented frame as text lines (empty before the first).
  public var lastFrameLines: [String] { frames.last?.lines() ?? [] }

  public func begin() throws {
    if let beginError { throw beginError }
    isActive = true
    beginCount += 1
    cursorVisible = false
  }

  public func end() {
    guard isActive else { return }
    isActive = false
    endCount += 1
    cursorVisible = true
  }

  public func draw(_ diff: GridDiff) {
    let current = diff.current
    if screen.width != current.width || screen.height != current.height {
      screen.reset(width: current.width, height: current.height)
    }
    var count = 0
    for change in diff {
      screen[change.x, change.y] = change.cell
      count += 1
    }
    drawnCellCounts.append(count)
    fullRedraws.append(diff.isFullRedraw)
  }

  public func present() { frames.append(screen) }

  public func readEvent(timeoutMilliseconds: Int?) -> InputEvent? {
    requestedTimeouts.append(timeoutMilliseconds)
    if !pending.isEmpty { return deliver(pending.removeFirst()) }
    if timeoutMilliseconds == 0 { return nil }
    guard !script.isEmpty else {
      if let endOfScript { return endOfScript }
      advance(by: timeoutMilliseconds)
      return nil
    }
    switch script.removeFirst() {
    case .timeout:
      advance(by: timeoutMilliseconds)
      return nil
    case .event(let event):
      return deliver(event)
    case .burst(let events):
      pending = events
      return pending.isEmpty ? nil : deliver(pending.removeFirst())
    }
  }

  private func deliver(_ event: InputEvent) -> InputEvent {
    if case .resize(let cols, let rows) = event { size = TerminalSize(cols: cols, rows: rows) }
    return event
  }

  public func beep() { beepCount += 1 }

  public func setCursorVisible(_ visible: Bool) { cursorVisible = visible }

  private func advance(by milliseconds: Int?) {
    monotonicSeconds += Double(milliseconds ?? 1000) / 1000
  }
}

import BrickRaster
import BrickTerminal

/// How a run ended.
public enum LoopOutcome: Hashable, Sendable {
  /// The app asked to quit.
  case quit
  /// A signal ended it.
  case signal(TerminalSignal)

  /// The process exit status for this outcome: 0, or 128 + the signal number.
  public var exitCode: Int32 {
    switch self {
    case .quit: 0
    case .signal(let signal): signal.exitCode
    }
  }
}

/// The event loop: draw, wait for input or the next tick, dispatch, and redraw what changed.
///
/// It keeps two grids, the one on the terminal and the one being drawn, and sends only their
/// difference to the backend (ratatui's `Terminal::flush` and `swap_buffers`); after a resize
/// the next frame is sent in full. Events that arrive together (a burst of resizes, a held key)
/// are all handled before the next frame is drawn. The app first gets a `.resize` with the
/// starting size, before the first frame. The backend is always ended, whether the loop returns
/// or throws.
public struct TerminalLoop: Sendable {
  /// The longest wait for input when the app has no tick due.
  public var idleTimeoutMilliseconds: Int
  /// The most events handled between two frames.
  public var maxEventsPerFrame: Int

  /// Runs an editor on a file at a line while the screen is given back (`AppAction.edit`).
  public var editor: @Sendable (String, Int) -> Void

  public init(
    idleTimeoutMilliseconds: Int = 1000, maxEventsPerFrame: Int = 256,
    editor: @escaping @Sendable (String, Int) -> Void = ExternalEditor.run
  ) {
    self.idleTimeoutMilliseconds = idleTimeoutMilliseconds
    self.maxEventsPerFrame = max(1, maxEventsPerFrame)
    self.editor = editor
  }

  /// Runs `app` on `backend` with the default settings until it quits or a signal arrives.
  /// - Throws: what `backend.begin()` throws (`TerminalError`), before anything is drawn.
  @discardableResult
  public static func run<App: TerminalApp>(
    app: inout App, backend: some TerminalBackend
  ) throws
    -> LoopOutcome
  {
    try TerminalLoop().run(app: &app, backend: backend)
  }

  /// Runs `app` on `backend` until it quits or a signal arrives.
  /// - Throws: what `backend.begin()` throws (`TerminalError`), before anything is drawn.
  @discardableResult
  public func run<App: TerminalApp>(
    app: inout App, backend: some TerminalBackend
  ) throws
    -> LoopOutcome
  {
    try backend.begin()
    defer { backend.end() }
    var size = backend.size
    var shown = CellGrid(width: 0, height: 0)
    var drawing = CellGrid(width: size.cols, height: size.rows)
    var shownIsValid = false
    var needsFrame = true
    if app.handle(.resize(cols: size.cols, rows: size.rows), now: backend.monotonicSeconds) == .quit
    {
      return .quit
    }

    while true {
      let now = backend.monotonicSeconds
      if let due = app.nextTick(now: now), due <= now {
        switch app.tick(now: now) {
        case .quit: return .quit
        case .redraw, .edit: needsFrame = true
        case .unchanged: break
        }
      }
      if needsFrame {
        drawing.reset(width: size.cols, height: size.rows)
        app.draw(into: &drawing)
        backend.draw(GridDiff(previous: shownIsValid ? shown : nil, current: drawing))
        backend.present()
        swap(&shown, &drawing)
        shownIsValid = true
        needsFrame = false
      }

      guard
        var event = backend.readEvent(
          timeoutMilliseconds: timeout(app: app, now: backend.monotonicSeconds),
          waking: app.wakeDescriptor)
      else { continue }
      var handled = 0
      while true {
        switch event {
        case .signal(let signal):
          return .signal(signal)
        case .resize(let cols, let rows):
          size = TerminalSize(cols: max(0, cols), rows: max(0, rows))
          shownIsValid = false
          needsFrame = true
        case .key, .mouse:
          break
        }
        switch app.handle(event, now: backend.monotonicSeconds) {
        case .quit: return .quit
        case .redraw: needsFrame = true
        case .unchanged: break
        case .edit(let path, let line):
          backend.end()
          editor(path, line)
          try backend.begin()
          size = backend.size
          shownIsValid = false
          needsFrame = true
          let resumed = app.handle(
            .resize(cols: size.cols, rows: size.rows), now: backend.monotonicSeconds)
          if resumed == .quit { return .quit }
        }
        handled += 1
        guard handled < maxEventsPerFrame, let next = backend.readEvent(timeoutMilliseconds: 0)
        else { break }
        event = next
      }
    }
  }

  /// How long to wait for input: until the app's next tick, at most the idle timeout.
  func timeout<App: TerminalApp>(app: App, now: Double) -> Int {
    guard let due = app.nextTick(now: now) else { return idleTimeoutMilliseconds }
    // Round up so the wait does not end just before the tick is due, ignoring float noise.
    let milliseconds = ((due - now) * 1000 - 1e-6).rounded(.up)
    guard milliseconds.isFinite else { return milliseconds > 0 ? idleTimeoutMilliseconds : 0 }
    return max(0, min(idleTimeoutMilliseconds, Int(milliseconds)))
  }
}

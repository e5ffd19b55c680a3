import BrickRaster
import BrickTerminal

/// What a terminal can show.
public struct TerminalCapabilities: Hashable, Sendable {
  /// How many colours the terminal has: 0 (monochrome), 8, 16, 256 or more.
  public var colors: Int
  /// Whether text is written as UTF-8 (the locale's codeset); when false, box drawing becomes
  /// `+-|` and other non-ASCII characters `?`.
  public var unicode: Bool
  /// Whether mouse reports (wheel, clicks) were enabled.
  public var mouse: Bool

  public init(colors: Int, unicode: Bool, mouse: Bool) {
    self.colors = colors
    self.unicode = unicode
    self.mouse = mouse
  }
}

/// Why the terminal could not be opened. Every case is found before the screen is touched,
/// so the message reaches a normal terminal.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
  case notATerminal(stream: String)
  /// `TERM` is not set.
  case termUnset
  /// `TERM` names a terminal that cannot run a full-screen program (`dumb`, or one without
  /// cursor addressing).
  case unsupportedTerminal(String)
  /// `TERM` names a terminal type that the terminfo database does not know.
  case unknownTerminal(String)

  public var description: String {
    switch self {
    case .notATerminal(let stream):
      "the interactive previewer needs a terminal, but standard \(stream) is not one "
        + "(use `brickyard render` to print the screen as text)"
    case .termUnset:
      "TERM is not set, so the terminal type is unknown (try TERM=xterm-256color)"
    case .unsupportedTerminal(let name):
      "the terminal type '\(name)' cannot position the cursor, which the previewer needs "
        + "(try TERM=xterm-256color, or `brickyard render`)"
    case .unknownTerminal(let name):
      "the terminal type '\(name)' is not in the terminfo database (try TERM=xterm-256color)"
    }
  }
}

/// A terminal the run loop draws to and reads from: ncurses for real, a recorder in tests.
///
/// The loop calls `begin()` once, then `draw(_:)` and `present()` for each frame, and
/// `readEvent(timeoutMilliseconds:)` between frames; it always calls `end()`, which restores the
/// terminal. A backend is used from one thread.
public protocol TerminalBackend: AnyObject {
  /// The current size in cells. Changes only after a `.resize` event was returned.
  var size: TerminalSize { get }
  /// What the terminal can show; valid after `begin()`.
  var capabilities: TerminalCapabilities { get }
  /// Seconds on a monotonic clock (virtual in the recording backend).
  var monotonicSeconds: Double { get }

  /// Takes over the terminal (alternate screen, raw keys, hidden cursor).
  /// - Throws: `TerminalError` before anything was changed.
  func begin() throws
  /// Restores the terminal as it was before `begin()`. Safe to call more than once.
  func end()
  /// Writes the changed cells of a frame to the (off-screen) terminal buffer.
  func draw(_ diff: GridDiff)
  /// Makes what was drawn visible.
  func present()
  /// Waits up to `timeoutMilliseconds` (nil: indefinitely, 0: just poll) for the next event.
  /// Returns nil when the time ran out.
  func readEvent(timeoutMilliseconds: Int?) -> InputEvent?
  /// `readEvent(timeoutMilliseconds:)` that also returns nil as soon as `waking` (a file
  /// descriptor) becomes readable. Backends without a file descriptor to wait on ignore it.
  func readEvent(timeoutMilliseconds: Int?, waking: Int32?) -> InputEvent?
  /// Rings the bell.
  func beep()
  /// Shows or hides the cursor (hidden after `begin()`).
  func setCursorVisible(_ visible: Bool)
}

extension TerminalBackend {
  public func readEvent(timeoutMilliseconds: Int?, waking: Int32?) -> InputEvent? {
    readEvent(timeoutMilliseconds: timeoutMilliseconds)
  }
}

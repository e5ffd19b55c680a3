/// A decoded key press.
///
/// Printable keys arrive as `.char`, including space and `?`; control combinations that the
/// terminal does not turn into signals arrive as `.ctrl` with the lower-case letter
/// (`Ctrl-A` is `.ctrl("a")`). Tab, Enter, Escape and Backspace have their own cases even though
/// they are control characters too.
public enum Key: Hashable, Sendable {
  case char(Character)
  case ctrl(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case tab, backTab, enter, escape, backspace, delete, insert
  /// A function key, `F1` is `.function(1)`.
  case function(Int)
}

/// A mouse report, in cell coordinates from the top-left corner (0-based).
public enum MouseEvent: Hashable, Sendable {
  case wheelUp(x: Int, y: Int)
  case wheelDown(x: Int, y: Int)
  /// The primary button went down.
  case press(x: Int, y: Int)
  /// The primary button went up.
  case release(x: Int, y: Int)
}

/// A signal that asks the program to end, surfaced as an input event so the run loop can
/// restore the terminal before exiting. SIGQUIT (Ctrl-\\) ends the program as SIGTERM does,
/// without a crash report over the screen; SIGUSR1 and SIGUSR2, whose default is to end the
/// process, end it with the terminal restored. (SIGPIPE is ignored while the screen is open: a
/// write to a closed pipe fails instead.)
public enum TerminalSignal: Hashable, Sendable, CaseIterable {
  /// SIGINT (Ctrl-C).
  case interrupt
  /// SIGTERM.
  case terminate
  /// SIGHUP: the terminal went away.
  case hangup
  /// SIGQUIT (Ctrl-\\).
  case quit
  /// SIGUSR1 and SIGUSR2.
  case user1, user2

  /// The POSIX signal number (SIGUSR1 and SIGUSR2 differ between Linux and Darwin).
  public var number: Int32 {
    switch self {
    case .interrupt: 2
    case .terminate: 15
    case .hangup: 1
    case .quit: 3
    case .user1:
      #if os(Linux)
        10
      #else
        30
      #endif
    case .user2:
      #if os(Linux)
        12
      #else
        31
      #endif
    }
  }

  /// The conventional exit status of a process ended by this signal: 128 + its number
  /// (130, 143, 129, 131; 138 and 140 for SIGUSR1 and SIGUSR2 on Linux).
  public var exitCode: Int32 { 128 + number }

  /// The signal with this number, if it is one of ours.
  public init?(number: Int32) {
    guard let match = Self.allCases.first(where: { $0.number == number }) else { return nil }
    self = match
  }
}

/// Terminal dimensions in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  public var cols: Int
  public var rows: Int
  public init(cols: Int, rows: Int) {
    self.cols = cols
    self.rows = rows
  }
  public var description: String { "\(cols)x\(rows)" }
}

/// Everything a backend reports to the run loop.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal now has this size; the next frame must be drawn in full.
  case resize(cols: Int, rows: Int)
  /// A termination signal arrived; the loop ends and the terminal is restored.
  case signal(TerminalSignal)
}

extension Key: CustomStringConvertible {
  /// A short human name: `j`, `Space`, `Ctrl-A`, `PgDn`, `Shift-Tab`, `F5`.
  public var description: String {
    switch self {
    case .char(" "): "Space"
    case .char(let c): String(c)
    case .ctrl(let c): "Ctrl-\(c.uppercased())"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .enter: "Enter"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .insert: "Insert"
    case .function(let n): "F\(n)"
    }
  }
}

extension InputEvent: CustomStringConvertible {
  /// A short human description: the key's name, `wheel down at 3,4`, `resize 80x24`.
  public var description: String {
    switch self {
    case .key(let key): key.description
    case .mouse(.wheelUp(let x, let y)): "wheel up at \(x),\(y)"
    case .mouse(.wheelDown(let x, let y)): "wheel down at \(x),\(y)"
    case .mouse(.press(let x, let y)): "click at \(x),\(y)"
    case .mouse(.release(let x, let y)): "release at \(x),\(y)"
    case .resize(let cols, let rows): "resize \(cols)x\(rows)"
    case .signal(let signal): "signal \(signal.number)"
    }
  }
}

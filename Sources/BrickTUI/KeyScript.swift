import BrickRaster
import BrickTerminal

/// The keys of `brickyard record --keys` as timed input events.
///
/// Syntax: every character is a key press (`jjjjG`, `q`); names in angle brackets are the
/// other keys: `<space>`, `<enter>`, `<esc>`, `<tab>`, `<backtab>`, `<backspace>`, `<up>`,
/// `<down>`, `<left>`, `<right>`, `<pgup>`, `<pgdn>`, `<home>`, `<end>`, `<lt>` (a literal `<`),
/// `<c-x>` (Ctrl-X) and `<f1>`...`<f12>`; `<wait 500>` waits 500 ms more before the next key.
/// A key follows the previous one after the pace (400 ms unless given), the first one after the
/// pace from the start. Names are case-insensitive; spaces between them are ignored only
/// inside the brackets.
public struct KeyScript: Hashable, Sendable {
  /// The default time between keys, in milliseconds.
  public static let defaultPaceMilliseconds = 400

  /// Each key with its time in seconds from the start.
  public var events: [(seconds: Double, event: InputEvent)] { timed }
  private var timed: [(seconds: Double, event: InputEvent)]
  /// Seconds from the start to the end of the script: the last key, or a `<wait N>` after it.
  public private(set) var seconds: Double = 0

  public static func == (a: KeyScript, b: KeyScript) -> Bool {
    a.seconds == b.seconds
      && a.timed.elementsEqual(b.timed) { $0.seconds == $1.seconds && $0.event == $1.event }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(seconds)
    for (t, e) in timed {
      hasher.combine(t)
      hasher.combine(e)
    }
  }

  /// A problem with a `--keys` text: what and where (0-based character offset).
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int
    public var description: String { "--keys: \(message) at character \(offset + 1)" }
  }

  /// Parses `text` with `pace` milliseconds between keys.
  public init(
    _ text: String, paceMilliseconds pace: Int = KeyScript.defaultPaceMilliseconds
  )
    throws
  {
    var timed: [(Double, InputEvent)] = []
    var clock = 0  // milliseconds, so times add up exactly
    let chars = Array(text)
    var i = 0
    func press(_ key: Key) {
      clock += pace
      timed.append((Double(clock) / 1000, .key(key)))
    }
    while i < chars.count {
      let c = chars[i]
      guard c == "<" else {
        press(c == " " ? .char(" ") : .char(c))
        i += 1
        continue
      }
      guard let close = chars[i...].firstIndex(of: ">") else {
        throw ParseError(message: "'<' without a closing '>' (write <lt> for a '<' key)", offset: i)
      }
      let name = String(chars[(i + 1)..<close]).lowercased().trimmingSpaces
      if name.hasPrefix("wait") {
        let number = String(name.dropFirst(4)).trimmingSpaces
        guard let ms = Int(number), ms >= 0, ms <= 3_600_000 else {
          throw ParseError(
            message: "<wait MS> needs a number of milliseconds up to 3600000, not '\(number)'",
            offset: i)
        }
        clock += ms
      } else if let key = Self.key(named: name) {
        press(key)
      } else {
        throw ParseError(
          message: "unknown key name '<\(name)>' (use space, enter, esc, tab, up, down, left, "
            + "right, pgup, pgdn, home, end, lt, c-x, f1-f12 or wait MS)",
          offset: i)
      }
      i = close + 1
    }
    self.timed = timed
    seconds = Double(clock) / 1000
  }

  /// The key for a bracketed name.
  static func key(named name: String) -> Key? {
    switch name {
    case "space": return .char(" ")
    case "enter", "return", "cr": return .enter
    case "esc", "escape": return .escape
    case "tab": return .tab
    case "backtab", "s-tab": return .backTab
    case "backspace", "bs": return .backspace
    case "del", "delete": return .delete
    case "up": return .up
    case "down": return .down
    case "left": return .left
    case "right": return .right
    case "pgup", "pageup": return .pageUp
    case "pgdn", "pagedown": return .pageDown
    case "home": return .home
    case "end": return .end
    case "lt": return .char("<")
    case "gt": return .char(">")
    default:
      // Ctrl goes with the ASCII letters only: a terminal has no Ctrl-é to send.
      if name.hasPrefix("c-"), name.count == 3, let c = name.last, c.isASCII, c.isLetter {
        return .ctrl(c)
      }
      if name.hasPrefix("f"), let n = Int(name.dropFirst()), (1...12).contains(n) {
        return .function(n)
      }
      return nil
    }
  }
}

extension String {
  /// Without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}

/// A terminal whose input is a timed key script and whose clock is virtual: a wait for input
/// jumps the clock to the next key when it is due within the wait, or by the whole wait. After
/// the last key it holds the screen for `holdSeconds`, then reports a hangup, which ends the
/// run loop.
public final class ScriptedTerminal: TerminalBackend {
  public let size: TerminalSize
  public let capabilities: TerminalCapabilities
  public private(set) var monotonicSeconds: Double = 0
  var events: [(seconds: Double, event: InputEvent)]
  var next = 0
  let endTime: Double

  public init(
    cols: Int, rows: Int, script: KeyScript, holdSeconds: Double = 1,
    capabilities: TerminalCapabilities = TerminalCapabilities(
      colors: 256, unicode: true, mouse: false)
  ) {
    size = TerminalSize(cols: cols, rows: rows)
    self.capabilities = capabilities
    events = script.events
    // A trailing `<wait N>` is part of the script: the hold starts after it.
    endTime = max(script.seconds, events.last?.seconds ?? 0) + holdSeconds
  }

  public func begin() throws {}
  public func end() {}
  public func draw(_ diff: GridDiff) {}
  public func present() {}
  public func beep() {}
  public func setCursorVisible(_ visible: Bool) {}

  public func readEvent(timeoutMilliseconds: Int?) -> InputEvent? {
    let due = next < events.count ? events[next].seconds : endTime
    let limit = timeoutMilliseconds.map { monotonicSeconds + Double($0) / 1000 }
    if let limit, due > limit + 1e-9 {
      monotonicSeconds = limit
      return nil
    }
    monotonicSeconds = max(monotonicSeconds, due)
    guard next < events.count else { return .signal(.hangup) }
    next += 1
    return events[next - 1].event
  }
}

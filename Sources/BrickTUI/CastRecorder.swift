import BrickCore
import BrickRaster
import BrickTerminal

/// Writes an asciinema v2 recording (https://docs.asciinema.org/manual/asciicast/v2/): a header
/// JSON object on the first line, then one `[time, "o", data]` event per line, where `data` is
/// what was written to the terminal and `time` the seconds since the start.
public struct AsciicastWriter {
  /// Receives the text, a line at a time.
  public var write: (String) -> Void

  public init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// The header line: size, optional title and the terminal type the escapes are meant for.
  public func header(cols: Int, rows: Int, title: String?) {
    var s = "{\"version\": 2, \"width\": \(cols), \"height\": \(rows)"
    if let title { s += ", \"title\": \(JSONString.quoted(title))" }
    s += ", \"env\": {\"TERM\": \"xterm-256color\"}}"
    write(s + "\n")
  }

  /// One output event.
  public func output(_ data: String, at seconds: Double) {
    guard !data.isEmpty else { return }
    write("[\(Self.time(seconds)), \"o\", \(JSONString.quoted(data))]\n")
  }

  /// Seconds with microsecond precision, without a trailing fraction of zeros.
  static func time(_ t: Double) -> String {
    let micro = Int((max(0, t) * 1_000_000).rounded())
    let whole = micro / 1_000_000
    let fraction = micro % 1_000_000
    var digits = String(fraction)
    digits = String(repeating: "0", count: 6 - digits.count) + digits
    while digits.last == "0" { digits.removeLast() }
    return digits.isEmpty ? "\(whole).0" : "\(whole).\(digits)"
  }
}

/// Turns the changed cells of a frame into the escape sequences an xterm-compatible terminal
/// needs to show it: cursor moves (`ESC [ row ; col H`) where the next change is not where the
/// cursor already is, an SGR (`CellGrid.sgr`) where the style changes, and the characters. A
/// full redraw clears the screen first. Wide characters advance the cursor two columns and their
/// continuation cells are skipped.
public struct ANSIEncoder {
  /// Where the cursor is after the last write, if known.
  var cursor: (x: Int, y: Int)?
  /// The style last set, if known.
  var style: Style?
  /// Draw box drawing and other non-ASCII characters as ASCII (a terminal without UTF-8).
  public var asciiOnly: Bool

  public init(asciiOnly: Bool = false) {
    self.asciiOnly = asciiOnly
  }

  /// The escapes for one frame's changes.
  public mutating func encode(_ diff: GridDiff) -> String {
    var out = ""
    if diff.isFullRedraw {
      out += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
      cursor = (0, 0)
      style = .plain
    }
    let grid = diff.current
    for change in diff {
      let cell = change.cell
      if cell.isContinuation { continue }
      if cursor.map({ $0.x != change.x || $0.y != change.y }) ?? true {
        out += "\u{1B}[\(change.y + 1);\(change.x + 1)H"
      }
      if style != cell.style {
        out += CellGrid.sgr(cell.style)
        style = cell.style
      }
      var scalar = cell.scalar
      if asciiOnly, scalar.value > 0x7E { scalar = GlyphFallback.ascii(for: scalar) }
      out.unicodeScalars.append(scalar)
      let wide = change.x + 1 < grid.width && grid[change.x + 1, change.y].isContinuation
      let next = change.x + (wide ? 2 : 1)
      // At the last column the cursor stays put (pending wrap): position it again.
      cursor = next < grid.width ? (next, change.y) : nil
    }
    return out
  }
}

/// A backend that records what another backend shows: every presented frame's escapes go to an
/// `AsciicastWriter` with the time since `begin()` on the inner backend's clock. Input, size and
/// time come from the inner backend, so it wraps `NcursesBackend` for a live session
/// (`preview --record`) and `ScriptedTerminal` for a scripted one (`record`).
public final class CastBackend: TerminalBackend {
  public let inner: any TerminalBackend
  let writer: AsciicastWriter
  var encoder = ANSIEncoder()
  var pending = ""
  var start: Double = 0
  let title: String?
  /// Frames written.
  public private(set) var frameCount = 0
  /// Seconds from `begin()` to the last event.
  public private(set) var duration: Double = 0

  public init(inner: any TerminalBackend, title: String? = nil, writer: AsciicastWriter) {
    self.inner = inner
    self.title = title
    self.writer = writer
  }

  public var size: TerminalSize { inner.size }
  public var capabilities: TerminalCapabilities { inner.capabilities }
  public var monotonicSeconds: Double { inner.monotonicSeconds }

  public func begin() throws {
    try inner.begin()
    start = inner.monotonicSeconds
    encoder = ANSIEncoder(asciiOnly: !inner.capabilities.unicode)
    writer.header(cols: inner.size.cols, rows: inner.size.rows, title: title)
    // Hide the cursor, as the previewer does.
    writer.output("\u{1B}[?25l", at: 0)
  }

  public func end() {
    inner.end()
    // Plain style and a visible cursor, as the terminal is left.
    record("\u{1B}[0m\u{1B}[?25h")
  }

  public func draw(_ diff: GridDiff) {
    inner.draw(diff)
    pending += encoder.encode(diff)
  }

  public func present() {
    inner.present()
    frameCount += 1
    record(pending)
    pending = ""
  }

  public func readEvent(timeoutMilliseconds: Int?) -> InputEvent? {
    readEvent(timeoutMilliseconds: timeoutMilliseconds, waking: nil)
  }

  public func readEvent(timeoutMilliseconds: Int?, waking: Int32?) -> InputEvent? {
    let event = inner.readEvent(timeoutMilliseconds: timeoutMilliseconds, waking: waking)
    if case .resize = event {
      // The next frame is a full redraw at the new size.
      encoder = ANSIEncoder(asciiOnly: !inner.capabilities.unicode)
    }
    return event
  }

  public func beep() {
    inner.beep()
    record("\u{07}")
  }

  public func setCursorVisible(_ visible: Bool) {
    inner.setCursorVisible(visible)
    record(visible ? "\u{1B}[?25h" : "\u{1B}[?25l")
  }

  func record(_ data: String) {
    guard !data.isEmpty else { return }
    duration = max(duration, inner.monotonicSeconds - start)
    writer.output(data, at: inner.monotonicSeconds - start)
  }
}

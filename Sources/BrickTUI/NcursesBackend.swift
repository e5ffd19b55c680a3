import BrickCore
import BrickRaster
import BrickTerminal
import CNcursesw

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal, through ncursesw.
///
/// `begin()` checks everything that can fail (a TTY on both ends, a usable `TERM`) before it
/// touches the screen, then opens it with `newterm` so an unknown terminal is an error rather
/// than ncurses ending the process. The terminal is restored by `end()`, by `deinit`, and, as a
/// last resort, by the session's exit handler; a crash (a Swift trap is SIGILL or SIGTRAP)
/// resets the terminal from a signal handler before the crash report.
///
/// What the process changes while the screen is open (locale, signal dispositions and mask,
/// the crash and exit handlers) is the `TerminalSession`'s, which `begin()` enters and `end()`
/// leaves. SIGINT, SIGTERM, SIGHUP, SIGQUIT (Ctrl-\\: no crash report over the screen),
/// SIGUSR1 and SIGUSR2 only set the session's flag, which `readEvent` turns into `.signal`
/// events; SIGTSTP (Ctrl-Z) and SIGWINCH are left to ncurses, which restores the terminal before
/// stopping, repaints on resume and reports `KEY_RESIZE`.
public final class NcursesBackend: TerminalBackend {
  public private(set) var size = TerminalSize(cols: 0, rows: 0)
  public private(set) var capabilities = TerminalCapabilities(
    colors: 0, unicode: false, mouse: false)

  private var screen: OpaquePointer?
  /// The process-wide side of the open screen; nil when it is closed.
  private var session: TerminalSession?
  private var colorPairs = ColorPairs(colorCount: 0, pairLimit: 0, defaultColors: false)
  /// The next `present()` repaints the whole terminal (after a resize or a resume).
  private var repaintAll = true
  /// The last style drawn and its ncurses attributes and pair (SwiftTUI's `Renderer` habit).
  private var lastStyle: Style?
  private var lastAttributes: attr_t = 0
  private var lastPair: Int32 = 0
  /// How long one wait for input lasts at most, so signal flags are seen promptly.
  private let pollSliceMilliseconds: Int32 = 50
  /// True when SGR 1006 mouse reports were asked for and are read here (`readSGRMouse`).
  private var sgrMouse = false
  /// The key code the SGR report's prefix (`ESC [ <`) is defined as.
  private static let sgrMouseKey: Int32 = 0x6E00
  /// Waits for input that failed at once, in a row: a terminal that went away without a SIGHUP
  /// makes every read fail immediately, which would otherwise spin.
  private var instantFailures = 0

  public init() {}

  deinit { end() }

  // MARK: - Lifecycle

  public func begin() throws {
    guard screen == nil else { return }
    guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "input") }
    guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "output") }
    guard let rawTerm = getenv("TERM"), rawTerm.pointee != 0 else { throw TerminalError.termUnset }
    let term = String(cString: rawTerm)
    if term == "dumb" { throw TerminalError.unsupportedTerminal(term) }

    // The session first: ncurses only installs its own SIGINT/SIGTERM handlers (which exit the
    // process) where the disposition is still the default.
    let session = TerminalSession()
    guard let opened = newterm(nil, cn_stdout(), cn_stdin()) else {
      session.leave()
      throw TerminalError.unknownTerminal(term)
    }
    set_term(opened)
    guard cn_has_cursor_addressing() != 0 else {
      session.leave {
        endwin()
        delscreen(opened)
      }
      throw TerminalError.unsupportedTerminal(term)
    }
    screen = opened
    self.session = session
    session.screenOpened()

    cbreak()
    noecho()
    nonl()
    let window = cn_stdscr()
    intrflush(window, false)
    keypad(window, true)
    curs_set(0)
    set_escdelay(25)

    var colors = 0
    var defaultColors = false
    if has_colors() {
      start_color()
      defaultColors = use_default_colors() == OK
      colors = Int(cn_colors())
    }
    colorPairs = ColorPairs(
      colorCount: colors, pairLimit: Int(cn_color_pairs()), defaultColors: defaultColors)

    let masks = KeyDecoder.MouseMasks.ncurses
    let granted = mousemask(mmask_t(masks.all), nil)
    mouseinterval(0)
    sgrMouse = false
    if granted != 0 && !Self.terminfoUsesSGRMouse()
      && define_key("\u{1B}[<", Self.sgrMouseKey) == OK
    {
      // The terminal's entry knows only X10 reports (tmux's does), whose coordinates end at
      // column 223: ask for SGR 1006 reports and read them here.
      _ = putp("\u{1B}[?1006h")
      sgrMouse = true
    }

    capabilities = TerminalCapabilities(
      colors: colors, unicode: session.unicode, mouse: granted != 0)
    size = currentSize()
    lastStyle = nil
    repaintAll = true
  }

  public func end() {
    guard let opened = screen else { return }
    screen = nil
    let mouseOff = sgrMouse
    let closeScreen = {
      curs_set(1)
      if mouseOff { _ = putp("\u{1B}[?1006l") }
      endwin()
      delscreen(opened)
    }
    if let session {
      session.leave(closeScreen: closeScreen)
    } else {
      closeScreen()
    }
    session = nil
  }

  // MARK: - Output

  public func draw(_ diff: GridDiff) {
    guard screen != nil, let window = cn_stdscr() else { return }
    let rows = Int(getmaxy(window))
    let cols = Int(getmaxx(window))
    if diff.isFullRedraw { repaintAll = true }
    let grid = diff.current
    for change in diff where change.x < cols && change.y < rows {
      put(change.cell, x: change.x, y: change.y, in: grid, window: window)
    }
  }

  public func present() {
    guard screen != nil, let window = cn_stdscr() else { return }
    if repaintAll {
      clearok(window, true)
      repaintAll = false
    }
    wrefresh(window)
  }

  public func beep() {
    guard screen != nil else { return }
    _ = CNcursesw.beep()
  }

  public func setCursorVisible(_ visible: Bool) {
    guard screen != nil else { return }
    curs_set(visible ? 1 : 0)
  }

  /// Writes one cell. A wide character is written at its left cell and covers its
  /// continuation; a continuation whose wide character changed is skipped, one that stands alone
  /// is a space. Without UTF-8, characters go through `GlyphFallback` and a wide character
  /// becomes `?` and a space.
  private func put(
    _ cell: Cell, x: Int, y: Int, in grid: CellGrid, window: UnsafeMutablePointer<WINDOW>
  ) {
    var scalar = cell.scalar
    var tail = cell.tail
    var style = cell.style
    var drawX = x
    if cell.isContinuation {
      if x > 0, Self.isWideHead(at: x - 1, y: y, in: grid) {
        guard capabilities.unicode else { return }  // the `?` and its space are already there
        // Repaint the wide character: writing near it may have cleared it.
        let head = grid[x - 1, y]
        scalar = head.scalar
        tail = head.tail
        style = head.style
        drawX = x - 1
      } else {
        scalar = " "
      }
    } else {
      let width = TextMetrics.displayWidth(scalar)
      if width == 2 {
        if !Self.isWideHead(at: x, y: y, in: grid) {
          scalar = "?"
        } else if !capabilities.unicode {
          scalar = "?"
        }
      } else if width != 1 {
        scalar = " "
      } else if !capabilities.unicode {
        scalar = GlyphFallback.ascii(for: scalar)
      }
    }
    let (attributes, pair) = ncursesStyle(style)
    // A whole grapheme cluster: the base and its combining scalars (ncurses keeps up to
    // CCHARW_MAX = 5 in a cell; a cell holds at most four), then the terminating 0.
    var text: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (
      wchar_t(bitPattern: scalar.value), 0, 0, 0, 0, 0
    )
    if scalar != " " && scalar != "?" && capabilities.unicode {
      withUnsafeMutablePointer(to: &text) { pointer in
        pointer.withMemoryRebound(to: wchar_t.self, capacity: 6) { chars in
          var k = 1
          while tail != 0 && k < 5 {
            chars[k] = wchar_t(truncatingIfNeeded: tail & 0x1F_FFFF)
            tail >>= 21
            k += 1
          }
        }
      }
    }
    var cc = cchar_t()
    withUnsafePointer(to: &text) { pointer in
      pointer.withMemoryRebound(to: wchar_t.self, capacity: 6) { chars in
        // A pair past 32767 (direct colour) goes in the extended-pair argument (ncurses 6.1).
        var extended = pair
        if pair > Int32(Int16.max) {
          _ = setcchar(&cc, chars, attributes, Int16.max, &extended)
        } else {
          _ = setcchar(&cc, chars, attributes, Int16(pair), nil)
        }
      }
    }
    _ = mvwadd_wch(window, Int32(y), Int32(drawX), &cc)
  }

  /// Whether the cell at (x, y) is a double-width character followed by its continuation.
  static func isWideHead(at x: Int, y: Int, in grid: CellGrid) -> Bool {
    guard let cell = grid.cell(x: x, y: y), !cell.isContinuation,
      let next = grid.cell(x: x + 1, y: y), next.isContinuation
    else { return false }
    return TextMetrics.displayWidth(cell.scalar) == 2
  }

  /// The attributes and colour pair for a style, remembered for the last style used.
  private func ncursesStyle(_ style: Style) -> (attr_t, Int32) {
    if style == lastStyle { return (lastAttributes, lastPair) }
    let (pair, boldForBright) = colorPairs.pair(
      foreground: style.foreground, background: style.background,
      initPair: { pair, fg, bg in cn_init_pair(pair, fg, bg) == OK })
    var attributes = cn_a_normal()
    if style.attributes.contains(.bold) || boldForBright { attributes |= cn_a_bold() }
    if style.attributes.contains(.dim) { attributes |= cn_a_dim() }
    if style.attributes.contains(.reverse) { attributes |= cn_a_reverse() }
    if style.attributes.contains(.underline) { attributes |= cn_a_underline() }
    lastStyle = style
    lastAttributes = attributes
    lastPair = pair
    return (attributes, lastPair)
  }

  // MARK: - Size

  private func currentSize() -> TerminalSize {
    TerminalSize(cols: max(0, Int(cn_cols())), rows: max(0, Int(cn_lines())))
  }
}

extension NcursesBackend {
  public var monotonicSeconds: Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  public func readEvent(timeoutMilliseconds: Int?) -> InputEvent? {
    readEvent(timeoutMilliseconds: timeoutMilliseconds, waking: nil)
  }

  /// With `waking`, input ncurses already holds is taken first; then the wait is a `poll` of
  /// the terminal and `waking` together, and a readable `waking` ends it (nil) at once.
  public func readEvent(timeoutMilliseconds: Int?, waking: Int32?) -> InputEvent? {
    guard screen != nil, let window = cn_stdscr() else { return nil }
    let deadline = timeoutMilliseconds.map { monotonicSeconds + Double(max(0, $0)) / 1000 }
    while true {
      if let signal = session?.takeSignal() { return .signal(signal) }
      var slice = pollSliceMilliseconds
      if let deadline {
        let left = Int32(clamping: Int(((deadline - monotonicSeconds) * 1000).rounded(.up)))
        slice = max(0, min(slice, left))
      }
      if let waking, slice > 0 {
        // What ncurses holds already (the rest of a burst, a resize) first.
        wtimeout(window, 0)
        var value: wint_t = 0
        let status = wget_wch(window, &value)
        if status != ERR {
          instantFailures = 0
          if let event = decode(status: status, value: value) { return event }
          continue
        }
        if let signal = session?.takeSignal() { return .signal(signal) }
        var fds = [
          pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
          pollfd(fd: waking, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, 2, slice)
        if ready > 0 && fds[1].revents != 0 { return nil }  // the app has news
        if ready > 0 && fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
          // The terminal went away without a SIGHUP: every read would fail at once.
          instantFailures += 1
          if instantFailures >= 100 { return .signal(.hangup) }
        }
        if let deadline, monotonicSeconds >= deadline { return nil }
        continue
      }
      wtimeout(window, slice)
      var value: wint_t = 0
      let started = monotonicSeconds
      let status = wget_wch(window, &value)
      if let signal = session?.takeSignal() { return .signal(signal) }
      if status == ERR && slice > 0 && monotonicSeconds - started < 0.001 {
        instantFailures += 1
        if instantFailures >= 100 { return .signal(.hangup) }
      } else {
        instantFailures = 0
      }
      if let event = decode(status: status, value: value) { return event }
      if let deadline, monotonicSeconds >= deadline { return nil }
      if slice == 0 && status == ERR { return nil }
    }
  }

  /// Whether ncurses reads SGR 1006 mouse reports itself (the terminal's `kmous` is
  /// `ESC [ <`, as xterm's entry says).
  private static func terminfoUsesSGRMouse() -> Bool {
    guard let kmous = tigetstr("kmous"), Int(bitPattern: kmous) != -1 else { return false }
    return String(cString: kmous) == "\u{1B}[<"
  }

  /// The rest of an SGR 1006 mouse report after its `ESC [ <` (`0;241;5M`), as an event.
  private func readSGRMouse(_ window: UnsafeMutablePointer<WINDOW>) -> InputEvent? {
    var text = ""
    wtimeout(window, 25)
    for _ in 0..<24 {
      var value: wint_t = 0
      guard wget_wch(window, &value) == OK, let scalar = Unicode.Scalar(UInt32(value)) else {
        return nil
      }
      let c = Character(scalar)
      if c == "M" || c == "m" {
        return KeyDecoder.sgrMouse(text, pressed: c == "M").map(InputEvent.mouse)
      }
      text.append(c)
    }
    return nil
  }

  /// What `wget_wch` returned, as an event (nil for nothing, or input without a binding).
  private func decode(status: Int32, value: wint_t) -> InputEvent? {
    if status == KEY_CODE_YES && sgrMouse && Int32(bitPattern: UInt32(value)) == Self.sgrMouseKey,
      let window = cn_stdscr()
    {
      return readSGRMouse(window)
    }
    if status == OK {
      return KeyDecoder.key(forCharacter: UInt32(value)).map(InputEvent.key)
    } else if status == KEY_CODE_YES {
      return decodeKeyCode(Int32(bitPattern: UInt32(value)))
    }
    return nil
  }

  /// `KEY_RESIZE` (ncurses has already resized its screens), `KEY_MOUSE`, or a key.
  private func decodeKeyCode(_ code: Int32) -> InputEvent? {
    switch code {
    case KEY_RESIZE:
      size = currentSize()
      repaintAll = true
      return .resize(cols: size.cols, rows: size.rows)
    case KEY_MOUSE:
      var report = MEVENT()
      guard getmouse(&report) == OK else { return nil }
      return KeyDecoder.mouse(
        buttonState: UInt32(report.bstate), x: Int(report.x), y: Int(report.y)
      ).map(InputEvent.mouse)
    default:
      return KeyDecoder.key(forKeyCode: code).map(InputEvent.key)
    }
  }
}

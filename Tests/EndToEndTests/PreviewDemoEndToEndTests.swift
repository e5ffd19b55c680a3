import BrickTestSupport
import Foundation
import Testing

/// Keyboard demos under tmux (issue 36): a scroll key in a layout that snaps steps to the next
/// snap point, toggles say what they did, `0` fits a device bigger than the terminal, and the
/// status line shows `? help` once.
@Suite struct PreviewDemoEndToEndTests {
  /// Opens `Layouts/NAME` in a `cols` x `rows` pane.
  static func open(
    _ name: String, cols: Int = 100, rows: Int = 40, _ extra: [String] = []
  )
    throws -> PreviewSession
  {
    try PreviewSession.start(
      "pv-demo-\(name.prefix(8))",
      arguments: ["preview", LayoutsFolder.url.appendingPathComponent(name).path] + extra,
      cols: cols, rows: rows)
  }

  /// The offset on the status line, once it holds still.
  static func restingOffset(_ session: PreviewSession) throws -> String {
    let screen = try session.tmux.waitUntilSettled("jumps and snaps", interval: 0.4)
    return PreviewTerminalSizeTests.offset(in: screen.last ?? "") ?? ""
  }

  /// Each `l` in Coverflow (a brick every 220 pt, snapping to the centre) moves one brick, and
  /// `h` one back; each `j` in snap to point (a row every 60 pt) one row, `k` one back. Keys
  /// come 0.15 s apart, the pace of a demo, and then all at once.
  @Test(arguments: [
    ("coverflow.yaml", "l", "h", ["220,0", "440,0", "660,0", "880,0"], "660,0"),
    ("snap-to-point.yaml", "j", "k", ["0,-199", "0,-139", "0,-79", "0,-19"], "0,-79"),
  ])
  func aScrollKeyStepsToTheNextSnapPoint(
    name: String, forward: String, back: String, offsets: [String], afterBack: String
  ) throws {
    let session = try Self.open(name)
    defer { session.tmux.kill() }
    try session.waitForStatus("offset 0,")
    if forward == "j" {
      try session.tmux.sendKeys("g")
      try session.waitForStatus("offset 0,-259")
    }
    #expect(try Self.restingOffset(session) == (forward == "j" ? "0,-259" : "0,0"))
    for expected in offsets {
      try session.tmux.sendKeys(forward)
      try session.waitForStatus("offset \(expected) ")
      Thread.sleep(forTimeInterval: 0.15)
    }
    try session.tmux.sendKeys(back)
    try session.waitForStatus("offset \(afterBack) ")
    #expect(try Self.restingOffset(session) == afterBack)
    // Six keys at once: six snap points.
    try session.tmux.sendKey(forward, times: 3)
    try session.tmux.sendKey(back, times: 3)
    #expect(try Self.restingOffset(session) == afterBack)
    try session.tmux.sendKeys("q")
    try session.tmux.waitForExit()
  }

  /// `record … --keys llll` ends four bricks along, not at 0,0.
  @Test(.enabled(if: ShareToolTests.hasPyte, "pyte is not installed (pip install pyte)"))
  func aRecordedDemoStepsToo() throws {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("brickyard-snap-\(UUID().uuidString).cast").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let layout = LayoutsFolder.url.appendingPathComponent("coverflow.yaml").path
    let recorded = try ShareToolTests.tool(
      [try BrickyardBinary.path(), "record", layout, "--keys", "llll", "-o", out, "--cols", "100"])
    try #require(recorded.status == 0, "\(recorded.errors)")
    let script = CLITests.root.appendingPathComponent("scripts/cast_screen.py").path
    let replay = try ShareToolTests.tool(["python3", script, out])
    try #require(replay.status == 0, "\(replay.errors)")
    let screen = try JSONSerialization.jsonObject(with: Data(replay.output.utf8)) as? [String: Any]
    let status = (screen?["lines"] as? [String])?.last ?? ""
    #expect(status.contains("offset 880,0 "), "\(status)")
  }
}

extension PreviewDemoEndToEndTests {
  /// At 80x24 the status line of the sticky product page is full (its device name never
  /// shows): each toggle says what it did, and `? help` shows once.
  @Test func togglesSayWhatTheyDid() throws {
    let session = try Self.open("sticky-product-page.yaml", cols: 80, rows: 24)
    defer { session.tmux.kill() }
    try session.waitForStatus("offset 0,0")
    #expect(!(try session.statusLine()).contains("iPhone"))
    let steps: [(key: String, says: String)] = [
      ("d", "iPhone SE (3rd gen) · "), ("d", "iPhone 16 · "), ("d", "iPhone 16 Pro Max · "),
      ("c", "size classes regular*/regular · "), ("c", "size classes compact/regular · "),
      ("a", "dark appearance · "), ("a", "light appearance · "),
      ("o", "landscape, size classes regular/compact · "), ("t", "text xLarge · "),
      ("T", "text large · "), ("x", "x does nothing here · "),
    ]
    for step in steps {
      try session.tmux.sendKeys(step.key)
      // A new device is solved off the loop, the file is read off it: "solving…" or
      // "loading…" may show first for a moment (and a capture may catch a line half drawn).
      try session.tmux.waitUntil("'\(step.says)' first after \(step.key), ? help once") {
        let status = ($0.last ?? "").replacing(#/^(solving|loading)… · /#, with: "")
        return status.hasPrefix(step.says) && status.components(separatedBy: "? help").count == 2
      }
    }
    // The notice goes after two seconds.
    try session.tmux.waitUntil("the notice to go", timeout: 10) {
      !($0.last ?? "").contains("does nothing")
    }
    try session.tmux.sendKeys("q")
    try session.tmux.waitForExit()
  }

  /// In a narrow terminal the device's name is cut at its words, in the middle.
  @Test func aLongDeviceNameIsCutInItsMiddle() throws {
    let session = try Self.open("sticky-product-page.yaml", cols: 44, rows: 24)
    defer { session.tmux.kill() }
    try session.waitForStatus("offset 0,0")
    try session.tmux.sendKey("d", times: 3)
    let status = try session.waitForStatus("iPhone…Max · ").last ?? ""
    #expect(status.hasPrefix("iPhone…Max · portrait · offset 0,0"), "\(status)")
    try session.tmux.sendKeys("q")
    try session.tmux.waitForExit()
  }

  /// At 80x24 the iPhone SE does not fit at zoom 1: the status line says which rows show and
  /// that `0` shows all; `0` zooms below 1 until the whole device, and its sticky footer, show.
  @Test func zeroFitsTheWholeDeviceBelowZoomOne() throws {
    let session = try Self.open("sticky-product-page.yaml", cols: 80, rows: 24)
    defer { session.tmux.kill() }
    let first = try session.waitForStatus("rows 0-336 of 568 pt · 0 shows all")
    #expect(!first.contains { $0.contains("Add to cart") })
    try session.tmux.sendKeys("0")
    try session.waitForStatus("zoom 0.5 (the whole device) · ")
    let screen = try session.tmux.waitUntil("the notice to go", timeout: 10) {
      !($0.last ?? "").contains("the whole device")
    }
    let status = screen.last ?? ""
    #expect(!status.contains("rows ") && !status.contains("0 shows all"), "\(status)")
    #expect(screen.contains { $0.contains("Add to cart") }, "\(screen.joined(separator: "\n"))")
    // `+` leaves the fit: zoom 0.75, cropped again; `0` fits again.
    try session.tmux.sendKeys("+")
    try session.waitForStatus("0 shows all")
    try session.tmux.sendKeys("0")
    try session.waitForStatus("zoom 0.5 (the whole device) · ")
    try session.tmux.sendKeys("q")
    try session.tmux.waitForExit()
  }
}

extension PreviewDemoEndToEndTests {
  /// `help preview` and `?` list every key, `a`, `=`, `e`, `0` and `J`/`K` among them.
  @Test func helpListsEveryKey() throws {
    let help = try CLITests().run(["help", "preview"])
    let text = help.output.replacing("\n", with: " ").replacing(#/ +/#, with: " ")
    for key in [
      "a light/dark", "= variants", "e edit", "0 the whole device", "J/K/H/L move the view",
      "w next import warning", "Tab/Shift-Tab select", "Ctrl-L redraw",
    ] {
      #expect(text.contains(key), "help preview lacks '\(key)':\n\(help.output)")
    }
    let session = try Self.open("sticky-product-page.yaml", cols: 100, rows: 40)
    defer { session.tmux.kill() }
    try session.waitForStatus("offset 0,0")
    try session.tmux.sendKeys("?")
    let screen = try session.tmux.waitFor(text: "close this help").joined(separator: "\n")
    for key in ["o  d  a ", "=    ", "e    ", "+ -  0 ", "J K H L ", "r  Ctrl-L "] {
      #expect(screen.contains(key), "? lacks '\(key)':\n\(screen)")
    }
    try session.tmux.sendKeys("q", "q")
    try session.tmux.waitForExit()
  }
}

extension PreviewDemoEndToEndTests {
  /// In a terminal whose entry knows only X10 mouse reports (tmux's), the previewer asks for
  /// SGR 1006 ones: a click past column 223 selects the brick there.
  @Test func aClickPastColumn223Selects() throws {
    let session = try Self.open(
      "sticky-product-page.yaml", cols: 260, rows: 60, ["--device", "ipad", "--zoom", "2"])
    defer { session.tmux.kill() }
    let screen = try session.waitForStatus("offset 0,0")
    // The device's right edge lies past column 223.
    #expect(screen.first { $0.contains("┌") }.map { $0.count > 230 } == true)
    try session.tmux.sendText("\u{1B}[<0;229;10M\u{1B}[<0;229;10m")
    try session.tmux.waitFor(text: "id        hero")
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "Sticky product page")
  }
}

import Foundation
import Testing

/// Issue 25 under tmux: the previewer fits the whole device when it can, `G` shows the last
/// brick, `o` shows the whole landscape device and says so, and Tab brings an off-screen brick
/// into view.
@Suite struct PreviewFitEndToEndTests {
  /// 35 one-row labels on an iPhone SE (the last ends at 560 of 568 points), the last one
  /// `THE END`; terminal text metrics, so each 16-point label holds its line.
  static let rows = """
    title: Rows
    device: iphone-se
    textMetrics: terminal
    root:
      bricks:
        - {type: label, id: r, text: "line {index}", height: 16, repeat: 34}
        - {type: label, id: end, text: "THE END", height: 16}
    """

  static func start(_ name: String, cols: Int, rows: Int) throws -> PreviewSession {
    let session = try PreviewSession.start(
      name, arguments: ["preview", "$DIR/rows.yaml"], files: ["rows.yaml": Self.rows],
      cols: cols, rows: rows)
    try session.waitForStatus("offset 0,0")
    return session
  }

  @Test(arguments: [(100, 40), (200, 60)])
  func theWholeIPhoneSEShowsAtOpen(_ cols: Int, _ rows: Int) throws {
    let session = try Self.start("pv-fit-\(cols)", cols: cols, rows: rows)
    defer { session.tmux.kill() }
    let screen = try session.tmux.capture()
    let status = screen.last ?? ""
    #expect(!status.contains(" pt"), "no crop note: \(status)")
    #expect(screen.contains { $0.contains("line 0") }, "\(screen)")
    #expect(screen.contains { $0.contains("THE END") }, "the device's last row shows: \(screen)")
    try session.tmux.sendKeys("q")
  }

  @Test(arguments: [(80, 24), (100, 40), (200, 60)])
  func bigGShowsTheLastBrick(_ cols: Int, _ rows: Int) throws {
    let session = try Self.start("pv-fit-g-\(cols)", cols: cols, rows: rows)
    defer { session.tmux.kill() }
    try session.tmux.sendKeys("G")
    try session.tmux.waitFor(text: "THE END")
    try session.tmux.sendKeys("g")
    try session.tmux.waitFor(text: "line 0 ")
    try session.tmux.sendKeys("q")
  }

  @Test(arguments: [(100, 40), (200, 60)])
  func turningShowsTheWholeLandscapeDevice(_ cols: Int, _ rows: Int) throws {
    let session = try Self.start("pv-fit-o-\(cols)", cols: cols, rows: rows)
    defer { session.tmux.kill() }
    try session.tmux.sendKeys("o")
    // The orientation part, not the notice `o` shows at once (`landscape, size classes …`)
    // while the old layout is still being solved for the turned device.
    let screen = try session.tmux.waitUntil("the landscape layout") {
      let status = $0.last ?? ""
      return status.contains("· landscape ·") || status.hasPrefix("landscape ·")
    }
    let status = screen.last ?? ""
    #expect(!status.contains(" pt"), "the whole landscape device, no crop note: \(status)")
    // The landscape device is 568 points wide: its border spans 71 columns at zoom 1 (or more).
    let top = screen.first { $0.contains("┌") } ?? ""
    let width = top.filter { $0 == "─" }.count + 2
    #expect(width >= 71 + 2, "\(screen)")
    try session.tmux.sendKeys("q")
  }

  @Test func tabBringsAnOffScreenBrickIntoView() throws {
    let session = try Self.start("pv-fit-tab", cols: 80, rows: 24)
    defer { session.tmux.kill() }
    // At 80x24 the device is cropped: line 30 is on the device but not in the window.
    let first = try session.tmux.capture()
    #expect(!first.contains { $0.contains("line 30") })
    #expect((first.last ?? "").contains("rows 0-"), "\(first.last ?? "")")
    for _ in 0..<31 { try session.tmux.sendKeys("Tab") }
    try session.tmux.waitFor(text: "#30")  // the inspector shows the selection
    try session.tmux.waitFor(text: "line 30")
    try session.tmux.sendKeys("q")
  }
}

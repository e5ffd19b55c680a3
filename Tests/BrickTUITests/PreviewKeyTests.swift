import BrickCore
import BrickPreviewTestSupport
import BrickRaster
import BrickTerminal
import Testing

@testable import BrickPreview

/// Every key of docs/layout-file.md#previewer-keys through the run loop: scripted keys in, the
/// model's state out, as one line per case
/// (`offset 0,16 portrait compact/regular iphone-se zoom 1 ...`).
@Suite struct PreviewKeyTests {
  /// The traits layout on an iPhone SE in a 50 × 20 terminal: the terminal shows 40 × 17 of
  /// the device's 40 × 36 cells, but the scroll view is the whole device, so a page is 568
  /// points; the content is 50 + 80 + 20 × 60 = 1330 points tall (the end is 762). A jump
  /// still running is finished first.
  static func summary(_ model: PreviewModel) -> String {
    var m = model
    m.finishJump(now: m.clock)
    let t = m.environment.traits
    let device: String
    switch m.display.choice.device {
    case .preset(let preset): device = preset.name
    case .size(let s, _): device = "\(s.width)x\(s.height)"
    }
    var parts = [
      "offset \(NumberText.point(m.offset))",
      t.orientation.rawValue, "\(t.horizontalSizeClass.rawValue)/\(t.verticalSizeClass.rawValue)",
      device, "zoom \(NumberText.rounded(m.display.zoom, places: 3))",
    ]
    if m.inspection.inspectorVisible {
      parts.append(
        "inspector "
          + (m.inspection.selection.map { ItemKeys.key(of: $0, in: m.engine.layout.compiled) }
            ?? "-"))
    }
    if m.inspection.helpVisible { parts.append("help") }
    return parts.joined(separator: " ")
  }

  static let cases: [(keys: [Key], expected: String)] = [
    ([], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    ([.char("j")], "offset 0,16 portrait compact/regular iphone-se zoom 1"),
    (
      [.char("j"), .char("j"), .char("k")], "offset 0,16 portrait compact/regular iphone-se zoom 1"
    ),
    ([.down, .down], "offset 0,32 portrait compact/regular iphone-se zoom 1"),
    ([.up], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    // A page is the part of the device that shows (17 rows of 16 points here).
    ([.char(" ")], "offset 0,272 portrait compact/regular iphone-se zoom 1"),
    (
      [.char(" "), .char(" "), .char("b")], "offset 0,272 portrait compact/regular iphone-se zoom 1"
    ),
    ([.pageDown], "offset 0,272 portrait compact/regular iphone-se zoom 1"),
    ([.pageDown, .pageUp], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    ([.char("G")], "offset 0,762 portrait compact/regular iphone-se zoom 1"),
    ([.char("G"), .char("g")], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    ([.end], "offset 0,762 portrait compact/regular iphone-se zoom 1"),
    ([.end, .home], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    ([.char("l")], "offset 0,0 portrait compact/regular iphone-se zoom 1"),  // nothing to the side
    ([.char("o")], "offset 0,0 landscape compact/compact iphone-se zoom 1"),
    (
      // The device is as wide as the content: nothing to the side, whatever the terminal.
      [.char("o"), .char("l"), .char("l")], "offset 0,0 landscape compact/compact iphone-se zoom 1"
    ),
    ([.char("o"), .right, .left], "offset 0,0 landscape compact/compact iphone-se zoom 1"),
    ([.char("o"), .char("o")], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    ([.char("c")], "offset 0,0 portrait regular/regular iphone-se zoom 1"),
    ([.char("c"), .char("c")], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    ([.char("v")], "offset 0,0 portrait compact/compact iphone-se zoom 1"),
    ([.char("d")], "offset 0,0 portrait compact/regular iphone-se3 zoom 1"),
    (
      [.char("c"), .char("d"), .char("d"), .char("d"), .char("o")],
      "offset 0,0 landscape regular/compact iphone-16-pro-max zoom 1"
    ),
    ([.char("+")], "offset 0,0 portrait compact/regular iphone-se zoom 1.5"),
    ([.char("+"), .char("+")], "offset 0,0 portrait compact/regular iphone-se zoom 2"),
    ([.char("-")], "offset 0,0 portrait compact/regular iphone-se zoom 0.75"),
    ([.char("i")], "offset 0,0 portrait compact/regular iphone-se zoom 1 inspector box"),
    ([.char("i"), .char("i")], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    ([.tab], "offset 0,0 portrait compact/regular iphone-se zoom 1 inspector box"),
    ([.tab, .tab], "offset 0,0 portrait compact/regular iphone-se zoom 1 inspector tall"),
    // The whole device is displayed (the inspector takes terminal rows, not device points):
    // rest#7 is the last item in it.
    ([.tab, .backTab], "offset 0,0 portrait compact/regular iphone-se zoom 1 inspector rest#7"),
    ([.tab, .escape], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    ([.char("?")], "offset 0,0 portrait compact/regular iphone-se zoom 1 help"),
    ([.char("?"), .char("?")], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    ([.char("?"), .escape], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    // q closes the help.
    ([.char("?"), .char("q")], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
    // No states, no source.
    ([.char("n"), .char("p"), .char("r")], "offset 0,0 portrait compact/regular iphone-se zoom 1"),
  ]

  @Test(arguments: cases)
  func keys(keys: [Key], expected: String) throws {
    let (_, app) = try Preview.run(
      TestFiles.traits, cols: 50, rows: 20, keys: keys.map(InputEvent.key))
    let model = try #require(app.viewer)
    #expect(Self.summary(model) == expected, "keys \(keys.map(\.description))")
  }

  @Test func qQuitsAndTheTerminalIsEnded() throws {
    let app = PreviewApp(file: PreviewEntry(path: "t.yaml", spec: Preview.spec(TestFiles.small)))
    let (backend, _, outcome) = try Preview.runWithOutcome(
      app, script: [.event(.key(.char("j"))), .event(.key(.char("q")))])
    #expect(outcome == .quit)
    #expect(backend.endCount == 1 && !backend.isActive)
  }

  @Test func theMouseWheelScrollsThreeRows() throws {
    let wheel: [InputEvent] = [
      .mouse(.wheelDown(x: 10, y: 5)), .mouse(.wheelDown(x: 10, y: 5)),
      .mouse(.wheelUp(x: 3, y: 3)),
    ]
    let (backend, app) = try Preview.run(TestFiles.traits, cols: 120, rows: 20, keys: wheel)
    #expect(app.viewer?.offset == Point(x: 0, y: 48))
    #expect(backend.lastFrameLines.last?.contains("offset 0,48") == true)
  }

  @Test func theStatusLineFollowsTheToggles() throws {
    let (backend, _) = try Preview.run(
      TestFiles.traits, cols: 160, rows: 20,
      keys: [.key(.char("o")), .key(.char("c")), .key(.char("j"))])
    let statuses = backend.frames.map { $0.lines().last ?? "" }
    #expect(
      statuses[0].hasPrefix(
        "Traits · iPhone SE (1st gen) · portrait · compact/regular · offset 0,0 · content 320×1330")
    )
    #expect(statuses[1].contains("· landscape · compact/compact ·"))
    // A size class a key overrode is marked.
    #expect(statuses[2].contains("· landscape · regular*/compact ·"))
    #expect(statuses[3].contains("offset 0,16"))
    #expect(statuses[3].hasSuffix("? help"))
  }

  /// The toggles re-solve at once: the rules' branches change the frames.
  @Test func togglesResolveTheLayout() {
    var m = Preview.model(TestFiles.traits, cols: 60, rows: 30)
    #expect(m.frame("box") == Rect(x: 0, y: 0, width: 320, height: 50))
    #expect(m.frame("tall")?.height == 80)
    m.toggleOrientation(now: 0)
    #expect(m.frame("box") == Rect(x: 0, y: 0, width: 568, height: 100))
    #expect(m.frame("tall")?.height == 40)
    m.toggleHorizontalSizeClass(now: 0)
    #expect(m.frame("box")?.width == 284)
    m.toggleVerticalSizeClass(now: 0)
    #expect(m.frame("tall")?.height == 80)
    m.nextDevice(now: 0)  // iPhone SE 3rd gen, landscape, overrides cleared
    #expect(m.environment.viewport == Size(width: 667, height: 375))
    #expect(m.frame("box")?.width == 667)
  }

  /// Turning the device keeps the top visible item at the top.
  @Test func theTopVisibleItemStaysThroughAReSolve() {
    var m = Preview.model(TestFiles.traits, cols: 60, rows: 30)
    m.scroll(to: Point(x: 0, y: 130 + 60 * 5))  // rest#5 at the top
    m.toggleOrientation(now: 0)  // box is 100 tall, tall is 40: rest#5 is now at 140 + 300
    #expect(m.offset.y == 440)
    m.toggleOrientation(now: 0)
    #expect(m.offset.y == 430)
  }

  @Test func zoomChangesTheCellsKeepingTheOffset() {
    var m = Preview.model(TestFiles.small, cols: 40, rows: 14)
    m.scrollLines(1, now: 0)
    #expect(m.geometry.viewport.width == 20)
    m.zoom(in: true, now: 0)
    m.zoom(in: true, now: 0)
    #expect(m.display.zoom == 2)
    #expect(m.geometry.viewport.width == 38)  // 40 cells wanted, 38 fit
    #expect(m.offset == Point(x: 0, y: 16))
    m.zoom(in: false, now: 0)
    m.zoom(in: false, now: 0)
    m.zoom(in: false, now: 0)
    #expect(m.display.zoom == 0.75)
    #expect(m.geometry.viewport.width == 15)
  }
}

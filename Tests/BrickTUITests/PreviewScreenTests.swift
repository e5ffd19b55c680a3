import BrickCore
import BrickPreviewTestSupport
import BrickRaster
import BrickTerminal
import BrickTestSupport
import Testing

@testable import BrickPreview
@testable import BrickTUI

/// Whole screens of the previewer for small layouts, the inspector, the gallery, and terminals
/// of every size down to nothing.
@Suite struct PreviewScreenTests {
  /// Expected screens, one file a case (`RECORD_FIXTURES=1` records them).
  static let screens = Fixtures.folder("Screens")

  static func trimmed(_ line: String) -> String {
    var s = Substring(line)
    while s.last == " " { s.removeLast() }
    return String(s)
  }

  @Test func aSmallLayoutCentredWithItsStatusLine() throws {
    let (backend, _) = try Preview.run(TestFiles.small, cols: 30, rows: 10, keys: [])
    // At 30 columns the orientation, the offset and `? help` stay; the rest goes.
    Fixtures.expect(
      backend.lastFrameLines.map(Self.trimmed).joined(separator: "\n"),
      file: Self.screens.appendingPathComponent("small-30x10.txt"))
  }

  @Test func scrolledARowAndSelected() throws {
    let (backend, app) = try Preview.run(
      TestFiles.small, cols: 80, rows: 14, keys: [.key(.char("j")), .key(.tab), .key(.tab)])
    // The device's name goes first when the line is too long for `? help`.
    Fixtures.expect(
      backend.lastFrameLines.map(Self.trimmed).joined(separator: "\n"),
      file: Self.screens.appendingPathComponent("scrolled-and-selected-80x14.txt"))
    // The selected brick: its edges reversed and bold.
    let grid = try #require(backend.frames.last)
    #expect(grid[11, 4].style.attributes.contains(.reverse))
    #expect(grid[11, 4].scalar == "B")
    #expect(!grid[21, 4].style.attributes.contains(.reverse))  // Charlie
    #expect(app.viewer?.inspection.selection == 2)
  }

  @Test func theInspectorExplainsTheRuleBranches() {
    var m = Preview.model(TestFiles.traits, cols: 100, rows: 30)
    m.selectNext(forward: true, now: 0)
    var lines = m.inspectorLines()
    #expect(lines.contains("id        box"))
    #expect(lines.contains("width     horizontalSizeClass → compact: fill"))
    #expect(lines.contains("height    orientation → portrait: fixed 50"))
    m.toggleOrientation(now: 0)
    m.toggleHorizontalSizeClass(now: 0)
    lines = m.inspectorLines()
    #expect(m.inspection.selection == m.item("box"))
    #expect(lines.contains("width     horizontalSizeClass → regular: ratio 0.5"))
    #expect(lines.contains("height    orientation → landscape: fixed 100"))
    #expect(lines.contains("frame     0,0 284×100"))
  }

  @Test func aClickSelectsTheBrickUnderIt() throws {
    // The viewport is at columns 30…49, rows 3…8; Charlie at its columns 10…19, rows 2…3.
    let (_, app) = try Preview.run(
      TestFiles.small, cols: 80, rows: 14, keys: [.mouse(.press(x: 45, y: 5))])
    let model = try #require(app.viewer)
    #expect(model.inspection.inspectorVisible)
    #expect(model.inspection.selection == model.item("c"))
    // Outside the viewport: nothing happens.
    var m = model
    let clicked = m.click(x: 0, y: 0, now: 0)
    #expect(!clicked)
  }

  @Test func theHelpOverlay() throws {
    let (backend, _) = try Preview.run(
      TestFiles.small, cols: 60, rows: 24, keys: [.key(.char("?"))])
    let text = backend.lastFrameLines.joined(separator: "\n")
    #expect(text.contains("─ Keys ─"))
    #expect(text.contains("r  Ctrl-L        reload now, redraw"))
    #expect(text.contains("q                quit (a folder: back)"))
  }

  @Test(arguments: [
    (0, 0), (1, 1), (2, 2), (3, 1), (15, 4), (16, 4), (16, 5), (17, 6), (200, 3), (1, 60),
  ])
  func anySizeIsSafe(cols: Int, rows: Int) throws {
    let keys: [InputEvent] = [
      .key(.char("j")), .key(.tab), .key(.char("G")), .key(.char("o")), .key(.char("+")),
      .key(.char("?")),
      .mouse(.press(x: 0, y: 0)), .key(.char("i")), .resize(cols: cols, rows: rows),
      .key(.char("k")),
    ]
    for yaml in [TestFiles.small, TestFiles.empty, TestFiles.collection] {
      let (backend, _) = try Preview.run(yaml, cols: cols, rows: rows, keys: keys)
      let last = try #require(backend.frames.last)
      #expect(last.width == max(0, cols) && last.height == max(0, rows))
      if cols < ScreenGeometry.minimumSize.cols || rows < ScreenGeometry.minimumSize.rows,
        cols >= 18, rows >= 1
      {
        #expect(backend.lastFrameLines.contains { $0.contains("terminal too small") })
      }
    }
  }

  @Test func resizingDownAndBack() throws {
    let keys: [InputEvent] = [
      .resize(cols: 1, rows: 1), .resize(cols: 12, rows: 3), .resize(cols: 30, rows: 10),
    ]
    let (backend, _) = try Preview.run(TestFiles.small, cols: 30, rows: 10, keys: keys)
    #expect(backend.frames[2].lines() == ["            ", " too small  ", "            "])
    #expect(backend.frames[3].lines() == backend.frames[0].lines())
  }

  @Test func anEmptyLayout() throws {
    let keys: [InputEvent] = [
      .key(.tab), .key(.char("G")), .key(.char("j")), .key(.char(" ")), .key(.char("o")),
    ]
    let (backend, app) = try Preview.run(TestFiles.empty, cols: 120, rows: 20, keys: keys)
    let model = try #require(app.viewer)
    #expect(model.inspection.selection == nil)
    #expect(model.offset == .zero)
    #expect(model.inspectorLines().first == "Nothing selected.")
    #expect(backend.lastFrameLines.last?.contains("content 568×0") == true)
  }

  // MARK: - The gallery

  static func gallery() -> PreviewApp {
    PreviewApp(
      folder: "Layouts",
      entries: [
        PreviewEntry(path: "Layouts/a.yaml", spec: Preview.spec(TestFiles.small)),
        PreviewEntry(path: "Layouts/b.yaml", spec: Preview.spec(TestFiles.states)),
        PreviewEntry(path: "Layouts/c.yaml", spec: Preview.spec(TestFiles.traits)),
      ])
  }

  @Test func theGalleryListsTheLayouts() throws {
    let (backend, app) = try Preview.run(Self.gallery(), cols: 60, rows: 8, script: [])
    #expect(app.screen == .gallery)
    let lines = backend.lastFrameLines.map(Self.trimmed)
    #expect(lines[0] == "Brickyard: 3 layouts in Layouts")
    #expect(lines[1] == "▸ Small                       a.yaml")
    #expect(lines[2] == "  States                      b.yaml")
    #expect(lines[3] == "  Traits                      c.yaml")
    #expect(lines[7].hasPrefix("Enter open"))
  }

  /// Issue 35.7: long screen names are cut in the middle between their words, and two that
  /// would read the same keep a word that tells them apart.
  @Test func theGalleryCutsLongNamesInTheMiddle() throws {
    func entry(_ name: String) -> PreviewEntry {
      PreviewEntry(
        path: "Example/\(name).swift",
        spec: Preview.spec("title: \(name)\nroot:\n  bricks:\n    - {type: label, text: x}\n"))
    }
    let app = PreviewApp(
      folder: "Example",
      entries: [
        entry("ImagesInCollectionBrickViewController"),
        entry("ImagesInCollectionBrickHorizontalViewController"),
      ])
    let (backend, _) = try Preview.run(app, cols: 48, rows: 6, script: [])
    let lines = backend.lastFrameLines.map(Self.trimmed)
    let rows = [lines[1], lines[2]].map { String($0.dropFirst(2).prefix(21)) }
    #expect(rows[0] != rows[1], "\(lines)")
    #expect(rows[1].contains("Horizontal"), "\(lines)")
    #expect(rows.allSatisfy { $0.hasPrefix("ImagesIn") }, "\(lines)")
  }

  @Test func galleryNavigation() throws {
    func step(_ keys: [InputEvent]) throws -> PreviewApp {
      try Preview.run(
        Self.gallery(), cols: 80, rows: 20, script: keys.map(RecordingBackend.Step.event)
      ).1
    }
    let k = Preview.key
    var app = try step([k("j"), .key(.enter)])
    #expect(
      app.screen == .viewer && app.openIndex == 1 && app.viewer?.document.stateName == "before")
    app = try step([k("j"), .key(.enter), k("n")])  // a state first
    #expect(app.openIndex == 1 && app.viewer?.document.stateName == "after")
    app = try step([k("j"), .key(.enter), k("n"), k("n")])  // past the last state: the next layout
    #expect(app.openIndex == 2 && app.viewer?.document.title == "Traits")
    app = try step([.key(.enter), k("p")])  // before the first: wraps to the last layout
    #expect(app.openIndex == 2)
    app = try step([.key(.enter), k("n"), k("q")])
    #expect(app.screen == .gallery && app.gallerySelection == 1 && app.viewer == nil)
    // Esc closes the help, then goes back.
    app = try step([.key(.enter), k("?"), .key(.escape), .key(.escape)])
    #expect(app.screen == .gallery)
    app = try step([.key(.down), .key(.down), .key(.down), .key(.up)])
    #expect(app.gallerySelection == 1)
    app = try step([.mouse(.press(x: 3, y: 3))])
    #expect(app.openIndex == 2)
    let (_, _, outcome) = try Preview.runWithOutcome(
      Self.gallery(), script: [.event(.key(.enter)), .event(k("q")), .event(k("q"))])
    #expect(outcome == .quit)
  }
}

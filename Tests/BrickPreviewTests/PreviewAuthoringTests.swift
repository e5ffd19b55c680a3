import BrickCore
import BrickFormat
import BrickPreviewTestSupport
import BrickRaster
import BrickTerminal
import Testing

@testable import BrickPreview

/// The previewer and the authoring keys: `start:` (docs/layout-file.md#where-the-preview-starts),
/// states that change behaviors (docs/layout-file.md#data-states), the inspector's source line and
/// `e` (docs/layout-file.md#previewer-keys).
@Suite struct PreviewAuthoringTests {
  static let long = """
    title: Long
    device: {width: 320, height: 480}
    start: bottom
    root:
      bricks:
        - {type: label, id: row, text: "Row {index}", height: 50, repeat: 40}

    """

  @Test func startBottomOpensAtTheEnd() {
    let m = Preview.model(Self.long, cols: 60, rows: 40)
    #expect(m.offset.y == 2000 - m.engine.scene.viewport.size.height)
    #expect(m.offset.y > 0)
  }

  @Test func startOffsetOpensThere() {
    let text = Self.long.replacingOccurrences(
      of: "start: bottom", with: "start: {offset: [0, 300]}")
    let m = Preview.model(text, cols: 60, rows: 40)
    #expect(m.offset == Point(x: 0, y: 300))
  }

  static let sticky = """
    title: Sticky states
    device: {width: 320, height: 480}
    root:
      bricks:
        - {type: label, id: head, text: "Head", height: 40}
        - {type: label, id: row, text: "Row {index}", height: 50, repeat: 20}
    behaviors:
      - {type: sticky, bricks: [head]}
    states:
      - {name: plain, behaviors: []}

    """

  @Test func aStateThatDropsTheBehaviorIsSteppedToAfterTheFilesOwn() {
    var m = Preview.model(Self.sticky, cols: 60, rows: 40)
    // The file's own version comes first, as "default": the header sticks.
    #expect(m.document.states.map(\.name) == ["default", "plain"])
    #expect(m.document.stateName == "default")
    m.scroll(to: Point(x: 0, y: 200))
    #expect(m.frame("head")?.y == 200)
    let stepped = m.stepState(1, wrap: true, now: 1)
    #expect(stepped)
    #expect(m.document.stateName == "plain")
    #expect(m.offset.y == 200)
    #expect(m.frame("head")?.y == 0)
  }

  @Test func theInspectorShowsTheSourceLineAndEOpensTheEditorThere() throws {
    var app = PreviewApp(
      file: PreviewEntry(path: "dir/test.yaml", spec: Preview.spec(Self.sticky), text: Self.sticky))
    _ = app.handle(.resize(cols: 100, rows: 40), now: 0)
    // Nothing selected: `e` opens the file at its top.
    let atTop = app.handle(.key(.char("e")), now: 0)
    #expect(atTop == .edit(path: "dir/test.yaml", line: 1))
    // The inspector selects the first brick, written on line 5; Tab goes on to the rows (6).
    _ = app.handle(.key(.char("i")), now: 0)
    #expect(app.viewer?.inspectorLines().contains("source    test.yaml:5  (e: edit)") == true)
    let atHead = app.handle(.key(.char("e")), now: 0)
    #expect(atHead == .edit(path: "dir/test.yaml", line: 5))
    _ = app.handle(.key(.tab), now: 0)
    let model = try #require(app.viewer)
    #expect(model.inspectorLines().contains("source    test.yaml:6  (e: edit)"))
    let atRow = app.handle(.key(.char("e")), now: 0)
    #expect(atRow == .edit(path: "dir/test.yaml", line: 6))
  }
}

import BrickCore
import BrickFormat
import BrickPreviewTestSupport
import BrickRaster
import Testing

@testable import BrickPreview

/// Live reload with a scripted file: good saves re-solve keeping the offset and selection and
/// flash what changed; bad saves show the error over the last good layout, but only once they
/// have lasted half a second; `r` reloads at once.
@Suite struct PreviewReloadTests {
  static let path = "test.yaml"
  static let edited = TestFiles.small
    .replacing(#"text: "Charlie""#, with: #"text: "Charles""#)
    .replacing(
      #"- {type: label, id: f, height: 32, text: "Foxtrot"}"#,
      with: """
        - {type: label, id: f, height: 32, text: "Foxtrot"}
            - {type: label, id: g, height: 32, text: "Golf"}
        """)
  static let broken = TestFiles.small.replacing("id: d, height: 32", with: "id: d, hieght: 32")

  static func start(_ text: String = TestFiles.small) -> (PreviewModel, ScriptedSource) {
    let source = ScriptedSource([path: text])
    let model = Preview.model(text, cols: 80, rows: 16, path: path, source: source)
    return (model, source)
  }

  @Test func aGoodSaveKeepsOffsetAndSelectionAndFlashes() {
    var (m, source) = Self.start()
    m.scrollLines(1, now: 0)
    m.selectNext(forward: true, now: 0)  // a
    m.selectNext(forward: true, now: 0)  // b
    m.selectNext(forward: true, now: 0)  // c
    #expect(m.inspection.selection == m.item("c"))
    source.set(Self.path, Self.edited)
    Preview.advance(&m, to: 0.3, source: source)  // polled at 0.2, flashing until 0.8
    #expect(m.document.error == nil)
    #expect(m.frame("g") == Rect(x: 0, y: 160, width: 160, height: 32))
    #expect(m.offset == Point(x: 0, y: 16))
    #expect(m.inspection.selection == m.item("c"))
    #expect(m.animations.flashes[m.item("c") ?? -1] == .updated)
    #expect(m.animations.flashes[m.item("g") ?? -1] == .inserted)
    #expect(Preview.screen(m).contains { $0.contains("Charles") })
    Preview.advance(&m, to: 2, source: source)
    #expect(m.animations.flashes.isEmpty)
  }

  @Test func aBrokenSaveShowsItsErrorOverTheLastGoodLayout() throws {
    var (m, source) = Self.start()
    source.set(Self.path, Self.broken)
    Preview.advance(&m, to: 0.45, source: source)
    #expect(m.document.error == nil)  // not for 500 ms
    Preview.advance(&m, to: 1, source: source)
    let error = try #require(m.document.error?.first)
    #expect(error.location == "test.yaml:8:28")
    #expect(error.summary.contains("hieght"))
    let screen = Preview.screen(m)
    #expect(screen.contains { $0.contains("test.yaml:8:28") })
    #expect(screen.contains { $0.contains("Alpha") })  // the last good layout
    #expect(screen.contains { $0.contains("Layout error") })
    #expect(m.statusText.hasSuffix("ERROR"))
    // Still usable.
    m.scrollLines(1, now: 1)
    #expect(m.offset.y == 16)
    // Fixed again: the overlay goes.
    source.set(Self.path, TestFiles.small)
    Preview.advance(&m, to: 1.5, source: source)
    #expect(m.document.error == nil)
    #expect(!Preview.screen(m).contains { $0.contains("Layout error") })
    #expect(m.offset.y == 16)
  }

  /// Truncate then write, delete then recreate, write a temp file and rename: each looks
  /// broken for a poll or two, never for 500 ms, so no error ever shows.
  @Test(arguments: ["truncate", "delete", "rename"])
  func aHalfWrittenFileThatBecomesGoodNeverShowsTheError(how: String) {
    var (m, source) = Self.start()
    switch how {
    case "truncate": source.set(Self.path, "")
    case "delete": source.remove(Self.path)
    default: source.set(Self.path, String(Self.edited.prefix(60)))
    }
    var errors = 0
    var t = 0.0
    while t < 0.35 {
      t += 0.05
      Preview.advance(&m, to: t, source: source)
      if m.document.error != nil { errors += 1 }
    }
    source.set(Self.path, Self.edited)
    while t < 2 {
      t += 0.05
      Preview.advance(&m, to: t, source: source)
      if m.document.error != nil { errors += 1 }
    }
    #expect(errors == 0)
    #expect(m.frame("g") != nil)
  }

  @Test func rReloadsNowAndShowsAnErrorAtOnce() {
    var (m, source) = Self.start()
    source.set(Self.path, Self.broken)
    var changed = m.reloadNow(now: 0.01, source: source)
    #expect(changed)
    #expect(m.document.error?.first?.line == 8)
    source.set(Self.path, Self.edited)
    changed = m.reloadNow(now: 0.02, source: source)
    #expect(changed)
    #expect(m.document.error == nil && m.frame("g") != nil)
  }

  /// Read once more after a new stamp (a same-tick write would not change it), then never.
  @Test func anUnchangedFileIsNotReadAgain() {
    var (m, source) = Self.start()
    Preview.advance(&m, to: 3, source: source)
    #expect(source.reads == 1)
    source.set(Self.path, TestFiles.small)  // touched, same text: no reload, no flash
    Preview.advance(&m, to: 4, source: source)
    #expect(source.reads == 3)
    #expect(m.animations.flashes.isEmpty)
  }

  @Test func aReloadKeepsTheDataState() {
    let source = ScriptedSource([Self.path: TestFiles.states])
    var m = Preview.model(TestFiles.states, cols: 60, rows: 16, path: Self.path, source: source)
    m.stepState(1, wrap: true, now: 0)
    source.set(Self.path, TestFiles.states.replacing("New {index}", with: "Newer {index}"))
    Preview.advance(&m, to: 0.3, source: source)
    #expect(m.document.stateName == "after")
    #expect(m.animations.flashes[m.item("fresh") ?? -1] == .updated)
  }

}

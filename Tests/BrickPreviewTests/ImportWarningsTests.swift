import BrickCore
import BrickPreviewTestSupport
import Testing

@testable import BrickPreview

/// An imported Swift file's warnings reach the previewer: a count in the status line, `w`
/// steps through them (after the last, none), and `e` then opens the warning's file and line.
@Test func importWarningsInTheStatusLineAndEditor() throws {
  let warnings = [
    "/app/Screens/Screen.swift:4:40: warning: the text comes from a value known at run time",
    "/app/Screens/Screen.swift:9:7: warning: cannot follow the loop over `items`; skipped it",
  ]
  let text =
    "# Imported from /app/Screens/Screen.swift by `brickyard import`.\n"
    + warnings.map { "# warning: " + $0 + "\n" }.joined() + "title: \"Screen\"\nroot: {}\n"
  var model = PreviewModel(
    path: "/app/Screens/Screen.swift", spec: LayoutSpec(root: Section()), text: text)
  #expect(model.document.importWarnings == warnings)
  #expect(model.statusText.contains("2 warnings (w)"), "\(model.statusText)")
  #expect(model.shownWarningPlace == nil)
  #expect(step(&model))
  #expect(model.shownWarningPlace?.path == "/app/Screens/Screen.swift")
  #expect(model.shownWarningPlace?.line == 4)
  #expect(
    model.statusText.contains("warning 1/2 (e edits): Screen.swift:4:40: the text comes"),
    "\(model.statusText)")
  #expect(step(&model))
  #expect(model.shownWarningPlace?.line == 9)
  #expect(step(&model))
  #expect(model.shownWarningPlace == nil)
  // A layout file without the importer's header has none, whatever its comments say.
  let plain = PreviewModel(
    path: "x.yaml", spec: LayoutSpec(root: Section()), text: "# warning: a:1:1: no\nroot: {}\n")
  #expect(plain.document.importWarnings.isEmpty)
}

private func step(_ model: inout PreviewModel) -> Bool { model.stepWarning() }

import BrickCore
import BrickFormat
import BrickPreviewTestSupport
import Testing

@testable import BrickPreview

/// An imported Swift file's warnings reach the previewer as values (`ImportedSwift`, from
/// `LayoutFiles.open`): a count in the status line, `w` steps through them (after the last,
/// none), and `e` then opens the warning's file and line.
@Test func importWarningsInTheStatusLineAndEditor() throws {
  let warnings = [
    SourceWarning(
      file: "/app/Screens/Screen.swift", line: 4, column: 40,
      message: "the text comes from a value known at run time"),
    SourceWarning(
      file: "/app/Screens/Screen.swift", line: 9, column: 7,
      message: "cannot follow the loop over `items`; skipped it"),
  ]
  let imported = ImportedSwift(warnings: warnings, files: ["/app/Screens/Screen.swift"])
  var model = PreviewModel(
    path: "/app/Screens/Screen.swift", spec: LayoutSpec(root: Section()),
    text: "title: \"Screen\"\nroot: {}\n", imported: imported)
  #expect(model.document.importWarnings == warnings)
  #expect(model.statusText.contains("2 warnings (w)"), "\(model.statusText)")
  #expect(model.shownWarningPlace == nil)
  #expect(step(&model))
  #expect(model.shownWarningPlace == SourcePlace(file: "/app/Screens/Screen.swift", line: 4))
  #expect(
    model.statusText.contains("warning 1/2 (e edits): Screen.swift:4:40: the text comes"),
    "\(model.statusText)")
  #expect(step(&model))
  #expect(model.shownWarningPlace?.line == 9)
  #expect(step(&model))
  #expect(model.shownWarningPlace == nil)
  // Warnings are never read back out of a file's comments: text that looks like an import's
  // header, opened as a layout file, has none.
  let text =
    "# Imported from /app/Screens/Screen.swift by `brickyard import`.\n"
    + warnings.map { "# warning: \($0)\n" }.joined() + "title: \"Screen\"\nroot: {}\n"
  let plain = PreviewModel(path: "x.yaml", spec: LayoutSpec(root: Section()), text: text)
  #expect(plain.document.importWarnings.isEmpty)
}

private func step(_ model: inout PreviewModel) -> Bool { model.stepWarning() }

import BrickCore
import BrickFormat
import BrickPreviewTestSupport
import BrickTerminal
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

/// The warning `w` shows is read whole at 80×24 and 100×40, where the status line has room for
/// its start only (`warning 1/1 (e edits):…` hid every word of it): a box at the bottom shows
/// its file, line and column and its message wrapped; Esc hides it. Before `w`, the status line
/// says how many there are at every size.
@Test(arguments: [(80, 24), (100, 40), (200, 60)])
func theShownWarningIsReadWhole(_ cols: Int, _ rows: Int) {
  let message =
    "cannot follow the repeat count `dataSource.numberOfItems`; assumed 1 (the count is known"
    + " only when the app runs)"
  let file = "/app/Navigation/NavigationMasterViewController.swift"
  let imported = ImportedSwift(
    warnings: [SourceWarning(file: file, line: 80, column: 36, message: message)], files: [file])
  var model = PreviewModel(
    path: file, spec: LayoutSpec(root: Section()),
    text: "title: \"NavigationMasterViewController\"\nroot: {}\n", imported: imported)
  model.resize(TerminalSize(cols: cols, rows: rows), now: 0)
  func words(_ screen: [String]) -> [Substring] {
    screen.flatMap { $0.split(whereSeparator: { " │┃║".contains($0) }) }
  }
  func readsWhole(_ screen: [String]) -> Bool {
    let shown = words(screen)
    let wanted = message.split(separator: " ")
    return shown.indices.contains { i in
      shown.dropFirst(i).starts(with: wanted)
    }
  }
  // The count outranks the title and the `0` hint: at 80×24 it showed no sign of a warning.
  let before = Preview.screen(model)
  #expect(before.last?.contains("1 warning (w)") == true, "\(before.last ?? "")")
  #expect(!readsWhole(before))
  #expect(step(&model))
  let screen = Preview.screen(model)
  #expect(readsWhole(screen), "\(screen.joined(separator: "\n"))")
  #expect(screen.contains { $0.contains("NavigationMasterViewController.swift:80:36") })
  let hid = model.hideWarning()
  #expect(hid)
  #expect(!readsWhole(Preview.screen(model)))
  let again = model.hideWarning()
  #expect(!again)
}

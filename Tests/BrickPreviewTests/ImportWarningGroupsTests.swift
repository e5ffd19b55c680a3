import BrickCore
import BrickFormat
import BrickPreviewTestSupport
import Testing

@testable import BrickPreview

/// `w` steps through an import's warnings grouped as `brickyard import` prints them (issue 35
/// docs/editor.md): one message at several places once with its count, the cosmetic ones as one;
/// `e` opens the group's first place.
@Test func importWarningsAreSteppedThroughInGroups() throws {
  let file = "/app/Screens/Screen.swift"
  let runTime = "the text comes from a value known at run time"
  let notRun = "the closure `configureCellBlock` is not run; ignored it"
  let warnings = [
    SourceWarning(file: file, line: 12, column: 9, message: runTime),
    SourceWarning(file: file, line: 4, column: 40, message: runTime),
    SourceWarning(file: file, line: 6, column: 3, message: notRun, kind: .cosmetic),
    SourceWarning(file: file, line: 8, column: 3, message: notRun, kind: .cosmetic),
    SourceWarning(file: file, line: 9, column: 7, message: "cannot follow the width `w`"),
  ]
  let imported = ImportedSwift(warnings: warnings, files: [file])
  var model = PreviewModel(
    path: file, spec: LayoutSpec(root: Section()), text: "title: \"Screen\"\nroot: {}\n",
    imported: imported)
  #expect(model.statusText.contains("5 warnings (w)"), "\(model.statusText)")
  #expect(step(&model))
  #expect(model.shownWarningPlace == SourcePlace(file: file, line: 4))
  #expect(
    model.statusText.contains("warning 1/3 (e edits): Screen.swift:4:40: \(runTime) (×2)"),
    "\(model.statusText)")
  #expect(step(&model))
  #expect(model.shownWarningPlace?.line == 9)
  #expect(step(&model))
  #expect(model.shownWarningPlace?.line == 6)
  #expect(model.statusText.contains("2 closures that only style a cell"), "\(model.statusText)")
  #expect(step(&model))
  #expect(model.shownWarningPlace == nil)
}

private func step(_ model: inout PreviewModel) -> Bool { model.stepWarning() }

import BrickCore
import BrickFiles
import BrickFormat
import Foundation
import Testing

#if Importer
  /// A `.swift` file reads as the layout its import describes, so the previewer, its file watch
  /// and every command take BrickKit Swift where they take a layout file (docs/import.md).
  @Test func swiftFilesReadAsTheirImport() throws {
    let folder = NSTemporaryDirectory() + "brickyard-swiftfiles-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = "\(folder)/Screen.swift"
    let swift = """
      let section = BrickSection(bricks: [
        LabelBrick("title", height: .fixed(size: 40), text: "Title"),
        LabelBrick("half", width: .ratio(ratio: 1/2), text: "Half"),
      ], inset: 4)
      setSection(section)
      """
    try swift.write(toFile: file, atomically: true, encoding: .utf8)
    let text = try LayoutFiles.readLayout(path: file).get().text
    #expect(text.contains("# Screen.swift:2"))
    let spec = try LayoutFiles.open(path: file).get().spec
    guard case .section(let root) = spec.root.content else {
      Issue.record("the root is not a section")
      return
    }
    #expect(root.inset == 4)
    #expect(root.bricks.map(\.id) == ["title", "half"])
    #expect(root.bricks.last?.width == .ratio(0.5))
    // The raw text stays available, and other files are not imported.
    #expect(try LayoutFiles.readText(path: file).get() == swift)
    let yaml = "\(folder)/plain.yaml"
    try "root: {bricks: []}\n".write(toFile: yaml, atomically: true, encoding: .utf8)
    #expect(try LayoutFiles.readLayout(path: yaml).get().text == "root: {bricks: []}\n")
  }

  /// A screen's file given alone brings its app: the folder above it with an `AppDelegate.swift`
  /// (superclass, extensions, constants and the cell appearance set at launch).
  @Test func aScreenFileAloneBringsItsApp() throws {
    let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("BrickImportTests/Fixtures/App")
    let file = app.appendingPathComponent("Screens/ThirdsList.swift").path
    let text = try LayoutFiles.readLayout(path: file).get().text
    #expect(text.contains("title: \"ThirdsList\""), "\(text)")
    #expect(text.contains("width: \"1/3\""), "\(text)")
    #expect(text.contains("padding: 8"), "\(text)")
    #expect(!text.contains("# warning:"), "\(text)")
    #expect(
      SwiftApp.screenFiles(inFolder: app.path).map { ($0 as NSString).lastPathComponent } == [
        "FeedScreen.swift", "HelperScreen.swift", "ListBase.swift", "NamesScreen.swift",
        "ThirdsList.swift",
        "TogglesScreen.swift",
      ])
  }
#else
  /// Built without the Importer trait (`--disable-default-traits`), a `.swift` file is an error
  /// that names it and says what would work, its raw text still reads, and layout files load as
  /// in any build.
  @Test func swiftFilesNeedTheImporter() throws {
    let folder = NSTemporaryDirectory() + "brickyard-swiftfiles-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = "\(folder)/Screen.swift"
    let swift = "setSection(BrickSection(bricks: [LabelBrick(\"a\", text: \"A\")]))\n"
    try swift.write(toFile: file, atomically: true, encoding: .utf8)
    for result in [
      LayoutFiles.readLayout(path: file).map { _ in () },
      LayoutFiles.open(path: file).map { _ in () },
    ] {
      guard case .failure(let errors) = result, let error = errors.first else {
        Issue.record("\(file) read without the importer")
        continue
      }
      #expect(error.file == file)
      #expect(error.message == "is Swift source, and this brickyard was built without its importer")
      #expect(error.expected?.contains("a build with the Importer trait") == true)
      #expect(errors.description.hasPrefix("\(file): error: "), "\(errors)")
    }
    #expect(try LayoutFiles.readText(path: file).get() == swift)
    let yaml = "\(folder)/plain.yaml"
    try "root: {bricks: []}\n".write(toFile: yaml, atomically: true, encoding: .utf8)
    #expect(try LayoutFiles.readLayout(path: yaml).get().text == "root: {bricks: []}\n")
    guard case .section(let root) = try LayoutFiles.open(path: yaml).get().spec.root.content else {
      Issue.record("the root is not a section")
      return
    }
    #expect(root.bricks.isEmpty)
  }
#endif

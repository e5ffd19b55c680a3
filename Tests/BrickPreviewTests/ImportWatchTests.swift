#if Importer
  import BrickCore
  import BrickFiles
  import BrickFormat
  import Foundation
  import Testing

  @testable import BrickPreview

  /// A previewed `.swift` screen reloads when any file its import read changes: the watch
  /// polls one stamp that folds in every file the import read (docs/import.md).
  @Suite struct ImportWatchTests {
    @Test func aScreenReloadsWhenItsSuperclassFileChanges() throws {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("brickyard-import-watch-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      func write(_ name: String, _ text: String) throws {
        try text.write(
          to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
      }
      try write("AppDelegate.swift", "class AppDelegate: UIResponder {}\n")
      let base = """
        class Base: BrickViewController {
          var rows: LabelBrick!
          override func viewDidLoad() {
            super.viewDidLoad()
            rows = LabelBrick("row", height: .fixed(size: 40), text: "Row")
            setSection(BrickSection(bricks: [rows]))
          }
        }

        """
      try write("Base.swift", base)
      let screen = directory.appendingPathComponent("Screen.swift").path
      try write(
        "Screen.swift",
        """
        class Screen: Base {
          override func viewDidLoad() {
            super.viewDidLoad()
            rows.width = .ratio(ratio: 1/2)
          }
        }

        """)
      let source = DiskLayoutSource()
      // The files the import read come with the opened file (no process-wide record).
      let opened = try LayoutFiles.open(path: screen).get()
      #expect(opened.text.contains("width: \"1/2\"") && opened.text.contains("height: 40"))
      let files = try #require(opened.imported?.files)
      #expect(files.count == 3)
      let stamp = source.stamp(of: screen, with: files)
      let ownStamp = source.stamp(of: screen)
      #expect(source.stamp(of: screen, with: files) == stamp)
      var watch = FileWatch(path: screen, stamp: stamp, text: opened.text, files: files, now: 0)
      // Nothing changed: the poll that confirms the stamp finds nothing new.
      if case .loaded = watch.poll(now: 1, source: source) { Issue.record("a reload of nothing") }

      // Only the superclass's file changes (its size too, so the stamp differs even within one
      // tick of the file system's clock): the screen's stamp changes, and its text with it.
      try write("Base.swift", base.replacing("size: 40", with: "size: 600"))
      #expect(source.stamp(of: screen) == ownStamp)
      #expect(source.stamp(of: screen, with: files) != stamp)
      guard case .loaded(let file) = watch.poll(now: 2, source: source) else {
        Issue.record("the watch missed the superclass's change")
        return
      }
      #expect(file.text.contains("height: 600"))
      #expect(file.imported?.files == files)
    }
  }
#endif

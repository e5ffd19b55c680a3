#if Importer
  import BrickFiles
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// `brickyard import DIR` and `preview DIR` read a folder within the importer's limits (issue
  /// 22): each file as a file given alone is held (size, nesting, terms), what is not a regular
  /// file is never opened, links that loop are not followed round, and the folder as a whole is
  /// bounded in files and bytes.
  @Suite struct FolderImportLimitsTests {
    static let screen = """
      import BrickKit
      class Feed: BrickViewController {
        override func viewDidLoad() {
          setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
        }
      }

      """

    /// A new folder holding `Feed.swift`, removed after `body`.
    func withFolder(_ body: (String) throws -> Void) throws {
      let folder = NSTemporaryDirectory() + "brickyard-folder-" + UUID().uuidString
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      try Self.screen.write(toFile: folder + "/Feed.swift", atomically: true, encoding: .utf8)
      try body(folder)
    }

    func write(_ text: String, _ path: String) throws {
      try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Each kind of file a folder must not take down the import with: skipped, each with a
    /// warning naming it and why; the screen is still read.
    @Test func filesPastTheLimitsAndSpecialFilesAreSkipped() throws {
      try withFolder { folder in
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder + "/Sub/Deeper", withIntermediateDirectories: true)
        // Larger than a file may be (1 MB), never read whole.
        try write(
          "// " + String(repeating: "x", count: ImportLimits.maximumBytes), folder + "/Big.swift")
        // Nested [ past the parser's exponential corner, and a 2,000-term sum.
        try write(
          "let a = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30) + "\n",
          folder + "/Sub/Nested.swift")
        try write(
          "let s = " + Array(repeating: "1", count: 2_000).joined(separator: "+") + "\n",
          folder + "/Sub/Deeper/Terms.swift")
        // A FIFO (opening it would wait for a writer for ever), a link to a device, a broken
        // link, two links that point at each other, and a folder link back to the top.
        #expect(mkfifo(folder + "/Pipe.swift", 0o644) == 0)
        #expect(symlink("/dev/zero", folder + "/Zero.swift") == 0)
        #expect(symlink(folder + "/Missing.swift", folder + "/Broken.swift") == 0)
        #expect(symlink(folder + "/LoopB.swift", folder + "/LoopA.swift") == 0)
        #expect(symlink(folder + "/LoopA.swift", folder + "/LoopB.swift") == 0)
        #expect(symlink(folder, folder + "/Sub/Up") == 0)
        // A link to a Swift file is read.
        try write("let shared = 8\n", folder + "/Sub/Shared.swift.txt")
        #expect(symlink(folder + "/Sub/Shared.swift.txt", folder + "/Sub/Linked.swift") == 0)

        let read = try SwiftApp.readFolder(folder).get()
        #expect(
          read.sources.map { ($0.name as NSString).lastPathComponent } == [
            "Feed.swift", "Linked.swift",
          ])
        let skipped = Dictionary(
          read.skipped.map { (($0.file as NSString).lastPathComponent, $0) },
          uniquingKeysWith: { a, _ in a })
        func says(_ name: String, _ words: String) {
          #expect(
            skipped[name]?.description.contains(words) == true,
            "\(name): \(skipped[name]?.description ?? "not skipped")")
        }
        says("Big.swift", "skipped: is 1.0 MB of Swift, more than the 1 MB the importer reads")
        says("Nested.swift", "skipped: '[' nested deeper than 12 levels")
        says("Terms.swift", "skipped: an expression of more than 1,000 operators")
        says("Pipe.swift", "skipped: is not a regular file (a FIFO)")
        says("Zero.swift", "skipped: is not a regular file (a character device, through a symbolic")
        says("Broken.swift", "skipped: is a broken symbolic link")
        says("LoopA.swift", "skipped: is a symbolic link loop")
        says("LoopB.swift", "skipped: is a symbolic link loop")
        says("Up", "skipped: a link to a folder that is already read")
        // The line and column of the limit passed, as `import FILE` reports it.
        #expect(skipped["Nested.swift"]?.line == 1)
        #expect(skipped["Nested.swift"]?.column == 21)
        #expect(read.skipped.count == 9, "\(read.skipped)")
        // The previewer's list of screens reads the folder the same way.
        #expect(SwiftApp.screenFiles(inFolder: folder) == [folder + "/Feed.swift"])
        #expect(!SwiftApp.swiftFiles(in: folder).contains { $0.hasSuffix("Pipe.swift") })
      }
    }

    /// More files than an app has: an error naming the folder and the limit, before any is read.
    @Test func aFolderOfTooManyFilesIsRefused() throws {
      try withFolder { folder in
        for i in 0..<SwiftApp.maximumFiles {
          try Data().write(to: URL(fileURLWithPath: "\(folder)/F\(i).swift"))
        }
        let result = SwiftApp.readFolder(folder)
        guard case .failure(let errors) = result else {
          Issue.record("read \(SwiftApp.maximumFiles + 1) files")
          return
        }
        #expect(errors.errors.first?.file == folder)
        #expect(
          errors.description.contains("holds more than 5,000 Swift files"), "\(errors.description)")
        // One fewer is read.
        try FileManager.default.removeItem(atPath: folder + "/F0.swift")
        #expect(try SwiftApp.readFolder(folder).get().sources.count == SwiftApp.maximumFiles)
      }
    }

    /// More Swift in all than an import reads (each file under its own limit): refused with the
    /// total and the limit.
    @Test func aFolderOfTooMuchSwiftIsRefused() throws {
      try withFolder { folder in
        let chunk = "// " + String(repeating: "y", count: ImportLimits.maximumBytes - 10) + "\n"
        let count = SwiftApp.maximumTotalBytes / chunk.utf8.count + 1
        for i in 0..<count { try write(chunk, "\(folder)/Generated\(i).swift") }
        guard case .failure(let errors) = SwiftApp.readFolder(folder) else {
          Issue.record("read \(count) MB of Swift")
          return
        }
        #expect(
          errors.description.contains("MB of Swift in \(count + 1) files, more than the 16 MB"))
      }
    }

    /// A file given alone brings its app's folder through the same reader: a FIFO beside it is
    /// not opened (the import used to wait on it for ever), a huge file beside it is skipped
    /// with a warning instead of emptying the import.
    @Test func aFileAloneReadsItsAppWithinTheLimits() throws {
      try withFolder { folder in
        try write("// app\n", folder + "/AppDelegate.swift")
        #expect(mkfifo(folder + "/Pipe.swift", 0o644) == 0)
        try write("// " + String(repeating: "x", count: 2 << 20), folder + "/Huge.swift")
        let result = SwiftApp.importFile(path: folder + "/Feed.swift", text: Self.screen)
        #expect(result.yaml.contains("id: a"), "\(result.yaml)")
        let names = result.warnings.map { ($0.file as NSString).lastPathComponent }
        #expect(names.contains("Pipe.swift") && names.contains("Huge.swift"), "\(result.warnings)")
      }
    }
  }
#endif

#if Importer
  import BrickFiles
  import BrickImport
  import Foundation
  import Testing

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Folder imports that a hostile folder once took down or cut short without a word (issue
  /// 37): a file that is not UTF-8 (I7), a folder below a path too long to open (I8).
  @Suite struct FolderImportFindingsTests {
    static let screen = """
      import BrickKit
      class Feed: BrickViewController {
        override func viewDidLoad() {
          setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
        }
      }

      """

    func withFolder(_ body: (String) throws -> Void) throws {
      let folder = NSTemporaryDirectory() + "brickyard-findings-" + UUID().uuidString
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      try Self.screen.write(toFile: folder + "/Feed.swift", atomically: true, encoding: .utf8)
      try body(folder)
    }

    /// I7: a `.swift` file of bytes that are not UTF-8 is listed with its error; the other
    /// files import, and the previewer still finds the screen (it said the folder had none).
    @Test func aFileThatIsNotUTF8IsSkippedWithItsError() throws {
      try withFolder { folder in
        let bad = Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0xFE, 0x22])
        try bad.write(to: URL(fileURLWithPath: folder + "/Latin1.swift"))
        let read = try SwiftApp.readFolder(folder).get()
        #expect(read.sources.map { ($0.name as NSString).lastPathComponent } == ["Feed.swift"])
        #expect(read.skipped.count == 1, "\(read.skipped)")
        let skipped = try #require(read.skipped.first)
        #expect(skipped.file == folder + "/Latin1.swift")
        #expect(skipped.message.hasPrefix("skipped: is not UTF-8 text"), "\(skipped)")
        #expect(SwiftApp.screenFiles(inFolder: folder) == [folder + "/Feed.swift"])
      }
    }

    /// I8: a folder below a path longer than the system opens (PATH_MAX) is skipped with a
    /// warning that names it and why (it was skipped without one). The folders are made one
    /// level at a time from open folders (a path that long cannot be given whole).
    @Test func aFolderPastThePathLengthIsWarned() throws {
      try withFolder { folder in
        let part = String(repeating: "d", count: 250)
        var fds: [Int32] = [open(folder, O_RDONLY | O_DIRECTORY)]
        #expect(fds[0] >= 0)
        defer {
          // Removed from the bottom up, through the open folders.
          if let last = fds.last { _ = unlinkat(last, "Deep.swift", 0) }
          for fd in fds.dropFirst().reversed() { close(fd) }
          for i in stride(from: fds.count - 2, through: 0, by: -1) {
            _ = unlinkat(fds[i], part, AT_REMOVEDIR)
          }
          close(fds[0])
        }
        // 20 levels of 250 bytes: past 4,096 bytes of path below the first dozen.
        for _ in 0..<20 {
          guard let parent = fds.last, mkdirat(parent, part, 0o755) == 0 else { break }
          let fd = openat(parent, part, O_RDONLY | O_DIRECTORY)
          guard fd >= 0 else { break }
          fds.append(fd)
        }
        #expect(fds.count == 21)
        let file = openat(fds[fds.count - 1], "Deep.swift", O_WRONLY | O_CREAT, 0o644)
        #expect(file >= 0)
        close(file)
        let read = try SwiftApp.readFolder(folder).get()
        #expect(read.sources.map { ($0.name as NSString).lastPathComponent } == ["Feed.swift"])
        let tooLong = read.skipped.filter { $0.message.contains("cannot be read") }
        #expect(tooLong.count == 1, "\(read.skipped.map(\.message))")
        #expect(tooLong.first?.file.hasPrefix(folder + "/" + part) == true)
        #expect(tooLong.first.map { $0.file.utf8.count >= Int(PATH_MAX) } == true)
      }
    }
  }
#endif

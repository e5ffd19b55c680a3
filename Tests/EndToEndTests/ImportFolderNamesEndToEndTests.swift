import Foundation
import Testing

#if Importer
  /// `brickyard import DIR -o OUT` names each screen's file from its class (issue 37 I6, I9):
  /// names that are not safe file names are made safe, two screens never share a file, one
  /// file that cannot be written does not stop the others, and `-o -` is refused.
  @Suite struct ImportFolderNamesEndToEndTests {
    static func screen(_ name: String, _ text: String) -> String {
      """
      class \(name): BrickViewController {
        override func viewDidLoad() {
          setSection(BrickSection(bricks: [LabelBrick("a", text: "\(text)")]))
        }
      }

      """
    }

    func withApp(_ files: [String: String], _ body: (String, String) throws -> Void) throws {
      let fm = FileManager.default
      let scratch = fm.temporaryDirectory.appendingPathComponent("brickyard-names-\(UUID())")
      defer { try? fm.removeItem(at: scratch) }
      let app = scratch.appendingPathComponent("App").path
      try fm.createDirectory(atPath: app, withIntermediateDirectories: true)
      for (name, text) in files {
        try ("import BrickKit\n" + text).write(
          toFile: app + "/" + name, atomically: false, encoding: .utf8)
      }
      try body(app, scratch.appendingPathComponent("Out").path)
    }

    /// Raw identifiers with backticks, a `/`, a keyword that would make a hidden `.yaml`, a
    /// right-to-left override: each written under a plain name, and the screens after them too.
    @Test func classNamesBecomeSafeDistinctFileNames() throws {
      let text =
        Self.screen("`case`", "C") + Self.screen("`a/b`", "AB")
        + Self.screen("`x\u{202E}y`", "RTL") + Self.screen("Zed", "Z")
        + Self.screen("`a_b`", "AB2")
      try withApp(["A.swift": text]) { app, out in
        let r = try CLITests().run(["import", app, "-o", out])
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.errors.contains("wrote 5 layouts"), "\(r.errors)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written == ["Zed.yaml", "a_b-2.yaml", "a_b.yaml", "case.yaml", "xy.yaml"])
        let rtl = try String(contentsOfFile: out + "/xy.yaml", encoding: .utf8)
        #expect(rtl.contains("text: \"RTL\""))
      }
    }

    /// Two classes named `Feed` in two files: the second is named with its position, not
    /// dropped without a word.
    @Test func aSecondClassOfOneNameIsWarned() throws {
      let files = ["A.swift": Self.screen("Feed", "A"), "B.swift": Self.screen("Feed", "B")]
      try withApp(files) { app, out in
        let r = try CLITests().run(["import", app, "-o", out])
        #expect(r.status == 0, "\(r.errors)")
        #expect(
          r.errors.contains(
            "\(app)/B.swift:2:7: warning: a second class named Feed (the first is at "
              + "\(app)/A.swift:2)"), "\(r.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["Feed.yaml"])
      }
    }

    /// A screen whose file cannot be written (a folder is in its place) is an error naming
    /// it; the screens after it are still written.
    @Test func oneUnwritableFileDoesNotStopTheOthers() throws {
      let files = ["A.swift": Self.screen("Apple", "A") + Self.screen("Berry", "B")]
      try withApp(files) { app, out in
        try FileManager.default.createDirectory(
          atPath: out + "/Apple.yaml", withIntermediateDirectories: true)
        let r = try CLITests().run(["import", app, "-o", out])
        #expect(r.status == 1)
        #expect(r.errors.contains("1 layouts could not be written"), "\(r.errors)")
        #expect(r.errors.contains("\(out)/Apple.yaml"), "\(r.errors)")
        #expect(FileManager.default.fileExists(atPath: out + "/Berry.yaml"))
      }
    }

    /// I9: `-o -` is standard output for one file; for a folder it is an error saying why, and
    /// no folder named `-` is made.
    @Test func aFolderImportToStandardOutputIsRefused() throws {
      try withApp(["A.swift": Self.screen("Feed", "A")]) { app, _ in
        let r = try CLITests().run(["import", app, "-o", "-"])
        #expect(r.status == 1)
        #expect(r.errors.contains("a folder import writes one layout file per screen"))
        #expect(r.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "-"))
      }
    }
  }
#endif

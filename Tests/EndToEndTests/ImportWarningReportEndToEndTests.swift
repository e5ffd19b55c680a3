import Foundation
import Testing

#if Importer
  /// `brickyard import DIR -o OUT` prints warnings people read (issue 35 docs/editor.md): a heading
  /// per screen, each message once with a count, cosmetic closures folded, what every screen
  /// repeats told once, skipped files at the end; `--warnings full` and `json` give each one.
  @Suite struct ImportWarningReportEndToEndTests {
    static func screen(_ name: String) -> String {
      """
      import BrickKit

      class \(name): BrickViewController {
        override func viewDidLoad() {
          setSection(BrickSection(bricks: [
            header(),
            LabelBrick("a", width: .fixed(size: Server.shared.side), text: "A"),
            LabelBrick("b", width: .fixed(size: Server.shared.side), text: "B"),
            ImageBrick("i", height: .fixed(size: 30), image: UIImage(), configureCellBlock: { c in
              c.backgroundColor = .red
            }),
            ImageBrick("j", height: .fixed(size: 30), image: UIImage(), configureCellBlock: { c in
              c.layer.cornerRadius = 4
            }),
          ]))
        }
      }

      """
    }

    static let look = """
      import BrickKit

      func header() -> LabelBrick {
        return LabelBrick("h", width: .ratio(ratio: Server.shared.ratio), text: "H")
      }

      """

    func withApp(_ body: (String, String) throws -> Void) throws {
      let fm = FileManager.default
      let scratch = fm.temporaryDirectory.appendingPathComponent("brickyard-report-\(UUID())")
      defer { try? fm.removeItem(at: scratch) }
      let app = scratch.appendingPathComponent("App").path
      try fm.createDirectory(atPath: app + "/Try.playground", withIntermediateDirectories: true)
      try "let x = 1\n".write(
        toFile: app + "/Try.playground/Contents.swift", atomically: false, encoding: .utf8)
      try Self.look.write(toFile: app + "/Look.swift", atomically: false, encoding: .utf8)
      for name in ["Cart", "Feed", "Home"] {
        try Self.screen(name).write(
          toFile: app + "/\(name).swift", atomically: false, encoding: .utf8)
      }
      try body(app, scratch.appendingPathComponent("Out").path)
    }

    @Test func aFolderImportPrintsOneGroupedReport() throws {
      try withApp { app, out in
        let r = try CLITests().run(["import", app, "-o", out])
        #expect(r.status == 0, "\(r.errors)")
        let lines = r.errors.split(separator: "\n").map(String.init)
        let full = try CLITests().run(["import", app, "-o", out, "--warnings", "full"])
        let every = full.errors.split(separator: "\n").filter { $0.contains(": warning: ") }
        // Each screen: the width twice (one line, ×2) and two cosmetic closures (one line).
        #expect(lines.contains { $0.hasPrefix("== Feed: ") }, "\(r.errors)")
        #expect(
          lines.contains {
            $0.hasPrefix("\(app)/Feed.swift:7:") && $0.hasSuffix("(×2)")
              && $0.contains("cannot follow the width")
          }, "\(r.errors)")
        #expect(
          lines.contains {
            $0.hasPrefix("\(app)/Feed.swift:9:") && $0.contains("2 closures that only style")
          }, "\(r.errors)")
        // The shared helper's warning every screen gives: once.
        let helper = lines.filter { $0.hasPrefix("\(app)/Look.swift:4:") }
        #expect(helper.count == 1 && helper.first?.hasSuffix("(in 3 screens)") == true)
        #expect(
          lines.contains(
            "\(app)/Try.playground:1:1: warning: skipped: a playground (its pages are not imported)"
          ), "\(r.errors)")
        #expect(
          lines.contains("1 file declares no screen (read for what the screens use): Look.swift"))
        #expect(lines.count < every.count, "\(r.errors)\n---\n\(full.errors)")
        // Every warning, each on its line, in the full form: 3 screens of at least 5.
        #expect(every.count >= 3 * 5 + 1, "\(full.errors)")
        #expect(full.errors.contains("(\(every.count) warnings)"), "\(full.errors)")
        #expect(!full.errors.contains("=="))
        #expect(!full.errors.contains("(×"))
      }
    }

    @Test func theJSONFormHasEveryWarningWithItsScreenAndKind() throws {
      try withApp { app, out in
        let r = try CLITests().run(["import", app, "-o", out, "--warnings", "json"])
        #expect(r.status == 0, "\(r.errors)")
        let json = try #require(
          r.errors.split(separator: "\n", maxSplits: 1).isEmpty ? nil : r.errors)
        let start = try #require(json.firstIndex(of: "["))
        let end = try #require(json.lastIndex(of: "]"))
        let objects = try #require(
          try JSONSerialization.jsonObject(with: Data(json[start...end].utf8)) as? [[String: Any]])
        let full = try CLITests().run(["import", app, "-o", out, "--warnings", "full"])
        #expect(objects.count == full.errors.split(separator: "\n").count - 1)
        #expect(objects.filter { $0["kind"] as? String == "cosmetic" }.count == 6)
        #expect(
          Set(objects.compactMap { $0["screen"] as? String }) == ["", "Cart", "Feed", "Home"])
      }
    }
  }
#endif

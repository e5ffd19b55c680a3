#if Importer
  import BrickCore
  import BrickFormat
  import Foundation
  import Testing

  @testable import BrickImport

  /// The importer under hostile input (issue 22): sources past its limits are refused by a scan
  /// before swift-syntax parses them, and the numbers and texts it writes are ones its loader
  /// reads.
  @Suite struct ImportLimitsTests {
    /// A view controller whose `viewDidLoad` holds `line` before the section.
    static func source(_ line: String) -> String {
      """
      import BrickKit
      class V: BrickViewController {
        override func viewDidLoad() {
          \(line)
          let s = BrickSection(bricks: [LabelBrick("a", width: .ratio(ratio: 1), text: "x")])
          setSection(s)
        }
      }

      """
    }

    static let limitCases: [(String, String, String, Int)] = [
      (
        "30 nested [",
        "let x = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30),
        "'[' nested deeper than 12 levels (the Swift parser's work doubles with each)", 4
      ),
      (
        "1,000 nested (",
        "let x = " + String(repeating: "(", count: 1000)
          + String(repeating: ")", count: 1000),
        "brackets nested deeper than 100 levels", 4
      ),
      (
        "a 50,000-term sum",
        "let x = " + Array(repeating: "1", count: 50_000).joined(separator: "+"),
        "an expression of more than 1,000 operators", 4
      ),
      (
        "a 2 MB file",
        "let x = 1\n" + String(repeating: "    // padding padding padding\n", count: 67_000),
        "is 2.0 MB of Swift, more than the 1 MB the importer reads", 1
      ),
    ]

    @Test(arguments: limitCases.indices)
    func sourcesPastTheLimitsAreRefusedBeforeParsing(index: Int) throws {
      let (name, line, message, errorLine) = Self.limitCases[index]
      let text = Self.source(line)
      let result = BrickImporter.checkedImport([SwiftSource(name: "Deep.swift", text: text)])
      guard case .failure(let failure) = result else {
        Issue.record("\(name): imported")
        return
      }
      #expect(failure.message == message, "\(name)")
      #expect(failure.file == "Deep.swift")
      #expect(failure.line == errorLine, "\(name)")
      // The never-failing form gives an empty layout that loads, and the reason as a warning.
      let lenient = BrickImporter.importSources([SwiftSource(name: "Deep.swift", text: text)])
      #expect(lenient.warnings.map(\.message) == [message + "; nothing was imported"])
      #expect(LayoutLoader.load(text: lenient.yaml, sourceName: "deep.yaml").isSuccess)
    }

    /// Just inside the limits, the same shapes import.
    @Test(arguments: [
      "let x = " + String(repeating: "[", count: 12) + String(repeating: "]", count: 12),
      "let x = " + String(repeating: "(", count: 95) + "1" + String(repeating: ")", count: 95),
      "let x = " + Array(repeating: "1", count: 1000).joined(separator: "+"),
      // Operators on many lines of many statements are many expressions.
      String(repeating: "let a = 1 + 2 * 3 - 4\n", count: 2000),
      // Brackets and operators inside strings and comments do not count.
      "let t = \"" + String(repeating: "[(+", count: 2000) + "\" // "
        + String(repeating: "[", count: 50),
      "/* " + String(repeating: "[[[+++", count: 1000) + " */ let u = \"\\(1 + 2)\"",
    ])
    func sourcesInsideTheLimitsImport(line: String) {
      let result = BrickImporter.checkedImport([
        SwiftSource(name: "Ok.swift", text: Self.source(line))
      ])
      #expect(result.isSuccess)
    }

    /// No fixture is near a limit.
    @Test func everyFixtureIsInsideTheLimits() throws {
      let folders = ["Constructs", "Seeds", "Warnings"]
      var count = 0
      for folder in folders {
        let url = fixturesURL.appendingPathComponent(folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path)
        where name.hasSuffix(".swift") {
          let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
          #expect(ImportLimits.check(SwiftSource(name: name, text: text)) == nil, "\(name)")
          count += 1
        }
      }
      #expect(count > 10)
    }

    /// Numbers past the loader's range become defaults with a warning; texts with characters
    /// YAML cannot hold raw are escaped. The file loads.
    @Test func numbersAndTextsTheLoaderReads() throws {
      let text = """
        import BrickKit
        class V: BrickViewController {
          override func viewDidLoad() {
            let big: CGFloat = 1e19
            let s = BrickSection(bricks: [
              LabelBrick(
                "a", width: .fixed(size: big * big), height: .fixed(size: 30),
                text: "x\u{FFFF}y\u{7F}z\u{FEFF}"),
              LabelBrick("b", width: .ratio(ratio: 1 / 0), text: "B"),
              LabelBrick("c", width: .ratio(ratio: 1), height: .fixed(size: -1e300), text: "C"),
            ], inset: big)
            setSection(s)
          }
        }

        """
      let result = BrickImporter.importSources([SwiftSource(name: "Numbers.swift", text: text)])
      let spec = try loadLayout(result.yaml, "numbers.yaml")
      let bricks = spec.root.section?.bricks ?? []
      #expect(bricks.count == 3)
      guard case .label(let label, _, _) = bricks.first?.content else {
        Issue.record("no label")
        return
      }
      #expect(label == "x\u{FFFF}y\u{7F}z\u{FEFF}")
      let messages = result.warnings.map(\.message)
      #expect(messages.contains { $0.hasPrefix("height is -1e+300") })
      #expect(messages.contains { $0.hasPrefix("inset is 1e+19") })
      #expect(result.warnings.allSatisfy { $0.file == "Numbers.swift" && $0.line > 1 })
    }

    @Test(arguments: [
      ("\u{FFFF}", "\"\\uffff\""), ("\u{FFFE}", "\"\\ufffe\""), ("\u{7F}", "\"\\x7f\""),
      ("\u{9F}", "\"\\x9f\""), ("\u{FEFF}", "\"\\ufeff\""),
      ("é\u{10FFFF}", "\"é\u{10FFFF}\""), ("\u{1}", "\"\\x01\""),
      // Line breaks YAML 1.1 folds inside a quoted scalar: raw, they would not read back.
      ("a\u{85}b", "\"a\\x85b\""), ("a\u{2028}b\u{2029}", "\"a\\u2028b\\u2029\""),
      ("a\tb", "\"a\\tb\""),
    ])
    func quotedTextsAreYAMLPrintable(text: String, quoted: String) throws {
      #expect(YAMLString.quoted(text) == quoted)
      let spec = try loadLayout("root: {bricks: [{type: label, text: \(quoted)}]}\n", "q.yaml")
      guard case .label(let label, _, _) = spec.root.section?.bricks.first?.content else {
        Issue.record("no label")
        return
      }
      #expect(label == text)
    }
  }

  extension Result {
    var isSuccess: Bool {
      if case .success = self { return true }
      return false
    }
  }
#endif

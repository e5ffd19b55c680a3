#if Importer
  import BrickCore
  import BrickFormat
  import BrickTestSupport
  import Foundation
  import Testing

  @testable import BrickImport

  /// Inputs the importer's fuzzing found (issue 22; seeds in Fuzz/Seeds): each once wrote a
  /// layout file its own loader refused. Each must now load, with a warning where something was
  /// left out.
  @Suite struct FuzzFindingsTests {
    /// Seeds read from Fuzz/Seeds, so the fuzzer and this test start from the same files.
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds")

    static func importLoads(_ text: String, _ name: String) throws -> ImportResult {
      let result = BrickImporter.importSources([SwiftSource(name: name, text: text)])
      if case .failure(let errors) = LayoutLoader.load(text: result.yaml, sourceName: name) {
        Issue.record("\(name): the import does not load:\n\(errors)\n\(result.yaml)")
      }
      return result
    }

    /// The layout text without its comment lines (the warnings quote the values left out).
    static func withoutComments(_ yaml: String) -> String {
      yaml.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    }

    /// A compositional item whose size names the item itself (`let item =
    /// NSCollectionLayoutItem(layoutSize: item)`, a fuzzer's mutation of `itemSize`): following
    /// the reference went through the interpreter into a fresh evaluator each time, which did
    /// not know the declaration was being evaluated, until the stack overflowed. Each
    /// self-reference, and one through a second constant, now ends with the item's size unknown.
    @Test(arguments: [
      "let item = NSCollectionLayoutItem(layoutSize: item)",
      "let item = NSCollectionLayoutItem(layoutSize: other)\n    let other = item",
    ])
    func aCompositionalItemNamingItselfEnds(_ line: String) throws {
      let text = """
        import UIKit
        class Grid: UIViewController {
          private func createLayout() -> UICollectionViewLayout {
            \(line)
            let groupSize = NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            return UICollectionViewCompositionalLayout(section: section)
          }
        }

        """
      let result = BrickImporter.importSources([SwiftSource(name: "Grid.swift", text: text)])
      if case .failure(let errors) = LayoutLoader.load(text: result.yaml, sourceName: "Grid") {
        Issue.record("the import does not load:\n\(errors)\n\(result.yaml)")
      }
    }

    /// A misspelt enum case (`.horijontal`) was written as it stood.
    @Test func misspeltCasesBecomeDefaultsWithWarnings() throws {
      let text = try String(
        contentsOf: Self.seeds.appendingPathComponent("import-misspelt-enums.swift"),
        encoding: .utf8)
      let result = try Self.importLoads(text, "Enums.swift")
      #expect(!result.yaml.contains("\nscrollDirection: horijontal"))
      #expect(!result.yaml.contains("\nzIndex: bottomUpp"))
      #expect(!result.yaml.contains("scrollDirection: sideways"))
      let messages = result.warnings.map(\.message)
      #expect(
        messages.contains(
          "`.horijontal` is not a scroll direction (vertical or horizontal); used vertical"))
      #expect(
        messages.contains(
          "`.bottomUpp` is not a zIndexBehavior (topDown or bottomUp); used topDown"))
      #expect(
        messages.contains(
          "`.sideways` is not a scroll direction (vertical or horizontal); used vertical"))
      // Correct spellings still come through.
      let good = try Self.importLoads(
        text.replacingOccurrences(of: ".horijontal", with: ".horizontal")
          .replacingOccurrences(of: ".bottomUpp", with: ".bottomUp"), "Good.swift")
      #expect(good.yaml.contains("scrollDirection: horizontal\n"))
      #expect(good.yaml.contains("zIndex: bottomUp\n"))
    }

    /// A misspelt alignment case (`.Bri`) was written as `vertical: bri`, which the loader
    /// refuses; each side falls back to BrickKit's default on its own.
    @Test func misspeltAlignmentBecomesTheDefaultWithAWarning() throws {
      let text = try String(
        contentsOf: Self.seeds.appendingPathComponent("import-misspelt-alignment.swift"),
        encoding: .utf8)
      let result = try Self.importLoads(text, "Rows.swift")
      #expect(result.yaml.contains("alignment: {horizontal: left, vertical: top}"))
      let messages = result.warnings.map(\.message)
      #expect(
        messages.contains(
          "`.centre` is not a horizontal alignment (left, right, center or justified); used left"))
      #expect(
        messages.contains("`.Bri` is not a vertical alignment (top, center or bottom); used top"))
      let good = try Self.importLoads(
        text.replacingOccurrences(of: ".centre", with: ".center")
          .replacingOccurrences(of: ".Bri", with: ".bottom"), "Good.swift")
      #expect(good.yaml.contains("alignment: {horizontal: center, vertical: bottom}"))
      #expect(good.warnings.isEmpty)
    }

    /// A misspelt case is named in the warning as the Swift writes it (`.Bri` was reported as
    /// `.bri`, the evaluator's lowered spelling).
    @Test(arguments: [
      (
        "layout.scrollDirection = .Sideways",
        "`.Sideways` is not a scroll direction (vertical or horizontal); used vertical"
      ),
      (
        "layout.zIndexBehavior = .BottomUpp",
        "`.BottomUpp` is not a zIndexBehavior (topDown or bottomUp); used topDown"
      ),
      (
        "let s = BrickSection(bricks: [], alignment: BrickAlignment(horizontal: .Centre, "
          + "vertical: .top))",
        "`.Centre` is not a horizontal alignment (left, right, center or justified); used left"
      ),
      (
        "let s = BrickSection(bricks: [], alignment: BrickAlignment(horizontal: .left, "
          + "vertical: .BOTTOM))",
        "`.BOTTOM` is not a vertical alignment (top, center or bottom); used top"
      ),
      (
        "let c = CollectionBrick(\"c\", scrollDirection: .Diagonal, dataSource: "
          + "CollectionBrickCellModel(section: BrickSection(bricks: [])))",
        "`.Diagonal` is not a scroll direction (vertical or horizontal); used vertical"
      ),
    ])
    func misspeltCasesAreNamedAsWritten(line: String, message: String) throws {
      let text = """
        import BrickKit
        class Feed: BrickViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            \(line)
            setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
          }
        }

        """
      let result = try Self.importLoads(text, "Feed.swift")
      #expect(result.warnings.map(\.message).contains(message), "\(result.warnings)")
    }

    /// A negative inset, edge inset or fixed size (`bottom: -7`, found by the mutation sweep)
    /// was written as it stood; the loader refuses negative lengths. Each becomes the default
    /// with a warning on the brick's line.
    @Test func negativeLengthsBecomeDefaultsWithWarnings() throws {
      let text = try String(
        contentsOf: Self.seeds.appendingPathComponent("import-negative-sizes.swift"),
        encoding: .utf8)
      let result = try Self.importLoads(text, "Sizes.swift")
      #expect(!Self.withoutComments(result.yaml).contains("-7"))
      #expect(!Self.withoutComments(result.yaml).contains("-20"))
      #expect(!Self.withoutComments(result.yaml).contains("-40"))
      #expect(result.yaml.contains("width: 200, height: 300"))
      let messages = result.warnings.map { "\($0.line): \($0.message)" }
      let tail =
        "which a layout file cannot hold (sizes 0 to 1,000,000 points, ratios 0.0001 to "
        + "10,000); used the default"
      #expect(messages.contains("5: edgeInsets is -7, \(tail)"), "\(messages)")
      #expect(messages.contains("5: inset is -20, \(tail)"), "\(messages)")
      #expect(messages.contains("6: height is -40, \(tail)"), "\(messages)")
      #expect(result.warnings.count == 3, "\(messages)")
    }

    /// A zIndex that is not a whole number (`4.9e-324`, found by the mutation sweep) was
    /// written as it stood; the loader reads whole numbers only. Those bricks' zIndex is left
    /// out with a warning; a whole one still comes through.
    @Test func fractionalZIndexesAreLeftOutWithWarnings() throws {
      let text = try String(
        contentsOf: Self.seeds.appendingPathComponent("import-fractional-zindex.swift"),
        encoding: .utf8)
      let result = try Self.importLoads(text, "Badges.swift")
      #expect(
        result.yaml.contains("{type: setZIndex, bricks: [plain], zIndex: 3}"), "\(result.yaml)")
      #expect(!Self.withoutComments(result.yaml).contains("e-324"))
      #expect(!Self.withoutComments(result.yaml).contains("2.5"))
      let messages = result.warnings.map(\.message)
      #expect(
        messages.contains(
          "the zIndex 2.5 of toast is not a whole number from -1,000,000 to 1,000,000; "
            + "left it out"),
        "\(messages)")
      #expect(messages.count == 2, "\(messages)")
    }

    /// A closure that lists the constant it is assigned to (a broken string swallowed the
    /// closure's end: `let items = (1...3).map { ... return BrickSection(bricks: items) }`) ran
    /// itself until the stack overflowed (SIGSEGV in a debug build; found by the mutation sweep).
    /// Closures now nest at most 4 deep (each level ran the three-item map again: 3^8 runs at
    /// 8 deep took 26 s in a debug build and failed CI's fuzz run; 0.5 s at 4).
    @Test func aClosureThatListsItselfStops() throws {
      let data = try Data(
        contentsOf: Self.seeds.appendingPathComponent("import-closure-lists-itself.swift"))
      let result = try Self.importLoads(String(decoding: data, as: UTF8.self), "Feed.swift")
      let messages = result.warnings.map(\.message)
      #expect(messages.contains("`items` contains itself; left it out"), "\(messages)")
    }

    /// Control bytes, NEL and U+2028 in the Swift reached the `# warning:` comments (a control
    /// character stops the loader; a line break ends the comment), and a ratio's source text
    /// with stray bytes in it was written as the ratio.
    @Test func controlBytesAndBrokenRatiosStillLoad() throws {
      let text = try String(
        contentsOf: Self.seeds.appendingPathComponent("import-control-bytes.swift"), encoding: .utf8
      )
      let result = try Self.importLoads(text, "Bytes.swift")
      #expect(!result.yaml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      #expect(!result.yaml.unicodeScalars.contains { $0.value == 0x85 || $0.value == 0x2028 })
      #expect(!result.warnings.isEmpty)
    }

    /// Broken code that lists a section inside itself put one node object in two places, and
    /// its one id twice in the file.
    @Test func aNodeListedTwiceGetsAnIdInEachPlace() throws {
      let data = try Data(contentsOf: Self.seeds.appendingPathComponent("import-shared-node.swift"))
      let result = try Self.importLoads(String(decoding: data, as: UTF8.self), "Shared.swift")
      #expect(result.yaml.contains("id: thumb,") || result.yaml.contains("id: thumb}"))
    }

    @Test(arguments: [
      ("1/2", true), ("1 / 3", true), ("2.5/10", true), ("1/\u{0}2", false),
      ("01/\u{FFFD}2", false),
      ("1/2/3", false), ("a/b", false), ("1/", false), ("/2", false), ("1e5/2", false),
    ])
    func onlyPlainFractionsAreWrittenAsText(text: String, plain: Bool) {
      #expect(YAMLWriter.isPlainFraction(text) == plain)
    }

    @Test func commentsHoldOnlyPrintableText() {
      let text = "a\u{0}b\u{1F}c\u{7F}d\u{85}e\u{2028}f\u{2029}g\rh\ni\u{FFFE}j\tk\u{A0}l\u{1F600}"
      #expect(YAMLWriter.commentText(text) == "a b c d e f g h i j\tk\u{A0}l\u{1F600}")
    }
  }
#endif

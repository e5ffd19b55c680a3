#if Importer
  import BrickCore
  import BrickFormat
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
        messages.contains("`.bri` is not a vertical alignment (top, center or bottom); used top"))
      let good = try Self.importLoads(
        text.replacingOccurrences(of: ".centre", with: ".center")
          .replacingOccurrences(of: ".Bri", with: ".bottom"), "Good.swift")
      #expect(good.yaml.contains("alignment: {horizontal: center, vertical: bottom}"))
      #expect(good.warnings.isEmpty)
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

import BrickCore
import Testing

@testable import BrickFormat

/// Unknown colours (issue 36, issue 37 C1 and C2): Swift's and Objective-C's spellings get the
/// name the file means, lookalike characters are refused with what they are, and "did you
/// mean" costs nothing for a huge name.
@Suite struct ColourSpellingTests {
  /// The first error of a one-brick layout with this background.
  func error(for colour: String) -> LayoutError? {
    let yaml = "root:\n  bricks:\n    - {type: brick, height: 10, background: \"\(colour)\"}\n"
    return loadErrors(yaml)?.errors.first
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var written: String
    var suggestion: String
    /// A piece of `expected`, when it says more than the list of names.
    var expected: String? = nil
    var testDescription: String { written }
  }

  static let spellings: [Case] = [
    Case(
      written: "UIColor.red", suggestion: "red",
      expected: "red (UIColor.red, a fixed colour) or systemRed (the system colour"),
    Case(written: "UIColor.systemBlue", suggestion: "systemBlue"),
    Case(written: "UIColor.label", suggestion: "label"),
    Case(
      written: "Color.orange", suggestion: "systemOrange",
      expected: "systemOrange (SwiftUI's Color.orange, the system colour"),
    Case(written: "NSColor.red", suggestion: "red", expected: "or systemRed"),
    Case(written: "UIColor.red.cgColor", suggestion: "red"),
    Case(written: "labelColor", suggestion: "label"),
    Case(written: "redColor", suggestion: "red"),
    Case(written: "systemRedColor", suggestion: "systemRed"),
    Case(written: "UIColor.secondaryLabelColor", suggestion: "secondaryLabel"),
    Case(written: "ff0000", suggestion: "#ff0000"),
    Case(written: "FF0000", suggestion: "#ff0000"),
    Case(written: "0xFF0000", suggestion: "#ff0000"),
    Case(written: "fff", suggestion: "#fff"),
    Case(written: "f00", suggestion: "#f00"),
    Case(written: "abc", suggestion: "#abc"),
    Case(written: "ff000080", suggestion: "#ff000080"),
  ]

  @Test(arguments: spellings)
  func swiftSpellingsSuggestTheName(_ c: Case) throws {
    let e = try #require(error(for: c.written))
    #expect(e.message == "unknown colour '\(c.written)'")
    #expect(e.suggestion == c.suggestion)
    if let expected = c.expected { #expect(e.expected?.contains(expected) == true, "\(e)") }
  }

  /// Misspellings keep their nearest name; a near miss of hex is not taken for hex.
  @Test func misspellingsStillGetTheNearestName() throws {
    #expect(error(for: "lihgtGray")?.suggestion == "lightGray")
    #expect(error(for: "systemRde")?.suggestion == "systemRed")
    #expect(error(for: "fffff")?.suggestion == nil)
    // A short word of the letters a-f near a name is that name, not hex.
    #expect(error(for: "bed")?.suggestion == "red")
  }

  /// C1: fullwidth hex digits and a Kelvin sign looked like colours and were drawn; the
  /// schema refuses them, and so does the loader, naming the character and where it is.
  @Test(
    arguments: [
      (
        "#\u{FF26}\u{FF26}\u{FF10}\u{FF10}\u{FF10}\u{FF10}", "#ff0000", 2,
        "U+FF26 FULLWIDTH LATIN CAPITAL LETTER F"
      ),
      ("blac\u{212A}", "black", 5, "U+212A KELVIN SIGN"),
      ("\u{FF03}fff", "#fff", 1, "U+FF03 FULLWIDTH NUMBER SIGN"),
      ("r\u{0435}d", nil, 2, "U+0435 CYRILLIC SMALL LETTER IE"),
      ("#ff00\u{0660}0", nil, 6, "U+0660 ARABIC-INDIC DIGIT ZERO"),
    ] as [(String, String?, Int, String)])
  func lookalikeCharactersAreRefused(
    _ written: String, _ suggestion: String?, _ position: Int, _ name: String
  ) throws {
    let e = try #require(error(for: written))
    #expect(e.kind == .invalidValue)
    #expect(e.message.contains("character \(position), "), "\(e.message)")
    #expect(e.message.contains("(\(name)), is not ASCII"), "\(e.message)")
    #expect(e.suggestion == suggestion)
    #expect(!ColourSpelling.valid(written))
  }

  /// The same lookalikes inside `{light:, dark:}` are refused too.
  @Test func lookalikesInAMappingAreRefused() throws {
    let yaml =
      "root:\n  bricks:\n    - {type: brick, height: 10, background: "
      + "{light: white, dark: \"blac\u{212A}\"}}\n"
    let e = try #require(loadErrors(yaml)?.errors.first)
    #expect(e.message.contains("KELVIN SIGN"))
    #expect(e.keyPath.hasSuffix("background.dark"))
  }

  /// C2: eight unknown names of 1 MB each are answered without comparing them letter by
  /// letter with every colour: no distance table is filled for a name that is longer than
  /// any colour name by more than the edit limit (4 s a megabyte before).
  @Test func aHugeUnknownNameCostsNoDistanceWork() throws {
    let huge = String(repeating: "q", count: 1 << 20)
    var cells = 0
    let names = ColorTable.entries.lazy.map(\.name)
    #expect(Suggestion.nearest(to: huge, in: names, cells: &cells) == nil)
    #expect(cells == 0)
    // A short misspelling still compares with the names of about its length only.
    cells = 0
    #expect(Suggestion.nearest(to: "rde", in: names, cells: &cells) == "red")
    let nearLength = ColorTable.entries.filter { abs($0.name.count - 3) <= 2 }.count
    #expect(cells <= nearLength * 3 * 5)
    #expect(cells > 0)

    let bricks = (0..<8).map { i in
      "    - {type: brick, height: 10, background: \"\(i)\(huge)\"}"
    }
    let errors = try #require(loadErrors("root:\n  bricks:\n" + bricks.joined(separator: "\n")))
    #expect(errors.errors.count == 8)
    #expect(errors.errors.allSatisfy { $0.suggestion == nil && $0.message.count < 200 })
  }
}

import BrickCore
import Foundation
import Testing

/// The small text helpers every writer shares: numbers, quoting for JSON, YAML and XML, and
/// text cut to a number of columns.
@Suite struct TextHelpersTests {
  @Test(arguments: [
    (400.0, "400"), (-3, "-3"), (0, "0"), (-0.0, "0"), (0.5, "0.5"),
    (96.0 + 2.0 / 3, "96.66666666666667"),
    (1e15, "1000000000000000.0"), (999_999_999_999_999, "999999999999999"), (.infinity, "inf"),
    (-.infinity, "-inf"), (.nan, "nan"), (1e-7, "1e-07"),
  ])
  func plainNumbers(value: Double, text: String) {
    #expect(NumberText.plain(value) == text)
  }

  /// One decimal (the status line, the inspector) and three (sizes in explanations, the zoom),
  /// in `plain`'s form: no trailing `.0`, even where the rounding makes the number whole.
  @Test(arguments: [
    (96.66666, 1, "96.7"), (96.66666, 3, "96.667"), (155, 3, "155"), (0.25, 1, "0.3"),
    (-0.04, 1, "0"), (2.0001, 3, "2"), (1.5, 0, "2"), (-12.345, 1, "-12.3"),
    (.infinity, 1, "inf"), (.nan, 3, "nan"),
  ])
  func roundedNumbers(value: Double, places: Int, text: String) {
    #expect(NumberText.rounded(value, places: places) == text)
  }

  /// `fixed` writes what C's `%.Nf` writes (`String(format:)`, which `bench` and `record`
  /// used), for ties, tiny, negative and large numbers and a generated spread of others.
  @Test func fixedNumbersMatchPrintf() {
    var values: [Double] = [
      0, -0.0, 0.05, 0.15, 0.25, 0.35, 0.45, 1.45, 2.5, 3.5, -0.04, -2.5, 0.0005, 0.0015,
      1e-300, 5e-324, 123_456.789, 1e15 + 0.5, 9e15, 1e17, 1.8e19, -1.8e19,
    ]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let magnitude = Double(seed >> 40) / Double(1 << 24) * 2000 - 1000
      values.append(magnitude / Double(1 << (seed & 15)))
      values.append(Double(seed >> 52) / 1000 + 0.0005)  // a tie at three places, in decimal
    }
    for v in values {
      for places in 0...3 {
        #expect(
          NumberText.fixed(v, places: places) == String(format: "%.\(places)f", v),
          "\(v) at \(places) places")
      }
    }
    #expect(NumberText.fixed(.infinity, places: 1) == "inf")
    #expect(NumberText.fixed(-.infinity, places: 1) == "-inf")
  }

  @Test(arguments: [
    (0, "0"), (999, "999"), (1000, "1,000"), (1_234_567, "1,234,567"), (-123, "-123"),
    (-1234, "-1,234"), (Int.max, "9,223,372,036,854,775,807"),
    (Int.min, "-9,223,372,036,854,775,808"),
  ])
  func groupedNumbers(value: Int, text: String) {
    #expect(NumberText.grouped(value) == text)
  }

  /// JSON: the named escapes, `\u00XX` for the other controls and DEL; the rest raw.
  @Test(arguments: [
    ("plain", "\"plain\""), ("a\"b\\c", "\"a\\\"b\\\\c\""), ("\n\r\t", "\"\\n\\r\\t\""),
    ("\u{0}\u{1F}", "\"\\u0000\\u001f\""), ("\u{7F}", "\"\\u007f\""),
    ("\u{85}\u{2028}é😀", "\"\u{85}\u{2028}é😀\""),
  ])
  func jsonStrings(text: String, quoted: String) {
    #expect(JSONString.quoted(text) == quoted)
  }

  /// YAML: the same named escapes (tab included), `\xXX` and `\uXXXX` for what YAML may not
  /// hold raw, and the line breaks YAML 1.1 folds (NEL, LS, PS) escaped so they read back.
  @Test(arguments: [
    ("plain", "\"plain\""), ("a\"b\\c", "\"a\\\"b\\\\c\""), ("\n\r\t", "\"\\n\\r\\t\""),
    ("\u{1}", "\"\\x01\""), ("\u{7F}", "\"\\x7f\""), ("\u{85}", "\"\\x85\""),
    ("\u{9F}", "\"\\x9f\""), ("\u{2028}\u{2029}", "\"\\u2028\\u2029\""),
    ("\u{FEFF}\u{FFFE}", "\"\\ufeff\\ufffe\""), ("é\u{A0}😀", "\"é\u{A0}😀\""),
  ])
  func yamlStrings(text: String, quoted: String) {
    #expect(YAMLString.quoted(text) == quoted)
  }

  /// XML: the five entities; characters XML cannot hold become spaces; DEL and tab stay.
  @Test(arguments: [
    ("a&b<c>d\"e'f", "a&amp;b&lt;c&gt;d&quot;e&apos;f"), ("\u{1}x\u{FFFE}", " x "),
    ("\t\u{7F}\n", "\t\u{7F}\n"),
  ])
  func xmlText(text: String, escaped: String) {
    #expect(XMLText.escaped(text) == escaped)
  }

  /// Cutting to columns: whole when it fits, else the start and the mark in the last column;
  /// wide characters are never split.
  @Test(arguments: [
    ("abcdef", 6, "abcdef"), ("abcdef", 5, "abcd…"), ("abcdef", 1, "…"), ("abcdef", 0, ""),
    ("日本語", 5, "日本…"), ("日本語", 4, "日…"), ("", 3, ""),
  ])
  func fitting(text: String, columns: Int, fitted: String) {
    #expect(TextFit.fit(text, columns: columns, mark: "…") == fitted)
    #expect(TextMetrics.displayWidth(fitted) <= max(0, columns))
  }

  @Test func headsKeepWholeCharacters() {
    #expect(TextFit.head("日本語", columns: 3) == "日")
    #expect(TextFit.head("abc", columns: 0) == "")
    #expect(TextFit.head("abc", columns: 9) == "abc")
  }
}

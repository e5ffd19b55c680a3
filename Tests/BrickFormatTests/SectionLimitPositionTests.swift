import BrickCore
import Testing

@testable import BrickFormat

/// A section under a root too large to lay out whole is refused at the line and column of the
/// list entry that writes it, the mark its document node had (issue 38: the column was found
/// again by rescanning the line's text, which named the line's first character, not the entry,
/// on a line holding several entries).
@Suite struct SectionLimitPositionTests {
  /// A section of 1,000,002 items (itself and its repeated label).
  static let big = "{type: section, bricks: [{type: label, text: x, repeat: 1000001}]}"
  static let bigJSON =
    #"{"type": "section", "bricks": [{"type": "label", "text": "x", "repeat": 1000001}]}"#

  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var name: String
    var text: String
    /// The text the error points at (its first occurrence).
    var marker: String
  }

  static let cases: [Case] = [
    Case(
      description: "block list", name: "a.yaml",
      text: "root:\n  bricks:\n    - {type: label, text: a}\n    - \(big)\n", marker: big),
    Case(
      description: "block mapping entry", name: "a.yaml",
      text: "root:\n  bricks:\n    - type: section\n      bricks:\n"
        + "        - {type: label, text: x, repeat: 1000001}\n",
      marker: "type: section"),
    Case(
      description: "two entries on one line", name: "a.yaml",
      text: "root: {bricks: [{type: label, text: a}, \(big)]}\n", marker: big),
    Case(
      description: "a state's root", name: "a.yaml",
      text: "root: {bricks: []}\nstates:\n  - name: many\n    root: {bricks: [\(big)]}\n",
      marker: big),
    Case(
      description: "JSON on one line (read as it is parsed)", name: "a.json",
      text: #"{"root": {"bricks": [{"type": "label", "text": "a"}, "# + bigJSON + "]}}",
      marker: bigJSON),
  ]

  @Test(arguments: cases)
  func theErrorIsAtTheEntry(_ c: Case) throws {
    guard case .failure(let errors) = LayoutLoader.load(text: c.text, sourceName: c.name) else {
      Issue.record("loaded")
      return
    }
    let error = try #require(errors.first)
    #expect(error.kind == .tooLarge)
    #expect(error.message.hasPrefix("a section of 1,000,002 items below the root"))
    let lines = c.text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains(c.marker) })
    let column = try #require(lines[line].firstRange(of: c.marker)).lowerBound
    let expected =
      lines[line].unicodeScalars.distance(
        from: lines[line].startIndex, to: column) + 1
    #expect(error.line == line + 1)
    #expect(error.column == expected)
  }
}

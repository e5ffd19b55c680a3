import BrickCore
import BrickPreviewTestSupport
import Testing

@testable import BrickPreview

/// The inspector names a label's font as measured and the lines its text wraps to (issue 36).
@Suite struct InspectorTextTests {
  static let layout = """
    title: Inspector text
    device: iphone-se
    root:
      bricks:
        - {type: label, id: short, text: "Hi", padding: 10}
        - {type: label, id: long, font: {style: title1, weight: bold},
           text: "A headline long enough to wrap onto more than one line"}
        - {type: label, id: sized, font: {size: 40}, text: "Big"}
        - {type: image, id: picture, height: 50}

    """

  static func lines(_ id: String, contentSize: String? = nil) throws -> [String] {
    var m = Preview.model(Self.layout, cols: 100, rows: 40)
    if contentSize != nil { m.stepContentSize(1, now: 0) }
    let item = try #require(m.item(id))
    m.toggleInspector(now: 0)
    m.inspection.selection = item
    return m.inspectorLines()
  }

  @Test func aLabelsFontAndLineCount() throws {
    let short = try Self.lines("short")
    #expect(short.contains("font      body 17 pt regular"))
    #expect(short.contains("lines     1 at 300 pt"))  // 320 less 2 × 10 of padding
    let long = try Self.lines("long")
    #expect(long.contains("font      title1 28 pt bold"))
    let count = long.first { $0.hasPrefix("lines     ") }
    #expect(count == "lines     3 at 320 pt", "\(long)")
    #expect(try Self.lines("sized").contains("font      40 pt regular"))
    // One size larger (`t`): the style grows.
    #expect(try Self.lines("short", contentSize: "xLarge").contains("font      body 19 pt regular"))
    // An image has no text.
    #expect(!(try Self.lines("picture")).contains { $0.hasPrefix("font") })
  }

  /// Each measured line is quoted whole, numbered, whatever the cells cut: the three lines of
  /// the headline join back into its text.
  @Test func aLabelsLinesAreQuotedWhole() throws {
    let long = try Self.lines("long")
    let quoted = long.filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true }
    #expect(quoted.count == 3, "\(long)")
    #expect(quoted.first?.hasPrefix("  1  A headline") == true, "\(long)")
    let words = quoted.map { $0.split(separator: " ", maxSplits: 1).dropFirst().joined() }
      .joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(words == "A headline long enough to wrap onto more than one line", "\(long)")
    #expect(!(try Self.lines("picture")).contains { $0.hasPrefix("  1  ") })
  }
}

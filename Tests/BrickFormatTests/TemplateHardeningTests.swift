import BrickCore
import Testing

@testable import BrickFormat

private let bricks = "root:\n  bricks:\n"

// Templates under hostile input (issue 22): placeholder arithmetic never traps, the placeholder
// scan is one pass, JSON escapes are read in one pass.

/// `{index+K}` past `Int` in a repeated section: a positioned error, never a trap.
let indexShiftCases = [
  ("{index+9223372036854775807}", 9_223_372_036_854_775_807), ("{index-9223372036854775807}", 0),
  ("{index+99999999999999999999999}", 0), ("{index+1000000000}", 0),
]

@Test(arguments: indexShiftCases.map(\.0))
func indexShiftsPastTheLimitAreErrors(placeholder: String) throws {
  let text =
    bricks + "    - {type: section, repeat: 2, bricks: [{type: label, text: \"a\(placeholder)\"}]}"
  let errors = try #require(loadErrors(text))
  #expect(errors.errors.count == 1)
  #expect(errors.first?.message == "the shift in '\(placeholder)' is outside the supported range")
  #expect(errors.first?.keyPath == "root.bricks[0].bricks[0].text")
  #expect(errors.first?.line == 3)
}

/// The largest shift is read, in a section and in `data`.
@Test func theLargestIndexShiftIsRead() throws {
  let text =
    bricks
    + "    - {type: section, repeat: 2, bricks: [{type: label, text: \"{index+999999999}\"}]}"
  let spec = try #require(loadSpec(text))
  guard case .section(let second) = spec.root.section?.bricks[1].content,
    case .label(let label, _, _) = second.bricks.first?.content
  else {
    Issue.record("no label")
    return
  }
  #expect(label == "1000000000")
}

/// The placeholder scan finds the placeholder after the last `{` before each `}` (one pass).
@Test(arguments: [
  ("{a{index}", ["index"]), ("{{{{index}}}}", ["index"]), ("{a b}{c}", ["c"]), ("{}{x}}", ["x"]),
  ("{index+3}{index-2}", ["index", "index"]), ("{index+}{index+x}", []), ("}{", []),
  (String(repeating: "{", count: 1000) + "x" + String(repeating: "}", count: 1000), ["x"]),
])
func placeholderScan(text: String, names: [String]) {
  #expect(TemplateExpander.placeholders(in: text).map(\.name) == names)
}

/// A million `\n` escapes in one JSON string read back as a million line breaks (each escape
/// once copied the string built so far: 22 s).
@Test func manyJSONEscapesReadBack() throws {
  let count = 200_000
  let text =
    #"{"root": {"bricks": [{"type": "label", "text": "a"#
    + String(repeating: #"\n\u00e9\ud83d\ude00"#, count: count) + #"b"}]}}"#
  let spec = try #require(loadSpec(text, "escapes.json"))
  guard case .label(let label, _, _) = spec.root.section?.bricks.first?.content else {
    Issue.record("no label")
    return
  }
  #expect(label.unicodeScalars.count == 2 + 3 * count)
  #expect(label == "a" + String(repeating: "\né😀", count: count) + "b")
}

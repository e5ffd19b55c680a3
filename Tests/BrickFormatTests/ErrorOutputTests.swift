import BrickCore
import BrickFormat
import Testing

/// How errors reach a terminal (issue 16): a window of a long line, CRLF files with their
/// excerpt, and no raw control characters from the file.

@Test func aLongLineShowsAWindowAroundTheColumn() throws {
  // One minified line of about 1.5 MB with a trailing comma at its end.
  let item = #"{"type":"label","text":"xxxxxxxxxx"}"#
  let text =
    #"{"root":{"bricks":["# + Array(repeating: item, count: 40_000).joined(separator: ",") + ",]}}"
  let errors = try #require(loadErrors(text, "min.json"))
  let rendered = errors.description
  #expect(rendered.count < 400)
  let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(lines[0].hasSuffix("error: syntax error: a trailing comma is not JSON"))
  #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix(",]}}"))
  // The caret stands under the comma.
  let caret = try #require(lines[2].firstIndex(of: "^"))
  let column = lines[2].distance(from: lines[2].startIndex, to: caret)
  #expect(Array(lines[1])[column] == ",")
}

@Test(arguments: [1, 30, 61, 62, 100, 199, 200, 201])
func excerptsKeepTheCaretOnItsCharacter(column: Int) {
  let line = String((0..<200).map { Character(UnicodeScalar(UInt8(65 + $0 % 26))) })
  let (excerpt, caret) = LayoutErrorTesting.excerpt(line, column)
  #expect(excerpt.count <= 122)
  if column <= 200 {
    let expected = Array(line)[column - 1]
    #expect(Array(excerpt)[caret - 1] == expected)
  } else {
    #expect(caret == excerpt.count + 1 || Array(excerpt)[caret - 1] == "…")
  }
}

@Test func crlfFilesKeepTheirExcerptAndCaret() throws {
  let errors = try #require(loadErrors("root:\r\n  bricks:\r\n    - {type: label, widht: 10}\r\n"))
  let lines = errors.description.split(separator: "\n").map(String.init)
  #expect(
    lines[0]
      == "test.yaml:3:21: error: unknown key 'widht' at root.bricks[0]; did you mean 'width'?")
  #expect(lines[1] == "    - {type: label, widht: 10}")
  #expect(lines[2] == "                    ^")
}

@Test func controlCharactersFromTheFileAreShownNotSent() throws {
  let text =
    "root:\n  bricks:\n    - {type: label, id: a}\nbehaviors:\n"
    + "  - {type: sticky, bricks: [\"nope\\e[?25l\"]}\n"
  let errors = try #require(loadErrors(text))
  let rendered = errors.description + errors.compactDescription
  #expect(!rendered.unicodeScalars.contains { $0.value == 0x1B })
  #expect(rendered.contains("selector 'nope␛[?25l' matches no id"))
}

@Test func sanitizedTextKeepsOneColumnPerCharacter() {
  #expect(
    TerminalText.sanitized("a\u{1B}b\u{7F}c\u{9B}d\u{202E}e\nf") == "a␛b␡c\u{FFFD}d\u{FFFD}e␊f")
  #expect(TerminalText.sanitized("tab\there", keepTabs: true) == "tab\there")
  #expect(TerminalText.sanitized("plain text") == "plain text")
}

import BrickTestSupport
import Testing

@testable import BrickFormat

// The validator's shortcuts for large files (lazy key paths, byte tests before Character tests)
// must give what the plain code they replaced gives. These tests compare the two over many
// generated inputs, the awkward ones included.

/// Keys as files write them, and ones that compare equal as Strings with other bytes.
private let keyPieces = [
  "", "a", "width", "bricks", "x-y", "é", "e\u{301}", "\u{212B}", "A\u{30A}", "K", "\u{212A}",
  "#", "{index}", "😀", "b12345", "root",
]

/// The key path as joined strings and `"\(path)[\(i)]"` wrote it before `DocPath`.
@Test func lazyKeyPathsReadAsTheStringsTheyReplace() {
  var tape = Tape(state: 0x9E37_79B9_7F4A_7C15)
  for _ in 0..<5_000 {
    var text = tape.pick(["", "root", "behaviors", "states[2]"])
    var path = DocPath(text)
    for _ in 0..<tape.choose(6) {
      switch tape.choose(3) {
      case 0:
        let key = tape.pick(keyPieces) + tape.pick(keyPieces)
        text = DocPath.join(text, key)
        path = path.appending(key)
      case 1:
        let index = tape.choose(200_000)
        text = "\(text)[\(index)]"
        path = path.appending(index: index)
      default:
        path = path.flattened
      }
      #expect(path.description == text)
    }
    let interpolated: DocPath = "\(path)[7]"
    #expect(interpolated.description == text + "[7]")
  }
}

/// Plain scalars that start with a digit: the same value as the word table and `Double`.
@Test func classifyReadsNumbersAsBefore() {
  var tape = Tape(state: 0x2545_F491_4F6C_DD1D)
  let pieces = [
    "0", "1", "5", "9", "00", "123456789012345", "1234567890123456", ".", "e", "e-3",
    "x", "_", "/", " ", "\u{301}", "inf", "nan",
  ]
  for _ in 0..<20_000 {
    var text = tape.pick(["0", "1", "7", "9"])
    for _ in 0..<tape.choose(5) { text += tape.pick(pieces) }
    let scalar = DocNode.Scalar(text, .implicit, .plain, nil)
    let expected: ScalarValue = Double(text).map { .number($0) } ?? .string(text)
    let found = ScalarValue.classify(scalar)
    if case .number(let a) = found, case .number(let b) = expected, a.isNaN, b.isNaN {
      continue
    }
    #expect(found == expected, "\(text)")
  }
}

/// The byte tests in front of `hasSuffix`, `hasPrefix` and `contains` change no answer.
@Test func byteTestsAnswerAsCharacterTests() {
  let texts = [
    "1/2", "50%", "50 %", "%", "", "fill", "auto", "5%\u{301}", "\u{600}%", "root.1.2", "root.",
    "root", "root.\u{301}1", "ro\u{301}ot.1", "a#b", "#\u{301}", "x", "1/2%", "½",
  ]
  for text in texts {
    #expect(
      LayoutValidator.looksLikeRatio(text)
        == (text.hasSuffix("%") || text.utf8.contains(UInt8(ascii: "/"))),
      "\(text)")
    #expect(DocText.same(text, "fill") == (text == "fill"))
    #expect(DocText.same(text, "auto") == (text == "auto"))
    #expect(DocText.same(text, "root") == (text == "root"))
    let generated: Bool = {
      guard text.hasPrefix("root.") else { return false }
      let parts = text.dropFirst(5).split(separator: ".", omittingEmptySubsequences: false)
      return parts.allSatisfy {
        !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber)
      }
    }()
    #expect(LayoutValidator.looksGenerated(text) == generated, "\(text)")
  }
}

import BrickCore
import BrickTestSupport
import Foundation
import Testing

@testable import BrickFormat

// A JSON file's root bricks are read in batches while the parser goes on (the loader's
// `ElementStream`), and short strings come from a cache. These tests hold both to what the plain
// way gives: the same spec or the same errors, the same strings, the same positions.

/// Both ways of loading `text` as JSON.
private func bothWays(
  _ text: String
) -> (ahead: Result<LayoutSpec, LayoutErrors>, whole: Result<LayoutSpec, LayoutErrors>) {
  (
    LayoutLoader.load(text: text, sourceName: "a.json", readAhead: true),
    LayoutLoader.load(text: text, sourceName: "a.json", readAhead: false)
  )
}

/// A parsed YAML or JSON node written out as JSON (aliases expanded, tags dropped).
private func json(_ node: DocNode) -> String {
  switch node {
  case .mapping(let map):
    let pairs: [String] = map.pairs.map { json(key: $0.key) + ": " + json($0.value) }
    return "{" + pairs.joined(separator: ", ") + "}"
  case .sequence(let seq):
    let items: [String] = seq.items.map { json($0) }
    return "[" + items.joined(separator: ", ") + "]"
  case .scalar(let scalar):
    switch ScalarValue.classify(scalar) {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n) where n.isFinite:
      return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : "\(n)"
    default: return JSONString.quoted(scalar.string)
    }
  }
}

private func json(key: DocNode) -> String {
  if case .scalar(let scalar) = key { return JSONString.quoted(scalar.string) }
  return JSONString.quoted("\(key)")
}

/// Every example layout, as JSON: read ahead or whole, the same spec (or the same errors).
@Test(arguments: try LayoutsFolder.names)
func everyLayoutReadsTheSameAhead(_ name: String) throws {
  let text = try String(contentsOf: LayoutsFolder.url.appendingPathComponent(name), encoding: .utf8)
  let root: DocNode?
  if LayoutLoader.isJSON(name) {
    root = try StrictJSON.parse(text, maximumNesting: 3_100).root
  } else {
    root = try YAMLComposer.compose(text).root
  }
  let document = json(try #require(root))
  let (ahead, whole) = bothWays(document)
  // YAML-only forms (merge keys) fail as JSON, the same way both times.
  #expect(ahead == whole, "\(name)")
}

/// One root brick of many kinds, for `k`: about one in thirty wrong (so that a file of 700
/// stays under the 50 errors reported, and every batch shows its own).
private func brick(_ k: Int, _ tape: inout Tape) -> String {
  let ratio = tape.pick(["\"1/2\"", "\"1/3\"", "1", "\"fill\"", "0.25", "\"auto\""])
  let kinds =
    [0, 1, 2, 4, 7, 8] + Array(repeating: 3, count: 24) + Array(repeating: 5, count: 20)
    + Array(repeating: 6, count: 10) + Array(repeating: 9, count: 20)
    + Array(repeating: 10, count: 20) + Array(repeating: 11, count: 100)
  switch tape.pick(kinds) {
  case 0: return #"{"type": "label", "id": "b\#(k)", "widht": 1, "text": "typo"}"#
  case 1: return #"{"type": "label", "id": "b\#(k / 2)", "height": -5}"#
  case 2: return #"{"type": "lable", "id": "c\#(k)"}"#
  case 3: return #"{"type": "label", "repeat": 3, "id": "r\#(k)", "text": "Item {index}"}"#
  case 4: return #"{"type": "label", "id": "p\#(k)", "text": "stray {index}"}"#
  case 5:
    return #"{"type": "section", "id": "s\#(k)", "bricks": [{"type": "label", "id": "in\#(k)", "#
      + #""text": "é\#(k)", "width": \#(ratio)}, {"type": "image", "aspect": 0.5}]}"#
  case 6:
    return #"{"type": "section", "repeat": 2, "bricks": [{"type": "label", "id": "rep\#(k)"}]}"#
  case 7: return #"{"type": "label", "id": "root"}"#
  case 8: return #"{"type": "label", "id": "root.\#(k)"}"#
  case 9: return #"{"type": "button", "title": "Tap \"\#(k)\"", "padding": 4}"#
  case 10: return #"{"type": "label", "text": "\u00e9\ud83d\ude00 \#(k)", "height": "auto"}"#
  default:
    return
      #"{"type": "label", "id": "b\#(k)", "width": \#(ratio), "height": 50, "text": "Brick \#(k)"}"#
  }
}

/// Generated files of up to 700 root bricks (several batches), with errors, duplicate ids,
/// placeholders, nested sections and behaviors that name ids from any batch.
@Test func generatedFilesReadTheSameAhead() {
  var tape = Tape(state: 0x2545_F491_4F6C_DD1D)
  for round in 0..<24 {
    let count = tape.pick([0, 1, 255, 256, 257, 513, 700])
    let bricks = (0..<count).map { brick($0, &tape) }
    let selectors = (0..<3).map { _ in "\"b\(tape.choose(max(count, 1)))\"" }
    let behaviors = #"[{"type": "sticky", "bricks": [\#(selectors.joined(separator: ", "))]}]"#
    // The root's own keys sometimes come after its bricks.
    let text =
      round % 2 == 0
      ? #"{"title": "t", "root": {"inset": 4, "bricks": [\#n"#
        + bricks.joined(separator: ",\n") + #"]}, "behaviors": \#(behaviors)}"#
      : #"{"behaviors": \#(behaviors), "root": {"bricks": ["#
        + bricks.joined(separator: ", ") + #"], "inset": 4, "id": "root"}}"#
    let (ahead, whole) = bothWays(text)
    #expect(ahead == whole, "round \(round), \(count) bricks")
  }
}

/// A file that fails to parse after some batches were read reports the syntax error alone.
@Test func aSyntaxErrorAfterReadBatchesIsTheOnlyError() throws {
  var tape = Tape(state: 7)
  let bricks = (0..<600).map { brick($0, &tape) }.joined(separator: ",\n")
  let text = "{\"root\": {\"bricks\": [\n\(bricks),\n]}}"
  let errors = try #require(loadErrors(text, "a.json"))
  #expect(errors.errors.count == 1)
  #expect(errors.errors.first?.message.contains("trailing comma") == true)
}

/// A `root.bricks` that is not a list, or a `bricks` list elsewhere, is read as before.
@Test func onlyTheFileRootsBricksAreReadAhead() {
  let texts = [
    #"{"root": {"bricks": {"type": "label"}}}"#,
    #"{"root": {"bricks": []}}"#,
    #"{"root": [{"bricks": [{"type": "label"}]}]}"#,
    #"{"states": [{"name": "a", "root": {"bricks": [{"type": "label", "id": "x"}]}}], "#
      + #""root": {"bricks": [{"type": "label", "id": "x"}]}}"#,
    #"{"root": {"bricks": [{"type": "section", "bricks": [{"type": "label", "id": "y"}, "#
      + #"{"type": "label", "id": "y"}]}]}}"#,
    #"[{"root": {"bricks": [1]}}]"#,
  ]
  for text in texts {
    let (ahead, whole) = bothWays(text)
    #expect(ahead == whole, "\(text)")
  }
}

/// Strings of every length around the 15 bytes a cached short string may have, of bytes that
/// send it to the plain reader (quotes, backslashes, braces, control characters, non-ASCII),
/// as keys and values, met many times and near the end of the file: each reads as written,
/// and the document's brace flag is set exactly when a string has a brace or an escape.
@Test func shortStringsReadAsWritten() throws {
  var tape = Tape(state: 0x9E37_79B9_7F4A_7C15)
  let pieces: [String] = [
    "a", "b", "Z", "0", " ", "/", "{", "}", "\"", "\\", "\n", "\u{1}", "é", "😀",
  ]
  for _ in 0..<400 {
    var words: [String] = []
    for _ in 0..<tape.choose(6) + 1 {
      let length = tape.pick([0, 1, 7, 8, 9, 14, 15, 16, 17, 30])
      var word = ""
      for _ in 0..<length {
        word += tape.choose(4) == 0 ? tape.pick(pieces) : tape.pick(["a", "b", "c"])
      }
      words.append(word)
    }
    // Each word as a key (once per object) and as values, twice over, then alone at the end.
    let unique = words.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let object =
      "{"
      + unique.map { "\(JSONString.quoted($0)): \(JSONString.quoted($0))" }.joined(
        separator: ", ") + "}"
    let list = "[" + words.map(JSONString.quoted).joined(separator: ",") + "]"
    let last = JSONString.quoted(words.last ?? "")
    let text = "[\(object), \(list), \(object), \(last)]"
    let document = try StrictJSON.parse(text, maximumNesting: 100)
    guard case .sequence(let top)? = document.root, top.count == 4,
      case .mapping(let map) = top[0], case .sequence(let items) = top[1],
      case .scalar(let end) = top[3]
    else {
      Issue.record("unexpected shape for \(text)")
      continue
    }
    let pairs = map.pairs.compactMap { pair -> (String, String)? in
      guard case .scalar(let k) = pair.key, case .scalar(let v) = pair.value else { return nil }
      return (k.string, v.string)
    }
    #expect(pairs.map(\.0) == unique && pairs.map(\.1) == unique, "\(text)")
    let values = items.items.compactMap { if case .scalar(let s) = $0 { s.string } else { nil } }
    #expect(values == words, "\(text)")
    #expect(end.string == words.last ?? "")
    let braces = words.contains { $0.contains("{") || JSONString.quoted($0).contains("\\") }
    #expect(document.hasBraces == braces, "\(text)")
  }
}

/// Columns count Unicode scalars, also after a non-ASCII string on the line, and count from
/// the line's start again on the next line.
@Test(arguments: [
  (#"{"a": "é😀", "b": tru}"#, 1, 18),
  (#"{"a": "éé",  "b": x}"#, 1, 19),
  ("{\"a\": \"é\",\n \"b\": x}", 2, 7),
  (#"{"a": "ab", "b": x}"#, 1, 18),
])
func columnsCountScalars(_ text: String, _ line: Int, _ column: Int) throws {
  let errors = try #require(loadErrors(text, "a.json"))
  #expect(errors.errors.first?.line == line)
  #expect(errors.errors.first?.column == column)
}

/// The parser streams the list at whatever path it is given, in batches with their indexes,
/// and keeps none of it; lists elsewhere (also under a key of the path) stay in the document.
@Test(arguments: [1, 2, 3, 10])
func aParserStreamsTheListAtTheGivenPath(batchSize: Int) throws {
  let text = #"""
    {"b": [9], "a": {"x": [8], "b": [0, {"b": [7]}, "two", [3], 4, 5, 6]}, "c": {"b": [1]}}
    """#
  final class Batches: @unchecked Sendable {
    var received: [(first: Int, items: [String])] = []
    var bytesParsed: [Int] = []
  }
  let batches = Batches()
  let receive: ([DocNode], Int, ParseProgress) -> Void = { items, first, progress in
    batches.received.append((first, items.map { json($0) }))
    batches.bytesParsed.append(progress.bytesParsed)
  }
  let stream = ElementStream(path: ["a", "b"], batchSize: batchSize, receive: receive)
  let document = try StrictJSON.parse(text, maximumNesting: 10, stream: stream)
  #expect(batches.bytesParsed.allSatisfy { $0 > 0 && $0 <= text.utf8.count })
  let all = ["0", #"{"b": [7]}"#, #""two""#, "[3]", "4", "5", "6"]
  #expect(batches.received.flatMap(\.items) == all)
  #expect(batches.received.map(\.first) == Array(stride(from: 0, to: all.count, by: batchSize)))
  #expect(batches.received.dropLast().allSatisfy { $0.items.count == batchSize })
  let root = try #require(document.root)
  #expect(json(root) == #"{"b": [9], "a": {"x": [8], "b": []}, "c": {"b": [1]}}"#)
}

/// The YAML composer counts the entries of the lists under the key it is given, aliases
/// expanded, and notes where they first pass the limit; without a budget it counts nothing.
@Test func theComposerCountsTheListsOfItsBudget() throws {
  let text = "a: &x [1, 2, 3]\nitems: [*x, *x]\nitems2: {items: *x}\n"
  let none = try YAMLComposer.compose(text)
  #expect(none.tooManyNodesAt == nil)
  // `items` holds 2 entries, `items2.items` (the alias) 3: 5 in all.
  let within = try YAMLComposer.compose(text, budget: ExpansionBudget(listKey: "items", limit: 5))
  #expect(within.tooManyNodesAt == nil)
  let over = try YAMLComposer.compose(text, budget: ExpansionBudget(listKey: "items", limit: 4))
  #expect(over.tooManyNodesAt == DocMark(line: 3, column: 17))
}

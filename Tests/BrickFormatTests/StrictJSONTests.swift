import BrickCore
import BrickFormat
import Testing

/// `.json` files are strict JSON (RFC 8259): what YAML would accept beyond JSON is an error at
/// its line and column (issue 16), and valid JSON that libyaml refuses is read.
let strictJSONCases: [ErrorCase] = [
  ErrorCase(
    name: "trailing comma in an object", text: #"{"root": {"bricks": [{"type": "label",}]}}"#,
    kind: .syntax, message: "syntax error: a trailing comma is not JSON", line: 1, column: 38,
    keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "trailing comma in a list", text: #"{"root": {"bricks": [{"type": "label"},]}}"#,
    kind: .syntax, message: "syntax error: a trailing comma is not JSON", line: 1, column: 39,
    keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "single-quoted key", text: "{'root': {}}", kind: .syntax,
    message: "syntax error: a single-quoted key is not JSON", line: 1, column: 2, keyPath: "",
    file: "bad.json"),
  ErrorCase(
    name: "single-quoted value", text: #"{"root": {"bricks": [{"type": 'label'}]}}"#, kind: .syntax,
    message: "syntax error: a single-quoted string is not JSON", line: 1, column: 31, keyPath: "",
    file: "bad.json"),
  ErrorCase(
    name: "line comment", text: "{\"root\": {} // the root\n}", kind: .syntax,
    message: "syntax error: comments are not JSON", line: 1, column: 13, keyPath: "",
    file: "bad.json"),
  ErrorCase(
    name: "hash comment", text: "# layout\n{\"root\": {}}", kind: .syntax,
    message: "syntax error: comments are not JSON", line: 1, column: 1, keyPath: "",
    file: "bad.json"),
  ErrorCase(
    name: "hexadecimal number", text: #"{"root": {"inset": 0x20}}"#, kind: .syntax,
    message: "syntax error: hexadecimal numbers are not JSON", line: 1, column: 20, keyPath: "",
    file: "bad.json"),
  ErrorCase(
    name: "leading zero", text: #"{"root": {"inset": 010}}"#, kind: .syntax,
    message: "syntax error: a number may not have a leading zero in JSON", line: 1, column: 20,
    keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "leading plus", text: #"{"root": {"inset": +1}}"#, kind: .syntax,
    message: "syntax error: a number may not start with '+' in JSON", line: 1, column: 20,
    keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "NaN", text: #"{"root": {"inset": NaN}}"#, kind: .syntax,
    message: "syntax error: unexpected 'N' where a value should be", line: 1, column: 20,
    keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "YAML's .inf", text: #"{"root": {"inset": .inf}}"#, kind: .syntax,
    message: "syntax error: a number may not start with '.' in JSON", line: 1, column: 20,
    keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "unquoted key", text: "{root: {}}", kind: .syntax,
    message: "syntax error: unexpected 'r' where a key should be", line: 1, column: 2, keyPath: "",
    file: "bad.json"),
  ErrorCase(
    name: "misspelt literal", text: #"{"root": {"alignRowHeights": ture}}"#, kind: .syntax,
    message: "syntax error: 'ture' is not a JSON value", line: 1, column: 30, keyPath: "",
    file: "bad.json"),
  ErrorCase(
    name: "lone high surrogate",
    text: #"{"root": {"bricks": [{"type": "label", "text": "\ud83d"}]}}"#,
    kind: .syntax, message: #"syntax error: a lone surrogate \ud83d (the first half of a pair)"#,
    line: 1, column: 49, keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "lone low surrogate",
    text: #"{"root": {"bricks": [{"type": "label", "text": "a\ude00"}]}}"#,
    kind: .syntax, message: #"syntax error: a lone surrogate \ude00 (the second half of a pair)"#,
    line: 1, column: 50, keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "unknown escape", text: #"{"root": {"bricks": [{"type": "label", "text": "\q"}]}}"#,
    kind: .syntax, message: #"syntax error: '\q' is not a JSON escape"#, line: 1, column: 49,
    keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "raw line break in a string",
    text: "{\"root\": {\"bricks\": [{\"type\": \"label\", \"text\": \"a\nb\"}]}}",
    kind: .syntax, message: "syntax error: a string may not span lines in JSON", line: 1,
    column: 50,
    keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "duplicate key, on the second use", text: "{\"root\": {\"inset\": 1,\n  \"inset\": 2}}",
    kind: .syntax, message: "duplicate key 'inset' (first used at line 1)", line: 2,
    column: 3, keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "a second document", text: "{\"root\": {}}\n{\"root\": {}}", kind: .syntax,
    message: "syntax error: unexpected '{' after the document's value", line: 2, column: 1,
    keyPath: "", file: "bad.json"),
  ErrorCase(
    name: "unterminated object", text: "{\"root\": {}", kind: .syntax,
    message: "syntax error: the file ends inside an object", line: 1, column: 12, keyPath: "",
    file: "bad.json"),
  ErrorCase(
    name: "a string where a number belongs, after strict parsing",
    text: #"{"root": {"inset": "10"}}"#,
    kind: .wrongType, message: "expected a number, found the string '10'", line: 1, column: 20,
    keyPath: "root.inset", file: "bad.json"),
  ErrorCase(
    name: "columns count scalars, not bytes", text: #"{"title": "café", "root": {"inset": -}}"#,
    kind: .syntax, message: "syntax error: '-' must be followed by a digit", line: 1, column: 37,
    keyPath: "", file: "bad.json"),
]

@Test(arguments: strictJSONCases)
func strictJSONRefusesWhatIsNotJSON(_ c: ErrorCase) throws {
  try badInput(c)
}

/// What Python's `json.dump` writes for an emoji (a surrogate pair) is one scalar.
@Test func surrogatePairEscapesCombine() throws {
  let text =
    #"{"root": {"bricks": [{"type": "label", "id": "a", "text": "\ud83d\ude00 \u00e9\n"#
    + #"\"q\" \/"}]}}"#
  let spec = try LayoutLoader.spec(text: text, sourceName: "emoji.json")
  guard case .label(let label, _, _) = spec.root.section?.bricks.first?.content else {
    Issue.record("not a label")
    return
  }
  #expect(label == "😀 é\n\"q\" /")
}

/// The same text as YAML accepts YAML's extras; only `.json` names are strict.
@Test func yamlFilesKeepYAMLSyntax() throws {
  let text = "{'root': {'inset': 0x20,},}  # a comment"
  let spec = try LayoutLoader.spec(text: text, sourceName: "flow.yaml")
  #expect(spec.root.section?.inset == 32)
  #expect(LayoutLoader.isJSON("A.JSON") && !LayoutLoader.isJSON("a.yaml"))
}

/// Strict JSON and YAML read the same valid JSON to the same spec, for every JSON layout.
@Test func strictJSONAndYAMLAgreeOnValidJSON() throws {
  let text = #"""
    {"title": "Agree", "device": {"width": 320, "height": 480}, "widthRatio": 1,
     "root": {"inset": 10, "edgeInsets": [1, 2, 3, 4], "alignRowHeights": true,
      "bricks": [{"type": "label", "id": "t", "text": "true", "width": "1/2", "height": 1.5e2},
                 {"type": "image", "aspect": 0.5, "src": "a.png"},
                 {"type": "section", "bricks": []}]},
     "behaviors": [{"type": "sticky", "bricks": ["t"], "topOffset": -0}]}
    """#
  let strict = try LayoutLoader.spec(text: text, sourceName: "a.json")
  let yaml = try LayoutLoader.spec(text: text, sourceName: "a.yaml")
  #expect(strict == yaml)
}

import BrickCore
import BrickFormat
import Testing

/// `.json` files are strict JSON (RFC 8259): what YAML would accept beyond JSON is an error at
/// its line and column (issue 16), and valid JSON that libyaml refuses is read.
let strictJSONCases: [ErrorCase] = [
  ErrorCase(
    name: "trailing comma in an object", text: #"{"root": {"bricks": [{"type": "label",}]}}"#,
    file: "bad.json"),
  ErrorCase(
    name: "trailing comma in a list", text: #"{"root": {"bricks": [{"type": "label"},]}}"#,
    file: "bad.json"),
  ErrorCase(name: "single-quoted key", text: "{'root': {}}", file: "bad.json"),
  ErrorCase(
    name: "single-quoted value", text: #"{"root": {"bricks": [{"type": 'label'}]}}"#,
    file: "bad.json"),
  ErrorCase(name: "line comment", text: "{\"root\": {} // the root\n}", file: "bad.json"),
  ErrorCase(name: "hash comment", text: "# layout\n{\"root\": {}}", file: "bad.json"),
  ErrorCase(name: "hexadecimal number", text: #"{"root": {"inset": 0x20}}"#, file: "bad.json"),
  ErrorCase(name: "leading zero", text: #"{"root": {"inset": 010}}"#, file: "bad.json"),
  ErrorCase(name: "leading plus", text: #"{"root": {"inset": +1}}"#, file: "bad.json"),
  ErrorCase(name: "NaN", text: #"{"root": {"inset": NaN}}"#, file: "bad.json"),
  ErrorCase(name: "YAML's .inf", text: #"{"root": {"inset": .inf}}"#, file: "bad.json"),
  ErrorCase(name: "unquoted key", text: "{root: {}}", file: "bad.json"),
  ErrorCase(
    name: "misspelt literal", text: #"{"root": {"alignRowHeights": ture}}"#, file: "bad.json"),
  ErrorCase(
    name: "lone high surrogate",
    text: #"{"root": {"bricks": [{"type": "label", "text": "\ud83d"}]}}"#, file: "bad.json"),
  ErrorCase(
    name: "lone low surrogate",
    text: #"{"root": {"bricks": [{"type": "label", "text": "a\ude00"}]}}"#, file: "bad.json"),
  ErrorCase(
    name: "unknown escape", text: #"{"root": {"bricks": [{"type": "label", "text": "\q"}]}}"#,
    file: "bad.json"),
  ErrorCase(
    name: "raw line break in a string",
    text: "{\"root\": {\"bricks\": [{\"type\": \"label\", \"text\": \"a\nb\"}]}}",
    file: "bad.json"),
  ErrorCase(
    name: "duplicate key, on the second use", text: "{\"root\": {\"inset\": 1,\n  \"inset\": 2}}",
    file: "bad.json"),
  ErrorCase(name: "a second document", text: "{\"root\": {}}\n{\"root\": {}}", file: "bad.json"),
  ErrorCase(name: "unterminated object", text: "{\"root\": {}", file: "bad.json"),
  ErrorCase(
    name: "a string where a number belongs, after strict parsing",
    text: #"{"root": {"inset": "10"}}"#, file: "bad.json"),
  ErrorCase(
    name: "columns count scalars, not bytes", text: #"{"title": "café", "root": {"inset": -}}"#,
    file: "bad.json"),
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

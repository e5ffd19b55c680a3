import BrickCore
import BrickFormat
import BrickTestSupport
import Testing

/// A bad input; the first error it must produce, exactly, is in `Errors/` (`fixtureName`).
struct ErrorCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var file = "bad.yaml"
  var testDescription: String { name }
  /// The file of its expected error in `Errors/`: the name in lower case, words joined by `-`.
  var fixtureName: String {
    let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
    return words.joined(separator: "-") + ".txt"
  }
}

/// Each case's expected first error, one file a case (`RECORD_FIXTURES=1` records them).
let errorFixtures = Fixtures.folder("Errors")

/// What a case's file holds: the error's kind, place, key path, message and suggestion.
func errorEntry(_ error: LayoutError) -> String {
  """
  kind: \(error.kind)
  at: \(error.file):\(error.line):\(error.column)
  keyPath: \(error.keyPath)
  message: \(error.message)
  suggestion: \(error.suggestion ?? "-")

  """
}

private let bricks = "root:\n  bricks:\n"

let errorCases: [ErrorCase] = [
  // Unknown keys, types and values, with "did you mean".
  ErrorCase(name: "misspelt key", text: bricks + "    - {type: label, widht: 10}"),
  ErrorCase(
    name: "misspelt key, block style", text: bricks + "    - type: label\n      txet: Hello"),
  ErrorCase(name: "misspelt top-level key", text: "tilte: Feed\nroot: {}"),
  ErrorCase(name: "key of another type", text: bricks + "    - {type: image, text: Hi}"),
  ErrorCase(name: "misspelt type", text: bricks + "    - {type: lable}"),
  ErrorCase(name: "misspelt enum value", text: "scrollDirection: verticle\nroot: {}"),
  ErrorCase(name: "misspelt alignment", text: "root:\n  alignment: {horizontal: centre}"),
  ErrorCase(name: "misspelt device preset", text: "device: iphone-s\nroot: {}"),
  ErrorCase(
    name: "misspelt behavior type",
    text: "root: {bricks: [{type: label, id: a}]}\nbehaviors:\n  - {type: stiky, bricks: [a]}"),
  ErrorCase(
    name: "misspelt behavior parameter",
    text:
      "root: {bricks: [{type: label, id: a}]}\nbehaviors:\n"
      + "  - {type: sticky, bricks: [a], topOfset: 5}"),
  ErrorCase(
    name: "misspelt dimension form", text: bricks + "    - {type: label, width: {ratoi: 0.5}}"),
  ErrorCase(name: "misspelt dimension shorthand", text: bricks + "    - {type: label, width: fil}"),
  ErrorCase(
    name: "two dimension forms",
    text: bricks + "    - {type: label, width: {fixed: 10, ratio: 0.5}}"),
  ErrorCase(name: "width on the root", text: "root:\n  width: 100"),
  ErrorCase(name: "height on a section", text: bricks + "    - {type: section, height: 10}"),
  // Ids.
  ErrorCase(
    name: "duplicate id",
    text: bricks
      + "    - {type: label, id: title}\n    - {type: label, id: body}\n"
      + "    - {type: label, id: title}"),
  ErrorCase(
    name: "duplicate id in a nested section",
    text: bricks
      + "    - {type: label, id: hero}\n    - type: section\n      bricks:\n"
      + "        - {type: image, id: hero}"),
  ErrorCase(name: "the root's id", text: bricks + "    - {type: label, id: root}"),
  ErrorCase(name: "id with #", text: bricks + "    - {type: label, id: \"a#1\"}"),
  // Numbers.
  ErrorCase(name: "negative width", text: bricks + "    - {type: label, width: -5}"),
  ErrorCase(name: "negative inset", text: "root:\n  inset: -1"),
  ErrorCase(name: "infinite height", text: bricks + "    - {type: label, height: .inf}"),
  ErrorCase(
    name: "overflowing number in JSON", text: #"{"root": {"inset": 1e400}}"#, file: "bad.json"),
  ErrorCase(name: "NaN edge inset", text: "root:\n  edgeInsets: [0, .nan, 0, 0]"),
  ErrorCase(name: "zero ratio", text: bricks + "    - {type: label, width: \"0%\"}"),
  ErrorCase(name: "negative ratio", text: bricks + "    - {type: label, width: {ratio: -0.5}}"),
  ErrorCase(name: "ratio over zero", text: bricks + "    - {type: label, width: \"1/0\"}"),
  ErrorCase(name: "repeat over the limit", text: bricks + "    - {type: label, repeat: 10000001}"),
  ErrorCase(name: "negative repeat", text: bricks + "    - {type: label, repeat: -1}"),
  ErrorCase(name: "fractional repeat", text: bricks + "    - {type: label, repeat: 2.5}"),
  ErrorCase(
    name: "repeat and data together", text: bricks + "    - {type: section, repeat: 2, data: []}"),
  ErrorCase(name: "negative device size", text: "device: {width: -320, height: 568}\nroot: {}"),
  ErrorCase(
    name: "cover flow scale above 1",
    text: "root: {}\nbehaviors:\n  - {type: coverFlow, minimumScaleFactor: 1.5}"),
  ErrorCase(
    name: "range pairs out of order",
    text: bricks
      + "    - type: label\n      width:\n        range:\n          default: 1\n          pairs:\n"
      + "            - {minimumSize: 800, dimension: 1/2}\n"
      + "            - {minimumSize: 400, dimension: 1/3}"),
  // Selectors.
  ErrorCase(
    name: "selector matching no id",
    text: bricks
      + "    - {type: label, id: title}\nbehaviors:\n  - {type: sticky, bricks: [titel]}"),
  ErrorCase(
    name: "selector past the repeat count",
    text: bricks
      + "    - {type: label, id: fruit, repeat: 3}\nbehaviors:\n"
      + "  - {type: hide, bricks: [fruit#3]}"),
  ErrorCase(
    name: "per-brick key matching no id",
    text: bricks
      + "    - {type: label, id: title}\nbehaviors:\n"
      + "  - {type: minimumSticky, bricks: [title], minimumHeight: {titl: 40}}"),
  // Mosaic.
  ErrorCase(name: "mosaic pattern empty", text: "root:\n  layout:\n    mosaic:\n      pattern: []"),
  ErrorCase(
    name: "mosaic block without cells",
    text: "root:\n  layout:\n    mosaic:\n      pattern:\n        - frames: []"),
  ErrorCase(
    name: "mosaic cell outside the block",
    text:
      "root:\n  layout:\n    mosaic:\n      pattern:\n"
      + "        - frames: [[0, 0, 0.5, 1], [0.6, 0, 0.5, 1]]"),
  ErrorCase(name: "header without mosaic", text: "root:\n  header: {type: label}"),
  // Fill as a height.
  ErrorCase(name: "fill height", text: bricks + "    - {type: label, height: fill}"),
  ErrorCase(
    name: "fill height inside a rule",
    text: bricks + "    - {type: label, height: {orientation: {landscape: fill, portrait: 50}}}"),
  // Wrong types.
  ErrorCase(name: "string for a number", text: "root:\n  inset: \"10\""),
  ErrorCase(name: "number for a bool", text: bricks + "    - {type: label, hidden: 1}"),
  ErrorCase(name: "mapping for a list", text: "root:\n  bricks: {type: label}"),
  ErrorCase(name: "list for a dimension", text: bricks + "    - {type: label, width: [1, 2]}"),
  ErrorCase(
    name: "quoted number for a dimension", text: bricks + "    - {type: label, width: \"50\"}"),
  ErrorCase(name: "missing type", text: bricks + "    - {text: hi}"),
  // Documents.
  ErrorCase(name: "empty document", text: ""),
  ErrorCase(name: "only a comment", text: "# nothing yet\n"),
  ErrorCase(name: "list at the top", text: "- a\n- b\n"),
  ErrorCase(name: "string at the top", text: "hello"),
  ErrorCase(name: "missing root", text: "title: Feed\n"),
  ErrorCase(name: "duplicate key", text: "root:\n  inset: 1\n  inset: 2"),
  ErrorCase(
    name: "duplicate key in JSON", text: #"{"root": {"inset": 1, "inset": 2}}"#, file: "bad.json"),
  ErrorCase(name: "YAML syntax error", text: bricks + "    - type: label\n     text: oops"),
  ErrorCase(name: "JSON syntax error", text: "{\"root\": {\"bricks\": [}}", file: "bad.json"),
  // Ids and state names that would mean two things (issue 16).
  ErrorCase(
    name: "an id of the generated form",
    text: bricks + "    - {type: label}\n    - {type: label, id: root.0}"),
  ErrorCase(
    name: "an id with a repetition mark", text: bricks + "    - {type: label, id: \"a#1\"}"),
  ErrorCase(name: "a state named root", text: "root: {}\nstates:\n  - {name: root, root: {}}"),
  ErrorCase(name: "an empty state name", text: "root: {}\nstates:\n  - {name: \"\", root: {}}"),
  // Absurd sizes (hardening): aliases copy a node per use, so ten aliases of ten aliases ...
  // would read 10^7 nodes. The composer counts the entries of `bricks` lists with aliases
  // expanded, so the file is refused before it is read, at the alias that passes the limit.
  ErrorCase(name: "YAML aliases past the node limit", text: aliasBombText(levels: 6)),
  // Ten levels nested in one line (748 bytes): ran for minutes, each level's placeholder scan
  // walking the aliased subtrees below it again.
  ErrorCase(name: "nested aliases fanning out ten levels", text: nestedAliasFanOut(levels: 10)),
]

/// `levels` levels of ten aliases each over one label: 10^levels labels in a few hundred bytes.
func aliasBombText(levels: Int) -> String {
  var text = bricks + "    - &x0 {type: label}\n"
  for i in 1...levels {
    text +=
      "    - &x\(i) {type: section, bricks: ["
      + Array(repeating: "*x\(i - 1)", count: 10).joined(separator: ", ") + "]}\n"
  }
  return text
}

/// `&aK {type: section, bricks: [&aJ {...}, *aJ x9]}` nested `levels` deep under the root, on
/// one line: 10^levels labels.
func nestedAliasFanOut(levels: Int) -> String {
  func level(_ k: Int) -> String {
    if k == 0 { return "&a0 {type: label, text: x}" }
    return "&a\(k) {type: section, bricks: [\(level(k - 1)), "
      + Array(repeating: "*a\(k - 1)", count: 9).joined(separator: ", ") + "]}"
  }
  return "root: {bricks: [" + level(levels) + "]}\n"
}

/// Aliases below the limit are fine: 10^4 labels.
@Test func aliasesBelowTheNodeLimitLoad() throws {
  let spec = try #require(loadSpec(aliasBombText(levels: 4)))
  #expect(LayoutLoader.itemCount(of: spec) == 1 + 1 + 11 + 111 + 1_111 + 11_111)
}

@Test(.tags(.slow), .whenSlowTestsRun, arguments: errorCases)
func badInput(_ c: ErrorCase) throws {
  let errors = try #require(loadErrors(c.text, c.file))
  let first = try #require(errors.first)
  Fixtures.expect(errorEntry(first), file: errorFixtures.appendingPathComponent(c.fixtureName))
  #expect(first.file == c.file)
  // What would be valid: in `expected`, or in the message itself ("expected a number, found ...").
  #expect(first.expected?.isEmpty == false || first.message.hasPrefix("expected "))
}

import BrickCore
import BrickFormat
import BrickTestSupport
import Testing

/// A bad input and the first error it must produce, exactly.
struct ErrorCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var kind: LayoutError.Kind
  var message: String
  var line: Int
  var column: Int
  var keyPath: String
  var suggestion: String? = nil
  var file = "bad.yaml"
  var testDescription: String { name }
}

private let bricks = "root:\n  bricks:\n"

let errorCases: [ErrorCase] = [
  // Unknown keys, types and values, with "did you mean".
  ErrorCase(
    name: "misspelt key", text: bricks + "    - {type: label, widht: 10}", kind: .unknownKey,
    message: "unknown key 'widht'", line: 3, column: 21, keyPath: "root.bricks[0]",
    suggestion: "width"),
  ErrorCase(
    name: "misspelt key, block style", text: bricks + "    - type: label\n      txet: Hello",
    kind: .unknownKey, message: "unknown key 'txet'", line: 4, column: 7, keyPath: "root.bricks[0]",
    suggestion: "text"),
  ErrorCase(
    name: "misspelt top-level key", text: "tilte: Feed\nroot: {}", kind: .unknownKey,
    message: "unknown key 'tilte'", line: 1, column: 1, keyPath: "", suggestion: "title"),
  ErrorCase(
    name: "key of another type", text: bricks + "    - {type: image, text: Hi}", kind: .unknownKey,
    message: "unknown key 'text'", line: 3, column: 21, keyPath: "root.bricks[0]"),
  ErrorCase(
    name: "misspelt type", text: bricks + "    - {type: lable}", kind: .invalidValue,
    message: "unknown type 'lable'", line: 3, column: 14, keyPath: "root.bricks[0].type",
    suggestion: "label"),
  ErrorCase(
    name: "misspelt enum value", text: "scrollDirection: verticle\nroot: {}", kind: .invalidValue,
    message: "unknown scroll direction 'verticle'", line: 1, column: 18, keyPath: "scrollDirection",
    suggestion: "vertical"),
  ErrorCase(
    name: "misspelt alignment", text: "root:\n  alignment: {horizontal: centre}",
    kind: .invalidValue,
    message: "unknown horizontal alignment 'centre'", line: 2, column: 27,
    keyPath: "root.alignment.horizontal", suggestion: "center"),
  ErrorCase(
    name: "misspelt device preset", text: "device: iphone-s\nroot: {}", kind: .invalidValue,
    message: "unknown device 'iphone-s'", line: 1, column: 9, keyPath: "device",
    suggestion: "iphone-se"),
  ErrorCase(
    name: "misspelt behavior type",
    text: "root: {bricks: [{type: label, id: a}]}\nbehaviors:\n  - {type: stiky, bricks: [a]}",
    kind: .invalidValue, message: "unknown behavior type 'stiky'", line: 3, column: 12,
    keyPath: "behaviors[0].type", suggestion: "sticky"),
  ErrorCase(
    name: "misspelt behavior parameter",
    text:
      "root: {bricks: [{type: label, id: a}]}\nbehaviors:\n"
      + "  - {type: sticky, bricks: [a], topOfset: 5}",
    kind: .unknownKey, message: "unknown key 'topOfset'", line: 3, column: 33,
    keyPath: "behaviors[0]",
    suggestion: "topOffset"),
  ErrorCase(
    name: "misspelt dimension form", text: bricks + "    - {type: label, width: {ratoi: 0.5}}",
    kind: .unknownKey, message: "unknown key 'ratoi'", line: 3, column: 29,
    keyPath: "root.bricks[0].width",
    suggestion: "ratio"),
  ErrorCase(
    name: "misspelt dimension shorthand", text: bricks + "    - {type: label, width: fil}",
    kind: .invalidValue, message: "unknown dimension 'fil'", line: 3, column: 28,
    keyPath: "root.bricks[0].width", suggestion: "fill"),
  ErrorCase(
    name: "two dimension forms",
    text: bricks + "    - {type: label, width: {fixed: 10, ratio: 0.5}}",
    kind: .invalidValue,
    message: "a dimension mapping takes exactly one form, found 'fixed' and 'ratio'",
    line: 3, column: 40, keyPath: "root.bricks[0].width"),
  ErrorCase(
    name: "width on the root", text: "root:\n  width: 100", kind: .unknownKey,
    message: "key 'width' does not apply here: the root section always spans the viewport", line: 2,
    column: 3, keyPath: "root"),
  ErrorCase(
    name: "height on a section", text: bricks + "    - {type: section, height: 10}",
    kind: .unknownKey,
    message: "key 'height' does not apply here: a section's height comes from its content", line: 3,
    column: 23, keyPath: "root.bricks[0]"),
  // Ids.
  ErrorCase(
    name: "duplicate id",
    text: bricks
      + "    - {type: label, id: title}\n    - {type: label, id: body}\n"
      + "    - {type: label, id: title}",
    kind: .duplicateId, message: "duplicate id 'title' (first used at line 3)", line: 5, column: 25,
    keyPath: "root.bricks[2].id"),
  ErrorCase(
    name: "duplicate id in a nested section",
    text: bricks
      + "    - {type: label, id: hero}\n    - type: section\n      bricks:\n"
      + "        - {type: image, id: hero}",
    kind: .duplicateId, message: "duplicate id 'hero' (first used at line 3)", line: 6, column: 29,
    keyPath: "root.bricks[1].bricks[0].id"),
  ErrorCase(
    name: "the root's id", text: bricks + "    - {type: label, id: root}", kind: .duplicateId,
    message: "the id 'root' is reserved for the root section", line: 3, column: 25,
    keyPath: "root.bricks[0].id"),
  ErrorCase(
    name: "id with #", text: bricks + "    - {type: label, id: \"a#1\"}", kind: .invalidValue,
    message: "an id cannot contain '#', found 'a#1'", line: 3, column: 25,
    keyPath: "root.bricks[0].id"),
  // Numbers.
  ErrorCase(
    name: "negative width", text: bricks + "    - {type: label, width: -5}", kind: .invalidValue,
    message: "negative size -5", line: 3, column: 28, keyPath: "root.bricks[0].width"),
  ErrorCase(
    name: "negative inset", text: "root:\n  inset: -1", kind: .invalidValue,
    message: "negative size -1",
    line: 2, column: 10, keyPath: "root.inset"),
  ErrorCase(
    name: "infinite height", text: bricks + "    - {type: label, height: .inf}",
    kind: .invalidValue,
    message: "the number .inf is not finite", line: 3, column: 29,
    keyPath: "root.bricks[0].height"),
  ErrorCase(
    name: "overflowing number in JSON", text: #"{"root": {"inset": 1e400}}"#, kind: .invalidValue,
    message: "the number 1e400 is not finite", line: 1, column: 20, keyPath: "root.inset",
    file: "bad.json"),
  ErrorCase(
    name: "NaN edge inset", text: "root:\n  edgeInsets: [0, .nan, 0, 0]", kind: .invalidValue,
    message: "the number .nan is not finite", line: 2, column: 19, keyPath: "root.edgeInsets[1]"),
  ErrorCase(
    name: "zero ratio", text: bricks + "    - {type: label, width: \"0%\"}", kind: .invalidValue,
    message: "ratio 0% is not positive", line: 3, column: 28, keyPath: "root.bricks[0].width"),
  ErrorCase(
    name: "negative ratio", text: bricks + "    - {type: label, width: {ratio: -0.5}}",
    kind: .invalidValue,
    message: "ratio -0.5 is not positive", line: 3, column: 36,
    keyPath: "root.bricks[0].width.ratio"),
  ErrorCase(
    name: "ratio over zero", text: bricks + "    - {type: label, width: \"1/0\"}",
    kind: .invalidValue,
    message: "ratio 1/0 is not finite", line: 3, column: 28, keyPath: "root.bricks[0].width"),
  ErrorCase(
    name: "repeat over the limit", text: bricks + "    - {type: label, repeat: 10000001}",
    kind: .invalidValue, message: "repeat count 10000001 is over the limit of 10,000,000", line: 3,
    column: 29, keyPath: "root.bricks[0].repeat"),
  ErrorCase(
    name: "negative repeat", text: bricks + "    - {type: label, repeat: -1}", kind: .invalidValue,
    message: "negative repeat count -1", line: 3, column: 29, keyPath: "root.bricks[0].repeat"),
  ErrorCase(
    name: "fractional repeat", text: bricks + "    - {type: label, repeat: 2.5}",
    kind: .invalidValue,
    message: "repeat count 2.5 is not a whole number", line: 3, column: 29,
    keyPath: "root.bricks[0].repeat"),
  ErrorCase(
    name: "repeat and data together", text: bricks + "    - {type: section, repeat: 2, data: []}",
    kind: .invalidValue, message: "'data' and 'repeat' on one node", line: 3, column: 34,
    keyPath: "root.bricks[0].data"),
  ErrorCase(
    name: "negative device size", text: "device: {width: -320, height: 568}\nroot: {}",
    kind: .invalidValue,
    message: "width -320 is not positive", line: 1, column: 17, keyPath: "device.width"),
  ErrorCase(
    name: "cover flow scale above 1",
    text: "root: {}\nbehaviors:\n  - {type: coverFlow, minimumScaleFactor: 1.5}",
    kind: .invalidValue, message: "scale factor 1.5 is above 1", line: 3, column: 43,
    keyPath: "behaviors[0].minimumScaleFactor"),
  ErrorCase(
    name: "range pairs out of order",
    text: bricks
      + "    - type: label\n      width:\n        range:\n          default: 1\n          pairs:\n"
      + "            - {minimumSize: 800, dimension: 1/2}\n"
      + "            - {minimumSize: 400, dimension: 1/3}",
    kind: .invalidValue,
    message: "range pairs must be in ascending order of minimumSize, found 400 after 800", line: 9,
    column: 29, keyPath: "root.bricks[0].width.range.pairs[1].minimumSize"),
  // Selectors.
  ErrorCase(
    name: "selector matching no id",
    text: bricks
      + "    - {type: label, id: title}\nbehaviors:\n  - {type: sticky, bricks: [titel]}",
    kind: .unknownSelector, message: "selector 'titel' matches no id", line: 5, column: 29,
    keyPath: "behaviors[0].bricks[0]", suggestion: "title"),
  ErrorCase(
    name: "selector past the repeat count",
    text: bricks
      + "    - {type: label, id: fruit, repeat: 3}\nbehaviors:\n"
      + "  - {type: hide, bricks: [fruit#3]}",
    kind: .invalidValue,
    message: "selector 'fruit#3' picks repetition 3, but 'fruit' repeats 3 times",
    line: 5, column: 27, keyPath: "behaviors[0].bricks[0]"),
  ErrorCase(
    name: "per-brick key matching no id",
    text: bricks
      + "    - {type: label, id: title}\nbehaviors:\n"
      + "  - {type: minimumSticky, bricks: [title], minimumHeight: {titl: 40}}",
    kind: .unknownSelector, message: "selector 'titl' matches no id", line: 5, column: 60,
    keyPath: "behaviors[0].minimumHeight", suggestion: "title"),
  // Mosaic.
  ErrorCase(
    name: "mosaic pattern empty", text: "root:\n  layout:\n    mosaic:\n      pattern: []",
    kind: .invalidValue, message: "a mosaic pattern needs at least one block", line: 4, column: 16,
    keyPath: "root.layout.mosaic.pattern"),
  ErrorCase(
    name: "mosaic block without cells",
    text: "root:\n  layout:\n    mosaic:\n      pattern:\n        - frames: []",
    kind: .invalidValue,
    message: "a mosaic block needs at least one cell", line: 5, column: 19,
    keyPath: "root.layout.mosaic.pattern[0].frames"),
  ErrorCase(
    name: "mosaic cell outside the block",
    text:
      "root:\n  layout:\n    mosaic:\n      pattern:\n"
      + "        - frames: [[0, 0, 0.5, 1], [0.6, 0, 0.5, 1]]",
    kind: .invalidValue, message: "cell [0.6, 0, 0.5, 1] lies outside the block", line: 5,
    column: 36,
    keyPath: "root.layout.mosaic.pattern[0].frames[1]"),
  ErrorCase(
    name: "header without mosaic", text: "root:\n  header: {type: label}", kind: .invalidValue,
    message: "'header' needs a mosaic layout", line: 2, column: 3, keyPath: "root.header"),
  // Fill as a height.
  ErrorCase(
    name: "fill height", text: bricks + "    - {type: label, height: fill}", kind: .invalidValue,
    message: "'fill' is only for widths", line: 3, column: 29, keyPath: "root.bricks[0].height"),
  ErrorCase(
    name: "fill height inside a rule",
    text: bricks + "    - {type: label, height: {orientation: {landscape: fill, portrait: 50}}}",
    kind: .invalidValue, message: "'fill' is only for widths", line: 3, column: 55,
    keyPath: "root.bricks[0].height.orientation.landscape"),
  // Wrong types.
  ErrorCase(
    name: "string for a number", text: "root:\n  inset: \"10\"", kind: .wrongType,
    message: "expected a number, found the string '10'", line: 2, column: 10,
    keyPath: "root.inset"),
  ErrorCase(
    name: "number for a bool", text: bricks + "    - {type: label, hidden: 1}", kind: .wrongType,
    message: "expected true or false, found the number 1", line: 3, column: 29,
    keyPath: "root.bricks[0].hidden", suggestion: "true"),
  ErrorCase(
    name: "mapping for a list", text: "root:\n  bricks: {type: label}", kind: .wrongType,
    message: "expected a list of bricks, found a mapping", line: 2, column: 11,
    keyPath: "root.bricks"),
  ErrorCase(
    name: "list for a dimension", text: bricks + "    - {type: label, width: [1, 2]}",
    kind: .wrongType,
    message: "expected a dimension, found a list", line: 3, column: 28,
    keyPath: "root.bricks[0].width"),
  ErrorCase(
    name: "quoted number for a dimension", text: bricks + "    - {type: label, width: \"50\"}",
    kind: .wrongType, message: "expected a dimension, found the string '50'", line: 3, column: 28,
    keyPath: "root.bricks[0].width"),
  ErrorCase(
    name: "missing type", text: bricks + "    - {text: hi}", kind: .missingKey,
    message: "missing key 'type'",
    line: 3, column: 7, keyPath: "root.bricks[0]"),
  // Documents.
  ErrorCase(
    name: "empty document", text: "", kind: .emptyDocument, message: "the file is empty", line: 1,
    column: 1, keyPath: ""),
  ErrorCase(
    name: "only a comment", text: "# nothing yet\n", kind: .emptyDocument,
    message: "the file is empty",
    line: 1, column: 1, keyPath: ""),
  ErrorCase(
    name: "list at the top", text: "- a\n- b\n", kind: .wrongType,
    message: "the top level must be a mapping, found a list", line: 1, column: 1, keyPath: ""),
  ErrorCase(
    name: "string at the top", text: "hello", kind: .wrongType,
    message: "the top level must be a mapping, found the string 'hello'", line: 1, column: 1,
    keyPath: ""),
  ErrorCase(
    name: "missing root", text: "title: Feed\n", kind: .missingKey, message: "missing key 'root'",
    line: 1, column: 1, keyPath: ""),
  ErrorCase(
    name: "duplicate key", text: "root:\n  inset: 1\n  inset: 2", kind: .syntax,
    message: "duplicate key 'inset' (first used at line 2)", line: 3, column: 3, keyPath: ""),
  ErrorCase(
    name: "duplicate key in JSON", text: #"{"root": {"inset": 1, "inset": 2}}"#, kind: .syntax,
    message: "duplicate key 'inset' (first used at line 1)", line: 1, column: 23, keyPath: "",
    file: "bad.json"),
  ErrorCase(
    name: "YAML syntax error", text: bricks + "    - type: label\n     text: oops", kind: .syntax,
    message:
      "syntax error: did not find expected '-' indicator (while parsing a block collection at line "
      + "3, column 5)",
    line: 4, column: 6, keyPath: ""),
  ErrorCase(
    name: "JSON syntax error", text: "{\"root\": {\"bricks\": [}}", kind: .syntax,
    message: "syntax error: unexpected '}' where a value should be",
    line: 1, column: 22, keyPath: "", file: "bad.json"),
  // Ids and state names that would mean two things (issue 16).
  ErrorCase(
    name: "an id of the generated form",
    text: bricks + "    - {type: label}\n    - {type: label, id: root.0}",
    kind: .duplicateId,
    message: "the id 'root.0' has the form of a generated id (the path of an unnamed node)",
    line: 4, column: 25, keyPath: "root.bricks[1].id"),
  ErrorCase(
    name: "an id with a repetition mark", text: bricks + "    - {type: label, id: \"a#1\"}",
    kind: .invalidValue, message: "an id cannot contain '#', found 'a#1'",
    line: 3, column: 25, keyPath: "root.bricks[0].id"),
  ErrorCase(
    name: "a state named root", text: "root: {}\nstates:\n  - {name: root, root: {}}",
    kind: .invalidValue,
    message: "the state name 'root' is reserved for the file's own root (as in diff --from root)",
    line: 3, column: 12, keyPath: "states[0].name"),
  ErrorCase(
    name: "an empty state name", text: "root: {}\nstates:\n  - {name: \"\", root: {}}",
    kind: .invalidValue, message: "a state name may not be empty", line: 3, column: 12,
    keyPath: "states[0].name"),
  // Absurd sizes (hardening): aliases copy a node per use, so ten aliases of ten aliases ...
  // would read 10^7 nodes. The composer counts the entries of `bricks` lists with aliases
  // expanded, so the file is refused before it is read, at the alias that passes the limit.
  ErrorCase(
    name: "YAML aliases past the node limit", text: aliasBombText(levels: 6), kind: .tooLarge,
    message: "more than 250,000 nodes (each use of a YAML alias is a copy)", line: 9, column: 41,
    keyPath: ""),
  // Ten levels nested in one line (748 bytes): ran for minutes, each level's placeholder scan
  // walking the aliased subtrees below it again.
  ErrorCase(
    name: "nested aliases fanning out ten levels", text: nestedAliasFanOut(levels: 10),
    kind: .tooLarge, message: "more than 250,000 nodes (each use of a YAML alias is a copy)",
    line: 1, column: 576, keyPath: ""),
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
  #expect(first.message == c.message)
  #expect(first.line == c.line)
  #expect(first.column == c.column)
  #expect(first.keyPath == c.keyPath)
  #expect(first.kind == c.kind)
  #expect(first.file == c.file)
  #expect(first.suggestion == c.suggestion)
  // What would be valid: in `expected`, or in the message itself ("expected a number, found ...").
  #expect(first.expected?.isEmpty == false || first.message.hasPrefix("expected "))
}

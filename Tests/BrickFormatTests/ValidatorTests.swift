import BrickCore
import Testing

@testable import BrickFormat

// The validator on its own (issue 27): a parsed document in, the layout model and positioned
// errors out, with no loader, driver or read-ahead around it.

/// A validator's answer for one document: the spec, and the errors in the order found.
private struct Validated {
  var spec: LayoutSpec?
  var errors: [LayoutError]
  var validator: LayoutValidator
}

/// Parses `text` (strict JSON for a `.json` name, YAML otherwise) and validates the document
/// with a validator of its own, told what the parser found out as the loader tells it.
private func validate(_ text: String, name: String = "v.yaml") throws -> Validated {
  let root: DocNode?
  var validator: LayoutValidator
  if LayoutLoader.isJSON(name) {
    let parsed = try StrictJSON.parse(text, maximumNesting: 100)
    root = parsed.root
    validator = LayoutValidator(
      sourceName: name, text: text,
      facts: DocumentFacts(hasAliases: false, hasMergeKeys: false, mayRepeatKeys: false))
    validator.templates.documentHasBraces = parsed.hasBraces
  } else {
    let composed = try YAMLComposer.compose(text)
    root = composed.root
    validator = LayoutValidator(
      sourceName: name, text: text,
      facts: DocumentFacts(
        tagNames: composed.tagNames, hasAliases: composed.hasAliases,
        hasMergeKeys: composed.hasMergeKeys))
  }
  let document = try #require(root)
  let spec = validator.layout(document)
  return Validated(spec: spec, errors: validator.errors, validator: validator)
}

/// The value of `key` in a one-key YAML mapping (`key: value`), as the composer builds it.
private func value(_ yaml: String) throws -> DocNode {
  let composed = try YAMLComposer.compose("v: \(yaml)\n")
  guard case .mapping(let map)? = composed.root, let pair = map.pairs.first else {
    throw ValidatorTestFailure.notAMapping(yaml)
  }
  return pair.value
}

private enum ValidatorTestFailure: Error {
  case notAMapping(String)
}

private func brickFile(_ brick: String) -> String { "root:\n  bricks:\n    - \(brick)\n" }

// MARK: - Valid values

/// A brick's `width` or `height` as written, and the dimension the validator makes of it.
struct ValidatorDimensionCase: Sendable, CustomTestStringConvertible {
  var written: String
  var axis: String
  var dimension: Dimension
  var testDescription: String { "\(axis): \(written)" }
}

let validatorDimensionCases: [ValidatorDimensionCase] = [
  ValidatorDimensionCase(written: "120", axis: "width", dimension: .fixed(120)),
  ValidatorDimensionCase(written: "\"1/2\"", axis: "width", dimension: .ratio(0.5)),
  ValidatorDimensionCase(written: "\"25%\"", axis: "width", dimension: .ratio(0.25)),
  ValidatorDimensionCase(written: "fill", axis: "width", dimension: .fill),
  ValidatorDimensionCase(written: "auto", axis: "height", dimension: .auto(estimate: .fixed(50))),
  ValidatorDimensionCase(
    written: "{ratio: 0.5, of: viewport}", axis: "height", dimension: .viewportRatio(0.5)),
  ValidatorDimensionCase(written: "{minus: 20}", axis: "width", dimension: .minus(20)),
  ValidatorDimensionCase(
    written: "{orientation: {landscape: 100, portrait: \"1/3\"}}", axis: "width",
    dimension: .orientation(landscape: .fixed(100), portrait: .ratio(1.0 / 3))),
  ValidatorDimensionCase(
    written: "{restricted: {size: auto, max: 300}}", axis: "height",
    dimension: .restricted(size: .auto(estimate: .fixed(50)), restriction: .maximum(.fixed(300)))),
  ValidatorDimensionCase(
    written: "{range: {default: 100, pairs: [{minimumSize: 400, dimension: 200}]}}",
    axis: "width",
    dimension: .range(
      default: .fixed(100),
      pairs: [Dimension.RangePair(minimumSize: 400, dimension: .fixed(200))])),
]

@Test(arguments: validatorDimensionCases)
func validDimensionsBecomeTheModelsDimension(_ c: ValidatorDimensionCase) throws {
  let result = try validate(brickFile("{type: label, \(c.axis): \(c.written)}"))
  #expect(result.errors.isEmpty, "\(result.errors)")
  let brick = try #require(result.spec?.root.section?.bricks.first)
  #expect((c.axis == "width" ? brick.width : brick.height) == c.dimension)
}

@Test func aValidDocumentBecomesTheModelWithItsSettings() throws {
  let text = """
    title: Feed
    scrollDirection: horizontal
    device: {width: 320, height: 568}
    root:
      inset: 10
      bricks:
        - {type: label, id: title, text: Hello, height: 40, background: systemBlue}
        - {type: section, repeat: 2, bricks: [{type: image, src: a.png, aspect: 1.5}]}
    behaviors:
      - {type: sticky, bricks: [title]}
    """
  let result = try validate(text)
  #expect(result.errors.isEmpty, "\(result.errors)")
  let spec = try #require(result.spec)
  #expect(spec.title == "Feed")
  #expect(spec.scrollDirection == .horizontal)
  #expect(spec.device == .size(width: 320, height: 568, scale: 2))
  let section = try #require(spec.root.section)
  #expect(section.inset == 10)
  // The repeated section is written out as two sibling sections.
  #expect(section.bricks.map(\.id) == ["title", nil, nil])
  #expect(section.bricks.first?.content == .label(text: "Hello", padding: 0))
  #expect(section.bricks.first?.height == .fixed(40))
  #expect(
    spec.behaviors == [
      .sticky(bricks: [Selector(id: "title")], topOffset: 0, stackAcrossSections: false)
    ])
  // The validator's id registry knows the explicit id, once.
  #expect(result.validator.ids.known("title")?.most == 1)
}

@Test func jsonAndYamlOfOneLayoutValidateToOneModel() throws {
  let yaml = try validate(
    "root: {bricks: [{type: label, id: a, width: \"1/3\", text: Hi}, {type: brick, height: 30}]}")
  let json = try validate(
    """
    {"root": {"bricks": [{"type": "label", "id": "a", "width": "1/3", "text": "Hi"},
      {"type": "brick", "height": 30}]}}
    """, name: "v.json")
  #expect(yaml.errors.isEmpty && json.errors.isEmpty)
  #expect(yaml.spec != nil)
  #expect(yaml.spec == json.spec)
}

// MARK: - Invalid values

/// A document with one problem: the first error the validator finds, exactly.
struct ValidatorErrorCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var kind: LayoutError.Kind
  var message: String
  var keyPath: String
  var line: Int
  var column: Int
  var expected: String? = nil
  var suggestion: String? = nil
  var testDescription: String { name }
}

let validatorErrorCases: [ValidatorErrorCase] = [
  ValidatorErrorCase(
    name: "a misspelt key", text: brickFile("{type: label, widht: 10}"), kind: .unknownKey,
    message: "unknown key 'widht'", keyPath: "root.bricks[0]", line: 3, column: 21,
    suggestion: "width"),
  ValidatorErrorCase(
    name: "a key that does not apply", text: "root: {height: 30, bricks: []}",
    kind: .unknownKey,
    message: "key 'height' does not apply here: the root section always spans the viewport",
    keyPath: "root", line: 1, column: 8),
  ValidatorErrorCase(
    name: "a missing type", text: brickFile("{text: Hello}"), kind: .missingKey,
    message: "missing key 'type'", keyPath: "root.bricks[0]", line: 3, column: 7,
    expected: "a type: label, button, image, brick, section or collection"),
  ValidatorErrorCase(
    name: "an unknown type", text: brickFile("{type: lable}"), kind: .invalidValue,
    message: "unknown type 'lable'", keyPath: "root.bricks[0].type", line: 3, column: 14,
    suggestion: "label"),
  ValidatorErrorCase(
    name: "a string for a number", text: brickFile("{type: label, padding: wide}"),
    kind: .wrongType, message: "expected a number, found the string 'wide'",
    keyPath: "root.bricks[0].padding", line: 3, column: 30),
  ValidatorErrorCase(
    name: "a quoted number", text: brickFile("{type: label, padding: \"12\"}"),
    kind: .wrongType, message: "expected a number, found the string '12'",
    keyPath: "root.bricks[0].padding", line: 3, column: 30,
    expected: "a number without quotes"),
  ValidatorErrorCase(
    name: "a negative size", text: brickFile("{type: label, height: -4}"), kind: .invalidValue,
    message: "negative size -4", keyPath: "root.bricks[0].height", line: 3, column: 29,
    expected: "a size of 0 or more points"),
  ValidatorErrorCase(
    name: "fill as a height", text: brickFile("{type: label, height: fill}"),
    kind: .invalidValue, message: "'fill' is only for widths",
    keyPath: "root.bricks[0].height", line: 3, column: 29),
  ValidatorErrorCase(
    name: "a ratio of zero", text: brickFile("{type: label, width: \"0/3\"}"),
    kind: .invalidValue, message: "ratio 0/3 is not positive",
    keyPath: "root.bricks[0].width", line: 3, column: 28),
  ValidatorErrorCase(
    name: "two dimension forms", text: brickFile("{type: label, width: {fixed: 1, minus: 2}}"),
    kind: .invalidValue,
    message: "a dimension mapping takes exactly one form, found 'fixed' and 'minus'",
    keyPath: "root.bricks[0].width", line: 3, column: 39),
  ValidatorErrorCase(
    name: "a yes for a bool", text: brickFile("{type: label, hidden: yes}"), kind: .wrongType,
    message: "expected true or false, found the string 'yes'",
    keyPath: "root.bricks[0].hidden", line: 3, column: 29, suggestion: "true"),
  ValidatorErrorCase(
    name: "an unknown colour", text: brickFile("{type: label, background: bleu}"),
    kind: .invalidValue, message: "unknown colour 'bleu'",
    keyPath: "root.bricks[0].background", line: 3, column: 33, suggestion: "blue"),
  ValidatorErrorCase(
    name: "a repeat count over the limit", text: brickFile("{type: label, repeat: 20000000}"),
    kind: .invalidValue, message: "repeat count 20000000 is over the limit of 10,000,000",
    keyPath: "root.bricks[0].repeat", line: 3, column: 29,
    expected: "a whole number from 0 to 10,000,000"),
  ValidatorErrorCase(
    name: "an unknown enum value", text: "scrollDirection: sideways\nroot: {bricks: []}",
    kind: .invalidValue, message: "unknown scroll direction 'sideways'",
    keyPath: "scrollDirection", line: 1, column: 18, expected: "vertical or horizontal"),
  ValidatorErrorCase(
    name: "a duplicate id",
    text: "root:\n  bricks:\n    - {type: label, id: a}\n    - {type: label, id: a}\n",
    kind: .duplicateId, message: "duplicate id 'a' (first used at line 3)",
    keyPath: "root.bricks[1].id", line: 4, column: 25, expected: "an id used once"),
  ValidatorErrorCase(
    name: "the reserved id root", text: brickFile("{type: label, id: root}"),
    kind: .duplicateId, message: "the id 'root' is reserved for the root section",
    keyPath: "root.bricks[0].id", line: 3, column: 25),
  ValidatorErrorCase(
    name: "a selector of no id",
    text: brickFile("{type: label, id: title}") + "behaviors:\n  - {type: hide, bricks: [titel]}\n",
    kind: .unknownSelector, message: "selector 'titel' matches no id",
    keyPath: "behaviors[0].bricks[0]", line: 5, column: 27,
    expected: "an id in this file: root or title", suggestion: "title"),
  ValidatorErrorCase(
    name: "a repetition past the copies",
    text: brickFile("{type: label, id: row, repeat: 3}")
      + "behaviors:\n  - {type: hide, bricks: [\"row#3\"]}\n",
    kind: .invalidValue, message: "selector 'row#3' picks repetition 3, but 'row' repeats 3 times",
    keyPath: "behaviors[0].bricks[0]", line: 5, column: 27,
    expected: "a repetition from 0 to 2"),
  ValidatorErrorCase(
    name: "a placeholder outside a repetition", text: brickFile("{type: label, height: \"{h}\"}"),
    kind: .invalidValue,
    message: "placeholder '{h}' outside any repetition",
    keyPath: "root.bricks[0].height", line: 3, column: 29),
  ValidatorErrorCase(
    name: "a data field that is missing",
    text: brickFile("{type: label, data: [{a: 1}], text: \"{b}\"}"), kind: .invalidValue,
    message: "unknown field 'b' in '{b}'", keyPath: "root.bricks[0].text", line: 3,
    column: 43, suggestion: "{a}"),
  ValidatorErrorCase(
    name: "an unknown YAML tag", text: brickFile("{type: label, text: !custom Hi}"),
    kind: .invalidValue, message: "unknown YAML tag '!custom'",
    keyPath: "root.bricks[0].text", line: 3, column: 27),
  ValidatorErrorCase(
    name: "a merge key of a scalar", text: brickFile("{type: label, <<: 5}"),
    kind: .wrongType,
    message: "a merge key takes a mapping or a list of mappings, found the number 5",
    keyPath: "root.bricks[0].<<", line: 3, column: 25),
  ValidatorErrorCase(
    name: "a top level that is a list", text: "- a\n- b\n", kind: .wrongType,
    message: "the top level must be a mapping, found a list", keyPath: "", line: 1, column: 1),
  ValidatorErrorCase(
    name: "a missing root", text: "title: x\n", kind: .missingKey, message: "missing key 'root'",
    keyPath: "", line: 1, column: 1, expected: "root: {bricks: [...]} (the root section)"),
]

@Test(arguments: validatorErrorCases)
func eachInvalidValueIsReportedWithItsPathAndPosition(_ c: ValidatorErrorCase) throws {
  let result = try validate(c.text)
  let error = try #require(result.errors.first, "no error for \(c.name)")
  #expect(error.kind == c.kind)
  #expect(error.message == c.message)
  #expect(error.keyPath == c.keyPath)
  #expect(error.file == "v.yaml")
  #expect("\(error.line):\(error.column)" == "\(c.line):\(c.column)")
  if let expected = c.expected { #expect(error.expected == expected) }
  #expect(error.suggestion == c.suggestion)
}

// MARK: - Value checks on their own

@Test(arguments: [
  ("3", 3), ("0", 0), ("10000000", 10_000_000),
])
func integerChecksAcceptWholeNumbersInRange(_ written: String, _ number: Int) throws {
  var validator = LayoutValidator(sourceName: "v.yaml", text: "")
  let node = try value(written)
  #expect(validator.repeatCount(node, "repeat") == number)
  #expect(validator.errors.isEmpty)
}

@Test(arguments: [
  ("-1", "negative repeat count -1"),
  ("2.5", "repeat count 2.5 is not a whole number"),
  ("10000001", "repeat count 10000001 is over the limit of 10,000,000"),
  ("many", "expected a number, found the string 'many'"),
  (".nan", "the number .nan is not finite"),
])
func integerChecksReportWhatIsWrong(_ written: String, _ message: String) throws {
  var validator = LayoutValidator(sourceName: "v.yaml", text: "v: \(written)\n")
  let node = try value(written)
  #expect(validator.repeatCount(node, "a.repeat") == nil)
  #expect(validator.errors.map(\.message) == [message])
  #expect(validator.errors.first?.keyPath == "a.repeat")
  // The validator's diagnostics show the line the value is on.
  #expect(validator.errors.first?.sourceLine == "v: \(written)")
  #expect(validator.errors.first?.column == 4)
}

@Test(arguments: [
  ("red", "red"), ("#ff000080", "#ff000080"), ("systemBackground", "systemBackground"),
])
func coloursKeepTheirWrittenName(_ written: String, _ kept: String) throws {
  var validator = LayoutValidator(sourceName: "v.yaml", text: "")
  #expect(validator.colour(try value("\"\(written)\""), "background")?.written == kept)
  #expect(validator.errors.isEmpty)
}

@Test func oneErrorIsReportedOnceWhereANodeIsReadPerCopy() throws {
  // Three copies of a section read one written brick three times: its error is found once.
  let result = try validate(
    brickFile("{type: section, repeat: 3, bricks: [{type: label, padding: -1}]}"))
  #expect(result.errors.map(\.message) == ["negative size -1"])
  #expect(result.errors.first?.keyPath == "root.bricks[0].bricks[0].padding")
}

@Test func aBrickWithNoCopiesIsCheckedButCountsNoId() throws {
  // `repeat: 0` reads a section once for its errors, and the ids inside count no copies.
  let result = try validate(
    brickFile("{type: section, repeat: 0, bricks: [{type: label, id: inner, height: -1}]}"))
  #expect(result.errors.map(\.message) == ["negative size -1"])
  #expect(result.validator.ids.known("inner")?.most ?? 0 == 0)
}

@Test func rootBricksReadAheadBecomeTheRootsListAsIfReadWithIt() throws {
  let bricks = (0..<5).map { "{\"type\": \"label\", \"id\": \"b\($0)\", \"height\": \($0)}" }
  let text = "{\"root\": {\"inset\": 4, \"bricks\": [" + bricks.joined(separator: ", ") + "]}}"
  let whole = try validate(text, name: "v.json")
  // The same text with the root's bricks handed over two at a time while it is parsed, as the
  // loader has the JSON parser do: the document's own list is left empty.
  var validator = LayoutValidator(
    sourceName: "v.json", text: text,
    facts: DocumentFacts(hasAliases: false, hasMergeKeys: false, mayRepeatKeys: false))
  var readAhead: [BrickCore.Node] = []
  var firstIndexes: [Int] = []
  let stream = ElementStream(
    path: Reader.readAheadPath, batchSize: 2,
    receive: { items, firstIndex, progress in
      firstIndexes.append(firstIndex)
      validator.readRootBricks(
        items, firstIndex: firstIndex, progress: progress, into: &readAhead)
    })
  let parsed = try StrictJSON.parse(text, maximumNesting: 100, stream: stream)
  #expect(firstIndexes == [0, 2, 4])
  #expect(readAhead.map(\.id) == ["b0", "b1", "b2", "b3", "b4"])
  let document = try #require(parsed.root)
  let spec = validator.layout(document, rootBricksReadAhead: &readAhead)
  #expect(readAhead.isEmpty)
  #expect(validator.errors.isEmpty)
  #expect(spec != nil)
  #expect(spec == whole.spec)
}

@Test func aDuplicateIdReadAheadIsFoundByTheValidatorsRegistry() throws {
  let text = """
    {"root": {"bricks": [
      {"type": "label", "id": "a"},
      {"type": "label", "id": "a"}
    ]}}
    """
  var validator = LayoutValidator(sourceName: "v.json", text: text)
  var readAhead: [BrickCore.Node] = []
  let stream = ElementStream(
    path: Reader.readAheadPath, batchSize: 1,
    receive: { validator.readRootBricks($0, firstIndex: $1, progress: $2, into: &readAhead) })
  let parsed = try StrictJSON.parse(text, maximumNesting: 100, stream: stream)
  _ = validator.layout(try #require(parsed.root), rootBricksReadAhead: &readAhead)
  let error = try #require(validator.errors.first)
  #expect(error.message == "duplicate id 'a' (first used at line 2)")
  #expect(error.keyPath == "root.bricks[1].id")
  #expect("\(error.line):\(error.column)" == "3:27")
}

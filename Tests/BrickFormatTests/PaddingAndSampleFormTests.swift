import BrickCore
import BrickFormat
import Testing

// Issue 35: a brick's `padding` in the edge-insets forms (an importer keeps a cell's uneven
// `edgeInsets`), and `sample` marking run-time data previewed with made-up repetitions.

/// A `padding` as written (YAML, JSON) and the insets it loads as.
struct PaddingFormCase: Sendable, CustomTestStringConvertible {
  var yaml: String
  var json: String
  var expected: EdgeInsets
  var testDescription: String { yaml }
}

let paddingFormCases: [PaddingFormCase] = [
  PaddingFormCase(yaml: "8", json: "8", expected: EdgeInsets(all: 8)),
  PaddingFormCase(yaml: "0", json: "0", expected: .zero),
  PaddingFormCase(
    yaml: "[4, 12, 4, 12]", json: "[4, 12, 4, 12]",
    expected: EdgeInsets(top: 4, left: 12, bottom: 4, right: 12)),
  PaddingFormCase(
    yaml: "{top: 4, left: 12, bottom: 2, right: 6}",
    json: #"{"top": 4, "left": 12, "bottom": 2, "right": 6}"#,
    expected: EdgeInsets(top: 4, left: 12, bottom: 2, right: 6)),
  PaddingFormCase(
    yaml: "{left: 16}", json: #"{"left": 16}"#, expected: EdgeInsets(left: 16)),
]

@Test(arguments: paddingFormCases)
func aLabelsAndAButtonsPaddingTakeTheEdgeInsetsForms(_ c: PaddingFormCase) throws {
  for (text, name) in [
    (yamlRoot(brick: "{type: label, text: Hi, padding: \(c.yaml)}"), "p.yaml"),
    (jsonRoot(brick: #"{"type": "label", "text": "Hi", "padding": \#(c.json)}"#), "p.json"),
  ] {
    let spec = try #require(loadSpec(text, name))
    #expect(firstBrick(spec)?.content == .label(text: "Hi", padding: c.expected))
  }
  let button = try #require(loadSpec(yamlRoot(brick: "{type: button, padding: \(c.yaml)}")))
  #expect(firstBrick(button)?.content == .button(title: "", padding: c.expected))
}

/// A bad `padding` or `sample`: the error's key path, position and words.
struct FormErrorCase: Sendable, CustomTestStringConvertible {
  var brick: String
  var keyPath: String
  var column: Int
  var message: String
  var expected: String?
  var testDescription: String { brick }
}

let paddingAndSampleErrorCases: [FormErrorCase] = [
  FormErrorCase(
    brick: "{type: label, padding: [4, 12, 4]}", keyPath: "root.bricks[0].padding", column: 30,
    message: "expected 4 edge insets, found a list of 3",
    expected: "a number, [top, left, bottom, right] or {top: N, left: N, bottom: N, right: N}"),
  FormErrorCase(
    brick: "{type: label, padding: [4, -1, 4, 12]}", keyPath: "root.bricks[0].padding[1]",
    column: 34, message: "negative size -1", expected: "a size of 0 or more points"),
  FormErrorCase(
    brick: "{type: label, padding: {top: 4, leading: 2}}",
    keyPath: "root.bricks[0].padding", column: 39, message: "unknown key 'leading'"),
  FormErrorCase(
    brick: "{type: button, padding: {top: wide}}", keyPath: "root.bricks[0].padding.top",
    column: 37, message: "expected a number, found the string 'wide'"),
  FormErrorCase(
    brick: "{type: label, padding: -2}", keyPath: "root.bricks[0].padding", column: 30,
    message: "negative size -2"),
  FormErrorCase(
    brick: "{type: label, sample: 3}", keyPath: "root.bricks[0].sample", column: 29,
    message: "expected true, false or a reason, found the number 3",
    expected: "sample: true (the number of sample repetitions is the node's repeat)"),
  FormErrorCase(
    brick: "{type: label, sample: \" \"}", keyPath: "root.bricks[0].sample", column: 29,
    message: "a sample's reason cannot be empty"),
  FormErrorCase(
    brick: "{type: label, sample: [a]}", keyPath: "root.bricks[0].sample", column: 29,
    message:
      "expected true, false, or the reason as text: sample: \"decoded from feed.json\", found a "
      + "list"),
  FormErrorCase(
    brick: "{type: image, padding: 4}", keyPath: "root.bricks[0]", column: 21,
    message: "unknown key 'padding'"),
]

@Test(arguments: paddingAndSampleErrorCases)
func aBadPaddingOrSampleIsReportedWithItsKeyPath(_ c: FormErrorCase) throws {
  let errors = try #require(loadErrors(yamlRoot(brick: c.brick)))
  let error = try #require(errors.first)
  #expect(error.keyPath == c.keyPath)
  #expect(error.line == 3)
  #expect(error.column == c.column)
  #expect(error.message == c.message)
  if let expected = c.expected { #expect(error.expected == expected) }
}

/// `sample` as written and the mark it loads as.
@Test(arguments: [
  ("sample: true", SampleMark?.some(SampleMark())),
  ("sample: false", nil),
  (
    "sample: \"built from a network response at Feed.swift:42\"",
    SampleMark(reason: "built from a network response at Feed.swift:42")
  ),
  ("repeat: 3", nil),
])
func sampleMarksANodeAndKeepsItsReason(_ written: String, _ mark: SampleMark?) throws {
  let spec = try #require(loadSpec(yamlRoot(brick: "{type: label, \(written)}")))
  #expect(firstBrick(spec)?.sample == mark)
}

@Test func aSampleMarkSurvivesRepetitionDataAndSectionCopies() throws {
  let text = """
    root:
      bricks:
        - type: section
          repeat: 2
          sample: decoded from feed.json at FeedViewController.swift:30
          bricks:
            - {type: label, id: post, text: "Post {index}", repeat: 3}
        - {type: label, id: row, data: [{t: a}, {t: b}], text: "{t}", sample: true}
        - {type: label, id: plain, text: real}
    """
  let spec = try #require(loadSpec(text))
  let compiled = CompiledLayout(spec)
  let reason = "decoded from feed.json at FeedViewController.swift:30"
  let posts = compiled.nodesForName["post"] ?? []
  #expect(posts.count == 2)
  for n in posts { #expect(compiled.sample(ofNode: n)?.reason == reason) }
  for n in compiled.nodesForName["row"] ?? [] {
    #expect(compiled.sample(ofNode: n) == SampleMark())
  }
  for n in compiled.nodesForName["plain"] ?? [] { #expect(compiled.sample(ofNode: n) == nil) }
  // Six posts and two rows; the sections that hold them are not counted.
  #expect(compiled.sampleItemCount == 8)
}

@Test func aNodesSampleMarkIsPartOfItsValueAndKeepsItsOtherFields() {
  var node = Node(
    id: "a", repeatCount: 3, sourceLine: SourceLine(12),
    content: .label(
      text: "x", padding: 0))
  let plain = node
  node.sample = SampleMark(reason: "why")
  #expect(node != plain)
  #expect(node.repeatCount == 3 && node.sourceLine.line == 12 && node.id == "a")
  node.repeatCount = 5_000_000_000
  node.sourceLine = SourceLine(Int(UInt32.max) + 4)
  #expect(node.sample?.reason == "why")
  #expect(node.repeatCount == 5_000_000_000 && node.sourceLine.line == Int(UInt32.max) + 4)
  node.sample = nil
  #expect(node.sample == nil && node.repeatCount == 5_000_000_000)
  node.repeatCount = 3
  node.sourceLine = SourceLine(12)
  #expect(node == plain)
}

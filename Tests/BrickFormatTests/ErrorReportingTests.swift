import BrickCore
import BrickFormat
import Testing

// MARK: - Nesting

/// A JSON file whose label sits at nesting `level` (inside `level - 1` sections), on one line.
/// The node at level L starts at column 22 + 31 * (L - 1).
func nestedJSON(labelLevel level: Int) -> String {
  let open = String(repeating: #"{"type": "section", "bricks": ["#, count: level - 1)
  let close = String(repeating: "]}", count: level - 1)
  return #"{"root": {"bricks": ["# + open + #"{"type": "label"}"# + close + "]}}"
}

@Test func nestingOf1000LevelsLoads() throws {
  let spec = try #require(loadSpec(nestedJSON(labelLevel: 1000), "deep.json"))
  var node = spec.root
  var depth = 0
  while let child = node.section?.bricks.first {
    node = child
    depth += 1
  }
  #expect(depth == 1000)
  #expect(node.typeName == "label")
}

@Test func nestingOf1001LevelsIsAnError() throws {
  let errors = try #require(loadErrors(nestedJSON(labelLevel: 1001), "deep.json"))
  #expect(errors.errors.count == 1)
  let first = try #require(errors.first)
  #expect(first.kind == .tooDeep)
  #expect(first.message == "nesting deeper than 1,000 levels")
  #expect(first.line == 1)
  #expect(first.column == 22 + 31 * 1000)
  #expect(first.keyPath == "root" + String(repeating: ".bricks[0]", count: 1001))
  // The rendering shortens the key path.
  #expect(first.compactDescription.count < 400)
}

@Test(arguments: [5_000, 100_000])
func muchDeeperNestingStopsInTheParser(_ levels: Int) throws {
  let errors = try #require(loadErrors(nestedJSON(labelLevel: levels), "deep.json"))
  let first = try #require(errors.first)
  #expect(first.kind == .tooDeep)
  #expect(first.message == "nesting deeper than 1,000 levels")
  #expect(first.line == 1)
  // Where the strict JSON reader's limit of 3,100 nested collections is hit: the `[` of level
  // 1,549's `bricks` (the 3,101st object or list).
  #expect(first.column == 23 + 31 * 1_548 + 29)
  #expect(first.keyPath == "")
}

// MARK: - Several errors

@Test func severalErrorsFirstOneFirst() throws {
  let text = """
    device: iphone-s
    root:
      bricks:
        - {type: label, widht: 10}
        - {type: label, id: a}
        - {type: label, id: a, height: fill}
    behaviors:
      - {type: sticky, bricks: [b]}
    """
  let errors = try #require(loadErrors(text))
  #expect(
    errors.errors.map(\.compactDescription) == [
      "test.yaml:1:9: unknown device 'iphone-s' at device; did you mean 'iphone-se'?",
      "test.yaml:4:21: unknown key 'widht' at root.bricks[0]; did you mean 'width'?",
      "test.yaml:6:25: duplicate id 'a' (first used at line 5) at root.bricks[2].id",
      "test.yaml:6:36: 'fill' is only for widths at root.bricks[2].height",
      "test.yaml:8:29: selector 'b' matches no id at behaviors[0].bricks[0]; did you mean 'a'?",
    ])
  #expect(!errors.truncated)
}

@Test func errorsStopAtFifty() throws {
  let bricks = (0..<80).map { "    - {type: label, colour: red\($0)}" }.joined(separator: "\n")
  let errors = try #require(loadErrors("root:\n  bricks:\n" + bricks))
  #expect(errors.errors.count == LayoutLoader.maximumErrors)
  #expect(errors.truncated)
  #expect(errors.first?.line == 3)
  #expect(errors.description.hasSuffix("(stopped after 50 errors)"))
}

// MARK: - Rendering

@Test func fullRendering() throws {
  let text = "root:\n  bricks:\n    - {type: label, text: Hi}\n    - {type: label, widht: 10}\n"
  let errors = try #require(loadErrors(text, "Layouts/x.yaml"))
  let first = try #require(errors.first)
  #expect(
    first.description == """
      Layouts/x.yaml:4:21: error: unknown key 'widht' at root.bricks[1]; did you mean 'width'?
          - {type: label, widht: 10}
                          ^
        expected: one of type, id, width, height, repeat, hidden, background, identifier, data, \
      sample, text, padding or font
      """)
  #expect(errors.description == first.description)
  #expect(
    errors.compactDescription
      == "Layouts/x.yaml:4:21: unknown key 'widht' at root.bricks[1]; did you mean 'width'?")
}

@Test func caretFollowsTabs() throws {
  let text = "{\n\t\"root\": {\n\t\t\"inset\": -3\n\t}\n}"
  let first = try #require(loadErrors(text, "tabs.json")?.first)
  #expect(first.line == 3)
  #expect(first.column == 12)
  #expect(first.description.contains("\t\t\"inset\": -3\n\t\t         ^"))
}

@Test func errorWithoutPositionRendersFileOnly() {
  let error = LayoutError(
    kind: .unreadable, file: "gone.yaml", line: 0, column: 0, keyPath: "", message: "no such file",
    expected: "a layout file")
  #expect(error.description == "gone.yaml: error: no such file\n  expected: a layout file")
  #expect(error.compactDescription == "gone.yaml: no such file")
}

@Test func throwingVariant() {
  #expect(throws: LayoutErrors.self) {
    try LayoutLoader.spec(text: "root: 3", sourceName: "x.yaml")
  }
  #expect((try? LayoutLoader.spec(text: "root: {}", sourceName: "x.yaml")) != nil)
}

@Test func duplicateStateNames() throws {
  let text = "root: {}\nstates:\n  - {name: a, root: {}}\n  - {name: a, root: {}}"
  let first = try #require(loadErrors(text)?.first)
  #expect(first.message == "duplicate state name 'a' (first used at line 3)")
  #expect(first.keyPath == "states[1].name")
  #expect((first.line, first.column) == (4, 12))
}

@Test func idsRepeatAcrossStatesButNotWithinOne() throws {
  let ok =
    "root: {bricks: [{type: label, id: a}]}\nstates:\n"
    + "  - {name: s, root: {bricks: [{type: label, id: a}]}}"
  #expect(loadSpec(ok) != nil)
  let bad =
    "root: {}\nstates:\n  - {name: s, root: {bricks: [{type: label, id: a}, {type: label, id: a}]}}"
  let first = try #require(loadErrors(bad)?.first)
  #expect(first.message == "duplicate id 'a' (first used at line 3)")
  #expect(first.keyPath == "states[0].root.bricks[1].id")
}

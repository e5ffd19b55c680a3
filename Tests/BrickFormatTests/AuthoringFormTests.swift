import BrickCore
import BrickFormat
import BrickTestSupport
import Testing

/// The authoring keys of docs/layout-file.md#repetition-and-data (`data`, `repeat` on sections,
/// placeholders, `identifier`, `background` colours), docs/layout-file.md#data-states (states with
/// behaviors and appear) and docs/layout-file.md#where-the-preview-starts (`start`), and the errors
/// each one gives.
@Suite struct AuthoringFormTests {
  // MARK: - data and repeat

  @Test func dataRepeatsABrickWithItsFieldsAndKeepsWholeValueTypes() throws {
    let spec = try #require(
      loadSpec(
        yamlRoot(
          brick: """
            {type: image, id: photo, src: "{file}", aspect: "{aspect}", width: "{w}",
                  data: [{file: a.jpg, aspect: 0.5, w: 100}, {file: b.jpg, aspect: 2, w: "1/2"}]}
            """)))
    let bricks = try #require(spec.root.section?.bricks)
    #expect(bricks.count == 2)
    #expect(bricks.map(\.id) == ["photo", "photo"])
    #expect(bricks.map(\.indexBase) == [0, 1])
    #expect(bricks[0].content == .image(src: "a.jpg", aspect: 0.5, loadDelay: nil))
    #expect(bricks[1].content == .image(src: "b.jpg", aspect: 2, loadDelay: nil))
    #expect(bricks[0].width == .fixed(100))
    #expect(bricks[1].width == .ratio(0.5))
  }

  @Test func aRepeatedSectionIsWrittenOutAsSiblingsAndItsIdsCountOn() throws {
    let text = """
      root:
        bricks:
          - type: section
            id: group
            repeat: 3
            bricks:
              - {type: label, id: head, text: "Group {index+1}"}
              - {type: label, id: row, text: "row {index} of {index-1}", repeat: 2}
      """
    let spec = try #require(loadSpec(text))
    let groups = try #require(spec.root.section?.bricks)
    #expect(groups.count == 3)
    #expect(groups.map(\.indexBase) == [0, 1, 2])
    let heads = groups.compactMap { $0.section?.bricks.first }
    #expect(heads.map(\.content) == (1...3).map { .label(text: "Group \($0)", padding: 0) })
    #expect(heads.map(\.indexBase) == [0, 1, 2])
    // A `repeat` brick stays one node; the solver fills its own {index} per item.
    let rows = groups.compactMap { $0.section?.bricks.last }
    #expect(rows.map(\.repeatCount) == [2, 2, 2])
    #expect(rows.map(\.indexBase) == [0, 2, 4])
    #expect(rows[0].content == .label(text: "row {index} of {index-1}", padding: 0))
    #expect(
      SolvedLayout.substituteIndex("row {index} of {index-1}, {index+10}", 3) == "row 3 of 2, 13")
    #expect(
      SolvedLayout.substituteIndex("{index+} {indexes} {index", 3) == "{index+} {indexes} {index")
  }

  @Test func innerDataFieldsShadowOuterOnesAndOuterFieldsReachIn() throws {
    let text = """
      root:
        bricks:
          - type: section
            data: [{shop: North, name: outer}]
            bricks:
              - {type: label, text: "{shop}/{name}/{index}", data: [{name: inner}]}
      """
    let spec = try #require(loadSpec(text))
    let label = try #require(spec.root.section?.bricks.first?.section?.bricks.first)
    #expect(label.content == .label(text: "North/inner/0", padding: 0))
  }

  @Test func repeatZeroOnASectionHasNoCopiesButIsStillChecked() throws {
    let ok = try #require(
      loadSpec(yamlRoot(brick: "{type: section, repeat: 0, bricks: [{type: label}]}")))
    #expect(ok.root.section?.bricks.isEmpty == true)
    let errors = try #require(
      loadErrors(yamlRoot(brick: "{type: section, repeat: 0, bricks: [{type: label, txet: a}]}")))
    #expect(errors.first?.message == "unknown key 'txet'")
  }

  @Test func aMistakeInsideARepeatedSectionIsReportedOnce() throws {
    let text =
      "root:\n  bricks:\n    - {type: section, repeat: 30, bricks: [{type: label, widht: 1}]}\n"
    let errors = try #require(loadErrors(text))
    #expect(errors.errors.count == 1)
    #expect(errors.first?.message == "unknown key 'widht'")
  }

  @Test func sourceLinesAreCarriedIntoTheSpec() throws {
    let spec = try #require(
      loadSpec("root:\n  bricks:\n    - {type: label}\n\n    - type: brick\n"))
    let bricks = try #require(spec.root.section?.bricks)
    #expect(bricks.map(\.sourceLine.line) == [3, 5])
    #expect(spec.root.sourceLine.line == 2)
  }

  // MARK: - Identifiers, colours, start, states

  @Test func identifiersAreReadAndSelectorsMayNameThem() throws {
    let text = """
      root:
        bricks:
          - {type: label, id: a, identifier: header}
          - {type: label, id: b, identifier: header}
      behaviors:
        - {type: sticky, bricks: [header]}
      """
    let spec = try #require(loadSpec(text))
    #expect(spec.root.section?.bricks.map(\.identifier) == ["header", "header"])
    let compiled = CompiledLayout(spec)
    #expect(compiled.allItems(for: Selector(id: "header")) == [1, 2])
  }

  @Test(arguments: [
    "brickGray1", "brickgray5", "brickPurple3", "lightgray", "rebeccapurple",
    "#a0b", "#AA00bb",
  ])
  func colourNames(_ name: String) throws {
    let spec = try #require(loadSpec(yamlRoot(brick: "{type: label, background: \"\(name)\"}")))
    #expect(firstBrick(spec)?.background?.written == name)
  }

  @Test func aCollectionsInnerSectionTakesABackground() throws {
    let text = yamlRoot(brick: "{type: collection, section: {background: brickGray2, bricks: []}}")
    let spec = try #require(loadSpec(text))
    guard case .collection(let c)? = firstBrick(spec)?.content else {
      Issue.record("not a collection")
      return
    }
    #expect(c.background == "brickGray2")
    let inner = try #require(CompiledLayout(spec).innerSpec(ofCollectionNode: 1))
    #expect(inner.root.background == "brickGray2")
  }

  @Test(arguments: [
    ("start: top", StartPosition.top), ("start: bottom", .bottom),
    ("start: {offset: [0, 120]}", .offset(x: 0, y: 120)),
  ])
  func startPositions(_ line: String, _ expected: StartPosition) throws {
    let spec = try #require(loadSpec(line + "\nroot: {}\n"))
    #expect(spec.start == expected)
  }

  @Test func statesReplaceBehaviorsAndAppearAndMayKeepTheRoot() throws {
    let text = """
      appear: top
      root:
        bricks: [{type: label, id: title}]
      behaviors:
        - {type: sticky, bricks: [title]}
      states:
        - {name: plain, behaviors: [], appear: none}
        - {name: snapping, behaviors: [{type: snapToPoint, position: top}]}
      """
    let spec = try #require(loadSpec(text))
    let plain = try #require(spec.selectingState("plain"))
    #expect(plain.root == spec.root)
    #expect(plain.behaviors.isEmpty)
    #expect(plain.appear == LayoutSpec.Appear.none)
    let snapping = try #require(spec.selectingState("snapping"))
    #expect(snapping.behaviors == [.snapToPoint(position: .top)])
    #expect(snapping.appear == .top)
  }

  @Test func aJSONFileMayNameItsSchema() throws {
    let text = "{\"$schema\": \"../docs/brickyard.schema.json\", \"root\": {\"bricks\": []}}"
    #expect(loadSpec(text, "x.json") != nil)
  }

  // MARK: - Errors

  static let cases: [ErrorCase] = [
    ErrorCase(
      name: "placeholder outside any repetition",
      text: "root:\n  bricks:\n    - {type: label, text: \"Item {index}\"}"),
    ErrorCase(
      name: "misspelt data field",
      text: "root:\n  bricks:\n    - {type: label, data: [{price: 1}], text: \"{pirce}\"}"),
    ErrorCase(
      name: "index in a number of a repeat brick",
      text: "root:\n  bricks:\n    - {type: image, repeat: 3, aspect: \"{index}\"}"),
    ErrorCase(
      name: "a list spliced into text",
      text: "root:\n  bricks:\n"
        + "    - {type: label, data: [{tags: [a, b]}], text: \"Tags: {tags}\"}"),
    ErrorCase(name: "data not a list", text: "root:\n  bricks:\n    - {type: label, data: {a: 1}}"),
    ErrorCase(
      name: "misspelt colour", text: "root:\n  bricks:\n    - {type: label, background: brickGrey2}"
    ),
    ErrorCase(name: "misspelt CSS colour", text: "root:\n  background: ligthgray\n"),
    ErrorCase(name: "misspelt start", text: "start: bottum\nroot: {}"),
    ErrorCase(name: "start offset of one number", text: "start: {offset: [10]}\nroot: {}"),
    ErrorCase(
      name: "identifier with #",
      text: "root:\n  bricks:\n" + "    - {type: label, identifier: \"a#1\"}"),
    ErrorCase(name: "a state that changes nothing", text: "root: {}\nstates:\n  - {name: empty}"),
    ErrorCase(
      name: "a state's behavior selects nothing",
      text:
        "root:\n  bricks: [{type: label, id: a}]\nstates:\n"
        + "  - {name: s, behaviors: [{type: hide, bricks: [b]}]}"),
    ErrorCase(
      name: "misspelt inner section key",
      text: "root:\n  bricks:\n    - {type: collection, section: {backgrund: red}}"),
  ]

  @Test func copiesOfARepeatedSectionCountAgainstTheNodeBudget() throws {
    let errors = try #require(
      loadErrors(yamlRoot(brick: "{type: section, repeat: 10000000, bricks: []}")))
    #expect(errors.first?.kind == .tooLarge)
    #expect(errors.first?.keyPath == "root.bricks[0]")
  }

  @Test func aMillionRowRepeatStaysOneNode() throws {
    let text = yamlRoot(brick: "{type: label, text: \"Row {index}\", repeat: 1000000}")
    let spec = try #require(loadSpec(text))
    #expect(spec.root.section?.bricks.count == 1)
    #expect(LayoutLoader.itemCount(of: spec) == 1_000_001)
  }

  @Test func indexInsideARepeatedCollectionIsAnError() throws {
    let text = yamlRoot(
      brick: "{type: collection, repeat: 2, section: {bricks: [{type: label, text: \"{index}\"}]}}")
    let errors = try #require(loadErrors(text))
    #expect(
      errors.first?.message
        == "'{index}' inside a collection with 'repeat' (every copy shows the same inner layout)")
    #expect(errors.first?.keyPath == "root.bricks[0].section.bricks[0].text")
  }

  @Test(arguments: cases)
  func badAuthoringInput(_ c: ErrorCase) throws {
    let errors = try #require(loadErrors(c.text, c.file))
    let first = try #require(errors.first)
    Fixtures.expect(errorEntry(first), file: errorFixtures.appendingPathComponent(c.fixtureName))
    #expect(first.expected?.isEmpty == false || first.message.hasPrefix("expected "))
  }

  @Test func anUnfilledPlaceholderIsReportedOnceNotAgainAsABadValue() throws {
    let errors = try #require(
      loadErrors(yamlRoot(brick: "{type: label, data: [{w: 1}], width: \"{wdth}\"}")))
    #expect(errors.errors.map(\.message) == ["unknown field 'wdth' in '{wdth}'"])
  }
}

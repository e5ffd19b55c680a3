import Testing

@testable import BrickFormat

// The template engine on its own (issue 27): placeholders filled from the repetitions
// entered, and what cannot be filled reported once, silencing its key path.

private func scalar(_ text: String, _ style: ScalarStyle = .doubleQuoted) -> DocNode {
  .scalar(DocNode.Scalar(text, .implicit, style, DocMark(line: 1, column: 1)))
}

private func text(_ node: DocNode) -> String? {
  if case .scalar(let s) = node { return s.string }
  return nil
}

/// Substitutes `value` under `key` inside the given repetitions, with the errors it reports.
private func substitute(
  _ value: String, key: String = "text", in contexts: [RepetitionContext],
  depth: Int? = nil
) -> (node: DocNode, errors: [String]) {
  var expander = TemplateExpander()
  for context in contexts { _ = expander.enter(context, depth: context.depth) }
  if let depth { _ = expander.enter(nil, depth: depth) }
  var diagnostics = Diagnostics(sourceName: "t.yaml", text: "")
  let node = expander.substitute(scalar(value), "root.bricks[0].\(key)", key: key, &diagnostics)
  return (node, diagnostics.errors.map(\.message))
}

private func copy(
  _ index: Int?, _ fields: [String: DocNode] = [:], depth: Int = 1
)
  -> RepetitionContext
{
  RepetitionContext(
    index: index, fields: fields, names: fields.keys.sorted(), depth: depth)
}

@Test(arguments: [
  ("Item {index}", "Item 3"), ("{index+2} of {index-1}", "5 of 2"), ("{{index}}", "{3}"),
  ("no placeholder", "no placeholder"), ("{not a placeholder}", "{not a placeholder}"),
])
func indexPlaceholdersAreFilledInACopy(_ value: String, _ filled: String) {
  let (node, errors) = substitute(value, in: [copy(3)])
  #expect(text(node) == filled)
  #expect(errors.isEmpty)
}

@Test func aFieldAloneTakesItsValueWholeAndIsSplicedIntoText() {
  let fields: [String: DocNode] = [
    "price": scalar("40", .plain),
    "size": .mapping(DocNode.Mapping([], .implicit, nil)),
  ]
  let whole = substitute("{size}", key: "height", in: [copy(0, fields)])
  #expect(whole.node == fields["size"])
  let spliced = substitute("costs {price}", in: [copy(0, fields)])
  #expect(text(spliced.node) == "costs 40")
  // A mapping cannot be spliced into text.
  let wrong = substitute("size {size}", in: [copy(0, fields)])
  #expect(wrong.errors == ["field 'size' is a mapping; only a whole value \"{size}\" can take it"])
}

@Test func theInnermostRepetitionWinsAndOuterFieldsShowThrough() {
  let outer = copy(1, ["name": scalar("outer"), "kind": scalar("fruit")], depth: 1)
  let inner = copy(7, ["name": scalar("inner")], depth: 2)
  let (node, errors) = substitute("{name} {kind} {index}", in: [outer, inner])
  #expect(text(node) == "inner fruit 7")
  #expect(errors.isEmpty)
}

@Test func whatCannotBeFilledIsReportedOnceAndSilencesItsPath() {
  var expander = TemplateExpander()
  var diagnostics = Diagnostics(sourceName: "t.yaml", text: "")
  let node = expander.substitute(scalar("{index}"), "root.title", key: "text", &diagnostics)
  #expect(text(node) == "{index}")
  #expect(
    diagnostics.errors.map(\.message) == ["placeholder '{index}' outside any repetition"])
  // Nothing more is reported at that key path.
  diagnostics.report(.invalidValue, line: 1, column: 1, "root.title", "another problem")
  #expect(diagnostics.errors.count == 1)
  _ = expander.enter(copy(0, ["title": scalar("x")]), depth: 1)
  let unknown = expander.substitute(scalar("{titel}"), "a", key: "text", &diagnostics)
  #expect(text(unknown) == "{titel}")
  #expect(diagnostics.errors.last?.message == "unknown field 'titel' in '{titel}'")
  #expect(diagnostics.errors.last?.suggestion == "{title}")
}

@Test func aRepeatBrickKeepsIndexInItsTextForTheSolver() {
  // `repeat` (no index) on the node being read: kept in text keys, refused elsewhere.
  let kept = substitute("Row {index}", in: [copy(nil, depth: 1)], depth: 1)
  #expect(text(kept.node) == "Row {index}")
  #expect(kept.errors.isEmpty)
  let refused = substitute("{index}", key: "height", in: [copy(nil, depth: 1)], depth: 1)
  #expect(refused.errors.first?.hasPrefix("'{index}' in 'height' of a brick with 'repeat'") == true)
  // Inside a repeated collection (a deeper node): every copy shows one inner layout.
  let inner = substitute("Row {index}", in: [copy(nil, depth: 1)], depth: 2)
  #expect(inner.errors.first?.hasPrefix("'{index}' inside a collection with 'repeat'") == true)
}

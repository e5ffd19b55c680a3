import BrickCore
import Testing

@testable import BrickFormat

// Files are loaded on the caller's stack unless they nest deeper than
// `LayoutLoader.callerStackNesting` (or are YAML with aliases): then on a large stack, from
// the start again. Either way the result is the same.

/// `levels` nested sections with a label at the bottom, as one line of JSON (also YAML).
private func nestedSections(_ levels: Int) -> String {
  let open = String(repeating: #"{"type": "section", "bricks": ["#, count: levels)
  let close = String(repeating: "]}", count: levels)
  return #"{"root": {"bricks": ["# + open + #"{"type": "label", "id": "x"}"# + close + "]}}"
}

private func depth(_ node: BrickCore.Node) -> Int {
  guard case .section(let section) = node.content, let first = section.bricks.first else {
    return 0
  }
  return 1 + depth(first)
}

@Test(arguments: [1, 20, 40, 300])
func deepFilesLoadLikeShallowOnes(levels: Int) throws {
  // JSON is YAML: the same text read by both parsers, below and above the caller's limit
  // (three document levels a section).
  for name in ["deep.json", "deep.yaml"] {
    let spec = try LayoutLoader.spec(text: nestedSections(levels), sourceName: name)
    #expect(depth(spec.root) == levels + 1, "\(name)")
  }
}

@Test func aDeepFilesErrorsAreFoundOnTheLargeStack() throws {
  let text = nestedSections(100).replacingOccurrences(
    of: #""id": "x""#, with: #""id": "x", "hieght": 5"#)
  for name in ["deep.json", "deep.yaml"] {
    let errors = try #require(loadErrors(text, name))
    #expect(errors.errors.map(\.message) == ["unknown key 'hieght'"], "\(name)")
  }
}

@Test func theComposerStopsPastTheNestingItWasGiven() throws {
  #expect(throws: Never.self) { try YAMLComposer.compose("a: {b: {c: [1]}}", maximumNesting: 4) }
  do {
    _ = try YAMLComposer.compose("a: {b: {c: [1]}}", maximumNesting: 3)
    Issue.record("no error")
  } catch {
    guard case .nestingPast(let mark) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(mark == DocMark(line: 1, column: 12))
  }
}

@Test func aliasesInAShallowFileAreReadOnTheLargeStack() throws {
  let text = "x-s: &s {type: section, bricks: [{type: label}]}\nroot: {bricks: [*s, *s]}\n"
  let spec = try LayoutLoader.spec(text: text, sourceName: "a.yaml")
  #expect(spec.root.section?.bricks.count == 2)
}

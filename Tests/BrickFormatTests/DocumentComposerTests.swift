import BrickTestSupport
import Foundation
import Testing
import Yams

@testable import BrickFormat

// The loader composes YAML into its own compact nodes (`YAMLComposer`, `DocNode`) instead of
// Yams' node tree. These tests hold it to Yams' composer, which the loader used before: the
// same tree (text, style, tag, line and column of every node, aliases copied in) and the same
// errors, for every layout in Layouts/ and a table of YAML's corners.

/// YAML that exercises what the composer handles besides plain mappings and lists.
let composerCorners: [String] = [
  "a: 1\nb: [x, 'y', \"z\", {c: d}]\n",
  "base: &b {w: 1, h: 2}\nuse: *b\nmerged: {<<: *b, w: 3}\n",
  "list: &l [1, 2]\nagain: [*l, *l]\n",
  "text: |\n  two\n  lines\nfolded: >\n  one\n  line\n",
  "tags: [!!str 1, !!int 2, !custom x, ! y, !!float 3]\n!!str key: v\n",
  "? [complex, key]\n: value\n",
  "é: ünïcödé\n\"quoted key\": 'single ''quote'''\nemoji: \"\\U0001F600\"\n",
  "crlf: 1\r\nnext: 2\r\n",
  "empty:\nnull: ~\nlist:\n- \n- a\n",
  "--- {a: 1}\n...\n",
  "# only a comment\n",
  "",
  "anchored: &a !custom {x: 1}\nref: *a\n",
  "nested:\n  - - - deep\n      - list\n",
]

/// YAML that either composer must refuse, with the same error.
let composerFailures: [String] = [
  "a: 1\na: 2\n",
  "m: {x: 1, y: 2, x: 3}\n",
  "k: 1\nj: 2\n'k': 3\n",
  "a: *missing\n",
  "a: [1, 2\n",
  "a: 'open\n",
  "- a\nb: c\n",
  "a: 1\n--- \nb: 2\n",
  "\ta: 1\n",
  "a: {b: c\n",
  "key: value: other\n",
  "a: \u{1}\n",
  "recursive: &r [*r]\n",
]

@Test(arguments: composerCorners)
func composerBuildsYamsTree(yaml: String) throws {
  let ours = try YAMLComposer.compose(yaml)
  let theirs = try Yams.compose(yaml: yaml, .basic)
  switch (ours.root, theirs) {
  case (nil, nil):
    break
  case (let a?, let b?):
    expectSame(a, b, ours.tagNames, path: "")
  default:
    Issue.record("one composer found a document, the other none: \(String(describing: ours.root))")
  }
}

/// The YAML files of Layouts/ (the sweep below fails when there are none).
func layoutYAMLNames() throws -> [String] {
  try LayoutsFolder.names.filter { !$0.hasSuffix(".json") }
}

@Test func layoutsHaveYAMLFiles() throws {
  #expect(try layoutYAMLNames().count >= 10)
}

@Test(arguments: try layoutYAMLNames())
func composerBuildsYamsTreeForLayouts(name: String) throws {
  let file = LayoutsFolder.url.appendingPathComponent(name)
  let text = try String(contentsOf: file, encoding: .utf8)
  let ours = try YAMLComposer.compose(text)
  let theirs = try Yams.compose(yaml: text, .basic)
  let a = try #require(ours.root)
  let b = try #require(theirs)
  expectSame(a, b, ours.tagNames, path: name)
}

@Test(arguments: composerFailures)
func composerFailsAsYams(yaml: String) throws {
  var ours: YAMLFailure?
  do {
    _ = try YAMLComposer.compose(yaml)
  } catch {
    ours = error
  }
  var theirs: YamlError?
  do {
    _ = try Yams.compose(yaml: yaml, .basic)
  } catch let error as YamlError {
    theirs = error
  }
  let ourError = try #require(ours, "the composer accepted \(yaml.debugDescription)")
  let yamsError = try #require(theirs, "Yams accepted \(yaml.debugDescription)")
  #expect(describe(ourError) == describe(yamsError, yaml))
}

/// A large mapping checks its keys through a dictionary, not a search: still every duplicate.
@Test func composerFindsDuplicatesInLongMappings() throws {
  var yaml = (0..<40).map { "k\($0): \($0)\n" }.joined()
  #expect(throws: Never.self) { try YAMLComposer.compose(yaml) }
  yaml += "k7: again\nk3: again\n"
  #expect(throws: YAMLFailure.self) { try YAMLComposer.compose(yaml) }
  do {
    _ = try YAMLComposer.compose(yaml)
  } catch {
    // Sorted keys, and where the first of them is first used (Yams' report).
    guard case .duplicateKeys(let keys, let first) = error else {
      Issue.record("expected duplicate keys, got \(error)")
      return
    }
    #expect(keys == ["k3", "k7"])
    #expect(first == DocMark(line: 4, column: 1))
  }
}

// MARK: - Comparing

/// One line per difference between our node and Yams' at `path`.
private func expectSame(
  _ ours: DocNode, _ theirs: Yams.Node, _ names: DocTagNames, path: String
) {
  let mark = ours.mark.map { "\($0.line):\($0.column)" }
  let yamsMark = theirs.mark.map { "\($0.line):\($0.column)" }
  #expect(mark == yamsMark, "mark at \(path)")
  switch (ours, theirs) {
  case (.scalar(let a), .scalar(let b)):
    #expect(a.string == b.string, "text at \(path)")
    #expect(Int(a.style.rawValue) == b.style.rawValue, "style at \(path)")
    #expect(resolved(a.tag, names, .str) == resolved(b.tag.rawValue, .str), "tag at \(path)")
  case (.mapping(let a), .mapping(let b)):
    #expect(a.count == b.count, "pairs at \(path)")
    #expect(resolved(a.tag, names, .map) == resolved(b.tag.rawValue, .map), "tag at \(path)")
    for (i, (x, y)) in zip(a, b).enumerated() {
      expectSame(x.key, y.key, names, path: "\(path).key\(i)")
      expectSame(x.value, y.value, names, path: "\(path).value\(i)")
    }
  case (.sequence(let a), .sequence(let b)):
    #expect(a.count == b.count, "items at \(path)")
    #expect(resolved(a.tag, names, .seq) == resolved(b.tag.rawValue, .seq), "tag at \(path)")
    for (i, (x, y)) in zip(a, b).enumerated() {
      expectSame(x, y, names, path: "\(path)[\(i)]")
    }
  default:
    Issue.record("different kinds at \(path): \(ours) and \(theirs)")
  }
}

/// A tag name after resolution without rules: none and `!` become the kind's default.
private func resolved(_ tag: DocTag, _ names: DocTagNames, _ kindDefault: DocTag) -> String {
  names.name(of: tag.resolved(as: kindDefault))
}

private func resolved(_ name: String, _ kindDefault: DocTag) -> String {
  name == "" || name == "!" ? DocTagNames().name(of: kindDefault) : name
}

private func describe(_ failure: YAMLFailure) -> String {
  switch failure {
  case .syntax(let problem, let mark, let context):
    let around = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
    return "\(problem) at \(mark.line):\(mark.column)\(around)"
  case .reader(let problem, let byteOffset):
    return "reader: \(problem) at byte \(byteOffset)"
  case .duplicateKeys(let keys, let first):
    return "duplicates \(keys) first at \(first.line):\(first.column)"
  case .memory:
    return "memory"
  case .nestingPast(let mark):
    return "nesting past \(mark.line):\(mark.column)"
  }
}

private func describe(_ error: YamlError, _ yaml: String) -> String {
  switch error {
  case .scanner(let context, let problem, let mark, _),
    .parser(let context, let problem, let mark, _),
    .composer(let context, let problem, let mark, _):
    let around =
      context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
    return "\(problem) at \(mark.line):\(mark.column)\(around)"
  case .reader(let problem, let offset, _, _):
    // Yams gives a Character offset; ours is in bytes.
    let bytes = offset.map { yaml.prefix($0).utf8.count }
    return "reader: \(problem) at byte \(bytes ?? -1)"
  case .duplicatedKeysInMapping(let duplicates, let context):
    return "duplicates \(duplicates) first at \(context.mark.line):\(context.mark.column)"
  default:
    return "\(error)"
  }
}

// MARK: - Reader fast paths

/// `a/b` of plain digits is read in place; everything else takes the general path (nil here).
@Test(arguments: [
  ("1/2", 0.5), ("2/3", 2.0 / 3.0), ("01/4", 0.25), ("0/5", 0.0),
  ("123456789012345/1", 123456789012345.0),
])
func digitRatiosAreReadInPlace(text: String, value: Double) {
  #expect(LayoutValidator.digitsRatio(text) == value)
}

@Test(arguments: [
  "1 /2", "1/2/3", "/2", "1/", "1.5/2", "-1/2", "50%", "1234567890123456/1", "１/2", "",
])
func otherRatiosTakeTheGeneralPath(text: String) {
  #expect(LayoutValidator.digitsRatio(text) == nil)
}

/// The brace scan finds `{` in long, short and non-ASCII text.
@Test func braceScanFindsBraces() {
  #expect(TemplateExpander.hasBrace(String(repeating: "x", count: 100_000) + "{"))
  #expect(!TemplateExpander.hasBrace(String(repeating: "x", count: 100_000)))
  #expect(TemplateExpander.hasBrace("é{"))
  #expect(!TemplateExpander.hasBrace(""))
}

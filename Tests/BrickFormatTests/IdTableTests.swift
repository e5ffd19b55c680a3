import BrickFormat
import Testing

// The reader keeps one table of ids (first use in the tree, copies counted, largest repeat
// count for selectors). These files pin what it reports: duplicates within a tree, reserved
// and generated-looking ids, ids inside nodes without copies (`repeat: 0`, read for their
// errors and counted for nothing), aliases, `data` copies and states.

/// A file and the errors `check` reports for it, in compact form.
struct IdCase: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var errors: [String]
  var testDescription: String { name }
}

let idCases: [IdCase] = [
  IdCase(
    name: "duplicates, reserved and generated ids, selectors",
    text: """
      root:
        bricks:
          - {type: label, id: x, text: a}
          - {type: label, id: x, text: b}
          - {type: label, id: root, text: c}
          - {type: label, id: root.1.2, text: d}
      behaviors:
        - {type: sticky, bricks: [x, y, "x#3"]}
      """,
    errors: [
      "test.yaml:4:25: duplicate id 'x' (first used at line 3) at root.bricks[1].id",
      "test.yaml:5:25: the id 'root' is reserved for the root section at root.bricks[2].id",
      "test.yaml:6:25: the id 'root.1.2' has the form of a generated id (the path of an unnamed "
        + "node) at root.bricks[3].id",
      "test.yaml:8:32: selector 'y' matches no id at behaviors[0].bricks[1]; did you mean 'x'?",
      "test.yaml:8:35: selector 'x#3' picks repetition 3, but 'x' repeats 2 times at "
        + "behaviors[0].bricks[2]",
    ]),
  IdCase(
    name: "a section without copies: its ids count for nothing, its duplicates are reported",
    text: """
      root:
        bricks:
          - type: section
            repeat: 0
            id: s
            bricks:
              - {type: label, id: inner, text: a}
              - {type: label, id: inner, text: b}
              - {type: label, id: ident, identifier: tag1, text: c}
          - {type: label, id: after, repeat: 3, text: d}
          - {type: label, id: inner, text: e}
      behaviors:
        - {type: sticky, bricks: [s, "s#0", inner, "inner#1", "after#3", tag1, "after#2"]}
      """,
    errors: [
      "test.yaml:8:29: duplicate id 'inner' (first used at line 7) at root.bricks[0].bricks[1].id",
      "test.yaml:11:25: duplicate id 'inner' (first used at line 7) at root.bricks[2].id",
      "test.yaml:13:29: selector 's' matches no id at behaviors[0].bricks[0]",
      "test.yaml:13:32: selector 's#0' matches no id at behaviors[0].bricks[1]",
      "test.yaml:13:46: selector 'inner#1' picks repetition 1, but 'inner' repeats 1 time at "
        + "behaviors[0].bricks[3]",
      "test.yaml:13:57: selector 'after#3' picks repetition 3, but 'after' repeats 3 times at "
        + "behaviors[0].bricks[4]",
      "test.yaml:13:68: selector 'tag1' matches no id at behaviors[0].bricks[5]",
    ]),
  IdCase(
    name: "aliases, repeated copies and nested sections without copies",
    text: """
      x-b: &b {type: label, id: al, text: a}
      root:
        bricks:
          - *b
          - *b
          - type: section
            repeat: 2
            bricks:
              - {type: label, id: rep, text: a}
              - type: section
                repeat: 0
                bricks:
                  - {type: label, id: rep, text: z}
                  - type: section
                    repeat: 0
                    bricks: [{type: label, id: deep, text: q}, {type: label, id: deep, text: q}]
          - {type: label, id: rep, text: b}
      behaviors:
        - {type: sticky, bricks: ["rep#1", "rep#2", deep, "al#0"]}
      """,
    errors: [
      "test.yaml:1:27: duplicate id 'al' (first used at line 1) at root.bricks[1].id",
      "test.yaml:13:33: duplicate id 'rep' (first used at line 9) at "
        + "root.bricks[2].bricks[1].bricks[0].id",
      "test.yaml:16:76: duplicate id 'deep' (first used at line 16) at "
        + "root.bricks[2].bricks[1].bricks[1].bricks[1].id",
      "test.yaml:17:25: duplicate id 'rep' (first used at line 9) at root.bricks[3].id",
      "test.yaml:19:47: selector 'deep' matches no id at behaviors[0].bricks[2]; "
        + "did you mean 'rep'?",
    ]),
  IdCase(
    name: "ids from data and a fixed id in a data section",
    text: """
      root:
        bricks:
          - type: section
            data: [{n: a}, {n: b}]
            bricks:
              - {type: label, id: "{n}", text: "{n}"}
              - {type: label, id: fixed, text: "{n}"}
          - {type: label, id: a, text: dup}
      behaviors:
        - {type: sticky, bricks: ["fixed#1", "fixed#2", a, b, c]}
      """,
    errors: [
      "test.yaml:8:25: duplicate id 'a' (first used at line 4) at root.bricks[1].id",
      "test.yaml:10:40: selector 'fixed#2' picks repetition 2, but 'fixed' repeats 2 times at "
        + "behaviors[0].bricks[1]",
      "test.yaml:10:57: selector 'c' matches no id at behaviors[0].bricks[4]; did you mean 'a'?",
    ]),
]

@Test(arguments: idCases)
func idErrors(_ idCase: IdCase) throws {
  let errors = try #require(loadErrors(idCase.text))
  #expect(errors.errors.map(\.compactDescription) == idCase.errors)
}

/// A file with more ids than the table is sized for up front, in YAML and JSON: only the
/// repeated ids are reported, each at its second use, and counts stay per id.
@Test(arguments: ["test.yaml", "test.json"])
func manyIds(_ name: String) throws {
  let count = 300
  let duplicated = [7, 150, 299]
  let json = name.hasSuffix(".json")
  var lines = json ? ["{\"root\": {\"bricks\": ["] : ["root:", "  bricks:"]
  var bricks = (0..<count).map { k in
    json
      ? "{\"type\": \"label\", \"id\": \"b\(k)\", \"repeat\": \(k % 3 + 1), \"text\": \"t\"},"
      : "    - {type: label, id: b\(k), repeat: \(k % 3 + 1), text: t}"
  }
  bricks += duplicated.map { k in
    json
      ? "{\"type\": \"label\", \"id\": \"b\(k)\", \"text\": \"again\"},"
      : "    - {type: label, id: b\(k), text: again}"
  }
  if json { bricks[bricks.count - 1].removeLast() }
  lines += bricks
  // b298 repeats 298 % 3 + 1 = 2 times, b297 once: b298#2 is one past its last.
  lines +=
    json
    ? ["]}, \"behaviors\": [{\"type\": \"sticky\", \"bricks\": [\"b298#2\", \"b297#0\"]}]}"]
    : ["behaviors:", "  - {type: sticky, bricks: [\"b298#2\", \"b297#0\"]}"]
  let errors = try #require(loadErrors(lines.joined(separator: "\n"), name))
  let firstLine = json ? 2 : 3
  let expected = duplicated.enumerated().map { (i, k) in
    "duplicate id 'b\(k)' (first used at line \(firstLine + k))"
      + " @\(firstLine + count + i) root.bricks[\(count + i)].id"
  }
  let duplicates = errors.errors.filter { $0.kind == .duplicateId }
  #expect(duplicates.map { "\($0.message) @\($0.line) \($0.keyPath)" } == expected)
  let selectors = errors.errors.filter { $0.kind != .duplicateId }
  #expect(
    selectors.map(\.message) == [
      "selector 'b298#2' picks repetition 2, but 'b298' repeats 2 times"
    ])
}

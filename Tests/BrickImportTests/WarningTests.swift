#if Importer
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// The warnings a fixture expects: `// warning: TEXT` at the end of a line (several per line
  /// allowed), as (line, text).
  func markedWarnings(_ swift: String) -> [(line: Int, text: String)] {
    var result: [(line: Int, text: String)] = []
    for (i, line) in swift.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let parts = line.components(separatedBy: "// warning: ").dropFirst()
      for part in parts {
        result.append((i + 1, part.trimmingCharacters(in: .whitespaces)))
      }
    }
    return result
  }

  /// The fixtures in `Fixtures/Warnings`.
  let warningFixtures = [
    "Runtime", "Behaviors", "NoSetSection", "LooseBricks", "NoBricks", "UnknownRoot",
    "MissingDataSource", "SelfReference", "Arithmetic",
  ]

  /// Every construct the importer cannot follow gives exactly the marked warnings: on the marked
  /// line, with the marked text, naming the file, and the import still loads.
  @Test(arguments: warningFixtures)
  func warningsAreOnTheirLines(_ name: String) throws {
    let path = "Warnings/\(name).swift"
    let swift = try #require(fixtureText(path))
    let result = try importFixtures([path])
    _ = try loadLayout(result.yaml, path)
    let expected = markedWarnings(swift)
    #expect(!expected.isEmpty)
    #expect(result.warnings.count == expected.count, "\(result.warnings.map(\.description))")
    for mark in expected {
      let match = result.warnings.contains {
        $0.line == mark.line && $0.message.hasPrefix(mark.text)
      }
      #expect(
        match,
        "no warning '\(mark.text)' on line \(mark.line): \(result.warnings.map(\.description))"
      )
    }
    for warning in result.warnings {
      #expect(warning.file == path)
      #expect(warning.column >= 1)
      #expect(warning.description.hasPrefix("\(path):\(warning.line):\(warning.column): warning: "))
    }
  }

  /// Swift the importer does not understand, or that does not parse, never stops it: it returns a
  /// layout that loads.
  @Test(arguments: [
    "", "func", "}}}{{{", "let section = BrickSection(bricks: [LabelBrick(text: ",
    "setSection(BrickSection(bricks: [LabelBrick(width: .ratio(ratio: 1/0))]))",
    "let a = a + 1\nsetSection(BrickSection(bricks: [LabelBrick(width: .fixed(size: a))]))",
    "let s = BrickSection(bricks: [s])\nsetSection(s)",
    "struct X { static let y = X.y }\nsetSection(BrickSection(inset: X.y, bricks: []))",
    "setSection(BrickSection(bricks: [LabelBrick(\"x\", repeatCount: 3, text: \"\\u{0}\")]))",
  ])
  func neverFailsOnStrangeSwift(_ swift: String) throws {
    let result = BrickImporter.importSource(swift, name: "Strange.swift")
    _ = try loadLayout(result.yaml, "Strange.swift")
  }
#endif

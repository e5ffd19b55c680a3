#if Importer
  import Foundation
  import SwiftSyntax
  import Testing

  @testable import BrickImport

  /// `trimmedText` (the importer's way to read a node's text, without copying the tree) is
  /// swift-syntax's `trimmedDescription`, node for node: every node of every importer fixture,
  /// and of snippets with trivia inside and around their nodes, broken code and non-ASCII text.
  @Suite struct TrimmedTextTests {
    static let snippets = [
      "  UIColor  ",
      "/* lead */ UIColor . init /* inside */ ( red : 1 ) // trail\n",
      "let x = a /* mid */ + b // end\n",
      "BrickSection(bricks: [\n  LabelBrick(\"é\", width: .ratio(ratio: 1/2)),\n],\n",
      "func f( { let = ; }\n",
      "#if os(iOS)\n  let a = 1\n#else\n  let a = 2\n#endif\n",
      "label.text = \"\\(name) — \\(count + 1)\" ; x?.y!.z",
      "",
      "\n\n// only a comment\n",
    ]

    @Test func equalsTrimmedDescription() throws {
      var sources = Self.snippets.enumerated().map {
        SwiftSource(name: "snippet\($0.offset).swift", text: $0.element)
      }
      let files =
        FileManager.default.enumerator(atPath: fixturesURL.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
      for path in files {
        sources.append(SwiftSource(name: path, text: try #require(fixtureText(path))))
      }
      #expect(files.count > 100)
      var compared = 0
      var mismatches: [String] = []
      for file in BrickImporter.parse(sources) {
        var pending = [Syntax(file.tree)]
        while let node = pending.popLast() {
          pending += node.children(viewMode: .all)
          // Large nodes are the same walk; their copies would make the test slow.
          guard node.totalLength.utf8Length <= 400 else { continue }
          compared += 1
          if node.trimmedText != node.trimmedDescription {
            mismatches.append(
              "\(file.name): \(node.kind) \(node.trimmedDescription.debugDescription)")
          }
        }
      }
      #expect(compared > 50_000)
      #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }
  }
#endif

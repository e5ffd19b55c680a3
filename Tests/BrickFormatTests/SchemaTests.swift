import BrickFormat
import BrickTestSupport
import Foundation
import Testing

/// `brickyard schema` (docs/editor.md): built from the reader's tables, committed, and named by
/// every example layout.
@Suite struct SchemaTests {
  static let repository = LayoutsFolder.url.deletingLastPathComponent()

  @Test func theCommittedSchemaIsCurrent() throws {
    let url = Self.repository.appendingPathComponent("docs/brickyard.schema.json")
    let committed = try String(contentsOf: url, encoding: .utf8)
    // Regenerate with `swift run brickyard schema > docs/brickyard.schema.json`.
    #expect(committed == LayoutSchema.text())
  }

  @Test func everyKeyTheReaderAcceptsIsDescribed() {
    #expect(LayoutSchema.undescribedKeys == [])
    #expect(LayoutSchema.keyTables["node.label"]?.contains("data") == true)
  }

  @Test func theSchemaIsJSONWithTheDraftAndTheTopLevelKeys() throws {
    let object = try JSONSerialization.jsonObject(with: Data(LayoutSchema.text().utf8))
    let schema = try #require(object as? [String: Any])
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema["additionalProperties"] as? Bool == false)
    let properties = try #require(schema["properties"] as? [String: Any])
    #expect(Set(properties.keys) == Set(LayoutSchema.keyTables["layout"] ?? []))
  }

  @Test(arguments: try LayoutsFolder.names)
  func everyLayoutNamesTheSchema(_ name: String) throws {
    let text = try String(
      contentsOf: LayoutsFolder.url.appendingPathComponent(name), encoding: .utf8)
    if name.hasSuffix(".json") {
      #expect(text.contains("\"$schema\": \"\(LayoutSchema.relativePath)\""))
    } else {
      let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init)
      #expect(first == "# yaml-language-server: $schema=\(LayoutSchema.relativePath)")
    }
  }
}

import BrickFormat
import BrickTestSupport
import Foundation
import Testing

/// The schema's hover help and the user's reference (docs/layout-file.md, docs/editor.md):
/// every key an editor can complete has a description with its default or "Required", an
/// example and a link to a section of the reference that exists, and the reference mentions
/// every key. A key added to the reader without help or documentation fails here by name.
@Suite struct SchemaHelpTests {
  static let repository = LayoutsFolder.url.deletingLastPathComponent()

  static var reference: String {
    get throws {
      try String(
        contentsOf: repository.appendingPathComponent(LayoutSchema.referencePath),
        encoding: .utf8)
    }
  }

  /// Every description of the schema, found by walking its JSON.
  static func descriptions() throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(LayoutSchema.text().utf8))
    var found: [String] = []
    func walk(_ value: Any) {
      if let dictionary = value as? [String: Any] {
        if let text = dictionary["description"] as? String { found.append(text) }
        dictionary.values.forEach(walk)
      } else if let array = value as? [Any] {
        array.forEach(walk)
      }
    }
    walk(object)
    return found
  }

  /// GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces to '-'.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { c -> Character? in
        if c == " " { return "-" }
        return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
      })
  }

  @Test func everyKeyOfTheSchemaHasHelp() {
    #expect(LayoutSchema.keysWithoutHelp == [])
  }

  /// The compositional page (`docs/compositional.md`), which the compositional keys' help
  /// links to.
  static var compositionalReference: String {
    get throws {
      try String(
        contentsOf: repository.appendingPathComponent(LayoutSchema.compositionalReferencePath),
        encoding: .utf8)
    }
  }

  /// The anchors of a Markdown page's headings.
  static func anchors(_ page: String) -> Set<String> {
    Set(
      page.split(separator: "\n")
        .filter { $0.hasPrefix("#") }
        .map { anchor($0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)) })
  }

  @Test func everyDescriptionSaysItsDefaultAnExampleAndWhereToRead() throws {
    let pages = [
      (LayoutSchema.referencePath, Self.anchors(try Self.reference)),
      (LayoutSchema.compositionalReferencePath, Self.anchors(try Self.compositionalReference)),
    ]
    let descriptions = try Self.descriptions()
    #expect(descriptions.count > 100)
    for (path, anchors) in pages {
      for text in descriptions where text.contains(path + "#") {
        #expect(text.contains("Default: ") || text.contains("Required."), "\(text)")
        #expect(text.contains("Example: "), "\(text)")
        let link = text.components(separatedBy: path + "#").last ?? ""
        #expect(anchors.contains(link), "no section '\(link)' in \(path): \(text)")
      }
    }
  }

  /// The names in the reference's code (`key`, and the YAML blocks).
  static func namesInCode(_ text: String) -> Set<String> {
    var names: Set<String> = []
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock.toggle()
        continue
      }
      let code: [Substring] =
        inBlock
        ? [line]
        : line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }.map(\.element)
      for span in code {
        let words = span.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }
        names.formUnion(words.map(String.init))
      }
    }
    return names
  }

  @Test func theReferenceMentionsEveryKeyOfTheSchema() throws {
    // Compositional keys are named on their own page.
    let mentioned = Self.namesInCode(try Self.reference)
      .union(Self.namesInCode(try Self.compositionalReference))
    let missing = LayoutSchema.propertyNames.subtracting(mentioned).sorted()
    #expect(
      missing == [],
      "keys the schema has and neither docs/layout-file.md nor docs/compositional.md names in code")
  }

  /// The reference's examples of whole files (YAML blocks with a top-level `root:`) load.
  @Test func theReferencesWholeFilesLoad() throws {
    var blocks: [String] = []
    var current: [Substring]?
    for line in try Self.reference.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```yaml" {
        current = []
      } else if line == "```", let lines = current {
        blocks.append(lines.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    let files = blocks.filter { $0.hasPrefix("root:") || $0.contains("\nroot:") }
    #expect(!files.isEmpty)
    for text in files {
      let result = LayoutLoader.load(text: text, sourceName: "layout-file.md")
      if case .failure(let errors) = result { Issue.record("\(errors)\n\(text)") }
    }
  }

  @Test func namesInCodeReadsSpansAndBlocks() {
    let text =
      "Use `aspect` and `{ratio: 0.5}`, not plain width.\n```yaml\nfonts: {default: a}\n```"
    #expect(
      Self.namesInCode(text) == ["aspect", "ratio", "0", "5", "fonts", "default", "a"])
  }
}

#if Importer
  import BrickFormat

  /// Where the lines of an import's layout text came from in the Swift: the previewer's `e` on
  /// a selected brick opens the Swift file at the line the brick was built on, not at the line
  /// of the generated layout text (issue 35, point 7).
  ///
  /// The writers (`YAMLWriter`, `CompositionalYAML`) end the line of each node and behavior
  /// with its origin, `  # Feed.swift:12` (a file's name and a line); the map is read from
  /// those, next to the code that writes them. When the importer hands the previewer its model
  /// without the YAML round trip, the writer can fill the map as it writes instead.
  public struct SourceMap: Hashable, Sendable {
    /// The origin of each line of the layout text that has one (1-based line numbers).
    public private(set) var places: [Int: SourcePlace] = [:]

    /// The origins written in `yaml`, each file name resolved to the path it has in `files`
    /// (the import's sources, the file itself first); a name none of them has stays as written.
    public init(yaml: String, files: [String]) {
      var paths: [String: String] = [:]
      for file in files {
        let name = Self.fileName(file)
        if paths[name] == nil { paths[name] = file }
      }
      var number = 0
      for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        // The header's comments (`# Imported from`, `# warning:`) start the line.
        guard !line.hasPrefix("#"), let mark = line.ranges(of: "  # ").last else { continue }
        let origin = line[mark.upperBound...]
        guard let colon = origin.lastIndex(of: ":"),
          let swiftLine = Int(origin[origin.index(after: colon)...]), swiftLine > 0
        else { continue }
        let name = String(origin[..<colon])
        guard name.hasSuffix(".swift") else { continue }
        places[number] = SourcePlace(file: paths[name] ?? name, line: swiftLine)
      }
    }

    private static func fileName(_ path: String) -> String {
      path.split(separator: "/").last.map(String.init) ?? path
    }
  }

  extension ImportResult {
    /// Where the lines of `yaml` came from in the Swift.
    public var sourceMap: SourceMap { SourceMap(yaml: yaml, files: files) }
  }

  extension ImportWarning {
    /// The message on one line, as the `# warning:` comments of the layout text have it.
    public var messageOnOneLine: String { YAMLWriter.commentText(message) }
  }
#endif

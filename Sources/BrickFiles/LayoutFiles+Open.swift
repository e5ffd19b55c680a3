import BrickCore
import BrickFormat

#if Importer
  import BrickImport
#endif

/// What importing a `.swift` file adds to its layout text: the import's warnings, the files it
/// read (a preview reloads when any of them changes), and where each line of the text came
/// from in the Swift.
public struct ImportedSwift: Sendable {
  public var warnings: [SourceWarning]
  /// The files the import read: the file itself first, then its superclasses, extensions,
  /// constants and the app's appearance setup.
  public var files: [String]
  /// The Swift line of each line of the layout text that has one.
  public var places: [Int: SourcePlace]

  public init(warnings: [SourceWarning], files: [String], places: [Int: SourcePlace] = [:]) {
    self.warnings = warnings
    self.files = files
    self.places = places
  }

  /// The Swift line a node written at `line` of the layout text came from. A section's
  /// mapping starts a line below its key (`root:`, `section:`), where the origin is written.
  public func place(ofLayoutLine line: Int) -> SourcePlace? {
    places[line] ?? places[line - 1]
  }
}

/// A layout file's text as read: the file's own text, or for a `.swift` file the layout text
/// its import wrote, with what the import found.
public struct LayoutText: Sendable {
  public var path: String
  public var text: String
  /// Set for a `.swift` file.
  public var imported: ImportedSwift?
}

/// A layout file that was read and loaded: everything a command or the previewer needs.
public struct LoadedLayoutFile: Sendable {
  public var path: String
  /// The layout text the spec was loaded from (for a `.swift` file, its import).
  public var text: String
  /// The spec, with the faces of its `fonts` read.
  public var spec: LayoutSpec
  /// Set for a `.swift` file: its import's warnings, files and Swift lines.
  public var imported: ImportedSwift?
}

extension LayoutFiles {
  /// Opens the layout file at `path`: reads it (importing a `.swift` file), loads its text and
  /// reads its fonts. The one way from a path to a layout, for every command and the
  /// previewer; errors name the file as `path`.
  ///
  /// - Parameter read: Where the file's text comes from: the disk (`readText(path:)`) unless a
  ///   caller, such as the previewer's scripted source in tests, reads it another way.
  public static func open(
    path: String,
    reading read: (String) -> Result<String, LayoutErrors> = { LayoutFiles.readText(path: $0) }
  ) -> Result<LoadedLayoutFile, LayoutErrors> {
    readLayout(path: path, reading: read).flatMap(load)
  }

  /// `open` for each of several paths (a gallery's files), in their order: the `.swift` files of
  /// one app are imported together (`SwiftApp.importFiles`: the app read and parsed once), each
  /// as it would be alone.
  public static func openAll(paths: [String]) -> [Result<LoadedLayoutFile, LayoutErrors>] {
    #if Importer
      var results = paths.map { _ in Result<LoadedLayoutFile, LayoutErrors>?.none }
      var swift: [(index: Int, path: String, text: String)] = []
      for (index, path) in paths.enumerated() {
        guard path.lowercased().hasSuffix(".swift") else {
          results[index] = open(path: path)
          continue
        }
        switch readText(path: path) {
        case .success(let text)
        where ImportLimits.check(SwiftSource(name: path, text: text)) == nil:
          swift.append((index, path, text))
        case let text:
          results[index] = text.flatMap { importSwift(path: path, text: $0) }.flatMap(load)
        }
      }
      let imported = SwiftApp.importFiles(swift.map { ($0.path, $0.text) })
      for (file, result) in zip(swift, imported) {
        results[file.index] = load(layoutText(path: file.path, result))
      }
      return zip(paths, results).map { path, result in result ?? open(path: path) }
    #else
      return paths.map { open(path: $0) }
    #endif
  }

  /// `open`'s first half: the file's layout text. A `.swift` file is imported (docs/import.md)
  /// with the files of its app; anything else is its text as it is.
  public static func readLayout(
    path: String,
    reading read: (String) -> Result<String, LayoutErrors> = { LayoutFiles.readText(path: $0) }
  ) -> Result<LayoutText, LayoutErrors> {
    let text = read(path)
    guard path.lowercased().hasSuffix(".swift") else {
      return text.map { LayoutText(path: path, text: $0) }
    }
    #if Importer
      return text.flatMap { importSwift(path: path, text: $0) }
    #else
      return .failure(
        LayoutErrors([
          LayoutError(
            kind: .unreadable, file: path, line: 0, column: 0, keyPath: "",
            message: "is Swift source, and this brickyard was built without its importer",
            expected: "a .yaml, .yml or .json layout file, or a build with the Importer trait")
        ]))
    #endif
  }

  /// `open`'s second half: the layout text loaded, and its fonts read (relative to the file).
  public static func load(_ layout: LayoutText) -> Result<LoadedLayoutFile, LayoutErrors> {
    LayoutLoader.load(text: layout.text, sourceName: layout.path)
      .flatMap { FontFiles.loadingFonts($0, layoutPath: layout.path) }
      .map {
        LoadedLayoutFile(
          path: layout.path, text: layout.text, spec: $0, imported: layout.imported)
      }
  }

  #if Importer
    /// The import of the `.swift` file at `path` whose text is `text`: a source past the
    /// importer's limits is an error naming its line, not an empty layout.
    static func importSwift(path: String, text: String) -> Result<LayoutText, LayoutErrors> {
      if let f = ImportLimits.check(SwiftSource(name: path, text: text)) {
        let source = text.split(separator: "\n", omittingEmptySubsequences: false)
        let sourceLine = f.line <= source.count ? String(source[f.line - 1].prefix(200)) : nil
        return .failure(
          LayoutErrors([
            LayoutError(
              kind: .tooLarge, file: f.file, line: f.line, column: f.column, keyPath: "",
              message: f.message, expected: f.expected, sourceLine: sourceLine)
          ]))
      }
      return .success(layoutText(path: path, SwiftApp.importFile(path: path, text: text)))
    }

    /// The layout text of an import of the `.swift` file at `path`, with what it found.
    static func layoutText(path: String, _ result: ImportResult) -> LayoutText {
      // Each message on one line, as the status line shows it.
      let warnings = result.warnings.map {
        var warning = $0
        warning.message = $0.messageOnOneLine
        return warning
      }
      let imported = ImportedSwift(
        warnings: warnings, files: result.files, places: result.sourceMap.places)
      return LayoutText(path: path, text: result.yaml, imported: imported)
    }
  #endif
}

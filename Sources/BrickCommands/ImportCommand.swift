#if Importer
  import ArgumentParser
  import BrickCore
  import BrickFiles
  import BrickFormat
  import BrickImport
  import Foundation

  /// `brickyard import FILE.swift... [-o OUT.yaml]`: BrickKit Swift to a layout file; `brickyard
  /// import DIR -o OUTDIR`: one layout per screen of an app (docs/import.md).
  ///
  /// The files are read together (constants, data sources and behaviors may sit in any of them)
  /// and never compiled. Whatever the importer cannot follow is printed on standard error as
  /// `file:line:column: warning: ...` with the default it used; the layout file is written even
  /// then. Exits with status 1 only when a file cannot be read (or the output cannot be written).
  struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Turn BrickKit Swift code into a layout file.",
      discussion: """
        Reads BrickSection and brick initializers, BrickDimensions, local constants, repeat-count \
        and hide data sources and layout behaviors, without compiling. What cannot be followed \
        becomes a default and a warning. `brickyard FILE.swift` previews the import directly.
        """)

    @Argument(
      help: "Swift files that build a BrickKit layout, or one folder of an app's Swift files.",
      completion: .file(extensions: ["swift"]))
    var files: [String]

    @Option(
      name: .shortAndLong,
      help: ArgumentHelp(
        "Write the layout file here instead of standard output.", valueName: "file"))
    var output: String?

    @Option(
      help: ArgumentHelp(
        "How warnings are printed: grouped (by screen, each message once with a count, the "
          + "cosmetic ones folded), full (every warning on its own line) or json.",
        valueName: "form"))
    var warnings: WarningForm = .grouped

    /// `--warnings`: how the warnings are printed on standard error.
    enum WarningForm: String, ExpressibleByArgument, CaseIterable {
      case grouped, full, json
    }

    func validate() throws {
      if files.isEmpty { throw ValidationError("Give at least one Swift file.") }
    }

    func run() throws {
      var isFolder: ObjCBool = false
      if files.count == 1, FileManager.default.fileExists(atPath: files[0], isDirectory: &isFolder),
        isFolder.boolValue
      {
        try importFolder(files[0])
        return
      }
      var sources: [SwiftSource] = []
      for path in files {
        let text = try LayoutFiles.readText(path: path).get()
        let source = SwiftSource(name: path, text: text)
        // Past the importer's limits: an error naming the line, before anything is parsed.
        if let failure = ImportLimits.check(source) { throw CommandError(failure.description) }
        sources.append(source)
      }
      let result =
        files.count == 1
        ? SwiftApp.importFile(path: files[0], text: sources[0].text)
        : BrickImporter.importSources(sources)
      switch warnings {
      case .grouped:
        for line in WarningReport.lines(of: result.warnings) { printToStandardError(line) }
      case .full: for warning in result.warnings { printToStandardError(warning.description) }
      case .json: printToStandardError(Self.json([("", result.warnings)]))
      }
      // Written through the path (a link stays a link, a FIFO a FIFO), every write checked.
      try OutputFile.write(result.yaml, to: output)
      // The importer always writes a file the loader takes; if not, that is a bug to report.
      // The errors' lines are the YAML's, so they name it, not the Swift file.
      let name = output ?? "the layout imported from \(files[0])"
      if case .failure(let errors) = LayoutLoader.load(text: result.yaml, sourceName: name) {
        throw CommandError(
          "brickyard: the imported layout does not load (a bug in the importer):\n"
            + errors.description)
      }
    }

    /// Every screen of the app in `folder`, one layout file each in the output folder.
    private func importFolder(_ folder: String) throws {
      // `-o -` is standard output for one file's import; a folder's is one file per screen
      // (issue 37: it made a folder named `-`).
      if output == "-" {
        throw CommandError(
          "\(folder): a folder import writes one layout file per screen, not standard output; "
            + "give -o FOLDER (or import one screen's files to standard output)")
      }
      // Every file within the importer's limits, and the folder within its own: what is past
      // a file's limit (or not a regular file) is skipped with a warning.
      var app = try SwiftApp.readFolder(folder).get()
      // The asset catalogs and sidecars (issue 35); what in them cannot be read is said.
      let resources = SwiftApp.resources(root: folder)
      app.skipped = (app.skipped + SwiftApp.playgrounds(in: folder) + resources.warnings).sorted()
      if warnings == .full {
        for warning in app.skipped { printToStandardError(warning.description) }
      }
      let sources = app.sources
      guard !sources.isEmpty else {
        throw CommandError(
          "\(folder): no .swift files in this folder"
            + (app.skipped.isEmpty ? "" : " that the importer reads (\(app.skipped.count) skipped)")
        )
      }
      // The parse recurses per nesting level: on a large stack, as a single file's import.
      let (screens, appWarnings) = LargeStack.run(stackSize: ImportLimits.stackSize) {
        BrickImporter.importApp(sources, resources: resources)
      }
      // A sidecar key that names nothing in the app is said with the sidecar's other problems.
      app.skipped = (app.skipped + appWarnings).sorted()
      if warnings == .full {
        for warning in appWarnings { printToStandardError(warning.description) }
      }
      guard !screens.isEmpty else {
        throw CommandError(
          "\(folder): no view controller calls setSection in these \(sources.count) Swift files")
      }
      guard let output else {
        let names = screens.map(\.name).joined(separator: ", ")
        throw CommandError(
          "\(folder): found \(screens.count) screens (\(names)); "
            + "give -o FOLDER to write one layout file for each")
      }
      do {
        try FileManager.default.createDirectory(
          atPath: output, withIntermediateDirectories: true)
      } catch {
        throw CommandError("\(output): cannot be created: \(error.localizedDescription)")
      }
      var broken: [String] = []
      var unwritten: [String] = []
      var used: Set<String> = []
      printWarnings(screens, skipped: app.skipped, sources: sources.map(\.name))
      for screen in screens {
        let name = Self.layoutFileName(screen.name, used: &used)
        let path = (output as NSString).appendingPathComponent(name)
        // One file that cannot be written does not stop the screens after it.
        do {
          try OutputFile.write(screen.result.yaml, to: path)
        } catch {
          unwritten.append("\(path): \(error)")
          continue
        }
        if case .failure(let errors) = LayoutLoader.load(text: screen.result.yaml, sourceName: path)
        {
          broken.append(errors.description)
        }
      }
      let warnings = screens.reduce(0) { $0 + $1.result.warnings.count } + app.skipped.count
      let written = screens.count - unwritten.count
      let told = warnings > 0 && self.warnings == .grouped ? "; --warnings full lists each" : ""
      printToStandardError(
        "brickyard: wrote \(written) layouts to \(output) (\(warnings) warnings\(told))")
      if !unwritten.isEmpty {
        throw CommandError(
          "brickyard: \(unwritten.count) layouts could not be written:\n"
            + unwritten.joined(separator: "\n"))
      }
      if !broken.isEmpty {
        throw CommandError(
          "brickyard: an imported layout does not load (a bug in the importer):\n"
            + broken.joined(separator: "\n"))
      }
    }

    /// A folder import's warnings on standard error, in the `--warnings` form.
    private func printWarnings(
      _ screens: [BrickImporter.Screen], skipped: [ImportWarning], sources: [String]
    ) {
      switch warnings {
      case .full:
        for screen in screens {
          for warning in screen.result.warnings { printToStandardError(warning.description) }
        }
      case .json:
        printToStandardError(
          Self.json([("", skipped)] + screens.map { ($0.name, $0.result.warnings) }))
      case .grouped:
        let read = Set(screens.flatMap(\.files))
        let report = WarningReport(
          screens: screens.map { ($0.name, $0.result.warnings) }, skipped: skipped,
          withoutScreen: sources.filter { !read.contains($0) })
        for line in report.lines { printToStandardError(line) }
      }
    }

    /// The warnings as a JSON array of objects: `screen` (empty for a file's import and for
    /// skipped files), `file`, `line`, `column`, `message`, `kind` (`meaning` or `cosmetic`).
    static func json(_ parts: [(screen: String, warnings: [ImportWarning])]) -> String {
      let quoted = JSONString.quoted
      let objects = parts.flatMap { part in
        part.warnings.map { w in
          "{\"screen\": \(quoted(part.screen)), \"file\": \(quoted(w.file)), \"line\": \(w.line), "
            + "\"column\": \(w.column), \"message\": \(quoted(w.message)), "
            + "\"kind\": \"\(w.kind.rawValue)\"}"
        }
      }
      return objects.isEmpty ? "[]" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]"
    }

    /// The file a screen's layout is written to in a folder import: the class name with
    /// backticks, path separators, control and bidirectional formatting characters taken out,
    /// never hidden or empty, at most 200 bytes, and distinct (case aside, as on a Mac's disk)
    /// from the names in `used`, with `-2`, `-3`, ... added (issue 37: a raw identifier `a/b`
    /// stopped the import, `` `case` `` wrote a hidden file, a right-to-left override stayed).
    static func layoutFileName(_ screen: String, used: inout Set<String>) -> String {
      var base = ""
      for scalar in screen.unicodeScalars {
        switch scalar {
        case "`": continue
        case "/", "\\", ":": base.unicodeScalars.append("_")
        default:
          switch scalar.properties.generalCategory {
          case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
            continue
          default: base.unicodeScalars.append(scalar)
          }
        }
      }
      base = base.trimmingCharacters(in: .whitespaces)
      if base.hasPrefix(".") || base.hasPrefix("-") { base = "_" + base }
      if base.isEmpty { base = "Screen" }
      while base.utf8.count > 200 { base.removeLast() }
      var name = base + ".yaml"
      var n = 2
      while !used.insert(name.lowercased()).inserted {
        name = "\(base)-\(n).yaml"
        n += 1
      }
      return name
    }
  }
#endif

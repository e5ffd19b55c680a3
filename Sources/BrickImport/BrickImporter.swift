#if Importer
  import BrickCore
  import BrickFormat
  import SwiftOperators
  import SwiftParser
  import SwiftSyntax
  import Synchronization

  /// One Swift source file to import: its name (as warnings and comments give it) and its text.
  public struct SwiftSource: Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  /// Something the importer could not follow, and the default it used instead (docs/import.md):
  /// BrickFormat's `SourceWarning`, the value the previewer takes too.
  public typealias ImportWarning = SourceWarning

  /// What an import produced: layout file text (YAML) and the warnings, in source order.
  public struct ImportResult: Sendable {
    /// A layout file (docs/layout-file.md#nodes) for the normal loader; it always parses.
    public var yaml: String
    public var warnings: [ImportWarning]
    /// The files the import read (every source it was given, in order): a preview reloads when
    /// any of them changes.
    public var files: [String] = []
  }

  /// BrickKit Swift source to a layout file, read with swift-syntax and never compiled
  /// (docs/import.md).
  ///
  /// The importer finds the section handed to `setSection(_:)`, follows local constants into it,
  /// turns every brick initializer into a node, applies property assignments (`isHidden`,
  /// `repeatCount`, `repeatCountDataSource`, layout settings) and reads the data source
  /// functions of the usual shapes (`identifier == X ? n : 1`, `switch identifier`). Whatever
  /// it cannot follow becomes a default and a warning; it never fails.
  ///
  /// ```swift
  /// let result = BrickImporter.importSources([SwiftSource(name: "Feed.swift", text: swift)])
  /// LayoutLoader.load(text: result.yaml, sourceName: "Feed.swift")
  /// ```
  public enum BrickImporter {
    /// Imports one or more files as one program: constants, data sources and behaviors may sit
    /// in any of them; the root is the first `setSection` argument found.
    public static func importSources(_ sources: [SwiftSource]) -> ImportResult {
      importSources(sources, screen: nil)
    }

    /// Imports files as one program, building the view controller `screen` (nil: the first
    /// screen of the first file, else the files' top-level code).
    ///
    /// A source past the importer's limits (`ImportLimits`) is not parsed: the result is an
    /// empty layout and a warning naming the file and line. `checkedImport` makes that an error.
    public static func importSources(_ sources: [SwiftSource], screen: String?) -> ImportResult {
      let title = screen ?? sources.first.map { titleOf($0.name) } ?? "Imported"
      for source in sources {
        guard let failure = ImportLimits.check(source) else { continue }
        let yaml =
          "# Imported from \(sources.map(\.name).joined(separator: ", ")) by `brickyard import`.\n"
          + "title: \(YAMLString.quoted(title))\nroot:\n  bricks: []\n"
        let warning = ImportWarning(
          file: failure.file, line: failure.line, column: failure.column,
          message: failure.message + "; nothing was imported")
        return ImportResult(yaml: yaml, warnings: [warning], files: sources.map(\.name))
      }
      // The parse and the evaluation recurse per nesting level: a thread with a large stack.
      var result = LargeStack.run(stackSize: ImportLimits.stackSize) {
        importParsed(sources, screen: screen, title: title)
      }
      result.files = sources.map(\.name)
      return result
    }

    /// `importSources`, or the first source past the importer's limits (`ImportLimits`): too
    /// large, brackets nested too deep, an expression of too many terms. Those are found by a
    /// scan of the text before swift-syntax's parser sees it (its work grows exponentially with
    /// nested `[` and its recursion overflows the stack on deep input).
    public static func checkedImport(
      _ sources: [SwiftSource]
    ) -> Result<ImportResult, ImportFailure> {
      for source in sources {
        if let failure = ImportLimits.check(source) { return .failure(failure) }
      }
      return .success(importSources(sources))
    }

    /// Imports a `.swift` file given alone with the files of its app (`sources[0]` is the file):
    /// the first screen the file itself declares is built and names the layout, else the import
    /// is `importSources`'s. The files are parsed once.
    /// `resources`: the app's asset catalogs and sidecars (`AppResources`); their files are
    /// watched too, and what in them could not be read is warned.
    public static func importFile(
      _ sources: [SwiftSource], resources: AppResources = AppResources()
    ) -> ImportResult {
      guard let file = sources.first else { return importSources(sources) }
      for source in sources where ImportLimits.check(source) != nil {
        return importSources(sources)
      }
      var unknownKeys: [ImportWarning] = []
      var result = LargeStack.run(stackSize: ImportLimits.stackSize) {
        let program = Program(files: parse(sources))
        program.resources = resources
        unknownKeys = program.unknownSidecarKeys()
        let screen = program.screens().first { name in
          program.classes[name].flatMap { program.file(of: $0.decl)?.tree.id }
            == program.files.first?.tree.id
        }
        // A file that declares no screen is its own code, not a neighbour's screen (issue 35).
        return importParsed(
          program, sources: sources, screen: screen, title: screen ?? titleOf(file.name),
          scope: screen == nil ? .file(file.name) : .everything)
      }
      result.files = sources.map(\.name) + resources.files
      result.warnings = (result.warnings + resources.warnings + unknownKeys).sorted()
      return result
    }

    /// `importFile` for several files of one app (a gallery of its screens): the app's files are
    /// parsed once, and each file named in `files` (a source of `app`) is imported as
    /// `importFile` imports it alone, its sources listed in that order (the file first).
    /// `resources` gives each file's asset catalogs and sidecars. When a source is past the
    /// importer's limits, each file is imported alone.
    public static func importFiles(
      _ files: [String], of app: [SwiftSource], resources: (String) -> AppResources
    ) -> [ImportResult] {
      func sources(_ name: String) -> [SwiftSource] {
        app.filter { $0.name == name } + app.filter { $0.name != name }
      }
      if app.contains(where: { ImportLimits.check($0) != nil }) {
        return files.map { importFile(sources($0), resources: resources($0)) }
      }
      let fileResources = files.map(resources)
      return LargeStack.run(stackSize: ImportLimits.stackSize) {
        let program = Program(files: parse(app))
        // What reading the app found is every file's, as each import alone finds it.
        let parsed = (program.warnings, program.warned, program.keptKeys)
        return zip(files, fileResources).map { name, fileResources in
          program.resources = fileResources
          (program.warnings, program.warned, program.keptKeys) = parsed
          let unknownKeys = program.unknownSidecarKeys()
          let screen = program.screens().first { screen in
            program.classes[screen].flatMap { program.file(of: $0.decl)?.name } == name
          }
          let ordered = sources(name)
          var result = importParsed(
            program, sources: ordered, screen: screen, title: screen ?? titleOf(name),
            scope: screen == nil ? .file(name) : .everything)
          result.files = ordered.map(\.name) + fileResources.files
          result.warnings = (result.warnings + fileResources.warnings + unknownKeys).sorted()
          return result
        }
      }
    }

    private static func importParsed(
      _ sources: [SwiftSource], screen: String?, title: String
    ) -> ImportResult {
      importParsed(Program(files: parse(sources)), sources: sources, screen: screen, title: title)
    }

    private static func importParsed(
      _ program: Program, sources: [SwiftSource], screen: String?, title: String,
      scope: CodeScope = .everything
    ) -> ImportResult {
      let builder = LayoutBuilder(program: program)
      builder.codeScope = scope
      let chosen = screen ?? builder.defaultScreen()
      if let chosen, program.isCompositional(chosen) {
        let built = CompositionalBuilder(program: program, screen: chosen)
          .build(title: title, sources: sources.map(\.name))
        return ImportResult(yaml: built.yaml, warnings: built.warnings)
      }
      var layout = builder.build(screen: screen)
      // Numbers the loader would refuse (infinite, past its range) become defaults and warnings.
      let numberWarnings = ImportNumbers.sanitize(&layout)
      let warnings = (program.warnings + numberWarnings).sorted()
      let yaml = YAMLWriter.write(
        layout, title: title, sources: sources.map(\.name), warnings: warnings)
      return ImportResult(yaml: yaml, warnings: warnings)
    }

    /// One screen of an app: its view controller's name and its import.
    public struct Screen: Sendable {
      public var name: String
      public var result: ImportResult
      /// The files the screen's code is in (its class chain and their extensions).
      public var files: [String]
      /// Whether its `viewDidLoad` set a section (a compositional screen's always does).
      var setSection = true
    }

    /// Every view controller of an app's files that builds a section, each imported on its own
    /// (docs/import.md): `brickyard import DIR`.
    /// `resources`: the app's asset catalogs and sidecars (`AppResources`).
    public static func importScreens(
      _ sources: [SwiftSource], resources: AppResources = AppResources()
    ) -> [Screen] {
      importApp(sources, resources: resources).screens
    }

    /// `importScreens`, with the warnings that belong to no screen: the sidecar keys that name
    /// no brick class or identifier of the app (`brickyard import DIR` says them with the
    /// skipped files, as a file's import says them with its own).
    public static func importApp(
      _ sources: [SwiftSource], resources: AppResources = AppResources()
    ) -> (screens: [Screen], warnings: [ImportWarning]) {
      let program = Program(files: parse(sources))
      program.resources = resources
      _ = program.takeWarnings()
      let unknownKeys = program.unknownSidecarKeys()
      // A screen's name declared again (two `Feed` classes in two files): the second is not
      // imported, and said so where it is declared (issue 37: one Feed.yaml, silently).
      var again: [String: [ImportWarning]] = [:]
      for decl in program.redeclaredClasses {
        let name = decl.name.text
        guard let first = program.classes[name]?.decl else { continue }
        let at = program.position(of: decl.name)
        let firstAt = program.position(of: first.name)
        again[name, default: []].append(
          ImportWarning(
            file: at.file, line: at.line, column: at.column,
            message: "a second class named \(name) (the first is at \(firstAt.file):"
              + "\(firstAt.line)); only the first is imported as screen \(name): rename one"))
      }
      // A base class that sets no section of its own (its `makeSection()` returns nil for its
      // subclasses to override) is not a screen (issue 35).
      let bases = Set(program.classOrder.compactMap { program.classes[$0]?.superclass })
      let screens = program.screens().compactMap { name -> Screen? in
        var screen = importScreen(name, program)
        if bases.contains(name), !screen.setSection { return nil }
        screen.result.warnings = (screen.result.warnings + (again[name] ?? [])).sorted()
        return screen
      }
      return (screens, unknownKeys)
    }

    private static func importScreen(_ name: String, _ program: Program) -> Screen {
      if program.isCompositional(name) {
        let built = CompositionalBuilder(program: program, screen: name)
          .build(title: name, sources: program.filesOf(screen: name))
        return Screen(
          name: name, result: ImportResult(yaml: built.yaml, warnings: built.warnings),
          files: program.filesOf(screen: name))
      }
      let builder = LayoutBuilder(program: program)
      let layout = builder.build(screen: name)
      let warnings = program.takeWarnings()
      let yaml = YAMLWriter.write(
        layout, title: name, sources: program.filesOf(screen: name), warnings: warnings)
      var screen = Screen(
        name: name, result: ImportResult(yaml: yaml, warnings: warnings),
        files: program.filesOf(screen: name))
      screen.setSection = builder.screenSetSection
      return screen
    }

    /// The file that declares each screen of the files, in screen order.
    public static func screenFiles(_ sources: [SwiftSource]) -> [String] {
      let program = Program(files: parse(sources))
      let screens = program.concreteScreens { name in
        let builder = LayoutBuilder(program: program)
        _ = builder.build(screen: name)
        _ = program.takeWarnings()
        return builder.screenSetSection
      }
      return screens.compactMap { name in
        program.classes[name].flatMap { program.file(of: $0.decl)?.name }
      }
    }

    static func parse(_ sources: [SwiftSource]) -> [SourceFile] {
      sources.map { source -> SourceFile in
        ParseCounts.record(source.name)
        let parsed = Parser.parse(source: withoutTopLevelCommas(withoutElisions(source.text)))
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        let tree = folded.as(SourceFileSyntax.self) ?? parsed
        return SourceFile(
          name: source.name, tree: tree,
          converter: SourceLocationConverter(fileName: source.name, tree: tree))
      }
    }

    /// Imports one file.
    public static func importSource(_ text: String, name: String) -> ImportResult {
      importSources([SwiftSource(name: name, text: text)])
    }

    /// The text with documentation elisions (lines that are only `...`) blanked, so that a
    /// snippet from a README parses; line numbers stay the same.
    static func withoutElisions(_ text: String) -> String {
      guard containsElision(text) else { return text }
      return text.split(separator: "\n", omittingEmptySubsequences: false)
        .map {
          $0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "." } && $0.contains("...") ? "" : $0
        }
        .joined(separator: "\n")
    }

    /// Whether `...` occurs in the text (a scan of its bytes: `String.contains` compares
    /// characters, which took a tenth of a large file's import).
    private static func containsElision(_ text: String) -> Bool {
      var dots = 0
      for byte in text.utf8 {
        dots = byte == UInt8(ascii: ".") ? dots + 1 : 0
        if dots == 3 { return true }
      }
      return false
    }

    /// The text with commas that end a line outside any bracket blanked: a README's list of
    /// bricks (`LabelBrick(...),` one a line) then parses as statements. Such a comma is never
    /// valid Swift; strings and comments are skipped; positions stay the same.
    ///
    /// The scan reads UTF-8 bytes (every byte it looks for is ASCII, which never occurs inside a
    /// longer character's encoding) and returns the text itself when no comma is blanked.
    static func withoutTopLevelCommas(_ text: String) -> String {
      var bytes = Array(text.utf8)
      var changed = false
      var depth = 0
      var i = 0
      var inString = false
      let slash = UInt8(ascii: "/")
      let quote = UInt8(ascii: "\"")
      let newline = UInt8(ascii: "\n")
      while i < bytes.count {
        let c = bytes[i]
        let next = i + 1 < bytes.count ? bytes[i + 1] : UInt8(ascii: " ")
        if inString {
          if c == UInt8(ascii: "\\") {
            i += 2
            continue
          }
          if c == quote || c == newline { inString = false }
        } else if c == slash && next == slash {
          while i < bytes.count && bytes[i] != newline { i += 1 }
          continue
        } else if c == quote {
          inString = true
        } else if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
          depth += 1
        } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
          depth = max(0, depth - 1)
        } else if c == UInt8(ascii: ","), depth == 0, restOfLineIsBlank(bytes, after: i) {
          bytes[i] = UInt8(ascii: " ")
          changed = true
        }
        i += 1
      }
      return changed ? String(decoding: bytes, as: UTF8.self) : text
    }

    private static func restOfLineIsBlank(_ bytes: [UInt8], after index: Int) -> Bool {
      var j = index + 1
      while j < bytes.count && bytes[j] != UInt8(ascii: "\n") {
        if bytes[j] == UInt8(ascii: "/") && j + 1 < bytes.count && bytes[j + 1] == UInt8(ascii: "/")
        {
          return true
        }
        if bytes[j] != UInt8(ascii: " ") && bytes[j] != UInt8(ascii: "\t")
          && bytes[j] != UInt8(ascii: "\r")
        {
          return false
        }
        j += 1
      }
      return true
    }

    /// `ProductViewController.swift` → `ProductViewController`.
    static func titleOf(_ path: String) -> String {
      let base = path.split(separator: "/").last.map(String.init) ?? path
      return base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
    }
  }

  /// How many times the importer parsed each source, counted only while a test asks
  /// (`counting(_:)`): a file given alone is parsed once, for its import.
  /// A 1 MB file was parsed once per screen name plus three times, most of its import's time.
  enum ParseCounts {
    private static let state = Mutex<(active: Int, counts: [String: Int])>((0, [:]))

    /// Counts a parse of the source named `name`.
    static func record(_ name: String) {
      state.withLock { state in
        if state.active > 0 { state.counts[name, default: 0] += 1 }
      }
    }

    /// Runs `body` with parses counted; the parses of the sources named `names` during it (other
    /// imports running at the same time count under their own names).
    static func counting(_ names: Set<String>, _ body: () throws -> Void) rethrows -> Int {
      state.withLock { $0.active += 1 }
      defer {
        state.withLock { state in
          state.active -= 1
          for name in names { state.counts[name] = nil }
          if state.active == 0 { state.counts = [:] }
        }
      }
      try body()
      return state.withLock { state in names.reduce(0) { $0 + (state.counts[$1] ?? 0) } }
    }
  }
#endif

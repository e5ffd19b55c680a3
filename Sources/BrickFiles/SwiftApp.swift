#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import Foundation

  /// The Swift files of an app, found on disk for `brickyard import DIR` and for a `.swift` file
  /// given alone (docs/import.md).
  public enum SwiftApp {
    /// The most Swift files read from one folder tree.
    public static let maximumFiles = 5000
    /// The most Swift read from one folder tree, in bytes, all files together: the parser takes
    /// about 100 bytes of memory for each byte of Swift (a 10 MB file took 1 GB). Each file is
    /// held to `ImportLimits.maximumBytes` (1 MB) as well.
    public static let maximumTotalBytes = 16 << 20
    /// Folders nested at most this deep below the one given.
    public static let maximumDepth = 64

    /// Folders a walk never enters: dependencies and build products.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build"]
    /// Folder name endings of bundles and Xcode's own folders, never entered.
    static let packageEndings = [
      ".xcodeproj", ".xcworkspace", ".xcassets", ".bundle", ".app", ".framework", ".xcframework",
      ".lproj", ".playground",
    ]

    /// The Swift files of a folder tree that an import reads, and those it left out, each with
    /// a warning that names it and why.
    public struct Folder: Sendable {
      /// The files read, in path order.
      public var sources: [SwiftSource]
      /// `file:line:column: warning: skipped: ...`: a file past the importer's limits (larger
      /// than 1 MB, brackets nested too deep, an expression too long), a FIFO, device or
      /// socket, a broken link or a link loop, a folder link back to a folder already read.
      public var skipped: [ImportWarning]
    }

    /// The `.swift` files under `folder`, sorted, skipping hidden files and folders, build
    /// products and bundles. Files that are not regular files are not listed (see `readFolder`).
    public static func swiftFiles(in folder: String) -> [String] {
      var walk = Walk()
      walk.visit(folder, depth: 0)
      return walk.found.map(\.path).sorted()
    }

    /// Reads the Swift files of the folder tree at `folder` for an import (`brickyard import
    /// DIR`, `preview DIR`): the importer's limits hold for every file, and for the tree as a
    /// whole. A file past a file's limit, or one that is not a regular file, is skipped with a
    /// warning; a tree of more than `maximumFiles` files or `maximumTotalBytes` bytes is
    /// refused with an error. A file that cannot be read (permissions, bytes that are not UTF-8)
    /// is skipped with its error, and the other files are read (issue 37: one such file made
    /// the whole folder fail). Folder links are followed once: a link back to a folder already
    /// read (a loop) is skipped.
    public static func readFolder(
      _ folder: String, subfolders: Bool = true
    ) -> Result<Folder, LayoutErrors> {
      var walk = Walk()
      walk.subfolders = subfolders
      walk.visit(folder, depth: 0)
      if walk.tooMany || walk.found.count > maximumFiles {
        return refuse(
          folder, "holds more than \(NumberText.grouped(maximumFiles)) Swift files",
          expected: "the folder of one app (its sources, without dependencies), at most "
            + "\(NumberText.grouped(maximumFiles)) .swift files")
      }
      var skipped = walk.skipped
      var kept: [(path: String, size: Int)] = []
      var total = 0
      for file in walk.found.sorted(by: { $0.path < $1.path }) {
        if file.size > ImportLimits.maximumBytes {
          skipped.append(
            warning(
              file.path,
              "is \(ImportLimits.megabytes(file.size)) of Swift, more than the 1 MB the importer "
                + "reads"))
          continue
        }
        total += file.size
        kept.append(file)
      }
      if total > maximumTotalBytes {
        return refuse(
          folder,
          "holds \(LayoutFiles.megabytes(total)) of Swift in "
            + "\(NumberText.grouped(kept.count)) files, more than the "
            + "\(LayoutFiles.megabytes(maximumTotalBytes)) an import reads",
          expected: "the folder of one app's sources (without dependencies or generated code), "
            + "or the screen's files given by name")
      }
      var sources: [SwiftSource] = []
      for file in kept {
        switch LayoutFiles.readText(path: file.path) {
        case .failure(let errors):
          for error in errors.errors {
            skipped.append(
              ImportWarning(
                file: file.path, line: max(1, error.line), column: max(1, error.column),
                message: "skipped: \(error.message)"
                  + (error.expected.map { " (expected: \($0))" } ?? "")))
          }
        case .success(let text):
          let source = SwiftSource(name: file.path, text: text)
          if let failure = ImportLimits.check(source) {
            skipped.append(
              ImportWarning(
                file: failure.file, line: failure.line, column: failure.column,
                message: "skipped: \(failure.message) (expected: \(failure.expected))"))
          } else {
            sources.append(source)
          }
        }
      }
      return .success(Folder(sources: sources, skipped: skipped.sorted()))
    }

    static func warning(_ path: String, _ message: String) -> ImportWarning {
      ImportWarning(file: path, line: 1, column: 1, message: "skipped: " + message)
    }

    private static func refuse<T>(
      _ path: String, _ message: String, expected: String
    ) -> Result<
      T, LayoutErrors
    > {
      .failure(
        LayoutErrors([
          LayoutError(
            kind: .unreadable, file: path, line: 0, column: 0, keyPath: "", message: message,
            expected: expected)
        ]))
    }

    /// One walk of a folder tree: the Swift files found with their sizes, what was skipped.
    struct Walk {
      var found: [(path: String, size: Int)] = []
      var skipped: [ImportWarning] = []
      /// The folders entered, so a link back to one is not followed again.
      var visited: Set<FileIdentity> = []
      /// Past `maximumFiles` (the walk stops there).
      var tooMany = false
      /// Whether folders below the first are entered.
      var subfolders = true

      mutating func visit(_ folder: String, depth: Int) {
        guard !tooMany else { return }
        if let identity = FileIdentity(folder), !visited.insert(identity).inserted {
          skipped.append(
            SwiftApp.warning(
              folder, "a link to a folder that is already read (the links make a loop)"))
          return
        }
        let names: [String]
        do {
          names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
          if depth == 0 { return }
          skipped.append(SwiftApp.warning(folder, "the folder cannot be read"))
          return
        }
        for name in names where !name.hasPrefix(".") {
          let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
          let isSwift = name.hasSuffix(".swift")
          switch FileKind.of(path) {
          case .folder:
            if !subfolders || SwiftApp.skippedFolders.contains(name)
              || SwiftApp.packageEndings.contains(where: { name.hasSuffix($0) })
            {
              continue
            }
            if depth + 1 > SwiftApp.maximumDepth {
              skipped.append(
                SwiftApp.warning(
                  path, "folders nested more than \(SwiftApp.maximumDepth) levels deep"))
              continue
            }
            visit(path, depth: depth + 1)
            if tooMany { return }
          case .regular(let size) where isSwift:
            found.append((path, size))
            if found.count > SwiftApp.maximumFiles {
              tooMany = true
              return
            }
          case .special(let what, let viaLink) where isSwift:
            skipped.append(
              SwiftApp.warning(
                path, "is not a regular file (\(what)\(viaLink ? ", through a symbolic link" : ""))"
              ))
          case .brokenLink(let target) where isSwift:
            skipped.append(
              SwiftApp.warning(path, "is a broken symbolic link (to '\(target)')"))
          case .linkLoop:
            skipped.append(
              SwiftApp.warning(path, "is a symbolic link loop (the links point at each other)"))
          case .denied where isSwift:
            skipped.append(SwiftApp.warning(path, "cannot be read (permission denied)"))
          case .other(let why):
            // A path longer than the system takes (a folder below PATH_MAX's length), an I/O
            // error: whatever it is, it is not read, and said so (issue 37: skipped silently).
            skipped.append(SwiftApp.warning(path, "cannot be read (\(why))"))
          default:
            continue
          }
        }
      }
    }

    /// The Swift files of a folder that declare a screen (a view controller that builds a
    /// section), each once, in path order: what `brickyard preview DIR` shows.
    public static func screenFiles(inFolder folder: String) -> [String] {
      guard case .success(let app) = readFolder(folder) else { return [] }
      var seen: Set<String> = []
      let files = LargeStack.run(stackSize: ImportLimits.stackSize) {
        BrickImporter.screenFiles(app.sources)
      }
      return files.filter { seen.insert($0).inserted }.sorted()
    }

    /// Reads Swift files as sources; a file that cannot be read is an error naming it.
    public static func read(_ paths: [String]) -> Result<[SwiftSource], LayoutErrors> {
      var sources: [SwiftSource] = []
      for path in paths {
        switch LayoutFiles.readText(path: path) {
        case .success(let text): sources.append(SwiftSource(name: path, text: text))
        case .failure(let errors): return .failure(errors)
        }
      }
      return .success(sources)
    }

    /// The sources to import for a `.swift` file given alone: the file, and the Swift files of
    /// its app root (`appRoot(forFile:)`), never a file above it; without a root, the file alone.
    public static func sources(forFile path: String, text: String) -> [SwiftSource] {
      appSources(forFile: path, text: text).sources
    }

    /// `sources(forFile:text:)`, a warning for each file of the app left out (`readFolder`'s
    /// limits), and the root found (its `marker` nil when there is none).
    static func appSources(
      forFile path: String, text: String
    ) -> (sources: [SwiftSource], skipped: [ImportWarning], root: AppRoot) {
      var sources = [SwiftSource(name: path, text: text)]
      let root = appRoot(forFile: path)
      guard root.marker != nil else { return (sources, [], root) }
      let own = standardized(path)
      switch readFolder(root.folder) {
      case .failure(let errors):
        let reason = errors.errors.first.map { "\($0.message)" } ?? "it cannot be read"
        let warning = ImportWarning(
          file: root.folder, line: 1, column: 1,
          message: "the app's other files were not read: the folder \(reason)")
        return (sources, [warning], root)
      case .success(let app):
        sources += app.sources.filter { standardized($0.name) != own }
        return (sources, app.skipped.filter { standardized($0.file) != own }, root)
      }
    }

    private static func standardized(_ path: String) -> String {
      URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `importFile` for each of several `.swift` files (a gallery's screens), each imported as it
    /// would be alone; the files of one app root are read and parsed once for all of them
    /// (a gallery of an app's 55 screens parsed the app 55 times).
    public static func importFiles(_ files: [(path: String, text: String)]) -> [ImportResult] {
      var results = files.map { _ in ImportResult?.none }
      var apps: [String: [Int]] = [:]
      for (index, file) in files.enumerated() {
        let root = appRoot(forFile: file.path)
        if root.marker == nil {
          results[index] = importFile(path: file.path, text: file.text)
        } else {
          apps[root.folder, default: []].append(index)
        }
      }
      for (folder, indexes) in apps {
        guard indexes.count > 1, case .success(let app) = readFolder(folder) else {
          for index in indexes {
            results[index] = importFile(path: files[index].path, text: files[index].text)
          }
          continue
        }
        // The app's files in their order, each file to import under the name it was given.
        var given: [String: Int] = [:]
        for index in indexes { given[standardized(files[index].path)] = index }
        let sources = app.sources.map { source in
          given[standardized(source.name)].map {
            SwiftSource(name: files[$0].path, text: files[$0].text)
          } ?? source
        }
        let named = Set(sources.map(\.name))
        let wanted = indexes.filter { named.contains(files[$0].path) }
        let imported = BrickImporter.importFiles(wanted.map { files[$0].path }, of: sources) {
          resources(root: folder, file: $0)
        }
        for (index, result) in zip(wanted, imported) {
          let own = standardized(files[index].path)
          var result = result
          let skipped = app.skipped.filter { standardized($0.file) != own }
          result.warnings = (result.warnings + skipped).sorted()
          results[index] = result
        }
        for index in indexes where !named.contains(files[index].path) {
          results[index] = importFile(path: files[index].path, text: files[index].text)
        }
      }
      return zip(files, results).map { file, result in
        result ?? importFile(path: file.path, text: file.text)
      }
    }

    /// Imports a `.swift` file as `brickyard FILE.swift` previews it: with the files it needs
    /// (`ImportResult.files` lists them, for the previewer's watch).
    public static func importFile(path: String, text: String) -> ImportResult {
      let (sources, skipped, root) = appSources(forFile: path, text: text)
      // The file's own first screen, parsed once with the app's files (it was parsed once per
      // screen name, which made a large file slow).
      let resources = SwiftApp.resources(
        root: root.folder, file: path, subfolders: root.marker != nil)
      var result = BrickImporter.importFile(sources, resources: resources)
      var notes: [ImportWarning] = []
      if root.marker == nil, !result.warnings.isEmpty {
        // What the file alone could not follow may be in files of an app not found: said once.
        notes.append(
          ImportWarning(
            file: path, line: 1, column: 1,
            message: "no app root found above this file (a folder holding Package.swift, an "
              + ".xcodeproj or an .xcassets; the walk stopped at \(root.stoppedAt ?? "?")): "
              + "read this file alone"))
      }
      result.warnings = (result.warnings + skipped + notes).sorted()
      return result
    }
  }
#endif

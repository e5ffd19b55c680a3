#if Importer
  import BrickFormat
  import BrickImport
  import Foundation

  /// The Swift files of an app, found on disk for `brickyard import DIR` and for a `.swift` file
  /// given alone (FORMAT.md §6).
  public enum SwiftApp {
    /// The most Swift files read from one folder tree.
    public static let maximumFiles = 5000
    /// How many folders above a file given alone are searched for its superclass and the app's
    /// appearance setup.
    public static let levelsUp = 3

    /// The `.swift` files under `folder`, sorted, skipping hidden folders and build products.
    public static func swiftFiles(in folder: String) -> [String] {
      let root = URL(fileURLWithPath: folder)
      guard
        let walker = FileManager.default.enumerator(
          at: root, includingPropertiesForKeys: [.isDirectoryKey],
          options: [.skipsHiddenFiles, .skipsPackageDescendants])
      else { return [] }
      var found: [String] = []
      for case let url as URL in walker {
        let name = url.lastPathComponent
        if ["Pods", "Carthage", "DerivedData", ".build", "build"].contains(name) {
          walker.skipDescendants()
          continue
        }
        guard name.hasSuffix(".swift") else { continue }
        found.append(url.path)
        if found.count >= maximumFiles { break }
      }
      return found.sorted()
    }

    /// The Swift files of a folder that declare a screen (a view controller that builds a
    /// section), each once, in path order: what `brickyard preview DIR` shows.
    public static func screenFiles(inFolder folder: String) -> [String] {
      let paths = swiftFiles(in: folder)
      guard case .success(let sources) = read(paths) else { return [] }
      var seen: Set<String> = []
      return BrickImporter.screenFiles(sources).filter { seen.insert($0).inserted }.sorted()
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
    /// the app it belongs to. The app's folder is the nearest one above the file (at most
    /// `levelsUp`) that holds an `AppDelegate.swift`, an `Info.plist` or an Xcode project; else,
    /// when a class of the file inherits from a class it does not declare, the nearest folder
    /// whose files declare that class. The search stops at a repository's or package's root.
    public static func sources(forFile path: String, text: String) -> [SwiftSource] {
      var sources = [SwiftSource(name: path, text: text)]
      let classes = BrickImporter.superclasses(text)
      let declared = Set(classes.map(\.name))
      let missing = classes.compactMap(\.superclass).filter {
        !declared.contains($0) && !frameworkClasses.contains($0)
      }
      var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
      var chosen: URL?
      for _ in 0...levelsUp {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if names.contains(where: {
          $0 == "AppDelegate.swift" || $0 == "Info.plist" || $0.hasSuffix(".xcodeproj")
        }) {
          chosen = folder
          break
        }
        if names.contains(".git") || names.contains("Package.swift") { break }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path || parent.path == "/" { break }
        folder = parent
      }
      if chosen == nil, !missing.isEmpty {
        folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        for _ in 0...levelsUp {
          let files = swiftFiles(in: folder.path)
          if files.contains(where: { file in
            guard let t = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
            return missing.contains { t.contains("class \($0)") }
          }) {
            chosen = folder
            break
          }
          let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
          if names.contains(".git") || names.contains("Package.swift") { break }
          let parent = folder.deletingLastPathComponent()
          if parent.path == folder.path || parent.path == "/" { break }
          folder = parent
        }
      }
      guard let chosen else { return sources }
      let own = standardized(path)
      for file in swiftFiles(in: chosen.path) where standardized(file) != own {
        if let t = try? String(contentsOfFile: file, encoding: .utf8) {
          sources.append(SwiftSource(name: file, text: t))
        }
      }
      return sources
    }

    private static func standardized(_ path: String) -> String {
      URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static let frameworkClasses: Set<String> = [
      "BrickViewController", "UIViewController", "UICollectionViewController", "NSObject",
      "UITableViewController", "UIResponder",
    ]

    /// Imports a `.swift` file as `brickyard FILE.swift` previews it: with the files it needs.
    /// The files it read are remembered for `filesRead(for:)`.
    public static func importFile(path: String, text: String) -> ImportResult {
      let sources = sources(forFile: path, text: text)
      let screen = BrickImporter.screenNames(sources).first { name in
        BrickImporter.superclasses(text).contains { $0.name == name }
      }
      let result = BrickImporter.importSources(sources, screen: screen)
      ImportedFiles.shared.record(path, files: result.files)
      return result
    }

    /// The files the last import of the `.swift` file at `path` read (the file itself, its
    /// superclasses, extensions, constants and the app's appearance setup); empty before any.
    public static func filesRead(for path: String) -> [String] {
      ImportedFiles.shared.files(of: path)
    }
  }

  /// The files each imported `.swift` path read, for the previewer's watch (any thread).
  final class ImportedFiles: @unchecked Sendable {
    static let shared = ImportedFiles()
    private let lock = NSLock()
    private var byPath: [String: [String]] = [:]

    func record(_ path: String, files: [String]) {
      lock.lock()
      defer { lock.unlock() }
      byPath[path] = files
    }

    func files(of path: String) -> [String] {
      lock.lock()
      defer { lock.unlock() }
      return byPath[path] ?? []
    }
  }
#endif

#if Importer
  import BrickImport
  import Foundation

  extension SwiftApp {
    /// The folder a `.swift` file given alone belongs to (issue 35
    /// docs/layout-file.md#the-frames-output): the nearest folder at or above the file that holds a
    /// `Package.swift` whose sources hold the file, an `.xcodeproj` or `.xcworkspace`, an
    /// `.xcassets` catalog, an `AppDelegate.swift` or an `Info.plist`. The import reads the whole
    /// root and never a file above it.
    public struct AppRoot: Sendable, Equatable {
      /// The root's path; without a root, the file's own folder.
      public var folder: String
      /// What marks the root (`Package.swift`, `Shop.xcodeproj`, ...); nil when none was found.
      public var marker: String?
      /// Why the walk stopped without a root (a repository's or package's root, the top).
      public var stoppedAt: String?
    }

    /// The most folders a walk for the app root climbs.
    public static let maximumLevelsUp = 32

    /// The app root of the file at `path` (see `AppRoot`). The walk stops without a root at a
    /// repository's root (a `.git` entry), at a package whose sources do not hold the file (its
    /// tests or fixtures are not the app), or at the top of the file system.
    public static func appRoot(forFile path: String) -> AppRoot {
      let file = URL(fileURLWithPath: path).standardizedFileURL
      let own = file.deletingLastPathComponent()
      var folder = own
      for _ in 0..<maximumLevelsUp {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if names.contains("Package.swift") {
          if packageHolds(folder, file: file) {
            return AppRoot(folder: folder.path, marker: "Package.swift")
          }
          return AppRoot(
            folder: own.path, stoppedAt: "\(folder.path) (a package whose sources do not hold it)")
        }
        if let marker = names.sorted().first(where: isRootMarker) {
          return AppRoot(folder: folder.path, marker: marker)
        }
        if names.contains(".git") {
          return AppRoot(folder: own.path, stoppedAt: "\(folder.path) (a repository's root)")
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
      return AppRoot(folder: own.path, stoppedAt: "the top of the file system")
    }

    /// A name that marks an app's root folder.
    static func isRootMarker(_ name: String) -> Bool {
      name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
        || name.hasSuffix(".xcassets") || name == "AppDelegate.swift" || name == "Info.plist"
    }

    /// Whether the package at `folder` builds `file`: it is below the package's `Sources/`, or
    /// below a folder a target names with `path: "..."` in the manifest.
    static func packageHolds(_ folder: URL, file: URL) -> Bool {
      var roots = ["Sources"]
      if let manifest = try? String(
        contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
      {
        roots += targetPaths(manifest)
      }
      let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
      return roots.contains { root in
        let prefix = URL(fileURLWithPath: base + root).standardizedFileURL.path + "/"
        return file.path.hasPrefix(prefix)
      }
    }

    /// The `path: "..."` strings of a package manifest (a target's sources folder).
    static func targetPaths(_ manifest: String) -> [String] {
      var found: [String] = []
      var rest = Substring(manifest)
      while let range = rest.range(of: "path:") {
        rest = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == "\"" else { continue }
        let body = rest.dropFirst()
        guard let end = body.firstIndex(of: "\"") else { break }
        let value = String(body[..<end])
        if !value.isEmpty, !value.hasPrefix("/"), !value.contains("..") { found.append(value) }
        rest = body[end...]
      }
      return found
    }
  }
#endif

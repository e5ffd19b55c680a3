#if Importer
  import BrickCore
  import BrickImport
  import Foundation

  extension SwiftApp {
    /// The sidecar of real sizes a folder may hold (docs/import.md, "Real sizes").
    public static let sidecarName = "brickyard.sizes.yaml"

    /// The resources of the app at `root` (issue 35): the colours and image aspects of every
    /// asset catalog below it, and the `brickyard.sizes.yaml` sidecars of the root and of each
    /// folder between it and `file` (every sidecar below the root when `file` is nil: a folder
    /// import, where each screen takes the nearest one above its file). Read on every import.
    /// `subfolders` false: only the root folder itself (a file with no app root).
    public static func resources(
      root: String, file: String? = nil, subfolders: Bool = true
    ) -> AppResources {
      var resources = AppResources()
      var catalogs: [String] = []
      var sidecars: [String] = []
      findResources(
        root, depth: subfolders ? 0 : maximumDepth, catalogs: &catalogs, sidecars: &sidecars)
      for catalog in catalogs.sorted() { readCatalog(catalog, into: &resources) }
      let wanted = file.map { ancestors(of: $0, upTo: root) }
      for path in sidecars.sorted() {
        let folder = (path as NSString).deletingLastPathComponent
        if let wanted, !wanted.contains(standardized(folder)) { continue }
        // A file alone: its sidecars were chosen for it (its name may be relative).
        readSidecar(path, appliesTo: wanted == nil ? folder : "", into: &resources)
      }
      return resources
    }

    /// The folders from `root` down to `file`'s own, standardized.
    static func ancestors(of file: String, upTo root: String) -> Set<String> {
      let top = standardized(root)
      var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
      var found: Set<String> = []
      for _ in 0..<maximumLevelsUp {
        found.insert(folder.path)
        if folder.path == top || folder.path == "/" { break }
        folder = folder.deletingLastPathComponent()
      }
      return found
    }

    private static func standardized(_ path: String) -> String {
      URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The asset catalogs and sidecars below `folder` (hidden folders, dependencies and build
    /// products skipped, as the Swift walk skips them).
    static func findResources(
      _ folder: String, depth: Int, catalogs: inout [String], sidecars: inout [String]
    ) {
      guard depth <= maximumDepth,
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
      else { return }
      for name in names.sorted() where !name.hasPrefix(".") {
        let path = (folder as NSString).appendingPathComponent(name)
        if name == sidecarName, case .regular = FileKind.of(path) {
          sidecars.append(path)
          continue
        }
        guard case .folder = FileKind.of(path), !skippedFolders.contains(name) else { continue }
        if name.hasSuffix(".xcassets") {
          catalogs.append(path)
        } else if depth < maximumDepth, !packageEndings.contains(where: { name.hasSuffix($0) }) {
          findResources(path, depth: depth + 1, catalogs: &catalogs, sidecars: &sidecars)
        }
      }
    }

    /// The colour sets and image sets of one catalog (their groups' folders too).
    static func readCatalog(_ folder: String, into resources: inout AppResources, depth: Int = 0) {
      guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
      else { return }
      for name in names.sorted() where !name.hasPrefix(".") {
        let path = (folder as NSString).appendingPathComponent(name)
        guard case .folder = FileKind.of(path) else { continue }
        let asset = (name as NSString).deletingPathExtension
        if name.hasSuffix(".colorset") {
          let contents = (path as NSString).appendingPathComponent("Contents.json")
          if let colour = AssetCatalog.colour(contentsOf: contents) {
            resources.colours[asset] = colour
          } else {
            resources.warnings.append(
              ImportWarning(
                file: contents, line: 1, column: 1,
                message: "cannot read the colour set \(asset) (expected sRGB components as 0-1 "
                  + "numbers, 0-255 integers or 0xHH); UIColor(named: \"\(asset)\") is not "
                  + "followed"))
          }
        } else if name.hasSuffix(".imageset") {
          if let aspect = AssetCatalog.aspect(ofImageSet: path) {
            resources.imageAspects[asset] = aspect
          }
        } else if !name.contains(".") {
          readCatalog(path, into: &resources, depth: depth + 1)  // a group folder
        }
      }
    }

    /// One sidecar's sizes (`sizes:` then `Key: {height: N, aspect: N}` a line, or the key's
    /// fields on the lines below it); an unknown field or a line it cannot read is a warning
    /// naming its line.
    static func readSidecar(
      _ path: String, appliesTo folder: String, into resources: inout AppResources
    ) {
      resources.files.append(path)
      guard case .success(let text) = LayoutFiles.readText(path: path) else {
        resources.warnings.append(
          ImportWarning(file: path, line: 1, column: 1, message: "the sidecar cannot be read"))
        return
      }
      let parsed = Sidecar.parse(text)
      for problem in parsed.problems {
        resources.warnings.append(
          ImportWarning(file: path, line: problem.line, column: 1, message: problem.message))
      }
      let depth = standardized(path).split(separator: "/").count
      resources.sidecars.append(
        AppResources.Sidecar(
          folder: folder, depth: depth, sizes: parsed.sizes, path: path, lines: parsed.lines))
    }
  }

  /// Reads `brickyard.sizes.yaml` (docs/import.md): a small YAML subset read by hand, each
  /// problem at its line.
  enum Sidecar {
    static func parse(
      _ text: String
    ) -> (
      sizes: [String: AppResources.Size], lines: [String: Int],
      problems: [(line: Int, message: String)]
    ) {
      var sizes: [String: AppResources.Size] = [:]
      var lines: [String: Int] = [:]
      var problems: [(line: Int, message: String)] = []
      var inSizes = false
      var current: String?
      for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      {
        let line = index + 1
        let body = String(
          raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            .first ?? "")
        guard !body.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
        let indent = body.prefix { $0 == " " }.count
        let content = body.trimmingCharacters(in: .whitespaces)
        if indent == 0 {
          inSizes = content == "sizes:"
          current = nil
          if !inSizes {
            problems.append((line, "unknown key `\(content)`: a sidecar holds only `sizes:`"))
          }
          continue
        }
        guard inSizes, let colon = content.firstIndex(of: ":") else {
          problems.append((line, "cannot read `\(content)` (expected `Key: {height: N}`)"))
          continue
        }
        let key = content[..<colon].trimmingCharacters(in: .whitespaces)
        let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if let owner = current, indent > 2 {
          // A field of the key above, on a line of its own.
          field(key, value, of: owner, line: line, into: &sizes, problems: &problems)
          continue
        }
        current = key
        sizes[key] = sizes[key] ?? AppResources.Size()
        lines[key] = lines[key] ?? line
        guard !value.isEmpty else { continue }
        guard value.hasPrefix("{"), value.hasSuffix("}") else {
          problems.append(
            (line, "cannot read the size of \(key) (expected {height: N, aspect: N})"))
          continue
        }
        for pair in value.dropFirst().dropLast().split(separator: ",") {
          let parts = pair.split(separator: ":", maxSplits: 1).map {
            $0.trimmingCharacters(in: .whitespaces)
          }
          guard parts.count == 2 else {
            problems.append((line, "cannot read `\(pair)` of \(key) (expected height: N)"))
            continue
          }
          field(parts[0], parts[1], of: key, line: line, into: &sizes, problems: &problems)
        }
      }
      return (sizes, lines, problems)
    }

    static func field(
      _ name: String, _ value: String, of key: String, line: Int,
      into sizes: inout [String: AppResources.Size], problems: inout [(line: Int, message: String)]
    ) {
      guard let number = Double(value), number.isFinite, number > 0, number <= 1_000_000 else {
        problems.append(
          (line, "\(key)'s \(name) `\(value)` is not a number above 0 (at most 1,000,000)"))
        return
      }
      switch name {
      case "height": sizes[key, default: AppResources.Size()].height = number
      case "aspect": sizes[key, default: AppResources.Size()].aspect = number
      default:
        problems.append(
          (line, "unknown field `\(name)` of \(key): a size has `height` (points) and `aspect`"))
      }
    }
  }
#endif

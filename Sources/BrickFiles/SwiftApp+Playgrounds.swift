#if Importer
  import BrickImport
  import Foundation

  extension SwiftApp {
    /// A warning for each playground under `folder` (`Sandbox.playground`), which a folder
    /// import does not read: said once each, with the skipped files (issue 35 docs/editor.md:
    /// playground pages were skipped without a word). Hidden folders, dependencies and bundles are
    /// not entered, as `readFolder` does not enter them.
    public static func playgrounds(in folder: String) -> [ImportWarning] {
      let root = URL(fileURLWithPath: folder)
      guard
        let walker = FileManager.default.enumerator(
          at: root, includingPropertiesForKeys: [.isDirectoryKey],
          options: [.skipsHiddenFiles, .skipsPackageDescendants])
      else { return [] }
      var found: [ImportWarning] = []
      for case let url as URL in walker {
        let name = url.lastPathComponent
        if walker.level > maximumDepth { walker.skipDescendants() }
        if name.hasSuffix(".playground") {
          walker.skipDescendants()
          let path = folder.hasSuffix("/") ? folder : folder + "/"
          let relative =
            url.path.hasPrefix(root.path + "/")
            ? String(url.path.dropFirst(root.path.count + 1)) : name
          found.append(warning(path + relative, "a playground (its pages are not imported)"))
        } else if skippedFolders.contains(name)
          || packageEndings.contains(where: { name.hasSuffix($0) })
        {
          walker.skipDescendants()
        }
      }
      return found.sorted()
    }
  }
#endif

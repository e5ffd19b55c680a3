#if Importer
  import SwiftSyntax

  extension Program {
    /// A warning for each sidecar key that names neither a class of the app's Swift nor any
    /// string its code writes (a brick identifier is one): a misspelt key gives no size, and
    /// says so at its line.
    func unknownSidecarKeys() -> [ImportWarning] {
      guard resources.sidecars.contains(where: { !$0.lines.isEmpty }) else { return [] }
      var known = Set(classes.keys)
      for file in files {
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
          if case .stringSegment(let text) = token.tokenKind { known.insert(text) }
        }
      }
      var warnings: [ImportWarning] = []
      for sidecar in resources.sidecars {
        for (key, line) in sidecar.lines where !known.contains(key) {
          warnings.append(
            ImportWarning(
              file: sidecar.path, line: line, column: 1,
              message: "`\(key)` names no brick class or identifier in the app's Swift; "
                + "its size is not used"))
        }
      }
      return warnings.sorted()
    }
  }
#endif

#if Importer
  import SwiftSyntax

  extension LayoutBuilder {
    /// The screen built when none is named: the first of the first file's screens, else of the
    /// others; none when the code read is one file's (a file given alone that declares no
    /// screen is its own code, not a neighbour's screen).
    func defaultScreen() -> String? {
      let screens = program.screens(preferringFile: program.files.first?.name)
      guard case .file = codeScope else { return screens.first }
      return screens.first { name in
        program.classes[name].map { program.isCode($0.decl.name, of: codeScope) } == true
      }
    }

    /// The calls of the code read (`codeScope`), in file order.
    var scopedCalls: [FunctionCallExprSyntax] {
      if case .everything = codeScope { return program.calls }
      return program.calls.filter { program.isCode($0, of: codeScope) }
    }

    /// The first file of the code read, for a warning that the layout is empty.
    var scopedFile: SourceFile? {
      switch codeScope {
      case .everything: return program.files.first
      case .file(let name): return program.files.first { $0.name == name }
      case .classes(_, let files): return program.files.first { files.contains($0.name) }
      }
    }
  }
#endif
#if Importer
  import SwiftSyntax

  extension LayoutBuilder {
    /// `brickCollectionView.layout.alignRowHeights = true`: a setting of the screen's layout,
    /// which every section it lays out follows (a collection brick's inner layout is its own).
    func layoutAlignRowHeights(_ value: ExprSyntax) {
      if let aligns = evaluator.value(value)?.bool {
        alignsRowHeights = aligns
      } else {
        program.warn(
          value,
          "cannot follow `alignRowHeights = \(value.trimmedText)`; assumed false")
      }
    }

    /// The layout's `alignRowHeights` written on each section of the root (a section's own
    /// setting kept), not on a collection's inner sections.
    func applyLayoutAlignRowHeights(_ root: NodeModel) {
      guard alignsRowHeights == true else { return }
      func visit(_ node: NodeModel) {
        guard node.type == .section else { return }
        if node.alignRowHeights == nil { node.alignRowHeights = true }
        node.children.forEach(visit)
      }
      visit(root)
    }
  }
#endif

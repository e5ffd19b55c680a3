#if Importer
  import BrickFormat
  import SwiftSyntax

  extension Program {
    /// The types whose code builds a `UICollectionViewCompositionalLayout`, directly or through
    /// a free function that builds one (`makeGridLayout()`).
    func compositionalTypes() -> Set<String> {
      if let found = compositionalTypesFound { return found }
      var types: Set<String> = []
      defer { compositionalTypesFound = types }
      var builders: Set<String> = []
      for call in calls where CompositionalBuilder.buildsLayout(call) && Program.isActive(call) {
        if let type = Program.enclosingType(of: call) {
          types.insert(type)
        } else if let function = Self.enclosingFunction(of: call) {
          builders.insert(function.name.text)
        }
      }
      if !builders.isEmpty {
        for call in calls {
          guard let name = LayoutBuilder.calleeName(call), builders.contains(name),
            call.calledExpression.is(DeclReferenceExprSyntax.self),
            let type = Program.enclosingType(of: call)
          else { continue }
          types.insert(type)
        }
      }
      return types
    }

    /// Whether the screen's class chain builds a compositional layout and never calls
    /// `setSection` (then it is imported as `layout: compositional`).
    func isCompositional(_ screen: String) -> Bool {
      let chain = classChain(screen)
      let types = compositionalTypes()
      guard chain.contains(where: types.contains) else { return false }
      return !calls.contains { call in
        LayoutBuilder.calleeName(call) == "setSection"
          && Program.enclosingType(of: call).map(chain.contains) == true
      }
    }

    static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
      var current = node.parent
      while let here = current {
        if let f = here.as(FunctionDeclSyntax.self) { return f }
        current = here.parent
      }
      return nil
    }
  }
#endif

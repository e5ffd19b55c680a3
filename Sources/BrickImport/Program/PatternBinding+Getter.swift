#if Importer
  import SwiftSyntax

  extension PatternBindingSyntax {
    /// The statements of a computed property's getter (`var x: T { ... }` or
    /// `var x: T { get { ... } }`); nil for a stored property.
    var getterStatements: CodeBlockItemListSyntax? {
      switch accessorBlock?.accessors {
      case .getter(let list)?: list
      case .accessors(let list)?:
        list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
      case nil: nil
      }
    }
  }
#endif

#if Importer
  import SwiftSyntax

  /// A UIKit object a compositional screen's code builds, as the importer follows it: its kind,
  /// the values its initializer and later assignments gave it, and the expression each came
  /// from (for warnings).
  final class NativeObject {
    enum Kind {
      case size, item, group, section, layout, configuration, listConfiguration
      case boundary, supplementary, decoration, anchor, customItem
      case environment, snapshot, sectionSnapshot, dataSource, registration
      case collectionView, cell, view, contentConfiguration, indexPath
      case point, rect, transform, visibleItem, opaque
    }

    let kind: Kind
    /// Where it was built (its initializer call).
    let at: Syntax
    var fields: [String: RunValue] = [:]
    var exprs: [String: ExprSyntax] = [:]
    var closure: ClosureExprSyntax? {
      didSet { captured = [:] }
    }
    /// The values of the names `closure` uses that were bound where it was made.
    var captured: [String: RunValue] = [:]
    /// A snapshot's sections, each with its items.
    var sections: [(id: RunValue, items: [RunValue])] = []
    /// The children a cell's code reached (`cell.label`, `cell.contentView`), by name.
    var children: [String: NativeObject] = [:]
    /// The app's class a dequeued cell or view is (`as? TitleSupplementaryView`, or the
    /// `withReuseIdentifier: TitleSupplementaryView.reuseIdentifier`), when written.
    var viewClass: String?

    init(_ kind: Kind, at: some SyntaxProtocol) {
      self.kind = kind
      self.at = Syntax(at)
    }

    /// A number field.
    func number(_ key: String) -> Double? { fields[key]?.plain?.number }

    /// An object field.
    func object(_ key: String) -> NativeObject? {
      if case .native(let o)? = fields[key] { return o }
      return nil
    }

    /// The child `name` of a cell or view, made on first use.
    func child(_ name: String, at node: some SyntaxProtocol) -> NativeObject {
      if let found = children[name] { return found }
      let made = NativeObject(.view, at: node)
      children[name] = made
      return made
    }
  }
#endif

#if Importer
  import SwiftSyntax

  /// The collection view's own background colour (issue 35, nothing silent): a layout file has
  /// no key for it (a root section's `background` fills only the content's frame, the
  /// collection view's shows behind and around it), so a colour other than the defaults is a
  /// cosmetic warning at its value.
  extension Program {
    /// Warns about `expr`, a collection view's `backgroundColor`, unless it is nil or one of
    /// `defaults` (`.systemBackground`, what the preview shows where nothing is drawn;
    /// BrickKit's `.clear`, which shows the screen's view behind).
    func warnScreenBackground(_ expr: ExprSyntax, defaults: Set<String>) {
      if expr.is(NilLiteralExprSyntax.self) { return }
      if let member = expr.as(MemberAccessExprSyntax.self),
        member.base == nil || member.base?.trimmedText == "UIColor",
        defaults.contains(member.declName.baseName.text)
      {
        return
      }
      warn(
        expr,
        "the collection view's background colour `\(expr.trimmedText)` has no key in a "
          + "layout file; the preview shows the screen's own (systemBackground)",
        kind: .cosmetic)
    }

    /// Whether `base` names a screen's collection view: `brickCollectionView`,
    /// `collectionView`, with `self.` and `?`/`!` or not.
    static func namesCollectionView(_ base: ExprSyntax?) -> Bool {
      var expr = base
      while let here = expr {
        if let chained = here.as(OptionalChainingExprSyntax.self) {
          expr = chained.expression
        } else if let forced = here.as(ForceUnwrapExprSyntax.self) {
          expr = forced.expression
        } else {
          break
        }
      }
      let name: String?
      if let member = expr?.as(MemberAccessExprSyntax.self) {
        guard member.base?.trimmedText == "self" else { return false }
        name = member.declName.baseName.text
      } else {
        name = expr?.as(DeclReferenceExprSyntax.self)?.baseName.text
      }
      return name == "brickCollectionView" || name == "collectionView"
    }
  }
#endif

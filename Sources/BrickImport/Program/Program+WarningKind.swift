#if Importer
  import SwiftSyntax

  /// Which warnings are cosmetic (issue 35 docs/editor.md): a closure the importer does not run
  /// that only styles a cell changes nothing the layout measures, so reports fold its warning with
  /// the others of its kind. A closure that sets a font, a text, insets, an image or anything else
  /// is not cosmetic: its warning stays on its own line.
  extension Program {
    /// The properties whose values only change how a cell is drawn: colours, corners,
    /// borders, shadows, opacity, accessibility.
    static let cosmeticProperties: Set<String> = [
      "backgroundColor", "textColor", "tintColor", "alpha", "cornerRadius", "borderColor",
      "borderWidth", "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset",
      "shadowPath", "masksToBounds", "clipsToBounds", "isOpaque", "highlightedTextColor",
      "selectionStyle", "accessibilityLabel", "accessibilityIdentifier", "accessibilityHint",
      "accessibilityTraits", "isAccessibilityElement", "isUserInteractionEnabled", "tag",
      "contentMode", "cornerCurve", "maskedCorners",
    ]

    /// Methods that only restyle or redraw.
    static let cosmeticMethods: Set<String> = [
      "setTitleColor", "setNeedsDisplay", "setNeedsLayout", "layoutIfNeeded",
    ]

    /// `.cosmetic` when every statement of the closure sets a cosmetic property (`cell.layer
    /// .cornerRadius = 4`), calls a cosmetic method or declares a local; else `.meaning`.
    static func kind(ofClosure closure: ClosureExprSyntax) -> ImportWarning.Kind {
      for item in closure.statements {
        if item.item.is(VariableDeclSyntax.self) { continue }
        guard let expr = item.item.as(ExprSyntax.self), isCosmetic(expr) else { return .meaning }
      }
      return .cosmetic
    }

    /// The kind of the closure `expr` is, or `.meaning` when it is no closure literal.
    static func kind(ofClosure expr: ExprSyntax) -> ImportWarning.Kind {
      expr.as(ClosureExprSyntax.self).map { kind(ofClosure: $0) } ?? .meaning
    }

    private static func isCosmetic(_ expr: ExprSyntax) -> Bool {
      if let infix = expr.as(InfixOperatorExprSyntax.self),
        infix.operator.is(AssignmentExprSyntax.self)
      {
        return lastMember(infix.leftOperand).map { cosmeticProperties.contains($0) } ?? false
      }
      if let call = expr.as(FunctionCallExprSyntax.self) {
        return lastMember(call.calledExpression).map { cosmeticMethods.contains($0) } ?? false
      }
      return false
    }

    /// `c` of `a.b?.c`.
    private static func lastMember(_ expr: ExprSyntax) -> String? {
      if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
      if let chained = expr.as(OptionalChainingExprSyntax.self) {
        return lastMember(chained.expression)
      }
      if let forced = expr.as(ForceUnwrapExprSyntax.self) { return lastMember(forced.expression) }
      return nil
    }
  }
#endif

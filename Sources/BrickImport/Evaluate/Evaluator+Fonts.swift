#if Importer
  import SwiftSyntax

  extension Evaluator {
    // MARK: - Fonts the app computes

    /// `UIFontMetrics(forTextStyle:).scaledFont(for: f)` and
    /// `UIFontMetrics.default.scaledFont(for: f)`: `f`, following the content size
    /// (`scales: true`); `f.withSize(n)`: `f` at `n` points, its weight kept;
    /// `UIFont(descriptor: f.fontDescriptor, size: n)` likewise; `metrics.scaledValue(for: n)`:
    /// `n` (its value at the default content size). Nil for other calls.
    mutating func fontCall(
      _ call: FunctionCallExprSyntax, _ args: Arguments, depth: Int
    )
      -> Value?
    {
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      switch member?.declName.baseName.sourceText {
      case "scaledFont"?:
        guard let base = member?.base, Self.isFontMetrics(base),
          let given = args["for"], case .font(var font)? = evaluate(given, depth: depth + 1)
        else { return nil }
        if font.style == nil { font.scales = true }
        return .font(font)
      case "scaledValue"?:
        guard let base = member?.base, Self.isFontMetrics(base), let given = args["for"],
          let n = evaluate(given, depth: depth + 1), n.number != nil
        else { return nil }
        return n
      case "withSize"?:
        guard let base = member?.base, let sizeExpr = args.positional(0),
          let size = evaluate(sizeExpr, depth: depth + 1)?.number, size > 0,
          case .font(let font)? = evaluate(base, depth: depth + 1)
        else { return nil }
        var resized = ImportFont(size: size)
        resized.weight = font.weight
        resized.family = font.family
        resized.scales = font.scales
        return .font(resized)
      default:
        break
      }
      guard call.calledExpression.trimmedText == "UIFont",
        let descriptor = args["descriptor"]?.as(MemberAccessExprSyntax.self),
        descriptor.declName.baseName.sourceText == "fontDescriptor", let base = descriptor.base,
        let size = args["size"].flatMap({ evaluate($0, depth: depth + 1)?.number }),
        case .font(var font)? = evaluate(base, depth: depth + 1)
      else { return nil }
      // Size 0 keeps the descriptor's size.
      if size > 0 {
        var resized = ImportFont(size: size)
        resized.weight = font.weight
        resized.family = font.family
        resized.scales = font.scales
        font = resized
      }
      return .font(font)
    }

    /// `UIFontMetrics.default`, `UIFontMetrics(forTextStyle: .body)`, `.init(forTextStyle:)`.
    static func isFontMetrics(_ expr: ExprSyntax) -> Bool {
      if let call = expr.as(FunctionCallExprSyntax.self) {
        let callee = call.calledExpression.trimmedText
        return callee == "UIFontMetrics" || callee == "UIFontMetrics.init"
      }
      return expr.trimmedText == "UIFontMetrics.default"
    }
  }
#endif

#if Importer
  import BrickCore
  import SwiftSyntax

  extension Evaluator {
    mutating func callValue(_ call: FunctionCallExprSyntax, depth: Int) -> Value? {
      let args = Arguments(call)
      // `x?.uppercased()` of a nil `x` is nil.
      if let chain = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(
        OptionalChainingExprSyntax.self),
        case .nilValue? = evaluate(chain.expression, depth: depth + 1)
      {
        return .nilValue
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        ["hasPrefix", "hasSuffix", "contains"].contains(member.declName.baseName.sourceText),
        let argument = args.positional(0),
        case .string(let s)? = evaluate(base, depth: depth + 1),
        case .string(let part)? = evaluate(argument, depth: depth + 1),
        // A search may compare the part at every place of the string.
        read(s.utf8.count * max(1, part.utf8.count), at: call)
      {
        switch member.declName.baseName.sourceText {
        case "hasPrefix": return .bool(s.hasPrefix(part))
        case "hasSuffix": return .bool(s.hasSuffix(part))
        default: return .bool(part.isEmpty || s.firstRange(of: part) != nil)
        }
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        call.arguments.isEmpty || member.declName.baseName.sourceText == "replacingOccurrences",
        case .string(let s)? = evaluate(base, depth: depth + 1)
      {
        // The result is about as long as the string (a replacement is checked as it grows).
        guard budget.spend(textBytes: s.utf8.count, at: call) else { return nil }
        switch member.declName.baseName.sourceText {
        case "uppercased": return .string(Placeholder.outside(s) { $0.uppercased() })
        case "lowercased": return .string(Placeholder.outside(s) { $0.lowercased() })
        case "capitalized": return .string(Placeholder.outside(s) { $0.capitalized })
        case "trimmingCharacters": return .string(s.trimmedWhitespace)
        case "replacingOccurrences":
          guard case .string(let of)? = args["of"].flatMap({ evaluate($0, depth: depth + 1) }),
            case .string(let with)? = args["with"].flatMap({ evaluate($0, depth: depth + 1) }),
            !of.isEmpty,
            read(s.utf8.count * of.utf8.count, at: call)
          else { return nil }
          guard let replaced = s.replacing(of, with: with, limit: StepBudget.maximumTextBytes)
          else {
            // Past the cap: warned with the size it had reached.
            _ = budget.spend(textBytes: StepBudget.maximumTextBytes + 1, at: call)
            return nil
          }
          guard budget.spend(textBytes: replaced.utf8.count, at: call) else { return nil }
          return .string(replaced)
        default: break
        }
      }
      // Formats, colours, fonts and records the app computes (Evaluator+Format,
      // ImportColour+Computed, Evaluator+Fonts, Evaluator+Collections).
      if let computed = computedCall(call, args, depth: depth) { return computed }
      if let font = font(call, args, depth: depth) { return .font(font) }
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText {
        switch callee {
        case "String":
          // `String(format:)` not followed is not its first argument (issue 35: it was).
          guard args["format"] == nil else { return nil }
          return args.positional(0).flatMap { evaluate($0, depth: depth + 1) }.flatMap(Self.text)
            .map { .string($0) }
        case "Int":
          return args.positional(0).flatMap { evaluate($0, depth: depth + 1)?.number }
            .map { .number($0.rounded(.towardZero), text: nil) }
        case "CGFloat", "Double", "Float":
          return args.positional(0).flatMap { evaluate($0, depth: depth + 1) }?.asFloating
        case "floor", "ceil", "round", "abs":
          guard let v = args.positional(0).flatMap({ evaluate($0, depth: depth + 1)?.number })
          else { return nil }
          let r: Double =
            callee == "floor"
            ? v.rounded(.down)
            : callee == "ceil"
              ? v.rounded(.up)
              : callee == "round" ? v.rounded() : Swift.abs(v)
          return .number(r, text: nil)
        case "min", "max":
          let values = args.all.compactMap { evaluate($0.expression, depth: depth + 1)?.number }
          guard values.count == args.all.count, let first = values.first else { return nil }
          return .number(
            values.dropFirst().reduce(first) {
              callee == "min" ? Swift.min($0, $1) : Swift.max($0, $1)
            },
            text: nil)
        case "UIEdgeInsets", "UIEdgeInsetsMake", "NSDirectionalEdgeInsets":
          return insets(args, depth: depth)
        case "CGSize":
          guard let w = args["width"].flatMap({ evaluate($0, depth: depth + 1)?.number }),
            let h = args["height"].flatMap({ evaluate($0, depth: depth + 1)?.number })
          else { return nil }
          return .size(width: w, height: h)
        default:
          return scope?.callValue(call)
        }
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
      if member.base != nil, let v = scope?.callValue(call) { return v }
      let isImplicit =
        member.base == nil || member.base?.trimmedText == "BrickDimension"
      let name = member.declName.baseName.sourceText
      if isImplicit, let d = dimensionCase(name, args, depth: depth) { return .dim(d) }
      if isImplicit {
        let payload = args.all.compactMap { evaluate($0.expression, depth: depth + 1) }
        return .enumCase(Self.lowerFirst(name), payload, written: name)
      }
      return nil
    }

    /// `UIFont.systemFont(ofSize: 14, weight: .bold)`, `.boldSystemFont(ofSize:)`,
    /// `.preferredFont(forTextStyle: .headline)`, `UIFont(name: "Avenir-Light", size: 15)`.
    mutating func font(
      _ call: FunctionCallExprSyntax, _ args: Arguments, depth: Int
    ) -> ImportFont? {
      let callee = call.calledExpression
      let member = callee.as(MemberAccessExprSyntax.self)
      let base = member?.base?.trimmedText
      let size = (args["ofSize"] ?? args["size"]).flatMap { evaluate($0, depth: depth + 1)?.number }
      if callee.trimmedText == "UIFont" {
        guard let size, size > 0 else { return nil }
        var font = ImportFont(size: size)
        if case .string(let name)? = args["name"].flatMap({ evaluate($0, depth: depth + 1) }) {
          font.weight = ImportFont.weight(ofName: name)
          font.family = name
        }
        return font
      }
      guard let member, base == nil || base == "UIFont" else { return nil }
      switch member.declName.baseName.sourceText {
      case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont",
        "monospacedDigitSystemFont":
        guard let size, size > 0 else { return nil }
        var font = ImportFont(size: size)
        if member.declName.baseName.sourceText == "boldSystemFont" { font.weight = "bold" }
        let weight = args["weight"].flatMap { evaluate($0, depth: depth + 1) }
        if case .enumCase(let w, _, _)? = weight, ImportFont.weights.contains(w) {
          font.weight = w
        }
        return font
      case "preferredFont":
        guard
          case .enumCase(let style, _, _)? = args["forTextStyle"].flatMap({
            evaluate($0, depth: depth + 1)
          }), ImportFont.styles.contains(style)
        else { return nil }
        return ImportFont(style: style)
      default:
        return nil
      }
    }

    mutating func insets(_ args: Arguments, depth: Int) -> Value? {
      let labels = ["top", "left", "bottom", "right"]
      var values: [Double] = []
      for (i, label) in labels.enumerated() {
        let expr =
          args[label] ?? args["leading"].flatMap { label == "left" ? $0 : nil }
          ?? args["trailing"].flatMap { label == "right" ? $0 : nil } ?? args.positional(i)
        guard let expr, let v = evaluate(expr, depth: depth + 1)?.number else { return nil }
        values.append(v)
      }
      return .insets(Insets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
    }

    mutating func dim(_ expr: ExprSyntax?, depth: Int) -> Dim? {
      guard let expr else { return nil }
      if case .dim(let d)? = evaluate(expr, depth: depth + 1) { return d }
      return nil
    }

    /// `.ratio(ratio:)`, `.Fixed(size:)`, `.auto(estimate:)`, ... in either spelling.
    mutating func dimensionCase(_ name: String, _ args: Arguments, depth: Int) -> Dim? {
      switch name.lowercased() {
      case "ratio":
        guard let e = args["ratio"] ?? args.positional(0),
          case .number(let v, let text)? = evaluate(e, depth: depth + 1)
        else { return nil }
        return .ratio(v, text: text)
      case "fixed":
        guard
          let v = (args["size"] ?? args.positional(0)).flatMap({
            evaluate($0, depth: depth + 1)?.number
          })
        else { return nil }
        return .fixed(v)
      case "auto":
        guard let e = dim(args["estimate"] ?? args.positional(0), depth: depth) else { return nil }
        return .auto(estimate: e)
      case "orientation":
        guard let l = dim(args["landscape"], depth: depth),
          let p = dim(args["portrait"], depth: depth)
        else { return nil }
        return .orientation(landscape: l, portrait: p)
      case "horizontalsizeclass", "verticalsizeclass":
        guard let r = dim(args["regular"], depth: depth), let c = dim(args["compact"], depth: depth)
        else { return nil }
        return name.lowercased().hasPrefix("h")
          ? .horizontalSizeClass(regular: r, compact: c)
          : .verticalSizeClass(regular: r, compact: c)
      case "dimensionrange":
        guard let d = dim(args["default"] ?? args.positional(0), depth: depth) else { return nil }
        var pairs: [(minimumSize: Double, dimension: Dim)] = []
        if let given = args["additionalRangePairs"] {
          // Written inline, or a `let` holding the list (`let pairs: [RangeDimensionPair]`);
          // anything else is not followed (it was an empty list, silently).
          guard let list = pairList(given) else { return nil }
          for element in list.elements {
            let pairArgs: Arguments
            if let tuple = element.expression.as(TupleExprSyntax.self) {
              pairArgs = Arguments(tuple.elements)
            } else if let call = element.expression.as(FunctionCallExprSyntax.self) {
              pairArgs = Arguments(call)
            } else {
              return nil
            }
            guard
              let size = pairArgs["minimumSize"].flatMap({ evaluate($0, depth: depth + 1)?.number }
              ),
              let dimension = dim(pairArgs["dimension"], depth: depth)
            else { return nil }
            pairs.append((size, dimension))
          }
        }
        return .range(default: d, pairs: pairs)
      case "restricted":
        guard let size = dim(args["size"], depth: depth),
          let restriction = args["restrictedSize"]?.as(FunctionCallExprSyntax.self),
          let kind = restriction.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            .text,
          let bound = dim(Arguments(restriction)["size"], depth: depth)
        else { return nil }
        let isMin = kind.lowercased().hasPrefix("min")
        return .restricted(size: size, min: isMin ? bound : nil, max: isMin ? nil : bound)
      default:
        return nil
      }
    }

    static func lowerFirst(_ s: String) -> String {
      guard let first = s.first else { return s }
      return first.lowercased() + s.dropFirst()
    }
  }
#endif

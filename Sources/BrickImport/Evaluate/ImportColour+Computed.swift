#if Importer
  import BrickCore
  import SwiftSyntax

  extension ImportColour {
    /// The YAML of a colour the app computes (`ImportColour.yaml` reads only what is spelled
    /// out): an app's colour constant (`static let brand = UIColor(...)` in an extension of
    /// UIColor, `Palette.ink`), a local holding a colour, the app's own initializers
    /// (`UIColor(hex: 0x336699)`, run), and dynamic colours (`UIColor { trait in ... }`,
    /// `UIColor(dynamicProvider:)`, evaluated for the light and the dark appearance) as
    /// `{light, dark}`. Nil when it cannot be followed.
    static func computed(_ expr: ExprSyntax, evaluator: Evaluator) -> String? {
      var evaluator = evaluator
      guard let colour = evaluator.colour(expr, depth: 0) else { return nil }
      return yaml(colour)
    }

    /// A colour as the loader reads it: one hex, or `{light, dark}`.
    static func yaml(_ colour: DynamicColor) -> String {
      if colour.light == colour.dark { return YAMLString.quoted(colour.light.description) }
      return "{light: \(YAMLString.quoted(colour.light.description)), "
        + "dark: \(YAMLString.quoted(colour.dark.description))}"
    }

    /// The colour a value is: a computed colour, or a name the loader knows (`.white`).
    static func colour(of value: Value) -> DynamicColor? {
      switch value {
      case .colour(let c): return c
      case .enumCase(let name, let payload, _) where payload.isEmpty:
        var key = name
        if ColorTable.entry(named: key) == nil, key.hasSuffix("Color") {
          key = String(key.dropLast(5))
        }
        return ColorTable.entry(named: key)?.color
      default: return nil
      }
    }
  }

  extension Evaluator {
    // MARK: - Colours the app computes

    /// The colour `expr` evaluates to, reading `.name` as the app's `UIColor.name` first.
    mutating func colour(_ expr: ExprSyntax, depth: Int) -> DynamicColor? {
      if let member = expr.as(MemberAccessExprSyntax.self),
        member.base == nil || member.base?.trimmedText == "UIColor"
      {
        let name = member.declName.baseName.sourceText
        if let own = appColour(name, at: expr, depth: depth) { return own }
      }
      return evaluate(expr, depth: depth + 1).flatMap(ImportColour.colour(of:))
    }

    /// `UIColor.name` as the app declares it: a `static let` or a computed `static var`.
    mutating func appColour(_ name: String, at expr: ExprSyntax, depth: Int) -> DynamicColor? {
      if program.members["UIColor.\(name)"] != nil,
        let v = reference(name, qualified: "UIColor.\(name)", at: expr, depth: depth),
        let c = ImportColour.colour(of: v)
      {
        return c
      }
      if let (_, binding) = program.computedProperties(named: name, of: "UIColor").first,
        let statements = binding.getterStatements
      {
        let scope = BoundScope(outer: self.scope, names: [:])
        var inner = within(scope)
        return inner.runBody(statements, scope, depth: depth + 1).flatMap(
          ImportColour.colour(of:))
      }
      return nil
    }

    /// `UIColor(red:green:blue:alpha:)`, `(white:alpha:)`, `UIColor { trait in }`,
    /// `UIColor(dynamicProvider:)` and `c.withAlphaComponent(a)` as colour values; nil for
    /// other calls.
    mutating func colourCall(
      _ call: FunctionCallExprSyntax, _ args: Arguments, depth: Int
    )
      -> Value?
    {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.sourceText == "withAlphaComponent", let base = member.base,
        let alphaExpr = args.positional(0),
        let alpha = evaluate(alphaExpr, depth: depth + 1)?.number,
        let c = colour(base, depth: depth)
      {
        return .colour(
          DynamicColor(
            light: RGBA(c.light.rgb, alpha: alpha), dark: RGBA(c.dark.rgb, alpha: alpha)))
      }
      guard ImportColour.isUIColor(call.calledExpression) else { return nil }
      if let asset = assetColour(args) { return asset }
      if let closure = call.trailingClosure
        ?? args["dynamicProvider"]?.as(ClosureExprSyntax.self),
        args.all.count == (call.trailingClosure == nil ? 1 : 0)
      {
        guard let light = provided(closure, style: "light", depth: depth),
          let dark = provided(closure, style: "dark", depth: depth)
        else { return nil }
        return .colour(DynamicColor(light: light.light, dark: dark.dark))
      }
      let labels = args.all.map { $0.label?.text ?? "_" }
      guard labels.first == "red" || labels.first == "white" else { return nil }
      return ImportColour.components(args.all) { self.value($0)?.number }.map {
        .colour(.fixed($0))
      }
    }

    /// What a dynamic colour's closure returns for one appearance.
    private mutating func provided(
      _ closure: ClosureExprSyntax, style: String, depth: Int
    ) -> DynamicColor? {
      var names: [String] = ["$0"]
      switch closure.signature?.parameterClause {
      case .simpleInput(let list)?: names += list.map(\.name.text)
      case .parameterClause(let clause)?:
        names += clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      case nil: break
      }
      let scope = BoundScope(outer: self.scope, names: [:])
      scope.traits = Set(names)
      scope.style = style
      var inner = within(scope)
      return inner.runBody(closure.statements, scope, depth: depth + 1).flatMap(
        ImportColour.colour(of:))
    }
  }
#endif

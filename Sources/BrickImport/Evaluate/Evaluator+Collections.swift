#if Importer
  import BrickCore
  import SwiftSyntax

  /// A value of the app's own type (`Product(name: "Sofa", price: 499)`) or of a model object
  /// (`StepperBrickModel(count: 1)`): its stored fields by name.
  struct ImportRecord {
    var type: String
    var fields: [String: Value]
  }

  /// Names bound while the evaluator runs a small body of the app's own (an initializer, a
  /// getter, a dynamic colour's closure) on top of the scope it was asked in.
  final class BoundScope: EvaluationScope {
    let outer: (any EvaluationScope)?
    var names: [String: Value]
    /// A dynamic colour's closure: the names that stand for the trait collection, and the
    /// appearance (`light`, `dark`) its `userInterfaceStyle` reads.
    var traits: Set<String> = []
    var style: String?

    init(outer: (any EvaluationScope)?, names: [String: Value]) {
      self.outer = outer
      self.names = names
    }

    func boundValue(_ name: String, at expr: ExprSyntax) -> Value? {
      names[name] ?? outer?.boundValue(name, at: expr)
    }

    func callValue(_ call: FunctionCallExprSyntax) -> Value? { outer?.callValue(call) }

    func memberValue(_ base: ExprSyntax, _ name: String) -> Value? {
      if let style, name == "userInterfaceStyle" {
        let text = base.trimmedText
        if traits.contains(text) || text == "traitCollection" || text.hasSuffix(".current")
          || text.hasSuffix(".traitCollection")
        {
          return .enumCase(style, [], written: style)
        }
      }
      return outer?.memberValue(base, name)
    }
  }

  extension Evaluator {
    /// Calls whose values the app computes: `String(format:)`, colours, fonts, and records of
    /// the app's types. Nil for other calls.
    mutating func computedCall(
      _ call: FunctionCallExprSyntax, _ args: Arguments, depth: Int
    )
      -> Value?
    {
      if args["format"] != nil, call.calledExpression.trimmedText == "String" {
        return formatted(args, depth: depth)
      }
      // `Array(items.prefix(4))`: the list.
      if call.calledExpression.trimmedText == "Array", args.all.count == 1,
        let only = args.positional(0)
      {
        return evaluate(only, depth: depth + 1)
      }
      if let v = colourCall(call, args, depth: depth) { return v }
      if let v = fontCall(call, args, depth: depth) { return v }
      return record(call, args, depth: depth)
    }

    // MARK: - Members of records and value lists

    /// `product.name` of a record (a stored field, else a computed property of its type run
    /// with its fields), and `count`, `isEmpty`, `first`, `last` of a list of values.
    mutating func recordMember(_ base: ExprSyntax, _ name: String, depth: Int) -> Value? {
      // A type's name is a static member, answered elsewhere.
      if let ref = base.as(DeclReferenceExprSyntax.self),
        ref.baseName.sourceText.first?.isUppercase == true
      {
        return nil
      }
      switch evaluate(base, depth: depth + 1) {
      case .record(let r)?:
        if let v = r.fields[name] { return v }
        return computedField(r, name, depth: depth)
      // `size.height`, `insets.left` of `CGSize` and `UIEdgeInsets` values.
      case .size(let width, let height)?:
        switch name {
        case "width": return .number(width, text: Value.floating)
        case "height": return .number(height, text: Value.floating)
        default: return nil
        }
      case .insets(let i)?:
        switch name {
        case "top": return .number(i.top, text: Value.floating)
        case "left", "leading": return .number(i.left, text: Value.floating)
        case "bottom": return .number(i.bottom, text: Value.floating)
        case "right", "trailing": return .number(i.right, text: Value.floating)
        default: return nil
        }
      case .values(let items)?:
        switch name {
        case "count": return .number(Double(items.count), text: nil)
        case "isEmpty": return .bool(items.isEmpty)
        case "first": return items.first ?? .nilValue
        case "last": return items.last ?? .nilValue
        default: return nil
        }
      default:
        return nil
      }
    }

    /// A computed property of a record's type (`var total: Int { price * quantity }`).
    mutating func computedField(_ r: ImportRecord, _ name: String, depth: Int) -> Value? {
      for decl in typeDeclarations(r.type) {
        for member in Self.members(of: decl) {
          guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            guard let statements = binding.getterStatements else { return nil }
            var names = r.fields
            names["self"] = .record(r)
            let scope = BoundScope(outer: self.scope, names: names)
            var inner = within(scope)
            return inner.runBody(statements, scope, depth: depth + 1)
          }
        }
      }
      return nil
    }

    /// Runs a getter's or closure's statements: `let`s, `if`/`else`, `return`, or one
    /// expression; what it returns, nil when a statement cannot be followed.
    mutating func runBody(
      _ statements: CodeBlockItemListSyntax, _ scope: BoundScope, depth: Int
    ) -> Value? {
      guard depth < 48 else { return nil }
      if statements.count == 1, case .expr(let e)? = statements.first?.item,
        !Interpreter.assigns(e)
      {
        if let ifExpr = e.as(IfExprSyntax.self) { return runIf(ifExpr, scope, depth: depth) }
        if let switchExpr = e.as(SwitchExprSyntax.self) {
          return runSwitch(switchExpr, scope, depth: depth)
        }
        return evaluate(e, depth: depth + 1)
      }
      for item in Self.activeItems(statements) {
        switch item.item {
        case .decl(let d):
          guard bindLocal(d, scope, depth: depth) else { return nil }
        case .stmt(let s):
          if let r = s.as(ReturnStmtSyntax.self) {
            return r.expression.flatMap { evaluate($0, depth: depth + 1) }
          }
          guard let e = s.as(ExpressionStmtSyntax.self)?.expression else { return nil }
          switch runBranch(e, scope, depth: depth) {
          case .fallsThrough: continue
          case .returns(let value): return value
          }
        case .expr(let e):
          switch runBranch(e, scope, depth: depth) {
          case .fallsThrough: continue
          case .returns(let value): return value
          }
        }
      }
      return nil
    }

    /// What a body's `if` or `switch` statement does: returns a value (nil: it cannot be
    /// followed) or, an `if` that returned nothing, lets the body go on.
    enum BranchOutcome {
      case returns(Value?)
      case fallsThrough
    }

    /// A body's statement that is an expression: an `if` or a `switch`; anything else cannot be
    /// followed.
    mutating func runBranch(
      _ e: ExprSyntax, _ scope: BoundScope, depth: Int
    ) -> BranchOutcome {
      if let ifExpr = e.as(IfExprSyntax.self) {
        return runIf(ifExpr, scope, depth: depth).map { .returns($0) } ?? .fallsThrough
      }
      if let switchExpr = e.as(SwitchExprSyntax.self) {
        return .returns(runSwitch(switchExpr, scope, depth: depth))
      }
      return .returns(nil)
    }

    /// The statements an iOS build compiles: an `#if`'s active clause in its place.
    static func activeItems(_ statements: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
      statements.flatMap { item -> [CodeBlockItemSyntax] in
        guard let config = item.item.as(IfConfigDeclSyntax.self) else { return [item] }
        guard case .statements(let inner)? = Program.activeClause(config)?.elements else {
          return []
        }
        return activeItems(inner)
      }
    }

    /// An `if` whose branches return: the taken branch's value (nil when the condition is not
    /// known or the branch falls through).
    private mutating func runIf(_ ifExpr: IfExprSyntax, _ scope: BoundScope, depth: Int) -> Value? {
      var holds = true
      for element in ifExpr.conditions {
        guard case .expression(let e) = element.condition,
          let b = evaluate(e, depth: depth + 1)?.bool
        else { return nil }
        holds = holds && b
      }
      if holds { return runBody(ifExpr.body.statements, scope, depth: depth + 1) }
      switch ifExpr.elseBody {
      case .codeBlock(let block)?: return runBody(block.statements, scope, depth: depth + 1)
      case .ifExpr(let next)?: return runIf(next, scope, depth: depth + 1)
      case nil: return nil
      }
    }

    /// A `switch` on a known value whose cases are enum cases or literals.
    private mutating func runSwitch(
      _ switchExpr: SwitchExprSyntax, _ scope: BoundScope, depth: Int
    ) -> Value? {
      guard let subject = evaluate(switchExpr.subject, depth: depth + 1) else { return nil }
      for element in switchExpr.cases {
        guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
        switch switchCase.label {
        case .default:
          return runBody(switchCase.statements, scope, depth: depth + 1)
        case .case(let label):
          for item in label.caseItems {
            guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return nil }
            // `case 0...320:` (Evaluator+TypeMembers).
            if let inRange = rangeMatch(subject, pattern.expression, depth: depth) {
              if inRange { return runBody(switchCase.statements, scope, depth: depth + 1) }
              continue
            }
            guard let v = evaluate(pattern.expression, depth: depth + 1) else { return nil }
            if compare("==", subject, v) == true {
              return runBody(switchCase.statements, scope, depth: depth + 1)
            }
          }
        }
      }
      return nil
    }

    /// The array literal of a dimension range's pairs: written inline, or the `let` that
    /// holds it.
    func pairList(_ expr: ExprSyntax) -> ArrayExprSyntax? {
      if let literal = expr.as(ArrayExprSyntax.self) { return literal }
      guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return nil }
      return program.declaration(named: ref.baseName.sourceText, from: expr)?.as(
        ArrayExprSyntax.self)
    }

    // MARK: - Subscripts

    /// `list[i]` of a list of values: the element; `list[cell.index]` of texts: one per
    /// repetition (a list of records is read per repetition by the builder instead).
    mutating func valuesElement(
      _ items: [Value], _ index: Value, at call: SubscriptCallExprSyntax
    )
      -> Value?
    {
      switch index {
      case .index(let k):
        let texts = items.compactMap(\.string)
        guard texts.count == items.count, k == k.rounded() else { return nil }
        return .perIndex(texts, offset: Int(k))
      case .number(let i, _):
        guard i >= 0, i == i.rounded(), Int(i) < items.count else {
          program.warn(call, "`\(call.trimmedText)` is out of range; cannot follow it")
          return nil
        }
        return items[Int(i)]
      default:
        return nil
      }
    }
  }
#endif

#if Importer
  import BrickCore
  import SwiftSyntax

  /// Evaluates expressions made of literals, local constants, arithmetic and BrickKit's value
  /// types. A nil result means "cannot follow"; callers warn with the default they use.
  struct Evaluator {
    let program: Program
    let hooks = EvaluationHooks()
    /// The screen's work budget (the interpreter's, when one runs): following a declaration
    /// and making or reading a long string spend it.
    let budget: StepBudget
    /// The running screen this evaluation reads variables and helpers from (nil: only the
    /// files' declarations). Set on a copy by `within`, never stored by the owner of the
    /// evaluator: the screen is passed in, not pointed back to.
    private(set) var scope: (any EvaluationScope)?

    init(program: Program) {
      self.program = program
      budget = StepBudget(program: program)
    }

    /// This evaluator reading the variables and helpers of `scope`.
    func within(_ scope: (any EvaluationScope)?) -> Evaluator {
      var copy = self
      copy.scope = scope
      return copy
    }

    /// Spends the steps of reading `bytes` bytes of strings at `node` (a comparison, a count,
    /// a search); false when the budget ran out.
    func read(_ bytes: Int, at node: some SyntaxProtocol) -> Bool {
      budget.spend(bytes / StepBudget.bytesPerStep, at: node)
    }

    /// The value of `expr`, or nil when it is not known without running the program.
    func value(_ expr: ExprSyntax) -> Value? {
      var copy = self
      return copy.evaluate(expr, depth: 0)
    }

    /// A number (`2 * 10`, `1/3`, `CGFloat(12)`, a constant).
    func number(_ expr: ExprSyntax) -> Double? { value(expr)?.number }

    mutating func evaluate(_ expr: ExprSyntax, depth: Int) -> Value? {
      guard depth < 64 else { return nil }
      // One switch on the node's kind (a chain of `as` casts was most of a loop's time).
      switch expr.kind {
      case .integerLiteralExpr:
        let digits = expr.cast(IntegerLiteralExprSyntax.self).literal.sourceText.filter {
          $0 != "_"
        }
        return Double(digits).map { .number($0, text: digits) }
      case .floatLiteralExpr:
        let digits = expr.cast(FloatLiteralExprSyntax.self).literal.sourceText.filter { $0 != "_" }
        return Double(digits).map { .number($0, text: Value.floating) }
      case .optionalChainingExpr:
        // `x?` of a known `x`: its value (nil when it is nil).
        return evaluate(expr.cast(OptionalChainingExprSyntax.self).expression, depth: depth + 1)
      case .stringLiteralExpr:
        let string = expr.cast(StringLiteralExprSyntax.self)
        if let plain = string.representedLiteralValue { return .string(plain) }
        return interpolation(string, depth: depth)
      case .forceUnwrapExpr:
        return evaluate(expr.cast(ForceUnwrapExprSyntax.self).expression, depth: depth + 1)
      case .asExpr: return evaluate(expr.cast(AsExprSyntax.self).expression, depth: depth + 1)
      case .ternaryExpr:
        let ternary = expr.cast(TernaryExprSyntax.self)
        guard let condition = evaluate(ternary.condition, depth: depth + 1)?.bool else {
          return nil
        }
        return evaluate(
          condition ? ternary.thenExpression : ternary.elseExpression, depth: depth + 1)
      case .prefixOperatorExpr:
        let prefix = expr.cast(PrefixOperatorExprSyntax.self)
        switch prefix.operator.sourceText {
        case "!": return evaluate(prefix.expression, depth: depth + 1)?.bool.map { .bool(!$0) }
        case "-":
          let inner = evaluate(prefix.expression, depth: depth + 1)
          if case .dim(.fixed(let v))? = inner { return .number(-v, text: nil) }
          guard let v = inner?.number else { return nil }
          return .number(-v, text: inner?.isFloating == true ? Value.floating : nil)
        default: return nil
        }
      case .subscriptCallExpr:
        return element(expr.cast(SubscriptCallExprSyntax.self), depth: depth)
      case .booleanLiteralExpr:
        return .bool(expr.cast(BooleanLiteralExprSyntax.self).literal.tokenKind == .keyword(.true))
      case .nilLiteralExpr: return .nilValue
      case .tupleExpr:
        let tuple = expr.cast(TupleExprSyntax.self)
        guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil
        else { return nil }
        return evaluate(only.expression, depth: depth + 1)
      case .arrayExpr:
        return .array(expr.cast(ArrayExprSyntax.self).elements.map(\.expression))
      case .infixOperatorExpr:
        return arithmetic(expr.cast(InfixOperatorExprSyntax.self), depth: depth)
      case .declReferenceExpr:
        let name = expr.cast(DeclReferenceExprSyntax.self).baseName.sourceText
        return reference(name, qualified: nil, at: expr, depth: depth)
      case .memberAccessExpr:
        let member = expr.cast(MemberAccessExprSyntax.self)
        // The app's static members and enum properties (Evaluator+TypeMembers).
        return memberAccess(member, depth: depth) ?? appMember(member, depth: depth)
      case .functionCallExpr:
        return callValue(expr.cast(FunctionCallExprSyntax.self), depth: depth)
      default:
        return nil
      }
    }
  }

#endif

#if Importer
  import BrickCore
  import SwiftSyntax

  extension Evaluator {
    mutating func arithmetic(_ infix: InfixOperatorExprSyntax, depth: Int) -> Value? {
      guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.sourceText else {
        return nil
      }
      switch op {
      case "&&", "||":
        guard let l = evaluate(infix.leftOperand, depth: depth + 1)?.bool else { return nil }
        if op == "&&" && !l { return .bool(false) }
        if op == "||" && l { return .bool(true) }
        return evaluate(infix.rightOperand, depth: depth + 1)?.bool.map { .bool($0) }
      case "??":
        // The default only when the left is known to be nil: an unknown left is not followed
        // (issue 37: `x?.uppercased() ?? "-"` gave "-" for a known `x`).
        let l = evaluate(infix.leftOperand, depth: depth + 1)
        if case .nilValue? = l { return evaluate(infix.rightOperand, depth: depth + 1) }
        return l
      default: break
      }
      guard let left = evaluate(infix.leftOperand, depth: depth + 1),
        let right = evaluate(infix.rightOperand, depth: depth + 1)
      else { return nil }
      if case .string(let a) = left, case .string(let b) = right {
        if op == "+" {
          guard budget.spend(textBytes: a.utf8.count + b.utf8.count, at: infix) else {
            return nil
          }
          return .string(a + b)
        }
        guard read(min(a.utf8.count, b.utf8.count), at: infix) else { return nil }
      }
      if let result = compare(op, left, right) { return .bool(result) }
      if case .index(let k) = left, let r = right.number {
        if op == "+" { return .index(offset: k + r) }
        if op == "-" { return .index(offset: k - r) }
      }
      if case .index(let k) = right, let l = left.number, op == "+" { return .index(offset: k + l) }
      guard let l = left.number, let r = right.number else { return nil }
      let literalFraction =
        op == "/" && infix.leftOperand.is(IntegerLiteralExprSyntax.self)
        && infix.rightOperand.is(IntegerLiteralExprSyntax.self)
      let result: Double
      switch op {
      case "+", "&+": result = l + r
      case "-", "&-": result = l - r
      case "*", "&*": result = l * r
      case "/", "%":
        guard r != 0 else {
          program.warn(infix, "`\(infix.trimmedText)` divides by zero; cannot follow it")
          return nil
        }
        if op == "%" { return .number(l.truncatingRemainder(dividingBy: r), text: nil) }
        // Whole numbers divided where Swift infers `Int` (a constant without a type, a string
        // interpolation): Int division, `7 / 2` is 3 (issue 37: it was 3.5).
        if left.isIntegerLiteral && right.isIntegerLiteral && Self.isIntegerContext(infix) {
          let q = (l / r).rounded(.towardZero)
          return .number(q, text: abs(q) < 1e15 ? String(Int(q)) : nil)
        }
        return .number(
          l / r,
          text: literalFraction
            ? infix.trimmedText.filter { $0 != " " }
            : (left.isFloating || right.isFloating ? Value.floating : nil))
      default: return Self.bitwise(op, l, r)
      }
      guard result.isFinite, abs(result) < 9.2e18 else {
        program.warn(infix, "`\(infix.trimmedText)` overflows; cannot follow it")
        return nil
      }
      return .number(result, text: left.isFloating || right.isFloating ? Value.floating : nil)
    }

    /// Whether Swift gives a division of two integer literals the type `Int` where it stands:
    /// the value of a constant or variable without a type (or typed `Int`), or a string
    /// interpolation, through parentheses and other arithmetic. Elsewhere (a BrickKit argument,
    /// a `CGFloat` property) it is taken as floating-point, as before.
    static func isIntegerContext(_ infix: InfixOperatorExprSyntax) -> Bool {
      var current = infix.parent
      while let here = current {
        if here.is(ExpressionSegmentSyntax.self) { return true }
        if let clause = here.as(InitializerClauseSyntax.self) {
          guard let binding = clause.parent?.as(PatternBindingSyntax.self) else { return false }
          guard let type = binding.typeAnnotation?.type.trimmedText else { return true }
          return type == "Int"
        }
        // Through parentheses and an interpolation's own list, not a call's arguments.
        let list = here.is(LabeledExprSyntax.self) ? here.parent : here
        let inList =
          list?.is(LabeledExprListSyntax.self) == true
          && (list?.parent?.is(TupleExprSyntax.self) == true
            || list?.parent?.is(ExpressionSegmentSyntax.self) == true)
        if here.is(InfixOperatorExprSyntax.self) || here.is(TupleExprSyntax.self) || inList {
          current = here.parent
          continue
        }
        return false
      }
      return false
    }

    /// `==`, `!=`, `<`, ... of two numbers, strings or booleans; nil for other operators.
    func compare(_ op: String, _ a: Value, _ b: Value) -> Bool? {
      switch op {
      case "==", "!=", "<", ">", "<=", ">=": break
      default: return nil
      }
      switch (a, b) {
      case (.number(let x, _), .number(let y, _)): return Self.ordered(op, x, y)
      case (.string(let x), .string(let y)): return Self.ordered(op, x, y)
      case (.bool(let x), .bool(let y)):
        return op == "==" ? x == y : op == "!=" ? x != y : nil
      case (.enumCase(let x, _, _), .enumCase(let y, _, _)):
        return op == "==" ? x == y : op == "!=" ? x != y : nil
      default: return nil
      }
    }

    /// One of the six comparisons of two values of one ordered type.
    static func ordered<T: Comparable>(_ op: String, _ x: T, _ y: T) -> Bool {
      switch op {
      case "==": x == y
      case "!=": x != y
      case "<": x < y
      case ">": x > y
      case "<=": x <= y
      default: x >= y
      }
    }

    /// An interpolated string whose every part is known (`"BRICK \(cell.index + 1)"` keeps the
    /// index as a placeholder).
    mutating func interpolation(_ literal: StringLiteralExprSyntax, depth: Int) -> Value? {
      var text = ""
      for segment in literal.segments {
        if let plain = segment.as(StringSegmentSyntax.self) {
          guard let piece = program.text(of: plain) else { return nil }
          text += piece
        } else if let inner = segment.as(ExpressionSegmentSyntax.self),
          inner.expressions.count == 1, let expr = inner.expressions.first?.expression,
          let piece = evaluate(expr, depth: depth + 1).flatMap(Self.text)
        {
          // `"\(s)\(s)"` doubles a string as `s + s` does.
          guard text.utf8.count + piece.utf8.count <= StepBudget.maximumTextBytes else {
            _ = budget.spend(textBytes: text.utf8.count + piece.utf8.count, at: literal)
            return nil
          }
          text += piece
        } else {
          return nil
        }
      }
      guard budget.spend(textBytes: text.utf8.count, at: literal) else { return nil }
      return .string(text)
    }

    /// A value as `String(describing:)` writes it: an `Int` without a fraction, a `Double` or
    /// `CGFloat` with one (`1.0`, issue 37: it was `1`).
    static func text(_ value: Value) -> String? {
      switch value {
      case .string(let s): return s
      case .number(let v, let t):
        return t == Value.floating ? "\(v)" : NumberText.plain(v)
      case .bool(let b): return b ? "true" : "false"
      case .index(let k): return Placeholder.index(k)
      default: return nil
      }
    }
  }
#endif

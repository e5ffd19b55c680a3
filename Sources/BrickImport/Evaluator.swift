#if Importer
  import BrickCore
  import SwiftSyntax

  /// A BrickDimension as the layout file writes it (FORMAT.md §1, Dimensions).
  indirect enum Dim: Equatable {
    case fixed(Double)
    /// A ratio; `text` keeps a literal fraction (`1/3`) for the `"1/3"` shorthand.
    case ratio(Double, text: String?)
    case fill
    case auto(estimate: Dim)
    case orientation(landscape: Dim, portrait: Dim)
    case horizontalSizeClass(regular: Dim, compact: Dim)
    case verticalSizeClass(regular: Dim, compact: Dim)
    case range(default: Dim, pairs: [(minimumSize: Double, dimension: Dim)])
    case restricted(size: Dim, min: Dim?, max: Dim?)

    static func == (a: Dim, b: Dim) -> Bool { YAMLWriter.dimension(a) == YAMLWriter.dimension(b) }
  }

  /// Edge insets in points.
  struct Insets: Equatable {
    var top, left, bottom, right: Double
  }

  /// What a Swift expression evaluates to, as far as the importer can tell without running it.
  enum Value {
    case number(Double, text: String?)
    case string(String)
    case bool(Bool)
    case nilValue
    case dim(Dim)
    case insets(Insets)
    case size(width: Double, height: Double)
    /// An enum case such as `.horizontal` or `.horizontal(.center)`, by name, lowercased first
    /// letter (old BrickKit wrote `.Horizontal`), with its unlabeled payloads and the name as
    /// written, for messages.
    case enumCase(String, [Value], written: String)
    case array([ExprSyntax])
    /// A cell's repetition index plus an offset (`cell.index + 1`), known only per cell.
    case index(offset: Double)
    /// `list[cell.index + k]` of a literal list of strings: one text per repetition.
    case perIndex([String], offset: Int)
    /// A `UIFont`: a text style, or a size and weight.
    case font(ImportFont)

    var number: Double? { if case .number(let v, _) = self { v } else { nil } }
    /// The text a floating-point number carries (`1.0`, a `CGFloat`, a sum with one): Swift
    /// prints it with its fraction (`"\(1.0)"` is `1.0`).
    static let floating = "."
    /// Whether the number is a floating-point one (`Double`, `CGFloat`), as far as known.
    var isFloating: Bool { if case .number(_, let t) = self { t == Self.floating } else { false } }
    /// Whether the number is an integer literal, or a constant that is one.
    var isIntegerLiteral: Bool {
      guard case .number(_, let t?) = self, !t.isEmpty else { return false }
      return t.allSatisfy { $0 >= "0" && $0 <= "9" }
    }
    /// The same number marked floating-point.
    /// (A literal fraction's text, `1/3`, is kept: a ratio writes it as `"1/3"`.)
    var asFloating: Value {
      if case .number(let v, let t) = self, t?.contains("/") != true {
        .number(v, text: Self.floating)
      } else {
        self
      }
    }
    var string: String? { if case .string(let s) = self { s } else { nil } }
    var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
  }

  /// Where the evaluator asks a running screen (`Interpreter`) for its variables and helpers.
  final class EvaluationHooks {
    weak var interpreter: Interpreter?
    /// Declarations being evaluated, to stop self-reference (`let a = a + 1`). Shared by
    /// every copy of the evaluator: a reference followed through the interpreter (a
    /// compositional screen's `let item = NSCollectionLayoutItem(layoutSize: item)`) evaluates
    /// on a copy, which must still see the declarations its callers are evaluating (the fuzzer
    /// found the stack overflow).
    var visiting: Set<SyntaxIdentifier> = []
  }

  /// Text placeholders (`{index+1}`) travel inside strings between these two scalars, so that
  /// braces the Swift text itself contains can still be told apart when the file is written.
  enum Placeholder {
    static let open: Character = "\u{E000}"
    static let close: Character = "\u{E001}"

    /// `text` with `change` applied to the parts outside placeholders (`"row {index}"`
    /// uppercased is `"ROW {index}"`).
    static func outside(_ text: String, _ change: (String) -> String) -> String {
      var result = ""
      var plain = ""
      var inside = false
      for c in text {
        if c == open {
          result += change(plain)
          plain = ""
          inside = true
          result.append(c)
        } else if c == close {
          inside = false
          result.append(c)
        } else if inside {
          result.append(c)
        } else {
          plain.append(c)
        }
      }
      return result + change(plain)
    }

    /// A written text with its `{index}`, `{index+k}` and `{index-k}` placeholders replaced by
    /// the numbers they read at repetition `index`.
    static func resolvingIndex(_ text: String, index: Int) -> String {
      var result = ""
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        let after = rest[rest.index(after: open)...]
        guard let close = after.firstIndex(of: "}") else { return result + rest[open...] }
        let body = after[..<close]
        var k: Int?
        if body == "index" {
          k = 0
        } else if body.hasPrefix("index+") {
          k = Int(body.dropFirst(6))
        } else if body.hasPrefix("index-") {
          k = Int(body.dropFirst(6)).map { -$0 }
        }
        if let k {
          result += String(index + k)
        } else {
          result += rest[open...close]
        }
        rest = after[after.index(after: close)...]
      }
      return result + rest
    }

    static func index(_ offset: Double) -> String {
      let k = Int(offset)
      let body = k == 0 ? "index" : k > 0 ? "index+\(k)" : "index-\(-k)"
      return "\(open)\(body)\(close)"
    }
  }

  extension StringLiteralExprSyntax {
    /// A string literal of `text` (quotes, backslashes and newlines escaped), for values the
    /// importer makes up (an enum case's implicit raw value).
    static func of(_ text: String) -> StringLiteralExprSyntax {
      var escaped = ""
      for c in text {
        switch c {
        case "\\": escaped += "\\\\"
        case "\"": escaped += "\\\""
        case "\n": escaped += "\\n"
        default: escaped.append(c)
        }
      }
      return StringLiteralExprSyntax(
        openingQuote: .stringQuoteToken(),
        segments: StringLiteralSegmentListSyntax([
          .stringSegment(StringSegmentSyntax(content: .stringSegment(escaped)))
        ]),
        closingQuote: .stringQuoteToken())
    }
  }

  /// Evaluates expressions made of literals, local constants, arithmetic and BrickKit's value
  /// types. A nil result means "cannot follow"; callers warn with the default they use.
  struct Evaluator {
    let program: Program
    let hooks = EvaluationHooks()
    /// The screen's work budget (the interpreter's, when one runs): following a declaration
    /// and making or reading a long string spend it.
    let budget: StepBudget

    init(program: Program) {
      self.program = program
      budget = StepBudget(program: program)
    }

    /// Spends the steps of reading `bytes` bytes of strings at `node` (a comparison, a count,
    /// a search); false when the budget ran out.
    private func read(_ bytes: Int, at node: some SyntaxProtocol) -> Bool {
      budget.spend(bytes / StepBudget.bytesPerStep, at: node)
    }

    /// The value of `expr`, or nil when it is not known without running the program.
    func value(_ expr: ExprSyntax) -> Value? {
      var copy = self
      return copy.evaluate(expr, depth: 0)
    }

    /// A number (`2 * 10`, `1/3`, `CGFloat(12)`, a constant).
    func number(_ expr: ExprSyntax) -> Double? { value(expr)?.number }

    private mutating func evaluate(_ expr: ExprSyntax, depth: Int) -> Value? {
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
        return memberAccess(expr.cast(MemberAccessExprSyntax.self), depth: depth)
      case .functionCallExpr:
        return callValue(expr.cast(FunctionCallExprSyntax.self), depth: depth)
      default:
        return nil
      }
    }

    private mutating func arithmetic(_ infix: InfixOperatorExprSyntax, depth: Int) -> Value? {
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
          program.warn(infix, "`\(infix.trimmedDescription)` divides by zero; cannot follow it")
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
            ? infix.trimmedDescription.filter { $0 != " " }
            : (left.isFloating || right.isFloating ? Value.floating : nil))
      default: return nil
      }
      guard result.isFinite, abs(result) < 9.2e18 else {
        program.warn(infix, "`\(infix.trimmedDescription)` overflows; cannot follow it")
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
          guard let type = binding.typeAnnotation?.type.trimmedDescription else { return true }
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
    private func compare(_ op: String, _ a: Value, _ b: Value) -> Bool? {
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
    private static func ordered<T: Comparable>(_ op: String, _ x: T, _ y: T) -> Bool {
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
    private mutating func interpolation(_ literal: StringLiteralExprSyntax, depth: Int) -> Value? {
      var text = ""
      for segment in literal.segments {
        if let plain = segment.as(StringSegmentSyntax.self) {
          guard
            let piece = StringLiteralExprSyntax(
              openingQuote: .stringQuoteToken(), segments: [.stringSegment(plain)],
              closingQuote: .stringQuoteToken()
            ).representedLiteralValue
          else { return nil }
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

    /// `list[i]` of a literal array (or a known string array constant).
    private mutating func element(_ call: SubscriptCallExprSyntax, depth: Int) -> Value? {
      // `d["k"]` of a dictionary literal (or a `let` of one): the value, nil for a missing key.
      if call.arguments.count == 1, let argument = call.arguments.first?.expression,
        let dictionary = dictionaryLiteral(call.calledExpression)
      {
        guard let key = evaluate(argument, depth: depth + 1) else { return nil }
        guard case .elements(let elements) = dictionary.content else { return .nilValue }
        for element in elements {
          guard let k = evaluate(element.key, depth: depth + 1) else { return nil }
          if compare("==", k, key) == true { return evaluate(element.value, depth: depth + 1) }
        }
        return .nilValue
      }
      if call.arguments.count == 1, let argument = call.arguments.first?.expression,
        case .index(let k)? = evaluate(argument, depth: depth + 1),
        case .array(let elements)? = evaluate(call.calledExpression, depth: depth + 1)
      {
        let texts = elements.compactMap { evaluate($0, depth: depth + 1)?.string }
        guard texts.count == elements.count, k == k.rounded() else { return nil }
        return .perIndex(texts, offset: Int(k))
      }
      guard call.arguments.count == 1, let argument = call.arguments.first?.expression,
        let i = evaluate(argument, depth: depth + 1)?.number,
        case .array(let elements)? = evaluate(call.calledExpression, depth: depth + 1)
      else { return nil }
      guard i >= 0, i == i.rounded(), Int(i) < elements.count else {
        program.warn(call, "`\(call.trimmedDescription)` is out of range; cannot follow it")
        return nil
      }
      return evaluate(elements[Int(i)], depth: depth + 1)
    }

    /// The dictionary literal `expr` is, or the `let` constant it names holds.
    private func dictionaryLiteral(_ expr: ExprSyntax) -> DictionaryExprSyntax? {
      if let literal = expr.as(DictionaryExprSyntax.self) { return literal }
      guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return nil }
      return program.declaration(named: ref.baseName.sourceText, from: expr)?.as(
        DictionaryExprSyntax.self)
    }

    private mutating func reference(
      _ name: String, qualified: String?, at expr: ExprSyntax, depth: Int
    ) -> Value? {
      if qualified == nil, let bound = hooks.interpreter?.boundValue(name, at: expr) {
        return bound
      }
      let found =
        qualified.flatMap { program.members[$0] } ?? program.declaration(named: name, from: expr)
      // Each declaration followed is a step: constants that double each other
      // (`let b = a + a`, `let c = b + b`, ...) are followed 2^n times.
      guard let found, !hooks.visiting.contains(found.id), budget.spend(at: expr) else {
        return nil
      }
      hooks.visiting.insert(found.id)
      defer { hooks.visiting.remove(found.id) }
      let value = evaluate(found, depth: depth + 1)
      // `let w: CGFloat = 2` is a floating-point 2.
      if let type = found.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type,
        Self.floatingTypes.contains(type.trimmedDescription)
      {
        return value?.asFloating
      }
      return value
    }

    /// The floating-point types a number may be declared as.
    static let floatingTypes: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval"]

    private mutating func memberAccess(_ member: MemberAccessExprSyntax, depth: Int) -> Value? {
      let name = member.declName.baseName.sourceText
      if let chain = member.base?.as(OptionalChainingExprSyntax.self),
        case .nilValue? = evaluate(chain.expression, depth: depth + 1)
      {
        return .nilValue
      }
      // The preview is of a phone: an app's phone-or-pad branch takes the phone's.
      if name == "userInterfaceIdiom", member.base != nil {
        return .enumCase("phone", [], written: "phone")
      }
      if let interpreter = hooks.interpreter, let base = member.base,
        let found = interpreter.memberValue(base, name)
      {
        return found
      }
      if let base = member.base {
        switch name {
        case "rawValue": return evaluate(base, depth: depth + 1)
        case "count", "isEmpty":
          let inner = evaluate(base, depth: depth + 1)
          var count: Int?
          if case .string(let s)? = inner {
            guard read(s.utf8.count, at: member) else { return nil }
            count = s.count
          }
          if case .array(let a)? = inner { count = a.count }
          if let count {
            return name == "count" ? .number(Double(count), text: nil) : .bool(count == 0)
          }
        case "capitalized", "capitalizedString":
          if case .string(let s)? = evaluate(base, depth: depth + 1) {
            guard budget.spend(textBytes: s.utf8.count, at: member) else { return nil }
            return .string(s.capitalized)
          }
        case "uppercaseString":
          if case .string(let s)? = evaluate(base, depth: depth + 1) {
            guard budget.spend(textBytes: s.utf8.count, at: member) else { return nil }
            return .string(Placeholder.outside(s) { $0.uppercased() })
          }
        case "lowercaseString":
          if case .string(let s)? = evaluate(base, depth: depth + 1) {
            guard budget.spend(textBytes: s.utf8.count, at: member) else { return nil }
            return .string(Placeholder.outside(s) { $0.lowercased() })
          }
        default: break
        }
        // `Feed.Identifiers.post`: a nested type's member, by the innermost type's name.
        if let inner = base.as(MemberAccessExprSyntax.self),
          inner.declName.baseName.sourceText.first?.isUppercase == true,
          inner.base.map({ $0.trimmedDescription.first?.isUppercase == true }) ?? false
        {
          let type = inner.declName.baseName.sourceText
          return reference(
            name, qualified: "\(type).\(name)", at: ExprSyntax(member), depth: depth)
        }
      }
      guard let base = member.base else {
        switch name.lowercased() {
        case "fill": return .dim(.fill)
        case "zero": return .insets(Insets(top: 0, left: 0, bottom: 0, right: 0))
        default: return .enumCase(Self.lowerFirst(name), [], written: name)
        }
      }
      if let ref = base.as(DeclReferenceExprSyntax.self) {
        let baseName = ref.baseName.sourceText
        if name == "count", let count = arrayCount(baseName, at: member, depth: depth) {
          return .number(Double(count), text: nil)
        }
        if baseName == "UIEdgeInsets" && name == "zero" {
          return .insets(Insets(top: 0, left: 0, bottom: 0, right: 0))
        }
        if baseName.first?.isUppercase == true {
          if let v = reference(
            name, qualified: "\(baseName).\(name)", at: ExprSyntax(member), depth: depth)
          {
            return v
          }
          if baseName == "BrickDimension" || baseName == "UICollectionView" {
            return .enumCase(Self.lowerFirst(name), [], written: name)
          }
        }
      }
      return nil
    }

    /// The number of elements of an array constant: an array literal, or an empty array that
    /// the same file appends to a known number of times (not in a loop or closure).
    private mutating func arrayCount(
      _ name: String, at node: MemberAccessExprSyntax, depth: Int
    )
      -> Int?
    {
      guard let decl = program.declaration(named: name, from: node, variables: true) else {
        return nil
      }
      if let literal = decl.as(ArrayExprSyntax.self), !literal.elements.isEmpty {
        return literal.elements.count
      }
      let empty =
        decl.as(ArrayExprSyntax.self)?.elements.isEmpty == true
        || (decl.as(FunctionCallExprSyntax.self).map { $0.arguments.isEmpty } ?? false)
      guard empty, let file = program.file(of: node) else { return nil }
      var appends = 0
      for call in program.calls where program.file(of: call)?.tree.id == file.tree.id {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
          callee.declName.baseName.sourceText == "append",
          callee.base?.trimmedDescription == name
            || callee.base?.trimmedDescription == "self.\(name)"
        else { continue }
        if Self.insideLoopOrClosure(call) { return nil }
        appends += 1
      }
      return appends > 0 ? appends : nil
    }

    static func insideLoopOrClosure(_ node: some SyntaxProtocol) -> Bool {
      var current = node.parent
      while let here = current {
        if here.is(ForStmtSyntax.self) || here.is(WhileStmtSyntax.self)
          || here.is(RepeatStmtSyntax.self) || here.is(ClosureExprSyntax.self)
        {
          return true
        }
        if here.is(FunctionDeclSyntax.self) { return false }
        current = here.parent
      }
      return false
    }

    private mutating func callValue(_ call: FunctionCallExprSyntax, depth: Int) -> Value? {
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
      if let font = font(call, args, depth: depth) { return .font(font) }
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText {
        switch callee {
        case "String":
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
          return hooks.interpreter?.callValue(call)
        }
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
      if member.base != nil, let v = hooks.interpreter?.callValue(call) { return v }
      let isImplicit =
        member.base == nil || member.base?.trimmedDescription == "BrickDimension"
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
    private mutating func font(
      _ call: FunctionCallExprSyntax, _ args: Arguments, depth: Int
    ) -> ImportFont? {
      let callee = call.calledExpression
      let member = callee.as(MemberAccessExprSyntax.self)
      let base = member?.base?.trimmedDescription
      let size = (args["ofSize"] ?? args["size"]).flatMap { evaluate($0, depth: depth + 1)?.number }
      if callee.trimmedDescription == "UIFont" {
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

    private mutating func insets(_ args: Arguments, depth: Int) -> Value? {
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

    private mutating func dim(_ expr: ExprSyntax?, depth: Int) -> Dim? {
      guard let expr else { return nil }
      if case .dim(let d)? = evaluate(expr, depth: depth + 1) { return d }
      return nil
    }

    /// `.ratio(ratio:)`, `.Fixed(size:)`, `.auto(estimate:)`, ... in either spelling.
    private mutating func dimensionCase(_ name: String, _ args: Arguments, depth: Int) -> Dim? {
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
        if let list = args["additionalRangePairs"]?.as(ArrayExprSyntax.self) {
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

  /// A call's arguments by label, with the unlabeled ones in order.
  struct Arguments {
    let all: [LabeledExprSyntax]
    let trailingClosure: ClosureExprSyntax?

    init(_ call: FunctionCallExprSyntax) {
      all = Array(call.arguments)
      trailingClosure = call.trailingClosure
    }

    init(_ list: LabeledExprListSyntax) {
      all = Array(list)
      trailingClosure = nil
    }

    subscript(_ label: String) -> ExprSyntax? {
      all.first { $0.label?.text == label }?.expression
    }

    /// The `index`th argument without a label.
    func positional(_ index: Int) -> ExprSyntax? {
      let unlabeled = all.filter { $0.label == nil }
      return index < unlabeled.count ? unlabeled[index].expression : nil
    }

    var labels: [String] { all.compactMap { $0.label?.text } }
  }

  extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmedWhitespace: String {
      let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
      guard let first = firstIndex(where: { !isSpace($0) }),
        let last = lastIndex(where: { !isSpace($0) })
      else { return "" }
      return String(self[first...last])
    }

    /// Every occurrence of `target` replaced (no Foundation); nil when the result would pass
    /// `limit` bytes of UTF-8.
    func replacing(_ target: String, with replacement: String, limit: Int = .max) -> String? {
      guard !target.isEmpty else { return self }
      var result = ""
      var rest = Substring(self)
      while let range = rest.firstRange(of: target) {
        result += rest[..<range.lowerBound] + replacement
        if result.utf8.count > limit { return nil }
        rest = rest[range.upperBound...]
      }
      result += rest
      return result.utf8.count > limit ? nil : result
    }

    /// First letter of every word uppercased, the rest lowercased (as Foundation's).
    var capitalized: String {
      var result = ""
      var atWordStart = true
      for c in self {
        result += atWordStart ? c.uppercased() : c.lowercased()
        atWordStart = c == " " || c == "\n" || c == "\t"
      }
      return result
    }
  }

  /// A font as the layout file's `font` key says it (FORMAT.md §1): a text style, or a size and
  /// a weight. A named family (`UIFont(name:size:)`) keeps its size and the weight its name ends
  /// with; the file measures it with the default font.
  struct ImportFont: Equatable {
    var style: String?
    var size: Double?
    var weight: String?
    var family: String?

    init(style: String) { self.style = style }
    init(size: Double) { self.size = size }

    static let styles: Set<String> = [
      "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
      "footnote", "caption1", "caption2",
    ]
    static let weights: [String] = [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// The weight a font name ends with (`AppleSDGothicNeo-Light` is light), else nil.
    static func weight(ofName name: String) -> String? {
      guard let dash = name.lastIndex(of: "-") else { return nil }
      let suffix = name[name.index(after: dash)...].lowercased()
      return weights.first { $0.lowercased() == suffix }
    }
  }
#endif

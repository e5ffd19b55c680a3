#if Importer
  import SwiftSyntax

  /// A data source function read as a table: identifier → answer, with a default.
  ///
  /// Reads the usual shapes: `return identifier == X ? a : b` (nested too),
  /// `return identifier == X || identifier == Y`, `if identifier == X { return a }`, and
  /// `switch identifier { case X, Y: return a; default: return b }`.
  struct Rule {
    enum Answer {
      case expr(ExprSyntax)
      case literal(Value)
    }

    var cases: [(keys: [String], answer: Answer)] = []
    var otherwise: Answer?
    /// Where the function is, for warnings about it.
    var function: FunctionDeclSyntax

    /// The answer for `identifier`.
    func answer(for identifier: String) -> Answer? {
      cases.first { $0.keys.contains(identifier) }?.answer ?? otherwise
    }

    /// Every identifier a case names.
    var namedKeys: [String] { cases.flatMap(\.keys) }
  }

  /// Reads a function body into a `Rule`, warning about what it cannot follow.
  struct RuleReader {
    let program: Program
    let evaluator: Evaluator
    /// The call that built the behavior the rule is read for: a condition comparing the
    /// function's behavior parameter with a screen property that holds a behavior
    /// (`if stickyLayoutBehavior == minimumStickyBehavior`) is then known.
    var behavior: FunctionCallExprSyntax? = nil

    /// The rule of `function`, whose identifier parameter is the one labeled `for` or
    /// `withIdentifier`.
    func read(_ function: FunctionDeclSyntax) -> Rule {
      var rule = Rule(function: function)
      let parameters = function.signature.parameterClause.parameters
      let parameter = parameters.first {
        ["for", "withIdentifier", "identifier"].contains($0.firstName.text)
      }
      guard let parameter, let body = function.body else {
        program.warn(function.name, "cannot find the identifier parameter of \(function.name.text)")
        return rule
      }
      let name = (parameter.secondName ?? parameter.firstName).text
      statements(Array(body.statements), name: name, into: &rule)
      return rule
    }

    private func statements(_ items: [CodeBlockItemSyntax], name: String, into rule: inout Rule) {
      for item in items {
        if let ret = item.item.as(ReturnStmtSyntax.self) {
          if let expr = ret.expression { returned(expr, name: name, into: &rule) }
          return
        }
        let expr =
          item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        if let ifExpr = expr?.as(IfExprSyntax.self) {
          if ifStatement(ifExpr, name: name, into: &rule) { return }
          continue
        }
        if let switchExpr = expr?.as(SwitchExprSyntax.self) {
          switchStatement(switchExpr, name: name, into: &rule)
          return
        }
        if item.item.is(DeclSyntax.self) { continue }  // local constants are looked up when used
        program.warn(item, "cannot follow this statement of \(rule.function.name.text); ignored it")
      }
    }

    /// Adds the cases of a returned expression; a ternary on the identifier adds a case and
    /// goes on with its else branch.
    private func returned(_ expr: ExprSyntax, name: String, into rule: inout Rule) {
      if let ternary = expr.as(TernaryExprSyntax.self) {
        if let keys = keys(ternary.condition, name: name) {
          rule.cases.append((keys, .expr(ternary.thenExpression)))
          returned(ternary.elseExpression, name: name, into: &rule)
        } else {
          program.warn(
            ternary.condition,
            "cannot follow the condition `\(ternary.condition.trimmedText)`; "
              + "assumed it is false"
          )
          returned(ternary.elseExpression, name: name, into: &rule)
        }
        return
      }
      if let keys = keys(expr, name: name) {
        rule.cases.append((keys, .literal(.bool(true))))
        rule.otherwise = .literal(.bool(false))
        return
      }
      if rule.otherwise == nil { rule.otherwise = .expr(expr) }
    }

    /// Reads `if cond { return a } else ...`; true when every path returned.
    private func ifStatement(_ ifExpr: IfExprSyntax, name: String, into rule: inout Rule) -> Bool {
      if ifExpr.conditions.count == 1, let first = ifExpr.conditions.first,
        case .expression(let condition) = first.condition,
        let holds = sameBehavior(condition, in: rule.function)
      {
        guard holds else { return elseBranch(ifExpr, name: name, into: &rule) }
        statements(Array(ifExpr.body.statements), name: name, into: &rule)
        return ifExpr.body.statements.last?.item.is(ReturnStmtSyntax.self) == true
      }
      guard ifExpr.conditions.count == 1, let first = ifExpr.conditions.first,
        case .expression(let condition) = first.condition, let keys = keys(condition, name: name)
      else {
        let written = ifExpr.conditions.trimmedText
        program.warn(
          ifExpr.conditions, "cannot follow the condition `\(written)`; assumed it is false")
        return elseBranch(ifExpr, name: name, into: &rule)
      }
      var inner = Rule(function: rule.function)
      statements(Array(ifExpr.body.statements), name: name, into: &inner)
      if let answer = inner.otherwise { rule.cases.append((keys, answer)) }
      rule.cases += inner.cases.filter { $0.keys.allSatisfy(keys.contains) }
      return elseBranch(ifExpr, name: name, into: &rule)
    }

    private func elseBranch(_ ifExpr: IfExprSyntax, name: String, into rule: inout Rule) -> Bool {
      switch ifExpr.elseBody {
      case .ifExpr(let next)?: return ifStatement(next, name: name, into: &rule)
      case .codeBlock(let block)?:
        statements(Array(block.statements), name: name, into: &rule)
        return true
      case nil: return false
      }
    }

    private func switchStatement(
      _ switchExpr: SwitchExprSyntax, name: String, into rule: inout Rule
    ) {
      guard switchExpr.subject.trimmedText == name else {
        program.warn(
          switchExpr.subject,
          "cannot follow a switch on `\(switchExpr.subject.trimmedText)`; used its default")
        for case .switchCase(let c) in switchExpr.cases
        where c.label.is(SwitchDefaultLabelSyntax.self) {
          statements(Array(c.statements), name: name, into: &rule)
        }
        return
      }
      for case .switchCase(let c) in switchExpr.cases {
        var inner = Rule(function: rule.function)
        statements(Array(c.statements), name: name, into: &inner)
        guard let answer = inner.otherwise else { continue }
        if let label = c.label.as(SwitchCaseLabelSyntax.self) {
          var keys: [String] = []
          for item in label.caseItems {
            guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
              let key = key(pattern.expression)
            else {
              program.warn(item, "cannot follow the case `\(item.trimmedText)`; skipped it")
              continue
            }
            keys.append(key)
          }
          rule.cases.append((keys, answer))
        } else {
          rule.otherwise = answer
        }
      }
    }

    /// `behavior == minimumStickyBehavior` (either side; `!=`, `===`, `!==` too): whether the
    /// behavior the rule is read for is the one the screen's property was initialised with.
    /// Nil when the condition is not that, no behavior is known, or the app assigns the
    /// property (then it may hold another).
    func sameBehavior(_ condition: ExprSyntax, in function: FunctionDeclSyntax) -> Bool? {
      guard let behavior, let infix = condition.as(InfixOperatorExprSyntax.self),
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        ["==", "===", "!=", "!=="].contains(op)
      else { return nil }
      let parameters = function.signature.parameterClause.parameters.filter {
        $0.type.trimmedText.hasSuffix("Behavior")
      }
      guard parameters.count == 1, let parameter = parameters.first else { return nil }
      let own = (parameter.secondName ?? parameter.firstName).text
      let sides = [infix.leftOperand.trimmedText, infix.rightOperand.trimmedText]
      guard sides.contains(own), var property = sides.first(where: { $0 != own }) else {
        return nil
      }
      if property.hasPrefix("self.") { property = String(property.dropFirst(5)) }
      guard !property.contains("."),
        let value = program.declaration(named: property, from: function, variables: true),
        value.is(FunctionCallExprSyntax.self),
        let type = Program.enclosingType(of: value), !evaluator.assigns(type, property)
      else { return nil }
      return (value.id == behavior.id) == op.hasPrefix("=")
    }

    /// The identifiers a condition names: `identifier == X`, `X == identifier`, joined by `||`.
    func keys(_ condition: ExprSyntax, name: String) -> [String]? {
      if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        return keys(only.expression, name: name)
      }
      guard let infix = condition.as(InfixOperatorExprSyntax.self),
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
      else { return nil }
      if op == "||" {
        guard let l = keys(infix.leftOperand, name: name),
          let r = keys(infix.rightOperand, name: name)
        else { return nil }
        return l + r
      }
      guard op == "==" else { return nil }
      if infix.leftOperand.trimmedText == name {
        return key(infix.rightOperand).map { [$0] }
      }
      if infix.rightOperand.trimmedText == name {
        return key(infix.leftOperand).map { [$0] }
      }
      return nil
    }

    /// An identifier value: a string, or a constant; an unknown `Ids.title` is taken as `title`.
    func key(_ expr: ExprSyntax) -> String? {
      if let s = evaluator.value(expr)?.string { return s }
      if let member = expr.as(MemberAccessExprSyntax.self),
        let base = member.base?.as(DeclReferenceExprSyntax.self),
        base.baseName.text.first?.isUppercase == true
      {
        let name = member.declName.baseName.text
        program.warn(
          expr,
          "cannot find the value of `\(expr.trimmedText)`; assumed the identifier '\(name)'")
        return name
      }
      if let ref = expr.as(DeclReferenceExprSyntax.self) {
        let name = ref.baseName.text
        program.warn(
          expr, "cannot find the value of `\(name)`; assumed the identifier '\(name)'")
        return name
      }
      return nil
    }
  }
#endif

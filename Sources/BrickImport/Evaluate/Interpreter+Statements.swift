#if Importer
  import SwiftSyntax

  extension Interpreter {
    // MARK: - Statements

    func exec(_ items: CodeBlockItemListSyntax) -> Flow {
      let list: [CodeBlockItemSyntax.Item]
      if let known = blocks[items.id] {
        list = known
      } else {
        list = items.map(\.item)
        blocks[items.id] = list
      }
      scopes.append([:])
      defer { scopes.removeLast() }
      for item in list {
        let flow = exec(item)
        if case .normal = flow { continue }
        return flow
      }
      return .normal
    }

    func exec(_ item: CodeBlockItemSyntax.Item) -> Flow {
      // Every kind of item is warned at (an expression statement such as `total += i * j`
      // once stopped the screen without a word).
      guard budget.spend(at: item) else { return .returned(nil) }
      switch item {
      case .decl(let decl):
        if let variable = decl.as(VariableDeclSyntax.self) {
          declare(variable)
        } else if let config = decl.as(IfConfigDeclSyntax.self),
          case .statements(let statements)? = Program.activeClause(config)?.elements
        {
          for inner in statements {
            let flow = exec(inner.item)
            if case .normal = flow { continue }
            return flow
          }
        }
        return .normal
      case .stmt(let stmt):
        return statement(stmt)
      case .expr(let expr):
        return expression(expr)
      }
    }

    func statement(_ stmt: StmtSyntax) -> Flow {
      switch stmt.kind {
      case .returnStmt:
        if screenBody && owners.count == 2 && closures == 0 && root == nil {
          earlyReturn = stmt.cast(ReturnStmtSyntax.self)
        }
        return .returned(stmt.cast(ReturnStmtSyntax.self).expression.flatMap { eval($0) })
      case .whileStmt:
        let loop = stmt.cast(WhileStmtSyntax.self)
        return whileLoop(loop.conditions, loop.body, at: Syntax(loop))
      case .repeatStmt:
        let loop = stmt.cast(RepeatStmtSyntax.self)
        return repeatLoop(loop)
      case .fallThroughStmt: return .fallthroughCase
      case .expressionStmt: return expression(stmt.cast(ExpressionStmtSyntax.self).expression)
      case .guardStmt:
        let guardStmt = stmt.cast(GuardStmtSyntax.self)
        let holds = conditions(guardStmt.conditions)
        if stopped { return .returned(nil) }
        switch holds {
        case false?: return exec(guardStmt.body.statements)
        case true?: return .normal
        case nil:
          unknownConditions += 1
          program.warn(
            guardStmt.conditions,
            "cannot follow the condition `\(guardStmt.conditions.trimmedText)`; "
              + "assumed it holds")
          return .normal
        }
      case .forStmt: return forLoop(stmt.cast(ForStmtSyntax.self))
      case .breakStmt: return .breakLoop
      case .continueStmt: return .continueLoop
      default: return .normal
      }
    }

    /// `while` (and `repeat`'s condition after its first pass): runs while the conditions hold,
    /// each pass spending the budget; a condition that cannot be known skips the loop (warned,
    /// and what it assigns is no longer known).
    func whileLoop(
      _ list: ConditionElementListSyntax, _ body: CodeBlockSyntax, at loop: Syntax
    ) -> Flow {
      while !stopped {
        scopes.append([:])
        let holds = conditions(list)
        if holds != true { scopes.removeLast() }
        // A condition the budget stopped is not an unknown one.
        if stopped { return .returned(nil) }
        guard let holds else {
          unknownConditions += 1
          program.warn(
            list,
            "cannot follow the loop's condition `\(list.trimmedText)`; skipped the loop")
          forgetAssigned(in: loop)
          return .normal
        }
        if !holds { return .normal }
        // `while let x = ...` binds `x` for the pass.
        let flow = exec(body.statements)
        scopes.removeLast()
        switch flow {
        case .returned(let v): return .returned(v)
        case .breakLoop: return .normal
        default: continue
        }
      }
      return .returned(nil)
    }

    func repeatLoop(_ loop: RepeatStmtSyntax) -> Flow {
      // `repeat { } while c` is `while c` with one pass first.
      var first = true
      while !stopped {
        if !first {
          let value = eval(loop.condition)
          if stopped { return .returned(nil) }
          guard let holds = value?.plain?.bool else {
            unknownConditions += 1
            program.warn(
              loop.condition,
              "cannot follow the loop's condition `\(loop.condition.trimmedText)`; "
                + "ran the loop once")
            forgetAssigned(in: Syntax(loop))
            return .normal
          }
          if !holds { return .normal }
        }
        first = false
        switch exec(loop.body.statements) {
        case .returned(let v): return .returned(v)
        case .breakLoop: return .normal
        default: continue
        }
      }
      return .returned(nil)
    }

    func declare(_ variable: VariableDeclSyntax) {
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          if let value = binding.initializer?.value {
            if var v = eval(value) {
              // `var w: CGFloat = 2` is a floating-point 2 (`"\(w)"` is `2.0`).
              if let type = binding.typeAnnotation?.type.trimmedText,
                Evaluator.floatingTypes.contains(type), case .plain(let plain) = v
              {
                v = .plain(plain.asFloating)
              }
              bindLocal(name, v)
            } else {
              bindLocal(name, .plain(.nilValue))
              scopes[scopes.count - 1][name] = nil
              unknownLocals.insert(name)
            }
          }
        }
      }
    }

    func bindLocal(_ name: String, _ value: RunValue) {
      if !unknownLocals.isEmpty { unknownLocals.remove(name) }
      scopes[scopes.count - 1][name] = value
    }

    func expression(_ expr: ExprSyntax) -> Flow {
      switch expr.kind {
      case .ifExpr: return ifStatement(expr.cast(IfExprSyntax.self))
      case .switchExpr: return switchStatement(expr.cast(SwitchExprSyntax.self))
      case .infixOperatorExpr:
        let infix = expr.cast(InfixOperatorExprSyntax.self)
        let op = infix.operator
        if op.kind == .assignmentExpr {
          assign(infix.leftOperand, infix.rightOperand)
        } else if op.kind == .binaryOperatorExpr {
          let text = op.cast(BinaryOperatorExprSyntax.self).operator.sourceText
          switch text {
          case "+=", "-=", "*=", "/=": compoundAssign(infix, op: String(text.dropLast()))
          default: break
          }
        }
      case .functionCallExpr: callStatement(expr.cast(FunctionCallExprSyntax.self))
      default: break
      }
      return .normal
    }

    func ifStatement(_ ifExpr: IfExprSyntax) -> Flow {
      var holds = conditions(ifExpr.conditions)
      if stopped { return .returned(nil) }
      if holds == nil {
        unknownConditions += 1
        program.warn(
          ifExpr.conditions,
          "cannot follow the condition `\(ifExpr.conditions.trimmedText)`; assumed it holds")
        holds = true
      }
      if holds == true { return exec(ifExpr.body.statements) }
      switch ifExpr.elseBody {
      case .ifExpr(let next)?: return ifStatement(next)
      case .codeBlock(let block)?: return exec(block.statements)
      case nil: return .normal
      }
    }

    /// True, false, or nil when a condition cannot be known. `if let x = y` binds `x` when `y`
    /// is known and not nil.
    func conditions(_ list: ConditionElementListSyntax) -> Bool? {
      for element in list {
        switch element.condition {
        case .expression(let e):
          guard let b = eval(e)?.plain?.bool else { return nil }
          if !b { return false }
        case .optionalBinding(let binding):
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { return nil }
          let source =
            binding.initializer?.value
            ?? ExprSyntax(
              DeclReferenceExprSyntax(
                baseName: .identifier(name)))
          guard let v = eval(source) else { return nil }
          if case .plain(.nilValue) = v { return false }
          bindLocal(name, v)
        case .availability:
          // `#available(iOS 11.0, *)`: the preview is of a current iOS.
          continue
        default:
          return nil
        }
      }
      return true
    }

    func switchStatement(_ switchExpr: SwitchExprSyntax) -> Flow {
      let subject = eval(switchExpr.subject)?.plain
      let cases = switchExpr.cases.compactMap { item -> SwitchCaseSyntax? in
        if case .switchCase(let c) = item { return c }
        return nil
      }
      for (index, c) in cases.enumerated() {
        if let label = c.label.as(SwitchCaseLabelSyntax.self) {
          guard let subject else { continue }
          let matches = label.caseItems.contains { item in
            guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
              let v = eval(pattern.expression)?.plain
            else { return false }
            return Self.same(subject, v)
          }
          if matches { return runCases(cases[index...]) }
        } else {
          if subject == nil {
            unknownConditions += 1
            program.warn(
              switchExpr.subject,
              "cannot follow a switch on `\(switchExpr.subject.trimmedText)`; "
                + "used its default")
          }
          return runCases(cases[index...])
        }
      }
      return .normal
    }

    /// A matched case's statements, and the next case's while each ends in `fallthrough`.
    func runCases(_ cases: ArraySlice<SwitchCaseSyntax>) -> Flow {
      for c in cases {
        let flow = exec(c.statements)
        if case .fallthroughCase = flow { continue }
        // `break` in a switch leaves the switch, not an enclosing loop.
        if case .breakLoop = flow { return .normal }
        return flow
      }
      return .normal
    }

    static func same(_ a: Value, _ b: Value) -> Bool {
      switch (a, b) {
      case (.number(let x, _), .number(let y, _)): return x == y
      case (.string(let x), .string(let y)): return x == y
      case (.bool(let x), .bool(let y)): return x == y
      case (.enumCase(let x, _, _), .enumCase(let y, _, _)): return x == y
      default: return false
      }
    }

    func forLoop(_ loop: ForStmtSyntax) -> Flow {
      guard let items = sequence(loop.sequence) else {
        program.warn(
          loop.sequence,
          "cannot follow the loop over `\(loop.sequence.trimmedText)`; skipped it")
        forgetAssigned(in: Syntax(loop.body))
        return .normal
      }
      let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      for item in items {
        scopes.append([:])
        if let name { bindLocal(name, item) }
        let flow = exec(loop.body.statements)
        scopes.removeLast()
        switch flow {
        case .returned: return flow
        case .breakLoop: return .normal
        default: continue
        }
      }
      return .normal
    }

    /// The variables a skipped block assigns are no longer known (`text += ...` in a loop that
    /// could not run leaves `text` unknown, not empty).
    func forgetAssigned(in block: Syntax) {
      let assigning: Set<String> = ["+=", "-=", "*=", "/="]
      for token in block.tokens(viewMode: .sourceAccurate) {
        guard let target = token.parent?.as(DeclReferenceExprSyntax.self),
          let infix = target.parent?.as(InfixOperatorExprSyntax.self),
          infix.leftOperand.id == target.id,
          infix.operator.is(AssignmentExprSyntax.self)
            || assigning.contains(
              infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.sourceText ?? "")
        else { continue }
        let name = target.baseName.sourceText
        for i in scopes.indices where scopes[i][name] != nil { scopes[i][name] = nil }
        unknownLocals.insert(name)
        if propertyNames.contains(name) { properties[name] = nil }
      }
    }

    /// The elements of a range (`0..<n`, `1...n`), a `stride`, or a list.
    func sequence(_ expr: ExprSyntax) -> [RunValue]? {
      if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        return sequence(only.expression)
      }
      if let infix = expr.as(InfixOperatorExprSyntax.self),
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.sourceText,
        op == "..<" || op == "..."
      {
        guard let low = eval(infix.leftOperand)?.plain?.number,
          let high = eval(infix.rightOperand)?.plain?.number
        else { return nil }
        let end = op == "..." ? high : high - 1
        guard end >= low else { return [] }
        return numbers(from: low, through: end, by: 1, at: expr)
      }
      if let call = expr.as(FunctionCallExprSyntax.self), LayoutBuilder.calleeName(call) == "stride"
      {
        let args = Arguments(call)
        guard let from = args["from"].flatMap({ eval($0)?.plain?.number }),
          let by = args["by"].flatMap({ eval($0)?.plain?.number }), by != 0
        else { return nil }
        if let to = args["to"].flatMap({ eval($0)?.plain?.number }) {
          return numbers(from: from, through: to - (by > 0 ? 1e-9 : -1e-9), by: by, at: expr)
        }
        if let through = args["through"].flatMap({ eval($0)?.plain?.number }) {
          return numbers(from: from, through: through, by: by, at: expr)
        }
        return nil
      }
      switch eval(expr) {
      case .list(let items)?: return items
      case .plain(.array(let elements))?: return elements.map { eval($0) ?? .plain(.nilValue) }
      default: return nil
      }
    }

    func numbers(
      from low: Double, through high: Double, by step: Double, at expr: ExprSyntax
    )
      -> [RunValue]?
    {
      let count = ((high - low) / step).rounded(.down) + 1
      guard count.isFinite, count <= Double(Self.iterationLimit) else {
        program.warn(
          expr,
          "`\(expr.trimmedText)` has more than \(Self.iterationLimit) steps; skipped it")
        return nil
      }
      guard count > 0 else { return [] }
      // Made whole before the loop runs: charged, and stopped where the loop's body next runs.
      budget.charge(Int(count) / StepBudget.elementsPerStep)
      return (0..<Int(count)).map { .plain(.number(low + Double($0) * step, text: nil)) }
    }
  }
#endif

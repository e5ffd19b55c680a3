#if Importer
  import SwiftSyntax

  extension Interpreter {
    // MARK: - Expressions

    /// The value of an expression as the running code sees it.
    ///
    /// One switch on the node's kind picks the case (a chain of `as` casts cost a dozen reference
    /// counts per expression, most of a loop's time).
    func eval(_ expr: ExprSyntax) -> RunValue? {
      // An expression spends the budget too: a closure of one expression (a nested `map`) runs
      // no statement (issue 37: 1,000 × 1,000 went on after the warning).
      guard budget.spend(at: expr) else { return nil }
      switch expr.kind {
      case .forceUnwrapExpr: return eval(expr.cast(ForceUnwrapExprSyntax.self).expression)
      case .optionalChainingExpr:
        return eval(expr.cast(OptionalChainingExprSyntax.self).expression)
      case .asExpr: return eval(expr.cast(AsExprSyntax.self).expression)
      case .tupleExpr:
        let tuple = expr.cast(TupleExprSyntax.self)
        if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
          return eval(only.expression)
        }
      case .functionCallExpr:
        let call = expr.cast(FunctionCallExprSyntax.self)
        if builder.isBrickCall(call) { return builder.node(call).map { .node($0) } }
        // `[String]()`, `[Brick]()`: an empty list.
        if call.calledExpression.is(ArrayExprSyntax.self), call.arguments.isEmpty,
          call.trailingClosure == nil
        {
          return .list([])
        }
        // `String(describing: kind)`: an enum case's name, a number or string's text.
        if call.calledExpression.trimmedText == "String", call.arguments.count == 1,
          let only = call.arguments.first, only.label?.text == "describing",
          case .plain(let v)? = eval(only.expression)
        {
          if case .enumCase(let name, _, _) = v { return .plain(.string(name)) }
          if let text = Evaluator.text(v) { return .plain(.string(text)) }
        }
        if let name = LayoutBuilder.calleeName(call), name.hasSuffix("CellModel") {
          let model = CellModel(call: call)
          let args = Arguments(call)
          model.text = (args["text"] ?? args["title"]).flatMap {
            evaluator.value($0)?.string
          }
          return .model(model)
        }
        if let result = callFunction(call) { return result }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
          return run(closure, arguments: [])
        }
      case .declReferenceExpr:
        let name = expr.cast(DeclReferenceExprSyntax.self).baseName.sourceText
        if name == "self" {
          if native != nil, let bound = lookup("self") { return bound }
          return .object(chain.first ?? "self")
        }
        if let bound = lookup(name) { return bound }
        if unknownLocals.contains(name) { return nil }
        if let node = builder.declaredNode(expr) { return .node(node) }
        if let v = computed(name) { return v }
      case .memberAccessExpr:
        let member = expr.cast(MemberAccessExprSyntax.self)
        if let native, let v = native.member(member) { return v }
        if let base = member.base, base.kind == .declReferenceExpr,
          base.cast(DeclReferenceExprSyntax.self).baseName.sourceText == "self",
          let bound = property(member.declName.baseName.sourceText)
        {
          return bound
        }
      case .arrayExpr:
        return .list(arrayElements(expr.cast(ArrayExprSyntax.self)))
      case .infixOperatorExpr:
        let infix = expr.cast(InfixOperatorExprSyntax.self)
        if infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.sourceText == "+" {
          // The left operand is run once: a chain of n `+` runs each operand once, not 2^n.
          let left = eval(infix.leftOperand)
          if case .list(let a)? = left {
            guard case .list(let b)? = eval(infix.rightOperand),
              budget.spend(elements: a.count + b.count, at: infix)
            else { return nil }
            return .list(a + b)
          }
          // `"." + String(describing: kind)`: a string joined with a value only a run knows.
          if case .plain(.string(let a))? = left, case .plain(let b)? = eval(infix.rightOperand),
            let text = Evaluator.text(b)
          {
            guard budget.spend(textBytes: a.utf8.count + text.utf8.count, at: infix) else {
              return nil
            }
            return .plain(.string(a + text))
          }
        }
      case .ternaryExpr:
        let ternary = expr.cast(TernaryExprSyntax.self)
        if let condition = eval(ternary.condition)?.plain?.bool {
          return eval(condition ? ternary.thenExpression : ternary.elseExpression)
        }
      default: break
      }
      if let v = evaluator.value(expr) {
        if case .values(let items) = v { return .list(items.map { .plain($0) }) }
        if case .array(let elements) = v {
          let items = elements.compactMap { eval($0) }
          if items.contains(where: { $0.node != nil }) { return .list(items) }
        }
        return .plain(v)
      }
      return nil
    }

    /// A local or stored property's value, for `CompositionalReader`.
    func bound(_ name: String) -> RunValue? { lookup(name) }

    /// Runs `body` (a compositional screen's section provider, asked once per section and
    /// environment) on the screen's one budget: each run spends it, none restarts it (issue
    /// 37: a provider probed at every width once had the whole budget each time).
    func rerunning<T>(_ body: () -> T) -> T { body() }

    /// Whether the work budget ran out in the current run.
    var budgetSpent: Bool { stopped }

    /// The getter of a computed property of a value's own type (`layoutKind.columnCount`), run
    /// with `self` bound to the value.
    func getter(_ binding: PatternBindingSyntax, selfValue: RunValue) -> RunValue? {
      guard owners.count < 32, !stopped else { return nil }
      let saved = scopes
      scopes = [["self": selfValue]]
      owners.append(owners.last ?? 0)
      defer {
        scopes = saved
        owners.removeLast()
      }
      switch binding.accessorBlock?.accessors {
      case .getter(let statements)?:
        if case .returned(let v) = exec(statements) { return v }
        if statements.count == 1, case .expr(let e)? = statements.first?.item { return eval(e) }
      case .accessors(let list)?:
        for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
          if let body = accessor.body, case .returned(let v) = exec(body.statements) { return v }
        }
      case nil: break
      }
      return nil
    }

    /// A local, else a stored property of the screen.
    func lookup(_ name: String) -> RunValue? {
      for scope in scopes.reversed() where !scope.isEmpty {
        if let v = scope[name] { return v }
      }
      return property(name)
    }

    /// The elements of a list literal. One that cannot be followed is left out, said at the
    /// element when the loss shows (a count or the rows made from the list are short by it): a
    /// value among values that are known (`[LabelBrick(...), custom]`), or a constant or sum
    /// (`[10, Metrics.gap, 2 * w]`). Objects the code keeps but does not model (behaviors, range
    /// pairs, views, read from the Swift where they are used) are left out silently.
    func arrayElements(_ array: ArrayExprSyntax) -> [RunValue] {
      let values = array.elements.map { eval($0.expression) }
      guard !stopped, values.contains(where: { $0 == nil }) else { return values.compactMap { $0 } }
      let mixed = values.contains { $0 != nil }
      for (element, value) in zip(array.elements, values) where value == nil {
        let e = element.expression
        let constant =
          e.is(InfixOperatorExprSyntax.self) || e.is(PrefixOperatorExprSyntax.self)
          || e.as(MemberAccessExprSyntax.self).map {
            $0.base.map { $0.trimmedText.first?.isUppercase == true } ?? true
          } == true
        guard mixed || constant else { continue }
        program.warn(e, "cannot follow `\(e.trimmedText)`; left it out of the list")
      }
      return values.compactMap { $0 }
    }

    /// A computed property of the screen's classes (`var title: String { return ... }`), run.
    func computed(_ name: String) -> RunValue? {
      guard !computing.contains(name), owners.count < 32 else { return nil }
      for type in chain {
        for (decl, binding) in program.computedProperties(named: name, of: type) {
          computing.insert(name)
          defer { computing.remove(name) }
          ran.insert(decl.id)
          let saved = scopes
          scopes = [[:]]
          defer { scopes = saved }
          switch binding.accessorBlock?.accessors {
          case .getter(let statements)?:
            if case .returned(let v) = exec(statements) { return v }
            if statements.count == 1, case .expr(let e)? = statements.first?.item { return eval(e) }
          case .accessors(let list)?:
            for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
              if let body = accessor.body, case .returned(let v) = exec(body.statements) {
                return v
              }
            }
          case nil: break
          }
          return nil
        }
      }
      return nil
    }
  }
#endif

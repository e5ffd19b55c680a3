#if Importer
  import SwiftSyntax

  extension Interpreter {
    // MARK: - Calls as statements

    func callStatement(_ call: FunctionCallExprSyntax) {
      let name = LayoutBuilder.calleeName(call) ?? ""
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      let baseText = member?.base?.trimmedText
      if name == "setSection", let argument = call.arguments.first?.expression,
        !setDataSourceSection(call, argument)
      {
        if case .node(let node)? = eval(argument), node.type == .section {
          root = node
        } else if root != nil {
          program.warn(
            argument,
            "cannot follow the section `\(argument.trimmedText)`; kept the one set before")
        } else {
          program.warn(
            argument,
            "cannot follow the section `\(argument.trimmedText)`; previewed an empty root")
          root = NodeModel(type: .section, origin: program.origin(of: call))
        }
        return
      }
      if let capture = cell, captureCellCall(call, capture) { return }
      if let native, native.call(call) != nil { return }
      if let member, let base = member.base, name == "append" || name == "insert",
        baseText != "layout.behaviors", !(baseText ?? "").hasSuffix("layout.behaviors")
      {
        let args = Arguments(call)
        var more: [RunValue] = []
        var at: Double?
        if name == "append", let contents = args["contentsOf"] {
          guard case .list(let list)? = eval(contents) else { return }
          more = list
        } else if let first = args.positional(0) {
          more = [eval(first) ?? .object("?")]
          if name == "insert" { at = args["at"].flatMap({ eval($0)?.plain?.number }) }
        } else {
          return
        }
        // A list a variable holds is taken out while it grows, so the append does not copy it
        // (a loop appending to a list once cost a copy of the whole list per step).
        var items: [RunValue] = []
        if let taken = takeList(base) {
          items = taken
        } else if case .list(let current)? = eval(base) {
          items = current
        }
        // In place: a step for each `elementsPerStep` elements added, and the list's cap.
        guard budget.spend(more.count / StepBudget.elementsPerStep, at: call),
          items.count + more.count <= StepBudget.maximumListCount
            || budget.spend(elements: items.count + more.count, at: call)
        else {
          if let ref = base.as(DeclReferenceExprSyntax.self) {
            set(ref.baseName.sourceText, nil, isSelf: false)
            unknownLocals.insert(ref.baseName.sourceText)
          } else if let selfMember = base.as(MemberAccessExprSyntax.self) {
            properties[selfMember.declName.baseName.sourceText] = nil
          }
          return
        }
        if let at, at >= 0, Int(at) <= items.count, let v = more.first {
          items.insert(v, at: Int(at))
        } else {
          items += more
        }
        if case .node(let section)? = eval(
          member.base?.as(MemberAccessExprSyntax.self)?.base ?? base),
          base.as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText == "bricks"
        {
          section.children = items.compactMap(\.node)
          return
        }
        if let ref = base.as(DeclReferenceExprSyntax.self) {
          set(ref.baseName.sourceText, .list(items), isSelf: false)
        } else if let selfMember = base.as(MemberAccessExprSyntax.self),
          selfMember.base?.trimmedText == "self"
        {
          set(selfMember.declName.baseName.sourceText, .list(items), isSelf: true)
        }
        return
      }
      if case .none = callFunction(call) { runHandlers(of: call) }
    }

    /// The list a local or a stored property (`names`, `self.names`) holds, left empty in its
    /// place until it is set again; nil when `base` is not such a list.
    func takeList(_ base: ExprSyntax) -> [RunValue]? {
      let name: String
      var isSelf = false
      if base.kind == .declReferenceExpr {
        name = base.cast(DeclReferenceExprSyntax.self).baseName.sourceText
      } else if base.kind == .memberAccessExpr {
        let member = base.cast(MemberAccessExprSyntax.self)
        guard let inner = member.base, inner.kind == .declReferenceExpr,
          inner.cast(DeclReferenceExprSyntax.self).baseName.sourceText == "self"
        else { return nil }
        name = member.declName.baseName.sourceText
        isSelf = true
      } else {
        return nil
      }
      budget.spend(at: base)
      if !isSelf {
        for i in scopes.indices.reversed() where !scopes[i].isEmpty && scopes[i][name] != nil {
          guard case .list(let items)? = scopes[i][name] else { return nil }
          scopes[i][name] = .list([])
          return items
        }
      }
      guard observers[name] == nil, case .list(let items)? = property(name) else { return nil }
      properties[name] = .list([])
      return items
    }

    /// Runs a helper: `super.x()`, a method of the chain (`x()`, `self.x()`), or a free function.
    func callFunction(_ call: FunctionCallExprSyntax) -> RunValue?? {
      if let native, let result = native.call(call) { return .some(result) }
      guard let name = LayoutBuilder.calleeName(call), name.first?.isUppercase != true else {
        return nil
      }
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      var baseText = member?.base?.trimmedText
      // `self?.section(for:)` in a `[weak self]` closure is the screen's method.
      if baseText == "self?" || baseText == "self!" { baseText = "self" }
      let labels: [String?] = call.arguments.map { $0.label?.text }
      let args: () -> [RunValue?] = { call.arguments.map { self.eval($0.expression) } }
      if baseText == "super" {
        guard let (function, owner) = method(name, labels: labels, from: (owners.last ?? 0) + 1)
        else { return nil }
        return .some(self.call(function, owner: owner, arguments: args()))
      }
      // A static helper of a type (`UIFont.brickLightFont(size: 16)`, `.brickLightFont(size:)`
      // with the type implied); an old call without the labels matches by name and count.
      if let member, member.base == nil || baseText?.first?.isUppercase == true,
        let function = staticFunction(name, of: member.base == nil ? nil : baseText, labels: labels)
      {
        return .some(self.call(function, owner: nil, arguments: args()))
      }
      if baseText == nil || baseText == "self" {
        if let (function, owner) = method(name, labels: labels, from: 0) {
          return .some(self.call(function, owner: owner, arguments: args()))
        }
        if baseText == nil, let function = program.method(name, of: nil, labels: labels) {
          return .some(self.call(function, owner: nil, arguments: args()))
        }
        return nil
      }
      if let member, let base = member.base, name == "map" || name == "forEach",
        let closure = call.trailingClosure
          ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
      {
        guard let items = sequence(base) else { return nil }
        let mapped = items.compactMap { run(closure, arguments: [$0]) }
        // A map the budget stopped is not a shorter list.
        return stopped ? .some(nil) : .some(.list(mapped))
      }
      // `filter`, `reduce`, `prefix`, ... (Interpreter+Collections).
      if let member, let base = member.base, let result = collectionCall(call, name, base) {
        return result
      }
      return nil
    }

    /// A `static`/`class` function `name` of `type` (any type when nil), by its labels, else by
    /// its name and number of parameters.
    func staticFunction(
      _ name: String, of type: String?, labels: [String?]
    ) -> FunctionDeclSyntax? {
      let candidates = program.functions(named: name).filter { entry in
        (type == nil || entry.type == type)
          && entry.decl.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
          } && Program.isActive(entry.decl)
      }
      if let type, let exact = program.method(name, of: type, labels: labels),
        candidates.contains(where: { $0.decl.id == exact.id })
      {
        return exact
      }
      return candidates.first {
        $0.decl.signature.parameterClause.parameters.count == labels.count
      }?.decl
    }

    /// Whether an expression assigns (`x = 1`, `total += i`): a statement, not a value.
    static func assigns(_ e: ExprSyntax) -> Bool {
      guard let infix = e.as(InfixOperatorExprSyntax.self) else { return false }
      if infix.operator.is(AssignmentExprSyntax.self) { return true }
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
      return op.map { ["+=", "-=", "*=", "/="].contains($0) } ?? false
    }

    /// Runs a closure with its parameters bound (`$0` too); its returned or only value.
    /// `captured`: the values of the names it captured where it was made, for a closure run
    /// later (a compositional screen's section provider, cell provider and handlers).
    func run(
      _ closure: ClosureExprSyntax, arguments: [RunValue], captured: [String: RunValue] = [:]
    ) -> RunValue? {
      // Closures nest as deep as calls do (a closure that lists the constant it is assigned to,
      // `let items = (1...3).map { ... BrickSection(bricks: items) }`, ran itself until the
      // stack overflowed; found by the mutation sweep).
      guard closures < 4, !stopped else { return nil }
      closures += 1
      defer { closures -= 1 }
      var frame = captured
      let (names, single) = shape(of: closure)
      for (i, v) in arguments.enumerated() {
        frame["$\(i)"] = v
        if i < names.count { frame[names[i]] = v }
      }
      // The closure's frame on top of the scopes it runs in: what it assigns to a variable
      // of theirs stays assigned, as a Swift closure's write to a captured `var` does (issue 37:
      // the scopes were restored whole).
      let depth = scopes.count
      scopes.append(frame)
      defer { scopes.removeLast(scopes.count - depth) }
      if let single { return eval(single) }
      if case .returned(let v) = exec(closure.statements) { return v }
      return nil
    }

    func shape(of closure: ClosureExprSyntax) -> (names: [String], single: ExprSyntax?) {
      if let known = closureShapes[closure.id] { return known }
      var names: [String] = []
      switch closure.signature?.parameterClause {
      case .simpleInput(let list)?: names = list.map(\.name.text)
      case .parameterClause(let clause)?:
        names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      case nil: break
      }
      var single: ExprSyntax?
      if closure.statements.count == 1, let only = closure.statements.first,
        case .expr(let e) = only.item, !Self.assigns(e)
      {
        single = e
      }
      closureShapes[closure.id] = (names, single)
      return (names, single)
    }
  }
#endif

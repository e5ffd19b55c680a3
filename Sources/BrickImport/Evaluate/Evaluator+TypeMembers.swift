#if Importer
  import SwiftSyntax

  /// The app's own type members read from anywhere: `Metrics.gap` (a `static` computed
  /// property, run), `Metrics.kind` (a `static var` initialised once, by a closure called in
  /// place or a plain value, followed when nothing assigns it) and `kind.gap` (a computed
  /// property of the app's enum, run on the case). Their getters and initialisers run in the
  /// screen's trait environment, so a size class or screen width they read becomes a rule.
  extension Evaluator {
    /// `Type.name` or `value.name` that `memberAccess` did not know, as one of the above.
    mutating func appMember(_ member: MemberAccessExprSyntax, depth: Int) -> Value? {
      guard let base = member.base, depth < 48 else { return nil }
      let name = member.declName.baseName.text
      if let ref = base.as(DeclReferenceExprSyntax.self),
        ref.baseName.text.first?.isUppercase == true
      {
        return staticMember(ref.baseName.text, name, at: member, depth: depth)
      }
      // A name (`kind`) or a type's member (`Metrics.kind`) only: evaluating any other base
      // again, after `memberAccess` did, would double the work of each link of a long chain.
      let named =
        base.is(DeclReferenceExprSyntax.self)
        || base.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self).map {
          $0.baseName.text.first?.isUppercase == true
        } == true
      guard named, case .enumCase(let c, let payload, _)? = evaluate(base, depth: depth + 1),
        payload.isEmpty
      else { return nil }
      return enumProperty(c, name, at: member, depth: depth)
    }

    /// The `static` (or `class`) property `name` of the app's `type`.
    mutating func staticMember(
      _ type: String, _ name: String, at node: some SyntaxProtocol, depth: Int
    ) -> Value? {
      for (variable, binding) in properties(of: typeDeclarations(type), named: name)
      where Self.isStatic(variable) {
        guard !hooks.visiting.contains(variable.id), budget.spend(at: node) else { return nil }
        hooks.visiting.insert(variable.id)
        defer { hooks.visiting.remove(variable.id) }
        let floating = binding.typeAnnotation.map {
          Self.floatingTypes.contains($0.type.trimmedText)
        }
        var value: Value?
        if let statements = binding.getterStatements {
          value = run(statements, type: type, bound: nil, depth: depth)
        } else if let initial = binding.initializer?.value {
          if variable.bindingSpecifier.tokenKind == .keyword(.var),
            assigns(type, name)
          {
            program.warn(
              node,
              "`\(type).\(name)` is a `static var` the app assigns; cannot follow its value")
            return nil
          }
          if let call = initial.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil,
            let closure = call.calledExpression.as(ClosureExprSyntax.self)
          {
            // `static var kind: Kind = { ... }()`: the closure runs once, on first use.
            value = run(closure.statements, type: type, bound: nil, depth: depth)
          } else {
            let scope = typeScope(type, bound: nil, reading: initial, depth: depth)
            var inner = within(scope)
            value = inner.evaluate(initial, depth: depth + 1)
          }
        }
        return floating == true ? value?.asFloating : value
      }
      return nil
    }

    /// The computed property `name` of the app's enum that has the case `caseName`, run with
    /// `self` the case (`var gap: CGFloat { switch self { ... } }`). Nil when no enum, or more
    /// than one, has both.
    mutating func enumProperty(
      _ caseName: String, _ name: String, at node: some SyntaxProtocol, depth: Int
    ) -> Value? {
      var matches: [(type: String, binding: PatternBindingSyntax, id: SyntaxIdentifier)] = []
      for (type, decls) in program.typeDeclarations {
        guard decls.contains(where: { Self.declaresCase(caseName, in: $0) }) else { continue }
        for (variable, binding) in properties(of: decls, named: name)
        where !Self.isStatic(variable) && binding.getterStatements != nil {
          matches.append((type, binding, variable.id))
        }
      }
      guard matches.count == 1, let match = matches.first,
        let statements = match.binding.getterStatements,
        !hooks.visiting.contains(match.id), budget.spend(at: node)
      else { return nil }
      hooks.visiting.insert(match.id)
      defer { hooks.visiting.remove(match.id) }
      let value = run(
        statements, type: match.type, bound: .enumCase(caseName, [], written: caseName),
        depth: depth)
      let floating = match.binding.typeAnnotation.map {
        Self.floatingTypes.contains($0.type.trimmedText)
      }
      return floating == true ? value?.asFloating : value
    }

    /// Runs a getter's or initialising closure's statements with the type's own members they
    /// name bound (and `self`, for an instance's).
    private mutating func run(
      _ statements: CodeBlockItemListSyntax, type: String, bound value: Value?, depth: Int
    ) -> Value? {
      let scope = typeScope(type, bound: value, reading: statements, depth: depth)
      var inner = within(scope)
      return inner.runBody(statements, scope, depth: depth + 1)
    }

    /// A scope of the type's members that `syntax` names without a base (`deviceType`,
    /// `brickHeight`): static ones, and for an instance (`bound`, its `self`) its computed ones.
    /// The screen's own names are not in it: a type's member cannot see them.
    private mutating func typeScope(
      _ type: String, bound value: Value?, reading syntax: some SyntaxProtocol, depth: Int
    ) -> BoundScope {
      var names: [String: Value] = [:]
      if let value { names["self"] = value }
      let decls = typeDeclarations(type)
      for token in syntax.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind, names[name] == nil,
          let ref = token.parent?.as(DeclReferenceExprSyntax.self),
          ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id != ref.id
        else { continue }
        let own = properties(of: decls, named: name)
        guard let first = own.first else { continue }
        if Self.isStatic(first.0) {
          if let v = staticMember(type, name, at: ref, depth: depth + 1) { names[name] = v }
        } else if case .enumCase(let c, _, _)? = value,
          let v = enumProperty(c, name, at: ref, depth: depth + 1)
        {
          names[name] = v
        }
      }
      return BoundScope(outer: nil, names: names)
    }

    /// The active property declarations `name` among `decls`' members.
    private func properties(
      of decls: [DeclSyntax], named name: String
    ) -> [(VariableDeclSyntax, PatternBindingSyntax)] {
      var found: [(VariableDeclSyntax, PatternBindingSyntax)] = []
      for decl in decls {
        for member in Self.members(of: decl) {
          guard let variable = member.decl.as(VariableDeclSyntax.self), Program.isActive(variable)
          else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            found.append((variable, binding))
          }
        }
      }
      return found
    }

    static func isStatic(_ variable: VariableDeclSyntax) -> Bool {
      variable.modifiers.contains {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }
    }

    static func declaresCase(_ name: String, in decl: DeclSyntax) -> Bool {
      guard let e = decl.as(EnumDeclSyntax.self) else { return false }
      return e.memberBlock.members.contains { member in
        member.decl.as(EnumCaseDeclSyntax.self)?.elements.contains {
          $0.name.text == name || lowerFirst($0.name.text) == name
        } == true
      }
    }

    /// Whether the app assigns the static `type.name` anywhere (`Type.name = `,
    /// `self.name = ` or `name = ` in the type, `name += `): its first value is not its value.
    func assigns(_ type: String, _ name: String) -> Bool {
      let bases: Set<String> = [type, "self", "Self"]
      if program.assignments.contains(where: {
        $0.target.declName.baseName.text == name
          && $0.target.base.map { bases.contains($0.trimmedText) } ?? true
      }) {
        return true
      }
      for decl in typeDeclarations(type) {
        for token in decl.tokens(viewMode: .sourceAccurate) {
          guard token.text == name,
            let ref = token.parent?.as(DeclReferenceExprSyntax.self),
            let infix = ref.parent?.as(InfixOperatorExprSyntax.self),
            infix.leftOperand.id == ref.id
          else { continue }
          if infix.operator.is(AssignmentExprSyntax.self) { return true }
          let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
          if op.count == 2, op.hasSuffix("=") { return true }
        }
      }
      return false
    }

    /// `case 0...320:` against a number: whether it is in the range (`a...b`, `a..<b`, `a...`,
    /// `...b`); nil when `pattern` is not a range of known numbers.
    mutating func rangeMatch(_ subject: Value, _ pattern: ExprSyntax, depth: Int) -> Bool? {
      guard let x = subject.number else { return nil }
      if let infix = pattern.as(InfixOperatorExprSyntax.self),
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        op == "..." || op == "..<"
      {
        guard let low = evaluate(infix.leftOperand, depth: depth + 1)?.number,
          let high = evaluate(infix.rightOperand, depth: depth + 1)?.number
        else { return nil }
        return x >= low && (op == "..." ? x <= high : x < high)
      }
      if let postfix = pattern.as(PostfixOperatorExprSyntax.self),
        postfix.operator.text == "..."
      {
        return evaluate(postfix.expression, depth: depth + 1)?.number.map { x >= $0 }
      }
      if let prefix = pattern.as(PrefixOperatorExprSyntax.self) {
        guard let bound = evaluate(prefix.expression, depth: depth + 1)?.number else {
          return nil
        }
        switch prefix.operator.text {
        case "...": return x <= bound
        case "..<": return x < bound
        default: return nil
        }
      }
      return nil
    }
  }
#endif

#if Importer
  import BrickCore
  import SwiftSyntax

  extension Evaluator {
    // MARK: - Records: the app's structs, classes and model objects

    /// The app's declarations of `type` (its struct or class and its extensions).
    func typeDeclarations(_ type: String) -> [DeclSyntax] {
      program.typeDeclarations[type] ?? []
    }

    /// The struct, class, enum-nested and extension declarations of `files` by type name, for
    /// `Program.typeDeclarations` (found once per import, whatever the number of screens).
    static func typeDeclarations(in files: [SourceFile]) -> [String: [DeclSyntax]] {
      var found: [String: [DeclSyntax]] = [:]
      for file in files {
        for item in file.tree.statements {
          guard let decl = item.item.as(DeclSyntax.self) else { continue }
          collectTypes(decl, into: &found)
        }
      }
      return found
    }

    private static func collectTypes(_ decl: DeclSyntax, into found: inout [String: [DeclSyntax]]) {
      var name: String?
      var members: MemberBlockItemListSyntax?
      if let s = decl.as(StructDeclSyntax.self) {
        name = s.name.text
        members = s.memberBlock.members
      } else if let c = decl.as(ClassDeclSyntax.self) {
        name = c.name.text
        members = c.memberBlock.members
      } else if let e = decl.as(ExtensionDeclSyntax.self) {
        name = e.extendedType.trimmedText
        members = e.memberBlock.members
      } else if let e = decl.as(EnumDeclSyntax.self) {
        name = e.name.text
        members = e.memberBlock.members
      }
      if let name { found[name, default: []].append(decl) }
      for member in members ?? [] { collectTypes(member.decl, into: &found) }
    }

    /// `T(label: value, ...)` of the app's struct or class (its memberwise initializer or one
    /// of its own, run), or of a model object no file declares (`StepperBrickModel(count: 1)`:
    /// its labelled arguments are its fields). Nil when the initializer cannot be followed.
    mutating func record(_ call: FunctionCallExprSyntax, _ args: Arguments, depth: Int) -> Value? {
      let callee = call.calledExpression.trimmedText
      let type = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
      guard let first = type.first, first.isUppercase, !type.contains("."),
        !type.contains("<"), call.trailingClosure == nil
      else { return nil }
      let decls = typeDeclarations(type)
      let labels = args.all.map { $0.label?.text }
      let inits = decls.flatMap { decl in
        Self.members(of: decl).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
      }
      if let match = inits.first(where: { Self.accepts($0.signature.parameterClause, labels) }) {
        return runInitializer(match, type: type, args: args, depth: depth)
      }
      let own = decls.first { $0.is(StructDeclSyntax.self) || $0.is(ClassDeclSyntax.self) }
      if let own {
        // A class with its own initializers, or a struct whose body declares one, has no
        // memberwise initializer.
        let ownInits = Self.members(of: own).contains { $0.decl.is(InitializerDeclSyntax.self) }
        // (A class only when it inherits from nothing: a view controller is not a value.)
        if let c = own.as(ClassDeclSyntax.self), c.inheritanceClause != nil || !args.all.isEmpty {
          return nil
        }
        if ownInits { return nil }
        return memberwise(own, type: type, args: args, depth: depth)
      }
      // Model objects, and Core Graphics' rectangles and points (`CGRect(x:y:width:height:)`).
      let plain = type.hasSuffix("Model") || type == "CGRect" || type == "CGPoint"
      guard decls.isEmpty, plain, !type.hasSuffix("CellModel"),
        labels.allSatisfy({ $0 != nil })
      else { return nil }
      var fields: [String: Value] = [:]
      for arg in args.all {
        guard let label = arg.label?.text, let v = evaluate(arg.expression, depth: depth + 1)
        else { return nil }
        fields[label] = v
      }
      return .record(ImportRecord(type: type, fields: fields))
    }

    static func members(of decl: DeclSyntax) -> MemberBlockItemListSyntax {
      if let s = decl.as(StructDeclSyntax.self) { return s.memberBlock.members }
      if let c = decl.as(ClassDeclSyntax.self) { return c.memberBlock.members }
      if let e = decl.as(ExtensionDeclSyntax.self) { return e.memberBlock.members }
      if let e = decl.as(EnumDeclSyntax.self) { return e.memberBlock.members }
      return MemberBlockItemListSyntax([])
    }

    /// Whether a parameter list takes these argument labels (parameters with defaults may be
    /// left out).
    static func accepts(_ clause: FunctionParameterClauseSyntax, _ labels: [String?]) -> Bool {
      var remaining = labels[...]
      for parameter in clause.parameters {
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        if let next = remaining.first, next == label {
          remaining = remaining.dropFirst()
        } else if parameter.defaultValue == nil {
          return false
        }
      }
      return remaining.isEmpty
    }

    /// The stored properties of a struct or class body, in order, with their initial values.
    static func storedProperties(of decl: DeclSyntax) -> [(name: String, initial: ExprSyntax?)] {
      var result: [(String, ExprSyntax?)] = []
      for member in members(of: decl) {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          !variable.modifiers.contains(where: {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
          })
        else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { continue }
          if let accessors = binding.accessorBlock, Interpreter.observers(accessors) == nil {
            continue  // computed
          }
          result.append((name, binding.initializer?.value))
        }
      }
      return result
    }

    mutating func memberwise(
      _ decl: DeclSyntax, type: String, args: Arguments, depth: Int
    ) -> Value? {
      var fields: [String: Value] = [:]
      var remaining = args.all[...]
      for (name, initial) in Self.storedProperties(of: decl) {
        if let next = remaining.first, next.label?.text == name {
          guard let v = evaluate(next.expression, depth: depth + 1) else { return nil }
          fields[name] = v
          remaining = remaining.dropFirst()
        } else if let initial, let v = evaluate(initial, depth: depth + 1) {
          fields[name] = v
        }
      }
      guard remaining.isEmpty else { return nil }
      return .record(ImportRecord(type: type, fields: fields))
    }

    /// Runs one of the app's initializers: `self.x = ...` sets a field, `self.init(...)`
    /// delegates (a `UIColor` extension's `self.init(red:green:blue:alpha:)` is the colour).
    mutating func runInitializer(
      _ decl: InitializerDeclSyntax, type: String, args: Arguments, depth: Int
    ) -> Value? {
      // An initializer delegating to itself (`init() { self.init() }`) stops here.
      guard depth < 48, let body = decl.body,
        let names = bind(decl.signature.parameterClause, args, depth)
      else { return nil }
      var fields: [String: Value] = [:]
      if let own = typeDeclarations(type).first(where: {
        $0.is(StructDeclSyntax.self) || $0.is(ClassDeclSyntax.self)
      }) {
        for (name, initial) in Self.storedProperties(of: own) {
          if let initial, let v = evaluate(initial, depth: depth + 1) { fields[name] = v }
        }
      }
      let scope = BoundScope(outer: self.scope, names: names)
      var inner = within(scope)
      var delegated: Value?
      for item in body.statements {
        switch item.item {
        case .decl(let d):
          guard inner.bindLocal(d, scope, depth: depth) else { return nil }
        case .expr(let e):
          if let infix = e.as(InfixOperatorExprSyntax.self),
            infix.operator.is(AssignmentExprSyntax.self)
          {
            let target = infix.leftOperand.trimmedText
            let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
            guard !name.contains("."), let v = inner.evaluate(infix.rightOperand, depth: depth + 1)
            else { return nil }
            fields[name] = v
            scope.names[name] = v
          } else if let call = e.as(FunctionCallExprSyntax.self),
            ["self.init", "super.init"].contains(call.calledExpression.trimmedText)
          {
            guard call.calledExpression.trimmedText == "self.init" else { continue }
            let delegate = FunctionCallExprSyntax(
              calledExpression: DeclReferenceExprSyntax(baseName: .identifier(type)),
              leftParen: .leftParenToken(), arguments: call.arguments,
              rightParen: .rightParenToken())
            guard let v = inner.delegatedInit(call, delegate, depth: depth) else { return nil }
            delegated = v
          } else {
            return nil
          }
        default:
          return nil
        }
      }
      if let delegated { return delegated }
      return .record(ImportRecord(type: type, fields: fields))
    }

    /// `self.init(...)`: a colour's components, else another initializer of the type.
    private mutating func delegatedInit(
      _ original: FunctionCallExprSyntax, _ delegate: FunctionCallExprSyntax, depth: Int
    ) -> Value? {
      let args = Arguments(original)
      let type = delegate.calledExpression.trimmedText
      if type == "UIColor" {
        return ImportColour.components(args.all) { self.value($0)?.number }.map {
          .colour(.fixed($0))
        }
      }
      let labels = args.all.map { $0.label?.text }
      let inits = typeDeclarations(type).flatMap { decl in
        Self.members(of: decl).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
      }
      guard let match = inits.first(where: { Self.accepts($0.signature.parameterClause, labels) })
      else { return nil }
      return runInitializer(match, type: type, args: args, depth: depth + 1)
    }

    /// A function's parameters bound to a call's arguments (defaults where left out).
    mutating func bind(
      _ clause: FunctionParameterClauseSyntax, _ args: Arguments, _ depth: Int
    ) -> [String: Value]? {
      var names: [String: Value] = [:]
      var remaining = args.all[...]
      for parameter in clause.parameters {
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        let name = (parameter.secondName ?? parameter.firstName).text
        if let next = remaining.first, next.label?.text == label {
          guard let v = evaluate(next.expression, depth: depth + 1) else { return nil }
          names[name] = v
          remaining = remaining.dropFirst()
        } else if let fallback = parameter.defaultValue?.value,
          let v = evaluate(fallback, depth: depth + 1)
        {
          names[name] = v
        } else {
          return nil
        }
      }
      return remaining.isEmpty ? names : nil
    }

    /// `let x = ...` in a body the evaluator runs; false when it cannot be followed.
    mutating func bindLocal(_ decl: DeclSyntax, _ scope: BoundScope, depth: Int) -> Bool {
      guard let variable = decl.as(VariableDeclSyntax.self) else { return false }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let initial = binding.initializer?.value,
          var v = evaluate(initial, depth: depth + 1)
        else { return false }
        if let type = binding.typeAnnotation?.type.trimmedText,
          Self.floatingTypes.contains(type)
        {
          v = v.asFloating
        }
        scope.names[name] = v
      }
      return true
    }
  }
#endif

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
        let text = base.trimmedDescription
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
      if args["format"] != nil, call.calledExpression.trimmedDescription == "String" {
        return formatted(args, depth: depth)
      }
      // `Array(items.prefix(4))`: the list.
      if call.calledExpression.trimmedDescription == "Array", args.all.count == 1,
        let only = args.positional(0)
      {
        return evaluate(only, depth: depth + 1)
      }
      if let v = colourCall(call, args, depth: depth) { return v }
      if let v = fontCall(call, args, depth: depth) { return v }
      return record(call, args, depth: depth)
    }

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
        name = e.extendedType.trimmedDescription
        members = e.memberBlock.members
      } else if let e = decl.as(EnumDeclSyntax.self) {
        members = e.memberBlock.members
      }
      if let name { found[name, default: []].append(decl) }
      for member in members ?? [] { collectTypes(member.decl, into: &found) }
    }

    /// `T(label: value, ...)` of the app's struct or class (its memberwise initializer or one
    /// of its own, run), or of a model object no file declares (`StepperBrickModel(count: 1)`:
    /// its labelled arguments are its fields). Nil when the initializer cannot be followed.
    mutating func record(_ call: FunctionCallExprSyntax, _ args: Arguments, depth: Int) -> Value? {
      let callee = call.calledExpression.trimmedDescription
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
            let target = infix.leftOperand.trimmedDescription
            let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
            guard !name.contains("."), let v = inner.evaluate(infix.rightOperand, depth: depth + 1)
            else { return nil }
            fields[name] = v
            scope.names[name] = v
          } else if let call = e.as(FunctionCallExprSyntax.self),
            ["self.init", "super.init"].contains(call.calledExpression.trimmedDescription)
          {
            guard call.calledExpression.trimmedDescription == "self.init" else { continue }
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
      let type = delegate.calledExpression.trimmedDescription
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
        if let type = binding.typeAnnotation?.type.trimmedDescription,
          Self.floatingTypes.contains(type)
        {
          v = v.asFloating
        }
        scope.names[name] = v
      }
      return true
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
      for item in statements {
        switch item.item {
        case .decl(let d):
          guard bindLocal(d, scope, depth: depth) else { return nil }
        case .stmt(let s):
          if let r = s.as(ReturnStmtSyntax.self) {
            return r.expression.flatMap { evaluate($0, depth: depth + 1) }
          }
          if let e = s.as(ExpressionStmtSyntax.self)?.expression {
            if let ifExpr = e.as(IfExprSyntax.self) {
              if let v = runIf(ifExpr, scope, depth: depth) { return v }
              continue
            }
            if let switchExpr = e.as(SwitchExprSyntax.self) {
              return runSwitch(switchExpr, scope, depth: depth)
            }
          }
          return nil
        case .expr(let e):
          if let ifExpr = e.as(IfExprSyntax.self) {
            if let v = runIf(ifExpr, scope, depth: depth) { return v }
            continue
          }
          if let switchExpr = e.as(SwitchExprSyntax.self) {
            return runSwitch(switchExpr, scope, depth: depth)
          }
          return nil
        }
      }
      return nil
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
            guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
              let v = evaluate(pattern.expression, depth: depth + 1)
            else { return nil }
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
          program.warn(call, "`\(call.trimmedDescription)` is out of range; cannot follow it")
          return nil
        }
        return items[Int(i)]
      default:
        return nil
      }
    }
  }
#endif

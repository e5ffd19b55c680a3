#if Importer
  import BrickCore
  import SwiftSyntax

  extension Evaluator {
    /// `list[i]` of a literal array (or a known string array constant).
    mutating func element(_ call: SubscriptCallExprSyntax, depth: Int) -> Value? {
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
      guard call.arguments.count == 1, let argument = call.arguments.first?.expression,
        let index = evaluate(argument, depth: depth + 1)
      else { return nil }
      let list = evaluate(call.calledExpression, depth: depth + 1)
      // A list of records or colours (Evaluator+Collections).
      if case .values(let items)? = list { return valuesElement(items, index, at: call) }
      if case .index(let k) = index, case .array(let elements)? = list {
        let texts = elements.compactMap { evaluate($0, depth: depth + 1)?.string }
        guard texts.count == elements.count, k == k.rounded() else { return nil }
        return .perIndex(texts, offset: Int(k))
      }
      guard let i = index.number, case .array(let elements)? = list else { return nil }
      guard i >= 0, i == i.rounded(), Int(i) < elements.count else {
        program.warn(call, "`\(call.trimmedText)` is out of range; cannot follow it")
        return nil
      }
      return evaluate(elements[Int(i)], depth: depth + 1)
    }

    /// The dictionary literal `expr` is, or the `let` constant it names holds.
    func dictionaryLiteral(_ expr: ExprSyntax) -> DictionaryExprSyntax? {
      if let literal = expr.as(DictionaryExprSyntax.self) { return literal }
      guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return nil }
      return program.declaration(named: ref.baseName.sourceText, from: expr)?.as(
        DictionaryExprSyntax.self)
    }

    mutating func reference(
      _ name: String, qualified: String?, at expr: ExprSyntax, depth: Int
    ) -> Value? {
      if qualified == nil, let scope {
        if let bound = scope.boundValue(name, at: expr) { return bound }
        // The screen's own name it could not follow: not another type's same name.
        if scope.isOwn(name, at: expr) { return nil }
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
        Self.floatingTypes.contains(type.trimmedText)
      {
        return value?.asFloating
      }
      return value
    }

    /// The floating-point types a number may be declared as.
    static let floatingTypes: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval"]

    mutating func memberAccess(_ member: MemberAccessExprSyntax, depth: Int) -> Value? {
      let name = member.declName.baseName.sourceText
      if let chain = member.base?.as(OptionalChainingExprSyntax.self),
        case .nilValue? = evaluate(chain.expression, depth: depth + 1)
      {
        return .nilValue
      }
      // Traits: the environment the code runs in (Interpreter+Traits.swift).
      if let v = traitMember(member, depth: depth) { return v }
      if let scope, let base = member.base,
        let found = scope.memberValue(base, name)
      {
        return found
      }
      // A record's field, a list of values' count (Evaluator+Collections).
      if let base = member.base, let found = recordMember(base, name, depth: depth) {
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
          inner.base.map({ $0.trimmedText.first?.isUppercase == true }) ?? false
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
    mutating func arrayCount(
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
          callee.base?.trimmedText == name
            || callee.base?.trimmedText == "self.\(name)"
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
  }
#endif

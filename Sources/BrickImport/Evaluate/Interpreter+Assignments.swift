#if Importer
  import SwiftSyntax

  extension Interpreter {
    // MARK: - Assignments

    func assign(_ target: ExprSyntax, _ valueExpr: ExprSyntax) {
      if let ref = target.as(DeclReferenceExprSyntax.self) {
        let name = ref.baseName.sourceText
        set(name, eval(valueExpr), isSelf: false)
        return
      }
      guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else {
        return
      }
      let property = member.declName.baseName.sourceText
      let baseText = base.trimmedText
      if baseText == "self" {
        set(property, eval(valueExpr), isSelf: true)
        return
      }
      if let capture = cell, capturesCell(base, property, valueExpr, capture) { return }
      if baseText.hasSuffix(".appearance()") { return }
      if baseText == "layout" || baseText.hasSuffix(".layout")
        || baseText == "brickCollectionView.layout"
      {
        if case .object? = lookup(baseText) { return }
        builder.layoutSetting(property, valueExpr, &settings)
        return
      }
      if baseText.hasSuffix("brickCollectionView.section") || baseText == "brickCollectionView" {
        if let root { builder.setProperty(property, valueExpr, on: root, interpreter: self) }
        return
      }
      switch eval(base) {
      case .node(let node)?:
        builder.setProperty(property, valueExpr, on: node, interpreter: self)
      case .native(let object)?:
        native?.assign(object, property, valueExpr)
      case .model(let model)? where property == "text" || property == "title":
        guard let text = eval(valueExpr)?.plain?.string else { return }
        model.text = text
        for node in model.nodes {
          builder.setProperty(property, valueExpr, on: node, interpreter: self)
        }
      default: break
      }
    }

    /// Sets a local, else a stored property of the screen.
    func set(_ name: String, _ value: RunValue?, isSelf: Bool) {
      if !isSelf {
        for i in scopes.indices.reversed() where !scopes[i].isEmpty && scopes[i][name] != nil {
          if let value { scopes[i][name] = value } else { scopes[i][name] = nil }
          return
        }
      }
      if isSelf || propertyNames.contains(name) || properties[name] != nil {
        if let (willSet, didSet) = observers[name], !observing.contains(name) {
          // `willSet` sees the new value, `didSet` the old one (issue 37: never run).
          let old = property(name)
          observe(willSet, name, value)
          properties[name] = value
          observe(didSet, name, old)
          return
        }
        lazyInitializers[name] = nil
        properties[name] = value
        return
      }
      if let value { bindLocal(name, value) }
    }

    func compoundAssign(_ infix: InfixOperatorExprSyntax, op: String) {
      let target = infix.leftOperand
      let current = eval(target)
      let right = eval(infix.rightOperand)
      var result: RunValue?
      switch (current, right) {
      case (.list(let a)?, .list(let b)?):
        result = budget.spend(elements: a.count + b.count, at: infix) ? .list(a + b) : nil
      case (.plain(let a)?, .plain(let b)?):
        if case .string(let x) = a, let y = Evaluator.text(b),
          !budget.spend(textBytes: x.utf8.count + y.utf8.count, at: infix)
        {
          result = nil
        } else {
          result = Self.combine(a, b, op).map { .plain($0) }
        }
      default: result = nil
      }
      if let ref = target.as(DeclReferenceExprSyntax.self) {
        set(ref.baseName.sourceText, result, isSelf: false)
      } else if let member = target.as(MemberAccessExprSyntax.self),
        member.base?.trimmedText == "self"
      {
        set(member.declName.baseName.sourceText, result, isSelf: true)
      }
    }

    static func combine(_ a: Value, _ b: Value, _ op: String) -> Value? {
      if case .string(let x) = a, let y = Evaluator.text(b), op == "+" { return .string(x + y) }
      guard let x = a.number, let y = b.number else { return nil }
      let text = a.isFloating || b.isFloating ? Value.floating : nil
      switch op {
      case "+": return .number(x + y, text: text)
      case "-": return .number(x - y, text: text)
      case "*": return .number(x * y, text: text)
      case "/": return y == 0 ? nil : .number(x / y, text: text)
      default: return nil
      }
    }
  }
#endif

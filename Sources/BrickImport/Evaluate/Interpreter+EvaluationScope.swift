#if Importer
  import SwiftSyntax

  /// The running screen answers the evaluator's questions about its variables and helpers.
  extension Interpreter: EvaluationScope {

    /// The plain value of a name the running code has bound (nil when it has none).
    func boundValue(_ name: String, at expr: ExprSyntax) -> Value? {
      for scope in scopes.reversed() where !scope.isEmpty {
        if let v = scope[name] { return v.plain ?? listValue(v, at: expr) }
      }
      if let v = property(name) { return v.plain ?? listValue(v, at: expr) }
      if !unknownLocals.contains(name), program.members[name] == nil || isOwnCode(expr),
        let v = computed(name)
      {
        return v.plain ?? listValue(v, at: expr)
      }
      return nil
    }

    /// A name of the screen's own code that it could not follow: a local made unknown, or a
    /// stored or computed property of the class chain (`var gap: CGFloat { Look.gapQ }` is not
    /// another type's `static let gap`).
    func isOwn(_ name: String, at expr: ExprSyntax) -> Bool {
      guard isOwnCode(expr) else { return false }
      return unknownLocals.contains(name) || propertyNames.contains(name)
        || chain.contains { !program.computedProperties(named: name, of: $0).isEmpty }
    }

    /// A list as the evaluator's array: a syntax node per element, a step each.
    func listValue(_ v: RunValue, at node: some SyntaxProtocol) -> Value? {
      guard case .list(let items) = v, budget.spend(items.count, at: node) else { return nil }
      // Records and colours, element by element (Evaluator+Collections).
      if let values = Self.values(items) { return .values(values) }
      let array = ArrayExprSyntax(
        elements: ArrayElementListSyntax(
          items.enumerated().map { i, item in
            let expr: ExprSyntax
            switch item {
            case .plain(.string(let s)): expr = ExprSyntax(StringLiteralExprSyntax.of(s))
            case .plain(.number(let n, _)):
              expr = ExprSyntax(FloatLiteralExprSyntax(literal: .floatLiteral("\(n)")))
            default: expr = ExprSyntax(NilLiteralExprSyntax())
            }
            return ArrayElementSyntax(
              expression: expr, trailingComma: i + 1 < items.count ? .commaToken() : nil)
          }))
      return .array(array.elements.map { $0.expression })
    }

    /// Runs a cell's configuration once per repetition with `cell.index` known; the texts it
    /// set, or nil when one run sets no known text. The runs' warnings are dropped.
    /// The runs spend the screen's one budget (issue 37: each once restarted it); its warning,
    /// where a run stopped, is kept.
    func perRepetition(
      count: Int, at node: some SyntaxProtocol, _ rerun: () -> CellCapture
    ) -> [String]? {
      let saved = program.warnings.count
      defer {
        concreteIndex = nil
        program.dropWarnings(after: saved)
      }
      var texts: [String] = []
      for i in 0..<count {
        concreteIndex = i
        guard case .string(let text)? = rerun().text, !stopped,
          !text.contains(Placeholder.open),
          // Each text is written: a long one reused by every repetition costs each time.
          budget.spend(text.utf8.count / StepBudget.bytesPerStep, at: node)
        else { return nil }
        texts.append(text)
      }
      return texts
    }

    /// `self.x`, `cell.index`, `cell.identifier`: members the evaluator cannot know alone.
    func memberValue(_ base: ExprSyntax, _ name: String) -> Value? {
      if let native, let v = native.memberValue(base, name) { return v }
      if askedIndexPath != nil, let v = indexPathMember(base, name) { return v }
      let baseText = base.trimmedText
      if baseText == "self", let v = property(name) { return v.plain ?? listValue(v, at: base) }
      if baseText == "self", let v = computed(name) { return v.plain ?? listValue(v, at: base) }
      if base.is(DeclReferenceExprSyntax.self) || baseText.hasPrefix("self."),
        case .node(let node)? = eval(base)
      {
        switch name {
        case "isHidden": return .bool(node.hidden)
        case "repeatCount": return .number(Double(node.repeatCount ?? 1), text: nil)
        case "identifier": return .string(node.identifier ?? "")
        default: return nil
        }
      }
      if let capture = cell {
        let isCell: Bool
        if case .object("cell")? = lookup(baseText) { isCell = true } else { isCell = false }
        if isCell || baseText.hasSuffix(".brick") || baseText.hasSuffix("._brick") {
          switch name {
          case "index":
            if let concreteIndex { return .number(Double(concreteIndex), text: nil) }
            return .index(offset: 0)
          case "identifier": return capture.node.identifier.map { .string($0) } ?? .string("")
          case "collectionIndex" where isCell:
            // The copy of the collection brick the cell is in: a layout file's placeholders
            // count a brick's own copies only, so every copy shows the first one's.
            program.warn(
              base,
              "`\(baseText).collectionIndex` is the copy of the collection brick, which layout "
                + "files have no placeholder for; previewed the first copy's (0) in every copy")
            return .number(0, text: nil)
          default: return nil
          }
        }
      }
      return nil
    }

    /// The value of a helper call in an expression (`width: .ratio(ratio: ratio())`).
    func callValue(_ call: FunctionCallExprSyntax) -> Value? {
      guard let result = callFunction(call) else { return nil }
      // A list it returns (`items.prefix(4)`) as the evaluator's array (Interpreter+Collections).
      return result?.plain ?? result.flatMap { listValue($0, at: call) }
    }

    /// What a data source function answers for one identifier (its other parameters: index 0,
    /// an empty collection identifier), or nil when that is not known.
    func answer(_ function: FunctionDeclSyntax, identifier: String) -> Value? {
      let arguments = function.signature.parameterClause.parameters.map { parameter -> RunValue? in
        let label = parameter.firstName.text
        let name = (parameter.secondName ?? parameter.firstName).text
        if ["for", "withIdentifier", "identifier"].contains(label) || name == "identifier" {
          return .plain(.string(identifier))
        }
        if name.lowercased().contains("index") && !name.lowercased().contains("path") {
          return .plain(.number(0, text: nil))
        }
        if name.lowercased().contains("identifier") { return .plain(.string("")) }
        return nil
      }
      let saved = program.warnings.count
      let unknownBefore = unknownConditions
      var result = call(function, owner: 0, arguments: arguments)?.plain
      if unknownConditions != unknownBefore { result = nil }
      if result == nil { program.dropWarnings(after: saved) }
      return result
    }
  }
#endif

#if Importer
  import SwiftSyntax

  extension Program {
    /// False for code in an `#if` clause that an iOS build leaves out (`#if os(tvOS)`, the
    /// `#else` of `#if os(iOS)`).
    static func isActive(_ node: some SyntaxProtocol) -> Bool {
      var current: Syntax? = Syntax(node)
      while let here = current {
        if let clause = here.as(IfConfigClauseSyntax.self),
          let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
          activeClause(decl)?.id != clause.id
        {
          return false
        }
        current = here.parent
      }
      return true
    }

    /// The `if` expressions around a node, innermost first, each with the child of it the node
    /// is in (its body, its `else`, a condition).
    static func enclosingIfs(
      of node: some SyntaxProtocol
    ) -> [(ifExpr: IfExprSyntax, child: SyntaxIdentifier)] {
      var found: [(ifExpr: IfExprSyntax, child: SyntaxIdentifier)] = []
      var child = Syntax(node)
      while let parent = child.parent {
        if let ifExpr = parent.as(IfExprSyntax.self) { found.append((ifExpr, child.id)) }
        child = parent
      }
      return found
    }

    /// A plain segment of a string literal (`"Row "` of `"Row \(i)"`), its escapes read; nil when
    /// swift-syntax cannot read it. Found once per segment: a literal in a loop or a cell is
    /// read for every row of every screen, and each reading built a literal around the segment.
    func text(of plain: StringSegmentSyntax) -> String? {
      if let known = segmentTexts[plain.id] { return known.text }
      let text = StringLiteralExprSyntax(
        openingQuote: .stringQuoteToken(), segments: [.stringSegment(plain)],
        closingQuote: .stringQuoteToken()
      ).representedLiteralValue
      segmentTexts[plain.id] = (plain, text)
      return text
    }

    /// The clause of an `#if` an iOS build takes: conditions on `os(iOS)` and `canImport(UIKit)`
    /// hold, other platforms and flags do not.
    static func activeClause(_ decl: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
      for clause in decl.clauses {
        guard let condition = clause.condition else { return clause }
        if holds(condition) { return clause }
      }
      return nil
    }

    static func holds(_ condition: ExprSyntax) -> Bool {
      if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return !holds(prefix.expression)
      }
      if let infix = condition.as(InfixOperatorExprSyntax.self),
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
      {
        if op == "&&" { return holds(infix.leftOperand) && holds(infix.rightOperand) }
        if op == "||" { return holds(infix.leftOperand) || holds(infix.rightOperand) }
      }
      if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        return holds(only.expression)
      }
      let text = condition.trimmedText.filter { $0 != " " }
      return ["os(iOS)", "canImport(UIKit)", "canImport(BrickKit)"].contains(text)
    }

    /// The file a node belongs to.
    func file(of node: some SyntaxProtocol) -> SourceFile? {
      fileIndexes[node.root.id].map { files[$0] }
    }

    /// `(file, line, column)` of a node's first token.
    func position(of node: some SyntaxProtocol) -> (file: String, line: Int, column: Int) {
      guard let file = file(of: node) else { return ("?", 0, 0) }
      let location = node.startLocation(converter: file.converter)
      return (file.name, location.line, location.column)
    }

    /// `Feed.swift:12`, for the comment on a node of the output.
    func origin(of node: some SyntaxProtocol) -> String {
      let p = position(of: node)
      let base = p.file.split(separator: "/").last.map(String.init) ?? p.file
      return "\(base):\(p.line)"
    }

    /// Records a warning at a node (once per position and message); `kept`: not dropped with
    /// a trial run's warnings.
    func warn(
      _ node: some SyntaxProtocol, _ message: String, kept: Bool = false,
      kind: ImportWarning.Kind = .meaning
    ) {
      let p = position(of: node)
      let key = "\(p.file):\(p.line):\(p.column):\(message)"
      if kept { keptKeys.insert(key) }
      guard warned.insert(key).inserted else { return }
      warnings.append(
        ImportWarning(file: p.file, line: p.line, column: p.column, message: message, kind: kind))
    }

    /// The initializer of the nearest `let`/`var` named `name` visible from `node`: earlier
    /// statements of enclosing blocks first, then members of enclosing types, then any type's
    /// member or global of that name.
    /// A `var` is followed only when `variables` is true (an array that the code appends to):
    /// its value may change at run time.
    func declaration(
      named name: String, from node: some SyntaxProtocol, variables: Bool = false
    ) -> ExprSyntax? {
      var current: Syntax? = Syntax(node)
      while let here = current {
        if let block = here.as(CodeBlockItemListSyntax.self) {
          let index = declarations(in: here) {
            block.map { ($0.position, $0.item.as(DeclSyntax.self)) }
          }
          for entry in index[name] ?? [] where entry.position < node.position {
            if variables || entry.isLet { return entry.value }
          }
        } else if let members = here.as(MemberBlockItemListSyntax.self) {
          let index = declarations(in: here) { members.map { ($0.position, Optional($0.decl)) } }
          for entry in index[name] ?? [] where variables || entry.isLet {
            return entry.value
          }
        }
        current = here.parent
      }
      return members[name] ?? (variables ? mutableMembers[name] : nil)
    }

    /// A block's or member list's variables with initializers, by name in order, read once
    /// (issue 37: each name a loop read scanned every statement before it; a constant read in
    /// a loop below 10,000 file-scope constants took minutes).
    typealias DeclarationIndex = [String: [(
      position: AbsolutePosition, isLet: Bool, value: ExprSyntax
    )]]

    func declarations(
      in block: Syntax, _ items: () -> [(AbsolutePosition, DeclSyntax?)]
    ) -> DeclarationIndex {
      if let known = declarationIndexes[block.id] { return known }
      var index: DeclarationIndex = [:]
      for (position, decl) in items() {
        guard let variable = decl?.as(VariableDeclSyntax.self) else { continue }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        var seen: Set<String> = []
        for binding in variable.bindings {
          // The first binding of a name in a declaration answers for it, as `initializer` does.
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            seen.insert(name).inserted, let value = binding.initializer?.value
          else { continue }
          index[name, default: []].append((position, isLet, value))
        }
      }
      declarationIndexes[block.id] = index
      return index
    }

    /// The initializer of `name` in a variable declaration, if it declares it.
    static func initializer(
      named name: String, in decl: DeclSyntax?, variables: Bool = false
    ) -> ExprSyntax? {
      guard let variable = decl?.as(VariableDeclSyntax.self),
        variables || variable.bindingSpecifier.tokenKind == .keyword(.let)
      else { return nil }
      for binding in variable.bindings {
        if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
          return binding.initializer?.value
        }
      }
      return nil
    }

    /// The name of the type (class, struct, enum or extension) that encloses `node`.
    static func enclosingType(of node: some SyntaxProtocol) -> String? {
      var current = node.parent
      while let here = current {
        if let c = here.as(ClassDeclSyntax.self) { return c.name.text }
        if let s = here.as(StructDeclSyntax.self) { return s.name.text }
        if let e = here.as(EnumDeclSyntax.self) { return e.name.text }
        if let x = here.as(ExtensionDeclSyntax.self) {
          let name = x.extendedType.trimmedText
          return String(name.split(separator: ".").last ?? Substring(name))
        }
        current = here.parent
      }
      return nil
    }

    /// The data source function of a kind, preferring one of `type`: the kind is recognised by
    /// the base name and the labels (`stickyLayoutBehavior(_:shouldStickItemAtIndexPath:...)`).
    func function(_ kind: DataSourceKind, preferring type: String?) -> FunctionDeclSyntax? {
      function(kind, preferring: type.map { [$0] } ?? [])
    }

    /// The same, preferring the first of `types` (a screen's class chain) that has one.
    func function(_ kind: DataSourceKind, preferring types: [String]) -> FunctionDeclSyntax? {
      let matches = functionsByKind[kind] ?? []
      for type in types {
        if let own = matches.first(where: { $0.type == type }) { return own.decl }
      }
      return matches.first?.decl
    }

    /// The method `name` of `type` (declared in the class or an extension of it) whose argument
    /// labels fit `labels` (nil: any).
    func method(_ name: String, of type: String?, labels: [String?]? = nil) -> FunctionDeclSyntax? {
      functionsByName[name]?.first { entry in
        guard entry.type == type, entry.decl.name.text == name, Program.isActive(entry.decl)
        else { return false }
        guard let labels else { return true }
        let parameters = Array(entry.decl.signature.parameterClause.parameters)
        guard labels.count <= parameters.count else { return false }
        for (i, parameter) in parameters.enumerated() {
          let label: String? = parameter.firstName.text == "_" ? nil : parameter.firstName.text
          if i < labels.count {
            if labels[i] != label { return false }
          } else if parameter.defaultValue == nil {
            return false
          }
        }
        return true
      }?.decl
    }
  }
#endif

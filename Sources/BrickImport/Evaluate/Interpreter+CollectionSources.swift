#if Importer
  import SwiftSyntax

  /// Where a `CollectionBrick`'s section comes from (issue 35): the screen's own
  /// `sectionForCollectionBrickCell`, a `BrickCollectionViewDataSource` the screen filled with
  /// `setSection` and returns from `dataSourceForCollectionBrickCell`, or another class's (the
  /// data source object the brick is given), never another screen's function.
  extension Interpreter {
    /// The receivers `setSection` sets the screen's section on.
    static let screenReceivers: Set<String> = [
      "", "self", "brickCollectionView", "self.brickCollectionView", "collectionView",
      "self.collectionView",
    ]

    /// `dataSource.setSection(section)` on a `BrickCollectionViewDataSource` (a stored property
    /// or a local): the section is kept as the data source's value, for
    /// `dataSourceForCollectionBrickCell` to return; true when `call` was such a call.
    func setDataSourceSection(_ call: FunctionCallExprSyntax, _ argument: ExprSyntax) -> Bool {
      guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else {
        return false
      }
      var name = base.trimmedText.filter { $0 != "!" && $0 != "?" }
      guard !Self.screenReceivers.contains(name) else { return false }
      let isSelf = name.hasPrefix("self.")
      if isSelf { name.removeFirst(5) }
      guard !name.contains("."), isCollectionDataSource(name, at: base) else { return false }
      guard case .node(let section)? = eval(argument), section.type == .section else {
        program.warn(
          argument,
          "cannot follow the section `\(argument.trimmedText)` of the data source "
            + "`\(name)`; its collection shows an empty one")
        set(name, .node(NodeModel(type: .section, origin: program.origin(of: call))), isSelf: true)
        return true
      }
      let isLocal = !isSelf && scopes.contains { $0[name] != nil }
      set(name, .node(section), isSelf: !isLocal)
      return true
    }

    /// Whether `name` is declared a `BrickCollectionViewDataSource` (its type or its initializer)
    /// as a stored property of the chain or a local before `node`.
    func isCollectionDataSource(_ name: String, at node: some SyntaxProtocol) -> Bool {
      let marker = "BrickCollectionViewDataSource"
      for type in chain {
        for variable in program.instanceVariables(of: type) {
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            let written =
              (binding.typeAnnotation?.type.trimmedText ?? "")
              + (binding.initializer?.value.trimmedText ?? "")
            return written.contains(marker)
          }
        }
      }
      let local = program.declaration(named: name, from: node, variables: true)
      return local?.trimmedText.hasPrefix(marker + "(") == true
    }

    /// The section of a collection whose data source is `self` or another class's object:
    /// `sectionForCollectionBrickCell` or `dataSourceForCollectionBrickCell` of that class's
    /// chain (nil, for the builder to warn, when it has neither or its answer is not known).
    func collectionSection(of given: ExprSyntax, identifier: String) -> NodeModel? {
      let text = given.trimmedText
      if text == "self" { return ownCollectionSection(identifier) }
      guard let type = dataSourceType(given), program.classes[type] != nil else { return nil }
      let other = Interpreter(builder: builder, screen: type)
      return other.constructed { other.ownCollectionSection(identifier) }
    }

    /// The class of a data source object the chain stores (`let sales = SalesCarousel()`) or
    /// builds in place (`dataSource: SalesCarousel()`).
    func dataSourceType(_ given: ExprSyntax) -> String? {
      if let call = given.as(FunctionCallExprSyntax.self) {
        return LayoutBuilder.calleeName(call)
      }
      var name = given.trimmedText.filter { $0 != "!" && $0 != "?" }
      if name.hasPrefix("self.") { name.removeFirst(5) }
      for type in chain {
        for variable in program.instanceVariables(of: type) {
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
              return LayoutBuilder.calleeName(call)
            }
            return binding.typeAnnotation.map {
              $0.type.trimmedText.filter { $0 != "!" && $0 != "?" }
            }
          }
        }
      }
      return nil
    }

    /// The collection section this interpreter's chain answers: its own
    /// `sectionForCollectionBrickCell`, else the data source its
    /// `dataSourceForCollectionBrickCell` returns.
    func ownCollectionSection(_ identifier: String) -> NodeModel? {
      let capture = CellCapture(node: NodeModel(type: .collection, origin: ""))
      capture.node.identifier = identifier
      let saved = cell
      cell = capture
      defer { cell = saved }
      for name in ["sectionForCollectionBrickCell", "dataSourceForCollectionBrickCell"] {
        guard
          let (function, owner) = chain.indices.lazy.compactMap({ index in
            self.program.method(name, of: self.chain[index]).map { ($0, index) }
          }).first
        else { continue }
        if case .node(let section)? = call(function, owner: owner, arguments: [.object("cell")]),
          section.type == .section
        {
          return section
        }
        return nil
      }
      return nil
    }

    /// Runs `body` once this object is built: its stored properties set and its `init()` run
    /// (the builder reads this object's data source functions meanwhile).
    func constructed<T>(_ body: () -> T) -> T {
      let savedInterpreter = builder.interpreter
      let savedScope = builder.scope
      builder.interpreter = self
      builder.scope = self
      defer {
        builder.interpreter = savedInterpreter
        builder.scope = savedScope
      }
      scopes = [[:]]
      for (index, type) in chain.enumerated().reversed() {
        owners = [index]
        for variable in program.instanceVariables(of: type) {
          for binding in variable.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            propertyNames.insert(name)
            if let value = binding.initializer?.value, let v = eval(value) {
              properties[name] = v
            }
          }
        }
        let initializer = program.classes[type]?.decl.memberBlock.members.lazy
          .compactMap { $0.decl.as(InitializerDeclSyntax.self) }
          .first { $0.signature.parameterClause.parameters.isEmpty }
        if let body = initializer?.body {
          _ = exec(body.statements)
        }
      }
      owners = [0]
      return body()
    }
  }
#endif

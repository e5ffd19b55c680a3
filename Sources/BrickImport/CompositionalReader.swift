#if Importer
  import SwiftSyntax

  /// A UIKit object a compositional screen's code builds, as the importer follows it: its kind,
  /// the values its initializer and later assignments gave it, and the expression each came
  /// from (for warnings).
  final class NativeObject {
    enum Kind {
      case size, item, group, section, layout, configuration, listConfiguration
      case boundary, supplementary, decoration, anchor, customItem
      case environment, snapshot, sectionSnapshot, dataSource, registration
      case collectionView, cell, view, contentConfiguration, indexPath
      case point, rect, transform, visibleItem, opaque
    }

    let kind: Kind
    /// Where it was built (its initializer call).
    let at: Syntax
    var fields: [String: RunValue] = [:]
    var exprs: [String: ExprSyntax] = [:]
    var closure: ClosureExprSyntax? {
      didSet { captured = [:] }
    }
    /// The values of the names `closure` uses that were bound where it was made.
    var captured: [String: RunValue] = [:]
    /// A snapshot's sections, each with its items.
    var sections: [(id: RunValue, items: [RunValue])] = []
    /// The children a cell's code reached (`cell.label`, `cell.contentView`), by name.
    var children: [String: NativeObject] = [:]
    /// The app's class a dequeued cell or view is (`as? TitleSupplementaryView`, or the
    /// `withReuseIdentifier: TitleSupplementaryView.reuseIdentifier`), when written.
    var viewClass: String?

    init(_ kind: Kind, at: some SyntaxProtocol) {
      self.kind = kind
      self.at = Syntax(at)
    }

    /// A number field.
    func number(_ key: String) -> Double? { fields[key]?.plain?.number }

    /// An object field.
    func object(_ key: String) -> NativeObject? {
      if case .native(let o)? = fields[key] { return o }
      return nil
    }

    /// The child `name` of a cell or view, made on first use.
    func child(_ name: String, at node: some SyntaxProtocol) -> NativeObject {
      if let found = children[name] { return found }
      let made = NativeObject(.view, at: node)
      children[name] = made
      return made
    }
  }

  /// What a compositional screen's code builds, followed by the screen's `Interpreter`: the
  /// layout (`UICollectionViewCompositionalLayout` and its parts), the data (diffable snapshots)
  /// and the cells (registrations, `cellForItemAt`). The interpreter asks it about every call,
  /// member and assignment while it is set (`Interpreter.native`).
  final class CompositionalReader {
    unowned let interpreter: Interpreter
    var program: Program { interpreter.program }
    var builder: LayoutBuilder { interpreter.builder }
    /// The layouts built, in order, and the one given to a collection view.
    private(set) var layouts: [NativeObject] = []
    private(set) var chosenLayout: NativeObject?
    /// Snapshots built and the ones applied, in order.
    private(set) var snapshots: [NativeObject] = []
    private(set) var applied: [NativeObject] = []
    /// Section snapshots applied to a section (`apply(sectionSnapshot, to: .main)`).
    private(set) var sectionApplied: [(section: RunValue, snapshot: NativeObject)] = []
    private(set) var dataSources: [NativeObject] = []
    /// The environment a section provider runs in: width of the container and size class.
    var environment = (width: 393.0, compact: true)
    /// Whether a section provider read its environment's width, or its traits, since these
    /// were reset.
    var widthRead = false
    var traitsRead = false
    var environmentRead: Bool {
      get { widthRead || traitsRead }
      set {
        widthRead = newValue
        traitsRead = newValue
      }
    }
    /// While a cell provider runs: the item it shows (`dataSource.itemIdentifier(for:)`).
    var cellItem: RunValue?
    /// Enums of the program: their cases in order with their raw values. Two screens may
    /// each nest an enum of one name (`Section`): the screen's own is preferred.
    private var enums: [String: [(name: String, raw: Value)]] = [:]
    /// The app's structs built with their memberwise initializer (an item model).
    private var structs: Set<String> = []

    init(interpreter: Interpreter) {
      self.interpreter = interpreter
      let chain = Set(interpreter.chain)
      var own: Set<String> = []
      for file in program.files {
        let finder = EnumFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        structs.formUnion(finder.structs)
        for (name, decl) in finder.found {
          let isOwn = Program.enclosingType(of: decl).map(chain.contains) ?? false
          guard enums[name] == nil || (isOwn && !own.contains(name)) else { continue }
          enums[name] = cases(of: decl)
          if isOwn { own.insert(name) }
        }
      }
    }

    // MARK: - Enums of the app

    private func cases(of decl: EnumDeclSyntax) -> [(name: String, raw: Value)] {
      let rawType = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
      let isInt = rawType == "Int"
      var result: [(name: String, raw: Value)] = []
      var next = 0.0
      for member in decl.memberBlock.members {
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        for element in caseDecl.elements {
          let name = element.name.text
          if let raw = element.rawValue?.value, let v = builder.evaluator.value(raw) {
            result.append((name, v))
            if let n = v.number { next = n + 1 }
          } else if isInt {
            result.append((name, .number(next, text: nil)))
            next += 1
          } else {
            result.append((name, .string(name)))
          }
        }
      }
      return result
    }

    /// A case of an app enum as a value: `.enumCase` whose `written` names the type.
    func enumValue(_ type: String, _ name: String) -> RunValue {
      .plain(.enumCase(name, [], written: "\(type).\(name)"))
    }

    /// The enum type an enum value names (`SectionLayoutKind.grid3` is `SectionLayoutKind`).
    func enumType(of value: RunValue?) -> (type: String, name: String)? {
      guard case .plain(.enumCase(let name, _, let written))? = value,
        let dot = written.lastIndex(of: ".")
      else { return nil }
      let type = String(written[..<dot])
      return enums[type] != nil ? (type, name) : nil
    }

    private func rawValue(_ type: String, _ name: String) -> Value? {
      enums[type]?.first { $0.name == name }?.raw
    }

    // MARK: - Calls

    /// The value of a call the importer knows for a compositional screen (UIKit's initializers
    /// and methods, an app enum's methods), or nil to leave it to the interpreter.
    func call(_ call: FunctionCallExprSyntax) -> RunValue? {
      guard let name = LayoutBuilder.calleeName(call) else { return nil }
      var callee = call.calledExpression
      if let generic = callee.as(GenericSpecializationExprSyntax.self) {
        callee = generic.expression
      }
      let member = callee.as(MemberAccessExprSyntax.self)
      let args = Arguments(call)
      if member == nil || member?.base?.trimmedDescription == "UICollectionView" {
        if let built = construct(name, call, args) { return built }
      }
      guard let member else { return nil }
      guard let base = member.base else {
        return implicitStatic(name, call, args)
      }
      let baseText = base.trimmedDescription
      if baseText.first?.isUppercase == true, !baseText.contains("(") {
        if let built = staticCall(baseText, name, call, args) { return built }
        return nil
      }
      guard let receiver = receiver(of: base) else { return nil }
      if case .native(let object) = receiver { return method(object, name, call, args) }
      if let (type, caseName) = enumType(of: receiver) {
        let labels: [String?] = call.arguments.map { $0.label?.text }
        guard let function = program.method(name, of: type, labels: labels) else { return nil }
        let values = call.arguments.map { interpreter.eval($0.expression) }
        _ = caseName
        return interpreter.call(function, owner: nil, arguments: values, selfValue: receiver)
          ?? .plain(.nilValue)
      }
      return nil
    }

    /// The name a chain of members and calls starts from (`snapshot` of
    /// `snapshot.sectionIdentifiers.first`).
    func rootName(_ expr: ExprSyntax) -> String? {
      var current = expr
      while true {
        if let ref = current.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let m = current.as(MemberAccessExprSyntax.self), let b = m.base {
          current = b
        } else if let c = current.as(FunctionCallExprSyntax.self) {
          current = c.calledExpression
        } else if let f = current.as(ForceUnwrapExprSyntax.self) {
          current = f.expression
        } else if let o = current.as(OptionalChainingExprSyntax.self) {
          current = o.expression
        } else {
          return nil
        }
      }
    }

    private func value(_ expr: ExprSyntax?) -> RunValue? {
      expr.flatMap { interpreter.eval($0) }
    }

    /// Builds an object, recording each argument and where it came from.
    private func make(
      _ kind: NativeObject.Kind, _ call: FunctionCallExprSyntax, _ args: Arguments,
      _ labels: [String: String]
    ) -> NativeObject {
      let object = NativeObject(kind, at: call)
      for (label, key) in labels {
        guard let expr = args[label] else { continue }
        object.exprs[key] = expr
        if let v = value(expr) { object.fields[key] = v }
      }
      return object
    }

    private func construct(
      _ name: String, _ call: FunctionCallExprSyntax, _ args: Arguments
    ) -> RunValue? {
      let object: NativeObject
      switch name {
      case "NSCollectionLayoutSize":
        object = make(
          .size, call, args, ["widthDimension": "width", "heightDimension": "height"])
      case "NSCollectionLayoutItem":
        object = make(
          .item, call, args, ["layoutSize": "size", "supplementaryItems": "supplementaryItems"])
      case "NSCollectionLayoutSection":
        object = make(.section, call, args, ["group": "group"])
      case "NSCollectionLayoutBoundarySupplementaryItem":
        object = make(
          .boundary, call, args,
          [
            "layoutSize": "size", "elementKind": "elementKind", "alignment": "alignment",
            "absoluteOffset": "absoluteOffset",
          ])
      case "NSCollectionLayoutSupplementaryItem":
        object = make(
          .supplementary, call, args,
          [
            "layoutSize": "size", "elementKind": "elementKind",
            "containerAnchor": "containerAnchor", "itemAnchor": "itemAnchor",
          ])
      case "NSCollectionLayoutAnchor":
        object = make(
          .anchor, call, args,
          [
            "edges": "edges", "fractionalOffset": "fractionalOffset",
            "absoluteOffset": "absoluteOffset",
          ]
        )
      case "NSCollectionLayoutGroupCustomItem":
        object = make(.customItem, call, args, ["frame": "frame", "zIndex": "zIndex"])
      case "NSCollectionLayoutDecorationItem":
        object = make(.decoration, call, args, ["elementKind": "elementKind"])
      case "NSCollectionLayoutEdgeSpacing":
        object = make(
          .opaque, call, args,
          ["leading": "leading", "top": "top", "trailing": "trailing", "bottom": "bottom"])
      case "UICollectionViewCompositionalLayout":
        object = make(
          .layout, call, args,
          ["section": "section", "configuration": "configuration"])
        let provider = args["sectionProvider"] ?? call.trailingClosure.map(ExprSyntax.init)
        if let provider {
          object.exprs["sectionProvider"] = provider
          object.closure = closure(provider)
          if object.closure == nil {
            program.warn(
              provider,
              "cannot follow the section provider `\(provider.trimmedDescription)`; "
                + "the layout has no sections")
          }
        }
        layouts.append(object)
      case "UICollectionViewCompositionalLayoutConfiguration":
        object = NativeObject(.configuration, at: call)
      case "UICollectionLayoutListConfiguration":
        object = make(.listConfiguration, call, args, ["appearance": "appearance"])
      case "NSDiffableDataSourceSnapshot":
        object = NativeObject(.snapshot, at: call)
        snapshots.append(object)
      case "NSDiffableDataSourceSectionSnapshot":
        object = NativeObject(.sectionSnapshot, at: call)
        object.sections = [(.plain(.nilValue), [])]
      case "UICollectionViewDiffableDataSource":
        object = NativeObject(.dataSource, at: call)
        let provider = args["cellProvider"] ?? call.trailingClosure.map(ExprSyntax.init)
        object.closure = provider.flatMap(closure)
        dataSources.append(object)
      case "CellRegistration", "SupplementaryRegistration":
        object = make(.registration, call, args, ["elementKind": "elementKind"])
        // `SupplementaryRegistration<TitleSupplementaryView>`: the class it dequeues.
        object.viewClass =
          call.calledExpression.as(GenericSpecializationExprSyntax.self)?
          .genericArgumentClause.arguments.first?.argument.trimmedDescription
        object.closure =
          call.trailingClosure
          ?? (args["handler"] ?? args["configurationHandler"])
          .flatMap { closure($0) }
      case "UICollectionView":
        object = NativeObject(.collectionView, at: call)
        if let expr = args["collectionViewLayout"] {
          if case .native(let layout)? = value(expr), layout.kind == .layout {
            chosenLayout = layout
          }
        }
      case "CGRect":
        object = make(
          .rect, call, args, ["x": "x", "y": "y", "width": "width", "height": "height"])
      case "CGPoint":
        object = make(.point, call, args, ["x": "x", "y": "y"])
      case "CGAffineTransform":
        object = make(.transform, call, args, ["scaleX": "scaleX", "y": "scaleY"])
        if args["scaleX"] == nil { object.fields["unknown"] = .plain(.bool(true)) }
      case "UIListContentConfiguration":
        object = NativeObject(.contentConfiguration, at: call)
      case "Array":
        return array(call, args)
      default:
        if let cases = enums[name], let rawExpr = args["rawValue"] {
          guard let raw = value(rawExpr)?.plain else { return nil }
          for c in cases where Interpreter.same(c.raw, raw) { return enumValue(name, c.name) }
          return .plain(.nilValue)
        }
        // `Model(title: "\($0)", badgeCount: n)`: an item model whose members the cell reads.
        if structs.contains(name), call.trailingClosure == nil,
          call.arguments.allSatisfy({ $0.label != nil })
        {
          let model = NativeObject(.opaque, at: call)
          for argument in call.arguments {
            guard let label = argument.label?.text, let v = value(argument.expression) else {
              continue
            }
            model.fields[label] = v
          }
          return .native(model)
        }
        return nil
      }
      capture(object)
      return .native(object)
    }

    /// `Array(0..<94)`, `Array(offset..<offset + n)`: the numbers; `Array(list)`: the list.
    private func array(_ call: FunctionCallExprSyntax, _ args: Arguments) -> RunValue? {
      guard var expr = args.positional(0) else { return nil }
      while let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        expr = only.expression
      }
      if let infix = expr.as(InfixOperatorExprSyntax.self),
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        op == "..<" || op == "..."
      {
        guard let low = value(infix.leftOperand)?.plain?.number,
          let high = value(infix.rightOperand)?.plain?.number
        else { return nil }
        let end = op == "..." ? high : high - 1
        guard end >= low else { return .list([]) }
        guard end - low < Double(Interpreter.iterationLimit) else {
          program.warn(
            expr,
            "`\(expr.trimmedDescription)` has more than \(Interpreter.iterationLimit) items; "
              + "cannot follow it")
          return nil
        }
        return .list(
          (0...Int(end - low)).map { .plain(.number(low + Double($0), text: nil)) })
      }
      return value(expr)
    }

    /// The closure an expression is, or names (`sectionProvider: sectionProvider`).
    func closure(_ expr: ExprSyntax) -> ClosureExprSyntax? {
      if let c = expr.as(ClosureExprSyntax.self) { return c }
      if let ref = expr.as(DeclReferenceExprSyntax.self),
        let decl = program.declaration(named: ref.baseName.text, from: expr, variables: true)
      {
        return decl.as(ClosureExprSyntax.self)
      }
      return nil
    }

    private func staticCall(
      _ type: String, _ name: String, _ call: FunctionCallExprSyntax, _ args: Arguments
    ) -> RunValue? {
      switch (type, name) {
      case ("NSCollectionLayoutGroup", "horizontal"), ("NSCollectionLayoutGroup", "vertical"):
        let object = make(
          .group, call, args,
          [
            "layoutSize": "size", "subitems": "subitems", "subitem": "subitem",
            "repeatingSubitem": "repeatingSubitem", "count": "count",
          ])
        object.fields["axis"] = .plain(.string(name))
        return .native(object)
      case ("NSCollectionLayoutGroup", "custom"):
        let object = make(.group, call, args, ["layoutSize": "size"])
        object.fields["axis"] = .plain(.string("custom"))
        object.closure = call.trailingClosure ?? args["itemProvider"].flatMap(closure)
        capture(object)
        return .native(object)
      case ("NSCollectionLayoutDimension", _), ("NSCollectionLayoutSpacing", _):
        return implicitStatic(name, call, args)
      case ("NSCollectionLayoutDecorationItem", "background"):
        let object = make(.decoration, call, args, ["elementKind": "elementKind"])
        return .native(object)
      case ("NSCollectionLayoutSection", "list"):
        let object = NativeObject(.section, at: call)
        if let expr = args["using"] {
          object.exprs["list"] = expr
          if let v = value(expr) { object.fields["list"] = v }
        }
        return .native(object)
      case ("UICollectionViewCompositionalLayout", "list"):
        let object = NativeObject(.layout, at: call)
        if let expr = args["using"] {
          object.exprs["list"] = expr
          if let v = value(expr) { object.fields["list"] = v }
        }
        layouts.append(object)
        return .native(object)
      case ("UIListContentConfiguration", _):
        return .native(NativeObject(.contentConfiguration, at: call))
      default:
        return nil
      }
    }

    /// `.fractionalWidth(0.2)`, `.fixed(10)`: a case with its payload, as the evaluator gives it.
    private func implicitStatic(
      _ name: String, _ call: FunctionCallExprSyntax, _ args: Arguments
    ) -> RunValue? {
      let known: Set<String> = [
        "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
        "fixed", "flexible",
      ]
      guard known.contains(name) else { return nil }
      var payload: [Value] = []
      for arg in args.all {
        guard let v = value(arg.expression)?.plain else { return nil }
        payload.append(v)
      }
      return .plain(.enumCase(name, payload, written: name))
    }

    // MARK: - Methods of UIKit objects

    private func method(
      _ object: NativeObject, _ name: String, _ call: FunctionCallExprSyntax, _ args: Arguments
    ) -> RunValue? {
      let handled = RunValue.plain(.nilValue)
      switch (object.kind, name) {
      case (.snapshot, "appendSections"), (.snapshot, "insertSections"):
        guard case .list(let ids)? = args.positional(0).flatMap(value) else {
          program.warn(call, "cannot follow the sections `\(call.trimmedDescription)`")
          object.fields["unknown"] = .plain(.bool(true))
          return handled
        }
        for id in ids { object.sections.append((id, [])) }
      case (.snapshot, "appendItems"), (.sectionSnapshot, "append"):
        guard case .list(let items)? = args.positional(0).flatMap(value) else {
          program.warn(
            call,
            "cannot follow the items `\(args.positional(0)?.trimmedDescription ?? "")`; "
              + "the section has no items")
          return handled
        }
        var index = object.sections.count - 1
        if let target = args["toSection"].flatMap(value)?.plain {
          index =
            object.sections.firstIndex { section in
              section.id.plain.map { Interpreter.same($0, target) } ?? false
            } ?? index
        }
        guard index >= 0 else {
          program.warn(call, "items appended before any section; left out")
          return handled
        }
        object.sections[index].items += items
      case (.snapshot, "deleteAllItems"):
        object.sections = []
      case (.dataSource, "apply"):
        guard case .native(let snapshot)? = args.positional(0).flatMap(value) else {
          return handled
        }
        if snapshot.kind == .sectionSnapshot, let section = args["to"].flatMap(value) {
          sectionApplied.append((section, snapshot))
        } else if snapshot.kind == .snapshot {
          applied.append(snapshot)
        }
      case (.collectionView, "dequeueConfiguredReusableCell"),
        (.collectionView, "dequeueConfiguredReusableSupplementary"):
        let cell = NativeObject(.cell, at: call)
        guard case .native(let registration)? = args["using"].flatMap(value),
          let handler = registration.closure
        else { return .native(cell) }
        cell.viewClass = registration.viewClass
        let item = args["item"].flatMap(value) ?? .plain(.nilValue)
        let indexPath = args["for"].flatMap(value) ?? .plain(.nilValue)
        // A supplementary registration's handler is given the registration's own kind.
        var kind = supplementaryKind
        if case .plain(.string(let own))? = registration.fields["elementKind"] { kind = own }
        let arguments: [RunValue] =
          name == "dequeueConfiguredReusableCell"
          ? [.native(cell), indexPath, item]
          : [.native(cell), .plain(.string(kind)), indexPath]
        _ = interpreter.run(handler, arguments: arguments, captured: registration.captured)
        return .native(cell)
      case (.collectionView, "dequeueReusableCell"),
        (.collectionView, "dequeueReusableSupplementaryView"):
        let cell = NativeObject(.cell, at: call)
        cell.viewClass = Self.dequeuedClass(call, identifier: args["withReuseIdentifier"])
        return .native(cell)
      case (.cell, "defaultContentConfiguration"):
        return .native(NativeObject(.contentConfiguration, at: call))
      case (.dataSource, "itemIdentifier"):
        return cellItem ?? .plain(.nilValue)
      case (.dataSource, "snapshot"):
        return .native(applied.last ?? NativeObject(.snapshot, at: call))
      default:
        break
      }
      return handled
    }

    /// The class a dequeue call's result is cast to (`... as? TitleSupplementaryView`, `as!`),
    /// else the type whose `reuseIdentifier` it names; nil when neither is written.
    static func dequeuedClass(_ call: some SyntaxProtocol, identifier: ExprSyntax?) -> String? {
      var node = Syntax(call)
      while let parent = node.parent,
        parent.is(TupleExprSyntax.self)
          || parent.is(
            LabeledExprSyntax.self)
          || parent.is(LabeledExprListSyntax.self)
      {
        node = parent
      }
      if let cast = node.parent?.as(AsExprSyntax.self) {
        return cast.type.trimmedDescription
      }
      if let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
        let index = sequence.elements.firstIndex(where: { Syntax($0) == node })
      {
        let rest = sequence.elements[sequence.elements.index(after: index)...]
        if let cast = rest.first?.as(UnresolvedAsExprSyntax.self),
          let type = rest.dropFirst().first?.as(TypeExprSyntax.self)
        {
          _ = cast
          return type.type.trimmedDescription
        }
      }
      if let member = identifier?.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "reuseIdentifier", let base = member.base
      {
        return base.trimmedDescription
      }
      return nil
    }

    /// Records the values `object.closure` captures from where it is made (locals such as a
    /// cell registration, read when the closure runs later).
    func capture(_ object: NativeObject) {
      guard let closure = object.closure else { return }
      var values: [String: RunValue] = [:]
      for token in closure.statements.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind, values[name] == nil,
          token.parent?.is(DeclReferenceExprSyntax.self) == true,
          let v = interpreter.bound(name)
        else { continue }
        values[name] = v
      }
      object.captured = values
    }

    // MARK: - Members

    /// The member `name` of a UIKit object or an app enum's case, or nil.
    func member(_ member: MemberAccessExprSyntax) -> RunValue? {
      guard let base = member.base else { return nil }
      return self.member(base, member.declName.baseName.text, at: member)
    }

    private func member(
      _ base: ExprSyntax, _ name: String, at member: some SyntaxProtocol
    )
      -> RunValue?
    {
      if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let cases = enums[type] {
        if name == "allCases" { return .list(cases.map { enumValue(type, $0.name) }) }
        if cases.contains(where: { $0.name == name }) { return enumValue(type, name) }
      }
      guard let receiver = receiver(of: base) else { return nil }
      if let (type, caseName) = enumType(of: receiver) {
        if name == "rawValue" { return rawValue(type, caseName).map { .plain($0) } }
        for (_, binding) in program.computedProperties(named: name, of: type) {
          return interpreter.getter(binding, selfValue: receiver)
        }
        return nil
      }
      guard case .native(let object) = receiver else { return nil }
      return nativeMember(object, name, at: member)
    }

    private func nativeMember(
      _ object: NativeObject, _ name: String, at node: some SyntaxProtocol
    ) -> RunValue? {
      switch object.kind {
      case .environment:
        switch name {
        case "container", "traitCollection": return .native(object)
        case "effectiveContentSize", "contentSize": return .native(object)
        case "width":
          widthRead = true
          return .plain(.number(environment.width, text: nil))
        case "height": return .plain(.number(852, text: nil))
        case "horizontalSizeClass":
          traitsRead = true
          return .plain(.enumCase(environment.compact ? "compact" : "regular", [], written: name))
        case "verticalSizeClass": return .plain(.enumCase("regular", [], written: name))
        case "userInterfaceIdiom": return .plain(.enumCase("phone", [], written: name))
        case "effectiveContentInsets", "contentInsets":
          return .plain(.insets(Insets(top: 0, left: 0, bottom: 0, right: 0)))
        default: return nil
        }
      case .indexPath:
        if name == "section" { return object.fields["section"] }
        if name == "item" || name == "row" { return object.fields["item"] }
        return nil
      case .snapshot, .sectionSnapshot:
        if name == "numberOfSections" {
          return .plain(.number(Double(object.sections.count), text: nil))
        }
        if name == "numberOfItems" {
          return .plain(
            .number(Double(object.sections.reduce(0) { $0 + $1.items.count }), text: nil))
        }
        if name == "sectionIdentifiers" { return .list(object.sections.map(\.id)) }
        if name == "itemIdentifiers" { return .list(object.sections.flatMap(\.items)) }
        return nil
      case .contentConfiguration:
        if name == "textProperties" || name == "secondaryTextProperties" {
          return .native(object.child(name, at: node))
        }
        return object.fields[name]
      case .cell, .view:
        if ["label", "textLabel", "titleLabel", "contentView", "layer", "imageView"].contains(name)
          || name.hasSuffix("Label") || name.hasSuffix("View")
        {
          return .native(object.child(name, at: node))
        }
        if let v = object.fields[name] { return v }
        return nil
      case .visibleItem:
        if name == "frame" || name == "center" { return object.fields[name] }
        if let v = object.fields[name] { return v }
        return nil
      case .rect:
        guard let x = object.number("x"), let y = object.number("y"),
          let w = object.number("width"), let h = object.number("height")
        else { return nil }
        let v: Double? =
          switch name {
          case "midX": x + w / 2
          case "midY": y + h / 2
          case "minX", "origin.x": x
          case "minY": y
          case "maxX": x + w
          case "maxY": y + h
          case "width": w
          case "height": h
          default: nil
          }
        return v.map { .plain(.number($0, text: nil)) }
      case .point:
        return object.fields[name]
      default:
        if let v = object.fields[name] { return v }
        if name == "layoutSize" { return object.fields["size"] }
        return nil
      }
    }

    /// A member for the evaluator, which sees plain values only: the plain value of a member of
    /// a UIKit object, an app enum's raw value, and UIKit's type-qualified constants
    /// (`UICollectionLayoutSectionOrthogonalScrollingBehavior.none`,
    /// `NSDirectionalEdgeInsets.zero`).
    func memberValue(_ base: ExprSyntax, _ name: String) -> Value? {
      if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
        if enums[type] != nil { return nil }
        if type == "UICollectionView" && name.hasPrefix("elementKindSection") {
          return .string("UICollectionElementKindSection" + name.dropFirst(18))
        }
        if type == "NSDirectionalEdgeInsets" && name == "zero" {
          return .insets(Insets(top: 0, left: 0, bottom: 0, right: 0))
        }
        if type.hasPrefix("UI") || type.hasPrefix("NS") {
          return .enumCase(Evaluator.lowerFirst(name), [], written: name)
        }
      }
      guard isNativeRooted(base) else { return nil }
      return self.member(base, name, at: base)?.plain
    }

    /// Whether a chain starts from a UIKit object or an app enum's case (a local, a parameter,
    /// or a stored property through `self.`): only then is it evaluated here (any other chain
    /// is the interpreter's, which would evaluate it again).
    private func isNativeRooted(_ base: ExprSyntax) -> Bool {
      guard let root = rootName(base) else { return false }
      var bound = interpreter.bound(root)
      // `self` is the screen unless a method of an app enum runs (`guard let self` binds it
      // to the screen too): then `self.collectionView` is the stored property.
      var isScreen = bound == nil
      if case .object? = bound { isScreen = true }
      if root == "self", isScreen {
        var inner = base
        while let unwrapped = inner.as(OptionalChainingExprSyntax.self)?.expression
          ?? inner.as(ForceUnwrapExprSyntax.self)?.expression
        {
          inner = unwrapped
        }
        guard let member = inner.as(MemberAccessExprSyntax.self),
          let selfBase = member.base, rootName(selfBase) == "self",
          selfBase.trimmedDescription.hasPrefix("self"), selfBase.trimmedDescription.count <= 5
        else { return false }
        bound = interpreter.bound(member.declName.baseName.text)
      }
      switch bound {
      case .native?, .plain(.enumCase)?: return true
      default: return false
      }
    }

    /// The value of a chain's base when it starts from a UIKit object or an app enum's case.
    private func receiver(of base: ExprSyntax) -> RunValue? {
      guard isNativeRooted(base), let value = interpreter.eval(base) else { return nil }
      switch value {
      case .native, .plain(.enumCase): return value
      default: return nil
      }
    }

    // MARK: - Assignments

    /// `item.contentInsets = ...`, `section.interGroupSpacing = 10`, `cell.label.text = ...`.
    func assign(_ object: NativeObject, _ property: String, _ valueExpr: ExprSyntax) {
      // A ternary is decided now, while its condition's values are known (a cell's colour by
      // `indexPath.section`): the branch taken is the expression kept.
      var chosen = valueExpr
      while let ternary = chosen.as(TernaryExprSyntax.self),
        let holds = interpreter.eval(ternary.condition)?.plain?.bool
      {
        chosen = holds ? ternary.thenExpression : ternary.elseExpression
      }
      object.exprs[property] = chosen
      if let v = interpreter.eval(valueExpr) {
        object.fields[property] = v
      } else {
        object.fields[property] = nil
      }
      if property == "visibleItemsInvalidationHandler" {
        object.closure = closure(valueExpr)
        capture(object)
      }
      if property == "supplementaryViewProvider", let handler = closure(valueExpr) {
        let holder = NativeObject(.opaque, at: valueExpr)
        holder.closure = handler
        capture(holder)
        supplementaryProvider = holder
      }
    }

    /// The data source's `supplementaryViewProvider` (its closure and captures), and the kind
    /// of view it is asked for while it runs.
    private(set) var supplementaryProvider: NativeObject?
    var supplementaryKind = ""
  }

  /// The enums of a file, by name.
  private final class EnumFinder: SyntaxVisitor {
    var found: [(String, EnumDeclSyntax)] = []
    /// The app's structs that take the memberwise initializer (no `init` of their own).
    var structs: Set<String> = []
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      found.append((node.name.text, node))
      return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      if !node.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
        structs.insert(node.name.text)
      }
      return .visitChildren
    }
  }
#endif

#if Importer
  import SwiftSyntax

  extension CompositionalReader {
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
      if member == nil || member?.base?.trimmedText == "UICollectionView" {
        if let built = construct(name, call, args) { return built }
      }
      guard let member else { return nil }
      guard let base = member.base else {
        return implicitStatic(name, call, args)
      }
      let baseText = base.trimmedText
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

    func value(_ expr: ExprSyntax?) -> RunValue? {
      expr.flatMap { interpreter.eval($0) }
    }

    /// Builds an object, recording each argument and where it came from.
    func make(
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

    func construct(
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
              "cannot follow the section provider `\(provider.trimmedText)`; "
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
          .genericArgumentClause.arguments.first?.argument.trimmedText
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
    func array(_ call: FunctionCallExprSyntax, _ args: Arguments) -> RunValue? {
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
            "`\(expr.trimmedText)` has more than \(Interpreter.iterationLimit) items; "
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

    func staticCall(
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
    func implicitStatic(
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
  }
#endif

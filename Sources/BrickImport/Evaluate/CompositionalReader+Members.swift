#if Importer
  import SwiftSyntax

  extension CompositionalReader {
    // MARK: - Members

    /// The member `name` of a UIKit object or an app enum's case, or nil.
    func member(_ member: MemberAccessExprSyntax) -> RunValue? {
      guard let base = member.base else { return nil }
      return self.member(base, member.declName.baseName.text, at: member)
    }

    func member(
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

    func nativeMember(
      _ object: NativeObject, _ name: String, at node: some SyntaxProtocol
    ) -> RunValue? {
      switch object.kind {
      case .environment:
        if !["container", "traitCollection", "effectiveContentSize", "contentSize"].contains(name) {
          objects.environmentReadAt = Syntax(node)
        }
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
    func isNativeRooted(_ base: ExprSyntax) -> Bool {
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
          selfBase.trimmedText.hasPrefix("self"), selfBase.trimmedText.count <= 5
        else { return false }
        bound = interpreter.bound(member.declName.baseName.text)
      }
      switch bound {
      case .native?, .plain(.enumCase)?: return true
      default: return false
      }
    }

    /// The value of a chain's base when it starts from a UIKit object or an app enum's case.
    func receiver(of base: ExprSyntax) -> RunValue? {
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
      if object.kind == .collectionView, property == "backgroundColor" {
        program.warnScreenBackground(chosen, defaults: ["systemBackground"])
      }
      if property == "supplementaryViewProvider", let handler = closure(valueExpr) {
        let holder = NativeObject(.opaque, at: valueExpr)
        holder.closure = handler
        capture(holder)
        supplementaryProvider = holder
      }
    }
  }
#endif

#if Importer
  import BrickCore
  import SwiftSyntax

  extension CompositionalReader {
    // MARK: - Methods of UIKit objects

    func method(
      _ object: NativeObject, _ name: String, _ call: FunctionCallExprSyntax, _ args: Arguments
    ) -> RunValue? {
      let handled = RunValue.plain(.nilValue)
      switch (object.kind, name) {
      case (.snapshot, "appendSections"), (.snapshot, "insertSections"):
        guard case .list(let ids)? = args.positional(0).flatMap(value) else {
          program.warn(call, "cannot follow the sections `\(call.trimmedText)`")
          object.fields["unknown"] = .plain(.bool(true))
          return handled
        }
        for id in ids { object.sections.append((id, [])) }
      case (.snapshot, "appendItems"), (.sectionSnapshot, "append"):
        guard case .list(let items)? = args.positional(0).flatMap(value) else {
          program.warn(
            call,
            "cannot follow the items `\(args.positional(0)?.trimmedText ?? "")`; "
              + "the section has no items")
          return handled
        }
        var index = object.sections.count - 1
        if let expr = args["toSection"] {
          // A section the snapshot does not have stops the app in UIKit.
          let target = value(expr)?.plain
          if let found = target.flatMap({ target in
            object.sections.firstIndex { section in
              section.id.plain.map { Interpreter.same($0, target) } ?? false
            }
          }) {
            index = found
          } else if index >= 0 {
            let what =
              target == nil
              ? "cannot follow the section `\(expr.trimmedText)`"
              : "the snapshot has no section `\(expr.trimmedText)` (UIKit stops the app)"
            program.warn(expr, what + "; appended the items to the last section")
          }
        }
        guard index >= 0 else {
          program.warn(call, "items appended before any section; left out")
          return handled
        }
        if object.kind == .snapshot, let repeated = repeatedItem(items, in: object) {
          program.warn(
            args.positional(0) ?? ExprSyntax(call),
            "the item `\(repeated)` is already in the snapshot (a diffable data source's item "
              + "identifiers are unique: UIKit stops the app); kept it")
        }
        object.sections[index].items += items
      case (.snapshot, "deleteAllItems"):
        object.sections = []
        objects.itemKeys[ObjectIdentifier(object)] = nil
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

    /// The first of `items` already in `snapshot` or earlier in `items`, written as Swift
    /// would print it (numbers, strings and enum cases only); the snapshot's items are kept
    /// as keys (`CompositionalObjects.itemKeys`), so each append compares only its own.
    func repeatedItem(_ items: [RunValue], in snapshot: NativeObject) -> String? {
      func key(_ item: RunValue) -> String? {
        switch item {
        case .plain(.number(let n, _)): NumberText.plain(n)
        case .plain(.string(let s)): "\"" + s + "\""
        case .plain(.enumCase(let name, let payload, _)) where payload.isEmpty: "." + name
        default: nil
        }
      }
      var seen = objects.itemKeys[ObjectIdentifier(snapshot)] ?? []
      defer { objects.itemKeys[ObjectIdentifier(snapshot)] = seen }
      var repeated: String?
      for item in items {
        guard let k = key(item) else { continue }
        if !seen.insert(k).inserted, repeated == nil { repeated = k }
      }
      return repeated
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
        return cast.type.trimmedText
      }
      if let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
        let index = sequence.elements.firstIndex(where: { Syntax($0) == node })
      {
        let rest = sequence.elements[sequence.elements.index(after: index)...]
        if let cast = rest.first?.as(UnresolvedAsExprSyntax.self),
          let type = rest.dropFirst().first?.as(TypeExprSyntax.self)
        {
          _ = cast
          return type.type.trimmedText
        }
      }
      if let member = identifier?.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "reuseIdentifier", let base = member.base
      {
        return base.trimmedText
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
  }
#endif

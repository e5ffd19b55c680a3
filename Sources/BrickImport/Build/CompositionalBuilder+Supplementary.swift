#if Importer
  import BrickFormat
  import SwiftSyntax

  extension CompositionalBuilder {
    // MARK: - Supplementary and decoration items

    func anchorNode(_ v: RunValue?) -> YNode? {
      guard case .native(let anchor)? = v, anchor.kind == .anchor else { return nil }
      var edges: [YNode] = []
      var names: [String] = []
      switch anchor.fields["edges"] {
      case .list(let list)?:
        for case .plain(.enumCase(let name, _, _)) in list { names.append(name) }
      case .plain(.enumCase(let name, _, _))?: names = [name]
      case .plain(.array(let list))?:
        for e in list {
          if case .enumCase(let name, _, _)? = builder.evaluator.value(e) { names.append(name) }
        }
      default: break
      }
      for name in names {
        if name == "all" {
          edges += ["top", "leading", "bottom", "trailing"].map { .scalar($0) }
        } else if ["top", "leading", "bottom", "trailing"].contains(name) {
          edges.append(.scalar(name))
        }
      }
      var entries: [(String, YNode)] = [("edges", .list(edges))]
      if let p = point(anchor.fields["fractionalOffset"]) {
        entries.append(("fractionalOffset", p))
      } else if let p = point(anchor.fields["absoluteOffset"]) {
        entries.append(("absoluteOffset", p))
      }
      return .pairs(entries)
    }

    func supplementaryNode(_ item: NativeObject) -> YNode {
      var entries: [(String, YNode)] = [
        ("elementKind", elementKind(item)), ("size", sizeNode(item)),
      ]
      if let anchor = anchorNode(item.fields["containerAnchor"]) {
        entries.append(("containerAnchor", anchor))
      } else {
        program.warn(
          item.exprs["containerAnchor"].map(Syntax.init) ?? item.at,
          "cannot follow the container anchor; assumed the top leading corner")
        entries.append(
          ("containerAnchor", .pairs([("edges", .list([.scalar("top"), .scalar("leading")]))])))
      }
      if let anchor = anchorNode(item.fields["itemAnchor"]) {
        entries.append(("itemAnchor", anchor))
      }
      if let z = item.number("zIndex") { entries.append(("zIndex", .number(z.rounded()))) }
      return .pairs(entries)
    }

    func boundaryNode(_ item: NativeObject) -> YNode {
      var entries: [(String, YNode)] = [
        ("elementKind", elementKind(item)), ("size", sizeNode(item)),
      ]
      let alignments = [
        "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing",
        "topTrailing",
      ]
      if case .plain(.enumCase(let name, _, _))? = item.fields["alignment"],
        alignments.contains(name)
      {
        entries.append(("alignment", .scalar(name)))
      } else {
        program.warn(
          item.exprs["alignment"].map(Syntax.init) ?? item.at,
          "cannot follow the alignment; assumed top")
        entries.append(("alignment", .scalar("top")))
      }
      if let p = point(item.fields["absoluteOffset"]), p != .list([.number(0), .number(0)]) {
        entries.append(("absoluteOffset", p))
      }
      if case .plain(.bool(false))? = item.fields["extendsBoundary"] {
        entries.append(("extendsBoundary", .scalar("false")))
      }
      if case .plain(.bool(true))? = item.fields["pinToVisibleBounds"] {
        entries.append(("pinToVisibleBounds", .scalar("true")))
      }
      if let z = item.number("zIndex") { entries.append(("zIndex", .number(z.rounded()))) }
      if let view = supplementaryView(item) { entries.append(("view", view)) }
      return .pairs(entries)
    }

    /// What the data source's `supplementaryViewProvider` shows for a boundary item of the
    /// current section: its label's text and font, its background (`view:`).
    func supplementaryView(_ item: NativeObject) -> YNode? {
      guard let provider = reader.supplementaryProvider, let closure = provider.closure else {
        return nil
      }
      let kind: String
      switch item.fields["elementKind"] {
      case .plain(.string(let s))?: kind = s
      default: return nil
      }
      let indexPath = NativeObject(.indexPath, at: item.at)
      indexPath.fields["section"] = .plain(.number(Double(currentSection), text: nil))
      indexPath.fields["item"] = .plain(.number(0, text: nil))
      let collection = NativeObject(.collectionView, at: item.at)
      reader.supplementaryKind = kind
      let saved = program.warnings.count
      let result = interpreter.rerunning {
        interpreter.run(
          closure,
          arguments: [.native(collection), .plain(.string(kind)), .native(indexPath)],
          captured: provider.captured)
      }
      reader.supplementaryKind = ""
      if case .native(let view)? = result, let name = view.viewClass,
        program.classes[name] == nil, !missingViewClasses.contains(name),
        case .native(let size)? = item.fields["size"],
        [size.fields["width"], size.fields["height"]].contains(where: {
          if case .plain(.enumCase("estimated", _, _))? = $0 { true } else { false }
        })
      {
        missingViewClasses.insert(name)
        program.warn(
          view.at,
          "the view class `\(name)` is not among the files; its estimated size is measured "
            + "from what the data source sets (import the app's folder for its font and padding)")
      }
      guard case .native(let view)? = result, view.kind == .cell, let node = cellNode(view)
      else {
        program.dropWarnings(after: saved)
        return nil
      }
      return node
    }

    func decorationNode(_ item: NativeObject) -> YNode {
      var entries: [(String, YNode)] = [("elementKind", elementKind(item))]
      if let i = field(item, "contentInsets", "content insets", insets), i != .number(0) {
        entries.append(("contentInsets", i))
      }
      if let z = item.number("zIndex") { entries.append(("zIndex", .number(z.rounded()))) }
      return .pairs(entries)
    }

    // MARK: - Configuration and lists

    func configuration(_ config: NativeObject) -> YNode {
      var entries: [(String, YNode)] = []
      if case .plain(.enumCase(let name, _, _))? = config.fields["scrollDirection"],
        name == "vertical" || name == "horizontal"
      {
        entries.append(("scrollDirection", .scalar(name)))
      } else if let expr = config.exprs["scrollDirection"] {
        program.warn(expr, "cannot follow the scroll direction `\(expr.trimmedText)`")
      }
      if let n = field(config, "interSectionSpacing", "spacing", numberNode) {
        entries.append(("interSectionSpacing", n))
      }
      if case .plain(.enumCase(let name, _, _))? = config.fields["contentInsetsReference"],
        Self.references.contains(name)
      {
        entries.append(("contentInsetsReference", .scalar(name)))
      }
      if let items = objects(config, "boundarySupplementaryItems", .boundary), !items.isEmpty {
        entries.append(("boundarySupplementaryItems", .list(items.map(boundaryNode))))
      }
      return .pairs(entries)
    }

    func listNode(_ v: NativeObject) -> YNode {
      var entries: [(String, YNode)] = []
      let appearances = ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]
      if case .plain(.enumCase(let name, _, _))? = v.fields["appearance"],
        appearances.contains(name)
      {
        entries.append(("appearance", .scalar(name)))
      } else {
        program.warn(
          v.exprs["appearance"].map(Syntax.init) ?? v.at,
          "cannot follow the list appearance; assumed plain")
        entries.append(("appearance", .scalar("plain")))
      }
      for key in ["headerMode", "footerMode"] {
        if case .plain(.enumCase(let name, _, _))? = v.fields[key], name != "none" {
          entries.append((key, .scalar(name)))
        }
      }
      if v.kind != .listConfiguration {
        program.warn(v.at, "cannot follow the list configuration; assumed a plain list")
      }
      return .pairs(entries)
    }
  }
#endif

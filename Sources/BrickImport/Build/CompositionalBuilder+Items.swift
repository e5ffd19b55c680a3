#if Importer
  import BrickCore
  import BrickFormat
  import SwiftSyntax

  extension CompositionalBuilder {
    // MARK: - Values

    /// A field converted, or nil with a warning when it was set from something not followed.
    func field(
      _ object: NativeObject, _ key: String, _ what: String, _ convert: (RunValue) -> YNode?
    ) -> YNode? {
      if let v = object.fields[key], let node = convert(v) { return node }
      if let expr = object.exprs[key] {
        program.warn(expr, "cannot follow the \(what) `\(expr.trimmedText)`; left it out")
      }
      return nil
    }

    func objects(
      _ object: NativeObject, _ key: String, _ kind: NativeObject.Kind
    ) -> [NativeObject]? {
      guard let v = object.fields[key] else {
        if let expr = object.exprs[key] {
          program.warn(expr, "cannot follow `\(expr.trimmedText)`; left it out")
        }
        return nil
      }
      guard case .list(let items) = v else { return nil }
      var result: [NativeObject] = []
      for item in items {
        if case .native(let o) = item, o.kind == kind { result.append(o) }
      }
      if result.count != items.count, let expr = object.exprs[key] {
        program.warn(
          expr, "cannot follow every element of `\(expr.trimmedText)`; left some out")
      }
      return result
    }

    func dim(_ name: String, _ v: Double) -> YNode { .pairs([(name, .number(v))]) }

    func numberNode(_ v: RunValue) -> YNode? {
      guard let n = v.plain?.number, n.isFinite else { return nil }
      return .number(n)
    }

    func dimension(_ v: RunValue?) -> YNode? {
      guard case .plain(.enumCase(let name, let payload, _))? = v,
        [
          "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
        ].contains(name), let n = payload.first?.number, n.isFinite
      else { return nil }
      return dim(name, n)
    }

    func sizeNode(_ object: NativeObject, _ key: String = "size") -> YNode {
      if let size = object.object(key), size.kind == .size {
        let width = dimension(size.fields["width"])
        let height = dimension(size.fields["height"])
        if width == nil, let expr = size.exprs["width"] {
          program.warn(
            expr, "cannot follow the width `\(expr.trimmedText)`; assumed fractionalWidth 1")
        }
        if height == nil, let expr = size.exprs["height"] {
          program.warn(
            expr, "cannot follow the height `\(expr.trimmedText)`; assumed absolute 44")
        }
        return .pairs([
          ("width", width ?? dim("fractionalWidth", 1)), ("height", height ?? dim("absolute", 44)),
        ])
      }
      let at = object.exprs[key].map(Syntax.init) ?? object.at
      program.warn(at, "cannot follow the size; assumed full width and 44 points high")
      return .pairs([("width", dim("fractionalWidth", 1)), ("height", dim("absolute", 44))])
    }

    func insets(_ v: RunValue) -> YNode? {
      guard case .plain(.insets(let i)) = v else { return nil }
      let all = [i.top, i.left, i.bottom, i.right]
      guard all.allSatisfy(\.isFinite) else { return nil }
      if i.top == i.left && i.left == i.bottom && i.bottom == i.right { return .number(i.top) }
      return .pairs([
        ("top", .number(i.top)), ("leading", .number(i.left)), ("bottom", .number(i.bottom)),
        ("trailing", .number(i.right)),
      ])
    }

    func spacing(_ v: RunValue) -> YNode? {
      switch v {
      case .plain(.enumCase(let name, let payload, _)):
        guard name == "fixed" || name == "flexible", let n = payload.first?.number, n.isFinite
        else { return nil }
        return .pairs([(name, .number(n))])
      case .plain(.number(let n, _)) where n.isFinite: return .number(n)
      default: return nil
      }
    }

    func behavior(_ v: RunValue) -> YNode? {
      let known = [
        "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging",
        "groupPagingCentered",
      ]
      guard case .plain(.enumCase(let name, _, _)) = v, known.contains(name) else { return nil }
      return .scalar(name)
    }

    func elementKind(_ object: NativeObject) -> YNode {
      switch object.fields["elementKind"] {
      case .plain(.string("UICollectionElementKindSectionHeader"))?: return .scalar("header")
      case .plain(.string("UICollectionElementKindSectionFooter"))?: return .scalar("footer")
      case .plain(.string(let s))?: return .string(s)
      case .plain(.enumCase("elementKindSectionHeader", _, _))?: return .scalar("header")
      case .plain(.enumCase("elementKindSectionFooter", _, _))?: return .scalar("footer")
      default:
        let at = object.exprs["elementKind"].map(Syntax.init) ?? object.at
        let written = object.exprs["elementKind"]?.trimmedText ?? ""
        program.warn(
          at, "cannot follow the element kind `\(written)`; wrote \"supplementary\"")
        return .string("supplementary")
      }
    }

    func point(_ v: RunValue?) -> YNode? {
      guard case .native(let p)? = v, p.kind == .point, let x = p.number("x"),
        let y = p.number("y"),
        x.isFinite, y.isFinite
      else { return nil }
      return .list([.number(x), .number(y)])
    }

    // MARK: - Items and groups

    func itemNode(_ item: NativeObject) -> YNode {
      var entries: [(String, YNode)] = [("size", sizeNode(item))]
      appendCommon(item, into: &entries)
      return .pairs(entries)
    }

    /// `contentInsets`, `edgeSpacing`, `supplementaryItems` of an item or a group.
    func appendCommon(_ object: NativeObject, into entries: inout [(String, YNode)]) {
      if let i = field(object, "contentInsets", "content insets", insets), i != .number(0) {
        entries.append(("contentInsets", i))
      }
      if let spacing = object.object("edgeSpacing") {
        var edges: [(String, YNode)] = []
        for edge in ["leading", "top", "trailing", "bottom"] {
          if let v = spacing.fields[edge], let s = self.spacing(v) { edges.append((edge, s)) }
        }
        if !edges.isEmpty { entries.append(("edgeSpacing", .pairs(edges))) }
      } else if let expr = object.exprs["edgeSpacing"], object.fields["edgeSpacing"] == nil {
        program.warn(expr, "cannot follow the edge spacing `\(expr.trimmedText)`")
      }
      if let items = objects(object, "supplementaryItems", .supplementary), !items.isEmpty {
        entries.append(("supplementaryItems", .list(items.map(supplementaryNode))))
      }
    }

    func element(_ v: RunValue?, at expr: ExprSyntax?) -> YNode? {
      guard case .native(let o)? = v else { return nil }
      switch o.kind {
      case .item: return itemNode(o)
      case .group: return groupNode(o)
      default: return nil
      }
    }

    func groupNode(_ group: NativeObject, depth: Int = 0) -> YNode {
      var entries: [(String, YNode)] = []
      let axis = group.fields["axis"]?.plain?.string ?? "horizontal"
      entries.append(("axis", .scalar(axis)))
      entries.append(("size", sizeNode(group)))
      if axis == "custom" {
        entries.append(("frames", .list(customFrames(group))))
      } else if let subitems = group.fields["subitems"] {
        var nodes: [YNode] = []
        if case .list(let list) = subitems {
          for v in list {
            if let node = element(v, at: group.exprs["subitems"]) { nodes.append(node) }
          }
        }
        if nodes.isEmpty, let expr = group.exprs["subitems"] {
          program.warn(
            expr, "cannot follow the subitems `\(expr.trimmedText)`; wrote one full item")
        }
        entries.append(("subitems", .list(nodes.isEmpty ? [fullItem] : nodes)))
      } else if let key = ["subitem", "repeatingSubitem"].first(where: {
        group.exprs[$0] != nil
      }) {
        let node =
          element(group.fields[key], at: group.exprs[key])
          ?? {
            if let expr = group.exprs[key] {
              program.warn(
                expr, "cannot follow the subitem `\(expr.trimmedText)`; wrote a full item")
            }
            return fullItem
          }()
        entries.append((key, node))
        if let n = group.number("count"), n >= 1, n <= 10_000, n == n.rounded() {
          entries.append(("count", .number(n)))
        } else {
          let at = group.exprs["count"].map(Syntax.init) ?? group.at
          program.warn(
            at,
            "cannot follow the count `\(group.exprs["count"]?.trimmedText ?? "")`; "
              + "assumed 1")
          entries.append(("count", .number(1)))
        }
      } else {
        program.warn(group.at, "cannot follow the group's subitems; wrote one full item")
        entries.append(("subitems", .list([fullItem])))
      }
      if let s = field(group, "interItemSpacing", "spacing", spacing) {
        entries.append(("interItemSpacing", s))
      }
      appendCommon(group, into: &entries)
      return .pairs(entries)
    }

    var fullItem: YNode {
      .pairs([
        (
          "size",
          .pairs([("width", dim("fractionalWidth", 1)), ("height", dim("fractionalHeight", 1))])
        )
      ])
    }

    /// A custom group's frames: the item provider is run at the default environment (a
    /// container `defaultWidth` points wide) and the frames of the
    /// `NSCollectionLayoutGroupCustomItem`s it returns are written, computed in loops or not.
    /// Frames that depend on the container's width or traits are written for the default one,
    /// with a warning where the provider reads it; a provider that cannot be run gets one frame
    /// of 100 by 100 points, with a warning.
    func customFrames(_ group: NativeObject) -> [YNode] {
      let whole: [YNode] = [.list([.number(0), .number(0), .number(100), .number(100)])]
      guard let closure = group.closure else {
        program.warn(group.at, "a custom group without an item provider; wrote one frame")
        return whole
      }
      let environment = NativeObject(.environment, at: closure)
      let saved = reader.objects.environmentReadAt
      reader.objects.environmentReadAt = nil
      let result = interpreter.rerunning {
        interpreter.run(closure, arguments: [.native(environment)], captured: group.captured)
      }
      let readAt = reader.objects.environmentReadAt
      reader.objects.environmentReadAt = saved
      var frames: [YNode] = []
      if case .list(let items)? = result {
        for case .native(let item) in items where item.kind == .customItem {
          guard let rect = item.object("frame"),
            let values = Optional(["x", "y", "width", "height"].compactMap { rect.number($0) }),
            values.count == 4, values.allSatisfy(\.isFinite)
          else { break }
          frames.append(.list(values.map { .number($0) }))
        }
        if frames.count != items.count { frames = [] }
      }
      if frames.isEmpty {
        program.warn(
          closure,
          "cannot follow the frames this custom group computes; "
            + "wrote one frame of 100 by 100 points")
        return whole
      }
      if let readAt {
        program.warn(
          readAt,
          "the custom group's frames are computed from the container's size or traits read "
            + "here; wrote them for a container \(NumberText.plain(Self.defaultWidth)) points "
            + "wide (a layout file's frames are fixed)")
      }
      return frames
    }
  }
#endif

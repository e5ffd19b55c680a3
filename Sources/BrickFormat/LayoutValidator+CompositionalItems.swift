import BrickCore

/// The parts of a compositional layout (docs/compositional.md#dimensions): dimensions, sizes,
/// insets, spacing, items, groups, and supplementary, boundary and decoration items; and the
/// warnings for what UIKit allows but never shows as written.
extension LayoutValidator {
  /// `NSCollectionLayoutDimension`'s forms, as keys and as Swift's spelling.
  static let layoutDimensionForms = [
    "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
  ]
  static let layoutDimensionExpected =
    "{fractionalWidth: f}, {fractionalHeight: f}, {absolute: pt}, {estimated: pt}, "
    + "{uniformAcrossSiblings: pt}, a number of points, or Swift's spelling such as "
    + "\".fractionalWidth(0.5)\""

  static let layoutItemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]
  static let layoutGroupKeys = [
    "axis", "size", "subitems", "subitem", "count", "repeatingSubitem", "frames",
    "interItemSpacing", "contentInsets", "edgeSpacing", "supplementaryItems",
  ]
  /// How a group fills itself: one of these (with `count` for the two single subitems).
  static let groupFillKeys = ["subitems", "subitem", "repeatingSubitem", "frames"]
  static let layoutSizeKeys = ["width", "height"]
  static let directionalInsetsKeys = ["top", "leading", "bottom", "trailing"]
  static let spacingForms = ["fixed", "flexible"]
  static let edgeSpacingKeys = ["leading", "top", "trailing", "bottom"]
  static let supplementaryKeys = [
    "elementKind", "size", "containerAnchor", "itemAnchor", "zIndex", "view",
  ]
  static let anchorKeys = ["edges", "absoluteOffset", "fractionalOffset"]
  static let boundaryKeys = [
    "elementKind", "size", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds",
    "zIndex", "view",
  ]
  static let decorationKeys = ["elementKind", "contentInsets", "zIndex", "background"]
  /// The names of `RectEdges`.
  static let edgeNames = ["top", "leading", "bottom", "trailing"]
  /// The most items one `subitem:count:` or `repeatingSubitem:count:` group holds.
  static let maximumGroupCount = 10_000

  /// Keys of a group that an item (a mapping without `axis`) refuses, and why.
  private static let groupOnlyKeys: [String: String] = Dictionary(
    uniqueKeysWithValues: [
      "subitems", "subitem", "count", "repeatingSubitem", "frames",
      "interItemSpacing",
    ].map {
      ($0, "only a group takes it, and a group needs 'axis' (horizontal, vertical or custom)")
    })
  private static let undirectedInsets = [
    "left": "compositional insets are directional: leading",
    "right": "compositional insets are directional: trailing",
  ]

  // MARK: - Dimensions and sizes

  /// A DIM: `{fractionalWidth: f}` (or another form), a number (absolute), or Swift's
  /// spelling as a string (`".fractionalWidth(0.2)"`, `"estimated(44)"`).
  mutating func layoutDimension(_ node: DocNode, _ path: DocPath) -> LayoutDimension? {
    guard checkTag(node, path) else { return nil }
    switch node {
    case .scalar(let scalar):
      switch ScalarValue.classify(scalar) {
      case .number:
        return size(node, path).map { .absolute($0) }
      case .string(let raw):
        return swiftDimension(raw, node, path)
      default:
        report(
          .wrongType, at: node, path, "expected a dimension, found \(node.described)",
          expected: Self.layoutDimensionExpected)
        return nil
      }
    case .sequence:
      report(
        .wrongType, at: node, path, "expected a dimension, found \(node.described)",
        expected: Self.layoutDimensionExpected)
      return nil
    case .mapping:
      guard
        let f = fields(
          node, path, expected: Self.layoutDimensionExpected, allowed: Self.layoutDimensionForms)
      else { return nil }
      guard
        let form = oneForm(
          f.order, of: f, forms: Self.layoutDimensionForms, mapping: "a dimension mapping",
          one: "a dimension")
      else { return nil }
      guard let n = f[form], let value = size(n, f.path(form)) else { return nil }
      return Self.layoutDimension(form, value)
    }
  }

  /// The dimension of a form's name and value.
  static func layoutDimension(_ form: String, _ value: Double) -> LayoutDimension {
    switch form {
    case "fractionalWidth": .fractionalWidth(value)
    case "fractionalHeight": .fractionalHeight(value)
    case "estimated": .estimated(value)
    case "uniformAcrossSiblings": .uniformAcrossSiblings(value)
    default: .absolute(value)
    }
  }

  /// `".fractionalWidth(0.2)"`, `"NSCollectionLayoutDimension.estimated(44)"`,
  /// `"uniformAcrossSiblings(estimate: 44)"`.
  private mutating func swiftDimension(
    _ raw: String, _ node: DocNode, _ path: DocPath
  ) -> LayoutDimension? {
    var text = Substring(raw.trimmingSpaces())
    if Double(text) != nil {
      report(
        .wrongType, at: node, path, "expected a dimension, found \(node.described)",
        expected: "a number of points without quotes, or " + Self.layoutDimensionExpected)
      return nil
    }
    for prefix in ["NSCollectionLayoutDimension.", "."] where text.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count)
    }
    let name: Substring
    var argument: Substring?
    if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
      name = text[..<open]
      argument = text[text.index(after: open)..<text.index(before: text.endIndex)]
    } else {
      name = text
    }
    let form = String(name).trimmingSpaces()
    guard Self.layoutDimensionForms.contains(form) else {
      let near = Suggestion.nearest(to: form, in: Self.layoutDimensionForms)
      report(
        .invalidValue, at: node, path, "unknown dimension '\(DocText.clip(raw))'",
        expected: Self.layoutDimensionExpected,
        suggestion: near.map { name in argument.map { "\(name)(\($0))" } ?? name })
      return nil
    }
    guard var argument else {
      report(
        .invalidValue, at: node, path, "'\(DocText.clip(raw))' needs its value in parentheses",
        expected: "\(form)(N), such as \"\(form)(\(form.hasPrefix("fractional") ? "0.5" : "44"))\"")
      return nil
    }
    argument = Substring(String(argument).trimmingSpaces())
    if argument.hasPrefix("estimate:") { argument = argument.dropFirst("estimate:".count) }
    guard let value = Double(String(argument).trimmingSpaces()) else {
      report(
        .invalidValue, at: node, path,
        "'\(DocText.clip(raw))' does not give a number in parentheses",
        expected: "\(form)(N) with a number, such as \"\(form)(0.5)\"")
      return nil
    }
    guard value.isFinite, value >= 0, value <= LayoutLoader.maximumMagnitude else {
      report(
        .invalidValue, at: node, path,
        value.isFinite && value < 0
          ? "negative size in '\(DocText.clip(raw))'" : "'\(DocText.clip(raw))' is out of range",
        expected:
          "a finite size of 0 or more, at most \(Self.grouped(LayoutLoader.maximumMagnitude))")
      return nil
    }
    return Self.layoutDimension(form, value)
  }

  /// A SIZE: `{width: DIM, height: DIM}`, both required. With the container's size
  /// (`parent`), a fraction of an estimated dimension of it is warned about.
  mutating func layoutSize(
    _ node: DocNode, _ path: DocPath, parent: LayoutSize? = nil
  ) -> LayoutSize? {
    let expected = "{width: DIM, height: DIM}, such as {width: {fractionalWidth: 1}, height: 44}"
    guard let f = fields(node, path, expected: expected, allowed: Self.layoutSizeKeys) else {
      return nil
    }
    var dims: [LayoutDimension] = []
    for key in Self.layoutSizeKeys {
      guard let n = required(key, in: f, expected: expected) else { return nil }
      guard let d = layoutDimension(n, f.path(key)) else { return nil }
      if let parent { warnFractionOfEstimate(d, n, f.path(key), of: parent) }
      dims.append(d)
    }
    return LayoutSize(width: dims[0], height: dims[1])
  }

  /// Warns about a fraction of a container's dimension that is estimated: UIKit takes it of
  /// the estimate, not of the size the container settles on.
  private mutating func warnFractionOfEstimate(
    _ d: LayoutDimension, _ node: DocNode, _ path: DocPath, of parent: LayoutSize
  ) {
    let container: LayoutDimension
    let axis: String
    switch d {
    case .fractionalWidth: (container, axis) = (parent.width, "width")
    case .fractionalHeight: (container, axis) = (parent.height, "height")
    default: return
    }
    guard container.isEstimated else { return }
    diagnostics.warn(
      at: node, path,
      "\(Self.spelled(d)) of a group whose \(axis) is \(Self.spelled(container)): the fraction is "
        + "taken of the estimate, never of the size the group grows to, so this item does not "
        + "size itself",
      expected: "an estimated (self-sizing) or absolute \(axis) here, or an absolute or "
        + "fractional \(axis) on the group")
  }

  /// A dimension in Swift's spelling, for messages: `fractionalWidth(0.5)`.
  static func spelled(_ d: LayoutDimension) -> String {
    switch d {
    case .fractionalWidth(let v): "fractionalWidth(\(NumberText.plain(v)))"
    case .fractionalHeight(let v): "fractionalHeight(\(NumberText.plain(v)))"
    case .absolute(let v): "absolute(\(NumberText.plain(v)))"
    case .estimated(let v): "estimated(\(NumberText.plain(v)))"
    case .uniformAcrossSiblings(let v): "uniformAcrossSiblings(estimate: \(NumberText.plain(v)))"
    }
  }

  // MARK: - Insets and spacing

  /// INSETS: `{top, leading, bottom, trailing}` (missing edges 0) or one number for all four.
  mutating func directionalInsets(_ node: DocNode, _ path: DocPath) -> DirectionalInsets? {
    let expected = "a number for all four edges, or {top: N, leading: N, bottom: N, trailing: N}"
    if case .scalar = node { return number(node, path).map { DirectionalInsets(all: $0) } }
    guard
      let f = fields(
        node, path, expected: expected, allowed: Self.directionalInsetsKeys,
        rejected: Self.undirectedInsets)
    else { return nil }
    var values: [Double] = []
    for key in Self.directionalInsetsKeys {
      guard let n = f[key] else {
        values.append(0)
        continue
      }
      guard let v = number(n, f.path(key)) else { return nil }
      values.append(v)
    }
    return DirectionalInsets(
      top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
  }

  /// SPACING: `{fixed: n}`, `{flexible: n}` (at least n), or a number (fixed).
  mutating func layoutSpacing(_ node: DocNode, _ path: DocPath) -> LayoutSpacing? {
    let expected = "a number of points, {fixed: N} or {flexible: N}"
    if case .scalar = node { return number(node, path).map { .fixed($0) } }
    guard let f = fields(node, path, expected: expected, allowed: Self.spacingForms) else {
      return nil
    }
    guard let form = f.order.first else {
      if f.rejectedCount == 0 {
        report(
          .missingKey, at: node, path, "a spacing mapping needs fixed or flexible",
          expected: expected)
      }
      return nil
    }
    if f.order.count > 1 {
      report(
        .invalidValue, at: f.keyNode(f.order[1]), path,
        "a spacing is fixed or flexible, not both", expected: expected)
      return nil
    }
    guard let n = f[form] else { return nil }
    if form == "fixed" { return number(n, f.path(form)).map { .fixed($0) } }
    return size(n, f.path(form)).map { .flexible($0) }
  }

  /// `edgeSpacing: {leading, top, trailing, bottom: SPACING}`.
  private mutating func edgeSpacing(_ node: DocNode, _ path: DocPath) -> EdgeSpacing? {
    guard
      let f = fields(
        node, path,
        expected: "{leading: SPACING, top: SPACING, trailing: SPACING, bottom: SPACING}",
        allowed: Self.edgeSpacingKeys, rejected: Self.undirectedInsets)
    else { return nil }
    var result = EdgeSpacing()
    var ok = true
    let edges: [(String, WritableKeyPath<EdgeSpacing, LayoutSpacing?>)] = [
      ("leading", \.leading), ("top", \.top), ("trailing", \.trailing), ("bottom", \.bottom),
    ]
    for (key, keyPath) in edges {
      guard let n = f[key] else { continue }
      if let spacing = layoutSpacing(n, f.path(key)) {
        result[keyPath: keyPath] = spacing
      } else {
        ok = false
      }
    }
    return ok ? result : nil
  }

  // MARK: - Items and groups

  /// A section's group: a GROUP (a mapping with `axis`).
  mutating func topGroup(_ node: DocNode, _ path: DocPath) -> LayoutGroup? {
    if case .mapping(let raw) = node, merged(raw, path).value(forWordKey: "axis") == nil {
      report(
        .missingKey, at: node, path, "missing key 'axis': a section's group is a group",
        expected: "axis: horizontal, vertical or custom, with size and subitems")
      return nil
    }
    guard case .group(let group)? = element(node, path, depth: 1, parent: nil) else { return nil }
    return group
  }

  /// An ITEM or a GROUP (`axis` tells them apart) at nesting `depth`, inside a container of
  /// size `parent` (nil for a section's group).
  mutating func element(
    _ node: DocNode, _ path: DocPath, depth: Int, parent: LayoutSize?
  ) -> LayoutElement? {
    if overBudget(node, path) { return nil }
    if case let depthCheck = budget.checkDepth(depth), depthCheck != .within {
      if depthCheck == .passed {
        report(
          .tooDeep, at: node, path, "nesting deeper than 1,000 levels",
          expected: "at most 1,000 levels of groups")
      }
      return nil
    }
    guard case .mapping(let raw) = node else {
      report(
        .wrongType, at: node, path, "expected an item or a group, found \(node.described)",
        expected:
          "an item {size: {...}} or a group {axis: horizontal, size: {...}, subitems: [...]}")
      return nil
    }
    if merged(raw, path).value(forWordKey: "axis") != nil {
      return group(node, path, depth: depth, parent: parent).map { .group($0) }
    }
    return item(node, path, parent: parent).map { .item($0) }
  }

  /// An ITEM: `size` (required), `contentInsets`, `edgeSpacing`, `supplementaryItems`.
  private mutating func item(
    _ node: DocNode, _ path: DocPath, parent: LayoutSize?
  ) -> LayoutItem? {
    guard
      let f = fields(
        node, path,
        expected: "an item {size: {...}, contentInsets: ..., edgeSpacing: ..., "
          + "supplementaryItems: [...]} (a group has 'axis')",
        allowed: Self.layoutItemKeys, rejected: Self.groupOnlyKeys)
    else { return nil }
    guard
      let sizeNode = required(
        "size", in: f,
        expected: "size: {width: DIM, height: DIM}, such as "
          + "{width: {fractionalWidth: 0.5}, height: {fractionalHeight: 1}}")
    else { return nil }
    guard let size = layoutSize(sizeNode, f.path("size"), parent: parent) else { return nil }
    var item = LayoutItem(size: size)
    guard readElementKeys(f, into: &item.contentInsets, &item.edgeSpacing, &item.supplementaryItems)
    else { return nil }
    return item
  }

  /// `contentInsets`, `edgeSpacing` and `supplementaryItems` of an item or a group; false
  /// after an error.
  private mutating func readElementKeys(
    _ f: DocFields, into insets: inout DirectionalInsets, _ spacing: inout EdgeSpacing,
    _ supplementary: inout [AnchoredItem]
  ) -> Bool {
    var ok = true
    if let n = f["contentInsets"] {
      if let v = directionalInsets(n, f.path("contentInsets")) { insets = v } else { ok = false }
    }
    if let n = f["edgeSpacing"] {
      if let v = edgeSpacing(n, f.path("edgeSpacing")) { spacing = v } else { ok = false }
    }
    if let n = f["supplementaryItems"] {
      supplementary = supplementaryItems(n, f.path("supplementaryItems"))
    }
    return ok
  }

  /// A GROUP: `axis`, `size`, and one of `subitems`, `subitem` + `count`,
  /// `repeatingSubitem` + `count`, `frames` (custom); `interItemSpacing`, `contentInsets`,
  /// `edgeSpacing`, `supplementaryItems`.
  private mutating func group(
    _ node: DocNode, _ path: DocPath, depth: Int, parent: LayoutSize?
  ) -> LayoutGroup? {
    let fillExpected =
      "subitems: [ITEM or GROUP, ...], subitem: X with count: N, repeatingSubitem: X with "
      + "count: N, or (custom) frames: [[x, y, w, h], ...]"
    guard
      let f = fields(
        node, path, expected: "a group {axis: horizontal, size: {...}, subitems: [...]}",
        allowed: Self.layoutGroupKeys)
    else { return nil }
    // Read on past an error where the rest can still be checked: one pass finds several.
    guard let axisNode = required("axis", in: f, expected: "axis: horizontal, vertical or custom")
    else { return nil }
    let readAxis = choice(axisNode, f.path("axis"), LayoutGroup.Axis.self, what: "group axis")
    var size: LayoutSize?
    if let sizeNode = f["size"] {
      size = layoutSize(sizeNode, f.path("size"), parent: parent)
    } else {
      requireKey(
        "size", in: f,
        expected: "size: {width: DIM, height: DIM}, such as "
          + "{width: {fractionalWidth: 1}, height: {absolute: 44}}")
    }
    guard let size, let axis = readAxis else {
      // The subitems, for their own errors (fractions are not checked without the size).
      for key in ["subitem", "repeatingSubitem"] {
        if let n = f[key] { _ = element(n, f.path(key), depth: depth + 1, parent: nil) }
      }
      if let n = f["subitems"], case .sequence(let seq) = n {
        let base = f.path("subitems").flattened
        for (i, item) in seq.enumerated() {
          _ = element(item, base.appending(index: i), depth: depth + 1, parent: nil)
        }
      }
      return nil
    }

    // How the group fills itself.
    let fills = Self.groupFillKeys.filter { f.has($0) }
    if fills.count > 1 {
      report(
        .invalidValue, at: f.keyNode(fills[1]), f.path(fills[1]),
        "a group takes one of subitems, subitem, repeatingSubitem and frames, found "
          + "'\(fills[0])' and '\(fills[1])'",
        expected: fillExpected)
      return nil
    }
    guard let fill = fills.first else {
      if f.has("count") {
        report(
          .invalidValue, at: f.keyNode("count"), f.path("count"),
          "'count' goes with 'subitem' or 'repeatingSubitem'",
          expected: "subitem: ITEM with count: N (exactly N, resized) or repeatingSubitem: ITEM "
            + "with count: N (N at their own size)")
      } else {
        report(
          .missingKey, at: node, path, "a group needs its subitems", expected: fillExpected)
      }
      return nil
    }
    let counted = fill == "subitem" || fill == "repeatingSubitem"
    if f.has("count") && !counted {
      report(
        .invalidValue, at: f.keyNode("count"), f.path("count"),
        "'count' goes with 'subitem' or 'repeatingSubitem', not '\(fill)'",
        expected: fill == "subitems"
          ? "subitems alone (they repeat until the group is full), or subitem: X with count: N"
          : "frames alone (one item each)")
      return nil
    }
    if (axis == .custom) != (fill == "frames") {
      report(
        .invalidValue, at: f.keyNode(fill), f.path(fill),
        axis == .custom
          ? "a custom group places its items by 'frames', not '\(fill)'"
          : "'frames' is for a custom group (axis: custom)",
        expected: axis == .custom
          ? "frames: [[x, y, width, height], ...] relative to the group"
          : "subitems, subitem with count, or repeatingSubitem with count")
      return nil
    }
    var interItemSpacing: LayoutSpacing?
    if let n = f["interItemSpacing"] {
      guard let spacing = layoutSpacing(n, f.path("interItemSpacing")) else { return nil }
      interItemSpacing = spacing
    }
    var insets = DirectionalInsets.zero
    var edges = EdgeSpacing()
    var supplementary: [AnchoredItem] = []
    guard readElementKeys(f, into: &insets, &edges, &supplementary) else { return nil }

    let subitems: LayoutGroup.Subitems
    let fillPath = f.path(fill)
    guard let fillNode = f[fill] else { return nil }
    switch fill {
    case "subitems":
      guard
        let items = nonEmptySequence(
          fillNode, fillPath, expected: "a list of items and groups",
          empty: "a group needs at least one subitem",
          fix: "subitems: [{size: {width: ..., height: ...}}]")
      else { return nil }
      let base = fillPath.flattened
      var elements: [LayoutElement] = []
      for (i, item) in items.enumerated() {
        if let e = element(item, base.appending(index: i), depth: depth + 1, parent: size) {
          elements.append(e)
        }
      }
      guard elements.count == items.count else { return nil }
      subitems = .cycling(elements)
    case "frames":
      guard let rects = frames(fillNode, fillPath) else { return nil }
      subitems = .custom(rects)
    default:  // subitem, repeatingSubitem
      guard
        let countNode = required(
          "count", in: f, expected: "count: N, how many times the \(fill) appears in the group")
      else { return nil }
      guard
        let count = integer(
          countNode, f.path("count"), what: "count", range: 1...Double(Self.maximumGroupCount))
      else { return nil }
      guard let e = element(fillNode, fillPath, depth: depth + 1, parent: size) else { return nil }
      if fill == "subitem" {
        subitems = .count(e, count)
      } else {
        subitems = .repeating(e, count)
        warnRepeatingOverflow(
          axis: axis, size: size, insets: insets, spacing: interItemSpacing, subitem: e,
          count: count, at: countNode, f.path("count"))
      }
    }
    return LayoutGroup(
      axis: axis, size: size, subitems: subitems, interItemSpacing: interItemSpacing,
      contentInsets: insets, edgeSpacing: edges, supplementaryItems: supplementary)
  }

  /// `frames: [[x, y, width, height], ...]`, relative to a custom group (points).
  private mutating func frames(_ node: DocNode, _ path: DocPath) -> [Rect]? {
    nonEmptyList(
      node, path, expected: "a list of frames \(Self.frameForm)",
      empty: "a custom group needs at least one frame", fix: "frames: [[0, 0, 100, 100]]"
    ) { $0.frame($1, $2) }
  }

  private static let frameForm = "[x, y, width, height] in points, relative to the group"

  /// One of a custom group's `frames`: `[x, y, width, height]` in points.
  private mutating func frame(_ node: DocNode, _ path: DocPath) -> Rect? {
    guard let seq = rectangle(node, path, what: "a frame", expected: Self.frameForm) else {
      return nil
    }
    let p = path.flattened
    guard let x = number(seq[0], p.appending(index: 0)),
      let y = number(seq[1], p.appending(index: 1)),
      let w = size(seq[2], p.appending(index: 2)),
      let h = size(seq[3], p.appending(index: 3))
    else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
  }

  /// Warns about a `repeatingSubitem` group whose absolute length along its axis cannot hold
  /// `count` subitems of an absolute length (UIKit places them anyway, past the group, R5,
  /// docs/compositional.md#r5).
  private mutating func warnRepeatingOverflow(
    axis: LayoutGroup.Axis, size: LayoutSize, insets: DirectionalInsets, spacing: LayoutSpacing?,
    subitem: LayoutElement, count: Int, at node: DocNode, _ path: DocPath
  ) {
    let horizontal = axis == .horizontal
    guard axis != .custom,
      case .absolute(let groupLength) = horizontal ? size.width : size.height,
      case .absolute(let length) = horizontal ? subitem.size.width : subitem.size.height
    else { return }
    let content =
      groupLength - (horizontal ? insets.leading + insets.trailing : insets.top + insets.bottom)
    let edges = subitem.edgeSpacing
    let outsets = [
      horizontal ? edges.leading : edges.top, horizontal ? edges.trailing : edges.bottom,
    ]
    .compactMap { $0?.amount }.reduce(0, +)
    let gap = spacing?.amount ?? 0
    let each = length + outsets
    let needed = Double(count) * each + Double(count - 1) * gap
    guard needed > content + 1e-9 else { return }
    let fits = each + gap > 0 ? max(0, Int(((content + gap) / (each + gap)).rounded(.down))) : 0
    let side = horizontal ? "width" : "height"
    diagnostics.warn(
      at: node, path,
      "\(count) repeating subitems of \(side) \(NumberText.plain(length))"
        + (gap != 0 ? " with \(NumberText.plain(gap)) between them" : "")
        + " need \(NumberText.plain(needed)) points, more than the group's "
        + NumberText.plain(content)
        + (content != groupLength ? " (its \(side) less its contentInsets)" : "")
        + ": UIKit places them past the group's end",
      expected: "a count of at most \(fits), or a group at least \(NumberText.plain(needed)) "
        + "\(horizontal ? "wide" : "tall")")
  }

  // MARK: - Supplementary, boundary and decoration items

  /// `supplementaryItems: [SUPPLEMENTARY]` of an item or a group.
  private mutating func supplementaryItems(_ node: DocNode, _ path: DocPath) -> [AnchoredItem] {
    list(node, path, expected: "a list of supplementary items") { $0.supplementaryItem($1, $2) }
  }

  /// SUPPLEMENTARY: `elementKind` and `size` (required), `containerAnchor` (centred),
  /// `itemAnchor`, `zIndex` (1), `view`.
  private mutating func supplementaryItem(_ node: DocNode, _ path: DocPath) -> AnchoredItem? {
    let expected =
      "{elementKind: badge, size: {...}, containerAnchor: {edges: [top, trailing]}, view: NODE}"
    guard let (f, kind) = elementItem(node, path, expected, Self.supplementaryKeys) else {
      return nil
    }
    guard
      let size = required(
        "size", in: f, expected: "size: {width: {absolute: 20}, height: {absolute: 20}}",
        { $0.layoutSize($1, $2) })
    else { return nil }
    // Without a container anchor the supplementary item is centred on its container.
    guard
      let container = optional(
        "containerAnchor", in: f, else: LayoutAnchor(edges: []), { $0.anchor($1, $2) })
    else { return nil }
    var result = AnchoredItem(
      elementKind: kind, size: size, containerAnchor: container, sourceLine: node.mark?.line ?? 0)
    if let n = f["itemAnchor"] {
      guard let a = anchor(n, f.path("itemAnchor")) else { return nil }
      result.itemAnchor = a
    }
    if let n = f["zIndex"] { result.zIndex = integer(n, f.path("zIndex"), what: "zIndex") ?? 1 }
    if let n = f["view"] {
      // Shown once per item: `{index}` in its text stays for the item's index, as a cell's.
      let context = RepetitionContext(
        index: nil, fields: [:], names: [], depth: 1, repeatedNode: "a supplementary item's view")
      result.view = viewNode(n, f.path("view"), context: context)
    }
    return result
  }

  /// `boundarySupplementaryItems: [BOUNDARY]` of a section or the configuration.
  mutating func boundaryItems(_ node: DocNode, _ path: DocPath) -> [BoundaryItem] {
    list(node, path, expected: "a list of boundary items (headers, footers)") {
      $0.boundaryItem($1, $2)
    }
  }

  /// BOUNDARY: `elementKind` (required), `size`, `alignment`, `absoluteOffset`,
  /// `extendsBoundary` (true), `pinToVisibleBounds` (false), `zIndex` (1), `view`.
  ///
  /// Without `alignment` a kind ending in `footer` (any case) sits at the bottom, any other at
  /// the top; without `size` it spans the section across the scroll axis with an estimated 44
  /// along it (`{width: {fractionalWidth: 1}, height: {estimated: 44}}`, transposed for
  /// `leading` and `trailing`).
  private mutating func boundaryItem(_ node: DocNode, _ path: DocPath) -> BoundaryItem? {
    let expected =
      "{elementKind: header, size: {...}, alignment: top, pinToVisibleBounds: true, view: NODE}"
    guard let (f, kind) = elementItem(node, path, expected, Self.boundaryKeys) else {
      return nil
    }
    let byKind: BoundaryAlignment = kind.lowercased().hasSuffix("footer") ? .bottom : .top
    guard
      let alignment = optional(
        "alignment", in: f, else: byKind,
        { $0.choice($1, $2, BoundaryAlignment.self, what: "alignment") })
    else { return nil }
    let across = alignment == .leading || alignment == .trailing
    let spanning = LayoutSize(
      width: across ? .estimated(44) : .fractionalWidth(1),
      height: across ? .fractionalHeight(1) : .estimated(44))
    guard let size = optional("size", in: f, else: spanning, { $0.layoutSize($1, $2) }) else {
      return nil
    }
    var result = BoundaryItem(
      elementKind: kind, size: size, alignment: alignment, sourceLine: node.mark?.line ?? 0)
    if let n = f["absoluteOffset"] {
      guard let p = pair(n, f.path("absoluteOffset"), names: "[x, y]") else { return nil }
      result.absoluteOffset = Point(x: p.width, y: p.height)
    }
    if let n = f["extendsBoundary"] {
      result.extendsBoundary = bool(n, f.path("extendsBoundary")) ?? true
    }
    if let n = f["pinToVisibleBounds"] {
      result.pinToVisibleBounds = bool(n, f.path("pinToVisibleBounds")) ?? false
    }
    if let n = f["zIndex"] { result.zIndex = integer(n, f.path("zIndex"), what: "zIndex") ?? 1 }
    if let n = f["view"] { result.view = viewNode(n, f.path("view"), context: nil) }
    return result
  }

  /// `decorationItems: [DECORATION]` of a section.
  mutating func decorationItems(_ node: DocNode, _ path: DocPath) -> [DecorationItem] {
    list(node, path, expected: "a list of decoration items") { $0.decorationItem($1, $2) }
  }

  /// The entries of the list at `node`, each read by `read` at its own path (an entry it
  /// refuses, reported, is left out); empty when `node` is not a list.
  mutating func list<Element>(
    _ node: DocNode, _ path: DocPath, expected: String,
    _ read: (inout LayoutValidator, DocNode, DocPath) -> Element?
  ) -> [Element] {
    guard let items = sequence(node, path, expected: expected) else { return [] }
    let base = path.flattened
    var result: [Element] = []
    for (i, item) in items.enumerated() {
      if let element = read(&self, item, base.appending(index: i)) { result.append(element) }
    }
    return result
  }

  /// DECORATION: `elementKind` (required), `contentInsets`, `zIndex` (0), `background`.
  private mutating func decorationItem(_ node: DocNode, _ path: DocPath) -> DecorationItem? {
    let expected = "{elementKind: background, contentInsets: 8, background: systemGray6}"
    guard let (f, kind) = elementItem(node, path, expected, Self.decorationKeys) else {
      return nil
    }
    var result = DecorationItem(elementKind: kind, sourceLine: node.mark?.line ?? 0)
    if let n = f["contentInsets"] {
      guard let insets = directionalInsets(n, f.path("contentInsets")) else { return nil }
      result.contentInsets = insets
    }
    if let n = f["zIndex"] { result.zIndex = integer(n, f.path("zIndex"), what: "zIndex") ?? 0 }
    if let n = f["background"] { result.background = colour(n, f.path("background")) }
    return result
  }

  /// The fields of a supplementary, boundary or decoration item (`expected` and `allowed` are
  /// its form) and its required, non-empty `elementKind`.
  private mutating func elementItem(
    _ node: DocNode, _ path: DocPath, _ expected: String, _ allowed: [String]
  ) -> (fields: DocFields, kind: String)? {
    guard let f = fields(node, path, expected: expected, allowed: allowed) else { return nil }
    guard
      let n = required(
        "elementKind", in: f, expected: "elementKind: header, footer, background or any name")
    else { return nil }
    guard let kind = string(n, f.path("elementKind"), expected: "an element kind") else {
      return nil
    }
    if kind.isEmpty {
      report(
        .invalidValue, at: n, f.path("elementKind"), "an element kind cannot be empty",
        expected: "header, footer, background or any name")
      return nil
    }
    return (f, kind)
  }

  /// An anchor: `{edges: [top, trailing], absoluteOffset: [x, y] | fractionalOffset: [x, y]}`.
  private mutating func anchor(_ node: DocNode, _ path: DocPath) -> LayoutAnchor? {
    let expected = "{edges: [top, trailing], absoluteOffset: [x, y]} or fractionalOffset: [x, y]"
    guard let f = fields(node, path, expected: expected, allowed: Self.anchorKeys) else {
      return nil
    }
    var edges: RectEdges = []
    if let n = f["edges"] {
      let names: [DocNode]
      if case .sequence(let seq) = n { names = seq.items } else { names = [n] }
      let base = f.path("edges").flattened
      for (i, nameNode) in names.enumerated() {
        let namePath =
          names.count == 1 && n.scalarText != nil ? f.path("edges") : base.appending(index: i)
        guard let name = string(nameNode, namePath, expected: "an edge") else { return nil }
        guard let index = Self.edgeNames.firstIndex(of: name) else {
          report(
            .invalidValue, at: nameNode, namePath, "unknown edge '\(DocText.clip(name))'",
            expected: Suggestion.list(Self.edgeNames)
              + " (directional: leading and trailing, not left and right)",
            suggestion: Suggestion.nearest(to: name, in: Self.edgeNames)
              ?? ["left": "leading", "right": "trailing"][name])
          return nil
        }
        edges.insert([RectEdges.top, .leading, .bottom, .trailing][index])
      }
    }
    if f.has("absoluteOffset") && f.has("fractionalOffset") {
      report(
        .invalidValue, at: f.keyNode("fractionalOffset"), f.path("fractionalOffset"),
        "an anchor takes absoluteOffset or fractionalOffset, not both", expected: expected)
      return nil
    }
    var result = LayoutAnchor(edges: edges)
    for key in ["absoluteOffset", "fractionalOffset"] {
      guard let n = f[key] else { continue }
      guard let p = pair(n, f.path(key), names: "[x, y]") else { return nil }
      result.offset = Point(x: p.width, y: p.height)
      result.isFractional = key == "fractionalOffset"
    }
    return result
  }

  /// A supplementary item's `view`: a NODE, read inside `context` when it has one.
  private mutating func viewNode(
    _ n: DocNode, _ path: DocPath, context: RepetitionContext?
  ) -> BrickCore.Node? {
    guard shownNode(n, path, allowData: false) else { return nil }
    let entered = templates.enter(context, depth: 1)
    defer { templates.leave(entered) }
    return node(n, path, depth: 1)
  }
}

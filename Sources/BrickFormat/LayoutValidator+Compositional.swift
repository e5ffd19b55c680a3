import BrickCore

/// A `layout: compositional` file (docs/compositional.md): the top level, the configuration, the
/// sections with their cells, lists and carousel effects, and the rule forms (`Adaptive`) a
/// section provider's branches become. Items, groups and their supplementary items are read in
/// `LayoutValidator+CompositionalItems.swift`.
extension LayoutValidator {
  /// The kinds of layout file (`layout:`).
  enum LayoutKind: String, CaseIterable {
    case brickkit, compositional
  }

  /// The top-level keys of a compositional file.
  static let compositionalTopLevelKeys =
    [
      "title", "device", "layout", "configuration", "sections", "start", "states", "$schema",
      "appearance",
    ] + textKeys

  /// Keys only a compositional file takes, with the reason a BrickKit file refuses them.
  static let compositionalOnlyKeys = [
    "configuration": "it belongs to a compositional layout; add 'layout: compositional'",
    "sections": "it belongs to a compositional layout; add 'layout: compositional' "
      + "(a BrickKit file has one 'root' section)",
  ]

  /// Keys only a BrickKit file takes, with the reason a compositional file refuses them.
  static let brickKitOnlyKeys = [
    "root": "a compositional layout has 'sections' in place of a root section",
    "behaviors": "BrickKit behaviors do not apply to a compositional layout (pinned headers are "
      + "boundarySupplementaryItems with pinToVisibleBounds, carousels are "
      + "orthogonalScrollingBehavior)",
    "zIndex": "it orders BrickKit bricks; a compositional item's zIndex is its own key",
    "widthRatio": "it scales BrickKit ratios; a compositional layout sizes items with "
      + "fractionalWidth and fractionalHeight",
    "appear": "it animates BrickKit bricks between states",
    "scrollDirection": "a compositional layout's scroll direction is configuration.scrollDirection",
  ]

  /// The keys of a state in a compositional file, and the reasons for the others.
  static let compositionalStateKeys = ["name", "appearance", "contentSize"]
  static let brickKitOnlyStateKeys = [
    "root": "a compositional file's states change appearance or contentSize",
    "behaviors": "a compositional file's states change appearance or contentSize",
    "appear": "a compositional file's states change appearance or contentSize",
  ]

  static let configurationKeys = [
    "scrollDirection", "interSectionSpacing", "contentInsetsReference",
    "boundarySupplementaryItems",
  ]

  static let compositionalSectionKeys = [
    "id", "itemCount", "cells", "data", "cell", "group", "contentInsets", "contentInsetsReference",
    "supplementaryContentInsetsReference", "interGroupSpacing", "orthogonalScrollingBehavior",
    "boundarySupplementaryItems", "decorationItems", "visibleItems", "list",
  ]

  static let listKeys = ["appearance", "headerMode", "footerMode", "metrics"]
  static let listMetricsKeys = [
    "rowHeight", "horizontalInset", "sectionTopPadding", "sectionBottomPadding", "headerHeight",
    "footerHeight",
  ]
  static let visibleItemsKeys = ["scale", "alpha"]
  static let rampKeys = ["center", "edge"]

  /// How deep rules may nest in one another.
  static let maximumRuleDepth = 64

  /// The rule forms `Adaptive` values take (docs/compositional.md#adapting).
  static let ruleForms = ["horizontalSizeClass", "verticalSizeClass", "orientation", "range"]

  // MARK: - The top level

  /// What `layout:` says, read from the top-level mapping before its keys are checked; nil
  /// when it says nothing readable (reported).
  mutating func layoutKind(_ document: DocNode) -> LayoutKind? {
    guard case .mapping(let raw) = document else { return .brickkit }
    let map = merged(raw, "")
    guard let node = map.value(forWordKey: "layout") else { return .brickkit }
    let names = LayoutKind.allCases.map(\.rawValue)
    if case .scalar(let scalar) = node, case .string(let raw) = ScalarValue.classify(scalar),
      let kind = LayoutKind(rawValue: raw)
    {
      return kind
    }
    let found = node.scalarText
    report(
      found == nil ? .wrongType : .invalidValue, at: node, "layout",
      found.map { "unknown layout '\(DocText.clip($0))'" }
        ?? "expected a layout kind, found \(node.described)",
      expected: Suggestion.list(names) + " (brickkit, the default, has a 'root' section)",
      suggestion: found.flatMap { Suggestion.nearest(to: $0, in: names) })
    // Read the rest as the kind its keys suggest, for its other errors.
    return map.value(forWordKey: "sections") != nil ? .compositional : nil
  }

  /// A whole compositional file: the shared top-level settings, the configuration and the
  /// sections; the root is an empty section (docs/compositional.md).
  mutating func compositionalLayout(_ document: DocNode) -> LayoutSpec? {
    let expected =
      "a mapping with 'layout: compositional' and 'sections' (and optionally "
      + Suggestion.list(
        Self.compositionalTopLevelKeys.filter {
          !["layout", "sections", "$schema"].contains($0)
        }, conjunction: "and") + ")"
    guard
      let f = fields(
        document, "", expected: expected, allowed: Self.compositionalTopLevelKeys,
        rejected: Self.brickKitOnlyKeys, extensions: true)
    else { return nil }
    var spec = LayoutSpec(root: BrickCore.Node(id: "root", content: .section(Section())))
    if let n = f["title"] { spec.title = string(n, "title") }
    if let n = f["device"] { spec.device = device(n, "device") }
    if let n = f["start"] { spec.start = start(n, "start") ?? .top }
    if let n = f["appearance"] {
      spec.appearance = choice(n, "appearance", Appearance.self, what: "appearance") ?? .light
    }
    if let n = f["$schema"] { _ = string(n, "$schema", expected: "the schema's address") }
    readTextSettings(f, into: &spec)

    var layout = CompositionalSpec()
    if let n = f["configuration"] {
      layout.configuration = configuration(n, "configuration") ?? CompositionalConfiguration()
    }
    spec.scrollDirection = layout.configuration.scrollDirection
    scrollDirection = spec.scrollDirection
    if let n = f["sections"] {
      layout.sections = sections(n, "sections")
    } else {
      report(
        .missingKey, at: document, "", "missing key 'sections'",
        expected: "sections: [{itemCount: N, group: {...}}] (the compositional layout's sections)")
    }
    if let n = f["states"] {
      spec.states = states(n, "states", fileRoot: spec.root, compositional: true)
    }
    layout.warnings = diagnostics.warnings
    spec.compositional = layout
    return spec
  }

  /// `configuration:` (UICollectionViewCompositionalLayoutConfiguration, R11,
  /// docs/compositional.md#r11).
  mutating func configuration(_ node: DocNode, _ path: DocPath) -> CompositionalConfiguration? {
    guard
      let f = fields(
        node, path,
        expected: "{scrollDirection: vertical, interSectionSpacing: N, contentInsetsReference: R, "
          + "boundarySupplementaryItems: [...]}", allowed: Self.configurationKeys)
    else { return nil }
    var result = CompositionalConfiguration()
    if let n = f["scrollDirection"] {
      result.scrollDirection =
        choice(n, f.path("scrollDirection"), ScrollDirection.self, what: "scroll direction")
        ?? .vertical
    }
    if let n = f["interSectionSpacing"] {
      result.interSectionSpacing = number(n, f.path("interSectionSpacing")) ?? 0
    }
    if let n = f["contentInsetsReference"] {
      result.contentInsetsReference =
        choice(
          n, f.path("contentInsetsReference"), ContentInsetsReference.self,
          what: "content insets reference") ?? .safeArea
    }
    if let n = f["boundarySupplementaryItems"] {
      result.boundarySupplementaryItems = boundaryItems(n, f.path("boundarySupplementaryItems"))
    }
    return result
  }

  // MARK: - Sections

  /// `sections:`, a list of sections; each section's id is used once.
  mutating func sections(_ node: DocNode, _ path: DocPath) -> [CompositionalSection] {
    guard
      let items = sequence(
        node, path, expected: "a list of sections such as {itemCount: 10, group: {...}}")
    else { return [] }
    let base = path.flattened
    var result: [CompositionalSection] = []
    var idLines: [String: Int] = [:]
    for (i, item) in items.enumerated() {
      guard let section = section(item, base.appending(index: i)) else { continue }
      if let id = section.id {
        if let line = idLines[id] {
          let idNode: DocNode? =
            if case .mapping(let map) = item { map.value(forWordKey: "id") } else { nil }
          report(
            .duplicateId, at: idNode ?? item, base.appending(index: i).appending("id"),
            "duplicate section id '\(DocText.clip(id))' (first used at line \(line))",
            expected: "an id used once")
        } else {
          idLines[id] = section.sourceLine
        }
      }
      result.append(section)
    }
    return result
  }

  /// One section: its cells, its group (or list), insets, spacing, scrolling, supplementary
  /// and decoration items and carousel effect.
  private mutating func section(_ node: DocNode, _ path: DocPath) -> CompositionalSection? {
    if overBudget(node, path) { return nil }
    guard
      let f = fields(
        node, path, expected: "a section: {itemCount: N, group: {...}} or {cells: [...], list: {}}",
        allowed: Self.compositionalSectionKeys)
    else { return nil }
    var ok = true
    var id: String?
    if let n = f["id"] {
      id = identifier(n, f.path("id"))
      ok = ok && id != nil
    }
    let cells = cellSource(f)
    var list: ListConfiguration?
    if let n = f["list"] {
      list = listConfiguration(n, f.path("list"))
      ok = ok && list != nil
    }
    var group: Adaptive<LayoutGroup>?
    if let n = f["group"] {
      if f.has("list") {
        report(
          .invalidValue, at: f.keyNode("group"), f.path("group"),
          "a list section builds its own group",
          expected: "either list: {...} (one full-width row per item) or group: {...}")
        ok = false
      } else {
        group = adaptive(n, f.path("group"), what: "a group", mappingValue: true) {
          $0.topGroup($1, $2)
        }
        ok = ok && group != nil
      }
    } else if !f.has("list") {
      report(
        .missingKey, at: node, path, "missing key 'group'",
        expected: "group: {axis: horizontal, size: {...}, subitems: [...]}, or list: {} for a "
          + "list section")
      ok = false
    }
    var section = CompositionalSection(
      id: id, cells: cells ?? .nodes([]), group: group,
      sourceLine: node.mark?.line ?? 0)
    section.list = list
    if let n = f["contentInsets"] {
      if let insets = adaptive(
        n, f.path("contentInsets"), what: "insets", mappingValue: true,
        { $0.directionalInsets($1, $2) })
      {
        section.contentInsets = insets
      } else {
        ok = false
      }
    }
    if let n = f["contentInsetsReference"] {
      section.contentInsetsReference =
        choice(
          n, f.path("contentInsetsReference"), ContentInsetsReference.self,
          what: "content insets reference") ?? .automatic
    }
    if let n = f["supplementaryContentInsetsReference"],
      let reference = choice(
        n, f.path("supplementaryContentInsetsReference"), ContentInsetsReference.self,
        what: "content insets reference")
    {
      section.supplementariesFollowContentInsets = reference != ContentInsetsReference.none
    }
    if let n = f["interGroupSpacing"] {
      section.interGroupSpacing =
        adaptive(n, f.path("interGroupSpacing"), what: "a spacing", mappingValue: false) {
          $0.number($1, $2)
        } ?? .value(0)
    }
    if let n = f["orthogonalScrollingBehavior"] {
      section.orthogonalScrollingBehavior =
        adaptive(
          n, f.path("orthogonalScrollingBehavior"), what: "a scrolling behavior",
          mappingValue: false
        ) {
          $0.choice(
            $1, $2, OrthogonalScrollingBehavior.self, what: "orthogonal scrolling behavior")
        } ?? .value(.none)
    }
    if let n = f["boundarySupplementaryItems"] {
      section.boundarySupplementaryItems = boundaryItems(n, f.path("boundarySupplementaryItems"))
    }
    if let n = f["decorationItems"] {
      section.decorationItems = decorationItems(n, f.path("decorationItems"))
    }
    if let n = f["visibleItems"] { section.visibleItems = visibleItems(n, f.path("visibleItems")) }
    return ok && cells != nil ? section : nil
  }

  // MARK: - Cells

  /// The cells of a section: `itemCount` (+ `cell`), `cells`, or `data` (+ `cell`), exactly
  /// one of them.
  private mutating func cellSource(_ f: DocFields) -> CellSource? {
    let given = ["itemCount", "cells", "data"].filter { f.has($0) }
    guard let first = given.first else {
      report(
        .missingKey, at: f.node, f.path, "a section needs its cells: itemCount, cells or data",
        expected: "itemCount: N (with cell: NODE), cells: [NODE, ...], or data: [{...}] with "
          + "cell: NODE")
      return nil
    }
    if given.count > 1 {
      report(
        .invalidValue, at: f.keyNode(given[1]), f.path(given[1]),
        "a section takes one of itemCount, cells and data, found '\(first)' and '\(given[1])'",
        expected: "itemCount: N, cells: [NODE, ...] or data: [{...}]")
      return nil
    }
    if first == "cells", f.has("cell") {
      report(
        .invalidValue, at: f.keyNode("cell"), f.path("cell"),
        "'cell' goes with itemCount or data ('cells' lists every cell)",
        expected: "cells: [NODE, ...] alone, or itemCount: N with cell: NODE")
      return nil
    }
    guard let given = f[first] else { return nil }
    switch first {
    case "itemCount":
      let count = adaptive(
        given, f.path("itemCount"), what: "an item count", mappingValue: false
      ) {
        $0.integer(
          $1, $2, what: "item count", range: 0...Double(LayoutLoader.maximumSectionItems))
      }
      // The cell's `{index}` in text stays for the solver to fill per item, as a `repeat`
      // brick's does.
      let context = RepetitionContext(
        index: nil, fields: [:], names: [], depth: 1,
        repeatedNode: "the cell of an itemCount section (use data for values that vary)")
      let cell = cellNode(f, context: context)
      guard let count, let cell else { return nil }
      return .repeated(cell: cell, count: count)
    case "cells":
      let path = f.path("cells")
      guard let items = sequence(given, path, expected: "a list of cells (nodes)") else {
        return nil
      }
      let base = path.flattened
      var cells: [BrickCore.Node] = []
      for (i, item) in items.enumerated() {
        let itemPath = base.appending(index: i)
        guard shownNode(item, itemPath, allowData: true) else { continue }
        // `{index}` is the cell's index in its section, as with itemCount and data.
        let context = RepetitionContext(index: cells.count, fields: [:], names: [], depth: 1)
        let entered = templates.enter(context, depth: 1)
        nodes(item, itemPath, depth: 1, into: &cells)
        templates.leave(entered)
      }
      return .nodes(cells)
    default:  // data
      guard case .data(let elements) = repetition(f) else { return nil }
      var nodes: [BrickCore.Node] = []
      for (i, element) in elements.enumerated() {
        let context = RepetitionContext(
          index: i, fields: element.fields, names: element.names, depth: 1)
        guard let node = cellNode(f, context: context) else { return nil }
        nodes.append(node)
      }
      return .nodes(nodes)
    }
  }

  /// The section's `cell` read inside `context`, or the default cell (a brick with no content).
  private mutating func cellNode(_ f: DocFields, context: RepetitionContext) -> BrickCore.Node? {
    guard let n = f["cell"] else {
      return BrickCore.Node(content: .brick(text: nil, contentHeight: nil))
    }
    let path = f.path("cell")
    guard shownNode(n, path, allowData: false) else { return nil }
    let entered = templates.enter(context, depth: 1)
    defer { templates.leave(entered) }
    return node(n, path, depth: 1)
  }

  /// A node a cell or a supplementary view shows: checks what the node reader would accept
  /// but a cell cannot be (a section, a collection, a `repeat`, a `data` where one is not
  /// read); true when it may be read.
  mutating func shownNode(_ node: DocNode, _ path: DocPath, allowData: Bool) -> Bool {
    guard case .mapping(let raw) = node else { return true }  // the node reader reports it
    let map = merged(raw, path)
    let shown = ["label", "button", "image", "brick"]
    if let typeNode = map.value(forWordKey: "type"), let type = typeNode.scalarText,
      type == "section" || type == "collection"
    {
      report(
        .invalidValue, at: typeNode, path.appending("type"),
        "a cell or supplementary view cannot be a \(type)",
        expected: Suggestion.list(shown)
          + " (the layout's sections and groups place the cells)")
      return false
    }
    for (key, reason) in [
      ("repeat", "a cell is one item: use itemCount with cell, or data with cell"),
      ("data", "use the section's data, with cell: NODE"),
      ("width", "a cell's or supplementary view's size is its item's 'size'"),
      ("height", "a cell's or supplementary view's size is its item's 'size'"),
    ] {
      guard key != "data" || !allowData else { continue }
      if let keyNode = map.pairs.first(where: { $0.key.scalarText == key })?.key {
        report(
          .unknownKey, at: keyNode, path, "key '\(key)' does not apply here: \(reason)",
          expected: "the keys of a \(map.value(forWordKey: "type")?.scalarText ?? "node")")
        return false
      }
    }
    return true
  }

  // MARK: - Lists and effects

  /// `list: {appearance, headerMode, footerMode, metrics}` (R18); metrics not given are the
  /// appearance's assumed defaults.
  private mutating func listConfiguration(_ node: DocNode, _ path: DocPath) -> ListConfiguration? {
    guard
      let f = fields(
        node, path,
        expected: "{appearance: insetGrouped, headerMode: M, footerMode: M, metrics: {...}}",
        allowed: Self.listKeys)
    else { return nil }
    var appearance = ListConfiguration.Appearance.plain
    if let n = f["appearance"] {
      appearance =
        choice(n, f.path("appearance"), ListConfiguration.Appearance.self, what: "list appearance")
        ?? .plain
    }
    var headerMode = ListConfiguration.HeaderMode.none
    if let n = f["headerMode"] {
      headerMode =
        choice(n, f.path("headerMode"), ListConfiguration.HeaderMode.self, what: "header mode")
        ?? .none
    }
    var footerMode = ListConfiguration.FooterMode.none
    if let n = f["footerMode"] {
      footerMode =
        choice(n, f.path("footerMode"), ListConfiguration.FooterMode.self, what: "footer mode")
        ?? .none
    }
    var metrics: ListConfiguration.Metrics?
    var allGiven = false
    if let n = f["metrics"],
      let g = fields(
        n, f.path("metrics"), expected: "{rowHeight: 44, horizontalInset: 20, ...}",
        allowed: Self.listMetricsKeys)
    {
      var m = ListConfiguration.Metrics.defaults(for: appearance)
      let paths: [(String, WritableKeyPath<ListConfiguration.Metrics, Double>)] = [
        ("rowHeight", \.rowHeight), ("horizontalInset", \.horizontalInset),
        ("sectionTopPadding", \.sectionTopPadding),
        ("sectionBottomPadding", \.sectionBottomPadding), ("headerHeight", \.headerHeight),
        ("footerHeight", \.footerHeight),
      ]
      for (key, keyPath) in paths {
        if let v = g[key], let value = size(v, g.path(key)) { m[keyPath: keyPath] = value }
      }
      metrics = m
      allGiven = Self.listMetricsKeys.allSatisfy { g.has($0) }
    }
    if !allGiven && !diagnostics.warnings.contains(where: { $0.message == Self.listWarning }) {
      diagnostics.warn(
        at: f.keyNode("metrics") ?? node, f.keyNode("metrics") == nil ? path : f.path("metrics"),
        Self.listWarning,
        expected: "list: {metrics: {rowHeight, horizontalInset, sectionTopPadding, "
          + "sectionBottomPadding, headerHeight, footerHeight}} as measured")
    }
    return ListConfiguration(
      appearance: appearance, headerMode: headerMode, footerMode: footerMode, metrics: metrics)
  }

  /// The warning a list section without all its metrics gives, once per file.
  static let listWarning =
    "list metrics are approximations until measured on a device; give list.metrics to override"

  /// `visibleItems: {scale: {center, edge}, alpha: {center, edge}}`.
  private mutating func visibleItems(_ node: DocNode, _ path: DocPath) -> VisibleItemsEffect? {
    guard
      let f = fields(
        node, path, expected: "{scale: {center: 1, edge: 0.8}, alpha: {center: 1, edge: 0.5}}",
        allowed: Self.visibleItemsKeys)
    else { return nil }
    var effect = VisibleItemsEffect()
    if let n = f["scale"] { effect.scale = ramp(n, f.path("scale"), upTo: nil) }
    if let n = f["alpha"] { effect.alpha = ramp(n, f.path("alpha"), upTo: 1) }
    return effect
  }

  /// `{center: V, edge: V}`: `center` 1 unless given, `edge` required; values of 0 or more
  /// (at most `upTo`).
  private mutating func ramp(
    _ node: DocNode, _ path: DocPath, upTo limit: Double?
  ) -> VisibleItemsEffect.Ramp? {
    let expected = "{center: 1, edge: 0.8}"
    guard let f = fields(node, path, expected: expected, allowed: Self.rampKeys) else {
      return nil
    }
    guard
      let edgeNode = required(
        "edge", in: f, expected: "\(expected): the value half the scroller's width away")
    else { return nil }
    var values: [Double] = []
    for (key, n) in [("center", f["center"]), ("edge", edgeNode)] {
      guard let n else {
        values.append(1)
        continue
      }
      guard let v = size(n, f.path(key)) else { return nil }
      if let limit, v > limit {
        report(
          .invalidValue, at: n, f.path(key), "an alpha of \(n.scalarText ?? "") is over 1",
          expected: "an alpha from 0 (transparent) to 1 (opaque)")
        return nil
      }
      values.append(v)
    }
    return VisibleItemsEffect.Ramp(center: values[0], edge: values[1])
  }

  // MARK: - Rules

  /// A value of its own kind or a rule (docs/compositional.md#adapting) over such values
  /// (`{horizontalSizeClass: {compact: X, regular: X}}`, `{verticalSizeClass: ...}`,
  /// `{orientation: {portrait: X, landscape: X}}`,
  /// `{range: {default: X, pairs: [{minimumSize: N, value: X}]}}`). `mappingValue` says whether a
  /// value of the kind may itself be a mapping (a group, insets): then only a mapping with a rule's
  /// key is a rule.
  mutating func adaptive<Value: Hashable & Sendable>(
    _ node: DocNode, _ path: DocPath, what: String, mappingValue: Bool, depth: Int = 0,
    _ read: (inout LayoutValidator, DocNode, DocPath) -> Value?
  ) -> Adaptive<Value>? {
    guard case .mapping(let raw) = node else { return read(&self, node, path).map { .value($0) } }
    // Rules nest (a branch may be a rule), but not without end: YAML aliases can stack them.
    guard depth < Self.maximumRuleDepth else {
      report(
        .tooDeep, at: node, path, "rules nested deeper than \(Self.maximumRuleDepth) levels",
        expected: "at most \(Self.maximumRuleDepth) rules inside one another")
      return nil
    }
    if mappingValue {
      let map = merged(raw, path)
      let isRule = map.pairs.contains { pair in
        Self.ruleForms.contains { DocText.same($0, pair.key.scalarText ?? "") }
      }
      if !isRule { return read(&self, node, path).map { .value($0) } }
    }
    if overBudget(node, path) { return nil }
    let expected = "\(what), or a rule: one of " + Suggestion.list(Self.ruleForms)
    guard let f = fields(node, path, expected: expected, allowed: Self.ruleForms) else {
      return nil
    }
    guard
      let form = oneForm(
        f.order, of: f, forms: Self.ruleForms, mapping: "a rule mapping", one: "a rule")
    else { return nil }
    guard let value = f[form] else { return nil }
    let valuePath = f.path(form)
    switch form {
    case "orientation":
      return ruleBranches(
        value, valuePath, ["landscape", "portrait"], what, mappingValue, depth + 1, read
      )
      .map { .orientation(landscape: $0[0], portrait: $0[1]) }
    case "horizontalSizeClass":
      return ruleBranches(
        value, valuePath, ["regular", "compact"], what, mappingValue, depth + 1, read
      ).map { .horizontalSizeClass(regular: $0[0], compact: $0[1]) }
    case "verticalSizeClass":
      return ruleBranches(
        value, valuePath, ["regular", "compact"], what, mappingValue, depth + 1, read
      ).map { .verticalSizeClass(regular: $0[0], compact: $0[1]) }
    default:
      return ruleRange(value, valuePath, what, mappingValue, depth + 1, read)
    }
  }

  /// Both branches of a rule, in `names` order.
  private mutating func ruleBranches<Value: Hashable & Sendable>(
    _ node: DocNode, _ path: DocPath, _ names: [String], _ what: String, _ mappingValue: Bool,
    _ depth: Int, _ read: (inout LayoutValidator, DocNode, DocPath) -> Value?
  ) -> [Adaptive<Value>]? {
    let shape = "{" + names.map { "\($0): X" }.joined(separator: ", ") + "}, X \(what)"
    guard let f = fields(node, path, expected: shape, allowed: names) else { return nil }
    var result: [Adaptive<Value>] = []
    var ok = true
    for name in names {
      guard let value = required(name, in: f, expected: shape) else { return nil }
      if let branch = adaptive(
        value, f.path(name), what: what, mappingValue: mappingValue, depth: depth, read)
      {
        result.append(branch)
      } else {
        ok = false
      }
    }
    return ok ? result : nil
  }

  /// `{default: X, pairs: [{minimumSize: N, value: X}]}`, pairs ascending by minimumSize.
  private mutating func ruleRange<Value: Hashable & Sendable>(
    _ node: DocNode, _ path: DocPath, _ what: String, _ mappingValue: Bool, _ depth: Int,
    _ read: (inout LayoutValidator, DocNode, DocPath) -> Value?
  ) -> Adaptive<Value>? {
    let shape = "{default: X, pairs: [{minimumSize: N, value: X}]}, X \(what)"
    guard let f = fields(node, path, expected: shape, allowed: ["default", "pairs"]) else {
      return nil
    }
    guard let defaultNode = required("default", in: f, expected: shape) else { return nil }
    let base = adaptive(
      defaultNode, f.path("default"), what: what, mappingValue: mappingValue, depth: depth, read)
    var pairs: [AdaptivePair<Value>] = []
    var ok = base != nil
    if let pairsNode = f["pairs"],
      let items = sequence(pairsNode, f.path("pairs"), expected: "a list of pairs")
    {
      for (i, item) in items.enumerated() {
        let itemPath = f.path("pairs").appending(index: i)
        let pairShape = "{minimumSize: N, value: X}"
        guard
          let g = fields(
            item, itemPath, expected: pairShape, allowed: ["minimumSize", "value"],
            rejected: ["dimension": "a compositional rule's pair gives its 'value'"])
        else {
          ok = false
          continue
        }
        guard let minNode = g["minimumSize"], let valueNode = g["value"] else {
          // A refused key (`dimension` for `value`) is reported already.
          if g.rejectedCount == 0 {
            requireKey(g.has("minimumSize") ? "value" : "minimumSize", in: g, expected: pairShape)
          }
          ok = false
          continue
        }
        guard let minimum = size(minNode, g.path("minimumSize")),
          let value = adaptive(
            valueNode, g.path("value"), what: what, mappingValue: mappingValue, depth: depth, read)
        else {
          ok = false
          continue
        }
        guard ascending(minimum, after: pairs.last?.minimumSize, minNode, g.path("minimumSize"))
        else {
          ok = false
          continue
        }
        pairs.append(AdaptivePair(minimumSize: minimum, value: value))
      }
    } else if f.has("pairs") {
      ok = false
    }
    guard ok, let base else { return nil }
    return .range(default: base, pairs: pairs)
  }
}

import BrickCore

extension LayoutValidator {
  /// How the validator turns one entry of `behaviors:` into a `BehaviorSpec`: the format's
  /// side of a registered behavior type (BrickCore's `BehaviorRegistry`).
  struct BehaviorEntry: Sendable {
    /// The per-brick mapping that may stand in for `bricks` (`minimumHeight: {title: 40}`).
    var perBrickKey: String?
    /// Reads the entry's parameters, given its fields and its bricks (empty for layout-wide
    /// behaviors); nil after reporting what is wrong.
    var read: @Sendable (inout LayoutValidator, DocFields, [Selector]) -> BehaviorSpec?
  }

  /// The entry of each registered behavior type, by type name. Adding a behavior adds
  /// its entry here; a test checks that every registered type has one.
  static let behaviorEntries: [String: BehaviorEntry] = [
    StickyBehavior.typeName: BehaviorEntry { r, f, bricks in
      let top = f["topOffset"].flatMap { r.number($0, f.path("topOffset")) } ?? 0
      return .sticky(
        bricks: bricks, topOffset: top,
        stackAcrossSections: r.flag("stackAcrossSections", f, false))
    },
    MinimumStickyBehavior.typeName: BehaviorEntry(perBrickKey: "minimumHeight") { r, f, bricks in
      // Without a minimum height BrickKit's minimum sticky is plain sticky (NaN: no minimum).
      guard let n = f["minimumHeight"] else {
        return .minimumSticky(bricks: bricks, minimumHeight: PerBrick())
      }
      return r.perBrick(n, f.path("minimumHeight")).map {
        .minimumSticky(bricks: bricks, minimumHeight: $0)
      }
    },
    StickyFooterBehavior.typeName: BehaviorEntry { r, f, bricks in
      .stickyFooter(bricks: bricks, stackAcrossSections: r.flag("stackAcrossSections", f, false))
    },
    OnScrollDownStickyBehavior.typeName: BehaviorEntry { _, _, bricks in
      .onScrollDownSticky(bricks: bricks)
    },
    SnapToPointBehavior.typeName: BehaviorEntry { r, f, _ in r.snapToPoint(f) },
    SpotlightBehavior.typeName: BehaviorEntry(perBrickKey: "smallHeight") { r, f, bricks in
      r.requiredPerBrick("smallHeight", f).map {
        .spotlight(
          bricks: bricks, smallHeight: $0,
          scrollLastBrickToTop: r.flag("scrollLastBrickToTop", f, true),
          lastBrickStretchy: r.flag("lastBrickStretchy", f, false))
      }
    },
    CardBehavior.typeName: BehaviorEntry(perBrickKey: "smallHeight") { r, f, bricks in
      r.requiredPerBrick("smallHeight", f).map {
        .card(
          bricks: bricks, smallHeight: $0,
          scrollLastBrickToTop: r.flag("scrollLastBrickToTop", f, true))
      }
    },
    CoverFlowBehavior.typeName: BehaviorEntry { r, f, _ in r.coverFlow(f) },
    OffsetBehavior.typeName: BehaviorEntry { r, f, bricks in
      let origin = f["originOffset"].flatMap {
        r.pair($0, f.path("originOffset"), names: "[dx, dy]")
      }
      let size = f["sizeOffset"].flatMap { r.pair($0, f.path("sizeOffset"), names: "[dw, dh]") }
      return .offset(bricks: bricks, originOffset: origin ?? .zero, sizeOffset: size ?? .zero)
    },
    MaxZIndexBehavior.typeName: BehaviorEntry { _, _, bricks in .maxZIndex(bricks: bricks) },
    SetZIndexBehavior.typeName: BehaviorEntry { r, f, bricks in
      guard let n = f["zIndex"] else {
        r.requireKey("zIndex", in: f, expected: "zIndex: a whole number")
        return nil
      }
      return r.integer(n, f.path("zIndex"), what: "zIndex").map {
        .setZIndex(bricks: bricks, zIndex: $0)
      }
    },
    HideBehavior.typeName: BehaviorEntry { _, _, bricks in .hide(bricks: bricks) },
  ]

  /// Each behavior type's parameters (docs/layout-file.md#behaviors), besides `type`, from the
  /// registry.
  static let behaviorParameters: [String: [String]] = Dictionary(
    uniqueKeysWithValues: BehaviorRegistry.types.map { ($0.typeName, $0.parameterNames) })

  /// One entry of `behaviors:`.
  mutating func behavior(_ node: DocNode, _ path: DocPath) -> BehaviorSpec? {
    let expected = "a behavior: a mapping with a 'type'"
    guard checkTag(node, path) else { return nil }
    guard case .mapping(let raw) = node else {
      report(.wrongType, at: node, path, "expected \(expected), found \(node.described)")
      return nil
    }
    let map = merged(raw, path)
    let types = BehaviorSpec.typeNames
    guard let typeNode = map.value(forWordKey: "type") else {
      report(
        .missingKey, at: node, path, "missing key 'type'",
        expected: "a behavior type: " + Suggestion.list(types))
      return nil
    }
    let typePath = path.appending("type")
    guard let type = string(typeNode, typePath, expected: "a behavior type") else { return nil }
    guard let parameters = Self.behaviorParameters[type], let entry = Self.behaviorEntries[type]
    else {
      report(
        .invalidValue, at: typeNode, typePath, "unknown behavior type '\(DocText.clip(type))'",
        expected: Suggestion.list(types), suggestion: Suggestion.nearest(to: type, in: types))
      return nil
    }
    guard let f = fields(node, path, expected: expected, allowed: ["type"] + parameters) else {
      return nil
    }
    var bricks: [Selector] = []
    if parameters.contains("bricks") {
      if let n = f["bricks"] {
        guard let selectors = selectors(n, f.path("bricks")) else { return nil }
        bricks = selectors
      } else if let key = entry.perBrickKey, case .mapping(let map)? = f[key] {
        // Per-brick mappings can stand in for `bricks` (`minimumHeight: {title: 40}`).
        bricks = map.compactMap { $0.key.scalarText.flatMap(Selector.init(parsing:)) }
      } else {
        requireKey("bricks", in: f, expected: "bricks: a list of ids, such as [title, footer#2]")
        return nil
      }
    }
    return entry.read(&self, f, bricks)
  }

  /// A yes/no parameter, `fallback` when absent.
  fileprivate mutating func flag(_ key: String, _ f: DocFields, _ fallback: Bool) -> Bool {
    f[key].flatMap { bool($0, f.path(key)) } ?? fallback
  }

  /// A per-brick parameter that must be given.
  fileprivate mutating func requiredPerBrick(_ key: String, _ f: DocFields) -> PerBrick? {
    required(key, in: f, expected: "\(key): a number, or a mapping such as {title: 40}") {
      $0.perBrick($1, $2)
    }
  }

  /// `minimumScaleFactor`: a scale in (0, 1].
  fileprivate mutating func coverFlow(_ f: DocFields) -> BehaviorSpec? {
    let scale = required(
      "minimumScaleFactor", in: f, expected: "minimumScaleFactor: a scale in (0, 1]"
    ) { v, n, path -> Double? in
      guard let scale = v.positive(n, path, what: "scale factor") else { return nil }
      if scale > 1 {
        v.report(
          .invalidValue, at: n, path, "scale factor \(n.scalarText ?? "") is above 1",
          expected: "a scale in (0, 1]")
        return nil
      }
      return scale
    }
    return scale.map { .coverFlow(minimumScaleFactor: $0) }
  }

  /// `position`: any of the six. BrickKit's snap direction is independent of the layout's
  /// scroll direction (docs/semantics.md#snaptopoint): `left` on a vertical layout sets the
  /// horizontal inset and target, and leaves the vertical scroll unsnapped.
  fileprivate mutating func snapToPoint(_ f: DocFields) -> BehaviorSpec? {
    let valid =
      scrollDirection == .vertical ? ["top", "middle", "bottom"] : ["left", "center", "right"]
    let position = required("position", in: f, expected: "position: " + Suggestion.list(valid)) {
      $0.choice($1, $2, BehaviorSpec.SnapPosition.self, what: "snap position")
    }
    return position.map { .snapToPoint(position: $0) }
  }

  /// `bricks:`: a list of selectors (`title`, `fruit#2`), or one selector.
  private mutating func selectors(_ node: DocNode, _ path: DocPath) -> [Selector]? {
    let items: [(DocNode, DocPath)]
    switch node {
    case .sequence(let seq):
      items = seq.enumerated().map { ($1, path.appending(index: $0)) }
    case .scalar:
      items = [(node, path)]
    default:
      report(
        .wrongType, at: node, path, "expected a list of brick ids, found \(node.described)",
        expected: "a list such as [title, footer#2]")
      return nil
    }
    if items.isEmpty {
      report(
        .invalidValue, at: node, path, "the behavior selects no bricks",
        expected: "a list of one or more ids, such as [title, footer#2]")
      return nil
    }
    var result: [Selector] = []
    for (item, itemPath) in items {
      guard let selector = selector(item, itemPath) else { return nil }
      result.append(selector)
    }
    return result
  }

  private mutating func selector(_ node: DocNode, _ path: DocPath) -> Selector? {
    guard let text = string(node, path, expected: "a brick id") else { return nil }
    guard let selector = Selector(parsing: text), !selector.id.isEmpty else {
      report(
        .invalidValue, at: node, path, "'\(DocText.clip(text))' is not a selector",
        expected: "an id, or id#n for repetition n (from 0)")
      return nil
    }
    pendingSelectors.append((selector, node, path))
    return selector
  }

  /// One number for every selected brick, or a mapping selector -> number.
  fileprivate mutating func perBrick(_ node: DocNode, _ path: DocPath) -> PerBrick? {
    guard case .mapping(let map) = node else {
      return size(node, path).map { PerBrick(all: $0) }
    }
    var result = PerBrick()
    for (key, value) in map {
      guard let selector = selector(key, path) else { continue }
      let valuePath = path.appending(selector.description)
      if let height = size(value, valuePath) { result.bySelector[selector] = height }
    }
    return result
  }
}

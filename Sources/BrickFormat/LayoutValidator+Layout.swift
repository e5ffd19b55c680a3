import BrickCore

extension LayoutValidator {
  /// The top-level keys of a BrickKit file (the default `layout`).
  static let brickKitTopLevelKeys =
    [
      "title", "device", "scrollDirection", "zIndex", "widthRatio", "appear", "start", "root",
      "behaviors", "states", "$schema", "appearance", "layout",
    ] + textKeys

  /// Every top-level key of either kind of file (the schema's table; `layout` picks the kind).
  static let topLevelKeys =
    brickKitTopLevelKeys
    + compositionalTopLevelKeys.filter { !brickKitTopLevelKeys.contains($0) }

  /// The top-level keys of text measuring (docs/layout-file.md#text-metrics).
  static let textKeys = ["textMetrics", "contentSize", "fonts"]

  /// The keys of one entry of `states`.
  static let stateKeys = ["name", "root", "behaviors", "appear", "appearance", "contentSize"]

  /// The whole file: top-level settings, the root, the data states, then the behaviors, then
  /// the checks that need the whole file (selectors).
  mutating func layout(_ document: DocNode) -> LayoutSpec? {
    var none: [BrickCore.Node] = []
    return layout(document, rootBricksReadAhead: &none)
  }

  /// `layout(_:)` of a document whose root bricks were read while it was parsed
  /// (`readRootBricks`): they are moved to the root's list.
  mutating func layout(
    _ document: DocNode, rootBricksReadAhead: inout [BrickCore.Node]
  ) -> LayoutSpec? {
    let expected =
      "a mapping with a 'root' section (and optionally "
      + Suggestion.list(
        Self.brickKitTopLevelKeys.filter { $0 != "root" && $0 != "$schema" }, conjunction: "and")
      + ")"
    guard case .mapping = document else {
      report(
        .wrongType, at: document, "",
        "the top level must be a mapping, found \(document.described)",
        expected: expected)
      return nil
    }
    if layoutKind(document) == .compositional { return compositionalLayout(document) }
    guard
      let f = fields(
        document, "", expected: expected, allowed: Self.brickKitTopLevelKeys,
        rejected: Self.compositionalOnlyKeys, extensions: true)
    else {
      return nil
    }
    var spec = LayoutSpec(root: BrickCore.Node(id: "root", content: .section(Section())))
    if let n = f["scrollDirection"] {
      spec.scrollDirection =
        choice(n, "scrollDirection", ScrollDirection.self, what: "scroll direction") ?? .vertical
      scrollDirection = spec.scrollDirection
    }
    if let n = f["title"] { spec.title = string(n, "title") }
    if let n = f["device"] { spec.device = device(n, "device") }
    if let n = f["zIndex"] {
      spec.zIndexOrder =
        choice(n, "zIndex", LayoutSpec.ZIndexOrder.self, what: "zIndex order") ?? .topDown
    }
    if let n = f["widthRatio"] {
      spec.widthRatio = positiveRatio(n, "widthRatio", what: "widthRatio") ?? 1
    }
    if let n = f["appear"] {
      spec.appear = choice(n, "appear", LayoutSpec.Appear.self, what: "appear behavior") ?? .none
    }
    if let n = f["start"] { spec.start = start(n, "start") ?? .top }
    if let n = f["appearance"] {
      spec.appearance = choice(n, "appearance", Appearance.self, what: "appearance") ?? .light
    }
    if let n = f["$schema"] { _ = string(n, "$schema", expected: "the schema's address") }
    readTextSettings(f, into: &spec)

    var root: BrickCore.Node?
    if let n = f["root"] {
      root = self.root(n, "root", readAhead: &rootBricksReadAhead)
    } else {
      report(
        .missingKey, at: document, "", "missing key 'root'",
        expected: "root: {bricks: [...]} (the root section)")
    }
    if let n = f["states"] {
      spec.states = states(n, "states", fileRoot: root ?? spec.root)
    }
    if let n = f["behaviors"], let items = sequence(n, "behaviors", expected: "a list of behaviors")
    {
      spec.behaviors = items.enumerated().compactMap {
        behavior($1, DocPath("behaviors").appending(index: $0))
      }
    }
    checkSelectors()
    guard let root else { return nil }
    spec.root = root
    return spec
  }

  /// A preset name (`iphone-se`) or `{width: 320, height: 568}`.
  mutating func device(_ node: DocNode, _ path: DocPath) -> DeviceChoice? {
    let names = Device.presets.map(\.name)
    let expected = "a preset (" + Suggestion.list(names) + ") or {width: W, height: H}"
    if case .scalar(let scalar) = node, case .string(let raw) = ScalarValue.classify(scalar) {
      if let device = Device.preset(named: raw) { return .preset(device.name) }
      report(
        .invalidValue, at: node, path, "unknown device '\(DocText.clip(raw))'", expected: expected,
        suggestion: Suggestion.nearest(to: raw, in: names))
      return nil
    }
    guard let f = fields(node, path, expected: expected, allowed: ["width", "height", "scale"])
    else {
      return nil
    }
    guard let w = required("width", in: f, expected: expected) else { return nil }
    guard let h = required("height", in: f, expected: expected) else { return nil }
    let side = LayoutLoader.maximumDeviceSide
    guard let width = positive(w, f.path("width"), what: "width", limit: side),
      let height = positive(h, f.path("height"), what: "height", limit: side)
    else { return nil }
    var scale = 2.0
    if let s = f["scale"] {
      guard let v = integer(s, f.path("scale"), what: "scale", range: 1...3) else { return nil }
      scale = Double(v)
    }
    return .size(width: width, height: height, scale: scale)
  }

  /// `states: [{name, root, behaviors, appear}]`; each state's root is its own tree of ids, and
  /// a state without `root` keeps the file's.
  mutating func states(
    _ node: DocNode, _ path: DocPath, fileRoot: BrickCore.Node, compositional: Bool = false
  ) -> [DataState] {
    guard
      let items = sequence(
        node, path, expected: "a list of states such as {name: loaded, root: {...}}")
    else { return [] }
    var result: [DataState] = []
    var names: [String: Int] = [:]
    for (i, item) in items.enumerated() {
      let itemPath = path.appending(index: i)
      guard
        let f = fields(
          item, itemPath,
          expected: compositional
            ? "{name: N, appearance: A, contentSize: C}"
            : "{name: N, root: {...}, behaviors: [...], appear: A}",
          allowed: compositional ? Self.compositionalStateKeys : Self.stateKeys,
          rejected: compositional ? Self.brickKitOnlyStateKeys : [:])
      else { continue }
      guard let nameNode = f["name"] else {
        requireKey("name", in: f, expected: "name: a name for this state, such as loaded")
        continue
      }
      guard let name = string(nameNode, f.path("name"), expected: "a state name") else { continue }
      if name.allSatisfy({ $0 == " " || $0 == "\t" }) {
        report(
          .invalidValue, at: nameNode, f.path("name"), "a state name may not be empty",
          expected: "a name such as loaded or empty")
        continue
      }
      if name == "root" {
        report(
          .invalidValue, at: nameNode, f.path("name"),
          "the state name 'root' is reserved for the file's own root (as in diff --from root)",
          expected: "another name, such as initial")
        continue
      }
      if let line = names[name] {
        report(
          .invalidValue, at: nameNode, f.path("name"),
          "duplicate state name '\(DocText.clip(name))' (first used at line \(line))",
          expected: "a name used once")
        continue
      }
      names[name] = nameNode.mark?.line ?? 1
      var state = DataState(name: name, root: fileRoot)
      if let rootNode = f["root"] {
        ids.startTree()
        var none: [BrickCore.Node] = []
        guard let root = root(rootNode, f.path("root"), readAhead: &none) else { continue }
        state.root = root
      }
      if let n = f["appear"] {
        state.appear = choice(n, f.path("appear"), LayoutSpec.Appear.self, what: "appear behavior")
      }
      if let n = f["behaviors"],
        let list = sequence(n, f.path("behaviors"), expected: "a list of behaviors")
      {
        state.behaviors = list.enumerated().compactMap {
          behavior($1, f.path("behaviors").appending(index: $0))
        }
      }
      if let n = f["appearance"] {
        state.appearance = choice(n, f.path("appearance"), Appearance.self, what: "appearance")
      }
      if let n = f["contentSize"] { state.contentSize = contentSize(n, f.path("contentSize")) }
      if f["root"] == nil && f["behaviors"] == nil && f["appear"] == nil
        && f["appearance"] == nil && f["contentSize"] == nil
      {
        if compositional {
          // A refused key (`root`) is reported already.
          if f.rejectedCount > 0 { continue }
          requireKey(
            "appearance", in: f, expected: "appearance or contentSize: what this state changes")
        } else {
          requireKey(
            "root", in: f,
            expected: "root, behaviors, appear, appearance or contentSize: what this state changes")
        }
        continue
      }
      result.append(state)
    }
    return result
  }

  /// `start: top`, `start: bottom` or `start: {offset: [x, y]}`
  /// (docs/layout-file.md#where-the-preview-starts).
  mutating func start(_ node: DocNode, _ path: DocPath) -> StartPosition? {
    let expected = "top, bottom or {offset: [x, y]}"
    if case .scalar(let scalar) = node {
      switch ScalarValue.classify(scalar) {
      case .string("top"): return .top
      case .string("bottom"): return .bottom
      case .string(let raw):
        report(
          .invalidValue, at: node, path, "unknown start '\(DocText.clip(raw))'", expected: expected,
          suggestion: Suggestion.nearest(to: raw, in: ["top", "bottom", "offset"]))
        return nil
      default:
        report(.wrongType, at: node, path, "expected \(expected), found \(node.described)")
        return nil
      }
    }
    guard let f = fields(node, path, expected: expected, allowed: ["offset"]) else { return nil }
    guard let n = required("offset", in: f, expected: "offset: [x, y] (points)") else { return nil }
    return pair(n, f.path("offset"), names: "[x, y]").map { .offset(x: $0.width, y: $0.height) }
  }
}

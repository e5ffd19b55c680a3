import BrickCore

extension LayoutValidator {
  static let nodeTypes = ["label", "button", "image", "brick", "section", "collection"]
  static let commonKeys = [
    "type", "id", "width", "height", "repeat", "hidden", "background", "identifier", "data",
    "sample",
  ]
  static let sectionKeys = [
    "bricks", "inset", "edgeInsets", "alignment", "alignRowHeights", "layout", "header", "footer",
  ]
  static let rootKeys = ["type", "id", "background", "identifier"] + sectionKeys
  /// A collection's inner section: every section key and its background.
  static let innerSectionKeys = sectionKeys + ["background"]

  /// The keys a node of this type takes.
  static func keys(forType type: String) -> [String] {
    keysByType[type] ?? listKeys(forType: type)
  }

  /// `listKeys(forType:)` for every type, made once (a brick's keys are checked against them).
  private static let keysByType: [String: [String]] = Dictionary(
    uniqueKeysWithValues: nodeTypes.map { ($0, listKeys(forType: $0)) })

  /// `listKeys(forType:)` by the type's index in `nodeTypes` (no hashing of the type per brick).
  private static let keysByTypeIndex = nodeTypes.map(listKeys(forType:))

  /// The reason `height` is refused on a section.
  private static let rejectedOnNodes = ["height": "a section's height comes from its content"]

  private static func listKeys(forType type: String) -> [String] {
    switch type {
    case "label": commonKeys + ["text", "padding", "font"]
    case "button": commonKeys + ["title", "padding", "font"]
    case "image": commonKeys + ["src", "aspect", "loadDelay"]
    case "brick": commonKeys + ["content", "contentHeight", "font"]
    case "section": commonKeys.filter { $0 != "height" } + sectionKeys
    default: commonKeys + ["scrollDirection", "section", "behaviors"]  // collection
    }
  }

  // MARK: - The root

  /// The root section (`root:` or a state's `root:`); its id is always `root`. `readAhead`
  /// holds the file root's bricks read while the file was parsed (`readRootBricks`): they join
  /// its list (which the parser left empty), and `readAhead` is left empty.
  mutating func root(
    _ node: DocNode, _ path: DocPath, readAhead: inout [BrickCore.Node]
  ) -> BrickCore.Node? {
    let notForRoot = "the root section always spans the viewport"
    guard
      let written = fields(
        node, path, expected: "a mapping (the root section)", allowed: Self.rootKeys,
        rejected: [
          "width": notForRoot, "height": notForRoot, "repeat": notForRoot,
          "hidden": notForRoot,
        ])
    else { return nil }
    let f = templates.substituted(written, &diagnostics)
    if let typeNode = f["type"], let type = string(typeNode, f.path("type")), type != "section" {
      report(
        .invalidValue, at: typeNode, f.path("type"), "the root must be a section, found '\(type)'",
        expected: "section (or leave 'type' out)")
    }
    if let idNode = f["id"], let id = string(idNode, f.path("id")), id != "root" {
      report(
        .invalidValue, at: idNode, f.path("id"), "the root's id is always 'root', found '\(id)'",
        expected: "root (or leave 'id' out)")
    }
    ids.raiseKnown("root", to: 1)
    let background = f["background"].flatMap { colour($0, f.path("background")) }
    let identifier = f["identifier"].flatMap { self.identifier($0, f.path("identifier")) }
    if let identifier { ids.registerIdentifier(identifier, repeatCount: 1) }
    var section = sectionBody(f, depth: 0)
    if !readAhead.isEmpty {
      // The parser kept none of these: the list it returned is empty.
      if section.bricks.isEmpty {
        swap(&section.bricks, &readAhead)
      } else {
        section.bricks += readAhead
        readAhead = []
      }
    }
    return BrickCore.Node(
      id: "root", background: background, identifier: identifier,
      sourceLine: SourceLine(node.mark?.line ?? 0), content: .section(section))
  }

  // MARK: - Nodes

  /// One entry of `bricks` (or a mosaic header or footer) at nesting `depth` (root children: 1):
  /// its first copy when it repeats as sections do.
  mutating func node(_ node: DocNode, _ path: DocPath, depth: Int) -> BrickCore.Node? {
    nodes(node, path, depth: depth).first
  }

  /// One entry of `bricks` at nesting `depth` (root children: 1), as the nodes it stands for:
  /// one node, or one per copy of a repeated section or `data` element
  /// (docs/layout-file.md#repetition-and-data). A brick with `repeat` stays one node whatever its
  /// count, so the solver stays lazy.
  mutating func nodes(_ node: DocNode, _ path: DocPath, depth: Int) -> [BrickCore.Node] {
    var result: [BrickCore.Node] = []
    nodes(node, path, depth: depth, into: &result)
    return result
  }

  /// `nodes(_:_:depth:)` appended to `result` (a section's bricks), so that a brick read once
  /// costs no array of its own.
  mutating func nodes(
    _ node: DocNode, _ path: DocPath, depth: Int, into result: inout [BrickCore.Node]
  ) {
    // Past the budget every further node returns at once, without descending, so the rest of
    // an alias bomb costs one call per sibling of the open sections.
    if overBudget(node, path) { return }
    if case let depthCheck = budget.checkDepth(depth), depthCheck != .within {
      if depthCheck == .passed {
        report(
          .tooDeep, at: node, path, "nesting deeper than 1,000 levels",
          expected: "at most 1,000 levels of nodes inside sections")
      }
      return
    }
    let expected = "a brick: a mapping with a 'type'"
    guard checkTag(node, path) else { return }
    guard case .mapping(let raw) = node else {
      report(.wrongType, at: node, path, "expected \(expected), found \(node.described)")
      return
    }
    let map = merged(raw, path)
    let typePath = path.appending("type")
    guard let typeNode = map.value(forWordKey: "type") else {
      report(
        .missingKey, at: node, path, "missing key 'type'",
        expected: "a type: " + Suggestion.list(Self.nodeTypes))
      return
    }
    guard let type = string(typeNode, typePath, expected: "a type") else { return }
    guard let typeIndex = Self.nodeTypes.firstIndex(where: { DocText.same($0, type) }) else {
      report(
        .invalidValue, at: typeNode, typePath, "unknown type '\(DocText.clip(type))'",
        expected: Suggestion.list(Self.nodeTypes),
        suggestion: Suggestion.nearest(to: type, in: Self.nodeTypes))
      return
    }
    guard
      let f = fields(
        node, path, expected: expected, allowed: Self.keysByTypeIndex[typeIndex],
        rejected: Self.rejectedOnNodes)
    else { return }

    switch repetition(f) {
    case .once:
      if let copy = copy(type, f, depth: depth, repeatCount: 1, context: nil) {
        result.append(copy)
      }
    case .count(let count) where type == "section":
      // A repeated section is written out as consecutive sibling sections.
      if count == 0 {
        let context = RepetitionContext(index: 0, fields: [:], names: [], depth: depth)
        validateUncounted(type, f, depth: depth, context: context)
        return
      }
      for i in 0..<count {
        // Every copy after the first counts against the node budget like a written node.
        if i > 0 && overBudget(node, path) { break }
        let context = RepetitionContext(index: i, fields: [:], names: [], depth: depth)
        guard let copy = copy(type, f, depth: depth, repeatCount: 1, context: context) else {
          break
        }
        result.append(copy)
      }
    case .count(let count):
      let context = RepetitionContext(index: nil, fields: [:], names: [], depth: depth)
      if let copy = copy(type, f, depth: depth, repeatCount: count, context: context) {
        result.append(copy)
      }
    case .data(let elements):
      for (i, element) in elements.enumerated() {
        if i > 0 && overBudget(node, path) { break }
        let context = RepetitionContext(
          index: i, fields: element.fields, names: element.names, depth: depth)
        guard let copy = copy(type, f, depth: depth, repeatCount: 1, context: context) else {
          break
        }
        result.append(copy)
      }
    }
  }

  /// Reads items of the file root's `bricks` (`Reader.readAheadPath`), the first at
  /// `firstIndex`, into `bricks`, while the parser goes on (the loader's `ElementStream`);
  /// `progress` tells whether the file so far holds a `{`. Nothing the validator does with a
  /// root brick depends on what comes later in the file, or on the keys around it: the root is
  /// never repeated, and ids are checked once all is read.
  ///
  /// After the first full batch, the list and the id tables are sized for as many bricks
  /// and ids as the rest of the file would hold at the same rate (`bytesParsed` of the text so
  /// far, at most `LayoutLoader.maximumNodes`), so that they do not grow a dozen times,
  /// touching twice the memory they end with.
  mutating func readRootBricks(
    _ items: [DocNode], firstIndex: Int, progress: ParseProgress,
    into bricks: inout [BrickCore.Node]
  ) {
    templates.documentHasBraces = progress.hasBraces
    let bytesParsed = progress.bytesParsed
    let idsBefore = ids.count
    for (i, item) in items.enumerated() {
      let first = bricks.count
      nodes(item, Self.rootBricksPath.appending(index: firstIndex + i), depth: 1, into: &bricks)
      noteSectionsOverLimit(bricks[first...], writtenAt: item)
    }
    if firstIndex == 0 && items.count >= LayoutLoader.readAheadBatch && bytesParsed > 0 {
      let scale = Double(diagnostics.text.utf8.count) / Double(bytesParsed)
      let limit = Double(LayoutLoader.maximumNodes)
      bricks.reserveCapacity(Int(min(Double(bricks.count) * scale, limit)))
      ids.reserve(Int(min(Double(ids.count - idsBefore) * scale, limit)))
    }
  }

  private static let rootBricksPath = DocPath("root.bricks")

  /// Counts one more node against `LayoutLoader.maximumNodes`; true (after reporting it once)
  /// when the budget is spent.
  mutating func overBudget(_ node: DocNode, _ path: DocPath) -> Bool {
    let count = budget.countNode()
    guard count != .within else { return false }
    if count == .passed {
      report(
        .tooLarge, at: node, path, Self.tooManyNodesMessage,
        expected: Self.tooManyNodesExpected)
    }
    return true
  }

  static let tooManyNodesMessage = "more than 250,000 nodes (each use of a YAML alias is a copy)"
  static let tooManyNodesExpected =
    "at most 250,000 bricks and sections; use 'repeat' for many copies of a brick"

  /// Reads a node that has no copies (`repeat: 0`) once, for its errors, counting nothing.
  private mutating func validateUncounted(
    _ type: String, _ f: DocFields, depth: Int, context: RepetitionContext
  ) {
    uncounted { _ = $0.copy(type, f, depth: depth, repeatCount: 1, context: context) }
  }

  /// One copy of a node, read inside `context` (its repetition, if it has one).
  private mutating func copy(
    _ type: String, _ fields: DocFields, depth: Int, repeatCount: Int, context: RepetitionContext?
  ) -> BrickCore.Node? {
    let entered = templates.enter(context, depth: depth)
    defer { templates.leave(entered) }
    let f = templates.substituted(fields, &diagnostics)
    var result = BrickCore.Node(content: .label(text: "", padding: 0))
    result.repeatCount = repeatCount
    if let n = f["id"] {
      let path = f.path("id")
      if let id = identifier(n, path) {
        result.id = id
        result.indexBase = registerCopy(id: id, at: n, path, repeatCount: repeatCount)
      }
    }
    if let n = f["identifier"], let name = identifier(n, f.path("identifier")) {
      result.identifier = name
      ids.registerIdentifier(name, repeatCount: repeatCount)
    }
    if let n = f["width"] {
      result.width = dimension(n, f.path("width"), axis: .width) ?? .defaultWidth
    }
    var height: Dimension?
    if let n = f["height"] { height = dimension(n, f.path("height"), axis: .height) }
    if let n = f["hidden"] { result.hidden = bool(n, f.path("hidden")) ?? false }
    if let n = f["background"] { result.background = colour(n, f.path("background")) }

    let sample = f["sample"].flatMap { sampleMark($0, f.path("sample")) }
    let content = self.content(type, f, depth: depth)
    // Node's initializer picks the height default for the content type.
    var node = BrickCore.Node(
      id: result.id, width: result.width, height: height, repeatCount: result.repeatCount,
      hidden: result.hidden, background: result.background, identifier: result.identifier,
      indexBase: result.indexBase, sourceLine: SourceLine(f.node.mark?.line ?? 0),
      content: content)
    if let sample { node.sample = sample }
    return node
  }

  /// `sample` (docs/layout-file.md#nodes): `true`, `false`, or the reason the node's repetitions
  /// are sample data (`"built from a network response at Feed.swift:42"`).
  mutating func sampleMark(_ node: DocNode, _ path: DocPath) -> SampleMark? {
    guard checkTag(node, path) else { return nil }
    let expected = "true, false, or the reason as text: sample: \"decoded from feed.json\""
    guard case .scalar(let scalar) = node else {
      report(.wrongType, at: node, path, "expected \(expected), found \(node.described)")
      return nil
    }
    switch ScalarValue.classify(scalar) {
    case .bool(let b):
      return b ? SampleMark() : nil
    case .number, .null:
      report(
        .wrongType, at: node, path, "expected true, false or a reason, found \(node.described)",
        expected: "sample: true (the number of sample repetitions is the node's repeat)")
      return nil
    case .string(let reason):
      guard reason.contains(where: { !$0.isWhitespace }) else {
        report(
          .invalidValue, at: node, path, "a sample's reason cannot be empty", expected: expected)
        return nil
      }
      return string(node, path).map { SampleMark(reason: $0) }
    }
  }

  /// A colour (docs/layout-file.md#colours): a name (CSS, UIKit's named, system and semantic
  /// colours, BrickKit's palette; any case), hex with optional alpha, or `{light: C, dark: C}`,
  /// whose colour takes the light side's light value and the dark side's dark value. The colour
  /// is resolved here, once, and kept with its spelling (`LayoutColor`).
  mutating func colour(_ node: DocNode, _ path: DocPath) -> LayoutColor? {
    if case .mapping = node {
      let expected = "{light: C, dark: C} with a colour name or #rrggbb for each"
      guard let f = fields(node, path, expected: expected, allowed: ["light", "dark"]) else {
        return nil
      }
      var sides: [LayoutColor] = []
      for key in ["light", "dark"] {
        guard let n = required(key, in: f, expected: expected) else { return nil }
        guard let side = plainColour(n, f.path(key)) else { return nil }
        sides.append(side)
      }
      return LayoutColor(light: sides[0], dark: sides[1])
    }
    return plainColour(node, path)
  }

  /// A colour name or hex code (not a mapping).
  private mutating func plainColour(_ node: DocNode, _ path: DocPath) -> LayoutColor? {
    guard let name = string(node, path, expected: "a colour name") else { return nil }
    if let colour = ColourSpelling.colour(name) { return colour }
    // Lookalikes (`#ＦＦ００００`, `blacK` with a Kelvin sign) are refused, as the schema
    // refuses them: names and hex codes are ASCII.
    if let (shown, position) = ColourSpelling.firstNonASCII(name) {
      report(
        .invalidValue, at: node, path,
        "colour '\(DocText.clip(name))': character \(position), \(shown), is not ASCII",
        expected: "a colour name or #rrggbb in ASCII letters and digits",
        suggestion: ColourSpelling.asciiLookalike(name))
      return nil
    }
    let lower = name.utf8.count <= ColourSpelling.longest ? name.lowercased() : ""
    var expected =
      "a colour name (CSS, such as lightgray; UIKit's, such as lightGray, systemBlue or "
      + "systemBackground; BrickKit's brickGray1...brickGray5, brickPurple1...brickPurple3), "
      + "#rrggbb or #rrggbbaa, or {light: C, dark: C}"
    var suggestion: String?
    if let meant = ColourSpelling.meant(name) {
      // Swift's and Objective-C's spellings: `UIColor.red`, `labelColor`, `ff0000`.
      suggestion = meant.colour
      if let note = meant.note { expected = note }
    } else {
      suggestion = Suggestion.nearest(to: name, in: ColorTable.entries.lazy.map(\.name))
    }
    if lower.hasPrefix("brickpurple"), let n = Int(lower.dropFirst(11)), n > 3 {
      expected =
        "one of BrickKit's brickPurple1, brickPurple2 or brickPurple3 (BrickKit "
        + "defines no others)"
      suggestion = "brickPurple3"
    } else if name.hasPrefix("#") {
      expected = "#rgb, #rgba, #rrggbb or #rrggbbaa (hex digits)"
      suggestion = nil
    }
    report(
      .invalidValue, at: node, path, "unknown colour '\(DocText.clip(name))'",
      expected: expected, suggestion: suggestion)
    return nil
  }

  mutating func repeatCount(_ node: DocNode, _ path: DocPath) -> Int? {
    integer(
      node, path, what: "repeat count", range: 0...Double(LayoutLoader.maximumRepeatCount))
  }

  mutating func identifier(_ node: DocNode, _ path: DocPath) -> String? {
    guard let id = string(node, path, expected: "an id") else { return nil }
    // The byte test first: `contains` compares Characters.
    if id.isEmpty || (DocText.hasByte(UInt8(ascii: "#"), in: id) && id.contains("#")) {
      report(
        .invalidValue, at: node, path,
        id.isEmpty
          ? "an id cannot be empty" : "an id cannot contain '#', found '\(DocText.clip(id))'",
        expected: "a name such as 'title' ('#' is for selecting one repetition: title#2)")
      return nil
    }
    return id
  }

  private mutating func content(_ type: String, _ f: DocFields, depth: Int) -> Content {
    switch type {
    case "label":
      return .label(
        text: text(f, "text") ?? "", padding: padding(f), font: font(f))
    case "button":
      return .button(
        title: text(f, "title") ?? "", padding: padding(f), font: font(f))
    case "image":
      let aspect = f["aspect"].flatMap { positiveRatio($0, f.path("aspect"), what: "aspect") }
      return .image(src: text(f, "src") ?? "", aspect: aspect, loadDelay: points(f, "loadDelay"))
    case "brick":
      return .brick(
        text: text(f, "content"), contentHeight: points(f, "contentHeight"), font: font(f))
    case "section":
      return .section(sectionBody(f, depth: depth))
    default:
      return .collection(collection(f, depth: depth))
    }
  }

  // The three readers of `content` are methods, not local functions: as local functions that
  // capture the struct's `self` they cost 0.6% more instructions for `check` of 100,000 JSON
  // bricks (callgrind).

  /// The text at `key` of `f`, if it has one.
  private mutating func text(_ f: DocFields, _ key: String) -> String? {
    guard let n = f[key] else { return nil }
    return string(n, f.path(key))
  }

  /// The size at `key` of `f`, if it has one.
  private mutating func points(_ f: DocFields, _ key: String) -> Double? {
    guard let n = f[key] else { return nil }
    return size(n, f.path(key))
  }

  /// The `padding` of `f` in the edge-insets forms (a number is every edge), or none.
  private mutating func padding(_ f: DocFields) -> EdgeInsets {
    guard let n = f["padding"] else { return .zero }
    return edgeInsets(n, f.path("padding")) ?? .zero
  }

  /// The `font` of `f`, or the body style.
  private mutating func font(_ f: DocFields) -> FontSpec {
    guard let n = f["font"] else { return .body }
    return font(n, f.path("font")) ?? .body
  }

  // MARK: - Sections

  /// The section keys of `f` (a section node, the root, or a collection's `section`);
  /// children are at `depth + 1`.
  mutating func sectionBody(_ f: DocFields, depth: Int) -> Section {
    var section = Section()
    if let n = f["inset"] { section.inset = size(n, f.path("inset")) ?? 0 }
    if let n = f["edgeInsets"] { section.edgeInsets = edgeInsets(n, f.path("edgeInsets")) ?? .zero }
    if let n = f["alignment"] {
      section.alignment = alignment(n, f.path("alignment")) ?? Alignment()
    }
    if let n = f["alignRowHeights"] {
      section.alignRowHeights = bool(n, f.path("alignRowHeights")) ?? false
    }
    var layout: SectionLayout? = .flow
    if let n = f["layout"] { layout = self.layout(n, f.path("layout"), depth: depth) }
    switch layout {
    case .flow:
      for key in ["header", "footer"] where f.has(key) {
        report(
          .invalidValue, at: f.keyNode(key), f.path(key), "'\(key)' needs a mosaic layout",
          expected:
            "layout: {mosaic: {pattern: [...]}} (in a flow section, put the brick in 'bricks')")
      }
    case .mosaic(var spec):
      for key in ["header", "footer"] {
        guard let n = f[key] else { continue }
        if (key == "header" ? spec.header : spec.footer) != nil {
          report(
            .invalidValue, at: f.keyNode(key), f.path(key),
            "'\(key)' is given both here and in layout.mosaic", expected: "one \(key)")
          continue
        }
        let child = node(n, f.path(key), depth: depth + 1)
        if key == "header" { spec.header = child } else { spec.footer = child }
      }
      section.layout = .mosaic(spec)
    case nil:
      break
    }
    if let n = f["bricks"], let items = sequence(n, f.path("bricks"), expected: "a list of bricks")
    {
      // Written out once: each brick's path adds its index and a key to it for free.
      let base = f.path("bricks").flattened
      section.bricks.reserveCapacity(items.count)
      // A root's list is most of a large file: its ids are counted first, so the id table
      // does not grow (rehashing every id) a dozen times while it is read.
      if depth == 0 && items.count > 64 { ids.reserve(Self.idKeyCount(items)) }
      for (i, item) in items.enumerated() {
        let first = section.bricks.count
        nodes(item, base.appending(index: i), depth: depth + 1, into: &section.bricks)
        // A root's sections are laid out whole: one too large is refused where it is written.
        if depth == 0 { noteSectionsOverLimit(section.bricks[first...], writtenAt: item) }
      }
    }
    return section
  }

  /// A number (all sides), `[top, left, bottom, right]` or `{top, left, bottom, right}`
  /// (missing sides 0): a section's `edgeInsets`, a label's or button's `padding`.
  private mutating func edgeInsets(_ node: DocNode, _ path: DocPath) -> EdgeInsets? {
    let expected = "a number, [top, left, bottom, right] or {top: N, left: N, bottom: N, right: N}"
    switch node {
    case .scalar:
      return size(node, path).map { EdgeInsets(all: $0) }
    case .sequence(let seq):
      guard seq.count == 4 else {
        report(
          .wrongType, at: node, path, "expected 4 edge insets, found a list of \(seq.count)",
          expected: expected)
        return nil
      }
      let v = seq.enumerated().map { size($1, path.appending(index: $0)) }
      guard let t = v[0], let l = v[1], let b = v[2], let r = v[3] else { return nil }
      return EdgeInsets(top: t, left: l, bottom: b, right: r)
    default:
      let sides = ["top", "left", "bottom", "right"]
      guard let f = fields(node, path, expected: expected, allowed: sides) else { return nil }
      let v = sides.map { side in f[side].map { size($0, f.path(side)) } ?? 0 }
      guard let t = v[0], let l = v[1], let b = v[2], let r = v[3] else { return nil }
      return EdgeInsets(top: t, left: l, bottom: b, right: r)
    }
  }

  private mutating func alignment(_ node: DocNode, _ path: DocPath) -> Alignment? {
    let expected = "{horizontal: left/right/center/justified, vertical: top/center/bottom}"
    guard let f = fields(node, path, expected: expected, allowed: ["horizontal", "vertical"]) else {
      return nil
    }
    var result = Alignment()
    if let n = f["horizontal"] {
      result.horizontal =
        choice(n, f.path("horizontal"), Alignment.Horizontal.self, what: "horizontal alignment")
        ?? .left
    }
    if let n = f["vertical"] {
      result.vertical =
        choice(n, f.path("vertical"), Alignment.Vertical.self, what: "vertical alignment") ?? .top
    }
    return result
  }

  /// How many of `items` are mappings with an `id` key.
  static func idKeyCount(_ items: [DocNode]) -> Int {
    var count = 0
    for case .mapping(let map) in items where map.value(forWordKey: "id") != nil { count += 1 }
    return count
  }

  // MARK: - Collections

  private mutating func collection(_ f: DocFields, depth: Int) -> CollectionSpec {
    var spec = CollectionSpec(section: Section())
    if let n = f["scrollDirection"] {
      spec.scrollDirection =
        choice(n, f.path("scrollDirection"), ScrollDirection.self, what: "scroll direction")
        ?? .vertical
    }
    guard let n = f["section"] else {
      requireKey("section", in: f, expected: "section: {bricks: [...]} (the inner layout)")
      return spec
    }
    if let inner = fields(
      n, f.path("section"), expected: "a section: a mapping with 'bricks'",
      allowed: Self.innerSectionKeys)
    {
      let g = templates.substituted(inner, &diagnostics)
      spec.background = g["background"].flatMap { colour($0, g.path("background")) }
      spec.section = sectionBody(g, depth: depth)
    }
    // The inner layout's own behaviors; snap positions follow the collection's direction.
    if let b = f["behaviors"],
      let items = sequence(b, f.path("behaviors"), expected: "a list of behaviors")
    {
      let outer = scrollDirection
      scrollDirection = spec.scrollDirection
      spec.behaviors = items.enumerated().compactMap {
        behavior($1, f.path("behaviors").appending(index: $0))
      }
      scrollDirection = outer
    }
    return spec
  }
}

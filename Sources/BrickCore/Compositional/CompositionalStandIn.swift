/// How the pictures, the previewer and every command that draws show a compositional layout:
/// through the same scene, rasterizer and exports as BrickKit files. The file's root becomes a
/// flat list of hidden stand-in bricks, one item per element the layout can have (a section, a
/// decoration, a boundary item, a cell, an anchored item), each showing that element's content;
/// `CompositionalBehavior` solves the compositional layout for the scene's environment and
/// gives every element in view its displayed frame, zIndex, alpha and scale. The stand-in does
/// not depend on the environment (counts take their largest rule value), so it compiles once
/// per file, and `d`, `o` and `c` re-solve as for BrickKit files.
public struct CompositionalItemMap: Hashable, Sendable {
  /// The kinds of stand-in item.
  public enum StandInKind: Hashable, Sendable {
    case section, decoration, boundary, cell, anchored
  }

  /// Where each kind of element of a section starts among the stand-in's items.
  public struct SectionItems: Hashable, Sendable {
    public var section: Int
    public var decorations: Int
    public var boundaries: Int
    public var cells: Int
    public var cellCapacity: Int
    public var anchored: Int
    public var anchoredCapacity: Int
  }
  public var layoutBoundary: Int
  public var sections: [SectionItems]

  /// The stand-in's item of an element, or nil when the stand-in has no room for it.
  public func item(of e: CompositionalElement) -> Int? {
    guard let si = e.section else { return layoutBoundary + e.ordinal }
    guard si < sections.count else { return nil }
    let s = sections[si]
    switch e.kind {
    case .section: return s.section
    case .decoration: return s.decorations + e.ordinal
    case .supplementary:
      if e.item == nil && e.group == nil { return s.boundaries + e.ordinal }
      return e.ordinal < s.anchoredCapacity ? s.anchored + e.ordinal : nil
    case .cell: return e.ordinal < s.cellCapacity ? s.cells + e.ordinal : nil
    }
  }

  /// Which element stand-in item `item` shows: its section (nil for the layout's own boundary
  /// items), its kind and its ordinal (`CompositionalElement.ordinal`); nil for the root and
  /// for room kept beyond what the map holds.
  public func element(ofItem item: Int) -> (section: Int?, kind: StandInKind, ordinal: Int)? {
    guard item > 0 else { return nil }
    let firstSection = sections.first?.section ?? Int.max
    if item < firstSection {
      return item >= layoutBoundary ? (nil, .boundary, item - layoutBoundary) : nil
    }
    var lo = 0
    var hi = sections.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if sections[mid].section <= item { lo = mid + 1 } else { hi = mid }
    }
    let si = lo - 1
    let s = sections[si]
    if item == s.section { return (si, .section, 0) }
    if item < s.boundaries { return (si, .decoration, item - s.decorations) }
    if item < s.cells { return (si, .boundary, item - s.boundaries) }
    if item < s.anchored { return (si, .cell, item - s.cells) }
    if item < s.anchored + s.anchoredCapacity { return (si, .anchored, item - s.anchored) }
    return nil
  }

  /// The section whose stand-in section item is `item`, if any.
  public func section(ofItem item: Int) -> Int? {
    sections.firstIndex { $0.section == item }
  }
}

extension CompositionalSpec {
  /// The stand-in root section and the map from elements to its items.
  public func standIn() -> (root: Node, map: CompositionalItemMap) {
    var bricks: [Node] = []
    var next = 1  // item 0 is the root
    func add(_ node: Node) {
      var n = node
      n.hidden = false
      n.width = .fixed(0)
      n.height = .fixed(0)
      bricks.append(n)
      next += n.repeatCount
    }
    let layoutBoundary = next
    for b in configuration.boundarySupplementaryItems {
      add(Self.node(for: b, id: "layout.\(b.elementKind)"))
    }
    var sectionsMap: [CompositionalItemMap.SectionItems] = []
    for (si, section) in sections.enumerated() {
      let id = section.id ?? "section.\(si)"
      let list = section.list.map(ListSection.init)
      let sectionItem = next
      add(Node(id: id, content: .section(Section())))
      let decorations = next
      for (k, d) in ((list?.decorationItems ?? []) + section.decorationItems).enumerated() {
        add(
          Node(
            id: "\(id).\(d.elementKind).\(k)",
            background: d.background ?? "systemGray5",
            content: .brick(text: nil, contentHeight: nil)))
      }
      let boundaries = next
      for (k, b) in ((list?.boundaryItems ?? []) + section.boundarySupplementaryItems).enumerated()
      {
        add(Self.node(for: b, id: "\(id).\(b.elementKind).\(k)"))
      }
      let cells = next
      var capacity = 0
      switch section.cells {
      case .repeated(let cell, let count):
        capacity = max(0, count.allValues.max() ?? 0)
        var n = cell
        n.id = "\(id).cell"
        n.repeatCount = capacity
        add(n)
      case .nodes(let nodes):
        capacity = nodes.count
        for (k, node) in nodes.enumerated() {
          var n = node
          if n.id == nil { n.id = "\(id).cell.\(k)" }
          add(n)
        }
      }
      // Anchored items: at most one per spec per cell (a group has at least one cell).
      let anchored = next
      var specs: [AnchoredItem] = []
      if let group = section.group {
        var seen = Set<AnchoredItem>()
        for g in group.allValues {
          for a in g.anchoredSpecs where seen.insert(a).inserted { specs.append(a) }
        }
      }
      let anchoredCapacity = specs.isEmpty ? 0 : capacity * specs.count
      if anchoredCapacity > 0 {
        let view =
          specs[0].view ?? Node(id: nil, content: .label(text: specs[0].elementKind, padding: 0))
        var n = view
        n.id = "\(id).\(specs[0].elementKind)"
        n.background = view.background ?? "systemRed"
        n.repeatCount = anchoredCapacity
        add(n)
      }
      sectionsMap.append(
        CompositionalItemMap.SectionItems(
          section: sectionItem, decorations: decorations, boundaries: boundaries, cells: cells,
          cellCapacity: capacity, anchored: anchored, anchoredCapacity: anchoredCapacity))
    }
    let root = Node(id: "root", content: .section(Section(bricks)))
    return (root, CompositionalItemMap(layoutBoundary: layoutBoundary, sections: sectionsMap))
  }

  /// A boundary item's stand-in: its view, else a label naming its kind.
  static func node(for b: BoundaryItem, id: String) -> Node {
    var n = b.view ?? Node(content: .label(text: b.elementKind, padding: 4))
    n.id = id
    if n.background == nil { n.background = "systemGray4" }
    return n
  }
}

extension LayoutGroup {
  /// Every anchored supplementary spec in the group's tree.
  var anchoredSpecs: [AnchoredItem] {
    var all = supplementaryItems
    func visit(_ e: LayoutElement) {
      switch e {
      case .item(let i): all += i.supplementaryItems
      case .group(let g): all += g.anchoredSpecs
      }
    }
    switch subitems {
    case .cycling(let es): es.forEach(visit)
    case .count(let e, _), .repeating(let e, _): visit(e)
    case .custom: break
    }
    return all
  }
}

extension LayoutSpec {
  /// A compositional file's spec with its stand-in root and the behavior that places it (what
  /// the scene, the rasterizer and the previewer take); a BrickKit spec as it is.
  public var withCompositionalStandIn: LayoutSpec {
    guard let c = compositional else { return self }
    var s = self
    let (root, map) = c.standIn()
    s.root = root
    s.scrollDirection = c.configuration.scrollDirection
    // Later elements draw above earlier ones: decorations under cells, badges over them.
    s.zIndexOrder = .bottomUp
    s.behaviors = [BehaviorSpec(CompositionalBehavior(spec: c, map: map))]
    // A state changes only the appearance or the text size: it shows the same stand-in.
    s.states = s.states.map { state in
      var st = state
      st.root = root
      st.behaviors = nil
      return st
    }
    return s
  }
}

extension CompiledLayout {
  /// Flattens the node tree, iteratively, so deep trees cannot overflow the stack.
  struct Builder {
    var parent = ContiguousArray<Int32>()
    var depth = ContiguousArray<Int32>()
    var widthDim = ContiguousArray<Int32>()
    var heightDim = ContiguousArray<Int32>()
    var repeatCount = ContiguousArray<Int32>()
    var flags = ContiguousArray<UInt8>()
    var sectionIndex = ContiguousArray<Int32>()
    var childIndex = ContiguousArray<Int32>()
    var ids = NodeColumn<String?>(default: nil)
    var contents: [Content] = []
    var backgrounds = NodeColumn<LayoutColor?>(default: nil)
    var backgroundColors: [LayoutColor] = []
    var backgroundSeen: Set<LayoutColor> = []
    var dimensions: [Dimension] = []
    var dimensionIndex: [Dimension: Int32] = [:]
    var sections: [SectionInfo] = []
    var mosaics: [MosaicSpec] = []
    /// The last few interned dimensions: consecutive nodes usually share theirs.
    var recent: [(Dimension, Int32)] = []
    var childList = ContiguousArray<Int32>()
    var nodeForID: [String: Int] = [:]
    var identifiers: [Int32: String] = [:]
    var samples: [Int32: SampleMark] = [:]
    var indexBase = NodeColumn<Int32>(default: 0)
    var lines = NodeColumn<Int32>(default: 0)
    var nodesForName: [String: [Int]] = [:]
    /// The distinct fonts of texts (the body style first), where each is in that list, and
    /// each node's index into it: as many fonts as nodes, each found by hashing.
    var fonts: [FontSpec] = [.body]
    var fontSlots: [FontSpec: Int32] = [.body: 0]
    var fontIndex = NodeColumn<Int32>(default: 0)

    /// The index of a text's font in `fonts` (0, the body style, for nodes without text).
    mutating func font(of content: Content) -> Int32 {
      let spec: FontSpec
      switch content {
      case .label(_, _, let f), .button(_, _, let f), .brick(_, _, let f): spec = f
      default: return 0
      }
      if let i = fontSlots[spec] { return i }
      let i = Int32(clamping: fonts.count)
      fonts.append(spec)
      fontSlots[spec] = i
      return i
    }

    mutating func intern(_ d: Dimension) -> Int32 {
      for (dim, i) in recent where dim == d { return i }
      let i = internSlow(d)
      if recent.count == 8 { recent.removeFirst() }
      recent.append((d, i))
      return i
    }

    mutating func internSlow(_ d: Dimension) -> Int32 {
      if let i = dimensionIndex[d] { return i }
      let i = Int32(dimensions.count)
      dimensions.append(d)
      dimensionIndex[d] = i
      return i
    }

    /// Adds the root node and its subtree in pre-order.
    ///
    /// The walk keeps one entry per open section (its children and the next one to add), not
    /// one per pending node: a root of a million bricks is walked without copying them.
    mutating func add(_ root: Node) {
      var open: [(children: [Node], next: Int, parent: Int32, depth: Int32)] = []
      if let children = add(root, parent: -1, depth: 0, childIndex: 0) {
        open.append((children, 0, 0, 1))
      }
      while let top = open.last {
        guard top.next < top.children.count else {
          open.removeLast()
          continue
        }
        open[open.count - 1].next += 1
        let n = Int32(parent.count)
        if let children = add(
          top.children[top.next], parent: top.parent, depth: top.depth, childIndex: Int32(top.next))
        {
          open.append((children, 0, n, top.depth + 1))
        }
      }
      groupChildren()
    }

    /// Adds one node's columns; returns the children to add after it (a section's, in order).
    mutating func add(
      _ node: Node, parent p: Int32, depth d: Int32, childIndex ci: Int32
    ) -> [Node]? {
      let n = Int32(parent.count)
      parent.append(p)
      depth.append(d)
      childIndex.append(ci)
      widthDim.append(intern(node.width))
      heightDim.append(intern(node.height))
      ids.append(node.id)
      backgrounds.append(node.background)
      if let color = node.background, backgroundSeen.insert(color).inserted {
        backgroundColors.append(color)
      }
      if let id = node.id {
        if nodeForID[id] == nil { nodeForID[id] = Int(n) }
        nodesForName[id, default: []].append(Int(n))
      }
      if let name = node.identifier {
        identifiers[n] = name
        if name != node.id { nodesForName[name, default: []].append(Int(n)) }
      }
      if let mark = node.sample { samples[n] = mark }
      indexBase.append(Int32(clamping: node.indexBase))
      lines.append(Int32(clamping: node.sourceLine.line))
      var f: UInt8 = node.hidden ? CompiledLayout.hiddenFlag : 0
      var children: [Node]?
      switch node.content {
      case .section(let s):
        f |= CompiledLayout.sectionFlag
        repeatCount.append(1)
        sectionIndex.append(Int32(sections.count))
        var mosaic: Int32 = -1
        var kids = s.bricks
        if case .mosaic(let m) = s.layout {
          mosaic = Int32(mosaics.count)
          mosaics.append(m)
          kids = (m.header.map { [$0] } ?? []) + s.bricks + (m.footer.map { [$0] } ?? [])
        }
        sections.append(
          SectionInfo(
            node: n, inset: s.inset, edgeInsets: s.edgeInsets, alignment: s.alignment,
            alignRowHeights: s.alignRowHeights, children: 0..<0, mosaic: mosaic))
        contents.append(
          .section(
            Section(
              inset: s.inset, edgeInsets: s.edgeInsets, alignment: s.alignment,
              alignRowHeights: s.alignRowHeights, layout: s.layout)))
        children = kids
      case .collection:
        f |= CompiledLayout.collectionFlag
        repeatCount.append(Int32(clamping: max(0, node.repeatCount)))
        sectionIndex.append(-1)
        contents.append(node.content)
      default:
        repeatCount.append(Int32(clamping: max(0, node.repeatCount)))
        sectionIndex.append(-1)
        contents.append(node.content)
      }
      fontIndex.append(font(of: node.content))
      flags.append(f)
      return children
    }

    /// Groups the children of every section in child order: a counting sort of nodes by
    /// parent (pre-order numbers a section's children in order).
    mutating func groupChildren() {
      var counts = [Int](repeating: 0, count: sections.count + 1)
      for n in 1..<parent.count { counts[Int(sectionIndex[Int(parent[n])]) + 1] += 1 }
      for s in 0..<sections.count { counts[s + 1] += counts[s] }
      for s in sections.indices { sections[s].children = counts[s]..<counts[s + 1] }
      childList = ContiguousArray(repeating: 0, count: parent.count - 1)
      var fill = counts
      for n in 1..<parent.count {
        let s = Int(sectionIndex[Int(parent[n])])
        childList[fill[s]] = Int32(n)
        fill[s] += 1
      }
    }
  }
}

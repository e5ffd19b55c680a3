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
    var ids: [String?] = []
    var contents: [Content] = []
    var backgrounds: [String?] = []
    var dimensions: [Dimension] = []
    var dimensionIndex: [Dimension: Int32] = [:]
    var sections: [SectionInfo] = []
    var childList = ContiguousArray<Int32>()
    var nodeForID: [String: Int] = [:]

    mutating func intern(_ d: Dimension) -> Int32 {
      if let i = dimensionIndex[d] { return i }
      let i = Int32(dimensions.count)
      dimensions.append(d)
      dimensionIndex[d] = i
      return i
    }

    /// Adds `node` and its subtree in pre-order.
    mutating func add(_ root: Node, parent rootParent: Int32, depth rootDepth: Int32, childIndex rootChild: Int32, forceSection: Bool) {
      // Explicit stack of (node, parent, depth, child index); children pushed in reverse.
      var stack: [(Node, Int32, Int32, Int32)] = [(root, rootParent, rootDepth, rootChild)]
      // Children lists are filled when a section's children are all numbered; since pre-order
      // numbers a section's children at different times, record parent links and group later.
      var childrenOf: [Int32: [Int32]] = [:]
      while let (node, p, d, ci) = stack.popLast() {
        let n = Int32(parent.count)
        parent.append(p); depth.append(d); childIndex.append(ci)
        widthDim.append(intern(node.width)); heightDim.append(intern(node.height))
        ids.append(node.id); backgrounds.append(node.background)
        if let id = node.id, nodeForID[id] == nil { nodeForID[id] = Int(n) }
        var f: UInt8 = node.hidden ? CompiledLayout.hiddenFlag : 0
        if p >= 0 { childrenOf[p, default: []].append(n) }
        switch node.content {
        case .section(let s):
          f |= CompiledLayout.sectionFlag
          repeatCount.append(1)
          sectionIndex.append(Int32(sections.count))
          var mosaic: MosaicSpec?
          var kids = s.bricks
          if case .mosaic(let m) = s.layout {
            mosaic = m
            kids = (m.header.map { [$0] } ?? []) + s.bricks + (m.footer.map { [$0] } ?? [])
          }
          sections.append(SectionInfo(
            node: n, inset: s.inset, edgeInsets: s.edgeInsets, alignment: s.alignment,
            alignRowHeights: s.alignRowHeights, children: 0..<0, mosaic: mosaic))
          contents.append(.section(Section(inset: s.inset, edgeInsets: s.edgeInsets, alignment: s.alignment, alignRowHeights: s.alignRowHeights, layout: s.layout)))
          for (i, child) in kids.enumerated().reversed() {
            stack.append((child, n, d + 1, Int32(i)))
          }
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
        flags.append(f)
      }
      // Group children per section, in child order (pre-order appended them in order).
      for s in sections.indices {
        let start = childList.count
        childList.append(contentsOf: childrenOf[sections[s].node] ?? [])
        sections[s].children = start..<childList.count
      }
    }
  }
}

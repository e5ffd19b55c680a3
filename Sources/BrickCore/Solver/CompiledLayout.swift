/// A `LayoutSpec` flattened into pre-order tables: what the solver, the behaviors and the
/// output read. Built once per spec in O(nodes); immutable afterwards.
///
/// Items are the nodes with their repetitions expanded, numbered in depth-first pre-order with
/// the root section as item 0 (docs/layout-file.md#the-frames-output). A node with repeat count n
/// owns the n consecutive items from `itemStart(ofNode:)`; a section (always repeat 1) is followed
/// by its descendants. Nothing here is per item, so a repeated brick costs one node, not one object
/// per repetition.
public struct CompiledLayout: Sendable {
  /// The spec compiled. Without its tree (`keepingTree: false`) its root section has no
  /// bricks: everything the solver, the behaviors and the output read is in the tables below,
  /// and a caller that only solves and prints need not hold both copies of a large layout.
  public let spec: LayoutSpec
  /// False when `spec` was kept without its tree.
  public let keepsTree: Bool
  /// Nodes in pre-order; node 0 is the root.
  public let nodeCount: Int
  /// Items in all, the root included.
  public let itemCount: Int

  // Per node, hot data for the solver (structure of arrays).
  var parent: ContiguousArray<Int32>
  var depth: ContiguousArray<Int32>
  var widthDim: ContiguousArray<Int32>
  var heightDim: ContiguousArray<Int32>
  var repeatCount: ContiguousArray<Int32>
  var flags: ContiguousArray<UInt8>
  /// First item of each node (items of repeat-0 nodes are empty ranges).
  var itemStart: ContiguousArray<Int>
  /// For section nodes, the index into `sections`; -1 otherwise.
  var sectionIndex: ContiguousArray<Int32>
  /// For each node, its index among its parent's children (for generated ids).
  var childIndex: ContiguousArray<Int32>

  /// Per node, its explicit id or nil.
  public let explicitIDs: NodeColumn<String?>
  /// Per node, what it shows.
  public let contents: [Content]
  /// The distinct fonts of the texts, the body style first, and each node's index into them.
  public let fonts: [FontSpec]
  public let fontIndex: NodeColumn<Int32>
  /// Per node, its background colour.
  public let backgrounds: NodeColumn<LayoutColor?>
  /// The layout's colour table: its distinct background colours, in node order (what a
  /// picture's palette is made for, once per layout).
  public let backgroundColors: [LayoutColor]
  /// Unique dimensions, referenced by index from `widthDim`/`heightDim`.
  public let dimensions: [Dimension]
  var sections: [SectionInfo]
  /// Direct children of every section, grouped: `sections[s].children` is a range into it.
  var childList: ContiguousArray<Int32>
  /// Node index for each explicit id (the first node that has it).
  public let nodeForID: [String: Int]
  /// BrickKit identifiers by node (only the nodes that have one).
  let identifiersByNode: [Int32: String]
  /// The nodes marked as sample data (docs/layout-file.md#nodes, `sample`), and why.
  let samplesByNode: [Int32: SampleMark]
  /// Per node, the index of its first repetition (copies of repeated sections and `data`
  /// elements share an id and count on; at most the repeat limit, so 32 bits).
  var indexBase: NodeColumn<Int32>
  /// Per node, its line in the layout file (0 when unknown).
  var sourceLines: NodeColumn<Int32>
  /// Every node a selector name picks: the nodes with that id, then those with that
  /// identifier, in pre-order.
  public let nodesForName: [String: [Int]]
  /// Items hidden by `hide` behaviors, one repetition at a time.
  public let hiddenItems: Set<Int>

  struct SectionInfo: Sendable {
    var node: Int32
    var inset: Double
    var edgeInsets: EdgeInsets
    var alignment: Alignment
    var alignRowHeights: Bool
    var children: Range<Int>
    /// Index into `mosaics`, or -1 for a flow section.
    var mosaic: Int32
    /// Items in the section's subtree, its own item included.
    var subtreeItems = 1

    /// Left/top alignment without row-height alignment: finishing a row changes nothing.
    var isPlainFlow: Bool {
      alignment.horizontal == .left && alignment.vertical == .top && !alignRowHeights
    }
  }

  /// The patterns of mosaic sections, referenced by `SectionInfo.mosaic`.
  var mosaics: [MosaicSpec]

  static let hiddenFlag: UInt8 = 1
  static let sectionFlag: UInt8 = 2
  /// Every repetition hidden by a `hide` behavior naming the plain id.
  static let hiddenByBehaviorFlag: UInt8 = 4
  static let collectionFlag: UInt8 = 8

  /// Compiles `spec`; `keepingTree: false` keeps only its settings (see `spec`).
  public init(_ spec: LayoutSpec, keepingTree: Bool = true) {
    var b = Builder()
    b.add(spec.root)
    self.spec = keepingTree ? spec : spec.withoutTree
    keepsTree = keepingTree
    nodeCount = b.parent.count
    parent = b.parent
    depth = b.depth
    widthDim = b.widthDim
    heightDim = b.heightDim
    repeatCount = b.repeatCount
    flags = b.flags
    sectionIndex = b.sectionIndex
    childIndex = b.childIndex
    explicitIDs = b.ids
    contents = b.contents
    fonts = b.fonts
    fontIndex = b.fontIndex
    backgrounds = b.backgrounds
    dimensions = b.dimensions
    sections = b.sections
    backgroundColors = b.backgroundColors
    childList = b.childList
    nodeForID = b.nodeForID
    mosaics = b.mosaics
    identifiersByNode = b.identifiers
    samplesByNode = b.samples
    indexBase = b.indexBase
    sourceLines = b.lines
    nodesForName = b.nodesForName  // in pre-order: nodes are numbered as they are added

    // Item numbering: pre-order, repetitions expanded. Subtree sizes come from the end back:
    // sections are numbered in pre-order, so a section's nested sections come after it.
    for si in stride(from: sections.count - 1, through: 0, by: -1) {
      var total = 1
      for c in sections[si].children {
        let child = Int(childList[c])
        let childSection = sectionIndex[child]
        let items = childSection >= 0 ? sections[Int(childSection)].subtreeItems : 1
        total += items * Int(repeatCount[child])
      }
      sections[si].subtreeItems = total
    }
    var starts = ContiguousArray<Int>(repeating: 0, count: nodeCount)
    var next = 0
    // Pre-order walk over nodes: a node's items start where the previous node's first
    // repetition's items end; only leaves repeat, so a running counter works.
    for n in 0..<nodeCount {
      starts[n] = next
      if b.sectionIndex[n] >= 0 {
        next += 1  // the section item; descendants follow as their own nodes
      } else {
        next += Int(b.repeatCount[n])
      }
    }
    itemStart = starts
    itemCount = next

    var hidden = Set<Int>()
    for behavior in spec.behaviors {
      for s in behavior.hiddenSelectors {
        for n in nodesForName[s.id] ?? [] {
          if let r = s.repetition {
            let rep = r - Int(b.indexBase[n])
            if rep >= 0 && rep < Int(b.repeatCount[n]) { hidden.insert(starts[n] + rep) }
          } else {
            flags[n] |= Self.hiddenByBehaviorFlag
          }
        }
      }
    }
    hiddenItems = hidden
    hasHiddenItems = !hidden.isEmpty
    var rootChildren = 0
    for c in sections[0].children { rootChildren += Int(repeatCount[Int(childList[c])]) }
    rootChildItemCount = rootChildren
    containsCollections = flags.contains { $0 & Self.collectionFlag != 0 }
  }

  /// True when some node is a collection brick (found once here: engines ask on creation).
  public let containsCollections: Bool

  /// Items directly in the root section (repetitions counted): BrickKit's item count of
  /// section 1, which the lazy solve extrapolates from. Counted once here, so a first screen
  /// costs the same whatever the layout's size.
  public let rootChildItemCount: Int

  /// False when no `hide` behavior names a single repetition (the common case: no set probe).
  public let hasHiddenItems: Bool

  /// Bytes the per-node tables hold (not the spec, nor what the tables' values reference):
  /// about 50 a node, whatever the layout's size.
  public var storageBytes: Int {
    let int32 = MemoryLayout<Int32>.stride
    return nodeCount * (7 * int32 + MemoryLayout<UInt8>.stride + MemoryLayout<Int>.stride)
      + childList.count * int32 + contents.count * MemoryLayout<Content>.stride
      + explicitIDs.storageBytes + backgrounds.storageBytes + indexBase.storageBytes
      + sourceLines.storageBytes + sections.count * MemoryLayout<SectionInfo>.stride
  }

  // MARK: - Queries

  public var root: Node { spec.root }

  /// The node that item `item` is a repetition of. O(log nodes).
  public func node(ofItem item: Int) -> Int {
    // The last node whose first item is <= item and that owns at least one item.
    var lo = 0
    var hi = nodeCount
    while lo < hi {
      let mid = (lo + hi) >> 1
      if itemStart[mid] <= item { lo = mid + 1 } else { hi = mid }
    }
    return lo - 1
  }

  /// The first item of a node.
  @inline(__always) public func itemStart(ofNode n: Int) -> Int { itemStart[n] }
  /// The number of items a node owns directly (its repeat count; 1 for sections).
  @inline(__always) public func repetitions(ofNode n: Int) -> Int { Int(repeatCount[n]) }
  /// The parent node, or nil for the root.
  public func parentNode(of n: Int) -> Int? { n == 0 ? nil : Int(parent[n]) }
  public func isSection(node n: Int) -> Bool { flags[n] & Self.sectionFlag != 0 }
  public func depth(ofNode n: Int) -> Int { Int(depth[n]) }
  /// Items in one repetition's subtree, itself included.
  @inline(__always) public func subtreeItemCount(ofNode n: Int) -> Int {
    let si = sectionIndex[n]
    return si >= 0 ? sections[Int(si)].subtreeItems : 1
  }

  /// The node's id: its explicit id or its path from the root (`root.2.0`).
  public func id(ofNode n: Int) -> String {
    if let id = explicitIDs[n] { return id }
    if n == 0 { return "root" }
    var path: [Int32] = []
    var m = n
    while m != 0 {
      path.append(childIndex[m])
      m = Int(parent[m])
    }
    return "root." + path.reversed().map(String.init).joined(separator: ".")
  }

  /// The item of the section that directly contains `item`; nil for the root.
  public func parentItem(of item: Int) -> Int? {
    let n = node(ofItem: item)
    guard n != 0 else { return nil }
    return itemStart[Int(parent[n])]
  }

  /// The items of a selector's first node: every repetition of the id, or one.
  public func items(for selector: Selector) -> Range<Int> {
    guard let n = nodeForID[selector.id] ?? nodesForName[selector.id]?.first else { return 0..<0 }
    let start = itemStart[n]
    if let r = selector.repetition {
      return r < Int(repeatCount[n]) ? (start + r)..<(start + r + 1) : 0..<0
    }
    return start..<(start + Int(repeatCount[n]))
  }

  /// Every item a selector picks, in pre-order: every repetition of every node with that id or
  /// identifier, or (`name#n`) those whose index is n.
  public func allItems(for selector: Selector) -> [Int] {
    var result: [Int] = []
    for n in nodesForName[selector.id] ?? [] {
      let start = itemStart[n]
      if let r = selector.repetition {
        let rep = r - Int(indexBase[n])
        if rep >= 0 && rep < Int(repeatCount[n]) { result.append(start + rep) }
      } else {
        result.append(contentsOf: start..<(start + Int(repeatCount[n])))
      }
    }
    return result
  }

  /// The nodes a selector name picks (id or identifier), in pre-order.
  public func nodes(named name: String) -> [Int] { nodesForName[name] ?? [] }

  /// An item's index (docs/layout-file.md#the-frames-output): its repetition, counted on across the
  /// copies of its id.
  @inline(__always) public func index(ofItem item: Int, node n: Int) -> Int {
    Int(indexBase[n]) + item - itemStart[n]
  }

  /// An item's index; O(log nodes).
  public func index(ofItem item: Int) -> Int { index(ofItem: item, node: node(ofItem: item)) }

  /// The node of `id` whose repetitions include index `index` (ids shared by copies).
  public func node(forID id: String, index: Int) -> Int? {
    for n in nodesForName[id] ?? [] where explicitIDs[n] == id {
      let rep = index - Int(indexBase[n])
      if rep >= 0 && rep < Int(repeatCount[n]) { return n }
    }
    return nil
  }

  /// Node `n`'s BrickKit identifier, if it has one.
  public func identifier(ofNode n: Int) -> String? {
    identifiersByNode.isEmpty ? nil : identifiersByNode[Int32(n)]
  }

  /// Why node `n` is sample data: its own `sample` mark or its nearest marked ancestor's;
  /// nil when neither is marked.
  public func sample(ofNode n: Int) -> SampleMark? {
    guard !samplesByNode.isEmpty else { return nil }
    var node: Int? = n
    while let m = node {
      if let mark = samplesByNode[Int32(m)] { return mark }
      node = parentNode(of: m)
    }
    return nil
  }

  /// How many items are sample data (bricks, not the sections that hold them): 0 for a
  /// layout without `sample` marks.
  public var sampleItemCount: Int {
    guard !samplesByNode.isEmpty else { return 0 }
    var count = 0
    for n in 0..<nodeCount where sample(ofNode: n) != nil {
      if case .section = contents[n] { continue }
      count += repetitions(ofNode: n)
    }
    return count
  }

  /// The line node `n` was written on (0 when unknown).
  public func sourceLine(ofNode n: Int) -> Int { Int(sourceLines[n]) }

  /// BrickKit's `maxZIndex`: the number of items less one.
  public var maxZIndex: Int { itemCount - 1 }

  /// The automatic zIndex of an item (BrickKit's `BrickZIndexer`): topDown numbers items in
  /// post-order from the top (first leaf 0, root -maxZIndex); bottomUp in pre-order (root
  /// -maxZIndex, last item 0).
  public func zIndex(ofItem item: Int) -> Int {
    switch spec.zIndexOrder {
    case .bottomUp:
      return item - maxZIndex
    case .topDown:
      let n = node(ofItem: item)
      // Post-order rank = pre-order rank + descendants - ancestors.
      let post = item + subtreeItemCount(ofNode: n) - 1 - Int(depth[n])
      return -post
    }
  }
}

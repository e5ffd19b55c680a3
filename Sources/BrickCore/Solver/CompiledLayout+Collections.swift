/// Collection bricks (BrickKit's CollectionBrick, docs/semantics.md#collections): which nodes are
/// collections, and the independent layout spec each one hosts.
extension CompiledLayout {
  /// True when node `n` is a collection brick.
  @inline(__always) public func isCollection(node n: Int) -> Bool {
    flags[n] & Self.collectionFlag != 0
  }

  /// The layout a collection node hosts: its section as the root, its scroll direction, the
  /// outer layout's zIndex order and `widthRatio`, and its behaviors: the collection's own
  /// `behaviors` first, then the outer layout's behaviors that select inner bricks (each
  /// keeping only the selectors that name ids inside the collection, nested collections
  /// included, so a deeper collection can take its share). Layout-wide outer behaviors
  /// (snap to point, cover flow) stay outside. Nil when `n` is not a collection.
  ///
  /// - Complexity: O(nodes inside the collection + outer behaviors' selectors).
  public func innerSpec(ofCollectionNode n: Int) -> LayoutSpec? {
    guard n >= 0, n < nodeCount, case .collection(let collection) = contents[n] else { return nil }
    var behaviors = collection.behaviors
    let outer = spec.behaviors.filter { !$0.selectors.isEmpty }
    if !outer.isEmpty {
      let ids = Self.ids(in: collection.section)
      for b in outer {
        if let inner = b.keepingSelectors(where: { ids.contains($0.id) }) {
          behaviors.append(inner)
        }
      }
    }
    var inner = LayoutSpec(
      root: collection.section, scrollDirection: collection.scrollDirection,
      zIndexOrder: spec.zIndexOrder, widthRatio: spec.widthRatio, behaviors: behaviors)
    inner.title = explicitIDs[n]
    inner.textMetrics = spec.textMetrics
    inner.contentSize = spec.contentSize
    inner.fonts = spec.fonts
    inner.fontFaces = spec.fontFaces
    inner.root.background = collection.background
    return inner
  }

  /// Every explicit id in a section's subtree, nested collections included. Iterative, so deep
  /// trees cannot overflow the stack.
  static func ids(in section: Section) -> Set<String> {
    var ids = Set<String>()
    var stack: [Node] = section.bricks
    if case .mosaic(let m) = section.layout { stack += [m.header, m.footer].compactMap { $0 } }
    while let node = stack.popLast() {
      if let id = node.id { ids.insert(id) }
      if let name = node.identifier { ids.insert(name) }
      switch node.content {
      case .section(let s):
        stack += s.bricks
        if case .mosaic(let m) = s.layout { stack += [m.header, m.footer].compactMap { $0 } }
      case .collection(let c):
        stack += c.section.bricks
        if case .mosaic(let m) = c.section.layout {
          stack += [m.header, m.footer].compactMap { $0 }
        }
      default:
        break
      }
    }
    return ids
  }
}

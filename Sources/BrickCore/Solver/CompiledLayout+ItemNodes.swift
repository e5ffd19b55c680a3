extension CompiledLayout {
  /// The items of `items` with their nodes, in order: items are in pre-order, so the node is
  /// found by moving a cursor forward rather than by a search per item (the frames output and
  /// the SVG/HTML export both walk a scene this way).
  public func itemsWithNodes(_ items: Range<Int>) -> ItemNodes {
    ItemNodes(compiled: self, items: items)
  }

  /// A walk over items and their nodes (`itemsWithNodes`).
  public struct ItemNodes: Sequence {
    let compiled: CompiledLayout
    let items: Range<Int>

    public struct Iterator: IteratorProtocol {
      let compiled: CompiledLayout
      var item: Int
      let end: Int
      var node = 0

      public mutating func next() -> (item: Int, node: Int)? {
        guard item < end else { return nil }
        while node + 1 < compiled.nodeCount && compiled.itemStart(ofNode: node + 1) <= item {
          node += 1
        }
        defer { item += 1 }
        return (item, node)
      }
    }

    public func makeIterator() -> Iterator {
      Iterator(compiled: compiled, item: items.lowerBound, end: items.upperBound)
    }
  }
}

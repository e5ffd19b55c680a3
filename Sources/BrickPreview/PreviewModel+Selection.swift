import BrickCore
import BrickRaster

/// Selection and the inspector: Tab / Shift-Tab cycle through the items displayed in the
/// viewport (pre-order), a click picks the topmost item under the pointer; the inspector shows
/// the selected item's id, type, frames, zIndex, hidden/alpha/scale and which branch of each
/// dimension rule applied. A selected collection brick is focused: `h`/`l` scroll it.
extension PreviewModel {
  /// The selected collection item, when the selection is one (and the inspector is open).
  public var focusedCollection: Int? {
    guard inspection.inspectorVisible, let item = inspection.selection,
      engine.layout.isCollection(item)
    else {
      return nil
    }
    return item
  }

  /// `i`: shows or hides the inspector; shown with nothing selected, it selects the first
  /// displayed item.
  public mutating func toggleInspector(now: Double) {
    clock = now
    inspection.toggleInspector(first: inspection.selection == nil ? displayedItems().first : nil)
    updateViewportSize()
    if inspection.inspectorVisible { revealSelection() }
  }

  /// `?`: shows or hides the help.
  public mutating func toggleHelp(now: Double) {
    clock = now
    inspection.helpVisible.toggle()
  }

  /// Closes the help, else the inspector; false when neither was open (Esc).
  public mutating func closeOverlay(now: Double) -> Bool {
    clock = now
    switch inspection.closeTopPanel() {
    case .help: return true
    case .inspector:
      updateViewportSize()
      return true
    case nil: return false
    }
  }

  /// Tab (`forward`) / Shift-Tab: the next or previous displayed item, opening the inspector.
  public mutating func selectNext(forward: Bool, now: Double) {
    clock = now
    openInspector()
    inspection.step(forward: forward, among: displayedItems())
    revealSelection()
  }

  /// Brings the selected item into view (the selection is always in view:
  /// docs/picture.md#viewport).
  mutating func revealSelection() {
    guard let item = inspection.selection, item < engine.layout.solvedItemCount else { return }
    let a = engine.scene.attributes(of: item)
    guard !a.hidden else { return }
    reveal(a.frame)
  }

  /// Opens the inspector if it is closed.
  mutating func openInspector() {
    guard !inspection.inspectorVisible else { return }
    inspection.inspectorVisible = true
    updateViewportSize()
  }

  /// A click at terminal cell (x, y): selects the topmost item there and opens the inspector.
  /// Returns false when the click was outside the viewport.
  public mutating func click(x: Int, y: Int, now: Double) -> Bool {
    clock = now
    let region = geometry.viewport
    guard !geometry.tooSmall, x >= region.minX, x < region.maxX, y >= region.minY, y < region.maxY
    else { return false }
    let rasterizer = Rasterizer(options: rasterOptions)
    let cellX = x - region.x
    let cellY = y - region.y
    var best: (item: Int, z: Int)?
    engine.scene.forEachItem(in: engine.scene.viewport.bounds) { item, attributes in
      guard item != 0 else { return }
      // Cells as drawn: a stuck or pinned brick's rows count from the device's edge.
      let cells = rasterizer.cells(
        of: attributes, viewportOrigin: drawOrigin,
        layoutFrame: engine.scene.layout.originalFrame(of: item),
        viewportSize: engine.scene.viewport.size)
      guard cellX >= cells.minX, cellX < cells.maxX, cellY >= cells.minY, cellY < cells.maxY else {
        return
      }
      if let b = best, (b.z, b.item) > (attributes.zIndex, item) { return }
      best = (item, attributes.zIndex)
    }
    inspection.selection = best?.item
    openInspector()
    return true
  }

  /// The items displayed in the viewport (not the root), in pre-order.
  public func displayedItems() -> [Int] {
    var items: [Int] = []
    engine.scene.forEachItem(in: engine.scene.viewport.bounds) { item, _ in
      if item != 0 { items.append(item) }
    }
    return items.sorted()
  }

  /// Whether a collection item's inner layout scrolls vertically.
  func collectionScrollsVertically(_ item: Int) -> Bool {
    let node = engine.layout.compiled.node(ofItem: item)
    if case .collection(let spec) = engine.layout.compiled.contents[node] {
      return spec.scrollDirection == .vertical
    }
    return false
  }

  // MARK: - The inspector's text

  /// The inspector's lines for the selection.
  public func inspectorLines() -> [String] {
    InspectorReport(
      engine: engine, item: inspection.selection, place: document.sourcePlace(ofLayoutLine:),
      glyphs: settings.glyphs,
      flash: clock < animations.flashUntil
        ? inspection.selection.flatMap { animations.flashes[$0] } : nil
    ).lines()
  }
}

/// Finds a node of a compiled layout in its spec tree (the node's rules live in the spec).
enum NodeLookup {
  /// The spec node with pre-order index `index` (node 0 is the root).
  static func node(_ index: Int, in compiled: CompiledLayout) -> Node? {
    var path: [Int] = []
    var n = index
    while let parent = compiled.parentNode(of: n) {
      // The position among the parent's children: count earlier siblings.
      var position = 0
      var sibling = parent + 1
      while sibling < n {
        position += 1
        sibling += subtreeNodes(sibling, in: compiled)
      }
      path.append(position)
      n = parent
    }
    var node = compiled.root
    for position in path.reversed() {
      guard let children = children(of: node), position < children.count else { return nil }
      node = children[position]
    }
    return node
  }

  /// The children of a section node in node order (a mosaic's header first, footer last).
  static func children(of node: Node) -> [Node]? {
    switch node.content {
    case .section(let s):
      if case .mosaic(let m) = s.layout {
        return (m.header.map { [$0] } ?? []) + s.bricks + (m.footer.map { [$0] } ?? [])
      }
      return s.bricks
    default:
      return nil
    }
  }

  /// Nodes in the subtree of node `n`, itself included.
  static func subtreeNodes(_ n: Int, in compiled: CompiledLayout) -> Int {
    let depth = compiled.depth(ofNode: n)
    var end = n + 1
    while end < compiled.nodeCount && compiled.depth(ofNode: end) > depth { end += 1 }
    return end - n
  }
}

extension PreviewModel {
  /// The line the selected brick was written on, when something is selected and its line is
  /// known.
  public var selectedSourceLine: Int? {
    guard let item = inspection.selection, item < engine.layout.solvedItemCount else { return nil }
    let compiled = engine.layout.compiled
    let line = compiled.sourceLine(ofNode: compiled.node(ofItem: item))
    return line > 0 ? line : nil
  }
}

import BrickCore

/// Drawing one scene level: the outer scene, then, recursively, the inner scene of every
/// collection brick (docs/semantics.md#collections) inside that brick's cells.
///
/// An inner scene is drawn right after its collection item is painted (so it takes the
/// collection's place in zIndex order and anything painted later covers it), clipped to the
/// collection's cells. Its frames are placed in outer content coordinates (collection origin
/// + inner frame − inner offset, scaled about the collection's centre when the collection
/// itself is scaled) and rounded with the outer mapping, so inner edges follow the same
/// absolute rounding as everything else. Nesting stops at `maximumNesting` levels.
extension Rasterizer {
  /// Collections inside collections deeper than this are drawn as empty boxes.
  public static let maximumNesting = 8

  /// Maps a rectangle of one level's content to the outermost content: scale `s`, then add
  /// (bx, by).
  struct Placement: Sendable {
    var s = 1.0
    var bx = 0.0
    var by = 0.0

    func apply(_ r: Rect) -> Rect {
      Rect(x: s * r.x + bx, y: s * r.y + by, width: s * r.width, height: s * r.height)
    }

    /// The placement of an inner scene shown in `frame` (this level's coordinates) at inner
    /// `offset`, scaled by `scale` about the frame's centre.
    func inner(frame f: Rect, offset: Point, scale: Double) -> Placement {
      let cx = f.midX
      let cy = f.midY
      let lx = scale * (f.x - offset.x) + cx * (1 - scale)
      let ly = scale * (f.y - offset.y) + cy * (1 - scale)
      return Placement(s: s * scale, bx: s * lx + bx, by: s * ly + by)
    }
  }

  /// Paints the items of `scene` found by `query` (this level's coordinates), in zIndex order,
  /// placed by `placement`, clipped to `clip`; recurses into collections.
  mutating func drawLevel(
    _ scene: Scene, query: Rect, placement: Placement, mapping: CellMapping, region: CellRect,
    clip: CellRect, depth: Int, into grid: inout CellGrid
  ) {
    var list: [PaintItem] = []
    if depth == 0 {
      swap(&list, &paintList)
    } else {
      while nestedPaintLists.count < depth { nestedPaintLists.append([]) }
      swap(&list, &nestedPaintLists[depth - 1])
    }
    defer {
      if depth == 0 { swap(&list, &paintList) } else { swap(&list, &nestedPaintLists[depth - 1]) }
    }
    list.removeAll(keepingCapacity: true)
    scene.forEachItem(in: query) { item, attributes in
      list.append(PaintItem(item: item, attributes: attributes))
    }
    stats.itemsVisited += list.count
    list.sort { a, b in
      a.attributes.zIndex != b.attributes.zIndex
        ? a.attributes.zIndex < b.attributes.zIndex : a.item < b.item
    }

    var painter = Painter(
      options: options, glyphs: GlyphSet.of(options.glyphs), layout: scene.layout, clip: clip,
      placement: placement, mapping: mapping, origin: (region.minX, region.minY),
      namedColors: namedColors(for: scene.layout.compiled))
    let ppc = options.pointsPerColumn
    let ppr = options.pointsPerRow
    var steady = SteadyShades(layout: scene.layout, glyphs: GlyphSet.of(options.glyphs))
    for p in list {
      let a = p.attributes
      guard !a.hidden, a.alpha > 0, a.scale > 0, a.scale.isFinite else { continue }
      var frame = a.frame
      if a.scale != 1 {
        let w = frame.width * a.scale
        let h = frame.height * a.scale
        frame = Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
      }
      // A brick a behavior placed (stuck, pinned) counts its cells from the viewport.
      let itemMapping =
        depth == 0
        ? mapping.anchored(
          frame: a.frame, layoutFrame: scene.layout.originalFrame(of: p.item),
          viewportSize: scene.viewport.size) : mapping
      painter.mapping = itemMapping
      var cells = itemMapping.cells(of: placement.apply(frame))
      cells.x += region.minX
      cells.y += region.minY
      var textRows: Range<Int>?
      if let inside = interior(
        ofParentOf: p.item, in: scene, placement: placement, mapping: mapping, depth: depth,
        region: region)
      {
        // A label's text stays off its section's border rows (`│┌Details…┐│`) where the border
        // shows beside it and the rows left inside still hold every line of it; its fill
        // keeps the brick's cells.
        let bordered = cells.minX >= inside.minX || cells.maxX <= inside.maxX
        let top = max(cells.minY, inside.minY)
        let bottom = min(cells.maxY, inside.maxY)
        if bordered, bottom - top >= Self.textLineCount(of: p.item, in: scene.layout),
          top != cells.minY || bottom != cells.maxY
        {
          textRows = top..<bottom
        }
      }
      guard cells.intersects(clip) else { continue }
      stats.itemsDrawn += 1
      painter.paint(
        item: p.item, frame: frame, cells: cells, textRows: textRows, dimmed: a.alpha < 1,
        shades: &shadeMap,
        steady: &steady, into: &grid)

      guard depth < Self.maximumNesting, scene.layout.isCollection(p.item),
        let inner = scene.collectionScene(at: p.item)
      else { continue }
      let innerClip = cells.intersection(clip)
      guard !innerClip.isEmpty else { continue }
      let innerPlacement = placement.inner(
        frame: a.frame, offset: inner.viewport.offset, scale: a.scale)
      // The inner viewport, a cell wider on each side (in inner points) for rounding.
      let s = innerPlacement.s > 0 ? innerPlacement.s : 1
      let innerQuery = Rect(
        x: inner.viewport.offset.x - ppc / s, y: inner.viewport.offset.y - ppr / s,
        width: inner.viewport.size.width + 2 * ppc / s,
        height: inner.viewport.size.height + 2 * ppr / s)
      drawLevel(
        inner, query: innerQuery, placement: innerPlacement, mapping: itemMapping,
        region: region,
        clip: innerClip, depth: depth + 1, into: &grid)
    }
  }

  /// The lines of text a label or brick shows (`Int.max` without text: such a brick, and any
  /// other, keeps its cells).
  static func textLineCount(of item: Int, in layout: SolvedLayout) -> Int {
    let node = layout.compiled.node(ofItem: item)
    switch layout.compiled.contents[node] {
    case .label, .brick:
      guard
        let measured = layout.textLayout(ofItem: item, width: layout.originalFrame(of: item).width),
        !measured.lines.isEmpty
      else { return Int.max }
      return measured.lines.count
    default:
      return Int.max
    }
  }

  /// The cells inside the outline of the section holding a brick (grid coordinates), or nil
  /// when its parent is the (unoutlined) root, or the brick is itself a section or collection.
  func interior(
    ofParentOf item: Int, in scene: Scene, placement: Placement, mapping: CellMapping,
    depth: Int, region: CellRect
  ) -> CellRect? {
    let compiled = scene.layout.compiled
    let node = compiled.node(ofItem: item)
    guard !compiled.isSection(node: node), !compiled.isCollection(node: node),
      let parent = compiled.parentItem(of: item), parent != 0
    else { return nil }
    let a = scene.attributes(of: parent)
    guard !a.hidden, a.alpha > 0, a.scale == 1 else { return nil }
    let m =
      depth == 0
      ? mapping.anchored(
        frame: a.frame, layoutFrame: scene.layout.originalFrame(of: parent),
        viewportSize: scene.viewport.size) : mapping
    let c = m.cells(of: placement.apply(a.frame))
    guard c.width > 2, c.height > 2 else { return nil }
    return CellRect(
      x: c.minX + 1 + region.minX, y: c.minY + 1 + region.minY, width: c.width - 2,
      height: c.height - 2)
  }
}

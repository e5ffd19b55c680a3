import BrickCore

/// Drawing one scene level: the outer scene, then, recursively, the inner scene of every
/// collection brick (reference §9.12) inside that brick's cells.
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
      namedColors: options.color && !scene.layout.compiled.backgroundNames.isEmpty
        ? NamedColors.of(
          scene.layout.compiled, palette: options.palette, appearance: options.appearance) : nil)
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
      guard cells.intersects(clip) else { continue }
      stats.itemsDrawn += 1
      painter.paint(
        item: p.item, frame: frame, cells: cells, dimmed: a.alpha < 1, shades: &shadeMap,
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
}

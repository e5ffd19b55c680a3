/// R2, R10, R11, R14, R15, R17 (docs/compositional.md#rules): sections placed one after another
/// along the scroll axis, each repeating its group until its cells are used up, with its boundary
/// items, decorations and (for orthogonal sections) a sideways scroller.
public enum CompositionalSolver {
  /// Solves `spec` for `environment`, measuring self-sizing cells with `text` (R13).
  public static func solve(
    _ spec: CompositionalSpec, environment: Environment, text: TextSettings = TextSettings()
  ) -> CompositionalLayout {
    var placer = SectionPlacer(spec: spec, environment: environment, text: text)
    return placer.run()
  }
}

struct SectionPlacer {
  let spec: CompositionalSpec
  let environment: Environment
  var measurer: CellMeasurer
  let vertical: Bool
  /// The main (scroll) axis and the axis across it.
  let main: LayoutAxis
  let viewport: Size

  init(spec: CompositionalSpec, environment: Environment, text: TextSettings) {
    self.spec = spec
    self.environment = environment
    measurer = CellMeasurer(text: text)
    vertical = spec.configuration.scrollDirection == .vertical
    main = vertical ? .vertical : .horizontal
    viewport = environment.viewport
  }

  /// The layout container across the scroll axis for a contentInsetsReference (R2): its
  /// start and length.
  func container(_ reference: ContentInsetsReference) -> (start: Double, length: Double) {
    let r = reference == .automatic ? spec.configuration.contentInsetsReference : reference
    let safe = environment.safeArea
    let total = vertical ? viewport.width : viewport.height
    var lead = vertical ? safe.left : safe.top
    var trail = vertical ? safe.right : safe.bottom
    let regular = environment.traits.horizontalSizeClass == .regular
    switch r {
    case .none:
      lead = 0
      trail = 0
    case .safeArea, .automatic:
      break
    case .layoutMargins:
      let m = regular ? 20.0 : 16.0
      lead += m
      trail += m
    case .readableContent:
      let m = regular ? 20.0 : 16.0
      lead += m
      trail += m
      let readable = 672.0
      let extra = total - lead - trail - readable
      if vertical && extra > 0 {
        lead += extra / 2
        trail += extra / 2
      }
    }
    return (lead, max(0, total - lead - trail))
  }

  /// Where a boundary item goes along the scroll axis.
  func edge(_ a: BoundaryAlignment) -> CompositionalElement.Edge {
    let e = a.edges
    if vertical {
      return e.contains(.top) ? .leading : e.contains(.bottom) ? .trailing : .side
    }
    return e.contains(.leading) ? .leading : e.contains(.trailing) ? .trailing : .side
  }

  /// A rect from main-axis and cross-axis coordinates.
  func rect(along a: Double, across c: Double, length: Double, thickness: Double) -> Rect {
    main.rect(along: a, across: c, length: length, thickness: thickness)
  }

  /// A boundary item's frame: sized against its box (R2), placed at `along` on its edge and
  /// across by its alignment.
  mutating func boundaryFrame(
    _ b: BoundaryItem, boxStart: Double, boxLength: Double, along: Double
  ) -> Rect {
    let box = main.size(along: vertical ? viewport.height : viewport.width, across: boxLength)
    var s = b.size.resolve(in: box)
    if let view = b.view {
      s = measurer.size(of: view, index: 0, dimensions: b.size, slot: s)
    }
    let factor = vertical ? b.alignment.edges.horizontalFactor : b.alignment.edges.verticalFactor
    let across = boxStart + (boxLength - main.across(s)) * factor
    var r = rect(along: along, across: across, length: main.along(s), thickness: main.across(s))
    r = r.offsetBy(dx: b.absoluteOffset.x, dy: b.absoluteOffset.y)
    return r
  }

  mutating func run() -> CompositionalLayout {
    var cursor = 0.0
    let layoutBox = container(.automatic)
    var layoutItems: [CompositionalElement] = []
    let layoutBoundary = spec.configuration.boundarySupplementaryItems
    func layoutElement(
      _ k: Int, _ frame: Rect, _ edge: CompositionalElement.Edge
    ) -> CompositionalElement {
      layoutBoundary[k].element(section: nil, ordinal: k, frame: frame, edge: edge)
    }
    for (k, b) in layoutBoundary.enumerated() where edge(b.alignment) == .leading {
      let f = boundaryFrame(
        b, boxStart: layoutBox.start, boxLength: layoutBox.length, along: cursor)
      layoutItems.append(layoutElement(k, f, .leading))
      if b.extendsBoundary { cursor += main.along(f.size) }
    }
    var sections: [CompositionalSectionLayout] = []
    for (si, section) in spec.sections.enumerated() {
      if si > 0 { cursor += spec.configuration.interSectionSpacing }
      let solved = placeSection(section, index: si, at: cursor)
      sections.append(solved)
      cursor = vertical ? solved.frame.maxY : solved.frame.maxX
    }
    for (k, b) in layoutBoundary.enumerated() where edge(b.alignment) != .leading {
      let e = edge(b.alignment)
      let f = boundaryFrame(
        b, boxStart: layoutBox.start, boxLength: layoutBox.length, along: cursor)
      layoutItems.append(layoutElement(k, f, e))
      if b.extendsBoundary && e == .trailing { cursor += main.along(f.size) }
    }
    let content =
      vertical
      ? Size(width: viewport.width, height: cursor) : Size(width: cursor, height: viewport.height)
    return CompositionalLayout(
      environment: environment, scrollDirection: spec.configuration.scrollDirection,
      contentSize: content, sections: sections, boundaryItems: layoutItems)
  }

  /// R10 (normal) or R14 (orthogonal): one section from `start` along the scroll axis.
  mutating func placeSection(
    _ section: CompositionalSection, index si: Int, at start: Double
  ) -> CompositionalSectionLayout {
    let traits = environment.traits
    let box = container(section.contentInsetsReference)
    let width = vertical ? box.length : viewport.width
    let list = section.list
    var group = section.group?.resolve(traits, containerWidth: width)
    var insets = section.contentInsets.resolve(traits, containerWidth: width)
    var boundary = section.boundarySupplementaryItems
    var decorations = section.decorationItems
    if let list {
      let built = ListSection(list)
      group = built.group
      insets = built.contentInsets
      boundary = built.boundaryItems + boundary
      decorations = built.decorationItems + decorations
    }
    let spacing = section.interGroupSpacing.resolve(traits, containerWidth: width)
    let behavior =
      list == nil
      ? section.orthogonalScrollingBehavior.resolve(traits, containerWidth: width) : .none
    let count = section.cells.count(traits, containerWidth: width)
    let (insetBefore, insetAfter) = main.alongInsets(insets)
    let (insetLead, insetTrail) = main.acrossInsets(insets)
    let follow = section.supplementariesFollowContentInsets
    let boundaryStart = box.start + (follow ? insetLead : 0)
    let boundaryLength = max(0, box.length - (follow ? insetLead + insetTrail : 0))
    let viewAlong = vertical ? viewport.height : viewport.width

    var cursor = start
    var supplementaries: [CompositionalElement] = []
    func element(_ k: Int, _ frame: Rect, _ e: CompositionalElement.Edge) -> CompositionalElement {
      boundary[k].element(section: si, ordinal: k, frame: frame, edge: e)
    }
    var leading: [CompositionalElement] = []
    for (k, b) in boundary.enumerated() where edge(b.alignment) == .leading {
      let f = boundaryFrame(b, boxStart: boundaryStart, boxLength: boundaryLength, along: cursor)
      leading.append(element(k, f, .leading))
      if b.extendsBoundary { cursor += main.along(f.size) }
    }
    let contentStart = cursor
    cursor += insetBefore

    // Groups.
    var ctx = GroupContext(measurer: measurer, cells: section.cells)
    var templates: [SolvedGroup] = []
    var flat = GroupOutput()
    var groups = ContiguousArray<PlacedGroup>()
    var groupLength = 0.0
    var groupLeading = 0.0
    var pitch = 0.0
    var innerSize: Size?
    var scroller: Rect?
    var innerWidth = 0.0
    var placed = 0
    var resolvedGroup: LayoutGroup?
    var groupContainer = Size(width: 0, height: 0)
    var used0 = Size(width: 0, height: 0)
    if let group, count > 0 {
      let orthogonal = behavior != .none
      let gContainer =
        orthogonal
        ? main.size(along: viewAlong, across: box.length)
        : main.size(
          along: max(0, viewAlong - insetBefore - insetAfter),
          across: max(0, box.length - insetLead - insetTrail))
      let gSize = group.size.resolve(in: gContainer)
      resolvedGroup = group
      groupContainer = gContainer
      used0 = gSize
      var used = 0
      var anchoredSoFar = 0
      var uniform: SolvedGroup? = nil
      if group.isUniform {
        // At most the section's items: a group of zero-length items would otherwise take
        // items without end (R3 places a subitem while it fits).
        let t = group.solve(size: gSize, available: count, &ctx)
        if t.itemCount > 0 {
          uniform = t
          templates.append(t)
        }
      }
      var sideways = 0.0  // orthogonal: position across the scroll axis
      var maxAlong = 0.0
      if orthogonal {
        groupLength = main.across(gSize)
        groupLeading =
          behavior == .groupPagingCentered ? (box.length - groupLength) / 2 : insetLead
        sideways = groupLeading
      }
      // uniformAcrossSiblings on the section's group: every instance takes the largest
      // instance's self-sized extent along the scroll axis (R13, "across the whole section").
      var evened: [GroupExtent]? = nil
      if uniform == nil, case .uniformAcrossSiblings = main.alongDimension(group.size) {
        var all: [GroupExtent] = []
        var n = 0
        while n < count {
          ctx.firstItem = n
          let t = group.solve(size: gSize, available: count - n, &ctx, into: &flat)
          ctx.firstItem = 0
          guard t.itemCount > 0 else {
            flat.anchored.removeLast(t.anchoredCount)
            break
          }
          all.append(t)
          n += t.itemCount
        }
        let largest = all.reduce(0) { max($0, main.along($1.size)) }
        evened = all.map {
          var t = $0
          t.size = main.size(along: largest, across: main.across(t.size))
          return t
        }
      }
      // The uniform template's numbers, read once: the loop copies no template for it (no
      // retain and release per group), and its groups are stored without regrowing.
      let uniformItems = uniform?.itemCount ?? Int.max
      let uniformSize = uniform?.size ?? .zero
      let uniformAnchored = uniform?.anchored.count ?? 0
      // A self-sizing group of one plain item (the usual list) is recognised once; its
      // section writes every cell to `flat` and has at most a group per cell (pages of
      // what goes unused are never touched).
      let row = uniform == nil ? group.rowPlan(size: gSize, &ctx) : nil
      if uniform != nil {
        groups.reserveCapacity(count / uniformItems + 1)
      } else {
        groups.reserveCapacity(count)
        flat.cells.reserveCapacity(count)
      }
      while used < count {
        let tSize: Size
        let tItems: Int
        let tAnchored: Int
        let templateIndex: Int32
        if count - used >= uniformItems {
          tSize = uniformSize
          tItems = uniformItems
          tAnchored = uniformAnchored
          templateIndex = 0
        } else if uniform != nil {
          // A uniform section's last, partial group: a solution of its own.
          let t = group.solve(size: gSize, available: count - used, &ctx)
          guard t.itemCount > 0 else { break }
          tSize = t.size
          tItems = t.itemCount
          tAnchored = t.anchored.count
          templates.append(t)
          templateIndex = Int32(templates.count - 1)
        } else {
          // A self-sizing group writes its frames to the section's own list (item by
          // item): no solution of its own to keep.
          let t: GroupExtent
          if let e = evened {
            guard groups.count < e.count else { break }
            t = e[groups.count]
          } else {
            ctx.firstItem = used
            if let row {
              t = group.solveRow(row, size: gSize, available: count - used, &ctx, into: &flat)
            } else {
              t = group.solve(size: gSize, available: count - used, &ctx, into: &flat)
            }
            ctx.firstItem = 0
            guard t.itemCount > 0 else {
              flat.anchored.removeLast(t.anchoredCount)
              break
            }
          }
          tSize = t.size
          tItems = t.itemCount
          tAnchored = t.anchoredCount
          templateIndex = PlacedGroup.flat
        }
        let origin: Point
        if orthogonal {
          let across = box.start + sideways
          origin = vertical ? Point(x: across, y: cursor) : Point(x: cursor, y: across)
          sideways += main.across(tSize) + spacing
          maxAlong = max(maxAlong, main.along(tSize))
        } else {
          if !groups.isEmpty { cursor += spacing }
          let across = box.start + insetLead
          origin = vertical ? Point(x: across, y: cursor) : Point(x: cursor, y: across)
          cursor += main.along(tSize)
        }
        groups.append(
          PlacedGroup(
            origin: origin, template: templateIndex, firstItem: used, firstAnchored: anchoredSoFar))
        used += tItems
        anchoredSoFar += tAnchored
      }
      placed = used
      if orthogonal {
        pitch = groupLength + spacing
        let trailing =
          behavior == .groupPagingCentered ? (box.length - groupLength) / 2 : insetTrail
        innerWidth = sideways - (groups.isEmpty ? 0 : spacing) + trailing
        cursor += maxAlong
      }
    }
    measurer = ctx.measurer
    cursor += insetAfter
    let contentEnd = cursor
    if behavior != .none {
      innerSize = main.size(along: contentEnd - contentStart, across: innerWidth)
      scroller = rect(
        along: contentStart, across: box.start, length: contentEnd - contentStart,
        thickness: box.length)
    }
    var trailing: [CompositionalElement] = []
    var side: [CompositionalElement] = []
    for (k, b) in boundary.enumerated() where edge(b.alignment) != .leading {
      let e = edge(b.alignment)
      let f = boundaryFrame(
        b, boxStart: boundaryStart, boxLength: boundaryLength,
        along: e == .trailing ? cursor : contentStart)
      if e == .trailing {
        trailing.append(element(k, f, .trailing))
        if b.extendsBoundary { cursor += main.along(f.size) }
      } else {
        side.append(element(k, f, .side))
      }
    }
    let frame = rect(
      along: start, across: box.start, length: cursor - start, thickness: box.length)
    let id = section.id ?? "section.\(si)"
    supplementaries.append(
      CompositionalElement(kind: .section, section: si, id: id, frame: frame, zIndex: 0))
    let contentRect = rect(
      along: contentStart, across: box.start, length: contentEnd - contentStart,
      thickness: box.length)
    for (k, d) in decorations.enumerated() {
      supplementaries.append(
        CompositionalElement(
          kind: .decoration, section: si, elementKind: d.elementKind,
          frame: d.contentInsets.inset(contentRect), zIndex: d.zIndex, background: d.background,
          ordinal: k))
    }
    supplementaries += leading + side + trailing
    return CompositionalSectionLayout(
      index: si, id: id, frame: frame, itemCount: placed,
      orthogonalBehavior: behavior, scroller: scroller, innerContentSize: innerSize,
      groupLeading: groupLeading, groupPitch: pitch, groupLength: groupLength,
      visibleItems: section.visibleItems, group: resolvedGroup, groupContainer: groupContainer,
      groupSize: used0, supplementaries: supplementaries, groups: groups,
      templates: templates, flatCells: flat.cells, flatAnchored: flat.anchored,
      cells: section.cells,
      cellZIndex: decorations.isEmpty ? 0 : 1, vertical: vertical)
  }
}

extension BoundaryItem {
  /// This boundary item placed at `frame`: the `ordinal`th of section `section`'s boundary
  /// items (nil: of the layout's own).
  func element(
    section: Int?, ordinal: Int, frame: Rect, edge: CompositionalElement.Edge
  ) -> CompositionalElement {
    CompositionalElement(
      kind: .supplementary, section: section, elementKind: elementKind, frame: frame,
      zIndex: zIndex, node: view, edge: edge, pinToVisibleBounds: pinToVisibleBounds,
      ordinal: ordinal)
  }
}

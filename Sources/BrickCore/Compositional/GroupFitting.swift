/// R3-R9, R19 and R20 (docs/compositional.md#rules): one group instance filled with its subitems,
/// frames relative to the group's own origin, items in depth-first subitem order. Kept for the
/// groups a section repeats (a uniform group's one solution, and its last partial instance).
struct SolvedGroup: Sendable {
  /// The group's frame size (estimated sides grown or shrunk to their content, R4).
  var size: Size
  /// Leaf frames after their contentInsets, in item order (R19).
  var cells: ContiguousArray<Rect> = []
  /// Supplementary items anchored to a cell (`item` is the cell's index in `cells`) or to a
  /// group (`item` nil).
  var anchored: [PlacedAnchor] = []
  var itemCount: Int { cells.count }
}

/// Where solved groups write their frames: a group appends its cells (relative to its own
/// origin) and anchored items here, so a section of self-sizing groups keeps one array of
/// frames for all of them rather than an allocation per group.
struct GroupOutput {
  var cells: ContiguousArray<Rect> = []
  /// Anchored items; a cell's `item` is its index in `cells`.
  var anchored: [PlacedAnchor] = []
}

/// One solved group instance: its size, and how many cells and anchored items it wrote.
struct GroupExtent {
  var size: Size
  var itemCount: Int
  var anchoredCount: Int
}

/// A supplementary item placed on a cell or a group (R16).
struct PlacedAnchor: Sendable {
  var frame: Rect
  var item: Int?
  /// Which supplementary of its owner's list.
  var spec: AnchoredItem
}

/// What the group solver needs from the section: its cells' content, to size them (R13).
struct GroupContext {
  var measurer: CellMeasurer
  let cells: CellSource
  /// The section's first item index of the group being solved.
  var firstItem = 0
  /// Slot lists to reuse (one per nesting level in use): a section solves a group per row.
  var slotPool: [[GroupSlot]] = []
}

/// The epsilon for "fits": fractions that add up to the container in exact arithmetic (five
/// times 0.2) may pass it by a rounding error.
let fitTolerance = 1e-6

extension LayoutGroup {
  /// True when every instance of this group is laid out alike whatever its cells hold: no
  /// dimension in its tree self-sizes. Such a section solves one group and repeats it.
  var isUniform: Bool {
    if size.width.isEstimated || size.height.isEstimated { return false }
    for a in supplementaryItems where a.size.width.isEstimated || a.size.height.isEstimated {
      if a.view != nil { return false }
    }
    switch subitems {
    case .cycling(let elements): return elements.allSatisfy(\.isUniform)
    case .count(let e, _), .repeating(let e, _): return e.isUniform
    case .custom: return true
    }
  }

  /// Lays out one instance of this group of `size` with at most `available` items.
  func solve(size: Size, available: Int, _ ctx: inout GroupContext) -> SolvedGroup {
    var out = GroupOutput()
    let e = solve(size: size, available: available, &ctx, into: &out)
    return SolvedGroup(size: e.size, cells: out.cells, anchored: out.anchored)
  }

  /// Lays out one instance of this group of `size` with at most `available` items, appending
  /// its cells and anchored items to `out`.
  func solve(
    size: Size, available: Int, _ ctx: inout GroupContext, into out: inout GroupOutput
  ) -> GroupExtent {
    switch axis {
    case .custom: return solveCustom(size: size, available: available, into: &out)
    case .horizontal, .vertical:
      if let plan = rowPlan(size: size, &ctx) {
        return solveRow(plan, size: size, available: available, &ctx, into: &out)
      }
      let ax: LayoutAxis = axis == .horizontal ? .horizontal : .vertical
      return solveLinear(ax, size: size, available: available, &ctx, into: &out)
    }
  }

  /// R20: literal frames, one item each, relative to the group's origin.
  func solveCustom(size: Size, available: Int, into out: inout GroupOutput) -> GroupExtent {
    guard case .custom(let frames) = subitems else {
      return GroupExtent(size: size, itemCount: 0, anchoredCount: 0)
    }
    let taken = frames.prefix(max(0, available))
    out.cells.append(contentsOf: taken)
    return GroupExtent(size: size, itemCount: taken.count, anchoredCount: 0)
  }

  /// The one item this group cycles, when nothing but fitting places it: no edge spacing,
  /// no anchored items on it or the group, no `uniformAcrossSiblings` across the axis. The
  /// common self-sizing row and list take `solveRow`, which keeps no slots.
  var singlePlainItem: LayoutItem? {
    guard supplementaryItems.isEmpty, case .cycling(let elements) = subitems,
      elements.count == 1, case .item(let item) = elements[0], item.supplementaryItems.isEmpty,
      item.edgeSpacing == EdgeSpacing()
    else { return nil }
    if case .uniformAcrossSiblings = item.size.width { return nil }
    if case .uniformAcrossSiblings = item.size.height { return nil }
    return item
  }

  /// What placing a group of one plain item (`singlePlainItem`) of `size` needs, read once
  /// for a whole section of such groups (a class: the section's loop passes it on per group
  /// without copying it).
  final class RowPlan: Sendable {
    let item: LayoutItem
    let axis: LayoutAxis
    let box: Rect
    let slot: Size
    let insets: DirectionalInsets
    let spacing: Double
    let flexibleSpacing: Bool
    /// The label every cell repeats, when the rows measure only their estimated height.
    let label: CellMeasurer.RepeatedLabel?

    init(
      item: LayoutItem, axis: LayoutAxis, box: Rect, slot: Size, insets: DirectionalInsets,
      spacing: Double, flexibleSpacing: Bool, label: CellMeasurer.RepeatedLabel?
    ) {
      self.item = item
      self.axis = axis
      self.box = box
      self.slot = slot
      self.insets = insets
      self.spacing = spacing
      self.flexibleSpacing = flexibleSpacing
      self.label = label
    }
  }

  /// The plan for groups of `size` of this group's one plain item, or nil when it has other
  /// subitems (see `singlePlainItem`).
  func rowPlan(size: Size, _ ctx: inout GroupContext) -> RowPlan? {
    guard axis != .custom, let item = singlePlainItem else { return nil }
    let ax: LayoutAxis = axis == .vertical ? .vertical : .horizontal
    let box = contentInsets.inset(Rect(x: 0, y: 0, width: size.width, height: size.height))
    var label: CellMeasurer.RepeatedLabel?
    if case .repeated(let node, _) = ctx.cells, item.size.height.isEstimated,
      !item.size.width.isEstimated
    {
      label = ctx.measurer.repeatedLabel(node)
    }
    return RowPlan(
      item: item, axis: ax, box: box, slot: item.size.resolve(in: box.size),
      insets: item.contentInsets.ignoringEstimated(item.size),
      spacing: interItemSpacing?.amount ?? 0,
      flexibleSpacing: interItemSpacing?.isFlexible == true, label: label)
  }

  /// R3, R6 and R4 for a group of one plain item (`singlePlainItem`): the same placement as
  /// `solveLinear` (items from the content box's leading edge, each measured, the next one
  /// starting the next group when it would end past the box; flexible spacing shares what is
  /// left; across the axis each sits at the box's start), written straight to `out`.
  func solveRow(
    _ plan: RowPlan, size: Size, available: Int, _ ctx: inout GroupContext,
    into out: inout GroupOutput
  ) -> GroupExtent {
    let ax = plan.axis
    let boxAlong = ax.along(plan.box.size)
    let (boxAlong0, boxAcross0) = ax.origin(of: plan.box)
    let first = out.cells.count
    let base = ctx.firstItem
    var used = 0
    var pos = 0.0
    var acrossReach = 0.0
    /// Places one measured cell, or says the group is full.
    func add(_ measured: Size) -> Bool {
      let start = pos + (used == 0 ? 0 : plan.spacing)
      let length = ax.along(measured)
      let end = start + length
      if used > 0 && end > boxAlong + fitTolerance { return false }
      let across = ax.across(measured)
      out.cells.append(
        plan.insets.inset(
          ax.rect(
            along: boxAlong0 + start, across: boxAcross0, length: length, thickness: across)))
      acrossReach = max(acrossReach, across)
      pos = end
      used += 1
      return true
    }
    if let label = plan.label {
      let width = plan.slot.width
      while used < available {
        let height = ctx.measurer.height(of: label, index: base + used, width: width)
        if !add(Size(width: width, height: height)) { break }
      }
    } else {
      while used < available {
        let index = base + used
        let measured = ctx.measurer.size(
          of: ctx.cells.node(at: index), index: index, dimensions: plan.item.size,
          slot: plan.slot)
        if !add(measured) { break }
      }
    }
    let leftover = boxAlong - pos
    if leftover > fitTolerance && used > 1 && plan.flexibleSpacing {
      let extra = leftover / Double(used - 1)
      for i in 1..<used {
        let shift = extra * Double(i)
        out.cells[first + i] = out.cells[first + i].offsetBy(
          dx: ax == .horizontal ? shift : 0, dy: ax == .vertical ? shift : 0)
      }
    }
    return GroupExtent(
      size: frameSize(ax, size, contentAlong: pos, contentAcross: acrossReach), itemCount: used,
      anchoredCount: 0)
  }

  /// R4: the group's frame of `size`, each estimated side grown or shrunk to what its content
  /// reaches (`contentAlong` and `contentAcross`) plus the group's insets on that side.
  private func frameSize(
    _ ax: LayoutAxis, _ size: Size, contentAlong: Double, contentAcross: Double
  ) -> Size {
    let (insetA0, insetA1) = ax.alongInsets(contentInsets)
    let (insetC0, insetC1) = ax.acrossInsets(contentInsets)
    var along = ax.along(size)
    var across = ax.across(size)
    if ax.alongDimension(self.size).isEstimated { along = contentAlong + insetA0 + insetA1 }
    if ax.acrossDimension(self.size).isEstimated { across = contentAcross + insetC0 + insetC1 }
    return ax.size(along: along, across: across)
  }

  /// R3 (cycling), R5 (count and repeating), R6 (spacing), R7-R9 (insets, edge spacing) and
  /// R4 (cross-axis placement) for a horizontal or vertical group.
  private func solveLinear(
    _ ax: LayoutAxis, size: Size, available: Int, _ ctx: inout GroupContext,
    into out: inout GroupOutput
  ) -> GroupExtent {
    let box = contentInsets.inset(Rect(x: 0, y: 0, width: size.width, height: size.height))
    let boxAlong = ax.along(box.size)
    let boxAcross = ax.across(box.size)
    let spacing = interItemSpacing?.amount ?? 0
    var slots = ctx.slotPool.popLast() ?? []
    slots.removeAll(keepingCapacity: true)
    let cellsStart = out.cells.count
    let anchorsStart = out.anchored.count
    var used = 0
    var pos = 0.0
    let base = ctx.firstItem

    /// Sizes one subitem (the item measured, the group solved) in a slot of `slot` points,
    /// or of its own size resolved in the content box: its cells and anchored items are
    /// written to `out` (an item's as places to fill in once the slot is placed). Reads the
    /// subitem once: its slot keeps what the placement needs of it.
    func place(
      _ e: LayoutElement, slot fixed: Size?, ctx: inout GroupContext, out: inout GroupOutput
    ) -> (GroupSlot, GroupExtent)? {
      guard used < available else { return nil }
      let extent: GroupExtent
      var slot: GroupSlot
      switch e {
      case .item(let item):
        let index = base + used
        let node = ctx.cells.node(at: index)
        let measured = ctx.measurer.size(
          of: node, index: index, dimensions: item.size,
          slot: fixed ?? item.size.resolve(in: box.size))
        let cell = out.cells.count
        out.cells.append(.zero)
        for a in item.supplementaryItems {
          out.anchored.append(PlacedAnchor(frame: .zero, item: cell, spec: a))
        }
        extent = GroupExtent(
          size: measured, itemCount: 1, anchoredCount: item.supplementaryItems.count)
        slot = GroupSlot(
          ax, item.size, item.edgeSpacing, insets: item.contentInsets.ignoringEstimated(item.size),
          supplementaries: item.supplementaryItems)
      case .group(let group):
        ctx.firstItem = base + used
        let solved = group.solve(
          size: fixed ?? group.size.resolve(in: box.size), available: available - used, &ctx,
          into: &out)
        ctx.firstItem = base
        guard solved.itemCount > 0 else {
          out.anchored.removeLast(solved.anchoredCount)
          return nil
        }
        extent = solved
        slot = GroupSlot(ax, group.size, group.edgeSpacing, insets: nil, supplementaries: [])
      }
      slot.acrossLength = ax.across(extent.size)
      slot.firstCell = out.cells.count - extent.itemCount
      slot.cellCount = extent.itemCount
      slot.firstAnchor = out.anchored.count - extent.anchoredCount
      slot.anchorCount = extent.anchoredCount
      return (slot, extent)
    }

    switch subitems {
    case .custom:
      ctx.slotPool.append(slots)
      return solveCustom(size: size, available: available, into: &out)

    case .cycling(let elements):
      guard !elements.isEmpty else { break }
      var k = 0
      while used < available {
        guard var (slot, placed) = place(elements[k], slot: nil, ctx: &ctx, out: &out) else {
          break
        }
        let start = pos + (slots.isEmpty ? 0 : spacing) + slot.lead
        let length = ax.along(placed.size)
        let end = start + length + slot.trail
        // A subitem that would end past the content box ends the group (R3); the first one
        // is always placed, so every group makes progress.
        if !slots.isEmpty && end > boxAlong + fitTolerance {
          out.cells.removeLast(placed.itemCount)
          out.anchored.removeLast(placed.anchoredCount)
          break
        }
        slot.alongStart = start
        slot.alongLength = length
        slots.append(slot)
        used += placed.itemCount
        pos = end
        k = k + 1 == elements.count ? 0 : k + 1
      }

    case .count(let e, let n):
      let count = max(0, n)
      guard count > 0 else { break }
      let total = spacing * Double(count - 1)
      let extent = max(0, (boxAlong - total) / Double(count))
      let container = ax.size(along: max(0, boxAlong - total), across: boxAcross)
      let across = ax.acrossDimension(e.size).resolve(in: container)
      let slotSize = ax.size(along: extent, across: across)
      for i in 0..<count {
        guard var (slot, placed) = place(e, slot: slotSize, ctx: &ctx, out: &out) else { break }
        slot.alongStart = Double(i) * (extent + spacing)
        slot.alongLength = extent
        slot.leadFlexible = false
        slot.trailFlexible = false
        slots.append(slot)
        used += placed.itemCount
      }
      pos = slots.last.map { $0.alongStart + $0.alongLength } ?? 0

    case .repeating(let e, let n):
      for _ in 0..<max(0, n) {
        guard var (slot, placed) = place(e, slot: nil, ctx: &ctx, out: &out) else { break }
        slot.alongStart = pos + (slots.isEmpty ? 0 : spacing) + slot.lead
        slot.alongLength = ax.along(placed.size)
        slots.append(slot)
        used += placed.itemCount
        pos = slot.alongStart + slot.alongLength + slot.trail
      }
    }

    // R6/R9: leftover space along the axis goes to flexible spacing, then flexible edges.
    let leftover = boxAlong - pos
    if leftover > fitTolerance && slots.count > 1, interItemSpacing?.isFlexible == true {
      let extra = leftover / Double(slots.count - 1)
      for i in slots.indices { slots[i].alongStart += extra * Double(i) }
    } else if leftover > fitTolerance {
      let flexibleEdges = slots.reduce(0) {
        $0 + ($1.leadFlexible ? 1 : 0) + ($1.trailFlexible ? 1 : 0)
      }
      if flexibleEdges > 0 {
        let share = leftover / Double(flexibleEdges)
        var shift = 0.0
        for i in slots.indices {
          if slots[i].leadFlexible { shift += share }
          slots[i].alongStart += shift
          if slots[i].trailFlexible { shift += share }
        }
      }
    }

    // uniformAcrossSiblings: siblings that ask for it take the largest of them (R13).
    var uniformMax = 0.0
    var hasUniform = false
    for s in slots where s.acrossUniform {
      hasUniform = true
      uniformMax = max(uniformMax, s.acrossLength)
    }
    if hasUniform {
      for i in slots.indices where slots[i].acrossUniform { slots[i].acrossLength = uniformMax }
    }

    // R4: cross-axis placement, and the group's own estimated sides.
    var acrossReach = 0.0
    for i in slots.indices {
      let s = slots[i]
      let free = boxAcross - s.acrossLength
      let before = s.before?.amount ?? 0
      let after = s.after?.amount ?? 0
      let offset: Double
      switch (s.before?.isFlexible ?? false, s.after?.isFlexible ?? false) {
      case (true, true): offset = before + max(0, free - before - after) / 2
      case (true, false): offset = max(before, free - after)
      default: offset = before
      }
      slots[i].acrossOffset = offset
      acrossReach = max(acrossReach, offset + s.acrossLength + after)
    }
    let groupSize = frameSize(ax, size, contentAlong: pos, contentAcross: acrossReach)

    // Frames: slots in the content box, items inset by their contentInsets (R7), nested
    // groups' frames moved to their slot.
    let (boxAlong0, boxAcross0) = ax.origin(of: box)
    for s in slots {
      let slot = ax.rect(
        along: boxAlong0 + s.alongStart, across: boxAcross0 + s.acrossOffset,
        length: s.alongLength, thickness: s.acrossLength)
      if let insets = s.insets {
        let frame = insets.inset(slot)
        out.cells[s.firstCell] = frame
        for (j, a) in s.supplementaries.enumerated() {
          out.anchored[s.firstAnchor + j].frame = a.frame(in: frame, measurer: &ctx.measurer)
        }
      } else {
        for c in s.firstCell..<(s.firstCell + s.cellCount) {
          out.cells[c] = out.cells[c].offsetBy(dx: slot.x, dy: slot.y)
        }
        for k in s.firstAnchor..<(s.firstAnchor + s.anchorCount) {
          out.anchored[k].frame = out.anchored[k].frame.offsetBy(dx: slot.x, dy: slot.y)
        }
      }
    }
    ctx.slotPool.append(slots)
    let finalBox = contentInsets.inset(
      Rect(x: 0, y: 0, width: groupSize.width, height: groupSize.height))
    for a in supplementaryItems {
      out.anchored.append(
        PlacedAnchor(frame: a.frame(in: finalBox, measurer: &ctx.measurer), item: nil, spec: a))
    }
    return GroupExtent(
      size: groupSize, itemCount: out.cells.count - cellsStart,
      anchoredCount: out.anchored.count - anchorsStart)
  }
}

/// One placed subitem of a linear group before cross-axis alignment: where along the axis,
/// its extent, what placing it needs of it (its edge spacing, an item's insets and anchored
/// items), and where its cells and anchored items are in the output (a nested group's
/// relative to its own origin until the slot is placed).
struct GroupSlot {
  var alongStart = 0.0
  var alongLength = 0.0
  var acrossLength = 0.0
  var acrossOffset = 0.0
  /// Fixed edge spacing along the axis before and after it, and whether each is flexible.
  var lead: Double
  var trail: Double
  var leadFlexible: Bool
  var trailFlexible: Bool
  /// Edge spacing across the axis.
  var before: LayoutSpacing?
  var after: LayoutSpacing?
  /// Its side across the axis is `uniformAcrossSiblings`.
  var acrossUniform: Bool
  /// An item's contentInsets (estimated sides ignored); nil for a nested group.
  var insets: DirectionalInsets?
  var supplementaries: [AnchoredItem]
  var firstCell = 0
  var cellCount = 0
  var firstAnchor = 0
  var anchorCount = 0

  init(
    _ ax: LayoutAxis, _ size: LayoutSize, _ spacing: EdgeSpacing, insets: DirectionalInsets?,
    supplementaries: [AnchoredItem]
  ) {
    let (lead, trail) = ax.alongSpacing(spacing)
    self.lead = lead?.amount ?? 0
    self.trail = trail?.amount ?? 0
    leadFlexible = lead?.isFlexible ?? false
    trailFlexible = trail?.isFlexible ?? false
    (before, after) = ax.acrossSpacing(spacing)
    if case .uniformAcrossSiblings = ax.acrossDimension(size) {
      acrossUniform = true
    } else {
      acrossUniform = false
    }
    self.insets = insets
    self.supplementaries = supplementaries
  }
}

extension LayoutElement {
  var isUniform: Bool {
    switch self {
    case .item(let i):
      if i.size.width.isEstimated || i.size.height.isEstimated { return false }
      return !i.supplementaryItems.contains {
        ($0.size.width.isEstimated || $0.size.height.isEstimated) && $0.view != nil
      }
    case .group(let g): return g.isUniform
    }
  }
}

/// R3-R9, R19 and R20: one group instance filled with its subitems, frames relative to the
/// group's own origin, items in depth-first subitem order.
struct SolvedGroup: Sendable {
  /// The group's frame size (estimated sides grown or shrunk to their content, R4).
  var size: Size
  /// Leaf frames after their contentInsets, in item order (R19).
  var cells: [Rect] = []
  /// Supplementary items anchored to a cell (`item` is the cell's index in `cells`) or to a
  /// group (`item` nil).
  var anchored: [PlacedAnchor] = []
  var itemCount: Int { cells.count }
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
    switch axis {
    case .custom: return solveCustom(size: size, available: available)
    case .horizontal: return solveLinear(.horizontal, size: size, available: available, &ctx)
    case .vertical: return solveLinear(.vertical, size: size, available: available, &ctx)
    }
  }

  /// R20: literal frames, one item each, relative to the group's origin.
  func solveCustom(size: Size, available: Int) -> SolvedGroup {
    var g = SolvedGroup(size: size)
    guard case .custom(let frames) = subitems else { return g }
    for f in frames.prefix(max(0, available)) { g.cells.append(f) }
    return g
  }

  /// One placed subitem before cross-axis alignment.
  private struct Slot {
    var element: LayoutElement
    var alongStart: Double
    var alongLength: Double
    var acrossLength: Double
    /// The nested group's solution, or the item's measured size.
    var nested: SolvedGroup?
    var index: Int
    var leadFlexible: Bool
    var trailFlexible: Bool
  }

  /// R3 (cycling), R5 (count and repeating), R6 (spacing), R7-R9 (insets, edge spacing) and
  /// R4 (cross-axis placement) for a horizontal or vertical group.
  private func solveLinear(
    _ ax: LayoutAxis, size: Size, available: Int, _ ctx: inout GroupContext
  ) -> SolvedGroup {
    let box = contentInsets.inset(Rect(x: 0, y: 0, width: size.width, height: size.height))
    let boxAlong = ax.along(box.size)
    let boxAcross = ax.across(box.size)
    let spacing = interItemSpacing?.amount ?? 0
    var slots: [Slot] = []
    var used = 0
    var pos = 0.0
    let base = ctx.firstItem

    func edges(_ e: LayoutElement) -> (Double, Double, Bool, Bool) {
      let (lead, trail) = ax.alongSpacing(e.edgeSpacing)
      return (
        lead?.amount ?? 0, trail?.amount ?? 0, lead?.isFlexible ?? false,
        trail?.isFlexible ?? false
      )
    }

    /// Sizes one subitem for a slot of `slot` (the item measured, the group solved).
    func place(_ e: LayoutElement, slot: Size, ctx: inout GroupContext) -> (Size, SolvedGroup?)? {
      switch e {
      case .item(let item):
        guard used < available else { return nil }
        let index = base + used
        let node = ctx.cells.node(at: index)
        return (ctx.measurer.size(of: node, index: index, dimensions: item.size, slot: slot), nil)
      case .group(let group):
        guard used < available else { return nil }
        ctx.firstItem = base + used
        let solved = group.solve(size: slot, available: available - used, &ctx)
        ctx.firstItem = base
        guard solved.itemCount > 0 else { return nil }
        return (solved.size, solved)
      }
    }

    switch subitems {
    case .custom:
      return solveCustom(size: size, available: available)

    case .cycling(let elements):
      guard !elements.isEmpty else { break }
      var k = 0
      while used < available {
        let e = elements[k % elements.count]
        let slotSize = e.size.resolve(in: box.size)
        guard let (actual, nested) = place(e, slot: slotSize, ctx: &ctx) else { break }
        let (lead, trail, lf, tf) = edges(e)
        let start = pos + (slots.isEmpty ? 0 : spacing) + lead
        let length = ax.along(actual)
        let end = start + length + trail
        // A subitem that would end past the content box ends the group (R3); the first one
        // is always placed, so every group makes progress.
        if !slots.isEmpty && end > boxAlong + fitTolerance { break }
        slots.append(
          Slot(
            element: e, alongStart: start, alongLength: length, acrossLength: ax.across(actual),
            nested: nested, index: used, leadFlexible: lf, trailFlexible: tf))
        used += nested?.itemCount ?? 1
        pos = end
        k += 1
      }

    case .count(let e, let n):
      let count = max(0, n)
      guard count > 0 else { break }
      let total = spacing * Double(count - 1)
      let extent = max(0, (boxAlong - total) / Double(count))
      let container = ax.size(along: max(0, boxAlong - total), across: boxAcross)
      let across = ax.acrossDimension(e.size).resolve(in: container)
      for i in 0..<count {
        let slotSize = ax.size(along: extent, across: across)
        guard let (actual, nested) = place(e, slot: slotSize, ctx: &ctx) else { break }
        slots.append(
          Slot(
            element: e, alongStart: Double(i) * (extent + spacing), alongLength: extent,
            acrossLength: ax.across(actual), nested: nested, index: used, leadFlexible: false,
            trailFlexible: false))
        used += nested?.itemCount ?? 1
      }
      pos = slots.last.map { $0.alongStart + $0.alongLength } ?? 0

    case .repeating(let e, let n):
      for _ in 0..<max(0, n) {
        let slotSize = e.size.resolve(in: box.size)
        guard let (actual, nested) = place(e, slot: slotSize, ctx: &ctx) else { break }
        let (lead, trail, lf, tf) = edges(e)
        let start = pos + (slots.isEmpty ? 0 : spacing) + lead
        let length = ax.along(actual)
        slots.append(
          Slot(
            element: e, alongStart: start, alongLength: length, acrossLength: ax.across(actual),
            nested: nested, index: used, leadFlexible: lf, trailFlexible: tf))
        used += nested?.itemCount ?? 1
        pos = start + length + trail
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
    for s in slots {
      if case .uniformAcrossSiblings = ax.acrossDimension(s.element.size) {
        hasUniform = true
        uniformMax = max(uniformMax, s.acrossLength)
      }
    }
    if hasUniform {
      for i in slots.indices {
        if case .uniformAcrossSiblings = ax.acrossDimension(slots[i].element.size) {
          slots[i].acrossLength = uniformMax
        }
      }
    }

    // R4: cross-axis placement, and the group's own estimated sides.
    var acrossOffsets: [Double] = []
    acrossOffsets.reserveCapacity(slots.count)
    var acrossReach = 0.0
    for s in slots {
      let (a, b) = ax.acrossSpacing(s.element.edgeSpacing)
      let free = boxAcross - s.acrossLength
      let before = a?.amount ?? 0
      let after = b?.amount ?? 0
      let offset: Double
      switch (a?.isFlexible ?? false, b?.isFlexible ?? false) {
      case (true, true): offset = before + max(0, free - before - after) / 2
      case (true, false): offset = max(before, free - after)
      default: offset = before
      }
      acrossOffsets.append(offset)
      acrossReach = max(acrossReach, offset + s.acrossLength + after)
    }
    var groupSize = size
    let (insetA0, insetA1) = ax.alongInsets(contentInsets)
    let (insetC0, insetC1) = ax.acrossInsets(contentInsets)
    var frameAlong = ax.along(size)
    var frameAcross = ax.across(size)
    if ax.alongDimension(self.size).isEstimated { frameAlong = pos + insetA0 + insetA1 }
    if ax.acrossDimension(self.size).isEstimated { frameAcross = acrossReach + insetC0 + insetC1 }
    groupSize = ax.size(along: frameAlong, across: frameAcross)

    // Frames: slots in the content box, items inset by their contentInsets (R7), nested
    // groups' frames moved to their slot.
    var result = SolvedGroup(size: groupSize)
    let (boxAlong0, boxAcross0) = ax.origin(of: box)
    for (i, s) in slots.enumerated() {
      let slot = ax.rect(
        along: boxAlong0 + s.alongStart, across: boxAcross0 + acrossOffsets[i],
        length: s.alongLength, thickness: s.acrossLength)
      switch s.element {
      case .item(let item):
        let frame = item.contentInsets.ignoringEstimated(item.size).inset(slot)
        let cell = result.cells.count
        result.cells.append(frame)
        for a in item.supplementaryItems {
          result.anchored.append(
            PlacedAnchor(frame: a.frame(in: frame, measurer: &ctx.measurer), item: cell, spec: a))
        }
      case .group:
        guard let nested = s.nested else { continue }
        let first = result.cells.count
        for f in nested.cells { result.cells.append(f.offsetBy(dx: slot.x, dy: slot.y)) }
        for a in nested.anchored {
          var moved = a
          moved.frame = a.frame.offsetBy(dx: slot.x, dy: slot.y)
          moved.item = a.item.map { $0 + first }
          result.anchored.append(moved)
        }
      }
    }
    let finalBox = contentInsets.inset(
      Rect(x: 0, y: 0, width: groupSize.width, height: groupSize.height))
    for a in supplementaryItems {
      result.anchored.append(
        PlacedAnchor(frame: a.frame(in: finalBox, measurer: &ctx.measurer), item: nil, spec: a))
    }
    return result
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

/// Where a compositional cell's size came from, for the inspector: the path through the
/// section's group tree to the cell and the arithmetic of each side, as
/// "section 1 › group (horizontal, count 2) › item 1" and "width (370 − 10) / 2 = 180".
extension CompositionalLayout {
  /// The explanation of cell `item` of section `si`: a path line, then width, height and
  /// insets lines; empty when there is no such cell.
  public func explanation(section si: Int, item: Int) -> [String] {
    guard si >= 0, si < sections.count else { return [] }
    let s = sections[si]
    guard let top = s.group, item >= 0, item < s.itemCount else { return [] }
    // The group instance holding the item.
    let instance = s.group(holding: item)
    var local = item - s.groups[instance].firstItem
    var path = ["section \(si)", Self.describe(top) + " #\(instance)"]
    var lines: [String] = []
    var group = top
    var size = s.groupSize
    let groupWidth = Self.dimension(
      top.size.width, "width", in: s.groupContainer, gives: size.width)
    lines.append("group     \(groupWidth)")
    // Descend: find the subitem holding `local`, explain its size, go on into nested groups.
    while true {
      let box = group.contentInsets.inset(Rect(x: 0, y: 0, width: size.width, height: size.height))
      let ax: LayoutAxis = group.axis == .vertical ? .vertical : .horizontal
      let spacing = group.interItemSpacing?.amount ?? 0
      var found: (LayoutElement, Size, String, String)?
      switch group.subitems {
      case .custom(let frames):
        guard local < frames.count else { return path + lines }
        let f = frames[local]
        path.append("item \(local)")
        lines.append("frame     custom \(f.x),\(f.y) \(f.width)×\(f.height)")
        return [path.joined(separator: " › ")] + lines
      case .count(let e, let n):
        let count = max(1, n)
        let total = spacing * Double(count - 1)
        let extent = max(0, (ax.along(box.size) - total) / Double(count))
        let container = ax.size(
          along: max(0, ax.along(box.size) - total), across: ax.across(box.size))
        let across = ax.acrossDimension(e.size).resolve(in: container)
        let alongText =
          "(\(Self.n(ax.along(box.size))) − \(Self.n(total))) / \(count) = \(Self.n(extent))"
        let acrossText = Self.dimension(
          ax.acrossDimension(e.size), ax == .horizontal ? "height" : "width", in: container,
          gives: across)
        let slot = ax.size(along: extent, across: across)
        let per = Self.items(e, slot: slot)
        let which = per > 0 ? local / per : 0
        local -= which * per
        found = (
          e, slot, ax == .horizontal ? alongText : acrossText,
          ax == .horizontal ? acrossText : alongText
        )
        if case .item = e { path.append("item \(which)") }
      case .cycling(let es):
        guard !es.isEmpty else { return [] }
        var k = 0
        while found == nil && k < 10_000 {
          let e = es[k % es.count]
          let slot = e.size.resolve(in: box.size)
          let per = Self.items(e, slot: slot)
          if local < per || per == 0 {
            found = (
              e, slot, Self.dimension(e.size.width, "width", in: box.size, gives: slot.width),
              Self.dimension(e.size.height, "height", in: box.size, gives: slot.height)
            )
            if case .item = e { path.append("item \(k)") }
          } else {
            local -= per
            k += 1
          }
        }
      case .repeating(let e, _):
        let slot = e.size.resolve(in: box.size)
        let per = Self.items(e, slot: slot)
        let which = per > 0 ? local / per : 0
        local -= which * per
        found = (
          e, slot, Self.dimension(e.size.width, "width", in: box.size, gives: slot.width),
          Self.dimension(e.size.height, "height", in: box.size, gives: slot.height)
        )
        if case .item = e { path.append("item \(which)") }
      }
      guard let (e, slot, width, height) = found else { return [] }
      switch e {
      case .item(let it):
        lines.append("width     " + width)
        lines.append("height    " + height)
        let i = it.contentInsets.ignoringEstimated(it.size)
        if i != .zero {
          lines.append(
            "insets    \(Self.n(i.top)),\(Self.n(i.leading)),\(Self.n(i.bottom)),"
              + "\(Self.n(i.trailing)) (after placing): "
              + "\(Self.n(slot.width - i.leading - i.trailing))×"
              + "\(Self.n(slot.height - i.top - i.bottom))")
        }
        if it.size.width.isEstimated || it.size.height.isEstimated {
          lines.append("estimate  replaced by the cell's measured size (self-sizing)")
        }
        return [path.joined(separator: " › ")] + lines
      case .group(let nested):
        path.append(Self.describe(nested))
        group = nested
        size = slot
      }
    }
  }

  /// "group (horizontal)", "group (vertical, count 2)".
  static func describe(_ g: LayoutGroup) -> String {
    switch g.subitems {
    case .count(_, let n): "group (\(g.axis.rawValue), count \(n))"
    case .repeating(_, let n): "group (\(g.axis.rawValue), repeating \(n))"
    case .cycling, .custom: "group (\(g.axis.rawValue))"
    }
  }

  /// How one side came out: "fractionalWidth(0.2) × 370 = 74", "absolute 44", "estimated 44".
  static func dimension(
    _ d: LayoutDimension, _ side: String, in c: Size, gives v: Double
  )
    -> String
  {
    switch d {
    case .fractionalWidth(let f): "fractionalWidth(\(n(f))) × \(n(c.width)) = \(n(v))"
    case .fractionalHeight(let f): "fractionalHeight(\(n(f))) × \(n(c.height)) = \(n(v))"
    case .absolute(let a): "absolute \(n(a))"
    case .estimated(let e): "estimated \(n(e))"
    case .uniformAcrossSiblings(let e): "uniformAcrossSiblings(estimate: \(n(e)))"
    }
  }

  /// The items one element takes in a slot.
  static func items(_ e: LayoutElement, slot: Size) -> Int {
    switch e {
    case .item: return 1
    case .group(let g):
      return g.capacity(size: slot)
    }
  }

  /// A number as the inspector writes it: whole numbers without a fraction, else up to 3 places.
  static func n(_ v: Double) -> String { NumberText.plain((v * 1000).rounded() / 1000) }
}

extension LayoutGroup {
  /// How many items one instance of this group holds when it is full, counted without
  /// measuring (estimated sides keep their estimates).
  func capacity(size: Size) -> Int {
    let box = contentInsets.inset(Rect(x: 0, y: 0, width: size.width, height: size.height))
    let ax: LayoutAxis = axis == .vertical ? .vertical : .horizontal
    let spacing = interItemSpacing?.amount ?? 0
    switch subitems {
    case .custom(let frames): return frames.count
    case .count(let e, let n):
      let count = max(0, n)
      guard case .group(let g) = e else { return count }
      let total = spacing * Double(max(0, count - 1))
      let extent = max(0, (ax.along(box.size) - total) / Double(max(1, count)))
      let container = ax.size(
        along: max(0, ax.along(box.size) - total), across: ax.across(box.size))
      let slot = ax.size(along: extent, across: ax.acrossDimension(g.size).resolve(in: container))
      return count * g.capacity(size: slot)
    case .repeating(let e, let n):
      guard case .group(let g) = e else { return max(0, n) }
      return max(0, n) * g.capacity(size: g.size.resolve(in: box.size))
    case .cycling(let es):
      guard !es.isEmpty else { return 0 }
      var pos = 0.0
      var placed = 0
      var total = 0
      var k = 0
      while k < 10_000 {
        let e = es[k % es.count]
        let slot = e.size.resolve(in: box.size)
        let (lead, trail) = ax.alongSpacing(e.edgeSpacing)
        let start = pos + (placed == 0 ? 0 : spacing) + (lead?.amount ?? 0)
        let end = start + ax.along(slot) + (trail?.amount ?? 0)
        if placed > 0 && end > ax.along(box.size) + fitTolerance { break }
        switch e {
        case .item: total += 1
        case .group(let g): total += g.capacity(size: slot)
        }
        placed += 1
        pos = end
        k += 1
      }
      return total
    }
  }
}

/// Reading a solved layout: frames in absolute coordinates, the content size, rect queries.
extension SolvedLayout {
  /// The absolute top of root row r, with every height change above it applied.
  @inline(__always) func rowTopAbsolute(_ r: Int) -> Double {
    if rowShift.isEmpty { return rowTop[r] }
    return rowTop[r] + rowShift.shift(at: r)
  }

  /// An item's frame before behaviors (row alignment applied). Zero for items not yet placed.
  public func frame(of item: Int) -> Rect {
    if compositional != nil { return compositionalFrame(of: item) ?? .zero }
    guard item < records.count else { return aheadFrame(of: item) }
    if item == 0 { return Rect(origin: .zero, size: contentSize) }
    let record = records[item]
    var f = record.frame
    f.y += rowTopAbsolute(Int(record.row))
    return f
  }

  /// An item's pure flow result: left/top-aligned, with its declared height.
  public func originalFrame(of item: Int) -> Rect {
    if compositional != nil { return compositionalFrame(of: item) ?? .zero }
    guard item < records.count else { return aheadFrame(of: item) }
    if item == 0 { return frame(of: 0) }
    var f = originals[item] ?? records[item].frame
    f.y += rowTopAbsolute(Int(records[item].row))
    return f
  }

  /// True when the item has a frame: it is solved, or in a row placed ahead
  /// (`placeAhead(footers:covering:)`).
  public func isPlaced(_ item: Int) -> Bool {
    if compositional != nil { return item < compiled.itemCount }
    return item < records.count || (ahead?.contains(item) ?? false)
  }

  /// The frame of an item in a row placed ahead (plain flow: frame and original are one);
  /// zero for an item with no frame.
  func aheadFrame(of item: Int) -> Rect {
    guard let ahead, ahead.contains(item) else { return .zero }
    return ahead.frames[item - ahead.firstItem]
  }

  /// True when the item takes no space and is not drawn (its own `hidden`, a `hide` behavior,
  /// or a hidden ancestor).
  public func isHidden(_ item: Int) -> Bool {
    if compositional != nil { return item > 0 && compositionalFrame(of: item) == nil }
    return item < records.count && records[item].flags & Self.hiddenBit != 0
  }

  /// True when the item's height is still its estimate (nothing measured yet).
  public func isEstimated(_ item: Int) -> Bool {
    item < records.count && records[item].flags & Self.estimatedBit != 0
  }

  /// The content size: the root section's frame size (BrickKit's collectionViewContentSize).
  /// While rows remain unsolved the height is BrickKit's linear extrapolation
  /// (docs/semantics.md#a-sections-size).
  public var contentSize: Size {
    let e = compiled.sections[0].edgeInsets
    let inset = compiled.sections[0].inset
    if let whole = cursor.wholeRootSize { return whole }
    if compiled.spec.scrollDirection == .horizontal { return .zero }
    let width = environment.viewport.width
    let total = cursor.rootItemsTotal
    if total == 0 { return Size(width: width, height: 0) }
    if cursor.rootItemsPlaced == 0 { return Size(width: width, height: 1 + e.top + e.bottom) }
    let shiftTotal = rowShift.shift(at: rowTop.count)
    let maxY = cursor.flow.maxY + shiftTotal
    var h: Double
    if cursor.done || cursor.rootItemsPlaced >= total {
      h = maxY + e.bottom
    } else {
      let p = Double(cursor.rootItemsPlaced) / Double(total)
      h = ((maxY - e.top) + inset) / p - inset + e.top + e.bottom
    }
    if h <= e.top + e.bottom { h = 0 }
    return Size(width: width, height: h)
  }

  /// Root rows solved so far.
  public var rootRowCount: Int { rowTop.count }

  /// Calls `body` with every solved item whose frame (before behaviors) strictly intersects
  /// `rect`, in pre-order, skipping hidden items and items with an empty size (BrickKit's rect
  /// query, docs/semantics.md#rect-queries). The root item is included. O(log rows + items in the
  /// rows crossed).
  public func forEachItem(in rect: Rect, _ body: (Int) -> Void) {
    guard !records.isEmpty else { return }
    if let c = compositional, let map = compositionalMap {
      forEachCompositionalItem(in: rect, c, map, body)
      return
    }
    if !isHidden(0) && frame(of: 0).intersects(rect) { body(0) }
    let rows = rowTop.count
    guard rows > 0 else { return }
    // First row whose top is >= rect.minY, then one back: rows' bottoms never pass the next top.
    var lo = 0
    var hi = rows
    while lo < hi {
      let mid = (lo + hi) >> 1
      if rowTopAbsolute(mid) < rect.minY { lo = mid + 1 } else { hi = mid }
    }
    var r = max(0, lo - 1)
    while r < rows {
      let top = rowTopAbsolute(r)
      if top >= rect.maxY && compiled.spec.scrollDirection == .vertical { break }
      let first = rowFirstItem[r]
      let end = r + 1 < rows ? rowFirstItem[r + 1] : records.count
      for item in first..<end {
        let f = frame(of: item)
        if f.width != 0 && f.height != 0 && !isHidden(item) && f.intersects(rect) { body(item) }
      }
      r += 1
    }
  }
}

extension SolvedLayout {
  /// Bytes the solved layout holds for its placed items and rows (not counting reserved but
  /// untouched capacity): the figure behind the "bytes per brick" budget.
  public var storageBytes: Int {
    records.count * MemoryLayout<ItemRecord>.stride
      + rowTop.count * (MemoryLayout<Double>.stride * 2 + MemoryLayout<Int>.stride)
      + originals.count * (MemoryLayout<Int>.stride + MemoryLayout<Rect>.stride) * 2
  }
}

extension SolvedLayout {
  /// The address of the item storage, for tests that pin storage reuse.
  package var recordStorageAddress: UInt {
    records.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
  }
}

extension SolvedLayout {
  /// Item records and root rows the storage has room for, placed or not, for tests that pin
  /// how a lazy solve grows it (`grownCapacity`).
  package var storageCapacity: (records: Int, rows: Int) { (records.capacity, rowTop.capacity) }
}

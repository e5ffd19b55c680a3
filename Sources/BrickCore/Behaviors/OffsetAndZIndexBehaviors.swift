/// The stateless per-item behaviors: offset (§9.7), maxZIndex and setZIndex (§8). They do not
/// depend on the scroll offset; each pass writes their selected, solved items again.
extension BehaviorEngine {
  /// frame = originalFrame grown by `size`, then moved by `origin` (never cumulative). Hidden
  /// items are left alone.
  mutating func runOffset(_ i: Int, origin: Size, size: Size) {
    let solved = scene.layout.solvedItemCount
    for k in slots[i].items.indices {
      let item = slots[i].items[k]
      stats.itemsVisited += 1
      guard item < solved, !scene.layout.isHidden(item) else { continue }
      var f = scene.layout.originalFrame(of: item)
      f.width += size.width
      f.height += size.height
      f.x += origin.width
      f.y += origin.height
      setFrame(item, f)
    }
  }

  /// maxZIndex: the k-th selected item in registration order gets maxZIndex + 1 + k.
  /// setZIndex: every selected item gets maxZIndex + 1 + offset. Either pins the zIndex.
  mutating func runZIndex(_ i: Int) {
    let solved = scene.layout.solvedItemCount
    let top = scene.layout.compiled.maxZIndex + 1
    var fixed: Int?
    if case .setZIndex(let z) = slots[i].kind { fixed = top + z }
    for k in slots[i].items.indices {
      let item = slots[i].items[k]
      stats.itemsVisited += 1
      guard item < solved else { continue }
      let z = fixed ?? top + k
      modify(item) { $0.zIndex = z }
    }
  }
}

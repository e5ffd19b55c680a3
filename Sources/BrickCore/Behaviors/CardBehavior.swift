/// Card (reference §9.6), stateful: the card under the top of the viewport stays put while the
/// next ones stack `smallHeight` apart below it; cards scrolled past pile up at the top. It
/// reads each card's frame from its previous pass, so the path matters: 0 → 100 → 250 → 300
/// puts the fourth card at 700, 0 → 100 → 300 at 600. A pass at the offset of the previous one
/// changes nothing. Pair it with `zIndex: bottomUp` so later cards cover earlier ones.
extension BehaviorEngine {
  mutating func runCard(_ i: Int) {
    guard case .card(let toTop) = slots[i].kind else { return }
    let count = slots[i].items.count
    guard count > 0 else { return }
    let layout = scene.layout
    let solved = layout.solvedItemCount
    let o = scene.viewport.offset.y
    if !slots[i].hasRun || o != slots[i].lastOffset {
      slots[i].hasRun = true
      slots[i].lastOffset = o
      let lastOriginalY = layout.originalFrame(of: slots[i].items[count - 1]).y
      var currentY = 0.0, scrollOffset = 0.0
      var previousInSpotlight = false
      for k in 0..<count {
        let item = slots[i].items[k]
        stats.itemsVisited += 1
        guard item < solved else { continue }
        let small = slots[i].values[k]
        let original = layout.originalFrame(of: item)
        var previous = slots[i].frames[k]
        if previous.x.isNaN { previous = currentFrame(item) }
        let above = original.maxY <= o
        let below = original.minY > o
        let spot = !above && !below
        var f = previous
        if spot {
          f.y = o
          scrollOffset = o - original.y
        } else if previousInSpotlight {
          f.y = original.y
          currentY = min(original.maxY, previous.y + scrollOffset + small)
        } else if above {
          f.y = o
        } else {
          f.y = currentY
          currentY = (o < 0 && k == 0) ? f.maxY : f.minY + small
        }
        if o > lastOriginalY { f.y = min(o, original.minY) }
        slots[i].frames[k] = f
        previousInSpotlight = spot && o >= 0
      }
    }
    for k in 0..<count {
      let item = slots[i].items[k]
      let f = slots[i].frames[k]
      guard item < solved, !f.x.isNaN else { continue }
      setFrame(item, f)
    }
    if toTop {
      scene.contentSize.height = layout.originalFrame(of: slots[i].items[count - 1]).minY + scene.viewport.size.height
    }
  }
}

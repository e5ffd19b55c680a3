/// Spotlight (reference §9.9, BrickKit e732fb3): the brick under the top of the viewport grows
/// to fill the space above the next one, which grows as it approaches; the others shrink to
/// `smallHeight`. Each brick's height counts its section's inset (Ô below).
///
/// Stateful only through `indexInSpotlight` (which brick was last in the spotlight), read by
/// the `lastBrickStretchy` rules; without stretchy bricks a pass depends only on the offset.
/// A pass at the offset of the previous one changes nothing. Sets contentInset.bottom to 0 and
/// the content height (scrollLastBrickToTop: last brick's top + viewport height + inset).
extension BehaviorEngine {
  mutating func runSpotlight(_ i: Int) {
    guard case .spotlight(let toTop, let stretchyWanted) = slots[i].kind else { return }
    let count = slots[i].items.count
    guard count > 0 else { return }
    let layout = scene.layout
    let solved = layout.solvedItemCount
    let stretchy = stretchyWanted && count >= 3
    let t = scene.contentInset.top
    let o = scene.viewport.offset.y + t
    scene.contentInset.bottom = 0
    let firstY = layout.originalFrame(of: slots[i].items[0]).y
    let firstBelow = firstY >= o
    var currentY = 0.0
    var previousInSpotlight = false
    var previous = Rect.zero  // the previous brick's frame in this pass
    for k in 0..<count {
      let item = slots[i].items[k]
      stats.itemsVisited += 1
      guard item < solved else { continue }
      let m = slots[i].values[k]
      let s = slots[i].sectionInsets[k]
      var oh = layout.originalFrame(of: item)
      oh.height += s
      var f = currentFrame(item)
      let above = oh.maxY <= o
      let below = oh.minY > o
      let spot = (!above && !below) || (o < 0 && k == 0) || (firstBelow && k == 0)
      if spot {
        var hh = max(m, oh.maxY - o)
        slots[i].indexInSpotlight = k
        f.y = oh.maxY - hh
        if firstBelow && firstY > 0 {
          hh = oh.height
          f.y = oh.minY
        }
        f.height = hh
      } else if previousInSpotlight && !firstBelow {
        if stretchy && slots[i].indexInSpotlight == count - 2 {
          f.y = previous.maxY + s
          f.height = oh.height + (oh.height - previous.height)
        } else {
          let ratio = (oh.minY - o) / oh.height
          let leftOver = oh.height - m
          f.y = currentY + max(0, s - leftOver * (1 - ratio))
          f.height = m + leftOver * (1 - ratio)
        }
      } else if above {
        f.y = oh.maxY - m
        f.height = m
      } else if below {
        if stretchy && slots[i].indexInSpotlight == count - 3 && k > 0 {
          let previousMinY = layout.originalFrame(of: slots[i].items[k - 1]).minY
          let ratio = (previousMinY - o) / oh.height
          let leftOver = oh.height - m
          f.y = previous.maxY + s
          f.height = m + leftOver * (1 - ratio)
        } else {
          f.y = currentY + s
          f.height = m
        }
      }
      setFrame(item, f)
      previous = f
      currentY = f.maxY
      previousInSpotlight = spot && o >= 0
    }
    let lastItem = slots[i].items[count - 1]
    let last = layout.originalFrame(of: lastItem)
    let s = slots[i].sectionInsets[count - 1]
    if toTop {
      scene.contentSize.height = last.minY + scene.viewport.size.height + s
    } else if stretchy {
      scene.contentSize.height = last.maxY
    } else {
      scene.contentSize.height = last.maxY - layout.originalFrame(of: slots[i].items[0]).height + s
    }
  }
}

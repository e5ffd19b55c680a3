/// Spotlight (docs/semantics.md#spotlight, BrickKit e732fb3): the brick under the top of the
/// viewport grows to fill the space above the next one, which grows as it approaches; the others
/// shrink to `smallHeight`. Each brick's height counts its section's inset (Ô below).
///
/// Stateful only through `indexInSpotlight` (which brick was last in the spotlight), read by
/// the `lastBrickStretchy` rules; without stretchy bricks a pass depends only on the offset.
/// A pass at the offset of the previous one changes nothing. Sets contentInset.bottom to 0 and
/// the content height (scrollLastBrickToTop: last brick's top + viewport height + inset).
public struct SpotlightBehavior: Behavior {
  public static let typeName = "spotlight"
  public static let parameterNames = [
    "bricks", "smallHeight", "scrollLastBrickToTop", "lastBrickStretchy",
  ]
  public var bricks: [Selector]
  public var smallHeight: PerBrick
  public var scrollLastBrickToTop = true
  public var lastBrickStretchy = false

  public var perBrick: PerBrick? { smallHeight }
  public var skipsBricksWithoutValue: Bool { true }
  public var solvesThroughSelection: Bool { true }

  /// The state: which brick was last in the spotlight (an index into the selection).
  public func makeState(for selection: BehaviorSelection) -> Int { 0 }

  public func run(
    _ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ indexInSpotlight: inout Int
  ) {
    let toTop = scrollLastBrickToTop
    let count = selection.count
    guard count > 0 else { return }
    let layout = pass.layout
    let solved = layout.solvedItemCount
    let stretchy = lastBrickStretchy && count >= 3
    let t = pass.contentInset.top
    let o = pass.viewport.offset.y + t
    pass.contentInset.bottom = 0
    let firstY = layout.originalFrame(of: selection.items[0]).y
    let firstBelow = firstY >= o
    var currentY = 0.0
    var previousInSpotlight = false
    var previous = Rect.zero  // the previous brick's frame in this pass
    for k in 0..<count {
      let item = selection.items[k]
      pass.stats.itemsVisited += 1
      guard item < solved else { continue }
      let m = selection.values[k]
      let s = selection.sectionInsets[k]
      var oh = layout.originalFrame(of: item)
      oh.height += s
      var f = pass.currentFrame(item)
      let above = oh.maxY <= o
      let below = oh.minY > o
      let spot = (!above && !below) || (o < 0 && k == 0) || (firstBelow && k == 0)
      if spot {
        var hh = max(m, oh.maxY - o)
        indexInSpotlight = k
        f.y = oh.maxY - hh
        if firstBelow && firstY > 0 {
          hh = oh.height
          f.y = oh.minY
        }
        f.height = hh
      } else if previousInSpotlight && !firstBelow {
        if stretchy && indexInSpotlight == count - 2 {
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
        if stretchy && indexInSpotlight == count - 3 && k > 0 {
          let previousMinY = layout.originalFrame(of: selection.items[k - 1]).minY
          let ratio = (previousMinY - o) / oh.height
          let leftOver = oh.height - m
          f.y = previous.maxY + s
          f.height = m + leftOver * (1 - ratio)
        } else {
          f.y = currentY + s
          f.height = m
        }
      }
      pass.setFrame(item, f)
      previous = f
      currentY = f.maxY
      previousInSpotlight = spot && o >= 0
    }
    let lastItem = selection.items[count - 1]
    let last = layout.originalFrame(of: lastItem)
    let s = selection.sectionInsets[count - 1]
    if toTop {
      pass.contentSize.height = last.minY + pass.viewport.size.height + s
    } else if stretchy {
      pass.contentSize.height = last.maxY
    } else {
      pass.contentSize.height = last.maxY - layout.originalFrame(of: selection.items[0]).height + s
    }
  }
}

extension BehaviorSpec {
  public static func spotlight(
    bricks: [Selector], smallHeight: PerBrick, scrollLastBrickToTop: Bool, lastBrickStretchy: Bool
  ) -> BehaviorSpec {
    BehaviorSpec(
      SpotlightBehavior(
        bricks: bricks, smallHeight: smallHeight, scrollLastBrickToTop: scrollLastBrickToTop,
        lastBrickStretchy: lastBrickStretchy))
  }
}

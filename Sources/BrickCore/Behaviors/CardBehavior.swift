/// Card (docs/semantics.md#card), stateful: the card under the top of the viewport stays put while
/// the next ones stack `smallHeight` apart below it; cards scrolled past pile up at the top. It
/// reads each card's frame from its previous pass, so the path matters: 0 → 100 → 250 → 300 puts
/// the fourth card at 700, 0 → 100 → 300 at 600. A pass at the offset of the previous one changes
/// nothing. Pair it with `zIndex: bottomUp` so later cards cover earlier ones.
public struct CardBehavior: Behavior {
  public static let typeName = "card"
  public static let parameterNames = ["bricks", "smallHeight", "scrollLastBrickToTop"]
  public var bricks: [Selector]
  public var smallHeight: PerBrick
  public var scrollLastBrickToTop = true

  public var perBrick: PerBrick? { smallHeight }
  public var skipsBricksWithoutValue: Bool { true }
  public var solvesThroughSelection: Bool { true }

  /// Each card's frame from the previous pass, and that pass's offset.
  public struct State: Sendable {
    /// Per card: the frame last given (NaN x: none yet).
    var frames: ContiguousArray<Rect>
    var hasRun = false
    var lastOffset = 0.0
  }

  public func makeState(for selection: BehaviorSelection) -> State {
    State(frames: ContiguousArray(repeating: BehaviorPass.unknownFrame, count: selection.count))
  }

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ s: inout State) {
    let count = selection.count
    guard count > 0 else { return }
    let layout = pass.layout
    let solved = layout.solvedItemCount
    let o = pass.viewport.offset.y
    if !s.hasRun || o != s.lastOffset {
      s.hasRun = true
      s.lastOffset = o
      let lastOriginalY = layout.originalFrame(of: selection.items[count - 1]).y
      var currentY = 0.0
      var scrollOffset = 0.0
      var previousInSpotlight = false
      for k in 0..<count {
        let item = selection.items[k]
        pass.stats.itemsVisited += 1
        guard item < solved else { continue }
        let small = selection.values[k]
        let original = layout.originalFrame(of: item)
        var previous = s.frames[k]
        if previous.x.isNaN { previous = pass.currentFrame(item) }
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
        s.frames[k] = f
        previousInSpotlight = spot && o >= 0
      }
    }
    for k in 0..<count {
      let item = selection.items[k]
      let f = s.frames[k]
      guard item < solved, !f.x.isNaN else { continue }
      pass.setFrame(item, f)
    }
    if scrollLastBrickToTop {
      pass.contentSize.height =
        layout.originalFrame(of: selection.items[count - 1]).minY + pass.viewport.size.height
    }
  }
}

extension BehaviorSpec {
  public static func card(
    bricks: [Selector], smallHeight: PerBrick, scrollLastBrickToTop: Bool
  ) -> BehaviorSpec {
    BehaviorSpec(
      CardBehavior(
        bricks: bricks, smallHeight: smallHeight, scrollLastBrickToTop: scrollLastBrickToTop))
  }
}

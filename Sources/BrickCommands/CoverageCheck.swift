import BrickCore

/// `check`'s warnings (docs/commands.md#machine-readable-checks): a sticky or footer brick that
/// later items cover at some scroll offset is never seen there, which is rarely what the author
/// meant. The layout is scrolled from top to bottom on its device, in steps of at most a row at
/// zoom 1, and at every offset each brick a sticky-family behavior holds is compared with the
/// bricks painted after it (higher zIndex, or the same and later in the file).
enum CoverageCheck {
  /// One covered brick: its id, the first brick found over it, and the offset where it was.
  struct Finding: Hashable, Sendable {
    var covered: String
    var covering: String
    var offset: Double

    /// The warning's text, with the fix.
    var message: String {
      "the sticky brick `\(covered)` is covered by `\(covering)` at offset "
        + "\(NumberText.plain(offset)) (a brick with a higher zIndex is painted over it); "
        + "give it the highest zIndex with `- {type: maxZIndex, bricks: [\(covered)]}`"
    }
  }

  /// The most offsets tried (long layouts take longer steps).
  static let maximumOffsets = 600

  /// The covered sticky bricks of `spec` on `environment`, one finding per brick (its first).
  static func findings(_ spec: LayoutSpec, environment: Environment) -> [Finding] {
    guard !spec.behaviors.isEmpty else { return [] }
    var layout = SolvedLayout(CompiledLayout(spec), environment: environment)
    guard layout.compiled.itemCount <= 100_000 else { return [] }
    layout.solve(through: .end)
    let compiled = layout.compiled
    var engine = BehaviorEngine(layout: layout, viewport: Viewport(size: environment.viewport))
    let vertical = spec.scrollDirection == .vertical
    let content = engine.scene.contentSize
    let range = max(
      0,
      vertical
        ? content.height - environment.viewport.height
        : content.width - environment.viewport.width)
    let count = min(maximumOffsets, Int((range / 16).rounded(.up)) + 1)
    var found: [Int: Finding] = [:]
    var order: [Int] = []
    for k in 0..<count {
      let along = count > 1 ? range * Double(k) / Double(count - 1) : 0
      engine.scroll(to: vertical ? Point(x: 0, y: along) : Point(x: along, y: 0))
      let scene = engine.scene
      var stuck: [(Int, ItemAttributes)] = []
      var shown: [(Int, ItemAttributes)] = []
      scene.forEachItem(in: scene.viewport.bounds) { item, a in
        guard item != 0, !a.hidden, a.alpha > 0 else { return }
        let node = compiled.node(ofItem: item)
        guard !compiled.isSection(node: node) else { return }
        shown.append((item, a))
        if a.stickingPercentage != nil { stuck.append((item, a)) }
      }
      for (item, a) in stuck where found[item] == nil {
        let bounds = scene.viewport.bounds
        guard overlap(a.frame, bounds).width > 0.5, overlap(a.frame, bounds).height > 0.5 else {
          continue
        }
        let visible = Rect(
          x: max(a.frame.minX, bounds.minX), y: max(a.frame.minY, bounds.minY),
          width: overlap(a.frame, bounds).width, height: overlap(a.frame, bounds).height)
        for (other, b) in shown where other != item {
          let above = b.zIndex > a.zIndex || (b.zIndex == a.zIndex && other > item)
          guard above, !isAncestor(other, of: item, in: compiled),
            !isAncestor(item, of: other, in: compiled)
          else { continue }
          let common = overlap(b.frame, visible)
          guard common.width > 0.5, common.height > 0.5 else { continue }
          found[item] = Finding(
            covered: compiled.id(ofNode: compiled.node(ofItem: item)),
            covering: compiled.id(ofNode: compiled.node(ofItem: other)), offset: along)
          order.append(item)
          break
        }
      }
    }
    // One warning per brick id (a repeated footer is one brick to fix).
    var seen: Set<String> = []
    return order.compactMap { found[$0] }.filter { seen.insert($0.covered).inserted }
  }

  /// The overlap of two rectangles (zero size when they do not overlap).
  static func overlap(_ a: Rect, _ b: Rect) -> Size {
    Size(
      width: max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)),
      height: max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY)))
  }

  /// True when `a` is `b` or holds it.
  static func isAncestor(_ a: Int, of b: Int, in compiled: CompiledLayout) -> Bool {
    var p: Int? = b
    while let x = p {
      if x == a { return true }
      p = compiled.parentItem(of: x)
    }
    return false
  }
}

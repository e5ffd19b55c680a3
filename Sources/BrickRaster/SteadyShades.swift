import BrickCore

/// The shade of every brick, chosen once for the solved layout (docs/picture.md#holds-still):
/// from the bricks' frames before behaviors, never from what a screen shows, so
/// scrolling never changes a brick's shade.
///
/// Bricks that touch (sharing an edge, or facing each other with no brick between, up to
/// `facingReach` apart) get different shades where three shades allow it, and otherwise the
/// shade the fewest of its neighbours have (those sharing an edge counting most): never by
/// edge lengths, so that text sizes, which change heights, keep every shade. The choice is
/// greedy in pre-order within blocks of `blockSize` items, so that a shade depends on a
/// bounded part of the layout (no chain through the whole file): even blocks are coloured
/// on their own, odd blocks around their even neighbours' shades. Text bricks prefer shades 1 and
/// 2, images the hatches in turn; no brick takes a shade whose fill glyph its own text
/// contains.
struct SteadyShades {
  /// Items per block.
  static let blockSize = 64
  /// How far apart two frames may be and still touch, in points (a cell at zoom 1).
  static let reach = (x: 16.0, y: 32.0)
  /// How far apart two frames facing each other with nothing between still touch, in points:
  /// far enough that a text size's taller or shorter bricks rarely cross it, near enough that
  /// few pairs are looked at.
  static let facingReach = 160.0

  let layout: SolvedLayout
  let glyphs: GlyphSet
  /// The final shades of the blocks computed so far.
  private var blocks: [Int: [Int8]] = [:]

  init(layout: SolvedLayout, glyphs: GlyphSet) {
    self.layout = layout
    self.glyphs = glyphs
  }

  /// The shade (0, 1 or 2) of `item`.
  mutating func shade(of item: Int) -> Int {
    let b = item / Self.blockSize
    let shades = block(b)
    let k = item - b * Self.blockSize
    return k >= 0 && k < shades.count ? Int(shades[k]) : 0
  }

  /// The last item a draw needs solved so that the shades of the items up to `item` are
  /// final: the end of the block after the one holding it.
  static func lastItemNeeded(after item: Int) -> Int {
    (item / blockSize + 2) * blockSize - 1
  }

  private mutating func block(_ b: Int) -> [Int8] {
    if let done = blocks[b] { return done }
    var fixed: [(Rect, Int8)] = []
    if b % 2 == 1 {
      for n in [b - 1, b + 1] where n >= 0 {
        let shades = block(n)
        for (k, s) in shades.enumerated() {
          if let f = frame(n * Self.blockSize + k) { fixed.append((f, s)) }
        }
      }
    }
    let shades = greedy(b, fixed: fixed)
    blocks[b] = shades
    return shades
  }

  /// The frame of a brick that takes a shade (placed, shown, not a section or collection).
  private func frame(_ item: Int) -> Rect? {
    guard item > 0, item < layout.solvedItemCount, !layout.isHidden(item) else { return nil }
    let compiled = layout.compiled
    let node = compiled.node(ofItem: item)
    guard !compiled.isSection(node: node), !compiled.isCollection(node: node) else { return nil }
    let f = layout.frame(of: item)
    guard f.width != 0 || f.height != 0 else { return nil }
    return f
  }

  /// How much two frames touch: 4 when they share an edge, 1 when they face each other across
  /// a gap narrower than `reach`, 0 when they do not touch (corners do not count). Not the
  /// length of the edge: heights change with the text size (`t`), which bricks touch does
  /// not, so a brick keeps its shade across text sizes. (The shades also count bricks facing
  /// across a wider gap with nothing between, `greedy`.)
  static func contact(_ a: Rect, _ b: Rect) -> Double {
    let ox = min(a.maxX, b.maxX) - max(a.minX, b.minX)
    let oy = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    if ox > 0 && oy > -reach.y { return oy > -0.5 ? 4 : 1 }
    if oy > 0 && ox > -reach.x { return ox > -0.5 ? 4 : 1 }
    return 0
  }

  /// The space between two frames that face each other across a gap, and how wide the gap
  /// is (nil when they do not face each other).
  static func gap(_ a: Rect, _ b: Rect) -> (rect: Rect, across: Double)? {
    let x0 = max(a.minX, b.minX)
    let x1 = min(a.maxX, b.maxX)
    let y0 = max(a.minY, b.minY)
    let y1 = min(a.maxY, b.maxY)
    if x1 > x0 && y1 < y0 {
      return (Rect(x: x0, y: y1, width: x1 - x0, height: y0 - y1), y0 - y1)
    }
    if y1 > y0 && x1 < x0 {
      return (Rect(x: x1, y: y0, width: x0 - x1, height: y1 - y0), x0 - x1)
    }
    return nil
  }

  /// True when the interiors of two rectangles overlap.
  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// The shades in the order a brick prefers them.
  private func preferences(_ item: Int, image: Bool) -> [Int8] {
    if image { return item & 1 == 0 ? [0, 1, 2] : [1, 0, 2] }
    return item & 1 == 0 ? [1, 2, 0] : [2, 1, 0]
  }

  /// The shades whose fill glyph the brick's own text contains (bit s for shade s).
  private func excluded(_ item: Int, node: Int) -> UInt8 {
    let compiled = layout.compiled
    let text: String
    switch compiled.contents[node] {
    case .label(let t, _, _): text = t
    case .brick(let t?, _, _): text = t
    case .button(let t, _, _): text = t
    default: return 0
    }
    var bits: UInt8 = 0
    for (s, glyph) in glyphs.shades.enumerated() where glyph != " " {
      if text.unicodeScalars.contains(glyph) { bits |= 1 << UInt8(s) }
    }
    return bits
  }

  private func greedy(_ b: Int, fixed: [(Rect, Int8)]) -> [Int8] {
    let start = b * Self.blockSize
    let end = min(start + Self.blockSize, layout.solvedItemCount)
    guard start < end else { return [] }
    let frames = (start..<end).map { frame($0) }
    var shades = [Int8](repeating: 0, count: end - start)
    let compiled = layout.compiled
    for k in 0..<frames.count {
      guard let f = frames[k] else { continue }
      let item = start + k
      let node = compiled.node(ofItem: item)
      var image = false
      if case .image = compiled.contents[node] { image = true }
      let text = excluded(item, node: node)
      // What each shade would cost: the edges it would share with bricks of that shade.
      var cost = [0.0, 0.0, 0.0]
      // Across a gap, two bricks touch when nothing lies between them, up to `facingReach`
      // apart: heights change with the text size, what lies between does not.
      // Across a gap, two bricks of the block touch when no brick between them in pre-order
      // lies between them on the screen, up to `facingReach` apart: heights change with the
      // text size, what lies between does not. (Bricks of the neighbouring blocks touch as
      // `contact` says.)
      func touch(_ g: Rect, after j: Int) -> Double {
        let c = Self.contact(f, g)
        guard c != 4, j < k, let facing = Self.gap(f, g), facing.across <= Self.facingReach
        else { return c }
        let between = (j + 1..<k).contains {
          frames[$0].map { Self.overlaps($0, facing.rect) } ?? false
        }
        return between ? 0 : 1
      }
      for j in 0..<k {
        if let g = frames[j] { cost[Int(shades[j])] += touch(g, after: j) }
      }
      for (g, s) in fixed { cost[Int(s)] += touch(g, after: k) }
      for s in 0..<3 where text & (1 << UInt8(s)) != 0 { cost[s] += 1e12 }
      let order = preferences(item, image: image)
      var best = order[0]
      for s in order.dropFirst() where cost[Int(s)] < cost[Int(best)] { best = s }
      shades[k] = best
    }
    return shades
  }
}

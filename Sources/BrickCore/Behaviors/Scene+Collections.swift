/// Collection bricks as displayed (docs/semantics.md#collections): each collection item shows an
/// inner scene, an independent layout scrolled by its own offset, whose viewport is the
/// collection's displayed frame. A point p of the inner content is displayed at
/// `frame.origin + p − innerOffset` in the outer content.
extension Scene {
  /// The inner scene of collection item `item`: its inner engine's (inner behaviors applied
  /// at the inner offset), or else one built now from the layout's inner layout with no
  /// behaviors, at the requested offset clamped to its content. Its viewport size is the
  /// item's displayed frame size. Nil when `item` is not a collection.
  public func collectionScene(at item: Int) -> Scene? {
    if let inner = collections.engine(of: item) { return inner.scene }
    guard let layout = layout.collectionLayout(at: item) else { return nil }
    let size = Self.viewportSize(of: attributes(of: item).frame)
    var inner = Scene(layout: layout, viewport: Viewport(size: size))
    inner.viewport.offset = inner.clampedOffset(collections.requestedOffset(of: item) ?? .zero)
    return inner
  }

  /// Calls `body` with every displayed collection item whose frame intersects `rect`, in
  /// pre-order. O(items displayed in `rect`).
  public func forEachCollection(in rect: Rect, _ body: (Int, ItemAttributes) -> Void) {
    var found: [(Int, ItemAttributes)] = []
    forEachItem(in: rect) { item, a in
      if layout.isCollection(item) { found.append((item, a)) }
    }
    found.sort { $0.0 < $1.0 }
    for (item, a) in found { body(item, a) }
  }

  /// The collection items displayed in `rect`, in pre-order (the order Tab focus visits).
  public func collectionItems(in rect: Rect) -> [Int] {
    var items: [Int] = []
    forEachCollection(in: rect) { item, _ in items.append(item) }
    return items
  }

  /// `offset` kept inside the range this scene can scroll: from −inset to content + inset −
  /// viewport on each axis (never below −inset), where inset is the scene's content inset
  /// after behaviors (snap to point widens it). Non-finite coordinates become the lower end.
  public func clampedOffset(_ offset: Point) -> Point {
    Self.clamp(
      offset, contentSize: contentSize, viewportSize: viewport.size, contentInset: contentInset)
  }

  /// The scroll range rule of `clampedOffset(_:)`, for any content, viewport and inset.
  public static func clamp(
    _ offset: Point, contentSize: Size, viewportSize: Size, contentInset: EdgeInsets
  ) -> Point {
    func axis(
      _ v: Double, _ content: Double, _ view: Double, _ before: Double, _ after: Double
    ) -> Double {
      let low = -before
      let high = max(low, content + after - view)
      guard v.isFinite, low.isFinite, high.isFinite else { return low.isFinite ? low : 0 }
      return min(max(v, low), high)
    }
    return Point(
      x: axis(
        offset.x, contentSize.width, viewportSize.width, contentInset.left, contentInset.right),
      y: axis(
        offset.y, contentSize.height, viewportSize.height, contentInset.top, contentInset.bottom))
  }

  /// An inner viewport size for a displayed frame: its size, with negative or non-finite sides
  /// as 0.
  static func viewportSize(of frame: Rect) -> Size {
    Size(
      width: SolvedLayout.innerLength(frame.width), height: SolvedLayout.innerLength(frame.height))
  }
}

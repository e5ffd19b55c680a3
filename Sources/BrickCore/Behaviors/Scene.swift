/// What is displayed for one item at a scroll offset, after behaviors.
public struct ItemAttributes: Hashable, Sendable {
  /// The displayed frame (behaviors move it; `originalFrame` stays with the layout).
  public var frame: Rect
  public var zIndex: Int
  /// 0 is invisible; below 1 is drawn dimmed.
  public var alpha: Double
  /// A transform scale about the frame's centre (coverflow; appear-scale). 1 is none.
  public var scale: Double
  public var hidden: Bool
  /// BrickKit's sticking percentage, for items of sticky-family behaviors: 1 in place, 0 stuck.
  public var stickingPercentage: Double?

  public init(
    frame: Rect, zIndex: Int, alpha: Double = 1, scale: Double = 1, hidden: Bool = false,
    stickingPercentage: Double? = nil
  ) {
    self.frame = frame; self.zIndex = zIndex; self.alpha = alpha; self.scale = scale
    self.hidden = hidden; self.stickingPercentage = stickingPercentage
  }
}

/// The scroll view's state: where it is, how big, and its content inset.
public struct Viewport: Hashable, Sendable {
  public var offset: Point
  public var size: Size
  public var contentInset: EdgeInsets
  public init(offset: Point = .zero, size: Size, contentInset: EdgeInsets = .zero) {
    self.offset = offset; self.size = size; self.contentInset = contentInset
  }
  /// The visible rectangle in content coordinates.
  public var bounds: Rect { Rect(origin: offset, size: size) }
}

/// A solved layout as displayed at one scroll offset: the layout's frames with the behaviors'
/// changes on top. Reading an item costs O(1) plus a dictionary probe for changed items.
public struct Scene: Sendable {
  public var layout: SolvedLayout
  public var viewport: Viewport
  /// Items whose displayed attributes differ from the layout's (set by behaviors).
  public var overrides: [Int: ItemAttributes] = [:]
  /// The content size after behaviors (spotlight and card change it).
  public var contentSize: Size
  /// The content inset after behaviors (snap to point changes it).
  public var contentInset: EdgeInsets
  /// Where a scroll heading for a proposed offset would end (snap to point), when asked.
  public var targetContentOffset: Point?

  public init(layout: SolvedLayout, viewport: Viewport) {
    self.layout = layout
    self.viewport = viewport
    self.contentSize = layout.contentSize
    self.contentInset = viewport.contentInset
  }

  /// The displayed attributes of an item.
  public func attributes(of item: Int) -> ItemAttributes {
    if let o = overrides[item] { return o }
    return baseAttributes(of: item)
  }

  /// The attributes before behaviors: the layout's frame and automatic zIndex; hidden items
  /// get alpha 0.
  public func baseAttributes(of item: Int) -> ItemAttributes {
    let hidden = layout.isHidden(item)
    return ItemAttributes(
      frame: layout.frame(of: item), zIndex: layout.compiled.zIndex(ofItem: item),
      alpha: hidden ? 0 : 1, hidden: hidden)
  }

  /// Calls `body` with every displayed item whose frame intersects `rect`: the layout's rect
  /// query plus items that behaviors moved into it. Hidden and empty items are skipped.
  /// Each item is visited once; order is unspecified (sort by zIndex to paint).
  public func forEachItem(in rect: Rect, _ body: (Int, ItemAttributes) -> Void) {
    layout.forEachItem(in: rect) { item in
      if overrides[item] != nil { return }  // visited below with its displayed frame
      body(item, baseAttributes(of: item))
    }
    for (item, a) in overrides where !a.hidden && a.alpha > 0 && a.frame.width != 0 && a.frame.height != 0 && a.frame.intersects(rect) {
      body(item, a)
    }
  }
}

/// What is displayed for one item at a scroll offset, after behaviors.
public struct ItemAttributes: Hashable, Sendable {
  /// The displayed frame (behaviors move it; `originalFrame` stays with the layout).
  public var frame: Rect
  public var zIndex: Int
  /// 0 is invisible; below 1 is drawn dimmed.
  public var alpha = 1.0
  /// A transform scale about the frame's centre (coverflow; appear-scale). 1 is none.
  public var scale = 1.0
  public var hidden = false
  /// BrickKit's sticking percentage, for items of sticky-family behaviors: 1 in place, 0 stuck.
  public var stickingPercentage: Double? = nil
}

/// The scroll view's state: where it is, how big, and its content inset.
public struct Viewport: Hashable, Sendable {
  public var offset: Point
  public var size: Size
  public var contentInset: EdgeInsets
  public init(offset: Point = .zero, size: Size, contentInset: EdgeInsets = .zero) {
    self.offset = offset
    self.size = size
    self.contentInset = contentInset
  }
  /// The visible rectangle in content coordinates.
  public var bounds: Rect { Rect(origin: offset, size: size) }
}

/// A whole subtree moved with its section item: a behavior moved the section, and every item
/// inside it is displayed at its layout frame plus (dx, dy) (BrickKit's `setOrigin` on a
/// section's attributes, docs/semantics.md#behaviors).
public struct Displacement: Hashable, Sendable {
  /// The section's descendants (the section item itself is in `overrides`).
  public var items: Range<Int>
  public var dx: Double
  public var dy: Double
}

/// A solved layout as displayed at one scroll offset: the layout's frames with the behaviors'
/// changes on top. Reading an item costs O(1) plus a dictionary probe for changed items.
///
/// Items a behavior changed are in `overrides`; items inside a section that a behavior moved
/// are in `displacements` (one entry per moved section, not one per item), and items without
/// an override take `baseScale` (coverflow). Read through `attributes(of:)` and
/// `forEachItem(in:)`, which combine all three.
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
  /// Subtrees moved with their section item, innermost last when nested.
  public var displacements: ContiguousArray<Displacement> = []
  /// The scale of every item except the root that has no override (coverflow sets its
  /// minimum scale factor here; 1 otherwise).
  public var baseScale: Double = 1
  /// The collection items' inner offsets and engines (nested scroll state, one owner).
  public var collections = CollectionStore()

  public init(layout: SolvedLayout, viewport: Viewport) {
    self.layout = layout
    self.viewport = viewport
    self.contentSize = layout.contentSize
    self.contentInset = viewport.contentInset
  }

  /// The displayed attributes of an item.
  public func attributes(of item: Int) -> ItemAttributes {
    if let o = overrides[item] { return o }
    var a = baseAttributes(of: item)
    if let d = displacement(of: item) { a.frame = a.frame.offsetBy(dx: d.dx, dy: d.dy) }
    if item != 0 { a.scale = baseScale }
    return a
  }

  /// The innermost displacement containing `item`, if any. O(displacements).
  public func displacement(of item: Int) -> Displacement? {
    var best: Displacement?
    for k in displacements.indices where displacements[k].items.contains(item) {
      let d = displacements[k]
      if best.map({ d.items.lowerBound >= $0.items.lowerBound }) ?? true { best = d }
    }
    return best
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
    let scale = baseScale
    layout.forEachItem(in: rect) { item in
      if overrides[item] != nil { return }  // visited below with its displayed frame
      if !displacements.isEmpty && displacement(of: item) != nil { return }  // visited below
      var a = baseAttributes(of: item)
      if item != 0 { a.scale = scale }
      body(item, a)
    }
    // Displaced subtrees: the layout items that land in `rect` once moved.
    for k in displacements.indices {
      let d = displacements[k]
      layout.forEachItem(in: rect.offsetBy(dx: -d.dx, dy: -d.dy)) { item in
        guard d.items.contains(item), overrides[item] == nil else { return }
        // Only the innermost displacement of an item reports it.
        for j in displacements.indices where j != k {
          let o = displacements[j]
          if o.items.contains(item)
            && (o.items.lowerBound > d.items.lowerBound
              || (o.items.lowerBound == d.items.lowerBound && j > k))
          {
            return
          }
        }
        var a = baseAttributes(of: item)
        a.frame = a.frame.offsetBy(dx: d.dx, dy: d.dy)
        a.scale = scale
        body(item, a)
      }
    }
    for (item, a) in overrides
    where !a.hidden && a.alpha > 0 && a.frame.width != 0 && a.frame.height != 0
      && a.frame.intersects(rect)
    {
      body(item, a)
    }
  }
}

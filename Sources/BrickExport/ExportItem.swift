import BrickCore
import BrickRaster

/// One item of an exported panel, as a picture draws it and an inspector describes it.
///
/// Frames are those of `brickyard frames` (docs/layout-file.md#the-frames-output) at the panel's
/// offset: `contentFrame` and `originalFrame` are in the outer content's coordinates (inner items
/// of collection bricks included, as `frames` lists them), and `frame` is `contentFrame` made
/// relative to the panel's top left corner (the viewport's origin).
public struct ExportItem: Sendable {
  /// How the item's text is placed.
  public enum TextPlacement: Hashable, Sendable {
    /// No text.
    case none
    /// Lines from the top left, inset by the padding on each edge (labels, bricks).
    case wrapped(padding: EdgeInsets)
    /// One line centred in the box (buttons, image names).
    case centred
  }

  public var id: String
  /// The repetition index (`index` in the frames output).
  public var index: Int
  public var type: String
  /// The parent node's id (the collection's id for the inner root's children); nil for the root.
  public var parent: String?
  /// The collection brick this item is inside, and that collection's repetition index.
  public var collection: String?
  public var collectionIndex: Int?
  /// The displayed frame, in points from the panel's top left corner.
  public var frame: Rect
  /// The displayed frame in content coordinates (the frames output's `frame`).
  public var contentFrame: Rect
  /// The flow result in content coordinates (the frames output's `originalFrame`).
  public var originalFrame: Rect
  public var zIndex: Int
  public var hidden: Bool
  public var alpha: Double
  public var scale: Double
  public var stickingPercentage: Double?
  /// True while the item's height is an estimate (not measured yet).
  public var estimated: Bool
  public var isSection: Bool
  public var isCollection: Bool
  /// The file's `background` colour (its spelling as written is `background?.written`).
  public var background: LayoutColor?
  /// The text lines the solver measured (wrapped at the measured width), or the one line a
  /// button or image shows.
  public var lines: [String]
  public var placement: TextPlacement
  /// The font the lines were measured in (labels, buttons, bricks with text).
  public var font: MeasuredFont?
  /// For a collection: its inner items, in paint order, clipped to its frame.
  public var children: [ExportItem] = []
}

/// Lists the items of a scene for export, in paint order (ascending zIndex, ties in pre-order),
/// each collection followed by its inner scene's items as its `children`.
public enum ExportItems {
  /// The items of `scene`, frames made relative to its viewport's origin.
  ///
  /// The scene should come from the `frames` path: a fully solved layout and
  /// `showCollections` over everything, so every collection has its inner scene.
  public static func collect(_ scene: Scene) -> [ExportItem] {
    let origin = scene.viewport.offset
    return collect(scene, inner: nil, origin: origin)
  }

  /// Where an inner scene's items go in the outer content.
  struct Inner {
    var dx: Double, dy: Double, odx: Double, ody: Double
    var collectionID: String
    var collectionIndex: Int
    var hidden: Bool
  }

  static func collect(_ scene: Scene, inner: Inner?, origin: Point) -> [ExportItem] {
    let layout = scene.layout
    let compiled = layout.compiled
    let start = inner == nil ? 0 : 1
    guard start < layout.solvedItemCount else { return [] }
    var out: [(Int, ExportItem)] = []
    out.reserveCapacity(layout.solvedItemCount)
    for (item, node) in compiled.itemsWithNodes(start..<layout.solvedItemCount) {
      var a = scene.attributes(of: item)
      var original = layout.originalFrame(of: item)
      let id = compiled.id(ofNode: node)
      let rep = item - compiled.itemStart(ofNode: node)
      var parent = compiled.parentNode(of: node).map { compiled.id(ofNode: $0) }
      if let inner {
        a.frame = a.frame.offsetBy(dx: inner.dx, dy: inner.dy)
        original = original.offsetBy(dx: inner.odx, dy: inner.ody)
        a.hidden = a.hidden || inner.hidden
        if compiled.parentNode(of: node) == 0 { parent = inner.collectionID }
      }
      let content = compiled.contents[node]
      let measured = layout.textLayout(ofItem: item, width: layout.originalFrame(of: item).width)
      let (lines, placement) = text(of: content, rep: rep, measured: measured)
      var entry = ExportItem(
        id: id, index: compiled.index(ofItem: item, node: node), type: content.typeName,
        parent: parent,
        collection: inner?.collectionID, collectionIndex: inner?.collectionIndex,
        frame: a.frame.offsetBy(dx: -origin.x, dy: -origin.y), contentFrame: a.frame,
        originalFrame: original, zIndex: a.zIndex, hidden: a.hidden, alpha: a.alpha,
        scale: a.scale, stickingPercentage: a.stickingPercentage,
        estimated: layout.isEstimated(item), isSection: compiled.isSection(node: node),
        isCollection: compiled.isCollection(node: node), background: compiled.backgrounds[node],
        lines: lines, placement: placement, font: measured?.font)
      if entry.isCollection, let innerScene = scene.collectionScene(at: item) {
        let o = innerScene.viewport.offset
        let context = Inner(
          dx: a.frame.x - o.x, dy: a.frame.y - o.y, odx: original.x - o.x, ody: original.y - o.y,
          collectionID: id, collectionIndex: rep, hidden: a.hidden)
        entry.children = collect(innerScene, inner: context, origin: origin)
      }
      out.append((item, entry))
    }
    out.sort { ($0.1.zIndex, $0.0) < ($1.1.zIndex, $1.0) }
    return out.map(\.1)
  }

  /// The text an item shows: label and brick text wrapped as the solver measured it (at the
  /// item's measured width less twice its padding, docs/layout-file.md#label-button-image-brick,
  /// docs/picture.md#text-as-measured), a button's title, an image's name.
  public static func text(
    of content: Content, rep: Int, measured: TextLayout?
  )
    -> ([String], ExportItem.TextPlacement)
  {
    switch content {
    case .label, .brick:
      guard let measured else { return ([], .none) }
      return (measured.lines, .wrapped(padding: measured.padding))
    case .button(let title, _, _):
      return ([SolvedLayout.substituteIndex(title, rep)], .centred)
    case .image(let src, _, _):
      let name = Rasterizer.imageName(ofSource: SolvedLayout.substituteIndex(src, rep))
      return (name.isEmpty ? [] : [name], .centred)
    case .section, .collection:
      return ([], .none)
    }
  }
}

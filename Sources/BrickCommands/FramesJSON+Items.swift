import BrickCore

/// The `items` list of the frames output, with the inner items of collection bricks.
///
/// After a collection item come the items of its inner layout, in pre-order, without the
/// inner root section: the inner root's children have the collection's id as `parent`, and
/// every inner item carries `"collection"` (the collection's id) and `"collectionIndex"` (the
/// collection's repetition index). Inner `frame`s are in the outer content's coordinates: the
/// collection's displayed origin + the inner frame (after inner behaviors) − the inner scroll
/// offset; `originalFrame` is the collection's original origin + the inner original frame −
/// the inner offset. zIndex, alpha and scale are the inner scene's own (zIndex counts within
/// the collection, which is painted as one brick in the outer order). A collection item also
/// reports its inner scroll state: `innerContentOffset` and `innerContentSize`. Collections
/// inside collections nest the same way.
extension FramesJSON {
  /// Where the items of one (inner) scene go in the outer output.
  struct InnerContext {
    /// Added to displayed frames.
    var dx: Double
    var dy: Double
    /// Added to original frames.
    var odx: Double
    var ody: Double
    var collectionID: String
    var collectionIndex: Int
    /// The collection (or one containing it) is hidden.
    var hidden: Bool
  }

  /// Appends the items of `scene` (all but the root when `inner` is given), each followed by
  /// its inner items when it is a collection.
  mutating func emitItems(_ scene: Scene, indent: String, inner: InnerContext?, first: inout Bool) {
    let layout = scene.layout
    let compiled = layout.compiled
    let start = inner == nil ? 0 : 1
    guard start < layout.solvedItemCount else { return }
    for (item, node) in compiled.itemsWithNodes(start..<layout.solvedItemCount) {
      var a = scene.attributes(of: item)
      var original = layout.originalFrame(of: item)
      let id = compiled.id(ofNode: node)
      let index = compiled.index(ofItem: item, node: node)
      var parent =
        compiled.parentNode(of: node).map { "\"\(JSONString.escaped(compiled.id(ofNode: $0)))\"" }
        ?? "null"
      if let inner {
        a.frame = a.frame.offsetBy(dx: inner.dx, dy: inner.dy)
        original = original.offsetBy(dx: inner.odx, dy: inner.ody)
        a.hidden = a.hidden || inner.hidden
        if compiled.parentNode(of: node) == 0 {
          parent = "\"\(JSONString.escaped(inner.collectionID))\""
        }
      }
      append(first ? "\n" : ",\n")
      first = false
      append("\(indent)    {\"id\": \"\(JSONString.escaped(id))\", \"index\": \(index), ")
      append("\"type\": \"\(compiled.contents[node].typeName)\", \"parent\": \(parent)")
      if let identifier = compiled.identifier(ofNode: node) {
        append(", \"identifier\": \"\(JSONString.escaped(identifier))\"")
      }
      // Sample data (docs/layout-file.md#nodes, `sample`): its reason, or true without one.
      if let mark = compiled.sample(ofNode: node) {
        append(", \"sample\": " + (mark.reason.map { "\"\(JSONString.escaped($0))\"" } ?? "true"))
      }
      if let inner {
        append(
          ", \"collection\": \"\(JSONString.escaped(inner.collectionID))\", \"collectionIndex\": "
            + "\(inner.collectionIndex)"
        )
      }
      append(",\n")
      append("\(indent)     \"frame\": \(rect(a.frame)),\n")
      append("\(indent)     \"originalFrame\": \(rect(original)),\n")
      append(
        "\(indent)     \"zIndex\": \(a.zIndex), \"hidden\": \(a.hidden), \"alpha\": \(n(a.alpha)), "
          + "\"scale\": \(n(a.scale))"
      )
      if let p = a.stickingPercentage { append(", \"stickingPercentage\": \(n(p))") }
      if let text = layout.textLayout(ofItem: item, width: layout.originalFrame(of: item).width) {
        append(
          ",\n\(indent)     \"lines\": \(text.lines.count), \"font\": {\"size\": "
            + "\(n(text.font.size)), \"weight\": \"\(text.font.weight.rawValue)\"}")
      }
      if inner == nil {
        emitAppearFrom(
          scene, item: item, key: FramesTransition.key(id: id, index: index), indent: indent)
      }
      let collection = compiled.isCollection(node: node) ? scene.collectionScene(at: item) : nil
      if let collection {
        let o = collection.viewport.offset
        let size = collection.contentSize
        append(",\n\(indent)     \"innerContentOffset\": {\"x\": \(n(o.x)), \"y\": \(n(o.y))}")
        append(
          ", \"innerContentSize\": {\"width\": \(n(size.width)), \"height\": \(n(size.height))}")
      }
      append("}")
      if buffer.utf8.count > 60_000 { flush() }
      guard let collection else { continue }
      let o = collection.viewport.offset
      let context = InnerContext(
        dx: a.frame.x - o.x, dy: a.frame.y - o.y, odx: original.x - o.x, ody: original.y - o.y,
        collectionID: id, collectionIndex: index, hidden: a.hidden)
      emitItems(collection, indent: indent, inner: context, first: &first)
    }
  }

  func rect(_ r: Rect) -> String {
    "{\"x\": \(n(r.x)), \"y\": \(n(r.y)), \"width\": \(n(r.width)), \"height\": \(n(r.height))}"
  }
}

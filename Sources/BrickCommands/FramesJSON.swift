import BrickCore

/// Writes the frames output of FORMAT.md §3: one JSON object per scene, keys in the contract's
/// order, numbers as the shortest text that reads back to the same Double (integers without
/// a fraction). Streams through `write` in chunks, so a million items never build one string.
struct FramesJSON {
  var write: (String) -> Void
  var buffer = ""
  /// Set for `frames --from/--to`: appear and disappear attributes (FramesJSON+Transition).
  var transition: FramesTransition?

  init(write: @escaping (String) -> Void) {
    self.write = write
    buffer.reserveCapacity(1 << 16)
  }

  /// Emits one scene as a JSON object.
  mutating func emit(_ scene: Scene, indent: String = "") {
    let layout = scene.layout
    let compiled = layout.compiled
    let env = layout.environment
    let t = env.traits
    append("\(indent){\n")
    append(
      "\(indent)  \"viewport\": {\"width\": \(n(scene.viewport.size.width)), \"height\": "
        + "\(n(scene.viewport.size.height))},\n"
    )
    append(
      "\(indent)  \"orientation\": \"\(t.orientation.rawValue)\", \"horizontalSizeClass\": "
        + "\"\(t.horizontalSizeClass.rawValue)\", \"verticalSizeClass\": "
        + "\"\(t.verticalSizeClass.rawValue)\",\n"
    )
    append(
      "\(indent)  \"contentOffset\": {\"x\": \(n(scene.viewport.offset.x)), \"y\": "
        + "\(n(scene.viewport.offset.y))},\n"
    )
    append(
      "\(indent)  \"contentSize\": {\"width\": \(n(scene.contentSize.width)), \"height\": "
        + "\(n(scene.contentSize.height))},\n"
    )
    if let target = scene.targetContentOffset {
      append(
        "\(indent)  \"targetContentOffset\": {\"x\": \(n(target.x)), \"y\": \(n(target.y))},\n")
    }
    append("\(indent)  \"items\": [")
    var first = true
    emitItems(scene, indent: indent, inner: nil, first: &first)
    append(first ? "],\n" : "\n\(indent)  ],\n")
    emitDisappearing(indent: indent)
    let i = scene.contentInset
    append(
      "\(indent)  \"contentInset\": {\"top\": \(n(i.top)), \"left\": \(n(i.left)), \"bottom\": "
        + "\(n(i.bottom)), \"right\": \(n(i.right))},\n"
    )
    append("\(indent)  \"maxZIndex\": \(compiled.maxZIndex)\n")
    append("\(indent)}")
  }

  mutating func append(_ s: String) { buffer += s }

  mutating func flush() {
    if !buffer.isEmpty { write(buffer) }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// A JSON number: integers without a fraction, others as the shortest round-trip text;
/// non-finite values (which valid files never produce) as null.
func n(_ v: Double) -> String {
  v.isFinite ? NumberText.plain(v) : "null"
}

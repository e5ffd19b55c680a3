import BrickCore

/// Writes the frames output of docs/layout-file.md#the-frames-output: one JSON object per scene,
/// keys in the documented order, numbers as the shortest text that reads back to the same Double
/// (integers without a fraction). Streams through `write` in chunks, so a million items never build
/// one string.
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
    appendViewport(scene.viewport.size, traits: env.traits, indent: indent)
    appendPoint("contentOffset", scene.viewport.offset, indent: indent)
    appendSize("contentSize", scene.contentSize, indent: indent)
    if let target = scene.targetContentOffset {
      appendPoint("targetContentOffset", target, indent: indent)
    }
    append("\(indent)  \"items\": [")
    var first = true
    emitItems(scene, indent: indent, inner: nil, first: &first)
    append(first ? "],\n" : "\n\(indent)  ],\n")
    emitDisappearing(indent: indent)
    appendInsets("contentInset", scene.contentInset, indent: indent, last: false)
    append("\(indent)  \"maxZIndex\": \(compiled.maxZIndex)\n")
    append("\(indent)}")
  }

  /// A scene's first keys, the same for both layout models: the viewport's size, the
  /// orientation and the size classes.
  mutating func appendViewport(_ size: Size, traits t: Traits, indent: String) {
    append(
      "\(indent)  \"viewport\": {\"width\": \(n(size.width)), \"height\": \(n(size.height))},\n")
    append(
      "\(indent)  \"orientation\": \"\(t.orientation.rawValue)\", \"horizontalSizeClass\": "
        + "\"\(t.horizontalSizeClass.rawValue)\", \"verticalSizeClass\": "
        + "\"\(t.verticalSizeClass.rawValue)\",\n")
  }

  /// `"key": {"x": …, "y": …},` on a line of its own.
  mutating func appendPoint(_ key: String, _ p: Point, indent: String) {
    append("\(indent)  \"\(key)\": {\"x\": \(n(p.x)), \"y\": \(n(p.y))},\n")
  }

  /// `"key": {"width": …, "height": …},` on a line of its own.
  mutating func appendSize(_ key: String, _ s: Size, indent: String) {
    append("\(indent)  \"\(key)\": {\"width\": \(n(s.width)), \"height\": \(n(s.height))},\n")
  }

  /// `"key": {"top": …, "left": …, "bottom": …, "right": …}` on a line of its own, with a
  /// comma unless it is the object's last key.
  mutating func appendInsets(_ key: String, _ i: EdgeInsets, indent: String, last: Bool) {
    append(
      "\(indent)  \"\(key)\": {\"top\": \(n(i.top)), \"left\": \(n(i.left)), \"bottom\": "
        + "\(n(i.bottom)), \"right\": \(n(i.right))}" + (last ? "\n" : ",\n"))
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
